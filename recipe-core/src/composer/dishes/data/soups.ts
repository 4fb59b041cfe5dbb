import type { Role } from '../../types';
import { dish, maybe, need, own, shared, type DishData, type StepData, type Texts } from '../types';

/**
 * Soups and salads (not pasta or rice salads). Soups start a pot with the aromatics, simmer in stock or
 * water and are served as they are or blended; salads always make their dressing before they are dressed.
 * Where several slots share a role, only one of them carries `cook`: the composer times every ingredient of a
 * role by that role's cook, and a second cook on the same role would list its late additions twice.
 */

const T = (en: string, it: string, fr: string, de: string): Texts => ({ en, it, fr, de });

const STOCK = ['vegetable-stock', 'chicken-stock', 'stock-cube', 'chicken-stock-cube'];
const CHEESE_GRATED = ['parmesan', 'grana-padano', 'pecorino-romano'];
const FRESH_TOMATOES = ['tomato', 'plum-tomato', 'cherry-tomato'];
const TOMATOES = ['canned-tomatoes', 'passata', 'tomato', 'plum-tomato', 'cherry-tomato'];
const RUSTIC_BREAD = ['bread', 'sourdough-bread', 'ciabatta', 'baguette', 'whole-wheat-bread'];
const CREAMS = ['cream', 'single-cream', 'creme-fraiche', 'soy-cream'];
const VINEGARS = ['red-wine-vinegar', 'white-wine-vinegar', 'apple-cider-vinegar'];
const PEPPERS = ['green-bell-pepper', 'red-bell-pepper', 'yellow-bell-pepper', 'pointed-pepper'];
const ONIONS = ['onion', 'shallot', 'leek', 'red-onion'];
const MINESTRONE_VEG = [
  'carrot',
  'celery',
  'potato',
  'zucchini',
  'pumpkin',
  'butternut-squash',
  'fennel',
  'savoy-cabbage',
  'white-cabbage',
];

// ── Soup steps shared by several soups ──

/** Softens the aromatics in a large pot: the pot every soup starts in. */
const softenInPot = (minutes: number, opts: Partial<StepData> = {}): StepData =>
  own(
    T(
      'Warm a little olive oil in a large pot and soften {items:def} over a medium heat, stirring, {min} min.',
      'Scalda un filo d’olio in una pentola capiente e fai appassire {items:def} a fuoco medio, mescolando, {min} min.',
      'Faites chauffer un filet d’huile d’olive dans une grande casserole et faites-y revenir doucement {items:def} à feu moyen en remuant, {min} min.',
      '{items:acc} in einem großen Topf in etwas Olivenöl bei mittlerer Hitze unter Rühren andünsten, {min} Min.',
    ),
    minutes,
    'cook',
    { uses: ['aromatics'], cooks: ['aromatics'], ...opts },
  );

/** Adds what `uses` names to the pot the aromatics softened in. */
const addToPot = (minutes: number, uses: readonly Role[], opts: Partial<StepData> = {}): StepData =>
  own(
    T(
      'Add {items:def} and cook for {min} min, stirring.',
      'Aggiungi {items:def} e lascia insaporire per {min} min, mescolando.',
      'Ajoutez {items:def} et faites revenir {min} min en remuant.',
      '{items:acc} zugeben und unter Rühren {min} Min. mitdünsten.',
    ),
    minutes,
    'cook',
    { uses, ...opts },
  );

/** The same, in a pot of its own when there were no aromatics to start it. */
const startInPot = (minutes: number, uses: readonly Role[], opts: Partial<StepData> = {}): StepData =>
  own(
    T(
      'Warm a little olive oil in a large pot and cook {items:def} for {min} min, stirring.',
      'Scalda un filo d’olio in una pentola capiente e lascia insaporire {items:def} per {min} min, mescolando.',
      'Faites chauffer un filet d’huile d’olive dans une grande casserole et faites-y revenir {items:def} {min} min en remuant.',
      '{items:acc} in einem großen Topf in etwas Olivenöl unter Rühren {min} Min. andünsten.',
    ),
    minutes,
    'cook',
    { uses, ...opts },
  );

/** The vegetables of a blended soup, just covered and simmered: with what `uses` names, or in water alone. */
const simmerJustCovered = (minutes: number, uses: readonly Role[], cooks: readonly Role[]): StepData[] => [
  own(
    T(
      'Add {items:def}, pour in just enough water to cover, bring to the boil and simmer until the vegetables are tender, {min} min.',
      'Aggiungi {items:def}, versa acqua fino a coprire appena le verdure, porta a bollore e cuoci a fuoco dolce finché sono tenere, {min} min.',
      'Ajoutez {items:def}, versez juste assez d’eau pour couvrir, portez à ébullition et laissez frémir jusqu’à ce que les légumes soient tendres, {min} min.',
      '{items:acc} zugeben, so viel Wasser angießen, dass das Gemüse knapp bedeckt ist, aufkochen und köcheln lassen, bis es weich ist, {min} Min.',
    ),
    minutes,
    'cook',
    { uses, cooks },
  ),
  own(
    T(
      'Pour in just enough water to cover, bring to the boil and simmer until the vegetables are tender, {min} min.',
      'Versa acqua fino a coprire appena le verdure, porta a bollore e cuoci a fuoco dolce finché sono tenere, {min} min.',
      'Versez juste assez d’eau pour couvrir, portez à ébullition et laissez frémir jusqu’à ce que les légumes soient tendres, {min} min.',
      'So viel Wasser angießen, dass das Gemüse knapp bedeckt ist, aufkochen und köcheln lassen, bis es weich ist, {min} Min.',
    ),
    minutes,
    'cook',
    { unless: uses, cooks },
  ),
];

const blendSmooth = (minutes = 3): StepData =>
  own(
    T(
      'Blend until completely smooth, adding a little hot water if the soup is too thick, and season with salt and pepper, {min} min.',
      'Frulla fino a ottenere una crema liscia, allungando con poca acqua calda se è troppo densa, e regola di sale e pepe, {min} min.',
      'Mixez jusqu’à obtenir un velouté bien lisse, en ajoutant un peu d’eau chaude s’il est trop épais, puis salez et poivrez, {min} min.',
      'Die Suppe fein pürieren, bei Bedarf mit etwas heißem Wasser verdünnen und mit Salz und Pfeffer abschmecken, {min} Min.',
    ),
    minutes,
    'cook',
  );

const stirInCream = (minutes = 2, role: Role = 'dairy'): StepData =>
  own(
    T(
      'Stir in {items:def} and heat through without letting it boil, {min} min.',
      'Incorpora {items:def} e scalda senza far bollire, {min} min.',
      'Incorporez {items:def} et réchauffez sans laisser bouillir, {min} min.',
      '{items:acc} einrühren und nur noch erhitzen, nicht mehr kochen lassen, {min} Min.',
    ),
    minutes,
    'cook',
    { uses: [role] },
  );

/** Ladles the soup out, with `role` scattered over the top when the cook has it. */
const serveSoup = (role: Role = 'herb'): StepData[] => [
  own(
    T(
      'Ladle into warm bowls, scatter over {items:def} and serve.',
      'Distribuisci nelle scodelle calde, cospargi con {items:def} e servi.',
      'Répartissez dans des bols chauds, parsemez {items:def} et servez.',
      'In vorgewärmte Teller füllen, mit {items:dat} bestreuen und servieren.',
    ),
    1,
    'cook',
    { uses: [role] },
  ),
  own(
    T(
      'Ladle into warm bowls and serve.',
      'Distribuisci nelle scodelle calde e servi.',
      'Répartissez dans des bols chauds et servez.',
      'In vorgewärmte Teller füllen und servieren.',
    ),
    1,
    'cook',
    { unless: [role] },
  ),
];

/** Butter melted in the pot first, when the cook has it; the aromatics then soften in it or in oil. */
const meltButter = (): StepData =>
  own(
    T(
      'Melt {items:def} in a large pot over a medium heat.',
      'Fai sciogliere {items:def} in una pentola capiente a fuoco medio.',
      'Faites fondre {items:def} dans une grande casserole à feu moyen.',
      '{items:acc} in einem großen Topf bei mittlerer Hitze zerlassen.',
    ),
    1,
    'cook',
    { uses: ['fat'] },
  );

/** Bacon or pancetta rendered in the pot first, when the cook has it. */
const renderBacon = (minutes = 5): StepData =>
  own(
    T(
      'Fry {items:def} in a large pot with a little olive oil until the fat runs, {min} min.',
      'Rosola {items:def} in una pentola capiente con un filo d’olio finché il grasso si scioglie, {min} min.',
      'Faites revenir {items:def} dans une grande casserole avec un filet d’huile jusqu’à ce que le gras fonde, {min} min.',
      '{items:acc} in einem großen Topf in wenig Öl anbraten, bis das Fett austritt, {min} Min.',
    ),
    minutes,
    'cook',
    { uses: ['fat'], cooks: ['fat'] },
  );

/** Softens `uses` in the fat already in the pot (after meltButter or renderBacon). */
const softenInFat = (minutes: number, uses: readonly Role[] = ['aromatics']): StepData =>
  own(
    T(
      'Add {items:def} and soften over a medium heat, stirring, {min} min.',
      'Aggiungi {items:def} e fai appassire a fuoco medio, mescolando, {min} min.',
      'Ajoutez {items:def} et faites revenir doucement à feu moyen en remuant, {min} min.',
      '{items:acc} zugeben und bei mittlerer Hitze unter Rühren andünsten, {min} Min.',
    ),
    minutes,
    'cook',
    { uses, cooks: ['aromatics'], ifRoles: ['fat'] },
  );

// ── Salad dressings ──

const BOWL = {
  large: {
    en: 'in a large bowl',
    it: 'in una ciotola capiente',
    fr: 'dans un saladier',
    de: 'in einer großen Schüssel',
  },
  small: {
    en: 'in a small bowl',
    it: 'in una ciotolina',
    fr: 'dans un bol',
    de: 'in einer kleinen Schüssel',
  },
};
/** How much oil a dressing takes for its acid: three parts to vinegar, less to lemon. */
const OIL = {
  triple: {
    en: 'three times as much olive oil',
    it: 'il triplo di olio d’oliva',
    fr: 'trois fois plus d’huile d’olive',
    de: 'die dreifache Menge Olivenöl',
  },
  twice: {
    en: 'twice as much olive oil',
    it: 'il doppio di olio d’oliva',
    fr: 'deux fois plus d’huile d’olive',
    de: 'die doppelte Menge Olivenöl',
  },
  same: {
    en: 'the same amount of olive oil',
    it: 'altrettanto olio d’oliva',
    fr: 'autant d’huile d’olive',
    de: 'die gleiche Menge Olivenöl',
  },
};
const INTO = {
  large: { en: 'into a large bowl', fr: 'au-dessus d’un saladier', de: 'in eine große Schüssel' },
  small: { en: 'into a small bowl', fr: 'au-dessus d’un bol', de: 'in eine kleine Schüssel' },
};

/**
 * A vinaigrette made before anything is dressed: vinegar (or bottled lemon juice) whisked with `extra`
 * (mustard, spices), or a lemon squeezed and `extra` whisked in; with `optional`, plain oil when there is no
 * acid. The acid's slot holds one ingredient, and no other slot of the dish holds a vinegar or a citrus.
 */
function vinaigrette(
  acid: Role,
  extra?: Role,
  {
    optional = false,
    bowl = 'large',
    lemonOil = 'twice',
    vinegarOil = 'triple',
  }: {
    optional?: boolean;
    bowl?: 'large' | 'small';
    lemonOil?: keyof typeof OIL;
    vinegarOil?: keyof typeof OIL;
  } = {},
): StepData[] {
  const w = BOWL[bowl];
  const into = INTO[bowl];
  const oil = OIL[lemonOil];
  const vOil = OIL[vinegarOil];
  const steps: StepData[] = [
    own(
      T(
        `Whisk {items:def} ${w.en} with a pinch of salt and pepper, then whisk in ${vOil.en}.`,
        `Sbatti {items:def} ${w.it} con un pizzico di sale e pepe, poi incorpora a filo ${vOil.it}.`,
        `Fouettez {items:def} ${w.fr} avec une pincée de sel et de poivre, puis incorporez ${vOil.fr}.`,
        `{items:acc} ${w.de} mit je einer Prise Salz und Pfeffer verrühren, dann ${vOil.de} unterschlagen.`,
      ),
      2,
      'prep',
      { uses: extra ? [acid, extra] : [acid], ifKinds: ['vinegar'] },
    ),
    own(
      T(
        `Squeeze {items:def} ${into.en} and whisk the juice with a pinch of salt and pepper, then whisk in ${oil.en}.`,
        `Spremi {items:def} ${w.it} e sbatti il succo con un pizzico di sale e pepe, poi incorpora a filo ${oil.it}.`,
        `Pressez {items:def} ${into.fr}, fouettez le jus avec une pincée de sel et de poivre, puis incorporez ${oil.fr}.`,
        `{items:acc} ${into.de} auspressen, den Saft mit je einer Prise Salz und Pfeffer verrühren, dann ${oil.de} unterschlagen.`,
      ),
      2,
      'prep',
      { uses: [acid], ifKinds: ['citrus'] },
    ),
  ];
  if (extra)
    steps.push(
      own(
        T(
          'Whisk in {items:def}.',
          'Aggiungi {items:def} e sbatti ancora.',
          'Ajoutez {items:def} et fouettez encore.',
          '{items:acc} unterrühren.',
        ),
        1,
        'prep',
        { uses: [extra], ifKinds: ['citrus'] },
      ),
    );
  if (optional) {
    if (extra)
      steps.push(
        own(
          T(
            `Whisk {items:def} ${w.en} with a pinch of salt and pepper and a generous drizzle of olive oil.`,
            `Sbatti {items:def} ${w.it} con un pizzico di sale e pepe e un generoso filo d’olio d’oliva.`,
            `Fouettez {items:def} ${w.fr} avec une pincée de sel et de poivre et un bon filet d’huile d’olive.`,
            `{items:acc} ${w.de} mit je einer Prise Salz und Pfeffer und einem großzügigen Schuss Olivenöl verrühren.`,
          ),
          2,
          'prep',
          { uses: [extra], unless: [acid] },
        ),
      );
    steps.push(
      own(
        T(
          `Whisk a generous drizzle of olive oil ${w.en} with a pinch of salt and pepper.`,
          `Sbatti un generoso filo d’olio d’oliva ${w.it} con un pizzico di sale e pepe.`,
          `Fouettez un bon filet d’huile d’olive ${w.fr} avec une pincée de sel et de poivre.`,
          `Einen großzügigen Schuss Olivenöl ${w.de} mit je einer Prise Salz und Pfeffer verrühren.`,
        ),
        1,
        'prep',
        { unless: extra ? [acid, extra] : [acid] },
      ),
    );
  }
  return steps;
}

/** Stirs a creamy dressing (mayonnaise, soured cream…) together before the salad goes in. */
const creamyDressing = (uses: readonly Role[], bowl: 'large' | 'small' = 'large'): StepData =>
  own(
    T(
      `Mix {items:def} ${BOWL[bowl].en} with a pinch of salt and pepper.`,
      `Mescola {items:def} ${BOWL[bowl].it} con un pizzico di sale e pepe.`,
      `Mélangez {items:def} ${BOWL[bowl].fr} avec une pincée de sel et de poivre.`,
      `{items:acc} ${BOWL[bowl].de} mit je einer Prise Salz und Pfeffer verrühren.`,
    ),
    2,
    'prep',
    { uses },
  );

/** Hard-boils the eggs in `role`: cooled, peeled and, with `quarter`, cut into quarters. */
const hardBoil = (minutes: number, quarter = false): StepData =>
  own(
    quarter
      ? T(
          'Lower {items:def} into a pan of boiling water and cook for {min} min, then cool under cold running water, peel and cut into quarters.',
          'Immergi {items:def} in un pentolino d’acqua bollente e cuoci per {min} min, poi raffredda sotto l’acqua fredda, sguscia e taglia in quattro.',
          'Plongez {items:def} dans une casserole d’eau bouillante et faites cuire {min} min, puis refroidissez-les sous l’eau froide, écalez-les et coupez-les en quartiers.',
          '{items:acc} in einen Topf mit kochendem Wasser geben und {min} Min. kochen, dann kalt abschrecken, schälen und vierteln.',
        )
      : T(
          'Lower {items:def} into a pan of boiling water and cook for {min} min, then cool under cold running water and peel.',
          'Immergi {items:def} in un pentolino d’acqua bollente e cuoci per {min} min, poi raffredda sotto l’acqua fredda e sguscia.',
          'Plongez {items:def} dans une casserole d’eau bouillante et faites cuire {min} min, puis refroidissez-les sous l’eau froide et écalez-les.',
          '{items:acc} in einen Topf mit kochendem Wasser geben und {min} Min. kochen, dann kalt abschrecken und schälen.',
        ),
    minutes,
    'cook',
    { uses: ['egg'], cooks: ['egg'] },
  );

// ── Soups ──

