// What `npm run bench -- story-truth` measures of one story against the day the parent wrote (see types.ts).
import { readText } from '../../src/server/providers/builtin/lexicon/read.ts';
import type { WrittenStory } from '../../src/server/providers/types.ts';
import type { Language } from '../../src/shared/languages.ts';
import type { TruthDay } from './types.ts';

export type TruthResult = {
  /** The `tells` of the day, each told or not. */
  told: { what: string; isTold: boolean }[];
  /** `never` words the story says. */
  contradictions: string[];
  /** Sentences about the story itself or standing in for what was not told. */
  aboutStory: string[];
  /** Things the title or scene 7 names that scenes 1-6 never told. */
  untoldNamed: string[];
  /** Whether the day had a trouble and scenes 3-4 do not carry it. */
  troubleMissed: boolean;
};

const lower = (text: string, language: Language) => text.toLocaleLowerCase(language).normalize('NFC');

/**
 * Whether a story text holds a word or word beginning: at the start of a word (`schaukel` finds `Schaukel` and
 * `schaukelte`, not `Hängeschaukel`… unless written so), Chinese anywhere. A stem with a space is a phrase.
 */
export function holds(text: string, stem: string, language: Language): boolean {
  const haystack = lower(text, language);
  const needle = lower(stem, language).trim();
  if (needle === '') return false;
  if (language === 'zh') return haystack.includes(needle);
  const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}`, 'u').test(haystack);
}

/**
 * Sentences that talk about the story or stand in for what it did not tell, in each language: the old engine's
 * `untold` and `somethingNew` lines and their kind.
 */
const ABOUT_STORY: Record<Language, RegExp> = {
  en: /another story|other (special )?things (to tell|today)|something special from the day|rest of the day|all about (it|the day)/iu,
  nl: /ander verhaal|andere keer|nog meer (te vertellen|bijzondere)|iets bijzonders van de dag|rest van de dag/iu,
  de: /andere geschichte|ein andermal|noch mehr (zu erzählen|besondere)|etwas besonderes vom tag|rest des tages/iu,
  fr: /autre histoire|une autre fois|d’autres choses (à raconter|spéciales)|quelque chose de spécial de la journée|reste de la journée/iu,
  es: /otro cuento|otra historia|otro día lo contaremos|otras cosas (que contar|especiales)|resto del día/iu,
  pt: /outra história|outro dia contamos|outras coisas (para contar|especiais)|resto do dia/iu,
  zh: /下次再讲|另一个故事|别的事情.*以后|今天其他的事/u,
};

/** Reads one story against its day. */
export function measure(day: TruthDay, story: WrittenStory, language: Language): TruthResult {
  const texts = story.scenes.map((scene) => scene.text);
  const all = [story.title, ...texts].join('\n');
  const told = day.tells.map((tell) => ({
    what: tell.what,
    isTold: tell.any.some((stem) => holds(all, stem, language)),
  }));
  const contradictions = day.never.filter((word) => holds(all, word, language));
  const aboutStory = texts.flatMap((text) => (ABOUT_STORY[language].test(text) ? [text] : []));
  // What the title and the goodnight scene name, read with the storyteller's own lexicon, against what scenes 1-6
  // told or showed (their pictures' plans: the pool the swimming scene draws).
  const before = readText(texts.slice(0, 6), language);
  for (const scene of story.scenes.slice(0, 6)) {
    if (!scene.plan) continue;
    before.places.push(scene.plan.place);
    before.things.push(...scene.plan.things);
    before.people.push(...scene.plan.people);
  }
  const named = readText([story.title, texts[6] ?? ''], language);
  const untoldNamed = [
    ...named.people.filter((id) => !before.people.includes(id)),
    ...named.places.filter((id) => !before.places.includes(id) && id !== 'bedroom'),
    ...named.things.filter((id) => !before.things.includes(id) && id !== 'teddy'),
  ];
  const middle = [texts[2] ?? '', texts[3] ?? ''].join('\n');
  const troubleMissed = day.trouble !== null && !day.trouble.any.some((stem) => holds(middle, stem, language));
  return { told, contradictions, aboutStory, untoldNamed, troubleMissed };
}
