// What `npm run bench -- family-truth` checks of one story written from a brief with day facts (see briefs.ts).
import { MISHAPS } from '../../src/server/providers/builtin/lexicon/concepts.ts';
import {
  FAMILY_WORDS,
  FEELING_MISHAP,
  HARD_MISHAP,
  type Kid,
} from '../../src/server/providers/builtin/lexicon/family.ts';
import { festivalIn } from '../../src/server/providers/builtin/lexicon/festivals.ts';
import { readText } from '../../src/server/providers/builtin/lexicon/read.ts';
import type { DayFacts, StoryBrief, WrittenStory } from '../../src/server/providers/types.ts';
import { splitSentences } from '../../src/server/story-rules/sentences.ts';
import { checkStructure } from '../../src/server/story-rules/structure.ts';
import type { Language } from '../../src/shared/languages.ts';
import { holds } from '../story-truth/measure.ts';

/** The classes of failure, in the order the bench prints them. */
export const FAILURES = [
  'child missing',
  'name missing',
  'pet kind missing',
  'pet out of place',
  'moment missing',
  'sibling size',
  'sun in bad weather',
  'hard not in 3-4',
  'stock uh-oh',
  'dead pet seen',
  'sad day cheers',
  'members wrong',
  'refused',
  'story rules',
] as const;
export type Failure = (typeof FAILURES)[number];

export type FamilyVerdict = {
  /** Each fact of the brief (a member's name, a pet's kind, a moment), told or not. */
  facts: { what: string; isTold: boolean }[];
  failures: { kind: Failure; detail: string }[];
};

/** A burial, as the story retells the parent's words of it. */
const BURIED: Record<Language, RegExp> = {
  en: /\bburi(?:ed|al)\b/iu,
  nl: /begra(?:ven|of|ven)|begroeven/iu,
  de: /begrab|begrub|beerdig/iu,
  fr: /enterr/iu,
  es: /enterr/iu,
  pt: /enterr/iu,
  zh: /埋|安葬/u,
};

/** Sun words: a rainy, snowy or stormy day has none in scenes 1-5. */
const SUN: Record<Language, RegExp> = {
  en: /\bsun/iu,
  nl: /\bzon(?!dag)/iu,
  de: /sonne|sonnig/iu,
  fr: /soleil|ensoleill/iu,
  es: /\bsol\b|soleado/iu,
  pt: /\bsol\b|solarengo/iu,
  zh: /太阳|阳光|晴/u,
};
/** `big` and `little` said of a sister or brother, right before their name (`big brother Kesi`, `哥哥Kesi`). */
const BIG: Record<Language, RegExp> = {
  en: /\bbig (sister|brother)\W*$/iu,
  nl: /\bgrote (zus|broer)\W*$/iu,
  de: /\bgroße[nrs]? (Schwester|Bruder)\W*$/iu,
  fr: /\bgrande? (sœur|frère)\W*$/iu,
  es: /\b(hermana|hermano) mayor,?\s*(el |la )?$/iu,
  pt: /\bmais velh[oa],?\s*([oa] )?$/iu,
  zh: /(哥哥|姐姐)$/u,
};
const LITTLE: Record<Language, RegExp> = {
  en: /\blittle (sister|brother)\W*$/iu,
  nl: /(zusje|broertje)\W*$/iu,
  de: /\bkleine[nrs]? (Schwester|Bruder)\W*$/iu,
  fr: /\bpetite? (sœur|frère)\W*$/iu,
  es: /(hermanit[ao]|(hermana|hermano) (pequeñ[ao]|menor)),?\s*(el |la )?$/iu,
  pt: /\bmais nov[oa],?\s*([oa] )?$/iu,
  zh: /(弟弟|妹妹)$/u,
};

/** Places no family pet comes along to. */
const NO_PETS: readonly string[] = [
  'pool',
  'playground',
  'daycare',
  'doctor',
  'shop',
  'library',
  'aquarium',
  'zoo',
  'party',
  'train',
];

