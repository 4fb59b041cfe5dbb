import type { ComposerTexts } from '../types';

/**
 * Italian. Placeholders: {items:form} (the ingredients a step names), {item:form} (one ingredient), {min}
 * (minutes). Forms (composer/realise/it.ts): def "la cipolla", "gli spinaci"; di / a / da / in / su fused
 * with the article and repeated per item ("della cipolla e delle uova", "agli spinaci"); bare "zucchine e
 * cipolle" (dish names). A preposition that does not fuse ("con", "per", "tra") goes before {items:def}.
 * Nothing may agree with a slot (no "tagliali", "tritato", "sono teneri"): refer to a fixed noun instead
 * ("la carne", "il pesce", "la frutta", "tutto").
 */
export const IT: ComposerTexts = {
  and: 'e',
  staples: { salt: 'sale', pepper: 'pepe nero', oil: 'olio d’oliva', water: 'acqua' },
  neutralOil: 'olio di semi',
  units: {
    g: ['g', 'g'],
    ml: ['ml', 'ml'],
    piece: ['', ''],
    clove: ['spicchio', 'spicchi'],
    slice: ['fetta', 'fette'],
    tbsp: ['cucchiaio', 'cucchiai'],
    tsp: ['cucchiaino', 'cucchiaini'],
    pinch: ['pizzico', 'pizzichi'],
    bunch: ['mazzetto', 'mazzetti'],
    leaf: ['foglia', 'foglie'],
    stalk: ['costa', 'coste'],
    sprig: ['rametto', 'rametti'],
    stem: ['rametto', 'rametti'],
  },
  titles: {
    frittata: 'Frittata di {items:bare}',
    omelette: 'Omelette {items:a}',
    'stir-fry': 'Saltato di {items:bare}',
    'pasta-sauce': 'Pasta {items:a}',
    risotto: 'Risotto {items:a}',
    soup: 'Zuppa di {items:bare}',
    salad: 'Insalata di {items:bare}',
    'tray-bake': '{items:bare} al forno',
    curry: 'Curry di {items:bare}',
    'fried-rice': 'Riso saltato con {items:bare}',
    stew: 'Stufato di {items:bare}',
    'grain-bowl': 'Bowl di cereali con {items:bare}',
    gratin: 'Gratin di {items:bare}',
    pancakes: 'Pancake con {items:bare}',
    smoothie: 'Smoothie di {items:bare}',
    bruschetta: 'Bruschette con {items:bare}',
    quesadilla: 'Quesadillas con {items:bare}',
    shakshuka: 'Shakshuka con {items:bare}',
    pilaf: 'Pilaf di {items:bare}',
    'fruit-crumble': 'Crumble di {items:bare}',
    'quick-pan': '{items:bare} in padella',
    'fruit-salad': 'Macedonia di {items:bare}',
    flatbread: 'Piadine con {items:bare}',
    'savoury-tart': 'Torta salata con {items:bare}',
    'hot-chocolate': 'Cioccolata calda {items:a}',
    'noodle-soup': 'Zuppa di noodles con {items:bare}',
    dal: 'Dal di {items:bare}',
    porridge: 'Porridge con {items:bare}',
    'yogurt-bowl': 'Bowl di yogurt con {items:bare}',
    'spiced-nuts': 'Snack croccante di {items:bare}',
    'warm-drink': 'Bevanda calda {items:a}',
    compote: 'Composta di {items:bare}',
    'herb-sauce': 'Salsa {items:a}',
    toast: 'Toast con {items:bare}',
    'baked-pasta': 'Pasta al forno con {items:bare}',
    pudding: 'Budino {items:a}',
  },
  fallbackTitle: {
    frittata: 'Frittata semplice',
    omelette: 'Omelette classica',
    'stir-fry': 'Verdure saltate al wok',
    'pasta-sauce': 'Pasta veloce della settimana',
    risotto: 'Risotto bianco',
    soup: 'Zuppa di verdure',
    salad: 'Insalata dell’orto',
    'tray-bake': 'Verdure al forno',
    curry: 'Curry di verdure',
    'fried-rice': 'Riso saltato senza uova',
    stew: 'Stufato a fuoco lento',
    'grain-bowl': 'Bowl di cereali',
    gratin: 'Gratin dorato',
    pancakes: 'Pancake semplici',
    smoothie: 'Smoothie alla frutta',
    bruschetta: 'Bruschette classiche',
    quesadilla: 'Quesadillas al formaggio',
    shakshuka: 'Shakshuka',
    pilaf: 'Pilaf semplice',
    'fruit-crumble': 'Crumble di frutta',
    'quick-pan': 'Padellata veloce',
    'fruit-salad': 'Macedonia di frutta',
    flatbread: 'Piadine fatte in casa',
    'savoury-tart': 'Torta salata',
    'hot-chocolate': 'Cioccolata calda',
    'noodle-soup': 'Zuppa di noodles',
    dal: 'Dal semplice',
    porridge: 'Porridge cremoso',
    'yogurt-bowl': 'Bowl di yogurt',
    'spiced-nuts': 'Frutta secca tostata',
    'warm-drink': 'Infuso caldo',
    compote: 'Composta di frutta',
    'herb-sauce': 'Salsa veloce',
    toast: 'Toast semplice',
    'baked-pasta': 'Pasta al forno',
    pudding: 'Budino vellutato',
  },
  descriptions: {
    frittata:
      'Una frittata alta e dorata con {items:bare}, morbida al centro. Ottima tiepida o fredda il giorno dopo.',
    omelette:
      'Un’omelette morbida alla francese con {items:bare}, ripiegata e servita appena tolta dalla padella.',
    'stir-fry': 'Un saltato veloce con {items:bare}, cotto a fuoco vivo e pronto in pochi minuti.',
    'pasta-sauce': 'Una pasta veloce per tutti i giorni: il sugo {items:a} si prepara mentre cuoce la pasta.',
    risotto: 'Un risotto cremoso con {items:bare}, mescolato con pazienza e mantecato a fuoco spento.',
    soup: 'Una zuppa calda e avvolgente con {items:bare}, cotta a fuoco dolce finché tutto è tenero.',
    salad: 'Un’insalata fresca con {items:bare}, condita in modo semplice.',
    'tray-bake':
      'Tutto in forno in un’unica teglia: {items:bare}, con i bordi ben dorati e una sola teglia da lavare.',
    curry: 'Un curry profumato con {items:bare}, cotto a fuoco lento insieme alle spezie.',
    'fried-rice':
      'Riso saltato in padella con {items:bare}: il modo migliore per recuperare il riso del giorno prima.',
    stew: 'Uno stufato lento e confortante con {items:bare}: un po’ di lavoro all’inizio, poi al resto pensa la pentola.',
    'grain-bowl':
      'Una bowl colorata con {items:bare}: cereali tiepidi, verdure fresche e un condimento vivace.',
    gratin:
      'Un gratin con {items:bare} sotto una crosticina dorata, cotto in forno finché tutto è tenero e sfrigolante.',
    pancakes: 'Pancake morbidi e soffici con {items:bare}, perfetti per una colazione senza fretta.',
    smoothie: 'Uno smoothie denso e fresco con {items:bare}, pronto in pochi minuti.',
    bruschetta: 'Fette di pane abbrustolito e croccante con {items:bare}, come vuole la tradizione.',
    quesadilla: 'Tortillas croccanti farcite con {items:bare}, dorate e filanti.',
    shakshuka: 'Uova cotte delicatamente in un sugo di pomodoro speziato con {items:bare}.',
    pilaf: 'Un pilaf profumato con {items:bare}, con i chicchi ben sgranati.',
    'fruit-crumble': 'Frutta calda cotta in forno sotto uno strato di crumble croccante: {items:bare}.',
    'quick-pan': 'Una cena semplice, tutta in una padella, con {items:bare}.',
    'fruit-salad': 'Una macedonia fresca di {items:bare}, condita per esaltarne il sapore.',
    flatbread: 'Piadine morbide fatte in casa con {items:bare}, cotte in padella a secco.',
    'savoury-tart': 'Una torta salata dorata con {items:bare}, ottima tiepida o a temperatura ambiente.',
    'hot-chocolate': 'Una cioccolata calda densa e golosa con {items:bare}.',
    'noodle-soup': 'Una ciotola fumante di noodles in un brodo profumato con {items:bare}.',
    dal: 'Un dal speziato e avvolgente con {items:bare}, completato con un soffritto di spezie sfrigolante.',
    porridge: 'Un porridge caldo e cremoso con {items:bare}, per una colazione senza pensieri.',
    'yogurt-bowl': 'Una bowl fresca con {items:bare}, pronta in cinque minuti.',
    'spiced-nuts': 'Uno snack croccante, tostato in padella, con {items:bare}: si conserva per giorni.',
    'warm-drink': 'Una bevanda calda con {items:bare}, confortante in ogni momento della giornata.',
    compote:
      'Una composta morbida di {items:bare}: deliziosa con lo yogurt, sul porridge o sul pane tostato.',
    'herb-sauce': 'Una salsa fresca e veloce con {items:bare}, per condire pasta, pesce, carne o verdure.',
    toast: 'Pane tostato e croccante con {items:bare}.',
    'baked-pasta': 'Una pasta al forno generosa con {items:bare}, dorata in superficie.',
    pudding: 'Un budino fatto in casa, liscio e vellutato, con {items:bare}.',
  },
  steps: {
    'prep.ready': 'Tieni a portata di mano {items:def}.',
    'prep.veg': 'Lava e taglia a pezzetti {items:def}.',
    'prep.veg.strips': 'Lava e taglia a listarelle sottili {items:def}.',
    'prep.veg.slices': 'Lava e affetta sottilmente {items:def}.',
    'prep.veg.dice': 'Lava e taglia a dadini {items:def}.',
    'prep.veg.fine': 'Lava e trita finemente {items:def}.',
    'prep.veg.chunks': 'Lava e taglia a pezzi grossi {items:def}.',
    'prep.florets': 'Lava {items:def} e dividi in cimette piccole.',
    'prep.florets.chunks': 'Lava {items:def} e dividi in cimette grandi.',
    'prep.halve': 'Lava e taglia a metà {items:def}.',
    'prep.peel': 'Sbuccia e taglia a pezzetti {items:def}.',
    'prep.peel.strips': 'Sbuccia e taglia a listarelle sottili {items:def}.',
    'prep.peel.slices': 'Sbuccia e affetta sottilmente {items:def}.',
    'prep.peel.dice': 'Sbuccia e taglia a dadini {items:def}.',
    'prep.peel.fine': 'Sbuccia e trita finemente {items:def}.',
    'prep.peel.chunks': 'Sbuccia e taglia a pezzi grossi {items:def}.',
    'prep.allium': 'Sbuccia e trita finemente {items:def}.',
    'prep.allium.strips': 'Sbuccia e affetta sottilmente {items:def}.',
    'prep.allium.slices': 'Sbuccia e affetta sottilmente {items:def}.',
    'prep.allium.chunks': 'Sbuccia e taglia a spicchi {items:def}.',
    'prep.garlic': 'Sbuccia e trita finemente {items:def}.',
    'prep.garlic.chunks': 'Sbuccia e schiaccia leggermente {items:def} con la lama di un coltello.',
    'prep.garlic.strips': 'Sbuccia e affetta sottilmente {items:def}.',
    'prep.garlic.slices': 'Sbuccia e affetta sottilmente {items:def}.',
    'prep.trim': 'Pulisci, lava e affetta {items:def}.',
    'prep.meat': 'Asciuga {items:def} con carta da cucina e taglia la carne a bocconcini.',
    'prep.meat.strips': 'Asciuga {items:def} con carta da cucina e taglia la carne a listarelle sottili.',
    'prep.meat.slices': 'Asciuga {items:def} con carta da cucina e taglia la carne a fettine sottili.',
    'prep.meat.chunks': 'Asciuga {items:def} con carta da cucina e taglia la carne a pezzi grossi.',
    'prep.stewMeat':
      'Asciuga {items:def} con carta da cucina e taglia la carne a tocchi, come per lo spezzatino.',
    'prep.fish': 'Asciuga {items:def}, elimina le eventuali spine e taglia il pesce a pezzi grossi.',
    'prep.fish.strips': 'Asciuga {items:def}, elimina le eventuali spine e taglia il pesce a listarelle.',
    'prep.fish.slices': 'Asciuga {items:def}, elimina le eventuali spine e taglia il pesce a listarelle.',
    'prep.fruit':
      'Se serve, sbuccia {items:def} e togli il torsolo o il nocciolo, poi taglia la frutta a pezzetti.',
    'prep.fruit.slices':
      'Se serve, sbuccia {items:def} e togli il torsolo o il nocciolo, poi taglia la frutta a fettine sottili.',
    'prep.fruit.dice':
      'Se serve, sbuccia {items:def} e togli il torsolo o il nocciolo, poi taglia la frutta a dadini.',
    'prep.fruit.chunks':
      'Se serve, sbuccia {items:def} e togli il torsolo o il nocciolo, poi taglia la frutta a pezzi.',
    'prep.fruitCore': 'Sbuccia e taglia a pezzi {items:def}, eliminando il torsolo.',
    'prep.fruitStone': 'Taglia a metà {items:def}, elimina il nocciolo e riduci la polpa a pezzi.',
    'prep.fruitPeel': 'Sbuccia e taglia a pezzi {items:def}.',
    'prep.hull': 'Sciacqua delicatamente {items:def}, asciuga ed elimina il picciolo.',
    'prep.mushroom': 'Pulisci con un panno umido e affetta {items:def}.',
    'prep.mushroom.chunks': 'Pulisci con un panno umido e taglia in quattro {items:def}.',
    'prep.mushroom.dice': 'Pulisci con un panno umido e trita finemente {items:def}.',
    'prep.mushroom.fine': 'Pulisci con un panno umido e trita finemente {items:def}.',
    'prep.sausage': 'Taglia a rondelle spesse {items:def}.',
    'prep.sausage.chunks': 'Bucherella {items:def} qua e là con una forchetta, senza tagliare a pezzi.',
    'prep.sausage.dice': 'Togli il budello {items:di} e sbriciola la carne.',
    'prep.sausage.fine': 'Togli il budello {items:di} e sbriciola la carne.',
    'prep.bread': 'Taglia a cubetti {items:def}.',
    'prep.bread.slices': 'Taglia a fette {items:def}.',
    'prep.cheeseCut': 'Taglia a dadini {items:def}.',
    'prep.cheeseCut.slices': 'Taglia a fettine {items:def}.',
    'prep.cheeseCut.strips': 'Taglia a fettine {items:def}.',
    'prep.leafy': 'Lava bene {items:def}, elimina i gambi più duri e taglia grossolanamente le foglie.',
    'prep.saladLeaf': 'Lava e asciuga {items:def}, poi spezzetta le foglie con le mani.',
    'prep.herb': 'Lava e trita finemente {items:def}.',
    'prep.chili': 'Togli i semi e trita finemente {items:def}.',
    'prep.bellPepper': 'Lava {items:def}, eliminane semi e filamenti e taglia tutto a listarelle.',
    'prep.aromatic': 'Sbuccia e grattugia finemente {items:def}.',
    'prep.grate': 'Grattugia {items:def}.',
    'prep.crumble': 'Sbriciola {items:def}.',
    'prep.thaw':
      'Scongela {items:def} in un colino sotto l’acqua tiepida corrente (o nel microonde) e premi bene per eliminare quanta più acqua possibile.',
    'prep.tornHerb': 'Lava {items:def} e spezzetta le foglie con le mani.',
    'prep.boneIn': 'Asciuga {items:def} con carta da cucina.',
    'prep.wholeFish':
      'Sciacqua {items:def} dentro e fuori, asciuga con carta da cucina, pratica due o tre tagli sulla pelle per lato e condisci dentro e fuori con sale e pepe.',
    'prep.desalt':
      'Sciacqua bene {items:def} sotto l’acqua fredda, tieni in ammollo 10 minuti per togliere il sale e scola.',
    'prep.fromFrozen': 'Tira fuori {items:def} dal freezer all’ultimo momento, senza scongelare.',
    'prep.chives': 'Lava {items:def}, asciuga e taglia a rondelline sottili.',
    'prep.drain': 'Scola {items:def}.',
    'prep.rinse': 'Scola e sciacqua {items:def}.',
    'prep.bacon': 'Taglia a listarelle {items:def}.',
    'prep.cured': 'Taglia a striscioline {items:def}.',
    'prep.cookedMeat': 'Taglia a bocconcini {items:def}.',
    'prep.cookedStarch': 'Se serve, sbuccia {items:def}, poi taglia tutto a pezzetti.',
    'prep.cookedStarch.slices': 'Se serve, sbuccia {items:def}, poi taglia tutto a fette spesse circa 5 mm.',
    'prep.cookedStarch.dice': 'Se serve, sbuccia {items:def}, poi taglia tutto a cubetti.',
    'prep.cookedStarch.fine': 'Se serve, sbuccia {items:def}, poi taglia tutto a cubetti.',
    'prep.looseGrains': 'Sgrana {items:def} con le dita, in modo che i chicchi siano ben separati.',
    'prep.smoked': 'Taglia a striscioline {items:def}.',
    'prep.prawn': 'Sguscia {items:def} se necessario ed elimina il filetto nero lungo il dorso.',
    'prep.mollusc':
      'Spazzola {items:def} sotto l’acqua fredda corrente, elimina il bisso e scarta i gusci rotti e quelli che restano aperti anche se picchiettati.',
    'prep.squid': 'Pulisci e taglia ad anelli {items:def}.',
    'prep.octopus': 'Sciacqua bene {items:def} sotto l’acqua fredda corrente.',
    'prep.saltFish':
      'Il giorno prima metti in ammollo {items:def} in acqua fredda per 24 ore, cambiando l’acqua tre volte, poi taglia il pesce a pezzi.',
    'prep.citrus': 'Grattugia finemente la scorza {items:di} e spremi il succo.',
    'prep.citrus.zest':
      'Con un pelapatate ricava qualche larga striscia di scorza {items:di}, senza la parte bianca amara (il succo farebbe cagliare il latte).',
    'prep.citrus.chunks': 'Lava e taglia a spicchi {items:def}.',
    'prep.citrus.slices': 'Lava e affetta sottilmente {items:def}.',
    'prep.berry': 'Sciacqua e asciuga delicatamente {items:def}.',
    'prep.roughChop': 'Trita grossolanamente {items:def}.',
    'prep.tofu': 'Asciuga e taglia a cubetti {items:def}.',
    'prep.lentil': 'Sciacqua {items:def} in un colino finché l’acqua non esce limpida.',
    'prep.driedBean':
      'La sera prima metti in ammollo {items:def} in abbondante acqua fredda; il giorno dopo scola e sciacqua i legumi.',
    'prep.avocado':
      'Taglia a metà {items:def}, elimina il nocciolo, preleva la polpa con un cucchiaio e tagliala a dadini.',
    'prep.pod': 'Lava e spunta {items:def}.',
    'prep.squash': 'Sbuccia, elimina i semi e taglia a pezzi {items:def}.',
    'brownProtein@poultry':
      'Rosola {items:def} in una padella ben calda con un filo d’olio, poi prosegui la cottura finché la carne è dorata e ben cotta, senza parti rosate all’interno, {min} min.',
    'brownProtein@stewMeat':
      'Rosola {items:def} a fuoco vivo, pochi pezzi alla volta, in una casseruola dal fondo spesso con un filo d’olio, finché la carne è ben colorita su tutti i lati, {min} min.',
    'brownProtein@redMeat':
      'Rosola {items:def} in una padella molto calda con un filo d’olio finché la carne è dorata su tutti i lati, {min} min.',
    'brownProtein@mince':
      'Rosola {items:def} in una padella ben calda con un filo d’olio, sgranando la carne con un cucchiaio di legno, {min} min.',
    'brownProtein@sausage':
      'Rosola {items:def} in una padella ben calda con un filo d’olio fino a cottura completa, {min} min.',
    'brownProtein@bacon': 'Rosola {items:def} a fuoco medio finché tutto è dorato e croccante, {min} min.',
    'brownProtein@ready': 'Scalda {items:def} in padella con un filo d’olio, {min} min.',
    'brownProtein@fish':
      'Cuoci {items:def} in una padella ben calda con un filo d’olio, girando una sola volta, finché la polpa è appena opaca al centro, {min} min.',
    'brownProtein@shellfish':
      'Salta {items:def} in una padella ben calda con un filo d’olio, solo finché la polpa diventa rosata, {min} min.',
    'brownProtein@mollusc':
      'Metti {items:def} nella padella calda, copri e cuoci scuotendo la padella finché i gusci si aprono, {min} min; scarta quelli rimasti chiusi.',
    'brownProtein@squid':
      'Scotta per pochi istanti {items:def} in una padella rovente con un filo d’olio, {min} min.',
    'brownProtein@tofu':
      'Rosola {items:def} in una padella ben calda con un filo d’olio, fino a doratura su tutti i lati, {min} min.',
    'brownProtein@pulse': 'Scalda {items:def} in padella con un filo d’olio, mescolando, {min} min.',
    'brownProtein@egg':
      'Sbatti {items:def}, versa il composto in una padella calda con un filo d’olio e mescola delicatamente finché è appena rappreso, {min} min.',
    'stirfry.protein@poultry':
      'Salta {items:def} in una padella rovente con un po’ d’olio finché la carne è dorata e ben cotta, senza parti rosate all’interno, {min} min; tieni da parte.',
    'stirfry.protein@redMeat':
      'Salta {items:def} in una padella rovente con un po’ d’olio finché la carne è rosolata, {min} min; tieni da parte.',
    'stirfry.protein@mince':
      'Salta {items:def} in una padella rovente con un po’ d’olio, sgranando la carne finché è ben rosolata, {min} min; tieni da parte.',
    'stirfry.protein@sausage':
      'Salta {items:def} in una padella rovente con un po’ d’olio finché la carne è rosolata e ben cotta, {min} min; tieni da parte.',
    'stirfry.protein@bacon':
      'Rosola {items:def} in una padella ben calda finché tutto è croccante, {min} min; tieni da parte.',
    'stirfry.protein@ready':
      'Scalda bene {items:def} nella padella calda con un filo d’olio, {min} min; tieni da parte.',
    'stirfry.protein@fish':
      'Cuoci delicatamente {items:def} in una padella ben calda con un po’ d’olio finché la polpa è appena opaca, {min} min; tieni da parte.',
    'stirfry.protein@shellfish':
      'Salta {items:def} in una padella rovente con un po’ d’olio solo finché la polpa diventa rosata, {min} min; tieni da parte.',
    'stirfry.protein@mollusc':
      'Cuoci {items:def} in una padella calda con il coperchio finché i gusci si aprono, {min} min; tieni da parte e scarta quelli rimasti chiusi.',
    'stirfry.protein@squid':
      'Salta {items:def} in una padella rovente con un po’ d’olio per appena {min} min; tieni da parte.',
    'stirfry.protein@tofu':
      'Salta {items:def} in una padella ben calda con un po’ d’olio fino a doratura, {min} min; tieni da parte.',
    'stirfry.protein@pulse':
      'Salta {items:def} in una padella ben calda con un po’ d’olio finché la superficie diventa leggermente croccante, {min} min; tieni da parte.',
    'stirfry.protein@egg':
      'Strapazza {items:def} in una padella ben calda con un filo d’olio finché il composto è appena rappreso, {min} min; tieni da parte.',
    'late.simmer': 'Aggiungi {items:def} e cuoci a fuoco dolce fino a cottura, {min} min.',
    'late.pan': 'Aggiungi {items:def} e cuoci ancora {min} min, mescolando.',
    'late.roast':
      'Disponi {items:def} nella teglia, condisci con sale e pepe e cuoci in forno fino a cottura, {min} min.',
    'late.bake': 'Aggiungi {items:def} nella pirofila e cuoci in forno fino a cottura, {min} min.',
    'late.warm': 'Unisci {items:def}, mescola e lascia scaldare bene, {min} min.',
    'crumble.spread': 'Distribuisci la frutta in una pirofila e cospargi con {items:def}.',
    'crumble.spreadPlain': 'Distribuisci la frutta in una pirofila.',
    'soup.season': 'Regola di sale e pepe e servi la zuppa nei piatti caldi così com’è, senza frullarla.',
    sweatAromatics:
      'Scalda un filo d’olio in padella e fai appassire {items:def} a fuoco medio, mescolando, {min} min.',
    sauteVeg:
      'Cuoci {items:def} in padella con un filo d’olio e un pizzico di sale, mescolando di tanto in tanto, {min} min.',
    sauteVegAdd:
      'Aggiungi {items:def} in padella con un pizzico di sale e cuoci, mescolando di tanto in tanto, {min} min.',
    // Fish and seafood in a quick pan: the vegetables first, the fish on top for its few minutes.
    'quickpan.vegFirst':
      'Cuoci {items:def} in padella con un filo d’olio e un pizzico di sale, mescolando di tanto in tanto, {min} min.',
    'quickpan.aromaticsAdd': 'Aggiungi {items:def} in padella e fai insaporire, mescolando, {min} min.',
    'quickpan.vegFirstAdd':
      'Aggiungi {items:def} in padella con un pizzico di sale e cuoci, mescolando di tanto in tanto, {min} min.',
    'stirfry.seasonPlainOnBase': 'Regola di sale e pepe e salta ancora una volta.',
    'stirfry.seasonPlain': 'Regola di sale e pepe, salta ancora una volta e servi.',
    'quickpan.liftOut': 'Sposta {items:def} su un piatto, lasciando il fondo di cottura nella padella.',
    'quickpan.return': 'Rimetti {items:def} in padella e salta tutto insieme sul fuoco, {min} min.',
    'quickpan.readyAdd':
      'Aggiungi {items:def} negli ultimi minuti e lascia scaldare mescolando delicatamente, {min} min.',
    'quickpan.seasonPlain': 'Regola di sale e pepe e servi.',
    'quickpan.seasonOnly': 'Regola di sale e pepe.',
    'quickpan.fishBeside':
      'Aggiungi {items:def} nella stessa padella e cuoci a fuoco medio, girando una volta, senza cuocere troppo, {min} min.',
    'quickpan.fishOnTop':
      'Adagia {items:def} sulle verdure, copri e cuoci a fuoco medio giusto il tempo necessario, {min} min.',
    brownProtein:
      'Fai rosolare {items:def} in una padella ben calda con un filo d’olio, {min} min, poi regola di sale e pepe.',
    boilWater: 'Porta a bollore abbondante acqua in una pentola capiente, {min} min, poi salala.',
    cookBase:
      'Lessa {items:def} in abbondante acqua salata bollente fino a cottura al dente, {min} min, poi scola.',
    serveOver: 'Servi il tutto {items:su}.',
    serve: 'Servi ben caldo, direttamente dalla teglia.',
    garnish: 'Completa con {items:def} e servi.',
    'frittata.beat': 'Sbatti {items:def} in una ciotola con un pizzico di sale e pepe.',
    'frittata.cheese': 'Incorpora alle uova {items:def}.',
    'frittata.set':
      'Versa le uova nella padella, copri e cuoci a fuoco basso finché la frittata è quasi rappresa, {min} min.',
    'frittata.setPan':
      'Scalda un filo d’olio in una padella antiaderente, versa le uova, copri e cuoci a fuoco basso finché la frittata è quasi rappresa, {min} min.',
    'frittata.flip':
      'Fai scivolare la frittata su un piatto, capovolgila di nuovo nella padella e cuoci l’altro lato, {min} min.',
    'omelette.beat':
      'Sbatti leggermente {items:def} con un pizzico di sale e pepe, giusto il tempo di amalgamare.',
    'omelette.veg':
      'Cuoci {items:def} in una padella antiaderente con un filo d’olio, {min} min, poi tieni da parte.',
    'omelette.cook':
      'Scalda un filo d’olio in una padella antiaderente, versa le uova e mescola delicatamente finché sono appena rapprese, {min} min.',
    'omelette.fill': 'Distribuisci {items:def} su una metà, ripiega l’omelette e cuoci ancora {min} min.',
    'stirfry.protein':
      'Salta {items:def} nel wok o in una padella rovente con un po’ d’olio fino a cottura completa, {min} min; tieni da parte.',
    'stirfry.aromatics':
      'Scalda un filo d’olio nel wok o in una padella capiente e fai soffriggere {items:def} per {min} min, finché si sprigiona il profumo.',
    'stirfry.veg':
      'Salta {items:def} a fuoco vivo in una padella ben calda con un filo d’olio, mescolando di continuo, {min} min.',
    'stirfry.sauce':
      'Rimetti in padella quello che avevi tenuto da parte, aggiungi {items:def} e un goccio d’acqua e fai saltare il tutto, {min} min.',
    'stirfry.sauceOnly': 'Aggiungi {items:def} e un goccio d’acqua e salta tutto insieme, {min} min.',
    'stirfry.returnPlain':
      'Rimetti in padella quello che avevi tenuto da parte, regola di sale e pepe e salta a fuoco vivo per amalgamare, {min} min.',
    'pasta.sauce':
      'Aggiungi {items:def} in padella con un goccio d’acqua e lascia cuocere a fuoco dolce, {min} min.',
    'pasta.saucePan':
      'Scalda un filo d’olio in una padella larga e aggiungi {items:def}. Unisci un goccio d’acqua e lascia cuocere a fuoco dolce, {min} min.',
    'pasta.cook':
      'Lessa {items:def} al dente nell’acqua bollente, {min} min; tieni da parte una tazza di acqua di cottura, poi scola.',
    'pasta.cook@filledPasta':
      'Cuoci {items:def} nell’acqua bollente come indicato sulla confezione (sono pronti quando salgono a galla), {min} min; tieni da parte una tazza di acqua di cottura, poi scola.',
    'pasta.toss':
      'Manteca la pasta in padella con il sugo e un po’ d’acqua di cottura, poi servi con {items:def}.',
    'pasta.tossPlain':
      'Manteca la pasta in padella con il sugo e un po’ della sua acqua di cottura e servi subito.',
    'risotto.heatStock':
      'Scalda {items:def} con circa 1 litro d’acqua in un pentolino e tieni il brodo caldo a fuoco bassissimo.',
    'risotto.heatWater':
      'Porta a leggero bollore circa 1 litro di acqua poco salata e tienila calda, {min} min.',
    'risotto.sweat':
      'Scalda un filo d’olio in una casseruola larga dal fondo spesso e fai appassire {items:def} a fuoco medio, mescolando, {min} min.',
    'risotto.toast': 'Aggiungi {items:def} nella stessa casseruola e fai tostare, mescolando, {min} min.',
    'risotto.toastPan':
      'Scalda un filo d’olio in una casseruola larga, aggiungi {items:def} e fai tostare, mescolando, {min} min.',
    'risotto.cook':
      'Aggiungi il liquido caldo un mestolo alla volta, mescolando, finché il riso è cremoso, {min} min.',
    'risotto.finish':
      'Togli dal fuoco, manteca con {items:def}, copri e lascia riposare 2 minuti prima di servire.',
    'soup.sweat':
      'Scalda un filo d’olio in una pentola capiente e fai appassire {items:def} a fuoco medio, mescolando, {min} min.',
    'soup.simmer':
      'Aggiungi {items:def} e copri con acqua fino a superare gli ingredienti di 2 cm; porta a bollore e cuoci a fuoco dolce finché tutto è tenero, {min} min.',
    'soup.simmerPot':
      'Metti {items:def} in una pentola capiente con un filo d’olio, copri con acqua fino a superare gli ingredienti di 2 cm, porta a bollore e cuoci a fuoco dolce finché tutto è tenero, {min} min.',
    'soup.blend':
      'Frulla la zuppa, in parte o del tutto, fino a renderla vellutata e regola di sale e pepe, {min} min.',
    'salad.dress': 'In una ciotolina emulsiona {items:def} con 3 cucchiai di olio d’oliva, sale e pepe.',
    'salad.dressPlain': 'In una ciotolina mescola 3 cucchiai di olio d’oliva con un pizzico di sale e pepe.',
    'salad.toss': 'Aggiungi {items:def} e mescola tutto con il condimento.',
    'crumble.heat': 'Preriscalda il forno a 190 °C (170 °C ventilato), {min} min.',
    'tray.heat': 'Preriscalda il forno a 220 °C (200 °C ventilato), {min} min.',
    'tray.spread': 'Disponi {items:def} in una teglia capiente.',
    'tray.toss': 'Aggiungi {items:def}, condisci con olio, sale e pepe e mescola bene.',
    'tray.tossPlain': 'Condisci con olio, sale e pepe e mescola bene.',
    'tray.roast.before': 'Arrostisci per {min} min, girando una volta.',
    'tray.roast': 'Cuoci in forno finché tutto è dorato e cotto, girando a metà cottura, {min} min.',
    'curry.sweat':
      'Scalda un filo d’olio in una casseruola capiente e fai appassire {items:def} a fuoco medio, mescolando, {min} min.',
    'curry.spicesAdd':
      'Unisci {items:def} e fai soffriggere per {min} min, mescolando, finché si sprigiona il profumo.',
    'curry.spices':
      'Scalda un filo d’olio in una casseruola capiente, unisci {items:def} e fai soffriggere per {min} min, mescolando, finché si sprigiona il profumo.',
    'curry.protein':
      'Aggiungi {items:def} in padella e mescola perché si insaporisca con la cipolla e le spezie, {min} min.',
    'curry.protein@poultry':
      'Aggiungi {items:def} in padella e rosola con la cipolla e le spezie, girando, finché la carne prende colore da tutti i lati, {min} min.',
    'curry.protein@redMeat':
      'Aggiungi {items:def} in padella e rosola con la cipolla e le spezie, girando, finché la carne prende colore da tutti i lati, {min} min.',
    'curry.protein@stewMeat':
      'Aggiungi {items:def} in padella e rosola con la cipolla e le spezie, girando, finché la carne prende colore da tutti i lati, {min} min.',
    'curry.protein@mince':
      'Aggiungi {items:def} in padella e rosola con la cipolla e le spezie, girando, finché la carne prende colore da tutti i lati, {min} min.',
    'curry.simmer':
      'Aggiungi {items:def} con circa 200 ml d’acqua, copri e cuoci a fuoco dolce finché tutto è tenero, {min} min.',
    'friedrice.egg':
      'Sposta il riso da un lato, strapazza {items:def} nello spazio libero e poi mescola tutto insieme, {min} min.',
    'friedrice.fry':
      'Aggiungi il riso (quello del giorno prima è il migliore) e saltalo a fuoco vivo, mescolando, {min} min.',
    'risotto.addVeg': 'Unisci {items:def} e lascia insaporire per {min} min.',
    'friedrice.season': 'Condisci con {items:def} e mescola bene, {min} min.',
    season: 'Insaporisci con {items:def}, assaggia e regola di sale e pepe, {min} min.',
    'stew.sweat': 'Aggiungi {items:def} e fai appassire mescolando, {min} min.',
    'stew.liquid':
      'Unisci {items:def}, stacca con un cucchiaio di legno il fondo di cottura e porta a leggero bollore, {min} min.',
    'stew.simmer':
      'Aggiungi {items:def}, copri d’acqua, metti il coperchio e cuoci a fuoco dolce finché tutto è tenero, {min} min.',
    'stew.simmerPlain':
      'Copri d’acqua, metti il coperchio e cuoci a fuoco dolce finché tutto è tenero, {min} min.',
    'stew.finish': 'Togli il coperchio, lascia restringere il sugo e regola di sale e pepe, {min} min.',
    'bowl.protein': 'Scalda o cuoci {items:def} in padella con un filo d’olio, {min} min.',
    'bowl.dress': 'Mescola {items:def} con un cucchiaio d’olio, sale e pepe per preparare il condimento.',
    'bowl.assemble':
      'Distribuisci i cereali e le verdure nelle ciotole, irrora con il condimento e completa con {items:def}.',
    'bowl.assemblePlain': 'Distribuisci i cereali e le verdure nelle ciotole e irrora con il condimento.',
    'gratin.parboil': 'Sbollenta {items:def} in acqua salata, {min} min, poi scola bene.',
    'gratin.layer':
      'Disponi le verdure a strati in una pirofila unta d’olio, condendo ogni strato, e versa sopra {items:def}.',
    'gratin.layerPlain':
      'Disponi le verdure a strati in una pirofila unta d’olio, condendo ogni strato, e aggiungi un goccio d’acqua.',
    'gratin.top': 'Copri la superficie con {items:def}.',
    'gratin.bake': 'Fai gratinare in forno finché la superficie è dorata e sfrigolante, {min} min.',
    'pancakes.batter':
      'Mescola con una frusta {items:def}, un pizzico di sale e l’acqua necessaria per ottenere una pastella densa e liscia.',
    'pancakes.rest': 'Lascia riposare la pastella, {min} min.',
    'pancakes.cook':
      'Versa piccoli mestoli di pastella in una padella appena unta e cuoci finché compaiono delle bollicine, poi gira i pancake, {min} min in tutto.',
    'pancakes.serve': 'Servi i pancake caldi con {items:def}.',
    'smoothie.blend':
      'Frulla tutto con {items:def} fino a ottenere un composto liscio, aggiungendo un goccio d’acqua fredda se è troppo denso, {min} min.',
    'smoothie.blendWater':
      'Frulla tutto con circa 200 ml d’acqua fredda fino a ottenere un composto liscio, {min} min.',
    'bruschetta.toast':
      'Taglia a fette {items:def} e abbrustolisci le fette finché sono croccanti, {min} min.',
    'bruschetta.rub': 'Strofina il pane ancora caldo con {items:def}.',
    'bruschetta.topping': 'Taglia a pezzetti {items:def} e condisci con un filo d’olio, sale e pepe.',
    'bruschetta.top': 'Distribuisci {items:def} sulle fette di pane.',
    'bruschetta.drizzle': 'Termina con un filo d’olio d’oliva e servi subito.',
    'quesadilla.fill': 'Distribuisci il ripieno su metà di ogni tortilla, aggiungi {items:def} e ripiega.',
    'quesadilla.fillPlain': 'Distribuisci il ripieno su metà di ogni tortilla e ripiega.',
    'quesadilla.cook':
      'Cuoci {items:def} in una padella senza olio, girando una volta, finché l’esterno è croccante e il ripieno filante, {min} min.',
    'shakshuka.sauce': 'Aggiungi {items:def} e lascia sobbollire finché il sugo si addensa, {min} min.',
    'shakshuka.eggs':
      'Forma delle piccole conche nel sugo, rompici dentro {items:def}, copri e cuoci finché gli albumi si rapprendono, {min} min.',
    'pilaf.toast':
      'Aggiungi {items:def} e mescola per {min} min, finché ogni chicco è ben avvolto dall’olio.',
    'pilaf.simmer':
      'Aggiungi {items:def}, versa acqua pari al doppio del volume dei chicchi, sala, copri e cuoci a fuoco basso, {min} min.',
    'pilaf.simmerPlain':
      'Versa acqua pari al doppio del volume dei chicchi, sala, copri e cuoci a fuoco basso, {min} min.',
    'pilaf.rest': 'Spegni il fuoco e lascia riposare coperto, {min} min, poi sgrana con una forchetta.',
    'pilaf.nuts': 'Tosta {items:def} in una padella senza olio, {min} min, e distribuisci tutto sul pilaf.',
    'crumble.rub':
      'Lavora {items:def} con la punta delle dita fino a ottenere grosse briciole e distribuiscile sulla frutta.',
    'crumble.bake': 'Cuoci in forno finché la superficie è dorata e il succo sobbolle ai bordi, {min} min.',
    'fruitsalad.dress': 'Condisci la frutta con {items:def} e mescola delicatamente.',
    'fruitsalad.serve': 'Servi con {items:def}.',
    'fruitsalad.chill': 'Lascia riposare in frigorifero, {min} min, perché i succhi si amalgamino.',
    'flatbread.dough':
      'Mescola {items:def} con un pizzico di sale, un cucchiaio d’olio e acqua tiepida quanto basta per ottenere un impasto morbido.',
    'flatbread.rest': 'Impasta brevemente, copri e lascia riposare, {min} min.',
    'flatbread.shape': 'Dividi l’impasto in palline, stendile sottili e premi {items:def} sulla superficie.',
    'flatbread.cook':
      'Cuoci una piadina alla volta in una padella rovente a secco finché si gonfia e compaiono macchie dorate, girandola una volta, {min} min in tutto.',
    'tart.line': 'Fodera una teglia o uno stampo con {items:def} e bucherella il fondo con una forchetta.',
    'tart.fill':
      'Mescola {items:def} con sale e pepe e distribuisci il composto sulla pasta insieme alle verdure.',
    'tart.bake': 'Cuoci in forno finché la pasta è gonfia e dorata, {min} min.',
    'chocolate.heat': 'Scalda {items:def} in un pentolino senza portare a bollore, {min} min.',
    'chocolate.heatWater': 'Scalda in un pentolino una tazza d’acqua a persona, {min} min.',
    'chocolate.melt':
      'Unisci {items:def} e mescola con una frusta finché è tutto sciolto e vellutato, {min} min.',
    'chocolate.spice': 'Aggiungi {items:def} e mescola ancora {min} min.',
    'chocolate.serve': 'Versa la cioccolata nelle tazze e servi ben calda.',
    'noodlesoup.broth':
      'Porta a bollore 400 ml d’acqua a persona con {items:def} e lascia sobbollire, {min} min.',
    'noodlesoup.brothPlain': 'Porta a bollore 400 ml d’acqua leggermente salata a persona, {min} min.',
    'noodlesoup.protein': 'Aggiungi {items:def} al brodo e lascia sobbollire fino a cottura, {min} min.',
    'noodlesoup.serve':
      'Distribuisci i noodles nelle ciotole, versa sopra il brodo e completa con {items:def}.',
    'noodlesoup.servePlain':
      'Distribuisci i noodles nelle ciotole, versa sopra il brodo bollente e servi subito.',
    'dal.rinse': 'Sciacqua {items:def} in un colino finché l’acqua non esce limpida.',
    'dal.simmer':
      'Copri i legumi con il triplo del loro volume d’acqua, aggiungi {items:def} e cuoci a fuoco dolce finché sono morbidi, mescolando di tanto in tanto, {min} min.',
    'dal.simmerPlain':
      'Copri i legumi con il triplo del loro volume d’acqua e cuoci a fuoco dolce finché sono morbidi, mescolando di tanto in tanto, {min} min.',
    'dal.tadka':
      'Scalda un filo d’olio in un padellino, fai soffriggere {items:def} finché si sprigiona il profumo, {min} min, e versa tutto sul dal.',
    'dal.tadkaPlain': 'Regola di sale e incorpora un cucchiaio d’olio, {min} min.',
    'porridge.cook':
      'Cuoci a fuoco dolce {items:def} con un pizzico di sale e l’acqua necessaria per ottenere un composto cremoso, mescolando, {min} min.',
    'porridge.serve': 'Distribuisci il porridge nelle ciotole e completa con {items:def}.',
    'porridge.servePlain': 'Distribuisci il porridge nelle ciotole e servi tiepido.',
    'yogurt.bowl': 'Distribuisci {items:def} nelle ciotole.',
    'yogurt.top': 'Cospargi con {items:def} e servi.',
    'nuts.toast': 'Tosta {items:def} in una padella senza olio a fuoco medio, scuotendola spesso, {min} min.',
    'nuts.coat':
      'Aggiungi un filo d’olio, un pizzico di sale e {items:def}, poi mescola per insaporire bene, {min} min.',
    'nuts.coatPlain':
      'Aggiungi un filo d’olio e un pizzico di sale, poi mescola per insaporire bene, {min} min.',
    'nuts.cool': 'Stendi su un piatto e lascia raffreddare, {min} min, perché tutto diventi croccante.',
    'drink.heat': 'Scalda {items:def} in un pentolino fino a sfiorare il bollore, {min} min.',
    'drink.heatWater': 'Porta a bollore una tazza d’acqua a persona, {min} min.',
    'drink.infuse': 'Aggiungi {items:def}, spegni il fuoco e lascia in infusione, {min} min.',
    'drink.serve': 'Filtra nelle tazze e dolcifica con {items:def}.',
    'drink.servePlain': 'Filtra nelle tazze e servi bollente.',
    'compote.simmer':
      'Cuoci la frutta in un pentolino a fuoco dolce con un goccio d’acqua e {items:def} finché è morbida, {min} min.',
    'compote.simmerPlain':
      'Cuoci la frutta in un pentolino a fuoco dolce con un goccio d’acqua finché è morbida, {min} min.',
    'compote.cool': 'Lascia intiepidire prima di servire, {min} min.',
    'sauce.mix':
      'In una ciotola mescola {items:def} con un pizzico di sale e un goccio d’acqua fino a ottenere una salsa liscia.',
    'sauce.rest': 'Lascia che i sapori si amalgamino, {min} min, poi assaggia e regola di sale e pepe.',
    'toast.toast': 'Tosta {items:def} finché la superficie è dorata e croccante, {min} min.',
    'toast.egg': 'Cuoci {items:def} in padella con un filo d’olio finché l’albume è rappreso, {min} min.',
    'toast.assemble': 'Distribuisci {items:def} sul pane tostato e servi.',
    'toast.assemblePlain': 'Irrora con un filo d’olio d’oliva, aggiungi un pizzico di sale e servi.',
    'bakedpasta.sauce':
      'Condisci {items:def} con sale e pepe e fai sobbollire fino a ottenere un sugo, {min} min.',
    'bakedpasta.sauceWith':
      'Aggiungi in padella {items:def}, regola di sale e pepe e lascia sobbollire fino a ottenere un sugo, {min} min.',
    'bakedpasta.parboil':
      'Cuoci {items:def} nell’acqua bollente 2 minuti meno di quanto indicato sulla confezione, perché la pasta resti al dente in forno, {min} min; scola.',
    'bakedpasta.layer':
      'In una pirofila unta d’olio mescola {items:def} con il sugo, tenendo da parte una manciata di formaggio da spargere sopra.',
    'bakedpasta.bake': 'Cuoci in forno finché il sugo sobbolle e la superficie è dorata, {min} min.',
    'pudding.mix': 'In un pentolino mescola con una frusta {items:def} fino a ottenere un composto liscio.',
    'pudding.cook':
      'Incorpora {items:def} con la frusta e cuoci a fuoco basso, mescolando, finché il composto si addensa, {min} min.',
    'pudding.cookPlain':
      'Incorpora con la frusta 500 ml d’acqua e cuoci a fuoco basso, mescolando, finché il composto si addensa, {min} min.',
    'pudding.set': 'Versa nelle coppette e lascia rassodare in frigorifero, {min} min.',
    'pudding.serve': 'Servi il budino guarnito con {items:def}.',
  },
  restNote: 'Calcola in più {text} di riposo o di frigorifero.',
  restTime: { hours: '{n} ore', hour: '1 ora', minutes: '{n} minuti', night: 'una notte' },
  pantryNote: 'Dalla dispensa: {items}.',
  leftOut: 'Ingredienti non usati: {items}.',
  reasons: {
    unknown: 'non ancora nel nostro elenco di ingredienti',
    noRole: 'da usare un’altra volta',
    elsewhere: 'per un’altra di queste ricette',
    slowCook: 'da cuocere a lungo e a fuoco lento',
    tooMany: 'un ingrediente in più appesantirebbe il piatto',
    tooLong: 'la cottura supererebbe il tempo a disposizione',
  },
  tips: {
    vegetables:
      'Conserva bucce e ritagli {item:di} in un sacchetto nel congelatore e usali per preparare il brodo.',
    bread:
      'Con gli avanzi {item:di} prepara il pangrattato: fai seccare i pezzi in forno a bassa temperatura, poi frullali.',
    cheese: 'Conserva la crosta {item:di}: un pezzetto cotto nella zuppa le regala un sapore intenso.',
    fruit:
      'Frutta troppo matura? Usa {item:def} in un frullato o in una composta veloce, oppure congela la frutta a pezzi.',
    herbs: 'Trita {item:def} che avanza con un po’ d’olio e congela il trito nella vaschetta del ghiaccio.',
    meat: 'Gli avanzi {item:di} si conservano 2 giorni in frigorifero: tagliali a fettine e aggiungili a un’insalata o a una piadina.',
    fish: 'Il pesce va cucinato possibilmente il giorno dell’acquisto: ben coperto, in frigo si conserva al massimo un giorno.',
    grains:
      'Cuoci {item:def} in dose doppia: quello che avanza, raffreddato in fretta, diventa il pranzo di domani.',
    pasta: 'Gli avanzi {item:di} si trasformano in una frittata di pasta croccante con due uova.',
    legumes: 'Non buttare il liquido di governo {item:di}: montato a neve, sostituisce gli albumi.',
    dairy: 'Quando la scadenza si avvicina, usa {item:def} per preparare pancake o una salsa.',
    eggs: 'Le uova si conservano meglio nella loro confezione su un ripiano del frigo, non nello sportello; un uovo che resta adagiato sul fondo di un bicchiere d’acqua è fresco.',
    generic: 'Organizza il pasto di domani con ciò che avanza oggi: così non si spreca niente.',
  },
};
