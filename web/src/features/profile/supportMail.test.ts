import { describe, expect, it } from 'vitest';
import { supportMailto } from './supportMail';

describe('supportMailto', () => {
  it('encodes the subject and body so any language and any line survive', () => {
    const link = supportMailto('support@avanzo.app', 'Aide – Avanzo', 'Bonjour,\n\nJ’ai une question & plus');
    expect(link.startsWith('mailto:support@avanzo.app?subject=')).toBe(true);
    const url = new URL(link);
    expect(url.searchParams.get('subject')).toBe('Aide – Avanzo');
    expect(url.searchParams.get('body')).toBe('Bonjour,\n\nJ’ai une question & plus');
  });
});
