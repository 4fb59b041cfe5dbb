import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serializeHlc } from './hlc';
import {
  applyProfile,
  applyRecipeCreate,
  applyRecipeDelete,
  applyRecipePatch,
  applySaved,
  emptyRecipeRow,
  isActivityVisible,
  isLiveRecipe,
  mergeClear,
  mergeProfile,
  mergeRecipeRows,
  recipeFromRow,
  type ActivityRow,
  type RecipeRow,
} from './merge';
import { EMPTY_RECIPE_FIELDS, RECIPE_FIELDS, type NewRecipe, type RecipeFields } from './recipe';
import type { TypedMutation } from './sync';
import { deliveriesArb, mergeReplicas, opsArb, RECIPE_IDS, replicaOf, snapshot } from './testing/arbitraries';
import { maxBy, reference, visibleIds } from './testing/reference';

const T = (ms: number, counter = 0, node = 'a') => serializeHlc({ ms, counter, node });
const DAY = 86_400_000;
const newRecipe = (id: string, title: string, createdAt = '2024-01-01T00:00:00.000Z'): NewRecipe => ({
  ...EMPTY_RECIPE_FIELDS,
  title,
  id,
  createdAt,
});

describe('recipe rows', () => {
  it('a create writes every field with its clock', () => {
    const row = applyRecipeCreate(undefined, newRecipe('r1', 'Soup'), T(DAY));
    expect(row.created).toEqual({ at: '2024-01-01T00:00:00.000Z', hlc: T(DAY) });
    expect(Object.keys(row.clocks).sort()).toEqual([...RECIPE_FIELDS].sort());
    expect(recipeFromRow(row)).toEqual({
      ...EMPTY_RECIPE_FIELDS,
      title: 'Soup',
      id: 'r1',
      createdAt: '2024-01-01T00:00:00.000Z',
      updatedAt: new Date(DAY).toISOString(),
      saved: false,
    });
  });

  it('a patch before its create is invisible until the create, then keeps its newer value', () => {
    const patched = applyRecipePatch(undefined, 'r1', { title: 'Newer', servings: 4 }, T(DAY + 5));
    expect(recipeFromRow(patched)).toBeNull();
    expect(isLiveRecipe(patched)).toBe(false);
    const row = applyRecipeCreate(
      patched,
      { ...newRecipe('r1', 'Older'), servings: 2, tips: 'salt' },
      T(DAY),
    );
    expect(isLiveRecipe(row)).toBe(true);
    expect(recipeFromRow(row)).toMatchObject({
      title: 'Newer',
      servings: 4,
      tips: 'salt',
      updatedAt: new Date(DAY + 5).toISOString(),
    });
  });

  it('a patch older than the field it touches is ignored, per field', () => {
    const created = applyRecipeCreate(undefined, newRecipe('r1', 'Soup'), T(DAY, 3));
    const row = applyRecipePatch(created, 'r1', { title: 'Stale' }, T(DAY, 2));
    expect(row.fields.title).toBe('Soup');
    const row2 = applyRecipePatch(
      applyRecipePatch(row, 'r1', { title: 'A', tips: 'x' }, T(DAY, 9)),
      'r1',
      { tips: 'y' },
      T(DAY, 4),
    );
    expect(row2.fields).toMatchObject({ title: 'A', tips: 'x' });
  });

  it('a field patched to undefined is no write (JSON would drop it)', () => {
    const created = applyRecipeCreate(undefined, newRecipe('r1', 'Soup'), T(DAY));
    const row = applyRecipePatch(created, 'r1', { title: undefined, tips: 'salt' }, T(DAY + 1));
    expect(row.fields.title).toBe('Soup');
    expect(row.clocks.title).toBe(T(DAY));
    expect(recipeFromRow(row)?.title).toBe('Soup');
  });

  it('concurrent creates of one id keep the lowest-clock createdAt and the later fields, in any order', () => {
    const first = newRecipe('r1', 'Mine', '2024-01-01T00:00:00.000Z');
    const second = newRecipe('r1', 'Theirs', '2024-02-01T00:00:00.000Z');
    const ab = applyRecipeCreate(applyRecipeCreate(undefined, first, T(10, 0, 'a')), second, T(10, 0, 'b'));
    const ba = applyRecipeCreate(applyRecipeCreate(undefined, second, T(10, 0, 'b')), first, T(10, 0, 'a'));
    expect(ab).toEqual(ba);
    expect(ab.created).toEqual({ at: '2024-01-01T00:00:00.000Z', hlc: T(10, 0, 'a') });
    expect(ab.fields.title).toBe('Theirs');
  });

  it('delete wins: later patches, creates and saves never bring the recipe back', () => {
    let row = applyRecipeCreate(undefined, newRecipe('r1', 'Soup'), T(1));
    row = applyRecipeDelete(row, 'r1', T(2));
    row = applyRecipePatch(row, 'r1', { title: 'Back?' }, T(3));
    row = applyRecipeCreate(row, newRecipe('r1', 'Again'), T(4));
    row = applySaved(row, 'r1', true, T(5));
    row = applyRecipeDelete(row, 'r1', T(1, 5));
    expect(row.deletedHlc).toBe(T(2));
    expect(recipeFromRow(row)).toBeNull();
    expect(isLiveRecipe(row)).toBe(false);
  });

  it('a delete that arrives before the create leaves a tombstone the create cannot lift', () => {
    const row = applyRecipeCreate(applyRecipeDelete(undefined, 'r1', T(1)), newRecipe('r1', 'Soup'), T(2));
    expect(row.id).toBe('r1');
    expect(recipeFromRow(row)).toBeNull();
  });

  it('saved is a last-writer-wins register, whatever the arrival order', () => {
    const created = applyRecipeCreate(undefined, newRecipe('r1', 'Soup'), T(1));
    const inOrder = applySaved(applySaved(created, 'r1', true, T(2)), 'r1', false, T(3));
    const reversed = applySaved(applySaved(created, 'r1', false, T(3)), 'r1', true, T(2));
    expect(inOrder.saved).toEqual({ value: false, hlc: T(3) });
    expect(reversed).toEqual(inOrder);
    expect(applySaved(inOrder, 'r1', true, T(3))).toBe(inOrder);
    const early = applyRecipeCreate(applySaved(undefined, 'r1', true, T(5)), newRecipe('r1', 'Soup'), T(1));
    expect(recipeFromRow(early)?.saved).toBe(true);
  });

  it('recipeFromRow fills defaults and dates updatedAt from the latest field clock', () => {
    const row: RecipeRow = {
      ...emptyRecipeRow('r9'),
      fields: { title: 'Bare' },
      clocks: { title: T(DAY * 2) },
      created: { at: 'then', hlc: T(DAY) },
    };
    expect(recipeFromRow(row)).toEqual({
      ...EMPTY_RECIPE_FIELDS,
      title: 'Bare',
      id: 'r9',
      createdAt: 'then',
      updatedAt: new Date(DAY * 2).toISOString(),
      saved: false,
    });
    const epoch: RecipeRow = { ...emptyRecipeRow('r9'), created: { at: 'then', hlc: T(0) } };
    expect(recipeFromRow(epoch)?.updatedAt).toBe('then');
    expect(recipeFromRow(emptyRecipeRow('r9'))).toBeNull();
  });

  it('mergeRecipeRows takes the later field, the earliest create, the later saved and any delete', () => {
    const a = applySaved(applyRecipeCreate(undefined, newRecipe('r1', 'A', 'at-a'), T(1)), 'r1', true, T(9));
    const b = applyRecipeDelete(
      applySaved(applyRecipePatch(undefined, 'r1', { title: 'B' }, T(5)), 'r1', false, T(4)),
      'r1',
      T(6),
    );
    const merged = mergeRecipeRows(a, b);
    expect(merged).toMatchObject({
      fields: { title: 'B', tips: '' },
      created: { at: 'at-a', hlc: T(1) },
      saved: { value: true, hlc: T(9) },
      deletedHlc: T(6),
    });
    expect(mergeRecipeRows(undefined, b)).toBe(b);
  });
});

