import type { Language } from '@avanzo/sync-protocol';
import { normalizeName } from '../catalog/normalize';
import type { CatalogEntry, IngredientKind, IngredientUnit } from '../catalog/types';

/** A kitchen-sensible number for an amount: grams to 5/10/25, pieces to halves up to one then whole, spoons to halves. */
export function roundAmount(amount: number, unit: IngredientUnit): number {
  if (unit === 'g' || unit === 'ml') {
    if (amount < 10) return Math.max(1, Math.round(amount));
    const step = amount <= 50 ? 5 : amount <= 300 ? 10 : 25;
    return Math.round(amount / step) * step;
  }
  // Nobody measures half a pinch, half a clove, half a slice, half a leaf or half a stick of celery.
  if (unit === 'pinch' || unit === 'clove' || unit === 'slice' || unit === 'leaf' || unit === 'stalk')
    return Math.max(1, Math.round(amount));
  // Half a lemon or half an avocado, yes; but three and a half potatoes or one and a half onions, no.
  if (unit === 'piece' && amount > 1.25) return Math.round(amount);
  return Math.max(0.5, Math.round(amount * 2) / 2);
}

/**
 * Seasonings do not scale with the pot: twice the servings take less than twice the spice. They scale from
 * a two-serving reference by servings^0.7 (8 servings: about 5 times the two-serving amount, not 8), as
 * cooks and cookbook scaling tables do.
 */
const SEASONING_KINDS = new Set<IngredientKind>([
  'spice',
  'dried-herb',
  'woody-herb',
  'chili',
  'aromatic-root',
  'paste',
  'sauce',
  'vinegar',
  'leavening',
  'baking-flavour',
  'flavour-oil',
]);
const REFERENCE_SERVINGS = 2;
export const SEASONING_EXPONENT = 0.7;

/** How many servings' worth of a seasoning (or of cooking oil) a dish for `servings` takes. */
export function seasoningServings(servings: number): number {
  return REFERENCE_SERVINGS * (servings / REFERENCE_SERVINGS) ** SEASONING_EXPONENT;
}

/** The amount for `servings`, scaled from the catalog's typical amount per serving. */
export function scaledAmount(entry: CatalogEntry, servings: number, share = 1): number {
  const portions = SEASONING_KINDS.has(entry.kind) ? seasoningServings(servings) : servings;
  const raw = entry.perServing * share * portions;
  // Whole eggs and similar countables are never halved.
  if (entry.unit === 'piece' && entry.category === 'eggs') return Math.max(1, Math.round(raw));
  return roundAmount(raw, entry.unit);
}

export function gramsOf(entry: CatalogEntry, amount: number): number {
  return amount * entry.gramsPerUnit;
}

/** A number as a cook reads it: 0.5 → "½", 1.5 → "1½", 2 → "2". */
export function formatAmount(amount: number): string {
  const whole = Math.floor(amount);
  const half = amount - whole >= 0.5;
  if (!half) return String(whole);
  return whole === 0 ? '½' : `${whole}½`;
}

/** Words that count before a food's name, in the four languages: "half a leek", "una carota", "zwei Zwiebeln". */
const COUNT_WORDS: ReadonlyArray<[RegExp, number]> = [
  [
    /^(half (a |an )?|a half |mezz[oa] |mezz |une? demi |demi |la moitie d (un |une )?|eine? halbe[rs]? |halbe[rs]? )/,
    0.5,
  ],
  [/^(a |an |one |1 |un |una |uno |une |ein |eine |einen )/, 1],
  [/^(two |2 |due |deux |zwei )/, 2],
  [/^(three |3 |tre |trois |drei )/, 3],
  [/^(four |4 |quattro |quatre |vier )/, 4],
  [/^(five |cinque |cinq |funf )/, 5],
  [/^(six |sei |sechs )/, 6],
  [/^(eight |otto |huit |acht )/, 8],
  [/^(ten |dieci |dix |zehn )/, 10],
];
/** Any other number typed first: "6 pommes golden", "12 eggs". */
const COUNT_DIGITS = /^(\d{1,2}) /;
/** Containers and weights: "a tin of", "2 Dosen", "500 g" say nothing of how many pieces there are. */
const NOT_PIECES =
  /\b(tins?|cans?|packs?|packets?|bags?|box(es)?|jars?|tubs?|bottles?|blocks?|cartons?|punnets?|bunch(es)?|slices?|scatol\w*|confezion\w*|barattol\w*|bust\w*|vaschett\w*|pacc\w*|lattin\w*|mazz\w*|bottigli\w*|sacchett\w*|panett\w*|fett\w*|boites?|paquets?|sachets?|pots?|barquettes?|bouteilles?|bottes?|tranches?|briques?|bocaux|bocal|dosen?|packung\w*|pck|pkg|pkt|glas|glaser|beutel|becher|flaschen?|bund|schalen?|tuten?|packchen|scheiben?|sackerl|sack|netz|sac|rete|g|kg|ml|cl|l|lb|oz)\b|\bfilets? d[e ]/;

