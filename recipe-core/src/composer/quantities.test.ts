import { describe, expect, it } from 'vitest';
import { compose } from './compose';
import { typedCount } from './quantities';

describe('how many pieces the cook typed', () => {
  it('reads a count or a half in the four languages', () => {
    expect(typedCount('half a leek')).toBe(0.5);
    expect(typedCount('½ cucumber')).toBe(0.5);
    expect(typedCount('mezza cipolla')).toBe(0.5);
    expect(typedCount('une demi-courgette')).toBe(0.5);
    expect(typedCount('eine halbe Zwiebel')).toBe(0.5);
    expect(typedCount('una carota')).toBe(1);
    expect(typedCount('an egg')).toBe(1);
    expect(typedCount('2 courgettes')).toBe(2);
    expect(typedCount('zwei Zwiebeln')).toBe(2);
    expect(typedCount('deux poireaux')).toBe(2);
  });

  it('says nothing for a container, a weight or a bare name', () => {
    for (const name of [
      'a tin of tomatoes',
      '2 Dosen Tomaten',
      '500 g potatoes',
      'a bag of spinach',
      'onion',
      'Eier',
    ])
      expect(typedCount(name), name).toBeNull();
  });

  it('never asks for more pieces than the cook has', () => {
    const chosen = compose({
      ingredients: [
        { id: 'cooked-chicken', name: 'leftover roast chicken' },
        { id: 'leek', name: 'half a leek' },
        { id: 'button-mushroom', name: 'mushrooms' },
        { id: 'puff-pastry', name: 'puff pastry' },
      ],
      servings: 4,
      difficulty: 'hard',
      maxCookingTime: 60,
      locale: 'en',
    });
    const leeks = chosen.flatMap((c) => c.placed.filter((p) => p.id === 'leek'));
    expect(leeks.length).toBeGreaterThan(0);
    for (const leek of leeks) expect(leek.amount).toBe(0.5);
  });
});
