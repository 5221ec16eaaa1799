import { useCallback, useSyncExternalStore } from 'react';

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

function read(key: PreferenceKey): boolean {
  try {
    const stored = localStorage.getItem(key);
    return stored === null ? DEFAULTS[key] : stored === 'true';
  } catch {
    return DEFAULTS[key];
  }
}

export function setPreference(key: PreferenceKey, value: boolean): void {
  try {
    localStorage.setItem(key, String(value));
  } catch {
    // Storage may be unavailable (private mode); the choice lasts for this page only.
  }
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

/** A boolean preference kept in local storage, shared by every component that shows it. */
export function usePreference(key: PreferenceKey): [boolean, (value: boolean) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => DEFAULTS[key],
  );
  const set = useCallback((next: boolean) => setPreference(key, next), [key]);
  return [value, set];
}
