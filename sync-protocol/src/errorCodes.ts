// Error codes without any schema code, so clients can import them without TypeBox.
/**
 * Every error the API can answer with. The client maps each code to a localized message,
 * so a code, once published, never changes meaning.
 */
export const ErrorCode = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  NOT_FOUND: 'NOT_FOUND',
  FORBIDDEN: 'FORBIDDEN',
  /** An admin route called by a signed-in user who is not the admin: 403. */
  ADMIN_ONLY: 'ADMIN_ONLY',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  RATE_LIMITED: 'RATE_LIMITED',
  TOKEN_MISSING: 'TOKEN_MISSING',
  TOKEN_INVALID: 'TOKEN_INVALID',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  ACCOUNT_DEACTIVATED: 'ACCOUNT_DEACTIVATED',
  USER_EXISTS: 'USER_EXISTS',
  /** The admin address: no one registers it or moves onto it; `pnpm admin` on the server sets it up (403). */
  EMAIL_RESERVED: 'EMAIL_RESERVED',
  /** The account holds as many recipes or bytes as one account may (403, or a refused change in a push). */
  QUOTA_EXCEEDED: 'QUOTA_EXCEEDED',
  /** A JSON body nested deeper than JSON_MAX_DEPTH: refused before it is validated (400). */
  JSON_TOO_DEEP: 'JSON_TOO_DEEP',
  SUSPICIOUS_ACTIVITY: 'SUSPICIOUS_ACTIVITY',
  TOO_MANY_ATTEMPTS: 'TOO_MANY_ATTEMPTS',
  FORM_TOO_FAST: 'FORM_TOO_FAST',
  FORM_EXPIRED: 'FORM_EXPIRED',
  INCORRECT_CAPTCHA: 'INCORRECT_CAPTCHA',
  CHALLENGE_INVALID: 'CHALLENGE_INVALID',
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
  WRONG_CURRENT_PASSWORD: 'WRONG_CURRENT_PASSWORD',
  INVALID_LANGUAGE: 'INVALID_LANGUAGE',
  INVALID_IMAGE: 'INVALID_IMAGE',
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  SEQ_GAP: 'SEQ_GAP',
  INVALID_MUTATION: 'INVALID_MUTATION',
  UNKNOWN_MUTATION: 'UNKNOWN_MUTATION',
  UNSUPPORTED_VERSION: 'UNSUPPORTED_VERSION',
  /** No longer sent: a wrong device clock is corrected by the server, never refused (the code keeps its meaning). */
  CLOCK_DRIFT: 'CLOCK_DRIFT',
  /** One change is larger than MUTATION_MAX_BYTES: refused on its own, the rest of the push goes on. */
  MUTATION_TOO_LARGE: 'MUTATION_TOO_LARGE',
  /** No AI provider (or no key) is configured on this server: 503. */
  AI_NOT_CONFIGURED: 'AI_NOT_CONFIGURED',
  /** The AI service refused the key (its 401). */
  AI_INVALID_KEY: 'AI_INVALID_KEY',
  /** The AI service refused access for this key (its 403). */
  AI_FORBIDDEN: 'AI_FORBIDDEN',
  /** The AI service is rate limiting us (its 429). */
  AI_RATE_LIMITED: 'AI_RATE_LIMITED',
  /** The AI service did not answer in AI_TIMEOUT_MS. */
  AI_TIMEOUT: 'AI_TIMEOUT',
  /** The AI service answered something we cannot read (not JSON, wrong shape) or failed. */
  AI_BAD_REPLY: 'AI_BAD_REPLY',
  AI_UNAVAILABLE: 'AI_UNAVAILABLE',
  /** The photo was analysed and holds no food: 422. */
  NO_INGREDIENTS_DETECTED: 'NO_INGREDIENTS_DETECTED',
  /** None of the ingredients makes a dish within the asked time and difficulty: 422. */
  NO_RECIPE_FITS: 'NO_RECIPE_FITS',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The codes that mean "your session is gone": the client drops the token and goes to /auth. */
export const TOKEN_ERROR_CODES: readonly ErrorCode[] = [
  ErrorCode.TOKEN_EXPIRED,
  ErrorCode.TOKEN_INVALID,
  ErrorCode.TOKEN_MISSING,
];

export function isTokenErrorCode(code: unknown): boolean {
  return typeof code === 'string' && (TOKEN_ERROR_CODES as readonly string[]).includes(code);
}
