import { LANGUAGES, type Language } from '../../../../shared/languages.ts';
import {
  EVENTS,
  type EventId,
  MISHAPS,
  type MishapId,
  PEOPLE,
  type PersonId,
  PLACES,
  type PlaceId,
  type Recognised,
  THINGS,
  type ThingId,
} from './concepts.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { chineseNamesIn, FRIEND_WORD, givenName, spelledName } from './given-names.ts';
import { LOOKS } from './looks.ts';
import { nl } from './nl.ts';
import { pt } from './pt.ts';
import { withoutTopics } from './topics.ts';
import { zh } from './zh.ts';

/**
 * The words of one language for each concept. A pattern is lower case and matches a whole word (`duck`), the start
 * of a word when it ends in `*` (`duck*` finds `ducklings`), the end of a word when it starts with `*` (`*hase` finds
 * `Osterhase`: German and Dutch compounds end in the word they are), or anywhere inside a word when it does both
 * (`*enten*` finds `Entenfüttern`); patterns with spaces match those words in a row. Chinese has no spaces: its
 * patterns match anywhere.
 */
export type Lexicon = {
  people: Partial<Record<PersonId, readonly string[]>>;
  places: Partial<Record<PlaceId, readonly string[]>>;
  things: Partial<Record<ThingId, readonly string[]>>;
  mishaps: Partial<Record<MishapId, readonly string[]>>;
  events: Partial<Record<EventId, readonly string[]>>;
  /** Words that carry no content of their own (articles, `we`, `today`, `went`): text made only of these is not unknown. */
  filler: readonly string[];
  /**
   * Phrases that are no concept although a word of theirs is one (`hot dog` is no dog, `a sleepy lion` toy is no
   * tiredness): their words name nothing but the people in them, and are told in the parent's own words like any word
   * the lexicon does not know.
   */
  none?: readonly string[];
};

export const LEXICONS: Record<Language, Lexicon> = { en, nl, de, fr, es, pt, zh };

/** Lower-case words of a text (letters, digits and inner apostrophes or hyphens). */
export function wordsOf(text: string, language: Language): string[] {
  return text.toLocaleLowerCase(language).match(/[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu) ?? [];
}

type WordTest = (word: string) => boolean;

/** One word of a pattern as a test: `x*` a beginning, `*x` an ending, `*x*` a part, else the whole word. */
function wordTest(part: string): WordTest {
  if (part.startsWith('*') && part.endsWith('*') && part.length > 2) {
    const inner = part.slice(1, -1);
    return (word) => word.includes(inner);
  }
  if (part.endsWith('*')) {
    const head = part.slice(0, -1);
    return (word) => word.startsWith(head);
  }
  if (part.startsWith('*') && part.length > 1) {
    const tail = part.slice(1);
    return (word) => word.endsWith(tail);
  }
  return (word) => word === part;
}

/** The lexicons' patterns, each split into its word tests once: every scene's picture is read with all of them. */
const COMPILED = new Map<string, readonly WordTest[]>();

function testsOf(pattern: string): readonly WordTest[] {
  let tests = COMPILED.get(pattern);
  if (!tests) {
    tests = pattern.split(' ').map(wordTest);
    COMPILED.set(pattern, tests);
  }
  return tests;
}

/** The positions in `words` where `tests` match, starting at `start` (see `Lexicon`). */
function matchesFrom(words: string[], tests: readonly WordTest[], start: number): boolean {
  if (start + tests.length > words.length) return false;
  for (let offset = 0; offset < tests.length; offset += 1) {
    if (!tests[offset]?.(words[start + offset] ?? '')) return false;
  }
  return true;
}

/** One pattern of a table, compiled, with the first word it can begin with when that is known. */
type Compiled = { tests: readonly WordTest[]; exact?: string; head?: string };

/**
 * A table's patterns compiled once and indexed by how their first word begins, so reading a text looks only at the
 * patterns its words could start (the lexicons hold thousands; a story reads dozens of texts).
 */
type TableIndex = {
  patterns: Map<string, readonly Compiled[]>;
  byExact: Map<string, Compiled[]>;
  byHead: Map<string, Compiled[]>;
  always: Compiled[];
};

const INDEXES = new WeakMap<object, TableIndex>();

function tableIndex(table: Partial<Record<string, readonly string[]>>): TableIndex {
  const known = INDEXES.get(table);
  if (known) return known;
  const built: TableIndex = { patterns: new Map(), byExact: new Map(), byHead: new Map(), always: [] };
  const put = (map: Map<string, Compiled[]>, key: string, entry: Compiled) => {
    const list = map.get(key);
    if (list) list.push(entry);
    else map.set(key, [entry]);
  };
  for (const [id, patterns] of Object.entries(table)) {
    const compiled = (patterns ?? []).map((pattern): Compiled => {
      const first = pattern.split(' ')[0] ?? '';
      const tests = testsOf(pattern);
      if (first.startsWith('*')) return { tests };
      if (first.endsWith('*')) return first.length > 2 ? { tests, head: first.slice(0, 2) } : { tests };
      return { tests, exact: first };
    });
    for (const entry of compiled) {
      if (entry.exact !== undefined) put(built.byExact, entry.exact, entry);
      else if (entry.head !== undefined) put(built.byHead, entry.head, entry);
      else built.always.push(entry);
    }
    built.patterns.set(id, compiled);
  }
  INDEXES.set(table, built);
  return built;
}

/** Where each of a table's patterns matches in `words`: the word positions it covers, in order. */
function matchesIn(words: string[], index: TableIndex): Map<Compiled, number[]> {
  const found = new Map<Compiled, number[]>();
  const tryAt = (entry: Compiled, start: number) => {
    if (!matchesFrom(words, entry.tests, start)) return;
    const positions = found.get(entry) ?? [];
    for (let offset = 0; offset < entry.tests.length; offset += 1) positions.push(start + offset);
    found.set(entry, positions);
  };
  for (let start = 0; start < words.length; start += 1) {
    const word = words[start] ?? '';
    for (const entry of index.byExact.get(word) ?? []) tryAt(entry, start);
    for (const entry of index.byHead.get(word.slice(0, 2)) ?? []) tryAt(entry, start);
    for (const entry of index.always) tryAt(entry, start);
  }
  return found;
}

/** A pattern's matches one by one: `matchesIn` lists the positions of each in a row. */
function occurrences(positions: readonly number[], length: number): number[][] {
  const list: number[][] = [];
  for (let at = 0; at < positions.length; at += length) list.push(positions.slice(at, at + length));
  return list;
}

/** Each language's phrases that are no concept, as a table whose index is built once. */
const NONE_TABLES: Partial<Record<Language, { none: readonly string[] }>> = Object.fromEntries(
  Object.entries(LEXICONS).flatMap(([language, lexicon]) => (lexicon.none ? [[language, { none: lexicon.none }]] : [])),
);

/** Where a text's phrases that are no concept occur (`hot dog`), each as its word positions. */
function nonePhrases(words: string[], language: Language): number[][] {
  const none = NONE_TABLES[language];
  if (none === undefined) return [];
  return [...matchesIn(words, tableIndex(none))].flatMap(([compiled, positions]) =>
    occurrences(positions, compiled.tests.length),
  );
}

/** Reads a text with a concept table: the ids whose patterns occur, in the order of the table. */
export function findConcepts<Id extends string>(
  text: string,
  language: Language,
  table: Partial<Record<Id, readonly string[]>>,
  order: readonly Id[],
): Id[] {
  return findWithCoverage(text, language, table, order).ids;
}

function findWithCoverage<Id extends string>(
  text: string,
  language: Language,
  table: Partial<Record<Id, readonly string[]>>,
  order: readonly Id[],
  /** The text's words, when the caller has them already. */
  known?: string[],
  /** The text's phrases that are no concept, when the caller reads it with several tables. */
  phrasesOf?: () => number[][],
): { ids: Id[]; covered: Set<number>; positions: Map<Id, Set<number>> } {
  const covered = new Set<number>();
  const ids: Id[] = [];
  const positionsOf = new Map<Id, Set<number>>();
  if (language === 'zh') {
    const lower = text.toLocaleLowerCase('zh');
    const found = new Map<Id, Set<number>>();
    for (const id of order) {
      for (const pattern of table[id] ?? []) {
        let from = lower.indexOf(pattern);
        if (from < 0) continue;
        const own = found.get(id) ?? new Set<number>();
        found.set(id, own);
        while (from >= 0) {
          for (let index = from; index < from + pattern.length; index += 1) {
            covered.add(index);
            own.add(index);
          }
          from = lower.indexOf(pattern, from + 1);
        }
      }
    }
    // A longer word claims its characters, as in the other languages: 小姐姐 (an older girl) is not also a sister.
    const inside = (inner: Set<number>, outer: Set<number>) =>
      inner.size < outer.size && [...inner].every((position) => outer.has(position));
    for (const [id, own] of found) {
      if ([...found].some(([other, positions]) => other !== id && inside(own, positions))) continue;
      ids.push(id);
      positionsOf.set(id, own);
    }
    return { ids, covered, positions: positionsOf };
  }
  const words = known ?? wordsOf(text, language);
  const index = tableIndex(table);
  const hits = matchesIn(words, index);
  // The people named inside such a phrase are still there (`ran to the door shouting DADDY`).
  const phrases =
    hits.size > 0 && table !== LEXICONS[language].people ? (phrasesOf?.() ?? nonePhrases(words, language)) : [];
  if (phrases.length > 0) {
    // As a longer phrase claims its words: a concept wholly inside one of them is dropped, one as long is kept.
    const inside = (occurrence: number[]) =>
      phrases.some((phrase) => phrase.length > occurrence.length && occurrence.every((p) => phrase.includes(p)));
    for (const [compiled, positions] of hits) {
      if (occurrences(positions, compiled.tests.length).every(inside)) hits.delete(compiled);
    }
  }
  const matches: Array<{ id: Id; positions: Set<number> }> = [];
  for (const id of hits.size === 0 ? [] : order) {
    for (const compiled of index.patterns.get(id) ?? []) {
      const positions = hits.get(compiled);
      if (positions === undefined) continue;
      const entry = matches.find((match) => match.id === id);
      if (entry) for (const position of positions) entry.positions.add(position);
      else matches.push({ id, positions: new Set(positions) });
      for (const position of positions) covered.add(position);
    }
  }
  // A longer phrase claims its words: `parque infantil` is the playground, not also the park.
  const within = (inner: Set<number>, outer: Set<number>) =>
    inner.size < outer.size && [...inner].every((position) => outer.has(position));
  for (const match of matches) {
    if (!matches.some((other) => other.id !== match.id && within(match.positions, other.positions))) {
      ids.push(match.id);
      positionsOf.set(match.id, match.positions);
    }
  }
  return { ids, covered, positions: positionsOf };
}

const MISHAP_IDS = Object.keys(MISHAPS) as MishapId[];

/**
 * What the parent's words say: the people, places, things, mishaps and events the lexicon knows, and whether
 * anything else was said (which the story then tells without quoting it).
 */
/**
 * Another child's mother or father, said after the child by name (`with ida und ihrer mama`, `maya and maya's mum`,
 * `sa copine Jeanne et son papa`, `con Lucía y su mamá`, `a Bia e a mãe dela`, `朵朵和她妈妈`): the friend's, not the
 * child's own Mummy or Daddy, who was not there. The first group is the friend's name.
 */
const OTHERS_PARENT: Record<Language, RegExp> = {
  en: /(?<!\p{L})(\p{L}+)(?:['’]s|\s+and\s+(?:her|his|their|\p{L}+['’]s))\s+(?:mum|mom|mummy|mommy|mam|mama|dad|daddy|papa)(?!\p{L})/giu,
  nl: /(?<!\p{L})(\p{L}+)\s+en\s+(?:haar|zijn|d['’]r|z['’]n)\s+(?:mama|mam|mamma|papa|pap)(?!\p{L})/giu,
  de: /(?<!\p{L})(\p{L}+)\s+und\s+(?:ihre[rmn]?|seine[rmn]?|deren|dessen)\s+(?:mama|mami|mutti|papa|papi|mutter|vater)(?!\p{L})/giu,
  fr: /(?<!\p{L})(\p{L}+)\s+et\s+(?:sa|son)\s+(?:maman|papa|mère|père)(?!\p{L})/giu,
  es: /(?<!\p{L})(\p{L}+)\s+y\s+su\s+(?:mam[aá]|mami|pap[aá]|papi|madre|padre)(?!\p{L})/giu,
  pt: /(?<!\p{L})(\p{L}+)\s+e\s+(?:(?:a\s+)?(?:sua\s+)?(?:mãe|mae|mamãe)|(?:o\s+)?(?:seu\s+)?(?:pai|papai))(?:\s+(?:dela|dele))?(?!\p{L})/giu,
  zh: /(\p{Script=Han}{2})(?:和|跟)?(?:她|他)?的?(?:妈妈|爸爸)/gu,
};

