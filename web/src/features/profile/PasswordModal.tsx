import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangePasswordReply } from '@avanzo/sync-protocol';
import { useServices } from '../../app/services';
import { connectionErrorKey } from '../../data/errorText';
import { ApiError } from '../../data/http';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { notify } from '../../ui/toast';
import { PasswordField } from '../auth/PasswordField';
import {
  isWrongCurrentPassword,
  validatePasswordChange,
  type PasswordErrors,
  type PasswordFields,
} from './passwordRules';

const EMPTY: PasswordFields = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** SPEC §5/§8 change password: errors under each field, the call only when there are none. */
export function PasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { http, auth } = useServices();
  const [fields, setFields] = useState<PasswordFields>(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) return;
    setFields(EMPTY);
    setErrors({});
  }, [open]);

  const change = (key: keyof PasswordFields) => (value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePasswordChange(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const reply = await http.put<ChangePasswordReply>('/auth/change-password', {
        currentPassword: fields.currentPassword,
        newPassword: fields.newPassword,
      });
      // The change ended every other session; this device goes on with the token it was given.
      auth.acceptToken(reply.token);
      notify.success(t('profile.password.success'));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && isWrongCurrentPassword(error.code, error.message)) {
        setErrors({ currentPassword: 'profile.password.wrongCurrentPassword' });
      } else if (error instanceof ApiError && error.code === 'PASSWORD_TOO_SHORT') {
        setErrors({ newPassword: 'profile.password.newPasswordMinLength' });
      } else {
        notify.error(t(connectionErrorKey(error) ?? 'profile.password.failed'));
      }
    } finally {
      setBusy(false);
    }
  };

  const message = (key: keyof PasswordFields) => (errors[key] ? t(errors[key], { min: 6 }) : null);

  return (
    <Modal
      open={open}
      title={t('profile.password.title')}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="primary"
            type="submit"
            form="password-form"
            loading={busy}
            data-testid="password-save"
          >
            {t('profile.password.submit')}
          </Button>
        </>
      }
    >
      <form
        id="password-form"
        className="profile-form"
        noValidate
        onSubmit={(e) => void submit(e)}
        data-testid="password-modal"
      >
        <PasswordField
          label={t('profile.password.current')}
          autoComplete="current-password"
          value={fields.currentPassword}
          onChange={(e) => change('currentPassword')(e.target.value)}
          error={message('currentPassword')}
          data-testid="password-current"
        />
        <PasswordField
          label={t('profile.password.new')}
          autoComplete="new-password"
          value={fields.newPassword}
          onChange={(e) => change('newPassword')(e.target.value)}
          error={message('newPassword')}
          data-testid="password-new"
        />
        <PasswordField
          label={t('profile.password.confirm')}
          autoComplete="new-password"
          value={fields.confirmPassword}
          onChange={(e) => change('confirmPassword')(e.target.value)}
          error={message('confirmPassword')}
          data-testid="password-confirm"
        />
      </form>
    </Modal>
  );
}
