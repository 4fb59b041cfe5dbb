import type { Language, NewRecipe } from '@avanzo/sync-protocol';
import { catalog } from '../catalog/index';
import { compose, type Suggestion } from './compose';
import { DISH_BY_ID } from './dishes/index';
import { REALISERS } from './realise/index';
import { renderComposition } from './render';
import type { ComposeRequest, Composition } from './types';

export * from './types';
export { ARCHETYPES } from './archetypes2';
export {
  compose,
  composeReport,
  HEALTHY_MAX_KCAL,
  RECIPES_PER_REQUEST,
  type ComposeReport,
  type Longer,
  type Shortfall,
  type Suggestion,
} from './compose';
export { DISHES, DISH_BY_ID, FAMILIES, type Dish, type DishData, type Family } from './dishes/index';
export { mainOf } from './rank';
export { renderComposition, canRender, localizeRecipe, ingredientLine } from './render';
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

/** How each language names the ingredient to add: "Add eggs", "Aggiungi le uova", "Ajoutez des œufs", "Mit Eiern". */
const ADD_FORM: Record<Language, string> = { en: 'bare', it: 'def', fr: 'de', de: 'dat0' };

/** A "one ingredient away" suggestion as the interface shows it in `language`. */
export function describeSuggestion(
  suggestion: Suggestion,
  language: Language,
): { ingredient: string; name: string; dish: string; emoji: string } | null {
  const entry = catalog.get(suggestion.add);
  const dish = DISH_BY_ID.get(suggestion.dish);
  if (!entry || !dish) return null;
  return {
    ingredient: REALISERS[language].list([{ entry, many: true }], ADD_FORM[language]),
    name: entry.names[language].name,
    dish: dish.names[language],
    emoji: entry.emoji,
  };
}
