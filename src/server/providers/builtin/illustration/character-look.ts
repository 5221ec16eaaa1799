import { LANGUAGES, type Language } from '../../../../shared/languages.ts';
import {
  ACCESSORIES,
  type AccessoryId,
  BASES,
  type BaseId,
  BODY_WORDS,
  COLOURS,
  type ColourId,
  LOOKS,
  SKINS,
  type SkinId,
} from '../lexicon/looks.ts';
import { findConcepts, wordsOf } from '../lexicon/read.ts';

/** What the built-in illustrator draws for a character: what it is, its colours and what it wears. */
export type CharacterLook = {
  base: BaseId;
  /** Tints the body (or a child's clothes); undefined keeps the base's own colours. */
  colour?: ColourId | undefined;
  /** A second colour: mane, spikes, belly or hair. */
  accent?: ColourId | undefined;
  /** A human character's skin tone (light when not said). */
  skin?: SkinId | undefined;
  accessories: Array<{ id: AccessoryId; colour?: ColourId | undefined }>;
};

/** A description with nothing recognised: a round, soft friend in a warm colour, never a letter. */
export const DEFAULT_LOOK: CharacterLook = { base: 'monster', accessories: [] };

/** The catalog characters' art (`art/rabbit.svg`) and the look the illustrator draws for each. */
const CATALOG_LOOKS: Record<string, CharacterLook> = {
  'rabbit.svg': { base: 'bunny', accessories: [] },
  'bear.svg': { base: 'bear', accessories: [] },
  'dragon.svg': { base: 'dragon', accessories: [] },
  'unicorn.svg': { base: 'unicorn', accent: 'rainbow', accessories: [] },
  'fox.svg': { base: 'fox', accessories: [] },
  'panda.svg': { base: 'panda', accessories: [] },
  'owl.svg': { base: 'owl', accessories: [] },
  'cat.svg': { base: 'cat', accessories: [] },
  'dog.svg': { base: 'dog', accessories: [] },
  'lion.svg': { base: 'lion', accessories: [] },
  'elephant.svg': { base: 'elephant', accessories: [] },
  'penguin.svg': { base: 'penguin', accessories: [] },
};

/** The look of a catalog character from its art path, or undefined for art the illustrator does not know. */
export function catalogLook(artPath: string | undefined): CharacterLook | undefined {
  if (!artPath?.startsWith('art/')) return undefined;
  return CATALOG_LOOKS[artPath.slice('art/'.length)];
}

const STOPWORDS: Record<Exclude<Language, 'zh'>, readonly string[]> = {
  en: ['a', 'an', 'the', 'with', 'who', 'and', 'loves', 'likes', 'little', 'small', 'big', 'is', 'has', 'of', 'called'],
  nl: ['een', 'de', 'het', 'met', 'die', 'dat', 'en', 'houdt', 'van', 'kleine', 'klein', 'grote', 'is', 'heeft'],
  de: ['ein', 'eine', 'einen', 'der', 'die', 'das', 'mit', 'und', 'liebt', 'kleiner', 'kleine', 'großer', 'ist'],
  fr: ['un', 'une', 'le', 'la', 'les', 'avec', 'qui', 'et', 'aime', 'petit', 'petite', 'des', 'est', 'de'],
  es: ['un', 'una', 'el', 'la', 'los', 'con', 'que', 'y', 'le', 'encanta', 'pequeño', 'pequeña', 'es', 'de'],
  pt: ['um', 'uma', 'o', 'a', 'os', 'com', 'que', 'e', 'adora', 'gosta', 'pequeno', 'pequena', 'é', 'de'],
};

type Hit<Id> = { id: Id; at: number };

