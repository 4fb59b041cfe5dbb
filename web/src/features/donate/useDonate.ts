import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { notify } from '../../ui/toast';

/**
 * Opens the payment provider's donation page in a new tab (SPEC §7 external call 3). Until a
 * DONATION_URL is configured, it says that the provider integration is coming soon.
 */
export function useDonate(): (amount?: number) => Promise<void> {
  const { serverConfig } = useServices();
  const { t } = useTranslation();
  return useCallback(
    async (amount?: number) => {
      const config = await serverConfig.load();
      if (!config.donationUrl) {
        notify.info(t('landing.donate.comingSoon'));
        return;
      }
      const url = new URL(config.donationUrl);
      if (amount !== undefined) url.searchParams.set('amount', String(amount));
      window.open(url.toString(), '_blank', 'noopener,noreferrer');
    },
    [serverConfig, t],
  );
}
