import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, phoneContext } from '../support/browser';
import { registerViaApi, uniqueEmail } from '../support/accounts';
import { text } from '../support/catalogs';
import { serviceWorkerActivated, signIn } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('installable, offline-first shell', () => {
  it('serves a complete manifest and an activated, controlling service worker', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = await page.evaluate(async (url) => (await fetch(url)).json(), href as string);
    expect(manifest).toMatchObject({
      name: expect.stringContaining('Avanzo'),
      short_name: 'Avanzo',
      display: 'standalone',
      theme_color: '#2a7347',
    });
    expect(manifest.start_url).toBeTruthy();
    const purposes = (manifest.icons as Array<{ sizes: string; purpose?: string }>).map(
      (i) => `${i.sizes}:${i.purpose ?? 'any'}`,
    );
    expect(purposes).toEqual(expect.arrayContaining(['192x192:any', '512x512:any', '512x512:maskable']));
    for (const icon of manifest.icons as Array<{ src: string }>) {
      const status = await page.evaluate(async (src) => (await fetch(src)).status, icon.src);
      expect(status).toBe(200);
    }
    expect(await serviceWorkerActivated(page)).toBe('activated');
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await context.close();
  });

  it('starts offline and stays signed in with the cached profile', async () => {
    const account = await registerViaApi('Noemi', uniqueEmail('noemi'));
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await signIn(page, account);
    await serviceWorkerActivated(page);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('home-welcome').waitFor();
    expect(await page.getByTestId('home-welcome').textContent()).toBe(
      text('en', 'home.welcome', { name: 'Noemi' }),
    );
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    expect(new URL(page.url()).pathname).toBe('/app/home');
    await context.close();
  });
});
