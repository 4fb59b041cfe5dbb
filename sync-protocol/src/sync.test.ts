import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serializeHlc } from './hlc';
import { EMPTY_RECIPE_FIELDS } from './recipe';
import {
  checkMutation,
  decodeCursor,
  effectsOf,
  encodeCursor,
  InvalidMutationError,
  MUTATION_NAMES,
  PROTOCOL_VERSION,
  type MutationName,
} from './sync';
import { opsArb } from './testing/arbitraries';

const hlc = serializeHlc({ ms: 1_732_291_200_000, counter: 1, node: 'client-1' });
const entry = {
  id: 'act-1',
  type: 'cooked',
  title: 'Soup',
  description: '',
  relatedId: 'r1',
  timestamp: '2024-01-01T00:00:00.000Z',
};
const recipe = { ...EMPTY_RECIPE_FIELDS, title: 'Soup', id: 'r1', createdAt: '2024-01-01T00:00:00.000Z' };

const VALID: Record<MutationName, unknown> = {
  'recipe.create': { recipe },
  'recipe.patch': { id: 'r1', fields: { title: 'Stew', servings: 2 } },
  'recipe.delete': { id: 'r1' },
  'saved.set': { recipeId: 'r1', saved: true },
  'activity.append': { entry },
  'activity.clearForRecipe': { recipeId: 'r1' },
  'profile.patch': { fields: { name: 'Ada' } },
  'preferences.set': { language: 'it' },
};

const check = (name: string, args: unknown, extra: { v?: number; hlc?: string } = {}) =>
  checkMutation({ name, args, v: extra.v ?? PROTOCOL_VERSION, hlc: extra.hlc ?? hlc });

function codeOf(f: () => unknown): string | null {
  try {
    f();
    return null;
  } catch (e) {
    expect(e).toBeInstanceOf(InvalidMutationError);
    return (e as InvalidMutationError).code;
  }
}

