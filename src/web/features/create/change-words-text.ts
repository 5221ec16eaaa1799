import type { TFunction } from 'i18next';

/**
 * "Please change “gun” and “blood”: …" in the parent's language: each refused word in the language's
 * quotation marks, joined as the language lists things. Undefined when no words are known, for the caller's general
 * message.
 */
export function changeWordsText(
  t: TFunction,
  language: string | undefined,
  words: readonly string[] | undefined,
): string | undefined {
  if (!words || words.length === 0) return undefined;
  const quoted = words.map((word) => t('create.wordQuoted', { word }));
  const list = new Intl.ListFormat(language ?? 'en', { type: 'conjunction' }).format(quoted);
  return t('create.changeTheseWords', { words: list });
}
