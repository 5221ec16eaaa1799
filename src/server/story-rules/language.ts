import type { Language } from '../../shared/languages.ts';
import { splitSentences } from './sentences.ts';

/**
 * Whether a text is written in the story's language (issue 16.2): Chinese by its script, the other six by a profile
 * of their most frequent small words. A model asked for French may answer in English; this check lets the pipeline
 * catch it before the parent sees a line of it, whoever wrote the text.
 *
 * The profiles hold only function words (articles, pronouns, prepositions, conjunctions, common verbs), which every
 * bedtime sentence is full of and which no story's subject changes. A word shared by several languages (`de`, `in`,
 * `la`) counts for each of them by a share, so only the distinctive ones decide.
 */

const words = (list: string) => list.split(' ');

const PROFILES: Record<Exclude<Language, 'zh'>, readonly string[]> = {
  en: words(
    'the and a an is are was were to of in on at with his her they it he she you for up all so now ' +
      'then too very little their them into out time what where there this that says said looks goes ' +
      'back from together soft softly good night bed happy just again under over be has had can not one ' +
      'by its we our my your who how after down gently sleep',
  ),
  nl: words(
    'de het een en is in met op van hij zij ze niet naar zijn haar er dat die ook nog heel dan maar ' +
      'wat waar zo als bij uit om nu samen kleine klein zegt gaat kijkt weer alle alles heeft wordt ' +
      'worden je jij wij we mijn ons onze lekker zachtjes zacht tijd slapen bed welterusten toen even ' +
      'door voor tegen onder hun wie hoe over naast blij mooi',
  ),
  de: words(
    'der die das und ein eine einen einem ist mit auf im in zu den dem des sie er es nicht sich auch ' +
      'noch dann ganz sehr aber was wo so wie bei aus um jetzt zusammen kleine kleiner kleinen sagt ' +
      'geht schaut wieder alle alles hat wird du wir mein meine sein seine ihr ihre leise sanft zeit ' +
      'schlafen bett nacht gute unter über vor nach für von vom zum zur froh schön müde kuschelt',
  ),
  fr: words(
    'le la les et un une est il elle dans avec de du des sur pour au aux son sa ses tout toute tous ' +
      'très pas ne qui que se mais où ils elles on puis maintenant ensemble petit petite dit va regarde ' +
      'encore a sont tu nous vous mon ma mes doucement doux douce temps dormir lit nuit bonne sous leur ' +
      'leurs comme bien fait ce cette y en heureux heureuse câlin chez vers l d qu n c j à',
  ),
  es: words(
    'el la los las y un una es en con de del que se su sus muy por para al está están no pero todo ' +
      'toda todos ahora juntos juntas pequeño pequeña dice va mira otra vez ya hay tú nosotros mi mis ' +
      'suave suavemente despacio hora dormir cama noche buenas debajo bajo como bien hace este esta ' +
      'feliz contento contenta después luego también donde dónde lo le a más estaba tenía había quería',
  ),
  pt: words(
    'o a os as e um uma é em com de do da dos das no na nos nas que se seu sua seus suas muito muita ' +
      'para ao à está estão não mas tudo todos agora juntos juntas pequeno pequena diz vai olha outra ' +
      'vez já há tu nós meu minha devagar devagarinho hora dormir cama noite boa debaixo como bem faz ' +
      'este esta feliz contente depois também onde pelo pela lhe ele ela eles elas então mais estava tinha havia',
  ),
};

const LATIN_LANGUAGES = Object.keys(PROFILES) as Exclude<Language, 'zh'>[];

/** How much each word tells for each language: 1 for a word only one profile holds, less for shared ones. */
const WEIGHTS = (() => {
  const holders = new Map<string, Exclude<Language, 'zh'>[]>();
  for (const language of LATIN_LANGUAGES) {
    for (const word of new Set(PROFILES[language])) holders.set(word, [...(holders.get(word) ?? []), language]);
  }
  const weights = new Map<string, Partial<Record<Language, number>>>();
  for (const [word, languages] of holders) {
    weights.set(word, Object.fromEntries(languages.map((language) => [language, 1 / languages.length])));
  }
  return weights;
})();

const HAN = /\p{Script=Han}/gu;
const LETTER = /\p{L}/gu;

export type LanguageVerdict =
  | { ok: true }
  | {
      ok: false;
      /** The language the text reads as, when one stands out (`en`); undefined when none does. */
      detected: Language | undefined;
      /** The sentence in another language, when the text as a whole reads as its own. */
      sentence?: string;
    };

