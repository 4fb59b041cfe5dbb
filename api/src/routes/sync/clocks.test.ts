import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compareHlc, parseHlc, restampNode } from '@avanzo/sync-protocol';
import { register, startTestApp, type TestApp } from '../../test/harness';
import { asUser, hlcAt, mutation, newEntry, newRecipe, pushed, rows } from '../../test/sync';

/**
 * Wrong device clocks (issue 15): no change is refused for its clock, each is applied at the time the
 * cook made it as far as the server can know, and no device's clock moves the server's.
 */

const MIN = 60_000;
const DAY = 24 * 60 * MIN;

let t: TestApp;
let cook: ReturnType<typeof asUser>;
beforeEach(async () => {
  t = await startTestApp();
  cook = asUser(t, (await register(t, { email: 'clocks@avanzo.test' })).token, 'phone-aaaa');
});
afterEach(async () => t.close());

/** A change made at `deviceMs` on a device's clock, stamped with that same (uncorrected) clock. */
const madeAt = (seq: number, deviceMs: number, name: string, args: unknown, node = 'phone-aaaa') =>
  mutation(t, seq, name, args, { hlc: hlcAt(deviceMs, 0, node), at: deviceMs });
const entry = (seq: number, deviceMs: number, id = `e${seq}`) =>
  madeAt(seq, deviceMs, 'activity.append', { entry: newEntry(id) });
const activityClock = (id: string) =>
  rows<{ hlc: string }>(t, 'select hlc from activity where id = ?', id)[0]?.hlc;
const restamped = (ms: number, counter = 0, clientId = 'phone-aaaa') =>
  hlcAt(ms, counter, restampNode(clientId));