/** The text without another child's mother or father (see `OTHERS_PARENT`). */
function withoutOthersParents(text: string, language: Language): string {
  return text.replace(OTHERS_PARENT[language], (whole, name: string) => {
    // (Not the child's own, whose name the parent's words hold as the stories' placeholder for the first child.)
    const friend =
      language === 'zh'
        ? chineseNamesIn(name).some((one) => one.name === name)
        : (givenName(name, language) !== undefined || /^\p{Lu}/u.test(name)) &&
          name.toLocaleLowerCase(language) !== 'zuri';
    return friend ? `${name}${' '.repeat(whole.length - name.length)}` : whole;
  });
}

/**
 * Christmas figures whose name holds a family word (`father`, `papai`, `papá`, `père`), and candy floss's French name
 * (`barbe à papa`): no one of the family.
 */
const FIGURES: Record<Language, RegExp> = {
  // (Nor is an ice pop a grandpa: `an ice pop and a big cuddle from daddy`.)
  en: /(?<![\p{L}])(?:father christmas|ice pops?)(?![\p{L}])/giu,
  nl: /(?<![\p{L}])(?:vader kerstmis|papa noël)(?![\p{L}])/giu,
  de: /(?<![\p{L}])(?:väterchen frost|papa noël)(?![\p{L}])/giu,
  fr: /(?<![\p{L}])(?:p[èe]re[- ]no[ëe]l|barbe[- ][àa][- ]papa|barbapapa)(?![\p{L}])/giu,
  es: /(?<![\p{L}])pap[áa] noel(?![\p{L}])/giu,
  pt: /(?<![\p{L}])(?:papai noel|pai natal|papai noél)(?![\p{L}])/giu,
  zh: /圣诞老爷爷/gu,
};

/** Sea animals whose name holds the sea (海): read for places without it. */
const SEA_ANIMALS_ZH = /海(?=龟|豚|星|狮|豹|马|鸥|草|螺|胆|蜇|葵)/gu;
/** A brother's or sister's school day (`哥哥乐乐放学回来`): no daycare of the child's own. */
const SIBLING_SCHOOL_ZH = /(?<=(?:哥哥|姐姐|弟弟|妹妹|表哥|表姐|堂哥|堂姐)[\p{Script=Han}\p{P}\s]{0,4})(?:放学|上学)/gu;

/**
 * A pet put to sleep with its name or kind between the words (`had to put grandpas old cat whiskers to sleep`, `put
 * our dog down`): the pet died. Not a child put down for a nap, which names no pet.
 */
