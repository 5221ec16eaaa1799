import { LIMITS } from '../../../shared/domain.ts';
import type { Language } from '../../../shared/languages.ts';
import type { WrittenScene, WrittenStory } from '../../providers/types.ts';
import { checkLanguage } from './language.ts';

/**
 * The structure rules every written story must follow, whoever wrote it (the built-in storyteller or a language
 * model): 7 scenes numbered 1..7, 3-4 sentences each, fewer than 500 words (in the scene texts; the title is not
 * counted), a title of at most 80 characters and an image prompt per scene.
 * Of the scene roles, only bedtime (scene 7) is checked, by its words: the uh-oh of scene 3 and its solution in 4 can
 * be told in too many ways for a word list to judge them fairly.
 */

export const SENTENCES_PER_SCENE = { min: 3, max: 4 } as const;
export const TITLE_MAX_LENGTH = 80;

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
 * Sentences in `text`: a run of end marks (`.`, `!`, `?`, `…`, and for zh `。！？`) ends a sentence once, however long
 * the run (`?!`, `...`); a dot glued to a letter or digit (`3.5`, `www.x`) does not. End marks inside a simple quotation
 * end the sentence only when the quotation closes the sentence too: it was introduced by a colon (`said: “Come!”`),
 * or it is followed by the end of the text, a capital letter or another quotation. Stretches without any letter or
 * digit are not sentences; a trailing fragment without a final mark is one.
 */
export function countSentences(text: string, language: Language): number {
  const ends = language === 'zh' ? LATIN_ENDS + CJK_ENDS : LATIN_ENDS;
  const isEnd = (char: string | undefined) => char !== undefined && ends.includes(char);
  const spans = quotedSpans(text);
  let count = 0;
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
      if (HAS_WORD_CHARACTER.test(text.slice(segmentStart, runEnd + 1))) count += 1;
      segmentStart = runEnd + 1;
    }
    index = runEnd + 1;
  }
  if (HAS_WORD_CHARACTER.test(text.slice(segmentStart))) count += 1;
  return count;
}

const HAN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;

/**
 * Words in `text`: whitespace-separated tokens that hold a letter or digit (a lone dash or emoji is not a word).
 * Chinese has no spaces between words, so for zh every Han character counts as one word (plus any Latin words and
 * numbers in between): a character is about a word's worth of reading, which keeps the 500-word limit meaningful.
 */
export function countWords(text: string, language: Language): number {
  let count = 0;
  let rest = text;
  if (language === 'zh') {
    count += text.match(HAN)?.length ?? 0;
    rest = text.replace(HAN, ' ');
  }
  for (const token of rest.split(/\s+/u)) if (HAS_WORD_CHARACTER.test(token)) count += 1;
  return count;
}

/** Words of the story's body (the scene texts; the title is not counted). */
export function storyWords(story: WrittenStory, language: Language): number {
  return story.scenes.reduce((sum, scene) => sum + countWords(scene.text, language), 0);
}

/**
 * How long a story may be, per script (issue 16.4): words where words are spaced, characters for Chinese. Seven
 * scenes of three or four short sentences take 150-350 words, or 250-550 Chinese characters (a short Chinese
 * sentence is 10-20 characters); the limits leave room and are the ones the model's prompt states.
 */
export const LENGTH_LIMITS: Record<Language, { max: number; unit: 'words' | 'characters' }> = {
  en: { max: LIMITS.maxStoryWords, unit: 'words' },
  nl: { max: LIMITS.maxStoryWords, unit: 'words' },
  de: { max: LIMITS.maxStoryWords, unit: 'words' },
  fr: { max: LIMITS.maxStoryWords, unit: 'words' },
  es: { max: LIMITS.maxStoryWords, unit: 'words' },
  pt: { max: LIMITS.maxStoryWords, unit: 'words' },
  zh: { max: LIMITS.maxStoryChineseCharacters, unit: 'characters' },
};

/** A story's length in its language's unit: words, or for Chinese the characters (Han, plus any Latin words). */
export function storyLength(story: WrittenStory, language: Language): number {
  return storyWords(story, language);
}

/**
 * Words that tell a bedtime scene in each language, lower case, matched as parts of words: `snuggl` finds `snuggled`,
 * `schlaf` finds `einschlafen`. A word ending in `$` must be the whole word (French `lit`, not `little`).
 * One is enough: sleep, bed, night, moon, a yawn, dreams, a goodnight.
 */
