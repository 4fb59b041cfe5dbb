import type { Difficulty, Language } from '@avanzo/sync-protocol';
import { MAX_TIME_OPTIONS } from '../recipe/prompt';
import { catalog as defaultCatalog, type CatalogIndex } from '../catalog/index';
import { STAPLE_KINDS, type IngredientKind } from '../catalog/kinds';
import type { CatalogEntry } from '../catalog/types';
import { ARCHETYPES } from './archetypes2';
import { ALONGSIDE_KEYS, DISH_BY_ID, DISH_STEP_TEXTS, DISHES, HANDS_OFF_KEYS } from './dishes/index';
import {
  HOME_CUISINES,
  familyOf,
  isNamed,
  mainOf,
  pickDistinct,
  scoreOf,
  weightOf,
  type Ranked,
} from './rank';
import { fits } from './fits';
import { COOK_MINUTES, DEFAULT_PASTA_MINUTES } from './groups';
import {
  comesReadyCut,
  gramsOf,
  roundAmount,
  scaledAmount,
  seasoningServings,
  typedLimit,
  longGrainOf,
  tinnedOf,
  wholeFishOf,
} from './quantities';
import { planSteps } from './steps';
import { cookRange, type PrepGroup } from './technique';
import type { Archetype, ComposeRequest, Composition, LeftOutReason, Placed, Role, RoleSpec } from './types';

const DIFFICULTY_RANK: Record<Difficulty, number> = { easy: 0, medium: 1, hard: 2 };
/** Oil the composer assumes per serving for two (1 tbsp per 2 servings ≈ 60 kcal a serving). */
const OIL_KCAL_PER_SERVING = 60;
export const HEALTHY_MAX_KCAL = 600;
export const RECIPES_PER_REQUEST = 3;

/** Kinds that flavour a dish but are not a dish on their own. */
export const FLAVOUR_KINDS: ReadonlySet<IngredientKind> = new Set<IngredientKind>([
  'allium',
  'chili',
  'aromatic-root',
  'fresh-herb',
  'woody-herb',
  'dried-herb',
  'spice',
  'sauce',
  'paste',
  'vinegar',
  'flavour-oil',
  'stock',
  'wine',
  'spirit',
  'sweetener',
  'leavening',
  'baking-flavour',
  'starch',
  'citrus',
]);
/** Kinds left out of quick dishes because they need long, slow cooking (the reason the cook is told). */
const SLOW_KINDS = new Set<IngredientKind>([
  'stewing-meat',
  'whole-bird',
  'octopus',
  'dried-bean',
  'salt-fish',
]);
/**
 * What needs no cooking, only warming or crisping: alone in a pan it is not a dish (ham, salami, lardons, a tin
 * of tuna). Beans warmed with garlic and herbs are, so they are not here.
 */
const READY_KINDS = new Set<IngredientKind>([
  'cooked-meat',
  'cured-meat',
  'bacon',
  'canned-fish',
  'smoked-fish',
  // Olives, capers, sauerkraut, tinned tomatoes: "cook the olives in a pan for 6 min" is no dinner.
  'preserved-veg',
]);
/** Generic pans that need something to cook beside what is ready to eat. */
const PANS = new Set(['quick-pan', 'stir-fry']);
/** Generic dishes that need something fresh beside what comes from a jar, a tin or the deli counter. */
const FRESH_DISHES = new Set(['tray-bake', 'salad']);

/** Dishes that are made of flavourings: a warm drink, a herb sauce, a hot chocolate. */
const LIGHT_DISHES = new Set(['warm-drink', 'herb-sauce', 'hot-chocolate']);

export { eatenAsIs, fits } from './fits';

interface Assignment {
  archetype: Archetype;
  byRole: Map<Role, CatalogEntry[]>;
  /** Each role spec with what it took, in the dish's order (a named dish may fill one role from several slots). */
  filled: Array<[RoleSpec, CatalogEntry[]]>;
  unused: CatalogEntry[];
  tooMany: Set<string>;
  /** Left out so the dish fits the time limit. */
  tooLong: Set<string>;
  /** Cupboard staples the dish needs and the cook did not list (flour, sugar, butter, stock). */
  assumed: Set<string>;
}

/**
 * What a home cook keeps in the cupboard beside salt, pepper and oil (a head of garlic, butter, flour, sugar,
 * baking powder, a bottle of vinegar, stock): a dish that needs one of these and
 * names it among what it accepts is still offered (the cook is told to use it in the ingredient list), ranked
 * just below an equal dish that needs nothing more. Milk, eggs, cheese and the like are never assumed.
 */
export const CUPBOARD: readonly string[] = [
  'garlic',
  'onion',
  'butter',
  'all-purpose-flour',
  'sugar',
  'baking-powder',
  'white-wine-vinegar',
  'vegetable-stock',
  'chicken-stock',
  'beef-stock',
];

/**
 * What a kitchen of one language keeps beside the common cupboard: a British cupboard has curry powder (an
 * English cook's kedgeree needs no "add curry powder"); an Italian one has none.
 */
export const LOCAL_CUPBOARD: Partial<Record<Language, readonly string[]>> = { en: ['curry-powder'] };

/** Flours that are not wheat's: a cook who lists one bakes with it, not with the plain flour of a cupboard. */
const OTHER_FLOURS: ReadonlySet<string> = new Set(['buckwheat-flour', 'rice-flour', 'chickpea-flour']);

/** What each cupboard staple the cook must add costs a dish in the ranking: less than any ingredient used. */
const CUPBOARD_COST = 0.5;

/** The cupboard staple that fills a needed role the cook's ingredients left empty, in the dish's own order. */
function fromCupboard(spec: RoleSpec, index: CatalogIndex, locale?: Language): CatalogEntry | null {
  const local = (locale && LOCAL_CUPBOARD[locale]) ?? [];
  for (const id of spec.only ?? []) {
    if (!CUPBOARD.includes(id) && !local.includes(id)) continue;
    const entry = index.get(id);
    if (entry && fits(spec, entry)) return entry;
  }
  return null;
}