const PUT_TO_SLEEP = /(?<!\p{L})put((?: [\p{L}'’]+){1,6}?) (?:to sleep|down)(?!\p{L})/giu;
const PET_WORDS =
  /(?<!\p{L})(?:cat|cats|kitty|kitten|dog|doggy|doggie|puppy|pup|rabbit|bunny|hamster|guinea pig|horse|pony|budgie|bird|tortoise)(?!\p{L})/iu;
const putToSleep = (text: string) =>
  text.replace(PUT_TO_SLEEP, (whole, between: string) =>
    PET_WORDS.test(between) && !/(?<!\p{L})(?:nap|bed)(?!\p{L})/iu.test(whole) ? `put to sleep${between}` : whole,
  );

export function readText(texts: readonly string[], language: Language): Recognised {
  const lexicon = LEXICONS[language];
  const result: Recognised = { people: [], places: [], things: [], mishaps: [], events: [], hasUnknown: false };
  const add = <Id extends string>(into: Id[], ids: Id[]) => {
    for (const id of ids) if (!into.includes(id)) into.push(id);
  };
  for (const written of texts) {
    if (written.trim() === '') continue;
    // What a book or a film was about is not read as the day; those words are still more than the lexicon knew.
    const topicless = withoutTopics(written, language);
    const text =
      language === 'zh'
        ? withoutNoneZh(notToday(alongHome(topicless ?? written)))
        : language === 'en'
          ? putToSleep(topicless ?? written)
          : (topicless ?? written);
    if (topicless !== undefined) result.hasUnknown = true;
    const covered = new Set<number>();
    // Read once for the five tables (and the check for unknown words).
    const words = language === 'zh' ? undefined : wordsOf(text, language);
    let phrases: number[][] | undefined;
    const phrasesOf = () => {
      phrases ??= words ? nonePhrases(words, language) : [];
      return phrases;
    };
    const take = <Id extends string>(
      into: Id[],
      table: Partial<Record<Id, readonly string[]>>,
      order: readonly Id[],
    ) => {
      const found = findWithCoverage(text, language, table, order, words, phrasesOf);
      add(into, found.ids);
      for (const index of found.covered) covered.add(index);
    };
    const before = { mishaps: result.mishaps.length, places: result.places.length };
    // Father Christmas is no father of the family (`Papai Noel`, `Père Noël`): people are read without him.
    const figureless = withoutOthersParents(text.replace(FIGURES[language], ' '), language);
    if (figureless === text) take(result.people, lexicon.people, PEOPLE);
    else add(result.people, findWithCoverage(figureless, language, lexicon.people, PEOPLE, undefined, () => []).ids);
    // A sea animal is no sea: `看到了大海龟` at the aquarium is no day at the beach.
    if (language === 'zh') {
      const placeless = text
        .replace(SEA_ANIMALS_ZH, '\u3000')
        .replace(SIBLING_SCHOOL_ZH, (school) => '\u3000'.repeat(school.length));
      const found = findWithCoverage(placeless, language, lexicon.places, PLACES);
      add(result.places, found.ids);
      for (const index of found.covered) covered.add(index);
    } else take(result.places, lexicon.places, PLACES);
    take(result.things, lexicon.things, THINGS);
    take(result.mishaps, lexicon.mishaps, MISHAP_IDS);
    take(result.events, lexicon.events, EVENTS);
    // A new brother or sister met at the hospital (`1ere rencontre avec sa petite soeur à la maternité`, `去医院看妹妹`)
    // is the new baby: no hospital trouble, no doctor's visit.
    // (Read again only for a text that brought a hospital or a doctor: `readText` reads every scene's words.)
    const newly = (ids: string[], from: number, id: string) => ids.indexOf(id) >= from;
    if (newly(result.mishaps, before.mishaps, 'hospital') || newly(result.places, before.places, 'doctor')) {
      const ownPeople = findWithCoverage(figureless, language, lexicon.people, PEOPLE, undefined, () => []).ids;
      const ownEvents = findWithCoverage(text, language, lexicon.events, EVENTS, undefined, () => []).ids;
      if (
        ownPeople.some((person) => NEWBORN_PEOPLE.includes(person)) &&
        (BORN[language].test(text) ||
          ownEvents.includes('newBaby') ||
          ownEvents.includes('firstDay') ||
          // (A mother in hospital with the baby: `mama lag in het ziekenhuis met de baby`.)
          (ownPeople.includes('mum') && ownPeople.includes('baby')))
      ) {
        result.mishaps = result.mishaps.filter((id, at) => id !== 'hospital' || at < before.mishaps);
        result.places = result.places.filter((id, at) => id !== 'doctor' || at < before.places);
        add(result.events, ['newBaby']);
      }
      // A parent working at the hospital (`mama esta de guardia en el hospital`, `a mãe estava de banco`) is at work:
      // no hospital trouble, no doctor's visit.
      else if (WORKS_THERE[language].test(text)) {
        result.mishaps = result.mishaps.filter((id, at) => id !== 'hospital' || at < before.mishaps);
        result.places = result.places.filter((id, at) => id !== 'doctor' || at < before.places);
      }
    }
    if (!result.hasUnknown) result.hasUnknown = hasUncovered(text, language, covered, lexicon.filler);
  }
  return result;
}

/** Words of working a shift (`de guardia`, `de banco`, `nachtdienst`, `值班`): someone at the hospital for work. */
const WORKS_THERE: Record<Language, RegExp> = {
  en: /(?<!\p{L})(?:working|at work|(?:night |late |early )?shifts?|on call)(?!\p{L})/iu,
  nl: /(?<!\p{L})(?:werken|werkt|werkte|aan het werk|(?:nacht)?dienst)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:arbeiten|arbeitet|arbeitete|(?:nacht|spät|früh)?dienst|(?:nacht|spät|früh)?schicht)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:travaille\p{L}*|au travail|de garde|de nuit)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:de guardia|trabaja\p{L}*|de turno|turno de noche)(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:de banco|de plant[aã]o|trabalha\p{L}*|de turno|turno da noite)(?!\p{L})/iu,
  zh: /上班|值班|加班|夜班|工作/u,
};

/**
 * A grown-up by a common surname and a title (`王奶奶`, `李老师`, `张阿姨`); not after 的 or a title's own first
 * character (`我的奶奶`, `奶奶奶`), nor thanks to one (`谢谢老师`).
 */
const SURNAME_TITLE =
  /(?<![的奶爷姥阿叔谢])([王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤])(奶奶|爷爷|阿姨|叔叔|老师|伯伯|婆婆)/gu;

/** Who a new baby of the family is. */
const NEWBORN_PEOPLE: readonly PersonId[] = ['baby', 'sister', 'brother'];
/** Words of a baby born, or met for the first time. */
const BORN: Record<Language, RegExp> = {
  en: /(?<!\p{L})(?:born|newborn|meet|met|meeting|came home|new (?:baby|sister|brother))(?!\p{L})/iu,
  nl: /(?<!\p{L})(?:geboren|kraam\p{L}*|ontmoet|kennismaken|kennisgemaakt|nieuwe (?:zusje|broertje|baby)|thuis uit het ziekenhuis|terug uit het ziekenhuis|uit het ziekenhuis)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:geboren|geburt|kennengelernt|kennenlernen|neue[ns]? (?:schwester|bruder|baby|geschwister\p{L}*)|aus dem krankenhaus|aus der klinik)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:née?|naissance|maternité|maternite|rencontre|rencontré|rencontrée|arrivée? à la maison|rentrée? de l['’]hôpital)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:nació|nacio|nacido|nacida|conoció|conocio|conocer|conocido|paritorio|llegado|llegó|llego|volvi\p{L}* del hospital|salieron del hospital)(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:nasceu|nascid[ao]|conheceu|conhecer|maternidade|voltou do hospital|veio do hospital|chegou do hospital)(?!\p{L})/iu,
  zh: /出生|刚生|新生|生了|小宝宝|从医院回来|出院回家/u,
};

/** Whether a text says more than its recognised words and filler: a content word the lexicon did not know. */
function hasUncovered(text: string, language: Language, covered: Set<number>, filler: readonly string[]): boolean {
  if (language === 'zh') {
    const chars = [...text.toLocaleLowerCase('zh')];
    let rest = '';
    let offset = 0;
    for (const char of chars) {
      rest += covered.has(offset) ? ' ' : char;
      offset += char.length;
    }
    for (const word of [...filler].sort((a, b) => b.length - a.length)) rest = rest.split(word).join(' ');
    return /[\p{L}\p{N}]/u.test(rest);
  }
  const words = wordsOf(text, language);
  return words.some((word, index) => !covered.has(index) && !filler.includes(word) && word.length > 2);
}

/**
 * The child gone along to the grandparents' hometown (`跟爷爷奶奶回老家了`): a trip there, not Grandma going home after
 * her stay (`奶奶今天回老家了`), which is a goodbye.
 */
function alongHome(text: string): string {
  return text.replace(
    /(跟|和|陪|同|带着)((?:爷爷|奶奶|外公|外婆|姥姥|姥爷|爸爸|妈妈|爸妈|全家)+)(一起)?回(?=老家)/gu,
    '$1$2$3去',
  );
}

/**
 * What the child only thought, or was promised for another day (`点蜡烛她还以为过生日`, `说好周末穿着去公园`): no
 * happening of today (but `周末去农场摘草莓` is the weekend's outing, today). Blanked to the same length, so that the
 * positions of the rest stay.
 */
const NOT_TODAY_ZH =
  /(?:还|都)?以为[^\s，。！？,.!?]{0,8}(?:\s*要[^\s，。！？,.!?]{0,6})?|(?:说好|答应)[^\s，。！？,.!?]{0,14}|(?:(?:周末|明天|下次)(?:再|要)|明天|下次)(?:穿着)?去[^\s，。！？,.!?]{0,8}/gu;
