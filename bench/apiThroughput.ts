// API throughput benchmark (issue 9): the real API (buildApp on a temp SQLite file) and a bare Fastify
// app with one trivial JSON route, both served by a child process (one core) while autocannon drives
// them from this process (the other core), so the load generator never steals the server's event loop.
// Targets at 100 connections: each API route ≥ 50 % of the bare route's req/s, p99 < 20 ms.
//
// The child-process server (`startServers`), the HTTP helper and the mutation builders here are shared
// with the load test (load.ts) and the Lighthouse run (lighthouse.ts).
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance, type EventLoopUtilization } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import {
  REGISTER_FORM_MIN_MS,
  createHlc,
  serializeHlc,
  tickHlc,
  type AuthReply,
  type Hlc,
  type Mutation,
  type NewRecipe,
  type PushReply,
} from '@avanzo/sync-protocol';
import { buildApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';

// ---------------------------------------------------------------------------------------------------
// Pure helpers
// ---------------------------------------------------------------------------------------------------

/** Nearest-rank percentile of an ascending list (0 for an empty one). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

/** A device's hybrid logical clock: every call gives a later timestamp, as the web client's does. */
export function deviceClock(node: string, now: () => number = Date.now): () => string {
  let clock: Hlc = createHlc(node, 0);
  return () => {
    clock = tickHlc(clock, now());
    return serializeHlc(clock);
  };
}

export function benchRecipe(id: string, n: number): NewRecipe {
  return {
    id,
    createdAt: new Date(Date.UTC(2026, 0, 1, 12, n % 60)).toISOString(),
    title: `Bench pasta ${n}`,
    description: 'Pasta with what the fridge holds.',
    ingredients: [
      { name: 'pasta', amount: '200', unit: 'g', emoji: '🍝' },
      { name: 'zucchini', amount: '1', unit: '', emoji: '🥒' },
      { name: 'parmesan', amount: '30', unit: 'g', emoji: '🧀' },
    ],
    instructions: ['Boil the pasta.', 'Sauté the zucchini.', 'Toss with parmesan.'],
    cookingTime: { total: 20, prep: 5, cook: 15 },
    servings: 2,
    difficulty: 'easy',
    calories: 540,
    tags: ['pasta', 'quick'],
    tips: 'Keep a cup of the cooking water.',
    sourceIngredients: ['pasta', 'zucchini', 'parmesan'],
    isGenerated: true,
  };
}

export type Draft = Pick<Mutation, 'name' | 'args'>;

export const createRecipe = (recipe: NewRecipe): Draft => ({ name: 'recipe.create', args: { recipe } });
export const patchRecipe = (id: string, n: number): Draft => ({
  name: 'recipe.patch',
  args: { id, fields: { title: `Bench pasta, take ${n}`, servings: 1 + (n % 6) } },
});
export const setSaved = (recipeId: string, saved: boolean): Draft => ({
  name: 'saved.set',
  args: { recipeId, saved },
});
export const appendActivity = (id: string, relatedId: string | null, n: number): Draft => ({
  name: 'activity.append',
  args: {
    entry: {
      id,
      type: 'recipe_viewed',
      title: `Bench pasta ${n}`,
      description: `Opened the recipe (event ${n})`,
      relatedId,
      timestamp: new Date().toISOString(),
    },
  },
});

/** Numbers drafts as one client's next mutations: seq follows `lastSeq`, each with a fresh HLC. */
export function sequence(drafts: readonly Draft[], lastSeq: number, hlc: () => string): Mutation[] {
  return drafts.map((d, i) => ({ seq: lastSeq + 1 + i, v: 1, hlc: hlc(), name: d.name, args: d.args }));
}

/** The 10 mutations of one throughput push: 6 activity entries, 3 recipe patches and 1 saved flag. */
export function throughputDrafts(recipeIds: readonly string[], tag: string, n: number): Draft[] {
  const recipe = (k: number) => recipeIds[(n * 7 + k) % recipeIds.length]!;
  const drafts: Draft[] = [];
  for (let k = 0; k < 6; k++) drafts.push(appendActivity(`${tag}-${n}-${k}`, recipe(k), n));
  for (let k = 0; k < 3; k++) drafts.push(patchRecipe(recipe(6 + k), n + k));
  drafts.push(setSaved(recipe(9), n % 2 === 0));
  return drafts;
}

// ---------------------------------------------------------------------------------------------------
// HTTP over loopback (node:http with keep-alive agents; an agent can bind its own 127.x source address)
// ---------------------------------------------------------------------------------------------------

export interface HttpResult<T = unknown> {
  status: number;
  body: T;
  ms: number;
}

export function httpJson<T = unknown>(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  options: { agent?: http.Agent; token?: string; body?: unknown } = {},
): Promise<HttpResult<T>> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = {};
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(payload));
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(path, base),
      { method, headers, agent: options.agent, timeout: 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = text === '' ? null : JSON.parse(text);
          } catch {
            // Not JSON: the raw text stays the body.
          }
          resolve({ status: res.statusCode ?? 0, body: body as T, ms: performance.now() - start });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface NewAccount {
  email: string;
  name: string;
  /** Registers through this agent, e.g. one bound to its own 127.x address (the anti-bot gap is per IP). */
  agent?: http.Agent;
}

