import { checkAntiBot, PASSWORD_MIN_LENGTH, type AntiBotCode } from '@avanzo/sync-protocol';

/** i18n keys of the messages, so the checks stay pure and testable. */
export type MessageKey = string;

export interface LoginFields {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginFields, MessageKey>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateLogin(fields: LoginFields): LoginErrors {
  const errors: LoginErrors = {};
  if (!fields.email.trim()) errors.email = 'auth.errors.emailRequired';
  if (!fields.password) errors.password = 'auth.errors.passwordRequired';
  return errors;
}

export const canSubmitLogin = (fields: LoginFields) => fields.email.trim() !== '' && fields.password !== '';

export interface RegisterFields {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  captcha: string;
  terms: boolean;
  honeypot: string;
}

export type RegisterField = 'name' | 'email' | 'password' | 'confirmPassword' | 'terms';

export interface RegisterContext {
  openedAt: number;
  lastAttemptAt: number | null;
  now: number;
  expectedSum: number;
}

export type RegisterProblem =
  | { kind: 'antiBot'; code: AntiBotCode; message: MessageKey }
  | { kind: 'field'; field: RegisterField; message: MessageKey };

export const ANTI_BOT_MESSAGES: Record<AntiBotCode, MessageKey> = {
  SUSPICIOUS_ACTIVITY: 'auth.errors.suspiciousActivity',
  TOO_MANY_ATTEMPTS: 'auth.errors.tooManyAttempts',
  FORM_TOO_FAST: 'auth.errors.formTooFast',
  FORM_EXPIRED: 'auth.errors.formExpired',
  INCORRECT_CAPTCHA: 'auth.errors.incorrectCaptcha',
};

/**
 * SPEC §5 registration checks, in order: the anti-bot checks, then name, email, password, the
 * confirmation and the terms. The first problem found is the one reported.
 */
export function validateRegister(fields: RegisterFields, context: RegisterContext): RegisterProblem | null {
  const code = checkAntiBot({
    honeypot: fields.honeypot,
    openedAt: context.openedAt,
    lastAttemptAt: context.lastAttemptAt,
    now: context.now,
    expectedSum: context.expectedSum,
    answer: fields.captcha,
  });
  if (code) return { kind: 'antiBot', code, message: ANTI_BOT_MESSAGES[code] };
  if (!fields.name.trim()) return { kind: 'field', field: 'name', message: 'auth.errors.nameRequired' };
  if (!fields.email.trim()) return { kind: 'field', field: 'email', message: 'auth.errors.emailRequired' };
  if (!EMAIL.test(fields.email.trim()))
    return { kind: 'field', field: 'email', message: 'auth.errors.invalidEmail' };
  if (!fields.password) return { kind: 'field', field: 'password', message: 'auth.errors.passwordRequired' };
  if (fields.password.length < PASSWORD_MIN_LENGTH) {
    return { kind: 'field', field: 'password', message: 'auth.errors.passwordTooShort' };
  }
  if (fields.password !== fields.confirmPassword) {
    return { kind: 'field', field: 'confirmPassword', message: 'auth.errors.passwordsDoNotMatch' };
  }
  if (!fields.terms) return { kind: 'field', field: 'terms', message: 'auth.errors.termsRequired' };
  return null;
}

/** The submit button stays disabled until every required field has something in it. */
export const canSubmitRegister = (fields: RegisterFields) =>
  [fields.name, fields.email, fields.password, fields.confirmPassword, fields.captcha].every(
    (v) => v.trim() !== '',
  );

/** What a server error code means on the auth screens: which field it belongs to, and its message. */
export function authErrorMessage(code: string): MessageKey {
  const keys: Record<string, MessageKey> = {
    INVALID_CREDENTIALS: 'auth.errors.invalidCredentials',
    ACCOUNT_DEACTIVATED: 'auth.errors.accountDeactivated',
    USER_EXISTS: 'auth.errors.emailAlreadyExists',
    EMAIL_RESERVED: 'auth.errors.emailReserved',
    PASSWORD_TOO_SHORT: 'auth.errors.passwordTooShort',
    CHALLENGE_INVALID: 'auth.errors.formExpired',
    RATE_LIMITED: 'common.errors.rateLimited',
    NETWORK_ERROR: 'common.errors.network',
    TIMEOUT: 'common.errors.timeout',
    INTERNAL_ERROR: 'common.errors.server',
    SERVICE_UNAVAILABLE: 'common.errors.server',
    ...ANTI_BOT_MESSAGES,
  };
  return keys[code] ?? '';
}
