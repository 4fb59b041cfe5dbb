import { Link, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAuthState, useServices } from '../../app/services';
import { Icon, Logo, type IconName } from '../../ui/Icon';
import { DonationProvider, useDonation } from '../donate/DonationProvider';
import { DataProvider } from '../../data/DataProvider';
import { SkeletonCard } from '../../ui/Skeleton';
import { RefusedChanges } from './RefusedChanges';
import { SyncBadge } from './SyncBadge';
import { useHeartbeat } from './useHeartbeat';
import './shell.css';

const NAV: ReadonlyArray<{ to: string; key: string; icon: IconName; admin?: boolean }> = [
  { to: '/app/home', key: 'shell.home', icon: 'home' },
  { to: '/app/camera', key: 'shell.camera', icon: 'camera' },
  { to: '/app/recipes', key: 'shell.recipes', icon: 'book' },
  { to: '/app/saved', key: 'shell.saved', icon: 'heart' },
  { to: '/app/profile', key: 'shell.profile', icon: 'user' },
  { to: '/app/analytics', key: 'shell.analytics', icon: 'chart', admin: true },
];

export function SupporterBadge({ since }: { since: string | null }) {
  const { t, i18n } = useTranslation();
  const date = since
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(since))
    : '';
  const tooltip = t('shell.supporterSince', { date });
  return (
    <span
      className="supporter-badge"
      tabIndex={0}
      title={tooltip}
      aria-label={tooltip}
      data-testid="supporter-badge"
    >
      <Icon name="star" size={14} />
      <span className="supporter-badge__label">{t('shell.supporter')}</span>
      <span className="supporter-badge__tip" role="tooltip">
        {tooltip}
      </span>
    </span>
  );
}

export function AppLayout() {
  const { http } = useServices();
  const { user } = useAuthState();
  useHeartbeat(http, user !== null);
  if (!user) return null;

  const loading = (
    <div className="shell__loading" aria-busy="true">
      <SkeletonCard />
      <SkeletonCard />
    </div>
  );

  return (
    <DataProvider userId={user.id} fallback={loading}>
      <DonationProvider>
        <Shell />
      </DonationProvider>
    </DataProvider>
  );
}

function Shell() {
  const { t } = useTranslation();
  const { user } = useAuthState();
  const donate = useDonation();
  const isSupporter = user?.supporter.isSupporter ?? false;
  return (
    <div className="shell">
      <header className="shell__header">
        <Link to="/app/home" className="shell__brand">
          <Logo size={30} />
          <span>{t('common.appName')}</span>
        </Link>
        <div className="shell__header-actions">
          <SyncBadge />
          {isSupporter ? (
            <SupporterBadge since={user?.supporter.supporterSince ?? null} />
          ) : (
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              onClick={donate}
              data-testid="donate-button"
            >
              <Icon name="gift" size={16} />
              {t('shell.donate')}
            </button>
          )}
        </div>
      </header>
      <main className="shell__main">
        <RefusedChanges />
        <Outlet />
      </main>
      <nav className="bottom-nav" aria-label={t('shell.mainNav')}>
        {NAV.filter((item) => !item.admin || user?.isAdmin).map((item) => (
          <Link
            key={item.to}
            to={item.to}
            className="bottom-nav__item"
            activeProps={{ className: 'bottom-nav__item bottom-nav__item--active', 'aria-current': 'page' }}
            data-testid={`nav-${item.to.split('/').pop()}`}
          >
            <Icon name={item.icon} size={22} />
            <span>{t(item.key)}</span>
          </Link>
        ))}
      </nav>
    </div>
  );
}
