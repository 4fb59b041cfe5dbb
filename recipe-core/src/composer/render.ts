import { LANGUAGES, type Ingredient, type Language, type NewRecipe } from '@avanzo/sync-protocol';
import { CATALOG, catalog } from '../catalog/index';
import type { CatalogEntry } from '../catalog/types';
import { ARCHETYPES } from './archetypes2';
import { OVEN_KEYS } from './compose';
import { familyOf } from './rank';
import { DISH_BY_ID, DISH_STEP_TEXTS, type Dish } from './dishes/index';
import { formatAmount, typedCount } from './quantities';
import { frenchElides } from './realise/fr';
import { REALISERS, isPlural, joinList, typographic, type Mention } from './realise/index';
import { stepTextKey } from './steps';
import { TEXTS } from './texts/index';
import type { Composition, Placed } from './types';

const TITLE_ROLES: Record<string, readonly string[]> = Object.fromEntries(
  ARCHETYPES.map((a) => [a.id, a.titleRoles]),
);
/** Frozen foods named in a title as the food itself. */
const FRESH_IN_TITLES: Readonly<Record<string, string>> = {
  'frozen-spinach': 'spinach',
};
/**
 * How a title names a tinned food: "Pasta with tuna and sweetcorn", "Tonno e pomodorini in padella"; no menu
 * says "canned" or "in scatola". Only the words change: gender and number are the catalog entry's own.
 */
const TITLE_NAMES: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  'canned-tuna': { en: 'tuna', it: 'tonno', fr: 'thon', de: 'Thunfisch' },
  'canned-sardines': { en: 'sardines', it: 'sardine', fr: 'sardines', de: 'Sardinen' },
};
function titleEntry(id: string): CatalogEntry {
  const entry = entryOf(FRESH_IN_TITLES[id] ?? id);
  const names = TITLE_NAMES[id];
  if (!names) return entry;
  const renamed = Object.fromEntries(
    LANGUAGES.map((l) => [l, { ...entry.names[l], name: names[l], plural: names[l] }]),
  ) as CatalogEntry['names'];
  return { ...entry, names: renamed };
}
/**
 * How a method names a product after the ingredient list has given its full label: "the rice", "la farina", "il
 * parmigiano", "the tuna", not "il riso per risotti" or "la farina 00" in every step (Italian readers marked it).
 * Name and plural per language; gender and number stay the catalog entry's own.
 */
