// `pnpm bench`: prints the benchmark figures as one table, each next to its target where it has one
// (✓ met, ✗ missed). Benchmarks measure; they never fail a build: a section that breaks prints its
// error in the table and the others still run.
//
// Environment flags:
//   BENCH_ONLY=api,load        run only these sections (comma separated), of:
//                              drain, search, composer, admin, flood, bundle, api, load, lighthouse
//   BENCH_SKIP=lighthouse      skip these sections (applied after BENCH_ONLY)
//   BENCH_API_SECONDS=10       autocannon duration per API target (after a 2 s warm-up each)
//   BENCH_API_CONNECTIONS=100  autocannon connections
//   BENCH_LOAD_SECONDS=60      how long each simulated device loops, measured, in the load test
//   BENCH_LOAD_WARMUP_SECONDS=5  unmeasured loop time before that (errors in it still count)
//   BENCH_LOAD_USERS=100       users in the load test; BENCH_LOAD_DEVICES_PER_USER=2 devices each
//   BENCH_LOAD_THINK_MS=100-500  think time between a device's steps, uniform in min-max ms
//   BENCH_CPU_PROF=/some/dir   write a V8 CPU profile of the API server process of the throughput run
// The slow sections are load (~75 s), api (~45 s), lighthouse (~60 s, needs web/dist: pnpm build)
// and admin (seeds 1,000,000 recipes).
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SECTIONS = [
  'drain',
  'search',
  'composer',
  'admin',
  'flood',
  'bundle',
  'api',
  'load',
  'lighthouse',
] as const;
type Section = (typeof SECTIONS)[number];
const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const only = list(process.env.BENCH_ONLY);
const skip = new Set(list(process.env.BENCH_SKIP));
for (const name of [...only, ...skip]) {
  if (!(SECTIONS as readonly string[]).includes(name)) {
    console.warn(`bench: unknown section "${name}" (known: ${SECTIONS.join(', ')})`);
  }
}
const enabled = (section: Section) => (only.length === 0 || only.includes(section)) && !skip.has(section);
const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const count = (n: number) => Math.round(n).toLocaleString('en-US');
const rate = (perSec: number) => `${count(perSec)} /s`;
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
const pct = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;
const mark = (ok: boolean) => (ok ? '✓' : '✗');

const figures: Record<string, string> = {};
const notes: string[] = [];
const load1 = () => loadavg()[0]!.toFixed(1);
const loads: string[] = [];

async function section(name: Section, run: () => Promise<void> | void): Promise<void> {
  if (!enabled(name)) return;
  const before = load1();
  try {
    await run();
  } catch (error) {
    figures[`${name}: failed`] = error instanceof Error ? error.message.split('\n')[0]! : String(error);
  }
  // Timings on a shared machine depend on what else runs: the 1-minute load average around each section.
  loads.push(`${name} ${before}→${load1()}`);
}

await section('drain', async () => {
  const { runSyncDrain } = await import('./syncDrain');
  const drain = await runSyncDrain({ mutations: 10_000 });
  Object.assign(figures, {
    'sync drain: mutations/s end to end': rate(drain.drainPerSec),
    'raw SQLite: inserts/s, one tx per row': `${rate(drain.rawPerTxPerSec)} (before drain ${rate(
      drain.rawPerTxBeforePerSec,
    )}, after ${rate(drain.rawPerTxAfterPerSec)})`,
    'drain / raw per-tx (target ≥ 50 %)': `${pct(drain.ratio)} ${mark(drain.ratio >= 0.5)}`,
    'raw SQLite: inserts/s, 100 per tx (a push)': rate(drain.rawPushSizedPerSec),
    'drain / raw 100 per tx': pct(drain.ratioPushSized),
    'raw SQLite: inserts/s, one tx for all': rate(drain.rawBatchPerSec),
    'queueing: local writes/s (outbox)': rate(drain.queuePerSec),
    'sync drain: mutations': `${drain.mutations} (${drain.appends} append, ${drain.patches} patch, ${
      drain.mutations - drain.appends - drain.patches
    } create)`,
    'sync drain: total (push + pull)': secs(drain.drainMs),
    'sync drain: push phase': `${secs(drain.pushMs)} (${rate(drain.pushPerSec)}, ${drain.pushRequests} requests)`,
    'sync drain: server time in push': secs(drain.serverPushMs),
    'sync drain: pull phase': `${secs(drain.pullMs)} (${drain.pullRequests} pages)`,
    'server check: applied / last_seq': `${drain.serverApplied} / ${drain.serverLastSeq}`,
  });
});

