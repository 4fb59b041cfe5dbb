import Database from 'better-sqlite3';

/**
 * Turns an account on or off straight in a running server's SQLite file (WAL mode, so the server sees it
 * at its next request), the way an administrator's deactivation would: for journeys about what a cook
 * sees when the account is deactivated and later reactivated. Returns the account's id.
 */
export function setAccountActive(file: string, email: string, active: boolean): string {
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  try {
    const row = db.prepare('SELECT id FROM users WHERE lower(email) = lower(?)').get(email) as
      { id: string } | undefined;
    if (!row) throw new Error(`no account ${email}`);
    const changed = db.prepare('UPDATE users SET active = ? WHERE id = ?').run(active ? 1 : 0, row.id);
    if (changed.changes !== 1) throw new Error(`could not change the account ${email}`);
    return row.id;
  } finally {
    db.close();
  }
}
