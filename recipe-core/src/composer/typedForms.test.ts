import { describe, expect, it } from 'vitest';
import type { Language } from '@avanzo/sync-protocol';
import { CATALOG } from '../catalog/index';
import { composeReport, renderComposition } from './index';
import { familyOf } from './rank';
import { longGrainOf, tinnedOf, typedLimit } from './quantities';
import type { ComposeRequest } from './types';

const entry = (id: string) => CATALOG.find((e) => e.id === id)!;
const request = (locale: Language, maxCookingTime: number, ...names: string[]): ComposeRequest => ({
  ingredients: names.map((name) => ({ id: null, name })),
  servings: 2,
  difficulty: 'medium',
  maxCookingTime,
  locale,
});
const text = (c: Parameters<typeof renderComposition>[0], language: Language) =>
  renderComposition(c, language, { id: '1', createdAt: '2026-11-29T00:00:00.000Z' }).instructions.join(' ');

describe('what the cook’s words say about an ingredient', () => {
  it('never makes a risotto of basmati or jasmine rice, and still makes one of plain "riso"', () => {
    expect(longGrainOf('basmati rice', entry('rice'))?.longGrain).toBe(true);
    expect(longGrainOf('riso', entry('rice'))).toBeNull();
    const fridge = ['2 smoked haddock fillets', '4 eggs', 'basmati rice', '1 onion', 'bunch of coriander'];
    const report = composeReport(request('en', 60, ...fridge));
    expect(report.compositions.map((c) => familyOf(c.archetype))).not.toContain('risotto');
    // A British cupboard has curry powder: smoked haddock, rice and eggs are a kedgeree, and the note says so.
    expect(report.compositions[0]?.archetype).toBe('kedgeree');
    expect(report.compositions[0]?.fromCupboard).toContain('curry-powder');
    const italian = composeReport(request('it', 60, 'riso', 'funghi', 'parmigiano')).compositions;
    expect(familyOf(italian[0]!.archetype)).toBe('risotto');
  });

  it('drains vegetables from a tin or a jar instead of preparing them raw', () => {
    expect(tinnedOf('1 Dose Champignons', entry('button-mushroom'))?.kind).toBe('preserved-veg');
    expect(tinnedOf('Champignons', entry('button-mushroom'))).toBeNull();
    const c = composeReport(
      request('de', 60, '400g Hähnchenbrustfilet', '1 Dose Champignons', 'Becher Sahne', 'Reis'),
    ).compositions[0]!;
    expect(c.steps.find((s) => s.items.includes('button-mushroom') && s.phase === 'prep')?.key).toBe(
      'prep.drain',
    );
    expect(text(c, 'de')).toMatch(/Champignons abtropfen lassen/);
  });

  it('keeps what fills a needed slot when the time is short: a fricassee never loses its mushrooms to the peas', () => {
    const fridge = ['400g Hähnchenbrustfilet', '1 Dose Champignons', 'TK Erbsen', 'Becher Sahne', 'Reis'];
    for (const minutes of [60, 90]) {
      const report = composeReport(request('de', minutes, ...fridge));
      const fricassee = report.compositions.find((c) => c.archetype === 'huehnerfrikassee');
      if (fricassee) expect(fricassee.placed.map((p) => p.id)).toContain('button-mushroom');
    }
  });

  it('counts a yogurt as a pot of 125 g, and a tub as more', () => {
    expect(typedLimit('2 yaourts nature', entry('yogurt'))).toBe(250);
    expect(typedLimit('a large tub of yogurt', entry('yogurt'))).toBeNull();
  });

  it('whisks the grated zest into a cake, never "the lemon", and pours the custard over a crumble', () => {
    const cake = composeReport(
      request(
        'fr',
        60,
        '2 yaourts nature',
        '3 oeufs',
        'farine',
        'sucre',
        '1 sachet de levure chimique',
        '1 citron',
      ),
    ).compositions.find((c) => c.archetype === 'gateau-au-yaourt')!;
    expect(text(cake, 'fr')).toMatch(/Ajoutez le zeste râpé/);
    expect(text(cake, 'fr')).not.toMatch(/fouettez [^.]*le citron/);
    const crumble = composeReport(
      request('en', 60, '4 bramley apples', 'plain flour', 'butter', 'demerara sugar', 'carton of custard'),
    ).compositions[0]!;
    expect(crumble.archetype).toBe('apple-crumble');
    expect(text(crumble, 'en')).toMatch(/Serve warm with the custard/);
  });

  it('makes no tomato sauce to poach eggs in from two tomatoes, and one from six', () => {
    const sauced = (tomatoes: string) =>
      composeReport(request('en', 60, '4 eggs', tomatoes, 'onion')).compositions.map((c) => c.archetype);
    expect(sauced('2 tomatoes')).not.toEqual(expect.arrayContaining(['shakshuka-eggs']));
    expect(sauced('2 tomatoes')).not.toContain('uova-in-purgatorio');
    expect(sauced('6 tomatoes').some((id) => id === 'shakshuka-eggs' || id === 'uova-in-purgatorio')).toBe(
      true,
    );
  });

  it('cooks a curry in one pot, and braises red cabbage sweet and sour with vinegar and sugar', () => {
    const curry = composeReport(
      request('en', 60, 'carrots', 'onion', 'ginger', 'curry powder', 'vegetable stock'),
    ).compositions.find((c) => c.archetype === 'curry')!;
    const keys = curry.steps.map((st) => st.key);
    expect(keys).toContain('curry.sweat');
    expect(keys).toContain('curry.spicesAdd');
    expect(keys).not.toContain('curry.spices');
    const cabbage = composeReport(request('de', 60, '1 Rotkohl', '2 Äpfel', '1 Zwiebel')).compositions.find(
      (c) => c.archetype === 'apfelrotkohl',
    )!;
    const placed = cabbage.placed.map((p) => p.id);
    expect(placed.some((id) => id.endsWith('vinegar'))).toBe(true);
    expect(placed.some((id) => ['sugar', 'brown-sugar', 'honey'].includes(id))).toBe(true);
  });
});
