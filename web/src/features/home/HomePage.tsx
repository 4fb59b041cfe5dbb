import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAuthState } from '../../app/services';
import { Icon } from '../../ui/Icon';
import './home.css';

export function HomePage() {
  const { t } = useTranslation();
  const { user } = useAuthState();
  return (
    <div className="page home">
      <header className="home__welcome">
        <h1 data-testid="home-welcome">{t('home.welcome', { name: user?.name ?? '' })}</h1>
        <p>{t('home.subtitle')}</p>
      </header>
      <div className="home__actions">
        <Link to="/app/camera" className="big-action big-action--primary">
          <span className="big-action__icon">
            <Icon name="camera" size={28} />
          </span>
          <span className="big-action__title">{t('home.scanTitle')}</span>
          <span className="big-action__text">{t('home.scanText')}</span>
        </Link>
        <Link to="/app/recipes" className="big-action">
          <span className="big-action__icon">
            <Icon name="book" size={28} />
          </span>
          <span className="big-action__title">{t('home.viewTitle')}</span>
          <span className="big-action__text">{t('home.viewText')}</span>
        </Link>
      </div>
      <section className="home__section" aria-labelledby="activity-title">
        <h2 id="activity-title">{t('home.activityTitle')}</h2>
        <div className="notice">
          <span className="notice__icon">
            <Icon name="leaf" />
          </span>
          <p className="notice__title">{t('home.activityEmptyTitle')}</p>
          <p className="notice__text">{t('home.activityEmptyText')}</p>
          <Link to="/app/camera" className="btn btn--primary">
            {t('home.getStarted')}
          </Link>
        </div>
      </section>
      <aside className="tip" aria-labelledby="tip-title">
        <Icon name="sparkles" />
        <div>
          <h2 id="tip-title">{t('home.tipTitle')}</h2>
          <p>{t('home.tipText')}</p>
        </div>
      </aside>
    </div>
  );
}
