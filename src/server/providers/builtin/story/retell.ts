import type { Language } from '../../../../shared/languages.ts';
import { foreignLanguageOf } from '../../../story-rules/language.ts';
import { refusedByWordList } from '../../safety/word-list.ts';
import { isEverydayWord } from '../lexicon/given-names.ts';
import { isNap } from './bad-dream.ts';
import { carriedParts, dayPartOf, withoutWhen } from './day-times.ts';
import { de } from './retell/de.ts';
import { en } from './retell/en.ts';
import { es } from './retell/es.ts';
import { fr } from './retell/fr.ts';
import { nl } from './retell/nl.ts';
import { pt } from './retell/pt.ts';
import type { RetellContext, Reteller } from './retell/types.ts';
import { sentencesOf } from './retell/words.ts';
import { zh } from './retell/zh.ts';

/**
 * The parent's own sentences that the story has not told yet, told as the story's sentences (issue 30: nothing the
 * parent wrote is lost). The story's scenes first tell the day through the lexicon's concepts; what is still untold
 * after that (`came home with a painting of a dinosaur`, `ate his weight in mashed potatoes`) is retold clause by clause
 * in the third person, the hero as the one it happened to (`Bunny came home with a painting of a dinosaur.`), each in
 * the scene of its place in the day: the morning's in scene 2, the rest in scene 5, the evening's in scene 6. A retold
 * sentence takes the place of a sentence of the scene's stock colour (never its first, one that names someone, or one
 * that tells the parent's words); a clause the language's reteller cannot tell well is left out rather than pasted.
 */

/**
 * A reteller that reads the day's names with their capitals (`c a tia rita`: `com a tia Rita`), as the parent would
 * have written them with time to spare: a name in lower case is still the name, unless it is an everyday word too.
 * Not German, whose capitals say nouns, nor Chinese, which has none.
 */
function withCapitals(reteller: Reteller, language: Language): Reteller {
  return {
    ...reteller,
    retell: (clause, context) => reteller.retell(capitalised(clause, context.names, language), context),
  };
}

/** A clause with each of the names written with its capital. */
function capitalised(clause: string, names: readonly string[], language: Language): string {
  if (language === 'zh') return clause;
  let text = clause;
  for (const name of names) {
    if ([...name].length < 3 || !/^\p{Lu}/u.test(name) || isEverydayWord(name, language)) continue;
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
    text = text.replace(new RegExp(`(?<![\\p{L}\\p{M}])${escaped}(?![\\p{L}\\p{M}])`, 'giu'), name);
  }
  return text;
}

/**
 * A reteller whose clause done `with` someone a moment before (`took the ferry w daddy, we saw a seal`) has that
 * one as the `we` beside the hero: `Little Bear and Daddy saw a seal`, not the Mummy of the rest of the day.
 */
function withCompany(reteller: Reteller): Reteller {
  return {
    ...reteller,
    retell: (clause, context) => {
      const along = context.alongWith?.(clause);
      return reteller.retell(
        context.restated?.(clause) ?? clause,
        along === undefined ? context : { ...context, parent: along, parentGuessed: false },
      );
    },
  };
}

export const RETELLERS: Record<Language, Reteller> = {
  en: withCompany(withCapitals(en, 'en')),
  nl: withCompany(withCapitals(nl, 'nl')),
  // (German reads a capital as a noun's: its reteller reads the parent's own case.)
  de: withCompany(de),
  fr: withCompany(withCapitals(fr, 'fr')),
  es: withCompany(withCapitals(es, 'es')),
  pt: withCompany(withCapitals(pt, 'pt')),
  zh: withCompany(zh),
};

export type { RetellContext, Reteller };

type Scene = { sentences: string[] };

export type Weave = {
  /** The scenes as written so far (changed in place). */
  scenes: Scene[];
  language: Language;
  description: string;
  /** The parent's typed activities, each one clause after the description's (what their carriers left untold). */
  typed?: readonly string[] | undefined;
  /** The hero's name as the scenes say it, to know when a sentence names the hero. */
  heroName: string;
  /**
   * The sentence that tells each typed activity by its own name after a colon (`And there was more to Kitten's day:
   * scooter.`), by the typed text: replaced in place by the activity's retelling when its reteller can tell it.
   */
  carriers?: ReadonlyMap<string, string> | undefined;
  /** Sentences that only list the parent's words (scene 6's `she remembered …: …`): they do not tell a clause. */
  lists?: readonly string[] | undefined;
  /** Scene 7's goodnight list: `goodnight, Hugo` does not tell the clause of what Hugo did (`jugó con hugo`). */
  goodnight?: string | undefined;
  /** The language's reteller; by default `RETELLERS[language]`. */
  reteller?: Reteller | undefined;
  context: RetellContext;
  /** Whether a sentence names someone of the day or says the child's words: never replaced. */
  keeps: (sentence: string) => boolean;
  /**
   * Whether a sentence names a person, by name or as who they are (`Daddy is far away today`); with `beside`, a person
   * that sentence does not name (the pack's `at the doctor's` names nobody new beside `chez la pédiatre`).
   */
  namesSomeone?: ((sentence: string, beside?: string) => boolean) | undefined;
  /** Whether a sentence names anyone at all, by relation or by the name the parent gave. */
  namesAnyone?: ((sentence: string) => boolean) | undefined;
  /** Whether a clause has someone or something in it that may have caused the trouble (the neighbour's dog). */
  hasActor?: ((clause: string) => boolean) | undefined;
  /** Whether a clause tells the place of a trouble at the day's second place, which scene 3 shows (the baking). */
  atTroublePlace?: ((clause: string) => boolean) | undefined;
  /** A sad day: nothing is retold before the news (scenes 2 and 3). */
  isSad: boolean;
  /** Whether the parent's words of the trouble always take the place of the uh-oh's plain words of it in scene 3. */
  ownTroubleWords?: boolean | undefined;
  /**
   * Whether a clause tells the day's trouble, which scene 3 tells: its cause is retold there, in place of the
   * uh-oh's plain words (`Then, all of a sudden, she felt very sad.`), and on a sad day the news is told as it is.
   */
  isTrouble: (clause: string) => boolean;
  /** How long the story may be, in the language's unit, and how a text is counted. */
  room: { max: number; count: (text: string) => number };
  /**
   * Stock sentences that make up a happening of their own (what the hero did at an activity, the filler's game, a
   * thing doing something, who came to comfort): the first to give way to the parent's clauses in their scene, even
   * when they share a word with the parent's (the stock `She blew bubbles` before `Becky got the bubbles out`). Scene
   * 4's helper line gives way to what the parent said comforted.
   */
  inventions?: ReadonlySet<string> | undefined;
  /**
   * A scene's first line that says nothing of its own (`Later, she curled up in a cosy corner.`, `She found something
   * fun to do.`): left out when the parent's words come right after it in a full scene, so the scene opens on them and
   * never puts them at home when they were at the barber's.
   */
  looseOpenings?: ReadonlySet<string> | undefined;
  /**
   * Scene 3's other line of the trouble's feeling, not said there (`She cried and cried, and couldn’t stop.`): where
   * the parent's words of the trouble take the place of the uh-oh's plain words in a scene of three that opens on
   * nothing of its own, they open the scene instead, and this line keeps it three sentences long.
   */
  feltAgain?: string | undefined;
  /** The made-up lines of arriving at a scene's activity: the parent's own going there takes their place. */
  arrivals?: ReadonlySet<string> | undefined;
  /**
   * Whether the parent's clause is the going to the place scene `at` shows (`foram ao Jardim da Estrela`); `there`: or
   * says it is at it (`In the park, …`).
   */
  arrivesAt?: ((clause: string, at: number, there?: boolean) => boolean) | undefined;
  /**
   * Whether a clause names an activity or a place of its own (`then lunch at Nanny's`): one that does not (`she put her
   * face in the water`) goes on in the scene of the clause before it in the parent's sentence.
   */
  movesOn?: ((clause: string) => boolean) | undefined;
  /**
   * The scenes (index 1 or 4) that show the activity a clause names: the clause is told in the first of them not
   * before the parent's clauses before it (`swimming lessons` at the pool, `soft play` at the playground, not each in
   * the other's scene).
   */
  sceneShowing?: ((clause: string) => readonly number[]) | undefined;
  /**
   * Whether a clause of the trouble tells the happening itself (`fell off the monkey bars`, `打了针`), not only what
   * came with it (a plaster, a storm): the uh-oh's plain words of it then give way, so it is told once.
   */
  tellsItself?: ((clause: string) => boolean) | undefined;
  /**
   * Whether a clause tells tears (`hat bis zum abendessen nur geweint`), or a fright at another trouble (`ze schrok
   * ervan`): right after the trouble, they are its own feeling.
   */
  isTears?: ((clause: string) => boolean) | undefined;
  /** Whether a clause tells a ride somewhere (`1h de voiture`, `met de auto naar frankrijk`, `坐飞机去三亚`). */
  isRide?: ((clause: string) => boolean) | undefined;
  /** The scenes that are a ride themselves (in the car, on the train), by index. */
  rideScenes?: ReadonlySet<number> | undefined;
  /** Whether a clause tells a comforting act (a cuddle, a kiss, a plaster, a lap). */
  comforts?: ((clause: string) => boolean) | undefined;
  /**
   * Whether a clause tells the night before the morning (`woke at 3am from a bad dream and ended up in our bed`): it
   * opens scene 1, before the hero wakes for the day, and is not the trouble scene 3 remembers.
   */
  ofTheNight?: ((clause: string) => boolean) | undefined;
  /** Whether the day's trouble was of the night before it (a bad dream, waking up screaming at 2am). */
  troubleOfNight?: boolean | undefined;
  /** Whether it was at bedtime, in bed (`at bedtime the thunder started`): its course and comfort as a night's. */
  atBedtime?: boolean | undefined;
  /**
   * Whether a clause tells that the one the child missed came home (`papa is vanavond eindelijk thuisgekomen`): told in
   * the evening, it opens scene 6, before supper and the bath, as the way home does.
   */
  comesHome?: ((clause: string) => boolean) | undefined;
  /**
   * Whether a clause tells the child meeting a new brother or sister (`met baby sister ruby tonight`): told in the
   * evening, it opens scene 6 too, the day's big news before supper, never after the pyjamas.
   */
  meetsBaby?: ((clause: string) => boolean) | undefined;
  /**
   * Whether a clause says the child was at home (`lunch at home`), on a day whose made-up uh-oh was at scene 2's
   * outing (the time to leave it, an apple rolling away): what the parent told from there on came after it, at home.
   */
  backHome?: ((clause: string) => boolean) | undefined;
  /** Whether a clause names no doing but those of the clause before it (`al mercado …, compramos fresas`). */
  sameDoing?: ((clause: string, before: string) => boolean) | undefined;
  /**
   * Whether a clause tells the doing scene 3's made-up uh-oh happens at, where it is no doing of scene 2's (`danach
   * mit dem laufrad im park rumgedüst` on a busy day): it opens scene 3, in place of its made-up arriving there.
   */
  atUhOhPlace?: ((clause: string) => boolean) | undefined;
  /** Scene 3's made-up first line, of going to the place of its made-up uh-oh or of still being there. */
  uhOhOpener?: string | undefined;
  /** Made-up lines of arriving that show the goodnight's thing (`ran to the playground, where the slides were waiting`). */
  goings?: ReadonlySet<string> | undefined;
  /**
   * The stock sentence a clause is told in place of, wherever the scenes have it (the parent's `pasta for dinner` in
   * place of scene 6's supper, the parent's bath in place of its bath): the clause is the evening's.
   */
  takesPlaceOf?: ((clause: string) => readonly string[]) | undefined;
  /** Scene 1's made-up breakfast, which the parent's own breakfast takes the place of, on waking. */
  morningMeal?: string | undefined;
  /**
   * Filled with the sentence each told clause became, by the clause (a typed activity's own text among them), and
   * that sentence as it reads without leaning on the one before it (the hero by name, not `she`).
   */
  toldAs?: Map<string, { sentence: string; plain: string }> | undefined;
};

/**
 * At most this many retold sentences a scene, and in a story: a long day is told to its end (a seventh thing the parent
 * wrote, after six told, had been dropped however much room the scenes had).
 */
const PER_SCENE = 2;
const PER_STORY = 9;
/** A clause counts as told when this share of its key words is in the story already. */
const TOLD_SHARE = 0.6;

