import { describe, expect, it } from 'vitest';
import {
  detectLanguage,
  immediateLanguage,
  languageForCountry,
  languageFromTag,
  type DetectionInput,
} from './detect';

const input = (over: Partial<DetectionInput>): DetectionInput => ({
  saved: null,
  lookupGeo: async () => null,
  browserLanguage: null,
  browserLanguages: [],
  timezone: 'Europe/Rome',
  ...over,
});

const geo = (country: string) => async () => ({ country, region: 'R', city: 'C', timezone: 'Europe/Zurich' });

describe('country map (SPEC §9)', () => {
  it('maps every listed country, with CH going to French (the later entry wins)', () => {
    expect(['IT', 'SM', 'VA'].map(languageForCountry)).toEqual(['it', 'it', 'it']);
    expect(['FR', 'BE', 'LU', 'MC', 'CA', 'CH'].map(languageForCountry)).toEqual([
      'fr',
      'fr',
      'fr',
      'fr',
      'fr',
      'fr',
    ]);
    expect(['DE', 'AT', 'LI'].map(languageForCountry)).toEqual(['de', 'de', 'de']);
    expect(['US', 'GB', 'AU', 'NZ', 'IE', 'ZA', 'IN', 'SG'].map(languageForCountry)).toEqual(
      Array(8).fill('en'),
    );
    expect(languageForCountry('es')).toBeNull();
    expect(languageForCountry(' it ')).toBe('it');
  });

  it('reads language tags', () => {
    expect(languageFromTag('de-AT')).toBe('de');
    expect(languageFromTag('FR_ca')).toBe('fr');
    expect(languageFromTag('es-ES')).toBeNull();
    expect(languageFromTag(null)).toBeNull();
  });
});

describe('detectLanguage: the order of SPEC §4', () => {
  it('1. a saved choice wins and skips the network', async () => {
    let called = false;
    const result = await detectLanguage(
      input({ saved: 'de', lookupGeo: async () => ((called = true), null), browserLanguage: 'it' }),
    );
    expect(result).toMatchObject({ language: 'de', source: 'saved', confidence: 'high' });
    expect(called).toBe(false);
  });

  it('an invalid saved value is ignored', async () => {
    expect((await detectLanguage(input({ saved: 'xx', browserLanguage: 'fr-FR' }))).language).toBe('fr');
  });

  it('2. the IP country comes next, with high confidence and the location', async () => {
    const result = await detectLanguage(input({ lookupGeo: geo('CH'), browserLanguage: 'de-CH' }));
    expect(result).toEqual({
      language: 'fr',
      source: 'ip',
      confidence: 'high',
      country: 'CH',
      region: 'R',
      city: 'C',
      timezone: 'Europe/Zurich',
    });
  });

  it('3. the browser language when the lookup fails or the country is unmapped', async () => {
    const failing = await detectLanguage(
      input({
        lookupGeo: async () => {
          throw new Error('offline');
        },
        browserLanguage: 'it-IT',
      }),
    );
    expect(failing).toMatchObject({
      language: 'it',
      source: 'browser',
      confidence: 'medium',
      timezone: 'Europe/Rome',
    });
    const unmapped = await detectLanguage(input({ lookupGeo: geo('ES'), browserLanguage: 'de' }));
    expect(unmapped).toMatchObject({ language: 'de', source: 'browser', country: 'ES' });
  });

  it('4. then the other accepted languages, 5. then English with low confidence', async () => {
    const alt = await detectLanguage(
      input({ browserLanguage: 'es', browserLanguages: ['es', 'pt', 'fr-BE'] }),
    );
    expect(alt).toMatchObject({ language: 'fr', source: 'browser-alternative', confidence: 'medium' });
    const fallback = await detectLanguage(input({ browserLanguage: 'ja', browserLanguages: ['ja'] }));
    expect(fallback).toMatchObject({ language: 'en', source: 'default', confidence: 'low' });
  });

  it('the first frame uses the saved choice or the browser, never waiting', () => {
    expect(immediateLanguage('it', ['de'])).toBe('it');
    expect(immediateLanguage(null, ['es', 'de-DE'])).toBe('de');
    expect(immediateLanguage(null, [])).toBe('en');
  });
});
