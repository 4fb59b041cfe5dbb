import type { Language } from '@avanzo/sync-protocol';
import type { ComposerTexts } from '../types';
import { DE } from './de';
import { EN } from './en';
import { FR } from './fr';
import { IT } from './it';

/** Every language's composer texts (the tests check that no key is missing anywhere). */
export const TEXTS: Record<Language, ComposerTexts> = { en: EN, it: IT, fr: FR, de: DE };