const STEP_NAMES: Readonly<Record<string, Partial<Record<Language, readonly [string, string]>>>> = {
  'risotto-rice': { en: ['rice', 'rice'], it: ['riso', 'riso'], fr: ['riz', 'riz'], de: ['Reis', 'Reis'] },
  parmesan: { it: ['parmigiano', 'parmigiano'] },
  'pecorino-romano': {
    en: ['pecorino', 'pecorino'],
    it: ['pecorino', 'pecorino'],
    fr: ['pecorino', 'pecorino'],
    de: ['Pecorino', 'Pecorino'],
  },
  'all-purpose-flour': { en: ['flour', 'flour'], it: ['farina', 'farina'] },
  'self-raising-flour': {
    en: ['flour', 'flour'],
    it: ['farina', 'farina'],
    fr: ['farine', 'farine'],
    de: ['Mehl', 'Mehl'],
  },
  'taggiasca-olive': {
    en: ['olive', 'olives'],
    it: ['oliva', 'olive'],
    fr: ['olive', 'olives'],
    de: ['Olive', 'Oliven'],
  },
  'borlotti-bean': { it: ['borlotto', 'borlotti'] },
  'baking-powder': { it: ['lievito', 'lievito'] },
  'canned-tuna': {
    en: ['tuna', 'tuna'],
    it: ['tonno', 'tonno'],
    fr: ['thon', 'thon'],
    de: ['Thunfisch', 'Thunfisch'],
  },
  'cooked-chicken': {
    en: ['chicken', 'chicken'],
    it: ['pollo', 'pollo'],
    fr: ['poulet', 'poulet'],
    de: ['Hähnchen', 'Hähnchen'],
  },
  'cooked-potato': {
    en: ['potato', 'potatoes'],
    it: ['patata', 'patate'],
    fr: ['pomme de terre', 'pommes de terre'],
    de: ['Kartoffel', 'Kartoffeln'],
  },
};
const STEP_ENTRIES = new Map<string, CatalogEntry>();
/** The entry a step names: its short name where STEP_NAMES has one. */
export function stepEntry(id: string): CatalogEntry {
  const entry = entryOf(id);
  const short = STEP_NAMES[id];
  if (!short) return entry;
  let renamed = STEP_ENTRIES.get(id);
  if (!renamed) {
    const names = Object.fromEntries(
      LANGUAGES.map((l) => {
        const words = short[l];
        return [l, words ? { ...entry.names[l], name: words[0], plural: words[1] } : entry.names[l]];
      }),
    ) as CatalogEntry['names'];
    renamed = { ...entry, names };
    STEP_ENTRIES.set(id, renamed);
  }
  return renamed;
}
/** Leaves and heads that a dish name keeps in the singular ("insalata di lattuga", not "lattughe"). */
const SINGULAR_IN_TITLES = new Set([
  'lettuce',
  'romaine-lettuce',
  'iceberg-lettuce',
  'lambs-lettuce',
  'rocket',
  'radicchio',
  'escarole',
  'white-cabbage',
  'red-cabbage',
  'savoy-cabbage',
  'napa-cabbage',
  'kale',
  'cavolo-nero',
  'chard',
  'cauliflower',
  'broccoli',
  'romanesco',
  'pumpkin',
  'butternut-squash',
  'celeriac',
  'fennel',
  'ginger-root',
]);
/** Kinds a dish name keeps in the singular: "pasta al peperoncino", "tè al limone", "zuppa allo zenzero". */
const FLAVOURING_IN_TITLES = new Set(['chili', 'citrus', 'aromatic-root']);
/** Kinds that season a dish rather than name it. */
const SEASONING_IN_TITLES = new Set([
  'spice',
  'dried-herb',
  'fresh-herb',
  'woody-herb',
  'chili',
  'aromatic-root',
  'sauce',
  'paste',
  'vinegar',
  'stock',
  'wine',
  'sweetener',
]);
/** Every step text of a language: the shared ones and the named dishes' own. */
const STEP_TEXTS: Record<Language, Readonly<Record<string, string>>> = {
  en: { ...TEXTS.en.steps, ...DISH_STEP_TEXTS.en },
  it: { ...TEXTS.it.steps, ...DISH_STEP_TEXTS.it },
  fr: { ...TEXTS.fr.steps, ...DISH_STEP_TEXTS.fr },
  de: { ...TEXTS.de.steps, ...DISH_STEP_TEXTS.de },
};

/** Forms each language uses where a template names something without saying how (never in current texts). */
const DEFAULT_FORM: Record<Language, string> = { en: 'def', it: 'def', fr: 'def', de: 'acc' };

function entryOf(id: string): CatalogEntry {
  const entry = catalog.get(id);
  if (!entry) throw new Error(`composer: unknown catalog id ${id}`);
  return entry;
}

/** Several of a countable ingredient: a count above one, or any weight or volume of it ("300 g carrots"). */
function many(p: Placed): boolean {
  return p.unit === 'g' || p.unit === 'ml' || p.amount > 1;
}

const mentionOf = (p: Placed): Mention => ({ entry: entryOf(p.id), many: many(p) });

/** Dishes whose name already says their base ("fried rice with rice" reads wrong): the description skips it. */
const NAMED_BY_BASE = new Set([
  'pasta-sauce',
  'fried-rice',
  'risotto',
  'baked-pasta',
  'noodle-soup',
  'pilaf',
  'porridge',
  'dal',
  'quesadilla',
  'toast',
  'bruschetta',
  'flatbread',
  'pancakes',
]);
/** The ingredients a description names: up to four, without the base the dish is named after. */
function describedOf(c: Composition): Placed[] {
  const own = c.placed.filter((p) => !(p.role === 'base' && NAMED_BY_BASE.has(c.archetype)));
  return (own.length ? own : c.placed).slice(0, 4);
}

