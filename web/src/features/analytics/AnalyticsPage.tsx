import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_RECENT_USERS,
  ADMIN_REFRESH_MS,
  ADMIN_TOP_PLACES,
  type AdminAnalytics,
  type AdminGeolocation,
  type AdminPerformance,
  type AdminUser,
  type AdminUserListed,
} from '@avanzo/sync-protocol';
import { useServices } from '../../app/services';
import { Button } from '../../ui/Button';
import { Icon, type IconName } from '../../ui/Icon';
import { Modal } from '../../ui/Modal';
import { relativeTime } from '../../i18n/relativeTime';
import {
  durationParts,
  flagOf,
  formatBytes,
  memoryTone,
  percentOf,
  SAMPLE_ANALYTICS,
  SAMPLE_GEOLOCATION,
  SAMPLE_PERFORMANCE,
} from './model';
import { usePolled, type Polled, type PolledState } from './usePolled';
import './analytics.css';

/** /app/analytics (admin only, enforced by the server): SPEC §2 Analytics. */
export function AnalyticsPage() {
  const { t, i18n } = useTranslation();
  const analytics = usePolled<AdminAnalytics>(
    '/admin/analytics',
    ADMIN_REFRESH_MS.analytics,
    SAMPLE_ANALYTICS,
  );
  const performance = usePolled<AdminPerformance>(
    '/admin/performance',
    ADMIN_REFRESH_MS.performance,
    SAMPLE_PERFORMANCE,
  );
  const geo = usePolled<AdminGeolocation>(
    '/admin/geolocation',
    ADMIN_REFRESH_MS.geolocation,
    SAMPLE_GEOLOCATION,
  );
  const [allUsers, setAllUsers] = useState(false);
  const anySample = [analytics, performance, geo].some((p) => p.state === 'sample');

  return (
    <div className="page analytics" data-testid="analytics">
      <header className="analytics__head">
        <div>
          <h1>{t('analytics.title')}</h1>
          <p className="analytics__updated" aria-live="polite">
            {analytics.updatedAt
              ? t('analytics.updatedAt', {
                  time: new Date(analytics.updatedAt).toLocaleTimeString(i18n.language, {
                    timeStyle: 'medium',
                  }),
                })
              : t('common.loading')}
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          icon={<Icon name="refresh" size={16} />}
          onClick={() => {
            analytics.refresh();
            performance.refresh();
            geo.refresh();
          }}
          data-testid="analytics-refresh"
        >
          {t('analytics.refresh')}
        </Button>
      </header>

      {anySample && (
        <p className="analytics__sample-note" role="alert" data-testid="sample-note">
          <Icon name="wifiOff" size={18} />
          {t('analytics.sampleNote')}
        </p>
      )}

      <StatCards polled={analytics} />
      <div className="analytics__grid">
        <UserList
          title={t('analytics.onlineTitle')}
          icon="wifi"
          state={analytics.state}
          users={analytics.data.onlineUsers}
          empty={t('analytics.onlineEmpty')}
          testId="online-users"
          detail={(user) =>
            t('analytics.lastSeen', {
              when: user.lastSeen ? relativeTime(user.lastSeen, Date.now(), i18n.language) : '—',
            })
          }
        />
        <UserList
          title={t('analytics.recentTitle')}
          icon="user"
          state={analytics.state}
          users={analytics.data.recentUsers.slice(0, ADMIN_RECENT_USERS)}
          empty={t('analytics.recentEmpty')}
          testId="recent-users"
          detail={(user) => t('analytics.registered', { date: formatDate(user.createdAt, i18n.language) })}
          action={
            <Button variant="ghost" size="sm" onClick={() => setAllUsers(true)} data-testid="view-all-users">
              {t('analytics.viewAll')}
            </Button>
          }
        />
        <PerformanceCard polled={performance} />
        <GeoCard polled={geo} />
        <SystemCard polled={performance} />
      </div>
      <AllUsersModal open={allUsers} onClose={() => setAllUsers(false)} />
    </div>
  );
}

const formatDate = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));

function Card({
  title,
  icon,
  state,
  children,
  action,
  testId,
}: {
  title: string;
  icon: IconName;
  state: PolledState;
  children: ReactNode;
  action?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="a-card" aria-labelledby={`${testId}-title`} data-testid={testId} data-state={state}>
      <header className="a-card__head">
        <Icon name={icon} size={18} />
        <h2 id={`${testId}-title`}>{title}</h2>
        <StateTag state={state} />
        {action && <span className="a-card__action">{action}</span>}
      </header>
      {state === 'loading' ? (
        <div className="a-card__loading" aria-busy="true">
          <span className="skeleton" />
          <span className="skeleton" />
          <span className="visually-hidden">{t('common.loading')}</span>
        </div>
      ) : (
        children
      )}
    </section>
  );
}

