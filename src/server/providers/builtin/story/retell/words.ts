/** Helpers the spaced languages' retellers share: key words of a clause, and finding them in a story. */

const LETTERS = /[\p{L}\p{N}'’-]+/gu;

/**
 * A clause's key words: words of at least `min` letters that are not in `stop`, cut to their first `stem` letters so
 * that `painting` finds `painted` and `dinosaurs` finds `dinosaur`.
 */
export function keyWords(clause: string, stop: ReadonlySet<string>, { min = 4, stem = 5 } = {}): string[] {
  const words = (clause.toLowerCase().match(LETTERS) ?? []).map((word) => word.replace(/^['’-]+|['’-]+$/gu, ''));
  const keys = words.filter((word) => [...word].length >= min && !stop.has(word) && !/^\d+$/u.test(word));
  return [...new Set(keys.map((word) => [...word].slice(0, stem).join('')))];
}

const ENDS_IN_LETTER = /[\p{L}\p{N}]$/u;

/** Whether a lower-case text has a word that begins with `key`. */
export function hasWordStart(text: string, key: string): boolean {
  if (key === '') return false;
  for (let from = text.indexOf(key); from >= 0; from = text.indexOf(key, from + 1)) {
    // Two code units before: a letter outside the basic plane is a surrogate pair.
    if (!ENDS_IN_LETTER.test(text.slice(Math.max(0, from - 2), from))) return true;
  }
  return false;
}

export const wordSet = (text: string): ReadonlySet<string> => new Set(text.split(/\s+/u).filter((word) => word !== ''));

/** The first letter in capitals. */
export const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A sentence's end: a full stop unless it ends with its own mark. */
export const ended = (text: string) => (/[.!?…]$/u.test(text) ? text : `${text}.`);

/** Spaces made single, and none before punctuation. */
export const tidy = (text: string) =>
  text
    .replace(/\s+/gu, ' ')
    .replace(/\s+([,.!?;:])/gu, '$1')
    // (Not inside a number: `38,5`, `1,5 km`.)
    .replace(/([,;:])(?=\S)(?<!\d[,:](?=\d))/gu, '$1 ')
    .trim();

/**
 * A short word's stop that ends no sentence: a house number (`the lady from no. 12`, `nr. 5`) or a title before a name
 * (`dr. patel`, `St. Martin`).
 */
const ABBREVIATED =
  /(?<!\p{L})(no|nr|n[º°]|st|dr|mr|mrs|ms|sr|sra|dra)\.(?=\s*\p{N})|(?<!\p{L})(nr|st|dr|mr|mrs|ms|sra|dra)\.(?=\s+\p{L})/giu;

/** A text's sentences: by their ends, or by line when a parent writes without them. */
export const sentencesOf = (text: string) =>
  text
    .replace(ABBREVIATED, '$1$2')
    .split(/[.!?\n。！？]+/u)
    .filter((sentence) => sentence.trim() !== '');

/** A text without what it quotes between double quotation marks (`she said "bye bubbles"`): what was said, not done. */
export const withoutQuotes = (text: string) => text.replace(/["“„«「『][^"“”„«»「」『』]*["”“»」』]/gu, ' ');

/**
 * A name's aside in brackets that says what it is (`perdemos a Fofinha (a ovelha de peluche)`): said after the name
 * between commas, as a story says it (`a Fofinha, a ovelha de peluche,`). Other brackets are left for the caller.
 */
export function namedAsides(articles: string): (text: string) => string {
  const aside = new RegExp(`(?<=\\p{Lu}\\p{Ll}+)\\s*\\(((?:${articles})\\s[^()]{1,40}?)\\)`, 'gu');
  return (text) => text.replace(aside, (_, said: string) => `, ${said.trim()},`);
}
