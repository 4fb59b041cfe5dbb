import type { Role } from '../../types';
import {
  dish,
  maybe,
  need,
  own,
  shared,
  type DishData,
  type SlotData,
  type StepData,
  type Texts,
} from '../types';

/**
 * Rice, grains, polenta and couscous: risotti, fried rice, pilafs and one-pot rice dishes, rice bowls without
 * fish, and rice, grain and pasta salads. The catalog's rice is raw: every dish cooks it.
 */

const T = (en: string, it: string, fr: string, de: string): Texts => ({ en, it, fr, de });

// ── Stock: from a carton, from a cube, or lightly salted water ──

const STOCKS = ['vegetable-stock', 'chicken-stock', 'beef-stock'] as const;
type Stock = (typeof STOCKS)[number];
const CUBES = ['stock-cube', 'chicken-stock-cube'];

/**
 * Liquid stock, or a stock cube (its own role, so the steps can say "dissolve"); both optional. `ml` is the
 * liquid per person: a carton's typical serving is 250 ml, and a cube makes about 500 ml.
 */
function stockSlots(first: Stock, ml: number, cubeRole: Role = 'binder'): SlotData[] {
  return [
    maybe('liquid', [first, ...STOCKS.filter((s) => s !== first)], { share: ml / 250 }),
    maybe(cubeRole, CUBES, { share: ml / 125 }),
  ];
}

/** With both a carton of stock and a cube, the cube only strengthens a weak stock. */
function cubeTopUp(cubeRole: Role, minutes = 1): StepData {
  return own(
    T(
      'Taste the stock; if it is weak, crumble in a little of {items:def}.',
      'Assaggia il brodo: se è poco saporito, sbriciolaci dentro un po’ {items:di}.',
      'Goûtez le bouillon : s’il manque de goût, émiettez-y un peu {items:de}.',
      'Die Brühe abschmecken und, falls sie zu schwach ist, etwas {items:von} hineinbröckeln.',
    ),
    minutes,
    'cook',
    { uses: [cubeRole], ifRoles: ['liquid'] },
  );
}

/** Hot stock kept at a simmer beside the pan (risotto): stock, a cube dissolved in water, or salted water. */
function hotStock(ml: number, cubeRole: Role = 'binder'): StepData[] {
  return [
    own(
      T(
        'Bring {items:def} to a simmer in a saucepan, {min} min, and keep it hot over a low heat.',
        'Porta a leggero bollore {items:def} in un pentolino, {min} min, e tienilo caldo a fuoco basso.',
        'Portez {items:def} à frémissement dans une casserole, {min} min, et gardez-le chaud à feu doux.',
        '{items:acc} in einem Topf aufkochen, {min} Min., und bei schwacher Hitze heiß halten.',
      ),
      3,
      'cook',
      { uses: ['liquid'] },
    ),
    cubeTopUp(cubeRole),
    own(
      T(
        `Dissolve {items:def} in about ${ml} ml of boiling water per person, {min} min, and keep the stock hot over a low heat.`,
        `Sciogli {items:def} in circa ${ml} ml di acqua bollente a persona, {min} min, e tieni il brodo caldo a fuoco basso.`,
        `Faites dissoudre {items:def} dans environ ${ml} ml d’eau bouillante par personne, {min} min, et gardez le bouillon chaud à feu doux.`,
        `{items:acc} in etwa ${ml} ml kochendem Wasser pro Person auflösen, {min} Min., und die Brühe bei schwacher Hitze heiß halten.`,
      ),
      3,
      'cook',
      { uses: [cubeRole], unless: ['liquid'] },
    ),
    own(
      T(
        `Bring about ${ml} ml of lightly salted water per person to a simmer, {min} min, and keep it hot over a low heat.`,
        `Porta a leggero bollore circa ${ml} ml di acqua leggermente salata a persona, {min} min, e tienila calda a fuoco basso.`,
        `Portez à frémissement environ ${ml} ml d’eau légèrement salée par personne, {min} min, et gardez-la chaude à feu doux.`,
        `Etwa ${ml} ml leicht gesalzenes Wasser pro Person aufkochen, {min} Min., und bei schwacher Hitze heiß halten.`,
      ),
      3,
      'cook',
      { unless: ['liquid', cubeRole] },
    ),
  ];
}

/**
 * The liquid a pilaf-style dish cooks in, covered: stock poured in, a cube crumbled into boiling water, or
 * salted water. `tail` says how it cooks and ends with {min}.
 */
function pourLiquid(
  ml: number,
  minutes: number,
  cooks: Role[],
  tail: Texts,
  cubeRole: Role = 'binder',
): StepData[] {
  return [
    cubeTopUp(cubeRole),
    own(
      T(
        `Pour in {items:def}, ${tail.en}`,
        `Versa {items:def}, ${tail.it}`,
        `Versez {items:def}, ${tail.fr}`,
        `{items:acc} angießen, ${tail.de}`,
      ),
      minutes,
      'cook',
      { uses: ['liquid'], cooks },
    ),
    own(
      T(
        `Pour in about ${ml} ml of boiling water per person, crumble in {items:def}, ${tail.en}`,
        `Versa circa ${ml} ml di acqua bollente a persona, sbriciola {items:def}, ${tail.it}`,
        `Versez environ ${ml} ml d’eau bouillante par personne, émiettez {items:def}, ${tail.fr}`,
        `Etwa ${ml} ml kochendes Wasser pro Person angießen, {items:acc} hineinbröckeln, ${tail.de}`,
      ),
      minutes,
      'cook',
      { uses: [cubeRole], unless: ['liquid'], cooks },
    ),
    own(
      T(
        `Pour in about ${ml} ml of boiling water per person with a good pinch of salt, ${tail.en}`,
        `Versa circa ${ml} ml di acqua bollente a persona con un bel pizzico di sale, ${tail.it}`,
        `Versez environ ${ml} ml d’eau bouillante par personne avec une bonne pincée de sel, ${tail.fr}`,
        `Etwa ${ml} ml kochendes Wasser pro Person mit einer kräftigen Prise Salz angießen, ${tail.de}`,
      ),
      minutes,
      'cook',
      { unless: ['liquid', cubeRole], cooks },
    ),
  ];
}

// ── Risotto ──

const RISOTTO_RICE = ['risotto-rice', 'rice'];

const SOFTEN_ONION = own(
  T(
    'Warm a little oil in a wide, heavy-based pan and soften {items:def} over a medium-low heat, stirring, {min} min.',
    'Scalda un filo d’olio in una casseruola larga dal fondo spesso e fai appassire {items:def} a fuoco medio-basso, mescolando, {min} min.',
    'Faites chauffer un filet d’huile dans une sauteuse à fond épais et faites suer {items:def} à feu moyen-doux, sans coloration, {min} min.',
    'Etwas Öl in einem breiten Topf mit dickem Boden erhitzen und {items:acc} bei mittlerer bis schwacher Hitze unter Rühren glasig dünsten, {min} Min.',
  ),
  5,
  'cook',
  { uses: ['aromatics'], cooks: ['aromatics'] },
);

const TOAST_ADD = T(
  'Add {items:def} and toast, stirring, until the grains are hot and glossy, {min} min.',
  'Aggiungi {items:def} e fai tostare i chicchi, mescolando, finché sono caldi e lucidi, {min} min.',
  'Ajoutez {items:def} et faites nacrer les grains en remuant, jusqu’à ce qu’ils soient brillants, {min} min.',
  '{items:acc} zugeben und unter Rühren anrösten, bis die Körner heiß sind und glänzen, {min} Min.',
);
const TOAST_PAN = T(
  'Warm a little oil in a wide, heavy-based pan, add {items:def} and toast, stirring, until the grains are hot and glossy, {min} min.',
  'Scalda un filo d’olio in una casseruola larga dal fondo spesso, aggiungi {items:def} e fai tostare i chicchi, mescolando, finché sono caldi e lucidi, {min} min.',
  'Faites chauffer un filet d’huile dans une sauteuse à fond épais, ajoutez {items:def} et faites nacrer les grains en remuant, jusqu’à ce qu’ils soient brillants, {min} min.',
  'Etwas Öl in einem breiten Topf mit dickem Boden erhitzen, {items:acc} zugeben und unter Rühren anrösten, bis die Körner heiß sind und glänzen, {min} Min.',
);

/** The rice goes into the pan something softened in; with nothing there yet, it starts the pan itself. */
function toastRice(after: Role[], uses: Role[] = ['base']): StepData[] {
  return [
    own(TOAST_ADD, 2, 'cook', { uses, ifRoles: after }),
    own(TOAST_PAN, 2, 'cook', { uses, unless: after }),
  ];
}

const DEGLAZE = own(
  T(
    'Pour in {items:def} and let it bubble away, stirring, {min} min.',
    'Sfuma con {items:def}, mescolando finché è evaporato, {min} min.',
    'Mouillez avec {items:def} et laissez évaporer en remuant, {min} min.',
    'Mit {items:dat} ablöschen und unter Rühren einkochen lassen, {min} Min.',
  ),
  2,
  'cook',
  { uses: ['sauce'] },
);

const join = (a: Texts, b?: Texts): Texts =>
  b ? T(`${a.en} ${b.en}`, `${a.it} ${b.it}`, `${a.fr} ${b.fr}`, `${a.de} ${b.de}`) : a;

/** The rice cooked a ladle at a time, in hot stock or in hot water; `tail` adds what happens meanwhile. */
function risottoCook(cooks: Role[] = [], tail?: Texts, cubeRole: Role = 'binder'): StepData[] {
  return [
    own(
      join(
        T(
          'Add a ladle of the hot stock and stir until it is absorbed, then carry on a ladle at a time, stirring often, until the rice is creamy but still al dente, {min} min.',
          'Aggiungi un mestolo di brodo caldo e mescola finché viene assorbito, poi prosegui un mestolo alla volta, mescolando spesso, finché il riso è cremoso ma ancora al dente, {min} min.',
          'Versez une louche de bouillon chaud et remuez jusqu’à ce qu’il soit absorbé, puis continuez louche par louche, en remuant souvent, jusqu’à ce que le riz soit crémeux mais encore al dente, {min} min.',
          'Eine Kelle heiße Brühe angießen und rühren, bis sie aufgesogen ist, dann kellenweise weitergießen und oft rühren, bis der Reis cremig, aber noch bissfest ist, {min} Min.',
        ),
        tail,
      ),
      0,
      'cook',
      { ifRoles: ['liquid', cubeRole], cooks },
    ),
    own(
      join(
        T(
          'Add a ladle of the hot water and stir until it is absorbed, then carry on a ladle at a time, stirring often, until the rice is creamy but still al dente, {min} min.',
          'Aggiungi un mestolo di acqua calda e mescola finché viene assorbita, poi prosegui un mestolo alla volta, mescolando spesso, finché il riso è cremoso ma ancora al dente, {min} min.',
          'Versez une louche d’eau chaude et remuez jusqu’à ce qu’elle soit absorbée, puis continuez louche par louche, en remuant souvent, jusqu’à ce que le riz soit crémeux mais encore al dente, {min} min.',
          'Eine Kelle heißes Wasser angießen und rühren, bis es aufgesogen ist, dann kellenweise weitergießen und oft rühren, bis der Reis cremig, aber noch bissfest ist, {min} Min.',
        ),
        tail,
      ),
      0,
      'cook',
      { unless: ['liquid', cubeRole], cooks },
    ),
  ];
}

/** The mantecatura: butter and cheese beaten in off the heat; without either, a plain rest. */
function finishRisotto(uses: Role[], serve = true): StepData[] {
  // German writes "{min} Min." with its own full stop.
  const then = serve
    ? T(', then serve.', ', poi servi.', ', puis servez.', ', dann servieren.')
    : T('.', '.', '.', '');
  return [
    own(
      T(
        `Take the pan off the heat, beat in {items:def} until glossy, cover and leave to rest, {min} min${then.en}`,
        `Togli dal fuoco e manteca con {items:def}, mescolando energicamente; copri e lascia riposare, {min} min${then.it}`,
        `Hors du feu, incorporez {items:def} en remuant vivement, couvrez et laissez reposer, {min} min${then.fr}`,
        `Den Topf vom Herd nehmen, {items:acc} kräftig unterrühren, zudecken und ruhen lassen, {min} Min.${then.de}`,
      ),
      2,
      'cook',
      { uses },
    ),
    own(
      T(
        `Take the pan off the heat, check the seasoning, cover and leave to rest, {min} min${then.en}`,
        `Togli dal fuoco, regola di sale, copri e lascia riposare, {min} min${then.it}`,
        `Hors du feu, rectifiez l’assaisonnement, couvrez et laissez reposer, {min} min${then.fr}`,
        `Den Topf vom Herd nehmen, abschmecken, zudecken und ruhen lassen, {min} Min.${then.de}`,
      ),
      2,
      'cook',
      { unless: uses },
    ),
  ];
}

// ── Fried rice ──

const FRY_RICE = ['rice', 'brown-rice', 'cooked-rice'];

/** Rice for frying is cooked first and left to cool and dry. */
const COOK_RICE_TO_COOL = own(
  T(
    'Cook {items:def} in plenty of boiling salted water until just tender, {min} min. Drain, spread out on a tray and leave to cool and steam dry (rice cooked the day before fries even better).',
    'Lessa {items:def} in abbondante acqua salata bollente finché è appena cotto, {min} min. Scolalo, allargalo su un vassoio e lascialo raffreddare e asciugare (il riso del giorno prima viene ancora meglio).',
    'Faites cuire {items:def} dans une grande casserole d’eau bouillante salée juste à point, {min} min. Égouttez-le, étalez-le sur un plateau et laissez-le refroidir et sécher (le riz de la veille est encore meilleur).',
    '{items:acc} in reichlich kochendem Salzwasser knapp gar kochen, {min} Min. Abgießen, auf einem Blech ausbreiten, abkühlen und ausdampfen lassen (Reis vom Vortag lässt sich noch besser braten).',
  ),
  0,
  'cook',
  // Rice cooked already (leftovers) is only loosened: LOOSEN_RICE.
  { uses: ['base'], unlessKinds: ['cooked-starch'] },
);

/** Cooked rice is broken up grain by grain; raw rice has no prep (its prep group is none), so this is skipped. */
const LOOSEN_RICE = shared('chop', 2, 'prep', { uses: ['base'], prep: 'chop' });

/** Cooked rice in a bowl dish is heated through, not boiled again. */
const WARM_COOKED_RICE = own(
  T(
    'Warm {items:def} through in a covered pan with a splash of water over a low heat, stirring now and then, until piping hot, {min} min.',
    'Scalda {items:def} in una padella coperta con un goccio d’acqua a fuoco basso, mescolando ogni tanto, finché è ben caldo, {min} min.',
    'Réchauffez {items:def} dans une poêle couverte avec un trait d’eau, à feu doux, en remuant de temps en temps, jusqu’à ce qu’il soit bien chaud, {min} min.',
    '{items:acc} mit einem Schuss Wasser in einer zugedeckten Pfanne bei schwacher Hitze unter gelegentlichem Rühren durch und durch erhitzen, {min} Min.',
  ),
  5,
  'cook',
  { uses: ['base'], ifKinds: ['cooked-starch'] },
);

const BEAT_EGGS = own(
  T(
    'Beat {items:def} with a pinch of salt.',
    'Sbatti {items:def} con un pizzico di sale.',
    'Battez {items:def} avec une pincée de sel.',
    '{items:acc} mit einer Prise Salz verquirlen.',
  ),
  1,
  'prep',
  { uses: ['egg'] },
);

const WOK_AROMATICS = own(
  T(
    'Heat a wok or a large frying pan until very hot, add 2 tablespoons of oil and stir-fry {items:def} for {min} min, until fragrant.',
    'Scalda bene un wok o una padella larga, aggiungi 2 cucchiai d’olio e salta {items:def} per {min} min, finché si sente il profumo.',
    'Faites chauffer un wok ou une grande poêle à feu vif, ajoutez 2 cuillères à soupe d’huile et faites sauter {items:def} {min} min, jusqu’à ce que le parfum se dégage.',
    'Einen Wok oder eine große Pfanne stark erhitzen, 2 Esslöffel Öl hineingeben und {items:acc} unter Rühren {min} Min. braten, bis es duftet.',
  ),
  1,
  'cook',
  { uses: ['aromatics'], cooks: ['aromatics'] },
);

const RICE_INTO_WOK = T(
  'Add the cold rice and stir-fry over a high heat, tossing, until hot and lightly toasted, {min} min.',
  'Aggiungi il riso freddo e saltalo a fuoco vivo, mescolando di continuo, finché è ben caldo e leggermente tostato, {min} min.',
  'Ajoutez le riz froid et faites-le sauter à feu vif, sans cesser de remuer, jusqu’à ce qu’il soit bien chaud et légèrement grillé, {min} min.',
  'Den kalten Reis zugeben und bei starker Hitze unter ständigem Wenden braten, bis er heiß und leicht geröstet ist, {min} Min.',
);
const RICE_INTO_NEW_WOK = T(
  'Heat a wok or a large frying pan with 2 tablespoons of oil until very hot, add the cold rice and stir-fry over a high heat, tossing, until hot and lightly toasted, {min} min.',
  'Scalda bene un wok o una padella larga con 2 cucchiai d’olio, aggiungi il riso freddo e saltalo a fuoco vivo, mescolando di continuo, finché è ben caldo e leggermente tostato, {min} min.',
  'Faites chauffer un wok ou une grande poêle à feu vif avec 2 cuillères à soupe d’huile, ajoutez le riz froid et faites-le sauter sans cesser de remuer, jusqu’à ce qu’il soit bien chaud et légèrement grillé, {min} min.',
  'Einen Wok oder eine große Pfanne mit 2 Esslöffeln Öl stark erhitzen, den kalten Reis zugeben und bei starker Hitze unter ständigem Wenden braten, bis er heiß und leicht geröstet ist, {min} Min.',
);

const WOK_VEG = own(
  T(
    'Add {items:def} and stir-fry for {min} min.',
    'Aggiungi {items:def} e salta per {min} min.',
    'Ajoutez {items:def} et faites sauter {min} min.',
    '{items:acc} zugeben und {min} Min. unter Rühren mitbraten.',
  ),
  3,
  'cook',
  { uses: ['vegetables'], cooks: ['vegetables'] },
);

const EGG_INTO_RICE = own(
  T(
    'Push the rice to one side, pour {items:def} into the space and leave for a few seconds to start setting, then scramble and toss everything together, {min} min.',
    'Sposta il riso da un lato, versa {items:def} nello spazio libero e lascia rapprendere qualche secondo, poi strapazza e mescola tutto insieme, {min} min.',
    'Poussez le riz sur le côté, versez {items:def} dans l’espace libéré et laissez prendre quelques secondes, puis brouillez et mélangez le tout, {min} min.',
    'Den Reis an den Rand schieben, {items:acc} in die freie Stelle gießen, einige Sekunden stocken lassen, dann verrühren und alles miteinander vermengen, {min} Min.',
  ),
  3,
  'cook',
  { uses: ['egg'], cooks: ['egg'] },
);

const SEASON_PLAIN = own(
  T(
    'Season with salt and toss well, {min} min.',
    'Regola di sale e salta ancora, {min} min.',
    'Salez et mélangez bien, {min} min.',
    'Mit Salz abschmecken und gut durchschwenken, {min} Min.',
  ),
  1,
  'cook',
  { unless: ['sauce', 'seasoning'] },
);

// ── Salads ──

/** A dressing of olive oil with lemon or lime juice, vinegar, or just salt and pepper. */
function dressing(perPerson: 'one' | 'oneHalf' = 'oneHalf'): StepData[] {
  const one = perPerson === 'one';
  const oil = T(
    one ? 'about 1 tablespoon of olive oil per person' : 'about 1½ tablespoons of olive oil per person',
    one
      ? 'circa un cucchiaio di olio extravergine a persona'
      : 'circa un cucchiaio e mezzo di olio extravergine a persona',
    one
      ? 'environ une cuillère à soupe d’huile d’olive par personne'
      : 'environ une cuillère à soupe et demie d’huile d’olive par personne',
    // German needs the amount in the dative after "mit" and in the accusative as an object.
    one ? 'etwa 1 Esslöffel Olivenöl pro Person' : 'etwa 1½ Esslöffel Olivenöl pro Person',
  );
  const deWith = one
    ? 'mit etwa 1 Esslöffel Olivenöl pro Person'
    : 'mit etwa 1½ Esslöffeln Olivenöl pro Person';
  return [
    own(
      T(
        `Squeeze {items:def} and whisk the juice with ${oil.en}, a pinch of salt and some pepper.`,
        `Spremi {items:def} ed emulsiona il succo con ${oil.it}, un pizzico di sale e una macinata di pepe.`,
        `Pressez {items:def} et fouettez le jus avec ${oil.fr}, une pincée de sel et un peu de poivre.`,
        `{items:acc} auspressen und den Saft ${deWith}, einer Prise Salz und etwas Pfeffer verquirlen.`,
      ),
      2,
      'prep',
      { uses: ['sauce'], ifKinds: ['citrus'] },
    ),
    own(
      T(
        `Whisk {items:def} with ${oil.en}, a pinch of salt and some pepper.`,
        `Emulsiona {items:def} con ${oil.it}, un pizzico di sale e una macinata di pepe.`,
        `Fouettez {items:def} avec ${oil.fr}, une pincée de sel et un peu de poivre.`,
        `{items:acc} ${deWith}, einer Prise Salz und etwas Pfeffer verquirlen.`,
      ),
      1,
      'prep',
      { uses: ['sauce'], unlessKinds: ['citrus'] },
    ),
  ];
}

const SALAD_PASTA_EXCEPT = [
  'spaghetti',
  'linguine',
  'bucatini',
  'angel-hair',
  'tagliatelle',
  'pappardelle',
  'soup-pasta',
];

const SAUSAGE_FOR_RISOTTO = T(
  'Warm a little oil in a wide, heavy-based pan and fry {items:def} over a medium-high heat, breaking the meat up with a wooden spoon, until browned and cooked through, {min} min.',
  'Scalda un filo d’olio in una casseruola larga dal fondo spesso e rosola {items:def} a fuoco medio-alto, sgranando la carne con un cucchiaio di legno, finché è dorata e ben cotta, {min} min.',
  'Faites chauffer un filet d’huile dans une sauteuse à fond épais et faites revenir {items:def} à feu moyen-vif en émiettant la chair à la cuillère en bois, jusqu’à ce qu’elle soit dorée et cuite à cœur, {min} min.',
  'Etwas Öl in einem breiten Topf mit dickem Boden erhitzen und {items:acc} bei mittlerer bis starker Hitze krümelig und gar braten, dabei mit einem Holzlöffel zerteilen, {min} Min.',
);
const SOFTEN_IN_SAUSAGE_FAT = T(
  'Add {items:def} and soften in the sausage fat, stirring, {min} min.',
  'Aggiungi {items:def} e fai appassire nel grasso della salsiccia, mescolando, {min} min.',
  'Ajoutez {items:def} et faites suer dans la graisse de la saucisse en remuant, {min} min.',
  '{items:acc} zugeben und im Bratfett unter Rühren glasig dünsten, {min} Min.',
);

