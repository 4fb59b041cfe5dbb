import { serializeHlc } from '@avanzo/sync-protocol';
import { expect } from 'vitest';
import type { TestApp } from './harness';
import { bearer } from './harness';

/** Helpers for the sync and REST contract tests: mutations, recipes, and calls as one user. */

/** A serialized client clock at `ms` (use `t.clock.now()` for "now"). */
export const hlcAt = (ms: number, counter = 0, node = 'client1') => serializeHlc({ ms, counter, node });

/** A complete recipe as `recipe.create` carries it; `overrides` change any field. */
export function newRecipe(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    createdAt: '2026-11-22T12:00:00.000Z',
    title: `Recipe ${id}`,
    description: 'A test dish',
    ingredients: [{ name: 'egg', amount: '2', unit: '', emoji: '🥚' }],
    instructions: ['Beat', 'Cook'],
    cookingTime: { total: 15, prep: 5, cook: 10 },
    servings: 2,
    difficulty: 'easy',
    calories: 300,
    tags: ['vegetarian'],
    tips: '',
    sourceIngredients: ['egg'],
    isGenerated: true,
    ...overrides,
  };
}

/** An activity entry as `activity.append` carries it. */
export function newEntry(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    type: 'recipe_generated',
    title: `Entry ${id}`,
    description: '',
    relatedId: null,
    timestamp: '2026-11-22T12:00:00.000Z',
    ...overrides,
  };
}

export interface WireMutation {
  seq: number;
  v: number;
  hlc: string;
  name: string;
  args: unknown;
  clientId?: string;
  /** The device clock when the change was made. */
  at?: number;
}

/** A mutation with `seq`; its clock defaults to the app's clock plus `seq` counters, so order follows seq. */
export function mutation(
  t: TestApp,
  seq: number,
  name: string,
  args: unknown,
  extra: Partial<WireMutation> = {},
): WireMutation {
  return { seq, v: 1, hlc: hlcAt(t.clock.now(), seq), name, args, ...extra };
}

export const appendEntry = (
  t: TestApp,
  seq: number,
  entryId = `e${seq}`,
  extra: Partial<WireMutation> = {},
) => mutation(t, seq, 'activity.append', { entry: newEntry(entryId) }, extra);

/** The reply a push expects: `lastSeq`, what was refused and re-stamped, and any server time. */
export const pushed = (lastSeq: number, rejected: unknown[] = [], restamped: unknown[] = []) => ({
  lastSeq,
  rejected,
  restamped,
  serverTime: expect.any(Number),
});

export interface PullBody {
  reset: boolean;
  cursor: string;
  hasMore: boolean;
  serverClock: string;
  serverTime: number;
  recipes: Array<{
    id: string;
    fields: Record<string, unknown>;
    clocks: Record<string, string>;
    created: { at: string; hlc: string } | null;
    saved: { value: boolean; hlc: string } | null;
    deletedHlc: string | null;
  }>;
  activity: Array<Record<string, unknown> & { id: string; hlc: string }>;
  clears: Array<{ recipeId: string; hlc: string }>;
  profile: { fields: Record<string, string>; clocks: Record<string, string> } | null;
}

/** Calls as one signed-in user. */
export function asUser(t: TestApp, token: string, clientId = 'client-0001') {
  const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  /** A push; `sentAt` is the device clock when it left (absent, as from an older client, by default). */
  const push = (mutations: unknown[], as = clientId, sentAt?: number) =>
    request('POST', '/api/sync/push', {
      clientId: as,
      mutations,
      ...(sentAt === undefined ? {} : { sentAt }),
    });
  async function pull(query: { cursor?: string; limit?: number } = {}): Promise<PullBody> {
    const params = new URLSearchParams();
    if (query.cursor !== undefined) params.set('cursor', query.cursor);
    if (query.limit !== undefined) params.set('limit', String(query.limit));
    const res = await request('GET', `/api/sync/pull?${params.toString()}`);
    if (res.statusCode !== 200) throw new Error(`pull failed: ${res.statusCode} ${res.body}`);
    return res.json<PullBody>();
  }
  /** Pulls every page from the start (or from `cursor`); returns the pages. */
  async function pullAll(limit = 500, cursor?: string): Promise<PullBody[]> {
    const pages: PullBody[] = [];
    for (let next = cursor; pages.length < 1000;) {
      const page = await pull({ cursor: next, limit });
      pages.push(page);
      if (!page.hasMore) break;
      next = page.cursor;
    }
    return pages;
  }
  return { request, push, pull, pullAll };
}

/** Rows straight from the app's SQLite connection. */
export const rows = <T = Record<string, unknown>>(t: TestApp, statement: string, ...params: unknown[]) =>
  t.app.deps.db.$client.prepare(statement).all(...params) as T[];

/** A snapshot of every synced data row (recipes, activity, clears, profiles, global version). */
export const dataSnapshot = (t: TestApp) => ({
  recipes: rows(t, 'select * from recipes order by user_id, id'),
  activity: rows(t, 'select * from activity order by user_id, id'),
  clears: rows(t, 'select * from activity_clears order by user_id, recipe_id'),
  users: rows(t, 'select id, name, language, version, profile_clocks from users order by id'),
  version: rows(t, "select num from meta where key = 'version'"),
});
