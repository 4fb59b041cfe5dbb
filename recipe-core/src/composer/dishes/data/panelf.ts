import {
  COOK_PASTA,
  dish,
  heatOven,
  maybe,
  need,
  own,
  shared,
  type DishData,
  type Texts,
  splitVanillaPod,
} from '../types';

/**
 * Dishes the sixth blind panel's fridges (set f) asked for and the library lacked (written by a helper
 * session): gammon, egg and chips; bouchées à la reine; farinata; spaghetti with mussels; a pesto chicken
 * traybake. Each needs what defines it; cupboard staples (butter, flour, garlic, stock) are taken when the
 * cook lists none.
 */
const T = (en: string, it: string, fr: string, de: string): Texts => ({ en, it, fr, de });

const CHICKEN_PIECES = ['chicken-thigh', 'chicken-breast'];
const TOMATOES = ['cherry-tomato', 'plum-tomato', 'tomato'];

export const PANELF_DISHES: readonly DishData[] = [
  // ───────────── Gammon, egg and chips ─────────────
  dish({
    id: 'gammon-egg-and-chips',
    family: 'pan-fry',
    course: 'main',
    cuisine: 'british',
    difficulty: 'easy',
    names: {
      en: 'Gammon, egg and chips',
      it: 'Bistecca di prosciutto con uovo e patatine',
      fr: 'Steak de jambon, œuf au plat et frites',
      de: 'Kasseler-Steak mit Spiegelei und Pommes',
    },
    aliases: {
      en: [
        'gammon egg and chips',
        'gammon steak, egg and chips',
        'gammon and pineapple',
        'ham, egg and chips',
      ],
      it: ['gammon, egg and chips', 'gammon con uovo e patatine'],
      fr: ['gammon, egg and chips', 'jambon, œuf et frites'],
      de: ['Gammon, Egg and Chips', 'Schinkensteak mit Spiegelei und Pommes', 'Kasseler mit Spiegelei'],
    },
    description: T(
      'The British pub classic: a gammon steak fried until golden, a fried egg, oven chips and, for those who like it, a ring of caramelised pineapple.',
      'Un classico dei pub britannici: una bistecca di prosciutto rosolata fino a doratura, un uovo all’occhio di bue, patatine al forno e, per chi la ama, una fetta di ananas caramellata.',
      'Un classique des pubs britanniques : un steak de jambon bien doré, un œuf au plat, des frites au four et, pour qui aime, une rondelle d’ananas caramélisée.',
      'Der britische Pub-Klassiker: ein goldbraun gebratenes Kasseler-Steak, ein Spiegelei, Pommes aus dem Ofen und, wer mag, eine karamellisierte Ananasscheibe.',
    ),
    slots: [
      need('protein', ['gammon-steak'], { share: 1, cook: ['pan', 8, 10] }),
      need('egg', ['egg', 'duck-egg'], { share: 0.5, cook: ['pan', 3, 5] }),
      need('base', ['oven-chips'], { share: 1, cook: ['bake', 25, 30] }),
      maybe('fruit', ['pineapple'], { share: 0.3, cook: ['pan', 2, 4] }),
      maybe('vegetables', ['pea'], { share: 0.8, cook: ['simmer', 3, 5] }),
      maybe('sauce', ['mustard'], { share: 1 }),
    ],
    steps: [
      heatOven(220, 200),
      own(
        T(
          'Snip through the rind and fat of {items:def} every 2–3 cm with scissors, so they stay flat in the pan.',
          'Incidi con le forbici la cotenna e il grasso {items:di} ogni 2–3 cm, così non si arricciano in padella.',
          'Entaillez aux ciseaux la couenne et le gras {items:de} tous les 2–3 cm pour qu’ils restent bien à plat dans la poêle.',
          'Schwarte und Fettrand {items:von} alle 2–3 cm mit einer Schere einschneiden, damit sie sich in der Pfanne nicht wölben.',
        ),
        2,
        'prep',
        { uses: ['protein'] },
      ),
      own(
        T(
          'Spread {items:def} out in a single layer on a large baking tray and bake until golden and crisp, turning them once halfway, {min} min.',
          'Distribuisci {items:def} in un solo strato su una teglia grande e cuoci in forno finché sono dorate e croccanti, girandole una volta a metà cottura, {min} min.',
          'Étalez {items:def} en une seule couche sur une grande plaque et faites cuire au four jusqu’à ce qu’elles soient dorées et croustillantes, en les retournant une fois à mi-cuisson, {min} min.',
          '{items:acc} in einer Lage auf einem großen Backblech verteilen und goldbraun und knusprig backen, nach der Hälfte der Zeit einmal wenden, {min} Min.',
        ),
        25,
        'cook',
        { uses: ['base'], cooks: ['base'] },
      ),
      own(
        T(
          'Meanwhile, heat a little oil in a large frying pan over a medium-high heat and fry {items:def} until browned on both sides and cooked right through, turning once, {min} min. Keep warm on a plate.',
          'Intanto scalda un filo d’olio in una padella grande a fuoco medio-alto e cuoci {items:def} finché sono ben dorate da entrambi i lati e cotte fino al centro, girandole una volta, {min} min. Tienile in caldo su un piatto.',
          'Pendant ce temps, faites chauffer un filet d’huile dans une grande poêle à feu moyen-vif et faites cuire {items:def} jusqu’à ce qu’ils soient dorés des deux côtés et bien cuits à cœur, en les retournant une fois, {min} min. Gardez-les au chaud sur une assiette.',
          'Inzwischen etwas Öl in einer großen Pfanne bei mittlerer bis starker Hitze erhitzen und {items:acc} von beiden Seiten braun und ganz durchbraten, einmal wenden, {min} Min. Auf einem Teller warm halten.',
        ),
        8,
        'cook',
        { uses: ['protein'], cooks: ['protein'] },
      ),
      own(
        T(
          'Fry {items:def} in the same pan until lightly caramelised on both sides, {min} min, and lay it on the gammon.',
          'Nella stessa padella rosola {items:def} finché è leggermente caramellato da entrambi i lati, {min} min, e adagialo sulla carne.',
          'Dans la même poêle, faites dorer {items:def} jusqu’à ce qu’il soit légèrement caramélisé des deux côtés, {min} min, et posez-le sur le jambon.',
          '{items:acc} in derselben Pfanne von beiden Seiten leicht karamellisieren, {min} Min., und auf das Fleisch legen.',
        ),
        3,
        'cook',
        { uses: ['fruit'], cooks: ['fruit'] },
      ),
      own(
        T(
          'Meanwhile, cook {items:def} in a small pan of boiling salted water until tender, {min} min, and drain.',
          'Intanto lessa {items:def} in un pentolino di acqua bollente salata finché sono teneri, {min} min, e scolali.',
          'Pendant ce temps, faites cuire {items:def} dans une petite casserole d’eau bouillante salée jusqu’à ce qu’ils soient tendres, {min} min, et égouttez-les.',
          'Inzwischen {items:acc} in einem kleinen Topf mit kochendem Salzwasser weich garen, {min} Min., und abgießen.',
        ),
        3,
        'cook',
        { uses: ['vegetables'], cooks: ['vegetables'] },
      ),
      own(
        T(
          'Add a little more oil to the pan and fry {items:def} over a medium-low heat until {eggs:the white is set and the yolk still runny|the whites are set and the yolks still runny}, {min} min.',
          'Aggiungi un filo d’olio in padella e cuoci {items:def} all’occhio di bue a fuoco medio-basso, finché l’albume è rappreso e il tuorlo ancora morbido, {min} min.',
          'Ajoutez un filet d’huile dans la poêle et faites cuire {items:def} au plat à feu moyen-doux, jusqu’à ce que {eggs:le blanc soit pris et le jaune encore coulant|les blancs soient pris et les jaunes encore coulants}, {min} min.',
          'Noch etwas Öl in die Pfanne geben und {items:acc} bei mittlerer bis schwacher Hitze braten, bis das Eiweiß gestockt und das Eigelb noch flüssig ist, {min} Min.',
        ),
        4,
        'cook',
        { uses: ['egg'], cooks: ['egg'] },
      ),
      own(
        T(
          'Serve each steak with an egg on top, the chips alongside and {items:def} on the side.',
          'Servi ogni bistecca con l’uovo sopra, le patatine accanto e {items:def} a parte.',
          'Servez chaque steak surmonté d’un œuf, avec les frites et {items:def} à côté.',
          'Jedes Steak mit einem Spiegelei obenauf anrichten, die Pommes daneben und {items:acc} dazu reichen.',
        ),
        1,
        'cook',
        { uses: ['sauce'] },
      ),
      own(
        T(
          'Serve each steak with an egg on top and the chips alongside.',
          'Servi ogni bistecca con l’uovo sopra e le patatine accanto.',
          'Servez chaque steak surmonté d’un œuf, avec les frites à côté.',
          'Jedes Steak mit einem Spiegelei obenauf anrichten und die Pommes daneben legen.',
        ),
        1,
        'cook',
        { unless: ['sauce'] },
      ),
    ],
    staples: ['salt', 'pepper', 'oil'],
    tip: T(
      'Gammon is salty already: taste before you salt anything on the plate.',
      'La bistecca di prosciutto è già salata: assaggia prima di aggiungere sale.',
      'Le steak de jambon est déjà salé : goûtez avant de saler quoi que ce soit.',
      'Kasseler ist schon gesalzen: Vor dem Nachsalzen erst probieren.',
    ),
  }),

  // ───────────── Bouchées à la reine ─────────────
  dish({
    id: 'bouchees-a-la-reine',
    family: 'pie',
    course: 'main',
    cuisine: 'french',
    difficulty: 'medium',
    names: {
      en: 'Chicken and mushroom vol-au-vents',
      it: 'Vol-au-vent con pollo e funghi',
      fr: 'Bouchées à la reine',
      de: 'Königinpastetchen',
    },
    aliases: {
      en: ['bouchées à la reine', 'chicken vol-au-vents', 'vol-au-vent'],
      it: ['bouchées à la reine', 'vol-au-vent alla regina', 'vol-au-vent al pollo'],
      fr: ['vol-au-vent', 'bouchées à la reine au poulet', 'vol-au-vent au poulet et aux champignons'],
      de: ['Pastetchen mit Ragout fin', 'Königinpasteten', 'Hühnerfrikassee im Blätterteig', 'Vol-au-vent'],
    },
    description: T(
      'Crisp puff pastry cases filled with chicken and mushrooms in a creamy velouté, the French family lunch of a Sunday.',
      'Cestini di pasta sfoglia croccanti ripieni di pollo e funghi in una vellutata cremosa: il pranzo della domenica delle famiglie francesi.',
      'Des croûtes feuilletées croustillantes garnies de poulet et de champignons dans un velouté crémeux : le déjeuner du dimanche en famille.',
      'Knusprige Blätterteigpasteten, gefüllt mit Hähnchen und Champignons in einer sahnigen hellen Sauce, das französische Sonntagsessen der Familie.',
    ),
    slots: [
      need('pastry', ['vol-au-vent-cases'], { share: 1 }),
      need('protein', ['cooked-chicken'], { share: 0.8, cook: ['simmer', 3, 5] }),
      need('vegetables', ['button-mushroom', 'kind:mushroom'], { share: 0.8, cook: ['pan', 6, 8] }),
      need('dairy', ['cream', 'single-cream', 'creme-fraiche'], { share: 1.2 }),
      need('fat', ['butter'], { share: 1.5 }),
      need('binder', ['all-purpose-flour'], { share: 0.4 }),
      maybe('liquid', ['chicken-stock', 'vegetable-stock'], { share: 0.4 }),
      maybe('aromatics', ['shallot', 'onion'], { share: 0.5, cook: ['pan', 4, 8] }),
      maybe('fruit', ['lemon'], { share: 1 }),
      maybe('herb', ['parsley', 'chives', 'tarragon'], { share: 0.5 }),
    ],
    steps: [
      heatOven(180, 160),
      shared('chop', 8, 'prep', { uses: ['vegetables', 'aromatics', 'protein', 'herb'], prep: 'chop' }),
      own(
        T(
          'Warm a little oil in a large frying pan and fry {items:def} over a medium-high heat until golden and any liquid has cooked away, {min} min. Tip onto a plate.',
          'Scalda un filo d’olio in una padella grande e rosola {items:def} a fuoco medio-alto finché sono dorati e il liquido è evaporato, {min} min. Trasferisci tutto in un piatto.',
          'Faites chauffer un filet d’huile dans une grande poêle et faites revenir {items:def} à feu moyen-vif jusqu’à ce que ce soit doré et que le liquide se soit évaporé, {min} min. Réservez sur une assiette.',
          'Etwas Öl in einer großen Pfanne erhitzen und {items:acc} bei mittlerer bis starker Hitze goldbraun braten, bis die Flüssigkeit verkocht ist, {min} Min. Auf einen Teller geben.',
        ),
        6,
        'cook',
        { uses: ['vegetables', 'aromatics'], cooks: ['vegetables', 'aromatics'] },
      ),
      own(
        T(
          'Melt {items:def} in the same pan over a medium heat.',
          'Nella stessa padella fai fondere {items:def} a fuoco medio.',
          'Dans la même poêle, faites fondre {items:def} à feu moyen.',
          '{items:acc} in derselben Pfanne bei mittlerer Hitze zerlassen.',
        ),
        1,
        'cook',
        { uses: ['fat'] },
      ),
      own(
        T(
          'Stir in {items:def} and cook, stirring, without letting it colour, {min} min.',
          'Unisci {items:def} e cuoci mescolando, senza farla colorire, {min} min.',
          'Ajoutez {items:def} et faites cuire en remuant, sans laisser colorer, {min} min.',
          '{items:acc} einrühren und unter Rühren hell anschwitzen, ohne dass es Farbe nimmt, {min} Min.',
        ),
        2,
        'cook',
        { uses: ['binder'] },
      ),
      own(
        T(
          'Whisk in {items:def} a little at a time and simmer gently, whisking, until the sauce is smooth and thick enough to coat a spoon, {min} min.',
          'Versa {items:def} poco alla volta, mescolando con la frusta, e fai sobbollire dolcemente finché la salsa è liscia e vela il cucchiaio, {min} min.',
          'Versez {items:def} petit à petit en fouettant et laissez frémir doucement, toujours en fouettant, jusqu’à ce que la sauce soit lisse et nappe la cuillère, {min} min.',
          '{items:acc} nach und nach mit dem Schneebesen einrühren und sanft köcheln lassen, bis die Sauce glatt ist und den Löffel überzieht, {min} Min.',
        ),
        8,
        'cook',
        { uses: ['liquid', 'dairy'], ifRoles: ['liquid'] },
      ),
      own(
        T(
          'Whisk in {items:def} and about 75 ml of water per person, a little at a time, and simmer gently, whisking, until the sauce is smooth and thick enough to coat a spoon, {min} min.',
          'Versa {items:def} e circa 75 ml di acqua a persona, poco alla volta, mescolando con la frusta, e fai sobbollire dolcemente finché la salsa è liscia e vela il cucchiaio, {min} min.',
          'Versez {items:def} et environ 75 ml d’eau par personne, petit à petit, en fouettant, et laissez frémir doucement jusqu’à ce que la sauce soit lisse et nappe la cuillère, {min} min.',
          '{items:acc} und etwa 75 ml Wasser pro Person nach und nach mit dem Schneebesen einrühren und sanft köcheln lassen, bis die Sauce glatt ist und den Löffel überzieht, {min} Min.',
        ),
        6,
        'cook',
        { uses: ['dairy'], unless: ['liquid'] },
      ),
      own(
        T(
          'Meanwhile, set {items:def} on a baking tray, lift off their little lids and warm them in the oven until crisp and hot, {min} min.',
          'Intanto disponi {items:def} su una teglia, togli i coperchietti e scaldali in forno finché sono caldi e croccanti, {min} min.',
          'Pendant ce temps, posez {items:def} sur une plaque, retirez leurs chapeaux et faites-les chauffer au four jusqu’à ce qu’elles soient chaudes et croustillantes, {min} min.',
          'Inzwischen {items:acc} auf ein Backblech setzen, die Deckelchen abnehmen und im Ofen heiß und knusprig werden lassen, {min} Min.',
        ),
        8,
        'cook',
        { uses: ['pastry'] },
      ),
      own(
        T(
          'Return the mushrooms to the pan, add {items:def} and let it heat through gently in the sauce without boiling, {min} min.',
          'Rimetti i funghi nella padella, aggiungi {items:def} e lascia scaldare dolcemente nella salsa senza far bollire, {min} min.',
          'Remettez les champignons dans la poêle, ajoutez {items:def} et laissez réchauffer doucement dans la sauce sans faire bouillir, {min} min.',
          'Die Pilze zurück in die Pfanne geben, {items:acc} zugeben und in der Sauce sanft erhitzen, ohne dass sie kocht, {min} Min.',
        ),
        4,
        'cook',
        { uses: ['protein'], cooks: ['protein'] },
      ),
      own(
        T(
          'Season with salt, pepper and a squeeze of juice from {items:def}.',
          'Regola di sale e pepe e aggiungi qualche goccia di succo {items:di}.',
          'Salez, poivrez et relevez de quelques gouttes de jus {items:de}.',
          'Mit Salz, Pfeffer und einem Spritzer Saft {items:von} abschmecken.',
        ),
        1,
        'cook',
        { uses: ['fruit'] },
      ),
      own(
        T(
          'Season with salt and pepper.',
          'Regola di sale e pepe.',
          'Salez et poivrez.',
          'Mit Salz und Pfeffer abschmecken.',
        ),
        1,
        'cook',
        { unless: ['fruit'] },
      ),
      own(
        T(
          'Fill the hot cases generously with the filling, letting it spill over, scatter over {items:def}, put the lids back on and serve at once.',
          'Riempi generosamente i cestini caldi con il ripieno, lasciandolo traboccare, cospargi con {items:def}, rimetti i coperchietti e servi subito.',
          'Garnissez généreusement les croûtes chaudes de la préparation, en la laissant déborder, parsemez {items:de}, reposez les chapeaux et servez aussitôt.',
          'Die heißen Pasteten großzügig füllen, ruhig überquellen lassen, mit {items:dat} bestreuen, die Deckelchen aufsetzen und sofort servieren.',
        ),
        2,
        'cook',
        { uses: ['herb'] },
      ),
      own(
        T(
          'Fill the hot cases generously with the filling, letting it spill over, put the lids back on and serve at once.',
          'Riempi generosamente i cestini caldi con il ripieno, lasciandolo traboccare, rimetti i coperchietti e servi subito.',
          'Garnissez généreusement les croûtes chaudes de la préparation, en la laissant déborder, reposez les chapeaux et servez aussitôt.',
          'Die heißen Pasteten großzügig füllen, ruhig überquellen lassen, die Deckelchen aufsetzen und sofort servieren.',
        ),
        2,
        'cook',
        { unless: ['herb'] },
      ),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
    tip: T(
      'Fill the cases only at the table: the sauce soon softens the pastry.',
      'Riempi i vol-au-vent solo al momento di servire: la salsa ammorbidisce presto la sfoglia.',
      'Ne garnissez les croûtes qu’au moment de servir : la sauce ramollit vite le feuilletage.',
      'Die Pasteten erst unmittelbar vor dem Servieren füllen: Die Sauce weicht den Blätterteig schnell auf.',
    ),
  }),

  // ───────────── Farinata di ceci ─────────────
  dish({
    id: 'farinata-di-ceci',
    family: 'wrap',
    course: 'starter',
    cuisine: 'italian',
    difficulty: 'easy',
    names: {
      en: 'Farinata',
      it: 'Farinata di ceci',
      fr: 'Socca',
      de: 'Farinata',
    },
    aliases: {
      en: ['socca', 'chickpea pancake', 'chickpea flatbread', 'farinata di ceci'],
      it: ['farinata', 'farinata genovese', 'cecina', 'torta di ceci', 'fainè', 'socca'],
      fr: ['farinata', 'socca niçoise', 'galette de pois chiches', 'cade'],
      de: ['Socca', 'Farinata di ceci', 'Kichererbsenfladen', 'Kichererbsen-Pfannkuchen'],
    },
    description: T(
      'The Ligurian street-food classic, socca in Nice: a thin pancake of chickpea flour, water and olive oil, baked in a very hot oven until crisp at the edges and soft inside.',
      'Il classico della Liguria, la socca di Nizza: una torta sottile di farina di ceci, acqua e olio, cotta nel forno bollente finché è croccante ai bordi e morbida dentro.',
      'Le grand classique de la rue, à Nice comme à Gênes : une fine galette de farine de pois chiches, d’eau et d’huile d’olive, cuite dans un four brûlant, croustillante au bord et fondante à cœur.',
      'Der ligurische Streetfood-Klassiker, in Nizza Socca genannt: ein dünner Fladen aus Kichererbsenmehl, Wasser und Olivenöl, im sehr heißen Ofen gebacken, am Rand knusprig und innen weich.',
    ),
    slots: [
      need('base', ['chickpea-flour'], { share: 1, cook: ['bake', 15, 25] }),
      maybe('herb', ['rosemary'], { share: 1 }),
      maybe('aromatics', ['onion', 'red-onion', 'spring-onion'], { share: 0.5 }),
    ],
    steps: [
      own(
        T(
          'Put {items:def} in a bowl and whisk in three times its weight of cold water (180 ml for every 60 g) a little at a time, so no lumps form, with a teaspoon of salt.',
          'Metti {items:def} in una ciotola e versa poco alla volta tre volte il suo peso di acqua fredda (180 ml ogni 60 g), mescolando con la frusta perché non si formino grumi, con un cucchiaino di sale.',
          'Mettez {items:def} dans un saladier et incorporez petit à petit au fouet trois fois son poids d’eau froide (180 ml pour 60 g), pour éviter les grumeaux, avec une cuillère à café de sel.',
          '{items:acc} in eine Schüssel geben und nach und nach die dreifache Menge kaltes Wasser (180 ml auf 60 g) mit dem Schneebesen einrühren, damit keine Klümpchen entstehen, dazu einen Teelöffel Salz.',
        ),
        5,
        'prep',
        { uses: ['base'] },
      ),
      own(
        T(
          'Cover and leave the batter to rest at room temperature for at least 30 minutes (a few hours is even better), skimming off any foam that rises.',
          'Copri e lascia riposare la pastella a temperatura ambiente per almeno 30 minuti (qualche ora è ancora meglio), eliminando la schiuma che affiora.',
          'Couvrez et laissez reposer la pâte à température ambiante au moins 30 minutes (quelques heures, c’est encore mieux), en retirant l’écume qui remonte.',
          'Zudecken und den Teig bei Zimmertemperatur mindestens 30 Minuten ruhen lassen (ein paar Stunden sind noch besser), dabei den aufsteigenden Schaum abschöpfen.',
        ),
        30,
        'prep',
      ),
      own(
        T(
          'Meanwhile, heat the oven to its highest setting (250 °C, 230 °C fan) with a large round baking tin or a roasting tin inside, {min} min.',
          'Intanto scalda il forno alla massima temperatura (250 °C, 230 °C ventilato) con dentro una teglia tonda grande o una leccarda, {min} min.',
          'Pendant ce temps, préchauffez le four à sa température maximale (250 °C, 230 °C chaleur tournante) avec un grand moule rond ou une plaque à rôtir à l’intérieur, {min} min.',
          'Inzwischen den Backofen mit einem großen runden Blech oder einer Fettpfanne darin auf höchster Stufe vorheizen (250 °C, Umluft 230 °C), {min} Min.',
        ),
        15,
        'prep',
      ),
      own(
        T(
          'Peel and very thinly slice {items:def}.',
          'Sbuccia e affetta sottilissima {items:def}.',
          'Épluchez {items:def} et émincez-{items:pron} très finement.',
          '{items:acc} schälen und in hauchdünne Ringe schneiden.',
        ),
        3,
        'prep',
        { uses: ['aromatics'] },
      ),
      own(
        T(
          'Strip the needles from {items:def}.',
          'Sfoglia {items:def}, tenendo solo gli aghi.',
          'Effeuillez {items:def}.',
          'Die Nadeln {items:von} abzupfen.',
        ),
        1,
        'prep',
        { uses: ['herb'] },
      ),
      own(
        T(
          'Stir 2 tablespoons of olive oil into the batter. Take the hot tin out, pour in a generous layer of olive oil and tilt it to coat, then pour in the batter no more than 5 mm deep and stir it with a fork so the oil comes up around the edges.',
          'Incorpora 2 cucchiai d’olio alla pastella. Tira fuori la teglia bollente, versaci un velo abbondante d’olio e inclinala per ungerla tutta, poi versa la pastella, alta non più di 5 mm, e mescola con una forchetta perché l’olio affiori ai bordi.',
          'Incorporez 2 cuillères à soupe d’huile d’olive à la pâte. Sortez le moule brûlant, versez-y une bonne couche d’huile d’olive en l’inclinant pour bien le napper, puis versez la pâte sur 5 mm d’épaisseur au plus et remuez à la fourchette pour que l’huile remonte sur les bords.',
          '2 Esslöffel Olivenöl unter den Teig rühren. Das heiße Blech herausnehmen, großzügig Olivenöl hineingießen und durch Schwenken verteilen, dann den Teig höchstens 5 mm hoch eingießen und mit einer Gabel durchrühren, damit das Öl an den Rand steigt.',
        ),
        2,
        'cook',
      ),
      own(
        T(
          'Scatter {items:def} over the top.',
          'Distribuisci {items:def} sulla superficie.',
          'Parsemez {items:def} sur le dessus.',
          '{items:acc} darüberstreuen.',
        ),
        1,
        'cook',
        { uses: ['aromatics', 'herb'] },
      ),
      own(
        T(
          'Bake on the top shelf until set, golden on top and crisp and brown at the edges, {min} min; a minute under the grill gives it a darker crust.',
          'Cuoci nella parte alta del forno finché è rappresa, dorata in superficie e croccante e bruna ai bordi, {min} min; un minuto sotto il grill le dà una crosticina più scura.',
          'Enfournez en haut du four jusqu’à ce que la galette soit prise, dorée dessus, croustillante et brune sur les bords, {min} min ; une minute sous le gril lui donne une croûte plus foncée.',
          'Im oberen Drittel des Ofens backen, bis der Fladen gestockt, oben goldbraun und am Rand knusprig braun ist, {min} Min.; eine Minute unter dem Grill gibt eine dunklere Kruste.',
        ),
        15,
        'cook',
        { cooks: ['base'] },
      ),
      own(
        T(
          'Grind over plenty of black pepper, cut into wedges and eat hot, straight from the tin.',
          'Macina abbondante pepe nero, taglia a spicchi e mangia subito, ben calda, direttamente dalla teglia.',
          'Donnez de généreux tours de moulin à poivre, coupez en parts et dégustez bien chaud, directement dans le moule.',
          'Reichlich schwarzen Pfeffer darübermahlen, in Stücke schneiden und heiß direkt aus dem Blech essen.',
        ),
        1,
        'cook',
      ),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
    tip: T(
      'The thinner the layer and the hotter the oven, the better: in a cool oven or a deep tin it stays soggy.',
      'Più è sottile e più il forno è caldo, meglio viene: in un forno tiepido o in uno strato alto resta molle.',
      'Plus la couche est fine et le four chaud, meilleure elle est : dans un four tiède ou en couche épaisse, elle reste molle.',
      'Je dünner die Schicht und je heißer der Ofen, desto besser: In einem lauwarmen Ofen oder zu dick gegossen bleibt sie weich.',
    ),
  }),

  // ───────────── Spaghetti alle cozze ─────────────
  dish({
    id: 'spaghetti-alle-cozze',
    family: 'pasta',
    course: 'main',
    cuisine: 'italian',
    difficulty: 'easy',
    names: {
      en: 'Spaghetti with mussels',
      it: 'Spaghetti alle cozze',
      fr: 'Spaghetti aux moules',
      de: 'Spaghetti mit Miesmuscheln',
    },
    aliases: {
      en: ['spaghetti alle cozze', 'mussel pasta', 'linguine with mussels'],
      it: [
        'spaghetti con le cozze',
        'linguine alle cozze',
        'spaghetti cozze e pomodorini',
        'spaghetti alle cozze in bianco',
      ],
      fr: ['spaghetti alle cozze', 'pâtes aux moules'],
      de: ['Spaghetti alle cozze', 'Nudeln mit Miesmuscheln'],
    },
    description: T(
      'A southern Italian seaside favourite: mussels opened in a covered pan with olive oil and garlic, their juices becoming the sauce, in bianco or with cherry tomatoes.',
      'Un classico di mare del Sud: le cozze aperte in padella coperta con olio e aglio, il loro sugo diventa il condimento, in bianco o con i pomodorini.',
      'Un classique des bords de mer du sud de l’Italie : des moules ouvertes à couvert dans l’huile d’olive et l’ail, dont le jus devient la sauce, nature ou aux tomates cerises.',
      'Ein Klassiker von Süditaliens Küste: Miesmuscheln, in der zugedeckten Pfanne mit Olivenöl und Knoblauch geöffnet, deren Saft zur Sauce wird, pur oder mit Kirschtomaten.',
    ),
    slots: [
      need('base', ['spaghetti', 'linguine', 'kind:pasta'], { except: ['orzo', 'soup-pasta'] }),
      need('protein', ['mussels'], { share: 0.625, cook: ['pan', 4, 6] }),
      need('aromatics', ['garlic'], { share: 1, cook: ['pan', 2, 3] }),
      maybe('vegetables', TOMATOES, { share: 1, cook: ['pan', 5, 8] }),
      maybe('liquid', ['white-wine'], { share: 1.5 }),
      maybe('seasoning', ['chili-pepper', 'chili-flakes', 'dried-chilies'], { share: 0.5 }),
      maybe('herb', ['parsley'], { share: 0.8 }),
    ],
    steps: [
      shared('chop', 10, 'prep', { uses: ['protein'], prep: 'chop' }),
      shared('chop', 5, 'prep', { uses: ['aromatics', 'seasoning', 'vegetables', 'herb'], prep: 'slices' }),
      shared('boilWater', 8, 'cook'),
      own(
        T(
          'Warm 4 tablespoons of olive oil in a large pan with a lid and fry {items:def} over a low heat until the garlic is pale gold, {min} min.',
          'Scalda 4 cucchiai di olio in una padella capiente con coperchio e soffriggi {items:def} a fuoco basso finché l’aglio è appena dorato, {min} min.',
          'Faites chauffer 4 cuillères à soupe d’huile d’olive dans une grande sauteuse avec couvercle et faites revenir {items:def} à feu doux jusqu’à ce que l’ail soit à peine doré, {min} min.',
          '4 Esslöffel Olivenöl in einer großen Pfanne mit Deckel erwärmen und {items:acc} bei schwacher Hitze braten, bis der Knoblauch hellgolden ist, {min} Min.',
        ),
        2,
        'cook',
        { uses: ['aromatics', 'seasoning'], cooks: ['aromatics'], ifRoles: ['seasoning'] },
      ),
      own(
        T(
          'Warm 4 tablespoons of olive oil in a large pan with a lid and fry {items:def} over a low heat until pale gold, {min} min.',
          'Scalda 4 cucchiai di olio in una padella capiente con coperchio e soffriggi {items:def} a fuoco basso finché è appena dorato, {min} min.',
          'Faites chauffer 4 cuillères à soupe d’huile d’olive dans une grande sauteuse avec couvercle et faites revenir {items:def} à feu doux jusqu’à ce qu’il soit à peine doré, {min} min.',
          '4 Esslöffel Olivenöl in einer großen Pfanne mit Deckel erwärmen und {items:acc} bei schwacher Hitze hellgolden braten, {min} Min.',
        ),
        2,
        'cook',
        { uses: ['aromatics'], cooks: ['aromatics'], unless: ['seasoning'] },
      ),
      own(
        T(
          'Turn up the heat, tip in {items:def}, cover and cook, shaking the pan now and then, just until the mussels open, {min} min. Throw away any that stay shut.',
          'Alza la fiamma, aggiungi {items:def}, copri e cuoci scuotendo ogni tanto la padella, solo finché le cozze si aprono, {min} min. Scarta quelle rimaste chiuse.',
          'Montez le feu, ajoutez {items:def}, couvrez et faites cuire en secouant la sauteuse de temps en temps, juste jusqu’à ce que les moules s’ouvrent, {min} min. Jetez celles qui restent fermées.',
          'Die Hitze erhöhen, {items:acc} zugeben, zudecken und unter gelegentlichem Rütteln garen, nur bis sich die Muscheln öffnen, {min} Min. Geschlossen gebliebene wegwerfen.',
        ),
        4,
        'cook',
        { uses: ['protein', 'liquid'], cooks: ['protein'] },
      ),
      own(
        T(
          'Take the pan off the heat. Lift out the mussels, take about two thirds of them out of their shells and keep the rest whole; strain the juices left in the pan through a fine sieve to catch any sand.',
          'Togli la padella dal fuoco. Preleva le cozze, sgusciane circa due terzi e tieni da parte le altre con il guscio; filtra il sugo rimasto in padella con un colino fine per eliminare l’eventuale sabbia.',
          'Retirez la sauteuse du feu. Sortez les moules, décortiquez-en environ les deux tiers et gardez les autres dans leur coquille ; filtrez le jus resté dans la sauteuse dans une passoire fine pour retenir le sable.',
          'Die Pfanne vom Herd nehmen. Die Muscheln herausheben, etwa zwei Drittel davon auslösen und die übrigen in der Schale lassen; den Sud in der Pfanne durch ein feines Sieb gießen, damit kein Sand bleibt.',
        ),
        5,
        'cook',
      ),
      own(COOK_PASTA, 0, 'cook', { uses: ['base'] }),
      own(
        T(
          'Meanwhile, pour the strained juices back into the pan, add {items:def} and cook over a high heat until they soften, {min} min.',
          'Intanto rimetti in padella il sugo filtrato, aggiungi {items:def} e cuoci a fuoco vivace finché si ammorbidiscono, {min} min.',
          'Pendant ce temps, reversez le jus filtré dans la sauteuse, ajoutez {items:def} et faites cuire à feu vif jusqu’à ce qu’elles ramollissent, {min} min.',
          'Inzwischen den abgeseihten Sud zurück in die Pfanne gießen, {items:acc} zugeben und bei starker Hitze weich werden lassen, {min} Min.',
        ),
        5,
        'cook',
        { uses: ['vegetables'], cooks: ['vegetables'] },
      ),
      own(
        T(
          'Meanwhile, pour the strained juices back into the pan.',
          'Intanto rimetti in padella il sugo filtrato.',
          'Pendant ce temps, reversez le jus filtré dans la sauteuse.',
          'Inzwischen den abgeseihten Sud zurück in die Pfanne gießen.',
        ),
        1,
        'cook',
        { unless: ['vegetables'] },
      ),
      own(
        T(
          'Tip the drained pasta into the pan with the shelled mussels and a splash of the cooking water and toss over a high heat until the sauce clings, {min} min; add the mussels in their shells and {items:def}, toss once more and serve at once.',
          'Versa la pasta scolata nella padella con le cozze sgusciate e un goccio di acqua di cottura e fai saltare a fuoco vivace finché il condimento la avvolge, {min} min; unisci le cozze con il guscio e {items:def}, mescola ancora e servi subito.',
          'Versez les pâtes égouttées dans la sauteuse avec les moules décortiquées et un peu d’eau de cuisson et faites sauter à feu vif jusqu’à ce que la sauce les enrobe, {min} min ; ajoutez les moules en coquille et {items:def}, mélangez encore et servez aussitôt.',
          'Die abgetropften Nudeln mit den ausgelösten Muscheln und einem Schuss Kochwasser in die Pfanne geben und bei starker Hitze schwenken, bis die Sauce sie überzieht, {min} Min.; die Muscheln in der Schale und {items:acc} zugeben, noch einmal durchschwenken und sofort servieren.',
        ),
        2,
        'cook',
        { uses: ['herb'] },
      ),
      own(
        T(
          'Tip the drained pasta into the pan with the shelled mussels and a splash of the cooking water and toss over a high heat until the sauce clings, {min} min; add the mussels in their shells, toss once more and serve at once.',
          'Versa la pasta scolata nella padella con le cozze sgusciate e un goccio di acqua di cottura e fai saltare a fuoco vivace finché il condimento la avvolge, {min} min; unisci le cozze con il guscio, mescola ancora e servi subito.',
          'Versez les pâtes égouttées dans la sauteuse avec les moules décortiquées et un peu d’eau de cuisson et faites sauter à feu vif jusqu’à ce que la sauce les enrobe, {min} min ; ajoutez les moules en coquille, mélangez encore et servez aussitôt.',
          'Die abgetropften Nudeln mit den ausgelösten Muscheln und einem Schuss Kochwasser in die Pfanne geben und bei starker Hitze schwenken, bis die Sauce sie überzieht, {min} Min.; die Muscheln in der Schale zugeben, noch einmal durchschwenken und sofort servieren.',
        ),
        2,
        'cook',
        { unless: ['herb'] },
      ),
    ],
    staples: ['salt', 'oil', 'water'],
    tip: T(
      'No cheese on a seafood pasta in Italy: a spoonful of toasted breadcrumbs gives the crunch instead.',
      'Niente formaggio sulla pasta di mare: se vuoi, una spolverata di pangrattato tostato dà croccantezza.',
      'Pas de fromage sur des pâtes aux fruits de mer en Italie : une cuillerée de chapelure dorée apporte du croquant.',
      'Kein Käse auf Nudeln mit Meeresfrüchten, so will es Italien: Ein Löffel geröstete Semmelbrösel sorgt stattdessen für Biss.',
    ),
  }),

  // ───────────── Pesto chicken traybake ─────────────
  dish({
    id: 'pesto-chicken-traybake',
    family: 'roast',
    course: 'main',
    cuisine: 'british',
    difficulty: 'easy',
    names: {
      en: 'Pesto chicken traybake',
      it: 'Pollo al pesto in teglia con pomodorini',
      fr: 'Poulet au pesto et tomates cerises au four',
      de: 'Pesto-Hähnchen vom Blech',
    },
    aliases: {
      en: ['pesto chicken tray bake', 'baked pesto chicken', 'one-tray pesto chicken'],
      it: ['pollo al pesto al forno', 'pollo al pesto con pomodorini'],
      fr: ['poulet au pesto au four', 'poulet pesto tomates cerises'],
      de: ['Pesto-Hähnchen aus dem Ofen', 'Ofenhähnchen mit Pesto und Tomaten'],
    },
    description: T(
      'A one-tray weeknight dinner: chicken roasted with cherry tomatoes until golden, then coated in pesto on the hot tray, with spinach wilted in the juices.',
      'Una cena veloce in una sola teglia: pollo arrostito con i pomodorini finché è dorato, poi condito con il pesto nella teglia ancora calda, con spinaci appassiti nel fondo di cottura.',
      'Un dîner de semaine sur une seule plaque : du poulet rôti avec des tomates cerises jusqu’à ce qu’il soit doré, nappé de pesto sur la plaque encore chaude, avec des épinards tombés dans le jus.',
      'Ein Feierabendessen von einem Blech: Hähnchen mit Kirschtomaten goldbraun gebraten, dann auf dem heißen Blech mit Pesto überzogen, dazu Spinat, der im Bratensaft zusammenfällt.',
    ),
    slots: [
      need('protein', CHICKEN_PIECES, { share: 1.2, cook: ['roast', 25, 30] }),
      need('vegetables', TOMATOES, { share: 1, cook: ['roast', 25, 30] }),
      need('sauce', ['pesto'], { share: 1 }),
      maybe('topping', ['spinach', 'rocket'], { share: 0.6 }),
      maybe('aromatics', ['red-onion', 'onion'], { share: 0.5, cook: ['roast', 25, 30] }),
    ],
    steps: [
      shared('tray.heat', 10, 'cook'),
      own(
        T(
          'Pat {items:def} dry with kitchen paper and season with salt and pepper.',
          'Asciuga {items:def} con carta da cucina e condisci con sale e pepe.',
          'Épongez {items:def} avec du papier absorbant, puis salez et poivrez.',
          '{items:acc} mit Küchenpapier trocken tupfen und mit Salz und Pfeffer würzen.',
        ),
        3,
        'prep',
        { uses: ['protein'] },
      ),
      shared('chop', 4, 'prep', { uses: ['vegetables', 'aromatics'], prep: 'chunks' }),
      own(
        T(
          'Put {items:def} in a large roasting tray, drizzle with 2 tablespoons of olive oil and toss, then spread everything out in a single layer, the chicken skin side up if it has skin.',
          'Metti {items:def} in una teglia grande, condisci con 2 cucchiai d’olio e mescola, poi distribuisci tutto in un solo strato, con il pollo dalla parte della pelle verso l’alto, se ce l’ha.',
          'Mettez {items:def} dans un grand plat à rôtir, arrosez de 2 cuillères à soupe d’huile d’olive et mélangez, puis étalez le tout en une seule couche, le poulet côté peau vers le haut s’il a sa peau.',
          '{items:acc} in eine große Bratform geben, mit 2 Esslöffeln Olivenöl beträufeln und mischen, dann alles in einer Lage verteilen, das Hähnchen, wenn es Haut hat, mit der Hautseite nach oben.',
        ),
        3,
        'cook',
        { uses: ['protein', 'vegetables', 'aromatics'] },
      ),
      own(
        T(
          'Roast until the chicken is golden and cooked through with no pink left and the tomatoes have burst, {min} min.',
          'Cuoci in forno finché il pollo è dorato e ben cotto, senza parti rosate, e i pomodori si sono spaccati, {min} min.',
          'Faites rôtir jusqu’à ce que le poulet soit doré et bien cuit à cœur, sans trace rosée, et que les tomates aient éclaté, {min} min.',
          'Im Ofen braten, bis das Hähnchen goldbraun und durchgegart ist, ohne rosa Stellen, und die Tomaten aufgeplatzt sind, {min} Min.',
        ),
        25,
        'cook',
        { cooks: ['protein', 'vegetables', 'aromatics'] },
      ),
      own(
        T(
          'Take the tray out of the oven and spoon {items:def} over the hot chicken and tomatoes.',
          'Sforna la teglia e distribuisci {items:def} sul pollo e sui pomodori ancora caldi.',
          'Sortez le plat du four et nappez le poulet et les tomates encore chauds {items:de}.',
          'Das Blech aus dem Ofen nehmen und {items:acc} auf dem heißen Hähnchen und den Tomaten verteilen.',
        ),
        1,
        'cook',
        { uses: ['sauce'] },
      ),
      own(
        T(
          'Scatter {items:def} around the chicken and turn the leaves in the hot juices until just wilted, {min} min.',
          'Aggiungi {items:def} intorno al pollo e rigira le foglie nel fondo caldo finché sono appena appassite, {min} min.',
          'Ajoutez {items:def} autour du poulet et retournez les feuilles dans le jus chaud jusqu’à ce qu’elles tombent à peine, {min} min.',
          '{items:acc} um das Hähnchen verteilen und die Blätter im heißen Bratensaft wenden, bis sie gerade zusammenfallen, {min} Min.',
        ),
        2,
        'cook',
        { uses: ['topping'] },
      ),
      own(
        T(
          'Serve straight from the tray, with the juices spooned over.',
          'Servi direttamente dalla teglia, irrorando con il fondo di cottura.',
          'Servez directement dans le plat, arrosé du jus de cuisson.',
          'Direkt vom Blech servieren und mit dem Bratensaft beträufeln.',
        ),
        1,
        'cook',
      ),
    ],
    staples: ['salt', 'pepper', 'oil'],
  }),
  // ───────────── Scotch woodcock ─────────────
  dish({
    id: 'scotch-woodcock',
    family: 'sandwich',
    course: 'breakfast',
    cuisine: 'british',
    difficulty: 'easy',
    names: {
      en: 'Scotch woodcock',
      it: 'Toast con uova strapazzate e pasta d’acciughe',
      fr: 'Œufs brouillés aux anchois sur toast',
      de: 'Rührei mit Sardellenpaste auf Toast',
    },
    aliases: {
      en: ['anchovy toast with scrambled eggs', 'scrambled eggs on anchovy toast'],
      it: ['Scotch woodcock', 'uova strapazzate alle acciughe'],
      fr: ['Scotch woodcock', 'toast aux anchois et œufs brouillés'],
      de: ['Scotch Woodcock', 'Sardellentoast mit Rührei'],
    },
    description: T(
      'The old British savoury: hot toast spread with anchovy paste and topped with soft, creamy scrambled eggs and a pinch of cayenne.',
      'Un vecchio classico salato britannico: toast caldo spalmato di pasta d’acciughe e coperto di uova strapazzate morbide e cremose, con un pizzico di pepe di Cayenna.',
      'Un vieux classique salé britannique : des toasts chauds tartinés de crème d’anchois et couverts d’œufs brouillés moelleux, relevés d’une pincée de piment de Cayenne.',
      'Ein alter britischer Klassiker: heißer Toast, mit Sardellenpaste bestrichen und mit weichem, cremigem Rührei und einer Prise Cayennepfeffer belegt.',
    ),
    slots: [
      need('seasoning', ['anchovy-paste'], { share: 2 }),
      need('egg', ['egg'], { share: 1, cook: ['pan', 3, 5] }),
      need('bread', ['bread', 'sandwich-bread', 'sourdough-bread', 'whole-wheat-bread'], { share: 1 }),
      need('fat', ['butter'], { share: 1.5 }),
      maybe('dairy', ['cream', 'single-cream', 'milk'], { share: 0.5 }),
      maybe('garnish', ['cayenne-pepper', 'paprika'], { share: 0.5 }),
      maybe('herb', ['chives', 'parsley'], { share: 0.5 }),
    ],
    steps: [
      own(
        T(
          'Beat {items:def} in a bowl with a little black pepper (no salt: the anchovies bring it).',
          'Sbatti {items:def} in una ciotola con un po’ di pepe nero (niente sale: lo portano le acciughe).',
          'Battez {items:def} dans un bol avec un peu de poivre noir (sans sel : les anchois en apportent assez).',
          '{items:acc} in einer Schüssel mit etwas schwarzem Pfeffer verquirlen (kein Salz, das bringen die Sardellen mit).',
        ),
        2,
        'prep',
        { uses: ['egg', 'dairy'] },
      ),
      own(
        T('Toast {items:def}.', 'Tosta {items:def}.', 'Faites griller {items:def}.', '{items:acc} toasten.'),
        3,
        'cook',
        { uses: ['bread'] },
      ),
      own(
        T(
          'Spread the hot toast thinly with {items:def} and keep warm.',
          'Spalma il toast ancora caldo con un velo {items:di} e tienilo in caldo.',
          'Tartinez les toasts encore chauds d’une fine couche {items:de} et gardez-les au chaud.',
          'Den heißen Toast dünn mit {items:dat} bestreichen und warm halten.',
        ),
        1,
        'cook',
        { uses: ['seasoning'] },
      ),
      own(
        T(
          'Melt {items:def} in a small non-stick pan over a low heat, pour in the eggs and stir slowly and constantly until they are just set, soft and creamy, {min} min.',
          'Fai fondere {items:def} in un pentolino antiaderente a fuoco basso, versa le uova e mescola piano e senza sosta finché sono appena rapprese, morbide e cremose, {min} min.',
          'Faites fondre {items:def} dans une petite poêle antiadhésive à feu doux, versez les œufs et remuez doucement sans arrêt jusqu’à ce qu’ils soient tout juste pris, moelleux et crémeux, {min} min.',
          '{items:acc} in einer kleinen beschichteten Pfanne bei schwacher Hitze zerlassen, die Eier hineingießen und langsam und ständig rühren, bis sie gerade gestockt, weich und cremig sind, {min} Min.',
        ),
        4,
        'cook',
        { uses: ['fat'], cooks: ['egg'] },
      ),
      own(
        T(
          'Pile the eggs onto the toast, dust with {items:def} and serve at once.',
          'Distribuisci le uova sul toast, spolvera con {items:def} e servi subito.',
          'Déposez les œufs sur les toasts, saupoudrez {items:de} et servez aussitôt.',
          'Das Rührei auf dem Toast anrichten, mit {items:dat} bestreuen und sofort servieren.',
        ),
        1,
        'cook',
        { uses: ['garnish', 'herb'] },
      ),
      own(
        T(
          'Pile the eggs onto the toast and serve at once.',
          'Distribuisci le uova sul toast e servi subito.',
          'Déposez les œufs sur les toasts et servez aussitôt.',
          'Das Rührei auf dem Toast anrichten und sofort servieren.',
        ),
        1,
        'cook',
        { unless: ['garnish', 'herb'] },
      ),
    ],
    staples: ['pepper'],
  }),

  // ───────────── Crème brûlée ─────────────
  dish({
    id: 'creme-brulee',
    family: 'dessert',
    course: 'dessert',
    cuisine: 'french',
    difficulty: 'medium',
    names: { en: 'Crème brûlée', it: 'Crème brûlée', fr: 'Crème brûlée', de: 'Crème brûlée' },
    aliases: {
      en: ['creme brulee', 'burnt cream'],
      it: ['creme brulee', 'crema bruciata'],
      fr: ['creme brulee', 'crème brulée'],
      de: ['Creme brulee', 'gebrannte Creme'],
    },
    description: T(
      'A rich vanilla custard of cream and egg yolks, baked gently, chilled and served under a thin crust of caramelised sugar that cracks under the spoon.',
      'Una crema ricca di panna e tuorli alla vaniglia, cotta dolcemente in forno, fatta raffreddare e servita sotto una sottile crosta di zucchero caramellato che si rompe sotto il cucchiaio.',
      'Une crème onctueuse à la vanille, à la crème et aux jaunes d’œufs, cuite doucement, refroidie et servie sous une fine croûte de sucre caramélisé qui craque sous la cuillère.',
      'Eine reichhaltige Vanillecreme aus Sahne und Eigelb, sanft gebacken, gekühlt und unter einer dünnen Kruste aus karamellisiertem Zucker serviert, die unter dem Löffel knackt.',
    ),
    slots: [
      need('dairy', ['cream'], { share: 1.7 }),
      need('egg', ['egg'], { share: 0.5, cook: ['bake', 35, 45] }),
      need('sweet', ['sugar', 'brown-sugar'], { share: 3 }),
      maybe('aromatics', ['vanilla-pod'], { share: 1 }),
      maybe('seasoning', ['vanilla-extract', 'vanilla-sugar'], { share: 1 }),
    ],
    steps: [
      heatOven(150, 130),
      splitVanillaPod(),
      own(
        T(
          'Bring {items:def} just to the boil in a saucepan, then take off the heat, cover and leave to infuse, {min} min.',
          'Porta appena a bollore {items:def} in un pentolino, poi togli dal fuoco, copri e lascia in infusione, {min} min.',
          'Portez {items:def} juste à ébullition dans une casserole, puis retirez du feu, couvrez et laissez infuser, {min} min.',
          '{items:acc} in einem Topf kurz aufkochen, dann vom Herd nehmen, zudecken und ziehen lassen, {min} Min.',
        ),
        10,
        'cook',
        { uses: ['dairy', 'aromatics'], ifRoles: ['aromatics'] },
      ),
      own(
        T(
          'Heat {items:def} in a saucepan until steaming.',
          'Scalda {items:def} in un pentolino finché fuma.',
          'Faites chauffer {items:def} dans une casserole jusqu’à ce qu’elle fume.',
          '{items:acc} in einem Topf erhitzen, bis sie dampft.',
        ),
        4,
        'cook',
        { uses: ['dairy'], unless: ['aromatics'] },
      ),
      own(
        T(
          'Separate {items:def} and put {eggs:the yolk|the yolks} in a bowl; keep {eggs:the white|the whites} for meringues.',
          'Separa {items:def} e metti {eggs:il tuorlo|i tuorli} in una ciotola; tieni da parte {eggs:l’albume|gli albumi} per le meringhe.',
          'Séparez {items:def} et mettez {eggs:le jaune|les jaunes} dans un saladier ; gardez {eggs:le blanc|les blancs} pour des meringues.',
          '{items:acc} trennen, das Eigelb in eine Schüssel geben und das Eiweiß für Baisers aufheben.',
        ),
        3,
        'prep',
        { uses: ['egg'] },
      ),
      own(
        T(
          'Whisk in {items:def}, keeping back a tablespoon of sugar per person for the top, just until smooth, without making it frothy.',
          'Unisci {items:def}, tenendo da parte un cucchiaio di zucchero a persona per la superficie, e mescola con la frusta solo finché è liscio, senza far schiumare.',
          'Ajoutez {items:def}, en gardant une cuillère à soupe de sucre par personne pour le dessus, et fouettez juste pour lisser, sans faire mousser.',
          '{items:acc} einrühren, dabei pro Person einen Esslöffel Zucker für die Kruste zurückbehalten, und nur glatt rühren, ohne dass es schäumt.',
        ),
        2,
        'prep',
        { uses: ['sweet', 'seasoning'] },
      ),
      own(
        T(
          'Pour the hot cream slowly into the bowl, whisking all the time, then strain through a sieve into shallow ramekins.',
          'Versa la panna calda a filo nella ciotola, sempre mescolando con la frusta, poi filtra con un colino e distribuisci in pirofiline basse.',
          'Versez la crème chaude petit à petit dans le saladier sans cesser de fouetter, puis passez au chinois et répartissez dans des ramequins peu profonds.',
          'Die heiße Sahne langsam unter ständigem Rühren in die Schüssel gießen, dann durch ein Sieb in flache Förmchen füllen.',
        ),
        3,
        'prep',
      ),
      own(
        T(
          'Set the ramekins in a roasting tin, pour in hot water to come halfway up their sides and bake until set at the edges but still trembling in the middle, {min} min.',
          'Sistema le pirofiline in una teglia, versa acqua calda fino a metà della loro altezza e cuoci finché la crema è rappresa ai bordi ma ancora tremolante al centro, {min} min.',
          'Placez les ramequins dans un plat à rôtir, versez de l’eau chaude jusqu’à mi-hauteur et enfournez jusqu’à ce que la crème soit prise sur les bords mais encore tremblotante au centre, {min} min.',
          'Die Förmchen in eine Fettpfanne stellen, heißes Wasser bis zur halben Höhe angießen und backen, bis die Creme am Rand gestockt ist, in der Mitte aber noch leicht wackelt, {min} Min.',
        ),
        35,
        'cook',
        { cooks: ['egg'] },
      ),
      own(
        T(
          'Lift out of the water, leave to cool, then chill for at least 3 hours.',
          'Togli le pirofiline dall’acqua, lasciale raffreddare, poi mettile in frigorifero per almeno 3 ore.',
          'Sortez les ramequins de l’eau, laissez refroidir, puis réservez au réfrigérateur au moins 3 heures.',
          'Die Förmchen aus dem Wasserbad nehmen, abkühlen lassen und dann mindestens 3 Stunden kühl stellen.',
        ),
        3,
        'prep',
      ),
      own(
        T(
          'Just before serving, sprinkle the sugar you kept in an even layer over each cream and caramelise it with a kitchen blowtorch, or under a very hot grill, until it is a crisp amber crust, {min} min.',
          'Poco prima di servire, cospargi ogni crema con uno strato uniforme dello zucchero tenuto da parte e caramellalo con il cannello da cucina, o sotto il grill bollente, finché diventa una crosticina ambrata e croccante, {min} min.',
          'Juste avant de servir, parsemez chaque crème d’une couche régulière du sucre réservé et caramélisez-le au chalumeau de cuisine, ou sous le gril très chaud, jusqu’à obtenir une croûte ambrée et craquante, {min} min.',
          'Kurz vor dem Servieren den zurückbehaltenen Zucker gleichmäßig auf jede Creme streuen und mit einem Küchenbrenner oder unter dem sehr heißen Grill zu einer knusprigen, bernsteinfarbenen Kruste karamellisieren, {min} Min.',
        ),
        3,
        'cook',
      ),
    ],
    staples: ['water'],
    tip: T(
      'Keep the whites in a jar in the fridge for up to 3 days, or freeze them: they make meringues or a pavlova.',
      'Conserva gli albumi in un barattolo in frigorifero fino a 3 giorni, o congelali: servono per meringhe o una pavlova.',
      'Gardez les blancs dans un bocal au réfrigérateur jusqu’à 3 jours, ou congelez-les : ils feront des meringues ou une pavlova.',
      'Das Eiweiß hält sich im Glas bis zu 3 Tage im Kühlschrank oder lässt sich einfrieren: für Baisers oder eine Pavlova.',
    ),
  }),
];
