import { cpus, totalmem, platform, arch } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memoryStatus,
  type AdminAnalytics,
  type AdminGeolocation,
  type AdminPerformance,
} from '@avanzo/sync-protocol';
import {
  bearer,
  register,
  registerAdmin,
  sql,
  startTestApp,
  type Registered,
  type TestApp,
} from '../../test/harness';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const ROUTES = [
  '/api/admin/analytics',
  '/api/admin/performance',
  '/api/admin/geolocation',
  '/api/admin/users/all',
];

let t: TestApp;
let admin: Registered;
const u: Record<string, Registered> = {};
let T2 = 0;

const place = (country: string, city: string) => ({
  detectedLanguage: 'en',
  languageDetectionMetadata: { source: 'ip', confidence: 'high', country, city, timezone: 'Europe/Rome' },
});

/**
 * A small world with known times. T0 = 22 Nov 12:00 UTC: the admin, Anna (IT Rome), Bea (IT Milan),
 * Chloé (FR Paris) and Dan (no location) register. T1 = 23 Nov 10:00: Emil (DE Berlin) and Fabio
 * (IT Rome) register. Dan was last seen 10 days ago. T2 = T1 + 10 min: Anna's heartbeat was 90 s ago,
 * Chloé's just now.
 */
beforeAll(async () => {
  t = await startTestApp();
  const T0 = t.clock.now();
  admin = await registerAdmin(t, { name: 'Chef' });
  u.anna = await register(t, { name: 'Anna', email: 'anna@x.test', ...place('IT', 'Rome') });
  u.bea = await register(t, { name: 'Bea', email: 'bea@x.test', ...place('it', 'Milan') });
  u.chloe = await register(t, { name: 'Chloé', email: 'chloe@x.test', ...place('FR', 'Paris') });
  u.dan = await register(t, { name: 'Dan', email: 'dan@x.test' });
  const T1 = Date.UTC(2026, 10, 23, 10, 0, 0);
  t.clock.advance(T1 - t.clock.now());
  u.emil = await register(t, { name: 'Emil', email: 'emil@x.test', ...place('DE', 'Berlin') });
  u.fabio = await register(t, { name: 'Fabio', email: 'fabio@x.test', ...place('IT', 'Rome') });
  sql(
    t,
    'UPDATE users SET created_at = ?, last_seen_at = ? WHERE id = ?',
    T0 - 12 * DAY,
    T1 - 10 * DAY,
    u.dan!.user.id,
  );

  const as = (who: Registered, method: 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });
  // Recipes: three live (two made today, 23 Nov), one deleted.
  await as(u.anna!, 'POST', '/api/recipes', {
    id: 'r1',
    title: 'Soup',
    createdAt: '2026-11-22T13:00:00.000Z',
  });
  await as(u.anna!, 'POST', '/api/recipes', {
    id: 'r2',
    title: 'Tart',
    createdAt: '2026-11-23T09:00:00.000Z',
  });
  await as(u.chloe!, 'POST', '/api/recipes', {
    id: 'r3',
    title: 'Quiche',
    createdAt: '2026-11-23T09:30:00.000Z',
  });
  await as(u.chloe!, 'POST', '/api/recipes', {
    id: 'r4',
    title: 'Gone',
    createdAt: '2026-11-23T09:45:00.000Z',
  });
  expect((await as(u.chloe!, 'DELETE', '/api/recipes/r4')).statusCode).toBeLessThan(300);

  T2 = T1 + 10 * MIN;
  // Activity: one entry 8 days old (outside the week), two inside it.
  await as(u.anna!, 'POST', '/api/activity', {
    id: 'r1',
    title: 'Soup',
    timestamp: new Date(T2 - 8 * DAY).toISOString(),
  });
  await as(u.anna!, 'POST', '/api/activity', {
    id: 'r2',
    title: 'Tart',
    timestamp: new Date(T2 - DAY).toISOString(),
  });
  await as(u.chloe!, 'POST', '/api/activity', {
    id: 'r3',
    title: 'Quiche',
    timestamp: new Date(T2 - MIN).toISOString(),
  });

  t.clock.advance(T2 - 90_000 - t.clock.now());
  await as(u.anna!, 'POST', '/api/heartbeat');
  t.clock.advance(90_000);
  await as(u.chloe!, 'POST', '/api/heartbeat');
});
afterAll(() => t.close());

const get = (url: string, who: Registered | null = admin) =>
  t.app.inject({ method: 'GET', url, headers: who ? bearer(who.token) : {} });

