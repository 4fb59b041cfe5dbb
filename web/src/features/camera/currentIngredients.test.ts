import { beforeEach, describe, expect, it } from 'vitest';
import {
  CURRENT_INGREDIENTS_KEY,
  clearCurrentIngredients,
  readCurrentIngredients,
  saveCurrentIngredients,
} from './currentIngredients';

/** A real Storage-shaped object in memory: Node has no localStorage. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

beforeEach(() => {
  Object.defineProperty(globalThis, 'localStorage', { value: memoryStorage(), configurable: true });
});

describe('current ingredients', () => {
  it('round-trips the list under the SPEC key', () => {
    saveCurrentIngredients([
      { id: 'tomato', name: 'pomodoro', emoji: '🍅' },
      { id: null, name: 'kimchi', emoji: '🥫' },
    ]);
    expect(JSON.parse(localStorage.getItem(CURRENT_INGREDIENTS_KEY) ?? '')).toHaveLength(2);
    expect(readCurrentIngredients()).toEqual([
      { id: 'tomato', name: 'pomodoro', emoji: '🍅' },
      { id: null, name: 'kimchi', emoji: '🥫' },
    ]);
    clearCurrentIngredients();
    expect(readCurrentIngredients()).toEqual([]);
  });

  it('reads plain names and skips broken entries', () => {
    localStorage.setItem(
      CURRENT_INGREDIENTS_KEY,
      JSON.stringify(['egg', '', 3, { name: 'leek' }, { id: 'x' }]),
    );
    expect(readCurrentIngredients()).toEqual([
      { id: null, name: 'egg', emoji: '🥫' },
      { id: null, name: 'leek', emoji: '🥫' },
    ]);
    localStorage.setItem(CURRENT_INGREDIENTS_KEY, '{broken');
    expect(readCurrentIngredients()).toEqual([]);
  });
});
