import {
  NATIVE_GOOGLE_SIGN_IN_PATH,
  NATIVE_HANDOFF_PATH,
  NATIVE_LINK_SIGN_IN_PATH,
} from '../../../../shared/native-app.ts';
import { apiFetch, apiUrl } from '../../../platform/http.ts';
import { isNativePlatform } from '../../../platform/native.ts';

/**
 * Where a mailed reset link lands: the web app's page, also for a reset asked for in the native app (the server
 * leads mailed links to the web app only); the parent then signs in to the app with the new password.
 */
const updatePasswordTarget = () =>
  isNativePlatform() ? apiUrl('/update-password') : `${window.location.origin}/update-password`;

type SignInResult = { twoFactorRedirect?: boolean; user?: { id: string; email: string } };
type SignUpResult = { user: { id: string; email: string } };

export const signInWithEmail = (email: string, password: string) =>
  apiFetch<SignInResult>('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email, password, rememberMe: true },
  });

export const signUpWithEmail = (email: string, password: string) =>
  apiFetch<SignUpResult>('/api/auth/sign-up/email', {
    method: 'POST',
    // The account's name is the address, cut to the longest name the server keeps.
    json: { email, password, name: email.slice(0, 100), callbackURL: '/' },
  });

export const requestPasswordReset = (email: string) =>
  apiFetch<{ status: boolean }>('/api/auth/request-password-reset', {
    method: 'POST',
    json: { email, redirectTo: updatePasswordTarget() },
  });

export const resetPassword = (token: string, newPassword: string) =>
  apiFetch<{ status: boolean }>('/api/auth/reset-password', { method: 'POST', json: { token, newPassword } });

/** The challenge of a sign-in that finishes in the phone's browser (loaded only in the app). */
const nativeChallenge = async () => (await import('../../../platform/native/proof-key.ts')).newSignInChallenge();

/**
 * In the app, the mailed link opens in the phone's browser, which hands the session back to the app with a one-time
 * code (see the server's native sign-in routes). The app then opens that browser once (`browserUrl`), so the browser
 * knows this sign-in was started here: a link someone else asked for with their own challenge gets no code.
 */
export const sendMagicLink = async (email: string): Promise<{ status: boolean; browserUrl?: string }> => {
  if (!isNativePlatform()) {
    return apiFetch<{ status: boolean }>('/api/auth/sign-in/magic-link', {
      method: 'POST',
      json: { email, callbackURL: '/', errorCallbackURL: '/login?link=expired' },
    });
  }
  const challenge = await nativeChallenge();
  const sent = await apiFetch<{ status: boolean }>('/api/auth/sign-in/magic-link', {
    method: 'POST',
    json: {
      email,
      callbackURL: `${NATIVE_HANDOFF_PATH}?${new URLSearchParams({ challenge })}`,
      errorCallbackURL: `${NATIVE_HANDOFF_PATH}?error=link`,
    },
  });
  return { ...sent, browserUrl: apiUrl(`${NATIVE_LINK_SIGN_IN_PATH}?${new URLSearchParams({ challenge })}`) };
};

export const verifyTwoFactorCode = (code: string) =>
  apiFetch<{ user: { id: string } }>('/api/auth/two-factor/verify-totp', {
    method: 'POST',
    json: { code, trustDevice: false },
  });

/** A one-use backup code (shown when two-factor sign-in was turned on) instead of the authenticator's code. */
export const verifyBackupCode = (code: string) =>
  apiFetch<{ user: { id: string } }>('/api/auth/two-factor/verify-backup-code', {
    method: 'POST',
    json: { code, trustDevice: false },
  });

/**
 * Where to send the parent for Google. In the app that is the system browser (Google refuses sign-in inside a web
 * view), which comes back to the app through its link scheme.
 */
export const signInWithGoogle = async (): Promise<{ url: string }> =>
  isNativePlatform()
    ? { url: apiUrl(`${NATIVE_GOOGLE_SIGN_IN_PATH}?${new URLSearchParams({ challenge: await nativeChallenge() })}`) }
    : apiFetch<{ url: string; redirect: boolean }>('/api/auth/sign-in/social', {
        method: 'POST',
        json: { provider: 'google', callbackURL: '/', errorCallbackURL: '/login?google=failed' },
      });

export type AccessGateState = { required: boolean; passed: boolean };
export const getAccessGate = () => apiFetch<AccessGateState>('/api/access-gate');
export const passAccessGate = (code: string) =>
  apiFetch<AccessGateState>('/api/access-gate', { method: 'POST', json: { code } });
