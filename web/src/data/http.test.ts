import { describe, expect, it } from 'vitest';
import { ApiError, createHttp } from './http';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function client(
  respond: (url: string, init: RequestInit) => Promise<Response> | Response,
  token: string | null = 'tok',
) {
  const seen: Array<{ url: string; init: RequestInit }> = [];
  const tokenErrors: string[] = [];
  const http = createHttp({
    getToken: () => token,
    onTokenError: (code) => tokenErrors.push(code),
    fetchImpl: (async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return respond(url, init);
    }) as typeof fetch,
  });
  return { http, seen, tokenErrors };
}

describe('http client', () => {
  it('calls /api with the bearer token and a JSON body', async () => {
    const { http, seen } = client(() => json(200, { ok: true }));
    await expect(http.post('/auth/login', { email: 'a' })).resolves.toEqual({ ok: true });
    expect(seen[0]?.url).toBe('/api/auth/login');
    const headers = seen[0]?.init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer tok');
    expect(headers['content-type']).toBe('application/json');
    expect(seen[0]?.init.body).toBe('{"email":"a"}');
  });

  it('sends no authorization header and no content type when there is no token or body', async () => {
    const { http, seen } = client(() => json(200, {}), null);
    await http.get('/config');
    const headers = seen[0]?.init.headers as Record<string, string>;
    expect(headers.authorization).toBeUndefined();
    expect(headers['content-type']).toBeUndefined();
  });

  it('turns an error reply into an ApiError with the server code', async () => {
    const { http, tokenErrors } = client(() =>
      json(401, { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' }),
    );
    const error = await http.post('/auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password',
    });
    expect(tokenErrors).toEqual([]);
  });

  it.each(['TOKEN_EXPIRED', 'TOKEN_INVALID', 'TOKEN_MISSING'])(
    'reports a 401 %s as a lost session',
    async (code) => {
      const { http, tokenErrors } = client(() => json(401, { code, message: 'x' }));
      await expect(http.get('/auth/me')).rejects.toMatchObject({ status: 401, code });
      expect(tokenErrors).toEqual([code]);
    },
  );

  it('reads legacy {error} bodies and non-JSON replies', async () => {
    const legacy = client(() => json(500, { error: 'Failed to update profile' }));
    await expect(legacy.http.put('/auth/profile', {})).rejects.toMatchObject({
      code: 'HTTP_500',
      message: 'Failed to update profile',
    });
    const html = client(
      () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(html.http.get('/x')).rejects.toMatchObject({ status: 502, code: 'HTTP_502' });
  });

  it('says NETWORK_ERROR when offline and TIMEOUT when the server is too slow', async () => {
    const offline = client(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await offline.http.get('/config').catch((e: unknown) => e as ApiError);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect((error as ApiError).isNetwork).toBe(true);

    const slow = client(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('timed out', 'TimeoutError'))),
        ),
    );
    await expect(slow.http.get('/config', { timeoutMs: 20 })).rejects.toMatchObject({
      status: 0,
      code: 'TIMEOUT',
    });
  });
});
