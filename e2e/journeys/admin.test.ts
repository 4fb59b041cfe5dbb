import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launch, phoneContext } from '../support/browser';
import { registerViaApi, uniqueEmail, type Account } from '../support/accounts';
import { signIn } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(account: Account): Promise<BrowserContext> {
  const context = await phoneContext(browser);
  await signIn(await context.newPage(), account);
  return context;
}

describe('admin decided by the server', () => {
  it('shows Analytics only to the ADMIN_EMAIL account', async () => {
    // Registered with different letter case: the server compares case-insensitively.
    const admin = await registerViaApi('Chef', inject('adminEmail').toUpperCase());
    const adminContext = await signedIn(admin);
    const adminPage = adminContext.pages()[0]!;
    await adminPage.getByTestId('nav-analytics').waitFor();
    await adminPage.getByTestId('nav-analytics').click();
    await adminPage.waitForURL((url) => url.pathname === '/app/analytics');
    await adminPage.getByTestId('not-available-analytics').waitFor();
    await adminContext.close();

    const cook = await registerViaApi('Luca', uniqueEmail('luca'));
    const cookContext = await signedIn(cook);
    const cookPage = cookContext.pages()[0]!;
    await cookPage.getByTestId('nav-home').waitFor();
    expect(await cookPage.getByTestId('nav-analytics').count()).toBe(0);
    expect(await cookPage.locator('.bottom-nav a').count()).toBe(5);
    await cookPage.goto('/app/analytics');
    await cookPage.waitForURL((url) => url.pathname === '/app/home');
    await cookContext.close();
  });
});
