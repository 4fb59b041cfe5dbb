import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_RECIPE_FIELDS } from '@avanzo/sync-protocol';
import { register, sql, startTestApp, type TestApp } from '../../test/harness';
import { asUser, newRecipe } from '../../test/sync';

let t: TestApp;
let user: ReturnType<typeof asUser>;
beforeEach(async () => {
  t = await startTestApp();
  user = asUser(t, (await register(t, { email: 'cook@avanzo.test' })).token);
});
afterEach(async () => t.close());

interface RecipeReply {
  id: string;
  title: string;
  createdAt: string;
  saved: boolean;
  [field: string]: unknown;
}

/** POST /api/recipes with a createdAt `minute` minutes after noon, so list order is known. */
async function post(fields: Record<string, unknown>, minute = 0): Promise<RecipeReply> {
  const createdAt = new Date(Date.UTC(2026, 10, 22, 12, minute)).toISOString();
  const res = await user.request('POST', '/api/recipes', { createdAt, ...fields });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ recipe: RecipeReply }>().recipe;
}

const list = async (query = '') => {
  const res = await user.request('GET', `/api/recipes${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    recipes: RecipeReply[];
    total: number;
    page: number;
    limit: number;
    totalPages: number;
  }>();
};
const titles = (recipes: RecipeReply[]) => recipes.map((r) => r.title);

describe('POST /api/recipes', () => {
  it('answers 201 with the recipe, filling every missing field with its default', async () => {
    const res = await user.request('POST', '/api/recipes', { id: 'recipe-abc', title: 'Soup' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      recipe: {
        ...EMPTY_RECIPE_FIELDS,
        title: 'Soup',
        id: 'abc',
        createdAt: new Date(t.clock.now()).toISOString(),
        updatedAt: new Date(t.clock.now()).toISOString(),
        saved: false,
      },
    });
    expect((await user.request('GET', '/api/recipes/abc')).json()).toEqual(res.json());
  });

  it('keeps every given field and createdAt, and makes an id when none is given', async () => {
    const full = newRecipe('full');
    expect(await post(full)).toMatchObject({ ...full, createdAt: expect.any(String), saved: false });
    // Explicit nulls stay null (the same write a push makes), never coerced to 0.
    const nulls = { calories: null, cookingTime: { total: null, prep: 5, cook: null }, servings: null };
    expect(await post({ id: 'nulls', ...nulls })).toMatchObject(nulls);
    const put = await user.request('PUT', '/api/recipes/full', {
      calories: null,
      cookingTime: nulls.cookingTime,
    });
    expect(put.json()).toMatchObject({ recipe: { calories: null, cookingTime: nulls.cookingTime } });
    // Unknown properties are dropped, not refused (and never stored).
    expect(await post({ id: 'extra', title: 'Extra', bogus: 1 })).not.toHaveProperty('bogus');
    const extra = await user.request('PUT', '/api/recipes/extra', { title: 'Extra 2', bogus: 1 });
    expect(extra.json()).toMatchObject({ recipe: { title: 'Extra 2' } });
    expect(extra.json<{ recipe: object }>().recipe).not.toHaveProperty('bogus');
    expect((await user.request('PUT', '/api/recipes/extra', { bogus: 1 })).statusCode).toBe(400);
    const noId = await post({ title: 'No id' });
    expect(noId.id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect((await user.request('GET', `/api/recipes/${noId.id}`)).statusCode).toBe(200);
  });

  it('answers 400 VALIDATION_ERROR for a malformed body or id', async () => {
    for (const body of [
      { ingredients: 'eggs' },
      { servings: 101 },
      { difficulty: 'extreme' },
      { id: 'bad id!' },
      { id: 'recipe-' },
      { title: 'x'.repeat(201) },
    ]) {
      const res = await user.request('POST', '/api/recipes', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect((await list()).total).toBe(0);
  });
});

describe('GET /api/recipes', () => {
  it('pages newest first with page 1 and limit 10 by default', async () => {
    for (let i = 1; i <= 12; i++) await post({ id: `r${i}`, title: `T${i}` }, i);
    const first = await list();
    expect(first).toMatchObject({ total: 12, page: 1, limit: 10, totalPages: 2 });
    expect(titles(first.recipes)).toEqual(['T12', 'T11', 'T10', 'T9', 'T8', 'T7', 'T6', 'T5', 'T4', 'T3']);
    const second = await list('?page=2');
    expect(second).toMatchObject({ total: 12, page: 2, limit: 10, totalPages: 2 });
    expect(titles(second.recipes)).toEqual(['T2', 'T1']);
    const small = await list('?page=2&limit=5');
    expect(small).toMatchObject({ page: 2, limit: 5, totalPages: 3 });
    expect(titles(small.recipes)).toEqual(['T7', 'T6', 'T5', 'T4', 'T3']);
    expect((await list('?page=9')).recipes).toEqual([]);
    for (const query of ['?page=0', '?limit=0', '?limit=101', '?page=x']) {
      const res = await user.request('GET', `/api/recipes${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });

  it('answers an empty page for a new user', async () => {
    expect(await list()).toEqual({ recipes: [], total: 0, page: 1, limit: 10, totalPages: 0 });
  });

  it('searches title, description and ingredient names, case-insensitively, % and _ literally', async () => {
    const egg = { name: 'Egg', amount: '1', unit: '', emoji: '' };
    await post({ id: 'a', title: 'Pasta al Pomodoro', ingredients: [egg] }, 1);
    await post({ id: 'b', title: 'Rice', description: 'A creamy RISOTTO' }, 2);
    await post({ id: 'c', title: 'Salad', ingredients: [{ ...egg, name: 'Fresh Basil' }] }, 3);
    await post({ id: 'd', title: '100% whole wheat' }, 4);
    await post({ id: 'e', title: 'under_score' }, 5);
    await post({ id: 'f', title: 'Crème brûlée' }, 6);
    await post({ id: 'g', title: 'Pomodoro gone' }, 7);
    await user.request('DELETE', '/api/recipes/g');
    const search = async (text: string) =>
      titles((await list(`?search=${encodeURIComponent(text)}`)).recipes);
    expect(await search('POMODORO')).toEqual(['Pasta al Pomodoro']);
    expect(await search('risotto')).toEqual(['Rice']);
    expect(await search('basil')).toEqual(['Salad']);
    expect(await search('egg')).toEqual(['Pasta al Pomodoro']);
    expect(await search('%')).toEqual(['100% whole wheat']);
    expect(await search('0%')).toEqual(['100% whole wheat']);
    expect(await search('_')).toEqual(['under_score']);
    expect(await search('d_r')).toEqual([]);
    expect(await search('p%o')).toEqual([]);
    expect(await search('CRÈME')).toEqual(['Crème brûlée']);
    expect(await search('  rice  ')).toEqual(['Rice']);
    expect(await list('?search=a&limit=2')).toMatchObject({ total: 4, limit: 2, totalPages: 2 });
  });
});