/**
 * How many of a countable food the cook typed, or null when the name does not say: "half a leek" 0.5, "una
 * carota" 1, "2 courgettes" 2; "a tin of tomatoes" and "500 g potatoes" say nothing of pieces.
 */
export function typedCount(name: string): number | null {
  const raw = name.trim().toLowerCase();
  const text = `${normalizeName(raw)} `;
  // "a few", "ein paar", "qualche", "quelques": some, not one.
  if (A_FEW.test(text)) return null;
  // "un pollo a pezzi", "a chicken cut into pieces": one bird, many pieces.
  if (IN_PIECES.test(text)) return null;
  // "half a dozen eggs" is six, not half an egg.
  const dozens = DOZEN.exec(text);
  if (dozens) return dozens[1] ? 6 : 12;
  if (/^(½|1\/2)\s/.test(raw)) return 0.5;
  if (NOT_PIECES.test(text)) return null;
  for (const [pattern, count] of COUNT_WORDS) if (pattern.test(text)) return count;
  const digits = COUNT_DIGITS.exec(text);
  return digits ? Number(digits[1]) : null;
}

const A_FEW =
  /^(a few |a couple of |some |ein paar |einige |qualche |un po d |un paio di |alcun[ei] |quelques |un peu d |plusieurs )/;

const SLICE_COUNT =
  /^(\d+|a|one|two|three|four|un|une|uno|una|due|deux|tre|trois|quattro|quatre|ein|eine|zwei|drei|vier) (slices?|strips?|rashers?|fett[ae]|tranches?|scheiben?)\b/;

const IN_PIECES =
  /\b(a pezzi|in pezzi|cut up|in pieces|into pieces|jointed|decoupe|en morceaux|zerlegt|in teilen)\b/;

const DOZEN =
  /^(?:(half (?:a )?|mezza |une? demi |demi |ein halbes |halbes )|a |one |una |une |ein |1 )?(?:dozen|dozzina|douzaine|dutzend)\b/;

/** Weights and volumes as cooks type them, in grams or millilitres per unit word. */
const WEIGHT_UNITS: Readonly<Record<string, { g?: number; ml?: number }>> = {
  g: { g: 1 },
  gr: { g: 1 },
  gramm: { g: 1 },
  grammi: { g: 1 },
  gramme: { g: 1 },
  grammes: { g: 1 },
  kg: { g: 1000 },
  kilo: { g: 1000 },
  chilo: { g: 1000 },
  chili: { g: 1000 },
  lb: { g: 454 },
  lbs: { g: 454 },
  pound: { g: 454 },
  pfund: { g: 500 },
  oz: { g: 28 },
  ml: { ml: 1 },
  cl: { ml: 10 },
  l: { ml: 1000 },
  litre: { ml: 1000 },
  liter: { ml: 1000 },
  litro: { ml: 1000 },
  litri: { ml: 1000 },
};
const WEIGHT = new RegExp(
  `(?:^|\\s)(\\d+(?:p\\d+)?|half (?:a )?|mezz[oa] |un demi |demi |ein halbes |halbes |a |one |un |uno |ein |eine )\\s*(${Object.keys(WEIGHT_UNITS).join('|')})\\b`,
);

