import { Type, type Static } from 'typebox';

export * from './errorCodes';

/** The one error shape every route answers with. */
export const ErrorBody = Type.Object({
  code: Type.String(),
  message: Type.String(),
  details: Type.Optional(Type.Unknown()),
});
export type ErrorBody = Static<typeof ErrorBody>;
