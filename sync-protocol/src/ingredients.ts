import { Type, type Static } from 'typebox';

/** SPEC §7: the image sent for detection (a data URL) may be at most this large once decoded. */
export const DETECT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** The JSON body of a detection request: the base64 image (4/3 of the bytes) plus a little room. */
export const DETECT_BODY_MAX_BYTES = Math.ceil((DETECT_IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024;
/** SPEC §7: JPEG quality of a captured frame (0.95 in the iOS workaround). */
export const CAPTURE_JPEG_QUALITY = 0.9;
export const CAPTURE_JPEG_QUALITY_IOS = 0.95;
/** SPEC §9 camera constants. */
export const CAMERA_IDEAL = { width: 1280, height: 720 } as const;
export const CAMERA_MAX = { width: 1920, height: 1080 } as const;
export const VIDEO_LOAD_TIMEOUT_MS = 10_000;
export const VIDEO_LOAD_TIMEOUT_IOS_MS = 15_000;
export const IOS_CAMERA_RETRIES = 3;
export const SEARCH_DEBOUNCE_MS = 300;

/** SPEC §3 ingredient database entry: the English name, the name in the asked locale, the category. */
export const IngredientEntry = Type.Object({
  id: Type.String(),
  name: Type.String(),
  localizedName: Type.String(),
  category: Type.String(),
  emoji: Type.String(),
});
export type IngredientEntry = Static<typeof IngredientEntry>;

export const IngredientsReply = Type.Object({
  ingredients: Type.Array(IngredientEntry),
  total: Type.Integer(),
});
export type IngredientsReply = Static<typeof IngredientsReply>;

const Locale = Type.Optional(Type.String({ maxLength: 10 }));

export const IngredientsAllQuery = Type.Object({ locale: Locale });
export const IngredientsCategoryQuery = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 40 }),
  locale: Locale,
});
export const IngredientsSearchQuery = Type.Object({
  q: Type.String({ maxLength: 100 }),
  locale: Locale,
});

export const DetectBody = Type.Object({
  image: Type.String({ minLength: 1 }),
  locale: Locale,
});
export type DetectBody = Static<typeof DetectBody>;

/** One detected ingredient: mapped onto the catalog when it can be (`id`), otherwise free text. */
export const DetectedItem = Type.Object({
  name: Type.String(),
  id: Type.Union([Type.String(), Type.Null()]),
  emoji: Type.String(),
  confidence: Type.Number({ minimum: 0, maximum: 1 }),
});
export type DetectedItem = Static<typeof DetectedItem>;

/** SPEC §3 ingredient detection response, plus `items` with what each name was mapped to. */
export const DetectReply = Type.Object({
  ingredients: Type.Array(Type.String()),
  items: Type.Array(DetectedItem),
  confidence: Type.Number({ minimum: 0, maximum: 1 }),
  fallbackMode: Type.Boolean(),
});
export type DetectReply = Static<typeof DetectReply>;
