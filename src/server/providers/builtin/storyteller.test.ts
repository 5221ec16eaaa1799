import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../../shared/languages.ts';
import { DEFAULT_ACTIVITIES, DEFAULT_CHARACTERS } from '../../catalog/catalog-data.ts';
import type { CatalogSeed } from '../../catalog/catalog-types.ts';
import { checkStructure, countSentences, storyWords } from '../../stories/generation/structure.ts';
import { createWordListSafetyChecker } from '../safety/word-list.ts';
import type { BriefItem, StoryBrief, WrittenScene, WrittenStory } from '../types.ts';
import { joinList, PROBLEMS, type SceneInput, STORY_TEMPLATES } from './story-templates.ts';
import { createBuiltinStoryteller, insertLimits, normalizeInsert, writeStory } from './storyteller.ts';

const BRIEFS_PER_LANGUAGE = 200;

function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DESCRIPTIONS = [
  'we fed the ducks and grandma visited',
  'Wow?! We saw a giraffe... It was SO tall!!! Then: ice cream.',
  'Picnic 🧺 with Oma 👵 and a big rainbow 🌈',
  'She said "again, again" and laughed all the way home',
  '“Mama” was her first word today, and «encore» too',
  '<b>Bold</b> day at the <i>zoo</i> <script>alert(1)</script>',
  'Line one\nline two\tand some   spaces',
  '我们今天去公园喂了小鸭子，奶奶也来看我们了！真开心。',
  'We visited Nan’s garden, picked 3.5 kilos of apples and waved at the trains',
  `${'We walked to the big park and looked at every single duck on the pond, '.repeat(12)}and then we went home.`,
  'Hij heeft vandaag voor het eerst zelf zijn schoenen aangetrokken!',
  'Nous avons fait un gâteau au chocolat avec papi ; quel bonheur !',
  '¿Sabes qué? ¡Hoy montó en bici sin ruedines!',
];

const CUSTOM_ACTIVITIES = [
  'feeding the ducks',
  'Oma kam zu Besuch!',
  'bouncing on the trampoline?!',
  '搭积木',
  'trip to the <u>farm</u>',
  'choo-choo 🚂 train spotting',
  '"Splashing" in the paddling pool...',
  `a long, long walk along the river with the dog, the neighbours and their three noisy little goats ${'and more goats '.repeat(8)}`,
  'bolos de chocolate com a avó',
  'pique-nique au parc',
];

const CHARACTERS = DEFAULT_CHARACTERS;
const ACTIVITIES = DEFAULT_ACTIVITIES;

function item(seed: CatalogSeed, language: Language): BriefItem {
  return { name: seed.text[language].name, description: seed.text[language].description, look: seed.look };
}

/** A random but reproducible brief from the real catalog, with at least one activity, description or typed activity. */
function randomBrief(language: Language, index: number): StoryBrief {
  const random = mulberry32(index * 7919 + LANGUAGES.indexOf(language) * 104_729 + 1);
  const pick = <T>(items: readonly T[]): T => {
    const value = items[Math.floor(random() * items.length)];
    if (value === undefined) throw new Error('empty list');
    return value;
  };
  const shuffled = [...ACTIVITIES].sort(() => random() - 0.5);
  const activityCount = Math.floor(random() * 6);
  let description = random() < 0.45 ? pick(DESCRIPTIONS) : undefined;
  const customCount = random() < 0.35 ? 1 + Math.floor(random() * 3) : 0;
  const customActivities = [...new Set(Array.from({ length: customCount }, () => pick(CUSTOM_ACTIVITIES)))];
  if (activityCount === 0 && !description && customActivities.length === 0) description = pick(DESCRIPTIONS);
  const childRoll = random();
  return {
    language,
    character: item(pick(CHARACTERS), language),
    activities: shuffled.slice(0, activityCount).map((activity) => item(activity, language)),
    customDescription: description,
    customActivities,
    childPlaceholder: childRoll < 0.4 ? 'Zuri' : childRoll < 0.55 ? 'Kiddo' : undefined,
    seed: `job-${index}`,
  };
}

const cases = LANGUAGES.map((language) => {
  const briefs = Array.from({ length: BRIEFS_PER_LANGUAGE }, (_, index) => randomBrief(language, index));
  return { language, briefs, stories: briefs.map((brief) => writeStory(brief)) };
});

const UH_OH_PICTURES = ['lost soft toy', 'tipped-over cup', 'tumbled down', 'red balloon float', 'same shiny red ball'];

