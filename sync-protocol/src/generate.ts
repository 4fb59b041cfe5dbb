import { Type, type Static } from 'typebox';
import { Difficulty, NewRecipe } from './recipe';

/** One ingredient to cook with: a catalog id (when the picker knew it) and the name the cook saw. */
export const GenerateIngredient = Type.Union([
  Type.String({ minLength: 1, maxLength: 120 }),
  Type.Object({
    id: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
    name: Type.String({ minLength: 1, maxLength: 120 }),
  }),
]);
export type GenerateIngredient = Static<typeof GenerateIngredient>;

/** SPEC §3 recipe preferences (servings 1–8 from the options, difficulty, max time, cuisine, locale). */
export const GeneratePreferences = Type.Object({
  servings: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
  difficulty: Type.Optional(Difficulty),
  maxCookingTime: Type.Optional(Type.Integer({ minimum: 5, maximum: 600 })),
  cuisine: Type.Optional(Type.String({ maxLength: 40 })),
  locale: Type.Optional(Type.String({ maxLength: 10 })),
});
export type GeneratePreferences = Static<typeof GeneratePreferences>;

export const GenerateBody = Type.Object({
  ingredients: Type.Array(GenerateIngredient, { minItems: 1, maxItems: 50 }),
  preferences: Type.Optional(GeneratePreferences),
});
export type GenerateBody = Static<typeof GenerateBody>;

/** Who wrote the recipes: the configured AI service, or the offline composer. */
export const GenerationSource = Type.Union([Type.Literal('ai'), Type.Literal('composer')]);
export type GenerationSource = Static<typeof GenerationSource>;

export const GenerateReply = Type.Object({
  /** Composed recipes carry their `composition`, so they can be shown in any language later. */
  recipes: Type.Array(NewRecipe),
  source: GenerationSource,
  /** Why the composer answered although an AI service is configured (its reply was unreadable). */
  fallback: Type.Union([Type.String(), Type.Null()]),
});
export type GenerateReply = Static<typeof GenerateReply>;