/**
 * Scene indexes (0-based) a retold clause may go to, in order of preference. Only the evening's clauses go to scene 6
 * (supper and the bath): a day's clause told after the bath is out of the day's order. Scene 5, the afternoon, takes
 * three.
 */
const MORNING = [1, 4];
const WAKING = [0, 1, 4];
/** The night before the day (a bad dream, a cuddle back to sleep): scene 1 only, never told in the day's scenes. */
const NIGHT = [0];
const LATER = [4, 1];
/** After the trouble: the afternoon's scene, else first in the evening's, before supper (never lost). */
const AFTER_TROUBLE = [4, 5];
const EVENING = [5, 4];
const AFTER_NEWS = [4, 5];
/** The trouble's own course: scene 3, else after the comfort. */
const DURING = [2, 4];
/** A night's trouble: what scene 3 has no room for is still the night's, before its comfort, not the afternoon's. */
const NIGHT_DURING = [2, 3];
/** What comforted after the trouble (`but Becky got the bubbles out`): scene 4, the comfort, else scene 5. */
const COMFORT = [3, 4];
/** The doing a made-up uh-oh happens at: scene 3, before it; else the afternoon. */
const UH_OH_PLACE = [2, 4, 1];

/**
 * Which of the description's sentences each clause comes from (the one, from the last one's on, with most of the
 * clause's words); a typed activity, after the description's clauses, is of none (-1).
 */
function sentenceOfClauses(description: string, clauses: readonly string[], described: number): number[] {
  const sentences = sentencesOf(description.toLowerCase()).map((text) => ({
    text,
    words: new Set(text.split(/[^\p{L}\p{N}]+/u)),
  }));
  let at = 0;
  return clauses.map((clause, index) => {
    if (index >= described) return -1;
    const words = clause
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word !== '');
    // Chinese is not parted by spaces: its characters are looked for in the sentence.
    const scores = sentences.map(
      (sentence) =>
        words.filter(
          (word) => sentence.words.has(word) || (/\p{Script=Han}/u.test(word) && sentence.text.includes(word)),
        ).length,
    );
    let best = at;
    for (let position = at; position < sentences.length; position++)
      if ((scores[position] ?? 0) > (scores[best] ?? 0)) best = position;
    at = best;
    return at;
  });
}
/**
 * Clauses of the day before (`sie hat gestern abend die stiefel geputzt`, `last night she lost a tooth`): told on
 * waking, before the day, never with the evening's bath for their `night` or `abend`.
 */
/** A clause that begins with the child (or the family) doing something: what the child did, no cause of a trouble. */
const CHILD_FIRST: Record<Language, RegExp> = {
  en: /^(?:he|she|they|we|i)\b/iu,
  nl: /^(?:hij|ze|zij|ie|we|wij|ik)\b/iu,
  de: /^(?:er|sie|wir|ich)\b/iu,
  fr: /^(?:il|elle|on|nous|je|j’|j')/iu,
  es: /^(?:él|ella|nosotros|yo)\b/iu,
  pt: /^(?:ele|ela|nós|eu)\b/iu,
  zh: /^(?:他|她|我们|我)/u,
};

/**
 * Words of what came next (`dann`, `despues`, `后来`): a clause they begin, or that they part from the one before,
 * is no cause of it; what follows them in a sentence came after what went before.
 */
export const NEXT_WORDS: Record<Language, RegExp> = {
  en: /\b(?:then|after|afterwards|later)\b/iu,
  nl: /\b(?:toen|daarna|later|dan|na)\b/iu,
  de: /\b(?:dann|danach|später|nachher|anschließend)\b/iu,
  fr: /\b(?:puis|ensuite|après|apres|plus tard)\b/iu,
  es: /(?:^|\s)(?:después|despues|luego|más tarde|mas tarde)(?=\s|$)/iu,
  pt: /(?:^|\s)(?:depois|dps|mais tarde|a seguir)(?=\s|$)/iu,
  zh: /后来|然后|之后|接着|过了一会/u,
};
/** Words that open a clause on a moment of its own (`qdo a fui buscar`, `when i picked her up`): a later moment. */
const WHEN_OPENS: Record<Language, RegExp> = {
  en: /^(?:when|once)\b/iu,
  nl: /^(?:als|bij het)\b/iu,
  de: /^(?:als|beim)\b/iu,
  fr: /^(?:quand|qd|lorsqu)/iu,
  es: /^(?:cuando|cdo|al (?:recoger|buscar|llegar))(?=\s|$)/iu,
  pt: /^(?:quando|qdo|qnd|ao (?:buscar|chegar))(?=\s|$)/iu,
  zh: /^[^，,。]{0,8}的时候/u,
};
/** Whether a clause begins with a word of what came next. */
const beginsNext = (clause: string, language: Language) => NEXT_WORDS[language].exec(clause.trim())?.index === 0;

/**
 * The way home from the day's last outing (`fell asleep in the car on the way home`, `voltou dormindo no carro`): told
 * first in the evening's scene, before supper and the bath, never after the pyjamas.
 */
export const WAY_HOME: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:on the way (?:home|back|out|to the car)|way home|drive home|ride home|car home|journey home|(?:train|bus|tram|tube|boat|ferry|plane|flight) (?:home|back)(?! to)|(?:fell |fallen |falling )?asleep in the car(?! on the way to))(?![\p{L}])/iu,
  nl: /(?<![\p{L}])(?:op de terugweg|terugweg|op weg naar huis|onderweg naar huis|(?:tram|bus|trein|auto|fiets|metro) naar huis|in de auto (?:in slaap|geslapen))(?![\p{L}])/iu,
  // (Asleep in the handcart or the buggy on the way back, `im bollerwagen eingeschlafen`, is the way home's too.)
  de: /(?<![\p{L}])(?:heimweg|rückweg|heimfahrt|rückfahrt|auf dem weg nach hause|(?:im|in der) (?:auto|bollerwagen|buggy|kinderwagen|fahrradanhänger|anhänger|zug|bus|bahn|s-bahn|tram) (?:eingeschlafen|eingschlafen|weggepennt|weggeschlummert))(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:chemin du retour|sur le retour|au retour|en rentrant|trajet du retour|endormi\p{L}* dans (?:l['’]auto|la voiture|le char)(?! en allant))(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:de vuelta|a la vuelta|camino a casa|volviendo a casa|de regreso|(?:se )?(?:durmió|durmio|dormid[oa]) en el (?:coche|carro|auto)(?! (?:camino|yendo) a))(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:de volta|na volta|a caminho de casa|a caminho do carro|voltou dormindo|voltou a dormir no carro|veio a dormir|vinha a dormir|veio dormindo|de regresso|no regresso|(?:dormiu|adormeceu) no carro)(?![\p{L}])/iu,
  // (Asleep as soon as the car set off, `一上车就睡着了`, is the way home's too; as is asleep in the car, in any
  // language, unless on the way to somewhere.)
  zh: /(?:回家|回来)的?(?:火车|高铁|动车|飞机|地铁|公交车?|大巴|船)上|回家的路上|回来的路上|回家路上|回来路上|回来在车上|回来的车上|回家的车上|在回来的车上|在回家的车上|回来车上|回家车上|上车就睡|车上睡着|车上就睡着|车里睡着/u,
};

/** What the parent says the child did without (`without armbands`, `sans les petites roues`, `没戴游泳圈`). */
export const WITHOUT: Record<Language, RegExp> = {
  en: /(?<!\p{L})without (?:(?:his|her|their|the|any|a) )?(\p{L}+(?: \p{L}+)?)/giu,
  nl: /(?<!\p{L})zonder (?:(?:zijn|zn|haar|de|het|een) )?(\p{L}+)/giu,
  de: /(?<!\p{L})ohne (?:(?:seine|seinen|ihre|ihren|den|die|das|einen|eine|ein) )?(\p{L}+)/giu,
  fr: /(?<!\p{L})sans (?:(?:ses|son|sa|les|le|la|l['’]) ?)?(\p{L}+(?: \p{L}+)?)/giu,
  es: /(?<!\p{L})sin (?:(?:sus|su|los|las|el|la) )?(\p{L}+)/giu,
  pt: /(?<!\p{L})sem (?:(?:as|os|a|o|suas|seus|sua|seu) )?(\p{L}+)/giu,
  zh: /(?:没|不|不用|没有)(?:戴|穿|用|带|要)(\p{Script=Han}{2,4})/gu,
};
/** The same, to ask of one sentence whether it says it (no global state between calls). */
export const SAYS_WITHOUT = Object.fromEntries(
  Object.entries(WITHOUT).map(([language, pattern]) => [language, new RegExp(pattern.source, 'iu')]),
) as Record<Language, RegExp>;
/**
 * Coming home or back after days away (`daddy got back at 6`, `papa est rentré de son déplacement`, `爸比…今天回来啦`):
 * on a day the child missed someone, their homecoming. Said as done, not as to come (`nur noch zweimal schlafen, dann
 * ist Papa wieder da`).
 */
export const COMES_HOME: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:(?:got|came|was|flew|arrived) (?:back|home)|back home|home from|back from)(?![\p{L}])/iu,
  nl: /(?<![\p{L}])(?:thuisgekomen|thuiskwam|kwam\p{L}* (?:[\p{L}']+ ){0,4}thuis|teruggekomen|terugkwam|kwam\p{L}* (?:[\p{L}']+ ){0,4}terug|(?:is|was) (?:weer )?terug van|weer thuis)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:heimgekommen|nach hause gekommen|zurückgekommen|zurückgekehrt|kam (?:[\p{L}]+ ){0,4}(?:heim|nach hause|zurück))(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:est rentrée?|rentré(?:e|s)? de|revenue? de|est revenue?|de retour)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:volv[ií]a|volvi[oó]|regres[oó]|regresaba|lleg[oó] de|ha vuelto|est[aá] de vuelta)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:voltou|regressou|chegou (?:\p{L}+ )?de|está de volta|esta de volta)(?![\p{L}])/iu,
  zh: /回来了|回来啦|今天回来|回家了|到家了/u,
};

/**
 * Words of searching (`we looked under the bed`, `wir ham überall gesucht`, `lo buscamos por toda la casa`, `找遍了`):
 * right after a loss, its course, before the find.
 */
const SEARCHED: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:looked|looking|searched|searching|hunted|hunting)(?!\s+(?:at|after|like|so|really|very|tired|sad|happy|cute|funny)(?![\p{L}]))(?![\p{L}])/iu,
  nl: /(?<![\p{L}])(?:gezocht|zochten|zocht|zoeken|overal gekeken|overal keken)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:gesucht|suchten|suchte|überall geguckt|überall geschaut|überall nachgeschaut)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:cherché|cherchait|cherchions|cherchons|fouillé|fouillait)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:buscamos|buscó|buscaba|buscábamos|buscando|buscado|rebuscamos)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:procuramos|procurou|procurei|procurando|procurámos|procurado|procurava)(?![\p{L}])/iu,
  zh: /找了|到处找|找遍|翻遍|找啊找|找来找去/u,
};

/**
 * Falling asleep or going to bed at the day's end (`caiu p o lado`, `om half zeven lag ze al in bed`): the evening's
 * last sentence, after the bath and the pyjamas, never before them.
 */
export const ASLEEP: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:fell asleep|asleep|went to bed|in bed by|straight to bed|early night|out like a light|crashed out|(?:nodded|drifted|dozed) off|went off (?:to sleep|in the end))(?![\p{L}])/iu,
  nl: /(?<![\p{L}])(?:in slaap gevallen|viel in slaap|al in slaap|in slaap|al in bed|naar bed|vroeg in bed|in bed gelegd)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:eingeschlafen|schlief (?:sofort |gleich |direkt )?ein|ins bett|früh ins bett)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:endormie?|s['’]est endormie?|s['’]endormir|au lit|dodo|couchée?)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:se durmi[óo]|durmi[óo](?! (?:la |una )?siesta)|se qued[óo] (?:dormid[oa]|frit[oa]|profund[oa]|roque)|a dormir|a la cama|a la camita)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:adormeceu|dormiu(?! (?:a |uma )?(?:sesta|soneca))|caiu p(?:ara)? o lado|foi dormir|foi para a cama|foi pra cama|cama cedo|veio a dormir|vinha a dormir|veio dormindo)(?![\p{L}])/iu,
  zh: /睡着了|上床|就睡了|早早睡/u,
};

