import { describe, expect, it } from 'vitest';
import { shareRecipe, shareText } from './share';

const recipe = {
  title: 'Frittata',
  description: 'Golden and soft',
  ingredients: [
    { name: 'eggs', amount: '4', unit: '', emoji: '🥚' },
    { name: 'salt', amount: '', unit: 'as needed', emoji: '🧂' },
  ],
};

describe('shareText', () => {
  it('holds the title, the description and the ingredients list', () => {
    expect(shareText(recipe, 'Ingredients')).toBe(
      'Frittata\n\nGolden and soft\n\nIngredients:\n- 4 eggs\n- as needed salt',
    );
  });
});

describe('shareRecipe', () => {
  const clipboard = () => {
    const written: string[] = [];
    return {
      written,
      clipboard: { writeText: async (t: string) => void written.push(t) } as unknown as Clipboard,
    };
  };

  it('uses the share sheet when there is one', async () => {
    const shared: ShareData[] = [];
    const { clipboard: cb, written } = clipboard();
    const outcome = await shareRecipe(recipe, 'Ingredients', {
      share: async (d: ShareData) => void shared.push(d),
      clipboard: cb,
    });
    expect(outcome).toBe('shared');
    expect(shared[0]?.title).toBe('Frittata');
    expect(written).toEqual([]);
  });

  it('falls back to the clipboard, and treats a dismissed sheet as cancelled', async () => {
    const { clipboard: cb, written } = clipboard();
    expect(
      await shareRecipe(recipe, 'Ingredients', {
        share: undefined as unknown as Navigator['share'],
        clipboard: cb,
      }),
    ).toBe('copied');
    expect(written[0]).toContain('- 4 eggs');
    const abort = async () => {
      throw Object.assign(new Error('dismissed'), { name: 'AbortError' });
    };
    expect(await shareRecipe(recipe, 'Ingredients', { share: abort, clipboard: cb })).toBe('cancelled');
    const broken = {
      writeText: async () => {
        throw new Error('denied');
      },
    } as unknown as Clipboard;
    expect(
      await shareRecipe(recipe, 'Ingredients', {
        share: undefined as unknown as Navigator['share'],
        clipboard: broken,
      }),
    ).toBe('failed');
  });
});
