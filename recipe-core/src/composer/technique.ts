import type { CatalogEntry } from '../catalog/types';
import type { IngredientKind } from '../catalog/kinds';

/** How a dish cooks an ingredient. `raw` and `warm` (heated through at the end) need no minimum time. */
export const METHODS = ['pan', 'simmer', 'roast', 'bake', 'raw', 'warm'] as const;
export type Method = (typeof METHODS)[number];

/** How a prep step cuts what it prepares. */
/** `zest`: only the pared zest of citrus (no juice, no pith), for what acid would curdle. */
export type Cut = 'chop' | 'strips' | 'slices' | 'dice' | 'fine' | 'chunks' | 'zest';

/**
 * How an ingredient is made ready before cooking. Each group has one text per language (`prep.<group>`),
 * and the groups marked in CUT_GROUPS one per cut (`prep.<group>.<cut>`). `none`: nothing to do (mince,
 * eggs, dairy, spices, grains… are handled by the dish's own steps).
 */
export const PREP_GROUPS = [
  'veg',
  'peel',
  'allium',
  'trim',
  'meat',
  'stewMeat',
  'fish',
  'fruit',
  'mushroom',
  'sausage',
  'bread',
  'cheeseCut',
  'leafy',
  'saladLeaf',
  'herb',
  'chili',
  'grate',
  'crumble',
  'drain',
  'rinse',
  'bacon',
  'cured',
  'cookedMeat',
  'cookedStarch',
  'looseGrains',
  'smoked',
  'prawn',
  'mollusc',
  'squid',
  'octopus',
  'saltFish',
  'citrus',
  'berry',
  'roughChop',
  'tofu',
  'lentil',
  'driedBean',
  'avocado',
  'pod',
  'squash',
  'aromatic',
  'garlic',
  'bellPepper',
  'fruitCore',
  'fruitStone',
  'fruitPeel',
  'hull',
  'thaw',
  'florets',
  'halve',
  'boneIn',
  'wholeFish',
  'desalt',
  'fromFrozen',
  'chives',
  'tornHerb',
  'none',
] as const;
export type PrepGroup = (typeof PREP_GROUPS)[number];
export const CUT_GROUPS: ReadonlySet<PrepGroup> = new Set([
  'veg',
  'peel',
  'allium',
  'meat',
  'fish',
  'fruit',
  'mushroom',
  'sausage',
  'bread',
  'cheeseCut',
  'garlic',
  'citrus',
  'cookedStarch',
  'florets',
]);

type Range = readonly [min: number, max: number];
interface KindRule {
  prep: PrepGroup;
  /** Methods the kind can be cooked by, with the minutes it needs (min: safe and done; max: before it is ruined). */
  cook: Partial<Record<Method, Range>>;
}

const ANY: KindRule['cook'] = {
  pan: [0, 999],
  simmer: [0, 999],
  roast: [0, 999],
  bake: [0, 999],
  raw: [0, 999],
  warm: [0, 999],
};
const READY: KindRule['cook'] = {
  raw: [0, 999],
  warm: [0, 999],
  pan: [1, 10],
  simmer: [1, 60],
  bake: [0, 60],
};
const VEG: KindRule['cook'] = {
  pan: [4, 20],
  simmer: [8, 90],
  roast: [20, 50],
  bake: [20, 60],
  raw: [0, 999],
};

const ALLIUM_COOK: KindRule['cook'] = { ...VEG, pan: [2, 20] };

