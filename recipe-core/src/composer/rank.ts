import type { IngredientKind } from '../catalog/kinds';
import type { CatalogEntry } from '../catalog/types';
import { ARCHETYPE_FAMILY, DISH_BY_ID, type Family } from './dishes/index';
import type { Composition } from './types';

/**
 * What a cook would be upset to see left out, strongest first: meat and fish, then pulses and tofu, then eggs.
 * The cook's main ingredient is every ingredient of the strongest tier they have.
 */
const PROTEIN_TIERS: ReadonlyArray<ReadonlySet<IngredientKind>> = [
  new Set<IngredientKind>([
    'whole-bird',
    'poultry',
    'red-meat',
    'stewing-meat',
    'mince',
    'sausage',
    'bacon',
    'cured-meat',
    'cooked-meat',
    'offal',
    'firm-fish',
    'delicate-fish',
    'whole-fish',
    'smoked-fish',
    'canned-fish',
    'salt-fish',
    'shellfish',
    'mollusc',
    'cephalopod',
    'octopus',
  ]),
  new Set<IngredientKind>(['cooked-pulse', 'lentil', 'dried-bean', 'soy']),
  new Set<IngredientKind>(['egg']),
];
/** Fish used as a seasoning (a few fillets melted into a sauce), never the dish's main ingredient. */
const SEASONING_FISH = new Set(['anchovy', 'anchovy-fillets']);

/**
 * What says a fridge is for baking or a pudding: sugar or honey, baking powder, vanilla, biscuits, chocolate.
 * Beside one of these the eggs are for a cake, a tiramisù or pancakes, not a dinner of eggs.
 */
const SWEET_KINDS = new Set<IngredientKind>([
  'sweetener',
  'leavening',
  'baking-flavour',
  'biscuit',
  'chocolate',
]);
/** Pasta of any kind, dried or fresh: beside it, eggs are not the cook's main ingredient. */
const PASTA_KINDS = new Set<IngredientKind>(['pasta', 'filled-pasta']);
/** Sweet things of other kinds: custard powder (a starch), jam and sweet spreads, condensed milk. */
const SWEET_IDS = new Set(['custard-powder', 'jam', 'chocolate-spread', 'condensed-milk']);

/**
 * The cook's main ingredients: those of the strongest protein tier present (empty when there is none). Eggs
 * beside sugar, baking powder, vanilla, biscuits or chocolate are not a main: that fridge is a bake's or a
 * pudding's, and the apples, the yogurt or the mascarpone say which. Nor are eggs beside pasta.
 */
export function mainOf(entries: readonly CatalogEntry[]): CatalogEntry[] {
  const sweet = entries.some((e) => SWEET_KINDS.has(e.kind) || SWEET_IDS.has(e.id));
  // Beside a packet of pasta the eggs bind a bake or a carbonara: penne, broccoli, cream and two eggs are a
  // pasta bake's fridge, not one for eggs en cocotte.
  const pasta = entries.some((e) => PASTA_KINDS.has(e.kind));
  for (const tier of PROTEIN_TIERS) {
    if ((sweet || pasta) && tier.has('egg')) break;
    const found = entries.filter((e) => tier.has(e.kind) && !SEASONING_FISH.has(e.id));
    if (found.length) return found;
  }
  return [];
}

/** Kinds that flavour a dish; using one counts for less than using a vegetable, a cheese or a grain. */
const LIGHT_KINDS = new Set<IngredientKind>([
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
  'butter',
  'flour',
  'crumbs',
]);

/** How much using an ingredient is worth: the protein most, what the dish is made of next, flavourings least. */
export function weightOf(entry: CatalogEntry, main: ReadonlySet<string>): number {
  if (main.has(entry.id)) return 4;
  if (PROTEIN_TIERS.some((tier) => tier.has(entry.kind))) return 3;
  return LIGHT_KINDS.has(entry.kind) ? 1 : 2;
}

