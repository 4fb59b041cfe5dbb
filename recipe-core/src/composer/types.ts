import type { Difficulty, Language } from '@avanzo/sync-protocol';
import type { IngredientCategory, IngredientKind, IngredientUnit } from '../catalog/types';
import type { Cut, Method } from './technique';

/** What an ingredient does in a dish. */
export const ROLES = [
  'base',
  'protein',
  'vegetables',
  'aromatics',
  'liquid',
  'dairy',
  'fruit',
  'sweet',
  'seasoning',
  'topping',
  // Named dishes tell their ingredients apart more finely.
  'egg',
  'cheese',
  'pastry',
  'bread',
  'herb',
  'sauce',
  'binder',
  'fat',
  'garnish',
] as const;
export type Role = (typeof ROLES)[number];

/** The only things the composer assumes a kitchen has. */
export const STAPLES = ['salt', 'pepper', 'oil', 'water'] as const;
export type Staple = (typeof STAPLES)[number];

export const CUISINES = [
  'italian',
  'french',
  'spanish',
  'german',
  'british',
  'american',
  'greek',
  'asian',
  'chinese',
  'japanese',
  'thai',
  'indian',
  'mexican',
  'middle-eastern',
  'international',
] as const;
export type Cuisine = (typeof CUISINES)[number];

export interface RoleSpec {
  role: Role;
  /** Catalog categories that can fill the role. */
  categories: readonly IngredientCategory[];
  /** Only these ids (within the categories). */
  only?: readonly string[];
  /** Also every entry of these kinds, whatever its category (a named dish's slot). */
  kinds?: readonly IngredientKind[];
  /**
   * A named dish's slot without a `cook`: its own steps say how what it lists is cooked, so it takes what it
   * lists (a generic role without `cook` takes only what can be eaten as it is).
   */
  listed?: boolean;
  /** Never these ids. */
  except?: readonly string[];
  /**
   * Only whole fish, as the cook's words give them ("un'orata", "2 Forellen"). A whole fish goes only into a
   * role that says so here or lists the kind `whole-fish` (fits.ts).
   */
  whole?: boolean;
  /** How many the dish needs (0: optional) and can take. */
  min: number;
  max: number;
  /** Multiplier on the ingredient's typical amount per serving (default 1). */
  share?: number;
  /**
   * How the dish cooks this role: by `method`, for about `minutes`, and never longer than `max`. An ingredient
   * whose kind cannot be cooked that way, or needs longer than `max`, does not fill the role; one that would
   * be overcooked in `minutes` goes in late, for just the time it needs. Without it the role is eaten as it is
   * (raw, or warmed through at the end), so only kinds that are safe that way fill it.
   */
  cook?: readonly [method: Method, minutes: number, max: number];
}

export interface StepSpec {
  /** Key of the step text in every language's `steps`. */
  key: string;
  /** Roles whose ingredients the step names as {items}; the step is skipped when they are all empty. */
  uses?: readonly Role[];
  /** Skip the step when this role (or any of these) is filled: the alternative to a step that uses it. */
  unless?: Role | readonly Role[];
  minutes: number;
  phase: 'prep' | 'cook';
  /** A preparation step: each ingredient is prepared as its kind needs, cut this way (one line per kind of work). */
  prep?: Cut;
  /** Worded for the kind of its first ingredient (`<key>@<group>`, e.g. "brownProtein@poultry") where a text exists. */
  byKind?: boolean;
  /** Roles this step cooks: it lasts at least as long as their kinds need by the role's method. */
  cooks?: readonly Role[];
  /** Only when one of these roles is filled (the counterpart of `unless`). */
  ifRoles?: readonly Role[];
  /** Only when an ingredient of one of these kinds is in the dish (or, with `unlessKinds`, when none is). */
  ifKinds?: readonly IngredientKind[];
  unlessKinds?: readonly IngredientKind[];
  /** Only when one of these catalog entries is in the dish (cooked potatoes crushed before they top a pie). */
  ifIds?: readonly string[];
  /**
   * The step runs on its own (potatoes simmering for 20 minutes): the steps that do not wait for what it cooks
   * are done meanwhile, and the time counts it once.
   */
  handsOff?: boolean;
  /**
   * The step is done while a hands-off step runs, though it names no ingredient of its own ("fry the fish"
   * while the potatoes boil): counted as meanwhile work.
   */
  alongside?: boolean;
}