/** The name on an ingredient line: "2 eggs", "300 g carrots", "1 onion", "200 g rice". */
function lineName(p: Placed, language: Language): string {
  const entry = entryOf(p.id);
  const plural = isPlural(entry.grammar[language].number, many(p));
  return typographic(plural ? entry.names[language].plural : entry.names[language].name);
}

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * Fills a template: {items:form} and {item:form} are rendered by the language's realiser (articles,
 * prepositions, agreement, case), {min} is the step's minutes, and plain {items} takes a ready-made text.
 */
export function fillTemplate(
  template: string,
  language: Language,
  values: { mentions?: readonly Mention[]; min?: number; text?: string; eggs?: number },
): string {
  // {eggs:the yolk|the yolks}: words about the dish's eggs agree with how many there are ("Separa l’uovo,
  // mettendo l’albume…", "Separa le uova, mettendo gli albumi…").
  const agreed = template.replace(/\{eggs:([^|{}]*)\|([^{}]*)\}/g, (_, one: string, several: string) =>
    (values.eggs ?? 2) > 1 ? several : one,
  );
  return agreed.replace(
    /\{(\w+)(?::(\w+))?\}/g,
    (_, name: string, form: string | undefined, at: number, whole: string) => {
      if (name === 'min') return String(values.min ?? '');
      if (!form && values.text !== undefined) return values.text;
      const text = REALISERS[language].list(values.mentions ?? [], form ?? DEFAULT_FORM[language]);
      // A slot that begins a sentence after another ("… legen. Das Ei verquirlen") starts with a capital.
      return /[.!?]\s+$/.test(whole.slice(0, at)) ? capitalize(text) : text;
    },
  );
}

/** Kinds a dish is named after that a cook swaps and renames it by (penne for spaghetti, cod for salmon). */
const RENAMING_KINDS: ReadonlySet<string> = new Set([
  'pasta',
  'filled-pasta',
  'noodles',
  'firm-fish',
  'delicate-fish',
  'shellfish',
  // Butternut for pumpkin: "Butternut squash soup".
  'squash',
]);

/**
 * A named dish's title with what the cook used in place of the ingredient it is named after: "Spaghetti alla
 * gricia" with spaghetti, "Tagliatelle alla bolognese" with tagliatelle, "Cod en papillote" with cod. Only a
 * substitute of the same kind, and only where no article or preposition has to agree with it: at the start of
 * the name, or anywhere in English ("Creamy trout pasta").
 */
function dishTitle(dish: Dish, c: Composition, language: Language): string {
  let title = dish.names[language];
  for (const slot of dish.slots) {
    const first = slot.any[0] as string;
    const wanted = catalog.get(first);
    if (!wanted || c.placed.some((p) => p.id === first)) continue;
    const used = c.placed
      .filter((p) => p.role === slot.role && slot.any.includes(p.id))
      .map((p) => entryOf(p.id))
      // (Soup pasta names no dish: ditalini make "Pasta e ceci", never "Pastina e ceci".)
      .find((e) => e.kind === wanted.kind && RENAMING_KINDS.has(e.kind) && e.id !== 'soup-pasta');
    if (!used) continue;
    const names = wanted.names[language];
    for (const [form, plural] of [
      [names.plural, true],
      [names.name, false],
    ] as const) {
      const escaped = form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const at = new RegExp(language === 'en' ? `(^|\\s)${escaped}(?=\\s|$)` : `^${escaped}(?=\\s|$)`, 'i');
      const match = at.exec(title);
      if (!match) continue;
      const name = typographic(plural ? used.names[language].plural : used.names[language].name);
      const start = match.index + (match[1]?.length ?? 0);
      const initial = title.charAt(start);
      const replacement = initial === initial.toLocaleUpperCase() ? capitalize(name) : name;
      title = title.slice(0, start) + replacement + title.slice(start + form.length);
      break;
    }
  }
  return title;
}

/** The word for fish a dish's name starts with ("Pesce al forno"), or holds anywhere in English ("Whole roast fish"). */
const GENERIC_FISH: Readonly<Record<Language, RegExp>> = {
  en: /\bfish\b(?!\w)/i,
  it: /^Pesce(?=\s)/,
  fr: /^Poisson(?=\s)/,
  de: /^(Fischfilet|Fisch)(?=\s)/,
};

