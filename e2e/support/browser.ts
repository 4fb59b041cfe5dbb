import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const PHONE = { width: 390, height: 844 } as const;

export function baseURL(): string {
  return inject('baseURL');
}

/**
 * Debian's Chromium, headless. `fakeCamera` gives it Chromium's built-in test camera (a moving
 * pattern) and answers the camera permission prompt with "allow".
 */
export async function launch(options: { fakeCamera?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(options.fakeCamera ? ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] : []),
    ],
  });
}

/** Saves a screenshot into E2E_SCREENSHOTS (when set), so a person can look at a screen. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, animations: 'disabled' });
}

export interface GeoAnswer {
  country_code: string;
  region?: string;
  city?: string;
  timezone?: string;
}

/**
 * A phone-sized context whose traffic never leaves this machine: the public IP geolocation lookup is
 * answered locally (with `geo`, or as a failure), and any other outside request is refused.
 */
export async function phoneContext(
  browser: Browser,
  options: { geo?: GeoAnswer; locale?: string; baseURL?: string } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: options.locale ?? 'en-US',
    baseURL: options.baseURL ?? baseURL(),
    serviceWorkers: 'allow',
  });
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    async (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === 'ipapi.co' && options.geo) {
        await route.fulfill({ status: 200, contentType: 'application/json', json: options.geo });
        return;
      }
      await route.abort('internetdisconnected');
    },
  );
  return context;
}

/** Collects uncaught page errors so a journey can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