/** Scores of the six word profiles for a text: the sum of its words' weights per language. */
export function profileScores(text: string): Record<Exclude<Language, 'zh'>, number> {
  const scores = Object.fromEntries(LATIN_LANGUAGES.map((language) => [language, 0])) as Record<
    Exclude<Language, 'zh'>,
    number
  >;
  // Apostrophes split words: French elisions (`l'ours`, `qu'il`) count as their article or pronoun.
  const tokens = text.toLocaleLowerCase().match(/\p{L}+/gu) ?? [];
  for (const token of tokens) {
    const weight = WEIGHTS.get(token);
    if (!weight) continue;
    for (const language of LATIN_LANGUAGES) scores[language] += weight[language] ?? 0;
  }
  return scores;
}

/** Share of Han characters among a text's letters (0 when it has none). */
function hanShare(text: string): number {
  const letters = text.match(LETTER)?.length ?? 0;
  return letters === 0 ? 0 : (text.match(HAN)?.length ?? 0) / letters;
}

/**
 * Whether `text` reads as `language`, as a whole and sentence by sentence. As a whole, Chinese: at least 60% of the
 * letters are Han characters (Latin names and numbers may appear). Others: no more than 10% Han characters, and the
 * requested profile scores highest; a text too short to show any profile word (a single name) passes, as there is
 * nothing to judge. Then no sentence may read as another language (`foreignLanguageOf`): a majority would otherwise
 * carry one English sentence in a German scene.
 */
export function checkLanguage(text: string, language: Language): LanguageVerdict {
  const whole = checkWhole(text, language);
  if (!whole.ok) return whole;
  // Chinese end marks end a sentence here in every language: a Chinese sentence in a French scene is one of its own.
  for (const sentence of splitSentences(text, 'zh')) {
    const detected = foreignLanguageOf(sentence, language);
    if (detected) return { ok: false, detected, sentence };
  }
  return { ok: true };
}

/** A capitalised Latin word standing alone: a name (`Zuri`, `Tavi`) in a Chinese scene, not a sign of English. */
const LATIN_NAME = /(?<!\p{Script=Latin})\p{Lu}\p{Ll}+(?!\p{Script=Latin})/gu;

function checkWhole(text: string, language: Language): LanguageVerdict {
  const share = hanShare(text);
  if (language === 'zh') {
    // A scene may name the whole family by their placeholder names; what is left must be mostly Han characters.
    if (hanShare(text.replace(LATIN_NAME, '')) >= 0.6) return { ok: true };
    return { ok: false, detected: strongestProfile(text) };
  }
  if (share > 0.1) return { ok: false, detected: 'zh' };
  const scores = profileScores(text);
  const own = scores[language];
  const best = strongestProfile(text);
  if (best === undefined) return { ok: true };
  // The requested language must lead, or tie with a close neighbour (es/pt, nl/de share many small words).
  if (best === language || own >= scores[best] * 0.999) return { ok: true };
  return { ok: false, detected: best };
}

/**
 * How much a short piece (a sentence, a title) must show of another language before it is called foreign: that
 * profile scores at least 2 (two of its own small words, or more shared ones) and more than twice the requested one.
 * A name, a sound word (`Splash!`), a parent's words in another language within a sentence of the story's own
 * (`Der Fuchs mag Painting in the park.`) or a short loan are not enough.
 */
const FOREIGN_EVIDENCE = 2;
/** Han characters a piece of a Latin-script story must hold, as most of its letters, to read as Chinese. */
const FOREIGN_HAN = 3;

/**
 * The language a short piece (one sentence, a title) clearly reads as, when that is not `language`; undefined when it
 * reads as `language` or shows too little to tell (see `FOREIGN_EVIDENCE`). For Chinese, a piece with (almost) no Han
 * characters whose words show another language; for the others, a piece of mostly Han characters, or one whose words
 * show another language.
 */
export function foreignLanguageOf(piece: string, language: Language): Language | undefined {
  const share = hanShare(piece);
  if (language !== 'zh' && share > 0.5 && (piece.match(HAN)?.length ?? 0) >= FOREIGN_HAN) return 'zh';
  if (language === 'zh' && share >= 0.1) return undefined;
  const scores = profileScores(piece);
  const own = language === 'zh' ? 0 : scores[language];
  let foreign: Exclude<Language, 'zh'> | undefined;
  for (const candidate of LATIN_LANGUAGES) {
    const score = scores[candidate];
    if (candidate === language || score < FOREIGN_EVIDENCE || score <= 2 * own) continue;
    if (foreign === undefined || score > scores[foreign]) foreign = candidate;
  }
  return foreign;
}

/** The language whose profile scores highest with some evidence (at least 1.5), or undefined. */
function strongestProfile(text: string): Exclude<Language, 'zh'> | undefined {
  const scores = profileScores(text);
  let best: Exclude<Language, 'zh'> | undefined;
  for (const language of LATIN_LANGUAGES) {
    if (scores[language] >= 1.5 && (best === undefined || scores[language] > scores[best])) best = language;
  }
  return best;
}
