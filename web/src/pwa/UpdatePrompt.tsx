import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '../ui/Button';
import './pwa.css';

/** Registers the service worker and offers the update when a new version is waiting. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });

  if (!needRefresh) return null;
  return (
    <div
      className="update-prompt"
      role="alertdialog"
      aria-live="polite"
      aria-label={t('shell.updateAvailable')}
    >
      <p>{t('shell.updateAvailable')}</p>
      <div className="update-prompt__actions">
        <Button size="sm" variant="ghost" onClick={() => setNeedRefresh(false)}>
          {t('shell.updateLater')}
        </Button>
        <Button size="sm" variant="primary" onClick={() => void updateServiceWorker(true)}>
          {t('shell.updateReload')}
        </Button>
      </div>
    </div>
  );
}
