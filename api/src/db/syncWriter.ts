import {
  InvalidMutationError,
  type ActivityRow,
  type Effect,
  type ProfileRow,
  type RecipeRow,
} from '@avanzo/sync-protocol';
import type { Db } from './client';

/** What one account may store: live recipes, and bytes of recipe and activity rows (account_usage). */
export interface AccountQuota {
  recipes: number;
  bytes: number;
}

const bytesOf = (text: string | null) => (text === null ? 0 : Buffer.byteLength(text, 'utf8'));
/** An activity row's size as the usage trigger counts it (migration 0005). */
const ACTIVITY_OVERHEAD_BYTES = 100;

/**
 * The sync engine's write path, with every statement prepared once per connection: this is the hot
 * path of every push (see bench/). Plain, portable SQL (ON CONFLICT, RETURNING work on PostgreSQL too);
 * domain code only sees the methods.
 */

interface RawRecipe {
  id: string;
  fields: string;
  clocks: string;
  createdAt: string | null;
  createdHlc: string | null;
  saved: number | null;
  savedHlc: string | null;
  deletedHlc: string | null;
  searchText: string;
}

const recipeFromRaw = (row: RawRecipe): RecipeRow => ({
  id: row.id,
  fields: JSON.parse(row.fields) as RecipeRow['fields'],
  clocks: JSON.parse(row.clocks) as RecipeRow['clocks'],
  created:
    row.createdAt !== null && row.createdHlc !== null ? { at: row.createdAt, hlc: row.createdHlc } : null,
  saved: row.saved !== null && row.savedHlc !== null ? { value: row.saved === 1, hlc: row.savedHlc } : null,
  deletedHlc: row.deletedHlc,
});

function searchText(row: RecipeRow): string {
  const f = row.fields;
  return [f.title ?? '', f.description ?? '', ...(f.ingredients ?? []).map((i) => i.name)]
    .join('\n')
    .toLowerCase();
}

export interface WriteTx {
  /**
   * How an already-processed (client, seq) ended, so a replay can report a rejection or a new stamp
   * again (the client may never have seen the first reply).
   */
  priorOutcome(
    clientId: string,
    seq: number,
  ): { outcome: string; code: string | null; hlc: string | null } | undefined;
  /**
   * The client's last applied seq and the last stamp it was given, binding an unseen clientId to this
   * user; null if another user owns it.
   */
  claimClient(
    userId: string,
    clientId: string,
    now: number,
  ): { lastSeq: number; lastHlc: string | null } | null;
  recordApplied(
    clientId: string,
    seq: number,
    outcome: 'applied' | 'rejected',
    code: string | null,
    now: number,
    /** The stamp it was applied with (null when refused). */
    hlc: string | null,
  ): void;
  advanceClient(clientId: string, lastSeq: number, lastHlc: string | null, now: number): void;
  applyEffects(userId: string, effects: Effect[], now: number): void;
}

