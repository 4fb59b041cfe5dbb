import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Account } from './accounts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Sets up the admin account as a self-hoster does, with the server's own command (`pnpm admin`, here its
 * built form api/dist/admin.js) on the server's data folder, the password given on stdin.
 */
export async function setUpAdmin(options: {
  dataDir: string;
  adminEmail: string;
  password: string;
  name?: string;
}): Promise<string> {
  const args = [join(root, 'api', 'dist', 'admin.js'), '--password-stdin'];
  if (options.name) args.push('--name', options.name);
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, DATA_DIR: options.dataDir, ADMIN_EMAIL: options.adminEmail },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stdin.end(`${options.password}\n`);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`pnpm admin failed (${code}): ${out}`);
  return out.trim();
}

export async function loginViaApi(email: string, password: string, base: string): Promise<Account> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { token?: string; user?: { name: string } };
  if (response.status !== 200 || !body.token || !body.user)
    throw new Error(`login failed: ${response.status} ${JSON.stringify(body)}`);
  return { name: body.user.name, email, password, token: body.token };
}