/** Places the cook's ingredients into an archetype's roles, in the dish's order; null when a needed one stays empty. */
export function assign(
  archetype: Archetype,
  entries: readonly CatalogEntry[],
  index: CatalogIndex = defaultCatalog,
  /** The cook's language: what their cupboard holds besides the common staples. */
  locale?: Language,
  /** Whether a cook's own buckwheat (or rice, chickpea) flour keeps a dough's wheat flour out of the cupboard. */
  ownFlourFirst = true,
): Assignment | null {
  const byRole = new Map<Role, CatalogEntry[]>();
  const filled: Array<[RoleSpec, CatalogEntry[]]> = [];
  const taken = new Set<string>();
  const tooMany = new Set<string>();
  const assumed = new Set<string>();
  for (const spec of archetype.roles) {
    const candidates = entries.filter((e) => !taken.has(e.id) && fits(spec, e));
    const chosen = candidates.slice(0, spec.max);
    for (const e of candidates.slice(spec.max)) tooMany.add(e.id);
    if (chosen.length < spec.min && chosen.length === spec.min - 1) {
      const staple = fromCupboard(spec, index, locale);
      // A cook who lists buckwheat flour is making galettes: a dish made of wheat flour (a dough, a batter)
      // does not take it from their cupboard instead (Käsespätzle had been offered to a Breton fridge). A
      // spoonful to thicken a sauce still may.
      const ownFlour =
        ownFlourFirst &&
        spec.role === 'base' &&
        staple?.kind === 'flour' &&
        entries.some((e) => OTHER_FLOURS.has(e.id));
      if (staple && !ownFlour && !assumed.has(staple.id) && !entries.some((e) => e.id === staple.id)) {
        chosen.push(staple);
        assumed.add(staple.id);
      }
    }
    if (chosen.length < spec.min) return null;
    for (const e of chosen) {
      taken.add(e.id);
      tooMany.delete(e.id);
    }
    if (chosen.length) {
      byRole.set(spec.role, [...(byRole.get(spec.role) ?? []), ...chosen]);
      filled.push([spec, chosen]);
    }
  }
  const theirs = [...byRole.values()].flat().filter((e) => !assumed.has(e.id));
  if (theirs.length === 0) return null;
  // A dish needs something to eat: garlic and chilli alone, or herbs and spices alone, are not a meal.
  if (!LIGHT_DISHES.has(archetype.id) && !theirs.some((e) => !FLAVOUR_KINDS.has(e.kind))) return null;
  if (archetype.needsAny && !archetype.needsAny.some((role) => byRole.has(role))) return null;
  if (archetype.needsKinds && !theirs.some((e) => archetype.needsKinds?.includes(e.kind))) return null;
  // A pan of ham or tuna warmed in oil, or of rocket, is not a dish: a generic pan needs something to fry.
  const fried = [...(byRole.get('protein') ?? []), ...(byRole.get('vegetables') ?? [])];
  if (PANS.has(archetype.id) && !fried.some((e) => !READY_KINDS.has(e.kind) && cookRange(e, 'pan') !== null))
    return null;
  // Nor is a tray of olives or a salad of ham alone: a generic tray bake or salad needs something fresh.
  const fresh = [...fried, ...(byRole.get('fruit') ?? [])].some((e) => !READY_KINDS.has(e.kind));
  if (FRESH_DISHES.has(archetype.id) && !fresh) return null;
  return {
    archetype,
    byRole,
    filled,
    unused: entries.filter((e) => !taken.has(e.id)),
    tooMany,
    tooLong: new Set(),
    assumed,
  };
}

/** Minutes the dish's base (grain, pasta, pulse) needs once the water boils. */
export function baseMinutes(byRole: ReadonlyMap<Role, readonly CatalogEntry[]>): number {
  const base = byRole.get('base')?.[0];
  if (!base) return 0;
  return COOK_MINUTES[base.id] ?? (base.category === 'pasta' ? DEFAULT_PASTA_MINUTES : 10);
}

function tagsOf(
  entries: readonly CatalogEntry[],
  total: number,
  kcal: number,
  archetype: Archetype,
): string[] {
  const tags: string[] = [];
  if (entries.every((e) => e.vegetarian)) tags.push('vegetarian');
  if (entries.every((e) => e.vegan)) tags.push('vegan');
  if (entries.every((e) => e.glutenFree)) tags.push('gluten-free');
  if (total <= 30) tags.push('quick');
  // Healthy, as stated: at most 600 kcal a serving and at least half the ingredients plants (vegetables,
  // fruit, legumes, herbs).
  const plants = entries.filter((e) =>
    ['vegetables', 'fruit', 'legumes', 'herbs'].includes(e.category),
  ).length;
  if (kcal <= HEALTHY_MAX_KCAL && plants * 2 >= entries.length) tags.push('healthy');
  if (archetype.difficulty === 'easy') tags.push('easy');
  if (archetype.cuisine !== 'international') tags.push(archetype.cuisine);
  tags.push('homemade');
  return tags;
}