describe('activity and clear markers', () => {
  const entry = (id: string, hlc: string, relatedId: string | null = 'r1'): ActivityRow => ({
    id,
    type: 'cooked',
    title: 't',
    description: '',
    relatedId,
    timestamp: 'now',
    hlc,
  });

  it('a clear hides older entries for its recipe and keeps newer ones, whenever they arrive', () => {
    const clear = { recipeId: 'r1', hlc: T(10) };
    expect(isActivityVisible(entry('e1', T(9)), clear)).toBe(false); // older, e.g. arriving late after the clear
    expect(isActivityVisible(entry('e2', T(11)), clear)).toBe(true);
    expect(isActivityVisible(entry('e3', T(9)), undefined)).toBe(true);
    expect(isActivityVisible(entry('e4', T(1), null), clear)).toBe(true);
  });

  it('mergeClear keeps the later marker in either order', () => {
    const older = { recipeId: 'r1', hlc: T(1) };
    const newer = { recipeId: 'r1', hlc: T(2) };
    expect(mergeClear(older, newer)).toBe(newer);
    expect(mergeClear(newer, older)).toBe(newer);
    expect(mergeClear(undefined, older)).toBe(older);
  });
});

describe('profile', () => {
  it('each field is last writer wins; undefined is no write', () => {
    let row = applyProfile({ fields: {}, clocks: {} }, { name: 'Ada', language: 'it' }, T(5));
    row = applyProfile(row, { name: 'Old' }, T(4));
    row = applyProfile(row, { language: 'fr', name: undefined }, T(6));
    expect(row).toEqual({ fields: { name: 'Ada', language: 'fr' }, clocks: { name: T(5), language: T(6) } });
    const other = applyProfile({ fields: {}, clocks: {} }, { name: 'Bea' }, T(7));
    expect(mergeProfile(row, other)).toEqual(mergeProfile(other, row));
    expect(mergeProfile(row, other).fields).toEqual({ name: 'Bea', language: 'fr' });
  });
});

