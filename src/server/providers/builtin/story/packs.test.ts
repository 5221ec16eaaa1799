import { describe, expect, it } from 'vitest';
import { CHILD_PRONOUNS } from '../../../../shared/account.ts';
import { DEFAULT_CHARACTERS } from '../../../catalog/catalog-data.ts';
import { countSentences } from '../../../story-rules/sentences.ts';
import { createWordListSafetyChecker } from '../../safety/word-list.ts';
import { MISHAPS, type MishapId } from '../lexicon/concepts.ts';
import type { AnyPack, Ctx, Line } from './pack.ts';
import { PACKS } from './packs.ts';

/** How many variants a slot needs so that a week of stories (and a memory of 10) does not repeat it. */
const WEEK = 10;

type Slot = { key: string; lines: ReadonlyArray<Line<unknown, unknown, never>>; min: number; extra?: object };

function slotsOf(pack: AnyPack): Slot[] {
  const slots: Slot[] = [
    { key: 'opening.wake', lines: pack.opening.wake, min: WEEK },
    { key: 'opening.sense', lines: pack.opening.sense, min: WEEK },
    { key: 'opening.ready', lines: pack.opening.ready, min: WEEK },
    { key: 'breakfast', lines: pack.breakfast, min: 3, extra: { t: pack.things.pancakes.noun } },
    { key: 'refrain', lines: pack.refrain, min: WEEK },
    { key: 'calmRefrain', lines: pack.calmRefrain, min: 4 },
    { key: 'still', lines: pack.still, min: 6 },
    { key: 'later', lines: pack.later, min: 6 },
    { key: 'worry', lines: pack.worry, min: 8 },
    { key: 'feelBetter', lines: pack.feelBetter, min: WEEK },
    { key: 'comfort', lines: pack.comfort, min: 6 },
    { key: 'festival', lines: pack.festival, min: 3, extra: { name: 'Halloween' } },
    { key: 'typed', lines: pack.typed, min: 3, extra: { what: 'judo' } },
    { key: 'typedFeel', lines: pack.typedFeel, min: 3 },
    { key: 'typedMemory', lines: pack.typedMemory, min: 3, extra: { list: pack.join(['judo', 'the car wash']) } },
    { key: 'meet', lines: pack.meet, min: 3, extra: { look: 'LOOK' } },
    { key: 'said', lines: pack.said, min: 3, extra: { words: 'Thunder is the sky sneezing' } },
    { key: 'evening.dinner', lines: pack.evening.dinner, min: WEEK },
    { key: 'evening.bath', lines: pack.evening.bath, min: WEEK },
    { key: 'evening.pyjamas', lines: pack.evening.pyjamas, min: WEEK },
    {
      key: 'memory',
      lines: pack.memory,
      min: 3,
      extra: {
        list: 'LIST',
        items: Object.values(pack.activities)
          .slice(0, 2)
          .map((text) => text.noun),
      },
    },
    { key: 'night.tuck', lines: pack.night.tuck, min: WEEK },
    { key: 'night.sleep', lines: pack.night.sleep, min: WEEK },
    { key: 'titles', lines: pack.titles, min: 8, extra: { a: undefined } },
  ];
  for (const [name, material] of Object.entries({ homePlay: pack.homePlay, quiet: pack.quiet })) {
    for (const [part, lines] of Object.entries(material)) slots.push({ key: `${name}.${part}`, lines, min: 3 });
  }
  for (const [id, text] of Object.entries(pack.activities)) {
    for (const part of ['arrive', 'do', 'sense'] as const)
      slots.push({ key: `${id}.${part}`, lines: text[part], min: 3 });
  }
  for (const [id, problem] of Object.entries(pack.problems)) {
    for (const [index, lines] of problem.uhOh.entries()) slots.push({ key: `${id}.uhOh.${index}`, lines, min: 2 });
    for (const [index, lines] of problem.fix.entries()) slots.push({ key: `${id}.fix.${index}`, lines, min: 2 });
  }
  for (const [id, thing] of Object.entries(pack.things)) slots.push({ key: `thing.${id}`, lines: thing.lines, min: 1 });
  for (const [id, lines] of Object.entries(pack.events)) slots.push({ key: `event.${id}`, lines, min: 2 });
  // The titles of the day's trouble, each one that the pack has.
  const trouble = pack.dayTitles?.trouble;
  const titled = trouble
    ? Object.keys(MISHAPS).filter((id) => {
        const h = pack.hero({ name: 'Moss', catalogId: undefined, description: '' });
        return trouble({ h } as never, id as MishapId) !== undefined;
      })
    : [];
  for (const id of titled)
    slots.push({ key: `dayTitles.trouble.${id}`, lines: [(x) => trouble?.(x, id as MishapId) ?? ''], min: 1 });
  return slots;
}

