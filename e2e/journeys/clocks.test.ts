import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { setAccountActive } from '../../api/src/test/accountState';
import { launch, phoneContext, screenshot, watchErrors } from '../support/browser';
import { registerViaApi, setLanguageViaApi, uniqueEmail, type Account } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { text } from '../support/catalogs';
import { measuredSkew, setSkew, skewClock } from '../support/clock';
import { freePort, startServer, type RunningServer } from '../support/server';
import { signIn } from '../support/session';
import '../support/window';

const SECOND = 1_000;
const DAY = 24 * 60 * 60 * SECOND;

let browser: Browser;
let server: RunningServer;
let dataDir: string;
let ada: Account;
let brunoRegistered: Promise<Account>;

beforeAll(async () => {
  browser = await launch();
  // A server of its own: the journeys switch an account off in its database file.
  dataDir = mkdtempSync(join(tmpdir(), 'avanzo-clocks-e2e-'));
  server = await startServer({ port: await freePort(), dataDir });
  ada = await registerViaApi('Ada', uniqueEmail('ada'), 'kitchen-secret', server.url);
  // The second cook registers while the first journeys run (the anti-bot gap makes it take seconds).
  brunoRegistered = registerViaApi('Bruno', uniqueEmail('bruno'), 'kitchen-secret', server.url);
  brunoRegistered.catch(() => undefined);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const dbFile = () => join(dataDir, 'avanzo.db');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Listed = Array<{ id: string; title: string; saved: boolean }>;
/** [title, saved] pairs in title order. */
const titledSaved = (list: Listed) =>
  list
    .map((r): [string, boolean] => [r.title, r.saved])
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));

async function api<T>(account: Account, path: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const serverRecipes = (account: Account) => api<Listed>(account, '/api/recipes/all');

interface PullPage {
  cursor: string;
  hasMore: boolean;
  serverClock: string;
  serverTime: number;
  recipes: Array<{
    id: string;
    clocks: Record<string, string>;
    created: { hlc: string } | null;
    saved: { value: boolean; hlc: string } | null;
    deletedHlc: string | null;
  }>;
  activity: Array<{ hlc: string }>;
  clears: Array<{ hlc: string }>;
  profile: { clocks: Record<string, string> } | null;
}

/** Everything the server holds for the account (a pull from the start), as the clocks it carries. */
async function serverClocks(account: Account) {
  const stamps: Array<{ where: string; hlc: string }> = [];
  let cursor = '';
  let serverClock = '';
  for (let page = 0; page < 100; page++) {
    const reply = await api<PullPage>(account, `/api/sync/pull?cursor=${encodeURIComponent(cursor)}`);
    serverClock = reply.serverClock;
    for (const r of reply.recipes) {
      for (const [field, hlc] of Object.entries(r.clocks)) stamps.push({ where: `${r.id}.${field}`, hlc });
      if (r.created) stamps.push({ where: `${r.id}.created`, hlc: r.created.hlc });
      if (r.saved) stamps.push({ where: `${r.id}.saved`, hlc: r.saved.hlc });
      if (r.deletedHlc) stamps.push({ where: `${r.id}.deleted`, hlc: r.deletedHlc });
    }
    for (const a of reply.activity) stamps.push({ where: 'activity', hlc: a.hlc });
    for (const c of reply.clears) stamps.push({ where: 'clear', hlc: c.hlc });
    for (const [field, hlc] of Object.entries(reply.profile?.clocks ?? {}))
      stamps.push({ where: `profile.${field}`, hlc });
    cursor = reply.cursor;
    if (!reply.hasMore) break;
  }
  return { stamps, serverClock };
}

/** The milliseconds of an HLC string (`<15-digit ms>-<4 hex counter>-<node>`). */
function hlcMs(hlc: string): number {
  const match = /^(\d{15})-[0-9a-f]{4}-[A-Za-z0-9_-]{1,64}$/.exec(hlc);
  if (!match) throw new Error(`not a clock: ${hlc}`);
  return Number(match[1]);
}

/** No stamp the server holds, nor its own clock, is ahead of the real time. */
async function expectNoClockAhead(account: Account) {
  const { stamps, serverClock } = await serverClocks(account);
  const limit = Date.now() + SECOND;
  expect(stamps.length).toBeGreaterThan(0);
  expect(stamps.filter((s) => hlcMs(s.hlc) > limit)).toEqual([]);
  expect(hlcMs(serverClock)).toBeLessThanOrEqual(limit);
  return stamps;
}

/** Polls `check` until it returns a value, or fails with what it last saw. */
async function until<T>(what: string, check: () => Promise<T | null>, ms = 10 * SECOND): Promise<T> {
  const deadline = Date.now() + ms;
  let last: unknown = null;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== null) return value;
    } catch (error) {
      last = error;
    }
    await sleep(150);
  }
  throw new Error(`${what} did not happen within ${ms} ms${last ? ` (last: ${String(last)})` : ''}`);
}

