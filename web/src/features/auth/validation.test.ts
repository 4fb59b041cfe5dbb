import { describe, expect, it } from 'vitest';
import {
  authErrorMessage,
  canSubmitLogin,
  canSubmitRegister,
  validateLogin,
  validateRegister,
  type RegisterContext,
  type RegisterFields,
} from './validation';

const fields: RegisterFields = {
  name: 'Ada',
  email: 'ada@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  captcha: '5',
  terms: true,
  honeypot: '',
};
const context: RegisterContext = { openedAt: 0, lastAttemptAt: null, now: 4_000, expectedSum: 5 };

describe('login validation (SPEC §5)', () => {
  it('requires email and password, each under its own field', () => {
    expect(validateLogin({ email: ' ', password: '' })).toEqual({
      email: 'auth.errors.emailRequired',
      password: 'auth.errors.passwordRequired',
    });
    expect(validateLogin({ email: 'a@b.c', password: 'x' })).toEqual({});
  });

  it('enables submit only when both are filled', () => {
    expect(canSubmitLogin({ email: 'a@b.c', password: '' })).toBe(false);
    expect(canSubmitLogin({ email: 'a@b.c', password: 'x' })).toBe(true);
  });
});

describe('register validation order (SPEC §5)', () => {
  it('accepts a complete, human form', () => {
    expect(validateRegister(fields, context)).toBeNull();
  });

  it('reports anti-bot problems before any field problem', () => {
    const broken = { ...fields, name: '', email: '', terms: false };
    expect(validateRegister({ ...broken, honeypot: 'bot' }, context)).toMatchObject({
      code: 'SUSPICIOUS_ACTIVITY',
    });
    expect(validateRegister(broken, { ...context, lastAttemptAt: 1_000 })).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
    });
    expect(validateRegister(broken, { ...context, now: 2_999 })).toMatchObject({
      code: 'FORM_TOO_FAST',
      message: 'auth.errors.formTooFast',
    });
    expect(validateRegister(broken, { ...context, now: 31 * 60_000 })).toMatchObject({
      code: 'FORM_EXPIRED',
    });
    expect(validateRegister({ ...broken, captcha: '6' }, context)).toMatchObject({
      code: 'INCORRECT_CAPTCHA',
    });
  });

  it('then checks name, email, password, confirmation and terms, in that order', () => {
    const steps: Array<[Partial<RegisterFields>, string, string]> = [
      [{ name: ' ', email: '', password: '', terms: false }, 'name', 'auth.errors.nameRequired'],
      [{ email: '', password: '', terms: false }, 'email', 'auth.errors.emailRequired'],
      [{ email: 'not-an-email', password: '' }, 'email', 'auth.errors.invalidEmail'],
      [{ password: '', confirmPassword: 'x', terms: false }, 'password', 'auth.errors.passwordRequired'],
      [{ password: 'short', confirmPassword: 'short' }, 'password', 'auth.errors.passwordTooShort'],
      [{ confirmPassword: 'other1', terms: false }, 'confirmPassword', 'auth.errors.passwordsDoNotMatch'],
      [{ terms: false }, 'terms', 'auth.errors.termsRequired'],
    ];
    for (const [patch, field, message] of steps) {
      expect(validateRegister({ ...fields, ...patch }, context)).toEqual({ kind: 'field', field, message });
    }
  });

  it('keeps submit disabled until every required field is filled', () => {
    expect(canSubmitRegister(fields)).toBe(true);
    for (const key of ['name', 'email', 'password', 'confirmPassword', 'captcha'] as const) {
      expect(canSubmitRegister({ ...fields, [key]: '  ' })).toBe(false);
    }
    expect(canSubmitRegister({ ...fields, terms: false })).toBe(true);
  });

  it('maps every server code the auth screens can receive to a message', () => {
    for (const code of [
      'INVALID_CREDENTIALS',
      'ACCOUNT_DEACTIVATED',
      'USER_EXISTS',
      'SUSPICIOUS_ACTIVITY',
      'TOO_MANY_ATTEMPTS',
      'FORM_TOO_FAST',
      'FORM_EXPIRED',
      'INCORRECT_CAPTCHA',
      'CHALLENGE_INVALID',
      'RATE_LIMITED',
      'NETWORK_ERROR',
    ]) {
      expect(authErrorMessage(code)).not.toBe('');
    }
    expect(authErrorMessage('SOMETHING_NEW')).toBe('');
  });
});
