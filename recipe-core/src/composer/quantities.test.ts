import { describe, expect, it } from 'vitest';
import { compose } from './compose';
import { catalog } from '../catalog/index';
import { comesReadyCut, typedCount, typedLimit, typedWeight } from './quantities';

describe('how many pieces the cook typed', () => {
  it('reads a count or a half in the four languages', () => {
    expect(typedCount('half a leek')).toBe(0.5);
    // Any number typed first: a tarte Tatin of "6 pommes golden" asked for 7.
    expect(typedCount('6 pommes golden')).toBe(6);
    expect(typedCount('sei uova')).toBe(6);
    expect(typedCount('10 g butter')).toBeNull();
    // A German "1 Pck" is one packet, not one dumpling.
    expect(typedCount('1 Pck Kartoffelknödel halb und halb')).toBeNull();
    const chocolate = catalog.get('dark-chocolate')!;
    expect(typedLimit('une tablette de chocolat noir pâtissier', chocolate)).toBe(200);
    expect(typedLimit('eine Tafel Zartbitterschokolade', chocolate)).toBe(100);
    expect(typedCount('½ cucumber')).toBe(0.5);
    expect(typedCount('mezza cipolla')).toBe(0.5);
    expect(typedCount('une demi-courgette')).toBe(0.5);
    expect(typedCount('eine halbe Zwiebel')).toBe(0.5);
    expect(typedCount('una carota')).toBe(1);
    expect(typedCount('an egg')).toBe(1);
    expect(typedCount('2 courgettes')).toBe(2);
    expect(typedCount('zwei Zwiebeln')).toBe(2);
    expect(typedCount('deux poireaux')).toBe(2);
    expect(typedCount('2 filets de cabillaud')).toBeNull();
    expect(typedCount('2 dos de cabillaud')).toBe(2);
  });

  it('reads a dozen as twelve and half a dozen as six, never as half an egg', () => {
    expect(typedCount('half a dozen eggs')).toBe(6);
    expect(typedCount('a dozen eggs')).toBe(12);
    expect(typedCount('mezza dozzina di uova')).toBe(6);
    expect(typedCount('une demi-douzaine d’œufs')).toBe(6);
    expect(typedCount('ein halbes Dutzend Eier')).toBe(6);
  });

  it('reads a weight or a volume in the four languages', () => {
    expect(typedWeight('mezzo chilo di cozze')).toEqual({ g: 500 });
    expect(typedWeight('500g minced beef')).toEqual({ g: 500 });
    expect(typedWeight('1,5 kg pommes de terre')).toEqual({ g: 1500 });
    expect(typedWeight('un demi-kilo de moules')).toEqual({ g: 500 });
    expect(typedWeight('ground beef 1 lb')).toEqual({ g: 454 });
    expect(typedWeight('1 Liter Milch')).toEqual({ ml: 1000 });
    expect(typedWeight('200 g geriebener Bergkäse')).toEqual({ g: 200 });
    for (const name of ['a lemon', 'eine Packung Linsen', 'un litchi', '2 eggs'])
      expect(typedWeight(name), name).toBeNull();
  });

  it('caps an amount in the ingredient’s own unit: a stalk only when the cook counted stalks', () => {
    const entry = (id: string) => catalog.get(id)!;
    expect(typedLimit('una costa di sedano', entry('celery'))).toBe(1);
    expect(typedLimit('un sedano', entry('celery'))).toBeNull();
    expect(typedLimit('a head of garlic', entry('garlic'))).toBeNull();
    expect(typedLimit('2 cloves of garlic', entry('garlic'))).toBe(2);
    expect(typedLimit('4 strips of bacon', entry('bacon'))).toBe(4);
    expect(typedLimit('2 tranches de jambon blanc', entry('cooked-ham'))).toBe(2);
    expect(typedLimit('ein paar Scheiben Kochschinken', entry('cooked-ham'))).toBeNull();
    expect(typedLimit('mezzo chilo di cozze', entry('mussels'))).toBe(500);
    expect(typedLimit('300 g potatoes', entry('potato'))).toBeCloseTo(300 / entry('potato').gramsPerUnit);
  });

  it('says nothing for a container, a weight or a bare name', () => {
    for (const name of [
      'a tin of tomatoes',
      '2 Dosen Tomaten',
      '500 g potatoes',
      'a bag of spinach',
      'onion',
      'Eier',
      'ein paar Kartoffeln',
      'a few potatoes',
      'ein Sackerl Erdäpfel',
      'un filet de pommes de terre',
      'qualche patata',
      'un pollo a pezzi',
      'un poulet découpé',
      'a chicken cut into pieces',
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

  it('never asks for more than the weight the cook typed', () => {
    const chosen = compose({
      ingredients: [
        { id: 'mussels', name: 'mezzo chilo di cozze' },
        { id: 'cherry-tomato', name: 'pomodorini' },
        { id: 'spaghetti', name: 'spaghetti' },
      ],
      servings: 4,
      difficulty: 'hard',
      maxCookingTime: 60,
      locale: 'it',
    });
    const mussels = chosen.flatMap((c) => c.placed.filter((p) => p.id === 'mussels'));
    expect(mussels.length).toBeGreaterThan(0);
    for (const m of mussels) expect(m.amount).toBeLessThanOrEqual(500);
  });
});

describe('what comes already cut', () => {
  const entry = (id: string) => catalog.get(id)!;
  it('reads grated, diced or sliced in the four languages, and fruit from a jar or a tin', () => {
    for (const [name, id] of [
      ['200 g geriebener Bergkäse', 'bergkase'],
      ['gruyère râpé', 'gruyere'],
      ['parmigiano grattugiato', 'parmesan'],
      ['bag of shredded cheese', 'cheddar'],
      ['pancetta a cubetti', 'pancetta'],
      ['ein Glas Sauerkirschen', 'cherry'],
      ['un barattolo di pesche sciroppate', 'peach'],
    ] as const)
      expect(comesReadyCut(name, entry(id)), name).toBe(id === 'cherry' || id === 'peach' ? 'drain' : 'none');
    for (const [name, id] of [
      ['a block of cheddar', 'cheddar'],
      ['Sauerkirschen', 'cherry'],
      ['a tin of tomatoes', 'tomato'],
    ] as const)
      expect(comesReadyCut(name, entry(id)), name).toBeNull();
  });

  it('never grates grated cheese again: Käsespätzle from geriebener Bergkäse', () => {
    for (const c of compose({
      ingredients: [
        { id: 'spaetzle', name: 'eine Packung Spätzle' },
        { id: 'bergkase', name: '200 g geriebener Bergkäse' },
        { id: 'onion', name: '3 Zwiebeln' },
      ],
      servings: 2,
      difficulty: 'hard',
      maxCookingTime: 60,
      locale: 'de',
    }))
      for (const step of c.steps)
        if (step.key.startsWith('prep.') && step.key !== 'prep.ready')
          expect(step.items, `${c.archetype} ${step.key}`).not.toContain('bergkase');
  });
});
