import type { BackendModule, LanguageDetectorModule, ReadCallback } from 'i18next';

/** Where the chosen language is kept (spec §9): local storage first, a cookie as well. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
const LANGUAGE_COOKIE = 'i18next';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Translations from `/locales/{language}/{namespace}.json`, shipped with the app (precached for offline use). */
export const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    fetch(`/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json`)
      .then((response) => {
        if (!response.ok) throw new Error(`no translations for ${language}/${namespace} (${response.status})`);
        return response.json();
      })
      .then(
        (data) => callback(null, data),
        (error: Error) => callback(error, false),
      );
  },
};

function readCookie(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : undefined;
}

/** `pt-BR` -> `pt`: the app speaks languages, not regions. */
const languageOnly = (tag: string) => tag.split('-')[0]?.toLowerCase() ?? tag;

/**
 * The language to start in (spec §9): the one saved on this device, else the browser's, else the cookie's; i18next
 * takes the first that the app speaks. A choice is saved to local storage and the cookie.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const candidates: string[] = [];
    try {
      const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
      if (stored) candidates.push(stored);
    } catch {
      // Storage is unavailable (private mode): fall through to the browser's languages.
    }
    candidates.push(...(navigator.languages ?? [navigator.language]));
    const cookie = readCookie(LANGUAGE_COOKIE);
    if (cookie) candidates.push(cookie);
    return candidates.filter(Boolean).map(languageOnly);
  },
  cacheUserLanguage(language: string) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // The cookie below still remembers it.
    }
    document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  },
};
