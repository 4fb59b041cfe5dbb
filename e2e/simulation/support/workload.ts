import { LANGUAGES, type NewRecipe, type RecipeFields } from '../../../sync-protocol/src/index';
import type { Writer } from '../../../web/src/data/writes';
import type { SimClient } from './client';
import type { Rng } from './prng';

/** The few recipe ids every client writes to, so that writes collide all the time. */
export const RECIPE_IDS = [
  'r-frittata',
  'r-risotto',
  'r-minestrone',
  'r-caponata',
  'r-focaccia',
  'r-panzanella',
];

const WORDS = ['salt', 'basil', 'lemon', 'egg', 'rice', 'leek', 'bean', 'kale', 'oil', 'bread', 'onion'];
const NAMES = ['Ada', 'Bruno', 'Chiara', 'Dario', 'Elena', 'Franco'];
const ACTIVITY_TYPES = ['recipe_viewed', 'recipe_cooked', 'recipe_saved', 'recipe_generated'];

const minutes = (rng: Rng) => (rng.chance(0.2) ? null : rng.int(0, 240));
const words = (rng: Rng, max: number) => Array.from({ length: rng.int(0, max) }, () => rng.pick(WORDS));

/** A random, valid value for each recipe field. */
const FIELD_VALUES: { [K in keyof RecipeFields]-?: (rng: Rng) => RecipeFields[K] } = {
  title: (rng) => `${rng.pick(WORDS)} ${rng.pick(WORDS)} ${rng.int(1, 999)}`,
  description: (rng) => words(rng, 8).join(' '),
  ingredients: (rng) =>
    words(rng, 4).map((name) => ({
      name,
      amount: String(rng.int(1, 500)),
      unit: rng.pick(['g', 'ml', '']),
      emoji: '',
    })),
  instructions: (rng) => words(rng, 3).map((w, i) => `Step ${i + 1}: ${w}`),
  cookingTime: (rng) => ({ total: minutes(rng), prep: minutes(rng), cook: minutes(rng) }),
  servings: (rng) => (rng.chance(0.2) ? null : rng.int(1, 8)),
  difficulty: (rng) => rng.pick(['easy', 'medium', 'hard', null] as const),
  calories: (rng) => (rng.chance(0.2) ? null : rng.int(0, 2000)),
  tags: (rng) => words(rng, 3),
  tips: (rng) => words(rng, 5).join(' '),
  sourceIngredients: (rng) => words(rng, 4),
  isGenerated: (rng) => rng.chance(0.5),
  // The composer's structured form is exercised by recipe-core; the simulation leaves it unset.
  composition: () => null,
};
const FIELDS = Object.keys(FIELD_VALUES) as Array<keyof RecipeFields>;

function someFields(rng: Rng, count: number): Partial<RecipeFields> {
  const fields: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) {
    const field = rng.pick(FIELDS);
    fields[field] = FIELD_VALUES[field](rng);
  }
  return fields as Partial<RecipeFields>;
}

export interface WriteStats {
  byName: Map<string, number>;
  activityIds: number;
}

/**
 * One random user action on a client, as the screens would make it through the writer. Deletes are
 * rare (about `expectedDeletes` per run), so the shared ids stay contended for most of the run.
 * Returns the number of mutations appended.
 */
export function randomWrite(
  client: SimClient,
  rng: Rng,
  stats: WriteStats,
  deleteRate: number,
): Promise<number> {
  const id = rng.pick(RECIPE_IDS);
  const iso = new Date(client.now()).toISOString();
  const roll = rng.next();
  let name: string;
  let run: (w: Writer) => Promise<void>;
  if (roll < deleteRate) {
    name = 'recipe.delete';
    run = (w) => w.deleteRecipe(id);
  } else if (roll < 0.02 + deleteRate) {
    // Another tab runs a newer version of the app; this server refuses its change.
    name = 'recipe.patch (newer app)';
    const fields = someFields(rng, 1);
    stats.byName.set(name, (stats.byName.get(name) ?? 0) + 1);
    return client.writeFromNewerApp(id, fields);
  } else if (roll < 0.12) {
    name = 'recipe.create';
    const recipe = { ...someFields(rng, FIELDS.length), id, createdAt: iso } as NewRecipe;
    for (const field of FIELDS)
      if (!(field in recipe)) Object.assign(recipe, { [field]: FIELD_VALUES[field](rng) });
    run = (w) => w.createRecipe(recipe);
  } else if (roll < 0.46) {
    name = 'recipe.patch';
    const fields = someFields(rng, rng.int(1, 3));
    run = (w) => w.patchRecipe(id, fields);
  } else if (roll < 0.61) {
    name = 'saved.set';
    const saved = rng.chance(0.5);
    run = (w) => w.setSaved(id, saved);
  } else if (roll < 0.79) {
    name = 'activity.append';
    const entry = {
      id: `a${client.setup.index}-${++stats.activityIds}`,
      type: rng.pick(ACTIVITY_TYPES),
      title: `${rng.pick(WORDS)} ${rng.int(1, 99)}`,
      description: words(rng, 4).join(' '),
      relatedId: rng.chance(0.85) ? id : null,
      timestamp: iso,
    };
    run = (w) => w.appendActivity(entry);
  } else if (roll < 0.85) {
    name = 'activity.clearForRecipe';
    run = (w) => w.clearActivityForRecipe(id);
  } else if (roll < 0.93) {
    name = 'profile.patch';
    const userName = `${rng.pick(NAMES)} ${rng.int(1, 99)}`;
    run = (w) => w.setName(userName);
  } else {
    name = 'preferences.set';
    const language = rng.pick(LANGUAGES);
    run = (w) => w.setLanguage(language);
  }
  stats.byName.set(name, (stats.byName.get(name) ?? 0) + 1);
  return client.write(run);
}
