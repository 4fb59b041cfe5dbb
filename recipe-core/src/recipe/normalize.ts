import { canRender } from '../composer/render';
import {
  EMPTY_RECIPE_FIELDS,
  stripRecipePrefix,
  type Difficulty,
  type Ingredient,
  type NewRecipe,
} from '@avanzo/sync-protocol';

/** Limits of the canonical schema (sync-protocol RecipeFieldsSchema). */
const LIMIT = {
  title: 200,
  text: 4000,
  list: 100,
  tags: 30,
  tag: 40,
  name: 120,
  amount: 40,
  unit: 30,
  emoji: 16,
  minutes: 2880,
  servings: 100,
  calories: 50_000,
} as const;

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export interface NormalizeOptions {
  /** The clock, for a missing createdAt and a new id. */
  now?: () => number;
  /** Makes an id for a recipe that has none (SPEC §3: timestamp based). */
  newId?: () => string;
}

export interface NormalizedRecipe {
  recipe: NewRecipe;
  /** The shape's saved flag (`saved`, `isSaved` or `favorite`), when it had one. */
  saved: boolean;
}

type Loose = Record<string, unknown>;

const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Plain text, whitespace collapsed at the ends, cut to `max` characters (never half a surrogate pair). */
export function cleanText(value: unknown, max: number): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return '';
  const text = value.replaceAll(String.fromCharCode(0), '').trim();
  if (text.length <= max) return text;
  let out = '';
  for (const char of text) {
    if (out.length + char.length > max) break;
    out += char;
  }
  return out.trim();
}

/** The first number in a value: 30, "30", "30 min", "about 45 minutes" → 30/30/30/45. */
export function firstNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const match = /-?\d+(?:[.,]\d+)?/.exec(value);
  return match ? Number(match[0].replace(',', '.')) : null;
}

const HOURS = /(\d+(?:[.,]\d+)?)\s*(?:h|hrs?|hours?|or[ae]|heures?|std|stunden?)(?![a-z])\s*(\d+)?/i;

/** Minutes from 30, "30 min", "1h30", "1.5 hours", "2 ore"; null when there is no number. */
export function minutes(value: unknown): number | null {
  let n = firstNumber(value);
  if (n === null || n < 0) return null;
  if (typeof value === 'string') {
    const hours = HOURS.exec(value);
    if (hours) n = Number((hours[1] as string).replace(',', '.')) * 60 + (hours[2] ? Number(hours[2]) : 0);
  }
  return Math.min(LIMIT.minutes, Math.round(n));
}

const DIFFICULTY_WORDS: Record<string, Difficulty> = {
  easy: 'easy',
  simple: 'easy',
  beginner: 'easy',
  facile: 'easy',
  semplice: 'easy',
  leicht: 'easy',
  einfach: 'easy',
  medium: 'medium',
  moderate: 'medium',
  intermediate: 'medium',
  media: 'medium',
  medio: 'medium',
  moyen: 'medium',
  moyenne: 'medium',
  mittel: 'medium',
  hard: 'hard',
  difficult: 'hard',
  advanced: 'hard',
  difficile: 'hard',
  schwer: 'hard',
  schwierig: 'hard',
};

export function normalizeDifficulty(value: unknown): Difficulty | null {
  if (typeof value !== 'string') return null;
  const key = value.trim().toLowerCase();
  // Own keys only: "__proto__" or "constructor" from an AI reply must not reach the prototype.
  return Object.hasOwn(DIFFICULTY_WORDS, key) ? (DIFFICULTY_WORDS[key] ?? null) : null;
}

function ingredientOf(value: unknown): Ingredient | null {
  if (typeof value === 'string' || typeof value === 'number') {
    const name = cleanText(value, LIMIT.name);
    return name ? { name, amount: '', unit: '', emoji: '' } : null;
  }
  if (!isRecord(value)) return null;
  const name = cleanText(value.name ?? value.ingredient ?? value.item ?? value.title, LIMIT.name);
  if (!name) return null;
  return {
    name,
    amount: cleanText(value.amount ?? value.quantity ?? value.qty, LIMIT.amount),
    unit: cleanText(value.unit ?? value.units, LIMIT.unit),
    emoji: cleanText(value.emoji, LIMIT.emoji),
  };
}

function instructionOf(value: unknown): string | null {
  if (typeof value === 'string') return cleanText(value, LIMIT.text) || null;
  if (!isRecord(value)) return null;
  return cleanText(value.description ?? value.step ?? value.text ?? value.instruction, LIMIT.text) || null;
}

