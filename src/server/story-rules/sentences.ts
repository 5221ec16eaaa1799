import type { Language } from '../../shared/languages.ts';

/**
 * Where sentences end, in every language of the app: the structure rules count them (3-4 per scene) and the language
 * check reads them one by one.
 */

/** Sentence ends in every language; Chinese adds its full-width marks. */
const LATIN_ENDS = '.!?…‼⁇⁈⁉';
const CJK_ENDS = '。！？｡．';
/** What may follow an end mark and still belong to it, e.g. `?!”` or `.)`. */
const CLOSERS = new Set(['”', '“', '»', '」', '』', '’', '"', "'", ')', '）', ']', '›']);
/** Characters that open a quotation (after a closing one, a new quotation starts a new sentence). */
const OPENERS = new Set(['“', '„', '«', '「', '『', '"', '‹']);

/**
 * Simple quotations: a matching pair on a short stretch without other quote marks inside. Only these hide their end
 * marks (`“Goodnight!” said Bunny.` is one sentence); anything more tangled is counted as it stands.
 */
const QUOTED =
  /„[^„“”"«»]{0,300}[“”]|“[^„“”"«»]{0,300}”|«[^«»“”„"]{0,300}»|"[^"“”„«»]{0,300}"|「[^「」]{0,300}」|『[^『』]{0,300}』/gu;

const HAS_WORD_CHARACTER = /[\p{L}\p{N}]/u;
const GLUED = /[\p{Script=Latin}\p{N}]/u;

function quotedSpans(text: string): Array<{ start: number; end: number }> {
  return [...text.matchAll(QUOTED)].map((match) => ({ start: match.index, end: match.index + match[0].length - 1 }));
}

/**
 * The sentences of `text`, in order and trimmed. A run of end marks (`.`, `!`, `?`, `…`, and for zh `。！？`) ends a
 * sentence once, however long the run (`?!`, `...`); a dot glued to a letter or digit (`3.5`, `www.x`) does not. End marks inside a simple quotation
 * end the sentence only when the quotation closes the sentence too: it was introduced by a colon (`said: “Come!”`),
 * or it is followed by the end of the text, a capital letter or another quotation. Stretches without any letter or
 * digit are not sentences; a trailing fragment without a final mark is one.
 */
export function splitSentences(text: string, language: Language): string[] {
  const ends = language === 'zh' ? LATIN_ENDS + CJK_ENDS : LATIN_ENDS;
  const isEnd = (char: string | undefined) => char !== undefined && ends.includes(char);
  const spans = quotedSpans(text);
  const sentences: string[] = [];
  let segmentStart = 0;
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    if (!isEnd(char)) {
      index += 1;
      continue;
    }
    const runStart = index;
    let runEnd = index;
    for (;;) {
      // French puts a (no-break) space before a closing guillemet: `« Bonne nuit ! »`.
      const spaces = /^\s*/u.exec(text.slice(runEnd + 1, runEnd + 4))?.[0].length ?? 0;
      const following = text[runEnd + 1 + spaces];
      if (following === undefined) break;
      if (spaces === 0 && isEnd(following)) runEnd += 1;
      else if (spaces === 0 ? CLOSERS.has(following) : following === '»' || following === '›') runEnd += 1 + spaces;
      else break;
    }
    const next = text[runEnd + 1];
    const span = spans.find((candidate) => runStart > candidate.start && runStart < candidate.end);
    let boundary: boolean;
    if (span) {
      if (runEnd < span.end) {
        boundary = false;
      } else {
        const after = text.slice(runEnd + 1).trimStart()[0];
        const introduced = /[:：]\s*$/u.test(text.slice(Math.max(0, span.start - 3), span.start));
        boundary = introduced || after === undefined || /\p{Lu}/u.test(after) || OPENERS.has(after);
      }
    } else {
      const cjk = CJK_ENDS.includes(char ?? '');
      boundary = cjk || next === undefined || !GLUED.test(next);
    }
    if (boundary) {
      const segment = text.slice(segmentStart, runEnd + 1);
      if (HAS_WORD_CHARACTER.test(segment)) sentences.push(segment.trim());
      segmentStart = runEnd + 1;
    }
    index = runEnd + 1;
  }
  const rest = text.slice(segmentStart);
  if (HAS_WORD_CHARACTER.test(rest)) sentences.push(rest.trim());
  return sentences;
}

/** How many sentences `text` has (see `splitSentences`). */
export function countSentences(text: string, language: Language): number {
  return splitSentences(text, language).length;
}
