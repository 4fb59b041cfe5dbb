import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AvatarReply, ErrorBody, ErrorCode, UserReply } from '@avanzo/sync-protocol';
import { AppError, notFound } from '../../errors';
import { IMAGE_MIME, sniffImage, type ImageKind } from '../../domain/images';
import { toPublicUser, updateUser } from '../../domain/users';
import { accountOf } from '../../plugins/auth';

const AVATAR_FILE = /^[a-f0-9-]{36}-[a-f0-9]{16}\.(jpg|png|gif|webp)$/;

/**
 * The multipart parser reports a malformed body (no boundary, truncated part...) with a plain Error
 * that has no status: that is the client's mistake, so it becomes a 400 instead of a 500. Errors that
 * already carry a status (limits, prototype field names) keep it.
 */
function rejectMalformedUpload(error: unknown): never {
  if (
    error instanceof AppError ||
    typeof (error as { statusCode?: unknown } | null)?.statusCode === 'number'
  ) {
    throw error;
  }
  throw new AppError(400, ErrorCode.VALIDATION_ERROR, 'The upload is not valid multipart/form-data');
}

const avatarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, now, avatars } = app.deps;
  const errors = { 400: ErrorBody, 401: ErrorBody, 413: ErrorBody };

  app.post(
    '/auth/avatar',
    { onRequest: app.authenticate, schema: { response: { 200: AvatarReply, ...errors } } },
    async (request) => {
      const account = accountOf(request);
      if (!request.isMultipart()) {
        throw new AppError(
          400,
          ErrorCode.VALIDATION_ERROR,
          'Send the picture as multipart/form-data, field "avatar"',
        );
      }
      const file = await request.file().catch(rejectMalformedUpload);
      if (!file || file.fieldname !== 'avatar') {
        throw new AppError(400, ErrorCode.VALIDATION_ERROR, 'Send the picture in the field "avatar"');
      }
      if (!file.mimetype.startsWith('image/')) {
        throw new AppError(400, ErrorCode.INVALID_IMAGE, 'Please select a valid image file');
      }
      let data: Buffer;
      try {
        data = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError(413, ErrorCode.FILE_TOO_LARGE, 'Image size must be less than 5MB');
        }
        return rejectMalformedUpload(error);
      }
      const kind: ImageKind | null = sniffImage(data);
      if (!kind) throw new AppError(400, ErrorCode.INVALID_IMAGE, 'Please select a valid image file');
      const key = `${account.id}-${randomBytes(8).toString('hex')}.${kind}`;
      await avatars.put(key, data);
      const row = updateUser(db, account.id, { avatar: key }, now());
      if (account.avatar) await avatars.remove(account.avatar);
      const user = toPublicUser(row, config.adminEmail);
      return { avatar: user.avatar, user };
    },
  );

  app.delete(
    '/auth/avatar',
    { onRequest: app.authenticate, schema: { response: { 200: UserReply, ...errors } } },
    async (request) => {
      const account = accountOf(request);
      const row = updateUser(db, account.id, { avatar: null }, now());
      if (account.avatar) await avatars.remove(account.avatar);
      return { user: toPublicUser(row, config.adminEmail) };
    },
  );

  /** Public, so <img> can load it; the name is random and unguessable. */
  app.get(
    '/avatars/:file',
    { schema: { params: Type.Object({ file: Type.String({ maxLength: 80 }) }) } },
    async (request, reply) => {
      const match = AVATAR_FILE.exec(request.params.file);
      if (!match) throw notFound('No such picture');
      const data = await avatars.get(request.params.file);
      if (!data) throw notFound('No such picture');
      return reply
        .header('content-type', IMAGE_MIME[match[1] as ImageKind])
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(data);
    },
  );
};

export default avatarRoutes;
