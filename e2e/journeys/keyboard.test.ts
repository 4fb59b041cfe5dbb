import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, phoneContext, screenshot, watchErrors } from '../support/browser';
import { uniqueEmail } from '../support/accounts';
import { text } from '../support/catalogs';
import {
  byName,
  byTestId,
  expectFocusOn,
  expectVisibleFocus,
  focused,
  tabTo,
  traceFocus,
} from '../support/keyboard';
import { freePort, startServer, type RunningServer } from '../support/server';

let browser: Browser;
let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  browser = await launch();
  // No AI service: the composer writes the recipes, with several steps each.
  dataDir = mkdtempSync(join(tmpdir(), 'avanzo-keyboard-e2e-'));
  server = await startServer({ port: await freePort(), dataDir });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const path = (page: Page) => new URL(page.url()).pathname;
const onStep = (page: Page, current: number, total: number) =>
  page.waitForFunction(
    (label) => document.querySelector('[data-testid="cooking-step-of"]')?.textContent === label,
    text('en', 'cooking.stepOf', { current, total }),
  );

/** Types into the focused field, then moves on with Tab. */
async function typeInto(page: Page, field: string, value: string) {
  await tabTo(page, byName(field), `the ${field} field`);
  await page.keyboard.type(value);
}

// Everything below is done with page.keyboard only: no mouse, no click() or fill() on an element.
describe('keyboard only', () => {
  it('registers, picks ingredients, generates, saves and cooks a step without a mouse', async () => {
    const context = await phoneContext(browser, { baseURL: server.url });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await traceFocus(page);

    // Landing → get started.
    await page.goto('/');
    await page.locator('#hero-title').waitFor();
    await tabTo(page, byTestId('get-started'), 'the get-started link');
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/auth');

    // Registration: every field typed, the captcha answered, the terms ticked with Space.
    await page.getByTestId('register-form').waitFor();
    await typeInto(page, 'name', 'Kai');
    await expectVisibleFocus(page);
    await typeInto(page, 'email', uniqueEmail('kai'));
    await typeInto(page, 'new-password', 'tab-tab-enter');
    await typeInto(page, 'confirm-password', 'tab-tab-enter');
    const captcha = await tabTo(page, byName('captcha'), 'the captcha');
    const [, a, b] = /(\d+) \+ (\d+)/.exec(captcha.label) ?? [];
    await page.keyboard.type(String(Number(a) + Number(b)));
    await page.getByText(text('en', 'auth.captchaCorrect')).waitFor();
    await tabTo(page, byName('terms'), 'the terms checkbox');
    await page.keyboard.press('Space');
    expect(await page.getByLabel(text('en', 'auth.terms')).isChecked()).toBe(true);
    await expectVisibleFocus(page);
    await page.waitForTimeout(3_100); // the 3 s minimum of SPEC §5
    await tabTo(page, (f) => f.tag === 'button' && f.text === text('en', 'auth.registerSubmit'), 'submit');
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/app/home');
    await page.getByTestId('home-welcome').waitFor();

    // Camera → pick by hand: the focus moves to the picker's heading.
    await tabTo(page, byTestId('nav-camera'), 'the camera tab of the bottom navigation');
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/app/camera');
    // The camera screen is its own chunk: on a slow machine the home screen stays up while it loads.
    await page.getByTestId('choose-manual').waitFor();
    await tabTo(page, byTestId('choose-manual'), 'pick by hand');
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await page.getByTestId('manual-picker').waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await focused(page)).toMatchObject({ tag: 'h1', text: text('en', 'camera.manualTitle') });

    // Search, then pick from the results with Space; two quick-add chips with Enter and Space.
    await tabTo(page, byTestId('ingredient-search'), 'the ingredient search');
    await page.keyboard.type('zucch');
    await page.getByTestId('ingredient-zucchini').waitFor();
    await tabTo(page, byTestId('ingredient-zucchini'), 'the courgette result');
    await page.keyboard.press('Space');
    expect(await page.getByTestId('ingredient-zucchini').getAttribute('aria-pressed')).toBe('true');
    await tabTo(page, byTestId('quick-egg'), 'the eggs chip');
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await tabTo(page, byTestId('quick-onion'), 'the onion chip');
    await page.keyboard.press('Space');
    expect(await page.getByTestId('selected').locator('.picked-chip').count()).toBe(3);
    await tabTo(page, byTestId('generate'), 'generate recipes');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/app/recipes');
    await page.getByTestId('generate-recipes').waitFor();

    // Generate: the form goes away, and the focus lands on the list instead of the page's start.
    await tabTo(page, byTestId('generate-recipes'), 'the generate button');
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="recipe-card"]').length >= 1);
    await page.getByTestId('generate-card').waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.tagName === 'H2');
    expect(await focused(page)).toMatchObject({ tag: 'h2', text: text('en', 'recipes.listTitle') });
    const title = (await page.getByTestId('recipe-card').first().locator('h3').textContent())!;

    // The recipe dialog: focus inside, Shift+Tab wraps within it, Escape closes and gives the focus back.
    await tabTo(page, byTestId('recipe-view'), 'the first view button');
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await page.getByTestId('recipe-modal').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('dialog');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toMatchObject({ testId: 'modal-save', inDialog: true });
    await page.keyboard.press('Tab');
    expect((await focused(page)).inDialog).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByTestId('recipe-modal').waitFor({ state: 'detached' });
    await expectFocusOn(page, 'recipe-view');
    await page.keyboard.press('Enter');
    await page.getByTestId('recipe-modal').waitFor();

    // Save for cooking → "Start cooking?" → start now.
    await tabTo(page, byTestId('modal-save'), 'save for cooking');
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await page.getByText(text('en', 'recipes.startTitle')).waitFor();
    await expectFocusOn(page, 'start-cooking-cancel');
    await screenshot(page, 'keyboard-start-cooking');
    await tabTo(page, byTestId('start-cooking-confirm'), 'start now');
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/app/cooking/'));
    await page.getByTestId('cooking').waitFor();
    expect(await page.locator('.cooking__title h1').textContent()).toBe(title);
    const steps = await page.locator('.overview-steps li').count();
    expect(steps).toBeGreaterThan(1);

    // Cooking tabs are a tab list: one stop for Tab, arrows move between them.
    await tabTo(page, byTestId('tab-step'), 'the step tab');
    await expectVisibleFocus(page);
    await page.keyboard.press('ArrowLeft');
    await expectFocusOn(page, 'tab-ingredients');
    expect(await page.getByTestId('tab-ingredients').getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('panel-ingredients').waitFor();

    // Tick every ingredient with Space.
    const boxes = await page.locator('[data-testid^="check-"]').count();
    for (let i = 0; i < boxes; i++) {
      await tabTo(page, byTestId(`check-${i}`), `ingredient ${i + 1}`);
      await page.keyboard.press('Space');
    }
    await page.getByTestId('ingredients-ready').waitFor();
    await screenshot(page, 'keyboard-ingredients');

    // Back to the step, then next, previous (which disables itself: the focus moves on) and next again.
    await tabTo(page, byTestId('tab-ingredients'), 'the ingredients tab', { back: true });
    await page.keyboard.press('ArrowRight');
    await expectFocusOn(page, 'tab-step');
    await page.getByTestId('step-text').waitFor();
    await tabTo(page, byTestId('step-next'), 'next step');
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await onStep(page, 2, steps);
    await tabTo(page, byTestId('step-prev'), 'previous step', { back: true });
    await page.keyboard.press('Enter');
    await onStep(page, 1, steps);
    await expectFocusOn(page, 'step-next');
    await page.keyboard.press('Enter');
    await onStep(page, 2, steps);

    // The exit prompt is a dialog too: Escape keeps cooking and gives the focus back to the exit button.
    await tabTo(page, byTestId('cooking-exit'), 'the exit button', { back: true });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await page.getByText(text('en', 'cooking.exitTitle')).waitFor();
    expect((await focused(page)).inDialog).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByText(text('en', 'cooking.exitTitle')).waitFor({ state: 'detached' });
    await expectFocusOn(page, 'cooking-exit');
    expect(path(page)).toMatch(/^\/app\/cooking\//);
    expect(errors).toEqual([]);
    await context.close();
  });
});
