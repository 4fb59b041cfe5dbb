import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotAll } from '../../test/fuzz';
import { register, startTestApp, type TestApp } from '../../test/harness';
import { asUser, mutation, newRecipe } from '../../test/sync';

/**
 * Regression (found by the route fuzz): POST /api/recipes with the id of a deleted recipe wrote its
 * fields into the tombstone (a new version every device pulls) and then answered 404.
 */

let t: TestApp;
let cook: ReturnType<typeof asUser>;
beforeAll(async () => {
  t = await startTestApp();
  cook = asUser(t, (await register(t, { email: 'cook@avanzo.test' })).token, 'client-cook-1');
});
afterAll(async () => t.close());

describe('POST /api/recipes with the id of a deleted recipe', () => {
  it('answers 404 NOT_FOUND and writes nothing, whether it was created first or only deleted', async () => {
    expect((await cook.request('POST', '/api/recipes', newRecipe('gone'))).statusCode).toBe(201);
    expect((await cook.request('DELETE', '/api/recipes/gone')).statusCode).toBe(200);
    // A delete that reached the server before the create (offline devices): a tombstone only.
    await cook.push([mutation(t, 1, 'recipe.delete', { id: 'never-made' })]);
    for (const body of [newRecipe('gone'), { id: 'recipe-gone', title: 'Again' }, { id: 'never-made' }]) {
      const before = snapshotAll(t);
      const res = await cook.request('POST', '/api/recipes', body);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect(snapshotAll(t)).toEqual(before);
    }
  });

  it('still creates a recipe under a new id', async () => {
    expect((await cook.request('POST', '/api/recipes', newRecipe('fresh'))).statusCode).toBe(201);
  });
});
