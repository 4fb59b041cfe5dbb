import { randomBytes } from 'node:crypto';
import { baseURL } from './browser';

export const uniqueEmail = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.test`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Account {
  name: string;
  email: string;
  password: string;
  token: string;
}

/**
 * Registers through the real API and its anti-bot rules: fetch the challenge, wait out the 3 s
 * minimum, answer the sum; waits and retries while the 5 s gap between attempts applies.
 */
export async function registerViaApi(
  name: string,
  email: string,
  password = 'kitchen-secret',
  base: string = baseURL(),
): Promise<Account> {
  for (let attempt = 0; attempt < 6; attempt++) {
    const challenge = (await (await fetch(`${base}/api/auth/register-challenge`)).json()) as {
      a: number;
      b: number;
      challenge: string;
    };
    await sleep(3_100);
    const response = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        email,
        password,
        challenge: challenge.challenge,
        captcha: challenge.a + challenge.b,
        website: '',
      }),
    });
    const body = (await response.json()) as { token?: string; code?: string };
    if (response.status === 201 && body.token) return { name, email, password, token: body.token };
    if (body.code !== 'TOO_MANY_ATTEMPTS')
      throw new Error(`register failed: ${response.status} ${JSON.stringify(body)}`);
    await sleep(2_000);
  }
  throw new Error('register kept hitting the attempt gap');
}

/** Sets an account's interface language through the API (PUT /api/users/preferences). */
export async function setLanguageViaApi(account: Account, language: string, base: string = baseURL()) {
  const response = await fetch(`${base}/api/users/preferences`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
    body: JSON.stringify({ preferences: { language } }),
  });
  if (response.status !== 200) throw new Error(`setting the language failed: ${response.status}`);
}
