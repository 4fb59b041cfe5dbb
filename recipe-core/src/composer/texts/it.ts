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
  },
  pantryNote: 'Dalla dispensa: solo sale, pepe, olio e acqua.',
  leftOut: 'Ingredienti non usati: {items}.',
  reasons: {
    unknown: 'ingrediente che non conosciamo',
    noRole: 'non adatto a questo piatto',
    tooMany: 'sarebbe un ingrediente di troppo',
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
