import { ErrorCode } from '@avanzo/sync-protocol';
import { ApiError } from '../../data/http';

/**
 * What the screen does with a failed detection (SPEC §8 Ingredient detection): a 500 offers four
 * suggestions, 503 says the service is unavailable, 422 says no food was seen, no network says
 * detection needs a connection, anything else is an analysis error (with the provider's reason).
 */
export type DetectFailure =
  | { kind: 'suggestions' }
  | { kind: 'unavailable' }
  | { kind: 'noIngredients' }
  | { kind: 'offline' }
  | { kind: 'rateLimited' }
  | { kind: 'tooLarge' }
  | { kind: 'analysisError' };

export function classifyDetectError(error: unknown): DetectFailure {
  if (!(error instanceof ApiError)) return { kind: 'analysisError' };
  if (error.status === 0) return error.code === 'TIMEOUT' ? { kind: 'analysisError' } : { kind: 'offline' };
  if (error.status === 500) return { kind: 'suggestions' };
  if (error.status === 503) return { kind: 'unavailable' };
  if (error.status === 422) return { kind: 'noIngredients' };
  if (error.status === 413) return { kind: 'tooLarge' };
  if (error.status === 429 || error.code === ErrorCode.AI_RATE_LIMITED) return { kind: 'rateLimited' };
  return { kind: 'analysisError' };
}
