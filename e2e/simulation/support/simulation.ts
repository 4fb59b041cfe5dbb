import { readRecipes } from '../../../web/src/data/hooks';
import { SimClient, type ClockSchedule } from './client';
import { clientVisible, serverLiveRecipes, serverTombstones } from './checks';
import { FaultyNetwork } from './network';
import { createRng, type Rng } from './prng';
import { SimServer } from './server';
import { verifyConverged } from './verify';
import { VirtualTime } from './virtualTime';
import { randomWrite, type WriteStats } from './workload';

export interface SimOptions {
  seed: number;
  /** Mutations to create before healing (a recipe delete makes two: the delete and its clear). */
  mutations: number;
  clients?: number;
}

export interface SimResult {
  seed: number;
  mutations: number;
  steps: number;
  virtualMinutes: number;
  byName: Record<string, number>;
  events: Record<string, number>;
  healingRounds: number;
  /** Mutations the server re-stamped because the device's stamp was wrong. */
  restamped: number;
  /** Mutations whose real-time order against the others was checked (made and pushed on one clock). */
  ordered: number;
  refused: number;
  /** Each device's clock over the run. */
  clocks: string;
  problems: string[];
}

const BASE_MS = Date.UTC(2026, 10, 22, 12, 0, 0);

/** The shared state of one run. */
export interface Run {
  seed: number;
  rng: Rng;
  time: VirtualTime;
  server: SimServer;
  network: FaultyNetwork;
  clients: SimClient[];
  problems: string[];
  events: Map<string, number>;
  /** Ids the server ever tombstoned, and per client the ids it has seen deleted. */
  serverDeleted: Set<string>;
  seenDeleted: Map<SimClient, Set<string>>;
  /** Per client, the recipes its screens showed at the last check that the server also has. */
  shown: Map<SimClient, Set<string>>;
  /** The token of the registration, used to read the server's state as a separate reader. */
  readerToken: string;
  /** Mutations the server re-stamped, and those checked for real-time order (counted by verify). */
  restamped: number;
  ordered: number;
  /** Mutations the server refused (the newer app's), each reported to its cook. */
  refused: number;
  /** While set, the account is deactivated on the server (until this virtual time). */
  deactivatedUntil: number | null;
}

const bump = (run: Run, name: string) => run.events.set(name, (run.events.get(name) ?? 0) + 1);

/** Ends a session expiry: the engine must have paused on its 401 and kept quiet; sign in again. */
function signIn(run: Run, client: SimClient): void {
  const { link } = client;
  if (!link.expired) return;
  if (run.deactivatedUntil !== null) {
    // A deactivated account cannot sign in: the cook tries again later.
    run.time.setTimer(() => signIn(run, client), run.deactivatedUntil - run.time.now + 1_000);
    return;
  }
  if (link.unauthorizedDelivered > 0) {
    const state = client.engine.getSnapshot().state;
    if (state !== 'unauthorized') run.problems.push(`${link.name}: got 401 but its state is ${state}`);
    if (client.unauthorizedNotices === 0)
      run.problems.push(`${link.name}: got 401 but never asked to sign in`);
  }
  if (link.unauthorizedDelivered > 1 || link.callsAfterUnauthorized > 0)
    run.problems.push(
      `${link.name}: kept calling the server after a 401 (${link.callsAfterUnauthorized} calls)`,
    );
  // Signing in again gives the device a valid token back (the one from the run's sign-in).
  link.expired = false;
  link.unauthorizedDelivered = 0;
  link.callsAfterUnauthorized = 0;
  client.engine.trigger('signin');
}

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

/**
 * The devices' clocks: one 10 minutes fast, one an hour fast, one a day fast, one 10 minutes slow (in
 * an order the seed picks), one a day fast that the cook sets right mid-run, and one right that is set an
 * hour back mid-run (a time zone chosen by hand) and later right again. More devices are within 3 s.
 */
function clockSchedules(rng: Rng, count: number): ClockSchedule[] {
  const fixed = [10 * MIN, HOUR, DAY, -10 * MIN];
  for (let i = fixed.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [fixed[i], fixed[j]] = [fixed[j] as number, fixed[i] as number];
  }
  return Array.from({ length: count }, (_, index) => {
    const skew = index < fixed.length ? (fixed[index] as number) : index === 4 ? DAY : rng.int(-3_000, 3_000);
    return [{ from: 0, skew: skew + rng.int(-3_000, 3_000) }];
  });
}

/** Sets the account's active flag straight in the server's database (as an admin would). */
function setActive(run: Run, active: boolean): void {
  run.server.app.deps.db.$client.prepare('UPDATE users SET active = ?').run(active ? 1 : 0);
}

