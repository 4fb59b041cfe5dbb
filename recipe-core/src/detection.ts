import type { DetectedItem, Language } from '@avanzo/sync-protocol';
import { catalog as defaultCatalog, normalizeName, type CatalogIndex } from './catalog/index';

/** One food the vision model says it sees, before it is mapped onto the catalog. */
export interface RawDetection {
  name: string;
  /** The model's own name in the user's language, used only when the catalog does not know the food. */
  localName?: string;
  confidence: number;
}

/** Below this the model is guessing; we would rather show nothing than invent food. */
export const DETECTION_MIN_CONFIDENCE = 0.5;
/** A confidence the model did not state. */
const DEFAULT_CONFIDENCE = 0.8;
export const DETECTION_MAX_ITEMS = 25;
const NAME_MAX_LENGTH = 60;

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', it: 'Italian', fr: 'French', de: 'German' };

/** The instruction sent with the photo: a strict JSON list, only food that is clearly visible. */
export function detectionPrompt(locale: Language): string {
  return [
    'You identify food ingredients in one photo of a fridge, pantry, shopping or kitchen counter.',
    'List only foods you can clearly see in the photo. Never guess foods that are hidden, implied or typical;',
    'ignore packaging you cannot read, containers, tableware, people and anything that is not food.',
    `Reply with JSON only, no prose, in exactly this shape: {"ingredients":[{"name":"<common English name, singular>",` +
      `"localName":"<the same name in ${LANGUAGE_NAMES[locale]}>","confidence":<0 to 1>}]}.`,
    'Use plain ingredient names ("tomato", "cheddar", "chicken breast"), one entry per distinct food, at most 25.',
    'If you see no food, reply {"ingredients":[]}.',
  ].join('\n');
}

function confidenceOf(value: unknown): number | null {
  if (value === undefined || value === null) return DEFAULT_CONFIDENCE;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return null;
  // Some models answer in percent.
  const scaled = n > 1 && n <= 100 ? n / 100 : n;
  return scaled >= 0 && scaled <= 1 ? scaled : null;
}

function cleanName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(/\s+/g, ' ').trim();
  if (text.length === 0 || text.length > NAME_MAX_LENGTH || !/\p{L}/u.test(text)) return null;
  return text;
}

/**
 * Reads the model's reply: the JSON object from the first to the last brace (or a bare JSON list),
 * holding `ingredients` as strings or `{name, localName?, confidence?}` objects. Returns null when the
 * reply is not that shape at all; entries that are malformed are skipped, never guessed.
 */
export function parseDetectionReply(text: string): RawDetection[] | null {
  let data: unknown = undefined;
  const first = text.indexOf('{');
  const last = text.lastIndexOf('}');
  if (first !== -1 && last > first) {
    try {
      data = JSON.parse(text.slice(first, last + 1));
    } catch {
      data = undefined;
    }
  }
  if (data === undefined) {
    const open = text.indexOf('[');
    const close = text.lastIndexOf(']');
    if (open === -1 || close <= open) return null;
    try {
      data = JSON.parse(text.slice(open, close + 1));
    } catch {
      return null;
    }
  }
  const list = Array.isArray(data) ? data : (data as { ingredients?: unknown } | null)?.ingredients;
  if (!Array.isArray(list)) return null;
  const out: RawDetection[] = [];
  for (const entry of list) {
    if (typeof entry === 'string') {
      const name = cleanName(entry);
      if (name) out.push({ name, confidence: DEFAULT_CONFIDENCE });
      continue;
    }
    if (!entry || typeof entry !== 'object') continue;
    const record = entry as Record<string, unknown>;
    const name = cleanName(record.name);
    const confidence = confidenceOf(record.confidence);
    if (!name || confidence === null) continue;
    const localName = cleanName(record.localName);
    out.push(localName ? { name, localName, confidence } : { name, confidence });
  }
  return out;
}

/**
 * Maps what the model saw onto the catalog, in the user's language: known foods get the catalog's
 * name and emoji, unknown ones stay free text. Low-confidence guesses are dropped; duplicates merge.
 */
export function toDetectedItems(
  detections: readonly RawDetection[],
  locale: Language,
  index: CatalogIndex = defaultCatalog,
): DetectedItem[] {
  const seen = new Set<string>();
  const items: DetectedItem[] = [];
  for (const detection of detections) {
    if (detection.confidence < DETECTION_MIN_CONFIDENCE) continue;
    const entry =
      index.match(detection.name) ?? (detection.localName ? index.exact(detection.localName) : null);
    const item: DetectedItem = entry
      ? { id: entry.id, name: entry.names[locale].name, emoji: entry.emoji, confidence: detection.confidence }
      : {
          id: null,
          name: detection.localName ?? detection.name,
          emoji: '🥫',
          confidence: detection.confidence,
        };
    const key = selectionKey(item);
    if (seen.has(key)) continue;
    seen.add(key);
    items.push(item);
    if (items.length >= DETECTION_MAX_ITEMS) break;
  }
  return items;
}

/** An ingredient the user has chosen: a catalog entry (`id`) or free text. */
export interface SelectedIngredient {
  id: string | null;
  name: string;
  emoji: string;
}

/** Two selections are the same ingredient when they share a catalog id, or the same normalized text. */
export function selectionKey(item: { id: string | null; name: string }): string {
  return item.id ?? `text:${normalizeName(item.name)}`;
}

/** Adds `incoming` to `current` without duplicates; `added` counts the new ones (SPEC §4 camera flow). */
export function mergeSelections<T extends { id: string | null; name: string }>(
  current: readonly T[],
  incoming: readonly T[],
): { merged: T[]; added: number } {
  const keys = new Set(current.map(selectionKey));
  const merged = [...current];
  for (const item of incoming) {
    const key = selectionKey(item);
    if (keys.has(key)) continue;
    keys.add(key);
    merged.push(item);
  }
  return { merged, added: merged.length - current.length };
}

/** SPEC §8: when detection fails with a 500, four common ingredients are offered (not detected). */
export const FALLBACK_SUGGESTION_IDS = ['tomato', 'onion', 'carrot', 'potato'] as const;

export function fallbackSuggestions(
  locale: Language,
  index: CatalogIndex = defaultCatalog,
): SelectedIngredient[] {
  return FALLBACK_SUGGESTION_IDS.flatMap((id) => {
    const entry = index.get(id);
    return entry ? [{ id, name: entry.names[locale].name, emoji: entry.emoji }] : [];
  });
}
