import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="splash">
      <div className="notice">
        <span className="notice__icon">
          <Icon name="leaf" />
        </span>
        <h1 className="notice__title">{t('notFound.title')}</h1>
        <p className="notice__text">{t('notFound.text')}</p>
        <Link to="/" className="btn btn--primary">
          {t('common.backHome')}
        </Link>
      </div>
    </main>
  );
}
