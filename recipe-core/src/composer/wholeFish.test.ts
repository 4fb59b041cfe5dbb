import { describe, expect, it } from 'vitest';
import type { Language } from '@avanzo/sync-protocol';
import { CATALOG } from '../catalog/index';
import { ARCHETYPES } from './archetypes2';
import { composeReport, renderComposition } from './index';
import { fits } from './fits';
import { wholeFishOf } from './quantities';
import type { ComposeRequest, Composition } from './types';

const entry = (id: string) => CATALOG.find((e) => e.id === id)!;
const request = (locale: Language, ...names: string[]): ComposeRequest => ({
  ingredients: names.map((name) => ({ id: null, name })),
  servings: 2,
  difficulty: 'medium',
  maxCookingTime: 60,
  locale,
});
const render = (c: Composition, language: Language) =>
  renderComposition(c, language, { id: '1', createdAt: '2026-11-29T00:00:00.000Z' });
/** The minutes of the cooking step that names the fish. */
const fishMinutes = (c: Composition, id: string) =>
  Math.max(...c.steps.filter((s) => s.phase === 'cook' && s.items.includes(id)).map((s) => s.minutes), 0);

describe('whole fish', () => {
  it('reads a fish as whole when the cook counts it, says so, or names an orata bare in Italian', () => {
    const whole: Array<[string, string, Language]> = [
      ["un'orata", 'sea-bream', 'it'],
      ['2 orate', 'sea-bream', 'it'],
      ['orata', 'sea-bream', 'it'],
      ['une dorade', 'sea-bream', 'fr'],
      ['2 Forellen', 'trout', 'de'],
      ['Forelle', 'trout', 'de'],
      ['2 whole sea bass', 'sea-bass', 'en'],
      ['2 mackerel', 'mackerel', 'en'],
      ['4 rougets', 'red-mullet', 'fr'],
    ];
    for (const [name, id, language] of whole) {
      const fish = wholeFishOf(name, entry(id), language);
      expect(fish?.kind, name).toBe('whole-fish');
      expect(fish?.id, name).toBe(id);
      expect(fish?.unit, name).toBe('piece');
    }
    const cut: Array<[string, string, Language]> = [
      ['filetti di orata', 'sea-bream', 'it'],
      ['400 g di orata', 'sea-bream', 'it'],
      ['sea bass fillets', 'sea-bass', 'en'],
      ['sea bass', 'sea-bass', 'en'],
      ['2 Forellenfilets', 'trout', 'de'],
      ['Lachsforelle', 'trout', 'de'],
      ['2 salmon fillets', 'salmon', 'en'],
      ['4 filets de cabillaud', 'cod', 'fr'],
    ];
    for (const [name, id, language] of cut) expect(wholeFishOf(name, entry(id), language), name).toBeNull();
  });

  it('cooks "un’orata" on the bone in dishes made for it: counted, rinsed and slashed, given its time, named', () => {
    const report = composeReport(request('it', "un'orata", 'pomodorini', 'olive taggiasche', 'prezzemolo'));
    const withFish = report.compositions.filter((c) => c.placed.some((p) => p.id === 'sea-bream'));
    expect(withFish.map((c) => c.archetype)).toEqual(['baked-fish-tomatoes-olives', 'pesce-all-acqua-pazza']);
    for (const c of withFish) {
      const fish = c.placed.find((p) => p.id === 'sea-bream')!;
      // One fish, as the cook has: never 300 g of a fish they have one of.
      expect([fish.amount, fish.unit]).toEqual([1, 'piece']);
      expect(c.steps.map((s) => s.key)).toContain('prep.wholeFish');
      expect(
        c.steps.some(
          (s) => s.phase === 'prep' && s.items.includes('sea-bream') && s.key !== 'prep.wholeFish',
        ),
      ).toBe(false);
      // On the bone it takes 15 minutes poached, 18 in the oven: a fillet's 8 would leave it raw by the bone.
      expect(fishMinutes(c, 'sea-bream')).toBeGreaterThanOrEqual(15);
    }
    const titles = withFish.map((c) => render(c, 'it').title);
    expect(titles).toEqual(['Orata al forno con pomodorini e olive', 'Orata all’acqua pazza']);
    expect(render(withFish[1]!, 'fr').title).toBe('Dorade à l’acqua pazza');
    expect(render(withFish[1]!, 'en').title).toBe('Sea bream in acqua pazza');
    const steps = render(withFish[1]!, 'it').instructions.join(' ');
    expect(steps).toMatch(/Sciacqua l’orata dentro e fuori/);
    expect(steps).not.toMatch(/spine|a pezzi/);
  });

  it('keeps fillets as fillets: "filetti di orata" are dried and checked for bones, weighed, and cooked for minutes', () => {
    const report = composeReport(request('it', 'filetti di orata', 'pomodorini', 'olive nere'));
    const c = report.compositions.find((k) => k.archetype === 'pesce-all-acqua-pazza')!;
    expect(c.placed.find((p) => p.id === 'sea-bream')?.unit).toBe('g');
    expect(c.steps.map((s) => s.key)).not.toContain('prep.wholeFish');
    expect(fishMinutes(c, 'sea-bream')).toBeLessThanOrEqual(10);
    // (A dish of one fish is named after it, fillets or not.)
    expect(render(c, 'it').title).toBe('Orata all’acqua pazza');
  });

  it('fries two whole trout for twelve minutes, turning them once, never "skin side down"', () => {
    const report = composeReport(
      request('de', '2 Forellen', 'eine Zitrone', 'Petersilie', 'Mandelblättchen'),
    );
    const [first, second] = report.compositions;
    expect(first?.archetype).toBe('truite-aux-amandes');
    expect(first?.placed.find((p) => p.id === 'trout')).toMatchObject({ amount: 2, unit: 'piece' });
    const text = render(first!, 'de').instructions.join(' ');
    // (The frying step names the butter it fries in, so it is found by its words.)
    expect(
      Number(/Gräte gar ist, dabei einmal vorsichtig wenden \(etwa (\d+) Minuten/.exec(text)?.[1]),
    ).toBeGreaterThanOrEqual(10);
    expect(text).toMatch(/innen und außen abspülen/);
    expect(text).toMatch(/von beiden Seiten/);
    expect(text).not.toMatch(/Hautseite|Gräten entfernen/);
    expect(second?.archetype).toBe('whole-roast-fish');
    expect(render(second!, 'de').title).toBe('Forelle aus dem Ofen');
  });

  it('roasts a whole fish on sliced potatoes, and alone when there are none', () => {
    const withPotatoes = composeReport(request('it', '2 orate', 'patate', 'rosmarino', 'limone'))
      .compositions[0]!;
    expect(withPotatoes.archetype).toBe('whole-roast-fish');
    expect(withPotatoes.placed.map((p) => p.id)).toEqual(
      expect.arrayContaining(['sea-bream', 'potato', 'lemon']),
    );
    expect(render(withPotatoes, 'it').title).toBe('Orata al forno');
    expect(render(withPotatoes, 'it').instructions.join(' ')).toMatch(/Adagia le orate sulle patate/);
    for (const [language, name] of [
      ['en', '2 whole sea bass'],
      ['fr', 'une dorade'],
      ['de', 'Forelle'],
      ['it', 'un branzino'],
    ] as const) {
      const [alone] = composeReport(request(language, name)).compositions;
      expect(alone?.archetype, name).toBe('whole-roast-fish');
      expect(render(alone!, language).instructions.join(' '), name).not.toMatch(
        /potato|patate|pommes de terre|Kartoffel/i,
      );
    }
  });

  it('never puts a whole fish into a generic dish, which would cut it into chunks or stir-fry it', () => {
    for (const id of ['sea-bream', 'sea-bass', 'trout', 'mackerel', 'red-mullet']) {
      const fish = wholeFishOf(`whole ${id}`, entry(id), 'en')!;
      for (const archetype of ARCHETYPES)
        for (const role of archetype.roles)
          expect(fits(role, fish), `${archetype.id} ${role.role}`).toBe(false);
    }
  });
});
