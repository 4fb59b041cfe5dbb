import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isHlc, parseHlc } from '@avanzo/sync-protocol';
import { register, sql, startTestApp, type TestApp } from '../../test/harness';
import {
  pushed,
  appendEntry,
  asUser,
  hlcAt,
  mutation,
  newEntry,
  newRecipe,
  type PullBody,
} from '../../test/sync';

let t: TestApp;
let user: ReturnType<typeof asUser>;
beforeEach(async () => {
  t = await startTestApp();
  user = asUser(t, (await register(t, { email: 'puller@avanzo.test' })).token);
});
afterEach(async () => t.close());

const create = (seq: number, id: string, overrides: Record<string, unknown> = {}) =>
  mutation(t, seq, 'recipe.create', { recipe: newRecipe(id, overrides) });

/** Every change in a page as `kind:id`, in the order the reply lists them. */
const changesOf = (page: PullBody) => [
  ...page.recipes.map((r) => `recipe:${r.id}`),
  ...page.activity.map((a) => `activity:${a.id}`),
  ...page.clears.map((c) => `clear:${c.recipeId}`),
  ...(page.profile ? ['profile'] : []),
];

const versionOf = (cursor: string) => Number(cursor.split('.')[1]);

describe('GET /api/sync/pull', () => {
  it("returns this user's rows only, oldest change first", async () => {
    await user.push([create(1, 'r1'), create(2, 'r2'), create(3, 'r3'), appendEntry(t, 4, 'e1')]);
    t.clock.advance(6_000);
    const other = asUser(t, (await register(t, { email: 'other@avanzo.test' })).token, 'client-0002');
    await other.push([create(1, 'theirs'), appendEntry(t, 2, 'their-entry')]);
    await user.push([mutation(t, 5, 'recipe.patch', { id: 'r1', fields: { title: 'Later' } })]);
    const page = await user.pull();
    expect(page.reset).toBe(false);
    expect(page.hasMore).toBe(false);
    expect(page.recipes.map((r) => r.id)).toEqual(['r2', 'r3', 'r1']);
    expect(page.recipes[2]?.fields.title).toBe('Later');
    expect(page.activity.map((a) => a.id)).toEqual(['e1']);
    const theirs = await other.pull();
    expect(changesOf(theirs)).toEqual(['recipe:theirs', 'activity:their-entry']);
  });

  it('pages with limit: 25 changes in pages of 10, 10 and 5, each change once, cursor advancing', async () => {
    const mutations = [
      ...Array.from({ length: 10 }, (_, i) => create(i + 1, `r${i + 1}`)),
      ...Array.from({ length: 12 }, (_, i) =>
        appendEntry(t, i + 11, `e${i + 1}`, { args: { entry: newEntry(`e${i + 1}`, { relatedId: 'r1' }) } }),
      ),
      mutation(t, 23, 'activity.clearForRecipe', { recipeId: 'r1' }),
      mutation(t, 24, 'activity.clearForRecipe', { recipeId: 'r2' }),
      mutation(t, 25, 'preferences.set', { language: 'it' }),
    ];
    expect((await user.push(mutations)).json()).toEqual(pushed(25));
    const pages = await user.pullAll(10);
    expect(pages.map((p) => p.hasMore)).toEqual([true, true, false]);
    expect(pages.map((p) => changesOf(p).length)).toEqual([10, 10, 5]);
    const cursors = pages.map((p) => versionOf(p.cursor));
    expect(cursors).toEqual([...cursors].sort((a, b) => a - b));
    expect(new Set(cursors).size).toBe(3);
    const all = pages.flatMap(changesOf);
    expect(new Set(all).size).toBe(25);
    expect(all.sort()).toEqual(
      [
        ...Array.from({ length: 10 }, (_, i) => `recipe:r${i + 1}`),
        ...Array.from({ length: 12 }, (_, i) => `activity:e${i + 1}`),
        'clear:r1',
        'clear:r2',
        'profile',
      ].sort(),
    );
    // The first page holds the oldest changes: the ten recipes, pushed first.
    expect(changesOf(pages[0]!)).toEqual(Array.from({ length: 10 }, (_, i) => `recipe:r${i + 1}`));
    const after = await user.pull({ cursor: pages[2]!.cursor, limit: 10 });
    expect(after).toMatchObject({ reset: false, hasMore: false, cursor: pages[2]!.cursor });
    expect(changesOf(after)).toEqual([]);
  });

  it('pulls a tombstone, and no later create, patch or save brings the recipe back', async () => {
    await user.push([create(1, 'gone'), mutation(t, 2, 'recipe.delete', { id: 'gone' })]);
    const first = await user.pull();
    expect(first.recipes).toHaveLength(1);
    expect(first.recipes[0]).toMatchObject({ id: 'gone', deletedHlc: expect.any(String) });
    t.clock.advance(60_000);
    await user.push([
      create(3, 'gone', { title: 'Back?' }),
      mutation(t, 4, 'recipe.patch', { id: 'gone', fields: { title: 'Really back?' } }),
      mutation(t, 5, 'saved.set', { recipeId: 'gone', saved: true }),
    ]);
    const later = await user.pull({ cursor: first.cursor });
    expect(later.recipes).toHaveLength(1);
    expect(later.recipes[0]?.deletedHlc).toBe(first.recipes[0]?.deletedHlc);
    expect((await user.request('GET', '/api/recipes/gone')).statusCode).toBe(404);
    expect((await user.request('GET', '/api/recipes/all')).json()).toEqual([]);
    const rest = await user.request('POST', '/api/recipes', { id: 'gone', title: 'Via REST' });
    expect(rest.statusCode).toBe(404);
    expect((await user.request('GET', '/api/users/stats')).json()).toMatchObject({ totalRecipes: 0 });
  });

  it('pulls activity entries and clear markers', async () => {
    const entry = newEntry('e1', { relatedId: 'r1', title: 'Made it' });
    await user.push([
      mutation(t, 1, 'activity.append', { entry }),
      mutation(t, 2, 'activity.clearForRecipe', { recipeId: 'r1' }),
    ]);
    const page = await user.pull();
    expect(page.activity).toEqual([{ ...entry, hlc: hlcAt(t.clock.now(), 1) }]);
    expect(page.clears).toEqual([{ recipeId: 'r1', hlc: hlcAt(t.clock.now(), 2) }]);
    const rest = await user.request('DELETE', '/api/activity/recipe/r2');
    expect(rest.statusCode).toBe(200);
    const next = await user.pull({ cursor: page.cursor });
    expect(next.clears).toEqual([{ recipeId: 'r2', hlc: expect.any(String) }]);
  });

  it('pulls profile changes from profile.patch, preferences.set and PUT /api/users/preferences', async () => {
    const start = await user.pull();
    expect(start.profile).toBeNull();
    await user.push([
      mutation(t, 1, 'profile.patch', { fields: { name: '  Grace ' } }),
      mutation(t, 2, 'preferences.set', { language: 'fr' }),
    ]);
    const page = await user.pull({ cursor: start.cursor });
    expect(page.profile).toEqual({
      fields: { name: 'Grace', language: 'fr' },
      clocks: { name: hlcAt(t.clock.now(), 1), language: hlcAt(t.clock.now(), 2) },
    });
    t.clock.advance(1_000);
    const put = await user.request('PUT', '/api/users/preferences', { preferences: { language: 'de' } });
    expect(put.statusCode).toBe(200);
    const rest = await user.pull({ cursor: page.cursor });
    expect(rest.profile?.fields).toEqual({ name: 'Grace', language: 'de' });
    expect(String(rest.profile?.clocks.language) > String(page.profile?.clocks.language)).toBe(true);
    // An older client write loses to the REST change, as per-field last-writer-wins says.
    await user.push([
      mutation(t, 3, 'preferences.set', { language: 'it' }, { hlc: hlcAt(t.clock.now() - 500) }),
    ]);
    expect((await user.request('GET', '/api/auth/me')).json()).toMatchObject({
      user: { preferences: { language: 'de' } },
    });
  });
});

