import type { Difficulty } from '@avanzo/sync-protocol';
import { catalog as defaultCatalog, type CatalogIndex } from '../catalog/index';
import { STAPLE_KINDS, type IngredientKind } from '../catalog/kinds';
import type { CatalogEntry } from '../catalog/types';
import { ARCHETYPES } from './archetypes2';
import { COOK_MINUTES, DEFAULT_PASTA_MINUTES, NOT_RAW_VEG } from './groups';
import { gramsOf, scaledAmount } from './quantities';
import { planSteps } from './steps';
import { cookRange } from './technique';
import type { Archetype, ComposeRequest, Composition, LeftOutReason, Placed, Role, RoleSpec } from './types';

const DIFFICULTY_RANK: Record<Difficulty, number> = { easy: 0, medium: 1, hard: 2 };
/** Oil the composer assumes per serving (1 tbsp per 2 servings ≈ 60 kcal a serving). */
const OIL_KCAL_PER_SERVING = 60;
export const HEALTHY_MAX_KCAL = 600;
export const RECIPES_PER_REQUEST = 3;

/** A small stable hash, so ties between archetypes break the same way for the same ingredients. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Vegetables never eaten raw, and frozen or podded ones that are always cooked. */
const NEVER_RAW = new Set<string>([...NOT_RAW_VEG, 'pea', 'sweet-corn', 'edamame', 'broad-bean']);
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
/** Dishes that are made of flavourings: a warm drink, a herb sauce, a hot chocolate. */
const LIGHT_DISHES = new Set(['warm-drink', 'herb-sauce', 'hot-chocolate']);

/** True when the ingredient can be eaten as it is (raw, or warmed through at the end). */
export function eatenAsIs(entry: CatalogEntry): boolean {
  if (NEVER_RAW.has(entry.id)) return false;
  return cookRange(entry, 'raw') !== null || cookRange(entry, 'warm') !== null;
}

/**
 * True when the role can take the ingredient: listed (or of its categories), and safe by the way the dish
 * cooks the role — the kind takes that method within the dish's longest time, or is ready to eat and only
 * warmed; a role the dish does not cook takes only what can be eaten as it is.
 */
export function fits(spec: RoleSpec, entry: CatalogEntry): boolean {
  if (spec.except?.includes(entry.id)) return false;
  if (!(spec.only ? spec.only.includes(entry.id) : spec.categories.includes(entry.category))) return false;
  if (!spec.cook) return eatenAsIs(entry);
  const [method, , max] = spec.cook;
  const range = cookRange(entry, method);
  if (range) return range[0] <= max;
  return cookRange(entry, 'warm') !== null;
}

interface Assignment {
  archetype: Archetype;
  byRole: Map<Role, CatalogEntry[]>;
  unused: CatalogEntry[];
  tooMany: Set<string>;
  /** Left out so the dish fits the time limit. */
  tooLong: Set<string>;
}

/** Places the cook's ingredients into an archetype's roles, scarcest-fitting first; null when a required role stays empty. */
export function assign(archetype: Archetype, entries: readonly CatalogEntry[]): Assignment | null {
  const byRole = new Map<Role, CatalogEntry[]>();
  const taken = new Set<string>();
  const tooMany = new Set<string>();
  for (const spec of archetype.roles) {
    const candidates = entries.filter((e) => !taken.has(e.id) && fits(spec, e));
    const chosen = candidates.slice(0, spec.max);
    for (const e of candidates.slice(spec.max)) tooMany.add(e.id);
    if (chosen.length < spec.min) return null;
    for (const e of chosen) {
      taken.add(e.id);
      tooMany.delete(e.id);
    }
    if (chosen.length) byRole.set(spec.role, chosen);
  }
  if (taken.size === 0) return null;
  // A dish needs something to eat: garlic and chilli alone, or herbs and spices alone, are not a meal.
  if (!LIGHT_DISHES.has(archetype.id) && ![...byRole.values()].flat().some((e) => !FLAVOUR_KINDS.has(e.kind)))
    return null;
  if (archetype.needsAny && !archetype.needsAny.some((role) => byRole.has(role))) return null;
  return { archetype, byRole, unused: entries.filter((e) => !taken.has(e.id)), tooMany, tooLong: new Set() };
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
  'dairy',
  'eggs',
];
/** The kinds each category's tip is written for (peels into stock, a cheese rind, stale bread, ripe fruit). */
const TIP_KINDS: Partial<Record<string, ReadonlySet<IngredientKind>>> = {
  vegetables: new Set(['root', 'allium', 'squash']),
  cheese: new Set(['hard-cheese']),
  bread: new Set(['bread']),
  fruit: new Set(['fruit', 'berry']),
  fish: new Set(['firm-fish', 'delicate-fish', 'shellfish', 'mollusc', 'cephalopod', 'octopus']),
  meat: new Set(['poultry', 'red-meat', 'stewing-meat', 'cooked-meat', 'sausage']),
};
/** Ingredients whose scraps make no stock. */
const NO_SCRAPS = new Set(['avocado', 'cucumber', 'chili-pepper', 'jalapeno']);
function tipFits(category: string, entry: CatalogEntry): boolean {
  const kinds = TIP_KINDS[category];
  return (!kinds || kinds.has(entry.kind)) && !(category === 'vegetables' && NO_SCRAPS.has(entry.id));
}

