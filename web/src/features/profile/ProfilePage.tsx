import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { APP_VERSION, LANGUAGES, type Language } from '@avanzo/sync-protocol';
import { useAuthState, useServices } from '../../app/services';
import { useServerConfig } from '../../app/useServerConfig';
import { readActivity, readRecipes, useDataSession } from '../../data/hooks';
import { connectionErrorKey } from '../../data/errorText';
import { writeErrorKey } from '../../data/writes';
import { chooseLanguage } from '../../i18n';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Icon, type IconName } from '../../ui/Icon';
import { Modal } from '../../ui/Modal';
import { notify } from '../../ui/toast';
import { useDonation } from '../donate/DonationProvider';
import { SupporterBadge } from '../shell/AppLayout';
import { AccountModal } from './AccountModal';
import { Avatar } from './Avatar';
import { AvatarModal } from './AvatarModal';
import { buildExport, exportFileName } from './exportData';
import { PasswordModal } from './PasswordModal';
import { supportMailto } from './supportMail';
import { useProfileStats } from './useStats';
import './profile.css';

type ModalName = 'avatar' | 'account' | 'password' | 'language' | 'logout' | 'everywhere';

export function ProfilePage() {
  const { t, i18n } = useTranslation();
  const services = useServices();
  const data = useDataSession();
  const { user } = useAuthState();
  const navigate = useNavigate();
  const openDonation = useDonation();
  const stats = useProfileStats();
  const { supportEmail } = useServerConfig();
  const [modal, setModal] = useState<ModalName | null>(null);
  const close = () => setModal(null);

  if (!user) return null;
  const isSupporter = user.supporter.isSupporter;
  const since = user.supporter.supporterSince
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
        new Date(user.supporter.supporterSince),
      )
    : null;

  const pickLanguage = async (language: Language) => {
    services.languageChoice.made = true;
    await chooseLanguage(services.i18n, language);
    // The services' i18n speaks the language just chosen; this render's `t` still speaks the old one.
    try {
      // Saved locally at once and queued for the server: it reaches the account when the sync runs.
      await data.writer.setLanguage(language);
      const current = services.auth.getSnapshot().user ?? user;
      services.auth.acceptUser({ ...current, preferences: { ...current.preferences, language } });
      notify.success(services.i18n.t('profile.languageSaved'));
    } catch (error) {
      notify.warning(services.i18n.t(writeErrorKey(error) ?? 'profile.languageSavedLocally'));
    }
  };

  const exportData = async () => {
    try {
      const now = new Date();
      const [recipes, activity] = await Promise.all([
        readRecipes(data.db),
        readActivity(data.db, Number.MAX_SAFE_INTEGER),
      ]);
      const file = new Blob([JSON.stringify(buildExport(recipes, activity, now), null, 2)], {
        type: 'application/json',
      });
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = exportFileName(now);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      notify.success(t('profile.exportSuccess'));
    } catch {
      notify.error(t('profile.exportError'));
    }
  };

  /** Hands what is still queued to the server before a sign-out (briefly: it must not hang offline). */
  const deliverQueue = () =>
    Promise.race([data.engine.syncNow(), new Promise((resolve) => setTimeout(resolve, 3000))]);

  const logout = async () => {
    close();
    await deliverQueue();
    services.auth.logout();
    notify.info(t('auth.logoutSuccess'));
    await navigate({ to: '/' });
  };

  /** Ends every session of the account on the server (a lost phone), then this one. */
  const signOutEverywhere = async () => {
    close();
    await deliverQueue();
    try {
      await services.http.post('/auth/sign-out-everywhere');
    } catch (error) {
      notify.error(t(connectionErrorKey(error) ?? 'profile.signOutEverywhereFailed'));
      return;
    }
    services.auth.logout();
    notify.info(t('profile.signOutEverywhereDone'));
    await navigate({ to: '/' });
  };

  const mail = supportMailto(
    supportEmail,
    t('profile.help.subject'),
    t('profile.help.body', { name: user.name, email: user.email, version: APP_VERSION }),
  );

  const tiles: Array<{ key: string; label: string; value: number | undefined; icon: IconName }> = [
    { key: 'recipes', label: t('profile.stats.recipes'), value: stats.recipes, icon: 'book' },
    { key: 'saved', label: t('profile.stats.saved'), value: stats.saved, icon: 'heart' },
    { key: 'scans', label: t('profile.stats.scans'), value: stats.scans, icon: 'scan' },
  ];

  return (
    <div className="page profile">
      <section className="profile__card" aria-labelledby="profile-name">
        <button
          type="button"
          className="profile__avatar"
          onClick={() => setModal('avatar')}
          aria-label={t('profile.avatar.change')}
          data-testid="avatar-button"
        >
          <Avatar user={user} />
          <span className="profile__avatar-edit" aria-hidden="true">
            <Icon name="camera" size={14} />
          </span>
        </button>
        <div className="profile__who">
          <h1 id="profile-name" data-testid="profile-name">
            {user.name}
            {isSupporter && <SupporterBadge since={user.supporter.supporterSince} />}
          </h1>
          <p data-testid="profile-email">{user.email}</p>
        </div>
      </section>

      <ul className="stat-tiles" aria-label={t('profile.stats.title')}>
        {tiles.map((tile) => (
          <li key={tile.key} className="stat-tile" data-testid={`stat-${tile.key}`}>
            <Icon name={tile.icon} size={18} />
            {tile.value === undefined ? (
              <span className="skeleton stat-tile__skeleton" aria-label={t('common.loading')} />
            ) : (
              <strong className="stat-tile__value">{tile.value}</strong>
            )}
            <span className="stat-tile__label">{tile.label}</span>
          </li>
        ))}
      </ul>

      <ul className="rows">
        <Row
          icon="user"
          label={t('profile.account.title')}
          onClick={() => setModal('account')}
          testId="row-account"
        />
        <Row
          icon="settings"
          label={t('profile.password.title')}
          onClick={() => setModal('password')}
          testId="row-password"
        />
        <Row
          icon="globe"
          label={t('profile.languageTitle')}
          value={t(`common.languages.${i18n.language}`)}
          onClick={() => setModal('language')}
          testId="profile-language"
        />
        <Row
          icon="download"
          label={t('profile.export')}
          onClick={() => void exportData()}
          testId="row-export"
        />
        <li>
          <a className="row" href={mail} data-testid="row-help">
            <Icon name="mail" />
            <span className="row__label">{t('profile.help.title')}</span>
          </a>
        </li>
      </ul>

      {isSupporter ? (
        <section
          className="supporter-card accent-card"
          aria-labelledby="supporter-title"
          data-testid="supporter-card"
        >
          <span className="accent-card__icon" aria-hidden="true">
            <Icon name="star" size={24} />
          </span>
          <div>
            <h2 id="supporter-title">{t('profile.supporter.thanksTitle')}</h2>
            {since && <p>{t('profile.supporter.since', { date: since })}</p>}
          </div>
          <Button variant="secondary" size="sm" onClick={openDonation} data-testid="donate-again">
            {t('profile.supporter.again')}
          </Button>
        </section>
      ) : (
        <section className="supporter-card accent-card" aria-labelledby="support-title">
          <span className="accent-card__icon" aria-hidden="true">
            <Icon name="gift" size={24} />
          </span>
          <div>
            <h2 id="support-title">{t('profile.supporter.inviteTitle')}</h2>
            <p>{t('profile.supporter.inviteText')}</p>
          </div>
          <Button variant="secondary" size="sm" onClick={openDonation} data-testid="support-app">
            {t('profile.supporter.invite')}
          </Button>
        </section>
      )}

      <ul className="rows">
        <li>
          <button
            type="button"
            className="row"
            onClick={() => setModal('everywhere')}
            data-testid="row-sign-out-everywhere"
          >
            <Icon name="logout" />
            <span className="row__label">{t('profile.signOutEverywhere')}</span>
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
      <p className="profile__version">{t('profile.version', { version: APP_VERSION })}</p>

      <AvatarModal open={modal === 'avatar'} user={user} onClose={close} />
      <AccountModal open={modal === 'account'} user={user} onClose={close} />
      <PasswordModal open={modal === 'password'} onClose={close} />
      <Modal
        open={modal === 'language'}
        title={t('profile.languageTitle')}
        onClose={close}
        footer={
          <Button variant="primary" onClick={close} data-testid="language-done">
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
              data-testid={`language-${language}`}
            >
              {t(`common.languages.${language}`)}
              {i18n.language === language && <Icon name="check" size={18} />}
            </button>
          ))}
        </div>
      </Modal>
      <ConfirmDialog
        open={modal === 'logout'}
        title={t('profile.logoutTitle')}
        text={t('profile.logoutText')}
        cancel={t('common.cancel')}
        confirm={t('profile.logoutConfirm')}
        danger
        onCancel={close}
        onConfirm={() => void logout()}
        testId="logout"
      />
      <ConfirmDialog
        open={modal === 'everywhere'}
        title={t('profile.signOutEverywhereTitle')}
        text={t('profile.signOutEverywhereText')}
        cancel={t('common.cancel')}
        confirm={t('profile.signOutEverywhereConfirm')}
        danger
        onCancel={close}
        onConfirm={() => void signOutEverywhere()}
        testId="sign-out-everywhere"
      />
    </div>
  );
}

function Row({
  icon,
  label,
  value,
  onClick,
  testId,
}: {
  icon: IconName;
  label: string;
  value?: string;
  onClick: () => void;
  testId: string;
}) {
  return (
    <li>
      <button type="button" className="row" onClick={onClick} data-testid={testId}>
        <Icon name={icon} />
        <span className="row__label">{label}</span>
        {value && <span className="row__value">{value}</span>}
        <Icon name="chevronLeft" size={18} className="row__chevron" />
      </button>
    </li>
  );
}