const BEDTIME_WORDS: Record<Language, readonly string[]> = {
  en: [
    'goodnight',
    'good night',
    'sleep',
    'asleep',
    'bed$',
    'beds$',
    'bedtime',
    'night',
    'moon',
    'dream',
    'yawn',
    'tucked',
    'snuggl',
    'pillow',
    'blanket',
  ],
  nl: [
    'welterusten',
    'slaap',
    'slapen',
    'sliep',
    'bed$',
    'bedje',
    'nacht',
    'maan',
    'droom',
    'gaap',
    'gaapt',
    'ingestopt',
    'deken',
    'kussen',
  ],
  de: [
    'gute nacht',
    'schlaf',
    'schläf',
    'bett',
    'nacht',
    'mond',
    'träum',
    'gähn',
    'zugedeckt',
    'decke',
    'kissen',
    'kuschel',
  ],
  fr: [
    'bonne nuit',
    'dort',
    'dorm',
    'dors',
    'lit$',
    'nuit',
    'lune',
    'rêve',
    'bâill',
    'couette',
    'couverture',
    'oreiller',
    'blotti',
  ],
  es: [
    'buenas noches',
    'duerm',
    'dorm',
    'cama',
    'noche',
    'luna',
    'sueño',
    'bostez',
    'manta',
    'almohada',
    'acurruc',
    'arropad',
  ],
  pt: [
    'boa noite',
    'dorm',
    'dorme',
    'cama',
    'noite',
    'lua$',
    'sonh',
    'boceja',
    'bocejo',
    'manta',
    'almofada',
    'aninh',
    'cobertor',
  ],
  zh: ['晚安', '睡', '床', '梦', '月亮', '夜', '星星', '哈欠', '被子', '枕头'],
};

/** Whether a scene text reads as bedtime in `language` (spec §1: scene 7 ends the day with sleep). */
export function isBedtimeText(text: string, language: Language): boolean {
  const lower = text.toLocaleLowerCase(language);
  return BEDTIME_PATTERNS[language].test(lower);
}

const escapeForPattern = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

const BEDTIME_PATTERNS = Object.fromEntries(
  Object.entries(BEDTIME_WORDS).map(([language, words]) => {
    const alternatives = words.map((word) =>
      word.endsWith('$') ? `(?<!\\p{L})${escapeForPattern(word.slice(0, -1))}(?!\\p{L})` : escapeForPattern(word),
    );
    return [language, new RegExp(alternatives.join('|'), 'u')];
  }),
) as Record<Language, RegExp>;

export type StructureVerdict = { ok: true } | { ok: false; problems: string[] };

const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  nl: 'Dutch',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  pt: 'Portuguese',
  zh: 'Chinese',
};

/**
 * The rules one scene must follow on its own, whatever the others say: 3-4 sentences, the story's language, an image
 * prompt, and for the last scene bedtime. The pipeline shows a streamed scene, and starts its picture, only once these
 * pass. Problems are short English sentences a model can act on (`scene 3 has 5 sentences (it needs 3 or 4)`).
 */
export function checkScene(scene: WrittenScene, position: number, language: Language): string[] {
  const problems: string[] = [];
  const label = `scene ${position + 1}`;
  const sentences = countSentences(scene.text, language);
  if (sentences < SENTENCES_PER_SCENE.min || sentences > SENTENCES_PER_SCENE.max) {
    problems.push(
      `${label} has ${sentences} ${sentences === 1 ? 'sentence' : 'sentences'} (it needs ${SENTENCES_PER_SCENE.min} or ${SENTENCES_PER_SCENE.max})`,
    );
  }
  const languageVerdict = checkLanguage(scene.text, language);
  if (!languageVerdict.ok) {
    const detected = languageVerdict.detected ? ` (it reads as ${LANGUAGE_NAMES[languageVerdict.detected]})` : '';
    problems.push(`${label} is not written in ${LANGUAGE_NAMES[language]}${detected}`);
  }
  if (scene.imagePrompt.trim() === '') problems.push(`${label} has no image prompt`);
  if (position === LIMITS.scenesPerStory - 1 && !isBedtimeText(scene.text, language)) {
    problems.push(`${label} is not a bedtime scene (it must end the day with going to bed and falling asleep)`);
  }
  return problems;
}

/** Checks a written story against the structure rules; problems are short English sentences (see `checkScene`). */
export function checkStructure(story: WrittenStory, language: Language): StructureVerdict {
  const problems: string[] = [];
  const title = story.title.trim();
  if (title === '') problems.push('the title is empty');
  else if ([...title].length > TITLE_MAX_LENGTH)
    problems.push(`the title is longer than ${TITLE_MAX_LENGTH} characters`);
  // The title is not checked for its language: a few words, often the parent's own (typed in any language).

  if (story.scenes.length !== LIMITS.scenesPerStory) {
    problems.push(`the story has ${story.scenes.length} scenes instead of ${LIMITS.scenesPerStory}`);
  }
  story.scenes.forEach((scene, position) => {
    if (scene.number !== position + 1) problems.push(`scene ${position + 1} is numbered ${scene.number}`);
    problems.push(...checkScene(scene, position, language));
  });

  const limit = LENGTH_LIMITS[language];
  const length = storyLength(story, language);
  if (length >= limit.max) problems.push(`the story has ${length} ${limit.unit} (limit ${limit.max})`);

  return problems.length === 0 ? { ok: true } : { ok: false, problems };
}
