import type { Language } from '@avanzo/sync-protocol';
import { FISH } from './data/fish';
import { CHEESE } from './data/cheese';
import { DAIRY } from './data/dairy';
import { EGGS } from './data/eggs';
import { FRUIT } from './data/fruit';
import { GRAINS } from './data/grains';
import { HERBS } from './data/herbs';
import { LEGUMES } from './data/legumes';
import { MEAT } from './data/meat';
import { NUTS } from './data/nuts';
import { BAKING, CONDIMENTS, OILS, PANTRY } from './data/pantry';
import { PASTA } from './data/pasta';
import { BREAD } from './data/bread';
import { SPICES } from './data/spices';
import { VEGETABLES } from './data/vegetables';
import { parseGrammar } from './grammar';
import { DE_GRAMMAR } from './grammar/de';
import { EN_GRAMMAR } from './grammar/en';
import { FR_GRAMMAR } from './grammar/fr';
import { IT_GRAMMAR } from './grammar/it';
import { KIND_OF } from './kindTable';
import { createCatalogIndex } from './search';
import type { CatalogEntry, CatalogEntryData } from './types';

export * from './types';
export * from './normalize';
export * from './search';
export * from './kinds';
export * from './grammar';

/**
 * The ingredient catalog: what a European home cook keeps, named in four languages. Spices come
 * before vegetables so a bare "pepper" (as recipes write it) means black pepper, not a bell pepper.
 */
const DATA: readonly CatalogEntryData[] = [
  ...SPICES,
  ...HERBS,
  ...VEGETABLES,
  ...FRUIT,
  ...MEAT,
  ...FISH,
  ...EGGS,
  ...CHEESE,
  ...DAIRY,
  ...GRAINS,
  ...PASTA,
  ...BREAD,
  ...LEGUMES,
  ...NUTS,
  ...CONDIMENTS,
  ...OILS,
  ...BAKING,
  ...PANTRY,
];

/**
 * Adds each entry's kind and grammar from the tables beside it. An entry missing from a table gets a neutral
 * default here (the catalog test fails on it), so a half-written table never breaks the app.
 */
function withFacts(entry: CatalogEntryData): CatalogEntry {
  return {
    ...entry,
    kind: KIND_OF[entry.id] ?? 'fruiting-veg',
    grammar: parseGrammar({
      en: EN_GRAMMAR[entry.id] ?? 'c',
      it: IT_GRAMMAR[entry.id] ?? (/a$/.test(entry.names.it.name) ? 'fc' : 'mc'),
      fr: FR_GRAMMAR[entry.id] ?? 'mc',
      de: DE_GRAMMAR[entry.id] ?? 'fc',
    }),
  };
}

export const CATALOG: readonly CatalogEntry[] = DATA.map(withFacts);

export const catalog = createCatalogIndex(CATALOG);

/** SPEC §9: seven common ingredients to add in one tap, per language (what that kitchen keeps). */
export const QUICK_ADD: Record<Language, readonly string[]> = {
  en: ['egg', 'tomato', 'onion', 'garlic', 'potato', 'chicken-breast', 'cheddar'],
  it: ['tomato', 'egg', 'onion', 'garlic', 'parmesan', 'basil', 'spaghetti'],
  fr: ['egg', 'butter', 'onion', 'garlic', 'potato', 'creme-fraiche', 'shallot'],
  de: ['potato', 'egg', 'onion', 'butter', 'carrot', 'chicken-breast', 'cucumber'],
};
