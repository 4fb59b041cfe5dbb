import { describe, expect, it } from 'vitest';
import { createChallengeSigner } from './challenge';

const signer = createChallengeSigner('a-test-secret-that-is-long-enough-1234');

describe('registration challenge signer', () => {
  it('issues two numbers from 1 to 5 and a token that opens to their sum and issue time', () => {
    for (let i = 0; i < 50; i++) {
      const { a, b, challenge } = signer.issue(1_700_000_000_000 + i);
      expect(a).toBeGreaterThanOrEqual(1);
      expect(b).toBeLessThanOrEqual(5);
      const opened = signer.open(challenge);
      expect(opened).toMatchObject({ issuedAt: 1_700_000_000_000 + i, sum: a + b });
      expect(opened?.nonce).toBe(challenge.split('.')[1]);
    }
  });

  it('uses the given randomness for the numbers', () => {
    expect(signer.issue(1, () => 0)).toMatchObject({ a: 1, b: 1 });
    expect(signer.open(signer.issue(1, () => 0.99).challenge)?.sum).toBe(10);
  });

  it('gives every challenge its own nonce', () => {
    const nonces = new Set(Array.from({ length: 20 }, () => signer.issue(5).challenge.split('.')[1]));
    expect(nonces.size).toBe(20);
  });

  it('returns null for a tampered signature, time or nonce', () => {
    const { challenge } = signer.issue(1_000_000);
    const [issuedAt, nonce, signature] = challenge.split('.') as [string, string, string];
    const flip = (s: string) => (s.startsWith('A') ? 'B' : 'A') + s.slice(1);
    expect(signer.open(`${issuedAt}.${nonce}.${flip(signature)}`)).toBeNull();
    expect(signer.open(`${Number(issuedAt) + 1}.${nonce}.${signature}`)).toBeNull();
    expect(signer.open(`${issuedAt}.${flip(nonce)}.${signature}`)).toBeNull();
    expect(signer.open(`${issuedAt}.${nonce}.${signature.slice(0, 30)}`)).toBeNull();
  });

  it('returns null for tokens made with another secret, or not tokens at all', () => {
    const other = createChallengeSigner('another-secret-that-is-long-enough-99');
    expect(signer.open(other.issue(1_000).challenge)).toBeNull();
    for (const token of [
      '',
      'garbage',
      '1.2.3',
      '..',
      'a.bcdefghij.klmnopqrstuvwxyz0123456',
      '9'.repeat(400),
    ]) {
      expect(signer.open(token), token).toBeNull();
    }
  });
});
