import type { Cut, Method } from './technique';
import type { Archetype, Role, StepSpec } from './types';

type Cook = readonly [method: Method, minutes: number, max: number];

/**
 * How each dish cooks what it holds: per role, the method, the usual minutes and the longest the dish can
 * give; per step, the roles whose cooking it carries (so it lasts as long as their kinds need), and other
 * step changes. Kinds decide the rest (steps.ts): what may fill a role, how long, what goes in late.
 */
const COOKING: Record<
  string,
  { roles?: Partial<Record<Role, Cook>>; steps?: Record<string, Partial<StepSpec>>; seasoningMin?: number }
> = {
  frittata: {
    roles: { protein: ['pan', 11, 15], vegetables: ['pan', 6, 15], aromatics: ['pan', 3, 10] },
    steps: {
      chop: { uses: ['vegetables', 'aromatics', 'topping', 'seasoning'] },
      sweatAromatics: { cooks: ['aromatics'] },
      sauteVeg: { cooks: ['vegetables'], unless: ['aromatics'] },
      sauteVegAdd: { cooks: ['vegetables'], ifRoles: ['aromatics'] },
      'frittata.beat': { uses: ['protein'] },
      // The eggs go into the pan the vegetables cooked in; with none, the pan is heated for them.
      'frittata.set': { cooks: ['protein'], ifRoles: ['vegetables', 'aromatics'] },
      'frittata.setPan': { cooks: ['protein'] },
    },
  },
  // Raw vegetables are sliced thin for a salad (a courgette in chunks is not eaten raw).
  salad: { steps: { 'salad.wash': { uses: ['vegetables', 'fruit'], prep: 'slices' } } },
  'herb-sauce': { steps: { 'sauce.mix': { uses: ['base', 'seasoning', 'aromatics', 'topping'] } } },
  smoothie: { steps: { 'smoothie.blendWater': { unless: ['dairy', 'topping', 'sweet'] } } },
  omelette: {
    roles: { protein: ['pan', 3, 6], vegetables: ['pan', 4, 10] },
    steps: { 'omelette.veg': { cooks: ['vegetables'] }, 'omelette.cook': { cooks: ['protein'] } },
  },
  'stir-fry': {
    roles: { protein: ['pan', 4, 10], vegetables: ['pan', 5, 10], aromatics: ['pan', 1, 3] },
    steps: {
      'stirfry.protein': { cooks: ['protein'] },
      'stirfry.veg': { cooks: ['vegetables'] },
      'stirfry.aromatics': { cooks: ['aromatics'] },
      // Only what was set aside comes back to the pan.
      'stirfry.sauce': { ifRoles: ['protein'] },
      'stirfry.sauceOnly': { unless: ['protein'] },
      'stirfry.returnPlain': { ifRoles: ['protein'] },
      'stirfry.seasonPlain': { unless: ['protein', 'base'] },
      'stirfry.seasonPlainOnBase': { unless: ['protein'] },
    },
  },
  'pasta-sauce': {
    roles: {
      protein: ['pan', 4, 12],
      vegetables: ['simmer', 7, 15],
      aromatics: ['pan', 2, 10],
      seasoning: ['simmer', 7, 15],
    },
    steps: {
      // The cheese that finishes the pasta is grated with the rest of the preparation.
      chop: { uses: ['aromatics', 'protein', 'vegetables', 'topping'] },
      sweatAromatics: { cooks: ['aromatics'] },
      brownProtein: { cooks: ['protein'] },
      'pasta.sauce': { cooks: ['vegetables', 'seasoning'] },
      'pasta.saucePan': { cooks: ['vegetables', 'seasoning'] },
      'quickpan.readyAdd': { cooks: ['protein'] },
    },
  },
  risotto: {
    roles: { vegetables: ['simmer', 20, 30], aromatics: ['pan', 3, 10], seasoning: ['simmer', 20, 30] },
    steps: {
      'risotto.sweat': { cooks: ['aromatics'] },
      // The rice goes into the pan the onion softened in; without one it starts its own.
      'risotto.toast': { ifRoles: ['aromatics'] },
      'risotto.cook': { cooks: ['vegetables', 'seasoning'] },
    },
  },
  // A warm drink steeps what is sliced or grated, never a whole half lemon.
  'warm-drink': { steps: { chop: { prep: 'slices' } } },
  soup: {
    roles: {
      vegetables: ['simmer', 20, 45],
      protein: ['simmer', 20, 45],
      aromatics: ['pan', 5, 10],
      seasoning: ['simmer', 20, 45],
    },
    steps: {
      chop: { uses: ['aromatics', 'vegetables', 'protein'] },
      'soup.sweat': { cooks: ['aromatics'] },
      'soup.simmer': { cooks: ['vegetables', 'protein', 'seasoning'], ifRoles: ['aromatics'] },
      'soup.simmerPot': { cooks: ['vegetables', 'protein', 'seasoning'] },
      // A soup with chicken in it is served as it is, not blended.
      'soup.blend': { unlessKinds: ['poultry'] },
      'soup.season': { ifKinds: ['poultry'] },
    },
  },
  'tray-bake': {
    roles: { vegetables: ['roast', 30, 45], protein: ['roast', 30, 50], seasoning: ['roast', 30, 45] },
    // Roasted pieces are cut large (onion in wedges), so nothing burns in 30 minutes at 220 °C.
    steps: {
      chop: { uses: ['vegetables', 'aromatics', 'protein', 'fruit'], prep: 'chunks' },
      'tray.roast': { cooks: ['vegetables', 'protein', 'seasoning'] },
    },
  },
  curry: {
    roles: { protein: ['simmer', 20, 120], vegetables: ['simmer', 15, 40], aromatics: ['pan', 5, 10] },
    steps: { 'curry.sweat': { cooks: ['aromatics'] }, 'curry.simmer': { cooks: ['protein', 'vegetables'] } },
    // A curry is made with spices or a curry paste.
    seasoningMin: 1,
  },
  'fried-rice': {
    roles: {
      topping: ['pan', 2, 5],
      protein: ['pan', 4, 10],
      vegetables: ['pan', 4, 8],
      aromatics: ['pan', 1, 3],
    },
    steps: {
      'stirfry.aromatics': { cooks: ['aromatics'] },
      brownProtein: { cooks: ['protein'] },
      'stirfry.veg': { cooks: ['vegetables'] },
      'friedrice.egg': { cooks: ['topping'] },
    },
  },
  stew: {
    roles: {
      protein: ['simmer', 60, 180],
      vegetables: ['simmer', 60, 180],
      aromatics: ['pan', 5, 10],
      seasoning: ['simmer', 60, 180],
      // Wine, beer and stock simmer with the meat (a role the dish did not cook took none of them).
      liquid: ['simmer', 60, 180],
    },
    steps: {
      // The onion softens where the meat browned: one pot, as the liquid then deglazes it.
      sweatAromatics: { cooks: ['aromatics'], key: 'stew.sweat' },
      'stew.simmer': { cooks: ['protein', 'vegetables', 'seasoning'] },
      'stew.simmerPlain': { cooks: ['protein', 'vegetables', 'seasoning'] },
    },
  },
  'grain-bowl': {
    roles: { protein: ['pan', 5, 12] },
    steps: { chop: { uses: ['vegetables', 'protein'] }, 'bowl.protein': { cooks: ['protein'] } },
  },
  gratin: { roles: { vegetables: ['bake', 25, 45] }, steps: { 'gratin.bake': { cooks: ['vegetables'] } } },
  pancakes: { roles: { protein: ['pan', 12, 20] }, steps: { 'pancakes.cook': { cooks: ['protein'] } } },
  quesadilla: {
    roles: { protein: ['pan', 5, 12], vegetables: ['pan', 5, 12] },
    steps: { chop: { uses: ['vegetables', 'protein'] }, brownProtein: { cooks: ['protein', 'vegetables'] } },
  },
  shakshuka: {
    roles: { protein: ['simmer', 7, 12], vegetables: ['pan', 6, 15], aromatics: ['pan', 4, 10] },
    steps: {
      sweatAromatics: { cooks: ['aromatics'] },
      sauteVeg: { cooks: ['vegetables'], unless: ['aromatics'] },
      sauteVegAdd: { cooks: ['vegetables'], ifRoles: ['aromatics'] },
      'shakshuka.eggs': { cooks: ['protein'] },
    },
  },
  pilaf: {
    roles: { vegetables: ['simmer', 15, 45], aromatics: ['pan', 4, 10] },
    steps: {
      sweatAromatics: { cooks: ['aromatics'] },
      'pilaf.simmer': { cooks: ['vegetables'] },
      'pilaf.simmerPlain': { cooks: ['vegetables'] },
    },
  },
  'quick-pan': {
    roles: { protein: ['pan', 5, 15], vegetables: ['pan', 6, 15], aromatics: ['pan', 5, 10] },
    steps: {
      sweatAromatics: { cooks: ['aromatics'] },
      brownProtein: { cooks: ['protein'] },
      'quickpan.aromaticsAdd': { cooks: ['aromatics'] },
      sauteVeg: { cooks: ['vegetables'], unless: ['aromatics', 'protein'] },
      sauteVegAdd: { cooks: ['vegetables'], ifRoles: ['aromatics', 'protein'] },
      'quickpan.vegFirst': { cooks: ['vegetables'] },
      'quickpan.vegFirstAdd': { cooks: ['vegetables'] },
      'quickpan.fishOnTop': { cooks: ['protein'] },
      'quickpan.fishBeside': { cooks: ['protein'] },
      'quickpan.readyAdd': { cooks: ['protein'] },
    },
  },
  'savoury-tart': {
    roles: { protein: ['bake', 25, 40], vegetables: ['pan', 6, 15] },
    steps: {
      chop: { uses: ['vegetables', 'protein'] },
      sauteVeg: { cooks: ['vegetables'] },
      // The tart's vegetables start in their own pan: nothing is in one before them.
      sauteVegAdd: { ifRoles: [] },
      'tart.bake': { cooks: ['protein'] },
    },
  },
  'noodle-soup': {
    roles: { protein: ['simmer', 5, 20], vegetables: ['simmer', 5, 15], aromatics: ['simmer', 8, 20] },
    steps: {
      'noodlesoup.broth': { cooks: ['aromatics'] },
      'noodlesoup.protein': { cooks: ['protein', 'vegetables'] },
    },
  },
  dal: {
    roles: { vegetables: ['simmer', 15, 45], aromatics: ['pan', 4, 10] },
    steps: {
      'dal.simmer': { cooks: ['vegetables'] },
      'dal.simmerPlain': { cooks: ['vegetables'] },
      'dal.tadka': { cooks: ['aromatics'] },
    },
  },
  toast: { roles: { protein: ['pan', 4, 8] }, steps: { 'toast.egg': { cooks: ['protein'] } } },
  'baked-pasta': {
    roles: { protein: ['pan', 6, 15], vegetables: ['pan', 6, 15] },
    steps: {
      chop: { uses: ['vegetables', 'protein'] },
      brownProtein: { cooks: ['protein'] },
      sauteVeg: { cooks: ['vegetables'], unless: ['protein'] },
      sauteVegAdd: { cooks: ['vegetables'], ifRoles: ['protein'] },
    },
  },
};

