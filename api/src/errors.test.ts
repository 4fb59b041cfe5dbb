import { describe, expect, it } from 'vitest';
import { AppError, notFound, toErrorReply } from './errors';

describe('toErrorReply', () => {
  it('keeps an AppError as it is, with details only when given', () => {
    expect(toErrorReply(new AppError(409, 'USER_EXISTS', 'taken'))).toEqual({
      status: 409,
      body: { code: 'USER_EXISTS', message: 'taken' },
    });
    expect(toErrorReply(new AppError(400, 'VALIDATION_ERROR', 'bad', [{ path: '/name' }]))).toEqual({
      status: 400,
      body: { code: 'VALIDATION_ERROR', message: 'bad', details: [{ path: '/name' }] },
    });
    expect(toErrorReply(notFound())).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Not found' },
    });
  });

  it('turns schema validation failures into 400 VALIDATION_ERROR with the failing paths', () => {
    const error = Object.assign(new Error('body/email must match format "email"'), {
      statusCode: 400,
      validation: [{ instancePath: '/email', message: 'must match format "email"' }, {}],
    });
    expect(toErrorReply(error)).toEqual({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message: 'body/email must match format "email"',
        details: [
          { path: '/email', message: 'must match format "email"' },
          { path: '', message: '' },
        ],
      },
    });
  });

  it('maps size limits to 413 PAYLOAD_TOO_LARGE', () => {
    for (const code of [
      'FST_ERR_CTP_BODY_TOO_LARGE',
      'FST_REQ_FILE_TOO_LARGE',
      'FST_PARTS_LIMIT',
      'FST_FILES_LIMIT',
      'FST_FIELDS_LIMIT',
    ]) {
      expect(toErrorReply({ code, statusCode: 413, message: 'x' }), code).toEqual({
        status: 413,
        body: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large' },
      });
    }
  });

  it('maps a busy or failing database to 503 SERVICE_UNAVAILABLE', () => {
    for (const code of ['SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_FULL', 'SQLITE_IOERR']) {
      expect(toErrorReply(Object.assign(new Error('db'), { code }))).toMatchObject({
        status: 503,
        body: { code: 'SERVICE_UNAVAILABLE' },
      });
    }
  });

  it('maps other client errors by status', () => {
    expect(toErrorReply({ statusCode: 429, message: 'slow down' })).toEqual({
      status: 429,
      body: { code: 'RATE_LIMITED', message: 'slow down' },
    });
    expect(toErrorReply({ statusCode: 404 })).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect(toErrorReply({ statusCode: 415, message: 'Unsupported Media Type' })).toEqual({
      status: 400,
      body: { code: 'VALIDATION_ERROR', message: 'Unsupported Media Type' },
    });
    expect(toErrorReply({ statusCode: 406, message: 'no' }).status).toBe(400);
    expect(toErrorReply({ statusCode: 400, message: 'Bad JSON' })).toEqual({
      status: 400,
      body: { code: 'VALIDATION_ERROR', message: 'Bad JSON' },
    });
  });

  it('hides everything else behind 500 INTERNAL_ERROR, whatever was thrown', () => {
    const hidden = {
      status: 500,
      body: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side' },
    };
    expect(toErrorReply(new Error('SELECT * FROM users failed: secret detail'))).toEqual(hidden);
    expect(toErrorReply({ statusCode: 503, message: 'upstream' })).toEqual(hidden);
    for (const thrown of [null, undefined, 'a string', 42, Symbol('x')])
      expect(toErrorReply(thrown)).toEqual(hidden);
  });
});