const TIP_CATEGORIES = [
  'vegetables',
  'bread',
  'cheese',
  'fruit',
  'herbs',
  'meat',
  'fish',
  'grains',
  'pasta',
  'legumes',
  // No dairy tip: "use up the cream in pancakes" read as filler to every reader (butter keeps for weeks).
  'eggs',
];
/** The kinds each category's tip is written for (peels into stock, a cheese rind, stale bread, ripe fruit). */
const TIP_KINDS: Partial<Record<string, ReadonlySet<IngredientKind>>> = {
  vegetables: new Set(['root', 'allium']),
  cheese: new Set(['hard-cheese']),
  bread: new Set(['bread']),
  fruit: new Set(['fruit', 'berry']),
  fish: new Set([
    'firm-fish',
    'delicate-fish',
    'whole-fish',
    'shellfish',
    'mollusc',
    'cephalopod',
    'octopus',
  ]),
  // (Not a roast chicken's leftovers: "once cooked, the leftovers of cooked chicken keep" says nothing.)
  meat: new Set(['poultry', 'red-meat', 'stewing-meat', 'sausage']),
  // The liquid of a tin of chickpeas or beans whips like egg white; dried lentils have none.
  legumes: new Set(['cooked-pulse']),
};
/** Ingredients whose scraps make no stock (potato peels cloud it and taste of earth). */
const NO_SCRAPS = new Set([
  'avocado',
  'cucumber',
  'garlic',
  'onion',
  'chili-pepper',
  'jalapeno',
  'potato',
  'sweet-potato',
  'radish',
]);
/** Alliums whose trimmings make stock worth the tip: leeks and spring onions, not the onion under every dish. */
const STOCK_ALLIUMS = new Set(['leek', 'spring-onion']);
function tipFits(category: string, entry: CatalogEntry): boolean {
  const kinds = TIP_KINDS[category];
  if (category === 'vegetables' && entry.kind === 'allium' && !STOCK_ALLIUMS.has(entry.id)) return false;
  if (category === 'legumes' && entry.id.includes('lentil')) return false;
  // Rhubarb is no fruit for a smoothie, however ripe.
  if (category === 'fruit' && entry.id === 'rhubarb') return false;
  return (!kinds || kinds.has(entry.kind)) && !(category === 'vegetables' && NO_SCRAPS.has(entry.id));
}

/**
 * Steps that need the cook only now and then: a pot of water coming to the boil, the oven heating up, the rice
 * or pasta simmering in its own pot.
 */
const HANDS_OFF_STEPS: ReadonlySet<string> = new Set(['boilWater', 'tray.heat', 'crumble.heat', 'cookBase']);
/** What cooks in the boiling water: never done while the water heats. */
const BOILED_KINDS: ReadonlySet<IngredientKind> = new Set<IngredientKind>([
  'pasta',
  'filled-pasta',
  'noodles',
  'grain',
  'quick-grain',
  'pasta-sheet',
]);

/**
 * Minutes saved because the cook does not stand and watch: the water goes on (the oven is switched on, the rice
 * simmers, the pasta boils) while they cut and cook what does not need it, as every cookbook's "ready in" counts
 * it. Only steps that leave out what the hands-off steps cook can run meanwhile (the stir-fry, not the rice
 * served under it).
 */
function whileHeating(steps: Composition['steps']): number {
  // With a pot of water on, the pasta (or rice, or noodles) boiling in it needs no one either.
  const boiled = (st: Composition['steps'][number]) =>
    st.phase === 'cook' &&
    st.items.length > 0 &&
    st.items.every((id) => BOILED_KINDS.has(defaultCatalog.get(id)?.kind ?? 'water'));
  const pot = steps.some((st) => st.key === 'boilWater');
  const handsOff = steps.filter(
    (st) =>
      HANDS_OFF_STEPS.has(st.key) ||
      HANDS_OFF_KEYS.has(st.key) ||
      OVEN_KEYS.has(st.key) ||
      (pot && boiled(st)),
  );
  if (handsOff.length === 0) return 0;
  const waiting = new Set(handsOff.flatMap((st) => st.items));
  const heating = handsOff.reduce((sum, st) => sum + st.minutes, 0);
  // What runs meanwhile names its own ingredients, none of them what the water or the pot is waiting for
  // (a step that names nothing, "add the rice and fry", may need it).
  const meanwhile = steps
    .filter(
      (st) =>
        !handsOff.includes(st) &&
        (ALONGSIDE_KEYS.has(st.key) ||
          (st.items.length > 0 &&
            !st.items.some(
              (id) => waiting.has(id) || BOILED_KINDS.has(defaultCatalog.get(id)?.kind ?? 'water'),
            ))),
    )
    .reduce((sum, st) => sum + st.minutes, 0);
  return Math.min(heating, meanwhile);
}

/** The steps that switch the oven on: it heats while the cook makes the filling or the batter. */
export const OVEN_KEYS: ReadonlySet<string> = new Set([
  'tray.heat',
  'crumble.heat',
  ...Object.entries(DISH_STEP_TEXTS.en)
    .filter(([, text]) => /^(pre)?heat the oven\b/i.test(text))
    .map(([key]) => key),
]);

/** A dish's own step that its text says runs alongside the one before ("Meanwhile fry the bacon…"). */
export const MEANWHILE_KEYS: ReadonlySet<string> = new Set(
  Object.entries(DISH_STEP_TEXTS.en)
    .filter(([, text]) => /^(meanwhile|in the meantime|while\b)/i.test(text))
    .map(([key]) => key),
);

/**
 * Minutes saved by the steps a dish's own text runs "meanwhile": each overlaps the longer of the two steps
 * before it (the potatoes boiling, the oven heating), as far as that step lasts. The time says what the
 * method says.
 */
export function meanwhileOverlap(steps: Composition['steps']): number {
  // Each step can host as many minutes of "meanwhile" as it lasts, once; a step that itself ran meanwhile hosts
  // nothing (three things at once is not a home kitchen), so two meanwhile steps never save the same minutes.
  const room = steps.map((st) => st.minutes);
  let saved = 0;
  steps.forEach((st, i) => {
    if (!MEANWHILE_KEYS.has(st.key) || i === 0) return;
    const hosts = [i - 1, i - 2].filter((h) => h >= 0);
    const host = hosts.reduce(
      (best, h) => ((room[h] ?? 0) > (room[best] ?? 0) ? h : best),
      hosts[0] as number,
    );
    const overlap = Math.min(st.minutes, room[host] ?? 0);
    room[host] = (room[host] ?? 0) - overlap;
    room[i] = 0;
    saved += overlap;
  });
  return saved;
}

