import { Type, type Static } from 'typebox';
import {
  EMAIL_MAX_LENGTH,
  LANGUAGES,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './constants';

const closed = { additionalProperties: false } as const;

export const LanguageCode = Type.Union([
  Type.Literal('en'),
  Type.Literal('it'),
  Type.Literal('fr'),
  Type.Literal('de'),
]);
// Keeps the schema and the LANGUAGES list in step at compile time.
const languagesMatch: readonly Static<typeof LanguageCode>[] = LANGUAGES;
void languagesMatch;

export const DetectionSource = Type.Union([
  Type.Literal('saved'),
  Type.Literal('ip'),
  Type.Literal('browser'),
  Type.Literal('browser-alternative'),
  Type.Literal('default'),
]);
export type DetectionSource = Static<typeof DetectionSource>;

export const LanguageDetectionMetadata = Type.Object(
  {
    source: Type.Optional(Type.String({ maxLength: 40 })),
    confidence: Type.Optional(Type.String({ maxLength: 20 })),
    country: Type.Optional(Type.String({ maxLength: 8 })),
    region: Type.Optional(Type.String({ maxLength: 120 })),
    city: Type.Optional(Type.String({ maxLength: 120 })),
    timezone: Type.Optional(Type.String({ maxLength: 80 })),
  },
  closed,
);
export type LanguageDetectionMetadata = Static<typeof LanguageDetectionMetadata>;

export const Email = Type.String({ format: 'email', minLength: 3, maxLength: EMAIL_MAX_LENGTH });
export const Name = Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH });
export const NewPassword = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH });

export const RegisterChallengeReply = Type.Object({
  a: Type.Integer(),
  b: Type.Integer(),
  challenge: Type.String(),
});
export type RegisterChallengeReply = Static<typeof RegisterChallengeReply>;

export const RegisterBody = Type.Object(
  {
    name: Name,
    email: Email,
    password: NewPassword,
    detectedLanguage: Type.Optional(Type.String({ maxLength: 10 })),
    languageDetectionMetadata: Type.Optional(LanguageDetectionMetadata),
    challenge: Type.String({ minLength: 1, maxLength: 300 }),
    captcha: Type.Integer({ minimum: 0, maximum: 999 }),
    website: Type.Optional(Type.String({ maxLength: 500 })),
  },
  closed,
);
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH }),
    password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  },
  closed,
);
export type LoginBody = Static<typeof LoginBody>;

export const PublicUser = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  avatar: Type.Union([Type.String(), Type.Null()]),
  preferences: Type.Object({ language: LanguageCode }),
  supporter: Type.Object({
    isSupporter: Type.Boolean(),
    supporterSince: Type.Union([Type.String(), Type.Null()]),
  }),
  isAdmin: Type.Boolean(),
  createdAt: Type.String(),
});
export type PublicUser = Static<typeof PublicUser>;

export const AuthReply = Type.Object({ token: Type.String(), user: PublicUser });
export type AuthReply = Static<typeof AuthReply>;

export const UserReply = Type.Object({ user: PublicUser });
export type UserReply = Static<typeof UserReply>;

export const ProfileBody = Type.Object({ name: Type.Optional(Name), email: Type.Optional(Email) }, closed);
export type ProfileBody = Static<typeof ProfileBody>;

export const ChangePasswordBody = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
    newPassword: NewPassword,
  },
  closed,
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const PreferencesBody = Type.Object(
  { preferences: Type.Object({ language: Type.String({ maxLength: 10 }) }, closed) },
  closed,
);
export type PreferencesBody = Static<typeof PreferencesBody>;

/** What the donation provider tells us about a donation; stored, never shown. */
export const SupporterBody = Type.Object(
  {
    provider: Type.Optional(Type.String({ maxLength: 40 })),
    amount: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
    currency: Type.Optional(Type.String({ maxLength: 8 })),
    reference: Type.Optional(Type.String({ maxLength: 200 })),
  },
  closed,
);
export type SupporterBody = Static<typeof SupporterBody>;

export const AvatarReply = Type.Object({
  avatar: Type.Union([Type.String(), Type.Null()]),
  user: PublicUser,
});
export type AvatarReply = Static<typeof AvatarReply>;

export const OkReply = Type.Object({ ok: Type.Literal(true) });
export type OkReply = Static<typeof OkReply>;

/** A password change ends every other session; this device carries on with the new token. */
export const ChangePasswordReply = Type.Object({ ok: Type.Literal(true), token: Type.String() });
export type ChangePasswordReply = Static<typeof ChangePasswordReply>;

export const PASSWORD_RULE = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH } as const;