/** Contexts that cover every shape a line meets: catalog and own heroes, each child pronoun, a companion or none. */
function contexts(pack: AnyPack): Array<Ctx<unknown, unknown>> {
  const heroes = [
    ...DEFAULT_CHARACTERS.map((character) =>
      pack.hero({
        name: character.text[pack.language].name,
        catalogId: character.id,
        description: character.text[pack.language].description,
      }),
    ),
    pack.hero({ name: 'Moss', catalogId: undefined, description: '' }),
  ];
  const children = [
    undefined,
    ...CHILD_PRONOUNS.map((pronoun) => pack.child('Kiddo', pronoun)),
    pack.child('Kiddo', undefined),
  ];
  const people = [undefined, ...Object.values(pack.people).map((person) => person.ref)];
  const things = [undefined, ...Object.values(pack.things).map((thing) => thing.noun)];
  const result: Array<Ctx<unknown, unknown>> = [];
  heroes.forEach((h, index) => {
    const c = children[index % children.length];
    const p = people[index % people.length];
    for (const first of [true, false]) {
      result.push({
        h,
        c,
        p,
        helper: p ?? c ?? pack.grownUp,
        t: things[(index * 7) % things.length],
        first,
        part: 'morning',
      });
    }
  });
  return result;
}

const LEAKS = /undefined|null|NaN|\[object|\$\{|\s{2,}|^\s|\s$| [,.!?]/u;

describe.each(Object.values(PACKS))('the $language story pack', (pack) => {
  const slots = slotsOf(pack);
  const all = contexts(pack);

  it('has enough variants in every slot for a week of stories', () => {
    const short = slots
      .filter((slot) => slot.lines.length < slot.min)
      .map((slot) => `${slot.key} (${slot.lines.length}/${slot.min})`);
    expect(short).toEqual([]);
  });

  it('says exactly one clean sentence per line, for every hero, child and companion', () => {
    const problems: string[] = [];
    for (const slot of slots) {
      slot.lines.forEach((line, index) => {
        for (const x of all) {
          const text = line({ ...x, ...slot.extra } as never);
          const sentences = countSentences(text, pack.language);
          if (sentences !== 1 || LEAKS.test(text) || text === '') problems.push(`${slot.key}.${index}: ${text}`);
        }
      });
    }
    expect([...new Set(problems)].slice(0, 20)).toEqual([]);
  });

  it('never says a word that the safety check refuses, in any line, for any hero or companion', async () => {
    const safety = createWordListSafetyChecker();
    const refused: string[] = [];
    const texts = new Set<string>();
    for (const slot of slots) {
      slot.lines.forEach((line, index) => {
        for (const x of all) texts.add(`${slot.key}.${index}\t${line({ ...x, ...slot.extra } as never)}`);
      });
    }
    const x = all[0] as Ctx<unknown, unknown>;
    const goodnights = [
      ...Object.values(pack.things),
      ...Object.values(pack.activities),
      ...Object.values(pack.people),
    ];
    for (const item of goodnights) texts.add(`night.goodnight\t${pack.night.goodnight([item.goodnight], x)}`);
    for (const entry of texts) {
      const [key, text] = entry.split('\t') as [string, string];
      if (!(await safety.check([text], pack.language)).isSafe) refused.push(`${key}: ${text}`);
    }
    expect(refused).toEqual([]);
  });

  it('says the goodnight list as one sentence', () => {
    const x = all[0] as Ctx<unknown, unknown>;
    const items = Object.values(pack.things).map((thing) => thing.goodnight);
    for (const count of [1, 2, 3]) {
      const text = pack.night.goodnight(items.slice(0, count), x);
      expect(countSentences(text, pack.language), text).toBe(1);
      for (const item of items.slice(0, count)) expect(text).toContain(item);
    }
  });
});

/**
 * Pronoun agreement (issue 14.6), in every language: each line is said once for a hero the parent described as a girl
 * and once for a hero described as a boy, with the same name and nobody else in the scene. The two must differ only
 * in words that agree with the hero (pronouns, possessives, articles before a name, the endings of adjectives), each
 * in its right form. (A pronoun of a thing, `der Turm … er`, is the same in both and rightly left alone.)
 */
type Agreement = {
  girl: string;
  boy: string;
  /** Word pairs (girl's form, boy's form) that may differ. */
  pairs: ReadonlyArray<readonly [string, string]>;
  /** Whether a girl's word and a boy's word are one adjective or participle agreeing with the hero. */
  agrees?: (feminine: string, masculine: string) => boolean;
};

const plain = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '');
/** Spanish and Portuguese: `-o/-a`, `-os/-as`, a consonant plus `-a` (`dormilón`/`dormilona`). */
const oToA = (feminine: string, masculine: string) => {
  const [f, m] = [plain(feminine), plain(masculine)];
  return (
    (m.endsWith('o') && f === `${m.slice(0, -1)}a`) ||
    (m.endsWith('os') && f === `${m.slice(0, -2)}as`) ||
    f === `${m}a` ||
    (m === 'um' && f === 'uma')
  );
};

const AGREEMENT: Record<string, Agreement> = {
  en: {
    girl: 'a brave little girl',
    boy: 'a brave little boy',
    pairs: [
      ['she', 'he'],
      ['her', 'him'],
      ['her', 'his'],
      ['hers', 'his'],
      ['herself', 'himself'],
    ],
  },
  nl: {
    girl: 'een dapper meisje',
    boy: 'een dappere jongen',
    pairs: [
      ['ze', 'hij'],
      ['zij', 'hij'],
      ['haar', 'hem'],
      ['haar', 'zijn'],
      ['ze', 'hem'],
    ],
  },
  de: {
    girl: 'Ein mutiges Mädchen',
    boy: 'Ein mutiger Junge',
    pairs: [
      ['sie', 'er'],
      ['sie', 'ihn'],
      ['ihr', 'ihm'],
      ...['', 'e', 'en', 'em', 'er', 'es'].map((ending) => [`ihr${ending}`, `sein${ending}`] as const),
    ],
  },
  fr: {
    girl: 'une petite fille',
    boy: 'un petit garçon',
    pairs: [
      ['elle', 'il'],
      ['elle', 'lui'],
      // `d’elle` and `de lui`.
      ['d', 'de'],
      ['elles', 'ils'],
      ['la', 'le'],
      ['belle', 'beau'],
      ['vieille', 'vieux'],
      ['toutes', 'tous'],
      ['douce', 'doux'],
    ],
    agrees: (f, m) =>
      [`${m}e`, `${m}ne`, `${m}le`, `${m}te`, `${m}es`].includes(f) ||
      plain(f) === `${plain(m)}e` ||
      (m.endsWith('eux') && f === `${m.slice(0, -1)}se`) ||
      (m.endsWith('er') && f === `${m.slice(0, -2)}ère`) ||
      (m.endsWith('f') && f === `${m.slice(0, -1)}ve`),
  },
  es: {
    girl: 'una niña valiente',
    boy: 'un niño valiente',
    pairs: [
      ['ella', 'él'],
      ['la', 'lo'],
      ['la', 'el'],
      ['las', 'los'],
    ],
    agrees: oToA,
  },
  pt: {
    girl: 'uma menina corajosa',
    boy: 'um menino corajoso',
    pairs: [
      ['ela', 'ele'],
      ['dela', 'dele'],
      ['nela', 'nele'],
      ['a', 'o'],
      ['as', 'os'],
      ['da', 'do'],
      ['na', 'no'],
      ['à', 'ao'],
      ['pela', 'pelo'],
      ['la', 'lo'],
      ['boa', 'bom'],
    ],
    agrees: oToA,
  },
  zh: {
    girl: '一个勇敢的小女孩',
    boy: '一个勇敢的小男孩',
    pairs: [['她', '他']],
  },
};

/** Words, lowercased; Chinese by character. */
function wordsOf(text: string, language: string): string[] {
  const lower = text.toLocaleLowerCase(language);
  return language === 'zh' ? [...lower.replace(/[\s\p{P}]/gu, '')] : (lower.match(/[\p{L}\p{M}]+/gu) ?? []);
}

describe.each(Object.values(PACKS))('the $language story pack’s pronouns', (pack) => {
  const rules = AGREEMENT[pack.language] as Agreement;
  const scene = (description: string, first: boolean): Ctx<unknown, unknown> => ({
    h: pack.hero({ name: 'Moss', catalogId: undefined, description }),
    c: undefined,
    p: undefined,
    helper: pack.grownUp,
    t: pack.things.pancakes.noun,
    first,
    part: 'morning',
  });

  it('agree with a girl and with a boy in every line', () => {
    const wrong: string[] = [];
    let differing = 0;
    for (const slot of slotsOf(pack)) {
      slot.lines.forEach((line, index) => {
        for (const first of [true, false]) {
          const girl = line({ ...scene(rules.girl, first), ...slot.extra } as never);
          const boy = line({ ...scene(rules.boy, first), ...slot.extra } as never);
          const [g, b] = [wordsOf(girl, pack.language), wordsOf(boy, pack.language)];
          const where = `${slot.key}.${index}: ${girl} | ${boy}`;
          if (g.length !== b.length) {
            wrong.push(where);
            continue;
          }
          g.forEach((word, at) => {
            const other = b[at] ?? '';
            if (word === other) return;
            differing += 1;
            const paired = rules.pairs.some(([f, m]) => f === word && m === other);
            if (!paired && !rules.agrees?.(word, other)) wrong.push(`${where} (${word}/${other})`);
          });
        }
      });
    }
    expect(wrong.slice(0, 30)).toEqual([]);
    // The heroes really differ: the lines speak of them in their own forms (Spanish drops most subject pronouns).
    expect(differing).toBeGreaterThan(50);
  });
});
