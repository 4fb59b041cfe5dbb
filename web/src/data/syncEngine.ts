import {
  parseHlc,
  PULL_DEFAULT_LIMIT,
  PUSH_MAX_MUTATIONS,
  receiveHlc,
  serializeHlc,
  type PullReply,
  type PushBody,
  type PushReply,
} from '@avanzo/sync-protocol';
import { clockRanAhead, deviceTime, learnOffset, recoverClock, serverNow } from './clockSync';
import type { LocalDb } from './localDb';
import { mergePulled, reapplyPending } from './localApply';
import { acknowledge, nextBatch, refuseUnsendable, rekey, type OutboxRow } from './outbox';

export interface TransportResult {
  status: number;
  body: unknown;
}

/** How the sync client reaches the server; throws when the network is unreachable. */
export interface SyncTransport {
  push(body: PushBody): Promise<TransportResult>;
  pull(cursor: string, limit: number): Promise<TransportResult>;
}

export type SyncState = 'idle' | 'syncing' | 'offline' | 'error' | 'unauthorized' | 'deactivated';

export interface SyncStatus {
  state: SyncState;
  pending: number;
  /** Changes the server refused (or that could never be sent) since this engine started. */
  rejected: number;
  lastSyncedAt: number | null;
}

export interface SyncDeps {
  now: () => number;
  random: () => number;
  newId: () => string;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
  /** Runs `fn` while holding the cross-tab sync lock (navigator.locks in browsers). */
  withLock?: <T>(name: string, fn: () => Promise<T>) => Promise<T>;
  /** A 401 paused the queue: the app sends the user to sign in again. */
  onUnauthorized?: () => void;
  /** The account was deactivated: the queue pauses (kept for a later sign-in) and the app signs out. */
  onDeactivated?: () => void;
}

class Unauthorized extends Error {}
class Deactivated extends Error {}
class HttpFailure extends Error {
  constructor(readonly status: number) {
    super(`sync request failed with HTTP ${status}`);
  }
}

export const WRITE_DEBOUNCE_MS = 300;
export const PERIODIC_SYNC_MS = 60_000;
const BACKOFF_START_MS = 1_000;
const BACKOFF_MAX_MS = 60_000;

const codeOf = (body: unknown): string | null => {
  const code = (body as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
};

/** A 400 that names one of the pushed mutations (not the body around them). */
const blamesMutation = (body: unknown): boolean =>
  ((body as { details?: Array<{ path?: unknown }> } | null)?.details ?? []).some(
    (d) => typeof d.path === 'string' && d.path.startsWith('/mutations/'),
  );

/** 1 s doubling to 60 s, with jitter (half to full delay), so many clients do not retry in step. */
export function backoffDelay(failures: number, random: () => number): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_START_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.5 + random() * 0.5));
}

/**
 * The sync client of ARCHITECTURE §3: one pusher at a time, push before pull, pulled rows merged
 * with the shared rules and pending mutations re-applied on top, backoff on failure, a 401 pauses
 * the queue without dropping it, and a database reset on the server starts over without losing
 * the outbox.
 */
export class SyncEngine {
  private status: SyncStatus = { state: 'idle', pending: 0, rejected: 0, lastSyncedAt: null };
  private listeners = new Set<() => void>();
  private running: Promise<void> | null = null;
  private again = false;
  private paused = false;
  private stopped = false;
  private failures = 0;
  /** A retry after a failure is planned; until it runs, ordinary triggers do not bring it forward. */
  private backingOff = false;
  private timer: unknown = null;
  private localLock: Promise<unknown> = Promise.resolve();
  /** Counts sign-ins, so a 401 answering a request sent before the latest one does not pause. */
  private session = 0;

  constructor(
    private readonly db: LocalDb,
    private readonly transport: SyncTransport,
    private readonly deps: SyncDeps,
  ) {}

  getSnapshot = (): SyncStatus => this.status;
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private setStatus(patch: Partial<SyncStatus>): void {
    this.status = { ...this.status, ...patch };
    for (const listener of this.listeners) listener();
  }

  async refreshPending(): Promise<void> {
    if (this.stopped) return;
    this.setStatus({ pending: await this.db.outbox.count() });
  }