function StateTag({ state }: { state: PolledState }) {
  const { t } = useTranslation();
  if (state === 'sample')
    return (
      <span className="a-tag a-tag--sample" data-testid="sample-tag">
        {t('analytics.sampleTag')}
      </span>
    );
  if (state === 'stale') return <span className="a-tag a-tag--stale">{t('analytics.staleTag')}</span>;
  return null;
}

function StatCards({ polled }: { polled: Polled<AdminAnalytics> }) {
  const { t, i18n } = useTranslation();
  const { users, recipes } = polled.data;
  const n = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const cards: Array<{ key: string; icon: IconName; label: string; value: string; note: string }> = [
    {
      key: 'new-today',
      icon: 'user',
      label: t('analytics.newToday'),
      value: n(users.newToday),
      note: t('analytics.registeredToday'),
    },
    {
      key: 'active',
      icon: 'chart',
      label: t('analytics.activeUsers'),
      value: n(users.active),
      note: t('analytics.activeShare', { percent: percentOf(users.active, users.total) }),
    },
    {
      key: 'recipes-today',
      icon: 'book',
      label: t('analytics.recipesToday'),
      value: n(recipes.today),
      note: t('analytics.recipesTotal', { total: n(recipes.total) }),
    },
    {
      key: 'online',
      icon: 'wifi',
      label: t('analytics.onlineNow'),
      value: n(users.online),
      note: t('analytics.ofUsers', { total: n(users.total) }),
    },
  ];
  return (
    <ul className="stat-cards" aria-label={t('analytics.figures')} data-state={polled.state}>
      {cards.map((card) => (
        <li
          key={card.key}
          className={`stat-card${polled.state === 'sample' ? ' stat-card--sample' : ''}`}
          data-testid={`stat-${card.key}`}
        >
          <span className="stat-card__label">
            <Icon name={card.icon} size={16} />
            {card.label}
          </span>
          {polled.state === 'loading' ? (
            <span className="skeleton stat-card__skeleton" />
          ) : (
            <strong className="stat-card__value" data-testid={`value-${card.key}`}>
              {card.value}
            </strong>
          )}
          <span className="stat-card__note">
            {polled.state === 'sample' ? t('analytics.sampleTag') : card.note}
          </span>
        </li>
      ))}
    </ul>
  );
}

