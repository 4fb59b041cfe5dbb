import type { Ingredient, Language, NewRecipe } from '@avanzo/sync-protocol';
import { catalog } from '../catalog/index';
import type { CatalogEntry } from '../catalog/types';
import { ARCHETYPES } from './archetypes2';
import { formatAmount } from './quantities';
import { TEXTS } from './texts/index';
import type { Composition, Placed, Role, Staple } from './types';

const TITLE_ROLES: Record<string, readonly Role[]> = Object.fromEntries(
  ARCHETYPES.map((a) => [a.id, a.titleRoles]),
);
/** Leaves and heads that a dish name keeps in the singular ("insalata di lattuga", not "lattughe"). */
const SINGULAR_IN_TITLES = new Set([
  'lettuce',
  'romaine-lettuce',
  'iceberg-lettuce',
  'lambs-lettuce',
  'rocket',
  'radicchio',
  'endive',
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
const PLURAL_MASS = new Set(['vegetables', 'fruit', 'legumes', 'nuts']);
const STAPLE_EMOJI: Record<Staple, string> = { salt: '🧂', pepper: '🧂', oil: '🫒', water: '💧' };

function entryOf(id: string): CatalogEntry {
  const entry = catalog.get(id);
  if (!entry) throw new Error(`composer: unknown catalog id ${id}`);
  return entry;
}

/** The name as a recipe says it: "2 eggs" / "300 g carrots" / "1 onion". */
function nameFor(p: Placed, language: Language, singular = false): string {
  const entry = entryOf(p.id);
  const names = entry.names[language];
  if (singular) return names.name;
  const countable = p.unit === 'piece' || p.unit === 'clove' || p.unit === 'slice' || p.unit === 'leaf';
  const plural = countable ? p.amount > 1 : p.unit === 'g' && PLURAL_MASS.has(entry.category);
  return plural ? names.plural : names.name;
}

export function joinList(items: readonly string[], and: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** French elides "de" and "le/la" before a vowel or a mute h. */
function polish(text: string, language: Language): string {
  if (language !== 'fr') return text;
  // "y" and most "h" words keep the full article ("de yaourt", "de haricots"); a few mute-h words elide.
  return text.replace(
    /(?<!\p{L})(d|l)[ea] (?=[aeiouâàéèêîïôûœ]|herbe|huile|huître)/giu,
    (match) => `${match[0]}’`,
  );
}

/**
 * German dative plural for a bare plural after "mit": adjectives ending in -e take -n ("rote" →
 * "roten"), and nouns ending in -er or -el take -n ("Eier" → "Eiern", "Äpfel" → "Äpfeln").
 */
export function germanDativePlural(plural: string): string {
  return plural
    .split(' ')
    .map((word, i, words) => {
      const last = i === words.length - 1;
      if (!last && /^[a-zäöü].*e$/.test(word)) return `${word}n`;
      if (last && /(er|el)$/.test(word)) return `${word}n`;
      return word;
    })
    .join(' ');
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/** Renders a composition in a language: the same dish, every word from that language's texts. */
export function renderComposition(
  c: Composition,
  language: Language,
  meta: { id: string; createdAt: string },
): NewRecipe {
  const t = TEXTS[language];
  const byRole = (roles: readonly Role[], singular = false) =>
    c.placed.filter((p) => roles.includes(p.role)).map((p) => nameFor(p, language, singular));
  // English names a dish by its ingredients in the singular ("tomato soup"); the others use the plural
  // ("zuppa di pomodori"), German in the dative after "mit" ("mit roten Zwiebeln").
  const titleNames = c.placed
    .filter((p) => (TITLE_ROLES[c.archetype] ?? []).includes(p.role))
    .slice(0, 2)
    .map((p) => {
      const names = entryOf(p.id).names[language];
      if (language === 'en' || SINGULAR_IN_TITLES.has(p.id)) return names.name;
      return language === 'de' ? germanDativePlural(names.plural) : names.plural;
    });
  const title = titleNames.length
    ? fill(t.titles[c.archetype] ?? '', { items: joinList(titleNames, t.and) })
    : (t.fallbackTitle[c.archetype] ?? '');
  const allNames = c.placed.map((p) => nameFor(p, language));
  const ingredients: Ingredient[] = [
    ...c.placed.map((p) => {
      const [one, many] = t.units[p.unit];
      return {
        name: nameFor(p, language),
        amount: formatAmount(p.amount),
        unit: p.amount > 1 ? many : one,
        emoji: entryOf(p.id).emoji,
      };
    }),
    ...c.staples.map((staple) => ({
      name: t.staples[staple],
      amount: '',
      unit: t.toTaste,
      emoji: STAPLE_EMOJI[staple],
    })),
  ];
  const instructions = c.steps.map((step) =>
    capitalize(
      polish(
        fill(t.steps[step.key] ?? '', {
          items: joinList(byRole(step.roles), t.and),
          min: String(step.minutes),
        }),
        language,
      ),
    ),
  );
  const leftOut = c.leftOut.map((l) => {
    const name = l.id ? (catalog.get(l.id)?.names[language].name ?? l.name) : l.name;
    return `${name} (${t.reasons[l.reason]})`;
  });
  const description = [
    polish(
      fill(t.descriptions[c.archetype] ?? '', { items: joinList(allNames.slice(0, 4), t.and) }),
      language,
    ),
    t.pantryNote,
    leftOut.length ? fill(t.leftOut, { items: leftOut.join(', ') }) : '',
  ]
    .filter(Boolean)
    .join(' ');
  const tipItem = c.tip.id ? (catalog.get(c.tip.id)?.names[language].name ?? '') : '';
  return {
    id: meta.id,
    createdAt: meta.createdAt,
    title: capitalize(polish(title, language)).slice(0, 200),
    description: description.slice(0, 4000),
    ingredients,
    instructions,
    cookingTime: { total: c.time.total, prep: c.time.prep, cook: c.time.cook },
    servings: c.servings,
    difficulty: c.difficulty,
    calories: c.caloriesPerServing,
    tags: c.tags,
    tips: polish(fill(t.tips[c.tip.key] ?? t.tips.generic ?? '', { item: tipItem }), language),
    sourceIngredients: c.placed.map((p) => entryOf(p.id).names[language].name),
    isGenerated: true,
    composition: c,
  };
}

/** True when this build can render the composition: a known dish, known ingredients, every text present. */
export function canRender(c: unknown): c is Composition {
  if (!c || typeof c !== 'object') return false;
  const comp = c as Partial<Composition>;
  if (comp.v !== 1 || typeof comp.archetype !== 'string' || !Object.hasOwn(TITLE_ROLES, comp.archetype))
    return false;
  if (!Array.isArray(comp.placed) || !Array.isArray(comp.steps) || !Array.isArray(comp.leftOut)) return false;
  if (!comp.placed.every((p) => catalog.get(p.id) !== undefined && Object.hasOwn(TEXTS.en.units, p.unit)))
    return false;
  return comp.steps.every((st) => typeof st.key === 'string' && Object.hasOwn(TEXTS.en.steps, st.key));
}

/**
 * A recipe as the interface should show it in `language`: a composed recipe is rendered again from its
 * structured form (same id, date and saved state); any other recipe is returned as it was written.
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
