/** The native app's link scheme (spec §9): `app.bedtimestories://auth/callback`, `app.bedtimestories://update-password`. */
export const NATIVE_LINK_SCHEME = 'app.bedtimestories';

/** The origin the server trusts as a redirect target for links that open the native app. */
export const NATIVE_LINK_ORIGIN = `${NATIVE_LINK_SCHEME}://`;

/** A link that opens the native app on an in-app path, e.g. `nativeLink('/update-password')`. */
export function nativeLink(path: string): string {
  return `${NATIVE_LINK_ORIGIN}${path.replace(/^\/+/, '')}`;
}

/**
 * Where the system browser lands after a sign-in meant for the app (Google's callback, a mailed one-time link); the
 * server hands the session on to the app with a one-time code.
 */
export const NATIVE_HANDOFF_PATH = '/api/native/handoff';

/** Starts Google sign-in for the app in the system browser (`?challenge=`). */
export const NATIVE_GOOGLE_SIGN_IN_PATH = '/api/native/sign-in/google';

/**
 * Opened by the app in the system browser right after it asked for a sign-in link (`?challenge=`): binds the
 * challenge to that browser, where the mailed link will be opened.
 */
export const NATIVE_LINK_SIGN_IN_PATH = '/api/native/sign-in/link';

/** Where the app trades the hand-off's one-time code and its verifier for a session. */
export const NATIVE_REDEEM_PATH = '/api/native/redeem';