/** Where each id of a table occurs, as word positions (character positions in Chinese). */
function locate<Id extends string>(
  text: string,
  language: Language,
  table: Partial<Record<Id, readonly string[]>>,
  order: readonly Id[],
): Hit<Id>[] {
  const hits: Hit<Id>[] = [];
  if (language === 'zh') {
    // Chinese words sit inside longer ones (粉红 holds 红, 熊猫 holds 熊): a match inside a longer match is dropped.
    const spans: Array<{ id: Id; from: number; to: number }> = [];
    for (const id of findConcepts(text, 'zh', table, order)) {
      for (const pattern of table[id] ?? []) {
        for (let from = text.indexOf(pattern); from >= 0; from = text.indexOf(pattern, from + 1)) {
          spans.push({ id, from, to: from + pattern.length });
        }
      }
    }
    for (const span of spans) {
      const inside = spans.some(
        (other) =>
          other !== span &&
          other.from <= span.from &&
          other.to >= span.to &&
          other.to - other.from > span.to - span.from,
      );
      if (!inside && !hits.some((hit) => hit.id === span.id && hit.at === span.from))
        hits.push({ id: span.id, at: span.from });
    }
    return hits;
  }
  const words = wordsOf(text, language);
  for (let at = 0; at < words.length; at += 1) {
    // A window of three words lets the table's two- and three-word patterns match; only a pattern that starts at
    // this word counts here, so it is found once.
    const window = words.slice(at, at + 3).join(' ');
    for (const id of findConcepts(window, language, table, order)) {
      if (findConcepts(words.slice(at + 1, at + 3).join(' '), language, table, order).includes(id)) continue;
      hits.push({ id, at });
    }
  }
  return hits;
}

/** The language a description is most likely written in (its small words and look words), English on a tie. */
function guessLanguage(text: string): Language {
  if (/\p{Script=Han}/u.test(text)) return 'zh';
  let best: Language = 'en';
  let bestScore = 0;
  for (const language of LANGUAGES) {
    if (language === 'zh') continue;
    const words = wordsOf(text, language);
    const stop = STOPWORDS[language];
    const looks = LOOKS[language];
    let score = words.filter((word) => stop.includes(word)).length;
    score +=
      1.5 *
      (findConcepts(text, language, looks.bases, BASES).length +
        findConcepts(text, language, looks.colours, COLOURS).length +
        findConcepts(text, language, looks.accessories, ACCESSORIES).length);
    if (score > bestScore) {
      best = language;
      bestScore = score;
    }
  }
  return best;
}

/** Germanic languages and Chinese put the colour before the thing it colours; the Romance ones after it. */
const COLOUR_AFTER_NOUN: Record<Language, boolean> = {
  en: false,
  nl: false,
  de: false,
  zh: false,
  fr: true,
  es: true,
  pt: true,
};

/** People and children: their colours are read as hair, clothes and skin. */
const HUMAN_BASES = new Set<BaseId>(['girl', 'boy', 'child', 'mermaid']);

const informative = (look: CharacterLook) =>
  look.base !== DEFAULT_LOOK.base || Boolean(look.colour) || look.accessories.length > 0;

function readIn(text: string, language: Language | undefined): CharacterLook | undefined {
  const guessed = guessLanguage(text);
  const languages = [...new Set<Language>([language ?? guessed, guessed, 'en'])];
  for (const lang of languages) {
    const look = readLookIn(text, lang);
    if (informative(look)) return look;
  }
  return undefined;
}

const ALL_STOPWORDS = new Set(Object.values(STOPWORDS).flat());

/**
 * A leading name ('Teddy, a little fox', or the `Name. description` the pipeline sends): a first part of at most
 * three words, none of them a small word ('A fox, …' is no name), before a full stop, comma or colon.
 */
function splitName(text: string): { name: string; description: string } | undefined {
  const match = /^\s*([^.,:;!?。，：；\n]{1,40})[.,:;!?。，：；]\s*([\s\S]+)$/u.exec(text);
  const name = match?.[1]?.trim();
  const description = match?.[2]?.trim();
  if (!name || !description) return undefined;
  if (/\p{Script=Han}/u.test(name))
    return name.length <= 4 && !/[一个只位]/u.test(name) ? { name, description } : undefined;
  const words = name.toLocaleLowerCase().split(/\s+/u);
  if (words.length > 3 || words.some((word) => ALL_STOPWORDS.has(word))) return undefined;
  return { name, description };
}

