import i18next, { type InitOptions, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { beforeAll } from 'vitest';
import english from '../../public/locales/en/common.json' with { type: 'json' };

/**
 * An i18next instance for rendering components in a test file: the English texts, ready before the file's tests.
 * `options` adds to or replaces the defaults (other languages, namespaces).
 */
export function englishI18n(options: InitOptions = {}): i18n {
  const instance = i18next.createInstance();
  beforeAll(async () => {
    await instance
      .use(initReactI18next)
      .init({ lng: 'en', resources: { en: { common: english } }, defaultNS: 'common', ...options });
  });
  return instance;
}
