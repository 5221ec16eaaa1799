import type { Language } from '../../../shared/languages.ts';
import type { SafetyChecker } from '../types.ts';

/**
 * Words and phrases that have no place in a toddler's bedtime story, in every interface language. A loss told as it
 * happened ("our old dog died", "Opa ist tot") is not among them: the storyteller tells it gently (decision 019);
 * killing, and a death asked for as the story's plot ("where the fox dies"), are. Matching is on
 * whole words (or, for Chinese, substrings), case- and accent-insensitive. A hit refuses the brief kindly; nothing is
 * generated.
 */
const BLOCKED: Record<Language, string[]> = {
  en: [
    'kill',
    'killed',
    'killing',
    'murder',
    'blood',
    'bloody',
    'gun',
    'guns',
    'shoot',
    'knife',
    'stab',
    'weapon',
    'bomb',
    'corpse',
    'suicide',
    'torture',
    'kidnap',
    'abuse',
    'rape',
    'sex',
    'sexy',
    'naked',
    'nude',
    'porn',
    'drugs',
    'cocaine',
    'heroin',
    'alcohol',
    'drunk',
    'beer',
    'vodka',
    'cigarette',
    'horror',
    'monster attack',
    'zombie',
    'demon',
    'satan',
    'terror',
    'terrorist',
    'war',
    'hate',
    'fuck',
    'shit',
    'bitch',
    'damn',
    'rifle',
    'shotgun',
    'bleed',
    'bleeding',
    'strangle',
    'strangled',
    'stabbed',
    'stabbing',
    'beheaded',
    'corpses',
    'terrifying',
    'haunted',
    'creepy',
    'kidnapped',
    'scary',
  ],
  nl: [
    'doden',
    'moord',
    'vermoord',
    'bloed',
    'pistool',
    'geweer',
    'schieten',
    'mes',
    'steken',
    'wapen',
    'bom',
    'lijk',
    'zelfmoord',
    'marteling',
    'ontvoering',
    'misbruik',
    'verkrachting',
    'seks',
    'naakt',
    'porno',
    'drugs',
    'cocaïne',
    'alcohol',
    'dronken',
    'bier',
    'sigaret',
    'horror',
    'zombie',
    'demon',
    'duivel',
    'terrorist',
    'oorlog',
    'haat',
    'kut',
    'shit',
    'godverdomme',
    'bloedde',
    'bloeden',
    'wurgde',
    'wurgen',
    'doodeng',
    'doodenge',
    'spookhuis',
    'lijken',
    'griezelig',
    'griezelige',
    'ontvoerde',
    'ontvoerd',
    'naakte',
    'eng',
    'enge',
    'geweren',
    'doodgaat',
  ],
  de: [
    'töten',
    'mord',
    'ermordet',
    'blut',
    'pistole',
    'gewehr',
    'schießen',
    'messer',
    'erstechen',
    'waffe',
    'bombe',
    'leiche',
    'leichen',
    'selbstmord',
    'folter',
    'entführung',
    'missbrauch',
    'vergewaltigung',
    'sex',
    'nackt',
    'porno',
    'drogen',
    'kokain',
    'alkohol',
    'betrunken',
    'bier',
    'zigarette',
    'horror',
    'zombie',
    'dämon',
    'teufel',
    'terrorist',
    'krieg',
    'hass',
    'scheiße',
    'fick',
    'blutete',
    'bluten',
    'erwürgte',
    'erwürgen',
    'erstach',
    'erschoss',
    'erschossen',
    'getötet',
    'tötete',
    'gruselig',
    'gruselige',
    'gruseliger',
    'gruseligen',
    'schrecklicher',
    'entführte',
    'entführt',
    'nacktfoto',
    'nacktfotos',
    'waffen',
    'stirbt',
  ],
  fr: [
    'tuer',
    'tué',
    'meurtre',
    'sang',
    'pistolet',
    'fusil',
    'tirer',
    'couteau',
    'poignarder',
    'arme',
    'bombe',
    'cadavre',
    'suicide',
    'torture',
    'enlèvement',
    'abus',
    'viol',
    'sexe',
    'nu',
    'nue',
    'porno',
    'drogue',
    'drogues',
    'cocaïne',
    'alcool',
    'ivre',
    'bière',
    'cigarette',
    'horreur',
    'zombie',
    'démon',
    'diable',
    'terroriste',
    'guerre',
    'haine',
    'merde',
    'putain',
    'saigne',
    'saigner',
    'saignait',
    'étranglé',
    'étrangler',
    'poignardé',
    'terrifiant',
    'terrifiante',
    'hanté',
    'hantée',
    'effrayant',
    'effrayante',
    'armes',
    'meurt',
  ],
  es: [
    'matar',
    'asesinato',
    'sangre',
    'pistola',
    'arma',
    'disparar',
    'cuchillo',
    'apuñalar',
    'bomba',
    'cadáver',
    'suicidio',
    'tortura',
    'secuestro',
    'abuso',
    'violación',
    'sexo',
    'desnudo',
    'desnuda',
    'porno',
    'drogas',
    'cocaína',
    'alcohol',
    'borracho',
    'cerveza',
    'cigarrillo',
    'terror',
    'zombi',
    'demonio',
    'diablo',
    'terrorista',
    'guerra',
    'odio',
    'mierda',
    'joder',
    'disparó',
    'dispararon',
    'rifle',
    'sangró',
    'sangrar',
    'sangrando',
    'estranguló',
    'estrangular',
    'aterrador',
    'aterradora',
    'embrujada',
    'embrujado',
    'espeluznante',
    'secuestró',
    'emborrachó',
    'marihuana',
    'armas',
    'muere',
  ],
  pt: [
    'matar',
    'assassinato',
    'sangue',
    'pistola',
    'arma',
    'disparar',
    'faca',
    'esfaquear',
    'bomba',
    'cadáver',
    'suicídio',
    'tortura',
    'rapto',
    'sequestro',
    'abuso',
    'violação',
    'sexo',
    'nu',
    'nua',
    'pornografia',
    'drogas',
    'cocaína',
    'álcool',
    'bêbado',
    'cerveja',
    'cigarro',
    'terror',
    'zombie',
    'demónio',
    'diabo',
    'terrorista',
    'guerra',
    'ódio',
    'merda',
    'foda',
    'espingarda',
    'sangrar',
    'estrangulou',
    'estrangular',
    'esfaqueou',
    'aterrorizante',
    'assombrada',
    'assombrado',
    'assustador',
    'assustadora',
    'raptou',
    'nuas',
    'armas',
    'morre',
  ],
  // Whole words only: single characters such as 刀 or 性 also appear in harmless words (剪刀 scissors, 女性 woman).
  zh: [
    '杀人',
    '杀死',
    '掐死',
    '打死',
    '谋杀',
    '鲜血',
    '流血',
    '手枪',
    '步枪',
    '开枪',
    '射击',
    '刀子',
    '捅',
    '武器',
    '炸弹',
    '尸体',
    '自杀',
    '酷刑',
    '绑架',
    '虐待',
    '强奸',
    '性感',
    '做爱',
    '裸体',
    '色情',
    '毒品',
    '可卡因',
    '喝酒',
    '喝醉',
    '啤酒',
    '香烟',
    '恐怖',
    '僵尸',
    '恶魔',
    '魔鬼',
    '战争',
    '仇恨',
    '他妈的',
    '可怕',
    '鬼屋',
    '死掉',
  ],
};

