import { describe, expect, it } from 'vitest';
import { ApiError } from '../../data/http';
import { classifyDetectError } from './detectOutcome';

describe('classifyDetectError', () => {
  it.each([
    [500, 'INTERNAL_ERROR', 'suggestions'],
    [503, 'AI_NOT_CONFIGURED', 'unavailable'],
    [503, 'AI_UNAVAILABLE', 'unavailable'],
    [422, 'NO_INGREDIENTS_DETECTED', 'noIngredients'],
    [413, 'PAYLOAD_TOO_LARGE', 'tooLarge'],
    [429, 'AI_RATE_LIMITED', 'rateLimited'],
    [502, 'AI_INVALID_KEY', 'analysisError'],
    [504, 'AI_TIMEOUT', 'analysisError'],
    [0, 'NETWORK_ERROR', 'offline'],
    [0, 'TIMEOUT', 'analysisError'],
  ])('HTTP %i %s → %s', (status, code, kind) => {
    expect(classifyDetectError(new ApiError(status, code, 'x'))).toEqual({ kind });
  });

  it('treats an unexpected throw as an analysis error', () => {
    expect(classifyDetectError(new TypeError('boom'))).toEqual({ kind: 'analysisError' });
  });
});