function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return value.split(/\r?\n/).filter((line) => line.trim());
  return [];
}

function tagsOf(value: unknown): string[] {
  const raw = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const out: string[] = [];
  for (const entry of raw) {
    const tag = cleanText(entry, LIMIT.tag).toLowerCase().replace(/^#/, '');
    if (tag && !out.includes(tag)) out.push(tag);
    if (out.length >= LIMIT.tags) break;
  }
  return out;
}

function textOf(value: unknown): string {
  if (Array.isArray(value))
    return cleanText(
      value
        .map((v) => cleanText(v, LIMIT.text))
        .filter(Boolean)
        .join(' '),
      LIMIT.text,
    );
  return cleanText(value, LIMIT.text);
}

function caloriesOf(input: Loose): number | null {
  const nested = (key: string) => (isRecord(input[key]) ? (input[key] as Loose).calories : undefined);
  for (const candidate of [input.calories, nested('nutrition'), nested('nutritionalInfo')]) {
    const n = firstNumber(candidate);
    if (n !== null && n >= 0) return Math.min(LIMIT.calories, Math.round(n));
  }
  return null;
}

function cookingTimeOf(input: Loose): NewRecipe['cookingTime'] {
  const raw = input.cookingTime ?? input.totalTime ?? input.time;
  const record = isRecord(raw) ? raw : null;
  let total = minutes(record ? record.total : raw);
  const prep = (record ? minutes(record.prep) : null) ?? minutes(input.prepTime);
  const cook = (record ? minutes(record.cook) : null) ?? minutes(input.cookTime);
  if (total === null && (prep !== null || cook !== null))
    total = Math.min(LIMIT.minutes, (prep ?? 0) + (cook ?? 0));
  return { total, prep, cook };
}

function idOf(input: Loose, options: NormalizeOptions): string {
  const raw = input.id ?? input._id;
  if (typeof raw === 'string' || typeof raw === 'number') {
    const id = stripRecipePrefix(String(raw).trim());
    if (ID_PATTERN.test(id)) return id;
  }
  return options.newId ? options.newId() : `${(options.now ?? Date.now)()}`;
}

function createdAtOf(value: unknown, now: () => number): string {
  if (typeof value === 'string' || typeof value === 'number') {
    const time = new Date(value).getTime();
    if (Number.isFinite(time)) return new Date(time).toISOString();
  }
  return new Date(now()).toISOString();
}

/**
 * Any recipe shape of SPEC §3 → one canonical recipe: `id`/`_id` (a "recipe-" prefix stripped), `title`
 * or `name`, string or object ingredients and instructions, minutes or `{total, prep, cook}` (or
 * `prepTime`/`cookTime`), calories from three places, `tips` or `tip`. Never throws; anything
 * unreadable becomes the field's empty value, and every limit of the schema holds.
 */
export function normalizeRecipe(input: unknown, options: NormalizeOptions = {}): NormalizedRecipe {
  const now = options.now ?? Date.now;
  const source: Loose = isRecord(input) ? input : {};
  const servings = firstNumber(source.servings ?? source.serves ?? source.portions);
  const recipe: NewRecipe = {
    ...EMPTY_RECIPE_FIELDS,
    id: idOf(source, options),
    createdAt: createdAtOf(source.createdAt, now),
    title: cleanText(source.title ?? source.name, LIMIT.title),
    description: textOf(source.description),
    ingredients: listOf(source.ingredients)
      .map(ingredientOf)
      .filter((i): i is Ingredient => i !== null)
      .slice(0, LIMIT.list),
    instructions: listOf(source.instructions ?? source.steps)
      .map(instructionOf)
      .filter((s): s is string => s !== null)
      .slice(0, LIMIT.list),
    cookingTime: cookingTimeOf(source),
    servings: servings !== null && servings >= 1 ? Math.min(LIMIT.servings, Math.round(servings)) : null,
    difficulty: normalizeDifficulty(source.difficulty),
    calories: caloriesOf(source),
    tags: tagsOf(source.tags),
    tips: textOf(source.tips ?? source.tip),
    sourceIngredients: listOf(source.sourceIngredients)
      .map((name) => cleanText(name, LIMIT.name))
      .filter(Boolean)
      .slice(0, LIMIT.list),
    isGenerated: source.isGenerated === true,
    // A composer recipe keeps its structured form when this build can render it.
    composition: canRender(source.composition) ? source.composition : null,
  };
  const saved = source.saved === true || source.isSaved === true || source.favorite === true;
  return { recipe, saved };
}