await section('search', async () => {
  const { measureCatalogSearch } = await import('./catalogSearch');
  const search = measureCatalogSearch();
  figures['catalog search: time per query'] =
    `${search.microsPerSearch.toFixed(0)} µs over ${search.entries} ingredients`;
});

await section('composer', async () => {
  const { defaultDataFile, measureComposer } = await import('./composer');
  const composed = measureComposer(defaultDataFile(root));
  figures['composer: three recipes per request'] =
    `${composed.msPerRequest.toFixed(2)} ms mean, ${composed.p99Ms.toFixed(2)} ms p99 over ${composed.requests} real lists ${mark(composed.p99Ms < 10)}`;
  figures['composer: three recipes + one ingredient away (Recipes page)'] =
    `${composed.reportMsPerRequest.toFixed(2)} ms mean, ${composed.reportP99Ms.toFixed(2)} ms p99`;
  // At the app's default preferences (30 minutes, easy) the page also looks for dishes with more time.
  const { DEFAULT_PREFERENCES } = await import('../recipe-core/src/index');
  const atDefaults = measureComposer(defaultDataFile(root), 3, DEFAULT_PREFERENCES);
  figures['composer at the defaults (30 min, easy): three recipes / Recipes page report'] =
    `${atDefaults.msPerRequest.toFixed(2)} ms / ${atDefaults.reportMsPerRequest.toFixed(2)} ms mean, ${atDefaults.p99Ms.toFixed(2)} ms / ${atDefaults.reportP99Ms.toFixed(2)} ms p99 ${mark(atDefaults.p99Ms < 10)}`;
});

await section('admin', async () => {
  const { measureAdminAnalytics } = await import('./adminAnalytics');
  const admin = await measureAdminAnalytics();
  Object.assign(figures, {
    'admin analytics: reply (target < 100 ms)': `${admin.meanMs.toFixed(2)} ms mean, ${admin.p50Ms.toFixed(2)} ms p50, ${admin.p99Ms.toFixed(2)} ms p99 over ${admin.requests} requests ${mark(admin.p99Ms < 100)}`,
    'admin analytics: database': `${count(admin.users)} users, ${count(admin.recipes)} recipes (${count(admin.figures.recipes)} live), ${count(admin.activity)} activity rows`,
    'admin analytics: SQL alone / geolocation': `${admin.sqlMeanMs.toFixed(2)} ms / ${admin.geoMeanMs.toFixed(2)} ms`,
  });
});

await section('flood', async () => {
  const { measureAuthFlood } = await import('./authFlood');
  const f = await measureAuthFlood();
  const runOf = (r: { p50Ms: number; maxMs: number; answers: Record<string, number> }) =>
    `${ms(r.p50Ms)} median, ${ms(r.maxMs)} worst (flood got ${JSON.stringify(r.answers)})`;
  Object.assign(figures, {
    "auth flood: another cook's sign-in, alone": runOf(f.alone),
    [`auth flood: the same during ${f.guesses} parallel password guesses, as shipped`]: runOf(f.shipped),
    'auth flood: the same, rate limit off (hash queue alone)': runOf(f.queueOnly),
    'auth flood: the same, no limit and no queue (before issue 16)': runOf(f.unbounded),
  });
});

