import { useCallback, useState } from 'react';
import { readKey, writeKey } from '../../data/localPrefs';
import { DONATION_KEYS, shouldShowBanner, storedNumber } from '../donate/rules';

/** Counts this home visit once and decides, with the SPEC §4 rule, whether the donation banner shows. */
export function useHomeBanner(isSupporter: boolean): { visible: boolean; dismiss: () => void } {
  const [visible, setVisible] = useState(() => {
    const visits = (storedNumber(readKey(DONATION_KEYS.homeVisits)) ?? 0) + 1;
    writeKey(DONATION_KEYS.homeVisits, String(visits));
    const lastShown = storedNumber(readKey(DONATION_KEYS.bannerLastShown));
    return shouldShowBanner({ lastShown, visits, isSupporter, now: Date.now() });
  });
  /** Closing or using the banner stores the time (SPEC §4). */
  const dismiss = useCallback(() => {
    writeKey(DONATION_KEYS.bannerLastShown, String(Date.now()));
    setVisible(false);
  }, []);
  return { visible: visible && !isSupporter, dismiss };
}
