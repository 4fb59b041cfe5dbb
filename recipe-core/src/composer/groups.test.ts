import { describe, expect, it } from 'vitest';
import { KIND_OF } from '../catalog/kindTable';
import * as G from './groups';

const ofKind = (kind: string) => Object.keys(KIND_OF).filter((id) => KIND_OF[id] === kind);

describe('ingredient groups', () => {
  it('name only catalog entries', () => {
    for (const [name, list] of Object.entries(G)) {
      if (!Array.isArray(list)) continue;
      const unknown = list.filter((id: string) => !(id in KIND_OF));
      expect(unknown, name).toEqual([]);
    }
  });

  // A tin of flageolets warms in a pan like a tin of cannellini: a catalog entry added later must not be
  // missing from the templates' lists (flageolets, thyme and rosemary had given no dish at all).
  it.each([
    ['cooked-pulse', G.READY_LEGUMES],
    ['egg', G.EGGS],
    ['milk', [...G.MILKS, 'condensed-milk', 'evaporated-milk']],
  ] as const)('hold every %s of the catalog', (kind, list) => {
    expect(ofKind(kind).filter((id) => !(list as readonly string[]).includes(id))).toEqual([]);
  });

  it('let a fleischwurst, a gammon steak and leftover beef cook in minutes', () => {
    for (const id of ['fleischwurst', 'gammon-steak', 'cooked-beef'])
      expect(G.QUICK_PROTEIN as readonly string[]).toContain(id);
  });
});
