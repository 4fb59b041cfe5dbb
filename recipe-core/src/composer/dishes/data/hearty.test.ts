import { describe, expect, it } from 'vitest';
import type { Language } from '@avanzo/sync-protocol';
import { CATALOG } from '../../../catalog/index';
import { ARCHETYPES } from '../../archetypes2';
import { fits } from '../../fits';
import { composeReport, renderComposition } from '../../index';
import type { ComposeRequest } from '../../types';

const request = (locale: Language, maxCookingTime: number, ...names: string[]): ComposeRequest => ({
  ingredients: names.map((name) => ({ id: null, name })),
  servings: 2,
  difficulty: 'medium',
  maxCookingTime,
  locale,
});
const first = (locale: Language, ...names: string[]) =>
  composeReport(request(locale, 60, ...names)).compositions[0];

describe('hearty dishes from what a blind panel typed', () => {
  it('makes Himmel un Ääd of a ring of black pudding, floury potatoes, apples and onions', () => {
    const c = first('de', '1 Ring Blutwurst', 'Kartoffeln mehlig', '3 Äpfel Boskop', '2 Zwiebeln', 'Butter');
    expect(c?.archetype).toBe('himmel-un-aeaed');
    const text = renderComposition(c!, 'de', {
      id: '1',
      createdAt: '2026-11-29T00:00:00.000Z',
    }).instructions.join(' ');
    expect(text).toMatch(/Kartoffeln abgießen und mit der Butter zu Püree stampfen/);
    expect(text).toMatch(
      /In derselben Pfanne die Blutwurst bei mittlerer Hitze von beiden Seiten knusprig braten/,
    );
  });

  it('fries boudin noir with apples in butter, and warms leftover mash instead of boiling it', () => {
    expect(first('fr', 'boudin noir', 'pommes', 'beurre')?.archetype).toBe('boudin-noir-aux-pommes');
    const c = first('en', 'black pudding', 'mash', 'apples', 'onion');
    expect(['himmel-un-aeaed', 'boudin-noir-aux-pommes']).toContain(c?.archetype);
    const text = renderComposition(c!, 'en', {
      id: '1',
      createdAt: '2026-11-29T00:00:00.000Z',
    }).instructions.join(' ');
    expect(text).not.toMatch(/boil|salted water/i);
  });

  it('makes Krautschupfnudeln of Schupfnudeln, sauerkraut and bacon, and never roasts the sauerkraut on a tray', () => {
    const report = composeReport(
      request('de', 60, '1 Pck Schupfnudeln', '1 Dose Sauerkraut', '200g Speckwürfel', '1 Zwiebel'),
    );
    expect(report.compositions[0]?.archetype).toBe('krautschupfnudeln');
    for (const c of report.compositions)
      expect(c.archetype === 'tray-bake' && c.placed.some((p) => p.id === 'sauerkraut')).toBe(false);
  });

  it('bakes leftover chicken under leftover mash, and never puts mash in a generic pan or salad', () => {
    const report = composeReport(
      request('fr', 60, 'reste de poulet rôti', 'purée de la veille', 'gruyère râpé', '1 oignon'),
    );
    expect(report.compositions[0]?.archetype).toBe('parmentier-de-poulet');
    for (const c of report.compositions.slice(1))
      expect(c.placed.map((p) => p.id)).not.toContain('mashed-potato');
  });

  it('offers an Irish stew for a piece of lamb neck when the evening allows two hours', () => {
    const items = [
      '500g lamb neck fillet',
      '3 onions',
      '1kg maris piper potatoes',
      '2 carrots',
      'lamb stock cube',
    ];
    expect(composeReport(request('en', 60, ...items)).longer.map((l) => l.dish)).toContain('irish-stew');
    const stew = composeReport(request('en', 120, ...items)).compositions[0];
    expect(stew?.archetype).toBe('irish-stew');
    // The potatoes and carrots go into the pot (a reader had found them prepared and never added).
    for (const id of ['potato', 'carrot'])
      expect(
        stew!.steps.some((st) => st.phase === 'cook' && st.items.includes(id)),
        id,
      ).toBe(true);
  });

  it('makes toad in the hole of Cumberland sausages, and a dal of red lentils without cumin', () => {
    expect(
      first('en', '6 cumberland sausages', '3 eggs', 'plain flour', 'pint of milk', '1 red onion')?.archetype,
    ).toBe('toad-in-the-hole');
    expect(
      first('en', 'red lentils', '1 onion', 'tin of chopped tomatoes', 'garlic', 'thumb of ginger')
        ?.archetype,
    ).toBe('dal-tadka');
  });

  it('raises scones made with plain flour with a teaspoon of baking powder for every 110 g of flour', () => {
    const plain = composeReport(
      request('en', 60, 'plain flour', 'butter', 'milk', 'baking powder'),
    ).compositions;
    const scones = plain.find((c) => c.archetype === 'scones')!;
    const flour = scones.placed.find((p) => p.id === 'all-purpose-flour')!;
    expect(scones.placed.find((p) => p.id === 'baking-powder')!.amount).toBeGreaterThanOrEqual(
      flour.amount / 110 - 0.25,
    );
    const raising = composeReport(
      request('en', 60, 'self-raising flour', 'butter', 'milk', 'baking powder'),
    ).compositions;
    expect(
      raising.find((c) => c.archetype === 'scones')!.placed.find((p) => p.id === 'baking-powder')!.amount,
    ).toBeLessThan(3);
  });

  it('keeps generic dishes away from what only a named dish cooks well', () => {
    const only = ['mashed-potato', 'schupfnudeln', 'sauerkraut'].map((id) =>
      CATALOG.find((e) => e.id === id)!,
    );
    const gherkin = CATALOG.find((e) => e.id === 'gherkin')!;
    const anchovies = CATALOG.find((e) => e.id === 'anchovy-fillets')!;
    for (const archetype of ARCHETYPES)
      for (const role of archetype.roles) {
        for (const entry of only)
          expect(fits(role, entry), `${archetype.id} ${role.role} ${entry.id}`).toBe(false);
        if (role.cook) expect(fits(role, gherkin), `${archetype.id} ${role.role}`).toBe(false);
        // (A pasta sauce melts them into its oil; a stir-fry or a quick pan would sear them as its protein.)
        if (role.role === 'protein' && ['stir-fry', 'quick-pan'].includes(archetype.id))
          expect(fits(role, anchovies), `${archetype.id} ${role.role}`).toBe(false);
      }
  });

  it('fills jacket potatoes with warm baked beans and cheddar inside an hour (microwave, then oven)', () => {
    const c = first('en', '2 baking potatoes', 'tin of baked beans', 'block of cheddar');
    expect(c?.archetype).toBe('jacket-potatoes');
    expect(c!.time.total).toBeLessThanOrEqual(60);
    const text = renderComposition(c!, 'en', {
      id: '1',
      createdAt: '2026-11-29T00:00:00.000Z',
    }).instructions.join(' ');
    expect(text).toMatch(/warm the baked beans/);
    expect(text).toMatch(/Microwave the potatoes/);
  });

  it('makes filet mignon à la moutarde of a whole tenderloin (450 g), and Spargel with ham, butter and potatoes', () => {
    const pork = first(
      'fr',
      '1 filet mignon de porc',
      "moutarde à l'ancienne",
      '20cl de crème fraîche',
      'pommes de terre grenaille',
    );
    expect(pork?.archetype).toBe('filet-mignon-moutarde');
    expect(pork!.placed.find((p) => p.id === 'pork-tenderloin')!.amount).toBeGreaterThanOrEqual(300);
    const spargel = first('de', '1 kg weißer Spargel', 'neue Kartoffeln', 'Kochschinken');
    expect(spargel?.archetype).toBe('spargel-mit-schinken');
    const text = renderComposition(spargel!, 'de', {
      id: '1',
      createdAt: '2026-11-29T00:00:00.000Z',
    }).instructions.join(' ');
    expect(text).toMatch(/vom Kopf abwärts schälen/);
  });

  it('reads fish pie mix and spuds, and crushes leftover boiled potatoes over a chicken parmentier', () => {
    expect(
      first('en', 'fish pie mix 320g', '1kg maris pipers', 'pint of milk', 'frozen peas', 'cheddar')
        ?.archetype,
    ).toBe('fish-pie');
    const lamb = ['500g lamb neck fillet', 'bag of spuds', '2 onions', '3 carrots', 'lamb stock cube'];
    expect(composeReport(request('en', 60, ...lamb)).longer.map((l) => l.dish)).toContain('irish-stew');
    const parmentier = first(
      'fr',
      'reste de poulet rôti',
      'pommes de terre cuites',
      '1 oignon',
      'gruyère râpé',
    );
    expect(parmentier?.archetype).toBe('parmentier-de-poulet');
    const text = renderComposition(parmentier!, 'fr', {
      id: '1',
      createdAt: '2026-11-29T00:00:00.000Z',
    }).instructions.join(' ');
    expect(text).toMatch(/écrasez-les à la fourchette/);
  });

  it('makes a radicchio risotto finished with taleggio, and gnocchi in a gorgonzola sauce with walnuts', () => {
    const risotto = first(
      'it',
      'riso carnaroli',
      'un radicchio di Treviso',
      'mezza cipolla',
      'brodo vegetale',
      'un pezzo di taleggio',
    );
    expect(risotto?.archetype).toBe('risotto-al-radicchio');
    expect(risotto?.placed.map((p) => p.id)).toEqual(expect.arrayContaining(['radicchio', 'taleggio']));
    const gnocchi = first('it', '1 confezione di gnocchi', 'gorgonzola', 'una manciata di noci');
    expect(gnocchi?.archetype).toBe('gnocchi-al-gorgonzola');
    expect(gnocchi?.placed.map((p) => p.id)).toContain('walnut');
  });

  it('makes Curry-Geschnetzeltes in cream with the pineapple, and a whole clafoutis of what the cook has', () => {
    const curry = first(
      'de',
      'Basmatireis',
      '2 Hähnchenbrustfilets',
      'rote Paprika',
      'Kochsahne',
      'Currypulver',
      'Dose Ananas',
    );
    expect(curry?.archetype).toBe('curry-geschnetzeltes');
    expect(curry?.placed.map((p) => p.id)).toEqual(
      expect.arrayContaining(['single-cream', 'pineapple', 'rice']),
    );
    const clafoutis = first(
      'fr',
      '500g de cerises',
      '3 oeufs',
      'farine',
      'sucre',
      '25cl de lait',
      'un peu de beurre',
    );
    expect(clafoutis?.archetype).toBe('clafoutis-aux-cerises');
    expect(clafoutis?.placed.find((p) => p.id === 'egg')?.amount).toBe(3);
  });

  it('fries a Seelachs fillet with boiled potatoes and a cucumber salad of the Schmand and dill', () => {
    const c = first(
      'de',
      '2 Seelachsfilets',
      '1 kg Kartoffeln festkochend',
      '1 Salatgurke',
      'Becher Schmand',
      'Dill',
    );
    expect(c?.archetype).toBe('gebratenes-fischfilet');
    expect(c?.placed.map((p) => p.id)).toEqual(
      expect.arrayContaining(['pollock', 'potato', 'cucumber', 'sour-cream']),
    );
  });
});
