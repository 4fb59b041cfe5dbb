import { ApiError } from './http';

/**
 * The message key for a failure that is about the connection, not the request (offline, slow server,
 * too many tries), or null when the caller's own message fits better.
 */
export function connectionErrorKey(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'NETWORK_ERROR') return 'common.errors.network';
  if (error.code === 'TIMEOUT') return 'common.errors.timeout';
  if (error.code === 'RATE_LIMITED' || error.status === 429) return 'common.errors.rateLimited';
  return null;
}