/** Reactivates the account and signs in again every device that was signed out for it. */
function reactivate(run: Run): void {
  if (run.deactivatedUntil === null) return;
  setActive(run, true);
  run.deactivatedUntil = null;
  for (const client of run.clients) {
    const { link } = client;
    if (link.deactivatedDelivered === 0) continue;
    const state = client.engine.getSnapshot().state;
    if (state !== 'deactivated')
      run.problems.push(`${link.name}: got ACCOUNT_DEACTIVATED but its state is ${state}`);
    if (client.deactivatedNotices === 0)
      run.problems.push(`${link.name}: was deactivated but never signed out`);
    if (link.deactivatedDelivered > 1 || link.callsAfterDeactivated > 0)
      run.problems.push(
        `${link.name}: kept calling the server after ACCOUNT_DEACTIVATED (${link.callsAfterDeactivated} calls)`,
      );
    link.deactivatedDelivered = 0;
    link.callsAfterDeactivated = 0;
    client.engine.trigger('signin');
  }
}

/** Random fault events between actions: restarts, partitions, session expiries, page reloads. */
async function faultEvents(run: Run, forced: { restart: boolean; expire: boolean; deactivate: boolean }) {
  const { rng, time, clients, network } = run;
  if (forced.deactivate && run.deactivatedUntil === null) {
    setActive(run, false);
    run.deactivatedUntil = time.now + rng.int(30_000, 300_000);
    time.setTimer(() => reactivate(run), run.deactivatedUntil - time.now);
    bump(run, 'accountDeactivated');
  }
  const perStep = (n: number) => rng.chance(1 / n);
  if (perStep(400) || forced.restart) {
    await run.server.restart();
    network.serverDownUntil = time.now + rng.int(200, 5_000);
    bump(run, 'serverRestart');
  }
  if (perStep(40)) {
    const client = rng.pick(clients);
    const until = time.now + rng.int(5_000, 90_000);
    client.link.offlineUntil = Math.max(client.link.offlineUntil, until);
    time.setTimer(() => client.engine.trigger('online'), until - time.now);
    bump(run, 'partition');
  }
  const signedIn = clients.filter((c) => !c.link.expired);
  if ((perStep(150) || forced.expire) && signedIn.length > 0) {
    const client = rng.pick(signedIn);
    client.link.expired = true;
    time.setTimer(() => signIn(run, client), rng.int(5_000, 120_000));
    bump(run, 'sessionExpiry');
  }
  // A device signed out (an expired session, a deactivated account) shows the sign-in page: no reload syncs.
  const idle = clients.filter((c) => !c.busy && !c.link.expired && c.link.deactivatedDelivered === 0);
  if (perStep(60) && idle.length > 0) {
    await rng.pick(idle).reload();
    bump(run, 'pageReload');
  }
}

/**
 * Checks on the way. No queue loses a mutation the server does not have yet (401 pauses, reloads
 * and failures included); a tombstone, once on the server, stays there and on every replica that
 * saw it.
 */
async function watch(run: Run): Promise<void> {
  const lastSeqs = run.server.lastSeqs();
  const serverNow = serverTombstones(run.server);
  for (const id of run.serverDeleted)
    if (!serverNow.has(id)) run.problems.push(`server: recipe ${id} lost its tombstone`);
  for (const id of serverNow) run.serverDeleted.add(id);
  const serverLive = serverLiveRecipes(run.server);
  for (const client of run.clients) {
    const { name } = client.link;
    const { db } = client;
    const [clientId, outbox, rows, live] = await db.transaction('r', [db.meta, db.outbox, db.recipes], () =>
      Promise.all([
        db.getMeta<string>('clientId'),
        db.outbox.toArray(),
        db.recipes.toArray(),
        readRecipes(db),
      ]),
    );
    const queued = new Set(outbox.map((m) => `${m.clientId}:${m.seq}`));
    const serverHas = lastSeqs.get(clientId ?? '') ?? 0;
    for (const key of client.created.keys()) {
      const seq = Number(key.slice(key.lastIndexOf(':') + 1));
      if (key.startsWith(`${clientId}:`) && seq > serverHas && !queued.has(key))
        run.problems.push(`${name}: ${key} left the outbox before the server had it`);
    }
    const shownNow = new Set(live.map((r) => r.id));
    const deleted = new Set(rows.filter((r) => r.deletedHlc !== null).map((r) => r.id));
    const seen = run.seenDeleted.get(client) ?? new Set<string>();
    run.seenDeleted.set(client, seen);
    for (const id of seen) if (shownNow.has(id)) run.problems.push(`${name}: deleted recipe ${id} came back`);
    for (const id of deleted) if (run.serverDeleted.has(id)) seen.add(id);
    // A recipe the screens showed does not disappear while the server has it (unless deleted here).
    for (const id of run.shown.get(client) ?? [])
      if (serverLive.has(id) && !shownNow.has(id) && !deleted.has(id))
        run.problems.push(`${name}: recipe ${id} vanished from the screens`);
    run.shown.set(client, new Set([...shownNow].filter((id) => serverLive.has(id))));
  }
}