/**
 * Registers accounts through the real anti-bot route, all at once: every challenge is fetched, the
 * form's 3 s minimum passes once for all of them, then every answer is posted concurrently.
 */
export async function registerAccounts(base: string, accounts: readonly NewAccount[]): Promise<AuthReply[]> {
  type Challenge = { a: number; b: number; challenge: string };
  const challenges = await Promise.all(
    accounts.map((a) => httpJson<Challenge>(base, 'GET', '/api/auth/register-challenge', { agent: a.agent })),
  );
  await sleep(REGISTER_FORM_MIN_MS + 150);
  return Promise.all(
    accounts.map(async (a, i) => {
      const { body: c } = challenges[i]!;
      const res = await httpJson<AuthReply>(base, 'POST', '/api/auth/register', {
        agent: a.agent,
        body: {
          name: a.name,
          email: a.email,
          password: 'bench-secret-pass',
          challenge: c.challenge,
          captcha: c.a + c.b,
          website: '',
        },
      });
      if (res.status !== 201)
        throw new Error(`register ${a.email}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    }),
  );
}

export async function push(
  base: string,
  token: string,
  clientId: string,
  mutations: Mutation[],
  agent?: http.Agent,
): Promise<HttpResult<PushReply>> {
  return httpJson<PushReply>(base, 'POST', '/api/sync/push', { agent, token, body: { clientId, mutations } });
}

// ---------------------------------------------------------------------------------------------------
// The servers, in a child process
// ---------------------------------------------------------------------------------------------------

export interface ServeOptions {
  dataDir: string;
  /** The built web app to serve as well (Lighthouse); null or absent serves the API only. */
  webDist?: string | null;
  /** Also start the bare Fastify app (GET /bare). */
  bare?: boolean;
  /** Write a V8 CPU profile of the server process into this folder when it stops. */
  cpuProfDir?: string;
}

export interface BenchServers {
  api: string;
  bare: string | null;
  dataDir: string;
  /** Runs one read-only SQL statement on the API's own SQLite connection. */
  query<T = Record<string, unknown>>(sql: string, ...params: unknown[]): Promise<T[]>;
  /** The server process's CPU and event-loop figures since the previous call (or the start). */
  stats(): Promise<ServerStats>;
  stop(): Promise<void>;
}

export interface ServerStats {
  wallMs: number;
  /** CPU time (user + system) of the server process. */
  cpuMs: number;
  /** Time the event loop was busy (CPU, and synchronous waits such as SQLite's fsync). */
  busyMs: number;
  /** Longest event-loop stall and its p99, as seen by a 10 ms resolution timer. */
  loopDelayMaxMs: number;
  loopDelayP99Ms: number;
  /**
   * Per route, the time from Fastify's onRequest to onResponse (body read, handler, reply written):
   * compared with what the client saw, it splits handling from queueing before Fastify.
   */
  routes: Record<string, { requests: number; p50Ms: number; p99Ms: number; maxMs: number }>;
}

type ToChild =
  | { type: 'query'; id: number; sql: string; params: unknown[] }
  | { type: 'stats'; id: number }
  | { type: 'stop' };
type FromChild =
  | { type: 'ready'; api: string; bare: string | null }
  | { type: 'rows'; id: number; rows?: unknown[]; error?: string };

const SERVE_ENV = 'AVANZO_BENCH_SERVE';
const GENEROUS = { max: 1_000_000, timeWindow: 60_000 };

/** Forks this file as the server process (same tsx loader) and waits until both servers listen. */
export async function startServers(options: ServeOptions): Promise<BenchServers> {
  const execArgv = [...process.execArgv];
  if (options.cpuProfDir) execArgv.push('--cpu-prof', `--cpu-prof-dir=${options.cpuProfDir}`);
  const child = fork(fileURLToPath(import.meta.url), [], {
    execArgv,
    env: { ...process.env, [SERVE_ENV]: JSON.stringify(options) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const pending = new Map<number, { resolve(rows: unknown[]): void; reject(error: Error): void }>();
  let nextId = 0;
  const ready = new Promise<{ api: string; bare: string | null }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bench server exited early (${code})`)));
    child.on('message', (message: FromChild) => {
      if (message.type === 'ready') resolve(message);
      else {
        const waiter = pending.get(message.id);
        pending.delete(message.id);
        if (message.error !== undefined) waiter?.reject(new Error(message.error));
        else waiter?.resolve(message.rows ?? []);
      }
    });
  });
  const { api, bare } = await ready;
  return {
    api,
    bare,
    dataDir: options.dataDir,
    query<T>(sql: string, ...params: unknown[]) {
      const id = nextId++;
      return new Promise<T[]>((resolve, reject) => {
        pending.set(id, { resolve: (rows) => resolve(rows as T[]), reject });
        child.send({ type: 'query', id, sql, params } satisfies ToChild);
      });
    },
    stats() {
      const id = nextId++;
      return new Promise<ServerStats>((resolve, reject) => {
        pending.set(id, { resolve: (rows) => resolve(rows[0] as ServerStats), reject });
        child.send({ type: 'stats', id } satisfies ToChild);
      });
    },
    async stop() {
      if (child.exitCode === null && child.connected) child.send({ type: 'stop' } satisfies ToChild);
      await exited;
    },
  };
}

