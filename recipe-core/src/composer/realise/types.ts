import type { CatalogEntry } from '../../catalog/types';

/**
 * One ingredient as a sentence names it. `many` says the cook has several (or a weight) of a countable
 * ingredient, so it is named in the plural; mass nouns stay singular and plural-only nouns stay plural
 * whatever it says.
 */
export interface Mention {
  entry: CatalogEntry;
  many: boolean;
}

/** Renders ingredient mentions in one language's grammar. */
export interface Realiser {
  /** Every form a template may ask for in `{items:form}`. */
  readonly forms: readonly string[];
  /** The forms that give each ingredient its article (or articulated preposition, or case with article). */
  readonly articled: readonly string[];
  /** The mentions joined into a list ("le zucchine e la cipolla"), each in `form`. */
  list(mentions: readonly Mention[], form: string): string;
}