/** Technique and safety per kind. Times follow common food-safety guidance and cookbook practice. */
export const KIND_RULES: Record<IngredientKind, KindRule> = {
  'whole-bird': { prep: 'none', cook: { roast: [75, 150] } },
  poultry: { prep: 'meat', cook: { pan: [8, 20], simmer: [20, 120], roast: [25, 50], bake: [25, 50] } },
  'red-meat': { prep: 'meat', cook: { pan: [3, 15], roast: [15, 40] } },
  'stewing-meat': { prep: 'stewMeat', cook: { simmer: [90, 240], roast: [90, 240] } },
  mince: { prep: 'none', cook: { pan: [8, 20], simmer: [15, 180] } },
  sausage: { prep: 'sausage', cook: { pan: [10, 20], roast: [25, 45], simmer: [20, 120] } },
  bacon: { prep: 'bacon', cook: { pan: [4, 12], roast: [15, 40], simmer: [10, 180], bake: [15, 60] } },
  'cured-meat': { prep: 'cured', cook: READY },
  'cooked-meat': { prep: 'cookedMeat', cook: READY },
  offal: { prep: 'meat', cook: { pan: [4, 10] } },
  'firm-fish': { prep: 'fish', cook: { pan: [5, 10], roast: [10, 20], bake: [12, 25], simmer: [6, 15] } },
  'delicate-fish': { prep: 'fish', cook: { pan: [3, 8], roast: [8, 15], bake: [10, 20], simmer: [4, 10] } },
  // On the bone a fish of 300–400 g needs about twice as long: 5–7 minutes a side, 20 in a hot oven.
  'whole-fish': {
    prep: 'wholeFish',
    cook: { pan: [10, 16], roast: [18, 30], bake: [18, 30], simmer: [15, 25] },
  },
  'smoked-fish': { prep: 'smoked', cook: { raw: [0, 999], warm: [0, 5] } },
  'canned-fish': { prep: 'drain', cook: { raw: [0, 999], warm: [0, 5], simmer: [1, 15], bake: [5, 40] } },
  'salt-fish': { prep: 'saltFish', cook: { simmer: [20, 60], bake: [20, 40] } },
  shellfish: { prep: 'prawn', cook: { pan: [3, 6], simmer: [3, 8], roast: [6, 12], bake: [8, 15] } },
  // Done once open (3–4 minutes, covered): cooked longer they turn rubbery.
  mollusc: { prep: 'mollusc', cook: { pan: [3, 6], simmer: [3, 6] } },
  cephalopod: { prep: 'squid', cook: { pan: [2, 4], simmer: [40, 90] } },
  octopus: { prep: 'octopus', cook: { simmer: [60, 120] } },
  egg: { prep: 'none', cook: { pan: [3, 12], bake: [10, 45], simmer: [6, 12] } },
  'egg-part': { prep: 'none', cook: { pan: [3, 12], bake: [10, 45] } },
  'leafy-green': { prep: 'leafy', cook: { pan: [2, 8], simmer: [2, 15], bake: [10, 40], raw: [0, 999] } },
  'salad-leaf': { prep: 'saladLeaf', cook: { raw: [0, 999], pan: [2, 8], bake: [15, 40] } },
  root: {
    prep: 'peel',
    cook: { pan: [12, 30], simmer: [15, 90], roast: [30, 60], bake: [30, 70], raw: [0, 999] },
  },
  allium: { prep: 'allium', cook: ALLIUM_COOK },
  'fruiting-veg': { prep: 'veg', cook: VEG },
  brassica: {
    prep: 'veg',
    cook: { pan: [5, 15], simmer: [6, 40], roast: [20, 40], bake: [20, 45], raw: [0, 999] },
  },
  mushroom: {
    prep: 'mushroom',
    cook: { pan: [5, 15], simmer: [8, 90], roast: [15, 35], bake: [15, 45], raw: [0, 999] },
  },
  squash: { prep: 'squash', cook: { pan: [12, 25], simmer: [15, 60], roast: [25, 50], bake: [30, 60] } },
  pod: {
    prep: 'pod',
    cook: { pan: [3, 10], simmer: [3, 15], roast: [15, 30], bake: [15, 40], raw: [0, 999] },
  },
  stalk: {
    prep: 'veg',
    cook: { pan: [4, 15], simmer: [8, 90], roast: [15, 40], bake: [20, 50], raw: [0, 999] },
  },
  chili: { prep: 'chili', cook: ANY },
  'aromatic-root': { prep: 'aromatic', cook: ANY },
  sprout: { prep: 'none', cook: { raw: [0, 999], pan: [1, 3], warm: [0, 3] } },
  'preserved-veg': { prep: 'drain', cook: ANY },
  fruit: { prep: 'fruit', cook: ANY },
  berry: { prep: 'berry', cook: ANY },
  citrus: { prep: 'citrus', cook: ANY },
  'dried-fruit': { prep: 'roughChop', cook: ANY },
  'cooked-pulse': {
    prep: 'rinse',
    cook: { raw: [0, 999], warm: [0, 999], pan: [3, 15], simmer: [5, 90], roast: [20, 40], bake: [15, 60] },
  },
  lentil: { prep: 'lentil', cook: { simmer: [15, 60] } },
  'dried-bean': { prep: 'driedBean', cook: { simmer: [60, 180] } },
  soy: {
    prep: 'tofu',
    cook: { raw: [0, 999], pan: [5, 15], simmer: [3, 30], roast: [20, 35], bake: [15, 40], warm: [0, 10] },
  },
  milk: { prep: 'none', cook: ANY },
  cream: { prep: 'none', cook: ANY },
  yogurt: { prep: 'none', cook: { raw: [0, 999], warm: [0, 5], bake: [0, 40] } },
  butter: { prep: 'none', cook: ANY },
  'fresh-cheese': { prep: 'none', cook: ANY },
  'soft-cheese': { prep: 'cheeseCut', cook: ANY },
  'melting-cheese': { prep: 'grate', cook: ANY },
  'hard-cheese': { prep: 'grate', cook: ANY },
  'brined-cheese': { prep: 'crumble', cook: ANY },
  // Tender herbs are stirred in at the end; woody ones cook with the dish.
  'fresh-herb': { prep: 'herb', cook: { raw: [0, 999], warm: [0, 2] } },
  'woody-herb': { prep: 'herb', cook: ANY },
  'dried-herb': { prep: 'none', cook: ANY },
  spice: { prep: 'none', cook: ANY },
  salt: { prep: 'none', cook: ANY },
  pepper: { prep: 'none', cook: ANY },
  'cooking-oil': { prep: 'none', cook: ANY },
  water: { prep: 'none', cook: ANY },
  'flavour-oil': { prep: 'none', cook: ANY },
  vinegar: { prep: 'none', cook: ANY },
  sauce: { prep: 'none', cook: ANY },
  paste: { prep: 'none', cook: ANY },
  stock: { prep: 'none', cook: ANY },
  sweetener: { prep: 'none', cook: ANY },
  spread: { prep: 'none', cook: ANY },
  flour: { prep: 'none', cook: { pan: [0, 999], simmer: [0, 999], bake: [0, 999], roast: [0, 999] } },
  starch: { prep: 'none', cook: { pan: [0, 999], simmer: [0, 999], bake: [0, 999] } },
  leavening: { prep: 'none', cook: { bake: [0, 999], pan: [0, 999] } },
  'baking-flavour': { prep: 'none', cook: ANY },
  chocolate: { prep: 'roughChop', cook: ANY },
  pastry: { prep: 'none', cook: { bake: [15, 60], roast: [15, 60] } },
  biscuit: { prep: 'none', cook: ANY },
  grain: { prep: 'none', cook: ANY },
  'quick-grain': { prep: 'none', cook: ANY },
  pasta: { prep: 'none', cook: ANY },
  'filled-pasta': { prep: 'none', cook: ANY },
  noodles: { prep: 'none', cook: ANY },
  'pasta-sheet': { prep: 'none', cook: ANY },
  bread: { prep: 'bread', cook: ANY },
  flatbread: { prep: 'none', cook: ANY },
  crumbs: { prep: 'none', cook: ANY },
  crisp: { prep: 'none', cook: ANY },
  // Cooked already: fried until hot and golden, baked, dressed cold, or warmed through in the last minutes of a
  // simmering pot (never boiled from raw, so a simmering role takes it late, to warm).
  'cooked-starch': {
    prep: 'cookedStarch',
    cook: { pan: [5, 25], warm: [0, 5], raw: [0, 999], bake: [10, 45], roast: [20, 45] },
  },
  nut: { prep: 'roughChop', cook: ANY },
  seed: { prep: 'none', cook: ANY },
  wine: { prep: 'none', cook: { simmer: [0, 999], pan: [0, 999], roast: [0, 999], bake: [0, 999] } },
  spirit: { prep: 'none', cook: ANY },
  drink: { prep: 'none', cook: ANY },
  'frozen-dessert': { prep: 'none', cook: { raw: [0, 999] } },
};

