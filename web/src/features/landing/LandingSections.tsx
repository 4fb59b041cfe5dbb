import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Icon, type IconName } from '../../ui/Icon';
import { useDonate } from '../donate/useDonate';

/** SPEC §1 advertised figures. */
const STATS = [
  { value: '10K+', label: 'landing.hero.statRecipes' },
  { value: '95%', label: 'landing.hero.statAccuracy' },
  { value: '2M+', label: 'landing.hero.statUsers' },
] as const;

const FEATURES: ReadonlyArray<{ key: string; icon: IconName }> = [
  { key: 'recognition', icon: 'scan' },
  { key: 'recipes', icon: 'book' },
  { key: 'saving', icon: 'heart' },
  { key: 'zeroWaste', icon: 'leaf' },
  { key: 'multilingual', icon: 'globe' },
  { key: 'offline', icon: 'wifiOff' },
];

export function Hero() {
  const { t } = useTranslation();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner">
        <span className="hero__badge">
          <Icon name="sparkles" size={16} />
          {t('landing.hero.badge')}
        </span>
        <h1 id="hero-title" className="hero__title">
          {t('landing.hero.title')}
        </h1>
        <p className="hero__subtitle">{t('landing.hero.subtitle')}</p>
        <div className="hero__actions">
          <Link to="/auth" search={{ tab: 'register' }} className="btn btn--primary btn--lg">
            {t('landing.hero.cta')}
            <Icon name="arrowRight" size={20} />
          </Link>
          <a href="#how-it-works" className="btn btn--ghost btn--lg">
            {t('landing.hero.demo')}
          </a>
        </div>
        <dl className="hero__stats" aria-label={t('landing.hero.statsLabel')}>
          {STATS.map((stat) => (
            <div key={stat.value} className="hero__stat">
              <dt>{t(stat.label)}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

export function Features() {
  const { t } = useTranslation();
  return (
    <section id="features" className="section" aria-labelledby="features-title">
      <div className="section__head">
        <h2 id="features-title">{t('landing.features.title')}</h2>
        <p>{t('landing.features.subtitle')}</p>
      </div>
      <ul className="feature-grid">
        {FEATURES.map(({ key, icon }) => (
          <li key={key} className="feature-card">
            <span className="feature-card__icon">
              <Icon name={icon} />
            </span>
            <h3>{t(`landing.features.${key}Title`)}</h3>
            <p>{t(`landing.features.${key}Text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section id="how-it-works" className="section section--tinted" aria-labelledby="how-title">
      <div className="section__head">
        <h2 id="how-title">{t('landing.how.title')}</h2>
        <p>{t('landing.how.subtitle')}</p>
      </div>
      <ol className="steps">
        {[1, 2, 3].map((n) => (
          <li key={n} className="step">
            <span className="step__number" aria-label={t('landing.how.stepLabel', { n })}>
              {n}
            </span>
            <div>
              <h3>{t(`landing.how.step${n}Title`)}</h3>
              <p>{t(`landing.how.step${n}Text`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function DonateSection() {
  const { t } = useTranslation();
  const donate = useDonate();
  return (
    <section id="donate" className="section" aria-labelledby="donate-title">
      <div className="donate-card">
        <span className="donate-card__icon">
          <Icon name="gift" size={28} />
        </span>
        <h2 id="donate-title">{t('landing.donate.title')}</h2>
        <p>{t('landing.donate.text')}</p>
        <Button variant="secondary" size="lg" onClick={() => void donate()}>
          {t('landing.donate.button')}
        </Button>
      </div>
    </section>
  );
}

export function CallToAction() {
  const { t } = useTranslation();
  return (
    <section className="final-cta" aria-labelledby="cta-title">
      <h2 id="cta-title">{t('landing.cta.title')}</h2>
      <p>{t('landing.cta.text')}</p>
      <Link to="/auth" search={{ tab: 'register' }} className="btn btn--secondary btn--lg">
        {t('landing.cta.button')}
      </Link>
    </section>
  );
}
