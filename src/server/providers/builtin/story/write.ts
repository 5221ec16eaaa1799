import type { PetKind, Weather } from '../../../../shared/family.ts';
import type { Language } from '../../../../shared/languages.ts';
import { foreignLanguageOf } from '../../../story-rules/language.ts';
import { countSentences } from '../../../story-rules/sentences.ts';
import { checkStructure, countWords, LENGTH_LIMITS, TITLE_MAX_LENGTH } from '../../../story-rules/structure.ts';
import type { DayFacts, FamilyFigure, ScenePlan, StoryBrief, WrittenScene, WrittenStory } from '../../types.ts';
import { readLook } from '../illustration/character-look.ts';
import {
  type EventId,
  FOODS,
  MISHAPS,
  type MishapId,
  type PersonId,
  type PlaceId,
  type Recognised,
  THINGS,
  type ThingId,
} from '../lexicon/concepts.ts';
import { chineseThing, detailsIn } from '../lexicon/details.ts';
import { FAMILY_WORDS, FEELING_MISHAP, HARD_MISHAP, type Kid, type Present } from '../lexicon/family.ts';
import { festivalIn } from '../lexicon/festivals.ts';
import { BASES, LOOKS } from '../lexicon/looks.ts';
import {
  findConcepts,
  LEXICONS,
  type Named,
  namesIn,
  plannedOnly,
  readText,
  relationWordsIn,
} from '../lexicon/read.ts';
import {
  ACTIVITIES,
  ACTIVITY_OF_EVENT,
  ACTIVITY_OF_PLACE,
  ACTIVITY_OF_THING,
  type ActivityId,
  BREAKFAST_FOODS,
  HELPERS,
  isActivityId,
  type ProblemId,
  SUPPER_FOODS,
} from './activities.ts';
import { isBadDreamOfNight } from './bad-dream.ts';
import { carriedParts, type DayPart, dayPartOf } from './day-times.ts';
import { goesOut, goesTo } from './going-out.ts';
import { englishPrompt } from './image-prompt.ts';
import type { AnyPack, Ctx, Lines } from './pack.ts';
import { PACKS } from './packs.ts';
import { sentencesOf, withoutQuotes } from './retell/words.ts';
import {
  ASLEEP,
  COMES_HOME,
  NEXT_WORDS,
  onlyYesterday,
  RETELLERS,
  retellOne,
  SAYS_WITHOUT,
  WAY_HOME,
  WITHOUT,
  weaveUntold,
  YESTERDAY,
} from './retell.ts';
import { isSummery, isWintry } from './season.ts';
import { createPicker, type Picker } from './variety.ts';

/** One thing the day holds, in the order it happened. */
type Happening =
  | {
      kind: 'activity';
      id: ActivityId;
      activityIndex: number | undefined;
      /** The parent's sentence or typed words it came from: a `first time` there is told in its scene. */
      source?: string | undefined;
      /** Where the description tells it (a picked activity's too, though its source stays unset): the day's order. */
      saidIn?: { sentence: string; clause: number } | undefined;
    }
  /** A parent's own activity the lexicon does not know: told by the parent's own name for it (`what`). */
  | { kind: 'new'; what: string; activityIndex: number | undefined }
  /**
   * An outing no activity is (`we went to the ice rink`): told by the parent's own clause, in the place the lexicon
   * reads in it, else in the street; `source` is its sentence, for the day's order.
   */
  | { kind: 'outing'; clause: string; place: PlaceId; activityIndex: undefined; source: string };

type DayPlan = {
  /** The parent said there were no tears (`pas une larme`, `didn't cry at all`): no line of the story cries. */
  noTears: boolean;
  /** Whether the day's temper is jealousy (`kinda jealous when theo got all the attention`): left out, not cross. */
  jealous: boolean;
  /** Whether whom the child missed came home today before the evening: scenes 3 and 4 tell the missing, then the hug. */
  homeByDay: boolean;
  /** Whether the day's fright was a storm by day (`nachmittags dolles gewitter`): the thunder is its cause, told. */
  storm: boolean;
  /** Scenes 2, 3 (when it brings a new activity) and 5, in the order of the day. */
  scene2: Happening | undefined;
  scene3: Happening | undefined;
  scene5: Happening | undefined;
  /** The activity the parent's sentence of a small trouble says it happened at. */
  troubleAt: ActivityId | undefined;
  /** Activities without a scene of their own, remembered in scene 6. */
  remembered: ActivityId[];
  /** The parent's own activities without a scene of their own, remembered in scene 6 by their typed names. */
  rememberedTyped: string[];
  /** Things of the parent's words no concept knows, told in the parent's words at supper (`a unicorn sticker`). */
  details: string[];
  /** The family festival the parent's words say today was, by the name a story says it with (`Sinterklaas`). */
  festival: string | undefined;
  hasBath: boolean;
  problem: ProblemId | MishapId;
  isSad: boolean;
  /** The day's trouble is a bad dream of the night: remembered in scene 3, its night told on waking in scene 1. */
  badDream: boolean;
  /** The day began with its trouble, in the morning at home: scene 3's calm moment before it is no later time. */
  morningTrouble?: boolean | undefined;
  /**
   * The day's trouble is a lost thing: `cuddly` when it is of the chosen character's kind or name (the child's own,
   * so not at the child's side all day), `unfound` when the parent says it was still lost at bedtime.
   */
  lost?: { cuddly: boolean; unfound: boolean } | undefined;
  /** The child fell ill later in the day (`vomited after lunch`, `fever in the evening`): not ill from waking. */
  illLater?: boolean | undefined;
  /** Ill from waking, at home (`malade aujourd'hui … pas de crèche`): scene 1 stays in pyjamas. */
  illFromWaking?: boolean | undefined;
  /**
   * The day's trouble came in the evening (`abends in der badewanne ausgerutscht`): scene 3 opens at supper, at home,
   * and scene 5 is the quiet evening after the comfort; `inBath` when it was at bath time (no second bath in scene 6),
   * `atBed` when it was at bedtime, in bed (the bath before it, in scene 3, and no bath after it).
   */
  eveningTrouble?: { inBath: boolean; atBed: boolean; who: PersonId | undefined } | undefined;
  /**
   * The day ended asleep on the way home (`fell asleep in the car on the way home`, `车上就睡着了`), its last words: no
   * supper nor bath after it, carried in and put to bed.
   */
  asleepHome?: boolean | undefined;
  /** The day's headline of its weather (`proper stormy day`) where a later sentence tells the fright: no trouble. */
  weatherHeadline?: readonly string[] | undefined;
  people: PersonId[];
  /**
   * The parts of the day the parent's words name someone in, where every part that names them says its time (`por la
   * noche la tía Carmen vino a cenar`: the evening; `早上爷爷带她去公园 … 爷爷中午就回老家了`: the morning and noon): they
   * are no companion nor comforter of a scene the words set at another part of the day.
   */
  personParts: Map<PersonId, Set<DayPart>>;
  /** Things told in scenes 2 and 5 (at most one each). */
  /** The day's things told in scene 2 and in scene 5, each where its activity is. */
  featured: [ThingId | undefined, ThingId | undefined];
  /** Every thing of the parent's words the story may tell: those no scene showed are remembered in scene 6. */
  tellable: ThingId[];
  /** What the hero rode or climbed when a fall happened: it leads into scene 3. */
  ride: ThingId | undefined;
  breakfast: ThingId | undefined;
  supper: ThingId | undefined;
  /** Things, activities and people wished goodnight in scene 7. */
  goodnights: string[];
  /** The person each of the goodnights' people is: one no scene showed is not wished goodnight. */
  goodnightPeople: ReadonlyMap<string, PersonId>;
  /** What the child said, as the parent quoted it; `isTrouble` when it was said of the day's trouble. */
  /** The typed activities the description tells in its own words (`looking for ellie` beside `we looked …`). */
  describedTyped: readonly string[];
  quotes: {
    words: string;
    /** The grown-up who said them, where not the child (`opa zei: om de beurt`). */
    by?: PersonId | undefined;
    /** Another child the parent named who said them (`lotte riep 'die is van mij'`). */
    child?: string | undefined;
    /** The parent's sentence the words were in, without them: words of one sentence answer each other. */
    of: string;
    isTrouble: boolean;
    when: 'morning' | 'evening' | undefined;
    /** The parent's sentence the words were in. */
    sentence: string;
  }[];
  /** People and pets the parent named (`Opa Henk`, `our dog Bobby`). */
  named: Named[];
  /** The parent's own word for each person the day names (`外婆`, `Nanny`). */
  relationWords: Partial<Record<PersonId, string>>;
  /** Who the day's trouble is about: someone the parent named beside it, or the relation its news names. */
  about: Named | PersonId | undefined;
  /** Whom the child missed, when they came home today: wished goodnight, their homecoming told before supper. */
  cameHome: PersonId | undefined;
  /**
   * A parent the day says was elsewhere all day (`while mummy in hospital having the baby`, `mama esta de guardia en
   * el hospital`, `爸爸加班`): in no scene of the day, nor comforting.
   */
  awayToday: PersonId | undefined;
  /**
   * The grandparent the child spent tonight's night away with (`premiere nuit chez mamie Josette sans nous`, `first
   * ever sleepover at granny and grandpas`): the parents are at home, in no scene of the day, nor comforting; only on
   * the phone.
   */
  nightAwayWith: PersonId | undefined;
};

const WHEN_RANK = { morning: 0, any: 1, afternoon: 2, evening: 3 } as const;
/**
 * Which of the day's troubles the story tells when the parent wrote of several: the heaviest first (a death before the
 * fever it came with, a goodbye before the tears), then the ones with a cause (a fall, a breakage) before a feeling.
 */
/** People who are met at their place (the doctor's, daycare), not taken along. */
const AT_THEIR_PLACE: readonly PersonId[] = ['doctor', 'teacher'];
/** The grandparents of a visit, as the parent named them. */
const GRANDS: readonly PersonId[] = ['grandparents', 'grandma', 'grandpa'];
/** The parents and grandparents: whom a child misses when they are away, and who is home instead. */
const HOME_GROWN_UPS: readonly PersonId[] = ['mum', 'dad', ...GRANDS];
/**
 * The waking lines that do not beam (every pack has its twelve in the same order): all but the arms up high, the bright
 * new morning, the smile and the stretch like a cat in the sun.
 */
const QUIET_WAKES: readonly number[] = [0, 2, 3, 4, 6, 8, 10, 11];
/** Troubles after which the good feeling comes back quietly. */
const QUIETLY_BETTER: readonly MishapId[] = [
  'sick',
  'fell',
  'hurt',
  'cried',
  'vaccine',
  'scared',
  'tantrum',
  'broke',
  'lost',
  'shy',
  'tired',
  'strange',
  'letDown',
];
/**
 * The feeling-better lines that are quiet (every pack has its ten in the same order): the deep breath, warm inside, a
 * thank-you with shining eyes. Not the big smile, the sun in the heart, light as a feather, the happy day again, the
 * giggle; nor feeling much better, which would stand for the parent's own words of it (`he felt better`) and hide them;
 * nor the thanks to the helper, which names someone and so could not give way to the parent's own comfort (a sorry).
 */
const QUIET_BETTER: readonly number[] = [0, 2, 6];
/** The feeling-better line of a worry melting away: said after a worry only, not a fall, a spill or a goodbye. */
const WORRY_MELTED = 0;
/** The feeling-better line of feeling light again (`light as a feather`), as after looking after someone. */
const NURSED_BETTER = 5;
/** Troubles that are a worry (a fright, shyness, something lost, the jab to come): the worry can melt away after. */
const WORRYING: readonly (ProblemId | MishapId)[] = [
  'lostToy',
  'shyHello',
  'missingPiece',
  'lost',
  'scared',
  'shy',
  'strange',
  'stuck',
  'vaccine',
  'hospital',
];
/** The birthday party's arriving line that is no guest's (a room of balloons and garlands). */
const HOST_ARRIVAL = 2;
/** People of the day a title may name beside the child (`Zuri and Oscar`): a friend, a brother or sister, a cousin. */
const TITLE_PEOPLE: readonly PersonId[] = ['friend', 'brother', 'sister', 'baby', 'cousin'];
/** Events of the child's own day that name it in a title (`Zuri’s Moving Day`), where the story tells them. */
const TITLE_EVENTS: readonly EventId[] = ['moving', 'firstDay', 'newBaby'];
/** Tomorrow, as a parent writes of what is still to come (`before we move tomorrow`, `明天就搬家了`). */
const TOMORROW: Record<Language, RegExp> = {
  en: /(?<!\p{L})(?:tomorrow|tmrw|tmr|2moro|next week)(?!\p{L})/iu,
  nl: /(?<!\p{L})(?:morgen|overmorgen|volgende week)(?!\p{L})/iu,
  de: /(?<!\p{L}|heute |gestern )(?:morgen|übermorgen|nächste woche)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:demain|après-demain|la semaine prochaine)(?!\p{L})/iu,
  es: /(?<!\p{L}|la |esta |de )(?:mañana|pasado mañana|la semana que viene)(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:amanhã|amanha|depois de amanhã|para a semana|semana que vem)(?!\p{L})/iu,
  zh: /明天|后天|下周|下个星期/u,
};
/** The child's parents, in most days: no title of their own (`Zuri and Mummy` says nothing of the day). */
const PARENTS: readonly PersonId[] = ['mum', 'dad'];
/** The line of `feelBetter` that hugs the helper to say thank you. */
const THANK_YOU_HUG = 3;
/**
 * The calm moments at home before scene 3's trouble that say no later time of the day (every pack has its six in the
 * same order): after a while on the sofa, later in a cosy corner. Not later that day, midday, nor the day going on:
 * before a trouble of the morning (`ce matin elle a pas voulu mettre ses chaussures`) or an illness from waking; nor
 * close to the helper, who may be the day's teacher, not at home in the morning, and whom scene 2 of an ill day sits
 * close to already.
 */
const LATER_IN_MORNING: readonly number[] = [1, 3];
/** Of the `later` lines, those that sit close to nobody (the fifth sits close to the helper). */
const LATER_AT_HOME: readonly number[] = [0, 1, 2, 3, 5];

/**
 * The child had forgotten the night's trouble by morning (`de manhã já nem se lembrava`, `this morning he was fine …
 * like nothing happened`): no bad dream still frightening the child in the day.
 */
const FORGOTTEN: Record<Language, RegExp> = {
  en: /(?<!\p{L})(?:like nothing (?:had )?happened|forgot(?:ten)? (?:all )?about it|didn'?t (?:even )?remember(?: it)?|had forgotten)(?!\p{L})/iu,
  nl: /(?<!\p{L})(?:wist (?:ze|hij|zij) (?:het )?(?:al )?niet meer|(?:al )?vergeten|niks meer van (?:te )?merken)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:wusste (?:sie|er) (?:nichts|es) mehr|(?:schon )?vergessen|nicht mehr dran erinnert)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:(?:ne )?s['’]en (?:souvenait|souvient|rappelait|rappelle) (?:même )?plus|(?:avait |a )?(?:tout )?oublié)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:(?:ya )?(?:ni|no) se acordaba|se le (?:había )?olvidado|se olvid[óo])(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:(?:já )?(?:nem|não) se lembrava|esqueceu(?:-se)?|já tinha esquecido)(?!\p{L})/iu,
  zh: /忘了|不记得了|跟没事一样|像没事一样|早就忘/u,
};
/** The night before the day (`up all night w a tummy bug`, `cette nuit`): an illness of it is the whole day's. */
const NIGHT_BEFORE: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:all night|last night|last nite|overnight|in the night|during the night|\d{1,2} ?am)(?![\p{L}])/iu,
  nl: /(?<![\p{L}])(?:vannacht|de hele nacht|afgelopen nacht|'s nachts|’s nachts)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:heute nacht|letzte nacht|in der nacht|die ganze nacht|nachts)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:cette nuit|toute la nuit|la nuit dernière|dans la nuit)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:anoche|toda la noche|de madrugada|en la madrugada)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:esta noite|a noite toda|de madrugada|durante a noite)(?![\p{L}])/iu,
  zh: /昨晚|昨天晚上|半夜|夜里|一整晚|一晚上/u,
};
/**
 * The bedtime lines that put no pyjamas on (every pack has its ten in the same order): warm pyjamas, teeth brushed
 * twice over, padding to bed in them. For a child who wore them all day.
 */
const PYJAMAS_WORN: readonly number[] = [1, 2, 7, 8];
/** The bedtime lines of brushing teeth only (every pack has its ten in the same order). */
const TEETH_ONLY: readonly number[] = [2, 7];
/** The word for pyjamas, in a story's own lines. */
const PYJAMA_WORD: Record<Language, RegExp> = {
  en: /pyjama|pjs|jammies/iu,
  nl: /pyjama/iu,
  de: /schlafanzug|pyjama/iu,
  fr: /pyjama/iu,
  es: /pijama/iu,
  pt: /pijama/iu,
  zh: /睡衣/u,
};
/**
 * The bath lines that are a gentle wash (every pack has its ten in the same order): face, knees and tummy in warm water,
 * a quick warm wash, warm water and soft soap. For an ill child: no bubbles up to the chin, no foam beard.
 */
const GENTLE_WASH: readonly number[] = [3, 7, 8];
/**
 * A clause whose doer is someone or something else, done to the child or the child's things (`one goat ate her
 * mitten`, `une chèvre a mangé son bonnet`, `山羊把她的手套吃了`): an actor, though the lexicon reads the goat as the
 * farm's, no person or thing. Said with an article first and the child's pronoun after it.
 */
const DONE_TO_CHILD: Record<Language, RegExp> = {
  en: /^(?:a|an|the|one|some|this|that|another)\s+(?:\p{L}+\s+){1,3}?(?:[\p{L}’']+\s+)*?(?:her|him|his|them|their)(?!\p{L})/iu,
  nl: /^(?:een|de|het|die|dat)\s+(?:\p{L}+\s+){1,4}?(?:haar|hem|zijn|d[’']r)(?!\p{L})/iu,
  de: /^(?:ein|eine|einer|der|das|so ein|so eine)\s+(?:\p{L}+\s+){1,4}?(?:ihr|ihm|ihn|ihre|ihren|ihrem|sein|seine|seinen|seinem)(?!\p{L})/iu,
  fr: /^(?:un|une|le|la|l[’']|les|une des|un des)\s*\p{L}+\s+(?:\p{L}+\s+){0,3}?(?:lui|son|sa|ses|l[’'])/iu,
  es: /^(?:un|una|el|la|los|las)\s+\p{L}+\s+(?:\p{L}+\s+){0,3}?(?:le|les|su|sus)(?!\p{L})/iu,
  pt: /^(?:um|uma|o|a|os|as)\s+\p{L}+\s+(?:\p{L}+[\s-]+){0,4}?(?:lhe|dele|dela)(?!\p{L})|^(?:um|uma|o|a|os|as)\s+\p{L}+\s+(?:\p{L}+\s+){0,3}?(?:o|a)\s+(?:\p{L}+\s+)?(?:dele|dela)(?!\p{L})/iu,
  zh: /^(?![他她我你])[^，,。把]{1,6}(?:把|将)(?:他|她)|^(?![他她我你])[^，,。]{1,6}(?:咬|啄|抓|抢|吃)了?(?:他|她)/u,
};

/** What the parent writes of a lost thing still lost at bedtime (`no luck yet`, `pas retrouvé`, `没找到`). */
const NOT_FOUND: Record<Language, RegExp> = {
  en: /(?<!\p{L})(?:no luck|couldn[’']?t find|could not find|can[’']?t find|cannot find|didn[’']?t find|not found|never found|still (?:lost|missing|gone)|nothing handed in|not (?:been )?handed in|no sign of (?:it|him|her)|hasn[’']?t turned up|didn[’']?t turn up|gone for good)(?!\p{L})/iu,
  nl: /(?<!\p{L})(?:niet (?:meer )?(?:gevonden|teruggevonden|terug)|nergens (?:meer )?(?:te vinden|gevonden|teruggevonden)|nog steeds kwijt|nog altijd kwijt|niks gevonden|niets gevonden)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:nicht (?:mehr )?(?:gefunden|wiedergefunden|aufgetaucht|wieder aufgetaucht)|nirgends|immer noch weg|bleibt weg|ist weg|aber weg|war weg|leider weg|bleibt verschwunden)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:pas (?:été )?retrouvée?s?|pas (?:pu )?le retrouver|introuvable|toujours perdue?|toujours pas)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:no (?:lo |la )?(?:encontramos|hemos encontrado|encontró|encuentra|encontrado|apareció|aparece|ha aparecido)|sin suerte|ni rastro|y nada)(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:não (?:o |a )?(?:encontrámos|encontramos|encontrou|encontrei|apareceu|aparece|achamos|achámos|achou)|sem sorte|nem sinal|e nada)(?!\p{L})/iu,
  zh: /没找到|找不到|没找着|没有找到|还没找|没能找/u,
};

/** What the parent writes of a lost thing found again (`found it under the bench`, `最后在洗衣机里找到的`). */
const FOUND: Record<Language, RegExp> = {
  en: /(?<!\p{L})(?:found|turned up)(?!\p{L})/iu,
  nl: /(?<!\p{L})(?:gevonden|teruggevonden|terecht)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:gefunden|wiedergefunden|aufgetaucht)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:retrouvée?s?|l'a retrouvé|trouvée?)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:encontramos|encontró|encontré|apareció|lo tenía|la tenía)(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:encontrámos|encontramos|encontrou|apareceu)(?!\p{L})/iu,
  zh: /找到了|找到的|找着了|找回来/u,
};
/** Whether the words say a lost thing was not found, and not that it turned up in the end (`找不到了 … 最后在洗衣机里找到的`). */
const notFoundIn = (text: string, language: Language) =>
  NOT_FOUND[language].test(text) &&
  !FOUND[language].test(text.replace(new RegExp(NOT_FOUND[language].source, 'giu'), ' '));

/** Animals a cuddly toy is, when the thing lost is one (`lost her bunny`, `doudou chien perdu`). */
const CUDDLY_KINDS: readonly ThingId[] = [
  'teddy',
  'dog',
  'cat',
  'horse',
  'cow',
  'sheep',
  'rabbit',
  'fish',
  'birds',
  'ducks',
];
/** Visits that take an hour, not a day: the afternoon is somewhere else. */
const SHORT_VISITS: readonly ActivityId[] = ['hairdresser-visit', 'dentist-visit', 'activity-doctor-visit'];
/** Troubles that happen at a place and stay there (a fall, a mess), unlike a feeling that may be the whole day's. */
const AT_A_PLACE: readonly MishapId[] = ['fell', 'hurt', 'broke', 'spilled', 'messy', 'lost', 'stuck'];
/**
 * Troubles whose named person beside them is never what the trouble was (only a pet can be what was lost); nor whom
 * a fall was about (`fomos ao parque c a tia rita, caiu do escorrega`: the aunt was there, and she comforts).
 */
const ONLY_PETS_ABOUT: readonly MishapId[] = ['lost', 'scared', 'fell', 'hurt'];

const SAD_FIRST: readonly MishapId[] = [
  'died',
  'goodbye',
  'missing',
  'hospital',
  'sick',
  'nursing',
  'vaccine',
  'fell',
  'hurt',
  'broke',
  'lost',
  'scared',
  // Something stuck up a tree is harder than a spill, and the day's own.
  'stuck',
  // A plan that fell through is what the tears, the temper or the long face that followed were about (`was dicht …
  // hij was echt teleurgesteld`, `hatte zu … hat im auto geweint`): told first, they follow it.
  'letDown',
  'spilled',
  'tantrum',
  'cried',
  'shy',
  'tired',
  // A strange, new feeling is the day's trouble only when nothing else was hard.
  'strange',
  // The day's own mess is its uh-oh only when nothing harder happened.
  'messy',
];
/** People whose word goes before their name, as a title (`Oma Inge`, `Dr Patel`, `juf Marieke`). */
const TITLED: readonly PersonId[] = ['grandma', 'grandpa', 'aunt', 'uncle', 'teacher', 'doctor'];
/** People whose move is a goodbye to them (`her best friend moved to Ohio`). */
const LEAVERS: readonly PersonId[] = ['friend', 'friends', 'teacher', 'cousin', 'aunt', 'uncle'];
/** Troubles that are news about someone else when the parent's sentence names them (Granny is in hospital). */
const ABOUT_SOMEONE: readonly MishapId[] = ['died', 'hospital', 'goodbye', 'missing', 'nursing'];
/** Mishaps that happen while moving about: they pull an active or outdoor activity into scene 3. */
const BUMPS: readonly MishapId[] = ['fell', 'hurt'];
/** Troubles a parent's clause tells by itself (`fell off the monkey bars`, `打了针`): the uh-oh's plain words give way. */
const TOLD_BY_ITSELF: readonly MishapId[] = [
  'fell',
  'vaccine',
  'tantrum',
  'lost',
  'cried',
  'shy',
  'strange',
  'stuck',
  'sick',
  // (Told by the parent's words of the grown-up's illness: `mummy had the flu`.)
  'nursing',
  'broke',
  'letDown',
];
/**
 * Troubles whose two lines of the feeling read well one after the other (`She didn’t want to play any more. She cried
 * and cried.`), where the parent's words open scene 3: not a fright or a fall, whose two say the same twice.
 */
const FELT_TWICE: readonly MishapId[] = ['cried', 'shy', 'strange', 'sick', 'vaccine'];
/** What a Chinese child shouted or called out, to the clause's end (`喊妈妈坏`, `叫妈妈`): whom it names was not there. */
const CALLED_ZH = /[喊叫][^，,。！？!?\s]*/gu;
/** Things that are their activity (crayons and painting): told once, as the activity. */
const SAME_AS_ACTIVITY: readonly ThingId[] = [
  'drawing',
  'blocks',
  'puzzle',
  'book',
  'song',
  'sandcastle',
  'puddle',
  'cookies',
  'snow',
  'bike',
  'train',
  'ball',
  'rain',
];
const RIDES: readonly ThingId[] = ['scooter', 'bike', 'swing', 'slide', 'horse', 'tree'];

/** Writes the built-in story for a brief: the same brief and memory always give the same story. */
export function writeBuiltinStory(brief: StoryBrief): WrittenStory {
  const pack = PACKS[brief.language];
  if (!pack) throw new Error(`no story pack for ${brief.language}`);
  const picker = createPicker(brief);
  brief = withOwnBirthday(brief);
  const plan = withFacts(planDay(brief, pack, picker), brief);
  // Optional sentences go first when a story would be too long (Chinese counts every character as a word); a story
  // whose retold sentences still broke a rule is told without them.
  for (const withOptional of [true, false]) {
    const story = compose(brief, pack, plan, picker.fork(), withOptional, true);
    if (checkStructure(story, brief.language).ok) return story;
  }
  const bare = compose(brief, pack, plan, picker.fork(), false, false);
  if (checkStructure(bare, brief.language).ok) return bare;
  // Still not the story's language: a typed activity in another language that no activity could be read from
  // (`Oma's Apfelstrudel gebacken` for a French story) is left to the story's list of activities, which shows it as
  // typed, rather than the whole story being lost.
  const plain = withFacts(planDay(brief, pack, createPicker(brief), false), brief);
  const told = compose(brief, pack, plain, createPicker(brief).fork(), false, false);
  return checkStructure(told, brief.language).ok ? told : bare;
}

/** How much of a typed activity the story says: a whole phrase, cut on a word. */
const TYPED_LIMIT = 80;

const HOME_PLACES: readonly PlaceId[] = ['bedroom', 'kitchen', 'bathroom', 'livingRoom', 'garden', 'rainyWindow'];

/**
 * Where a family's pet may be there with the children away from home: a dog on a walk, in the snow or at the
 * grandparents', a horse out of doors; no pet at the pool, the playground, the shop or daycare. At home every pet is
 * there but a horse.
 */
const PET_OUTINGS: Partial<Record<PetKind, readonly PlaceId[]>> = {
  dog: ['park', 'woods', 'beach', 'street', 'snow', 'farm', 'grandparents', 'car'],
  horse: ['farm', 'park', 'woods', 'street', 'snow', 'garden'],
};
const petFits = (kind: PetKind, place: PlaceId) =>
  (PET_OUTINGS[kind] ?? []).includes(place) || (kind !== 'horse' && HOME_PLACES.includes(place));

/** Places that say little of what was done: a ride or a game named beside them says more (`a walk on her bike`). */
const VAGUE_PLACES: readonly PlaceId[] = ['street', 'garden'];

/** Words of being at home or going home (`lunch at home`, `thuis`, `回家`): not a grandparent's house (`casa da avó`). */
const AT_HOME_WORDS: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:at home|back home|home again|got home|came home|went home|at ours)(?![\p{L}])/iu,
  nl: /(?<![\p{L}])(?:thuis\p{L}*|naar huis)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:zu ?hause|daheim|heim\p{L}*|nach hause)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:(?:à|a) la maison|rentr(?:é|e|és|ées?) (?:à|a) la maison)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:en casa|a casa|de vuelta a casa)(?![\p{L}]| de(?![\p{L}]))/iu,
  pt: /(?<![\p{L}])(?:em casa|para casa|pra casa|cá em casa)(?![\p{L}]| d[aoe](?![\p{L}]))/iu,
  zh: /在家|回家|到家|家里/u,
};

/** The child as the big sister or brother of a newborn (`is a big sister now`, `große Schwester`, `当姐姐了`). */
const BIG_SIBLING: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:big|older) (?:sister|brother|sis|bro)(?![\p{L}])/iu,
  nl: /(?<![\p{L}])grote (?:zus|zusje|broer|broertje)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:große[rn]?|grosse[rn]?) (?:schwester|bruder)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:grande s(?:œ|oe)ur|grand frère)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:hermana mayor|hermano mayor)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:irmã mais velha|irmão mais velho)(?![\p{L}])/iu,
  zh: /当(?:上)?(?:姐姐|哥哥)|(?:姐姐|哥哥)了/u,
};

/** The evening meal, as parents write it: the parent's own supper is told in place of the story's. */
const SUPPER: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:dinner|supper|teatime|tea time|for (?:her |his |their )?tea)(?![\p{L}])/iu,
  // (What was eaten in the evening is supper: `savonds frietjes op de boulevard`.)
  nl: /(?<![\p{L}])(?:avondeten|avondmaal|avondmaaltijd|bij het eten|als avondeten|(?:['’]s ?avonds|savonds) (?:\p{L}+ ){0,2}(?:frietjes|friet|patat|pannenkoeken|pizza|soep|gegeten))(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:abendessen|abendbrot|znacht|nachtessen|zum essen)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:d[îi]ner|souper|au repas du soir)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:cena|cenar|cenó|cenamos|cenaron)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:jantar|jantou|jantámos|jantamos|janta)(?![\p{L}])/iu,
  // (`晚上吃奶奶包的饺子`: what was eaten in the evening is supper; so are the dumplings made for it, `晚上包饺子`.)
  zh: /晚饭|晚餐|年夜饭|团圆饭|晚上(?:\p{Script=Han}{0,3})?(?:[吃喝]|包(?:了)?饺子|做饭|煮)/u,
};
/** Breakfast, as parents write it: the parent's own is told in place of the story's (`desayuno tostadas con tomate`). */
const BREAKFAST: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:breakfast|brekkie|brekky)(?![\p{L}])/iu,
  nl: /(?<![\p{L}])(?:ontbijt\p{L}*|ontbeten)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:frühstück\p{L}*|gefrühstückt|zmorge)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:petit[- ]d[ée]j\p{L}*)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:desayun\p{L}*)(?![\p{L}])/iu,
  // (`acordou cedo e comeu papa de aveia`: what was eaten on waking.)
  pt: /(?<![\p{L}])(?:pequeno[- ]almo[çc]o|caf[ée] da manh[ãa]|acordou[^,.;]*\bcomeu)(?![\p{L}])/iu,
  zh: /早饭|早餐|早点/u,
};
/**
 * Eating or drinking, as parents write what the child had in the morning without the word breakfast (`s ochtends pap
 * gegeten`, `早上喝了豆浆吃了小笼包`): with a morning word, at home, the breakfast.
 */
const ATE: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:ate|eaten|gobbled|scoffed)(?![\p{L}])/iu,
  nl: /(?<![\p{L}])(?:gegeten|at|opgegeten|gedronken)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:gegessen|aufgegessen|aß|gabs|gab es|getrunken)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:mangé|mange|bu)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:comió|comio|se comió|tomó|tomo|bebió)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:comeu|tomou|bebeu)(?![\p{L}])/iu,
  zh: /吃了|喝了/u,
};
/** The evening's bath or shower, as parents write it (not Spanish `al baño`, the toilet). */
const BATH: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:bath|baths|bathtime|bubble bath|shower|showered)(?![\p{L}])/iu,
  nl: /(?<![\p{L}])(?:in (?:het )?bad|badje(?! in de tuin)|badderen|gebadderd|in bad geweest|douche|gedoucht|onder de douche)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:bad|baden|gebadet|badewanne|wanne|dusche|duschen|geduscht)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:bain|douche|douché|douchée)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:(?<!(?:al|el|del) )baño|bañito|bañera|bañerita|bañ(?:é|ó|amos|aron|arse|arla|arlo)|ducha|duchó|duchamos)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:(?<!casas? de )banho|banhinho|banheira|duche|chuveiro)(?![\p{L}])/iu,
  zh: /洗澡|泡澡|洗了澡|冲凉/u,
};

/**
 * Words of a trouble at bedtime itself, in bed, after the bath (`at bedtime the wind was howling`, `couldnt get to
 * sleep`, `wollte nicht einschlafen`, `睡觉的时候`): the evening's supper and bath came before it.
 */
const AT_BEDTIME: Record<Language, RegExp> = {
  en: /(?<!\p{L})(?:bedtime|bed time|in bed|going to bed|gone to bed|lights out|(?:couldn[’']?t|could not|wouldn[’']?t|would not|didn[’']?t want to|did not want to|won[’']?t|not) (?:get to |go to |go off to |fall a)?sleep)(?!\p{L})/iu,
  nl: /(?<!\p{L})(?:bedtijd|in bed|in zijn bed|in haar bed|naar bed|slapengaan|slapen gaan|niet (?:in )?slapen|kon (?:maar )?niet (?:in)?slapen|wou niet slapen|wilde niet slapen)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:beim zubettgehen|beim ins bett gehen|im bett|ins bett|zu bett|einschlafen|nicht (?:ein)?schlafen|schlafenszeit|licht aus)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:au coucher|à l[’']heure du coucher|au lit|dans son lit|se coucher|s[’']endormir|dormir|extinction des feux)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:hora de dormir|a la cama|en la cama|en su cama|al acostar(?:se|la|lo)?|(?:se )?(?:pod[ií]a|quer[ií]a) dormir|dormirse)(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:hora de (?:dormir|deitar)|na cama|para a cama|pra cama|ao deitar|adormecer|(?:não )?(?:conseguia|queria) dormir)(?!\p{L})/iu,
  zh: /睡觉的时候|睡前|临睡|上床|躺在床上|睡不着|不敢睡|不肯睡|不想睡|哄睡/u,
};

/**
 * Whether the child was in pyjamas before the evening's scene 6 (a trouble in bed, asleep on the way home): it says no
 * bath nor pyjamas of its own.
 */
const readyForBed = (day: DayPlan) => day.eveningTrouble?.atBed === true || day.asleepHome === true;

const known = (ids: (ActivityId | undefined)[]) => ids.filter((id): id is ActivityId => id !== undefined);
/** The activities a reading names by its events and its places, not by a thing alone; vague places (`garden`) too. */
const settingsIn = (found: Readonly<Recognised>, vague: boolean) =>
  known([
    ...found.events.map((event) => ACTIVITY_OF_EVENT[event]),
    ...found.places.filter((place) => vague || !VAGUE_PLACES.includes(place)).map((place) => ACTIVITY_OF_PLACE[place]),
  ]);
/** The activities a text names by a place or an event, not by a thing alone. */
const settingsOf = (text: string, language: Language) => settingsIn(readText([text], language), true);

/**
 * The activities a text names, the most telling first: events, then places, then things, vague places last.
 * A thing is no activity of its own where the named place shows it (sandcastles at the beach are no sandpit), and an
 * outing's thing at home is a toy (a train track in the living room is no train ride).
 */
function activitiesOf(text: string, language: Language): ActivityId[] {
  const found = readText([text], language);
  const settings = settingsIn(found, false);
  const isHome = (place: PlaceId) => HOME_PLACES.includes(place) && !ACTIVITY_OF_PLACE[place];
  // A home place and an outing's thing in one part of a sentence (`the train track in the living room`).
  const toysAtHome = found.places.some(isHome)
    ? partsOf(text, language)
        .map((part) => readText([part], language))
        .filter((part) => part.places.some(isHome))
        .flatMap((part) => part.things)
    : [];
  // Ducks among hens and cows are a farmyard's (`看了小鸡小鸭` in the grandparents' village), not the park's pond.
  const farmyard = found.things.some((thing) => FARM_ANIMALS.includes(thing));
  // A biscuit eaten is no baking (`kreeg een koekje`): only one made or baked is.
  const baked = BAKES[language].test(text);
  const ofThings = known(
    found.things
      .filter((thing) => !settings.some((id) => (ACTIVITIES[id].things as readonly ThingId[]).includes(thing)))
      .filter((thing) => !(farmyard && thing === 'ducks') && !(thing === 'cookies' && !baked))
      .map((thing) => {
        const id = ACTIVITY_OF_THING[thing];
        return id && toysAtHome.includes(thing) && !HOME_PLACES.includes(ACTIVITIES[id].place) ? undefined : id;
      }),
  );
  const vague = found.places.filter((place) => VAGUE_PLACES.includes(place));
  // A dentist's appointment is no doctor's, a market no supermarket (`rdv chez le dentiste`, `去菜市场买菜`).
  const givesWay = (id: ActivityId) => GIVES_WAY_TO[id]?.some((event) => found.events.includes(event)) === true;
  // The garden is where something else happened (`made a snowman in the garden`, `sledging in the garden`), or
  // something or someone else was there (`put the sprinkler on in the backyard`, an egg hunt, a friend): no gardening,
  // unless something of gardening is there or its words say some was done (flowers, seeds, `planted`).
  const withFriend = found.people.some((person) => person === 'friend' || person === 'friends');
  const elsewhere = [...settings, ...ofThings].some((id) => id !== 'activity-gardening');
  const ungardened =
    !ofThings.includes('activity-gardening') &&
    !GARDENING[language].test(text) &&
    (found.things.length > 0 || found.events.length > 0 || withFriend);
  const inGarden = found.places.includes('garden');
  const gardenOnly = inGarden && !ofThings.includes('activity-gardening') && (elsewhere || ungardened);
  // (A garden played in with a friend, `played with her friend Lily in the garden`, is playing with friends.)
  const playedIn = inGarden && ungardened && !elsewhere && withFriend;
  // The car that brought them home asleep (`fell asleep in the car on the way home`) is no ride of its own.
  const carHome =
    WAY_HOME[language].test(text) &&
    partsOf(text, language)
      .filter((part) => !WAY_HOME[language].test(part))
      .every((part) => !readText([part], language).things.some((thing) => ACTIVITY_OF_THING[thing] === 'car-ride'));
  // Nor is the car the tears or the temper were in (`hat im auto geweint`) a ride of its own.
  const feltInCar = found.mishaps.some((id) => id === 'cried' || id === 'tantrum');
  const ids = [
    ...settings,
    ...ofThings,
    ...known(vague.map((place) => ACTIVITY_OF_PLACE[place])),
    ...(playedIn ? (['activity-playing-with-friends'] as const) : []),
  ].filter((id) => !(gardenOnly && id === 'activity-gardening') && !((carHome || feltInCar) && id === 'car-ride'));
  return [...new Set(ids.filter((id) => !givesWay(id)))];
}

/** Words of gardening done (`planted`, `pflanzen`, `regar`, `种`): a garden that is gardened, not only played in. */
const GARDENING: Record<Language, RegExp> = {
  en: /(?<!\p{L})(?:plant\p{L}*|weed\p{L}*|dig|digging|dug|water(?:ed|ing)? the|seeds?|sow\p{L}*|garden(?:ed|ing)|veg patch|flower ?beds?|pick(?:ed|ing)? (?:some |the |a few )?(?:flowers|apples|tomatoes|strawberries|berries|beans|peas|plums|pears|veg\p{L}*)|harvest\p{L}*)(?!\p{L})/iu,
  nl: /(?<!\p{L})(?:plant\p{L}*|geplant|zaai\p{L}*|gezaaid|onkruid|gieter|water geven|tuinieren|getuinierd|moestuin|graven|gegraven|geplukt|plukken|oogst\p{L}*)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:pflanz\p{L}*|gepflanzt|gieß\p{L}*|gegossen|säen|gesät|unkraut|beet\p{L}*|gärtner\p{L}*|buddeln|gebuddelt|umgraben|graben|gegraben|pflück\p{L}*|gepflückt|ernte\p{L}*|geerntet)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:plant\p{L}*|arros\p{L}*|sem\p{L}*|potager|jardin(?:é|er|age)|désherb\p{L}*|creus\p{L}*|cueilli\p{L}*|récolt\p{L}*)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:plant\p{L}*|reg\p{L}*|sembr\p{L}*|huerto|malas hierbas|jardiner\p{L}*|cav\p{L}*|recog\p{L}*|cosech\p{L}*)(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:plant\p{L}*|reg\p{L}*|seme\p{L}*|horta|jardinage\p{L}*|ervas daninhas|cav\p{L}*|colh\p{L}*|apanh\p{L}*)(?!\p{L})/iu,
  zh: /种|浇水|浇花|拔草|菜园|松土|挖土|摘/u,
};

/** Words of baking or making something to eat, which a biscuit's word needs to be a morning of baking. */
const BAKES: Record<Language, RegExp> = {
  en: /\b(?:bak(?:e|ed|es|ing)|mak(?:e|es|ing)|made|baker)\b/iu,
  nl: /bak(?:ken|t|te|ten)\b|gebakken|gemaakt|\bmaken\b|\bmaakte|bakker/iu,
  de: /back(?:en|t|te|ten)\b|gebacken|gebackt|gemacht|\bmachen\b|\bmachte|bäcker/iu,
  fr: /\b(?:fait|faire|fais|faisons|pâtisserie|patisserie|cuisin\p{L}*|boulang\p{L}*|(?:matinée|aprem|après-midi) crêpes)\b/iu,
  es: /\b(?:horne\p{L}*|hicimos|hacer|hizo|hacemos|hecho|repostería|reposteria|cocin\p{L}*)\b/iu,
  pt: /\b(?:ass(?:ar|ou|amos|ámos)|fizemos|fazer|fez|feito|cozinh\p{L}*|pastelaria)\b/iu,
  zh: /烤|做|烘焙|揉面/u,
};

/** Places a party is held at, and whose friends came to it: the party's, in its own sentence. */
const PARTY_SETTINGS: readonly ActivityId[] = [
  'activity-playground',
  'activity-daycare',
  'activity-playing-with-friends',
];

/** A comforting act in the parent's words: a cuddle, a kiss, a plaster, a lap. */
const COMFORTS: Record<Language, RegExp> = {
  en: /\b(?:cuddl\p{L}*|hug\p{L}*|kiss\p{L}*|held (?:him|her)|plaster|band-?aid|cwtch|on (?:\p{L}+ )?lap|carried (?:him|her)|said (?:it was |it['’]s )?(?:ok|okay|fine|all right|alright)\b|(?:it )?didn['’]?t matter|kissed it better|blew on it|(?:put|rubbed) (?:some )?cream)/iu,
  nl: /(?:een|dikke|grote) knuffel(?!\p{L})|knuffelde|troost|kusje|pleister|op schoot|gedragen|niet erg|geeft niks|geeft niets|geblazen|zalfje|crème/iu,
  de: /umarm|knuddel|kuss|küss|tröst|pflaster|gepustet|in den arm|auf den arm|auf dem schoß|auf den schoß|getragen|nicht schlimm|macht nix|macht nichts/iu,
  fr: /câlin|calin|bisou|consol|pansement|dans ses bras|sur ses genoux|se coller|se blottir|vient se blottir|pas grave|soufflé dessus|pommade|crème/iu,
  es: /abraz|abrac[eé]|beso|besito|consol|tirita|mimos|en brazos|piernas de|regazo|no se (?:le )?despeg|no pasa nada|no (?:importa|importaba)|sopl[óoée]|cremita|pomada/iu,
  pt: /abraç|abrac(?:ei|ou)|beijinho|beijo|consol|penso|colo|não (?:fazia|faz|faria) mal|não (?:há|havia) problema|sopr(?:ou|ei)|pomada|creminho/iu,
  zh: /抱|亲|安慰|创可贴|哄|背着|背回|没关系|没事|吹了吹|吹吹|擦药|涂药|抹药/u,
};

/**
 * A grown-up's staying with the child through it, as the story retells it (`Mama hockte sich zu Zuri hin und wartete`,
 * `sang “Twinkle, Twinkle”`): beside a comforting act, the parent's own comfort in scene 4.
 */
const STAYS: Record<Language, RegExp> = {
  en: /\b(?:waited|sang|(?:stayed|sat|lay(?: down)?) with (?:him|her)|calmed (?:him|her))\b/iu,
  nl: /gewacht|wachtte|gezongen|(?<!\p{L})zong(?!\p{L})|bij (?:hem|haar) (?:gelegen|gezeten|gebleven)/iu,
  de: /gewartet|wartete|gesungen|(?<!\p{L})sang(?!\p{L})|hingehockt|hockte sich|beruhigt/iu,
  fr: /attend|chant|rest(?:e|é|ée) (?:près|avec)/iu,
  es: /esper(?:ó|aron)|cant(?:ó|aron|ando)(?!\p{L})|se qued[óo] con|se tumb[óo] con/iu,
  pt: /esper(?:ou|aram)|cant(?:ou|aram|ando)(?!\p{L})|ficou com/iu,
  zh: /陪着|陪她|陪他|唱/u,
};

/** How long a ride took, as parents write it: `5 hrs`, `1h de voiture`, `9 uur rijden`, `两个小时`. */
const RIDE_HOURS =
  /\d+\s*(?:h|hrs?|hours?|std|stunden|uur|horas?|heures?|个?小时)(?!\p{L})|[一两三四五六七八九十半]个?小时/iu;

/** A trip by its own word: `viagem de avião`, `viajamos en avion`, `long drive`, `vlucht`, `Flug`, `voyage`. */
const TRIP =
  /(?<!\p{L})(?:(?:viag|viaj|voyag|reis)\p{L}*|voo|vuelo|vol|trip|journey|drive|flight|vlucht|flug|fahrt)(?!\p{L})/iu;

/** A Chinese ride by what the child sat in or took (`坐飞机去三亚`, `坐爷爷的车`, `乘地铁`). */
const RIDE_ZH = /[坐乘](?:了)?(?:[^，,。\s]{0,4}的)?(?:飞机|火车|高铁|动车|地铁|车|船|轮渡)/u;

/** Hiding, as parents write it: in a fright, its course. */
const HIDES: Record<Language, RegExp> = {
  en: /\b(?:hid|hide|hides|hiding)\b/iu,
  nl: /verstop|verstopte/iu,
  de: /versteck/iu,
  fr: /\bcach(?:é|ée|er|ait|e)\b/iu,
  es: /escond/iu,
  pt: /escond/iu,
  zh: /躲/u,
};

/** The animals of a farmyard. */
const FARM_ANIMALS: readonly ThingId[] = ['chickens', 'cow', 'sheep', 'horse'];
/** The animals a day can tell of. */
const ANIMALS: readonly ThingId[] = THINGS.slice(0, THINGS.indexOf('tortoise') + 1);

/**
 * Where a part of a sentence names a place only as what came after (`meltdown in the hallway before nursery`, `drama
 * in de gang voor de opvang`, `去幼儿园之前在门口哭闹`): the words of that place, cut off.
 */
const BEFORE_PLACE: Record<Language, RegExp> = {
  en: /(?<![\p{L}])before (?=(?:the |going to |we went to |nursery|daycare|preschool|school|creche|childcare|kindy))/iu,
  nl: /(?<![\p{L}])voor (?=(?:de |het |we naar )?(?:opvang|creche|crèche|kdv|school|peuterspeelzaal|gastouder))/iu,
  de: /(?<![\p{L}])(?:vor (?=(?:der |dem |die )?(?:kita|krippe|kindergarten|kiga|tagesmutter|schule))|bevor (?=wir|es))/iu,
  fr: /(?<![\p{L}])avant (?=(?:la |l’|l'|d’aller|de partir)?\s?(?:crèche|creche|école|ecole|nounou|garderie|maternelle|aller|partir))/iu,
  es: /(?<![\p{L}])antes de (?=(?:la |el |ir a )?(?:guarde|guardería|guarderia|escuela|cole|colegio|jardín|jardin|kinder|ir))/iu,
  pt: /(?<![\p{L}])antes d[aeo] (?=(?:ir (?:para|pra) (?:a )?)?(?:creche|escola|escolinha|infantário|infantario|ir))/iu,
  zh: /(?:之前|以前|出门前)/u,
};
/** A part of a sentence without the place it names only as where the child went after (`… before nursery`). */
function hereOf(part: string, language: Language): string {
  const at = part.search(BEFORE_PLACE[language]);
  // (Chinese says the place first: `去幼儿园之前`.)
  return at < 0 ? part : language === 'zh' ? part.slice(at) : part.slice(0, at);
}
/** A part's activities but those it names only as where the child went after. */
const activitiesHere = (part: string, language: Language) => activitiesOf(hereOf(part, language), language);

/**
 * The activity where the day's trouble happened, as the parent's sentence of it says: the part that tells the trouble
 * (`cried at drop off`), else the nearest part before it in its sentence (`nursery this morning`); none when the
 * sentence names no place of its own.
 */
function activityOfTrouble(
  description: string,
  mishap: MishapId,
  readOne: (text: string) => Readonly<Recognised>,
  language: Language,
): ActivityId | undefined {
  const sentence = sentencesOf(description).find((one) => readOne(one).mishaps.includes(mishap));
  if (!sentence) return undefined;
  const parts = partsOf(sentence, language);
  const at = parts.findIndex((part) => readOne(part).mishaps.includes(mishap));
  for (let index = at < 0 ? parts.length - 1 : at; index >= 0; index--) {
    // (A slide at daycare is daycare's: `在幼儿园从滑梯上摔下来` happened at daycare, not at a playground.)
    const here = activitiesHere(parts[index] ?? '', language);
    const found = here.includes('activity-daycare') ? 'activity-daycare' : here[0];
    if (found) return found;
  }
  return undefined;
}

/**
 * Whether a text says a key of the reteller in any form of its word: by its first four letters (`looking`, `looked`;
 * `bouwen`, `bouwde`), and in Dutch and German after the `ge` of a participle (`bakken`, `gebakken`; `bouwen`,
 * `gebouwd`).
 */
function saysInAnyForm(reteller: (typeof RETELLERS)[Language], language: Language, text: string, key: string): boolean {
  if (reteller.has(text, key)) return true;
  // (Or, in Dutch and German, as the head of a compound: `beker gelijmd met opa` beside `zn lievelingsbeker … opa heeft
  // de stukjes gelijmd`.)
  if (
    (language === 'nl' || language === 'de') &&
    [...key].length >= 4 &&
    new RegExp(`\\p{L}{3}${key.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}\\p{L}{0,3}(?!\\p{L})`, 'iu').test(text)
  )
    return true;
  const letters = [...key];
  if (letters.length < 5) return false;
  const stem = letters.slice(0, 4).join('');
  return reteller.has(text, stem) || ((language === 'nl' || language === 'de') && reteller.has(text, `ge${stem}`));
}

/** A sentence's activities in the order its clauses tell them (`baked this morning, then the park`). */
function inClauseOrder(sentence: string, ids: readonly ActivityId[], language: Language): ActivityId[] {
  const clauses = sentence.split(language === 'zh' ? CLAUSE_BREAK_ZH : CLAUSE_BREAK);
  if (ids.length < 2 || clauses.length < 2) return [...ids];
  const found = clauses.map((clause) => activitiesOf(clause, language));
  const at = (id: ActivityId) => {
    const index = found.findIndex((inClause) => inClause.includes(id));
    return index < 0 ? clauses.length : index;
  };
  return ids
    .map((id, order) => ({ id, order }))
    .sort((a, b) => at(a.id) - at(b.id) || a.order - b.order)
    .map(({ id }) => id);
}

function activityOf(texts: string[], language: Language): ActivityId | undefined {
  return activitiesOf(texts.join('\n'), language)[0];
}

/**
 * Whom the child held on to, hid behind or cried into in the trouble's own words (`cried into mummy's neck`,
 * `agarrou-se ao meu pescoço`, `hat sich an papa geklammert`, `躲在爸爸身后`): the one who comforts. Each pattern's
 * first group is the word for them.
 */
const HELD_ON_TO: Record<Language, readonly RegExp[]> = {
  en: [
    /(?<!\p{L})(?:cried|crying|sobbed|sobbing|clung|clinging|hid|hiding|held on|snuggled|cuddled|buried (?:her|his) face)\s+(?:[\p{L}’']+\s+){0,3}?(?:into|onto|on|to|behind|against|in)\s+([\p{L}’']+)/iu,
  ],
  nl: [
    /(?<!\p{L})(?:huilde|huilen|klampte|vastgeklampt|verstopte|verstopt|kroop|gekropen)\s+(?:[\p{L}’']+\s+){0,3}?(?:aan|bij|achter|tegen|in)\s+([\p{L}’']+)/iu,
    /(?<!\p{L})(?:aan|bij|achter|tegen)\s+([\p{L}’']+)\s+(?:[\p{L}’']+\s+){0,2}?(?:vastgeklampt|geklampt|verstopt|gekropen|gehuild)(?!\p{L})/iu,
  ],
  de: [
    /(?<!\p{L})(?:weinte|klammerte|versteckte|kuschelte|kroch)\s+(?:[\p{L}]+\s+){0,3}?(?:an|bei|hinter|in)\s+([\p{L}]+)/iu,
    /(?<!\p{L})(?:an|bei|hinter)\s+([\p{L}]+)\s+(?:[\p{L}]+\s+){0,2}?(?:festgeklammert|geklammert|versteckt|gekuschelt|gekrochen|geweint)(?!\p{L})/iu,
  ],
  fr: [
    /(?<!\p{L})(?:pleur\p{L}*|blotti\p{L}*|accroch\p{L}*|caché\p{L}*|cache|réfugi\p{L}*|refugi\p{L}*|serré\p{L}*)\s+(?:[\p{L}’']+\s+){0,3}?(?:contre|à|a|dans les bras de|derrière|derriere|dans le cou de)\s+([\p{L}’']+)/iu,
  ],
  es: [
    /(?<!\p{L})(?:llor\p{L}*|agarr\p{L}*|abrazad\p{L}*|escond\p{L}*|pegad\p{L}*)\s+(?:[\p{L}]+\s+){0,3}?(?:a|al|detrás de|detras de|contra)\s+([\p{L}]+)/iu,
  ],
  pt: [
    /(?<!\p{L})(?:chor\p{L}*|agarr\p{L}*|abraçad\p{L}*|escond\p{L}*|encolh\p{L}*)(?:-se)?\s+(?:[\p{L}-]+\s+){0,3}?(?:a|ao|à|atrás d[oa]|contra)\s+([\p{L}]+)/iu,
  ],
  zh: [/(?:搂着|抱着|躲在|躲到|趴在|扑进|钻进|扑到|抱住|搂住)(我|妈妈|爸爸|奶奶|爷爷|外婆|外公|姥姥|姥爷)/u],
};
/** The parent's own `my` or `me` in those words: the parent who writes. */
const WRITER_WORD: Record<Language, RegExp> = {
  en: /^(?:my|me)$/iu,
  nl: /^(?:mij|me|mijn)$/iu,
  de: /^(?:mir|mich|mein\p{L}*)$/iu,
  fr: /^(?:moi|mon|ma)$/iu,
  es: /^(?:mí|mi)$/iu,
  pt: /^(?:mim|meu|minha)$/iu,
  zh: /^我$/u,
};

/** Whom someone went along with, as the words name them (`with daddy`, `avec papa`, `c a mãe`, `跟爸爸`). */
const ALONG_WITH: Record<Language, RegExp> = {
  en: /(?<!\p{L})(?:with|w)\s+(?:my\s+|his\s+|her\s+)?[\p{L}’']+/giu,
  nl: /(?<!\p{L})(?:met|mee met)\s+(?:mijn\s+|zn\s+|zijn\s+|haar\s+|de\s+)?[\p{L}’']+/giu,
  de: /(?<!\p{L})(?:mit|mitm|mit dem|mit der)\s+(?:meiner\s+|meinem\s+|seiner\s+|seinem\s+|ihrer\s+|ihrem\s+)?[\p{L}]+/giu,
  fr: /(?<!\p{L})(?:avec)\s+(?:son\s+|sa\s+|mon\s+|ma\s+)?[\p{L}’']+/giu,
  es: /(?<!\p{L})(?:con)\s+(?:su\s+|mi\s+|el\s+|la\s+)?[\p{L}]+/giu,
  pt: /(?<!\p{L})(?:com|c)\s+(?:o\s+|a\s+|os\s+|as\s+)?[\p{L}]+/giu,
  zh: /(?:跟|和|陪着?)(?:爸爸|妈妈|奶奶|爷爷|外婆|外公|姥姥|姥爷)/gu,
};

/** Ran off with a thing, or snatched it (`ran off with the ball`, `den ball geschnappt`, `叼走了`): the thing is lost. */
const RAN_OFF_WITH: Record<Language, RegExp> = {
  en: /(?<!\p{L})(?:ran off with|run off with|made off with|took off with|nicked|pinched|stole|grabbed)(?!\p{L})/iu,
  nl: /(?<!\p{L})(?:ervandoor met|er vandoor met|rende weg met|jatte|pikte|pakte)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:geschnappt|geklaut|damit abgehauen|damit weg|rannte weg mit)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:est parti avec|partie avec|s['’]est sauvée? avec|a piqué|a volé|a chipé|chopé)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:se llevó|salió corriendo con|se fue corriendo con|robó|agarró)(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:fugiu com|saiu correndo com|roubou|levou|abocanhou)(?!\p{L})/iu,
  zh: /叼走|抢走|叼着.*跑|拿走/u,
};

/** The parent's `we` in a clause (`we saw a seal`, `on a vu`, `vimos`, `我们`). */
const FIRST_PLURAL: Record<Language, RegExp> = {
  en: /(?<!\p{L})(?:we|us)(?!\p{L})/iu,
  nl: /(?<!\p{L})(?:we|wij|ons)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:wir|uns)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:on|nous)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:nosotros|\p{L}{2,}mos)(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:nós|a gente|\p{L}{2,}mos)(?!\p{L})/iu,
  zh: /我们|咱们/u,
};

/** The writer's own `I`, `me`, `my` in a clause: the clause is theirs, not the one they went along with. */
const FIRST_SINGULAR: Record<Language, RegExp> = {
  en: /(?<!\p{L})(?:i|me|my|i['’]m)(?!\p{L})/iu,
  nl: /(?<!\p{L})(?:ik|me|mij|mijn)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:ich|mich|mir|mein\p{L}*)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:je|j['’]|moi|me|m['’]|mon|ma|mes)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:yo|me|mi|mis|conmigo)(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:eu|me|mim|meu|minha|comigo)(?!\p{L})/iu,
  zh: /我(?![们])/u,
};

/** A clause the parent set against the one before it (`mais quelqu'un l'avait emprunté`, `但是关门了`). */
const BUT_FIRST: Record<Language, RegExp> = {
  en: /^(?:but|except)(?!\p{L})/iu,
  nl: /^maar(?!\p{L})/iu,
  de: /^(?:aber|doch)(?!\p{L})/iu,
  fr: /^mais(?!\p{L})/iu,
  es: /^(?:pero|mas)(?!\p{L})/iu,
  pt: /^(?:mas|só que|so que)(?!\p{L})/iu,
  zh: /^(?:但是|可是|但|可|不过|结果)/u,
};

/** A `but` within a sentence, that sets what comes after against what came before. */
const BUT_SPLIT: Record<Language, RegExp> = {
  en: /[\s,]+but\s/iu,
  nl: /[\s,]+maar\s/iu,
  de: /[\s,]+(?:aber|doch)\s/iu,
  fr: /[\s,]+mais\s/iu,
  es: /[\s,]+pero\s/iu,
  pt: /[\s,]+(?:mas|só que|so que)\s/iu,
  zh: /但是|可是|不过/u,
};

/** The parent who writes, gone along with (`baked anzac bikkies w me`, `mit mir`, `跟我`): no one else was. */
const WITH_ME: Record<Language, RegExp> = {
  en: /(?<!\p{L})(?:with|w)\s+me(?!\p{L})/iu,
  nl: /(?<!\p{L})met\s+(?:mij|me)(?!\p{L})/iu,
  de: /(?<!\p{L})mit\s+mir(?!\p{L})/iu,
  fr: /(?<!\p{L})avec\s+moi(?!\p{L})/iu,
  es: /(?<!\p{L})conmigo(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:comigo|com\s+mim|c\s+mim|cmg)(?!\p{L})/iu,
  zh: /(?:跟|和|陪)我(?!们)/u,
};

/** The word that names a thing: the last in English, Dutch, German and Chinese, the first in the Romance languages. */
function headWord(text: string, language: Language): string | undefined {
  const keys = RETELLERS[language].keys(text);
  return ['fr', 'es', 'pt'].includes(language) ? keys[0] : keys.at(-1);
}

/** The title a Chinese grown-up's name ends with (`周阿姨`, `李老师`, `王奶奶`). */
const ZH_TITLE_END = /(?:阿姨|叔叔|奶奶|爷爷|老师|伯伯|婆婆|阿公|阿婆)$/u;

/**
 * A text with the names the parent gave taken out, so that `the cat Biscuit` is read as a cat, not as biscuits. A name
 * becomes `mark` (a comma ends a thing of the day at it); `anyCase` also finds `moritz` for `Moritz`.
 */
function withoutNames(
  text: string,
  named: readonly Pick<Named, 'name'>[],
  language: Language,
  { mark = ' ', anyCase = false } = {},
): string {
  let result = text;
  for (const one of named) {
    const escaped = one.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // (A name the parent wrote in lower case only, `a turtle called shelly`, is found in lower case.)
    const flags =
      anyCase || (language !== 'zh' && !new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(text))
        ? 'giu'
        : 'gu';
    // (A Chinese grown-up by surname and title, `周阿姨`, keeps the title: `小周阿姨今天走了` is still a goodbye.)
    const title = language === 'zh' ? ZH_TITLE_END.exec(one.name)?.[0] : undefined;
    // (Another child's mother or father by name, `haar mama ingrid`, goes with the word for them: no Mummy of the
    // child's is read there.)
    const full = one as Partial<Named>;
    const others =
      language !== 'zh' && full.word && full.person === undefined && full.pet === undefined
        ? `(?:${full.word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+)?`
        : '';
    result = result.replace(
      language === 'zh'
        ? new RegExp(escaped, flags)
        : new RegExp(`(?<![\\p{L}\\p{N}])${others}${escaped}(?![\\p{L}\\p{N}])`, flags),
      title && title !== one.name ? title : mark,
    );
  }
  return result;
}

/** Where the text first names a person by a word of theirs (`nounou`, `copine`); infinite where it does not. */
function placeOf(person: PersonId, text: string, language: Language): number {
  const lower = text.toLocaleLowerCase(language);
  return Math.min(
    ...(LEXICONS[language].people[person] ?? []).map((pattern) => {
      const index = lower.indexOf(pattern.replaceAll('*', ''));
      return index < 0 ? Number.POSITIVE_INFINITY : index;
    }),
    Number.POSITIVE_INFINITY,
  );
}

/** People in the order the parent's text first names them (`with Jayden and Grandma`: the cousin first). */
function inTextOrder(people: readonly PersonId[], text: string, language: Language): PersonId[] {
  return [...people].sort((a, b) => placeOf(a, text, language) - placeOf(b, text, language));
}

/** Words before a quotation that make it something said (`she said:`, `zei ze`, `a dit`, `说`). */
const SPEECH: Record<Language, RegExp> = {
  en: /\b(said|says|say|asked|asks|told|tells|shouted|yelled|goes|went|announced|whispered)\b[^.!?]{0,20}$/iu,
  nl: /\b(zei|zegt|zeggen|vroeg|vraagt|riep|roept|fluisterde)\b[^.!?]{0,20}$/iu,
  de: /(?<![\p{L}])(sagte|sagt|meinte|meint|fragte|fragt|rief|ruft|flüsterte|gesagt|gsagt|gseit|gseid|gefragt|gfragt|gfrogt|gemeint|gmeint|gerufen|grüeft|geflüstert|frage)(?![\p{L}])[^.!?]{0,20}$/iu,
  // Not `\b`: it ends no word on an accent (`crié`, `chuchoté`).
  fr: /(?<!\p{L})(dit|disait|dire|demandé|demande|crié|crie|répond|répondu|chuchoté|répète|répété|chanté|chante|hurlé|raconté|s’écrie)(?!\p{L})[^.!?]{0,20}$/iu,
  es: /(?<!\p{L})(dijo|dice|decía|preguntó|pregunta|gritó|grita|gritaba|soltó|exclamó|respondió|cantaba)(?!\p{L})[^.!?]{0,20}$/iu,
  pt: /(?<!\p{L})(disse|diz|dizia|perguntou|pergunta|gritou|gritava|falou|fala|falava|exclamou|respondeu|cantava)(?!\p{L})[^.!?]{0,20}$/iu,
  zh: /(说|问|喊|讲)[^。！？]{0,6}$/u,
};

/**
 * Words the child said as the story tells them: one run of spaces, no closing mark but a question's or an
 * exclamation's, a capital first letter; undefined when empty or longer than `most` words (30 characters in
 * Chinese).
 */
function asSaid(text: string, language: Language, most: number): string | undefined {
  const words = text
    .replace(/\s+/gu, ' ')
    .replace(/[\s.,;:。，；：…]+$/u, '')
    .trim();
  if (words === '' || (language === 'zh' ? [...words].length > 30 : words.split(' ').length > most)) return undefined;
  return language === 'zh' ? words : words.charAt(0).toLocaleUpperCase(language) + words.slice(1);
}

/**
 * The child's own words, where the parent quotes them after a word of saying (`he said 'thunder is just the sky
 * sneezing'`): each as one sentence of at most 16 words, first letter capital, no closing full stop (a question or an
 * exclamation keeps its mark), with the sentence of the parent's text it came from.
 */
function quotesIn(
  texts: readonly string[],
  language: Language,
  others: readonly string[] = [],
): { words: string; sentence: string; of: string; by?: PersonId | undefined; child?: string | undefined }[] {
  const found: {
    words: string;
    sentence: string;
    of: string;
    by?: PersonId | undefined;
    child?: string | undefined;
  }[] = [];
  /**
   * Whether another child the parent named says them (`lotte riep 'die is van mij'`, `dani le dijo "toma te lo
   * dejo"`): named right before the word of saying, in the same part of the sentence. Those are never the hero's:
   * they are told as theirs, by name.
   */
  const someoneElse = (before: string) => {
    const speech = SPEECH[language];
    const verb = [...before.matchAll(new RegExp(speech.source, `${speech.flags.replace('g', '')}g`))].at(-1);
    const part = (verb ? before.slice(0, verb.index) : before).split(/[.,;!?。，；！？]/u).at(-1) ?? '';
    const last = language === 'zh' ? part.slice(-4) : part.trim().split(/\s+/u).slice(-3).join(' ');
    const lower = last.toLocaleLowerCase(language);
    return others.find((name) => name.trim() !== '' && names(lower, name.toLocaleLowerCase(language), language));
  };
  // (Or a grown-up's words, `granda said 'one bucket, two builders'`, `opa zei: om de beurt`, `mamie leur a dit`:
  // who says them is named right before the word of saying, in the same part of the sentence.)
  const grownUp = (before: string) => {
    // (The last word of saying before the words: an earlier sentence's `mummy said no` is someone else's.)
    const speech = SPEECH[language];
    const verb = [...before.matchAll(new RegExp(speech.source, `${speech.flags.replace('g', '')}g`))].at(-1);
    const part = (verb ? before.slice(0, verb.index) : before).split(/[.,;!?。，；！？]/u).at(-1) ?? '';
    const last = language === 'zh' ? part.slice(-4) : part.trim().split(/\s+/u).slice(-3).join(' ');
    if (CHILD_SUBJECT[language].test(last)) return undefined;
    const near = readText([last], language).people.find((person) => SPEAKING_GROWN_UPS.includes(person));
    if (near !== undefined) return near;
    // Else the part's own subject, said first, where it names no one else (`granny let her help make scones and said
    // "you're my best little helper"`).
    const first = language === 'zh' ? part.trim().slice(0, 4) : part.trim().split(/\s+/u).slice(0, 2).join(' ');
    const named = readText([part], language).people.filter((person) => SPEAKING_GROWN_UPS.includes(person));
    return named.length === 1 &&
      !CHILD_SUBJECT[language].test(first) &&
      readText([first], language).people.includes(named[0] as PersonId)
      ? named[0]
      : undefined;
  };
  const quoted = /(["“„«「『]|(?<![\p{L}\p{N}])')\s*([^"“”„«»「」『』\n]{2,160}?)\s*(["”“»」』]|'(?![\p{L}\p{N}]))/gu;
  for (const text of texts) {
    for (const match of text.matchAll(quoted)) {
      const before = text.slice(Math.max(0, (match.index ?? 0) - 40), match.index);
      if (!SPEECH[language].test(before.replace(/[:：,，]\s*$/u, ''))) continue;
      // (Who says them may be named further back, as the subject of the part: `granny let her help make scones and said`.)
      const wider = text.slice(Math.max(0, (match.index ?? 0) - 90), match.index);
      const by = grownUp(wider.replace(/[:：,，]\s*$/u, ''));
      const child = by === undefined ? someoneElse(before.replace(/[:：,，]\s*$/u, '')) : undefined;
      const words = asSaid((match[2] ?? '').replace(/[.!?。！？…]+\s+(?=\S)/gu, ', '), language, 16);
      if (!words) continue;
      const start = match.index ?? 0;
      const sentence =
        sentencesOf(text).find((each) => text.indexOf(each) <= start && text.indexOf(each) + each.length >= start) ??
        text;
      found.push({ words, sentence: `${sentence} ${match[2] ?? ''}`, of: sentence, by, child });
    }
    // Unquoted, after a colon: `zei: hij is zo klein`, `she said: mummy look`.
    for (const sentence of sentencesOf(text)) {
      const colon = sentence.search(/[:：]/u);
      if (colon < 0 || /["“”„«»「」『』']/u.test(sentence) || !SPEECH[language].test(sentence.slice(0, colon)))
        continue;
      const words = asSaid(sentence.slice(colon + 1), language, 12);
      const by = grownUp(sentence.slice(0, colon));
      if (words && !(by === undefined && someoneElse(sentence.slice(0, colon))))
        found.push({ words, sentence, of: sentence, by });
    }
  }
  return found;
}

/** Rides the family takes to somewhere else: who is at the other end is not on them. */
const RIDE_ACTIVITIES: readonly ActivityId[] = ['activity-train-ride'];
/** Whom a ride goes to see (`train to see granny`, `pour aller voir papi et mamie`, `去爷爷奶奶家`): at its end. */
const TRIP_TO: Record<Language, RegExp> = {
  en: /(?<!\p{L})(?:to see|to visit|to)\s+(?:(?:my|her|his|our|the)\s+)?(?:granny|grandma|grandad|grandpa|gran|nana|nanna|nan|nanny|auntie|aunty|aunt|uncle|cousins?|grandparents)(?:\s+(?:and|&)\s+(?:granny|grandma|grandad|grandpa|gran|nana|nan))?(?:['’]s)?(?!\p{L})/giu,
  nl: /(?<!\p{L})(?:naar|bij)\s+(?:opa|oma|tante|oom|neef|nicht)(?:\s+en\s+(?:opa|oma))?(?!\p{L})/giu,
  de: /(?<!\p{L})(?:zu|zur|zum|besuchen)\s+(?:oma|opa|tante|onkel|omi|opi)(?:\s+und\s+(?:oma|opa))?(?!\p{L})/giu,
  fr: /(?<!\p{L})(?:(?:aller\s+)?voir|chez|rendre visite à)\s+(?:papi|papy|mamie|mamy|tata|tatie|tonton|ma tante|mon oncle|ses grands-parents)(?:\s+et\s+(?:papi|papy|mamie|mamy))?(?!\p{L})/giu,
  es: /(?<!\p{L})(?:a ver|visitar|a casa de)\s+(?:(?:al?|a la|a los)\s+)?(?:abuel[oa]s?|yay[oa]|tit[oa]|t[ií][oa]|abu|tata)(?!\p{L})/giu,
  pt: /(?<!\p{L})(?:ver|visitar|a casa d[oa])\s+(?:[oa]s?\s+)?(?:av[óô]s?|vov[óô]|tio|tia|primos?)(?!\p{L})/giu,
  zh: /去(?:看)?(?:爷爷|奶奶|姥姥|姥爷|外婆|外公|姑姑|舅舅|阿姨|叔叔)+家?/gu,
};
/** Someone who met the ride at its end (`granny met us at the station`, `papi nous attendait a la gare`). */
const MET_AT_END: Record<Language, RegExp> = {
  en: /(?<!\p{L})(?:met us|was waiting|were waiting|picked us up|waiting for us)(?!\p{L})/iu,
  nl: /(?<!\p{L})(?:op te wachten|wachtte|haalde ons op|stond te wachten)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:abgeholt|holte uns ab|wartete|hat gewartet|auf uns gewartet)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:attendait|nous a accueilli\p{L}*|est venue? nous chercher)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:esperaba|nos recogi[oó]|nos fue a buscar)(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:à nossa espera|a nossa espera|esperava|nos buscou|nos foi buscar)(?!\p{L})/iu,
  zh: /接我们|接我|在.{0,6}等我们/u,
};

/** Words of a night away (a sleepover at grandma's): the child stays, so the day's uh-oh is no time to leave. */
const SLEEPOVER: Record<Language, RegExp> = {
  en: /(^|[^\p{L}])(sleep ?overs?|sleeping over|slept over|stay(?:ing|ed)? (?:the night|over)|night at)([^\p{L}]|$)/iu,
  nl: /(^|[^\p{L}])(logeer\p{L}*|logeren|gelogeerd|blijven slapen|bleef slapen|blijft slapen|nachtje)([^\p{L}]|$)/iu,
  de: /(^|[^\p{L}])(übernacht\p{L}*|uebernacht\p{L}*|pyjamaparty|schläft bei|schlafen bei|geschlafen bei|nacht bei)([^\p{L}]|$)/iu,
  fr: /(^|[^\p{L}])(dormi chez|dormir chez|dort chez|nuit chez|soirée pyjama|soiree pyjama)([^\p{L}]|$)/iu,
  es: /(^|[^\p{L}])(pijamada|quedó a dormir|quedarse a dormir|queda a dormir|dormir en casa|durmió en casa|noche en casa)([^\p{L}]|$)/iu,
  pt: /(^|[^\p{L}])(pijamada|festa do pijama|ficou a dormir|ficar a dormir|fica a dormir|dormir na casa|dormir em casa|dormiu na casa|dormiu em casa|noite na casa|noite em casa)([^\p{L}]|$)/iu,
  zh: /(过夜|住一晚|住一夜|睡一晚|在.{1,3}家睡|住在.{1,3}家)/u,
};
/** Words that say a plan did not happen: `not`, `cancelled`, `too hot for`, `wanted to … but`. */
const DID_NOT: Record<Language, RegExp> = {
  en: /(^|[^\p{L}])(not|no|never|cancel+ed|closed|shut|instead|couldn'?t|didn'?t|wasn'?t|won'?t|too (hot|cold|wet|windy|rainy)|wanted to|supposed to|meant to|was going to|were going to|gonna|next time|another day)([^\p{L}]|$)/iu,
  nl: /(^|[^\p{L}])(niet|geen|nooit|afgelast|ging niet door|in plaats van|te (warm|heet|koud|nat)|zouden|wilden|eigenlijk|volgende keer|een andere keer)([^\p{L}]|$)/iu,
  de: /(^|[^\p{L}])(nicht|kein|keine|keinen|nie|abgesagt|fiel aus|ausgefallen|statt|stattdessen|zu (heiß|heiss|kalt|nass)|wollten|eigentlich|nächstes mal|ein andermal)([^\p{L}]|$)/iu,
  // Not a bare `pas`: `il a pas voulu lâcher ma main au judo` is no lesson cancelled.
  fr: /(^|[^\p{L}])(pas (?:pu|allée?s?|été|eu lieu|eu|fait|sortie?s?|de|d[’'])|jamais|annulée?s?|au lieu|trop (chaud|froid)|voulait|voulions|devait|devions|aurait dû|prochaine fois|un autre jour)([^\p{L}]|$)/iu,
  // Not a bare `no`: `al principio no quería soltarse del profe` is no swimming lesson cancelled.
  es: /(^|[^\p{L}])(no (?:fuimos|fue|fueron|pudimos|pudo|hubo|hicimos|hizo|salimos|vamos|había|habia|hay|tuvimos|tuvo|abrió|abrio|abrieron|se pudo)|nunca|sin|cancel\p{L}*|en vez de|en lugar de|demasiado|íbamos|ibamos|queríamos|queriamos|otro día|otro dia|la próxima)([^\p{L}]|$)/iu,
  pt: /(^|[^\p{L}])(não|nao|nunca|cancel\p{L}*|desist\p{L}*|em vez de|demasiado|íamos|iamos|queríamos|queriamos|ia ser|era pra ser|era para ser|outro dia|próxima vez|proxima vez|fica pra|fica para|ficou pra|ficou para)([^\p{L}]|$)/iu,
  // Not a bare 不 or 没: `抱着我腿不撒手` is no cancelled day at the kindergarten.
  zh: /(没去|没能|没有去|去不成|没去成|取消|本来|改天|下次|只能|太热了不|太冷了不)/u,
};
/** A parent's word on the whole day (`lovely day`, `dia tri bom hj`, `schoon dagske`, `开心的一天`). */
const WHOLE_DAY: Record<Language, RegExp> = {
  en: /^\s*(?:\p{L}+\s+){0,3}day(?!\p{L})/iu,
  nl: /^\s*(?:\p{L}+\s+){0,3}(?:dag|dagje|dagske)(?!\p{L})/iu,
  de: /^\s*(?:\p{L}+\s+){0,3}tag(?!\p{L})/iu,
  fr: /^\s*(?:[\p{L}’']+\s+){0,3}(?:journ[ée]e|jour)(?!\p{L})/iu,
  es: /^\s*(?:\p{L}+\s+){0,3}d[ií]a(?!\p{L})/iu,
  pt: /^\s*(?:\p{L}+\s+){0,3}dia(?!\p{L})/iu,
  zh: /^(?:今天)?(?:是)?\p{Script=Han}{0,4}的一天|^今天(?:很|超|特别|好)(?:开心|平静|顺利)/u,
};
/** Grown-ups whose words a parent quotes (`opa zei: om de beurt`): never the child's. */
const SPEAKING_GROWN_UPS: readonly PersonId[] = [...HELPERS, 'doctor'];

/** The word that joins two people (`opa en oma`, `奶奶和爷爷`). */
const AND: Record<Language, RegExp> = {
  en: /\s+(?:and|&)\s+/u,
  nl: /\s+(?:en|&)\s+/u,
  de: /\s+(?:und|&)\s+/u,
  fr: /\s+(?:et|&)\s+/u,
  es: /\s+(?:y|e|&)\s+/u,
  pt: /\s+(?:e|&)\s+/u,
  zh: /和|跟|与/u,
};
/** People who live with the child: one of them ill is no child ill (see `illAtHome`). */
const ILL_AT_HOME: readonly PersonId[] = ['mum', 'dad', 'brother', 'sister', 'baby'];
/** People who live elsewhere: one of them ill is missed today (see `illMissed`). */
const ILL_ELSEWHERE: readonly PersonId[] = ['grandma', 'grandpa', 'grandparents', 'aunt', 'uncle', 'cousin', 'friend'];
/** The child as the subject of a sentence: `she`, `elle`, `sie`, `她`. */
/** A part that begins with a subject pronoun (`il tousse beaucoup`, `她咳嗽`): what is before it, then the pronoun. */
const GOES_ON: Record<Language, RegExp> = {
  en: /^(\s*(?:and |but |so )?)(?:she|he)(?!\p{L})/iu,
  nl: /^(\s*(?:en |maar )?)(?:ze|zij|hij)(?!\p{L})/iu,
  de: /^(\s*(?:und |aber )?)(?:sie|er)(?!\p{L})/iu,
  fr: /^(\s*(?:et |mais )?)(?:elle|il)(?!\p{L})/iu,
  es: /^(\s*(?:y |pero )?)(?:ella|él)(?!\p{L})/iu,
  pt: /^(\s*(?:e |mas )?)(?:ela|ele)(?!\p{L})/iu,
  zh: /^(\s*)[她他](?![爸妈爷奶姥外哥姐弟妹们])/u,
};

/** Words of the child ill as well (`he had a cough too`, `il tousse aussi`, `他也发烧了`). */
const AS_WELL: Record<Language, RegExp> = {
  en: /(?<!\p{L})(?:too|as well|also)(?!\p{L})/iu,
  nl: /(?<!\p{L})(?:ook)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:auch)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:aussi|[ée]galement|lui aussi|elle aussi)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:tambi[ée]n)(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:tamb[ée]m)(?!\p{L})/iu,
  zh: /也|还有/u,
};

const CHILD_SUBJECT: Record<Language, RegExp> = {
  en: /(?<!\p{L})(?:she|he)(?!\p{L})/iu,
  nl: /(?<!\p{L})(?:ze|zij|hij)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:sie|er)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:elle|il)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:ella|él)(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:ela|ele)(?!\p{L})/iu,
  // (Not the 他 of 他爸, 她妈: his dad, her mum.)
  zh: /[她他](?![爸妈爷奶姥外哥姐弟妹])|宝宝|孩子/u,
};
/** The child giving or bringing someone something (`gave me medicine`, `给爸爸拿毛巾`): care, not an illness. */
const CARE: Record<Language, RegExp> = {
  en: /(?<!\p{L})(?:gave|brought|fetched|got|made|took) (?:me|her|him|mummy|mommy|mum|mom|daddy|dad|them)(?!\p{L})/iu,
  nl: /(?<!\p{L})(?:gebracht|gegeven|gehaald|bracht (?:mij|me|haar|hem|mama|papa)|gaf (?:mij|me|haar|hem|mama|papa))(?!\p{L})/iu,
  de: /(?<!\p{L})(?:gebracht|gegeben|geholt|brachte (?:mir|ihr|ihm|mama|papa)|gab (?:mir|ihr|ihm|mama|papa))(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:m[’']a|lui a|leur a) (?:apport[ée]|donn[ée]|fait|amen[ée])(?!\p{L})/iu,
  es: /(?<!\p{L})(?:le|me|les) (?:llev[óo]|llevaba|dio|daba|trajo|traía|dej[óo])(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:levou|deu|trouxe|dava|levava)(?:-lhe|-me|-lhes)?(?!\p{L})/iu,
  zh: /给(?:爸爸|妈妈|我|他|她|哥哥|姐姐)(?:拿|倒|递|端|喂|盖|送)/u,
};
/** Troubles a named pet may have that are no trouble of the child's. */
const PETS_TROUBLES: readonly MishapId[] = ['vaccine', 'sick', 'hurt'];
/** Feelings a parent may say did not come. */
const FELT: readonly MishapId[] = ['cried', 'scared', 'shy', 'tantrum'];
/** Being away for a while, as a parent writes it beside a homecoming (`2 wks offshore`, `na drie weken`, `出差`). */
const AWAY_FOR: Record<Language, RegExp> = {
  en: /(?<!\p{L})(?:\d+|two|three|four|a few|a couple of) (?:days|wks|weeks|nights)|offshore|(?:work |business )?trip|abroad|tour(?!\p{L})/iu,
  nl: /(?<!\p{L})(?:\d+|twee|drie|vier|een paar) (?:dagen|weken|nachten)|buitenland|(?:werk)?reis(?!\p{L})/iu,
  de: /(?<!\p{L})(?:\d+|zwei|drei|vier|ein paar) (?:Tage|Wochen|Nächte)|Dienstreise|Geschäftsreise|Montage|(?<!\p{L})Reise(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:\d+|deux|trois|quatre|quelques) (?:jours|semaines|nuits)|déplacement|deplacement|voyage|mission(?!\p{L})/iu,
  es: /(?<!\p{L})(?:\d+|dos|tres|cuatro|unos) (?:d[ií]as|semanas|noches)|viaje(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:\d+|dois|duas|três|tres|quatro|uns|umas) (?:dias|semanas|noites)|viagem|(?<!\p{L})fora(?!\p{L})/iu,
  zh: /出差|旅游|回国|[一两三四五六七八九十几\d]+(?:天|周|个星期|星期)/u,
};

/**
 * A parent at work, on shift or in hospital (having the baby) all day, as the parent writes it right after them:
 * elsewhere while the day happened. (`went to see mummy at work` is a visit: the words come before, not after.)
 */
const AWAY_TODAY: Record<Language, RegExp> = {
  en: /(?<!\p{L})(?:mummy|mommy|mum|mom|mam|mama|daddy|dad|dada)\s+(?:was\s+|is\s+|had\s+to\s+(?:be\s+|go\s+|work\s+))?(?:still\s+)?(?:(?:out\s+)?tonight\s+)?(?:in(?: the)? hospital|at (?:the )?(?:hospital|work)|working|on (?:a |the )?(?:night |late |early )?shift|away|out(?: tonight)?|on (?:a |her |his )?night out|at (?:a |her |his )?(?:hen do|hen party|stag do|work do|party|wedding))(?!\p{L})/iu,
  nl: /(?<!\p{L})(?:mama|mam|mamma|papa|pap)\s+(?:was|is|moest|lag|ligt|zat|zit)?\s*(?:vanavond\s+|vannacht\s+)?(?:nog\s+)?(?:in het ziekenhuis|aan het werk|werken|naar (?:het |zijn |haar )?werk|(?:de hele dag )?op (?:het |zijn |haar )?werk|dienst|nachtdienst|uit|weg|op stap|op (?:zaken)?reis|naar een feest(?:je)?|op (?:een )?(?:feest(?:je)?|vrijgezellenfeest|bruiloft))(?!\p{L})/iu,
  de: /(?<!\p{L})(?:mama|mami|papa|papi)\s+(?:war|ist|is|musste|lag|liegt)?\s*(?:(?:heute?|heut)\s+abend\s+|abends\s+)?(?:noch\s+)?(?:im krankenhaus|in der klinik|arbeiten|auf arbeit|bei der arbeit|auf der arbeit|im dienst|nachtdienst|schicht|weg|aus|unterwegs|verreist|auf (?:dienst|geschäfts)reise|feiern|aufm? \p{L}*(?:abschied|party|feier|geburtstag|hochzeit)|auf (?:einer |ner )?\p{L}*(?:abschied|party|feier|hochzeit))(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:maman|papa)\s+(?:était|etait|est|a dû|a du|devait)?\s*(?:ce soir\s+)?(?:encore\s+)?(?:à l['’]hôpital|a l['’]hopital|à la maternité|a la maternite|au travail|travaill\p{L}*|de garde|sortie?|de sortie|partie?(?= (?:à|a|en|pour|au|aux) )|en d[ée]placement|en voyage|en soirée|en soiree|à une soirée|a une soiree|à un (?:anniversaire|mariage|enterrement de vie de (?:jeune )?fille)|au resto|au restaurant)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:mam[aá]|mami|pap[aá]|papi)\s+(?:estaba|está|esta|tuvo que|tenía que|tenia que)?\s*(?:esta noche\s+)?(?:todav[ií]a\s+)?(?:en el hospital|en la maternidad|trabajando|de guardia|en el trabajo|de fiesta|de cena|de despedida|fuera|sali[oó]|de viaje|se fue de viaje)(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:a\s+|o\s+)?(?:m[aã]e|mam[aã]|mamãe|pai|papai|papá)\s+(?:estava|está|esta|tá|ta|teve de|teve que|tinha de|tinha que)?\s*(?:hoje à noite\s+|esta noite\s+)?(?:ainda\s+)?(?:no hospital|na maternidade|a trabalhar|trabalhando|de banco|de plantão|de plantao|no trabalho|fora|saiu|em viagem|viajou|a viajar|viajando|numa festa|numa despedida|num jantar|a jantar fora)(?!\p{L})/iu,
  zh: /(?:妈妈|爸爸)(?:今天|今晚|晚上)?(?:一直)?(?:在医院|住院|上班|加班|值班|上夜班|不在家|出差|又出差|去外地|出去了|出去吃饭|去聚会|去参加)/u,
};

/** Words an American parent writes and a British one does not (`daycare`, `diaper`, `popsicle`, `mom`). */
const AMERICAN =
  /(?<!\p{L})(?:daycare|diapers?|pacifier|stroller|popsicles?|candy|cookies?|favorite|color\w*|mom|mommy|momma|moms|pjs|pre-?k|kindergarten|y'all|gotten|fall break|sidewalk|trash|apartment|crib|owie|band-?aids?|mac n cheese|thanksgiving|pediatrician|tylenol|motrin|closet|shots|real (?:sick|sad|good))(?!\p{L})/iu;
/**
 * The pack's British words as an American parent says them (`pyjamas`, `cosy`, `biscuits`): the pack speaks as the
 * parent does. Lower-case words only: a dog called Biscuit keeps his name.
 */
const IN_AMERICAN: readonly (readonly [RegExp, string])[] = [
  [/(?<!\p{L})(p|P)yjamas(?!\p{L})/gu, '$1ajamas'],
  [/(?<!\p{L})(c|C)os(y|ier|iest|ily)(?!\p{L})/gu, '$1oz$2'],
  [/(?<!\p{L})(f|F)avourite(s?)(?!\p{L})/gu, '$1avorite$2'],
  [/(?<!\p{L})(c|C)olour(s|ful|ed)?(?!\p{L})/gu, '$1olor$2'],
  [/(?<!\p{L})biscuit(s?)(?!\p{L})/gu, 'cookie$1'],
  [/(?<!\p{L})jumper(s?)(?!\p{L})/gu, 'sweater$1'],
  [/(?<!\p{L})sandpit(s?)(?!\p{L})/gu, 'sandbox$1'],
  [/(?<!\p{L})ladybird(s?)(?!\p{L})/gu, 'ladybug$1'],
  [/(?<!\p{L})flannel(?!\p{L})/gu, 'washcloth'],
  [/(?<!\p{L})(a|A)eroplane(s?)(?!\p{L})/gu, '$1irplane$2'],
  [/(?<!\p{L})theatre(?!\p{L})/gu, 'theater'],
  [/(?<!\p{L})trousers(?!\p{L})/gu, 'pants'],
  [/(?<!\p{L})nappy(?!\p{L})/gu, 'diaper'],
  [/(?<!\p{L})nappies(?!\p{L})/gu, 'diapers'],
  [/(?<!\p{L})(M|m)ummy(?!\p{L})/gu, '$1ommy'],
  // (A jab is a shot to an American parent, and so is an injection.)
  [/(?<!\p{L})(a|A)n injection(?!\p{L})/gu, '$1 shot'],
  [/(?<!\p{L})Injection(s?)(?!\p{L})/gu, 'Shot$1'],
  [/(?<!\p{L})injection(s?)(?!\p{L})/gu, 'shot$1'],
  [/(?<!\p{L})jab(s?)(?!\p{L})/gu, 'shot$1'],
  [/(?<!\p{L})Jab(s?)(?!\p{L})/gu, 'Shot$1'],
  [/(?<!\p{L})sofa(s?)(?!\p{L})/gu, 'couch$1'],
];

/**
 * Words a British or Australian parent writes (`mum`, `tesco`, `arvo`, `kindy`, `ice block`): Mummy, whatever else
 * sounds American.
 */
const NOT_AMERICAN =
  /(?<!\p{L})(?:mum|mummy|tesco|sainsbury'?s|nursery|arvo|kindy|undies|ice ?blocks?|icy poles?|servo|maccas|woolies|brekkie|thongs)(?!\p{L})/iu;

/** A storm's words (`gewitter`, `le tonnerre`, `打雷`): a fright of it is told with its thunder. */
const STORM: Record<Language, RegExp> = {
  en: /(?<!\p{L})(?:thunder\p{L}*|storm\p{L}*|lightning)(?!\p{L})/iu,
  // (A Dutch `storm` or a German `Sturm` is wind: no thunder comes with it.)
  nl: /(?<!\p{L})(?:onweer\p{L}*|donder\p{L}*|bliksem\p{L}*)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:gewitter\p{L}*|donner(?!stag)\p{L}*|blitz\p{L}*)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:orage\p{L}*|tonnerre\p{L}*|éclairs?)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:tormenta\p{L}*|trueno\p{L}*|rayos?|relámpago\p{L}*)(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:trovoada\p{L}*|trov[ãa]o|trov[õo]es|relâmpago\p{L}*|tempestade)(?!\p{L})/iu,
  zh: /打雷|雷声|雷雨|闪电|雷公公/u,
};
/** A storm of wind, in any language (`schneesturm`, `storm vandaag`, `tempête`, `台风`). */
const STORMY = /(?<!\p{L})(?:\p{L}*sturm\p{L}*|storm\p{L}*|tempête|temporal|tempestade|gale)(?!\p{L})|台风|暴风/iu;
/** Words of the night in a sentence (`last nite`, `cette nuit`, `夜里`): a storm then was the night's, not the day's. */
const ofTheNightWords = (sentence: string) =>
  /(?<!\p{L})(?:night|nite|nacht|nachts|nuit|noche|noite|madrugada)(?!\p{L})|夜里|半夜|晚上/iu.test(sentence);

/** A pack's line of the child hugging a cuddly toy (`Sie drückte ihr Kuscheltier ganz fest`). */
const HUGGED_CUDDLY: Partial<Record<Language, RegExp>> = {
  en: /\b(?:cuddly|soft toy)\b/u,
  de: /Kuscheltier/u,
  fr: /doudou/u,
  es: /peluche/u,
  pt: /peluche/u,
  zh: /玩偶|毛绒/u,
};

/** Jealousy, of a new baby most often: the big sibling's temper, told as feeling left out, comforted with love. */
const JEALOUS: Record<Language, RegExp> = {
  en: /(?<!\p{L})jealous/iu,
  nl: /(?<!\p{L})jaloers/iu,
  de: /eifersücht|eifersucht/iu,
  fr: /(?<!\p{L})jalou/iu,
  es: /(?<!\p{L})celos/iu,
  pt: /ciúme|ciume|ciument/iu,
  zh: /吃醋|嫉妒|醋坛子/u,
};

/** Laughing, in a sentence of the day's trouble: it was laughed off, without tears. */
const LAUGHED: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:laugh\p{L}*|giggl\p{L}*)(?![\p{L}])/iu,
  nl: /(?<![\p{L}])(?:lach\p{L}*|gelachen|giechel\p{L}*)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:lach\p{L}*|gelacht|kicher\p{L}*|gekichert)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:ri|rit|riait|rire|riant|rigol\p{L}*|éclat\p{L}* de rire)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:ri[oóe]\p{L}*|riendo|re[ií]r\p{L}*|carcajad\p{L}*)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:riu|rindo|rir|riam|se riu|deu risada|gargalh\p{L}*)(?![\p{L}])/iu,
  zh: /哈哈大笑|笑个不停|还在笑|一直笑|笑了|咯咯笑/u,
};

/** A feeling said not to have come: `didn't cry`, `no lloró`, `n'a pas pleuré`, `hat nicht geweint`, `没哭`. */
const NOT_FELT: Record<Language, RegExp> = {
  en: /\b(didn'?t|did not|never|wasn'?t|was not|no|without)\s+(even\s+|a\s+|any\s+)?(cry|cried|crying|tears|scared|afraid|shy|fuss|tantrum|meltdown)/iu,
  nl: /\b(niet|geen|nooit)\s+(één\s+|een\s+)?(gehuild|huilen|huilde|traan|tranen|bang|verlegen|driftbui)|\b(huilde|was)\s+(niet|geen)\b(?!\s+meer)/iu,
  de: /\b(nicht|kein|keine|keinen|nie)\s+(einmal\s+|eine\s+)?(geweint|geheult|angst|träne|tränen|schüchtern|wutanfall)|\b(hat|hatte)\s+(gar\s+)?(nicht|nie)\s+(\p{L}+\s+)?geweint/iu,
  fr: /\b(pas|jamais|sans|aucune)\s+(\p{L}+\s+)?(pleuré|pleurer|pleure|peur|larme|timide|colère)/iu,
  // (`no tuvo nada de miedo`, `ni un poquito de miedo`: no fear at all.)
  es: /\bno\s+(\p{L}+\s+)?(lloró|llora|lloraba|llorar|tuvo miedo|se asustó|le dio miedo|se enojó|berrinche)|\bsin\s+(llorar|miedo)|\b(nada|ni (?:un )?(?:poco|poquito)) de (miedo|susto)/iu,
  pt: /\b(não|nao|nem)\s+(\p{L}+\s+)?(chorou|chora|chorar|teve medo|se assustou|birra)|\bsem\s+(chorar|medo)|\bmedo nenhum|\bnenhum medo/iu,
  // `就不哭了` and `才不哭` are crying that stopped, not crying that never came.
  zh: /(没|没有|都没)(哭|怕|害怕|闹)|(?<![才就])不(哭|怕|害怕|闹)(?!了)/u,
};

/**
 * Mishaps that are the course of another, told with it in scene 3 before the comfort: a quarrel that comes to biting or
 * a bump (`hat seine schwester gebissen`). Not a fall's plaster: that is its comfort.
 */
const SAME_TROUBLE: Partial<Record<MishapId, readonly MishapId[]>> = {
  tantrum: ['hurt'],
  // The temper right after something broke is its course, told before the comfort (`alles kaputt. er war sooo
  // wütend`). (Not tears: `就不哭了`, the tears that stopped, is the comfort's.)
  broke: ['tantrum'],
  // A scream in a fright is the fright's (`scared of the hoover again, screamed when i did the stairs`), told before the
  // comfort: no temper of its own.
  scared: ['tantrum'],
  // So is the temper right after a fall (`fell right over in his socks 😂 was raging`): told with the fall, before the
  // cuddle, not after it.
  // (And the hurt it left, `came off her scooter, grazed both knees`: told with the fall, before the plaster.)
  fell: ['tantrum', 'hurt'],
  // And the temper at a thing stuck out of reach (`monster truck got stuck down the back of the couch and he spat the
  // dummy`): told with it, before the grown-up who fished it out.
  stuck: ['tantrum'],
  // Someone missed because they are ill (`Opa ist krank`): the illness is the news of the missing.
  missing: ['sick'],
  // A grown-up ill at home (`mummy had the flu`): their illness is the trouble the child looked after.
  nursing: ['sick'],
};

/**
 * Whom something was for (`a curl in an envelope for Oma`, `a card for granny`): named, not there. Not who was waited
 * for (`waited for Nana to pick her up`).
 */
const FOR_SOMEONE: Partial<Record<Language, RegExp>> = {
  en: /(?<!\bwait(?:ed|ing)?\s)\bfor\s+(?:(?:my|his|her|our|their|the|a)\s+)?[\p{L}’']+/giu,
  nl: /(?<!\bwacht(?:en|te)?\s)\bvoor\s+(?:(?:de|het|zijn|haar|mijn|onze)\s+)?[\p{L}’']+/giu,
  de: /(?<!\bwartet(?:e|en)?\s(?:\p{L}+\s)?)\bfür\s+(?:(?:die|den|der|das|seine|seinen|ihre|ihren|meine|unsere)\s+)?\p{L}+/giu,
  fr: /\b(?:pour|pr)\s+(?:(?:sa|son|ses|la|le|les|mon|ma|notre)\s+)?[\p{L}’']+/giu,
  es: /\bpara\s+(?:(?:su|sus|la|el|los|las|mi|nuestra|nuestro)\s+)?\p{L}+/giu,
  // (And the shorthand of a phone: `castanhas p a avó`.)
  pt: /\b(?:para|pra|pro|p|pa)\s+(?:(?:a|o|os|as|sua|seu|minha|meu)\s+)?\p{L}+/giu,
};
/**
 * And whom the child only spoke of, in words a Chinese parent writes after 说 without quotes (`照镜子说 我变成哥哥了`:
 * no brother was there).
 */
const SPOKEN_OF: Partial<Record<Language, RegExp>> = { zh: /说[：:\s]*[^\s，。！？；,.!?;]*/gu };
/**
 * And whom something was only compared with (`ob hamburg weiter weg is als zur oma`, `bigger than grandpa`): a word
 * that compares (in Dutch and German one in `-er`, as `dan` and `als` also mean `then` and `when`), then who.
 */
const COMPARED_WITH: Record<Language, RegExp> = {
  en: /\bthan\s+(?:(?:to|at)\s+)?(?:(?:my|his|her|our|their|the|a)\s+)?[\p{L}’']+/giu,
  nl: /\b(?!(?:weer|hier|over|onder|eer|der|er)\s)(?:\p{L}+er|meer|minder)\s+dan\s+(?:(?:naar|bij)\s+)?(?:(?:de|het|zijn|haar|mijn|onze)\s+)?[\p{L}’']+/giu,
  de: /\b(?!(?:aber|oder|wieder|immer|leider|über|unter|hinter|der|er|wer|ihr)\s)(?:\p{L}+er|mehr)\s+(?:\p{L}+\s+)?(?:(?:is|ist)\s+)?als\s+(?:(?:zur|zum|bei|nach|die|den|der|das|seine|ihre|meine|unsere)\s+)?\p{L}+/giu,
  fr: /\b(?:plus|moins|aussi)\s+[\p{L}’']+\s+que\s+(?:chez\s+)?(?:(?:sa|son|ses|la|le|les|mon|ma|notre)\s+)?[\p{L}’']+/giu,
  es: /\b(?:más|menos)\s+\p{L}+\s+que\s+(?:(?:a\s+)?(?:la\s+)?casa\s+de\s+)?(?:(?:la|el|su|mi)\s+)?\p{L}+/giu,
  pt: /\bmais\s+\p{L}+\s+(?:do\s+)?que\s+(?:(?:a\s+)?casa\s+d[ao]s?\s+)?(?:(?:a|o|sua|seu|minha|meu)\s+)?\p{L}+/giu,
  zh: /比去?[\p{Script=Han}]{1,3}?(?:家|那儿|那里)?(?=还|更)/gu,
};
/**
 * A sentence without the people who were not there: whom something was for, whom the child only spoke of or
 * compared with.
 */
const withoutAbsent = (text: string, language: Language) =>
  [FOR_SOMEONE[language], SPOKEN_OF[language], COMPARED_WITH[language]].reduce(
    (rest: string, absent) => (absent ? rest.replace(absent, ' ') : rest),
    text,
  );

/** Words of a call (`am telefon`, `on facetime`, `打电话`): whom the child only spoke to that way was not there. */
const ON_THE_PHONE: Record<Language, RegExp> = {
  en: /(?<!\p{L})(?:on the phone|phoned|rang|face ?time\p{L}*|video ?call\p{L}*|on zoom|on whatsapp)(?!\p{L})/iu,
  nl: /(?<!\p{L})(?:aan de telefoon|telefoon|gebeld|belde|bellen|videobel\p{L}*|facetime\p{L}*)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:am telefon|telefon\p{L}*|angerufen|anrufen|videoanruf|videocall|facetime\p{L}*)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:au t[ée]l[ée]phone|t[ée]l[ée]phon\p{L}*|en visio|visio|facetime\p{L}*)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:por tel[ée]fono|al tel[ée]fono|videollamada|por video|facetime\p{L}*)(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:ao telefone|por telefone|videochamada|chamada de v[íi]deo|facetime\p{L}*)(?!\p{L})/iu,
  zh: /打电话|打视频|视频通话|视频电话|电话里/u,
};

/** The other children a day may name (`son grand frère Arthur`, `sa copine Léna`). */
const OTHER_KIDS: readonly PersonId[] = ['brother', 'sister', 'cousin', 'friend'];

/** The rooms of home, where someone ill at home is drawn resting. */
const AT_HOME: readonly PlaceId[] = ['livingRoom', 'bedroom', 'kitchen'];

/** Words of someone ill in bed (`stayed in bed`, `lag im Bett`, `卧床`), read in the scene that tells the illness. */
const IN_BED: Record<Language, RegExp> = {
  en: /(?<!\p{L})(?:(?:in|into|to) (?:the |his |her |their |my |our )?bed|bed ?(?:rest|ridden|bound))(?!\p{L})/iu,
  nl: /(?<!\p{L})(?:(?:in|op) (?:bed|zijn bed|haar bed|z'n bed|ons bed)|bedlegerig)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:(?:im|ins|aufm|auf dem|in seinem|in ihrem) bett|bettlägerig|bettruhe)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:au lit|dans (?:son|le|leur|mon|notre) lit|alit[ée]e?)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:(?:en|de) (?:la |su )?cama|encamad[oa])(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:(?:na|de|em) cama|acamad[oa])(?!\p{L})/iu,
  zh: /床/u,
};

/** Words of a plan for later (`if`, `tomorrow`): someone named only there was not part of today. */
const LATER: Record<Language, RegExp> = {
  en: /(^|[^\p{L}])(if|tomorrow|next (week|time)|will|gonna)([^\p{L}]|$)/iu,
  nl: /(^|[^\p{L}])(als|morgen|volgende (week|keer)|gaan we)([^\p{L}]|$)/iu,
  de: /(^|[^\p{L}])(wenn|falls|nächste (woche|mal)|übermorgen)([^\p{L}]|$)/iu,
  fr: /(^|[^\p{L}])(si|demain|la semaine prochaine|la prochaine fois)([^\p{L}]|$)/iu,
  // `mañana` is tomorrow, but `la mañana` is the morning.
  es: /(^|[^\p{L}])(si|(?<!(la|esta|una) )mañana|la semana que viene|la próxima)([^\p{L}]|$)/iu,
  pt: /(^|[^\p{L}])(se|amanhã|amanha|semana que vem|próxima vez)([^\p{L}]|$)/iu,
  zh: /(如果|明天|下次|下周)/u,
};
/**
 * A day of the week ahead with a coming or going in the present (`vrijdag komt papa weer thuis`, `am freitag kommt
 * sie wieder`, `papa rentre vendredi`): a plan for later, said as parents say it, without a word of the future.
 */
const DAY_AHEAD: Record<Language, RegExp> = {
  en: /(?<!\p{L})(?:comes?|coming|gets? back|is back|be back|back on)(?!\p{L})[^.!?]*(?<!\p{L})(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend)(?!\p{L})/iu,
  nl: /(?<!\p{L})(?:maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|het weekend)\s+(?:komt|gaat|gaan)(?!\p{L})|(?<!\p{L})(?:komt|gaat)(?!\p{L})[^.!?]*(?<!\p{L})(?:maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|wochenende)\s+(?:kommt|geht|fährt|fliegt)(?!\p{L})|(?<!\p{L})(?:kommt|fährt|fliegt)(?!\p{L})[^.!?]*(?<!\p{L})(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:revient|rentre|arrive|reviens|rentrera|reviendra)(?!\p{L})[^.!?]*(?<!\p{L})(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|ce week-end)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:vuelve|viene|llega|regresa)(?!\p{L})[^.!?]*(?<!\p{L})(?:lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo|finde)(?!\p{L})|(?<!\p{L})el (?:lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo) (?:vuelve|viene|llega|regresa)(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:volta|vem|chega|regressa)(?!\p{L})[^.!?]*(?<!\p{L})(?:segunda|terça|terca|quarta|quinta|sexta|sábado|sabado|domingo|fim de semana)(?!\p{L})|(?<!\p{L})(?:na|no) (?:segunda|terça|terca|quarta|quinta|sexta|sábado|sabado|domingo) (?:volta|vem|chega|regressa)(?!\p{L})/iu,
  // (Only with `就`, `才`, `会` or `要` before the coming: `周日，爸爸带他去海洋馆` is the day's own date.)
  zh: /(?:星期|周|礼拜)[一二三四五六日天][^。！？，,]{0,4}(?:就|才|会|要)[^。！？，,]{0,3}(?:回来|回家|到家)/u,
};
/** Words of a plan for later, or of a day ahead. */
const isLater = (sentence: string, language: Language) =>
  LATER[language].test(sentence) || DAY_AHEAD[language].test(sentence);
/** A tooth that came out (`her first tooth fell out`, `Wackelzahn ist rausgefallen`, `掉牙了`): no fall of the child. */
const TOOTH_OUT: Record<Language, RegExp> = {
  en: /\b(?:tooth|teeth)\b[^.!?]*\bout\b|\bout\b[^.!?]*\b(?:tooth|teeth)\b|\blost\b[^.!?]*\btooth\b/iu,
  nl: /\btand(?:je)?\b[^.!?]*(?:\buit|\beruit|\blos|gevallen)|uitgevallen[^.!?]*\btand/iu,
  de: /z(?:a|ä)hn[^.!?]*(?:gefallen|\braus\b|\baus\b)|(?:raus|aus)gefallen[^.!?]*z(?:a|ä)hn/iu,
  fr: /\bdents?\b[^.!?]*tomb|tomb[^.!?]*\bdents?\b/iu,
  es: /\bdient(?:e|es|ito)\b[^.!?]*ca(?:y|í)|ca(?:y|í)[^.!?]*\bdient(?:e|es|ito)\b/iu,
  pt: /\bdent(?:e|es|inho)\b[^.!?]*ca(?:i|iu|ír)|ca(?:i|iu)[^.!?]*\bdent(?:e|es|inho)\b/iu,
  zh: /掉牙|牙[^。！？]*掉/u,
};

/** Troubles that keep a child at home all day: an outing they picked did not happen unless the words say it did. */
const KEEPS_HOME: readonly MishapId[] = ['sick', 'hospital'];

/**
 * Outings a parent may pick as the nearest the catalog has to the one they went on: the places and things that tell
 * the real one instead (the plane the train stood for, the paddling pool or the fishing pond the beach stood for).
 */
const STOOD_FOR: Partial<
  Record<ActivityId, { places: readonly PlaceId[]; things: readonly ThingId[]; events?: readonly EventId[] }>
> = {
  'activity-beach': { places: ['pool'], things: ['fish'] },
  'activity-train-ride': { places: ['car', 'bus'], things: ['plane', 'car', 'bus'] },
  'activity-doctor-visit': { places: [], things: [], events: ['dentist'] },
  'activity-shopping': { places: [], things: [], events: ['market'] },
  // (A farm park picked as the zoo, the nearest the catalog has: the farm is the day's, with no zebras.)
  'activity-zoo': { places: ['farm'], things: [], events: ['aquarium'] },
};
/** Events that are outings with a scene of their own. */
const OUTING_EVENTS: readonly EventId[] = ['dentist', 'haircut', 'market', 'aquarium'];
/** Events a story tells in scenes of their own (the party, the new baby at home, the move): no outing besides. */
const HAS_OWN_SCENE: readonly EventId[] = ['birthday', 'newBaby', 'moving'];
/** Outings whose words a more particular one's share (`rdv chez`, `买菜`): told as that one when its words are there. */
/** Doings that are part of another's (buying the strawberries at the market): no moving on from it. */
const ALIKE: Partial<Record<ActivityId, readonly ActivityId[]>> = { 'market-visit': ['activity-shopping'] };
const GIVES_WAY_TO: Partial<Record<ActivityId, readonly EventId[]>> = {
  'activity-doctor-visit': ['dentist'],
  'activity-shopping': ['market'],
};

/**
 * The picked catalog activities the parent's words contradict: a sentence that names the activity and says it did not
 * happen (`too hot for the playground`, `zwemles ging niet door`), an outing on a day the child was ill at home that
 * no sentence tells as done, or an outing no word names while the words tell the one it stood for (`STOOD_FOR`).
 */
function contradictedActivities(brief: StoryBrief, named: readonly Named[]): Set<ActivityId> {
  const { language } = brief;
  const texts = [brief.customDescription ?? '', ...brief.customActivities].map((text) =>
    withoutNames(text, named, language),
  );
  const sentences = texts.flatMap(sentencesOf);
  const read = readText(texts, language);
  // Ill, or in all day (`stayed home`, `no salimos de casa`): the lexicon reads staying in as the rainy window.
  const atHome = read.mishaps.some((id) => KEEPS_HOME.includes(id)) || read.places.includes('rainyWindow');
  const result = new Set<ActivityId>();
  // The picked activities, and those the typed words name (`piscine` typed, `on devait aller à la piscine mais`).
  const picked = brief.activities.map((activity) => activity.catalogId).filter(isActivityId);
  const typed = texts.slice(1).flatMap((text) => activityOf([text], language) ?? []);
  for (const id of new Set([...picked, ...typed])) {
    const naming = sentences.filter((sentence) => activitiesOf(sentence, language).includes(id));
    // Tears or a fright said not to have come deny no outing: `didnt cry at all` after `jabs at the doctors`.
    const deniedIn = (sentence: string) =>
      DID_NOT[language].test(
        partsOf(sentence, language)
          .filter((part) => !NOT_FELT[language].test(part))
          .join(', '),
      );
    // (The description's words of it are the day's, over a typed word for it: `bieb` typed, and `zouden naar de bieb
    // maar die was dicht` written.)
    const described = sentencesOf(texts[0] ?? '').filter((sentence) => activitiesOf(sentence, language).includes(id));
    // (Or only its plan names it, where the language's reading leaves plans out: `本来说好去动物园的 去不成了`, or
    // a plan that fell through names it by the picked activity's own name, `was supposed to go to the beach`.)
    const pickedName = brief.activities.find((item) => item.catalogId === id)?.name.toLocaleLowerCase(language);
    const onlyPlanned =
      naming.length === 0 &&
      sentences.some(
        (sentence) =>
          plannedOnly(sentence, language).some(
            (words) => activityOf([words.replace(/^(?:说好|答应)/u, '')], language) === id,
          ) ||
          (pickedName !== undefined &&
            pickedName !== '' &&
            sentence.toLocaleLowerCase(language).includes(pickedName) &&
            readText([sentence], language).mishaps.includes('letDown')),
      );
    const denied =
      onlyPlanned || (naming.length > 0 && (described.length > 0 ? described.every(deniedIn) : naming.every(deniedIn)));
    const missedOuting = atHome && naming.length === 0 && !HOME_PLACES.includes(ACTIVITIES[id].place);
    const stoodFor = STOOD_FOR[id];
    // (An outing the description tells as the more particular one is that one, whatever a typed word calls it:
    // `comprar taza nueva` typed beside `fuimos al mercadillo y eligió una taza nueva`.)
    const replaced =
      stoodFor !== undefined &&
      ((described.length === 0 && read.events.some((event) => stoodFor.events?.includes(event))) ||
        (naming.length === 0 &&
          !read.places.includes(ACTIVITIES[id].place) &&
          (read.places.some((place) => stoodFor.places.includes(place)) ||
            read.things.some((thing) => stoodFor.things.includes(thing)))));
    if (denied || missedOuting || replaced) result.add(id);
  }
  return result;
}

/** The things an uh-oh is about: told only when the parent's day has one of them, else the uh-oh brings its own. */
const PROBLEM_PROPS: Record<ProblemId, readonly ThingId[]> = {
  lostToy: ['teddy', 'doll'],
  spill: [],
  tower: ['blocks'],
  balloon: ['balloon'],
  turns: ['ball', 'swing', 'slide'],
  windHat: [],
  splash: [],
  floatAway: ['boat', 'ducks'],
  shyHello: [],
  timeToGo: [],
  timeToStop: [],
  wobble: ['bike', 'scooter'],
  missingPiece: ['puzzle', 'blocks'],
  rollAway: ['ball', 'apple'],
};

/**
 * Uh-ohs a place brings by itself, with nothing made up: a spill, a splash, a wobble, the time to leave a place the
 * child loved, the time to stop a game at home. A quarrel over a toy is none: it brings a child and a cross feeling of
 * its own, so it grows only where the place shows what was wanted (the swing).
 */
const ORGANIC_PROBLEMS: readonly ProblemId[] = ['spill', 'splash', 'wobble', 'timeToGo', 'timeToStop'];
/**
 * Uh-ohs that are only the day's own doing coming to an end (time to leave the farm, to stop the game): on a day the
 * parent told, they come before any that adds a thing or a happening the parent never wrote of (a cup spilt at toddler
 * gym, a ball rolling under a cupboard in the street, a hat blown off in the park).
 */
const ENDS: readonly ProblemId[] = ['timeToGo', 'timeToStop'];
/** Uh-ohs that are the doing itself (a splash in the water, a wobble on the bike): before even its end. */
const DOING_ITSELF: readonly ProblemId[] = ['splash'];
/**
 * Uh-ohs of what the child played with or rode, where the day has it: the lego tower that fell, the puzzle's last
 * piece, a wobble on the bike (not in the snow or the woods, where nobody rode one).
 */
const PLAYED_WITH: readonly ProblemId[] = ['tower', 'missingPiece', 'wobble'];
/** Whether the parent wrote or typed anything of the day (not only picked from the catalog). */
const parentTold = (brief: StoryBrief) =>
  (brief.customDescription ?? '').trim() !== '' || brief.customActivities.length > 0;
/** Lunch and midday, which come after the morning and before the afternoon (`'s middags` is the Dutch afternoon). */
const MIDDAY: Record<Language, RegExp> = {
  en: /(?<!\p{L})(?<!(?:after|past|since) )(?:lunch|lunchtime|at noon|midday)(?!\p{L})/iu,
  nl: /(?<!\p{L})(?<!na (?:de )?)(?:lunch|lunchte|tussen de middag|bij het middageten)(?!\p{L})/iu,
  de: /(?<!\p{L})(?<!nach (?:dem |m )?)(?:mittags?|mittagessen|zu mittag|zmittag)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:à midi|ce midi|le midi|au déjeuner|a déjeuné)(?!\p{L})/iu,
  es: /(?<!\p{L})(?<!(?:después|despues) (?:del |de )?)(?:al mediodía|a mediodía|almuerzo|almorzó|almorzamos|a la hora de comer)(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:ao almoço|almoçou|almoçámos|almoçamos|ao meio-dia|hora do almoço)(?!\p{L})/iu,
  zh: /中午|(?<!吃完|吃过)午饭(?!后|以后|之后)|午餐(?!后)/u,
};
/** Visitors who came to the child's home: no time to leave it. */
const CAME_TO_US: Record<Language, RegExp> = {
  en: /(?<!\p{L})(?:came (?:round|over|to (?:ours|us|visit|stay|see us))|popped (?:round|over|in)|visited us|came for (?:tea|lunch|dinner|supper)|(?:are|is) staying with us|staying (?:with us|at ours))(?!\p{L})/iu,
  nl: /(?<!\p{L})(?:(?:kwam(?:en)?|kom(?:en|t)) (?:(?:een|paar|week|weekje|dagen|nachtjes?|\p{N}+) ){0,3}(?:op bezoek|langs|logeren|eten|bij ons)|op visite|waren hier|logeren bij ons)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:kamen? (?:zu besuch|vorbei|zu uns)|zu besuch|wa(?:r|re)n da|war da|waren hier|(?:bleibt|bleiben) (?:\p{L}+ ){0,2}bei uns|übernachte[tn] bei uns)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:sont venus?|est venue?|venus (?:manger|déjeuner|dîner|souper)|chez nous)(?!\p{L})/iu,
  // (`vino su abuela maritza`, `veio a avó`: someone came, with no word of where to.)
  // (`han llegado los yayos del pueblo a quedarse toda la semana`: to stay with us.)
  es: /(?<!\p{L})(?:(?:vinieron|vino a (?:comer|cenar|vernos|casa)|vino de visita|a quedarse|se quedan en casa)(?!\p{L})|vino (?:su|sus|la|el|mi|los|las) \p{L})/iu,
  pt: /(?<!\p{L})(?:vieram|veio (?:almoçar|jantar|lanchar|cá|visitar|a casa)|veio de visita|(?:vieram|veio) (?:passar|ficar)|ficar cá em casa|veio (?:a|o|minha|meu|sua|seu) (?:avó|avô|vó|vô|tia|tio|madrinha|padrinho|prima|primo|bisavó|bisavô)(?!\p{L}))(?!\p{L})/iu,
  // (`姥姥姥爷从东北过来住一阵子`: come to stay.)
  zh: /来了|过来了|来我们家|来家里|来看(?:她|他|我们)|过来住|来住|住我们家/u,
};
/**
 * Uh-ohs that are a worry of their own, chosen only where the place has no other: a lost cuddly (the teddy a child
 * slept with on a first sleepover) or a shy hello the parent never wrote of.
 */
const WORRIES: readonly ProblemId[] = ['lostToy', 'shyHello'];

/** The relation of whom the trouble is about. */
const personOf = (about: Named | PersonId | undefined) => (typeof about === 'object' ? about.person : about);

/**
 * Where one part of a parent's sentence ends and the next begins: a comma, an emoji (`wollt nur noch aufn arm 😟
 * nachmittags im park`), or a word of what came next.
 */
const CLAUSE_BREAK =
  /[,;:\p{Extended_Pictographic}]|\s(?:then|but|after that|dann|danach|aber|puis|mais|ensuite|luego|pero|después|depois|mas|então|toen|daarna|maar)\s/iu;
/** The afternoon by name, in a story's own lines (`La tarde fue tranquila`): no line of an evening. */
const AFTERNOON_WORD: Record<Language, RegExp> = {
  en: /afternoon/iu,
  nl: /middag/iu,
  de: /nachmittag/iu,
  fr: /après-midi/iu,
  es: /\btarde\b/iu,
  pt: /\btarde\b/iu,
  zh: /下午/u,
};
/** Chinese parents part their clauses with a space or a comma. */
const CLAUSE_BREAK_ZH = /[\s，、；：,;:\p{Extended_Pictographic}]+/u;
/** A sentence's parts, down to what `and` or `so` joins (`daycare closed so we built a snowman`). */
const AND_SO: Record<Language, RegExp> = {
  en: /\s(?:and|so)\s/iu,
  nl: /\s(?:en|dus)\s/iu,
  de: /\s(?:und|also)\s/iu,
  fr: /\s(?:et|donc)\s/iu,
  es: /\s(?:y|así que)\s/iu,
  pt: /\s(?:e|então|aí)\s/iu,
  zh: /然后|所以|还有/u,
};
const partsOf = (sentence: string, language: Language) =>
  sentence
    .split(language === 'zh' ? CLAUSE_BREAK_ZH : CLAUSE_BREAK)
    .flatMap((clause) => clause.split(AND_SO[language]))
    .filter((part) => part.trim() !== '');

function planDay(brief: StoryBrief, pack: AnyPack, picker: Picker, tellsForeign = true): DayPlan {
  const { language } = brief;
  // The names the parent gave people and pets, read first: everything else is read without them.
  // The child is the child (the placeholder `Zuri` after `abuela` is not the grandmother's name).
  const named = namesIn(
    [
      brief.customDescription ?? '',
      ...brief.customActivities,
      ...brief.activities
        .filter((item) => !isActivityId(item.catalogId))
        .flatMap((item) => [item.name, item.description]),
    ],
    language,
  ).filter((one) => one.name !== brief.childPlaceholder);
  const relationWords = relationWordsIn([brief.customDescription ?? '', ...brief.customActivities], language);
  const read = (texts: string[]) =>
    readText(
      texts.map((text) => withoutNames(text, named, language)),
      language,
    );
  const happenings: Happening[] = [];
  const has = (id: ActivityId) => happenings.some((item) => item.kind === 'activity' && item.id === id);
  const customTexts: string[] = [];
  const contradicted = contradictedActivities(brief, named);
  brief.activities.forEach((activity, index) => {
    if (isActivityId(activity.catalogId)) {
      // Where the parent's words say it did not happen (ill on the sofa all day, the lesson was cancelled), they win.
      if (contradicted.has(activity.catalogId)) return;
      if (!has(activity.catalogId)) happenings.push({ kind: 'activity', id: activity.catalogId, activityIndex: index });
      return;
    }
    // A parent's own activity: told as the catalog activity its words name, else as something new.
    customTexts.push(withoutNames(activity.name, named, language), withoutNames(activity.description, named, language));
    const id = activityOf(customTexts.slice(-2), language);
    if (id && !has(id)) happenings.push({ kind: 'activity', id, activityIndex: index });
    else if (!id) happenings.push({ kind: 'new', what: cleanName(activity.name, TYPED_LIMIT), activityIndex: index });
  });
  // A typed activity the lexicon does not know is told by the parent's own name for it, never dropped; but not beside
  // the description's own words of it (typed `搭帐篷` after `姐姐在客厅搭了个帐篷`), which tell it.
  const reteller = RETELLERS[language];
  // Each of its words in one sentence of the description that quotes nobody (a quote is told as said, not retold).
  // (An apostrophe inside a word quotes nothing: `c'était … chez la nounou`, `uncle ray's`.)
  const describing = sentencesOf(brief.customDescription ?? '')
    .filter((sentence) => !/["“”„«»「」『』]|(?<!\p{L})'|'(?!\p{L})/u.test(sentence))
    .map((sentence) => sentence.toLowerCase());
  // (A word's other form counts, by its first four letters: `looking for ellie` beside `we looked under the bed`,
  // `kuscheltier suchen` beside `der schnuffi (sein kuschelhase) … überall gesucht`.)
  const describedBy = (sentence: string, key: string) => saysInAnyForm(reteller, language, sentence, key);
  // (Or in a few sentences one after the other: `der schnuffi (sein kuschelhase) war weg!! wir ham überall gesucht`.)
  // (Or a homecoming told by other words of it, of the same person: `o pai voltou` typed beside `o pai chegou hoje de
  // viagem`, which had been told in scene 2, before the child missed him.)
  const cameHomeToo = (text: string) => {
    if (!COMES_HOME[language].test(text)) return false;
    const who = read([text]).people;
    return describing.some(
      (sentence) =>
        COMES_HOME[language].test(sentence) && who.every((person) => read([sentence]).people.includes(person)),
    );
  };
  // (Or all but its verb, in other words of the same doing and of nobody else: `comprar taza nueva` typed beside `por
  // la tarde fuimos al mercadillo y eligió ella una taza nueva`, which had been the uh-oh's place at breakfast.)
  const allButOne = (text: string, keys: readonly string[], window: string) =>
    keys.length >= 3 &&
    keys.filter((key) => describedBy(window, key)).length >= keys.length - 1 &&
    read([text]).people.every((person) => read([window]).people.includes(person));
  const described = (text: string) => {
    const keys = reteller.keys(text);
    return (
      (keys.length > 0 &&
        describing.some((_, at) => {
          const window = describing.slice(at, at + 3).join(' ');
          return keys.every((key) => describedBy(window, key)) || allButOne(text, keys, window);
        })) ||
      cameHomeToo(text)
    );
  };
  for (const text of brief.customActivities) {
    if (described(text)) continue;
    // Typed in another language than the story's (`we fed the ducks` for a Spanish story): read with that language's
    // words, and told in the story's language as the activity it names. What it names nothing of is told by its own
    // words, unless the story then no longer reads as its language (see `writeBuiltinStory`).
    const readsAs = foreignLanguageOf(text, language);
    if (readsAs) {
      const id = activityOf([withoutNames(text, named, readsAs)], readsAs);
      if (id && !has(id)) happenings.push({ kind: 'activity', id, activityIndex: undefined, source: text });
      else if (!id && tellsForeign && cleanName(text) !== '')
        happenings.push({ kind: 'new', what: cleanName(text, TYPED_LIMIT), activityIndex: undefined });
      continue;
    }
    const id = activityOf([withoutNames(text, named, language)], language);
    // The description says it did not happen: its own sentence tells the plan, and no scene goes there.
    if (id && contradicted.has(id)) continue;
    if (id && !has(id)) happenings.push({ kind: 'activity', id, activityIndex: undefined, source: text });
    // Its activity is already told (`chips after swimming`): the parent's own words still tell what was new.
    else if (id && readText([withoutNames(text, named, language)], language).hasUnknown)
      happenings.push({ kind: 'new', what: cleanName(text, TYPED_LIMIT), activityIndex: undefined });
    // A trouble typed as an activity (`bumped his head`) is told as the day's trouble in scenes 3 and 4.
    else if (!id && cleanName(text) !== '' && readText([text], language).mishaps.length === 0)
      happenings.push({ kind: 'new', what: cleanName(text, TYPED_LIMIT), activityIndex: undefined });
  }
  // What the child said is told as said, not read as the day (`bye bubbles, swim nice` is no trip to the pool).
  const description = withoutQuotes(withoutNames(brief.customDescription ?? '', named, language));
  const typed = brief.customActivities.map((text) => withoutNames(text, named, language));
  /** The parent's sentences, the description's and each typed activity's, in the parent's order. */
  const daySentences = [description, ...typed].flatMap(sentencesOf);
  const heard = readText([description, ...typed, ...customTexts], language);
  // Each sentence is read once, however many questions are asked of it (sad news? a fright? who was there?).
  const readings = new Map<string, Readonly<Recognised>>();
  const readOne = (sentence: string) => {
    let found = readings.get(sentence);
    if (!found) {
      found = readText([sentence], language);
      readings.set(sentence, found);
    }
    return found;
  };
  /**
   * Whether a sentence tells an illness that came later in the day (`lovely day at the park, then she threw up after
   * dinner`): its part and the one before it say the afternoon or the evening. The day before it was an ordinary one.
   */
  const illLaterIn = (sentence: string) => {
    const parts = partsOf(sentence, language);
    const at = parts.findIndex((part) => readOne(part).mishaps.includes('sick'));
    const words = [parts[at] ?? '', parts.slice(Math.max(0, at - 1), at + 1).join(' ')];
    return (
      at >= 0 &&
      !words.some((one) => NIGHT_BEFORE[language].test(one) || YESTERDAY[language].test(one)) &&
      words.some((one) => reteller.evening.test(one) || reteller.afternoon.test(one))
    );
  };
  const isSadNews = (sentence: string) =>
    readOne(sentence).mishaps.some((id) => MISHAPS[id] === 'sad' && !(id === 'sick' && illLaterIn(sentence)));
  if (description !== '') {
    // Every place and thing of the description that names an activity adds it, up to five in all, in the parent's
    // order; a sentence of sad news adds none (the garden the hamster was buried in is no morning of gardening).
    // Staying in is no rainy day at the window unless the words say it rained (a hot day, a sick day on the sofa).
    const isDry = !heard.things.includes('rain');
    // The party of a festival the parent named (`festa junina da escola`) is the festival, not a birthday party.
    const isFeast =
      !heard.events.includes('birthday') &&
      festivalIn([...sentencesOf(brief.customDescription ?? ''), ...brief.customActivities], language) !== undefined;
    for (const sentence of sentencesOf(description)) {
      if (isSadNews(sentence)) continue;
      // An activity only the parts that say it did not happen name (`daycare closed so we built a snowman`) is none.
      const parts = partsOf(sentence, language).map((part) => ({
        ids: activitiesOf(part, language),
        denied: DID_NOT[language].test(part),
        // Yesterday's (`gisteravond sinterklaas gevierd bij oma`): told on waking, as the day before, not done today.
        before: YESTERDAY[language].test(part),
      }));
      const didNot = (id: ActivityId) => {
        const naming = parts.filter((part) => part.ids.includes(id));
        return naming.length > 0 && (naming.every((part) => part.denied) || naming.every((part) => part.before));
      };
      // Where in the sentence it is told: the part that names it, for the day's order.
      const partOf = (id: ActivityId, order: number) => {
        const at = parts.findIndex((part) => part.ids.includes(id));
        return at < 0 ? parts.length + order : at;
      };
      // A temper over a thing is no outing with it (`wou perse haar regenlaarzen aan`: no puddles): in a sentence of a
      // tantrum, only a place or an event names an activity.
      const settings = readOne(sentence).mishaps.includes('tantrum') ? settingsOf(sentence, language) : undefined;
      const named = activitiesOf(sentence, language).filter((id) => settings === undefined || settings.includes(id));
      // Where a party was and who came (`party at soft play w his nursery pals`) is the party's own place and guests,
      // not a morning at the playground and another at daycare.
      const partyParts = partsOf(sentence, language).filter(
        (part) =>
          (activitiesOf(part, language).includes('activity-birthday-party') && !isFeast) ||
          readOne(part).events.includes('birthday'),
      );
      // (Daycare only as whose friends came, `w his nursery pals`: a treat shared at daycare is still daycare.)
      const atParty = (id: ActivityId) =>
        PARTY_SETTINGS.includes(id) &&
        partyParts.some(
          (part) =>
            activitiesOf(part, language).includes(id) &&
            (id !== 'activity-daycare' || readOne(part).people.some((one) => one === 'friends' || one === 'friend')),
        );
      inClauseOrder(sentence, named, language).forEach((id, order) => {
        if (contradicted.has(id) || (id === 'rainy-day' && isDry) || didNot(id) || atParty(id)) return;
        if (id === 'activity-birthday-party' && isFeast) return;
        const saidIn = { sentence, clause: partOf(id, order) };
        // A picked activity the parent's words tell too goes where the words put it (`went to grandma's, then the
        // zoo` with the zoo picked first).
        const picked = happenings.find((item) => item.kind === 'activity' && item.id === id);
        if (picked?.kind === 'activity' && picked.source === undefined && picked.saidIn === undefined)
          picked.saidIn = saidIn;
        if (!has(id) && happenings.length < 5)
          happenings.push({ kind: 'activity', id, activityIndex: undefined, source: sentence, saidIn });
      });
      // So does one a part of the words names where the whole sentence is another's setting (`fomos a casa da avó,
      // apanhámos laranjas no quintal` with gardening picked: grandma's garden, after arriving there).
      for (const item of happenings) {
        if (item.kind !== 'activity' || item.source !== undefined || item.saidIn !== undefined) continue;
        const at = parts.findIndex((part) => !part.denied && !part.before && part.ids.includes(item.id));
        // (Or its own thing in a part another's setting holds: the finger painting at the crèche, `a la creche ils ont
        // fait de la peinture`, is told where the crèche is.)
        const within = partsOf(sentence, language).findIndex(
          (part, index) =>
            !parts[index]?.denied &&
            !parts[index]?.before &&
            readText([part], language).things.some((thing) => ACTIVITY_OF_THING[thing] === item.id),
        );
        if (at >= 0 || within >= 0) item.saidIn = { sentence, clause: at >= 0 ? at : within };
      }
    }
  }

  // The first outing of the description that no activity is (`waren mit oma beim krippenspiel in der kirche`): told
  // as its own scene, not as play at home. Not one the parent says was yesterday or did not happen, nor a trouble.
  if (!happenings.some((item) => item.kind === 'outing') && happenings.length < 5) {
    const sentences = sentencesOf(brief.customDescription ?? '');
    // Only one the story can tell in its own words: else it would take the place of an activity and say nothing.
    // (One context for every clause tried: a reteller reads the description around them once.)
    const tryContext = {
      hero: pack.hero({
        name: cleanName(brief.character.name) || brief.character.name,
        catalogId: brief.character.catalogId,
        description: brief.character.description,
      }),
      grownUps: [],
      names: named.map((one) => one.name),
      childPronoun: brief.childPronoun ?? undefined,
    };
    const canRetell = (clause: string) =>
      retellOne(clause, brief.customDescription ?? '', language, tryContext) !== undefined;
    // Nor one the parent picked or typed as an activity (`en train pour Lyon` beside `Voyage en train`).
    const pickedKeys = [...brief.customActivities, ...brief.activities.map((item) => item.name)].flatMap((text) =>
      reteller.keys(text),
    );
    // By the clauses the weave retells, so that the weave finds it told.
    const outing = reteller
      .clauses(brief.customDescription ?? '')
      .filter((part) => goesOut(part, language))
      .map((part) => ({
        part: part.trim(),
        sentence:
          sentences.find((one) => one.toLocaleLowerCase(language).includes(part.trim().toLocaleLowerCase(language))) ??
          part,
      }))
      .find(({ part, sentence }) => {
        if (/["“”„«»「」『』]/u.test(part)) return false;
        if (YESTERDAY[language].test(part) || DID_NOT[language].test(part) || isSadNews(sentence)) return false;
        const plain = withoutNames(part, named, language);
        const lower = plain.toLocaleLowerCase(language);
        if (pickedKeys.some((key) => reteller.has(lower, key))) return false;
        const found = readOne(plain);
        return (
          activitiesOf(plain, language).length === 0 &&
          !found.events.some((event) => OUTING_EVENTS.includes(event) || HAS_OWN_SCENE.includes(event)) &&
          found.mishaps.length === 0 &&
          !found.places.some((place) => HOME_PLACES.includes(place)) &&
          canRetell(part)
        );
      });
    if (outing) {
      const place = readOne(withoutNames(outing.part, named, language)).places[0] ?? 'street';
      const source = withoutQuotes(withoutNames(outing.sentence, named, language));
      // Before the activities its sentence names after it (`beim friseur …, nachmittags zum weihnachtsmarkt`).
      const lower = source.toLocaleLowerCase(language);
      const at = lower.indexOf(withoutNames(outing.part, named, language).toLocaleLowerCase(language));
      const partAt = (id: ActivityId) => {
        const part = partsOf(source, language).find((one) => activitiesOf(one, language).includes(id));
        return part === undefined ? -1 : lower.indexOf(part.toLocaleLowerCase(language));
      };
      const order = sentencesOf(description);
      const next = happenings.findIndex(
        (item) =>
          item.kind === 'activity' &&
          item.source !== undefined &&
          (order.indexOf(item.source) > order.indexOf(source) ||
            (item.source === source && at >= 0 && partAt(item.id) > at)),
      );
      const told: Happening = { kind: 'outing', clause: outing.part, place, activityIndex: undefined, source };
      if (next >= 0) happenings.splice(next, 0, told);
      else happenings.push(told);
    }
  }

  const hasBath = has('activity-bath');
  const day = inDayOrder(
    happenings.filter((item) => !(item.kind === 'activity' && item.id === 'activity-bath')),
    sentencesOf(description),
    language,
    (sentence) => RETELLERS[language].afternoon.test(sentence) || RETELLERS[language].evening.test(sentence),
  );

  // A baby born in hospital is happy news, not a sad day.
  // Tears or a fright the parent says did not come (`no lloró nada`, `didn't cry at all`) are no trouble of the day.
  const denied = (id: MishapId) =>
    FELT.includes(id) &&
    daySentences
      .filter((sentence) => readOne(sentence).mishaps.includes(id))
      .every((sentence) => {
        // Clause by clause: a Chinese day is often one sentence, its tears in one clause and `才不哭` in another.
        const parts = partsOf(sentence, language).filter((part) => readOne(part).mishaps.includes(id));
        return parts.length === 0
          ? NOT_FELT[language].test(sentence)
          : parts.every((part) => NOT_FELT[language].test(part));
      });
  // A pet's jabs or a pet's poorly paw (`our dog Max had his jabs at the vet`) are the pet's, not the child's trouble:
  // the pet is what its sentence is about, named at its start (not `bumped her head running after Frajola`).
  const petsOwn = (id: MishapId) =>
    PETS_TROUBLES.includes(id) &&
    [brief.customDescription ?? '', ...brief.customActivities]
      .flatMap(sentencesOf)
      .filter((sentence) => readOne(withoutNames(sentence, named, language)).mishaps.includes(id))
      .every((sentence) =>
        named.some((one) => {
          const at = sentence.trim().indexOf(one.name);
          return one.pet !== undefined && at >= 0 && at <= (language === 'zh' ? 8 : 24);
        }),
      );
  // A tooth that fell out is a milestone, not a fall: no bump is made up for it.
  const toothOut = (id: MishapId) =>
    id === 'fell' &&
    daySentences
      .filter((sentence) => readOne(sentence).mishaps.includes(id))
      .every((sentence) => TOOTH_OUT[language].test(sentence));
  // Worn out when they came home (`came home shattered`, `kam total k.o. heim`) is how a good day ended, told so, not
  // the day's trouble: the teacher does not carry home a child who is home already.
  // The child's own fall or hurt that took them to hospital (`s'est ouvert le menton, urgences avec papa`) is the
  // day's trouble, and the hospital where it was mended: no news of someone in hospital. (Not `grandma fell and is
  // in hospital`: that fall names whose it was.)
  const ownHurtMended = (id: MishapId) => {
    if (id !== 'hospital') return false;
    const at = daySentences.findIndex((sentence) => readOne(sentence).mishaps.includes('hospital'));
    return daySentences.slice(0, at + 1).some((sentence) =>
      partsOf(sentence, language).some((part) => {
        const found = readOne(part);
        return (
          (found.mishaps.includes('fell') || found.mishaps.includes('hurt')) &&
          !found.mishaps.includes('hospital') &&
          found.people.length === 0 &&
          !named.some((one) => names(part, one.name, language))
        );
      }),
    );
  };
  const tiredHome = (id: MishapId) =>
    id === 'tired' &&
    daySentences
      .flatMap((sentence) => partsOf(sentence, language))
      .filter((part) => readOne(part).mishaps.includes('tired'))
      .every((part) => COMES_HOME[language].test(part) || WAY_HOME[language].test(part));
  // A grandparent, an aunt or a friend ill (`grand-papa Gilles est malade`, `Opa ist krank`, `外婆生病了`) is news of
  // someone the child missed today, not the child ill: every part of the parent's that tells an illness begins with
  // them, ill in its first words, and no word of the child between.
  const illParts = heard.mishaps.includes('sick')
    ? daySentences
        .flatMap((sentence) => partsOf(withoutNames(sentence, named, language), language))
        .filter((part) => readOne(part).mishaps.includes('sick'))
    : [];
  // (A part of it that names no one, right after one that names them, is still theirs: `mama is ziek, griep`.)
  const illOf = (among: readonly PersonId[]) =>
    illParts.length > 0 &&
    illParts.every((part, at) => {
      // (Eight words: `sa grande soeur Lou a la varicelle` says whose the illness is in its seventh.)
      const start = language === 'zh' ? part.trim().slice(0, 6) : part.trim().split(/\s+/u).slice(0, 8).join(' ');
      const first = readOne(start);
      // (Nor is the child's care after it an illness: `he gave me medicine from his doctors kit`.)
      if (at > 0 && CARE[language].test(part)) return true;
      // (A part that goes on with a pronoun goes on about whom the part before named ill: `papi est malade, il tousse
      // beaucoup`, unless the child is ill as well: `and he had a cough too`.)
      if (at > 0 && GOES_ON[language].test(part) && !AS_WELL[language].test(part)) return true;
      if (CHILD_SUBJECT[language].test(start)) return false;
      if (at > 0 && readOne(part).people.length === 0) return true;
      return (
        first.mishaps.includes('sick') &&
        first.people.length > 0 &&
        first.people.every((person) => among.includes(person))
      );
    });
  const illMissed = illOf(ILL_ELSEWHERE);
  // So is a parent, a brother or a sister ill at home (`die mama hat die grippe`, `妈妈感冒发烧了`): the child is well,
  // and the parent's own words tell the day of looking after them, with no lines of the child ill.
  const illAtHome = !illMissed && illOf(ILL_AT_HOME);
  const mishaps = (
    heard.events.includes('newBaby') ? heard.mishaps.filter((id) => id !== 'hospital') : [...heard.mishaps]
  )
    .map((id) => (id === 'sick' && illMissed ? 'missing' : id === 'sick' && illAtHome ? 'nursing' : id))
    .filter((id, index, all) => all.indexOf(id) === index)
    .filter((id) => !denied(id) && !petsOwn(id) && !toothOut(id) && !tiredHome(id) && !ownHurtMended(id));
  // A friend, a childminder or a teacher who moves away is a goodbye, not our own move.
  const movesAway = sentencesOf(description).some((sentence) => {
    const found = readOne(sentence);
    return found.events.includes('moving') && found.people.some((person) => LEAVERS.includes(person));
  });
  if (movesAway && !mishaps.includes('goodbye')) mishaps.push('goodbye');
  // A parent or a grandparent home today after days away (`daddy back from 2 wks offshore`, `o pai chegou hj de
  // angola dps de 3 semanas fora`), with no other trouble: the child had missed them, and the day tells the homecoming.
  const homeAfterAway = daySentences.some((sentence) => {
    const found = readOne(sentence);
    return (
      COMES_HOME[language].test(sentence) &&
      AWAY_FOR[language].test(sentence) &&
      found.people.some((person) => HOME_GROWN_UPS.includes(person))
    );
  });
  if (mishaps.length === 0 && homeAfterAway) mishaps.push('missing');
  // Our own move (`last night in the old house`, `verhuisdag`), with nothing harder: its uh-oh is how new and strange
  // it all felt, told gently, not a cup spilt among the boxes.
  if (mishaps.length === 0 && heard.events.includes('moving') && !movesAway) mishaps.push('strange');
  const stormSentences = daySentences.filter((sentence) => STORM[language].test(sentence));
  // A fever after the jab is the jab's: the day's trouble is the vaccination, told first, as the parent told it.
  const mentionOf = (id: MishapId) => daySentences.findIndex((sentence) => readOne(sentence).mishaps.includes(id));
  // A mishap that is only ever the course of another of the day's (a bite in a quarrel: `zoff mit mia ums bobbycar …
  // er hat sie in arm gebissen`) is no trouble of its own: the day's trouble is the quarrel, not a bump to kiss better.
  const courseOnly = (id: MishapId) =>
    mishaps.some(
      (main) =>
        SAME_TROUBLE[main]?.includes(id) === true &&
        daySentences
          .filter((sentence) => readOne(sentence).mishaps.includes(id))
          .every((sentence) => readOne(sentence).mishaps.includes(main)),
    );
  // Waving bye-bye to what was lost (`let go of her red balloon … waved bye bye to it`) is the loss's course, not a
  // goodbye to someone: the day's trouble is the loss the parent told first.
  const byeToLost = (id: MishapId) =>
    id === 'goodbye' &&
    mishaps.includes('lost') &&
    mentionOf('lost') >= 0 &&
    mentionOf('lost') < mentionOf('goodbye') &&
    daySentences
      .filter((sentence) => readOne(sentence).mishaps.includes('goodbye'))
      .every(
        (sentence) =>
          readOne(withoutNames(sentence, named, language)).people.length === 0 &&
          !named.some((one) => names(sentence, one.name, language)),
      );
  const worst = SAD_FIRST.find((id) => mishaps.includes(id) && !courseOnly(id) && !byeToLost(id));
  const mishap =
    worst === 'sick' && mishaps.includes('vaccine') && mentionOf('vaccine') <= mentionOf('sick') ? 'vaccine' : worst;
  // (An illness of the evening after an ordinary day is the evening's trouble, not a sad day from its morning.)
  // (Where it began: what the parent wrote after it, `calpol and straight to bed`, says nothing of when.)
  const firstIll = daySentences.find((sentence) => readOne(sentence).mishaps.includes('sick'));
  const illLater = mishap === 'sick' && firstIll !== undefined && illLaterIn(firstIll);
  const isSad = mishap !== undefined && MISHAPS[mishap] === 'sad' && !illLater;
  // A fright that was a bad dream of the night (`woke at 3 from a nightmare`) happened before the day began.
  const badDream =
    mishap === 'scared' &&
    daySentences
      .filter((sentence) => readOne(sentence).mishaps.includes('scared'))
      .every((sentence) => isBadDreamOfNight(sentence, language));
  // A grandparent who went home today is not visited after the goodbye (`奶奶今天回老家了`, `Nana flew home to Cork`).
  const grandparentLeft =
    (mishap === 'goodbye' || mishap === 'missing') &&
    sentencesOf(description).some((sentence) => {
      const found = readOne(sentence);
      return found.mishaps.includes(mishap) && found.people.some((person) => ['grandma', 'grandpa'].includes(person));
    });
  const visit = day.findIndex((item) => item.kind === 'activity' && item.id === 'activity-grandparents');
  if (grandparentLeft && visit >= 0) day.splice(visit, 1);
  // A bump or a fall happens where the child was moving about: that activity takes scene 3.
  if (mishap && BUMPS.includes(mishap)) {
    const active = day.findIndex(
      (item) => item.kind === 'activity' && ['playing', 'walking'].includes(ACTIVITIES[item.id].pose),
    );
    if (active > 1) day.splice(1, 0, ...day.splice(active, 1));
  }
  // A first time the parent tapped is told where it happened: its activity joins the day when no picked one shows it
  // (the first swim at the pool, not in a den of cushions), and takes scene 2 or 5, where the first time is told.
  const firstTime = brief.facts?.firstTime;
  const firstActivity = firstTime ? FIRST_ACTIVITY[firstTime.kind] : undefined;
  if (firstTime && firstActivity) {
    const shown = showsFirst(firstTime.kind);
    const at = day.findIndex((item) => item.kind === 'activity' && shown.includes(item.id));
    if (at !== 0 && at !== (day.length >= 3 ? 2 : 1)) {
      const [first] =
        at >= 0 ? day.splice(at, 1) : [{ kind: 'activity' as const, id: firstActivity, activityIndex: undefined }];
      const next = day[0];
      if (first) day.splice(!next || rank(first) < rank(next) ? 0 : Math.min(day.length, 2), 0, first);
    }
  }

  // The trouble happens where the parent's sentence of it says (`nursery this morning, cried at drop off`): scene 3
  // goes on at that activity, right after the scene that shows it, rather than opening at the next place of the day.
  const troubleAt =
    mishap && !isSad && !firstActivity ? activityOfTrouble(description, mishap, readOne, language) : undefined;
  const troubleIndex = day.findIndex((item) => item.kind === 'activity' && item.id === troubleAt);
  if (troubleIndex >= 2) day.splice(1, 0, ...day.splice(troubleIndex, 1));
  const staysOn = troubleIndex === 0 && day.length >= 2;
  // A sad day's one activity, which the parent set in the afternoon (`nachmittags … ein Bild gemalt`), is scene 5's:
  // the morning is a quiet one at home, not the afternoon's painting told before the morning's news. (On another day
  // the trouble may happen during it: the storm of the afternoon stays before the fright of its thunder.)
  const only = day.length === 1 && day[0]?.kind === 'activity' ? day[0].id : undefined;
  // (On a happy day too, where the parent told the morning before the afternoon's sentence that names every doing of
  // the day: `vandaag mocht ze haar … vasthouden op de bank … s middags … naar de speeltuin gewandeld` holds the baby at
  // home, not at the playground.)
  const daySaid = sentencesOf(description);
  const lateSaid = (item: Happening | undefined) => {
    if (item?.kind !== 'activity') return -1;
    const at = daySaid.findIndex((sentence) => activitiesOf(sentence, language).includes(item.id));
    // (By its own part and those before it: `por la mañana fuimos a la piscina …, por la tarde volvimos a casa` is the
    // morning's pool.)
    const parts = partsOf(daySaid[at] ?? '', language);
    const upTo = parts.slice(0, parts.findIndex((part) => activitiesOf(part, language).includes(item.id)) + 1);
    return at >= 0 && upTo.length > 0 && reteller.afternoon.test(upTo.join(', ')) ? at : -1;
  };
  const onlyLate =
    (isSad &&
      only !== undefined &&
      daySaid.some(
        (sentence) => reteller.afternoon.test(sentence) && activitiesOf(sentence, language).includes(only),
      )) ||
    (day.length > 0 &&
      day.length <= 2 &&
      day.every((item) => lateSaid(item) > 0 && lateSaid(item) === lateSaid(day[0])));
  // So is a day's one outing the parent set in the afternoon (`下午去看了冰灯`).
  const lateOuting = day.length === 1 && day[0]?.kind === 'outing' && reteller.afternoon.test(day[0].clause);
  // A day the parent began with its trouble (`hij is vanmiddag van de bank gevallen …, even naar de huisartsenpost`,
  // `oma und opa sind heim gefahren … danach ein bild gemalt`): what the parent's words set after it comes after it,
  // in scene 5; the morning is a quiet one at home. Only where every happening of the day is one the parent's words
  // tell after the trouble, by sentence and by part of a sentence (`nachbarshund hat sie angebellt, sie hat sich voll
  // erschrocken … nachmittags im park`); a picked activity they never tell has no time of its own.
  const saidOrder = daySaid;
  const saidParts = saidOrder.map((sentence) => partsOf(sentence, language));
  const holdsMishap = (text: string) => mishap !== undefined && readOne(text).mishaps.includes(mishap);
  // A day's headline of its weather (`proper stormy day, went puddle jumping …`), or a few words of the storm alone
  // (`storm vandaag`, `ganzen tag schneesturm`), is no fright where a later sentence or part of it tells the child's
  // (`then at bedtime the thunder started and she was up and down`): that one is the trouble's.
  // (Not a storm of last night, `big storm last night, thunder woke him`: that woke the child, the trouble itself.)
  const stormAlone = (part: string) =>
    mishap === 'scared' &&
    !NIGHT_BEFORE[language].test(part) &&
    !YESTERDAY[language].test(part) &&
    (STORM[language].test(part) || STORMY.test(part)) &&
    (language === 'zh' ? part.length <= 8 : part.trim().split(/\s+/u).length <= 4);
  const isHeadline = (part: string) => WHOLE_DAY[language].test(part) || stormAlone(part);
  const firstSaid = saidOrder.findIndex(holdsMishap);
  const headline = (saidParts[firstSaid] ?? []).filter(holdsMishap);
  const laterSaid = saidOrder.findIndex((sentence, at) => at > firstSaid && holdsMishap(sentence));
  // (Only the day's first words: `huge thunder and the power went out` later on is the fright's own cause.)
  const headlineSaid =
    firstSaid === 0 &&
    laterSaid > firstSaid &&
    headline.length === 1 &&
    headline[0] === saidParts[0]?.[0] &&
    isHeadline(headline[0] ?? '');
  const troubleSaid = headlineSaid ? laterSaid : firstSaid;
  const partsSaid = saidParts[troubleSaid] ?? [];
  const firstPart = mishap && troubleSaid >= 0 ? partsSaid.findIndex(holdsMishap) : -1;
  const laterPart = partsSaid.findIndex((part, at) => at > firstPart && holdsMishap(part));
  const headlinePart = troubleSaid === 0 && firstPart === 0 && laterPart > 0 && isHeadline(partsSaid[0] ?? '');
  const troublePart = headlinePart ? laterPart : firstPart;
  const weatherHeadline = [...(headlineSaid ? headline : []), ...(headlinePart ? [partsSaid[firstPart] ?? ''] : [])];
  /** Where the parent's words tell a happening: its sentence, and its part of that sentence. */
  const placeOfWords = (item: Happening) => {
    const at = saidOrder.indexOf(saidSentence(item) ?? '');
    const parts = saidParts[at] ?? [];
    const part =
      item.kind === 'activity'
        ? (item.saidIn?.clause ?? parts.length)
        : item.kind === 'outing'
          ? parts.findIndex((one) => one.includes(item.clause.trim()) || item.clause.includes(one.trim()))
          : -1;
    return { at, part: part < 0 ? parts.length : part };
  };
  // A trouble of the evening (`abends in der badewanne ausgerutscht`, `all good til bathtime, he slipped getting out of
  // the bath`): it happened at home after supper, after everything else the day held; not on a sad day, whose news is
  // its own, nor after a night's bad dream.
  // (Its own part and the one that leads to it: `all good til bathtime, slipped getting out of the bath`.)
  const troubleWords =
    troubleSaid >= 0
      ? (saidParts[troubleSaid] ?? []).slice(Math.max(0, troublePart - 1), troublePart + 1).join(' ')
      : '';
  const inBath = BATH[language].test(troubleWords);
  // (Or said right after it: `vanavond onweer en hij kon niet slapen van de donder`, `le dio miedo y no se podia dormir`.)
  const atBed =
    !inBath &&
    AT_BEDTIME[language].test(
      [troubleWords, ...(saidParts[troubleSaid] ?? []).slice(troublePart + 1, troublePart + 3)].join(' '),
    );
  const eveningTrouble =
    mishap !== undefined &&
    troublePart >= 0 &&
    !isSad &&
    !badDream &&
    // (Its own part alone too: `中午回来午睡 晚上突然发烧了`, whose nap before it is no evening's.)
    (reteller.evening.test(troubleWords) ||
      reteller.evening.test((saidParts[troubleSaid] ?? [])[troublePart] ?? '') ||
      inBath) &&
    !reteller.morning?.test((saidParts[troubleSaid] ?? [])[troublePart] ?? '') &&
    // (Nor a fright of last night, in its sentence or the one that tells the night: `massive storm last night … he
    // was scared of the thunder and came in our bed` is no evening's trouble after supper.)
    ![saidOrder[troubleSaid], saidOrder[troubleSaid - 1]].some(
      (sentence) =>
        sentence !== undefined && (NIGHT_BEFORE[language].test(sentence) || YESTERDAY[language].test(sentence)),
    ) &&
    // (Nothing the parent set in the afternoon after it: what follows is the evening's own, `papa hat ihm dann noch
    // vorgelesen`.)
    day.every((item) => {
      const at = saidOrder.indexOf(saidSentence(item) ?? '');
      return at <= troubleSaid || !reteller.afternoon.test(saidOrder[at] ?? '');
    });
  /**
   * Whether the parts of a sentence up to one of them say nothing of the day's places and doings. (A plan that did not
   * happen is no place of the day: `on devait aller à la piscine mais j'avais oublié son costume`.)
   */
  const deniedPlaces: readonly PlaceId[] = [...contradicted].map((id) => ACTIVITIES[id].place);
  // (Nor is the plan the day's let-down is of: `zwemles ging niet door`.)
  const quietUpTo = (at: number, last: number, events: boolean) =>
    (saidParts[at] ?? []).slice(0, last + 1).every((part) => {
      const found = readOne(hereOf(part, language));
      if (found.mishaps.includes('letDown')) return true;
      return (
        found.places.every((place) => HOME_PLACES.includes(place) || deniedPlaces.includes(place)) &&
        (!events || found.events.length === 0) &&
        activitiesHere(part, language).every((id) => contradicted.has(id))
      );
    });
  const afterTrouble =
    !eveningTrouble &&
    mishap !== undefined &&
    troubleSaid >= 0 &&
    troublePart >= 0 &&
    !badDream &&
    // (A jab or a hospital has its own place, told after it: `hoy vacuna … la pediatra le dio una pegatina`.)
    mishap !== 'vaccine' &&
    mishap !== 'hospital' &&
    (day.length === 1 || (day.length === 2 && !isSad)) &&
    // (Nothing of the day's places before it or in its part: `erster flug!! nach mallorca …` is the morning's journey,
    // `nach der kita noch schnell einkaufen, großer wutanfall an der kasse` the trouble's own place; nor before the
    // trouble where the parent tells it again: `tem pavor do secador … fomos ao centro comercial … e qd alguém ligou o
    // secador agarrou-se a mim a chorar` was at the shops.)
    saidOrder.every((sentence, at) => {
      if (at < troubleSaid) return quietUpTo(at, Number.MAX_SAFE_INTEGER, true);
      const part = (saidParts[at] ?? []).findIndex((one) => readOne(one).mishaps.includes(mishap));
      return at > troubleSaid && (part < 0 || !readOne(sentence).mishaps.includes(mishap))
        ? true
        : quietUpTo(at, at === troubleSaid ? troublePart : part, false);
    }) &&
    day.every((item) => {
      const { at, part } = placeOfWords(item);
      // (A place the trouble's own words name as where the child went after it is after it: `… before nursery`.)
      if (
        at === troubleSaid &&
        part === troublePart &&
        item.kind === 'activity' &&
        !activitiesHere((saidParts[at] ?? [])[part] ?? '', language).includes(item.id)
      )
        return true;
      if (at < troubleSaid || (at === troubleSaid && part <= troublePart)) return false;
      const leading = (saidParts[at] ?? []).slice(at === troubleSaid ? troublePart + 1 : 0, part + 1).join(' ');
      // (In the trouble's own sentence, only after words of a later time: `… wollt nur noch aufn arm 😟 nachmittags im
      // park`; `brigaram a manhã toda, o Lucas derrubou a torre de bloquinhos` was at the blocks.)
      if (at === troubleSaid) {
        // (Read in the sentence itself: its parts lose the words they were parted at, `… warn 🙄 sind dann zu spät`.)
        const sentence = saidOrder[at] ?? '';
        const parts = saidParts[at] ?? [];
        const from = sentence.indexOf(parts[troublePart] ?? '') + (parts[troublePart] ?? '').length;
        const to = sentence.indexOf(parts[part] ?? '', from) + (parts[part] ?? '').length;
        const between = to > from ? sentence.slice(from, to) : leading;
        // (After a plan that fell through, what they did instead: `got cancelled, so we made a blanket fort`.)
        if (
          !reteller.afternoon.test(between) &&
          !reteller.evening.test(between) &&
          !NEXT_WORDS[language].test(between) &&
          !(mishap === 'letDown' && AND_SO[language].test(` ${between} `))
        )
          return false;
      }
      // (What the parent set in the morning after a night's storm is the morning's: `this morning we went out in
      // wellies`.)
      return !reteller.morning?.test(leading);
    });
  // Two happenings after the trouble, in sentences of their own: the later one has scene 5 (`sind dann zu spät in die
  // krippe gekommen. nachmittags mit papa aufm spielplatz`); the first is told by the parent's words after the comfort.
  const lastAfter =
    afterTrouble && day.length === 2 && placeOfWords(day[0] as Happening).at !== placeOfWords(day[1] as Happening).at;
  /** Whether the parent's words tell a happening before the trouble, or in its part of a sentence before it. */
  const saidBeforeTrouble = (item: Happening) => {
    const { at, part } = placeOfWords(item);
    return at >= 0 && (at < troubleSaid || (at === troubleSaid && part <= troublePart));
  };
  // A small trouble at the day's second place, told after the parent's words of that place (`上午去游泳馆 … 下午回家
  // 跟我一起烤饼干 面粉弄得满脸都是`): scene 3 is at that place, not the first place's (no flour at the pool); the
  // afternoon after the comfort is a quiet one.
  const atSecond =
    troubleIndex === 1 &&
    mishap !== undefined &&
    AT_A_PLACE.includes(mishap) &&
    day.length === 2 &&
    !isSad &&
    !badDream &&
    !eveningTrouble &&
    !afterTrouble &&
    day[1]?.kind === 'activity' &&
    // (Not a place within the first: a visit to the grandparents holds the day, a sandcastle is built on the beach.)
    day[1].id !== 'activity-grandparents' &&
    !(day[1].id === 'activity-sandbox' && day[0]?.kind === 'activity' && ACTIVITIES[day[0].id].place === 'beach') &&
    saidBeforeTrouble(day[1]);
  const late = onlyLate || lateOuting || afterTrouble;
  const scene2 = late ? undefined : day[0];
  const scene3 = (day.length >= 3 && !staysOn && !eveningTrouble) || atSecond ? day[1] : undefined;
  const scene5 =
    eveningTrouble || atSecond
      ? undefined
      : lastAfter
        ? day[1]
        : late
          ? day[0]
          : day.length >= 3 && !staysOn
            ? day[2]
            : day[1];
  /** The happenings no scene of their own shows: remembered in scene 6. */
  const unshown = (
    lastAfter ? day.slice(0, 1) : afterTrouble || eveningTrouble ? day.slice(1) : day.slice(staysOn ? 2 : 3)
  ).filter(
    // (Not one the parent's words tell in the same sentence as scene 5's: they tell it there, `a la creche ils ont
    // fait de la peinture`.)
    (item) =>
      item.kind !== 'activity' ||
      item.source !== undefined ||
      item.saidIn === undefined ||
      item.saidIn.sentence !== saidSentence(scene5),
  );
  // On a sad day scene 3 is a quiet moment before the news: its activity is remembered at supper instead.
  const remembered = [...(isSad && scene3?.kind === 'activity' ? [scene3] : []), ...unshown]
    .flatMap((item) => (item.kind === 'activity' ? [item.id] : []))
    .slice(0, 3);
  // The things of the parent's words no concept knows (`a unicorn sticker`), in the parent's words, after the parent's
  // own activities: names are cut out first (they are told by name), and the child's quoted words are told as said.
  // A day of sad news gives no things to remember (`our hamster Krümel died`), nor does the festival's own name.
  // A festival of yesterday (`gisteravond sinterklaas gevierd`, `昨天晚上装饰了圣诞树`) is not today's.
  const festival = festivalIn(
    [
      ...sentencesOf(brief.customDescription ?? '').filter((sentence) => !YESTERDAY[language].test(sentence)),
      ...brief.customActivities,
    ],
    language,
  );
  const festivalWords = (festival ?? '')
    .toLocaleLowerCase(language)
    .split(/\s+/u)
    .filter((word) => [...word].length > 3);
  const unsaid = [...named, ...(brief.childPlaceholder ? [{ name: brief.childPlaceholder }] : [])];
  const details = detailsIn(
    // Nor does the part of a sentence that tells the day's trouble: the fright is over by bedtime (`the big bangs`);
    // what came after it (`then they said sorry and built a lego garage`) still counts.
    sentencesOf(isSad ? '' : withoutQuotes(brief.customDescription ?? ''))
      .flatMap((sentence) => sentence.split(language === 'zh' ? CLAUSE_BREAK_ZH : CLAUSE_BREAK))
      .filter((clause) => readText([clause], language).mishaps.length === 0)
      .map((clause) => withoutNames(clause, unsaid, language, { mark: ',', anyCase: true })),
    language,
    3,
  ).filter((thing) => !festivalWords.some((word) => thing.toLocaleLowerCase(language).includes(word)));
  const rememberedTyped = unshown.flatMap((item) => (item.kind === 'new' ? [item.what] : []));

  const uhOhPlace = scene3 ?? scene2;
  // Out among people (a parade, an ice rink, a nativity play), a shy moment or a cuddly that went missing: no cup
  // spilt on a table that is not there.
  const placeOptions: readonly ProblemId[] =
    uhOhPlace?.kind === 'activity'
      ? ACTIVITIES[uhOhPlace.id].problems
      : uhOhPlace?.kind === 'outing'
        ? ['timeToGo', 'shyHello', 'lostToy']
        : // The parent's own doing (`hide and seek`, `a carousel ride`) may end too soon; a quiet moment has nothing to end.
          [...(uhOhPlace?.kind === 'new' ? (['timeToStop'] as const) : []), 'lostToy', 'tower', 'spill', 'rollAway'];
  // A feast (a parade, a fest-noz, the Schützenfest) is over too soon, or it is time to go home from it: its uh-oh grows
  // out of it where its place has such an end, before a gust, a fall or a spill it never had.
  // (A feast the lexicon names: a wedding is a holiday too, where a child may ask whether it is over yet.)
  const feast = festival !== undefined;
  // (Out at it, where its place has no end of its own: the street of a parade. At home, a quiet moment has none.)
  const feastOptions: readonly ProblemId[] =
    feast &&
    uhOhPlace?.kind === 'activity' &&
    !HOME_PLACES.includes(ACTIVITIES[uhOhPlace.id].place) &&
    !placeOptions.some((id) => ENDS.includes(id))
      ? [...placeOptions, 'timeToStop']
      : placeOptions;
  // A calm day's uh-oh grows out of the day: one with a thing the parent wrote of (the ball, the blocks), else one
  // the place brings by itself (a spill while baking, a wait for the swing), before one that brings a thing or a
  // feeling of its own into the day (a lost cuddly, a gust and a hat, shyness).
  // Among the ones this parent has not heard in the last three stories, so a week is not one uh-oh.
  // The place's own things count as the day's (the balloons of a party, the swing of the playground).
  const shown: readonly ThingId[] = uhOhPlace?.kind === 'activity' ? ACTIVITIES[uhOhPlace.id].things : [];
  const toldByParent = parentTold(brief);
  const grown = (all: readonly ProblemId[]) => {
    const calm = all.filter((id) => !WORRIES.includes(id));
    // A quarrel over a toy brings another child and a cross feeling the parent never wrote of: the last choice.
    const unquarrelled = calm.filter((id) => id !== 'turns');
    const pool = unquarrelled.length > 0 ? unquarrelled : calm.length > 0 ? calm : all;
    // (The doing's own uh-oh still comes first, a splash in the water or a wobble on the bike; and a place with no end
    // of its own keeps its own, flour everywhere while baking.)
    const played = (id: ProblemId) =>
      PLAYED_WITH.includes(id) &&
      PROBLEM_PROPS[id].some((thing) => heard.things.includes(thing) || shown.includes(thing));
    const doing = toldByParent ? pool.filter((id) => DOING_ITSELF.includes(id) || played(id)) : [];
    const ends = toldByParent ? pool.filter((id) => ENDS.includes(id)) : [];
    const ofTheDay = pool.filter((id) => PROBLEM_PROPS[id].some((thing) => heard.things.includes(thing)));
    const ofThePlace = pool.filter(
      (id) => ORGANIC_PROBLEMS.includes(id) || PROBLEM_PROPS[id].some((thing) => shown.includes(thing)),
    );
    const feastEnds = feast ? pool.filter((id) => ENDS.includes(id)) : [];
    return [feastEnds, doing, ends, ofTheDay, ofThePlace].find((some) => some.length > 0) ?? pool;
  };
  const remembered_uhOhs = new Set((brief.recent ?? []).slice(0, 3).map((memory) => memory.uhOh));
  // The uh-oh the parent heard least lately: not one of the last three, and with sentences not heard yet.
  const freshness = (id: ProblemId) => {
    const text = pack.problems[id];
    return [...text.uhOh, ...text.fix].reduce(
      (sum, lines, slot) =>
        sum + picker.freshCount(`problem.${id}.${slot < 2 ? `uhOh.${slot}` : `fix.${slot - 2}`}`, lines.length),
      0,
    );
  };
  // No goodbye to a place the afternoon is still at: the parent's one sentence tells both (`fomos a casa da avó,
  // apanhámos laranjas no quintal`: grandma's garden after grandma's door).
  // Nor on a sleepover: the child stays the night (`first sleepover at nanny and grandads!!`).
  // (A ride home in scene 5 is no staying: `took the train to the aquarium`, and time to go from the fish.)
  const rideHome = scene5?.kind === 'activity' && ACTIVITIES[scene5.id].place === 'train';
  const staysThere =
    (saidSentence(scene5) !== undefined && saidSentence(scene5) === saidSentence(uhOhPlace) && !rideHome) ||
    daySentences.some((sentence) => SLEEPOVER[language].test(sentence)) ||
    brief.facts?.firstTime?.kind === 'sleepover' ||
    // Nor from the grandparents or friends who came to us (`vinieron los tatas!!`, `a avó veio almoçar`, `姥姥来了`).
    (uhOhPlace?.kind === 'activity' &&
      ['activity-grandparents', 'activity-playing-with-friends'].includes(uhOhPlace.id) &&
      daySentences.some((sentence) => CAME_TO_US[language].test(sentence)));
  // On the child's own day the cuddly toy is at the child's side all day: no made-up cuddly goes missing (`his toy
  // rabbit was missing`, while Bunny helps look), where the place has another uh-oh (a shy hello at the barber's).
  const ownDay = starOf(brief) !== undefined;
  // A day the parent told, at a place that brings no uh-oh of its own (the market, the library): the time to leave it,
  // or to stop the game at home, before a happening the parent never wrote of (an apple rolling away, a gust and a
  // hat). Not after a short visit (the dentist's), which nobody wishes would last, nor from the shops or the street,
  // where nobody begs for one more go.
  const placeEnd: ProblemId | undefined =
    !toldByParent || feastOptions.some((id) => ORGANIC_PROBLEMS.includes(id))
      ? undefined
      : uhOhPlace?.kind === 'outing'
        ? 'timeToGo'
        : uhOhPlace?.kind === 'activity' &&
            !SHORT_VISITS.includes(uhOhPlace.id) &&
            !['shop', 'street'].includes(ACTIVITIES[uhOhPlace.id].place)
          ? HOME_PLACES.includes(ACTIVITIES[uhOhPlace.id].place)
            ? 'timeToStop'
            : 'timeToGo'
          : undefined;
  const allowed = [...feastOptions, ...(placeEnd ? [placeEnd] : [])].filter((id) => !(staysThere && id === 'timeToGo'));
  const withoutLostToy = allowed.filter((id) => id !== 'lostToy');
  const options = ownDay && withoutLostToy.length > 0 ? withoutLostToy : allowed;
  const candidates = options.filter((id) => !remembered_uhOhs.has(id));
  const pool = candidates.length > 0 ? grown(candidates) : options;
  const freshest = Math.max(...pool.map(freshness));
  const problem: ProblemId | MishapId = mishap ?? picker.choose(pool.filter((id) => freshness(id) === freshest));

  // A food is breakfast when the parent's words of it are the morning's (`pancakes for breakfast`), not pancakes baked
  // in the afternoon; supper when they are not the morning's or the afternoon's (a lunch word is not read yet: `ao
  // almoço comeu a sopa` still gives soup at supper).
  const sentencesWith = (thing: ThingId) => daySentences.filter((sentence) => readOne(sentence).things.includes(thing));
  const ofMorning = (sentence: string) =>
    reteller.morning?.test(sentence) === true || reteller.waking?.test(sentence) === true;
  // (Not a food of a morning's outing, `went to the farmers market this morning and she got to pick the strawberries`:
  // a place away from home named up to the food's own part of the sentence makes it the outing's.)
  const atHomeWith = (sentence: string, thing: ThingId) => {
    const parts = partsOf(sentence, brief.language);
    const at = parts.findIndex((part) => readOne(part).things.includes(thing));
    const upTo = readOne(parts.slice(0, at + 1).join(', '));
    return (
      upTo.places.every((place) => HOME_PLACES.includes(place)) &&
      !upTo.events.some((event) => OUTING_EVENTS.includes(event))
    );
  };
  const breakfast = heard.things.find(
    (thing) =>
      BREAKFAST_FOODS.includes(thing) &&
      sentencesWith(thing).some((sentence) => ofMorning(sentence) && atHomeWith(sentence, thing)),
  );
  const supper = heard.things.find(
    (thing) =>
      (SUPPER_FOODS.includes(thing) &&
        sentencesWith(thing).every((sentence) => !ofMorning(sentence) && !reteller.afternoon.test(sentence))) ||
      // Pancakes for supper (`pannenkoeken als avondeten`) are supper's.
      (BREAKFAST_FOODS.includes(thing) &&
        thing !== breakfast &&
        sentencesWith(thing).some((s) => reteller.evening.test(s))),
  );
  // What the parent said of a sad event is not told again as a happy moment (the dog of `our dog died`).
  // Nor is what the day's trouble was about (the big dog that gave a fright is not petted later).
  const sadThings = new Set(
    daySentences
      .filter((sentence) => isSadNews(sentence) || readOne(sentence).mishaps.includes('scared'))
      .flatMap((sentence) => readOne(sentence).things),
  );
  // Nor is an animal of a lost thing's sentence, a cuddly toy (`left bunny on the bus`): no rabbit hops by.
  const lostCuddlies = new Set(
    daySentences
      .filter((sentence) => readOne(sentence).mishaps.includes('lost'))
      .flatMap((sentence) => readOne(sentence).things.filter((thing) => CUDDLY_KINDS.includes(thing))),
  );
  const lostWords = brief.customDescription ?? '';
  const lostSentence = sentencesOf(lostWords).find((sentence) => readOne(sentence).mishaps.includes('lost'));
  // The trouble is about someone the parent named in the same sentence (`our dog Bobby died`).
  // (A Chinese day is often one sentence of clauses parted by spaces, `爸爸又出差不在家 … 李老师还打电话来问了`: the
  // clause of the trouble, not its neighbours.)
  const troubleSentences = mishap
    ? [brief.customDescription ?? '', ...brief.customActivities]
        .flatMap(sentencesOf)
        .flatMap((sentence) => (language === 'zh' ? sentence.split(CLAUSE_BREAK_ZH) : [sentence]))
        // (An emoji ends what the parent was telling: `… aufn boden geschmissen 😤 in der kita dann mit seinem kumpel
        // emil …` is a grumpy morning, and Emil of the daycare after it no one it was about.)
        .flatMap((sentence) =>
          sentence.split(/\p{Extended_Pictographic}(?:\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|\s)*/u),
        )
        .filter((sentence) =>
          read([sentence]).mishaps.some((id) => id === mishap || ((illMissed || illAtHome) && id === 'sick')),
        )
    : [];
  // Else, news about someone else (Granny in hospital, a goodbye to the childminder) is about the person it names.
  const aboutPerson =
    mishap && ABOUT_SOMEONE.includes(mishap)
      ? (troubleSentences
          // The first person the sentence names, not one in brackets (`papa zn vader`).
          .map((sentence) => sentence.replace(/[(（][^)）]*[)）]/gu, ' '))
          // (Nor, for a hospital or a death, whom the child went or did it with: `at a&e with daddy`, `urgences avec
          // papa`, `samen met papa begraven`.)
          .map((sentence) =>
            mishap === 'hospital' || mishap === 'died' ? sentence.replace(ALONG_WITH[language], ' ') : sentence,
          )
          // (A death first told of an animal is the animal's: `er lag een dood merelje in de tuin`, then `samen met
          // papa begraven` is no death of Papa's.)
          .map((sentence) => {
            const found = read([sentence]);
            return found.people.length === 0 && mishap === 'died' && found.things.some((id) => ANIMALS.includes(id))
              ? null
              : inTextOrder(found.people, sentence, language)[0];
          })
          .find((person) => person !== undefined) ?? undefined)
      : undefined;
  // Someone missed all day who came home today (`o papai voltou de viagem hj!!`, before a sentence of the missing that
  // names no one): the one the day's trouble is about, and no longer away by bedtime.
  const homecomings =
    mishap === 'missing'
      ? daySentences.filter((sentence) => COMES_HOME[language].test(sentence) && !isLater(sentence, language))
      : [];
  const cameHomePerson = homecomings
    .map((sentence) => inTextOrder(read([sentence]).people, sentence, language)[0])
    .find((person) => person !== undefined);
  // Missed by a pronoun (`… papa is voor 4 dagen naar spanje … mist hem wel`): the parent or grandparent the
  // sentences before it named last.
  const missedAt =
    mishap === 'missing'
      ? daySentences.findIndex((one) =>
          readOne(one).mishaps.some((id) => id === 'missing' || (illMissed && id === 'sick')),
        )
      : -1;
  const missedBefore =
    missedAt > 0
      ? daySentences
          .slice(0, missedAt)
          .flatMap((one) => inTextOrder(read([one]).people, one, language))
          .filter((person) => HOME_GROWN_UPS.includes(person))
          .at(-1)
      : undefined;
  // (Not one named after whom the news is about, where the child stayed: `a mãe dele foi operada … ele ficou c a tia
  // Celeste` is news of his mother.)
  // (Where the sentence says their name before whom the news would else be about, by the name's own place: `le dernier
  // jour de Jade chez la nounou, sa meilleure copine déménage` is Jade's goodbye, not the childminder's.)
  const namedFirst = (one: Named) =>
    aboutPerson === undefined ||
    one.person === undefined ||
    one.person === aboutPerson ||
    !troubleSentences.some((sentence) => {
      const own = sentence.toLocaleLowerCase(language).indexOf(one.name.toLocaleLowerCase(language));
      const theirs = placeOf(aboutPerson, sentence, language);
      return (
        inTextOrder([one.person as PersonId, aboutPerson], sentence, language)[0] === aboutPerson &&
        !(own >= 0 && own < theirs)
      );
    });
  // (Not one named after a `but` that follows the trouble, `cried when i left but sarah said she stopped after 5
  // mins`: the childminder who comforted, not what the tears were about.)
  const upToBut = (sentence: string) => {
    const pieces = sentence.split(BUT_SPLIT[language]);
    const at = pieces.findIndex((piece) => read([piece]).mishaps.some((id) => id === mishap));
    return at < 0 ? sentence : pieces.slice(0, at + 1).join(' ');
  };
  const about =
    // Illness is the child's unless the news is someone else's (a friend named beside a fever was only there).
    // Nor is a person named beside a lost thing or a fright what was lost or what frightened (`ging met zus Inês
    // op zoek`, `con su primo Hugo se asustó`): only a pet can be.
    named.find(
      (one) =>
        mishap !== 'sick' &&
        !(mishap !== undefined && ONLY_PETS_ABOUT.includes(mishap) && one.pet === undefined) &&
        namedFirst(one) &&
        troubleSentences.some((sentence) =>
          upToBut(sentence).toLocaleLowerCase(language).includes(one.name.toLocaleLowerCase(language)),
        ) &&
        // (Nor the pet who ran off with the lost thing: `Pepper ran off with some little boys ball`.)
        !(
          mishap === 'lost' &&
          troubleSentences.some((sentence) => {
            const lower = sentence.toLocaleLowerCase(language);
            const at = lower.indexOf(one.name.toLocaleLowerCase(language));
            return at >= 0 && RAN_OFF_WITH[language].test(lower.slice(at));
          })
        ),
    ) ??
    aboutPerson ??
    cameHomePerson ??
    missedBefore;
  // Whom the child missed, when a homecoming names them or no one (`um sechs ist er endlich heimgekommen`).
  const missed = personOf(about);
  const homeByDay =
    mishap === 'missing' &&
    missed !== undefined &&
    homecomings.length > 0 &&
    homecomings.every((sentence) => !reteller.evening.test(sentence) && !WAY_HOME[language].test(sentence));
  const cameHome =
    missed !== undefined &&
    homecomings.some((sentence) => {
      const people = read([sentence]).people;
      return people.length === 0 || people.includes(missed);
    })
      ? missed
      : undefined;
  // A parent elsewhere all day (at work, on shift, in hospital having the baby), and not home again before the story
  // ends: the first one the words of their being away name. (One who came home is the homecoming's.)
  const awayToday = daySentences
    .flatMap((sentence) => partsOf(sentence, language))
    .filter((part) => AWAY_TODAY[language].test(part))
    .map((part) => {
      const match = AWAY_TODAY[language].exec(part)?.[0] ?? '';
      return inTextOrder(read([match]).people, match, language)[0];
    })
    .find((person) => person !== undefined && HOME_GROWN_UPS.includes(person) && person !== cameHome);
  // A night away at a grandparent's, tonight's (not last night's, nor one the child came home from today).
  const sleepsAway = daySentences.some(
    (sentence) =>
      SLEEPOVER[language].test(sentence) &&
      !YESTERDAY[language].test(sentence) &&
      !NIGHT_BEFORE[language].test(sentence),
  );
  const nightAwayWith =
    sleepsAway && cameHome === undefined ? heard.people.find((person) => GRANDS.includes(person)) : undefined;
  // A fall from a scooter or a swing is told with it: the thing leads into scene 3.
  const ride = mishap && BUMPS.includes(mishap) ? heard.things.find((thing) => RIDES.includes(thing)) : undefined;
  const petsNamed = named.filter((one) => one.pet !== undefined && !sadThings.has(one.pet));
  // A thing that is itself a told activity (crayons and painting) is not told twice.
  const toldActivities = new Set(day.flatMap((item) => (item.kind === 'activity' ? [item.id] : [])));
  // Nor is a thing lost and not found, or stuck where no one could get it down (`ficou preso numa árvore … o pai
  // tentou tirar c um pau e nao deu`), wished goodnight or shown again as if it were there.
  const goneThings = new Set(
    daySentences.flatMap((sentence, at) => {
      const found = readOne(sentence);
      const after = daySentences.slice(at).join(' ');
      const lostForGood = found.mishaps.includes('lost') && notFoundIn(after, language);
      const stuckForGood = found.mishaps.includes('stuck') && DID_NOT[language].test(after);
      return lostForGood || stuckForGood ? found.things : [];
    }),
  );
  const tellable = heard.things
    .filter(
      (thing) =>
        thing !== breakfast &&
        thing !== supper &&
        thing !== ride &&
        !sadThings.has(thing) &&
        !lostCuddlies.has(thing) &&
        !goneThings.has(thing),
    )
    .filter(
      (thing) => !(SAME_AS_ACTIVITY.includes(thing) && toldActivities.has(ACTIVITY_OF_THING[thing] as ActivityId)),
    )
    // Nor the things of a picked activity the parent's words say did not happen (`too hot for the playground, slide
    // would burn ya` has no ride down the slide).
    .filter((thing) => !contradicted.has(ACTIVITY_OF_THING[thing] as ActivityId))
    // Nor the kind of a pet the parent named: `our dog Biscuit` is told by name, never as a strange dog passing by.
    .filter((thing) => !petsNamed.some((one) => one.pet === thing));
  // Each thing in the scene of the activity it belongs to (the ducks at the park in scene 5, not at the baking).
  const shows = (item: Happening | undefined, thing: ThingId | undefined) =>
    item?.kind === 'activity' &&
    thing !== undefined &&
    ((ACTIVITIES[item.id].things as readonly ThingId[]).includes(thing) || ACTIVITY_OF_THING[thing] === item.id);
  const [first, second] = tellable;
  const isLate = (thing: ThingId | undefined) => shows(scene5, thing) && !shows(scene2, thing);
  const isEarly = (thing: ThingId | undefined) => shows(scene2, thing) && !shows(scene5, thing);
  // (On a day the parent began with its trouble, the quiet morning shows none of what came after it; nor does any
  // morning show a thing the parent's words have only after the trouble: `danach ein eis` is no ice cream at nine.)
  // (In the trouble's own sentence, by its parts: `von der rutsche gefallen … papa hat gepustet, danach gabs eis`.)
  const before = (sentence: string, at: number) =>
    at === troubleSaid && troublePart >= 0 ? (saidParts[at] ?? []).slice(0, troublePart + 1).join(', ') : sentence;
  const onlyAfter = (thing: ThingId | undefined) =>
    troubleSaid >= 0 &&
    thing !== undefined &&
    saidOrder.some((sentence) => readOne(sentence).things.includes(thing)) &&
    saidOrder.every((sentence, at) => at > troubleSaid || !readOne(before(sentence, at)).things.includes(thing));
  const featured: [ThingId | undefined, ThingId | undefined] = afterTrouble
    ? [undefined, first]
    : onlyAfter(first)
      ? [onlyAfter(second) ? undefined : second, first]
      : isLate(first) || isEarly(second)
        ? [second, first]
        : [first, second];

  // Who shares the day, the people the parent named first. Nobody shares it who was not there: the one the sad news
  // is about, a newborn, someone only in a plan that did not happen (`call the doctor if not better tomorrow`).
  // Whom every part of a sentence that names them only spoke to on the phone (`wollte das sofort opa klaus am telefon
  // erzählen`): not there.
  const onlyCalled = (sentence: string, person: PersonId) => {
    const naming = partsOf(sentence, language).filter((part) => readOne(part).people.includes(person));
    return naming.length > 0 && naming.every((part) => ON_THE_PHONE[language].test(part));
  };
  const companions = inTextOrder(heard.people, [description, ...typed, ...customTexts].join('\n'), language)
    .sort((a, b) => Number(named.some((one) => one.person === b)) - Number(named.some((one) => one.person === a)))
    .filter((person) => !(personOf(about) === person && mishap && ABOUT_SOMEONE.includes(mishap)))
    .filter((person) => person !== 'baby')
    // The child who became a big sister or brother on a newborn's day (`Zuri ist seit heute große Schwester`) is no
    // sister of their own.
    .filter(
      (person) =>
        !['sister', 'brother'].includes(person) ||
        !heard.events.includes('newBaby') ||
        !sentencesOf(description).some(
          (sentence) => BIG_SIBLING[language].test(sentence) && readOne(sentence).people.includes(person),
        ),
    )
    .filter((person) =>
      daySentences.some(
        (sentence) =>
          !isLater(sentence, language) &&
          !onlyYesterday(sentence, language) &&
          readOne(withoutAbsent(sentence, language)).people.includes(person) &&
          !onlyCalled(sentence, person),
      ),
    );
  // Each part of the day's sentences, with who it names and the part of the day its sentence has reached there.
  // (By the words of the time alone: `came for supper`, `dormiu cá em casa` may be the whole day's.)
  const timedParts = daySentences.flatMap((sentence) => {
    const parts = partsOf(sentence, language);
    const times = carriedParts(parts.map((part) => dayPartOf(part, language)));
    return parts.map((part, at) => ({ people: readOne(part).people, time: times[at] }));
  });
  const personParts = new Map<PersonId, Set<DayPart>>();
  for (const person of companions) {
    const times = timedParts.filter(({ people }) => people.includes(person)).map(({ time }) => time);
    if (times.length > 0 && times.every((time) => time !== undefined)) personParts.set(person, new Set(times));
  }
  const told = [scene2, scene3, scene5].flatMap((item) => (item?.kind === 'activity' ? [item.id] : []));
  // A thing its told activity already shows (the slide of the playground) is wished goodnight once, as the activity.
  const shownByActivity = new Set<ThingId>(told.flatMap((id) => ACTIVITIES[id].things));
  // Who was there first, by name (Nadia, Opa Henk, the dog Biscuit), then the day's things and places.
  const goodnightOf = (person: PersonId): string => {
    const one = named.find((each) => each.person === person);
    // A pack that tells people by the parent's own word (外婆, not 奶奶) wishes them goodnight by it too.
    const own = relationWords[person];
    const ownRef = !one && own ? pack.relation?.(own, person) : undefined;
    // A pack whose goodnight says a word without its article gives it (`Buenas noches, yaya`).
    if (ownRef && own) return language === 'zh' ? own : ((ownRef as { goodnight?: string }).goodnight ?? ownRef.name);
    return one ? calledName(one, language, pack) : (pack.people[person].goodnight as string);
  };
  const goodnightPeople = new Map<string, PersonId>();
  // Whom the child missed, home again by bedtime, or looked after, ill at home, first; then everyone the story told by
  // name or relation, then the others the parent named (`her big brother Finn`, `哥哥乐乐`), then the pets by name
  // (`Goodnight, Biscuit`, not a doggy): all of them, up to five, before any of the day's things.
  const nursed = mishap === 'nursing' ? personOf(about) : undefined;
  const family = [
    ...[...(cameHome ? [cameHome] : []), ...(nursed ? [nursed] : []), ...companions].map((person) => {
      const word = goodnightOf(person);
      goodnightPeople.set(word, person);
      return word;
    }),
    ...named.flatMap((one) => {
      const person = one.person;
      if (person === undefined || person === cameHome || (companions as readonly PersonId[]).includes(person))
        return [];
      // (A second friend or grandma by her own name: `goodnight, Ben, goodnight, Mia`, `Oma Gerda, Oma Hilde`.)
      const word = calledName(one, language, pack);
      goodnightPeople.set(word, person);
      return [word];
    }),
    ...petsNamed.map((one) => one.name),
  ].filter((item, index, all) => all.indexOf(item) === index);
  const things = [
    ...[...(ride ? [ride] : []), ...featured.filter((thing) => thing !== undefined)]
      .filter((thing) => !shownByActivity.has(thing))
      .map((thing) => pack.things[thing].goodnight as string),
    ...told.map((id) => pack.activities[id].goodnight as string),
  ];
  // (Not the grandparents' visit as `Oma und Opa` beside `Oma` and `Opa` by themselves, nor `opa en oma` beside
  // `opa Ger` and `oma Mien`.)
  const lower = (word: string) => word.toLocaleLowerCase(language);
  const pair = (item: string) => {
    if (family.filter((word) => word !== item && item.includes(word)).length >= 2) return true;
    const parts = lower(item).split(AND[language]);
    const others = family.filter((word) => word !== item).map(lower);
    return parts.length >= 2 && parts.every((part) => others.some((word) => word.startsWith(`${part.trim()} `)));
  };
  const goodnights = [...family.filter((item) => !pair(item)).slice(0, 5), ...things.filter((item) => !pair(item))]
    .filter((item, index, all) => all.indexOf(item) === index)
    .slice(0, Math.max(3, Math.min(5, family.length)));

  // The parent's own words as written, quotes and all.
  const ownTexts = [brief.customDescription ?? '', ...brief.customActivities];
  const ownSentences = ownTexts.flatMap(sentencesOf);
  /** The parent's last words (`fell asleep in the car on the way home`). */
  const lastSaid = (saidParts.at(-1) ?? []).at(-1) ?? '';
  return {
    scene2,
    scene3,
    troubleAt,
    scene5,
    remembered,
    rememberedTyped,
    details,
    festival,
    hasBath,
    problem,
    // (Whom the child missed came home today, before the evening: a happy day, its missing told before the
    // homecoming. One home only this evening was missed all day.)
    isSad: isSad && !homeByDay,
    homeByDay,
    badDream,
    illLater,
    illFromWaking:
      mishap === 'sick' &&
      !illLater &&
      (scene2 === undefined || (scene2.kind === 'activity' && HOME_PLACES.includes(ACTIVITIES[scene2.id].place))) &&
      // (Not when the words set the child out somewhere when it began: `daycare called at 11, she had a fever`.)
      daySentences
        .filter((sentence) => readOne(sentence).mishaps.includes('sick'))
        .every((sentence) =>
          partsOf(sentence, language).every(
            (part) =>
              DID_NOT[language].test(part) ||
              activitiesOf(part, language).every((id) => HOME_PLACES.includes(ACTIVITIES[id].place)),
          ),
        ),
    morningTrouble:
      afterTrouble &&
      (reteller.morning?.test(troubleWords) === true ||
        reteller.waking?.test(troubleWords) === true ||
        BEFORE_PLACE[language].test(troubleWords)),
    weatherHeadline,
    asleepHome: WAY_HOME[language].test(lastSaid) && ASLEEP[language].test(lastSaid) && !BATH[language].test(lastSaid),
    eveningTrouble: eveningTrouble
      ? {
          inBath,
          atBed,
          // Who was there that evening, as the parent tells it (`papa hat ihm dann noch vorgelesen`).
          who: readOne(saidOrder.slice(troubleSaid).join(' ')).people.find((person) =>
            ['mum', 'dad', 'grandma', 'grandpa', 'aunt', 'uncle'].includes(person),
          ),
        }
      : undefined,
    lost:
      problem === 'lost'
        ? {
            cuddly: lostSentence !== undefined && cuddlyLost(brief, lostSentence),
            unfound: notFoundIn(lostWords, language),
          }
        : undefined,
    jealous: problem === 'tantrum' && daySentences.some((sentence) => JEALOUS[language].test(sentence)),
    storm:
      problem === 'scared' &&
      !badDream &&
      // (Every sentence of the storm of the day, none of the night: `big storm last night … scared of the lightning`.)
      stormSentences.length > 0 &&
      stormSentences.every(
        (sentence) =>
          !NIGHT_BEFORE[language].test(sentence) && !YESTERDAY[language].test(sentence) && !ofTheNightWords(sentence),
      ),
    noTears:
      (heard.mishaps.includes('cried') && denied('cried')) ||
      // A trouble the child laughed off (`3x op zn billen gevallen maar bleef maar lachen`) brings no tears either.
      (isMishap(problem) &&
        daySentences
          .filter((sentence) => LAUGHED[language].test(sentence))
          .map((sentence) => readOne(sentence).mishaps)
          .some((mishaps) => mishaps.includes(problem) && !mishaps.includes('cried'))),
    // The people the parent named come first: the cousin Jayden is told by name, the grandparents' day tells them.
    people: companions,
    personParts,
    featured,
    tellable,
    ride,
    breakfast,
    supper,
    goodnights,
    goodnightPeople,
    cameHome,
    awayToday,
    nightAwayWith,
    named,
    relationWords,
    about,
    describedTyped: brief.customActivities.filter(described),
    quotes: quotesIn(
      ownTexts,
      language,
      named.map((one) => one.name),
    ).map((quote) => ({
      words: quote.words,
      by: quote.by,
      child: quote.child,
      of: quote.of,
      // (A grown-up's words in the sentence right after the trouble's put it right: `granda said 'one bucket, two
      // builders'` after the quarrel.)
      isTrouble:
        mishap !== undefined &&
        (read([quote.sentence]).mishaps.includes(mishap) ||
          (quote.by !== undefined &&
            ownSentences.some(
              (sentence, at) =>
                read([sentence]).mishaps.includes(mishap) &&
                quote.sentence.startsWith(ownSentences[at + 1] ?? '\u0000'),
            ))),
      // Said at bedtime or in the morning, by the words of its sentence outside the quote.
      when: timeOfSaying(withoutQuotes(quote.sentence), reteller),
      sentence: quote.sentence,
    })),
  };
}

const isMishap = (problem: ProblemId | MishapId): problem is MishapId => problem in MISHAPS;

const timeOfSaying = (around: string, reteller: (typeof RETELLERS)[Language]) =>
  reteller.evening.test(around)
    ? ('evening' as const)
    : reteller.morning?.test(around) === true
      ? ('morning' as const)
      : undefined;

/** Words of a sunny sky, which a rainy, snowy, grey or stormy day does not tell. */
const SUN: Record<Language, RegExp> = {
  en: /\b(sun|sunny|sunshine|sunlight|sunbeams?)\b/iu,
  nl: /(zon|zonnig|zonnetje|zonlicht|zonnestralen)/iu,
  de: /(sonne|sonnig|sonnenschein|sonnenstrahl)/iu,
  fr: /(soleil|ensoleillé)/iu,
  es: /(\bsol\b|soleado)/iu,
  pt: /(\bsol\b|solarengo|ensolarado)/iu,
  zh: /(太阳|阳光|晴)/u,
};

/** A stock line that says it is the afternoon: not told in a morning scene. */
const AFTERNOON_LINE: Record<Language, RegExp> = {
  en: /\bafternoon\b/iu,
  nl: /middag/iu,
  de: /nachmittag/iu,
  fr: /après-midi/iu,
  // `Más tarde`, `mais tarde`: later, at any time of the day.
  es: /(?<!más )(?<!\p{L})tarde(?!\p{L})/iu,
  pt: /(?<!mais )(?<!\p{L})tarde(?!\p{L})/iu,
  zh: /下午/u,
};

/** The pronoun a grown-up's kind gives (`Oma` is a she), or none. */
const GROWN_UP_PRONOUN = {
  mother: 'she',
  grandmother: 'she',
  aunt: 'she',
  woman: 'she',
  father: 'he',
  grandfather: 'he',
  uncle: 'he',
  man: 'he',
  parent: undefined,
} as const;
/** The lexicon's person a family grown-up of each kind is (`Oma` is the `grandma` a parent's `oma` names). */
const FAMILY_PERSON: Partial<Record<keyof typeof GROWN_UP_PRONOUN, PersonId>> = {
  mother: 'mum',
  father: 'dad',
  grandmother: 'grandma',
  grandfather: 'grandpa',
  aunt: 'aunt',
  uncle: 'uncle',
};
/** The sky the day's pictures show for the weather the parent tapped; the others leave the illustrator's own sky. */
const SKY_OF_WEATHER: Partial<Record<Weather, ThingId>> = { rainy: 'rain', stormy: 'rain', snowy: 'snow' };
/** The catalog activity that shows a first time (the first swim is told at the pool). */
const FIRST_ACTIVITY: Record<string, ActivityId | undefined> = {
  swimming: 'activity-swimming',
  bike: 'activity-bike-ride',
  daycare: 'activity-daycare',
  dentist: 'dentist-visit',
  haircut: 'hairdresser-visit',
};
/** The activities that show a first time: its own, and a picked doctor's visit for the first dentist visit. */
const showsFirst = (kind: string): readonly ActivityId[] => {
  const own = FIRST_ACTIVITY[kind];
  return kind === 'dentist' ? ['dentist-visit', 'activity-doctor-visit'] : own ? [own] : [];
};

/**
 * The big feeling the parent tapped, as the day's trouble: on a day with nothing hard and no trouble of its own in
 * the parent's words (a made-up spill would take its place). Shyness needs somewhere new: not at home.
 */
function feltTrouble(day: DayPlan, facts: DayFacts): MishapId | undefined {
  if (facts.hard || !facts.feeling || isMishap(day.problem)) return undefined;
  const trouble = FEELING_MISHAP[facts.feeling];
  const place = day.scene3 ?? day.scene2;
  const atHome = place === undefined || (place.kind === 'activity' && HOME_PLACES.includes(ACTIVITIES[place.id].place));
  return trouble === 'shy' && atHome ? undefined : trouble;
}

/**
 * The day with the parent's tapped moments: the trouble they chose replaces any stock uh-oh (and one read from the
 * words), the celebration is the day's festival unless the words named one, and the family is wished goodnight.
 */
/** A birthday song sung (`le ha cantado el cumpleaños feliz`, `唱了生日歌`): no birthday of its own. */
const BIRTHDAY_SONG: Record<Language, RegExp> = {
  en: /\b(?:sang|sing|singing|sung) happy birthday\b/iu,
  nl: /lang zal (?:ze|hij) leven|er is er (?:één|een) jarig/iu,
  de: /zum geburtstag viel glück|(?:sang|gesungen|singen) happy birthday/iu,
  fr: /(?:chanté|chante|chanter) joyeux anniversaire/iu,
  es: /cumpleaños feliz|cumpleanos feliz|(?:cantado|cantó|canto|cantar) (?:el )?feliz cumpleaños/iu,
  pt: /(?:cantou|cantar|cantámos|cantamos) (?:os )?parabéns|parabéns a você/iu,
  // (Or a birthday only thought of: `点蜡烛她还以为过生日`.)
  zh: /生日歌|唱了生日快乐|以为\p{Script=Han}{0,3}生日/u,
};

/** The one child whose own day the story is (a pronoun of their own): none for two children or a character's story. */
function starOf(brief: StoryBrief): Kid | undefined {
  const kids = brief.facts?.children ?? [];
  const [only] = kids;
  return kids.length === 1 && only && (only.pronoun === 'she' || only.pronoun === 'he')
    ? { name: only.name, pronoun: only.pronoun }
    : undefined;
}

/**
 * The child's own birthday, said in the parent's words (`zuris 3rd birthday!!`, `heut war zuris 3. geburtstag`,
 * `今天三岁生日`): the day is the child's birthday, as if it were tapped. Not someone else's (`cumple de su primo dani`,
 * `maisies birthday party`, `朵朵的生日`), nor a day another person is named in the birthday's own words.
 */
function withOwnBirthday(brief: StoryBrief): StoryBrief {
  const facts = brief.facts;
  const child = facts?.children.length === 1 ? facts.children[0] : undefined;
  if (!facts || !child || facts.celebration !== undefined || facts.hard !== undefined) return brief;
  const language = brief.language;
  const name = child.name.toLocaleLowerCase(language);
  const own = new Set([name, `${name}s`, ...OWN_WORDS[language]]);
  const parts = sentencesOf(brief.customDescription ?? '')
    .filter((sentence) => !YESTERDAY[language].test(sentence))
    .flatMap((sentence) => partsOf(sentence, language))
    .filter((part) => readText([part], language).events.includes('birthday') && !BIRTHDAY_SONG[language].test(part));
  const whose = (part: string) =>
    [...part.toLocaleLowerCase(language).matchAll(WHOSE_BIRTHDAY[language])].map((match) => match[1] ?? match[2] ?? '');
  const ownOnly = (part: string) =>
    readText([part], language).people.every((person) => person === 'friends') &&
    namesIn([part], language).every((one) => one.name.toLocaleLowerCase(language) === name) &&
    whose(part).every((word) => own.has(word) || own.has(`${word}s`));
  return parts.length > 0 && parts.every(ownOnly) ? { ...brief, facts: { ...facts, celebration: 'birthday' } } : brief;
}

/** The words a parent says whose birthday it is by, for the child (`his`, `ses`, `seu`, `她`). */
const OWN_WORDS: Record<Language, readonly string[]> = {
  en: ['his', 'her', 'their'],
  nl: ['zijn', 'haar', 'zn'],
  de: ['sein', 'seinem', 'seinen', 'ihr', 'ihrem', 'ihren'],
  fr: ['ses', 'son', 'sa'],
  es: ['su', 'sus'],
  pt: ['seu', 'seus', 'sua', 'dele', 'dela'],
  zh: ['她', '他', '自己', '今天', '三岁', '两岁', '四岁', '五岁'],
};

/** Whose birthday, by the word before or after it (`maisies birthday`, `lenas geburtstag`, `cumple de dani`). */
const WHOSE_BIRTHDAY: Record<Language, RegExp> = {
  en: /(?<!\p{L})(\p{L}+?)(?:['’]s|s) (?:(?:\d+(?:st|nd|rd|th)?|first|second|third|fourth|fifth) )?(?:birthday|bday|b-day)/gu,
  nl: /(?:verjaardag|feestje|verjaardagsfeest\p{L}*) van (\p{L}+)|(?<!\p{L})(\p{L}+?)(?:['’]s|s) (?:verjaardag|feestje)/gu,
  de: /(?<!\p{L})(\p{L}+?)s (?:\d+\. )?(?:geburtstag|geburtstagsfeier|kindergeburtstag)|(?:geburtstag|feier) (?:von|bei) (\p{L}+)/gu,
  fr: /anniv(?:ersaire)? (?:de |d’|d')(?!(?:ses|son|sa|ces)\b)(\p{L}+)/gu,
  es: /(?:cumple|cumpleaños|cumpleanos) de (?!sus?\b)(\p{L}+)/gu,
  pt: /(?:anos|aniversário|aniversario) d[oae]s? (\p{L}+)/gu,
  zh: /(\p{Script=Han}{1,2})的生日/gu,
};

/**
 * The tapped birthday is someone else's where the parent's words of it name another (`geburtstag von tante bine`,
 * `grandma's birthday`) and not the child: the story says a birthday in the family, and the cake is nobody's own.
 */
function othersBirthday(brief: StoryBrief): boolean {
  const facts = brief.facts;
  if (facts?.celebration !== 'birthday') return false;
  const children = facts.children.map((kid) => kid.name);
  return [brief.customDescription ?? '', ...brief.customActivities]
    .flatMap(sentencesOf)
    .flatMap((sentence) => partsOf(sentence, brief.language))
    .filter((part) => readText([part], brief.language).events.includes('birthday'))
    .some(
      (part) =>
        !children.some((name) => names(part, name, brief.language)) &&
        (facts.people.some((one) => names(part, one.name, brief.language)) ||
          readText([part], brief.language).people.some((person) => person !== 'friends')),
    );
}

function withFacts(day: DayPlan, brief: StoryBrief): DayPlan {
  const facts = brief.facts;
  if (!facts) return day;
  const words = FAMILY_WORDS[brief.language];
  const kids = facts.children.map((kid) => ({ name: kid.name, pronoun: kid.pronoun }));
  const problem = facts.hard ? HARD_MISHAP[facts.hard.kind] : (feltTrouble(day, facts) ?? day.problem);
  const dead = facts.hard?.kind === 'pet-died' ? facts.hard.petName : undefined;
  // Sisters, brothers and friends who were there are wished goodnight too, before the grown-ups and the pets.
  const family = [
    ...facts.people.filter((one) => one.relation !== 'grown-up').map((one) => one.name),
    ...facts.people.filter((one) => one.relation === 'grown-up').map((one) => one.name),
    ...facts.pets.filter((pet) => pet.name !== dead).map((pet) => pet.name),
  ];
  // The family's own brother or Oma, whom the parent's words call by the relation (`跟弟弟抢积木`), is wished goodnight
  // once, by name.
  const theirs = new Set<PersonId>(
    facts.people.flatMap((one): PersonId[] => {
      if (one.relation === 'grown-up') return FAMILY_PERSON[one.kind] ? [FAMILY_PERSON[one.kind] as PersonId] : [];
      if (one.relation === 'sibling')
        return one.pronoun === 'she' ? ['sister'] : one.pronoun === 'he' ? ['brother'] : [];
      return [];
    }),
  );
  const others = day.goodnights.filter((word) => {
    const person = day.goodnightPeople.get(word);
    return person === undefined || !theirs.has(person);
  });
  return {
    ...day,
    problem,
    isSad: facts.hard ? MISHAPS[HARD_MISHAP[facts.hard.kind]] === 'sad' : day.isSad,
    badDream: facts.hard ? facts.hard.kind === 'bad-dream' : day.badDream,
    eveningTrouble:
      facts.hard && (facts.hard.kind === 'bad-dream' || MISHAPS[HARD_MISHAP[facts.hard.kind]] === 'sad')
        ? undefined
        : day.eveningTrouble,
    ride: facts.hard && facts.hard.kind !== 'bump' ? undefined : day.ride,
    // (Someone else's birthday is a birthday in the family: the words for two children's say it without a name.)
    festival:
      day.festival ??
      (facts.celebration
        ? words.celebration(othersBirthday(brief) ? [...kids, ...kids] : kids, facts.celebration)
        : undefined),
    // The whole family who was there (five at most: a dog after two grown-ups too), the day's own things after them.
    goodnights: [...family.slice(0, 5), ...others].slice(0, Math.max(3, Math.min(5, family.length))),
  };
}

/** A waking that cheers: no first line of a sad day's morning. */
const CHEER: Record<Language, RegExp> = {
  en: /\bsmil|brand-new day|best way to start|lovely day|happy/iu,
  nl: /glimlach|begon de dag goed|vrolijk|blij/iu,
  de: /lächel|fröhlich|fing der tag gut an|schönen tag/iu,
  fr: /sourire|sourit|joyeu|bien commencer/iu,
  es: /sonri|alegr|empezar bien/iu,
  pt: /sorri|novinho em folha|alegr|começar bem/iu,
  zh: /笑|开心|高高兴兴/u,
};

/** A hearty appetite: no line of a day the child was ill (a fever, a tummy bug, the hospital). */
const HEARTY: Record<Language, RegExp> = {
  en: /hungry|every last bite|ate it all up|plate was clean|extra good/iu,
  nl: /honger|smulde|laatste hap|bord (was )?(helemaal )?leeg|alles op/iu,
  de: /hunger|hungrig|allerletzten bissen|teller war leer|aß alles auf|ratzeputz/iu,
  fr: /faim|dévor|dernière bouchée|assiette (était )?vide|mange tout/iu,
  es: /hambre|con muchas ganas|último bocado|plato (quedó )?limpio|se lo comió todo/iu,
  pt: /fome|apetite|última garfada|prato (ficou )?limpinho|comeu tudo/iu,
  zh: /饿|吃得饱饱|特别香|吃光|一口不剩|吃得干干净净/u,
};
/** The day's troubles of being ill. */
const ILL: readonly (ProblemId | MishapId)[] = ['sick', 'hospital', 'vaccine'];

/** What a title may promise (the moon, the stars, a night-light), and the words of a story that shows it. */
const TITLE_PROMISES: Record<Language, readonly (readonly [RegExp, RegExp])[]> = {
  en: [
    [/\bmoon/iu, /\bmoon/iu],
    [/\bstar/iu, /\bstars?\b(?! on them)/iu],
  ],
  nl: [
    [/\bmaan/iu, /\bmaan/iu],
    [/\bsterren/iu, /\bster(?:ren|retjes?)?\b/iu],
  ],
  de: [
    [/mond/iu, /mond/iu],
    [/stern/iu, /sterne?n?\b|sternchen/iu],
    [/nachtlicht/iu, /nachtlicht/iu],
  ],
  fr: [
    [/\blune/iu, /\blune/iu],
    [/étoil/iu, /étoil/iu],
  ],
  es: [
    [/\bluna/iu, /\bluna/iu],
    [/estrell/iu, /estrell/iu],
  ],
  pt: [
    [/\blua\b/iu, /\blua\b/iu],
    [/estrel/iu, /estrel/iu],
  ],
  zh: [
    [/月亮/u, /月亮/u],
    [/星星/u, /星星/u],
  ],
};

/** Each member of the family with the figure that draws them; the family's people in the family's skin tone. */
function figuresOf(facts: DayFacts): { name: string; figure: FamilyFigure }[] {
  const skin = facts.skin;
  return [
    ...facts.children.map((kid) => ({
      name: kid.name,
      figure: { figure: 'child', age: kid.age, pronoun: kid.pronoun, seed: kid.seed, skin } as const,
    })),
    ...facts.people.flatMap((one): { name: string; figure: FamilyFigure }[] => {
      if (one.relation === 'grown-up')
        return [{ name: one.name, figure: { figure: 'grown-up', kind: one.kind, seed: one.seed, skin } }];
      if (one.relation === 'sibling')
        return [
          { name: one.name, figure: { figure: 'child', age: one.age, pronoun: one.pronoun, seed: one.seed, skin } },
        ];
      return [];
    }),
    ...facts.pets.map((pet) => ({
      name: pet.name,
      figure: { figure: 'pet', kind: pet.kind, seed: pet.seed } as const,
    })),
  ];
}

/** Whether a text names someone: the whole name, not inside another word (Chinese has no spaces to look at). */
function names(text: string, name: string, language: Language): boolean {
  if (language === 'zh') return text.includes(name);
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(text);
}

/**
 * The words the parent wrote with a capital inside a sentence (`asked if Maggie will miss her`): names the story
 * spells so where the parent later writes them in lower case. Not in German, where every noun takes one, nor in
 * Chinese.
 */
function capitalisedIn(text: string, language: Language): string[] {
  if (language === 'de' || language === 'zh') return [];
  const found = new Set<string>();
  for (const sentence of text.split(/[.!?\n]+/u)) {
    const words = sentence.trim().split(/\s+/u).slice(1);
    for (const word of words) {
      const bare = word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '').replace(/['’]s$/u, '');
      if (/^\p{Lu}\p{Ll}+$/u.test(bare) && [...bare].length >= 3) found.add(bare);
    }
  }
  return [...found];
}

/**
 * Someone the parent named, as the story calls them without an article: a title goes with the name (`Opa Henk`,
 * `Dr Patel`, `juf Marieke`, `tío Nacho`, `Mamie Odile`); a sister, a friend or a pet is their name. A Chinese name
 * goes with its relation (`哥哥乐乐`), one that holds its title already (`李老师`) as it is.
 */
function calledName(one: Named, language: Language, pack: AnyPack): string {
  if (language === 'zh') return one.name.endsWith(one.word) ? one.name : `${one.word}${one.name}`;
  if (!one.person || !TITLED.includes(one.person)) return one.name;
  // As the story says them, where the pack names them.
  const ref = pack.named(one.name, one.word, one.person, one.pet) as Record<string, unknown>;
  const form = [ref.bare, ref.voc, ref.name, ref.nom].find((each): each is string => typeof each === 'string');
  const bare = form?.replace(/^(?:el|la|los|las|o|a|os|as) /u, '');
  if (bare?.includes(one.name)) return bare;
  // English and German write the title with a capital (Grandma Sue, Oma Hilde); the others as a word (opa Henk).
  const word = one.word.toLocaleLowerCase(language);
  const title = ['en', 'de'].includes(language) ? word.charAt(0).toLocaleUpperCase(language) + word.slice(1) : word;
  return `${title} ${one.name}`;
}

/** The hero's name for a line of the family's own words. */
function heroName(hero: { name?: string; nom?: string }, fallback: string): string {
  const name = hero.name ?? hero.nom ?? fallback;
  return name.charAt(0).toLocaleUpperCase() + name.slice(1);
}

/** The parent's sentence a happening was told in: its own, or the description's of a picked activity. */
function saidSentence(item: Happening | undefined): string | undefined {
  if (item?.kind === 'activity') return item.saidIn?.sentence ?? item.source;
  return item?.kind === 'outing' ? item.source : undefined;
}

function rank(item: Happening): number {
  return item.kind === 'activity' ? WHEN_RANK[ACTIVITIES[item.id].when] : WHEN_RANK.any;
}

/**
 * The day's happenings in the order they happened: what the parent's description tells keeps the parent's order
 * (`baked banana bread this morning, then the park`: the baking first, whatever time an activity usually has); the
 * picked and typed ones go by their part of the day, each before the first told happening that comes later in a day.
 */
/** Places a child is taken to play: picked and never told, they fit around the day the parent's words tell. */
const PLAY_PLACES: readonly ActivityId[] = [
  'activity-park',
  'activity-playground',
  'activity-walk-in-the-woods',
  'activity-beach',
  'activity-sandbox',
  'activity-swimming',
  'activity-bike-ride',
  'activity-puddle-jumping',
  'activity-zoo',
  'activity-playing-with-friends',
];

/** The part of the day the parent's words put a happening in: the last they name up to its own clause. */
function partOfHappening(item: Happening, language: Language): DayPart | undefined {
  const sentence = saidSentence(item);
  if (sentence === undefined) return undefined;
  const clause =
    item.kind === 'outing'
      ? item.clause
      : item.kind === 'activity' && item.saidIn !== undefined
        ? partsOf(sentence, language)[item.saidIn.clause]
        : undefined;
  const at = clause === undefined ? -1 : sentence.indexOf(clause);
  return dayPartOf(at < 0 ? sentence : sentence.slice(0, at + (clause?.length ?? 0)), language);
}

/**
 * What the parent's words tell, in the order of the parts of the day they name (`smiddags boodschappen, smorgens
 * muziekles, savonds een puzzel`: the music class first), where they name them out of the order they tell them in.
 * Each happening is of the last part of the day its sentence names up to its own clause, else of the one before it;
 * the ones before any part is named go with the first.
 */
function byDayParts(told: Happening[], language: Language): Map<Happening, DayPart> {
  const parts = carriedParts(told.map((item) => partOfHappening(item, language)));
  const first = parts.find((part) => part !== undefined);
  const named = new Map<Happening, DayPart>();
  if (first === undefined) return named;
  const ordered = told
    .map((item, at) => ({ item, at, part: parts[at] ?? first }))
    .sort((a, b) => a.part - b.part || a.at - b.at);
  ordered.forEach(({ item, part }, at) => {
    told[at] = item;
    named.set(item, part);
  });
  return named;
}

function inDayOrder(
  happenings: readonly Happening[],
  described: readonly string[],
  language: Language,
  saysLater: (sentence: string) => boolean = () => false,
): Happening[] {
  const told = happenings.filter(
    (item) => (item.kind === 'activity' || item.kind === 'outing') && item.source && described.includes(item.source),
  );
  // A picked activity the description tells too goes before the first told happening its words put later.
  const keyOf = (item: Happening) => ({
    sentence: described.indexOf(saidSentence(item) ?? ''),
    clause: item.kind === 'activity' ? item.saidIn?.clause : undefined,
  });
  const said = happenings
    .filter((item) => item.kind === 'activity' && item.source === undefined && item.saidIn !== undefined)
    .map((item) => ({ item, key: keyOf(item) }))
    .sort((a, b) => a.key.sentence - b.key.sentence || (a.key.clause ?? 0) - (b.key.clause ?? 0));
  for (const { item, key } of said) {
    const later = told.findIndex((other) => {
      const at = keyOf(other);
      return (
        at.sentence > key.sentence ||
        (at.sentence === key.sentence && at.clause !== undefined && key.clause !== undefined && at.clause > key.clause)
      );
    });
    told.splice(later < 0 ? told.length : later, 0, item);
  }
  // (What the parent's words put in a part of the day goes by it among the picked ones too: a picked music class
  // their words tell of the morning comes before the afternoon's shopping.)
  const parts = byDayParts(told, language);
  const rankOf = (item: Happening) => parts.get(item) ?? rank(item);
  const others = happenings
    .filter((item) => !told.includes(item))
    .map((item, order) => ({ item, order }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.order - b.order)
    .map(({ item }) => item);
  // (A typed activity, `ver os malabaristas`, is what was done out there, not before the outing the words tell: `fomos
  // ao circo`.)
  // (A picked activity the parent's words never tell fits around the day they tell: not before a happening of theirs
  // of the same part of the day or of any time, `samstag … aufm flohmarkt` with a picked park is the flea market's day
  // first; only before one of a later part of the day, the afternoon's or the evening's, or that their words put
  // later, `went to the park after lunch`.)
  // (Of the places a child is taken to play, the park or the woods: an errand picked, the doctor's, may be where the
  // day's trouble the words tell happened.)
  const unsaid = (other: Happening) =>
    other.kind === 'activity' &&
    PLAY_PLACES.includes(other.id) &&
    other.source === undefined &&
    other.saidIn === undefined &&
    told.length > 0;
  const before = (other: Happening, item: Happening) =>
    unsaid(other)
      ? rank(other) < rankOf(item)
        ? rankOf(item) > WHEN_RANK.any || saysLater(saidSentence(item) ?? '')
        : rank(other) === rankOf(item) && rank(other) === WHEN_RANK.morning && saysLater(saidSentence(item) ?? '')
      : rank(other) < rankOf(item) ||
        (rank(other) === rankOf(item) && !(other.kind === 'new' && item.kind === 'outing'));
  const day: Happening[] = [];
  let next = 0;
  for (const item of told) {
    while (next < others.length && before(others[next] as Happening, item)) day.push(others[next++] as Happening);
    day.push(item);
  }
  day.push(...others.slice(next));
  return day;
}

type Scene = { sentences: string[]; plan: ScenePlan; activityIndex: number | undefined };

/**
 * The day's lost thing is the chosen character's kind or name (`left bunny on the bus`, `doudou lapin perdu`): the
 * child's own cuddly, so it is not at the child's side all day long on the child's own day, nor helps look for itself.
 */
function cuddlyLost(brief: StoryBrief, sentence: string): boolean {
  const language = brief.language;
  const { name, description } = brief.character;
  const kind = readLook(`${name}. ${description}`, language).base;
  return (
    names(sentence, name, language) || findConcepts(sentence, language, LOOKS[language].bases, BASES).includes(kind)
  );
}

function compose(
  brief: StoryBrief,
  pack: AnyPack,
  day: DayPlan,
  picker: Picker,
  withOptional: boolean,
  retelling = true,
): WrittenStory {
  const kids: Kid[] = (brief.facts?.children ?? []).map((kid) => ({ name: kid.name, pronoun: kid.pronoun }));
  // A story for one child of the family is that child's own day: the child falls, quarrels, says sorry and goes to
  // sleep, and the chosen character is at the child's side (the place a child has beside the hero in other stories).
  // Two or more children keep the character as the one who stands for them all.
  // (A child whose pronoun the parent left open keeps the character as hero: the languages' possessives need one.)
  const star = starOf(brief);
  const characterAs = (childPronoun: 'she' | 'he' | undefined) =>
    pack.hero({
      name: cleanName(brief.character.name) || brief.character.name,
      catalogId: brief.character.catalogId,
      description: brief.character.description,
      childPronoun,
    });
  const character = characterAs(undefined);
  /** The child's own cuddly of the character's kind was lost today: the child's day goes without it at their side. */
  const withoutCuddly = star !== undefined && day.lost?.cuddly === true;
  const unfound = day.lost?.unfound === true;
  const child = star
    ? withoutCuddly
      ? undefined
      : character
    : brief.childPlaceholder
      ? pack.child(brief.childPlaceholder, brief.childPronoun)
      : undefined;
  /** Whose story this is: the family's children, else the child the parent named in Settings. */
  const storyKids: Kid[] =
    kids.length > 0
      ? kids
      : brief.childPlaceholder
        ? [{ name: brief.childPlaceholder, pronoun: brief.childPronoun ?? null }]
        : [];
  // The parent writes `he` and `his` of the one child whose day it is: the hero that stands in for the child says so.
  const onlyKid = storyKids.length === 1 ? storyKids[0]?.pronoun : undefined;
  const hero = star
    ? pack.child(star.name, star.pronoun ?? undefined)
    : characterAs(onlyKid === 'she' || onlyKid === 'he' ? onlyKid : undefined);
  /** Whether a sentence names the chosen character, in any of its forms (`den kleinen Bären`). */
  const characterForms = (['name', 'nom', 'akk', 'dat', 'voc', 'bare'] as const).flatMap((key) => {
    const form = (character as Partial<Record<string, unknown>>)[key];
    return typeof form === 'string' && form.length > 1 ? [form.toLocaleLowerCase(brief.language)] : [];
  });
  const namesCharacter = (text: string) =>
    characterForms.some((form) => names(text.toLocaleLowerCase(brief.language), form, brief.language));
  /** Who is beside the story's hero, by name: the chosen character beside the one child, else the children. */
  const besideName = star ? heroName(character, brief.character.name) : storyKids[0]?.name;
  const facts = brief.facts;
  const words = FAMILY_WORDS[brief.language];
  // How the parent's clauses are retold: the hero, the family's grown-ups, and every name of the day.
  // Two or more children do what the parent wrote with no one named (`baked fairy cakes at Nanny's`): they, not the
  // character alone. Where the reteller's verb says one doer (Spanish `jugó`, Portuguese `brincou`, the French
  // `on`, German `war`), the character still tells it.
  const retellHero = kids.length > 1 && ['en', 'nl', 'zh'].includes(brief.language) ? pack.together(kids) : hero;
  const retellContext = {
    hero: retellHero,
    grownUps: (facts?.people ?? [])
      .filter((one) => one.relation === 'grown-up')
      .map((one) => words.grownUp?.(one.name, one.kind) ?? one.name),
    names: [
      ...new Set([
        ...day.named.map((one) => one.name),
        ...(facts ? figuresOf(facts).map(({ name }) => name) : []),
        ...storyKids.map((kid) => kid.name),
        ...capitalisedIn(brief.customDescription ?? '', brief.language),
      ]),
    ],
    childPronoun: brief.childPronoun ?? undefined,
    children: [...storyKids.map((kid) => kid.name), ...(brief.childPlaceholder ? [brief.childPlaceholder] : [])],
    otherKids: [
      ...day.named.filter((one) => one.person !== undefined && OTHER_KIDS.includes(one.person)).map((one) => one.name),
      ...(facts?.people ?? []).filter((one) => one.relation === 'sibling').map((one) => one.name),
    ],
    /** Who the parent's `I` is (set below, once the day's parents are known). */
    parent: undefined as string | undefined,
    /** Whether that parent is only the likeliest (set below). */
    parentGuessed: false,
    /** The grown-up a clause's `we` went along with (set below, with the parent who writes). */
    alongWith: undefined as ((clause: string) => string | undefined) | undefined,
    /** A clause as the parent meant it, its pronoun someone else's (set below, for a grown-up ill at home). */
    restated: undefined as ((clause: string) => string | undefined) | undefined,
  };
  // Scenes 2 to 4 share the day with the first person the parent named, scene 5 with the next one. The doctor and
  // the teacher belong to their place, whose own lines tell them: nobody goes to the doctor's with the doctor, and
  // the doctor does not come home for the afternoon.
  const goesAlong = day.people.filter((person) => !AT_THEIR_PLACE.includes(person));
  const partOfItem = (item: Happening | undefined) => (item ? partOfHappening(item, brief.language) : undefined);
  /** Whether someone the words name was there at a part of the day, where the words say the part of both. */
  const presentAt = (person: PersonId, part: DayPart | undefined) =>
    part === undefined || day.personParts.get(person)?.has(part) !== false;
  // A visit to the grandparents is with the grandparent the parent named (`Oma`, `外婆`), not with both by the pack's
  // words, nor with a cousin who came along.
  const visited = day.people.find((person) => GRANDS.includes(person));
  // Who was where, by the parent's words: the people of the part of the sentence that tells a happening (`in the
  // afternoon she played with her friend Lily in the garden`), else of its sentence; one the parent named only beside
  // another happening was not there (Lily is not at the morning's library). Who a sentence of no happening names
  // (`Oma was here all day`) shares every scene.
  const peopleIn = (text: string) =>
    readText([text], brief.language).people.filter((person) => goesAlong.includes(person));
  const daySentences = sentencesOf(
    withoutQuotes(withoutNames(brief.customDescription ?? '', day.named, brief.language)),
  );
  // (Not who came in the evening, `le soir papi est venu manger`: Papi was not at the crèche.)
  const ofEvening = RETELLERS[brief.language].evening;
  const allDay = goesAlong.filter((person) =>
    daySentences.some(
      (sentence) =>
        activitiesOf(sentence, brief.language).length === 0 &&
        !ofEvening.test(sentence) &&
        peopleIn(sentence).includes(person),
    ),
  );
  const hasGrownUps = (facts?.people ?? []).some((one) => one.relation === 'grown-up');
  const whoWasAt = (item: Happening): PersonId[] | undefined => {
    // (A picked activity the parent's words tell too is where they tell it: `we made fairy cakes with nana`.)
    const source = saidSentence(item);
    if (item.kind === 'new' || source === undefined) return undefined;
    const part =
      item.kind === 'activity'
        ? partsOf(source, brief.language).find((one) => activitiesOf(one, brief.language).includes(item.id))
        : undefined;
    const here = part === undefined ? [] : peopleIn(part);
    if (here.length > 0) return here;
    // (Done with the parent who writes, Mum unless the words name her: not with the dad of the day's other part.)
    if (part !== undefined && WITH_ME[brief.language].test(part) && !hasGrownUps && !day.people.includes('mum'))
      return ['mum'];
    // (Not who the sentence names in its evening, `在幼儿园摔了一跤 … 晚上爷爷来家里吃饭`: 爷爷 was not at daycare.)
    const daytime = peopleIn(
      partsOf(source, brief.language)
        .filter((one) => !ofEvening.test(one))
        .join(', '),
    );
    // (A picked activity whose words name nobody goes with the day's people, as if the words had not told it.)
    // (Nor whom the sentence names at another part of the day: `下午在家画画 … 早上爷爷带她去公园`.)
    const when = partOfItem(item);
    const then = daytime.filter((person) => presentAt(person, when));
    return item.kind === 'activity' && item.source === undefined && then.length === 0 ? undefined : then;
  };
  /** The first grown-up the parent's words name after the day's trouble, in its sentence or the next one. */
  const comforterAfter = (problem: ProblemId | MishapId): PersonId | undefined => {
    if (!(problem in MISHAPS)) return undefined;
    const at = daySentences.findIndex((sentence) =>
      readText([sentence], brief.language).mishaps.includes(problem as MishapId),
    );
    if (at < 0) return undefined;
    const parts = partsOf(daySentences[at] ?? '', brief.language);
    const from = parts.findIndex((part) => readText([part], brief.language).mishaps.includes(problem as MishapId));
    const after = [...parts.slice(from + 1), ...partsOf(daySentences[at + 1] ?? '', brief.language)];
    // Whom the child held on to or cried into, in the trouble's words or right after them (`cried into mummy's neck`,
    // `agarrou-se a mim`): the parent who writes for their `my`, `me`.
    // (The whole sentence of the trouble: `hat sich an papa festgeklammert und geweint` holds on before the tears.)
    // (Not at a goodbye or daycare's drop-off, `clung to my leg but her key worker Becky got the bubbles out`, `搂着
    // 妈妈的脖子不撒手`, `bei der tagesmutter … sich an mir festgeklammert`: the one held on to left.)
    const leftBehind =
      problem === 'goodbye' ||
      problem === 'missing' ||
      readText([daySentences.join('\n')], brief.language).places.includes('daycare');
    for (const part of leftBehind ? [] : [...parts.slice(0, Math.max(from, 0) + 1), ...after]) {
      if (ofEvening.test(part)) break;
      const word = HELD_ON_TO[brief.language].map((pattern) => pattern.exec(part)?.[1]).find(Boolean);
      if (!word) continue;
      if (WRITER_WORD[brief.language].test(word)) return writerId ?? 'mum';
      const held = readText([word], brief.language).people.find((one) => HELPERS.includes(one));
      if (held) return held;
    }
    // (A grown-up the parent named, by their name alone, `but sarah said she stopped after 5 mins`: the new
    // childminder, not the child beside the hero.)
    const namedHelpers = day.named.filter((one) => one.person !== undefined && HELPERS.includes(one.person));
    const lower = (text: string) => text.toLocaleLowerCase(brief.language);
    const namedIn = (part: string) =>
      namedHelpers.find((one) => names(lower(part), lower(one.name), brief.language))?.person;
    const rawSentences = sentencesOf(withoutQuotes(brief.customDescription ?? ''));
    const rawAfter =
      rawSentences.length === daySentences.length
        ? [
            ...partsOf(rawSentences[at] ?? '', brief.language).slice(from + 1),
            ...partsOf(rawSentences[at + 1] ?? '', brief.language),
          ]
        : [];
    for (const [index, part] of after.entries()) {
      if (ofEvening.test(part)) break;
      const helper =
        peopleIn(part).find((one) => HELPERS.includes(one)) ??
        (rawAfter.length === after.length ? namedIn(rawAfter[index] ?? '') : undefined);
      if (helper) return helper;
    }
    return undefined;
  };
  // Whom the sentences before a happening's named last stay with it (`grandma and grandpa came over for lunch … then we
  // all went to the park`), unless a sentence of their own happening names nobody (`this morning we went to the
  // library` before the afternoon's friend).
  const before = (item: Happening): PersonId | undefined => {
    const source = item.kind === 'new' ? undefined : item.source;
    if (item.kind === 'new' || source === undefined) return undefined;
    const at = daySentences.indexOf(source);
    // (Not whom a sentence of a later part of the day names, told first: `went to the park with grandma in the
    // afternoon. this morning we baked cookies` bakes without her.)
    const part = dayPartOf(source, brief.language);
    for (let index = at - 1; index >= 0; index--) {
      const earlier = dayPartOf(daySentences[index] ?? '', brief.language);
      if (part !== undefined && earlier !== undefined && earlier > part) continue;
      const people = peopleIn(daySentences[index] ?? '');
      if (people.length > 0) return people[0];
    }
    return undefined;
  };
  // Whom a ride went to see, or who met it at its end (`train to see granny in york … granny met us at the station`):
  // waiting at the other end, so not on the ride nor comforting the child on the platform before it.
  const rideOf = (item: Happening | undefined) => item?.kind === 'activity' && RIDE_ACTIVITIES.includes(item.id);
  const atRideEnd: readonly PersonId[] = [day.scene2, day.scene3, day.scene5].some(rideOf)
    ? daySentences.flatMap((sentence) => [
        ...[...sentence.matchAll(TRIP_TO[brief.language])].flatMap((match) => peopleIn(match[0])),
        ...(MET_AT_END[brief.language].test(sentence) ? peopleIn(sentence) : []),
      ])
    : [];
  const companionOf = (item: Happening | undefined, slot = 0): PersonId | undefined => {
    const one = companionAt(item, slot);
    return one !== undefined && rideOf(item) && atRideEnd.includes(one) ? undefined : one;
  };
  const companionAt = (item: Happening | undefined, slot = 0): PersonId | undefined => {
    if (item?.kind === 'activity' && item.id === 'activity-grandparents' && visited) return visited;
    const there = item ? whoWasAt(item) : undefined;
    const placeOwn = () =>
      item?.kind === 'activity'
        ? ACTIVITIES[item.id].people.find((person) => !AT_THEIR_PLACE.includes(person))
        : undefined;
    // (Not one the words put at another part of the day: `de tarde … c a babá Rosa` paints with no one in the morning.)
    const part = partOfItem(item);
    const here = (person: PersonId | undefined) =>
      person !== undefined && presentAt(person, part) ? person : undefined;
    const along = goesAlong.filter((person) => presentAt(person, part));
    if (there !== undefined)
      return (
        there[0] ?? here(item ? before(item) : undefined) ?? allDay.find((one) => presentAt(one, part)) ?? placeOwn()
      );
    // (Nor a friend the words name only at another doing: `then at nursery … with his friend sam` does not swim with
    // Sam.)
    const own = item?.kind === 'activity' ? item.id : undefined;
    const onlyElsewhere = (person: PersonId) => {
      const naming = daySentences.filter((sentence) => peopleIn(sentence).includes(person));
      return (
        person === 'friend' &&
        own !== undefined &&
        naming.length > 0 &&
        naming.every((sentence) => {
          const doings = activitiesOf(sentence, brief.language);
          return doings.length > 0 && !doings.includes(own);
        })
      );
    };
    return (
      [along[slot], along[0], ...along].find((person) => person !== undefined && !onlyElsewhere(person)) ?? placeOwn()
    );
  };
  // Someone the parent named (`Opa Henk`) is told by name; others by the parent's word where the pack tells by it
  // (`外婆`), else by the pack's word for them (`Grandma`).
  const namedRef = (one: Named) => pack.named(one.name, one.word, one.person, one.pet);
  const refOf = (person: PersonId | undefined) => {
    if (!person) return undefined;
    const named = day.named.find((one) => one.person === person);
    if (named) return namedRef(named);
    const word = day.relationWords[person];
    return (word ? pack.relation?.(word, person) : undefined) ?? pack.people[person].ref;
  };
  const noSun = facts?.weather !== undefined && !['sunny', 'hot'].includes(facts.weather);
  // A winter's day (snow, mittens, Advent) has no bees in the flower bed nor a blanket on the grass.
  const wintry = isWintry([brief.customDescription ?? '', ...brief.customActivities], brief.language, facts?.weather);
  // The family's own people are told by name: a grown-up by what the child calls them, with the pronoun their kind
  // gives; a sister or brother by theirs; a friend by name alone.
  const factRef = (one: DayFacts['people'][number]) =>
    pack.child(
      one.relation === 'grown-up' ? (words.grownUp?.(one.name, one.kind) ?? one.name) : one.name,
      one.relation === 'grown-up'
        ? (GROWN_UP_PRONOUN[one.kind] ?? undefined)
        : one.relation === 'sibling'
          ? (one.pronoun ?? undefined)
          : undefined,
    );
  // The scene's companion is a grown-up or a friend before a sister or brother: `with Leo` would lose the words
  // `her little brother`, which the sentence of who was there says.
  const byCompanion = (one: DayFacts['people'][number]) => (one.relation === 'sibling' ? 1 : 0);
  const byFact = [...(facts?.people ?? [])].sort((a, b) => byCompanion(a) - byCompanion(b));
  const factRefs = new Map(byFact.map((one) => [one, factRef(one)] as const));
  const factPeople = [...factRefs.values()];
  const factHelper = (facts?.people ?? []).find((one) => one.relation === 'grown-up');
  // The family's grandparent who was there is the one a visit to the grandparents is to (`visited Oma`, not `Oma and
  // Opa`): the packs cannot tell it from the placeholder of the name.
  const familyGrand = (facts?.people ?? []).find(
    (one) => one.relation === 'grown-up' && (one.kind === 'grandmother' || one.kind === 'grandfather'),
  );
  const familyGrandRef = familyGrand ? factRef(familyGrand) : undefined;
  const deadPet =
    facts?.hard?.kind === 'pet-died' ? facts.pets.find((pet) => pet.name === facts.hard?.petName) : undefined;
  const quarrelWith = (facts?.people ?? []).find((one) => one.relation !== 'grown-up');
  // Two children of the story who quarrelled quarrelled with each other, when nobody else of their age was there.
  const quarrelKid = kids.length > 1 && !quarrelWith ? kids[1] : undefined;
  const quarrelName = facts?.hard?.kind === 'quarrel' ? (quarrelWith?.name ?? quarrelKid?.name) : undefined;
  // The pet that died by its kind and name (`Nibbles the hamster`), and then by name alone (`Nibbles could not come
  // back`), as the story's own named pets are.
  const petRef = (name: string, kind: PetKind | undefined, word: string | undefined) => ({
    ...pack.child(kind ? words.pet(name, kind, word) : name, undefined),
    short: name,
  });
  const about =
    facts?.hard?.kind === 'pet-died'
      ? deadPet
        ? petRef(deadPet.name, deadPet.kind, deadPet.word)
        : facts.hard.petName
          ? petRef(facts.hard.petName, facts.hard.petKind, facts.hard.petWord)
          : undefined
      : facts?.hard?.kind === 'quarrel'
        ? quarrelWith
          ? factRef(quarrelWith)
          : quarrelKid
            ? pack.child(quarrelKid.name, quarrelKid.pronoun ?? undefined)
            : undefined
        : facts?.hard
          ? undefined
          : typeof day.about === 'object'
            ? namedRef(day.about)
            : refOf(day.about);
  // A grown-up of the day helps in scene 4: the scene's companion if a grown-up, else one the parent named.
  const troublePart = partOfItem(day.scene3 ?? day.scene2);
  // (The day's own trouble on the ride, a late train; not a made-up one at the end of it, where they were.)
  const rideTrouble = isMishap(day.problem) && rideOf(day.scene3 ?? day.scene2);
  const helperOf = (person: PersonId | undefined) =>
    person && HELPERS.includes(person)
      ? person
      : day.people.find(
          (id) => HELPERS.includes(id) && presentAt(id, troublePart) && !(rideTrouble && atRideEnd.includes(id)),
        );

  // Whom the day's goodbye was to (`nanna flew home to australia today`, `oma und opa sind wieder heim gefahren`):
  // once they have gone, in scene 4 and after, they neither comfort nor sit close by; someone who stayed does.
  const goodbyeSentences =
    day.problem === 'goodbye'
      ? sentencesOf(brief.customDescription ?? '').filter((one) =>
          readText([one], brief.language).mishaps.includes('goodbye'),
        )
      : [];
  const goneIds = new Set<PersonId>();
  const goneAbout = personOf(day.about);
  // Where the day names no grown-up, the one who comforts is a parent, Mummy before Daddy, as the parent who writes
  // at bedtime most often is (`A kind grown-up`, `quelqu’un qui l’aime` read as nobody): not one the day names,
  // who would have been the helper unless gone or what the trouble is about.
  const homeId = (['mum', 'dad'] as const).find((id) => !day.people.includes(id) && id !== goneAbout);
  // (An American parent's Mommy: the words of their day say so, `daycare`, `diaper`, `popsicle`; not a British or an
  // Australian parent's, `mum`, `arvo`.)
  const dayWords = [brief.customDescription ?? '', ...brief.customActivities].join(' ');
  const american = brief.language === 'en' && AMERICAN.test(dayWords) && !NOT_AMERICAN.test(dayWords);
  /** A parent as the child calls them: Mommy where the parent's words are American. */
  const parentRef = (id: 'mum' | 'dad' | undefined) =>
    id === 'mum' && american ? (pack.relation?.('mommy', 'mum') ?? refOf(id)) : refOf(id);
  // (On a night away, the grandparent the child stayed with.)
  const homeParent = day.nightAwayWith ? refOf(day.nightAwayWith) : parentRef(homeId);
  // Who writes the day, for the parent's `I`, `me` and `we` (`hid behind my legs`: Mummy's): the mother, as most
  // often, unless the day names her as someone else (`while mum was at work`) or the family's grown-ups are known;
  // Daddy where she is away. (A reteller whose `we` reads well as the family leaves it unread.)
  // (Mummy called by the child only, `还喊妈妈坏`, `哭着叫妈妈`, is no one else than the one who writes.)
  const mumThere =
    day.people.includes('mum') &&
    (brief.language !== 'zh' || readText([dayWords.replace(CALLED_ZH, '')], 'zh').people.includes('mum'));
  // (A parent ill at home whom the child cared for as `me`, `he brought me my water`, writes the day themselves.)
  const nursedWrites =
    day.problem === 'nursing' &&
    (goneAbout === 'mum' || goneAbout === 'dad') &&
    sentencesOf(dayWords)
      .flatMap((sentence) => partsOf(sentence, brief.language))
      .some((part) => CARE[brief.language].test(part) && FIRST_SINGULAR[brief.language].test(part));
  const writerId = nursedWrites
    ? (goneAbout as 'mum' | 'dad')
    : hasGrownUps || (goneAbout !== 'mum' && mumThere)
      ? undefined
      : goneAbout === 'mum'
        ? 'dad'
        : 'mum';
  // (By the name the pack says them with: German's `nom`, `Mama`, too.)
  const writer = parentRef(writerId) as { name?: unknown; nom?: unknown } | undefined;
  const writerName = [writer?.name, writer?.nom].find((one) => typeof one === 'string') as string | undefined;
  if (writerName !== undefined) retellContext.parent = writerName;
  // (Mum by guess, where no word of the day says who writes: the parent's `we` is the hero and the family.)
  retellContext.parentGuessed = writerId === 'mum' && !nursedWrites && goneAbout !== 'dad';
  // A part of a grown-up's illness at home that goes on with a pronoun (`妈妈感冒了 她一直咳嗽`, `papa is ziek, hij
  // hoest`) is theirs: told by the parent's own word for them, not of the child coughing.
  const nursedWord =
    day.problem === 'nursing' && goneAbout
      ? (day.named.find((one) => one.person === goneAbout)?.name ?? day.relationWords[goneAbout])
      : undefined;
  if (nursedWord) {
    retellContext.restated = (clause) =>
      GOES_ON[brief.language].test(clause) &&
      !AS_WELL[brief.language].test(clause) &&
      readText([clause], brief.language).mishaps.includes('sick')
        ? clause.replace(GOES_ON[brief.language], `$1${nursedWord}`)
        : undefined;
  }
  // The grown-up a sentence went along with before its `we` (`took the ferry w daddy, we saw a seal`): that one is
  // the `we` beside the hero there, not the parent who writes. (Not where the family's grown-ups are known, nor a
  // clause with its own `with` or the writer's `I`; nor French, whose reteller names the one gone along with beside the
  // one who writes, `Petit Ours, Maman et Papa`.)
  if (!hasGrownUps && brief.language !== 'fr') {
    const ownSentences = sentencesOf(brief.customDescription ?? '');
    const withSomeone = new RegExp(ALONG_WITH[brief.language].source, 'iu');
    retellContext.alongWith = (clause) => {
      const said = clause.trim().toLowerCase();
      if (said === '' || !FIRST_PLURAL[brief.language].test(said) || FIRST_SINGULAR[brief.language].test(said))
        return undefined;
      if (withSomeone.test(said)) return undefined;
      for (const sentence of ownSentences) {
        const parts = partsOf(sentence, brief.language);
        const at = parts.findIndex((part) => part.toLowerCase().includes(said));
        if (at < 0) continue;
        const along = [
          ...new Set(
            [...parts.slice(0, at).join(', ').matchAll(ALONG_WITH[brief.language])].flatMap((found) =>
              readText([found[0]], brief.language).people.filter((person) => HELPERS.includes(person)),
            ),
          ),
        ];
        const one = along.length === 1 ? along[0] : undefined;
        if (one === undefined || one === writerId) return undefined;
        const ref = (one === 'mum' || one === 'dad' ? parentRef(one) : refOf(one)) as { name?: unknown } | undefined;
        const name = ref?.name;
        return typeof name === 'string' ? name : undefined;
      }
      return undefined;
    };
  }
  if (goodbyeSentences.length > 0 && goneAbout && HELPERS.includes(goneAbout)) {
    goneIds.add(goneAbout);
    if (GRANDS.includes(goneAbout)) for (const id of GRANDS) goneIds.add(id);
  }
  const goneFacts = (facts?.people ?? []).filter(
    (one) =>
      goodbyeSentences.some((sentence) => names(sentence, one.name, brief.language)) ||
      (one.relation === 'grown-up' && goneIds.has(FAMILY_PERSON[one.kind] ?? 'friend')),
  );
  const goneRefs = new Set<unknown>(goneFacts.map((one) => factRefs.get(one)));
  let gone = false;
  const staying = (fact: unknown) => (gone && goneRefs.has(fact) ? factPeople.find((one) => !goneRefs.has(one)) : fact);
  // Whom the child missed all day, away (`爸爸又出差不在家`, `papa is op reis`) and not home again today: in no scene,
  // nor comforting; the other parent is there.
  const awayAllDay =
    day.problem === 'missing' && goneAbout && HELPERS.includes(goneAbout) && day.cameHome !== goneAbout
      ? goneAbout
      : day.awayToday;
  /** Who stands in all day for a parent not there: the grandparent of a night away, the other parent. */
  const standsIn = (person: PersonId | undefined): PersonId | undefined =>
    day.nightAwayWith !== undefined && (person === 'mum' || person === 'dad')
      ? day.nightAwayWith
      : person !== undefined && person === awayAllDay
        ? (day.people.find((id) => HOME_GROWN_UPS.includes(id) && id !== awayAllDay) ??
          (awayAllDay === 'mum' ? 'dad' : 'mum'))
        : undefined;
  const stayingId = (person: PersonId | undefined): PersonId | undefined =>
    standsIn(person) ??
    (gone && person && goneIds.has(person)
      ? day.people.find((id) => HELPERS.includes(id) && !goneIds.has(id))
      : person);

  // Two children share the day's scenes together (`Bunny and Zuri and Tavi`), and help together in scene 4, where
  // nobody else of the day does; the lines that say the child alone (`c`: a goodnight tuck) keep the first child.
  const pair = kids.length > 1 ? pack.together(kids) : undefined;
  /** Scene 4 of a day's real trouble, on the child's own day: who comforts the child is a person (see `helper`). */
  /** Where scene 4's comfort is, while it is told: at daycare, the teacher comforts (no one from home is there). */
  let nursingAt: PlaceId | undefined;
  /** The child's own birthday party, not someone else's. */
  const ownParty = facts?.celebration === 'birthday' && !othersBirthday(brief);
  /** While scene 3 tells the day's real trouble on the child's own day (see `fits`). */
  let realUhOh = false;
  /** Scene 4's made-up homecoming, where the parent's own words tell one too. */
  let homecomingLine: string | undefined;
  /** Scene 3's other line of the feeling, unsaid: see `feltAgain` of the weave. */
  let feltAgain: string | undefined;
  /** The cuddly's name by its last word (`o Coelhinho`, `das Häschen`: whatever its article). */
  const cuddlyWord = heroName(character, brief.character.name).split(' ').at(-1) ?? brief.character.name;
  // (A shy hello too: a person says `take your time`, not the cuddly toy.)
  const nursed = () =>
    nursingAt !== undefined && star !== undefined && (isMishap(day.problem) || day.problem === 'shyHello');
  const base = (part: Ctx<unknown, unknown>['part'], who: PersonId | undefined, given?: unknown) => {
    const person = stayingId(who);
    const fact = staying(given);
    const helperFact = factHelper && !(gone && goneFacts.includes(factHelper)) ? factRef(factHelper) : undefined;
    return {
      h: hero,
      c: child,
      p: fact ?? refOf(person) ?? (part === 'evening' ? undefined : pair),
      pGrand: fact !== undefined && fact === familyGrandRef,
      // (On the child's own day, a cuddly toy does not comfort the child after a real trouble, nurse an ill child nor
      // give the medicine: someone who loves them does, or at daycare the teacher.)
      helper:
        helperFact ??
        // (At daycare only who was there comforts, else the teacher: not Papi of the evening, `爷爷` who came to supper.)
        (nursed() && nursingAt === 'daycare'
          ? (refOf(person && HELPERS.includes(person) ? person : undefined) ?? refOf('teacher'))
          : refOf(stayingId(helperOf(person)))) ??
        pair ??
        // (The day's own trouble, on the child's own day, is comforted by a parent, not the cuddly toy.)
        (nursed() || (star !== undefined && isMishap(day.problem) && homeParent !== undefined) ? undefined : child) ??
        homeParent ??
        pack.grownUp,
      t: undefined,
      first: true,
      part,
      about,
      sad: day.isSad,
      jealous: day.jealous,
    };
  };

  /** Of a slot's lines, those that, said in this context, name `name` (none when no name is given). */
  const naming = <Line extends (x: never) => string>(lines: readonly Line[], ctx: object, name?: string) => {
    if (!name) return [];
    return lines.filter((line) => names(line(ctx as never), name, brief.language));
  };

  // One scene: sentences said in order, the first naming the hero.
  const scene = (part: Ctx<unknown, unknown>['part'], person: PersonId | undefined, fact?: unknown) => {
    const sentences: string[] = [];
    const say = <Extra extends object>(
      key: string,
      lines: Lines<unknown, unknown, Extra>,
      extra: Extra & { t?: unknown } = {} as Extra,
      // Only these of the lines (by their place among all of them), as the picker remembers them.
      only?: readonly number[],
    ) => {
      // After a sentence of the hero with both children (`Little Bear, Poppy and Alfie put on raincoats`), the hero is
      // named again: a bare `he` there could be any of them.
      const last = sentences.at(-1);
      const afterPair =
        last !== undefined && kids.length > 1 && kids.every((kid) => names(last, kid.name, brief.language));
      const x = { ...base(part, person, fact), first: sentences.length === 0 || afterPair, ...extra } as never;
      const said = picker.line(key, lines, only)(x);
      // A day the parent said was rainy, snowy or grey has no sun in it, a winter's day no summer; and a line that
      // carries the parent's own words in another language (`We fed the ducks` typed for a Spanish story) must still read as the story's
      // language, or the whole story would be refused: another variant of the line is told.
      // Nor does a morning scene say it is the afternoon (a sad day's quiet lines serve both).
      const fits = (text: string) =>
        !(noSun && SUN[brief.language].test(text)) &&
        !(wintry && isSummery(text, brief.language)) &&
        !(day.noTears && readText([text], brief.language).mishaps.includes('cried')) &&
        !(part === 'morning' && AFTERNOON_LINE[brief.language].test(text)) &&
        // A sad day (a pet that died, a fever) does not begin with a smile or a happy start.
        !(day.isSad && scenes.length === 0 && CHEER[brief.language].test(text)) &&
        // Nor does a day the child was ill end with a hearty supper.
        !(ILL.includes(day.problem) && HEARTY[brief.language].test(text)) &&
        // Nor, on the child's own day, does the child cling to the cuddly toy or hide behind it in the day's real
        // trouble (`no quería soltarse de Conejito`, when the parent wrote `de mí`): a line without it is told.
        !(realUhOh && child !== undefined && names(text, cuddlyWord, brief.language)) &&
        // Nor, on a day the child's cuddly was lost and not found, does the child hug a cuddly toy of the pack's.
        !(unfound && day.lost?.cuddly === true && HUGGED_CUDDLY[brief.language]?.test(text)) &&
        foreignLanguageOf(text, brief.language) === undefined;
      // Nor is a sentence the story already said told again (a sad day's quiet morning and afternoon): another variant
      // that fits is, where there is one.
      const toldSoFar = new Set([...scenes.flatMap((one) => one.sentences), ...sentences]);
      const fresh = (text: string) => fits(text) && !toldSoFar.has(text);
      if (fresh(said)) sentences.push(said);
      else {
        const all = lines.filter((_, at) => only === undefined || only.includes(at)).map((line) => line(x));
        sentences.push(all.find(fresh) ?? (fits(said) ? said : (all.find(fits) ?? said)));
      }
    };
    return { sentences, say };
  };
  // A sad day's refrain is a calm, tender one, remembered apart from the cheerful ones, so two sad nights of one week
  // do not share it.
  // (A cuddly still lost at bedtime is a tender night too: no `what a day to be little!`; so is a night a grown-up of
  // the home is ill, in a quiet house.)
  const calm = day.isSad || unfound || day.problem === 'nursing';
  const refrains = calm ? pack.calmRefrain : pack.refrain;
  const pickedRefrain = picker.index(calm ? 'calmRefrain' : 'refrain', refrains.length);
  // Not even a heart full of sunshine on a day the parent said was rainy.
  const sunnyRefrain = (index: number) =>
    noSun &&
    SUN[brief.language].test(
      (refrains[index % refrains.length] as AnyPack['refrain'][number])({
        ...base('morning', undefined),
        first: false,
      } as never),
    );
  const refrainIndex =
    [...refrains.keys()]
      .map((step) => (pickedRefrain + step) % refrains.length)
      .find((index) => !sunnyRefrain(index)) ?? pickedRefrain;
  const refrain = (part: Ctx<unknown, unknown>['part']) =>
    (refrains[refrainIndex % refrains.length] ?? refrains[0])?.({ ...base(part, undefined), first: false } as never) ??
    '';

  const scenes: Scene[] = [];
  /** Stock sentences that make up a happening: the first to give way to the parent's own clauses (see `retell.ts`). */
  const inventions = new Set<string>();
  /** The parent's own clauses as the scenes tell them, once woven in (see `retell.ts`). */
  const parentsLines = new Set<string>();
  /** Scene openers that say nothing of their own: they give way to the parent's clauses (see `retell.ts`). */
  const looseOpenings = new Set<string>();
  /** The made-up lines of arriving at an activity (`Zuri and Bunny walked to the park`). */
  const arrivals = new Set<string>();
  /** The made-up lines of arriving that show what scene 7 may wish goodnight to: no mere arriving, but a going all the same. */
  const goings = new Set<string>();
  /** Scene 3's made-up first line, of going to the place of its uh-oh or of still being there. */
  let uhOhOpener: string | undefined;
  /** Whether a line shows what scene 7 wishes goodnight to (`peixes` for `peixinhos`), in any words of it. */
  const showsKeepsake = (line: string, goodnight: string) => {
    if (line.toLocaleLowerCase(brief.language).includes(goodnight.toLocaleLowerCase(brief.language))) return true;
    const wished = readText([goodnight], brief.language).things;
    const found = readText([line], brief.language).things;
    return wished.length > 0 && wished.every((thing) => found.includes(thing));
  };
  /** The sentence that says each of the parent's typed activities by its own name (see `retell.ts`). */
  const carriers = new Map<string, string>();
  /** The stock line of each scene's featured thing (`Comeu um gelado fresquinho e doce`), and the thing. */
  const featuredLines = new Map<string, ThingId>();
  /** Scene 7's goodnight list: its sentence, what it names, the children it always names, and how it was said. */
  let goodnightLine:
    | { line: string; items: string[]; kept: string[]; ctx: Parameters<AnyPack['night']['goodnight']>[1] }
    | undefined;

  // A festival is told by its name (`It was Sinterklaas`), in place of the holiday's line: on waking,
  // or else in the first scene with room for it.
  const { festival } = day;
  let festivalTold = false;
  /** The scene that tells the festival (by index): a birthday the parent tapped brings its balloon into the picture. */
  let festivalScene = -1;
  const tellFestival = (say: (key: string, lines: AnyPack['festival'], extra: { name: string }) => void) => {
    if (!festival || festivalTold) return false;
    say('festival', pack.festival, { name: festival });
    festivalTold = true;
    festivalScene = scenes.length;
    return true;
  };

  // A day the parent told as one outing (`the zoo with Aunt Kate, ice cream after`) stays there in the afternoon:
  // more of it, rather than a made-up game at home. Not on a sad day, whose afternoon is a quiet one.
  // After the uh-oh of having to leave (a wave goodbye), only where the parent told more of the place than scene 2
  // holds (`koude handjes, daarna warme chocomel. met grote zus Lotte een sneeuwpop`): else the afternoon is at home,
  // not more park after the goodbye.
  const dayParts = sentencesOf(brief.customDescription ?? '').flatMap((sentence) => partsOf(sentence, brief.language));
  const leftEarly = day.problem === 'timeToGo' && dayParts.length <= 2;
  // Nor where the parent's words go home after the outing, whatever its uh-oh (`lunch at home then playdough with her
  // cousin`, `comimos en casa`): the afternoon is at home.
  const outingId = day.scene2?.kind === 'activity' ? day.scene2.id : undefined;
  const outingPart =
    outingId === undefined ? -1 : dayParts.findIndex((part) => activitiesOf(part, brief.language).includes(outingId));
  const homeAfter =
    outingPart >= 0 &&
    !isMishap(day.problem) &&
    dayParts.some((part, at) => at >= outingPart && AT_HOME_WORDS[brief.language].test(part));
  // (Nor after a short visit, a haircut or the dentist's: no afternoon at the barber's after the lolly.)
  const staysOut =
    day.scene5 === undefined &&
    !(day.scene2?.kind === 'activity' && SHORT_VISITS.includes(day.scene2.id)) &&
    // (After a trouble at the day's second place out, the afternoon stays out too; after one at home, it is at home.)
    (day.scene3 === undefined ||
      (day.scene3.kind === 'activity' && !HOME_PLACES.includes(ACTIVITIES[day.scene3.id].place))) &&
    !day.isSad &&
    !leftEarly &&
    !homeAfter &&
    day.scene2?.kind === 'activity' &&
    !HOME_PLACES.includes(ACTIVITIES[day.scene2.id].place) &&
    (brief.customDescription ?? '').trim() !== '';
  /** Where a scene of the day is: its activity's place, an outing's own, else at home. */
  const placeOf = (item: Happening | undefined): PlaceId =>
    item?.kind === 'activity' ? ACTIVITIES[item.id].place : item?.kind === 'outing' ? item.place : 'livingRoom';
  const dayPlaces = [placeOf(day.scene2), placeOf(staysOut ? day.scene2 : day.scene5)] as const;
  // The family's pets are there in the first scene of the day that suits them (no dog at the pool), else with the
  // children when they wake; the pet that died is told in scenes 3 and 4 only, never as there and playing.
  const livePets = (facts?.pets ?? []).filter((pet) => pet.name !== facts?.hard?.petName);
  const petSlot = (pet: DayFacts['pets'][number]) => dayPlaces.findIndex((place) => petFits(pet.kind, place));
  const presentPet = (pet: DayFacts['pets'][number]): Present => ({
    role: 'pet',
    name: pet.name,
    kind: pet.kind,
    word: pet.word,
  });
  const wakingPets = livePets.filter((pet) => petSlot(pet) < 0).map(presentPet);
  /** Whether those pets were told at home in the morning; else the evening at home has them. */
  let petsAtHome = wakingPets.length === 0;
  let wakingMeal: string | undefined;
  /** Scene 1's made-up breakfast of the food the parent named: the parent's own breakfast takes its place. */
  let breakfastLine: string | undefined;

  // 1. Waking up in the bedroom, the refrain, breakfast.
  {
    const one = scene('morning', undefined);
    // A hard day (ill, sad news, a bad night) wakes quietly: no smile, no sunny stretch, no bright new day.
    const quietMorning = day.isSad || day.badDream || day.problem === 'tired';
    one.say('open.wake', pack.opening.wake, {}, quietMorning ? QUIET_WAKES : undefined);
    const look = lookOf(brief);
    // A parent's own character is met as what it is (`Tuk, a small brown owl with a red bow tie`).
    // (Beside the one child whose own day it is, the character met is the child's companion, not the child.)
    if (look) one.say('open.meet', pack.meet, { look, ...(star ? { h: character } : {}) });
    else if (facts?.weather) one.sentences.push(words.weather(facts.weather));
    else if (wakingPets.length > 0 && !festival) {
      // The pets who go nowhere today are there when the hero wakes, in place of the waking's made-up detail.
      one.sentences.push(words.there(storyKids, wakingPets, []));
      petsAtHome = true;
    } else if (!tellFestival(one.say)) {
      one.say('open.sense', pack.opening.sense);
      // The waking's made-up detail (a smiley face on the misty window) gives way to the parent's morning at home.
      inventions.add(one.sentences.at(-1) ?? '');
    }
    one.sentences.push(refrain('morning'));
    const refrainAt = one.sentences.length - 1;
    // Two children are the story's heroes together: they wake to the day side by side.
    if (kids.length > 1) one.sentences.push(words.together(kids));
    else if (day.breakfast) {
      one.say('open.breakfast', pack.breakfast, { t: pack.things[day.breakfast].noun });
      breakfastLine = one.sentences.at(-1);
    }
    // An ill day from waking is no busy morning: the child stays in pyjamas, and scene 3 says why.
    else if (
      day.illFromWaking ||
      (day.problem === 'sick' && facts?.hard?.kind === 'ill' && brief.customDescription === undefined)
    )
      one.say('open.poorly', pack.opening.poorly);
    else if (withOptional) {
      // The child gets ready beside the hero (buttons, a morning hug), where the pack has such a line.
      const ready = child
        ? pack.opening.ready.filter((line) =>
            names(
              line({ ...base('morning', undefined), first: false } as never),
              (star ? besideName : brief.childPlaceholder) ?? '',
              brief.language,
            ),
          )
        : [];
      // Once the parent has heard all of those lately, the hero gets ready alone: the child is beside the hero later.
      const alone = pack.opening.ready.filter((line) => !ready.includes(line));
      if (ready.length > 0 && picker.freshCount('open.ready.child', ready.length) > 0)
        one.say('open.ready.child', ready);
      else if (ready.length > 0 && alone.length > 0) one.say('open.ready.alone', alone);
      else one.say('open.ready', pack.opening.ready);
    }
    // The breakfast or getting ready beside the child, which pets told later take the place of, when nothing else can.
    if (kids.length <= 1 && one.sentences.length - 1 > refrainAt) wakingMeal = one.sentences.at(-1);
    scenes.push({
      sentences: one.sentences,
      activityIndex: undefined,
      // The window looks out on the day's first place (the sea on a beach day), so first pictures differ by day.
      plan: {
        place: 'bedroom',
        timeOfDay: 'morning',
        pose: 'standing',
        things: day.breakfast ? [day.breakfast] : [],
        people: [],
        activityId: day.scene2?.kind === 'activity' ? day.scene2.id : undefined,
      },
    });
  }

  // Who was there and what was felt, in scenes 2 and 5; a first time in the scene that shows it.
  const factLines: string[][] = [[], []];
  let thereAt = -1;
  /** The scene (0: scene 2, 1: scene 5) whose activity is the children's first time: they do it with the hero. */
  let firstAt = -1;
  let thereOf: (said: string) => string | undefined = () => undefined;
  /** The line of the first time the parent tapped, wherever it is told. */
  let firstLine: string | undefined;
  /** The sentence of who was there, as scene 2 said it. */
  let thereSaid: string | undefined;
  if (facts) {
    const present: Present[] = [
      ...facts.people.flatMap((one): Present[] =>
        one.relation === 'grown-up'
          ? [
              {
                role: 'grown-up',
                name: words.grownUp?.(one.name, one.kind) ?? one.name,
                pronoun: GROWN_UP_PRONOUN[one.kind] ?? null,
              },
            ]
          : one.relation === 'sibling'
            ? [{ role: 'sibling', name: one.name, pronoun: one.pronoun, isOlder: one.isOlder }]
            : [],
      ),
      ...livePets.filter((pet) => petSlot(pet) === 0).map(presentPet),
    ];
    const friends = facts.people.flatMap((one) => (one.relation === 'friend' ? [one.name] : []));
    const atHome = HOME_PLACES.includes(dayPlaces[0]) || dayPlaces[0] === 'grandparents';
    if (present.length + friends.length > 0) factLines[0]?.push(words.there(kids, present, friends, atHome));
    thereAt = factLines[0]?.length === 1 ? 0 : -1;
    thereOf = (said: string) => {
      // Someone the scene's own lines already name (`to the park with Oma`) is not said to be there again.
      const others = present.filter((one) => one.role === 'pet' || !names(said, one.name, brief.language));
      const newFriends = friends.filter((name) => !names(said, name, brief.language));
      return others.length + newFriends.length > 0 ? words.there(kids, others, newFriends, atHome) : undefined;
    };
    const laterPets = livePets.filter((pet) => petSlot(pet) === 1).map(presentPet);
    if (laterPets.length > 0) factLines[1]?.push(words.there(kids, laterPets, []));
    if (facts.firstTime) {
      // A first visit to the dentist is told at the dentist's the parent's words name, else at the doctor's the
      // parent picked, which is no visit of its own.
      const shows = showsFirst(facts.firstTime.kind);
      // A first time the uh-oh's scene shows (the first bike ride the child fell off) is told before it, in scene 2.
      const rode = day.ride === undefined ? undefined : ACTIVITY_OF_THING[day.ride];
      const inThree =
        (day.scene3?.kind === 'activity' && shows.includes(day.scene3.id)) ||
        (rode !== undefined && shows.includes(rode));
      const at = inThree
        ? 0
        : [day.scene2, day.scene5].findIndex((item) => item?.kind === 'activity' && shows.includes(item.id));
      firstAt = at;
      const line = words.firstTime(kids, facts.firstTime.kind, facts.firstTime.word);
      firstLine = line;
      // A first time no scene of the day shows (the first haircut, a sleepover) is the day's news on waking, in place
      // of the waking's made-up detail: not a line dropped into a game at home.
      const waking = scenes[0]?.sentences ?? [];
      const spare = at < 0 ? waking.findIndex((one, index) => index > 0 && inventions.has(one)) : -1;
      if (spare >= 0) waking.splice(spare, 1, line);
      else factLines[at >= 0 ? at : (factLines[0]?.length ?? 0) === 0 ? 0 : 1]?.push(line);
    }
    // A feeling told as the day's trouble in scenes 3 and 4 is not said again as a bare line.
    if (facts.feeling && !(FEELING_MISHAP[facts.feeling] === day.problem && !facts.hard)) {
      const slot = (factLines[1]?.length ?? 0) < 2 ? 1 : 0;
      factLines[slot]?.push(words.feeling(kids, facts.feeling));
    }
  }

  /**
   * How a parent's own activity or outing went: two different lines true of any, keyed by it, so that two of them in
   * one story are not told alike.
   */
  const feltSaid = new Set<number>();
  const howItWent = (key: string, part: 'morning' | 'afternoon', person: PersonId | undefined) => {
    const count = pack.typedFeel.length;
    // (Not a line another of them said: the next one along that none did, where there is one.)
    const unsaid = (from: number) =>
      [...Array(count).keys()].map((step) => (from + step) % count).find((index) => !feltSaid.has(index)) ?? from;
    const first = unsaid(picker.index(`typedFeel.${key}`, count));
    feltSaid.add(first);
    const second = unsaid((first + 1 + picker.index(`typedFeel.more.${key}`, count - 1)) % count);
    feltSaid.add(second);
    return [first, second].flatMap((index) => {
      const line = pack.typedFeel[index];
      return line ? [line({ ...base(part, person), first: false } as never) as string] : [];
    });
  };
  /** An outing's clause, retold once, with the hero's name first where the language says so. */
  const outingLines = new Map<string, string | undefined>();
  const outingLine = (item: Extract<Happening, { kind: 'outing' }>) => {
    if (!outingLines.has(item.clause))
      outingLines.set(
        item.clause,
        retelling ? retellOne(item.clause, brief.customDescription ?? '', brief.language, retellContext) : undefined,
      );
    return outingLines.get(item.clause);
  };
  const activityScene = (
    item: Happening | undefined,
    part: 'morning' | 'afternoon',
    featured: ThingId | undefined,
    slot: number,
    extra: (say: ReturnType<typeof scene>['say'], count: number) => void,
  ): Scene => {
    const person = companionOf(item, slot);
    // The children's own first time (the first swim) is theirs to do: they go with the hero, whoever else came.
    const firstHere = firstAt === slot;
    const toGrands = item?.kind === 'activity' && item.id === 'activity-grandparents' && familyGrandRef;
    // In a family's story the children do the day's things with the hero, whoever else came (the sentence of who was
    // there names them); on a sad day a grown-up keeps the hero company, and a visit is to the grandparent.
    const kidsRef = pair ?? child;
    // (On the child's own day, the cuddly goes along unless the parent's words give the scene a grown-up: `mercredi
    // avec mamie : marché le matin` is at the market with Mamie.)
    const grownUpHere = star !== undefined && pair === undefined && person !== undefined && HELPERS.includes(person);
    const kidsHere =
      firstHere || (facts !== undefined && kidsRef !== undefined && !day.isSad && !toGrands && !grownUpHere);
    const fact = kidsHere ? kidsRef : toGrands ? familyGrandRef : (factPeople[slot] ?? factPeople[0]);
    const s = scene(part, person, fact);

    let activityIndex: number | undefined;
    let plan: ScenePlan;
    // A day the parent told as one outing (`the zoo with Aunt Kate, ice cream after`) stays there in the afternoon:
    // more of it, rather than a made-up game at home. Not on a sad day, whose afternoon is a quiet one.
    const stays = item === undefined && part === 'afternoon' && staysOut;
    const at = stays ? day.scene2 : item;
    // The grandparents who were there since the morning (`Opa took her to the park`) do not ring the doorbell in the
    // afternoon: the afternoon with them starts with something done together.
    const withThem =
      at?.kind === 'activity' &&
      at.id === 'activity-grandparents' &&
      slot === 1 &&
      scenes.slice(1).some(
        (one) =>
          one.plan.people.some((person) => GRANDS.includes(person)) ||
          // The family's own grandparent, whom the morning's lines named (`Léa, Maman et Mamie ramassent…`).
          (familyGrand !== undefined && names(one.sentences.join(' '), familyGrand.name, brief.language)),
      );
    if (at?.kind === 'activity') {
      const text = pack.activities[at.id];
      const meta = ACTIVITIES[at.id];
      // Staying, two more things done there take the place of arriving.
      const going = stays || withThem;
      // The children in the scene with the hero are named in its first line, where a line names them.
      const arrive = kidsHere ? naming(text.arrive, { ...base(part, person, fact), first: true }, besideName) : [];
      s.say(
        `act.${at.id}.${going ? 'do' : arrive.length > 0 ? 'arrive.with' : 'arrive'}`,
        going ? text.do : arrive.length > 0 ? arrive : text.arrive,
        {},
        // (At the child's own party, the child is no guest who brings a present: the room of balloons.)
        !going && arrive.length === 0 && at.id === 'activity-birthday-party' && ownParty ? [HOST_ARRIVAL] : undefined,
      );
      // (One that shows what scene 7 wishes goodnight to, the aquarium's little fish, is no mere arriving.)
      const arrived = s.sentences.at(-1) ?? '';
      if (!going && !showsKeepsake(arrived, text.goodnight)) arrivals.add(arrived);
      else if (!going) goings.add(arrived);
      if (going) inventions.add(s.sentences.at(-1) ?? '');
      s.say(`act.${at.id}.do`, text.do);
      inventions.add(s.sentences.at(-1) ?? '');
      // An activity told often (daycare every weekday): once its sensory lines are all heard, one of the things that
      // are there (the slide, the ducks) takes their place, if its line is fresh.
      const stand = meta.things.find(
        (thing) => thing !== featured && picker.freshCount(`thing.${thing}`, pack.things[thing].lines.length) > 0,
      );
      if (picker.freshCount(`act.${at.id}.sense`, text.sense.length) === 0 && stand) {
        s.say(`thing.${stand}`, pack.things[stand].lines, { t: pack.things[stand].noun });
      } else {
        // (At the child's own party the candles are blown out at supper, with the birthday cake: not twice.)
        s.say(
          `act.${at.id}.sense`,
          text.sense,
          {},
          at.id === 'activity-birthday-party' && ownParty
            ? [...text.sense.keys()].filter((one) => one !== 0)
            : undefined,
        );
      }
      activityIndex = at.activityIndex;
      plan = {
        place: meta.place,
        timeOfDay: part,
        pose: meta.pose,
        things: [...meta.things],
        people: person ? [person] : [],
        activityId: at.id,
      };
    } else if (item?.kind === 'outing' && outingLine(item) !== undefined) {
      // An outing no activity is: the parent's own clause of it, then how it went (true of any outing).
      s.sentences.push(outingLine(item) as string);
      // How it went is made up: it gives way to what the parent said of it.
      for (const line of howItWent(item.clause, part, person)) {
        s.sentences.push(line);
        inventions.add(line);
      }
      activityIndex = undefined;
      plan = { place: item.place, timeOfDay: part, pose: 'standing', things: [], people: person ? [person] : [] };
    } else {
      // A sad day at home is a quiet one, morning or afternoon: no den of cushions on the morning of the news.
      const material = day.isSad ? pack.quiet : pack.homePlay;
      const key = material === pack.quiet ? 'quiet' : 'home';
      if (item?.kind === 'new') {
        // The parent's own activity by its own name, then how it went (two different sentences).
        s.say('typed', pack.typed, { what: item.what });
        carriers.set(item.what, s.sentences.at(-1) ?? '');
        s.sentences.push(...howItWent(item.what, part, person));
      } else {
        // A poorly morning at home is a quiet one too: no tea party for the teddies on a tummy-bug day.
        const poorly = key === 'home' && day.isSad && KEEPS_HOME.includes(day.problem as MishapId);
        const rest = poorly ? pack.quiet : material;
        const restKey = poorly ? 'quiet' : key;
        s.say(`${key}.arrive`, material.arrive);
        if (material === pack.homePlay) looseOpenings.add(s.sentences.at(-1) ?? '');
        // A poorly morning's game (a den of cushions) gives way to what the parent said the day was (the sofa).
        if (poorly) inventions.add(s.sentences.at(-1) ?? '');
        s.say(`${restKey}.do`, rest.do);
        // The filler's game (a tea party for the teddies) is made up: it gives way to the parent's clauses.
        inventions.add(s.sentences.at(-1) ?? '');
        s.say(`${restKey}.sense`, rest.sense);
      }
      activityIndex = item?.activityIndex;
      plan = { place: 'livingRoom', timeOfDay: part, pose: 'sitting', things: [], people: person ? [person] : [] };
    }
    // Tonight's moments take the place of the scene's last lines (its sensory detail first), never its start.
    const told = (factLines[slot] ?? []).flatMap((line, index) => {
      if (slot !== 0 || index !== thereAt) return [line];
      const there = thereOf(s.sentences.slice(0, Math.max(1, 3 - (factLines[slot]?.length ?? 0))).join(' '));
      thereSaid = there;
      return there ? [there] : [];
    });
    if (told.length > 0) s.sentences.splice(Math.max(1, 3 - told.length), told.length, ...told.slice(0, 2));
    else if (featured && s.sentences.length < 4) {
      s.say(`thing.${featured}`, pack.things[featured].lines, { t: pack.things[featured].noun });
      featuredLines.set(s.sentences.at(-1) ?? '', featured);
      plan.things = [featured, ...plan.things.filter((thing) => thing !== featured)];
    }
    extra(s.say, s.sentences.length);
    return { sentences: s.sentences, plan, activityIndex };
  };

  // An event is told in the scene of the sentence that says it (`first swimming lesson`: the pool, not whatever came
  // first); one no scene's sentence holds is told in scene 2.
  const eventOf = (item: Happening | undefined) =>
    item?.kind === 'activity' && item.source ? readText([item.source], brief.language).events[0] : undefined;
  const placed = new Set([day.scene2, day.scene5].map(eventOf));
  // An outing of its own (the dentist, the market, the aquarium) is told in its own scene, not on the train before it.
  const hasScene = (event: EventId) =>
    OUTING_EVENTS.includes(event) &&
    [day.scene2, day.scene3, day.scene5].some(
      (item) => item?.kind === 'activity' && item.id === ACTIVITY_OF_EVENT[event],
    );
  const unplacedEvent = readEvents(brief).find((event) => !placed.has(event) && !hasScene(event));
  /** The events told, by scene index. */
  const toldEvents = new Map<number, EventId>();

  // 2. The morning's activity (an event of the day, or an event the parent named).
  scenes.push(
    activityScene(day.scene2, 'morning', day.featured[0], 0, (say, count) => {
      const event = eventOf(day.scene2) ?? unplacedEvent;
      if (count < 4 && (event === undefined || event === 'holiday') && tellFestival(say)) {
        toldEvents.set(1, 'holiday');
      } else if (event === 'holiday' && festivalTold) {
        // The festival told on waking is the day's holiday: no second line says it again.
      } else if (event && count < 4 && withOptional && !(event === 'firstDay' && facts?.firstTime)) {
        // (A first time the parent tapped is told by its own line: no second one says `a special first time`.)
        say(`event.${event}`, pack.events[event]);
        toldEvents.set(1, event);
      }
    }),
  );
  const scene2Plan = scenes[1]?.plan;

  /** Supper, with the parent's own supper where the day had one: in scene 6, or before an evening's trouble. */
  const sayDinner = (say: ReturnType<typeof scene>['say']) => {
    if (day.supper) say('eve.dinner', pack.evening.dinner, { t: pack.things[day.supper].noun });
    else say('eve.dinner', pack.evening.dinner);
  };

  // 3. The uh-oh, where it happens.
  {
    const item = day.scene3;
    // (An evening's trouble at home has whoever the parent says was there then, else the day's own companion.)
    const person = day.eveningTrouble
      ? (day.eveningTrouble.who ?? companionOf(undefined))
      : companionOf(item ?? day.scene2);
    const s = scene('morning', person, factPeople[0]);
    let plan: ScenePlan;
    let activityIndex: number | undefined;
    if (day.eveningTrouble) {
      // An evening's trouble: after supper, at home (the supper said here, not again in scene 6). At bedtime, after
      // the bath too: the child was in bed.
      if (day.eveningTrouble.atBed)
        s.say('eve.bath', pack.evening.bath, {}, day.problem === 'sick' ? GENTLE_WASH : undefined);
      else sayDinner(s.say);
      plan = {
        place: day.eveningTrouble.inBath ? 'bathroom' : day.eveningTrouble.atBed ? 'bedroom' : 'livingRoom',
        timeOfDay: 'evening',
        pose: 'sitting',
        things: [],
        people: person ? [person] : [],
      };
      activityIndex = undefined;
    } else if (day.ride) {
      s.say(`thing.${day.ride}`, pack.things[day.ride].lines, { t: pack.things[day.ride].noun });
      const meta = item?.kind === 'activity' ? ACTIVITIES[item.id] : undefined;
      plan = {
        place: meta?.place ?? scene2Plan?.place ?? 'park',
        timeOfDay: 'midday',
        pose: 'playing',
        things: [day.ride],
        people: person ? [person] : [],
      };
      activityIndex = item?.activityIndex ?? day.scene2?.activityIndex;
    } else if (item?.kind === 'activity' && !day.isSad && !day.badDream) {
      s.say(
        `act.${item.id}.arrive`,
        pack.activities[item.id].arrive,
        {},
        item.id === 'activity-birthday-party' && ownParty ? [HOST_ARRIVAL] : undefined,
      );
      const arrived = s.sentences.at(-1) ?? '';
      if (!showsKeepsake(arrived, pack.activities[item.id].goodnight)) arrivals.add(arrived);
      else goings.add(arrived);
      uhOhOpener = arrived;
      const meta = ACTIVITIES[item.id];
      plan = {
        place: meta.place,
        timeOfDay: 'midday',
        pose: meta.pose,
        things: [...meta.things],
        people: person ? [person] : [],
        activityId: item.id,
      };
      activityIndex = item.activityIndex;
    } else if (item?.kind === 'new') {
      // The parent's own activity by its own name; the uh-oh happens there.
      s.say('typed', pack.typed, { what: item.what });
      carriers.set(item.what, s.sentences.at(-1) ?? '');
      plan = { place: 'livingRoom', timeOfDay: 'midday', pose: 'playing', things: [], people: person ? [person] : [] };
      activityIndex = item.activityIndex;
    } else if ((day.scene2?.kind === 'activity' || day.scene2?.kind === 'outing') && !day.isSad && !day.badDream) {
      // (A bad dream of the night is remembered at home, in a quiet moment: not in the middle of the park.)
      // Still there: at the morning's activity, or at the outing (no quiet moment at home among a parade's faces).
      s.say('still', pack.still);
      looseOpenings.add(s.sentences.at(-1) ?? '');
      uhOhOpener = s.sentences.at(-1);
      plan = { ...(scene2Plan as ScenePlan), timeOfDay: 'midday' };
      activityIndex = day.scene2.activityIndex;
    } else {
      // A sad event, or nothing to continue: a calm moment later in the day.
      // (Nor close to a teacher or a doctor, whose place this quiet moment at home is not.)
      const placeBound = AT_THEIR_PLACE.includes(helperOf(person) as PersonId);
      s.say(
        'later',
        pack.later,
        {},
        day.morningTrouble || day.illFromWaking ? LATER_IN_MORNING : placeBound ? LATER_AT_HOME : undefined,
      );
      looseOpenings.add(s.sentences.at(-1) ?? '');
      plan = { place: 'livingRoom', timeOfDay: 'midday', pose: 'sitting', things: [], people: person ? [person] : [] };
      activityIndex = undefined;
    }
    const problem = day.jealous
      ? pack.jealousy
      : day.homeByDay
        ? pack.homecoming
        : day.storm
          ? pack.storm
          : pack.problems[day.problem];
    const thing = day.ride ? pack.things[day.ride].noun : undefined;
    realUhOh = star !== undefined && isMishap(day.problem);
    // The parent's own words say what was lost or broken, and a bad dream is told as one.
    const hard = facts?.hard;
    const owned = hard?.word ? (words.owned?.(hard.word, kids) ?? hard.word) : undefined;
    if (owned && hard?.kind === 'lost') s.sentences.push(words.lost(owned));
    else if (owned && hard?.kind === 'broken') s.sentences.push(words.broken(owned));
    else if (day.badDream)
      s.sentences.push(
        (FORGOTTEN[brief.language].test(brief.customDescription ?? '') ? words.dreamForgotten : words.badDream)(
          heroName(hero, brief.character.name),
        ),
      );
    else {
      // A quarrel is told with whom: of the uh-oh's first lines, those that name the other child.
      const ctx = { ...base('morning', person, factPeople[0]), first: s.sentences.length === 0, t: thing };
      const withWhom = naming(problem.uhOh[0], ctx, quarrelName);
      // After a line that names someone beside the hero (`sat close to Papa`), an illness names the hero: `Il est
      // malade` there would be Papa.
      const last = s.sentences.at(-1) ?? '';
      const heroForms = new Set(Object.values(hero as Record<string, unknown>));
      const namesOther = [ctx.c, ctx.helper, ctx.p].some((ref) =>
        ['name', 'nom', 'dat', 'akk'].some((key) => {
          const form = (ref as Record<string, unknown> | undefined)?.[key];
          // (By its last word: `zum Häschen` is `dem Häschen`.)
          const word = typeof form === 'string' ? (form.split(' ').at(-1) ?? '') : '';
          return typeof form === 'string' && !heroForms.has(form) && word.length > 2 && last.includes(word);
        }),
      );
      // (On an ill day only: elsewhere the weave may tell the parent's words in the opening line's place, and the name
      // would come twice.)
      const named = namesOther && day.problem === 'sick' ? { first: true } : {};
      if (withWhom.length > 0) s.say(`problem.${day.problem}.uhOh.0.with`, withWhom, { t: thing, ...named });
      // Where the day was among fruit (the shop, the market), what rolls away is the fruit of the day: an apple.
      else
        s.say(
          `problem.${day.problem}.uhOh.0`,
          problem.uhOh[0],
          { t: thing, ...named },
          day.problem === 'rollAway' && plan.things.includes('fruit') ? [1] : undefined,
        );
    }
    s.say(`problem.${day.problem}.uhOh.1`, problem.uhOh[1], { t: thing });
    // The feeling's other line, for when the parent's words of the trouble take both the scene's empty opening and the
    // plain words' place (`She cried and cried, and couldn’t stop.` after `She didn’t want to play any more.`).
    const feltCtx = { ...base('morning', person, factPeople[0]), first: false, t: thing } as never;
    // (No tears where the parent said there were none: `didnt cry at all`.)
    feltAgain = (isMishap(day.problem) && FELT_TWICE.includes(day.problem) ? problem.uhOh[1] : [])
      .map((line) => line(feltCtx))
      .find(
        (line) =>
          !s.sentences.includes(line) && !(day.noTears && readText([line], brief.language).mishaps.includes('cried')),
      );
    realUhOh = false;
    // A mishap of the day already says how it felt (tears, a fright); an activity's uh-oh gets a worried line.
    if (!isMishap(day.problem) && withOptional) s.say('worry', pack.worry);
    // The picture shows the uh-oh the text tells, and scene 4 shows it solved. Whom the child looks after rests at
    // home, tucked up on the sofa (or in bed: see the end).
    plan = { ...plan, problem: day.problem };
    const resting = day.problem === 'nursing' ? personOf(day.about) : undefined;
    if (resting && AT_HOME.includes(plan.place)) plan = { ...plan, place: 'livingRoom', resting };
    scenes.push({ sentences: s.sentences, plan, activityIndex });

    // 4. The solution, and the refrain. Whom the goodbye was to has gone.
    gone = goneIds.size > 0 || goneRefs.size > 0;
    nursingAt = plan.place;
    // Who comforts is whom the parent's words name right after the trouble (`娃吓的直哭 躲爸爸后面不出来 后来爸爸抱着
    // 他`: Dad, not 阿姨 who ran the hoover), else the scene's own grown-up.
    const consoler = comforterAfter(day.problem) ?? person;
    const four = scene('morning', consoler, factPeople[0]);
    // On the child's own day, the grown-up who was there helps (`Mamie reaches up and catches the string`), not a
    // stranger (`a tall, kind grown-up saw what had happened`): the lines that name them, where there are some.
    const fixCtx = { ...base('morning', consoler, factPeople[0]), t: thing };
    const helperWord =
      heroName(fixCtx.helper as { name?: string; nom?: string }, '')
        .split(' ')
        .at(-1) ?? '';
    const byHelper =
      star !== undefined && consoler !== undefined && HELPERS.includes(consoler) && helperWord !== ''
        ? [...problem.fix[0].keys()].filter((at) =>
            names((problem.fix[0][at] as (x: never) => string)(fixCtx as never), helperWord, brief.language),
          )
        : [];
    // (An illness that came later in the day was not looked after all day: the child is tucked up on the sofa.)
    four.say(
      `problem.${day.problem}.fix.0`,
      problem.fix[0],
      { t: thing },
      day.problem === 'sick' && !day.illFromWaking ? [0] : byHelper.length > 0 ? byHelper : undefined,
    );
    // Who came to comfort, made up, gives way to what the parent said comforted (`Becky got the bubbles out`).
    if (isMishap(day.problem) && !day.isSad) inventions.add(four.sentences.at(-1) ?? '');
    // The made-up homecoming gives way to the parent's own (`mummy came home this morning with croissants`).
    if (day.homeByDay) homecomingLine = four.sentences.at(-1);
    // After a bad dream, not the fright's calming words but what a dream is.
    if (day.badDream) four.sentences.push(words.dreamGone());
    else {
      four.say(`problem.${day.problem}.fix.1`, problem.fix[1], { t: thing });
      if (isMishap(day.problem) && !day.isSad) inventions.add(four.sentences.at(-1) ?? '');
    }
    // After sad news the lively refrain waits for another day: comfort ends the scene; so it does when the lost thing
    // was not found (no worried feeling melting away, no cheerful refrain: it still felt sad, and someone was close).
    if (day.isSad || unfound) four.say('comfort', pack.comfort);
    else {
      // (After tears, a hurt, a fright or a temper, the good feeling comes back quietly: no beaming smile, no giggle.)
      // (After jealousy, no thank-you and no giggle: being loved, close to someone.)
      if (day.jealous) four.say('comfort', pack.comfort);
      else if (isMishap(day.problem) && QUIETLY_BETTER.includes(day.problem))
        // (No thank-you with shining eyes from a feverish child: a deep breath, or warm inside.)
        // (Nor a worried feeling melting away after a temper or a quarrel: the cross feeling was never a worry.)
        four.say(
          'better',
          pack.feelBetter,
          {},
          // (Nor a thank-you with shining eyes after the day's own trouble, said to whoever comforted, even the
          // sister who pushed: readers heard it as a formula.)
          // (After a bad dream the worried feeling is the dream's own line, said once.)
          // (Nor after a fall, a hurt or tears: no worry was told, so none melts away.)
          day.problem === 'tantrum' || day.badDream || !WORRYING.includes(day.problem)
            ? QUIET_BETTER.slice(1, 2)
            : QUIET_BETTER.slice(0, 2),
        );
      // (The child who looked after someone ill at home thanks no one: the worry melts, and they feel light.)
      else if (day.problem === 'nursing') four.say('better', pack.feelBetter, {}, [WORRY_MELTED, NURSED_BETTER]);
      // (No thank-you hug for `a kind grown-up` after a shy hello: the one line that hugs the helper is left out.)
      else
        four.say(
          'better',
          pack.feelBetter,
          {},
          [...pack.feelBetter.keys()].filter(
            (at) =>
              !(at === THANK_YOU_HUG && ((nursed() && day.problem === 'shyHello') || day.homeByDay)) &&
              // (A worry melts away only after one: not after a spill, a game that had to stop, a goodbye.)
              !(at === WORRY_MELTED && !WORRYING.includes(day.problem)),
          ),
        );
      // (How the child felt better, made up, gives way to what the parent said did it: `frozen peas and a cuddle`.)
      if (isMishap(day.problem)) inventions.add(four.sentences.at(-1) ?? '');
      four.sentences.push(refrain('morning'));
    }
    // (The teacher who comforted the child at daycare is in the picture too, first.)
    const teacher = refOf('teacher');
    const lower = (text: string) => text.toLocaleLowerCase(brief.language);
    const comforted =
      nursed() &&
      nursingAt === 'daycare' &&
      teacher !== undefined &&
      names(lower(four.sentences[0] ?? ''), lower(heroName(teacher, '')), brief.language);
    // (So is whom the parent's words say comforted, `后来爸爸抱着他`: Dad, not the aunt of the scene before.)
    const people = comforted
      ? (['teacher', ...plan.people.filter((one) => one !== 'teacher')] as PersonId[])
      : consoler !== undefined && consoler !== person
        ? [consoler, ...plan.people.filter((one) => one !== consoler && one !== person)]
        : plan.people;
    // (Beside whom the child looked after, it stands: they rest, no one kneels for a hug.)
    scenes.push({
      sentences: four.sentences,
      plan: { ...plan, people, pose: plan.resting ? 'standing' : 'hugging' },
      activityIndex,
    });
    nursingAt = undefined;
  }

  // 5. The afternoon: another activity, or quiet play; what the child told without quoting it. After an evening's
  // trouble, the quiet evening that followed the comfort.
  if (day.eveningTrouble) {
    const person = day.eveningTrouble.who ?? companionOf(undefined);
    const five = scene('evening', person);
    // (A quiet moment's words that say it is the afternoon are not this evening's.)
    const x = { ...base('evening', person), first: true } as never;
    const arrive = pack.quiet.arrive.filter(
      (line) => !RETELLERS[brief.language].afternoon.test(line(x)) && !AFTERNOON_WORD[brief.language].test(line(x)),
    );
    five.say('quiet.arrive', arrive.length > 0 ? arrive : pack.quiet.arrive);
    five.say('quiet.do', pack.quiet.do);
    // (Made up: it gives way to what the parent said came after, `papa hat ihm dann noch vorgelesen`.)
    inventions.add(five.sentences.at(-1) ?? '');
    five.say('comfort', pack.comfort);
    scenes.push({
      sentences: five.sentences,
      plan: { place: 'livingRoom', timeOfDay: 'evening', pose: 'sitting', things: [], people: person ? [person] : [] },
      activityIndex: undefined,
    });
  } else
    scenes.push(
      activityScene(day.scene5, 'afternoon', day.featured[1], 1, (say, count) => {
        const event = eventOf(day.scene5);
        if (count < 4 && (event === undefined || event === 'holiday') && tellFestival(say)) {
          toldEvents.set(4, 'holiday');
        } else if (event && count < 4 && !(event === 'firstDay' && facts?.firstTime)) {
          // (As in scene 2: a first time the parent tapped is told by its own line, not again as `a first time`.)
          say(`event.${event}`, pack.events[event]);
          toldEvents.set(4, event);
        }
      }),
    );
  // The picture shows what the text tells: the new baby is drawn in the scene that tells of it, and a sister or
  // brother of the new-baby sentence (`his baby sister Mia came home`) is drawn as the baby she is, in every scene.
  for (const [index, event] of toldEvents) {
    const plan = scenes[index]?.plan;
    if (plan && event === 'newBaby') plan.people = ['baby', ...plan.people.filter((person) => person !== 'baby')];
  }
  const newborn = sentencesOf(brief.customDescription ?? '').flatMap((sentence) => {
    const found = readText([sentence], brief.language);
    return found.events.includes('newBaby')
      ? found.people.filter((person) => ['sister', 'brother'].includes(person))
      : [];
  });
  for (const scene of scenes) {
    if (newborn.length === 0) break;
    const people = scene.plan.people.map((person) => (newborn.includes(person) ? 'baby' : person));
    scene.plan.people = people.filter((person, at) => people.indexOf(person) === at);
  }

  // 6. Supper, the bath, pyjamas; the activities that had no scene are remembered.
  /**
   * Scene 6's lists of what else the day held, each with what it lists (a line may say more after its list, or have no
   * colon: `他还想起了今天的…`): dropped when retelling told all of it in other scenes.
   */
  const memoryLists = new Map<string, readonly string[]>();
  /** Which of them list the parent's own words (`typedMemory`), not the pack's things. */
  const memoryKinds = new Map<string, 'memory' | 'typedMemory'>();
  /** Scene 6's own supper and bath, which the parent's own words of them take the place of. */
  const evening = { supper: '', bath: '' };
  /** The line that carries a child asleep on the way home indoors: kept, as the evening's own, by the parent's words. */
  const carriedIn = new Set<string>();
  {
    const six = scene('evening', undefined);
    if (day.eveningTrouble) {
      // After an evening's trouble, supper was before it (scene 3), and a trouble at bath time was the bath.
      six.say('quiet.sense', pack.quiet.sense);
      if (!day.eveningTrouble.inBath && !day.eveningTrouble.atBed) {
        six.say('eve.bath', pack.evening.bath, {}, day.problem === 'sick' ? GENTLE_WASH : undefined);
        evening.bath = six.sentences.at(-1) ?? '';
      } else {
        // (Another quiet moment in the bath's place, made up: the parent's own bedtime words take its place.)
        six.say('quiet.do', pack.quiet.do);
        inventions.add(six.sentences.at(-1) ?? '');
      }
    } else if (day.asleepHome) {
      // Asleep on the way home, the day's last words: carried in and put to bed, no supper nor bath.
      const home = words.sleptHome(heroName(hero, brief.character.name));
      six.sentences.push(home);
      carriedIn.add(home);
      six.say('quiet.sense', pack.quiet.sense);
    } else {
      sayDinner(six.say);
      evening.supper = six.sentences.at(-1) ?? '';
      if (day.hasBath) six.say('act.activity-bath.do', pack.activities['activity-bath'].do);
      else six.say('eve.bath', pack.evening.bath, {}, day.problem === 'sick' ? GENTLE_WASH : undefined);
      evening.bath = six.sentences.at(-1) ?? '';
    }
    // A Chinese detail the story tells already (`一个雪人` after the snowman's line) is not told again.
    const toldSoFar = [...scenes.flatMap((one) => one.sentences), ...six.sentences].join('');
    const details =
      brief.language === 'zh' ? day.details.filter((thing) => !toldSoFar.includes(chineseThing(thing))) : day.details;
    const untoldThings = day.tellable.some((thing) => !scenes.some((scene) => scene.plan.things.includes(thing)));
    const memories =
      Number(day.remembered.length > 0 || untoldThings) +
      Number(day.rememberedTyped.length > 0 || (details.length > 0 && !(day.remembered.length > 0 || untoldThings)));
    // The day's own things come before pyjamas: a scene holds four sentences at most.
    const pyjamasAt = memories < 2 ? six.sentences.length : -1;
    // (A child in pyjamas all day, ill from waking, does not put them on now: teeth, or padding to bed in them.)
    // (Not after a trouble in bed: she was in her pyjamas then.)
    if (memories < 2 && !readyForBed(day))
      six.say('eve.pyjamas', pack.evening.pyjamas, {}, day.illFromWaking ? PYJAMAS_WORN : undefined);
    const pyjamasLine = pyjamasAt >= 0 ? six.sentences[pyjamasAt] : undefined;
    // The activities without a scene, and the things of the parent's words no scene showed (the kite, the shells).
    const shown = new Set(scenes.flatMap((scene) => scene.plan.things));
    // A remembered activity says its own things (the car ride, not `the car ride and the car`).
    const things = day.tellable.filter(
      (thing) =>
        !shown.has(thing) &&
        thing !== 'teddy' &&
        !day.remembered.some((id) => (ACTIVITIES[id].things as readonly ThingId[]).includes(thing)),
    );
    const listed = day.remembered.length + things.length > 0;
    if (listed) {
      const items = [
        ...day.remembered.map((id) => pack.activities[id].noun),
        ...things.map((thing) => pack.things[thing].noun),
      ].slice(0, 4);
      six.say('memory', pack.memory, { list: pack.list(items), items });
      memoryLists.set(six.sentences.at(-1) ?? '', items);
      memoryKinds.set(six.sentences.at(-1) ?? '', 'memory');
    }
    // The day's own things join the parent's own activities in one list, unless a list of remembered things came first.
    const told = [...day.rememberedTyped, ...(listed ? [] : details)].slice(0, 4);
    if (told.length > 0) {
      six.say('typedMemory', pack.typedMemory, { list: pack.join(told) });
      memoryLists.set(six.sentences.at(-1) ?? '', told);
      memoryKinds.set(six.sentences.at(-1) ?? '', 'typedMemory');
    }
    // A birthday's cake after supper, a festival's lights or lanterns: never as cheer on a day of sad news. It takes
    // the place of pyjamas when the scene is full, and the cake that of supper when nothing else can go.
    const celebration = day.isSad ? undefined : facts?.celebration;
    // (Not where the parent's words tell the cake themselves, `choc cake w 3 candles n he blew them all out first go`:
    // they tell it, where it was, and no second cake comes after supper.)
    const parentsCake = readText(
      [withoutNames(brief.customDescription ?? '', day.named, brief.language)],
      brief.language,
    ).things.includes('cake');
    const touch =
      celebration === 'birthday' && kids.length > 0 && !parentsCake
        ? words.cake(kids, !othersBirthday(brief))
        : celebration && celebration !== 'birthday'
          ? words.festivalEvening[celebration]
          : undefined;
    if (touch) {
      if (six.sentences.length < 4) six.sentences.splice(1, 0, touch);
      else if (pyjamasAt >= 0) {
        six.sentences.splice(pyjamasAt, 1);
        six.sentences.splice(1, 0, touch);
      } else if (celebration === 'birthday') six.sentences.splice(0, 1, touch);
    }
    // The pets of a day spent elsewhere, not told on waking, are there at supper: in place of pyjamas when the scene
    // is full, else of a festival's lights (the festival was said by name). Failing that, in place of the waking's
    // breakfast, when there was one.
    if (!petsAtHome) {
      const giving = [pyjamasLine, celebration === 'birthday' ? undefined : touch]
        .map((line) => six.sentences.indexOf(line ?? ''))
        .find((at) => at >= 0);
      if (six.sentences.length >= 4 && giving !== undefined) six.sentences.splice(giving, 1);
      const there = words.there(storyKids, wakingPets, []);
      const waking = scenes[0]?.sentences;
      if (six.sentences.length < 4) six.sentences.splice(1, 0, there);
      else if (waking && wakingMeal && waking.includes(wakingMeal)) waking.splice(waking.indexOf(wakingMeal), 1, there);
    }
    scenes.push({
      sentences: six.sentences,
      activityIndex: undefined,
      // (After a trouble at bath time the picture shows the quiet evening the text tells, not a second, happy bath.)
      plan:
        day.eveningTrouble?.inBath || readyForBed(day)
          ? { place: 'bedroom', timeOfDay: 'evening', pose: 'sitting', things: ['teddy'], people: [] }
          : { place: 'bathroom', timeOfDay: 'evening', pose: 'bath', things: ['bubbles'], people: [] },
    });
  }

  // 7. Bedtime: tucked in, goodnight to the day's own things, the refrain, sleep.
  {
    const seven = scene('evening', undefined);
    // The one child goes to bed with the chosen character, not tucked in by it: a tuck of the child's own.
    const ownTuck = star
      ? pack.night.tuck.filter((line) => !namesCharacter(line({ ...base('evening', undefined), first: true } as never)))
      : [];
    if (ownTuck.length > 0) seven.say('night.tuck.own', ownTuck);
    else seven.say('night.tuck', pack.night.tuck);
    // The story's children are wished goodnight first. The one child who tucks the hero in is not wished it again;
    // of two or more, every one is, the one who tucks in too, so that no child is left out beside the others.
    const tucked = seven.sentences.join(' ');
    // The one child whose story it is goes to sleep with the chosen character, who is wished goodnight in their place.
    const callName = character as { voc?: string; name?: string; nom?: string };
    const sleepers = (
      withoutCuddly
        ? []
        : star
          ? [callName.voc ?? callName.name ?? callName.nom ?? besideName ?? '']
          : storyKids.map((kid) => kid.name)
    ).filter((name) => name !== '' && (storyKids.length > 1 || !names(tucked, name, brief.language)));
    // The children come on top of the day's own three, never in place of one of them (a parent's Papa or teacher).
    // Whom no scene showed or told is not wished goodnight (the midwife of a question, a sister the child became).
    const shownPeople = new Set(scenes.flatMap((one) => one.plan.people));
    // By the word, whatever its case (`papa` wished goodnight, `Papa kwam thuis` told).
    const toldText = scenes
      .flatMap((one) => one.sentences)
      .join(' ')
      .toLocaleLowerCase(brief.language);
    // (Whom the parent named is told by the parent's own words, woven in after this: `her big brother Finn`.)
    const wished = day.goodnights.filter((word) => {
      const person = day.goodnightPeople.get(word);
      return (
        person === undefined ||
        shownPeople.has(person) ||
        toldText.includes(word.toLocaleLowerCase(brief.language)) ||
        day.named.some((one) => one.person === person && word.includes(one.name))
      );
    });
    // Six at most: the story's children and their family who was there are not cut short.
    const goodnights = [...new Set([...sleepers, ...wished.slice(0, Math.max(3, 6 - sleepers.length))])].slice(0, 6);
    if (goodnights.length > 0) {
      const ctx = { ...base('evening', undefined), first: false };
      const line = pack.night.goodnight(goodnights, ctx);
      seven.sentences.push(line);
      goodnightLine = { line, items: goodnights, kept: sleepers, ctx };
    }
    seven.sentences.push(refrain('evening'));
    seven.say('night.sleep', pack.night.sleep);
    if (seven.sentences.length < 3) seven.say('night.sleep', pack.night.sleep);
    scenes.push({
      sentences: seven.sentences,
      activityIndex: undefined,
      plan: { place: 'bedroom', timeOfDay: 'night', pose: 'bed', things: ['teddy'], people: [] },
    });
  }

  // A family's name said with its article (`le chien Rex`) is not elided before it as a bare name would be.
  const unelide = (text: string) =>
    brief.language === 'fr' ? text.replace(/(^|[^\p{L}])(qu|d|l|j)’(le|la|les) /giu, '$1$2e $3 ') : text;
  // `Bunny and Zuri and Tavi` is said as a list: `Bunny, Zuri and Tavi`.
  const pairName = pair
    ? ((pair as { name?: string; nom?: string }).name ?? (pair as { nom?: string }).nom)
    : undefined;
  const AND: Record<Language, string> = {
    en: ' and ',
    nl: ' en ',
    de: ' und ',
    fr: ' et ',
    es: ' y ',
    pt: ' e ',
    zh: '和',
  };
  const listed = (text: string) =>
    pairName
      ? text.replace(
          new RegExp(
            `(?<=[\\p{L}\\p{N}])${AND[brief.language]}${pairName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
            'gu',
          ),
          `${brief.language === 'zh' ? '、' : ', '}${pairName}`,
        )
      : text;
  const inParentsWords = (text: string) =>
    american ? IN_AMERICAN.reduce((line, [british, us]) => line.replace(british, us), text) : text;
  const polish = (text: string) => inParentsWords(listed(unelide((pack.polish ?? ((same: string) => same))(text))));
  // The rain or snow the parent tapped falls in the day's pictures, through the windows too (the pool's, the bedroom's).
  const sky = facts?.weather ? SKY_OF_WEATHER[facts.weather] : undefined;
  if (sky)
    for (const { plan } of scenes.slice(0, 5)) if (!plan.things.includes(sky)) plan.things = [...plan.things, sky];
  const birthdayPlan = scenes[festivalScene]?.plan;
  if (brief.facts?.celebration === 'birthday' && birthdayPlan && !birthdayPlan.things.includes('balloon'))
    birthdayPlan.things = ['balloon', ...birthdayPlan.things];
  const mainActivity = [day.scene2, day.scene3, day.scene5].find((item) => item?.kind === 'activity');
  const titleOf = (line: AnyPack['titles'][number]) =>
    polish(
      line({
        ...base('morning', undefined),
        a: mainActivity?.kind === 'activity' ? pack.activities[mainActivity.id].noun : undefined,
      } as never),
    );
  // A title promises only what the story shows: no sleepy moon or starry night the night never had.
  const storyText = scenes.flatMap((item) => item.sentences).join(' ');
  const keepsPromise = (text: string) =>
    TITLE_PROMISES[brief.language].every(([promise, shown]) => !promise.test(text) || shown.test(storyText));
  const pickedTitle = picker.index('title', pack.titles.length);
  const titleLine =
    [...pack.titles.keys()]
      .map((step) => pack.titles[(pickedTitle + step) % pack.titles.length] as AnyPack['titles'][number])
      .find((line) => keepsPromise(titleOf(line))) ?? (pack.titles[pickedTitle] as AnyPack['titles'][number]);
  // The day's own person or pet by name, where the story tells them (`Goodbye, Whiskers`, `Zuri and Oscar`): a title
  // that says whose day it was, not a stock one. A goodbye or a loss always; a friend, a sibling or a pet of the day
  // on every other night (the family's daily names would be every night's title).
  const told = (one: Named) => names(storyText, one.name, brief.language);
  const who = (one: Named) => ({ name: one.name, fem: (namedRef(one) as { fem?: boolean }).fem === true });
  // (A grown-up by the title the story calls them: `Zuri und Oma Gerda`.)
  const whoCalled = (one: Named) => {
    const name = calledName(one, brief.language, pack);
    return { ...who(one), name, titled: name !== one.name };
  };
  const dayTitle = (() => {
    if (!pack.dayTitles || storyKids.length > 1) return undefined;
    const about = typeof day.about === 'object' ? day.about : undefined;
    if (about && (day.problem === 'goodbye' || day.problem === 'died') && told(about))
      return pack.dayTitles.goodbye(base('morning', undefined) as never, who(about));
    // A family festival the story tells is the day's title (`Zuri’s Easter`, `Sinterklaas met Zuri`, `Zuri过春节`).
    const storyWords = storyText.toLocaleLowerCase(brief.language);
    if (day.festival && pack.dayTitles.festival && storyWords.includes(day.festival.toLocaleLowerCase(brief.language)))
      return pack.dayTitles.festival(base('morning', undefined) as never, day.festival);
    // A big event of the child's own day the story tells (`Zuri’s Moving Day`, `Zuri搬家了`): not a friend's move.
    // (The story's text read once, and only for a day with such an event.)
    let toldInStory: readonly EventId[] | undefined;
    const storyTells = (one: EventId) => {
      if ([...toldEvents.values()].includes(one)) return true;
      toldInStory ??= readText([storyText], brief.language).events;
      return toldInStory.includes(one);
    };
    const event = readEvents(brief).find(
      (one) =>
        TITLE_EVENTS.includes(one) &&
        storyTells(one) &&
        !(one === 'moving' && day.problem === 'goodbye') &&
        // (A first day is at daycare or school: not the first time at the cinema, nor the first night in a big bed.)
        !(one === 'firstDay' && !readBrief(brief).places.includes('daycare')) &&
        // (Not a move or a first day still to come: `last night in the old house before we move tomorrow`.)
        !daySentences.some((sentence) => TOMORROW[brief.language].test(sentence)),
    );
    const eventTitle = event ? pack.dayTitles.event?.(base('morning', undefined) as never, event) : undefined;
    if (eventTitle) return eventTitle;
    // The one the child missed, home today, is the day's heart: `Zuri and Daddy`, not `Zuri Sends Love`.
    // (So is the parent away today whom the child missed, where no homecoming is told: `daddy away on a work trip til
    // fri … we facetimed him`, `Zuri and Daddy`, not `Zuri and the Books`.)
    const missed =
      day.problem === 'missing' && typeof day.about === 'string' && HOME_GROWN_UPS.includes(day.about)
        ? day.about
        : undefined;
    const home =
      day.homeByDay && day.cameHome !== undefined
        ? refOf(day.cameHome)
        : missed !== undefined && names(storyText, String(refOf(missed).name ?? ''), brief.language)
          ? refOf(missed)
          : undefined;
    if (home && typeof day.about !== 'object') {
      const ref = home as Record<string, unknown>;
      const name = [ref.bare, ref.nom, ref.name].find((one) => typeof one === 'string') as string | undefined;
      const fem = ref.fem === true || ref.he === 'she' || ref.er === 'sie' || ref.hij === 'ze';
      if (name) return pack.dayTitles.with(base('morning', undefined) as never, { name, fem });
    }
    const beside = day.named.find(
      (one) => told(one) && (one.pet !== undefined || (one.person !== undefined && TITLE_PEOPLE.includes(one.person))),
    );
    if (beside && picker.index('dayTitle', 2) === 0)
      return pack.dayTitles.with(base('morning', undefined) as never, who(beside));
    return undefined;
  })();
  // Where no activity of the parent's words names the day either, whom the day was with does (`Zuri and Grandma Bev`,
  // `Zuri und Oma Gerda`), a grown-up of the day by name too: not a stock title that says nothing of it.
  const withTitle = (() => {
    if (!pack.dayTitles || storyKids.length > 1) return undefined;
    const one = day.named.find(
      (named) =>
        told(named) && (named.pet !== undefined || (named.person !== undefined && !PARENTS.includes(named.person))),
    );
    return one ? pack.dayTitles.with(base('morning', undefined) as never, whoCalled(one)) : undefined;
  })();
  // Where the parent's words tell the day's main activity (`first swimming lesson at the leisure centre`), the title
  // says it (`Zuri and the Swimming Pool`) rather than a stock one.
  const toldActivity =
    mainActivity?.kind === 'activity' && (mainActivity.source !== undefined || mainActivity.saidIn !== undefined);
  const firstTitle = pack.titles[0] as AnyPack['titles'][number];
  const activityTitle = toldActivity ? titleOf(firstTitle) : undefined;
  // (Not the line's own stock words for an activity it has no title for: `Zuri’s Big Little Day`.)
  const noActivity = polish(firstTitle({ ...base('morning', undefined), a: undefined } as never));
  // Where the parent's words tell the day's own trouble (a mishap is only ever the parent's), it names a day no activity
  // and no one of the day names (`Zuri at the Doctor’s`, `Zuri ist krank`): the heart of the day, not a stock title.
  const troubleTitle =
    pack.dayTitles?.trouble && storyKids.length <= 1 && isMishap(day.problem)
      ? pack.dayTitles.trouble(base('morning', undefined) as never, day.problem)
      : undefined;
  // (A death is the day's heart, whatever else it held: not `Zuri and the Park` on the day the cat died.)
  // (So is a thing's trouble the parent wrote first at no doing of the day, its heart: `his fave monster truck got
  // stuck down the back of the couch` names the day, not the baking after it; a fall at the playground is the
  // playground's. A feeling's title says less than the day's doing.)
  const firstWritten = sentencesOf(brief.customDescription ?? '')[0] ?? '';
  // (Nor does a picture drawn for the parent ill at home, whom the parent's first words tell ill: `Zuri Looks After
  // Mummy`, not `Zuri Paints`.)
  const troubleLeads =
    troubleTitle !== undefined &&
    (((['stuck', 'lost'] as const).some((one) => one === day.problem) &&
      readText([firstWritten], brief.language).mishaps.includes(day.problem as MishapId) &&
      activitiesOf(withoutNames(firstWritten, day.named, brief.language), brief.language).length === 0) ||
      (day.problem === 'nursing' && readText([firstWritten], brief.language).mishaps.includes('sick')));
  // (Whom the child looked after, ill at home, is the day's heart over whom the day was with: `Zuri prend soin de Lou`.)
  const rawTitle =
    dayTitle && !(day.problem === 'nursing' && troubleLeads)
      ? polish(dayTitle)
      : troubleTitle && (day.problem === 'died' || troubleLeads)
        ? polish(troubleTitle)
        : activityTitle && activityTitle !== noActivity && keepsPromise(activityTitle)
          ? activityTitle
          : withTitle
            ? polish(withTitle)
            : troubleTitle
              ? polish(troubleTitle)
              : titleOf(titleLine);
  const title =
    [...rawTitle].length <= TITLE_MAX_LENGTH ? rawTitle : `${[...rawTitle].slice(0, TITLE_MAX_LENGTH - 1).join('')}…`;

  // What the child said is told as the child's own words: beside the comfort when said of the trouble, else in the
  // first of scenes 5, 2 and 6 with room for it.
  /** The child's words placed where there was room, and the parent's sentence they were in. */
  const saidWhere: { line: string; source: string; of: string }[] = [];
  for (const quote of day.quotes.slice(0, 2)) {
    const line = pack.said[picker.index(`said.${quote.words}`, pack.said.length)];
    if (!line) continue;
    // Said by the hero, who does everything else the parent wrote of the child: not by the child beside the hero; a
    // grown-up's words by that grown-up.
    // (Another child's words by that child, by name: `lotte riep 'die is van mij'` is Lotte's.)
    const other = quote.child === undefined ? undefined : day.named.find((one) => one.name === quote.child);
    const by = quote.by ? refOf(quote.by) : other ? namedRef(other) : undefined;
    if ((quote.by || quote.child !== undefined) && !by) continue;
    const said = line({ ...base('afternoon', undefined), first: false, words: quote.words, c: by } as never);
    // (With a capital where the family's word for them starts it: `Opa zei`.)
    const sentence = said.charAt(0).toLocaleUpperCase(brief.language) + said.slice(1);
    const four = scenes[3];
    // (A grown-up's words that put the trouble right are the comfort: in place of the made-up words of it.)
    if (by && quote.by && quote.isTrouble && four && four.sentences.length >= 1) {
      const madeUp = four.sentences.findIndex((one) => /[“”„«»「」『』"]/u.test(one));
      four.sentences.splice(madeUp >= 0 ? madeUp : 0, madeUp >= 0 ? 1 : 0, sentence);
      continue;
    }
    // (Two sets of words of the trouble: the first is said in the trouble, scene 3, before the uh-oh's plain feeling (in
    // its place in a full scene); the second is the comfort's. `豆包还给我，坏狗狗` while chasing the dog, then
    // `我原谅你了`: the first had been lost under the second.)
    const three = scenes[2];
    const laterTrouble = quote === day.quotes[0] && day.quotes[1]?.isTrouble === true;
    // (So are another child's words of the trouble, `lotte riep 'die is van mij'`: the quarrel's, not its making up.)
    if (quote.isTrouble && (laterTrouble || quote.child !== undefined) && three && three.sentences.length >= 2) {
      three.sentences.splice(three.sentences.length - 1, three.sentences.length < 4 ? 0 : 1, sentence);
      continue;
    }
    if (quote.isTrouble && four && four.sentences.length >= 3) {
      four.sentences.splice(2, 1, sentence);
      continue;
    }
    // Words said back to words of the same sentence (`her friend ava said "you can be the princess" and zuri said
    // "yay!"`) come right after them, in their scene.
    const answered = saidWhere.find((one) => one.of === quote.of);
    const partner = answered ? scenes.find((one) => one.sentences.includes(answered.line)) : undefined;
    if (answered && partner) {
      const after = partner.sentences.indexOf(answered.line) + 1;
      const spare = partner.sentences.findLastIndex(
        (one, position) =>
          position > 0 &&
          one !== answered.line &&
          one !== refrain('morning') &&
          one !== refrain('evening') &&
          !/[“”„«»「」『』"]/u.test(one) &&
          !day.named.some((named) => names(one, named.name, brief.language)),
      );
      if (partner.sentences.length < 4 || spare >= 0) {
        if (partner.sentences.length >= 4) partner.sentences.splice(spare, 1);
        partner.sentences.splice(Math.min(after, partner.sentences.length), 0, sentence);
        if (spare >= 0 && spare < after) {
          // (The line given up came before: the words still follow their partner's.)
          const at = partner.sentences.indexOf(sentence);
          const of = partner.sentences.indexOf(answered.line);
          if (at !== of + 1) partner.sentences.splice(of + 1, 0, ...partner.sentences.splice(at, 1));
        }
        saidWhere.push({ line: sentence, source: quote.sentence, of: quote.of });
        continue;
      }
    }
    // Said in the morning, in scene 2 first; at bedtime, in scene 6 first.
    const order = quote.when === 'evening' ? [5, 4, 1] : quote.when === 'morning' ? [1, 4, 5] : [4, 1, 5];
    // A full scene takes the child's words in place of a stock line of colour: never its first line, a refrain, or
    // one that names someone or says someone's words.
    const kidNames = storyKids.filter((kid) => kid !== star).map((kid) => kid.name);
    const colourAt = (index: number) =>
      scenes[index]?.sentences.findLastIndex(
        (one, position) =>
          position > 0 &&
          one !== refrain('morning') &&
          one !== refrain('evening') &&
          !/[“”„«»「」『』"]/u.test(one) &&
          !kidNames.some((name) => names(one, name, brief.language)) &&
          !day.named.some((named) => names(one, named.name, brief.language)),
      ) ?? -1;
    const hasRoom = (index: number) => (scenes[index]?.sentences.length ?? 4) < 4;
    // Words of the morning or of bedtime stay in their part of the day where they can; others go where there is room
    // first, and are never lost for the want of it.
    const at =
      quote.when !== undefined && (hasRoom(order[0] ?? 4) || colourAt(order[0] ?? 4) > 0)
        ? (order[0] ?? 4)
        : (order.find(hasRoom) ?? order.find((index) => colourAt(index) > 0));
    const item = at === undefined ? undefined : scenes[at];
    if (item && at !== undefined) {
      if (hasRoom(at)) item.sentences.push(sentence);
      else item.sentences.splice(colourAt(at), 1, sentence);
      saidWhere.push({ line: sentence, source: quote.sentence, of: quote.of });
    }
  }

  // The story's children take part in their own day: when scenes 2 to 5 do not name them, or fewer than three scenes
  // do, they are at the hero's side in one of those scenes (the afternoon first), never beside a sentence that
  // already names them.
  // The one child's own story has the chosen character at the child's side in the same way.
  // (The one child's cuddly only when no scene of the day names it at all: where the day's own people go along,
  // readers heard `Bunny was right there too` as a line tacked on in every other story.)
  const cuddlyUnseen =
    star !== undefined && !scenes.slice(0, 6).some((item) => namesCharacter(item.sentences.join(' ')));
  const sideKids: Kid[] = withoutCuddly
    ? []
    : star
      ? cuddlyUnseen
        ? [{ name: heroName(character, brief.character.name), pronoun: null }]
        : []
      : storyKids;
  if (sideKids.length > 0) {
    const namesKid = (text: string) =>
      star ? namesCharacter(text) : sideKids.some((kid) => names(text, kid.name, brief.language));
    const namesMember = (text: string) =>
      facts !== undefined && figuresOf(facts).some(({ name }) => names(text, name, brief.language));
    const scenesNaming = () => scenes.filter((item) => namesKid(item.sentences.join(' '))).length;
    // A scene with room takes the line at its end; a full one in place of its sensory detail, only when none has room.
    const order = [4, 1, 3].sort(
      (a, b) => Number((scenes[a]?.sentences.length ?? 4) >= 4) - Number((scenes[b]?.sentences.length ?? 4) >= 4),
    );
    for (const index of order) {
      const middle = scenes.slice(1, 5).some((item) => namesKid(item.sentences.join(' ')));
      // (The chosen character beside the one child needs no more than one such line: the child is the hero.)
      if (middle && scenesNaming() >= (star ? 2 : 3)) break;
      const item = scenes[index];
      if (!item || namesKid(item.sentences.join(' '))) continue;
      // After the scene's last sentence when there is room, else in place of its sensory detail (the third).
      const full = item.sentences.length >= 4;
      const at = full ? 2 : item.sentences.length;
      // Never in place of a sentence that tells someone of the family or a pet: who was there is a fact too.
      if (full && namesMember(item.sentences[at] ?? '')) continue;
      const neighbours = [item.sentences[at - 1], item.sentences[full ? at + 1 : at]];
      if (neighbours.some((text) => text !== undefined && namesKid(text))) continue;
      // Each wording is remembered, so the week's stories take turns with them.
      item.sentences.splice(at, full ? 1 : 0, words.beside(sideKids, picker.index('beside', 4)));
    }
  }

  // What the parent wrote that no scene told yet is retold in the parent's order, in place of the scenes' stock colour.
  if (retelling && parentTold(brief)) {
    const reteller = RETELLERS[brief.language];
    // (The one child whose own day it is is named in every scene, as a hero is: those sentences may give way; the
    // chosen character's place beside the child may not.)
    const people = [
      ...storyKids.map((kid) => kid.name),
      ...day.named.map((one) => one.name),
      ...(facts ? figuresOf(facts).map(({ name }) => name) : []),
    ].filter((name) => name !== star?.name);
    /** Whether a sentence names anyone: by relation, or by a name the parent gave (`Maya had to chase her …`). */
    const namesAnyone = (text: string) =>
      readText([text], brief.language).people.length > 0 || people.some((name) => names(text, name, brief.language));
    // (Not of a typed doing the parent's words tell themselves, `caiu e esfolou o joelho` beside `caiu da bicicleta no
    // parque, esfolou o joelho`: the parent's clause tells it, and the pack's plain words of the fall give way to it.)
    const typedKeys = brief.customActivities
      .filter((typed) => !day.describedTyped.includes(typed))
      .flatMap((typed) => reteller.keys(typed));
    const refrainLines = new Set(
      scenes
        .flatMap((item) => item.sentences)
        .filter((text) => text === refrain('evening') || text === refrain('morning')),
    );
    const toldAs = new Map<string, { sentence: string; plain: string }>();
    // (A bad dream of last night told after another trouble of the day is the night's too, told on waking: `… angst vorm
    // staubsauger … letzte nacht auch schlecht geträumt`; one the parent told first is the day's trouble itself.)
    const descriptionSentences = sentencesOf(brief.customDescription ?? '');
    const troubleFirst = descriptionSentences.find((sentence) =>
      readText([sentence], brief.language).mishaps.includes(day.problem as MishapId),
    );
    const troubleBefore =
      troubleFirst === undefined ? undefined : descriptionSentences[descriptionSentences.indexOf(troubleFirst) - 1];
    const troubleSetting = (() => {
      const sentences = sentencesOf(withoutNames(brief.customDescription ?? '', day.named, brief.language));
      const at = sentences.findIndex((sentence) =>
        readText([sentence], brief.language).mishaps.includes(day.problem as MishapId),
      );
      if (at < 0) return [];
      // (Of the trouble's sentence, only up to the trouble: `… erschrocken 😟 nachmittags im park enten gefüttert`
      // moves on to the park.)
      const parts = partsOf(sentences[at] ?? '', brief.language).flatMap((part) =>
        part.split(/\p{Extended_Pictographic}+/u),
      );
      const upTo = parts.findIndex((part) =>
        readText([part], brief.language).mishaps.includes(day.problem as MishapId),
      );
      return [sentences[at - 1] ?? '', ...parts.slice(0, upTo + 1)].flatMap((one) => activitiesOf(one, brief.language));
    })();
    const ofTheNight = (clause: string) =>
      isBadDreamOfNight(clause, brief.language) &&
      (day.badDream ||
        (troubleFirst !== undefined &&
          !isBadDreamOfNight(troubleFirst, brief.language) &&
          !troubleFirst.toLocaleLowerCase(brief.language).includes(clause.trim().toLocaleLowerCase(brief.language))));
    const tearsOnly =
      facts?.hard !== undefined &&
      !sentencesOf(brief.customDescription ?? '').some((sentence) =>
        readText([sentence], brief.language).mishaps.includes(day.problem as MishapId),
      );
    const headline = (clause: string) =>
      (day.weatherHeadline ?? []).some((part) =>
        part.toLocaleLowerCase(brief.language).includes(clause.trim().toLocaleLowerCase(brief.language)),
      );
    const isTrouble = (clause: string) =>
      !headline(clause) &&
      // (Hiding in a fright is the fright's own course: `躲爸爸后面不出来`, `hid behind daddy`.)
      ((day.problem === 'scared' && HIDES[brief.language].test(clause) && !ofTheNight(clause)) ||
        (isMishap(day.problem) &&
          // (The medicine the child brought to the grown-up ill at home is the care, not the illness.)
          !(day.problem === 'nursing' && CARE[brief.language].test(clause)) &&
          // (Else read without the names, as the day was: `小仓鼠团团死了` is the hamster's death, its name between.)
          [clause, withoutNames(clause, day.named, brief.language)].some(
            (text, at) =>
              (at === 0 || text !== clause) &&
              readText([text], brief.language).mishaps.some(
                (one) =>
                  one === day.problem ||
                  // (Of its course, not its care: `put a peppa plaster on` after a fall is no hurt, nor what someone
                  // did for the bump, `meter legde een koud washandje op de buil`.)
                  (SAME_TROUBLE[day.problem as MishapId]?.includes(one) === true &&
                    !COMFORTS[brief.language].test(clause) &&
                    (one !== 'hurt' || readText([text], brief.language).people.length === 0)) ||
                  (tearsOnly && one === 'cried'),
              ),
          ) &&
          !ofTheNight(clause)));
    /** The lines a story keeps for their own sake: the refrain, tonight's moments, the weather, the festival, a quote. */
    const keepsOwn = (text: string) =>
      refrainLines.has(text) ||
      carriedIn.has(text) ||
      (star !== undefined && namesCharacter(text)) ||
      // Tonight's moments, each said once by its own line (a first time, a feeling, who was there).
      factLines.some((lines) => lines.includes(text)) ||
      (facts?.weather !== undefined && text === words.weather(facts.weather)) ||
      (firstLine !== undefined && text === firstLine) ||
      // The day's festival or celebration, said by its name.
      (day.festival !== undefined && text.includes(day.festival)) ||
      (/[“”„«»「」『』"]/u.test(text) && !inventions.has(text));
    /** Whether a clause tells what the child ate or drank at home in the morning, with no word of breakfast. */
    const morningMeal = (clause: string) => {
      const plain = withoutNames(clause, day.named, brief.language);
      const read = readText([plain], brief.language);
      return (
        reteller.morning?.test(clause) === true &&
        ATE[brief.language].test(plain) &&
        activitiesOf(plain, brief.language).length === 0 &&
        read.places.every((place) => HOME_PLACES.includes(place)) &&
        read.events.length === 0 &&
        read.mishaps.length === 0
      );
    };
    weaveUntold({
      toldAs,
      scenes,
      language: brief.language,
      description: brief.customDescription ?? '',
      // (Not one the description tells in its own words: told there, it is not told again.)
      typed: brief.customActivities.filter((typed) => !day.describedTyped.includes(typed)),
      // By the typed text as the parent typed it, as the weave reads it.
      carriers: new Map(
        brief.customActivities.flatMap((typed) => {
          const carrier = carriers.get(cleanName(typed, TYPED_LIMIT));
          return carrier ? [[typed.trim(), carrier] as const] : [];
        }),
      ),
      // A refrain tells nothing of the day (its `bisous` are no kiss to say sorry): like the lists, it tells no clause.
      lists: [...memoryLists.keys(), ...refrainLines],
      // (Nor does the goodnight list: `goodnight, Hugo` does not tell `jugó con hugo a los coches`.)
      goodnight: goodnightLine?.line,
      heroName: heroName(hero, brief.character.name),
      context: retellContext,
      // (A line kept for a typed word only while no other line says it: `perdeu o equilíbrio na bicicleta` gives way
      // to the parent's fall where `andou de bicicleta sem rodinhas` was told before it.)
      keeps: (text) =>
        keepsOwn(text) ||
        people.some((name) => names(text, name, brief.language)) ||
        typedKeys.some(
          (key) =>
            reteller.has(text.toLowerCase(), key) &&
            !scenes.some((item) =>
              item.sentences.some((other) => other !== text && reteller.has(other.toLowerCase(), key)),
            ),
        ),
      namesSomeone: (text, beside) => {
        const there = beside === undefined ? [] : readText([beside], brief.language).people;
        return readText([text], brief.language).people.some((person) => !there.includes(person));
      },
      namesAnyone,
      hasActor: (clause) => {
        const found = readText([withoutNames(clause, day.named, brief.language)], brief.language);
        return (
          found.people.length + found.things.length > 0 ||
          day.named.some((one) => names(clause, one.name, brief.language)) ||
          DONE_TO_CHILD[brief.language].test(clause.trim())
        );
      },
      isSad: day.isSad,
      ownTroubleWords: day.problem === 'nursing',
      arrivesAt: (clause, at, there = false) => {
        const plan = scenes[at]?.plan;
        if (!plan || !(there || goesTo(clause, brief.language))) return false;
        const plain = withoutNames(clause, day.named, brief.language);
        // (A public garden is the park: `fomos ao jardim da estrela`.)
        const places = readText([plain], brief.language).places.flatMap((place) =>
          place === 'garden' ? ['garden', 'park'] : [place],
        );
        return (
          (plan.activityId !== undefined &&
            activitiesOf(plain, brief.language).includes(plan.activityId as ActivityId)) ||
          places.includes(plan.place)
        );
      },
      // A bad dream of the night is told as the night, in scene 1; scene 3 remembers it.
      // A trouble the parent tapped and whose words only tell the tears (`a vovó voltou pra bahia hoje, ele chorou no
      // aeroporto`): the tears are its course, told in scene 3 in place of the tapped line's plain words.
      isTrouble,
      ofTheNight,
      // (Or a fright of the night, `ist um 3 aufgewacht … im dunkeln hatte er angst` after `heut nacht schlecht
      // geträumt`, `woke up at 2am screaming`.)
      // (A trouble at bedtime, in bed, keeps its course and comfort the same way: `at bedtime the thunder started and
      // she was up and down … i left the landing light on and sang twinkle twinkle`.)
      atBedtime: day.eveningTrouble?.atBed === true,
      troubleOfNight:
        day.badDream ||
        day.eveningTrouble?.atBed === true ||
        (troubleFirst !== undefined &&
          !day.isSad &&
          (NIGHT_BEFORE[brief.language].test(troubleFirst) ||
            [troubleFirst, troubleBefore].some(
              (sentence) => sentence !== undefined && isBadDreamOfNight(sentence, brief.language),
            ))),
      backHome: homeAfter ? (clause) => AT_HOME_WORDS[brief.language].test(clause) : undefined,
      meetsBaby: (clause) =>
        readText([withoutNames(clause, day.named, brief.language)], brief.language).events.includes('newBaby'),
      comesHome: (clause) => {
        if (!day.cameHome || !COMES_HOME[brief.language].test(clause)) return false;
        const people = readText([clause], brief.language).people;
        return people.length === 0 || people.includes(day.cameHome);
      },
      // The parent's own supper (`pasta for dinner`) and bath, in place of the scene's: not told beside them.
      morningMeal: breakfastLine ?? wakingMeal,
      takesPlaceOf: (clause) => {
        const plain = withoutNames(clause, day.named, brief.language);
        const bath = BATH[brief.language].test(plain) || activitiesOf(plain, brief.language).includes('activity-bath');
        const supper =
          SUPPER[brief.language].test(plain) ||
          (day.supper !== undefined &&
            reteller.evening.test(clause) &&
            readText([plain], brief.language).things.includes(day.supper));
        // (The parent's breakfast in place of the morning's made-up one: `Se sentó a la mesa y se comió el pan` is not
        // told after `Desayunó tostadas con tomate`.)
        if (
          breakfastLine !== undefined &&
          BREAKFAST[brief.language].test(plain) &&
          activitiesOf(plain, brief.language).length === 0
        )
          return [breakfastLine];
        // (Nor the waking's made-up bowl of cornflakes beside the parent's morning food: `s ochtends pap gegeten`.)
        if (breakfastLine === undefined && wakingMeal !== undefined && morningMeal(clause)) return [wakingMeal];
        const home = homecomingLine !== undefined && COMES_HOME[brief.language].test(clause) ? [homecomingLine] : [];
        return [...home, ...(supper ? [evening.supper] : []), ...(bath ? [evening.bath] : [])];
      },
      // (So is a fright at the trouble, `… die was in stukjes, ze schrok ervan`: the trouble's own feeling, told with it
      // in scene 3, not after the comfort began.)
      comforts: (clause) => COMFORTS[brief.language].test(clause),
      rideScenes: new Set(
        scenes.flatMap((item, at) => (item.plan.place === 'car' || item.plan.place === 'train' ? [at] : [])),
      ),
      isRide: (clause) => {
        const found = readText([withoutNames(clause, day.named, brief.language)], brief.language);
        return (
          found.places.some((place) => place === 'car' || place === 'train') ||
          (found.things.some(
            (thing) => thing === 'car' || thing === 'train' || thing === 'boat' || thing === 'plane',
          ) &&
            (goesTo(clause, brief.language) || RIDE_HOURS.test(clause) || RIDE_ZH.test(clause) || TRIP.test(clause)))
        );
      },
      isTears: (clause) => {
        const mishaps = readText([clause], brief.language).mishaps;
        return (
          (!day.noTears && mishaps.includes('cried')) ||
          (isMishap(day.problem) && day.problem !== 'scared' && mishaps.length === 1 && mishaps[0] === 'scared')
        );
      },
      room: { max: LENGTH_LIMITS[brief.language].max - 40, count: (text) => countWords(text, brief.language) },
      inventions,
      looseOpenings,
      feltAgain,
      arrivals,
      // (Going on with the doing the trouble happened at is no moving on: `o pai foi a correr buscar [a touca] e ainda
      // nadou uns 20 min` after the lifeguard kept him out of the pool is the comfort.)
      // (Nor the doing the trouble's sentence or the one before it was at: `primeiro corte de cabelo no barbeiro. tinha
      // mto medo da maquininha … o barbeiro deixou ele segurar o pente` is the comfort, at the barber's still.)
      movesOn: (clause) =>
        activitiesOf(clause, brief.language).some((id) => id !== day.troubleAt && !troubleSetting.includes(id)),
      // (Not one that tells scene 2's doing too, `puis on est allés au parc à vélo` after the park's made-up going: it
      // is scene 2's.)
      uhOhOpener,
      goings,
      atUhOhPlace: (clause) => {
        const id = scenes[2]?.plan.activityId;
        const morning = scenes[1]?.plan.activityId;
        const ids = activitiesOf(withoutNames(clause, day.named, brief.language), brief.language);
        return (
          !isMishap(day.problem) &&
          id !== undefined &&
          isActivityId(id) &&
          id !== morning &&
          ids.includes(id) &&
          !(morning !== undefined && isActivityId(morning) && ids.includes(morning))
        );
      },
      sameDoing: (clause, before) => {
        const was = activitiesOf(withoutNames(before, day.named, brief.language), brief.language);
        const ids = activitiesOf(withoutNames(clause, day.named, brief.language), brief.language);
        return ids.length > 0 && ids.every((id) => was.includes(id) || was.some((one) => ALIKE[one]?.includes(id)));
      },
      tellsItself: (clause) =>
        isMishap(day.problem) &&
        TOLD_BY_ITSELF.includes(day.problem) &&
        readText([clause], brief.language).mishaps.some(
          (one) => one === day.problem || (day.problem === 'nursing' && one === 'sick'),
        ),
      atTroublePlace: (clause) =>
        day.scene3?.kind === 'activity' &&
        day.scene3.id === day.troubleAt &&
        isMishap(day.problem) &&
        !day.isSad &&
        activitiesOf(withoutNames(clause, day.named, brief.language), brief.language).includes(day.scene3.id),
      sceneShowing: (clause) => {
        const plain = withoutNames(clause, day.named, brief.language);
        const ids: readonly string[] = activitiesOf(plain, brief.language);
        // Or only things that activity has (`picked a book about trains` at the library), at no place of their own.
        const found = ids.length > 0 ? readText([plain], brief.language) : undefined;
        const hasAll = (id: ActivityId) =>
          found !== undefined &&
          found.places.length === 0 &&
          found.events.length === 0 &&
          found.things.length > 0 &&
          found.things.every((thing) => (ACTIVITIES[id].things as readonly ThingId[]).includes(thing));
        return [1, 4].filter((index) => {
          const id = scenes[index]?.plan.activityId;
          return id !== undefined && (ids.includes(id) || (isActivityId(id) && hasAll(id)));
        });
      },
    });
    /** The parent's own clauses as the weave told them: the story's sentences that are no made-up lines. */
    const retold = new Set([...toldAs.values()].map((one) => one.sentence));
    for (const one of retold) parentsLines.add(one);
    // The child's words follow what the parent told right before them, where a scene tells it: `cuando vio al yayo
    // Antonio en la puerta salio corriendo y le dijo "yayo te quedas a dormir en mi casa?"` at the door, not at bedtime
    // after the bath; where the scene they were in keeps three sentences.
    for (const { line, source } of saidWhere) {
      const holder = scenes.find((item) => item.sentences.includes(line));
      const lower = withoutQuotes(source).toLocaleLowerCase(brief.language);
      const before = [...toldAs]
        .filter(([clause]) => clause.trim() !== '' && lower.includes(clause.trim().toLocaleLowerCase(brief.language)))
        .map(([, { sentence }]) => sentence)
        .filter((sentence) => scenes.some((item) => item.sentences.includes(sentence)))
        .at(-1);
      const at = before === undefined ? undefined : scenes.find((item) => item.sentences.includes(before));
      if (!holder || !at || before === undefined || at === holder || holder.sentences.length <= 3) continue;
      // (A full scene gives up a made-up line of its own, never its first, the parent's, or one kept for its own sake.)
      const spare =
        at.sentences.length < 4
          ? -1
          : at.sentences.findLastIndex(
              (one, position) => position > 0 && !retold.has(one) && !keepsOwn(one) && !/[“”„«»「」『』"]/u.test(one),
            );
      if (at.sentences.length >= 4 && spare < 0) continue;
      holder.sentences.splice(holder.sentences.indexOf(line), 1);
      if (spare >= 0) at.sentences.splice(spare, 1);
      at.sentences.splice(at.sentences.indexOf(before) + 1, 0, line);
    }
    // Lunch and the morning come before the afternoon and the evening in a scene of the day: the parent's `ao almoço`
    // told after `à tarde fomos ao parque`, or `mittags nudeln` after the sandbox of `abends … im sandkasten`, goes
    // before them.
    const clauseOf = new Map([...toldAs].map(([clause, { sentence }]) => [sentence, clause]));
    // (A language's afternoon may begin at lunch, `ao almoço`: lunch is still before the afternoon's park.)
    const early = (clause: string) =>
      !reteller.evening.test(clause) &&
      (MIDDAY[brief.language].test(clause) ||
        (reteller.morning?.test(clause) === true && !reteller.afternoon.test(clause)));
    const late = (clause: string) =>
      !early(clause) && (reteller.afternoon.test(clause) || reteller.evening.test(clause));
    /** Where a clause stands among the parent's words (-1: not one part of them). */
    const partIndex = (clause: string) => {
      const plain = clause.trim().toLocaleLowerCase(brief.language);
      return dayParts.findIndex((part) => part.trim().toLocaleLowerCase(brief.language) === plain);
    };
    // The parent's own words in a scene of the day keep the parent's order (`ce matin elle a aidé papa à étendre le
    // linge` before `puis on est allés au parc à vélo`), whichever line of the scene drew each one there.
    for (const at of [1, 4]) {
      const held = scenes[at];
      if (!held) continue;
      const slots = held.sentences.flatMap((text, index) => {
        const clause = clauseOf.get(text);
        const part = clause === undefined ? -1 : partIndex(clause);
        return part >= 0 ? [{ index, text, part }] : [];
      });
      const sorted = [...slots].sort((a, b) => a.part - b.part);
      for (const [n, slot] of slots.entries()) held.sentences[slot.index] = sorted[n]?.text ?? slot.text;
    }
    for (const at of [1, 4]) {
      const held = scenes[at];
      if (!held) continue;
      // The scene's own first line is as late as the parent's words of its activity.
      const id = held.plan.activityId;
      // (By the parts that name it: `library rhyme time this morning then chose 4 books, … at bedtime` is a morning's.)
      const naming =
        id !== undefined && isActivityId(id)
          ? dayParts.filter((part) => activitiesOf(part, brief.language).includes(id))
          : [];
      const lateOpening = naming.some(late) && !naming.some(early);
      const isLate = (text: string, index: number) => {
        const clause = clauseOf.get(text);
        return clause === undefined ? index === 0 && lateOpening : late(clause);
      };
      for (const text of [...held.sentences]) {
        const clause = clauseOf.get(text);
        if (clause === undefined || !early(clause)) continue;
        const from = held.sentences.indexOf(text);
        const to = held.sentences.findIndex((other, index) => index < from && isLate(other, index));
        if (to < 0) continue;
        held.sentences.splice(from, 1);
        held.sentences.splice(to, 0, text);
      }
    }
    // The parent's word on the whole day, said first (`dia chevere sin nada especial`, `schoon dagske`), opens the day's
    // first scene, before its made-up first line and the morning's doing.
    const firstSaid = (sentencesOf(brief.customDescription ?? '')[0] ?? '').toLocaleLowerCase(brief.language);
    const two = scenes[1];
    const verdict = two?.sentences.find((text) => {
      const clause = clauseOf.get(text);
      if (clause === undefined || !firstSaid.startsWith(clause.trim().toLocaleLowerCase(brief.language))) return false;
      const found = readText([withoutNames(clause, day.named, brief.language)], brief.language);
      return (
        WHOLE_DAY[brief.language].test(clause) &&
        found.places.length + found.events.length + found.mishaps.length + found.things.length === 0 &&
        activitiesOf(clause, brief.language).length === 0
      );
    });
    if (two && verdict !== undefined && two.sentences.indexOf(verdict) > 0) {
      two.sentences.splice(two.sentences.indexOf(verdict), 1);
      two.sentences.unshift(verdict);
    }
    // The day's headline of its weather, no trouble of its own (`proper stormy day`), opens the day's first scene, not
    // the evening's trouble in scene 3.
    const weatherSaid = scenes[2]?.sentences.find((text) => {
      const clause = clauseOf.get(text);
      return clause !== undefined && headline(clause);
    });
    if (two && weatherSaid !== undefined && two.sentences.length < 4) {
      scenes[2]?.sentences.splice(scenes[2].sentences.indexOf(weatherSaid), 1);
      two.sentences.unshift(weatherSaid);
    }
    // What caused the trouble, told at the day's scene right before the tears that open scene 3 (`Il veut reprendre le
    // livre du dino. Mais quelqu'un l'a déjà emprunté.` in scene 2, `Il boude et pleure un peu.` in 3), goes with them,
    // cause first: scene 3 is the uh-oh's page, and its made-up opening gives way. The going there stays the day's.
    const three = scenes[2];
    const tears = three?.sentences.find((text) => {
      const clause = clauseOf.get(text);
      return clause !== undefined && isTrouble(clause);
    });
    if (two && three && tears !== undefined) {
      const clausesOf = (text: string) =>
        [...toldAs].flatMap(([clause, { sentence }]) => (sentence === text ? [clause] : []));
      const isFree = (text: string) => !clauseOf.has(text) && !people.some((name) => names(text, name, brief.language));
      const stock = three.sentences.slice(0, three.sentences.indexOf(tears));
      const starts = (clause: string) =>
        goesTo(clause, brief.language) ||
        [reteller.morning, reteller.afternoon, reteller.evening].some((time) => time?.test(clause) === true);
      const leads: string[] = [];
      let next = partIndex(clauseOf.get(tears) ?? '');
      // (Only a cause the parent set against what went before, `mais quelqu'un l'avait emprunté`, and that wish: what the
      // child did right before, `sat on the big booster seat`, is still the day's.)
      for (let at = two.sentences.length - 1; at > 0 && stock.every(isFree) && next > 0 && leads.length < 2; at--) {
        const text = two.sentences[at] ?? '';
        const own = clausesOf(text);
        // (The scene's made-up colour after the cause stays where it is.)
        if (own.length === 0 && leads.length === 0) continue;
        const parts = own.map(partIndex);
        // (The clause right before, or the first half of the same one: `elle voulait … mais quelqu'un l'avait emprunté`.)
        const right = parts.includes(next - 1) || (leads.length > 0 && parts.includes(next));
        if (own.length === 0 || !right || own.some(starts) || own.some(isTrouble)) break;
        // (By the clause, or by the sentence the reteller made of its second half.)
        const against = [text, ...own].some((words) => BUT_FIRST[brief.language].test(words.trim()));
        if (leads.length === 0 && !against) break;
        leads.unshift(text);
        next = Math.min(...parts);
        if (!against) break;
      }
      const after = three.sentences.slice(stock.length);
      // (Scene 3 keeps four sentences: the uh-oh's made-up words after the parent's go first.)
      while (leads.length + after.length > 4 && after.length > 1 && isFree(after.at(-1) ?? '')) after.pop();
      const left = two.sentences.filter((text) => !leads.includes(text));
      // (The day's scene keeps three sentences: another line of what was done there, when it has fewer.)
      const id = two.plan.activityId;
      if (leads.length > 0 && left.length < 3 && id !== undefined && isActivityId(id)) {
        const done = scene('morning', undefined);
        done.say(`act.${id}.do`, pack.activities[id].do);
        const fresh = done.sentences.filter((one) => !scenes.some((item) => item.sentences.includes(one)));
        left.push(...fresh.slice(0, 3 - left.length));
      }
      if (leads.length > 0 && left.length >= 3 && leads.length + after.length <= 4) {
        two.sentences = left;
        three.sentences = [...leads, ...after];
      }
    }
    // The parent's own doing of a scene's activity comes right after the scene's first line, before the made-up colour
    // of the place (`Unos brotes verdes … asomaban` before `Por la mañana, Osito y la abuela sembraron semillitas`).
    for (const at of [1, 4]) {
      const held = scenes[at];
      const id = held?.plan.activityId;
      if (!held || id === undefined || !isActivityId(id)) continue;
      for (const text of [...held.sentences]) {
        const clause = clauseOf.get(text);
        if (clause === undefined || !activitiesOf(clause, brief.language).includes(id)) continue;
        const from = held.sentences.indexOf(text);
        const opening = held.sentences.findIndex((other) => other !== verdict);
        // (Never before what the parent wrote before it: the washing hung out this morning stays before the park.)
        const mine = partIndex(clause);
        const after = held.sentences.findLastIndex((other, index) => {
          const said = clauseOf.get(other);
          return index < from && said !== undefined && partIndex(said) >= 0 && partIndex(said) < mine;
        });
        const to = held.sentences.findIndex(
          (other, index) =>
            index > Math.max(opening, after) && index < from && !clauseOf.has(other) && other !== verdict,
        );
        if (to < 0) continue;
        held.sentences.splice(from, 1);
        held.sentences.splice(to, 0, text);
      }
      // The scene's made-up first line of the same doing gives way to the parent's own words of it (`Little Bear and
      // Mummy put on aprons …` before `He baked Anzac biscuits with Mummy afterwards.`), said as they read first, where
      // the scene keeps three sentences; else it follows them (`Au parc, …` after `on est allés au parc à vélo`, which
      // came after the morning's washing).
      const opening = held.sentences.findIndex((other) => other !== verdict);
      const first = held.sentences[opening] ?? '';
      const own =
        held.sentences.slice(opening + 1).find((text) => {
          const said = clauseOf.get(text);
          // (As the sentence tells it: `Il y a beaucoup de vent.` of `cerf-volant sur la digue, gros vent` says no beach.)
          return (
            said !== undefined &&
            activitiesOf(withoutNames(said, day.named, brief.language), brief.language).includes(id) &&
            activitiesOf(withoutNames(text, day.named, brief.language), brief.language).includes(id)
          );
        }) ?? '';
      const clause = clauseOf.get(own);
      const madeUp =
        !clauseOf.has(first) &&
        !first.includes('“') &&
        !(facts !== undefined && figuresOf(facts).some(({ name }) => names(first, name, brief.language))) &&
        !(day.festival !== undefined && first.includes(day.festival)) &&
        // (Nor the line that says what the day was: `Het was een verjaardagsfeestje`.)
        readText([first], brief.language).events.length === 0 &&
        // (Nor the line that shows what the goodnight wishes: the market's stalls, the dentist's big chair.)
        !(goodnightLine?.items ?? []).some((item) => {
          const head = headWord(item, brief.language);
          const says = (text: string) => head !== undefined && reteller.has(text.toLowerCase(), head);
          return (
            says(first) &&
            !scenes.slice(0, 6).some((other) => other.sentences.some((text) => text !== first && says(text)))
          );
        });
      // (Nor the only line that says where the parent's words went: `we went to the farm first thing` is told by `At
      // the farm, Bunny walked past the big red barn`, where `she fed the goats` names no farm.)
      const saysKey = (text: string, key: string) => reteller.has(text.toLowerCase(), key);
      const onlyWhere = reteller
        .keys(brief.customDescription ?? '')
        .some(
          (key) =>
            saysKey(first, key) &&
            !scenes.some((other) =>
              other.sentences.some(
                (text) => text !== first && !memoryLists.has(text) && !refrainLines.has(text) && saysKey(text, key),
              ),
            ),
        );
      if (clause === undefined || !madeUp || onlyWhere) continue;
      const ownAt = held.sentences.indexOf(own);
      if (held.sentences.length > 3) held.sentences.splice(opening, 1);
      else if (ownAt > opening + 1) {
        held.sentences.splice(opening, 1);
        held.sentences.splice(ownAt, 0, first);
      } else continue;
      // Whichever of the parent's sentences now opens the scene is said as it reads first (`Little Bear had an ice
      // pop`, not `He had an ice pop`).
      const opener = held.sentences[opening] ?? '';
      const openerClause = clauseOf.get(opener);
      if (openerClause !== undefined) held.sentences.splice(opening, 1, toldAs.get(openerClause)?.plain ?? opener);
    }
    // Two parts the parent wrote one right after the other (`took the ferry w daddy, we saw a seal`) are one moment:
    // the scene's made-up colour between them (`The toys sat side by side in a happy row.`) goes after the second.
    const colour = (text: string) =>
      !clauseOf.has(text) &&
      text !== verdict &&
      !/[“”„«»「」『』"]/u.test(text) &&
      !people.some((name) => names(text, name, brief.language));
    for (const at of [1, 4]) {
      const held = scenes[at];
      if (!held) continue;
      for (let index = 0; index < held.sentences.length - 2; index++) {
        const said = clauseOf.get(held.sentences[index] ?? '');
        const part = said === undefined ? -1 : partIndex(said);
        const next = held.sentences.findIndex((text, later) => later > index + 1 && clauseOf.has(text));
        if (part < 0 || next < 0 || partIndex(clauseOf.get(held.sentences[next] ?? '') ?? '') !== part + 1) continue;
        const between = held.sentences.slice(index + 1, next);
        if (!between.every(colour)) continue;
        held.sentences.splice(index + 1, between.length + 1, held.sentences[next] ?? '', ...between);
      }
    }
    // The comfort's made-up first line says nothing new once the parent's own words of a comfort follow it (`Auntie
    // came running and gave her a big, gentle cuddle. Auntie Jo gave her a big cuddle and a Peppa plaster.`): the
    // parent's words comfort, once.
    const comfort = scenes[3];
    if (comfort && comfort.sentences.length > 3 && inventions.has(comfort.sentences[0] ?? '')) {
      // (Whoever comforted by the parent's words, a pet too: `son chat Caramel vient se coller sur Zuri`, `se subió a
      // las piernas de mamá`. The parent's comfort, not a made-up one before it.)
      const again = comfort.sentences
        .slice(1)
        .find((text) => retold.has(text) && (COMFORTS[brief.language].test(text) || STAYS[brief.language].test(text)));
      // (Nor before the parent's next words after the trouble, where they name who put it right: `Maya had to chase her
      // all down the sand to get it back`, `Opa musste hinterherrennen`, not a made-up search first.)
      // (Where the trouble's clause holds two parts, `da hat sich sammy den ball geschnappt und is damit abgehauen`, by
      // its last.)
      const troubleClause = (clauseOf.get(tears ?? '') ?? '').toLocaleLowerCase(brief.language);
      const troubleAt =
        tears === undefined
          ? -1
          : Math.max(
              partIndex(troubleClause),
              dayParts.findLastIndex(
                (part) =>
                  part.trim().length > 3 && troubleClause.includes(part.trim().toLocaleLowerCase(brief.language)),
              ),
            );
      const solved = comfort.sentences.slice(1).find((text) => {
        const clause = clauseOf.get(text);
        const at = clause === undefined ? -1 : partIndex(clause);
        return troubleAt >= 0 && at > troubleAt && at <= troubleAt + 2 && namesAnyone(text);
      });
      // (So does it before whom the parent's next words name doing something right after the trouble, `so i gave her my
      // phone w hey duggee on`, `le dije q el globo se iba a visitar a las nubes`: theirs is the comfort.)
      // (A grown-up who helps, or someone the day names, as the one who did it: not `the other children` of the
      // trouble's own course, nor whom the child was with, `Zuri shared a coconut with Auntie Bev`.)
      const doer =
        solved === undefined
          ? ''
          : brief.language === 'zh'
            ? solved.slice(0, 4)
            : solved.split(/\s+/u).slice(0, 3).join(' ');
      const byParent =
        solved !== undefined &&
        day.problem !== 'lost' &&
        day.problem !== 'stuck' &&
        (readText([doer], brief.language).people.some((person) => HELPERS.includes(person)) ||
          people.some((name) => names(doer, name, brief.language)));
      if (again !== undefined || byParent) comfort.sentences.shift();
      // (The made-up search or help of the scene goes too: what the parent wrote put it right.)
      // (Of a thing lost or stuck only: after a fright, `shared a coconut w auntie bev` is no comfort.)
      else if ((day.problem === 'lost' || day.problem === 'stuck') && solved !== undefined)
        for (const text of [...comfort.sentences])
          if (comfort.sentences.length > 3 && inventions.has(text))
            comfort.sentences.splice(comfort.sentences.indexOf(text), 1);
    }
    // The festival's own line says nothing new once the parent's sentence of it was retold (`It was Thanksgiving at
    // Grandma's.` beside `Thanksgiving had come at last`), where its scene keeps three sentences without it.
    const feastScene = festivalScene >= 0 ? scenes[festivalScene] : undefined;
    if (festival && feastScene && feastScene.sentences.length > 3) {
      const feast = festival.toLocaleLowerCase(brief.language);
      const saysFeast = (text: string) => text.toLocaleLowerCase(brief.language).includes(feast);
      const own = feastScene.sentences.find((text) => saysFeast(text) && !retold.has(text));
      if (own && scenes.some((item) => item.sentences.some((text) => retold.has(text) && saysFeast(text))))
        feastScene.sentences.splice(feastScene.sentences.indexOf(own), 1);
    }
    // A featured thing's stock line says nothing new once the parent's own words of it were retold, in any scene (`Comeu
    // um gelado fresquinho e doce.` in the morning beside `tomou um gelado de coco` in the afternoon), where its scene
    // keeps three sentences without it.
    // (The picture of the scene that tells it draws it then: the guinea pig in the scene of cleaning out its cage. And
    // only where it is said by the word the goodnight wishes it by: `conejillo de Indias` does not tell `cobayita`.)
    const retoldThings = [...toldAs].flatMap(([clause, { sentence }]) => {
      const at = scenes.find((item) => item.sentences.includes(sentence));
      const things = readText([withoutNames(clause, day.named, brief.language)], brief.language).things;
      return at ? things.map((thing) => ({ thing, at, sentence })) : [];
    });
    // (Only what was eaten, a second ice cream; an animal's stock line shows more of it: the hens pecking at the grain
    // beside `gaf kippen van de buurvrouw eten`.)
    for (const [line, thing] of featuredLines) {
      if (!(FOODS as readonly ThingId[]).includes(thing)) continue;
      const holder = scenes.find((item) => item.sentences.includes(line));
      const head = headWord(pack.things[thing].goodnight as string, brief.language);
      const retold = retoldThings.find(
        (one) => one.thing === thing && head !== undefined && reteller.has(one.sentence.toLowerCase(), head),
      );
      if (!holder || !retold || holder.sentences.length <= 3) continue;
      holder.sentences.splice(holder.sentences.indexOf(line), 1);
      if (retold.at === holder) continue;
      holder.plan.things = holder.plan.things.filter((one) => one !== thing);
      retold.at.plan.things = [thing, ...retold.at.plan.things.filter((one) => one !== thing)];
    }
    // A made-up line of the day's scenes that says nothing the parent's own sentence beside it does not gives way, where
    // its scene keeps three sentences: the day is told once, in the parent's words (`She slid down a little hill on the
    // sled, wheee!` beside `Panda went sledding down the little hill by the church.`).
    {
      // (Of things, places and doings only, with no one and nothing gone wrong the parent's sentence does not have.)
      const saysAgain = (line: string, own: string) => {
        if (keepsOwn(line)) return false;
        const [made, theirs] = [readText([line], brief.language), readText([own], brief.language)];
        const what = [...made.things, ...made.places, ...made.events, ...activitiesOf(line, brief.language)];
        const said: readonly string[] = [
          ...theirs.things,
          ...theirs.places,
          ...theirs.events,
          ...activitiesOf(own, brief.language),
        ];
        return (
          what.length > 0 &&
          made.mishaps.length === 0 &&
          what.every((one) => said.includes(one)) &&
          made.people.every((one) => theirs.people.includes(one))
        );
      };
      // (Nor a thing's own line beside it in another scene of the day, but the scene's first: `Er sprang in eine Pfütze,
      // platsch!` at daycare in the morning, with the parent's `mit seinem Freund Emil durch alle Pfützen gehüpft` told
      // after the trouble.)
      const ownOfDay = scenes.slice(1, 5).flatMap((item) => item.sentences.filter((text) => retold.has(text)));
      const thingAgain = (line: string, own: string) => {
        if (keepsOwn(line)) return false;
        const [made, theirs] = [readText([line], brief.language), readText([own], brief.language)];
        return (
          made.things.length > 0 &&
          made.places.length + made.events.length + made.mishaps.length === 0 &&
          made.things.every((one) => theirs.things.includes(one)) &&
          made.people.every((one) => theirs.people.includes(one))
        );
      };
      for (const item of [scenes[1], scenes[4]]) {
        if (!item) continue;
        const own = item.sentences.filter((text) => retold.has(text));
        /** The parent's sentence of another scene that tells the line's thing. */
        const toldElsewhere = (text: string) =>
          ownOfDay.find((sentence) => !own.includes(sentence) && thingAgain(text, sentence));
        // (Not one that shows what scene 7 wishes goodnight to: the market's stalls.)
        const again = item.sentences.filter(
          (text, position) =>
            !retold.has(text) &&
            !(goodnightLine?.items ?? []).some((wished) => showsKeepsake(text, wished)) &&
            (own.some((sentence) => saysAgain(text, sentence)) || (position > 0 && toldElsewhere(text) !== undefined)),
        );
        for (const text of again) {
          if (item.sentences.length <= 3) break;
          item.sentences.splice(item.sentences.indexOf(text), 1);
          // (The thing is drawn where the parent's sentence tells it, as it is said there now.)
          const theirs = toldElsewhere(text);
          const at = theirs === undefined ? undefined : scenes.find((other) => other.sentences.includes(theirs));
          if (!at || at === item) continue;
          for (const thing of readText([text], brief.language).things) {
            item.plan.things = item.plan.things.filter((one) => one !== thing);
            at.plan.things = [thing, ...at.plan.things.filter((one) => one !== thing)];
          }
        }
      }
    }
    // A made-up line of what the parent said the child did without (`voor het eerst zonder bandjes onder water`,
    // `sans les petites roues`) gives way, where its scene keeps three sentences: `met vrolijke bandjes om` had been
    // told right before the parent's own words.
    {
      const without = [...(brief.customDescription ?? '').matchAll(WITHOUT[brief.language])].flatMap((found) => {
        const keys = reteller.keys(found[1] ?? '');
        return keys.length > 0 ? [keys] : [];
      });
      const saysWithout = SAYS_WITHOUT[brief.language];
      const named = heroName(hero, brief.character.name);
      // (Only once the parent's words of it were told: else the made-up line is all that tells the day there.)
      const toldWithout = [...retold].some((one) => saysWithout.test(one));
      for (const item of toldWithout ? scenes.slice(1, 6) : [])
        for (const text of [...item.sentences]) {
          // (A scene of three keeps two, where the rest still name the hero: `'s Ochtends was het zwemles. Konijntje
          // was voor het eerst zonder bandjes onder water.`)
          const rest = item.sentences.filter((one) => one !== text);
          const short = rest.length < 3 && !(rest.length === 2 && rest.some((one) => one.includes(named)));
          // (Not one that says the without itself.)
          if (short || retold.has(text) || keepsOwn(text) || saysWithout.test(text)) continue;
          const lower = text.toLocaleLowerCase(brief.language);
          if (without.some((keys) => keys.every((key) => reteller.has(lower, key))))
            item.sentences.splice(item.sentences.indexOf(text), 1);
        }
    }
    // The tapped first time's own line says nothing new once the parent's sentence of the first time was retold
    // (`Pour Jules, c'est la toute première fois à vélo !` beside `C'est la première fois sur le vélo sans les petites
    // roues`): it gives way to a line of what was done there, else goes from a full scene.
    const firstHolder = firstLine === undefined ? undefined : scenes.find((item) => item.sentences.includes(firstLine));
    const ownFirst = [...toldAs].some(
      ([clause, { sentence }]) =>
        readText([clause], brief.language).events.includes('firstDay') &&
        scenes.some((item) => item.sentences.includes(sentence)),
    );
    if (firstHolder && firstLine !== undefined && ownFirst) {
      const at = firstHolder.sentences.indexOf(firstLine);
      const id = firstHolder.plan.activityId;
      const done = scene(firstHolder === scenes[4] ? 'afternoon' : 'morning', undefined);
      if (id !== undefined && isActivityId(id)) done.say(`act.${id}.do`, pack.activities[id].do);
      const instead = done.sentences.find((one) => !scenes.some((item) => item.sentences.includes(one)));
      if (instead !== undefined) firstHolder.sentences.splice(at, 1, instead);
      else if (firstHolder.sentences.length > 3) firstHolder.sentences.splice(at, 1);
    }
    // A list of what else the day held says nothing new once every thing in it was retold in another sentence.
    const six = scenes[5];
    for (const [line, items] of memoryLists) {
      const list = items.join(' ');
      const others = scenes
        .flatMap((item) => item.sentences)
        .filter((text) => text !== line)
        .join(' ')
        .toLowerCase();
      const keys = reteller.keys(list);
      const at = six?.sentences.indexOf(line) ?? -1;
      if (!six || at < 0 || keys.length === 0) continue;
      // Some of it retold elsewhere (`the old teddy instead` after `Zuri ended up cuddling her old teddy instead`): the
      // list says the rest.
      // (The parent's own words only: a list of the pack's things holds its nouns.)
      // (An item of no words of its own, `the how`, says nothing either.)
      const told = (item: string) => reteller.keys(item).every((key) => reteller.has(others, key));
      const typed = memoryKinds.get(line) === 'typedMemory';
      const rest = typed ? items.filter((item) => !told(item)) : items;
      if (rest.length > 0 && rest.length < items.length) {
        const shorter = scene('evening', undefined);
        shorter.say('typedMemory', pack.typedMemory, { list: pack.join([...rest]) });
        const said = shorter.sentences.at(-1);
        if (said !== undefined) six.sentences.splice(at, 1, said);
        continue;
      }
      if (!keys.every((key) => reteller.has(others, key))) continue;
      const pyjamas = scene('evening', undefined);
      if (readyForBed(day)) pyjamas.say('quiet.do', pack.quiet.do);
      else pyjamas.say('eve.pyjamas', pack.evening.pyjamas);
      six.sentences.splice(at, 1, ...(six.sentences.length > 3 ? [] : pyjamas.sentences));
    }
    // A typed activity the parent's description tells too (`stiefel putzen` beside `die stiefel geputzt`) is told by
    // the description's sentence: its own carrier (`Er hatte noch etwas vor: Stiefel putzen.`) would tell it twice.
    const typedTexts = new Set(brief.customActivities.map((typed) => typed.trim()));
    for (const typed of typedTexts) {
      // The typed activity's own line: its carrier, or what the carrier became when its words were retold.
      const own = toldAs.get(typed)?.sentence ?? carriers.get(cleanName(typed, TYPED_LIMIT));
      const holder = own === undefined ? undefined : scenes.find((item) => item.sentences.includes(own));
      const keys = reteller.keys(typed);
      if (!own || !holder || keys.length === 0) continue;
      // Said by a sentence retold from the description, whose verb's form may differ (`bouwen`, `bouwde`).
      const says = (sentence: string, key: string) =>
        saysInAnyForm(reteller, brief.language, sentence.toLowerCase(), key);
      const tells = [...toldAs].find(
        ([clause, { sentence }]) =>
          !typedTexts.has(clause) &&
          scenes.some((item) => item.sentences.includes(sentence)) &&
          keys.filter((key) => says(sentence, key)).length * 2 >= keys.length,
      );
      if (!tells) continue;
      const at = holder.sentences.indexOf(own);
      const [, { sentence, plain }] = tells;
      // (A scene of three keeps three: the description's sentence first, then how it went, in place of the carrier.)
      if (holder.sentences.length <= 3) {
        if (!holder.sentences.includes(sentence) && !holder.sentences.includes(plain)) continue;
        const felt = howItWent(typed, scenes.indexOf(holder) >= 4 ? 'afternoon' : 'morning', undefined).find(
          (line) => !scenes.some((item) => item.sentences.includes(line)),
        );
        if (felt === undefined) continue;
        holder.sentences.splice(at, 1);
        holder.sentences.push(felt);
        // (Said as it reads first, `Konijntje schaatste`, where the carrier before it named the hero.)
        if (holder.sentences.includes(sentence)) holder.sentences.splice(holder.sentences.indexOf(sentence), 1, plain);
        continue;
      }
      // The scene's first line goes only for the description's own sentence of the same scene, said as it reads
      // first (`Uiltje bouwde met papa een hut`, not `Ze bouwde …`): the next line may lean on the first.
      // (Where the parent's own words come right after it, `couldnt find ellie` before the search that tells `looking
      // for ellie`, they open the scene in their order.)
      const next = holder.sentences[1];
      const nextClause = next === undefined ? undefined : clauseOf.get(next);
      if (at > 0) holder.sentences.splice(at, 1);
      else if (next !== sentence && nextClause !== undefined && holder.sentences.length > 3 && retold.has(next ?? '')) {
        holder.sentences.splice(0, 2, toldAs.get(nextClause)?.plain ?? next ?? '');
      } else if (holder.sentences.includes(sentence)) {
        holder.sentences.splice(holder.sentences.indexOf(sentence), 1);
        holder.sentences.splice(at, 1, plain);
      }
    }
  }

  // Who was there is not said again of someone the scene's other lines came to name, the parent's own among them
  // (`Omi machte Pfannkuchen. Auch Papa, Omi und …`): the sentence keeps the others, or goes from a full scene.
  const thereLine = thereSaid;
  const thereScene = thereLine === undefined ? undefined : scenes.find((item) => item.sentences.includes(thereLine));
  if (thereScene && thereLine !== undefined) {
    const at = thereScene.sentences.indexOf(thereLine);
    const again = thereOf(thereScene.sentences.filter((_, index) => index !== at).join(' '));
    if (again !== undefined) thereScene.sentences.splice(at, 1, again);
    else if (thereScene.sentences.length > 3) thereScene.sentences.splice(at, 1);
  }

  // No sentence of the day is said twice over (`It was Chinese New Year at Ah Ma’s house.` of the typed line and of the
  // description): the second goes, where its scene keeps three sentences. (The refrain, heard on waking and at bedtime
  // too, comes back by design.)
  const refrained = new Set([...(scenes[0]?.sentences ?? []), ...(scenes[6]?.sentences ?? [])]);
  const heardOnce = new Set<string>();
  for (const item of scenes.slice(1, 6)) {
    const kept: string[] = [];
    item.sentences.forEach((text, index) => {
      const again = heardOnce.has(text) && !refrained.has(text);
      heardOnce.add(text);
      if (!again || kept.length + item.sentences.length - index <= 3) kept.push(text);
    });
    item.sentences = kept;
  }

  // The evening whose supper and bath the parent's one clause told (`spaghetti for tea and a bubble bath`) keeps three
  // sentences with one more of getting ready for bed: a scene of two would have the story told without any of the
  // parent's words.
  const sixth = scenes[5];
  if (sixth && sixth.sentences.length < 3) {
    const ready = scene('evening', undefined);
    // (Brushing teeth where the scene has its pyjamas already: not a second pair, `met son pyjama le plus doux` and
    // `choisit le pyjama avec les petites étoiles`.)
    const dressed = sixth.sentences.some((one) => PYJAMA_WORD[brief.language].test(one));
    // (After a trouble in bed, another quiet moment: she was in her pyjamas, her teeth brushed.)
    if (readyForBed(day)) ready.say('quiet.do', pack.quiet.do);
    else
      ready.say(
        'eve.pyjamas',
        pack.evening.pyjamas,
        {},
        dressed ? TEETH_ONLY : day.illFromWaking ? PYJAMAS_WORN : undefined,
      );
    const line = ready.sentences[0];
    if (line !== undefined && !sixth.sentences.includes(line)) sixth.sentences.push(line);
  }

  // Nor does a scene of the day hold more than four sentences where one of the parent's clauses was told in two
  // (`wat een chagrijn vanochtend, alles was stom`): a made-up line gives way, a loose opening first, else the whole
  // story would be told without the parent's words.
  for (const item of scenes.slice(1, 6)) {
    while (countSentences(item.sentences.join(' '), brief.language) > 4) {
      const spare = (lines: ReadonlySet<string>) =>
        item.sentences.findIndex((one) => lines.has(one) && !parentsLines.has(one));
      // (Else the scene's own made-up first line, where the parent's words go on from it.)
      const opening = parentsLines.has(item.sentences[0] ?? '') ? -1 : 0;
      const at = [...[looseOpenings, arrivals, inventions].map(spare), opening].find((index) => index >= 0);
      if (at === undefined) break;
      item.sentences.splice(at, 1);
    }
  }

  // The goodnight list names only what scenes 1-6 told: an activity's own keepsake (the zoo's giraffe, the garden's
  // seeds) goes when the parent's words took the place of the lines that showed it.
  const seven = scenes[6];
  if (goodnightLine && seven?.sentences.includes(goodnightLine.line)) {
    const reteller = RETELLERS[brief.language];
    const told = scenes
      .slice(0, 6)
      .flatMap((item) => item.sentences)
      .join(' ')
      .toLowerCase();
    const heard = readText([told], brief.language);
    const shown = (item: string) => {
      if (goodnightLine?.kept.includes(item)) return true;
      // Whom the parent named is the parent's own fact, told here if nowhere else (`Bonne nuit, Nadia`).
      const own = readText([item], brief.language);
      // So is the family who was there (`晚安，Milo`, whatever a Chinese reading makes of a Latin name).
      // (Not a grown-up of a place only, `晚安，好医生` after a visit to the hospital the scenes told as a new baby's.)
      if (day.named.some((one) => item.includes(one.name))) return true;
      if (own.people.length > 0)
        return own.people.every((person) => day.people.includes(person) || heard.people.includes(person));
      if (facts && figuresOf(facts).some(({ name }) => item === name)) return true;
      // What the lexicon knows it as, the scenes told in any words (`los peces` for `los pececitos`, `natation` for
      // the pool; no `Schneemann` for a `verschneiten Garten`); else its own word.
      if (own.places.length + own.things.length > 0)
        return (
          own.places.every((id) => heard.places.includes(id)) && own.things.every((id) => heard.things.includes(id))
        );
      const head = headWord(item, brief.language);
      return head === undefined || reteller.has(told, head);
    };
    // (Nor `oma` by herself beside the grandparents as a pair the story told, `opa en oma`: wished goodnight once.)
    const lower = (word: string) => word.toLocaleLowerCase(brief.language);
    const wished = goodnightLine.items.filter(shown);
    const items = wished.filter(
      (item) =>
        !wished.some(
          (other) =>
            other !== item &&
            lower(other)
              .split(AND[brief.language])
              .some((part, _, parts) => parts.length >= 2 && part.trim() === lower(item)),
        ),
    );
    if (items.length < goodnightLine.items.length) {
      const at = seven.sentences.indexOf(goodnightLine.line);
      seven.sentences.splice(at, 1, ...(items.length > 0 ? [pack.night.goodnight(items, goodnightLine.ctx)] : []));
    }
  }

  // Every member of the family a scene's text names is drawn in it, but never the pet that died, nor standing beside
  // the child the parent whom the child looks after, who rests under the blanket.
  if (facts) {
    for (const item of scenes) {
      const text = item.sentences.join(' ');
      const resting = item.plan.resting === 'mum' ? 'mother' : item.plan.resting === 'dad' ? 'father' : undefined;
      const members = figuresOf(facts).filter(
        ({ name, figure }) =>
          name !== deadPet?.name &&
          name !== facts.hard?.petName &&
          !(figure.figure === 'grown-up' && figure.kind === resting) &&
          names(text, name, brief.language),
      );
      if (members.length > 0) item.plan.members = members.map(({ figure }) => figure);
    }
    // The one child whose own day it is leads every picture, as the text has them do everything.
    const lead = star ? figuresOf(facts).find(({ name }) => name === star.name)?.figure : undefined;
    if (lead) for (const item of scenes) item.plan.lead = lead;
  }

  // Whom the child looked after rests in bed where scene 3's words, as told, put them there.
  if (IN_BED[brief.language].test(scenes[2]?.sentences.join(' ') ?? '')) {
    for (const item of scenes) if (item.plan.resting) item.plan = { ...item.plan, place: 'bedroom' };
  }

  // The pictures draw who the text tells: not a parent at home on a night away or away all day (`Maman` beside Mamie
  // Josette's comfort), but who stands in for them.
  for (const item of scenes) {
    const people = item.plan.people.map((person) => standsIn(person) ?? person);
    item.plan.people = people.filter((person, at) => people.indexOf(person) === at);
  }

  const written: WrittenScene[] = scenes.map((item, position) => ({
    number: position + 1,
    text: polish(item.sentences.join(brief.language === 'zh' ? '' : ' ')),
    imagePrompt: englishPrompt(
      item.plan,
      position + 1,
      item.activityIndex === undefined ? undefined : brief.activities[item.activityIndex]?.look,
    ),
    activityIndex: item.activityIndex,
    plan: item.plan,
  }));
  return {
    title,
    scenes: written,
    writer: 'builtin',
    memory: { title, variants: picker.used(), uhOh: day.problem },
  };
}

/**
 * A parent's own character's look as the story may say it at first meeting: its description when it is one short
 * phrase (`a small brown owl with a red bow tie`), without a closing full stop; else nothing.
 */
function lookOf(brief: StoryBrief): string | undefined {
  if (brief.character.catalogId) return undefined;
  const look = brief.character.description
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/[.!。！]+$/u, '');
  const words = brief.language === 'zh' ? [...look].length / 2 : look.split(' ').length;
  if (look === '' || words > 16 || /[.!?;。！？；\n]/u.test(look) || /["“”„«»<>{}]/u.test(look)) return undefined;
  // `A small owl` → `a small owl` inside a sentence: only a short first word such as an article (German keeps its
  // capital nouns; a name keeps its capital).
  const first = look.split(' ')[0] ?? '';
  const isArticle = look.includes(' ') && /^\p{Lu}\p{Ll}{0,3}$/u.test(first);
  return brief.language !== 'de' && isArticle
    ? first.toLocaleLowerCase(brief.language) + look.slice(first.length)
    : look;
}

/** What the parent's own words of the day name: the description and the typed activities. */
function readBrief(brief: StoryBrief) {
  return readText([brief.customDescription ?? '', ...brief.customActivities], brief.language);
}

function readEvents(brief: StoryBrief) {
  return readBrief(brief).events;
}

/** A character's name as the story says it: no markup, quotation marks, sentence ends or runs of spaces. */
export function cleanName(name: string, limit = 40): string {
  const cleaned = name
    .replace(/<\/?[a-z][^<>]*>/giu, ' ')
    .replace(/["“”„«»‹›「」『』〝〞＂]/gu, '')
    .replace(/[.!?…。！？‼⁇⁈⁉｡．:;：；]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  const characters = [...cleaned];
  if (characters.length <= limit) return cleaned;
  // Cut on a word, not inside one (`…with grandpa Manel`, not `…with grandpa M`).
  const cut = characters.slice(0, limit).join('');
  const space = cut.lastIndexOf(' ');
  return (space > limit / 2 ? cut.slice(0, space) : cut).trim();
}
