import { cpus, freemem, totalmem, uptime as osUptime, arch, platform } from 'node:os';
import {
  ADMIN_ACTIVE_WINDOW_MS,
  ADMIN_ONLINE_USERS_MAX,
  ADMIN_ONLINE_WINDOW_MS,
  ADMIN_RECENT_USERS,
  memoryStatus,
  type AdminAnalytics,
  type AdminGeolocation,
  type AdminPerformance,
  type AdminUser,
  type AdminUserListed,
} from '@avanzo/sync-protocol';
import type { Db } from '../db/client';

/** Cities listed by the geolocation reply (the dashboard shows the top 5). */
export const GEO_CITIES_MAX = 100;

interface UserLine {
  id: string;
  email: string;
  name: string;
  created_at: number;
  last_seen_at: number | null;
}

const iso = (ms: number) => new Date(ms).toISOString();
const adminUser = (row: UserLine): AdminUser => ({
  _id: row.id,
  email: row.email,
  name: row.name,
  createdAt: iso(row.created_at),
  lastSeen: row.last_seen_at === null ? null : iso(row.last_seen_at),
});

/** 00:00 UTC of the day `now` falls in: "today" on a server that may serve several time zones. */
export const startOfUtcDay = (now: number) => now - (now % 86_400_000);

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
/** "IT" → "Italy"; anything that is not a region code is shown as it was stored. */
export function countryName(code: string): string {
  try {
    return /^[A-Z]{2}$/.test(code) ? (regionNames.of(code) ?? code) : code;
  } catch {
    return code;
  }
}

/**
 * The admin figures of SPEC §2/§3, each one SQL aggregate over an index (nothing loads every row).
 * Statements are prepared once per database.
 */
export function createAdminQueries(db: Db) {
  const c = db.$client;
  const count = (sql: string) => {
    const statement = c.prepare(sql).pluck();
    return (...params: unknown[]) => Number(statement.get(...params) ?? 0);
  };
  const live = 'deleted_hlc IS NULL AND created_hlc IS NOT NULL';
  const usersTotal = count('SELECT count(*) FROM users');
  const usersCreatedSince = count('SELECT count(*) FROM users WHERE created_at >= ?');
  const usersSeenSince = count('SELECT count(*) FROM users WHERE last_seen_at >= ?');
  // Kept by triggers (migration 0003): the same definition of a live recipe as `live` above.
  const recipesTotal = count('SELECT live FROM recipe_stats WHERE id = 1');
  const recipesCreatedSince = count(`SELECT count(*) FROM recipes WHERE ${live} AND created_at >= ?`);
  const activitySince = count('SELECT count(*) FROM activity WHERE timestamp >= ?');
  const withLocation = count('SELECT count(*) FROM users WHERE country IS NOT NULL');
  const userColumns = 'id, email, name, created_at, last_seen_at';
  const recent = c.prepare<[number], UserLine>(
    `SELECT ${userColumns} FROM users ORDER BY created_at DESC, id DESC LIMIT ?`,
  );
  const online = c.prepare<[number, number], UserLine>(
    `SELECT ${userColumns} FROM users WHERE last_seen_at >= ? ORDER BY last_seen_at DESC, id DESC LIMIT ?`,
  );
  const countries = c.prepare<[], { code: string; users: number; cities: number }>(
    `SELECT country AS code, count(*) AS users, count(DISTINCT city) AS cities FROM users
     WHERE country IS NOT NULL GROUP BY country ORDER BY users DESC, country`,
  );
  const cities = c.prepare<[number], { city: string; code: string; users: number }>(
    `SELECT city, country AS code, count(*) AS users FROM users
     WHERE country IS NOT NULL AND city IS NOT NULL GROUP BY country, city ORDER BY users DESC, city, country LIMIT ?`,
  );
  const everyone = c.prepare<[], { id: string; name: string; email: string; created_at: number }>(
    'SELECT id, name, email, created_at FROM users ORDER BY created_at DESC, id DESC',
  );

  return {
    analytics(now: number): AdminAnalytics {
      const today = startOfUtcDay(now);
      const weekAgo = now - ADMIN_ACTIVE_WINDOW_MS;
      const onlineSince = now - ADMIN_ONLINE_WINDOW_MS;
      return {
        users: {
          total: usersTotal(),
          newToday: usersCreatedSince(today),
          active: usersSeenSince(weekAgo),
          online: usersSeenSince(onlineSince),
        },
        recipes: { total: recipesTotal(), today: recipesCreatedSince(iso(today)) },
        activities: { weekTotal: activitySince(iso(weekAgo)) },
        recentUsers: recent.all(ADMIN_RECENT_USERS).map(adminUser),
        onlineUsers: online.all(onlineSince, ADMIN_ONLINE_USERS_MAX).map(adminUser),
        generatedAt: iso(now),
      };
    },

    geolocation(): AdminGeolocation {
      const byCountry = countries.all();
      return {
        totalCountries: byCountry.length,
        totalWithLocation: withLocation(),
        countries: byCountry.map((row) => ({
          country: countryName(row.code),
          countryCode: row.code,
          cityCount: row.cities,
          userCount: row.users,
        })),
        cities: cities.all(GEO_CITIES_MAX).map((row) => ({
          city: row.city,
          country: countryName(row.code),
          countryCode: row.code,
          userCount: row.users,
        })),
      };
    },

    allUsers(): AdminUserListed[] {
      return everyone.all().map((row) => ({
        _id: row.id,
        name: row.name,
        email: row.email,
        createdAt: iso(row.created_at),
      }));
    },
  };
}

export type AdminQueries = ReturnType<typeof createAdminQueries>;

/** The machine and this process, read from the operating system (SPEC §3 performance response). */
export function performanceNow(): AdminPerformance {
  const total = totalmem();
  const used = total - freemem();
  const percentage = Math.round((used / total) * 1000) / 10;
  const memory = process.memoryUsage();
  return {
    metrics: {
      system: {
        usedMemory: used,
        totalMemory: total,
        memoryUsagePercentage: percentage,
        cpuCount: cpus().length,
        uptime: Math.round(osUptime()),
        platform: platform(),
        arch: arch(),
      },
      process: {
        memory: { heapUsed: memory.heapUsed, heapTotal: memory.heapTotal, rss: memory.rss },
        uptime: Math.round(process.uptime()),
      },
    },
    status: memoryStatus(percentage),
  };
}
