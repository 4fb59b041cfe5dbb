import type { Recipe } from '@avanzo/sync-protocol';

/** SPEC §2 share fallback: the title, the description and an ingredients list, as plain text. */
export function shareText(
  recipe: Pick<Recipe, 'title' | 'description' | 'ingredients'>,
  ingredientsHeading: string,
): string {
  const lines = recipe.ingredients.map((i) => `- ${[i.amount, i.unit, i.name].filter(Boolean).join(' ')}`);
  return [recipe.title, recipe.description, `${ingredientsHeading}:\n${lines.join('\n')}`]
    .filter((part) => part.trim() !== '')
    .join('\n\n');
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The device share sheet where there is one, else the clipboard; a dismissed sheet is not an error. */
export async function shareRecipe(
  recipe: Pick<Recipe, 'title' | 'description' | 'ingredients'>,
  ingredientsHeading: string,
  nav: Pick<Navigator, 'share' | 'clipboard'> = navigator,
): Promise<ShareOutcome> {
  const text = shareText(recipe, ingredientsHeading);
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title: recipe.title, text });
      return 'shared';
    } catch (error) {
      if ((error as { name?: string }).name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await nav.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}
