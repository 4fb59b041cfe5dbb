import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serializeHlc } from '@avanzo/sync-protocol';
import { bearer, register, startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => t.close());

const hlc = (ms: number, counter = 0) => serializeHlc({ ms, counter, node: 'client1' });

describe('sync push and pull (smoke)', () => {
  it('applies a create, acknowledges a duplicate, and pulls the row', async () => {
    const { token } = await register(t, { email: 'a@b.test' });
    const now = t.clock.now();
    const recipe = {
      id: 'r1',
      createdAt: new Date(now).toISOString(),
      title: 'Frittata',
      description: 'Eggs',
      ingredients: [{ name: 'egg', amount: '3', unit: '', emoji: '🥚' }],
      instructions: ['Beat', 'Cook'],
      cookingTime: { total: 15, prep: 5, cook: 10 },
      servings: 2,
      difficulty: 'easy',
      calories: 300,
      tags: ['vegetarian'],
      tips: '',
      sourceIngredients: ['egg'],
      isGenerated: true,
    };
    const m1 = { seq: 1, v: 1, hlc: hlc(now), name: 'recipe.create', args: { recipe } };
    const m2 = { seq: 2, v: 1, hlc: hlc(now, 1), name: 'saved.set', args: { recipeId: 'r1', saved: true } };
    const push = (mutations: unknown[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sync/push',
        headers: bearer(token),
        payload: { clientId: 'client-0001', mutations },
      });
    let res = await push([m1, m2]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ lastSeq: 2, rejected: [] });
    res = await push([m1, m2, { ...m2, seq: 3, name: 'nope' }]);
    expect(res.json()).toEqual({
      lastSeq: 3,
      rejected: [{ seq: 3, code: 'UNKNOWN_MUTATION', message: expect.any(String) }],
    });
    res = await push([{ ...m2, seq: 5 }]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SEQ_GAP', lastSeq: 3 });

    const pull = await t.app.inject({ method: 'GET', url: '/api/sync/pull', headers: bearer(token) });
    expect(pull.statusCode, pull.body).toBe(200);
    const body = pull.json();
    expect(body.recipes).toHaveLength(1);
    expect(body.recipes[0]).toMatchObject({ id: 'r1', saved: { value: true } });
    const rest = await t.app.inject({ method: 'GET', url: '/api/recipes/recipe-r1', headers: bearer(token) });
    expect(rest.json()).toMatchObject({ recipe: { id: 'r1', title: 'Frittata', saved: true } });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/recipes?search=FRIT',
      headers: bearer(token),
    });
    expect(list.json()).toMatchObject({ total: 1, page: 1, limit: 10, totalPages: 1 });
    const stats = await t.app.inject({ method: 'GET', url: '/api/users/stats', headers: bearer(token) });
    expect(stats.json()).toEqual({ totalRecipes: 1, savedRecipes: 1, totalScans: 0 });
  });
});
