import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, phoneContext, screenshot, watchErrors } from '../support/browser';
import { registerViaApi, setLanguageViaApi, uniqueEmail, type Account } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { text } from '../support/catalogs';
import { freePort, startServer, type RunningServer } from '../support/server';
import { signIn } from '../support/session';

const DONATION_URL = 'https://pay.example.test/avanzo';
const SUPPORT_EMAIL = 'help@avanzo.test';

let browser: Browser;
let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  browser = await launch();
  dataDir = mkdtempSync(join(tmpdir(), 'avanzo-profile-e2e-'));
  server = await startServer({
    port: await freePort(),
    dataDir,
    env: { DONATION_URL, SUPPORT_EMAIL },
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function api<T>(account: Account, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${account.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as T;
}

async function openProfile(
  account: Account,
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await phoneContext(browser, { baseURL: server.url });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signIn(page, account);
  await page.getByTestId('nav-profile').click();
  await page.getByTestId('profile-name').waitFor();
  return { page, errors, close: () => context.close() };
}

/** A real PNG drawn by the browser. */
async function drawnPng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 256;
    const c = canvas.getContext('2d')!;
    c.fillStyle = '#2f7d4f';
    c.fillRect(0, 0, 256, 256);
    c.fillStyle = '#f2a541';
    c.beginPath();
    c.arc(128, 110, 60, 0, Math.PI * 2);
    c.fill();
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

const avatarLoaded = (page: Page) =>
  page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('.profile__card [data-testid="avatar-image"]');
    return img !== null && img.complete && img.naturalWidth > 0;
  });

describe('profile', () => {
  it('shows real stats, uploads a picture that survives a reload, refuses a text file, and removes it', async () => {
    const account = await registerViaApi('Lina', uniqueEmail('lina'), 'kitchen-secret', server.url);
    await api(account, 'POST', '/recipes', { id: 'soup-1', title: 'Pumpkin soup' });
    await api(account, 'POST', '/recipes', { id: 'salad-1', title: 'Fennel salad' });
    await api(account, 'POST', '/recipes/soup-1/save');
    const { page, errors, close } = await openProfile(account);

    // Recipes and saved come from the device (after the first pull), scans from the server.
    await page.waitForFunction(
      () => document.querySelector('[data-testid="stat-recipes"] strong')?.textContent === '2',
    );
    expect(await page.getByTestId('stat-saved').locator('strong').textContent()).toBe('1');
    expect(await page.getByTestId('stat-scans').locator('strong').textContent()).toBe('0');
    expect(await page.getByTestId('avatar').textContent()).toBe('L');
    await screenshot(page, 'profile-en');
    await expectAccessible(page, { screen: 'profile', themes: ['light', 'dark'] });

    await page.getByTestId('avatar-button').click();
    await page.getByTestId('avatar-modal').waitFor();
    await expectAccessible(page, { screen: 'profile / avatar modal', themes: ['light', 'dark'] });
    expect(await page.getByTestId('avatar-remove').count()).toBe(0);
    expect(await page.getByTestId('avatar-save').count()).toBe(0);
    await page.getByTestId('avatar-file').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    expect(await page.getByTestId('avatar-error').textContent()).toBe(
      text('en', 'profile.avatar.invalidType'),
    );
    await page.getByTestId('avatar-file').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await drawnPng(page),
    });
    await page.getByTestId('avatar-modal').getByTestId('avatar-image').waitFor();
    await expectAccessible(page, { screen: 'profile / avatar modal with a preview' });
    await page.getByTestId('avatar-save').click();
    await page.getByText(text('en', 'profile.avatar.updated')).waitFor();
    await avatarLoaded(page);

    await page.reload();
    await page.getByTestId('profile-name').waitFor();
    await avatarLoaded(page);
    const me = await api<{ user: { avatar: string | null } }>(account, 'GET', '/auth/me');
    expect(me.user.avatar).toMatch(/^\/api\/avatars\//);

    await page.getByTestId('avatar-button').click();
    await page.getByTestId('avatar-remove').click();
    await page.getByText(text('en', 'profile.avatar.removed')).waitFor();
    await page.reload();
    await page.getByTestId('profile-name').waitFor();
    expect(await page.getByTestId('avatar').textContent()).toBe('L');
    expect(
      (await api<{ user: { avatar: string | null } }>(account, 'GET', '/auth/me')).user.avatar,
    ).toBeNull();
    expect(errors).toEqual([]);
    await close();
  });

  it('changes the password: errors under each field, a wrong current password, then success and a sign-in', async () => {
    const account = await registerViaApi('Omar', uniqueEmail('omar'), 'kitchen-secret', server.url);
    const { page, close } = await openProfile(account);
    await page.getByTestId('row-password').click();
    const modal = page.getByTestId('password-modal');
    await modal.waitFor();

    // Nothing filled in: every field says what it needs, and no call is made.
    let calls = 0;
    page.on('request', (r) => r.url().endsWith('/api/auth/change-password') && calls++);
    await page.getByTestId('password-save').click();
    await modal.getByText(text('en', 'profile.password.currentPasswordRequired')).waitFor();
    expect(await modal.getByText(text('en', 'profile.password.newPasswordRequired')).count()).toBe(2);
    await expectAccessible(page, {
      screen: 'profile / password modal with errors',
      themes: ['light', 'dark'],
    });
    await page.getByTestId('password-new').fill('short');
    await page.getByTestId('password-confirm').fill('shorter');
    await page.getByTestId('password-current').fill('not-my-password');
    await page.getByTestId('password-save').click();
    await modal.getByText(text('en', 'profile.password.newPasswordMinLength', { min: 6 })).waitFor();
    await modal.getByText(text('en', 'profile.password.newPasswordsDoNotMatch')).waitFor();
    expect(calls).toBe(0);

    // The server says the current password is wrong: the message sits under that field.
    await page.getByTestId('password-new').fill('fresh-secret');
    await page.getByTestId('password-confirm').fill('fresh-secret');
    await page.getByTestId('password-save').click();
    const wrong = modal.getByText(text('en', 'profile.password.wrongCurrentPassword'));
    await wrong.waitFor();
    expect(calls).toBe(1);
    const describedBy = await page.getByTestId('password-current').getAttribute('aria-describedby');
    expect(await page.locator(`#${describedBy!.split(' ')[0]!.replace(/:/g, '\\:')}`).textContent()).toBe(
      text('en', 'profile.password.wrongCurrentPassword'),
    );

    await page.getByTestId('password-current').fill('kitchen-secret');
    await page.getByTestId('password-save').click();
    await page.getByText(text('en', 'profile.password.success')).waitFor();
    await modal.waitFor({ state: 'detached' });

    // Sign out (with its confirmation) and back in with the new password.
    await page.getByTestId('logout').click();
    await page.getByTestId('logout-cancel').waitFor();
    await expectAccessible(page, { screen: 'profile / logout confirmation', themes: ['light', 'dark'] });
    await page.getByTestId('logout-cancel').click();
    expect(new URL(page.url()).pathname).toBe('/app/profile');
    await page.getByTestId('logout').click();
    await page.getByTestId('logout-confirm').click();
    await page.waitForURL((url) => url.pathname === '/');
    await signIn(page, { email: account.email, password: 'fresh-secret' });
    const old = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: 'kitchen-secret' }),
    });
    expect(old.status).toBe(401);
    await close();
  });

  it('edits the name, switches to French for good, exports the data, opens help; every dialog closes on Escape or the backdrop', async () => {
    const account = await registerViaApi('Sam', uniqueEmail('sam'), 'kitchen-secret', server.url);
    await api(account, 'POST', '/recipes', { id: 'tart-1', title: 'Leek tart' });
    await api(account, 'POST', '/recipes/tart-1/save');
    const { page, errors, close } = await openProfile(account);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="stat-recipes"] strong')?.textContent === '1',
    );

    // Account settings: Escape closes without saving; the backdrop too; then a real save.
    await page.getByTestId('row-account').click();
    await page.getByTestId('account-name').fill('Nobody');
    await page.keyboard.press('Escape');
    await page.getByTestId('account-modal').waitFor({ state: 'detached' });
    await page.getByTestId('row-account').click();
    expect(await page.getByTestId('account-name').inputValue()).toBe('Sam');
    await expectAccessible(page, { screen: 'profile / account modal', themes: ['light', 'dark'] });
    await page.getByTestId('modal-backdrop').click({ position: { x: 8, y: 8 } });
    await page.getByTestId('account-modal').waitFor({ state: 'detached' });
    await page.getByTestId('row-account').click();
    await page.getByTestId('account-name').fill('Samuel');
    // Every name the heading shows from now on: a save must not flicker back to the old name.
    await page.evaluate(() => {
      const heading = document.querySelector('[data-testid="profile-name"]')!;
      const shown: string[] = [];
      (window as { __names?: string[] }).__names = shown;
      new MutationObserver(() => shown.push(heading.textContent ?? '')).observe(heading, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    await page.getByTestId('account-save').click();
    await page.getByText(text('en', 'profile.account.saved')).waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="profile-name"]')?.textContent === 'Samuel',
    );

    // Help opens the mail composer to the support address, with a subject.
    const mail = (await page.getByTestId('row-help').getAttribute('href'))!;
    expect(mail.startsWith(`mailto:${SUPPORT_EMAIL}?subject=`)).toBe(true);
    expect(new URL(mail).searchParams.get('subject')).toBe(text('en', 'profile.help.subject'));

    // Export: a dated JSON file with the four keys, built from the device.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('row-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^avanzo-export-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as Record<string, unknown>;
    expect(Object.keys(file).sort()).toEqual(['exportDate', 'recentActivity', 'recipes', 'savedRecipes']);
    expect((file.recipes as Array<{ title: string }>).map((r) => r.title)).toEqual(['Leek tart']);
    expect((file.savedRecipes as unknown[]).length).toBe(1);
    expect(Number.isNaN(Date.parse(file.exportDate as string))).toBe(false);
    await page.getByText(text('en', 'profile.exportSuccess')).waitFor();
    const names = await page.evaluate(() => (window as { __names?: string[] }).__names ?? []);
    expect(names.length).toBeGreaterThan(0);
    expect(names.slice(names.indexOf('Samuel'))).toEqual(
      names.slice(names.indexOf('Samuel')).map(() => 'Samuel'),
    );

    // French, chosen here, stays after a reload and reaches the account on the server.
    await page.getByTestId('profile-language').click();
    await page.getByTestId('language-fr').click();
    await page.getByText(text('fr', 'profile.languageSaved')).waitFor();
    await expectAccessible(page, { screen: 'profile / language modal', themes: ['light', 'dark'] });
    await page.getByTestId('language-done').click();
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="sync-status"]')?.getAttribute('data-pending') === '0',
    );
    const me = await api<{ user: { name: string; preferences: { language: string } } }>(
      account,
      'GET',
      '/auth/me',
    );
    expect(me.user.preferences.language).toBe('fr');
    expect(me.user.name).toBe('Samuel');
    await page.reload();
    await page.getByTestId('profile-name').waitFor();
    expect(await page.getByTestId('nav-profile').textContent()).toBe(text('fr', 'shell.profile'));
    expect(await page.getByTestId('row-export').textContent()).toBe(text('fr', 'profile.export'));
    await screenshot(page, 'profile-fr');
    expect(errors).toEqual([]);
    await close();
  });

  it('donates on the payment page with an amount, registers as a supporter, and then shows the badge and no donate button', async () => {
    const account = await registerViaApi('Ada', uniqueEmail('ada'), 'kitchen-secret', server.url);
    await setLanguageViaApi(account, 'it', server.url);
    const { page, errors, close } = await openProfile(account);
    await page.waitForFunction(() => document.documentElement.lang === 'it');
    expect(await page.getByTestId('supporter-badge').count()).toBe(0);
    await page.getByTestId('support-app').waitFor();

    await page.getByTestId('donate-button').click();
    const modal = page.getByTestId('donation-modal');
    await modal.waitFor();
    await modal.getByText(text('it', 'donate.comingSoon')).waitFor();
    await screenshot(page, 'donation-it');
    await expectAccessible(page, { screen: 'profile / donation dialog', themes: ['light', 'dark'] });
    await page.getByTestId('donation-amount').fill('abc');
    await modal.getByText(text('it', 'donate.amountInvalid')).waitFor();
    await expectAccessible(page, { screen: 'profile / donation dialog, invalid amount' });
    expect(await page.getByTestId('donation-open').isDisabled()).toBe(true);
    await page.getByTestId('donation-amount').fill('7,50');
    // The payment page opens in a new tab with the amount (nothing outside 127.0.0.1 is reached).
    await page
      .context()
      .route('https://pay.example.test/**', (route) => route.fulfill({ status: 200, body: 'ok' }));
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByTestId('donation-open').click(),
    ]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).origin + new URL(tab.url()).pathname).toBe(DONATION_URL);
    expect(new URL(tab.url()).searchParams.get('amount')).toBe('7.5');
    await tab.close();

    await page.getByTestId('donation-reference').fill('PAY-123');
    await page.getByTestId('supporter-register').click();
    await page.getByText(text('it', 'donate.supporterThanks')).waitFor();
    await modal.waitFor({ state: 'detached' });
    await page.locator('.shell__header [data-testid="supporter-badge"]').waitFor();
    expect(await page.getByTestId('donate-button').count()).toBe(0);
    await page.getByTestId('supporter-card').waitFor();
    expect(await page.getByTestId('support-app').count()).toBe(0);

    // It is the server's word: after a reload the badge and the card are still there.
    await page.reload();
    await page.getByTestId('supporter-card').waitFor();
    expect(await page.getByTestId('donate-button').count()).toBe(0);
    const me = await api<{ user: { supporter: { isSupporter: boolean; supporterSince: string } } }>(
      account,
      'GET',
      '/auth/me',
    );
    expect(me.user.supporter.isSupporter).toBe(true);
    const since = new Intl.DateTimeFormat('it', { dateStyle: 'long' }).format(
      new Date(me.user.supporter.supporterSince),
    );
    expect(await page.getByTestId('supporter-card').textContent()).toContain(
      text('it', 'profile.supporter.since', { date: since }),
    );
    await screenshot(page, 'profile-supporter-it');
    await expectAccessible(page, { screen: 'profile, supporter', themes: ['light', 'dark'] });

    // Home for a supporter: no banner, a thank-you in the footer.
    await page.getByTestId('nav-home').click();
    await page.getByTestId('donation-footer').waitFor();
    expect(await page.getByTestId('donation-banner').count()).toBe(0);
    expect(await page.getByTestId('donation-footer').textContent()).toContain(
      text('it', 'home.footer.thanks'),
    );
    await screenshot(page, 'home-supporter-it');
    await expectAccessible(page, { screen: 'home, supporter', themes: ['light', 'dark'] });
    expect(errors).toEqual([]);
    await close();
  });
});