/** Faults off, sessions restored, parked messages delivered; then sync rounds until nothing changes. */
async function heal(run: Run): Promise<number> {
  const { network, time, clients } = run;
  network.faultsOn = false;
  network.serverDownUntil = 0;
  reactivate(run);
  for (const client of clients) {
    client.link.offlineUntil = 0;
    if (client.link.expired) signIn(run, client);
  }
  await time.advance(130_000);
  let previous = '';
  for (let round = 1; round <= 30; round++) {
    for (const client of clients) {
      client.sync();
      await time.settle();
    }
    const state = await Promise.all(
      clients.map(async (c) => ({
        outbox: await c.db.outbox.count(),
        cursor: await c.db.getMeta<string>('cursor'),
        visible: await clientVisible(c),
      })),
    );
    const snapshot = JSON.stringify(state);
    if (state.every((s) => s.outbox === 0) && snapshot === previous) return round;
    previous = snapshot;
  }
  run.problems.push('healing: the clients did not settle within 30 sync rounds');
  return 30;
}

export async function runSimulation(options: SimOptions): Promise<SimResult> {
  const { seed, mutations: target, clients: count = 6 } = options;
  const rng = createRng(seed);
  const time = new VirtualTime();
  const server = await SimServer.start(() => BASE_MS + time.now);
  const run: Run = {
    seed,
    rng,
    time,
    server,
    network: new FaultyNetwork(() => run.server, time, rng.fork()),
    clients: [],
    problems: [],
    events: new Map(),
    serverDeleted: new Set(),
    seenDeleted: new Map(),
    shown: new Map(),
    readerToken: '',
    restamped: 0,
    ordered: 0,
    refused: 0,
    deactivatedUntil: null,
  };
  const stats: WriteStats = { byName: new Map(), activityIds: 0 };
  let mutations = 0;
  let steps = 0;
  try {
    const { userId, token: readerToken } = await server.register((ms) => time.advance(ms));
    run.readerToken = readerToken;
    // One real sign-in (scrypt is slow on purpose) whose token every device holds; an expired session
    // gets it back when the device signs in again.
    const token = await server.login();
    const schedules = clockSchedules(rng, count);
    for (let index = 0; index < count; index++) {
      const skews = schedules[index] as ClockSchedule;
      const client = new SimClient({
        ...{ index, seed, userId, skews, baseMs: BASE_MS, time, network: run.network, rng: rng.fork() },
        token,
        expiredToken: server.expiredToken(userId),
      });
      await client.open();
      run.clients.push(client);
    }
    const deleteRate = 3 / target;
    const milestones = {
      restart: [rng.next()],
      expire: [rng.next()],
      deactivate: [0.2 + rng.next() * 0.6],
      // The day-fast device is set right, the right one is set an hour back, then right again.
      jumps: [0.2 + rng.next() * 0.3, 0.5 + rng.next() * 0.3].sort(),
    };
    const jumps: Array<() => void> = [
      () => {
        run.clients[4]?.jumpClock(rng.int(-3_000, 3_000));
        run.clients[5]?.jumpClock(-HOUR);
      },
      () => run.clients[5]?.jumpClock(rng.int(-3_000, 3_000)),
    ];
    while (mutations < target) {
      steps += 1;
      const due = (marks: number[]) => marks.length > 0 && mutations >= (marks[0] as number) * target;
      const forced = {
        restart: due(milestones.restart),
        expire: due(milestones.expire),
        deactivate: due(milestones.deactivate),
      };
      if (forced.restart) milestones.restart.shift();
      if (forced.expire) milestones.expire.shift();
      if (forced.deactivate) milestones.deactivate.shift();
      if (due(milestones.jumps)) {
        milestones.jumps.shift();
        jumps.shift()?.();
        bump(run, 'clockJump');
      }
      await faultEvents(run, forced);
      const client = rng.pick(run.clients);
      const roll = rng.next();
      if (roll < 0.6) {
        // A burst of edits on one device, as a cook makes them; the engine's debounce batches them.
        for (let n = rng.int(1, 6); n > 0 && mutations < target; n--) {
          mutations += await randomWrite(client, rng, stats, deleteRate);
          await time.advance(rng.int(0, 80));
        }
      } else if (roll < 0.72) client.sync();
      else await time.advance(rng.int(500, 15_000));
      await time.advance(rng.int(0, 300));
      if (steps % 4 === 0) await watch(run);
    }
    const healingRounds = await heal(run);
    await watch(run);
    await verifyConverged(run);
    for (const [name, n] of run.network.counts) run.events.set(name, n);
    return {
      seed,
      mutations,
      steps,
      virtualMinutes: Math.round(time.now / 60_000),
      byName: Object.fromEntries(stats.byName),
      events: Object.fromEntries(run.events),
      healingRounds,
      restamped: run.restamped,
      ordered: run.ordered,
      refused: run.refused,
      clocks: run.clients
        .map(
          (c) => `${c.link.name} ${c.setup.skews.map((k) => `${Math.round(k.skew / MIN)} min`).join(' → ')}`,
        )
        .join(', '),
      problems: run.problems,
    };
  } finally {
    for (const client of run.clients) client.close();
    await run.server.close();
  }
}
