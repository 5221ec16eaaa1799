/**
 * Characters that change how the text around them is shown without being seen themselves: bidirectional controls
 * (an override turns `Moss‮gnp.exe` around on screen), zero-width spaces and joiners, the word joiner and invisible
 * operators, the byte-order mark, the soft hyphen and Hangul fillers (which make a name that looks empty). None
 * belongs in a name, so names lose them on input; seven languages of the app need none of them.
 */
const INVISIBLE =
  /[\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFEFF\uFFA0]/g;

/** `text` without bidirectional controls and zero-width or other invisible characters. */
export function withoutInvisibleCharacters(text: string): string {
  return text.replace(INVISIBLE, '');
}
