import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text, index, primaryKey } from 'drizzle-orm/sqlite-core';

/** Times are stored as milliseconds since the epoch. */
export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    avatar: text('avatar'),
    language: text('language').notNull().default('en'),
    detectionSource: text('detection_source'),
    country: text('country'),
    region: text('region'),
    city: text('city'),
    timezone: text('timezone'),
    isSupporter: integer('is_supporter', { mode: 'boolean' }).notNull().default(false),
    supporterSince: integer('supporter_since'),
    supporterData: text('supporter_data'),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
    lastSeenAt: integer('last_seen_at'),
    /** Sync: the global version of the last change to the profile fields, and their clocks. */
    version: integer('version').notNull().default(0),
    profileClocks: text('profile_clocks').notNull().default('{}'),
    /**
     * Granted by the `pnpm admin` command on the server, never through the API: the admin is the account
     * with the ADMIN_EMAIL address *and* this mark, so registering the address first proves nothing.
     */
    adminGranted: integer('admin_granted', { mode: 'boolean' }).notNull().default(false),
    /** Tokens carry the value they were issued with; raising it (password change, sign out everywhere) ends them. */
    sessionVersion: integer('session_version').notNull().default(0),
  },
  (t) => [
    index('users_created_at').on(t.createdAt),
    index('users_last_seen_at').on(t.lastSeenAt),
    /** Admin geolocation: users per country and city, read from the index alone. */
    index('users_country_city').on(t.country, t.city),
  ],
);

/** The last registration attempt per key (an IP address), for the 5 s rule. */
export const authAttempts = sqliteTable('auth_attempts', {
  key: text('key').primaryKey(),
  lastAt: integer('last_at').notNull(),
});

/** Registration challenges already spent, so one solved captcha registers one account. */
export const usedChallenges = sqliteTable('used_challenges', {
  nonce: text('nonce').primaryKey(),
  usedAt: integer('used_at').notNull(),
});

/**
 * Rate-limit counters (fixed windows), kept in the database so a restart does not reset them and several
 * instances share them (ARCHITECTURE §8).
 */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: integer('reset_at').notNull(),
});

/**
 * What each account stores, kept by triggers on `recipes` and `activity` (migration 0005) so a quota check
 * never sums rows: live recipes, and the bytes of every recipe and activity row.
 */
export const accountUsage = sqliteTable('account_usage', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  recipes: integer('recipes').notNull().default(0),
  bytes: integer('bytes').notNull().default(0),
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/**
 * Recipes, one row per (user, id), kept as the merge rules see them: field values with per-field
 * clocks (JSON), the create, the saved register and the tombstone. `version` orders changes for pull.
 */
export const recipes = sqliteTable(
  'recipes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    fields: text('fields').notNull(),
    clocks: text('clocks').notNull(),
    createdAt: text('created_at'),
    createdHlc: text('created_hlc'),
    saved: integer('saved', { mode: 'boolean' }),
    savedHlc: text('saved_hlc'),
    deletedHlc: text('deleted_hlc'),
    /** Lower-cased title, description and ingredient names, for search. */
    searchText: text('search_text').notNull().default(''),
    version: integer('version').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    index('recipes_user_version').on(t.userId, t.version),
    index('recipes_user_created').on(t.userId, t.createdAt),
    /** Admin analytics: live recipes (created, not deleted) by creation time, counted from the index. */
    index('recipes_live_created')
      .on(t.createdAt)
      .where(sql`${t.deletedHlc} IS NULL AND ${t.createdHlc} IS NOT NULL`),
  ],
);

/**
 * Running totals kept by triggers on `recipes` (migration 0003), so the admin figures never count a
 * million rows: `live` = recipes created and not deleted.
 */
export const recipeStats = sqliteTable('recipe_stats', {
  id: integer('id').primaryKey(),
  live: integer('live').notNull(),
});

/** Activity entries: append-only, hidden by clear markers with a later clock. */
export const activity = sqliteTable(
  'activity',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    relatedId: text('related_id'),
    timestamp: text('timestamp').notNull(),
    hlc: text('hlc').notNull(),
    version: integer('version').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    index('activity_user_version').on(t.userId, t.version),
    /** Admin analytics: activity of the last 7 days. */
    index('activity_timestamp').on(t.timestamp),
  ],
);

export const activityClears = sqliteTable(
  'activity_clears',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: text('recipe_id').notNull(),
    hlc: text('hlc').notNull(),
    version: integer('version').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.recipeId] }),
    index('clears_user_version').on(t.userId, t.version),
  ],
);

/** Each client database belongs to one user and has a gap-free mutation sequence. */
export const clients = sqliteTable('clients', {
  clientId: text('client_id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeq: integer('last_seq').notNull().default(0),
  /** The last stamp given to this client's changes: re-stamped changes stay in the device's order. */
  lastHlc: text('last_hlc'),
  createdAt: integer('created_at').notNull(),
  lastSeenAt: integer('last_seen_at').notNull(),
});

/** Every (client, seq) applied or rejected, exactly once. */
export const applied = sqliteTable(
  'applied',
  {
    clientId: text('client_id').notNull(),
    seq: integer('seq').notNull(),
    outcome: text('outcome').notNull(),
    code: text('code'),
    appliedAt: integer('applied_at').notNull(),
    /** The stamp the change was applied with, the client's or the server's (null when refused). */
    hlc: text('hlc'),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.seq] })],
);

/** Global sync state: `version` (a counter) and `epoch` (changes when the database is replaced). */
export const meta = sqliteTable('meta', {
  key: text('key').primaryKey(),
  num: integer('num').notNull().default(0),
  text: text('text'),
});

export const scans = sqliteTable(
  'scans',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ingredientCount: integer('ingredient_count').notNull().default(0),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('scans_user').on(t.userId)],
);

export type RecipeDbRow = typeof recipes.$inferSelect;
export type ActivityDbRow = typeof activity.$inferSelect;
