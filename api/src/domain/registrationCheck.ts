import { checkAntiBot, ErrorCode, REGISTER_FORM_MIN_MS, type AntiBotCode } from '@avanzo/sync-protocol';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import type { ChallengeSigner, OpenedChallenge } from './challenge';
import { isChallengeUsed, lastAttemptAt, recordAttempt } from './registration';

const STATUS: Record<AntiBotCode, number> = {
  SUSPICIOUS_ACTIVITY: 400,
  TOO_MANY_ATTEMPTS: 429,
  FORM_TOO_FAST: 400,
  FORM_EXPIRED: 400,
  INCORRECT_CAPTCHA: 400,
};

const MESSAGE: Record<AntiBotCode, string> = {
  SUSPICIOUS_ACTIVITY: 'Suspicious activity detected. Please try again.',
  TOO_MANY_ATTEMPTS: 'Too many attempts. Please wait before trying again.',
  FORM_TOO_FAST: 'Form submitted too quickly. Please take your time.',
  FORM_EXPIRED: 'Form session expired. Please refresh and try again.',
  INCORRECT_CAPTCHA: 'Incorrect answer. Please try again.',
};

export interface RegistrationAttempt {
  attemptKey: string;
  honeypot: string;
  challenge: string;
  captcha: number;
  now: number;
}

/**
 * The server side of the anti-bot rules of SPEC §5: the same checks as the client, in the same
 * order, against the signed challenge. Every attempt that gets past the honeypot and the 5 s gap is
 * recorded, so a refused attempt still starts the next 5 s.
 */
export function checkRegistration(
  db: Db,
  signer: ChallengeSigner,
  attempt: RegistrationAttempt,
): OpenedChallenge {
  const opened = signer.open(attempt.challenge);
  const code = checkAntiBot({
    honeypot: attempt.honeypot,
    lastAttemptAt: lastAttemptAt(db, attempt.attemptKey),
    now: attempt.now,
    // An unreadable challenge still goes through the honeypot and gap checks first.
    openedAt: opened?.issuedAt ?? attempt.now - REGISTER_FORM_MIN_MS,
    expectedSum: opened?.sum ?? attempt.captcha,
    answer: attempt.captcha,
  });
  if (code === ErrorCode.SUSPICIOUS_ACTIVITY || code === ErrorCode.TOO_MANY_ATTEMPTS) {
    throw new AppError(STATUS[code], code, MESSAGE[code]);
  }
  recordAttempt(db, attempt.attemptKey, attempt.now);
  if (!opened || opened.issuedAt > attempt.now + 60_000) {
    throw new AppError(
      400,
      ErrorCode.CHALLENGE_INVALID,
      'The registration form is not valid any more, please refresh it',
    );
  }
  if (code) throw new AppError(STATUS[code], code, MESSAGE[code]);
  if (isChallengeUsed(db, opened.nonce)) {
    throw new AppError(
      400,
      ErrorCode.CHALLENGE_INVALID,
      'This registration form was already used, please refresh it',
    );
  }
  return opened;
}
