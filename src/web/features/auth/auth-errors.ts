import { ApiError } from '../../platform/http.ts';

/** Auth service codes mapped to the messages of spec §5 and §8 (keys under `auth.errors`). */
const KNOWN: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'auth.errors.invalidCredentials',
  INVALID_EMAIL: 'auth.errors.invalidEmail',
  EMAIL_NOT_VERIFIED: 'auth.errors.emailNotVerified',
  PASSWORD_TOO_SHORT: 'auth.errors.passwordTooShort',
  PASSWORD_TOO_LONG: 'auth.errors.passwordTooLong',
  PASSWORD_TOO_COMMON: 'auth.errors.passwordTooCommon',
  // A redirect target outside the web app: the app's own check, or Better Auth's for an untrusted origin.
  INVALID_REDIRECT: 'auth.errors.invalidRedirect',
  INVALID_REDIRECT_URL: 'auth.errors.invalidRedirect',
  INVALID_CALLBACK_URL: 'auth.errors.invalidRedirect',
  INVALID_ERROR_CALLBACK_URL: 'auth.errors.invalidRedirect',
  INVALID_NEW_USER_CALLBACK_URL: 'auth.errors.invalidRedirect',
  USER_ALREADY_EXISTS: 'auth.errors.userExists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'auth.errors.userExists',
  INVALID_TOKEN: 'auth.errors.invalidResetLink',
  INVALID_CODE: 'auth.errors.invalidCode',
  INVALID_BACKUP_CODE: 'auth.errors.invalidBackupCode',
  INVALID_TWO_FACTOR_COOKIE: 'auth.errors.twoFactorExpired',
  rateLimited: 'errors.rateLimited',
  signUpLimitReached: 'errors.signUpLimitReached',
  networkError: 'errors.networkError',
  accessCodeRequired: 'errors.accessCodeRequired',
  accessCodeInvalid: 'errors.accessCodeInvalid',
};

/**
 * The translation key for an auth failure, or the screen's own fallback (spec §8). Any other 429 (two-factor's lock,
 * Better Auth's rate limits) asks the parent to wait.
 */
export function authErrorKey(error: unknown, fallbackKey: string): string {
  if (error instanceof ApiError)
    return KNOWN[error.code] ?? (error.status === 429 ? 'errors.rateLimited' : fallbackKey);
  return fallbackKey;
}