const ITEM_ENTRIES = new WeakMap<object, CatalogEntry | null>();
/**
 * The catalog entry of one of the cook's items: by its id, or by its name as readIngredients reads it (looked up
 * once per item: the amounts and the ready-cut words ask again for every dish).
 */
function itemEntry(item: ComposeRequest['ingredients'][number], locale: Language): CatalogEntry | undefined {
  let entry = ITEM_ENTRIES.get(item);
  if (entry === undefined) {
    entry = asTyped(item, locale, defaultCatalog);
    ITEM_ENTRIES.set(item, entry);
  }
  return entry ?? undefined;
}

/**
 * One of the cook's items as a catalog entry, by its id or its name, in the form their words say: "un'orata" is
 * one whole fish, cooked on the bone, not 150 g of fillet; "basmati" never makes a risotto; "1 Dose Champignons"
 * are drained and warmed, not simmered like raw mushrooms.
 */
function asTyped(
  item: ComposeRequest['ingredients'][number],
  locale: Language,
  index: CatalogIndex,
): CatalogEntry | null {
  const entry = (item.id ? index.get(item.id) : undefined) ?? index.match(item.name, locale);
  if (!entry) return null;
  return (
    wholeFishOf(item.name, entry, locale) ??
    longGrainOf(item.name, entry) ??
    tinnedOf(item.name, entry) ??
    entry
  );
}

const LIMITS = new WeakMap<ComposeRequest['ingredients'], Map<string, number>>();
/** The most the cook said they have of each ingredient whose name says ("half a leek", "mezzo chilo di cozze"). */
function limitsOf(request: ComposeRequest): Map<string, number> {
  let limits = LIMITS.get(request.ingredients);
  if (!limits) {
    limits = new Map();
    for (const item of request.ingredients) {
      const entry = itemEntry(item, request.locale);
      const limit = entry ? typedLimit(item.name, entry) : null;
      if (entry && limit !== null) limits.set(entry.id, limit);
    }
    LIMITS.set(request.ingredients, limits);
  }
  return limits;
}

const READY_CUT = new WeakMap<ComposeRequest['ingredients'], Map<string, PrepGroup>>();
/**
 * How the cook's words say their ingredients are prepared (grated cheese, diced pancetta, cherries from a jar,
 * salted capers, frozen berries), read once per request.
 */
function readyCutOf(request: ComposeRequest): Map<string, PrepGroup> {
  const known = READY_CUT.get(request.ingredients);
  if (known) return known;
  const ready = new Map<string, PrepGroup>();
  READY_CUT.set(request.ingredients, ready);
  for (const item of request.ingredients) {
    const entry = itemEntry(item, request.locale);
    const group = entry ? comesReadyCut(item.name, entry) : null;
    if (entry && group) ready.set(entry.id, group);
  }
  return ready;
}

/** Grams of plain flour one teaspoon of baking powder raises: 450 g of flour for scones takes 4 teaspoons. */
const FLOUR_PER_TSP_BAKING_POWDER = 110;

/**
 * Baking powder for the flour the cook has: a dish written for self-raising flour adds only a little, and with
 * plain flour in its place ("450 g plain flour; 2 tsp baking powder") the scones would not rise. Raised to a
 * teaspoon for every 110 g of plain flour, never lowered.
 */
function raisedEnough(placed: Placed[]): void {
  const powder = placed.find((p) => p.id === 'baking-powder' && p.unit === 'tsp');
  if (!powder) return;
  const plain = placed
    .filter((p) => p.id !== 'self-raising-flour' && p.unit === 'g')
    .filter((p) => defaultCatalog.get(p.id)?.kind === 'flour')
    .reduce((sum, p) => sum + p.amount, 0);
  const needed = Math.round((plain / FLOUR_PER_TSP_BAKING_POWDER) * 2) / 2;
  if (needed > powder.amount) powder.amount = needed;
}

/** Fruit too sour to eat cooked without a good deal of sugar, and the sugar each gram of it needs. */
const SOUR_FRUIT: Readonly<Record<string, number>> = {
  rhubarb: 0.25,
  cranberry: 0.25,
  redcurrant: 0.2,
  blackcurrant: 0.2,
};
/** The sugar a compote of sweet fruit takes, per gram of fruit. */
const COMPOTE_SUGAR = 0.1;

/**
 * Sugar enough for the fruit: 300 g of rhubarb stewed with 10 g of sugar is "inedibly sour" (a German reader).
 * Raised to a quarter of the sour fruit's weight (a tenth of any fruit in a compote), never lowered.
 */
function sweetEnough(placed: Placed[], archetype: string): void {
  const sugar = placed.find((p) => p.unit === 'g' && ['sugar', 'brown-sugar'].includes(p.id));
  if (!sugar) return;
  const needed = placed
    .filter((p) => p.unit === 'g')
    .reduce((sum, p) => {
      const sour = SOUR_FRUIT[p.id];
      if (sour !== undefined) return sum + sour * p.amount;
      const fruit = defaultCatalog.get(p.id)?.category === 'fruit';
      return archetype === 'compote' && fruit ? sum + COMPOTE_SUGAR * p.amount : sum;
    }, 0);
  const rounded = Math.round(needed / 5) * 5;
  if (rounded > sugar.amount) sugar.amount = rounded;
}

