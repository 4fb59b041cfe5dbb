// Auth flood benchmark (issue 16): one account floods PUT /api/auth/change-password with wrong guesses
// (a stolen token) while another cook signs in over and over; the other cook's sign-in time is measured
// alone, during the flood with the server as shipped, and during the same flood with the rate limit off
// and the hash queue unbounded (the server before this issue) — all three in one run, over real HTTP.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp, type AppOptions } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { hashPassword } from '../api/src/domain/passwords';
import { insertUser } from '../api/src/domain/users';

export interface FloodRun {
  /** The other cook's sign-ins: median and worst, ms. */
  p50Ms: number;
  maxMs: number;
  /** What the flood's requests got. */
  answers: Record<string, number>;
}

export interface FloodFigures {
  guesses: number;
  alone: FloodRun;
  shipped: FloodRun;
  /** The rate limit off: the hash queue alone. */
  queueOnly: FloodRun;
  unbounded: FloodRun;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function run(guesses: number, options: Partial<AppOptions>, flood: boolean): Promise<FloodRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'avanzo-bench-flood-'));
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: dataDir, ADMIN_EMAIL: 'chef@avanzo.test', LOG_LEVEL: 'silent' }),
    webDist: null,
    ...options,
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    for (const email of ['thief@bench.test', 'cook@bench.test'])
      insertUser(app.deps.db, {
        name: 'Bench',
        email,
        passwordHash: await hashPassword('right-pass'),
        language: 'en',
        detection: undefined,
        now: Date.now(),
      });
    const login = async (email: string) => {
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'right-pass' }),
      });
      return (await res.json()) as { token: string };
    };
    const { token } = await login('thief@bench.test');
    const answers: Record<string, number> = {};
    const floodDone = flood
      ? Promise.all(
          Array.from({ length: guesses }, async (_, i) => {
            const res = await fetch(`${base}/api/auth/change-password`, {
              method: 'PUT',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body: JSON.stringify({ currentPassword: `guess-${i}`, newPassword: 'taken-over' }),
            });
            const { code } = (await res.json()) as { code?: string };
            answers[code ?? String(res.status)] = (answers[code ?? String(res.status)] ?? 0) + 1;
          }),
        )
      : Promise.resolve([]);
    // The other cook signs in 10 times while the flood runs (it is sent first).
    const times: number[] = [];
    for (let i = 0; i < 10; i++) {
      const start = performance.now();
      await login('cook@bench.test');
      times.push(performance.now() - start);
    }
    await floodDone;
    return { p50Ms: median(times), maxMs: Math.max(...times), answers };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function measureAuthFlood(guesses = 400): Promise<FloodFigures> {
  const open = {
    rateLimits: {
      password: { max: 1_000_000, timeWindow: 60_000 },
      login: { max: 1_000_000, timeWindow: 60_000 },
    },
  };
  return {
    guesses,
    alone: await run(guesses, open, false),
    shipped: await run(guesses, { rateLimits: { login: open.rateLimits.login } }, true),
    queueOnly: await run(guesses, open, true),
    unbounded: await run(
      guesses,
      { ...open, hashQueue: { concurrency: 1_000, perKey: 1_000_000, maxWaiting: 1_000_000 } },
      true,
    ),
  };
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(JSON.stringify(await measureAuthFlood(), null, 2));
