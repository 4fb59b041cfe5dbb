// `pnpm admin [--password-stdin] [--name "Name"]`: sets up the admin account (ADMIN_EMAIL) on the server.
// Safe while the server runs. Prints one line; exits 0 on success, 1 on failure, 2 on a usage error.
import { createInterface } from 'node:readline';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { setUpAdmin } from '../domain/adminAccount';
import { findUserByEmail } from '../domain/users';
import { dataDirFrom, databasePath, fail } from './common';

const USAGE = `Usage: pnpm admin [--password-stdin] [--name "Your name"]
  Makes the ADMIN_EMAIL account (default admin@avanzo.app) the admin of this server: creates it, or
  promotes the account that already has the address. Registering the address in the app never does.
  A password is asked for (or read from stdin with --password-stdin) to create the account; given for an
  existing one, it replaces its password and signs it out everywhere.
  Reads DATA_DIR and ADMIN_EMAIL as the server does.`;

/** Reads one line: from a pipe as is, from a terminal without echoing it. */
function readSecret(prompt: string, fromStdin: boolean): Promise<string | undefined> {
  if (!fromStdin && !process.stdin.isTTY) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: !fromStdin });
    if (!fromStdin) {
      process.stdout.write(prompt);
      // Nothing typed is echoed.
      (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => undefined;
    }
    let answer: string | undefined;
    rl.once('line', (line) => {
      answer = line;
      rl.close();
    });
    rl.once('close', () => {
      if (!fromStdin) process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function main(args: string[]): Promise<void> {
  if (args.includes('-h') || args.includes('--help')) {
    console.log(USAGE);
    return;
  }
  const rest = args.filter((arg) => arg !== '--');
  const fromStdin = rest.includes('--password-stdin');
  const nameAt = rest.indexOf('--name');
  const name = nameAt >= 0 ? rest[nameAt + 1] : undefined;
  const named = nameAt >= 0 ? [nameAt, nameAt + 1] : [];
  const known = rest.filter((arg, i) => arg !== '--password-stdin' && !named.includes(i));
  if (known.length > 0 || (nameAt >= 0 && !name)) {
    fail('admin', `unexpected argument "${known[0] ?? '--name'}" (see pnpm admin --help)`, 2);
    return;
  }
  try {
    const dataDir = dataDirFrom();
    const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
    const db = openDatabase(databasePath(dataDir));
    try {
      const exists = findUserByEmail(db, config.adminEmail) !== undefined;
      const password =
        fromStdin || !exists ? await readSecret(`Password for ${config.adminEmail}: `, fromStdin) : undefined;
      if (!exists && password === undefined)
        throw new Error(
          `no account has ${config.adminEmail} yet: run this in a terminal to be asked for its password, or pass --password-stdin`,
        );
      const result = await setUpAdmin(db, { email: config.adminEmail, password, name, now: Date.now() });
      const said = {
        created: 'created, and is the admin',
        promoted: 'is now the admin',
        'password-reset': 'is the admin, with its new password (signed out everywhere)',
      }[result];
      console.log(`Admin account ${config.adminEmail} ${said}.`);
    } finally {
      db.$client.close();
    }
  } catch (error) {
    fail('admin', error);
  }
}

await main(process.argv.slice(2));
