import {
  dish,
  type DishData,
  heatOven,
  maybe,
  need,
  own,
  SCATTER,
  SERVE_WITH,
  shared,
  type StepData,
  type Texts,
} from '../types';

/**
 * Regional home cooking cooks expected and the library lacked (written by a helper session): German everyday
 * classics (Pellkartoffeln mit Kräuterquark, Jäger- and Rahmschnitzel, Grünkohl, Spargel with hollandaise),
 * the tarte normande, and Italian dishes from Naples, Livorno and Rome. The defining ingredients are needed,
 * the rest optional; times are what the dish takes.
 */
const T = (en: string, it: string, fr: string, de: string): Texts => ({ en, it, fr, de });

const FLOUR = ['all-purpose-flour', 'spelt-flour', 'whole-wheat-flour'];
const LIQUID_STOCK = ['vegetable-stock', 'chicken-stock', 'beef-stock'];
const CREAM = ['cream', 'single-cream', 'creme-fraiche'];
const MUSHROOMS = ['button-mushroom', 'chanterelle', 'oyster-mushroom', 'porcini', 'portobello', 'shiitake'];
/** Meat cut or bought as escalopes (a cook's "Schweineschnitzel" is read as pork-chop). */
const ESCALOPES = ['pork-escalope', 'pork-chop', 'pork-loin', 'pork-tenderloin', 'veal', 'turkey-breast'];
/** What a German cook serves under a sauced schnitzel. */
const RIBBONS = ['tagliatelle', 'spaetzle', 'pappardelle'];
const BREAD = ['bread', 'sourdough-bread', 'ciabatta', 'baguette', 'bread-rolls'];

// ── Steps several dishes share ──

const oven = heatOven;

const SERVE_AT_ONCE = T('Serve at once.', 'Servi subito.', 'Servez aussitôt.', 'Sofort servieren.');
const SERVE_HOT_WITH = T(
  'Serve hot with {items:def}.',
  'Servi ben caldo con {items:def}.',
  'Servez bien chaud avec {items:def}.',
  'Heiß mit {items:dat} servieren.',
);
const SERVE_HOT = T('Serve hot.', 'Servi ben caldo.', 'Servez bien chaud.', 'Heiß servieren.');
const WINE_AWAY = T(
  'Pour in {items:def} and let it evaporate, {min} min.',
  'Sfuma con {items:def} e lascia evaporare, {min} min.',
  'Déglacez avec {items:def} et laissez évaporer, {min} min.',
  'Mit {items:dat} ablöschen und verdampfen lassen, {min} Min.',
);

// ── Schnitzel in a pan sauce (Jäger- and Rahmschnitzel) ──

const POUND = T(
  'If needed, cut {items:def} into slices about 1 cm thick, removing any bone. Pat the slices dry with kitchen paper and flatten them to about 5 mm between two sheets of cling film with a meat mallet or the base of a heavy pan; season with salt and pepper.',
  'Se serve, taglia {items:def} a fette spesse circa 1 cm, eliminando l’eventuale osso. Asciuga le fettine con carta da cucina e battile fra due fogli di pellicola con il batticarne o con il fondo di un pentolino, fino a uno spessore di circa 5 mm; sala e pepa.',
  'Si nécessaire, coupez {items:def} en tranches d’environ 1 cm d’épaisseur, en retirant l’os éventuel. Épongez les tranches avec du papier absorbant et aplatissez-les à 5 mm environ entre deux feuilles de film alimentaire, avec un attendrisseur ou le fond d’une casserole ; salez et poivrez.',
  '{items:acc} bei Bedarf in etwa 1 cm dicke Scheiben schneiden und eventuell vorhandene Knochen entfernen. Die Scheiben mit Küchenpapier trocken tupfen, zwischen zwei Lagen Frischhaltefolie mit einem Fleischklopfer oder dem Boden eines schweren Topfes auf etwa 5 mm flach klopfen, salzen und pfeffern.',
);
/** Escalopes bought as such are only flattened: there is nothing to slice and no bone to take out. */
const POUND_READY = T(
  'Pat {items:def} dry with kitchen paper and flatten them to about 5 mm between two sheets of cling film with a meat mallet or the base of a heavy pan; season with salt and pepper.',
  'Asciuga {items:def} con carta da cucina e battile fra due fogli di pellicola con il batticarne o con il fondo di un pentolino, fino a uno spessore di circa 5 mm; sala e pepa.',
  'Épongez {items:def} avec du papier absorbant et aplatissez-les à 5 mm environ entre deux feuilles de film alimentaire, avec un attendrisseur ou le fond d’une casserole ; salez et poivrez.',
  '{items:acc} mit Küchenpapier trocken tupfen, zwischen zwei Lagen Frischhaltefolie mit einem Fleischklopfer oder dem Boden eines schweren Topfes auf etwa 5 mm flach klopfen, salzen und pfeffern.',
);
/** Both ways in: escalopes as the shop cuts them, or a loin, a chop or a breast sliced first. */
const POUNDING: StepData[] = [
  own(POUND_READY, 5, 'prep', { uses: ['protein'], ifIds: ['pork-escalope', 'veal'] }),
  own(POUND, 8, 'prep', {
    uses: ['protein'],
    ifIds: ['pork-chop', 'pork-loin', 'pork-tenderloin', 'turkey-breast', 'chicken-breast'],
  }),
];
const DUST = T(
  'Dust the escalopes on both sides with {items:def} and shake off the excess.',
  'Passa le fettine {items:in} da entrambi i lati, scuotendo via l’eccesso.',
  'Passez les escalopes des deux côtés dans {items:def} et tapotez-les pour retirer l’excédent.',
  'Die Schnitzel beidseitig mit {items:dat} bestäuben und überschüssiges Mehl abklopfen.',
);
const FRY_FAT = T(
  'Heat {items:def} with a little oil in a large frying pan and fry the escalopes over a medium-high heat until golden on both sides and cooked through, {min} min, turning once; keep them warm on a covered plate.',
  'Scalda {items:def} con un filo d’olio in una padella larga e cuoci le fettine a fuoco medio-alto finché sono dorate da entrambi i lati e ben cotte, {min} min, girandole una volta; tienile al caldo su un piatto coperto.',
  'Faites chauffer {items:def} avec un filet d’huile dans une grande poêle et faites cuire les escalopes à feu moyen-vif jusqu’à ce qu’elles soient dorées des deux côtés et cuites à cœur, {min} min, en les retournant une fois ; gardez-les au chaud dans une assiette couverte.',
  '{items:acc} mit etwas Öl in einer großen Pfanne erhitzen und die Schnitzel darin bei mittlerer bis starker Hitze von beiden Seiten goldbraun braten, bis sie durchgegart sind, {min} Min., dabei einmal wenden; zugedeckt auf einem Teller warm halten.',
);
const FRY_OIL = T(
  'Heat a little oil in a large frying pan and fry the escalopes over a medium-high heat until golden on both sides and cooked through, {min} min, turning once; keep them warm on a covered plate.',
  'Scalda un filo d’olio in una padella larga e cuoci le fettine a fuoco medio-alto finché sono dorate da entrambi i lati e ben cotte, {min} min, girandole una volta; tienile al caldo su un piatto coperto.',
  'Faites chauffer un filet d’huile dans une grande poêle et faites cuire les escalopes à feu moyen-vif jusqu’à ce qu’elles soient dorées des deux côtés et cuites à cœur, {min} min, en les retournant une fois ; gardez-les au chaud dans une assiette couverte.',
  'Etwas Öl in einer großen Pfanne erhitzen und die Schnitzel darin bei mittlerer bis starker Hitze von beiden Seiten goldbraun braten, bis sie durchgegart sind, {min} Min., dabei einmal wenden; zugedeckt auf einem Teller warm halten.',
);
const DEGLAZE = T(
  'Pour in {items:def}, scrape up the browned bits from the bottom of the pan and let it bubble until reduced by half, {min} min.',
  'Versa {items:def}, stacca il fondo di cottura con un cucchiaio di legno e lascia ridurre della metà, {min} min.',
  'Versez {items:def}, grattez les sucs au fond de la poêle et laissez réduire de moitié, {min} min.',
  '{items:acc} angießen, den Bratensatz vom Pfannenboden lösen und alles auf die Hälfte einkochen lassen, {min} Min.',
);
const DEGLAZE_WATER = T(
  'Pour in about 100 ml of water and scrape up the browned bits from the bottom of the pan, {min} min.',
  'Versa circa 100 ml d’acqua e stacca il fondo di cottura con un cucchiaio di legno, {min} min.',
  'Versez environ 10 cl d’eau et grattez les sucs au fond de la poêle, {min} min.',
  'Etwa 100 ml Wasser angießen und den Bratensatz vom Pfannenboden lösen, {min} Min.',
);
const CREAM_IN = T(
  'Stir in {items:def} and simmer gently until the sauce is creamy and lightly thickened, {min} min; season with salt and pepper.',
  'Unisci {items:def} e lascia sobbollire dolcemente finché la salsa è vellutata e leggermente addensata, {min} min; regola di sale e pepe.',
  'Incorporez {items:def} et laissez frémir doucement jusqu’à ce que la sauce soit onctueuse et légèrement épaissie, {min} min ; salez et poivrez.',
  '{items:acc} einrühren und sanft köcheln lassen, bis die Sauce cremig und leicht sämig ist, {min} Min.; mit Salz und Pfeffer abschmecken.',
);
const RETURN_ESCALOPES = T(
  'Return the escalopes and their juices to the pan and warm them through in the sauce without letting it boil, {min} min.',
  'Rimetti in padella le fettine con il loro sugo e lasciale scaldare nella salsa senza farla bollire, {min} min.',
  'Remettez les escalopes et leur jus dans la poêle et laissez-les se réchauffer dans la sauce sans faire bouillir, {min} min.',
  'Die Schnitzel mit dem ausgetretenen Fleischsaft zurück in die Pfanne geben und in der Sauce erwärmen, ohne sie kochen zu lassen, {min} Min.',
);

/** The steps after the escalopes are fried: what goes into the pan first differs (mushrooms, or the onion). */
function schnitzelSauce(first: StepData): StepData[] {
  return [
    first,
    own(DEGLAZE, 3, 'cook', { uses: ['liquid'] }),
    own(DEGLAZE_WATER, 1, 'cook', { unless: ['liquid'] }),
    // The spätzle or noodles cook now, to be hot with the sauce (cooked first, they waited cold and stuck).
    shared('cookBase', 0, 'cook', { uses: ['base'] }),
    own(CREAM_IN, 4, 'cook', { uses: ['dairy'] }),
    own(RETURN_ESCALOPES, 2, 'cook'),
    own(SCATTER, 1, 'cook', { uses: ['herb'] }),
    own(SERVE_WITH, 1, 'cook', { uses: ['base'] }),
    own(SERVE_AT_ONCE, 1, 'cook', { unless: ['base'] }),
  ];
}