function notToday(text: string): string {
  return text.replace(NOT_TODAY_ZH, (words) => '\u3000'.repeat(words.length));
}

/** The words of a text that tell only a plan or a promise, no happening of today (`本来说好去动物园的`); Chinese only. */
export function plannedOnly(text: string, language: Language): string[] {
  return language === 'zh' ? [...text.matchAll(NOT_TODAY_ZH)].map((match) => match[0]) : [];
}

/**
 * What did not happen (`一整天没有尿裤子`, `一次都没哭`): no happening of today, blanked as `notToday` blanks, the
 * longest phrase first. (Chinese has no word positions for the other languages' reading of `none`.)
 */
const NONE_ZH = [...(LEXICONS.zh.none ?? [])].sort((a, b) => b.length - a.length);
function withoutNoneZh(text: string): string {
  return NONE_ZH.reduce((rest, phrase) => rest.replaceAll(phrase, '\u3000'.repeat(phrase.length)), text);
}

/** Doubled verbs a child asks of a grown-up (`亲亲`, `抱抱`): no name after the grown-up's word. */
const DOUBLED_VERBS_ZH = /^(?:亲亲|抱抱|吹吹|摸摸|揉揉|拍拍|哄哄|背背|看看|举举|陪陪|摇摇|擦擦)$/u;

/** What a text names that a picture can show. */
export type Shown = Pick<Recognised, 'people' | 'places' | 'things'>;

/**
 * How one language reads a text: each concept it finds (`things:ducks`) with the positions of its words, and every
 * position's meanings, filler included. Positions are word indices, or character indices in Chinese (`c3`), so the
 * two never mix.
 */
type Reading = {
  language: Language;
  found: Map<string, Set<string>>;
  meanings: Map<string, Set<string>>;
};

const SHOWN_KINDS = ['people', 'places', 'things'] as const;

function readingOf(text: string, language: Language): Reading {
  const lexicon = LEXICONS[language];
  const key = (position: number) => (language === 'zh' ? `c${position}` : `w${position}`);
  const found = new Map<string, Set<string>>();
  const meanings = new Map<string, Set<string>>();
  const mean = (position: string, meaning: string) => {
    const set = meanings.get(position) ?? new Set<string>();
    set.add(meaning);
    meanings.set(position, set);
  };
  const tables = [
    ['people', lexicon.people, PEOPLE],
    ['places', lexicon.places, PLACES],
    ['things', lexicon.things, THINGS],
    ['mishaps', lexicon.mishaps, MISHAP_IDS],
    ['events', lexicon.events, EVENTS],
  ] as const;
  for (const [kind, table, order] of tables) {
    const read = findWithCoverage<string>(text, language, table, order);
    for (const [id, positions] of read.positions) {
      const concept = `${kind}:${id}`;
      const keys = new Set([...positions].map(key));
      found.set(concept, keys);
      for (const position of keys) mean(position, concept);
    }
  }
  if (language !== 'zh') {
    wordsOf(text, language).forEach((word, index) => {
      if (lexicon.filler.includes(word)) mean(key(index), 'filler');
    });
  }
  return { language, found, meanings };
}

/**
 * What a text names, read in its own language first: the story's (the app's) language, unless another language
 * explains more of its words (a parent typing in another language). Its reading wins every word it knows, filler
 * included, so "Au zoo avec papa" is the zoo with dad and never Portuguese soup. Other languages then read only the
 * words left, and only where that is safe: a word that any other language reads differently (a false friend such as
 * `papa`, `see`, `mami`, `pop`) is not borrowed. Without a language, the one that explains most words leads.
 */
export function readShown(text: string, language?: Language): Shown {
  const readings = LANGUAGES.map((each) => readingOf(text, each));
  const coverage = (reading: Reading) => reading.meanings.size;
  const own = readings.find((reading) => reading.language === (language ?? 'en')) as Reading;
  const best = readings.reduce((top, reading) => (coverage(reading) > coverage(top) ? reading : top), own);
  const lead = language && coverage(best) <= coverage(own) ? own : best;
  const others = readings.filter((reading) => reading !== lead).sort((a, b) => coverage(b) - coverage(a));
  const shown: Shown = { people: [], places: [], things: [] };
  const take = (concept: string) => {
    const [kind, id] = concept.split(':') as [string, string];
    const list = (SHOWN_KINDS as readonly string[]).includes(kind)
      ? (shown[kind as keyof Shown] as string[])
      : undefined;
    if (list && !list.includes(id)) list.push(id);
  };
  const claimed = new Set<string>(lead.meanings.keys());
  for (const concept of lead.found.keys()) take(concept);
  for (const reading of others) {
    for (const [concept, positions] of reading.found) {
      const safe = [...positions].every(
        (position) =>
          !claimed.has(position) &&
          readings.every(
            (other) =>
              other === reading ||
              [...(other.meanings.get(position) ?? [])].every((meaning) =>
                reading.meanings.get(position)?.has(meaning),
              ),
          ),
      );
      if (!safe) continue;
      take(concept);
      for (const position of positions) claimed.add(position);
    }
  }
  return shown;
}

/** Kinds of things a parent gives a name: a pet or a cuddly toy (`our dog Bobby`, `hond Bram`, `小狗豆豆`). */
const NAMEABLE: readonly ThingId[] = [
  'dog',
  'cat',
  'rabbit',
  'guineaPig',
  'hamster',
  'tortoise',
  'horse',
  'fish',
  'birds',
  'teddy',
  'doll',
];

/** Relations said like a title before a name (`Oma Inge`, `juf Marieke`, `tía Lola`). */
const TITLES: readonly PersonId[] = ['grandma', 'grandpa', 'aunt', 'uncle', 'teacher'];
/** Relations after which a language's parents also write a name in lower case (`zusje mia`, `neefje daan`). */
const LOWER_CASE_NAMED: Partial<Record<Language, readonly PersonId[]>> = {
  nl: ['brother', 'sister', 'cousin', 'baby'],
  // (`baby noah`, `her mate alfie`, `cousin ruby`.)
  en: ['brother', 'sister', 'cousin', 'baby', 'friend'],
  // (`su primo dani`, `su hermanita alba`, `o primo duarte`, `a mana inês`, `son cousin noé`, `bruder ben`.)
  es: ['brother', 'sister', 'cousin', 'friend'],
  pt: ['brother', 'sister', 'cousin', 'friend'],
  fr: ['brother', 'sister', 'cousin', 'friend'],
  de: ['brother', 'sister', 'cousin', 'friend'],
};
/** Lower-case words after a relation that are a kind of thing, no name (`baby group`, `baby sensory`). */
/**
 * A German word of how long, how often or when (`mit opa stundenlang … gebaut`, `oma gestern`): no name after a family
 * word, in the reading and in the German reteller alike.
 */
export const ADVERB_DE =
  /^(?:\p{L}+(?:lang|weise|mal|wärts)|lange|gestern|heute|morgen|wieder|nochmal|zusammen|gemeinsam|endlich|sofort|extra|draußen|drinnen)$/u;

