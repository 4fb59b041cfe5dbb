import type { Language } from '@avanzo/sync-protocol';
import { DE_REALISER } from './de';
import { EN_REALISER } from './en';
import { FR_REALISER } from './fr';
import { IT_REALISER } from './it';
import type { Realiser } from './types';

export type { Mention, Realiser } from './types';
export { isPlural, joinList, typographic } from './words';

/** One realiser per language: articles, prepositions, agreement and case from the catalog's grammar facts. */
export const REALISERS: Record<Language, Realiser> = {
  en: EN_REALISER,
  it: IT_REALISER,
  fr: FR_REALISER,
  de: DE_REALISER,
};
