import type { Language, NewRecipe } from '@avanzo/sync-protocol';
import { normalizeRecipe, type NormalizeOptions } from './normalize';

/** SPEC §5 AI reply defaults, in each language (the original shipped the Italian ones everywhere). */
export const REPLY_DEFAULTS: Record<
  Language,
  { title: string; followSteps: string; unknownIngredient: string; piece: string }
> = {
  en: {
    title: 'Generated Recipe',
    followSteps: 'Follow the steps of the recipe.',
    unknownIngredient: 'Unknown ingredient',
    piece: 'piece',
  },
  it: {
    title: 'Ricetta generata',
    followSteps: 'Segui i passaggi della ricetta.',
    unknownIngredient: 'Ingrediente sconosciuto',
    piece: 'pezzo',
  },
  fr: {
    title: 'Recette générée',
    followSteps: 'Suivez les étapes de la recette.',
    unknownIngredient: 'Ingrédient inconnu',
    piece: 'pièce',
  },
  de: {
    title: 'Generiertes Rezept',
    followSteps: 'Folge den Schritten des Rezepts.',
    unknownIngredient: 'Unbekannte Zutat',
    piece: 'Stück',
  },
};

export const DEFAULT_INGREDIENT_EMOJI = '🥄';

export interface ReplyRequest {
  locale: Language;
  servings?: number;
  maxCookingTime?: number;
}

/** The block from the first to the last brace, parsed; null when that is not a JSON object. */
export function extractJsonObject(text: string): Record<string, unknown> | null {
  if (typeof text !== 'string') return null;
  const first = text.indexOf('{');
  const last = text.lastIndexOf('}');
  if (first === -1 || last <= first) return null;
  try {
    const value: unknown = JSON.parse(text.slice(first, last + 1));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Reads an AI reply into a canonical recipe with every default of SPEC §5: the localized "Generated
 * Recipe" title, the requested max time (else 30) and servings (else 4), medium difficulty, a single
 * "follow the steps" line, ["ai-generated"] tags, and each ingredient's unknown name, "1 piece" and a
 * spoon emoji. Returns null when the reply holds no JSON object (the caller falls back). Never throws.
 */
export function parseRecipeReply(
  text: string,
  request: ReplyRequest,
  options: NormalizeOptions = {},
): NewRecipe | null {
  const found = extractJsonObject(text);
  if (!found) return null;
  const source =
    typeof found.recipe === 'object' &&
    found.recipe !== null &&
    !Array.isArray(found.recipe) &&
    !('title' in found)
      ? (found.recipe as Record<string, unknown>)
      : found;
  const words = REPLY_DEFAULTS[request.locale];
  const rawIngredients = Array.isArray(source.ingredients) ? source.ingredients : [];
  // Object entries get the spec's defaults before normalizing; plain strings keep their own wording.
  const ingredients = rawIngredients.map((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return entry;
    const e = entry as Record<string, unknown>;
    const hasName = typeof e.name === 'string' && e.name.trim() !== '';
    const hasAmount =
      (typeof e.amount === 'string' && e.amount.trim() !== '') ||
      (typeof e.amount === 'number' && Number.isFinite(e.amount));
    return {
      ...e,
      name: hasName ? e.name : words.unknownIngredient,
      ...(hasAmount ? {} : { amount: '1', unit: words.piece }),
    };
  });
  const { recipe } = normalizeRecipe({ ...source, ingredients }, options);
  return {
    ...recipe,
    title: recipe.title || words.title,
    cookingTime: {
      ...recipe.cookingTime,
      total: recipe.cookingTime.total ?? request.maxCookingTime ?? 30,
    },
    servings: recipe.servings ?? request.servings ?? 4,
    difficulty: recipe.difficulty ?? 'medium',
    instructions: recipe.instructions.length ? recipe.instructions : [words.followSteps],
    tags: recipe.tags.length ? recipe.tags : ['ai-generated'],
    ingredients: recipe.ingredients.map((i) => ({ ...i, emoji: i.emoji || DEFAULT_INGREDIENT_EMOJI })),
    isGenerated: true,
  };
}