/** Entries whose preparation differs from their kind's. */
const PREP_OF: Readonly<Record<string, PrepGroup>> = {
  // Cherry tomatoes are halved, whatever the dish cuts its other vegetables into.
  'cherry-tomato': 'halve',
  // Broccoli, cauliflower and romanesco are cut into florets, never into strips or slices.
  broccoli: 'florets',
  cauliflower: 'florets',
  romanesco: 'florets',
  // Frozen spinach is thawed and squeezed, never washed and trimmed.
  'frozen-spinach': 'thaw',
  // Suppengrün (carrot, celeriac, leek and parsley sold together) is washed and cut, not peeled whole.
  'soup-greens': 'veg',
  // Rhubarb is a stalk: trimmed, washed and cut, never peeled, cored or stoned like the fruit it cooks as.
  rhubarb: 'veg',
  garlic: 'garlic',
  // Chives are snipped into little rings, not chopped like parsley.
  chives: 'chives',
  'red-bell-pepper': 'bellPepper',
  'green-bell-pepper': 'bellPepper',
  'yellow-bell-pepper': 'bellPepper',
  'pointed-pepper': 'bellPepper',
  leek: 'trim',
  'spring-onion': 'trim',
  celery: 'trim',
  radish: 'veg',
  daikon: 'peel',
  kohlrabi: 'peel',
  avocado: 'avocado',
  'canned-tomatoes': 'none',
  'cooked-rice': 'looseGrains',
  passata: 'none',
  'sun-dried-tomato': 'roughChop',
  gherkin: 'roughChop',
  // Sold already diced.
  lardons: 'none',
  pea: 'none',
  'sweet-corn': 'drain',
  edamame: 'none',
  mozzarella: 'cheeseCut',
  'buffalo-mozzarella': 'cheeseCut',
  burrata: 'none',
  halloumi: 'cheeseCut',
  'goat-cheese': 'crumble',
  'blue-cheese': 'crumble',
  gorgonzola: 'crumble',
  'mashed-potato': 'none',
  // Basil blackens under a knife: its leaves are torn by hand.
  basil: 'tornHerb',
  'thai-basil': 'tornHerb',
  apple: 'fruitCore',
  pear: 'fruitCore',
  quince: 'fruitCore',
  peach: 'fruitStone',
  apricot: 'fruitStone',
  plum: 'fruitStone',
  nectarine: 'fruitStone',
  mango: 'fruitStone',
  cherry: 'fruitStone',
  banana: 'fruitPeel',
  kiwi: 'fruitPeel',
  pineapple: 'fruitPeel',
  melon: 'fruitPeel',
  watermelon: 'fruitPeel',
  papaya: 'fruitPeel',
  strawberry: 'hull',
  // Legs, drumsticks and wings cook on the bone: patted dry, never cut into pieces like boneless meat.
  'chicken-leg': 'boneIn',
  'chicken-drumstick': 'boneIn',
  'chicken-wings': 'boneIn',
  'fresh-tuna': 'fish',
  'anchovy-fillets': 'roughChop',
  scallops: 'none',
  lemongrass: 'trim',
  endive: 'veg',
  radicchio: 'veg',
};

