import { createContext, useContext, useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { isActivityVisible, recipeFromRow, type ActivityEntry, type Recipe } from '@avanzo/sync-protocol';
import type { DataSession } from './dataSession';
import type { LocalDb } from './localDb';
import { readRefusals, type Refusal } from './refusals';
import type { SyncStatus } from './syncEngine';

export const DataSessionContext = createContext<DataSession | null>(null);

export function useDataSession(): DataSession {
  const session = useContext(DataSessionContext);
  if (!session) throw new Error('useDataSession must be used inside a signed-in page');
  return session;
}

/** Live recipes, newest first (tombstones and half-synced rows excluded). */
export async function readRecipes(db: LocalDb, savedOnly = false): Promise<Recipe[]> {
  const rows = await db.recipes.toArray();
  return rows
    .map(recipeFromRow)
    .filter((r): r is Recipe => r !== null && (!savedOnly || r.saved))
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id < b.id ? 1 : -1));
}

export async function readActivity(db: LocalDb, limit: number): Promise<ActivityEntry[]> {
  const [entries, clears] = await Promise.all([db.activity.toArray(), db.clears.toArray()]);
  const byRecipe = new Map(clears.map((c) => [c.recipeId, c]));
  return entries
    .filter((e) => isActivityVisible(e, e.relatedId ? byRecipe.get(e.relatedId) : undefined))
    .sort((a, b) => (a.timestamp < b.timestamp ? 1 : a.timestamp > b.timestamp ? -1 : 0))
    .slice(0, limit)
    .map(({ hlc: _hlc, ...entry }) => entry);
}

/** The hooks later screens read through: they never wait for the network. `undefined` = loading. */
export function useRecipes(): Recipe[] | undefined {
  const { db } = useDataSession();
  return useLiveQuery(() => readRecipes(db), [db]);
}

export function useSavedRecipes(): Recipe[] | undefined {
  const { db } = useDataSession();
  return useLiveQuery(() => readRecipes(db, true), [db]);
}

export function useRecentActivity(limit = 10): ActivityEntry[] | undefined {
  const { db } = useDataSession();
  return useLiveQuery(() => readActivity(db, limit), [db, limit]);
}

export function useLocalStats(): { totalRecipes: number; savedRecipes: number } | undefined {
  const { db } = useDataSession();
  return useLiveQuery(async () => {
    const recipes = await readRecipes(db);
    return { totalRecipes: recipes.length, savedRecipes: recipes.filter((r) => r.saved).length };
  }, [db]);
}

export function useSyncStatus(): SyncStatus {
  const { engine } = useDataSession();
  return useSyncExternalStore(engine.subscribe, engine.getSnapshot);
}

/** Changes the server refused, oldest first, until the cook dismisses them. */
export function useRefusals(): Refusal[] | undefined {
  const { db } = useDataSession();
  return useLiveQuery(() => readRefusals(db), [db]);
}