/**
 * Reads a custom character's name and description into a look. The description wins over the name: 'Teddy, a little
 * fox' is a fox; the name only counts when the description names no base ('Dragon. Small and purple'). Within the
 * words: the base the description is, not one it loves (a dragon who loves dinosaurs is a dragon, see `headOf`), a colour next to an accessory colours it ('a
 * red scarf', 'une écharpe rouge'), next to hair, clothes or skin it colours those ('black hair and a red dress'), and
 * the first other colour tints the body (a child's clothes) and a second one its accent (mane, spikes or hair).
 */
export function readLook(text: string, language?: Language): CharacterLook {
  const parts = splitName(text);
  if (parts) {
    const described = readIn(parts.description, language);
    if (described && described.base !== DEFAULT_LOOK.base) return described;
    const named = readIn(parts.name, language);
    if (named && named.base !== DEFAULT_LOOK.base) {
      return described ? { ...described, base: named.base } : named;
    }
    if (described) return described;
  }
  return readIn(text, language) ?? { ...DEFAULT_LOOK, accessories: [] };
}

/** Punctuation that ends a clause: a creature in another clause is never part of the head's noun phrase. */
const CLAUSE_END = /[.,;:!?()\n。，；：！？（）]/u;

/** A participle that can describe a noun ('loving', 'fressender', 'etende', 'mangeant', 'comiendo', 'comendo'). */
const PARTICIPLE: Record<Exclude<Language, 'zh'>, RegExp> = {
  en: /\p{L}{2}(?:ing|ed)$/u,
  nl: /\p{L}{2}end(?:e|er|es|en|em)?$/u,
  de: /\p{L}{2}end(?:e|er|es|en|em)?$/u,
  fr: /\p{L}{2}ant(?:e|s|es)?$/u,
  es: /\p{L}{2}(?:ando|iendo|ante|antes)$/u,
  pt: /\p{L}{2}(?:ando|endo|indo|ante|antes)$/u,
};

/**
 * German and Dutch put a participle, with its object, before the noun ('ein Fische fressender Hund', 'een vis
 * etende kat'); English and the Romance languages put a separate participle after its noun ('a cat eating fish').
 */
const PARTICIPLE_BEFORE_NOUN = new Set<Language>(['de', 'nl']);

/**
 * The base a description is: its head noun, not what it loves, eats or plays with. Most descriptions name it first
 * ('a cat who loves fish', 'ein Hund, der Fische mag', 'un chat qui aime le poisson'), but a modifier may come before
 * it and name another creature: Chinese puts the whole modifier before 的 and the head after it ('一只爱吃鱼的猫', a cat
 * who loves fish), German and Dutch a participle ('ein Fische fressender Hund'), and any language a hyphenated one ('a
 * dino-loving kitten'). A creature inside such a modifier, with another one after it in the same clause, is skipped.
 */
function headOf(text: string, language: Language, bases: Hit<BaseId>[]): BaseId | undefined {
  const isModifier = (hit: Hit<BaseId>): boolean => {
    if (language === 'zh') {
      const next = bases.find((other) => other.at > hit.at);
      if (!next) return false;
      const between = text.slice(hit.at, next.at);
      return between.includes('的') && !CLAUSE_END.test(between);
    }
    const clauses = text.split(CLAUSE_END);
    const clauseOf: number[] = [];
    clauses.forEach((clause, index) => {
      for (const _word of wordsOf(clause, language)) clauseOf.push(index);
    });
    const next = bases.find((other) => other.at > hit.at && clauseOf[other.at] === clauseOf[hit.at]);
    if (!next) return false;
    const words = wordsOf(text, language);
    const participle = PARTICIPLE[language];
    const word = words[hit.at] ?? '';
    if (word.includes('-') && participle.test(word.split('-').at(-1) ?? '')) return true;
    return (
      PARTICIPLE_BEFORE_NOUN.has(language) && words.slice(hit.at + 1, next.at).some((other) => participle.test(other))
    );
  };
  return (bases.find((hit) => !isModifier(hit)) ?? bases[0])?.id;
}