export function prepGroupOf(entry: CatalogEntry): PrepGroup {
  return PREP_OF[entry.id] ?? KIND_RULES[entry.kind].prep;
}

const TENDER_LEAF: KindRule['cook'] = { raw: [0, 999], warm: [0, 1] };

/** Entries cooked differently from their kind: a fresh herb sauce is stirred in warm, never simmered. */
const COOK_OF: Readonly<Record<string, KindRule['cook']>> = {
  pesto: { raw: [0, 999], warm: [0, 3] },
  // Mayonnaise splits when heated.
  mayonnaise: { raw: [0, 999] },
  // Capers are stirred in at the end, never fried for minutes like a vegetable.
  caper: { raw: [0, 999], warm: [0, 3] },
  // A bay leaf flavours what simmers or roasts with it, and is never scattered over a finished pan (a French
  // reader: "Assaisonnez avec la feuille de laurier" makes no sense).
  'bay-leaves': { simmer: [10, 999], roast: [15, 999], bake: [15, 999], pan: [10, 999] },
  // Rosemary, thyme and sage give their scent to what cooks with them: whole sprigs stirred into a finished
  // pan taste of nothing (an Italian reader: "Insaporisci con il rosmarino", raw sprigs at the end).
  rosemary: { pan: [1, 999], simmer: [5, 999], roast: [10, 999], bake: [10, 999] },
  thyme: { pan: [1, 999], simmer: [5, 999], roast: [10, 999], bake: [10, 999] },
  sage: { pan: [1, 999], simmer: [5, 999], roast: [10, 999], bake: [10, 999] },
  // Halloumi is eaten fried or grilled: raw it is rubbery and squeaks (an English reader: "leaves the
  // halloumi raw").
  halloumi: { pan: [3, 8], roast: [10, 25], bake: [10, 25] },
  // A chopped onion is not soft in 2 minutes (an English reader: "A finely chopped onion is not soft in 2
  // minutes"): five at least, in any pan.
  onion: { ...ALLIUM_COOK, pan: [5, 20] },
  'red-onion': { ...ALLIUM_COOK, pan: [5, 20] },
  shallot: { ...ALLIUM_COOK, pan: [4, 20] },
  // Chopped garlic burns in minutes: it goes into the pan after the onion, for its last minute or two.
  garlic: { pan: [1, 3], simmer: [5, 120], roast: [20, 60], bake: [10, 60], raw: [0, 999], warm: [0, 999] },
  // Aubergine cubes stay raw and spongy in less than a quarter of an hour in a pan.
  aubergine: { pan: [15, 25], simmer: [15, 60], roast: [25, 50], bake: [25, 60] },
  // Leek rings burn in a hot oven in the half hour potatoes take: on a tray they go in for their last 20 minutes.
  leek: { ...ALLIUM_COOK, roast: [15, 25] },
  // Peas (frozen, as most are sold) shrivel and dry out on a roasting tray; under a sauce (a pasta bake, a pie)
  // they bake with the rest.
  pea: { pan: [3, 10], simmer: [3, 15], bake: [15, 40], raw: [0, 999] },
  // On the bone, a leg or drumstick needs 35 minutes or more in a hot oven to cook through to the bone.
  'chicken-leg': { pan: [25, 40], simmer: [30, 90], roast: [35, 55], bake: [35, 60] },
  'chicken-drumstick': { pan: [20, 35], simmer: [25, 90], roast: [35, 50], bake: [35, 55] },
  'chicken-wings': { pan: [20, 30], simmer: [20, 60], roast: [30, 50], bake: [30, 50] },
  // Breast meat dries out in the time thighs and potatoes need: on a tray it goes in for its last 20 minutes.
  'chicken-breast': { pan: [8, 15], simmer: [12, 40], roast: [18, 25], bake: [20, 35] },
  'turkey-breast': { pan: [8, 15], simmer: [12, 40], roast: [18, 25], bake: [20, 35] },
  // Cauliflower florets and raw green beans are still hard after 6 minutes in an open pan (every reader of the
  // everyday fridges marked it): they need 10 minutes or more.
  cauliflower: { pan: [10, 18], simmer: [6, 40], roast: [20, 40], bake: [20, 45], raw: [0, 999] },
  romanesco: { pan: [10, 18], simmer: [6, 40], roast: [20, 40], bake: [20, 45], raw: [0, 999] },
  'green-bean': { pan: [8, 15], simmer: [5, 15], roast: [15, 30], bake: [15, 40], raw: [0, 999] },
  // Broccoli florets burn in a hot oven in the half hour potatoes take.
  broccoli: { pan: [5, 12], simmer: [6, 40], roast: [15, 22], bake: [15, 30], raw: [0, 999] },
  // Tender salad leaves are eaten raw, or wilted for a moment on a hot dish; never fried or baked (radicchio,
  // endive and escarole are).
  // A Kochmettwurst, a Morteau or a Montbéliard is smoked but raw inside: poached half an hour in the lentils or
  // fried right through, never warmed for the last 3 minutes of a pan (a French reader marked it unsafe).
  mettwurst: { simmer: [30, 60], pan: [15, 25], roast: [25, 45], bake: [25, 45] },
  morteau: { simmer: [30, 60], pan: [15, 25], roast: [25, 45], bake: [25, 45] },
  // Veal for stewing (tendron, shoulder, breast) is tender in an hour and a quarter, sooner than beef.
  'veal-stew': { simmer: [75, 180], roast: [75, 180] },
  // Frozen spinach is cooked: thawed into a sauce, a pie or a curry, never eaten raw.
  'frozen-spinach': { pan: [3, 8], simmer: [3, 20], bake: [10, 45], warm: [0, 3] },
  lettuce: TENDER_LEAF,
  'romaine-lettuce': TENDER_LEAF,
  'iceberg-lettuce': TENDER_LEAF,
  'lambs-lettuce': TENDER_LEAF,
  rocket: TENDER_LEAF,
};

