import type { Mutation, RecipeRow } from '@avanzo/sync-protocol';
import type { LocalDb } from './localDb';

/**
 * Changes the server refused (invalid data, too large) or that could never be sent. None is dropped in
 * silence: each is kept here until the cook has seen it, and the screens say what was not saved and why.
 */
export interface Refusal {
  /** `clientId:seq`, so a refusal reported twice (a replayed push) is kept once. */
  key: string;
  name: string;
  code: string;
  /** What the change was about, in the cook's words: a recipe title, a name, a language. */
  subject: string | null;
  /** The recipe it was about: the screens name it by its title as it is now, once the server's is back. */
  recipeId: string | null;
  at: number;
}

const KEY = 'refused';
/** The screens list the latest ones; older ones are still counted in the sync status. */
const KEEP = 50;

export const readRefusals = async (db: LocalDb): Promise<Refusal[]> =>
  (await db.getMeta<Refusal[]>(KEY)) ?? [];

function recipeIdOf(m: Mutation): string | null {
  const args = m.args as { id?: unknown; recipeId?: unknown; recipe?: { id?: unknown } } | null;
  const id = args?.recipe?.id ?? args?.id ?? args?.recipeId;
  return typeof id === 'string' ? id : null;
}

/** The words a cook knows the change by. */
async function subjectOf(db: LocalDb, m: Mutation): Promise<string | null> {
  const args = m.args as {
    recipe?: { title?: unknown };
    fields?: { title?: unknown; name?: unknown };
    language?: unknown;
  } | null;
  const direct = args?.recipe?.title ?? args?.fields?.title ?? args?.fields?.name ?? args?.language;
  if (typeof direct === 'string' && direct.trim() !== '') return direct.trim().slice(0, 120);
  const id = recipeIdOf(m);
  const row: RecipeRow | undefined = id ? await db.recipes.get(id) : undefined;
  const title = row?.fields.title;
  return typeof title === 'string' && title.trim() !== '' ? title.trim().slice(0, 120) : null;
}

/**
 * Records refused changes and asks for a refetch (the local tables applied them when they were made, and
 * only the server's state can take them back). Call inside a transaction over meta and recipes.
 * Returns how many were new.
 */
export async function recordRefusals(
  db: LocalDb,
  refused: Array<{ mutation: Mutation & { clientId: string }; code: string }>,
  now: number,
): Promise<number> {
  if (refused.length === 0) return 0;
  const list = await readRefusals(db);
  const known = new Set(list.map((r) => r.key));
  let added = 0;
  for (const { mutation, code } of refused) {
    const key = `${mutation.clientId}:${mutation.seq}`;
    if (known.has(key)) continue;
    known.add(key);
    const subject = await subjectOf(db, mutation);
    list.push({ key, name: mutation.name, code, subject, recipeId: recipeIdOf(mutation), at: now });
    added += 1;
  }
  await db.setMeta(KEY, list.slice(-KEEP));
  await db.setMeta('refetch', true);
  return added;
}

/** The cook has read them. */
export async function dismissRefusals(db: LocalDb): Promise<void> {
  await db.setMeta(KEY, []);
}
