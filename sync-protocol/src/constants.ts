/** Business constants of SPEC §9 that the client and the server share. */

export const LANGUAGES = ['en', 'it', 'fr', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export const APP_VERSION = '1.0.0';
export const API_BASE_PATH = '/api';
export const HTTP_TIMEOUT_MS = 10_000;

export const REGISTER_FORM_MIN_MS = 3_000;
export const REGISTER_FORM_MAX_MS = 30 * 60_000;
export const REGISTER_ATTEMPT_GAP_MS = 5_000;
export const CAPTCHA_MIN = 1;
export const CAPTCHA_MAX = 5;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;
export const NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export const HEARTBEAT_INTERVAL_MS = 30_000;

/** The public IP geolocation lookup of SPEC §7 (country_code, region, city, timezone). */
export const IP_GEOLOCATION_URL = 'https://ipapi.co/json/';
export const IP_GEOLOCATION_TIMEOUT_MS = 1_500;

/** JSON bodies nest no deeper than this (a recipe needs 4); deeper ones are refused before validation. */
export const JSON_MAX_DEPTH = 32;