function build(a: Assignment, request: ComposeRequest, leftOut: Composition['leftOut']): Composition {
  const servings = Math.max(request.servings, a.archetype.batch ?? 0);
  const placed: Placed[] = [];
  let kcal = 0;
  for (const [spec, list] of a.filled) {
    const kept = a.byRole.get(spec.role);
    if (!kept) continue;
    for (const entry of list.filter((e) => kept.includes(e))) {
      // Never more than the cook said they have: half a leek is half a leek, half a kilo of mussels no more.
      const have = limitsOf(request).get(entry.id);
      const scaled = scaledAmount(entry, servings, spec.share);
      const amount = have !== undefined && have < scaled ? roundAmount(have, entry.unit) : scaled;
      placed.push({ id: entry.id, role: spec.role, amount, unit: entry.unit });
      kcal += (gramsOf(entry, amount) * entry.kcalPer100g) / 100;
    }
  }
  raisedEnough(placed);
  sweetEnough(placed, a.archetype.id);
  const steps = planSteps(a.archetype, a.byRole, baseMinutes(a.byRole), readyCutOf(request));
  const fromCupboard = placed.filter((p) => a.assumed.has(p.id)).map((p) => p.id);
  const prep = steps.filter((st) => st.phase === 'prep').reduce((sum, st) => sum + st.minutes, 0);
  const cook = steps.filter((st) => st.phase === 'cook').reduce((sum, st) => sum + st.minutes, 0);
  // The two ways of counting what runs at the same time are not added: they may describe the same overlap.
  const total = prep + cook - Math.max(whileHeating(steps), meanwhileOverlap(steps));
  const usesOil = a.archetype.staples.includes('oil');
  // Oil, like seasoning, does not scale with the pot: a pan for eight takes less than four times a pan for two.
  const oilKcal = usesOil ? (OIL_KCAL_PER_SERVING * seasoningServings(servings)) / servings : 0;
  const perServing = Math.round((kcal / servings + oilKcal) / 10) * 10;
  const used = placed.map((p) => defaultCatalog.get(p.id)).filter((e): e is CatalogEntry => e !== undefined);
  const tipEntry =
    TIP_CATEGORIES.map((c) => used.find((e) => e.category === c && tipFits(c, e))).find(Boolean) ?? null;
  const reasons: Composition['leftOut'] = [
    ...leftOut,
    ...a.unused.map((e) => ({
      id: e.id,
      // As the cook typed it ("un limone"): the note names one lemon in the singular.
      name: (request.ingredients.find((i) => i.id === e.id)?.name ?? e.names.en.name).slice(0, 120),
      reason: (a.tooLong.has(e.id)
        ? 'tooLong'
        : a.tooMany.has(e.id)
          ? 'tooMany'
          : SLOW_KINDS.has(e.kind)
            ? 'slowCook'
            : 'noRole') as LeftOutReason,
    })),
  ];
  return {
    v: 2,
    archetype: a.archetype.id,
    servings,
    placed,
    leftOut: reasons,
    staples: [...a.archetype.staples],
    ...(fromCupboard.length ? { fromCupboard } : {}),
    steps,
    time: { prep, cook, total },
    difficulty: a.archetype.difficulty,
    cuisine: a.archetype.cuisine,
    caloriesPerServing: perServing,
    tags: tagsOf(used, total, perServing, a.archetype),
    tip: tipEntry ? { key: tipEntry.category, id: tipEntry.id } : { key: 'generic', id: null },
  };
}

/**
 * The dish with as many of the cook's ingredients as fit in the time limit: when everything together
 * takes too long, the optional roles are dropped in the combination that keeps the most ingredients
 * (they are reported as left out for time). Null when even the required roles alone are too slow.
 */
function fitTime(
  a: Assignment,
  request: ComposeRequest,
  leftOut: Composition['leftOut'],
  main: ReadonlySet<string> = new Set(),
): Composition | null {
  const full = build(a, request, leftOut);
  if (full.time.total <= request.maxCookingTime) return full;
  // Never dropped: the cook's main ingredient (without it, it is another dish).
  const kept = (list: readonly CatalogEntry[]) => list.some((e) => main.has(e.id));
  const required = new Set([
    ...a.archetype.roles.filter((r) => r.min > 0).map((r) => r.role),
    ...[...a.byRole].filter(([, list]) => kept(list)).map(([role]) => role),
  ]);
  const minOf = (role: Role) =>
    a.archetype.roles.filter((r) => r.role === role).reduce((n, r) => n + r.min, 0);
  // What may go: a whole optional role, or one item of a needed role that holds more than it needs (the
  // butternut in a soup of tinned tomatoes and butternut, when only the tomato soup fits the time).
  // (Never the only mushrooms of a fricassee's needed slot because the peas of its optional one share the
  // role: an item that fills a needed slot no more than it needs stays.)
  const needed = new Set(
    a.filled
      .filter(([spec, list]) => spec.min > 0 && list.length <= spec.min)
      .flatMap(([, list]) => list.map((e) => e.id)),
  );
  const units: Array<{ role: Role; id: string | null }> = [];
  for (const [role, list] of a.byRole) {
    if (!required.has(role)) units.push({ role, id: null });
    else if (list.length > Math.max(1, minOf(role)))
      for (const e of list) if (!main.has(e.id) && !needed.has(e.id)) units.push({ role, id: e.id });
  }
  const considered = units.slice(0, 10);
  /** The dish without the dropped units; null when that leaves a needed role empty. */
  const without = (drop: ReadonlyArray<(typeof units)[number]>): Composition | null => {
    const byRole = new Map<Role, CatalogEntry[]>();
    for (const [role, list] of a.byRole) {
      if (drop.some((u) => u.role === role && u.id === null)) continue;
      const left = list.filter((e) => !drop.some((u) => u.id === e.id));
      if (left.length < minOf(role) || left.length === 0) continue;
      byRole.set(role, left);
    }
    if ([...a.byRole.keys()].some((role) => required.has(role) && !byRole.has(role))) return null;
    if (byRole.size === 0) return null;
    if (a.archetype.needsAny && !a.archetype.needsAny.some((role) => byRole.has(role))) return null;
    const placed = new Set([...byRole.values()].flat().map((e) => e.id));
    const dropped = [...a.byRole.values()].flat().filter((e) => !placed.has(e.id));
    return build(
      { ...a, byRole, unused: [...a.unused, ...dropped], tooLong: new Set(dropped.map((e) => e.id)) },
      request,
      leftOut,
    );
  };
  const inTime = (c: Composition | null): c is Composition =>
    c !== null && c.time.total <= request.maxCookingTime;
  // When only whole roles can go and even the dish without all of them is too slow, nothing fits (dropping
  // never makes a dish slower): one build instead of a search.
  if (considered.every((u) => u.id === null)) {
    const bare = without(considered);
    if (bare && !inTime(bare)) return null;
  }
  // Fewest drops first, and every way of dropping one (most dishes fit after that): the way that keeps
  // the most ingredients wins. Beyond that budget the slowest unit goes first, one at a time.
  let best: Composition | null = null;
  let bestDrops = Infinity;
  let tried = 0;
  for (const mask of masksByDrops(considered.length)) {
    const drops = popcount(mask);
    if (drops > bestDrops || tried >= EXHAUSTIVE_TRIALS) break;
    tried++;
    const trial = without(considered.filter((_, i) => ((mask >> i) & 1) === 1));
    if (inTime(trial) && (!best || trial.placed.length > best.placed.length)) {
      best = trial;
      bestDrops = drops;
    }
  }
  if (best) return best;
  const drop: Array<(typeof units)[number]> = [];
  let left = [...considered];
  while (left.length) {
    const trials = left
      .map((u) => ({ u, c: without([...drop, u]) }))
      .filter((t): t is { u: (typeof units)[number]; c: Composition } => t.c !== null);
    if (!trials.length) return null;
    const fitting = trials.filter((t) => inTime(t.c));
    if (fitting.length) return fitting.reduce((x, y) => (y.c.placed.length > x.c.placed.length ? y : x)).c;
    const quickest = trials.reduce((x, y) => (y.c.time.total < x.c.time.total ? y : x));
    drop.push(quickest.u);
    left = left.filter((u) => u !== quickest.u);
  }
  return null;
}