describe('GET /api/recipes/all and /saved', () => {
  it('lists every live recipe newest first, and the saved ones', async () => {
    await post({ id: 'old', title: 'Old' }, 1);
    await post({ id: 'new', title: 'New' }, 2);
    await post({ id: 'dead', title: 'Dead' }, 3);
    await user.request('DELETE', '/api/recipes/dead');
    const all = await user.request('GET', '/api/recipes/all');
    expect(all.statusCode).toBe(200);
    expect(titles(all.json())).toEqual(['New', 'Old']);
    expect((await user.request('GET', '/api/recipes/saved')).json()).toEqual([]);
    await user.request('POST', '/api/recipes/old/save');
    const saved = (await user.request('GET', '/api/recipes/saved')).json<RecipeReply[]>();
    expect(saved.map((r) => [r.id, r.saved])).toEqual([['old', true]]);
  });
});

describe('GET, PUT and DELETE /api/recipes/:id', () => {
  it('reads a recipe with or without the recipe- prefix', async () => {
    const created = await post({ id: 'r1', title: 'One' });
    for (const id of ['r1', 'recipe-r1']) {
      const res = await user.request('GET', `/api/recipes/${id}`);
      expect(res.statusCode, id).toBe(200);
      expect(res.json()).toEqual({ recipe: created });
    }
    for (const id of ['nope', 'recipe-nope', 'bad%20id', 'x'.repeat(72)]) {
      const res = await user.request('GET', `/api/recipes/${id}`);
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
    }
    expect((await user.request('GET', '/api/recipes/nope')).json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('updates the given fields only, with or without the prefix', async () => {
    await post(newRecipe('r1'));
    t.clock.advance(1_000);
    const res = await user.request('PUT', '/api/recipes/recipe-r1', { title: 'Renamed', servings: 4 });
    expect(res.statusCode, res.body).toBe(200);
    const { recipe } = res.json<{ recipe: RecipeReply }>();
    expect(recipe).toMatchObject({ id: 'r1', title: 'Renamed', servings: 4, description: 'A test dish' });
    expect(recipe.updatedAt).toBe(new Date(t.clock.now()).toISOString());
    t.clock.advance(1_000);
    await user.request('PUT', '/api/recipes/r1', { tags: ['quick'] });
    expect((await user.request('GET', '/api/recipes/r1')).json()).toMatchObject({
      recipe: { title: 'Renamed', tags: ['quick'] },
    });
    for (const body of [{}, { servings: -1 }, { ingredients: [{}] }]) {
      const bad = await user.request('PUT', '/api/recipes/r1', body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    const missing = await user.request('PUT', '/api/recipes/nope', { title: 'x' });
    expect(missing.statusCode).toBe(404);
    expect((await list()).total).toBe(1);
  });

  it('deletes with or without the prefix; the recipe is then gone', async () => {
    await post({ id: 'r1' });
    await post({ id: 'r2' });
    for (const id of ['r1', 'recipe-r2']) {
      const res = await user.request('DELETE', `/api/recipes/${id}`);
      expect(res.statusCode, id).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    }
    for (const id of ['r1', 'r2']) {
      expect((await user.request('GET', `/api/recipes/${id}`)).statusCode).toBe(404);
      expect((await user.request('DELETE', `/api/recipes/${id}`)).statusCode).toBe(404);
      expect((await user.request('PUT', `/api/recipes/${id}`, { title: 'x' })).statusCode).toBe(404);
      expect((await user.request('POST', `/api/recipes/${id}/save`)).statusCode).toBe(404);
    }
    expect(await list()).toMatchObject({ total: 0, recipes: [] });
  });
});

describe('POST and DELETE /api/recipes/:id/save', () => {
  it('saves and unsaves, with or without the prefix, idempotently', async () => {
    await post({ id: 'r1' });
    for (const id of ['r1', 'recipe-r1']) {
      const res = await user.request('POST', `/api/recipes/${id}/save`);
      expect(res.statusCode, id).toBe(200);
      expect(res.json()).toMatchObject({ recipe: { id: 'r1', saved: true } });
    }
    expect((await user.request('GET', '/api/recipes/saved')).json()).toHaveLength(1);
    for (const id of ['recipe-r1', 'r1']) {
      const res = await user.request('DELETE', `/api/recipes/${id}/save`);
      expect(res.statusCode, id).toBe(200);
      expect(res.json()).toMatchObject({ recipe: { id: 'r1', saved: false } });
    }
    expect((await user.request('GET', '/api/recipes/saved')).json()).toEqual([]);
    expect((await user.request('POST', '/api/recipes/nope/save')).statusCode).toBe(404);
    expect((await user.request('DELETE', '/api/recipes/nope/save')).statusCode).toBe(404);
  });
});

describe('GET /api/users/stats', () => {
  it('counts live recipes, saved recipes and scans', async () => {
    expect((await user.request('GET', '/api/users/stats')).json()).toEqual({
      totalRecipes: 0,
      savedRecipes: 0,
      totalScans: 0,
    });
    for (const id of ['a', 'b', 'c']) await post({ id });
    await user.request('POST', '/api/recipes/a/save');
    await user.request('POST', '/api/recipes/b/save');
    await user.request('DELETE', '/api/recipes/b');
    const userId = (await user.request('GET', '/api/auth/me')).json<{ user: { id: string } }>().user.id;
    for (let i = 0; i < 3; i++) sql(t, 'insert into scans (user_id, created_at) values (?, ?)', userId, i);
    expect((await user.request('GET', '/api/users/stats')).json()).toEqual({
      totalRecipes: 2,
      savedRecipes: 1,
      totalScans: 3,
    });
  });
});

describe('authentication', () => {
  it('answers 401 TOKEN_MISSING on every recipe route without a token', async () => {
    const routes: Array<[string, string]> = [
      ['POST', '/api/recipes'],
      ['GET', '/api/recipes'],
      ['GET', '/api/recipes/all'],
      ['GET', '/api/recipes/saved'],
      ['GET', '/api/recipes/r1'],
      ['PUT', '/api/recipes/r1'],
      ['DELETE', '/api/recipes/r1'],
      ['POST', '/api/recipes/r1/save'],
      ['DELETE', '/api/recipes/r1/save'],
      ['GET', '/api/users/stats'],
    ];
    for (const [method, url] of routes) {
      const res = await t.app.inject({ method: method as 'GET', url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ code: 'TOKEN_MISSING' });
    }
  });
});
