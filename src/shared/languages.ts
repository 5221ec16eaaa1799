/** The interface languages of spec §1; `en` is the fallback. */
export const LANGUAGES = ['en', 'nl', 'de', 'fr', 'es', 'pt', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Names of the languages in their own language, for switchers. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  nl: 'Nederlands',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  pt: 'Português',
  zh: '中文',
};

/** Speech locales of spec §9; a code that already holds a hyphen is kept. */
export function speechLocale(language: string): string {
  if (language.includes('-')) return language;
  const map: Record<Language, string> = {
    en: 'en-US',
    nl: 'nl-NL',
    de: 'de-DE',
    fr: 'fr-FR',
    es: 'es-ES',
    pt: 'pt-PT',
    zh: 'zh-CN',
  };
  return isLanguage(language) ? map[language] : map.en;
}

/**
 * The locale for Intl's numbers and relative times. The interface's Portuguese is European, but a bare "pt" formats
 * as in Brazil ("em 3 horas", "US$ 0,04" where Portugal says "dentro de 3 horas", "0,04 US$").
 */
export function formatLocale(language: string | undefined): string | undefined {
  return language === 'pt' ? 'pt-PT' : language;
}