function popcount(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}

/** How many ways of dropping ingredients fitTime tries before it drops the slowest one at a time. */
const EXHAUSTIVE_TRIALS = 11;

const MASKS = new Map<number, readonly number[]>();
/** Every non-empty subset of `n` units as a bit mask, fewest members first (then by value): cached per n. */
function masksByDrops(n: number): readonly number[] {
  let masks = MASKS.get(n);
  if (!masks) {
    masks = Array.from({ length: (1 << n) - 1 }, (_, i) => i + 1).sort(
      (a, b) => popcount(a) - popcount(b) || a - b,
    );
    MASKS.set(n, masks);
  }
  return masks;
}

/** True for salt, pepper, cooking oil and water: the pantry note covers them; they are never placed. */
export function isStaple(entry: CatalogEntry): boolean {
  return STAPLE_KINDS.has(entry.kind);
}

/** Why fewer than three dishes came back: the time limit, the difficulty, or the ingredients themselves. */
export type Shortfall = 'time' | 'difficulty' | 'ingredients';

/** A named dish the cook could make by adding one ingredient. */
export interface Suggestion {
  dish: string;
  add: string;
}

/**
 * A named dish the cook's ingredients make if they allow it more time or a harder dish than they asked for:
 * the smallest time option and the difficulty that let it in.
 */
export interface Longer {
  dish: string;
  /** How long it takes. */
  minutes: number;
  maxCookingTime: number;
  difficulty: Difficulty;
}

export interface ComposeReport {
  compositions: Composition[];
  /** Set when fewer than three dishes came back. */
  shortfall: Shortfall | null;
  /** Up to three named dishes one ingredient away. */
  suggestions: Suggestion[];
  /** Named dishes that would be among the three with the longest time and any difficulty ("with more time"). */
  longer: Longer[];
}

/** Every dish the composer can cook: the named dishes first, the generic archetypes as the long tail. */
const ALL_DISHES: readonly Archetype[] = [...DISHES, ...ARCHETYPES];

/** The cook's ingredients as catalog entries (staples aside), and what could not be read. */
function readIngredients(request: ComposeRequest, index: CatalogIndex) {
  const entries: CatalogEntry[] = [];
  const leftOut: Composition['leftOut'] = [];
  for (const item of request.ingredients) {
    const entry =
      index === defaultCatalog ? itemEntry(item, request.locale) : asTyped(item, request.locale, index);
    if (!entry) leftOut.push({ id: null, name: item.name, reason: 'unknown' });
    else if (!isStaple(entry) && !entries.some((e) => e.id === entry.id)) entries.push(entry);
  }
  return { entries, leftOut };
}

/** The least of what a dish is made of (a needed slot of a double share or more) the cook must have. */
const ENOUGH = 0.6;

/**
 * True when the cook has too little of what the dish is mostly made of: two tomatoes for a shakshuka of four
 * eggs cook down to a few spoonfuls, not a sauce to poach them in.
 */
function tooLittle(a: Assignment, request: ComposeRequest): boolean {
  const servings = Math.max(request.servings, a.archetype.batch ?? 0);
  const have = limitsOf(request);
  return a.filled.some(
    ([spec, list]) =>
      spec.min > 0 &&
      (spec.share ?? 1) >= 1.5 &&
      list.every((e) => {
        const limit = have.get(e.id);
        return limit !== undefined && limit < ENOUGH * scaledAmount(e, servings, spec.share);
      }),
  );
}

