import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserReply } from '@avanzo/sync-protocol';
import { useAuthState, useServices } from '../../app/services';
import { useServerConfig } from '../../app/useServerConfig';
import { connectionErrorKey } from '../../data/errorText';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Icon } from '../../ui/Icon';
import { Modal } from '../../ui/Modal';
import { notify } from '../../ui/toast';
import { parseAmount } from './rules';
import { useDonate } from './useDonate';
import './donate.css';

/**
 * SPEC §7: the payment provider's page opens in a new tab (with the amount, when one is given); paying
 * inside the app is not there yet, and the dialog says so. A cook who has donated registers as a
 * supporter here (POST /auth/supporter), which brings the badge and hides the donate buttons.
 */
export function DonationModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { http, auth } = useServices();
  const { user } = useAuthState();
  const donate = useDonate();
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [busy, setBusy] = useState(false);
  const configured = useServerConfig().donationUrl !== null;
  const isSupporter = user?.supporter.isSupporter ?? false;

  const amountValue = parseAmount(amount);
  const amountInvalid = amount.trim() !== '' && amountValue === undefined;

  const register = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const reply = await http.post<UserReply>('/auth/supporter', {
        provider: 'donation-page',
        ...(amountValue !== undefined ? { amount: amountValue, currency: 'EUR' } : {}),
        ...(reference.trim() ? { reference: reference.trim() } : {}),
      });
      auth.acceptUser(reply.user);
      notify.success(t('donate.supporterThanks'));
      onClose();
    } catch (error) {
      notify.error(t(connectionErrorKey(error) ?? 'donate.supporterError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={t('donate.title')} onClose={onClose} size="sm">
      <div className="donate-dialog" data-testid="donation-modal">
        <div className="donate-dialog__intro">
          <span className="donate-dialog__icon" aria-hidden="true">
            <Icon name="gift" size={26} />
          </span>
          <p>{isSupporter ? t('donate.againText') : t('donate.text')}</p>
        </div>
        <Field
          label={t('donate.amountLabel')}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={amountInvalid ? t('donate.amountInvalid') : null}
          hint={t('donate.amountHint')}
          data-testid="donation-amount"
        />
        <Button
          variant="secondary"
          size="lg"
          disabled={!configured || amountInvalid}
          icon={<Icon name="heart" size={18} />}
          onClick={() => void donate(amountValue)}
          data-testid="donation-open"
        >
          {t('donate.openPage')}
        </Button>
        <p className="donate-dialog__note">
          {configured ? t('donate.comingSoon') : t('donate.notConfigured')}
        </p>
        {!isSupporter && (
          <form className="donate-dialog__register" onSubmit={(e) => void register(e)}>
            <h3>{t('donate.registerTitle')}</h3>
            <p>{t('donate.registerText')}</p>
            <Field
              label={t('donate.referenceLabel')}
              value={reference}
              maxLength={200}
              onChange={(e) => setReference(e.target.value)}
              data-testid="donation-reference"
            />
            <Button type="submit" variant="primary" loading={busy} data-testid="supporter-register">
              {t('donate.registerButton')}
            </Button>
          </form>
        )}
      </div>
    </Modal>
  );
}
