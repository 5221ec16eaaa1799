import { App } from '@capacitor/app';
import { isLanguage, type Language } from '../../../shared/languages.ts';

/** The key i18next reads first (spec §9 detection order: localStorage, navigator, cookie). */
const STORED_LANGUAGE_KEY = 'i18nextLng';

/**
 * Spec §9: on the native app the device language applies only when the stored one is empty or English. Returns the
 * language to store, or undefined to keep the stored one.
 */
export function languageAtStart(stored: string | null, device: string | undefined): Language | undefined {
  const current = stored?.trim().toLowerCase() ?? '';
  if (current !== '' && current !== 'en' && !current.startsWith('en-')) return undefined;
  const deviceLanguage = device?.split(/[-_]/)[0]?.toLowerCase();
  if (!isLanguage(deviceLanguage) || deviceLanguage === current) return undefined;
  return deviceLanguage;
}

async function deviceLanguage(): Promise<string | undefined> {
  try {
    // The app's own language, which Android 13+ lets a parent set apart from the system's.
    const { value } = await App.getAppLanguage();
    if (value) return value;
  } catch {
    // Older plugin hosts do not know this call; the web view's language is the system's.
  }
  return typeof navigator === 'undefined' ? undefined : navigator.language;
}

/** Runs before i18next starts, so its detection picks the device language up as if the parent had chosen it. */
export async function applyDeviceLanguage(storage: Storage = localStorage): Promise<void> {
  const next = languageAtStart(storage.getItem(STORED_LANGUAGE_KEY), await deviceLanguage());
  if (next) storage.setItem(STORED_LANGUAGE_KEY, next);
}
