import { describe, expect, it } from 'vitest';
import {
  detectionPrompt,
  fallbackSuggestions,
  mergeSelections,
  parseDetectionReply,
  toDetectedItems,
} from './detection';

describe('parseDetectionReply', () => {
  it('reads the object form with prose and a code fence around it', () => {
    const reply =
      'Sure! Here you go:\n```json\n{"ingredients":[{"name":"tomato","localName":"pomodoro","confidence":0.93},' +
      '{"name":"Eggs","confidence":0.8}]}\n```';
    expect(parseDetectionReply(reply)).toEqual([
      { name: 'tomato', localName: 'pomodoro', confidence: 0.93 },
      { name: 'Eggs', confidence: 0.8 },
    ]);
  });

  it('reads a bare list of strings and percent confidences', () => {
    expect(parseDetectionReply('["milk", "  butter "]')).toEqual([
      { name: 'milk', confidence: 0.8 },
      { name: 'butter', confidence: 0.8 },
    ]);
    expect(parseDetectionReply('{"ingredients":[{"name":"leek","confidence":"85"}]}')).toEqual([
      { name: 'leek', confidence: 0.85 },
    ]);
  });

  it('returns null for replies that are not the asked shape', () => {
    for (const reply of [
      'I see a fridge with food.',
      '{"foods": ["milk"]}',
      '{not json}',
      '',
      '{"ingredients": "milk"}',
    ]) {
      expect(parseDetectionReply(reply)).toBeNull();
    }
  });

  it('skips malformed entries instead of guessing', () => {
    const reply = JSON.stringify({
      ingredients: [
        { name: 'carrot', confidence: 0.9 },
        { name: 42 },
        { name: '' },
        { name: '1234' },
        { name: 'x'.repeat(61) },
        { name: 'pear', confidence: 7000 },
        null,
        ['nested'],
      ],
    });
    expect(parseDetectionReply(reply)).toEqual([{ name: 'carrot', confidence: 0.9 }]);
  });

  it('never throws, whatever the text', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const pieces = [
      '{',
      '}',
      '[',
      ']',
      '"ingredients"',
      ':',
      ',',
      '"name"',
      '"x"',
      '0.9',
      'null',
      'true',
      ' ',
      'é',
    ];
    for (let i = 0; i < 5000; i++) {
      let text = '';
      const length = Math.floor(random() * 30);
      for (let j = 0; j < length; j++) text += pieces[Math.floor(random() * pieces.length)];
      expect(() => parseDetectionReply(text)).not.toThrow();
    }
  });
});

describe('toDetectedItems', () => {
  it('maps names onto the catalog in the user language and keeps unknown foods as free text', () => {
    const items = toDetectedItems(
      [
        { name: 'tomatoes', confidence: 0.9 },
        { name: 'Parmigiano', confidence: 0.8 },
        { name: 'yuzu kosho', localName: 'pasta di yuzu', confidence: 0.7 },
      ],
      'it',
    );
    expect(items).toEqual([
      { id: 'tomato', name: 'pomodoro', emoji: '🍅', confidence: 0.9 },
      expect.objectContaining({ id: 'parmesan', confidence: 0.8 }),
      { id: null, name: 'pasta di yuzu', emoji: '🥫', confidence: 0.7 },
    ]);
  });

  it('maps names the model gave in German, French and Italian', () => {
    const items = toDetectedItems(
      [
        { name: 'Kartoffeln', confidence: 0.9 },
        { name: 'oignon', confidence: 0.9 },
        { name: 'uova', confidence: 0.9 },
      ],
      'en',
    );
    expect(items.map((i) => [i.id, i.name])).toEqual([
      ['potato', 'potato'],
      ['onion', 'onion'],
      ['egg', 'egg'],
    ]);
  });

  it('drops guesses below 0.5 and merges duplicates', () => {
    const items = toDetectedItems(
      [
        { name: 'egg', confidence: 0.9 },
        { name: 'eggs', confidence: 0.95 },
        { name: 'caviar', confidence: 0.2 },
      ],
      'fr',
    );
    expect(items).toEqual([{ id: 'egg', name: 'œuf', emoji: '🥚', confidence: 0.9 }]);
  });
});

describe('mergeSelections', () => {
  it('adds only new ingredients and counts them', () => {
    const current = [
      { id: 'egg', name: 'egg', emoji: '🥚' },
      { id: null, name: 'Kimchi', emoji: '🥫' },
    ];
    const { merged, added } = mergeSelections(current, [
      { id: 'egg', name: 'uovo', emoji: '🥚' },
      { id: null, name: 'kimchi ', emoji: '🥫' },
      { id: 'leek', name: 'leek', emoji: '🥬' },
    ]);
    expect(added).toBe(1);
    expect(merged.map((m) => m.name)).toEqual(['egg', 'Kimchi', 'leek']);
  });
});

describe('fallbackSuggestions and prompt', () => {
  it('offers four common ingredients in the user language', () => {
    expect(fallbackSuggestions('de').map((s) => s.name)).toEqual([
      'Tomate',
      'Zwiebel',
      'Karotte',
      'Kartoffel',
    ]);
  });

  it('asks for strict JSON in the user language', () => {
    expect(detectionPrompt('fr')).toContain('"localName":"<the same name in French>"');
    expect(detectionPrompt('fr')).toContain('Reply with JSON only');
  });
});
