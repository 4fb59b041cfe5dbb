import { useCallback, useState } from 'react';
import {
  catalog,
  mergeSelections,
  selectionKey,
  type LocalizedIngredient,
  type SelectedIngredient,
} from '@avanzo/recipe-core';
import type { Language } from '@avanzo/sync-protocol';

export const toSelected = (item: LocalizedIngredient): SelectedIngredient => ({
  id: item.id,
  name: item.localizedName,
  emoji: item.emoji,
});

/** A selection shown in the UI language: catalog entries follow a language change, free text stays. */
export function localizeSelection(
  items: readonly SelectedIngredient[],
  language: Language,
): SelectedIngredient[] {
  return items.map((item) => {
    const entry = item.id ? catalog.get(item.id) : undefined;
    return entry ? { ...item, name: entry.names[language].name } : item;
  });
}

/** The picker's selection: toggle, add many without duplicates, remove, clear. */
export function useSelection(initial: SelectedIngredient[] = []) {
  const [items, setItems] = useState<SelectedIngredient[]>(initial);
  const has = useCallback(
    (item: { id: string | null; name: string }) => items.some((i) => selectionKey(i) === selectionKey(item)),
    [items],
  );
  const toggle = useCallback((item: SelectedIngredient) => {
    setItems((current) => {
      const key = selectionKey(item);
      return current.some((i) => selectionKey(i) === key)
        ? current.filter((i) => selectionKey(i) !== key)
        : [...current, item];
    });
  }, []);
  const addMany = useCallback((incoming: readonly SelectedIngredient[]) => {
    let added = 0;
    let total = 0;
    setItems((current) => {
      const result = mergeSelections(current, incoming);
      added = result.added;
      total = result.merged.length;
      return result.merged;
    });
    return { added, total };
  }, []);
  const remove = useCallback((item: SelectedIngredient) => {
    const key = selectionKey(item);
    setItems((current) => current.filter((i) => selectionKey(i) !== key));
  }, []);
  const clear = useCallback(() => setItems([]), []);
  return { items, has, toggle, addMany, remove, clear, setItems };
}
