import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { register, startTestApp, type TestApp } from '../../test/harness';
import {
  pushed,
  appendEntry,
  asUser,
  dataSnapshot,
  mutation,
  newEntry,
  newRecipe,
  rows,
} from '../../test/sync';

let t: TestApp;
let user: ReturnType<typeof asUser>;
beforeEach(async () => {
  t = await startTestApp();
  user = asUser(t, (await register(t, { email: 'pusher@avanzo.test' })).token);
});
afterEach(async () => t.close());

const lastSeq = (clientId = 'client-0001') =>
  rows<{ last_seq: number }>(t, 'select last_seq from clients where client_id = ?', clientId)[0]?.last_seq;
const appliedRows = (clientId = 'client-0001') =>
  rows(t, 'select seq, outcome, code from applied where client_id = ? order by seq', clientId);
const entryIds = () => rows<{ id: string }>(t, 'select id from activity order by id').map((r) => r.id);

describe('POST /api/sync/push: sequence', () => {
  it('acknowledges a duplicate with the same lastSeq and applies it only once', async () => {
    const first = await user.push([appendEntry(t, 1, 'e1')]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual(pushed(1));
    const before = dataSnapshot(t);
    // The same seq again, even with other content, is only acknowledged.
    for (const again of [appendEntry(t, 1, 'e1'), appendEntry(t, 1, 'other')]) {
      const res = await user.push([again]);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(pushed(1));
    }
    expect(dataSnapshot(t)).toEqual(before);
    expect(entryIds()).toEqual(['e1']);
    expect(appliedRows()).toEqual([{ seq: 1, outcome: 'applied', code: null }]);
    // A batch that repeats the acknowledged head applies only the new tail.
    const res = await user.push([appendEntry(t, 1, 'e1'), appendEntry(t, 2, 'e2')]);
    expect(res.json()).toEqual(pushed(2));
    expect(entryIds()).toEqual(['e1', 'e2']);
  });

  it('keeps one activity row when two seqs append the same entry id', async () => {
    const res = await user.push([appendEntry(t, 1, 'same'), appendEntry(t, 2, 'same')]);
    expect(res.json()).toEqual(pushed(2));
    expect(entryIds()).toEqual(['same']);
  });

  it('answers 409 SEQ_GAP with lastSeq for a gap and applies nothing', async () => {
    let res = await user.push([appendEntry(t, 2)]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SEQ_GAP', lastSeq: 0, message: expect.any(String) });
    expect(entryIds()).toEqual([]);
    await user.push([appendEntry(t, 1)]);
    res = await user.push([appendEntry(t, 3)]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SEQ_GAP', lastSeq: 1 });
    expect(lastSeq()).toBe(1);
  });

  it('applies [1, 2] of a batch [1, 2, 4] and then answers 409 with lastSeq 2', async () => {
    const res = await user.push([appendEntry(t, 1), appendEntry(t, 2), appendEntry(t, 4)]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SEQ_GAP', lastSeq: 2 });
    expect(entryIds()).toEqual(['e1', 'e2']);
    expect(lastSeq()).toBe(2);
    expect(appliedRows().map((r) => r.seq)).toEqual([1, 2]);
    const retry = await user.push([appendEntry(t, 3), appendEntry(t, 4)]);
    expect(retry.json()).toEqual(pushed(4));
    expect(entryIds()).toEqual(['e1', 'e2', 'e3', 'e4']);
  });

  it('applies a batch in seq order whatever its order on the wire', async () => {
    const res = await user.push([appendEntry(t, 3), appendEntry(t, 1), appendEntry(t, 2)]);
    expect(res.json()).toEqual(pushed(3));
    expect(appliedRows().map((r) => r.seq)).toEqual([1, 2, 3]);
  });
});

describe('POST /api/sync/push: rejected mutations', () => {
  const cases: Array<[string, string, (seq: number) => ReturnType<typeof mutation>]> = [
    ['bad args', 'INVALID_MUTATION', (s) => mutation(t, s, 'recipe.create', { recipe: { id: 'r1' } })],
    ['an id outside the id alphabet', 'INVALID_MUTATION', (s) => appendEntry(t, s, 'bad id!')],
    ['an unknown name', 'UNKNOWN_MUTATION', (s) => mutation(t, s, 'recipe.explode', {})],
    ['a prototype name', 'UNKNOWN_MUTATION', (s) => mutation(t, s, 'toString', {})],
    ['a newer protocol version', 'UNSUPPORTED_VERSION', (s) => appendEntry(t, s, `e${s}`, { v: 2 })],
    ['a malformed clock', 'INVALID_MUTATION', (s) => appendEntry(t, s, `e${s}`, { hlc: 'yesterday' })],
    [
      'a clientId naming another client',
      'INVALID_MUTATION',
      (s) => appendEntry(t, s, `e${s}`, { clientId: 'client-9999' }),
    ],
  ];

  it.each(cases)('rejects %s: reported, last_seq advances, no data changes', async (_label, code, make) => {
    await user.push([appendEntry(t, 1, 'before')]);
    const before = dataSnapshot(t);
    const res = await user.push([make(2)]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(pushed(2, [{ seq: 2, code, message: expect.any(String) }]));
    expect(dataSnapshot(t)).toEqual(before);
    expect(lastSeq()).toBe(2);
    expect(appliedRows()).toEqual([
      { seq: 1, outcome: 'applied', code: null },
      { seq: 2, outcome: 'rejected', code },
    ]);
    // The queue is not blocked: the next mutation applies; a replay of the rejected one changes nothing
    // and is reported as refused again (the client may have lost the first reply).
    const next = await user.push([make(2), appendEntry(t, 3, 'after')]);
    expect(next.json()).toEqual(pushed(3, [{ seq: 2, code, message: expect.any(String) }]));
    expect(appliedRows()).toHaveLength(3);
    expect(entryIds()).toEqual(['after', 'before']);
  });

  it('rejects a bad mutation inside a batch and still applies the ones after it', async () => {
    const res = await user.push([
      appendEntry(t, 1, 'a'),
      mutation(t, 2, 'saved.set', { recipeId: 'r1', saved: 'yes' }),
      appendEntry(t, 3, 'c'),
    ]);
    expect(res.json()).toEqual(
      pushed(3, [{ seq: 2, code: 'INVALID_MUTATION', message: expect.any(String) }]),
    );
    expect(entryIds()).toEqual(['a', 'c']);
    expect(rows(t, 'select * from recipes')).toEqual([]);
  });
});

describe('POST /api/sync/push: access and limits', () => {
  it("answers 403 FORBIDDEN for another user's clientId and applies nothing", async () => {
    await user.push([appendEntry(t, 1, 'mine')]);
    t.clock.advance(6_000);
    const other = asUser(t, (await register(t, { email: 'other@avanzo.test' })).token);
    const before = dataSnapshot(t);
    const res = await other.push([appendEntry(t, 2, 'stolen'), appendEntry(t, 1, 'stolen1')]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(dataSnapshot(t)).toEqual(before);
    expect(lastSeq()).toBe(1);
    expect((await other.pull()).activity).toEqual([]);
  });

  it('needs a token: 401 TOKEN_MISSING, and TOKEN_INVALID for a bad one', async () => {
    const payload = { clientId: 'client-0001', mutations: [appendEntry(t, 1)] };
    let res = await t.app.inject({ method: 'POST', url: '/api/sync/push', payload });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'TOKEN_MISSING' });
    res = await t.app.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers: { authorization: 'Bearer nope' },
      payload,
    });
    expect(res.json()).toMatchObject({ code: 'TOKEN_INVALID' });
    expect(entryIds()).toEqual([]);
  });

  it('validates the body: a clientId is required and well formed', async () => {
    for (const body of [
      { mutations: [] },
      { clientId: 'short', mutations: [] },
      { clientId: 'client-0001' },
    ]) {
      const res = await user.request('POST', '/api/sync/push', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });

  it('takes at most 100 mutations: 101 answer 400 VALIDATION_ERROR and apply nothing', async () => {
    const batch = (n: number) => Array.from({ length: n }, (_, i) => appendEntry(t, i + 1));
    const res = await user.push(batch(101));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(entryIds()).toEqual([]);
    expect(lastSeq()).toBeUndefined();
    expect((await user.push(batch(100))).json()).toEqual(pushed(100));
  });

  it('takes at most 1 MiB: a larger body answers 413 PAYLOAD_TOO_LARGE, a smaller one applies', async () => {
    const huge = appendEntry(t, 1, 'e1', {
      args: { entry: newEntry('e1', { title: 'x'.repeat(1_100_000) }) },
    });
    const res = await user.push([huge]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(lastSeq()).toBeUndefined();
    // Four changes just under the 256 KiB a change may have, together just under the 1 MiB a push may have.
    const steps = Array.from({ length: 60 }, () => 's'.repeat(4000));
    const big = [1, 2, 3, 4].map((seq) =>
      mutation(t, seq, 'recipe.create', { recipe: newRecipe(`r${seq}`, { instructions: steps }) }),
    );
    const body = JSON.stringify({ clientId: 'client-0001', mutations: big });
    expect(Buffer.byteLength(body)).toBeGreaterThan(900_000);
    expect(Buffer.byteLength(body)).toBeLessThan(1024 * 1024);
    const ok = await user.push(big);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual(pushed(4));
  });

  it('refuses one change over 256 KiB on its own (MUTATION_TOO_LARGE) and applies the rest of the push', async () => {
    // Within the schema's lengths (UTF-16 units) but 300 KB of UTF-8: the size is counted in bytes.
    const steps = Array.from({ length: 100 }, () => 'é'.repeat(1500));
    const big = mutation(t, 2, 'recipe.create', { recipe: newRecipe('big', { instructions: steps }) });
    const res = await user.push([appendEntry(t, 1, 'a'), big, appendEntry(t, 3, 'c')]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      pushed(3, [{ seq: 2, code: 'MUTATION_TOO_LARGE', message: expect.stringContaining('bytes') }]),
    );
    expect(entryIds()).toEqual(['a', 'c']);
    expect(rows(t, 'select id from recipes')).toEqual([]);
    expect(lastSeq()).toBe(3);
    // Replayed (a lost reply), it is reported as refused again and still changes nothing.
    const again = await user.push([big, appendEntry(t, 4, 'd')]);
    expect(again.json()).toEqual(
      pushed(4, [{ seq: 2, code: 'MUTATION_TOO_LARGE', message: expect.any(String) }]),
    );
    expect(rows(t, 'select id from recipes')).toEqual([]);
  });

  it('answers 403 ACCOUNT_DEACTIVATED to a deactivated account, applies nothing, and takes it back once active', async () => {
    await user.push([appendEntry(t, 1, 'before')]);
    const setActive = (active: number) =>
      t.app.deps.db.$client
        .prepare('update users set active = ? where email = ?')
        .run(active, 'pusher@avanzo.test');
    setActive(0);
    const before = dataSnapshot(t);
    const res = await user.push([appendEntry(t, 2, 'while-off')]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ACCOUNT_DEACTIVATED' });
    const pull = await user.request('GET', '/api/sync/pull');
    expect(pull.statusCode).toBe(403);
    expect(pull.json()).toMatchObject({ code: 'ACCOUNT_DEACTIVATED' });
    expect(dataSnapshot(t)).toEqual(before);
    expect(lastSeq()).toBe(1);
    setActive(1);
    expect((await user.push([appendEntry(t, 2, 'while-off')])).json()).toEqual(pushed(2));
    expect(entryIds()).toEqual(['before', 'while-off']);
  });

  it('keeps exactly one applied row per (client, seq) with its outcome', async () => {
    await user.push([appendEntry(t, 1), mutation(t, 2, 'nope', {})]);
    await user.push([appendEntry(t, 1), mutation(t, 2, 'nope', {}), appendEntry(t, 3), appendEntry(t, 5)]);
    await user.push([appendEntry(t, 3), appendEntry(t, 4)]);
    await user.push([appendEntry(t, 1)], 'client-0002');
    expect(appliedRows()).toEqual([
      { seq: 1, outcome: 'applied', code: null },
      { seq: 2, outcome: 'rejected', code: 'UNKNOWN_MUTATION' },
      { seq: 3, outcome: 'applied', code: null },
      { seq: 4, outcome: 'applied', code: null },
    ]);
    expect(appliedRows('client-0002')).toEqual([{ seq: 1, outcome: 'applied', code: null }]);
  });
});

describe('POST /api/sync/push: database errors', () => {
  it('answers 503 while another connection holds the write lock, then applies the retry once', async () => {
    await user.push([appendEntry(t, 1)]);
    t.app.deps.db.$client.pragma('busy_timeout = 0');
    const locker = new Database(join(t.dataDir, 'avanzo.db'));
    try {
      locker.exec('BEGIN IMMEDIATE');
      for (const clientId of ['client-0001', 'client-0002']) {
        const res = await user.push([appendEntry(t, clientId === 'client-0001' ? 2 : 1, 'x')], clientId);
        expect(res.statusCode, clientId).toBe(503);
        expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      }
      expect(lastSeq()).toBe(1);
      expect(lastSeq('client-0002')).toBeUndefined();
      locker.exec('ROLLBACK');
    } finally {
      locker.close();
    }
    const retry = await user.push([appendEntry(t, 1), appendEntry(t, 2, 'x')]);
    expect(retry.json()).toEqual(pushed(2));
    expect((await user.push([appendEntry(t, 2, 'x')])).json()).toEqual(pushed(2));
    expect(entryIds()).toEqual(['e1', 'x']);
    expect(appliedRows().map((r) => r.seq)).toEqual([1, 2]);
  });

  it('rolls the whole push back on a database error, and applies the retry exactly once', async () => {
    const batch = [
      mutation(t, 1, 'recipe.create', { recipe: newRecipe('r1') }),
      appendEntry(t, 2, 'e2', { args: { entry: newEntry('e2', { relatedId: 'r1' }) } }),
      appendEntry(t, 3, 'e3'),
    ];
    sql('alter table activity rename to activity_away');
    const res = await user.push(batch);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    sql('alter table activity_away rename to activity');
    // One push is one transaction: nothing of it was kept, nothing advanced (the client is not even bound yet).
    expect(lastSeq() ?? 0).toBe(0);
    expect(appliedRows()).toEqual([]);
    expect(entryIds()).toEqual([]);
    expect(rows(t, 'select id from recipes')).toEqual([]);
    const retry = await user.push(batch);
    expect(retry.json()).toEqual(pushed(3));
    expect(entryIds()).toEqual(['e2', 'e3']);
    expect(rows(t, 'select id from recipes')).toEqual([{ id: 'r1' }]);
    expect(appliedRows().map((r) => r.seq)).toEqual([1, 2, 3]);
  });
});

function sql(statement: string) {
  t.app.deps.db.$client.exec(statement);
}