describe('checkMutation', () => {
  it('covers every mutation name', () => {
    expect(Object.keys(VALID).sort()).toEqual([...MUTATION_NAMES].sort());
  });

  it.each(MUTATION_NAMES)('accepts a valid %s', (name) => {
    expect(check(name, VALID[name])).toEqual({ name, args: VALID[name], hlc });
    expect(check(name, VALID[name], { v: 1 })).toBeTruthy();
  });

  it.each(['recipe.explode', '', 'Recipe.create', 'toString', 'constructor', '__proto__', 'hasOwnProperty'])(
    'refuses the unknown name %j with UNKNOWN_MUTATION',
    (name) => {
      expect(codeOf(() => check(name, {}))).toBe('UNKNOWN_MUTATION');
    },
  );

  it('refuses a newer protocol version with UNSUPPORTED_VERSION, before anything else', () => {
    expect(codeOf(() => check('recipe.delete', { id: 'r1' }, { v: PROTOCOL_VERSION + 1 }))).toBe(
      'UNSUPPORTED_VERSION',
    );
    expect(codeOf(() => check('nope', null, { v: 99, hlc: 'bad' }))).toBe('UNSUPPORTED_VERSION');
  });

  it.each(['', 'now', '1732291200000-0001-a', '001732291200000-0001-a/b', `${hlc} `])(
    'refuses the malformed clock %j with INVALID_MUTATION',
    (bad) => {
      expect(codeOf(() => check('recipe.delete', { id: 'r1' }, { hlc: bad }))).toBe('INVALID_MUTATION');
    },
  );

  const long = 'x'.repeat(65);
  it.each<[string, MutationName, unknown]>([
    ['no args', 'recipe.delete', undefined],
    ['null args', 'saved.set', null],
    ['an array', 'recipe.delete', ['r1']],
    ['saved as a string', 'saved.set', { recipeId: 'r1', saved: 'true' }],
    ['a numeric id', 'recipe.delete', { id: 42 }],
    ["an id with '/'", 'recipe.delete', { id: 'a/b' }],
    ['an id of 65 chars', 'recipe.delete', { id: long }],
    ['an empty id', 'activity.clearForRecipe', { recipeId: '' }],
    ["a recipe id with '/'", 'recipe.create', { recipe: { ...recipe, id: '../r1' } }],
    ['a recipe id of 65 chars', 'recipe.create', { recipe: { ...recipe, id: long } }],
    ['a recipe without createdAt', 'recipe.create', { recipe: { ...recipe, createdAt: undefined } }],
    ['a recipe missing a field', 'recipe.create', { recipe: { ...recipe, tips: undefined } }],
    ['an extra recipe property', 'recipe.create', { recipe: { ...recipe, saved: true } }],
    ['an extra top-level property', 'recipe.delete', { id: 'r1', force: true }],
    [
      'an extra cookingTime key',
      'recipe.patch',
      { id: 'r1', fields: { cookingTime: { total: 1, prep: 1, cook: 1, rest: 1 } } },
    ],
    [
      'an extra ingredient key',
      'recipe.patch',
      { id: 'r1', fields: { ingredients: [{ name: 'egg', amount: '', unit: '', emoji: '', x: 1 }] } },
    ],
    ['empty patch fields', 'recipe.patch', { id: 'r1', fields: {} }],
    ['an unknown patch field', 'recipe.patch', { id: 'r1', fields: { saved: true } }],
    ['a patch id with "/"', 'recipe.patch', { id: 'r/1', fields: { title: 'x' } }],
    ['servings 0', 'recipe.patch', { id: 'r1', fields: { servings: 0 } }],
    ['servings 2.5', 'recipe.patch', { id: 'r1', fields: { servings: 2.5 } }],
    ['an unknown difficulty', 'recipe.patch', { id: 'r1', fields: { difficulty: 'insane' } }],
    ['a title of 201 chars', 'recipe.patch', { id: 'r1', fields: { title: 't'.repeat(201) } }],
    ['an extra entry property', 'activity.append', { entry: { ...entry, hlc } }],
    ["an entry relatedId with '/'", 'activity.append', { entry: { ...entry, relatedId: 'a/b' } }],
    ['an entry with an empty type', 'activity.append', { entry: { ...entry, type: '' } }],
    ['an empty name', 'profile.patch', { fields: { name: '' } }],
    ['a blank name', 'profile.patch', { fields: { name: '   ' } }],
    ['a name of 81 chars', 'profile.patch', { fields: { name: 'n'.repeat(81) } }],
    ['an extra profile field', 'profile.patch', { fields: { name: 'Ada', email: 'a@b.c' } }],
    ["language 'es'", 'preferences.set', { language: 'es' }],
    ["language 'EN'", 'preferences.set', { language: 'EN' }],
    ['a numeric language', 'preferences.set', { language: 1 }],
  ])('refuses %s with INVALID_MUTATION', (_label, name, args) => {
    expect(codeOf(() => check(name, args))).toBe('INVALID_MUTATION');
  });

  it('accepts boundary values: 64-char ids, null relatedId, nullable fields', () => {
    const id = 'i'.repeat(64);
    expect(check('recipe.delete', { id })).toBeTruthy();
    expect(check('activity.append', { entry: { ...entry, relatedId: null } })).toBeTruthy();
    const fields = {
      servings: null,
      difficulty: null,
      calories: null,
      cookingTime: { total: null, prep: 0, cook: 2880 },
    };
    expect(check('recipe.patch', { id, fields })).toBeTruthy();
    expect(check('profile.patch', { fields: { name: 'n'.repeat(80) } })).toBeTruthy();
  });

  it('every generated mutation survives JSON and passes checkMutation unchanged', () => {
    fc.assert(
      fc.property(opsArb(), (ops) => {
        for (const op of ops) {
          const wire = JSON.parse(JSON.stringify(op)) as typeof op;
          expect(checkMutation({ ...wire, v: PROTOCOL_VERSION })).toEqual(op);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('effectsOf', () => {
  it('profile.patch stores the trimmed name; activity.append stamps the clock', () => {
    const [profile] = effectsOf(check('profile.patch', { fields: { name: '  Ada ' } }));
    expect(profile?.kind === 'profile' && profile.update({ fields: {}, clocks: {} })).toEqual({
      fields: { name: 'Ada' },
      clocks: { name: hlc },
    });
    expect(effectsOf(check('activity.append', { entry }))).toEqual([
      { kind: 'activity', entry: { ...entry, hlc } },
    ]);
    expect(effectsOf(check('activity.clearForRecipe', { recipeId: 'r1' }))).toEqual([
      { kind: 'clear', recipeId: 'r1', hlc },
    ]);
  });
});

describe('pull cursor', () => {
  it('round trips', () => {
    expect(encodeCursor('epoch_1', 42)).toBe('epoch_1.42');
    expect(decodeCursor('epoch_1.42')).toEqual({ epoch: 'epoch_1', version: 42 });
    expect(decodeCursor(encodeCursor('abcd', 0))).toEqual({ epoch: 'abcd', version: 0 });
  });

  it.each([
    undefined,
    '',
    'abcd',
    'abcd.',
    '.12',
    'abc.1',
    `${'e'.repeat(65)}.1`,
    'abcd.-1',
    'abcd.1.5',
    'abcd.1e3',
    'abcd.0x10',
    'ab/cd.1',
    'ab.cd.1',
    'abcd.1234567890123456',
    ' abcd.1',
    'abcd.1\n',
  ])('rejects %j', (cursor) => {
    expect(decodeCursor(cursor)).toBeNull();
  });

  it('decode ∘ encode is the identity for valid epochs and versions', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9_-]{4,64}$/),
        fc.integer({ min: 0, max: 999_999_999_999_999 }),
        (epoch, version) => {
          expect(decodeCursor(encodeCursor(epoch, version))).toEqual({ epoch, version });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('anything it decodes re-encodes to a cursor that decodes the same', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[A-Za-z0-9_.-]{0,80}$/)), (text) => {
        const decoded = decodeCursor(text);
        if (decoded) expect(decodeCursor(encodeCursor(decoded.epoch, decoded.version))).toEqual(decoded);
      }),
      { numRuns: 500 },
    );
  });
});
