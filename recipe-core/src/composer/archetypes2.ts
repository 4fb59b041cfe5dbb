import { CATALOG } from '../catalog/index';
import type { IngredientKind } from '../catalog/kinds';
import * as G from './groups';
import { ALLIUMS, CHEESE_TOP, HERBS, r, s, SAVOURY_ARCHETYPES } from './archetypes';
import { EXTRA_ARCHETYPES } from './archetypes3';
import { withCooking } from './cooking';
import type { Archetype } from './types';

/** Spices scattered over a finished dish as they are: flakes of chilli, paprika, nutmeg grated on. */
const FINISHING_SPICES: ReadonlySet<string> = new Set([
  'chili-flakes',
  'paprika',
  'smoked-paprika',
  'cayenne-pepper',
  'nutmeg',
  'zaatar',
  'sumac',
]);

/** Kinds cooked in a few minutes that would break up or toughen while vegetables soften beside them. */
const QUICK_SEAFOOD: readonly IngredientKind[] = [
  'firm-fish',
  'delicate-fish',
  'shellfish',
  'mollusc',
  'cephalopod',
];

/** Already cooked or cured: in a pan-fry it only warms through, after the vegetables. */
const READY_TO_WARM: readonly IngredientKind[] = [
  'cooked-meat',
  'cured-meat',
  'canned-fish',
  'smoked-fish',
  'cooked-pulse',
];
/** What goes into a pan-fry after the vegetables rather than before them. */
const LAST_IN: readonly IngredientKind[] = [...QUICK_SEAFOOD, ...READY_TO_WARM];
/** Of those, the fish and seafood cooked in the pan's own fat, and what only warms through (or opens). */
const FISH_LAST: readonly IngredientKind[] = ['firm-fish', 'delicate-fish', 'shellfish', 'cephalopod'];
const WARMED_LAST: readonly IngredientKind[] = LAST_IN.filter((k) => !FISH_LAST.includes(k));

const SWEET = r('sweet', ['condiments', 'baking', 'pantry'], 0, 1, { only: G.SWEETENERS, share: 0.5 });
const NUTS_TOP = r('topping', ['nuts', 'grains'], 0, 2, {
  only: [
    'almond',
    'walnut',
    'hazelnut',
    'pistachio',
    'pecan',
    'cashew',
    'peanut',
    'pumpkin-seed',
    'sunflower-seed',
    'chia-seed',
    'flaxseed',
    'sesame-seed',
    'oats',
    'mixed-nuts',
    'hemp-seed',
    'coconut',
  ],
  share: 0.4,
});
const CRUNCH_FRUIT = [
  'apple',
  'pear',
  'plum',
  'rhubarb',
  'peach',
  'apricot',
  'cherry',
  'blueberry',
  'raspberry',
  'blackberry',
  'strawberry',
  'nectarine',
  'fig',
  'quince',
  'mango',
  'redcurrant',
  'blackcurrant',
  'cranberry',
];

