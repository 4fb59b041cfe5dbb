/** Accent-, case- and punctuation-insensitive form of a name: "Crème Fraîche" → "creme fraiche". */
export function normalizeName(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Words in shop and recipe names that describe the state of an ingredient, not which one it is. */
const DESCRIPTORS = new Set(
  `fresh freshly chopped minced diced sliced grated shredded crushed large small medium extra boneless skinless
  halves halved whole dried frozen canned tinned cooked raw unsalted salted low sodium fat reduced lean organic ripe
  peeled cubed finely thinly roughly coarsely toasted roasted plain pure light virgin chilled cold hot warm melted
  softened room temperature beaten packed loosely firmly thick thin cut cuts pieces piece wedges strips rings
  trimmed seeded pitted deveined shelled boiled baked smoked sweetened unsweetened free range baby mini jumbo
  of and or the for to taste optional good quality homemade store bought prepared ready fine coarse freshly ground
  lowfat nonfat skim part`
    .split(/\s+/)
    .filter(Boolean),
);

/** A number or a weight or volume typed with the food ("500g", "1", "lb"): it says how much, not which. */
const QUANTITY = /^(\d+(g|kg|gr|ml|cl|l|lb|lbs|oz)?|g|kg|gr|ml|cl|lb|lbs|oz)$/;

/** The normalized name without the amounts typed with it: "ground beef 1 lb" → "ground beef". */
export function withoutQuantities(text: string): string {
  return normalizeName(text)
    .split(' ')
    .filter((word) => !QUANTITY.test(word))
    .join(' ');
}

/** The words of a free-text ingredient that can identify it, descriptors removed. */
export function coreWords(text: string): string[] {
  return normalizeName(text)
    .split(' ')
    .filter((word) => word.length > 0 && !DESCRIPTORS.has(word) && !QUANTITY.test(word));
}

/** A simple singular for English and Romance plurals, used only as a fallback lookup key. */
export function singularGuess(word: string): string[] {
  const out: string[] = [];
  if (word.endsWith('ies') && word.length > 4) out.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('oes') && word.length > 4) out.push(word.slice(0, -2));
  if (word.endsWith('es') && word.length > 3) out.push(word.slice(0, -2));
  if (word.endsWith('s') && word.length > 3) out.push(word.slice(0, -1));
  return out;
}
