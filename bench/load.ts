// Load test (issue 9): simulated devices (100 users × 2 devices by default) against the real API over
// HTTP on loopback, each from its own 127.x address with a keep-alive connection. Each device loops for
// a bounded time (5 s unmeasured warm-up, then 60 s measured): push a few mutations, pull since its
// cursor, heartbeat, with random think times in between. Every request's latency and outcome is
// recorded; at the end each device pulls until it is up to date, and the server's SQLite database is
// checked to hold exactly the mutations the devices pushed. Targets: 0 errors, p99 < 100 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Mutation, PullReply } from '@avanzo/sync-protocol';
import {
  appendActivity,
  benchRecipe,
  createRecipe,
  deviceClock,
  httpJson,
  patchRecipe,
  percentile,
  registerAccounts,
  sequence,
  setSaved,
  sleep,
  startServers,
  type BenchServers,
  type Draft,
  type HttpResult,
} from './apiThroughput';

export type Endpoint = 'push' | 'pull' | 'heartbeat';
const ENDPOINTS: Endpoint[] = ['push', 'pull', 'heartbeat'];

export interface LatencyFigures {
  requests: number;
  errors: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface LoadFigures {
  users: number;
  devices: number;
  durationSec: number;
  warmupSec: number;
  thinkMs: [number, number];
  /** Wall time of the measured loop (the devices stop at the deadline, after their current step). */
  elapsedSec: number;
  requests: number;
  reqPerSec: number;
  errors: number;
  /** Of which in the warm-up. */
  warmupErrors: number;
  /** A few error descriptions (status and code, or the network error). */
  errorSamples: string[];
  all: LatencyFigures;
  endpoints: Record<Endpoint, LatencyFigures>;
  mutationsPushed: number;
  /** The API process during the loop: CPU and event-loop busy time per request, busy share, longest stall. */
  server: {
    cpuMsPerReq: number;
    busyMsPerReq: number;
    busyShare: number;
    loopDelayMaxMs: number;
    /** Server-side time per endpoint (Fastify onRequest → onResponse), to set against the client's. */
    handled: Record<Endpoint, { p50Ms: number; p99Ms: number; maxMs: number } | null>;
  };
  /** The server holds exactly the pushed mutations: per client seqs, activity and recipe ids per user. */
  verified: boolean;
  verifyProblems: string[];
}

export interface LoadOptions {
  users?: number;
  devicesPerUser?: number;
  /** Measured loop time per device (BENCH_LOAD_SECONDS; default 60 s). */
  durationSec?: number;
  /**
   * Unmeasured loop time first (default 5 s): the devices' first sync all lands at once on a server
   * whose code is not optimized yet; errors in it still count.
   */
  warmupSec?: number;
  /** Think time between two steps, uniform in [min, max] ms. */
  thinkMs?: [number, number];
  /** Mutations per push, uniform in [min, max]. */
  batch?: [number, number];
  /** Write a V8 CPU profile of the API server process into this folder. */
  cpuProfDir?: string;
}

interface Sample {
  endpoint: Endpoint;
  ms: number;
  ok: boolean;
}

/** Latency figures of a list of samples (errors included in the latencies: they were waited for too). */
export function summarize(samples: readonly { ms: number; ok: boolean }[]): LatencyFigures {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    requests: samples.length,
    errors: samples.filter((s) => !s.ok).length,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1) ?? 0,
  };
}

/** Device i's own loopback address, 127.1.x.y (the register anti-bot gap and rate limit are per IP). */
export function deviceAddress(i: number): string {
  return `127.1.${Math.floor(i / 250)}.${(i % 250) + 1}`;
}

interface Device {
  index: number;
  user: number;
  userId: string;
  token: string;
  clientId: string;
  agent: http.Agent;
  hlc: () => string;
  lastSeq: number;
  /** Sent but not acknowledged yet (retried as is, like the web client's outbox). */
  pending: Mutation[];
  cursor: string | undefined;
  recipes: string[];
  created: string[];
  activities: string[];
  seenActivity: Set<string>;
  seenRecipes: Set<string>;
  n: number;
}