export const GRAIN_DISHES: readonly DishData[] = [
  // ════════════════════════════ Risotto ════════════════════════════
  dish({
    id: 'risotto-alla-milanese',
    family: 'risotto',
    course: 'main',
    cuisine: 'italian',
    difficulty: 'easy',
    names: {
      en: 'Risotto alla milanese',
      it: 'Risotto alla milanese',
      fr: 'Risotto à la milanaise',
      de: 'Risotto alla milanese',
    },
    aliases: {
      en: ['saffron risotto'],
      it: ['risotto giallo', 'risotto allo zafferano'],
      fr: ['risotto au safran'],
      de: ['Safranrisotto', 'Mailänder Risotto'],
    },
    description: T(
      'Milan’s golden risotto: rice stirred slowly with saffron and made creamy at the end with grated cheese.',
      'Il risotto giallo di Milano: riso cotto piano con lo zafferano e mantecato alla fine con il formaggio grattugiato.',
      'Le risotto doré de Milan : un riz cuit doucement au safran, lié en fin de cuisson au fromage râpé.',
      'Mailands goldgelbes Risotto: langsam gerührter Reis mit Safran, zum Schluss mit geriebenem Käse cremig gebunden.',
    ),
    slots: [
      need('base', RISOTTO_RICE),
      need('seasoning', ['saffron'], { share: 2 }),
      need('cheese', ['parmesan', 'grana-padano'], { share: 1.7 }),
      maybe('aromatics', ['onion', 'shallot'], { share: 0.5, cook: ['pan', 5, 10] }),
      maybe('fat', ['butter'], { share: 2 }),
      maybe('sauce', ['white-wine'], { share: 1.5 }),
      ...stockSlots('beef-stock', 350),
    ],
    steps: [
      shared('chop', 4, 'prep', { uses: ['aromatics', 'cheese'], prep: 'chop' }),
      own(
        T(
          'Crumble {items:def} into a cup with 2 tablespoons of hot water and leave to steep.',
          'Sbriciola {items:def} in una tazzina con 2 cucchiai di acqua calda e lascialo in infusione.',
          'Émiettez {items:def} dans une tasse avec 2 cuillères à soupe d’eau chaude et laissez infuser.',
          '{items:acc} in einer Tasse mit 2 Esslöffeln heißem Wasser übergießen und ziehen lassen.',
        ),
        1,
        'prep',
        { uses: ['seasoning'] },
      ),
      ...hotStock(350),
      SOFTEN_ONION,
      ...toastRice(['aromatics']),
      DEGLAZE,
      ...risottoCook(
        [],
        T(
          'Halfway through, stir in the saffron with its water.',
          'A metà cottura unisci lo zafferano con la sua acqua.',
          'À mi-cuisson, ajoutez le safran avec son eau.',
          'Nach der Hälfte der Garzeit den Safran samt Einweichwasser unterrühren.',
        ),
      ),
      ...finishRisotto(['fat', 'cheese']),
    ],
    staples: ['salt', 'oil', 'water'],
    tip: T(
      'Keep the stock just simmering beside the risotto: cold liquid stops the rice cooking and makes it gluey.',
      'Tieni il brodo sempre caldo accanto al risotto: il liquido freddo blocca la cottura e rende il riso colloso.',
      'Gardez le bouillon frémissant à côté du risotto : un liquide froid interrompt la cuisson et rend le riz collant.',
      'Die Brühe neben dem Risotto immer leise köcheln lassen: Kalte Flüssigkeit unterbricht das Garen und macht den Reis klebrig.',
    ),
  }),
  dish({
    id: 'risotto-alla-parmigiana',
    family: 'risotto',
    course: 'main',
    cuisine: 'italian',
    difficulty: 'easy',
    names: {
      en: 'Parmesan risotto',
      it: 'Risotto alla parmigiana',
      fr: 'Risotto au parmesan',
      de: 'Parmesan-Risotto',
    },
    aliases: {
      en: ['risotto bianco', 'plain risotto'],
      it: ['risotto in bianco', 'risotto al parmigiano'],
      fr: ['risotto blanc'],
      de: ['Risotto bianco', 'weißes Risotto'],
    },
    description: T(
      'The plainest and perhaps the best risotto: just rice, stirred slowly and made creamy at the end with plenty of grated cheese.',
      'Il risotto più semplice e forse il più buono: solo riso, cotto piano e mantecato alla fine con abbondante formaggio grattugiato.',
      'Le plus simple et peut-être le meilleur des risottos : du riz cuit doucement et lié à la fin avec beaucoup de fromage râpé.',
      'Das schlichteste und vielleicht beste Risotto: nur Reis, langsam gerührt und zum Schluss mit reichlich geriebenem Käse cremig gebunden.',
    ),
    slots: [
      need('base', RISOTTO_RICE),
      need('cheese', ['parmesan', 'grana-padano'], { share: 2 }),
      maybe('aromatics', ['onion', 'shallot'], { share: 0.5, cook: ['pan', 5, 10] }),
      maybe('fat', ['butter'], { share: 2 }),
      maybe('sauce', ['white-wine'], { share: 1.5 }),
      ...stockSlots('beef-stock', 350),
    ],
    steps: [
      shared('chop', 4, 'prep', { uses: ['aromatics', 'cheese'], prep: 'chop' }),
      ...hotStock(350),
      SOFTEN_ONION,
      ...toastRice(['aromatics']),
      DEGLAZE,
      ...risottoCook(),
      ...finishRisotto(['fat', 'cheese']),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
    tip: T(
      'With so few ingredients, the cheese is the dish: grate it yourself from the piece, just before you need it.',
      'Con così pochi ingredienti il formaggio fa il piatto: grattugialo tu dal pezzo, all’ultimo momento.',
      'Avec si peu d’ingrédients, c’est le fromage qui fait le plat : râpez-le vous-même, au dernier moment.',
      'Bei so wenigen Zutaten macht der Käse das Gericht: ihn selbst am Stück und erst kurz vor der Verwendung reiben.',
    ),
  }),
  dish({
    id: 'risotto-ai-funghi',
    family: 'risotto',
    course: 'main',
    cuisine: 'italian',
    difficulty: 'easy',
    names: {
      en: 'Mushroom risotto',
      it: 'Risotto ai funghi',
      fr: 'Risotto aux champignons',
      de: 'Pilzrisotto',
    },
    aliases: {
      en: ['risotto ai funghi'],
      it: ['risotto ai porcini', 'risotto coi funghi'],
      fr: ['risotto aux cèpes'],
      de: ['Risotto mit Pilzen', 'Steinpilzrisotto', 'Champignonrisotto'],
    },
    description: T(
      'Mushrooms fried until golden, then stirred slowly with the rice into a creamy risotto.',
      'Funghi rosolati finché sono dorati e poi cotti piano con il riso fino a un risotto cremoso.',
      'Des champignons bien dorés, puis cuits doucement avec le riz jusqu’à un risotto crémeux.',
      'Goldbraun gebratene Pilze, langsam mit dem Reis zu einem cremigen Risotto gerührt.',
    ),
    slots: [
      need('base', RISOTTO_RICE),
      need('vegetables', ['button-mushroom', 'kind:mushroom'], { max: 2, share: 1.2, cook: ['pan', 8, 15] }),
      maybe('aromatics', ['onion', 'shallot', 'garlic'], { max: 2, share: 0.5, cook: ['pan', 4, 10] }),
      maybe('sauce', ['white-wine'], { share: 1.5 }),
      ...stockSlots('vegetable-stock', 350),
      maybe('fat', ['butter'], { share: 2 }),
      maybe('cheese', ['parmesan', 'grana-padano'], { share: 1.5 }),
      maybe('herb', ['parsley'], { share: 0.5 }),
    ],
    steps: [
      shared('chop', 6, 'prep', { uses: ['vegetables', 'aromatics', 'cheese', 'herb'], prep: 'chop' }),
      ...hotStock(350),
      { ...SOFTEN_ONION, minutes: 6 },
      own(
        T(
          'Add {items:def}, turn up the heat and fry, stirring, until golden and their juices have evaporated, {min} min.',
          'Aggiungi {items:def}, alza la fiamma e fai rosolare, mescolando, finché prendono colore e il liquido è evaporato, {min} min.',
          'Ajoutez {items:def}, montez le feu et faites sauter jusqu’à ce que toute l’eau rendue se soit évaporée et que tout soit bien doré, {min} min.',
          '{items:acc} zugeben, die Hitze erhöhen und unter Rühren goldbraun braten, bis die Flüssigkeit verdampft ist, {min} Min.',
        ),
        8,
        'cook',
        { uses: ['vegetables'], cooks: ['vegetables'], ifRoles: ['aromatics'] },
      ),
      own(
        T(
          'Warm a little oil in a wide, heavy-based pan and fry {items:def} over a high heat, stirring, until golden and their juices have evaporated, {min} min.',
          'Scalda un filo d’olio in una casseruola larga dal fondo spesso e fai rosolare {items:def} a fiamma vivace, mescolando, finché prendono colore e il liquido è evaporato, {min} min.',
          'Faites chauffer un filet d’huile dans une sauteuse à fond épais et faites sauter {items:def} à feu vif jusqu’à ce que toute l’eau rendue se soit évaporée et que tout soit bien doré, {min} min.',
          'Etwas Öl in einem breiten Topf mit dickem Boden erhitzen und {items:acc} bei starker Hitze unter Rühren goldbraun braten, bis die Flüssigkeit verdampft ist, {min} Min.',
        ),
        8,
        'cook',
        { uses: ['vegetables'], cooks: ['vegetables'], unless: ['aromatics'] },
      ),
      own(TOAST_ADD, 2, 'cook', { uses: ['base'] }),
      DEGLAZE,
      ...risottoCook(),
      ...finishRisotto(['fat', 'cheese', 'herb']),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
    tip: T(
      'Do not crowd the mushrooms: in a hot pan with room to spare they brown instead of stewing in their juices.',
      'Non ammassare i funghi: in una padella ben calda e con spazio a sufficienza si rosolano invece di lessarsi nella loro acqua.',
      'Ne tassez pas les champignons : dans une poêle bien chaude et assez grande, ils dorent au lieu de cuire dans leur eau.',
      'Die Pilze nicht zu dicht in den Topf geben: Mit genug Platz und starker Hitze bräunen sie, statt im eigenen Saft zu schmoren.',
    ),
  }),
  dish({
    id: 'risi-e-bisi',
    family: 'risotto',
    course: 'main',
    cuisine: 'italian',
    difficulty: 'easy',
    names: { en: 'Risi e bisi', it: 'Risi e bisi', fr: 'Risi e bisi', de: 'Risi Bisi' },
    aliases: { it: ['riso e piselli'], fr: ['riz aux petits pois'], de: ['Risi e bisi', 'Reis mit Erbsen'] },
    description: T(
      'The Venetian spring classic of rice and peas, looser than a risotto and eaten with a spoon.',
      'Il classico veneziano di primavera, riso e piselli più morbido di un risotto, da mangiare al cucchiaio.',
      'Le classique printanier de Venise : du riz aux petits pois, plus coulant qu’un risotto, qui se mange à la cuillère.',
      'Der venezianische Frühlingsklassiker aus Reis und Erbsen, flüssiger als ein Risotto und mit dem Löffel gegessen.',
    ),
    slots: [
      need('base', RISOTTO_RICE),
      need('vegetables', ['pea'], { share: 1.5, cook: ['simmer', 18, 25] }),
      maybe('protein', ['pancetta', 'bacon', 'lardons', 'guanciale'], { share: 0.6, cook: ['pan', 4, 10] }),
      maybe('aromatics', ['onion', 'spring-onion', 'shallot'], { share: 0.5, cook: ['pan', 4, 10] }),
      ...stockSlots('vegetable-stock', 400),
      maybe('fat', ['butter'], { share: 1.5 }),
      maybe('cheese', ['parmesan', 'grana-padano'], { share: 1.5 }),
      maybe('herb', ['parsley'], { share: 0.5 }),
    ],
    steps: [
      shared('chop', 4, 'prep', { uses: ['protein', 'aromatics', 'cheese', 'herb'], prep: 'chop' }),
      ...hotStock(400),
      own(
        T(
          'Fry {items:def} in a wide, heavy-based pan over a medium heat until the fat runs, {min} min.',
          'Rosola {items:def} in una casseruola larga dal fondo spesso a fuoco medio finché il grasso si scioglie, {min} min.',
          'Faites revenir {items:def} dans une sauteuse à fond épais à feu moyen jusqu’à ce que le gras fonde, {min} min.',
          '{items:acc} in einem breiten Topf mit dickem Boden bei mittlerer Hitze auslassen, bis das Fett austritt, {min} Min.',
        ),
        4,
        'cook',
        { uses: ['protein'], cooks: ['protein'] },
      ),
      own(
        T(
          'Add {items:def} and soften, stirring, {min} min.',
          'Aggiungi {items:def} e fai appassire, mescolando, {min} min.',
          'Ajoutez {items:def} et faites suer en remuant, {min} min.',
          '{items:acc} zugeben und unter Rühren glasig dünsten, {min} Min.',
        ),
        4,
        'cook',
        { uses: ['aromatics'], cooks: ['aromatics'], ifRoles: ['protein'] },
      ),
      { ...SOFTEN_ONION, minutes: 4, unless: ['protein'] },
      ...toastRice(['protein', 'aromatics']),
      own(
        T(
          'Pour in most of the hot stock, bring back to a simmer and cook, stirring now and then, {min} min.',
          'Versa quasi tutto il brodo caldo, riporta a bollore e cuoci, mescolando di tanto in tanto, {min} min.',
          'Versez presque tout le bouillon chaud, ramenez à frémissement et laissez cuire en remuant de temps en temps, {min} min.',
          'Den größten Teil der heißen Brühe angießen, wieder aufkochen und unter gelegentlichem Rühren köcheln lassen, {min} Min.',
        ),
        0,
        'cook',
        { ifRoles: ['liquid', 'binder'], cooks: ['vegetables'] },
      ),
      own(
        T(
          'Pour in most of the hot water, bring back to a simmer and cook, stirring now and then, {min} min.',
          'Versa quasi tutta l’acqua calda, riporta a bollore e cuoci, mescolando di tanto in tanto, {min} min.',
          'Versez presque toute l’eau chaude, ramenez à frémissement et laissez cuire en remuant de temps en temps, {min} min.',
          'Den größten Teil des heißen Wassers angießen, wieder aufkochen und unter gelegentlichem Rühren köcheln lassen, {min} Min.',
        ),
        0,
        'cook',
        { unless: ['liquid', 'binder'], cooks: ['vegetables'] },
      ),
      own(
        T(
          'Add the rest of the hot liquid if needed: risi e bisi should be loose enough to spread on the plate.',
          'Aggiungi il liquido caldo rimasto se serve: i risi e bisi devono restare morbidi, quasi una minestra densa.',
          'Ajoutez le reste du liquide chaud si nécessaire : le risi e bisi doit rester coulant, presque comme une soupe épaisse.',
          'Bei Bedarf die restliche heiße Flüssigkeit zugeben: Risi Bisi soll locker und fast suppig bleiben.',
        ),
        1,
        'cook',
      ),
      ...finishRisotto(['fat', 'cheese', 'herb']),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
  }),
  dish({
    id: 'risotto-alla-zucca',
    family: 'risotto',
    course: 'main',
    cuisine: 'italian',
    difficulty: 'easy',
    names: {
      en: 'Pumpkin risotto',
      it: 'Risotto alla zucca',
      fr: 'Risotto au potiron',
      de: 'Kürbisrisotto',
    },
    aliases: {
      en: ['butternut squash risotto', 'squash risotto'],
      it: ['risotto con la zucca'],
      fr: ['risotto à la courge', 'risotto au potimarron'],
      de: ['Risotto mit Kürbis'],
    },
    description: T(
      'An autumn risotto in which small cubes of squash melt into the rice and turn it golden.',
      'Il risotto d’autunno: i dadini di zucca si sciolgono nel riso e lo rendono dorato.',
      'Un risotto d’automne où les petits dés de courge fondent dans le riz et le colorent d’or.',
      'Ein Herbstrisotto, in dem kleine Kürbiswürfel mit dem Reis verschmelzen und ihn goldgelb färben.',
    ),
    slots: [
      need('base', RISOTTO_RICE),
      need('vegetables', ['pumpkin', 'butternut-squash'], { share: 0.75, cook: ['simmer', 18, 30] }),
      maybe('aromatics', ['onion', 'shallot'], { share: 0.5, cook: ['pan', 5, 10] }),
      maybe('herb', ['sage', 'rosemary', 'thyme']),
      maybe('sauce', ['white-wine'], { share: 1.5 }),
      ...stockSlots('vegetable-stock', 350),
      maybe('fat', ['butter'], { share: 2 }),
      maybe('cheese', ['parmesan', 'grana-padano'], { share: 1.5 }),
    ],
    steps: [
      own(
        T(
          'Peel and deseed {items:def} and cut the flesh into 1 cm dice.',
          'Sbuccia {items:def}, elimina i semi e taglia la polpa a dadini di 1 cm.',
          'Épluchez {items:def}, retirez les graines et coupez la chair en dés de 1 cm.',
          '{items:acc} schälen, die Kerne entfernen und das Fruchtfleisch in 1 cm große Würfel schneiden.',
        ),
        6,
        'prep',
        { uses: ['vegetables'] },
      ),
      shared('chop', 3, 'prep', { uses: ['aromatics', 'herb', 'cheese'], prep: 'chop' }),
      ...hotStock(350),
      SOFTEN_ONION,
      own(
        T(
          'Add {items:def} and cook, stirring, {min} min.',
          'Aggiungi {items:def} e fai insaporire, mescolando, {min} min.',
          'Ajoutez {items:def} et faites revenir en remuant, {min} min.',
          '{items:acc} zugeben und unter Rühren andünsten, {min} Min.',
        ),
        5,
        'cook',
        { uses: ['vegetables', 'herb'], ifRoles: ['aromatics'] },
      ),
      own(
        T(
          'Warm a little oil in a wide, heavy-based pan and cook {items:def}, stirring, {min} min.',
          'Scalda un filo d’olio in una casseruola larga dal fondo spesso e fai insaporire {items:def}, mescolando, {min} min.',
          'Faites chauffer un filet d’huile dans une sauteuse à fond épais et faites revenir {items:def} en remuant, {min} min.',
          'Etwas Öl in einem breiten Topf mit dickem Boden erhitzen und {items:acc} unter Rühren andünsten, {min} Min.',
        ),
        5,
        'cook',
        { uses: ['vegetables', 'herb'], unless: ['aromatics'] },
      ),
      own(TOAST_ADD, 2, 'cook', { uses: ['base'] }),
      DEGLAZE,
      ...risottoCook(
        ['vegetables'],
        T(
          'The squash will melt into the rice and turn it golden.',
          'La zucca si scioglierà nel riso colorandolo d’oro.',
          'La courge va fondre dans le riz et le colorer d’or.',
          'Der Kürbis zerfällt dabei und färbt den Reis goldgelb.',
        ),
      ),
      ...finishRisotto(['fat', 'cheese']),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
  }),
  dish({
    id: 'risotto-al-gorgonzola',
    family: 'risotto',
    course: 'main',
    cuisine: 'italian',
    difficulty: 'easy',
    names: {
      en: 'Gorgonzola risotto',
      it: 'Risotto al gorgonzola',
      fr: 'Risotto au gorgonzola',
      de: 'Gorgonzola-Risotto',
    },
    aliases: { en: ['blue cheese risotto'], it: ['risotto gorgonzola e noci'], fr: ['risotto au bleu'] },
    description: T(
      'A rich, creamy risotto with blue cheese melted in at the very end.',
      'Un risotto ricco e cremoso, con il formaggio erborinato sciolto all’ultimo momento.',
      'Un risotto riche et crémeux, où le fromage à pâte persillée fond au dernier moment.',
      'Ein reichhaltiges, cremiges Risotto, in dem zum Schluss Blauschimmelkäse schmilzt.',
    ),
    slots: [
      need('base', RISOTTO_RICE),
      need('cheese', ['gorgonzola', 'blue-cheese'], { share: 1.7 }),
      maybe('aromatics', ['onion', 'shallot'], { share: 0.5, cook: ['pan', 5, 10] }),
      maybe('sauce', ['white-wine'], { share: 1.5 }),
      ...stockSlots('vegetable-stock', 350),
      maybe('fat', ['butter'], { share: 1 }),
      maybe('topping', ['walnut', 'pecan', 'hazelnut'], { share: 0.75 }),
    ],
    steps: [
      shared('chop', 3, 'prep', { uses: ['aromatics', 'cheese', 'topping'], prep: 'chop' }),
      own(
        T(
          'Toast {items:def} in a dry pan until fragrant, {min} min, and set aside.',
          'Tosta {items:def} in una padella senza olio finché profumano, {min} min, e tieni da parte.',
          'Faites griller {items:def} à sec dans une poêle jusqu’à ce que le parfum se dégage, {min} min, puis réservez.',
          '{items:acc} in einer Pfanne ohne Fett rösten, bis sie duften, {min} Min., und beiseitestellen.',
        ),
        3,
        'cook',
        { uses: ['topping'] },
      ),
      ...hotStock(350),
      SOFTEN_ONION,
      ...toastRice(['aromatics']),
      DEGLAZE,
      ...risottoCook(),
      ...finishRisotto(['cheese', 'fat'], false),
      shared('garnish', 1, 'cook', { uses: ['topping'] }),
      own(T('Serve at once.', 'Servi subito.', 'Servez aussitôt.', 'Sofort servieren.'), 1, 'cook', {
        unless: ['topping'],
      }),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
  }),
  dish({
    id: 'risotto-radicchio-salsiccia',
    family: 'risotto',
    course: 'main',
    cuisine: 'italian',
    difficulty: 'easy',
    names: {
      en: 'Radicchio and sausage risotto',
      it: 'Risotto radicchio e salsiccia',
      fr: 'Risotto à la trévise et à la saucisse',
      de: 'Risotto mit Radicchio und Salsiccia',
    },
    aliases: {
      it: ['risotto al radicchio e salsiccia', 'risotto con radicchio e salsiccia'],
      en: ['radicchio risotto'],
    },
    description: T(
      'The Veneto’s winter risotto: crumbled sausage and bitter red radicchio wilted in its fat, the rice stirred creamy with cheese.',
      'Il risotto invernale del Veneto: salsiccia sbriciolata e radicchio rosso appassito nel suo grasso, mantecato con il formaggio.',
      'Le risotto d’hiver de Vénétie : de la chair à saucisse émiettée et de la trévise rouge fondue dans sa graisse, le riz lié au fromage.',
      'Das Winterrisotto aus Venetien: zerbröselte Salsiccia und roter Radicchio, im Bratfett zusammengefallen, mit Käse cremig gerührt.',
    ),
    slots: [
      need('base', RISOTTO_RICE),
      need('protein', ['pork-sausage'], { share: 0.6, cook: ['pan', 10, 15] }),
      need('vegetables', ['radicchio'], { share: 1, cook: ['pan', 3, 6] }),
      maybe('aromatics', ['onion', 'shallot'], { share: 0.5, cook: ['pan', 4, 10] }),
      maybe('sauce', ['red-wine', 'white-wine'], { share: 1.5 }),
      ...stockSlots('beef-stock', 350),
      maybe('fat', ['butter'], { share: 1 }),
      maybe('cheese', ['grana-padano', 'parmesan'], { share: 1.5 }),
    ],
    steps: [
      shared('chop', 5, 'prep', { uses: ['protein', 'aromatics', 'cheese'], prep: 'fine' }),
      shared('chop', 3, 'prep', { uses: ['vegetables'], prep: 'strips' }),
      ...hotStock(350),
      own(SAUSAGE_FOR_RISOTTO, 10, 'cook', { uses: ['protein'], cooks: ['protein'] }),
      own(SOFTEN_IN_SAUSAGE_FAT, 4, 'cook', { uses: ['aromatics'], cooks: ['aromatics'] }),
      own(
        T(
          'Add {items:def} and let it wilt, stirring, {min} min.',
          'Aggiungi {items:def} e lascialo appassire, mescolando, {min} min.',
          'Ajoutez {items:def} et laissez-la fondre en remuant, {min} min.',
          '{items:acc} zugeben und unter Rühren zusammenfallen lassen, {min} Min.',
        ),
        4,
        'cook',
        { uses: ['vegetables'], cooks: ['vegetables'] },
      ),
      own(TOAST_ADD, 2, 'cook', { uses: ['base'] }),
      DEGLAZE,
      ...risottoCook(),
      ...finishRisotto(['fat', 'cheese']),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
  }),
  dish({
    id: 'risotto-al-radicchio',
    family: 'risotto',
    course: 'main',
    cuisine: 'italian',
    difficulty: 'easy',
    names: {
      en: 'Radicchio risotto',
      it: 'Risotto al radicchio',
      fr: 'Risotto à la trévise',
      de: 'Radicchio-Risotto',
    },
    aliases: {
      en: ['radicchio and taleggio risotto', 'risotto with radicchio'],
      it: [
        'risotto al radicchio di Treviso',
        'risotto radicchio e taleggio',
        'risotto radicchio e gorgonzola',
      ],
      fr: ['risotto au radicchio', 'risotto trévise et taleggio'],
      de: ['Risotto mit Radicchio', 'Radicchio-Risotto mit Taleggio'],
    },
    description: T(
      'The Veneto’s winter risotto: bitter red radicchio wilted with the onion, the rice stirred creamy and finished with cheese.',
      'Il risotto invernale del Veneto: il radicchio rosso appassito con la cipolla e il riso mantecato con il formaggio.',
      'Le risotto d’hiver de Vénétie : la trévise rouge fondue avec l’oignon, le riz lié et fini au fromage.',
      'Das Winterrisotto aus Venetien: roter Radicchio mit der Zwiebel zusammengefallen, der Reis cremig gerührt und mit Käse vollendet.',
    ),
    slots: [
      need('base', RISOTTO_RICE),
      need('vegetables', ['radicchio'], { share: 1.2, cook: ['pan', 3, 6] }),
      maybe('aromatics', ['onion', 'shallot'], { share: 0.5, cook: ['pan', 4, 10] }),
      maybe('sauce', ['red-wine', 'white-wine'], { share: 1.5 }),
      ...stockSlots('vegetable-stock', 350),
      maybe('fat', ['butter'], { share: 1 }),
      maybe('cheese', ['taleggio', 'gorgonzola', 'fontina', 'parmesan', 'grana-padano'], {
        max: 2,
        share: 1.2,
      }),
    ],
    steps: [
      shared('chop', 5, 'prep', { uses: ['aromatics', 'cheese'], prep: 'fine' }),
      shared('chop', 3, 'prep', { uses: ['vegetables'], prep: 'strips' }),
      ...hotStock(350),
      { ...SOFTEN_ONION, minutes: 5 },
      own(
        T(
          'Add {items:def} and let it wilt, stirring, {min} min.',
          'Aggiungi {items:def} e lascialo appassire, mescolando, {min} min.',
          'Ajoutez {items:def} et laissez-la fondre en remuant, {min} min.',
          '{items:acc} zugeben und unter Rühren zusammenfallen lassen, {min} Min.',
        ),
        4,
        'cook',
        { uses: ['vegetables'], cooks: ['vegetables'], ifRoles: ['aromatics'] },
      ),
      own(
        T(
          'Warm a little oil in a wide, heavy-based pan, add {items:def} and let it wilt, stirring, {min} min.',
          'Scalda un filo d’olio in una casseruola larga dal fondo spesso, aggiungi {items:def} e lascialo appassire, mescolando, {min} min.',
          'Faites chauffer un filet d’huile dans une sauteuse à fond épais, ajoutez {items:def} et laissez-la fondre en remuant, {min} min.',
          'Etwas Öl in einem breiten Topf mit dickem Boden erhitzen, {items:acc} zugeben und unter Rühren zusammenfallen lassen, {min} Min.',
        ),
        4,
        'cook',
        { uses: ['vegetables'], cooks: ['vegetables'], unless: ['aromatics'] },
      ),
      own(TOAST_ADD, 2, 'cook', { uses: ['base'] }),
      DEGLAZE,
      ...risottoCook(),
      ...finishRisotto(['fat', 'cheese']),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
  }),
  // The summer risotto of every Italian kitchen: diced courgettes softened with the onion, the rice stirred
  // creamy and finished with parmesan and a little basil or mint.
  dish({
    id: 'risotto-alle-zucchine',
    family: 'risotto',
    course: 'main',
    cuisine: 'italian',
    difficulty: 'easy',
    names: {
      en: 'Courgette risotto',
      it: 'Risotto alle zucchine',
      fr: 'Risotto aux courgettes',
      de: 'Zucchini-Risotto',
    },
    aliases: {
      en: ['zucchini risotto', 'risotto with courgettes'],
      it: ['risotto zucchine e parmigiano', 'risotto con le zucchine'],
      fr: ['risotto courgettes parmesan'],
      de: ['Risotto mit Zucchini'],
    },
    description: T(
      'The summer risotto: diced courgettes softened with the onion, the rice stirred creamy and finished with parmesan.',
      'Il risotto dell’estate: zucchine a dadini appassite con la cipolla, il riso mantecato con il parmigiano.',
      'Le risotto de l’été : des courgettes en dés fondues avec l’oignon, le riz lié et fini au parmesan.',
      'Das Sommerrisotto: gewürfelte Zucchini mit der Zwiebel angedünstet, der Reis cremig gerührt und mit Parmesan vollendet.',
    ),
    slots: [
      need('base', RISOTTO_RICE),
      need('vegetables', ['zucchini'], { share: 1, cook: ['pan', 5, 8] }),
      maybe('aromatics', ['onion', 'shallot'], { share: 0.5, cook: ['pan', 4, 10] }),
      maybe('sauce', ['white-wine'], { share: 1.5 }),
      ...stockSlots('vegetable-stock', 350),
      maybe('fat', ['butter'], { share: 1 }),
      maybe('cheese', ['parmesan', 'grana-padano', 'pecorino-romano'], { share: 1.2 }),
      maybe('herb', ['basil', 'mint', 'parsley'], { share: 0.5 }),
    ],
    steps: [
      shared('chop', 5, 'prep', { uses: ['aromatics', 'cheese', 'herb'], prep: 'fine' }),
      shared('chop', 4, 'prep', { uses: ['vegetables'], prep: 'dice' }),
      ...hotStock(350),
      { ...SOFTEN_ONION, minutes: 5 },
      own(
        T(
          'Add {items:def} with a pinch of salt and cook, stirring, until just tender, {min} min.',
          'Aggiungi {items:def} con un pizzico di sale e falle insaporire, mescolando, finché sono appena tenere, {min} min.',
          'Ajoutez {items:def} avec une pincée de sel et faites-les revenir en remuant jusqu’à ce qu’elles soient juste tendres, {min} min.',
          '{items:acc} mit einer Prise Salz zugeben und unter Rühren andünsten, bis sie gerade weich sind, {min} Min.',
        ),
        5,
        'cook',
        { uses: ['vegetables'], cooks: ['vegetables'], ifRoles: ['aromatics'] },
      ),
      own(
        T(
          'Warm a little oil in a wide, heavy-based pan and cook {items:def} with a pinch of salt, stirring, until just tender, {min} min.',
          'Scalda un filo d’olio in una casseruola larga dal fondo spesso e fai insaporire {items:def} con un pizzico di sale, mescolando, finché sono appena tenere, {min} min.',
          'Faites chauffer un filet d’huile dans une sauteuse à fond épais et faites revenir {items:def} avec une pincée de sel, en remuant, jusqu’à ce qu’elles soient juste tendres, {min} min.',
          'Etwas Öl in einem breiten Topf mit dickem Boden erhitzen und {items:acc} mit einer Prise Salz unter Rühren andünsten, bis sie gerade weich sind, {min} Min.',
        ),
        5,
        'cook',
        { uses: ['vegetables'], cooks: ['vegetables'], unless: ['aromatics'] },
      ),
      own(TOAST_ADD, 2, 'cook', { uses: ['base'] }),
      DEGLAZE,
      ...risottoCook(),
      ...finishRisotto(['fat', 'cheese', 'herb']),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
  }),
  dish({
    id: 'risotto-alla-salsiccia',
    family: 'risotto',
    course: 'main',
    cuisine: 'italian',
    difficulty: 'easy',
    names: {
      en: 'Sausage risotto',
      it: 'Risotto alla salsiccia',
      fr: 'Risotto à la saucisse',
      de: 'Risotto mit Salsiccia',
    },
    aliases: { it: ['risotto con la salsiccia'], de: ['Wurstrisotto'] },
    description: T(
      'A hearty risotto from northern Italy, made with crumbled sausage browned before the rice goes in.',
      'Un risotto sostanzioso del Nord Italia, con la salsiccia sbriciolata e rosolata prima di tostare il riso.',
      'Un risotto copieux du nord de l’Italie, avec de la chair à saucisse émiettée et dorée avant d’ajouter le riz.',
      'Ein herzhaftes Risotto aus Norditalien mit zerbröseltem Wurstbrät, das vor dem Reis angebraten wird.',
    ),
    slots: [
      need('base', RISOTTO_RICE),
      need('protein', ['pork-sausage'], { share: 0.6, cook: ['pan', 10, 15] }),
      maybe('aromatics', ['onion', 'shallot'], { share: 0.5, cook: ['pan', 4, 10] }),
      maybe('herb', ['rosemary', 'sage']),
      maybe('sauce', ['red-wine', 'white-wine'], { share: 1.5 }),
      ...stockSlots('beef-stock', 350),
      maybe('fat', ['butter'], { share: 1 }),
      maybe('cheese', ['parmesan', 'grana-padano'], { share: 1.5 }),
    ],
    steps: [
      shared('chop', 5, 'prep', { uses: ['protein', 'aromatics', 'herb', 'cheese'], prep: 'fine' }),
      ...hotStock(350),
      own(SAUSAGE_FOR_RISOTTO, 10, 'cook', { uses: ['protein'], cooks: ['protein'] }),
      own(SOFTEN_IN_SAUSAGE_FAT, 4, 'cook', { uses: ['aromatics'], cooks: ['aromatics'] }),
      own(TOAST_ADD, 2, 'cook', { uses: ['base', 'herb'] }),
      DEGLAZE,
      ...risottoCook(),
      ...finishRisotto(['fat', 'cheese']),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
  }),
  dish({
    id: 'risotto-agli-asparagi',
    family: 'risotto',
    course: 'main',
    cuisine: 'italian',
    difficulty: 'easy',
    names: {
      en: 'Asparagus risotto',
      it: 'Risotto agli asparagi',
      fr: 'Risotto aux asperges',
      de: 'Spargelrisotto',
    },
    aliases: { it: ['risotto con gli asparagi'], de: ['Risotto mit Spargel'] },
    description: T(
      'A spring risotto: the asparagus stalks cook with the rice and the tender tips go in at the end.',
      'Un risotto di primavera: i gambi degli asparagi cuociono con il riso e le punte tenere arrivano alla fine.',
      'Un risotto de printemps : les tiges d’asperges cuisent avec le riz et les pointes tendres arrivent à la fin.',
      'Ein Frühlingsrisotto: Die Spargelstücke garen mit dem Reis, die zarten Spitzen kommen zum Schluss dazu.',
    ),
    slots: [
      need('base', RISOTTO_RICE),
      need('vegetables', ['asparagus', 'white-asparagus'], { cook: ['simmer', 18, 25] }),
      maybe('aromatics', ['onion', 'shallot', 'spring-onion'], { share: 0.5, cook: ['pan', 5, 10] }),
      maybe('sauce', ['white-wine'], { share: 1.5 }),
      ...stockSlots('vegetable-stock', 350),
      maybe('fat', ['butter'], { share: 2 }),
      maybe('cheese', ['parmesan', 'grana-padano'], { share: 1.5 }),
    ],
    steps: [
      own(
        T(
          'Cut the woody ends off {items:def} (peel white asparagus first), cut off the tips and set them aside, and slice the stalks into rounds.',
          'Elimina la parte legnosa {items:di} (prima pela gli asparagi bianchi), taglia le punte e tienile da parte, poi affetta i gambi a rondelle.',
          'Retirez la partie dure {items:de} (épluchez d’abord les asperges blanches), coupez les pointes et réservez-les, puis détaillez les tiges en rondelles.',
          '{items:acc} von den holzigen Enden befreien (weißen Spargel vorher schälen), die Spitzen abschneiden und beiseitelegen, die Stangen in Scheiben schneiden.',
        ),
        6,
        'prep',
        { uses: ['vegetables'] },
      ),
      shared('chop', 3, 'prep', { uses: ['aromatics', 'cheese'], prep: 'chop' }),
      ...hotStock(350),
      SOFTEN_ONION,
      own(
        T(
          'Add {items:def} and the sliced asparagus stalks and stir until the grains are hot and glossy, {min} min.',
          'Aggiungi {items:def} e i gambi degli asparagi e fai tostare, mescolando, finché i chicchi sono caldi e lucidi, {min} min.',
          'Ajoutez {items:def} et les tiges d’asperges, et faites nacrer en remuant jusqu’à ce que les grains soient brillants, {min} min.',
          '{items:acc} und die Spargelscheiben zugeben und unter Rühren anrösten, bis die Körner heiß sind und glänzen, {min} Min.',
        ),
        2,
        'cook',
        { uses: ['base'], ifRoles: ['aromatics'] },
      ),
      own(
        T(
          'Warm a little oil in a wide, heavy-based pan, add {items:def} and the sliced asparagus stalks and stir until the grains are hot and glossy, {min} min.',
          'Scalda un filo d’olio in una casseruola larga dal fondo spesso, aggiungi {items:def} e i gambi degli asparagi e fai tostare, mescolando, finché i chicchi sono caldi e lucidi, {min} min.',
          'Faites chauffer un filet d’huile dans une sauteuse à fond épais, ajoutez {items:def} et les tiges d’asperges, et faites nacrer en remuant jusqu’à ce que les grains soient brillants, {min} min.',
          'Etwas Öl in einem breiten Topf mit dickem Boden erhitzen, {items:acc} und die Spargelscheiben zugeben und unter Rühren anrösten, bis die Körner heiß sind und glänzen, {min} Min.',
        ),
        2,
        'cook',
        { uses: ['base'], unless: ['aromatics'] },
      ),
      DEGLAZE,
      ...risottoCook(
        ['vegetables'],
        T(
          'Stir in the asparagus tips for the last 5 minutes.',
          'Unisci le punte degli asparagi negli ultimi 5 minuti.',
          'Ajoutez les pointes d’asperges pour les 5 dernières minutes.',
          'Die Spargelspitzen für die letzten 5 Minuten unterrühren.',
        ),
      ),
      ...finishRisotto(['fat', 'cheese']),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
  }),
  // ════════════════════════════ Fried rice and rice dishes ════════════════════════════
  dish({
    id: 'egg-fried-rice',
    family: 'rice',
    course: 'main',
    cuisine: 'chinese',
    difficulty: 'easy',
    names: {
      en: 'Egg fried rice',
      it: 'Riso saltato con le uova',
      fr: 'Riz sauté aux œufs',
      de: 'Gebratener Reis mit Ei',
    },
    aliases: {
      en: ['fried rice'],
      it: ['riso fritto con le uova'],
      fr: ['riz frit aux œufs'],
      de: ['Eierreis'],
    },
    description: T(
      'The takeaway favourite: cold rice fried in a very hot wok and tossed with scrambled egg.',
      'Il classico del ristorante cinese: riso freddo saltato nel wok rovente con l’uovo strapazzato.',
      'Le grand classique des restaurants chinois : du riz froid sauté au wok bien chaud avec des œufs brouillés.',
      'Der Klassiker vom Chinarestaurant: kalter Reis im sehr heißen Wok gebraten und mit Rührei vermengt.',
    ),
    slots: [
      need('base', FRY_RICE),
      need('egg', ['egg', 'duck-egg'], { share: 0.75, cook: ['pan', 3, 6] }),
      maybe('vegetables', ['pea', 'sweet-corn', 'edamame'], { max: 2, share: 0.6, cook: ['pan', 3, 8] }),
      maybe('aromatics', ['garlic', 'ginger-root'], { max: 2, cook: ['pan', 1, 3] }),
      maybe('sauce', ['soy-sauce'], { share: 0.75 }),
      maybe('seasoning', ['sesame-oil', 'white-pepper']),
      maybe('garnish', ['spring-onion', 'chives'], { share: 0.5 }),
    ],
    steps: [
      COOK_RICE_TO_COOL,
      LOOSEN_RICE,
      shared('chop', 3, 'prep', { uses: ['aromatics', 'garnish'], prep: 'chop' }),
      BEAT_EGGS,
      WOK_AROMATICS,
      own(RICE_INTO_WOK, 4, 'cook', { ifRoles: ['aromatics'] }),
      own(RICE_INTO_NEW_WOK, 4, 'cook', { unless: ['aromatics'] }),
      WOK_VEG,
      EGG_INTO_RICE,
      shared('friedrice.season', 1, 'cook', { uses: ['sauce', 'seasoning'] }),
      SEASON_PLAIN,
      shared('garnish', 1, 'cook', { uses: ['garnish'] }),
    ],
    staples: ['salt', 'oil', 'water'],
    tip: T(
      'Freshly cooked rice turns mushy in the wok: spread it out to cool and dry first, or use rice cooked the day before.',
      'Il riso appena cotto nel wok diventa colloso: allargalo a raffreddare e asciugare, oppure usa quello del giorno prima.',
      'Le riz tout juste cuit devient collant au wok : étalez-le pour qu’il refroidisse et sèche, ou utilisez celui de la veille.',
      'Frisch gekochter Reis wird im Wok matschig: ihn ausgebreitet abkühlen und trocknen lassen oder Reis vom Vortag nehmen.',
    ),
  }),
  dish({
    id: 'chicken-fried-rice',
    family: 'rice',
    course: 'main',
    cuisine: 'chinese',
    difficulty: 'easy',
    names: {
      en: 'Chicken fried rice',
      it: 'Riso saltato con pollo',
      fr: 'Riz sauté au poulet',
      de: 'Gebratener Reis mit Hähnchen',
    },
    aliases: { it: ['riso fritto con pollo'], fr: ['riz frit au poulet'], de: ['gebratener Reis mit Huhn'] },
    description: T(
      'Cold rice stir-fried in a very hot wok with pieces of chicken, the way the takeaway makes it.',
      'Riso freddo saltato nel wok rovente con bocconcini di pollo, come al ristorante cinese.',
      'Du riz froid sauté au wok bien chaud avec des morceaux de poulet, comme au restaurant chinois.',
      'Kalter Reis, im sehr heißen Wok mit Hähnchenstücken gebraten, wie beim Chinesen um die Ecke.',
    ),
    slots: [
      need('base', FRY_RICE),
      need('protein', ['chicken-breast', 'chicken-thigh', 'cooked-chicken'], {
        share: 0.8,
        cook: ['pan', 3, 15],
      }),
      maybe('egg', ['egg'], { share: 0.5, cook: ['pan', 3, 6] }),
      maybe(
        'vegetables',
        [
          'pea',
          'sweet-corn',
          'red-bell-pepper',
          'green-bell-pepper',
          'snow-pea',
          'broccoli',
          'button-mushroom',
          'zucchini',
          'bean-sprout',
        ],
        { max: 3, share: 0.6, cook: ['pan', 4, 8] },
      ),
      maybe('aromatics', ['garlic', 'ginger-root', 'onion'], { max: 2, cook: ['pan', 1, 3] }),
      maybe('sauce', ['soy-sauce', 'oyster-sauce'], { max: 2, share: 0.75 }),
      maybe('seasoning', ['sesame-oil']),
      maybe('garnish', ['spring-onion'], { share: 0.5 }),
    ],
    steps: [
      COOK_RICE_TO_COOL,
      LOOSEN_RICE,
      shared('chop', 6, 'prep', { uses: ['protein', 'vegetables', 'aromatics', 'garnish'], prep: 'chop' }),
      BEAT_EGGS,
      shared('stirfry.protein', 3, 'cook', { uses: ['protein'], cooks: ['protein'], byKind: true }),
      own(
        T(
          'Add a little more oil to the pan and stir-fry {items:def} for {min} min, until fragrant.',
          'Aggiungi un filo d’olio nella padella e salta {items:def} per {min} min, finché si sente il profumo.',
          'Ajoutez un peu d’huile dans le wok et faites sauter {items:def} {min} min, jusqu’à ce que le parfum se dégage.',
          'Etwas Öl in den Wok geben und {items:acc} unter Rühren {min} Min. braten, bis es duftet.',
        ),
        1,
        'cook',
        { uses: ['aromatics'], cooks: ['aromatics'] },
      ),
      { ...WOK_VEG, minutes: 4 },
      own(RICE_INTO_WOK, 4, 'cook'),
      EGG_INTO_RICE,
      own(
        T(
          'Return the chicken to the pan, add {items:def} and toss over a high heat, {min} min.',
          'Rimetti il pollo nella padella, aggiungi {items:def} e salta a fuoco vivo, {min} min.',
          'Remettez le poulet dans le wok, ajoutez {items:def} et faites sauter à feu vif, {min} min.',
          'Das Hähnchen zurück in den Wok geben, {items:acc} zufügen und bei starker Hitze durchschwenken, {min} Min.',
        ),
        1,
        'cook',
        { uses: ['sauce', 'seasoning'] },
      ),
      own(
        T(
          'Return the chicken to the pan, season with salt and toss over a high heat, {min} min.',
          'Rimetti il pollo nella padella, regola di sale e salta a fuoco vivo, {min} min.',
          'Remettez le poulet dans le wok, salez et faites sauter à feu vif, {min} min.',
          'Das Hähnchen zurück in den Wok geben, salzen und bei starker Hitze durchschwenken, {min} Min.',
        ),
        1,
        'cook',
        { unless: ['sauce', 'seasoning'] },
      ),
      shared('garnish', 1, 'cook', { uses: ['garnish'] }),
    ],
    staples: ['salt', 'oil', 'water'],
  }),
  dish({
    id: 'riso-alla-cantonese',
    family: 'rice',
    course: 'main',
    cuisine: 'chinese',
    difficulty: 'easy',
    names: {
      en: 'Special fried rice',
      it: 'Riso alla cantonese',
      fr: 'Riz cantonais',
      de: 'Gebratener Reis mit Ei und Schinken',
    },
    aliases: {
      en: ['Yangzhou fried rice', 'ham and egg fried rice'],
      it: ['riso cantonese'],
      fr: ['riz frit cantonais'],
      de: ['Kantonesischer Reis'],
    },
    description: T(
      'Fried rice the way Chinese restaurants in Europe serve it, with scrambled egg and little cubes of ham.',
      'Il riso dei ristoranti cinesi, saltato con uova strapazzate e dadini di prosciutto cotto.',
      'Le riz des restaurants chinois, sauté avec des œufs brouillés et des petits dés de jambon.',
      'Gebratener Reis wie im Chinarestaurant, mit Rührei und kleinen Schinkenwürfeln.',
    ),
    slots: [
      need('base', ['rice', 'cooked-rice']),
      need('protein', ['cooked-ham'], { cook: ['pan', 2, 5] }),
      need('egg', ['egg'], { share: 0.75, cook: ['pan', 3, 6] }),
      maybe('vegetables', ['pea', 'sweet-corn'], { max: 2, share: 0.6, cook: ['pan', 3, 8] }),
      maybe('sauce', ['soy-sauce'], { share: 0.5 }),
      maybe('garnish', ['spring-onion'], { share: 0.5 }),
    ],
    steps: [
      COOK_RICE_TO_COOL,
      LOOSEN_RICE,
      own(
        T(
          'Cut {items:def} into small dice.',
          'Taglia {items:def} a dadini.',
          'Coupez {items:def} en petits dés.',
          '{items:acc} in kleine Würfel schneiden.',
        ),
        2,
        'prep',
        { uses: ['protein'] },
      ),
      shared('chop', 2, 'prep', { uses: ['garnish'], prep: 'chop' }),
      BEAT_EGGS,
      own(
        T(
          'Heat a little oil in a wok or a large frying pan and scramble {items:def} until just set, {min} min; tip out onto a plate.',
          'Scalda un filo d’olio in un wok o in una padella larga e strapazza {items:def} finché il composto è appena rappreso, {min} min; trasferisci su un piatto.',
          'Faites chauffer un filet d’huile dans un wok ou une grande poêle et faites cuire {items:def} en brouillade jusqu’à ce qu’elle soit tout juste prise, {min} min ; réservez sur une assiette.',
          'Etwas Öl in einem Wok oder einer großen Pfanne erhitzen und {items:acc} unter Rühren gerade stocken lassen, {min} Min.; auf einen Teller geben.',
        ),
        3,
        'cook',
        { uses: ['egg'], cooks: ['egg'] },
      ),
      own(
        T(
          'Add 2 tablespoons of oil to the wok and stir-fry {items:def} over a high heat, {min} min.',
          'Aggiungi 2 cucchiai d’olio nel wok e salta {items:def} a fuoco vivo, {min} min.',
          'Ajoutez 2 cuillères à soupe d’huile dans le wok et faites sauter {items:def} à feu vif, {min} min.',
          '2 Esslöffel Öl in den Wok geben und {items:acc} bei starker Hitze unter Rühren braten, {min} Min.',
        ),
        3,
        'cook',
        { uses: ['protein', 'vegetables'], cooks: ['protein', 'vegetables'] },
      ),
      own(RICE_INTO_WOK, 4, 'cook'),
      own(
        T(
          'Return the egg to the wok, season with {items:def} and toss everything together, {min} min.',
          'Rimetti le uova nel wok, condisci con {items:def} e salta tutto insieme, {min} min.',
          'Remettez les œufs dans le wok, assaisonnez avec {items:def} et mélangez le tout, {min} min.',
          'Das Rührei zurück in den Wok geben, mit {items:dat} würzen und alles durchschwenken, {min} Min.',
        ),
        1,
        'cook',
        { uses: ['sauce'] },
      ),
      own(
        T(
          'Return the egg to the wok, season with salt and toss everything together, {min} min.',
          'Rimetti le uova nel wok, regola di sale e salta tutto insieme, {min} min.',
          'Remettez les œufs dans le wok, salez et mélangez le tout, {min} min.',
          'Das Rührei zurück in den Wok geben, salzen und alles durchschwenken, {min} Min.',
        ),
        1,
        'cook',
        { unless: ['sauce'] },
      ),
      shared('garnish', 1, 'cook', { uses: ['garnish'] }),
    ],
    staples: ['salt', 'oil', 'water'],
  }),
  dish({
    id: 'nasi-goreng',
    family: 'rice',
    course: 'main',
    cuisine: 'asian',
    difficulty: 'easy',
    names: { en: 'Nasi goreng', it: 'Nasi goreng', fr: 'Nasi goreng', de: 'Nasi Goreng' },
    aliases: {
      en: ['Indonesian fried rice'],
      it: ['riso fritto indonesiano'],
      fr: ['riz frit indonésien'],
      de: ['indonesischer gebratener Reis'],
    },
    description: T(
      'Indonesia’s fried rice: cold rice fried with a spicy, aromatic paste and sweet-and-salty soy, usually crowned with a fried egg.',
      'Il riso fritto indonesiano: riso freddo saltato con un soffritto piccante e aromatico e salsa di soia addolcita, di solito con un uovo all’occhio di bue sopra.',
      'Le riz frit indonésien : du riz froid sauté avec une pâte aromatique pimentée et de la sauce soja sucrée-salée, souvent coiffé d’un œuf au plat.',
      'Indonesiens gebratener Reis: kalter Reis mit einer scharfen Würzpaste und süß-salziger Sojasauce gebraten, meist mit einem Spiegelei obenauf.',
    ),
    slots: [
      need('base', ['rice', 'cooked-rice']),
      need('sauce', ['soy-sauce']),
      need('aromatics', ['shallot', 'onion', 'red-onion', 'garlic'], {
        max: 3,
        share: 0.75,
        cook: ['pan', 3, 8],
      }),
      need('seasoning', ['sambal-oelek', 'chili-pepper', 'chili-flakes', 'sriracha']),
      maybe('sweet', ['brown-sugar', 'sugar', 'honey'], { share: 0.5 }),
      maybe('protein', ['chicken-thigh', 'chicken-breast', 'cooked-chicken', 'prawns'], {
        share: 0.7,
        cook: ['pan', 3, 15],
      }),
      maybe('egg', ['egg'], { share: 0.5, cook: ['pan', 3, 6] }),
      maybe('garnish', ['cucumber', 'tomato', 'spring-onion'], { max: 2, share: 0.5 }),
    ],
    steps: [
      COOK_RICE_TO_COOL,
      LOOSEN_RICE,
      shared('chop', 5, 'prep', { uses: ['protein', 'aromatics', 'seasoning'], prep: 'chop' }),
      shared('chop', 3, 'prep', { uses: ['garnish'], prep: 'slices' }),
      shared('stirfry.protein', 3, 'cook', { uses: ['protein'], cooks: ['protein'], byKind: true }),
      own(
        T(
          'Heat 2 tablespoons of oil in a wok or a large frying pan and fry {items:def} over a medium heat, stirring, until soft and fragrant, {min} min.',
          'Scalda 2 cucchiai d’olio in un wok o in una padella larga e soffriggi {items:def} a fuoco medio, mescolando, finché il soffritto è morbido e profumato, {min} min.',
          'Faites chauffer 2 cuillères à soupe d’huile dans un wok ou une grande poêle et faites revenir {items:def} à feu moyen en remuant, jusqu’à ce que tout soit tendre et parfumé, {min} min.',
          '2 Esslöffel Öl in einem Wok oder einer großen Pfanne erhitzen und {items:acc} bei mittlerer Hitze unter Rühren weich und duftend braten, {min} Min.',
        ),
        3,
        'cook',
        { uses: ['aromatics', 'seasoning'], cooks: ['aromatics'] },
      ),
      own(
        T(
          'Add the cold rice with {items:def} and stir-fry over a high heat until every grain is coloured and hot, {min} min.',
          'Aggiungi il riso freddo con {items:def} e salta a fuoco vivo finché ogni chicco è colorito e ben caldo, {min} min.',
          'Ajoutez le riz froid avec {items:def} et faites sauter à feu vif jusqu’à ce que chaque grain soit coloré et bien chaud, {min} min.',
          'Den kalten Reis mit {items:dat} zugeben und bei starker Hitze braten, bis jedes Korn Farbe angenommen hat und heiß ist, {min} Min.',
        ),
        4,
        'cook',
        { uses: ['sauce', 'sweet'] },
      ),
      own(
        T(
          'Return {items:def} to the pan and toss everything together, {min} min.',
          'Rimetti {items:def} nella padella e salta tutto insieme, {min} min.',
          'Remettez {items:def} dans le wok et mélangez le tout, {min} min.',
          '{items:acc} zurück in den Wok geben und alles durchschwenken, {min} Min.',
        ),
        1,
        'cook',
        { uses: ['protein'] },
      ),
      own(
        T(
          'Meanwhile fry {items:def} in a little oil in a separate pan until {eggs:the white is set and the edges crisp|the whites are set and the edges crisp}, {min} min, and slide one onto each portion of rice.',
          'Intanto friggi {items:def} in un filo d’olio in un’altra padella finché l’albume è rappreso e i bordi croccanti, {min} min, e adagiane uno su ogni porzione di riso.',
          'Pendant ce temps, faites cuire {items:def} au plat dans un peu d’huile, dans une autre poêle, jusqu’à ce que le blanc soit pris et les bords croustillants, {min} min, puis posez-en un sur chaque portion de riz.',
          'Inzwischen {items:acc} in einer zweiten Pfanne in etwas Öl braten, bis das Eiweiß gestockt und der Rand knusprig ist, {min} Min., und je ein Spiegelei auf jede Portion Reis setzen.',
        ),
        3,
        'cook',
        { uses: ['egg'], cooks: ['egg'] },
      ),
      own(
        T(
          'Serve with {items:def} on the side.',
          'Servi con {items:def} a parte.',
          'Servez avec {items:def} à côté.',
          'Mit {items:dat} als Beilage servieren.',
        ),
        1,
        'cook',
        { uses: ['garnish'] },
      ),
      own(T('Serve hot.', 'Servi ben caldo.', 'Servez bien chaud.', 'Heiß servieren.'), 1, 'cook', {
        unless: ['garnish', 'egg'],
      }),
    ],
    staples: ['salt', 'oil', 'water'],
  }),
  dish({
    id: 'paella-valenciana',
    family: 'rice',
    course: 'main',
    cuisine: 'spanish',
    difficulty: 'medium',
    names: {
      en: 'Paella valenciana',
      it: 'Paella valenciana',
      fr: 'Paella valencienne',
      de: 'Paella valenciana',
    },
    aliases: {
      en: ['chicken paella', 'Valencian paella'],
      it: ['paella di carne'],
      fr: ['paella au poulet'],
      de: ['Paella mit Huhn'],
    },
    description: T(
      'The original paella from Valencia: chicken and rice cooked together in a wide, shallow pan, never stirred once the rice is in.',
      'La paella originale di Valencia: pollo e riso cotti insieme in una padella larga e bassa, senza mai mescolare dopo aver aggiunto il riso.',
      'La paella d’origine, celle de Valence : poulet et riz cuits ensemble dans une poêle large et plate, sans jamais remuer une fois le riz ajouté.',
      'Die ursprüngliche Paella aus Valencia: Hähnchen und Reis, zusammen in einer weiten, flachen Pfanne gegart, die nach dem Reis nicht mehr gerührt wird.',
    ),
    slots: [
      need('base', ['rice', 'risotto-rice']),
      need('protein', ['chicken-thigh', 'chicken-drumstick', 'chicken-leg', 'chicken-breast'], {
        cook: ['pan', 10, 20],
      }),
      maybe('vegetables', ['green-bean', 'butter-bean', 'broad-bean'], {
        max: 2,
        share: 0.6,
        cook: ['pan', 5, 10],
      }),
      maybe('sauce', ['tomato', 'plum-tomato', 'canned-tomatoes'], { share: 0.5, cook: ['pan', 5, 10] }),
      maybe('seasoning', ['smoked-paprika', 'paprika', 'saffron'], { max: 2 }),
      maybe('liquid', ['chicken-stock'], { share: 1.3 }),
      maybe('herb', ['rosemary']),
      maybe('garnish', ['lemon']),
    ],
    steps: [
      shared('chop', 6, 'prep', { uses: ['protein', 'vegetables'], prep: 'chunks' }),
      shared('chop', 2, 'prep', { uses: ['sauce'], prep: 'dice' }),
      own(
        T(
          'Heat 4 tablespoons of oil in a paella pan or a wide frying pan, season {items:def} with salt and fry over a medium-high heat, turning often, until golden all over, {min} min.',
          'Scalda 4 cucchiai d’olio in una paellera o in una padella larga, sala {items:def} e fai rosolare a fuoco medio-alto, girando spesso, finché è tutto ben dorato, {min} min.',
          'Faites chauffer 4 cuillères à soupe d’huile dans un plat à paella ou une grande poêle, salez {items:def} et faites dorer à feu moyen-vif en retournant souvent, jusqu’à ce que tout soit bien doré, {min} min.',
          '4 Esslöffel Öl in einer Paellapfanne oder einer weiten Pfanne erhitzen, {items:acc} salzen und bei mittlerer bis starker Hitze unter häufigem Wenden rundum goldbraun anbraten, {min} Min.',
        ),
        10,
        'cook',
        { uses: ['protein'], cooks: ['protein'] },
      ),
      own(
        T(
          'Add {items:def} and fry, stirring, {min} min.',
          'Aggiungi {items:def} e fai insaporire, mescolando, {min} min.',
          'Ajoutez {items:def} et faites revenir en remuant, {min} min.',
          '{items:acc} zugeben und unter Rühren anbraten, {min} Min.',
        ),
        5,
        'cook',
        { uses: ['vegetables'], cooks: ['vegetables'] },
      ),
      own(
        T(
          'Push everything to the edges, put {items:def} in the middle and cook until soft and jammy, {min} min.',
          'Sposta tutto verso i bordi, metti {items:def} al centro e cuoci finché si disfa, {min} min.',
          'Poussez le tout sur les bords, mettez {items:def} au centre et laissez compoter, {min} min.',
          'Alles an den Rand schieben, {items:acc} in die Mitte geben und weich einkochen lassen, {min} Min.',
        ),
        5,
        'cook',
        { uses: ['sauce'], cooks: ['sauce'] },
      ),
      own(
        T(
          'Stir in {items:def} for just a few seconds, so nothing burns.',
          'Unisci {items:def} e mescola per pochi secondi, senza far bruciare nulla.',
          'Ajoutez {items:def} et remuez quelques secondes seulement, sans laisser brûler.',
          '{items:acc} nur wenige Sekunden unterrühren, damit nichts verbrennt.',
        ),
        1,
        'cook',
        { uses: ['seasoning'] },
      ),
      own(
        T(
          'Pour in {items:def}, bring to the boil and simmer so the chicken cooks and the broth takes its flavour, {min} min; taste it, it should be well seasoned.',
          'Versa {items:def}, porta a bollore e fai sobbollire perché il pollo cuocia e il brodo si insaporisca, {min} min; assaggia: deve essere ben salato.',
          'Versez {items:def}, portez à ébullition et laissez frémir pour que le poulet cuise et que le bouillon prenne du goût, {min} min ; goûtez, il doit être bien assaisonné.',
          '{items:acc} angießen, aufkochen und köcheln lassen, damit das Hähnchen gart und die Brühe Geschmack annimmt, {min} Min.; abschmecken, sie sollte kräftig gesalzen sein.',
        ),
        10,
        'cook',
        { uses: ['liquid'] },
      ),
      own(
        T(
          'Pour in about 350 ml of water per person, bring to the boil and simmer so the chicken cooks and the broth takes its flavour, {min} min; taste it, it should be well salted.',
          'Versa circa 350 ml di acqua a persona, porta a bollore e fai sobbollire perché il pollo cuocia e il brodo si insaporisca, {min} min; assaggia: deve essere ben salato.',
          'Versez environ 350 ml d’eau par personne, portez à ébullition et laissez frémir pour que le poulet cuise et que le bouillon prenne du goût, {min} min ; goûtez, il doit être bien salé.',
          'Etwa 350 ml Wasser pro Person angießen, aufkochen und köcheln lassen, damit das Hähnchen gart und die Brühe Geschmack annimmt, {min} Min.; abschmecken, sie sollte kräftig gesalzen sein.',
        ),
        10,
        'cook',
        { unless: ['liquid'] },
      ),
      own(
        T(
          'Scatter {items:def} evenly across the pan and shake it level; from now on do not stir. Cook over a high heat at first, then lower the heat and cook until the rice has absorbed the liquid and is just tender, {min} min.',
          'Distribuisci {items:def} in modo uniforme nella padella e scuotila per livellarlo; da qui in poi non mescolare più. Cuoci prima a fuoco vivo, poi abbassa la fiamma e prosegui finché il riso ha assorbito il liquido ed è appena tenero, {min} min.',
          'Répartissez {items:def} uniformément dans la poêle et secouez-la pour l’égaliser ; à partir de maintenant, ne remuez plus. Faites cuire d’abord à feu vif, puis baissez le feu et laissez cuire jusqu’à ce que le riz ait absorbé le liquide et soit juste tendre, {min} min.',
          '{items:acc} gleichmäßig in der Pfanne verteilen und die Pfanne rütteln, damit er flach liegt; ab jetzt nicht mehr rühren. Erst bei starker, dann bei mittlerer Hitze garen, bis der Reis die Flüssigkeit aufgesogen hat und gerade weich ist, {min} Min.',
        ),
        0,
        'cook',
        { uses: ['base'] },
      ),
      own(
        T(
          'Lay {items:def} on top, turn up the heat for the last minute until the bottom crackles and toasts, then take off the heat, cover with a clean tea towel and leave to rest, {min} min.',
          'Adagia {items:def} sopra, alza la fiamma per l’ultimo minuto finché il fondo crepita e si tosta, poi togli dal fuoco, copri con un canovaccio pulito e lascia riposare, {min} min.',
          'Posez {items:def} sur le dessus, montez le feu la dernière minute jusqu’à ce que le fond crépite et grille, puis retirez du feu, couvrez d’un torchon propre et laissez reposer, {min} min.',
          '{items:acc} darauflegen, in der letzten Minute die Hitze erhöhen, bis der Boden knistert und anröstet, dann vom Herd nehmen, mit einem sauberen Küchentuch abdecken und ruhen lassen, {min} Min.',
        ),
        5,
        'cook',
        { uses: ['herb'] },
      ),
      own(
        T(
          'Turn up the heat for the last minute until the bottom crackles and toasts, then take off the heat, cover with a clean tea towel and leave to rest, {min} min.',
          'Alza la fiamma per l’ultimo minuto finché il fondo crepita e si tosta, poi togli dal fuoco, copri con un canovaccio pulito e lascia riposare, {min} min.',
          'Montez le feu la dernière minute jusqu’à ce que le fond crépite et grille, puis retirez du feu, couvrez d’un torchon propre et laissez reposer, {min} min.',
          'In der letzten Minute die Hitze erhöhen, bis der Boden knistert und anröstet, dann vom Herd nehmen, mit einem sauberen Küchentuch abdecken und ruhen lassen, {min} Min.',
        ),
        5,
        'cook',
        { unless: ['herb'] },
      ),
      own(
        T(
          'Serve straight from the pan with {items:def}, cut into wedges.',
          'Servi direttamente nella padella con {items:def} a spicchi.',
          'Servez directement dans la poêle, avec {items:def} en quartiers.',
          'Direkt in der Pfanne servieren, dazu {items:acc} in Spalten.',
        ),
        1,
        'cook',
        { uses: ['garnish'] },
      ),
    ],
    staples: ['salt', 'oil', 'water'],
    tip: T(
      'The crisp, toasted layer of rice on the bottom, the socarrat, is the best part: listen for it crackling in the last minute.',
      'La crosticina di riso tostato sul fondo, il socarrat, è la parte migliore: ascolta quando inizia a crepitare nell’ultimo minuto.',
      'La croûte de riz grillé au fond, le socarrat, est la meilleure part : écoutez-la crépiter pendant la dernière minute.',
      'Die knusprig geröstete Reisschicht am Boden, der Socarrat, ist das Beste: In der letzten Minute hört man sie knistern.',
    ),
  }),
  dish({
    id: 'chicken-biryani',
    family: 'rice',
    course: 'main',
    cuisine: 'indian',
    difficulty: 'medium',
    names: {
      en: 'Chicken biryani',
      it: 'Biryani di pollo',
      fr: 'Biryani au poulet',
      de: 'Hähnchen-Biryani',
    },
    aliases: { en: ['biryani'], it: ['biryani'], fr: ['biryani'], de: ['Biryani', 'Chicken Biryani'] },
    description: T(
      'A festive one-pot dish from India: spiced chicken under a layer of fragrant rice and deep-golden fried onions, steamed together.',
      'Un piatto unico e festoso dell’India: pollo speziato sotto uno strato di riso profumato e cipolle fritte ben dorate, cotti insieme al vapore.',
      'Un plat unique et festif venu d’Inde : du poulet épicé sous une couche de riz parfumé et d’oignons frits bien dorés, cuits ensemble à l’étouffée.',
      'Ein festliches Eintopfgericht aus Indien: würziges Hähnchen unter einer Schicht duftendem Reis und goldbraunen Röstzwiebeln, zusammen gedämpft.',
    ),
    slots: [
      need('base', ['rice']),
      need('protein', ['chicken-thigh', 'chicken-breast', 'chicken-drumstick'], { cook: ['simmer', 20, 45] }),
      need('aromatics', ['onion', 'red-onion', 'shallot'], { share: 1.5, cook: ['pan', 12, 20] }),
      need(
        'seasoning',
        [
          'garam-masala',
          'curry-powder',
          'cumin',
          'turmeric',
          'chili-powder',
          'cardamom',
          'cinnamon',
          'cloves',
        ],
        { max: 3, share: 2 },
      ),
      maybe('seasoning', ['garlic', 'ginger-root'], { max: 2 }),
      maybe('dairy', ['yogurt', 'greek-yogurt'], { share: 0.5 }),
      maybe('herb', ['coriander', 'mint'], { max: 2, share: 0.8 }),
    ],
    steps: [
      shared('chop', 4, 'prep', { uses: ['aromatics'], prep: 'strips' }),
      shared('chop', 4, 'prep', { uses: ['protein'], prep: 'chunks' }),
      shared('chop', 3, 'prep', { uses: ['seasoning', 'herb'], prep: 'chop' }),
      own(
        T(
          'Heat 3 tablespoons of oil in a heavy casserole with a tight-fitting lid and fry {items:def} over a medium heat, stirring often, until deep golden brown, {min} min. Lift out half and set aside for the top.',
          'Scalda 3 cucchiai d’olio in una casseruola pesante con un coperchio che chiuda bene e friggi {items:def} a fuoco medio, mescolando spesso, finché prendono un bel colore bruno dorato, {min} min. Tieni da parte metà per la copertura.',
          'Faites chauffer 3 cuillères à soupe d’huile dans une cocotte à fond épais avec un couvercle bien ajusté et faites frire {items:def} à feu moyen, en remuant souvent, jusqu’à ce que tout soit bien doré, {min} min. Réservez-en la moitié pour le dessus.',
          '3 Esslöffel Öl in einem schweren Schmortopf mit gut schließendem Deckel erhitzen und {items:acc} bei mittlerer Hitze unter häufigem Rühren tief goldbraun braten, {min} Min. Die Hälfte für später herausnehmen.',
        ),
        12,
        'cook',
        { uses: ['aromatics'], cooks: ['aromatics'] },
      ),
      own(
        T(
          'Add {items:def} to the onions left in the pot and fry, stirring, for {min} min, until fragrant.',
          'Aggiungi {items:def} alle cipolle rimaste nella casseruola e fai soffriggere, mescolando, per {min} min, finché si sente il profumo.',
          'Ajoutez {items:def} aux oignons restés dans la cocotte et faites revenir en remuant {min} min, jusqu’à ce que le parfum se dégage.',
          '{items:acc} zu den Zwiebeln im Topf geben und unter Rühren {min} Min. anschwitzen, bis es duftet.',
        ),
        1,
        'cook',
        { uses: ['seasoning'] },
      ),
      own(
        T(
          'Add {items:def} with a good pinch of salt and turn in the spices until coated all over, {min} min.',
          'Aggiungi {items:def} con un bel pizzico di sale e mescola finché la carne è ben avvolta dalle spezie, {min} min.',
          'Ajoutez {items:def} avec une bonne pincée de sel et remuez pour bien enrober la viande d’épices, {min} min.',
          '{items:acc} mit einer kräftigen Prise Salz zugeben und rundum in den Gewürzen wenden, {min} Min.',
        ),
        4,
        'cook',
        { uses: ['protein'] },
      ),
      own(
        T(
          'Stir in {items:def} and a splash of water, cover and simmer gently, {min} min.',
          'Unisci {items:def} e un goccio d’acqua, copri e cuoci a fuoco dolce, {min} min.',
          'Incorporez {items:def} et un trait d’eau, couvrez et laissez mijoter doucement, {min} min.',
          '{items:acc} und einen Schuss Wasser unterrühren, zudecken und sanft köcheln lassen, {min} Min.',
        ),
        10,
        'cook',
        { uses: ['dairy'] },
      ),
      own(
        T(
          'Pour in about 50 ml of water per person, cover and simmer gently, {min} min.',
          'Versa circa 50 ml di acqua a persona, copri e cuoci a fuoco dolce, {min} min.',
          'Versez environ 50 ml d’eau par personne, couvrez et laissez mijoter doucement, {min} min.',
          'Etwa 50 ml Wasser pro Person angießen, zudecken und sanft köcheln lassen, {min} Min.',
        ),
        10,
        'cook',
        { unless: ['dairy'] },
      ),
      own(
        T(
          'Meanwhile rinse {items:def} until the water runs clear, then boil in plenty of salted water until nearly tender but still firm in the centre, {min} min, and drain.',
          'Intanto sciacqua {items:def} finché l’acqua esce limpida, poi lessalo in abbondante acqua salata finché è quasi cotto ma ancora sodo al centro, {min} min, e scolalo.',
          'Pendant ce temps, rincez {items:def} jusqu’à ce que l’eau soit claire, puis faites-le cuire dans beaucoup d’eau bouillante salée jusqu’à ce qu’il soit presque tendre mais encore ferme à cœur, {min} min, et égouttez.',
          'Inzwischen {items:acc} waschen, bis das Wasser klar bleibt, dann in reichlich Salzwasser kochen, bis er fast gar, innen aber noch fest ist, {min} Min., und abgießen.',
        ),
        6,
        'cook',
        { uses: ['base'] },
      ),
      own(
        T(
          'Spread the rice over the chicken, scatter over the reserved onions and {items:def}, cover tightly with foil and the lid and cook over the lowest heat, {min} min.',
          'Distribuisci il riso sul pollo, cospargi con le cipolle tenute da parte e {items:def}, sigilla con un foglio di alluminio e il coperchio e cuoci a fuoco minimo, {min} min.',
          'Étalez le riz sur le poulet, parsemez le dessus des oignons réservés et {items:de}, fermez hermétiquement avec du papier aluminium et le couvercle, et faites cuire à feu très doux, {min} min.',
          'Den Reis über dem Hähnchen verteilen, die beiseitegestellten Zwiebeln und {items:acc} darüberstreuen, mit Alufolie und dem Deckel fest verschließen und bei kleinster Hitze garen, {min} Min.',
        ),
        20,
        'cook',
        { uses: ['herb'], cooks: ['protein'] },
      ),
      own(
        T(
          'Spread the rice over the chicken, scatter over the reserved onions, cover tightly with foil and the lid and cook over the lowest heat, {min} min.',
          'Distribuisci il riso sul pollo, cospargi con le cipolle tenute da parte, sigilla con un foglio di alluminio e il coperchio e cuoci a fuoco minimo, {min} min.',
          'Étalez le riz sur le poulet, parsemez des oignons réservés, fermez hermétiquement avec du papier aluminium et le couvercle, et faites cuire à feu très doux, {min} min.',
          'Den Reis über dem Hähnchen verteilen, die beiseitegestellten Zwiebeln darüberstreuen, mit Alufolie und dem Deckel fest verschließen und bei kleinster Hitze garen, {min} Min.',
        ),
        20,
        'cook',
        { unless: ['herb'], cooks: ['protein'] },
      ),
      own(
        T(
          'Take off the heat and leave to rest, still covered, {min} min, then serve, bringing up the chicken from underneath with each spoonful of rice.',
          'Togli dal fuoco e lascia riposare ancora coperto, {min} min, poi servi prendendo a ogni cucchiaiata un po’ di riso e il pollo dal fondo.',
          'Retirez du feu et laissez reposer, toujours couvert, {min} min, puis servez en prenant à chaque cuillerée du riz et le poulet du fond.',
          'Vom Herd nehmen und zugedeckt ruhen lassen, {min} Min., dann servieren und dabei mit jeder Portion Reis auch Hähnchen vom Boden schöpfen.',
        ),
        5,
        'cook',
      ),
    ],
    staples: ['salt', 'oil', 'water'],
  }),
  dish({
    id: 'chicken-pilaf',
    family: 'rice',
    course: 'main',
    cuisine: 'middle-eastern',
    difficulty: 'easy',
    names: {
      en: 'Chicken pilaf',
      it: 'Pilaf di pollo',
      fr: 'Riz pilaf au poulet',
      de: 'Hähnchen-Pilaw',
    },
    aliases: {
      en: ['chicken pilau', 'chicken and rice'],
      it: ['riso pilaf con pollo'],
      fr: ['pilaf de poulet'],
      de: ['Reispfanne mit Hähnchen', 'Hühnerpilaw'],
    },
    description: T(
      'Browned chicken and rice cooked together in one covered pan until every grain is tender and separate.',
      'Pollo rosolato e riso cotti insieme in un’unica pentola coperta, finché ogni chicco è tenero e sgranato.',
      'Du poulet doré et du riz cuits ensemble à couvert dans une seule casserole, jusqu’à ce que chaque grain soit tendre et bien détaché.',
      'Angebratenes Hähnchen und Reis, zusammen in einem zugedeckten Topf gegart, bis jedes Korn weich und locker ist.',
    ),
    slots: [
      need('base', ['rice']),
      need('protein', ['chicken-thigh', 'chicken-breast', 'cooked-chicken'], {
        share: 0.8,
        cook: ['pan', 5, 15],
      }),
      maybe('aromatics', ['onion', 'shallot', 'garlic'], { max: 2, share: 0.5, cook: ['pan', 4, 10] }),
      maybe('vegetables', ['carrot', 'red-bell-pepper', 'green-bell-pepper', 'zucchini'], {
        max: 2,
        share: 0.5,
        cook: ['simmer', 15, 25],
      }),
      maybe('seasoning', ['cumin', 'cinnamon', 'turmeric', 'allspice', 'paprika', 'cardamom', 'bay-leaves'], {
        max: 3,
      }),
      maybe('fruit', ['raisin', 'dried-apricot', 'dried-cranberry'], { share: 0.5 }),
      ...stockSlots('chicken-stock', 200),
      maybe('topping', ['almond', 'pine-nut', 'pistachio', 'cashew'], { share: 0.75 }),
      maybe('herb', ['parsley', 'dill', 'coriander'], { share: 0.6 }),
    ],
    steps: [
      shared('chop', 6, 'prep', { uses: ['protein', 'aromatics', 'vegetables', 'herb'], prep: 'dice' }),
      own(
        T(
          'Heat a little oil in a wide pan with a lid and brown {items:def} all over, {min} min.',
          'Scalda un filo d’olio in una pentola larga con coperchio e rosola {items:def} da tutti i lati, {min} min.',
          'Faites chauffer un filet d’huile dans une sauteuse avec couvercle et faites dorer {items:def} de tous côtés, {min} min.',
          'Etwas Öl in einem weiten Topf mit Deckel erhitzen und {items:acc} rundum anbraten, {min} Min.',
        ),
        5,
        'cook',
        { uses: ['protein'], cooks: ['protein'] },
      ),
      own(
        T(
          'Add {items:def} and soften, stirring, {min} min.',
          'Aggiungi {items:def} e fai appassire, mescolando, {min} min.',
          'Ajoutez {items:def} et faites suer en remuant, {min} min.',
          '{items:acc} zugeben und unter Rühren glasig dünsten, {min} Min.',
        ),
        6,
        'cook',
        { uses: ['aromatics'], cooks: ['aromatics'] },
      ),
      own(
        T(
          'Add {items:def} and cook, stirring, {min} min.',
          'Aggiungi {items:def} e fai insaporire, mescolando, {min} min.',
          'Ajoutez {items:def} et faites revenir en remuant, {min} min.',
          '{items:acc} zugeben und unter Rühren andünsten, {min} Min.',
        ),
        2,
        'cook',
        { uses: ['vegetables'] },
      ),
      shared('pilaf.toast', 2, 'cook', { uses: ['base', 'seasoning', 'fruit'] }),
      ...pourLiquid(
        200,
        0,
        ['vegetables'],
        T(
          'bring to the boil, then cover and cook over the lowest heat, without lifting the lid, until the liquid is absorbed, {min} min.',
          'porta a bollore, poi copri e cuoci a fuoco minimo, senza sollevare il coperchio, finché il liquido è assorbito, {min} min.',
          'portez à ébullition, puis couvrez et laissez cuire à feu très doux, sans soulever le couvercle, jusqu’à ce que le liquide soit absorbé, {min} min.',
          'aufkochen, dann zudecken und bei kleinster Hitze garen, ohne den Deckel zu heben, bis die Flüssigkeit aufgesogen ist, {min} Min.',
        ),
      ),
      shared('pilaf.rest', 5, 'cook'),
      shared('pilaf.nuts', 3, 'cook', { uses: ['topping'] }),
      shared('garnish', 1, 'cook', { uses: ['herb'] }),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
  }),
  dish({
    id: 'jambalaya',
    family: 'rice',
    course: 'main',
    cuisine: 'american',
    difficulty: 'easy',
    names: { en: 'Jambalaya', it: 'Jambalaya', fr: 'Jambalaya', de: 'Jambalaya' },
    aliases: { en: ['chicken and sausage jambalaya', 'Creole jambalaya'] },
    description: T(
      'Louisiana’s one-pot rice: browned chicken and rice simmered together in a well-seasoned Creole broth.',
      'Il riso in un’unica pentola della Louisiana: pollo rosolato e riso cotti insieme in un brodo creolo ben speziato.',
      'Le riz tout-en-un de Louisiane : du poulet doré et du riz mijotés ensemble dans un bouillon créole bien relevé.',
      'Der Eintopf-Reis aus Louisiana: angebratenes Hähnchen und Reis, zusammen in einer kräftig gewürzten kreolischen Brühe gegart.',
    ),
    slots: [
      need('base', ['rice']),
      need('protein', ['chicken-thigh', 'chicken-breast'], { share: 0.7, cook: ['pan', 6, 15] }),
      maybe('protein', ['chorizo', 'pork-sausage', 'frankfurter'], { share: 0.6, cook: ['pan', 6, 15] }),
      maybe('vegetables', ['green-bell-pepper', 'red-bell-pepper', 'celery'], {
        max: 3,
        share: 0.5,
        cook: ['pan', 5, 10],
      }),
      maybe('aromatics', ['onion', 'garlic'], { max: 2, share: 0.5, cook: ['pan', 5, 10] }),
      maybe('sauce', ['canned-tomatoes', 'tomato', 'passata'], { share: 0.8 }),
      maybe(
        'seasoning',
        ['cajun-seasoning', 'smoked-paprika', 'paprika', 'cayenne-pepper', 'thyme', 'bay-leaves'],
        {
          max: 3,
        },
      ),
      ...stockSlots('chicken-stock', 250),
      maybe('topping', ['prawns'], { share: 0.5, cook: ['simmer', 5, 8] }),
      maybe('garnish', ['spring-onion', 'parsley'], { share: 0.5 }),
    ],
    steps: [
      shared('chop', 8, 'prep', {
        uses: ['protein', 'topping', 'vegetables', 'aromatics', 'sauce', 'garnish'],
        prep: 'chop',
      }),
      own(
        T(
          'Heat a little oil in a large, heavy pot and brown {items:def} over a medium-high heat, stirring now and then, {min} min.',
          'Scalda un filo d’olio in una pentola larga dal fondo spesso e rosola {items:def} a fuoco medio-alto, mescolando di tanto in tanto, {min} min.',
          'Faites chauffer un filet d’huile dans une grande cocotte et faites dorer {items:def} à feu moyen-vif en remuant de temps en temps, {min} min.',
          'Etwas Öl in einem großen, schweren Topf erhitzen und {items:acc} bei mittlerer bis starker Hitze unter gelegentlichem Rühren anbraten, {min} Min.',
        ),
        6,
        'cook',
        { uses: ['protein'], cooks: ['protein'] },
      ),
      own(
        T(
          'Add {items:def} and cook, stirring, until softened, {min} min.',
          'Aggiungi {items:def} e fai ammorbidire, mescolando, {min} min.',
          'Ajoutez {items:def} et faites revenir en remuant jusqu’à ce que tout soit tendre, {min} min.',
          '{items:acc} zugeben und unter Rühren weich dünsten, {min} Min.',
        ),
        6,
        'cook',
        { uses: ['aromatics', 'vegetables'], cooks: ['aromatics', 'vegetables'] },
      ),
      own(
        T(
          'Stir in {items:def} and cook for {min} min.',
          'Unisci {items:def} e fai insaporire per {min} min.',
          'Incorporez {items:def} et laissez cuire {min} min.',
          '{items:acc} unterrühren und {min} Min. mitgaren.',
        ),
        2,
        'cook',
        { uses: ['base', 'seasoning', 'sauce'] },
      ),
      ...pourLiquid(
        250,
        20,
        [],
        T(
          'bring to the boil, then cover and simmer gently, without stirring, until the rice is tender and has soaked up the liquid, {min} min.',
          'porta a bollore, poi copri e cuoci a fuoco dolce, senza mescolare, finché il riso è tenero e ha assorbito il liquido, {min} min.',
          'portez à ébullition, puis couvrez et laissez cuire doucement, sans remuer, jusqu’à ce que le riz soit tendre et ait absorbé le liquide, {min} min.',
          'aufkochen, dann zudecken und ohne Rühren sanft köcheln lassen, bis der Reis weich ist und die Flüssigkeit aufgesogen hat, {min} Min.',
        ),
      ),
      own(
        T(
          'Scatter {items:def} over the rice, cover again and cook over a low heat until they turn pink, {min} min.',
          'Distribuisci {items:def} sul riso, copri di nuovo e cuoci a fuoco basso finché diventano rosa, {min} min.',
          'Répartissez {items:def} sur le riz, couvrez de nouveau et laissez cuire à feu doux jusqu’à ce qu’elles soient roses, {min} min.',
          '{items:acc} auf dem Reis verteilen, wieder zudecken und bei schwacher Hitze garen, bis sie rosa sind, {min} Min.',
        ),
        5,
        'cook',
        { uses: ['topping'], cooks: ['topping'] },
      ),
      shared('garnish', 1, 'cook', { uses: ['garnish'] }),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
  }),
  dish({
    id: 'burrito-bowl',
    family: 'rice',
    course: 'main',
    cuisine: 'mexican',
    difficulty: 'easy',
    names: { en: 'Burrito bowl', it: 'Burrito bowl', fr: 'Burrito bowl', de: 'Burrito Bowl' },
    aliases: { en: ['burrito rice bowl'], it: ['bowl messicana'], fr: ['bol burrito'], de: ['Burrito-Bowl'] },
    description: T(
      'Everything that goes into a burrito, without the tortilla: rice and beans in a bowl with your choice of toppings.',
      'Tutto quello che va in un burrito, ma senza tortilla: riso e fagioli in una ciotola con i condimenti che preferisci.',
      'Tout ce qu’on met dans un burrito, sans la tortilla : du riz et des haricots dans un bol, avec les garnitures de votre choix.',
      'Alles, was in einen Burrito gehört, nur ohne Tortilla: Reis und Bohnen in einer Schüssel mit Toppings nach Wahl.',
    ),
    slots: [
      need('base', ['rice', 'brown-rice']),
      need('vegetables', ['black-bean', 'kidney-bean', 'pinto-bean']),
      maybe('vegetables', ['sweet-corn'], { share: 0.5 }),
      maybe('protein', ['chicken-breast', 'chicken-thigh', 'minced-beef', 'beef-steak', 'minced-pork'], {
        share: 0.7,
        cook: ['pan', 6, 15],
      }),
      maybe('seasoning', ['taco-seasoning', 'cumin', 'chili-powder', 'smoked-paprika'], { max: 2 }),
      maybe(
        'topping',
        ['avocado', 'cherry-tomato', 'tomato', 'romaine-lettuce', 'iceberg-lettuce', 'red-onion'],
        {
          max: 3,
          share: 0.5,
        },
      ),
      maybe('cheese', ['cheddar', 'monterey-jack', 'feta']),
      maybe('dairy', ['sour-cream', 'creme-fraiche']),
      maybe('sauce', ['salsa', 'hot-sauce']),
      maybe('herb', ['coriander'], { share: 0.5 }),
      maybe('garnish', ['lime']),
    ],
    steps: [
      shared('cookBase', 0, 'cook', { uses: ['base'] }),
      shared('chop', 8, 'prep', {
        uses: ['vegetables', 'protein', 'topping', 'cheese', 'herb'],
        prep: 'chop',
      }),
      shared('brownProtein', 6, 'cook', { uses: ['protein'], cooks: ['protein'], byKind: true }),
      own(
        T(
          'Sprinkle over {items:def}, add a splash of water and toss until the meat is coated, {min} min.',
          'Cospargi con {items:def}, aggiungi un goccio d’acqua e mescola finché la carne è ben condita, {min} min.',
          'Saupoudrez {items:de}, ajoutez un trait d’eau et mélangez pour bien enrober la viande, {min} min.',
          '{items:acc} darüberstreuen, einen Schuss Wasser zugeben und schwenken, bis das Fleisch rundum gewürzt ist, {min} Min.',
        ),
        1,
        'cook',
        { uses: ['seasoning'], ifRoles: ['protein'] },
      ),
      own(
        T(
          'Warm {items:def} in a small pan with a splash of water and a pinch of salt, {min} min.',
          'Scalda {items:def} in un pentolino con un goccio d’acqua e un pizzico di sale, {min} min.',
          'Réchauffez {items:def} dans une petite casserole avec un trait d’eau et une pincée de sel, {min} min.',
          '{items:acc} in einem kleinen Topf mit einem Schuss Wasser und einer Prise Salz erwärmen, {min} Min.',
        ),
        4,
        'cook',
        { uses: ['vegetables'], ifRoles: ['protein'] },
      ),
      own(
        T(
          'Warm {items:def} in a small pan with a splash of water and a pinch of salt, {min} min.',
          'Scalda {items:def} in un pentolino con un goccio d’acqua e un pizzico di sale, {min} min.',
          'Réchauffez {items:def} dans une petite casserole avec un trait d’eau et une pincée de sel, {min} min.',
          '{items:acc} in einem kleinen Topf mit einem Schuss Wasser und einer Prise Salz erwärmen, {min} Min.',
        ),
        4,
        'cook',
        { uses: ['vegetables', 'seasoning'], unless: ['protein'] },
      ),
      own(
        T(
          'Divide the rice between bowls, spoon the warm fillings on top in separate heaps and add {items:def}.',
          'Dividi il riso nelle ciotole, disponi sopra il ripieno caldo in mucchietti separati e completa con {items:def}.',
          'Répartissez le riz dans des bols, disposez dessus la garniture chaude en petits tas séparés, puis ajoutez {items:def}.',
          'Den Reis auf Schüsseln verteilen, die warme Füllung in getrennten Häufchen daraufsetzen und {items:acc} dazugeben.',
        ),
        3,
        'cook',
        { uses: ['topping', 'cheese', 'dairy', 'sauce', 'herb'] },
      ),
      own(
        T(
          'Divide the rice between bowls and spoon the warm fillings on top.',
          'Dividi il riso nelle ciotole e disponi sopra il ripieno caldo.',
          'Répartissez le riz dans des bols et disposez dessus la garniture chaude.',
          'Den Reis auf Schüsseln verteilen und die warme Füllung daraufgeben.',
        ),
        2,
        'cook',
        { unless: ['topping', 'cheese', 'dairy', 'sauce', 'herb'] },
      ),
      own(
        T(
          'Serve with {items:def}, cut into wedges, for squeezing over.',
          'Servi con {items:def} a spicchi da spremere sopra.',
          'Servez avec {items:def} en quartiers, à presser au-dessus.',
          'Mit {items:dat} in Spalten zum Darüberträufeln servieren.',
        ),
        1,
        'cook',
        { uses: ['garnish'] },
      ),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
  }),
  dish({
    id: 'bibimbap',
    family: 'rice',
    course: 'main',
    cuisine: 'asian',
    difficulty: 'easy',
    names: { en: 'Bibimbap', it: 'Bibimbap', fr: 'Bibimbap', de: 'Bibimbap' },
    aliases: {
      en: ['Korean rice bowl'],
      it: ['riso coreano'],
      fr: ['bol de riz coréen'],
      de: ['koreanische Reisschale'],
    },
    description: T(
      'Korea’s mixed rice: a bowl of rice topped with stir-fried vegetables and a fried egg, stirred together with its sauce at the table.',
      'Il riso misto coreano: una ciotola di riso con verdure saltate e un uovo all’occhio di bue, da mescolare a tavola con la sua salsa.',
      'Le riz mélangé coréen : un bol de riz garni de légumes sautés et d’un œuf au plat, que l’on mélange à table avec sa sauce.',
      'Koreas gemischter Reis: eine Schale Reis mit gebratenem Gemüse und Spiegelei, die man am Tisch mit ihrer Sauce vermischt.',
    ),
    slots: [
      need('base', ['rice', 'sushi-rice', 'cooked-rice']),
      need('vegetables', ['spinach', 'carrot', 'zucchini', 'bean-sprout', 'shiitake', 'button-mushroom'], {
        max: 3,
        share: 0.6,
        cook: ['pan', 9, 15],
      }),
      need('egg', ['egg'], { share: 0.5, cook: ['pan', 3, 6] }),
      need('sauce', ['gochujang', 'soy-sauce'], { max: 2 }),
      maybe('protein', ['minced-beef', 'beef-steak', 'minced-pork', 'tofu'], {
        share: 0.6,
        cook: ['pan', 5, 15],
      }),
      maybe('seasoning', ['sesame-oil']),
      maybe('garnish', ['sesame-seed', 'spring-onion'], { max: 2, share: 0.5 }),
    ],
    steps: [
      shared('cookBase', 0, 'cook', { uses: ['base'], unlessKinds: ['cooked-starch'] }),
      WARM_COOKED_RICE,
      shared('chop', 6, 'prep', { uses: ['vegetables', 'protein', 'garnish'], prep: 'strips' }),
      own(
        T(
          'Stir {items:def} together with 1 tablespoon of water to make the sauce.',
          'Mescola {items:def} con un cucchiaio d’acqua per preparare la salsa.',
          'Mélangez {items:def} avec une cuillère à soupe d’eau pour faire la sauce.',
          '{items:acc} mit 1 Esslöffel Wasser zu einer Sauce verrühren.',
        ),
        1,
        'prep',
        { uses: ['sauce', 'seasoning'] },
      ),
      own(
        T(
          'Stir-fry {items:def} in a hot pan with a little oil and a pinch of salt until just tender, {min} min.',
          'Salta {items:def} in una padella ben calda con un filo d’olio e un pizzico di sale finché le verdure sono appena tenere, {min} min.',
          'Faites sauter {items:def} dans une poêle bien chaude avec un filet d’huile et une pincée de sel, juste le temps de les attendrir, {min} min.',
          '{items:acc} in einer heißen Pfanne mit etwas Öl und einer Prise Salz unter Rühren bissfest braten, {min} Min.',
        ),
        5,
        'cook',
        { uses: ['vegetables'], cooks: ['vegetables'] },
      ),
      own(
        T(
          'Tip the vegetables onto a plate, add a little more oil to the pan and fry {items:def} until browned and cooked through, {min} min, then lift out.',
          'Trasferisci le verdure su un piatto, aggiungi un filo d’olio nella padella e rosola {items:def} finché è tutto dorato e ben cotto, {min} min, poi togli dalla padella.',
          'Réservez les légumes sur une assiette, ajoutez un peu d’huile dans la poêle et faites dorer {items:def} jusqu’à ce que ce soit bien cuit, {min} min, puis retirez de la poêle.',
          'Das Gemüse auf einen Teller geben, etwas Öl in die Pfanne geben und {items:acc} braun und gar braten, {min} Min., dann herausnehmen.',
        ),
        5,
        'cook',
        { uses: ['protein'], cooks: ['protein'] },
      ),
      own(
        T(
          'Add a little more oil to the pan and fry {items:def} until {eggs:the white is set but the yolk still runny|the whites are set but the yolks still runny}, {min} min.',
          'Aggiungi un filo d’olio nella padella e cuoci {items:def} all’occhio di bue finché l’albume è rappreso ma il tuorlo ancora morbido, {min} min.',
          'Ajoutez un peu d’huile dans la poêle et faites cuire {items:def} au plat jusqu’à ce que le blanc soit pris mais le jaune encore coulant, {min} min.',
          'Etwas Öl in die Pfanne geben und {items:acc} als Spiegeleier braten, bis das Eiweiß gestockt, das Eigelb aber noch flüssig ist, {min} Min.',
        ),
        3,
        'cook',
        { uses: ['egg'], cooks: ['egg'], ifRoles: ['protein'] },
      ),
      own(
        T(
          'Tip the vegetables onto a plate, add a little more oil to the pan and fry {items:def} until {eggs:the white is set but the yolk still runny|the whites are set but the yolks still runny}, {min} min.',
          'Trasferisci le verdure su un piatto, aggiungi un filo d’olio nella padella e cuoci {items:def} all’occhio di bue finché l’albume è rappreso ma il tuorlo ancora morbido, {min} min.',
          'Réservez les légumes sur une assiette, ajoutez un peu d’huile dans la poêle et faites cuire {items:def} au plat jusqu’à ce que le blanc soit pris mais le jaune encore coulant, {min} min.',
          'Das Gemüse auf einen Teller geben, etwas Öl in die Pfanne geben und {items:acc} als Spiegeleier braten, bis das Eiweiß gestockt, das Eigelb aber noch flüssig ist, {min} Min.',
        ),
        3,
        'cook',
        { uses: ['egg'], cooks: ['egg'], unless: ['protein'] },
      ),
      own(
        T(
          'Fill bowls with the rice, arrange everything from the pan on top in separate heaps, add a fried egg to each and scatter over {items:def}. Serve with the sauce, for everyone to stir through.',
          'Riempi le ciotole con il riso, disponi sopra tutto il resto in mucchietti separati, aggiungi un uovo in ciascuna e cospargi con {items:def}. Servi con la salsa, che ognuno mescolerà a piacere.',
          'Remplissez des bols de riz, disposez dessus le reste en petits tas séparés, ajoutez un œuf par bol et parsemez {items:de}. Servez avec la sauce, que chacun mélangera à son goût.',
          'Schalen mit dem Reis füllen, alles Übrige in getrennten Häufchen daraufsetzen, je ein Spiegelei darauflegen und mit {items:dat} bestreuen. Mit der Sauce servieren, die jeder nach Geschmack unterrührt.',
        ),
        2,
        'cook',
        { uses: ['garnish'] },
      ),
      own(
        T(
          'Fill bowls with the rice, arrange everything from the pan on top in separate heaps and add a fried egg to each. Serve with the sauce, for everyone to stir through.',
          'Riempi le ciotole con il riso, disponi sopra tutto il resto in mucchietti separati e aggiungi un uovo in ciascuna. Servi con la salsa, che ognuno mescolerà a piacere.',
          'Remplissez des bols de riz, disposez dessus le reste en petits tas séparés et ajoutez un œuf par bol. Servez avec la sauce, que chacun mélangera à son goût.',
          'Schalen mit dem Reis füllen, alles Übrige in getrennten Häufchen daraufsetzen und je ein Spiegelei darauflegen. Mit der Sauce servieren, die jeder nach Geschmack unterrührt.',
        ),
        2,
        'cook',
        { unless: ['garnish'] },
      ),
    ],
    staples: ['salt', 'oil', 'water'],
  }),
  dish({
    id: 'rice-and-peas',
    family: 'rice',
    course: 'main',
    cuisine: 'international',
    difficulty: 'easy',
    names: {
      en: 'Rice and peas',
      it: 'Riso con fagioli rossi e latte di cocco',
      fr: 'Riz aux haricots rouges et au lait de coco',
      de: 'Reis mit Kidneybohnen und Kokosmilch',
    },
    aliases: {
      en: ['Jamaican rice and peas', 'rice and beans'],
      it: ['rice and peas', 'riso e fagioli giamaicano'],
      fr: ['rice and peas', 'riz aux pois rouges'],
      de: ['Rice and Peas', 'jamaikanischer Reis mit Bohnen'],
    },
    description: T(
      'The Caribbean Sunday side: rice and red kidney beans cooked together in coconut milk until soft and fragrant.',
      'Il contorno della domenica nei Caraibi: riso e fagioli rossi cotti insieme nel latte di cocco finché sono morbidi e profumati.',
      'L’accompagnement du dimanche aux Caraïbes : riz et haricots rouges cuits ensemble dans le lait de coco, moelleux et parfumés.',
      'Die karibische Sonntagsbeilage: Reis und rote Kidneybohnen, zusammen in Kokosmilch weich und duftend gegart.',
    ),
    slots: [
      need('base', ['rice']),
      need('protein', ['kidney-bean'], { share: 0.8 }),
      need('liquid', ['coconut-milk', 'coconut-cream']),
      maybe('aromatics', ['spring-onion', 'onion', 'garlic'], { max: 2, share: 0.5, cook: ['pan', 3, 8] }),
      maybe('seasoning', ['thyme', 'allspice'], { max: 2 }),
      maybe('garnish', ['chili-pepper']),
    ],
    steps: [
      shared('chop', 4, 'prep', { uses: ['protein', 'aromatics'], prep: 'chop' }),
      own(
        T(
          'Warm a little oil in a heavy pan with a lid and soften {items:def}, {min} min.',
          'Scalda un filo d’olio in una pentola dal fondo spesso con coperchio e fai appassire {items:def}, {min} min.',
          'Faites chauffer un filet d’huile dans une casserole à fond épais avec couvercle et faites suer {items:def}, {min} min.',
          'Etwas Öl in einem schweren Topf mit Deckel erhitzen und {items:acc} glasig dünsten, {min} Min.',
        ),
        3,
        'cook',
        { uses: ['aromatics'], cooks: ['aromatics'] },
      ),
      own(
        T(
          'Add {items:def} and stir, {min} min.',
          'Aggiungi {items:def} e mescola, {min} min.',
          'Ajoutez {items:def} et remuez, {min} min.',
          '{items:acc} zugeben und umrühren, {min} Min.',
        ),
        1,
        'cook',
        { uses: ['base', 'protein'], ifRoles: ['aromatics'] },
      ),
      own(
        T(
          'Put {items:def} in a heavy pan with a lid.',
          'Metti {items:def} in una pentola dal fondo spesso con coperchio.',
          'Mettez {items:def} dans une casserole à fond épais avec couvercle.',
          '{items:acc} in einen schweren Topf mit Deckel geben.',
        ),
        1,
        'cook',
        { uses: ['base', 'protein'], unless: ['aromatics'] },
      ),
      own(
        T(
          'Pour in {items:def} and about 100 ml of water per person, add a good pinch of salt and stir.',
          'Versa {items:def} e circa 100 ml di acqua a persona, aggiungi un bel pizzico di sale e mescola.',
          'Versez {items:def} et environ 100 ml d’eau par personne, ajoutez une bonne pincée de sel et remuez.',
          '{items:acc} und etwa 100 ml Wasser pro Person angießen, eine kräftige Prise Salz zugeben und umrühren.',
        ),
        1,
        'cook',
        { uses: ['liquid'] },
      ),
      own(
        T('Add {items:def}.', 'Aggiungi {items:def}.', 'Ajoutez {items:def}.', '{items:acc} zugeben.'),
        1,
        'cook',
        { uses: ['seasoning'] },
      ),
      own(
        T(
          'Prick {items:def} once with a knife and lay whole on top, so the rice is perfumed without becoming fiery.',
          'Adagia sul riso {items:def} dopo averci fatto un taglietto con il coltello, senza aprire: così il riso si profuma senza diventare troppo piccante.',
          'Piquez {items:def} d’un coup de couteau et déposez sur le riz, sans couper : le riz se parfume ainsi sans devenir trop fort.',
          '{items:acc} einmal mit einem Messer einstechen und im Ganzen auf den Reis legen: So bekommt der Reis Aroma, ohne zu scharf zu werden.',
        ),
        1,
        'cook',
        { uses: ['garnish'] },
      ),
      own(
        T(
          'Bring to the boil, then cover and cook over the lowest heat, without stirring, until the rice is tender and the liquid absorbed, {min} min.',
          'Porta a bollore, poi copri e cuoci a fuoco minimo, senza mescolare, finché il riso è tenero e il liquido assorbito, {min} min.',
          'Portez à ébullition, puis couvrez et laissez cuire à feu très doux, sans remuer, jusqu’à ce que le riz soit tendre et le liquide absorbé, {min} min.',
          'Aufkochen, dann zudecken und bei kleinster Hitze ohne Rühren garen, bis der Reis weich ist und die Flüssigkeit aufgesogen hat, {min} Min.',
        ),
        20,
        'cook',
      ),
      own(
        T(
          'Take off the heat and leave covered, {min} min, then lift out {items:def} and fluff the rice with a fork.',
          'Togli dal fuoco e lascia riposare coperto, {min} min, poi elimina {items:def} e sgrana il riso con una forchetta.',
          'Retirez du feu et laissez reposer à couvert, {min} min, puis retirez {items:def} et égrainez le riz à la fourchette.',
          'Vom Herd nehmen und zugedeckt ruhen lassen, {min} Min., dann {items:acc} herausnehmen und den Reis mit einer Gabel auflockern.',
        ),
        5,
        'cook',
        { uses: ['garnish'] },
      ),
      shared('pilaf.rest', 5, 'cook', { unless: ['garnish'] }),
    ],
    staples: ['salt', 'oil', 'water'],
  }),
  dish({
    id: 'mujadara',
    family: 'rice',
    course: 'main',
    cuisine: 'middle-eastern',
    difficulty: 'easy',
    names: { en: 'Mujadara', it: 'Mujaddara', fr: 'Moujaddara', de: 'Mujaddara' },
    aliases: {
      en: ['mujaddara', 'lentils and rice'],
      it: ['riso e lenticchie alla libanese'],
      fr: ['mjadra', 'riz aux lentilles'],
      de: ['Linsen mit Reis'],
    },
    description: T(
      'A Levantine classic of lentils cooked with rice or bulgur and crowned with a heap of deeply browned onions.',
      'Un classico del Levante: lenticchie cotte con riso o bulgur e coperte da un mucchio di cipolle ben rosolate.',
      'Un classique du Levant : des lentilles cuites avec du riz ou du boulgour, couronnées d’oignons frits bien dorés.',
      'Ein Klassiker der Levante: Linsen, mit Reis oder Bulgur gegart und mit einem Berg tief gebräunter Zwiebeln gekrönt.',
    ),
    slots: [
      need('base', ['rice', 'bulgur']),
      need('protein', ['brown-lentil', 'green-lentil', 'beluga-lentil'], {
        share: 0.8,
        cook: ['simmer', 25, 40],
      }),
      need('aromatics', ['onion', 'red-onion', 'shallot'], { share: 1.5, cook: ['pan', 20, 25] }),
      maybe('seasoning', ['cumin', 'allspice', 'cinnamon', 'coriander-seeds'], { max: 2, share: 2 }),
      maybe('dairy', ['yogurt', 'greek-yogurt'], { share: 0.6 }),
      maybe('herb', ['parsley', 'mint'], { share: 0.6 }),
    ],
    steps: [
      shared('chop', 6, 'prep', { uses: ['protein', 'aromatics', 'herb'], prep: 'strips' }),
      own(
        T(
          'Put {items:def} in a pan with plenty of unsalted water, bring to the boil and simmer until they begin to soften, {min} min.',
          'Metti {items:def} in una pentola con abbondante acqua non salata, porta a bollore e cuoci finché iniziano ad ammorbidirsi, {min} min.',
          'Mettez {items:def} dans une casserole avec beaucoup d’eau non salée, portez à ébullition et laissez cuire jusqu’à ce qu’elles commencent à s’attendrir, {min} min.',
          '{items:acc} in einem Topf mit reichlich ungesalzenem Wasser aufkochen und köcheln lassen, bis sie anfangen weich zu werden, {min} Min.',
        ),
        12,
        'cook',
        { uses: ['protein'] },
      ),
      own(
        T(
          'Meanwhile heat 4 tablespoons of oil in a wide frying pan and fry {items:def} over a medium heat, stirring often, until deep brown and crisp at the edges, {min} min.',
          'Intanto scalda 4 cucchiai d’olio in una padella larga e friggi {items:def} a fuoco medio, mescolando spesso, finché prendono un colore bruno intenso e i bordi diventano croccanti, {min} min.',
          'Pendant ce temps, faites chauffer 4 cuillères à soupe d’huile dans une grande poêle et faites frire {items:def} à feu moyen, en remuant souvent, jusqu’à ce que tout soit bien brun et croustillant sur les bords, {min} min.',
          'Inzwischen 4 Esslöffel Öl in einer weiten Pfanne erhitzen und {items:acc} bei mittlerer Hitze unter häufigem Rühren tiefbraun und an den Rändern knusprig braten, {min} Min.',
        ),
        20,
        'cook',
        { uses: ['aromatics'], cooks: ['aromatics'] },
      ),
      own(
        T(
          'Drain the lentils and return them to the pan with {items:def}, half the fried onions, a good pinch of salt and enough water to cover by 1 cm. Cover and cook over a low heat until the water is absorbed and the grains are tender, {min} min.',
          'Scola le lenticchie e rimettile nella pentola con {items:def}, metà delle cipolle fritte, un bel pizzico di sale e acqua quanto basta a coprire di 1 cm. Copri e cuoci a fuoco basso finché l’acqua è assorbita e i chicchi sono teneri, {min} min.',
          'Égouttez les lentilles et remettez-les dans la casserole avec {items:def}, la moitié des oignons frits, une bonne pincée de sel et assez d’eau pour couvrir de 1 cm. Couvrez et laissez cuire à feu doux jusqu’à ce que l’eau soit absorbée et les grains tendres, {min} min.',
          'Die Linsen abgießen und mit {items:dat}, der Hälfte der Röstzwiebeln, einer kräftigen Prise Salz und so viel Wasser, dass alles 1 cm bedeckt ist, zurück in den Topf geben. Zugedeckt bei schwacher Hitze garen, bis das Wasser aufgesogen ist und die Körner weich sind, {min} Min.',
        ),
        0,
        'cook',
        { uses: ['base', 'seasoning'], cooks: ['protein'] },
      ),
      own(
        T(
          'Leave to rest, covered, {min} min, then fluff with a fork, pile onto a dish and top with the rest of the onions.',
          'Lascia riposare coperto, {min} min, poi sgrana con una forchetta, trasferisci su un piatto da portata e completa con le cipolle rimaste.',
          'Laissez reposer à couvert, {min} min, puis égrainez à la fourchette, dressez sur un plat et couvrez du reste des oignons.',
          'Zugedeckt ruhen lassen, {min} Min., dann mit einer Gabel auflockern, auf einer Platte anrichten und mit den übrigen Zwiebeln bedecken.',
        ),
        5,
        'cook',
      ),
      own(
        T(
          'Serve with {items:def}.',
          'Servi con {items:def}.',
          'Servez avec {items:def}.',
          'Mit {items:dat} servieren.',
        ),
        1,
        'cook',
        { uses: ['dairy', 'herb'] },
      ),
    ],
    staples: ['salt', 'oil', 'water'],
    tip: T(
      'Be patient with the onions: they should be a deep mahogany brown, not just golden. They carry all the flavour of the dish.',
      'Non avere fretta con le cipolle: devono diventare di un bruno intenso, non solo dorate. Sono loro a dare sapore al piatto.',
      'Prenez votre temps pour les oignons : ils doivent être d’un brun profond, pas seulement dorés. Ce sont eux qui font tout le goût du plat.',
      'Bei den Zwiebeln Geduld haben: Sie sollen tief mahagonibraun werden, nicht nur goldgelb. Sie tragen den ganzen Geschmack des Gerichts.',
    ),
  }),
  dish({
    id: 'jollof-rice',
    family: 'rice',
    course: 'main',
    cuisine: 'international',
    difficulty: 'easy',
    names: { en: 'Jollof rice', it: 'Riso jollof', fr: 'Riz jollof', de: 'Jollof-Reis' },
    aliases: { en: ['jollof'], fr: ['riz au gras', 'jollof'], de: ['Jollof Reis'] },
    description: T(
      'West Africa’s party rice, cooked slowly in a rich, spiced tomato sauce until every grain is red-gold.',
      'Il riso delle feste dell’Africa occidentale, cotto piano in una ricca salsa di pomodoro speziata finché ogni chicco è rosso dorato.',
      'Le riz des grandes occasions en Afrique de l’Ouest, cuit doucement dans une riche sauce tomate épicée jusqu’à ce que chaque grain soit rouge doré.',
      'Der Festtagsreis Westafrikas, langsam in einer kräftig gewürzten Tomatensauce gegart, bis jedes Korn rotgolden ist.',
    ),
    slots: [
      need('base', ['rice']),
      need('sauce', ['canned-tomatoes', 'tomato', 'plum-tomato', 'passata'], {
        share: 1.2,
        cook: ['simmer', 15, 25],
      }),
      need('aromatics', ['onion', 'red-onion'], { share: 1, cook: ['pan', 5, 10] }),
      maybe('vegetables', ['red-bell-pepper', 'pointed-pepper'], { share: 0.5 }),
      maybe('vegetables', ['chili-pepper'], { share: 0.5 }),
      maybe('fat', ['tomato-paste']),
      maybe('seasoning', ['curry-powder', 'thyme', 'bay-leaves', 'smoked-paprika', 'paprika'], { max: 3 }),
      ...stockSlots('chicken-stock', 150),
    ],
    steps: [
      shared('chop', 5, 'prep', { uses: ['sauce', 'aromatics', 'vegetables'], prep: 'chop' }),
      own(
        T(
          'Blend {items:def} to a smooth purée, keeping back half the onion for frying.',
          'Frulla {items:def} fino a ottenere una purea liscia, tenendo da parte metà della cipolla per il soffritto.',
          'Mixez {items:def} en une purée lisse, en gardant la moitié de l’oignon pour la faire revenir.',
          '{items:acc} fein pürieren, dabei die Hälfte der Zwiebel zum Anbraten zurückbehalten.',
        ),
        3,
        'prep',
        { uses: ['sauce', 'vegetables', 'aromatics'] },
      ),
      own(
        T(
          'Heat 3 tablespoons of oil in a heavy pot with a lid and fry the rest of the onion until soft and golden, {min} min.',
          'Scalda 3 cucchiai d’olio in una pentola dal fondo spesso con coperchio e fai dorare il resto della cipolla, {min} min.',
          'Faites chauffer 3 cuillères à soupe d’huile dans une cocotte à fond épais et faites dorer le reste de l’oignon, {min} min.',
          '3 Esslöffel Öl in einem schweren Topf mit Deckel erhitzen und die übrige Zwiebel darin weich und goldgelb braten, {min} Min.',
        ),
        5,
        'cook',
        { cooks: ['aromatics'] },
      ),
      own(
        T(
          'Stir in {items:def} and fry, stirring, until it darkens, {min} min.',
          'Unisci {items:def} e fallo tostare, mescolando, finché si scurisce, {min} min.',
          'Ajoutez {items:def} et faites-le revenir en remuant jusqu’à ce qu’il fonce, {min} min.',
          '{items:acc} unterrühren und unter Rühren anrösten, bis es dunkler wird, {min} Min.',
        ),
        2,
        'cook',
        { uses: ['fat'] },
      ),
      own(
        T(
          'Pour in the purée, add {items:def} and cook, stirring often, until thick and the oil rises to the surface, {min} min.',
          'Versa la purea, aggiungi {items:def} e cuoci, mescolando spesso, finché è densa e l’olio affiora in superficie, {min} min.',
          'Versez la purée, ajoutez {items:def} et laissez cuire en remuant souvent, jusqu’à ce qu’elle épaississe et que l’huile remonte à la surface, {min} min.',
          'Das Püree angießen, {items:acc} zugeben und unter häufigem Rühren einkochen, bis es dick ist und sich das Öl an der Oberfläche absetzt, {min} Min.',
        ),
        15,
        'cook',
        { uses: ['seasoning'], cooks: ['sauce'] },
      ),
      own(
        T(
          'Pour in the purée and cook, stirring often, until thick and the oil rises to the surface, {min} min.',
          'Versa la purea e cuoci, mescolando spesso, finché è densa e l’olio affiora in superficie, {min} min.',
          'Versez la purée et laissez cuire en remuant souvent, jusqu’à ce qu’elle épaississe et que l’huile remonte à la surface, {min} min.',
          'Das Püree angießen und unter häufigem Rühren einkochen, bis es dick ist und sich das Öl an der Oberfläche absetzt, {min} Min.',
        ),
        15,
        'cook',
        { unless: ['seasoning'], cooks: ['sauce'] },
      ),
      own(
        T(
          'Rinse {items:def}, stir it into the sauce and turn until every grain is coated, {min} min.',
          'Sciacqua {items:def}, uniscilo alla salsa e mescola finché ogni chicco è ben avvolto, {min} min.',
          'Rincez {items:def}, ajoutez-le à la sauce et remuez pour bien enrober chaque grain, {min} min.',
          '{items:acc} abspülen, in die Sauce rühren und wenden, bis jedes Korn überzogen ist, {min} Min.',
        ),
        2,
        'cook',
        { uses: ['base'] },
      ),
      ...pourLiquid(
        150,
        25,
        [],
        T(
          'bring to a simmer, then cover tightly (a sheet of foil under the lid helps) and cook over the lowest heat until the rice is tender, {min} min; stir once halfway through.',
          'porta a bollore, poi copri bene (un foglio di alluminio sotto il coperchio aiuta) e cuoci a fuoco minimo finché il riso è tenero, {min} min; mescola una sola volta a metà cottura.',
          'portez à frémissement, puis couvrez hermétiquement (une feuille d’aluminium sous le couvercle aide) et laissez cuire à feu très doux jusqu’à ce que le riz soit tendre, {min} min ; remuez une seule fois à mi-cuisson.',
          'aufkochen, dann fest verschließen (Alufolie unter dem Deckel hilft) und bei kleinster Hitze garen, bis der Reis weich ist, {min} Min.; nach der Hälfte der Zeit einmal umrühren.',
        ),
      ),
      shared('pilaf.rest', 5, 'cook'),
    ],
    staples: ['salt', 'oil', 'water'],
  }),
  dish({
    id: 'congee',
    family: 'rice',
    course: 'main',
    cuisine: 'chinese',
    difficulty: 'easy',
    names: { en: 'Congee', it: 'Congee', fr: 'Congee', de: 'Congee' },
    aliases: {
      en: ['rice porridge', 'jook'],
      it: ['porridge di riso', 'zuppa di riso cinese'],
      fr: ['porridge de riz', 'soupe de riz'],
      de: ['Reissuppe', 'Reisbrei'],
    },
    description: T(
      'Chinese rice porridge: a little rice simmered for a long time in plenty of water until soft and silky, with savoury toppings.',
      'Il porridge di riso cinese: poco riso cotto a lungo in tanta acqua finché diventa morbido e vellutato, con condimenti saporiti.',
      'Le porridge de riz chinois : un peu de riz longuement mijoté dans beaucoup d’eau jusqu’à devenir doux et soyeux, avec des garnitures salées.',
      'Chinesischer Reisbrei: wenig Reis, lange in viel Wasser geköchelt, bis er weich und seidig ist, mit herzhaften Toppings.',
    ),
    // Rice boiled in salted water is no congee: it needs its ginger, its chicken, its spring onion or soy.
    needsAny: ['aromatics', 'protein', 'garnish', 'sauce'],
    slots: [
      need('base', ['rice', 'sushi-rice'], { share: 0.5 }),
      maybe('aromatics', ['ginger-root'], { share: 2 }),
      maybe('protein', ['chicken-thigh', 'chicken-breast'], { share: 0.6, cook: ['simmer', 20, 40] }),
      maybe('garnish', ['spring-onion', 'coriander'], { max: 2, share: 0.5 }),
      maybe('sauce', ['soy-sauce'], { share: 0.5 }),
      maybe('seasoning', ['sesame-oil', 'chili-oil'], { max: 2 }),
    ],
    steps: [
      own(
        T(
          'Rinse {items:def} in a sieve until the water runs clear.',
          'Sciacqua {items:def} in un colino finché l’acqua esce limpida.',
          'Rincez {items:def} dans une passoire jusqu’à ce que l’eau soit claire.',
          '{items:acc} in einem Sieb waschen, bis das Wasser klar bleibt.',
        ),
        2,
        'prep',
        { uses: ['base'] },
      ),
      shared('chop', 3, 'prep', { uses: ['aromatics', 'garnish'], prep: 'chop' }),
      own(
        T(
          'Put the rice in a large, heavy pot with {items:def} and about 500 ml of water per person. Bring to the boil, then simmer very gently, partly covered and stirring now and then, until the grains break down into a thick, creamy porridge, {min} min.',
          'Metti il riso in una pentola capiente dal fondo spesso con {items:def} e circa 500 ml di acqua a persona. Porta a bollore, poi cuoci a fuoco bassissimo, semicoperto, mescolando di tanto in tanto, finché i chicchi si disfano in una crema densa, {min} min.',
          'Mettez le riz dans une grande casserole à fond épais avec {items:def} et environ 500 ml d’eau par personne. Portez à ébullition, puis laissez frémir très doucement, à demi couvert, en remuant de temps en temps, jusqu’à ce que les grains se défassent en une bouillie épaisse et crémeuse, {min} min.',
          'Den Reis mit {items:dat} und etwa 500 ml Wasser pro Person in einen großen, schweren Topf geben. Aufkochen, dann halb zugedeckt bei sehr schwacher Hitze unter gelegentlichem Rühren köcheln lassen, bis die Körner zu einem dicken, cremigen Brei zerfallen, {min} Min.',
        ),
        45,
        'cook',
        { uses: ['aromatics'] },
      ),
      own(
        T(
          'Put the rice in a large, heavy pot with about 500 ml of water per person. Bring to the boil, then simmer very gently, partly covered and stirring now and then, until the grains break down into a thick, creamy porridge, {min} min.',
          'Metti il riso in una pentola capiente dal fondo spesso con circa 500 ml di acqua a persona. Porta a bollore, poi cuoci a fuoco bassissimo, semicoperto, mescolando di tanto in tanto, finché i chicchi si disfano in una crema densa, {min} min.',
          'Mettez le riz dans une grande casserole à fond épais avec environ 500 ml d’eau par personne. Portez à ébullition, puis laissez frémir très doucement, à demi couvert, en remuant de temps en temps, jusqu’à ce que les grains se défassent en une bouillie épaisse et crémeuse, {min} min.',
          'Den Reis mit etwa 500 ml Wasser pro Person in einen großen, schweren Topf geben. Aufkochen, dann halb zugedeckt bei sehr schwacher Hitze unter gelegentlichem Rühren köcheln lassen, bis die Körner zu einem dicken, cremigen Brei zerfallen, {min} Min.',
        ),
        45,
        'cook',
        { unless: ['aromatics'] },
      ),
      own(
        T(
          'Add {items:def} whole and simmer gently until cooked through, {min} min; lift out, shred with two forks and stir back in.',
          'Immergi {items:def} nel congee e cuoci a fuoco dolce finché la carne è ben cotta, {min} min; poi tira fuori il pollo, sfilaccialo con due forchette e rimettilo nella pentola.',
          'Plongez {items:def} dans le congee et laissez frémir jusqu’à ce que la viande soit cuite à cœur, {min} min ; sortez le poulet, effilochez-le avec deux fourchettes et remettez-le dans la casserole.',
          '{items:acc} im Ganzen zugeben und sanft garen, bis das Fleisch durch ist, {min} Min.; herausnehmen, mit zwei Gabeln zerzupfen und wieder unterrühren.',
        ),
        20,
        'cook',
        { uses: ['protein'], cooks: ['protein'] },
      ),
      own(
        T(
          'Season with salt, ladle into bowls and top with {items:def}.',
          'Aggiusta di sale, distribuisci nelle ciotole e completa con {items:def}.',
          'Salez, répartissez dans des bols et garnissez avec {items:def}.',
          'Mit Salz abschmecken, in Schalen füllen und mit {items:dat} servieren.',
        ),
        1,
        'cook',
        { uses: ['garnish', 'sauce', 'seasoning'] },
      ),
      own(
        T(
          'Season with salt and ladle into bowls.',
          'Aggiusta di sale e distribuisci nelle ciotole.',
          'Salez et répartissez dans des bols.',
          'Mit Salz abschmecken und in Schalen füllen.',
        ),
        1,
        'cook',
        { unless: ['garnish', 'sauce', 'seasoning'] },
      ),
    ],
    staples: ['salt', 'water'],
  }),
  // ════════════════════════════ Polenta and couscous ════════════════════════════
  dish({
    id: 'polenta-funghi-gorgonzola',
    family: 'grain',
    course: 'main',
    cuisine: 'italian',
    difficulty: 'easy',
    names: {
      en: 'Polenta with mushrooms and gorgonzola',
      it: 'Polenta con funghi e gorgonzola',
      fr: 'Polenta aux champignons et au gorgonzola',
      de: 'Polenta mit Pilzen und Gorgonzola',
    },
    aliases: { it: ['polenta funghi e gorgonzola', 'polenta ai funghi'], de: ['Polenta mit Gorgonzola'] },
    description: T(
      'A northern Italian winter plate: soft polenta topped with fried mushrooms and melting blue cheese.',
      'Un piatto invernale del Nord: polenta morbida con funghi trifolati e formaggio erborinato che si scioglie.',
      'Une assiette d’hiver du nord de l’Italie : de la polenta moelleuse garnie de champignons poêlés et de fromage persillé fondant.',
      'Ein norditalienischer Winterteller: weiche Polenta mit gebratenen Pilzen und schmelzendem Blauschimmelkäse.',
    ),
    slots: [
      need('base', ['polenta']),
      need('vegetables', ['button-mushroom', 'kind:mushroom'], { max: 2, share: 1.2, cook: ['pan', 8, 15] }),
      need('cheese', ['gorgonzola', 'blue-cheese'], { share: 1.5 }),
      maybe('aromatics', ['garlic'], { cook: ['pan', 1, 3] }),
      maybe('herb', ['parsley', 'thyme'], { share: 0.5 }),
      maybe('fat', ['butter'], { share: 1.5 }),
    ],
    steps: [
      shared('chop', 5, 'prep', { uses: ['vegetables', 'aromatics', 'herb', 'cheese'], prep: 'chop' }),
      own(
        T(
          'Bring about 350 ml of water per person to the boil in a heavy pan with a good pinch of salt, {min} min.',
          'Porta a bollore circa 350 ml di acqua a persona in una pentola dal fondo spesso con un bel pizzico di sale, {min} min.',
          'Portez à ébullition environ 350 ml d’eau par personne avec une bonne pincée de sel dans une casserole à fond épais, {min} min.',
          'Etwa 350 ml Wasser pro Person mit einer kräftigen Prise Salz in einem schweren Topf aufkochen, {min} Min.',
        ),
        5,
        'cook',
      ),
      own(
        T(
          'Pour in {items:def} in a thin stream, whisking all the time so no lumps form, then cook over a low heat, stirring often with a wooden spoon, until thick and smooth, {min} min (coarse traditional polenta needs 40–50 min: follow the packet).',
          'Versa {items:def} a pioggia, mescolando con una frusta perché non si formino grumi, poi cuoci a fuoco basso, mescolando spesso con un cucchiaio di legno, finché è densa e liscia, {min} min (la polenta bramata tradizionale vuole 40–50 min: segui la confezione).',
          'Versez {items:def} en pluie en fouettant sans arrêt pour éviter les grumeaux, puis laissez cuire à feu doux en remuant souvent à la cuillère en bois, jusqu’à ce qu’elle soit épaisse et lisse, {min} min (la polenta traditionnelle à gros grain demande 40 à 50 min : suivez le paquet).',
          '{items:acc} unter ständigem Rühren mit dem Schneebesen einrieseln lassen, damit keine Klümpchen entstehen, dann bei schwacher Hitze unter häufigem Rühren mit einem Holzlöffel dick und glatt kochen, {min} Min. (grobe, traditionelle Polenta braucht 40–50 Min.: Packungsangabe beachten).',
        ),
        0,
        'cook',
        { uses: ['base'] },
      ),
      own(
        T(
          'Meanwhile fry {items:def} in a hot pan with a little oil over a high heat until golden, {min} min, and season with salt and pepper.',
          'Intanto rosola {items:def} in una padella ben calda con un filo d’olio a fiamma vivace finché prendono colore, {min} min, e regola di sale e pepe.',
          'Pendant ce temps, faites sauter {items:def} à feu vif dans une poêle bien chaude avec un filet d’huile jusqu’à ce que tout soit doré, {min} min, puis salez et poivrez.',
          'Inzwischen {items:acc} in einer heißen Pfanne mit etwas Öl bei starker Hitze goldbraun braten, {min} Min., und mit Salz und Pfeffer würzen.',
        ),
        8,
        'cook',
        { uses: ['vegetables'], cooks: ['vegetables'] },
      ),
      shared('late.pan', 1, 'cook', { uses: ['aromatics'], cooks: ['aromatics'] }),
      own(
        T(
          'Beat {items:def} into the polenta.',
          'Manteca la polenta con {items:def}.',
          'Incorporez {items:def} à la polenta.',
          '{items:acc} unter die Polenta rühren.',
        ),
        1,
        'cook',
        { uses: ['fat'] },
      ),
      own(
        T(
          'Spoon the polenta onto warm plates and top with the mushrooms, then add {items:def} and leave for a moment so the cheese melts before serving.',
          'Distribuisci la polenta nei piatti caldi e coprila con i funghi, poi aggiungi {items:def} e lascia riposare un attimo perché il formaggio si sciolga prima di servire.',
          'Répartissez la polenta dans des assiettes chaudes et garnissez-la de champignons, puis ajoutez {items:def} et attendez un instant que le fromage fonde avant de servir.',
          'Die Polenta auf vorgewärmte Teller geben und die Pilze darauf verteilen, dann {items:acc} darübergeben und kurz warten, bis der Käse schmilzt.',
        ),
        2,
        'cook',
        { uses: ['cheese', 'herb'] },
      ),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
  }),
  dish({
    id: 'polenta-concia',
    family: 'grain',
    course: 'main',
    cuisine: 'italian',
    difficulty: 'easy',
    names: { en: 'Polenta concia', it: 'Polenta concia', fr: 'Polenta concia', de: 'Polenta concia' },
    aliases: {
      en: ['cheesy polenta', 'polenta with butter and cheese'],
      it: ['polenta cunsa'],
      fr: ['polenta au fromage'],
      de: ['Käsepolenta'],
    },
    description: T(
      'The Alpine valleys’ rich polenta, with melting cheese stirred through and hot browned butter poured over.',
      'La polenta ricca delle valli alpine, con formaggio fuso mescolato dentro e burro caldo versato sopra.',
      'La polenta généreuse des vallées alpines, avec du fromage fondu incorporé et du beurre noisette chaud versé dessus.',
      'Die üppige Polenta der Alpentäler, mit geschmolzenem Käse verrührt und mit heißer, gebräunter Butter übergossen.',
    ),
    slots: [
      need('base', ['polenta']),
      need(
        'cheese',
        ['fontina', 'taleggio', 'asiago', 'gruyere', 'bergkase', 'comte', 'scamorza', 'gorgonzola'],
        {
          max: 2,
          share: 1,
        },
      ),
      need('fat', ['butter'], { share: 3 }),
      maybe('herb', ['sage']),
      maybe('topping', ['parmesan', 'grana-padano']),
    ],
    steps: [
      shared('chop', 4, 'prep', { uses: ['cheese', 'topping'], prep: 'dice' }),
      own(
        T(
          'Bring about 350 ml of water per person to the boil in a heavy pan with a good pinch of salt, {min} min.',
          'Porta a bollore circa 350 ml di acqua a persona in una pentola dal fondo spesso con un bel pizzico di sale, {min} min.',
          'Portez à ébullition environ 350 ml d’eau par personne avec une bonne pincée de sel dans une casserole à fond épais, {min} min.',
          'Etwa 350 ml Wasser pro Person mit einer kräftigen Prise Salz in einem schweren Topf aufkochen, {min} Min.',
        ),
        5,
        'cook',
      ),
      own(
        T(
          'Pour in {items:def} in a thin stream, whisking all the time so no lumps form, then cook over a low heat, stirring often with a wooden spoon, until thick and smooth, {min} min (coarse traditional polenta needs 40–50 min: follow the packet).',
          'Versa {items:def} a pioggia, mescolando con una frusta perché non si formino grumi, poi cuoci a fuoco basso, mescolando spesso con un cucchiaio di legno, finché è densa e liscia, {min} min (la polenta bramata tradizionale vuole 40–50 min: segui la confezione).',
          'Versez {items:def} en pluie en fouettant sans arrêt pour éviter les grumeaux, puis laissez cuire à feu doux en remuant souvent à la cuillère en bois, jusqu’à ce qu’elle soit épaisse et lisse, {min} min (la polenta traditionnelle à gros grain demande 40 à 50 min : suivez le paquet).',
          '{items:acc} unter ständigem Rühren mit dem Schneebesen einrieseln lassen, damit keine Klümpchen entstehen, dann bei schwacher Hitze unter häufigem Rühren mit einem Holzlöffel dick und glatt kochen, {min} Min. (grobe, traditionelle Polenta braucht 40–50 Min.: Packungsangabe beachten).',
        ),
        0,
        'cook',
        { uses: ['base'] },
      ),
      own(
        T(
          'Meanwhile heat {items:def} in a small pan until the butter foams and turns nutty brown, {min} min.',
          'Intanto scalda {items:def} in un pentolino finché il burro schiuma e diventa color nocciola, {min} min.',
          'Pendant ce temps, faites chauffer {items:def} dans une petite casserole jusqu’à ce que le beurre mousse et devienne noisette, {min} min.',
          'Inzwischen {items:acc} in einem kleinen Topf erhitzen, bis die Butter schäumt und nussbraun wird, {min} Min.',
        ),
        3,
        'cook',
        { uses: ['fat', 'herb'] },
      ),
      own(
        T(
          'Take the polenta off the heat and stir in {items:def} until melted and stringy, {min} min.',
          'Togli la polenta dal fuoco e incorpora {items:def} finché il formaggio è fuso e filante, {min} min.',
          'Retirez la polenta du feu et incorporez {items:def} jusqu’à ce que le fromage soit fondu et filant, {min} min.',
          'Die Polenta vom Herd nehmen und {items:acc} unterrühren, bis der Käse geschmolzen ist und Fäden zieht, {min} Min.',
        ),
        2,
        'cook',
        { uses: ['cheese'] },
      ),
      own(
        T(
          'Spoon into warm bowls, pour over the hot butter and finish with {items:def}.',
          'Distribuisci nei piatti fondi caldi, versa sopra il burro bollente e completa con {items:def}.',
          'Répartissez dans des assiettes creuses chaudes, arrosez de beurre chaud et terminez avec {items:def}.',
          'In vorgewärmte tiefe Teller füllen, mit der heißen Butter übergießen und mit {items:dat} bestreuen.',
        ),
        1,
        'cook',
        { uses: ['topping'] },
      ),
      own(
        T(
          'Spoon into warm bowls, pour over the hot butter and serve at once.',
          'Distribuisci nei piatti fondi caldi, versa sopra il burro bollente e servi subito.',
          'Répartissez dans des assiettes creuses chaudes, arrosez de beurre chaud et servez aussitôt.',
          'In vorgewärmte tiefe Teller füllen, mit der heißen Butter übergießen und sofort servieren.',
        ),
        1,
        'cook',
        { unless: ['topping'] },
      ),
    ],
    staples: ['salt', 'water'],
  }),
  dish({
    id: 'couscous-aux-legumes',
    family: 'grain',
    course: 'main',
    cuisine: 'middle-eastern',
    difficulty: 'easy',
    names: {
      en: 'Vegetable couscous',
      it: 'Cuscus di verdure',
      fr: 'Couscous aux légumes',
      de: 'Gemüse-Couscous',
    },
    aliases: {
      en: ['couscous with vegetables'],
      it: ['couscous alle verdure', 'couscous di verdure'],
      fr: ['couscous végétarien'],
      de: ['Couscous mit Gemüse'],
    },
    description: T(
      'North Africa’s Friday dish in its vegetable version: fluffy couscous with vegetables simmered in a spiced broth.',
      'Il piatto del venerdì del Nord Africa nella versione vegetale: couscous soffice con verdure cotte in un brodo speziato.',
      'Le plat du vendredi au Maghreb, en version légumes : une semoule légère et des légumes mijotés dans un bouillon épicé.',
      'Das Freitagsgericht Nordafrikas in der Gemüseversion: lockerer Couscous mit Gemüse, das in einer gewürzten Brühe geköchelt wurde.',
    ),
    slots: [
      need('base', ['couscous']),
      need(
        'vegetables',
        [
          'carrot',
          'zucchini',
          'turnip',
          'pumpkin',
          'butternut-squash',
          'red-bell-pepper',
          'celery',
          'sweet-potato',
          'parsnip',
          'aubergine',
        ],
        { max: 4, share: 0.6, cook: ['simmer', 25, 40] },
      ),
      need('aromatics', ['onion', 'red-onion'], { share: 0.5, cook: ['pan', 5, 10] }),
      maybe('garnish', ['garlic'], { cook: ['pan', 1, 3] }),
      maybe('protein', ['chickpeas'], { share: 0.8, cook: ['simmer', 10, 40] }),
      maybe(
        'seasoning',
        ['ras-el-hanout', 'cumin', 'coriander-seeds', 'cinnamon', 'turmeric', 'ground-ginger', 'paprika'],
        {
          max: 3,
          share: 1.5,
        },
      ),
      maybe('binder', ['tomato-paste']),
      ...stockSlots('vegetable-stock', 400, 'topping'),
      maybe('sauce', ['harissa']),
      maybe('fat', ['butter']),
      maybe('herb', ['coriander', 'parsley'], { share: 0.6 }),
    ],
    steps: [
      shared('chop', 10, 'prep', {
        uses: ['vegetables', 'aromatics', 'garnish', 'protein', 'herb'],
        prep: 'chunks',
      }),
      own(
        T(
          'Warm 2 tablespoons of oil in a large pot and soften {items:def}, {min} min.',
          'Scalda 2 cucchiai d’olio in una pentola capiente e fai appassire {items:def}, {min} min.',
          'Faites chauffer 2 cuillères à soupe d’huile dans un grand faitout et faites suer {items:def}, {min} min.',
          '2 Esslöffel Öl in einem großen Topf erhitzen und {items:acc} glasig dünsten, {min} Min.',
        ),
        5,
        'cook',
        { uses: ['aromatics'], cooks: ['aromatics'] },
      ),
      shared('late.pan', 1, 'cook', { uses: ['garnish'], cooks: ['garnish'] }),
      own(
        T(
          'Stir in {items:def} and fry for {min} min, until fragrant.',
          'Unisci {items:def} e fai tostare per {min} min, finché si sente il profumo.',
          'Ajoutez {items:def} et faites revenir {min} min, jusqu’à ce que le parfum se dégage.',
          '{items:acc} unterrühren und {min} Min. anschwitzen, bis es duftet.',
        ),
        1,
        'cook',
        { uses: ['seasoning', 'binder'] },
      ),
      own(
        T(
          'Add {items:def} and stir to coat.',
          'Aggiungi {items:def} e mescola bene.',
          'Ajoutez {items:def} et mélangez bien.',
          '{items:acc} zugeben und gut durchrühren.',
        ),
        1,
        'cook',
        { uses: ['vegetables'] },
      ),
      ...pourLiquid(
        400,
        25,
        ['vegetables'],
        T(
          'bring to the boil, then simmer, partly covered, until the vegetables are tender, {min} min.',
          'porta a bollore, poi cuoci a fuoco dolce, semicoperto, finché le verdure sono tenere, {min} min.',
          'portez à ébullition, puis laissez mijoter à demi couvert jusqu’à ce que les légumes soient tendres, {min} min.',
          'aufkochen und halb zugedeckt köcheln lassen, bis das Gemüse weich ist, {min} Min.',
        ),
        'topping',
      ),
      own(
        T(
          'Add {items:def} and simmer for {min} min more.',
          'Aggiungi {items:def} e cuoci ancora per {min} min.',
          'Ajoutez {items:def} et laissez mijoter encore {min} min.',
          '{items:acc} zugeben und weitere {min} Min. köcheln lassen.',
        ),
        10,
        'cook',
        { uses: ['protein'], cooks: ['protein'] },
      ),
      own(
        T(
          'Meanwhile put {items:def} in a bowl with a pinch of salt and a spoonful of oil, pour over the same volume of boiling water, cover and leave to swell, {min} min.',
          'Intanto metti {items:def} in una ciotola con un pizzico di sale e un cucchiaio d’olio, versa lo stesso volume di acqua bollente, copri e lascia gonfiare, {min} min.',
          'Pendant ce temps, mettez {items:def} dans un saladier avec une pincée de sel et une cuillerée d’huile, versez le même volume d’eau bouillante, couvrez et laissez gonfler, {min} min.',
          'Inzwischen {items:acc} mit einer Prise Salz und einem Löffel Öl in eine Schüssel geben, mit der gleichen Menge kochendem Wasser übergießen, zudecken und quellen lassen, {min} Min.',
        ),
        0,
        'cook',
        { uses: ['base'] },
      ),
      own(
        T(
          'Fluff the couscous with a fork, working in {items:def} to separate the grains.',
          'Sgrana il couscous con una forchetta, incorporando {items:def} perché i chicchi restino separati.',
          'Égrainez la semoule à la fourchette en y incorporant {items:def} pour bien séparer les grains.',
          'Den Couscous mit einer Gabel auflockern und dabei {items:acc} einarbeiten, damit die Körner nicht kleben.',
        ),
        1,
        'cook',
        { uses: ['fat'] },
      ),
      own(
        T(
          'Fluff the couscous with a fork to separate the grains.',
          'Sgrana il couscous con una forchetta.',
          'Égrainez la semoule à la fourchette.',
          'Den Couscous mit einer Gabel auflockern.',
        ),
        1,
        'cook',
        { unless: ['fat'] },
      ),
      own(
        T(
          'Pile the couscous onto plates, spoon over the vegetables with plenty of broth and serve with {items:def}.',
          'Disponi il couscous nei piatti, coprilo con le verdure e abbondante brodo e servi con {items:def}.',
          'Dressez la semoule dans les assiettes, nappez de légumes et de bouillon et servez avec {items:def}.',
          'Den Couscous auf Teller geben, das Gemüse mit reichlich Brühe darüberschöpfen und mit {items:dat} servieren.',
        ),
        1,
        'cook',
        { uses: ['sauce', 'herb'] },
      ),
      own(
        T(
          'Pile the couscous onto plates and spoon over the vegetables with plenty of broth.',
          'Disponi il couscous nei piatti e coprilo con le verdure e abbondante brodo.',
          'Dressez la semoule dans les assiettes et nappez de légumes et de bouillon.',
          'Den Couscous auf Teller geben und das Gemüse mit reichlich Brühe darüberschöpfen.',
        ),
        1,
        'cook',
        { unless: ['sauce', 'herb'] },
      ),
    ],
    staples: ['salt', 'oil', 'water'],
  }),
  // ════════════════════════════ Rice, grain and pasta salads ════════════════════════════
  dish({
    id: 'insalata-di-riso',
    family: 'salad',
    course: 'main',
    cuisine: 'italian',
    difficulty: 'easy',
    names: { en: 'Rice salad', it: 'Insalata di riso', fr: 'Salade de riz', de: 'Reissalat' },
    aliases: { en: ['Italian rice salad'], it: ['riso freddo'], de: ['italienischer Reissalat'] },
    description: T(
      'Italy’s summer lunch: cold rice tossed with colourful chopped vegetables, olive oil and whatever good things the fridge holds.',
      'Il pranzo estivo degli italiani: riso freddo condito con verdure colorate a pezzetti, olio e le cose buone che ci sono in frigo.',
      'Le déjeuner d’été des Italiens : du riz froid mélangé à des légumes colorés en petits morceaux, de l’huile d’olive et les bonnes choses du frigo.',
      'Italiens Sommermittagessen: kalter Reis mit buntem, klein geschnittenem Gemüse, Olivenöl und allem Guten aus dem Kühlschrank.',
    ),
    slots: [
      need('base', ['rice', 'risotto-rice', 'brown-rice']),
      need(
        'vegetables',
        [
          'cherry-tomato',
          'tomato',
          'sweet-corn',
          'red-bell-pepper',
          'yellow-bell-pepper',
          'cucumber',
          'black-olive',
          'taggiasca-olive',
          'green-olive',
          'caper',
        ],
        { max: 4, share: 0.5 },
      ),
      maybe('garnish', ['pea'], { share: 0.5, cook: ['simmer', 16, 20] }),
      maybe('protein', ['canned-tuna', 'cooked-ham', 'frankfurter', 'cooked-chicken'], {
        max: 2,
        share: 0.6,
      }),
      maybe('egg', ['egg'], { share: 0.5, cook: ['simmer', 9, 12] }),
      maybe('cheese', ['emmental', 'fontina', 'mozzarella', 'gouda', 'edam', 'provolone']),
      need('sauce', ['lemon', 'lemon-juice', 'white-wine-vinegar']),
      maybe('herb', ['basil', 'parsley'], { share: 0.5 }),
    ],
    steps: [
      own(
        T(
          'Bring a large pot of salted water to the boil and cook {items:def} in it, stirring once or twice, {min} min.',
          'Porta a bollore abbondante acqua salata e cuocici {items:def}, mescolando un paio di volte, {min} min.',
          'Portez à ébullition une grande casserole d’eau salée et faites-y cuire {items:def} en remuant une ou deux fois, {min} min.',
          'In einem großen Topf Salzwasser aufkochen und {items:acc} darin unter ein- bis zweimaligem Rühren garen, {min} Min.',
        ),
        0,
        'cook',
        { uses: ['base'], cooks: ['garnish'] },
      ),
      own(
        T(
          'Check the rice is tender, then drain, rinse under cold running water so the grains stay separate, drain well again and leave to cool.',
          'Controlla che il riso sia cotto, poi scolalo, passalo sotto l’acqua fredda perché i chicchi restino separati, scolalo di nuovo bene e lascialo raffreddare.',
          'Vérifiez que le riz est tendre, puis égouttez-le, rincez-le à l’eau froide pour que les grains restent détachés, égouttez-le de nouveau et laissez refroidir.',
          'Prüfen, ob der Reis weich ist, dann abgießen, kalt abspülen, damit die Körner nicht kleben, gut abtropfen und abkühlen lassen.',
        ),
        2,
        'cook',
      ),
      own(
        T(
          'Meanwhile put {items:def} in a small pan of cold water, bring to the boil and cook, {min} min; cool in cold water, peel and cut into wedges.',
          'Intanto metti {items:def} in un pentolino di acqua fredda, porta a bollore e cuoci, {min} min; raffredda in acqua fredda, sguscia e taglia a spicchi.',
          'Pendant ce temps, mettez {items:def} dans une petite casserole d’eau froide, portez à ébullition et laissez cuire, {min} min ; refroidissez à l’eau froide, écalez et coupez en quartiers.',
          'Inzwischen {items:acc} in einem kleinen Topf mit kaltem Wasser aufsetzen, aufkochen und garen, {min} Min.; kalt abschrecken, schälen und in Spalten schneiden.',
        ),
        9,
        'cook',
        { uses: ['egg'], cooks: ['egg'] },
      ),
      shared('chop', 8, 'prep', { uses: ['vegetables', 'protein', 'herb'], prep: 'dice' }),
      own(
        T(
          'Cut {items:def} into small cubes.',
          'Taglia {items:def} a dadini.',
          'Coupez {items:def} en petits dés.',
          '{items:acc} in kleine Würfel schneiden.',
        ),
        2,
        'prep',
        { uses: ['cheese'] },
      ),
      ...dressing(),
      own(
        T(
          'Toss the cold rice with the dressing and {items:def}, then chill for at least 30 minutes so the flavours come together.',
          'Unisci al riso freddo {items:def}, versa l’emulsione e mescola, poi lascia riposare in frigo almeno 30 minuti perché i sapori si amalgamino.',
          'Ajoutez au riz froid {items:def}, versez l’assaisonnement et mélangez, puis laissez reposer au frais au moins 30 minutes pour que les saveurs se mêlent.',
          'Den kalten Reis mit dem Dressing und {items:dat} vermengen und mindestens 30 Minuten kalt stellen, damit sich die Aromen verbinden.',
        ),
        2,
        'prep',
        { uses: ['vegetables', 'protein', 'cheese', 'herb'] },
      ),
      own(
        T(
          'Arrange {items:def} on top and serve cold.',
          'Decora con {items:def} e servi fredda.',
          'Disposez {items:def} sur le dessus et servez frais.',
          '{items:acc} darauf anrichten und kalt servieren.',
        ),
        1,
        'prep',
        { uses: ['egg'] },
      ),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
  }),
  dish({
    id: 'couscous-salad',
    family: 'salad',
    course: 'side',
    cuisine: 'middle-eastern',
    difficulty: 'easy',
    names: { en: 'Couscous salad', it: 'Insalata di couscous', fr: 'Taboulé', de: 'Couscous-Salat' },
    aliases: {
      en: ['taboulé'],
      it: ['tabulè di couscous', 'couscous freddo'],
      fr: ['taboulé oriental', 'salade de couscous'],
      de: ['Taboulé'],
    },
    description: T(
      'A fresh salad of couscous and finely diced raw vegetables, as the French make taboulé.',
      'Un’insalata fresca di couscous e verdure crude a dadini, come il taboulé dei francesi.',
      'Le taboulé comme on le fait en France : de la semoule et des légumes crus coupés en petits dés.',
      'Ein frischer Salat aus Couscous und fein gewürfeltem rohem Gemüse, so wie man in Frankreich Taboulé macht.',
    ),
    slots: [
      need('base', ['couscous', 'bulgur']),
      need('vegetables', ['tomato', 'cherry-tomato', 'cucumber', 'red-bell-pepper'], { max: 3, share: 0.6 }),
      maybe('herb', ['mint', 'parsley', 'coriander'], { max: 2, share: 1.5 }),
      maybe('aromatics', ['spring-onion', 'red-onion', 'onion'], { share: 0.4 }),
      need('sauce', ['lemon', 'lemon-juice', 'lime', 'white-wine-vinegar']),
      maybe('cheese', ['feta']),
      maybe('protein', ['chickpeas'], { share: 0.6 }),
    ],
    steps: [
      own(
        T(
          'Put {items:def} in a large bowl with a pinch of salt, pour over boiling water to cover by 1 cm, cover and leave to swell, {min} min. Fluff with a fork and leave to cool.',
          'Metti {items:def} in una ciotola capiente con un pizzico di sale, versa acqua bollente fino a superarlo di 1 cm, copri e lascia gonfiare, {min} min. Sgrana con una forchetta e lascia raffreddare.',
          'Mettez {items:def} dans un grand saladier avec une pincée de sel, versez de l’eau bouillante jusqu’à 1 cm au-dessus des grains, couvrez et laissez gonfler, {min} min. Égrainez à la fourchette et laissez refroidir.',
          '{items:acc} mit einer Prise Salz in eine große Schüssel geben, so viel kochendes Wasser angießen, dass alles 1 cm bedeckt ist, zudecken und quellen lassen, {min} Min. Mit einer Gabel auflockern und abkühlen lassen.',
        ),
        0,
        'cook',
        { uses: ['base'] },
      ),
      shared('chop', 8, 'prep', {
        uses: ['vegetables', 'aromatics', 'herb', 'cheese', 'protein'],
        prep: 'dice',
      }),
      ...dressing('one'),
      own(
        T(
          'Fork {items:def} through the cooled couscous with the dressing, taste for salt and chill for 30 minutes if you have time.',
          'Unisci {items:def} al couscous freddo con il condimento, mescola con una forchetta, assaggia di sale e, se hai tempo, lascia riposare in frigo 30 minuti.',
          'Mélangez {items:def} à la semoule refroidie avec l’assaisonnement, rectifiez le sel et laissez reposer 30 minutes au frais si vous avez le temps.',
          '{items:acc} mit dem Dressing unter den abgekühlten Couscous heben, mit Salz abschmecken und nach Möglichkeit 30 Minuten kalt stellen.',
        ),
        2,
        'prep',
        { uses: ['vegetables', 'aromatics', 'herb', 'cheese', 'protein'] },
      ),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
  }),
  dish({
    id: 'quinoa-salad',
    family: 'salad',
    course: 'main',
    cuisine: 'international',
    difficulty: 'easy',
    names: { en: 'Quinoa salad', it: 'Insalata di quinoa', fr: 'Salade de quinoa', de: 'Quinoasalat' },
    aliases: { en: ['quinoa bowl'], de: ['Quinoa-Salat'] },
    description: T(
      'A filling salad of quinoa and crisp raw vegetables in a simple dressing.',
      'Un’insalata sostanziosa di quinoa e verdure crude croccanti con un condimento semplice.',
      'Une salade rassasiante de quinoa et de légumes crus croquants, simplement assaisonnée.',
      'Ein sättigender Salat aus Quinoa und knackigem Rohkostgemüse mit einem einfachen Dressing.',
    ),
    slots: [
      need('base', ['quinoa']),
      need(
        'vegetables',
        [
          'cucumber',
          'cherry-tomato',
          'tomato',
          'red-bell-pepper',
          'avocado',
          'rocket',
          'spinach',
          'sweet-corn',
        ],
        {
          max: 3,
          share: 0.6,
        },
      ),
      maybe('protein', ['chickpeas', 'black-bean'], { share: 0.6 }),
      maybe('cheese', ['feta', 'goat-cheese']),
      maybe('aromatics', ['red-onion', 'spring-onion'], { share: 0.4 }),
      maybe('herb', ['parsley', 'mint', 'coriander'], { max: 2 }),
      need('sauce', ['lemon', 'lime', 'lemon-juice', 'apple-cider-vinegar', 'white-wine-vinegar']),
      maybe('topping', ['pumpkin-seed', 'sunflower-seed', 'almond', 'walnut', 'pine-nut'], { share: 0.75 }),
    ],
    steps: [
      own(
        T(
          'Rinse {items:def} well in a fine sieve, then simmer in plenty of salted water until tender and the little white tails show, {min} min. Drain and spread out to cool.',
          'Sciacqua bene {items:def} in un colino a maglie fitte, poi cuocila in abbondante acqua salata finché è tenera e compare il piccolo germoglio bianco, {min} min. Scolala e allargala a raffreddare.',
          'Rincez bien {items:def} dans une passoire fine, puis faites-le cuire dans beaucoup d’eau salée jusqu’à ce qu’il soit tendre et que le petit germe blanc apparaisse, {min} min. Égouttez et étalez pour laisser refroidir.',
          '{items:acc} in einem feinen Sieb gründlich waschen, dann in reichlich Salzwasser köcheln lassen, bis sie weich ist und die kleinen weißen Keime sichtbar werden, {min} Min. Abgießen und zum Abkühlen ausbreiten.',
        ),
        0,
        'cook',
        { uses: ['base'] },
      ),
      shared('chop', 8, 'prep', {
        uses: ['vegetables', 'protein', 'cheese', 'aromatics', 'herb'],
        prep: 'dice',
      }),
      ...dressing('one'),
      own(
        T(
          'Toss the cooled quinoa with the dressing and {items:def}.',
          'Unisci alla quinoa fredda {items:def}, versa l’emulsione e mescola.',
          'Ajoutez au quinoa refroidi {items:def}, versez l’assaisonnement et mélangez.',
          'Die abgekühlte Quinoa mit dem Dressing und {items:dat} vermengen.',
        ),
        2,
        'prep',
        { uses: ['vegetables', 'protein', 'cheese', 'aromatics', 'herb'] },
      ),
      own(
        T(
          'Toast {items:def} in a dry pan, shaking often, {min} min, and scatter over the salad.',
          'Tosta {items:def} in una padella senza olio, scuotendola spesso, {min} min, e distribuiscili sull’insalata.',
          'Faites griller {items:def} à sec dans une poêle en la secouant souvent, {min} min, et parsemez-en la salade.',
          '{items:acc} in einer Pfanne ohne Fett unter häufigem Schwenken rösten, {min} Min., und über den Salat streuen.',
        ),
        3,
        'cook',
        { uses: ['topping'] },
      ),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
  }),
  dish({
    id: 'insalata-di-farro',
    family: 'salad',
    course: 'main',
    cuisine: 'italian',
    difficulty: 'easy',
    names: { en: 'Farro salad', it: 'Insalata di farro', fr: 'Salade de farro', de: 'Farro-Salat' },
    aliases: {
      en: ['spelt salad'],
      it: ['farro freddo'],
      fr: ['salade d’épeautre'],
      de: ['Dinkelsalat', 'Emmersalat'],
    },
    description: T(
      'A Tuscan summer salad of chewy farro and raw vegetables dressed with good olive oil.',
      'L’insalata estiva toscana: farro al dente e verdure crude condite con olio buono.',
      'Une salade d’été toscane : du farro bien ferme et des légumes crus arrosés de bonne huile d’olive.',
      'Ein toskanischer Sommersalat aus bissfestem Farro und rohem Gemüse in gutem Olivenöl.',
    ),
    slots: [
      need('base', ['farro', 'spelt']),
      need(
        'vegetables',
        [
          'cherry-tomato',
          'tomato',
          'cucumber',
          'red-bell-pepper',
          'black-olive',
          'taggiasca-olive',
          'green-olive',
          'rocket',
        ],
        {
          max: 3,
          share: 0.6,
        },
      ),
      maybe('cheese', ['mozzarella', 'buffalo-mozzarella', 'feta'], { share: 0.8 }),
      maybe('aromatics', ['red-onion', 'spring-onion'], { share: 0.4 }),
      maybe('herb', ['basil', 'parsley'], { share: 0.6 }),
      need('sauce', ['lemon', 'lemon-juice', 'red-wine-vinegar', 'balsamic-vinegar', 'white-wine-vinegar']),
    ],
    steps: [
      own(
        T(
          'Rinse {items:def}, then cook in plenty of boiling salted water until tender but still chewy, {min} min. Drain, rinse under cold water and leave to cool.',
          'Sciacqua {items:def}, poi lessalo in abbondante acqua salata bollente finché è tenero ma ancora al dente, {min} min. Scolalo, passalo sotto l’acqua fredda e lascialo raffreddare.',
          'Rincez {items:def}, puis faites-le cuire dans beaucoup d’eau bouillante salée jusqu’à ce qu’il soit tendre mais encore ferme, {min} min. Égouttez, rincez à l’eau froide et laissez refroidir.',
          '{items:acc} abspülen, dann in reichlich kochendem Salzwasser weich, aber noch bissfest garen, {min} Min. Abgießen, kalt abspülen und abkühlen lassen.',
        ),
        0,
        'cook',
        { uses: ['base'] },
      ),
      shared('chop', 8, 'prep', { uses: ['vegetables', 'cheese', 'aromatics', 'herb'], prep: 'dice' }),
      ...dressing(),
      own(
        T(
          'Toss the cold grains with the dressing and {items:def} and leave for 15 minutes before serving so the flavours come together.',
          'Unisci al farro freddo {items:def}, versa l’emulsione e mescola, poi lascia riposare 15 minuti prima di servire perché i sapori si amalgamino.',
          'Ajoutez aux grains refroidis {items:def}, versez l’assaisonnement et mélangez, puis laissez reposer 15 minutes avant de servir pour que les saveurs se mêlent.',
          'Das abgekühlte Getreide mit dem Dressing und {items:dat} vermengen und vor dem Servieren 15 Minuten durchziehen lassen.',
        ),
        2,
        'prep',
        { uses: ['vegetables', 'cheese', 'aromatics', 'herb'] },
      ),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
  }),
  dish({
    id: 'insalata-di-pasta',
    family: 'salad',
    course: 'main',
    cuisine: 'italian',
    difficulty: 'easy',
    names: {
      en: 'Pasta salad',
      it: 'Insalata di pasta',
      fr: 'Salade de pâtes',
      de: 'Italienischer Nudelsalat',
    },
    aliases: {
      en: ['Italian pasta salad'],
      it: ['pasta fredda'],
      fr: ['salade de pâtes à l’italienne'],
      de: ['Nudelsalat mit Tomaten und Mozzarella'],
    },
    description: T(
      'Italy’s summer pasta: short pasta served cold with raw vegetables and good olive oil.',
      'La pasta fredda dell’estate: pasta corta condita con verdure crude e olio extravergine.',
      'Les pâtes froides de l’été italien : des pâtes courtes avec des légumes crus et de l’huile d’olive.',
      'Die italienische Sommerpasta: kurze Nudeln, kalt serviert, mit rohem Gemüse und gutem Olivenöl.',
    ),
    slots: [
      need('base', ['fusilli', 'penne', 'farfalle', 'pasta-shells', 'kind:pasta'], {
        except: SALAD_PASTA_EXCEPT,
      }),
      need(
        'vegetables',
        [
          'cherry-tomato',
          'tomato',
          'red-bell-pepper',
          'cucumber',
          'black-olive',
          'taggiasca-olive',
          'green-olive',
          'rocket',
          'sweet-corn',
          'caper',
        ],
        {
          max: 3,
          share: 0.6,
        },
      ),
      maybe('cheese', ['mozzarella', 'buffalo-mozzarella', 'feta'], { share: 0.8 }),
      maybe('protein', ['canned-tuna', 'cooked-ham', 'salami'], { share: 0.6 }),
      maybe('herb', ['basil', 'parsley'], { share: 0.6 }),
      need('sauce', ['lemon', 'lemon-juice', 'red-wine-vinegar', 'balsamic-vinegar', 'white-wine-vinegar']),
    ],
    steps: [
      shared('boilWater', 8, 'cook'),
      own(
        T(
          'Cook {items:def} until al dente, {min} min, drain and rinse under cold water to stop the cooking; toss with a spoonful of oil so it does not stick.',
          'Cuoci {items:def} al dente, {min} min, scola e passa sotto l’acqua fredda per fermare la cottura; condisci con un cucchiaio d’olio perché non si attacchi.',
          'Faites cuire {items:def} al dente, {min} min, égouttez et rincez à l’eau froide pour stopper la cuisson ; mélangez avec une cuillerée d’huile pour que ça ne colle pas.',
          '{items:acc} al dente kochen, {min} Min., abgießen und kalt abspülen, damit sie nicht weitergaren; mit einem Löffel Öl vermengen, damit nichts klebt.',
        ),
        0,
        'cook',
        { uses: ['base'] },
      ),
      shared('chop', 8, 'prep', { uses: ['vegetables', 'cheese', 'protein', 'herb'], prep: 'dice' }),
      ...dressing(),
      own(
        T(
          'Toss the cold pasta with the dressing and {items:def}, and chill for 30 minutes if you have time.',
          'Unisci alla pasta fredda {items:def}, versa l’emulsione e mescola; se hai tempo, lascia riposare in frigo 30 minuti.',
          'Ajoutez aux pâtes froides {items:def}, versez l’assaisonnement et mélangez ; si vous avez le temps, laissez reposer 30 minutes au frais.',
          'Die kalten Nudeln mit dem Dressing und {items:dat} vermengen und, wenn Zeit ist, 30 Minuten kalt stellen.',
        ),
        2,
        'prep',
        { uses: ['vegetables', 'cheese', 'protein', 'herb'] },
      ),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
  }),
  dish({
    id: 'nudelsalat',
    family: 'salad',
    course: 'side',
    cuisine: 'german',
    difficulty: 'easy',
    names: {
      en: 'German pasta salad',
      it: 'Insalata di pasta alla tedesca',
      fr: 'Salade de pâtes à l’allemande',
      de: 'Nudelsalat',
    },
    aliases: { en: ['Nudelsalat'], de: ['Nudelsalat mit Mayonnaise', 'klassischer Nudelsalat'] },
    description: T(
      'The German barbecue and party classic: pasta in a creamy mayonnaise dressing with whatever bits and pieces the fridge offers.',
      'Il classico tedesco delle grigliate e delle feste: pasta condita con una salsa cremosa alla maionese e quello che offre il frigo.',
      'Le classique allemand des barbecues et des fêtes : des pâtes dans une sauce crémeuse à la mayonnaise, avec ce que le frigo propose.',
      'Der Klassiker für Grillabend und Party: Nudeln in cremigem Mayonnaise-Dressing mit allem, was der Kühlschrank hergibt.',
    ),
    slots: [
      need('base', ['macaroni', 'fusilli', 'pasta-shells', 'farfalle', 'penne', 'kind:pasta'], {
        except: SALAD_PASTA_EXCEPT,
      }),
      need('sauce', ['mayonnaise'], { share: 2.5 }),
      maybe('dairy', ['yogurt', 'greek-yogurt', 'sour-cream'], { share: 0.3 }),
      maybe('seasoning', ['mustard']),
      maybe('protein', ['cooked-ham', 'frankfurter', 'salami']),
      maybe('garnish', ['pea'], { share: 0.5, cook: ['simmer', 16, 20] }),
      maybe('vegetables', ['sweet-corn', 'red-bell-pepper', 'cucumber', 'tomato'], { max: 2, share: 0.5 }),
      maybe('egg', ['egg'], { share: 0.5, cook: ['simmer', 9, 12] }),
      maybe('herb', ['chives', 'parsley'], { share: 0.5 }),
    ],
    steps: [
      shared('boilWater', 8, 'cook'),
      own(
        T(
          'Cook {items:def} in the boiling water, {min} min.',
          'Cuoci {items:def} nell’acqua bollente, {min} min.',
          'Faites cuire {items:def} dans l’eau bouillante, {min} min.',
          '{items:acc} im kochenden Wasser garen, {min} Min.',
        ),
        0,
        'cook',
        { uses: ['base'], cooks: ['garnish'] },
      ),
      own(
        T(
          'Check the pasta is just tender, then drain, rinse under cold water and leave to drain well.',
          'Controlla che la pasta sia cotta, poi scolala, passala sotto l’acqua fredda e lasciala sgocciolare bene.',
          'Vérifiez que les pâtes sont juste tendres, puis égouttez-les, rincez-les à l’eau froide et laissez-les bien égoutter.',
          'Prüfen, ob die Nudeln gar sind, dann abgießen, kalt abspülen und gut abtropfen lassen.',
        ),
        2,
        'cook',
      ),
      own(
        T(
          'Meanwhile put {items:def} in a small pan of cold water, bring to the boil and cook, {min} min; cool in cold water, peel and chop.',
          'Intanto metti {items:def} in un pentolino di acqua fredda, porta a bollore e cuoci, {min} min; raffredda in acqua fredda, sguscia e trita.',
          'Pendant ce temps, mettez {items:def} dans une petite casserole d’eau froide, portez à ébullition et laissez cuire, {min} min ; refroidissez à l’eau froide, écalez et hachez.',
          'Inzwischen {items:acc} in einem kleinen Topf mit kaltem Wasser aufsetzen, aufkochen und garen, {min} Min.; kalt abschrecken, schälen und hacken.',
        ),
        9,
        'cook',
        { uses: ['egg'], cooks: ['egg'] },
      ),
      shared('chop', 6, 'prep', { uses: ['protein', 'vegetables', 'herb'], prep: 'dice' }),
      own(
        T(
          'Stir {items:def} together with a pinch of salt, some pepper and a splash of water to make a smooth dressing.',
          'Mescola {items:def} con un pizzico di sale, una macinata di pepe e un goccio d’acqua fino a ottenere una salsa liscia.',
          'Mélangez {items:def} avec une pincée de sel, un peu de poivre et un trait d’eau jusqu’à obtenir une sauce lisse.',
          '{items:acc} mit einer Prise Salz, etwas Pfeffer und einem Schuss Wasser zu einem glatten Dressing verrühren.',
        ),
        2,
        'prep',
        { uses: ['sauce', 'dairy', 'seasoning'] },
      ),
      own(
        T(
          'Fold the pasta, the dressing and {items:def} together and leave in the fridge for at least an hour so the pasta soaks up the flavour.',
          'Mescola la pasta con la salsa e {items:def} e lascia in frigo almeno un’ora perché la pasta si insaporisca.',
          'Mélangez les pâtes, la sauce et {items:def}, puis laissez au moins une heure au réfrigérateur pour que les pâtes s’imprègnent.',
          'Die Nudeln mit dem Dressing und {items:dat} vermengen und mindestens eine Stunde im Kühlschrank durchziehen lassen.',
        ),
        2,
        'prep',
        { uses: ['protein', 'vegetables', 'egg', 'herb'] },
      ),
      own(
        T(
          'Fold the pasta and the dressing together and leave in the fridge for at least an hour so the pasta soaks up the flavour.',
          'Mescola la pasta con la salsa e lascia in frigo almeno un’ora perché si insaporisca.',
          'Mélangez les pâtes et la sauce, puis laissez au moins une heure au réfrigérateur pour que les pâtes s’imprègnent.',
          'Die Nudeln mit dem Dressing vermengen und mindestens eine Stunde im Kühlschrank durchziehen lassen.',
        ),
        2,
        'prep',
        { unless: ['protein', 'vegetables', 'egg', 'herb'] },
      ),
    ],
    staples: ['salt', 'pepper', 'water'],
    tip: T(
      'The pasta soaks up the dressing as it stands: stir in a spoonful of yogurt or water before serving if it has become dry.',
      'Riposando la pasta assorbe il condimento: se si è asciugata, aggiungi un cucchiaio di yogurt o d’acqua prima di servire.',
      'En reposant, les pâtes absorbent la sauce : si elles sont devenues sèches, ajoutez une cuillerée de yaourt ou d’eau avant de servir.',
      'Beim Durchziehen saugen die Nudeln das Dressing auf: Ist der Salat zu trocken geworden, vor dem Servieren einen Löffel Joghurt oder Wasser unterrühren.',
    ),
  }),
];
