import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOG, catalog } from './index';
import { normalizeName } from './normalize';
import { PRODUCT_HEADS, entryHasHead, productHeadsIn } from './productHeads';

const LANGS = ['en', 'it', 'fr', 'de'] as const;
type Lang = (typeof LANGS)[number];

const here = dirname(fileURLToPath(import.meta.url));
const shared = join(here, '..', '..', '..', '..', 'shared', 'data');
const { lists } = JSON.parse(readFileSync(join(shared, 'real-ingredient-lists.json'), 'utf8')) as {
  lists: string[][];
};
const { fridges } = JSON.parse(readFileSync(join(shared, 'everyday-fridges.json'), 'utf8')) as {
  fridges: Array<{ lang: Lang; items: string[] }>;
};

/** Every mention of the 400 real lists (American English, no language given) and of the 45 fridges. */
const MENTIONS: Array<{ text: string; language?: Lang }> = [
  ...lists.flat().map((text) => ({ text })),
  ...fridges.flatMap((f) => f.items.map((text) => ({ text, language: f.lang }))),
];

const id = (text: string, language?: Lang) => catalog.match(text, language)?.id ?? null;

describe('generic names map to what a shop sells under that name', () => {
  it.each([
    // chicken: the pieces a shop sells, not a whole bird
    ['en', 'chicken', 'chicken-breast'],
    ['it', 'pollo', 'chicken-breast'],
    ['fr', 'poulet', 'chicken-breast'],
    ['de', 'Hähnchen', 'chicken-breast'],
    ['de', 'Huhn', 'chicken-breast'],
    ['de', 'Hühnchen', 'chicken-breast'],
    ['de', 'Hühnerfleisch', 'chicken-breast'],
    // a whole bird is asked for as such
    ['en', 'whole chicken', 'whole-chicken'],
    ['it', 'pollo intero', 'whole-chicken'],
    ['fr', 'poulet entier', 'whole-chicken'],
    ['de', 'ganzes Hähnchen', 'whole-chicken'],
    // leftover, roast or rotisserie chicken is already cooked
    ['en', 'leftover chicken', 'cooked-chicken'],
    ['en', 'rotisserie chicken', 'cooked-chicken'],
    ['en', 'roast chicken', 'cooked-chicken'],
    ['it', 'pollo arrosto', 'cooked-chicken'],
    ['it', 'avanzi di pollo', 'cooked-chicken'],
    ['it', 'pollo cotto', 'cooked-chicken'],
    ['fr', 'poulet rôti', 'cooked-chicken'],
    ['fr', 'restes de poulet', 'cooked-chicken'],
    ['fr', 'poulet cuit', 'cooked-chicken'],
    ['de', 'Brathähnchen', 'cooked-chicken'],
    ['de', 'Hähnchenreste', 'cooked-chicken'],
    ['de', 'gegartes Hähnchen', 'cooked-chicken'],
    // beans: the bean each kitchen means by the bare word
    ['en', 'beans', 'kidney-bean'],
    ['it', 'fagioli', 'borlotti-bean'],
    ['fr', 'haricots', 'green-bean'],
    ['de', 'Bohnen', 'green-bean'],
    // peppers: the vegetable; "pepper" alone is the spice
    ['en', 'peppers', 'red-bell-pepper'],
    ['en', 'bell peppers', 'red-bell-pepper'],
    ['it', 'peperoni', 'red-bell-pepper'],
    ['fr', 'poivrons', 'red-bell-pepper'],
    ['de', 'Paprika', 'red-bell-pepper'],
    ['de', 'Paprikas', 'red-bell-pepper'],
    ['de', 'Paprikaschoten', 'red-bell-pepper'],
    ['en', 'pepper', 'black-pepper'],
    // counted, a pepper is the vegetable; measured, the spice
    ['en', 'half a pepper', 'red-bell-pepper'],
    ['en', '1 pepper', 'red-bell-pepper'],
    ['en', 'a pepper', 'red-bell-pepper'],
    ['en', '1 tsp pepper', 'black-pepper'],
    ['en', 'a pinch of pepper', 'black-pepper'],
    ['en', '1/2 teaspoon ground pepper', 'black-pepper'],
    ['en', 'tin of baked beans', 'baked-beans'],
    ['en', 'frozen spinach', 'frozen-spinach'],
    ['de', 'TK-Spinat', 'frozen-spinach'],
    ['fr', 'épinards surgelés', 'frozen-spinach'],
    ['en', 'baby spinach', 'spinach'],
    // amounts typed with the food say how much, not which
    ['en', 'ground beef 1 lb', 'minced-beef'],
    ['de', 'Schweinegeschnetzeltes 500g', 'pork-escalope'],
    ['de', 'gemischtes Hack 500g', 'mixed-mince'],
    ['de', 'TK-Blattspinat', 'frozen-spinach'],
    ['en', 'paprika', 'paprika'],
    ['it', 'paprika', 'paprika'],
    ['fr', 'paprika', 'paprika'],
    // cream
    ['en', 'cream', 'cream'],
    ['it', 'panna', 'cream'],
    ['fr', 'crème', 'cream'],
    ['de', 'Sahne', 'cream'],
  ] as const)('%s: "%s" → %s', (language, text, expected) => {
    expect(id(text, language)).toBe(expected);
  });

  it('maps them without a language too, unless the words mean something else in another language', () => {
    for (const text of [
      'chicken',
      'pollo',
      'poulet',
      'Hähnchen',
      'Huhn',
      'beans',
      'fagioli',
      'Bohnen',
      'peppers',
    ])
      expect(id(text), text).not.toBeNull();
    expect(id('chicken')).toBe('chicken-breast');
    expect(id('Hühnerfleisch')).toBe('chicken-breast');
    // Without a language, "paprika" is the spice, as it is in three of the four languages (unchanged).
    expect(id('Paprika')).toBe('paprika');
    expect(id('Paprikaschoten')).toBe('red-bell-pepper');
  });

  it('keeps whole chicken off the bare names and cooked chicken off the raw ones', () => {
    const whole = catalog.get('whole-chicken')!;
    const cooked = catalog.get('cooked-chicken')!;
    for (const language of LANGS) {
      const names = [whole.names[language], cooked.names[language]].flatMap((n) => [
        n.name,
        n.plural,
        ...n.synonyms,
      ]);
      for (const bare of ['chicken', 'pollo', 'poulet', 'hahnchen', 'huhn', 'huhnchen'])
        expect(names.map(normalizeName), `${language}: ${bare}`).not.toContain(bare);
    }
  });
});

