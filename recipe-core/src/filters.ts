/** The recipe filters of SPEC §4, as pure functions over the few fields they read. */

export const RECIPE_FILTERS = ['all', 'quick', 'easy', 'vegetarian', 'healthy'] as const;
export type RecipeFilter = (typeof RECIPE_FILTERS)[number];

/** "Quick" means a total cooking time of at most this many minutes. */
export const QUICK_MAX_MINUTES = 30;

export interface FilterableRecipe {
  /** Total minutes; null when unknown. */
  totalMinutes: number | null;
  difficulty: 'easy' | 'medium' | 'hard' | null;
  tags: readonly string[];
}

export function matchesFilter(recipe: FilterableRecipe, filter: RecipeFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'quick':
      return recipe.totalMinutes !== null && recipe.totalMinutes <= QUICK_MAX_MINUTES;
    case 'easy':
      return recipe.difficulty === 'easy';
    case 'vegetarian':
    case 'healthy':
      return recipe.tags.some((tag) => tag.trim().toLowerCase() === filter);
  }
}

export function filterRecipes<T extends FilterableRecipe>(recipes: readonly T[], filter: RecipeFilter): T[] {
  return recipes.filter((recipe) => matchesFilter(recipe, filter));
}

export interface SearchableRecipe {
  title: string;
  description: string;
  ingredients: ReadonlyArray<string | { name: string }>;
}

/**
 * SPEC §4 saved-page search: case-insensitive over the title, the description and any ingredient
 * text; an empty query keeps everything.
 */
export function searchRecipes<T extends SearchableRecipe>(recipes: readonly T[], query: string): T[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return [...recipes];
  return recipes.filter(
    (recipe) =>
      recipe.title.toLocaleLowerCase().includes(q) ||
      recipe.description.toLocaleLowerCase().includes(q) ||
      recipe.ingredients.some((i) => (typeof i === 'string' ? i : i.name).toLocaleLowerCase().includes(q)),
  );
}
