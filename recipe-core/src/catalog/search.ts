import type { Language } from '@avanzo/sync-protocol';
import { coreWords, normalizeName, singularGuess } from './normalize';
import type { CatalogEntry, IngredientCategory } from './types';

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
export function createCatalogIndex(entries: readonly CatalogEntry[]) {
  const byId = new Map<string, CatalogEntry>(entries.map((entry) => [entry.id, entry]));
  const terms: Term[] = [];
  const exactTerms = new Map<string, { entry: CatalogEntry; kind: number }>();
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
          // A term that is some entry's own name beats the same words used as another's synonym.
          const known = exactTerms.get(text);
          if (!known || kind < known.kind) exactTerms.set(text, { entry, kind });
        }
      }
    }
  }

  const exact = {
    get: (text: string) => {
      ensureTerms();
      return exactTerms.get(text)?.entry;
    },
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
   * Maps a free-text ingredient ("chopped cilantro fresh", "2 large eggs", "Pomodori pelati") onto
   * the catalog: the whole text, then without descriptors, then the longest run of words that is a
   * known name (with a singular guess). Null when nothing fits; callers keep it as free text.
   */
  function match(text: string): CatalogEntry | null {
    const whole = normalizeName(text);
    if (!whole) return null;
    const direct = exact.get(whole);
    if (direct) return direct;
    const words = coreWords(text);
    for (let size = words.length; size >= 1; size--) {
      for (let start = 0; start + size <= words.length; start++) {
        const phrase = words.slice(start, start + size).join(' ');
        const hit = exact.get(phrase);
        if (hit) return hit;
        if (size === 1 || start + size === words.length) {
          const last = words[start + size - 1] as string;
          for (const singular of singularGuess(last)) {
            const guess = exact.get([...words.slice(start, start + size - 1), singular].join(' '));
            if (guess) return guess;
          }
        }
      }
    }
    return null;
  }

  return {
    search,
    match,
    /** Only a whole name, plural or synonym in any language; no word-level guessing. */
    exact: (text: string) => exact.get(normalizeName(text)) ?? null,
    get: (id: string) => byId.get(id),
    byCategory: (category: IngredientCategory, language: Language) =>
      entries.filter((e) => e.category === category).map((e) => localize(e, language)),
    all: (language: Language) => entries.map((e) => localize(e, language)),
    size: entries.length,
  };
}

export type CatalogIndex = ReturnType<typeof createCatalogIndex>;