  /** Schedules a sync: debounced after a local write, at once for start, online, visible, timer. */
  trigger(reason: 'write' | 'start' | 'online' | 'visible' | 'timer' | 'retry' | 'signin'): void {
    if (this.stopped) return;
    if (reason === 'signin') {
      this.paused = false;
      this.session += 1;
    }
    if (reason === 'write') void this.refreshPending();
    // While a failure backs off, only a new chance (the network back, a start, a sign-in) retries early:
    // writes, the timer and the tab being shown wait for the retry already planned, which carries them.
    if (this.backingOff && reason !== 'online' && reason !== 'start' && reason !== 'signin') return;
    this.schedule(reason === 'write' ? WRITE_DEBOUNCE_MS : 0);
  }

  private schedule(ms: number): void {
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = this.deps.setTimer(() => {
      this.timer = null;
      void this.syncNow();
    }, ms);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = null;
  }

  /** Runs one full cycle (push, pull); concurrent calls share it and ask for one more run. */
  syncNow(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.cycleWithLock().finally(() => {
      this.running = null;
      if (this.again && !this.stopped && !this.paused) {
        this.again = false;
        this.schedule(0);
      }
    });
    return this.running;
  }

  private withLock<T>(fn: () => Promise<T>): Promise<T> {
    const name = `avanzo-sync-${this.db.name}`;
    if (this.deps.withLock) return this.deps.withLock(name, fn);
    const run = this.localLock.then(fn, fn);
    this.localLock = run.catch(() => undefined);
    return run;
  }

  private async cycleWithLock(): Promise<void> {
    if (this.paused) return;
    await this.withLock(async () => {
      this.backingOff = false;
      const session = this.session;
      this.setStatus({ state: 'syncing' });
      try {
        await this.pushAll();
        await this.pullAll();
        this.failures = 0;
        this.setStatus({ state: 'idle', lastSyncedAt: this.deps.now() });
      } catch (error) {
        if ((error instanceof Unauthorized || error instanceof Deactivated) && session !== this.session) {
          // The refusal answers a request sent with the session before the latest sign-in: retry now.
          if (!this.stopped) this.schedule(0);
        } else if (error instanceof Unauthorized) {
          this.paused = true;
          this.setStatus({ state: 'unauthorized' });
          this.deps.onUnauthorized?.();
        } else if (error instanceof Deactivated) {
          // Nothing is sent until the cook signs in again; the outbox stays for that sign-in.
          this.paused = true;
          this.setStatus({ state: 'deactivated' });
          this.deps.onDeactivated?.();
        } else {
          this.failures += 1;
          this.setStatus({ state: error instanceof HttpFailure ? 'error' : 'offline' });
          if (!this.stopped) {
            this.backingOff = true;
            this.schedule(backoffDelay(this.failures, this.deps.random));
          }
        }
      }
      await this.refreshPending();
    });
  }

  /**
   * Replays the outbox in batches. Every answer has its own reaction, and every loop is bounded: a taken
   * client id (403) or a server that lost this client's history (409) re-keys once per cycle, and again
   * is a failure that backs off; a batch too large (413) is halved; a change the server can never take
   * (one alone still 413, or a 400 that names it) is refused here and reported to the cook; a
   * deactivated account pauses the queue and keeps it; anything else backs off.
   */
  private async pushAll(): Promise<void> {
    let rekeyed = false;
    let limit = PUSH_MAX_MUTATIONS;
    for (let round = 0; round < 10_000; round++) {
      const batch = await nextBatch(this.db, limit);
      if (batch.length === 0) return;
      const first = batch[0] as OutboxRow;
      const clientId = (await this.db.getMeta<string>('clientId')) as string;
      const sentAt = deviceTime(this.deps.now());
      const result = await this.transport.push({
        clientId,
        sentAt,
        mutations: batch.map((m) => ({ ...m, clientId })),
      });
      const code = codeOf(result.body);
      if (result.status === 200) {
        const reply = result.body as PushReply;
        await learnOffset(this.db, sentAt, this.deps.now(), reply.serverTime);
        this.countRefusals(await acknowledge(this.db, batch, reply, this.deps.now()));
        if (reply.lastSeq < first.seq) {
          if (rekeyed) throw new HttpFailure(result.status);
          rekeyed = true;
          await rekey(this.db, this.deps.newId());
        }
        limit = PUSH_MAX_MUTATIONS;
      } else if (result.status === 403 && code === 'ACCOUNT_DEACTIVATED') {
        throw new Deactivated();
      } else if (result.status === 409 || result.status === 403) {
        // The server lost our history (a restored database) or the id is taken: replaying under a
        // new identity is safe, because every mutation states intent and merges idempotently.
        if (rekeyed) throw new HttpFailure(result.status);
        rekeyed = true;
        await rekey(this.db, this.deps.newId());
      } else if ((result.status === 413 || result.status === 400) && batch.length > 1) {
        limit = Math.max(1, Math.floor(batch.length / 2));
      } else if (result.status === 413 || (result.status === 400 && blamesMutation(result.body))) {
        const reason = result.status === 413 ? 'MUTATION_TOO_LARGE' : (code ?? 'INVALID_MUTATION');
        this.countRefusals(await refuseUnsendable(this.db, first, reason, this.deps.now()));
      } else if (result.status === 401) {
        throw new Unauthorized();
      } else {
        throw new HttpFailure(result.status);
      }
      await this.refreshPending();
    }
  }

