import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import { loadConfig } from '../config';
import { setUpAdmin } from '../domain/adminAccount';

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
  options: Partial<Omit<AppOptions, 'config'>> & {
    env?: Record<string, string>;
    /** Reuse a data folder (a restart); it is then left in place on close. */
    dataDir?: string;
  } = {},
): Promise<TestApp> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'avanzo-api-'));
  const config = loadConfig({ DATA_DIR: dataDir, ADMIN_EMAIL: 'Chef@Avanzo.test', ...options.env });
  const clock = fakeClock();
  const app = await buildApp({
    config,
    now: clock.now,
    webDist: null,
    rateLimits: {
      login: { max: 1000, timeWindow: 60_000 },
      register: { max: 1000, timeWindow: 60_000 },
      password: { max: 1000, timeWindow: 60_000 },
      profile: { max: 1000, timeWindow: 60_000 },
    },
    ...options,
  });
  await app.ready();
  return {
    app,
    clock,
    dataDir,
    async close() {
      await app.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
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

/**
 * The admin account, set up as `pnpm admin` does (on the server, not by registering the address), then
 * signed in; `email` may give the configured address in another letter case.
 */
export async function registerAdmin(
  t: TestApp,
  fields: { name?: string; email?: string; password?: string } = {},
): Promise<Registered> {
  const password = fields.password ?? 'secret-pass';
  const email = fields.email ?? t.app.deps.config.adminEmail;
  await setUpAdmin(t.app.deps.db, { email, password, name: fields.name ?? 'Ada', now: t.clock.now() });
  const res = await login(t, email, password);
  if (res.statusCode !== 200) throw new Error(`admin sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json<Registered>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const json = <T = Record<string, unknown>>(res: { json: () => unknown }) => res.json() as T;

export interface ChallengeReply {
  a: number;
  b: number;
  challenge: string;
}

export async function getChallenge(t: TestApp): Promise<ChallengeReply> {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/register-challenge' });
  return res.json<ChallengeReply>();
}

/** A full, valid registration body for a challenge; `fields` override or add anything. */
export function registerBody(
  challenge: ChallengeReply,
  fields: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    name: 'Ada',
    email: 'ada@avanzo.test',
    password: 'secret-pass',
    challenge: challenge.challenge,
    captcha: challenge.a + challenge.b,
    website: '',
    ...fields,
  };
}

/** One registration attempt as a browser would make it: fetch the challenge, wait `waitMs`, post. */
export async function tryRegister(
  t: TestApp,
  fields: Record<string, unknown> = {},
  options: { waitMs?: number; remoteAddress?: string } = {},
) {
  const challenge = await getChallenge(t);
  t.clock.advance(options.waitMs ?? 6_000);
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: registerBody(challenge, fields),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

export const login = (t: TestApp, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

export const me = (t: TestApp, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers });

/** Runs SQL straight on the app's SQLite connection, to set up states the API cannot reach. */
export const sql = (t: TestApp, statement: string, ...params: unknown[]) =>
  t.app.deps.db.$client.prepare(statement).run(...params);

/** An HS256 JWT made by hand, so a test controls every claim and the secret. */
export function signJwt(secret: string, payload: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real, decodable PNG: signature, IHDR, zlib-compressed IDAT and IEND; `seed` varies the pixels. */
export function makePng(width = 2, height = 2, seed = 0): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0); // filter type: none
    for (let x = 0; x < width * 3; x++) rows.push((x * 40 + y * 90 + seed) & 0xff);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.from(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Serializes a FormData exactly as fetch would send it, ready for app.inject. */
export async function formBody(
  form: FormData,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const request = new Request('http://avanzo.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** A small deterministic PRNG (mulberry32), so a fuzz failure can be replayed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}
