import type { Language } from '@avanzo/sync-protocol';
import type { IngredientKind } from '../../catalog/kinds';
import { withCooking } from '../cooking';
import type { RoleSpec, StepSpec } from '../types';
import { ADDED_DISHES } from './data/added';
import { BAKES } from './data/bakes';
import { BREAD_DISHES } from './data/bread';
import { EGG_DISHES } from './data/eggs';
import { FISH_DISHES } from './data/fish';
import { GRAIN_DISHES } from './data/grains';
import { HEARTY_DISHES } from './data/hearty';
import { HOMESTYLE_DISHES } from './data/homestyle';
import { KITCHEN_DISHES } from './data/kitchen';
import { LEAD_DISHES } from './data/lead';
import { MEAT_DISHES } from './data/meat';
import { MORE_DISHES } from './data/more';
import { PANELF_DISHES } from './data/panelf';
import { PANELL_DISHES } from './data/panell';
import { PANELG_DISHES } from './data/panelg';
import { PASTA_DISHES } from './data/pasta';
import { REGIONAL_DISHES } from './data/regional';
import { SNACK_DISHES } from './data/snacks';
import { SOUPS_SALADS } from './data/soups';
import { VEG_DISHES } from './data/vegetables';
import { WEEKNIGHT_DISHES } from './data/weeknight';
import { kindOf, type Dish, type DishData, type Family, type SlotData } from './types';

export * from './types';

export const LANGUAGES: readonly Language[] = ['en', 'it', 'fr', 'de'];

/** Every named dish as written, in the data files' order. */
export const DISH_DATA: readonly DishData[] = [
  ...PASTA_DISHES,
  ...EGG_DISHES,
  ...SOUPS_SALADS,
  ...MEAT_DISHES,
  ...FISH_DISHES,
  ...VEG_DISHES,
  ...GRAIN_DISHES,
  ...BREAD_DISHES,
  ...BAKES,
  ...MORE_DISHES,
  ...WEEKNIGHT_DISHES,
  ...ADDED_DISHES,
  ...LEAD_DISHES,
  ...REGIONAL_DISHES,
  ...SNACK_DISHES,
  ...HOMESTYLE_DISHES,
  ...KITCHEN_DISHES,
  ...PANELF_DISHES,
  ...PANELG_DISHES,
  ...HEARTY_DISHES,
  ...PANELL_DISHES,
];

/** The text key of a dish's own step: short enough for the synced form (40 characters). */
export const ownStepKey = (dishId: string, index: number) => `d.${dishId}.${index}`;

function roleOf(slot: SlotData): RoleSpec {
  const ids = slot.any.filter((token) => kindOf(token) === null);
  const kinds = slot.any.map(kindOf).filter((k): k is IngredientKind => k !== null);
  return {
    role: slot.role,
    categories: [],
    only: ids,
    kinds,
    ...(slot.except ? { except: slot.except } : {}),
    ...(slot.whole ? { whole: true } : {}),
    min: slot.optional ? 0 : 1,
    max: slot.max ?? 1,
    ...(slot.share !== undefined ? { share: slot.share } : {}),
    ...(slot.cook ? { cook: slot.cook } : { listed: true }),
  };
}

/**
 * The servings a whole cake, loaf or tray of biscuits (8) and a whole tart (6) make: what a tin of the usual
 * size holds. A dish of these families that scales (a crumble) says so with its own `batch`.
 */
export const FAMILY_BATCH: Partial<Record<Family, number>> = { bake: 8, tart: 6 };

