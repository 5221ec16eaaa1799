import { isNativePlatform } from '../../../platform/native.ts';

const STORAGE_KEY = 'bedtime_access_code';

/**
 * The native app's access code. Its web view's cookies do not reach the API, so the app keeps the accepted code and
 * sends it with every sign-in and sign-up (docs/decisions/011-access-gate-everywhere.md).
 */
export const nativeAccessCode = {
  get: (): string | undefined => (isNativePlatform() ? (localStorage.getItem(STORAGE_KEY) ?? undefined) : undefined),
  set: (code: string | undefined) => {
    if (code === undefined) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, code);
  },
};

/** The header that carries the native app's access code (matches the server's access gate). */
export function accessCodeHeaders(): Record<string, string> {
  const code = nativeAccessCode.get();
  return code ? { 'X-Access-Code': code } : {};
}

/** The same code for the Google sign-in, which starts as a page in the phone's browser and cannot carry a header. */
export function nativeAccessCodeParam(): Record<string, string> {
  const code = nativeAccessCode.get();
  return code ? { accessCode: code } : {};
}
