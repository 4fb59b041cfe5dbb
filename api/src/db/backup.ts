import { randomBytes } from 'node:crypto';
import {
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';

/**
 * Online backup and offline restore of the SQLite database (docs/backup.md).
 *
 * Backup uses SQLite's backup API in one step: it reads every page inside a single read transaction,
 * so the copy is the database exactly as committed at one instant, while the server keeps writing
 * (WAL mode: readers never block writers). The copy is written under a temporary name in the
 * destination folder, switched to a self-contained rollback-journal file, checked with
 * `PRAGMA integrity_check`, synced, and only then renamed to its final name.
 *
 * Restore checks the backup (SQLite, intact, with our schema) on a private copy inside DATA_DIR,
 * refuses while a server holds the database open, keeps the current database as
 * `avanzo.db.before-restore-<timestamp>` and swaps the copy in with one atomic rename.
 */

/** The database file inside DATA_DIR (the same name db/client.ts is opened with by app.ts). */
export const DATABASE_FILE = 'avanzo.db';

export type BackupErrorCode =
  | 'SOURCE_MISSING'
  | 'BACKUP_MISSING'
  | 'NOT_SQLITE'
  | 'CORRUPT'
  | 'NOT_AVANZO'
  | 'UNCHECKPOINTED_WAL'
  | 'DEST_EXISTS'
  | 'SAME_FILE'
  | 'SERVER_RUNNING';

/** A refusal with a stable code and a one-line message meant for the operator. */
export class BackupError extends Error {
  constructor(
    readonly code: BackupErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'BackupError';
  }
}

export interface BackupResult {
  /** The finished backup file (absolute). */
  path: string;
  bytes: number;
  pages: number;
  durationMs: number;
}

export interface RestoreResult {
  /** The database now in place, DATA_DIR/avanzo.db (absolute). */
  databasePath: string;
  /** Where the database that was replaced now lives; null when DATA_DIR had none. */
  previousPath: string | null;
  bytes: number;
  pages: number;
  durationMs: number;
}

const SQLITE_MAGIC = Buffer.from('SQLite format 3\0', 'latin1');
/** The largest step better-sqlite3 accepts: copy every page in one sqlite3_backup_step. */
const ALL_PAGES = 0x7fffffff;
/** The table drizzle's migrator keeps (drizzle-orm's default name). */
const MIGRATIONS_TABLE = '__drizzle_migrations';
const SIDE_FILES = ['-wal', '-shm', '-journal'] as const;

/** YYYYMMDD-HHMMSS in UTC, for file names that sort by time. */
export function fileTimestamp(date: Date = new Date()): string {
  const iso = date.toISOString(); // 2026-11-22T12:34:56.789Z
  return `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}`;
}

/** The default backup file: DATA_DIR/backups/avanzo-YYYYMMDD-HHMMSS.db. */
export function defaultBackupPath(dataDir: string, date: Date = new Date()): string {
  return join(resolve(dataDir), 'backups', `avanzo-${fileTimestamp(date)}.db`);
}

const errnoCode = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;
const sqliteCode = (error: unknown) =>
  error instanceof Database.SqliteError ? error.code : (errnoCode(error) ?? '');
const isLocked = (error: unknown) => /^SQLITE_(BUSY|LOCKED)/.test(sqliteCode(error));
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

function hasSqliteHeader(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(SQLITE_MAGIC.length);
    return readSync(fd, head, 0, head.length, 0) === head.length && head.equals(SQLITE_MAGIC);
  } finally {
    closeSync(fd);
  }
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function sameFile(a: string, b: string): boolean {
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return resolve(a) === resolve(b);
  }
}

