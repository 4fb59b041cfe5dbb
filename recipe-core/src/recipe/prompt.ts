import { DEFAULT_LANGUAGE, type Difficulty, type Language } from '@avanzo/sync-protocol';

/** SPEC §4/§9 recipe preferences and their defaults. */
export const SERVINGS_OPTIONS = [1, 2, 4, 6, 8] as const;
export const DIFFICULTY_OPTIONS = ['easy', 'medium', 'hard'] as const satisfies readonly Difficulty[];
export const MAX_TIME_OPTIONS = [15, 30, 45, 60, 90, 120] as const;
export const DEFAULT_PREFERENCES = { servings: 4, difficulty: 'easy', maxCookingTime: 30 } as const;

/** SPEC §9 AI settings. topK is Gemini's; OpenAI-compatible servers that do not know it ignore it. */
export const AI_SETTINGS = { temperature: 0.7, maxOutputTokens: 1000, topP: 0.8, topK: 10 } as const;

export interface PromptRequest {
  ingredients: readonly string[];
  servings?: number;
  difficulty?: Difficulty;
  maxCookingTime?: number;
  /** A cuisine wish ("italian"); "any" by default. */
  cuisine?: string;
  locale?: Language;
}

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', it: 'Italian', fr: 'French', de: 'German' };

/** SPEC §7: the example cooking time is min(max, 25) when max ≤ 30, else max − 5. */
export function exampleCookingTime(maxCookingTime: number): number {
  return maxCookingTime <= 30 ? Math.min(maxCookingTime, 25) : maxCookingTime - 5;
}

/** The one prompt text of SPEC §7: ingredients, servings, difficulty, max time, cuisine, locale, and a JSON example. */
export function buildRecipePrompt(request: PromptRequest): string {
  const servings = request.servings ?? DEFAULT_PREFERENCES.servings;
  const difficulty = request.difficulty ?? DEFAULT_PREFERENCES.difficulty;
  const maxTime = request.maxCookingTime ?? DEFAULT_PREFERENCES.maxCookingTime;
  const cuisine = request.cuisine?.trim() || 'any';
  const locale = request.locale ?? DEFAULT_LANGUAGE;
  const language = LANGUAGE_NAMES[locale];
  const example = {
    title: 'Recipe title',
    description: 'One or two sentences that make the dish appealing.',
    ingredients: [{ name: 'ingredient', amount: '200', unit: 'g', emoji: '🍅' }],
    instructions: ['Step one, naming the ingredients it uses and how long it takes.', 'Step two.'],
    cookingTime: exampleCookingTime(maxTime),
    prepTime: Math.min(10, exampleCookingTime(maxTime)),
    cookTime: Math.max(0, exampleCookingTime(maxTime) - 10),
    servings,
    difficulty,
    calories: 350,
    tags: ['vegetarian', 'quick'],
    tips: 'A tip to use leftovers and waste nothing.',
  };
  return [
    `You are an experienced home cook. Write one recipe in ${language}.`,
    `Ingredients the cook has: ${request.ingredients.join(', ')}.`,
    'Use these ingredients (as many as make sense) plus only basic pantry staples: salt, pepper, oil, water.',
    `Servings: ${servings}. Difficulty: ${difficulty}. Total time: at most ${maxTime} minutes. Cuisine: ${cuisine}.`,
    `Write every text value in ${language}. Give calories per serving as a number.`,
    'Reply with one JSON object only, no prose and no code fence, in exactly this shape:',
    JSON.stringify(example),
  ].join('\n');
}