/** A named dish counts as much as one more ingredient used well: a cook would rather cook a real dish. */
export const NAMED_BONUS = 2.5;

export const isNamed = (c: Pick<Composition, 'archetype'>) => DISH_BY_ID.has(c.archetype);
export const familyOf = (id: string): Family => DISH_BY_ID.get(id)?.family ?? ARCHETYPE_FAMILY[id] ?? 'side';

/** How well a composition serves the cook: the weight of what it uses of theirs, and a real dish first. */
export function scoreOf(
  c: Composition,
  byId: ReadonlyMap<string, CatalogEntry>,
  main: ReadonlySet<string>,
): number {
  // A snack (cheese crisps, tortilla chips) is a real dish but not a meal: it earns no bonus over a dinner.
  let score = isNamed(c) && DISH_BY_ID.get(c.archetype)?.course !== 'snack' ? NAMED_BONUS : 0;
  for (const p of c.placed) {
    const entry = byId.get(p.id);
    if (entry) score += weightOf(entry, main);
  }
  return score;
}

const DIFFICULTY_RANK = { easy: 0, medium: 1, hard: 2 } as const;

export interface Ranked {
  c: Composition;
  score: number;
  usesMain: boolean;
  /** How many of the cook's ingredients the dish needs (rather than takes if they are there): its specificity. */
  defining: number;
  /** The dish needs the cook's main ingredient (a chickpea curry for chickpeas), not merely takes it. */
  needsMain?: boolean;
  /** A dish of the cook's own kitchen (Italian for an Italian cook, German for a German one…). */
  home?: boolean;
}

/** The kitchens a cook typing in each language grew up with: their dishes come first on an otherwise equal tie. */
export const HOME_CUISINES: Readonly<Record<string, readonly string[]>> = {
  en: ['british', 'american'],
  it: ['italian'],
  fr: ['french'],
  de: ['german'],
};

/**
 * The stated order: the main ingredient used, then the score; on a tie a named dish before a generic one, a dish
 * made of the cook's main ingredient before one that merely takes it (chickpeas: the chickpea curry before a
 * vegetable curry they could go in), the dish defined by more of the cook's ingredients before a looser one (beef, carrots and red wine: the
 * bourguignon, which needs the wine, before a beef stew that takes it), a dish of the cook's own kitchen before
 * another (leeks, potatoes and cream: a potage for a French cook, a Kartoffelsuppe for a German one), the easier
 * before the harder, the
 * shorter before the longer, and finally the id's alphabetical order.
 */
export function compareRanked(x: Ranked, y: Ranked): number {
  return (
    Number(y.usesMain) - Number(x.usesMain) ||
    y.score - x.score ||
    Number(isNamed(y.c)) - Number(isNamed(x.c)) ||
    Number(y.needsMain ?? false) - Number(x.needsMain ?? false) ||
    y.defining - x.defining ||
    Number(y.home ?? false) - Number(x.home ?? false) ||
    DIFFICULTY_RANK[x.c.difficulty] - DIFFICULTY_RANK[y.c.difficulty] ||
    x.c.time.total - y.c.time.total ||
    (x.c.archetype < y.c.archetype ? -1 : x.c.archetype > y.c.archetype ? 1 : 0)
  );
}

/**
 * Up to `count` compositions of different families, best first. Every dish that uses the cook's main
 * ingredient ranks before any that leaves it out, so one without it is chosen only when no dish of a new
 * family uses it (the main is then said to be for the others).
 */
export function pickDistinct(ranked: readonly Ranked[], count: number): Ranked[] {
  const chosen: Ranked[] = [];
  const families = new Set<Family>();
  for (const r of [...ranked].sort(compareRanked)) {
    const family = familyOf(r.c.archetype);
    if (families.has(family)) continue;
    families.add(family);
    chosen.push(r);
    if (chosen.length === count) break;
  }
  return chosen;
}