/** Attempts to make the storyteller ignore its instructions, in any language. */
const INJECTION = [
  /ignore (all |any |the )?(previous|prior|above|earlier) (instructions|prompts?|rules)/i,
  /(reveal|show|print|repeat|tell me) (me )?(your|the) (system )?(prompt|instructions)/i,
  /system prompt/i,
  /you are now|act as (an? )?(?!child)/i,
  /disregard (your|the|all) (rules|instructions)/i,
  /(negeer|vergeet) (alle |de )?(vorige|eerdere) (instructies|opdrachten)/i,
  /ignoriere (alle |die )?(vorherigen|bisherigen) (anweisungen|regeln)/i,
  /ignore[sz]? (toutes )?(les )?instructions (précédentes|ci-dessus)/i,
  /ignora (todas )?(las )?instrucciones (anteriores|previas)/i,
  /ignora (todas )?(as )?instruções (anteriores|acima)/i,
  /忽略(之前|以上|前面)的(指令|说明|提示)/,
  /系统提示/,
  // Asking for the instructions, replacing them, or telling the storyteller to be something else.
  /(forget|ignore|disregard) (all )?(your|the|these|my) (rules|instructions)/i,
  /(reveal|show|print|repeat|output|tell me)\b.{0,40}\b(instructions|system prompt)\b/i,
  /new instructions|from now on,? you/i,
  /(vergeet|negeer) (je|jouw|de|alle) (regels|instructies)/i,
  /(laat|toon|geef)\b.{0,40}\b(instructies|systeemprompt)/i,
  /nieuwe instructies|vanaf nu (ben|schrijf)/i,
  /(vergiss|ignoriere) (deine|die|alle) (regeln|anweisungen)/i,
  /(zeig|gib|nenn)\b.{0,40}\b(anweisungen|systemprompt)/i,
  /neue anweisungen|ab jetzt (bist|schreibst|schreib)/i,
  /(oublie|ignore) (tes|les|toutes les) (règles|instructions)/i,
  /(montre|affiche|révèle|donne)[- ]moi\b.{0,40}\binstructions/i,
  /nouvelles instructions|désormais,? tu|prompt syst[eè]me/i,
  /(olvida|ignora) (tus|las|todas las) (reglas|instrucciones)/i,
  /(muéstrame|muestra|revela|dime)\b.{0,40}\binstrucciones/i,
  /nuevas instrucciones|a partir de ahora,? (escribe|eres)|prompt del sistema/i,
  /(esquece|ignora) (as tuas|as|todas as) (regras|instruções)/i,
  /(mostra|revela|diz)[- ]me\b.{0,40}\binstruções/i,
  /novas instruções|a partir de agora,? (escreve|és)|prompt de sistema/i,
  /(上面|之前|前面|系统).{0,6}(指令|提示)/,
  /无视(规则|指令)|新指令/,
];

