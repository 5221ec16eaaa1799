import type { Language } from '../../../shared/languages.ts';
import { checkStructure, TITLE_MAX_LENGTH } from '../../stories/generation/structure.ts';
import type { StoryBrief, StoryWriter, WrittenScene, WrittenStory } from '../types.ts';
import { PACKS } from './story/packs.ts';
import { writeBuiltinStory } from './story/write.ts';
import { joinList, PROBLEMS, type ProblemId, type SceneInput, STORY_TEMPLATES } from './story-templates.ts';

/**
 * The built-in storyteller: writes a calm 7-scene story from its own templates (`story-templates/`), with no network.
 * Scene 1 opens the morning, 2 and 5 show activities, 3 is a gentle uh-oh during an activity and 4 its kind solution,
 * 6 winds down (bath, pyjamas, remembering the day) and 7 says goodnight under the moon and stars.
 *
 * Every input is woven in: the character, each selected activity (scenes 2-5, the rest remembered in scene 6), each
 * typed activity and the parent's description. The same brief always gives the same story (a PRNG seeded by the
 * brief's seed and content); different briefs usually get different variants.
 */
export function createBuiltinStoryteller(): StoryWriter {
  return {
    name: 'builtin',
    async write(brief, options) {
      options?.signal?.throwIfAborted();
      const story = PACKS[brief.language] ? writeBuiltinStory(brief) : writeStory(brief);
      options?.signal?.throwIfAborted();
      for (const scene of story.scenes) options?.onScene?.(scene);
      return story;
    },
  };
}

