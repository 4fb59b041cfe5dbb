import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, startTestApp, type TestApp } from '../test/harness';
import { pushed, asUser, mutation, newRecipe } from '../test/sync';

/**
 * Regression (found by the route fuzz): a recipe created with an empty createdAt was written and counted
 * as live (SQL read models, admin stats) but read back as never created, so POST /api/recipes answered
 * 404 after writing it, and pull sent it without its creation.
 */

let t: TestApp;
let cook: ReturnType<typeof asUser>;
beforeAll(async () => {
  t = await startTestApp();
  cook = asUser(t, (await register(t, { email: 'cook@avanzo.test' })).token, 'client-cook-1');
});
afterAll(async () => t.close());

describe('recipeRowFromDb: a recipe with an empty createdAt', () => {
  it('is created through REST, and read, listed and counted alike', async () => {
    const res = await cook.request('POST', '/api/recipes', {
      id: 'blank-date',
      title: 'Undated',
      createdAt: '',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ recipe: { id: 'blank-date', createdAt: '' } });
    expect((await cook.request('GET', '/api/recipes/blank-date')).statusCode).toBe(200);
    const page = (await cook.request('GET', '/api/recipes')).json<{ total: number; recipes: unknown[] }>();
    expect(page.recipes).toHaveLength(page.total);
  });

  it('is pulled with its creation when it was pushed', async () => {
    const res = await cook.push([
      mutation(t, 1, 'recipe.create', { recipe: newRecipe('pushed-blank', { createdAt: '' }) }),
    ]);
    expect(res.json()).toEqual(pushed(1));
    const row = (await cook.pull()).recipes.find((r) => r.id === 'pushed-blank');
    expect(row?.created).toEqual({ at: '', hlc: expect.any(String) });
    const stats = await cook.request('GET', '/api/users/stats');
    const all = (await cook.request('GET', '/api/recipes/all')).json<unknown[]>();
    expect(stats.json<{ totalRecipes: number }>().totalRecipes).toBe(all.length);
  });
});