/** Violence no single word gives away (cutting off a head), in any language. */
const PHRASES = [
  /\bcut(s|ting)? off\b.{0,30}\bhead\b/i,
  /\bhakt?e?\b.{0,40}\bhoofd\b.{0,20}\baf\b/i,
  /\bkopf ab\b|\bköpft/i,
  /coup\p{L}* la t[êe]te|d[ée]capit/iu,
  /cort\p{L}* la cabeza|cort\p{L}* a cabe[çc]a|decapit/iu,
  /photos? de (gens |personnes )?nu(e|s|es)?\b/i,
  /砍(掉|下)?.{0,6}头/,
];

function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

/** A language's blocked words: the Latin-script ones as whole-word patterns, the Chinese ones as they are. */
type Lexicon = { words: RegExp[]; han: string[] };

function patternsFor(words: string[]): Lexicon {
  const latin = [...new Set(words.filter((word) => !/\p{Script=Han}/u.test(word)).map(stripAccents))];
  return {
    words: latin.map(
      (word) => new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u'),
    ),
    han: words.filter((word) => /\p{Script=Han}/u.test(word)),
  };
}

/**
 * English words that are ordinary words of another language (German "war" is "was", Dutch "beer" is "bear"): the
 * English list is not applied to them there.
 */
const ORDINARY_ELSEWHERE: Partial<Record<Language, string[]>> = { de: ['war'], nl: ['beer'] };

/** The same pattern, finding every place it matches. */
const everywhere = (pattern: RegExp) => new RegExp(pattern.source, `${pattern.flags}g`);

/** A letter, digit or mark that continues a word; Chinese is written without spaces, so a Han character does not. */
const WORD_CHARACTER = /^[\p{L}\p{N}\p{M}]$/u;
const isWordCharacter = (character: string | undefined) =>
  character !== undefined && WORD_CHARACTER.test(character) && !/\p{Script=Han}/u.test(character);

/**
 * A text as the checker reads it (`fold` of each character with its accents), and for each of its UTF-16 units
 * where it came from in the parent's text: a match in the folded text is found again as the parent typed it.
 */
function foldWithOrigins(raw: string, fold: (text: string) => string) {
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  for (const segment of raw.matchAll(/\P{M}\p{M}*|\p{M}+/gu)) {
    const folded = fold(segment[0]);
    text += folded;
    for (let unit = 0; unit < folded.length; unit += 1) {
      starts.push(segment.index);
      ends.push(segment.index + segment[0].length);
    }
  }
  /** The parent's text behind folded units `start` to `end`, widened to whole words ("köpft" -> "köpfte"). */
  const original = (start: number, end: number): [number, number] => {
    let from = starts[start] ?? 0;
    let to = ends[end - 1] ?? raw.length;
    while (isWordCharacter(raw[from - 1]) && isWordCharacter(raw[from])) from -= 1;
    while (isWordCharacter(raw[to]) && isWordCharacter(raw[to - 1])) to += 1;
    return [from, to];
  };
  return { text, original };
}

