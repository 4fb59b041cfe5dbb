import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { APP_VERSION, LANGUAGES, type Language } from '@avanzo/sync-protocol';
import { useAuthState, useServices } from '../../app/services';
import { useDataSession } from '../../data/hooks';
import { StorageFullError } from '../../data/writes';
import { chooseLanguage } from '../../i18n';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Modal } from '../../ui/Modal';
import { notify } from '../../ui/toast';
import { SupporterBadge } from '../shell/AppLayout';
import './profile.css';

export function ProfilePage() {
  const { t, i18n } = useTranslation();
  const services = useServices();
  const data = useDataSession();
  const { user } = useAuthState();
  const navigate = useNavigate();
  const [modal, setModal] = useState<'language' | 'logout' | null>(null);

  if (!user) return null;
  const initial = user.name.trim().charAt(0).toUpperCase();

  const pickLanguage = async (language: Language) => {
    services.languageChoice.made = true;
    await chooseLanguage(services.i18n, language);
    // The services' i18n speaks the language just chosen; this render's `t` still speaks the old one.
    try {
      // Saved locally at once and queued for the server: it reaches the account when the sync runs.
      await data.writer.setLanguage(language);
      services.auth.acceptUser({ ...user, preferences: { language } });
      notify.success(services.i18n.t('profile.languageSaved'));
    } catch (error) {
      notify.warning(
        services.i18n.t(
          error instanceof StorageFullError ? 'common.errors.storageFull' : 'profile.languageSavedLocally',
        ),
      );
    }
  };

  const logout = async () => {
    setModal(null);
    // Hand what is still queued to the server first (briefly: signing out must not hang offline).
    await Promise.race([data.engine.syncNow(), new Promise((resolve) => setTimeout(resolve, 3000))]);
    services.auth.logout();
    notify.info(t('auth.logoutSuccess'));
    await navigate({ to: '/' });
  };

  return (
    <div className="page profile">
      <section className="profile__card" aria-labelledby="profile-name">
        <div className="avatar" aria-hidden="true">
          {user.avatar ? (
            <img src={user.avatar} alt="" />
          ) : initial ? (
            <span>{initial}</span>
          ) : (
            <Icon name="user" size={36} />
          )}
        </div>
        <div className="profile__who">
          <h1 id="profile-name">
            {user.name}
            {user.supporter.isSupporter && <SupporterBadge since={user.supporter.supporterSince} />}
          </h1>
          <p>{user.email}</p>
        </div>
      </section>
      <ul className="rows">
        <li>
          <button
            type="button"
            className="row"
            onClick={() => setModal('language')}
            data-testid="profile-language"
          >
            <Icon name="globe" />
            <span className="row__label">{t('profile.languageTitle')}</span>
            <span className="row__value">{t(`common.languages.${i18n.language}`)}</span>
          </button>
        </li>
        <li>
          <button
            type="button"
            className="row row--danger"
            onClick={() => setModal('logout')}
            data-testid="logout"
          >
            <Icon name="logout" />
            <span className="row__label">{t('profile.logout')}</span>
          </button>
        </li>
      </ul>
      <p className="profile__note">{t('profile.moreSoon')}</p>
      <p className="profile__version">{t('profile.version', { version: APP_VERSION })}</p>

      <Modal
        open={modal === 'language'}
        title={t('profile.languageTitle')}
        onClose={() => setModal(null)}
        footer={
          <Button variant="primary" onClick={() => setModal(null)}>
            {t('common.done')}
          </Button>
        }
      >
        <div className="choice-list" role="radiogroup" aria-label={t('profile.languageTitle')}>
          {LANGUAGES.map((language) => (
            <button
              key={language}
              type="button"
              role="radio"
              lang={language}
              aria-checked={i18n.language === language}
              className="choice"
              onClick={() => void pickLanguage(language)}
            >
              {t(`common.languages.${language}`)}
              {i18n.language === language && <Icon name="check" size={18} />}
            </button>
          ))}
        </div>
      </Modal>
      <Modal
        open={modal === 'logout'}
        title={t('profile.logoutTitle')}
        size="sm"
        onClose={() => setModal(null)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setModal(null)}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" onClick={() => void logout()} data-testid="logout-confirm">
              {t('profile.logoutConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('profile.logoutText')}</p>
      </Modal>
    </div>
  );
}
