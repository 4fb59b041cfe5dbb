import { DEFAULT_LANGUAGE, ErrorCode, LANGUAGES, isLanguage, type Language } from '@avanzo/sync-protocol';
import { AppError } from '../errors';

/** "it", "it-IT", "IT" → it; absent → en; anything else is a client mistake (400 INVALID_LANGUAGE). */
export function localeOf(value: string | undefined): Language {
  if (value === undefined || value.trim() === '') return DEFAULT_LANGUAGE;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  if (isLanguage(primary)) return primary;
  throw new AppError(400, ErrorCode.INVALID_LANGUAGE, `locale must be one of ${LANGUAGES.join(', ')}`);
}