/** A dish the composer knows how to build from what the cook has. */
export interface Archetype {
  id: string;
  cuisine: Cuisine;
  difficulty: Difficulty;
  roles: readonly RoleSpec[];
  steps: readonly StepSpec[];
  staples: readonly Staple[];
  /** At least one of these roles must be filled (a quesadilla needs some filling). */
  needsAny?: readonly Role[];
  /** At least one of the cook's ingredients must be of these kinds (a soup needs a vegetable or pulse to be a soup of). */
  needsKinds?: readonly IngredientKind[];
  /** Roles whose ingredients name the dish ("courgette and tomato frittata"). */
  titleRoles: readonly Role[];
  /**
   * The servings one batch makes when the dish is only made whole (a cake tin, a tart, a tray of muffins): it
   * is made for at least that many, whatever the cook asked for. A cake for two is not a smaller cake.
   */
  batch?: number;
}

/** Why an ingredient the cook has was not used. */
export type LeftOutReason = 'unknown' | 'noRole' | 'tooMany' | 'tooLong' | 'slowCook' | 'elsewhere';

/** One ingredient placed in the dish, with its scaled quantity. */
export interface Placed {
  id: string;
  role: Role;
  amount: number;
  unit: IngredientUnit;
}

/**
 * A composed recipe in structured form: enough to render it in any language at any time, so a
 * language switch re-renders it instead of translating text.
 */
export interface Composition {
  v: 2;
  archetype: string;
  servings: number;
  placed: Placed[];
  leftOut: Array<{ id: string | null; name: string; reason: LeftOutReason }>;
  staples: Staple[];
  /** Cupboard staples the dish took that the cook did not list (flour, butter, an onion), named in the note. */
  fromCupboard?: string[];
  /** Each step's text key and the ingredients (catalog ids) it names, in order. */
  steps: Array<{ key: string; items: string[]; minutes: number; phase: 'prep' | 'cook' }>;
  time: { prep: number; cook: number; total: number };
  difficulty: Difficulty;
  cuisine: Cuisine;
  caloriesPerServing: number;
  tags: string[];
  tip: { key: string; id: string | null };
}

export interface ComposeRequest {
  /** Catalog ids or free text, as the picker stores them. */
  ingredients: ReadonlyArray<{ id: string | null; name: string }>;
  servings: number;
  difficulty: Difficulty;
  maxCookingTime: number;
  locale: Language;
}

/** The words one language needs to render compositions. */
export interface ComposerTexts {
  /** "a, b and c" in the pantry note. */
  and: string;
  staples: Record<Staple, string>;
  /** The oil a sweet batter, a cake or a deep-fry is made with, in the pantry note ("vegetable oil"). */
  neutralOil: string;
  /**
   * Units by name, with the two a list shows fresh herbs in instead of grams: a sprig of a woody herb
   * (rosemary, thyme) and a stem of a tender one (parsley, dill).
   */
  units: Record<IngredientUnit | 'sprig' | 'stem', [singular: string, plural: string]>;
  titles: Record<string, string>;
  descriptions: Record<string, string>;
  steps: Record<string, string>;
  /** "From the pantry: {items}." where items are the staples the dish uses. */
  /** Waiting a step asks for beyond the cooking time (a mousse setting in the fridge): "Allow another {text}…". */
  restNote: string;
  restTime: { hours: string; hour: string; minutes: string; night: string };
  pantryNote: string;
  leftOut: string;
  reasons: Record<LeftOutReason, string>;
  tips: Record<string, string>;
  /** Used when a title has no ingredient to name. */
  fallbackTitle: Record<string, string>;
}
