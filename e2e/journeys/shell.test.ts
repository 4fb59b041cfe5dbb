import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseURL, launch, phoneContext } from '../support/browser';
import { registerViaApi, uniqueEmail } from '../support/accounts';
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

describe('signed-in layout', () => {
  it('sends a heartbeat, offers donating, and shows a supporter the badge instead', async () => {
    const account = await registerViaApi('Anna', uniqueEmail('anna'));
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const heartbeat = page.waitForRequest((r) => r.url().endsWith('/api/heartbeat') && r.method() === 'POST');
    await signIn(page, account);
    await heartbeat;
    // The donate button opens the donation dialog; this server has no payment page configured, so
    // the dialog says so and the button to the payment page is off.
    await page.getByTestId('donate-button').click();
    await page.getByTestId('donation-modal').waitFor();
    await page.getByText(text('en', 'donate.notConfigured')).waitFor();
    expect(await page.getByTestId('donation-open').isDisabled()).toBe(true);
    await expectAccessible(page, { screen: 'donation dialog, no payment page' });
    await page.keyboard.press('Escape');
    await page.getByTestId('donation-modal').waitFor({ state: 'detached' });
    expect(await page.getByTestId('supporter-badge').count()).toBe(0);

    const login = await fetch(`${baseURL()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const supporter = await fetch(`${baseURL()}/api/auth/supporter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ provider: 'test', amount: 5 }),
    });
    expect(supporter.status).toBe(200);

    await page.reload(); // the profile refreshes from the server in the background
    await page.getByTestId('supporter-badge').waitFor();
    expect(await page.getByTestId('donate-button').count()).toBe(0);
    await expectAccessible(page, { screen: 'header with the supporter badge', themes: ['light', 'dark'] });
    const tooltip = await page.getByTestId('supporter-badge').getAttribute('aria-label');
    expect(tooltip).toContain(text('en', 'shell.supporterSince', { date: '' }).split(' ')[0]);
    await context.close();
  });

  it('changes the language from the profile, saves it on the account, and applies it at the next sign-in', async () => {
    const account = await registerViaApi('Paul', uniqueEmail('paul'));
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await signIn(page, account);
    await page.getByTestId('nav-profile').click();
    await page.getByTestId('profile-language').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // Focus stays inside the dialog while tabbing.
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    await dialog.getByRole('radio', { name: 'Deutsch' }).click();
    await page.getByText(text('de', 'profile.languageSaved')).waitFor();
    // A click on the backdrop closes it.
    await page.mouse.click(195, 250);
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('h1').first().textContent()).toBe('Paul');

    await page.getByTestId('logout').click();
    await page.getByTestId('logout-confirm').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.evaluate(() => localStorage.clear());
    await signIn(page, account);
    await page.waitForFunction(() => document.documentElement.lang === 'de');
    expect(await page.getByTestId('nav-home').textContent()).toBe(text('de', 'shell.home'));
    await context.close();
  });
});
