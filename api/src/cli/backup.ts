// `pnpm backup [dest] [--overwrite]`: an online, consistent copy of DATA_DIR/avanzo.db (docs/backup.md).
// Safe while the server runs. Prints one line; exits 0 on success, 1 on failure, 2 on a usage error.
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { backupDatabase, defaultBackupPath, fileTimestamp } from '../db/backup';
import { dataDirFrom, databasePath, fail, formatBytes, userCwd } from './common';

const USAGE = `Usage: pnpm backup [dest] [--overwrite]
  Copies DATA_DIR/avanzo.db (default ./data) while the server keeps running.
  dest: a file, or an existing folder (default: DATA_DIR/backups/avanzo-YYYYMMDD-HHMMSS.db, UTC).
  --overwrite: replace dest if it exists (only once the new copy is complete and checked).`;

function destination(arg: string | undefined, dataDir: string): string {
  if (arg === undefined) return defaultBackupPath(dataDir);
  const dest = resolve(userCwd(), arg);
  const isFolder =
    arg.endsWith('/') || arg.endsWith('\\') || statSync(dest, { throwIfNoEntry: false })?.isDirectory();
  return isFolder ? join(dest, `avanzo-${fileTimestamp()}.db`) : dest;
}

async function main(args: string[]): Promise<void> {
  if (args.includes('-h') || args.includes('--help')) {
    console.log(USAGE);
    return;
  }
  const overwrite = args.includes('--overwrite');
  const rest = args.filter((arg) => arg !== '--overwrite' && arg !== '--');
  const unknown = rest.find((arg) => arg.startsWith('-'));
  if (unknown !== undefined || rest.length > 1) {
    fail('backup', `unexpected argument "${unknown ?? rest[1]}" (see pnpm backup --help)`, 2);
    return;
  }
  const dataDir = dataDirFrom();
  try {
    const result = await backupDatabase(databasePath(dataDir), destination(rest[0], dataDir), { overwrite });
    console.log(
      `Backup written to ${result.path} (${formatBytes(result.bytes)}, ${result.pages} pages, ${result.durationMs} ms)`,
    );
  } catch (error) {
    fail('backup', error);
  }
}

await main(process.argv.slice(2));
