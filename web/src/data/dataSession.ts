import { LocalDb, type IndexedDbDeps } from './localDb';
import { SyncEngine, PERIODIC_SYNC_MS, type SyncTransport } from './syncEngine';
import { createWriter, ensureIdentity, type Writer } from './writes';

export interface DataSession {
  userId: string;
  db: LocalDb;
  writer: Writer;
  engine: SyncEngine;
  close(): void;
}

export interface DataSessionOptions {
  transport: SyncTransport;
  onUnauthorized: () => void;
  onDeactivated?: () => void;
  indexedDb?: IndexedDbDeps;
  now?: () => number;
  newId?: () => string;
  /** Attach browser triggers (online, visibility, 60 s timer, cross-tab lock). Off in tests. */
  browser?: boolean;
}

const uuid = () => crypto.randomUUID();

/** Opens the signed-in user's local database and starts its sync client. */
export async function openDataSession(userId: string, options: DataSessionOptions): Promise<DataSession> {
  const now = options.now ?? Date.now;
  const newId = options.newId ?? uuid;
  const db = new LocalDb(userId, options.indexedDb);
  await db.open();
  await ensureIdentity(db, { newId });
  let engine: SyncEngine | null = null;
  const writer = createWriter(db, { now, newId, onWrite: () => engine?.trigger('write') });
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  engine = new SyncEngine(db, options.transport, {
    now,
    newId,
    random: Math.random,
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    withLock:
      options.browser && locks
        ? (name, fn) => locks.request(name, fn) as Promise<Awaited<ReturnType<typeof fn>>>
        : undefined,
    onUnauthorized: options.onUnauthorized,
    onDeactivated: options.onDeactivated,
  });
  const cleanups: Array<() => void> = [];
  if (options.browser) {
    const e = engine;
    const online = () => e.trigger('online');
    const visible = () => document.visibilityState === 'visible' && e.trigger('visible');
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', visible);
    const interval = setInterval(() => e.trigger('timer'), PERIODIC_SYNC_MS);
    cleanups.push(() => window.removeEventListener('online', online));
    cleanups.push(() => document.removeEventListener('visibilitychange', visible));
    cleanups.push(() => clearInterval(interval));
    void navigator.storage?.persist?.().catch(() => false);
    // Background Sync, where it exists, wakes this replay when the connection returns.
    const sw = navigator.serviceWorker;
    if (sw) {
      const onMessage = (event: MessageEvent) => {
        if ((event.data as { type?: string } | null)?.type === 'avanzo-sync') e.trigger('online');
      };
      sw.addEventListener('message', onMessage);
      cleanups.push(() => sw.removeEventListener('message', onMessage));
      let registered = false;
      cleanups.push(
        e.subscribe(() => {
          const { state, pending } = e.getSnapshot();
          if (state !== 'offline' || pending === 0 || registered) return;
          registered = true;
          void sw.ready
            .then((registration) =>
              (
                registration as ServiceWorkerRegistration & {
                  sync?: { register(tag: string): Promise<void> };
                }
              ).sync?.register('avanzo-sync'),
            )
            .catch(() => undefined)
            .finally(() => (registered = false));
        }),
      );
    }
  }
  await engine.refreshPending();
  engine.trigger('start');
  const session: DataSession = {
    userId,
    db,
    writer,
    engine,
    close() {
      engine?.stop();
      for (const cleanup of cleanups) cleanup();
      db.close();
    },
  };
  return session;
}
