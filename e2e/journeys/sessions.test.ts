import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseURL, launch, phoneContext, screenshot } from '../support/browser';
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

const meStatus = async (token: string) =>
  (await fetch(`${baseURL()}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status;

describe('sessions', () => {
  it('a password change ends the other device’s session and keeps this one; “sign out on all devices” ends them all', async () => {
    const account = await registerViaApi('Marta', uniqueEmail('marta'));
    const phoneContextA = await phoneContext(browser);
    const laptopContext = await phoneContext(browser);
    const phone = await phoneContextA.newPage();
    const laptop = await laptopContext.newPage();
    await signIn(phone, account);
    await signIn(laptop, account);

    await phone.goto(`${baseURL()}/app/profile`);
    await phone.getByTestId('row-password').click();
    await phone.getByTestId('password-current').fill(account.password);
    await phone.getByTestId('password-new').fill('a-new-secret');
    await phone.getByTestId('password-confirm').fill('a-new-secret');
    await phone.getByTestId('password-save').click();
    await phone.getByText(text('en', 'profile.password.success')).waitFor();

    // The laptop's token ended with the change: its next call sends it to sign in.
    await laptop.reload();
    await laptop.waitForURL(/\/auth/);
    // The phone carries on with the token it was given.
    await phone.reload();
    await phone.getByTestId('profile-name').waitFor();
    expect(phone.url()).toContain('/app/profile');
    const phoneToken = await phone.evaluate(() =>
      Object.values(localStorage).find((v) => /^ey[\w-]+\.[\w-]+\.[\w-]+$/.test(v)),
    );
    expect(phoneToken && (await meStatus(phoneToken))).toBe(200);

    await phone.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await screenshot(phone, 'profile-sessions');
    await phone.getByTestId('row-sign-out-everywhere').click();
    await phone.getByText(text('en', 'profile.signOutEverywhereTitle')).waitFor();
    await expectAccessible(phone, { screen: 'sign out on all devices dialog' });
    await screenshot(phone, 'profile-sessions-dialog');
    await phone.getByTestId('sign-out-everywhere-confirm').click();
    await phone.getByText(text('en', 'profile.signOutEverywhereDone')).waitFor();
    await phone.waitForURL((url) => url.pathname === '/');
    expect(await meStatus(phoneToken!)).toBe(401);
    await phoneContextA.close();
    await laptopContext.close();
  });
});
