import { describe, expect, it } from 'vitest';
import { parseGrammar } from '../../catalog/grammar';
import type { CatalogEntry } from '../../catalog/types';
import { dativePlural, splitName } from './de';
import { italianArticle } from './it';
import { REALISERS, type Mention } from './index';

type Names = [name: string, plural: string];
/** A hand-made entry: only names and grammar matter to the realisers. */
function entry(
  names: { en: Names; it: Names; fr: Names; de: Names },
  codes: { en: string; it: string; fr: string; de: string },
): CatalogEntry {
  const n = (pair: Names) => ({ name: pair[0], plural: pair[1], synonyms: [] });
  return {
    id: names.en[0].replace(/\W+/g, '-'),
    category: 'vegetables',
    emoji: '🥕',
    names: { en: n(names.en), it: n(names.it), fr: n(names.fr), de: n(names.de) },
    kcalPer100g: 1,
    unit: 'piece',
    perServing: 1,
    gramsPerUnit: 1,
    vegetarian: true,
    vegan: true,
    glutenFree: true,
    kind: 'root',
    grammar: parseGrammar(codes),
  };
}

const tomato = entry(
  {
    en: ['tomato', 'tomatoes'],
    it: ['pomodoro', 'pomodori'],
    fr: ['tomate', 'tomates'],
    de: ['Tomate', 'Tomaten'],
  },
  { en: 'c', it: 'mc', fr: 'fc', de: 'fc' },
);
const garlic = entry(
  { en: ['garlic', 'garlic'], it: ['aglio', 'agli'], fr: ['ail', 'aulx'], de: ['Knoblauch', 'Knoblauch'] },
  { en: 'm', it: 'mm', fr: 'mm', de: 'mm' },
);
const leek = entry(
  {
    en: ['leek', 'leeks'],
    it: ['porro', 'porri'],
    fr: ['poireau', 'poireaux'],
    de: ['Lauch', 'Lauchstangen'],
  },
  { en: 'c', it: 'mc', fr: 'mc', de: 'mm' },
);
const potato = entry(
  {
    en: ['potato', 'potatoes'],
    it: ['patata', 'patate'],
    fr: ['pomme de terre', 'pommes de terre'],
    de: ['Kartoffel', 'Kartoffeln'],
  },
  { en: 'c', it: 'fc', fr: 'fc', de: 'fc' },
);
const egg = entry(
  { en: ['egg', 'eggs'], it: ['uovo', 'uova'], fr: ['œuf', 'œufs'], de: ['Ei', 'Eier'] },
  { en: 'c', it: 'mcF', fr: 'mc', de: 'nc' },
);
const spinach = entry(
  {
    en: ['spinach', 'spinach'],
    it: ['spinacio', 'spinaci'],
    fr: ['épinard', 'épinards'],
    de: ['Spinat', 'Spinat'],
  },
  { en: 'm', it: 'mp', fr: 'mp', de: 'mm' },
);
const sugar = entry(
  { en: ['sugar', 'sugar'], it: ['zucchero', 'zuccheri'], fr: ['sucre', 'sucres'], de: ['Zucker', 'Zucker'] },
  { en: 'm', it: 'mm', fr: 'mm', de: 'mm' },
);
const greenBean = entry(
  {
    en: ['green bean', 'green beans'],
    it: ['fagiolino', 'fagiolini'],
    fr: ['haricot vert', 'haricots verts'],
    de: ['grüne Bohne', 'grüne Bohnen'],
  },
  { en: 'c', it: 'mc', fr: 'mch', de: 'fc' },
);
const oil = entry(
  { en: ['oil', 'oils'], it: ['olio', 'oli'], fr: ['huile', 'huiles'], de: ['Öl', 'Öle'] },
  { en: 'm', it: 'mm', fr: 'fm', de: 'nm' },
);
const redOnion = entry(
  {
    en: ['red onion', 'red onions'],
    it: ['cipolla rossa', 'cipolle rosse'],
    fr: ['oignon rouge', 'oignons rouges'],
    de: ['rote Zwiebel', 'rote Zwiebeln'],
  },
  { en: 'c', it: 'fc', fr: 'mc', de: 'fc' },
);
const mince = entry(
  {
    en: ['minced beef', 'minced beef'],
    it: ['macinato', 'macinati'],
    fr: ['bœuf haché', 'bœufs hachés'],
    de: ['Rinderhackfleisch', 'Rinderhackfleisch'],
  },
  { en: 'm', it: 'mm', fr: 'mm', de: 'nm' },
);
const yogurt = entry(
  {
    en: ['yogurt', 'yogurts'],
    it: ['yogurt', 'yogurt'],
    fr: ['yaourt', 'yaourts'],
    de: ['griechischer Joghurt', 'griechische Joghurts'],
  },
  { en: 'm', it: 'mm', fr: 'mm', de: 'mm' },
);
const sausage = entry(
  {
    en: ['bratwurst', 'bratwursts'],
    it: ['salsiccia', 'salsicce'],
    fr: ['saucisse', 'saucisses'],
    de: ['Bratwurst', 'Bratwürste'],
  },
  { en: 'c', it: 'fc', fr: 'fc', de: 'fc' },
);