const dataReady = (page: Page) => page.waitForFunction(() => window.__avanzoData !== undefined);
/** Syncs now and waits until the queue is empty and the engine idle. */
async function synced(page: Page) {
  await page.evaluate(() => window.__avanzoData!.syncNow());
  await page.waitForFunction(() => {
    const status = window.__avanzoData?.status();
    return status !== undefined && status.pending === 0 && status.state === 'idle';
  });
}

const PICKS = ['egg', 'zucchini', 'onion', 'parmesan'];

/** Picks ingredients by hand on /app/camera and generates recipes on /app/recipes, as a cook does. */
async function generate(page: Page, ids: readonly string[]) {
  await page.goto('/app/camera');
  await page.getByTestId('choose-manual').click();
  for (const id of ids) {
    const quick = page.getByTestId(`quick-${id}`);
    if (await quick.count()) await quick.click();
    else {
      await page.getByTestId('ingredient-search').fill(id.slice(0, 5));
      await page.getByTestId(`ingredient-${id}`).click();
      await page.getByTestId('ingredient-search').fill('');
    }
  }
  await page.getByTestId('generate').click();
  await page.waitForURL((url) => url.pathname === '/app/recipes');
  await page.getByTestId('generate-recipes').click();
  await page.getByTestId('generate-card').waitFor({ state: 'detached' });
}

const cardsAtLeast = (page: Page, count: number) =>
  page.waitForFunction((n) => document.querySelectorAll('[data-testid="recipe-card"]').length >= n, count);
const titles = (page: Page) => page.getByTestId('recipe-card').locator('h3').allTextContents();
const card = (page: Page, title: string) =>
  page.getByTestId('recipe-card').filter({ has: page.locator('h3', { hasText: title }) });
const heartPressed = (page: Page, title: string) =>
  card(page, title).getByTestId('recipe-heart').getAttribute('aria-pressed');

interface Sample {
  ms: number;
  titles: string[];
  saved: string[];
  refused: boolean;
}

