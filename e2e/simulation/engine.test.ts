import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonBytes, parseHlc, PROTOCOL_VERSION, serializeHlc } from '../../sync-protocol/src/index';
import { readRecipes } from '../../web/src/data/hooks';
import { readRefusals } from '../../web/src/data/refusals';
import { SimClient } from './support/client';
import { FaultyNetwork } from './support/network';
import { createRng } from './support/prng';
import { SimServer } from './support/server';
import { VirtualTime } from './support/virtualTime';

/**
 * The sync client's reaction to each answer (issue 15), against the real API on a real SQLite file:
 * a deactivated account, a taken client id, changes too large, a server that is down, a wrong clock.
 * Virtual time, so a minute of retries takes milliseconds and every count is exact.
 */

const BASE_MS = Date.UTC(2026, 10, 23, 9, 0, 0);
const DAY = 86_400_000;

let time: VirtualTime;
let server: SimServer;
let network: FaultyNetwork;
let userId: string;
let token: string;
const clients: SimClient[] = [];

beforeEach(async () => {
  time = new VirtualTime();
  server = await SimServer.start(() => BASE_MS + time.now);
  ({ userId } = await server.register((ms) => time.advance(ms)));
  token = await server.login();
  network = new FaultyNetwork(() => server, time, createRng(7));
  network.faultsOn = false;
});
afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await server.close();
});

/** A device of the signed-in account, opened (its first sync is due, not run: advance time for it). */
async function device(skew = 0, newClientId?: () => string): Promise<SimClient> {
  const client = new SimClient({
    ...{ index: clients.length, seed: 1, userId, skews: [{ from: 0, skew }], baseMs: BASE_MS, newClientId },
    ...{
      token,
      expiredToken: server.expiredToken(userId),
      time,
      network,
      rng: createRng(clients.length + 1),
    },
  });
  await client.open();
  clients.push(client);
  return client;
}

const recipe = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  createdAt: new Date(BASE_MS).toISOString(),
  title: `Recipe ${id}`,
  description: '',
  ingredients: [],
  instructions: ['Cook'],
  cookingTime: { total: 10, prep: null, cook: null },
  servings: 2,
  difficulty: 'easy' as const,
  calories: null,
  tags: [],
  tips: '',
  sourceIngredients: [],
  isGenerated: false,
  ...overrides,
});

const requests = () => ({
  push: network.counts.get('pushRequests') ?? 0,
  pull: network.counts.get('pullRequests') ?? 0,
});
const serverRecipes = () =>
  server.app.deps.db.$client.prepare('SELECT id, saved FROM recipes ORDER BY id').all() as Array<{
    id: string;
    saved: number | null;
  }>;
const setActive = (active: boolean) =>
  server.app.deps.db.$client.prepare('UPDATE users SET active = ?').run(active ? 1 : 0);

/** A minute of a cook using the app: writes, the 60 s timer, the network coming and going, the tab shown. */
async function aMinuteOfUse(client: SimClient): Promise<void> {
  for (let second = 0; second < 60; second += 5) {
    await client.writer.setSaved('r1', second % 10 === 0);
    client.engine.trigger(second % 15 === 0 ? 'online' : 'visible');
    await time.advance(5_000);
  }
  client.engine.trigger('timer');
  await time.advance(1_000);
}

