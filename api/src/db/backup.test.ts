import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, login, register, startTestApp, type TestApp } from '../test/harness';
import { asUser, newRecipe } from '../test/sync';
import {
  BackupError,
  backupDatabase,
  defaultBackupPath,
  restoreDatabase,
  type BackupErrorCode,
} from './backup';
import { openDatabase } from './client';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const betterSqlite3 = createRequire(import.meta.url).resolve('better-sqlite3');

let dir: string;
const apps: TestApp[] = [];
const children: ChildProcess[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'avanzo-backup-'));
});
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const app of apps.splice(0)) await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const files = (folder: string) => readdirSync(folder).sort();

/** A DATA_DIR with a migrated Avanzo database in it (as the server leaves it: WAL mode). */
function avanzoDataDir(name: string): string {
  const dataDir = join(dir, name);
  const db = openDatabase(join(dataDir, 'avanzo.db'));
  db.$client.prepare("INSERT INTO meta (key, num, text) VALUES ('epoch', 0, 'original')").run();
  db.$client.close();
  return dataDir;
}

async function refusal(run: () => unknown): Promise<BackupError> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(BackupError);
    return error as BackupError;
  }
  throw new Error('expected a refusal');
}

async function expectRefusal(run: () => unknown, code: BackupErrorCode, message: RegExp) {
  const error = await refusal(run);
  expect(error.code).toBe(code);
  expect(error.message).toMatch(message);
  expect(error.message).not.toContain('\n');
}

/**
 * Another process writing as fast as it can to a WAL database. Every transaction adds one row to
 * `a` and the same row to `b`, sometimes deletes the oldest pair, and keeps `counter` equal to the
 * number of pairs: a copy that mixed two moments would break the invariant.
 */
const WRITER = `
const Database = require(process.argv[1]);
const db = new Database(process.argv[2]);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.pragma('busy_timeout = 5000');
const add = db.prepare('INSERT INTO a (payload) VALUES (randomblob(300))');
const mirror = db.prepare('INSERT INTO b (id, payload) VALUES (?, randomblob(300))');
const dropA = db.prepare('DELETE FROM a WHERE id = (SELECT min(id) FROM a)');
const dropB = db.prepare('DELETE FROM b WHERE id = (SELECT min(id) FROM b)');
const count = db.prepare('UPDATE counter SET n = (SELECT count(*) FROM a), commits = commits + 1');
let i = 0;
const step = db.transaction(() => {
  mirror.run(add.run().lastInsertRowid);
  if (++i % 3 === 0) { dropA.run(); dropB.run(); }
  count.run();
});
(function loop() {
  for (let k = 0; k < 25; k++) step();
  if (i === 25) process.stdout.write('ready\\n');
  setImmediate(loop);
})();
`;

function createWorkload(file: string, rows: number): void {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec(`CREATE TABLE a (id INTEGER PRIMARY KEY, payload BLOB);
           CREATE TABLE b (id INTEGER PRIMARY KEY, payload BLOB);
           CREATE TABLE counter (n INTEGER NOT NULL, commits INTEGER NOT NULL);
           CREATE TABLE marker (note TEXT);`);
  db.transaction(() => {
    const add = db.prepare('INSERT INTO a (id, payload) VALUES (?, randomblob(300))');
    const mirror = db.prepare('INSERT INTO b (id, payload) VALUES (?, randomblob(300))');
    for (let id = 1; id <= rows; id++) {
      add.run(id);
      mirror.run(id);
    }
    db.prepare('INSERT INTO counter (n, commits) VALUES (?, 0)').run(rows);
  })();
  db.prepare("INSERT INTO marker (note) VALUES ('committed before the backup')").run();
  db.close();
}

async function startWriter(file: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', WRITER, betterSqlite3, file], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`writer exited (${code}): ${stderr}`)));
  });
  return child;
}

const commits = (file: string) => {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT commits FROM counter').get() as { commits: number }).commits;
  } finally {
    db.close();
  }
};

