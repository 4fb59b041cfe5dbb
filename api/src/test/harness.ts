import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import { loadConfig } from '../config';

/** A controllable clock: tests move time instead of waiting for it. */
export function fakeClock(start = Date.UTC(2026, 10, 22, 12, 0, 0)) {
  let current = start;
  return {
    now: () => current,
    advance(ms: number) {
      current += ms;
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  clock: ReturnType<typeof fakeClock>;
  dataDir: string;
  close(): Promise<void>;
}

/** A real app on a real SQLite file in a fresh temp folder, with migrations applied. */
export async function startTestApp(
  options: Partial<Omit<AppOptions, 'config'>> & { env?: Record<string, string> } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'avanzo-api-'));
  const config = loadConfig({ DATA_DIR: dataDir, ADMIN_EMAIL: 'Chef@Avanzo.test', ...options.env });
  const clock = fakeClock();
  const app = await buildApp({
    config,
    now: clock.now,
    webDist: null,
    rateLimits: { login: { max: 1000, timeWindow: 60_000 }, register: { max: 1000, timeWindow: 60_000 } },
    ...options,
  });
  await app.ready();
  return {
    app,
    clock,
    dataDir,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Registered {
  token: string;
  user: { id: string; email: string; name: string; isAdmin: boolean };
}

/** Registers through the real challenge: fetch it, let 3 s pass on the clock, answer the sum. */
export async function register(
  t: TestApp,
  fields: { name?: string; email: string; password?: string } & Record<string, unknown>,
): Promise<Registered> {
  const challenge = (await t.app.inject({ method: 'GET', url: '/api/auth/register-challenge' })).json<{
    a: number;
    b: number;
    challenge: string;
  }>();
  t.clock.advance(6_000);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: 'Ada',
      password: 'secret-pass',
      challenge: challenge.challenge,
      captcha: challenge.a + challenge.b,
      website: '',
      ...fields,
    },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return res.json<Registered>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
