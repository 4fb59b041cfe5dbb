import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAuthState, useServices } from '../../app/services';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { applyLanguage } from '../../i18n';
import { notify } from '../../ui/toast';
import { PasswordField } from './PasswordField';
import { authErrorMessage, canSubmitLogin, validateLogin, type LoginErrors } from './validation';

export function LoginForm() {
  const { t, i18n } = useTranslation();
  const { auth } = useServices();
  const { loading } = useAuthState();
  const navigate = useNavigate();
  const [fields, setFields] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [boxError, setBoxError] = useState<string | null>(null);

  const update = (key: keyof typeof fields) => (event: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [key]: event.target.value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBoxError(null);
    const found = validateLogin(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await auth.login(fields.email, fields.password);
    if (result.ok) {
      // Greet in the account's language, which signing in has just applied (its catalog may still load).
      await applyLanguage(i18n, result.user.preferences.language);
      notify.success(i18n.t('auth.loginSuccess', { name: result.user.name }));
      await navigate({ to: '/app/home' });
      return;
    }
    if (result.code === 'INVALID_CREDENTIALS') {
      setErrors({ email: 'auth.errors.invalidCredentials', password: 'auth.errors.invalidCredentials' });
    } else if (result.code === 'ACCOUNT_DEACTIVATED') {
      setErrors({ email: 'auth.errors.accountDeactivated' });
    } else {
      const key = authErrorMessage(result.code);
      setBoxError(key ? t(key) : t('auth.errors.loginFailed'));
    }
  };

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate data-testid="login-form">
      <Field
        label={t('auth.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={fields.email}
        onChange={update('email')}
        error={errors.email ? t(errors.email) : null}
      />
      <PasswordField
        label={t('auth.password')}
        name="password"
        autoComplete="current-password"
        value={fields.password}
        onChange={update('password')}
        error={errors.password ? t(errors.password) : null}
      />
      {boxError && (
        <p className="auth-form__error" role="alert">
          {boxError}
        </p>
      )}
      <Button
        type="submit"
        variant="primary"
        size="lg"
        block
        loading={loading}
        disabled={!canSubmitLogin(fields)}
      >
        {t('auth.loginSubmit')}
      </Button>
    </form>
  );
}