async function serve(options: ServeOptions): Promise<void> {
  const app = await buildApp({
    config: loadConfig({
      DATA_DIR: options.dataDir,
      ADMIN_EMAIL: 'admin@avanzo.test',
      AI_PROVIDER: 'none',
      REGISTER_LIMIT: '1000000',
    }),
    logger: false,
    webDist: options.webDist ?? null,
    rateLimits: { login: GENEROUS, register: GENEROUS },
  });
  // Server-side time per route (see ServerStats.routes).
  const handled = new Map<string, number[]>();
  const startedAt = new WeakMap<object, number>();
  app.addHook('onRequest', async (request) => {
    startedAt.set(request, performance.now());
  });
  app.addHook('onResponse', async (request) => {
    const t0 = startedAt.get(request);
    if (t0 === undefined) return;
    const key = `${request.method} ${request.routeOptions.url ?? '(no route)'}`;
    const list = handled.get(key) ?? [];
    list.push(performance.now() - t0);
    handled.set(key, list);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let bareApp: ReturnType<typeof Fastify> | null = null;
  if (options.bare) {
    bareApp = Fastify({ logger: false });
    bareApp.get('/bare', async () => ({ hello: 'world' }));
    await bareApp.listen({ host: '127.0.0.1', port: 0 });
  }
  const sqlite = app.deps.db.$client;
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let mark = { at: performance.now(), cpu: process.cpuUsage(), elu: performance.eventLoopUtilization() };
  const stats = (): ServerStats => {
    const cpu = process.cpuUsage(mark.cpu);
    const elu: EventLoopUtilization = performance.eventLoopUtilization(mark.elu);
    const figures = {
      wallMs: performance.now() - mark.at,
      cpuMs: (cpu.user + cpu.system) / 1000,
      busyMs: elu.active,
      loopDelayMaxMs: delay.max / 1e6,
      loopDelayP99Ms: delay.percentile(99) / 1e6,
      routes: Object.fromEntries(
        [...handled].map(([key, times]) => {
          const sorted = times.sort((a, b) => a - b);
          return [
            key,
            {
              requests: sorted.length,
              p50Ms: percentile(sorted, 50),
              p99Ms: percentile(sorted, 99),
              maxMs: sorted.at(-1) ?? 0,
            },
          ];
        }),
      ),
    };
    handled.clear();
    mark = { at: performance.now(), cpu: process.cpuUsage(), elu: performance.eventLoopUtilization() };
    delay.reset();
    return figures;
  };
  const stop = async () => {
    await bareApp?.close();
    await app.close();
    process.exit(0);
  };
  process.on('disconnect', () => void stop());
  process.on('message', (message: ToChild) => {
    if (message.type === 'stop') {
      void stop();
      return;
    }
    if (message.type === 'stats') {
      process.send?.({ type: 'rows', id: message.id, rows: [stats()] } satisfies FromChild);
      return;
    }
    try {
      const rows = sqlite.prepare(message.sql).all(...message.params);
      process.send?.({ type: 'rows', id: message.id, rows } satisfies FromChild);
    } catch (error) {
      process.send?.({ type: 'rows', id: message.id, error: String(error) } satisfies FromChild);
    }
  });
  process.send?.({
    type: 'ready',
    api: url(app.server),
    bare: bareApp ? url(bareApp.server) : null,
  } satisfies FromChild);
}

// ---------------------------------------------------------------------------------------------------
// The benchmark
// ---------------------------------------------------------------------------------------------------

export interface TargetFigures {
  name: string;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** reqPerSec / the bare route's reqPerSec (1 for the bare route itself). */
  ratio: number;
  /** Server CPU time per request, and event-loop busy time per request (CPU plus synchronous waits). */
  serverCpuMsPerReq: number;
  serverBusyMsPerReq: number;
  /** Share of the run the server's event loop was busy (1 = saturated). */
  serverBusyShare: number;
  loopDelayMaxMs: number;
  /** Share of one core the load generator (autocannon, this process) used: near 1 means it was the limit. */
  clientCpuShare: number;
  /** Server-side p99 (Fastify onRequest → onResponse) of the route; null for the bare app. */
  serverP99Ms: number | null;
}

export interface ThroughputFigures {
  connections: number;
  durationSec: number;
  targets: TargetFigures[];
  /** Recipes seeded for the user whose list is read. */
  seededRecipes: number;
  /** Server check after the push run: mutations applied and refused for the throughput clients. */
  pushApplied: number;
  pushRejected: number;
}

export interface ThroughputOptions {
  connections?: number;
  /** Seconds per target (BENCH_API_SECONDS). */
  durationSec?: number;
  /** Seconds of unmeasured warm-up per target. */
  warmupSec?: number;
  recipes?: number;
  /** Which targets to run (BENCH_API_TARGETS=bare,recipes,push); the bare route always runs. */
  targets?: ReadonlyArray<'recipes' | 'push'>;
  cpuProfDir?: string;
}

function figures(
  name: string,
  result: autocannon.Result,
  bareRps: number,
  { server, client }: { server: ServerStats; client: number },
): TargetFigures {
  const requests = Math.max(1, result.requests.total);
  return {
    name,
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    ratio: bareRps > 0 ? result.requests.average / bareRps : 1,
    serverCpuMsPerReq: server.cpuMs / requests,
    serverBusyMsPerReq: server.busyMs / requests,
    serverBusyShare: server.wallMs > 0 ? server.busyMs / server.wallMs : 0,
    loopDelayMaxMs: server.loopDelayMaxMs,
    clientCpuShare: client,
    serverP99Ms: Object.values(server.routes).sort((a, b) => b.requests - a.requests)[0]?.p99Ms ?? null,
  };
}

export async function measureApiThroughput(options: ThroughputOptions = {}): Promise<ThroughputFigures> {
  const connections = options.connections ?? 100;
  const durationSec = options.durationSec ?? Number(process.env.BENCH_API_SECONDS ?? 10);
  const warmupSec = options.warmupSec ?? 2;
  const recipeCount = options.recipes ?? 50;
  const dataDir = mkdtempSync(join(tmpdir(), 'avanzo-bench-throughput-'));
  const servers = await startServers({ dataDir, bare: true, cpuProfDir: options.cpuProfDir });
  try {
    const { api, bare } = servers;
    const [account] = await registerAccounts(api, [{ email: 'cannon@avanzo.test', name: 'Cannon' }]);
    const token = account!.token;
    const recipeIds = Array.from({ length: recipeCount }, (_, i) => `tp-recipe-${i}`);
    const seedClock = deviceClock('tp-seed');
    const seeded = await push(
      api,
      token,
      'tp-seed-client',
      sequence(
        recipeIds.map((id, i) => createRecipe(benchRecipe(id, i))),
        0,
        seedClock,
      ),
    );
    if (seeded.status !== 200 || seeded.body.rejected.length > 0) {
      throw new Error(`seeding failed: ${seeded.status} ${JSON.stringify(seeded.body)}`);
    }
    const listed = await httpJson<{ total: number }>(api, 'GET', '/api/recipes', { token });
    if (listed.status !== 200 || listed.body.total !== recipeCount) {
      throw new Error(`GET /api/recipes answered ${listed.status}: ${JSON.stringify(listed.body)}`);
    }

    const auth = { authorization: `Bearer ${token}` };
    // Every connection is one client: its own clientId, seq counting up, its own clock.
    const pushClients = (phase: string) => (client: autocannon.Client) => {
      const clientId = `tp-${phase}-${Math.random().toString(36).slice(2, 10)}`;
      const hlc = deviceClock(clientId);
      let lastSeq = 0;
      let n = 0;
      client.setRequests([
        {
          method: 'POST',
          path: '/api/sync/push',
          headers: { ...auth, 'content-type': 'application/json' },
          setupRequest: (request) => {
            const mutations = sequence(throughputDrafts(recipeIds, clientId, n++), lastSeq, hlc);
            lastSeq += mutations.length;
            return { ...request, body: JSON.stringify({ clientId, mutations }) };
          },
        },
      ]);
    };
    const cannon = async (url: string, seconds: number, extra: Partial<autocannon.Options> = {}) =>
      autocannon({ url, connections, duration: seconds, ...extra });
    const runTarget = async (
      url: string,
      extra: Partial<autocannon.Options> = {},
      perPhase: (phase: string) => Partial<autocannon.Options> = () => ({}),
    ) => {
      if (warmupSec > 0) await cannon(url, warmupSec, { ...extra, ...perPhase('warm') });
      await servers.stats();
      const cpu = process.cpuUsage();
      const result = await cannon(url, durationSec, { ...extra, ...perPhase('run') });
      const used = process.cpuUsage(cpu);
      const client = (used.user + used.system) / 1000 / (result.duration * 1000);
      return { result, server: await servers.stats(), client };
    };

    const wanted = new Set(options.targets ?? ['recipes', 'push']);
    const bareRun = await runTarget(`${bare}/bare`);
    const bareRps = bareRun.result.requests.average;
    const results = [figures('bare Fastify GET /bare', bareRun.result, bareRps, bareRun)];
    if (wanted.has('recipes')) {
      const run = await runTarget(`${api}/api/recipes`, { headers: auth });
      results.push(figures('GET /api/recipes', run.result, bareRps, run));
    }
    if (wanted.has('push')) {
      const run = await runTarget(
        `${api}/api/sync/push`,
        { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{}' },
        (phase) => ({ setupClient: pushClients(phase) }),
      );
      results.push(figures('POST /api/sync/push (10 mutations)', run.result, bareRps, run));
    }

    const outcomes = await servers.query<{ outcome: string; n: number }>(
      "SELECT outcome, count(*) AS n FROM applied WHERE client_id LIKE 'tp-run-%' GROUP BY outcome",
    );
    const count = (outcome: string) => outcomes.find((o) => o.outcome === outcome)?.n ?? 0;
    return {
      connections,
      durationSec,
      seededRecipes: recipeCount,
      targets: results,
      pushApplied: count('applied'),
      pushRejected: count('rejected'),
    };
  } finally {
    await servers.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.env[SERVE_ENV] && process.send) {
  await serve(JSON.parse(process.env[SERVE_ENV]) as ServeOptions);
} else if (process.argv[1]?.endsWith('apiThroughput.ts')) {
  const only = process.env.BENCH_API_TARGETS?.split(',').filter((t) => t === 'recipes' || t === 'push');
  const result = await measureApiThroughput({
    cpuProfDir: process.env.BENCH_CPU_PROF || undefined,
    ...(only ? { targets: only } : {}),
  });
  console.table(result.targets);
  console.log({ ...result, targets: undefined });
}
