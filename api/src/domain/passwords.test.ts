import { describe, expect, it } from 'vitest';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with scrypt and a fresh salt every time', async () => {
    const [one, two] = await Promise.all([hashPassword('secret-pass'), hashPassword('secret-pass')]);
    expect(one).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(one).not.toBe(two);
    expect(one).not.toContain('secret-pass');
  });

  it('verifies the right password and refuses others', async () => {
    const stored = await hashPassword('secret-pass');
    expect(await verifyPassword('secret-pass', stored)).toBe(true);
    expect(await verifyPassword('secret-pasS', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('treats canonically equivalent Unicode spellings as the same password', async () => {
    const stored = await hashPassword('caf\u00e9!'); // é as one code point
    expect(await verifyPassword('cafe\u0301!', stored)).toBe(true); // e + combining accent
  });

  it('answers false, never throws, for a malformed stored hash', async () => {
    const good = await hashPassword('secret-pass');
    const parts = good.split('$');
    for (const stored of [
      '',
      'plain-text-password',
      'bcrypt$10$abc',
      'scrypt$16384$8$1$salt',
      parts.slice(0, 5).join('$') + '$',
    ]) {
      expect(await verifyPassword('secret-pass', stored), stored).toBe(false);
    }
    const shortKey = [...parts.slice(0, 5), Buffer.from('short').toString('base64url')].join('$');
    expect(await verifyPassword('secret-pass', shortKey)).toBe(false);
  });

  it('spends a password check on unknown accounts and always refuses', async () => {
    expect(await burnPasswordCheck('anything')).toBe(false);
    expect(await burnPasswordCheck('avanzo-timing-equaliser-not')).toBe(false);
  });
});