/** Dishes whose name is the dish, whatever the fish: "Fish pie", "Fish tacos", not "Cod pie". */
const FISH_NAMED_DISHES: ReadonlySet<string> = new Set(['fish-pie', 'fish-tacos', 'fish-curry']);
/** Fish that name a dish in place of "fish": raw fillets, steaks and whole fish. */
const NAMING_FISH: ReadonlySet<string> = new Set(['firm-fish', 'delicate-fish', 'whole-fish']);

/**
 * A dish of one fish is called by that fish, as a menu does: "Orata al forno", "Dorade à l’acqua pazza",
 * "Forelle aus dem Ofen", "Pesce spada al forno con pomodorini e olive", "Cod en papillote". A whole fish is
 * counted in pieces; its kind is read from the catalog for a fillet.
 */
function namedAfterFish(title: string, c: Composition, language: Language): string {
  if (FISH_NAMED_DISHES.has(c.archetype)) return title;
  const fish = c.placed.filter(
    (p) =>
      p.role === 'protein' &&
      entryOf(p.id).category === 'fish' &&
      (p.unit === 'piece' || NAMING_FISH.has(entryOf(p.id).kind)),
  );
  const [whole] = fish;
  if (!whole || fish.length > 1 || whole.id === 'fish-pie-mix') return title;
  const name = typographic(entryOf(whole.id).names[language].name);
  // "Gebratenes Fischfilet" of salmon is a "Gebratenes Lachsfilet": the compound keeps its gender.
  if (language === 'de' && whole.unit !== 'piece' && /\sFischfilet\b/.test(title))
    return title.replace(/(?<=\s)Fischfilet\b/, `${name}filet`);
  return title.replace(GENERIC_FISH[language], (word) =>
    word === word.toLowerCase() ? name : capitalize(name),
  );
}

/**
 * A pasta dish is called by the shape the cook used: "Gnocchi al gorgonzola", "Orecchiette con la salsiccia",
 * "Coquillettes au beurre", not "Pasta …". Only where a preposition follows (nothing has to agree with the new
 * word), and not in German, where "Nudeln" is what a cook calls any shape.
 */
const GENERIC_PASTA =
  /^(Pasta|Pâtes)(?= (con|alla|alle|al|allo|ai|agli|all’|e|in|en|with|and|à|au|aux|de|del|della)\b)/;
/** The shapes of dried pasta a dish name can start with, longest first: "Spaghetti", "Penne", "Maccheroni". */
const SHAPE_NAMES = Object.fromEntries(
  LANGUAGES.map((language): [Language, string[]] => [
    language,
    CATALOG.filter((e) => e.kind === 'pasta' && e.id !== 'pasta' && e.id !== 'whole-wheat-pasta')
      .flatMap((e) => [e.names[language].plural, e.names[language].name])
      .map((name) => capitalize(typographic(name)))
      .sort((a, b) => b.length - a.length),
  ]),
) as unknown as Readonly<Record<Language, readonly string[]>>;

function namedAfterBase(title: string, c: Composition, language: Language): string {
  const base = c.placed.find((p) => p.role === 'base');
  const entry = base ? entryOf(base.id) : undefined;
  // Soup pasta is no shape a dish is named after: ditalini make "Pasta e ceci", not "Pastina e ceci".
  if (
    !entry ||
    entry.id === 'pasta' ||
    entry.id === 'soup-pasta' ||
    (entry.kind !== 'pasta' && entry.kind !== 'filled-pasta')
  )
    return title;
  // "Spaghetti alla carbonara" made with penne is "Penne alla carbonara": a dish named after its shape takes
  // the shape the cook has.
  const own = capitalize(typographic(entry.names[language].plural));
  const shape =
    entry.kind === 'pasta' ? SHAPE_NAMES[language].find((name) => title.startsWith(`${name} `)) : undefined;
  const names = [entry.names[language].name, entry.names[language].plural, ...entry.names[language].synonyms];
  if (shape && !names.some((name) => capitalize(typographic(name)) === shape))
    return `${own}${title.slice(shape.length)}`;
  // Gnocchi, spätzle and ravioli in a template pasta are named whatever the language.
  if (language === 'de' && !(entry.kind === 'filled-pasta' && c.archetype === 'pasta-sauce')) return title;
  const pattern = language === 'de' ? /^(Pasta|Nudeln)(?=\s)/ : GENERIC_PASTA;
  return title.replace(pattern, capitalize(typographic(entry.names[language].plural)));
}

