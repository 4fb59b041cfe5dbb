import { integer, sqliteTable, text, index } from 'drizzle-orm/sqlite-core';

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
  },
  (t) => [index('users_created_at').on(t.createdAt), index('users_last_seen_at').on(t.lastSeenAt)],
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

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
