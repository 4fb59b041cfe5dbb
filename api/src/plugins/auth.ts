import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@avanzo/sync-protocol';
import { AppError } from '../errors';
import { findUserById } from '../domain/users';
import type { UserRow } from '../db/schema';

export const TOKEN_LIFETIME = '30d';
export const TOKEN_ALGORITHM = 'HS256';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    /** `sv`: the account's session version when the token was issued (absent from older tokens: 0). */
    payload: { sub: string; sv: number };
    user: { sub: string; sv?: number };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook for signed-in routes: sets request.account or answers 401/403 with a token code.
     * It runs before the body is parsed and validated, so a stale session is always reported as such.
     */
    authenticate: (request: FastifyRequest) => Promise<void>;
    issueToken: (account: Pick<UserRow, 'id' | 'sessionVersion'>) => string;
  }
  interface FastifyRequest {
    account: UserRow | null;
  }
}

export async function registerAuth(app: FastifyInstance, secret: string): Promise<void> {
  // One algorithm, pinned both ways: with a shared secret the verifier would otherwise also take HS384 and
  // HS512 tokens, so a token's own header would choose how it is checked.
  await app.register(jwt, {
    secret,
    sign: { algorithm: TOKEN_ALGORITHM, expiresIn: TOKEN_LIFETIME },
    // Every token must say when it ends: one without an expiry would be valid for ever.
    verify: { algorithms: [TOKEN_ALGORITHM], requiredClaims: ['exp'] },
  });
  app.decorateRequest('account', null);
  app.decorate('issueToken', (account: Pick<UserRow, 'id' | 'sessionVersion'>) =>
    app.jwt.sign({ sub: account.id, sv: account.sessionVersion }),
  );
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header || header.trim() === '') {
      throw new AppError(401, ErrorCode.TOKEN_MISSING, 'Sign in to continue');
    }
    if (!/^Bearer\s+\S+$/i.test(header.trim())) {
      throw new AppError(401, ErrorCode.TOKEN_INVALID, 'The authorization header must be "Bearer <token>"');
    }
    let sub: string;
    let sv: unknown;
    try {
      ({ sub, sv } = await request.jwtVerify<{ sub: string; sv?: number }>());
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED') {
        throw new AppError(401, ErrorCode.TOKEN_EXPIRED, 'Your session has expired, please sign in again');
      }
      throw new AppError(401, ErrorCode.TOKEN_INVALID, 'Your session is not valid, please sign in again');
    }
    const account = typeof sub === 'string' ? findUserById(app.deps.db, sub) : undefined;
    if (!account)
      throw new AppError(401, ErrorCode.TOKEN_INVALID, 'Your session is not valid, please sign in again');
    // A password change or "sign out everywhere" raised the account's session version: older tokens end.
    if ((sv ?? 0) !== account.sessionVersion)
      throw new AppError(401, ErrorCode.TOKEN_INVALID, 'You were signed out, please sign in again');
    if (!account.active)
      throw new AppError(403, ErrorCode.ACCOUNT_DEACTIVATED, 'Your account has been deactivated');
    request.account = account;
  });
}

/** The signed-in account; only call after `authenticate` ran. */
export function accountOf(request: FastifyRequest): UserRow {
  if (!request.account) throw new AppError(401, ErrorCode.TOKEN_MISSING, 'Sign in to continue');
  return request.account;
}
