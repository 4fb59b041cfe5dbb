import type { Difficulty, Language } from '@avanzo/sync-protocol';
import type { IngredientKind } from '../../catalog/kinds';
import type { Cut, Method } from '../technique';
import type { Archetype, Cuisine, Role, Staple, StepSpec } from '../types';

/** What a dish is, for a cook: the three results are always three different families. */
export const FAMILIES = [
  'egg-pan', // frittata, omelette, tortilla, scrambled eggs
  'baked-eggs', // shakshuka, eggs en cocotte
  'pasta',
  'baked-pasta', // lasagne, pasta al forno, cannelloni, mac and cheese
  'noodles',
  'risotto',
  'rice', // fried rice, pilaf, paella, rice bowls
  'grain', // polenta, couscous, grain bowls, porridge-like savoury grains
  'soup',
  'salad',
  'stew', // stews, braises, goulash, ragouts, chilli
  'curry',
  'dal',
  'roast', // tray bakes, roast pieces
  'pan-fry', // stir-fries, pan-fried pieces, schnitzel, burgers
  'gratin',
  'pie', // savoury pies, pasties, shepherd's pie
  'tart', // quiche, savoury and sweet tarts, turnovers
  'sandwich', // sandwiches, toasts, bruschetta, croque-monsieur
  'wrap', // quesadillas, burritos, tacos, flatbreads
  'fritter', // fritters, rösti, potato cakes, arancini
  'pancake', // pancakes, crêpes, waffles
  'sauce', // pesto, guacamole, hummus, dips
  'side', // vegetables on the side: braised red cabbage, roast potatoes
  'breakfast', // porridge, yogurt bowls, granola
  'dessert', // puddings, mousses, fruit desserts
  'bake', // cakes, breads, biscuits, crumbles
  'drink', // smoothies, warm drinks, hot chocolate
  'snack', // toasted nuts and other small things
] as const;
export type Family = (typeof FAMILIES)[number];

export const COURSES = ['main', 'starter', 'side', 'breakfast', 'dessert', 'snack', 'drink'] as const;
export type Course = (typeof COURSES)[number];

export type Texts = Readonly<Record<Language, string>>;

/**
 * One ingredient a dish is made with. `any` lists what fills it, best first: catalog ids, or `kind:<kind>` for
 * every catalog entry of that kind. The first id is what the dish asks for when the cook has none of them
 * ("one ingredient away").
 */
export interface SlotData {
  role: Role;
  any: readonly string[];
  /** Never these ids, even when their kind is listed. */
  except?: readonly string[];
  /** Needed (default) or optional. */
  optional?: boolean;
  /** Only a whole fish, on the bone (an orata al forno is no dish of fillets); see RoleSpec.whole. */
  whole?: boolean;
  /** How many of the cook's ingredients the slot takes (default 1). */
  max?: number;
  /** Multiplier on the typical amount per serving (default 1). */
  share?: number;
  /** How the dish cooks it: method, usual minutes, longest the dish can give (see RoleSpec.cook). */
  cook?: readonly [method: Method, minutes: number, max: number];
}

/**
 * One step of a dish. Either a shared text (`key`, from the composer texts: prep.*, brownProtein, boilWater,
 * cookBase, pasta.toss, …) or the dish's own words in four languages (`text`). Slots are filled as in every
 * composer text: `{items:form}` for the ingredients of the roles in `uses`, `{min}` for the minutes.
 */
export interface StepData extends Partial<Omit<StepSpec, 'key' | 'minutes' | 'phase'>> {
  key?: string;
  text?: Texts;
  minutes: number;
  phase: 'prep' | 'cook';
  prep?: Cut;
}

/** A named dish as the data files write it. */
export interface DishData {
  /** Stable slug, kebab-case, at most 34 characters. */
  id: string;
  family: Family;
  course: Course;
  cuisine: Cuisine;
  difficulty: Difficulty;
  /** The dish's real name in each language, as a menu or a cookbook there writes it. */
  names: Texts;
  /** Other names cooks use for the same dish (regional names, the original name). */
  aliases?: Partial<Record<Language, readonly string[]>>;
  /** One sentence that says what the dish is, in each language; may name {items:form}. */
  description: Texts;
  slots: readonly SlotData[];
  steps: readonly StepData[];
  staples: readonly Staple[];
  /** A tip in each language (optional; otherwise the tip follows the ingredients). */
  tip?: Texts;
  /** Servings of one whole batch (Archetype.batch); bakes and tarts default to their family's (FAMILY_BATCH). */
  batch?: number;
  /** At least one of these roles must be filled (a full English is more than bacon and eggs). */
  needsAny?: readonly Role[];
}

