import { Preferences } from '@capacitor/preferences';

/**
 * The spec §3 keys the app keeps on the device. The app reads them synchronously from the web view's localStorage
 * (preferences.ts, i18next); on native, the operating system may empty that storage when space runs low, so a copy
 * lives in Capacitor Preferences and is put back at start.
 */
const FIXED_KEYS = new Set(['i18nextLng', 'hideDonationInfo', 'pwaInstallDismissed', 'reflectionMode', 'premiumModel']);
const KEY_PREFIXES = ['regenerations_'];

export function isDevicePreferenceKey(key: string): boolean {
  return FIXED_KEYS.has(key) || KEY_PREFIXES.some((prefix) => key.startsWith(prefix));
}

function localKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && isDevicePreferenceKey(key)) keys.push(key);
  }
  return keys;
}

/** Puts back every kept key the web view lost. A value still in the web view is the newer one and stays. */
export async function restoreDevicePreferences(storage: Storage = localStorage): Promise<void> {
  const { keys } = await Preferences.keys();
  for (const key of keys.filter(isDevicePreferenceKey)) {
    if (storage.getItem(key) !== null) continue;
    const { value } = await Preferences.get({ key });
    if (value !== null) storage.setItem(key, value);
  }
}

/** Copies the web view's values into Preferences, and drops kept keys the app has removed. */
export async function saveDevicePreferences(storage: Storage = localStorage): Promise<void> {
  const present = new Set(localKeys(storage));
  for (const key of present) {
    const value = storage.getItem(key);
    if (value !== null) await Preferences.set({ key, value });
  }
  const { keys } = await Preferences.keys();
  for (const key of keys.filter((key) => isDevicePreferenceKey(key) && !present.has(key))) {
    await Preferences.remove({ key });
  }
}