describe('merge properties (reference model)', () => {
  it('in-order, shuffled and duplicated delivery converge on the reference replica', () => {
    fc.assert(
      fc.property(deliveriesArb(), ({ ops, shuffled, duplicated }) => {
        const inOrder = replicaOf(ops);
        const expected = reference(ops);
        expect(snapshot(inOrder)).toEqual(expected.snapshot);
        expect(snapshot(replicaOf(shuffled))).toEqual(snapshot(inOrder));
        expect(snapshot(replicaOf(duplicated))).toEqual(snapshot(inOrder));
        expect(visibleIds(inOrder)).toEqual(expected.visible);
        expect(
          RECIPE_IDS.filter((id) => recipeFromRow(inOrder.recipes.get(id) ?? emptyRecipeRow(id)) !== null),
        ).toEqual(expected.live);
      }),
      { numRuns: 500 },
    );
  });

  it('a live recipe shows the latest writes, its first createdAt and its saved register', () => {
    fc.assert(
      fc.property(opsArb(), (ops) => {
        const replica = replicaOf(ops);
        for (const [id, row] of replica.recipes) {
          const recipe = recipeFromRow(row);
          if (!recipe) continue;
          const writes = ops.filter(
            (o) =>
              (o.name === 'recipe.create' && o.args.recipe.id === id) ||
              (o.name === 'recipe.patch' && o.args.id === id),
          );
          const latest = maxBy(writes) as TypedMutation;
          expect(recipe.updatedAt).toBe(
            Number(latest.hlc.slice(0, 15)) > 0
              ? new Date(Number(latest.hlc.slice(0, 15))).toISOString()
              : recipe.createdAt,
          );
          expect(recipe.saved).toBe(row.saved?.value ?? false);
          const fields: RecipeFields = { ...EMPTY_RECIPE_FIELDS, ...row.fields };
          for (const field of RECIPE_FIELDS) expect(recipe[field]).toEqual(fields[field]);
        }
      }),
      { numRuns: 500 },
    );
  });

  const split = (ops: TypedMutation[], parts: number[], k: number) => ops.filter((_, i) => parts[i] === k);
  const rowOf = (ops: TypedMutation[], id: string) => replicaOf(ops).recipes.get(id) ?? emptyRecipeRow(id);

  it('mergeRecipeRows is commutative, associative and idempotent', () => {
    fc.assert(
      fc.property(
        opsArb(30).chain((ops) =>
          fc.tuple(
            fc.constant(ops),
            fc.array(fc.integer({ min: 0, max: 2 }), { minLength: ops.length, maxLength: ops.length }),
          ),
        ),
        fc.constantFrom(...RECIPE_IDS),
        ([ops, parts], id) => {
          const [a, b, c] = [0, 1, 2].map((k) => rowOf(split(ops, parts, k), id)) as [
            RecipeRow,
            RecipeRow,
            RecipeRow,
          ];
          expect(mergeRecipeRows(a, b)).toEqual(mergeRecipeRows(b, a));
          expect(mergeRecipeRows(mergeRecipeRows(a, b), c)).toEqual(
            mergeRecipeRows(a, mergeRecipeRows(b, c)),
          );
          expect(mergeRecipeRows(a, a)).toEqual(a);
          expect(mergeRecipeRows(mergeRecipeRows(a, b), b)).toEqual(mergeRecipeRows(a, b));
          expect(mergeRecipeRows(mergeRecipeRows(a, b), c)).toEqual(rowOf(ops, id));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('merging replicas that saw disjoint or overlapping subsets equals the replica that saw everything', () => {
    fc.assert(
      fc.property(
        deliveriesArb().chain(({ ops, shuffled }) =>
          fc.tuple(
            fc.constant(ops),
            fc.constant(shuffled),
            fc.array(fc.integer({ min: 0, max: 2 }), { minLength: ops.length, maxLength: ops.length }),
          ),
        ),
        ([ops, shuffled, parts]) => {
          const onlyA = split(shuffled, parts, 0);
          const onlyB = split(shuffled, parts, 1);
          const both = split(shuffled, parts, 2);
          const full = snapshot(replicaOf(ops));
          expect(snapshot(mergeReplicas(replicaOf(onlyA), replicaOf(onlyB.concat(both))))).toEqual(full);
          expect(
            snapshot(mergeReplicas(replicaOf([...onlyA, ...both]), replicaOf([...both, ...onlyB]))),
          ).toEqual(full);
          expect(snapshot(mergeReplicas(replicaOf([...onlyB, ...both]), replicaOf(onlyA)))).toEqual(full);
        },
      ),
      { numRuns: 500 },
    );
  });
});
