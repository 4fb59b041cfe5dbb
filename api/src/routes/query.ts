import { ErrorCode } from '@avanzo/sync-protocol';
import { AppError } from '../errors';

/**
 * An integer read from a query string, or `fallback` when it is absent. Ajv coerces a query value such as
 * "1e400" or "Infinity" to an infinite number, and its range keywords only check finite numbers, so
 * `Type.Integer({ maximum: 100 })` lets ±Infinity through (it reached SQLite as a LIMIT or OFFSET and
 * answered 500): such a value is a 400 here.
 */
export function queryInteger(value: number | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isSafeInteger(value)) {
    throw new AppError(400, ErrorCode.VALIDATION_ERROR, `querystring/${name} must be a whole number`, [
      { path: `/${name}`, message: 'must be a whole number' },
    ]);
  }
  return value;
}
