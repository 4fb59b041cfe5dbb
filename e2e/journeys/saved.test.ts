import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, phoneContext, screenshot, watchErrors } from '../support/browser';
import { registerViaApi, uniqueEmail } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { text } from '../support/catalogs';
import { freePort, startServer, type RunningServer } from '../support/server';
import { signIn } from '../support/session';

let browser: Browser;
let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  browser = await launch();
  // No AI service: the composer writes the recipes, so titles are predictable.
  dataDir = mkdtempSync(join(tmpdir(), 'avanzo-saved-e2e-'));
  server = await startServer({ port: await freePort(), dataDir });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const cards = (page: Page) => page.getByTestId('saved-card');
const atLeast = (page: Page, testId: string, n: number) =>
  page.waitForFunction(
    ([id, count]) => document.querySelectorAll(`[data-testid="${id}"]`).length >= (count as number),
    [testId, n] as const,
  );

/** Picks eggs, courgette, onion and parmesan, generates, and saves every recipe from its heart. */
async function saveSomeRecipes(page: Page): Promise<string[]> {
  await page.goto('/app/camera');
  await page.getByTestId('choose-manual').click();
  await page.getByTestId('quick-egg').click();
  await page.getByTestId('quick-onion').click();
  await page.getByTestId('ingredient-search').fill('zucch');
  await page.getByTestId('ingredient-zucchini').click();
  await page.getByTestId('ingredient-search').fill('parmes');
  await page.getByTestId('ingredient-parmesan').click();
  await page.getByTestId('generate').click();
  await page.waitForURL((url) => url.pathname === '/app/recipes');
  await page.getByTestId('generate-recipes').click();
  await atLeast(page, 'recipe-card', 3);
  const titles = await page.getByTestId('recipe-card').locator('h3').allTextContents();
  for (let i = 0; i < titles.length; i++) {
    await page.getByTestId('recipe-card').nth(i).getByTestId('recipe-heart').click();
    await page.getByTestId('start-cooking-cancel').click();
    await page.waitForURL((url) => url.pathname === '/app/saved');
    await page.goto('/app/recipes');
    await atLeast(page, 'recipe-card', 3);
  }
  return titles;
}

describe('saved recipes', () => {
  it('lists saved recipes, searches them, shares, unsaves, deletes, and shows the cooking result', async () => {
    const account = await registerViaApi('Lucia', uniqueEmail('lucia'), 'kitchen-secret', server.url);
    const context = await phoneContext(browser, { baseURL: server.url });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, account);
    const titles = await saveSomeRecipes(page);

    await page.getByTestId('nav-saved').click();
    await page.getByRole('heading', { name: text('en', 'saved.title') }).waitFor();
    await atLeast(page, 'saved-card', titles.length);
    expect((await cards(page).locator('h3').allTextContents()).sort()).toEqual([...titles].sort());
    // At most three tags, the rest counted.
    for (const card of await cards(page).all())
      expect(await card.locator('.recipe-tag:not(.recipe-tag--more)').count()).toBeLessThanOrEqual(3);
    await screenshot(page, 'saved-en');
    await expectAccessible(page, { screen: 'saved / list', themes: ['light', 'dark'] });

    // Search covers title, description and ingredients, ignoring case.
    await page.getByTestId('saved-search').fill('COURGETTE');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="saved-card"]').length >= 1);
    await page.getByTestId('saved-search').fill('no such dish');
    await page.getByTestId('saved-no-results').waitFor();
    await expectAccessible(page, { screen: 'saved / no search results', themes: ['light', 'dark'] });
    await page.getByText(text('en', 'saved.clearSearch')).click();
    await atLeast(page, 'saved-card', titles.length);

    // Share falls back to the clipboard in this browser.
    const first = cards(page).first();
    const firstTitle = (await first.locator('h3').textContent())!;
    await first.getByTestId('saved-share').click();
    await page.getByText(text('en', 'saved.copied')).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith(firstTitle)).toBe(true);
    expect(copied).toContain(`${text('en', 'saved.ingredientsHeading')}:\n- `);

    // Unsave one from its heart, delete another with confirmation.
    await first.getByTestId('saved-heart').click();
    await page.getByText(text('en', 'recipes.removeSuccess')).waitFor();
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="saved-card"]').length === n,
      titles.length - 1,
    );
    await cards(page).first().getByTestId('saved-view').click();
    await page.getByTestId('recipe-modal').waitFor();
    await expectAccessible(page, { screen: 'saved / recipe modal', themes: ['light', 'dark'] });
    await page.getByTestId('modal-delete').click();
    await page.getByTestId('delete-confirm').click();
    await page.getByText(text('en', 'recipes.deleteSuccess')).waitFor();
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="saved-card"]').length === n,
      titles.length - 2,
    );

    // A finished cooking session comes back with its message and time.
    await page.goto('/app/saved?message=Enjoy%20your%20meal!&time=12:34');
    await page
      .getByText(text('en', 'saved.completed', { message: 'Enjoy your meal!', time: '12:34' }))
      .waitFor();
    await expectAccessible(page, { screen: 'saved / after cooking' });
    expect(new URL(page.url()).search).toBe('');

    // Start cooking leaves for the cooking route with the recipe id.
    await cards(page).first().getByTestId('saved-cook').click();
    await page.waitForURL((url) => url.pathname.startsWith('/app/cooking/'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the empty state with a way to the recipes', async () => {
    const account = await registerViaApi('Mira', uniqueEmail('mira'), 'kitchen-secret', server.url);
    const context = await phoneContext(browser, { baseURL: server.url });
    const page = await context.newPage();
    await signIn(page, account);
    await page.getByTestId('nav-saved').click();
    await page.getByTestId('saved-empty').waitFor();
    await expectAccessible(page, { screen: 'saved / empty', themes: ['light', 'dark'] });
    await page.getByText(text('en', 'saved.browse')).click();
    await page.waitForURL((url) => url.pathname === '/app/recipes');
    await context.close();
  });
});