await section('bundle', async () => {
  const dist = join(root, 'web', 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    figures['bundle figures'] = 'skipped: no web/dist (run "pnpm build" first)';
    return;
  }
  const { BUNDLE_BUDGETS, measureBundle } = await import('./bundle');
  const bundle = measureBundle(dist);
  const budget = (bytes: number, limit: number) => `${kb(bytes)} ${mark(bytes <= limit)}`;
  Object.assign(figures, {
    [`landing: initial JS gzip (budget ${BUNDLE_BUDGETS.landingJs / 1024} KB)`]: budget(
      bundle.landingJsGzip,
      BUNDLE_BUDGETS.landingJs,
    ),
    'landing: initial CSS gzip': kb(bundle.landingCssGzip),
    [`signed-in shell: initial JS gzip (budget ${BUNDLE_BUDGETS.shellJs / 1024} KB)`]: budget(
      bundle.shellJsGzip,
      BUNDLE_BUDGETS.shellJs,
    ),
    'catalog + dish library chunk gzip (camera / recipes screens)': kb(bundle.libraryJsGzip),
    'all JS chunks (gzip)': kb(bundle.allJsGzip),
    'JS chunks': String(bundle.chunks),
  });
});

await section('api', async () => {
  const { measureApiThroughput } = await import('./apiThroughput');
  const api = await measureApiThroughput({
    durationSec: envNumber('BENCH_API_SECONDS', 10),
    connections: envNumber('BENCH_API_CONNECTIONS', 100),
    cpuProfDir: process.env.BENCH_CPU_PROF || undefined,
  });
  const [bare, ...routes] = api.targets;
  const line = (t: NonNullable<typeof bare>) =>
    `${rate(t.reqPerSec)}, p50 ${ms(t.p50Ms)}, p99 ${ms(t.p99Ms)}, non-2xx ${t.non2xx}, errors ${t.errors}`;
  const server = (t: NonNullable<typeof bare>) =>
    `${t.serverCpuMsPerReq.toFixed(3)} ms CPU, ${t.serverBusyMsPerReq.toFixed(3)} ms busy per request${
      t.serverP99Ms === null ? '' : `, p99 in the server ${ms(t.serverP99Ms)}`
    }; loop busy ${pct(
      t.serverBusyShare,
    )}, longest stall ${ms(t.loopDelayMaxMs)}; load generator CPU ${pct(t.clientCpuShare)}`;
  if (!bare) return;
  const c = api.connections;
  figures[`API throughput, ${c} connections × ${api.durationSec} s: bare Fastify route`] = line(bare);
  figures['API bare route: server'] = server(bare);
  for (const t of routes) {
    figures[`API ${t.name} (target ≥ 50 % of bare, p99 < 20 ms)`] =
      `${pct(t.ratio)} of bare ${mark(t.ratio >= 0.5)}, p99 ${ms(t.p99Ms)} ${mark(t.p99Ms < 20)} — ${line(t)}`;
    figures[`API ${t.name}: server`] = server(t);
  }
  figures['API push check: mutations applied / refused'] =
    `${count(api.pushApplied)} / ${api.pushRejected} ${mark(api.pushRejected === 0)}`;
});

