import type { Language } from '../../../../shared/languages.ts';
import { DEFAULT_ACTIVITIES, DEFAULT_CHARACTERS } from '../../../catalog/catalog-data.ts';
import type { BriefItem, StoryBrief, StoryMemory, WrittenStory } from '../../types.ts';
import { wordsOf } from '../lexicon/read.ts';
import { SAMPLE_DAYS } from './samples/index.ts';
import { writeBuiltinStory } from './write.ts';

/** The measures of the storyteller's variety and faithfulness, shared by its tests and the `story-variety` bench. */

const SENTENCE = /[^.!?…。！？]+[.!?…。！？]+["”»」’)]*\s*/gu;

/** The sentences of a story's scenes, with the hero's and the child's names masked, so names do not count as variety. */
export function storySentences(story: WrittenStory, _language: Language, names: string[] = []): string[] {
  const masked = (text: string) =>
    names.filter((name) => name !== '').reduce((result, name) => result.split(name).join('＠'), text);
  return story.scenes.flatMap((scene) =>
    (masked(scene.text).match(SENTENCE) ?? [masked(scene.text)]).map((sentence) => sentence.trim()),
  );
}

/**
 * The parent's untold clauses are retold one by one in the parent's own words (`retell.ts`): a run longer than a
 * clause, eighteen words in a row (thirty characters for Chinese, which has no spaces), is pasting.
 */
const HAN_RUN = 30;
const WORD_RUN = 18;

/**
 * Runs of the parent's text found word for word in a story, longer than one retold clause can be. None may appear:
 * the parent's words are told clause by clause, never pasted whole. What the child said, quoted as the child's words,
 * is left out.
 */
export function pastedRuns(story: string, sources: string[], language: Language): string[] {
  const found: string[] = [];
  const told = story.replace(/[“„«「][^“”„«»「」]*[”“»」]/gu, ' ');
  if (language === 'zh') {
    const text = told.replace(/\s/gu, '');
    for (const source of sources) {
      const chars = [...source.replace(/\s/gu, '')];
      for (let start = 0; start + HAN_RUN <= chars.length; start += 1) {
        const run = chars.slice(start, start + HAN_RUN).join('');
        if (/^\p{Script=Han}+$/u.test(run) && text.includes(run)) found.push(run);
      }
    }
    return found;
  }
  const storyWords = ` ${wordsOf(told, language).join(' ')} `;
  for (const source of sources) {
    const words = wordsOf(source, language);
    for (let start = 0; start + WORD_RUN <= words.length; start += 1) {
      const run = words.slice(start, start + WORD_RUN).join(' ');
      if (storyWords.includes(` ${run} `)) found.push(run);
    }
  }
  return found;
}

/** Activities named in a story as labels: after a colon, or greeted by name (`Here we come, Playground!`). */
export function labelIntroductions(story: string, activityNames: string[]): number {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  return activityNames.filter((name) =>
    new RegExp(`[:：]\\s*[«“„"]?${literal(name)}|[,，]\\s*${literal(name)}\\s*[!！]`, 'iu').test(story),
  ).length;
}

function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A catalog character or activity as a brief names it in one language. */
export const itemOf = (seed: (typeof DEFAULT_ACTIVITIES)[number], language: Language): BriefItem => ({
  name: seed.text[language].name,
  description: seed.text[language].description,
  look: seed.look,
  catalogId: seed.id,
});

/**
 * A week of one parent: the same character and child every night, a different day each night (two or three catalog
 * activities, and sometimes what the parent wrote), each story remembering the ones before. Returns the share of each
 * night's sentences the parent had already heard on an earlier night.
 */
export function simulateWeek(
  language: Language,
  parent: number,
): { heardByNight: number[]; heardByNight4: number; heardByNight7: number; repeated: string[][] } {
  const random = mulberry32(parent * 2_654_435_761 + language.charCodeAt(0));
  const character = DEFAULT_CHARACTERS[parent % DEFAULT_CHARACTERS.length] as (typeof DEFAULT_CHARACTERS)[number];
  const hero = itemOf(character, language);
  const unwritten = [...(SAMPLE_DAYS[language] ?? [])];
  const recent: StoryMemory[] = [];
  const heard = new Set<string>();
  const heardByNight: number[] = [];
  const repeated: string[][] = [];
  for (let night = 0; night < 7; night += 1) {
    const activities = [...DEFAULT_ACTIVITIES].sort(() => random() - 0.5).slice(0, 2 + Math.floor(random() * 2));
    // A parent tells each day once: a sample day is not written twice in one week.
    const day = random() < 0.3 ? unwritten.splice(Math.floor(random() * unwritten.length), 1)[0] : undefined;
    const brief: StoryBrief = {
      language,
      character: hero,
      activities: activities.map((activity) => itemOf(activity, language)),
      customDescription: day?.description,
      customActivities: day?.typed ?? [],
      childPlaceholder: 'Zuri',
      childPronoun: parent % 2 === 0 ? 'she' : 'he',
      recent: [...recent],
      seed: `week-${parent}-${night}`,
    };
    const story = writeBuiltinStory(brief);
    const sentences = storySentences(story, language, [hero.name, 'Zuri']);
    const again = sentences.filter((sentence) => heard.has(sentence));
    heardByNight.push(again.length / sentences.length);
    repeated.push(again);
    for (const sentence of sentences) heard.add(sentence);
    if (story.memory) recent.unshift(story.memory);
    recent.splice(10);
  }
  return { heardByNight, heardByNight4: heardByNight[3] ?? 0, heardByNight7: heardByNight[6] ?? 0, repeated };
}
