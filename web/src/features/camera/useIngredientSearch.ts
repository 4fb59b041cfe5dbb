import { useEffect, useMemo, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, type Language } from '@avanzo/sync-protocol';
import { SEARCH_MIN_CHARS, catalog, normalizeName, type LocalizedIngredient } from '@avanzo/recipe-core';

/** `value`, once it has stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * SPEC §4/§9 ingredient search over the local catalog (so it works offline): debounced 300 ms,
 * at least 2 characters, at most 20 results, names in the UI language.
 */
export function useIngredientSearch(query: string, language: Language, limit?: number) {
  const debounced = useDebounced(query, SEARCH_DEBOUNCE_MS);
  // Clearing the box (or tapping a category, which clears it) hides results at once, not 300 ms later.
  const active =
    normalizeName(debounced).length >= SEARCH_MIN_CHARS && normalizeName(query).length >= SEARCH_MIN_CHARS;
  const results: LocalizedIngredient[] = useMemo(
    () => (active ? catalog.search(debounced, language, limit) : []),
    [active, debounced, language, limit],
  );
  const typing = query !== debounced;
  const tooShort = query.trim().length > 0 && normalizeName(query).length < SEARCH_MIN_CHARS;
  return { debounced: debounced.trim(), active, results, typing, tooShort };
}