await section('load', async () => {
  const { runLoad } = await import('./load');
  const thinkRange = /^(\d+)-(\d+)$/.exec(process.env.BENCH_LOAD_THINK_MS ?? '');
  const think: [number, number] | null = thinkRange ? [Number(thinkRange[1]), Number(thinkRange[2])] : null;
  const load = await runLoad({
    durationSec: envNumber('BENCH_LOAD_SECONDS', 60),
    warmupSec: envNumber('BENCH_LOAD_WARMUP_SECONDS', 5),
    users: envNumber('BENCH_LOAD_USERS', 100),
    devicesPerUser: envNumber('BENCH_LOAD_DEVICES_PER_USER', 2),
    ...(think ? { thinkMs: think } : {}),
  });
  const lat = (f: typeof load.all) =>
    `p50 ${ms(f.p50Ms)}, p95 ${ms(f.p95Ms)}, p99 ${ms(f.p99Ms)}, max ${ms(f.maxMs)} over ${count(f.requests)} requests, ${f.errors} errors`;
  const endpoint = (e: 'push' | 'pull' | 'heartbeat') => {
    const handled = load.server.handled[e];
    const inServer = handled ? `; in the server p50 ${ms(handled.p50Ms)}, p99 ${ms(handled.p99Ms)}` : '';
    return `${lat(load.endpoints[e])} ${mark(load.endpoints[e].p99Ms < 100)}${inServer}`;
  };
  Object.assign(figures, {
    'load: devices, time, requests': `${load.devices} devices (${load.users} users × ${load.devices / load.users}), ${load.warmupSec} s warm-up + ${load.elapsedSec.toFixed(
      1,
    )} s measured, think ${load.thinkMs[0]}–${load.thinkMs[1]} ms, ${count(load.requests)} requests (${rate(
      load.reqPerSec,
    )}), ${count(load.mutationsPushed)} mutations pushed`,
    'load: API server': `${load.server.cpuMsPerReq.toFixed(2)} ms CPU, ${load.server.busyMsPerReq.toFixed(
      2,
    )} ms busy per request; loop busy ${pct(load.server.busyShare)}, longest stall ${ms(load.server.loopDelayMaxMs)}`,
    'load: errors (target 0)': `${load.errors} (${load.warmupErrors} in the warm-up) ${mark(load.errors === 0)}`,
    'load: all requests (target p99 < 100 ms)': `${lat(load.all)} ${mark(load.all.p99Ms < 100)}`,
    'load: push (p99 < 100 ms)': endpoint('push'),
    'load: pull (p99 < 100 ms)': endpoint('pull'),
    'load: heartbeat (p99 < 100 ms)': endpoint('heartbeat'),
    'load: server holds exactly what was pushed': load.verified
      ? `yes ✓ (per-client seqs, activity and recipe ids per user, and every device pulled its user's data)`
      : `NO ✗: ${load.verifyProblems.slice(0, 3).join('; ')}`,
  });
  for (const e of load.errorSamples) notes.push(`load error: ${e}`);
});

await section('lighthouse', async () => {
  const { TARGETS, failingReport, runLighthouse } = await import('./lighthouse');
  const result = await runLighthouse({ dist: join(root, 'web', 'dist') });
  if (result.skipped) {
    figures.lighthouse = result.skipped;
    return;
  }
  const t = TARGETS;
  for (const page of result.pages) {
    const s = page.scores;
    const label = `Lighthouse ${page.name} ${page.path}`;
    figures[
      `${label}: performance / accessibility / best practices (targets ≥ ${t.performance} / ${t.accessibility} / ${t['best-practices']})`
    ] = `${s.performance} ${mark(s.performance >= t.performance)} / ${s.accessibility} ${mark(
      s.accessibility >= t.accessibility,
    )} / ${s['best-practices']} ${mark(s['best-practices'] >= t['best-practices'])}`;
    figures[`${label}: LCP, TBT, CLS (mobile, simulated throttling)`] =
      `${secs(page.lcpMs)}, ${ms(page.tbtMs)}, ${page.cls.toFixed(3)} (FCP ${secs(page.fcpMs)}; benchmarkIndex ${Math.round(
        page.benchmarkIndex,
      )}${page.finalUrl.endsWith(page.path) ? '' : `; ended on ${page.finalUrl}`})`;
  }
  notes.push(...failingReport(result.pages));
});

figures[`machine: ${availableParallelism()} cores, load average per section`] = loads.join(', ');
console.table(figures);
for (const line of notes) console.log(line);