/** Steps that prepare ingredients, and how they cut them; each ingredient is prepared as its kind needs. */
const PREP_STEPS: Readonly<Record<string, Cut>> = {
  chop: 'chop',
  sliceThin: 'strips',
  'salad.wash': 'chop',
  'gratin.slice': 'slices',
  'toast.prep': 'slices',
  'smoothie.prep': 'chunks',
  'fruitsalad.cut': 'dice',
  'compote.cut': 'chunks',
  'yogurt.fruit': 'dice',
  'porridge.fruit': 'slices',
  'pancakes.fruit': 'slices',
  'sauce.chop': 'fine',
  'crumble.fruit': 'chunks',
};
/** Steps worded for the kind of what they cook (chicken cooked through, mince broken up, mussels opened). */
const BY_KIND = new Set(['brownProtein', 'stirfry.protein', 'bowl.protein', 'pasta.cook', 'curry.protein']);

/** The archetype with its cooking facts applied. */
export function withCooking(archetype: Archetype): Archetype {
  const spec = COOKING[archetype.id] ?? {};
  return {
    ...archetype,
    roles: archetype.roles.map((role) => {
      const cook = spec.roles?.[role.role];
      const min =
        role.role === 'seasoning' && spec.seasoningMin ? Math.max(role.min, spec.seasoningMin) : role.min;
      return { ...role, min, ...(cook ? { cook } : {}) };
    }),
    steps: archetype.steps.map((step) => {
      const prep = PREP_STEPS[step.key];
      return {
        ...step,
        ...(prep ? { prep } : {}),
        ...(BY_KIND.has(step.key) ? { byKind: true } : {}),
        ...spec.steps?.[step.key],
      };
    }),
  };
}
