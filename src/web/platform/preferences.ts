import { useCallback, useSyncExternalStore } from 'react';
import { CREATE_MODE_COOKIE, modeCookieValue } from '../../shared/create-layout.ts';
import { keepLayoutCookie, useServedCreateLayout } from './create-layout.ts';

/** Local preferences of spec §3 and their defaults (spec §9: reflection mode on, premium model off). */
const DEFAULTS = {
  reflectionMode: true,
  premiumModel: false,
  hideDonationInfo: false,
  pwaInstallDismissed: false,
  /** Narration dims the screen to a night light when it has read the story's last page. */
  sleepAfterStory: false,
} as const;
export type PreferenceKey = keyof typeof DEFAULTS;

const listeners = new Set<() => void>();

let isModeKept = false;

function read(key: PreferenceKey): boolean {
  let value: boolean = DEFAULTS[key];
  try {
    const stored = localStorage.getItem(key);
    value = stored === null ? DEFAULTS[key] : stored === 'true';
  } catch {
    // Storage may be unavailable: the default.
  }
  // The mode decides the create screen's layout, which the server draws from a cookie: kept once per page load
  // (a device from before the cookie), then at every change.
  if (key === 'reflectionMode' && !isModeKept) {
    isModeKept = true;
    keepLayoutCookie(CREATE_MODE_COOKIE, modeCookieValue(value));
  }
  return value;
}

export function setPreference(key: PreferenceKey, value: boolean): void {
  try {
    localStorage.setItem(key, String(value));
  } catch {
    // Storage may be unavailable (private mode); the choice lasts for this page only.
  }
  if (key === 'reflectionMode') keepLayoutCookie(CREATE_MODE_COOKIE, modeCookieValue(value));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * A boolean preference kept in local storage, shared by every component that shows it. The server, and the app
 * taking over a screen it drew, see the default, or the mode the create screen was drawn with.
 */
export function usePreference(key: PreferenceKey): [boolean, (value: boolean) => void] {
  const served = useServedCreateLayout();
  const value = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => (key === 'reflectionMode' && served ? served.mode === 'reflection' : DEFAULTS[key]),
  );
  const set = useCallback((next: boolean) => setPreference(key, next), [key]);
  return [value, set];
}
