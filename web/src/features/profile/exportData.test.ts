import { describe, expect, it } from 'vitest';
import { EMPTY_RECIPE_FIELDS, type ActivityEntry, type Recipe } from '@avanzo/sync-protocol';
import { buildExport, exportFileName } from './exportData';

const recipe = (id: string, saved: boolean): Recipe => ({
  ...EMPTY_RECIPE_FIELDS,
  id,
  title: `Recipe ${id}`,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  saved,
});

const activity: ActivityEntry = {
  id: 'a1',
  type: 'recipe_generated',
  title: 'Recipe 1',
  description: '',
  relatedId: '1',
  timestamp: '2026-11-20T10:00:00.000Z',
};

describe('buildExport', () => {
  it('has the four keys of the export file, with the saved recipes picked out', () => {
    const now = new Date('2026-11-22T09:30:00.000Z');
    const file = buildExport([recipe('1', true), recipe('2', false)], [activity], now);
    expect(Object.keys(file).sort()).toEqual(['exportDate', 'recentActivity', 'recipes', 'savedRecipes']);
    expect(file.recipes.map((r) => r.id)).toEqual(['1', '2']);
    expect(file.savedRecipes.map((r) => r.id)).toEqual(['1']);
    expect(file.recentActivity).toEqual([activity]);
    expect(file.exportDate).toBe('2026-11-22T09:30:00.000Z');
    // It survives a round trip through JSON unchanged.
    expect(JSON.parse(JSON.stringify(file))).toEqual(file);
  });

  it('is a valid, empty export for a new account', () => {
    const file = buildExport([], [], new Date(0));
    expect(file).toEqual({
      recipes: [],
      savedRecipes: [],
      recentActivity: [],
      exportDate: '1970-01-01T00:00:00.000Z',
    });
  });
});

describe('exportFileName', () => {
  it('is dated with the local calendar day, zero-padded', () => {
    expect(exportFileName(new Date(2026, 0, 5, 23, 59))).toBe('avanzo-export-2026-01-05.json');
    expect(exportFileName(new Date(2026, 10, 22, 0, 1))).toBe('avanzo-export-2026-11-22.json');
  });
});
