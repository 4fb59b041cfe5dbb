import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { register, startTestApp, type TestApp } from '../../test/harness';
import { pushed, asUser, hlcAt, mutation, newEntry } from '../../test/sync';

let t: TestApp;
let user: ReturnType<typeof asUser>;
beforeEach(async () => {
  t = await startTestApp();
  user = asUser(t, (await register(t, { email: 'cook@avanzo.test' })).token);
});
afterEach(async () => t.close());

interface Entry {
  id: string;
  type: string;
  title: string;
  description: string;
  relatedId: string | null;
  timestamp: string;
}

const addEntry = async (body: Record<string, unknown>) => {
  const res = await user.request('POST', '/api/activity', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ entry: Entry }>().entry;
};

const entries = async (as = user) => {
  const res = await as.request('GET', '/api/activity');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Entry[]>();
};

describe('POST /api/activity', () => {
  it('records {id, title, timestamp} as an entry about that recipe', async () => {
    const entry = await addEntry({
      id: 'recipe-r1',
      title: 'Frittata',
      timestamp: '2026-11-22T11:00:00.000Z',
    });
    expect(entry).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
      type: 'recipe_generated',
      title: 'Frittata',
      description: '',
      relatedId: 'r1',
      timestamp: '2026-11-22T11:00:00.000Z',
    });
    expect(await entries()).toEqual([entry]);
  });

  it('defaults the title to "Recipe Generated" and the timestamp to now', async () => {
    const noTitle = await addEntry({ id: 'r1' });
    const blank = await addEntry({ id: 'r2', title: '   ' });
    for (const entry of [noTitle, blank]) {
      expect(entry.title).toBe('Recipe Generated');
      expect(entry.timestamp).toBe(new Date(t.clock.now()).toISOString());
    }
    expect(noTitle.id).not.toBe(blank.id);
  });

  it('answers 400 VALIDATION_ERROR without a valid recipe id', async () => {
    for (const body of [{}, { title: 'x' }, { id: '' }, { id: 'bad id!' }, { id: 'recipe-' }, { id: null }]) {
      const res = await user.request('POST', '/api/activity', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect(await entries()).toEqual([]);
  });
});

describe('GET /api/activity', () => {
  it('lists the newest entries first', async () => {
    await addEntry({ id: 'a', title: 'Oldest', timestamp: '2026-11-20T10:00:00.000Z' });
    await addEntry({ id: 'b', title: 'Newest', timestamp: '2026-11-22T10:00:00.000Z' });
    await addEntry({ id: 'c', title: 'Middle', timestamp: '2026-11-21T10:00:00.000Z' });
    expect((await entries()).map((e) => e.title)).toEqual(['Newest', 'Middle', 'Oldest']);
  });
});

describe('DELETE /api/activity/recipe/:id', () => {
  it("hides that recipe's older entries only, with or without the prefix", async () => {
    await addEntry({ id: 'r1', title: 'One' });
    await addEntry({ id: 'r1', title: 'One again' });
    await addEntry({ id: 'r2', title: 'Two' });
    t.clock.advance(1_000);
    const res = await user.request('DELETE', '/api/activity/recipe/recipe-r1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await entries()).map((e) => e.title)).toEqual(['Two']);
    t.clock.advance(1_000);
    await addEntry({ id: 'r1', title: 'One later' });
    expect((await entries()).map((e) => e.title)).toEqual(['One later', 'Two']);
    expect((await user.request('DELETE', '/api/activity/recipe/r2')).statusCode).toBe(200);
    expect((await entries()).map((e) => e.title)).toEqual(['One later']);
  });

  it('also hides an older entry that arrives after the clear (a late push)', async () => {
    const before = t.clock.now();
    t.clock.advance(1_000);
    expect((await user.request('DELETE', '/api/activity/recipe/r1')).statusCode).toBe(200);
    const late = newEntry('late', { relatedId: 'r1' });
    const fresh = newEntry('fresh', { relatedId: 'r1' });
    t.clock.advance(1);
    const res = await user.push([
      mutation(t, 1, 'activity.append', { entry: late }, { hlc: hlcAt(before) }),
      mutation(t, 2, 'activity.append', { entry: fresh }, { hlc: hlcAt(t.clock.now()) }),
    ]);
    expect(res.json()).toEqual(pushed(2));
    expect((await entries()).map((e) => e.id)).toEqual(['fresh']);
  });

  it('answers 400 VALIDATION_ERROR for an invalid id', async () => {
    for (const id of ['bad%20id', 'recipe-', 'x'.repeat(72)]) {
      const res = await user.request('DELETE', `/api/activity/recipe/${id}`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });
});

describe('activity access', () => {
  it("keeps each user's entries to that user; another user's clear changes nothing", async () => {
    await addEntry({ id: 'r1', title: 'Mine' });
    t.clock.advance(6_000);
    const other = asUser(t, (await register(t, { email: 'other@avanzo.test' })).token);
    expect(await entries(other)).toEqual([]);
    const mine = await entries();
    t.clock.advance(1_000);
    expect((await other.request('DELETE', '/api/activity/recipe/r1')).statusCode).toBe(200);
    expect(await entries()).toEqual(mine);
  });

  it('answers 401 TOKEN_MISSING without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/activity'],
      ['POST', '/api/activity'],
      ['DELETE', '/api/activity/recipe/r1'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ code: 'TOKEN_MISSING' });
    }
  });
});
