import type { CatalogEntry } from '../catalog/types';
import { NOT_RAW_VEG } from './groups';
import { cookRange } from './technique';
import type { RoleSpec } from './types';

/** What only a dish that names it can use (sauerkraut roasted on a tray or stir-fried in a wok is no dish). */
const NAMED_ONLY: ReadonlySet<string> = new Set([
  'mashed-potato',
  'schupfnudeln',
  'sauerkraut',
  'parmesan-rind',
  'gravy-granules',
  'leftover-pasta',
  'hummus',
  'green-sauce-herbs',
]);
/** What a generic dish may serve raw but never cooks. */
const RAW_ONLY: ReadonlySet<string> = new Set(['gherkin']);
/** Vegetables never eaten raw, and frozen or podded ones that are always cooked. */
const NEVER_RAW = new Set<string>([...NOT_RAW_VEG, 'pea', 'sweet-corn', 'edamame', 'broad-bean']);
/** True when the ingredient can be eaten as it is (raw, or warmed through at the end). */
export function eatenAsIs(entry: CatalogEntry): boolean {
  if (NEVER_RAW.has(entry.id)) return false;
  return cookRange(entry, 'raw') !== null || cookRange(entry, 'warm') !== null;
}

/**
 * True when the role can take the ingredient: listed (or of its categories), and safe by the way the dish
 * cooks the role — the kind takes that method within the dish's longest time, or is ready to eat and only
 * warmed; a role the dish does not cook takes only what can be eaten as it is.
 */
export function fits(spec: RoleSpec, entry: CatalogEntry): boolean {
  if (spec.except?.includes(entry.id)) return false;
  // Leftover mash and ready Schupfnudeln make the dishes written for them (a parmentier, Himmel un Ääd,
  // Krautschupfnudeln), never a generic pan or salad of mash, or Schupfnudeln boiled like pasta.
  if (NAMED_ONLY.has(entry.id) && !spec.only?.includes(entry.id)) return false;
  // Gherkins are eaten as they are (a salad, a sandwich) or cooked only where a dish says so (Rouladen).
  if (RAW_ONLY.has(entry.id) && spec.cook && !spec.only?.includes(entry.id)) return false;
  // Red cabbage or mushrooms from a jar are cooked already: a dish that names them warms them in its sauce, but
  // a generic tray never roasts them for half an hour, nor does a wok fry them "until just cooked".
  if (entry.tinned && spec.cook && ['roast', 'pan'].includes(spec.cook[0]) && !spec.only?.includes(entry.id))
    return false;
  // A whole fish goes only where the dish is made for one (an orata in acqua pazza, a trout meunière), never
  // into a pan of chunks or a curry: the dish lists the kind, and the fish itself when it lists any by name.
  // A dish made only for a whole fish takes nothing else.
  if (spec.whole && entry.kind !== 'whole-fish') return false;
  if (entry.kind === 'whole-fish')
    return (
      (spec.whole === true || (spec.kinds?.includes('whole-fish') ?? false)) &&
      (!spec.only?.length || spec.only.includes(entry.id)) &&
      cooks(spec, entry)
    );
  const listed =
    spec.only || spec.kinds
      ? (spec.only?.includes(entry.id) ?? false) || (spec.kinds?.includes(entry.kind) ?? false)
      : spec.categories.includes(entry.category);
  if (!listed) {
    // Frozen spinach does what spinach does wherever the dish cooks it (never in a salad).
    const fresh = FROZEN_FORM_OF[entry.id];
    return (
      fresh !== undefined &&
      spec.cook !== undefined &&
      (spec.only?.includes(fresh) ?? false) &&
      cooks(spec, entry)
    );
  }
  if (!spec.cook) return spec.listed === true || eatenAsIs(entry);
  return cooks(spec, entry);
}

/** Frozen foods and the fresh ones a dish names: the frozen one fills the fresh one's place when cooked. */
const FROZEN_FORM_OF: Readonly<Record<string, string>> = { 'frozen-spinach': 'spinach' };

/** True when the way the role cooks suits the ingredient within the dish's longest time, or only warms it. */
function cooks(spec: RoleSpec, entry: CatalogEntry): boolean {
  if (!spec.cook) return false;
  const [method, , max] = spec.cook;
  const range = cookRange(entry, method);
  if (range) return range[0] <= max;
  return cookRange(entry, 'warm') !== null;
}