  private countRefusals(added: number): void {
    if (added > 0) this.setStatus({ rejected: this.status.rejected + added });
  }

  /** Pulls what changed; a local clock found ahead of the server's is brought back by a refetch. */
  private async pullAll(): Promise<void> {
    await this.pullPages();
    if (await clockRanAhead(this.db, this.deps.now())) {
      await this.db.setMeta('refetch', true);
      await this.pullPages();
    }
  }

  private async pullPages(): Promise<void> {
    const refetch = (await this.db.getMeta<boolean>('refetch')) === true;
    let cursor = refetch ? '' : ((await this.db.getMeta<string>('cursor')) ?? '');
    // A refetch (after a refusal) or a reset replaces the local tables: its pages are gathered and
    // applied in one transaction, so the screens never show a half-filled replica.
    let replacing: PullReply[] | null = refetch ? [] : null;
    let reset = false;
    for (let page = 0; page < 100_000; page++) {
      const sentAt = this.deps.now();
      const result = await this.transport.pull(cursor, PULL_DEFAULT_LIMIT);
      if (result.status === 401) throw new Unauthorized();
      if (result.status === 403 && codeOf(result.body) === 'ACCOUNT_DEACTIVATED') throw new Deactivated();
      if (result.status !== 200) throw new HttpFailure(result.status);
      const reply = result.body as PullReply;
      await learnOffset(this.db, sentAt, this.deps.now(), reply.serverTime);
      cursor = reply.cursor;
      if (reply.reset) {
        reset = true;
        replacing = [];
      }
      if (replacing) {
        replacing.push(reply);
        if (reply.hasMore) continue;
      }
      await this.applyPulled(replacing ?? [reply], replacing !== null);
      if (reset) await rekey(this.db, this.deps.newId());
      if (!reply.hasMore) return;
    }
  }

  /** Merges pulled pages in one transaction (emptying the tables first to replace them), then the outbox. */
  private async applyPulled(pages: PullReply[], replace: boolean): Promise<void> {
    const last = pages[pages.length - 1] as PullReply;
    await this.db.transaction(
      'rw',
      [this.db.recipes, this.db.activity, this.db.clears, this.db.outbox, this.db.meta],
      async () => {
        if (replace) {
          await Promise.all([this.db.recipes.clear(), this.db.activity.clear(), this.db.clears.clear()]);
          await this.db.meta.delete('profile');
          await this.db.meta.delete('refetch');
        }
        for (const page of pages) await mergePulled(this.db, page);
        const now = await serverNow(this.db, this.deps.now());
        const serverClock = parseHlc(last.serverClock);
        // The local rows stamped in the future are gone now, so a clock that ran ahead can come back.
        if (replace) await recoverClock(this.db, now, serverClock?.ms ?? 0);
        await reapplyPending(this.db);
        await this.db.setMeta('cursor', last.cursor);
        const clock = parseHlc((await this.db.getMeta<string>('hlc')) ?? '');
        // The server's clock never runs ahead of its time (it re-stamps rather than adopt a device's),
        // so following it always keeps a change made here after every change seen here.
        if (clock && serverClock)
          await this.db.setMeta('hlc', serializeHlc(receiveHlc(clock, serverClock, now, Infinity)));
      },
    );
  }
}