function build(a: Assignment, request: ComposeRequest, leftOut: Composition['leftOut']): Composition {
  const servings = request.servings;
  const placed: Placed[] = [];
  let kcal = 0;
  for (const spec of a.archetype.roles) {
    for (const entry of a.byRole.get(spec.role) ?? []) {
      const amount = scaledAmount(entry, servings, spec.share);
      placed.push({ id: entry.id, role: spec.role, amount, unit: entry.unit });
      kcal += (gramsOf(entry, amount) * entry.kcalPer100g) / 100;
    }
  }
  const steps = planSteps(a.archetype, a.byRole, baseMinutes(a.byRole));
  const prep = steps.filter((st) => st.phase === 'prep').reduce((sum, st) => sum + st.minutes, 0);
  const cook = steps.filter((st) => st.phase === 'cook').reduce((sum, st) => sum + st.minutes, 0);
  const usesOil = a.archetype.staples.includes('oil');
  const perServing = Math.round((kcal / servings + (usesOil ? OIL_KCAL_PER_SERVING : 0)) / 10) * 10;
  const used = placed.map((p) => defaultCatalog.get(p.id)).filter((e): e is CatalogEntry => e !== undefined);
  const tipEntry =
    TIP_CATEGORIES.map((c) => used.find((e) => e.category === c && tipFits(c, e))).find(Boolean) ?? null;
  const reasons: Composition['leftOut'] = [
    ...leftOut,
    ...a.unused.map((e) => ({
      id: e.id,
      name: e.names.en.name,
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
    steps,
    time: { prep, cook, total: prep + cook },
    difficulty: a.archetype.difficulty,
    cuisine: a.archetype.cuisine,
    caloriesPerServing: perServing,
    tags: tagsOf(used, prep + cook, perServing, a.archetype),
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
): Composition | null {
  const full = build(a, request, leftOut);
  if (full.time.total <= request.maxCookingTime) return full;
  const required = new Set(a.archetype.roles.filter((r) => r.min > 0).map((r) => r.role));
  const optional = [...a.byRole.keys()].filter((role) => !required.has(role));
  let best: Composition | null = null;
  for (let mask = 0; mask < 1 << optional.length; mask++) {
    const kept = new Map(
      [...a.byRole].filter(([role]) => required.has(role) || ((mask >> optional.indexOf(role)) & 1) === 1),
    );
    if (kept.size === 0) continue;
    if (a.archetype.needsAny && !a.archetype.needsAny.some((role) => kept.has(role))) continue;
    const dropped = [...a.byRole].filter(([role]) => !kept.has(role)).flatMap(([, list]) => list);
    const trial = build(
      { ...a, byRole: kept, unused: [...a.unused, ...dropped], tooLong: new Set(dropped.map((e) => e.id)) },
      request,
      leftOut,
    );
    if (trial.time.total <= request.maxCookingTime && (!best || trial.placed.length > best.placed.length)) {
      best = trial;
    }
  }
  return best;
}

/** True for salt, pepper, cooking oil and water: the pantry note covers them; they are never placed. */
export function isStaple(entry: CatalogEntry): boolean {
  return STAPLE_KINDS.has(entry.kind);
}

/**
 * The offline composer: up to three distinct dishes (different archetypes) from exactly the cook's
 * ingredients, within the time and difficulty asked for, using as many of them as fit. Deterministic.
 */
export function compose(request: ComposeRequest, index: CatalogIndex = defaultCatalog): Composition[] {
  const entries: CatalogEntry[] = [];
  const leftOut: Composition['leftOut'] = [];
  for (const item of request.ingredients) {
    const entry = (item.id ? index.get(item.id) : undefined) ?? index.match(item.name, request.locale);
    if (!entry) leftOut.push({ id: null, name: item.name, reason: 'unknown' });
    else if (!isStaple(entry) && !entries.some((e) => e.id === entry.id)) entries.push(entry);
  }
  if (entries.length === 0) return [];
  const seed = hash(
    entries
      .map((e) => e.id)
      .sort()
      .join(','),
  );
  const candidates = ARCHETYPES.filter(
    (a) => DIFFICULTY_RANK[a.difficulty] <= DIFFICULTY_RANK[request.difficulty],
  )
    .map((a) => assign(a, entries))
    .filter((a): a is Assignment => a !== null)
    .map((a) => fitTime(a, request, leftOut))
    .filter((c): c is Composition => c !== null);
  const chosen = candidates
    .map((c) => ({ c, score: c.placed.length * 1000 + (hash(`${seed}:${c.archetype}`) % 1000) }))
    .sort((x, y) => y.score - x.score)
    .slice(0, RECIPES_PER_REQUEST)
    .map(({ c }) => c);
  // An ingredient one dish has no place for but another of the three uses is said to be for that one.
  return chosen.map((c) => ({
    ...c,
    leftOut: c.leftOut.map((l) =>
      l.reason === 'noRole' && chosen.some((other) => other !== c && other.placed.some((p) => p.id === l.id))
        ? { ...l, reason: 'elsewhere' as const }
        : l,
    ),
  }));
}
