import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { DEFAULT_ACTIVITIES, DEFAULT_CHARACTERS } from '../../../catalog/catalog-data.ts';
import type { CatalogSeed } from '../../../catalog/catalog-types.ts';
import { checkStructure } from '../../../story-rules/structure.ts';
import { createWordListSafetyChecker } from '../../safety/word-list.ts';
import type { BriefItem, StoryBrief, StoryMemory, WrittenStory } from '../../types.ts';
import { MISHAPS } from '../lexicon/concepts.ts';
import { readText, wordsOf } from '../lexicon/read.ts';
import { ACTIVITIES, type ActivityId } from './activities.ts';
import { PACKS } from './packs.ts';
import { SAMPLE_DAYS } from './samples/index.ts';
import { pastedRuns, simulateWeek, storySentences } from './variety-measures.ts';
import { writeBuiltinStory } from './write.ts';

const BRIEFS_PER_LANGUAGE = 200;
const LANGUAGES_WITH_PACKS = Object.keys(PACKS) as Language[];

function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const item = (seed: CatalogSeed, language: Language): BriefItem => ({
  name: seed.text[language].name,
  description: seed.text[language].description,
  look: seed.look,
  catalogId: seed.id,
});

/** A random but reproducible brief: catalog picks, and what parents of that language wrote (the sample days). */
function randomBrief(language: Language, index: number): StoryBrief {
  const random = mulberry32(index * 7919 + language.charCodeAt(0) * 104_729 + 1);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const days = SAMPLE_DAYS[language] ?? [];
  const day = random() < 0.5 ? pick(days) : undefined;
  const activities = [...DEFAULT_ACTIVITIES].sort(() => random() - 0.5).slice(0, Math.floor(random() * 6));
  const roll = random();
  return {
    language,
    character: item(pick(DEFAULT_CHARACTERS), language),
    activities: activities.map((activity) => item(activity, language)),
    customDescription: day?.description,
    customActivities: day?.typed ?? [],
    childPlaceholder: roll < 0.5 ? 'Zuri' : undefined,
    childPronoun: (['she', 'he', 'they', undefined] as const)[Math.floor(random() * 4)],
    seed: `job-${index}`,
  };
}

const cases = LANGUAGES_WITH_PACKS.map((language) => {
  const briefs = Array.from({ length: BRIEFS_PER_LANGUAGE }, (_, index) => randomBrief(language, index));
  return { language, briefs, stories: briefs.map((brief) => writeBuiltinStory(brief)) };
});

const body = (story: WrittenStory) => story.scenes.map((scene) => scene.text).join('\n');

