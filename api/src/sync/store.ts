import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { ActivityRow, ClearMarker, ProfileRow, RecipeRow } from '@avanzo/sync-protocol';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import {
  activity,
  activityClears,
  meta,
  recipes,
  users,
  type ActivityDbRow,
  type RecipeDbRow,
} from '../db/schema';

/**
 * The sync engine's reads (pull, REST read models) through drizzle; its writes live in
 * db/syncWriter.ts. Domain code never writes SQL; a PostgreSQL adapter replaces these, not the rules.
 */

/** Creates the global version counter and the epoch on first start. */
export function ensureSyncMeta(db: Db): void {
  db.insert(meta).values({ key: 'version', num: 0 }).onConflictDoNothing().run();
  db.insert(meta)
    .values({ key: 'epoch', num: 0, text: randomBytes(9).toString('base64url') })
    .onConflictDoNothing()
    .run();
}

const metaRow = (db: Db) =>
  prepared(db, 'meta.byKey', () =>
    db
      .select()
      .from(meta)
      .where(eq(meta.key, sql.placeholder('key')))
      .prepare(),
  );

export function readEpoch(db: Db): string {
  return metaRow(db).get({ key: 'epoch' })?.text ?? 'unknown';
}

export function currentVersion(db: Db): number {
  return metaRow(db).get({ key: 'version' })?.num ?? 0;
}

export function recipeRowFromDb(row: RecipeDbRow): RecipeRow {
  return {
    id: row.id,
    fields: JSON.parse(row.fields) as RecipeRow['fields'],
    clocks: JSON.parse(row.clocks) as RecipeRow['clocks'],
    // Created means a create clock, as everywhere else (the SQL read models, the stats triggers, the sync
    // writer): an empty createdAt is still a creation, not a recipe that is counted but never shown.
    created:
      row.createdHlc !== null && row.createdAt !== null ? { at: row.createdAt, hlc: row.createdHlc } : null,
    saved: row.savedHlc !== null && row.saved !== null ? { value: row.saved, hlc: row.savedHlc } : null,
    deletedHlc: row.deletedHlc,
  };
}

export function activityRowFromDb(row: ActivityDbRow): ActivityRow {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    description: row.description,
    relatedId: row.relatedId,
    timestamp: row.timestamp,
    hlc: row.hlc,
  };
}

export interface ChangesSince {
  recipes: Array<RecipeRow & { version: number }>;
  activity: Array<ActivityRow & { version: number }>;
  clears: Array<ClearMarker & { version: number }>;
  profile: (ProfileRow & { version: number }) | null;
}

/** Up to `limit` rows of each kind changed after `version`, for one user. */
/**
 * Every change of the user after `version`, each kind oldest first and at most `limit` of it. Run it
 * inside one transaction (as the pull does) so the kinds are read from the same snapshot.
 */
export function changesSince(db: Db, userId: string, version: number, limit: number): ChangesSince {
  const q = prepared(db, 'sync.changesSince', () => {
    const after = { userId: sql.placeholder('userId'), version: sql.placeholder('version') };
    const limitTo = sql.placeholder('limit');
    return {
      recipes: db
        .select()
        .from(recipes)
        .where(and(eq(recipes.userId, after.userId), gt(recipes.version, after.version)))
        .orderBy(recipes.version)
        .limit(limitTo)
        .prepare(),
      activity: db
        .select()
        .from(activity)
        .where(and(eq(activity.userId, after.userId), gt(activity.version, after.version)))
        .orderBy(activity.version)
        .limit(limitTo)
        .prepare(),
      clears: db
        .select()
        .from(activityClears)
        .where(and(eq(activityClears.userId, after.userId), gt(activityClears.version, after.version)))
        .orderBy(activityClears.version)
        .limit(limitTo)
        .prepare(),
      user: db.select().from(users).where(eq(users.id, after.userId)).prepare(),
    };
  });
  const values = { userId, version, limit };
  const recipeRows = q.recipes.all(values);
  const activityRows = q.activity.all(values);
  const clearRows = q.clears.all(values);
  const user = q.user.get(values);
  return {
    recipes: recipeRows.map((r) => ({ ...recipeRowFromDb(r), version: r.version })),
    activity: activityRows.map((a) => ({ ...activityRowFromDb(a), version: a.version })),
    clears: clearRows.map((c) => ({ recipeId: c.recipeId, hlc: c.hlc, version: c.version })),
    profile:
      user && user.version > version
        ? {
            fields: { name: user.name, language: user.language },
            clocks: JSON.parse(user.profileClocks),
            version: user.version,
          }
        : null,
  };
}