/** A sentence without its closing ", 10 min" (or ", 1 Min."), still ending with a full stop. */
export function withoutTime(sentence: string): string {
  return sentence
    .replace(/,\s*\d+\s*(?:min|Min)\.?(?=[\s\u00a0\u202f]*;|\.?$)/, '')
    .replace(/([^.!?])$/, '$1.');
}

/**
 * The closing time as a cookbook writes it, in brackets after what it times: "(about 6 minutes)", "(circa 6
 * minuti)", "(environ 6 minutes)", "(etwa 6 Minuten)". After a comma it read as the time of whatever came last
 * ("ein Tropfen Teig muss sofort zischen, etwa 5 Minuten"; readers of every language marked it).
 */
const ABOUT_MINUTES: Readonly<Record<Language, (n: string) => string>> = {
  en: (n) => ` (about ${n} minutes)`,
  it: (n) => ` (circa ${n} minuti)`,
  fr: (n) => ` (environ ${n} minutes)`,
  de: (n) => ` (etwa ${n} Minuten)`,
};
/** Words a step ends on when its last act is seasoning: a time after them reads as minutes spent salting. */
const SEASONING_END =
  /(abschmecken|nachwürzen|season(?: to taste)?|with salt and pepper|salez et poivrez|poivrez|rectifiez l’assaisonnement|di sale e pepe|aggiusta di sale|regola di sale)$/i;

export function spelledTime(sentence: string, language: Language): string {
  const time = /,\s*\d+\s*(?:min|Min)\.?(?=[\s\u00a0\u202f]*[;,]|\.?$)/.exec(sentence);
  if (time && SEASONING_END.test(sentence.slice(0, time.index).trim())) return withoutTime(sentence);
  return (
    sentence
      // ", 8 min" closing a clause, the step or a sentence within it ("…, 6 Min. Mit Salz abschmecken").
      .replace(/,\s*(\d+)\s*(?:min|Min)\.?(?=[\s\u00a0\u202f]*[;,]|\.?$|\.\s+\p{Lu})/gu, (_, n: string) =>
        ABOUT_MINUTES[language](n),
      )
      // "(about 8 minutes) and salt it": no comma left before a plain "and".
      .replace(/(\((?:about|circa|environ|etwa) \d+ \p{L}+\)), (and|e|et|und) /gu, '$1 $2 ')
      // Any other bare "9 Min." inside a sentence is written out ("9 Minuten kochen", "cook for 9 minutes").
      .replace(/(\d+)\s*(?:min|Min)\.?(?![\p{L}])/gu, (_, n: string) => MINUTES[language](n))
      .replace(/([^.!?])$/, '$1.')
  );
}
const MINUTES: Readonly<Record<Language, (n: string) => string>> = {
  en: (n) => `${n} ${n === '1' ? 'minute' : 'minutes'}`,
  it: (n) => `${n} ${n === '1' ? 'minuto' : 'minuti'}`,
  fr: (n) => `${n} ${n === '1' ? 'minute' : 'minutes'}`,
  de: (n) => `${n} ${n === '1' ? 'Minute' : 'Minuten'}`,
};

/** How the pantry note names a cupboard staple: "flour", "farina 00", "de la farine", "Mehl". */
const CUPBOARD_FORM: Readonly<Record<Language, string>> = { en: 'bare', it: 'bare', fr: 'de', de: 'nom0' };
/** Dishes made with a neutral oil, not olive oil: batters, cakes, deep-fried fritters and sweets. */
const NEUTRAL_OIL_FAMILIES: ReadonlySet<string> = new Set(['bake', 'pancake', 'dessert', 'fritter']);
const SWEET_COURSES: ReadonlySet<string> = new Set(['dessert', 'drink']);

/**
 * The longest wait a step asks for beyond the time the dish is counted at, read from its English text ("chill
 * until set, at least 3 hours", "leave to cool for at least 30 minutes", "overnight"): minutes, 'night', or null.
 * The time shown is the cook's own work; the description says what waiting comes on top (a mousse "27 min" had
 * asked for three hours in the fridge without a word before the method).
 */