function candidatesFor(
  entries: readonly CatalogEntry[],
  request: ComposeRequest,
  leftOut: Composition['leftOut'],
  dishes: readonly Archetype[] = ALL_DISHES,
  /** Filled with what a dish would use that does not fit the time limit (the pork loin a roast needs). */
  slow?: Set<string>,
  ownFlourFirst = true,
): Ranked[] {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const main = new Set(mainOf(entries).map((e) => e.id));
  let ranked: Ranked[] = [];
  for (const archetype of dishes) {
    if (DIFFICULTY_RANK[archetype.difficulty] > DIFFICULTY_RANK[request.difficulty]) continue;
    const a = assign(archetype, entries, defaultCatalog, request.locale, ownFlourFirst);
    if (!a) continue;
    // Basmati or jasmine rice never makes a risotto: it stays in separate grains, without the starch.
    if (familyOf(archetype.id) === 'risotto' && [...a.byRole.values()].flat().some((e) => e.longGrain))
      continue;
    // The main ingredient is kept when the dish fits the time with it; when it cannot, the dish may still be
    // cooked without it (ranked below every dish that uses it), so adding an ingredient never loses a dish.
    if (tooLittle(a, request)) continue;
    const c = fitTime(a, request, leftOut, main) ?? fitTime(a, request, leftOut);
    if (!c) {
      for (const e of [...a.byRole.values()].flat()) if (!a.assumed.has(e.id)) slow?.add(e.id);
      continue;
    }
    const kept = new Set(c.placed.map((p) => p.id));
    const defining = a.filled
      .filter(([spec]) => spec.min > 0)
      .reduce((n, [, list]) => n + list.filter((e) => kept.has(e.id) && !a.assumed.has(e.id)).length, 0);
    const fromTheCupboard = c.placed.filter((p) => a.assumed.has(p.id)).length;
    const needsMain = a.filled.some(
      ([spec, list]) => spec.min > 0 && list.some((e) => main.has(e.id) && kept.has(e.id)),
    );
    ranked.push({
      c,
      score: scoreOf(c, byId, main) - CUPBOARD_COST * fromTheCupboard,
      usesMain: c.placed.some((p) => main.has(p.id)),
      defining,
      needsMain,
      home: HOME_CUISINES[request.locale]?.includes(c.cuisine) ?? false,
    });
  }
  // Only what no dish in the time could use needs more time: the onion a braise would take is not "too long"
  // when a quick soup could have used it too.
  for (const r of ranked) for (const p of r.c.placed) slow?.delete(p.id);
  // A hot lemon drink or a herb sauce is not one of three dinners for a cook with meat, fish or eggs, even
  // when the leg of lamb needs more time than they have ("a thyme and rosemary drink" was all a gigot, its
  // flageolets and herbs gave on a one-hour evening); it stays only for a fridge without any of them.
  const meal = main.size > 0 || ranked.some((r) => r.usesMain && !LIGHT_DISHES.has(r.c.archetype));
  if (meal) ranked = ranked.filter((r) => !LIGHT_DISHES.has(r.c.archetype));
  // Nor is a dish made only of what flavours or binds (tortillas of the flour and butter, a sauce of the
  // spices) when another uses the cauliflower, the cheese or the rice the cook has.
  const substance = (r: Ranked) =>
    r.c.placed.filter((p) => {
      const entry = byId.get(p.id);
      return entry !== undefined && weightOf(entry, main) >= 2;
    }).length;
  const filling = ranked.some((r) => substance(r) > 0 && !LIGHT_DISHES.has(r.c.archetype));
  // (Nor, beside a dish of the aubergines, a basil sauce that takes the parmesan: a light dish stays only for a
  // fridge of flavourings.)
  if (filling) ranked = ranked.filter((r) => substance(r) > 0 && !LIGHT_DISHES.has(r.c.archetype));
  // A generic dish of one thing (a soup of the spinach, a salad of the cucumber) when the cook has several
  // to cook with is filler beside a dish that uses them: it stays only when it is the cook's main ingredient.
  // (Counting only what some dish can cook in the time: stewing beef on a 30-minute evening is not one.)
  const cookable = new Set(ranked.flatMap((r) => r.c.placed.map((p) => p.id)));
  const many = Math.min(2, entries.filter((e) => cookable.has(e.id) && weightOf(e, main) >= 2).length);
  // (A snack of one cheese counts as such a dish: cheese crisps are not one of three dinners of pasta and bacon.)
  const snackOfOne = (r: Ranked) =>
    DISH_BY_ID.get(r.c.archetype)?.course === 'snack' && r.c.placed.filter((p) => byId.has(p.id)).length < 2;
  // (Two of the cook's things, the onion with the courgette, make a soup; the spinach alone does not.)
  const theirs = (r: Ranked) => r.c.placed.filter((p) => byId.has(p.id)).length;
  const honest = (r: Ranked) =>
    (isNamed(r.c) && !snackOfOne(r)) || r.usesMain || (substance(r) > 0 && theirs(r) >= many);
  const strong = ranked.some((r) => honest(r) && substance(r) > 0);
  // A dough of cupboard flour beside the cook's buckwheat is still better than nothing at all: adding an
  // ingredient never loses a dish.
  if (ranked.length === 0 && ownFlourFirst && entries.some((e) => OTHER_FLOURS.has(e.id)))
    return candidatesFor(entries, request, leftOut, dishes, slow, false);
  return ranked.filter((r) => !strong || honest(r));
}

/** One dish cooked from the cook's ingredients, or null when it cannot be (a needed ingredient missing, too slow). */
export function composeDish(
  archetype: Archetype,
  request: ComposeRequest,
  index: CatalogIndex = defaultCatalog,
): Composition | null {
  if (DIFFICULTY_RANK[archetype.difficulty] > DIFFICULTY_RANK[request.difficulty]) return null;
  const { entries, leftOut } = readIngredients(request, index);
  // As the ranking does when nothing else can be cooked: a dough of cupboard flour beside the cook's own
  // buckwheat or rice flour.
  const a =
    assign(archetype, entries, index, request.locale) ??
    (entries.some((e) => OTHER_FLOURS.has(e.id))
      ? assign(archetype, entries, index, request.locale, false)
      : null);
  return a ? fitTime(a, request, leftOut, new Set(mainOf(entries).map((e) => e.id))) : null;
}

