import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicUser, UserReply } from '@avanzo/sync-protocol';
import { useServices } from '../../app/services';
import { connectionErrorKey } from '../../data/errorText';
import { useDataSession } from '../../data/hooks';
import { ApiError } from '../../data/http';
import { writeErrorKey } from '../../data/writes';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { notify } from '../../ui/toast';

/**
 * Account settings: the name is saved on this device at once and synced to the account (offline too);
 * a new email address is the sign-in address, so it needs the server to agree (it may be taken).
 */
export function AccountModal({
  open,
  user,
  onClose,
}: {
  open: boolean;
  user: PublicUser;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { http, auth } = useServices();
  const { writer } = useDataSession();
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Each opening starts from the account as it is now, in the same render that opens the dialog (an
  // effect would show what was typed before Escape for a frame). Only at opening: a sync arriving while
  // it is open must not overwrite what is typed.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setName(user.name);
      setEmail(user.email);
      setEmailError(null);
    }
  }

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const newName = name.trim();
    const newEmail = email.trim();
    if (newName === '') return;
    setBusy(true);
    try {
      if (newEmail.toLowerCase() !== user.email.toLowerCase()) {
        try {
          const reply = await http.put<UserReply>('/auth/profile', { email: newEmail });
          auth.acceptUser({ ...reply.user, name: auth.getSnapshot().user?.name ?? reply.user.name });
        } catch (error) {
          const code = error instanceof ApiError ? error.code : '';
          setEmailError(
            code === 'USER_EXISTS'
              ? t('auth.errors.emailAlreadyExists')
              : code === 'VALIDATION_ERROR'
                ? t('auth.errors.invalidEmail')
                : code === 'EMAIL_RESERVED' || code === 'FORBIDDEN'
                  ? t('profile.account.emailReserved')
                  : t(connectionErrorKey(error) ?? 'profile.account.failed'),
          );
          return;
        }
      }
      if (newName !== user.name) {
        await writer.setName(newName);
        const current = auth.getSnapshot().user;
        if (current) auth.acceptUser({ ...current, name: newName });
      }
      notify.success(t('profile.account.saved'));
      onClose();
    } catch (error) {
      notify.error(t(writeErrorKey(error) ?? 'profile.account.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('profile.account.title')}
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
            form="account-form"
            loading={busy}
            disabled={name.trim() === '' || email.trim() === ''}
            data-testid="account-save"
          >
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form
        id="account-form"
        className="profile-form"
        onSubmit={(e) => void save(e)}
        data-testid="account-modal"
      >
        <Field
          label={t('profile.account.name')}
          value={name}
          maxLength={100}
          autoComplete="name"
          onChange={(e) => setName(e.target.value)}
          data-testid="account-name"
        />
        <Field
          label={t('profile.account.email')}
          type="email"
          value={email}
          autoComplete="email"
          onChange={(e) => {
            setEmail(e.target.value);
            setEmailError(null);
          }}
          error={emailError}
          hint={t('profile.account.emailHint')}
          data-testid="account-email"
        />
      </form>
    </Modal>
  );
}