describe('POST /api/sync/push: device clocks', () => {
  it('applies a change from a phone a day fast at the time it was made, and says so', async () => {
    const phone = t.clock.now() + DAY;
    // Made ten minutes ago by the phone's own count, pushed now.
    const res = await cook.push([entry(1, phone - 10 * MIN)], 'phone-aaaa', phone);
    expect(res.statusCode, res.body).toBe(200);
    const stamp = restamped(t.clock.now() - 10 * MIN);
    expect(res.json()).toEqual(pushed(1, [], [{ seq: 1, hlc: stamp }]));
    expect(activityClock('e1')).toBe(stamp);
    expect(rows(t, 'select outcome, code, hlc from applied')).toEqual([
      { outcome: 'applied', code: null, hlc: stamp },
    ]);
  });

  it('applies the same change a day fast from an older client (no device times) at the time it arrived', async () => {
    const res = await cook.push([
      mutation(t, 1, 'activity.append', { entry: newEntry('e1') }, { hlc: hlcAt(t.clock.now() + DAY) }),
    ]);
    expect(res.json()).toEqual(pushed(1, [], [{ seq: 1, hlc: restamped(t.clock.now()) }]));
  });

  it('keeps a stamp it can check, so devices that know their offset keep their exact order', async () => {
    const now = t.clock.now();
    const res = await cook.push([entry(1, now - 5_000), entry(2, now - 4_000)], 'phone-aaaa', now);
    expect(res.json()).toEqual(pushed(2));
    expect(activityClock('e1')).toBe(hlcAt(now - 5_000, 0, 'phone-aaaa'));
    // A stamp 18 s from what the device's own count says is within the 30 s tolerance: kept.
    const near = mutation(
      t,
      3,
      'activity.append',
      { entry: newEntry('e3') },
      { hlc: hlcAt(now - 2_000), at: now - 20_000 },
    );
    expect((await cook.push([near], 'phone-aaaa', now)).json()).toEqual(pushed(3));
    expect(activityClock('e3')).toBe(hlcAt(now - 2_000));
    // One in the future never is, however near.
    const future = mutation(
      t,
      4,
      'activity.append',
      { entry: newEntry('e4') },
      { hlc: hlcAt(now + 1), at: now },
    );
    expect((await cook.push([future], 'phone-aaaa', now)).json()).toEqual(
      pushed(4, [], [{ seq: 4, hlc: restamped(now) }]),
    );
  });

  it("lets a phone 10 minutes slow undo another phone's older save (the later change wins)", async () => {
    await cook.push([mutation(t, 1, 'recipe.create', { recipe: newRecipe('r1') })], 'phone-aaaa');
    const saveAt = t.clock.now();
    await cook.push([madeAt(2, saveAt, 'saved.set', { recipeId: 'r1', saved: true })], 'phone-aaaa', saveAt);
    t.clock.advance(MIN);
    // A minute later by real time, the slow phone's clock still reads nine minutes before the save.
    const slow = t.clock.now() - 10 * MIN;
    const unsave = madeAt(1, slow, 'saved.set', { recipeId: 'r1', saved: false }, 'phone-bbbb');
    const res = await cook.push([unsave], 'phone-bbbb', slow);
    expect(res.json()).toEqual(pushed(1, [], [{ seq: 1, hlc: restamped(t.clock.now(), 0, 'phone-bbbb') }]));
    expect(rows(t, 'select saved from recipes where id = ?', 'r1')).toEqual([{ saved: 0 }]);
    const pulled = (await cook.pull()).recipes.find((r) => r.id === 'r1');
    expect(pulled?.saved?.value).toBe(false);
  });

  it("never moves anyone's clock: a device 4 min 50 s ahead is re-stamped, and every pull stays on time", async () => {
    const ahead = t.clock.now() + 290_000;
    const res = await cook.push([entry(1, ahead)], 'phone-aaaa', ahead);
    expect(res.json()).toEqual(pushed(1, [], [{ seq: 1, hlc: restamped(t.clock.now()) }]));
    t.clock.advance(6_000);
    const other = asUser(t, (await register(t, { email: 'other@avanzo.test' })).token, 'phone-cccc');
    for (const reader of [cook, other]) {
      const reply = await reader.pull();
      expect(parseHlc(reply.serverClock)?.ms).toBe(t.clock.now());
      expect(reply.serverTime).toBe(t.clock.now());
    }
  });

  it("keeps one device's changes in their order when it re-stamps some of them", async () => {
    const now = t.clock.now();
    // seq 2 claims an hour ago with no device time to check (an older client): it goes after seq 1.
    const res = await cook.push([
      entry(1, now - 1_000),
      mutation(t, 2, 'activity.append', { entry: newEntry('e2') }, { hlc: hlcAt(now - 60 * MIN) }),
    ]);
    expect(res.json()).toEqual(pushed(2, [], [{ seq: 2, hlc: restamped(now - 1_000, 1) }]));
    expect(compareHlc(activityClock('e2')!, activityClock('e1')!)).toBeGreaterThan(0);
    // And across pushes: the next change of this client is never stamped before the last one.
    const next = await cook.push([
      mutation(t, 3, 'activity.append', { entry: newEntry('e3') }, { hlc: hlcAt(now - 2 * 60 * MIN) }),
    ]);
    expect(next.json()).toEqual(pushed(3, [], [{ seq: 3, hlc: restamped(now - 1_000, 2) }]));
  });

  it('reports a new stamp again when the push is replayed (the first reply may have been lost)', async () => {
    const phone = t.clock.now() + DAY;
    const change = entry(1, phone);
    const first = (await cook.push([change], 'phone-aaaa', phone)).json();
    t.clock.advance(5_000);
    const again = await cook.push([change, entry(2, phone + 5_000)], 'phone-aaaa', phone + 5_000);
    expect(again.json()).toEqual(
      pushed(2, [], [first.restamped[0], { seq: 2, hlc: restamped(t.clock.now()) }]),
    );
    expect(rows(t, 'select count(*) as n from activity')).toEqual([{ n: 2 }]);
  });

  it('applies at once the changes of a phone whose clock was set right again but whose stamps ran ahead', async () => {
    // The phone's stored clock still reads a day ahead, its wall clock is right again.
    const now = t.clock.now();
    const res = await cook.push(
      [mutation(t, 1, 'activity.append', { entry: newEntry('e1') }, { hlc: hlcAt(now + DAY, 7), at: now })],
      'phone-aaaa',
      now,
    );
    expect(res.json()).toEqual(pushed(1, [], [{ seq: 1, hlc: restamped(now) }]));
    expect(activityClock('e1')).toBe(restamped(now));
  });
});
