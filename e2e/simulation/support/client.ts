import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import {
  checkMutation,
  effectsOf,
  parseHlc,
  PROTOCOL_VERSION,
  serializeHlc,
  tickHlc,
  type MutationArgsOf,
} from '../../../sync-protocol/src/index';
import { deviceTime, serverNow } from '../../../web/src/data/clockSync';
import { applyEffectsLocally } from '../../../web/src/data/localApply';
import { LocalDb } from '../../../web/src/data/localDb';
import { SyncEngine } from '../../../web/src/data/syncEngine';
import { createWriter, ensureIdentity, type Writer } from '../../../web/src/data/writes';
import type { FaultyNetwork, Link } from './network';
import type { Rng } from './prng';
import type { VirtualTime } from './virtualTime';

/** A device clock's error over virtual time: `[{ from: 0, skew }, { from: t, skew }...]`, in order. */
export type ClockSchedule = Array<{ from: number; skew: number }>;

export function skewAt(schedule: ClockSchedule, virtualMs: number): number {
  let skew = schedule[0]?.skew ?? 0;
  for (const entry of schedule) if (entry.from <= virtualMs) skew = entry.skew;
  return skew;
}

export interface ClientSetup {
  index: number;
  seed: number;
  userId: string;
  /** This device's clock error over the run: from each entry's virtual time on, until the next one. */
  skews: ClockSchedule;
  baseMs: number;
  token: string;
  expiredToken: string;
  time: VirtualTime;
  network: FaultyNetwork;
  rng: Rng;
  /** The ids the engine re-keys with (by default fresh ones). */
  newClientId?: () => string;
}

/**
 * One device: its own IndexedDB (a fresh fake-indexeddb factory), the real LocalDb, writer and
 * SyncEngine, its own clock, and its side of the faulty network. A reload closes the database and
 * opens it again with a new engine, as a page reload does; the outbox survives in IndexedDB.
 */
export class SimClient {
  readonly idb = new IDBFactory();
  readonly link: Link;
  db!: LocalDb;
  writer!: Writer;
  engine!: SyncEngine;
  /** Every mutation this device created, by `clientId:seq`, with its name, clock and real (virtual) time. */
  readonly created = new Map<string, { name: string; hlc: string; real: number; v: number }>();
  /** Identity rotations the engine made, with what the network had told it. */
  readonly rotations: string[] = [];
  reloads = 0;
  unauthorizedNotices = 0;
  deactivatedNotices = 0;
  /** Writes the writer refused as too large to ever be sent (nothing was written for them). */
  refusedAtWrite = 0;
  private rejectedBefore = 0;
  private inflight: Promise<void> | null = null;
  private ids = 0;
  private last: { clientId: string; nextSeq: number } | null = null;

  constructor(readonly setup: ClientSetup) {
    this.link = {
      name: `client ${setup.index}`,
      token: setup.token,
      expired: false,
      expiredToken: setup.expiredToken,
      offlineUntil: 0,
      unauthorizedDelivered: 0,
      callsAfterUnauthorized: 0,
      deactivatedDelivered: 0,
      callsAfterDeactivated: 0,
      rotationCauses: [],
      rejectionsDelivered: new Map(),
    };
  }

  /** The device's wall clock, wrong by its schedule's error. */
  now = (): number => this.setup.baseMs + this.setup.time.now + skewAt(this.setup.skews, this.setup.time.now);

  /** The error now; a jump appends to the schedule. */
  get skew(): number {
    return skewAt(this.setup.skews, this.setup.time.now);
  }

  jumpClock(skew: number): void {
    this.setup.skews.push({ from: this.setup.time.now, skew });
  }

  private newId = (): string => `sim${this.setup.seed}-c${this.setup.index}-id${++this.ids}`;