describe.each(cases)('the built-in storyteller in $language', ({ language, briefs, stories }) => {
  it('follows every structure rule, over 200 briefs', () => {
    const broken = stories
      .map((story, index) => ({ index, verdict: checkStructure(story, language) }))
      .filter(({ verdict }) => !verdict.ok);
    expect(broken.slice(0, 3)).toEqual([]);
  });

  it('never pastes what the parent wrote beyond one retold clause, and never quotes it', () => {
    const pasted = stories.flatMap((story, index) => {
      const brief = briefs[index] as StoryBrief;
      return pastedRuns(body(story), [brief.customDescription ?? '', ...brief.customActivities], language);
    });
    expect(pasted).toEqual([]);
  });

  it('never introduces an activity as a label after a colon or greets it by name', () => {
    const labels = stories.flatMap((story, index) =>
      (briefs[index] as StoryBrief).activities
        .map((activity) => activity.name)
        .filter((name) => new RegExp(`[:：]\\s*[«“„"]?${name}|[,，]\\s*${name}\\s*[!！]`, 'iu').test(body(story))),
    );
    expect(labels).toEqual([]);
  });

  it('tells the day in order: morning before afternoon, the bath in the evening, nothing twice', () => {
    const rank = { morning: 0, any: 1, afternoon: 2, evening: 3 } as const;
    for (const [index, story] of stories.entries()) {
      const [two, three, five] = [1, 2, 4].map((index) => story.scenes[index]?.plan?.activityId);
      // Scenes 3 and 5 may go on with scene 2's activity (a day that was one outing); otherwise every activity has one
      // scene.
      const shown = [two, three === two ? undefined : three, five === two ? undefined : five].filter(
        (id) => id !== undefined,
      ) as ActivityId[];
      expect(new Set(shown).size).toBe(shown.length);
      // Picked activities go by their part of the day; what the parent wrote keeps the parent's order (day-thread).
      const ranks = shown.map((id) => rank[ACTIVITIES[id].when]);
      if (!briefs[index]?.customDescription) expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      expect(shown).not.toContain('activity-bath');
      expect(story.scenes[5]?.plan?.place).toBe('bathroom');
      expect(story.scenes[6]?.plan).toMatchObject({ place: 'bedroom', timeOfDay: 'night', pose: 'bed' });
    }
  });

  it('tells a sad day gently: comfort instead of a cheerful fix, a quiet afternoon, nothing of the sad event as fun', () => {
    const sadDays = (SAMPLE_DAYS[language] ?? []).filter((day) =>
      readText([day.description ?? '', ...(day.typed ?? [])], language).mishaps.some((id) => MISHAPS[id] === 'sad'),
    );
    expect(sadDays.length).toBeGreaterThan(0);
    for (const [index, day] of sadDays.entries()) {
      const story = writeBuiltinStory({
        ...(briefs[index] as StoryBrief),
        activities: [],
        customDescription: day.description,
        customActivities: day.typed ?? [],
      });
      const used = story.memory?.variants ?? [];
      expect(used.some((key) => key.startsWith('comfort.'))).toBe(true);
      expect(used.some((key) => key.startsWith('feelBetter.') || key.startsWith('worry.'))).toBe(false);
      expect(['died', 'sick', 'hospital', 'missing', 'goodbye']).toContain(story.memory?.uhOh);
      expect(story.scenes.flatMap((scene) => scene.plan?.things ?? [])).not.toContain('dog');
    }
  });

  it('tells the same story for the same brief and memory, and another for another seed', () => {
    for (const [index, brief] of briefs.slice(0, 10).entries()) {
      expect(writeBuiltinStory(structuredClone(brief))).toEqual(stories[index]);
      expect(body(writeBuiltinStory({ ...brief, seed: 'another' }))).not.toEqual(body(stories[index] as WrittenStory));
    }
  });

  it('does not repeat itself over a week of one parent’s stories', () => {
    const week = simulateWeek(language, 0);
    expect(week.heardByNight7).toBeLessThanOrEqual(0.1);
  });

  it('passes the safety checker every delivered story goes through', async () => {
    const safety = createWordListSafetyChecker();
    const refused: string[] = [];
    for (const story of stories) {
      const verdict = await safety.check([story.title, ...story.scenes.map((scene) => scene.text)], language);
      if (!verdict.isSafe) refused.push(story.title);
    }
    expect(refused).toEqual([]);
  });

  it('keeps the child’s name out of the pictures and says what each scene shows', () => {
    for (const story of stories) {
      for (const scene of story.scenes) {
        expect(scene.imagePrompt).toMatch(/^[\x20-\x7e]+$/u);
        expect(scene.imagePrompt).not.toContain('Zuri');
        expect(scene.plan).toBeDefined();
      }
    }
  });

  it('carries its uh-oh to the pictures of scenes 3 and 4, so the illustrator draws it and then solves it', () => {
    for (const story of stories) {
      const uhOh = story.memory?.uhOh;
      expect(story.scenes[2]?.plan?.problem).toBe(uhOh);
      expect(story.scenes[3]?.plan?.problem).toBe(uhOh);
      for (const scene of [story.scenes[0], story.scenes[1], story.scenes[4], story.scenes[5], story.scenes[6]]) {
        expect(scene?.plan?.problem).toBeUndefined();
      }
    }
  });

  it('remembers what it told and avoids it tomorrow', () => {
    const brief = briefs[0] as StoryBrief;
    const tonight = writeBuiltinStory(brief);
    const tomorrow = writeBuiltinStory({ ...brief, recent: [tonight.memory as StoryMemory] });
    const heard = new Set(storySentences(tonight, language));
    // A sentence that retells the parent's own words or typed activities (most of its longer words begin as the
    // parent's do; six Chinese characters in a row) tells the same day again, as it should.
    const parent = [brief.customDescription ?? '', ...brief.customActivities].join(' ');
    const beginnings = new Set(
      wordsOf(parent, language)
        .filter((word) => [...word].length >= 4)
        .map((word) => [...word].slice(0, 4).join('')),
    );
    const retold = (sentence: string) => {
      if (language === 'zh')
        return [...sentence].some((_, at) => at + 6 <= sentence.length && parent.includes(sentence.slice(at, at + 6)));
      const hero = new Set(wordsOf(brief.character.name, language));
      const long = wordsOf(sentence, language).filter((word) => [...word].length >= 4 && !hero.has(word));
      const found = long.filter((word) => beginnings.has([...word].slice(0, 4).join(''))).length;
      return long.length > 0 && found * 2 >= long.length;
    };
    const repeated = storySentences(tomorrow, language).filter((sentence) => heard.has(sentence) && !retold(sentence));
    // The refrain's scene and the goodnight list may echo the same day's things; little else comes back.
    expect(repeated.length, repeated.join(' / ')).toBeLessThanOrEqual(3);
  });
});

describe('the built-in storyteller in English', () => {
  const brief = (extra: Partial<StoryBrief>): StoryBrief => ({
    language: 'en',
    character: item(DEFAULT_CHARACTERS[1] as CatalogSeed, 'en'),
    activities: [],
    customDescription: undefined,
    customActivities: [],
    childPlaceholder: undefined,
    seed: 'english',
    ...extra,
  });

  it('uses pronouns for the hero instead of repeating the name', () => {
    const story = writeBuiltinStory(brief({ activities: [item(DEFAULT_ACTIVITIES[0] as CatalogSeed, 'en')] }));
    const names = body(story).split('Little Bear').length - 1;
    expect(names).toBeLessThanOrEqual(10);
    expect(body(story)).toMatch(/\b(he|his|him)\b/iu);
    expect(body(story)).not.toMatch(/\b(she|her)\b/iu);
  });

  it('refers to the child as the parent chose, and neutrally without a choice', () => {
    expect(PACKS.en?.child('Zuri', 'she')).toMatchObject({ he: 'she', his: 'her' });
    expect(PACKS.en?.child('Zuri', 'he')).toMatchObject({ he: 'he', his: 'his' });
    expect(PACKS.en?.child('Zuri', undefined)).toMatchObject({ he: 'they', his: 'their' });
  });

  it('turns the parent’s words into the day’s events', () => {
    const story = writeBuiltinStory(
      brief({ customDescription: 'We fed the ducks with grandma and she fell off her scooter and scraped her knee.' }),
    );
    const text = body(story);
    expect(text).toMatch(/duck/iu);
    expect(text).toMatch(/Grandma/u);
    expect(text).toMatch(/scooter/u);
    expect(story.memory?.uhOh).toMatch(/fell|hurt/u);
    expect(story.scenes[2]?.plan?.things).toContain('scooter');
  });
});
