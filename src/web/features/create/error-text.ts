import { ApiError } from '../../platform/http.ts';

/**
 * The translation key of an error the UI shows (spec §8): the API's code, `errors.networkError` when the server was
 * not reached, and the generic message for anything else. The server's English text is never shown.
 */
export function errorMessageKey(error: unknown): string {
  return error instanceof ApiError ? error.messageKey : 'errors.internal';
}
