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

/** The tags the catalogs translate (SPEC §3 "known tags are translated"). */
export const KNOWN_TAGS: ReadonlySet<string> = new Set(Object.keys(en.recipes.tags));

/** The catalog key of a known tag, or null: anything else (even "__proto__") is printed as written. */
export function knownTagKey(tag: string): string | null {
  const key = tag.trim().toLowerCase();
  return KNOWN_TAGS.has(key) ? key : null;
}
