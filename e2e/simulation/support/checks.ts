import {
  isActivityVisible,
  mergeClear,
  mergeProfile,
  mergeRecipeRows,
  recipeFromRow,
  type ActivityEntry,
  type ActivityRow,
  type ClearMarker,
  type ProfileRow,
  type PullReply,
  type Recipe,
  type RecipeRow,
} from '../../../sync-protocol/src/index';
import { readActivity, readRecipes } from '../../../web/src/data/hooks';
import type { SimClient } from './client';
import type { SimServer } from './server';

/** What a replica shows: live recipes (saved flags included), visible activity and the synced profile. */
export interface Visible {
  recipes: Recipe[];
  activity: ActivityEntry[];
  profile: ProfileRow;
}

const byId = <T extends { id: string }>(items: T[]) => [...items].sort((a, b) => (a.id < b.id ? -1 : 1));

/** Profile keys that were ever written (with a clock); unwritten keys are server defaults. */
function writtenProfile(row: ProfileRow | null | undefined): ProfileRow {
  const out: ProfileRow = { fields: {}, clocks: {} };
  for (const key of ['name', 'language'] as const) {
    const clock = row?.clocks[key];
    if (clock !== undefined) {
      out.clocks[key] = clock;
      out.fields[key] = row?.fields[key];
    }
  }
  return out;
}

/** The server's state as a fresh reader sees it: a full pull from cursor '' read with the shared rules. */
export async function serverVisible(
  server: SimServer,
  token: string,
): Promise<Visible & { tombstones: Set<string> }> {
  const recipes = new Map<string, RecipeRow>();
  const activity = new Map<string, ActivityRow>();
  const clears = new Map<string, ClearMarker>();
  let profile: ProfileRow = { fields: {}, clocks: {} };
  let cursor = '';
  for (let page = 0; page < 10_000; page++) {
    const query = new URLSearchParams({ ...(cursor ? { cursor } : {}), limit: '200' });
    const res = await server.inject({ method: 'GET', url: `/api/sync/pull?${query}`, token });
    if (res.statusCode !== 200) throw new Error(`pull failed: ${res.statusCode}`);
    const reply = res.json() as PullReply;
    for (const row of reply.recipes) recipes.set(row.id, mergeRecipeRows(recipes.get(row.id), row));
    for (const entry of reply.activity) activity.set(entry.id, entry);
    for (const clear of reply.clears)
      clears.set(clear.recipeId, mergeClear(clears.get(clear.recipeId), clear));
    if (reply.profile) profile = mergeProfile(profile, reply.profile);
    cursor = reply.cursor;
    if (!reply.hasMore) break;
  }
  return {
    recipes: byId([...recipes.values()].map(recipeFromRow).filter((r): r is Recipe => r !== null)),
    activity: byId(
      [...activity.values()]
        .filter((e) => isActivityVisible(e, e.relatedId ? clears.get(e.relatedId) : undefined))
        .map(({ hlc: _hlc, ...entry }) => entry),
    ),
    profile: writtenProfile(profile),
    tombstones: new Set([...recipes.values()].filter((r) => r.deletedHlc !== null).map((r) => r.id)),
  };
}

/** The server's REST read models (GET /api/recipes/all, GET /api/activity), a second read path. */
export async function serverRest(server: SimServer, token: string) {
  // Every page of the bounded list, following x-next-cursor.
  const recipes: Recipe[] = [];
  for (let cursor = '', pages = 0; pages < 10_000; pages++) {
    const url = `/api/recipes/all?limit=1000${cursor ? `&cursor=${cursor}` : ''}`;
    const reply = await server.inject({ method: 'GET', url, token });
    recipes.push(...(reply.json() as Recipe[]));
    cursor = String(reply.headers['x-next-cursor'] ?? '');
    if (!cursor) break;
  }
  const activity = (
    await server.inject({ method: 'GET', url: '/api/activity', token })
  ).json() as ActivityEntry[];
  return { recipes: byId(recipes), activity };
}

/** What one client's screens read, through the same functions the hooks use. */
export async function clientVisible(client: SimClient): Promise<Visible> {
  return {
    recipes: byId(await readRecipes(client.db)),
    activity: byId(await readActivity(client.db, Number.MAX_SAFE_INTEGER)),
    profile: writtenProfile(await client.db.getMeta<ProfileRow>('profile')),
  };
}

/** Tombstones in the server's table (read straight from SQLite). */
export function serverTombstones(server: SimServer): Set<string> {
  const rows = server.app.deps.db.$client
    .prepare('SELECT id FROM recipes WHERE deleted_hlc IS NOT NULL')
    .all() as Array<{ id: string }>;
  return new Set(rows.map((r) => r.id));
}

/** Recipes the server shows (created, not deleted). */
export function serverLiveRecipes(server: SimServer): Set<string> {
  const rows = server.app.deps.db.$client
    .prepare('SELECT id FROM recipes WHERE created_hlc IS NOT NULL AND deleted_hlc IS NULL')
    .all() as Array<{ id: string }>;
  return new Set(rows.map((r) => r.id));
}

/** A compact description of the first difference between two values, for failure messages. */
export function firstDifference(a: unknown, b: unknown, path = ''): string | null {
  if (JSON.stringify(a) === JSON.stringify(b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      const diff = firstDifference(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        `${path}/${key}`,
      );
      if (diff) return diff;
    }
  }
  return `${path || '/'}: ${JSON.stringify(a)?.slice(0, 300)} != ${JSON.stringify(b)?.slice(0, 300)}`;
}
