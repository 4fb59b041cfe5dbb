import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { register, startTestApp, type TestApp } from '../../test/harness';
import { pushed, asUser, dataSnapshot, mutation, newRecipe } from '../../test/sync';

/** Ownership (IDOR), per-user ids, and REST writing exactly what a push writes. */

let t: TestApp;
let alice: ReturnType<typeof asUser>;
let bob: ReturnType<typeof asUser>;
beforeEach(async () => {
  t = await startTestApp();
  alice = asUser(t, (await register(t, { email: 'alice@avanzo.test' })).token, 'client-alice');
  t.clock.advance(6_000);
  bob = asUser(t, (await register(t, { email: 'bob@avanzo.test' })).token, 'client-bob1');
});
afterEach(async () => t.close());

describe("another user's recipes", () => {
  it("answers 404 on every route taking an id of another user's recipe and leaves it unchanged", async () => {
    expect((await alice.request('POST', '/api/recipes', newRecipe('secret'))).statusCode).toBe(201);
    await alice.request('POST', '/api/recipes/secret/save');
    const before = dataSnapshot(t);
    const attempts: Array<[string, string, unknown?]> = [
      ['GET', '/api/recipes/secret'],
      ['PUT', '/api/recipes/secret', { title: 'Hijacked' }],
      ['DELETE', '/api/recipes/secret'],
      ['POST', '/api/recipes/secret/save'],
      ['DELETE', '/api/recipes/secret/save'],
    ];
    for (const [method, url, body] of attempts) {
      for (const path of [url, url.replace('/secret', '/recipe-secret')]) {
        const res = await bob.request(method as 'GET', path, body);
        expect(res.statusCode, `${method} ${path}`).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
    }
    // The activity clear is a marker in Bob's own data (entries may name recipes the server never saw).
    expect((await bob.request('DELETE', '/api/activity/recipe/secret')).statusCode).toBe(200);
    const after = dataSnapshot(t);
    expect(after.recipes).toEqual(before.recipes);
    expect(after.users).toEqual(before.users);
    for (const url of ['/api/recipes/all', '/api/recipes/saved']) {
      expect((await bob.request('GET', url)).json(), url).toEqual([]);
    }
    expect((await bob.request('GET', '/api/recipes?search=secret')).json()).toMatchObject({ total: 0 });
    expect((await bob.request('GET', '/api/users/stats')).json()).toMatchObject({ totalRecipes: 0 });
    expect((await bob.pull()).recipes).toEqual([]);
    expect((await alice.request('GET', '/api/recipes/secret')).json()).toMatchObject({
      recipe: { id: 'secret', title: 'Recipe secret', saved: true },
    });
  });

  it("cannot touch another user's recipe through push either", async () => {
    await alice.request('POST', '/api/recipes', newRecipe('secret'));
    const before = dataSnapshot(t).recipes;
    const res = await bob.push([
      mutation(t, 1, 'recipe.patch', { id: 'secret', fields: { title: 'Hijacked' } }),
      mutation(t, 2, 'recipe.delete', { id: 'secret' }),
      mutation(t, 3, 'saved.set', { recipeId: 'secret', saved: false }),
    ]);
    expect(res.json()).toEqual(pushed(3));
    const aliceRows = dataSnapshot(t).recipes.filter((r) => before.some((b) => b.user_id === r.user_id));
    expect(aliceRows).toEqual(before);
    expect((await alice.request('GET', '/api/recipes/secret')).json()).toMatchObject({
      recipe: { title: 'Recipe secret' },
    });
    expect((await bob.request('GET', '/api/recipes/secret')).statusCode).toBe(404);
  });
});

describe('ids are per user', () => {
  it('lets two users own the same id independently', async () => {
    expect((await alice.request('POST', '/api/recipes', { id: 'x', title: 'Alice x' })).statusCode).toBe(201);
    expect((await bob.request('POST', '/api/recipes', { id: 'recipe-x', title: 'Bob x' })).statusCode).toBe(
      201,
    );
    expect((await alice.request('GET', '/api/recipes/x')).json()).toMatchObject({
      recipe: { title: 'Alice x' },
    });
    expect((await bob.request('GET', '/api/recipes/x')).json()).toMatchObject({ recipe: { title: 'Bob x' } });
    await bob.request('PUT', '/api/recipes/x', { title: 'Bob x2' });
    await bob.request('POST', '/api/recipes/x/save');
    expect((await alice.request('GET', '/api/recipes/x')).json()).toMatchObject({
      recipe: { title: 'Alice x', saved: false },
    });
    expect((await bob.request('DELETE', '/api/recipes/x')).statusCode).toBe(200);
    expect((await bob.request('GET', '/api/recipes/x')).statusCode).toBe(404);
    expect((await alice.request('GET', '/api/recipes/x')).statusCode).toBe(200);
    expect((await alice.request('GET', '/api/users/stats')).json()).toMatchObject({ totalRecipes: 1 });
  });
});

describe('REST and push write the same rows', () => {
  it('creates, patches, saves and deletes identically; only the clocks differ', async () => {
    const recipe = newRecipe('same', { createdAt: '2026-11-22T09:30:00.000Z' });
    expect((await alice.request('POST', '/api/recipes', recipe)).statusCode).toBe(201);
    await bob.push([mutation(t, 1, 'recipe.create', { recipe })]);
    const fields = async (who: typeof alice) => {
      const [row] = (await who.pull()).recipes;
      return {
        fields: row?.fields,
        clockKeys: Object.keys(row?.clocks ?? {}).sort(),
        created: row?.created?.at,
      };
    };
    expect(await fields(bob)).toEqual(await fields(alice));
    expect((await fields(alice)).clockKeys).toHaveLength(12);

    t.clock.advance(1_000);
    await alice.request('PUT', '/api/recipes/same', { title: 'Patched', calories: null });
    await alice.request('POST', '/api/recipes/same/save');
    await bob.push([
      mutation(t, 2, 'recipe.patch', { id: 'same', fields: { title: 'Patched', calories: null } }),
      mutation(t, 3, 'saved.set', { recipeId: 'same', saved: true }),
    ]);
    expect(await fields(bob)).toEqual(await fields(alice));
    const rest = (await alice.request('GET', '/api/recipes/same')).json<{
      recipe: Record<string, unknown>;
    }>();
    const pushed = (await bob.request('GET', '/api/recipes/same')).json<{
      recipe: Record<string, unknown>;
    }>();
    const { updatedAt: _a, ...restRecipe } = rest.recipe;
    const { updatedAt: _b, ...pushedRecipe } = pushed.recipe;
    expect(pushedRecipe).toEqual(restRecipe);

    await alice.request('DELETE', '/api/recipes/same');
    await bob.push([mutation(t, 4, 'recipe.delete', { id: 'same' })]);
    const [a] = (await alice.pull()).recipes;
    const [b] = (await bob.pull()).recipes;
    expect(b?.fields).toEqual(a?.fields);
    expect(typeof a?.deletedHlc).toBe('string');
    expect(typeof b?.deletedHlc).toBe('string');
    expect(b?.saved?.value).toBe(a?.saved?.value);
  });
});
