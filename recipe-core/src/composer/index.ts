import type { NewRecipe } from '@avanzo/sync-protocol';
import { compose } from './compose';
import { renderComposition } from './render';
import type { ComposeRequest, Composition } from './types';

export * from './types';
export { ARCHETYPES } from './archetypes2';
export { compose, HEALTHY_MAX_KCAL, RECIPES_PER_REQUEST } from './compose';
export { renderComposition, canRender, localizeRecipe } from './render';
export { joinList } from './realise/index';
export { TEXTS } from './texts/index';

export interface ComposedRecipe {
  recipe: NewRecipe;
  composition: Composition;
}

/**
 * The offline composer end to end: up to three recipes for the cook's ingredients, rendered in the
 * request's language, each with its structured form so it can be rendered again in another language.
 * Ids are timestamp based (SPEC §3), unique within the request.
 */
export function composeRecipes(
  request: ComposeRequest,
  options: { now?: () => number } = {},
): ComposedRecipe[] {
  const now = (options.now ?? Date.now)();
  const createdAt = new Date(now).toISOString();
  return compose(request).map((composition, i) => ({
    composition,
    recipe: renderComposition(composition, request.locale, { id: `${now}${i}`, createdAt }),
  }));
}