const many = (e: CatalogEntry): Mention => ({ entry: e, many: true });
const one = (e: CatalogEntry): Mention => ({ entry: e, many: false });

describe('Italian', () => {
  const it_ = REALISERS.it;
  it('gives every noun its article, elided and lo/gli where the spelling asks', () => {
    expect(it_.list([many(tomato), one(garlic)], 'def')).toBe('i pomodori e l’aglio');
    expect(it_.list([many(egg)], 'def')).toBe('le uova');
    expect(it_.list([one(egg)], 'def')).toBe('l’uovo');
    expect(it_.list([one(spinach)], 'def')).toBe('gli spinaci');
    expect(it_.list([one(sugar)], 'def')).toBe('lo zucchero');
    expect(it_.list([one(redOnion)], 'def')).toBe('la cipolla rossa');
    expect(it_.list([many(potato), one(redOnion)], 'def')).toBe('le patate e la cipolla rossa');
  });
  it('fuses prepositions with the article, once per item', () => {
    expect(it_.list([many(tomato), one(garlic)], 'di')).toBe('dei pomodori e dell’aglio');
    expect(it_.list([one(spinach), one(sugar)], 'a')).toBe('agli spinaci e allo zucchero');
    expect(it_.list([many(egg)], 'in')).toBe('nelle uova');
    expect(it_.list([one(oil)], 'su')).toBe('sull’olio');
  });
  it('leaves dish-name nouns bare', () => {
    expect(it_.list([many(potato), many(leek)], 'bare')).toBe('patate e porri');
  });
  it('derives articles from spelling, with overrides', () => {
    expect(italianArticle('zucchine', 'f', true)).toBe('le');
    expect(italianArticle('gnocchi', 'm', true)).toBe('gli');
    expect(italianArticle('speck', 'm', false)).toBe('lo');
    expect(italianArticle('pane', 'm', false)).toBe('il');
    expect(italianArticle('asparagi', 'm', true)).toBe('gli');
    expect(italianArticle('yogurt', 'm', false)).toBe('lo');
    expect(italianArticle('würstel', 'm', false, 'il')).toBe('il');
    expect(italianArticle('hamburger', 'm', false)).toBe('l’');
  });
});

describe('French', () => {
  const fr = REALISERS.fr;
  it('gives articles with elision, and none before an aspirated h', () => {
    expect(fr.list([many(leek), many(potato)], 'def')).toBe('les poireaux et les pommes de terre');
    expect(fr.list([one(garlic), one(oil)], 'def')).toBe('l’ail et l’huile');
    expect(fr.list([many(greenBean)], 'def')).toBe('les haricots verts');
    expect(fr.list([one(greenBean)], 'def')).toBe('le haricot vert');
    expect(fr.list([one(yogurt)], 'def')).toBe('le yaourt');
  });
  it('contracts de and à with the article', () => {
    expect(fr.list([one(sugar), one(garlic), many(egg)], 'de')).toBe('du sucre, de l’ail et des œufs');
    expect(fr.list([one(potato)], 'de')).toBe('de la pomme de terre');
    expect(fr.list([one(spinach), one(garlic)], 'a')).toBe('aux épinards et à l’ail');
    expect(fr.list([one(sugar)], 'a')).toBe('au sucre');
  });
  it('writes dish names as menus do', () => {
    expect(fr.list([many(egg), many(leek)], 'debare')).toBe('d’œufs et poireaux');
    expect(fr.list([many(greenBean)], 'debare')).toBe('de haricots verts');
    expect(fr.list([one(mince)], 'debare')).toBe('de bœuf haché');
  });
});

