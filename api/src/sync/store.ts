import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { ActivityRow, ClearMarker, ProfileRow, RecipeRow } from '@avanzo/sync-protocol';
import type { Db } from '../db/client';
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

/** A database handle or an open transaction (drizzle gives both the same query API). */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'get' | 'all' | 'run'>;

/** Creates the global version counter and the epoch on first start. */
export function ensureSyncMeta(db: Db): void {
  db.insert(meta).values({ key: 'version', num: 0 }).onConflictDoNothing().run();
  db.insert(meta)
    .values({ key: 'epoch', num: 0, text: randomBytes(9).toString('base64url') })
    .onConflictDoNothing()
    .run();
}

export function readEpoch(tx: Tx): string {
  return tx.select().from(meta).where(eq(meta.key, 'epoch')).get()?.text ?? 'unknown';
}

export function currentVersion(tx: Tx): number {
  return tx.select().from(meta).where(eq(meta.key, 'version')).get()?.num ?? 0;
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
export function changesSince(tx: Tx, userId: string, version: number, limit: number): ChangesSince {
  const recipeRows = tx
    .select()
    .from(recipes)
    .where(and(eq(recipes.userId, userId), gt(recipes.version, version)))
    .orderBy(recipes.version)
    .limit(limit)
    .all();
  const activityRows = tx
    .select()
    .from(activity)
    .where(and(eq(activity.userId, userId), gt(activity.version, version)))
    .orderBy(activity.version)
    .limit(limit)
    .all();
  const clearRows = tx
    .select()
    .from(activityClears)
    .where(and(eq(activityClears.userId, userId), gt(activityClears.version, version)))
    .orderBy(activityClears.version)
    .limit(limit)
    .all();
  const user = tx.select().from(users).where(eq(users.id, userId)).get();
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
