/** SPEC §4 and §9 donation prompts, as pure rules over stored times and counts (the clock is passed in). */

export const DONATION_KEYS = {
  toastShown: 'donationToastShown',
  bannerLastShown: 'donationBannerLastShown',
  homeVisits: 'homeVisitCount',
} as const;

export const DONATION_TOAST_AFTER = 3;
export const DONATION_TOAST_DELAY_MS = 2_000;
export const DONATION_TOAST_TIMEOUT_MS = 8_000;
export const BANNER_INTERVAL_MS = 7 * 24 * 60 * 60 * 1000;
export const BANNER_EVERY_NTH_VISIT = 5;

/** The toast: once the cook has generated at least 3 recipes, once ever, never for supporters. */
export function shouldShowDonationToast(
  generated: number,
  alreadyShown: boolean,
  isSupporter: boolean,
): boolean {
  return !isSupporter && !alreadyShown && generated >= DONATION_TOAST_AFTER;
}

/** When the toast appears and disappears, for an action made at `actionAt`. */
export function donationToastWindow(actionAt: number): { showAt: number; hideAt: number } {
  const showAt = actionAt + DONATION_TOAST_DELAY_MS;
  return { showAt, hideAt: showAt + DONATION_TOAST_TIMEOUT_MS };
}

export interface BannerState {
  /** When the banner was last closed or used (ms), or null when never. */
  lastShown: number | null;
  /** Home visits so far, this one included. */
  visits: number;
  isSupporter: boolean;
  now: number;
}

/** The home banner: never closed before, or 7+ days since, or every 5th home visit; never for supporters. */
export function shouldShowBanner({ lastShown, visits, isSupporter, now }: BannerState): boolean {
  if (isSupporter) return false;
  if (lastShown === null || !Number.isFinite(lastShown)) return true;
  if (now - lastShown >= BANNER_INTERVAL_MS) return true;
  return visits > 0 && visits % BANNER_EVERY_NTH_VISIT === 0;
}

/** A stored number (time or count), or null when absent or unreadable. */
export function storedNumber(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** A positive amount typed by the user, or undefined when the field is empty or not a usable number. */
export function parseAmount(text: string): number | undefined {
  const n = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(n) && n > 0 && n <= 1_000_000
    ? Math.round(n * 100) / 100
    : undefined;
}