/**
 * Words of bedtime itself (`at bedtime`, `vorm Schlafen`, `avant de dormir`, a story read at night, `睡前`): the evening's
 * last doings, after the bath, not before it.
 */
const BEDTIME: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:at bedtime|bedtime|before bed|before sleep|night night|goodnight|bedtime story|in bed)(?![\p{L}])/iu,
  nl: /(?<![\p{L}])(?:voor het slapen\p{L}*|bij het slapen\p{L}*|bedtijd|welterusten|in bed|voorlezen|voorgelezen)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:vorm schlafen|vor dem schlafen\p{L}*|vorm einschlafen|vor dem einschlafen|beim zubettgehen|schlafenszeit|gute nacht|im bett|vorgelesen|gutenachtgeschichte)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:avant de dormir|avant de se coucher|au coucher|bonne nuit|histoire du soir|dormir)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:antes de dormir|hora de dormir|dormir|buenas noches|en la cama|cuento)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:antes de dormir|hora de dormir|dormir|boa noite|na cama|história)(?![\p{L}])/iu,
  zh: /睡|床上|晚安|讲故事/u,
};

export const YESTERDAY: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:yesterday|last night|last nite|the night before)(?![\p{L}])/iu,
  nl: /(?<![\p{L}])(?:gister\p{L}*|eergister\p{L}*)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:gestern|vorgestern|gestern\p{L}+)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:hier|avant-hier|la veille)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:ayer|anoche|anteayer)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:ontem|anteontem)(?![\p{L}])/iu,
  zh: /昨天|昨晚|昨夜|前天/u,
};
/** Today, said after the night before in one sentence (`anoche soñó con un lobo y hoy tb le ha dado miedo…`). */
export const TODAY: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:today|this morning|this afternoon|tonight)(?![\p{L}])/iu,
  nl: /(?<![\p{L}])(?:vandaag|vanochtend|vanmorgen|vanmiddag|vanavond)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:heute|heut)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:aujourd['’]hui|auj|ce matin|cet aprem|cet après-midi|ce soir)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:hoy|esta mañana|esta tarde)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:hoje|hj|esta manhã|esta tarde)(?![\p{L}])/iu,
  zh: /今天|今早|今晚/u,
};

/** A sentence only of the day before: one that goes on to today tells today too. */
export const onlyYesterday = (sentence: string, language: Language): boolean =>
  YESTERDAY[language].test(sentence) && !TODAY[language].test(sentence.split(YESTERDAY[language]).slice(1).join(' '));

/**
 * Clauses of the morning at home, before the day's outings (`woke up at 6`, `heut morgen ein türchen vom
 * adventskalender aufgemacht`, `schoentje gecheckt`, `早饭吃了两个包子`): told on waking, in scene 1, when they name no
 * activity of their own (`after breakfast we went to the park` goes to the park).
 */
const HOME_MORNING: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:woke up|woken up|wakes up|got up|advent calendar|advent calender|breakfast|brekkie)(?![\p{L}])/iu,
  nl: /(?<![\p{L}])(?:wakker (?:geworden|werd)|werd wakker|opgestaan|adventskalender|adventkalender|schoentje\p{L}*|ontbijt\p{L}*)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:aufgewacht|wach geworden|aufgestanden|adventskalender\p{L}*|türchen|nikolausstiefel|frühstück\p{L}*)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:calendrier de l['’]avent|petit[- ]d[ée]j\p{L}*|réveillée?|s['’]est levée?)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:calendario de adviento|desayun\p{L}*|se despert\p{L}*|se levant\p{L}*)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:calend[áa]rio do advento|pequeno[- ]almo[çc]o|caf[ée] da manh[ãa]|acordou|acordei)(?![\p{L}])/iu,
  zh: /起床|醒来|睡醒|早饭|早餐|降临节日历|倒数日历/u,
};
/**
 * Clauses of making up after a quarrel, or of finding again what was lost (`then they said sorry and hugged it out`,
 * `elle a fait un bisou à Jade pour dire pardon`, `on l'a retrouvée dans le banc de neige`): told in scene 4, the
 * comfort, however far after the trouble.
 */
const MAKING_UP: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:sorry|apologi[sz]ed|made up|hugged it out|kissed and made up|friends again|found (?:it|him|her|them)(?: again)?)(?![\p{L}])/iu,
  nl: /(?<![\p{L}])(?:sorry|excuses|goedgemaakt|weer goed|weer vriendjes|het weer bijgelegd|teruggevonden|weer gevonden)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:entschuldig\p{L}*|tschuldigung|sorry|vertragen|versöhnt|wieder gut|wieder freunde|wiedergefunden|wieder gefunden|gefunden)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:pardon|excus\p{L}*|réconcili\p{L}*|rabibochés?|fait la paix|retrouv\p{L}*)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:perd[oó]n|disculp\p{L}*|hicieron las paces|se reconcili\p{L}*|amigos otra vez|lo encontr\p{L}*|la encontr\p{L}*|apareci[oó])(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:desculpa\p{L}*|perd[aã]o|fizeram as pazes|amigos de novo|encontr(?:amos|ou|ei)|achamos|achou|apareceu)(?![\p{L}])/iu,
  // `和好` is making up, but not in `和好朋友` (with a good friend) or `和好多小朋友` (with lots of children).
  zh: /对不起|道歉|和好(?![朋友吃玩看多几大小])|原谅|找到了|找回来了/u,
};
/**
 * The evening's words a night clause may open with (`ce soir elle a fait un cauchemar … vers 23h`), and what they say
 * in scene 1, where the night is told before the morning's waking: the night, not this evening.
 */