function drafts(device: Device, count: number, random: () => number): Draft[] {
  const out: Draft[] = [];
  for (let k = 0; k < count; k++) {
    const n = device.n++;
    const r = random();
    const own = device.recipes;
    if (own.length < 2 || r < 0.15) {
      const id = `d${device.index}-r${n}`;
      own.push(id);
      device.created.push(id);
      out.push(createRecipe(benchRecipe(id, n)));
    } else if (r < 0.4) {
      out.push(patchRecipe(own[Math.floor(random() * own.length)]!, n));
    } else if (r < 0.5) {
      out.push(setSaved(own[Math.floor(random() * own.length)]!, random() < 0.5));
    } else {
      const id = `d${device.index}-a${n}`;
      device.activities.push(id);
      out.push(appendActivity(id, own[Math.floor(random() * own.length)]!, n));
    }
  }
  return out;
}

export async function runLoad(options: LoadOptions = {}): Promise<LoadFigures> {
  const userCount = options.users ?? 100;
  const perUser = options.devicesPerUser ?? 2;
  const durationSec = options.durationSec ?? Number(process.env.BENCH_LOAD_SECONDS ?? 60);
  const warmupSec = options.warmupSec ?? 5;
  const [thinkMin, thinkMax] = options.thinkMs ?? [100, 500];
  const [batchMin, batchMax] = options.batch ?? [1, 5];
  const random = Math.random;
  const dataDir = mkdtempSync(join(tmpdir(), 'avanzo-bench-load-'));
  const servers: BenchServers = await startServers({ dataDir, cpuProfDir: options.cpuProfDir });
  const agents: http.Agent[] = [];
  try {
    const base = servers.api;
    const deviceCount = userCount * perUser;
    for (let i = 0; i < deviceCount; i++) {
      agents.push(new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: deviceAddress(i) }));
    }
    // Each user registers from its first device's address, all at once (one 3 s wait in total).
    const accounts = await registerAccounts(
      base,
      Array.from({ length: userCount }, (_, u) => ({
        email: `load${u}@avanzo.test`,
        name: `Load ${u}`,
        agent: agents[u * perUser],
      })),
    );
    const devices: Device[] = agents.map((agent, i) => {
      const user = Math.floor(i / perUser);
      const clientId = `load-device-${i}`;
      return {
        index: i,
        user,
        userId: accounts[user]!.user.id,
        token: accounts[user]!.token,
        clientId,
        agent,
        hlc: deviceClock(clientId),
        lastSeq: 0,
        pending: [],
        cursor: undefined,
        recipes: [],
        created: [],
        activities: [],
        seenActivity: new Set(),
        seenRecipes: new Set(),
        n: 0,
      };
    });

    const samples: Sample[] = [];
    const errorSamples: string[] = [];
    let measuring = false;
    let warmupErrors = 0;
    const record = (endpoint: Endpoint, counted: boolean, ms: number, ok: boolean, why?: string) => {
      if (counted) samples.push({ endpoint, ms, ok });
      else if (!ok) warmupErrors++;
      if (!ok && errorSamples.length < 10)
        errorSamples.push(`${counted ? '' : '(warm-up) '}${endpoint}: ${why}`);
    };
    const call = async <T>(
      endpoint: Endpoint,
      device: Device,
      method: 'GET' | 'POST',
      path: string,
      body?: unknown,
      measured = true,
    ): Promise<HttpResult<T> | null> => {
      const start = performance.now();
      const counted = measuring;
      try {
        const res = await httpJson<T>(base, method, path, { agent: device.agent, token: device.token, body });
        const ok = res.status === 200;
        if (measured)
          record(
            endpoint,
            counted,
            res.ms,
            ok,
            ok ? '' : `${res.status} ${JSON.stringify(res.body).slice(0, 120)}`,
          );
        return ok ? res : null;
      } catch (error) {
        if (measured) record(endpoint, counted, performance.now() - start, false, String(error));
        return null;
      }
    };
    const pushStep = async (device: Device, measured = true) => {
      if (device.pending.length === 0) {
        const count = batchMin + Math.floor(random() * (batchMax - batchMin + 1));
        device.pending = sequence(drafts(device, count, random), device.lastSeq, device.hlc);
      }
      const res = await call<{ lastSeq: number; rejected: unknown[] }>(
        'push',
        device,
        'POST',
        '/api/sync/push',
        { clientId: device.clientId, mutations: device.pending },
        measured,
      );
      if (!res) return;
      if (res.body.rejected.length > 0 && errorSamples.length < 10) {
        errorSamples.push(`push rejected: ${JSON.stringify(res.body.rejected).slice(0, 200)}`);
      }
      device.lastSeq = device.pending.at(-1)!.seq;
      device.pending = [];
    };
    const pullStep = async (device: Device, measured = true): Promise<boolean> => {
      const query = device.cursor ? `?cursor=${encodeURIComponent(device.cursor)}` : '';
      const res = await call<PullReply>('pull', device, 'GET', `/api/sync/pull${query}`, undefined, measured);
      if (!res) return false;
      device.cursor = res.body.cursor;
      for (const a of res.body.activity) device.seenActivity.add(a.id);
      for (const r of res.body.recipes) device.seenRecipes.add(r.id);
      return res.body.hasMore;
    };
    const think = () => sleep(thinkMin + random() * (thinkMax - thinkMin));

    // The loop: every device starts at a random point of its first think time, so they do not march
    // in step, and stops at the deadline after finishing its current step. Requests sent after the
    // warm-up are measured.
    const loopStart = performance.now();
    const measureFrom = loopStart + warmupSec * 1000;
    const deadline = measureFrom + durationSec * 1000;
    const startMeasuring = sleep(warmupSec * 1000).then(async () => {
      measuring = true;
      await servers.stats();
    });
    await Promise.all(
      devices.map(async (device) => {
        await sleep(random() * thinkMax);
        while (performance.now() < deadline) {
          await pushStep(device);
          await think();
          if (performance.now() >= deadline) break;
          await pullStep(device);
          await think();
          if (performance.now() >= deadline) break;
          await call('heartbeat', device, 'POST', '/api/heartbeat');
          await think();
        }
      }),
    );
    await startMeasuring;
    const elapsedSec = (performance.now() - measureFrom) / 1000;
    const stats = await servers.stats();

    // Settle (not measured): anything still unacknowledged is sent again, then every device pulls
    // until it has caught up, and sees its other device's changes.
    await Promise.all(
      devices.map(async (device) => {
        for (let attempt = 0; attempt < 5 && device.pending.length > 0; attempt++)
          await pushStep(device, false);
      }),
    );
    await Promise.all(
      devices.map(async (device) => {
        for (let page = 0; page < 100 && (await pullStep(device, false)); page++);
      }),
    );

    const verifyProblems = await verify(servers, devices, userCount);
    const mutationsPushed = devices.reduce((total, d) => total + d.lastSeq, 0);
    const endpoints = Object.fromEntries(
      ENDPOINTS.map((e) => [e, summarize(samples.filter((s) => s.endpoint === e))]),
    ) as Record<Endpoint, LatencyFigures>;
    const all = summarize(samples);
    return {
      users: userCount,
      devices: deviceCount,
      durationSec,
      warmupSec,
      thinkMs: [thinkMin, thinkMax],
      elapsedSec,
      requests: samples.length,
      reqPerSec: samples.length / elapsedSec,
      errors: all.errors + warmupErrors,
      warmupErrors,
      errorSamples,
      all,
      endpoints,
      mutationsPushed,
      server: {
        cpuMsPerReq: stats.cpuMs / Math.max(1, samples.length),
        busyMsPerReq: stats.busyMs / Math.max(1, samples.length),
        busyShare: stats.wallMs > 0 ? stats.busyMs / stats.wallMs : 0,
        loopDelayMaxMs: stats.loopDelayMaxMs,
        handled: {
          push: stats.routes['POST /api/sync/push'] ?? null,
          pull: stats.routes['GET /api/sync/pull'] ?? null,
          heartbeat: stats.routes['POST /api/heartbeat'] ?? null,
        },
      },
      verified: verifyProblems.length === 0,
      verifyProblems,
    };
  } finally {
    for (const agent of agents) agent.destroy();
    await servers.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Compares what the devices pushed with the server's database, and with what each device pulled. */
async function verify(servers: BenchServers, devices: Device[], userCount: number): Promise<string[]> {
  const problems: string[] = [];
  const problem = (text: string) => {
    if (problems.length < 20) problems.push(text);
  };
  const clients = new Map(
    (
      await servers.query<{ client_id: string; user_id: string; last_seq: number }>(
        'SELECT client_id, user_id, last_seq FROM clients',
      )
    ).map((c) => [c.client_id, c]),
  );
  const applied = await servers.query<{
    client_id: string;
    outcome: string;
    n: number;
    lo: number;
    hi: number;
  }>(
    'SELECT client_id, outcome, count(*) AS n, min(seq) AS lo, max(seq) AS hi FROM applied GROUP BY client_id, outcome',
  );
  const byUser = async (table: 'activity' | 'recipes') => {
    const map = new Map<string, Set<string>>();
    for (const row of await servers.query<{ user_id: string; id: string }>(
      `SELECT user_id, id FROM ${table}`,
    )) {
      const set = map.get(row.user_id) ?? new Set<string>();
      set.add(row.id);
      map.set(row.user_id, set);
    }
    return map;
  };
  const serverActivity = await byUser('activity');
  const serverRecipes = await byUser('recipes');
  if (clients.size !== devices.length)
    problem(`${clients.size} clients on the server, ${devices.length} devices`);
  const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));

  for (const d of devices) {
    if (d.pending.length > 0) problem(`${d.clientId}: ${d.pending.length} mutations never acknowledged`);
    const client = clients.get(d.clientId);
    if (!client || client.last_seq !== d.lastSeq || client.user_id !== d.userId) {
      problem(`${d.clientId}: server last_seq ${client?.last_seq}, device pushed ${d.lastSeq}`);
    }
    const rows = applied.filter((a) => a.client_id === d.clientId);
    const ok = rows.find((a) => a.outcome === 'applied');
    if (rows.length !== 1 || !ok || ok.n !== d.lastSeq || ok.lo !== 1 || ok.hi !== d.lastSeq) {
      problem(`${d.clientId}: applied rows ${JSON.stringify(rows)}, expected seq 1..${d.lastSeq}`);
    }
  }
  for (let u = 0; u < userCount; u++) {
    const own = devices.filter((d) => d.user === u);
    const userId = own[0]!.userId;
    const activity = new Set(own.flatMap((d) => d.activities));
    const recipes = new Set(own.flatMap((d) => d.created));
    if (!sameSet(activity, serverActivity.get(userId) ?? new Set())) {
      problem(
        `user ${u}: server has ${serverActivity.get(userId)?.size ?? 0} activity rows, pushed ${activity.size}`,
      );
    }
    if (!sameSet(recipes, serverRecipes.get(userId) ?? new Set())) {
      problem(
        `user ${u}: server has ${serverRecipes.get(userId)?.size ?? 0} recipes, pushed ${recipes.size}`,
      );
    }
    for (const d of own) {
      if (!sameSet(activity, d.seenActivity) || !sameSet(recipes, d.seenRecipes)) {
        problem(
          `${d.clientId}: pulled ${d.seenActivity.size}/${activity.size} activity, ${d.seenRecipes.size}/${recipes.size} recipes`,
        );
      }
    }
  }
  return problems;
}

if (process.argv[1]?.endsWith('load.ts')) {
  const result = await runLoad({ cpuProfDir: process.env.BENCH_CPU_PROF || undefined });
  console.table({ all: result.all, ...result.endpoints });
  console.table(result.server.handled);
  console.log({ ...result, all: undefined, endpoints: undefined });
}