describe('admin analytics', () => {
  it('answers every figure exactly, from the database', async () => {
    expect(t.clock.now()).toBe(T2);
    const res = await get('/api/admin/analytics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = res.json<{ data: AdminAnalytics }>();
    expect(data.users).toEqual({ total: 7, newToday: 2, active: 6, online: 2 });
    expect(data.recipes).toEqual({ total: 3, today: 2 });
    expect(data.activities).toEqual({ weekTotal: 2 });
    expect(data.recentUsers.map((x) => x.name)).toEqual(['Fabio', 'Emil', 'Chloé', 'Bea', 'Anna']);
    expect(data.onlineUsers.map((x) => x.name)).toEqual(['Chloé', 'Anna']);
    expect(data.onlineUsers[0]).toEqual({
      _id: u.chloe!.user.id,
      email: 'chloe@x.test',
      name: 'Chloé',
      // Registered third: each registration lets 6 s pass for its challenge (the admin was set up, at T0).
      createdAt: new Date(Date.UTC(2026, 10, 22, 12, 0, 18)).toISOString(),
      lastSeen: new Date(T2).toISOString(),
    });
    expect(data.generatedAt).toBe(new Date(T2).toISOString());
  });

  it('counts a user online for 2 minutes after a heartbeat, and active for 7 days', async () => {
    t.clock.advance(2 * MIN + 1);
    const later = (await get('/api/admin/analytics')).json<{ data: AdminAnalytics }>().data;
    expect(later.users.online).toBe(0);
    expect(later.users.active).toBe(6);
    await t.app.inject({ method: 'POST', url: '/api/heartbeat', headers: bearer(u.bea!.token) });
    const again = (await get('/api/admin/analytics')).json<{ data: AdminAnalytics }>().data;
    expect(again.onlineUsers.map((x) => x.name)).toEqual(['Bea']);
  });

  it('groups users by country and city from their registration metadata', async () => {
    const { data } = (await get('/api/admin/geolocation')).json<{ data: AdminGeolocation }>();
    expect(data.totalCountries).toBe(3);
    expect(data.totalWithLocation).toBe(5);
    expect(data.countries).toEqual([
      { country: 'Italy', countryCode: 'IT', cityCount: 2, userCount: 3 },
      // Ties are ordered by country code.
      { country: 'Germany', countryCode: 'DE', cityCount: 1, userCount: 1 },
      { country: 'France', countryCode: 'FR', cityCount: 1, userCount: 1 },
    ]);
    expect(data.cities).toEqual([
      { city: 'Rome', country: 'Italy', countryCode: 'IT', userCount: 2 },
      { city: 'Berlin', country: 'Germany', countryCode: 'DE', userCount: 1 },
      { city: 'Milan', country: 'Italy', countryCode: 'IT', userCount: 1 },
      { city: 'Paris', country: 'France', countryCode: 'FR', userCount: 1 },
    ]);
  });

  it('reads the machine and the process from the operating system', async () => {
    const { data } = (await get('/api/admin/performance')).json<{ data: AdminPerformance }>();
    const { system, process: proc } = data.metrics;
    expect(system.totalMemory).toBe(totalmem());
    expect(system.usedMemory).toBeGreaterThan(0);
    expect(system.usedMemory).toBeLessThanOrEqual(system.totalMemory);
    expect(system.memoryUsagePercentage).toBeCloseTo((system.usedMemory / system.totalMemory) * 100, 0);
    expect(system.cpuCount).toBe(cpus().length);
    expect(system.platform).toBe(platform());
    expect(system.arch).toBe(arch());
    expect(system.uptime).toBeGreaterThan(0);
    expect(proc.memory.rss).toBeGreaterThan(proc.memory.heapUsed);
    expect(proc.memory.heapTotal).toBeGreaterThanOrEqual(proc.memory.heapUsed);
    expect(data.status).toBe(memoryStatus(system.memoryUsagePercentage));
  });

  it('lists every user with name, email and registration date, and never password data', async () => {
    const res = await get('/api/admin/users/all');
    const { data } = res.json<{ data: Array<Record<string, unknown>> }>();
    expect(data).toHaveLength(7);
    for (const row of data) expect(Object.keys(row).sort()).toEqual(['_id', 'createdAt', 'email', 'name']);
    expect(data.map((row) => row.name)).toEqual(['Fabio', 'Emil', 'Chloé', 'Bea', 'Anna', 'Chef', 'Dan']);
    const hashes = t.app.deps.db.$client.prepare('SELECT password_hash FROM users').pluck().all() as string[];
    for (const url of ROUTES) {
      const body = (await get(url)).body;
      expect(body.toLowerCase()).not.toContain('password');
      for (const hash of hashes) expect(body).not.toContain(hash);
    }
  });

  it('refuses everyone but the admin: 401 without a session, 403 ADMIN_ONLY for a cook', async () => {
    for (const url of ROUTES) {
      const anonymous = await get(url, null);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 'TOKEN_MISSING' });
      const cook = await get(url, u.anna!);
      expect(cook.statusCode).toBe(403);
      expect(cook.json()).toMatchObject({ code: 'ADMIN_ONLY' });
      expect(cook.body).not.toContain('anna@x.test');
    }
  });
});
