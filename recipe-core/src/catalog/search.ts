import type { Language } from '@avanzo/sync-protocol';
import { coreWords, normalizeName, singularGuess, withoutQuantities } from './normalize';
import { allNames, entryHasHead, isProductHead, productHeadsIn } from './productHeads';
import type { CatalogEntry, IngredientCategory, IngredientKind } from './types';

export const SEARCH_MIN_CHARS = 2;
export const SEARCH_MAX_RESULTS = 20;

interface Term {
  text: string;
  entry: CatalogEntry;
  language: Language;
  /** 0 for the singular name, 1 for the plural, 2 for a synonym. */
  kind: 0 | 1 | 2;
}

export interface LocalizedIngredient {
  id: string;
  /** The name in the requested language (SPEC §3 `localizedName`). */
  localizedName: string;
  /** The English name, as a stable fallback. */
  name: string;
  category: IngredientCategory;
  emoji: string;
}

export function localize(entry: CatalogEntry, language: Language): LocalizedIngredient {
  return {
    id: entry.id,
    localizedName: entry.names[language].name,
    name: entry.names.en.name,
    category: entry.category,
    emoji: entry.emoji,
  };
}

/**
 * An index over every name, plural and synonym of every entry in all four languages: search is
 * accent- and case-insensitive, finds a name typed in any language ("pomodoro" in the English UI
 * finds tomato), and ranks exact names, then prefixes, then word prefixes, then the rest.
 */
/**
 * Forms a cook types that change what an ingredient is: from a tin ("tin of tomatoes", "Dose Tomaten", "boîte
 * de tomates", "barattolo di pomodori", "latta di pelati", "Sardinen in der Dose"), or already cooked ("leftover
 * rice", "riso avanzato", "riz cuit", "gekochte Kartoffeln"). Each form has the words that say it (normalised),
 * the kinds whose entries are that form, and a test that one of an entry's names says it ("canned tomatoes",
 * "Dosentomaten", "cooked rice").
 */
interface Form {
  words: ReadonlySet<string>;
  kinds: ReadonlySet<IngredientKind>;
  /** Whether one word of a name says the form (beyond `words`: "Dosentomaten"). */
  marks: (word: string) => boolean;
}
const wordSet = (text: string) => new Set(text.split(/\s+/).filter(Boolean));
const TIN_WORDS =
  wordSet(`tin tins tinned can cans canned barattolo barattoli scatola scatole scatoletta scatolette
  lattina lattine latta boite boites conserve conserves dose dosen buchse konserve konserven`);
const COOKED_WORDS =
  wordSet(`cooked boiled leftover leftovers steamed cotto cotta cotti cotte lesso lessa lessi lesse
  lessato lessata lessati lessate bollito bollita bolliti bollite avanzato avanzata avanzati avanzate avanzi cuit
  cuite cuits cuites reste restes veille gekocht gekochte gekochter gekochtes gekochten vortag ubrig ubrige
  ubriger ubriggeblieben ubriggebliebene ubriggebliebener`);
/** Spices whose name, counted, is a vegetable's ("a pepper"), and that vegetable. */
const COUNTED_AS: Readonly<Record<string, string>> = { 'black-pepper': 'red-bell-pepper' };
const COUNT = /^(a|an|one|two|three|half|half a|half an|\d+( \d+)?) [a-z]/;
const UNIT =
  /\b(tsp|tbsp|teaspoons?|tablespoons?|pinch(es)?|g|grams?|dash|grind|grinds|cracked|ground|black|white)\b/;

const FORMS: readonly Form[] = [
  {
    words: TIN_WORDS,
    kinds: new Set(['preserved-veg', 'canned-fish', 'cooked-pulse']),
    marks: (word) => TIN_WORDS.has(word) || (word.startsWith('dosen') && word.length > 8),
  },
  {
    words: COOKED_WORDS,
    kinds: new Set(['cooked-starch', 'cooked-meat', 'cooked-pulse']),
    marks: (word) => COOKED_WORDS.has(word),
  },
];