describe('GET /api/sync/pull: cursor and clock', () => {
  it('answers reset for a cursor of another epoch and restarts from zero', async () => {
    await user.push([create(1, 'r1'), appendEntry(t, 2, 'e1')]);
    const first = await user.pull();
    expect(changesOf(first)).toEqual(['recipe:r1', 'activity:e1']);
    sql(t, "update meta set text = 'other1' where key = 'epoch'");
    const page = await user.pull({ cursor: first.cursor });
    expect(page.reset).toBe(true);
    expect(page.cursor.startsWith('other1.')).toBe(true);
    expect(changesOf(page)).toEqual(['recipe:r1', 'activity:e1']);
    const next = await user.pull({ cursor: page.cursor });
    expect(next.reset).toBe(false);
    expect(changesOf(next)).toEqual([]);
  });

  it('answers reset for a garbage cursor, and reads an empty cursor as the start', async () => {
    await user.push([create(1, 'r1')]);
    for (const cursor of ['garbage', 'abc.1', 'epoch!.3', 'aaaa.-1', '.', 'aaaa.1.2']) {
      const page = await user.pull({ cursor });
      expect(page.reset, cursor).toBe(true);
      expect(changesOf(page), cursor).toEqual(['recipe:r1']);
    }
    const empty = await user.pull({ cursor: '' });
    expect(empty.reset).toBe(false);
    expect(changesOf(empty)).toEqual(['recipe:r1']);
    expect(await user.pull()).toEqual(empty);
  });

  it('validates limit and needs a token', async () => {
    for (const limit of ['0', '1001', 'ten']) {
      const res = await user.request('GET', `/api/sync/pull?limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/sync/pull' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'TOKEN_MISSING' });
  });

  it("sends the server's time and a server clock that never takes a client's future time", async () => {
    const clockOf = async () => parseHlc((await user.pull()).serverClock)!;
    const first = await user.pull();
    expect(isHlc(first.serverClock)).toBe(true);
    expect(first.serverTime).toBe(t.clock.now());
    expect((await clockOf()).ms).toBe(t.clock.now());
    // Two minutes and an hour ahead: applied (re-stamped at the server's time), never adopted.
    await user.push([appendEntry(t, 1, 'e1', { hlc: hlcAt(t.clock.now() + 120_000) })]);
    expect((await clockOf()).ms).toBe(t.clock.now());
    await user.push([appendEntry(t, 2, 'e2', { hlc: hlcAt(t.clock.now() + 60 * 60_000) })]);
    expect((await clockOf()).ms).toBe(t.clock.now());
    expect((await user.pull()).activity.map((e) => e.id)).toEqual(['e1', 'e2']);
    t.clock.advance(10 * 60_000);
    expect((await clockOf()).ms).toBe(t.clock.now());
  });
});