describe('German', () => {
  const de = REALISERS.de;
  it('declines article, adjective and noun by case', () => {
    expect(de.list([many(potato), one(leek)], 'acc')).toBe('die Kartoffeln und den Lauch');
    expect(de.list([one(mince)], 'dat')).toBe('dem Rinderhackfleisch');
    expect(de.list([one(redOnion)], 'nom')).toBe('die rote Zwiebel');
    expect(de.list([many(redOnion)], 'dat')).toBe('den roten Zwiebeln');
    expect(de.list([one(redOnion)], 'dat')).toBe('der roten Zwiebel');
    expect(de.list([one(yogurt)], 'acc')).toBe('den griechischen Joghurt');
    expect(de.list([one(yogurt)], 'dat0')).toBe('griechischem Joghurt');
    expect(de.list([many(egg)], 'dat')).toBe('den Eiern');
    expect(de.list([one(mince), one(redOnion), many(egg)], 'von')).toBe(
      'vom Rinderhackfleisch, von der roten Zwiebel und von den Eiern',
    );
  });
  it('forms the dative plural without an article', () => {
    expect(de.list([many(potato), many(sausage)], 'dat0')).toBe('Kartoffeln und Bratwürsten');
    expect(de.list([many(greenBean)], 'dat0')).toBe('grünen Bohnen');
    expect(['Eier', 'Äpfel', 'Tomaten', 'Zucchini', 'Champignons'].map((n) => dativePlural(n))).toEqual([
      'Eiern',
      'Äpfeln',
      'Tomaten',
      'Zucchini',
      'Champignons',
    ]);
  });
  it('finds the noun among adjectives and trailing words', () => {
    expect(splitName('Thunfisch aus der Dose')).toEqual({
      adjectives: [],
      noun: 'Thunfisch',
      rest: ['aus', 'der', 'Dose'],
    });
    expect(splitName('natives Olivenöl extra')).toEqual({
      adjectives: ['natives'],
      noun: 'Olivenöl',
      rest: ['extra'],
    });
    expect(splitName('Rote Bete')).toEqual({ adjectives: ['Rote'], noun: 'Bete', rest: [] });
    expect(splitName('Wiener Würstchen')).toEqual({ adjectives: [], noun: 'Wiener Würstchen', rest: [] });
    expect(splitName('Kräuter der Provence')).toEqual({
      adjectives: [],
      noun: 'Kräuter',
      rest: ['der', 'Provence'],
    });
    expect(['Spätzle', 'Edamame', 'Kräuter'].map((n) => dativePlural(n))).toEqual([
      'Spätzle',
      'Edamame',
      'Kräutern',
    ]);
    expect(dativePlural('Penne', true)).toBe('Penne');
  });
});

describe('English', () => {
  const en = REALISERS.en;
  it('puts the article once before a list and keeps mass nouns singular', () => {
    expect(en.list([many(potato), one(leek), one(garlic)], 'def')).toBe('the potatoes, leek and garlic');
    expect(en.list([many(egg)], 'def')).toBe('the eggs');
    expect(en.list([many(spinach)], 'some')).toBe('some spinach');
    expect(en.list([many(leek), many(potato)], 'title')).toBe('leek and potato');
    const noodles = entry(
      {
        en: ['egg noodles', 'egg noodles'],
        it: ['noodle', 'noodle'],
        fr: ['nouille', 'nouilles'],
        de: ['Nudel', 'Nudeln'],
      },
      { en: 'p', it: 'mp', fr: 'fp', de: 'fp' },
    );
    const tins = entry(
      {
        en: ['canned tomatoes', 'canned tomatoes'],
        it: ['pelato', 'pelati'],
        fr: ['tomate', 'tomates'],
        de: ['Dosentomate', 'Dosentomaten'],
      },
      { en: 'p', it: 'mp', fr: 'fp', de: 'fp' },
    );
    expect(en.list([many(noodles), many(tins)], 'title')).toBe('egg noodle and canned tomato');
    expect(en.list([many(noodles)], 'def')).toBe('the egg noodles');
  });
});

describe('every realiser', () => {
  it('refuses a form it does not know', () => {
    for (const r of Object.values(REALISERS)) expect(() => r.list([one(tomato)], 'nonsense')).toThrow();
  });
});

