/**
 * The reference model for the merge properties: the replica a list of mutations must produce, computed
 * straight from the list (max clock per field, min clock per create, ...) without the merge functions.
 */
import { compareHlc } from '../hlc';
import { emptyRecipeRow, isActivityVisible, type RecipeRow } from '../merge';
import { RECIPE_FIELDS } from '../recipe';
import type { TypedMutation } from '../sync';
import { RECIPE_IDS, type Replica } from './arbitraries';

export const maxBy = <T extends { hlc: string }>(items: T[]): T | undefined =>
  items.reduce<T | undefined>(
    (best, x) => (best === undefined || compareHlc(x.hlc, best.hlc) > 0 ? x : best),
    undefined,
  );
const minBy = <T extends { hlc: string }>(items: T[]): T | undefined =>
  items.reduce<T | undefined>(
    (best, x) => (best === undefined || compareHlc(x.hlc, best.hlc) < 0 ? x : best),
    undefined,
  );
type Op<N extends TypedMutation['name']> = Extract<TypedMutation, { name: N }>;
const only = <N extends TypedMutation['name']>(ops: TypedMutation[], name: N) =>
  ops.filter((o): o is Op<N> => o.name === name);

/** The expected replica, computed straight from the operation list, without the merge functions. */
export function reference(ops: TypedMutation[]) {
  const recipes: Record<string, RecipeRow> = {};
  for (const id of RECIPE_IDS) {
    const creates = only(ops, 'recipe.create').filter((o) => o.args.recipe.id === id);
    const patches = only(ops, 'recipe.patch').filter((o) => o.args.id === id);
    const deletes = only(ops, 'recipe.delete').filter((o) => o.args.id === id);
    const saves = only(ops, 'saved.set').filter((o) => o.args.recipeId === id);
    if (creates.length + patches.length + deletes.length + saves.length === 0) continue;
    const row: RecipeRow = { ...emptyRecipeRow(id), deletedHlc: maxBy(deletes)?.hlc ?? null };
    const firstCreate = minBy(creates);
    if (firstCreate) row.created = { at: firstCreate.args.recipe.createdAt, hlc: firstCreate.hlc };
    const lastSave = maxBy(saves);
    if (lastSave) row.saved = { value: lastSave.args.saved, hlc: lastSave.hlc };
    for (const field of RECIPE_FIELDS) {
      const writers = [
        // A field a create leaves out (undefined) is no write, as JSON would drop it.
        ...creates
          .filter((o) => o.args.recipe[field] !== undefined)
          .map((o) => ({ hlc: o.hlc, value: o.args.recipe[field] })),
        ...patches
          .filter((o) => field in o.args.fields)
          .map((o) => ({ hlc: o.hlc, value: o.args.fields[field] })),
      ];
      const last = maxBy(writers);
      if (last) {
        (row.fields as Record<string, unknown>)[field] = last.value;
        row.clocks[field] = last.hlc;
      }
    }
    recipes[id] = row;
  }
  const activity = Object.fromEntries(
    only(ops, 'activity.append').map((o) => [o.args.entry.id, { ...o.args.entry, hlc: o.hlc }]),
  );
  const clears = Object.fromEntries(
    RECIPE_IDS.flatMap((id) => {
      const last = maxBy(only(ops, 'activity.clearForRecipe').filter((o) => o.args.recipeId === id));
      return last ? [[id, { recipeId: id, hlc: last.hlc }]] : [];
    }),
  );
  const name = maxBy(only(ops, 'profile.patch'));
  const language = maxBy(only(ops, 'preferences.set'));
  const profile = {
    fields: {
      ...(name && { name: name.args.fields.name.trim() }),
      ...(language && { language: language.args.language }),
    },
    clocks: { ...(name && { name: name.hlc }), ...(language && { language: language.hlc }) },
  };
  const visible = only(ops, 'activity.append')
    .filter(
      (a) =>
        !only(ops, 'activity.clearForRecipe').some(
          (c) => c.args.recipeId === a.args.entry.relatedId && compareHlc(c.hlc, a.hlc) > 0,
        ),
    )
    .map((a) => a.args.entry.id)
    .sort();
  const live = RECIPE_IDS.filter((id) => recipes[id]?.created && !recipes[id]?.deletedHlc);
  return { snapshot: { recipes, activity, clears, profile }, visible, live };
}

export const visibleIds = (r: Replica) =>
  [...r.activity.values()]
    .filter((e) => isActivityVisible(e, e.relatedId === null ? undefined : r.clears.get(e.relatedId)))
    .map((e) => e.id)
    .sort();