/**
 * The words and phrases of a refused text as the parent wrote them (case, accents, the whole word), in the order they
 * come: a parent told which words to change finds them in what they typed.
 */
function refusedWordsIn(raw: string, own: Lexicon, english: Lexicon): string[] {
  const text = foldWithOrigins(raw, normalise);
  const plain = foldWithOrigins(raw, (segment) => stripAccents(normalise(segment)));
  const spans: [number, number][] = [];
  const find = (folded: typeof text, patterns: RegExp[]) => {
    for (const pattern of patterns) {
      for (const match of folded.text.matchAll(everywhere(pattern))) {
        spans.push(folded.original(match.index, match.index + match[0].length));
      }
    }
  };
  find(text, INJECTION);
  find(text, PHRASES);
  find(plain, own.words);
  find(text, english.words);
  for (const word of own.han) {
    for (let at = text.text.indexOf(word); at >= 0; at = text.text.indexOf(word, at + word.length)) {
      spans.push(text.original(at, at + word.length));
    }
  }
  // Overlapping matches ("monster attack" and a phrase around it) are one stretch of the parent's text.
  spans.sort(([a], [b]) => a - b);
  const merged: [number, number][] = [];
  for (const [from, to] of spans) {
    const last = merged.at(-1);
    if (last && from < last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged.map(([from, to]) => raw.slice(from, to).trim()).filter((word) => word !== '');
}

/** Each word once, as it was first written ("Blut" and later "blut" are one word to change). */
function onceEach(words: string[]): string[] {
  const seen = new Map<string, string>();
  for (const word of words) if (!seen.has(normalise(word))) seen.set(normalise(word), word);
  return [...seen.values()];
}

/** Why a text is refused, or undefined when it passes. */
function refusalOf(raw: string, own: Lexicon, english: Lexicon): string | undefined {
  const text = normalise(raw);
  const plain = stripAccents(text);
  if (INJECTION.some((pattern) => pattern.test(text))) return 'instructions';
  if (PHRASES.some((pattern) => pattern.test(text))) return 'words';
  if (own.words.some((pattern) => pattern.test(plain))) return 'words';
  if (english.words.some((pattern) => pattern.test(text))) return 'words';
  if (own.han.some((word) => text.includes(word))) return 'words';
  return undefined;
}

let built: Record<Language, { own: Lexicon; english: Lexicon }> | undefined;

/** Each language's own list and the English one it also applies, built once. */
function lexicons(): Record<Language, { own: Lexicon; english: Lexicon }> {
  built ??= Object.fromEntries(
    Object.entries(BLOCKED).map(([language, words]) => {
      const ordinary = ORDINARY_ELSEWHERE[language as Language] ?? [];
      const english = language === 'en' ? [] : BLOCKED.en.filter((word) => !ordinary.includes(word));
      return [language, { own: patternsFor(words), english: patternsFor(english) }];
    }),
  ) as Record<Language, { own: Lexicon; english: Lexicon }>;
  return built;
}

/**
 * Whether the word list would refuse a text, at once: the built-in storyteller leaves out a sentence of its own
 * that the check of the finished story would refuse (a parent's `terror` of the hoover, retold).
 */
export function refusedByWordList(text: string, language: Language): boolean {
  const { own, english } = lexicons()[language];
  return refusalOf(text, own, english) !== undefined;
}

/**
 * Checks free text against the story language's list and English (parents often mix in English words). Lists of
 * other languages are not applied: a harmless word in one language can be a blocked one in another (German "die",
 * Dutch "nu", French "mes"). English words are matched with accents kept, so French "hâte" or "râpé" is not English
 * "hate" or "rape". A refusal names the words of every refused text, as the parent wrote them.
 */
export function createWordListSafetyChecker(): SafetyChecker {
  const byLanguage = lexicons();
  return {
    name: 'word-list',
    async check(texts, language) {
      const { own, english } = byLanguage[language];
      let reason: string | undefined;
      const words: string[] = [];
      for (const raw of texts) {
        const refusal = refusalOf(raw, own, english);
        if (refusal === undefined) continue;
        reason ??= refusal;
        words.push(...refusedWordsIn(raw, own, english));
      }
      if (reason === undefined) return { isSafe: true };
      return { isSafe: false, reason, words: onceEach(words) };
    },
  };
}
