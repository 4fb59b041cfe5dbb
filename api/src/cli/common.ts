import { resolve } from 'node:path';
import { DATABASE_FILE } from '../db/backup';

/**
 * Where the operator ran the command. `pnpm backup` runs the script from the api package folder, but
 * pnpm (like npm) passes the folder it was started in as INIT_CWD: relative paths and DATA_DIR are
 * read from there, as `pnpm start` reads DATA_DIR from the repository root.
 */
export function userCwd(env: NodeJS.ProcessEnv = process.env): string {
  return env.INIT_CWD?.trim() || process.cwd();
}

/** DATA_DIR as the server reads it (default ./data), resolved against the operator's folder. */
export function dataDirFrom(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(userCwd(env), env.DATA_DIR?.trim() || './data');
}

export const databasePath = (dataDir: string) => resolve(dataDir, DATABASE_FILE);

/** 1.2 MB, 830 kB, 512 B. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes >= 1_000) return `${(bytes / 1_000).toFixed(1)} kB`;
  return `${bytes} B`;
}

/** One line on stderr and a non-zero exit code: 1 for a failure, 2 for a wrong command line. */
export function fail(command: string, error: unknown, exitCode = 1): void {
  const text = error instanceof Error ? error.message : String(error);
  console.error(`${command} failed: ${text.replace(/\s+/g, ' ').trim()}`);
  process.exitCode = exitCode;
}
