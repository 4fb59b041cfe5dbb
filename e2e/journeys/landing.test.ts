import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, phoneContext, watchErrors } from '../support/browser';
import { expectAccessible } from '../support/axe';
import { text, type Lang } from '../support/catalogs';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const heroTitle = (page: Page) => page.locator('#hero-title').textContent();

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.waitForTimeout(150);
}

describe('landing page', () => {
  it('shows every section of SPEC §2 with the advertised figures', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/');
    expect(await heroTitle(page)).toBe(text('en', 'landing.hero.title'));
    const stats = await page.locator('.hero__stat dd').allTextContents();
    expect(stats).toEqual(['10K+', '95%', '2M+']);
    expect(await page.locator('.feature-card').count()).toBe(6);
    expect(await page.locator('.step').count()).toBe(3);
    await expectAccessible(page, { screen: 'landing', themes: ['light', 'dark'] });
    for (const id of ['#features', '#how-it-works', '#donate', '#about'])
      expect(await page.locator(id).count()).toBe(1);
    for (const key of ['help', 'contact', 'privacy', 'terms', 'pricing', 'social']) {
      expect(
        await page.getByText(text('en', `landing.footer.${key}`), { exact: true }).count(),
      ).toBeGreaterThan(0);
    }
    await page.getByRole('button', { name: text('en', 'landing.footer.privacy') }).click();
    await page.getByRole('dialog').waitFor();
    await expectAccessible(page, { screen: 'landing / privacy dialog', themes: ['light', 'dark'] });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: text('en', 'landing.donate.button') }).click();
    await page.getByText(text('en', 'landing.donate.comingSoon')).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hides the bar past 80 px going down, shows it going up, shadows it after 10 px, and offers go-to-top after 300 px', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    const bar = page.getByTestId('topbar');
    await scrollTo(page, 8);
    expect(await bar.getAttribute('data-shadow')).toBe('false');
    await scrollTo(page, 60);
    expect(await bar.getAttribute('data-shadow')).toBe('true');
    expect(await bar.getAttribute('data-hidden')).toBe('false');
    await scrollTo(page, 250);
    expect(await bar.getAttribute('data-hidden')).toBe('true');
    expect(await page.getByTestId('go-top').getAttribute('aria-hidden')).toBe('true');
    await scrollTo(page, 200);
    expect(await bar.getAttribute('data-hidden')).toBe('false');
    await scrollTo(page, 900);
    expect(await page.getByTestId('go-top').getAttribute('aria-hidden')).toBe('false');
    await page.getByTestId('go-top').click();
    await page.waitForFunction(() => window.scrollY === 0);
    await context.close();
  });

  it('closes the language dropdown on an outside click', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: new RegExp(text('en', 'landing.nav.chooseLanguage')) }).click();
    await page.getByRole('button', { name: 'Deutsch' }).waitFor();
    await expectAccessible(page, { screen: 'landing / language menu', themes: ['light', 'dark'] });
    await page.mouse.click(20, 500);
    await page.getByRole('button', { name: 'Deutsch' }).waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('languages', () => {
  it('switches the landing page to it, fr and de, and keeps the choice across a reload', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    const names: Record<Exclude<Lang, 'en'>, string> = { it: 'Italiano', fr: 'Français', de: 'Deutsch' };
    for (const lang of ['it', 'fr', 'de'] as const) {
      await page.locator('.lang-menu__button').click();
      await page.getByRole('button', { name: names[lang] }).click();
      await page.waitForFunction((expected) => document.documentElement.lang === expected, lang);
      expect(await heroTitle(page)).toBe(text(lang, 'landing.hero.title'));
      expect(await heroTitle(page)).not.toBe(text('en', 'landing.hero.title'));
      await page.reload();
      await page.locator('#hero-title').waitFor();
      expect(await heroTitle(page)).toBe(text(lang, 'landing.hero.title'));
      expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe(lang);
      expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe(lang);
    }
    await context.close();
  });

  it('uses the IP country when nothing was chosen (CH → French), and the browser language when the lookup fails', async () => {
    const swiss = await phoneContext(browser, {
      geo: { country_code: 'CH', city: 'Lausanne', timezone: 'Europe/Zurich' },
    });
    const page = await swiss.newPage();
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    expect(await heroTitle(page)).toBe(text('fr', 'landing.hero.title'));
    const meta = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('languageDetectionMetadata'))) ?? '{}',
    );
    expect(meta).toMatchObject({
      language: 'fr',
      source: 'ip',
      confidence: 'high',
      country: 'CH',
      city: 'Lausanne',
    });
    await swiss.close();

    const german = await phoneContext(browser, { locale: 'de-DE' });
    const dePage = await german.newPage();
    await dePage.goto('/');
    await dePage.waitForFunction(() => document.documentElement.lang === 'de');
    expect(await heroTitle(dePage)).toBe(text('de', 'landing.hero.title'));
    await german.close();
  });
});
