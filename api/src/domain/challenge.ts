import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CAPTCHA_SUMS, makeCaptcha } from '@avanzo/sync-protocol';

/**
 * The registration challenge: two numbers to add, and a token the server can check later without
 * keeping state. The token is `issuedAt.nonce.signature`, signed over the issue time, a nonce and the
 * answer; the answer itself never travels.
 */
export interface Challenge {
  a: number;
  b: number;
  challenge: string;
}

export interface OpenedChallenge {
  issuedAt: number;
  nonce: string;
  /** The sum this token was signed for. */
  sum: number;
}

export function createChallengeSigner(secret: string) {
  const key = createHmac('sha256', secret).update('avanzo register-challenge v1').digest();
  const sign = (issuedAt: number, nonce: string, sum: number) =>
    createHmac('sha256', key).update(`${issuedAt}.${nonce}.${sum}`).digest();

  return {
    issue(now: number, random: () => number = Math.random): Challenge {
      const { a, b } = makeCaptcha(random);
      const nonce = randomBytes(12).toString('base64url');
      const signature = sign(now, nonce, a + b).toString('base64url');
      return { a, b, challenge: `${now}.${nonce}.${signature}` };
    },

    /** The challenge's time and answer, or null when the token was not made by this server. */
    open(token: string): OpenedChallenge | null {
      const match = /^(\d{1,15})\.([A-Za-z0-9_-]{8,64})\.([A-Za-z0-9_-]{20,100})$/.exec(token);
      if (!match) return null;
      const issuedAt = Number(match[1]);
      const nonce = match[2] as string;
      const given = Buffer.from(match[3] as string, 'base64url');
      for (const sum of CAPTCHA_SUMS) {
        const expected = sign(issuedAt, nonce, sum);
        if (expected.length === given.length && timingSafeEqual(expected, given))
          return { issuedAt, nonce, sum };
      }
      return null;
    },
  };
}

export type ChallengeSigner = ReturnType<typeof createChallengeSigner>;
