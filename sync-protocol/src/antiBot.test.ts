import { describe, expect, it } from 'vitest';
import { CAPTCHA_SUMS, checkAntiBot, isCaptchaAnswer, makeCaptcha, type AntiBotInput } from './antiBot';

const base: AntiBotInput = {
  honeypot: '',
  openedAt: 0,
  lastAttemptAt: null,
  now: 10_000,
  expectedSum: 7,
  answer: '7',
};

describe('checkAntiBot', () => {
  it('passes a human who waited, left the honeypot empty and added correctly', () => {
    expect(checkAntiBot(base)).toBeNull();
  });

  it('flags a filled honeypot first, even when everything else is also wrong', () => {
    expect(checkAntiBot({ ...base, honeypot: 'http://spam', now: 1, lastAttemptAt: 0, answer: '1' })).toBe(
      'SUSPICIOUS_ACTIVITY',
    );
  });

  it('refuses attempts less than 5 s apart, before the timing checks', () => {
    expect(checkAntiBot({ ...base, lastAttemptAt: 6_000, now: 10_999 })).toBe('TOO_MANY_ATTEMPTS');
    expect(checkAntiBot({ ...base, lastAttemptAt: 5_000, now: 10_000 })).toBeNull();
    expect(checkAntiBot({ ...base, lastAttemptAt: 9_000, now: 10_000, openedAt: 9_500 })).toBe(
      'TOO_MANY_ATTEMPTS',
    );
  });

  it('refuses a form submitted under 3 s after opening, and accepts exactly 3 s', () => {
    expect(checkAntiBot({ ...base, openedAt: 7_001 })).toBe('FORM_TOO_FAST');
    expect(checkAntiBot({ ...base, openedAt: 7_000 })).toBeNull();
  });

  it('refuses a form open for more than 30 minutes', () => {
    expect(checkAntiBot({ ...base, now: 30 * 60_000 + 1 })).toBe('FORM_EXPIRED');
    expect(checkAntiBot({ ...base, now: 30 * 60_000 })).toBeNull();
  });

  it('checks the captcha last', () => {
    expect(checkAntiBot({ ...base, answer: '8' })).toBe('INCORRECT_CAPTCHA');
    expect(checkAntiBot({ ...base, answer: 7 })).toBeNull();
  });
});

describe('captcha', () => {
  it('accepts only the exact whole number', () => {
    expect(isCaptchaAnswer(' 7 ', 7)).toBe(true);
    expect(isCaptchaAnswer('7.0', 7)).toBe(false);
    expect(isCaptchaAnswer('', 7)).toBe(false);
    expect(isCaptchaAnswer('seven', 7)).toBe(false);
  });

  it('makes two numbers from 1 to 5 across the whole range of randomness', () => {
    expect(makeCaptcha(() => 0)).toEqual({ a: 1, b: 1 });
    expect(makeCaptcha(() => 0.9999)).toEqual({ a: 5, b: 5 });
    const seen = new Set<number>();
    for (let i = 0; i < 100; i++) {
      const { a, b } = makeCaptcha(() => (i % 10) / 10);
      seen.add(a).add(b);
    }
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(CAPTCHA_SUMS).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