/** The minutes `entry` needs when cooked by `method`, or null when the method does not suit it. */
export function cookRange(entry: CatalogEntry, method: Method): Range | null {
  return (COOK_OF[entry.id] ?? KIND_RULES[entry.kind].cook)[method] ?? null;
}

/**
 * How a protein step is worded for this kind (`<step>@<group>`): chicken is cooked through, mince broken up,
 * mussels steamed open, bacon crisped. Kinds without a group use the step's own text.
 */
const COOK_GROUP: Partial<Record<IngredientKind, string>> = {
  poultry: 'poultry',
  'red-meat': 'redMeat',
  'stewing-meat': 'stewMeat',
  offal: 'redMeat',
  mince: 'mince',
  sausage: 'sausage',
  bacon: 'bacon',
  'cured-meat': 'ready',
  'cooked-meat': 'ready',
  'smoked-fish': 'ready',
  'canned-fish': 'ready',
  'firm-fish': 'fish',
  'delicate-fish': 'fish',
  'whole-fish': 'fish',
  'salt-fish': 'fish',
  shellfish: 'shellfish',
  mollusc: 'mollusc',
  cephalopod: 'squid',
  soy: 'tofu',
  'cooked-pulse': 'pulse',
  'cooked-starch': 'ready',
  egg: 'egg',
  'filled-pasta': 'filledPasta',
};
export function cookGroupOf(entry: CatalogEntry): string | null {
  return COOK_GROUP[entry.kind] ?? null;
}