describe('the form the cook typed', () => {
  it.each([
    ['en', 'tin of tomatoes', 'canned-tomatoes'],
    ['en', 'can of chopped tomatoes', 'canned-tomatoes'],
    ['de', 'Dose Tomaten', 'canned-tomatoes'],
    ['fr', 'boîte de tomates', 'canned-tomatoes'],
    ['it', 'barattolo di pomodori', 'canned-tomatoes'],
    ['it', 'latta di pelati', 'canned-tomatoes'],
    ['en', 'tin of sardines', 'canned-sardines'],
    ['de', 'Sardinen in der Dose', 'canned-sardines'],
    ['en', 'can of tomatoes', 'canned-tomatoes'],
    ['de', 'Dose gehackte Tomaten', 'canned-tomatoes'],
    ['en', 'tin of cherry tomatoes', 'canned-tomatoes'],
    ['it', 'scatola di pomodorini', 'canned-tomatoes'],
    ['en', 'tin of chickpeas', 'chickpeas'],
    ['de', 'Dose Kichererbsen', 'chickpeas'],
    ['en', 'can of kidney beans', 'kidney-bean'],
    ['fr', 'boîte de thon', 'canned-tuna'],
    ['it', 'scatoletta di tonno', 'canned-tuna'],
    ['en', 'can of sweetcorn', 'sweet-corn'],
    ['it', 'lattina di mais', 'sweet-corn'],
    // Without a tin, the fresh one.
    ['en', 'tomatoes', 'tomato'],
    ['de', 'Sardinen', 'sardine'],
    ['it', 'pomodorini', 'cherry-tomato'],
  ] as const)('%s: "%s" → %s', (language, text, expected) => {
    expect(id(text, language)).toBe(expected);
  });

  it('a tin of anything is the tinned entry when the catalog has one, else the entry itself', () => {
    const tinned = new Set(['preserved-veg', 'canned-fish', 'cooked-pulse']);
    for (const entry of CATALOG) {
      const typed = `tin of ${entry.names.en.plural}`;
      const found = catalog.match(typed, 'en');
      // "of" is dropped like "tin" would be without the rule: the same words, read the same way.
      const plain = catalog.match(`of ${entry.names.en.plural}`, 'en');
      if (!found || !plain || found.id === plain.id) continue;
      // Whenever "tin of" changes the answer, it changes it to a tinned product.
      expect(tinned.has(found.kind), `${typed} → ${found.id}`).toBe(true);
    }
  });
});

