import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, phoneContext, screenshot, watchErrors } from '../support/browser';
import { registerViaApi, setLanguageViaApi, uniqueEmail, type Account } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { text } from '../support/catalogs';
import { freePort, startServer } from '../support/server';
import { serviceWorkerActivated, signIn } from '../support/session';

let browser: Browser;
let cameraBrowser: Browser;
const fakeAi = () => inject('fakeAiOrigin');

async function control(path: string, body?: unknown) {
  const response = await fetch(`${fakeAi()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json() as Promise<unknown>;
}

beforeAll(async () => {
  [browser, cameraBrowser] = await Promise.all([launch(), launch({ fakeCamera: true })]);
});
afterAll(async () => {
  await browser?.close();
  await cameraBrowser?.close();
});
beforeEach(async () => {
  await control('/__reset', {});
});

const current = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('currentIngredients') ?? 'null') as unknown);
const selectedCount = (page: Page, testId = 'selected') =>
  page.getByTestId(testId).locator('.picked-chip').count();

/** A real PNG drawn by the browser: a red square on white. */
async function drawnPng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const context2d = canvas.getContext('2d')!;
    context2d.fillStyle = '#fff';
    context2d.fillRect(0, 0, 320, 240);
    context2d.fillStyle = '#d33';
    context2d.fillRect(100, 60, 120, 120);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

async function openCamera(context: BrowserContext, account: Account): Promise<Page> {
  const page = await context.newPage();
  await signIn(page, account);
  await page.goto('/app/camera');
  await page.getByTestId('choose-camera').click();
  await page.waitForFunction(() => {
    const video = document.querySelector<HTMLVideoElement>('[data-testid="camera-video"]');
    return video !== null && video.readyState >= 2 && video.videoWidth > 0;
  });
  return page;
}

describe('the manual picker', () => {
  it('works in Italian: search, a tile, quick add, remove, clear and the at-least-one rule', async () => {
    const account = await registerViaApi('Giulia', uniqueEmail('giulia'));
    await setLanguageViaApi(account, 'it');
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, account);
    // The greeting is in the account's language, not the sign-in page's.
    await page.getByText(text('it', 'auth.loginSuccess', { name: 'Giulia' })).waitFor();
    await page
      .getByRole('link', { name: text('it', 'shell.camera') })
      .first()
      .click();
    await page.getByText(text('it', 'camera.title')).waitFor();
    await screenshot(page, 'camera-choice-it');
    await expectAccessible(page, { screen: 'camera / choice', themes: ['light', 'dark'] });
    await page.getByTestId('choose-manual').click();

    // One character is not a search; two are, after the debounce.
    const search = page.getByTestId('ingredient-search');
    await search.fill('p');
    await page.getByText(text('it', 'camera.searchMinChars')).waitFor();
    await search.fill('pomo');
    const results = page.getByTestId('ingredient-results');
    await results.getByText(text('it', 'camera.resultsSearchTitle', { query: 'pomo' })).waitFor();
    const first = results.locator('.ingredient-tile').first();
    expect(await first.textContent()).toContain('pomodoro');
    expect(await results.locator('.ingredient-tile').count()).toBeLessThanOrEqual(20);
    await page.getByTestId('ingredient-tomato').click();
    expect(await page.getByTestId('ingredient-tomato').getAttribute('aria-pressed')).toBe('true');

    // A tile replaces the results with its category and says how many it holds.
    const cheeseTile = page.getByTestId('category-cheese');
    const tileCount = Number(
      (await cheeseTile.locator('.category-tile__count').textContent())?.match(/\d+/)?.[0],
    );
    expect(tileCount).toBeGreaterThanOrEqual(6);
    await cheeseTile.click();
    await page
      .getByText(
        text('it', 'camera.categoryFound', {
          count: tileCount,
          category: text('it', 'camera.categories.cheese'),
        }),
      )
      .waitFor();
    expect(await results.locator('.ingredient-tile').count()).toBe(Math.min(tileCount, 20));
    await page.getByTestId('ingredient-mozzarella').click();

    // Quick add: seven Italian staples.
    expect(await page.getByTestId('quick-add').locator('button').count()).toBe(7);
    await page.getByTestId('quick-basil').click();
    expect(await selectedCount(page)).toBe(3);
    await screenshot(page, 'picker-it');
    await expectAccessible(page, { screen: 'camera / manual picker', themes: ['light', 'dark'] });

    await page.getByRole('button', { name: text('it', 'camera.remove', { name: 'pomodoro' }) }).click();
    expect(await selectedCount(page)).toBe(2);
    await page.getByTestId('selected-clear').click();
    expect(await selectedCount(page)).toBe(0);

    await page.getByTestId('generate').click();
    await page.getByRole('alert').getByText(text('it', 'camera.selectAtLeastOne')).waitFor();
    await expectAccessible(page, { screen: 'camera / picker with the at-least-one message' });
    expect(new URL(page.url()).pathname).toBe('/app/camera');

    await page.getByTestId('quick-egg').click();
    await page.getByTestId('generate').click();
    await page.waitForURL((url) => url.pathname === '/app/recipes');
    expect(await current(page)).toEqual([{ id: 'egg', name: 'uovo', emoji: '🥚' }]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works offline with the server stopped: the catalog ships with the app', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'avanzo-offline-picker-'));
    const server = await startServer({ port: await freePort(), dataDir });
    try {
      const account = await registerViaApi('Otto', uniqueEmail('otto'), 'kitchen-secret', server.url);
      const context = await phoneContext(browser, { baseURL: server.url });
      const page = await context.newPage();
      await signIn(page, account);
      expect(await serviceWorkerActivated(page)).toBe('activated');
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

      // This server has no vision service: the choice says so, and a photo gets the 503 message.
      await page.goto('/app/camera');
      await page.getByText(text('en', 'camera.choiceCameraUnavailable')).waitFor();
      await page.getByTestId('upload-input').setInputFiles({
        name: 'fridge.png',
        mimeType: 'image/png',
        buffer: await drawnPng(page),
      });
      await page.getByText(text('en', 'camera.serviceUnavailable')).waitFor();
      await server.stop();

      await page.goto('/app/camera');
      await page.getByTestId('choose-manual').click();
      await page.getByTestId('ingredient-search').fill('kartoff');
      await page.getByTestId('ingredient-potato').click();
      await page.getByTestId('category-fruit').click();
      await page.getByTestId('ingredient-apple').click();
      expect(await selectedCount(page)).toBe(2);
      await page.getByTestId('generate').click();
      await page.waitForURL((url) => url.pathname === '/app/recipes');
      expect(await current(page)).toEqual([
        { id: 'potato', name: 'potato', emoji: expect.any(String) },
        { id: 'apple', name: 'apple', emoji: expect.any(String) },
      ]);
      await context.close();
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the camera', () => {
  // One cook for the camera journeys: each registration waits out the 3 s anti-bot minimum.
  let cook: Account;
  beforeAll(async () => {
    cook = await registerViaApi('Marco', uniqueEmail('marco'));
  });

  it('captures from the live camera, detects through the vision service, lets the cook edit, then generates', async () => {
    const account = cook;
    const context = await phoneContext(cameraBrowser);
    await context.grantPermissions(['camera']);
    const page = await openCamera(context, account);
    const errors = watchErrors(page);

    // The facing switch toggles between the back (environment) and front (user) camera.
    await expectAccessible(page, { screen: 'camera / live camera', themes: ['light', 'dark'] });
    const facing = page.getByTestId('facing');
    expect(await facing.textContent()).toBe(text('en', 'camera.facingEnvironmentShort'));
    await page.getByTestId('switch-camera').click();
    await page.waitForFunction(
      (label) => document.querySelector('[data-testid="facing"]')?.textContent === label,
      text('en', 'camera.facingUserShort'),
    );
    await page.waitForFunction(
      () => document.querySelector<HTMLVideoElement>('[data-testid="camera-video"]')!.readyState >= 2,
    );

    await control('/__enqueue', {
      delayMs: 600,
      content: JSON.stringify({
        ingredients: [
          { name: 'tomato', localName: 'tomato', confidence: 0.94 },
          { name: 'eggs', localName: 'eggs', confidence: 0.9 },
          { name: 'mozzarella', localName: 'mozzarella', confidence: 0.86 },
          { name: 'unicorn steak', confidence: 0.1 },
        ],
      }),
    });
    await page.getByTestId('capture').click();
    await page.getByTestId('scanning').waitFor();
    await page.getByText(text('en', 'camera.detected_other', { count: 3 })).waitFor();
    expect(await selectedCount(page, 'detected')).toBe(3);
    await screenshot(page, 'camera-result');
    await expectAccessible(page, { screen: 'camera / scan result', themes: ['light', 'dark'] });

    const calls = (await control('/__calls')) as Array<{ body: { messages: Array<{ content: unknown }> } }>;
    expect(calls).toHaveLength(1);
    expect(JSON.stringify(calls[0]?.body.messages)).toMatch(/"url":"data:image\/jpeg;base64,\/9j\//);

    // Edit before generating: remove one, add one by name.
    await page.getByRole('button', { name: text('en', 'camera.remove', { name: 'mozzarella' }) }).click();
    await page.getByTestId('add-search').fill('basil');
    await page.getByTestId('ingredient-basil').click();
    expect(await selectedCount(page, 'detected')).toBe(3);

    // Another photo of the same food adds nothing new, and says so.
    await page.getByTestId('add-more').click();
    await page.waitForFunction(
      () => document.querySelector<HTMLVideoElement>('[data-testid="camera-video"]')!.readyState >= 2,
    );
    await control('/__enqueue', { content: '{"ingredients":[{"name":"tomato","confidence":0.9}]}' });
    await page.getByTestId('capture').click();
    await page.getByText(text('en', 'camera.noNewIngredients')).waitFor();
    expect(await selectedCount(page, 'detected')).toBe(3);

    // A third photo with something new adds it and gives the running total.
    await page.getByTestId('add-more').click();
    await page.waitForFunction(
      () => document.querySelector<HTMLVideoElement>('[data-testid="camera-video"]')!.readyState >= 2,
    );
    await control('/__enqueue', {
      content: '{"ingredients":[{"name":"leek","confidence":0.9},{"name":"eggs","confidence":0.9}]}',
    });
    await page.getByTestId('capture').click();
    await page.getByText(text('en', 'camera.added_one', { added: 1, total: 4 })).waitFor();
    await page.getByRole('button', { name: text('en', 'camera.remove', { name: 'leek' }) }).click();
    expect(await selectedCount(page, 'detected')).toBe(3);

    await page.getByTestId('generate').click();
    await page.waitForURL((url) => url.pathname === '/app/recipes');
    expect(await current(page)).toEqual([
      { id: 'tomato', name: 'tomato', emoji: '🍅' },
      { id: 'egg', name: 'egg', emoji: '🥚' },
      { id: 'basil', name: 'basil', emoji: expect.any(String) },
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the spec messages for no food, a provider failure and a server error (with suggestions)', async () => {
    const account = cook;
    const context = await phoneContext(cameraBrowser);
    await context.grantPermissions(['camera']);
    const page = await openCamera(context, account);

    await control('/__enqueue', { content: '{"ingredients":[]}' });
    await page.getByTestId('capture').click();
    await page.getByText(text('en', 'camera.noIngredientsDetected')).waitFor();
    expect(await selectedCount(page, 'detected')).toBe(0);

    await page.getByTestId('restart').click();
    await page.waitForFunction(
      () => document.querySelector<HTMLVideoElement>('[data-testid="camera-video"]')!.readyState >= 2,
    );
    await control('/__enqueue', { status: 401 });
    await page.getByTestId('capture').click();
    await page.getByText(text('en', 'camera.analysisError')).waitFor();

    // The server itself never answers 500 on purpose; the browser stands in for a crashed server so the
    // screen's handling of SPEC §8's 500 case can be seen: four suggestions, none selected.
    await page.route('**/api/ingredients/detect', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"code":"INTERNAL_ERROR","message":"boom"}',
      }),
    );
    await page.getByTestId('restart').click();
    await page.waitForFunction(
      () => document.querySelector<HTMLVideoElement>('[data-testid="camera-video"]')!.readyState >= 2,
    );
    await page.getByTestId('capture').click();
    await page.getByText(text('en', 'camera.fallbackMessage')).waitFor();
    const suggestions = page.getByTestId('suggestions').locator('button');
    expect(await suggestions.count()).toBe(4);
    await expectAccessible(page, { screen: 'camera / scan result with suggestions' });
    expect(await selectedCount(page, 'detected')).toBe(0);
    await page.getByTestId('generate').click();
    await page.getByText(text('en', 'camera.noIngredientsToUse')).waitFor();
    await page.getByTestId('suggestion-potato').click();
    expect(await selectedCount(page, 'detected')).toBe(1);
    expect(await suggestions.count()).toBe(3);
    await context.close();
  });

  it('uploads a photo from the gallery and rejects a file that is not an image', async () => {
    const account = cook;
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await signIn(page, account);
    await page.goto('/app/camera');

    await page.getByTestId('upload-input').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('two eggs and a leek'),
    });
    await page.getByText(text('en', 'camera.selectValidImageFile')).waitFor();
    await page.getByTestId('camera-choice').waitFor();

    await control('/__enqueue', { content: '{"ingredients":[{"name":"red pepper","confidence":0.8}]}' });
    await page
      .getByTestId('upload-input')
      .setInputFiles({ name: 'fridge.png', mimeType: 'image/png', buffer: await drawnPng(page) });
    await page.getByText(text('en', 'camera.detected_one', { count: 1 })).waitFor();
    expect(await page.getByTestId('detected').textContent()).toMatch(/pepper/i);
    const calls = (await control('/__calls')) as unknown[];
    expect(JSON.stringify(calls)).toContain('data:image/jpeg;base64,');
    await context.close();
  });

  it('explains a refused camera and offers the gallery instead', async () => {
    const account = cook;
    // No fake-UI flag and no permission granted: Chromium refuses the camera, as when a user says no.
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await signIn(page, account);
    await page.goto('/app/camera');
    await page.getByTestId('choose-camera').click();
    const screen = page.getByTestId('camera-error');
    await screen.waitFor();
    const title = await screen.locator('h2').textContent();
    expect([
      text('en', 'camera.errors.denied.title'),
      text('en', 'camera.errors.previouslyDenied.title'),
      text('en', 'camera.errors.notFound.title'),
    ]).toContain(title);
    await screen.getByRole('button', { name: text('en', 'camera.testPermissions') }).click();
    await page.getByText(new RegExp(text('en', 'camera.permissionState', { state: '' }).trim())).waitFor();
    await screen.getByTestId('camera-retry').click();
    await screen.waitFor();
    await screenshot(page, 'camera-denied');
    await expectAccessible(page, { screen: 'camera / permission error', themes: ['light', 'dark'] });
    await context.close();
  });
});
