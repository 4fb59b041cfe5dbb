import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../ui/Icon';
import { LanguageMenu } from './LanguageMenu';

export function TopBar({ hidden, shadow }: { hidden: boolean; shadow: boolean }) {
  const { t } = useTranslation();
  const classes = ['topbar', hidden ? 'topbar--hidden' : '', shadow ? 'topbar--shadow' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <header className={classes} data-testid="topbar" data-hidden={hidden} data-shadow={shadow}>
      <div className="topbar__inner">
        <a className="topbar__brand" href="#top" aria-label="Avanzo">
          <Logo size={30} />
          <span>{t('common.appName')}</span>
        </a>
        <nav className="topbar__links" aria-label={t('landing.nav.about')}>
          <a href="#features">{t('landing.nav.features')}</a>
          <a href="#how-it-works">{t('landing.nav.howItWorks')}</a>
          <a href="#about">{t('landing.nav.about')}</a>
        </nav>
        <div className="topbar__actions">
          <LanguageMenu />
          <Link
            to="/auth"
            search={{ tab: 'register' }}
            className="btn btn--primary btn--sm"
            data-testid="get-started"
          >
            {t('landing.nav.getStarted')}
          </Link>
        </div>
      </div>
    </header>
  );
}