describe('sync client reactions', () => {
  it('a deactivated account: one push, then nothing for a minute; the outbox waits for the next sign-in', async () => {
    const phone = await device();
    await phone.writer.createRecipe(recipe('r1'));
    await time.advance(2_000);
    expect(serverRecipes()).toEqual([{ id: 'r1', saved: null }]);
    setActive(false);
    const before = requests();
    await aMinuteOfUse(phone);
    const during = { push: requests().push - before.push, pull: requests().pull - before.pull };
    console.log(`deactivated account, 60 s of use: ${during.push} push, ${during.pull} pull`);
    expect(during).toEqual({ push: 1, pull: 0 });
    expect(phone.engine.getSnapshot().state).toBe('deactivated');
    expect(phone.deactivatedNotices).toBe(1);
    expect(await phone.db.outbox.count()).toBe(12);
    // Reactivated, the cook signs in again: everything queued reaches the server, last save wins.
    setActive(true);
    phone.engine.trigger('signin');
    await time.advance(2_000);
    expect(await phone.db.outbox.count()).toBe(0);
    expect(serverRecipes()).toEqual([{ id: 'r1', saved: 0 }]);
    expect(phone.engine.getSnapshot().state).toBe('idle');
  });

  it('a taken client id re-keys once; taken again, it backs off (bounded) and loses nothing', async () => {
    const owner = await device();
    await owner.writer.createRecipe(recipe('owned'));
    await time.advance(2_000);
    const ownerId = (await owner.identity()).clientId;
    // Another account's device that collides with that id, and whose fresh ids collide too, for a while.
    const other = await server.register((ms) => time.advance(ms), 'other@avanzo.test');
    let collide = true;
    const fresh = ['fresh-client-0002', 'fresh-client-0003'];
    userId = other.userId;
    token = other.token;
    const thief = await device(0, () => (collide ? ownerId : (fresh.shift() ?? 'fresh-client-9999')));
    await thief.db.meta.put({ key: 'clientId', value: ownerId });
    await thief.writer.createRecipe(recipe('mine'));
    const before = requests().push;
    await time.advance(60_000);
    const pushes = requests().push - before;
    console.log(`taken client id, 60 s: ${pushes} pushes`);
    // Each cycle: the 403, one re-key, the 403 again; cycles back off 1, 2, 4 … s.
    expect(pushes).toBeGreaterThanOrEqual(4);
    expect(pushes).toBeLessThanOrEqual(16);
    expect(thief.engine.getSnapshot().state).toBe('error');
    expect(await thief.db.outbox.count()).toBe(1);
    collide = false;
    thief.engine.trigger('online');
    await time.advance(2_000);
    expect(await thief.db.outbox.count()).toBe(0);
    expect((await thief.identity()).clientId).toBe('fresh-client-0002');
    expect(serverRecipes().map((r) => r.id)).toEqual(['mine', 'owned']);
  });

  it('a server that is down is retried with backoff, 1 s doubling to 60 s, never in a storm', async () => {
    const phone = await device();
    network.serverDownUntil = time.now + 10 * 60_000;
    await phone.writer.createRecipe(recipe('r1'));
    // The cook goes on using the app: writes, the tab shown, the 60 s timer; none brings a retry forward.
    for (let second = 0; second < 10 * 60 - 10; second += 10) {
      await phone.writer.patchRecipe('r1', { description: `edit ${second}` });
      phone.engine.trigger(second % 60 === 0 ? 'timer' : 'visible');
      await time.advance(10_000);
    }
    await time.advance(8_000);
    const tries = network.counts.get('serverDown') ?? 0;
    // 1 + 2 + 4 + … + 60 s (each half to full length): between 12 and 25 tries in ten minutes.
    expect(tries).toBeGreaterThanOrEqual(12);
    expect(tries).toBeLessThanOrEqual(25);
    expect(phone.engine.getSnapshot().state).toBe('offline');
    // The server is back and the browser says the network is: the queue drains at once.
    await time.advance(3_000);
    phone.engine.trigger('online');
    await time.advance(2_000);
    expect(serverRecipes()).toEqual([{ id: 'r1', saved: null }]);
    expect(await phone.db.outbox.count()).toBe(0);
  });

  it('splits a batch too large for one push by bytes, and refuses alone a change no push can carry', async () => {
    const phone = await device();
    // Eight changes of 200 KB each: 1.6 MB, more than a push may carry, sent in several.
    const heavy = (i: number) => recipe(`heavy${i}`, { instructions: Array(50).fill('é'.repeat(2_000)) });
    for (let i = 0; i < 8; i++) await phone.writer.createRecipe(heavy(i));
    expect(jsonBytes((await phone.db.outbox.toArray())[0])).toBeGreaterThan(200_000);
    // An old outbox may still hold a change larger than a whole push (from before sizes were checked).
    await phone.db.transaction('rw', phone.db.outbox, phone.db.meta, async () => {
      const seq = (await phone.db.getMeta<number>('nextSeq')) as number;
      const hlc = serializeHlc({ ...parseHlc((await phone.db.getMeta<string>('hlc'))!)!, counter: 9 });
      const clientId = (await phone.db.getMeta<string>('clientId')) as string;
      const args = {
        recipe: {
          ...recipe('huge', { description: 'x'.repeat(3_900) }),
          instructions: Array(100).fill('€'.repeat(4_000)),
        },
      };
      await phone.db.outbox.add({
        clientId,
        seq,
        v: PROTOCOL_VERSION,
        hlc,
        at: BASE_MS,
        name: 'recipe.create',
        args,
      });
      await phone.db.setMeta('nextSeq', seq + 1);
    });
    await phone.writer.setSaved('heavy0', true);
    const before = requests().push;
    phone.sync();
    await time.advance(5_000);
    expect(requests().push - before).toBeGreaterThanOrEqual(3);
    expect(await phone.db.outbox.count()).toBe(0);
    expect(serverRecipes().map((r) => r.id)).toEqual([...Array(8).keys()].map((i) => `heavy${i}`));
    expect(serverRecipes()[0]?.saved).toBe(1);
    expect((await readRefusals(phone.db)).map((r) => [r.code, r.subject])).toEqual([
      ['MUTATION_TOO_LARGE', 'Recipe huge'],
    ]);
    // The device shows what the server has: the refused recipe is gone from the screens too.
    expect((await readRecipes(phone.db)).some((r) => r.id === 'huge')).toBe(false);
    expect(phone.engine.getSnapshot()).toMatchObject({ state: 'idle', rejected: 1 });
  });

  it('a phone a day fast: its first changes are dated right by the server, then it stamps right itself', async () => {
    const phone = await device(DAY);
    // Made before the device ever talked to the server: stamped a day ahead.
    await phone.writer.createRecipe(recipe('r1'));
    const made = BASE_MS + time.now;
    const original = (await phone.db.outbox.toArray())[0]!.hlc;
    expect(parseHlc(original)!.ms).toBe(made + DAY);
    await time.advance(2_000);
    const applied = () => server.appliedRows().map((r) => r.hlc!);
    const [first] = applied();
    expect(first).not.toBe(original);
    expect(parseHlc(first!)!.ms).toBeGreaterThanOrEqual(made);
    expect(parseHlc(first!)!.ms).toBeLessThan(made + 1_000);
    // It learned its offset: the next change is stamped right on the device, and kept as it is.
    await phone.writer.setSaved('r1', true);
    const stamped = (await phone.db.outbox.toArray())[0]!.hlc;
    await time.advance(2_000);
    expect(applied()[1]).toBe(stamped);
    expect(parseHlc((await phone.db.getMeta<string>('hlc'))!)!.ms).toBeLessThanOrEqual(BASE_MS + time.now);
    expect((await readRecipes(phone.db))[0]).toMatchObject({ id: 'r1', saved: true });
  });
});
