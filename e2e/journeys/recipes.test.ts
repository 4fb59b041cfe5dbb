import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  composeRecipes,
  composeReport,
  describeSuggestion,
  DISH_BY_ID,
  matchesFilter,
  type RecipeFilter,
} from '../../recipe-core/src/index';
import { launch, phoneContext, screenshot, watchErrors } from '../support/browser';
import { registerViaApi, setLanguageViaApi, uniqueEmail } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { text, type Lang } from '../support/catalogs';
import { freePort, startServer, type RunningServer } from '../support/server';
import { serviceWorkerActivated, signIn } from '../support/session';

let browser: Browser;
let composer: RunningServer;
let dataDir: string;

beforeAll(async () => {
  browser = await launch();
  // A server without an AI service: generation is the offline composer's.
  dataDir = mkdtempSync(join(tmpdir(), 'avanzo-recipes-e2e-'));
  composer = await startServer({ port: await freePort(), dataDir });
});
afterAll(async () => {
  await browser?.close();
  await composer?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const PICKS = ['egg', 'zucchini', 'onion', 'parmesan'];

/** Picks ingredients by hand on /app/camera and goes to /app/recipes with them. */
async function pick(page: Page, ids: readonly string[]) {
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
}

/** Waits until the list shows at least `count` recipe cards (the local store updates the list a moment later). */
const cardsAtLeast = (page: Page, count: number) =>
  page.waitForFunction((n) => document.querySelectorAll('[data-testid="recipe-card"]').length >= n, count);
const titles = (page: Page) => page.getByTestId('recipe-card').locator('h3').allTextContents();
const expectedRecipes = (language: Lang) =>
  composeRecipes({
    ingredients: PICKS.map((id) => ({ id, name: id })),
    servings: 4,
    difficulty: 'easy',
    maxCookingTime: 30,
    locale: language,
  }).map(({ recipe }) => recipe);
const expectedTitles = (language: Lang) => expectedRecipes(language).map((recipe) => recipe.title);

describe('recipes from the composer', () => {
  it('generates three recipes in Italian, filters, opens, saves, deletes and re-renders in German', async () => {
    const account = await registerViaApi('Chiara', uniqueEmail('chiara'), 'kitchen-secret', composer.url);
    await setLanguageViaApi(account, 'it', composer.url);
    const context = await phoneContext(browser, { baseURL: composer.url });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, account);
    await pick(page, PICKS);

    const card = page.getByTestId('generate-card');
    await card.waitFor();
    expect(await card.locator('.picked-chip').count()).toBe(4);
    expect(await page.getByTestId('pref-servings').inputValue()).toBe('4');
    expect(await page.getByTestId('pref-difficulty').inputValue()).toBe('easy');
    expect(await page.getByTestId('pref-time').inputValue()).toBe('30');
    await expectAccessible(page, { screen: 'recipes / generation form', themes: ['light', 'dark'] });
    await page.getByTestId('generate-recipes').click();
    await page.getByText(text('it', 'recipes.generateSuccess_other', { count: 3 })).waitFor();
    await page.getByTestId('recipe-source').getByText(text('it', 'recipes.source.composer')).waitFor();
    await cardsAtLeast(page, 3);
    expect((await titles(page)).sort()).toEqual(expectedTitles('it').sort());
    await page.getByTestId('generate-card').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('currentIngredients'))).toBeNull();
    await screenshot(page, 'recipes-it');
    await expectAccessible(page, { screen: 'recipes / list', themes: ['light', 'dark'] });

    // Each filter keeps exactly what the composer tagged: the dishes with parmigiano are not vegetarian, and
    // none of the three is tagged healthy (so that filter shows the empty state); quick keeps all three.
    const under = (filter: RecipeFilter) =>
      expectedRecipes('it').filter((recipe) =>
        matchesFilter(
          {
            totalMinutes: recipe.cookingTime.total,
            difficulty: recipe.difficulty ?? null,
            tags: recipe.tags ?? [],
          },
          filter,
        ),
      ).length;
    expect(under('vegetarian')).toBeLessThan(3);
    expect(under('healthy')).toBe(0);
    await page.getByTestId('filter-vegetarian').click();
    await expect.poll(() => page.getByTestId('recipe-card').count()).toBe(under('vegetarian'));
    await page.getByTestId('filter-healthy').click();
    await page.getByText(text('it', 'recipes.filterEmpty')).waitFor();
    await expectAccessible(page, { screen: 'recipes / nothing under a filter' });
    await page.getByTestId('filter-quick').click();
    expect(await page.getByTestId('recipe-card').count()).toBe(3);
    await page.getByTestId('filter-all').click();

    const firstTitle = (await titles(page))[0]!;
    await page.getByTestId('recipe-view').first().click();
    const modal = page.getByTestId('recipe-modal');
    await modal.waitFor();
    expect(await modal.locator('.recipe-steps li').count()).toBeGreaterThan(2);
    // The dish's own ingredients, one line each; salt, pepper and oil are in the pantry note, not listed.
    const opened = expectedRecipes('it').find((recipe) => recipe.title === firstTitle)!;
    expect(await modal.locator('.recipe-ingredients li').count()).toBe(opened.ingredients.length);
    expect(await modal.locator('.recipe-ingredients').innerText()).not.toMatch(/\bsale\b|\bpepe\b|\bolio\b/i);
    await modal.getByText(/Dalla dispensa: sale, pepe nero/).waitFor();
    await page.getByTestId('cooking-note').waitFor();
    await screenshot(page, 'recipe-modal-it');
    await expectAccessible(page, { screen: 'recipes / recipe modal', themes: ['light', 'dark'] });
    await page.getByTestId('modal-save').click();
    await page.getByText(text('it', 'recipes.saveSuccess')).waitFor();
    await page.getByText(text('it', 'recipes.startTitle')).waitFor();
    await expectAccessible(page, { screen: 'recipes / start cooking? dialog', themes: ['light', 'dark'] });
    await page.getByTestId('start-cooking-cancel').click();
    await page.waitForURL((url) => url.pathname === '/app/saved');
    await page.getByTestId('saved-card').first().waitFor();
    await screenshot(page, 'saved-it');

    await page.goto('/app/recipes');
    const saved = page.getByTestId('recipe-card').filter({ hasText: firstTitle });
    expect(await saved.getByTestId('recipe-heart').getAttribute('aria-pressed')).toBe('true');

    // Delete another one, with confirmation.
    const other = page.getByTestId('recipe-card').filter({ hasNotText: firstTitle }).first();
    await other.getByTestId('recipe-delete').click();
    await page.getByTestId('delete-confirm').waitFor();
    await expectAccessible(page, { screen: 'recipes / delete confirmation', themes: ['light', 'dark'] });
    await page.getByTestId('delete-confirm').click();
    await page.getByText(text('it', 'recipes.deleteSuccess')).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="recipe-card"]').length === 2);

    // Switching the language re-renders the composed recipes.
    await page.getByTestId('nav-profile').click();
    await page.getByTestId('profile-language').click();
    await page.getByRole('radio', { name: 'Deutsch' }).click();
    await page.getByText(text('de', 'profile.languageSaved')).waitFor();
    await page.keyboard.press('Escape');
    await page.goto('/app/recipes');
    await page.getByText(text('de', 'recipes.title')).waitFor();
    const german = await titles(page);
    expect(german).toHaveLength(2);
    for (const title of german) expect(expectedTitles('de')).toContain(title);
    await screenshot(page, 'recipes-de');
    await page.getByTestId('recipe-view').first().click();
    await page.getByTestId('recipe-modal').waitFor();
    await screenshot(page, 'recipe-modal-de');
    await expectAccessible(page, { screen: 'recipes / recipe modal, saved (de)' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('composes on the device when the server is unreachable', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'avanzo-offline-recipes-'));
    const server = await startServer({ port: await freePort(), dataDir: dir });
    try {
      const account = await registerViaApi('Theo', uniqueEmail('theo'), 'kitchen-secret', server.url);
      const context = await phoneContext(browser, { baseURL: server.url });
      const page = await context.newPage();
      await signIn(page, account);
      expect(await serviceWorkerActivated(page)).toBe('activated');
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await server.stop();
      await pick(page, ['egg', 'tomato', 'basil']);
      await page.getByTestId('generate-recipes').click();
      await page.getByTestId('recipe-source').getByText(text('en', 'recipes.source.device')).waitFor();
      await cardsAtLeast(page, 1);
      await context.close();
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('one ingredient away', () => {
  it.each(['fr', 'de'] as const)(
    'offers named dishes one ingredient away (%s), and a tap adds it and cooks them',
    async (lang) => {
      const account = await registerViaApi(
        'Manon',
        uniqueEmail(`manon-${lang}`),
        'kitchen-secret',
        composer.url,
      );
      await setLanguageViaApi(account, lang, composer.url);
      const context = await phoneContext(browser, { baseURL: composer.url });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await signIn(page, account);
      const picks = ['spaghetti', 'bacon', 'parmesan'];
      await pick(page, picks);
      await page.getByTestId('pref-difficulty').selectOption('medium');
      await page.getByTestId('pref-time').selectOption('45');
      await page.getByTestId('generate-recipes').click();
      await page.getByTestId('recipe-source').waitFor();

      // The same library on the device: what it offers for these three, in the interface language.
      const report = composeReport({
        ingredients: picks.map((id) => ({ id, name: id })),
        servings: 4,
        difficulty: 'medium',
        maxCookingTime: 45,
        locale: lang,
      });
      const carbonara = report.suggestions.find((s) => s.add === 'egg');
      expect(carbonara, 'eggs away from a carbonara').toBeDefined();
      const offer = page.getByTestId('one-away-egg');
      await offer.waitFor();
      const described = describeSuggestion(carbonara!, lang)!;
      expect(await offer.innerText()).toContain(described.dish);
      expect(await offer.innerText()).toContain(
        text(lang, 'recipes.oneAway.add', { ingredient: described.ingredient }),
      );
      if (report.compositions.length < 3) await page.getByTestId('recipe-shortfall').waitFor();
      await screenshot(page, `one-away-${lang}`);
      await expectAccessible(page, { screen: 'recipes / one ingredient away', themes: ['light', 'dark'] });

      // A tap adds the eggs and cooks again: the carbonara is among the new recipes.
      await offer.click();
      await page.getByText(DISH_BY_ID.get(carbonara!.dish)!.names[lang], { exact: true }).first().waitFor();
      expect(
        JSON.parse((await page.evaluate(() => localStorage.getItem('lastIngredients'))) ?? '[]'),
      ).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'egg' })]));
      await page.getByTestId('one-away-egg').waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe('with more time', () => {
  it.each(['it', 'en'] as const)(
    'offers the braise a 30-minute evening keeps out (%s), and a tap allows the time and cooks it',
    async (lang) => {
      const account = await registerViaApi(
        'Bruno',
        uniqueEmail(`bruno-${lang}`),
        'kitchen-secret',
        composer.url,
      );
      await setLanguageViaApi(account, lang, composer.url);
      const context = await phoneContext(browser, { baseURL: composer.url });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await signIn(page, account);
      const picks = ['stewing-beef', 'carrot', 'onion', 'red-wine'];
      await pick(page, picks);
      // The app's defaults: 30 minutes, easy. No braise fits in them.
      await page.getByTestId('generate-recipes').click();
      await page.getByTestId('recipe-source').waitFor();

      const report = composeReport({
        ingredients: picks.map((id) => ({ id, name: id })),
        servings: 4,
        difficulty: 'easy',
        maxCookingTime: 30,
        locale: lang,
      });
      const braise = report.longer[0];
      expect(braise, 'a braise with more time').toBeDefined();
      const offer = page.getByTestId(`more-time-${braise!.dish}`);
      await offer.waitFor();
      const name = DISH_BY_ID.get(braise!.dish)!.names[lang];
      expect(await offer.innerText()).toContain(name);
      expect(await offer.innerText()).toContain(text(lang, 'recipes.minutes', { count: braise!.minutes }));
      await screenshot(page, `more-time-${lang}`);
      await expectAccessible(page, { screen: 'recipes / with more time', themes: ['light', 'dark'] });

      // A tap allows the time the braise needs and cooks again: it is among the new recipes.
      await offer.click();
      await page.getByTestId('recipe-card').getByText(name, { exact: true }).first().waitFor();
      await offer.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe('recipes from the AI service', () => {
  const control = (path: string, body: unknown) =>
    fetch(`${inject('fakeAiOrigin')}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('shows the AI recipe, and composes on the device when the AI key is refused', async () => {
    await control('/__reset', {});
    const account = await registerViaApi('Ravi', uniqueEmail('ravi'));
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await signIn(page, account);
    await pick(page, ['egg', 'tomato']);
    await control('/__enqueue', {
      content: JSON.stringify({
        title: 'Eggs in purgatory <script>alert(1)</script>',
        description: 'Eggs poached in a quick tomato sauce.',
        ingredients: [
          { name: 'eggs', amount: '4', unit: '', emoji: '🥚' },
          { name: 'tomatoes', amount: '400', unit: 'g' },
        ],
        instructions: ['Simmer the tomatoes 10 minutes.', 'Crack in the eggs and cook 6 minutes.'],
        cookingTime: 20,
        servings: 2,
        difficulty: 'easy',
        calories: 280,
        tags: ['vegetarian', 'quick'],
        tips: 'Mop up the sauce with stale bread.',
      }),
    });
    await page.getByTestId('generate-recipes').click();
    await page.getByTestId('recipe-source').getByText(text('en', 'recipes.source.ai')).waitFor();
    // AI text is shown as text, never run as HTML.
    await page.getByText('Eggs in purgatory <script>alert(1)</script>').waitFor();
    await expectAccessible(page, { screen: 'recipes / list with an AI recipe' });

    await pick(page, ['egg', 'zucchini']);
    await control('/__enqueue', { status: 401 });
    await page.getByTestId('generate-recipes').click();
    await page.getByText(text('en', 'recipes.aiErrors.AI_INVALID_KEY')).waitFor();
    await page.getByTestId('recipe-source').getByText(text('en', 'recipes.source.device')).waitFor();
    await cardsAtLeast(page, 2);
    await context.close();
  });
});
