import { isLanguage, type Language } from '@avanzo/sync-protocol';
import type { Detection } from '../i18n/detect';

/** The local storage keys of SPEC §3 that this layer owns. */
export const KEYS = {
  token: 'token',
  cachedUser: 'cachedUser',
  selectedLanguage: 'selectedLanguage',
  languageDetectionMetadata: 'languageDetectionMetadata',
} as const;

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** localStorage can throw (private mode, quota, disabled); the app must keep working anyway. */
export function readKey(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeKey(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the value lives for this page only.
  }
}

export function readSavedLanguage(): Language | null {
  const saved = readKey(KEYS.selectedLanguage);
  return isLanguage(saved) ? saved : null;
}

export interface StoredDetection {
  language: Language;
  source: string;
  confidence?: string;
  country?: string;
  region?: string;
  city?: string;
  timezone?: string;
  timestamp: string;
  userAgent: string;
}

export function readDetectionMetadata(): StoredDetection | null {
  try {
    const parsed = JSON.parse(readKey(KEYS.languageDetectionMetadata) ?? 'null') as StoredDetection | null;
    return parsed && isLanguage(parsed.language) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Stores a language: selectedLanguage, the detection metadata and the one-year `language` cookie.
 * A language outside en/it/fr/de is refused with a console warning and nothing is saved (SPEC §5).
 */
export function saveLanguage(language: string, detection: Omit<Detection, 'language'>): boolean {
  if (!isLanguage(language)) {
    console.warn(`Avanzo: unsupported language "${language}" was not saved`);
    return false;
  }
  writeKey(KEYS.selectedLanguage, language);
  const previous = readDetectionMetadata();
  const meta: StoredDetection = {
    ...(previous ?? {}),
    ...detection,
    language,
    timestamp: new Date().toISOString(),
    userAgent: navigator.userAgent,
  };
  writeKey(KEYS.languageDetectionMetadata, JSON.stringify(meta));
  document.cookie = `language=${language}; max-age=${ONE_YEAR_S}; path=/; SameSite=Lax`;
  return true;
}
