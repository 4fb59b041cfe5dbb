import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { isActivityVisible, recipeFromRow, type ActivityEntry, type Recipe } from '@avanzo/sync-protocol';
import type { Db } from '../db/client';
import { activity, activityClears, recipes, scans } from '../db/schema';
import { activityRowFromDb, recipeRowFromDb } from './store';

/** Read models for the REST routes: live rows only, always scoped to one user. */

interface ListOptions {
  search?: string;
  savedOnly?: boolean;
  offset?: number;
  limit?: number;
}

function liveWhere(userId: string, options: ListOptions) {
  const conditions = [eq(recipes.userId, userId), isNotNull(recipes.createdHlc), isNull(recipes.deletedHlc)];
  if (options.savedOnly) conditions.push(eq(recipes.saved, true));
  if (options.search) {
    const escaped = options.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    conditions.push(sql`${recipes.searchText} LIKE ${`%${escaped}%`} ESCAPE '\\'`);
  }
  return and(...conditions);
}

export function listRecipes(db: Db, userId: string, options: ListOptions): Recipe[] {
  let query = db
    .select()
    .from(recipes)
    .where(liveWhere(userId, options))
    .orderBy(desc(recipes.createdAt), desc(recipes.id))
    .$dynamic();
  if (options.limit !== undefined) query = query.limit(options.limit).offset(options.offset ?? 0);
  return query
    .all()
    .map((row) => recipeFromRow(recipeRowFromDb(row)))
    .filter((r): r is Recipe => r !== null);
}

export function countRecipes(db: Db, userId: string, options: ListOptions): number {
  return db.select({ n: count() }).from(recipes).where(liveWhere(userId, options)).get()?.n ?? 0;
}

export function findRecipe(db: Db, userId: string, id: string): Recipe | null {
  const row = db
    .select()
    .from(recipes)
    .where(and(eq(recipes.userId, userId), eq(recipes.id, id)))
    .get();
  return row ? recipeFromRow(recipeRowFromDb(row)) : null;
}

/** Whether the user's recipe `id` has been deleted: a delete wins every later create, so it stays deleted. */
export function isRecipeDeleted(db: Db, userId: string, id: string): boolean {
  const row = db
    .select({ deletedHlc: recipes.deletedHlc })
    .from(recipes)
    .where(and(eq(recipes.userId, userId), eq(recipes.id, id)))
    .get();
  return typeof row?.deletedHlc === 'string';
}

export function listActivity(db: Db, userId: string, limit = 100): ActivityEntry[] {
  const clears = new Map(
    db
      .select()
      .from(activityClears)
      .where(eq(activityClears.userId, userId))
      .all()
      .map((c) => [c.recipeId, { recipeId: c.recipeId, hlc: c.hlc }]),
  );
  return db
    .select()
    .from(activity)
    .where(eq(activity.userId, userId))
    .orderBy(desc(activity.timestamp), desc(activity.hlc))
    .all()
    .map(activityRowFromDb)
    .filter((entry) => isActivityVisible(entry, entry.relatedId ? clears.get(entry.relatedId) : undefined))
    .slice(0, limit)
    .map(({ hlc: _hlc, ...entry }) => entry);
}

export function userStats(db: Db, userId: string) {
  return {
    totalRecipes: countRecipes(db, userId, {}),
    savedRecipes: countRecipes(db, userId, { savedOnly: true }),
    totalScans: db.select({ n: count() }).from(scans).where(eq(scans.userId, userId)).get()?.n ?? 0,
  };
}
