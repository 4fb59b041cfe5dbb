import type { SelectedIngredient } from '@avanzo/recipe-core';
import { readKey, writeKey } from '../../data/localPrefs';

/** SPEC §3 local storage key: the ingredients the next generation uses (a JSON list). */
export const CURRENT_INGREDIENTS_KEY = 'currentIngredients';

export function saveCurrentIngredients(items: readonly SelectedIngredient[]): void {
  writeKey(
    CURRENT_INGREDIENTS_KEY,
    JSON.stringify(items.map(({ id, name, emoji }) => ({ id, name, emoji }))),
  );
}

/** The stored list; entries that are not `{id, name, emoji}` (an older or hand-edited value) are skipped. */
export function readCurrentIngredients(): SelectedIngredient[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readKey(CURRENT_INGREDIENTS_KEY) ?? '[]');
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
