import i18next, { type i18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../shared/languages.ts';

export const NAMESPACES = ['common'] as const;

/** i18next as spec §9 describes: detection localStorage -> navigator -> cookie, cached in localStorage and a cookie. */
export function createI18n(): i18n {
  const instance = i18next.createInstance();
  void instance
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: false,
      load: 'languageOnly',
      fallbackLng: DEFAULT_LANGUAGE,
      ns: [...NAMESPACES],
      defaultNS: 'common',
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      detection: {
        order: ['localStorage', 'navigator', 'cookie'],
        lookupLocalStorage: 'i18nextLng',
        lookupCookie: 'i18next',
        caches: ['localStorage', 'cookie'],
        cookieOptions: { path: '/', sameSite: 'lax' },
        convertDetectedLanguage: (lng: string) => lng.split('-')[0]?.toLowerCase() ?? lng,
      },
      interpolation: { escapeValue: false },
      react: {
        useSuspense: true,
        transKeepBasicHtmlNodesFor: ['br', 'strong', 'i', 'p'],
      },
      returnNull: false,
    });
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    document.documentElement.dir = 'ltr';
  });
  return instance;
}
