import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthState } from '../../app/services';
import { readKey, writeKey } from '../../data/localPrefs';
import { notify } from '../../ui/toast';
import { useDonation } from '../donate/DonationProvider';
import { DONATION_KEYS, donationToastWindow, shouldShowDonationToast } from '../donate/rules';

/** SPEC §4: once the cook has 3+ generated recipes, one donation toast 2 s later (8 s), never for supporters. */
export function useDonationToast(): (generatedTotal: number) => void {
  const { t } = useTranslation();
  const { user } = useAuthState();
  const donate = useDonation();
  return useCallback(
    (generatedTotal: number) => {
      const shown = readKey(DONATION_KEYS.toastShown) !== null;
      if (!shouldShowDonationToast(generatedTotal, shown, user?.supporter.isSupporter ?? false)) return;
      const now = Date.now();
      const { showAt, hideAt } = donationToastWindow(now);
      writeKey(DONATION_KEYS.toastShown, String(now));
      setTimeout(() => {
        notify.rich(
          'donation',
          <div className="donation-toast" data-testid="donation-toast">
            <strong>{t('recipes.donation.title')}</strong>
            <span>{t('recipes.donation.text')}</span>
            <button type="button" className="btn btn--sm btn--secondary" onClick={() => donate()}>
              {t('recipes.donation.button')}
            </button>
          </div>,
          { autoClose: hideAt - showAt, closeOnClick: false },
        );
      }, showAt - now);
    },
    [t, user, donate],
  );
}