function readLookIn(text: string, language: Language): CharacterLook {
  const table = LOOKS[language];
  const body = BODY_WORDS[language];
  const bases = locate(text, language, table.bases, BASES).sort((a, b) => a.at - b.at);
  const base = headOf(text, language, bases) ?? DEFAULT_LOOK.base;
  const human = HUMAN_BASES.has(base);
  let colours = locate(text, language, table.colours, COLOURS).sort((a, b) => a.at - b.at);
  const accessories = locate(text, language, table.accessories, ACCESSORIES).sort((a, b) => a.at - b.at);
  const nouns = (patterns: readonly string[]) => locate(text, language, { noun: patterns }, ['noun'] as const);
  const reach = language === 'zh' ? 4 : 2;
  // Whether a colour word describes a noun: next to it, on the side the language puts its adjectives.
  const describes = (colour: { at: number }, noun: { at: number }) => {
    const distance = COLOUR_AFTER_NOUN[language] ? colour.at - noun.at : noun.at - colour.at;
    return distance > 0 && distance <= reach;
  };

  // Skin: a tone next to a skin word, or a word that says it alone ('dark-skinned').
  let skin: SkinId | undefined;
  let toneAt: number | undefined;
  const skinNouns = nouns(body.skin);
  for (const tone of locate(text, language, body.tones, SKINS)) {
    if (skin || !skinNouns.some((noun) => describes(tone, noun))) continue;
    skin = tone.id;
    toneAt = tone.at;
    colours = colours.filter((hit) => hit.at !== tone.at);
  }
  skin ??= locate(text, language, body.skinWords, SKINS)[0]?.id;

  // Hair (or a mane): a colour next to a hair word, or a word that says it alone ('blonde', 'rousse').
  let hair: ColourId | undefined;
  const hairNouns = nouns(body.hair);
  // 'piel morena' is skin, not hair, though 'morena' alone can say dark hair.
  const hairWords = locate(text, language, body.hairWords, COLOURS)
    .filter((hit) => hit.at !== toneAt)
    .sort((a, b) => a.at - b.at);
  for (const hit of colours) {
    if (hairNouns.some((noun) => describes(hit, noun))) {
      hair ??= hit.id;
      colours = colours.filter((other) => other !== hit);
    }
  }
  const hairWord = hairWords[0];
  if (hairWord && human) {
    hair ??= hairWord.id;
    colours = colours.filter((hit) => hit.at !== hairWord.at);
  } else if (hairWord && !colours.some((hit) => hit.at === hairWord.at)) {
    // 'A blond dog': for an animal a hair word is just its colour.
    colours = [...colours, { id: hairWord.id, at: hairWord.at }].sort((a, b) => a.at - b.at);
  }

  // Clothes: a person's clothes colour; an animal has no clothes to draw, so the colour is not its fur.
  let clothes: ColourId | undefined;
  const clothesNouns = nouns(body.clothes);
  for (const hit of colours) {
    if (clothesNouns.some((noun) => describes(hit, noun))) {
      if (human) clothes ??= hit.id;
      colours = colours.filter((other) => other !== hit);
    }
  }

  const used = new Set<Hit<ColourId>>();
  const worn = accessories.map((accessory) => {
    const colour = colours.find((hit) => {
      if (used.has(hit)) return false;
      const distance = COLOUR_AFTER_NOUN[language] ? hit.at - accessory.at : accessory.at - hit.at;
      return distance > 0 && distance <= reach && !bases.some((found) => found.at === hit.at);
    });
    if (colour) used.add(colour);
    return { id: accessory.id, colour: colour?.id };
  });
  const free = colours.filter((hit) => !used.has(hit));
  const unique = worn.filter((item, index) => worn.findIndex((other) => other.id === item.id) === index);
  const colour = clothes ?? free[0]?.id;
  return {
    base,
    colour,
    accent: hair ?? free.find((hit) => hit.id !== colour)?.id,
    ...(skin && human ? { skin } : {}),
    accessories: unique,
  };
}
