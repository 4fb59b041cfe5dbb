import { Type, type Static } from 'typebox';

/** Ids travel in URLs and keys: letters, digits, '-' and '_' only. */
export const EntityId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' });

const Minutes = Type.Union([Type.Integer({ minimum: 0, maximum: 2880 }), Type.Null()]);

export const Ingredient = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 120 }),
    amount: Type.String({ maxLength: 40 }),
    unit: Type.String({ maxLength: 30 }),
    emoji: Type.String({ maxLength: 16 }),
  },
  { additionalProperties: false },
);
export type Ingredient = Static<typeof Ingredient>;

export const Difficulty = Type.Union([Type.Literal('easy'), Type.Literal('medium'), Type.Literal('hard')]);
export type Difficulty = Static<typeof Difficulty>;

const CompositionStep = (items: 'roles' | 'items') =>
  Type.Array(
    Type.Object(
      {
        key: Type.String({ maxLength: 40 }),
        [items]: Type.Array(Type.String({ maxLength: items === 'roles' ? 20 : 64 }), { maxItems: 20 }),
        minutes: Type.Integer({ minimum: 0, maximum: 2880 }),
        phase: Type.Union([Type.Literal('prep'), Type.Literal('cook')]),
      },
      { additionalProperties: false },
    ),
    { maxItems: 40 },
  );

const compositionFields = {
  archetype: Type.String({ maxLength: 40 }),
  servings: Type.Integer({ minimum: 1, maximum: 100 }),
  placed: Type.Array(
    Type.Object(
      {
        id: Type.String({ maxLength: 64 }),
        role: Type.String({ maxLength: 20 }),
        amount: Type.Number({ minimum: 0, maximum: 100_000 }),
        unit: Type.String({ maxLength: 10 }),
      },
      { additionalProperties: false },
    ),
    { maxItems: 60 },
  ),
  leftOut: Type.Array(
    Type.Object(
      {
        id: Type.Union([Type.String({ maxLength: 64 }), Type.Null()]),
        name: Type.String({ maxLength: 120 }),
        reason: Type.String({ maxLength: 20 }),
      },
      { additionalProperties: false },
    ),
    { maxItems: 60 },
  ),
  staples: Type.Array(Type.String({ maxLength: 10 }), { maxItems: 4 }),
  /** Cupboard staples the dish took that the cook did not list (flour, butter, an onion): said in the pantry note. */
  fromCupboard: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 20 })),
  time: Type.Object(
    {
      prep: Type.Integer({ minimum: 0, maximum: 2880 }),
      cook: Type.Integer({ minimum: 0, maximum: 2880 }),
      total: Type.Integer({ minimum: 0, maximum: 2880 }),
    },
    { additionalProperties: false },
  ),
  difficulty: Type.Union([Type.Literal('easy'), Type.Literal('medium'), Type.Literal('hard')]),
  cuisine: Type.String({ maxLength: 20 }),
  caloriesPerServing: Type.Number({ minimum: 0, maximum: 50_000 }),
  tags: Type.Array(Type.String({ maxLength: 40 }), { maxItems: 30 }),
  tip: Type.Object(
    { key: Type.String({ maxLength: 20 }), id: Type.Union([Type.String({ maxLength: 64 }), Type.Null()]) },
    { additionalProperties: false },
  ),
};

/**
 * The offline composer's structured form of a recipe (recipe-core renders it in any language), so a
 * composed recipe follows the interface language instead of staying in the one it was made in. Version 2
 * names the ingredients of each step (prepared and cooked by their kind); version 1, from earlier builds,
 * named roles. Both are stored and synced as they are: a build shows a version it cannot render as written.
 */
export const Composition = Type.Union([
  Type.Object(
    { v: Type.Literal(1), ...compositionFields, steps: CompositionStep('roles') },
    { additionalProperties: false },
  ),
  Type.Object(
    { v: Type.Literal(2), ...compositionFields, steps: CompositionStep('items') },
    { additionalProperties: false },
  ),
]);
export type Composition = Static<typeof Composition>;

