// `pnpm bench`: prints the benchmark figures as a table. Benchmarks measure; they never fail a build.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureAdminAnalytics } from './adminAnalytics';
import { measureBundle } from './bundle';
import { measureCatalogSearch } from './catalogSearch';
import { defaultDataFile, measureComposer } from './composer';
import { runSyncDrain } from './syncDrain';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rate = (perSec: number) => `${Math.round(perSec).toLocaleString('en-US')} /s`;
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const figures: Record<string, string> = {};

const drain = await runSyncDrain({ mutations: 10_000 });
Object.assign(figures, {
  'sync drain: mutations/s end to end': rate(drain.drainPerSec),
  'raw SQLite: inserts/s, one tx per row': `${rate(drain.rawPerTxPerSec)} (before drain ${rate(
    drain.rawPerTxBeforePerSec,
  )}, after ${rate(drain.rawPerTxAfterPerSec)})`,
  'drain / raw per-tx (target ≥ 50 %)': `${(drain.ratio * 100).toFixed(1)} %`,
  'raw SQLite: inserts/s, 100 per tx (a push)': rate(drain.rawPushSizedPerSec),
  'drain / raw 100 per tx': `${(drain.ratioPushSized * 100).toFixed(1)} %`,
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

const search = measureCatalogSearch();
figures['catalog search: time per query'] =
  `${search.microsPerSearch.toFixed(0)} µs over ${search.entries} ingredients`;

const composed = measureComposer(defaultDataFile(root));
figures['composer: three recipes per request'] =
  `${composed.msPerRequest.toFixed(2)} ms mean, ${composed.p99Ms.toFixed(2)} ms p99 over ${composed.requests} real lists`;

const admin = await measureAdminAnalytics();
Object.assign(figures, {
  'admin analytics: reply (target < 100 ms)': `${admin.meanMs.toFixed(2)} ms mean, ${admin.p50Ms.toFixed(2)} ms p50, ${admin.p99Ms.toFixed(2)} ms p99 over ${admin.requests} requests`,
  'admin analytics: database': `${admin.users.toLocaleString('en-US')} users, ${admin.recipes.toLocaleString('en-US')} recipes (${admin.figures.recipes.toLocaleString('en-US')} live), ${admin.activity.toLocaleString('en-US')} activity rows`,
  'admin analytics: SQL alone / geolocation': `${admin.sqlMeanMs.toFixed(2)} ms / ${admin.geoMeanMs.toFixed(2)} ms`,
});

const dist = join(root, 'web', 'dist');
if (existsSync(join(dist, 'index.html'))) {
  const bundle = measureBundle(dist);
  Object.assign(figures, {
    'landing: initial JS (gzip)': kb(bundle.landingJsGzip),
    'landing: initial CSS (gzip)': kb(bundle.landingCssGzip),
    'all JS chunks (gzip)': kb(bundle.allJsGzip),
    'JS chunks': String(bundle.chunks),
  });
} else {
  figures['bundle figures'] = 'skipped: no web/dist (run "pnpm build" first)';
}

console.table(figures);