/** The weight or volume the cook typed ("500 g", "mezzo chilo", "1 Liter"), or null when the name gives none. */
export function typedWeight(name: string): { g?: number; ml?: number } | null {
  // "1,5 kg" and "1.5 kg" keep their decimal point through the normalising (which keeps letters and digits).
  const text = normalizeName(name.replace(/(\d)[.,](\d)/g, '$1p$2').replace(/½/g, ' half '));
  const found = WEIGHT.exec(text);
  if (!found) return null;
  const [, amountWord = '', unitWord = ''] = found;
  const per = WEIGHT_UNITS[unitWord];
  if (!per) return null;
  const amount = /\d/.test(amountWord)
    ? Number(amountWord.replace('p', '.'))
    : /half|mezz|demi|halbes/.test(amountWord)
      ? 0.5
      : 1;
  return per.g ? { g: amount * per.g } : { ml: amount * (per.ml ?? 1) };
}

/** A bar of chocolate in four languages. */
const BAR_WORDS = /\b(bars?|tablettes?|tavolett[ae]|tafeln?)\b/;
/** Words for one cut of meat or fish, whatever its kind: "2 steaks", "4 Schnitzel", "2 fillets". */
const CUT_WORDS =
  /\b(steaks?|chops?|fillets?|filets?|escalopes?|cutlets?|breasts?|bistecch[ae]|fettin[ae]|scaloppin[ae]|cotolett[ae]|filett[oi]|petti|petto|cotes?|schnitzel|koteletts?|filets?|brust\w*|steaks)\b/;
const CUT_GRAMS: Partial<Record<IngredientKind, number>> = {
  'red-meat': 170,
  poultry: 160,
  'firm-fish': 140,
  'delicate-fish': 140,
  'smoked-fish': 140,
  'salt-fish': 140,
};

/**
 * What one counted piece of a food sold by weight weighs: a sausage (about 90 g), or a steak, an escalope or a
 * fillet when the cook named the cut. Null when a count says nothing of the weight ("2 trout", "1 chicken").
 */
function pieceGrams(entry: CatalogEntry, text: string): number | null {
  if (entry.kind === 'sausage') return 90;
  // A pork tenderloin (a French "filet mignon") is one whole piece of 400 to 500 g, however it is called.
  if (entry.id === 'pork-tenderloin') return 450;
  // A yogurt is a single pot of 125 g ("2 yaourts nature", "3 vasetti di yogurt"); a tub or a big pot is more.
  if (entry.kind === 'yogurt')
    return /\b(tubs?|grands?|large|big|secchiell\w*|eimer)\b/.test(text) ? null : 125;
  // A bar of chocolate: 100 g, or 200 g for the baking bars French cooks buy ("chocolat pâtissier").
  if (entry.kind === 'chocolate' && BAR_WORDS.test(text))
    return /patissier|dessert|a cuire/.test(text) ? 200 : 100;
  return CUT_WORDS.test(text) ? (CUT_GRAMS[entry.kind] ?? null) : null;
}

/** Words for a single stick of celery or clove of garlic: only then does a count cap those units. */
const STALK_WORDS = /\b(stalks?|sticks?|cost[ae]|branches?|stangen?)\b/;
const CLOVE_WORDS = /\b(cloves?|spicchi|spicchio|gousses?|zehen?)\b/;

/**
 * The most of an ingredient the cook said they have, in the entry's own unit, or null when the words say
 * nothing: "half a leek" 0.5 (pieces), "una costa di sedano" 1 (stalks), "mezzo chilo di cozze" 500 (grams),
 * "200 g potatoes" about 1.3 (pieces of 150 g). "a head of garlic" says nothing of cloves.
 */
export function typedLimit(name: string, entry: CatalogEntry): number | null {
  const weight = typedWeight(name);
  if (weight) {
    if (entry.unit === 'g' && weight.g) return weight.g;
    if (entry.unit === 'ml' && weight.ml) return weight.ml;
    if (entry.unit === 'piece' && weight.g && entry.gramsPerUnit > 1) return weight.g / entry.gramsPerUnit;
    return null;
  }
  // "4 strips of bacon", "2 tranches de jambon", "3 Scheiben Kochschinken": slices counted as slices.
  if (entry.unit === 'slice') {
    const sliced = SLICE_COUNT.exec(normalizeName(name));
    const words = sliced ? COUNT_WORDS.find(([pattern]) => pattern.test(`${sliced[1]} `)) : undefined;
    return sliced ? (/^\d+$/.test(sliced[1] ?? '') ? Number(sliced[1]) : (words?.[1] ?? null)) : null;
  }
  const count = typedCount(name);
  if (count === null) return null;
  const text = normalizeName(name);
  if (entry.unit === 'piece') return count;
  if (entry.unit === 'g') {
    const each = pieceGrams(entry, text);
    return each === null ? null : count * each;
  }
  if (entry.unit === 'stalk') return STALK_WORDS.test(text) ? count : null;
  if (entry.unit === 'clove') return CLOVE_WORDS.test(text) ? count : null;
  return null;
}

