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
import { createCatalogIndex } from './search';
import type { CatalogEntry } from './types';

export * from './types';
export * from './normalize';
export * from './search';

/**
 * The ingredient catalog: what a European home cook keeps, named in four languages. Spices come
 * before vegetables so a bare "pepper" (as recipes write it) means black pepper, not a bell pepper.
 */
export const CATALOG: readonly CatalogEntry[] = [
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

export const catalog = createCatalogIndex(CATALOG);

/** SPEC §9: seven common ingredients to add in one tap, per language (what that kitchen keeps). */
export const QUICK_ADD: Record<Language, readonly string[]> = {
  en: ['egg', 'tomato', 'onion', 'garlic', 'potato', 'chicken-breast', 'cheddar'],
  it: ['tomato', 'egg', 'onion', 'garlic', 'parmesan', 'basil', 'spaghetti'],
  fr: ['egg', 'butter', 'onion', 'garlic', 'potato', 'creme-fraiche', 'shallot'],
  de: ['potato', 'egg', 'onion', 'butter', 'carrot', 'chicken-breast', 'cucumber'],
};
