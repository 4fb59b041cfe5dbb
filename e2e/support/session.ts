import type { Page } from 'playwright-core';
import { text } from './catalogs';

/** Signs in through the login form, as a person would, and waits for home. */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel(text('en', 'auth.email'), { exact: true }).fill(account.email);
  await page.getByLabel(text('en', 'auth.password'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: text('en', 'auth.loginSubmit') }).click();
  await page.waitForURL((url) => url.pathname === '/app/home');
}

/** Waits until the service worker is really activated (ready can resolve while it is still activating). */
export async function serviceWorkerActivated(page: Page): Promise<string | undefined> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker && worker.state !== 'activated') {
      await new Promise<void>((resolve) =>
        worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
      );
    }
    return registration.active?.state;
  });
}
