import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerConfig } from '../../app/useServerConfig';
import { Button } from '../../ui/Button';
import { Icon, Logo } from '../../ui/Icon';
import { Modal } from '../../ui/Modal';
import { notify } from '../../ui/toast';

type LegalTopic = 'privacy' | 'terms' | 'pricing';

export function LandingFooter() {
  const { t } = useTranslation();
  const { supportEmail } = useServerConfig();
  const [topic, setTopic] = useState<LegalTopic | null>(null);

  const share = async () => {
    const url = window.location.origin;
    const text = t('landing.footer.shareText');
    if (navigator.share) {
      try {
        await navigator.share({ title: 'Avanzo', text, url });
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(`${text} ${url}`);
      notify.success(t('landing.footer.linkCopied'));
    } catch {
      notify.error(t('common.errors.generic'));
    }
  };

  const mail = (subject: string) => `mailto:${supportEmail}?subject=${encodeURIComponent(subject)}`;

  return (
    <footer className="footer" id="about">
      <div className="footer__inner">
        <div className="footer__brand">
          <div className="footer__logo">
            <Logo size={32} />
            <span>{t('common.appName')}</span>
          </div>
          <h2 className="footer__about">{t('landing.footer.aboutTitle')}</h2>
          <p>{t('landing.footer.tagline')}</p>
          <button type="button" className="footer__social" onClick={() => void share()}>
            <Icon name="share" size={18} />
            {t('landing.footer.social')}
          </button>
        </div>
        <nav className="footer__col" aria-labelledby="footer-quick">
          <h3 id="footer-quick">{t('landing.footer.quickLinks')}</h3>
          <a href="#features">{t('landing.nav.features')}</a>
          <a href="#how-it-works">{t('landing.nav.howItWorks')}</a>
          <a href="#donate">{t('landing.donate.button')}</a>
        </nav>
        <nav className="footer__col" aria-labelledby="footer-support">
          <h3 id="footer-support">{t('landing.footer.support')}</h3>
          <a href={mail(t('landing.footer.help'))}>{t('landing.footer.help')}</a>
          <a href={mail(t('landing.footer.contact'))}>{t('landing.footer.contact')}</a>
          <button type="button" onClick={() => setTopic('privacy')}>
            {t('landing.footer.privacy')}
          </button>
          <button type="button" onClick={() => setTopic('terms')}>
            {t('landing.footer.terms')}
          </button>
          <button type="button" onClick={() => setTopic('pricing')}>
            {t('landing.footer.pricing')}
          </button>
        </nav>
      </div>
      <p className="footer__rights">{t('landing.footer.rights', { year: new Date().getFullYear() })}</p>
      <Modal
        open={topic !== null}
        title={topic ? t(`landing.legal.${topic}Title`) : ''}
        onClose={() => setTopic(null)}
        footer={
          <Button variant="primary" onClick={() => setTopic(null)}>
            {t('common.close')}
          </Button>
        }
      >
        <p>{topic ? t(`landing.legal.${topic}Body`) : ''}</p>
      </Modal>
    </footer>
  );
}
