import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  AuthReply,
  ChangePasswordBody,
  ChangePasswordReply,
  ErrorBody,
  ErrorCode,
  LoginBody,
  OkReply,
  PASSWORD_MIN_LENGTH,
  ProfileBody,
  RegisterBody,
  RegisterChallengeReply,
  SupporterBody,
  UserReply,
} from '@avanzo/sync-protocol';
import { AppError } from '../../errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../domain/passwords';
import { checkRegistration } from '../../domain/registrationCheck';
import { claimChallenge } from '../../domain/registration';
import {
  findUserByEmail,
  insertUser,
  isAdminAddress,
  normalizeEmail,
  toPublicUser,
  updateUser,
} from '../../domain/users';
import { accountOf } from '../../plugins/auth';
import { applyServerMutation } from '../../sync/push';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody };

function assertPasswordLength(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new AppError(
      400,
      ErrorCode.PASSWORD_TOO_SHORT,
      `The password needs at least ${PASSWORD_MIN_LENGTH} characters`,
    );
  }
}

const reserved = () =>
  new AppError(403, ErrorCode.EMAIL_RESERVED, 'This email address is reserved', [{ path: '/email' }]);

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, now, challenges, rateLimits, clock, syncWriter, hashes } = app.deps;
  /** Limits of the account's own routes count per account (the token's), not per address. */
  const perAccount = (rule: (typeof rateLimits)['password']) => ({
    ...rule,
    keyGenerator: (request: FastifyRequest) => request.account?.id ?? request.ip,
  });
  const publicUser = (row: Parameters<typeof toPublicUser>[0]) => toPublicUser(row, config.adminEmail);

  app.get(
    '/register-challenge',
    { schema: { response: { 200: RegisterChallengeReply } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return challenges.issue(now());
    },
  );

  app.post(
    '/register',
    {
      config: { rateLimit: rateLimits.register },
      schema: { body: RegisterBody, response: { 201: AuthReply, ...errors } },
    },
    async (request, reply) => {
      const body = request.body;
      const time = now();
      const attemptKey = `register:${request.ip}`;
      const opened = checkRegistration(db, challenges, {
        attemptKey,
        honeypot: body.website ?? '',
        challenge: body.challenge,
        captcha: body.captcha,
        now: time,
      });
      const name = body.name.trim();
      if (name === '')
        throw new AppError(400, ErrorCode.VALIDATION_ERROR, 'Your name is required', [{ path: '/name' }]);
      assertPasswordLength(body.password);
      // The admin account is made on the server (`pnpm admin`), never by whoever registers it first.
      if (isAdminAddress(body.email, config.adminEmail)) throw reserved();
      if (findUserByEmail(db, body.email)) {
        throw new AppError(409, ErrorCode.USER_EXISTS, 'This email is already registered');
      }
      const passwordHash = await hashes.run(`ip:${request.ip}`, () => hashPassword(body.password));
      let row;
      try {
        // The challenge was checked before the (asynchronous) hashing, so another request carrying the
        // same solved challenge may have used it meanwhile: spend it and create the account in one
        // transaction, so one challenge registers one account and a failed insert does not spend it.
        row = db.$client.transaction(() => {
          if (!claimChallenge(db, opened.nonce, time)) {
            throw new AppError(
              400,
              ErrorCode.CHALLENGE_INVALID,
              'This registration form was already used, please refresh it',
            );
          }
          return insertUser(db, {
            name,
            email: body.email,
            passwordHash,
            language: body.detectedLanguage,
            detection: body.languageDetectionMetadata,
            now: time,
          });
        })();
      } catch (error) {
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
          throw new AppError(409, ErrorCode.USER_EXISTS, 'This email is already registered');
        }
        throw error;
      }
      return reply.code(201).send({ token: app.issueToken(row), user: publicUser(row) });
    },
  );

  app.post(
    '/login',
    {
      config: { rateLimit: rateLimits.login },
      schema: { body: LoginBody, response: { 200: AuthReply, ...errors } },
    },
    async (request) => {
      const { email, password } = request.body;
      const row = findUserByEmail(db, email);
      const ok = await hashes.run(`ip:${request.ip}`, () =>
        row ? verifyPassword(password, row.passwordHash) : burnPasswordCheck(password),
      );
      if (!row || !ok) throw new AppError(401, ErrorCode.INVALID_CREDENTIALS, 'Invalid email or password');
      if (!row.active)
        throw new AppError(403, ErrorCode.ACCOUNT_DEACTIVATED, 'Your account has been deactivated');
      const seen = updateUser(db, row.id, { lastSeenAt: now() }, now());
      return { token: app.issueToken(seen), user: publicUser(seen) };
    },
  );

  app.get(
    '/me',
    { onRequest: app.authenticate, schema: { response: { 200: UserReply, ...errors } } },
    async (request) => ({
      user: publicUser(accountOf(request)),
    }),
  );

  app.put(
    '/profile',
    {
      onRequest: app.authenticate,
      config: { rateLimit: perAccount(rateLimits.profile) },
      schema: { body: ProfileBody, response: { 200: UserReply, ...errors } },
    },
    async (request) => {
      const account = accountOf(request);
      const patch: { email?: string } = {};
      let name: string | undefined;
      if (request.body.name !== undefined) {
        name = request.body.name.trim();
        if (name === '')
          throw new AppError(400, ErrorCode.VALIDATION_ERROR, 'Your name is required', [{ path: '/name' }]);
      }
      if (request.body.email !== undefined) {
        const email = normalizeEmail(request.body.email);
        const other = findUserByEmail(db, email);
        if (other && other.id !== account.id) {
          throw new AppError(409, ErrorCode.USER_EXISTS, 'This email is already registered');
        }
        // The admin address is set up on the server only (`pnpm admin`): no account moves onto it.
        if (isAdminAddress(email, config.adminEmail) && !isAdminAddress(account.email, config.adminEmail))
          throw reserved();
        patch.email = email;
      }
      if (patch.email !== undefined) updateUser(db, account.id, patch, now());
      // The name syncs to the user's other devices, so it goes through the same mutation as a push.
      if (name !== undefined)
        applyServerMutation(
          syncWriter,
          clock,
          account.id,
          { name: 'profile.patch', args: { fields: { name } } },
          now,
        );
      const row = findUserByEmail(db, patch.email ?? account.email);
      if (!row)
        throw new AppError(401, ErrorCode.TOKEN_INVALID, 'Your session is not valid, please sign in again');
      return { user: publicUser(row) };
    },
  );

  app.put(
    '/change-password',
    {
      onRequest: app.authenticate,
      config: { rateLimit: perAccount(rateLimits.password) },
      schema: { body: ChangePasswordBody, response: { 200: ChangePasswordReply, ...errors } },
    },
    async (request) => {
      const account = accountOf(request);
      const { currentPassword, newPassword } = request.body;
      const key = `account:${account.id}`;
      if (!(await hashes.run(key, () => verifyPassword(currentPassword, account.passwordHash)))) {
        throw new AppError(400, ErrorCode.WRONG_CURRENT_PASSWORD, 'Current password is incorrect');
      }
      assertPasswordLength(newPassword);
      const passwordHash = await hashes.run(key, () => hashPassword(newPassword));
      // Every other session ends (a stolen token with it); this device carries on with a new token.
      const row = updateUser(
        db,
        account.id,
        { passwordHash, sessionVersion: account.sessionVersion + 1 },
        now(),
      );
      return { ok: true as const, token: app.issueToken(row) };
    },
  );

  app.post(
    '/sign-out-everywhere',
    {
      onRequest: app.authenticate,
      config: { rateLimit: perAccount(rateLimits.sessions) },
      schema: { response: { 200: OkReply, ...errors } },
    },
    async (request) => {
      const account = accountOf(request);
      // Every token of the account ends, this device's too: it signs out like the others.
      updateUser(db, account.id, { sessionVersion: account.sessionVersion + 1 }, now());
      return { ok: true as const };
    },
  );

  app.post(
    '/supporter',
    { onRequest: app.authenticate, schema: { body: SupporterBody, response: { 200: UserReply, ...errors } } },
    async (request) => {
      const account = accountOf(request);
      const time = now();
      const row = updateUser(
        db,
        account.id,
        {
          isSupporter: true,
          supporterSince: account.supporterSince ?? time,
          supporterData: JSON.stringify({ ...request.body, registeredAt: new Date(time).toISOString() }),
        },
        time,
      );
      return { user: publicUser(row) };
    },
  );
};

export default authRoutes;
