import { App } from '@capacitor/app';
import { NATIVE_REDEEM_PATH } from '../../../shared/native-app.ts';
import { apiFetch, setApiBase, setBearerTokenStore } from '../http.ts';
import { forgetOfflineData } from '../offline-library/index.ts';
import { loadBearerToken } from './bearer-token.ts';
import { type DeepLinkRoute, listenForDeepLinks } from './deep-links.ts';
import { applyDeviceLanguage } from './device-language.ts';
import { restoreDevicePreferences, saveDevicePreferences } from './device-preferences.ts';
import { takeSignInVerifier } from './proof-key.ts';

/** Opens an in-app path the way a tap on a link would: React Router follows the history's popstate. */
function openInApp(path: string): void {
  const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index + 1 }, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}

async function settle(step: Promise<void>): Promise<void> {
  // One part that fails (a plugin missing on an old build) must not keep the app from starting.
  await step.catch(() => undefined);
}

/**
 * Everything the native wrapper sets up before the first render: the API's host, the session token, the spec §3
 * preferences and the device language, then the deep-link and background listeners.
 */
export async function initNativePlatform(
  apiBase: string | undefined = import.meta.env.VITE_NATIVE_API_URL,
): Promise<void> {
  // The app is served from the device, so API calls go to the real server.
  setApiBase(apiBase ?? '');
  const token = await loadBearerToken();
  setBearerTokenStore(token);
  await settle(restoreDevicePreferences().then(() => saveDevicePreferences()));
  await settle(applyDeviceLanguage());

  // The system may end a paused app without warning; keep what the parent chose.
  void App.addListener('pause', () => void saveDevicePreferences().catch(() => undefined));

  listenForDeepLinks(async (route: DeepLinkRoute) => {
    if (route.code === undefined && route.token === undefined) return openInApp(route.path);
    const before = token.get();
    if (route.code !== undefined) {
      // The server answers a good code with the session's token in `set-auth-token`, which apiFetch keeps.
      const verifier = takeSignInVerifier();
      const redeemed =
        verifier !== undefined &&
        (await apiFetch(NATIVE_REDEEM_PATH, { method: 'POST', json: { code: route.code, verifier } })
          .then(() => token.get() !== undefined && token.get() !== before)
          .catch(() => false));
      if (!redeemed) return openInApp('/login?link=expired');
    } else if (route.token !== undefined) {
      token.set(route.token);
    }
    // Whoever was signed in before on this device leaves nothing behind for the parent who signs in now.
    if (before !== undefined && before !== token.get()) await forgetOfflineData().catch(() => undefined);
    await token.saved();
    // A fresh start loads the new session everywhere (cached queries still hold the signed-out state).
    window.location.replace(route.path);
  });
}