/** More dishes: one-pots, breakfasts, sweets and breads. */
const MORE: readonly Archetype[] = [
  {
    id: 'stew',
    cuisine: 'international',
    difficulty: 'medium',
    roles: [
      r('protein', ['meat', 'fish', 'legumes'], 1, 1, {
        only: [...G.STEW_PROTEIN, ...G.READY_LEGUMES, 'pork-sausage', 'green-lentil', 'brown-lentil'],
      }),
      r('vegetables', ['vegetables'], 0, 4, {
        only: [
          'potato',
          'carrot',
          'celery',
          'parsnip',
          'swede',
          'turnip',
          'button-mushroom',
          'pumpkin',
          'butternut-squash',
          'sweet-potato',
          'pea',
          'green-bean',
          'red-bell-pepper',
          'celeriac',
          'fennel',
          'tomato',
          'zucchini',
          'aubergine',
          'kale',
          'savoy-cabbage',
        ],
      }),
      r('aromatics', ['vegetables'], 0, 3, { only: G.ALLIUMS }),
      r('liquid', ['pantry', 'condiments', 'vegetables'], 0, 2, {
        only: [...G.STOCKS, ...G.WINES, 'canned-tomatoes', 'passata', 'tomato-paste'],
      }),
      r('seasoning', ['herbs', 'spices'], 0, 3, {
        only: [
          'rosemary',
          'thyme',
          'bay-leaves',
          'sage',
          'paprika',
          'smoked-paprika',
          'juniper-berries',
          'cloves',
          'caraway',
          'parsley',
          'oregano',
        ],
        share: 0.5,
      }),
    ],
    steps: [
      s('chop', 10, 'prep', ['protein', 'vegetables', 'aromatics']),
      s('brownProtein', 8, 'cook', ['protein']),
      s('sweatAromatics', 5, 'cook', ['aromatics']),
      s('stew.liquid', 2, 'cook', ['liquid', 'seasoning']),
      s('stew.simmer', 60, 'cook', ['vegetables']),
      s('stew.simmerPlain', 60, 'cook', undefined, 'vegetables'),
      s('stew.finish', 3, 'cook'),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
    titleRoles: ['protein', 'vegetables'],
  },
  {
    id: 'grain-bowl',
    cuisine: 'international',
    difficulty: 'easy',
    roles: [
      r('base', ['grains'], 1, 1, {
        only: [
          'quinoa',
          'couscous',
          'bulgur',
          'rice',
          'brown-rice',
          'farro',
          'pearl-barley',
          'buckwheat',
          'millet',
          'wild-rice',
          'black-rice',
          'spelt',
        ],
      }),
      r('vegetables', ['vegetables'], 1, 4, {
        except: [
          ...G.ALLIUMS,
          'canned-tomatoes',
          'caper',
          'ginger-root',
          'chili-pepper',
          'lemongrass',
          'potato',
          'swede',
          'turnip',
          'jerusalem-artichoke',
          'black-salsify',
        ],
      }),
      r('protein', ['legumes', 'eggs', 'fish', 'meat', 'cheese'], 0, 1, {
        only: [
          ...G.READY_LEGUMES,
          'egg',
          'salmon',
          'smoked-salmon',
          'canned-tuna',
          'chicken-breast',
          'feta',
          'halloumi',
          'goat-cheese',
        ],
      }),
      r('seasoning', ['condiments', 'dairy', 'fruit', 'herbs'], 1, 2, {
        only: [
          'tahini',
          'greek-yogurt',
          'yogurt',
          'lemon',
          'lime',
          'soy-sauce',
          'pesto',
          'mint',
          'parsley',
          'coriander',
          'balsamic-vinegar',
        ],
        share: 0.5,
      }),
      NUTS_TOP,
    ],
    steps: [
      s('cookBase', 0, 'cook', ['base']),
      s('chop', 6, 'prep', ['vegetables']),
      s('bowl.protein', 5, 'cook', ['protein']),
      s('bowl.dress', 2, 'prep', ['seasoning']),
      s('bowl.assemble', 2, 'prep', ['protein', 'topping']),
      s('bowl.assemblePlain', 2, 'prep', undefined, ['protein', 'topping']),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
    titleRoles: ['vegetables', 'protein'],
  },
  {
    id: 'gratin',
    cuisine: 'french',
    difficulty: 'medium',
    roles: [
      r('vegetables', ['vegetables'], 1, 3, {
        only: [
          'potato',
          'cauliflower',
          'broccoli',
          'fennel',
          'zucchini',
          'leek',
          'pumpkin',
          'butternut-squash',
          'sweet-potato',
          'celeriac',
          'chard',
          'endive',
          'spinach',
          'parsnip',
          'romanesco',
        ],
      }),
      r('dairy', ['dairy'], 0, 2, { only: [...G.MILKS, ...G.CREAMS] }),
      r('topping', ['cheese'], 0, 2, {
        only: [
          'gruyere',
          'comte',
          'emmental',
          'parmesan',
          'grana-padano',
          'cheddar',
          'mozzarella',
          'fontina',
          'raclette-cheese',
          'gouda',
          'reblochon',
          'blue-cheese',
        ],
        share: 0.6,
      }),
      r('aromatics', ['vegetables'], 0, 1, { only: ['garlic', 'onion', 'shallot'] }),
      r('seasoning', ['spices', 'herbs', 'bread'], 0, 2, {
        only: ['nutmeg', 'thyme', 'rosemary', 'breadcrumbs'],
        share: 0.4,
      }),
    ],
    steps: [
      s('tray.heat', 10, 'prep'),
      s('gratin.slice', 8, 'prep', ['vegetables', 'aromatics']),
      // Aubergine is never boiled (it goes to the parmigiana, fried or baked); the firm vegetables are.
      s('gratin.parboil', 8, 'cook', ['vegetables']),
      s('gratin.layer', 4, 'prep', ['dairy', 'seasoning']),
      s('gratin.layerPlain', 4, 'prep', undefined, 'dairy'),
      s('gratin.top', 1, 'prep', ['topping']),
      s('gratin.bake', 25, 'cook'),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
    titleRoles: ['vegetables', 'topping'],
    // A gratin is baked under cheese for its golden crust: vegetables under cream alone have none (a reader:
    // "the promised golden crust has nothing to make it").
    needsAny: ['topping'],
  },
  {
    id: 'pancakes',
    cuisine: 'international',
    difficulty: 'easy',
    roles: [
      r('base', ['baking', 'grains'], 1, 1, { only: [...G.FLOURS, 'oats'] }),
      r('protein', ['eggs'], 0, 1, { only: G.EGGS, share: 0.5 }),
      r('dairy', ['dairy'], 0, 1, { only: [...G.MILKS, 'yogurt'] }),
      r('fruit', ['fruit'], 0, 2, {
        only: ['banana', 'blueberry', 'raspberry', 'strawberry', 'apple', 'pear', 'blackberry', 'cherry'],
        share: 0.6,
      }),
      r('seasoning', ['baking', 'spices'], 0, 2, {
        only: ['baking-powder', 'baking-soda', 'vanilla-extract', 'vanilla-sugar', 'cinnamon'],
        share: 0.3,
      }),
      SWEET,
    ],
    steps: [
      s('pancakes.batter', 5, 'prep', ['base', 'protein', 'dairy', 'seasoning']),
      s('pancakes.rest', 5, 'prep'),
      s('pancakes.fruit', 3, 'prep', ['fruit']),
      s('pancakes.cook', 12, 'cook'),
      s('pancakes.serve', 1, 'cook', ['sweet']),
    ],
    staples: ['salt', 'oil', 'water'],
    titleRoles: ['fruit'],
  },
  {
    id: 'smoothie',
    cuisine: 'international',
    difficulty: 'easy',
    roles: [
      r('fruit', ['fruit', 'vegetables'], 1, 3, {
        only: [
          'banana',
          'strawberry',
          'raspberry',
          'blueberry',
          'blackberry',
          'mango',
          'pineapple',
          'peach',
          'apple',
          'pear',
          'kiwi',
          'orange',
          'mandarin',
          'cherry',
          'apricot',
          'melon',
          'watermelon',
          'papaya',
          'passion-fruit',
          'date',
          'plum',
          'nectarine',
          'grape',
          'redcurrant',
          'blackcurrant',
          'fig',
        ],
        share: 0.8,
      }),
      // Greens go in beside fruit, never alone: spinach blended with water is not a smoothie.
      r('vegetables', ['vegetables', 'fruit'], 0, 1, {
        only: ['spinach', 'kale', 'avocado', 'cucumber'],
        share: 0.4,
      }),
      r('dairy', ['dairy', 'pantry'], 0, 1, {
        only: [...G.MILKS, 'yogurt', 'greek-yogurt', 'buttermilk', 'coconut-milk'],
      }),
      r('topping', ['nuts', 'grains', 'pantry'], 0, 2, {
        only: ['oats', 'chia-seed', 'flaxseed', 'almond', 'peanut-butter', 'hemp-seed', 'cashew'],
        share: 0.3,
      }),
      r('sweet', ['condiments', 'pantry', 'spices', 'herbs'], 0, 1, {
        only: ['honey', 'maple-syrup', 'agave-syrup', 'cinnamon', 'mint', 'ground-ginger'],
        share: 0.3,
      }),
    ],
    steps: [
      s('smoothie.prep', 3, 'prep', ['fruit', 'vegetables']),
      s('smoothie.blend', 2, 'prep', ['dairy', 'topping', 'sweet']),
      s('smoothie.blendWater', 2, 'prep', undefined, 'dairy'),
    ],
    staples: ['water'],
    titleRoles: ['fruit'],
    // Apples blended with water are not "thick" (a French reader): a smoothie needs milk or yogurt.
    needsAny: ['dairy'],
  },
  {
    id: 'bruschetta',
    cuisine: 'italian',
    difficulty: 'easy',
    roles: [
      r('base', ['bread'], 1, 1, { only: G.BREADS, share: 1 }),
      r('vegetables', ['vegetables'], 0, 3, {
        only: [
          'tomato',
          'cherry-tomato',
          'plum-tomato',
          'red-bell-pepper',
          'button-mushroom',
          'black-olive',
          'green-olive',
          'avocado',
          'rocket',
          'zucchini',
          'aubergine',
          'artichoke',
          'sun-dried-tomato',
          'caper',
          'spinach',
          'pea',
          'broad-bean',
        ],
      }),
      r('topping', ['cheese', 'meat', 'fish', 'legumes'], 0, 1, {
        only: [
          'mozzarella',
          'buffalo-mozzarella',
          'burrata',
          'ricotta',
          'goat-cheese',
          'stracchino',
          'prosciutto',
          'bresaola',
          'anchovy-fillets',
          'smoked-salmon',
          'canned-tuna',
          'cannellini-bean',
          'gorgonzola',
          'feta',
        ],
        share: 0.6,
      }),
      r('aromatics', ['vegetables'], 0, 1, { only: ['garlic', 'red-onion'] }),
      r('seasoning', ['herbs', 'condiments', 'spices'], 0, 2, {
        only: ['basil', 'oregano', 'parsley', 'mint', 'thyme', 'balsamic-vinegar', 'pesto', 'chili-flakes'],
        share: 0.4,
      }),
    ],
    steps: [
      s('bruschetta.toast', 4, 'cook', ['base']),
      s('bruschetta.rub', 1, 'prep', ['aromatics']),
      s('bruschetta.topping', 5, 'prep', ['vegetables', 'seasoning']),
      s('bruschetta.top', 2, 'prep', ['vegetables', 'topping']),
      s('bruschetta.drizzle', 1, 'prep'),
    ],
    staples: ['salt', 'pepper', 'oil'],
    titleRoles: ['vegetables', 'topping'],
  },
  {
    id: 'quesadilla',
    cuisine: 'mexican',
    difficulty: 'easy',
    roles: [
      r('base', ['bread'], 1, 1, { only: G.TORTILLAS }),
      r('topping', ['cheese'], 0, 2, {
        only: [
          'cheddar',
          'monterey-jack',
          'mozzarella',
          'gouda',
          'edam',
          'emmental',
          'feta',
          'goat-cheese',
          'scamorza',
          'provolone',
        ],
        share: 0.7,
      }),
      r('protein', ['meat', 'legumes', 'fish', 'eggs'], 0, 1, {
        only: [
          'chicken-breast',
          'minced-beef',
          'cooked-ham',
          'black-bean',
          'kidney-bean',
          'pinto-bean',
          'chorizo',
          'prawns',
          'egg',
          'canned-tuna',
        ],
      }),
      r('vegetables', ['vegetables'], 0, 3, {
        only: [
          'red-bell-pepper',
          'green-bell-pepper',
          'yellow-bell-pepper',
          'onion',
          'red-onion',
          'sweet-corn',
          'spinach',
          'button-mushroom',
          'jalapeno',
          'zucchini',
          'tomato',
          'avocado',
          'spring-onion',
        ],
      }),
      r('seasoning', ['condiments', 'spices', 'herbs', 'fruit'], 0, 2, {
        only: [
          'salsa',
          'hot-sauce',
          'taco-seasoning',
          'cumin',
          'chili-powder',
          'coriander',
          'lime',
          'enchilada-sauce',
          'smoked-paprika',
        ],
        share: 0.4,
      }),
    ],
    steps: [
      s('chop', 5, 'prep', ['vegetables']),
      s('brownProtein', 5, 'cook', ['protein', 'vegetables']),
      s('quesadilla.fill', 2, 'prep', ['topping', 'seasoning']),
      s('quesadilla.fillPlain', 2, 'prep', undefined, 'topping'),
      s('quesadilla.cook', 6, 'cook', ['base']),
    ],
    staples: ['salt', 'oil'],
    needsAny: ['topping', 'protein', 'vegetables'],
    titleRoles: ['protein', 'topping', 'vegetables'],
  },
  {
    id: 'shakshuka',
    cuisine: 'middle-eastern',
    difficulty: 'easy',
    roles: [
      r('protein', ['eggs'], 1, 1, { only: G.EGGS, share: 1 }),
      r('liquid', ['vegetables', 'condiments'], 1, 1, { only: G.TOMATOES }),
      r('vegetables', ['vegetables'], 0, 3, {
        only: [
          'red-bell-pepper',
          'green-bell-pepper',
          'yellow-bell-pepper',
          'pointed-pepper',
          'spinach',
          'zucchini',
          'aubergine',
          'chard',
          'kale',
        ],
      }),
      r('aromatics', ['vegetables'], 0, 2, {
        only: ['onion', 'garlic', 'red-onion', 'chili-pepper', 'shallot'],
      }),
      r('seasoning', ['spices', 'condiments'], 0, 3, {
        only: [
          'cumin',
          'paprika',
          'smoked-paprika',
          'chili-flakes',
          'harissa',
          'coriander-seeds',
          'caraway',
          'ras-el-hanout',
        ],
        share: 0.4,
      }),
      r('topping', ['cheese', 'herbs', 'dairy'], 0, 2, {
        only: ['feta', 'goat-cheese', 'coriander', 'parsley', 'mint', 'greek-yogurt'],
        share: 0.5,
      }),
    ],
    steps: [
      s('chop', 5, 'prep', ['vegetables', 'aromatics']),
      s('sweatAromatics', 4, 'cook', ['aromatics']),
      s('sauteVeg', 6, 'cook', ['vegetables']),
      s('sauteVegAdd', 6, 'cook', ['vegetables']),
      s('shakshuka.sauce', 8, 'cook', ['liquid', 'seasoning']),
      s('shakshuka.eggs', 7, 'cook', ['protein']),
      s('garnish', 1, 'cook', ['topping']),
    ],
    staples: ['salt', 'pepper', 'oil'],
    titleRoles: ['vegetables', 'topping'],
  },
  {
    id: 'pilaf',
    cuisine: 'middle-eastern',
    difficulty: 'easy',
    roles: [
      r('base', ['grains'], 1, 1, {
        // Couscous is steeped, never simmered like a pilaf's rice (a reader: "will turn couscous to mush").
        only: ['rice', 'bulgur', 'brown-rice', 'wild-rice', 'quinoa', 'pearl-barley', 'millet'],
      }),
      ALLIUMS,
      r('vegetables', ['vegetables', 'legumes'], 0, 3, {
        only: [
          'carrot',
          'pea',
          'red-bell-pepper',
          'zucchini',
          'aubergine',
          'button-mushroom',
          'spinach',
          'chickpeas',
          'pumpkin',
          'butternut-squash',
          'sweet-corn',
          'green-bean',
        ],
      }),
      r('fruit', ['fruit'], 0, 1, { only: G.DRIED_FRUIT, share: 0.5 }),
      r('seasoning', ['spices', 'herbs'], 0, 3, {
        only: [
          'cumin',
          'cinnamon',
          'cardamom',
          'turmeric',
          'saffron',
          'cloves',
          'allspice',
          'parsley',
          'mint',
          'dill',
          'bay-leaves',
          'coriander',
        ],
        share: 0.4,
      }),
      r('liquid', ['pantry', 'condiments'], 0, 1, { only: G.STOCKS }),
      r('topping', ['nuts'], 0, 2, {
        only: ['almond', 'pine-nut', 'pistachio', 'cashew', 'walnut'],
        share: 0.4,
      }),
    ],
    steps: [
      s('chop', 5, 'prep', ['aromatics', 'vegetables']),
      s('sweatAromatics', 4, 'cook', ['aromatics']),
      s('pilaf.toast', 2, 'cook', ['base', 'seasoning']),
      s('pilaf.simmer', 0, 'cook', ['vegetables', 'fruit', 'liquid']),
      s('pilaf.simmerPlain', 0, 'cook', undefined, 'vegetables'),
      s('pilaf.rest', 5, 'cook'),
      s('pilaf.nuts', 3, 'cook', ['topping']),
    ],
    staples: ['salt', 'pepper', 'oil', 'water'],
    titleRoles: ['vegetables', 'fruit', 'topping'],
  },
  {
    id: 'fruit-crumble',
    cuisine: 'international',
    difficulty: 'easy',
    roles: [
      r('fruit', ['fruit'], 1, 3, { only: CRUNCH_FRUIT, share: 1.2 }),
      r('base', ['baking', 'grains'], 1, 2, { only: [...G.FLOURS, 'oats'], share: 0.6 }),
      // A crumble topping is flour or oats rubbed with butter and sugar: both come from the cupboard if need be
      // (a reader: "rub the oats together with your fingertips" makes no crumbs).
      // About 3 parts flour or oats to 2 of butter and 2 of sugar: a topping that forms crumbs.
      r('dairy', ['dairy', 'oils'], 1, 1, { only: ['butter', 'margarine', 'coconut-oil'], share: 2 }),
      r('sweet', ['baking', 'condiments'], 1, 1, {
        only: ['sugar', 'brown-sugar', 'honey', 'maple-syrup', 'vanilla-sugar'],
        share: 2,
      }),
      r('seasoning', ['spices'], 0, 1, {
        only: ['cinnamon', 'ground-ginger', 'cardamom', 'nutmeg', 'allspice'],
        share: 0.3,
      }),
      r('topping', ['nuts'], 0, 1, { only: ['almond', 'hazelnut', 'walnut', 'pecan'], share: 0.4 }),
    ],
    steps: [
      // A crumble bakes at 190 °C: at a tray bake's 220 °C the topping scorches before the fruit is soft.
      s('crumble.heat', 10, 'prep'),
      s('crumble.fruit', 6, 'prep', ['fruit']),
      s('crumble.spread', 2, 'prep', ['seasoning']),
      s('crumble.spreadPlain', 2, 'prep', undefined, 'seasoning'),
      s('crumble.rub', 5, 'prep', ['base', 'dairy', 'sweet', 'topping']),
      s('crumble.bake', 30, 'cook'),
    ],
    staples: ['salt', 'oil'],
    titleRoles: ['fruit'],
  },
  {
    id: 'quick-pan',
    cuisine: 'international',
    difficulty: 'easy',
    roles: [
      r('protein', ['meat', 'fish', 'legumes'], 0, 1, {
        only: [...G.QUICK_PROTEIN, ...G.READY_LEGUMES],
      }),
      r('vegetables', ['vegetables'], 0, 4, {
        except: [
          ...G.SLOW_VEG,
          ...G.ALLIUMS,
          'canned-tomatoes',
          'passata',
          'lettuce',
          'iceberg-lettuce',
          'romaine-lettuce',
          'cucumber',
          'avocado',
          'radish',
          // Chillies season a pan-fry; a pan of chillies is not one.
          'chili-pepper',
          'jalapeno',
        ],
      }),
      ALLIUMS,
      // A curry or tomato paste needs frying in the fat, not stirring in at the end, and mayonnaise or a
      // dressing splits in a hot pan: a pan-fry leaves them out.
      r('seasoning', ['herbs', 'spices', 'condiments'], 0, 3, {
        except: [
          ...G.SWEETENERS,
          ...CATALOG.filter((e) => e.kind === 'paste').map((e) => e.id),
          'mayonnaise',
          'salad-dressing',
          'ketchup',
          'salsa',
          'mango-chutney',
          // A tomato sauce is not a seasoning ("Season with the passata").
          'passata',
          'canned-tomatoes',
          // Curry powder, cumin or garam masala scattered on at the end taste raw and dusty: ground spices
          // are fried in the fat, which this pan does not do. Only those that finish a dish may.
          ...CATALOG.filter((e) => e.kind === 'spice' && !FINISHING_SPICES.has(e.id)).map((e) => e.id),
        ],
        share: 0.4,
      }),
      CHEESE_TOP,
    ],
    steps: [
      s('chop', 5, 'prep', ['protein', 'vegetables', 'aromatics', 'topping']),
      // The onion or garlic start the pan, unless meat browns first: then they go in after it (garlic fried
      // for the eight minutes chicken needs would burn).
      s('sweatAromatics', 2, 'cook', ['aromatics'], 'protein'),
      { ...s('sweatAromatics', 2, 'cook', ['aromatics']), ifKinds: LAST_IN },
      // Fish and seafood cook in minutes: the vegetables go first and the fish on top at the end (cooking.ts).
      // Meat browns first and waits on a plate while the vegetables cook, then goes back for a minute (it would
      // dry out in the pan for all their time); what is already cooked goes in only to warm through at the end.
      { ...s('brownProtein', 5, 'cook', ['protein']), unlessKinds: LAST_IN },
      { ...s('quickpan.liftOut', 1, 'cook', ['protein']), unlessKinds: LAST_IN, ifRoles: ['vegetables'] },
      {
        ...s('quickpan.aromaticsAdd', 2, 'cook', ['aromatics']),
        unlessKinds: LAST_IN,
        ifRoles: ['protein'],
      },
      { ...s('brownProtein', 5, 'cook', ['protein']), ifKinds: WARMED_LAST, unless: 'vegetables' },
      {
        ...s('brownProtein', 5, 'cook', ['protein']),
        ifKinds: FISH_LAST,
        unless: ['vegetables', 'aromatics'],
      },
      // Fish goes into the pan the onion softened in, not a second one (an English reader: "the onion is never
      // combined with the fish").
      {
        ...s('quickpan.fishBeside', 5, 'cook', ['protein']),
        ifKinds: FISH_LAST,
        ifRoles: ['aromatics'],
        unless: 'vegetables',
      },
      s('sauteVeg', 6, 'cook', ['vegetables']),
      { ...s('sauteVegAdd', 6, 'cook', ['vegetables']), unlessKinds: LAST_IN },
      { ...s('quickpan.vegFirst', 6, 'cook', ['vegetables'], 'aromatics'), ifKinds: LAST_IN },
      {
        ...s('quickpan.vegFirstAdd', 6, 'cook', ['vegetables']),
        ifKinds: LAST_IN,
        ifRoles: ['aromatics'],
      },
      { ...s('quickpan.fishOnTop', 5, 'cook', ['protein']), ifKinds: QUICK_SEAFOOD, ifRoles: ['vegetables'] },
      { ...s('quickpan.readyAdd', 3, 'cook', ['protein']), ifKinds: READY_TO_WARM, ifRoles: ['vegetables'] },
      { ...s('quickpan.return', 1, 'cook', ['protein']), unlessKinds: LAST_IN, ifRoles: ['vegetables'] },
      s('season', 1, 'cook', ['seasoning']),
      // Seasoned and served, or seasoned before the cheese goes on (that step serves it): never "serve" twice.
      s('quickpan.seasonPlain', 1, 'cook', undefined, ['seasoning', 'topping']),
      { ...s('quickpan.seasonOnly', 1, 'cook', undefined, 'seasoning'), ifRoles: ['topping'] },
      s('garnish', 1, 'cook', ['topping']),
    ],
    staples: ['salt', 'pepper', 'oil'],
    // Something to fry: onion and cheese alone are not a pan-fry.
    needsAny: ['protein', 'vegetables'],
    titleRoles: ['protein', 'vegetables'],
  },
  {
    id: 'fruit-salad',
    cuisine: 'international',
    difficulty: 'easy',
    roles: [
      r('fruit', ['fruit'], 1, 4, {
        except: ['lemon', 'lime', 'rhubarb', 'quince', 'grapefruit', ...G.DRIED_FRUIT, 'coconut'],
      }),
      r('dairy', ['dairy'], 0, 1, {
        only: ['yogurt', 'greek-yogurt', 'quark', 'cream', 'mascarpone', 'ricotta'],
      }),
      r('seasoning', ['fruit', 'herbs', 'spices'], 0, 2, {
        only: ['lemon', 'lime', 'mint', 'basil', 'cinnamon', 'vanilla-extract'],
        share: 0.3,
      }),
      SWEET,
      NUTS_TOP,
    ],
    steps: [
      s('fruitsalad.cut', 8, 'prep', ['fruit']),
      // The lemon is zested and squeezed, the mint chopped, before they dress the fruit (never "add the lemon").
      s('chop', 2, 'prep', ['seasoning']),
      s('fruitsalad.dress', 2, 'prep', ['seasoning', 'sweet']),
      s('fruitsalad.serve', 1, 'prep', ['dairy', 'topping']),
      s('fruitsalad.chill', 10, 'prep', undefined, 'dairy'),
    ],
    staples: [],
    titleRoles: ['fruit'],
  },
  {
    id: 'flatbread',
    cuisine: 'middle-eastern',
    difficulty: 'easy',
    roles: [
      r('base', ['baking'], 1, 1, { only: G.FLOURS }),
      r('seasoning', ['baking', 'dairy'], 0, 2, {
        only: ['dry-yeast', 'baking-powder', 'yogurt', 'greek-yogurt'],
        share: 0.5,
      }),
      r('topping', ['spices', 'herbs', 'nuts', 'cheese', 'vegetables'], 0, 3, {
        only: [
          'zaatar',
          'sesame-seed',
          'rosemary',
          'thyme',
          'oregano',
          'garlic',
          'feta',
          'halloumi',
          'chili-flakes',
          'sumac',
          'parsley',
          'mint',
          'black-olive',
        ],
        share: 0.4,
      }),
    ],
    steps: [
      s('flatbread.dough', 5, 'prep', ['base', 'seasoning']),
      s('flatbread.rest', 10, 'prep'),
      s('flatbread.shape', 4, 'prep', ['topping']),
      s('flatbread.cook', 8, 'cook'),
    ],
    staples: ['salt', 'oil', 'water'],
    titleRoles: ['topping'],
  },
  {
    id: 'savoury-tart',
    cuisine: 'french',
    difficulty: 'medium',
    // A tart fills its tin: six slices, whatever the cook asked for.
    batch: 6,
    roles: [
      r('base', ['baking'], 1, 1, {
        only: ['puff-pastry', 'shortcrust-pastry', 'filo-pastry', 'pizza-dough'],
      }),
      r('vegetables', ['vegetables'], 0, 3, {
        only: [
          'leek',
          'spinach',
          'zucchini',
          'tomato',
          'cherry-tomato',
          'button-mushroom',
          'asparagus',
          'red-onion',
          'onion',
          'broccoli',
          'chard',
          'red-bell-pepper',
          'pumpkin',
          'butternut-squash',
          'artichoke',
          'aubergine',
        ],
      }),
      r('protein', ['eggs', 'meat', 'fish'], 0, 1, {
        only: ['egg', 'bacon', 'pancetta', 'cooked-ham', 'smoked-salmon', 'speck', 'chorizo'],
        share: 0.7,
      }),
      r('dairy', ['dairy', 'cheese'], 0, 2, {
        only: [
          'cream',
          'creme-fraiche',
          'ricotta',
          'goat-cheese',
          'gruyere',
          'comte',
          'feta',
          'parmesan',
          'mozzarella',
          'emmental',
          'sour-cream',
        ],
        share: 0.6,
      }),
      HERBS,
    ],
    steps: [
      s('tray.heat', 10, 'prep'),
      s('chop', 6, 'prep', ['vegetables']),
      s('sauteVeg', 6, 'cook', ['vegetables']),
      s('sauteVegAdd', 6, 'cook', ['vegetables']),
      s('tart.line', 3, 'prep', ['base']),
      s('tart.fill', 3, 'prep', ['protein', 'dairy', 'seasoning']),
      s('tart.bake', 25, 'cook'),
    ],
    staples: ['salt', 'pepper', 'oil'],
    titleRoles: ['vegetables', 'dairy'],
  },
  {
    id: 'hot-chocolate',
    cuisine: 'international',
    difficulty: 'easy',
    roles: [
      r('base', ['baking', 'pantry'], 1, 2, {
        only: [
          'cocoa-powder',
          'dark-chocolate',
          'milk-chocolate',
          'white-chocolate',
          'chocolate-chips',
          'chocolate-spread',
        ],
        share: 0.8,
      }),
      // Cocoa in hot water is not a hot chocolate: it needs milk (or a plant milk, or cream).
      r('dairy', ['dairy', 'pantry'], 1, 1, { only: [...G.MILKS, 'coconut-milk', 'cream'] }),
      r('seasoning', ['spices', 'baking', 'pantry'], 0, 2, {
        only: [
          'cinnamon',
          'vanilla-extract',
          'chili-powder',
          'cardamom',
          'orange-liqueur',
          'rum',
          'instant-coffee',
          'nutmeg',
        ],
        share: 0.3,
      }),
      SWEET,
    ],
    steps: [
      s('chocolate.heat', 4, 'cook', ['dairy']),
      s('chocolate.heatWater', 4, 'cook', undefined, 'dairy'),
      s('chocolate.melt', 3, 'cook', ['base', 'sweet']),
      s('chocolate.spice', 1, 'cook', ['seasoning']),
      s('chocolate.serve', 1, 'cook'),
    ],
    staples: ['water'],
    titleRoles: ['seasoning'],
  },
];

/** Every dish the composer knows. */
/** Every dish, with how it cooks each role (cooking.ts). */
export const ARCHETYPES: readonly Archetype[] = [...SAVOURY_ARCHETYPES, ...MORE, ...EXTRA_ARCHETYPES].map(
  withCooking,
);
