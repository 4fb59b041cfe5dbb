import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { isActivityVisible, recipeFromRow, type ActivityEntry, type Recipe } from '@avanzo/sync-protocol';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { activity, activityClears, recipes, scans } from '../db/schema';
import { activityRowFromDb, recipeRowFromDb } from './store';

/** Read models for the REST routes: live rows only, always scoped to one user. */

interface ListOptions {
  search?: string;
  savedOnly?: boolean;
  offset?: number;
  limit?: number;
  /** Keyset paging: only recipes after this one in the list's order (newest first). */
  after?: { createdAt: string; id: string };
}

function liveWhere(options: ListOptions) {
  const conditions = [
    eq(recipes.userId, sql.placeholder('userId')),
    isNotNull(recipes.createdHlc),
    isNull(recipes.deletedHlc),
  ];
  if (options.savedOnly) conditions.push(eq(recipes.saved, true));
  if (options.search)
    conditions.push(sql`${recipes.searchText} LIKE ${sql.placeholder('pattern')} ESCAPE '\\'`);
  if (options.after)
    conditions.push(
      sql`(${recipes.createdAt}, ${recipes.id}) < (${sql.placeholder('afterAt')}, ${sql.placeholder('afterId')})`,
    );
  return and(...conditions);
}

/** The values for `liveWhere`'s placeholders. */
function liveValues(userId: string, options: ListOptions) {
  const escaped = options.search?.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return {
    userId,
    pattern: escaped === undefined ? undefined : `%${escaped}%`,
    afterAt: options.after?.createdAt,
    afterId: options.after?.id,
  };
}

const shape = (options: ListOptions) =>
  `${options.savedOnly ? 'saved' : 'all'}:${options.search ? 'search' : ''}:${options.after ? 'after' : ''}`;

export function listRecipes(db: Db, userId: string, options: ListOptions): Recipe[] {
  const limited = options.limit !== undefined;
  const query = prepared(db, `recipes.list:${shape(options)}:${limited ? 'page' : ''}`, () => {
    const base = db
      .select()
      .from(recipes)
      .where(liveWhere(options))
      .orderBy(desc(recipes.createdAt), desc(recipes.id))
      .$dynamic();
    return (
      limited ? base.limit(sql.placeholder('limit')).offset(sql.placeholder('offset')) : base
    ).prepare();
  });
  return query
    .all({ ...liveValues(userId, options), limit: options.limit, offset: options.offset ?? 0 })
    .map((row) => recipeFromRow(recipeRowFromDb(row)))
    .filter((r): r is Recipe => r !== null);
}

export function countRecipes(db: Db, userId: string, options: ListOptions): number {
  const query = prepared(db, `recipes.count:${shape(options)}`, () =>
    db.select({ n: count() }).from(recipes).where(liveWhere(options)).prepare(),
  );
  return query.get(liveValues(userId, options))?.n ?? 0;
}

const byUserAndId = () =>
  and(eq(recipes.userId, sql.placeholder('userId')), eq(recipes.id, sql.placeholder('id')));

export function findRecipe(db: Db, userId: string, id: string): Recipe | null {
  const query = prepared(db, 'recipes.find', () => db.select().from(recipes).where(byUserAndId()).prepare());
  const row = query.get({ userId, id });
  return row ? recipeFromRow(recipeRowFromDb(row)) : null;
}

/** Whether the user's recipe `id` has been deleted: a delete wins every later create, so it stays deleted. */
export function isRecipeDeleted(db: Db, userId: string, id: string): boolean {
  const query = prepared(db, 'recipes.deleted', () =>
    db.select({ deletedHlc: recipes.deletedHlc }).from(recipes).where(byUserAndId()).prepare(),
  );
  return typeof query.get({ userId, id })?.deletedHlc === 'string';
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
