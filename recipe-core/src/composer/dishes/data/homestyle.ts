import {
  COOK_PASTA,
  dish,
  type DishData,
  heatOven,
  maybe,
  need,
  own,
  SERVE_WITH,
  shared,
  type Texts,
} from '../types';

/**
 * Everyday home cooking that cooks in Britain and beyond make from what is in the cupboard (written by a helper
 * session): beans on toast from a tin, beef burritos, creamy bacon pasta, banana muffins, a pork and apple
 * casserole, cullen skink, stuffed courgettes and a chicken and chickpea stew. The defining ingredients are
 * needed, the rest optional; steps that depend on an optional ingredient have a counterpart without it.
 */
const T = (en: string, it: string, fr: string, de: string): Texts => ({ en, it, fr, de });

const ONION = ['onion', 'red-onion', 'shallot'];
const FLOUR = ['all-purpose-flour', 'spelt-flour', 'whole-wheat-flour'];
const CREAM = ['cream', 'single-cream', 'creme-fraiche'];
const HARD_CHEESE = ['parmesan', 'grana-padano', 'pecorino-romano'];
const CHICKEN_STOCK = ['chicken-stock', 'chicken-stock-cube', 'stock-cube', 'vegetable-stock'];
const PEPPERS = ['red-bell-pepper', 'yellow-bell-pepper', 'green-bell-pepper', 'pointed-pepper'];
const MINCE = ['minced-beef', 'mixed-mince', 'minced-pork', 'minced-turkey'];
const TOAST_BREAD = ['sandwich-bread', 'bread', 'whole-wheat-bread', 'sourdough-bread'];
const MILK = ['milk', 'oat-milk', 'soy-milk', 'almond-milk'];

// ── Steps several dishes share ──

const SERVE_AT_ONCE = T('Serve at once.', 'Servi subito.', 'Servez aussitôt.', 'Sofort servieren.');
const SERVE_HOT = T('Serve hot.', 'Servi ben caldo.', 'Servez bien chaud.', 'Heiß servieren.');
const SCATTER = T(
  'Scatter with {items:def}.',
  'Cospargi con {items:def}.',
  'Parsemez {items:de0}.',
  'Mit {items:dat} bestreuen.',
);
const STIR_IN_SPICES = T(
  'Stir in {items:def} and cook for {min} min, stirring.',
  'Unisci {items:def} e lascia insaporire per {min} min, mescolando.',
  'Ajoutez {items:def} et faites cuire {min} min en remuant.',
  '{items:acc} einrühren und unter Rühren {min} Min. mitrösten.',
);
/** Meat browned in a casserole and set aside while the onions soften in its fat. */
const BROWN_IN_BATCHES = T(
  'Heat a little oil in a heavy casserole and brown {items:def} in batches over a high heat until deep golden on all sides, {min} min; lift out onto a plate.',
  'Scalda un filo d’olio in una casseruola dal fondo spesso e rosola {items:def} a fuoco vivo, pochi pezzi alla volta, finché la carne è ben colorita su tutti i lati, {min} min; poi mettila da parte su un piatto.',
  'Faites chauffer un filet d’huile dans une cocotte en fonte et faites dorer {items:def} en plusieurs fois à feu vif, jusqu’à ce que la viande soit bien colorée de tous côtés, {min} min ; réservez-la sur une assiette.',
  '{items:acc} in einem schweren Schmortopf in etwas Öl portionsweise bei starker Hitze rundherum kräftig anbraten, {min} Min., dann auf einem Teller beiseitestellen.',
);
const SOFTEN_IN_POT = T(
  'Lower the heat, add {items:def} to the pot and soften, stirring, {min} min.',
  'Abbassa la fiamma, metti {items:def} nella casseruola e fai appassire mescolando, {min} min.',
  'Baissez le feu, mettez {items:def} dans la cocotte et faites revenir en remuant, {min} min.',
  'Die Hitze reduzieren, {items:acc} in den Topf geben und unter Rühren andünsten, {min} Min.',
);
const FRY_EGG = T(
  'Meanwhile fry {items:def} in a little oil until {eggs:the white is set but the yolk still runny|the whites are set but the yolks still runny}, {min} min.',
  'Intanto cuoci {items:def} al tegamino con un filo d’olio finché l’albume è rappreso ma il tuorlo ancora morbido, {min} min.',
  'Pendant ce temps, faites cuire {items:def} au plat dans un filet d’huile jusqu’à ce que le blanc soit pris mais le jaune encore coulant, {min} min.',
  'Inzwischen {items:acc} in einer Pfanne mit etwas Öl aufschlagen und braten, bis das Eiweiß gestockt, das Eigelb aber noch flüssig ist, {min} Min.',
);
const WARM_TORTILLAS = T(
  'Warm {items:def} one at a time in a dry frying pan, {min} min.',
  'Scalda {items:def} una alla volta in una padella asciutta, {min} min.',
  'Réchauffez {items:def} une par une dans une poêle sèche, {min} min.',
  '{items:acc} nacheinander in einer Pfanne ohne Fett erwärmen, {min} Min.',
);