const spaced = (text: string) => text.replace(/[\u00a0\u202f]/gu, ' ');

/** Whether a text names someone, as a whole word (Chinese anywhere). */
export function names(text: string, name: string, language: Language): boolean {
  if (language === 'zh') return text.includes(name);
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(text);
}

/** The words said right before each time a name is said (at most 30 characters, within its sentence). */
function before(text: string, name: string): string[] {
  const found: string[] = [];
  let at = text.indexOf(name);
  while (at >= 0) {
    const window = text.slice(Math.max(0, at - 30), at);
    found.push(window.split(/[.!?。！？]/u).at(-1) ?? '');
    at = text.indexOf(name, at + name.length);
  }
  return found;
}

/**
 * A pet's kind in the language's word, taken from the storyteller's lexicon: the pet said by kind and name, without
 * its name, article or comma (`der Hund Rex` → `Hund`, `Rex the dog` → `dog`, `Rex, un hérisson` → `hérisson`).
 */
export function petWord(language: Language, name: string, kind: DayFacts['pets'][number]['kind'], word?: string) {
  const said = FAMILY_WORDS[language].pet(name, kind, word).replace(name, ' ');
  return said
    .replace(/[,，]/gu, ' ')
    .trim()
    .replace(/^(the|der|die|das|le|la|l’|el|o|a|su|un|une|een|de|het|ein|eine|um|uma)\s+/iu, '')
    .replace(/^l’/u, '')
    .replace(/^(un|une|um|uma)\s+/iu, '')
    .trim();
}

