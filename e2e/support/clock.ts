import type { BrowserContext, Page } from 'playwright-core';

/** Where the page keeps its clock's error: read on every clock reading, kept across reloads. */
const KEY = '__clockSkewMs';

declare global {
  interface Window {
    /** How far the page's wall clock is from the real time, in ms (positive: fast). */
    __clockSkewMs?: number;
  }
}

/**
 * Makes every page of the context see a wrong wall clock: `Date.now()` and `new Date()` (no arguments)
 * add the skew, read on every call from `window.__clockSkewMs`, which starts from the value this page
 * last set (sessionStorage, so a reload keeps it) or else `initialMs`. `performance.now()` and timers are
 * left alone, as on a phone whose time was set by hand. Dates built from a value are not shifted.
 */
export async function skewClock(context: BrowserContext, initialMs: number): Promise<void> {
  await context.addInitScript(
    ({ key, initialMs }) => {
      const RealDate = Date;
      const realNow = RealDate.now.bind(RealDate);
      let stored: string | null = null;
      try {
        stored = sessionStorage.getItem(key);
      } catch {
        // An opaque origin (about:blank) has no storage: the context's value applies.
      }
      window.__clockSkewMs = stored !== null && Number.isFinite(Number(stored)) ? Number(stored) : initialMs;
      const now = () => realNow() + (window.__clockSkewMs ?? 0);
      // A subclass of Date in all but syntax: a class could not be called without `new`, and `Date()`
      // (a string of the current time) must see the skew too.
      function SkewedDate(this: unknown, ...args: unknown[]): Date | string {
        if (!new.target) return new RealDate(now()).toString();
        return Reflect.construct(
          RealDate,
          args.length === 0 ? [now()] : args,
          new.target === SkewedDate ? RealDate : new.target,
        ) as Date;
      }
      Object.setPrototypeOf(SkewedDate, RealDate);
      SkewedDate.prototype = RealDate.prototype;
      Object.defineProperty(SkewedDate, 'now', { value: now, writable: true, configurable: true });
      Object.defineProperty(SkewedDate, 'name', { value: 'Date' });
      Object.defineProperty(SkewedDate, 'length', { value: 7 });
      (window as unknown as { Date: unknown }).Date = SkewedDate;
    },
    { key: KEY, initialMs },
  );
}

/** Changes the page's clock error now (and for its later reloads). */
export async function setSkew(page: Page, ms: number): Promise<void> {
  await page.evaluate(
    ({ key, ms }) => {
      window.__clockSkewMs = ms;
      sessionStorage.setItem(key, String(ms));
    },
    { key: KEY, ms },
  );
}

/** The page's `Date.now()` minus the real time (as this process reads it, within the round trip). */
export async function measuredSkew(page: Page): Promise<number> {
  const before = Date.now();
  const pageNow = await page.evaluate(() => Date.now());
  const after = Date.now();
  return pageNow - Math.round((before + after) / 2);
}
