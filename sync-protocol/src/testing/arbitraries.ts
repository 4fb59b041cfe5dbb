/**
 * fast-check generators and an in-memory replica for the sync-protocol property tests. Test-only: not
 * exported from the package index.
 */
import fc from 'fast-check';
import { LANGUAGES } from '../constants';
import { serializeHlc, type Hlc } from '../hlc';
import {
  mergeClear,
  mergeProfile,
  mergeRecipeRows,
  type ActivityRow,
  type ClearMarker,
  type ProfileRow,
  type RecipeRow,
} from '../merge';
import { type Difficulty, type NewRecipe, type RecipeFields } from '../recipe';
import { effectsOf, type TypedMutation } from '../sync';

export const RECIPE_IDS = ['r1', 'r2', 'r3'] as const;
export const NODES = ['a', 'b', 'node-1', 'Z_9'] as const;

/** A clock triple; small ranges so equal ms and equal counters happen often. */
export const hlcTriple = (maxMs = 15): fc.Arbitrary<Hlc> =>
  fc.record({
    ms: fc.integer({ min: 0, max: maxMs }),
    counter: fc.integer({ min: 0, max: 5 }),
    node: fc.constantFrom(...NODES),
  });

/** `n` distinct serialized clocks, in no particular order. */
export const uniqueHlcs = (minLength: number, maxLength: number): fc.Arbitrary<string[]> =>
  fc.uniqueArray(hlcTriple().map(serializeHlc), { minLength, maxLength, size: 'medium' });

const minutes = fc.option(fc.integer({ min: 0, max: 2880 }), { nil: null });
const word = fc.constantFrom('', 'pasta', 'soup', 'salt', 'x');

/** Field values that pass RecipeFieldsSchema, from small domains so equal values also occur. */
export const fieldArbs: { [K in keyof RecipeFields]: fc.Arbitrary<RecipeFields[K]> } = {
  title: word,
  description: word,
  ingredients: fc.array(
    fc.record({
      name: fc.constantFrom('egg', 'flour'),
      amount: fc.constantFrom('', '2'),
      unit: fc.constantFrom('', 'g'),
      emoji: fc.constantFrom('', '🥚'),
    }),
    { maxLength: 2 },
  ),
  instructions: fc.array(word, { maxLength: 2 }),
  cookingTime: fc.record({ total: minutes, prep: minutes, cook: minutes }),
  servings: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
  difficulty: fc.option(fc.constantFrom<Difficulty>('easy', 'medium', 'hard'), { nil: null }),
  calories: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }),
  tags: fc.array(word, { maxLength: 2 }),
  tips: word,
  sourceIngredients: fc.array(word, { maxLength: 2 }),
  isGenerated: fc.boolean(),
};

export const recipeFieldsArb: fc.Arbitrary<RecipeFields> = fc.record(fieldArbs);
export const patchFieldsArb: fc.Arbitrary<Partial<RecipeFields>> = fc
  .record(fieldArbs, { requiredKeys: [] })
  .filter((f) => Object.keys(f).length > 0);

const recipeId = fc.constantFrom(...RECIPE_IDS);
const w = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });

/** The args of one mutation; `index` keeps activity ids unique across one operation list. */
const mutationBody = (index: number): fc.Arbitrary<Omit<TypedMutation, 'hlc'>> =>
  fc.oneof(
    w(
      3,
      fc
        .record({
          id: recipeId,
          fields: recipeFieldsArb,
          createdAt: fc.constantFrom('2024-01-01T00:00:00.000Z', '2024-06-01T00:00:00.000Z'),
        })
        .map(({ id, fields, createdAt }) => ({
          name: 'recipe.create' as const,
          args: { recipe: { ...fields, id, createdAt } satisfies NewRecipe },
        })),
    ),
    w(
      3,
      fc
        .record({ id: recipeId, fields: patchFieldsArb })
        .map((args) => ({ name: 'recipe.patch' as const, args })),
    ),
    recipeId.map((id) => ({ name: 'recipe.delete' as const, args: { id } })),
    w(
      2,
      fc.record({ recipeId, saved: fc.boolean() }).map((args) => ({ name: 'saved.set' as const, args })),
    ),
    fc
      .record({ relatedId: fc.option(recipeId, { nil: null }), type: fc.constantFrom('cooked', 'viewed') })
      .map(({ relatedId, type }) => ({
        name: 'activity.append' as const,
        args: {
          entry: {
            id: `act${index}`,
            type,
            title: 't',
            description: '',
            relatedId,
            timestamp: '2024-01-01T00:00:00.000Z',
          },
        },
      })),
    recipeId.map((id) => ({ name: 'activity.clearForRecipe' as const, args: { recipeId: id } })),
    fc
      .constantFrom('Ada', ' Bob ', 'Cy')
      .map((name) => ({ name: 'profile.patch' as const, args: { fields: { name } } })),
    fc
      .constantFrom(...LANGUAGES)
      .map((language) => ({ name: 'preferences.set' as const, args: { language } })),
  ) as fc.Arbitrary<Omit<TypedMutation, 'hlc'>>;