describe('the words that say which product it is', () => {
  it.each([
    // "Smoked" is dropped from the core words, but a run of what was typed still names the smoked fish.
    ['en', 'pack of smoked salmon', 'smoked-salmon'],
    ['en', 'packet of smoked salmon', 'smoked-salmon'],
    ['en', 'bag of frozen peas', 'pea'],
    ['fr', '1 kg de tendron de veau', 'veal-stew'],
    ['fr', 'escalope de veau', 'veal'],
    ['de', '600 g Kalbsgulasch', 'veal-stew'],
    ['it', '4 fettine di lonza', 'pork-escalope'],
    ['it', '800 g di lacerto di manzo', 'stewing-beef'],
    ['it', 'avanzi di pasta al sugo', 'leftover-pasta'],
    ['en', 'pot of houmous', 'hummus'],
    ['en', 'gravy granules', 'gravy-granules'],
  ] as const)('%s: "%s" → %s', (language, text, expected) => {
    expect(id(text, language)).toBe(expected);
  });
});

describe('leftovers the cook typed are already cooked', () => {
  it.each([
    ['en', 'leftover rice', 'cooked-rice'],
    ['en', 'cooked rice', 'cooked-rice'],
    ['en', '2 cups cooked basmati rice', 'cooked-rice'],
    ['it', 'riso avanzato', 'cooked-rice'],
    ['it', 'riso cotto', 'cooked-rice'],
    ['fr', 'riz cuit', 'cooked-rice'],
    ['fr', 'reste de riz', 'cooked-rice'],
    ['de', 'Reis vom Vortag', 'cooked-rice'],
    ['de', 'gekochter Reis', 'cooked-rice'],
    ['en', 'leftover potatoes', 'cooked-potato'],
    ['en', 'boiled potatoes', 'cooked-potato'],
    ['it', 'patate lesse', 'cooked-potato'],
    ['fr', 'pommes de terre cuites', 'cooked-potato'],
    ['de', 'Kartoffeln vom Vortag', 'cooked-potato'],
    ['de', 'Pellkartoffeln', 'cooked-potato'],
    ['de', 'gekochte Kartoffeln', 'cooked-potato'],
    ['en', 'leftover chicken', 'cooked-chicken'],
    // The cooked words inside a product's own name change nothing; raw rice and potatoes stay raw.
    ['it', 'prosciutto cotto', 'cooked-ham'],
    ['en', 'rice', 'rice'],
    ['de', 'Kartoffeln', 'potato'],
  ] as const)('%s: "%s" → %s', (language, text, expected) => {
    expect(id(text, language)).toBe(expected);
  });

  it('are never a kind that is boiled from raw', () => {
    for (const [language, text] of [
      ['en', 'leftover rice'],
      ['de', 'Pellkartoffeln'],
      ['fr', 'restes de pommes de terre'],
    ] as const)
      expect(catalog.match(text, language)?.kind).toBe('cooked-starch');
  });
});

