import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGroupCommit } from './groupCommit';

let dir: string;
let file: string;
let db: Database.Database;
/** A second connection to the same file: it sees only what was committed. */
let reader: Database.Database;

const rows = (on: Database.Database) =>
  (on.prepare('SELECT v FROM t ORDER BY v').all() as Array<{ v: string }>).map((r) => r.v);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'avanzo-group-commit-'));
  file = join(dir, 'db.sqlite');
  db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec(`CREATE TABLE t (v TEXT PRIMARY KEY);
    CREATE TABLE parent (id INTEGER PRIMARY KEY);
    CREATE TABLE child (parent_id INTEGER REFERENCES parent(id) DEFERRABLE INITIALLY DEFERRED);`);
  reader = new Database(file, { readonly: true });
});

afterEach(() => {
  reader.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const insert = (v: string) => () => db.prepare('INSERT INTO t (v) VALUES (?)').run(v).changes;

describe('group commit', () => {
  it('commits the submissions of one turn together, and answers each only once they are committed', async () => {
    const commit = createGroupCommit(db);
    const seenAtAnswer: string[][] = [];
    const answers = ['a', 'b', 'c'].map((v) =>
      commit.submit(insert(v)).then((changes) => {
        seenAtAnswer.push(rows(reader));
        return changes;
      }),
    );
    expect(rows(reader)).toEqual([]);
    expect(await Promise.all(answers)).toEqual([1, 1, 1]);
    expect(seenAtAnswer).toEqual([
      ['a', 'b', 'c'],
      ['a', 'b', 'c'],
      ['a', 'b', 'c'],
    ]);
    expect(commit.stats).toEqual({ commits: 1, submissions: 3 });

    await commit.submit(insert('d'));
    expect(commit.stats).toEqual({ commits: 2, submissions: 4 });
    expect(rows(reader)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('rolls back only the submission that failed', async () => {
    const commit = createGroupCommit(db);
    const failing = () => {
      insert('half')();
      throw new Error('refused');
    };
    const [first, second, third] = await Promise.allSettled([
      commit.submit(insert('a')),
      commit.submit(failing),
      commit.submit(insert('c')),
    ]);
    expect(first).toEqual({ status: 'fulfilled', value: 1 });
    expect(second).toMatchObject({ status: 'rejected', reason: { message: 'refused' } });
    expect(third).toEqual({ status: 'fulfilled', value: 1 });
    expect(rows(reader)).toEqual(['a', 'c']);
    expect(commit.stats).toEqual({ commits: 1, submissions: 3 });
  });

  it('fails every submission of a batch whose commit fails, and keeps none of them', async () => {
    const commit = createGroupCommit(db);
    // A deferred foreign key is checked at COMMIT: the savepoint succeeds, the commit does not.
    const dangling = () => db.prepare('INSERT INTO child (parent_id) VALUES (42)').run().changes;
    const results = await Promise.allSettled([
      commit.submit(insert('a')),
      commit.submit(dangling),
      commit.submit(insert('c')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect((results[0] as PromiseRejectedResult).reason).toMatchObject({
      code: 'SQLITE_CONSTRAINT_FOREIGNKEY',
    });
    expect(db.inTransaction).toBe(false);
    expect(rows(reader)).toEqual([]);
    expect(rows(db)).toEqual([]);
    expect(commit.stats).toEqual({ commits: 0, submissions: 0 });

    // The next batch starts clean.
    await commit.submit(insert('d'));
    expect(rows(reader)).toEqual(['d']);
  });
});
