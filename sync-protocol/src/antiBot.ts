import {
  CAPTCHA_MAX,
  CAPTCHA_MIN,
  REGISTER_ATTEMPT_GAP_MS,
  REGISTER_FORM_MAX_MS,
  REGISTER_FORM_MIN_MS,
} from './constants';
import { ErrorCode } from './errors';

export type AntiBotCode =
  | typeof ErrorCode.SUSPICIOUS_ACTIVITY
  | typeof ErrorCode.TOO_MANY_ATTEMPTS
  | typeof ErrorCode.FORM_TOO_FAST
  | typeof ErrorCode.FORM_EXPIRED
  | typeof ErrorCode.INCORRECT_CAPTCHA;

export interface AntiBotInput {
  /** The hidden honeypot field; people never see it, so it stays empty. */
  honeypot: string;
  /** When the form (or the server's challenge) was opened, in ms. */
  openedAt: number;
  /** The previous registration attempt, in ms, if any. */
  lastAttemptAt: number | null;
  now: number;
  /** The expected captcha sum, and what the user typed. */
  expectedSum: number;
  answer: number | string;
}

/**
 * The anti-bot checks of SPEC §5, in the spec's order. The client runs them for the user's sake;
 * the server runs the same function against its signed challenge, so neither can drift.
 */
export function checkAntiBot(input: AntiBotInput): AntiBotCode | null {
  if (input.honeypot.trim() !== '') return ErrorCode.SUSPICIOUS_ACTIVITY;
  if (input.lastAttemptAt !== null && input.now - input.lastAttemptAt < REGISTER_ATTEMPT_GAP_MS) {
    return ErrorCode.TOO_MANY_ATTEMPTS;
  }
  const age = input.now - input.openedAt;
  if (age < REGISTER_FORM_MIN_MS) return ErrorCode.FORM_TOO_FAST;
  if (age > REGISTER_FORM_MAX_MS) return ErrorCode.FORM_EXPIRED;
  if (!isCaptchaAnswer(input.answer, input.expectedSum)) return ErrorCode.INCORRECT_CAPTCHA;
  return null;
}

export function isCaptchaAnswer(answer: number | string, expectedSum: number): boolean {
  const text = typeof answer === 'number' ? String(answer) : answer.trim();
  return /^\d{1,3}$/.test(text) && Number(text) === expectedSum;
}

/** Two numbers from 1 to 5, from any source of randomness in [0, 1). */
export function makeCaptcha(random: () => number): { a: number; b: number } {
  const pick = () => CAPTCHA_MIN + Math.floor(random() * (CAPTCHA_MAX - CAPTCHA_MIN + 1));
  return { a: pick(), b: pick() };
}

/** Every sum two captcha numbers can make. */
export const CAPTCHA_SUMS: readonly number[] = Array.from(
  { length: 2 * CAPTCHA_MAX - 2 * CAPTCHA_MIN + 1 },
  (_, i) => 2 * CAPTCHA_MIN + i,
);