describe('the language a text was typed in', () => {
  it('decides between entries that claim the same words in different languages', () => {
    expect(id('Paprika', 'de')).toBe('red-bell-pepper');
    expect(id('Paprika', 'en')).toBe('paprika');
    expect(id('peperoni', 'de')).toBe('chili-pepper'); // German Peperoni are hot chillies
    expect(id('peperoni', 'it')).toBe('red-bell-pepper');
    expect(catalog.exact('Paprika', 'de')?.id).toBe('red-bell-pepper');
    expect(catalog.exact('Paprika', 'en')?.id).toBe('paprika');
    expect(catalog.exact('Paprika')?.id).toBe('paprika');
  });

  it('prefers, for every text several entries claim, an entry that carries it in the given language', () => {
    const claims = new Map<string, Map<Lang, Set<string>>>();
    for (const e of CATALOG)
      for (const language of LANGS) {
        const n = e.names[language];
        for (const raw of [n.name, n.plural, ...n.synonyms]) {
          const text = normalizeName(raw);
          const byLanguage = claims.get(text) ?? new Map<Lang, Set<string>>();
          byLanguage.set(language, (byLanguage.get(language) ?? new Set()).add(e.id));
          claims.set(text, byLanguage);
        }
      }
    let shared = 0;
    for (const [text, byLanguage] of claims) {
      const ids = new Set([...byLanguage.values()].flatMap((s) => [...s]));
      if (ids.size < 2) continue;
      shared += 1;
      for (const [language, own] of byLanguage) {
        const found = catalog.exact(text, language)?.id;
        expect(own.has(found as string), `"${text}" in ${language}: ${found}`).toBe(true);
      }
    }
    expect(shared).toBeGreaterThan(5);
  });
});