const body = (story: WrittenStory) => story.scenes.map((scene) => scene.text).join('\n');
/** The shortest form an inserted text can take (every longer form starts with it). */
const shortest = (text: string, language: Language) =>
  normalizeInsert(text, insertLimits(language).at(-1)?.freeText ?? 1);

describe('the built-in storyteller', () => {
  it('writes a story that follows every structure rule in every language', () => {
    for (const { language, briefs, stories } of cases) {
      const broken = stories.flatMap((story, index) => {
        const verdict = checkStructure(story, language);
        return verdict.ok ? [] : [{ language, brief: briefs[index], problems: verdict.problems }];
      });
      expect(broken).toEqual([]);
    }
  });

  it('weaves in the character, every activity, the typed activities, the description and the child', () => {
    for (const { language, briefs, stories } of cases) {
      briefs.forEach((brief, index) => {
        const story = stories[index];
        if (!story) throw new Error('missing story');
        const text = body(story);
        const missing = [
          brief.character.name,
          ...brief.activities.map((activity) => activity.name),
          ...brief.customActivities.map((custom) => shortest(custom, language)),
          ...(brief.customDescription ? [shortest(brief.customDescription, language)] : []),
          ...(brief.childPlaceholder ? [brief.childPlaceholder] : []),
        ].filter((expected) => !text.includes(expected));
        expect({ language, seed: brief.seed, missing }).toEqual({ language, seed: brief.seed, missing: [] });
      });
    }
  });

  it('keeps the free text clean: no markup, no stray quotation marks, no sentence ends of its own', () => {
    expect(normalizeInsert('Wow?! We saw a giraffe... It was tall!!! Then: ice cream.', 120)).toBe(
      'Wow, We saw a giraffe, It was tall, Then: ice cream',
    );
    expect(normalizeInsert('<b>Bold</b> day at the <i>zoo</i>', 120)).toBe('Bold day at the zoo');
    expect(normalizeInsert('She said "again"\n\tand laughed.', 120)).toBe('She said again and laughed');
    expect(normalizeInsert('picked 3.5 kilos', 120)).toBe('picked 3,5 kilos');
    expect(normalizeInsert('奶奶来了！真开心。', 40)).toBe('奶奶来了，真开心');
    expect(normalizeInsert('Wow! 奶奶来了！Yes', 40)).toBe('Wow, 奶奶来了，Yes');
    expect(normalizeInsert('one two three four', 13)).toBe('one two three');
    expect(normalizeInsert('?!...', 120)).toBe('');
    for (const { stories } of cases) {
      for (const story of stories) {
        const text = body(story);
        expect(text).not.toMatch(/<\/?[a-z]/iu);
        expect(text).not.toContain('"');
      }
    }
  });

  it('stays under the word limit even with the longest inputs, shortening free text when needed', () => {
    for (const language of LANGUAGES) {
      const brief: StoryBrief = {
        language,
        character: { name: 'A very long custom character name with many words in it', description: '', look: '' },
        activities: ACTIVITIES.slice(0, 5).map((activity) => item(activity, language)),
        customDescription: `${'We went to the park and fed the ducks and then we went home again. '.repeat(8)}`,
        customActivities: ['x'.repeat(300), `${'climbing '.repeat(40)}`, `${'游泳'.repeat(100)}`],
        childPlaceholder: 'Zuri',
        seed: 'long',
      };
      const story = writeStory(brief);
      expect(checkStructure(story, language)).toEqual({ ok: true });
      expect(storyWords(story, language)).toBeLessThan(500);
    }
  });

  it('keeps to the rules even with names that are nothing but punctuation', () => {
    for (const language of LANGUAGES) {
      const story = writeStory({
        language,
        character: { name: '?!', description: '', look: '' },
        activities: [{ name: '...', description: '', look: '' }],
        customDescription: '!!!',
        customActivities: ['。'],
        childPlaceholder: undefined,
        seed: 'odd',
      });
      expect(checkStructure(story, language)).toEqual({ ok: true });
      expect(body(story)).toContain(STORY_TEMPLATES[language].fallbackName);
      expect(story.scenes.every((scene) => scene.imagePrompt.includes('A friendly little animal'))).toBe(true);
    }
  });

  it('writes stories of a comfortable length', () => {
    for (const { language, stories } of cases) {
      const words = stories.map((story) => storyWords(story, language)).sort((a, b) => a - b);
      const median = words[Math.floor(words.length / 2)] ?? 0;
      expect(median, language).toBeGreaterThanOrEqual(200);
      expect(median, language).toBeLessThanOrEqual(420);
    }
  });

  it('tells the same story for the same brief', async () => {
    const storyteller = createBuiltinStoryteller();
    for (const { briefs, stories } of cases) {
      for (const [index, brief] of briefs.slice(0, 20).entries()) {
        expect(writeStory(structuredClone(brief))).toEqual(stories[index]);
        expect(await storyteller.write(structuredClone(brief))).toEqual(stories[index]);
      }
    }
  });

  it('varies the story from brief to brief', () => {
    for (const { language, briefs, stories } of cases) {
      // Scene 3 (the uh-oh) with the inserted names taken out still comes in several variants.
      const uhOhs = new Set(
        stories.map((story, index) => {
          const brief = briefs[index];
          let text = story.scenes[2]?.text ?? '';
          for (const name of [
            brief?.character.name,
            brief?.childPlaceholder,
            ...(brief?.activities ?? []).map((a) => a.name),
          ]) {
            if (name) text = text.split(name).join('…');
          }
          return text;
        }),
      );
      expect(uhOhs.size, language).toBeGreaterThanOrEqual(3);
      const problems = new Set(
        stories.map((story) => UH_OH_PICTURES.find((picture) => story.scenes[2]?.imagePrompt.includes(picture))),
      );
      expect(problems.has(undefined), language).toBe(false);
      expect(problems.size, language).toBeGreaterThanOrEqual(3);
      // Neighbouring briefs give different stories, and so does the same content with another seed.
      for (let index = 1; index < stories.length; index += 1) expect(stories[index]).not.toEqual(stories[index - 1]);
      const first = briefs[0];
      if (!first) throw new Error('missing brief');
      const reseeded = new Set(
        Array.from({ length: 12 }, (_, seed) => JSON.stringify(writeStory({ ...first, seed: `other-${seed}` }))),
      );
      expect(reseeded.size, language).toBeGreaterThanOrEqual(6);
    }
  });

  it('describes every scene in English for the illustrator, from morning light to moon and stars, without the child’s name', () => {
    for (const { briefs, stories } of cases) {
      stories.forEach((story, index) => {
        const brief = briefs[index];
        for (const scene of story.scenes) {
          expect(scene.imagePrompt).toMatch(/^[\x20-\x7e]+$/u);
          expect(scene.imagePrompt.toLowerCase()).toContain(brief?.character.look.toLowerCase());
          expect(scene.imagePrompt).not.toMatch(/Zuri|Kiddo/u);
        }
        expect(story.scenes[0]?.imagePrompt).toMatch(/morning/u);
        expect(story.scenes[5]?.imagePrompt).toMatch(/evening/iu);
        expect(story.scenes[6]?.imagePrompt).toMatch(/moon and .*stars|moon.*stars/u);
      });
    }
  });

  it('marks the scenes that show a selected activity, with that activity in the picture', () => {
    for (const { briefs, stories } of cases) {
      stories.forEach((story, index) => {
        const brief = briefs[index];
        if (!brief) throw new Error('missing brief');
        const shown = story.scenes.filter((scene) => scene.activityIndex !== undefined);
        for (const scene of shown) {
          const activity = brief.activities[scene.activityIndex ?? -1];
          expect(activity).toBeDefined();
          expect(scene.imagePrompt).toContain(activity?.look);
        }
        expect(story.scenes[0]?.activityIndex).toBeUndefined();
        expect(story.scenes[6]?.activityIndex).toBeUndefined();
        if (brief.activities.length > 0) expect(story.scenes[1]?.activityIndex).toBe(0);
      });
    }
  });

  it('reports each scene in order before resolving', async () => {
    const seen: WrittenScene[] = [];
    const brief = cases[0]?.briefs[0];
    if (!brief) throw new Error('missing brief');
    const story = await createBuiltinStoryteller().write(brief, { onScene: (scene) => seen.push(scene) });
    expect(seen.map((scene) => scene.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(seen).toEqual(story.scenes);
  });

  it('stops before writing when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const brief = cases[0]?.briefs[0];
    if (!brief) throw new Error('missing brief');
    let calls = 0;
    await expect(
      createBuiltinStoryteller().write(brief, { signal: controller.signal, onScene: () => (calls += 1) }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toBe(0);
    expect(createBuiltinStoryteller().name).toBe('builtin');
  });
});

const GOODNIGHT: Record<Language, RegExp> = {
  en: /goodnight/iu,
  nl: /welterusten/iu,
  de: /gute nacht/iu,
  fr: /bonne nuit/iu,
  es: /buenas noches/iu,
  pt: /boa noite/iu,
  zh: /晚安/u,
};

describe('the storyteller’s templates', () => {
  const inputs: SceneInput[] = [];
  for (const character of ['Max', 'Petite chouette', '小熊']) {
    for (const child of [undefined, 'Zuri']) {
      for (const activity of [undefined, 'Bei Oma und Opa', 'feeding the ducks']) {
        for (const continued of [false, true]) {
          for (const morning of [true, false]) inputs.push({ character, child, activity, continued, morning });
        }
      }
    }
  }

  it.each(LANGUAGES)('has at least three variants for every scene role (%s)', (language) => {
    const templates = STORY_TEMPLATES[language];
    expect(templates.opening.length).toBeGreaterThanOrEqual(3);
    expect(templates.activity.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(templates.problems)).toEqual([...PROBLEMS]);
    expect(PROBLEMS.length).toBeGreaterThanOrEqual(3);
    expect(templates.windDown.length).toBeGreaterThanOrEqual(3);
    expect(templates.bedtime.length).toBeGreaterThanOrEqual(3);
    expect(templates.title.activity.length).toBeGreaterThanOrEqual(3);
    expect(templates.description.length).toBeGreaterThanOrEqual(3);
  });

  it.each(LANGUAGES)('gives every variant the right number of sentences, whatever is inserted (%s)', (language) => {
    const templates = STORY_TEMPLATES[language];
    const polish = templates.polish ?? ((text: string) => text);
    const sentences = (parts: string[]) => countSentences(polish(parts.join(language === 'zh' ? '' : ' ')), language);
    for (const input of inputs) {
      for (const opening of templates.opening) expect(sentences(opening(input))).toBeOneOf([3, 4]);
      for (const activity of templates.activity) expect(sentences(activity(input))).toBe(3);
      for (const intro of templates.uhOhIntro) {
        for (const problem of PROBLEMS) {
          expect(sentences([intro(input), ...templates.problems[problem].uhOh(input)])).toBeOneOf([3, 4]);
        }
      }
      for (const problem of PROBLEMS) expect(sentences(templates.problems[problem].solution(input))).toBe(3);
      for (const windDown of templates.windDown) expect(sentences(windDown(input))).toBe(3);
      for (const bedtime of templates.bedtime) {
        const parts = bedtime(input);
        expect(sentences(parts)).toBeOneOf([3, 4]);
        expect(parts.at(-1)).toMatch(GOODNIGHT[language]);
      }
      const extras = [
        ...templates.description.map((description) => description({ ...input, text: 'we fed the ducks, and more' })),
        ...templates.nextActivity.map((next) => next({ ...input, activity: input.activity ?? 'Zoo' })),
        ...templates.memories.map((memories) => memories({ ...input, list: joinList(['Zoo', 'Park'], language) })),
      ];
      for (const extra of extras) expect(sentences([extra])).toBe(1);
      // Every sentence ends with a mark, so sentences stay separate when a scene is put together.
      for (const sentence of [...templates.opening.flatMap((opening) => opening(input)), ...extras]) {
        expect(sentence.trim()).toMatch(/[.!?。！？»”“]$/u);
      }
    }
  });

  it('joins lists the way each language does', () => {
    expect(joinList(['Zoo', 'Park', 'Beach'], 'en')).toBe('Zoo, Park and Beach');
    expect(joinList(['Piscina', 'Ir al médico'], 'es')).toBe('Piscina e Ir al médico');
    expect(joinList(['Piscina', 'Hierba'], 'es')).toBe('Piscina y Hierba');
    expect(joinList(['游泳', '画画', '跳舞'], 'zh')).toBe('游泳、画画和跳舞');
    expect(joinList(['Zoo'], 'de')).toBe('Zoo');
  });
});

describe('what the built-in storyteller writes', () => {
  it('passes the safety checker that every delivered story goes through, in every language', async () => {
    const safety = createWordListSafetyChecker();
    const refused: string[] = [];
    for (const { language, stories } of cases) {
      for (const story of stories) {
        const verdict = await safety.check([story.title, ...story.scenes.map((scene) => scene.text)], language);
        if (!verdict.isSafe) refused.push(`${language}: ${story.title}`);
      }
    }
    expect(refused).toEqual([]);
  });
});
