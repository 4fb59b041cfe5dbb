import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { register, sql, startTestApp, type TestApp } from '../../test/harness';
import { asUser, hlcAt, mutation, newRecipe, rows } from '../../test/sync';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => t.close());

/** What the trigger-kept total must always equal: the live recipes counted the slow way. */
const counted = () =>
  rows<{ n: number }>(
    t,
    'SELECT count(*) AS n FROM recipes WHERE deleted_hlc IS NULL AND created_hlc IS NOT NULL',
  )[0]!.n;
const kept = () => rows<{ live: number }>(t, 'SELECT live FROM recipe_stats WHERE id = 1')[0]!.live;

type Op = { kind: 'create' | 'patch' | 'delete'; id: number; at: number };

describe('recipe_stats (the live-recipe total the admin reads)', () => {
  it('equals a full count after any mix of creates, patches, deletes and out-of-order clocks', async () => {
    const user = asUser(t, (await register(t, { email: 'stats@avanzo.test' })).token);
    let seq = 0;
    const base = t.clock.now();
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            kind: fc.constantFrom<Op['kind']>('create', 'patch', 'delete'),
            id: fc.integer({ min: 0, max: 6 }),
            at: fc.integer({ min: 0, max: 10_000 }),
          }),
          { minLength: 1, maxLength: 25 },
        ),
        async (ops) => {
          const batch = ops.map((op) => {
            seq += 1;
            const id = `r${op.id}`;
            const extra = { hlc: hlcAt(base + op.at, seq) };
            if (op.kind === 'create')
              return mutation(t, seq, 'recipe.create', { recipe: newRecipe(id) }, extra);
            if (op.kind === 'patch')
              return mutation(t, seq, 'recipe.patch', { id, fields: { title: `T${op.at}` } }, extra);
            return mutation(t, seq, 'recipe.delete', { id }, extra);
          });
          const res = await user.push(batch);
          expect(res.statusCode, res.body).toBe(200);
          expect(kept()).toBe(counted());
        },
      ),
      { numRuns: 60 },
    );
    expect(counted()).toBeGreaterThanOrEqual(0);
  });

  it('follows rows removed with their user (cascade) and plain SQL changes', async () => {
    const a = asUser(t, (await register(t, { email: 'a@avanzo.test' })).token, 'client-a');
    const b = await register(t, { email: 'b@avanzo.test' });
    const bUser = asUser(t, b.token, 'client-b');
    await a.push([1, 2].map((n) => mutation(t, n, 'recipe.create', { recipe: newRecipe(`a${n}`) })));
    await bUser.push([1, 2, 3].map((n) => mutation(t, n, 'recipe.create', { recipe: newRecipe(`b${n}`) })));
    expect(kept()).toBe(5);
    sql(t, 'DELETE FROM users WHERE id = ?', b.user.id);
    expect(kept()).toBe(2);
    sql(t, "UPDATE recipes SET deleted_hlc = 'x' WHERE id = 'a1'");
    expect(kept()).toBe(1);
    sql(t, 'UPDATE recipes SET deleted_hlc = NULL');
    expect(kept()).toBe(counted());
    expect(kept()).toBe(2);
  });
});
