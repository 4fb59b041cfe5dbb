import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@avanzo/sync-protocol';
import type { Db } from '../db/client';
import { hashPassword } from './passwords';
import { findUserByEmail, insertUser, updateUser } from './users';

export interface AdminSetup {
  /** ADMIN_EMAIL, as the server reads it. */
  email: string;
  /** Needed to create the account; given for an existing one, it replaces its password. */
  password?: string;
  name?: string;
  now: number;
}

export type AdminSetupResult = 'created' | 'promoted' | 'password-reset';

/**
 * What `pnpm admin` does, on the server with the database in hand (the proof that the operator is the
 * admin): creates the ADMIN_EMAIL account, or marks the existing one as the admin. A new password ends
 * every session of the account (someone who registered the address earlier is signed out).
 */
export async function setUpAdmin(db: Db, setup: AdminSetup): Promise<AdminSetupResult> {
  const { password } = setup;
  if (
    password !== undefined &&
    (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
  )
    throw new Error(`the password needs ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`);
  const existing = findUserByEmail(db, setup.email);
  if (existing) {
    const patch = password
      ? {
          adminGranted: true,
          active: true,
          passwordHash: await hashPassword(password),
          sessionVersion: existing.sessionVersion + 1,
        }
      : { adminGranted: true, active: true };
    updateUser(db, existing.id, patch, setup.now);
    return password ? 'password-reset' : 'promoted';
  }
  if (password === undefined)
    throw new Error('no account has this address yet: give a password to create it');
  const row = insertUser(db, {
    name: setup.name?.trim() || 'Admin',
    email: setup.email,
    passwordHash: await hashPassword(password),
    language: undefined,
    detection: undefined,
    now: setup.now,
  });
  updateUser(db, row.id, { adminGranted: true }, setup.now);
  return 'created';
}
