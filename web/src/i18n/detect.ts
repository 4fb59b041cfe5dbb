import { DEFAULT_LANGUAGE, isLanguage, type DetectionSource, type Language } from '@avanzo/sync-protocol';

/** SPEC §9 country → language map. CH is listed as Italian and then French; the later entry wins. */
const COUNTRY_LANGUAGE: Record<string, Language> = {};
const LISTS: Array<[Language, string[]]> = [
  ['it', ['IT', 'SM', 'VA', 'CH']],
  ['fr', ['FR', 'BE', 'LU', 'MC', 'CA', 'CH']],
  ['de', ['DE', 'AT', 'LI']],
  ['en', ['US', 'GB', 'AU', 'NZ', 'IE', 'ZA', 'IN', 'SG']],
];
for (const [language, countries] of LISTS) for (const c of countries) COUNTRY_LANGUAGE[c] = language;

export function languageForCountry(countryCode: string | null | undefined): Language | null {
  if (!countryCode) return null;
  return COUNTRY_LANGUAGE[countryCode.trim().toUpperCase()] ?? null;
}

/** "it-CH" → "it"; anything we do not offer → null. */
export function languageFromTag(tag: string | null | undefined): Language | null {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : null;
}

export type Confidence = 'high' | 'medium' | 'low';

export interface GeoInfo {
  country: string | null;
  region: string | null;
  city: string | null;
  timezone: string | null;
}

export interface Detection {
  language: Language;
  source: DetectionSource;
  confidence: Confidence;
  country?: string;
  region?: string;
  city?: string;
  timezone?: string;
}

export interface DetectionInput {
  saved: string | null;
  /** The public IP geolocation lookup; may reject or answer null. */
  lookupGeo: () => Promise<GeoInfo | null>;
  browserLanguage: string | null;
  browserLanguages: readonly string[];
  timezone: string | null;
}

const withGeo = (geo: GeoInfo | null, timezone: string | null) => {
  const out: Partial<Detection> = {};
  if (geo?.country) out.country = geo.country.toUpperCase();
  if (geo?.region) out.region = geo.region;
  if (geo?.city) out.city = geo.city;
  const tz = geo?.timezone ?? timezone;
  if (tz) out.timezone = tz;
  return out;
};

/**
 * SPEC §4 language choice order: the saved choice, the IP country, the browser language, the other
 * accepted languages, English. Saved and IP answers are high confidence, browser ones medium, the
 * default low. Never throws: a failed lookup just moves on to the next source.
 */
export async function detectLanguage(input: DetectionInput): Promise<Detection> {
  if (isLanguage(input.saved)) {
    return { language: input.saved, source: 'saved', confidence: 'high', ...withGeo(null, input.timezone) };
  }
  let geo: GeoInfo | null;
  try {
    geo = await input.lookupGeo();
  } catch {
    geo = null;
  }
  const fromIp = languageForCountry(geo?.country);
  if (fromIp) return { language: fromIp, source: 'ip', confidence: 'high', ...withGeo(geo, input.timezone) };
  const fromBrowser = languageFromTag(input.browserLanguage);
  if (fromBrowser) {
    return {
      language: fromBrowser,
      source: 'browser',
      confidence: 'medium',
      ...withGeo(geo, input.timezone),
    };
  }
  for (const tag of input.browserLanguages) {
    const alternative = languageFromTag(tag);
    if (alternative) {
      return {
        language: alternative,
        source: 'browser-alternative',
        confidence: 'medium',
        ...withGeo(geo, input.timezone),
      };
    }
  }
  return {
    language: DEFAULT_LANGUAGE,
    source: 'default',
    confidence: 'low',
    ...withGeo(geo, input.timezone),
  };
}

/** The language to paint the first frame in, without waiting for the network. */
export function immediateLanguage(saved: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(saved)) return saved;
  for (const tag of browserLanguages) {
    const language = languageFromTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