const SOUPS: DishData[] = [
  dish({
    id: 'minestrone',
    family: 'soup',
    course: 'main',
    cuisine: 'italian',
    difficulty: 'easy',
    names: { en: 'Minestrone', it: 'Minestrone', fr: 'Minestrone', de: 'Minestrone' },
    aliases: { en: ['minestrone soup'], it: ['minestrone di verdure'], fr: ['soupe minestrone'] },
    description: {
      en: 'Italy’s hearty vegetable soup: whatever vegetables the season brings, simmered slowly and finished with good olive oil.',
      it: 'La minestra di verdure per eccellenza: le verdure di stagione cotte piano piano e condite con un filo d’olio buono.',
      fr: 'La grande soupe de légumes italienne : les légumes de saison mijotés doucement, avec un filet de bonne huile d’olive au moment de servir.',
      de: 'Italiens herzhafte Gemüsesuppe: Gemüse der Saison, langsam gegart und mit gutem Olivenöl vollendet.',
    },
    slots: [
      need('aromatics', ['onion', 'leek', 'shallot', 'red-onion'], { cook: ['pan', 6, 10] }),
      maybe('aromatics', ['garlic'], { share: 0.5 }),
      // Two vegetables at least: onion and one carrot are not a minestrone.
      need('vegetables', MINESTRONE_VEG, { share: 0.6, cook: ['simmer', 30, 45] }),
      need('vegetables', ['potato', 'zucchini', ...MINESTRONE_VEG], { share: 0.6 }),
      maybe(
        'vegetables',
        [
          'zucchini',
          'potato',
          'celery',
          'carrot',
          'green-bean',
          'pea',
          'broad-bean',
          'savoy-cabbage',
          'cavolo-nero',
          'kale',
          'chard',
          'spinach',
          'fennel',
          'pumpkin',
          'butternut-squash',
        ],
        { max: 3, share: 0.4 },
      ),
      maybe('protein', ['cannellini-bean', 'borlotti-bean', 'white-bean', 'kidney-bean', 'chickpeas'], {
        share: 0.6,
        cook: ['simmer', 15, 45],
      }),
      maybe('sauce', TOMATOES, { share: 0.5, cook: ['simmer', 30, 45] }),
      maybe('liquid', STOCK),
      maybe('base', ['soup-pasta', 'macaroni', 'pasta-shells', 'orzo', 'rice'], { share: 0.6 }),
      maybe('cheese', CHEESE_GRATED, { share: 0.7 }),
      maybe('herb', ['basil', 'parsley'], { share: 0.5 }),
    ],
    steps: [
      shared('chop', 10, 'prep', {
        uses: ['aromatics', 'vegetables', 'protein', 'sauce', 'cheese', 'herb'],
        prep: 'dice',
      }),
      softenInPot(6),
      addToPot(3, ['vegetables']),
      own(
        T(
          'Add {items:def}, pour in enough water to cover everything by 3 cm, bring to the boil and simmer gently until the vegetables are tender, {min} min.',
          'Aggiungi {items:def}, versa acqua quanto basta a coprire tutto di 3 cm, porta a bollore e cuoci a fuoco dolce finché le verdure sono tenere, {min} min.',
          'Ajoutez {items:def}, versez assez d’eau pour couvrir le tout de 3 cm, portez à ébullition et laissez mijoter doucement jusqu’à ce que les légumes soient tendres, {min} min.',
          '{items:acc} zugeben, so viel Wasser angießen, dass alles 3 cm hoch bedeckt ist, aufkochen und sanft köcheln lassen, bis das Gemüse weich ist, {min} Min.',
        ),
        30,
        'cook',
        { uses: ['sauce', 'protein', 'liquid'], cooks: ['vegetables', 'sauce', 'protein'] },
      ),
      own(
        T(
          'Pour in enough water to cover everything by 3 cm, bring to the boil and simmer gently until the vegetables are tender, {min} min.',
          'Versa acqua quanto basta a coprire tutto di 3 cm, porta a bollore e cuoci a fuoco dolce finché le verdure sono tenere, {min} min.',
          'Versez assez d’eau pour couvrir le tout de 3 cm, portez à ébullition et laissez mijoter doucement jusqu’à ce que les légumes soient tendres, {min} min.',
          'So viel Wasser angießen, dass alles 3 cm hoch bedeckt ist, aufkochen und sanft köcheln lassen, bis das Gemüse weich ist, {min} Min.',
        ),
        30,
        'cook',
        { unless: ['sauce', 'protein', 'liquid'], cooks: ['vegetables'] },
      ),
      own(
        T(
          'Add {items:def} and simmer, stirring now and then, until just tender, {min} min; add a splash of hot water if the soup gets too thick.',
          'Aggiungi {items:def} e cuoci, mescolando di tanto in tanto, fino a cottura, {min} min; se la minestra si addensa troppo, allunga con poca acqua calda.',
          'Ajoutez {items:def} et laissez cuire en remuant de temps en temps jusqu’à ce que ce soit tout juste tendre, {min} min ; ajoutez un peu d’eau chaude si la soupe épaissit trop.',
          '{items:acc} zugeben und unter gelegentlichem Rühren garen, bis alles gerade weich ist, {min} Min.; wird die Suppe zu dick, etwas heißes Wasser zugießen.',
        ),
        0,
        'cook',
        { uses: ['base'] },
      ),
      own(
        T(
          'Season with salt and pepper, scatter over {items:def} and finish with a drizzle of olive oil.',
          'Regola di sale e pepe, cospargi con {items:def} e completa con un filo d’olio a crudo.',
          'Salez, poivrez, parsemez {items:de}, puis terminez par un filet d’huile d’olive.',
          'Mit Salz und Pfeffer abschmecken, mit {items:dat} bestreuen und mit einem Schuss Olivenöl servieren.',
        ),
        1,
        'cook',
        { uses: ['cheese', 'herb'] },
      ),
      own(
        T(
          'Season with salt and pepper and serve with a drizzle of olive oil.',
          'Regola di sale e pepe e servi con un filo d’olio a crudo.',
          'Salez, poivrez et servez avec un filet d’huile d’olive.',
          'Mit Salz und Pfeffer abschmecken und mit einem Schuss Olivenöl servieren.',
        ),
        1,
        'cook',
        { unless: ['cheese', 'herb'] },
      ),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
    tip: {
      en: 'Minestrone is even better the next day: make a big pot and reheat it gently with a splash of water.',
      it: 'Il minestrone è ancora più buono il giorno dopo: fanne una pentola abbondante e riscaldalo piano con un goccio d’acqua.',
      fr: 'Le minestrone est encore meilleur le lendemain : faites-en une grande marmite et réchauffez-le doucement avec un peu d’eau.',
      de: 'Minestrone schmeckt am nächsten Tag noch besser: gleich einen großen Topf kochen und mit einem Schuss Wasser sanft aufwärmen.',
    },
  }),
  dish({
    id: 'pasta-e-fagioli',
    family: 'soup',
    course: 'main',
    cuisine: 'italian',
    difficulty: 'easy',
    names: { en: 'Pasta e fagioli', it: 'Pasta e fagioli', fr: 'Pasta e fagioli', de: 'Pasta e fagioli' },
    aliases: {
      en: ['pasta fazool', 'pasta and bean soup'],
      it: ['pasta e fasoi'],
      fr: ['soupe de pâtes aux haricots'],
    },
    description: {
      en: 'The Italian peasant classic: beans and short pasta cooked together into a thick, creamy soup.',
      it: 'Il classico della cucina povera: fagioli e pasta corta cotti insieme in una minestra densa e cremosa.',
      fr: 'Le grand classique de la cuisine paysanne italienne : haricots et petites pâtes cuits ensemble en une soupe épaisse et onctueuse.',
      de: 'Der Klassiker der italienischen Bauernküche: Bohnen und kurze Nudeln, zusammen zu einer dicken, sämigen Suppe gekocht.',
    },
    slots: [
      need(
        'protein',
        ['borlotti-bean', 'cannellini-bean', 'white-bean', 'kidney-bean', 'pinto-bean', 'butter-bean'],
        {
          share: 1.2,
          cook: ['simmer', 15, 30],
        },
      ),
      need(
        'base',
        [
          'pasta',
          'macaroni',
          'pasta-shells',
          'soup-pasta',
          'orzo',
          'penne',
          'fusilli',
          'farfalle',
          'whole-wheat-pasta',
        ],
        { share: 0.7 },
      ),
      maybe('fat', ['pancetta', 'bacon', 'lardons', 'guanciale'], { share: 0.6, cook: ['pan', 5, 10] }),
      maybe('aromatics', ['onion', 'shallot', 'leek', 'red-onion'], { cook: ['pan', 6, 10] }),
      maybe('aromatics', ['garlic'], { share: 0.5 }),
      maybe('vegetables', ['carrot', 'celery'], { max: 2, share: 0.5, cook: ['simmer', 20, 40] }),
      maybe('sauce', ['canned-tomatoes', 'passata', 'tomato', 'plum-tomato', 'tomato-paste'], {
        share: 0.5,
        cook: ['simmer', 20, 40],
      }),
      maybe('herb', ['rosemary', 'sage']),
      maybe('liquid', STOCK),
      maybe('cheese', CHEESE_GRATED, { share: 0.7 }),
    ],
    steps: [
      shared('chop', 8, 'prep', {
        uses: ['fat', 'aromatics', 'vegetables', 'protein', 'sauce', 'herb', 'cheese'],
        prep: 'dice',
      }),
      renderBacon(5),
      softenInFat(6, ['aromatics', 'vegetables']),
      softenInPot(6, { uses: ['aromatics', 'vegetables'], unless: ['fat'] }),
      own(
        T(
          'Add {items:def}, pour in enough water to cover everything by 3 cm, bring to the boil and simmer gently, {min} min.',
          'Aggiungi {items:def}, versa acqua quanto basta a coprire tutto di 3 cm, porta a bollore e cuoci a fuoco dolce, {min} min.',
          'Ajoutez {items:def}, versez assez d’eau pour couvrir le tout de 3 cm, portez à ébullition et laissez mijoter doucement, {min} min.',
          '{items:acc} zugeben, so viel Wasser angießen, dass alles 3 cm hoch bedeckt ist, aufkochen und sanft köcheln lassen, {min} Min.',
        ),
        20,
        'cook',
        {
          uses: ['protein', 'sauce', 'herb', 'liquid'],
          cooks: ['protein', 'vegetables', 'sauce'],
          ifRoles: ['fat', 'aromatics', 'vegetables'],
        },
      ),
      own(
        T(
          'Put {items:def} in a large pot with a little olive oil, pour in enough water to cover everything by 3 cm, bring to the boil and simmer gently, {min} min.',
          'Metti {items:def} in una pentola capiente con un filo d’olio, versa acqua quanto basta a coprire tutto di 3 cm, porta a bollore e cuoci a fuoco dolce, {min} min.',
          'Mettez {items:def} dans une grande casserole avec un filet d’huile d’olive, versez assez d’eau pour couvrir le tout de 3 cm, portez à ébullition et laissez mijoter doucement, {min} min.',
          '{items:acc} mit etwas Olivenöl in einen großen Topf geben, so viel Wasser angießen, dass alles 3 cm hoch bedeckt ist, aufkochen und sanft köcheln lassen, {min} Min.',
        ),
        20,
        'cook',
        {
          uses: ['protein', 'sauce', 'herb', 'liquid'],
          cooks: ['protein', 'sauce'],
          unless: ['fat', 'aromatics', 'vegetables'],
        },
      ),
      own(
        T(
          'Mash a ladleful of the beans against the side of the pot and stir them back in to thicken the soup.',
          'Schiaccia un mestolo di fagioli contro la parete della pentola e rimescolali nella minestra per addensarla.',
          'Écrasez une louche de haricots contre la paroi de la casserole et remettez-les dans la soupe pour l’épaissir.',
          'Eine Kelle Bohnen am Topfrand zerdrücken und wieder unterrühren, damit die Suppe sämig wird.',
        ),
        1,
        'cook',
      ),
      own(
        T(
          'Add {items:def} and cook, stirring often, until al dente, {min} min; add a splash of hot water if it gets too thick.',
          'Aggiungi {items:def} e cuoci, mescolando spesso, finché la pasta è al dente, {min} min; se si asciuga troppo, allunga con poca acqua calda.',
          'Ajoutez {items:def} et faites cuire en remuant souvent jusqu’à ce que les pâtes soient al dente, {min} min ; ajoutez un peu d’eau chaude si la soupe épaissit trop.',
          '{items:acc} zugeben und unter häufigem Rühren bissfest garen, {min} Min.; wird es zu dick, etwas heißes Wasser zugießen.',
        ),
        0,
        'cook',
        { uses: ['base'] },
      ),
      own(
        T(
          'Take off the heat and leave to rest, {min} min, then serve with a drizzle of olive oil, black pepper and {items:def}.',
          'Togli dal fuoco e lascia riposare, {min} min, poi servi con un filo d’olio a crudo, pepe nero e {items:def}.',
          'Retirez du feu et laissez reposer, {min} min, puis servez avec un filet d’huile d’olive, du poivre noir et {items:def}.',
          'Vom Herd nehmen und ruhen lassen, {min} Min., dann mit einem Schuss Olivenöl, schwarzem Pfeffer und {items:dat} servieren.',
        ),
        5,
        'cook',
        { uses: ['cheese'] },
      ),
      own(
        T(
          'Take off the heat and leave to rest, {min} min, then serve with a drizzle of olive oil and plenty of black pepper.',
          'Togli dal fuoco e lascia riposare, {min} min, poi servi con un filo d’olio a crudo e abbondante pepe nero.',
          'Retirez du feu et laissez reposer, {min} min, puis servez avec un filet d’huile d’olive et beaucoup de poivre noir.',
          'Vom Herd nehmen und ruhen lassen, {min} Min., dann mit einem Schuss Olivenöl und reichlich schwarzem Pfeffer servieren.',
        ),
        5,
        'cook',
        { unless: ['cheese'] },
      ),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
  }),
  dish({
    id: 'ribollita',
    family: 'soup',
    course: 'main',
    cuisine: 'italian',
    difficulty: 'easy',
    names: { en: 'Ribollita', it: 'Ribollita', fr: 'Ribollita', de: 'Ribollita' },
    aliases: { en: ['Tuscan bread and bean soup'], it: ['ribollita toscana'], de: ['Toskanische Brotsuppe'] },
    description: {
      en: 'Tuscany’s “reboiled” soup of winter greens, beans and stale bread, simmered until thick enough to hold a spoon.',
      it: 'La zuppa toscana di verdure invernali, fagioli e pane raffermo, così densa che il cucchiaio sta in piedi.',
      fr: 'La soupe toscane « rebouillie » : légumes d’hiver, haricots et pain rassis mijotés jusqu’à ce que la cuillère tienne debout.',
      de: 'Toskanas „wieder aufgekochte“ Suppe aus Wintergemüse, Bohnen und altbackenem Brot, so dick, dass der Löffel darin steht.',
    },
    slots: [
      need('vegetables', ['cavolo-nero', 'kale', 'savoy-cabbage', 'chard', 'white-cabbage'], {
        cook: ['simmer', 15, 45],
      }),
      need('protein', ['cannellini-bean', 'white-bean', 'borlotti-bean'], { cook: ['simmer', 15, 40] }),
      need('bread', RUSTIC_BREAD),
      need('aromatics', ['onion', 'red-onion', 'leek', 'shallot'], { cook: ['pan', 6, 10] }),
      maybe('aromatics', ['garlic'], { share: 0.5 }),
      maybe('vegetables', ['carrot', 'celery', 'potato', 'zucchini'], { max: 3, share: 0.5 }),
      maybe('sauce', ['canned-tomatoes', 'passata', 'tomato', 'plum-tomato', 'tomato-paste'], {
        share: 0.5,
        cook: ['simmer', 30, 45],
      }),
      maybe('liquid', STOCK),
    ],
    steps: [
      shared('chop', 10, 'prep', { uses: ['aromatics', 'vegetables', 'protein', 'sauce'], prep: 'chop' }),
      softenInPot(6),
      addToPot(3, ['vegetables']),
      own(
        T(
          'Add {items:def}, pour in enough water to cover everything by 3 cm, bring to the boil and simmer gently until the vegetables are very soft, {min} min.',
          'Aggiungi {items:def}, versa acqua quanto basta a coprire tutto di 3 cm, porta a bollore e cuoci a fuoco dolce finché le verdure sono morbidissime, {min} min.',
          'Ajoutez {items:def}, versez assez d’eau pour couvrir le tout de 3 cm, portez à ébullition et laissez mijoter doucement jusqu’à ce que les légumes soient très tendres, {min} min.',
          '{items:acc} zugeben, so viel Wasser angießen, dass alles 3 cm hoch bedeckt ist, aufkochen und sanft köcheln lassen, bis das Gemüse sehr weich ist, {min} Min.',
        ),
        35,
        'cook',
        { uses: ['protein', 'sauce', 'liquid'], cooks: ['vegetables', 'protein', 'sauce'] },
      ),
      own(
        T(
          'Tear {items:def} into pieces, stir into the soup and simmer gently, stirring often, until the bread falls apart and the soup is thick, {min} min.',
          'Spezzetta {items:def} con le mani, unisci alla zuppa e cuoci a fuoco dolce, mescolando spesso, finché il pane si disfa e la zuppa è densa, {min} min.',
          'Déchirez {items:def} en morceaux, ajoutez-les à la soupe et laissez mijoter en remuant souvent jusqu’à ce que le pain se défasse et que la soupe soit épaisse, {min} min.',
          '{items:acc} in Stücke zupfen, in die Suppe rühren und unter häufigem Rühren sanft köcheln lassen, bis das Brot zerfällt und die Suppe dick ist, {min} Min.',
        ),
        10,
        'cook',
        { uses: ['bread'] },
      ),
      own(
        T(
          'Season with salt and pepper, leave to rest off the heat, {min} min, and serve with a generous drizzle of olive oil.',
          'Regola di sale e pepe, lascia riposare fuori dal fuoco, {min} min, e servi con un generoso filo d’olio a crudo.',
          'Salez, poivrez, laissez reposer hors du feu, {min} min, et servez avec un généreux filet d’huile d’olive.',
          'Mit Salz und Pfeffer abschmecken, abseits des Herds ruhen lassen, {min} Min., und mit reichlich Olivenöl beträufelt servieren.',
        ),
        10,
        'cook',
      ),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
    tip: {
      en: 'Ribollita means “reboiled”: it is at its best the next day, reheated in a pan with a little olive oil until a crust forms on the bottom.',
      it: 'Ribollita vuol dire “bollita di nuovo”: il giorno dopo è ancora più buona, riscaldata in padella con un filo d’olio finché sul fondo si forma una crosticina.',
      fr: 'Ribollita signifie « rebouillie » : elle est meilleure le lendemain, réchauffée à la poêle avec un filet d’huile jusqu’à ce qu’une croûte se forme au fond.',
      de: 'Ribollita heißt „wieder aufgekocht“: Am besten schmeckt sie am nächsten Tag, in der Pfanne mit etwas Olivenöl erhitzt, bis sich am Boden eine Kruste bildet.',
    },
  }),
  dish({
    id: 'carrot-ginger-soup',
    family: 'soup',
    course: 'starter',
    cuisine: 'british',
    difficulty: 'easy',
    names: {
      en: 'Carrot and ginger soup',
      it: 'Vellutata di carote e zenzero',
      fr: 'Velouté de carottes au gingembre',
      de: 'Karotten-Ingwer-Suppe',
    },
    aliases: {
      en: ['carrot soup'],
      it: ['crema di carote e zenzero'],
      fr: ['soupe de carottes au gingembre'],
      de: ['Möhren-Ingwer-Suppe'],
    },
    description: {
      en: 'A bright, velvety soup of sweet carrots warmed with ginger.',
      it: 'Una vellutata dal colore acceso: carote dolci riscaldate dallo zenzero.',
      fr: 'Un velouté éclatant de carottes douces relevé de gingembre.',
      de: 'Eine leuchtende, samtige Suppe aus süßen Karotten mit wärmendem Ingwer.',
    },
    slots: [
      need('vegetables', ['carrot'], { share: 3, cook: ['simmer', 20, 40] }),
      need('seasoning', ['ginger-root', 'ground-ginger'], { share: 1.5 }),
      maybe('aromatics', ['onion', 'shallot', 'leek'], { cook: ['pan', 6, 10] }),
      maybe('aromatics', ['garlic'], { share: 0.5 }),
      maybe('vegetables', ['potato', 'sweet-potato'], { share: 0.3 }),
      need('liquid', STOCK),
      maybe('dairy', [...CREAMS, 'coconut-milk'], { share: 0.6 }),
      maybe('herb', ['coriander', 'parsley', 'chives'], { share: 0.5 }),
    ],
    steps: [
      shared('chop', 8, 'prep', { uses: ['aromatics', 'vegetables', 'seasoning', 'herb'], prep: 'slices' }),
      softenInPot(5),
      addToPot(3, ['vegetables', 'seasoning'], { ifRoles: ['aromatics'] }),
      startInPot(3, ['vegetables', 'seasoning'], { unless: ['aromatics'] }),
      ...simmerJustCovered(20, ['liquid'], ['vegetables']),
      blendSmooth(),
      stirInCream(),
      ...serveSoup(),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
  }),
  dish({
    id: 'leek-potato-soup',
    family: 'soup',
    course: 'starter',
    cuisine: 'french',
    difficulty: 'easy',
    names: {
      en: 'Leek and potato soup',
      it: 'Vellutata di porri e patate',
      fr: 'Soupe poireaux-pommes de terre',
      de: 'Kartoffel-Lauch-Suppe',
    },
    aliases: {
      en: ['potato and leek soup'],
      it: ['zuppa di porri e patate'],
      fr: ['potage poireaux-pommes de terre', 'potage parmentier'],
      de: ['Lauch-Kartoffel-Suppe'],
    },
    description: {
      en: 'A simple, comforting soup of gently softened leeks and potatoes, blended until velvety.',
      it: 'Una zuppa semplice e confortante di porri stufati e patate, frullata fino a renderla vellutata.',
      fr: 'La soupe de tous les jours : poireaux fondus et pommes de terre, mixés en un potage velouté.',
      de: 'Eine einfache, wohltuende Suppe aus sanft gedünstetem Lauch und Kartoffeln, fein püriert.',
    },
    slots: [
      need('aromatics', ['leek'], { share: 1.5, cook: ['pan', 8, 12] }),
      maybe('aromatics', ['onion', 'shallot']),
      need('vegetables', ['potato'], { share: 0.7, cook: ['simmer', 20, 40] }),
      // A carrot or two is how many French households make it (potage poireaux, pommes de terre, carottes).
      maybe('vegetables', ['carrot'], { share: 0.4, cook: ['simmer', 20, 40] }),
      maybe('fat', ['butter']),
      need('liquid', STOCK),
      maybe('dairy', [...CREAMS, 'milk'], { share: 0.8 }),
      maybe('herb', ['chives', 'parsley', 'chervil'], { share: 0.5 }),
    ],
    steps: [
      shared('chop', 8, 'prep', { uses: ['aromatics', 'vegetables', 'herb'], prep: 'dice' }),
      meltButter(),
      own(
        T(
          'Add {items:def} with a pinch of salt and soften gently without letting them colour, {min} min.',
          'Aggiungi {items:def} con un pizzico di sale e fai stufare dolcemente senza farli colorire, {min} min.',
          'Ajoutez {items:def} avec une pincée de sel et faites-les fondre doucement sans coloration, {min} min.',
          '{items:acc} mit einer Prise Salz zugeben und sanft andünsten, ohne Farbe nehmen zu lassen, {min} Min.',
        ),
        8,
        'cook',
        { uses: ['aromatics'], cooks: ['aromatics'], ifRoles: ['fat'] },
      ),
      own(
        T(
          'Warm a little oil in a large pot and soften {items:def} with a pinch of salt over a medium-low heat, without letting them colour, {min} min.',
          'Scalda un filo d’olio in una pentola capiente e fai stufare {items:def} con un pizzico di sale a fuoco medio-basso, senza farli colorire, {min} min.',
          'Faites chauffer un filet d’huile dans une grande casserole et faites fondre {items:def} avec une pincée de sel à feu doux, sans coloration, {min} min.',
          '{items:acc} in einem großen Topf in etwas Öl mit einer Prise Salz bei mittlerer bis schwacher Hitze andünsten, ohne Farbe nehmen zu lassen, {min} Min.',
        ),
        8,
        'cook',
        { uses: ['aromatics'], cooks: ['aromatics'], unless: ['fat'] },
      ),
      addToPot(2, ['vegetables']),
      ...simmerJustCovered(20, ['liquid'], ['vegetables']),
      blendSmooth(),
      stirInCream(),
      ...serveSoup(),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
  }),
  dish({
    id: 'tomato-soup',
    family: 'soup',
    course: 'starter',
    cuisine: 'british',
    difficulty: 'easy',
    names: {
      en: 'Tomato soup',
      it: 'Vellutata di pomodoro',
      fr: 'Velouté de tomates',
      de: 'Tomatensuppe',
    },
    aliases: {
      en: ['cream of tomato soup'],
      it: ['crema di pomodoro'],
      fr: ['soupe à la tomate'],
      de: ['Tomatencremesuppe'],
    },
    description: {
      en: 'The nursery favourite: tomatoes simmered and blended into a smooth, gently sweet soup.',
      it: 'Una vellutata semplice e amatissima: pomodori cotti e frullati in una crema liscia e dolce.',
      fr: 'Le velouté réconfortant par excellence : des tomates mijotées, puis mixées en une soupe douce et onctueuse.',
      de: 'Der Klassiker: Tomaten, geköchelt und zu einer glatten, mild-süßen Suppe püriert.',
    },
    slots: [
      need('sauce', TOMATOES, { share: 2, cook: ['simmer', 20, 40] }),
      need('aromatics', ONIONS, { cook: ['pan', 6, 10] }),
      maybe('aromatics', ['garlic'], { share: 0.5 }),
      maybe('vegetables', ['carrot', 'celery', 'red-bell-pepper'], {
        max: 2,
        share: 0.5,
        cook: ['simmer', 20, 40],
      }),
      maybe('sweet', ['sugar', 'honey', 'brown-sugar'], { share: 0.3 }),
      need('liquid', STOCK, { share: 0.6 }),
      maybe('dairy', [...CREAMS, 'milk'], { share: 0.8 }),
      maybe('herb', ['basil', 'chives', 'parsley'], { share: 0.5 }),
    ],
    steps: [
      shared('chop', 6, 'prep', { uses: ['aromatics', 'vegetables', 'sauce', 'herb'], prep: 'chop' }),
      softenInPot(6),
      addToPot(3, ['vegetables']),
      own(
        T(
          'Add {items:def}, bring to the boil and simmer gently, stirring now and then, {min} min.',
          'Aggiungi {items:def}, porta a bollore e cuoci a fuoco dolce, mescolando di tanto in tanto, {min} min.',
          'Ajoutez {items:def}, portez à ébullition et laissez mijoter doucement en remuant de temps en temps, {min} min.',
          '{items:acc} zugeben, aufkochen und unter gelegentlichem Rühren sanft köcheln lassen, {min} Min.',
        ),
        20,
        'cook',
        { uses: ['sauce', 'sweet', 'liquid'], cooks: ['sauce', 'vegetables'], ifRoles: ['liquid'] },
      ),
      own(
        T(
          'Add {items:def} and about 150 ml of water per person, bring to the boil and simmer gently, stirring now and then, {min} min.',
          'Aggiungi {items:def} e circa 150 ml d’acqua a persona, porta a bollore e cuoci a fuoco dolce, mescolando di tanto in tanto, {min} min.',
          'Ajoutez {items:def} et environ 150 ml d’eau par personne, portez à ébullition et laissez mijoter doucement en remuant de temps en temps, {min} min.',
          '{items:acc} und etwa 150 ml Wasser pro Person zugeben, aufkochen und unter gelegentlichem Rühren sanft köcheln lassen, {min} Min.',
        ),
        20,
        'cook',
        { uses: ['sauce', 'sweet'], cooks: ['sauce', 'vegetables'], unless: ['liquid'] },
      ),
      blendSmooth(),
      stirInCream(),
      ...serveSoup(),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
  }),
  dish({
    id: 'pappa-al-pomodoro',
    family: 'soup',
    course: 'main',
    cuisine: 'italian',
    difficulty: 'easy',
    names: {
      en: 'Pappa al pomodoro',
      it: 'Pappa al pomodoro',
      fr: 'Pappa al pomodoro',
      de: 'Pappa al pomodoro',
    },
    aliases: { en: ['Tuscan tomato and bread soup'], de: ['Toskanische Tomaten-Brot-Suppe'] },
    description: {
      en: 'A Tuscan summer soup of tomatoes and stale bread, cooked down into a thick, fragrant pappa.',
      it: 'La zuppa estiva toscana: pomodori e pane raffermo cotti fino a diventare una pappa densa e profumata.',
      fr: 'Une soupe d’été toscane : tomates et pain rassis cuits ensemble en une bouillie épaisse et parfumée.',
      de: 'Eine toskanische Sommersuppe aus Tomaten und altbackenem Brot, zu einem dicken, duftenden Brei gekocht.',
    },
    slots: [
      need('sauce', TOMATOES, { share: 2, cook: ['simmer', 15, 30] }),
      need('bread', RUSTIC_BREAD),
      need('aromatics', ['garlic'], { cook: ['pan', 6, 10] }),
      maybe('aromatics', ['onion', 'red-onion', 'shallot', 'leek'], { share: 0.5 }),
      maybe('herb', ['basil'], { share: 1.5 }),
      maybe('liquid', STOCK, { share: 0.6 }),
    ],
    steps: [
      shared('chop', 6, 'prep', { uses: ['aromatics', 'sauce', 'bread'], prep: 'chop' }),
      softenInPot(6),
      own(
        T(
          'Add {items:def}, bring to the boil and simmer, {min} min.',
          'Aggiungi {items:def}, porta a bollore e cuoci a fuoco dolce, {min} min.',
          'Ajoutez {items:def}, portez à ébullition et laissez mijoter, {min} min.',
          '{items:acc} zugeben, aufkochen und köcheln lassen, {min} Min.',
        ),
        15,
        'cook',
        { uses: ['sauce', 'liquid'], cooks: ['sauce'], ifRoles: ['liquid'] },
      ),
      own(
        T(
          'Add {items:def} and about 150 ml of water per person, bring to the boil and simmer, {min} min.',
          'Aggiungi {items:def} e circa 150 ml d’acqua a persona, porta a bollore e cuoci a fuoco dolce, {min} min.',
          'Ajoutez {items:def} et environ 150 ml d’eau par personne, portez à ébullition et laissez mijoter, {min} min.',
          '{items:acc} und etwa 150 ml Wasser pro Person zugeben, aufkochen und köcheln lassen, {min} Min.',
        ),
        15,
        'cook',
        { uses: ['sauce'], cooks: ['sauce'], unless: ['liquid'] },
      ),
      own(
        T(
          'Stir in {items:def}, cover and cook over the lowest heat, stirring now and then, until the bread has soaked up the liquid and falls apart into a thick pappa, {min} min.',
          'Unisci {items:def}, copri e cuoci a fuoco bassissimo, mescolando ogni tanto, finché il pane ha assorbito il liquido e si è sfatto in una pappa densa, {min} min.',
          'Ajoutez {items:def}, couvrez et laissez cuire à feu très doux en remuant de temps en temps, jusqu’à ce que le pain ait absorbé le liquide et se défasse en une bouillie épaisse, {min} min.',
          '{items:acc} unterrühren, zudecken und bei kleinster Hitze unter gelegentlichem Rühren garen, bis das Brot die Flüssigkeit aufgesogen hat und zu einem dicken Brei zerfällt, {min} Min.',
        ),
        10,
        'cook',
        { uses: ['bread'] },
      ),
      own(
        T(
          'Take off the heat, stir in {items:def} torn by hand and leave to rest, {min} min.',
          'Togli dal fuoco, unisci {items:def} spezzettato con le mani e lascia riposare, {min} min.',
          'Retirez du feu, ajoutez {items:def} déchiré à la main et laissez reposer, {min} min.',
          'Vom Herd nehmen, {items:acc} mit den Händen zerzupft unterrühren und ruhen lassen, {min} Min.',
        ),
        10,
        'cook',
        { uses: ['herb'] },
      ),
      own(
        T(
          'Take off the heat and leave to rest, {min} min.',
          'Togli dal fuoco e lascia riposare, {min} min.',
          'Retirez du feu et laissez reposer, {min} min.',
          'Vom Herd nehmen und ruhen lassen, {min} Min.',
        ),
        10,
        'cook',
        { unless: ['herb'] },
      ),
      own(
        T(
          'Season with salt and pepper and serve warm or at room temperature with a generous drizzle of olive oil.',
          'Regola di sale e pepe e servi tiepida o a temperatura ambiente, con un generoso filo d’olio a crudo.',
          'Salez, poivrez et servez tiède ou à température ambiante, avec un généreux filet d’huile d’olive.',
          'Mit Salz und Pfeffer abschmecken und lauwarm oder zimmerwarm mit reichlich Olivenöl beträufelt servieren.',
        ),
        1,
        'cook',
      ),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
  }),
  dish({
    id: 'pumpkin-soup',
    family: 'soup',
    course: 'starter',
    cuisine: 'french',
    difficulty: 'easy',
    names: {
      en: 'Pumpkin soup',
      it: 'Vellutata di zucca',
      fr: 'Velouté de potiron',
      de: 'Kürbissuppe',
    },
    aliases: {
      en: ['cream of pumpkin soup', 'butternut squash soup'],
      it: ['crema di zucca'],
      fr: ['soupe de potiron', 'velouté de courge'],
      de: ['Kürbiscremesuppe'],
    },
    description: {
      en: 'A golden, velvety autumn soup of sweet squash, blended smooth.',
      it: 'Una vellutata autunnale di zucca, dorata e liscia.',
      fr: 'Un velouté d’automne doré et onctueux, à la courge bien douce.',
      de: 'Eine goldene, samtige Herbstsuppe aus süßem Kürbis.',
    },
    slots: [
      need('vegetables', ['pumpkin', 'butternut-squash'], { share: 1.25, cook: ['simmer', 20, 40] }),
      maybe('aromatics', ['onion', 'shallot', 'leek'], { cook: ['pan', 6, 10] }),
      maybe('aromatics', ['garlic'], { share: 0.5 }),
      maybe('vegetables', ['potato', 'carrot', 'sweet-potato'], { share: 0.25 }),
      maybe('seasoning', ['nutmeg', 'ginger-root', 'ground-ginger', 'curry-powder', 'cumin']),
      need('liquid', STOCK),
      maybe('dairy', [...CREAMS, 'coconut-milk', 'milk'], { share: 0.8 }),
      maybe('topping', ['pumpkin-seed', 'croutons'], { share: 0.7 }),
    ],
    steps: [
      shared('chop', 10, 'prep', { uses: ['aromatics', 'vegetables', 'seasoning'], prep: 'chop' }),
      softenInPot(5),
      addToPot(3, ['vegetables', 'seasoning'], { ifRoles: ['aromatics'] }),
      startInPot(3, ['vegetables', 'seasoning'], { unless: ['aromatics'] }),
      ...simmerJustCovered(20, ['liquid'], ['vegetables']),
      blendSmooth(),
      stirInCream(),
      own(
        T(
          'Toast {items:def} in a dry pan until crisp and fragrant, {min} min, then ladle the soup into warm bowls and scatter them over the top.',
          'Tosta {items:def} in una padella senza olio finché sono croccanti, {min} min, poi distribuisci la vellutata nelle scodelle calde e spargili sopra.',
          'Faites griller {items:def} à sec dans une poêle, {min} min, puis répartissez le velouté dans des bols chauds et parsemez-en la surface.',
          '{items:acc} in einer Pfanne ohne Fett rösten, bis sie duften, {min} Min., dann die Suppe in vorgewärmte Teller füllen und darüberstreuen.',
        ),
        3,
        'cook',
        { uses: ['topping'] },
      ),
      own(
        T(
          'Ladle into warm bowls and serve.',
          'Distribuisci nelle scodelle calde e servi.',
          'Répartissez dans des bols chauds et servez.',
          'In vorgewärmte Teller füllen und servieren.',
        ),
        1,
        'cook',
        { unless: ['topping'] },
      ),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
  }),
  dish({
    id: 'french-onion-soup',
    family: 'soup',
    course: 'main',
    cuisine: 'french',
    difficulty: 'easy',
    names: {
      en: 'French onion soup',
      it: 'Zuppa di cipolle gratinata',
      fr: 'Soupe à l’oignon gratinée',
      de: 'Französische Zwiebelsuppe',
    },
    aliases: {
      en: ['onion soup'],
      it: ['zuppa di cipolle alla francese'],
      fr: ['soupe à l’oignon', 'gratinée à l’oignon'],
      de: ['Zwiebelsuppe', 'Überbackene Zwiebelsuppe'],
    },
    description: {
      en: 'The Paris bistro classic: onions cooked slowly until deep brown, simmered into a rich soup and finished under the grill with toasted bread and melted cheese.',
      it: 'Il classico dei bistrot parigini: cipolle cotte lentamente fino a diventare ambrate, trasformate in una zuppa saporita e gratinate con pane tostato e formaggio fuso.',
      fr: 'Le classique des bistrots parisiens : des oignons longuement caramélisés, mijotés en une soupe riche puis gratinés avec du pain grillé et du fromage fondu.',
      de: 'Der Pariser Bistroklassiker: langsam tief gebräunte Zwiebeln, zu einer kräftigen Suppe gekocht und mit geröstetem Brot und Käse überbacken.',
    },
    slots: [
      need('aromatics', ['onion', 'red-onion', 'shallot'], { share: 4, cook: ['pan', 20, 20] }),
      need('bread', ['baguette', 'bread', 'sourdough-bread', 'ciabatta']),
      need('cheese', ['gruyere', 'bergkase', 'comte', 'emmental'], { share: 1.5 }),
      maybe('fat', ['butter'], { share: 2 }),
      maybe('binder', ['all-purpose-flour', 'spelt-flour', 'whole-wheat-flour'], { share: 0.3 }),
      maybe('sauce', ['white-wine', 'sherry'], { share: 1.2 }),
      need('liquid', ['beef-stock', 'chicken-stock', 'vegetable-stock', 'stock-cube', 'chicken-stock-cube'], {
        share: 1.2,
      }),
      maybe('herb', ['thyme']),
    ],
    steps: [
      shared('chop', 8, 'prep', { uses: ['aromatics', 'cheese'], prep: 'slices' }),
      own(
        T(
          'Melt {items:def} in a large heavy pot over a medium-low heat.',
          'Fai sciogliere {items:def} in una pentola capiente dal fondo spesso a fuoco medio-basso.',
          'Faites fondre {items:def} dans une grande cocotte à fond épais à feu moyen-doux.',
          '{items:acc} in einem großen, schweren Topf bei mittlerer bis schwacher Hitze zerlassen.',
        ),
        1,
        'cook',
        { uses: ['fat'] },
      ),
      own(
        T(
          'Add {items:def} with a pinch of salt and cook slowly, stirring often, until soft and a deep golden brown, {min} min.',
          'Aggiungi {items:def} con un pizzico di sale e cuoci lentamente, mescolando spesso, finché il tutto è morbido e di un bel colore ambrato, {min} min.',
          'Ajoutez {items:def} avec une pincée de sel et faites cuire lentement en remuant souvent, jusqu’à ce que tout soit fondant et bien doré, {min} min.',
          '{items:acc} mit einer Prise Salz zugeben und unter häufigem Rühren langsam weich und tief goldbraun schmoren, {min} Min.',
        ),
        30,
        'cook',
        { uses: ['aromatics'], cooks: ['aromatics'], ifRoles: ['fat'] },
      ),
      own(
        T(
          'Warm a little oil in a large heavy pot, add {items:def} with a pinch of salt and cook slowly over a medium-low heat, stirring often, until soft and a deep golden brown, {min} min.',
          'Scalda un filo d’olio in una pentola capiente dal fondo spesso, aggiungi {items:def} con un pizzico di sale e cuoci lentamente a fuoco medio-basso, mescolando spesso, finché il tutto è morbido e di un bel colore ambrato, {min} min.',
          'Faites chauffer un filet d’huile dans une grande cocotte à fond épais, ajoutez {items:def} avec une pincée de sel et faites cuire lentement à feu moyen-doux en remuant souvent, jusqu’à ce que tout soit fondant et bien doré, {min} min.',
          'Etwas Öl in einem großen, schweren Topf erhitzen, {items:acc} mit einer Prise Salz zugeben und bei mittlerer bis schwacher Hitze unter häufigem Rühren langsam weich und tief goldbraun schmoren, {min} Min.',
        ),
        30,
        'cook',
        { uses: ['aromatics'], cooks: ['aromatics'], unless: ['fat'] },
      ),
      own(
        T(
          'Sprinkle over {items:def} and stir for {min} min.',
          'Spolvera con {items:def} e mescola per {min} min.',
          'Saupoudrez {items:de} et remuez {min} min.',
          '{items:acc} darüberstäuben und {min} Min. unter Rühren anschwitzen.',
        ),
        1,
        'cook',
        { uses: ['binder'] },
      ),
      own(
        T(
          'Pour in {items:def} and let it bubble, scraping up the browned bits from the bottom, {min} min.',
          'Sfuma con {items:def}, staccando con il cucchiaio il fondo di cottura, {min} min.',
          'Déglacez avec {items:def} en grattant bien les sucs au fond de la cocotte, {min} min.',
          'Mit {items:dat} ablöschen und den Bratensatz vom Topfboden lösen, {min} Min.',
        ),
        2,
        'cook',
        { uses: ['sauce'] },
      ),
      own(
        T(
          'Add {items:def}, top up with water to make about 300 ml of soup per person, bring to the boil and simmer gently, {min} min.',
          'Aggiungi {items:def}, completa con acqua fino a ottenere circa 300 ml di zuppa a persona, porta a bollore e cuoci a fuoco dolce, {min} min.',
          'Ajoutez {items:def}, complétez avec de l’eau pour obtenir environ 300 ml de soupe par personne, portez à ébullition et laissez mijoter doucement, {min} min.',
          '{items:acc} zugeben, mit Wasser auf etwa 300 ml Suppe pro Person auffüllen, aufkochen und sanft köcheln lassen, {min} Min.',
        ),
        // The onions gave their flavour in the pan: a quarter of an hour melds it with the stock.
        15,
        'cook',
        { uses: ['liquid', 'herb'] },
      ),
      own(
        T(
          'Pour in about 300 ml of water per person, bring to the boil and simmer gently, {min} min.',
          'Versa circa 300 ml d’acqua a persona, porta a bollore e cuoci a fuoco dolce, {min} min.',
          'Versez environ 300 ml d’eau par personne, portez à ébullition et laissez mijoter doucement, {min} min.',
          'Etwa 300 ml Wasser pro Person angießen, aufkochen und sanft köcheln lassen, {min} Min.',
        ),
        15,
        'cook',
        { unless: ['liquid', 'herb'] },
      ),
      own(
        T(
          'Meanwhile heat the grill to its highest setting. Slice {items:def} and toast the slices until golden on both sides, {min} min.',
          'Intanto accendi il grill del forno alla massima potenza. Affetta {items:def} e tosta le fette da entrambi i lati finché sono dorate, {min} min.',
          'Pendant ce temps, préchauffez le gril du four au maximum. Tranchez {items:def} et faites griller les tranches des deux côtés, {min} min.',
          'Inzwischen den Backofengrill auf höchster Stufe vorheizen, {items:acc} in Scheiben schneiden und die Scheiben von beiden Seiten goldbraun rösten, {min} Min.',
        ),
        5,
        'cook',
        { uses: ['bread'] },
      ),
      own(
        T(
          'Lift out {items:def} and season the soup with salt and pepper.',
          'Elimina {items:def} e regola la zuppa di sale e pepe.',
          'Retirez {items:def} et rectifiez l’assaisonnement en sel et en poivre.',
          '{items:acc} herausnehmen und die Suppe mit Salz und Pfeffer abschmecken.',
        ),
        1,
        'cook',
        { uses: ['herb'] },
      ),
      own(
        T(
          'Season the soup with salt and pepper.',
          'Regola la zuppa di sale e pepe.',
          'Rectifiez l’assaisonnement en sel et en poivre.',
          'Die Suppe mit Salz und Pfeffer abschmecken.',
        ),
        1,
        'cook',
        { unless: ['herb'] },
      ),
      own(
        T(
          'Ladle the soup into ovenproof bowls, lay the toast on top, cover with {items:def} and grill until bubbling and golden, {min} min.',
          'Distribuisci la zuppa in ciotole da forno, adagia sopra il pane tostato, copri con {items:def} e gratina sotto il grill finché è dorata e bollente, {min} min.',
          'Répartissez la soupe dans des bols allant au four, posez le pain grillé dessus, répartissez {items:def} par-dessus et faites gratiner sous le gril jusqu’à ce que ce soit doré et bouillonnant, {min} min.',
          'Die Suppe in ofenfeste Schalen füllen, das geröstete Brot darauflegen, mit {items:dat} bedecken und unter dem Grill goldbraun überbacken, {min} Min.',
        ),
        5,
        'cook',
        { uses: ['cheese'] },
      ),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
    tip: {
      en: 'Take your time with the onions: their slow, deep browning is where all the flavour of the soup comes from.',
      it: 'Non avere fretta con le cipolle: tutto il sapore della zuppa viene dalla loro lenta doratura.',
      fr: 'Prenez votre temps avec les oignons : toute la saveur de la soupe vient de leur lente caramélisation.',
      de: 'Lassen Sie sich mit den Zwiebeln Zeit: Der ganze Geschmack der Suppe kommt vom langsamen, tiefen Bräunen.',
    },
  }),
  dish({
    id: 'red-lentil-soup',
    family: 'soup',
    course: 'main',
    cuisine: 'middle-eastern',
    difficulty: 'easy',
    names: {
      en: 'Red lentil soup',
      it: 'Zuppa di lenticchie rosse',
      fr: 'Soupe de lentilles corail',
      de: 'Rote-Linsen-Suppe',
    },
    aliases: {
      en: ['mercimek çorbası', 'Turkish lentil soup'],
      it: ['vellutata di lenticchie rosse'],
      fr: ['soupe de lentilles rouges'],
      de: ['Türkische Linsensuppe', 'Linsensuppe mit roten Linsen'],
    },
    description: {
      en: 'A warming, golden soup of red lentils cooked until they melt, as it is made from Istanbul to Beirut.',
      it: 'Una zuppa calda e dorata di lenticchie rosse cotte fino a sciogliersi, come si fa da Istanbul a Beirut.',
      fr: 'Une soupe dorée et réconfortante de lentilles corail cuites jusqu’à fondre, comme on la prépare d’Istanbul à Beyrouth.',
      de: 'Eine wärmende, goldgelbe Suppe aus roten Linsen, die so lange kochen, bis sie zerfallen – wie von Istanbul bis Beirut.',
    },
    slots: [
      need('protein', ['red-lentil'], { cook: ['simmer', 20, 30] }),
      need('aromatics', ONIONS, { cook: ['pan', 6, 10] }),
      maybe('aromatics', ['garlic'], { share: 0.5 }),
      maybe('vegetables', ['carrot', 'potato', 'celery', 'sweet-potato'], {
        max: 2,
        share: 0.5,
        cook: ['simmer', 20, 30],
      }),
      maybe('seasoning', ['cumin', 'paprika', 'smoked-paprika', 'chili-flakes', 'turmeric', 'curry-powder'], {
        max: 2,
      }),
      maybe('sauce', ['tomato-paste', 'canned-tomatoes', 'passata'], { share: 0.5 }),
      need('liquid', STOCK),
      maybe('herb', ['mint', 'parsley', 'coriander'], { share: 0.5 }),
      maybe('garnish', ['lemon', 'lime']),
    ],
    steps: [
      shared('chop', 8, 'prep', { uses: ['aromatics', 'vegetables', 'protein', 'herb'], prep: 'dice' }),
      softenInPot(6),
      own(
        T(
          'Stir in {items:def} and cook for {min} min.',
          'Unisci {items:def} e lascia insaporire per {min} min.',
          'Ajoutez {items:def} et faites revenir {min} min.',
          '{items:acc} einrühren und {min} Min. mitrösten.',
        ),
        1,
        'cook',
        { uses: ['seasoning', 'sauce'] },
      ),
      own(
        T(
          'Add {items:def}, pour in enough water to cover everything by 3 cm, bring to the boil and simmer, stirring now and then, until the lentils have fallen apart, {min} min.',
          'Aggiungi {items:def}, versa acqua quanto basta a coprire tutto di 3 cm, porta a bollore e cuoci a fuoco dolce, mescolando ogni tanto, finché le lenticchie si sono disfatte, {min} min.',
          'Ajoutez {items:def}, versez assez d’eau pour couvrir le tout de 3 cm, portez à ébullition et laissez mijoter en remuant de temps en temps, jusqu’à ce que les lentilles se défassent, {min} min.',
          '{items:acc} zugeben, so viel Wasser angießen, dass alles 3 cm hoch bedeckt ist, aufkochen und unter gelegentlichem Rühren köcheln lassen, bis die Linsen zerfallen, {min} Min.',
        ),
        20,
        'cook',
        { uses: ['protein', 'vegetables', 'liquid'], cooks: ['protein', 'vegetables'] },
      ),
      blendSmooth(),
      own(
        T(
          'Stir in {items:def}.',
          'Unisci {items:def}.',
          'Incorporez {items:def}.',
          '{items:acc} unterrühren.',
        ),
        1,
        'cook',
        { uses: ['herb'] },
      ),
      own(
        T(
          'Ladle into warm bowls and serve with {items:def} cut into wedges, for squeezing over.',
          'Distribuisci nelle scodelle calde e servi con {items:def} a spicchi, da spremere sopra.',
          'Répartissez dans des bols chauds et servez avec {items:def} coupé en quartiers, à presser au-dessus.',
          'In vorgewärmte Teller füllen und mit {items:dat} in Spalten zum Beträufeln servieren.',
        ),
        1,
        'cook',
        { uses: ['garnish'] },
      ),
      own(
        T(
          'Ladle into warm bowls and serve.',
          'Distribuisci nelle scodelle calde e servi.',
          'Répartissez dans des bols chauds et servez.',
          'In vorgewärmte Teller füllen und servieren.',
        ),
        1,
        'cook',
        { unless: ['garnish'] },
      ),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
  }),
  dish({
    id: 'split-pea-soup',
    family: 'soup',
    course: 'main',
    cuisine: 'german',
    difficulty: 'easy',
    names: {
      en: 'Split pea soup',
      it: 'Zuppa di piselli secchi',
      fr: 'Soupe de pois cassés',
      de: 'Erbsensuppe',
    },
    aliases: {
      en: ['pea soup'],
      fr: ['potage Saint-Germain'],
      de: ['Erbsensuppe mit Würstchen', 'Erbseneintopf', 'Erbsensuppe mit Fleischwurst'],
    },
    description: {
      en: 'A thick, warming soup of split peas simmered until they fall apart, the way German kitchens make it.',
      it: 'Una zuppa densa e calda di piselli secchi cotti finché si sfaldano, come si fa in Germania.',
      fr: 'Une soupe épaisse et réconfortante de pois cassés cuits jusqu’à ce qu’ils se défassent, comme en Allemagne.',
      de: 'Eine dicke, wärmende Suppe aus Schälerbsen, so lange gekocht, bis sie zerfallen – wie bei Oma.',
    },
    slots: [
      need('protein', ['split-pea'], { share: 1.2, cook: ['simmer', 50, 60] }),
      need('aromatics', ['onion', 'leek', 'shallot'], { cook: ['pan', 6, 10] }),
      maybe('vegetables', ['carrot', 'soup-greens', 'potato', 'celeriac', 'celery', 'leek', 'parsnip'], {
        max: 3,
        share: 0.5,
        cook: ['simmer', 40, 60],
      }),
      maybe('fat', ['bacon', 'pancetta', 'lardons', 'speck'], { share: 0.4, cook: ['pan', 5, 10] }),
      maybe('topping', ['frankfurter', 'fleischwurst'], { share: 0.5, cook: ['simmer', 5, 10] }),
      maybe('seasoning', ['marjoram', 'thyme']),
      need('liquid', STOCK),
      maybe('herb', ['parsley', 'chives'], { share: 0.5 }),
    ],
    steps: [
      shared('chop', 8, 'prep', {
        uses: ['fat', 'aromatics', 'vegetables', 'protein', 'topping', 'herb'],
        prep: 'dice',
      }),
      renderBacon(5),
      softenInFat(6),
      softenInPot(6, { unless: ['fat'] }),
      own(
        T(
          'Add {items:def}, pour in enough water to cover everything by 4 cm, bring to the boil and simmer gently with the lid half on, stirring now and then, until the peas are soft and falling apart, {min} min.',
          'Aggiungi {items:def}, versa acqua quanto basta a coprire tutto di 4 cm, porta a bollore e cuoci a fuoco dolce con il coperchio socchiuso, mescolando ogni tanto, finché i piselli sono morbidi e si sfaldano, {min} min.',
          'Ajoutez {items:def}, versez assez d’eau pour couvrir le tout de 4 cm, portez à ébullition et laissez mijoter doucement, couvercle entrouvert, en remuant de temps en temps, jusqu’à ce que les pois soient tendres et se défassent, {min} min.',
          '{items:acc} zugeben, so viel Wasser angießen, dass alles 4 cm hoch bedeckt ist, aufkochen und halb zugedeckt unter gelegentlichem Rühren sanft köcheln lassen, bis die Erbsen weich sind und zerfallen, {min} Min.',
        ),
        50,
        'cook',
        { uses: ['protein', 'vegetables', 'seasoning', 'liquid'], cooks: ['protein', 'vegetables'] },
      ),
      own(
        T(
          'Mash the soup roughly with a potato masher, loosen with a little hot water if it is too thick and season with salt and pepper, {min} min.',
          'Schiaccia grossolanamente la zuppa con uno schiacciapatate, allungala con poca acqua calda se è troppo densa e regola di sale e pepe, {min} min.',
          'Écrasez grossièrement la soupe au presse-purée, allongez-la d’un peu d’eau chaude si elle est trop épaisse, puis salez et poivrez, {min} min.',
          'Die Suppe mit dem Kartoffelstampfer grob zerdrücken, bei Bedarf mit etwas heißem Wasser verdünnen und mit Salz und Pfeffer abschmecken, {min} Min.',
        ),
        2,
        'cook',
      ),
      own(
        T(
          'Add {items:def} and heat through, {min} min.',
          'Aggiungi {items:def} e lascia scaldare, {min} min.',
          'Ajoutez {items:def} et laissez chauffer, {min} min.',
          '{items:acc} zugeben und darin heiß werden lassen, {min} Min.',
        ),
        5,
        'cook',
        { uses: ['topping'], cooks: ['topping'] },
      ),
      ...serveSoup(),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
  }),
  dish({
    id: 'chicken-noodle-soup',
    family: 'soup',
    course: 'main',
    cuisine: 'american',
    difficulty: 'easy',
    names: {
      en: 'Chicken noodle soup',
      it: 'Minestra di pollo',
      fr: 'Soupe de poulet aux nouilles',
      de: 'Hühnernudelsuppe',
    },
    aliases: {
      en: ['chicken soup'],
      it: ['minestrina di pollo', 'zuppa di pollo con pastina'],
      fr: ['soupe de poulet aux vermicelles'],
      de: ['Hühnersuppe mit Nudeln'],
    },
    description: {
      en: 'The classic comfort soup: tender chicken, vegetables and noodles in a clear, savoury broth.',
      it: 'La minestra che consola: pollo tenero, verdure e pasta in un brodo limpido e saporito.',
      fr: 'La soupe réconfort par excellence : poulet tendre, légumes et pâtes dans un bouillon clair et savoureux.',
      de: 'Die klassische Seelenwärmer-Suppe: zartes Hähnchen, Gemüse und Nudeln in einer klaren, kräftigen Brühe.',
    },
    slots: [
      need('protein', ['chicken-thigh', 'chicken-breast', 'cooked-chicken'], {
        share: 0.7,
        cook: ['simmer', 20, 40],
      }),
      need('base', ['soup-pasta', 'egg-noodles', 'angel-hair', 'orzo', 'spaghetti'], { share: 0.8 }),
      need('vegetables', ['carrot', 'celery', 'leek', 'parsnip'], {
        max: 3,
        share: 0.6,
        cook: ['simmer', 20, 40],
      }),
      maybe('aromatics', ['onion', 'shallot'], { cook: ['pan', 5, 10] }),
      maybe('aromatics', ['garlic'], { share: 0.5 }),
      maybe('seasoning', ['thyme']),
      need('liquid', ['chicken-stock', 'chicken-stock-cube', 'stock-cube', 'vegetable-stock']),
      maybe('herb', ['parsley', 'dill', 'chives'], { share: 0.5 }),
    ],
    steps: [
      shared('chop', 10, 'prep', { uses: ['aromatics', 'vegetables', 'protein', 'herb'], prep: 'dice' }),
      softenInPot(5),
      addToPot(3, ['vegetables'], { ifRoles: ['aromatics'] }),
      startInPot(3, ['vegetables'], { unless: ['aromatics'] }),
      own(
        T(
          'Add {items:def}, pour in enough water to cover everything by 4 cm, bring to the boil, skim off any foam and simmer gently until the chicken is cooked through, {min} min.',
          'Aggiungi {items:def}, versa acqua quanto basta a coprire tutto di 4 cm, porta a bollore, schiuma e cuoci a fuoco dolce finché il pollo è cotto, {min} min.',
          'Ajoutez {items:def}, versez assez d’eau pour couvrir le tout de 4 cm, portez à ébullition, écumez et laissez mijoter doucement jusqu’à ce que le poulet soit cuit à cœur, {min} min.',
          '{items:acc} zugeben, so viel Wasser angießen, dass alles 4 cm hoch bedeckt ist, aufkochen, abschäumen und sanft köcheln lassen, bis das Hähnchen durchgegart ist, {min} Min.',
        ),
        20,
        'cook',
        { uses: ['protein', 'seasoning', 'liquid'], cooks: ['protein', 'vegetables'] },
      ),
      own(
        T(
          'Add {items:def} and simmer until tender, {min} min.',
          'Aggiungi {items:def} e cuoci fino a cottura, {min} min.',
          'Ajoutez {items:def} et laissez cuire juste à point, {min} min.',
          '{items:acc} zugeben und weich garen, {min} Min.',
        ),
        0,
        'cook',
        { uses: ['base'] },
      ),
      own(
        T(
          'Season with salt and pepper, stir in {items:def} and serve.',
          'Regola di sale e pepe, unisci {items:def} e servi.',
          'Salez, poivrez, ajoutez {items:def} et servez.',
          'Mit Salz und Pfeffer abschmecken, {items:acc} unterrühren und servieren.',
        ),
        1,
        'cook',
        { uses: ['herb'] },
      ),
      own(
        T(
          'Season with salt and pepper and serve.',
          'Regola di sale e pepe e servi.',
          'Salez, poivrez et servez.',
          'Mit Salz und Pfeffer abschmecken und servieren.',
        ),
        1,
        'cook',
        { unless: ['herb'] },
      ),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
  }),
  dish({
    id: 'stracciatella',
    family: 'soup',
    course: 'starter',
    cuisine: 'italian',
    difficulty: 'easy',
    names: {
      en: 'Stracciatella alla romana',
      it: 'Stracciatella alla romana',
      fr: 'Stracciatella alla romana',
      de: 'Stracciatella alla romana',
    },
    aliases: {
      en: ['stracciatella soup', 'Italian egg drop soup'],
      it: ['stracciatella in brodo'],
      fr: ['soupe stracciatella'],
      de: ['Römische Eierflockensuppe', 'Stracciatella-Suppe'],
    },
    description: {
      en: 'Rome’s quick, comforting broth: eggs and grated cheese poured into the simmering stock, where they set in soft, fine shreds.',
      it: 'Il brodo della tradizione romana: uova e formaggio grattugiato versati nel brodo bollente, dove si rapprendono in morbidi “stracci”.',
      fr: 'Le bouillon réconfortant des Romains : œufs et fromage râpé versés dans le bouillon frémissant, où ils prennent en fins lambeaux.',
      de: 'Die schnelle römische Brühe: Eier und geriebener Käse, die in der heißen Brühe zu zarten Flocken stocken.',
    },
    slots: [
      need('liquid', ['chicken-stock', 'beef-stock', 'vegetable-stock', 'chicken-stock-cube', 'stock-cube'], {
        share: 1.2,
      }),
      need('egg', ['egg'], { share: 0.5 }),
      need('cheese', CHEESE_GRATED, { share: 1.3 }),
      maybe('binder', ['semolina'], { share: 0.2 }),
      maybe('seasoning', ['nutmeg']),
      maybe('herb', ['parsley'], { share: 0.4 }),
    ],
    steps: [
      shared('chop', 3, 'prep', { uses: ['cheese', 'herb'], prep: 'fine' }),
      own(
        T(
          'Whisk {items:def} together in a bowl with a pinch of salt and pepper.',
          'Sbatti {items:def} in una ciotola con un pizzico di sale e pepe.',
          'Battez {items:def} dans un bol avec une pincée de sel et de poivre.',
          '{items:acc} in einer Schüssel mit je einer Prise Salz und Pfeffer verquirlen.',
        ),
        2,
        'prep',
        { uses: ['egg', 'cheese', 'binder', 'seasoning'] },
      ),
      own(
        T(
          'Bring {items:def} to a gentle simmer in a saucepan, about 300 ml per person (a stock cube dissolved in water as the packet says), {min} min.',
          'In una casseruola porta a leggero bollore {items:def}, circa 300 ml a persona (se usi il dado, scioglilo in acqua come indicato sulla confezione), {min} min.',
          'Dans une casserole, portez à petits frémissements {items:def}, environ 300 ml par personne (un cube se dilue dans l’eau selon le paquet), {min} min.',
          '{items:acc} in einem Topf zum leisen Köcheln bringen, etwa 300 ml pro Person (Brühwürfel nach Packungsangabe in Wasser auflösen), {min} Min.',
        ),
        6,
        'cook',
        { uses: ['liquid'] },
      ),
      own(
        T(
          'Pour the egg mixture into the simmering broth in a thin stream, stirring gently with a fork, and cook until it sets in soft shreds, {min} min.',
          'Versa il composto di uova a filo nel brodo che sobbolle, mescolando piano con una forchetta, e cuoci finché si rapprende in morbidi stracci, {min} min.',
          'Versez le mélange aux œufs en filet dans le bouillon frémissant en remuant doucement à la fourchette, et laissez cuire jusqu’à ce qu’il prenne en fins lambeaux, {min} min.',
          'Die Eiermasse in dünnem Strahl in die siedende Brühe gießen, dabei mit einer Gabel behutsam rühren, und garen, bis sie zu zarten Flocken stockt, {min} Min.',
        ),
        2,
        'cook',
      ),
      ...serveSoup(),
    ],
    staples: ['salt', 'pepper', 'water'],
  }),
  dish({
    id: 'kartoffelsuppe',
    family: 'soup',
    course: 'main',
    cuisine: 'german',
    difficulty: 'easy',
    names: {
      en: 'German potato soup',
      it: 'Zuppa di patate alla tedesca',
      fr: 'Soupe de pommes de terre à l’allemande',
      de: 'Kartoffelsuppe',
    },
    aliases: {
      en: ['Kartoffelsuppe'],
      de: ['Kartoffelsuppe mit Würstchen', 'Kartoffelsuppe mit Fleischwurst'],
    },
    description: {
      en: 'A hearty German potato soup, half mashed so it is both creamy and chunky.',
      it: 'Una sostanziosa zuppa di patate alla tedesca, schiacciata a metà: cremosa ma con i pezzi.',
      fr: 'Une soupe de pommes de terre copieuse à l’allemande, à moitié écrasée pour être à la fois onctueuse et rustique.',
      de: 'Die deftige Kartoffelsuppe, halb zerstampft, damit sie sämig ist und trotzdem Stücke hat.',
    },
    slots: [
      need('vegetables', ['potato'], { cook: ['simmer', 20, 40] }),
      need('aromatics', ['onion', 'leek', 'shallot'], { cook: ['pan', 6, 10] }),
      maybe('vegetables', ['carrot', 'soup-greens', 'celeriac', 'leek', 'parsnip', 'celery'], {
        max: 3,
        share: 0.4,
      }),
      maybe('fat', ['bacon', 'pancetta', 'lardons', 'speck'], { share: 0.4, cook: ['pan', 5, 10] }),
      maybe('topping', ['frankfurter', 'fleischwurst'], { share: 0.5, cook: ['simmer', 5, 10] }),
      maybe('seasoning', ['marjoram', 'nutmeg', 'caraway'], { max: 2 }),
      need('liquid', STOCK),
      maybe('dairy', ['cream', 'sour-cream', 'creme-fraiche', 'single-cream'], { share: 0.6 }),
      maybe('herb', ['parsley', 'chives'], { share: 0.5 }),
    ],
    steps: [
      shared('chop', 10, 'prep', {
        uses: ['fat', 'aromatics', 'vegetables', 'topping', 'herb'],
        prep: 'dice',
      }),
      renderBacon(5),
      softenInFat(6),
      softenInPot(6, { unless: ['fat'] }),
      addToPot(2, ['vegetables']),
      ...simmerJustCovered(20, ['seasoning', 'liquid'], ['vegetables']),
      own(
        T(
          'Mash about half the soup with a potato masher so it thickens but keeps some pieces, and season with salt and pepper, {min} min.',
          'Schiaccia circa metà della zuppa con uno schiacciapatate, in modo che si addensi ma resti qualche pezzo, e regola di sale e pepe, {min} min.',
          'Écrasez environ la moitié de la soupe au presse-purée pour qu’elle épaississe en gardant des morceaux, puis salez et poivrez, {min} min.',
          'Etwa die Hälfte der Suppe mit dem Kartoffelstampfer zerdrücken, sodass sie sämig wird, aber noch Stücke hat, und mit Salz und Pfeffer abschmecken, {min} Min.',
        ),
        2,
        'cook',
      ),
      own(
        T(
          'Add {items:def} and heat through, {min} min.',
          'Aggiungi {items:def} e lascia scaldare, {min} min.',
          'Ajoutez {items:def} et laissez chauffer, {min} min.',
          '{items:acc} zugeben und darin heiß werden lassen, {min} Min.',
        ),
        5,
        'cook',
        { uses: ['topping'], cooks: ['topping'] },
      ),
      stirInCream(),
      ...serveSoup(),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
  }),
  dish({
    id: 'broccoli-soup',
    family: 'soup',
    course: 'starter',
    cuisine: 'british',
    difficulty: 'easy',
    names: {
      en: 'Broccoli soup',
      it: 'Vellutata di broccoli',
      fr: 'Velouté de brocolis',
      de: 'Brokkolisuppe',
    },
    aliases: {
      en: ['cream of broccoli soup'],
      it: ['crema di broccoli'],
      fr: ['soupe de brocolis'],
      de: ['Brokkolicremesuppe'],
    },
    description: {
      en: 'A bright green, velvety soup of broccoli blended until smooth.',
      it: 'Una vellutata verde brillante di broccoli, liscia e delicata.',
      fr: 'Un velouté vert vif de brocolis, doux et onctueux.',
      de: 'Eine leuchtend grüne, samtige Suppe aus Brokkoli.',
    },
    slots: [
      need('vegetables', ['broccoli', 'romanesco'], { share: 1.25, cook: ['simmer', 15, 25] }),
      maybe('vegetables', ['potato'], { share: 0.3 }),
      maybe('aromatics', ['onion', 'leek', 'shallot'], { cook: ['pan', 5, 10] }),
      maybe('aromatics', ['garlic'], { share: 0.5 }),
      need('liquid', STOCK),
      maybe('dairy', [...CREAMS, 'milk'], { share: 0.8 }),
      maybe('cheese', ['cheddar', 'blue-cheese', 'gorgonzola', 'parmesan'], { share: 1 }),
      maybe('herb', ['chives', 'parsley'], { share: 0.5 }),
    ],
    steps: [
      shared('chop', 8, 'prep', { uses: ['aromatics', 'vegetables', 'cheese', 'herb'], prep: 'chop' }),
      softenInPot(5),
      addToPot(2, ['vegetables'], { ifRoles: ['aromatics'] }),
      startInPot(2, ['vegetables'], { unless: ['aromatics'] }),
      ...simmerJustCovered(15, ['liquid'], ['vegetables']),
      blendSmooth(),
      stirInCream(),
      own(
        T(
          'Stir in {items:def} until melted, {min} min.',
          'Unisci {items:def} e mescola finché si scioglie, {min} min.',
          'Incorporez {items:def} en remuant jusqu’à ce qu’il fonde, {min} min.',
          '{items:acc} einrühren und schmelzen lassen, {min} Min.',
        ),
        2,
        'cook',
        { uses: ['cheese'] },
      ),
      ...serveSoup('herb'),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
  }),
  dish({
    id: 'mushroom-soup',
    family: 'soup',
    course: 'starter',
    cuisine: 'french',
    difficulty: 'easy',
    names: {
      en: 'Mushroom soup',
      it: 'Vellutata di funghi',
      fr: 'Velouté de champignons',
      de: 'Champignonsuppe',
    },
    aliases: {
      en: ['cream of mushroom soup'],
      it: ['crema di funghi'],
      fr: ['crème de champignons'],
      de: ['Champignoncremesuppe', 'Pilzcremesuppe'],
    },
    description: {
      en: 'A deep, earthy soup of well-browned mushrooms, blended until silky smooth.',
      it: 'Una vellutata dal gusto intenso di funghi ben rosolati, liscia e setosa.',
      fr: 'Un velouté au goût profond de champignons bien dorés, mixé jusqu’à être soyeux.',
      de: 'Eine aromatische Suppe aus kräftig angebratenen Pilzen, seidig glatt püriert.',
    },
    slots: [
      need(
        'vegetables',
        ['button-mushroom', 'chanterelle', 'oyster-mushroom', 'portobello', 'shiitake', 'porcini'],
        { max: 2, share: 1.5, cook: ['pan', 8, 15] },
      ),
      maybe('fat', ['butter']),
      maybe('aromatics', ['onion', 'shallot', 'leek'], { cook: ['pan', 5, 10] }),
      maybe('aromatics', ['garlic'], { share: 0.5 }),
      maybe('binder', ['all-purpose-flour', 'spelt-flour'], { share: 0.3 }),
      maybe('seasoning', ['thyme']),
      need('liquid', STOCK),
      maybe('dairy', [...CREAMS, 'milk'], { share: 1 }),
      maybe('herb', ['parsley', 'chives'], { share: 0.5 }),
    ],
    steps: [
      shared('chop', 8, 'prep', { uses: ['vegetables', 'aromatics', 'herb'], prep: 'slices' }),
      meltButter(),
      softenInFat(5),
      softenInPot(5, { unless: ['fat'] }),
      own(
        T(
          'Add {items:def}, turn up the heat and fry until their liquid has evaporated and they turn golden, {min} min.',
          'Aggiungi {items:def}, alza la fiamma e rosola finché l’acqua che rilasciano è evaporata e sono dorati, {min} min.',
          'Ajoutez {items:def}, montez le feu et faites-les sauter jusqu’à ce que leur eau se soit évaporée et qu’ils soient dorés, {min} min.',
          '{items:acc} zugeben, die Hitze erhöhen und braten, bis die austretende Flüssigkeit verdampft ist und sie goldbraun sind, {min} Min.',
        ),
        10,
        'cook',
        { uses: ['vegetables'], cooks: ['vegetables'], ifRoles: ['fat', 'aromatics'] },
      ),
      own(
        T(
          'Warm a little oil in a large pot and fry {items:def} over a high heat until their liquid has evaporated and they turn golden, {min} min.',
          'Scalda un filo d’olio in una pentola capiente e rosola {items:def} a fiamma vivace finché l’acqua che rilasciano è evaporata e sono dorati, {min} min.',
          'Faites chauffer un filet d’huile dans une grande casserole et faites sauter {items:def} à feu vif jusqu’à ce que leur eau se soit évaporée et qu’ils soient dorés, {min} min.',
          '{items:acc} in einem großen Topf in etwas Öl bei starker Hitze braten, bis die austretende Flüssigkeit verdampft ist und sie goldbraun sind, {min} Min.',
        ),
        10,
        'cook',
        { uses: ['vegetables'], cooks: ['vegetables'], unless: ['fat', 'aromatics'] },
      ),
      own(
        T(
          'Sprinkle over {items:def} and stir for {min} min.',
          'Spolvera con {items:def} e mescola per {min} min.',
          'Saupoudrez {items:de} et remuez {min} min.',
          '{items:acc} darüberstäuben und {min} Min. unter Rühren anschwitzen.',
        ),
        1,
        'cook',
        { uses: ['binder'] },
      ),
      own(
        T(
          'Add {items:def}, pour in just enough water to cover, bring to the boil and simmer, {min} min.',
          'Aggiungi {items:def}, versa acqua fino a coprire appena i funghi, porta a bollore e cuoci a fuoco dolce, {min} min.',
          'Ajoutez {items:def}, versez juste assez d’eau pour couvrir, portez à ébullition et laissez mijoter, {min} min.',
          '{items:acc} zugeben, so viel Wasser angießen, dass die Pilze knapp bedeckt sind, aufkochen und köcheln lassen, {min} Min.',
        ),
        10,
        'cook',
        { uses: ['seasoning', 'liquid'] },
      ),
      own(
        T(
          'Pour in just enough water to cover, bring to the boil and simmer, {min} min.',
          'Versa acqua fino a coprire appena i funghi, porta a bollore e cuoci a fuoco dolce, {min} min.',
          'Versez juste assez d’eau pour couvrir, portez à ébullition et laissez mijoter, {min} min.',
          'So viel Wasser angießen, dass die Pilze knapp bedeckt sind, aufkochen und köcheln lassen, {min} Min.',
        ),
        10,
        'cook',
        { unless: ['seasoning', 'liquid'] },
      ),
      blendSmooth(),
      stirInCream(),
      ...serveSoup(),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
  }),
  dish({
    id: 'gazpacho',
    family: 'soup',
    course: 'starter',
    cuisine: 'spanish',
    difficulty: 'easy',
    names: { en: 'Gazpacho', it: 'Gazpacho', fr: 'Gaspacho', de: 'Gazpacho' },
    aliases: {
      en: ['gazpacho andaluz'],
      it: ['gazpacho andaluso'],
      fr: ['gazpacho', 'gaspacho andalou'],
      de: ['Andalusischer Gazpacho'],
    },
    description: {
      en: 'Andalusia’s chilled summer soup of raw tomatoes and cucumber, blended with olive oil.',
      it: 'La zuppa fredda dell’Andalusia: pomodori e cetrioli crudi frullati con olio d’oliva.',
      fr: 'La soupe froide andalouse : tomates et concombre crus mixés à l’huile d’olive.',
      de: 'Andalusiens kalte Sommersuppe aus rohen Tomaten und Gurke, mit Olivenöl püriert.',
    },
    slots: [
      need('vegetables', FRESH_TOMATOES, { share: 2.5 }),
      need('vegetables', ['cucumber'], { share: 0.8 }),
      maybe('vegetables', PEPPERS, { share: 0.5 }),
      maybe('aromatics', ['garlic'], { share: 0.5 }),
      maybe('aromatics', ['red-onion', 'onion', 'spring-onion', 'shallot'], { share: 0.3 }),
      maybe('sauce', VINEGARS),
      maybe('bread', ['bread', 'baguette', 'ciabatta', 'sourdough-bread'], { share: 0.5 }),
    ],
    steps: [
      own(
        T(
          'Soak {items:def} in a little cold water, {min} min, then squeeze it out.',
          'Metti in ammollo {items:def} in poca acqua fredda, {min} min, poi strizza bene.',
          'Faites tremper {items:def} dans un peu d’eau froide, {min} min, puis essorez bien.',
          '{items:acc} in etwas kaltem Wasser einweichen, {min} Min., dann gut ausdrücken.',
        ),
        5,
        'prep',
        { uses: ['bread'] },
      ),
      shared('chop', 10, 'prep', { uses: ['vegetables', 'aromatics'], prep: 'chop' }),
      own(
        T(
          'Blend the vegetables with {items:def}, a good pinch of salt and a generous drizzle of olive oil until very smooth, {min} min.',
          'Frulla le verdure con {items:def}, un bel pizzico di sale e un generoso filo d’olio d’oliva fino a ottenere una crema liscissima, {min} min.',
          'Mixez les légumes avec {items:def}, une bonne pincée de sel et un généreux filet d’huile d’olive jusqu’à ce que ce soit parfaitement lisse, {min} min.',
          'Das Gemüse mit {items:dat}, einer kräftigen Prise Salz und einem großzügigen Schuss Olivenöl sehr fein pürieren, {min} Min.',
        ),
        3,
        'cook',
        { uses: ['bread', 'sauce'] },
      ),
      own(
        T(
          'Blend the vegetables with a good pinch of salt and a generous drizzle of olive oil until very smooth, {min} min.',
          'Frulla le verdure con un bel pizzico di sale e un generoso filo d’olio d’oliva fino a ottenere una crema liscissima, {min} min.',
          'Mixez les légumes avec une bonne pincée de sel et un généreux filet d’huile d’olive jusqu’à ce que ce soit parfaitement lisse, {min} min.',
          'Das Gemüse mit einer kräftigen Prise Salz und einem großzügigen Schuss Olivenöl sehr fein pürieren, {min} Min.',
        ),
        3,
        'cook',
        { unless: ['bread', 'sauce'] },
      ),
      own(
        T(
          'Chill well, at least {min} min, then taste for salt and serve very cold with a drizzle of olive oil.',
          'Metti in frigo per almeno {min} min, poi assaggia, regola di sale e servi ben freddo con un filo d’olio.',
          'Réservez au frais au moins {min} min, puis rectifiez le sel et servez bien froid avec un filet d’huile d’olive.',
          'Gut durchkühlen lassen, mindestens {min} Min., dann mit Salz abschmecken und eiskalt mit einem Schuss Olivenöl servieren.',
        ),
        60,
        'cook',
      ),
    ],
    staples: ['salt', 'oil'],
    tip: {
      en: 'For the silkiest gazpacho, push it through a sieve before chilling it.',
      it: 'Per un gazpacho vellutato, passalo al setaccio prima di metterlo in frigo.',
      fr: 'Pour un gaspacho bien velouté, passez-le au tamis avant de le mettre au frais.',
      de: 'Für einen besonders samtigen Gazpacho die Suppe vor dem Kühlen durch ein Sieb streichen.',
    },
  }),
];

// ── Salads ──

const SALADS: DishData[] = [
  dish({
    id: 'greek-salad',
    family: 'salad',
    course: 'main',
    cuisine: 'greek',
    difficulty: 'easy',
    names: { en: 'Greek salad', it: 'Insalata greca', fr: 'Salade grecque', de: 'Griechischer Salat' },
    aliases: {
      en: ['horiatiki'],
      it: ['horiatiki'],
      fr: ['salade horiatiki'],
      de: ['Bauernsalat', 'Griechischer Bauernsalat'],
    },
    description: {
      en: 'The Greek village salad: chunks of tomato and cucumber crowned with a slab of feta and plenty of olive oil.',
      it: 'L’insalata dei villaggi greci: pomodori e cetrioli a pezzi, una fetta di feta sopra e tanto olio d’oliva.',
      fr: 'La salade des villages grecs : tomates et concombre en morceaux, une tranche de feta par-dessus et beaucoup d’huile d’olive.',
      de: 'Der Salat aus dem griechischen Dorf: Tomaten und Gurke in groben Stücken, ein Stück Feta obenauf und reichlich Olivenöl.',
    },
    slots: [
      need('vegetables', FRESH_TOMATOES),
      need('vegetables', ['cucumber']),
      need('cheese', ['feta'], { share: 1.25 }),
      maybe('vegetables', PEPPERS, { share: 0.5 }),
      maybe('aromatics', ['red-onion', 'onion', 'shallot'], { share: 0.5 }),
      maybe('topping', ['black-olive', 'taggiasca-olive', 'green-olive']),
      maybe('seasoning', ['oregano'], { share: 1.5 }),
      maybe('sauce', ['red-wine-vinegar', 'white-wine-vinegar'], { share: 0.6 }),
    ],
    steps: [
      shared('chop', 5, 'prep', { uses: ['vegetables', 'topping'], prep: 'chunks' }),
      shared('chop', 1, 'prep', { uses: ['aromatics'], prep: 'slices' }),
      own(
        T(
          'Put the vegetables in a wide bowl with {items:def} and season with a pinch of salt.',
          'Metti le verdure in una ciotola larga con {items:def} e sala leggermente.',
          'Mettez les légumes dans un grand plat creux avec {items:def} et salez légèrement.',
          'Das Gemüse mit {items:dat} in eine weite Schüssel geben und leicht salzen.',
        ),
        2,
        'prep',
        { uses: ['aromatics', 'topping'] },
      ),
      own(
        T(
          'Put the vegetables in a wide bowl and season with a pinch of salt.',
          'Metti le verdure in una ciotola larga e sala leggermente.',
          'Mettez les légumes dans un grand plat creux et salez légèrement.',
          'Das Gemüse in eine weite Schüssel geben und leicht salzen.',
        ),
        2,
        'prep',
        { unless: ['aromatics', 'topping'] },
      ),
      own(
        T(
          'Lay {items:def} on top in one thick slice.',
          'Adagia sopra {items:def} in un’unica fetta spessa.',
          'Posez {items:def} par-dessus, en une seule tranche épaisse.',
          '{items:acc} in einem dicken Stück obenauf legen.',
        ),
        1,
        'prep',
        { uses: ['cheese'] },
      ),
      own(
        T(
          'Sprinkle with {items:def}.',
          'Cospargi con {items:def}.',
          'Parsemez {items:de0}.',
          'Mit {items:dat} bestreuen.',
        ),
        1,
        'prep',
        { uses: ['seasoning'] },
      ),
      own(
        T(
          'Drizzle with {items:def} and plenty of olive oil and serve.',
          'Condisci con {items:def} e abbondante olio d’oliva e servi.',
          'Versez {items:def} et un généreux filet d’huile d’olive par-dessus, puis servez.',
          'Mit {items:dat} und reichlich Olivenöl beträufeln und servieren.',
        ),
        1,
        'prep',
        { uses: ['sauce'] },
      ),
      own(
        T(
          'Drizzle generously with olive oil and serve.',
          'Condisci con abbondante olio d’oliva e servi.',
          'Arrosez généreusement d’huile d’olive et servez.',
          'Mit reichlich Olivenöl beträufeln und servieren.',
        ),
        1,
        'prep',
        { unless: ['sauce'] },
      ),
    ],
    staples: ['salt', 'oil'],
    tip: {
      en: 'Keep tomatoes out of the fridge: at room temperature they keep all their flavour.',
      it: 'Non tenere i pomodori in frigo: a temperatura ambiente conservano tutto il loro sapore.',
      fr: 'Ne mettez pas les tomates au réfrigérateur : à température ambiante, elles gardent toute leur saveur.',
      de: 'Tomaten nicht im Kühlschrank lagern: Bei Zimmertemperatur behalten sie ihr volles Aroma.',
    },
  }),
  dish({
    id: 'insalata-caprese',
    family: 'salad',
    course: 'starter',
    cuisine: 'italian',
    difficulty: 'easy',
    names: { en: 'Caprese salad', it: 'Insalata caprese', fr: 'Salade caprese', de: 'Insalata Caprese' },
    aliases: {
      en: ['insalata caprese', 'tomato and mozzarella salad'],
      it: ['caprese'],
      fr: ['tomate mozzarella'],
      de: ['Tomate-Mozzarella', 'Tomaten-Mozzarella-Salat'],
    },
    description: {
      en: 'The colours of Italy on a plate: ripe tomatoes and fresh mozzarella with olive oil.',
      it: 'I colori dell’Italia nel piatto: pomodori maturi e mozzarella fresca con olio extravergine.',
      fr: 'Les couleurs de l’Italie dans l’assiette : tomates mûres et mozzarella fraîche à l’huile d’olive.',
      de: 'Italiens Farben auf dem Teller: reife Tomaten und frischer Mozzarella mit Olivenöl.',
    },
    slots: [
      need('vegetables', FRESH_TOMATOES, { share: 1.5 }),
      need('cheese', ['buffalo-mozzarella', 'mozzarella', 'burrata'], { share: 1.5 }),
      maybe('herb', ['basil'], { share: 1.5 }),
      maybe('seasoning', ['oregano']),
    ],
    steps: [
      own(
        T(
          'Wash {items:def} and cut into slices about 1 cm thick, halving any small ones.',
          'Lava {items:def} e tagliali a fette spesse circa 1 cm; quelli piccoli dividili a metà.',
          'Lavez {items:def} et coupez-les en tranches d’environ 1 cm, en coupant simplement les plus petites en deux.',
          '{items:acc} waschen und in etwa 1 cm dicke Scheiben schneiden, kleine einfach halbieren.',
        ),
        3,
        'prep',
        { uses: ['vegetables'] },
      ),
      own(
        T(
          'Drain {items:def} and slice or tear it into pieces of about the same size.',
          'Scola {items:def} e tagliala a fette o spezzala in pezzi della stessa grandezza.',
          'Égouttez {items:def} et coupez-la en tranches ou déchirez-la en morceaux de même taille.',
          '{items:acc} abtropfen lassen und in etwa gleich große Scheiben schneiden oder Stücke zupfen.',
        ),
        2,
        'prep',
        { uses: ['cheese'] },
      ),
      own(
        T(
          'Arrange the tomato slices and the cheese in overlapping layers on a platter and season with a pinch of salt.',
          'Disponi le fette di pomodoro e il formaggio a strati alternati su un piatto da portata e sala leggermente.',
          'Disposez les tranches de tomate et le fromage en les faisant se chevaucher sur un plat de service, puis salez légèrement.',
          'Tomatenscheiben und Käse abwechselnd und leicht überlappend auf einer Platte anrichten und leicht salzen.',
        ),
        2,
        'prep',
      ),
      own(
        T(
          'Sprinkle with {items:def}.',
          'Cospargi con {items:def}.',
          'Parsemez {items:de0}.',
          'Mit {items:dat} bestreuen.',
        ),
        1,
        'prep',
        { uses: ['seasoning'] },
      ),
      own(
        T(
          'Tuck {items:def} between the slices, drizzle generously with olive oil, grind over a little pepper and serve.',
          'Distribuisci {items:def} tra le fette, condisci con abbondante olio extravergine e una macinata di pepe e servi.',
          'Glissez {items:def} entre les tranches, arrosez généreusement d’huile d’olive, donnez un tour de moulin à poivre et servez.',
          '{items:acc} zwischen die Scheiben stecken, mit reichlich Olivenöl beträufeln, etwas Pfeffer darübermahlen und servieren.',
        ),
        1,
        'prep',
        { uses: ['herb'] },
      ),
      own(
        T(
          'Drizzle generously with olive oil, grind over a little pepper and serve.',
          'Condisci con abbondante olio extravergine e una macinata di pepe e servi.',
          'Arrosez généreusement d’huile d’olive, donnez un tour de moulin à poivre et servez.',
          'Mit reichlich Olivenöl beträufeln, etwas Pfeffer darübermahlen und servieren.',
        ),
        1,
        'prep',
        { unless: ['herb'] },
      ),
    ],
    staples: ['salt', 'pepper', 'oil'],
    tip: {
      en: 'Keep tomatoes out of the fridge: at room temperature they keep all their flavour.',
      it: 'Non tenere i pomodori in frigo: a temperatura ambiente conservano tutto il loro sapore.',
      fr: 'Ne mettez pas les tomates au réfrigérateur : à température ambiante, elles gardent toute leur saveur.',
      de: 'Tomaten nicht im Kühlschrank lagern: Bei Zimmertemperatur behalten sie ihr volles Aroma.',
    },
  }),
  dish({
    id: 'panzanella',
    family: 'salad',
    course: 'main',
    cuisine: 'italian',
    difficulty: 'easy',
    names: { en: 'Panzanella', it: 'Panzanella', fr: 'Panzanella', de: 'Panzanella' },
    aliases: {
      en: ['Tuscan bread salad'],
      it: ['panmolle'],
      fr: ['salade de pain toscane'],
      de: ['Toskanischer Brotsalat'],
    },
    description: {
      en: 'Tuscany’s summer salad of stale bread, soaked and tossed with juicy tomatoes and olive oil.',
      it: 'L’insalata estiva toscana: pane raffermo ammollato e condito con pomodori succosi e olio d’oliva.',
      fr: 'La salade d’été toscane : du pain rassis trempé, puis mêlé à des tomates juteuses et à l’huile d’olive.',
      de: 'Der toskanische Sommersalat: eingeweichtes altbackenes Brot mit saftigen Tomaten und Olivenöl.',
    },
    slots: [
      need('bread', [...RUSTIC_BREAD, 'rye-bread']),
      need('vegetables', FRESH_TOMATOES, { share: 1.5 }),
      maybe('vegetables', ['cucumber']),
      maybe('aromatics', ['red-onion', 'onion', 'spring-onion', 'shallot'], { share: 0.5 }),
      maybe('herb', ['basil'], { share: 1.5 }),
      // Its dressing is sharp with vinegar: from the cupboard when the cook lists none.
      need('sauce', VINEGARS),
    ],
    steps: [
      own(
        T(
          'Soak {items:def} in cold water, {min} min, then squeeze out well and crumble the bread into a large bowl.',
          'Metti a bagno {items:def} in acqua fredda, {min} min, poi strizza bene e sbriciola il pane in una ciotola capiente.',
          'Faites tremper {items:def} dans de l’eau froide, {min} min, puis essorez bien et émiettez le pain dans un saladier.',
          '{items:acc} in kaltem Wasser einweichen, {min} Min., dann gut ausdrücken und in eine große Schüssel zerbröseln.',
        ),
        10,
        'prep',
        { uses: ['bread'] },
      ),
      shared('chop', 5, 'prep', { uses: ['vegetables'], prep: 'chop' }),
      shared('chop', 1, 'prep', { uses: ['aromatics'], prep: 'slices' }),
      ...vinaigrette('sauce', undefined, { optional: true, bowl: 'small' }),
      own(
        T(
          'Add {items:def} to the bread, pour over the dressing and toss gently.',
          'Unisci {items:def} al pane, versa il condimento e mescola delicatamente.',
          'Ajoutez {items:def} au pain, versez l’assaisonnement et mélangez délicatement.',
          '{items:acc} zum Brot geben, das Dressing darübergießen und vorsichtig mischen.',
        ),
        2,
        'prep',
        { uses: ['vegetables', 'aromatics', 'herb'] },
      ),
      own(
        T(
          'Leave in a cool place for {min} min so the bread soaks up the juices, then serve.',
          'Lascia riposare in un luogo fresco per {min} min, perché il pane assorba i succhi, poi servi.',
          'Laissez reposer au frais {min} min pour que le pain s’imprègne des jus, puis servez.',
          'An einem kühlen Ort {min} Min. durchziehen lassen, damit das Brot die Säfte aufsaugt, dann servieren.',
        ),
        20,
        'cook',
      ),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
  }),
  dish({
    id: 'salade-nicoise',
    family: 'salad',
    course: 'main',
    cuisine: 'french',
    difficulty: 'easy',
    names: { en: 'Salade niçoise', it: 'Insalata nizzarda', fr: 'Salade niçoise', de: 'Salade niçoise' },
    aliases: { en: ['niçoise salad', 'nicoise salad'], it: ['salade niçoise'], de: ['Nizza-Salat'] },
    description: {
      en: 'The salad of Nice: tuna, eggs and vegetables, dressed with good olive oil.',
      it: 'L’insalata di Nizza: tonno, uova e verdure, condite con un buon olio d’oliva.',
      fr: 'La salade de Nice : thon, œufs et légumes, assaisonnés d’une bonne huile d’olive.',
      de: 'Der Salat aus Nizza: Thunfisch, Eier und Gemüse, mit gutem Olivenöl angemacht.',
    },
    slots: [
      need('protein', ['canned-tuna']),
      need('egg', ['egg'], { share: 0.5, cook: ['simmer', 9, 12] }),
      // The beans go into the potatoes’ water for their last minutes (late), so one cook serves both.
      need('base', ['potato', 'green-bean'], { max: 2, share: 0.5, cook: ['simmer', 18, 25] }),
      maybe('vegetables', FRESH_TOMATOES),
      need('sauce', ['red-wine-vinegar', 'white-wine-vinegar', 'lemon', 'lemon-juice']),
      maybe('garnish', ['lettuce', 'romaine-lettuce', 'lambs-lettuce'], { share: 0.7 }),
      maybe('aromatics', ['red-onion', 'spring-onion', 'shallot'], { share: 0.4 }),
      maybe('topping', ['black-olive', 'taggiasca-olive', 'green-olive']),
      maybe('seasoning', ['anchovy-fillets']),
      maybe('herb', ['basil']),
    ],
    steps: [
      shared('chop', 8, 'prep', {
        uses: ['vegetables', 'base', 'protein', 'garnish', 'topping'],
        prep: 'chunks',
      }),
      shared('chop', 1, 'prep', { uses: ['aromatics'], prep: 'slices' }),
      hardBoil(9, true),
      own(
        T(
          'Cook {items:def} in a pan of boiling salted water until just tender, {min} min.',
          'Lessa {items:def} in acqua bollente salata fino a cottura, {min} min.',
          'Faites cuire {items:def} à l’eau bouillante salée juste à point, {min} min.',
          '{items:acc} in kochendem Salzwasser gerade eben gar kochen, {min} Min.',
        ),
        15,
        'cook',
        { uses: ['base'], cooks: ['base'] },
      ),
      own(
        T(
          'Drain and leave to cool, {min} min.',
          'Scola e lascia intiepidire, {min} min.',
          'Égouttez et laissez refroidir, {min} min.',
          'Abgießen und abkühlen lassen, {min} Min.',
        ),
        10,
        'cook',
      ),
      ...vinaigrette('sauce', undefined, { optional: true, bowl: 'small' }),
      own(
        T(
          'Arrange the cooked vegetables on a large platter with {items:def}.',
          'Disponi le verdure lessate su un piatto da portata con {items:def}.',
          'Disposez les légumes cuits sur un grand plat avec {items:def}.',
          'Das gegarte Gemüse mit {items:dat} auf einer großen Platte anrichten.',
        ),
        3,
        'prep',
        { uses: ['garnish', 'vegetables', 'aromatics'] },
      ),
      own(
        T(
          'Arrange the cooked vegetables on a large platter.',
          'Disponi le verdure lessate su un piatto da portata.',
          'Disposez les légumes cuits sur un grand plat.',
          'Das gegarte Gemüse auf einer großen Platte anrichten.',
        ),
        2,
        'prep',
        { unless: ['garnish', 'vegetables', 'aromatics'] },
      ),
      own(
        T(
          'Top with {items:def} and spoon over the dressing just before serving.',
          'Completa con {items:def} e condisci appena prima di servire.',
          'Ajoutez {items:def} par-dessus et versez l’assaisonnement juste avant de servir.',
          'Mit {items:dat} belegen und das Dressing kurz vor dem Servieren darüberträufeln.',
        ),
        2,
        'prep',
        { uses: ['protein', 'egg', 'topping', 'seasoning', 'herb'] },
      ),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
  }),
  dish({
    id: 'caesar-salad',
    family: 'salad',
    course: 'main',
    cuisine: 'american',
    difficulty: 'easy',
    names: { en: 'Caesar salad', it: 'Insalata Caesar', fr: 'Salade César', de: 'Caesar Salad' },
    aliases: {
      en: ['chicken Caesar salad'],
      it: ['Caesar salad'],
      fr: ['salade Caesar'],
      de: ['Caesar-Salat', 'Cäsarsalat'],
    },
    description: {
      en: 'Crisp lettuce and golden croutons tossed in a creamy, savoury dressing with plenty of grated cheese.',
      it: 'Lattuga croccante e crostini dorati in un condimento cremoso e saporito, con tanto formaggio grattugiato.',
      fr: 'De la laitue croquante et des croûtons dorés dans une sauce crémeuse et relevée, avec beaucoup de fromage râpé.',
      de: 'Knackiger Salat und goldene Croûtons in einem cremigen, würzigen Dressing mit reichlich geriebenem Käse.',
    },
    slots: [
      need('vegetables', ['romaine-lettuce', 'lettuce'], { share: 2 }),
      need('cheese', CHEESE_GRATED, { share: 1.3 }),
      need('bread', ['bread', 'baguette', 'sourdough-bread', 'ciabatta', 'sandwich-bread'], { share: 0.6 }),
      need('sauce', ['mayonnaise'], { share: 1.5 }),
      maybe('protein', ['chicken-breast', 'chicken-thigh', 'cooked-chicken'], {
        share: 0.8,
        cook: ['pan', 8, 20],
      }),
      maybe('aromatics', ['garlic'], { share: 0.5 }),
      maybe('seasoning', ['anchovy-fillets', 'worcestershire-sauce', 'mustard'], { max: 2, share: 0.7 }),
      maybe('fruit', ['lemon', 'lemon-juice'], { share: 0.7 }),
    ],
    steps: [
      shared('chop', 4, 'prep', { uses: ['vegetables', 'protein'], prep: 'strips' }),
      shared('chop', 2, 'prep', { uses: ['aromatics', 'seasoning', 'cheese'], prep: 'fine' }),
      own(
        T(
          'Cut {items:def} into cubes, toss with a little olive oil and fry in a pan over a medium heat, turning often, until golden and crisp, {min} min. Set the croutons aside.',
          'Taglia {items:def} a cubetti, condisci i cubetti con un filo d’olio e falli dorare in padella a fuoco medio, girandoli spesso, finché sono croccanti, {min} min. Tieni da parte i crostini.',
          'Coupez {items:def} en cubes, arrosez-les d’un filet d’huile d’olive et faites-les dorer à la poêle à feu moyen en les retournant souvent, jusqu’à ce qu’ils soient croustillants, {min} min. Réservez les croûtons.',
          '{items:acc} in Würfel schneiden, mit etwas Olivenöl mischen und in einer Pfanne bei mittlerer Hitze unter häufigem Wenden goldbraun und knusprig rösten, {min} Min. Die Croûtons beiseitestellen.',
        ),
        6,
        'cook',
        { uses: ['bread'] },
      ),
      shared('brownProtein', 4, 'cook', { uses: ['protein'], cooks: ['protein'], byKind: true }),
      own(
        T(
          'Mix {items:def} in a large bowl with half the cheese, a splash of water and a little pepper.',
          'In una ciotola capiente mescola {items:def} con metà del formaggio, un goccio d’acqua e un po’ di pepe.',
          'Dans un saladier, mélangez {items:def} avec la moitié du fromage, un filet d’eau et un peu de poivre.',
          '{items:acc} in einer großen Schüssel mit der Hälfte des Käses, einem Schuss Wasser und etwas Pfeffer verrühren.',
        ),
        2,
        'prep',
        { uses: ['sauce', 'aromatics', 'seasoning'] },
      ),
      own(
        T(
          'Squeeze in {items:def} and stir well.',
          'Spremi {items:def} nel condimento e mescola bene.',
          'Pressez {items:def} dans la sauce et mélangez bien.',
          '{items:acc} in das Dressing auspressen und gut verrühren.',
        ),
        1,
        'prep',
        { uses: ['fruit'], ifKinds: ['citrus'] },
      ),
      own(
        T(
          'Stir in {items:def}.',
          'Unisci {items:def} e mescola bene.',
          'Ajoutez {items:def} et mélangez bien.',
          '{items:acc} unterrühren.',
        ),
        1,
        'prep',
        { uses: ['fruit'], ifKinds: ['vinegar'] },
      ),
      own(
        T(
          'Add {items:def} and toss until every leaf is coated.',
          'Aggiungi {items:def} e mescola finché ogni foglia è ben condita.',
          'Ajoutez {items:def} et mélangez jusqu’à ce que chaque feuille soit bien enrobée.',
          '{items:acc} zugeben und mischen, bis jedes Blatt vom Dressing überzogen ist.',
        ),
        1,
        'prep',
        { uses: ['vegetables'] },
      ),
      own(
        T(
          'Top with {items:def}, the croutons and the rest of the cheese and serve at once.',
          'Completa con {items:def}, i crostini e il resto del formaggio e servi subito.',
          'Ajoutez {items:def}, les croûtons et le reste du fromage, puis servez aussitôt.',
          'Mit {items:dat}, den Croûtons und dem restlichen Käse belegen und sofort servieren.',
        ),
        1,
        'prep',
        { uses: ['protein'] },
      ),
      own(
        T(
          'Scatter over the croutons and the rest of the cheese and serve at once.',
          'Completa con i crostini e il resto del formaggio e servi subito.',
          'Ajoutez les croûtons et le reste du fromage, puis servez aussitôt.',
          'Croûtons und restlichen Käse darüberstreuen und sofort servieren.',
        ),
        1,
        'prep',
        { unless: ['protein'] },
      ),
    ],
    staples: ['pepper', 'oil', 'water'],
  }),
  dish({
    id: 'waldorf-salad',
    family: 'salad',
    course: 'side',
    cuisine: 'american',
    difficulty: 'easy',
    names: { en: 'Waldorf salad', it: 'Insalata Waldorf', fr: 'Salade Waldorf', de: 'Waldorfsalat' },
    description: {
      en: 'The New York classic: crisp apple, celery and nuts in a light, creamy dressing.',
      it: 'Il classico di New York: mela croccante, sedano e noci in un condimento cremoso e leggero.',
      fr: 'Le classique new-yorkais : pomme croquante, céleri et noix dans une sauce crémeuse et légère.',
      de: 'Der New Yorker Klassiker: knackiger Apfel, Sellerie und Nüsse in einem leichten, cremigen Dressing.',
    },
    slots: [
      need('fruit', ['apple'], { share: 0.7 }),
      need('vegetables', ['celery', 'celeriac']),
      need('topping', ['walnut', 'pecan']),
      need('sauce', ['mayonnaise'], { share: 1.5 }),
      maybe('fruit', ['grape'], { share: 0.5 }),
      maybe('dairy', ['greek-yogurt', 'yogurt', 'sour-cream', 'creme-fraiche'], { share: 0.25 }),
      maybe('seasoning', ['lemon', 'lemon-juice'], { share: 0.7 }),
    ],
    steps: [
      shared('chop', 8, 'prep', { uses: ['vegetables', 'topping', 'fruit'], prep: 'strips' }),
      own(
        T(
          'Squeeze {items:def} over the apple and toss so it does not turn brown.',
          'Spremi {items:def} sulla mela e mescola perché non annerisca.',
          'Pressez {items:def} sur la pomme et mélangez pour qu’elle ne noircisse pas.',
          '{items:acc} über den Apfel auspressen und mischen, damit er nicht braun wird.',
        ),
        1,
        'prep',
        { uses: ['seasoning'], ifKinds: ['citrus'] },
      ),
      own(
        T(
          'Sprinkle {items:def} over the apple and toss so it does not turn brown.',
          'Bagna la mela con {items:def} e mescola perché non annerisca.',
          'Versez {items:def} sur la pomme et mélangez pour qu’elle ne noircisse pas.',
          '{items:acc} über den Apfel träufeln und mischen, damit er nicht braun wird.',
        ),
        1,
        'prep',
        { uses: ['seasoning'], ifKinds: ['vinegar'] },
      ),
      creamyDressing(['sauce', 'dairy']),
      own(
        T(
          'Fold {items:def} into the dressing until everything is coated.',
          'Incorpora {items:def} al condimento, mescolando finché tutto è ben condito.',
          'Incorporez {items:def} à la sauce en mélangeant jusqu’à ce que tout soit bien enrobé.',
          '{items:acc} unter das Dressing heben, bis alles gut überzogen ist.',
        ),
        2,
        'prep',
        { uses: ['fruit', 'vegetables', 'topping'] },
      ),
      own(
        T(
          'Chill for {min} min and serve cold.',
          'Lascia in frigo per {min} min e servi ben fredda.',
          'Réservez au frais {min} min et servez bien frais.',
          '{min} Min. kalt stellen und gekühlt servieren.',
        ),
        15,
        'cook',
      ),
    ],
    staples: ['salt', 'pepper'],
  }),
  dish({
    id: 'gurkensalat',
    family: 'salad',
    course: 'side',
    cuisine: 'german',
    difficulty: 'easy',
    names: {
      en: 'German cucumber salad',
      it: 'Insalata di cetrioli alla tedesca',
      fr: 'Salade de concombre à l’allemande',
      de: 'Gurkensalat',
    },
    aliases: {
      en: ['creamy cucumber salad', 'Gurkensalat'],
      fr: ['concombres à la crème'],
      de: ['Gurkensalat mit Dill', 'Gurkensalat mit saurer Sahne'],
    },
    description: {
      en: 'Thinly sliced cucumber in a creamy, tangy dressing: the German summer side.',
      it: 'Cetrioli tagliati sottilissimi in un condimento cremoso e acidulo: il contorno estivo tedesco.',
      fr: 'Du concombre en fines rondelles dans une sauce crémeuse et acidulée : l’accompagnement d’été allemand.',
      de: 'Hauchdünn gehobelte Gurke in einem cremig-säuerlichen Dressing – die Sommerbeilage schlechthin.',
    },
    slots: [
      need('vegetables', ['cucumber'], { share: 1.5 }),
      need('dairy', ['sour-cream', 'creme-fraiche'], { share: 1.5 }),
      maybe('herb', ['dill', 'chives', 'parsley']),
      maybe('aromatics', ['onion', 'red-onion', 'shallot', 'spring-onion'], { share: 0.3 }),
      maybe('sauce', ['white-wine-vinegar', 'apple-cider-vinegar', 'lemon-juice']),
      maybe('sweet', ['sugar'], { share: 0.2 }),
    ],
    steps: [
      own(
        T(
          'Peel {items:def}, slice very thinly, toss with a good pinch of salt in a sieve and leave to drain, {min} min.',
          'Sbuccia {items:def} e affetta sottilissimo, poi mescola con un bel pizzico di sale in un colino e lascia scolare, {min} min.',
          'Épluchez {items:def}, taillez en rondelles très fines, mélangez avec une bonne pincée de sel dans une passoire et laissez dégorger, {min} min.',
          '{items:acc} schälen, hauchdünn hobeln, in einem Sieb mit einer kräftigen Prise Salz mischen und Wasser ziehen lassen, {min} Min.',
        ),
        15,
        'prep',
        { uses: ['vegetables'] },
      ),
      shared('chop', 2, 'prep', { uses: ['aromatics', 'herb'], prep: 'fine' }),
      own(
        T(
          'Stir {items:def} together in a bowl with a pinch of pepper.',
          'Mescola {items:def} in una ciotola con un pizzico di pepe.',
          'Mélangez {items:def} dans un saladier avec une pincée de poivre.',
          '{items:acc} in einer Schüssel mit einer Prise Pfeffer verrühren.',
        ),
        2,
        'prep',
        { uses: ['dairy', 'sauce', 'sweet'] },
      ),
      own(
        T(
          'Squeeze the cucumber gently to remove the liquid, then fold it into the dressing with {items:def}.',
          'Strizza delicatamente il cetriolo per eliminare l’acqua, poi uniscilo al condimento con {items:def}.',
          'Pressez délicatement le concombre pour en retirer l’eau, puis incorporez-le à la sauce avec {items:def}.',
          'Die Gurke behutsam ausdrücken, dann mit {items:dat} unter das Dressing heben.',
        ),
        2,
        'prep',
        { uses: ['aromatics', 'herb'] },
      ),
      own(
        T(
          'Squeeze the cucumber gently to remove the liquid, then fold it into the dressing.',
          'Strizza delicatamente il cetriolo per eliminare l’acqua, poi uniscilo al condimento.',
          'Pressez délicatement le concombre pour en retirer l’eau, puis incorporez-le à la sauce.',
          'Die Gurke behutsam ausdrücken, dann unter das Dressing heben.',
        ),
        2,
        'prep',
        { unless: ['aromatics', 'herb'] },
      ),
      own(
        T(
          'Chill for {min} min and serve the same day.',
          'Lascia in frigo per {min} min e servi in giornata.',
          'Réservez au frais {min} min et servez le jour même.',
          '{min} Min. kalt stellen und am selben Tag servieren.',
        ),
        10,
        'cook',
      ),
    ],
    staples: ['salt', 'pepper'],
  }),
  dish({
    id: 'kartoffelsalat',
    family: 'salad',
    course: 'side',
    cuisine: 'german',
    difficulty: 'easy',
    names: {
      en: 'German potato salad',
      it: 'Insalata di patate alla tedesca',
      fr: 'Salade de pommes de terre à l’allemande',
      de: 'Kartoffelsalat',
    },
    aliases: {
      en: ['Swabian potato salad', 'Kartoffelsalat'],
      de: ['Schwäbischer Kartoffelsalat', 'Süddeutscher Kartoffelsalat'],
    },
    description: {
      en: 'Warm sliced potatoes soaked in a tangy onion and vinegar dressing, the southern German way.',
      it: 'Patate tiepide a fette imbevute di un condimento acidulo di cipolla e aceto, come nel sud della Germania.',
      fr: 'Des pommes de terre tièdes en rondelles, imbibées d’une sauce acidulée à l’oignon et au vinaigre, comme dans le sud de l’Allemagne.',
      de: 'Lauwarme Kartoffelscheiben, die ein würziges Dressing aus Zwiebeln und Essig aufsaugen – nach süddeutscher Art.',
    },
    slots: [
      need('base', ['potato', 'cooked-potato'], { cook: ['simmer', 20, 30] }),
      need('aromatics', ['onion', 'red-onion', 'shallot', 'spring-onion'], { share: 0.7 }),
      need('sauce', ['white-wine-vinegar', 'apple-cider-vinegar', 'red-wine-vinegar'], { share: 2 }),
      maybe(
        'liquid',
        ['vegetable-stock', 'beef-stock', 'chicken-stock', 'stock-cube', 'chicken-stock-cube'],
        {
          share: 0.2,
        },
      ),
      maybe('seasoning', ['mustard']),
      maybe('sweet', ['sugar'], { share: 0.2 }),
      maybe('vegetables', ['cucumber', 'radish', 'gherkin'], { max: 2, share: 0.5 }),
      maybe('herb', ['chives', 'parsley', 'dill'], { share: 0.7 }),
    ],
    steps: [
      shared('chop', 3, 'prep', { uses: ['aromatics', 'herb'], prep: 'fine' }),
      shared('chop', 2, 'prep', { uses: ['vegetables'], prep: 'slices' }),
      own(
        T(
          'Cook {items:def} whole in their skins in salted water until just tender, {min} min.',
          'Lessa {items:def} intere, con la buccia, in acqua salata finché sono appena tenere, {min} min.',
          'Faites cuire {items:def} entières, avec la peau, à l’eau salée jusqu’à ce qu’elles soient juste tendres, {min} min.',
          '{items:acc} ungeschält in Salzwasser gerade gar kochen, {min} Min.',
        ),
        20,
        'cook',
        { uses: ['base'], cooks: ['base'], unlessKinds: ['cooked-starch'] },
      ),
      own(
        T(
          'Drain, leave until just cool enough to handle, then peel and slice thinly into a large bowl, {min} min.',
          'Scolale, lasciale intiepidire quanto basta per maneggiarle, poi sbucciale e affettale sottilmente in una ciotola capiente, {min} min.',
          'Égouttez-les, laissez-les tiédir juste assez pour pouvoir les manipuler, puis pelez-les et coupez-les en fines rondelles dans un saladier, {min} min.',
          'Abgießen, etwas abkühlen lassen, bis man sie anfassen kann, dann pellen und in dünnen Scheiben in eine große Schüssel schneiden, {min} Min.',
        ),
        10,
        'cook',
        { unlessKinds: ['cooked-starch'] },
      ),
      shared('chop', 5, 'prep', { uses: ['base'], prep: 'slices', ifKinds: ['cooked-starch'] }),
      own(
        T(
          'Bring {items:def} to the boil in a small pan, adding water to make about 60 ml of liquid per person, {min} min.',
          'Porta a bollore {items:def} in un pentolino, aggiungendo acqua fino a circa 60 ml di liquido a persona, {min} min.',
          'Portez à ébullition {items:def} dans une petite casserole, en ajoutant de l’eau pour obtenir environ 60 ml de liquide par personne, {min} min.',
          '{items:acc} in einem kleinen Topf aufkochen, dabei so viel Wasser zugeben, dass es etwa 60 ml Flüssigkeit pro Person sind, {min} Min.',
        ),
        3,
        'cook',
        { uses: ['liquid', 'aromatics', 'sauce', 'seasoning', 'sweet'] },
      ),
      own(
        T(
          'Pour the hot dressing over the potatoes, season with salt and pepper, add a good splash of oil and mix gently. Leave to soak, stirring now and then, {min} min.',
          'Versa il condimento bollente sulle patate, regola di sale e pepe, aggiungi un buon filo d’olio e mescola delicatamente. Lascia insaporire, mescolando di tanto in tanto, {min} min.',
          'Versez la sauce bouillante sur les pommes de terre, salez, poivrez, ajoutez un bon filet d’huile et mélangez délicatement. Laissez reposer en remuant de temps en temps, {min} min.',
          'Den heißen Sud über die Kartoffeln gießen, salzen, pfeffern, einen guten Schuss Öl zugeben und vorsichtig mischen. Unter gelegentlichem Wenden durchziehen lassen, {min} Min.',
        ),
        20,
        'cook',
      ),
      own(
        T(
          'Fold in {items:def} just before serving.',
          'Unisci {items:def} appena prima di servire.',
          'Incorporez {items:def} juste avant de servir.',
          '{items:acc} kurz vor dem Servieren unterheben.',
        ),
        1,
        'prep',
        { uses: ['vegetables', 'herb'] },
      ),
      own(
        T(
          'Check the seasoning and serve lukewarm.',
          'Assaggia, regola il condimento e servi tiepida.',
          'Rectifiez l’assaisonnement et servez tiède.',
          'Abschmecken und lauwarm servieren.',
        ),
        1,
        'prep',
        { unless: ['vegetables', 'herb'] },
      ),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
  }),
  dish({
    id: 'coleslaw',
    family: 'salad',
    course: 'side',
    cuisine: 'american',
    difficulty: 'easy',
    names: { en: 'Coleslaw', it: 'Coleslaw', fr: 'Coleslaw', de: 'Coleslaw' },
    aliases: {
      en: ['slaw'],
      it: ['insalata coleslaw'],
      fr: ['salade coleslaw'],
      de: ['Amerikanischer Krautsalat'],
    },
    description: {
      en: 'Crunchy shredded cabbage in a creamy dressing: the classic barbecue side.',
      it: 'Cavolo tagliato finissimo in un condimento cremoso: il contorno classico del barbecue.',
      fr: 'Du chou finement émincé dans une sauce crémeuse : l’accompagnement classique du barbecue.',
      de: 'Fein geschnittener Kohl in einem cremigen Dressing – die klassische Grillbeilage.',
    },
    slots: [
      need('vegetables', ['white-cabbage', 'red-cabbage', 'savoy-cabbage', 'napa-cabbage'], { share: 0.8 }),
      need('sauce', ['mayonnaise'], { share: 1.5 }),
      maybe('vegetables', ['carrot'], { share: 0.5 }),
      maybe('aromatics', ['spring-onion', 'red-onion', 'onion'], { share: 0.3 }),
      maybe('dairy', ['sour-cream', 'buttermilk', 'creme-fraiche'], { share: 0.6 }),
      maybe('seasoning', ['apple-cider-vinegar', 'white-wine-vinegar', 'lemon-juice', 'mustard'], { max: 2 }),
      maybe('sweet', ['sugar', 'honey'], { share: 0.3 }),
    ],
    steps: [
      shared('chop', 8, 'prep', { uses: ['vegetables', 'aromatics'], prep: 'strips' }),
      creamyDressing(['sauce', 'dairy', 'seasoning', 'sweet']),
      own(
        T(
          'Add the vegetables and mix until everything is well coated.',
          'Aggiungi le verdure e mescola finché sono ben condite.',
          'Ajoutez les légumes et mélangez jusqu’à ce qu’ils soient bien enrobés.',
          'Das Gemüse zugeben und mischen, bis alles gut überzogen ist.',
        ),
        2,
        'prep',
      ),
      own(
        T(
          'Chill for at least {min} min so the cabbage softens slightly, then stir and serve.',
          'Lascia in frigo per almeno {min} min, perché il cavolo si ammorbidisca un po’, poi mescola e servi.',
          'Réservez au frais au moins {min} min pour que le chou s’attendrisse un peu, puis mélangez et servez.',
          'Mindestens {min} Min. kalt stellen, damit der Kohl etwas weicher wird, dann durchmischen und servieren.',
        ),
        30,
        'cook',
      ),
    ],
    staples: ['salt', 'pepper'],
  }),
  dish({
    id: 'tabbouleh',
    family: 'salad',
    course: 'side',
    cuisine: 'middle-eastern',
    difficulty: 'easy',
    names: { en: 'Tabbouleh', it: 'Tabbouleh', fr: 'Taboulé libanais', de: 'Taboulé' },
    aliases: { en: ['tabouleh'], it: ['tabulè'], fr: ['taboulé'], de: ['Tabouleh', 'Tabbouleh'] },
    description: {
      en: 'The Lebanese herb salad: masses of parsley with tomato, a little grain and a sharp lemon dressing.',
      it: 'L’insalata libanese di erbe: tanto prezzemolo, pomodoro, un po’ di grano e un condimento deciso al limone.',
      fr: 'La salade d’herbes libanaise : beaucoup de persil, de la tomate, un peu de semoule et un assaisonnement bien citronné.',
      de: 'Der libanesische Kräutersalat: viel Petersilie, Tomaten, wenig Getreide und ein kräftiges Zitronendressing.',
    },
    slots: [
      need('herb', ['parsley'], { share: 6 }),
      need('base', ['bulgur', 'couscous'], { share: 0.3 }),
      need('vegetables', FRESH_TOMATOES),
      need('sauce', ['lemon', 'lemon-juice'], { share: 1.5 }),
      maybe('herb', ['mint'], { share: 2 }),
      maybe('aromatics', ['spring-onion', 'red-onion', 'onion', 'shallot'], { share: 0.5 }),
      maybe('vegetables', ['cucumber'], { share: 0.5 }),
    ],
    steps: [
      own(
        T(
          'Put {items:def} in a bowl, pour over just enough boiling water to cover, cover and leave to swell, {min} min, then fluff with a fork and leave to cool.',
          'Metti {items:def} in una ciotola, versa acqua bollente fino a coprire appena, copri e lascia gonfiare, {min} min, poi sgrana con una forchetta e lascia raffreddare.',
          'Mettez {items:def} dans un bol, versez juste assez d’eau bouillante pour couvrir, couvrez et laissez gonfler, {min} min, puis égrainez à la fourchette et laissez refroidir.',
          '{items:acc} in eine Schüssel geben, mit so viel kochendem Wasser übergießen, dass alles knapp bedeckt ist, zugedeckt quellen lassen, {min} Min., dann mit einer Gabel auflockern und abkühlen lassen.',
        ),
        0,
        'cook',
        { uses: ['base'] },
      ),
      shared('chop', 10, 'prep', { uses: ['herb', 'vegetables', 'aromatics'], prep: 'fine' }),
      ...vinaigrette('sauce', undefined, { lemonOil: 'same', vinegarOil: 'same' }),
      own(
        T(
          'Add {items:def} to the dressing, toss well and serve.',
          'Unisci {items:def} al condimento, mescola bene e servi.',
          'Ajoutez {items:def} à l’assaisonnement, mélangez bien et servez.',
          '{items:acc} zum Dressing geben, gut mischen und servieren.',
        ),
        2,
        'prep',
        { uses: ['base', 'herb', 'vegetables', 'aromatics'] },
      ),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
    tip: {
      en: 'Dry the parsley well and chop it by hand with a sharp knife: a blender turns it to mush.',
      it: 'Asciuga bene il prezzemolo e tritalo a mano con un coltello affilato: il mixer lo riduce in poltiglia.',
      fr: 'Séchez bien le persil et hachez-le au couteau bien aiguisé : au mixeur, il se transforme en purée.',
      de: 'Die Petersilie gut trocknen und mit einem scharfen Messer von Hand hacken – im Mixer wird sie matschig.',
    },
  }),
  dish({
    id: 'lentil-salad',
    family: 'salad',
    course: 'main',
    cuisine: 'french',
    difficulty: 'easy',
    names: { en: 'Lentil salad', it: 'Insalata di lenticchie', fr: 'Salade de lentilles', de: 'Linsensalat' },
    aliases: { en: ['French lentil salad'], fr: ['salade de lentilles vertes'] },
    description: {
      en: 'Lentils that hold their shape, dressed while still warm in a sharp vinaigrette.',
      it: 'Lenticchie ben sode, condite ancora tiepide con una vinaigrette decisa.',
      fr: 'Des lentilles qui se tiennent, assaisonnées encore tièdes d’une vinaigrette bien relevée.',
      de: 'Bissfeste Linsen, noch warm in einer kräftigen Vinaigrette mariniert.',
    },
    slots: [
      need('base', ['green-lentil', 'brown-lentil', 'beluga-lentil'], { cook: ['simmer', 25, 40] }),
      need('sauce', [
        'red-wine-vinegar',
        'white-wine-vinegar',
        'apple-cider-vinegar',
        'lemon',
        'lemon-juice',
      ]),
      maybe('seasoning', ['mustard']),
      maybe('aromatics', ['shallot', 'red-onion', 'spring-onion', 'onion'], { share: 0.5 }),
      maybe('vegetables', ['carrot', 'celery', 'cherry-tomato', 'tomato', 'cucumber', 'red-bell-pepper'], {
        max: 2,
        share: 0.5,
      }),
      maybe('herb', ['parsley', 'chives', 'mint', 'coriander'], { share: 0.7 }),
      maybe('protein', ['bacon', 'pancetta', 'lardons'], { share: 0.5, cook: ['pan', 6, 10] }),
      maybe('cheese', ['feta', 'goat-cheese']),
    ],
    steps: [
      shared('chop', 8, 'prep', {
        uses: ['base', 'aromatics', 'vegetables', 'herb', 'protein', 'cheese'],
        prep: 'dice',
      }),
      ...vinaigrette('sauce', 'seasoning'),
      own(
        T(
          'Put {items:def} in a pan, cover generously with cold unsalted water, bring to the boil and simmer until tender but still holding their shape, {min} min.',
          'Metti {items:def} in una pentola, coprile abbondantemente di acqua fredda non salata, porta a bollore e cuoci a fuoco dolce finché sono tenere ma ancora intere, {min} min.',
          'Mettez {items:def} dans une casserole, couvrez-les largement d’eau froide non salée, portez à ébullition et laissez frémir jusqu’à ce qu’elles soient tendres mais encore entières, {min} min.',
          '{items:acc} in einen Topf geben, reichlich mit kaltem, ungesalzenem Wasser bedecken, aufkochen und köcheln lassen, bis sie weich sind, aber nicht zerfallen, {min} Min.',
        ),
        0,
        'cook',
        { uses: ['base'], cooks: ['base'] },
      ),
      own(
        T(
          'Drain well and season with a pinch of salt while still warm.',
          'Scolale bene e salale ancora calde.',
          'Égouttez-les bien et salez-les encore chaudes.',
          'Gut abtropfen lassen und noch warm salzen.',
        ),
        1,
        'cook',
      ),
      own(
        T(
          'Fry {items:def} in a dry pan until crisp, {min} min.',
          'Rosola {items:def} in una padella senza olio finché è croccante, {min} min.',
          'Faites dorer {items:def} à sec dans une poêle jusqu’à ce que ce soit croustillant, {min} min.',
          '{items:acc} in einer Pfanne ohne Fett knusprig braten, {min} Min.',
        ),
        6,
        'cook',
        { uses: ['protein'], cooks: ['protein'] },
      ),
      own(
        T(
          'Toss the warm lentils in the dressing with {items:def}.',
          'Condisci le lenticchie ancora tiepide con la vinaigrette e unisci {items:def}.',
          'Mélangez les lentilles encore tièdes à la vinaigrette avec {items:def}.',
          'Die warmen Linsen mit {items:dat} in der Vinaigrette wenden.',
        ),
        2,
        'prep',
        { uses: ['aromatics', 'vegetables', 'herb'] },
      ),
      own(
        T(
          'Toss the warm lentils with the dressing.',
          'Condisci le lenticchie ancora tiepide con la vinaigrette.',
          'Mélangez les lentilles encore tièdes avec la vinaigrette.',
          'Die warmen Linsen in der Vinaigrette wenden.',
        ),
        2,
        'prep',
        { unless: ['aromatics', 'vegetables', 'herb'] },
      ),
      own(
        T(
          'Scatter {items:def} over the top and serve warm or at room temperature.',
          'Cospargi con {items:def} e servi tiepida o a temperatura ambiente.',
          'Parsemez {items:de0} et servez tiède ou à température ambiante.',
          'Mit {items:dat} bestreuen und warm oder zimmerwarm servieren.',
        ),
        1,
        'prep',
        { uses: ['protein', 'cheese'] },
      ),
      own(
        T(
          'Serve warm or at room temperature.',
          'Servi tiepida o a temperatura ambiente.',
          'Servez tiède ou à température ambiante.',
          'Warm oder zimmerwarm servieren.',
        ),
        1,
        'prep',
        { unless: ['protein', 'cheese'] },
      ),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
  }),
  dish({
    id: 'chickpea-salad',
    family: 'salad',
    course: 'main',
    cuisine: 'international',
    difficulty: 'easy',
    names: {
      en: 'Chickpea salad',
      it: 'Insalata di ceci',
      fr: 'Salade de pois chiches',
      de: 'Kichererbsensalat',
    },
    description: {
      en: 'A quick, filling salad of chickpeas in a zesty dressing.',
      it: 'Un’insalata veloce e sostanziosa di ceci con un condimento vivace.',
      fr: 'Une salade rapide et rassasiante de pois chiches dans une sauce pleine de peps.',
      de: 'Ein schneller, sättigender Salat aus Kichererbsen in einem frischen Dressing.',
    },
    slots: [
      need('protein', ['chickpeas'], { share: 1.5 }),
      need('sauce', [
        'lemon',
        'lemon-juice',
        'red-wine-vinegar',
        'white-wine-vinegar',
        'apple-cider-vinegar',
      ]),
      maybe(
        'vegetables',
        ['cherry-tomato', 'tomato', 'cucumber', 'red-bell-pepper', 'plum-tomato', 'yellow-bell-pepper'],
        {
          max: 3,
          share: 0.5,
        },
      ),
      maybe('aromatics', ['red-onion', 'spring-onion', 'shallot'], { share: 0.4 }),
      maybe('herb', ['parsley', 'coriander', 'mint'], { max: 2, share: 0.8 }),
      maybe('seasoning', ['cumin', 'sumac', 'paprika', 'smoked-paprika', 'chili-flakes']),
      maybe('cheese', ['feta']),
    ],
    steps: [
      shared('chop', 8, 'prep', {
        uses: ['protein', 'vegetables', 'aromatics', 'herb', 'cheese'],
        prep: 'dice',
      }),
      ...vinaigrette('sauce', 'seasoning'),
      own(
        T(
          'Add {items:def}, toss well and leave for {min} min so the chickpeas take up the dressing.',
          'Unisci {items:def}, mescola bene e lascia insaporire per {min} min.',
          'Ajoutez {items:def}, mélangez bien et laissez reposer {min} min pour que les pois chiches s’imprègnent de la sauce.',
          '{items:acc} zugeben, gut mischen und {min} Min. durchziehen lassen.',
        ),
        10,
        'cook',
        { uses: ['protein', 'vegetables', 'aromatics', 'herb'] },
      ),
      own(
        T(
          'Scatter {items:def} over the top and serve.',
          'Cospargi con {items:def} e servi.',
          'Parsemez {items:de0} et servez.',
          'Mit {items:dat} bestreuen und servieren.',
        ),
        1,
        'prep',
        { uses: ['cheese'] },
      ),
      own(
        T(
          'Toss again and serve.',
          'Mescola ancora e servi.',
          'Mélangez encore et servez.',
          'Noch einmal durchmischen und servieren.',
        ),
        1,
        'prep',
        { unless: ['cheese'] },
      ),
    ],
    staples: ['salt', 'pepper', 'oil'],
  }),
  dish({
    id: 'tuna-bean-salad',
    family: 'salad',
    course: 'main',
    cuisine: 'italian',
    difficulty: 'easy',
    names: {
      en: 'Tuna and bean salad',
      it: 'Insalata di tonno e fagioli',
      fr: 'Salade de thon aux haricots',
      de: 'Thunfisch-Bohnen-Salat',
    },
    aliases: { en: ['Tuscan tuna and bean salad'], it: ['fagioli e tonno', 'tonno e fagioli'] },
    description: {
      en: 'The Italian store-cupboard classic: tender beans and tuna with onion and good olive oil.',
      it: 'Il classico della dispensa italiana: fagioli teneri e tonno con cipolla e olio buono.',
      fr: 'Le grand classique italien du placard : haricots fondants et thon, avec de l’oignon et une bonne huile d’olive.',
      de: 'Der italienische Vorratsklassiker: zarte Bohnen und Thunfisch mit Zwiebel und gutem Olivenöl.',
    },
    slots: [
      need('protein', ['canned-tuna']),
      need('base', ['cannellini-bean', 'white-bean', 'borlotti-bean', 'butter-bean'], { share: 1.5 }),
      need('aromatics', ['red-onion', 'spring-onion', 'onion', 'shallot'], { share: 0.5 }),
      need('sauce', ['red-wine-vinegar', 'white-wine-vinegar', 'lemon', 'lemon-juice'], { share: 0.8 }),
      maybe('vegetables', ['cherry-tomato', 'celery', 'tomato'], { max: 2, share: 0.5 }),
      maybe('herb', ['parsley', 'basil'], { share: 0.6 }),
    ],
    steps: [
      shared('chop', 1, 'prep', { uses: ['aromatics'], prep: 'slices' }),
      shared('chop', 5, 'prep', { uses: ['base', 'protein', 'vegetables', 'herb'], prep: 'chop' }),
      ...vinaigrette('sauce', undefined, { optional: true }),
      own(
        T(
          'Add {items:def} to the dressing and toss gently.',
          'Unisci {items:def} al condimento e mescola delicatamente.',
          'Ajoutez {items:def} à la sauce et mélangez délicatement.',
          '{items:acc} zum Dressing geben und vorsichtig mischen.',
        ),
        2,
        'prep',
        { uses: ['base', 'aromatics', 'vegetables', 'herb'] },
      ),
      own(
        T(
          'Break {items:def} into large flakes over the top and serve.',
          'Sbriciola {items:def} a pezzi grossi sopra l’insalata e servi.',
          'Émiettez grossièrement {items:def} par-dessus et servez.',
          '{items:acc} in groben Stücken darüberzupfen und servieren.',
        ),
        1,
        'prep',
        { uses: ['protein'] },
      ),
    ],
    staples: ['salt', 'pepper', 'oil'],
    tip: {
      en: 'Soak the sliced onion in cold water for 10 minutes to take the edge off its bite.',
      it: 'Per addolcire la cipolla, lasciala a bagno in acqua fredda per 10 minuti dopo averla affettata.',
      fr: 'Pour adoucir l’oignon, laissez-le tremper 10 minutes dans de l’eau froide après l’avoir émincé.',
      de: 'Damit die Zwiebel milder wird, die Scheiben 10 Minuten in kaltes Wasser legen.',
    },
  }),
  dish({
    id: 'carottes-rapees',
    family: 'salad',
    course: 'starter',
    cuisine: 'french',
    difficulty: 'easy',
    names: {
      en: 'Grated carrot salad',
      it: 'Insalata di carote grattugiate',
      fr: 'Carottes râpées',
      de: 'Karottensalat',
    },
    aliases: {
      en: ['carottes râpées'],
      fr: ['salade de carottes râpées'],
      de: ['Möhrensalat', 'Karottenrohkost'],
    },
    description: {
      en: 'The French bistro starter: freshly grated carrots in a bright vinaigrette.',
      it: 'L’antipasto dei bistrot francesi: carote appena grattugiate in una vinaigrette fresca.',
      fr: 'L’entrée de bistrot par excellence : des carottes fraîchement râpées dans une vinaigrette pleine de fraîcheur.',
      de: 'Die französische Bistro-Vorspeise: frisch geraspelte Karotten in einer spritzigen Vinaigrette.',
    },
    slots: [
      need('vegetables', ['carrot'], { share: 1.5 }),
      need('sauce', [
        'lemon',
        'lemon-juice',
        'white-wine-vinegar',
        'apple-cider-vinegar',
        'red-wine-vinegar',
      ]),
      maybe('seasoning', ['mustard'], { share: 0.5 }),
      maybe('herb', ['parsley', 'chives', 'coriander'], { share: 0.6 }),
      maybe('topping', ['raisin', 'walnut', 'sunflower-seed', 'pumpkin-seed'], { share: 0.6 }),
    ],
    steps: [
      ...vinaigrette('sauce', 'seasoning'),
      own(
        T(
          'Peel and coarsely grate {items:def}.',
          'Sbuccia e grattugia grossolanamente {items:def}.',
          'Épluchez et râpez {items:def}.',
          '{items:acc} schälen und grob raspeln.',
        ),
        5,
        'prep',
        { uses: ['vegetables'] },
      ),
      shared('chop', 1, 'prep', { uses: ['herb'], prep: 'fine' }),
      own(
        T(
          'Add {items:def} to the dressing, toss well and leave for {min} min before serving.',
          'Unisci {items:def} al condimento, mescola bene e lascia riposare {min} min prima di servire.',
          'Ajoutez {items:def} à la vinaigrette, mélangez bien et laissez reposer {min} min avant de servir.',
          '{items:acc} zum Dressing geben, gut mischen und vor dem Servieren {min} Min. ziehen lassen.',
        ),
        10,
        'cook',
        { uses: ['vegetables', 'herb', 'topping'] },
      ),
    ],
    staples: ['salt', 'pepper', 'oil'],
  }),
  dish({
    id: 'celeri-remoulade',
    family: 'salad',
    course: 'starter',
    cuisine: 'french',
    difficulty: 'easy',
    names: {
      en: 'Celeriac remoulade',
      it: 'Sedano rapa alla rémoulade',
      fr: 'Céleri rémoulade',
      de: 'Céleri rémoulade',
    },
    aliases: { en: ['céleri rémoulade'], fr: ['céleri-rave rémoulade'], de: ['Selleriesalat mit Remoulade'] },
    description: {
      en: 'A French bistro classic: crunchy matchsticks of celeriac in a mustardy mayonnaise.',
      it: 'Un classico dei bistrot francesi: bastoncini croccanti di sedano rapa in una maionese alla senape.',
      fr: 'Un classique des bistrots : du céleri-rave croquant en julienne, dans une mayonnaise bien moutardée.',
      de: 'Ein französischer Bistroklassiker: knackige Knollensellerie-Streifen in einer Senfmayonnaise.',
    },
    slots: [
      need('vegetables', ['celeriac']),
      need('sauce', ['mayonnaise'], { share: 1.5 }),
      need('seasoning', ['mustard']),
      maybe('fruit', ['lemon', 'lemon-juice'], { share: 0.5 }),
      maybe('dairy', ['creme-fraiche', 'sour-cream'], { share: 0.5 }),
      maybe('herb', ['parsley', 'chives'], { share: 0.5 }),
    ],
    steps: [
      own(
        T(
          'Peel {items:def} and cut into fine matchsticks or grate coarsely.',
          'Sbuccia {items:def} e taglialo a fiammiferi sottili o grattugialo grossolanamente.',
          'Épluchez {items:def} et taillez-le en fine julienne ou râpez-le grossièrement.',
          '{items:acc} schälen und in feine Stifte schneiden oder grob raspeln.',
        ),
        10,
        'prep',
        { uses: ['vegetables'] },
      ),
      own(
        T(
          'Squeeze {items:def} over the celeriac and toss straight away so it stays white.',
          'Spremi {items:def} sul sedano rapa e mescola subito perché resti bianco.',
          'Pressez {items:def} sur le céleri et mélangez aussitôt pour qu’il reste blanc.',
          '{items:acc} über den Sellerie auspressen und sofort mischen, damit er weiß bleibt.',
        ),
        1,
        'prep',
        { uses: ['fruit'], ifKinds: ['citrus'] },
      ),
      own(
        T(
          'Toss the celeriac straight away with {items:def} so it stays white.',
          'Mescola subito il sedano rapa con {items:def} perché resti bianco.',
          'Mélangez aussitôt le céleri avec {items:def} pour qu’il reste blanc.',
          'Den Sellerie sofort mit {items:dat} mischen, damit er weiß bleibt.',
        ),
        1,
        'prep',
        { uses: ['fruit'], ifKinds: ['vinegar'] },
      ),
      shared('chop', 1, 'prep', { uses: ['herb'], prep: 'fine' }),
      creamyDressing(['sauce', 'seasoning', 'dairy']),
      own(
        T(
          'Fold in the celeriac and {items:def} until well coated.',
          'Incorpora il sedano rapa e {items:def}, mescolando finché è ben condito.',
          'Incorporez le céleri et {items:def} en mélangeant bien.',
          'Den Sellerie und {items:acc} unterheben, bis alles gut überzogen ist.',
        ),
        2,
        'prep',
        { uses: ['herb'] },
      ),
      own(
        T(
          'Fold in the celeriac until well coated.',
          'Incorpora il sedano rapa, mescolando finché è ben condito.',
          'Incorporez le céleri en mélangeant bien.',
          'Den Sellerie unterheben, bis er gut überzogen ist.',
        ),
        2,
        'prep',
        { unless: ['herb'] },
      ),
      own(
        T(
          'Leave in the fridge for {min} min so the celeriac softens slightly, then serve.',
          'Lascia in frigo per {min} min perché il sedano rapa si ammorbidisca un po’, poi servi.',
          'Laissez reposer au réfrigérateur {min} min pour que le céleri s’attendrisse un peu, puis servez.',
          '{min} Min. im Kühlschrank ziehen lassen, damit der Sellerie etwas weicher wird, dann servieren.',
        ),
        30,
        'cook',
      ),
    ],
    staples: ['salt', 'pepper'],
  }),
  dish({
    id: 'egg-salad',
    family: 'salad',
    course: 'side',
    cuisine: 'american',
    difficulty: 'easy',
    names: { en: 'Egg salad', it: 'Insalata di uova', fr: 'Salade d’œufs', de: 'Eiersalat' },
    aliases: { en: ['egg mayonnaise', 'egg mayo'] },
    description: {
      en: 'Chopped hard-boiled eggs folded into a creamy dressing, for sandwiches or a light lunch.',
      it: 'Uova sode tritate avvolte in un condimento cremoso, per panini o un pranzo leggero.',
      fr: 'Des œufs durs hachés liés d’une sauce crémeuse, pour les sandwichs ou un déjeuner léger.',
      de: 'Gehackte hart gekochte Eier in einer cremigen Sauce – fürs Brot oder ein leichtes Mittagessen.',
    },
    slots: [
      need('egg', ['egg', 'duck-egg'], { cook: ['simmer', 10, 12] }),
      need('sauce', ['mayonnaise']),
      maybe('dairy', ['greek-yogurt', 'yogurt'], { share: 0.2 }),
      maybe('seasoning', ['mustard', 'paprika', 'curry-powder'], { max: 2, share: 0.5 }),
      maybe('aromatics', ['spring-onion', 'shallot', 'red-onion'], { share: 0.4 }),
      maybe('vegetables', ['celery'], { share: 0.5 }),
      maybe('herb', ['chives', 'dill', 'parsley'], { share: 0.7 }),
    ],
    steps: [
      hardBoil(10),
      shared('chop', 4, 'prep', { uses: ['aromatics', 'vegetables', 'herb'], prep: 'fine' }),
      creamyDressing(['sauce', 'dairy', 'seasoning']),
      own(
        T(
          'Chop the eggs roughly and fold them into the dressing with {items:def}.',
          'Trita grossolanamente le uova e uniscile al condimento con {items:def}.',
          'Hachez grossièrement les œufs et incorporez-les à la sauce avec {items:def}.',
          'Die Eier grob hacken und mit {items:dat} unter die Sauce heben.',
        ),
        3,
        'prep',
        { uses: ['aromatics', 'vegetables', 'herb'] },
      ),
      own(
        T(
          'Chop the eggs roughly and fold them into the dressing.',
          'Trita grossolanamente le uova e uniscile al condimento.',
          'Hachez grossièrement les œufs et incorporez-les à la sauce.',
          'Die Eier grob hacken und unter die Sauce heben.',
        ),
        3,
        'prep',
        { unless: ['aromatics', 'vegetables', 'herb'] },
      ),
      own(
        T(
          'Chill for {min} min before serving.',
          'Lascia in frigo per {min} min prima di servire.',
          'Réservez au frais {min} min avant de servir.',
          'Vor dem Servieren {min} Min. kalt stellen.',
        ),
        10,
        'cook',
      ),
    ],
    staples: ['salt', 'pepper', 'water'],
  }),
  dish({
    id: 'tomato-salad',
    family: 'salad',
    course: 'side',
    cuisine: 'international',
    difficulty: 'easy',
    names: { en: 'Tomato salad', it: 'Insalata di pomodori', fr: 'Salade de tomates', de: 'Tomatensalat' },
    description: {
      en: 'Ripe tomatoes in a simple dressing, left to stand until their juices run.',
      it: 'Pomodori maturi in un condimento semplice, lasciati riposare finché rilasciano il loro succo.',
      fr: 'Des tomates mûres dans un assaisonnement tout simple, laissées reposer jusqu’à ce qu’elles rendent leur jus.',
      de: 'Reife Tomaten in einem einfachen Dressing, so lange mariniert, bis sie ihren Saft abgeben.',
    },
    slots: [
      need('vegetables', FRESH_TOMATOES, { share: 1.5 }),
      maybe('aromatics', ['red-onion', 'onion', 'shallot', 'spring-onion'], { share: 0.4 }),
      maybe('herb', ['basil', 'parsley', 'chives'], { share: 0.6 }),
      maybe('seasoning', ['oregano']),
      maybe('sauce', [...VINEGARS, 'balsamic-vinegar', 'lemon-juice']),
    ],
    steps: [
      shared('chop', 3, 'prep', { uses: ['vegetables'], prep: 'chunks' }),
      shared('chop', 2, 'prep', { uses: ['aromatics', 'herb'], prep: 'slices' }),
      ...vinaigrette('sauce', 'seasoning', { optional: true }),
      own(
        T(
          'Add {items:def} to the dressing and toss gently.',
          'Unisci {items:def} al condimento e mescola delicatamente.',
          'Ajoutez {items:def} à l’assaisonnement et mélangez délicatement.',
          '{items:acc} zum Dressing geben und vorsichtig mischen.',
        ),
        1,
        'prep',
        { uses: ['vegetables', 'aromatics', 'herb'] },
      ),
      own(
        T(
          'Leave to stand for {min} min so the tomatoes release their juices, then serve.',
          'Lascia riposare {min} min perché i pomodori rilascino il loro succo, poi servi.',
          'Laissez reposer {min} min pour que les tomates rendent leur jus, puis servez.',
          '{min} Min. ziehen lassen, damit die Tomaten ihren Saft abgeben, dann servieren.',
        ),
        10,
        'cook',
      ),
    ],
    staples: ['salt', 'pepper', 'oil'],
    tip: {
      en: 'Keep tomatoes out of the fridge: at room temperature they keep all their flavour.',
      it: 'Non tenere i pomodori in frigo: a temperatura ambiente conservano tutto il loro sapore.',
      fr: 'Ne mettez pas les tomates au réfrigérateur : à température ambiante, elles gardent toute leur saveur.',
      de: 'Tomaten nicht im Kühlschrank lagern: Bei Zimmertemperatur behalten sie ihr volles Aroma.',
    },
  }),
];

export const SOUPS_SALADS: readonly DishData[] = [...SOUPS, ...SALADS];
