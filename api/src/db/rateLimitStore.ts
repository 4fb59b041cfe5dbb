import Database from 'better-sqlite3';
import type { Db } from './client';

/** What @fastify/rate-limit asks of a store (its LocalStore and RedisStore have the same shape). */
interface Hit {
  current: number;
  ttl: number;
}
type Done = (error: Error | null, hit: Hit) => void;
interface RouteOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Expired counters are swept every this many hits, so the table holds only live windows. */
const SWEEP_EVERY = 1_000;

/**
 * Rate-limit counters in SQLite (table `rate_limits`, fixed windows): they survive a restart, and
 * instances sharing the database share them (ARCHITECTURE §8). Each hit is one upsert on a primary key.
 * A file database gets its own connection with synchronous=NORMAL: a counter lost to a power cut costs
 * nothing, an fsync per refused request would stall everyone else's.
 */
export function sqliteRateLimitStore(db: Db, now: () => number) {
  const file = db.$client.name;
  const conn = file && file !== ':memory:' && !db.$client.memory ? new Database(file) : db.$client;
  if (conn !== db.$client) {
    conn.pragma('journal_mode = WAL');
    conn.pragma('synchronous = NORMAL');
    conn.pragma('busy_timeout = 5000');
  }
  const hit = conn.prepare<[{ key: string; now: number; reset: number }], { count: number; resetAt: number }>(
    `INSERT INTO rate_limits (key, count, reset_at) VALUES (@key, 1, @reset)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN reset_at <= @now THEN 1 ELSE count + 1 END,
       reset_at = CASE WHEN reset_at <= @now THEN @reset ELSE reset_at END
     RETURNING count, reset_at AS resetAt`,
  );
  const read = conn.prepare<[string], { count: number; resetAt: number }>(
    'SELECT count, reset_at AS resetAt FROM rate_limits WHERE key = ?',
  );
  const sweep = conn.prepare('DELETE FROM rate_limits WHERE reset_at <= ?');
  let hits = 0;

  class SqliteStore {
    readonly prefix: string;
    /** The plugin builds the first store with its options; children get their route's prefix. */
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : '';
    }

    incr(key: string, done: Done, timeWindow: number): void {
      try {
        const time = now();
        if (++hits % SWEEP_EVERY === 0) sweep.run(time);
        const row = hit.get({ key: this.prefix + key, now: time, reset: time + timeWindow });
        if (!row) throw new Error('rate limit counter not written');
        done(null, { current: row.count, ttl: Math.max(0, row.resetAt - time) });
      } catch (error) {
        done(error as Error, { current: 0, ttl: 0 });
      }
    }

    read(key: string, done: Done): void {
      const time = now();
      const row = read.get(this.prefix + key);
      done(
        null,
        row && row.resetAt > time ? { current: row.count, ttl: row.resetAt - time } : { current: 0, ttl: 0 },
      );
    }

    child(routeOptions: object): SqliteStore {
      const options = routeOptions as RouteOptions;
      const method = [options.routeInfo?.method ?? ''].flat().join(',');
      return new SqliteStore(`${this.prefix}${method}${options.routeInfo?.url ?? ''}|`);
    }
  }
  return {
    Store: SqliteStore,
    close: () => {
      if (conn !== db.$client) conn.close();
    },
  };
}