  async open(): Promise<void> {
    const { time, network, rng } = this.setup;
    this.db = new LocalDb(this.setup.userId, { indexedDB: this.idb, IDBKeyRange });
    await this.db.open();
    await ensureIdentity(this.db, { newId: this.newId });
    this.writer = createWriter(this.db, {
      now: this.now,
      newId: this.newId,
      onWrite: () => this.engine.trigger('write'),
    });
    this.engine = new SyncEngine(this.db, network.transportFor(this.link), {
      now: this.now,
      random: rng.next,
      newId: () => {
        this.rotations.push(this.link.rotationCauses.at(-1) ?? 'no 409, 403 or reset was received');
        return this.setup.newClientId?.() ?? this.newId();
      },
      // The engine's own timer callback is replaced by a tracked syncNow(), which is what it runs.
      setTimer: (_fn, ms) => time.setTimer(() => this.sync(), ms),
      clearTimer: (handle) => time.clearTimer(handle),
      onUnauthorized: () => void (this.unauthorizedNotices += 1),
      onDeactivated: () => void (this.deactivatedNotices += 1),
    });
    await this.engine.refreshPending();
    this.engine.trigger('start');
  }

  /** Starts a sync cycle (or asks the running one for another round), tracked by virtual time. */
  sync(): void {
    if (this.inflight) {
      void this.engine.syncNow();
      return;
    }
    this.inflight = this.setup.time.track(this.engine.syncNow()).finally(() => {
      this.inflight = null;
    });
  }

  get busy(): boolean {
    return this.inflight !== null;
  }

  async reload(): Promise<void> {
    if (this.busy) throw new Error('reload while a sync is running');
    this.rejectedBefore += this.engine.getSnapshot().rejected;
    this.engine.stop();
    this.db.close();
    await this.open();
    this.reloads += 1;
  }

  /** Rejections the engines of this device counted, over reloads. */
  get rejectedCounted(): number {
    return this.rejectedBefore + this.engine.getSnapshot().rejected;
  }

  async identity(): Promise<{ clientId: string; nextSeq: number }> {
    const [clientId, nextSeq] = await this.db.meta.bulkGet(['clientId', 'nextSeq']);
    return { clientId: clientId?.value as string, nextSeq: nextSeq?.value as number };
  }

  /** Runs one write and records the mutations it appended to the outbox: (clientId, seq), name, clock. */
  async write(run: (writer: Writer) => Promise<void>): Promise<number> {
    const before = this.last ?? (await this.identity());
    await run(this.writer);
    const added = await this.db.outbox.where('seq').aboveOrEqual(before.nextSeq).toArray();
    // A rotation renumbers the outbox, so the bookkeeping stops here; verify reports the rotation.
    if (added.some((m) => m.clientId !== before.clientId)) {
      this.last = null;
      return 0;
    }
    const real = this.setup.time.now;
    for (const m of added)
      this.created.set(`${m.clientId}:${m.seq}`, { name: m.name, hlc: m.hlc, real, v: m.v });
    this.last = { clientId: before.clientId, nextSeq: before.nextSeq + added.length };
    return added.length;
  }

  /**
   * A change made by a newer version of the app open in another tab of this device: the same store and
   * outbox, a protocol version this server does not know yet. The server refuses it
   * (UNSUPPORTED_VERSION); the cook must be told, and this device must end as the server is.
   */
  writeFromNewerApp(recipeId: string, fields: MutationArgsOf<'recipe.patch'>['fields']): Promise<number> {
    const { db } = this;
    return this.write(async () => {
      await db.transaction('rw', [db.recipes, db.activity, db.clears, db.outbox, db.meta], async () => {
        const clientId = (await db.getMeta<string>('clientId')) as string;
        const seq = (await db.getMeta<number>('nextSeq')) as number;
        const clock = tickHlc(
          parseHlc((await db.getMeta<string>('hlc')) ?? '')!,
          await serverNow(db, this.now()),
        );
        const hlc = serializeHlc(clock);
        const args = { id: recipeId, fields };
        const m = {
          clientId,
          seq,
          v: PROTOCOL_VERSION + 1,
          hlc,
          at: deviceTime(this.now()),
          name: 'recipe.patch',
          args,
        };
        await applyEffectsLocally(db, effectsOf(checkMutation({ ...m, v: PROTOCOL_VERSION })));
        await db.outbox.add(m);
        await db.setMeta('nextSeq', seq + 1);
        await db.setMeta('hlc', hlc);
      });
      this.engine.trigger('write');
    });
  }

  close(): void {
    this.engine.stop();
    this.db.close();
  }
}
