import { API_BASE_PATH, HTTP_TIMEOUT_MS, type PushBody } from '@avanzo/sync-protocol';
import type { SyncTransport, TransportResult } from './syncEngine';

/** The sync client's HTTP transport: reports every status (409, 401, 503…) for the engine to decide. */
export function httpTransport(getToken: () => string | null, fetchImpl: typeof fetch = fetch): SyncTransport {
  async function send(path: string, init: RequestInit, retried = false): Promise<TransportResult> {
    const token = getToken();
    const response = await fetchImpl(`${API_BASE_PATH}${path}`, {
      ...init,
      headers: {
        accept: 'application/json',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS * 3),
    });
    // Sent with a token this device has since replaced (a password change ends the old one): once more
    // with the new one, rather than read the old token's 401 as the session's end.
    if (response.status === 401 && !retried && getToken() !== token && getToken() !== null)
      return send(path, init, true);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    return { status: response.status, body };
  }
  return {
    push: (body: PushBody) => send('/sync/push', { method: 'POST', body: JSON.stringify(body) }),
    pull: (cursor: string, limit: number) =>
      send(`/sync/pull?${new URLSearchParams({ ...(cursor ? { cursor } : {}), limit: String(limit) })}`, {
        method: 'GET',
      }),
  };
}
