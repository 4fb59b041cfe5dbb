#!/usr/bin/env node
// `pnpm dev`: the API (tsx watch, port 3000) and Vite (port 5173, /api proxied) side by side.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pnpm = process.platform === 'win32' ? 'pnpm.cmd' : 'pnpm';
const children = [
  spawn(pnpm, ['--filter', '@avanzo/api', 'run', 'dev'], { cwd: root, stdio: 'inherit' }),
  spawn(pnpm, ['--filter', '@avanzo/web', 'run', 'dev'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