describe('backupDatabase', () => {
  it('makes a consistent, complete copy while another process keeps writing (WAL mode)', async () => {
    const source = join(dir, 'live.db');
    createWorkload(source, 20_000);
    await startWriter(source);
    for (let round = 1; round <= 3; round++) {
      const before = commits(source);
      const dest = join(dir, 'backups', `copy-${round}.db`);
      const result = await backupDatabase(source, dest);
      const after = commits(source);
      expect(after).toBeGreaterThan(before); // the writer really was writing during the backup

      expect(result).toMatchObject({ path: dest, bytes: expect.any(Number), pages: expect.any(Number) });
      expect(result.bytes).toBe(result.pages * 4096);
      expect(result.durationMs).toBeGreaterThanOrEqual(0);
      // Only the finished file: no partial copy, no -wal/-shm/-journal beside it.
      expect(files(join(dir, 'backups'))).toEqual(
        Array.from({ length: round }, (_, i) => `copy-${i + 1}.db`),
      );

      const copy = new Database(dest, { readonly: true, fileMustExist: true });
      try {
        expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
        const counter = copy.prepare('SELECT n, commits FROM counter').get() as {
          n: number;
          commits: number;
        };
        const count = (table: string) =>
          (copy.prepare(`SELECT count(*) AS c FROM ${table}`).get() as { c: number }).c;
        // One moment of the live database: both tables and the counter agree, no torn transaction.
        expect(count('a')).toBe(counter.n);
        expect(count('b')).toBe(counter.n);
        expect(copy.prepare('SELECT count(*) AS c FROM a JOIN b USING (id)').get()).toEqual({ c: counter.n });
        // ... and a moment between the start and the end of the backup.
        expect(counter.commits).toBeGreaterThanOrEqual(before);
        expect(counter.commits).toBeLessThanOrEqual(after);
        expect(copy.prepare('SELECT note FROM marker').all()).toEqual([
          { note: 'committed before the backup' },
        ]);
      } finally {
        copy.close();
      }
    }
  });

  it('refuses a missing source, a non-SQLite file and an existing destination, leaving nothing behind', async () => {
    const dataDir = avanzoDataDir('data');
    const source = join(dataDir, 'avanzo.db');
    await expectRefusal(
      () => backupDatabase(join(dir, 'nope.db'), join(dir, 'b.db')),
      'SOURCE_MISSING',
      /^No database at /,
    );
    writeFileSync(join(dir, 'notes.txt'), 'not a database at all, just some text\n'.repeat(200));
    await expectRefusal(
      () => backupDatabase(join(dir, 'notes.txt'), join(dir, 'out', 'b.db')),
      'NOT_SQLITE',
      /notes\.txt is not an SQLite database$/,
    );
    expect(existsSync(join(dir, 'out', 'b.db'))).toBe(false);
    await expectRefusal(() => backupDatabase(source, source), 'SAME_FILE', /cannot replace the database/);

    writeFileSync(join(dir, 'taken.db'), 'keep me');
    await expectRefusal(() => backupDatabase(source, join(dir, 'taken.db')), 'DEST_EXISTS', /already exists/);
    expect(readFileSync(join(dir, 'taken.db'), 'utf8')).toBe('keep me');
    // --overwrite replaces it, with a complete copy.
    await backupDatabase(source, join(dir, 'taken.db'), { overwrite: true });
    const copy = new Database(join(dir, 'taken.db'), { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    copy.close();
    expect(files(dir).filter((name) => name.includes('partial'))).toEqual([]);
  });

  it('names default backups DATA_DIR/backups/avanzo-YYYYMMDD-HHMMSS.db (UTC)', () => {
    expect(defaultBackupPath('/srv/data', new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe(
      '/srv/data/backups/avanzo-20260102-030405.db',
    );
  });
});

describe('restoreDatabase', () => {
  it('restores into a fresh DATA_DIR that the app starts from: sign-in works and the recipes are there', async () => {
    const live = await startTestApp();
    apps.push(live);
    const { token } = await register(live, { email: 'ada@avanzo.test', password: 'secret-pass' });
    const ada = asUser(live, token);
    for (const id of ['soup', 'stew']) {
      const res = await ada.request('POST', '/api/recipes', newRecipe(id, { title: `Ada's ${id}` }));
      expect(res.statusCode, res.body).toBe(201);
    }
    const cursor = (await ada.pull()).cursor;

    const backup = join(dir, 'avanzo-backup.db');
    await backupDatabase(join(live.dataDir, 'avanzo.db'), backup); // while the app is running
    // Written after the backup: not part of it.
    await ada.request('POST', '/api/recipes', newRecipe('late', { title: 'Too late' }));

    const freshDir = join(dir, 'fresh-data');
    const result = restoreDatabase(backup, freshDir);
    expect(result).toMatchObject({ databasePath: join(freshDir, 'avanzo.db'), previousPath: null });
    expect(files(freshDir)).toEqual(['avanzo.db']);

    const restored = await startTestApp({ env: { DATA_DIR: freshDir } });
    apps.push(restored);
    const signIn = await login(restored, 'ada@avanzo.test', 'secret-pass');
    expect(signIn.statusCode, signIn.body).toBe(200);
    const again = signIn.json<{ token: string }>().token;
    const list = await restored.app.inject({
      method: 'GET',
      url: '/api/recipes/all',
      headers: bearer(again),
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(JSON.stringify(list.json())).toContain("Ada's soup");
    expect(JSON.stringify(list.json())).toContain("Ada's stew");
    expect(JSON.stringify(list.json())).not.toContain('Too late');
    // The restored database has a new sync epoch: a client's old cursor answers reset, so it refetches.
    const pull = await asUser(restored, again).pull({ cursor });
    expect(pull.reset).toBe(true);
    expect(pull.recipes.map((r) => r.id).sort()).toEqual(['soup', 'stew']);
  });

  it('keeps the current database (its WAL folded in) as before-restore and never mixes an old WAL in', async () => {
    const dataDir = avanzoDataDir('data');
    const backup = join(dir, 'backup.db');
    await backupDatabase(join(dataDir, 'avanzo.db'), backup);
    // After the backup, a write that stays in the WAL (as after a crash: no checkpoint, -wal left).
    const db = new Database(join(dataDir, 'avanzo.db'));
    db.pragma('wal_autocheckpoint = 0');
    db.prepare("INSERT INTO meta (key, num, text) VALUES ('after-backup', 1, 'only in the WAL')").run();
    const crashed = join(dir, 'crashed');
    mkdirSync(crashed);
    for (const name of files(dataDir)) writeFileSync(join(crashed, name), readFileSync(join(dataDir, name)));
    db.close();
    expect(files(crashed)).toEqual(['avanzo.db', 'avanzo.db-shm', 'avanzo.db-wal']);

    const result = restoreDatabase(backup, crashed);
    expect(result.previousPath).toMatch(/avanzo\.db\.before-restore-\d{8}-\d{6}$/);
    const previousName = result.previousPath!.slice(crashed.length + 1);
    expect(files(crashed)).toEqual(['avanzo.db', previousName]);

    const read = (file: string) => {
      const conn = new Database(file, { readonly: true });
      try {
        return conn.prepare("SELECT text FROM meta WHERE key = 'after-backup'").get();
      } finally {
        conn.close();
      }
    };
    expect(read(result.previousPath!)).toEqual({ text: 'only in the WAL' });
    expect(read(join(crashed, 'avanzo.db'))).toBeUndefined();
  });

  it('refuses a non-SQLite file, a foreign or corrupt SQLite database, leaving the existing one intact', async () => {
    const dataDir = avanzoDataDir('data');
    const liveDb = join(dataDir, 'avanzo.db');
    const before = sha(liveDb);
    const contents = files(dataDir);

    writeFileSync(join(dir, 'notes.txt'), 'hello');
    const foreign = new Database(join(dir, 'foreign.db'));
    foreign.exec('CREATE TABLE users (id TEXT); CREATE TABLE things (id TEXT)');
    foreign.close();
    const notAvanzo = new Database(join(dir, 'half.db'));
    notAvanzo.exec('CREATE TABLE __drizzle_migrations (id INTEGER)');
    notAvanzo.close();
    // A real backup with a page in the middle overwritten.
    await backupDatabase(liveDb, join(dir, 'corrupt.db'));
    const bytes = readFileSync(join(dir, 'corrupt.db'));
    bytes.fill(0xa5, 4096 * 3, 4096 * 3 + 2000);
    writeFileSync(join(dir, 'corrupt.db'), bytes);

    await expectRefusal(
      () => restoreDatabase(join(dir, 'missing.db'), dataDir),
      'BACKUP_MISSING',
      /^No backup file at /,
    );
    await expectRefusal(
      () => restoreDatabase(join(dir, 'notes.txt'), dataDir),
      'NOT_SQLITE',
      /is not an SQLite database$/,
    );
    await expectRefusal(
      () => restoreDatabase(join(dir, 'foreign.db'), dataDir),
      'NOT_AVANZO',
      /is not an Avanzo database/,
    );
    await expectRefusal(
      () => restoreDatabase(join(dir, 'half.db'), dataDir),
      'NOT_AVANZO',
      /is not an Avanzo database/,
    );
    await expectRefusal(
      () => restoreDatabase(join(dir, 'corrupt.db'), dataDir),
      'CORRUPT',
      /failed its integrity check/,
    );
    await expectRefusal(() => restoreDatabase(liveDb, dataDir), 'SAME_FILE', /is the live database itself/);

    expect(sha(liveDb)).toBe(before);
    expect(files(dataDir)).toEqual(contents);
    const db = openDatabase(liveDb);
    expect(db.$client.prepare("SELECT text FROM meta WHERE key = 'epoch'").get()).toEqual({
      text: 'original',
    });
    db.$client.close();
  });

  it('refuses while a server (this process or another one) has the database open', async () => {
    const live = await startTestApp();
    apps.push(live);
    await register(live, { email: 'ada@avanzo.test' });
    const backup = join(dir, 'backup.db');
    await backupDatabase(join(live.dataDir, 'avanzo.db'), backup);
    const contents = files(live.dataDir);
    await expectRefusal(
      () => restoreDatabase(backup, live.dataDir),
      'SERVER_RUNNING',
      /stop the Avanzo server/,
    );
    expect(files(live.dataDir)).toEqual(contents);
    expect((await login(live, 'ada@avanzo.test', 'secret-pass')).statusCode).toBe(200);

    // Another process holding a WAL database open, as a server started with `pnpm start` would.
    const other = join(dir, 'other');
    mkdirSync(other);
    createWorkload(join(other, 'avanzo.db'), 10);
    await startWriter(join(other, 'avanzo.db'));
    await expectRefusal(() => restoreDatabase(backup, other), 'SERVER_RUNNING', /stop the Avanzo server/);
    expect(files(other).filter((name) => name.includes('restore'))).toEqual([]);
  });

  it('sets aside an unreadable database and stray WAL files instead of mixing them with the backup', async () => {
    const backup = join(dir, 'backup.db');
    await backupDatabase(join(avanzoDataDir('source'), 'avanzo.db'), backup);

    const broken = join(dir, 'broken');
    mkdirSync(broken);
    writeFileSync(join(broken, 'avanzo.db'), Buffer.alloc(8192, 7));
    const result = restoreDatabase(backup, broken);
    expect(readFileSync(result.previousPath!)).toEqual(Buffer.alloc(8192, 7));

    const stray = join(dir, 'stray');
    mkdirSync(stray);
    writeFileSync(join(stray, 'avanzo.db-wal'), 'an old WAL');
    expect(restoreDatabase(backup, stray).previousPath).toBeNull();
    const names = files(stray);
    expect(names).toHaveLength(2);
    expect(names[0]).toBe('avanzo.db');
    expect(names[1]).toMatch(/^avanzo\.db\.before-restore-\d{8}-\d{6}-wal$/);
  });
});

describe('pnpm backup / pnpm restore (the CLI, as a child process)', () => {
  const cli = (script: 'backup' | 'restore', args: string[], env: Record<string, string>) => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', join('src', 'cli', `${script}.ts`), ...args],
      {
        cwd: apiDir,
        encoding: 'utf8',
        env: { ...process.env, INIT_CWD: dir, ...env },
      },
    );
    return { status: run.status, stdout: run.stdout.trim(), stderr: run.stderr.trim() };
  };

  it('backs up DATA_DIR (relative to where it was run) and restores the file into another DATA_DIR', () => {
    avanzoDataDir('data');
    const backup = cli('backup', [], { DATA_DIR: 'data' });
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect(backup.stdout).toMatch(
      /^Backup written to \S+\/data\/backups\/avanzo-\d{8}-\d{6}\.db \([\d.]+ kB, \d+ pages, \d+ ms\)$/,
    );
    const file = /^Backup written to (\S+) /.exec(backup.stdout)![1]!;
    expect(existsSync(file)).toBe(true);

    // A relative destination is read from INIT_CWD too; an existing file is refused.
    expect(cli('backup', ['named.db'], { DATA_DIR: 'data' }).status).toBe(0);
    const again = cli('backup', ['named.db'], { DATA_DIR: 'data' });
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(
      /^backup failed: \S+named\.db already exists \(choose another name or pass --overwrite\)$/,
    );

    const restore = cli('restore', [file], { DATA_DIR: 'restored' });
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    expect(restore.stdout).toContain(`Restored ${file} into ${join(dir, 'restored', 'avanzo.db')}`);
    expect(files(join(dir, 'restored'))).toEqual(['avanzo.db']);
    // A second restore keeps the first one's database aside.
    const second = cli('restore', ['named.db'], { DATA_DIR: 'restored' });
    expect(second.status).toBe(0);
    expect(second.stdout).toMatch(
      /The previous database is kept as \S+avanzo\.db\.before-restore-\d{8}-\d{6}/,
    );
  });

  it('fails with one line and a non-zero exit code', () => {
    writeFileSync(join(dir, 'notes.txt'), 'hello');
    const notSqlite = cli('restore', ['notes.txt'], { DATA_DIR: 'data' });
    expect(notSqlite).toEqual({
      status: 1,
      stdout: '',
      stderr: `restore failed: ${join(dir, 'notes.txt')} is not an SQLite database`,
    });
    expect(existsSync(join(dir, 'data', 'avanzo.db'))).toBe(false);
    const noDb = cli('backup', [], { DATA_DIR: 'empty' });
    expect(noDb).toEqual({
      status: 1,
      stdout: '',
      stderr: `backup failed: No database at ${join(dir, 'empty', 'avanzo.db')}`,
    });
    expect(cli('restore', [], {})).toMatchObject({
      status: 2,
      stderr: expect.stringMatching(/^restore failed: give exactly one/),
    });
    expect(cli('backup', ['--bogus'], {})).toMatchObject({
      status: 2,
      stderr: expect.stringMatching(/^backup failed: unexpected/),
    });
  });
});
