import type { CatalogEntry } from '../catalog/types';
import { fits } from './fits';
import { EN } from './texts/en';
import {
  CUT_GROUPS,
  cookGroupOf,
  cookRange,
  prepGroupOf,
  type Cut,
  type Method,
  type PrepGroup,
} from './technique';
import type { Archetype, Composition, Role } from './types';

type Step = Composition['steps'][number];

/** An ingredient that would overcook in the time its role cooks: it goes in later, for just what it needs. */
interface Late {
  entry: CatalogEntry;
  role: Role;
  method: Method | 'warm';
  minutes: number;
}

/**
 * The most minutes a prep that takes no cutting is worth, whatever the step's share: draining a tin, picking
 * and chopping a few herbs, peeling a clove or two of garlic. A chickpea salad is not 8 minutes of draining.
 */
const QUICK_PREP: Partial<Record<PrepGroup, number>> = {
  drain: 1,
  rinse: 2,
  herb: 2,
  tornHerb: 1,
  chives: 1,
  garlic: 2,
};

/** The text key of a prep step for one group and cut: `prep.<group>.<cut>` where it exists, else `prep.<group>`. */
export function prepKey(group: PrepGroup, cut: Cut): string {
  const specific = `prep.${group}.${cut}`;
  return CUT_GROUPS.has(group) && Object.hasOwn(EN.steps, specific) ? specific : `prep.${group}`;
}

/**
 * What each cooked role needs: the longest minimum of the kinds cooked with it, and the ingredients that go
 * in late (a fish on a tray bake, peas in a soup, spinach in a curry, a tin of tuna in a stew).
 */
function planRoles(archetype: Archetype, byRole: ReadonlyMap<Role, readonly CatalogEntry[]>) {
  const need = new Map<Role, number>();
  const late: Late[] = [];
  // A named dish may fill one role from several slots: each ingredient is planned once, by the slot that took it.
  const planned = new Set<string>();
  for (const spec of archetype.roles) {
    if (!spec.cook) continue;
    const [method, minutes] = spec.cook;
    for (const entry of byRole.get(spec.role) ?? []) {
      if (planned.has(entry.id) || !fits(spec, entry)) continue;
      planned.add(entry.id);
      const range = cookRange(entry, method);
      const warm = cookRange(entry, 'warm');
      if (range && range[1] < minutes) {
        late.push({
          entry,
          role: spec.role,
          method,
          minutes: Math.round(range[0] + (range[1] - range[0]) / 4),
        });
      } else if (!range && warm && warm[1] < minutes) {
        late.push({ entry, role: spec.role, method: 'warm', minutes: 2 });
      } else if (range) {
        need.set(spec.role, Math.max(need.get(spec.role) ?? 0, range[0]));
      }
    }
  }
  return { need, late };
}

/**
 * The text a step key reads from: the key itself; for a kind-worded key ("bowl.protein@fish") without its own
 * text, the shared wording of that kind ("brownProtein@fish"); otherwise the step's plain text.
 */
export function stepTextKey(texts: Readonly<Record<string, string>>, key: string): string {
  if (Object.hasOwn(texts, key)) return key;
  const [base, group] = key.split('@');
  if (group && Object.hasOwn(texts, `brownProtein@${group}`)) return `brownProtein@${group}`;
  return base as string;
}

/** The step's text key, worded for its first ingredient's kind where a text exists ("brownProtein@mince"). */
function keyFor(key: string, byKind: boolean | undefined, first: CatalogEntry | undefined): string {
  if (!byKind || !first) return key;
  const group = cookGroupOf(first);
  const specific = group ? `${key}@${group}` : '';
  return specific && stepTextKey(EN.steps, specific) !== key ? specific : key;
}

/**
 * The dish's steps for what the cook has: prep steps split by the work each kind needs (eggs are cracked,
 * tins drained, meat patted dry and cut, leaves washed), cooking steps that last as long as their kinds need
 * and no longer, protein steps worded for the kind, and late additions for what cooks faster than the rest.
 */
