import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { register, startTestApp, type TestApp } from '../test/harness';
import { pushed, appendEntry, asUser, rows } from '../test/sync';
import { snapshotAll } from '../test/fuzz';

/** Regression (found by the route fuzz): a push refused for a gap must not write anything. */

let t: TestApp;
let alice: ReturnType<typeof asUser>;
let bob: ReturnType<typeof asUser>;
beforeEach(async () => {
  t = await startTestApp();
  alice = asUser(t, (await register(t, { email: 'alice@avanzo.test' })).token, 'shared-client-1');
  t.clock.advance(6_000);
  bob = asUser(t, (await register(t, { email: 'bob@avanzo.test' })).token, 'shared-client-1');
});
afterEach(async () => t.close());

const clientRows = () => rows(t, 'select client_id, user_id, last_seq from clients');

describe('pushMutations: a gap before anything applies', () => {
  it('answers 409 SEQ_GAP and leaves every table unchanged, without binding an unseen clientId', async () => {
    const before = snapshotAll(t);
    const res = await alice.push([appendEntry(t, 2), appendEntry(t, 3)]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SEQ_GAP', lastSeq: 0 });
    expect(snapshotAll(t)).toEqual(before);
    expect(clientRows()).toEqual([]);
    // So the refused push did not take the clientId: its real owner can still start with it.
    const first = await bob.push([appendEntry(t, 1)]);
    expect(first.json()).toEqual(pushed(1));
  });

  it('still keeps what came before a gap, and a known client stays as it was on a gap at once', async () => {
    const partial = await alice.push([appendEntry(t, 1), appendEntry(t, 3)]);
    expect(partial.statusCode).toBe(409);
    expect(partial.json()).toMatchObject({ code: 'SEQ_GAP', lastSeq: 1 });
    expect(clientRows()).toEqual([
      { client_id: 'shared-client-1', user_id: expect.any(String), last_seq: 1 },
    ]);
    const before = snapshotAll(t);
    const res = await alice.push([appendEntry(t, 3)]);
    expect(res.json()).toMatchObject({ code: 'SEQ_GAP', lastSeq: 1 });
    expect(snapshotAll(t)).toEqual(before);
  });
});