/** Sentence ends that inserted text must not bring into the story. */
const SENTENCE_ENDS = /[.!?…。！？‼⁇⁈⁉｡．]+/gu;
/** Double quotation marks: inserted text must not open or close a quotation of the template. */
const QUOTE_MARKS = /["“”„«»‹›「」『』〝〞＂]/gu;
const HTML_TAG = /<\/?[a-z][^<>]*>/giu;
const EDGE_PUNCTUATION = /^[\s,;:，、；：\-–—]+|[\s,;:，、；：\-–—]+$/gu;

/**
 * Prepares free text (or a name) for insertion into a sentence: removes HTML tags and double quotation marks,
 * collapses whitespace, turns inner sentence ends into commas and drops final ones, trims stray punctuation at the
 * edges and shortens it to at most `maxLength` characters, at a word boundary where there is one. A shorter limit
 * gives a prefix of the longer one's result.
 */
export function normalizeInsert(text: string, maxLength: number): string {
  const cleaned = text
    .replace(HTML_TAG, ' ')
    .replace(QUOTE_MARKS, '')
    .replace(/\s+/gu, ' ')
    .replace(/(\d)[.．](?=\d)/gu, '$1,')
    .replace(/\s*[.!?…。！？‼⁇⁈⁉｡．]+\s*/gu, (match: string, offset: number, whole: string) => {
      if (whole.slice(offset + match.length).trim() === '') return '';
      // Chinese text gets a Chinese comma, anything else a Latin one.
      return /\p{Script=Han}/u.test(whole.slice(Math.max(0, offset - 1), offset)) ? '，' : ', ';
    })
    .replace(/\s*([,，])(?:\s*[,，])+\s*/gu, (_match, first: string) => (first === '，' ? '，' : ', '))
    .replace(EDGE_PUNCTUATION, '');
  return shorten(cleaned, maxLength).replace(EDGE_PUNCTUATION, '').replace(SENTENCE_ENDS, '');
}

function shorten(text: string, maxLength: number): string {
  const characters = [...text];
  if (characters.length <= maxLength) return text;
  let result = '';
  for (const word of text.split(' ')) {
    const next = result === '' ? word : `${result} ${word}`;
    if ([...next].length > maxLength) break;
    result = next;
  }
  if (result !== '') return result;
  // No word boundary (Chinese, or one very long word): cut at the last comma in the second half, else mid-word.
  const cut = characters.slice(0, maxLength).join('');
  const comma = Math.max(cut.lastIndexOf('，'), cut.lastIndexOf('、'), cut.lastIndexOf(','));
  return comma >= cut.length / 2 ? cut.slice(0, comma) : cut;
}

/**
 * How long inserted texts may be. The first level that keeps the story under the word limit is used; Chinese counts
 * every character as a word, so its limits are lower. The last level also shortens names (only absurdly long ones).
 */
export const INSERT_LIMITS: Record<'zh' | 'other', Array<{ freeText: number; name: number }>> = {
  other: [
    { freeText: 120, name: 80 },
    { freeText: 60, name: 80 },
    { freeText: 30, name: 80 },
    { freeText: 15, name: 24 },
  ],
  zh: [
    { freeText: 40, name: 30 },
    { freeText: 20, name: 30 },
    { freeText: 10, name: 30 },
    { freeText: 6, name: 8 },
  ],
};

export function insertLimits(language: Language) {
  return INSERT_LIMITS[language === 'zh' ? 'zh' : 'other'];
}

/** A 32-bit FNV-1a hash of a string, the seed of the PRNG. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** mulberry32: a tiny, good-enough PRNG for picking variants. */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Choices = {
  opening: number;
  activity2: number;
  activity5: number;
  problem: ProblemId;
  uhOhIntro: number;
  windDown: number;
  bedtime: number;
  description: number;
  nextActivity: number;
  memories: number;
  title: number;
};

function choose(brief: StoryBrief): Choices {
  const templates = STORY_TEMPLATES[brief.language];
  const content = JSON.stringify([
    brief.language,
    brief.character.name,
    brief.activities.map((activity) => activity.name),
    brief.customDescription ?? '',
    brief.customActivities,
    brief.childPlaceholder ?? '',
  ]);
  const random = mulberry32(hash(`${brief.seed}\u0000${content}`));
  const pick = (count: number) => Math.floor(random() * count);
  const activity2 = pick(templates.activity.length);
  const activity5 = (activity2 + 1 + pick(templates.activity.length - 1)) % templates.activity.length;
  return {
    opening: pick(templates.opening.length),
    activity2,
    activity5,
    problem: PROBLEMS[pick(PROBLEMS.length)] ?? 'lostToy',
    uhOhIntro: pick(templates.uhOhIntro.length),
    windDown: pick(templates.windDown.length),
    bedtime: pick(templates.bedtime.length),
    description: pick(templates.description.length),
    nextActivity: pick(templates.nextActivity.length),
    memories: pick(templates.memories.length),
    title: pick(templates.title.activity.length),
  };
}

function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no template ${index}`);
  return item;
}

/** Writes the story for a brief, trying shorter inserts until it fits the word limit. */
export function writeStory(brief: StoryBrief): WrittenStory {
  const choices = choose(brief);
  const levels = insertLimits(brief.language);
  let story: WrittenStory | undefined;
  for (const limits of levels) {
    story = compose(brief, choices, limits);
    if (checkStructure(story, brief.language).ok) return story;
  }
  if (!story) throw new Error('no insert limits');
  return story;
}

type Item = { label: string; index: number | undefined; look: string | undefined };

function compose(brief: StoryBrief, choices: Choices, limits: { freeText: number; name: number }): WrittenStory {
  const { language } = brief;
  const templates = STORY_TEMPLATES[language];
  const polish = templates.polish ?? ((text: string) => text);
  const character = normalizeInsert(brief.character.name, limits.name) || templates.fallbackName;
  const child = brief.childPlaceholder ? normalizeInsert(brief.childPlaceholder, 80) || undefined : undefined;
  const description = brief.customDescription
    ? normalizeInsert(brief.customDescription, limits.freeText) || undefined
    : undefined;
  const items: Item[] = [
    ...brief.activities.map((activity, index) => ({
      label: normalizeInsert(activity.name, limits.name),
      index,
      look: activity.look,
    })),
    ...brief.customActivities.map((text) => ({
      label: normalizeInsert(text, limits.freeText),
      index: undefined,
      look: undefined,
    })),
  ].filter((item) => item.label !== '');

  // Scenes 2, 3 and 5 each show an item; a fourth is introduced at the end of scene 4; the rest is remembered in 6.
  const count = items.length;
  const scene2 = items[0];
  const scene3 = count >= 3 ? items[1] : items[0];
  const scene4Next = count >= 4 ? items[2] : undefined;
  const scene5 = count >= 4 ? items[3] : count >= 2 ? items[count - 1] : undefined;
  const remembered = items.slice(4);

  const input = (activity: Item | undefined, extra: Partial<SceneInput> = {}): SceneInput => ({
    character,
    child,
    activity: activity?.label,
    continued: false,
    morning: true,
    ...extra,
  });

  const sentences: string[][] = [];
  sentences.push(at(templates.opening, choices.opening)(input(undefined)));

  const second = at(templates.activity, choices.activity2)(input(scene2, { morning: true }));
  if (description && count === 0)
    second.push(at(templates.description, choices.description)({ ...input(undefined), text: description }));
  sentences.push(second);

  const problem = templates.problems[choices.problem];
  const continued = scene3 !== undefined && scene3 === scene2;
  sentences.push([
    at(templates.uhOhIntro, choices.uhOhIntro)(input(scene3, { continued, morning: true })),
    ...problem.uhOh(input(scene3, { continued })),
  ]);

  const fourth = problem.solution(input(scene3));
  if (scene4Next) fourth.push(at(templates.nextActivity, choices.nextActivity)(input(scene4Next)));
  sentences.push(fourth);

  const fifth = at(templates.activity, choices.activity5)(input(scene5, { morning: false }));
  if (description && count > 0)
    fifth.push(at(templates.description, choices.description)({ ...input(undefined), text: description }));
  sentences.push(fifth);

  const sixth = at(templates.windDown, choices.windDown)(input(undefined));
  if (remembered.length > 0) {
    const list = joinList(
      remembered.map((item) => item.label),
      language,
    );
    sixth.push(at(templates.memories, choices.memories)({ ...input(undefined), list }));
  }
  sentences.push(sixth);

  sentences.push(at(templates.bedtime, choices.bedtime)(input(undefined)));

  const shown: Array<Item | undefined> = [undefined, scene2, scene3, scene3, scene5, undefined, undefined];
  const scenes: WrittenScene[] = sentences.map((parts, position) => {
    const number = position + 1;
    const item = shown[position];
    return {
      number,
      text: polish(parts.join(language === 'zh' ? '' : ' ')),
      imagePrompt: imagePrompt(brief, number, item, choices.problem, child !== undefined),
      activityIndex: item?.index,
    };
  });

  return { title: polish(title(templates, choices, character, items[0])), scenes };
}

function title(
  templates: (typeof STORY_TEMPLATES)[Language],
  choices: Choices,
  character: string,
  first: Item | undefined,
): string {
  const fits = (text: string) => [...text].length <= TITLE_MAX_LENGTH;
  if (first && [...first.label].length <= 40) {
    const withActivity = at(templates.title.activity, choices.title)(character, first.label);
    if (fits(withActivity)) return withActivity;
  }
  const plain = at(templates.title.plain, choices.title % templates.title.plain.length)(character);
  return fits(plain) ? plain : `${[...plain].slice(0, TITLE_MAX_LENGTH - 1).join('')}…`;
}

// Image prompts are always English, whatever the story's language, and never name the child.

const TIME_OF_DAY: Record<number, string> = {
  1: 'Soft golden morning light through a bedroom window',
  2: 'Bright morning sunshine',
  3: 'Late morning light',
  4: 'Warm midday light',
  5: 'Warm afternoon light',
  6: 'Early evening, an orange and pink sky and warm lamp light',
  7: 'Night, a crescent moon and twinkling stars in a deep blue sky',
};

const PROBLEM_PICTURES: Record<ProblemId, { uhOh: string; solution: string }> = {
  lostToy: {
    uhOh: 'looking around a little worried for a lost soft toy',
    solution: 'hugging a found soft toy, smiling and relieved, a kind helper nearby',
  },
  spill: {
    uhOh: 'looking at a tipped-over cup and a small puddle of water',
    solution: 'wiping up a small puddle with a soft cloth together with a kind helper, both smiling',
  },
  tower: {
    uhOh: 'looking at a little tower that has gently tumbled down',
    solution: 'building a tall tower again together with a kind helper, smiling proudly',
  },
  balloon: {
    uhOh: 'watching a red balloon float up out of reach',
    solution: 'holding a red balloon on a string again, smiling and relieved, a tall kind grown-up nearby',
  },
  turns: {
    uhOh: 'reaching for the same shiny red ball as another small child, both a little grumpy',
    solution: 'taking turns rolling a shiny red ball with another small child, both smiling',
  },
};

function englishLook(text: string | undefined, fallback: string): string {
  const look = (text ?? '')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/[.!?]+$/u, '');
  return look === '' ? fallback : look;
}

function imagePrompt(
  brief: StoryBrief,
  number: number,
  item: Item | undefined,
  problem: ProblemId,
  withChild: boolean,
): string {
  const subject = englishLook(brief.character.look, 'a friendly little animal');
  const company = withChild ? ' together with a happy toddler' : '';
  const setting = item
    ? item.look
      ? englishLook(item.look, "a cosy scene of a toddler's day")
      : "a cosy, friendly place from a toddler's day"
    : undefined;
  let action: string;
  let place: string;
  switch (number) {
    case 1:
      action = 'waking up and stretching in a cosy bed';
      place = 'a cosy bedroom with soft curtains';
      break;
    case 2:
    case 5:
      action = setting ? 'happily enjoying the activity' : 'playing gently with soft toys';
      place = setting ?? (number === 2 ? 'a cosy playroom with soft toys' : 'a quiet garden with flowers');
      break;
    case 3:
      action = PROBLEM_PICTURES[problem].uhOh;
      place = setting ?? 'a cosy, friendly place at home';
      break;
    case 4:
      action = PROBLEM_PICTURES[problem].solution;
      place = setting ?? 'a cosy, friendly place at home';
      break;
    case 6:
      action = 'having a warm bubble bath, with soft pyjamas and a fluffy towel ready';
      place = 'a cosy bathroom';
      break;
    default:
      action = 'tucked in bed under a soft blanket, eyes gently closing';
      place = 'a quiet bedroom with a window showing the moon and stars';
  }
  const capitalised = `${subject.charAt(0).toUpperCase()}${subject.slice(1)}`;
  return `${TIME_OF_DAY[number] ?? 'Soft light'}. ${capitalised}${company}, ${action}. Setting: ${place}. Calm, gentle and child-friendly.`;
}