export function createSyncWriter(db: Db, quota: AccountQuota = { recipes: Infinity, bytes: Infinity }) {
  const c = db.$client;
  const s = {
    getUsage: c.prepare<[string], { recipes: number; bytes: number }>(
      'SELECT recipes, bytes FROM account_usage WHERE user_id = ?',
    ),
    getClient: c.prepare<[string], { userId: string; lastSeq: number; lastHlc: string | null }>(
      'SELECT user_id AS userId, last_seq AS lastSeq, last_hlc AS lastHlc FROM clients WHERE client_id = ?',
    ),
    insertClient: c.prepare(
      'INSERT INTO clients (client_id, user_id, last_seq, created_at, last_seen_at) VALUES (?, ?, 0, ?, ?) ON CONFLICT (client_id) DO NOTHING',
    ),
    advanceClient: c.prepare(
      'UPDATE clients SET last_seq = ?, last_hlc = coalesce(?, last_hlc), last_seen_at = ? WHERE client_id = ?',
    ),
    insertApplied: c.prepare(
      'INSERT INTO applied (client_id, seq, outcome, code, applied_at, hlc) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    getApplied: c.prepare<[string, number], { outcome: string; code: string | null; hlc: string | null }>(
      'SELECT outcome, code, hlc FROM applied WHERE client_id = ? AND seq = ?',
    ),
    getVersion: c.prepare<[], { num: number }>("SELECT num FROM meta WHERE key = 'version'"),
    setVersion: c.prepare("UPDATE meta SET num = ? WHERE key = 'version'"),
    getRecipe: c.prepare<[string, string], RawRecipe>(
      `SELECT id, fields, clocks, created_at AS createdAt, created_hlc AS createdHlc, saved, saved_hlc AS savedHlc,
              deleted_hlc AS deletedHlc, search_text AS searchText
         FROM recipes WHERE user_id = ? AND id = ?`,
    ),
    upsertRecipe: c.prepare(
      `INSERT INTO recipes (user_id, id, fields, clocks, created_at, created_hlc, saved, saved_hlc, deleted_hlc, search_text, version, updated_at)
       VALUES (@userId, @id, @fields, @clocks, @createdAt, @createdHlc, @saved, @savedHlc, @deletedHlc, @searchText, @version, @updatedAt)
       ON CONFLICT (user_id, id) DO UPDATE SET fields = excluded.fields, clocks = excluded.clocks,
         created_at = excluded.created_at, created_hlc = excluded.created_hlc, saved = excluded.saved,
         saved_hlc = excluded.saved_hlc, deleted_hlc = excluded.deleted_hlc, search_text = excluded.search_text,
         version = excluded.version, updated_at = excluded.updated_at`,
    ),
    insertActivity: c.prepare(
      `INSERT INTO activity (user_id, id, type, title, description, related_id, timestamp, hlc, version)
       VALUES (@userId, @id, @type, @title, @description, @relatedId, @timestamp, @hlc, @version)
       ON CONFLICT (user_id, id) DO NOTHING`,
    ),
    getClear: c.prepare<[string, string], { hlc: string }>(
      'SELECT hlc FROM activity_clears WHERE user_id = ? AND recipe_id = ?',
    ),
    upsertClear: c.prepare(
      `INSERT INTO activity_clears (user_id, recipe_id, hlc, version) VALUES (?, ?, ?, ?)
       ON CONFLICT (user_id, recipe_id) DO UPDATE SET hlc = excluded.hlc, version = excluded.version`,
    ),
    getProfile: c.prepare<[string], { name: string; language: string; clocks: string }>(
      'SELECT name, language, profile_clocks AS clocks FROM users WHERE id = ?',
    ),
    setProfile: c.prepare(
      'UPDATE users SET name = ?, language = ?, profile_clocks = ?, version = ?, updated_at = ? WHERE id = ?',
    ),
  };

  /**
   * Runs `work` in one SQLite transaction. Versions are handed out from a counter read once and
   * written back at commit: SQLite has one writer at a time, so this is the same as a sequence.
   */
  function run<T>(work: (tx: WriteTx) => T): T {
    return c
      .transaction(() => {
        const start = s.getVersion.get()?.num;
        if (start === undefined) throw new Error('sync meta is missing');
        let version = start;
        const nextVersion = () => ++version;
        const tx: WriteTx = {
          claimClient(userId, clientId, now) {
            s.insertClient.run(clientId, userId, now, now);
            const client = s.getClient.get(clientId);
            return client && client.userId === userId
              ? { lastSeq: client.lastSeq, lastHlc: client.lastHlc }
              : null;
          },
          recordApplied(clientId, seq, outcome, code, now, hlc) {
            s.insertApplied.run(clientId, seq, outcome, code, now, hlc);
          },
          priorOutcome(clientId, seq) {
            return s.getApplied.get(clientId, seq);
          },
          advanceClient(clientId, lastSeq, lastHlc, now) {
            s.advanceClient.run(lastSeq, lastHlc, now, clientId);
          },
          applyEffects(userId, effects, now) {
            for (const effect of effects) applyEffect(userId, effect, now, nextVersion);
          },
        };
        const result = work(tx);
        if (version !== start) s.setVersion.run(version);
        return result;
      })
      .immediate();
  }

  function applyEffect(userId: string, effect: Effect, now: number, nextVersion: () => number): void {
    switch (effect.kind) {
      case 'recipe': {
        const raw = s.getRecipe.get(userId, effect.id);
        const row = effect.update(raw ? recipeFromRaw(raw) : undefined);
        // A deleted recipe stays deleted whatever comes later (the delete wins every merge), so its text
        // is gone for good: only the tombstone is kept, and the cook's storage is given back.
        const deleted = row.deletedHlc !== null;
        const fields = deleted ? '{}' : JSON.stringify(row.fields);
        const clocks = deleted ? '{}' : JSON.stringify(row.clocks);
        const search = deleted ? '' : searchText(row);
        const live = row.created !== null && !deleted;
        const wasLive = raw ? raw.createdHlc !== null && raw.deletedHlc === null : false;
        const grows =
          bytesOf(fields) +
          bytesOf(clocks) +
          bytesOf(search) -
          (raw ? bytesOf(raw.fields) + bytesOf(raw.clocks) + bytesOf(raw.searchText) : 0);
        checkQuota(userId, live && !wasLive ? 1 : 0, grows);
        s.upsertRecipe.run({
          userId,
          id: row.id,
          fields,
          clocks,
          createdAt: row.created?.at ?? null,
          createdHlc: row.created?.hlc ?? null,
          saved: row.saved === null ? null : row.saved.value ? 1 : 0,
          savedHlc: row.saved?.hlc ?? null,
          deletedHlc: row.deletedHlc,
          searchText: search,
          version: nextVersion(),
          updatedAt: now,
        });
        return;
      }
      case 'activity': {
        const e: ActivityRow = effect.entry;
        checkQuota(userId, 0, bytesOf(e.title) + bytesOf(e.description) + ACTIVITY_OVERHEAD_BYTES);
        s.insertActivity.run({ userId, ...e, version: nextVersion() });
        return;
      }
      case 'clear': {
        const existing = s.getClear.get(userId, effect.recipeId);
        if (existing && existing.hlc >= effect.hlc) return;
        s.upsertClear.run(userId, effect.recipeId, effect.hlc, nextVersion());
        return;
      }
      case 'profile': {
        const raw = s.getProfile.get(userId);
        if (!raw) throw new Error(`user ${userId} not found`);
        const current: ProfileRow = {
          fields: { name: raw.name, language: raw.language },
          clocks: JSON.parse(raw.clocks) as ProfileRow['clocks'],
        };
        const next = effect.update(current);
        s.setProfile.run(
          next.fields.name ?? raw.name,
          next.fields.language ?? raw.language,
          JSON.stringify(next.clocks),
          nextVersion(),
          now,
          userId,
        );
        return;
      }
    }
  }

  /**
   * Refuses a change that would take the account past its quota. Only growth is checked: a change that
   * deletes or shrinks always goes through, so a cook at the limit can always make room.
   */
  function checkQuota(userId: string, moreRecipes: number, moreBytes: number): void {
    if (moreRecipes <= 0 && moreBytes <= 0) return;
    const usage = s.getUsage.get(userId) ?? { recipes: 0, bytes: 0 };
    if (moreRecipes > 0 && usage.recipes + moreRecipes > quota.recipes)
      throw new InvalidMutationError(
        'QUOTA_EXCEEDED',
        `This account holds ${quota.recipes} recipes, as many as one account may`,
      );
    if (moreBytes > 0 && usage.bytes + moreBytes > quota.bytes)
      throw new InvalidMutationError('QUOTA_EXCEEDED', 'This account is out of storage space');
  }

  return { run };
}

export type SyncWriter = ReturnType<typeof createSyncWriter>;
