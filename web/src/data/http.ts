import { API_BASE_PATH, HTTP_TIMEOUT_MS, isTokenErrorCode } from '@avanzo/sync-protocol';

/** A failed call: the HTTP status (0 when the network failed) and the server's stable code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetwork(): boolean {
    return this.status === 0;
  }
}

export interface HttpOptions {
  getToken: () => string | null;
  /** Called on a 401 whose code says the session is gone (SPEC §8 token errors). */
  onTokenError: (code: string) => void;
  fetchImpl?: typeof fetch;
  baseUrl?: string;
}

export interface RequestOptions {
  timeoutMs?: number;
  body?: unknown;
  signal?: AbortSignal;
}

export type Http = ReturnType<typeof createHttp>;

/** The one way the web app calls its API: JSON, bearer token, timeout, and errors with codes. */
export function createHttp(options: HttpOptions) {
  const base = options.baseUrl ?? API_BASE_PATH;

  async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
    const doFetch = options.fetchImpl ?? globalThis.fetch.bind(globalThis);
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = options.getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    const timeout = AbortSignal.timeout(opts.timeoutMs ?? HTTP_TIMEOUT_MS);
    const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers,
        body,
        signal,
        credentials: 'same-origin',
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError' || timeout.aborted;
      throw new ApiError(
        0,
        timedOut ? 'TIMEOUT' : 'NETWORK_ERROR',
        timedOut ? 'The server took too long' : 'No connection',
      );
    }
    const text = await response.text().catch(() => '');
    let data: unknown = null;
    if (text) {
      try {
        data = JSON.parse(text);
      } catch {
        data = null;
      }
    }
    if (!response.ok) {
      const payload = (data ?? {}) as {
        code?: unknown;
        message?: unknown;
        error?: unknown;
        details?: unknown;
      };
      const code = typeof payload.code === 'string' ? payload.code : `HTTP_${response.status}`;
      const message =
        typeof payload.message === 'string'
          ? payload.message
          : typeof payload.error === 'string'
            ? payload.error
            : response.statusText;
      // The session is gone, or the account behind it was deactivated: either way the app signs out.
      // A 401 for a token this device has since replaced (a password change hands out a new one and
      // ends the old) says nothing about the session now.
      const stale = response.status === 401 && token !== options.getToken();
      if (!stale && ((response.status === 401 && isTokenErrorCode(code)) || code === 'ACCOUNT_DEACTIVATED'))
        options.onTokenError(code);
      throw new ApiError(response.status, code, message, payload.details);
    }
    return data as T;
  }

  return {
    get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('POST', path, { ...opts, body }),
    put: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('PUT', path, { ...opts, body }),
    del: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
  };
}
