import type { ComposerTexts } from '../types';

/** Italian. Placeholders: {items} (ingredient list), {min} (minutes), {item} (one ingredient). */
export const IT: ComposerTexts = {
  and: 'e',
  staples: { salt: 'sale', pepper: 'pepe nero', oil: 'olio d’oliva', water: 'acqua' },
  toTaste: 'q.b.',
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
  },
  titles: {
    frittata: 'Frittata di {items}',
    omelette: 'Omelette con {items}',
    'stir-fry': 'Saltato di {items}',
    'pasta-sauce': 'Pasta con {items}',
    risotto: 'Risotto con {items}',
    soup: 'Zuppa di {items}',
    salad: 'Insalata di {items}',
    'tray-bake': 'Teglia al forno con {items}',
    curry: 'Curry di {items}',
    'fried-rice': 'Riso saltato con {items}',
    stew: 'Stufato di {items}',
    'grain-bowl': 'Bowl di cereali con {items}',
    gratin: 'Gratin di {items}',
    pancakes: 'Pancake con {items}',
    smoothie: 'Smoothie di {items}',
    bruschetta: 'Bruschette con {items}',
    quesadilla: 'Quesadillas con {items}',
    shakshuka: 'Shakshuka con {items}',
    pilaf: 'Pilaf di {items}',
    'fruit-crumble': 'Crumble di {items}',
    'quick-pan': 'Padellata di {items}',
    'fruit-salad': 'Macedonia di {items}',
    flatbread: 'Piadine con {items}',
    'savoury-tart': 'Torta salata con {items}',
    'hot-chocolate': 'Cioccolata calda con {items}',
    'noodle-soup': 'Zuppa di noodles con {items}',
    dal: 'Dal di {items}',
    porridge: 'Porridge con {items}',
    'yogurt-bowl': 'Bowl di yogurt con {items}',
    'spiced-nuts': 'Frutta secca tostata: {items}',
    'warm-drink': 'Bevanda calda con {items}',
    compote: 'Composta di {items}',
    'herb-sauce': 'Salsa di {items}',
    toast: 'Toast con {items}',
    'baked-pasta': 'Pasta al forno con {items}',
    pudding: 'Budino con {items}',
  },
  fallbackTitle: {
    frittata: 'Frittata semplice',
    omelette: 'Omelette classica',
    'stir-fry': 'Verdure saltate al wok',
    'pasta-sauce': 'Pasta olio e pepe',
    risotto: 'Risotto bianco',
    soup: 'Zuppa di verdure',
    salad: 'Insalata dell’orto',
    'tray-bake': 'Teglia al forno',
    curry: 'Curry di verdure',
    'fried-rice': 'Riso saltato senza uova',
    stew: 'Stufato a fuoco lento',
    'grain-bowl': 'Bowl di cereali',
    gratin: 'Gratin dorato',
    pancakes: 'Pancake semplici',
    smoothie: 'Smoothie alla frutta',
    bruschetta: 'Bruschette all’olio',
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
    toast: 'Toast all’olio',
    'baked-pasta': 'Pasta al forno',
    pudding: 'Budino vellutato',
  },
  descriptions: {
    frittata:
      'Una frittata alta e dorata con {items}, morbida al centro. Ottima tiepida o fredda il giorno dopo.',
    omelette:
      'Un’omelette morbida alla francese con {items}, ripiegata e servita appena tolta dalla padella.',
    'stir-fry': 'Un saltato veloce con {items}, cotto a fuoco vivo perché tutto resti croccante.',
    'pasta-sauce':
      'Una pasta veloce per tutti i giorni: il sugo con {items} si prepara mentre cuoce la pasta.',
    risotto: 'Un risotto cremoso con {items}, mescolato con pazienza e mantecato a fuoco spento.',
    soup: 'Una zuppa calda e avvolgente con {items}, cotta a fuoco dolce finché tutto è tenero e frullata fino a renderla vellutata.',
    salad: 'Un’insalata fresca con {items} e un condimento semplice.',
    'tray-bake':
      'Tutto in forno in un’unica teglia: {items}, con i bordi ben dorati e una sola teglia da lavare.',
    curry: 'Un curry profumato con {items}, cotto a fuoco lento insieme alle spezie.',
    'fried-rice':
      'Riso saltato in padella con {items}: il modo migliore per recuperare il riso del giorno prima.',
    stew: 'Uno stufato lento e confortante con {items}: un po’ di lavoro all’inizio, poi al resto pensa la pentola.',
    'grain-bowl': 'Una bowl colorata con {items}: cereali tiepidi, verdure fresche e un condimento vivace.',
    gratin:
      'Un gratin con {items} sotto una crosticina dorata, cotto in forno finché tutto è tenero e sfrigolante.',
    pancakes: 'Pancake morbidi e soffici con {items}, perfetti per una colazione senza fretta.',
    smoothie: 'Uno smoothie denso e fresco con {items}, pronto in pochi minuti.',
    bruschetta: 'Fette di pane abbrustolito e croccante con {items}, come vuole la tradizione.',
    quesadilla: 'Tortillas croccanti farcite con {items}, dorate e filanti.',
    shakshuka: 'Uova cotte delicatamente in un sugo di pomodoro speziato con {items}.',
    pilaf: 'Un pilaf profumato con {items}, con i chicchi ben sgranati.',
    'fruit-crumble': 'Frutta calda cotta in forno sotto uno strato di crumble croccante: {items}.',
    'quick-pan': 'Una padellata veloce di {items}, pronta in un quarto d’ora.',
    'fruit-salad': 'Una macedonia fresca di {items}, condita per esaltarne il sapore.',
    flatbread: 'Piadine morbide fatte in casa con {items}, cotte in padella a secco.',
    'savoury-tart': 'Una torta salata dorata con {items}, ottima tiepida o a temperatura ambiente.',
    'hot-chocolate': 'Una cioccolata calda densa e golosa con {items}.',
    'noodle-soup': 'Una ciotola fumante di noodles in un brodo profumato con {items}.',
    dal: 'Un dal speziato e avvolgente di {items}, completato con un soffritto di spezie sfrigolante.',
    porridge: 'Un porridge caldo e cremoso con {items}, per una colazione senza pensieri.',
    'yogurt-bowl': 'Una bowl fresca con {items}, pronta in cinque minuti.',
    'spiced-nuts': 'Uno snack croccante, tostato in padella, con {items}: si conserva per giorni.',
    'warm-drink': 'Una bevanda calda con {items}, confortante in ogni momento della giornata.',
    compote: 'Una composta morbida di {items}: deliziosa con lo yogurt, sul porridge o sul pane tostato.',
    'herb-sauce': 'Una salsa fresca e veloce con {items}, per condire pasta, pesce, carne o verdure.',
    toast: 'Pane tostato e croccante con {items}.',
    'baked-pasta': 'Una pasta al forno generosa con {items}, dorata in superficie.',
    pudding: 'Un budino fatto in casa, liscio e vellutato, con {items}.',
  },
  steps: {
    chop: 'Lava, pulisci e taglia {items}.',
    sliceThin: 'Taglia {items} a listarelle sottili e regolari, perché la cottura sia rapida.',
    sweatAromatics:
      'Scalda un filo d’olio in padella e fai appassire {items} a fuoco medio, mescolando, {min} min.',
    sauteVeg:
      'Aggiungi {items}, insaporisci con un pizzico di sale e cuoci finché tutto è tenero, {min} min.',
    brownProtein:
      'Fai rosolare {items} in una padella ben calda con un filo d’olio, {min} min, poi regola di sale e pepe.',
    boilWater: 'Porta a bollore abbondante acqua in una pentola capiente e salala, {min} min.',
    cookBase:
      'Lessa {items} in abbondante acqua salata bollente fino a cottura al dente, {min} min, poi scola.',
    serveOver: 'Servi su un letto di {items}.',
    serve: 'Servi ben caldo, direttamente dalla teglia.',
    garnish: 'Completa con {items} e servi.',
    'frittata.beat': 'Sbatti {items} in una ciotola con un pizzico di sale e pepe.',
    'frittata.set':
      'Versa le uova nella padella, copri e cuoci a fuoco basso finché la frittata è quasi rappresa, {min} min.',
    'frittata.flip':
      'Fai scivolare la frittata su un piatto, capovolgila di nuovo nella padella e cuoci l’altro lato, {min} min.',
    'omelette.beat': 'Sbatti {items} con un pizzico di sale e pepe, quanto basta per amalgamare.',
    'omelette.veg':
      'Cuoci {items} in una padella antiaderente con un filo d’olio finché tutto è tenero, {min} min, poi tieni da parte.',
    'omelette.cook':
      'Scalda un filo d’olio in una padella antiaderente, versa le uova e mescola delicatamente finché sono appena rapprese, {min} min.',
    'omelette.fill': 'Distribuisci {items} su una metà, ripiega l’omelette e cuoci ancora {min} min.',
    'stirfry.protein':
      'Salta {items} nel wok o in una padella rovente con un filo d’olio fino a cottura completa, {min} min; tieni da parte.',
    'stirfry.aromatics':
      'Aggiungi ancora un filo d’olio e fai soffriggere {items} per {min} min, finché non si sprigiona il profumo.',
    'stirfry.veg': 'Aggiungi {items} e salta a fuoco vivo mantenendo la croccantezza, {min} min.',
    'stirfry.sauce':
      'Rimetti tutto in padella, aggiungi {items} e un goccio d’acqua e fai saltare il tutto, {min} min.',
    'pasta.sauce':
      'Aggiungi {items} in padella con un mestolino d’acqua della pasta e lascia cuocere a fuoco dolce, {min} min.',
    'pasta.toss':
      'Manteca la pasta in padella con il sugo e un po’ d’acqua di cottura, poi servi con {items}.',
    'risotto.heatStock':
      'Scalda {items} con circa 1 litro d’acqua in una casseruola e tieni il brodo caldo a fuoco bassissimo.',
    'risotto.toast': 'Versa {items} nella casseruola e fai tostare, mescolando, {min} min.',
    'risotto.cook':
      'Aggiungi il liquido caldo un mestolo alla volta, mescolando, finché il riso è cremoso, {min} min.',
    'risotto.finish':
      'Togli dal fuoco, manteca con {items}, copri e lascia riposare 2 minuti prima di servire.',
    'soup.simmer':
      'Aggiungi {items} e copri con acqua fino a superare le verdure di due dita; porta a bollore e cuoci a fuoco dolce finché tutto è tenero, {min} min.',
    'soup.blend':
      'Frulla la zuppa, in parte o del tutto, fino a renderla vellutata e regola di sale e pepe, {min} min.',
    'salad.wash': 'Lava e asciuga {items}, poi taglia tutto a pezzetti.',
    'salad.dress': 'In una ciotolina emulsiona {items} con 3 cucchiai di olio d’oliva, sale e pepe.',
    'salad.toss': 'Aggiungi {items} e mescola tutto con il condimento.',
    'tray.heat': 'Preriscalda il forno a 220 °C (200 °C ventilato), {min} min.',
    'tray.toss': 'Disponi le verdure in una teglia e condiscile con olio, sale, pepe e {items}.',
    'tray.roast': 'Cuoci in forno finché tutto è dorato e cotto, girando a metà cottura, {min} min.',
    'curry.spices': 'Unisci {items} e fai tostare per {min} min, finché non si sprigiona il profumo.',
    'curry.simmer':
      'Aggiungi {items} e un bicchiere d’acqua, copri e cuoci a fuoco dolce finché tutto è tenero, {min} min.',
    'friedrice.egg':
      'Sposta il riso da un lato, strapazza {items} nello spazio libero e poi mescola tutto insieme, {min} min.',
    'friedrice.fry': 'Aggiungi il riso freddo e saltalo a fuoco vivo, mescolando, {min} min.',
    'risotto.heatWater':
      'Porta a leggero bollore circa 1 litro di acqua poco salata e tienila calda, {min} min.',
    'risotto.addVeg': 'Unisci {items} e lascia insaporire per {min} min.',
    'tray.addProtein': 'Sistema {items} tra le verdure e condisci con sale e pepe.',
    'friedrice.season': 'Condisci con {items} e mescola bene, {min} min.',
    season: 'Insaporisci con {items}, assaggia e regola di sale e pepe, {min} min.',
    'stew.liquid':
      'Versa {items}, stacca con un cucchiaio il fondo di cottura e porta a leggero bollore, {min} min.',
    'stew.simmer':
      'Aggiungi {items}, copri d’acqua, metti il coperchio e cuoci a fuoco dolce finché tutto è tenero, {min} min.',
    'stew.simmerPlain':
      'Copri d’acqua, metti il coperchio e cuoci a fuoco dolce finché tutto è tenero, {min} min.',
    'stew.finish': 'Togli il coperchio, lascia restringere il sugo e regola di sale e pepe, {min} min.',
    'bowl.protein': 'Scalda o cuoci {items} in padella con un filo d’olio, {min} min.',
    'bowl.dress': 'Mescola {items} con un cucchiaio d’olio, sale e pepe per preparare il condimento.',
    'bowl.assemble':
      'Distribuisci cereali e verdure nelle ciotole, irrora con il condimento e cospargi con {items}.',
    'bowl.assemblePlain': 'Distribuisci cereali e verdure nelle ciotole e irrora con il condimento.',
    'gratin.slice': 'Sbuccia e taglia {items} a fette sottili.',
    'gratin.parboil': 'Sbollenta le verdure in acqua salata, {min} min, poi scolale bene.',
    'gratin.layer':
      'Disponi le verdure a strati in una pirofila unta d’olio, condendo ogni strato, e versa sopra {items}.',
    'gratin.layerPlain':
      'Disponi le verdure a strati in una pirofila unta d’olio, condendo ogni strato, e aggiungi un goccio dell’acqua di cottura.',
    'gratin.top': 'Copri la superficie con {items}.',
    'gratin.bake': 'Fai gratinare in forno finché la superficie è dorata e sfrigolante, {min} min.',
    'pancakes.batter':
      'Mescola con una frusta {items}, un pizzico di sale e l’acqua necessaria per ottenere una pastella densa e liscia.',
    'pancakes.rest': 'Lascia riposare la pastella, {min} min.',
    'pancakes.fruit': 'Taglia {items} a fettine.',
    'pancakes.cook':
      'Versa piccoli mestoli di pastella in una padella appena unta e cuoci finché compaiono delle bollicine, poi gira i pancake, {min} min in tutto.',
    'pancakes.serve': 'Servi i pancake caldi con {items}.',
    'smoothie.prep': 'Sbuccia e taglia {items} a pezzi.',
    'smoothie.blend': 'Frulla con {items} fino a ottenere un composto liscio, {min} min.',
    'smoothie.blendWater':
      'Frulla con un bicchiere d’acqua fredda fino a ottenere un composto liscio, {min} min.',
    'bruschetta.toast': 'Taglia {items} a fette e abbrustoliscile finché sono croccanti, {min} min.',
    'bruschetta.rub': 'Strofina il pane ancora caldo con {items}.',
    'bruschetta.topping': 'Taglia {items} a pezzetti e condisci con un filo d’olio, sale e pepe.',
    'bruschetta.top': 'Distribuisci sopra {items}.',
    'bruschetta.drizzle': 'Termina con un filo d’olio d’oliva e servi subito.',
    'quesadilla.fill': 'Distribuisci il ripieno su metà di ogni tortilla, aggiungi {items} e ripiega.',
    'quesadilla.fillPlain': 'Distribuisci il ripieno su metà di ogni tortilla e ripiega.',
    'quesadilla.cook':
      'Cuoci {items} in una padella senza olio finché sono croccanti fuori e ben calde dentro, girandole una volta, {min} min.',
    'shakshuka.sauce': 'Aggiungi {items} e lascia sobbollire finché il sugo si addensa, {min} min.',
    'shakshuka.eggs':
      'Forma delle piccole conche nel sugo, rompici dentro {items}, copri e cuoci finché gli albumi si rapprendono, {min} min.',
    'pilaf.toast': 'Aggiungi {items} e mescola per {min} min, finché ogni chicco è ben avvolto dall’olio.',
    'pilaf.simmer':
      'Aggiungi {items}, versa acqua pari al doppio del volume dei chicchi, copri e cuoci a fuoco basso, {min} min.',
    'pilaf.simmerPlain':
      'Versa acqua pari al doppio del volume dei chicchi, copri e cuoci a fuoco basso, {min} min.',
    'pilaf.rest': 'Spegni il fuoco e lascia riposare coperto, {min} min, poi sgrana con una forchetta.',
    'pilaf.nuts': 'Tosta {items} in una padella a secco, {min} min, e distribuisci tutto sul pilaf.',
    'crumble.fruit': 'Taglia {items} a pezzi e distribuisci la frutta in una pirofila.',
    'crumble.rub':
      'Lavora {items} con la punta delle dita fino a ottenere grosse briciole e distribuiscile sulla frutta.',
    'crumble.bake': 'Cuoci in forno finché la superficie è dorata e il succo sobbolle ai bordi, {min} min.',
    'fruitsalad.cut': 'Sbuccia e taglia {items} a bocconcini.',
    'fruitsalad.dress': 'Condisci con {items} e mescola delicatamente.',
    'fruitsalad.serve': 'Servi con {items}.',
    'fruitsalad.chill': 'Lascia riposare in frigorifero, {min} min, perché i succhi si amalgamino.',
    'flatbread.dough':
      'Mescola {items} con un pizzico di sale, un cucchiaio d’olio e acqua tiepida quanto basta per ottenere un impasto morbido.',
    'flatbread.rest': 'Impasta brevemente, copri e lascia riposare, {min} min.',
    'flatbread.shape': 'Dividi l’impasto in palline, stendile sottili e premi {items} sulla superficie.',
    'flatbread.cook':
      'Cuoci una piadina alla volta in una padella rovente a secco finché si gonfia e compaiono macchie dorate, girandola una volta, {min} min in tutto.',
    'tart.line': 'Fodera una teglia o uno stampo con {items} e bucherella il fondo con una forchetta.',
    'tart.fill':
      'Mescola {items} con sale e pepe e distribuisci il composto sulla pasta insieme alle verdure.',
    'tart.bake': 'Cuoci in forno finché la pasta è gonfia e dorata, {min} min.',
    'chocolate.heat': 'Scalda {items} in un pentolino senza portare a bollore, {min} min.',
    'chocolate.heatWater': 'Scalda in un pentolino una tazza d’acqua a persona, {min} min.',
    'chocolate.melt':
      'Unisci {items} e mescola con una frusta finché è tutto sciolto e vellutato, {min} min.',
    'chocolate.spice': 'Aggiungi {items} e mescola ancora {min} min.',
    'chocolate.serve': 'Versa la cioccolata nelle tazze e servi ben calda.',
    'noodlesoup.broth':
      'Porta a bollore 400 ml d’acqua a persona con {items} e lascia sobbollire, {min} min.',
    'noodlesoup.brothPlain': 'Porta a bollore 400 ml d’acqua leggermente salata a persona, {min} min.',
    'noodlesoup.protein': 'Aggiungi {items} al brodo e lascia sobbollire fino a cottura, {min} min.',
    'noodlesoup.serve': 'Distribuisci nelle ciotole con un mestolo e completa con {items}.',
    'noodlesoup.servePlain': 'Distribuisci nelle ciotole con un mestolo e servi subito, bollente.',
    'dal.rinse': 'Sciacqua {items} in un colino finché l’acqua non esce limpida.',
    'dal.simmer':
      'Copri i legumi con il triplo del loro volume d’acqua, aggiungi {items} e cuoci a fuoco dolce finché sono morbidi, mescolando di tanto in tanto, {min} min.',
    'dal.simmerPlain':
      'Copri i legumi con il triplo del loro volume d’acqua e cuoci a fuoco dolce finché sono morbidi, mescolando di tanto in tanto, {min} min.',
    'dal.tadka':
      'Scalda un filo d’olio in un padellino, fai soffriggere {items} finché non si sprigiona il profumo, {min} min, e versa tutto sul dal.',
    'dal.tadkaPlain': 'Regola di sale e incorpora un cucchiaio d’olio, {min} min.',
    'porridge.cook':
      'Cuoci a fuoco dolce {items} con un pizzico di sale e l’acqua necessaria per ottenere un composto cremoso, mescolando, {min} min.',
    'porridge.fruit': 'Taglia {items} a fettine o a pezzetti.',
    'porridge.serve': 'Distribuisci il porridge nelle ciotole e completa con {items}.',
    'porridge.servePlain': 'Distribuisci il porridge nelle ciotole e servi tiepido.',
    'yogurt.fruit': 'Lava e taglia {items} a pezzetti.',
    'yogurt.bowl': 'Distribuisci {items} nelle ciotole.',
    'yogurt.top': 'Cospargi con {items} e servi.',
    'nuts.toast': 'Tosta {items} in una padella a secco a fuoco medio, scuotendola spesso, {min} min.',
    'nuts.coat':
      'Aggiungi un filo d’olio, un pizzico di sale e {items}, poi mescola per insaporire bene, {min} min.',
    'nuts.coatPlain':
      'Aggiungi un filo d’olio e un pizzico di sale, poi mescola per insaporire bene, {min} min.',
    'nuts.cool': 'Stendi su un piatto e lascia raffreddare, {min} min, perché tutto diventi croccante.',
    'drink.heat': 'Scalda {items} in un pentolino finché non inizia a fumare, {min} min.',
    'drink.heatWater': 'Porta a bollore una tazza d’acqua a persona, {min} min.',
    'drink.infuse': 'Aggiungi {items}, spegni il fuoco e lascia in infusione, {min} min.',
    'drink.serve': 'Filtra nelle tazze e dolcifica con {items}.',
    'drink.servePlain': 'Filtra nelle tazze e servi bollente.',
    'compote.cut': 'Se necessario sbuccia {items}, poi taglia tutto a pezzi.',
    'compote.simmer':
      'Cuoci la frutta a fuoco dolce con un goccio d’acqua e {items} finché è morbida, {min} min.',
    'compote.simmerPlain': 'Cuoci la frutta a fuoco dolce con un goccio d’acqua finché è morbida, {min} min.',
    'compote.cool': 'Lascia intiepidire prima di servire, {min} min.',
    'sauce.chop': 'Trita molto finemente {items}.',
    'sauce.mix':
      'Mescola il trito con {items}, un pizzico di sale e un goccio d’acqua fino a ottenere una salsa liscia.',
    'sauce.rest': 'Lascia che i sapori si amalgamino, {min} min, poi assaggia e regola di sale e pepe.',
    'toast.toast': 'Tosta {items} finché la superficie è dorata e croccante, {min} min.',
    'toast.egg': 'Cuoci {items} in padella con un filo d’olio finché l’albume è rappreso, {min} min.',
    'toast.prep': 'Taglia {items} a fette.',
    'toast.assemble': 'Distribuisci {items} sul pane tostato e servi.',
    'toast.assemblePlain': 'Irrora con un filo d’olio d’oliva, aggiungi un pizzico di sale e servi.',
    'bakedpasta.sauce': 'Fai sobbollire {items} fino a ottenere un sugo e regola di sale e pepe, {min} min.',
    'bakedpasta.saucePlain': 'Prepara un sugo semplice con olio, un mestolo d’acqua, sale e pepe, {min} min.',
    'bakedpasta.layer':
      'Disponi a strati {items} con il sugo e le verdure in una pirofila unta d’olio, terminando con il formaggio.',
    'bakedpasta.bake': 'Cuoci in forno finché il sugo sobbolle e la superficie è dorata, {min} min.',
    'pudding.mix': 'In un pentolino mescola con una frusta {items} fino a ottenere un composto liscio.',
    'pudding.cook':
      'Incorpora {items} con la frusta e cuoci a fuoco basso, mescolando, finché il composto si addensa, {min} min.',
    'pudding.cookPlain':
      'Incorpora con la frusta 500 ml d’acqua e cuoci a fuoco basso, mescolando, finché il composto si addensa, {min} min.',
    'pudding.set': 'Versa nelle coppette e lascia rassodare in frigorifero, {min} min.',
    'pudding.serve': 'Servi il budino guarnito con {items}.',
  },
  pantryNote: 'Dalla dispensa: solo sale, pepe, olio e acqua.',
  leftOut: 'Ingredienti non usati: {items}.',
  reasons: {
    unknown: 'ingrediente che non conosciamo',
    noRole: 'non adatto a questo piatto',
    tooMany: 'sarebbe un ingrediente di troppo',
    tooLong: 'richiederebbe più tempo del limite scelto',
  },
  tips: {
    vegetables:
      'Conserva bucce e ritagli di {item} in un sacchetto nel congelatore e usali per preparare il brodo.',
    bread:
      'Gli avanzi di {item} diventano un ottimo pangrattato: falli seccare in forno a bassa temperatura e frullali.',
    cheese: 'Conserva la crosta di {item}: un pezzetto cotto nella zuppa le regala un sapore intenso.',
    fruit:
      'Gli avanzi di {item} troppo maturi sono perfetti per frullati o per una composta veloce; congelali a pezzi.',
    herbs: 'Trita gli avanzi di {item} con un po’ d’olio e congela il trito nella vaschetta del ghiaccio.',
    meat: 'Gli avanzi di {item} si conservano 2 giorni in frigorifero: aggiungili a fettine a un’insalata o a una piadina.',
    fish: 'Cucina {item} il giorno stesso dell’acquisto; gli avanzi, sfaldati, sono ottimi in insalata.',
    grains:
      'Cuoci più {item} del necessario: si conserva 3 giorni in frigorifero e diventa il pranzo di domani.',
    pasta: 'Gli avanzi di {item} si trasformano in una frittata di pasta croccante con due uova.',
    legumes: 'Conserva il liquido di governo di {item}: montato, sostituisce gli albumi.',
    dairy: 'Usa {item} a ridosso della scadenza per preparare pancake o una salsa.',
    eggs: 'Tuorli o albumi avanzati si congelano bene; segna sull’etichetta quanti sono.',
    generic: 'Organizza il pasto di domani con ciò che avanza oggi: così non si spreca niente.',
  },
};
