import { Type, type Static } from 'typebox';

/** SPEC §9 admin constants. */
export const ADMIN_ACTIVE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
export const ADMIN_ONLINE_WINDOW_MS = 2 * 60 * 1000;
export const ADMIN_RECENT_USERS = 5;
export const ADMIN_ONLINE_USERS_MAX = 50;
export const ADMIN_TOP_PLACES = 5;
export const ADMIN_REFRESH_MS = { analytics: 30_000, performance: 60_000, geolocation: 5 * 60_000 } as const;
/** Memory use: good up to 75 %, warning up to 90 %, critical above (SPEC §9 memory bar colours). */
export const MEMORY_THRESHOLDS = { good: 75, warning: 90 } as const;

export type HealthStatus = 'good' | 'warning' | 'critical';

export function memoryStatus(percentage: number): HealthStatus {
  if (percentage <= MEMORY_THRESHOLDS.good) return 'good';
  if (percentage <= MEMORY_THRESHOLDS.warning) return 'warning';
  return 'critical';
}

const Iso = Type.String({ description: 'ISO 8601 time' });

/** A user as the admin sees them (never password data). `_id` keeps the field name of SPEC §3. */
export const AdminUser = Type.Object({
  _id: Type.String(),
  email: Type.String(),
  name: Type.String(),
  createdAt: Iso,
  lastSeen: Type.Union([Iso, Type.Null()]),
});
export type AdminUser = Static<typeof AdminUser>;

export const AdminAnalytics = Type.Object({
  users: Type.Object({
    total: Type.Integer(),
    newToday: Type.Integer({ description: 'registered since 00:00 UTC today' }),
    active: Type.Integer({ description: 'seen in the last 7 days' }),
    online: Type.Integer({ description: 'heartbeat in the last 2 minutes' }),
  }),
  recipes: Type.Object({
    total: Type.Integer(),
    today: Type.Integer({ description: 'created since 00:00 UTC today' }),
  }),
  activities: Type.Object({ weekTotal: Type.Integer({ description: 'entries of the last 7 days' }) }),
  recentUsers: Type.Array(AdminUser),
  onlineUsers: Type.Array(AdminUser),
  generatedAt: Iso,
});
export type AdminAnalytics = Static<typeof AdminAnalytics>;

export const AdminPerformance = Type.Object({
  metrics: Type.Object({
    system: Type.Object({
      usedMemory: Type.Number({ description: 'bytes' }),
      totalMemory: Type.Number({ description: 'bytes' }),
      memoryUsagePercentage: Type.Number(),
      cpuCount: Type.Integer(),
      uptime: Type.Number({ description: 'seconds' }),
      platform: Type.String(),
      arch: Type.String(),
    }),
    process: Type.Object({
      memory: Type.Object({ heapUsed: Type.Number(), heapTotal: Type.Number(), rss: Type.Number() }),
      uptime: Type.Number({ description: 'seconds' }),
    }),
  }),
  status: Type.Union([Type.Literal('good'), Type.Literal('warning'), Type.Literal('critical')]),
});
export type AdminPerformance = Static<typeof AdminPerformance>;

export const AdminGeolocation = Type.Object({
  totalCountries: Type.Integer(),
  totalWithLocation: Type.Integer(),
  countries: Type.Array(
    Type.Object({
      country: Type.String(),
      countryCode: Type.String(),
      cityCount: Type.Integer(),
      userCount: Type.Integer(),
    }),
  ),
  cities: Type.Array(
    Type.Object({
      city: Type.String(),
      country: Type.String(),
      countryCode: Type.String(),
      userCount: Type.Integer(),
    }),
  ),
});
export type AdminGeolocation = Static<typeof AdminGeolocation>;

export const AdminUserListed = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  createdAt: Iso,
});
export type AdminUserListed = Static<typeof AdminUserListed>;

/** Every admin reply is wrapped in `{data}` (SPEC §7: "read from data.data"). */
export const AdminAnalyticsReply = Type.Object({ data: AdminAnalytics });
export const AdminPerformanceReply = Type.Object({ data: AdminPerformance });
export const AdminGeolocationReply = Type.Object({ data: AdminGeolocation });
export const AdminUsersReply = Type.Object({ data: Type.Array(AdminUserListed) });
export type AdminAnalyticsReply = Static<typeof AdminAnalyticsReply>;
export type AdminPerformanceReply = Static<typeof AdminPerformanceReply>;
export type AdminGeolocationReply = Static<typeof AdminGeolocationReply>;
export type AdminUsersReply = Static<typeof AdminUsersReply>;
