import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import { INITIAL_SCROLL, nextScrollState } from './scroll';
import { TopBar } from './TopBar';
import { LandingFooter } from './LandingFooter';
import { CallToAction, DonateSection, Features, Hero, HowItWorks } from './LandingSections';
import './landing.css';

export function LandingPage() {
  const { t } = useTranslation();
  const [scroll, setScroll] = useState(INITIAL_SCROLL);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setScroll((previous) => nextScrollState(previous, window.scrollY)));
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  return (
    <div className="landing" id="top">
      <TopBar hidden={scroll.barHidden} shadow={scroll.barShadow} />
      <main>
        <Hero />
        <Features />
        <HowItWorks />
        <DonateSection />
        <CallToAction />
      </main>
      <LandingFooter />
      <button
        type="button"
        className={`go-top ${scroll.showGoTop ? 'go-top--visible' : ''}`}
        aria-label={t('landing.goTop')}
        aria-hidden={!scroll.showGoTop}
        tabIndex={scroll.showGoTop ? 0 : -1}
        data-testid="go-top"
        onClick={() => window.scrollTo({ top: 0 })}
      >
        <Icon name="arrowUp" />
      </button>
    </div>
  );
}
