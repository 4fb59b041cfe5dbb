import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, isCaptchaAnswer, type LanguageDetectionMetadata } from '@avanzo/sync-protocol';
import { useAuthState, useServices } from '../../app/services';
import { readDetectionMetadata } from '../../data/localPrefs';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Icon } from '../../ui/Icon';
import { notify } from '../../ui/toast';
import { PasswordField } from './PasswordField';
import { useChallenge } from './useChallenge';
import {
  authErrorMessage,
  canSubmitRegister,
  validateRegister,
  type RegisterField,
  type RegisterFields,
} from './validation';

const EMPTY: RegisterFields = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  captcha: '',
  terms: false,
  honeypot: '',
};

function detectionForServer(): LanguageDetectionMetadata {
  const stored = readDetectionMetadata();
  const meta: LanguageDetectionMetadata = {};
  if (!stored) return meta;
  for (const key of ['source', 'confidence', 'country', 'region', 'city', 'timezone'] as const) {
    const value = stored[key];
    if (typeof value === 'string' && value) meta[key] = value;
  }
  return meta;
}

export function RegisterForm() {
  const { t, i18n } = useTranslation();
  const { auth } = useServices();
  const { loading } = useAuthState();
  const navigate = useNavigate();
  const { state: challenge, refresh } = useChallenge();
  const [fields, setFields] = useState<RegisterFields>(EMPTY);
  const [fieldError, setFieldError] = useState<{ field: RegisterField; message: string } | null>(null);
  const lastAttemptAt = useRef<number | null>(null);

  const update = (key: keyof RegisterFields) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = key === 'terms' ? event.target.checked : event.target.value;
    setFields((f) => ({ ...f, [key]: value }));
    if (fieldError?.field === key) setFieldError(null);
  };
  const errorFor = (field: RegisterField) =>
    fieldError?.field === field ? t(fieldError.message, { min: PASSWORD_MIN_LENGTH }) : null;

  const expectedSum = challenge.status === 'ready' ? challenge.challenge.a + challenge.challenge.b : -1;
  const captchaTyped = fields.captcha.trim() !== '';
  const captchaOk = captchaTyped && isCaptchaAnswer(fields.captcha, expectedSum);

  const newQuestion = () => {
    setFields((f) => ({ ...f, captcha: '' }));
    refresh();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (challenge.status !== 'ready') return;
    const problem = validateRegister(fields, {
      openedAt: challenge.openedAt,
      lastAttemptAt: lastAttemptAt.current,
      now: Date.now(),
      expectedSum,
    });
    if (problem?.kind === 'antiBot') {
      notify.error(t(problem.message));
      if (problem.code === 'INCORRECT_CAPTCHA' || problem.code === 'FORM_EXPIRED') newQuestion();
      return;
    }
    if (problem) {
      setFieldError({ field: problem.field, message: problem.message });
      return;
    }
    setFieldError(null);
    lastAttemptAt.current = Date.now();
    const result = await auth.register({
      name: fields.name.trim(),
      email: fields.email.trim(),
      password: fields.password,
      detectedLanguage: i18n.language,
      languageDetectionMetadata: detectionForServer(),
      challenge: challenge.challenge.challenge,
      captcha: Number(fields.captcha.trim()),
      website: fields.honeypot,
    });
    if (result.ok) {
      notify.success(t('auth.registerSuccess'));
      await navigate({ to: '/app/home' });
      return;
    }
    if (result.code === 'USER_EXISTS')
      setFieldError({ field: 'email', message: 'auth.errors.emailAlreadyExists' });
    else if (result.code === 'EMAIL_RESERVED')
      setFieldError({ field: 'email', message: 'auth.errors.emailReserved' });
    else if (result.code === 'PASSWORD_TOO_SHORT')
      setFieldError({ field: 'password', message: 'auth.errors.passwordTooShort' });
    else {
      const key = authErrorMessage(result.code);
      notify.error(key ? t(key) : result.message || t('auth.errors.registrationFailed'));
    }
    if (['INCORRECT_CAPTCHA', 'CHALLENGE_INVALID', 'FORM_EXPIRED', 'FORM_TOO_FAST'].includes(result.code))
      newQuestion();
  };

  return (
    <form
      className="auth-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="register-form"
    >
      <Field
        label={t('auth.name')}
        name="name"
        autoComplete="name"
        value={fields.name}
        onChange={update('name')}
        error={errorFor('name')}
      />
      <Field
        label={t('auth.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={fields.email}
        onChange={update('email')}
        error={errorFor('email')}
      />
      <PasswordField
        label={t('auth.password')}
        name="new-password"
        autoComplete="new-password"
        value={fields.password}
        onChange={update('password')}
        error={errorFor('password')}
      />
      <PasswordField
        label={t('auth.confirmPassword')}
        name="confirm-password"
        autoComplete="new-password"
        value={fields.confirmPassword}
        onChange={update('confirmPassword')}
        error={errorFor('confirmPassword')}
      />
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="register-website">{t('auth.honeypot')}</label>
        <input
          id="register-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={fields.honeypot}
          onChange={update('honeypot')}
        />
      </div>
      <div className="captcha">
        {challenge.status === 'ready' ? (
          <Field
            label={t('auth.captchaLabel', { a: challenge.challenge.a, b: challenge.challenge.b })}
            name="captcha"
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            value={fields.captcha}
            onChange={update('captcha')}
            hint={
              captchaTyped
                ? captchaOk
                  ? t('auth.captchaCorrect')
                  : t('auth.captchaIncorrectLive')
                : undefined
            }
            className={captchaTyped ? (captchaOk ? 'captcha--ok' : 'captcha--wrong') : undefined}
          />
        ) : (
          <p className="captcha__status" role={challenge.status === 'error' ? 'alert' : 'status'}>
            {challenge.status === 'error' ? t('auth.captchaUnavailable') : t('auth.captchaLoading')}
          </p>
        )}
        <button
          type="button"
          className="icon-btn captcha__refresh"
          aria-label={t('auth.captchaRefresh')}
          title={t('auth.captchaRefresh')}
          onClick={newQuestion}
        >
          <Icon name="refresh" size={20} />
        </button>
      </div>
      <label className={`checkbox ${fieldError?.field === 'terms' ? 'checkbox--invalid' : ''}`}>
        <input
          type="checkbox"
          name="terms"
          checked={fields.terms}
          onChange={update('terms')}
          aria-describedby={fieldError?.field === 'terms' ? 'terms-error' : undefined}
        />
        <span>{t('auth.terms')}</span>
      </label>
      {fieldError?.field === 'terms' && (
        <p id="terms-error" className="field__error" role="alert">
          {t(fieldError.message)}
        </p>
      )}
      <Button
        type="submit"
        variant="primary"
        size="lg"
        block
        loading={loading}
        disabled={!canSubmitRegister(fields) || challenge.status !== 'ready'}
      >
        {t('auth.registerSubmit')}
      </Button>
      {!canSubmitRegister(fields) && <p className="auth-form__hint">{t('auth.fillAllFields')}</p>}
    </form>
  );
}