/** What the recipe list shows, read every 50 ms for `ms` (in the page, so no reading is missed). */
function sampleList(page: Page, ms: number): Promise<Sample[]> {
  return page.evaluate(async (duration) => {
    const samples: Sample[] = [];
    const start = performance.now();
    while (performance.now() - start < duration) {
      const cards = Array.from(document.querySelectorAll('[data-testid="recipe-card"]'));
      const title = (c: Element) => c.querySelector('h3')?.textContent ?? '';
      samples.push({
        ms: Math.round(performance.now() - start),
        titles: cards.map(title).sort(),
        saved: cards
          .filter(
            (c) => c.querySelector('[data-testid="recipe-heart"]')?.getAttribute('aria-pressed') === 'true',
          )
          .map(title),
        refused: document.querySelector('[data-testid="refused-changes"]') !== null,
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return samples;
  }, ms);
}

/** The replies of the sync pushes the page gets (to see what the server re-stamped or refused). */
function watchPushReplies(page: Page) {
  const replies: Array<{ status: number; restamped: number; rejected: string[] }> = [];
  page.on('response', (response) => {
    if (!response.url().includes('/api/sync/push')) return;
    void response
      .json()
      .then((body: { restamped?: unknown[]; rejected?: Array<{ code: string }> }) =>
        replies.push({
          status: response.status(),
          restamped: body.restamped?.length ?? 0,
          rejected: (body.rejected ?? []).map((r) => r.code),
        }),
      )
      .catch(() => replies.push({ status: response.status(), restamped: 0, rejected: [] }));
  });
  return replies;
}

/** The account's id (the token's subject): its local database is `avanzo-<id>`. */
const userIdOf = (account: Account) =>
  (JSON.parse(Buffer.from(account.token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

/** One meta value of the page's local database, read with the raw IndexedDB API. */
function localMeta(page: Page, account: Account, key: string): Promise<unknown> {
  return page.evaluate(
    ({ name, key }) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('meta').objectStore('meta').get(key);
          get.onsuccess = () => {
            open.result.close();
            resolve((get.result as { value: unknown } | undefined)?.value);
          };
          get.onerror = () => reject(get.error);
        };
      }),
    { name: `avanzo-${userIdOf(account)}`, key },
  );
}

/** The journeys 1 and 2 follow one phone: its clock first a day fast, then set right. */
let phone: BrowserContext;
let page: Page;
let errors: string[];
let savedTitle: string;
let savedId: string;
let generated: string[];
/** A recipe with a title of its own (composed ones are re-rendered in the interface language). */
let tortillaId: string;

describe('sync with a wrong device clock', () => {
  it('a phone one day fast generates and saves: nothing disappears, and no stamp lands in the future', async () => {
    phone = await phoneContext(browser, { baseURL: server.url });
    await skewClock(phone, DAY);
    // The phone has not reached the sync server since its clock went wrong: every change it makes is
    // stamped a day ahead, and only the server can tell.
    await phone.route('**/api/sync/**', (route) => route.abort('internetdisconnected'));
    page = await phone.newPage();
    errors = watchErrors(page);
    const pushes = watchPushReplies(page);
    await signIn(page, ada);
    await dataReady(page);

    // The page's clock really is a day fast (Date.now, new Date(), Date()), and only the current time.
    expect(Math.abs((await measuredSkew(page)) - DAY)).toBeLessThan(2 * SECOND);
    const readings = await page.evaluate(() => {
      const real = performance.timeOrigin + performance.now();
      return {
        date: new Date().getTime() - real,
        call: Date.parse(Date()) - real,
        epoch: new Date(0).getTime(),
        isDate: new Date() instanceof Date,
      };
    });
    expect(Math.abs(readings.date - DAY)).toBeLessThan(2 * SECOND);
    expect(Math.abs(readings.call - DAY)).toBeLessThan(2 * SECOND);
    expect(readings.epoch).toBe(0);
    expect(readings.isDate).toBe(true);
    await page.waitForFunction(() => window.__avanzoData?.status().state === 'offline');

    await generate(page, PICKS);
    await page.getByText(text('en', 'recipes.generateSuccess_other', { count: 3 })).waitFor();
    await cardsAtLeast(page, 3);
    generated = (await titles(page)).sort();
    expect(generated).toHaveLength(3);
    savedTitle = generated[0]!;
    await card(page, savedTitle).getByTestId('recipe-heart').click();
    await page.getByText(text('en', 'recipes.saveSuccess')).waitFor();
    // "Start cooking now?" — not yet: keep browsing (the app shows the saved recipes), then back to the list.
    await page.getByTestId('start-cooking-cancel').click();
    await page.waitForURL((url) => url.pathname === '/app/saved');
    await page.getByTestId('nav-recipes').click();
    await page.waitForURL((url) => url.pathname === '/app/recipes');
    await cardsAtLeast(page, 3);
    expect(await heartPressed(page, savedTitle)).toBe('true');
    const local = await page.evaluate(() => window.__avanzoData!.recipes());
    savedId = local.find((r) => r.title === savedTitle)!.id;

    // The server is reachable again: the screen is read all along the sync and after it.
    await phone.unroute('**/api/sync/**');
    const watching = sampleList(page, 3_500);
    await synced(page);
    const samples = await watching;
    expect(samples.length).toBeGreaterThan(30);
    for (const sample of samples) {
      expect(sample, `at ${sample.ms} ms`).toEqual({
        ms: sample.ms,
        titles: generated,
        saved: [savedTitle],
        refused: false,
      });
    }
    // The server did re-stamp the day-ahead changes (the path under test), and refused none.
    await until('the push reply', async () => (pushes.length > 0 ? pushes : null), 5 * SECOND);
    expect(pushes.reduce((n, p) => n + p.restamped, 0)).toBeGreaterThan(0);
    expect(pushes.flatMap((p) => p.rejected)).toEqual([]);
    console.log(
      `one day fast: ${pushes.length} push(es), ${pushes.reduce((n, p) => n + p.restamped, 0)} change(s) re-stamped`,
    );

    const onServer = await serverRecipes(ada);
    expect(titledSaved(onServer)).toEqual(generated.map((title) => [title, title === savedTitle]));
    expect(onServer.map((r) => r.id).sort()).toEqual(local.map((r) => r.id).sort());
    await expectNoClockAhead(ada);
    // The phone's own clock came back from the future too: its next change is stamped now, not tomorrow.
    expect(hlcMs(String(await localMeta(page, ada, 'hlc')))).toBeLessThanOrEqual(Date.now() + SECOND);
    expect(await page.getByTestId('refused-changes').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('the clock is set right: new changes reach the server at once and the unsave wins', async () => {
    expect(page, 'runs after the one-day-fast journey').toBeDefined();
    await setSkew(page, 0);
    expect(Math.abs(await measuredSkew(page))).toBeLessThan(2 * SECOND);
    const pushes = watchPushReplies(page);

    // Unsave on screen, then one more recipe: both made with the clock right and the old offset known.
    const unsavedAt = Date.now();
    await card(page, savedTitle).getByTestId('recipe-heart').click();
    await page.getByText(text('en', 'recipes.removeSuccess')).waitFor();
    expect(await heartPressed(page, savedTitle)).toBe('false');
    const extra = {
      id: `clock-fixed-${unsavedAt}`,
      createdAt: new Date().toISOString(),
      title: 'Tortilla',
      description: 'Made once the clock was right',
      ingredients: [{ name: 'eggs', amount: '3', unit: '', emoji: '🥚' }],
      instructions: ['Beat the eggs', 'Cook gently'],
      cookingTime: { total: 15, prep: 5, cook: 10 },
      servings: 2,
      difficulty: 'easy' as const,
      calories: 320,
      tags: ['vegetarian'],
      tips: '',
      sourceIngredients: ['eggs'],
      isGenerated: true,
    };
    await page.evaluate((recipe) => window.__avanzoData!.writer.createRecipe(recipe), extra);
    tortillaId = extra.id;

    const started = Date.now();
    await page.evaluate(() => window.__avanzoData!.syncNow());
    const onServer = await until(
      'the unsave and the new recipe reaching the server',
      async () => {
        const all = await serverRecipes(ada);
        const unsaved = all.find((r) => r.id === savedId)?.saved === false;
        return unsaved && all.some((r) => r.id === extra.id) ? all : null;
      },
      5 * SECOND,
    );
    console.log(`clock fixed: on the server ${Date.now() - started} ms after syncNow()`);
    expect(titledSaved(onServer)).toEqual([...generated, extra.title].sort().map((title) => [title, false]));

    // The unsave is dated when it was made (not a day ago, not a day ahead).
    const stamps = await expectNoClockAhead(ada);
    const unsaveStamp = hlcMs(stamps.find((s) => s.where === `${savedId}.saved`)!.hlc);
    expect(unsaveStamp).toBeGreaterThanOrEqual(unsavedAt - 31 * SECOND);
    await page.waitForFunction(() => window.__avanzoData?.status().pending === 0);
    expect(pushes.flatMap((p) => p.rejected)).toEqual([]);

    await page.reload();
    await dataReady(page);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="recipe-card"]').length === 4);
    expect(await heartPressed(page, savedTitle)).toBe('false');
    // The reload kept the clock as it was set (right), not the context's day-fast start.
    expect(Math.abs(await measuredSkew(page))).toBeLessThan(2 * SECOND);
    expect(await page.getByTestId('refused-changes').count()).toBe(0);
    expect(errors).toEqual([]);
    await phone.close();
  });
});

describe('a deactivated account', () => {
  it('is signed out with a message, sends no request storm, and delivers its queue once reactivated', async () => {
    const bruno = await brunoRegistered;
    const context = await phoneContext(browser, { baseURL: server.url });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, bruno);
    await dataReady(page);
    const recipe = {
      id: 'deactivated-1',
      createdAt: new Date().toISOString(),
      title: 'Shakshuka',
      description: 'Eggs in tomato',
      ingredients: [{ name: 'eggs', amount: '4', unit: '', emoji: '🥚' }],
      instructions: ['Simmer the tomatoes', 'Crack in the eggs'],
      cookingTime: { total: 25, prep: 5, cook: 20 },
      servings: 2,
      difficulty: 'easy' as const,
      calories: 300,
      tags: ['vegetarian'],
      tips: '',
      sourceIngredients: ['eggs', 'tomato'],
      isGenerated: true,
    };
    await page.evaluate((r) => window.__avanzoData!.writer.createRecipe(r), recipe);
    await synced(page);
    expect((await serverRecipes(bruno)).map((r) => [r.id, r.saved])).toEqual([['deactivated-1', false]]);
    await page.goto('/app/recipes');
    await card(page, recipe.title).waitFor();
    // The start-up sync of the reloaded page is over: the next request the app sends is for the change.
    await synced(page);

    // Every sync request from the moment the account is switched off.
    const requests: Array<{ kind: 'push' | 'pull'; at: number }> = [];
    let first403: number | null = null;
    const onRequest = (request: Request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/sync/push' || path === '/api/sync/pull')
        requests.push({ kind: path.endsWith('push') ? 'push' : 'pull', at: Date.now() });
    };
    context.on('request', onRequest);
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/api/sync/') && response.status() === 403 && first403 === null)
        first403 = Date.now();
    });
    const deactivatedAt = Date.now();
    setAccountActive(dbFile(), bruno.email, false);

    await card(page, recipe.title).getByTestId('recipe-heart').click();
    await page.waitForURL((url) => url.pathname === '/auth');
    const message = page.getByText(text('en', 'auth.deactivatedSignedOut'));
    await message.waitFor();
    expect(await message.isVisible()).toBe(true);
    await screenshot(page, 'deactivated-signed-out-en');
    await expectAccessible(page, { screen: 'auth / signed out, account deactivated' });

    // The observation window: 20 s from the deactivation, whatever the app does meanwhile.
    await sleep(Math.max(0, deactivatedAt + 20 * SECOND - Date.now()));
    context.off('request', onRequest);
    const pushes = requests.filter((r) => r.kind === 'push').length;
    const pulls = requests.filter((r) => r.kind === 'pull').length;
    const after403 = requests.filter((r) => first403 !== null && r.at > first403);
    console.log(
      `deactivated: ${pushes} pushes, ${pulls} pulls in 20 s ` +
        `(after the first 403: ${after403.filter((r) => r.kind === 'push').length} pushes, ` +
        `${after403.filter((r) => r.kind === 'pull').length} pulls)`,
    );
    expect(first403).not.toBeNull();
    expect(after403.filter((r) => r.kind === 'push').length).toBeLessThanOrEqual(1);
    expect(after403.filter((r) => r.kind === 'pull').length).toBeLessThanOrEqual(1);
    expect(pushes + pulls).toBeLessThanOrEqual(3);
    expect(page.url()).toMatch(/\/auth$/);

    // Reactivated: the change made while deactivated is still waiting on this device, not on the server.
    setAccountActive(dbFile(), bruno.email, true);
    expect((await serverRecipes(bruno)).map((r) => [r.id, r.saved])).toEqual([['deactivated-1', false]]);

    // The cook signs in again on the same page (no reload), and the queued save arrives.
    await page.getByLabel(text('en', 'auth.email'), { exact: true }).fill(bruno.email);
    await page.getByLabel(text('en', 'auth.password'), { exact: true }).fill(bruno.password);
    await page.getByRole('button', { name: text('en', 'auth.loginSubmit') }).click();
    await page.waitForURL((url) => url.pathname === '/app/home');
    await dataReady(page);
    await until('the save made while deactivated reaching the server', async () => {
      const all = await serverRecipes(bruno);
      return all.length === 1 && all[0]!.saved ? all : null;
    });
    await page.waitForFunction(() => window.__avanzoData?.status().pending === 0);
    expect(await page.getByTestId('refused-changes').count()).toBe(0);
    // Signed in again, the deactivation notice is gone.
    await message.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});

describe('a change the server refuses', () => {
  it('is listed in the cook’s language until dismissed, and the recipe keeps its server title', async () => {
    await setLanguageViaApi(ada, 'it', server.url);
    const context = await phoneContext(browser, { baseURL: server.url });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, ada);
    await dataReady(page);
    await page.waitForFunction(() => document.documentElement.lang === 'it');
    await synced(page);
    await page.goto('/app/recipes');
    await cardsAtLeast(page, 4);
    await page.getByText(text('it', 'recipes.title')).first().waitFor();
    const target = (await serverRecipes(ada)).find((r) => r.id === tortillaId)!;
    expect(target.title).toBe('Tortilla');

    // A change from a newer app version, put straight into the outbox as that app would have.
    const userId = userIdOf(ada);
    const queued = await page.evaluate(
      ({ userId, recipeId }) =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open(`avanzo-${userId}`);
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            const tx = db.transaction(['meta', 'outbox'], 'readwrite');
            const meta = tx.objectStore('meta');
            const values: Record<string, unknown> = {};
            let read = 0;
            for (const key of ['clientId', 'nextSeq', 'hlc']) {
              const get = meta.get(key);
              get.onsuccess = () => {
                values[key] = (get.result as { value: unknown } | undefined)?.value;
                if (++read < 3) return;
                const stored = /^(\d{15})-([0-9a-f]{4})-(.+)$/.exec(String(values.hlc));
                if (!stored) return reject(new Error(`no clock stored: ${String(values.hlc)}`));
                const storedMs = Number(stored[1]);
                const now = Date.now();
                const [ms, counter] = now > storedMs ? [now, 0] : [storedMs, parseInt(stored[2]!, 16) + 1];
                const hlc = `${String(ms).padStart(15, '0')}-${counter.toString(16).padStart(4, '0')}-${stored[3]}`;
                const seq = values.nextSeq as number;
                tx.objectStore('outbox').add({
                  clientId: values.clientId,
                  seq,
                  v: 2,
                  hlc,
                  at: now,
                  name: 'recipe.patch',
                  args: { id: recipeId, fields: { title: 'Nuovo titolo' } },
                });
                meta.put({ key: 'nextSeq', value: seq + 1 });
                meta.put({ key: 'hlc', value: hlc });
              };
            }
            tx.oncomplete = () => {
              db.close();
              resolve(values.nextSeq as number);
            };
            tx.onerror = () => reject(tx.error);
          };
        }),
      { userId, recipeId: target.id },
    );
    expect(queued).toBeGreaterThan(0);
    await synced(page);

    const notice = page.getByTestId('refused-changes');
    await notice.waitFor();
    expect(await notice.getByRole('heading').textContent()).toBe(text('it', 'shell.refused.title'));
    const what = text('it', 'shell.refused.titled', {
      kind: text('it', 'shell.refused.kind.recipePatch'),
      subject: target.title,
    });
    expect(await notice.locator('li').allTextContents()).toEqual([
      text('it', 'shell.refused.item', { what, why: text('it', 'shell.refused.reason.outdated') }),
    ]);
    expect(await notice.getByTestId('refused-dismiss').textContent()).toBe(
      text('it', 'shell.refused.dismiss'),
    );
    await screenshot(page, 'refused-changes-it');
    await expectAccessible(page, { screen: 'shell / refused changes (it)', themes: ['light', 'dark'] });

    // The recipe keeps the title the server has, on the server and on screen.
    expect((await serverRecipes(ada)).find((r) => r.id === target.id)!.title).toBe(target.title);
    expect(
      (await page.evaluate(() => window.__avanzoData!.recipes())).find((r) => r.id === target.id)!.title,
    ).toBe(target.title);
    await card(page, target.title).waitFor();
    expect(await page.getByText('Nuovo titolo', { exact: true }).count()).toBe(0);

    await notice.getByTestId('refused-dismiss').click();
    await notice.waitFor({ state: 'detached' });
    await page.reload();
    await dataReady(page);
    await cardsAtLeast(page, 4);
    expect(await page.getByTestId('refused-changes').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
