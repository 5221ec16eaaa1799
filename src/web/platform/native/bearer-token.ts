import { SecureStorage } from '@aparajita/capacitor-secure-storage';
import type { BearerTokenStore } from '../http.ts';

/** Kept in the Keychain (iOS) or the Android Keystore, never in Preferences or the web view's storage. */
const TOKEN_KEY = 'session_token';

export type PersistedBearerToken = BearerTokenStore & {
  /** Resolves once the last change is written, so a reload right after a deep-link sign-in keeps it. */
  saved(): Promise<void>;
};

/**
 * Loads the session token once at start. Requests need it synchronously, so it lives in memory and every change is
 * written through to secure storage in order.
 */
export async function loadBearerToken(): Promise<PersistedBearerToken> {
  let token = (await SecureStorage.getItem(TOKEN_KEY).catch(() => null)) ?? undefined;
  let writing: Promise<void> = Promise.resolve();
  return {
    get: () => token,
    set(next) {
      if (next === token) return;
      token = next;
      writing = writing
        .then(() => (next === undefined ? SecureStorage.removeItem(TOKEN_KEY) : SecureStorage.setItem(TOKEN_KEY, next)))
        // A failed write leaves the session in memory only: the parent signs in again after the next start.
        .catch(() => undefined);
    },
    saved: () => writing,
  };
}
