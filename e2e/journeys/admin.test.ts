import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seedDatabase, type SeedUser } from '../../api/src/test/seed';
import { launch, phoneContext, screenshot, watchErrors } from '../support/browser';
import { registerViaApi, setLanguageViaApi, uniqueEmail, type Account } from '../support/accounts';
import { loginViaApi, setUpAdmin } from '../support/admin';
import { expectAccessible } from '../support/axe';
import { text } from '../support/catalogs';
import { freePort, startServer, type RunningServer } from '../support/server';
import { signIn } from '../support/session';

const ADMIN = 'chef@avanzo.test';
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

let browser: Browser;
let server: RunningServer;
let dataDir: string;
let admin: Account;
let seeded: SeedUser[];
let seededAt: number;

/** A population with known times and places, written straight into the server's database. */
beforeAll(async () => {
  browser = await launch();
  dataDir = mkdtempSync(join(tmpdir(), 'avanzo-admin-e2e-'));
  server = await startServer({ port: await freePort(), dataDir, adminEmail: ADMIN.toUpperCase() });
  // Nobody becomes admin by registering the address first (in any letter case)...
  await expect(registerViaApi('Mallory', ADMIN, 'mallory-pass', server.url)).rejects.toThrow(
    /EMAIL_RESERVED/,
  );
  // ...the operator sets the account up on the server, with the configured address as written.
  expect(
    await setUpAdmin({ dataDir, adminEmail: ADMIN.toUpperCase(), password: 'kitchen-secret', name: 'Chef' }),
  ).toBe(`Admin account ${ADMIN} created, and is the admin.`);
  admin = await loginViaApi(ADMIN.toUpperCase(), 'kitchen-secret', server.url);
  seededAt = Date.now();
  const at = (ms: number) => seededAt - ms;
  seeded = [
    {
      name: 'Giulia',
      email: 'giulia@x.test',
      createdAt: at(2 * DAY),
      lastSeenAt: at(30_000),
      country: 'IT',
      city: 'Rome',
    },
    {
      name: 'Marco',
      email: 'marco@x.test',
      createdAt: at(10 * DAY),
      lastSeenAt: at(3 * DAY),
      country: 'IT',
      city: 'Milan',
    },
    {
      name: 'Léa',
      email: 'lea@x.test',
      createdAt: at(DAY),
      lastSeenAt: at(40 * DAY),
      country: 'FR',
      city: 'Paris',
    },
    {
      name: 'Hans',
      email: 'hans@x.test',
      createdAt: at(5_000),
      lastSeenAt: at(5_000),
      country: 'DE',
      city: 'Berlin',
    },
    {
      name: 'Sofia',
      email: 'sofia@x.test',
      createdAt: at(20 * DAY),
      lastSeenAt: at(60 * MIN),
      country: 'IT',
      city: 'Rome',
    },
    { name: '  ', email: 'anonymous@x.test', createdAt: at(30 * DAY), lastSeenAt: null },
  ];
  const todayIso = new Date(seededAt - MIN).toISOString();
  seedDatabase(join(dataDir, 'avanzo.db'), {
    users: seeded,
    recipes: [
      { userEmail: 'giulia@x.test', title: 'Cacio e pepe', createdAt: todayIso },
      { userEmail: 'giulia@x.test', title: 'Panzanella', createdAt: todayIso },
      {
        userEmail: 'sofia@x.test',
        title: 'Minestrone',
        createdAt: new Date(seededAt - 3 * DAY).toISOString(),
      },
      { userEmail: 'sofia@x.test', title: 'Deleted', createdAt: todayIso, deleted: true },
    ],
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signedIn(
  account: Account,
  viewport?: { width: number; height: number },
): Promise<BrowserContext> {
  const context = viewport
    ? await browser.newContext({ viewport, baseURL: server.url })
    : await phoneContext(browser, { baseURL: server.url });
  await signIn(await context.newPage(), account);
  return context;
}

const value = (page: Page, key: string) => page.getByTestId(`value-${key}`).textContent();

describe('admin analytics', () => {
  it('shows the real figures of the database to the admin, with every user in the view-all list', async () => {
    const context = await signedIn(admin);
    const page = context.pages()[0]!;
    const errors = watchErrors(page);
    await page.getByTestId('nav-analytics').click();
    await page.waitForURL((url) => url.pathname === '/app/analytics');
    await page.getByTestId('value-online').waitFor();

    // Expected figures, from the seed and the rules (the admin was set up a moment ago).
    const now = Date.now();
    const midnight = now - (now % DAY);
    const everyone = [...seeded, { createdAt: seededAt, lastSeenAt: seededAt } as SeedUser];
    const count = (pick: (u: SeedUser) => boolean) => everyone.filter(pick).length;
    expect(await value(page, 'new-today')).toBe(String(count((u) => u.createdAt >= midnight)));
    const active = count((u) => u.lastSeenAt !== null && u.lastSeenAt >= now - 7 * DAY);
    expect(active).toBe(5);
    expect(await value(page, 'active')).toBe(String(active));
    expect(await page.getByTestId('stat-active').textContent()).toContain(
      text('en', 'analytics.activeShare', { percent: Math.round((active / 7) * 100) }),
    );
    expect(await value(page, 'online')).toBe('3');
    expect(await page.getByTestId('stat-online').textContent()).toContain(
      text('en', 'analytics.ofUsers', { total: 7 }),
    );
    expect(await value(page, 'recipes-today')).toBe(seededAt - MIN >= midnight ? '2' : '0');
    expect(await page.getByTestId('stat-recipes-today').textContent()).toContain(
      text('en', 'analytics.recipesTotal', { total: 3 }),
    );
    expect(await page.getByTestId('sample-note').count()).toBe(0);

    // Online: the admin, Hans and Giulia (newest heartbeat first); recent: the five newest accounts.
    expect(await page.getByTestId('online-users-item').locator('.a-user__name').allTextContents()).toEqual([
      'Chef',
      'Hans',
      'Giulia',
    ]);
    expect(await page.getByTestId('recent-users-item').locator('.a-user__name').allTextContents()).toEqual([
      'Chef',
      'Hans',
      'Léa',
      'Giulia',
      'Marco',
    ]);

    // Places: Italy first (3 users in 2 cities), Rome the top city.
    const countries = await page.getByTestId('top-countries').locator('.place__name').allTextContents();
    expect(countries).toEqual(['Italy', 'Germany', 'France']);
    expect(await page.getByTestId('top-countries').locator('.place__count').first().textContent()).toBe('3');
    expect(await page.getByTestId('top-cities').locator('.place__name').first().textContent()).toBe('Rome');

    // The memory bar's colour follows its percentage (green ≤ 75 %, yellow ≤ 90 %, red above).
    const percent = Number((await page.getByTestId('memory-percent').textContent())!.replace(/[^\d.]/g, ''));
    const tone = percent <= 75 ? 'good' : percent <= 90 ? 'warning' : 'critical';
    expect(await page.getByTestId('memory-bar').getAttribute('data-tone')).toBe(tone);
    const colour = await page
      .getByTestId('memory-bar')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(colour).toBe(
      { good: 'rgb(47, 158, 91)', warning: 'rgb(224, 176, 0)', critical: 'rgb(214, 64, 49)' }[tone],
    );
    expect(await page.getByTestId('perf-status').textContent()).toBe(text('en', `analytics.status.${tone}`));
    await screenshot(page, 'analytics-phone-en');
    await expectAccessible(page, { screen: 'analytics', themes: ['light', 'dark'] });
    await page.getByTestId('geolocation').scrollIntoViewIfNeeded();
    await screenshot(page, 'analytics-phone-more-en');

    await page.getByTestId('view-all-users').click();
    await page.getByTestId('all-users').waitFor();
    const items = page.getByTestId('all-users-item');
    expect(await items.count()).toBe(7);
    await expectAccessible(page, { screen: 'analytics / all users', themes: ['light', 'dark'] });
    const listed = await items.locator('.a-user__email').allTextContents();
    expect(listed.sort()).toEqual([...seeded.map((u) => u.email), ADMIN].sort());
    expect(await items.last().locator('.a-user__name').textContent()).toBe(
      text('en', 'analytics.nameMissing'),
    );
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await context.close();

    const desk = await signedIn(admin, { width: 1280, height: 800 });
    const wide = desk.pages()[0]!;
    await wide.goto('/app/analytics');
    await wide.getByTestId('value-online').waitFor();
    await wide.getByTestId('top-cities').waitFor();
    await screenshot(wide, 'analytics-desktop-en');
    await expectAccessible(wide, { screen: 'analytics, large screen' });
    await desk.close();

    // The same dashboard in Italian, on a phone.
    await setLanguageViaApi(admin, 'it', server.url);
    const italian = await signedIn(admin);
    const it = italian.pages()[0]!;
    await it.waitForFunction(() => document.documentElement.lang === 'it');
    await it.goto('/app/analytics');
    await it.getByTestId('value-online').waitFor();
    expect(await it.locator('h1').textContent()).toBe(text('it', 'analytics.title'));
    // Countries are named in the interface language.
    expect(await it.getByTestId('top-countries').locator('.place__name').allTextContents()).toEqual([
      'Italia',
      'Germania',
      'Francia',
    ]);
    await screenshot(it, 'analytics-phone-it');
    await it.getByTestId('geolocation').scrollIntoViewIfNeeded();
    await screenshot(it, 'analytics-phone-more-it');
    await italian.close();
    await setLanguageViaApi(admin, 'en', server.url);
  });

  it('marks sample numbers as samples when the server cannot be reached', async () => {
    const context = await signedIn(admin);
    const page = context.pages()[0]!;
    await context.route('**/api/admin/**', (route) => route.abort('internetdisconnected'));
    await page.getByTestId('nav-analytics').click();
    await page.getByTestId('sample-note').waitFor();
    expect(await page.getByTestId('stat-online').textContent()).toContain(text('en', 'analytics.sampleTag'));
    expect(await page.getByTestId('sample-tag').count()).toBeGreaterThanOrEqual(4);
    await expectAccessible(page, { screen: 'analytics with sample numbers' });
    await context.close();
  });

  it('keeps a normal cook out: no menu entry, sent home, and refused by the API', async () => {
    const cook = await registerViaApi('Luca', uniqueEmail('luca'), 'kitchen-secret', server.url);
    const context = await signedIn(cook);
    const page = context.pages()[0]!;
    await page.getByTestId('nav-home').waitFor();
    expect(await page.getByTestId('nav-analytics').count()).toBe(0);
    expect(await page.locator('.bottom-nav a').count()).toBe(5);
    await page.goto('/app/analytics');
    await page.waitForURL((url) => url.pathname === '/app/home');
    for (const path of ['analytics', 'performance', 'geolocation', 'users/all']) {
      const res = await fetch(`${server.url}/api/admin/${path}`, {
        headers: { authorization: `Bearer ${cook.token}` },
      });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { code: string }).code).toBe('ADMIN_ONLY');
    }
    await context.close();
  });
});
