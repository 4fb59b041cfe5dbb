import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ActivityEntry } from '@avanzo/sync-protocol';
import { useAuthState } from '../../app/services';
import { useRecentActivity } from '../../data/hooks';
import { Icon } from '../../ui/Icon';
import { useDonation } from '../donate/DonationProvider';
import { relativeTime } from '../../i18n/relativeTime';
import { useHomeBanner } from './useHomeBanner';
import './home.css';

const ACTIVITY_SHOWN = 5;

/** The time now, refreshed every minute so "2 minutes ago" stays true while the page is open. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(id);
  }, []);
  return now;
}

export function HomePage() {
  const { t } = useTranslation();
  const { user } = useAuthState();
  const isSupporter = user?.supporter.isSupporter ?? false;
  const banner = useHomeBanner(isSupporter);
  const openDonation = useDonation();
  const activity = useRecentActivity(ACTIVITY_SHOWN);

  return (
    <div className="page home">
      <header className="home__welcome">
        <h1 data-testid="home-welcome">{t('home.welcome', { name: user?.name ?? '' })}</h1>
        <p>{t('home.subtitle')}</p>
      </header>

      {banner.visible && (
        <aside
          className="home-banner accent-card"
          aria-labelledby="banner-title"
          data-testid="donation-banner"
        >
          <span className="accent-card__icon" aria-hidden="true">
            <Icon name="gift" size={24} />
          </span>
          <div className="home-banner__body">
            <h2 id="banner-title">{t('home.banner.title')}</h2>
            <p>{t('home.banner.text')}</p>
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              onClick={() => {
                banner.dismiss();
                openDonation();
              }}
              data-testid="banner-donate"
            >
              <Icon name="heart" size={16} />
              {t('home.banner.button')}
            </button>
          </div>
          <button
            type="button"
            className="icon-btn home-banner__close"
            aria-label={t('home.banner.close')}
            onClick={banner.dismiss}
            data-testid="banner-close"
          >
            <Icon name="close" size={18} />
          </button>
        </aside>
      )}

      <div className="home__actions">
        <Link to="/app/camera" className="big-action big-action--primary" data-testid="home-scan">
          <span className="big-action__icon">
            <Icon name="camera" size={28} />
          </span>
          <span className="big-action__title">{t('home.scanTitle')}</span>
          <span className="big-action__text">{t('home.scanText')}</span>
        </Link>
        <Link to="/app/recipes" className="big-action" data-testid="home-recipes">
          <span className="big-action__icon">
            <Icon name="book" size={28} />
          </span>
          <span className="big-action__title">{t('home.viewTitle')}</span>
          <span className="big-action__text">{t('home.viewText')}</span>
        </Link>
      </div>

      <section className="home__section" aria-labelledby="activity-title" aria-busy={activity === undefined}>
        <h2 id="activity-title">{t('home.activityTitle')}</h2>
        {activity === undefined ? (
          <ul className="activity" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <li key={i} className="activity__item activity__item--skeleton">
                <span className="skeleton activity__dot" />
                <span className="skeleton activity__line" />
              </li>
            ))}
          </ul>
        ) : activity.length === 0 ? (
          <div className="notice" data-testid="activity-empty">
            <span className="notice__icon">
              <Icon name="leaf" />
            </span>
            <p className="notice__title">{t('home.activityEmptyTitle')}</p>
            <p className="notice__text">{t('home.activityEmptyText')}</p>
            <Link to="/app/camera" className="btn btn--primary">
              {t('home.getStarted')}
            </Link>
          </div>
        ) : (
          <ActivityList entries={activity} />
        )}
      </section>

      <aside className="tip" aria-labelledby="tip-title">
        <Icon name="sparkles" />
        <div>
          <h2 id="tip-title">{t('home.tipTitle')}</h2>
          <p>{t('home.tipText')}</p>
        </div>
      </aside>

      <footer className="home-footer" data-testid="donation-footer">
        {isSupporter ? (
          <p>
            <Icon name="star" size={16} /> {t('home.footer.thanks')}
          </p>
        ) : (
          <>
            <p>{t('home.footer.text')}</p>
            <button type="button" className="link-btn" onClick={openDonation} data-testid="footer-donate">
              {t('home.footer.button')}
            </button>
          </>
        )}
      </footer>
    </div>
  );
}

function ActivityList({ entries }: { entries: readonly ActivityEntry[] }) {
  const { t, i18n } = useTranslation();
  const now = useMinuteClock();
  return (
    <ul className="activity" data-testid="activity-list">
      {entries.map((entry) => (
        <li key={entry.id} className="activity__item" data-testid="activity-item">
          <span className="activity__dot" aria-hidden="true">
            <Icon name="sparkles" size={16} />
          </span>
          <Link to="/app/recipes" className="activity__body">
            <span className="activity__title">{entry.title || t('home.activityDefaultTitle')}</span>
            <span className="activity__meta">
              {t(entry.type === 'recipe_generated' ? 'home.activityGenerated' : 'home.activityOther')}
              {' · '}
              <time dateTime={entry.timestamp} data-testid="activity-time">
                {relativeTime(entry.timestamp, now, i18n.language)}
              </time>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