/** Words that say a food comes already cut: grated, sliced, diced, in cubes. */
const CUT_ALREADY =
  /\b(grated|shredded|sliced|diced|cubed|grattugiat[oaie]|affettat[oaie]|a cubetti|a dadini|rape|rapes|emince|eminces|en des|en tranches|gerieben\w*|gewurfelt\w*|geschnitten\w*|in scheiben|reibekase)\b/;
/** Containers fruit comes in already stoned and peeled: a jar or a tin of cherries, peaches or pears. */
const IN_A_JAR =
  /\b(jars?|tins?|cans?|canned|tinned|barattol\w*|vasett\w*|scatol\w*|sciroppat\w*|bocaux|bocal|conserve|au sirop|glas|glaser|dosen?)\b/;

/** Small new potatoes: "baby new potatoes", "pommes de terre grenaille", "patate novelle", "Drillinge". */
const NEW_POTATOES =
  /\b(new|baby|small|salad potatoes|grenailles?|nouvelles?|petites?|novell\w*|piccol\w*|drillinge|neue|kleine|frühkartoffeln|fruhkartoffeln)\b/;
/** Poultry pieces with their skin or bone: "chicken thighs skin on", "cosce con la pelle", "avec la peau". */
const ON_THE_BONE =
  /\b(skin on|skin-on|bone in|bone-in|con la pelle|con l osso|avec la peau|avec l os|mit haut|mit knochen)\b/;
/** Fruit from the freezer. */
const FROZEN = /\b(frozen|surgelat\w*|congelat\w*|surgele\w*|congele\w*|tk|tiefgekuhlt\w*|gefroren\w*)\b/;
/** Capers or anchovies packed in salt, not brine or oil: rinsed and soaked, or the dish is far too salty. */
const IN_SALT = /\b(sotto sale|al sale|salt packed|packed in salt|salted|au sel|sales|in salz|gesalzen\w*)\b/;

/**
 * How the cook's words say the food is prepared, when they say it needs no cutting: "200 g geriebener
 * Bergkäse", "gruyère râpé", "pancetta a cubetti" need nothing ('none'); "ein Glas Sauerkirschen" (fruit from a
 * jar or a tin is already stoned) is drained ('drain'); "capperi sotto sale" are rinsed and soaked ('desalt').
 * Null when the words say nothing.
 */
export function comesReadyCut(
  name: string,
  entry: CatalogEntry,
): 'none' | 'drain' | 'desalt' | 'fromFrozen' | 'halve' | 'boneIn' | null {
  const text = normalizeName(name);
  // Baby new potatoes are washed and halved, never peeled and diced like a baking potato.
  if (entry.id === 'potato' && NEW_POTATOES.test(text)) return 'halve';
  // Thighs with their skin and bone are dried and cooked whole, never cut into bite-sized pieces.
  if (entry.kind === 'poultry' && ON_THE_BONE.test(text)) return 'boneIn';
  if (entry.category === 'fruit' && IN_A_JAR.test(text)) return 'drain';
  // Frozen berries go in as they are: rinsing and patting them dry would only thaw them into a mush.
  if (entry.category === 'fruit' && FROZEN.test(text)) return 'fromFrozen';
  if ((entry.kind === 'preserved-veg' || entry.id === 'anchovy-fillets') && IN_SALT.test(text))
    return 'desalt';
  return CUT_ALREADY.test(text) ? 'none' : null;
}

/**
 * Fish a cook buys whole as often as in fillets: what one gutted fish weighs, and how many make a serving.
 * An orata of 400 g feeds one; red mullet are small, two to a plate.
 */