/** A dish compiled for the composer: an archetype with a fixed name, a family and its own step texts. */
export interface Dish extends Archetype {
  family: Family;
  course: Course;
  names: Texts;
  aliases: Partial<Record<Language, readonly string[]>>;
  description: Texts;
  tip?: Texts;
  /** The slots as written, for "one ingredient away". */
  slots: readonly SlotData[];
}

export const KIND_PREFIX = 'kind:';
export const kindOf = (token: string): IngredientKind | null =>
  token.startsWith(KIND_PREFIX) ? (token.slice(KIND_PREFIX.length) as IngredientKind) : null;

/** Authoring helpers: a needed slot, an optional one, a shared step, an own step. */
export const need = (role: Role, any: readonly string[], opts: Partial<SlotData> = {}): SlotData => ({
  role,
  any,
  ...opts,
});
export const maybe = (role: Role, any: readonly string[], opts: Partial<SlotData> = {}): SlotData => ({
  role,
  any,
  optional: true,
  ...opts,
});
export const shared = (
  key: string,
  minutes: number,
  phase: 'prep' | 'cook',
  opts: Partial<StepData> = {},
): StepData => ({ key, minutes, phase, ...opts });
export const own = (
  text: Texts,
  minutes: number,
  phase: 'prep' | 'cook',
  opts: Partial<StepData> = {},
): StepData => ({ text, minutes, phase, ...opts });

/** Declares a dish (typed, so a data file gets every check of DishData). */
export const dish = (data: DishData): DishData => data;

/** A dish is an archetype too: the composer assigns, cooks, times and renders it the same way. */
export type { Archetype };

/** The step that heats the oven, in every language (the dishes' own key, the same words everywhere). */
export const heatOven = (c: number, fan: number): StepData =>
  own(
    {
      en: `Heat the oven to ${c} °C (${fan} °C fan), {min} min.`,
      it: `Preriscalda il forno a ${c} °C (${fan} °C ventilato), {min} min.`,
      fr: `Préchauffez le four à ${c} °C (${fan} °C chaleur tournante), {min} min.`,
      de: `Den Backofen auf ${c} °C (Umluft ${fan} °C) vorheizen, {min} Min.`,
    },
    10,
    'prep',
  );

/** A vanilla pod (in the `aromatics` slot) split and scraped; the seeds and the pod go into the milk or cream. */
export const splitVanillaPod = (): StepData =>
  own(
    {
      en: 'Split {items:def} lengthways and scrape out the seeds with the tip of a knife; the seeds and the pod both go in.',
      it: 'Incidi {items:def} per il lungo e raschia i semi con la punta di un coltello: vanno usati sia i semi sia il baccello.',
      fr: 'Fendez {items:def} dans la longueur et grattez les graines avec la pointe d’un couteau : les graines et la gousse serviront toutes les deux.',
      de: '{items:acc} längs aufschlitzen und das Mark mit der Messerspitze herauskratzen; Mark und Schote kommen beide hinein.',
    },
    2,
    'prep',
    { uses: ['aromatics'] },
  );

/** The vanilla pod lifted out of the milk once it has given its flavour. */
export const liftOutPod = (): StepData =>
  own(
    {
      en: 'Lift out {items:def}.',
      it: 'Togli {items:def}.',
      fr: 'Retirez {items:def}.',
      de: '{items:acc} herausnehmen.',
    },
    1,
    'cook',
    { uses: ['aromatics'] },
  );

/** Pasta cooked al dente, a cup of its water kept for the sauce (the words many dishes share). */
export const COOK_PASTA: Texts = {
  en: 'Cook {items:def} in the boiling salted water until al dente, {min} min, and keep a cup of the cooking water before draining.',
  it: 'Cuoci {items:def} nell’acqua bollente salata, {min} min, e scola al dente tenendo da parte una tazza di acqua di cottura.',
  fr: 'Faites cuire {items:def} al dente dans l’eau bouillante salée, {min} min, et gardez une tasse d’eau de cuisson avant d’égoutter.',
  de: '{items:acc} im kochenden Salzwasser al dente kochen, {min} Min., und vor dem Abgießen eine Tasse Kochwasser auffangen.',
};

/** The side or base a dish is served with, and a topping scattered over it: words many dishes share. */
export const SERVE_WITH: Texts = {
  en: 'Serve with {items:def}.',
  it: 'Servi con {items:def}.',
  fr: 'Servez avec {items:def}.',
  de: 'Mit {items:dat} servieren.',
};
export const SCATTER: Texts = {
  en: 'Scatter over {items:def}.',
  it: 'Cospargi con {items:def}.',
  fr: 'Parsemez {items:de0}.',
  de: 'Mit {items:dat} bestreuen.',
};