/** Flushes a file (or a folder's entries, after a rename) to disk; folders cannot be synced everywhere. */
function fsyncPath(path: string, folder = false): void {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    fsyncSync(fd);
  } catch (error) {
    if (!folder) throw error;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function removeWithSideFiles(file: string): void {
  for (const suffix of ['', ...SIDE_FILES]) rmSync(`${file}${suffix}`, { force: true });
}

function temporaryName(folder: string, finalName: string, kind: string): string {
  return join(folder, `.${finalName}.${kind}-${process.pid}-${randomBytes(4).toString('hex')}`);
}

/** `PRAGMA integrity_check`: null when the file is intact, else SQLite's first complaint. */
function integrityProblem(db: Database.Database): string | null {
  const rows = db.pragma('integrity_check') as Array<{ integrity_check: string }>;
  const first = rows[0]?.integrity_check ?? 'no answer';
  return rows.length === 1 && first === 'ok' ? null : first;
}

function hasTable(db: Database.Database, name: string): boolean {
  return db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;
}

/**
 * Copies the live database at `sourcePath` to `destPath` with SQLite's online backup API. Safe while
 * the server runs and writes; a failure leaves nothing under `destPath` (an existing file there is
 * refused unless `overwrite`, and is replaced only by a complete, checked copy).
 */
export async function backupDatabase(
  sourcePath: string,
  destPath: string,
  options: { overwrite?: boolean } = {},
): Promise<BackupResult> {
  const started = performance.now();
  const source = resolve(sourcePath);
  const dest = resolve(destPath);
  if (!isFile(source)) throw new BackupError('SOURCE_MISSING', `No database at ${source}`);
  if (!hasSqliteHeader(source)) throw new BackupError('NOT_SQLITE', `${source} is not an SQLite database`);
  if (sameFile(source, dest))
    throw new BackupError('SAME_FILE', 'The backup cannot replace the database itself');
  if (existsSync(dest) && !options.overwrite) {
    throw new BackupError('DEST_EXISTS', `${dest} already exists (choose another name or pass --overwrite)`);
  }
  mkdirSync(dirname(dest), { recursive: true });
  const temp = temporaryName(dirname(dest), basename(dest), 'partial');
  try {
    const db = new Database(source, { fileMustExist: true, timeout: 5000 });
    try {
      // The first step (0 pages) only starts the backup; the second copies every page inside one
      // read transaction, so a concurrent commit cannot restart it half way or leave it torn.
      await db.backup(temp, { progress: () => ALL_PAGES });
    } finally {
      db.close();
    }
    const copy = new Database(temp, { fileMustExist: true });
    let pages: number;
    try {
      // The copy carries the source's WAL flag; a rollback-journal file is a single self-contained file.
      copy.pragma('journal_mode = DELETE');
      const problem = integrityProblem(copy);
      if (problem !== null)
        throw new BackupError('CORRUPT', `The copy failed its integrity check: ${problem}`);
      pages = copy.pragma('page_count', { simple: true }) as number;
    } finally {
      copy.close();
    }
    fsyncPath(temp);
    renameSync(temp, dest);
    fsyncPath(dirname(dest), true);
    return {
      path: dest,
      bytes: statSync(dest).size,
      pages,
      durationMs: Math.round(performance.now() - started),
    };
  } catch (error) {
    removeWithSideFiles(temp);
    if (error instanceof BackupError) throw error;
    if (sqliteCode(error).startsWith('SQLITE_NOTADB')) {
      throw new BackupError('NOT_SQLITE', `${source} is not an SQLite database`);
    }
    throw error;
  }
}

/**
 * Checks a private copy of a backup and makes it ready to be the live database: intact, with our
 * schema, a single rollback-journal file, and a new sync epoch so every client refetches from it.
 */
function prepareCopy(copyPath: string, backupPath: string): number {
  let db: Database.Database;
  try {
    db = new Database(copyPath, { fileMustExist: true, timeout: 0 });
  } catch (error) {
    throw new BackupError(
      'NOT_SQLITE',
      `${backupPath} cannot be opened as an SQLite database: ${message(error)}`,
    );
  }
  try {
    const problem = integrityProblem(db);
    if (problem !== null)
      throw new BackupError('CORRUPT', `${backupPath} failed its integrity check: ${problem}`);
    if (!hasTable(db, MIGRATIONS_TABLE) || !hasTable(db, 'users')) {
      throw new BackupError(
        'NOT_AVANZO',
        `${backupPath} is not an Avanzo database (no ${MIGRATIONS_TABLE} or users table)`,
      );
    }
    db.pragma('journal_mode = DELETE');
    // Clients pull with a cursor "<epoch>.<version>". The restored database rewinds the version, so
    // it gets a new epoch: every client's next pull answers `reset`, and it refetches everything
    // (keeping its unsent changes) instead of skipping what it believes it has already seen.
    if (hasTable(db, 'meta')) {
      db.prepare(
        "INSERT INTO meta (key, num, text) VALUES ('epoch', 0, ?) ON CONFLICT(key) DO UPDATE SET text = excluded.text",
      ).run(randomBytes(9).toString('base64url'));
    }
    return db.pragma('page_count', { simple: true }) as number;
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const code = sqliteCode(error);
    if (code.startsWith('SQLITE_NOTADB')) {
      throw new BackupError('NOT_SQLITE', `${backupPath} is not an SQLite database`);
    }
    if (code.startsWith('SQLITE_CORRUPT')) {
      throw new BackupError('CORRUPT', `${backupPath} failed its integrity check: ${message(error)}`);
    }
    throw error;
  } finally {
    db.close();
  }
}

/** A name beside `file` for the database being replaced, never one already taken. */
function beforeRestoreName(file: string): string {
  const base = `${file}.before-restore-${fileTimestamp()}`;
  const taken = (name: string) => ['', ...SIDE_FILES].some((suffix) => existsSync(`${name}${suffix}`));
  let name = base;
  for (let n = 2; taken(name); n++) name = `${base}-${n}`;
  return name;
}

const SERVER_RUNNING_MESSAGE =
  'The database is in use: stop the Avanzo server (and anything else using DATA_DIR/avanzo.db) before restoring';

/**
 * Replaces DATA_DIR/avanzo.db with a backup. The server must be stopped: a running server holds a lock
 * on the database, found here by asking SQLite for the exclusive access that leaving WAL mode needs.
 * Nothing is touched before the backup is checked, and the current database is never lost: it stays
 * in place until one atomic rename swaps the checked copy in, and is kept as a before-restore file.
 */
export function restoreDatabase(backupPath: string, dataDir: string): RestoreResult {
  const started = performance.now();
  const backup = resolve(backupPath);
  const folder = resolve(dataDir);
  const live = join(folder, DATABASE_FILE);
  if (!isFile(backup)) throw new BackupError('BACKUP_MISSING', `No backup file at ${backup}`);
  if (!hasSqliteHeader(backup)) throw new BackupError('NOT_SQLITE', `${backup} is not an SQLite database`);
  if (sameFile(backup, live)) {
    throw new BackupError('SAME_FILE', `${backup} is the live database itself; restore from a backup file`);
  }
  if (statSync(`${backup}-wal`, { throwIfNoEntry: false })?.size) {
    throw new BackupError(
      'UNCHECKPOINTED_WAL',
      `${backup} has a -wal file beside it with changes not yet in the file; restore from a file made by "pnpm backup"`,
    );
  }

  // 1. A private copy inside DATA_DIR (same filesystem, so the final rename is atomic), checked.
  mkdirSync(folder, { recursive: true });
  const copy = temporaryName(folder, DATABASE_FILE, 'restore');
  let holder: Database.Database | null = null;
  let keptCopy: string | null = null;
  let swapped = false;
  const movedAside: Array<[from: string, to: string]> = [];
  const moveAside = (from: string, to: string) => {
    if (!existsSync(from)) return;
    renameSync(from, to);
    movedAside.push([from, to]);
  };
  try {
    copyFileSync(backup, copy);
    const pages = prepareCopy(copy, backup);
    fsyncPath(copy);

    // 2. The current database: fold its WAL in and hold it, or refuse if a server has it open.
    let previousPath: string | null = null;
    if (existsSync(live)) {
      previousPath = beforeRestoreName(live);
      try {
        holder = new Database(live, { fileMustExist: true, timeout: 0 });
        // Leaving WAL mode needs exclusive access: it fails at once while any other connection (a
        // running server) has the file open, and otherwise checkpoints the WAL into the file and
        // deletes -wal and -shm, so the old file is complete on its own and no old WAL can meet the
        // new file. The open read transaction then keeps a starting server out until the swap is done.
        const mode = holder.pragma('journal_mode = DELETE', { simple: true });
        if (mode !== 'delete') throw new BackupError('SERVER_RUNNING', SERVER_RUNNING_MESSAGE);
        holder.exec('BEGIN');
        holder.prepare('SELECT count(*) FROM sqlite_master').get();
      } catch (error) {
        holder?.close();
        holder = null;
        if (error instanceof BackupError) throw error;
        if (isLocked(error)) throw new BackupError('SERVER_RUNNING', SERVER_RUNNING_MESSAGE);
        // Unreadable (corrupt, not a database): it is set aside as it is, with its side files below.
      }
      if (holder) {
        // A second name for the same (already synced) file: the live name keeps pointing at it until
        // the swap. Where hard links are not supported, a copy (closing its descriptor drops the
        // process's POSIX locks on the file, so the read transaction no longer guards the swap there).
        try {
          linkSync(live, previousPath);
        } catch {
          copyFileSync(live, previousPath);
          fsyncPath(previousPath);
        }
        keptCopy = previousPath;
      }
      for (const suffix of holder ? SIDE_FILES : (['', ...SIDE_FILES] as const)) {
        moveAside(`${live}${suffix}`, `${previousPath}${suffix}`);
      }
    } else {
      // No database, but stray -wal/-shm files must never be replayed into the restored one.
      const stray = beforeRestoreName(live);
      for (const suffix of SIDE_FILES) moveAside(`${live}${suffix}`, `${stray}${suffix}`);
    }

    // 3. The swap: one atomic rename over the old name.
    renameSync(copy, live);
    swapped = true;
    fsyncPath(folder, true);
    holder?.close(); // ends the read transaction on the old file, now only under its before-restore name
    holder = null;
    return {
      databasePath: live,
      previousPath,
      bytes: statSync(live).size,
      pages,
      durationMs: Math.round(performance.now() - started),
    };
  } catch (error) {
    holder?.close();
    if (swapped) throw error;
    // Put back anything moved, so a failed restore leaves DATA_DIR as it found it.
    for (const [from, to] of movedAside.reverse()) {
      if (!existsSync(from) && existsSync(to)) renameSync(to, from);
    }
    if (keptCopy) rmSync(keptCopy, { force: true });
    removeWithSideFiles(copy);
    throw error;
  }
}
