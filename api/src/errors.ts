import { ErrorCode, type ErrorBody } from '@avanzo/sync-protocol';

/** A failure the client is meant to see: an HTTP status, a stable code and an English message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what = 'Not found') => new AppError(404, ErrorCode.NOT_FOUND, what);

interface FastifyLikeError {
  statusCode?: number;
  code?: string;
  message?: string;
  validation?: ReadonlyArray<{ instancePath?: string; message?: string; params?: unknown }>;
}

/**
 * Turns anything thrown in a route into the one error shape `{code, message, details?}`.
 * Client mistakes keep their 4xx status with a stable code; only real faults become 5xx.
 */
export function toErrorReply(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    const body: ErrorBody = { code: error.code, message: error.message };
    if (error.details !== undefined) body.details = error.details;
    return { status: error.statusCode, body };
  }
  const e = (typeof error === 'object' && error !== null ? error : {}) as FastifyLikeError;
  if (e.validation) {
    const details = e.validation.map((v) => ({ path: v.instancePath ?? '', message: v.message ?? '' }));
    return {
      status: 400,
      body: { code: ErrorCode.VALIDATION_ERROR, message: e.message ?? 'Invalid request', details },
    };
  }
  switch (e.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return {
        status: 413,
        body: { code: ErrorCode.PAYLOAD_TOO_LARGE, message: 'The request is too large' },
      };
    case 'SQLITE_BUSY':
    case 'SQLITE_LOCKED':
    case 'SQLITE_FULL':
    case 'SQLITE_IOERR':
      return {
        status: 503,
        body: { code: ErrorCode.SERVICE_UNAVAILABLE, message: 'The database is busy, please retry' },
      };
  }
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status === 429) {
    return {
      status,
      body: { code: ErrorCode.RATE_LIMITED, message: e.message ?? 'Too many requests, please slow down' },
    };
  }
  if (status >= 400 && status < 500) {
    const code =
      status === 404
        ? ErrorCode.NOT_FOUND
        : status === 403
          ? ErrorCode.FORBIDDEN
          : ErrorCode.VALIDATION_ERROR;
    return {
      status: status === 406 || status === 415 ? 400 : status,
      body: { code, message: e.message ?? 'Bad request' },
    };
  }
  return {
    status: 500,
    body: { code: ErrorCode.INTERNAL_ERROR, message: 'Something went wrong on our side' },
  };
}