/** A dish as the composer runs it: its slots as roles, its steps with text keys, shared steps' cooking facts. */
export function compileDish(data: DishData): Dish {
  const steps: StepSpec[] = data.steps.map((step, i) => {
    const { text: _text, key, ...rest } = step;
    return { ...rest, key: key ?? ownStepKey(data.id, i) };
  });
  // Shared steps take their prep cut and kind wording; the dish's id is kept out so that an archetype's own
  // step settings never apply to a dish (a dish is never named like an archetype: dishes.test.ts).
  const cooked = withCooking({
    id: '',
    cuisine: data.cuisine,
    difficulty: data.difficulty,
    roles: data.slots.map(roleOf),
    steps,
    staples: data.staples,
    titleRoles: [],
    ...(data.needsAny ? { needsAny: data.needsAny } : {}),
  });
  return {
    ...cooked,
    id: data.id,
    // withCooking knows archetype ids only; a dish's own step settings win over its defaults.
    steps: cooked.steps.map((step, i) => ({ ...step, ...stripText(data.steps[i]) })),
    family: data.family,
    course: data.course,
    names: data.names,
    aliases: data.aliases ?? {},
    description: data.description,
    ...(data.tip ? { tip: data.tip } : {}),
    slots: data.slots,
    ...((data.batch ?? FAMILY_BATCH[data.family]) ? { batch: data.batch ?? FAMILY_BATCH[data.family] } : {}),
  };
}

function stripText(step: DishData['steps'][number] | undefined): Partial<StepSpec> {
  if (!step) return {};
  const { text: _text, key: _key, ...rest } = step;
  return rest;
}

export const DISHES: readonly Dish[] = DISH_DATA.map(compileDish);
export const DISH_BY_ID: ReadonlyMap<string, Dish> = new Map(DISHES.map((d) => [d.id, d]));

/** The keys of the dishes' steps that run on their own (StepSpec.handsOff). */
export const HANDS_OFF_KEYS: ReadonlySet<string> = new Set(
  DISHES.flatMap((d) => d.steps.filter((step) => step.handsOff).map((step) => step.key)),
);

/** The keys of the dishes' steps done while a hands-off step runs (StepSpec.alongside). */
export const ALONGSIDE_KEYS: ReadonlySet<string> = new Set(
  DISHES.flatMap((d) => d.steps.filter((step) => step.alongside).map((step) => step.key)),
);

/** The dishes' own step texts, per language, by key. */
export const DISH_STEP_TEXTS: Readonly<Record<Language, Readonly<Record<string, string>>>> =
  Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      Object.fromEntries(
        DISH_DATA.flatMap((d) =>
          d.steps.flatMap((step, i) => (step.text ? [[ownStepKey(d.id, i), step.text[language]]] : [])),
        ),
      ),
    ]),
  ) as Record<Language, Record<string, string>>;

/** The family of each generic archetype: the long tail is judged as the same kinds of dish. */
export const ARCHETYPE_FAMILY: Readonly<Record<string, Family>> = {
  frittata: 'egg-pan',
  omelette: 'egg-pan',
  'stir-fry': 'pan-fry',
  'quick-pan': 'pan-fry',
  'pasta-sauce': 'pasta',
  risotto: 'risotto',
  soup: 'soup',
  'noodle-soup': 'noodles',
  salad: 'salad',
  'tray-bake': 'roast',
  curry: 'curry',
  'fried-rice': 'rice',
  pilaf: 'rice',
  stew: 'stew',
  'grain-bowl': 'grain',
  gratin: 'gratin',
  pancakes: 'pancake',
  smoothie: 'drink',
  'warm-drink': 'drink',
  'hot-chocolate': 'drink',
  bruschetta: 'sandwich',
  toast: 'sandwich',
  quesadilla: 'wrap',
  flatbread: 'wrap',
  shakshuka: 'baked-eggs',
  'fruit-crumble': 'bake',
  'fruit-salad': 'dessert',
  compote: 'dessert',
  pudding: 'dessert',
  'savoury-tart': 'tart',
  dal: 'dal',
  porridge: 'breakfast',
  'yogurt-bowl': 'breakfast',
  'spiced-nuts': 'snack',
  'herb-sauce': 'sauce',
  'baked-pasta': 'baked-pasta',
};