const SOLD_WHOLE: Readonly<Record<string, { grams: number; perServing: number }>> = {
  'sea-bream': { grams: 400, perServing: 1 },
  'sea-bass': { grams: 400, perServing: 1 },
  trout: { grams: 300, perServing: 1 },
  mackerel: { grams: 300, perServing: 1 },
  'red-mullet': { grams: 150, perServing: 2 },
};
/** Words that say the fish is whole: "orata intera", "whole sea bass", "ganze Forellen". */
const WHOLE_WORDS = /\b(whole|inter[aoie]|entiere?s?|ganze[nrs]?)\b/;
/** Words that say it is cut: fillets, steaks, a loin. */
const CUT_FISH = /(fillet|filet|filett|steak|trancio|tranci|darne|pave|loin|lonza)/;
/**
 * Fish a cook in these languages buys whole when they name it bare: "orata", "dorade", "Forelle". An English
 * cook's "sea bass" is as often two fillets, so English says "whole" or counts them.
 */
const BARE_WHOLE: Readonly<Record<string, readonly string[]>> = {
  'sea-bream': ['it', 'fr', 'de'],
  'sea-bass': ['it', 'fr'],
  'red-mullet': ['it', 'fr'],
  trout: ['de'],
};
const WHOLE_FORMS = new Map<string, CatalogEntry>();

/**
 * The fish as the cook has it when their words say it is whole ("un'orata", "2 Forellen", "whole sea bass",
 * a bare "dorade" in French): the same entry, counted in fish, of the kind that cooks on the bone. Null when the
 * words say fillets, a weight, or nothing that makes it whole.
 */
export function wholeFishOf(name: string, entry: CatalogEntry, language: Language): CatalogEntry | null {
  const sold = SOLD_WHOLE[entry.id];
  if (!sold) return null;
  const text = normalizeName(name);
  if (CUT_FISH.test(text) || typedWeight(name)) return null;
  const names = entry.names[language];
  const bare =
    BARE_WHOLE[entry.id]?.includes(language) === true &&
    [names.name, names.plural].some((n) => normalizeName(n) === text);
  if (!WHOLE_WORDS.test(text) && typedCount(name) === null && !bare) return null;
  let whole = WHOLE_FORMS.get(entry.id);
  if (!whole) {
    whole = {
      ...entry,
      kind: 'whole-fish',
      unit: 'piece',
      perServing: sold.perServing,
      gramsPerUnit: sold.grams,
      // Head, bones and fins are about half of a whole fish: the energy is the fillets'.
      kcalPer100g: Math.round(entry.kcalPer100g / 2),
    };
    WHOLE_FORMS.set(entry.id, whole);
  }
  return whole;
}

/** Rice the cook names by a long-grain variety: it cooks apart and dry, never creamy like a risotto's. */
const LONG_GRAIN = /(basmati|jasmin|long[- ]?grain|chicco lungo|riz long|langkorn|\bthai\b|parboil)/;
const LONG_GRAIN_RICE = new Map<string, CatalogEntry>();

/** The rice as the cook has it when their words name a long-grain variety; null otherwise. */
export function longGrainOf(name: string, entry: CatalogEntry): CatalogEntry | null {
  if (entry.id !== 'rice' || !LONG_GRAIN.test(normalizeName(name))) return null;
  let rice = LONG_GRAIN_RICE.get(entry.id);
  if (!rice) {
    rice = { ...entry, longGrain: true };
    LONG_GRAIN_RICE.set(entry.id, rice);
  }
  return rice;
}

/** Vegetables that already come preserved, cooked or are never bought in a tin for cooking as such. */
const NOT_TINNED_FORM: ReadonlySet<IngredientKind> = new Set([
  'preserved-veg',
  'cooked-pulse',
  'cooked-starch',
]);
const TINNED = new Map<string, CatalogEntry>();

/**
 * A vegetable from a tin or a jar ("1 Dose Champignons", "1 Glas Spargelabschnitte", "a tin of peas"): cooked
 * already, so it is drained and only warmed through, never simmered as if raw. Null when the words say nothing.
 */
export function tinnedOf(name: string, entry: CatalogEntry): CatalogEntry | null {
  if (entry.category !== 'vegetables' || NOT_TINNED_FORM.has(entry.kind)) return null;
  if (!IN_A_JAR.test(normalizeName(name))) return null;
  let tinned = TINNED.get(entry.id);
  if (!tinned) {
    tinned = { ...entry, kind: 'preserved-veg', tinned: true };
    TINNED.set(entry.id, tinned);
  }
  return tinned;
}
