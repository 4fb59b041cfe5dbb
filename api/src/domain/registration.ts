import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authAttempts, usedChallenges } from '../db/schema';

export function lastAttemptAt(db: Db, key: string): number | null {
  return db.select().from(authAttempts).where(eq(authAttempts.key, key)).get()?.lastAt ?? null;
}

export function recordAttempt(db: Db, key: string, now: number): void {
  db.insert(authAttempts)
    .values({ key, lastAt: now })
    .onConflictDoUpdate({ target: authAttempts.key, set: { lastAt: now } })
    .run();
}

export function isChallengeUsed(db: Db, nonce: string): boolean {
  return db.select().from(usedChallenges).where(eq(usedChallenges.nonce, nonce)).get() !== undefined;
}

/** Spends a challenge; false when it was already spent (the insert is the check, so two requests cannot both win). */
export function claimChallenge(db: Db, nonce: string, now: number): boolean {
  return db.insert(usedChallenges).values({ nonce, usedAt: now }).onConflictDoNothing().run().changes === 1;
}
