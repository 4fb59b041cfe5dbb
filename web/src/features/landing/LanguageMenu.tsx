import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@avanzo/sync-protocol';
import { useServices } from '../../app/services';
import { chooseLanguage } from '../../i18n';
import { Icon } from '../../ui/Icon';

/** The landing language dropdown: English, Italiano, Français, Deutsch; closes on an outside click. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const services = useServices();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const pick = (language: Language) => {
    services.languageChoice.made = true;
    setOpen(false);
    void chooseLanguage(services.i18n, language);
  };

  const current = (LANGUAGES as readonly string[]).includes(i18n.language)
    ? (i18n.language as Language)
    : 'en';
  return (
    <div className="lang-menu" ref={root}>
      <button
        type="button"
        className="lang-menu__button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="globe" size={18} />
        {/* The name starts with the visible code, so a speech user saying "EN" finds it (WCAG 2.5.3). */}
        <span>
          <span className="visually-hidden">{t('landing.nav.chooseLanguage')}: </span>
          {current.toUpperCase()}
          <span className="visually-hidden"> ({t(`common.languages.${current}`)})</span>
        </span>
        <Icon name="chevronDown" size={16} />
      </button>
      {open && (
        <ul className="lang-menu__list" id={menuId}>
          {LANGUAGES.map((language) => (
            <li key={language}>
              <button
                type="button"
                lang={language}
                className="lang-menu__item"
                aria-current={language === current ? 'true' : undefined}
                onClick={() => pick(language)}
              >
                {t(`common.languages.${language}`)}
                {language === current && <Icon name="check" size={16} />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
