import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  IP_GEOLOCATION_TIMEOUT_MS,
  IP_GEOLOCATION_URL,
  isLanguage,
  type Language,
} from '@avanzo/sync-protocol';
import en from './locales/en.json';
import { readSavedLanguage, saveLanguage } from '../data/localPrefs';
import { detectLanguage, type Detection, type GeoInfo } from './detect';

export type Catalog = typeof en;

/** English ships in the main bundle so the app always mounts; the others load on demand. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Catalog }>> = {
  it: () => import('./locales/it.json'),
  fr: () => import('./locales/fr.json'),
  de: () => import('./locales/de.json'),
};

async function loadCatalog(language: Language): Promise<Catalog> {
  if (language === 'en') return en;
  return (await loaders[language]()).default;
}

export async function createI18n(language: Language): Promise<I18n> {
  const instance = i18next.createInstance();
  let first = language;
  let catalog: Catalog;
  try {
    catalog = await loadCatalog(language);
  } catch {
    first = 'en';
    catalog = en;
  }
  await instance.use(initReactI18next).init({
    lng: first,
    fallbackLng: false,
    resources: { [first]: { translation: catalog } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = first;
  return instance;
}

/** Switches the interface language, loading its catalog first. */
export async function applyLanguage(i18n: I18n, language: string): Promise<boolean> {
  if (!isLanguage(language)) return false;
  if (!i18n.hasResourceBundle(language, 'translation')) {
    try {
      i18n.addResourceBundle(language, 'translation', await loadCatalog(language));
    } catch {
      return false;
    }
  }
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  return true;
}

/** A user's explicit choice: applied, and stored as the saved choice. */
export async function chooseLanguage(i18n: I18n, language: Language): Promise<void> {
  if (saveLanguage(language, { source: 'saved', confidence: 'high' })) await applyLanguage(i18n, language);
}

export async function lookupGeo(fetchImpl: typeof fetch = fetch): Promise<GeoInfo | null> {
  const response = await fetchImpl(IP_GEOLOCATION_URL, {
    signal: AbortSignal.timeout(IP_GEOLOCATION_TIMEOUT_MS),
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
  });
  if (!response.ok) return null;
  const data = (await response.json()) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  return {
    country: text(data.country_code),
    region: text(data.region),
    city: text(data.city),
    timezone: text(data.timezone),
  };
}

/**
 * Start-up detection (SPEC §4), run beside the session restore. The first frame is already painted
 * with the saved or browser language; if nothing was saved, the detected language replaces it
 * (unless the user picked one meanwhile) and is stored.
 */
export async function runLanguageDetection(i18n: I18n, userHasChosen: () => boolean): Promise<Detection> {
  const saved = readSavedLanguage();
  let detection: Detection;
  try {
    detection = await detectLanguage({
      saved,
      lookupGeo: () => lookupGeo(),
      browserLanguage: navigator.language ?? null,
      browserLanguages: navigator.languages ?? [],
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? null,
    });
  } catch {
    detection = { language: saved ?? 'en', source: saved ? 'saved' : 'default', confidence: 'low' };
  }
  if (detection.source !== 'saved' && !userHasChosen()) {
    const { language, ...meta } = detection;
    saveLanguage(language, meta);
    await applyLanguage(i18n, language);
  }
  return detection;
}
