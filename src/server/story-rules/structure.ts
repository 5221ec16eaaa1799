import { LIMITS } from '../../shared/domain.ts';
import type { Language } from '../../shared/languages.ts';
import { checkLanguage, foreignLanguageOf } from './language.ts';
import { countSentences } from './sentences.ts';

/**
 * The structure rules every written story must follow, whoever wrote it (the built-in storyteller or a language
 * model): 7 scenes numbered 1..7, 3-4 sentences each, fewer than 500 words (in the scene texts; the title is not
 * counted), a title of at most 80 characters and an image prompt per scene.
 * Of the scene roles, only bedtime (scene 7) is checked, by its words: the uh-oh of scene 3 and its solution in 4 can
 * be told in too many ways for a word list to judge them fairly.
 */

/**
 * What the rules read of a story: any writer's story fits (the providers' `WrittenStory` among them), so this module
 * needs nothing from the writers or the pipeline.
 */
export type RuledScene = { number: number; text: string; imagePrompt: string };
export type RuledStory = { title: string; scenes: readonly RuledScene[] };

export const SENTENCES_PER_SCENE = { min: 3, max: 4 } as const;
export const TITLE_MAX_LENGTH = 80;

const HAS_WORD_CHARACTER = /[\p{L}\p{N}]/u;
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
export function storyWords(story: RuledStory, language: Language): number {
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
export function storyLength(story: RuledStory, language: Language): number {
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
export function checkScene(scene: RuledScene, position: number, language: Language): string[] {
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
    problems.push(
      languageVerdict.sentence === undefined
        ? `${label} is not written in ${LANGUAGE_NAMES[language]}${detected}`
        : `${label} has a sentence that is not in ${LANGUAGE_NAMES[language]}${detected}: "${languageVerdict.sentence}"`,
    );
  }
  if (scene.imagePrompt.trim() === '') problems.push(`${label} has no image prompt`);
  if (position === LIMITS.scenesPerStory - 1 && !isBedtimeText(scene.text, language)) {
    problems.push(`${label} is not a bedtime scene (it must end the day with going to bed and falling asleep)`);
  }
  return problems;
}

/** Checks a written story against the structure rules; problems are short English sentences (see `checkScene`). */
export function checkStructure(story: RuledStory, language: Language): StructureVerdict {
  const problems: string[] = [];
  const title = story.title.trim();
  if (title === '') problems.push('the title is empty');
  else if ([...title].length > TITLE_MAX_LENGTH)
    problems.push(`the title is longer than ${TITLE_MAX_LENGTH} characters`);
  // A title is a few words, often a name or the parent's own (typed in any language): only one that clearly reads as
  // another language is refused.
  const titleLanguage = title === '' ? undefined : foreignLanguageOf(title, language);
  if (titleLanguage) {
    problems.push(`the title is not in ${LANGUAGE_NAMES[language]} (it reads as ${LANGUAGE_NAMES[titleLanguage]})`);
  }

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