/** The recipe fields that merge one by one, last writer wins by HLC (ARCHITECTURE §3). */
export const RecipeFieldsSchema = Type.Object(
  {
    title: Type.String({ maxLength: 200 }),
    description: Type.String({ maxLength: 4000 }),
    ingredients: Type.Array(Ingredient, { maxItems: 100 }),
    instructions: Type.Array(Type.String({ maxLength: 4000 }), { maxItems: 100 }),
    cookingTime: Type.Object(
      { total: Minutes, prep: Minutes, cook: Minutes },
      { additionalProperties: false },
    ),
    servings: Type.Union([Type.Integer({ minimum: 1, maximum: 100 }), Type.Null()]),
    difficulty: Type.Union([Difficulty, Type.Null()]),
    calories: Type.Union([Type.Number({ minimum: 0, maximum: 50_000 }), Type.Null()]),
    tags: Type.Array(Type.String({ maxLength: 40 }), { maxItems: 30 }),
    tips: Type.String({ maxLength: 4000 }),
    sourceIngredients: Type.Array(Type.String({ maxLength: 120 }), { maxItems: 100 }),
    isGenerated: Type.Boolean(),
    /** Only on composed recipes; absent (or null) on AI and hand-made ones. */
    composition: Type.Optional(Type.Union([Composition, Type.Null()])),
  },
  { additionalProperties: false },
);
export type RecipeFields = Static<typeof RecipeFieldsSchema>;
export type RecipeField = keyof RecipeFields;

export const RECIPE_FIELDS = [
  'title',
  'description',
  'ingredients',
  'instructions',
  'cookingTime',
  'servings',
  'difficulty',
  'calories',
  'tags',
  'tips',
  'sourceIngredients',
  'isGenerated',
  'composition',
] as const satisfies readonly RecipeField[];

export const EMPTY_RECIPE_FIELDS: RecipeFields = {
  title: '',
  description: '',
  ingredients: [],
  instructions: [],
  cookingTime: { total: null, prep: null, cook: null },
  servings: null,
  difficulty: null,
  calories: null,
  tags: [],
  tips: '',
  sourceIngredients: [],
  isGenerated: false,
  composition: null,
};

/** The canonical recipe every screen reads. */
export const Recipe = Type.Object(
  {
    ...RecipeFieldsSchema.properties,
    id: EntityId,
    createdAt: Type.String(),
    updatedAt: Type.String(),
    saved: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type Recipe = Static<typeof Recipe>;

/** A new recipe as a client creates it: every field, its id and its creation time. */
export const NewRecipe = Type.Object(
  { ...RecipeFieldsSchema.properties, id: EntityId, createdAt: Type.String({ maxLength: 40 }) },
  { additionalProperties: false },
);
export type NewRecipe = Static<typeof NewRecipe>;

/** Any subset of the recipe fields, and nothing else (Type.Partial alone drops the closed setting). */
export const RecipeFieldsPatch = Type.Partial(RecipeFieldsSchema, {
  minProperties: 1,
  additionalProperties: false,
});

export const ActivityInput = Type.Object(
  {
    id: EntityId,
    type: Type.String({ minLength: 1, maxLength: 40 }),
    title: Type.String({ maxLength: 200 }),
    description: Type.String({ maxLength: 1000 }),
    relatedId: Type.Union([EntityId, Type.Null()]),
    timestamp: Type.String({ maxLength: 40 }),
  },
  { additionalProperties: false },
);
export type ActivityInput = Static<typeof ActivityInput>;

/** SPEC §3 activity entry, as the client shows it. */
export type ActivityEntry = ActivityInput;

export const UserStats = Type.Object({
  totalRecipes: Type.Integer(),
  savedRecipes: Type.Integer(),
  totalScans: Type.Integer(),
});
export type UserStats = Static<typeof UserStats>;

/** SPEC §3: an id may carry a "recipe-" prefix of 7 characters, which is stripped. */
export function stripRecipePrefix(id: string): string {
  return id.startsWith('recipe-') ? id.slice(7) : id;
}

/** POST /recipes: any subset of the fields (the rest get defaults), and optionally the id and time. */
export const RecipeInput = Type.Object(
  {
    ...Type.Partial(RecipeFieldsSchema).properties,
    id: Type.Optional(Type.String({ maxLength: 71 })),
    createdAt: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);
export type RecipeInput = Static<typeof RecipeInput>;
