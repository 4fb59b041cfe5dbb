import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch, phoneContext, screenshot, watchErrors } from '../support/browser';
import { registerViaApi, uniqueEmail } from '../support/accounts';
import { signIn } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const control = (path: string, body: unknown) =>
  fetch(`${inject('fakeAiOrigin')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** What a hostile (or confused) model could write into every recipe field the screens show. */
const TITLE = `Eggs <img src=x onerror="window.__xss='title'"> "><svg onload=window.__xss='svg'> {{name}}`;
const DESCRIPTION = `<script>window.__xss='description'</script>Soft eggs & 'tomato' $t(common.appName)`;
const INGREDIENT = `<img src=x onerror=window.__xss='ingredient'>eggs`;
const UNIT = '<b>cups</b>';
const INGREDIENT_2 = `tomato <iframe src="javascript:window.__xss='iframe'"></iframe>`;
const STEP_1 = `Crack "><script>window.__xss='step'</script> the eggs.`;
const STEP_2 = `<a href="javascript:window.__xss='link'">Stir</a> for 2 minutes.`;
const STEP_3 = `Serve </li><li onclick="window.__xss='li'">at once`;
const TIP = `<style>body{display:none}</style>Eat warm`;
const TAG = `<svg onload=window.__xss='tag'>`;

const PAYLOAD = {
  title: TITLE,
  description: DESCRIPTION,
  ingredients: [
    { name: INGREDIENT, amount: '2', unit: UNIT, emoji: '🥚' },
    { name: INGREDIENT_2, amount: '1', unit: '' },
  ],
  instructions: [STEP_1, STEP_2, STEP_3],
  cookingTime: 15,
  servings: 2,
  difficulty: 'easy',
  calories: 300,
  tags: [TAG, 'quick'],
  tips: TIP,
};

/** Anything a payload could have turned into markup, inside `scope`. */
const INJECTED =
  'img[src="x"], script, iframe, style, object, embed, [onerror], [onload], [onclick], a[href^="javascript:" i], svg:not([aria-hidden="true"])';

/**
 * The payloads ran nowhere: no `window.__xss`, no element made from them inside the recipe content,
 * no Content-Security-Policy violation reported by the page since it opened.
 */
async function expectInert(page: Page, scope: string, cspViolations: string[]) {
  const state = await page.evaluate(
    ({ scope, selector }) => {
      const roots = Array.from(document.querySelectorAll(scope));
      return {
        roots: roots.length,
        xss: (window as { __xss?: unknown }).__xss ?? null,
        injected: roots.flatMap((root) =>
          Array.from(root.querySelectorAll(selector)).map((el) => el.outerHTML.slice(0, 120)),
        ),
      };
    },
    { scope, selector: INJECTED },
  );
  expect(state.roots, `no ${scope} on the page`).toBeGreaterThan(0);
  expect({ ...state, csp: cspViolations }).toEqual({ roots: state.roots, xss: null, csp: [], injected: [] });
}

/** The literal text is on screen, character for character. */
async function expectLiteral(locator: Locator, literal: string) {
  await locator.waitFor();
  expect(await locator.isVisible()).toBe(true);
  expect(await locator.textContent()).toContain(literal);
}

describe('AI text is shown as text', () => {
  it('shows HTML, script and template payloads literally on every screen that shows a recipe', async () => {
    await control('/__reset', {});
    const account = await registerViaApi('Mallory', uniqueEmail('mallory'));
    const context = await phoneContext(browser);
    // Every document of this context reports CSP violations, from before its first script, to this list
    // (through a DevTools binding, which the policy does not govern), so none is lost to a navigation.
    const csp: string[] = [];
    await context.exposeBinding('__reportCsp', (_source, violation: string) => void csp.push(violation));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { __reportCsp(v: string): void }).__reportCsp(
          `${event.violatedDirective}: ${event.blockedURI} ${event.sample}`,
        ),
      );
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, account);
    // The listener works: an inline script the page itself adds is refused and reported.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__xss = "canary"';
      document.body.append(script);
    });
    await expect.poll(() => csp.length).toBe(1);
    expect(csp[0]).toMatch(/^script-src/);
    csp.length = 0;

    // Pick two ingredients, and the model answers with the payloads in every field.
    await page.goto('/app/camera');
    await page.getByTestId('choose-manual').click();
    await page.getByTestId('quick-egg').click();
    await page.getByTestId('quick-tomato').click();
    await page.getByTestId('generate').click();
    await page.waitForURL((url) => url.pathname === '/app/recipes');
    await control('/__enqueue', { content: JSON.stringify(PAYLOAD) });
    await page.getByTestId('generate-recipes').click();
    await page.getByTestId('recipe-card').first().waitFor();

    // Recipes list.
    const card = page.getByTestId('recipe-card').filter({ hasText: 'Eggs' });
    await expectLiteral(card.locator('h3'), TITLE);
    await expectLiteral(card.locator('.recipe-card__text'), DESCRIPTION);
    expect(await card.textContent()).toContain(TAG);
    expect(await card.getByTestId('recipe-heart').getAttribute('aria-label')).toContain(TITLE);
    await expectInert(page, '[data-testid="recipe-list"]', csp);
    await screenshot(page, 'payload-recipes');

    // Recipe modal.
    await card.getByTestId('recipe-view').click();
    const modal = page.getByRole('dialog');
    await expectLiteral(modal.getByRole('heading', { level: 2 }), TITLE);
    await expectLiteral(modal.locator('.recipe-detail__description'), DESCRIPTION);
    await expectLiteral(modal.locator('.recipe-ingredients li').nth(0), INGREDIENT);
    await expectLiteral(modal.locator('.recipe-ingredients li').nth(0), UNIT);
    await expectLiteral(modal.locator('.recipe-ingredients li').nth(1), INGREDIENT_2);
    for (const [i, step] of [STEP_1, STEP_2, STEP_3].entries())
      await expectLiteral(modal.locator('.recipe-steps > li').nth(i), step);
    expect(await modal.locator('.recipe-steps > li').count()).toBe(3);
    await expectLiteral(modal.locator('.tip'), TIP);
    await screenshot(page, 'payload-modal');
    await expectInert(page, '[role="dialog"]', csp);
    await page.keyboard.press('Escape');

    // The delete question quotes the title; nothing in it is read as a template or as markup.
    await card.getByTestId('recipe-delete').click();
    await expectLiteral(page.getByRole('dialog').locator('.modal__body'), TITLE);
    await expectInert(page, '[role="dialog"]', csp);
    await page.getByTestId('delete-cancel').click();

    // Save: "Start cooking?" quotes it too; keep browsing goes to the saved list.
    await card.getByTestId('recipe-heart').click();
    await expectLiteral(page.getByRole('dialog').locator('.modal__body'), TITLE);
    await page.getByTestId('start-cooking-cancel').click();
    await page.waitForURL((url) => url.pathname === '/app/saved');

    // Saved list and its modal.
    const saved = page.getByTestId('saved-card').filter({ hasText: 'Eggs' });
    await expectLiteral(saved.locator('h3'), TITLE);
    await expectLiteral(saved.locator('.recipe-card__text'), DESCRIPTION);
    await expectInert(page, '[data-testid="saved-list"]', csp);
    await screenshot(page, 'payload-saved');
    await saved.getByTestId('saved-view').click();
    await expectLiteral(page.getByRole('dialog').getByRole('heading', { level: 2 }), TITLE);
    await expectLiteral(page.getByRole('dialog').locator('.recipe-steps > li').nth(1), STEP_2);
    await expectInert(page, '[role="dialog"]', csp);
    await page.keyboard.press('Escape');

    // Cooking mode: title, checklist, current step, overview.
    await saved.getByTestId('saved-cook').click();
    await page.getByTestId('cooking').waitFor();
    await expectLiteral(page.locator('.cooking__title h1'), TITLE);
    await expectLiteral(page.getByTestId('step-text'), STEP_1);
    await page.getByTestId('tab-ingredients').click();
    await expectLiteral(page.locator('.checklist li').nth(0), INGREDIENT);
    await expectLiteral(page.locator('.checklist li').nth(1), INGREDIENT_2);
    await page.getByTestId('tab-overview').click();
    await expectLiteral(page.getByTestId('overview-step-2'), STEP_3);
    await screenshot(page, 'payload-cooking-overview');
    await expectInert(page, '[data-testid="cooking"]', csp);

    // Home's recent activity lists the title.
    await page.goto('/app/home');
    await expectLiteral(page.getByTestId('activity-item').filter({ hasText: 'Eggs' }), TITLE);
    await expectInert(page, '[data-testid="activity-list"]', csp);

    // The cooking route also takes a JSON-encoded recipe in its address (SPEC §2): the same holds there.
    await page.goto(`/app/cooking/${encodeURIComponent(JSON.stringify({ ...PAYLOAD, id: 'from-url' }))}`);
    await page.getByTestId('cooking').waitFor();
    await expectLiteral(page.locator('.cooking__title h1'), TITLE);
    await expectLiteral(page.getByTestId('step-text'), STEP_1);
    await expectInert(page, '[data-testid="cooking"]', csp);

    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });
});
