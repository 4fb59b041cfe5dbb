// Admin analytics benchmark (issue 8): GET /api/admin/analytics through the whole Fastify pipeline
// (auth, admin check, SQL, serialization) on a real SQLite file holding 100,000 users and 1,000,000
// recipes, with the bare SQL aggregates timed in the same run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { createAdminQueries } from '../api/src/domain/admin';

export interface AdminFigures {
  users: number;
  recipes: number;
  activity: number;
  seedMs: number;
  requests: number;
  meanMs: number;
  p50Ms: number;
  p99Ms: number;
  sqlMeanMs: number;
  geoMeanMs: number;
  figures: { total: number; recipes: number };
}

const COUNTRIES = ['IT', 'FR', 'DE', 'ES', 'GB', 'US', 'CH', 'AT', 'BE', 'NL'];
const CITIES = ['North', 'South', 'East', 'West', 'Centre', 'Harbour', 'Hill', 'Lake'];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function measureAdminAnalytics(
  options: { users?: number; recipes?: number; requests?: number } = {},
): Promise<AdminFigures> {
  const userCount = options.users ?? 100_000;
  const recipeCount = options.recipes ?? 1_000_000;
  const requests = options.requests ?? 50;
  const dataDir = mkdtempSync(join(tmpdir(), 'avanzo-bench-admin-'));
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: dataDir, ADMIN_EMAIL: 'chef@avanzo.test', LOG_LEVEL: 'silent' }),
    now: () => now,
    webDist: null,
  });
  try {
    await app.ready();
    const sqlite = app.deps.db.$client;
    const seedStart = performance.now();
    const DAY = 86_400_000;
    const addUser = sqlite.prepare(
      `INSERT INTO users (id, email, name, password_hash, language, country, city, created_at, updated_at, last_seen_at)
       VALUES (?, ?, ?, 'x', 'en', ?, ?, ?, ?, ?)`,
    );
    const addRecipe = sqlite.prepare(
      `INSERT INTO recipes (user_id, id, fields, clocks, created_at, created_hlc, deleted_hlc, search_text, version, updated_at)
       VALUES (?, ?, ?, '{}', ?, ?, ?, '', ?, ?)`,
    );
    const addActivity = sqlite.prepare(
      `INSERT INTO activity (user_id, id, type, title, description, related_id, timestamp, hlc, version)
       VALUES (?, ?, 'recipe_generated', 'Recipe', '', ?, ?, 'h', ?)`,
    );
    const ids: string[] = [];
    sqlite.transaction(() => {
      addUser.run('admin', 'chef@avanzo.test', 'Chef', null, null, now - 400 * DAY, now, now);
      // What `pnpm admin` marks: the address alone does not make the admin.
      sqlite.prepare("UPDATE users SET admin_granted = 1 WHERE id = 'admin'").run();
      for (let i = 0; i < userCount; i++) {
        const id = `u${i}`;
        ids.push(id);
        // Registered over the last 365 days; seen within the last 30; one in ten without a location.
        const created = now - ((i * 7919) % 365) * DAY - (i % 86_400) * 1000;
        const seen = now - ((i * 104_729) % (30 * DAY));
        const country = i % 10 === 0 ? null : COUNTRIES[i % COUNTRIES.length]!;
        addUser.run(
          id,
          `cook${i}@bench.test`,
          `Cook ${i}`,
          country,
          country && CITIES[(i >> 3) % CITIES.length]!,
          created,
          created,
          seen,
        );
      }
    })();
    const fields = JSON.stringify({
      title: 'Zucchini omelette',
      description: 'Eggs and courgette',
      servings: 4,
    });
    sqlite.transaction(() => {
      for (let i = 0; i < recipeCount; i++) {
        const createdAt = new Date(now - ((i * 15_485_863) % (365 * DAY))).toISOString();
        // One in twenty deleted, so the live-recipe count has work to do.
        addRecipe.run(
          ids[i % userCount]!,
          `r${i}`,
          fields,
          createdAt,
          'h',
          i % 20 === 0 ? 'h2' : null,
          i,
          now,
        );
        if (i % 5 === 0) addActivity.run(ids[i % userCount]!, `a${i}`, `r${i}`, createdAt, i);
      }
    })();
    sqlite.pragma('optimize');
    const seedMs = performance.now() - seedStart;

    const token = app.issueToken({ id: 'admin', sessionVersion: 0 });
    const call = () =>
      app.inject({
        method: 'GET',
        url: '/api/admin/analytics',
        headers: { authorization: `Bearer ${token}` },
      });
    const first = await call();
    if (first.statusCode !== 200) throw new Error(`analytics answered ${first.statusCode}: ${first.body}`);
    for (let i = 0; i < 5; i++) await call();
    const times: number[] = [];
    for (let i = 0; i < requests; i++) {
      const start = performance.now();
      const res = await call();
      times.push(performance.now() - start);
      if (res.statusCode !== 200) throw new Error(`analytics answered ${res.statusCode}`);
    }
    const queries = createAdminQueries(app.deps.db);
    const sqlTimes: number[] = [];
    const geoTimes: number[] = [];
    for (let i = 0; i < requests; i++) {
      let start = performance.now();
      queries.analytics(now);
      sqlTimes.push(performance.now() - start);
      start = performance.now();
      queries.geolocation();
      geoTimes.push(performance.now() - start);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const body = first.json<{ data: { users: { total: number }; recipes: { total: number } } }>();
    return {
      users: userCount,
      recipes: recipeCount,
      activity: Math.ceil(recipeCount / 5),
      seedMs,
      requests,
      meanMs: mean(times),
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      sqlMeanMs: mean(sqlTimes),
      geoMeanMs: mean(geoTimes),
      figures: { total: body.data.users.total, recipes: body.data.recipes.total },
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('adminAnalytics.ts')) {
  console.log(await measureAdminAnalytics());
}
