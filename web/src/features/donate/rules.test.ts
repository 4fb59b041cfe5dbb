import { describe, expect, it } from 'vitest';
import {
  BANNER_INTERVAL_MS,
  donationToastWindow,
  parseAmount,
  shouldShowBanner,
  shouldShowDonationToast,
  storedNumber,
} from './rules';

const DAY = 24 * 60 * 60 * 1000;
const start = Date.UTC(2026, 10, 22, 9, 0, 0);

describe('shouldShowDonationToast', () => {
  it('waits for the third generated recipe, shows once, never for supporters', () => {
    expect(shouldShowDonationToast(2, false, false)).toBe(false);
    expect(shouldShowDonationToast(3, false, false)).toBe(true);
    expect(shouldShowDonationToast(9, true, false)).toBe(false);
    expect(shouldShowDonationToast(9, false, true)).toBe(false);
  });

  it('appears 2 s after the action and goes 8 s later', () => {
    expect(donationToastWindow(start)).toEqual({ showAt: start + 2_000, hideAt: start + 10_000 });
  });
});

describe('shouldShowBanner', () => {
  it('shows when it was never closed or used', () => {
    expect(shouldShowBanner({ lastShown: null, visits: 1, isSupporter: false, now: start })).toBe(true);
  });

  it('waits 7 days after it was closed, to the millisecond', () => {
    const closedAt = start;
    const at = (ms: number) =>
      shouldShowBanner({ lastShown: closedAt, visits: 2, isSupporter: false, now: ms });
    expect(at(closedAt + DAY)).toBe(false);
    expect(at(closedAt + BANNER_INTERVAL_MS - 1)).toBe(false);
    expect(at(closedAt + BANNER_INTERVAL_MS)).toBe(true);
    expect(at(closedAt + 30 * DAY)).toBe(true);
  });

  it('shows on every 5th home visit even within the 7 days', () => {
    const shown = (visits: number) =>
      shouldShowBanner({ lastShown: start, visits, isSupporter: false, now: start + DAY });
    expect([1, 2, 3, 4, 5, 6, 9, 10, 15].map(shown)).toEqual([
      false,
      false,
      false,
      false,
      true,
      false,
      false,
      true,
      true,
    ]);
  });

  it('never shows for supporters', () => {
    expect(shouldShowBanner({ lastShown: null, visits: 5, isSupporter: true, now: start })).toBe(false);
  });
});

describe('parseAmount', () => {
  it('reads a positive amount with a dot or a comma, to the cent', () => {
    expect(parseAmount('5')).toBe(5);
    expect(parseAmount('7,50')).toBe(7.5);
    expect(parseAmount(' 12.345 ')).toBe(12.35);
  });

  it('gives nothing for an empty, zero, negative, huge or non-numeric amount', () => {
    expect(['', '  ', '0', '-3', 'abc', '1e9'].map(parseAmount)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('storedNumber', () => {
  it('reads numbers and refuses anything else', () => {
    expect(storedNumber('1700000000000')).toBe(1_700_000_000_000);
    expect(storedNumber(null)).toBeNull();
    expect(storedNumber('')).toBeNull();
    expect(storedNumber('soon')).toBeNull();
  });
});
