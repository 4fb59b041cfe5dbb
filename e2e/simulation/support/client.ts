import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { LocalDb } from '../../../web/src/data/localDb';
import { SyncEngine } from '../../../web/src/data/syncEngine';
import { createWriter, ensureIdentity, type Writer } from '../../../web/src/data/writes';
import type { FaultyNetwork, Link } from './network';
import type { Rng } from './prng';
import type { VirtualTime } from './virtualTime';

export interface ClientSetup {
  index: number;
  seed: number;
  userId: string;
  /** This device's clock error; beyond 5 minutes its mutations are refused (CLOCK_DRIFT). */
  skewMs: number;
  baseMs: number;
  token: string;
  expiredToken: string;
  time: VirtualTime;
  network: FaultyNetwork;
  rng: Rng;
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
  /** Every mutation this device created, by `clientId:seq`, with its name and clock. */
  readonly created = new Map<string, { name: string; hlc: string }>();
  /** Identity rotations the engine made, with what the network had told it. */
  readonly rotations: string[] = [];
  reloads = 0;
  unauthorizedNotices = 0;
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
      rotationCauses: [],
      rejectionsDelivered: new Map(),
    };
  }

  get skewed(): boolean {
    return Math.abs(this.setup.skewMs) > 5 * 60_000;
  }

  /** The device's wall clock. */
  now = (): number => this.setup.baseMs + this.setup.time.now + this.setup.skewMs;

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
        return this.newId();
      },
      // The engine's own timer callback is replaced by a tracked syncNow(), which is what it runs.
      setTimer: (_fn, ms) => time.setTimer(() => this.sync(), ms),
      clearTimer: (handle) => time.clearTimer(handle),
      onUnauthorized: () => void (this.unauthorizedNotices += 1),
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
    for (const m of added) this.created.set(`${m.clientId}:${m.seq}`, { name: m.name, hlc: m.hlc });
    this.last = { clientId: before.clientId, nextSeq: before.nextSeq + added.length };
    return added.length;
  }

  close(): void {
    this.engine.stop();
    this.db.close();
  }
}