export const HOMESTYLE_DISHES: readonly DishData[] = [
  // ───────────── beans on toast (from a tin) ─────────────
  dish({
    id: 'baked-beans-on-toast',
    family: 'sandwich',
    course: 'breakfast',
    cuisine: 'british',
    difficulty: 'easy',
    names: {
      en: 'Beans on toast',
      it: 'Baked beans su pane tostato',
      fr: 'Haricots à la sauce tomate sur toast',
      de: 'Baked Beans auf Toast',
    },
    aliases: {
      en: ['baked beans on toast', 'cheesy beans on toast', 'beans on toast with egg'],
      it: ['beans on toast', 'fagioli in salsa di pomodoro su pane tostato', 'toast con baked beans'],
      fr: ['beans on toast', 'baked beans sur toast', 'haricots blancs à la tomate sur pain grillé'],
      de: ['Beans on Toast', 'Bohnen in Tomatensoße auf Toast', 'Toast mit Baked Beans'],
    },
    description: T(
      'The British standby for breakfast, lunch or a late supper: a tin of baked beans heated through and spooned over hot buttered toast, often with grated cheese or an egg on top.',
      'Il classico britannico per la colazione, il pranzo o una cena veloce: una scatola di baked beans, i fagioli in salsa di pomodoro, scaldati e versati su pane tostato caldo e imburrato, spesso con formaggio grattugiato o un uovo sopra.',
      'Le grand classique britannique du petit-déjeuner, du déjeuner ou du dîner sur le pouce : une boîte de haricots à la sauce tomate réchauffés et versés sur des toasts chauds beurrés, souvent avec du fromage râpé ou un œuf par-dessus.',
      'Der britische Klassiker zum Frühstück, Mittag- oder schnellen Abendessen: eine Dose Baked Beans, heiß gemacht und auf gebutterten Toast gegeben, oft mit geriebenem Käse oder einem Ei obendrauf.',
    ),
    slots: [
      need('protein', ['baked-beans'], { share: 1, cook: ['simmer', 4, 8] }),
      need('bread', TOAST_BREAD, { share: 1 }),
      maybe('fat', ['butter'], { share: 1 }),
      maybe('seasoning', ['worcestershire-sauce', 'hot-sauce'], { max: 1, share: 0.5 }),
      maybe('cheese', ['cheddar', 'gouda', 'edam'], { share: 1 }),
      maybe('egg', ['egg'], { share: 0.5, cook: ['pan', 3, 5] }),
    ],
    steps: [
      shared('chop', 2, 'prep', { uses: ['cheese'], prep: 'fine' }),
      own(
        T(
          'Tip {items:def} into a small saucepan and warm over a medium heat, stirring now and then, until piping hot and just bubbling, {min} min.',
          'Versa {items:def} in un pentolino e scaldali a fuoco medio, mescolando ogni tanto, finché sono ben caldi e iniziano a sobbollire, {min} min.',
          'Versez {items:def} dans une petite casserole et faites-les chauffer à feu moyen en remuant de temps en temps, jusqu’à ce qu’ils soient bien chauds et commencent à frémir, {min} min.',
          '{items:acc} in einen kleinen Topf geben und bei mittlerer Hitze unter gelegentlichem Rühren erhitzen, bis sie heiß sind und leicht blubbern, {min} Min.',
        ),
        4,
        'cook',
        { uses: ['protein'], cooks: ['protein'] },
      ),
      own(
        T(
          'Stir in {items:def}.',
          'Unisci {items:def}.',
          'Incorporez {items:def}.',
          '{items:acc} unterrühren.',
        ),
        1,
        'cook',
        { uses: ['seasoning'] },
      ),
      own(FRY_EGG, 4, 'cook', { uses: ['egg'], cooks: ['egg'] }),
      own(
        T(
          'While the {eggs:egg fries|eggs fry}, toast {items:def} until golden, {min} min.',
          'Mentre {eggs:l’uovo cuoce|le uova cuociono}, tosta {items:def} nel tostapane o sotto il grill, {min} min.',
          'Pendant la cuisson {eggs:de l’œuf|des œufs}, faites griller {items:def}, {min} min.',
          'Während {eggs:das Ei brät|die Eier braten}, {items:acc} goldbraun toasten, {min} Min.',
        ),
        3,
        'cook',
        { uses: ['bread'], ifRoles: ['egg'] },
      ),
      own(
        T(
          'Meanwhile toast {items:def} until golden, {min} min.',
          'Intanto tosta {items:def} nel tostapane o sotto il grill, {min} min.',
          'Pendant ce temps, faites griller {items:def}, {min} min.',
          'Inzwischen {items:acc} goldbraun toasten, {min} Min.',
        ),
        3,
        'cook',
        { uses: ['bread'], unless: ['egg'] },
      ),
      own(
        T(
          'Spread the hot toast with {items:def}.',
          'Spalma {items:def} sul pane ancora caldo.',
          'Étalez {items:def} sur les toasts encore chauds.',
          'Den heißen Toast mit {items:dat} bestreichen.',
        ),
        1,
        'cook',
        { uses: ['fat'] },
      ),
      own(
        T(
          'Put the toast on warm plates and spoon the beans over the top.',
          'Disponi il pane tostato sui piatti caldi e versaci sopra i fagioli.',
          'Posez les toasts sur des assiettes chaudes et nappez-les de haricots.',
          'Den Toast auf vorgewärmte Teller legen und die Bohnen darüber verteilen.',
        ),
        1,
        'cook',
      ),
      own(SCATTER, 1, 'cook', { uses: ['cheese'] }),
      own(
        T(
          'Top with {items:def} and serve at once.',
          'Adagia sopra {items:def} e servi subito.',
          'Posez {items:def} par-dessus et servez aussitôt.',
          '{items:acc} obenauf setzen und sofort servieren.',
        ),
        1,
        'cook',
        { uses: ['egg'] },
      ),
      own(SERVE_AT_ONCE, 1, 'cook', { unless: ['egg'] }),
    ],
    staples: ['oil'],
    tip: T(
      'Heat the beans gently and stir them: boiled hard, the sauce catches on the bottom of the pan and the beans turn to mush.',
      'Scalda i fagioli a fuoco dolce e mescolali spesso: se bollono forte, la salsa si attacca al fondo e i fagioli si sfaldano.',
      'Réchauffez les haricots doucement en remuant : à gros bouillons, la sauce attache au fond de la casserole et les haricots s’écrasent.',
      'Die Bohnen sanft erhitzen und umrühren: Kochen sie stark, brennt die Sauce am Topfboden an und die Bohnen zerfallen.',
    ),
  }),

  // ───────────── beef burritos ─────────────
  dish({
    id: 'beef-burritos',
    family: 'wrap',
    course: 'main',
    cuisine: 'mexican',
    difficulty: 'easy',
    names: {
      en: 'Beef burritos',
      it: 'Burritos di manzo',
      fr: 'Burritos au bœuf',
      de: 'Burritos mit Hackfleisch',
    },
    aliases: {
      en: ['beef and bean burritos', 'minced beef burritos', 'mince burritos', 'beef wraps'],
      it: ['burritos con carne macinata', 'burritos di carne e fagioli', 'burrito di carne'],
      fr: ['burritos à la viande hachée', 'burritos bœuf et haricots rouges'],
      de: [
        'Hackfleisch-Burritos',
        'Burritos mit Rinderhack',
        'Beef Burritos',
        'Wraps mit Hackfleisch und Bohnen',
      ],
    },
    description: T(
      'Soft flour tortillas rolled round minced beef cooked with spices and beans, with rice, cheese and whatever toppings you like.',
      'Tortillas morbide di frumento arrotolate attorno a carne macinata cotta con spezie e fagioli, con riso, formaggio e i condimenti che preferisci.',
      'Des tortillas de blé moelleuses roulées autour de viande hachée cuite avec des épices et des haricots, avec du riz, du fromage et les garnitures de votre choix.',
      'Weiche Weizentortillas, gerollt um Hackfleisch, das mit Gewürzen und Bohnen gegart wird, dazu Reis, Käse und Toppings nach Wahl.',
    ),
    slots: [
      need('bread', ['flour-tortillas'], { share: 1 }),
      need('protein', ['minced-beef', 'mixed-mince'], { share: 1, cook: ['pan', 10, 15] }),
      need('binder', ['kidney-bean', 'black-bean', 'pinto-bean'], { share: 1 }),
      maybe('aromatics', ONION, { cook: ['pan', 6, 8] }),
      maybe('aromatics', ['garlic', 'chili-pepper', 'jalapeno'], { max: 2, share: 0.5, cook: ['pan', 6, 8] }),
      maybe('vegetables', [...PEPPERS, 'sweet-corn'], { max: 2, share: 0.5, cook: ['pan', 6, 10] }),
      maybe(
        'seasoning',
        ['cumin', 'chili-powder', 'smoked-paprika', 'paprika', 'taco-seasoning', 'cayenne-pepper', 'oregano'],
        { max: 3 },
      ),
      maybe('sauce', ['canned-tomatoes', 'passata', 'tomato-paste'], { max: 1, share: 0.6 }),
      maybe('base', ['rice', 'brown-rice', 'cooked-rice'], { share: 0.5 }),
      maybe('cheese', ['cheddar', 'monterey-jack', 'gouda', 'edam', 'mozzarella'], { share: 1 }),
      maybe(
        'garnish',
        [
          'sour-cream',
          'salsa',
          'avocado',
          'iceberg-lettuce',
          'lettuce',
          'coriander',
          'spring-onion',
          'hot-sauce',
        ],
        { max: 3, share: 0.5 },
      ),
    ],
    steps: [
      shared('chop', 8, 'prep', {
        uses: ['aromatics', 'vegetables', 'binder', 'cheese', 'garnish'],
        prep: 'dice',
      }),
      shared('boilWater', 8, 'cook', { ifRoles: ['base'], unlessKinds: ['cooked-starch'] }),
      shared('cookBase', 0, 'cook', { uses: ['base'], unlessKinds: ['cooked-starch'] }),
      own(
        T(
          'Heat a little oil in a large frying pan and soften {items:def} over a medium heat, stirring, {min} min.',
          'Scalda un filo d’olio in una padella capiente e fai appassire {items:def} a fuoco medio, mescolando, {min} min.',
          'Faites chauffer un filet d’huile dans une grande poêle et faites revenir {items:def} à feu moyen en remuant, {min} min.',
          '{items:acc} in einer großen Pfanne in etwas Öl bei mittlerer Hitze unter Rühren andünsten, {min} Min.',
        ),
        6,
        'cook',
        { uses: ['aromatics', 'vegetables'], cooks: ['aromatics', 'vegetables'] },
      ),
      own(
        T(
          'Turn up the heat, add {items:def} and brown, breaking it up with a wooden spoon, until no pink remains, {min} min.',
          'Alza la fiamma, aggiungi {items:def} e fai rosolare, sgranando la carne con un cucchiaio di legno, finché non è più rosa, {min} min.',
          'Montez le feu, ajoutez {items:def} et faites dorer en émiettant la viande à la cuillère en bois, jusqu’à ce qu’elle ne soit plus rosée, {min} min.',
          'Die Hitze erhöhen, {items:acc} zugeben und krümelig anbraten, dabei mit einem Holzlöffel zerteilen, bis nichts Rosafarbenes mehr zu sehen ist, {min} Min.',
        ),
        10,
        'cook',
        { uses: ['protein'], cooks: ['protein'], ifRoles: ['aromatics', 'vegetables'] },
      ),
      own(
        T(
          'Heat a little oil in a large frying pan and brown {items:def} over a high heat, breaking it up with a wooden spoon, until no pink remains, {min} min.',
          'Scalda un filo d’olio in una padella capiente e fai rosolare {items:def} a fuoco vivo, sgranando la carne con un cucchiaio di legno, finché non è più rosa, {min} min.',
          'Faites chauffer un filet d’huile dans une grande poêle et faites dorer {items:def} à feu vif en émiettant la viande à la cuillère en bois, jusqu’à ce qu’elle ne soit plus rosée, {min} min.',
          '{items:acc} in einer großen Pfanne in etwas Öl bei starker Hitze krümelig anbraten, dabei mit einem Holzlöffel zerteilen, bis nichts Rosafarbenes mehr zu sehen ist, {min} Min.',
        ),
        10,
        'cook',
        { uses: ['protein'], cooks: ['protein'], unless: ['aromatics', 'vegetables'] },
      ),
      own(STIR_IN_SPICES, 1, 'cook', { uses: ['seasoning'] }),
      own(
        T(
          'Add {items:def} with a splash of water and simmer, stirring now and then and crushing a few of the beans with the spoon, until thick, {min} min; season with salt and pepper.',
          'Aggiungi {items:def} con un goccio d’acqua e lascia sobbollire, mescolando ogni tanto e schiacciando qualche fagiolo con il cucchiaio, finché il composto si addensa, {min} min; regola di sale e pepe.',
          'Ajoutez {items:def} avec un peu d’eau et laissez mijoter en remuant de temps en temps et en écrasant quelques haricots à la cuillère, jusqu’à ce que ce soit épais, {min} min ; salez et poivrez.',
          '{items:acc} mit einem Schuss Wasser zugeben und unter gelegentlichem Rühren köcheln lassen, bis alles eindickt, dabei ein paar Bohnen mit dem Löffel zerdrücken, {min} Min.; mit Salz und Pfeffer abschmecken.',
        ),
        8,
        'cook',
        { uses: ['binder', 'sauce'] },
      ),
      own(
        T(
          'Warm {items:def} in a small pan with a splash of water, stirring, until piping hot, {min} min.',
          'Scalda {items:def} in un pentolino con un goccio d’acqua, mescolando, finché è ben caldo, {min} min.',
          'Réchauffez {items:def} dans une petite casserole avec un peu d’eau, en remuant, jusqu’à ce qu’il soit bien chaud, {min} min.',
          '{items:acc} mit einem Schuss Wasser in einem kleinen Topf unter Rühren gut durcherhitzen, {min} Min.',
        ),
        4,
        'cook',
        { uses: ['base'], ifKinds: ['cooked-starch'] },
      ),
      own(WARM_TORTILLAS, 3, 'cook', { uses: ['bread'] }),
      own(
        T(
          'Spoon a line of rice down the middle of each tortilla and the meat and beans on top.',
          'Distribuisci un po’ di riso al centro di ogni tortilla e sopra il ripieno di carne e fagioli.',
          'Déposez un peu de riz au centre de chaque tortilla, puis la garniture de viande et de haricots par-dessus.',
          'Etwas Reis in die Mitte jeder Tortilla geben und die Hackfleisch-Bohnen-Mischung darauf verteilen.',
        ),
        2,
        'cook',
        { ifRoles: ['base'] },
      ),
      own(
        T(
          'Spoon the meat and beans down the middle of each tortilla.',
          'Distribuisci il ripieno di carne e fagioli al centro di ogni tortilla.',
          'Répartissez la garniture de viande et de haricots au centre de chaque tortilla.',
          'Die Hackfleisch-Bohnen-Mischung jeweils in die Mitte der Tortillas geben.',
        ),
        2,
        'cook',
        { unless: ['base'] },
      ),
      own(SCATTER, 1, 'cook', { uses: ['cheese'] }),
      own(
        T(
          'Add {items:def}.',
          'Aggiungi {items:def}.',
          'Ajoutez {items:def}.',
          '{items:acc} darauf verteilen.',
        ),
        1,
        'cook',
        { uses: ['garnish'] },
      ),
      own(
        T(
          'Fold in the sides, roll up tightly and serve at once, seam side down.',
          'Ripiega i lati verso l’interno, arrotola stretto e servi subito, con la chiusura verso il basso.',
          'Rabattez les côtés, roulez bien serré et servez aussitôt, la jointure en dessous.',
          'Die Seiten einschlagen, fest aufrollen und sofort mit der Naht nach unten servieren.',
        ),
        2,
        'cook',
      ),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
    tip: T(
      'For crisp burritos, brown them seam side down in a dry frying pan for a couple of minutes on each side before serving.',
      'Per dei burritos croccanti, falli dorare in una padella asciutta, prima dalla parte della chiusura, un paio di minuti per lato prima di servirli.',
      'Pour des burritos croustillants, faites-les dorer à sec dans une poêle, jointure en dessous d’abord, deux minutes de chaque côté avant de servir.',
      'Für knusprige Burritos diese vor dem Servieren in einer Pfanne ohne Fett zuerst auf der Naht, dann auf der anderen Seite je ein paar Minuten anbräunen.',
    ),
  }),

  // ───────────── creamy bacon pasta ─────────────
  dish({
    id: 'creamy-bacon-pasta',
    family: 'pasta',
    course: 'main',
    cuisine: 'italian',
    difficulty: 'easy',
    names: {
      en: 'Creamy bacon pasta',
      it: 'Pasta panna e pancetta',
      fr: 'Pâtes aux lardons et à la crème',
      de: 'Nudeln mit Speck-Sahne-Soße',
    },
    aliases: {
      en: ['bacon and cream pasta', 'pasta with bacon and cream', 'creamy bacon and mushroom pasta'],
      it: ['pasta con panna e pancetta', 'penne panna e pancetta', 'pasta pancetta e panna'],
      fr: ['pâtes lardons crème', 'pâtes lardons-crème', 'pâtes crème lardons'],
      de: [
        'Speck-Sahne-Nudeln',
        'Nudeln mit Speck und Sahne',
        'Sahnenudeln mit Speck',
        'Nudeln mit Speck-Sahne-Sauce',
      ],
    },
    description: T(
      'A quick weeknight favourite: bacon fried until golden, then simmered in cream and tossed with the pasta.',
      'Un classico delle cene veloci: pancetta rosolata finché è dorata, poi insaporita con la panna e saltata con la pasta.',
      'Le plat des soirs pressés : des lardons bien dorés, liés à la crème et mêlés aux pâtes.',
      'Ein schnelles Feierabendessen: Speck, goldbraun ausgelassen, mit Sahne zu einer Sauce eingekocht und mit den Nudeln vermengt.',
    ),
    slots: [
      need('base', ['penne', 'tagliatelle', 'fusilli', 'farfalle', 'spaghetti', 'kind:pasta'], {
        except: ['orzo', 'soup-pasta'],
        share: 1.2,
      }),
      need('protein', ['pancetta', 'bacon', 'lardons', 'guanciale'], { share: 1.5, cook: ['pan', 6, 10] }),
      need('dairy', CREAM, { share: 1.5 }),
      maybe('aromatics', ['onion', 'shallot', 'garlic'], { max: 2, share: 0.5, cook: ['pan', 4, 8] }),
      maybe('vegetables', ['button-mushroom', 'chanterelle', 'portobello', 'oyster-mushroom'], {
        share: 0.8,
        cook: ['pan', 6, 10],
      }),
      maybe('topping', ['pea'], { share: 0.5, cook: ['simmer', 4, 6] }),
      maybe('cheese', HARD_CHEESE, { share: 1.3 }),
      maybe('herb', ['parsley', 'chives'], { share: 0.5 }),
    ],
    steps: [
      shared('chop', 4, 'prep', { uses: ['protein', 'aromatics', 'cheese', 'herb'], prep: 'fine' }),
      shared('chop', 3, 'prep', { uses: ['vegetables'], prep: 'slices' }),
      shared('boilWater', 8, 'cook'),
      own(
        T(
          'Fry {items:def} in a large frying pan over a medium heat, without oil, until the fat has run and the meat is golden, {min} min.',
          'Rosola {items:def} in una padella larga a fuoco medio, senza olio, finché il grasso si è sciolto e la carne è dorata, {min} min.',
          'Faites revenir {items:def} à sec dans une grande poêle à feu moyen, jusqu’à ce que le gras ait fondu et que la viande soit dorée, {min} min.',
          '{items:acc} ohne Öl in einer großen Pfanne bei mittlerer Hitze auslassen, bis das Fett ausgetreten und das Fleisch goldbraun ist, {min} Min.',
        ),
        6,
        'cook',
        { uses: ['protein'], cooks: ['protein'] },
      ),
      own(
        T(
          'Add {items:def} and soften in the fat, stirring, {min} min.',
          'Aggiungi {items:def} e fai appassire nel grasso, mescolando, {min} min.',
          'Ajoutez {items:def} et faites revenir dans la graisse en remuant, {min} min.',
          '{items:acc} zugeben und im ausgelassenen Fett unter Rühren andünsten, {min} Min.',
        ),
        6,
        'cook',
        { uses: ['aromatics'], cooks: ['aromatics'] },
      ),
      own(
        T(
          'Add {items:def} and fry over a high heat, stirring, until golden and their juices have cooked away, {min} min.',
          'Unisci {items:def} e fai saltare a fuoco vivo, mescolando, finché l’acqua di vegetazione è evaporata e il tutto è ben dorato, {min} min.',
          'Ajoutez {items:def} et faites sauter à feu vif en remuant, jusqu’à ce que leur eau soit évaporée et qu’ils soient bien dorés, {min} min.',
          '{items:acc} zugeben und bei starker Hitze unter Rühren anbraten, bis die Flüssigkeit verdampft und alles goldbraun ist, {min} Min.',
        ),
        6,
        'cook',
        { uses: ['vegetables'], cooks: ['vegetables'] },
      ),
      own(
        T(
          'Stir in {items:def} with a splash of water and cook for {min} min.',
          'Unisci {items:def} con un goccio d’acqua e cuoci per {min} min.',
          'Ajoutez {items:def} avec un peu d’eau et faites cuire {min} min.',
          '{items:acc} mit einem Schuss Wasser zugeben und {min} Min. garen.',
        ),
        4,
        'cook',
        { uses: ['topping'], cooks: ['topping'] },
      ),
      own(
        T(
          'Stir in {items:def}, season with black pepper (no salt: the meat is salty enough) and let it bubble gently until slightly thickened, {min} min.',
          'Unisci {items:def}, insaporisci con il pepe nero (non serve sale: la carne è già sapida) e lascia sobbollire dolcemente finché la salsa si addensa un po’, {min} min.',
          'Incorporez {items:def}, poivrez (inutile de saler : la viande l’est déjà assez) et laissez frémir doucement jusqu’à ce que la sauce épaississe légèrement, {min} min.',
          '{items:acc} einrühren, mit schwarzem Pfeffer würzen (Salz ist nicht nötig, das Fleisch ist salzig genug) und sanft köcheln lassen, bis die Sauce leicht eindickt, {min} Min.',
        ),
        3,
        'cook',
        { uses: ['dairy'] },
      ),
      own(COOK_PASTA, 0, 'cook', { uses: ['base'] }),
      own(
        T(
          'Add the pasta to the pan with a splash of the cooking water and toss over a low heat until every piece is coated in the sauce, {min} min, then stir in {items:def} and serve at once.',
          'Versa la pasta nella padella con un goccio di acqua di cottura e falla saltare a fuoco basso finché è ben avvolta dalla salsa, {min} min, poi manteca con {items:def} e servi subito.',
          'Versez les pâtes dans la poêle avec un peu d’eau de cuisson et mélangez à feu doux jusqu’à ce qu’elles soient bien enrobées de sauce, {min} min, puis incorporez {items:def} et servez aussitôt.',
          'Die Nudeln mit einem Schuss Kochwasser in die Pfanne geben und bei schwacher Hitze schwenken, bis sie rundum mit Sauce überzogen sind, {min} Min., dann {items:acc} unterrühren und sofort servieren.',
        ),
        1,
        'cook',
        { uses: ['cheese', 'herb'] },
      ),
      own(
        T(
          'Add the pasta to the pan with a splash of the cooking water and toss over a low heat until every piece is coated in the sauce, {min} min, then serve at once.',
          'Versa la pasta nella padella con un goccio di acqua di cottura e falla saltare a fuoco basso finché è ben avvolta dalla salsa, {min} min, poi servi subito.',
          'Versez les pâtes dans la poêle avec un peu d’eau de cuisson et mélangez à feu doux jusqu’à ce qu’elles soient bien enrobées de sauce, {min} min, puis servez aussitôt.',
          'Die Nudeln mit einem Schuss Kochwasser in die Pfanne geben und bei schwacher Hitze schwenken, bis sie rundum mit Sauce überzogen sind, {min} Min., dann sofort servieren.',
        ),
        1,
        'cook',
        { unless: ['cheese', 'herb'] },
      ),
    ],
    staples: ['salt', 'pepper', 'water'],
    tip: T(
      'Keep the sauce loose: it thickens as it meets the pasta, and a splash of the starchy cooking water makes it cling without going claggy.',
      'Tieni la salsa piuttosto fluida: si addensa a contatto con la pasta, e un goccio di acqua di cottura, ricca di amido, la fa aderire senza impastare.',
      'Gardez une sauce assez fluide : elle épaissit au contact des pâtes, et un peu d’eau de cuisson, riche en amidon, l’aide à napper sans devenir pâteuse.',
      'Die Sauce eher flüssig halten: Sie dickt mit den Nudeln nach, und ein Schuss stärkehaltiges Kochwasser sorgt dafür, dass sie haftet, ohne klebrig zu werden.',
    ),
  }),

  // ───────────── banana muffins ─────────────
  dish({
    id: 'banana-muffins',
    family: 'bake',
    course: 'breakfast',
    cuisine: 'american',
    difficulty: 'easy',
    names: {
      en: 'Banana muffins',
      it: 'Muffin alla banana',
      fr: 'Muffins à la banane',
      de: 'Bananenmuffins',
    },
    aliases: {
      en: ['banana nut muffins', 'banana chocolate chip muffins', 'easy banana muffins'],
      it: ['muffin banana e cioccolato', 'muffin con banane mature'],
      fr: ['muffins banane chocolat', 'muffins aux bananes'],
      de: ['Bananen-Muffins', 'Bananen-Schoko-Muffins', 'Bananenmuffins mit Walnüssen'],
    },
    description: T(
      'Soft, moist muffins made with overripe bananas, quick to stir together and ready in well under an hour.',
      'Muffin soffici e umidi fatti con banane molto mature, veloci da preparare e pronti in meno di un’ora.',
      'Des muffins moelleux aux bananes bien mûres, vite mélangés et prêts en moins d’une heure.',
      'Weiche, saftige Muffins aus überreifen Bananen, schnell zusammengerührt und in weniger als einer Stunde fertig.',
    ),
    slots: [
      need('fruit', ['banana'], { share: 0.5 }),
      need('base', [...FLOUR, 'self-raising-flour'], { share: 1.4 }),
      need('sweet', ['sugar', 'brown-sugar'], { share: 1.8 }),
      need('egg', ['egg'], { share: 0.17 }),
      need('binder', ['baking-powder'], { share: 0.8 }),
      need('fat', ['butter', 'margarine'], { share: 1.5 }),
      maybe('dairy', MILK, { share: 0.15 }),
      maybe('seasoning', ['cinnamon', 'vanilla-extract', 'vanilla-sugar'], { max: 2, share: 0.9 }),
      maybe('topping', ['walnut', 'pecan', 'hazelnut', 'dark-chocolate'], { max: 1, share: 0.6 }),
      maybe('garnish', ['chocolate-chips'], { share: 0.6 }),
    ],
    steps: [
      heatOven(190, 170),
      own(
        T(
          'Line a muffin tin with paper cases, two per person.',
          'Fodera uno stampo da muffin con i pirottini di carta, due a persona.',
          'Garnissez un moule à muffins de caissettes en papier, deux par personne.',
          'Ein Muffinblech mit Papierförmchen auslegen, zwei pro Person.',
        ),
        2,
        'prep',
      ),
      own(
        T(
          'Melt {items:def} in a small pan over a low heat and leave to cool a little.',
          'Fai fondere {items:def} in un pentolino a fuoco basso e lascia intiepidire.',
          'Faites fondre {items:def} à feu doux dans une petite casserole et laissez tiédir.',
          '{items:acc} in einem kleinen Topf bei schwacher Hitze schmelzen und etwas abkühlen lassen.',
        ),
        3,
        'prep',
        { uses: ['fat'] },
      ),
      own(
        T(
          'Peel {items:def} and mash the flesh with a fork in a large bowl until almost smooth.',
          'Sbuccia {items:def} e schiaccia la polpa con una forchetta in una ciotola capiente, fino a ottenere una purea quasi liscia.',
          'Épluchez {items:def} et écrasez la chair à la fourchette dans un grand saladier, jusqu’à obtenir une purée presque lisse.',
          '{items:acc} schälen und das Fruchtfleisch in einer großen Schüssel mit einer Gabel fast glatt zerdrücken.',
        ),
        3,
        'prep',
        { uses: ['fruit'] },
      ),
      own(
        T(
          'Add {items:def} to the mashed banana and whisk until well combined.',
          'Unisci alla purea di banana {items:def} e sbatti con una frusta finché il composto è ben amalgamato.',
          'Ajoutez {items:def} à la purée de banane et fouettez jusqu’à ce que le mélange soit homogène.',
          '{items:acc} zum Bananenmus geben und mit dem Schneebesen gut verrühren.',
        ),
        3,
        'prep',
        { uses: ['egg', 'sweet', 'fat', 'dairy', 'seasoning'] },
      ),
      own(
        T(
          'In another bowl, mix {items:def} with a pinch of salt.',
          'In un’altra ciotola mescola {items:def} con un pizzico di sale.',
          'Dans un autre saladier, mélangez {items:def} avec une pincée de sel.',
          'In einer zweiten Schüssel {items:acc} mit einer Prise Salz mischen.',
        ),
        2,
        'prep',
        { uses: ['base', 'binder'] },
      ),
      own(
        T(
          'Tip the dry ingredients into the banana mixture and fold together with a spatula just until no dry flour is left; a few lumps are fine.',
          'Versa gli ingredienti secchi nel composto di banana e incorpora con una spatola solo finché non resta più farina asciutta: qualche grumo va bene.',
          'Versez les ingrédients secs sur le mélange à la banane et incorporez-les à la spatule juste assez pour qu’il ne reste plus de farine sèche ; quelques grumeaux ne sont pas un problème.',
          'Die trockenen Zutaten zur Bananenmasse geben und mit einem Teigschaber nur so lange unterheben, bis kein trockenes Mehl mehr zu sehen ist; ein paar Klümpchen sind in Ordnung.',
        ),
        2,
        'prep',
      ),
      shared('chop', 2, 'prep', { uses: ['topping'], prep: 'chop' }),
      own(
        T(
          'Fold in {items:def} with a few strokes.',
          'Incorpora {items:def} con pochi movimenti.',
          'Incorporez {items:def} en quelques coups de spatule.',
          '{items:acc} mit wenigen Bewegungen unterheben.',
        ),
        1,
        'prep',
        { uses: ['topping', 'garnish'] },
      ),
      own(
        T(
          'Divide the batter between the paper cases and bake until risen and golden and a skewer pushed into the middle comes out clean, {min} min. Leave in the tin for 5 minutes, then cool on a rack.',
          'Distribuisci l’impasto nei pirottini e cuoci finché i muffin sono gonfi e dorati e uno stecchino infilato al centro esce asciutto, {min} min. Lasciali nello stampo per 5 minuti, poi falli raffreddare su una gratella.',
          'Répartissez la pâte dans les caissettes et enfournez jusqu’à ce que les muffins soient bien levés et dorés et qu’une pique plantée au centre ressorte sèche, {min} min. Laissez-les 5 minutes dans le moule, puis faites-les refroidir sur une grille.',
          'Den Teig auf die Förmchen verteilen und backen, bis die Muffins aufgegangen und goldbraun sind und an einem hineingesteckten Holzstäbchen kein Teig mehr haftet, {min} Min. 5 Minuten im Blech lassen, dann auf einem Gitter abkühlen lassen.',
        ),
        20,
        'cook',
      ),
    ],
    staples: ['salt'],
    tip: T(
      'The blacker the banana skins, the sweeter and moister the muffins; stir the batter as little as you can, or they turn out tough. A mild oil can stand in for the butter: use about three quarters of its weight.',
      'Più la buccia delle banane è scura, più i muffin vengono dolci e umidi; mescola l’impasto il meno possibile, altrimenti diventano gommosi. Al posto del burro puoi usare un olio dal sapore delicato: circa tre quarti del suo peso.',
      'Plus la peau des bananes est noire, plus les muffins sont sucrés et moelleux ; mélangez la pâte le moins possible, sinon ils deviennent compacts. Une huile neutre peut remplacer le beurre : comptez environ les trois quarts de son poids.',
      'Je schwärzer die Bananenschalen, desto süßer und saftiger die Muffins; den Teig so wenig wie möglich rühren, sonst werden sie zäh. Statt Butter geht auch ein neutrales Öl, etwa drei Viertel der Buttermenge.',
    ),
  }),

  // ───────────── pork braised with apples ─────────────
  // Braised in cider where the cook has it (the Normandy and West Country way), else white wine or stock.
  dish({
    id: 'pork-cider-casserole',
    family: 'stew',
    course: 'main',
    cuisine: 'british',
    difficulty: 'easy',
    names: {
      en: 'Pork and apple casserole',
      it: 'Spezzatino di maiale alle mele',
      fr: 'Sauté de porc aux pommes',
      de: 'Schweineragout mit Äpfeln',
    },
    aliases: {
      en: [
        'pork casserole with apples',
        'braised pork with apples',
        'pork and apple stew',
        'pork and cider casserole',
      ],
      it: ['maiale alle mele', 'spezzatino di maiale con le mele', 'spezzatino di maiale al sidro'],
      fr: [
        'porc aux pommes',
        'sauté de porc aux pommes et à la crème',
        'sauté de porc au cidre',
        'porc au cidre',
      ],
      de: [
        'Schweinegulasch mit Äpfeln',
        'Schweinefleisch mit Äpfeln geschmort',
        'Schweineschmortopf mit Äpfeln',
        'Schweineragout in Cidre',
      ],
    },
    description: T(
      'Chunks of pork shoulder browned and braised slowly with onions until tender, with apples added towards the end so they soften without falling apart.',
      'Bocconi di spalla di maiale rosolati e cotti a lungo con la cipolla finché sono teneri, con le mele aggiunte verso la fine perché si ammorbidiscano senza disfarsi.',
      'Des morceaux d’épaule de porc dorés puis mijotés longuement avec des oignons jusqu’à ce qu’ils soient fondants, avec des pommes ajoutées en fin de cuisson pour qu’elles cuisent sans se défaire.',
      'Schweineschulter in groben Stücken, angebraten und mit Zwiebeln langsam weich geschmort; die Äpfel kommen erst gegen Ende dazu, damit sie weich werden, ohne zu zerfallen.',
    ),
    slots: [
      need('protein', ['pork-shoulder', 'pork-belly'], { share: 1, cook: ['simmer', 90, 150] }),
      need('aromatics', ['onion', 'shallot', 'red-onion', 'leek'], {
        max: 2,
        share: 1,
        cook: ['pan', 6, 10],
      }),
      need('fruit', ['apple'], { share: 0.6 }),
      maybe('aromatics', ['garlic'], { share: 0.5, cook: ['pan', 6, 10] }),
      maybe('vegetables', ['carrot', 'celery', 'parsnip'], { max: 2, share: 0.6, cook: ['simmer', 40, 150] }),
      maybe('binder', FLOUR, { share: 0.3 }),
      maybe('liquid', ['cider', 'white-wine'], { share: 1.2 }),
      maybe('liquid', CHICKEN_STOCK, { share: 0.6 }),
      maybe('herb', ['thyme', 'sage', 'bay-leaves', 'rosemary'], { max: 2 }),
      maybe('sauce', ['mustard']),
      maybe('dairy', ['creme-fraiche', 'cream', 'single-cream'], { share: 1 }),
      maybe('garnish', ['parsley'], { share: 0.5 }),
    ],
    steps: [
      shared('chop', 6, 'prep', { uses: ['protein'], prep: 'chunks' }),
      shared('chop', 6, 'prep', { uses: ['aromatics', 'vegetables', 'garnish'], prep: 'chop' }),
      own(
        T(
          'Season the meat with salt and pepper and toss it in {items:def}, shaking off the excess.',
          'Condisci la carne con sale e pepe e passala {items:in}, scuotendo via l’eccesso.',
          'Salez et poivrez la viande, puis roulez-la dans {items:def} en tapotant pour retirer l’excédent.',
          'Das Fleisch salzen, pfeffern und rundum mit {items:dat} bestäuben, überschüssiges Mehl abklopfen.',
        ),
        2,
        'prep',
        { uses: ['binder'] },
      ),
      own(
        T(
          'Season the meat with salt and pepper.',
          'Condisci la carne con sale e pepe.',
          'Salez et poivrez la viande.',
          'Das Fleisch salzen und pfeffern.',
        ),
        1,
        'prep',
        { unless: ['binder'] },
      ),
      own(BROWN_IN_BATCHES, 10, 'cook', { uses: ['protein'] }),
      own(SOFTEN_IN_POT, 6, 'cook', { uses: ['aromatics'], cooks: ['aromatics'] }),
      own(
        T(
          'Pour in {items:def} and scrape up the browned bits from the bottom of the pot, {min} min.',
          'Versa {items:def} e stacca il fondo di cottura con un cucchiaio di legno, {min} min.',
          'Versez {items:def} et grattez les sucs au fond de la cocotte, {min} min.',
          '{items:acc} angießen und den Bratensatz vom Topfboden lösen, {min} Min.',
        ),
        2,
        'cook',
        { uses: ['liquid'] },
      ),
      own(
        T(
          'Pour in a glass of water and scrape up the browned bits from the bottom of the pot, {min} min.',
          'Versa un bicchiere d’acqua e stacca il fondo di cottura con un cucchiaio di legno, {min} min.',
          'Versez un verre d’eau et grattez les sucs au fond de la cocotte, {min} min.',
          'Ein Glas Wasser angießen und den Bratensatz vom Topfboden lösen, {min} Min.',
        ),
        2,
        'cook',
        { unless: ['liquid'] },
      ),
      own(
        T(
          'Return the pork and its juices to the pot with {items:def}, add water until the meat is almost covered and bring to a simmer; cover and cook very gently, stirring now and then, until the pork is tender enough to cut with a spoon, {min} min.',
          'Rimetti nella casseruola il maiale con il suo sugo e aggiungi {items:def}, poi versa acqua fino a coprire quasi la carne e porta a bollore; copri e cuoci a fuoco molto dolce, mescolando ogni tanto, finché il maiale è così tenero da tagliarsi con un cucchiaio, {min} min.',
          'Remettez le porc et son jus dans la cocotte avec {items:def}, ajoutez de l’eau à hauteur de la viande et portez à frémissement ; couvrez et laissez mijoter très doucement en remuant de temps en temps, jusqu’à ce que le porc se coupe à la cuillère, {min} min.',
          'Das Schweinefleisch mit dem ausgetretenen Saft und {items:dat} zurück in den Topf geben, so viel Wasser angießen, dass das Fleisch fast bedeckt ist, und aufkochen; zugedeckt bei schwacher Hitze unter gelegentlichem Rühren schmoren, bis sich das Fleisch mit einem Löffel zerteilen lässt, {min} Min.',
        ),
        90,
        'cook',
        { uses: ['vegetables', 'herb'], cooks: ['protein', 'vegetables'] },
      ),
      own(
        T(
          'Return the pork and its juices to the pot, add water until the meat is almost covered and bring to a simmer; cover and cook very gently, stirring now and then, until the pork is tender enough to cut with a spoon, {min} min.',
          'Rimetti nella casseruola il maiale con il suo sugo, versa acqua fino a coprire quasi la carne e porta a bollore; copri e cuoci a fuoco molto dolce, mescolando ogni tanto, finché il maiale è così tenero da tagliarsi con un cucchiaio, {min} min.',
          'Remettez le porc et son jus dans la cocotte, ajoutez de l’eau à hauteur de la viande et portez à frémissement ; couvrez et laissez mijoter très doucement en remuant de temps en temps, jusqu’à ce que le porc se coupe à la cuillère, {min} min.',
          'Das Schweinefleisch mit dem ausgetretenen Saft zurück in den Topf geben, so viel Wasser angießen, dass das Fleisch fast bedeckt ist, und aufkochen; zugedeckt bei schwacher Hitze unter gelegentlichem Rühren schmoren, bis sich das Fleisch mit einem Löffel zerteilen lässt, {min} Min.',
        ),
        90,
        'cook',
        { unless: ['vegetables', 'herb'], cooks: ['protein'] },
      ),
      own(
        T(
          'While the pork cooks, peel and core {items:def} and cut into thick wedges; add them to the pot for the last 20 minutes, so they soften but keep their shape.',
          'Mentre il maiale cuoce, sbuccia {items:def}, elimina il torsolo e taglia a spicchi spessi; aggiungili nella casseruola negli ultimi 20 minuti, perché si ammorbidiscano senza disfarsi.',
          'Pendant la cuisson du porc, épluchez {items:def}, retirez le cœur et coupez en quartiers épais ; ajoutez-les dans la cocotte 20 minutes avant la fin, pour qu’ils fondent sans se défaire.',
          'Während das Fleisch schmort, {items:acc} schälen, entkernen und in dicke Spalten schneiden; diese für die letzten 20 Minuten in den Topf geben, damit sie weich werden, aber ihre Form behalten.',
        ),
        5,
        'prep',
        { uses: ['fruit'] },
      ),
      own(
        T(
          'Take off the lid and let the sauce reduce a little, {min} min.',
          'Scopri e lascia restringere un po’ il sugo, {min} min.',
          'Découvrez et laissez réduire un peu la sauce, {min} min.',
          'Den Deckel abnehmen und die Sauce etwas einkochen lassen, {min} Min.',
        ),
        5,
        'cook',
      ),
      own(
        T(
          'Stir in {items:def}, heat through without letting it boil hard, {min} min, and season with salt and pepper.',
          'Unisci {items:def}, lascia scaldare senza far bollire forte, {min} min, e regola di sale e pepe.',
          'Incorporez {items:def}, laissez chauffer sans faire bouillir à gros bouillons, {min} min, puis salez et poivrez.',
          '{items:acc} einrühren und alles {min} Min. erhitzen, ohne dass die Sauce sprudelnd kocht; mit Salz und Pfeffer abschmecken.',
        ),
        2,
        'cook',
        { uses: ['dairy', 'sauce'] },
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
        { unless: ['dairy', 'sauce'] },
      ),
      own(
        T(
          'Scatter with {items:def} and serve hot.',
          'Cospargi con {items:def} e servi ben caldo.',
          'Parsemez {items:de0} et servez bien chaud.',
          'Mit {items:dat} bestreuen und heiß servieren.',
        ),
        1,
        'cook',
        { uses: ['garnish'] },
      ),
      own(SERVE_HOT, 1, 'cook', { unless: ['garnish'] }),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
    tip: T(
      'Choose apples that hold their shape when cooked, such as Cox or Braeburn, and serve with mash or crusty bread to mop up the sauce.',
      'Scegli mele che in cottura restano sode, come le renette o le Braeburn, e servi con purè o pane casereccio per raccogliere il sugo.',
      'Choisissez des pommes qui se tiennent à la cuisson, comme la reinette ou la boskoop, et servez avec une purée ou du pain de campagne pour saucer.',
      'Äpfel nehmen, die beim Garen ihre Form behalten, etwa Boskoop oder Braeburn; dazu passen Kartoffelpüree oder kräftiges Brot für die Sauce.',
    ),
  }),

  // ───────────── cullen skink ─────────────
  dish({
    id: 'cullen-skink',
    family: 'soup',
    course: 'starter',
    cuisine: 'british',
    difficulty: 'easy',
    names: {
      en: 'Cullen skink',
      it: 'Zuppa di eglefino affumicato e patate',
      fr: 'Soupe écossaise au haddock',
      de: 'Schottische Schellfischsuppe',
    },
    aliases: {
      en: ['smoked haddock soup', 'smoked haddock chowder', 'Scottish smoked fish soup'],
      it: ['Cullen skink', 'zuppa scozzese di pesce affumicato', 'zuppa scozzese di eglefino'],
      fr: ['Cullen skink', 'soupe de haddock aux pommes de terre', 'velouté de haddock'],
      de: ['Cullen Skink', 'Suppe mit geräuchertem Schellfisch', 'schottische Räucherfischsuppe'],
    },
    description: T(
      'The creamy Scottish soup from the fishing village of Cullen: smoked haddock poached in milk, with potatoes and onion or leek.',
      'La zuppa cremosa del villaggio di pescatori di Cullen, in Scozia: eglefino affumicato cotto nel latte, con patate e cipolla o porro.',
      'La soupe crémeuse du village de pêcheurs de Cullen, en Écosse : du haddock poché dans le lait, avec des pommes de terre et de l’oignon ou du poireau.',
      'Die cremige Suppe aus dem schottischen Fischerdorf Cullen: geräucherter Schellfisch, in Milch gegart, mit Kartoffeln und Zwiebel oder Lauch.',
    ),
    slots: [
      need('protein', ['smoked-haddock'], { share: 0.7, cook: ['simmer', 8, 12] }),
      need('vegetables', ['potato'], { share: 0.5, cook: ['simmer', 15, 25] }),
      need('aromatics', ['onion', 'leek', 'shallot'], { max: 2, share: 0.6, cook: ['pan', 8, 12] }),
      need('liquid', ['milk'], { share: 1.8 }),
      maybe('seasoning', ['bay-leaves']),
      maybe('fat', ['butter'], { share: 1.5 }),
      maybe('dairy', ['cream', 'single-cream'], { share: 0.6 }),
      maybe('herb', ['chives', 'parsley'], { share: 0.5 }),
      maybe('bread', ['bread', 'sourdough-bread', 'bread-rolls'], { share: 0.5 }),
    ],
    steps: [
      shared('chop', 8, 'prep', { uses: ['aromatics', 'vegetables', 'herb'], prep: 'dice' }),
      own(
        T(
          'Melt {items:def} in a large saucepan over a medium-low heat, {min} min.',
          'Fai sciogliere {items:def} in una pentola capiente a fuoco medio-basso, {min} min.',
          'Faites fondre {items:def} dans une grande casserole à feu doux, {min} min.',
          '{items:acc} in einem großen Topf bei mittlerer bis schwacher Hitze zerlassen, {min} Min.',
        ),
        1,
        'cook',
        { uses: ['fat'] },
      ),
      own(
        T(
          'Add {items:def} and soften gently without colouring, stirring now and then, {min} min.',
          'Aggiungi {items:def} e fai appassire a fuoco dolce, mescolando ogni tanto, {min} min.',
          'Ajoutez {items:def} et faites suer sans coloration en remuant de temps en temps, {min} min.',
          '{items:acc} zugeben und unter gelegentlichem Rühren glasig dünsten, ohne Farbe nehmen zu lassen, {min} Min.',
        ),
        8,
        'cook',
        { uses: ['aromatics'], cooks: ['aromatics'], ifRoles: ['fat'] },
      ),
      own(
        T(
          'Warm a little oil in a large saucepan and soften {items:def} gently without colouring, stirring now and then, {min} min.',
          'Scalda un filo d’olio in una pentola capiente e fai appassire {items:def} a fuoco dolce, mescolando ogni tanto, {min} min.',
          'Faites chauffer un filet d’huile dans une grande casserole et faites suer {items:def} sans coloration en remuant de temps en temps, {min} min.',
          '{items:acc} in einem großen Topf in etwas Öl unter gelegentlichem Rühren glasig dünsten, ohne Farbe nehmen zu lassen, {min} Min.',
        ),
        8,
        'cook',
        { uses: ['aromatics'], cooks: ['aromatics'], unless: ['fat'] },
      ),
      own(
        T(
          'Add {items:def} with just enough water to cover, bring to the boil and simmer until tender, {min} min.',
          'Aggiungi {items:def} con acqua appena sufficiente a coprire, porta a bollore e cuoci a fuoco moderato fino a cottura, {min} min.',
          'Ajoutez {items:def} avec juste assez d’eau pour couvrir, portez à ébullition et laissez cuire à petits bouillons jusqu’à ce que la pointe d’un couteau s’y enfonce facilement, {min} min.',
          '{items:acc} zugeben, knapp mit Wasser bedecken, aufkochen und weich köcheln lassen, {min} Min.',
        ),
        15,
        'cook',
        { uses: ['vegetables'], cooks: ['vegetables'] },
      ),
      own(
        T(
          'Meanwhile put {items:def} in a wide pan, bring slowly to a gentle simmer and poach until the fish is just cooked and flakes easily, {min} min.',
          'Intanto metti {items:def} in una padella larga, porta dolcemente a leggero bollore e cuoci finché il pesce è cotto e si sfalda facilmente, {min} min.',
          'Pendant ce temps, mettez {items:def} dans une sauteuse, portez doucement à frémissement et pochez jusqu’à ce que le poisson soit cuit et s’effeuille facilement, {min} min.',
          'Inzwischen {items:acc} in eine weite Pfanne geben, langsam zum Sieden bringen und gar ziehen lassen, bis sich der Fisch leicht zerpflücken lässt, {min} Min.',
        ),
        8,
        'cook',
        { uses: ['protein', 'liquid', 'seasoning'], cooks: ['protein'] },
      ),
      own(
        T(
          'Lift the fish onto a plate and pour the poaching milk into a jug. When the fish is cool enough to handle, break it into large flakes, throwing away the skin and any bones.',
          'Trasferisci il pesce su un piatto e versa il latte di cottura in una brocca. Quando il pesce si è intiepidito, sfaldalo a pezzi grossi, eliminando la pelle e le eventuali spine.',
          'Retirez le poisson sur une assiette et versez le lait de cuisson dans un pichet. Quand le poisson a un peu refroidi, effeuillez-le en gros morceaux en retirant la peau et les arêtes éventuelles.',
          'Den Fisch auf einen Teller heben und die Milch in einen Messbecher gießen. Sobald der Fisch etwas abgekühlt ist, in grobe Stücke zerpflücken und dabei Haut und eventuelle Gräten entfernen.',
        ),
        3,
        'cook',
      ),
      own(
        T(
          'Pour the poaching milk into the potatoes and crush some of them against the side of the pan with a wooden spoon to thicken the soup, {min} min.',
          'Versa il latte di cottura nella pentola delle patate e schiacciane una parte contro le pareti con un cucchiaio di legno, per addensare la zuppa, {min} min.',
          'Versez le lait de cuisson sur les pommes de terre et écrasez-en une partie contre la paroi de la casserole avec une cuillère en bois pour épaissir la soupe, {min} min.',
          'Die Milch zu den Kartoffeln gießen und einen Teil davon mit einem Holzlöffel am Topfrand zerdrücken, damit die Suppe sämig wird, {min} Min.',
        ),
        3,
        'cook',
      ),
      own(
        T(
          'Add the flaked fish and {items:def} and heat through gently without letting the soup boil, {min} min.',
          'Aggiungi il pesce sfaldato e {items:def} e lascia scaldare dolcemente, senza far bollire la zuppa, {min} min.',
          'Ajoutez le poisson effeuillé et {items:def}, et laissez chauffer doucement sans faire bouillir la soupe, {min} min.',
          'Den zerpflückten Fisch und {items:acc} zugeben und sanft erhitzen, ohne die Suppe kochen zu lassen, {min} Min.',
        ),
        3,
        'cook',
        { uses: ['dairy'] },
      ),
      own(
        T(
          'Add the flaked fish and heat through gently without letting the soup boil, {min} min.',
          'Aggiungi il pesce sfaldato e lascia scaldare dolcemente, senza far bollire la zuppa, {min} min.',
          'Ajoutez le poisson effeuillé et laissez chauffer doucement sans faire bouillir la soupe, {min} min.',
          'Den zerpflückten Fisch zugeben und sanft erhitzen, ohne die Suppe kochen zu lassen, {min} Min.',
        ),
        3,
        'cook',
        { unless: ['dairy'] },
      ),
      own(
        T('Remove {items:def}.', 'Elimina {items:def}.', 'Retirez {items:def}.', '{items:acc} entfernen.'),
        1,
        'cook',
        { uses: ['seasoning'] },
      ),
      own(
        T(
          'Season with black pepper, and with salt only after tasting: the smoked fish is salty already.',
          'Insaporisci con il pepe nero e aggiusta di sale solo dopo aver assaggiato: il pesce affumicato è già sapido.',
          'Poivrez, et ne salez qu’après avoir goûté : le poisson fumé est déjà salé.',
          'Mit schwarzem Pfeffer würzen und erst nach dem Probieren salzen: Der Räucherfisch ist schon salzig.',
        ),
        1,
        'cook',
      ),
      own(
        T(
          'Ladle into warm bowls and scatter with {items:def}.',
          'Distribuisci la zuppa nelle scodelle calde e cospargi con {items:def}.',
          'Répartissez la soupe dans des bols chauds et parsemez {items:de}.',
          'Die Suppe in vorgewärmte Teller schöpfen und mit {items:dat} bestreuen.',
        ),
        1,
        'cook',
        { uses: ['herb'] },
      ),
      own(
        T(
          'Ladle into warm bowls and serve hot.',
          'Distribuisci la zuppa nelle scodelle calde e servi ben calda.',
          'Répartissez la soupe dans des bols chauds et servez bien chaud.',
          'Die Suppe in vorgewärmte Teller schöpfen und heiß servieren.',
        ),
        1,
        'cook',
        { unless: ['herb'] },
      ),
      own(SERVE_WITH, 1, 'cook', { uses: ['bread'] }),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
    tip: T(
      'Undyed smoked haddock, pale cream rather than bright yellow, gives the truest flavour; for a smoother soup, blend a ladleful of the potatoes with a little of the milk before adding the fish.',
      'L’eglefino affumicato senza coloranti, color crema e non giallo acceso, ha il sapore più autentico; per una zuppa più vellutata, frulla un mestolo di patate con un po’ di latte prima di aggiungere il pesce.',
      'Le haddock non coloré, couleur crème plutôt que jaune vif, a le goût le plus franc ; pour une soupe plus veloutée, mixez une louche de pommes de terre avec un peu de lait avant d’ajouter le poisson.',
      'Ungefärbter Räucherschellfisch, cremefarben statt leuchtend gelb, schmeckt am besten; für eine feinere Suppe eine Kelle Kartoffeln mit etwas Milch pürieren, bevor der Fisch hineinkommt.',
    ),
  }),

  // ───────────── stuffed courgettes ─────────────
  dish({
    id: 'stuffed-courgettes',
    family: 'roast',
    course: 'main',
    cuisine: 'italian',
    difficulty: 'easy',
    names: {
      en: 'Stuffed courgettes',
      it: 'Zucchine ripiene',
      fr: 'Courgettes farcies',
      de: 'Gefüllte Zucchini',
    },
    aliases: {
      en: ['stuffed zucchini', 'courgette boats', 'baked stuffed courgettes'],
      it: ['zucchine ripiene al forno', 'zucchine ripiene di carne', 'barchette di zucchine'],
      fr: ['courgettes farcies au four', 'courgettes farcies à la viande', 'barquettes de courgettes'],
      de: ['Zucchinischiffchen', 'Zucchini-Schiffchen', 'gefüllte Zucchini aus dem Ofen'],
    },
    description: T(
      'Courgettes halved and hollowed, filled with their own chopped flesh, cheese and often minced meat, then baked until tender with a golden top.',
      'Zucchine tagliate a metà e svuotate, farcite con la loro polpa tritata, formaggio e spesso carne macinata, poi cotte in forno finché sono tenere e gratinate.',
      'Des courgettes coupées en deux et évidées, garnies de leur chair hachée, de fromage et souvent de viande hachée, puis cuites au four jusqu’à ce qu’elles soient tendres et dorées.',
      'Längs halbierte, ausgehöhlte Zucchini, gefüllt mit ihrem gehackten Fruchtfleisch, Käse und oft Hackfleisch, im Ofen weich und goldbraun überbacken.',
    ),
    slots: [
      need('vegetables', ['zucchini'], { share: 1.4, cook: ['bake', 25, 40] }),
      need('cheese', [...HARD_CHEESE, 'feta', 'cheddar', 'mozzarella', 'gruyere', 'emmental', 'gouda'], {
        max: 2,
        share: 1.3,
      }),
      maybe('protein', [...MINCE, 'minced-lamb', 'pork-sausage'], { share: 0.8, cook: ['pan', 8, 12] }),
      maybe('aromatics', ['onion', 'shallot', 'spring-onion', 'red-onion', 'garlic'], {
        max: 2,
        share: 0.5,
        cook: ['pan', 6, 10],
      }),
      maybe('binder', ['breadcrumbs'], { share: 1.3 }),
      maybe('egg', ['egg'], { share: 0.25 }),
      maybe('herb', ['parsley', 'basil', 'mint', 'thyme', 'oregano'], { max: 2, share: 0.5 }),
      maybe('sauce', ['passata', 'canned-tomatoes'], { share: 1.2 }),
    ],
    steps: [
      heatOven(200, 180),
      own(
        T(
          'Trim {items:def} and cut in half lengthways. Scoop out the flesh with a teaspoon, leaving a shell about 5 mm thick, and chop the flesh finely.',
          'Spunta {items:def} e dividi a metà per il lungo. Svuota le mezze zucchine con un cucchiaino, lasciando un bordo di circa 5 mm, e trita finemente la polpa.',
          'Équeutez {items:def} et coupez-{items:pron} en deux dans la longueur. Évidez les demi-courgettes à la petite cuillère en laissant une coque d’environ 5 mm, et hachez finement la chair.',
          '{items:acc} putzen und längs halbieren. Das Fruchtfleisch mit einem Teelöffel herauslösen, sodass ein etwa 5 mm dicker Rand bleibt, und fein hacken.',
        ),
        8,
        'prep',
        { uses: ['vegetables'], unless: ['aromatics'] },
      ),
      shared('chop', 5, 'prep', { uses: ['protein', 'aromatics', 'herb', 'cheese'], prep: 'fine' }),
      own(
        T(
          'Beat {items:def} in a small bowl.',
          'Sbatti {items:def} in una ciotolina.',
          'Battez {items:def} dans un bol.',
          '{items:acc} in einer kleinen Schüssel verquirlen.',
        ),
        1,
        'prep',
        { uses: ['egg'] },
      ),
      own(
        T(
          'Warm a little oil in a frying pan and soften {items:def} over a medium heat, stirring, {min} min.',
          'Scalda un filo d’olio in una padella e fai appassire {items:def} a fuoco medio, mescolando, {min} min.',
          'Faites chauffer un filet d’huile dans une poêle et faites revenir {items:def} à feu moyen en remuant, {min} min.',
          '{items:acc} in einer Pfanne in etwas Öl bei mittlerer Hitze unter Rühren andünsten, {min} Min.',
        ),
        5,
        'cook',
        { uses: ['aromatics'], cooks: ['aromatics'] },
      ),
      own(
        T(
          'Meanwhile trim {items:def} and cut in half lengthways. Scoop out the flesh with a teaspoon, leaving a shell about 5 mm thick, and chop the flesh finely.',
          'Intanto spunta {items:def} e dividi a metà per il lungo. Svuota le mezze zucchine con un cucchiaino, lasciando un bordo di circa 5 mm, e trita finemente la polpa.',
          'Pendant ce temps, équeutez {items:def} et coupez-{items:pron} en deux dans la longueur. Évidez les demi-courgettes à la petite cuillère en laissant une coque d’environ 5 mm, et hachez finement la chair.',
          'Inzwischen {items:acc} putzen und längs halbieren. Das Fruchtfleisch mit einem Teelöffel herauslösen, sodass ein etwa 5 mm dicker Rand bleibt, und fein hacken.',
        ),
        8,
        'cook',
        { uses: ['vegetables'], ifRoles: ['aromatics'] },
      ),
      own(
        T(
          'Turn up the heat, add {items:def} and brown, breaking up the meat with a wooden spoon, {min} min.',
          'Alza la fiamma, aggiungi {items:def} e fai rosolare, sgranando la carne con un cucchiaio di legno, {min} min.',
          'Montez le feu, ajoutez {items:def} et faites dorer en émiettant la viande à la cuillère en bois, {min} min.',
          'Die Hitze erhöhen, {items:acc} zugeben und krümelig anbraten, dabei mit einem Holzlöffel zerteilen, {min} Min.',
        ),
        8,
        'cook',
        { uses: ['protein'], cooks: ['protein'], ifRoles: ['aromatics'] },
      ),
      own(
        T(
          'Warm a little oil in a frying pan and brown {items:def} over a high heat, breaking up the meat with a wooden spoon, {min} min.',
          'Scalda un filo d’olio in una padella e fai rosolare {items:def} a fuoco vivo, sgranando la carne con un cucchiaio di legno, {min} min.',
          'Faites chauffer un filet d’huile dans une poêle et faites dorer {items:def} à feu vif en émiettant la viande à la cuillère en bois, {min} min.',
          '{items:acc} in einer Pfanne in etwas Öl bei starker Hitze krümelig anbraten, dabei mit einem Holzlöffel zerteilen, {min} Min.',
        ),
        8,
        'cook',
        { uses: ['protein'], cooks: ['protein'], unless: ['aromatics'] },
      ),
      own(
        T(
          'Add the chopped courgette flesh and cook, stirring, until soft and its juices have evaporated, {min} min.',
          'Aggiungi la polpa di zucchina tritata e cuoci, mescolando, finché è morbida e l’acqua è evaporata, {min} min.',
          'Ajoutez la chair de courgette hachée et faites cuire en remuant jusqu’à ce qu’elle soit tendre et que son eau se soit évaporée, {min} min.',
          'Das gehackte Zucchinifleisch zugeben und unter Rühren garen, bis es weich und die Flüssigkeit verdampft ist, {min} Min.',
        ),
        4,
        'cook',
        { ifRoles: ['aromatics', 'protein'] },
      ),
      own(
        T(
          'Warm a little oil in a frying pan, add the chopped courgette flesh and cook, stirring, until soft and its juices have evaporated, {min} min.',
          'Scalda un filo d’olio in una padella, aggiungi la polpa di zucchina tritata e cuoci, mescolando, finché è morbida e l’acqua è evaporata, {min} min.',
          'Faites chauffer un filet d’huile dans une poêle, ajoutez la chair de courgette hachée et faites cuire en remuant jusqu’à ce qu’elle soit tendre et que son eau se soit évaporée, {min} min.',
          'Etwas Öl in einer Pfanne erhitzen, das gehackte Zucchinifleisch zugeben und unter Rühren garen, bis es weich und die Flüssigkeit verdampft ist, {min} Min.',
        ),
        4,
        'cook',
        { unless: ['aromatics', 'protein'] },
      ),
      own(
        T(
          'Take the pan off the heat and leave the filling to cool for a few minutes, then mix in {items:def}, keeping back a handful of the cheese for the top; season with pepper and a little salt.',
          'Togli la padella dal fuoco e lascia intiepidire il ripieno qualche minuto, poi incorpora {items:def}, tenendo da parte una manciata di formaggio per la superficie; insaporisci con pepe e poco sale.',
          'Retirez la poêle du feu et laissez tiédir la farce quelques minutes, puis incorporez {items:def}, en réservant une poignée de fromage pour le dessus ; poivrez et salez légèrement.',
          'Die Pfanne vom Herd nehmen und die Füllung einige Minuten abkühlen lassen, dann {items:acc} untermischen, dabei eine Handvoll Käse zum Bestreuen beiseitelegen; mit Pfeffer und wenig Salz würzen.',
        ),
        3,
        'prep',
        { uses: ['binder', 'egg', 'herb', 'cheese'] },
      ),
      own(
        T(
          'Lay the courgette halves side by side in an oiled baking dish and pile the filling into them.',
          'Disponi le mezze zucchine una accanto all’altra in una pirofila unta d’olio e riempile con il ripieno.',
          'Rangez les demi-courgettes côte à côte dans un plat à four huilé et garnissez-les de farce.',
          'Die Zucchinihälften nebeneinander in eine geölte Auflaufform legen und die Füllung hineingeben.',
        ),
        3,
        'prep',
      ),
      own(
        T(
          'Pour {items:def} around the courgettes with a splash of water and season the sauce with a pinch of salt.',
          'Versa {items:def} intorno alle zucchine con un goccio d’acqua e sala leggermente il sugo.',
          'Versez {items:def} autour des courgettes avec un peu d’eau et salez légèrement la sauce.',
          '{items:acc} mit einem Schuss Wasser rund um die Zucchini gießen und die Sauce leicht salzen.',
        ),
        2,
        'prep',
        { uses: ['sauce'] },
      ),
      own(
        T(
          'Scatter the rest of the cheese over the top and drizzle with a little olive oil.',
          'Cospargi la superficie con il formaggio rimasto e completa con un filo d’olio.',
          'Parsemez le dessus du reste de fromage et arrosez d’un filet d’huile d’olive.',
          'Den restlichen Käse darüberstreuen und mit etwas Olivenöl beträufeln.',
        ),
        1,
        'prep',
      ),
      own(
        T(
          'Bake until the courgettes are tender when pierced with a knife and the top is golden, {min} min, then leave to rest for a few minutes before serving.',
          'Cuoci in forno finché le zucchine sono tenere alla punta di un coltello e la superficie è dorata, {min} min, poi lascia riposare qualche minuto prima di servire.',
          'Enfournez jusqu’à ce que les courgettes soient tendres sous la pointe d’un couteau et le dessus bien doré, {min} min, puis laissez reposer quelques minutes avant de servir.',
          'Backen, bis sich die Zucchini leicht mit einem Messer einstechen lassen und die Oberfläche goldbraun ist, {min} Min., dann vor dem Servieren ein paar Minuten ruhen lassen.',
        ),
        25,
        'cook',
        { cooks: ['vegetables'] },
      ),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
    tip: T(
      'Medium courgettes stuff best: large ones are watery and seedy. Sprinkle the hollowed halves with a little salt and turn them upside down for 10 minutes to draw out water if you have time.',
      'Le zucchine di media grandezza sono le più adatte: quelle grandi sono acquose e piene di semi. Se hai tempo, sala leggermente le mezze zucchine svuotate e lasciale capovolte per 10 minuti perché perdano l’acqua.',
      'Les courgettes moyennes se farcissent le mieux : les grosses sont aqueuses et pleines de graines. Si vous avez le temps, salez légèrement les demi-courgettes évidées et laissez-les dégorger 10 minutes à l’envers.',
      'Mittelgroße Zucchini eignen sich am besten, große sind wässrig und voller Kerne. Wer Zeit hat, salzt die ausgehöhlten Hälften leicht und lässt sie 10 Minuten kopfüber Wasser ziehen.',
    ),
  }),

  // ───────────── chicken and chickpea stew ─────────────
  dish({
    id: 'chicken-chickpea-stew',
    family: 'stew',
    course: 'main',
    cuisine: 'international',
    difficulty: 'easy',
    names: {
      en: 'Chicken and chickpea stew',
      it: 'Pollo in umido con ceci',
      fr: 'Poulet aux pois chiches',
      de: 'Hähnchen-Kichererbsen-Eintopf',
    },
    aliases: {
      en: ['chicken chickpea stew', 'chicken with chickpeas and tomatoes', 'one-pot chicken and chickpeas'],
      it: ['pollo e ceci', 'spezzatino di pollo e ceci', 'pollo con ceci e pomodoro'],
      fr: ['poulet mijoté aux pois chiches', 'ragoût de poulet aux pois chiches'],
      de: [
        'Hähncheneintopf mit Kichererbsen',
        'Hähnchen mit Kichererbsen und Tomaten',
        'Kichererbsen-Hähnchen-Topf',
      ],
    },
    description: T(
      'A one-pot supper from the cupboard: browned chicken simmered with tinned tomatoes and chickpeas, warmly spiced, with greens stirred in at the end if you have them.',
      'Una cena in un’unica pentola con quello che c’è in dispensa: pollo rosolato e cotto con pomodori pelati e ceci, profumato di spezie, con verdure a foglia aggiunte alla fine se ci sono.',
      'Un plat unique de placard : du poulet doré puis mijoté avec des tomates en conserve et des pois chiches, parfumé aux épices, avec des légumes verts ajoutés à la fin si vous en avez.',
      'Ein Eintopf aus dem Vorrat: angebratenes Hähnchen, mit Dosentomaten und Kichererbsen würzig geschmort, auf Wunsch zum Schluss mit etwas Blattgemüse.',
    ),
    slots: [
      need('protein', ['chicken-thigh', 'chicken-drumstick', 'chicken-breast'], {
        share: 1.2,
        cook: ['simmer', 25, 45],
      }),
      need('binder', ['chickpeas'], { share: 1.7 }),
      need('sauce', ['canned-tomatoes', 'passata'], { share: 2 }),
      maybe('aromatics', ONION, { share: 1, cook: ['pan', 6, 10] }),
      maybe('aromatics', ['garlic'], { share: 0.5, cook: ['pan', 6, 10] }),
      maybe(
        'seasoning',
        [
          'cumin',
          'smoked-paprika',
          'paprika',
          'cinnamon',
          'ras-el-hanout',
          'ground-ginger',
          'chili-flakes',
          'turmeric',
        ],
        { max: 3 },
      ),
      maybe('seasoning', ['tomato-paste'], { share: 0.5 }),
      maybe('liquid', CHICKEN_STOCK, { share: 0.4 }),
      maybe('vegetables', ['spinach', 'chard'], { share: 0.6, cook: ['simmer', 2, 5] }),
      maybe('herb', ['coriander', 'parsley', 'mint'], { share: 0.5 }),
      maybe('garnish', ['lemon'], { share: 0.5 }),
    ],
    steps: [
      shared('chop', 5, 'prep', { uses: ['aromatics', 'vegetables', 'herb'], prep: 'chop' }),
      shared('chop', 2, 'prep', { uses: ['binder'], prep: 'chop' }),
      shared('chop', 1, 'prep', { uses: ['garnish'], prep: 'chunks' }),
      own(
        T(
          'Pat {items:def} dry with kitchen paper and season with salt and pepper.',
          'Asciuga {items:def} con carta da cucina e condisci con sale e pepe.',
          'Épongez {items:def} avec du papier absorbant, puis salez et poivrez.',
          '{items:acc} mit Küchenpapier trocken tupfen, salzen und pfeffern.',
        ),
        3,
        'prep',
        { uses: ['protein'] },
      ),
      own(
        T(
          'Heat a little oil in a large casserole and brown {items:def} over a medium-high heat until golden all over, {min} min; lift out onto a plate.',
          'Scalda un filo d’olio in una casseruola capiente e rosola {items:def} a fuoco medio-alto finché il pollo è dorato su tutti i lati, {min} min; poi mettilo da parte su un piatto.',
          'Faites chauffer un filet d’huile dans une grande cocotte et faites dorer {items:def} à feu moyen-vif jusqu’à ce que le poulet soit bien doré de tous côtés, {min} min ; réservez-le sur une assiette.',
          '{items:acc} in einem großen Schmortopf in etwas Öl bei mittlerer bis starker Hitze rundherum goldbraun anbraten, {min} Min., dann auf einem Teller beiseitestellen.',
        ),
        8,
        'cook',
        { uses: ['protein'] },
      ),
      own(SOFTEN_IN_POT, 6, 'cook', { uses: ['aromatics'], cooks: ['aromatics'] }),
      own(STIR_IN_SPICES, 1, 'cook', { uses: ['seasoning'] }),
      own(
        T(
          'Add {items:def}, return the chicken with its juices and bring to a simmer; cover and cook gently until the chicken is cooked through with no pink left in the middle, {min} min.',
          'Aggiungi {items:def}, rimetti il pollo con il suo sugo e porta a bollore; copri e cuoci a fuoco dolce finché il pollo è cotto anche all’interno, senza tracce rosate, {min} min.',
          'Ajoutez {items:def}, remettez le poulet avec son jus et portez à frémissement ; couvrez et laissez mijoter doucement jusqu’à ce que le poulet soit cuit à cœur, sans trace rosée, {min} min.',
          '{items:acc} zugeben, das Hähnchen mit dem ausgetretenen Saft wieder hineinlegen und aufkochen; zugedeckt bei schwacher Hitze garen, bis das Fleisch durchgegart und innen nicht mehr rosa ist, {min} Min.',
        ),
        25,
        'cook',
        { uses: ['sauce', 'binder', 'liquid'], cooks: ['protein'], ifRoles: ['liquid'] },
      ),
      own(
        T(
          'Add {items:def} with a small glass of water, return the chicken with its juices and bring to a simmer; cover and cook gently until the chicken is cooked through with no pink left in the middle, {min} min.',
          'Aggiungi {items:def} con un bicchiere scarso d’acqua, rimetti il pollo con il suo sugo e porta a bollore; copri e cuoci a fuoco dolce finché il pollo è cotto anche all’interno, senza tracce rosate, {min} min.',
          'Ajoutez {items:def} avec un petit verre d’eau, remettez le poulet avec son jus et portez à frémissement ; couvrez et laissez mijoter doucement jusqu’à ce que le poulet soit cuit à cœur, sans trace rosée, {min} min.',
          '{items:acc} mit einem kleinen Glas Wasser zugeben, das Hähnchen mit dem ausgetretenen Saft wieder hineinlegen und aufkochen; zugedeckt bei schwacher Hitze garen, bis das Fleisch durchgegart und innen nicht mehr rosa ist, {min} Min.',
        ),
        25,
        'cook',
        { uses: ['sauce', 'binder'], cooks: ['protein'], unless: ['liquid'] },
      ),
      own(
        T(
          'Take off the lid and simmer until the sauce has thickened a little, {min} min; season with salt and pepper.',
          'Scopri e lascia restringere un po’ il sugo, {min} min; regola di sale e pepe.',
          'Découvrez et laissez épaissir un peu la sauce, {min} min ; salez et poivrez.',
          'Den Deckel abnehmen und die Sauce etwas einkochen lassen, {min} Min.; mit Salz und Pfeffer abschmecken.',
        ),
        5,
        'cook',
      ),
      own(
        T(
          'Stir in {items:def} and let it wilt, {min} min.',
          'Unisci {items:def} e lascia appassire, {min} min.',
          'Incorporez {items:def} et laissez-{items:pron} tomber, {min} min.',
          '{items:acc} unterrühren und zusammenfallen lassen, {min} Min.',
        ),
        2,
        'cook',
        { uses: ['vegetables'], cooks: ['vegetables'] },
      ),
      own(SCATTER, 1, 'cook', { uses: ['herb'] }),
      own(
        T(
          'Serve with {items:def} to squeeze over.',
          'Servi con {items:def} da spremere sopra.',
          'Servez avec {items:def} à presser au dernier moment.',
          'Mit {items:dat} zum Beträufeln servieren.',
        ),
        1,
        'cook',
        { uses: ['garnish'] },
      ),
      own(SERVE_HOT, 1, 'cook', { unless: ['garnish'] }),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
    tip: T(
      'Thighs stay juicier than breasts in a stew. Serve with crusty bread, rice or couscous to soak up the sauce.',
      'Le sovracosce restano più succose del petto in umido. Servi con pane casereccio, riso o cuscus per raccogliere il sugo.',
      'Les hauts de cuisse restent plus moelleux que les blancs en cocotte. Servez avec du pain de campagne, du riz ou de la semoule pour saucer.',
      'Oberschenkel bleiben im Schmortopf saftiger als Brust. Dazu passen kräftiges Brot, Reis oder Couscous, die die Sauce aufnehmen.',
    ),
  }),
];
