// `pnpm restore <file>`: replaces DATA_DIR/avanzo.db with a backup (docs/backup.md). The server must be
// stopped. Exits 0 on success, 1 on failure (one line on stderr), 2 on a usage error.
import { resolve } from 'node:path';
import { restoreDatabase } from '../db/backup';
import { dataDirFrom, fail, formatBytes, userCwd } from './common';

const USAGE = `Usage: pnpm restore <file>
  Stop the server first. Checks <file> (an SQLite database with Avanzo's schema), keeps the current
  DATA_DIR/avanzo.db as avanzo.db.before-restore-YYYYMMDD-HHMMSS and puts the backup in its place.`;

function main(args: string[]): void {
  if (args.includes('-h') || args.includes('--help')) {
    console.log(USAGE);
    return;
  }
  const rest = args.filter((arg) => arg !== '--');
  const unknown = rest.find((arg) => arg.startsWith('-'));
  if (unknown !== undefined || rest.length !== 1) {
    const problem =
      unknown !== undefined ? `unexpected argument "${unknown}"` : 'give exactly one backup file';
    fail('restore', `${problem} (see pnpm restore --help)`, 2);
    return;
  }
  const backup = resolve(userCwd(), rest[0] as string);
  try {
    const result = restoreDatabase(backup, dataDirFrom());
    const figures = `${formatBytes(result.bytes)}, ${result.pages} pages, ${result.durationMs} ms`;
    console.log(`Restored ${backup} into ${result.databasePath} (${figures})`);
    if (result.previousPath) console.log(`The previous database is kept as ${result.previousPath}`);
    console.log('Start the server to use it; clients refetch their data on their next sync.');
  } catch (error) {
    fail('restore', error);
  }
}

main(process.argv.slice(2));
