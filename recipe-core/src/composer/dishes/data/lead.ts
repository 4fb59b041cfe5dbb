import { dish, maybe, need, own, shared, type DishData, type Texts } from '../types';

const T = (en: string, it: string, fr: string, de: string): Texts => ({ en, it, fr, de });

/** Dishes the lead engineer added while checking the composer against cooks' fridges. */
export const LEAD_DISHES: readonly DishData[] = [
  dish({
    id: 'green-salad',
    family: 'salad',
    course: 'side',
    cuisine: 'international',
    difficulty: 'easy',
    names: { en: 'Green salad', it: 'Insalata verde', fr: 'Salade verte', de: 'Grüner Salat' },
    aliases: { en: ['side salad', 'mixed leaf salad'], it: ['insalata mista'], de: ['Blattsalat'] },
    description: {
      en: 'Crisp leaves tossed at the last moment in a simple dressing: the salad that goes with everything.',
      it: 'Foglie croccanti condite all’ultimo momento con un condimento semplice: l’insalata che accompagna tutto.',
      fr: 'Des feuilles croquantes mélangées au dernier moment à un assaisonnement tout simple : la salade qui va avec tout.',
      de: 'Knackige Blätter, erst kurz vor dem Servieren mit einem einfachen Dressing vermischt: der Salat, der zu allem passt.',
    },
    slots: [
      need('base', ['lettuce', 'kind:salad-leaf'], { max: 3, share: 0.8 }),
      maybe('vegetables', ['cucumber', 'radish', 'cherry-tomato', 'tomato', 'spring-onion', 'red-onion'], {
        max: 2,
        share: 0.5,
      }),
      maybe(
        'sauce',
        [
          'red-wine-vinegar',
          'white-wine-vinegar',
          'apple-cider-vinegar',
          'balsamic-vinegar',
          'lemon',
          'lemon-juice',
          'mustard',
        ],
        { max: 2 },
      ),
      maybe('herb', ['chives', 'parsley', 'dill', 'basil']),
      // A bottled dressing is the dressing, when the cook has no vinegar or lemon of their own.
      maybe('garnish', ['salad-dressing'], { share: 1 }),
    ],
    steps: [
      own(
        T(
          'Wash {items:def} in plenty of cold water, dry the leaves well in a salad spinner or a clean tea towel and tear them into bite-sized pieces.',
          'Lava {items:def} in abbondante acqua fredda, asciuga bene le foglie con la centrifuga o un canovaccio pulito e spezzale a pezzi grandi quanto un boccone.',
          'Lavez {items:def} dans beaucoup d’eau froide, essorez bien les feuilles dans une essoreuse ou un torchon propre et déchirez-les en morceaux d’une bouchée.',
          '{items:acc} in reichlich kaltem Wasser waschen, die Blätter in der Salatschleuder oder einem sauberen Küchentuch gut trocknen und in mundgerechte Stücke zupfen.',
        ),
        5,
        'prep',
        { uses: ['base'] },
      ),
      shared('chop', 2, 'prep', { uses: ['vegetables', 'herb'], prep: 'slices' }),
      own(
        T(
          'In a large salad bowl, whisk {items:def} with a pinch of salt and pepper, then whisk in about 3 tablespoons of olive oil.',
          'In un’insalatiera capiente sbatti {items:def} con un pizzico di sale e pepe, poi incorpora circa 3 cucchiai di olio extravergine.',
          'Dans un grand saladier, fouettez {items:def} avec une pincée de sel et de poivre, puis incorporez environ 3 cuillères à soupe d’huile d’olive.',
          'In einer großen Salatschüssel {items:acc} mit je einer Prise Salz und Pfeffer verrühren, dann etwa 3 Esslöffel Olivenöl unterschlagen.',
        ),
        2,
        'prep',
        { uses: ['sauce'] },
      ),
      own(
        T(
          'In a large salad bowl, stir a good pinch of salt and a little pepper into 2–3 tablespoons of your best olive oil.',
          'In un’insalatiera capiente mescola un buon pizzico di sale e un po’ di pepe con 2–3 cucchiai del tuo olio extravergine migliore.',
          'Dans un grand saladier, mélangez une bonne pincée de sel et un peu de poivre avec 2 à 3 cuillères à soupe de votre meilleure huile d’olive.',
          'In einer großen Salatschüssel eine gute Prise Salz und etwas Pfeffer mit 2–3 Esslöffeln bestem Olivenöl verrühren.',
        ),
        1,
        'prep',
        { unless: ['sauce', 'garnish'] },
      ),
      own(
        T(
          'Pour {items:def} into a large salad bowl.',
          'Versa {items:def} in un’insalatiera capiente.',
          'Versez {items:def} dans un grand saladier.',
          '{items:acc} in eine große Salatschüssel geben.',
        ),
        1,
        'prep',
        { uses: ['garnish'], unless: 'sauce' },
      ),
      own(
        T(
          'Just before serving, add {items:def} and toss gently until every leaf is lightly coated.',
          'Appena prima di servire unisci {items:def} e mescola delicatamente finché ogni foglia è appena condita.',
          'Juste avant de servir, ajoutez {items:def} et mélangez délicatement jusqu’à ce que chaque feuille soit légèrement enrobée.',
          'Erst kurz vor dem Servieren {items:acc} dazugeben und vorsichtig mischen, bis jedes Blatt leicht benetzt ist.',
        ),
        1,
        'prep',
        { uses: ['base', 'vegetables', 'herb'] },
      ),
    ],
    staples: ['salt', 'pepper', 'oil'],
  }),
];
