import { afterEach, describe, expect, it } from 'vitest';
import { register, startTestApp, type TestApp } from '../../test/harness';
import { asUser, mutation, newRecipe, pushed, rows } from '../../test/sync';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

const usage = (userId: string) =>
  rows<{ recipes: number; bytes: number }>(
    t,
    'SELECT recipes, bytes FROM account_usage WHERE user_id = ?',
    userId,
  )[0];

describe('per-account quotas', () => {
  it('refuses the recipe past QUOTA_RECIPES, in a push and over REST, and takes it once one is deleted', async () => {
    t = await startTestApp({ env: { QUOTA_RECIPES: '3' } });
    const { token, user } = await register(t, { email: 'cook@avanzo.test' });
    const other = await register(t, { email: 'other@avanzo.test' });
    const cook = asUser(t, token);
    const creates = [1, 2, 3, 4].map((i) => mutation(t, i, 'recipe.create', { recipe: newRecipe(`r${i}`) }));
    const res = await cook.push(creates);
    expect(res.json()).toEqual(
      pushed(4, [{ seq: 4, code: 'QUOTA_EXCEEDED', message: expect.stringMatching(/3 recipes/) }]),
    );
    expect(usage(user.id)?.recipes).toBe(3);
    const rest = await cook.request('POST', '/api/recipes', { title: 'One more' });
    expect(rest.statusCode).toBe(403);
    expect(rest.json()).toMatchObject({ code: 'QUOTA_EXCEEDED' });
    // Edits that do not add a recipe still go through, and another account is not affected.
    expect((await cook.request('PUT', '/api/recipes/r1', { title: 'Renamed' })).statusCode).toBe(200);
    expect((await asUser(t, other.token).request('POST', '/api/recipes', { title: 'Mine' })).statusCode).toBe(
      201,
    );
    // Deleting makes room.
    expect((await cook.request('DELETE', '/api/recipes/r2')).statusCode).toBe(200);
    expect(usage(user.id)?.recipes).toBe(2);
    expect((await cook.request('POST', '/api/recipes', { title: 'Now it fits' })).statusCode).toBe(201);
  });

  it('refuses growth past QUOTA_MB, always lets a change that shrinks through, and gives a deleted recipe its bytes back', async () => {
    t = await startTestApp({ env: { QUOTA_MB: '1' } });
    const { token, user } = await register(t, { email: 'cook@avanzo.test' });
    const cook = asUser(t, token);
    // About 200 kB each: 50 steps of 4,000 characters (the most a step may have).
    const big = (i: number) => newRecipe(`big${i}`, { instructions: Array(50).fill('x'.repeat(4_000)) });
    const replies = [];
    for (let i = 1; i <= 6; i++)
      replies.push((await cook.push([mutation(t, i, 'recipe.create', { recipe: big(i) })])).json());
    const refused = replies.filter((r) => r.rejected.length > 0);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0].rejected[0]).toMatchObject({ code: 'QUOTA_EXCEEDED' });
    const full = usage(user.id)!;
    expect(full.bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(full.bytes).toBeGreaterThan(4 * 200_000);
    // Shrinking a recipe passes even at the limit.
    expect((await cook.request('PUT', '/api/recipes/big1', { instructions: ['Cook'] })).statusCode).toBe(200);
    expect(usage(user.id)!.bytes).toBeLessThan(full.bytes - 190_000);
    // A delete keeps only the tombstone: its text is gone, and so are its bytes.
    expect((await cook.request('DELETE', '/api/recipes/big2')).statusCode).toBe(200);
    const [tomb] = rows<{ fields: string; search: string }>(
      t,
      "SELECT fields, search_text AS search FROM recipes WHERE id = 'big2'",
    );
    expect(tomb).toEqual({ fields: '{}', search: '' });
    expect(usage(user.id)!.bytes).toBeLessThan(full.bytes - 390_000);
    // The usage the triggers keep equals the rows' real size.
    const [real] = rows<{ bytes: number }>(
      t,
      `SELECT sum(length(CAST(fields AS BLOB)) + length(CAST(clocks AS BLOB)) + length(CAST(search_text AS BLOB))) AS bytes
         FROM recipes WHERE user_id = ?`,
      user.id,
    );
    expect(usage(user.id)!.bytes).toBe(real!.bytes);
  });
});

describe('JSON nesting', () => {
  it('refuses a body nested 5,000 deep with 400 JSON_TOO_DEEP on every JSON route, and writes nothing', async () => {
    t = await startTestApp();
    const { token } = await register(t, { email: 'cook@avanzo.test' });
    const cook = asUser(t, token);
    const deep = `{"title":"x","tags":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    for (const [method, url] of [
      ['POST', '/api/recipes'],
      ['PUT', '/api/recipes/nope'],
      ['POST', '/api/sync/push'],
      ['POST', '/api/auth/login'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: deep,
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ code: 'JSON_TOO_DEEP' });
    }
    expect((await cook.request('GET', '/api/recipes/all')).json()).toEqual([]);
  });
});

describe('GET /api/recipes/all and /saved are bounded', () => {
  it('answers pages of `limit`, newest first, with x-next-cursor until the last', async () => {
    t = await startTestApp();
    const { token } = await register(t, { email: 'cook@avanzo.test' });
    const cook = asUser(t, token);
    const creates = Array.from({ length: 7 }, (_, i) =>
      mutation(t, i + 1, 'recipe.create', {
        recipe: newRecipe(`r${i}`, {
          createdAt: new Date(Date.UTC(2026, 10, 1 + (i % 4), 0, 0, i)).toISOString(),
        }),
      }),
    );
    await cook.push([...creates, mutation(t, 8, 'saved.set', { recipeId: 'r1', saved: true })]);
    const ids: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await cook.request('GET', `/api/recipes/all?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      ids.push(...res.json<Array<{ id: string }>>().map((r) => r.id));
      cursor = res.headers['x-next-cursor'] as string | undefined;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    const all = (await cook.request('GET', '/api/recipes/all')).json<
      Array<{ id: string; createdAt: string }>
    >();
    expect(ids).toEqual(all.map((r) => r.id));
    expect(all.map((r) => r.createdAt)).toEqual([...all.map((r) => r.createdAt)].sort().reverse());
    expect((await cook.request('GET', '/api/recipes/saved?limit=1')).json()).toMatchObject([{ id: 'r1' }]);
    for (const bad of ['limit=0', 'limit=1001', 'cursor=not-a-cursor']) {
      const res = await cook.request('GET', `/api/recipes/all?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });

  it('answers at most 500 by default', async () => {
    t = await startTestApp();
    const { token } = await register(t, { email: 'cook@avanzo.test' });
    const cook = asUser(t, token);
    for (let batch = 0; batch < 6; batch++)
      await cook.push(
        Array.from({ length: 100 }, (_, i) =>
          mutation(t, batch * 100 + i + 1, 'recipe.create', { recipe: newRecipe(`r${batch}-${i}`) }),
        ),
      );
    const res = await cook.request('GET', '/api/recipes/all');
    expect(res.json<unknown[]>()).toHaveLength(500);
    expect(res.headers['x-next-cursor']).toEqual(expect.any(String));
  });
});