function restOf(c: Composition): number | 'night' | null {
  let longest = 0;
  for (const step of c.steps) {
    const text = STEP_TEXTS.en[stepTextKey(STEP_TEXTS.en, step.key)] ?? '';
    const hours = /at least (\d+) hours?/.exec(text);
    const minutes = /at least (\d+) minutes/.exec(text);
    // "Leave in the fridge overnight" (but "at least 4 hours, or overnight" is 4 hours).
    if (!hours && !minutes && /\bovernight\b/.test(text) && !/\bat least\b/.test(text)) return 'night';
    longest = Math.max(longest, hours ? Number(hours[1]) * 60 : minutes ? Number(minutes[1]) : 0);
  }
  return longest >= 30 ? longest : null;
}

function restWords(rest: number | 'night', language: Language): string {
  const words = TEXTS[language].restTime;
  if (rest === 'night') return words.night;
  if (rest % 60 === 0) return rest === 60 ? words.hour : words.hours.replace('{n}', String(rest / 60));
  return words.minutes.replace('{n}', String(rest));
}

/** Renders a composition in a language: the same dish, every word from that language's texts. */
export function renderComposition(
  c: Composition,
  language: Language,
  meta: { id: string; createdAt: string },
): NewRecipe {
  const t = TEXTS[language];
  const dish = DISH_BY_ID.get(c.archetype);
  const placedById = new Map(c.placed.map((p) => [p.id, p]));
  const titleRoles = TITLE_ROLES[c.archetype] ?? [];
  const named = c.placed.filter((p) => titleRoles.includes(p.role));
  // A dish is named after what it is made of; garlic, herbs, spices and sauces only when there is nothing else.
  const substantial = named.filter((p) => !SEASONING_IN_TITLES.has(entryOf(p.id).kind) && p.id !== 'garlic');
  const unspiced = named.filter((p) => entryOf(p.id).kind !== 'spice');
  const titleMentions = (substantial.length ? substantial : unspiced.length ? unspiced : named)
    .sort((a, b) => titleRoles.indexOf(a.role) - titleRoles.indexOf(b.role))
    .slice(0, 2)
    .map((p) => {
      // A dish is named after the food, not the freezer: "Gnocchi agli spinaci", with frozen spinach.
      const entry = titleEntry(p.id);
      // Dish names put countables in the plural ("alle melanzane") but keep flavourings singular ("al limone").
      return { entry, many: !SINGULAR_IN_TITLES.has(p.id) && !FLAVOURING_IN_TITLES.has(entry.kind) };
    });
  const title = dish
    ? namedAfterBase(namedAfterFish(dishTitle(dish, c, language), c, language), c, language)
    : titleMentions.length
      ? namedAfterBase(
          fillTemplate(t.titles[c.archetype] ?? '', language, { mentions: titleMentions }),
          c,
          language,
        )
      : (t.fallbackTitle[c.archetype] ?? '');
  const ingredients: Ingredient[] = c.placed.map((p) => {
    const herb = herbMeasure(p);
    if (herb) {
      const [one, several] = t.units[herb.unit];
      return {
        name: lineName(p, language),
        amount: formatAmount(herb.amount),
        unit: herb.amount > 1 ? several : one,
        emoji: entryOf(p.id).emoji,
      };
    }
    const [one, several] = t.units[p.unit];
    const name = lineName(p, language);
    const unit = p.amount > 1 ? several : one;
    // "2 bay leaves", not "2 leaves bay leaves": a name that already says its unit goes without it.
    const words = name.toLowerCase().split(/[\s'’-]+/);
    const said =
      unit.length > 3 && [one, several].some((u) => words.some((w) => w.endsWith(u.toLowerCase())));
    return {
      name,
      amount: formatAmount(p.amount),
      unit: said ? '' : unit,
      emoji: entryOf(p.id).emoji,
    };
  });
  // How many whole eggs the dish holds, for the words about their yolks and whites.
  const eggs = c.placed
    .filter((p) => entryOf(p.id).kind === 'egg')
    .reduce((sum, p) => sum + (p.unit === 'piece' ? p.amount : 2), 0);
  const instructions = c.steps.map((step) => {
    const mentions = step.items
      .map((id) => placedById.get(id))
      .filter((p): p is Placed => p !== undefined)
      .map((p): Mention => ({ entry: stepEntry(p.id), many: many(p) }));
    const steps = STEP_TEXTS[language];
    const text = steps[stepTextKey(steps, step.key)] ?? '';
    const sentence = capitalize(fillTemplate(text, language, { mentions, min: step.minutes, eggs }));
    // "Heat the oven to 200 °C, 10 min" and "Season with salt, 1 min" say a time no cook needs to read.
    return step.minutes <= 1 || OVEN_KEYS.has(step.key)
      ? withoutTime(sentence)
      : spelledTime(sentence, language);
  });
  // What the cook takes from the pantry besides what they listed: salt, pepper and oil (water goes without
  // saying), and the cupboard staples the dish took (flour, butter, an onion), so nothing comes as a surprise.
  const neutral =
    NEUTRAL_OIL_FAMILIES.has(familyOf(c.archetype)) || (dish !== undefined && SWEET_COURSES.has(dish.course));
  const pantry = [
    ...c.staples
      .filter((s) => s !== 'water')
      .map((s) => (s === 'oil' && neutral ? t.neutralOil : t.staples[s])),
    ...(c.fromCupboard ?? [])
      .map((id) => placedById.get(id))
      .filter((p): p is Placed => p !== undefined)
      .map((p) => REALISERS[language].list([mentionOf(p)], CUPBOARD_FORM[language])),
  ];
  // Grouped by reason, in the order they come: "rice, peas and soy sauce (for another of these recipes)".
  const byReason = new Map<Composition['leftOut'][number]['reason'], string[]>();
  for (const l of c.leftOut) {
    // Named as the cook has it: "eggs", "potatoes" (a mass noun stays singular: "rice"), and "lemon" when the
    // cook typed one ("un limone").
    const e = l.id ? catalog.get(l.id) : undefined;
    const count = typedCount(l.name);
    const one = count !== null && count <= 1;
    const name = e
      ? typographic(
          e.grammar[language].number === 'mass' || one ? e.names[language].name : e.names[language].plural,
        )
      : l.name;
    byReason.set(l.reason, [...(byReason.get(l.reason) ?? []), name]);
  }
  const leftOut = [...byReason].map(([reason, names]) => `${joinList(names, t.and)} (${t.reasons[reason]})`);
  const rest = restOf(c);
  const description = [
    fillTemplate(dish ? dish.description[language] : (t.descriptions[c.archetype] ?? ''), language, {
      mentions: describedOf(c).map(mentionOf),
    }),
    rest ? t.restNote.replace('{text}', restWords(rest, language)) : '',
    pantry.length ? fillTemplate(t.pantryNote, language, { text: joinList(pantry, t.and) }) : '',
    leftOut.length ? fillTemplate(t.leftOut, language, { text: leftOut.join('; ') }) : '',
  ]
    .filter(Boolean)
    .join(' ');
  const tipPlaced = c.tip.id ? placedById.get(c.tip.id) : undefined;
  // A tip speaks of the ingredient in general ("overripe apples"), whatever amount this dish uses. With nothing
  // to say of this dish's ingredients there is no tip: a saying on every other recipe reads as filler.
  const tipText = dish?.tip?.[language] ?? (c.tip.key === 'generic' ? '' : (t.tips[c.tip.key] ?? ''));
  const tip = fillTemplate(tipText, language, {
    mentions: tipPlaced ? [{ entry: entryOf(tipPlaced.id), many: true }] : [],
  });
  return {
    id: meta.id,
    createdAt: meta.createdAt,
    title: capitalize(title).slice(0, 200),
    description: description.slice(0, 4000),
    ingredients,
    instructions,
    cookingTime: { total: c.time.total, prep: c.time.prep, cook: c.time.cook },
    servings: c.servings,
    difficulty: c.difficulty,
    calories: c.caloriesPerServing,
    tags: c.tags,
    tips: capitalize(tip),
    sourceIngredients: c.placed.map((p) => entryOf(p.id).names[language].name),
    isGenerated: true,
    composition: c,
  };
}

/** True when this build can render the composition: a known dish, known ingredients, every text present. */
export function canRender(c: unknown): c is Composition {
  if (!c || typeof c !== 'object') return false;
  const comp = c as Partial<Composition>;
  if (comp.v !== 2 || typeof comp.archetype !== 'string') return false;
  if (!Object.hasOwn(TITLE_ROLES, comp.archetype) && !DISH_BY_ID.has(comp.archetype)) return false;
  if (!Array.isArray(comp.placed) || !Array.isArray(comp.steps) || !Array.isArray(comp.leftOut)) return false;
  if (!comp.placed.every((p) => catalog.get(p.id) !== undefined && Object.hasOwn(TEXTS.en.units, p.unit)))
    return false;
  return comp.steps.every(
    (st) =>
      typeof st.key === 'string' &&
      Object.hasOwn(STEP_TEXTS.en, stepTextKey(STEP_TEXTS.en, st.key)) &&
      Array.isArray(st.items) &&
      st.items.every((id) => typeof id === 'string'),
  );
}

/**
 * A recipe as the interface should show it in `language`: a composed recipe is rendered again from its
 * structured form (same id, date and saved state); any other recipe, or one composed by an older build
 * whose form this one no longer reads, is returned as it was written.
 */
export function localizeRecipe<T extends NewRecipe>(recipe: T, language: Language): T {
  const c = recipe.composition;
  if (!canRender(c)) return recipe;
  try {
    return { ...recipe, ...renderComposition(c, language, { id: recipe.id, createdAt: recipe.createdAt }) };
  } catch {
    return recipe;
  }
}

/**
 * An ingredient line as a cookbook prints it, for text that runs on one line (sharing, printing): French and
 * Italian join a measure to what it measures ("2 gousses d’ail", "6 tranches de bacon", "300 g de carottes",
 * "2 coste di sedano", "2 cucchiai di olio"), with French elision before a vowel or a mute h; English and
 * German set them side by side ("2 cloves garlic", "2 Zehen Knoblauch"). A line without a measure is the
 * amount and the name ("2 œufs").
 */
/** Grams of one sprig or stem of a fresh herb, as a cook picks it. */
const SPRIG_GRAMS: Readonly<Record<string, number>> = { thyme: 0.5, tarragon: 0.5, chervil: 0.5 };
/** Grams of a shop's bunch of a tender herb. */
const BUNCH_GRAMS = 20;

/**
 * A fresh herb weighed in grams as a cook measures it (no one weighs 1 g of rosemary, and "3 g de ciboulette"
 * reads like a lab): sprigs of a woody herb, stems of a tender one, or half bunches beyond a handful; chives
 * always by the bunch. Null for anything else.
 */
function herbMeasure(p: Placed): { amount: number; unit: 'sprig' | 'stem' | 'bunch' } | null {
  const kind = entryOf(p.id).kind;
  // (The Frankfurt pack of green-sauce herbs is weighed like a vegetable: "250 g".)
  if (p.unit !== 'g' || (kind !== 'fresh-herb' && kind !== 'woody-herb') || p.id === 'green-sauce-herbs')
    return null;
  const halves = (grams: number) => Math.max(0.5, Math.round((grams / BUNCH_GRAMS) * 2) / 2);
  if (p.id === 'chives') return { amount: halves(p.amount), unit: 'bunch' };
  if (kind === 'fresh-herb' && p.amount > 6) return { amount: halves(p.amount), unit: 'bunch' };
  const sprigs = Math.max(1, Math.round(p.amount / (SPRIG_GRAMS[p.id] ?? 1)));
  return { amount: sprigs, unit: kind === 'woody-herb' ? 'sprig' : 'stem' };
}

export function ingredientLine(
  ingredient: Pick<Ingredient, 'amount' | 'unit' | 'name'>,
  language: Language,
): string {
  const { amount, unit, name } = ingredient;
  if (!unit) return [amount, name].filter(Boolean).join(' ');
  if (language === 'fr') {
    const aspirate = catalog.exact(name, 'fr')?.grammar.fr.aspirate ?? false;
    const link = frenchElides(name, aspirate) ? `d’${name}` : `de ${name}`;
    return [amount, unit, link].filter(Boolean).join(' ');
  }
  if (language === 'it') return [amount, unit, 'di', name].filter(Boolean).join(' ');
  return [amount, unit, name].filter(Boolean).join(' ');
}