const TONIGHT: Record<Language, [RegExp, string]> = {
  en: [/^(?:Tonight|This evening)(?=[ ,])/u, 'In the night'],
  nl: [/^(?:Vanavond|'s Avonds|’s Avonds)(?= )/u, "'s Nachts"],
  de: [/^(?:Heute Abend|Abends|Am Abend)(?= )/u, 'In der Nacht'],
  fr: [/^(?:Ce soir|Le soir)(?=[ ,])/u, 'Cette nuit'],
  es: [/^(?:Esta noche|Por la tarde)(?=[ ,])/u, 'Por la noche'],
  pt: [/^(?:Hoje à noite|Esta noite|À noite)(?=[ ,])/u, 'De noite'],
  zh: [/^(?:今天晚上|今晚|晚上)(?=，)/u, '夜里'],
};
/** How many of the parent's clauses a scene tells: three in the day's scenes and the evening's, two elsewhere. */
const ROOM_IN = (scene: number) => (scene === 1 || scene === 4 || scene === 5 ? 3 : PER_SCENE);

/**
 * One clause of the parent's retold as a story sentence, with the names the language's own reading of the description
 * finds, when it passes what the finished story must (the word list, the story's language); else undefined.
 */
export function retellOne(
  clause: string,
  description: string,
  language: Language,
  context: Weave['context'],
): string | undefined {
  const reteller = RETELLERS[language];
  const sentence = reteller.retell(clause, withOwnNames(reteller, description, context));
  return sentence && fitsStory(sentence, language) ? sentence : undefined;
}

/**
 * The context with the description and the names the language's own reading of it finds besides the lexicon's.
 */
function withOwnNames(reteller: Reteller, description: string, context: Weave['context']): Weave['context'] {
  const known = WITH_OWN_NAMES.get(context);
  if (known?.reteller === reteller && known.description === description) return known.context;
  const own = (reteller.names?.(description) ?? []).filter((name) => !context.names.includes(name));
  const withNames = { ...context, description, names: own.length === 0 ? context.names : [...context.names, ...own] };
  WITH_OWN_NAMES.set(context, { reteller, description, context: withNames });
  return withNames;
}
/**
 * The context each story's context was given last, by that context: one for all the clauses a story retells, so a
 * reteller reads the description around them once. Held only while the story's own context is.
 */
const WITH_OWN_NAMES = new WeakMap<
  Weave['context'],
  { reteller: Reteller; description: string; context: Weave['context'] }
>();

/** A retold sentence must pass what the finished story must: the word list, and the story's language (a parent may
 * write in another language than the story's). */
const fitsStory = (sentence: string, language: Language) =>
  !LEAKED.test(sentence) &&
  !refusedByWordList(sentence, language) &&
  foreignLanguageOf(sentence, language) === undefined;

/** Words in quotes, and what they say. */
const QUOTED = /[“"„«「『]([^”"»」』“„«「『]+)[”"»」』]/u;

/** A value a reteller's words had no text for (`A la noche, undefined.`): never read to a child. */
const LEAKED = /(?<!\p{L})(?:undefined|NaN)(?!\p{L})|\[object /u;

/** A clause's first words, what it opens with: three words, or six characters of Chinese. */
const openingWords = (clause: string, language: Language) =>
  language === 'zh' ? clause.slice(0, 6) : clause.split(/\s+/u).slice(0, 3).join(' ');

export function weaveUntold(weave: Weave): string[] {
  const reteller = weave.reteller ?? RETELLERS[weave.language];
  const described = reteller.clauses(weave.description);
  const clauses = [...described, ...(weave.typed ?? []).map((typed) => typed.trim()).filter((typed) => typed !== '')];
  if (clauses.length === 0) return [];
  const context = withOwnNames(reteller, weave.description, weave.context);
  const fits = (sentence: string) => fitsStory(sentence, weave.language);
  /** Words without their marks and spaces, to find them again however the story spells them. */
  const bare = (words: string) => words.toLocaleLowerCase(weave.language).replace(/[^\p{L}\p{N}]+/gu, '');
  /** Whether a line says words the parent quoted (a pack's own words of comfort are no parent's). */
  const parentsQuote = (line: string) => {
    const words = QUOTED.exec(line)?.[1];
    return words !== undefined && bare(words) !== '' && bare(weave.description).includes(bare(words));
  };
  const storyText = () => weave.scenes.map((scene) => scene.sentences.join(' ')).join(' ');
  // (The goodnight list too: `goodnight, Grandma` tells nothing of `fell asleep with the blanket grandma knitted`.)
  const listing = new Set([
    ...(weave.lists ?? []),
    ...(weave.carriers?.values() ?? []),
    ...(weave.goodnight ? [weave.goodnight] : []),
  ]);
  /** The story's text without its lists: what tells the parent's clauses. */
  const tellingText = () =>
    weave.scenes.map((scene) => scene.sentences.filter((one) => !listing.has(one)).join(' ')).join(' ');
  const allKeys = [...new Set(clauses.flatMap((clause) => reteller.keys(clause)))];
  const placed = new Map<number, number>();
  const told: string[] = [];
  /** The clause each retold sentence tells, to tell it again with a pronoun where it follows the hero's name. */
  const clauseOf = new Map<string, string>();
  /** A retold sentence said again with the hero's pronoun, and how it read before. */
  const plainOf = new Map<string, string>();
  // What the parent wrote after the day's trouble (how the child took it) is told after scene 3, never before it.
  const firstTrouble = clauses.findIndex((clause) => weave.isTrouble(clause));
  const sentenceOf = sentenceOfClauses(weave.description, clauses, described.length);
  // The part of the day each described clause is of, as the parent names it (else the one before it's): the story tells
  // the day in their order (`smiddags zwemmen, smorgens koekjes gebakken`: the baking first).
  const dayPart = carriedParts(described.map((clause) => dayPartOf(clause, weave.language)));
  const earlierPart = (index: number, than: number) => {
    const [part, other] = [dayPart[index], dayPart[than]];
    return part !== undefined && other !== undefined && part < other;
  };
  const inventions = weave.inventions ?? new Set<string>();
  // What comforted: at most two clauses right after the trouble's last one, in its sentence or, when they go to no
  // other place, in the next (`fell off his scooter. daddy put a dinosaur plaster on it and he felt better`).
  const comforting = new Set<number>();
  /** The care that went on past two in the comfort's sentence: it has room in scene 4 too. */
  const careAfter = new Set<number>();
  // (Of the description, where it tells one: the trouble typed as an activity too, `birra de manhã`, comes after every
  // clause of the description, which is no part of its course, supper neither.)
  const describedLast = described.findLastIndex((clause) => weave.isTrouble(clause));
  /** Whether the trouble's first words are of the night before (`big storm last nite, thunder woke him`). */
  const troubleWords = clauses[firstTrouble] ?? '';
  const ofLastNight = YESTERDAY[weave.language].test(troubleWords) || weave.ofTheNight?.(troubleWords) === true;
  /** The first clause of the doing a made-up uh-oh happens at, on a day of no trouble of the parent's (see `atUhOhPlace`). */
  const uhOhPlaceAt =
    firstTrouble < 0 && !weave.isSad && weave.atUhOhPlace
      ? clauses.findIndex((one) => weave.atUhOhPlace?.(one) === true)
      : -1;
  /** Where the parent's words came home after scene 2's outing, on a day whose uh-oh was leaving it. */
  const outingAt = weave.backHome ? clauses.findIndex((one) => weave.sceneShowing?.(one).includes(1) === true) : -1;
  const homeAt = outingAt < 0 ? -1 : clauses.findIndex((one, at) => at >= outingAt && weave.backHome?.(one) === true);
  const lastTrouble = describedLast >= 0 ? describedLast : clauses.findLastIndex((clause) => weave.isTrouble(clause));
  const troubleSentence = sentenceOf[lastTrouble] ?? -1;
  // (Tears right after the trouble are its own, not one of the two, where the comfort goes on in its own sentence:
  // `beide ham gheult … die erzieherin hat dann a sanduhr hergholt und jeder hat abwechselnd fahrn dürfen` comforts
  // with both; not a hot dog on the way out after the ear defenders.)
  const comforts = () => [...comforting].filter((at) => weave.isTears?.(clauses[at] ?? '') !== true).length;
  /** Whether the sentence after the trouble's tells only its tears (`hij was echt verdrietig`). */
  const afterTrouble = described
    .map((clause, at) => ({ clause, at }))
    .filter(({ at }) => sentenceOf[at] === troubleSentence + 1);
  const onlyTearsAfter =
    troubleSentence >= 0 &&
    afterTrouble.length > 0 &&
    afterTrouble.every(({ clause }) => weave.isTears?.(clause) === true && !weave.isTrouble(clause));
  // (Looking after a grown-up ill at home takes a while: the stay at home, the card, the tea.)
  const mostComforts = weave.ownTroubleWords === true ? 3 : 2;
  for (let index = lastTrouble + 1; lastTrouble >= 0 && index < described.length; index++) {
    const clause = clauses[index] ?? '';
    const previous = [...comforting].at(-1);
    // (The care goes on in the same sentence past two, `the lady from no. 12 came out with a wet wipe and i carried her
    // home, cleaned it up and put a peppa plaster on`: the plaster is the comfort's too.)
    // (Or in the sentence after, `la boulangère est sortie avec un mouchoir. à la maison j'ai mis un pansement`.)
    const careGoesOn =
      previous !== undefined &&
      weave.isTears?.(clauses[previous] ?? '') !== true &&
      (sentenceOf[index] ?? -1) >= 0 &&
      (sentenceOf[index] === sentenceOf[previous] ||
        (sentenceOf[index] === (sentenceOf[previous] ?? -2) + 1 && !WHEN_OPENS[weave.language].test(clause.trim()))) &&
      weave.comforts?.(clause) === true;
    if (comforts() >= mostComforts && !careGoesOn) break;
    if (comforts() >= mostComforts) careAfter.add(index);
    if (
      comforting.size >= mostComforts &&
      !careGoesOn &&
      !(
        previous !== undefined &&
        weave.isTears?.(clauses[previous] ?? '') !== true &&
        sentenceOf[index] === sentenceOf[previous]
      )
    )
      break;
    // (A drawing made for the grown-up ill at home is the child's care, not the day moving on to painting.)
    // (Nor does a sentence of only the tears between keep what comforted away: `… is van tafel gevallen en gebroken.
    // hij was echt verdrietig. opa heeft de stukjes gelijmd`.)
    const next = troubleSentence + (onlyTearsAfter ? 2 : 1);
    const near =
      sentenceOf[index] === troubleSentence ||
      (onlyTearsAfter && sentenceOf[index] === troubleSentence + 1) ||
      (sentenceOf[index] === next && (weave.movesOn?.(clause) === false || weave.ownTroubleWords === true)) ||
      careGoesOn;
    // Tears right after the trouble are its own, whatever time they lasted until (`bis zum abendessen`).
    if (!near || weave.isTrouble(clause) || (reteller.evening.test(clause) && weave.isTears?.(clause) !== true)) break;
    // Nor the way home, nor falling asleep at the day's end (`op de tram naar huis al in slaap`): the evening's.
    if (
      weave.isTears?.(clause) !== true &&
      (WAY_HOME[weave.language].test(clause) || (ASLEEP[weave.language].test(clause) && !isNap(clause, weave.language)))
    )
      break;
    // Nor the day going on to another doing later on (`… wollt nur noch aufn arm 😟 nachmittags im park enten
    // gefüttert`): that is the afternoon's.
    // (Nor a later part of the day with someone new, `cet aprem Lou est venue a la maison`: no comfort of the morning's.)
    // (Said first, as when it was, or after a friend's coming, `Lou est venue … cet après-midi`: `a tarde toda` at the
    // end is how long the comfort lasted.)
    const opening = openingWords(clause, weave.language);
    if (
      (reteller.afternoon.test(opening) || /(?<!\p{L})cet après-midi$/u.test(clause.trim())) &&
      (weave.movesOn?.(clause) === true ||
        weave.namesSomeone?.(clause) === true ||
        context.names.some((name) => reteller.has(clause.toLowerCase(), name.toLowerCase())))
    )
      break;
    comforting.add(index);
  }
  // The search right after a loss, before it was found (`couldnt find ellie … tears before breakfast. we looked under
  // the bed, in the toy box, in the car. in the end grandad found him`): the trouble's course, in scene 3, not after
  // the find. (Within the two sentences after the trouble's, with only its tears or more searching between.)
  // (So are the tears during it, `lloraba un montón`, and the places searched, said by themselves.) What comes right
  // after it is where it was found (`am ende lag er in der waschmaschine`): the comfort, in scene 4.
  const searching = new Set<number>();
  const foundWhere = new Set<number>();
  for (let index = lastTrouble + 1; lastTrouble >= 0 && !weave.isSad && index < described.length; index++) {
    const clause = clauses[index] ?? '';
    // (The trouble may be the search itself, `wir ham überall gesucht`, where its words say no loss.)
    const lastSearch =
      [...searching].at(-1) ?? (SEARCHED[weave.language].test(clauses[lastTrouble] ?? '') ? lastTrouble : undefined);
    const near =
      (sentenceOf[index] ?? -1) <= (lastSearch === undefined ? troubleSentence : (sentenceOf[lastSearch] ?? -1)) + 2;
    if (SEARCHED[weave.language].test(clause) && near) {
      searching.add(index);
      comforting.delete(index);
    } else if (
      lastSearch !== undefined &&
      (weave.isTears?.(clause) === true ||
        (sentenceOf[index] === sentenceOf[lastSearch] && reteller.keys(clause).length > 0 && !weave.isTrouble(clause)))
    ) {
      // (Unless it says where it was: `im bett, unterm sofa` go on with the search; `lag er in …` ends it.)
      if (weave.isTears?.(clause) !== true && MAKING_UP[weave.language].test(clause)) {
        foundWhere.add(index);
        break;
      }
      searching.add(index);
      comforting.delete(index);
    } else if (lastSearch !== undefined) {
      if (near && !weave.isTrouble(clause)) foundWhere.add(index);
      break;
    } else if (!comforting.has(index) || weave.isTears?.(clause) !== true) break;
  }
  // (With how it got there, said right after in the same sentence: `papa hatte ihn aus versehen mit reingetan`.)
  const where = [...foundWhere][0];
  if (where !== undefined && sentenceOf[where + 1] === sentenceOf[where] && where + 1 < described.length)
    if (!weave.isTrouble(clauses[where + 1] ?? '')) foundWhere.add(where + 1);
  const newsCourseAt = new Set<number>();
  for (let index = firstTrouble + 1; weave.isSad && firstTrouble >= 0 && index < described.length; index++) {
    const clause = clauses[index] ?? '';
    if (
      (sentenceOf[index] ?? -1) < 0 ||
      (sentenceOf[index] ?? -1) > (sentenceOf[firstTrouble] ?? -1) + 1 ||
      reteller.evening.test(clause) ||
      reteller.afternoon.test(clause)
    )
      break;
    const goesOn = newsCourseAt.has(index - 1) && sentenceOf[index] === sentenceOf[index - 1];
    if (reteller.morning?.test(clause) === true || goesOn) newsCourseAt.add(index);
  }
  // A trouble of the night (`woke up at 2am screaming, said a big wolf was in his room. wouldnt go back in his own bed
  // so came in the big bed with me and daddy and had a cuddle`): the rest of its sentence is its course, in scene 3;
  // the sentences right after it, up to words of a part of the day, how the night was comforted, in scene 4. Not the
  // evening's for its bed, nor the wolf told after the comfort. (A bad dream told as the night in scene 1, `acordou de
  // madrugada a gritar … o pai acendeu a luz … veio pra nossa cama`, is comforted in scene 4 the same way.)
  const nightCourse = new Map<number, readonly number[]>();
  const nightEnd =
    lastTrouble >= 0 ? lastTrouble : described.findLastIndex((clause) => weave.ofTheNight?.(clause) === true);
  let nightSentence = sentenceOf[nightEnd] ?? -1;
  let nightComforts = 0;
  const ofNight = (ofLastNight || weave.troubleOfNight === true) && !weave.isSad && nightEnd >= 0;
  for (let index = nightEnd + 1; ofNight && index < described.length; index++) {
    const clause = clauses[index] ?? '';
    const sentence = sentenceOf[index] ?? -1;
    if (sentence < 0 || sentence > nightSentence + 1 || dayPartOf(clause, weave.language) !== undefined) break;
    if (YESTERDAY[weave.language].test(clause) || weave.isTrouble(clause)) break;
    // (At bedtime, falling asleep after the comfort is the evening's last doing, not the comfort's: `a avó ligou para a
    // mãe … dormiu abraçada ao travesseiro da avó`; a comfort until she slept, `me quede con el hasta q se durmio`,
    // is the comfort.)
    const sleepFirst = openingWords(clause.trim(), weave.language);
    if (weave.atBedtime === true && ASLEEP[weave.language].test(sleepFirst) && weave.isTears?.(clause) !== true) break;
    // (Told with the night in scene 1, where the night's sentence goes on.)
    if (lastTrouble < 0 && sentence === sentenceOf[nightEnd]) continue;
    // (In the trouble's sentence, what comforted names who did: `woke at 3 crying, daddy went in`.)
    const comforter = comforting.has(index) && weave.namesSomeone?.(clause) === true;
    const during = lastTrouble >= 0 && sentence === troubleSentence && !comforter;
    if (!during && nightComforts >= 3) break;
    if (!during) nightComforts += 1;
    nightCourse.set(index, during ? NIGHT_DURING : COMFORT);
    nightSentence = sentence;
  }
  /** The scene each retold clause went to, by the clause's index. */
  const sceneOf = new Map<number, number>();
  /** The afternoon's made-up lines that say a clause the parent set before the trouble, by that clause. */
  const saidLater = new Map<string, string>();
  /** The scene of each clause retold in scenes 2, 5 and 6, by its index. */
  const retoldIn = new Map<number, number>();
  const says = (one: string, key: string) => reteller.has(one.toLowerCase(), key);
  /**
   * Whether scene 3's plain words of the trouble (the pack's `Oh dear, she lost her balance on the scooter and tumbled
   * down.`) give way to the parent's own clause of it (`She fell off her scooter and scraped her knee.`), so that the
   * trouble is told once: when they say nothing of the parent's that the clause does not, and name no one but whom
   * the clause names (`He had to say goodbye to his friend Lily today.`); one that names someone else, or a grown-up by
   * who they are (`Daddy is far away today`), stays.
   */
  const givesWay = (plain: string, sentence: string): boolean => {
    const named = context.names.filter((name) => says(plain, name.toLowerCase()));
    // A name or word the rest of the story says (`busy with her cousin Ruby`, `Sa cousine Jade vient`) is not lost
    // with the plain words.
    // (A cause waiting to be told before the trouble is said too.)
    const rest = [...weave.scenes.flatMap((scene) => scene.sentences), cause?.sentence ?? '']
      .filter((one) => one !== plain && !listing.has(one))
      .join(' ');
    return (
      (named.length > 0
        ? named.every((name) => says(sentence, name.toLowerCase()) || says(rest, name.toLowerCase()))
        : !weave.keeps(plain) && !weave.namesSomeone?.(plain, sentence)) &&
      !told.includes(plain) &&
      !/[“”„«»「」『』"]/u.test(plain) &&
      allKeys.every((key) => !says(plain, key) || says(sentence, key) || says(rest, key))
    );
  };
  /** The sentence right after the news's, when it tells tears (`at the airport she waved until he was gone and then cried`). */
  const tearsNext = (index: number) => {
    const next = (sentenceOf[firstTrouble] ?? -2) + 1;
    return (
      firstTrouble >= 0 &&
      sentenceOf[index] === next &&
      clauses.some((one, k) => k >= index && sentenceOf[k] === next && weave.isTears?.(one) === true)
    );
  };
  /** Scene 3's sentence that tells a sad day's news in the parent's words. */
  let news: string | undefined;
  /**
   * A sad day's news is told as the parent told it, briefly, in scene 3: its first clause in place of the pack's plain
   * words of the news (`Today was a sad day, because someone she loved had died.` gives way to `The guinea pig Pip died
   * this morning.`) when they name no one but whom the clause names and say nothing of the parent's that the clause
   * does not, else before them (the pack's `Daddy is far away today, and she misses him.` stays, after the parent's
   * news); a later clause of its sentence right after the news, never before it. What does not fit, and what the parent wrote of it after
   * (`we buried him in the garden`), is told with the comfort in scene 4, else in scene 5.
   */
  const tellNews = (index: number, sentence: string): boolean => {
    const three = weave.scenes[2];
    // (The tears of the next sentence, and what led to them there, have room beside the news.)
    const room = PER_SCENE + (tearsNext(index) ? 1 : 0);
    if (!three || three.sentences.length < 2 || (placed.get(2) ?? 0) >= room) return false;
    const first = index === firstTrouble && news === undefined;
    let at = 1;
    let replaces = false;
    if (first) {
      replaces = givesWay(three.sentences[1] ?? '', sentence);
    } else {
      // Only more of the news's own sentence (`3x overgegeven`), or the next sentence up to its tears (`am bahnhof hat
      // sie gewunken … und dann bitterlich geweint`); what came after it (the burial) is told after scene 3.
      const next = tearsNext(index);
      if (sentenceOf[index] !== sentenceOf[firstTrouble] && !next) return false;
      const tears =
        (next || sentenceOf[index] === sentenceOf[firstTrouble]) && weave.isTears?.(clauses[index] ?? '') === true;
      // After what the scene told of the parent's already.
      const last = three.sentences.findLastIndex((one) => told.includes(one));
      at = last >= 1 ? last + 1 : 2;
      // After the news, the scene's plain feeling gives way when the scene is full, or to the parent's tears.
      const after = three.sentences[at];
      replaces = (three.sentences.length >= 4 || tears) && after !== undefined;
      if (replaces && (weave.keeps(after ?? '') || told.includes(after ?? ''))) return false;
    }
    const grows = weave.room.count(sentence) - (replaces ? weave.room.count(three.sentences[at] ?? '') : 0);
    if (weave.room.count(storyText()) + grows > weave.room.max || (!replaces && three.sentences.length >= 4))
      return false;
    three.sentences.splice(at, replaces ? 1 : 0, sentence);
    placed.set(2, (placed.get(2) ?? 0) + 1);
    if (first) news = sentence;
    return true;
  };
  /** The parent's words between two clauses (`, despues `): what the clauses leave out of the description. */
  const between = (first: string, second: string) => {
    const lower = weave.description.toLowerCase();
    const start = lower.indexOf(first.toLowerCase());
    const end = start < 0 ? -1 : lower.indexOf(second.toLowerCase(), start + first.length);
    return end < 0 ? '' : lower.slice(start + first.length, end).replace(/^[\s,;:]+/u, '');
  };
  /**
   * The clause right before the trouble's in the same sentence, when it says no doing of its own, is what caused it
   * (`nachbarshund hat sie heut früh total laut angebellt, sie hat sich voll erschrocken`): told in scene 3 right
   * before the trouble, cause first, not as the morning's.
   */
  const before = clauses[firstTrouble - 1] ?? '';
  const mayCause = !weave.isSad && firstTrouble > 0 && firstTrouble < described.length && !weave.isTrouble(before);
  /** Whether the clause before the trouble is the place it happened at (`painted snowflakes at the table`). */
  const causeAtPlace = mayCause && weave.atTroublePlace?.(before) === true;
  const causeIndex =
    causeAtPlace ||
    (mayCause &&
      (sentenceOf[firstTrouble] ?? -1) >= 0 &&
      sentenceOf[firstTrouble - 1] === sentenceOf[firstTrouble] &&
      weave.movesOn?.(before) === false &&
      weave.ofTheNight?.(before) !== true &&
      // Someone or something else did it (`nachbarshund`, `her sister Mia`), not the child (`he wore his dino jammies`);
      // or it sets the evening the trouble came in (`na het eten in bad en toen wou hij er niet meer uit`).
      (weave.hasActor?.(before) === true || reteller.evening.test(before)) &&
      !CHILD_FIRST[weave.language].test(before.trim()) &&
      !beginsNext(clauses[firstTrouble] ?? '', weave.language) &&
      !beginsNext(between(before, clauses[firstTrouble] ?? ''), weave.language) &&
      // (A trouble set at its own time of day, `abends in der badewanne ausgerutscht`, begins a new part of the day.)
      ![reteller.morning, reteller.afternoon, reteller.evening].some((time) => time?.test(clauses[firstTrouble] ?? '')))
      ? firstTrouble - 1
      : -1;
  let cause: { sentence: string; clause: string } | undefined;
  /**
   * Room in a full scene 3 for the place the trouble happened at, before the sentence at `before`: the scene's made-up
   * arrival gives way, else its last line after the trouble (the uh-oh's plain feeling). Where the sentence now is.
   */
  const roomForPlace = (scene: { sentences: string[] }, before: number) => {
    if (scene.sentences.length < 4 || before <= 0) return before;
    const free = (one: string) => !told.includes(one) && !weave.keeps(one);
    if (free(scene.sentences[0] ?? '')) {
      scene.sentences.shift();
      return before - 1;
    }
    if (scene.sentences.length - 1 > before && free(scene.sentences.at(-1) ?? '')) scene.sentences.pop();
    return before;
  };
  let causeWaits = causeIndex >= 0;
  const weaveOne = (clause: string, index: number) => {
    // The way home comes on top: it ends the day's outings, and no ride of its own tells it in its place.
    if (told.length >= PER_STORY && !WAY_HOME[weave.language].test(clause)) return;
    // A typed activity said by its own name after a colon is retold in that sentence's place, where it can be.
    const carrier = weave.carriers?.get(clause);
    const carried = carrier ? weave.scenes.find((scene) => scene.sentences.includes(carrier)) : undefined;
    if (carrier && carried) {
      const retold = reteller.retell(clause, context);
      if (retold && fits(retold)) {
        carried.sentences[carried.sentences.indexOf(carrier)] = retold;
        told.push(retold);
        clauseOf.set(retold, clause);
      }
      return;
    }
    // A clause of words in quotes the story already says, by the line of saying them, is told (`he shouted "give it
    // back"` beside `“Give it back,” said Bunny.`): its words without their marks would be said twice.
    const quoted = QUOTED.exec(clause)?.[1];
    if (quoted !== undefined && bare(quoted) !== '' && bare(storyText()).includes(bare(quoted))) return;
    const keys = reteller.keys(clause);
    if (keys.length === 0) return;
    /** The clause retold, once: whether it is told yet may ask what its retelling would say. */
    let retold: { sentence: string | undefined } | undefined;
    const retelling = () => {
      retold ??= { sentence: reteller.retell(clause, context) };
      return retold.sentence;
    };
    const text = tellingText().toLowerCase();
    // Told where one scene says most of it: words of it scattered over the story (`een grote sneeuwbal` in one scene,
    // `zus Lotte` in another) do not tell `met grote zus Lotte een sneeuwpop gemaakt`. A name counts there too, not
    // wherever it is: `her cousin Ruby` in scene 3 and `goodnight, Ruby` do not tell `she pushed Ruby`, nor do the
    // morning's seeds and the news of the hamster in another scene tell `we buried Nibbles in the garden`.
    const said = weave.scenes.map((scene) => scene.sentences.filter((one) => !listing.has(one)).join(' '));
    /** How many of the clause's words each scene says, and the scene that says most of them. */
    const saidHits = said.map((one) => keys.filter((key) => reteller.has(one.toLowerCase(), key)).length);
    const found = Math.max(0, ...saidHits);
    const most = saidHits.indexOf(found);
    // A clause with a name the story has not said yet is untold, whatever else of it a list of things has said.
    const namesUntold = context.names.some(
      (name) => reteller.has(clause.toLowerCase(), name.toLowerCase()) && !reteller.has(text, name.toLowerCase()),
    );
    // Nor is one with someone the scene that says most of it does not have (`a bath with daddy` beside the stock bath).
    const someoneUntold = () => weave.namesSomeone?.(clause, said[most] ?? '') === true;
    // Nor is one the parent set after the day's trouble that only a made-up line before the trouble says (a sad
    // morning's `Sie malten zusammen ein Bild` does not tell `danach … hat sie oma ein bild gemalt`).
    /** The sentences of the scene that says most of it that say any of it. */
    const matchingInMost = () =>
      (weave.scenes[most]?.sentences ?? []).filter((one) => !listing.has(one) && keys.some((key) => says(one, key)));
    // (Nor, the other way, one the parent set before it that only a made-up line of the afternoon after it says: the
    // farm's stock `She fed the goats a handful of hay` after the comfort does not tell `fed the goats` before `one goat
    // ate her mitten and she cried`.)
    const madeUpBefore = () => {
      const elsewhere = index > firstTrouble ? most >= 2 : index === firstTrouble || most !== 4;
      if (firstTrouble < 0 || elsewhere || earlierPart(firstTrouble, index)) return false;
      const matching = matchingInMost();
      const madeUp = matching.length > 0 && matching.every((one) => inventions.has(one));
      if (madeUp && index < firstTrouble) for (const one of matching) saidLater.set(one, clause);
      return madeUp;
    };
    // Nor is the parent's next clause after the trouble, naming who put it right, told by a scene before the trouble
    // that names them and its place (`Maya … the sand` of the morning does not tell `Maya had to chase her all down the
    // sand to get it back`).
    const putRightAfter = () =>
      firstTrouble >= 0 && index === firstTrouble + 1 && most < 2 && weave.namesAnyone?.(clause) === true;
    // (The parent's words of the place a trouble happened at are retold before it, whatever a made-up arrival there
    // says of them: `painted snowflakes at the table` beside `sat down at the big table with the paint pots`.)
    const atPlace = index === causeIndex && causeAtPlace;
    // Nor is the trouble's own clause told by a made-up line of another scene (an ice cream's stock line in the
    // morning does not tell `comeu um picolé de uva e ficou todo lambuzado`): scene 3 retells it.
    const troubleElsewhere = () =>
      index === firstTrouble &&
      !weave.isSad &&
      most !== 2 &&
      most !== 3 &&
      (weave.scenes[most]?.sentences ?? []).every(
        (one) => !told.includes(one) || !keys.some((key) => reteller.has(one.toLowerCase(), key)),
      );
    // Nor, where the parent's own words must tell the trouble (a grown-up ill at home: `mummy had the flu and stayed in
    // bed`), by the uh-oh's plain words of it in scene 3: the parent's take their place.
    const plainWordsOnly = () =>
      index === firstTrouble &&
      weave.ownTroubleWords === true &&
      most === 2 &&
      weave.tellsItself?.(clause) === true &&
      keys.filter((key) =>
        (weave.scenes[2]?.sentences ?? []).some((one, at) => at !== 1 && reteller.has(one.toLowerCase(), key)),
      ).length /
        keys.length <
        TOLD_SHARE;
    // Nor is the child's care for a grown-up ill at home told by a made-up scene before it (the morning's paint pots and
    // a glass of water do not tell `le llevó agua y le hizo un dibujo`).
    const careBefore = weave.ownTroubleWords === true && comforting.has(index) && most < 2;
    // Nor is a clause told by made-up lines that say all of it but a word or two (`fed the ducks` is not the stock
    // `The ducks waddled by in a row.` of the park, nor `la dentiste a compté ses dents` the stock `les dents sont
    // toutes lisses`, nor `cuando vio al yayo Antonio en la puerta salio corriendo` the stock visit at yayo Antonio's
    // and a house full of love from the door to the kitchen): those words are what the parent's clause says of them.
    // (What the clause's retelling would say, without the words that only say when, `sábado`: the parent's
    // `Heut isch d Oma Uschi do gwä` says no more than the stock visit at Oma Uschi's.)
    const madeUpBut = () => {
      if (found === keys.length || keys.length > 6) return false;
      // (The parent's own quoted words said by their line are the parent's: `he shouted "give it back"`.)
      if (matchingInMost().some((one) => parentsQuote(one))) return false;
      const again = retelling();
      return (
        again !== undefined &&
        reteller
          .keys(withoutWhen(again, weave.language))
          .some((key) => !reteller.has((said[most] ?? '').toLowerCase(), key))
      );
    };
    // Nor is one of what the child did without (`first time under water without armbands`) told by a made-up line of
    // the thing (`put on bright armbands`).
    const withoutUntold = () =>
      [...clause.matchAll(WITHOUT[weave.language])].some((found) => {
        const without = reteller.keys(found[1] ?? '');
        return (
          without.length > 0 &&
          matchingInMost().some(
            (one) =>
              !SAYS_WITHOUT[weave.language].test(one) && without.every((key) => reteller.has(one.toLowerCase(), key)),
          )
        );
      });
    // Nor are the child's own words, retold as words said (`she said its so soft like my blanket`), told by a line that
    // only has their words (`snuggled into bed under a soft blanket`): only the line that quotes them tells them.
    const wordsSaid = () => {
      if (matchingInMost().some((one) => parentsQuote(one))) return false;
      const again = retelling();
      return again !== undefined && QUOTED.exec(again) !== null;
    };
    if (
      found / keys.length >= TOLD_SHARE &&
      !madeUpBut() &&
      !wordsSaid() &&
      !withoutUntold() &&
      !plainWordsOnly() &&
      !careBefore &&
      !namesUntold &&
      !someoneUntold() &&
      !madeUpBefore() &&
      !putRightAfter() &&
      !atPlace &&
      !troubleElsewhere()
    ) {
      // Told by a scene already: the scene that says most of it is where the day is at that clause.
      const hits = weave.scenes.map(
        (scene) => keys.filter((key) => reteller.has(scene.sentences.join(' ').toLowerCase(), key)).length,
      );
      sceneOf.set(index, hits.indexOf(Math.max(...hits)));
      return;
    }
    const trouble = weave.isTrouble(clause);
    const sentence = retelling();
    if (!sentence || !fits(sentence)) return;
    if (index === causeIndex && causeWaits) {
      cause = { sentence, clause };
      return;
    }
    // (So are the tears later in the news's own sentence: `… nach kanada geflogen 😢 am flughafen hat er ganz dolle
    // geweint`, told with the goodbye, not after its comfort.)
    const ownTears =
      index > firstTrouble && sentenceOf[index] === sentenceOf[firstTrouble] && weave.isTears?.(clause) === true;
    // A missing that ends in its own clause (`daddy got back from glasgow tonight after 5 days away`) is the comfort:
    // scene 3's plain words tell the missing, and the homecoming opens scene 4, not the evening after the present he
    // brought and the run to the door.
    // (So is one said before any of the trouble's words, where the missing is only scene 3's own.)
    const endsMissing = weave.comesHome?.(clause) === true && (firstTrouble < 0 || index === firstTrouble);
    if ((trouble || tearsNext(index) || ownTears) && weave.isSad && !endsMissing && tellNews(index, sentence)) {
      sceneOf.set(index, 2);
      told.push(sentence);
      clauseOf.set(sentence, clause);
      return;
    }
    // The cause comes first in scene 3, in place of the uh-oh's plain words of it or before them, then the feeling (a
    // full scene gives up its last sentence); a second clause of the trouble is told after scene 3, as what came after.
    const three = weave.scenes[2];
    if (trouble && !endsMissing && !weave.isSad && three && !placed.has(2) && three.sentences.length >= 2) {
      // The uh-oh's plain words of the same trouble (of the scooter the parent's clause names too, or of the fall or
      // the jab the clause tells itself) give way to the parent's; else they follow it.
      // (The plain words of a grown-up's illness at home always give way to the parent's: `Mama had griep.`, not that
      // and `Mama was vandaag ziek en moest in bed blijven.`, a bed the parent never wrote.)
      const instead =
        (givesWay(three.sentences[1] ?? '', sentence) ||
          (weave.ownTroubleWords === true && weave.tellsItself?.(clause) === true)) &&
        (weave.tellsItself?.(clause) === true ||
          reteller.keys(clause).some((key) => says(three.sentences[1] ?? '', key)));
      const last = three.sentences.length - 1;
      const full = !instead && three.sentences.length >= 4;
      const grows =
        weave.room.count(sentence) -
        (instead
          ? weave.room.count(three.sentences[1] ?? '')
          : full
            ? weave.room.count(three.sentences[last] ?? '')
            : 0);
      if (
        !(full && (last < 2 || weave.keeps(three.sentences[last] ?? ''))) &&
        weave.room.count(storyText()) + grows <= weave.room.max
      ) {
        if (full) three.sentences.splice(last, 1);
        three.sentences.splice(1, instead ? 1 : 0, sentence);
        // (Nor a quiet moment at home before them, when they were at the barber's: the feeling's other line instead.)
        const again = weave.feltAgain;
        if (
          instead &&
          again !== undefined &&
          three.sentences.length === 3 &&
          weave.looseOpenings?.has(three.sentences[0] ?? '') &&
          !weave.scenes.some((one) => one.sentences.includes(again)) &&
          weave.room.count(storyText()) + weave.room.count(again) - weave.room.count(three.sentences[0] ?? '') <=
            weave.room.max
        )
          three.sentences.splice(0, 2, sentence, again);
        placed.set(2, 1);
        told.push(sentence);
        clauseOf.set(sentence, clause);
        // Its cause right before it, where the story has room; the parent's words of the place it happened at
        // (`painted snowflakes at the table`) else take the place of the scene's made-up arrival there.
        if (cause && causeAtPlace) roomForPlace(three, three.sentences.indexOf(sentence));
        if (
          cause &&
          three.sentences.length < 5 &&
          weave.room.count(storyText()) + weave.room.count(cause.sentence) <= weave.room.max
        ) {
          three.sentences.splice(three.sentences.indexOf(sentence), 0, cause.sentence);
          told.splice(told.indexOf(sentence), 0, cause.sentence);
          clauseOf.set(cause.sentence, cause.clause);
          sceneOf.set(causeIndex, 2);
          cause = undefined;
        }
        return;
      }
    }
    const position = clauses.length === 1 ? 0.5 : index / (clauses.length - 1);
    // Before the trouble is before scene 3 (`bonfire night at the rugby club` is no bath-time clause for its `night`).
    // (So is what the parent remembered after it, of an earlier part of the day: `vanavond … wilde er niet meer uit [of
    // the bath]. o ja en vanochtend was het zwemles … en daarna bij de opvang …`.)
    // (Not after a sad day's news or a trouble of the night before, `se murió el abuelo esta noche. por la tarde …`:
    // the afternoon came after it.)
    // (Nor what the parent told first of a later part of the day than the trouble's: `tonight he ate all his pasta …
    // oh and this morning at nursery … fell over on the steps` has the pasta in the evening, after the comfort.)
    const before =
      firstTrouble >= 0 &&
      ((index < firstTrouble && !earlierPart(firstTrouble, index)) ||
        (index < described.length && !weave.isSad && !ofLastNight && earlierPart(index, firstTrouble)));
    // Making up comes after the quarrel, told or not by the parent's own clause (`brigaram`, scene 3's plain words):
    // it is the comfort, with room in scene 4 beside what else came right after the trouble.
    const makesUp =
      !weave.isSad && index > lastTrouble && index < described.length && MAKING_UP[weave.language].test(clause);
    const tears = comforting.has(index) && weave.isTears?.(clause) === true;
    // A homecoming said first, as the day's news (`papa est rentré ce soir !! 4 jours sans lui…`), ends the missing
    // that follows it: when the parent goes on from the missing to what came right after it (waiting at the window,
    // the doorbell), it is told with those in scene 4, before them, not after them in the evening.
    const headline = index < firstTrouble && comforting.size > 0 && weave.comesHome?.(clause) === true;
    // So is the homecoming the parent told after the missing, where the story made one up (`mummy came home this morning
    // with croissants`): in its place, not told again in the afternoon.
    const homeAgain =
      lastTrouble >= 0 &&
      index > lastTrouble &&
      weave.comesHome?.(clause) === true &&
      (weave.takesPlaceOf?.(clause) ?? []).some((one) => !told.includes(one));
    const comforts =
      (comforting.has(index) && !tears) || makesUp || headline || homeAgain || endsMissing || foundWhere.has(index);
    /** More of the scene the clause before in the same sentence went to, saying no doing of its own. */
    const goesOnIn = (scene: number) =>
      index > 0 &&
      sceneOf.get(index - 1) === scene &&
      sentenceOf[index] === sentenceOf[index - 1] &&
      (sentenceOf[index] ?? -1) >= 0 &&
      // (Or says that scene's own doing again: `al mercado con la abuela, compramos fresas`.)
      (weave.movesOn?.(clause) === false || weave.sameDoing?.(clause, clauses[index - 1] ?? '') === true);
    // More of the morning's scene in the same sentence (`swimming lesson this morning, she put her face in the water`).
    const goesOn = goesOnIn(1);
    // Home again after the outing the child did not want to leave (`went to the park … fed the ducks, lunch at home then
    // playdough with her cousin`): after the goodbye, not in the park before it.
    const atHomeAfter = homeAt >= 0 && (index > homeAt || (index === homeAt && index !== outingAt));
    // More of the evening in the same sentence (`facetimed us at bedtime and he said night night mummy`): the evening's.
    // (Or after the evening said in the same sentence, where its clause was told by no scene of the afternoon:
    // `abends noch pfannkuchen, alles aufgegessen` eats the pancakes at supper, not in the afternoon's sandpit; `bit
    // better tonight, ate some toast` after the comfort's made-up words of getting better.)
    const goesOnEvening =
      goesOnIn(5) ||
      (index > 0 &&
        index < described.length &&
        (sentenceOf[index] ?? -1) >= 0 &&
        sentenceOf[index] === sentenceOf[index - 1] &&
        dayPart[index - 1] === 3 &&
        sceneOf.get(index - 1) !== 4 &&
        dayPartOf(clause, weave.language) === undefined &&
        !trouble &&
        !comforts &&
        !comforting.has(index) &&
        weave.isTears?.(clause) !== true &&
        !(firstTrouble >= 0 && index > firstTrouble && index <= lastTrouble) &&
        weave.movesOn?.(clause) === false);
    // More of the morning at home in the same sentence (`ein türchen aufgemacht, war ein schneemann aus schoki drin`).
    const goesOnWaking = goesOnIn(0);
    const afternoon = reteller.afternoon.test(clause);
    // The first it takes the place of; the others (the bath, when the clause tells supper and the bath) give way. Not
    // the trouble's tears until supper (`hat bis zum abendessen nur geweint`): they are the trouble's own.
    const [insteadOf, ...alsoOf] =
      trouble || tears || weave.isTears?.(clause) === true
        ? []
        : (weave.takesPlaceOf?.(clause) ?? []).filter((one) => !told.includes(one));
    /** The parent's breakfast, told in place of scene 1's made-up one: on waking, whatever was told before it. */
    const breakfast = insteadOf !== undefined && insteadOf === weave.morningMeal;
    // The night goes on right after it, before the day moves on (`daddy cuddled her back to sleep`): not the evening's.
    const night =
      weave.ofTheNight?.(clause) === true ||
      (index > 0 &&
        sceneOf.get(index - 1) === 0 &&
        weave.ofTheNight?.(clauses[index - 1] ?? '') === true &&
        (sentenceOf[index] ?? -1) >= 0 &&
        (sentenceOf[index] === sentenceOf[index - 1] || reteller.evening.test(clause)) &&
        weave.movesOn?.(clause) === false);
    // The trouble's own course, from its first clause to its last (`thunder woke him at 3am ... scared of the lightning`),
    // is told in scene 3 with it, not after the comfort.
    // (So are the tears that open the next sentence, `… hatte wegen sturm zu. er war total enttäuscht und hat im auto
    // geweint`: the trouble's own, told after it, not before it where a scene shows their place.)
    const tearsAfter =
      !weave.isSad &&
      lastTrouble >= 0 &&
      index > lastTrouble &&
      index < described.length &&
      sentenceOf[index] === (sentenceOf[lastTrouble] ?? -2) + 1 &&
      sentenceOf[index - 1] !== sentenceOf[index] &&
      weave.isTears?.(clause) === true;
    const during =
      (firstTrouble >= 0 && index > firstTrouble && index <= lastTrouble) ||
      tears ||
      tearsAfter ||
      searching.has(index);
    // Falling asleep at the end of the day (`elle a fini par s'endormir avec le doudou de secours`) is the evening's,
    // wherever the parent said it: never the comfort, with the day going on after it. (Asleep on the way home is the
    // way home's, as it was.)
    const asleep =
      ASLEEP[weave.language].test(clause) &&
      !WAY_HOME[weave.language].test(clause) &&
      !isNap(clause, weave.language) &&
      !night &&
      !afternoon &&
      !trouble;
    // (Not the day's first words, its headline, `c'était l'anniv de sa grande soeur`: those open the day. Nor where
    // scene 3 opens on a line of its own.)
    const opener = weave.scenes[2]?.sentences[0] ?? '';
    const uhOhHere =
      index > 0 &&
      index === uhOhPlaceAt &&
      // (And scene 2 tells an earlier clause of the parent's: it is not left with made-up lines only.)
      clauses.some((_, at) => at < index && sceneOf.get(at) === 1) &&
      !told.includes(opener) &&
      opener === weave.uhOhOpener;
    // How the sad news came, told right after it (`hoy se murio Perla … la encontramos quieta por la mañana y se lo
    // contamos despacito`, `早上发现它不动了`): the news's own course, in scene 3, not after the comfort and the burial.
    // (Said of the morning, or going on in its sentence; not what came later in the day, nor the evening.)
    const newsCourse = newsCourseAt.has(index);
    // (The night's own course and comfort, see `nightCourse`, where the night's own rule does not keep it in scene 1.)
    const nightScenes = night ? undefined : nightCourse.get(index);
    const byDay = uhOhHere
      ? UH_OH_PLACE
      : weave.isSad
        ? (reteller.evening.test(clause) || asleep || goesOnEvening) && !headline
          ? EVENING
          : newsCourse
            ? DURING
            : trouble || comforts
              ? COMFORT
              : // What the parent told before the news happened before it (`let go of her red balloon at the show` before
                // waving it bye-bye): the day's, before scene 3, not after the comfort.
                before && !tearsNext(index)
                ? MORNING
                : AFTER_NEWS
        : night
          ? NIGHT
          : asleep || goesOnEvening
            ? EVENING
            : breakfast
              ? WAKING
              : insteadOf !== undefined && !before && !during && !comforts
                ? EVENING
                : during
                  ? ofNight
                    ? NIGHT_DURING
                    : DURING
                  : comforts
                    ? COMFORT
                    : (reteller.waking?.test(clause) ||
                          YESTERDAY[weave.language].test(clause) ||
                          (HOME_MORNING[weave.language].test(clause) && weave.movesOn?.(clause) !== true) ||
                          goesOnWaking) &&
                        // Waking from a nap is the afternoon's.
                        !isNap(clause, weave.language) &&
                        (firstTrouble < 0 || before)
                      ? WAKING
                      : (reteller.evening.test(clause) || WAY_HOME[weave.language].test(clause)) && !before
                        ? EVENING
                        : (afternoon && !before) || atHomeAfter
                          ? LATER
                          : reteller.morning?.test(clause) || before || goesOn || (position < 0.45 && firstTrouble < 0)
                            ? MORNING
                            : trouble || (firstTrouble >= 0 && index > firstTrouble)
                              ? AFTER_TROUBLE
                              : LATER;
    const byTime = endsMissing ? COMFORT : (nightScenes ?? byDay);
    // The latest scene of a clause retold before this one (one told already by a scene is only a guess of its place);
    // typed activities keep no order among themselves.
    // (A trouble of the night before, told in scene 3 as remembered, `big storm last nite, thunder woke him`, sets no
    // time: the morning after it is still the morning's.)
    const remembered = (at: number) => {
      const first = clauses[firstTrouble] ?? '';
      return (
        (at === firstTrouble || (at > firstTrouble && at <= lastTrouble)) &&
        (YESTERDAY[weave.language].test(first) || weave.ofTheNight?.(first) === true)
      );
    };
    const latest =
      index >= described.length
        ? 0
        : Math.max(
            0,
            ...[...retoldIn.entries()]
              // (Nor after one of a later part of the day, told first: `por la tarde … por la mañana hicimos galletas`.)
              .filter(([at, scene]) => scene !== 5 && !remembered(at) && !earlierPart(index, at))
              .map(([, scene]) => scene),
          );
    const showing =
      comforts || trouble
        ? undefined
        : weave.sceneShowing?.(clause).find((at) => at >= latest && (!afternoon || at === 4));
    // The scene that shows the clause's activity comes first, but for the morning's waking and the evening. On a sad
    // day, only the morning's scene before the news, and what goes on there (`doctors for her ears. she was so brave`).
    const morningOfNews =
      weave.isSad &&
      index < firstTrouble &&
      (showing === 1 || (sceneOf.get(index - 1) === 1 && weave.movesOn?.(clause) === false));
    // A typed activity a scene shows (`malen` beside the painting of scene 2) is told there, else in a later scene of
    // the day, never as a bare line in the evening's.
    const typedShown = index >= described.length && showing !== undefined;
    const placing = typedShown
      ? [showing, ...byTime.filter((at) => at > showing && at <= 4)]
      : morningOfNews
        ? [1, ...byTime]
        : showing === undefined ||
            weave.isSad ||
            byTime === EVENING ||
            byTime === WAKING ||
            byTime === NIGHT ||
            byTime === UH_OH_PLACE
          ? byTime
          : [showing, ...byTime.filter((at) => at !== showing)];
    // Never before a clause the parent told before it, where a later scene has room.
    // A sorry or a find goes with the trouble it ends, in scene 4, whatever the parent told before it.
    // (Nor in the morning's scenes when the parent set it later in a day whose morning they told: `de tarde … de manhã
    // ficou em casa pintando` has the morning's painting in scene 2.)
    const ofLater = described.some((_, at) => earlierPart(at, index));
    // (Nor the trouble's own course: it is scene 3's, whatever scene 5 told before it; nor what comforted right after
    // it, scene 4's, `ficou com medo dos fogos mas o vovô tampou os ouvidos dela` after the dance scene 5 shows.)
    const ordered =
      makesUp || homeAgain || breakfast || during || endsMissing || (comforts && !tears)
        ? placing
        : [...placing.filter((at) => at >= latest), ...placing.filter((at) => at < latest)];
    const order = [...ordered.filter((at) => !(ofLater && at <= 1)), ...ordered.filter((at) => ofLater && at <= 1)];
    const length = weave.room.count(storyText());
    const earlierKeys = clauses.slice(0, index).flatMap((each) => reteller.keys(each));
    for (const at of order) {
      const scene = weave.scenes[at];
      // The trouble's own course has room for one more clause in scene 3 (`pulled her hair, and she pushed him`), before
      // the comfort, as making up has in scene 4.
      // So has the scene that shows a typed activity, for the parent's own word for it.
      const more =
        (makesUp && at === 3) ||
        (careAfter.has(index) && at === 3) ||
        (during && at === 2) ||
        (typedShown && at === showing)
          ? 1
          : 0;
      if (!scene || (placed.get(at) ?? 0) >= ROOM_IN(at) + more) continue;
      // A full scene 3 lets its first line go for the trouble's course, when that line says nothing of its own.
      if (during && at === 2 && scene.sentences.length >= 4 && weave.looseOpenings?.has(scene.sentences[0] ?? ''))
        scene.sentences.shift();
      // A stock happening of the scene first (scene 4's helper may be its first line); else a stock sentence of the
      // scene's colour: not its first, nor one that names someone or tells the parent's words.
      // One that says a word of the parent's only gives way to a sentence that says it too; a made-up one only
      // keeps the words of clauses before this one (a later clause is retold itself when its words go).
      // A word of the parent's that the rest of the story says too (`pannenkoeken` in scene 1 and again in scene 2)
      // stays told when this one gives way: the line is free for the parent's clause.
      const free = (one: string, keys: readonly string[]) => {
        if (weave.keeps(one) || told.includes(one)) return false;
        const rest = () => {
          const others = weave.scenes
            .map((each) => each.sentences.filter((other) => other !== one && !listing.has(other)).join(' '))
            .join(' ');
          return `${others} ${sentence}`.toLowerCase();
        };
        let elsewhere: string | undefined;
        return !keys.some((key) => {
          if (!reteller.has(one.toLowerCase(), key) || reteller.has(sentence.toLowerCase(), key)) return false;
          elsewhere ??= rest();
          return !reteller.has(elsewhere, key);
        });
      };
      // Scene 4's made-up comforter, its first line, gives way only to a clause that names who comforted (`Becky got
      // the bubbles out`), and never where the next line's words hang on it (`“It will soon be better.”`).
      const opensComfort = (position: number) =>
        position === 0 &&
        at === 3 &&
        weave.namesSomeone?.(sentence) === true &&
        !/^["“„«「『]/u.test(scene.sentences[1] ?? '');
      // The scene's own first line stays: in scene 1 the waking, after the night's sentences told before it.
      const opening =
        at === 0
          ? Math.max(
              0,
              scene.sentences.findIndex((one) => !told.includes(one)),
            )
          : 0;
      // (A made-up line after it goes first: the comforter stays where something else made up can go.)
      const madeUp = (one: string, position: number) =>
        position > opening && inventions.has(one) && free(one, earlierKeys);
      const later = scene.sentences.findIndex(madeUp);
      const invented =
        later >= 0 ? later : scene.sentences.findIndex((one, position) => opensComfort(position) && madeUp(one, 1));
      // More of the morning at home in a full first scene takes the refrain's place there (it is heard again later).
      const refrainAt =
        at === 0 && (goesOnWaking || night)
          ? scene.sentences.findIndex((one, position) => position > opening && listing.has(one))
          : -1;
      const stock =
        invented >= 0
          ? invented
          : scene.sentences.findLastIndex((one, position) => position > opening && free(one, allKeys));
      // (The parent's own making up takes the place of the comfort's made-up one: `they said sorry and had a cuddle`,
      // not that after `… said sorry to each other and had a big hug`.)
      const madeUpSorry =
        makesUp && at === 3
          ? scene.sentences.findIndex(
              (one) =>
                !told.includes(one) &&
                MAKING_UP[weave.language].test(one) &&
                reteller.keys(clause).some((key) => reteller.has(one.toLowerCase(), key)),
            )
          : -1;
      const own = insteadOf === undefined ? madeUpSorry : scene.sentences.indexOf(insteadOf);
      // (The doing a made-up uh-oh happens at opens scene 3, in place of its made-up going there or its loose
      // opening: never in place of the uh-oh's own lines.)
      // (A full scene of the day that tells the parent's words already lets its made-up first line go, where nothing
      // else made up can: `Bunny fed the goats a handful of hay` after the farm, before `she played with her dolls` at
      // home.)
      const firstGoes =
        (at === 1 || at === 4) &&
        scene.sentences.length >= 4 &&
        scene.sentences.some((one) => told.includes(one)) &&
        free(scene.sentences[0] ?? '', allKeys)
          ? 0
          : -1;
      const spare =
        uhOhHere && at === 2
          ? 0
          : own >= 0
            ? own
            : stock < 0 && scene.sentences.length >= 4
              ? refrainAt >= 0
                ? refrainAt
                : firstGoes
              : stock;
      const grows =
        spare < 0
          ? weave.room.count(sentence)
          : weave.room.count(sentence) - weave.room.count(scene.sentences[spare] ?? '');
      if (length + grows > weave.room.max) continue;
      if (spare >= 0) scene.sentences.splice(spare, 1, sentence);
      else if (scene.sentences.length < 4) scene.sentences.push(sentence);
      // The parent's own comfort is told in the comfort's scene, after the parent's comforter (`die erzieherin hat dann
      // a sanduhr hergholt und jeder hat abwechselnd fahrn dürfen`, not in the afternoon's shop): the made-up comforter
      // who opened the scene gives way, and the parent's words come first.
      else if (
        comforts &&
        at === 3 &&
        inventions.has(scene.sentences[0] ?? '') &&
        scene.sentences.some((other) => told.includes(other) && weave.namesSomeone?.(other) === true)
      ) {
        // (The parent's words first, then the made-up sorry and the refrain after them.)
        const rest = scene.sentences.slice(1);
        scene.sentences.splice(
          0,
          scene.sentences.length,
          ...rest.filter((other) => told.includes(other)),
          sentence,
          ...rest.filter((other) => !told.includes(other)),
        );
      } else continue;
      if (own >= 0)
        for (const other of alsoOf)
          if (scene.sentences.includes(other)) scene.sentences.splice(scene.sentences.indexOf(other), 1);
      // The night comes before the morning's waking, the scene's own first line; the way home and a homecoming before
      // supper.
      if (night && at === 0) {
        const from = scene.sentences.indexOf(sentence);
        if (opening < from) scene.sentences.splice(opening, 0, ...scene.sentences.splice(from, 1));
      }
      // (So does the day's doing after the trouble that the afternoon's full scene had no room for: `'s middags
      // schilderde ze nog aan de keukentafel` before supper, not after it nor lost.)
      if (
        at === 5 &&
        (WAY_HOME[weave.language].test(clause) ||
          weave.comesHome?.(clause) === true ||
          weave.meetsBaby?.(clause) === true ||
          byTime === AFTER_TROUBLE)
      )
        scene.sentences.unshift(...scene.sentences.splice(scene.sentences.indexOf(sentence), 1));
      else if (at === 5 && ASLEEP[weave.language].test(clause) && !isNap(clause, weave.language))
        scene.sentences.push(...scene.sentences.splice(scene.sentences.indexOf(sentence), 1));
      // The evening's other doings come after supper, before the made-up bath and pyjamas (`bbq at uncle ray's after
      // and watched the fireworks`): the day ends with the bath, not with the fireworks after it.
      else if (
        at === 5 &&
        scene.sentences.indexOf(sentence) > 1 &&
        !told.includes(scene.sentences[1] ?? '') &&
        !BEDTIME[weave.language].test(clause)
      )
        scene.sentences.splice(1, 0, ...scene.sentences.splice(scene.sentences.indexOf(sentence), 1));
      placed.set(at, (placed.get(at) ?? 0) + 1);
      sceneOf.set(index, at);
      retoldIn.set(index, at);
      told.push(sentence);
      clauseOf.set(sentence, clause);
      // The scene's retold sentences keep the parent's order.
      const slots = scene.sentences.flatMap((one, position) => (told.includes(one) ? [position] : []));
      const inOrder = told.filter((one) => scene.sentences.includes(one));
      slots.forEach((slot, k) => {
        scene.sentences[slot] = inOrder[k] ?? scene.sentences[slot] ?? '';
      });
      // The search comes after the loss it looks for, whoever's words told the loss.
      if (searching.has(index) && at === 2) {
        const troubleKeys = clauses.slice(firstTrouble, lastTrouble + 1).flatMap((one) => reteller.keys(one));
        const from = scene.sentences.indexOf(sentence);
        const loss = scene.sentences.findLastIndex(
          (one) => one !== sentence && troubleKeys.some((key) => says(one, key)),
        );
        if (loss > from) scene.sentences.splice(loss, 0, ...scene.sentences.splice(from, 1));
      }
      return;
    }
  };
  clauses.forEach(weaveOne);
  // A cause whose trouble a scene told already goes right before what tells it there; else where it would have gone
  // by itself.
  if (cause) {
    // (A trouble no sentence tells, `she bit her`, has its cause told in scene 3, before the uh-oh's plain words.)
    // (Only where the trouble is, in scene 3 or 4: its words found in the bath say nothing of where it happened.)
    const toldAt = sceneOf.get(firstTrouble);
    const at = toldAt === 2 || toldAt === 3 ? toldAt : 2;
    const scene = weave.scenes[at];
    const keys = reteller.keys(clauses[firstTrouble] ?? '');
    const found =
      toldAt === at
        ? (scene?.sentences.findIndex(
            (one) =>
              clauseOf.get(one) === clauses[firstTrouble] ||
              (!listing.has(one) && keys.some((key) => reteller.has(one.toLowerCase(), key))),
          ) ?? -1)
        : -1;
    let telling = found >= 0 ? found : Math.min(1, scene?.sentences.length ?? 0);
    if (scene && causeAtPlace) telling = roomForPlace(scene, telling);
    if (
      scene &&
      scene.sentences.length < 5 &&
      weave.room.count(storyText()) + weave.room.count(cause.sentence) <= weave.room.max
    ) {
      scene.sentences.splice(telling, 0, cause.sentence);
      told.push(cause.sentence);
      clauseOf.set(cause.sentence, cause.clause);
    } else {
      causeWaits = false;
      weaveOne(cause.clause, causeIndex);
    }
  }
  // Where such a clause is told before the trouble now, the afternoon's made-up line of it goes: the goats are fed once.
  const afternoon = weave.scenes[4];
  for (const [line, clause] of saidLater)
    if (afternoon && afternoon.sentences.length > 2 && told.some((one) => clauseOf.get(one) === clause))
      afternoon.sentences = afternoon.sentences.filter((one) => one !== line);
  // A full scene whose first line says nothing of its own opens on the parent's words that follow it.
  // (Not one that tells a clause of the parent's no other line tells: `At the farm, Bunny walked past the big red barn`
  // is the parent's `we went to the farm first thing`.)
  const toldByScene = clauses.flatMap((clause, index) =>
    sceneOf.has(index) && !retoldIn.has(index) ? reteller.keys(clause) : [],
  );
  for (const [at, scene] of weave.scenes.entries()) {
    const [first = '', second] = scene.sentences;
    const onlyHere = () =>
      toldByScene.some(
        (key) =>
          reteller.has(first.toLowerCase(), key) &&
          !weave.scenes.some((other) =>
            other.sentences.some((one) => one !== first && !listing.has(one) && reteller.has(one.toLowerCase(), key)),
          ),
      );
    if (
      at > 0 &&
      scene.sentences.length > 3 &&
      weave.looseOpenings?.has(first) &&
      told.includes(second ?? '') &&
      !onlyHere()
    )
      scene.sentences.shift();
  }
  // The parent's going to the scene's place opens the scene, before what was done there (`O Coelhinho e a avó São
  // foram ao Jardim da Estrela.` before `No parque, o Coelhinho seguiu o caminho…`).
  for (const [at, scene] of weave.scenes.entries()) {
    if (at === 0 || at > 4) continue;
    const going = scene.sentences.findIndex(
      (one) => told.includes(one) && weave.arrivesAt?.(clauseOf.get(one) ?? '', at) === true,
    );
    const sentence = scene.sentences[going];
    if (going < 0 || sentence === undefined) continue;
    scene.sentences.splice(going, 1);
    scene.sentences.unshift(sentence);
    // (Not twice: `Nana took her to the park.` is not followed by `Zuri and Bunny walked to the park`.)
    // (Only a made-up line that goes there too: one that shows the place, `pressed her nose to the glass`, stays.)
    const next = scene.sentences[1] ?? '';
    // (Nor by one that says it is there, `In the park, Zuri followed the winding path`.)
    // (Nor, in the afternoon's scene, one that shows the goodnight's thing on the way, `ran to the playground, where the
    // slides were waiting`: the morning's keepsake, the aquarium's little fish, stays the goodnight's.)
    if (
      scene.sentences.length > 3 &&
      (weave.arrivals?.has(next) === true || (at === 4 && weave.goings?.has(next) === true)) &&
      weave.arrivesAt?.(next, at, true) === true
    )
      scene.sentences.splice(1, 1);
  }
  // The ride there opens the scene of the place it went to, before the parent's later words and the scene's made-up
  // arrival there (`1h de voiture` before `Zuri court jusqu'au bord de la mer`), as the parent told it first.
  const indexOf = (sentence: string) => clauses.indexOf(clauseOf.get(sentence) ?? '\u0000');
  // (In the day's scenes 2 and 5: not the trouble's own ride, `gaf over in de auto op weg naar de crèche`.)
  for (const [at, scene] of weave.scenes.entries()) {
    if (at !== 1 && at !== 4) continue;
    const ride = scene.sentences.findIndex((one) => {
      const clause = clauseOf.get(one) ?? '';
      return told.includes(one) && weave.isRide?.(clause) === true && !weave.isTrouble(clause);
    });
    const sentence = scene.sentences[ride];
    if (ride <= 0 || sentence === undefined) continue;
    const from = indexOf(sentence);
    // (Not after more rides of its own scene, the pack's `went for a ride in the car`: only before the place.)
    const before = scene.sentences
      .slice(0, ride)
      .every((one) =>
        told.includes(one)
          ? indexOf(one) > from
          : weave.rideScenes?.has(at) !== true && (weave.arrivals?.has(one) === true || !weave.keeps(one)),
      );
    if (!before || from < 0) continue;
    scene.sentences.splice(ride, 1);
    scene.sentences.unshift(sentence);
  }
  // Scene 1's night is the night, not this evening (`Ce soir, Zuri fait un cauchemar.` is `Cette nuit, …`).
  const [tonight, inTheNight] = TONIGHT[weave.language];
  for (const [position, sentence] of (weave.scenes[0]?.sentences ?? []).entries()) {
    const clause = clauseOf.get(sentence);
    const nightly = sentence.replace(tonight, inTheNight);
    if (clause === undefined || nightly === sentence || !told.includes(sentence) || weave.scenes[0] === undefined)
      continue;
    weave.scenes[0].sentences[position] = nightly;
    told[told.indexOf(sentence)] = nightly;
    clauseOf.set(nightly, clause);
  }
  // A retold sentence right after one that names the hero says the hero's pronoun, where the language reads so.
  const escaped = weave.heroName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const namesHero = (text: string) =>
    weave.language === 'zh'
      ? text.includes(weave.heroName)
      : new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'iu').test(text);
  const lower = (text: string) => text.toLocaleLowerCase(weave.language);
  for (const scene of weave.scenes) {
    scene.sentences.forEach((sentence, position) => {
      const clause = clauseOf.get(sentence);
      const before = scene.sentences[position - 1];
      // (Nor, in a story of two children or more, where the sentence names one of them the one before does not:
      // `晚上小雨和小宇看了烟花` after `小龙帮忙摆碗筷` is not `晚上他们看了烟花`. The children's names count the child's
      // own placeholder too.)
      const kids = context.children ?? [];
      const unnamedBefore =
        kids.length > 2 &&
        kids.some(
          (name) => name !== '' && lower(sentence).includes(lower(name)) && !lower(before ?? '').includes(lower(name)),
        );
      if (!clause || before === undefined || !namesHero(before) || unnamedBefore) return;
      const again = reteller.retell(clause, { ...context, afterHero: true });
      if (!again || again === sentence || !fits(again)) return;
      scene.sentences[position] = again;
      told[told.indexOf(sentence)] = again;
      clauseOf.set(again, clause);
      plainOf.set(again, sentence);
    });
  }
  // A scene never ends over four sentences: its made-up lines give way, the made-up happenings first (else the story
  // would be told without the parent's words at all: `… bis zur parkbank gekommen dann umgekippt` had made scene 3 one
  // too long, and the whole day was lost).
  for (const scene of weave.scenes) {
    const madeUp = (one: string, at: number) => at > 0 && !told.includes(one) && !listing.has(one);
    while (scene.sentences.length > 4) {
      const invented = scene.sentences.findLastIndex((one, at) => madeUp(one, at) && inventions.has(one));
      const plain = scene.sentences.findLastIndex((one, at) => madeUp(one, at) && !weave.keeps(one));
      const spare = invented >= 0 ? invented : plain >= 0 ? plain : scene.sentences.findLastIndex(madeUp);
      if (spare < 0) break;
      scene.sentences.splice(spare, 1);
    }
  }
  for (const [sentence, clause] of clauseOf)
    if (told.includes(sentence)) weave.toldAs?.set(clause, { sentence, plain: plainOf.get(sentence) ?? sentence });
  return told;
}
