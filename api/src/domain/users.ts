import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import {
  isLanguage,
  DEFAULT_LANGUAGE,
  type PublicUser,
  type LanguageDetectionMetadata,
} from '@avanzo/sync-protocol';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { users, type UserRow } from '../db/schema';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const avatarUrl = (file: string | null) => (file ? `/api/avatars/${file}` : null);

/** What a client may see of a user: never password data, never the donation provider's data. */
export function toPublicUser(row: UserRow, adminEmail: string): PublicUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    avatar: avatarUrl(row.avatar),
    preferences: { language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE },
    supporter: {
      isSupporter: row.isSupporter,
      supporterSince: row.supporterSince === null ? null : new Date(row.supporterSince).toISOString(),
    },
    isAdmin: isAdmin(row, adminEmail),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** The configured admin address (case-insensitive): reserved, no one registers it or moves onto it. */
export const isAdminAddress = (email: string, adminEmail: string) =>
  normalizeEmail(email) === normalizeEmail(adminEmail);

/**
 * The admin is decided here, on the server: the account with the admin address *and* the mark only the
 * `pnpm admin` command sets, so holding the address alone (an old registration) grants nothing.
 */
export const isAdmin = (row: Pick<UserRow, 'email' | 'adminGranted'>, adminEmail: string) =>
  row.adminGranted && isAdminAddress(row.email, adminEmail);

export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  return db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .get();
}

/** Runs on every signed-in request (the token's account), so it is prepared once. */
export function findUserById(db: Db, id: string): UserRow | undefined {
  return prepared(db, 'users.byId', () =>
    db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare(),
  ).get({ id });
}

export interface NewUser {
  name: string;
  email: string;
  passwordHash: string;
  language: string | undefined;
  detection: LanguageDetectionMetadata | undefined;
  now: number;
}

export function insertUser(db: Db, input: NewUser): UserRow {
  const row = {
    id: randomUUID(),
    email: normalizeEmail(input.email),
    name: input.name.trim(),
    passwordHash: input.passwordHash,
    language: isLanguage(input.language) ? input.language : DEFAULT_LANGUAGE,
    detectionSource: input.detection?.source ?? null,
    country: input.detection?.country?.toUpperCase() ?? null,
    region: input.detection?.region ?? null,
    city: input.detection?.city ?? null,
    timezone: input.detection?.timezone ?? null,
    createdAt: input.now,
    updatedAt: input.now,
    lastSeenAt: input.now,
  };
  return db.insert(users).values(row).returning().get();
}

export function updateUser(db: Db, id: string, patch: Partial<UserRow>, now: number): UserRow {
  const row = db
    .update(users)
    .set({ ...patch, updatedAt: now })
    .where(eq(users.id, id))
    .returning()
    .get();
  if (!row) throw new Error(`user ${id} vanished during an update`);
  return row;
}

/**
 * How fresh last-seen is kept. "Online" means seen in the last 2 minutes, so 30 s is plenty, and a
 * heartbeat inside that window writes nothing: no commit, no fsync stalling every other request.
 */
export const LAST_SEEN_RESOLUTION_MS = 30_000;

export function touchLastSeen(db: Db, id: string, now: number): void {
  db.update(users)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(users.id, id),
        or(isNull(users.lastSeenAt), lt(users.lastSeenAt, now - LAST_SEEN_RESOLUTION_MS)),
      ),
    )
    .run();
}