const LOWER_NOT_NAMES: Partial<Record<Language, RegExp>> = {
  // (`beer erbij`: the teddy with her, no teddy called Erbij.)
  // (`opa want die is jarig morgen`: because, no Opa Want.)
  nl: /^(erbij|erin|eruit|erop|eraf|ernaast|erachter|mee|ook|nog|al|wel|niet|weer|toen|dan|daar|hier|even|want|maar|omdat|dus|wafels|wafeltjes|koekjes|taart|gebakken|gekookt|gespeeld)$/u,
  // (`la tia vero (la educadora) dice q …`: what the teacher says, no teacher called Dice.)
  es: /^(dice|dicen|dijo|cuenta|contó|conto|hace|tiene|está|esta|va|viene|quiere|puede|es|era|fue|invisible|secreto|secreta|mas|más|menos|tan|super|mayor|menor|pequeño|pequeña|pequeñ\p{L}*|grande|mediano|mediana|chico|chica|bebé|bebe|favorito|favorita|nuevo|nueva|también|tambien|todo|toda|todos|juntos|mucho|muy|que|y|del|de|al|en|con|por|para|bajito|bajita|despacito|despacio|suavecito|suavecita|fuerte|enorme|grandote|grandota|chiquito|chiquita)$/u,
  pt: /^(diz|disse|conta|contou|faz|tem|está|esta|vai|vem|quer|pode|é|era|foi|secreto|secreta|oculto|mais|velho|velha|novo|nova|pequeno|pequena|pequenin\p{L}*|grande|bebé|bebê|preferido|preferida|também|tambem|todo|toda|juntos|muito|que|e|do|da|de|no|na|com|para|pra|pro|ao|à|em|por|quando|qnd|qd|qdo|q|dps|depois|tb|tbm|mto|mt|pq|hj|vc|vão|vai|foi|vou|ia|está|estão|ficou|ficaram|era|eram)$/u,
  // (`tous ses doudous contre la barrière`: no doudou called Contre.)
  fr: /^(préféré|préférée|prefere|aîné|aînée|aine|ainee|cadet|cadette|bébé|bebe|aussi|tout|toute|tous|qui|et|de|du|au|avec|pour|chez|contre|dans|sur|sous|vers|derrière|derriere|devant|entre|sans|près|pres|qd|quand|pdt|pendant|ds|mtn|dans)$/u,
  // (`bei oma waffeln gebacken`: the waffles they baked, no Oma Waffeln.)
  de: /^(auch|noch|schon|und|mit|bei|von|zum|zur|im|am|klein|kleine|kleiner|groß|große|großer|baby|immer|ganz|dann|waffeln|waffel|plätzchen|kekse|muffins|kuchen|gebacken|gekocht|gespielt|gemacht)$/u,
  // (`cuddling her old teddy instead`: no teddy called Instead.)
  // (`not her friend anymore`: no friend called Anymore; `the bird box`, `the dog bowl`: no bird called Box.)
  en: /^(instead|too|again|anyway|anymore|any|either|ever|yet|forever|after|afterwards|today|tonight|yesterday|now|then|though|tho|back|home|away|off|out|later|all|first|alone|everywhere|group|groups|sensory|class|classes|massage|yoga|swim|swimming|signing|music|monitor|food|wipes|stuff|things|clothes|steps|gym|club|room|seat|carrier|sling|formula|shower|teeth|tooth|shark|shop|aisle|stuff|clinic|unit|ward|scan|scans|check|checks|weigh|group's|box|house|bed|bowl|flap|tank|cage|feeder|lead|leash|basket|toy|toys|treats|hutch|kennel|crate|nest|biscuits|sitter|door)$/u,
};

/** Lower-case words after a title that are more likely a verb than a name (`oma kwam`, `opa holte`, `grandma made`). */
const VERBISH: Record<Language, RegExp> = {
  en: /(ed|ing|s)$|^(came|made|took|gave|got|went|was|had|said|ran|sat|fell|let|put|read|sang|brought|bought|caught|held|told|found|ate|saw|come|gone|been|done|seen|left|given|taken|eaten|fallen|flown|thrown|slept|kept|rang|rung|woke|wore|drove|flew|swam|spoke|stood|threw|won|wrote|rode|hid|bit|knew|grew|drew|dug|stuck|swung|taught|thought|felt|heard|met|paid|sent|spent|built|lost|meant|slid|cut|hit|hurt|fed|led|lit|shook|broke|chose|froze|tore|forgot|can|will|is|has)$/u,
  nl: /(de|te)$|^(ver|ont)\p{L}{2,}(d|t)$|^ge(?!(?<double>\p{L})\k<double>)\p{L}{2,}(d|t|en)$|[^aeiou]en$|^(zien|gaan|doen|staan|slaan|kwam|gaf|was|had|zei|ging|las|zong|viel|bleef|nam|kocht|bracht|hield|zat|liep|is|heeft|belt|woont|komt|gaat|zegt|helpt|kookt|wil|kan|mag|moet|doet|ziet|speelt|leest|zit|staat|ligt|slaapt|werkt|haalt|brengt|past|wacht|lacht|vindt|houdt|maakt|bakt|rijdt|loopt|zingt|fietst|wandelt|knuffelt|krijgt|geeft|neemt|heet|zwemt|belde|kwamen|en|uit|mee|met|op|in|van|voor|bij|naar)$/u,
  de: /(en|te|st|t)$|^(kam|gab|gabs|fand|ins|im|am|war|hat|ging|las|sang|fiel|blieb|nahm|aß|saß|lief|rief|hielt)$/u,
  fr: /(ait|aient|ient|é|ée|és|er|ir|ons|ez)$|^(roux|rousse|noir|noire|blanc|blanche|gris|grise)$/u,
  es: /(ó|aba|aban|ía|ían|ar|er|ir|mos|ron|ando|iendo|yendo)$/u,
  // (And a verb with its pronoun joined on: `a tia deu-lhe um penso`.)
  pt: /(ou|ava|avam|ia|iam|ar|er|ir|mos|ram|eu|iu|ai|inho|inha)$|-(?:lhe|lhes|me|te|se|nos|o|a|os|as|la|lo|las|los|na|no)$/u,
  zh: /^$/u,
};

/** The words that begin a verb's object in English, which a name is seldom followed by. */
const OBJECT_NEXT: Partial<Record<Language, RegExp>> = {
  en: /^(?:the|a|an|his|her|him|their|them|my|me|our|us|some|it)$/u,
};

/** `our`, `my`: the word between a pet's name and its kind in `Noisette notre hamster`. */
const POSSESSIVES: Record<Language, RegExp> = {
  en: /^(our|my)$/u,
  nl: /^(onze|ons|mijn)$/u,
  de: /^(unser|unsere|mein|meine)$/u,
  // (French writes the article too: `Filou le chien`, `Moustache la chatte`.)
  fr: /^(notre|mon|ma|le|la)$/u,
  es: /^(nuestro|nuestra|mi)$/u,
  pt: /^(nosso|nossa)$/u,
  zh: /^$/u,
};

/** A word of age or size between `our` and a pet's kind: `Pacha notre vieux chat`, `Max our old dog`. */
const PET_ADJECTIVES: Record<Language, RegExp> = {
  en: /^(old|little|big|fat|lazy|new|sweet|crazy)$/u,
  nl: /^(oude|kleine|grote|nieuwe|dikke|lieve)$/u,
  de: /^(alter|alte|altes|kleiner|kleine|kleines|dicker|dicke|neuer|neue)$/u,
  fr: /^(vieux|vieil|vieille|petit|petite|gros|grosse|nouveau|nouvelle)$/u,
  es: /^(viejo|vieja|pequeño|pequeña|gordo|gorda|nuevo|nueva)$/u,
  pt: /^(velho|velha|pequeno|pequena|gordo|gorda|novo|nova)$/u,
  zh: /^$/u,
};

/** The article before a pet's name set after its kind (`o gato dela, o Frajola`). */
const PET_ARTICLES: Partial<Record<Language, RegExp>> = { pt: /^(o|a)$/u };

/** Words that follow a relation with a capital in parents' writing and are no names. */
// (`amigo secreto`, `amigo invisible`, `secret santa`: the game of presents, no friend called so.)
const NOT_NAMES =
  /^(gabs|fand|ins|im|am|und|war|hat|revient|roux|vai|caiu|sozinho|sozinha|came|went|was|secreto|secreta|invisible|secret)$/u;

/** The word before a name that says it is the name (`ze heet lotte`, `elle s'appelle Jade`). */
const CALLED: Record<Language, RegExp> = {
  en: /^(called|named)$/u,
  nl: /^(heet|heette|genaamd)$/u,
  de: /^(heißt|heisst|hieß|namens)$/u,
  fr: /^(appelle|appelée|appelé|appellera|appelait|s['’]appelle|s['’]appelait)$/u,
  es: /^(llama|llamaba|llamaban|llamó|llamo|llamada|llamado|llamará)$/u,
  pt: /^(chama|chamada|chamado|chamar-se|chama-se)$/u,
  zh: /^$/u,
};

/** Titles before a grown-up's name. */
const ADULT_TITLES =
  /^(?:seu|dona|sr|sra|senhor|senhora|don|doña|señor|señora|monsieur|madame|mme|herr|frau|meneer|mevrouw|mr|mrs|ms|mister|dr|doctor|doutor|doutora|docteur|doktor|são|sao|santo|santa|san|saint|sainte|sankt|st)$/u;

/** Whose name a parent may say apart from the relation (`a baby sister … she's called Ada`). */
const KIN: readonly PersonId[] = ['sister', 'brother', 'baby'];

/** Each language's `and`, which joins two names after one relation. */
/** Someone else's, said before a relation: `her mum`, `sa maman`, `su mamá`, `haar mama`, `ihre mama`. */
const OTHERS_POSSESSIVE: Record<Language, RegExp> = {
  en: /^(?:her|his|their)$/u,
  nl: /^(?:haar|zijn|hun)$/u,
  de: /^(?:ihre|seine|ihrer|seiner|deren|dessen)$/u,
  fr: /^(?:sa|son|leur)$/u,
  es: /^(?:su)$/u,
  pt: /^(?:sua|seu)$/u,
  zh: /^$/u,
};
/** Someone else's, said after a relation: `a mãe dele`, `la mamá de`. */
const OF_SOMEONE: Partial<Record<Language, RegExp>> = {
  pt: /^(?:dele|dela|deles|delas)$/u,
  es: /^(?:de)$/u,
};
/** Words that begin what came next, after which a relation is no longer what the name before the comma is. */
const THEN_WORDS =
  /^(?:then|after|afterwards|later|daarna|toen|dan|later|dann|danach|später|puis|ensuite|après|apres|luego|después|despues|entonces|depois|então|entao)$/u;
const AND = ['and', 'en', 'und', 'et', 'y', 'e', '&'];

/** Someone the parent named beside their relation or kind: `Mia` of `little sister Mia`. */
export type Named = { name: string; word: string; person: PersonId | undefined; pet: ThingId | undefined };

/** The single-word patterns of a table, each with its id. */
function singleWords<Id extends string>(table: Partial<Record<Id, readonly string[]>>, order: readonly Id[]) {
  return order.flatMap((id) =>
    (table[id] ?? []).filter((pattern) => !pattern.includes(' ')).map((pattern) => ({ id, test: testsOf(pattern)[0] })),
  );
}

/**
 * The names a text gives people and pets: a capitalised word right after a relation or a pet's kind (`Opa Henk`,
 * `zusje Mia`, `friend Sem`, `the dog Bobby`); in Chinese a doubled name after one (`妹妹朵朵`, `小狗豆豆`). A word the
 * lexicon knows is never a name.
 */
/** The colour words of a language (`rouge`, `negro`, `preto`), each as a word test, made once. */
const COLOUR_TESTS = new Map<Language, readonly WordTest[]>();
function colourTests(language: Language): readonly WordTest[] {
  let tests = COLOUR_TESTS.get(language);
  if (!tests) {
    tests = Object.values(LOOKS[language].colours)
      .flatMap((patterns) => patterns ?? [])
      .filter((pattern) => !pattern.includes(' '))
      .map(wordTest);
    COLOUR_TESTS.set(language, tests);
  }
  return tests;
}

/** The word for new, said after the noun (`la canguro nueva`, `a ama nova`). */
const NEW_AFTER: Partial<Record<Language, RegExp>> = {
  es: /^nuev[oa]s?$/u,
  pt: /^nov[oa]s?$/u,
};
/** The article before a person's name, where the language says one (`a Joana`, `la Lucía`). */
const PERSON_ARTICLE: Partial<Record<Language, RegExp>> = {
  es: /^(?:la|el)$/u,
  pt: /^(?:a|o)$/u,
};

export function namesIn(texts: readonly string[], language: Language): Named[] {
  const lexicon = LEXICONS[language];
  const people = singleWords(lexicon.people, PEOPLE);
  const pets = singleWords(lexicon.things, NAMEABLE);
  const found: Named[] = [];
  const add = (named: Named) => {
    if (!found.some((item) => item.name === named.name)) found.push(named);
  };
  for (const text of texts) {
    if (language === 'zh') {
      for (const [table, isPerson] of [
        [lexicon.people, true],
        [lexicon.things, false],
      ] as const) {
        const ids = isPerson ? PEOPLE : NAMEABLE;
        for (const id of ids) {
          for (const pattern of (table as Partial<Record<string, readonly string[]>>)[id] ?? []) {
            let from = text.indexOf(pattern);
            while (from >= 0) {
              const next = [...text.slice(from + pattern.length, from + pattern.length + 2)];
              const doubled = next.join('');
              const isWord = [lexicon.people, lexicon.things].some((each) =>
                Object.values(each).some((patterns) =>
                  (patterns as readonly string[]).some((word) => word.includes(doubled)),
                ),
              );
              // (Not a doubled verb of comfort after the grown-up who gives it: `要爸爸亲亲`, `奶奶给吹吹`.)
              if (
                next.length === 2 &&
                next[0] === next[1] &&
                /\p{Script=Han}/u.test(next[0] ?? '') &&
                !isWord &&
                !DOUBLED_VERBS_ZH.test(doubled)
              ) {
                add({
                  name: next.join(''),
                  word: pattern,
                  person: isPerson ? (id as PersonId) : undefined,
                  pet: isPerson ? undefined : (id as ThingId),
                });
              }
              // A pet's Latin name right after its kind (`乌龟Shelly`) is its name.
              const latin = isPerson ? undefined : /^\p{Lu}\p{Ll}+/u.exec(text.slice(from + pattern.length))?.[0];
              if (latin) add({ name: latin, word: pattern, person: undefined, pet: id as ThingId });
              from = text.indexOf(pattern, from + 1);
            }
          }
        }
      }
      // A grown-up by surname and title (`狗主人王奶奶`, `李老师打电话来`): a neighbour or a teacher by that name,
      // never the family's grandmother. (Not after 的, `我的奶奶`, nor a doubled surname, `奶奶奶`.)
      for (const match of text.matchAll(SURNAME_TITLE)) {
        const whole = match[0];
        if (found.some((one) => one.name === whole)) continue;
        // (`周阿姨` is the `阿姨` the lexicon reads, `王叔叔` the `叔叔`: whom a goodbye to them is about.)
        const person = ({ 老师: 'teacher', 阿姨: 'aunt', 叔叔: 'uncle' } as const)[match[2] ?? ''];
        add({ name: whole, word: whole, person, pet: undefined });
      }
      // A pet's name said after it (`碰到一只大金毛 … 它叫豆豆`): the animal's, not a friend's.
      const calledPet = /它叫([\p{Script=Han}])\1/u.exec(text);
      const petKind = calledPet
        ? NAMEABLE.find((id) => (lexicon.things[id] ?? []).some((pattern) => text.includes(pattern)))
        : undefined;
      if (calledPet && petKind)
        add({ name: `${calledPet[1]}${calledPet[1]}`, word: '', person: undefined, pet: petKind });
      // A pet named by whose it is (`大福是我们家柴犬`): the two characters before 是, the kind after 家.
      for (const match of text.matchAll(/(\p{Script=Han}{2})是(?:我们|我|咱们|咱)家(?:的)?(\p{Script=Han}{1,4})/gu)) {
        const [, name = '', kind = ''] = match;
        if (/[它他她这那]/u.test(name)) continue;
        const pet = NAMEABLE.find((id) => (lexicon.things[id] ?? []).some((pattern) => kind.startsWith(pattern)));
        if (pet) add({ name, word: '', person: undefined, pet });
      }
      // A child's doubled name with no relation before it (`跟乐乐一起玩滑梯`, `楼下朵朵来玩了`): a friend.
      for (const one of chineseNamesIn(text))
        add({ name: one.name, word: FRIEND_WORD.zh[one.pronoun], person: 'friend', pet: undefined });
      continue;
    }
    // Within one sentence (`… since she was a baby. Maggie's retiring` names no baby), without a possessive `'s`.
    for (const sentence of text.split(/[.!?;\n]+/u)) readSentence(sentence);
  }
  return found;

  function readSentence(sentence: string) {
    const written = sentence.match(/[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu) ?? [];
    const tokens = written.map((token) => token.replace(/['’]s$/u, ''));
    const lower = tokens.map((token) => token.toLocaleLowerCase(language));
    const capital = (name: string) => name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
    const isColour = (word: string) => colourTests(language).some((test) => test(word));
    // A name is capitalised; after a title (`opa henk`, `juf marieke`) or a pet's kind (`cavia pluisje`) parents often
    // write it in lower case, and then a word that looks like a verb of the language is not taken for one.
    const isName = (index: number, lowerAllowed = false, petName = false) => {
      const token = tokens[index];
      const word = lower[index];
      if (!token || !word || [...token].length < 2) return false;
      const isCapital = /^\p{Lu}/u.test(token);
      // (A two-letter name after a title only when it is one: `tio zé`, `auntie jo`, not `tia da escola`.)
      const long =
        [...word].length >= 3 ||
        (!petName &&
          !/^(?:tá|lá|já|só|há|dá|vê|pé|nó|là|çà|ça|où|tú|él|sí|mí|té|dé)$/u.test(word) &&
          (/[^\p{ASCII}]/u.test(word) || givenName(word, language) !== undefined));
      // (A Dutch or German given name the lists know is one, however it ends: `zusje lotte`, though `-te` ends verbs
      // there too; not an English `will` or `may`.)
      const knownName =
        (language === 'nl' || language === 'de') && [...word].length >= 4 && givenName(word, language) !== undefined;
      if (!isCapital && !(lowerAllowed && long && (!VERBISH[language].test(word) || knownName))) return false;
      // (Nor a word that an object follows, a verb's: `helped grandad build the bird box`, no Grandad Build; but
      // `grandad tom the whole day`.)
      if (
        !isCapital &&
        OBJECT_NEXT[language]?.test(lower[index + 1] ?? '') &&
        givenName(capital(word), language) === undefined
      )
        return false;
      if (!isCapital && (LOWER_NOT_NAMES[language]?.test(word) || (language === 'de' && ADVERB_DE.test(word))))
        return false;
      // A capital after a relation is a name, unless it is one of the few words parents capitalise there (`bon-papa
      // Revient`, `Opa Gabs`): names end like verbs too (Mia, Jürgen).
      if (isCapital && NOT_NAMES.test(word)) return false;
      if (lexicon.filler.includes(word)) return false;
      // A pet's capitalised name may be a thing's word (`our goldfish Bubbles`, `the dog Biscuit`), where a language
      // writes its nouns in lower case.
      return !known(word, !(petName && isCapital && language !== 'de'));
    };
    // A name followed by what they are, after a comma or a bracket: `a Pipoca, nossa cachorrinha`, `Frajola (nosso
    // gato)`, `Harper, her best friend`.
    tokens.forEach((token, index) => {
      const escaped = token.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
      // In lower case only before a bracket (`emil (sein bester freund)`): a comma after a lower-case word is no name.
      const lowerBeforeBracket =
        !/^\p{Lu}/u.test(token) &&
        new RegExp(`(?<![\\p{L}])${escaped}\\s*[(（]`, 'u').test(sentence) &&
        isName(index, true);
      if (!lowerBeforeBracket && (!/^\p{Lu}/u.test(token) || !isName(index))) return;
      if (!new RegExp(`${escaped}\\s*[,(（]`, 'u').test(sentence)) return;
      // (Not a name its relation came before: `avec sa copine Lila, ensuite mamie est venue` is a friend Lila and a
      // grandmother, no Mamie Lila.)
      const before = lower[index - 1] ?? '';
      if (people.some((entry) => entry.test?.(before)) || pets.some((entry) => entry.test?.(before))) return;
      for (let next = index + 1; next <= index + 3 && next < lower.length; next += 1) {
        const word = lower[next] ?? '';
        // (A word of what came next begins another clause: `Lila, then grandma came`, `Lila, daarna oma`.)
        if (THEN_WORDS.test(word)) return;
        const person = people.find((entry) => entry.test?.(word))?.id;
        const pet = person ? undefined : pets.find((entry) => entry.test?.(word))?.id;
        // (Not someone else named by their own title right after the comma: `con su amiga Alba, la seño Marta`,
        // `com a amiguinha Lívia, a tia Carla`: Marta is the teacher, Alba no teacher.)
        if (person && next + 1 < lower.length && /^\p{Lu}/u.test(tokens[next + 1] ?? '') && isName(next + 1)) return;
        // (Not `o Dinis, a mãe dele, a Sofia`: his mother is someone else.)
        if (person && OF_SOMEONE[language]?.test(lower[next + 1] ?? '')) return;
        if (person || pet) {
          add({ name: capital(token), word: tokens[next] ?? word, person, pet });
          return;
        }
        if (!lexicon.filler.includes(word)) return;
      }
    });
    // A name before its pet's kind: `Noisette notre hamster`, `Kesi mi hámster`.
    tokens.forEach((token, index) => {
      if (!/^\p{Lu}/u.test(token) || !POSSESSIVES[language].test(lower[index + 1] ?? '') || !isName(index)) return;
      const kindAt = PET_ADJECTIVES[language].test(lower[index + 2] ?? '') ? index + 3 : index + 2;
      const pet = pets.find((entry) => entry.test?.(lower[kindAt] ?? ''))?.id;
      if (pet) add({ name: token, word: tokens[kindAt] ?? '', person: undefined, pet });
    });
    lower.forEach((word, index) => {
      const person = people.find((entry) => entry.test?.(word))?.id;
      const pet = person ? undefined : pets.find((entry) => entry.test?.(word))?.id;
      if (!person && !pet) return;
      // (A great-grandparent keeps the `great` before the title: `great granny rose` is Great Granny Rose.)
      const great = language === 'en' && (person === 'grandma' || person === 'grandpa') && lower[index - 1] === 'great';
      const relation = `${great ? `${tokens[index - 1]} ` : ''}${tokens[index] ?? word}`;
      // `Opas Schultern`, `oma's tuin`: a possessive relation names no one after it.
      if (
        /['’]?s$/u.test(word) &&
        (people.some((entry) => entry.test?.(word.replace(/['’]?s$/u, ''))) || /['’]s$/u.test(tokens[index] ?? ''))
      )
        return;
      // `held auntie's hand`: written with its `'s`, a relation is whose, and names no one after it.
      if (person && /['’]s$/u.test(written[index] ?? '')) return;
      // (Not the animal's doing or sound, where the language's verbs end apart from its animals' words: `die blafte
      // keihard over het hek`, `the dog barked loudly`, names no dog Keihard.)
      const doing = pet !== undefined && (language === 'en' || language === 'nl') && VERBISH[language].test(word);
      const titled =
        (pet !== undefined && !doing) ||
        (person !== undefined && (TITLES.includes(person) || (LOWER_CASE_NAMED[language] ?? []).includes(person)));
      // `a turtle called shelly`, `un chien qui s'appelle filou`: a pet's name after the word for called, in lower
      // case too (a word that looks like a verb is none).
      if (pet) {
        const calledAt = CALLED[language].test(lower[index + 1] ?? '')
          ? index + 2
          : CALLED[language].test(lower[index + 3] ?? '') && /^(?:qui|que|s['’]?|se)$/u.test(lower[index + 1] ?? '')
            ? index + 4
            : // (`el poni se llamaba canela`, `o cão se chama bobi`.)
              CALLED[language].test(lower[index + 2] ?? '') && /^(?:s['’]?|se|sich|zich)$/u.test(lower[index + 1] ?? '')
              ? index + 3
              : -1;
        const calledWord = lower[calledAt] ?? '';
        // (Said after `called`, a word of the lexicon is a name too: `a turtle called shelly`, `a dog called biscuit`.)
        if (
          calledAt > 0 &&
          (isName(calledAt, true, true) ||
            ([...calledWord].length >= 3 &&
              !VERBISH[language].test(calledWord) &&
              !lexicon.filler.includes(calledWord) &&
              !LOWER_NOT_NAMES[language]?.test(calledWord)))
        ) {
          add({ name: capital(tokens[calledAt] as string), word: relation, person, pet });
          return;
        }
      }
      // `poisson rouge Bulle`, `gato negro Misi`: a pet's colour in lower case after its kind is its look, no name; the
      // name after it, written with a capital, is.
      const coloured =
        pet !== undefined && /^\p{Ll}/u.test(tokens[index + 1] ?? '') && isColour(lower[index + 1] ?? '');
      if (coloured && /^\p{Lu}/u.test(tokens[index + 2] ?? '') && isName(index + 2, false, true)) {
        add({ name: tokens[index + 2] as string, word: `${relation} ${tokens[index + 1]}`, person, pet });
        return;
      }
      // `o peixinho dourado dela, o Nemo`: a pet's name after its look, whose and an article, written with a capital.
      if (pet && (coloured || !isName(index + 1, titled, true))) {
        let at = index + 1;
        const article = PET_ARTICLES[language];
        const skipped = (word: string) =>
          !article?.test(word) && lexicon.filler.includes(word) && !VERBISH[language].test(word);
        while (at < index + 4 && skipped(lower[at] ?? '')) at += 1;
        if (at > index + 1 && article?.test(lower[at] ?? '') && /^\p{Lu}/u.test(tokens[at + 1] ?? '')) {
          if (isName(at + 1)) add({ name: tokens[at + 1] as string, word: relation, person, pet });
        }
        return;
      }
      // Another child's mother or father, by name (`chez Lina, sa maman Nadia`, `bij fleur, haar mama ingrid`, `ellas
      // mama sabine`): a grown-up of the day, never the child's own Mummy or Daddy.
      const othersParent =
        (person === 'mum' || person === 'dad') &&
        index > 0 &&
        (OTHERS_POSSESSIVE[language].test(lower[index - 1] ?? '') ||
          (/s$/u.test(lower[index - 1] ?? '') &&
            givenName((lower[index - 1] ?? '').slice(0, -1), language) !== undefined)) &&
        lower.some((other, at) => at !== index + 1 && at !== index - 1 && givenName(other, language) !== undefined);
      // (`o Dinis, a mãe dele, a Sofia`, `la mamá de Olivia, Carmen`: the name after whose they are.)
      if ((person === 'mum' || person === 'dad') && OF_SOMEONE[language]?.test(lower[index + 1] ?? '')) {
        for (let at = index + 2; at <= index + 5 && at < tokens.length; at += 1) {
          const token = tokens[at] ?? '';
          if (!/^\p{Lu}/u.test(token) || givenName(token, language) === undefined) continue;
          // (Not the child whose they are, `de Olivia`.)
          if (lower[at - 1] === 'de' || lower[at - 1] === 'do' || lower[at - 1] === 'da') continue;
          const from = sentence.search(new RegExp(`(?<![\\p{L}])${tokens[index]}(?![\\p{L}])`, 'u'));
          const to = sentence.indexOf(token, from);
          if (from >= 0 && to > from)
            add({ name: token, word: sentence.slice(from, to).trim(), person: undefined, pet: undefined });
          return;
        }
      }
      if (othersParent) {
        const next = lower[index + 1] ?? '';
        // (In lower case too: `haar mama ingrid`.)
        if (isName(index + 1, true, false) || ([...next].length >= 3 && givenName(next, language) !== undefined))
          add({ name: capital(tokens[index + 1] as string), word: relation, person: undefined, pet: undefined });
        return;
      }
      // (A new grown-up's name after the word for new, where the language says it after the noun: `la canguro nueva,
      // lucía`, `a ama nova, a joana`.)
      if (person && NEW_AFTER[language]?.test(lower[index + 1] ?? '')) {
        const at = PERSON_ARTICLE[language]?.test(lower[index + 2] ?? '') ? index + 3 : index + 2;
        const word = lower[at] ?? '';
        // (In lower case, a given name the lists know, though it ends like a verb: `lucía`.)
        if (isName(at, titled) || ([...word].length >= 3 && givenName(word, language) !== undefined && !known(word))) {
          add({ name: capital(tokens[at] as string), word: relation, person, pet });
          return;
        }
      }
      if (!isName(index + 1, titled, pet !== undefined)) return;
      add({ name: capital(tokens[index + 1] as string), word: relation, person, pet });
      // `the cousins Ruby and Jack`: a second name joined by the language's `and`.
      if (AND.includes(lower[index + 2] ?? '') && isName(index + 3, titled))
        add({ name: capital(tokens[index + 3] as string), word: relation, person, pet });
    });
    // A first name with no relation before it (`played w maisie`, `met fenna in de zandbak`, `Lou est venue`) is a
    // friend, by the name's usual gender; not a word the lexicon knows (`teddy`), nor one named already.
    // (Nor a word of a phrase that names no one: `chorou que nem uma madalena` is sobbing, no friend Madalena.)
    const inSaying = new Set(nonePhrases(lower, language).flat());
    tokens.forEach((token, index) => {
      const word = lower[index] ?? '';
      if ([...word].length < 2 || found.some((one) => one.name.toLocaleLowerCase(language) === word)) return;
      if (inSaying.has(index)) return;
      const pronoun = givenName(token, language);
      if (!pronoun || lexicon.filler.includes(word) || known(word)) return;
      // (Not a grown-up called by a title, `o barbeiro do seu Jorge`, `Herr Schulze`: no friend of the child's.)
      if (ADULT_TITLES.test(lower[index - 1] ?? '')) return;
      // Said as the name of a sister, a brother or a baby the text names without one (`zn kleine zusje … ze heet
      // lotte`, `conheceu a mana no hospital, a inês`): theirs.
      const escaped = token.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
      const called =
        CALLED[language].test(lower[index - 1] ?? '') ||
        new RegExp(`,\\s*(?:a|o|la|el|le)?\\s*${escaped}\\s*$`, 'iu').test(sentence);
      const name = spelledName(token, language);
      const unnamed = called ? unnamedKin() : undefined;
      add(
        unnamed
          ? { ...unnamed, name }
          : { name, word: FRIEND_WORD[language][pronoun], person: 'friend', pet: undefined },
      );
    });
  }

  /** The first sister, brother or baby the texts name by relation alone, with the parent's word for them. */
  function unnamedKin(): Named | undefined {
    for (const text of texts) {
      for (const token of text.match(/[\p{L}\p{M}]+/gu) ?? []) {
        const word = token.toLocaleLowerCase(language);
        const person = people.find((entry) => entry.test?.(word))?.id;
        if (!person || !KIN.includes(person) || found.some((one) => one.person === person)) continue;
        return { name: '', word: token, person, pet: undefined };
      }
    }
    return undefined;
  }

  /** Whether one of the lexicon's single words is this word (a thing's words too, unless `withThings` is false). */
  function known(word: string, withThings = true): boolean {
    const things = withThings ? lexicon.things : {};
    return [lexicon.people, lexicon.places, things, lexicon.mishaps, lexicon.events].some((table) =>
      Object.values(table).some((patterns) =>
        (patterns as readonly string[]).some((pattern) => !pattern.includes(' ') && testsOf(pattern)[0]?.(word)),
      ),
    );
  }
}

/**
 * The parent's own word for each person the text names (`外婆` or `奶奶`, `Oma` or `Omi`), the first one written: a
 * language whose words for one relation differ (a mother's or a father's mother) tells the one the parent used.
 */
export function relationWordsIn(texts: readonly string[], language: Language): Partial<Record<PersonId, string>> {
  const table = LEXICONS[language].people;
  const result: Partial<Record<PersonId, string>> = {};
  const text = texts.join('\n');
  if (language === 'zh') {
    for (const id of PEOPLE) {
      let best: { at: number; word: string } | undefined;
      for (const pattern of [...(table[id] ?? [])].sort((a, b) => b.length - a.length)) {
        const at = text.indexOf(pattern);
        if (at >= 0 && (!best || at < best.at)) best = { at, word: pattern };
      }
      if (best) result[id] = best.word;
    }
    return result;
  }
  const tokens = text.match(/[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu) ?? [];
  const people = singleWords(table, PEOPLE);
  const idOf = (token: string) => people.find((entry) => entry.test?.(token.toLocaleLowerCase(language)))?.id;
  for (const token of tokens) {
    const id = idOf(token);
    // (An English possessive typed without its apostrophe is the word itself: `lunch at nanas` is Nana's.)
    const one = language === 'en' && /\p{L}{3}s$/u.test(token) ? token.slice(0, -1) : undefined;
    if (id && result[id] === undefined) result[id] = one !== undefined && idOf(one) === id ? one : token;
  }
  const lower = text.toLocaleLowerCase(language);
  const at = (pattern: string) =>
    lower.search(new RegExp(`(?<![\\p{L}])${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u'));
  // One the family calls by two words where no single word said them (`ah ma`, `gong gong`): those words.
  for (const id of PEOPLE) {
    if (result[id] !== undefined || id === 'grandparents') continue;
    const said = (table[id] ?? [])
      .filter((pattern) => pattern.includes(' ') && !pattern.includes('*') && !/['’]s$/u.test(pattern))
      .map((pattern) => ({ pattern, from: at(pattern) }))
      .filter(({ from }) => from >= 0)
      .sort((a, b) => a.from - b.from)[0];
    if (said) result[id] = text.slice(said.from, said.from + said.pattern.length);
  }
  // A pair the family calls by its own two words (`nana and grandad`): those words, as the parent wrote them.
  for (const pattern of table.grandparents ?? []) {
    if (!pattern.includes(' ') || pattern.includes('*') || result.grandparents !== undefined) continue;
    const from = at(pattern);
    if (from >= 0) result.grandparents = text.slice(from, from + pattern.length);
  }
  return result;
}
