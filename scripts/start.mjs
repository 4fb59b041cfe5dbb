#!/usr/bin/env node
// `pnpm start`: serves the built app (API + web) on PORT (default 3000), building first if needed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const server = join(root, 'api', 'dist', 'server.js');
const web = join(root, 'web', 'dist', 'index.html');

if (!existsSync(server) || !existsSync(web)) {
  console.log('No build found: building the web app and the API first…');
  const pnpm = process.platform === 'win32' ? 'pnpm.cmd' : 'pnpm';
  const result = spawnSync(pnpm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}

const child = spawn(process.execPath, [server], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
