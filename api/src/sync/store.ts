import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { ActivityRow, ClearMarker, Effect, ProfileRow, RecipeRow } from '@avanzo/sync-protocol';
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
 * The sync engine's storage, in one place: rows in and out of SQLite through drizzle. Domain code
 * never writes SQL; a PostgreSQL adapter replaces this file, not the rules.
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

/** The one place versions come from (a sequence, on a database that has them). */
export function nextVersion(tx: Tx): number {
  const row = tx
    .update(meta)
    .set({ num: sql`${meta.num} + 1` })
    .where(eq(meta.key, 'version'))
    .returning({ num: meta.num })
    .get();
  if (!row) throw new Error('sync meta is missing');
  return row.num;
}

export function recipeRowFromDb(row: RecipeDbRow): RecipeRow {
  return {
    id: row.id,
    fields: JSON.parse(row.fields) as RecipeRow['fields'],
    clocks: JSON.parse(row.clocks) as RecipeRow['clocks'],
    created: row.createdHlc && row.createdAt ? { at: row.createdAt, hlc: row.createdHlc } : null,
    saved: row.savedHlc !== null && row.saved !== null ? { value: row.saved, hlc: row.savedHlc } : null,
    deletedHlc: row.deletedHlc,
  };
}

function searchText(row: RecipeRow): string {
  const f = row.fields;
  return [f.title ?? '', f.description ?? '', ...(f.ingredients ?? []).map((i) => i.name)]
    .join('\n')
    .toLowerCase();
}

export function readRecipe(tx: Tx, userId: string, id: string): RecipeRow | undefined {
  const row = tx
    .select()
    .from(recipes)
    .where(and(eq(recipes.userId, userId), eq(recipes.id, id)))
    .get();
  return row ? recipeRowFromDb(row) : undefined;
}

function writeRecipe(tx: Tx, userId: string, row: RecipeRow, version: number, now: number): void {
  const values = {
    fields: JSON.stringify(row.fields),
    clocks: JSON.stringify(row.clocks),
    createdAt: row.created?.at ?? null,
    createdHlc: row.created?.hlc ?? null,
    saved: row.saved?.value ?? null,
    savedHlc: row.saved?.hlc ?? null,
    deletedHlc: row.deletedHlc,
    searchText: searchText(row),
    version,
    updatedAt: now,
  };
  tx.insert(recipes)
    .values({ userId, id: row.id, ...values })
    .onConflictDoUpdate({ target: [recipes.userId, recipes.id], set: values })
    .run();
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

export function readProfile(tx: Tx, userId: string): ProfileRow {
  const row = tx.select().from(users).where(eq(users.id, userId)).get();
  if (!row) throw new Error(`user ${userId} not found`);
  return {
    fields: { name: row.name, language: row.language },
    clocks: JSON.parse(row.profileClocks) as ProfileRow['clocks'],
  };
}

/** Applies a mutation's effects for one user; each touched row gets a new version. */
export function applyEffects(tx: Tx, userId: string, effects: Effect[], now: number): void {
  for (const effect of effects) {
    switch (effect.kind) {
      case 'recipe': {
        const next = effect.update(readRecipe(tx, userId, effect.id));
        writeRecipe(tx, userId, next, nextVersion(tx), now);
        break;
      }
      case 'activity': {
        const e = effect.entry;
        tx.insert(activity)
          .values({ userId, ...e, version: nextVersion(tx) })
          .onConflictDoNothing()
          .run();
        break;
      }
      case 'clear': {
        const existing = tx
          .select()
          .from(activityClears)
          .where(and(eq(activityClears.userId, userId), eq(activityClears.recipeId, effect.recipeId)))
          .get();
        if (existing && existing.hlc >= effect.hlc) break;
        const version = nextVersion(tx);
        tx.insert(activityClears)
          .values({ userId, recipeId: effect.recipeId, hlc: effect.hlc, version })
          .onConflictDoUpdate({
            target: [activityClears.userId, activityClears.recipeId],
            set: { hlc: effect.hlc, version },
          })
          .run();
        break;
      }
      case 'profile': {
        const next = effect.update(readProfile(tx, userId));
        tx.update(users)
          .set({
            name: next.fields.name,
            language: next.fields.language,
            profileClocks: JSON.stringify(next.clocks),
            version: nextVersion(tx),
            updatedAt: now,
          })
          .where(eq(users.id, userId))
          .run();
        break;
      }
    }
  }
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
