import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, phoneContext, screenshot, watchErrors } from '../support/browser';
import { registerViaApi, setLanguageViaApi, uniqueEmail } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { text } from '../support/catalogs';
import { signIn } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Picks three ingredients by hand and generates recipes from them. */
async function generate(page: Page) {
  await page.getByTestId('nav-camera').click();
  await page.getByTestId('choose-manual').click();
  await page.getByTestId('quick-egg').click();
  await page.getByTestId('quick-onion').click();
  await page.getByTestId('generate').click();
  await page.waitForURL((url) => url.pathname === '/app/recipes');
  await page.getByTestId('generate-recipes').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="recipe-card"]').length >= 1);
  return page.getByTestId('recipe-card').locator('h3').allTextContents();
}

const bannerShown = async (page: Page) => {
  await page.getByTestId('home-welcome').waitFor();
  await page.getByTestId('donation-footer').waitFor();
  return (await page.getByTestId('donation-banner').count()) === 1;
};

describe('home', () => {
  it('starts empty, then lists the generated recipes with a relative time that moves on', async () => {
    const account = await registerViaApi('Marta', uniqueEmail('marta'));
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.clock.install();
    const errors = watchErrors(page);
    await signIn(page, account);

    expect(await page.getByTestId('home-welcome').textContent()).toBe(
      text('en', 'home.welcome', { name: 'Marta' }),
    );
    await page.getByTestId('activity-empty').waitFor();
    await page.getByTestId('sync-status').waitFor();
    await screenshot(page, 'home-empty-en');
    await expectAccessible(page, { screen: 'home, empty, with the banner', themes: ['light', 'dark'] });
    // The empty state's button starts the main job.
    await page.getByTestId('activity-empty').getByRole('link').click();
    await page.waitForURL((url) => url.pathname === '/app/camera');

    const titles = await generate(page);
    await page.getByTestId('nav-home').click();
    await page.getByTestId('activity-list').waitFor();
    const items = page.getByTestId('activity-item');
    expect(await items.count()).toBe(Math.min(titles.length, 5));
    const shown = await items.locator('.activity__title').allTextContents();
    expect(shown.sort()).toEqual([...titles].sort());
    const now = new Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(0, 'second');
    expect(await items.first().getByTestId('activity-time').textContent()).toBe(now);
    expect(await items.first().textContent()).toContain(text('en', 'home.activityGenerated'));

    // Five minutes later the same list says so, without a reload.
    await page.clock.runFor(5 * 60_000 + 1_000);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="activity-time"]')?.textContent === '5 minutes ago',
    );
    await screenshot(page, 'home-activity-en');
    await expectAccessible(page, { screen: 'home with recent activity', themes: ['light', 'dark'] });

    // The activity is stored on the device: it is there after a reload too.
    await page.reload();
    await page.getByTestId('activity-list').waitFor();
    expect(await page.getByTestId('activity-item').count()).toBe(Math.min(titles.length, 5));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the donation banner on the first visit, then again on the 5th visit after it was closed', async () => {
    const account = await registerViaApi('Nico', uniqueEmail('nico'));
    await setLanguageViaApi(account, 'it');
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await signIn(page, account);
    await page.waitForFunction(() => document.documentElement.lang === 'it');

    // Visit 1: never shown before, so it shows; closing it stores the time.
    expect(await bannerShown(page)).toBe(true);
    await screenshot(page, 'home-banner-it');
    await page.getByTestId('banner-close').click();
    await page.getByTestId('donation-banner').waitFor({ state: 'detached' });
    expect(
      Number(await page.evaluate(() => localStorage.getItem('donationBannerLastShown'))),
    ).toBeGreaterThan(0);

    const seen: boolean[] = [];
    for (let visit = 2; visit <= 5; visit++) {
      await page.getByTestId('nav-saved').click();
      await page.waitForURL((url) => url.pathname === '/app/saved');
      // Home really left the screen (so coming back is a new visit), not just the address changed.
      await page.getByTestId('home-welcome').waitFor({ state: 'detached' });
      await page.getByTestId('nav-home').click();
      seen.push(await bannerShown(page));
    }
    expect(seen).toEqual([false, false, false, true]);
    expect(await page.evaluate(() => localStorage.getItem('homeVisitCount'))).toBe('5');

    // Using it opens the donation dialog (and also stores the time).
    const before = await page.evaluate(() => localStorage.getItem('donationBannerLastShown'));
    await page.getByTestId('banner-donate').click();
    await page.getByTestId('donation-modal').waitFor();
    await expectAccessible(page, { screen: 'home / donation dialog (it)', themes: ['light', 'dark'] });
    await page.keyboard.press('Escape');
    await page.getByTestId('donation-banner').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('donationBannerLastShown'))).not.toBe(before);
    await context.close();
  });
});