/** Checks one story against the facts of its brief; `safe` is the safety check's verdict on it. */
export function checkFamilyStory(brief: StoryBrief, story: WrittenStory, safe: boolean): FamilyVerdict {
  const language = brief.language;
  const facts = brief.facts as DayFacts;
  const words = FAMILY_WORDS[language];
  const texts = story.scenes.map((scene) => spaced(scene.text));
  const all = texts.join('\n');
  const kids: Kid[] = facts.children.map((kid) => ({ name: kid.name, pronoun: kid.pronoun }));
  const told: FamilyVerdict['facts'] = [];
  const failures: FamilyVerdict['failures'] = [];
  const fail = (kind: Failure, detail: string) => failures.push({ kind, detail });
  const tell = (what: string, isTold: boolean, kind: Failure) => {
    told.push({ what, isTold });
    if (!isTold) fail(kind, what);
  };

  const dead = facts.hard?.kind === 'pet-died' ? facts.hard.petName : undefined;
  const living = facts.pets.filter((pet) => pet.name !== dead);
  // Every member who was there, by name.
  facts.children.forEach((kid, index) => {
    const kind = index === 0 && facts.children.length === 1 ? 'child missing' : 'name missing';
    tell(`name ${kid.name}`, names(all, kid.name, language), kind);
  });
  for (const member of [...facts.people, ...living])
    tell(`name ${member.name}`, names(all, member.name, language), 'name missing');
  // Every pet by its kind, in the language's word.
  for (const pet of living) {
    const kind = petWord(language, pet.name, pet.kind, pet.word);
    tell(`${pet.kind} "${kind}"`, holds(all, kind, language) || all.includes(kind), 'pet kind missing');
  }
  // No pet where pets do not go: the pool, the playground, daycare, the doctor's, a shop, the library, the aquarium or
  // the zoo, a party, a train.
  // (A pet the parent's own words put in the day, `旺财帮忙找到了` at the sandbox, is where the parent says.)
  const written = [brief.customDescription ?? '', ...brief.customActivities].join(' ');
  for (const [index, scene] of story.scenes.entries()) {
    if (!NO_PETS.includes(scene.plan?.place ?? '')) continue;
    for (const pet of living)
      if (names(scene.text, pet.name, language) && !names(written, pet.name, language))
        fail('pet out of place', `${pet.name} in scene ${index + 1}`);
  }
  // Every moment.
  if (facts.firstTime) {
    const line = spaced(words.firstTime(kids, facts.firstTime.kind, facts.firstTime.word));
    // Or by the parent's own sentence of it, retold in its place (`C'est la première fois sur le vélo sans les petites
    // roues`), where the parent wrote one.
    const ownFirst =
      readText([written], language).events.includes('firstDay') &&
      story.scenes
        .slice(0, 6)
        .flatMap((scene) => splitSentences(scene.text, language))
        .some((sentence) => readText([sentence], language).events.includes('firstDay'));
    tell(`first time ${facts.firstTime.kind}`, all.includes(line) || ownFirst, 'moment missing');
  }
  if (facts.feeling) {
    // Said as a line of its own, or as the day's trouble in scenes 3 and 4 (shy at the dentist's): the trouble's own
    // lines, which the scenes' pictures show too.
    const trouble = facts.hard ? undefined : FEELING_MISHAP[facts.feeling];
    const asTrouble =
      trouble !== undefined &&
      [story.scenes[2]?.plan?.problem, story.scenes[3]?.plan?.problem].every((problem) => problem === trouble) &&
      story.memory?.uhOh === trouble;
    tell(
      `feeling ${facts.feeling}`,
      asTrouble || all.includes(spaced(words.feeling(kids, facts.feeling))),
      'moment missing',
    );
  }
  if (facts.weather)
    tell(`weather ${facts.weather}`, all.includes(spaced(words.weather(facts.weather))), 'moment missing');
  if (facts.celebration) {
    // A birthday is the child's, or one in the family where the parent's words say whose it was.
    const celebration = facts.celebration;
    const called = [kids, [...kids, ...kids]].map((them) =>
      spaced(words.celebration(them, celebration)).replace(/^(the|der|die|das|le|la|l’|el|o|a|de|het) /u, ''),
    );
    // At the start of a sentence too (`A birthday in the family had come at last`); or by the name the parent's own
    // words give the same feast (`Fasching` for the tapped carnival, told in the parent's sentence).
    const own = festivalIn([brief.customDescription ?? '', ...brief.customActivities], language);
    const told =
      called
        .slice(0, celebration === 'birthday' ? 2 : 1)
        .some((name) => all.includes(name) || all.includes(name.charAt(0).toLocaleUpperCase() + name.slice(1))) ||
      (own !== undefined && all.includes(own));
    tell(`celebration ${facts.celebration}`, told, 'moment missing');
  }
  if (facts.hard) {
    const middle = `${texts[2] ?? ''}\n${texts[3] ?? ''}`;
    const expected = HARD_MISHAP[facts.hard.kind];
    const problems = [story.scenes[2]?.plan?.problem, story.scenes[3]?.plan?.problem];
    let isTold = problems.every((problem) => problem === expected);
    // What was lost or broken, in the parent's words as the lexicon says them (Chinese leaves out `他的`).
    const word = facts.hard.word;
    if (word && (facts.hard.kind === 'lost' || facts.hard.kind === 'broken')) {
      // The parent's `her blue car` is told as the child's (`Lily’s blue car`) where the language says so.
      const kids = facts.children.map((kid) => ({ name: kid.name, pronoun: kid.pronoun }));
      const owned = words.owned?.(word, kids) ?? word;
      // Or the parent's own sentence of it, which takes the place of that line (`乐乐的小汽车找不到了`): scene 3 then
      // reads as the loss or the breaking and names the thing by its last word (`小汽车`, `car`).
      const head = language === 'zh' ? word.trim().slice(-3) : (word.trim().split(/\s+/u).at(-1) ?? word);
      const ownWords =
        readText([texts[2] ?? ''], language).mishaps.includes(expected as never) && holds(middle, head, language);
      if (!middle.includes(spaced(words[facts.hard.kind](owned))) && !ownWords) isTold = false;
    }
    if (facts.hard.petName && !names(middle, facts.hard.petName, language)) isTold = false;
    tell(`hard ${facts.hard.kind}`, isTold, 'hard not in 3-4');
    if (story.memory && story.memory.uhOh !== expected)
      fail('stock uh-oh', `${story.memory.uhOh} instead of ${expected}`);
    // A sad day (as write.test judges it): comfort, never a cheerful fix, and the refrain of scenes 1 and 7 not sung
    // again in scene 4 once the sad news is told.
    if (MISHAPS[expected as keyof typeof MISHAPS] === 'sad') {
      const used = story.memory?.variants ?? [];
      const cheer = used.filter((key) => /^(feelBetter|worry|better)\./u.test(key));
      const sentences = (index: number) => splitSentences(texts[index] ?? '', language).map((one) => one.trim());
      const refrain = sentences(0).filter((one) => sentences(6).includes(one));
      const sung = sentences(3).filter((one) => refrain.includes(one));
      if (cheer.length > 0 || sung.length > 0 || !used.some((key) => key.startsWith('comfort.')))
        fail('sad day cheers', [...cheer, ...sung].join(', ') || 'no comfort');
    }
  }

  // A younger sister or brother is never big, an older one never little, one of the same band neither.
  for (const one of facts.people) {
    if (one.relation !== 'sibling') continue;
    for (const words of before(all, one.name)) {
      const big = BIG[language].test(words);
      const little = LITTLE[language].test(words);
      if ((big && one.isOlder !== true) || (little && one.isOlder !== false))
        fail(
          'sibling size',
          `${one.isOlder === undefined ? 'same age' : one.isOlder ? 'older' : 'younger'}: …${words}${one.name}`,
        );
    }
  }
  if (facts.weather === 'rainy' || facts.weather === 'snowy' || facts.weather === 'stormy') {
    texts.slice(0, 5).forEach((text, index) => {
      if (SUN[language].test(text)) fail('sun in bad weather', `scene ${index + 1}: ${text}`);
    });
  }
  if (dead) {
    // Named after the news only in a sentence that tells the death or the burial the parent wrote (`we buried
    // Nibbles in the garden`), never as there and playing.
    texts.forEach((text, index) => {
      if (index === 2 || index === 3) return;
      const alive = splitSentences(text, language).filter(
        (sentence) =>
          names(sentence, dead, language) &&
          !BURIED[language].test(sentence) &&
          !readText([sentence], language).mishaps.includes('died'),
      );
      if (alive.length > 0 || (index < 2 && names(text, dead, language)))
        fail('dead pet seen', `scene ${index + 1} names it`);
    });
    const deadSeed = facts.pets.find((pet) => pet.name === dead)?.seed;
    story.scenes.forEach((scene) => {
      if (deadSeed && (scene.plan?.members ?? []).some((member) => member.seed === deadSeed))
        fail('dead pet seen', `scene ${scene.number} draws it`);
    });
  }
  // Whoever a scene names is drawn in it, and nobody else (friends are drawn as ordinary people, not members).
  const figures = [...facts.children, ...facts.people.filter((one) => one.relation !== 'friend'), ...living];
  story.scenes.forEach((scene, index) => {
    const expected = figures
      .filter((one) => names(texts[index] ?? '', one.name, language))
      .map((one) => one.seed)
      .sort();
    const drawn = [...new Set((scene.plan?.members ?? []).map((member) => member.seed))].sort();
    if (expected.join() !== drawn.join())
      fail('members wrong', `scene ${scene.number}: drawn ${drawn} named ${expected}`);
  });
  if (!safe) fail('refused', 'the safety check refused it');
  const rules = checkStructure(story, language);
  if (!rules.ok) fail('story rules', rules.problems.join('; '));
  return { facts: told, failures };
}