/** Named dishes that one more ingredient would make, best first, none of those already chosen. */
function suggestionsFor(
  entries: readonly CatalogEntry[],
  request: ComposeRequest,
  chosen: readonly Composition[],
  index: CatalogIndex,
): Suggestion[] {
  const found: Array<Ranked & { add: string }> = [];
  const have = new Set(entries.map((e) => e.id));
  for (const dish of DISHES) {
    if (chosen.some((c) => c.archetype === dish.id)) continue;
    // What the cupboard supplies (flour, sugar, butter, stock) is not missing: the dish is already possible.
    const missing = dish.roles.filter(
      (spec) =>
        spec.min > 0 &&
        !entries.some((e) => fits(spec, e)) &&
        !(spec.min === 1 && fromCupboard(spec, index, request.locale)),
    );
    if (missing.length !== 1) continue;
    const add = missing[0]?.only?.[0];
    const entry = add ? index.get(add) : undefined;
    if (!entry || have.has(entry.id) || isStaple(entry)) continue;
    const [ranked] = candidatesFor([...entries, entry], request, [], [dish]);
    if (!ranked) continue;
    // It has to be a dish of theirs: it uses at least two of what they have (or their only ingredient).
    const theirs = ranked.c.placed.filter((p) => have.has(p.id)).length;
    if (theirs < Math.min(2, entries.length)) continue;
    found.push({ ...ranked, add: entry.id });
  }
  const main = new Set(mainOf(entries).map((e) => e.id));
  const relevant = main.size ? found.filter((f) => f.c.placed.some((p) => main.has(p.id))) : found;
  const picked = pickDistinct(relevant, RECIPES_PER_REQUEST);
  return picked.map((r) => ({ dish: r.c.archetype, add: (r as Ranked & { add: string }).add }));
}

const LONGEST = Math.max(...MAX_TIME_OPTIONS);

/**
 * The named dishes the cook would be offered at the longest time and any difficulty that their own limits
 * keep out: a braise for stewing beef on a 30-minute evening, a carbonara when only easy dishes were asked
 * for. Each with the smallest time option and the difficulty that would let it in.
 */
function longerFor(
  entries: readonly CatalogEntry[],
  request: ComposeRequest,
  chosen: readonly Composition[],
): Longer[] {
  if (request.maxCookingTime >= LONGEST && request.difficulty === 'hard') return [];
  const open = { ...request, maxCookingTime: LONGEST, difficulty: 'hard' as const };
  const best = pickDistinct(candidatesFor(entries, open, []), RECIPES_PER_REQUEST);
  const longer: Longer[] = [];
  for (const { c } of best) {
    if (!isNamed(c) || chosen.some((k) => k.archetype === c.archetype)) continue;
    const tooLong = c.time.total > request.maxCookingTime;
    const tooHard = DIFFICULTY_RANK[c.difficulty] > DIFFICULTY_RANK[request.difficulty];
    if (!tooLong && !tooHard) continue;
    longer.push({
      dish: c.archetype,
      minutes: c.time.total,
      maxCookingTime: tooLong
        ? (MAX_TIME_OPTIONS.find((m) => m >= c.time.total) ?? LONGEST)
        : request.maxCookingTime,
      difficulty: tooHard ? c.difficulty : request.difficulty,
    });
  }
  return longer;
}

/**
 * An ingredient one dish has no place for but another of the three uses is said to be for that one; one that
 * only a dish too long for the time limit would use is said to need more time (never "for another meal").
 */
function withElsewhere(chosen: readonly Composition[], slow: ReadonlySet<string> = new Set()): Composition[] {
  return chosen.map((c) => ({
    ...c,
    leftOut: c.leftOut.map((l) =>
      l.reason !== 'noRole' || !l.id
        ? l
        : chosen.some((other) => other !== c && other.placed.some((p) => p.id === l.id))
          ? { ...l, reason: 'elsewhere' as const }
          : slow.has(l.id) && !chosen.some((other) => other.placed.some((p) => p.id === l.id))
            ? { ...l, reason: 'tooLong' as const }
            : l,
    ),
  }));
}

/**
 * The offline composer with its reasons: up to three dishes of different families, the named dishes that
 * use the cook's main ingredient and most of the rest first (rank.ts states the order); why there are fewer
 * than three when there are; and named dishes one ingredient away. Deterministic.
 */
export function composeReport(request: ComposeRequest, index: CatalogIndex = defaultCatalog): ComposeReport {
  const { entries, leftOut } = readIngredients(request, index);
  if (entries.length === 0)
    return { compositions: [], shortfall: 'ingredients', suggestions: [], longer: [] };
  const slow = new Set<string>();
  const ranked = candidatesFor(entries, request, leftOut, ALL_DISHES, slow);
  const chosen = withElsewhere(
    pickDistinct(ranked, RECIPES_PER_REQUEST).map((r) => r.c),
    slow,
  );
  let shortfall: Shortfall | null = null;
  if (chosen.length < RECIPES_PER_REQUEST) {
    const relaxed = (patch: Partial<ComposeRequest>) =>
      pickDistinct(candidatesFor(entries, { ...request, ...patch }, leftOut), RECIPES_PER_REQUEST).length;
    shortfall =
      relaxed({ maxCookingTime: Number.MAX_SAFE_INTEGER }) > chosen.length
        ? 'time'
        : relaxed({ difficulty: 'hard' }) > chosen.length
          ? 'difficulty'
          : 'ingredients';
  }
  return {
    compositions: chosen,
    shortfall,
    suggestions: suggestionsFor(entries, request, chosen, index),
    longer: longerFor(entries, request, chosen),
  };
}

/** The offline composer: up to three distinct dishes from exactly the cook's ingredients (composeReport). */
export function compose(request: ComposeRequest, index: CatalogIndex = defaultCatalog): Composition[] {
  const { entries, leftOut } = readIngredients(request, index);
  if (entries.length === 0) return [];
  const slow = new Set<string>();
  return withElsewhere(
    pickDistinct(candidatesFor(entries, request, leftOut, ALL_DISHES, slow), RECIPES_PER_REQUEST).map(
      (r) => r.c,
    ),
    slow,
  );
}
