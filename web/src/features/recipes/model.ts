import { filterRecipes, localizeRecipe, type RecipeFilter } from '@avanzo/recipe-core';
import type { Language, Recipe } from '@avanzo/sync-protocol';
import en from '../../i18n/locales/en.json';

/** Recipes as the interface shows them: composed ones in the current language, then filtered (SPEC §4). */
export function visibleRecipes(
  recipes: readonly Recipe[],
  language: Language,
  filter: RecipeFilter,
): Recipe[] {
  const shown = recipes.map((recipe) => localizeRecipe(recipe, language));
  return filterRecipes(
    shown.map((recipe) => ({
      recipe,
      totalMinutes: recipe.cookingTime.total,
      difficulty: recipe.difficulty,
      tags: recipe.tags,
    })),
    filter,
  ).map((entry) => entry.recipe);
}

/** SPEC §4 donation toast: after at least 3 generated recipes, once, never for supporters. */
export const DONATION_TOAST_AFTER = 3;
export const DONATION_TOAST_DELAY_MS = 2_000;
export const DONATION_TOAST_TIMEOUT_MS = 8_000;

export function shouldShowDonationToast(
  generated: number,
  alreadyShown: boolean,
  isSupporter: boolean,
): boolean {
  return !isSupporter && !alreadyShown && generated >= DONATION_TOAST_AFTER;
}

/** The tags the catalogs translate (SPEC §3 "known tags are translated"). */
export const KNOWN_TAGS: ReadonlySet<string> = new Set(Object.keys(en.recipes.tags));

/** The catalog key of a known tag, or null: anything else (even "__proto__") is printed as written. */
export function knownTagKey(tag: string): string | null {
  const key = tag.trim().toLowerCase();
  return KNOWN_TAGS.has(key) ? key : null;
}