/** A list of valid mutations, each with its own clock. */
export const opsArb = (maxLength = 25): fc.Arbitrary<TypedMutation[]> =>
  uniqueHlcs(0, maxLength).chain((hlcs) =>
    fc
      .tuple(...hlcs.map((_, i) => mutationBody(i)))
      .map((bodies) => bodies.map((b, i) => ({ ...b, hlc: hlcs[i] }) as TypedMutation)),
  );

/** The ops in the given order, a shuffled order, and the given order with duplicates inserted. */
export const deliveriesArb = (maxLength = 25) =>
  opsArb(maxLength).chain((ops) =>
    fc.record({
      ops: fc.constant(ops),
      shuffled: fc.shuffledSubarray(ops, { minLength: ops.length, maxLength: ops.length }),
      duplicated: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 10 }).map((inserts) => {
        const out = [...ops];
        if (ops.length === 0) return out;
        for (const [which, at] of inserts)
          out.splice(at % (out.length + 1), 0, ops[which % ops.length] as TypedMutation);
        return out;
      }),
    }),
  );

export interface Replica {
  recipes: Map<string, RecipeRow>;
  activity: Map<string, ActivityRow>;
  clears: Map<string, ClearMarker>;
  profile: ProfileRow;
}

export const emptyReplica = (): Replica => ({
  recipes: new Map(),
  activity: new Map(),
  clears: new Map(),
  profile: { fields: {}, clocks: {} },
});

/** Applies mutations as a replica's storage would: recipes by id, activity INSERT OR IGNORE, clears joined. */
export function applyAll(replica: Replica, ops: readonly TypedMutation[]): Replica {
  for (const op of ops) {
    for (const effect of effectsOf(op)) {
      if (effect.kind === 'recipe')
        replica.recipes.set(effect.id, effect.update(replica.recipes.get(effect.id)));
      else if (effect.kind === 'activity') {
        if (!replica.activity.has(effect.entry.id)) replica.activity.set(effect.entry.id, effect.entry);
      } else if (effect.kind === 'clear') {
        replica.clears.set(
          effect.recipeId,
          mergeClear(replica.clears.get(effect.recipeId), { recipeId: effect.recipeId, hlc: effect.hlc }),
        );
      } else replica.profile = effect.update(replica.profile);
    }
  }
  return replica;
}

export const replicaOf = (ops: readonly TypedMutation[]): Replica => applyAll(emptyReplica(), ops);

/** Joins two replicas with the pure merge functions. */
export function mergeReplicas(a: Replica, b: Replica): Replica {
  const out = emptyReplica();
  for (const [id, row] of a.recipes) out.recipes.set(id, row);
  for (const [id, row] of b.recipes) out.recipes.set(id, mergeRecipeRows(out.recipes.get(id), row));
  for (const [id, entry] of [...a.activity, ...b.activity])
    if (!out.activity.has(id)) out.activity.set(id, entry);
  for (const [id, clear] of [...a.clears, ...b.clears])
    out.clears.set(id, mergeClear(out.clears.get(id), clear));
  out.profile = mergeProfile(a.profile, b.profile);
  return out;
}

const sortedObject = <T>(map: Map<string, T>): Record<string, T> =>
  Object.fromEntries([...map].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)));

/** A plain, key-sorted snapshot for deep equality. */
export const snapshot = (r: Replica) => ({
  recipes: sortedObject(r.recipes),
  activity: sortedObject(r.activity),
  clears: sortedObject(r.clears),
  profile: r.profile,
});
