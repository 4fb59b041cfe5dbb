import type { SelectedIngredient } from '@avanzo/recipe-core';
import { readKey, writeKey } from '../../data/localPrefs';

/** SPEC §3 local storage key: the ingredients the next generation uses (a JSON list). */
export const CURRENT_INGREDIENTS_KEY = 'currentIngredients';

/** The ingredients the last generation used: "one ingredient away" builds on them after the list is cleared. */
export const LAST_INGREDIENTS_KEY = 'lastIngredients';

function saveList(key: string, items: readonly SelectedIngredient[]): void {
  writeKey(key, JSON.stringify(items.map(({ id, name, emoji }) => ({ id, name, emoji }))));
}

export function saveCurrentIngredients(items: readonly SelectedIngredient[]): void {
  saveList(CURRENT_INGREDIENTS_KEY, items);
}

export function saveLastIngredients(items: readonly SelectedIngredient[]): void {
  saveList(LAST_INGREDIENTS_KEY, items);
}

/** The stored list; entries that are not `{id, name, emoji}` (an older or hand-edited value) are skipped. */
export function readCurrentIngredients(): SelectedIngredient[] {
  return readList(CURRENT_INGREDIENTS_KEY);
}

export function readLastIngredients(): SelectedIngredient[] {
  return readList(LAST_INGREDIENTS_KEY);
}

function readList(key: string): SelectedIngredient[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readKey(key) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry): SelectedIngredient[] => {
    if (typeof entry === 'string' && entry.trim()) return [{ id: null, name: entry.trim(), emoji: '🥫' }];
    const e = entry as Partial<SelectedIngredient> | null;
    if (!e || typeof e.name !== 'string' || !e.name.trim()) return [];
    return [
      {
        id: typeof e.id === 'string' ? e.id : null,
        name: e.name,
        emoji: typeof e.emoji === 'string' ? e.emoji : '🥫',
      },
    ];
  });
}

export function clearCurrentIngredients(): void {
  writeKey(CURRENT_INGREDIENTS_KEY, null);
}
