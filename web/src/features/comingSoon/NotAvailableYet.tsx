import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../ui/Icon';

type Screen = 'cooking' | 'analytics';

const ICONS: Record<Screen, IconName> = {
  cooking: 'hourglass',
  analytics: 'chart',
};

/** An honest panel for a screen a later release builds: it says so, and shows nothing fake. */
export function NotAvailableYet({ screen }: { screen: Screen }) {
  const { t } = useTranslation();
  return (
    <section className="page" aria-labelledby="na-title" data-testid={`not-available-${screen}`}>
      <div className="notice">
        <span className="notice__icon">
          <Icon name={ICONS[screen]} />
        </span>
        <span className="chip">{t('comingSoon.badge')}</span>
        <h1 id="na-title" className="notice__title">
          {t(`comingSoon.${screen}Title`)}
        </h1>
        <p className="notice__text">{t(`comingSoon.${screen}Text`)}</p>
        <Link to="/app/home" className="btn btn--ghost">
          {t('comingSoon.backHome')}
        </Link>
      </div>
    </section>
  );
}
