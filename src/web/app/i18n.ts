import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../shared/languages.ts';
import { languageDetector, localeBackend } from './i18n-plugins.ts';

export const NAMESPACES = ['common'] as const;

/** The options the app's translations run with, in the browser and when the server renders the first screen. */
export const I18N_OPTIONS = {
  supportedLngs: [...LANGUAGES],
  nonExplicitSupportedLngs: false,
  load: 'languageOnly',
  fallbackLng: DEFAULT_LANGUAGE,
  ns: [...NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: true, transKeepBasicHtmlNodesFor: ['br', 'strong', 'i', 'p'] },
  returnNull: false,
} as const;

/** i18next as spec §9 describes: detection localStorage -> navigator -> cookie, cached in localStorage and a cookie. */
export function createI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.use(localeBackend).use(languageDetector).use(initReactI18next).init(I18N_OPTIONS);
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    document.documentElement.dir = 'ltr';
  });
  return instance;
}