export function planSteps(
  archetype: Archetype,
  byRole: ReadonlyMap<Role, readonly CatalogEntry[]>,
  baseMinutes: number,
  readyCut: ReadonlyMap<string, PrepGroup> = new Map(),
): Step[] {
  const { need, late } = planRoles(archetype, byRole);
  const lateIds = new Set(late.map((l) => l.entry.id));
  const kinds = new Set([...byRole.values()].flat().map((e) => e.kind));
  const ids = new Set([...byRole.values()].flat().map((e) => e.id));
  const steps: Step[] = [];
  for (const step of archetype.steps) {
    if (step.ifKinds && !step.ifKinds.some((k) => kinds.has(k))) continue;
    if (step.unlessKinds?.some((k) => kinds.has(k))) continue;
    if (step.ifIds && !step.ifIds.some((id) => ids.has(id))) continue;
    if (step.unless && [step.unless].flat().some((role) => byRole.has(role))) continue;
    if (step.ifRoles && !step.ifRoles.some((role) => byRole.has(role))) continue;
    const roles = (step.uses ?? []).filter((role) => byRole.has(role));
    const cooked = step.cooks ?? [];
    let lateHere = late.filter((l) => cooked.includes(l.role));
    let named = roles
      .flatMap((role) => byRole.get(role) ?? [])
      .filter((e) => step.prep !== undefined || !lateIds.has(e.id));
    // A step whose every ingredient goes in late is that late addition itself.
    let forced: number | null = null;
    // (Only when the step has ingredients of its own: a step for the stock the cook does not have is skipped,
    // not turned into "Pour in the peas".)
    if (named.length === 0 && lateHere.length > 0 && roles.length > 0) {
      named = lateHere.map((l) => l.entry);
      forced = Math.max(...lateHere.map((l) => l.minutes));
      lateHere = [];
    }
    if (step.uses && step.uses.length > 0 && named.length === 0) continue;
    if (step.prep) {
      const groups = new Map<PrepGroup, string[]>();
      for (const e of named) {
        // Grated cheese is not grated again, and cherries from a jar are drained, not stoned.
        const group = readyCut.get(e.id) ?? prepGroupOf(e);
        if (group !== 'none') groups.set(group, [...(groups.get(group) ?? []), e.id]);
      }
      let minutes = step.minutes;
      for (const [group, items] of groups) {
        const share = Math.max(1, Math.round(step.minutes / groups.size));
        steps.push({
          key: prepKey(group, step.prep),
          items,
          minutes: Math.min(share, minutes, QUICK_PREP[group] ?? share),
          phase: 'prep',
        });
        minutes = Math.max(0, minutes - share);
      }
      continue;
    }
    let minutes = step.minutes === 0 ? baseMinutes : step.minutes;
    const lateMinutes = Math.max(0, ...lateHere.map((l) => l.minutes));
    const needed = Math.max(0, ...cooked.map((role) => need.get(role) ?? 0));
    // What goes in late cooks within the step's time (peas for the risotto's last minutes), but a base (rice,
    // grains, pulses) keeps at least most of its own cooking time.
    const shortened =
      step.minutes === 0 ? Math.max(minutes - lateMinutes, Math.ceil(minutes * 0.6)) : minutes - lateMinutes;
    // What goes in late cooks on with the rest of the pot: the step and its late additions together give the
    // slowest kind its time (carrots added for the last 20 minutes of a beef stew's 90).
    minutes = forced ?? Math.max(shortened, needed - lateMinutes, 1);
    // With something still to go in, the step says only how long ("Roast for 10 min"), not "until cooked".
    const before = `${step.key}.before`;
    steps.push({
      key:
        lateHere.length > 0 && Object.hasOwn(EN.steps, before)
          ? before
          : keyFor(step.key, step.byKind, named[0]),
      items: named.map((e) => e.id),
      minutes,
      phase: step.phase,
    });
    for (const method of new Set(lateHere.map((l) => l.method))) {
      const group = lateHere.filter((l) => l.method === method);
      steps.push({
        key: `late.${method}`,
        items: group.map((l) => l.entry.id),
        minutes: Math.max(...group.map((l) => l.minutes)),
        phase: 'cook',
      });
    }
  }
  // Whatever no step names (a prep step that had nothing to do for it, and no later step that uses it) is
  // set out with the rest of the preparation, so every ingredient the cook has appears in the method.
  const named = new Set(steps.flatMap((st) => st.items));
  const unnamed = [...byRole.values()].flat().filter((e) => !named.has(e.id));
  if (unnamed.length) {
    const at = steps.reduce(
      (last, st, i) => (st.phase === 'prep' && st.key.startsWith('prep.') ? i + 1 : last),
      0,
    );
    steps.splice(at, 0, { key: 'prep.ready', items: unnamed.map((e) => e.id), minutes: 1, phase: 'prep' });
  }
  return steps;
}