export function createCatalogIndex(entries: readonly CatalogEntry[]) {
  const byId = new Map<string, CatalogEntry>(entries.map((entry) => [entry.id, entry]));
  const terms: Term[] = [];
  /** Every entry that claims a normalised text, in catalog order, with the language and kind of the claim. */
  const exactTerms = new Map<string, Array<{ entry: CatalogEntry; kind: number; language: Language }>>();
  let indexed = false;

  /**
   * The name index is built on first use, not at import: a cooking screen that only looks entries up by
   * id (or a cold start) never pays for normalizing some 13,000 names.
   */
  function ensureTerms(): void {
    if (indexed) return;
    indexed = true;
    for (const entry of entries) {
      for (const language of ['en', 'it', 'fr', 'de'] as const) {
        const names = entry.names[language];
        const list: Array<[string, 0 | 1 | 2]> = [
          [names.name, 0],
          [names.plural, 1],
          ...names.synonyms.map((s): [string, 2] => [s, 2]),
        ];
        for (const [raw, kind] of list) {
          const text = normalizeName(raw);
          if (!text) continue;
          terms.push({ text, entry, language, kind });
          const claims = exactTerms.get(text);
          if (claims) claims.push({ entry, kind, language });
          else exactTerms.set(text, [{ entry, kind, language }]);
        }
      }
    }
  }

  /**
   * The entry a whole normalised text names, with the kind of its claim (0 name, 1 plural, 2 synonym). When
   * several entries claim it, some entry's own name beats the same words used as another's plural or synonym,
   * and the catalog order breaks ties. With a language, the entries that claim the text in that language come
   * first: "paprika" is the spice in English, Italian and French, the vegetable in German.
   */
  function claim(text: string, language?: Language): { entry: CatalogEntry; kind: number } | undefined {
    ensureTerms();
    const claims = exactTerms.get(text);
    if (!claims) return undefined;
    const own = language ? claims.filter((c) => c.language === language) : [];
    const pool = own.length > 0 ? own : claims;
    let best = pool[0]!;
    for (const candidate of pool) if (candidate.kind < best.kind) best = candidate;
    return best;
  }

  const exact = {
    get: (text: string, language?: Language): CatalogEntry | undefined => claim(text, language)?.entry,
  };

  function search(query: string, language: Language, limit = SEARCH_MAX_RESULTS): LocalizedIngredient[] {
    const q = normalizeName(query);
    if (q.length < SEARCH_MIN_CHARS) return [];
    ensureTerms();
    const best = new Map<string, number>();
    const wordStart = ` ${q}`;
    for (const term of terms) {
      const at = term.text.indexOf(q);
      if (at === -1) continue;
      const rank = at === 0 ? (term.text.length === q.length ? 0 : 1) : term.text.includes(wordStart) ? 2 : 3;
      // Within a rank: the UI language first, then names before plurals before synonyms, then the
      // shortest matching term (the closest to what was typed: "pomo" → pomodoro before pomodorino).
      const score =
        (rank * 10 + (term.language === language ? 0 : 4) + term.kind) * 1000 +
        Math.min(term.text.length, 999);
      const previous = best.get(term.entry.id);
      if (previous === undefined || score < previous) best.set(term.entry.id, score);
    }
    return [...best.entries()]
      .sort(
        (a, b) =>
          a[1] - b[1] ||
          (byId.get(a[0])!.names[language].name < byId.get(b[0])!.names[language].name ? -1 : 1),
      )
      .slice(0, limit)
      .map(([id]) => localize(byId.get(id)!, language));
  }

  /**
   * Maps a free-text ingredient ("chopped cilantro fresh", "2 large eggs", "Pomodori pelati") onto the
   * catalog: the whole text if it is a name, plural or synonym; else the longest run of its words, descriptors
   * removed, that is one (with a singular guess for the last word), the leftmost first among runs of one length.
   * Null when nothing fits; callers keep it as free text.
   *
   * Compound products: a run that names only part of the text is refused when the text also holds a product
   * head (productHeads.ts: ice cream, liqueur, juice, milk, oil, sauce, stock, syrup, jam… succo, gelato, jus,
   * glace, Saft, Eis…) that none of the run's entry's own names (any language) contains: the text is a product
   * made from that ingredient ("cherry liqueur", "orange juice", "strawberry yogurt"), not the ingredient. A run
   * that is a product head alone ("jam", "ice cream", "stock") is refused beside other words unless it is its
   * entry's own name or plural, the catalog's entry for that whole kind of product: "cherry jam" → jam,
   * "chocolate ice cream" → ice cream, but "lamb stock" is not chicken stock although "stock" alone is. Another
   * run of the same length may still fit; when every run of that length is refused the answer is null and
   * shorter runs are not tried ("skim milk mozzarella" is neither milk nor mozzarella).
   *
   * `language`, optional: the language the text was typed in. When several entries claim the same words, those
   * that carry them in that language win ("Paprika" with 'de' is the bell pepper, with 'en' the spice;
   * "peperoni" with 'de' is a chilli, with 'it' a bell pepper). Without it, the language-blind order above.
   */
  function match(text: string, language?: Language): CatalogEntry | null {
    const found = counted(text, matchWords(text, language));
    if (!found || exact.get(normalizeName(text), language)) return found;
    // "Tin of tomatoes" is the tinned product, "leftover rice" the cooked one, where the catalog has it.
    const words = normalizeName(text).split(' ');
    for (const [i, form] of FORMS.entries()) {
      if (form.kinds.has(found.kind) || !words.some((word) => form.words.has(word))) continue;
      const other = formOf(found, i);
      if (other) return other;
    }
    return found;
  }

  /**
   * A spice counted like a vegetable is the vegetable: "half a pepper", "1 pepper" are a bell pepper, while
   * "pepper" and "1 tsp pepper" stay black pepper.
   */
  function counted(text: string, found: CatalogEntry | null): CatalogEntry | null {
    const vegetable = found && COUNTED_AS[found.id];
    if (!vegetable || !COUNT.test(normalizeName(text)) || UNIT.test(normalizeName(text))) return found;
    return byId.get(vegetable) ?? found;
  }

  /** Per form, plain entry id → its entry in that form (or null), found once per entry. */
  const forms = FORMS.map(() => new Map<string, CatalogEntry | null>());
  /**
   * The entry for `plain` in a form: an entry of the form's kinds one of whose names says the form and holds
   * one of the plain entry's names as whole words ("canned tomatoes" for tomato, "Sardinen aus der Dose" for
   * sardine, "gekochte Kartoffeln" for potato; a German compound "Dosentomaten" counts), or, failing that, the
   * plain entry's English head word ("tomatoes" for cherry tomatoes). Catalog order breaks ties.
   */
  function formOf(plain: CatalogEntry, index: number): CatalogEntry | null {
    const form = FORMS[index] as Form;
    const cache = forms[index] as Map<string, CatalogEntry | null>;
    const known = cache.get(plain.id);
    if (known !== undefined) return known;
    const says = (name: string) => name.split(' ').some(form.marks);
    const candidates = entries.filter((e) => e !== plain && form.kinds.has(e.kind) && allNames(e).some(says));
    const holdsName = (name: string, spelling: string) =>
      spelling.length > 2 &&
      (` ${name} `.includes(` ${spelling} `) || name.split(' ').includes(`dosen${spelling}`));
    const holds = (spellings: readonly string[]) =>
      candidates.find((e) =>
        allNames(e).some((n) => says(n) && spellings.some((spelling) => holdsName(n, spelling))),
      );
    const head = [plain.names.en.name, plain.names.en.plural].map(
      (n) => normalizeName(n).split(' ').pop() ?? '',
    );
    const result = holds(allNames(plain)) ?? holds(head) ?? null;
    cache.set(plain.id, result);
    return result;
  }

  function matchWords(text: string, language?: Language): CatalogEntry | null {
    const whole = normalizeName(text);
    if (!whole) return null;
    const direct = exact.get(whole, language) ?? exact.get(withoutQuantities(text), language);
    if (direct) return direct;
    const heads = productHeadsIn(text);
    const words = coreWords(text);
    /** A run that names an entry, checked against the product heads of the whole text. */
    const fits = (run: string, found: { entry: CatalogEntry; kind: number }) =>
      heads.every((head) => entryHasHead(found.entry, head)) &&
      (!isProductHead(run) || run === words.join(' ') || found.kind < 2);
    // A name that holds a word the core words drop ("pack of smoked salmon", "bag of frozen peas") is found
    // with it: "smoked" says which salmon, not how it is kept.
    const raw = withoutQuantities(text).split(' ');
    if (raw.length > words.length)
      for (let size = raw.length - 1; size >= 2; size--)
        for (let start = 0; start + size <= raw.length; start++) {
          const run = raw.slice(start, start + size);
          if (run.every((word) => words.includes(word))) continue;
          const found = claim(run.join(' '), language);
          if (found && fits(run.join(' '), found)) return found.entry;
        }
    for (let size = words.length; size >= 1; size--) {
      let refused = false;
      for (let start = 0; start + size <= words.length; start++) {
        const run = words.slice(start, start + size).join(' ');
        let found = claim(run, language);
        if (!found && (size === 1 || start + size === words.length)) {
          const last = words[start + size - 1] as string;
          for (const singular of singularGuess(last)) {
            found = claim([...words.slice(start, start + size - 1), singular].join(' '), language);
            if (found) break;
          }
        }
        if (!found) continue;
        if (fits(run, found)) return found.entry;
        refused = true;
      }
      if (refused) return null;
    }
    return null;
  }

  return {
    search,
    match,
    /**
     * Only a whole name, plural or synonym in any language; no word-level guessing. `language`, optional, as
     * for `match`: among several entries that claim the text, those that carry it in that language win.
     */
    exact: (text: string, language?: Language) => exact.get(normalizeName(text), language) ?? null,
    get: (id: string) => byId.get(id),
    byCategory: (category: IngredientCategory, language: Language) =>
      entries.filter((e) => e.category === category).map((e) => localize(e, language)),
    all: (language: Language) => entries.map((e) => localize(e, language)),
    size: entries.length,
  };
}

export type CatalogIndex = ReturnType<typeof createCatalogIndex>;
