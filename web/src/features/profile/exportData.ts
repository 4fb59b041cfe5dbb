import type { ActivityEntry, Recipe } from '@avanzo/sync-protocol';

/** SPEC §3 local export file. */
export interface ExportFile {
  recipes: Recipe[];
  savedRecipes: Recipe[];
  recentActivity: ActivityEntry[];
  exportDate: string;
}

/** The cook's data on this device as one JSON document: every recipe, the saved ones, the activity. */
export function buildExport(
  recipes: readonly Recipe[],
  activity: readonly ActivityEntry[],
  now: Date,
): ExportFile {
  return {
    recipes: [...recipes],
    savedRecipes: recipes.filter((r) => r.saved),
    recentActivity: [...activity],
    exportDate: now.toISOString(),
  };
}

/** A dated file name in the cook's own calendar day: avanzo-export-2026-11-22.json. */
export function exportFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `avanzo-export-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}
