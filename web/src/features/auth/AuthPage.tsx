import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { Icon, Logo } from '../../ui/Icon';
import { LanguageMenu } from '../landing/LanguageMenu';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import '../landing/landing.css';
import './auth.css';

type Tab = 'login' | 'register';

export function AuthPage({ initialTab }: { initialTab: Tab }) {
  const { t } = useTranslation();
  const { auth } = useServices();
  const [tab, setTab] = useState<Tab>(initialTab);

  const switchTo = (next: Tab) => {
    if (next === tab) return;
    auth.clearMessages();
    setTab(next);
  };

  return (
    <div className="auth-page">
      <header className="auth-page__top">
        <Link to="/" className="auth-page__back">
          <Icon name="chevronLeft" size={20} />
          {t('auth.backHome')}
        </Link>
        <LanguageMenu />
      </header>
      <main className="auth-card">
        <div className="auth-card__brand">
          <Logo size={48} />
          <h1>{tab === 'login' ? t('auth.loginTitle') : t('auth.registerTitle')}</h1>
          <p>{tab === 'login' ? t('auth.loginSubtitle') : t('auth.registerSubtitle')}</p>
        </div>
        <div className="tabs" role="tablist" aria-label={t('auth.tabsLabel')}>
          {(['login', 'register'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`tab-${name}`}
              aria-selected={tab === name}
              aria-controls={`panel-${name}`}
              tabIndex={tab === name ? 0 : -1}
              className="tabs__tab"
              onClick={() => switchTo(name)}
              onKeyDown={(event) => {
                if (event.key === 'ArrowRight' || event.key === 'ArrowLeft')
                  switchTo(name === 'login' ? 'register' : 'login');
              }}
            >
              {name === 'login' ? t('auth.tabLogin') : t('auth.tabRegister')}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
          {tab === 'login' ? <LoginForm key="login" /> : <RegisterForm key="register" />}
        </div>
      </main>
    </div>
  );
}
