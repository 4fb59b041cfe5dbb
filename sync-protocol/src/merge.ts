import { compareHlc, maxHlc } from './hlc';
import {
  EMPTY_RECIPE_FIELDS,
  RECIPE_FIELDS,
  type ActivityInput,
  type NewRecipe,
  type Recipe,
  type RecipeField,
  type RecipeFields,
} from './recipe';

/**
 * The merge rules of ARCHITECTURE §3 as pure functions over plain rows, shared by the server and the
 * client. Every merge here is commutative, associative and idempotent, so replicas that have seen the
 * same operations hold the same rows whatever the order, delay or duplication of delivery.
 */

/** A recipe as replicas store it: values with the clock that wrote each one. */
export interface RecipeRow {
  id: string;
  fields: Partial<RecipeFields>;
  clocks: Partial<Record<RecipeField, string>>;
  /** Set by the first create (lowest clock wins for concurrent creates of one id); null until a create is seen. */
  created: { at: string; hlc: string } | null;
  saved: { value: boolean; hlc: string } | null;
  /** Delete wins: once set, the recipe is gone for good (a tombstone). */
  deletedHlc: string | null;
}

export const emptyRecipeRow = (id: string): RecipeRow => ({
  id,
  fields: {},
  clocks: {},
  created: null,
  saved: null,
  deletedHlc: null,
});

function writeFields(row: RecipeRow, fields: Partial<RecipeFields>, hlc: string): RecipeRow {
  const next: RecipeRow = { ...row, fields: { ...row.fields }, clocks: { ...row.clocks } };
  for (const field of RECIPE_FIELDS) {
    // Like applyProfile, an undefined value is no write: JSON drops it, so the server would never see it.
    if ((fields as Record<string, unknown>)[field] === undefined) continue;
    const current = next.clocks[field];
    if (current === undefined || compareHlc(hlc, current) > 0) {
      (next.fields as Record<string, unknown>)[field] = (fields as Record<string, unknown>)[field];
      next.clocks[field] = hlc;
    }
  }
  return next;
}

export function applyRecipeCreate(row: RecipeRow | undefined, recipe: NewRecipe, hlc: string): RecipeRow {
  const base = row ?? emptyRecipeRow(recipe.id);
  const { id: _id, createdAt, ...fields } = recipe;
  const next = writeFields(base, fields, hlc);
  const created =
    base.created === null || compareHlc(hlc, base.created.hlc) < 0 ? { at: createdAt, hlc } : base.created;
  return { ...next, created };
}

export function applyRecipePatch(
  row: RecipeRow | undefined,
  id: string,
  fields: Partial<RecipeFields>,
  hlc: string,
): RecipeRow {
  return writeFields(row ?? emptyRecipeRow(id), fields, hlc);
}

export function applyRecipeDelete(row: RecipeRow | undefined, id: string, hlc: string): RecipeRow {
  const base = row ?? emptyRecipeRow(id);
  return { ...base, deletedHlc: maxHlc(base.deletedHlc, hlc) };
}

export function applySaved(row: RecipeRow | undefined, id: string, saved: boolean, hlc: string): RecipeRow {
  const base = row ?? emptyRecipeRow(id);
  if (base.saved && compareHlc(base.saved.hlc, hlc) >= 0) return base;
  return { ...base, saved: { value: saved, hlc } };
}

/** Joins two replicas of one recipe: per field the later clock, the earliest create, any delete. */
export function mergeRecipeRows(a: RecipeRow | undefined, b: RecipeRow): RecipeRow {
  if (!a) return b;
  let merged: RecipeRow = { ...a, fields: { ...a.fields }, clocks: { ...a.clocks } };
  for (const field of RECIPE_FIELDS) {
    const clock = b.clocks[field];
    if (clock === undefined) continue;
    const mine = merged.clocks[field];
    if (mine === undefined || compareHlc(clock, mine) > 0) {
      (merged.fields as Record<string, unknown>)[field] = b.fields[field];
      merged.clocks[field] = clock;
    }
  }
  const created =
    merged.created === null
      ? b.created
      : b.created === null || compareHlc(merged.created.hlc, b.created.hlc) <= 0
        ? merged.created
        : b.created;
  const saved =
    merged.saved === null
      ? b.saved
      : b.saved === null || compareHlc(merged.saved.hlc, b.saved.hlc) >= 0
        ? merged.saved
        : b.saved;
  merged = { ...merged, created, saved, deletedHlc: maxHlc(merged.deletedHlc, b.deletedHlc) };
  return merged;
}

/** A recipe is shown once a create has been seen, and never after a delete. */
export const isLiveRecipe = (row: RecipeRow): boolean => row.created !== null && row.deletedHlc === null;

/** The canonical recipe the screens read; null for tombstones and rows without a create yet. */
export function recipeFromRow(row: RecipeRow): Recipe | null {
  if (!row.created || row.deletedHlc !== null) return null;
  const clocks = Object.values(row.clocks).filter((c): c is string => typeof c === 'string');
  const latest = clocks.reduce<string>((max, c) => (compareHlc(c, max) > 0 ? c : max), row.created.hlc);
  const updatedMs = Number(latest.slice(0, 15));
  return {
    ...EMPTY_RECIPE_FIELDS,
    ...row.fields,
    id: row.id,
    createdAt: row.created.at,
    updatedAt:
      Number.isFinite(updatedMs) && updatedMs > 0 ? new Date(updatedMs).toISOString() : row.created.at,
    saved: row.saved?.value ?? false,
  };
}

/** An activity entry as replicas store it: immutable once written, stamped with its clock. */
export interface ActivityRow extends ActivityInput {
  hlc: string;
}

/** A "clear the activity of this recipe" marker: hides entries for it with an older clock. */
export interface ClearMarker {
  recipeId: string;
  hlc: string;
}

export function mergeClear(a: ClearMarker | undefined, b: ClearMarker): ClearMarker {
  return a && compareHlc(a.hlc, b.hlc) >= 0 ? a : b;
}

export function isActivityVisible(entry: ActivityRow, clear: ClearMarker | undefined): boolean {
  return !(entry.relatedId !== null && clear !== undefined && compareHlc(clear.hlc, entry.hlc) > 0);
}

/** The profile and preferences fields that sync, each last writer wins. */
export interface ProfileFields {
  name?: string;
  language?: string;
}

export interface ProfileRow {
  fields: ProfileFields;
  clocks: Partial<Record<keyof ProfileFields, string>>;
}

export function applyProfile(row: ProfileRow, fields: ProfileFields, hlc: string): ProfileRow {
  const next: ProfileRow = { fields: { ...row.fields }, clocks: { ...row.clocks } };
  for (const key of ['name', 'language'] as const) {
    const value = fields[key];
    if (value === undefined) continue;
    const current = next.clocks[key];
    if (current === undefined || compareHlc(hlc, current) > 0) {
      next.fields[key] = value;
      next.clocks[key] = hlc;
    }
  }
  return next;
}

export function mergeProfile(a: ProfileRow, b: ProfileRow): ProfileRow {
  let merged = a;
  for (const key of ['name', 'language'] as const) {
    const clock = b.clocks[key];
    const value = b.fields[key];
    if (clock !== undefined && value !== undefined) merged = applyProfile(merged, { [key]: value }, clock);
  }
  return merged;
}