describe('compound products map to their own entry or stay unknown', () => {
  it.each([
    ['vanilla ice cream', 'ice-cream'],
    ['chocolate ice cream', 'ice-cream'],
    ['orange juice', 'orange-juice'],
    ['fresh lemon juice', 'lemon-juice'],
    ['lime juice', 'lime-juice'],
    ['rice wine', 'sake'],
    ['almond milk', 'almond-milk'],
    ['peanut butter', 'peanut-butter'],
    ['chicken broth', 'chicken-stock'],
    ['low sodium chicken broth', 'chicken-stock'],
    ['tomato sauce', 'passata'],
    ['cherry jam', 'jam'],
    ['cherry liqueur', null],
    ['apple juice', null],
    ['coconut extract', null],
    ['coconut vinegar', null],
    ['cream of chicken soup', null],
    ['onion soup mix', null],
    ['chicken sausage', null],
    ['refried beans', null],
    ['chocolate chip cookies', null],
    ['lamb stock', 'beef-stock'],
  ] as const)('en: "%s" → %s', (text, expected) => {
    expect(id(text, 'en')).toBe(expected);
  });

  it.each([
    ['it', 'gelato', 'ice-cream'],
    ['it', 'gelato alla vaniglia', 'ice-cream'],
    ['it', 'succo di limone', 'lemon-juice'],
    ['it', "succo d'arancia", 'orange-juice'],
    ['it', 'succo di mela', null],
    ['fr', 'glace', 'ice-cream'],
    ['fr', 'glace à la fraise', 'ice-cream'],
    ['fr', 'jus de citron', 'lemon-juice'],
    ['fr', 'jus de citron vert', 'lime-juice'],
    ['fr', "jus d'orange", 'orange-juice'],
    ['fr', 'jus de pomme', null],
    ['de', 'Eis', 'ice-cream'],
    ['de', 'Speiseeis', 'ice-cream'],
    ['de', 'Vanilleeis', 'ice-cream'],
    ['de', 'Vanille Eis', 'ice-cream'],
    ['de', 'Zitronensaft', 'lemon-juice'],
    ['de', 'Limettensaft', 'lime-juice'],
    ['de', 'Orangensaft', 'orange-juice'],
    ['de', 'Apfel Saft', null],
  ] as const)('%s: "%s" → %s', (language, text, expected) => {
    expect(id(text, language)).toBe(expected);
  });

  it('never maps a compound product onto an ingredient it contains', () => {
    for (const [text, wrong] of [
      ['vanilla ice cream', ['vanilla-extract', 'cream']],
      ['cherry liqueur', ['cherry']],
      ['orange juice', ['orange']],
      ['rice wine', ['rice']],
      ['chicken broth', ['chicken-breast', 'whole-chicken']],
      ['vanilla wafers', ['vanilla-extract']],
      ['strawberry yogurt', ['strawberry']],
      ['tomato sauce', ['tomato']],
    ] as const)
      expect(wrong, text).not.toContain(id(text));
  });

  // Zero compound-product mismaps: a real mention that holds a product head maps to nothing, or to an entry
  // whose own names (any language) hold that head too.
  it('maps no real mention with a product head onto an entry without it', () => {
    const mismaps: string[] = [];
    let withHead = 0;
    for (const { text, language } of MENTIONS) {
      const heads = productHeadsIn(text);
      if (heads.length === 0) continue;
      withHead += 1;
      const entry = catalog.match(text, language);
      if (!entry) continue;
      const missing = heads.filter((head) => !entryHasHead(entry, head));
      if (missing.length) mismaps.push(`${text} → ${entry.id} (${missing.map((h) => h[0]).join(', ')})`);
    }
    expect(withHead).toBeGreaterThan(500);
    expect(mismaps).toEqual([]);
  });

  it('holds for every catalog ingredient with any product head after it (en) or before it (it, fr)', () => {
    const mismaps: string[] = [];
    const english = PRODUCT_HEADS.slice(
      0,
      PRODUCT_HEADS.findIndex((g) => g[0] === 'gelato'),
    ).map((g) => g[0]!);
    for (const entry of CATALOG) {
      const texts = [
        ...english.map((head) => `${entry.names.en.name} ${head}`),
        `succo di ${entry.names.it.name}`,
        `gelato alla ${entry.names.it.name}`,
        `jus de ${entry.names.fr.name}`,
        `sirop de ${entry.names.fr.name}`,
        `${entry.names.de.name} Saft`,
      ];
      for (const text of texts) {
        const found = catalog.match(text);
        if (found && !productHeadsIn(text).every((head) => entryHasHead(found, head)))
          mismaps.push(`${text} → ${found.id}`);
      }
    }
    expect(mismaps).toEqual([]);
  });

  it('keeps juices off the fruit: no fruit entry is named after its juice', () => {
    const juice = PRODUCT_HEADS.filter((g) => ['juice', 'succo', 'jus', 'saft'].includes(g[0]!));
    const fruit = CATALOG.filter((e) => ['fruit', 'citrus', 'berry'].includes(e.kind));
    for (const e of fruit)
      for (const head of juice) {
        // "orange à jus" (a juicing orange) is the fruit; the juice itself is its own entry.
        const names = LANGS.flatMap((l) => [e.names[l].name, e.names[l].plural, ...e.names[l].synonyms])
          .map(normalizeName)
          .filter((n) => n !== 'orange a jus');
        expect(
          names.filter((n) => ` ${n} `.includes(` ${head[0]} `) || n.endsWith(head[0]!)),
          `${e.id}: ${head[0]}`,
        ).toEqual([]);
      }
  });
});

describe('new entries for common compound products', () => {
  it.each([
    ['cooked-chicken', 'cooked-meat', 'meat'],
    ['ice-cream', 'frozen-dessert', 'dairy'],
    ['lemon-juice', 'vinegar', 'condiments'],
    ['lime-juice', 'vinegar', 'condiments'],
    ['orange-juice', 'drink', 'pantry'],
  ] as const)('%s is a %s in %s, named in all four languages', (entryId, kind, category) => {
    const entry = catalog.get(entryId)!;
    expect(entry).toBeDefined();
    expect(entry.kind).toBe(kind);
    expect(entry.category).toBe(category);
    for (const language of LANGS) {
      expect(entry.names[language].name.trim()).not.toBe('');
      expect(entry.names[language].synonyms.length, language).toBeGreaterThan(0);
      // Each is found by its own name in its own language.
      expect(id(entry.names[language].name, language), `${language}: ${entry.names[language].name}`).toBe(
        entryId,
      );
    }
  });
});
