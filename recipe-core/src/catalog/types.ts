import type { Language } from '@avanzo/sync-protocol';
import type { EntryGrammar } from './grammar';
import type { IngredientKind } from './kinds';

export type { EntryGrammar, IngredientKind };

/** Catalog categories. The first six are the picker's tiles (SPEC §2 Camera, §9 category counts). */
export const TILE_CATEGORIES = ['vegetables', 'fruit', 'meat', 'cheese', 'spices', 'grains'] as const;
export const CATEGORIES = [
  ...TILE_CATEGORIES,
  'fish',
  'dairy',
  'eggs',
  'herbs',
  'pasta',
  'bread',
  'legumes',
  'nuts',
  'condiments',
  'oils',
  'baking',
  'pantry',
] as const;
export type IngredientCategory = (typeof CATEGORIES)[number];

/** How the ingredient is usually measured in a home recipe. */
export type IngredientUnit =
  'g' | 'ml' | 'piece' | 'clove' | 'slice' | 'tbsp' | 'tsp' | 'pinch' | 'bunch' | 'leaf' | 'stalk';

export interface LocalizedNames {
  /** Singular, as shown in lists ("tomato", "pomodoro"). */
  name: string;
  /** Plural, where the language has one ("tomatoes", "pomodori"). */
  plural: string;
  /** Other names people type: regional names, common shop names, spelling variants. */
  synonyms: readonly string[];
}

/** An entry as the data files write it: names, nutrition and amounts. */
export interface CatalogEntryData {
  /** Stable slug, English, kebab-case: "red-onion". */
  id: string;
  category: IngredientCategory;
  emoji: string;
  names: Record<Language, LocalizedNames>;
  /** Energy per 100 g (or 100 ml for liquids). */
  kcalPer100g: number;
  unit: IngredientUnit;
  /** A typical amount per serving, in `unit`. */
  perServing: number;
  /** Grams one `unit` weighs (1 for g, 1 for ml of water-like liquids, ~120 for a medium onion). */
  gramsPerUnit: number;
  vegetarian: boolean;
  vegan: boolean;
  glutenFree: boolean;
}

/** A catalog entry with the facts the composer needs: its kind (technique, safety) and its grammar per language. */
export interface CatalogEntry extends CatalogEntryData {
  kind: IngredientKind;
  grammar: EntryGrammar;
  /** Set by the composer when the cook's words name a long-grain rice ("basmati"): never a risotto's rice. */
  longGrain?: boolean;
  /** Set by the composer when the cook's words say the vegetable comes from a tin or a jar (cooked already). */
  tinned?: boolean;
}
