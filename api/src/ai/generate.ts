import {
  AI_SETTINGS,
  DEFAULT_PREFERENCES,
  buildRecipePrompt,
  catalog,
  composeRecipes,
  parseRecipeReply,
} from '@avanzo/recipe-core';
import { ErrorCode, type GenerateBody, type GenerateReply, type Language } from '@avanzo/sync-protocol';
import { AppError } from '../errors';
import type { AiClient } from './client';

export interface GenerationRequest {
  ingredients: Array<{ id: string | null; name: string }>;
  servings: number;
  difficulty: 'easy' | 'medium' | 'hard';
  maxCookingTime: number;
  cuisine: string;
  locale: Language;
}

/** The body's ingredients and preferences with every default of SPEC §9 filled in. */
export function generationRequest(body: GenerateBody, locale: Language): GenerationRequest {
  const prefs = body.preferences ?? {};
  return {
    ingredients: body.ingredients.map((item) =>
      typeof item === 'string'
        ? { id: null, name: item.trim() }
        : { id: item.id ?? null, name: item.name.trim() },
    ),
    servings: prefs.servings ?? DEFAULT_PREFERENCES.servings,
    difficulty: prefs.difficulty ?? DEFAULT_PREFERENCES.difficulty,
    maxCookingTime: prefs.maxCookingTime ?? DEFAULT_PREFERENCES.maxCookingTime,
    cuisine: prefs.cuisine?.trim() || 'any',
    locale,
  };
}

/** The offline composer's answer; 422 NO_RECIPE_FITS when no dish fits the time and difficulty. */
export function composed(
  request: GenerationRequest,
  now: () => number,
  fallback: string | null,
): GenerateReply {
  const results = composeRecipes(request, { now });
  if (results.length === 0) {
    throw new AppError(
      422,
      ErrorCode.NO_RECIPE_FITS,
      `None of these ingredients makes a dish within ${request.maxCookingTime} minutes at this difficulty`,
    );
  }
  return {
    recipes: results.map(({ recipe }) => recipe),
    source: 'composer',
    fallback,
  };
}

/**
 * POST /recipes/generate: with an AI service, one recipe from the SPEC §7 prompt (JSON requested, the
 * spec's temperature, topP and token limit), parsed with every SPEC §5 default; an unreadable reply falls
 * back to the composer. Provider failures keep their SPEC §8 codes. Without a service, the composer.
 */
export async function generateRecipes(
  ai: AiClient,
  model: string,
  request: GenerationRequest,
  now: () => number,
): Promise<GenerateReply> {
  if (!ai.configured) return composed(request, now, null);
  const names = request.ingredients.map((item) => {
    const entry = item.id ? catalog.get(item.id) : undefined;
    return entry ? entry.names[request.locale].name : item.name;
  });
  let text: string;
  try {
    text = await ai.chat({
      model,
      json: true,
      temperature: AI_SETTINGS.temperature,
      topP: AI_SETTINGS.topP,
      maxTokens: AI_SETTINGS.maxOutputTokens,
      messages: [
        {
          role: 'user',
          content: buildRecipePrompt({
            ingredients: names,
            servings: request.servings,
            difficulty: request.difficulty,
            maxCookingTime: request.maxCookingTime,
            cuisine: request.cuisine,
            locale: request.locale,
          }),
        },
      ],
    });
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.AI_BAD_REPLY) {
      return composed(request, now, ErrorCode.AI_BAD_REPLY);
    }
    throw error;
  }
  const recipe = parseRecipeReply(
    text,
    { locale: request.locale, servings: request.servings, maxCookingTime: request.maxCookingTime },
    { now, newId: () => String(now()) },
  );
  if (!recipe) return composed(request, now, ErrorCode.AI_BAD_REPLY);
  return {
    recipes: [{ ...recipe, sourceIngredients: names.slice(0, 100) }],
    source: 'ai',
    fallback: null,
  };
}
