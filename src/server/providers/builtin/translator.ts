import { LANGUAGES, type Language } from '../../../shared/languages.ts';
import type { LocalizedItem, Translator } from '../types.ts';

/** Without a language model, every language gets the parent's own words (spec §8: the original text is the fallback). */
export function createBuiltinTranslator(): Translator {
  return {
    name: 'builtin',
    async translateItem(item) {
      return Object.fromEntries(LANGUAGES.map((language) => [language, { ...item }])) as Record<
        Language,
        LocalizedItem
      >;
    },
    async toEnglish(text) {
      return text;
    },
    async describeCharacter(item) {
      return `a friendly, cuddly character called ${item.name}: ${item.description}`.slice(0, 300);
    },
  };
}