function UserList({
  title,
  icon,
  state,
  users,
  empty,
  detail,
  action,
  testId,
}: {
  title: string;
  icon: IconName;
  state: PolledState;
  users: readonly AdminUser[];
  empty: string;
  detail: (user: AdminUser) => string;
  action?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Card title={title} icon={icon} state={state} action={action} testId={testId}>
      {users.length === 0 ? (
        <p className="a-card__empty">{state === 'sample' ? t('analytics.sampleNoUsers') : empty}</p>
      ) : (
        <ul className="a-users">
          {users.map((user) => (
            <li key={user._id} className="a-user" data-testid={`${testId}-item`}>
              <span className="a-user__initial" aria-hidden="true">
                {(user.name.trim().charAt(0) || '?').toUpperCase()}
              </span>
              <span className="a-user__who">
                <span className="a-user__name">{user.name.trim() || t('analytics.nameMissing')}</span>
                <span className="a-user__email">{user.email}</span>
              </span>
              <span className="a-user__detail">{detail(user)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function PerformanceCard({ polled }: { polled: Polled<AdminPerformance> }) {
  const { t, i18n } = useTranslation();
  const { system, process } = polled.data.metrics;
  const percentage = system.memoryUsagePercentage;
  const tone = memoryTone(percentage);
  return (
    <Card title={t('analytics.performance')} icon="flame" state={polled.state} testId="performance">
      <div className="perf">
        <span className={`status-badge status-badge--${polled.data.status}`} data-testid="perf-status">
          {t(`analytics.status.${polled.data.status}`)}
        </span>
        <div className="meter">
          <div className="meter__label">
            <span>{t('analytics.memory')}</span>
            <span data-testid="memory-percent">
              {new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(percentage)} %
            </span>
          </div>
          <div
            className="meter__track"
            role="meter"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(percentage)}
            aria-label={t('analytics.memory')}
          >
            <span
              className={`meter__bar meter__bar--${tone}`}
              style={{ width: `${Math.min(100, Math.max(0, percentage))}%` }}
              data-testid="memory-bar"
              data-tone={tone}
            />
          </div>
          <p className="meter__note">
            {t('analytics.memoryUsed', {
              used: formatBytes(system.usedMemory, i18n.language),
              total: formatBytes(system.totalMemory, i18n.language),
            })}
          </p>
        </div>
        <dl className="facts">
          <Fact
            label={t('analytics.heap')}
            value={`${formatBytes(process.memory.heapUsed, i18n.language)} / ${formatBytes(process.memory.heapTotal, i18n.language)}`}
          />
          <Fact label={t('analytics.rss')} value={formatBytes(process.memory.rss, i18n.language)} />
          <Fact label={t('analytics.cpus')} value={String(system.cpuCount)} />
        </dl>
      </div>
    </Card>
  );
}

/** A country in the interface language from its code; the server's English name when the code is not a region. */
function useCountryName(): (code: string, fallback: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return (code, fallback) => {
      try {
        return /^[A-Z]{2}$/.test(code) ? (names.of(code) ?? fallback) : fallback;
      } catch {
        return fallback;
      }
    };
  }, [i18n.language]);
}

function GeoCard({ polled }: { polled: Polled<AdminGeolocation> }) {
  const { t, i18n } = useTranslation();
  const countryName = useCountryName();
  const { countries, cities, totalCountries, totalWithLocation } = polled.data;
  const top = countries.slice(0, ADMIN_TOP_PLACES);
  const topCities = cities.slice(0, ADMIN_TOP_PLACES);
  const max = Math.max(1, ...top.map((c) => c.userCount));
  const n = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  return (
    <Card title={t('analytics.geolocation')} icon="globe" state={polled.state} testId="geolocation">
      <p className="a-card__sub">
        {t('analytics.geoSummary', { countries: n(totalCountries), users: n(totalWithLocation) })}
      </p>
      {top.length === 0 ? (
        <p className="a-card__empty">{t('analytics.geoEmpty')}</p>
      ) : (
        <div className="geo">
          <div>
            <h3>{t('analytics.topCountries')}</h3>
            <ol className="places" data-testid="top-countries">
              {top.map((c) => (
                <li key={c.countryCode} className="place">
                  <span className="place__flag" aria-hidden="true">
                    {flagOf(c.countryCode)}
                  </span>
                  <span className="place__name">{countryName(c.countryCode, c.country)}</span>
                  <span className="place__count">{n(c.userCount)}</span>
                  <span
                    className="place__bar"
                    style={{ width: `${(c.userCount / max) * 100}%` }}
                    aria-hidden="true"
                  />
                </li>
              ))}
            </ol>
          </div>
          <div>
            <h3>{t('analytics.topCities')}</h3>
            <ol className="places" data-testid="top-cities">
              {topCities.map((c) => (
                <li key={`${c.countryCode}-${c.city}`} className="place">
                  <span className="place__flag" aria-hidden="true">
                    {flagOf(c.countryCode)}
                  </span>
                  <span className="place__name">{c.city}</span>
                  <span className="place__count">{n(c.userCount)}</span>
                </li>
              ))}
            </ol>
          </div>
        </div>
      )}
    </Card>
  );
}

function SystemCard({ polled }: { polled: Polled<AdminPerformance> }) {
  const { t } = useTranslation();
  const { system, process } = polled.data.metrics;
  const duration = (seconds: number) =>
    durationParts(seconds)
      .map((p) => t(`analytics.units.${p.unit}`, { count: p.value }))
      .join(' ');
  return (
    <Card title={t('analytics.system')} icon="settings" state={polled.state} testId="system">
      <dl className="facts">
        <Fact label={t('analytics.platform')} value={`${system.platform} · ${system.arch}`} />
        <Fact label={t('analytics.cpus')} value={String(system.cpuCount)} />
        <Fact label={t('analytics.systemUptime')} value={duration(system.uptime)} />
        <Fact label={t('analytics.processUptime')} value={duration(process.uptime)} />
      </dl>
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function AllUsersModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { http } = useServices();
  const [users, setUsers] = useState<AdminUserListed[] | null | 'error'>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setUsers(null);
    http
      .get<{ data: AdminUserListed[] }>('/admin/users/all')
      .then((reply) => live && setUsers(reply.data))
      .catch(() => live && setUsers('error'));
    return () => {
      live = false;
    };
  }, [open, http]);

  return (
    <Modal
      open={open}
      title={t('analytics.allUsersTitle')}
      onClose={onClose}
      size="lg"
      footer={
        <Button variant="primary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      {users === null ? (
        <div className="a-card__loading" aria-busy="true">
          <span className="skeleton" />
          <span className="skeleton" />
          <span className="visually-hidden">{t('common.loading')}</span>
        </div>
      ) : users === 'error' ? (
        <p className="a-card__empty" role="alert">
          {t('analytics.allUsersError')}
        </p>
      ) : (
        <>
          <p className="a-card__sub">{t('analytics.allUsersCount', { count: users.length })}</p>
          <ul className="a-users" data-testid="all-users">
            {users.map((user) => (
              <li key={user._id} className="a-user" data-testid="all-users-item">
                <span className="a-user__who">
                  <span className="a-user__name">{user.name.trim() || t('analytics.nameMissing')}</span>
                  <span className="a-user__email">{user.email}</span>
                </span>
                <span className="a-user__detail">
                  {t('analytics.registered', { date: formatDate(user.createdAt, i18n.language) })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
