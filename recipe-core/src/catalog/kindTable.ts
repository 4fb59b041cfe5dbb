import type { IngredientKind } from './kinds';

/** The kind of every catalog entry (definitions: catalog/kinds.ts). */
export const KIND_OF: Readonly<Record<string, IngredientKind>> = {
};