const SCHNITZEL_START: StepData[] = [
  ...POUNDING,
  shared('chop', 3, 'prep', { uses: ['aromatics', 'herb'], prep: 'fine' }),
  own(DUST, 2, 'prep', { uses: ['binder'] }),
  own(FRY_FAT, 6, 'cook', { uses: ['fat'], cooks: ['protein'] }),
  own(FRY_OIL, 6, 'cook', { unless: ['fat'], cooks: ['protein'] }),
];

// ── German ──

const GERMAN: DishData[] = [
  dish({
    id: 'pellkartoffeln-mit-kraeuterquark',
    family: 'side',
    course: 'main',
    cuisine: 'german',
    difficulty: 'easy',
    names: {
      en: 'Potatoes in their skins with herb quark',
      it: 'Patate lesse con quark alle erbe',
      fr: 'Pommes de terre en robe des champs et fromage blanc aux herbes',
      de: 'Pellkartoffeln mit Kräuterquark',
    },
    aliases: {
      en: ['Pellkartoffeln mit Quark', 'boiled potatoes with herb quark', 'potatoes with quark and chives'],
      it: ['patate con la buccia e quark alle erbe', 'Pellkartoffeln'],
      fr: ['pommes de terre à l’eau et fromage blanc aux herbes', 'pommes de terre au fromage blanc'],
      de: [
        'Pellkartoffeln mit Quark',
        'Kartoffeln mit Quark',
        'Quark mit Pellkartoffeln',
        'Pellkartoffeln mit Quark und Leinöl',
      ],
    },
    description: T(
      'The simple German summer supper: waxy potatoes boiled in their skins, with cold quark stirred smooth with fresh herbs.',
      'Una cena estiva tedesca semplicissima: patate a pasta soda lessate con la buccia e quark freddo lavorato con le erbe fresche.',
      'Le souper d’été allemand tout simple : des pommes de terre fermes cuites en robe des champs et du fromage blanc bien frais battu aux herbes.',
      'Das einfache Sommeressen: festkochende Kartoffeln, in der Schale gegart, dazu kalter, glatt gerührter Quark mit frischen Kräutern.',
    ),
    slots: [
      need('base', ['potato'], { share: 1.6, cook: ['simmer', 25, 40] }),
      need('dairy', ['quark'], { share: 1.5 }),
      maybe('dairy', ['sour-cream', 'creme-fraiche'], { share: 1 }),
      maybe('liquid', ['milk', 'buttermilk'], { share: 0.3 }),
      maybe('herb', ['chives', 'parsley', 'dill', 'chervil'], { max: 3, share: 1.5 }),
      maybe('aromatics', ['red-onion', 'onion', 'shallot', 'spring-onion', 'garlic'], { max: 2, share: 0.5 }),
      maybe('seasoning', ['caraway']),
      maybe('vegetables', ['radish', 'cucumber'], { max: 2 }),
      maybe('fat', ['butter']),
    ],
    steps: [
      own(
        T(
          'Scrub {items:def} well under running water, leaving the skins on; potatoes of a similar size cook evenly.',
          'Lava bene {items:def} sotto l’acqua corrente strofinando la buccia, senza sbucciarle; se sono di grandezza simile, cuociono in modo uniforme.',
          'Brossez soigneusement {items:def} sous l’eau courante sans les éplucher ; de taille égale, elles cuisent de façon homogène.',
          '{items:acc} unter fließendem Wasser gründlich abbürsten, nicht schälen; gleich große Kartoffeln garen gleichmäßig.',
        ),
        3,
        'prep',
        { uses: ['base'] },
      ),
      shared('chop', 4, 'prep', { uses: ['herb', 'aromatics'], prep: 'fine' }),
      own(
        T(
          'Put {items:def} in a pan, cover with cold water, add a good pinch of salt and bring to the boil. Cover and simmer until a knife slides easily into the largest potato, {min} min.',
          'Metti {items:def} in una pentola, copri con acqua fredda, aggiungi una bella presa di sale e porta a bollore. Copri e cuoci a fuoco moderato finché la lama di un coltello entra facilmente nella patata più grossa, {min} min.',
          'Mettez {items:def} dans une casserole, couvrez d’eau froide, ajoutez une bonne pincée de sel et portez à ébullition. Couvrez et laissez cuire à petits bouillons jusqu’à ce que la pointe d’un couteau s’enfonce facilement dans la plus grosse pomme de terre, {min} min.',
          '{items:acc} in einen Topf geben, mit kaltem Wasser bedecken, kräftig salzen und aufkochen. Zugedeckt bei mittlerer Hitze garen, bis sich die größte Kartoffel leicht mit einem Messer einstechen lässt, {min} Min.',
        ),
        25,
        'cook',
        { uses: ['base', 'seasoning'], cooks: ['base'] },
      ),
      own(
        T(
          'While the potatoes cook, stir {items:def} in a bowl until smooth and creamy.',
          'Mentre le patate cuociono, lavora {items:def} in una ciotola finché il composto è liscio e cremoso.',
          'Pendant la cuisson des pommes de terre, fouettez {items:def} dans un saladier jusqu’à obtenir une crème lisse.',
          'Während die Kartoffeln garen, {items:acc} in einer Schüssel glatt und cremig rühren.',
        ),
        2,
        'prep',
        { uses: ['dairy', 'liquid'], ifRoles: ['liquid'] },
      ),
      own(
        T(
          'While the potatoes cook, stir {items:def} in a bowl with 2–3 tablespoons of cold water (sparkling water makes it lighter) until smooth and creamy.',
          'Mentre le patate cuociono, lavora {items:def} in una ciotola con 2–3 cucchiai d’acqua fredda (con l’acqua frizzante viene più soffice) finché il composto è liscio e cremoso.',
          'Pendant la cuisson des pommes de terre, fouettez {items:def} dans un saladier avec 2 à 3 cuillerées à soupe d’eau froide (de l’eau gazeuse le rend plus léger) jusqu’à obtenir une crème lisse.',
          'Während die Kartoffeln garen, {items:acc} mit 2–3 Esslöffeln kaltem Wasser (mit Mineralwasser wird er lockerer) in einer Schüssel glatt und cremig rühren.',
        ),
        2,
        'prep',
        { uses: ['dairy'], unless: ['liquid'] },
      ),
      own(
        T(
          'Stir in {items:def} and season with salt and pepper.',
          'Incorpora {items:def} e regola di sale e pepe.',
          'Incorporez {items:def}, puis salez et poivrez.',
          '{items:acc} unterrühren und mit Salz und Pfeffer abschmecken.',
        ),
        1,
        'prep',
        { uses: ['herb', 'aromatics'] },
      ),
      own(
        T(
          'Season with salt and pepper.',
          'Regola di sale e pepe.',
          'Salez et poivrez.',
          'Mit Salz und Pfeffer abschmecken.',
        ),
        1,
        'prep',
        { unless: ['herb', 'aromatics'] },
      ),
      own(
        T(
          'Wash and thinly slice {items:def} to serve alongside.',
          'Lava e affetta sottilmente {items:def}, da servire a parte.',
          'Lavez et émincez finement {items:def}, à servir en accompagnement.',
          '{items:acc} waschen und als Beilage in dünne Scheiben schneiden.',
        ),
        2,
        'prep',
        { uses: ['vegetables'] },
      ),
      own(
        T(
          'Drain the potatoes, let them steam dry in the pan for a minute and serve them in their skins (or peeled while still hot) with {items:def} and the quark.',
          'Scola le patate, lasciale asciugare un minuto nella pentola e servile con la buccia (oppure pelate ancora calde) insieme con {items:def} e il quark.',
          'Égouttez les pommes de terre, laissez-les sécher une minute dans la casserole et servez-les en robe des champs (ou pelées encore chaudes) avec {items:def} et le fromage blanc.',
          'Die Kartoffeln abgießen, kurz im Topf ausdampfen lassen und in der Schale (oder heiß gepellt) mit {items:dat} und dem Quark servieren.',
        ),
        2,
        'cook',
        { uses: ['fat'] },
      ),
      own(
        T(
          'Drain the potatoes, let them steam dry in the pan for a minute and serve them in their skins (or peeled while still hot) with the quark.',
          'Scola le patate, lasciale asciugare un minuto nella pentola e servile con la buccia (oppure pelate ancora calde) insieme con il quark.',
          'Égouttez les pommes de terre, laissez-les sécher une minute dans la casserole et servez-les en robe des champs (ou pelées encore chaudes) avec le fromage blanc.',
          'Die Kartoffeln abgießen, kurz im Topf ausdampfen lassen und in der Schale (oder heiß gepellt) mit dem Quark servieren.',
        ),
        2,
        'cook',
        { unless: ['fat'] },
      ),
    ],
    staples: ['salt', 'pepper', 'water'],
    tip: T(
      'For the Berlin and Silesian way, make a hollow in the quark and pour a spoonful of linseed oil into it.',
      'Come si fa a Berlino e in Slesia, scava una piccola conca nel quark e versaci un cucchiaio di olio di semi di lino.',
      'À la manière de Berlin et de Silésie, creusez un puits dans le fromage blanc et versez-y une cuillerée d’huile de lin.',
      'Wie in Berlin und Schlesien: eine Mulde in den Quark drücken und einen Löffel Leinöl hineingießen.',
    ),
  }),
  dish({
    id: 'jaegerschnitzel',
    family: 'pan-fry',
    course: 'main',
    cuisine: 'german',
    difficulty: 'easy',
    names: {
      en: 'Jägerschnitzel',
      it: 'Scaloppine panna e funghi',
      fr: 'Escalopes à la forestière',
      de: 'Jägerschnitzel',
    },
    aliases: {
      en: ['hunter’s schnitzel', 'schnitzel with mushroom sauce', 'pork escalopes in creamy mushroom sauce'],
      it: ['scaloppine ai funghi con la panna', 'fettine panna e funghi', 'Jägerschnitzel'],
      fr: ['escalope forestière', 'escalopes de porc aux champignons et à la crème', 'Jägerschnitzel'],
      de: [
        'Schnitzel Jäger Art',
        'Schnitzel mit Champignonrahmsauce',
        'Rahmschnitzel mit Champignons',
        'Schnitzel mit Pilzrahmsauce',
        'Putenschnitzel Jäger Art',
      ],
    },
    description: T(
      'The German pub classic: thin escalopes fried golden, in a creamy mushroom sauce made in the same pan.',
      'Un classico delle trattorie tedesche: fettine sottili dorate in padella e servite in una salsa cremosa di funghi preparata nello stesso fondo di cottura.',
      'Un classique des auberges allemandes : de fines escalopes dorées à la poêle, nappées d’une sauce crémeuse aux champignons préparée dans la même poêle.',
      'Der Gasthausklassiker: dünne Schnitzel, goldbraun gebraten, in einer cremigen Pilzsauce aus demselben Bratensatz.',
    ),
    slots: [
      need('protein', ESCALOPES, { cook: ['pan', 6, 10] }),
      need('vegetables', MUSHROOMS, { max: 2, share: 1.2, cook: ['pan', 8, 12] }),
      need('dairy', CREAM, { share: 2 }),
      maybe('aromatics', ['onion', 'shallot'], { share: 0.5, cook: ['pan', 8, 12] }),
      maybe('binder', FLOUR, { share: 0.3 }),
      maybe('fat', ['clarified-butter', 'butter'], { share: 1.5 }),
      maybe('liquid', ['white-wine'], { share: 1.2 }),
      maybe('liquid', LIQUID_STOCK, { share: 0.4 }),
      maybe('herb', ['parsley', 'chives'], { share: 0.5 }),
      maybe('base', RIBBONS, { share: 1.2 }),
    ],
    steps: [
      ...POUNDING,
      shared('chop', 4, 'prep', { uses: ['vegetables'], prep: 'slices' }),
      ...SCHNITZEL_START.slice(POUNDING.length),
      ...schnitzelSauce(
        own(
          T(
            'Put {items:def} in the same pan (with a little more oil if it looks dry) and fry over a high heat, stirring, until golden and the juices have cooked away, {min} min.',
            'Metti {items:def} nella stessa padella (con un altro filo d’olio se serve) e fai rosolare a fuoco vivo, mescolando, finché il tutto è dorato e l’acqua di vegetazione è evaporata, {min} min.',
            'Mettez {items:def} dans la même poêle (avec un filet d’huile si elle est sèche) et faites sauter à feu vif en remuant, jusqu’à ce que tout soit bien doré et que l’eau de végétation se soit évaporée, {min} min.',
            '{items:acc} in derselben Pfanne (bei Bedarf mit etwas Öl) bei starker Hitze unter Rühren anbraten, bis alles goldbraun und die ausgetretene Flüssigkeit verdampft ist, {min} Min.',
          ),
          8,
          'cook',
          { uses: ['vegetables', 'aromatics'], cooks: ['vegetables', 'aromatics'] },
        ),
      ),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
    tip: T(
      'Fry the mushrooms in a hot pan and do not stir them too often: they should brown, not stew in their own juices.',
      'Fai rosolare i funghi in padella ben calda e non mescolarli troppo spesso: devono dorarsi, non lessarsi nella loro acqua.',
      'Faites sauter les champignons dans une poêle bien chaude sans trop les remuer : ils doivent dorer, pas cuire dans leur eau.',
      'Die Pilze in der heißen Pfanne nicht zu oft wenden: Sie sollen braun braten und nicht im eigenen Saft dünsten.',
    ),
  }),
  dish({
    id: 'rahmschnitzel',
    family: 'pan-fry',
    course: 'main',
    cuisine: 'german',
    difficulty: 'easy',
    names: {
      en: 'Schnitzel in cream sauce',
      it: 'Scaloppine alla panna',
      fr: 'Escalopes à la crème',
      de: 'Rahmschnitzel',
    },
    aliases: {
      en: ['Rahmschnitzel', 'escalopes in cream sauce', 'pork escalopes with cream sauce'],
      it: ['fettine alla panna', 'scaloppine di maiale alla panna', 'Rahmschnitzel'],
      fr: ['escalopes de porc à la crème', 'escalopes sauce crème', 'Rahmschnitzel'],
      de: ['Schnitzel in Rahmsauce', 'Schnitzel mit Rahmsauce', 'Schweineschnitzel in Sahnesauce'],
    },
    description: T(
      'Thin escalopes fried golden, then warmed through in a simple cream sauce made from the pan juices.',
      'Fettine sottili dorate in padella e poi insaporite in una semplice salsa alla panna preparata con il fondo di cottura.',
      'De fines escalopes dorées à la poêle, puis réchauffées dans une sauce à la crème toute simple, préparée avec les sucs de cuisson.',
      'Dünne Schnitzel, goldbraun gebraten und in einer schlichten Rahmsauce aus dem Bratensatz erwärmt.',
    ),
    slots: [
      need('protein', ESCALOPES, { cook: ['pan', 6, 10] }),
      need('dairy', CREAM, { share: 2 }),
      maybe('aromatics', ['shallot', 'onion'], { share: 0.5, cook: ['pan', 4, 8] }),
      maybe('binder', FLOUR, { share: 0.3 }),
      maybe('fat', ['clarified-butter', 'butter'], { share: 1.5 }),
      maybe('liquid', ['white-wine'], { share: 1.2 }),
      maybe('liquid', LIQUID_STOCK, { share: 0.4 }),
      maybe('herb', ['parsley', 'chives'], { share: 0.5 }),
      maybe('base', RIBBONS, { share: 1.2 }),
    ],
    steps: [
      ...SCHNITZEL_START,
      ...schnitzelSauce(
        own(
          T(
            'Put {items:def} in the same pan and soften over a medium heat, stirring, until translucent, {min} min.',
            'Metti {items:def} nella stessa padella e fai appassire dolcemente a fuoco medio, mescolando, {min} min.',
            'Mettez {items:def} dans la même poêle et faites suer à feu moyen, sans coloration, en remuant, {min} min.',
            '{items:acc} in derselben Pfanne bei mittlerer Hitze unter Rühren glasig dünsten, {min} Min.',
          ),
          4,
          'cook',
          { uses: ['aromatics'], cooks: ['aromatics'] },
        ),
      ),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
    tip: T(
      'The flavour of the sauce is in the browned bits the escalopes leave in the pan: do not wash it in between.',
      'Il sapore della salsa sta nel fondo che le fettine lasciano in padella: non lavarla fra un passaggio e l’altro.',
      'Toute la saveur de la sauce est dans les sucs que laissent les escalopes : ne lavez pas la poêle entre-temps.',
      'Der Geschmack der Sauce steckt im Bratensatz der Schnitzel: Die Pfanne deshalb zwischendurch nicht auswaschen.',
    ),
  }),
  dish({
    id: 'gruenkohl-mit-kasseler',
    family: 'stew',
    course: 'main',
    cuisine: 'german',
    difficulty: 'easy',
    names: {
      en: 'Braised kale with Kassler and smoked sausage',
      it: 'Cavolo riccio brasato con kassler e salsiccia affumicata',
      fr: 'Chou kale braisé au porc fumé et à la saucisse fumée',
      de: 'Grünkohl mit Kasseler und Mettwurst',
    },
    aliases: {
      en: ['Grünkohl', 'German kale with smoked pork', 'kale with smoked sausage', 'Grünkohl mit Pinkel'],
      it: ['Grünkohl', 'cavolo riccio alla tedesca', 'cavolo riccio con salsicce affumicate'],
      fr: ['Grünkohl', 'chou kale à l’allemande', 'chou kale aux saucisses fumées'],
      de: [
        'Grünkohl mit Pinkel',
        'Grünkohl mit Kassler',
        'Grünkohl mit Mettenden',
        'Grünkohl mit Kasseler und Mettenden',
        'Grünkohleintopf',
        'Braunkohl',
      ],
    },
    description: T(
      'The northern German winter dish: kale braised slowly with onions until soft and dark, with smoked pork and sausages warmed through on top.',
      'Il piatto invernale della Germania del Nord: cavolo riccio stufato a lungo con la cipolla finché è morbido e scuro, con carne di maiale e salsicce affumicate scaldate sopra.',
      'Le plat d’hiver du nord de l’Allemagne : du chou kale longuement braisé avec des oignons jusqu’à ce qu’il soit fondant, coiffé de porc fumé et de saucisses fumées réchauffés dessus.',
      'Das norddeutsche Winteressen: Grünkohl, mit Zwiebeln lange und langsam geschmort, mit Kasseler und Mettwurst, die obenauf im Kohl heiß werden.',
    ),
    slots: [
      need('vegetables', ['kale', 'cavolo-nero'], { share: 3 }),
      need('protein', ['kassler', 'mettwurst', 'morteau', 'frankfurter'], { max: 2, share: 0.8 }),
      maybe('fat', ['lardons', 'bacon', 'pancetta'], { share: 0.5, cook: ['pan', 5, 8] }),
      maybe('aromatics', ['onion', 'shallot'], { share: 1.5, cook: ['pan', 5, 8] }),
      maybe('liquid', LIQUID_STOCK, { share: 0.8 }),
      maybe('binder', ['oats', 'all-purpose-flour'], { share: 0.3 }),
      maybe('seasoning', ['nutmeg', 'allspice'], { max: 2 }),
      maybe('base', ['potato'], { share: 1.2 }),
      maybe('sauce', ['mustard']),
    ],
    steps: [
      own(
        T(
          'Strip {items:def} from the tough stalks, wash the leaves well in several changes of water, blanch them in boiling salted water for 2 minutes, drain and chop finely (frozen kale comes ready prepared and goes straight into the pot).',
          'Spoglia {items:def} dalle coste dure, lava bene le foglie in più acque, sbollentale per 2 minuti in acqua bollente salata, scolale e tritale finemente (quello surgelato è già pronto e va direttamente in pentola).',
          'Effeuillez {items:def} en retirant les grosses côtes, lavez soigneusement les feuilles dans plusieurs eaux, blanchissez-les 2 minutes à l’eau bouillante salée, égouttez-les et hachez-les finement (surgelé, il est déjà prêt et va directement dans la cocotte).',
          '{items:acc} von den dicken Stielen streifen, die Blätter in mehreren Wassern gründlich waschen, 2 Minuten in kochendem Salzwasser blanchieren, abtropfen lassen und fein hacken (TK-Grünkohl ist schon vorbereitet und kommt direkt in den Topf).',
        ),
        15,
        'prep',
        { uses: ['vegetables'] },
      ),
      shared('chop', 4, 'prep', { uses: ['aromatics', 'fat'], prep: 'fine' }),
      shared('chop', 4, 'prep', { uses: ['base'], prep: 'chunks' }),
      own(
        T(
          'Fry {items:def} in a large heavy pot over a medium heat until the fat runs, {min} min.',
          'Fai rosolare {items:def} in una pentola capiente dal fondo spesso a fuoco medio, finché il grasso si scioglie, {min} min.',
          'Faites revenir {items:def} dans une grande cocotte à feu moyen jusqu’à ce que le gras fonde, {min} min.',
          '{items:acc} in einem großen, schweren Topf bei mittlerer Hitze auslassen, {min} Min.',
        ),
        5,
        'cook',
        { uses: ['fat'], cooks: ['fat'] },
      ),
      own(
        T(
          'Add {items:def} and soften, stirring, until translucent, {min} min.',
          'Aggiungi {items:def} e fai appassire dolcemente, mescolando, {min} min.',
          'Ajoutez {items:def} et faites suer sans coloration, en remuant, {min} min.',
          '{items:acc} zugeben und unter Rühren glasig dünsten, {min} Min.',
        ),
        5,
        'cook',
        { uses: ['aromatics'], cooks: ['aromatics'], ifRoles: ['fat'] },
      ),
      own(
        T(
          'Heat 2 tablespoons of oil (or lard) in a large heavy pot and soften {items:def}, stirring, until translucent, {min} min.',
          'Scalda 2 cucchiai d’olio (o di strutto) in una pentola capiente dal fondo spesso e fai appassire dolcemente {items:def}, mescolando, {min} min.',
          'Faites chauffer 2 cuillères à soupe d’huile (ou de saindoux) dans une grande cocotte et faites suer {items:def} sans coloration, en remuant, {min} min.',
          '2 Esslöffel Öl (oder Schmalz) in einem großen, schweren Topf erhitzen und {items:acc} darin unter Rühren glasig dünsten, {min} Min.',
        ),
        5,
        'cook',
        { uses: ['aromatics'], cooks: ['aromatics'], unless: ['fat'] },
      ),
      own(
        T(
          'Add {items:def} and stir for {min} min so it is coated in the fat.',
          'Aggiungi {items:def} e mescola per {min} min, perché si insaporisca nel condimento.',
          'Ajoutez {items:def} et remuez pendant {min} min pour bien l’enrober de matière grasse.',
          '{items:acc} zugeben und {min} Min. im Fett wenden.',
        ),
        3,
        'cook',
        { uses: ['vegetables'], ifRoles: ['fat', 'aromatics'] },
      ),
      own(
        T(
          'Heat 2 tablespoons of oil (or lard) in a large heavy pot, add {items:def} and stir for {min} min so it is coated in the fat.',
          'Scalda 2 cucchiai d’olio (o di strutto) in una pentola capiente dal fondo spesso, aggiungi {items:def} e mescola per {min} min, perché si insaporisca nel condimento.',
          'Faites chauffer 2 cuillères à soupe d’huile (ou de saindoux) dans une grande cocotte, ajoutez {items:def} et remuez pendant {min} min pour bien l’enrober de matière grasse.',
          '2 Esslöffel Öl (oder Schmalz) in einem großen, schweren Topf erhitzen, {items:acc} zugeben und {min} Min. im Fett wenden.',
        ),
        3,
        'cook',
        { uses: ['vegetables'], unless: ['fat', 'aromatics'] },
      ),
      own(
        T(
          'Pour in {items:def} to come about halfway up the kale, bring to the boil, then cover and braise over a low heat for at least {min} min, stirring now and then and adding a splash of water if it starts to catch.',
          'Versa {items:def} fino a metà altezza del cavolo, porta a bollore, poi copri e lascia stufare a fuoco basso per almeno {min} min, mescolando ogni tanto e aggiungendo un goccio d’acqua se comincia ad attaccarsi.',
          'Versez {items:def} jusqu’à mi-hauteur du chou, portez à ébullition, puis couvrez et laissez braiser à feu doux au moins {min} min, en remuant de temps en temps et en ajoutant un peu d’eau si ça commence à attacher.',
          '{items:acc} angießen, bis der Kohl etwa zur Hälfte bedeckt ist, aufkochen, dann zugedeckt bei schwacher Hitze mindestens {min} Min. schmoren; gelegentlich umrühren und etwas Wasser nachgießen, falls er ansetzt.',
        ),
        45,
        'cook',
        { uses: ['liquid'] },
      ),
      own(
        T(
          'Pour in water to come about halfway up the kale, season with salt, bring to the boil, then cover and braise over a low heat for at least {min} min, stirring now and then and adding a splash of water if it starts to catch.',
          'Versa acqua fino a metà altezza del cavolo, sala, porta a bollore, poi copri e lascia stufare a fuoco basso per almeno {min} min, mescolando ogni tanto e aggiungendo un goccio d’acqua se comincia ad attaccarsi.',
          'Versez de l’eau jusqu’à mi-hauteur du chou, salez, portez à ébullition, puis couvrez et laissez braiser à feu doux au moins {min} min, en remuant de temps en temps et en ajoutant un peu d’eau si ça commence à attacher.',
          'So viel Wasser angießen, dass der Kohl etwa zur Hälfte bedeckt ist, salzen, aufkochen, dann zugedeckt bei schwacher Hitze mindestens {min} Min. schmoren; gelegentlich umrühren und etwas Wasser nachgießen, falls er ansetzt.',
        ),
        45,
        'cook',
        { unless: ['liquid'] },
      ),
      own(
        T(
          'Sprinkle {items:def} over the kale and stir in well to bind the juices while the kale finishes cooking.',
          'Spolvera il cavolo con {items:def} e mescola bene: legherà il fondo di cottura mentre il cavolo finisce di cuocere.',
          'Saupoudrez le chou {items:de} et mélangez bien : cela liera le jus pendant la fin de la cuisson.',
          '{items:acc} über den Kohl streuen und gut unterrühren: So bindet der Kohl während der restlichen Garzeit.',
        ),
        1,
        'cook',
        { uses: ['binder'] },
      ),
      own(
        T(
          'Meanwhile, put {items:def} in a pan of cold salted water, bring to the boil and simmer until tender, about 20 minutes, then drain.',
          'Intanto metti {items:def} in una pentola di acqua fredda salata, porta a bollore e lessale finché sono tenere, circa 20 minuti, poi scolale.',
          'Pendant ce temps, mettez {items:def} dans une casserole d’eau froide salée, portez à ébullition et laissez cuire jusqu’à ce qu’elles soient tendres, environ 20 minutes, puis égouttez-les.',
          'Inzwischen {items:acc} in einem Topf mit kaltem Salzwasser aufsetzen, aufkochen und in etwa 20 Minuten weich garen, dann abgießen.',
        ),
        2,
        'cook',
        { uses: ['base'] },
      ),
      own(
        T(
          'Lay {items:def} on top of the kale, cover again and leave to heat through over a low heat, {min} min.',
          'Adagia {items:def} sopra il cavolo, copri di nuovo e lascia scaldare a fuoco basso, {min} min.',
          'Posez {items:def} sur le chou, couvrez à nouveau et laissez chauffer à feu doux, {min} min.',
          '{items:acc} auf den Kohl legen, wieder zudecken und bei schwacher Hitze heiß werden lassen, {min} Min.',
        ),
        30,
        'cook',
        { uses: ['protein'] },
      ),
      own(
        T(
          'Lift out the meat and slice it thickly. Season the kale with {items:def}, salt and pepper.',
          'Togli la carne dalla pentola e tagliala a fette spesse. Insaporisci il cavolo con {items:def}, sale e pepe.',
          'Sortez la viande et coupez-la en tranches épaisses. Assaisonnez le chou avec {items:def}, du sel et du poivre.',
          'Das Fleisch herausnehmen und in dicke Scheiben schneiden. Den Kohl mit {items:dat}, Salz und Pfeffer abschmecken.',
        ),
        2,
        'cook',
        { uses: ['seasoning'] },
      ),
      own(
        T(
          'Lift out the meat and slice it thickly. Season the kale with salt and pepper.',
          'Togli la carne dalla pentola e tagliala a fette spesse. Regola il cavolo di sale e pepe.',
          'Sortez la viande et coupez-la en tranches épaisses. Salez et poivrez le chou.',
          'Das Fleisch herausnehmen und in dicke Scheiben schneiden. Den Kohl mit Salz und Pfeffer abschmecken.',
        ),
        2,
        'cook',
        { unless: ['seasoning'] },
      ),
      own(
        T(
          'Serve the kale hot with the meat on top, with {items:def}.',
          'Servi il cavolo ben caldo con la carne sopra, accompagnato {items:da}.',
          'Servez le chou bien chaud, la viande posée dessus, avec {items:def}.',
          'Den Kohl heiß mit dem Fleisch obenauf anrichten und mit {items:dat} servieren.',
        ),
        1,
        'cook',
        { uses: ['base', 'sauce'] },
      ),
      own(
        T(
          'Serve the kale hot with the meat on top.',
          'Servi il cavolo ben caldo con la carne sopra.',
          'Servez le chou bien chaud, la viande posée dessus.',
          'Den Kohl heiß mit dem Fleisch obenauf servieren.',
        ),
        1,
        'cook',
        { unless: ['base', 'sauce'] },
      ),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
    tip: T(
      'Grünkohl is even better reheated the next day, and fresh kale gains from another half hour in the pot; in the north it is eaten only after the first frost, which makes the leaves sweeter.',
      'Il Grünkohl è ancora più buono riscaldato il giorno dopo, e il cavolo fresco guadagna da un’altra mezz’ora di cottura; al Nord si mangia solo dopo la prima gelata, che rende le foglie più dolci.',
      'Le Grünkohl est encore meilleur réchauffé le lendemain, et le chou frais gagne à mijoter une demi-heure de plus ; dans le Nord, on ne le mange qu’après les premières gelées, qui adoucissent les feuilles.',
      'Grünkohl schmeckt aufgewärmt am nächsten Tag noch besser, und frischer Kohl verträgt gut eine halbe Stunde mehr im Topf; im Norden isst man ihn erst nach dem ersten Frost, der die Blätter süßer macht.',
    ),
  }),
  dish({
    id: 'spargel-mit-sauce-hollandaise',
    family: 'side',
    course: 'main',
    cuisine: 'german',
    difficulty: 'medium',
    names: {
      en: 'White asparagus with ham, new potatoes and hollandaise',
      it: 'Asparagi bianchi con prosciutto, patate novelle e salsa olandese',
      fr: 'Asperges blanches sauce hollandaise, jambon et pommes de terre nouvelles',
      de: 'Spargel mit Schinken, neuen Kartoffeln und Sauce hollandaise',
    },
    aliases: {
      en: [
        'asparagus with hollandaise',
        'white asparagus with hollandaise sauce',
        'Spargel with hollandaise',
      ],
      it: ['asparagi con salsa olandese', 'asparagi bianchi alla tedesca'],
      fr: ['asperges sauce hollandaise', 'asperges blanches à l’allemande'],
      de: [
        'Spargel mit Sauce hollandaise',
        'Spargel klassisch',
        'Spargel mit Schinken und Kartoffeln',
        'Stangenspargel mit Hollandaise',
      ],
    },
    description: T(
      'Germany’s spring ritual: peeled white asparagus simmered until tender, with new potatoes, ham and a hollandaise whisked from egg yolks and butter.',
      'Il rito tedesco della primavera: asparagi bianchi pelati e cotti finché sono teneri, con patate novelle, prosciutto e una salsa olandese montata con tuorli e burro.',
      'Le rituel printanier allemand : des asperges blanches épluchées et cuites jusqu’à être tendres, avec des pommes de terre nouvelles, du jambon et une hollandaise montée aux jaunes d’œufs et au beurre.',
      'Das deutsche Frühlingsritual: geschälter weißer Spargel, zart gegart, mit neuen Kartoffeln, Schinken und einer aus Eigelb und Butter aufgeschlagenen Sauce hollandaise.',
    ),
    slots: [
      need('vegetables', ['white-asparagus'], { share: 2, cook: ['simmer', 12, 20] }),
      need('protein', ['prosciutto', 'cooked-ham', 'speck'], { share: 1.5 }),
      need('base', ['potato'], { share: 1.2 }),
      need('egg', ['egg', 'egg-yolk'], { share: 0.6 }),
      need('fat', ['butter', 'clarified-butter'], { share: 5 }),
      maybe('seasoning', ['lemon']),
      maybe('sweet', ['sugar'], { share: 0.2 }),
      maybe('herb', ['parsley', 'chives']),
    ],
    steps: [
      own(
        T(
          'Peel {items:def} thoroughly with a vegetable peeler, from just below the tips down to the ends, and cut off the woody ends.',
          'Pela accuratamente {items:def} con un pelapatate, da appena sotto la punta fino alla base, ed elimina la parte finale legnosa.',
          'Épluchez soigneusement {items:def} à l’économe, de juste sous la pointe jusqu’à la base, et coupez l’extrémité ligneuse.',
          '{items:acc} mit einem Sparschäler vom Kopf abwärts sorgfältig schälen und die holzigen Enden abschneiden.',
        ),
        12,
        'prep',
        { uses: ['vegetables'] },
      ),
      own(
        T(
          'Scrub {items:def} under running water; new potatoes can keep their thin skins.',
          'Lava bene {items:def} sotto l’acqua corrente strofinando la buccia: le patate novelle si cuociono con la loro buccia sottile.',
          'Brossez {items:def} sous l’eau courante : les pommes de terre nouvelles gardent leur fine peau.',
          '{items:acc} unter fließendem Wasser abbürsten; neue Kartoffeln behalten ihre dünne Schale.',
        ),
        3,
        'prep',
        { uses: ['base'] },
      ),
      shared('chop', 2, 'prep', { uses: ['herb'], prep: 'fine' }),
      own(
        T(
          'Arrange {items:def} loosely on a serving plate.',
          'Disponi {items:def} in modo morbido su un piatto da portata.',
          'Disposez joliment {items:def} sur un plat de service.',
          '{items:acc} locker auf einer Platte anrichten.',
        ),
        2,
        'prep',
        { uses: ['protein'] },
      ),
      own(
        T(
          'Put {items:def} in a pan of cold salted water, bring to the boil and simmer until tender, about 20 minutes, while you get on with the rest.',
          'Metti {items:def} in una pentola di acqua fredda salata, porta a bollore e cuoci finché sono tenere, circa 20 minuti, mentre prepari il resto.',
          'Mettez {items:def} dans une casserole d’eau froide salée, portez à ébullition et laissez cuire jusqu’à ce qu’elles soient tendres, environ 20 minutes, pendant que vous préparez le reste.',
          '{items:acc} in einem Topf mit kaltem Salzwasser aufsetzen, aufkochen und in etwa 20 Minuten weich garen; in der Zwischenzeit den Rest zubereiten.',
        ),
        5,
        'cook',
        { uses: ['base'] },
      ),
      own(
        T(
          'Bring plenty of water to the boil in a wide pan with a teaspoon of salt and {items:def}, {min} min.',
          'In una pentola larga porta a bollore abbondante acqua con un cucchiaino di sale e {items:def}, {min} min.',
          'Dans une grande sauteuse, portez à ébullition beaucoup d’eau avec une cuillère à café de sel et {items:def}, {min} min.',
          'In einem breiten Topf reichlich Wasser mit einem Teelöffel Salz und {items:dat} aufkochen, {min} Min.',
        ),
        5,
        'cook',
        { uses: ['sweet'] },
      ),
      own(
        T(
          'Bring plenty of water to the boil in a wide pan with a teaspoon of salt, {min} min.',
          'In una pentola larga porta a bollore abbondante acqua con un cucchiaino di sale, {min} min.',
          'Dans une grande sauteuse, portez à ébullition beaucoup d’eau avec une cuillère à café de sel, {min} min.',
          'In einem breiten Topf reichlich Wasser mit einem Teelöffel Salz aufkochen, {min} Min.',
        ),
        5,
        'cook',
        { unless: ['sweet'] },
      ),
      own(
        T(
          'For the hollandaise, melt {items:def} in a small pan over a low heat and keep it warm.',
          'Per la salsa olandese, fai fondere {items:def} in un pentolino a fuoco basso e tienilo al caldo.',
          'Pour la hollandaise, faites fondre {items:def} à feu doux dans une petite casserole et gardez-le au chaud.',
          'Für die Sauce hollandaise {items:acc} in einem kleinen Topf bei schwacher Hitze schmelzen und warm halten.',
        ),
        2,
        'cook',
        { uses: ['fat'] },
      ),
      own(
        T(
          'Separate {items:def}, putting {eggs:the yolk|the yolks} in a heatproof bowl; keep {eggs:the white|the whites} for another dish.',
          'Separa {items:def} e metti {eggs:il tuorlo|i tuorli} in una ciotola resistente al calore; tieni da parte {eggs:l’albume|gli albumi} per un’altra ricetta.',
          'Séparez {items:def} et mettez {eggs:le jaune|les jaunes} dans un bol résistant à la chaleur ; réservez {eggs:le blanc|les blancs} pour une autre recette.',
          '{items:acc} trennen und {eggs:das Eigelb|die Eigelbe} in eine hitzebeständige Schüssel geben; {eggs:das Eiweiß|die Eiweiße} für ein anderes Gericht aufheben.',
        ),
        2,
        'cook',
        { uses: ['egg'], ifKinds: ['egg'] },
      ),
      own(
        T(
          'Put {items:def} in a heatproof bowl.',
          'Metti {items:def} in una ciotola resistente al calore.',
          'Mettez {items:def} dans un bol résistant à la chaleur.',
          '{items:acc} in eine hitzebeständige Schüssel geben.',
        ),
        1,
        'cook',
        { uses: ['egg'], unlessKinds: ['egg'] },
      ),
      own(
        T(
          'Add a tablespoon of water per yolk and whisk over a pan of barely simmering water (the bowl must not touch the water) until the mixture is thick, pale and foamy and leaves a trail, {min} min.',
          'Aggiungi un cucchiaio d’acqua per ogni tuorlo e monta a bagnomaria su acqua appena sobbollente (la ciotola non deve toccare l’acqua) finché il composto è denso, chiaro e spumoso e fa il nastro, {min} min.',
          'Ajoutez une cuillère à soupe d’eau par jaune et fouettez au bain-marie, au-dessus d’une eau à peine frémissante (le bol ne doit pas toucher l’eau), jusqu’à ce que le mélange soit épais, pâle et mousseux et fasse le ruban, {min} min.',
          'Pro Eigelb einen Esslöffel Wasser zugeben und alles über einem Topf mit knapp siedendem Wasser (die Schüssel darf das Wasser nicht berühren) dick und hellschaumig aufschlagen, bis der Schneebesen eine Spur hinterlässt, {min} Min.',
        ),
        5,
        'cook',
      ),
      own(
        T(
          'Take the bowl off the heat and whisk in the melted butter, a few drops at first and then in a thin stream, until the sauce is thick and glossy.',
          'Togli la ciotola dal bagnomaria e incorpora il burro fuso sbattendo sempre, prima a gocce e poi a filo, finché la salsa è densa e lucida.',
          'Retirez le bol du bain-marie et incorporez le beurre fondu en fouettant, d’abord goutte à goutte puis en filet, jusqu’à ce que la sauce soit épaisse et brillante.',
          'Die Schüssel vom Wasserbad nehmen und die flüssige Butter unter ständigem Schlagen erst tropfenweise, dann in dünnem Strahl einrühren, bis die Sauce dick und glänzend ist.',
        ),
        3,
        'cook',
      ),
      own(
        T(
          'Season with salt, pepper and a few drops of juice from {items:def}, then keep the sauce warm over the water, off the heat, whisking now and then: if it gets too hot, it splits.',
          'Regola di sale e pepe, aggiungi qualche goccia di succo {items:di} e tieni la salsa in caldo sul bagnomaria a fuoco spento, mescolando ogni tanto: se si scalda troppo, impazzisce.',
          'Salez, poivrez, ajoutez quelques gouttes de jus {items:de} et gardez la sauce au chaud sur le bain-marie, hors du feu, en fouettant de temps en temps : si elle chauffe trop, elle tranche.',
          'Mit Salz, Pfeffer und ein paar Tropfen Saft {items:von} abschmecken und die Sauce über dem Wasserbad ohne Hitze warm halten, dabei ab und zu durchschlagen: Wird sie zu heiß, gerinnt sie.',
        ),
        1,
        'cook',
        { uses: ['seasoning'] },
      ),
      own(
        T(
          'Season with salt and pepper, then keep the sauce warm over the water, off the heat, whisking now and then: if it gets too hot, it splits.',
          'Regola di sale e pepe e tieni la salsa in caldo sul bagnomaria a fuoco spento, mescolando ogni tanto: se si scalda troppo, impazzisce.',
          'Salez, poivrez et gardez la sauce au chaud sur le bain-marie, hors du feu, en fouettant de temps en temps : si elle chauffe trop, elle tranche.',
          'Mit Salz und Pfeffer abschmecken und die Sauce über dem Wasserbad ohne Hitze warm halten, dabei ab und zu durchschlagen: Wird sie zu heiß, gerinnt sie.',
        ),
        1,
        'cook',
        { unless: ['seasoning'] },
      ),
      own(
        T(
          'Lay {items:def} in the boiling water and simmer gently, {min} min: a knife should slide easily into the thick end.',
          'Immergi {items:def} nell’acqua bollente e cuoci a fuoco dolce, {min} min: la punta di un coltello deve entrare facilmente nella parte più spessa.',
          'Plongez {items:def} dans l’eau bouillante et laissez cuire à petit frémissement, {min} min : la pointe d’un couteau doit s’enfoncer facilement dans la partie la plus épaisse.',
          '{items:acc} in das kochende Wasser legen und bei schwacher Hitze garen, {min} Min.: Ein Messer muss sich am dicken Ende leicht einstechen lassen.',
        ),
        12,
        'cook',
        { uses: ['vegetables'], cooks: ['vegetables'] },
      ),
      own(
        T(
          'Drain the potatoes and toss them with {items:def}.',
          'Scola le patate e condiscile con {items:def}.',
          'Égouttez les pommes de terre et mélangez-les avec {items:def}.',
          'Die Kartoffeln abgießen und in {items:dat} schwenken.',
        ),
        1,
        'cook',
        { uses: ['herb'] },
      ),
      own(
        T(
          'Drain the potatoes.',
          'Scola le patate.',
          'Égouttez les pommes de terre.',
          'Die Kartoffeln abgießen.',
        ),
        1,
        'cook',
        { unless: ['herb'] },
      ),
      own(
        T(
          'Lift the asparagus out with a slotted spoon, let it drain and serve at once with the potatoes, the ham and the hollandaise.',
          'Scola gli asparagi con una schiumarola e servili subito con le patate, il prosciutto e la salsa olandese.',
          'Sortez les asperges à l’écumoire, égouttez-les et servez aussitôt avec les pommes de terre, le jambon et la sauce hollandaise.',
          'Den Spargel mit einer Schaumkelle herausheben, abtropfen lassen und sofort mit den Kartoffeln, dem Schinken und der Sauce hollandaise servieren.',
        ),
        1,
        'cook',
      ),
    ],
    staples: ['salt', 'pepper', 'water'],
    tip: T(
      'Boil the peelings and woody ends in the water for 10 minutes and lift them out before the asparagus goes in: it then cooks in its own flavour, and the water makes the base of a good soup.',
      'Fai bollire le bucce e le parti legnose nell’acqua per 10 minuti e toglile prima di immergere gli asparagi: così cuociono nel loro stesso profumo, e l’acqua è un’ottima base per una vellutata.',
      'Faites bouillir les épluchures et les extrémités ligneuses 10 minutes dans l’eau et retirez-les avant d’y plonger les asperges : elles cuisent ainsi dans leur propre parfum, et l’eau fait une excellente base de velouté.',
      'Schalen und Enden 10 Minuten im Wasser auskochen und herausnehmen, bevor der Spargel hineinkommt: So gart er im eigenen Aroma, und das Wasser ist die Grundlage für eine gute Spargelsuppe.',
    ),
  }),
];

// ── French ──

const FRENCH: DishData[] = [
  dish({
    id: 'tarte-normande',
    family: 'tart',
    course: 'dessert',
    cuisine: 'french',
    difficulty: 'easy',
    names: {
      en: 'Normandy apple tart',
      it: 'Torta di mele normanna',
      fr: 'Tarte normande',
      de: 'Normannische Apfeltarte',
    },
    aliases: {
      en: ['tarte normande', 'French apple custard tart', 'apple and cream tart'],
      it: ['tarte normande', 'crostata di mele alla normanna', 'torta normanna'],
      fr: ['tarte normande aux pommes', 'tarte aux pommes à la normande', 'tarte aux pommes à la crème'],
      de: ['Tarte normande', 'Apfeltarte mit Guss', 'Normannischer Apfelkuchen'],
    },
    description: T(
      'The apple tart of Normandy: apples baked in shortcrust pastry under a custard of eggs, cream and sugar, often laced with calvados.',
      'La torta di mele della Normandia: mele cotte in un guscio di pasta brisée sotto una crema di uova, panna e zucchero, spesso profumata al calvados.',
      'La tarte aux pommes de Normandie : des pommes cuites sur une pâte brisée, nappées d’un appareil aux œufs, à la crème et au sucre, souvent relevé d’un trait de calvados.',
      'Die Apfeltarte aus der Normandie: Äpfel auf Mürbeteig, unter einem Guss aus Eiern, Sahne und Zucker gebacken, oft mit einem Schuss Calvados.',
    ),
    slots: [
      need('pastry', ['shortcrust-pastry'], { share: 0.7 }),
      need('fruit', ['apple'], { share: 0.7 }),
      need('egg', ['egg'], { share: 0.17, cook: ['bake', 25, 35] }),
      need('dairy', CREAM, { share: 0.9 }),
      need('sweet', ['sugar', 'brown-sugar'], { share: 1.3 }),
      maybe('seasoning', ['cinnamon', 'vanilla-sugar', 'vanilla-extract'], { max: 2 }),
      maybe('liquid', ['brandy'], { share: 0.5 }),
      maybe('fat', ['butter'], { share: 0.3 }),
    ],
    steps: [
      oven(200, 180),
      own(
        T(
          'Line a tart tin with {items:def}, trim the edges and prick the base all over with a fork; chill while you prepare the apples.',
          'Fodera uno stampo da crostata con {items:def}, rifila i bordi e bucherella il fondo con una forchetta; tieni in frigo mentre prepari le mele.',
          'Foncez un moule à tarte avec {items:def}, coupez l’excédent sur les bords et piquez le fond à la fourchette ; réservez au frais le temps de préparer les pommes.',
          'Eine Tarteform mit {items:dat} auslegen, den überstehenden Rand abschneiden und den Boden mehrmals mit einer Gabel einstechen; kalt stellen, während die Äpfel vorbereitet werden.',
        ),
        4,
        'prep',
        { uses: ['pastry'] },
      ),
      own(
        T(
          'Peel and core {items:def} and cut into eighths.',
          'Sbuccia {items:def}, elimina il torsolo e taglia ogni mela in otto spicchi.',
          'Épluchez {items:def}, retirez le cœur et coupez chaque pomme en huit quartiers.',
          '{items:acc} schälen, entkernen und in Achtel schneiden.',
        ),
        8,
        'prep',
        { uses: ['fruit'] },
      ),
      own(
        T(
          'Arrange the apple pieces in the pastry case in a tight rosette and dot with {items:def}.',
          'Disponi gli spicchi di mela nel guscio di pasta a raggiera, ben stretti, e distribuisci sopra {items:def} a fiocchetti.',
          'Disposez les quartiers de pomme en rosace bien serrée sur le fond de tarte et répartissez {items:def} en parcelles.',
          'Die Apfelspalten dicht an dicht als Rosette auf dem Teigboden verteilen und {items:acc} in Flöckchen daraufsetzen.',
        ),
        4,
        'prep',
        { uses: ['fat'] },
      ),
      own(
        T(
          'Arrange the apple pieces in the pastry case in a tight rosette.',
          'Disponi gli spicchi di mela nel guscio di pasta a raggiera, ben stretti.',
          'Disposez les quartiers de pomme en rosace bien serrée sur le fond de tarte.',
          'Die Apfelspalten dicht an dicht als Rosette auf dem Teigboden verteilen.',
        ),
        4,
        'prep',
        { unless: ['fat'] },
      ),
      own(
        T(
          'Bake for {min} min, until the pastry starts to colour and the apples have softened a little.',
          'Inforna per {min} min, finché la pasta comincia a colorirsi e le mele si sono un po’ ammorbidite.',
          'Enfournez pour {min} min, jusqu’à ce que la pâte commence à dorer et que les pommes aient un peu ramolli.',
          '{min} Min. backen, bis der Teig leicht Farbe nimmt und die Äpfel etwas weicher geworden sind.',
        ),
        15,
        'cook',
      ),
      own(
        T(
          'Meanwhile whisk {items:def} in a bowl until smooth.',
          'Intanto sbatti in una ciotola {items:def} fino a ottenere una crema liscia.',
          'Pendant ce temps, fouettez {items:def} dans un saladier jusqu’à obtenir un mélange lisse.',
          'Inzwischen {items:acc} in einer Schüssel glatt verquirlen.',
        ),
        3,
        'prep',
        { uses: ['egg', 'sweet', 'dairy', 'seasoning', 'liquid'] },
      ),
      own(
        T(
          'Pour the custard over the apples and bake until it is set and golden, {min} min.',
          'Versa la crema sulle mele e inforna di nuovo finché è rappresa e dorata, {min} min.',
          'Versez l’appareil sur les pommes et enfournez à nouveau jusqu’à ce qu’il soit pris et doré, {min} min.',
          'Den Guss über die Äpfel gießen und weiterbacken, bis er gestockt und goldbraun ist, {min} Min.',
        ),
        25,
        'cook',
        { cooks: ['egg'] },
      ),
      own(
        T(
          'Leave to cool for at least {min} min and serve warm or at room temperature.',
          'Lascia intiepidire almeno {min} min e servi tiepida o a temperatura ambiente.',
          'Laissez refroidir au moins {min} min et servez tiède ou à température ambiante.',
          'Mindestens {min} Min. abkühlen lassen und lauwarm oder zimmerwarm servieren.',
        ),
        15,
        'cook',
      ),
    ],
    staples: [],
    tip: T(
      'A spoonful of calvados (or brandy) in the custard is what makes it Norman; choose apples that hold their shape, such as Boskoop or Reinette.',
      'Un cucchiaio di calvados (o di brandy) nella crema è ciò che la rende normanna; scegli mele che tengono la forma in cottura, come le renette.',
      'Une cuillerée de calvados dans l’appareil, et la tarte devient vraiment normande ; choisissez des pommes qui se tiennent à la cuisson, comme la reinette ou la boskoop.',
      'Erst ein Löffel Calvados (oder Weinbrand) im Guss macht sie normannisch; Äpfel nehmen, die beim Backen ihre Form behalten, etwa Boskoop oder Renette.',
    ),
  }),
];

// ── Italian ──

const ITALIAN: DishData[] = [
  dish({
    id: 'salsiccia-e-friarielli',
    family: 'pan-fry',
    course: 'main',
    cuisine: 'italian',
    difficulty: 'easy',
    names: {
      en: 'Salsiccia e friarielli',
      it: 'Salsiccia e friarielli',
      fr: 'Salsiccia e friarielli',
      de: 'Salsiccia e friarielli',
    },
    aliases: {
      en: ['sausage and broccoli rabe', 'sausages with friarielli', 'sausages with rapini'],
      it: ['salsicce e friarielli', 'salsiccia e cime di rapa', 'salsicce e broccoletti'],
      fr: ['saucisses aux brocolis-raves', 'saucisses et friarielli'],
      de: ['Salsiccia mit Friarielli', 'Salsiccia mit Cime di Rapa', 'Bratwurst mit Stängelkohl'],
    },
    description: T(
      'The Neapolitan classic: pork sausages browned in the pan and tossed with friarielli braised in olive oil, garlic and chilli.',
      'Il grande classico napoletano: salsicce di maiale rosolate in padella e insaporite con i friarielli stufati in olio, aglio e peperoncino.',
      'Le grand classique napolitain : des saucisses de porc dorées à la poêle, puis mêlées aux friarielli fondus à l’huile d’olive, à l’ail et au piment.',
      'Der neapolitanische Klassiker: Schweinswürste, in der Pfanne gebräunt und mit Friarielli vermengt, die in Olivenöl mit Knoblauch und Chili geschmort wurden.',
    ),
    slots: [
      need('protein', ['pork-sausage'], { share: 1.2, cook: ['pan', 15, 20] }),
      need('vegetables', ['broccoli-rabe'], { share: 2 }),
      maybe('aromatics', ['garlic']),
      maybe('seasoning', ['chili-pepper', 'dried-chilies', 'chili-flakes']),
      maybe('liquid', ['white-wine']),
      maybe('bread', BREAD),
    ],
    steps: [
      own(
        T(
          'Pick over {items:def}: discard the tough stalks and any yellowed leaves, keeping the tender leaves, tips and little florets, and wash them in plenty of cold water; drain but do not dry them.',
          'Monda {items:def}: elimina i gambi duri e le foglie ingiallite, tenendo le foglie tenere, le cime e le infiorescenze, poi lavale in abbondante acqua fredda e scolale senza asciugarle.',
          'Épluchez {items:def} : retirez les tiges dures et les feuilles jaunies en gardant les feuilles tendres, les pointes et les petits bouquets, puis lavez le tout à grande eau et égouttez sans sécher.',
          '{items:acc} putzen: harte Stiele und gelbe Blätter entfernen, die zarten Blätter, Spitzen und Röschen behalten, in reichlich kaltem Wasser gründlich waschen und nur abtropfen lassen, nicht trocknen.',
        ),
        12,
        'prep',
        { uses: ['vegetables'] },
      ),
      shared('chop', 3, 'prep', { uses: ['aromatics', 'seasoning'], prep: 'slices' }),
      own(
        T(
          'Prick {items:def} here and there with a fork.',
          'Bucherella {items:def} qua e là con una forchetta.',
          'Piquez {items:def} par endroits avec une fourchette.',
          '{items:acc} mit einer Gabel rundherum einstechen.',
        ),
        1,
        'prep',
        { uses: ['protein'] },
      ),
      own(
        T(
          'Brown {items:def} in a large frying pan with a drizzle of olive oil and a few tablespoons of water over a medium heat, turning often, until golden all over and cooked through, {min} min.',
          'Rosola {items:def} in una padella larga con un filo d’olio e qualche cucchiaio d’acqua a fuoco medio, girando spesso, fino a doratura uniforme e cottura completa all’interno, {min} min.',
          'Faites dorer {items:def} dans une grande poêle avec un filet d’huile d’olive et quelques cuillerées d’eau, à feu moyen, en les retournant souvent, jusqu’à ce qu’elles soient dorées de tous côtés et cuites à cœur, {min} min.',
          '{items:acc} in einer großen Pfanne mit einem Schuss Olivenöl und ein paar Esslöffeln Wasser bei mittlerer Hitze unter häufigem Wenden rundherum goldbraun und gar braten, {min} Min.',
        ),
        15,
        'cook',
        { uses: ['protein'], cooks: ['protein'] },
      ),
      own(WINE_AWAY, 2, 'cook', { uses: ['liquid'] }),
      own(
        T(
          'Lift the sausages out onto a plate, leaving the fat in the pan.',
          'Trasferisci la salsiccia su un piatto, lasciando il fondo nella padella.',
          'Réservez les saucisses sur une assiette en laissant la graisse dans la poêle.',
          'Die Würste auf einen Teller heben, das Fett in der Pfanne lassen.',
        ),
        1,
        'cook',
      ),
      own(
        T(
          'Add a drizzle of olive oil to the pan and fry {items:def} gently until fragrant, {min} min.',
          'Aggiungi nella padella un filo d’olio e fai soffriggere dolcemente {items:def} finché profuma, {min} min.',
          'Ajoutez un filet d’huile d’olive dans la poêle et faites revenir doucement {items:def} jusqu’à ce que le parfum se dégage, {min} min.',
          'Einen Schuss Olivenöl in die Pfanne geben und {items:acc} darin sanft anschwitzen, bis es duftet, {min} Min.',
        ),
        1,
        'cook',
        { uses: ['aromatics', 'seasoning'] },
      ),
      own(
        T(
          'Add {items:def} to the pan still wet from washing, season with salt, cover and cook over a medium heat, stirring now and then, until tender, {min} min.',
          'Metti nella padella {items:def} ancora bagnate, sala, copri e cuoci a fuoco medio, mescolando ogni tanto, finché sono tenere, {min} min.',
          'Mettez dans la poêle {items:def}, avec l’eau de lavage restée sur les feuilles, salez, couvrez et laissez cuire à feu moyen en remuant de temps en temps, jusqu’à ce que les feuilles soient tendres, {min} min.',
          '{items:acc} tropfnass in die Pfanne geben, salzen, zudecken und bei mittlerer Hitze unter gelegentlichem Rühren weich dünsten, {min} Min.',
        ),
        15,
        'cook',
        { uses: ['vegetables'] },
      ),
      own(
        T(
          'Return the sausages to the pan, turn them in the greens and cook together, uncovered, for {min} min so the flavours mingle.',
          'Rimetti la salsiccia nella padella, mescola con le verdure e lascia insaporire tutto insieme, senza coperchio, per {min} min.',
          'Remettez les saucisses dans la poêle, mélangez-les aux légumes et laissez cuire ensemble à découvert pendant {min} min, pour que les saveurs se mêlent.',
          'Die Würste zurück in die Pfanne geben, mit dem Gemüse vermengen und ohne Deckel noch {min} Min. zusammen garen, damit sich die Aromen verbinden.',
        ),
        5,
        'cook',
      ),
      own(SERVE_HOT_WITH, 1, 'cook', { uses: ['bread'] }),
      own(SERVE_HOT, 1, 'cook', { unless: ['bread'] }),
    ],
    staples: ['oil', 'salt', 'water'],
    tip: T(
      'In Naples the friarielli go into the pan raw, without blanching, so they keep their pleasant bitterness; stuffed into a crusty roll with the sausage, they make the city’s favourite sandwich.',
      'A Napoli i friarielli vanno in padella crudi, senza sbollentarli, così conservano il loro gradevole amarognolo; dentro un panino croccante con la salsiccia diventano il panino più amato della città.',
      'À Naples, les friarielli vont crus dans la poêle, sans être blanchis, pour garder leur agréable amertume ; glissés avec la saucisse dans un petit pain croustillant, ils font le sandwich préféré de la ville.',
      'In Neapel kommen die Friarielli roh, ohne Blanchieren, in die Pfanne und behalten so ihre angenehme Bitterkeit; mit der Wurst in ein knuspriges Brötchen gesteckt, sind sie das Lieblingsbrötchen der Stadt.',
    ),
  }),
  dish({
    id: 'merluzzo-alla-livornese',
    family: 'stew',
    course: 'main',
    cuisine: 'italian',
    difficulty: 'easy',
    names: {
      en: 'Cod alla livornese',
      it: 'Merluzzo alla livornese',
      fr: 'Cabillaud à la livournaise',
      de: 'Kabeljau nach Livorneser Art',
    },
    aliases: {
      en: ['Livorno-style cod', 'cod with tomatoes, olives and capers', 'fish alla livornese'],
      it: [
        'filetti di merluzzo alla livornese',
        'pesce alla livornese',
        'nasello alla livornese',
        'merluzzo con pomodoro, olive e capperi',
      ],
      fr: ['poisson à la livournaise', 'cabillaud à la tomate, aux olives et aux câpres'],
      de: ['Fisch nach Livorneser Art', 'Kabeljau in Tomatensauce mit Oliven und Kapern'],
    },
    description: T(
      'A favourite of the Tuscan coast: white fish fillets simmered in a tomato sauce with garlic and parsley, often with olives and capers too.',
      'Un classico della costa toscana: filetti di pesce bianco cotti in un sugo di pomodoro con aglio e prezzemolo, spesso arricchito da olive e capperi.',
      'Un classique de la côte toscane : des filets de poisson blanc mijotés dans une sauce tomate à l’ail et au persil, souvent relevée d’olives et de câpres.',
      'Ein Klassiker der toskanischen Küste: weiße Fischfilets, in einer Tomatensauce mit Knoblauch und Petersilie gegart, oft auch mit Oliven und Kapern.',
    ),
    slots: [
      need('protein', ['cod', 'hake', 'pollock', 'haddock'], { share: 1.2, cook: ['simmer', 8, 12] }),
      need('sauce', ['canned-tomatoes', 'cherry-tomato', 'passata', 'plum-tomato', 'tomato'], {
        share: 2,
        cook: ['simmer', 10, 20],
      }),
      maybe('aromatics', ['garlic']),
      maybe('seasoning', ['chili-pepper', 'chili-flakes', 'dried-chilies']),
      maybe('topping', ['black-olive', 'taggiasca-olive', 'green-olive']),
      maybe('topping', ['caper']),
      maybe('liquid', ['white-wine'], { share: 1.5 }),
      maybe('herb', ['parsley', 'basil'], { share: 1.5 }),
      maybe('bread', BREAD),
    ],
    steps: [
      own(
        T(
          'Pat {items:def} dry with kitchen paper, check for bones, cut into portions and season lightly with salt.',
          'Asciuga {items:def} con carta da cucina, elimina le eventuali spine, dividi in porzioni e sala leggermente.',
          'Épongez {items:def} avec du papier absorbant, retirez les arêtes éventuelles, détaillez en portions et salez légèrement.',
          '{items:acc} mit Küchenpapier trocken tupfen, eventuell vorhandene Gräten entfernen, in Portionsstücke teilen und leicht salzen.',
        ),
        3,
        'prep',
        { uses: ['protein'] },
      ),
      shared('chop', 5, 'prep', {
        uses: ['aromatics', 'seasoning', 'herb', 'sauce', 'topping'],
        prep: 'chop',
      }),
      own(
        T(
          'Warm 3 tablespoons of olive oil in a wide pan with a lid and fry {items:def} gently until fragrant, without letting it brown, {min} min.',
          'Scalda 3 cucchiai d’olio in una padella larga con coperchio e fai soffriggere dolcemente {items:def} finché profuma, senza farlo scurire, {min} min.',
          'Faites chauffer 3 cuillères à soupe d’huile d’olive dans une grande sauteuse munie d’un couvercle et faites revenir doucement {items:def}, sans coloration, jusqu’à ce que le parfum se dégage, {min} min.',
          '3 Esslöffel Olivenöl in einer weiten Pfanne mit Deckel erwärmen und {items:acc} darin sanft anschwitzen, bis es duftet, ohne dass es Farbe nimmt, {min} Min.',
        ),
        2,
        'cook',
        { uses: ['aromatics', 'seasoning'] },
      ),
      own(
        T(
          'Warm 3 tablespoons of olive oil in a wide pan with a lid, {min} min.',
          'Scalda 3 cucchiai d’olio in una padella larga con coperchio, {min} min.',
          'Faites chauffer 3 cuillères à soupe d’huile d’olive dans une grande sauteuse munie d’un couvercle, {min} min.',
          '3 Esslöffel Olivenöl in einer weiten Pfanne mit Deckel erwärmen, {min} Min.',
        ),
        1,
        'cook',
        { unless: ['aromatics', 'seasoning'] },
      ),
      own(WINE_AWAY, 2, 'cook', { uses: ['liquid'] }),
      own(
        T(
          'Add {items:def}, season lightly with salt and simmer, stirring now and then, until the sauce has thickened, {min} min.',
          'Aggiungi {items:def}, sala con moderazione e lascia restringere il sugo a fuoco medio, mescolando ogni tanto, {min} min.',
          'Ajoutez {items:def}, salez légèrement et laissez réduire la sauce à feu moyen en remuant de temps en temps, {min} min.',
          '{items:acc} zugeben, nur wenig salzen und die Sauce unter gelegentlichem Rühren einköcheln lassen, {min} Min.',
        ),
        10,
        'cook',
        { uses: ['sauce', 'topping'], cooks: ['sauce'] },
      ),
      own(
        T(
          'Lay {items:def} in the sauce, spoon a little of it over the top, cover and simmer gently until the fish flakes easily, {min} min.',
          'Adagia {items:def} nel sugo, irrora con un po’ di salsa, copri e cuoci a fuoco dolce finché il pesce si sfalda facilmente, {min} min.',
          'Déposez {items:def} dans la sauce, arrosez d’un peu de sauce, couvrez et laissez frémir doucement jusqu’à ce que la chair s’effeuille facilement, {min} min.',
          '{items:acc} in die Sauce legen, mit etwas Sauce begießen, zudecken und bei schwacher Hitze gar ziehen lassen, bis sich der Fisch leicht zerpflücken lässt, {min} Min.',
        ),
        8,
        'cook',
        { uses: ['protein'], cooks: ['protein'] },
      ),
      own(SCATTER, 1, 'cook', { uses: ['herb'] }),
      own(
        T(
          'Serve with plenty of the sauce and {items:def} to mop it up.',
          'Servi con abbondante sugo e {items:def} per fare la scarpetta.',
          'Servez avec beaucoup de sauce et {items:def} pour saucer.',
          'Mit reichlich Sauce servieren, dazu {items:acc} zum Auftunken.',
        ),
        1,
        'cook',
        { uses: ['bread'] },
      ),
      own(
        T(
          'Serve with plenty of the sauce.',
          'Servi con abbondante sugo.',
          'Servez avec beaucoup de sauce.',
          'Mit reichlich Sauce servieren.',
        ),
        1,
        'cook',
        { unless: ['bread'] },
      ),
    ],
    staples: ['oil', 'salt', 'pepper'],
    tip: T(
      'Once the fish is in, keep the heat low and do not stir: spoon the sauce over instead, so the fillets stay whole and juicy.',
      'Una volta aggiunto il pesce, tieni la fiamma bassa e non mescolare: irroralo piuttosto con il sugo, così i filetti restano interi e morbidi.',
      'Une fois le poisson dans la sauce, gardez le feu doux et ne remuez plus : arrosez-le plutôt de sauce, pour que les filets restent entiers et moelleux.',
      'Sobald der Fisch in der Pfanne ist, die Hitze niedrig halten und nicht mehr rühren, sondern nur mit Sauce begießen: So bleiben die Filets ganz und saftig.',
    ),
  }),
  dish({
    id: 'carciofi-trifolati',
    family: 'side',
    course: 'side',
    cuisine: 'italian',
    difficulty: 'easy',
    names: {
      en: 'Carciofi trifolati',
      it: 'Carciofi trifolati',
      fr: 'Artichauts poêlés en persillade',
      de: 'Carciofi trifolati',
    },
    aliases: {
      en: [
        'sautéed artichokes with garlic and parsley',
        'braised artichokes',
        'Italian pan-braised artichokes',
      ],
      it: ['carciofi in padella', 'carciofi trifolati con la mentuccia'],
      fr: ['artichauts sautés à l’ail et au persil', 'carciofi trifolati'],
      de: ['geschmorte Artischocken mit Knoblauch und Petersilie', 'Artischocken aus der Pfanne'],
    },
    description: T(
      'An Italian side dish: fresh artichokes cut into thin wedges and braised in a covered pan with olive oil, garlic and parsley or mint.',
      'Un contorno della tradizione: carciofi freschi tagliati a spicchi sottili e cotti in padella con olio, aglio e prezzemolo o mentuccia.',
      'Un accompagnement italien : des artichauts frais taillés en fines lamelles, braisés à couvert avec de l’huile d’olive, de l’ail et du persil ou de la menthe.',
      'Eine italienische Beilage: frische Artischocken, in dünne Spalten geschnitten und zugedeckt mit Olivenöl, Knoblauch und Petersilie oder Minze geschmort.',
    ),
    slots: [
      need('vegetables', ['artichoke'], { share: 2, cook: ['simmer', 15, 25] }),
      maybe('fruit', ['lemon'], { share: 2 }),
      maybe('aromatics', ['garlic']),
      maybe('herb', ['parsley', 'mint'], { max: 2, share: 1.5 }),
      maybe('liquid', ['white-wine']),
    ],
    steps: [
      own(
        T(
          'Fill a bowl with cold water and squeeze in the juice of {items:def}, dropping in the squeezed halves too.',
          'Riempi una ciotola d’acqua fredda e spremici il succo {items:di}, aggiungendo anche le metà spremute.',
          'Remplissez un saladier d’eau froide et pressez-y le jus {items:de}, puis ajoutez les moitiés pressées.',
          'Eine Schüssel mit kaltem Wasser füllen, den Saft {items:von} hineinpressen und die ausgepressten Hälften dazugeben.',
        ),
        2,
        'prep',
        { uses: ['fruit'] },
      ),
      own(
        T(
          'Trim {items:def}: snap off the tough outer leaves until you reach the pale, tender ones, cut off the top third and peel the stalk and the base. Halve them, scoop out any fuzzy choke with a teaspoon and cut each half into thin wedges, dropping them into the lemon water as you go so they do not darken; drain them just before cooking.',
          'Pulisci {items:def}: elimina le foglie esterne più dure fino a raggiungere quelle chiare e tenere, taglia via il terzo superiore e pela il gambo e la base. Dividili a metà, elimina con un cucchiaino l’eventuale barba interna e taglia ogni metà a spicchi sottili, immergendoli via via nell’acqua acidulata perché non anneriscano; sgocciolali al momento di cuocerli.',
          'Parez {items:def} : cassez les feuilles extérieures dures jusqu’à atteindre les feuilles claires et tendres, coupez le tiers supérieur et pelez la tige et la base. Coupez-les en deux, retirez le foin à la petite cuillère et taillez chaque moitié en fines lamelles, en les plongeant au fur et à mesure dans l’eau citronnée pour qu’elles ne noircissent pas ; égouttez-les juste avant la cuisson.',
          '{items:acc} putzen: die harten äußeren Blätter abbrechen, bis die hellen, zarten zum Vorschein kommen, das obere Drittel abschneiden, Stiel und Boden schälen. Die Artischocken halbieren, das Heu mit einem Teelöffel herauskratzen und jede Hälfte in dünne Spalten schneiden; diese sofort ins Zitronenwasser legen, damit sie nicht braun werden, und erst kurz vor dem Garen abtropfen lassen.',
        ),
        15,
        'prep',
        { uses: ['vegetables'], ifRoles: ['fruit'] },
      ),
      own(
        T(
          'Trim {items:def}: snap off the tough outer leaves until you reach the pale, tender ones, cut off the top third and peel the stalk and the base. Halve them, scoop out any fuzzy choke with a teaspoon and cut each half into thin wedges; cook them straight away, as they darken quickly.',
          'Pulisci {items:def}: elimina le foglie esterne più dure fino a raggiungere quelle chiare e tenere, taglia via il terzo superiore e pela il gambo e la base. Dividili a metà, elimina con un cucchiaino l’eventuale barba interna e taglia ogni metà a spicchi sottili; cuocili subito, perché anneriscono in fretta.',
          'Parez {items:def} : cassez les feuilles extérieures dures jusqu’à atteindre les feuilles claires et tendres, coupez le tiers supérieur et pelez la tige et la base. Coupez-les en deux, retirez le foin à la petite cuillère et taillez chaque moitié en fines lamelles ; faites-les cuire aussitôt, car elles noircissent vite.',
          '{items:acc} putzen: die harten äußeren Blätter abbrechen, bis die hellen, zarten zum Vorschein kommen, das obere Drittel abschneiden, Stiel und Boden schälen. Die Artischocken halbieren, das Heu mit einem Teelöffel herauskratzen und jede Hälfte in dünne Spalten schneiden; gleich weiterverarbeiten, da sie schnell braun werden.',
        ),
        15,
        'prep',
        { uses: ['vegetables'], unless: ['fruit'] },
      ),
      shared('chop', 3, 'prep', { uses: ['aromatics', 'herb'], prep: 'chop' }),
      own(
        T(
          'Warm 3 tablespoons of olive oil in a wide pan and fry {items:def} gently for {min} min without letting it colour.',
          'Scalda 3 cucchiai d’olio in una padella larga e fai insaporire {items:def} a fuoco dolce per {min} min, senza farlo colorire.',
          'Faites chauffer 3 cuillères à soupe d’huile d’olive dans une sauteuse et faites revenir doucement {items:def} pendant {min} min, sans le laisser colorer.',
          '3 Esslöffel Olivenöl in einer weiten Pfanne erwärmen und {items:acc} darin {min} Min. sanft anschwitzen, ohne dass er Farbe nimmt.',
        ),
        1,
        'cook',
        { uses: ['aromatics'] },
      ),
      own(
        T(
          'Add {items:def}, season with salt and pepper and sauté over a medium-high heat, stirring, {min} min.',
          'Aggiungi {items:def}, sala, pepa e fai saltare a fuoco medio-alto, mescolando, {min} min.',
          'Ajoutez {items:def}, salez, poivrez et faites sauter à feu moyen-vif en remuant, {min} min.',
          '{items:acc} zugeben, salzen, pfeffern und bei mittlerer bis starker Hitze unter Rühren anbraten, {min} Min.',
        ),
        3,
        'cook',
        { uses: ['vegetables'], ifRoles: ['aromatics'] },
      ),
      own(
        T(
          'Warm 3 tablespoons of olive oil in a wide pan, add {items:def}, season with salt and pepper and sauté over a medium-high heat, stirring, {min} min.',
          'Scalda 3 cucchiai d’olio in una padella larga, aggiungi {items:def}, sala, pepa e fai saltare a fuoco medio-alto, mescolando, {min} min.',
          'Faites chauffer 3 cuillères à soupe d’huile d’olive dans une sauteuse, ajoutez {items:def}, salez, poivrez et faites sauter à feu moyen-vif en remuant, {min} min.',
          '3 Esslöffel Olivenöl in einer weiten Pfanne erwärmen, {items:acc} zugeben, salzen, pfeffern und bei mittlerer bis starker Hitze unter Rühren anbraten, {min} Min.',
        ),
        3,
        'cook',
        { uses: ['vegetables'], unless: ['aromatics'] },
      ),
      own(WINE_AWAY, 2, 'cook', { uses: ['liquid'] }),
      own(
        T(
          'Add a small glass of water, cover and cook over a low heat, stirring now and then, until the artichokes are tender when pierced with a knife, {min} min; add a splash more water if the pan dries out.',
          'Aggiungi un bicchiere scarso d’acqua, copri e cuoci a fuoco basso, mescolando ogni tanto, finché i carciofi sono teneri e la punta di un coltello entra senza sforzo, {min} min; se il fondo si asciuga troppo, aggiungi un goccio d’acqua.',
          'Ajoutez un petit verre d’eau, couvrez et laissez cuire à feu doux en remuant de temps en temps, jusqu’à ce que les artichauts soient tendres sous la pointe d’un couteau, {min} min ; rajoutez un peu d’eau si la poêle se dessèche.',
          'Ein kleines Glas Wasser angießen, zudecken und bei schwacher Hitze unter gelegentlichem Rühren garen, bis sich die Artischocken leicht mit einem Messer einstechen lassen, {min} Min.; wird es zu trocken, etwas Wasser nachgießen.',
        ),
        15,
        'cook',
        { cooks: ['vegetables'] },
      ),
      own(
        T(
          'Stir in {items:def} and serve hot or just warm.',
          'Unisci {items:def} e servi caldi o tiepidi.',
          'Incorporez {items:def} et servez chaud ou tiède.',
          '{items:acc} unterrühren und heiß oder lauwarm servieren.',
        ),
        1,
        'cook',
        { uses: ['herb'] },
      ),
      own(
        T(
          'Serve hot or just warm.',
          'Servi caldi o tiepidi.',
          'Servez chaud ou tiède.',
          'Heiß oder lauwarm servieren.',
        ),
        1,
        'cook',
        { unless: ['herb'] },
      ),
    ],
    staples: ['oil', 'salt', 'pepper', 'water'],
    tip: T(
      'Wear gloves or rub your hands with lemon while you trim the artichokes: they stain the fingers black.',
      'Mentre pulisci i carciofi usa dei guanti o strofina le mani con il limone: i carciofi anneriscono le dita.',
      'Portez des gants ou frottez-vous les mains au citron pendant que vous parez les artichauts : ils noircissent les doigts.',
      'Beim Putzen der Artischocken Handschuhe tragen oder die Hände mit Zitrone einreiben: Artischocken färben die Finger schwarz.',
    ),
  }),
];

export const REGIONAL_DISHES: readonly DishData[] = [...GERMAN, ...FRENCH, ...ITALIAN];