describe('an ingredient line on one line', () => {
  // Imported here, beside the realisers: the line follows the same grammar facts.
  it('joins a measure to what it measures as French and Italian cookbooks do', async () => {
    const { ingredientLine } = await import('../render');
    const line = (amount: string, unit: string, name: string, language: 'en' | 'it' | 'fr' | 'de') =>
      ingredientLine({ amount, unit, name }, language);
    expect(line('2', 'gousses', 'ail', 'fr')).toBe('2 gousses d’ail');
    expect(line('6', 'tranches', 'bacon', 'fr')).toBe('6 tranches de bacon');
    expect(line('2', 'c. à s.', 'huile d’olive', 'fr')).toBe('2 c. à s. d’huile d’olive');
    expect(line('300', 'g', 'carottes', 'fr')).toBe('300 g de carottes');
    expect(line('2', '', 'œufs', 'fr')).toBe('2 œufs');
    expect(line('2', 'coste', 'sedano', 'it')).toBe('2 coste di sedano');
    expect(line('2', 'cucchiai', 'aceto di vino bianco', 'it')).toBe('2 cucchiai di aceto di vino bianco');
    expect(line('2', 'Zehen', 'Knoblauch', 'de')).toBe('2 Zehen Knoblauch');
    expect(line('2', 'cloves', 'garlic', 'en')).toBe('2 cloves garlic');
  });

  it('counts celery in sticks: "2 coste di sedano", "2 branches de céleri", "2 Selleriestangen"', async () => {
    const { ingredientLine, renderComposition } = await import('../render');
    const { composeDish } = await import('../compose');
    const { DISH_BY_ID } = await import('../dishes/index');
    const { catalog } = await import('../../catalog/index');
    expect(catalog.get('celery')?.unit).toBe('stalk');
    const c = composeDish(DISH_BY_ID.get('waldorf-salad')!, {
      ingredients: ['apple', 'celery', 'walnut', 'mayonnaise'].map((id) => ({ id, name: id })),
      servings: 4,
      difficulty: 'hard',
      maxCookingTime: 600,
      locale: 'it',
    })!;
    const celery = (language: 'en' | 'it' | 'fr' | 'de') =>
      renderComposition(c, language, { id: '1', createdAt: '2026-01-01T00:00:00.000Z' })
        .ingredients.filter((i) => i.emoji === catalog.get('celery')!.emoji)
        .map((i) => ingredientLine(i, language))
        .find((line) => /sedano|céleri|Sellerie|celery/.test(line));
    expect(celery('it')).toMatch(/^\d+ cost[ae] di sedano$/);
    expect(celery('fr')).toMatch(/^\d+ branches? de céleri$/);
    expect(celery('de')).toMatch(/^\d+ Selleriestangen?$/);
    expect(celery('en')).toMatch(/^\d+ sticks? celery$/);
  });

  it('keeps a French aspirate h whole ("de haricots", never "d’haricots")', async () => {
    const { ingredientLine } = await import('../render');
    const { CATALOG } = await import('../../catalog/index');
    const aspirate = CATALOG.filter((e) => e.grammar.fr.aspirate);
    expect(aspirate.length).toBeGreaterThan(0);
    for (const entry of aspirate) {
      const name = entry.names.fr.plural;
      expect(ingredientLine({ amount: '200', unit: 'g', name }, 'fr')).toBe(`200 g de ${name}`);
    }
  });

  it('renders every placed ingredient with a measure word and its link in French and Italian', async () => {
    const { ingredientLine, renderComposition } = await import('../render');
    const { composeDish } = await import('../compose');
    const { DISH_BY_ID } = await import('../dishes/index');
    const dish = DISH_BY_ID.get('bratkartoffeln')!;
    const c = composeDish(dish, {
      ingredients: ['potato', 'onion', 'bacon', 'celery'].map((id) => ({ id, name: id })),
      servings: 2,
      difficulty: 'hard',
      maxCookingTime: 600,
      locale: 'fr',
    })!;
    const fr = renderComposition(c, 'fr', { id: '1', createdAt: '2026-01-01T00:00:00.000Z' });
    expect(fr.ingredients.map((i) => ingredientLine(i, 'fr'))).toContain('4 tranches de bacon');
    for (const i of fr.ingredients.filter((x) => x.unit))
      expect(ingredientLine(i, 'fr')).toMatch(/ (de |d’)/);
  });
});
