import type { Language } from '../../../../shared/languages.ts';

/**
 * The parts of the day a parent names outright (`smorgens`, `por la tarde`, `下午`), in the day's order. Only the
 * words that say the time itself: breakfast or the bath say what happened, and a parent may tell of them at any point
 * of the day they write.
 */
export type DayPart = 0 | 1 | 2 | 3;

const MORNING = 0;
const MIDDAY = 1;
const AFTERNOON = 2;
const EVENING = 3;

/** Global, for `matchAll`: every place a part's words stand in a text. */
const word = (alternatives: string) => new RegExp(`(?<![\\p{L}])(?:${alternatives})(?![\\p{L}])`, 'giu');

const PARTS: Record<Language, readonly (readonly [DayPart, RegExp])[]> = {
  en: [
    [MORNING, word('this morning|in the morning|(?<!all )morning|first thing|before lunch|this am')],
    [MIDDAY, word('at lunch(?:time)?|lunchtime|midday|noon')],
    [
      AFTERNOON,
      word(
        'this afternoon|in the afternoon|afternoon|arvo|after lunch|after (?:her|his|their|the|a) nap|this pm|in the pm',
      ),
    ],
    [EVENING, word('this evening|in the evening|evening|tonight|after (?:dinner|tea|supper)|at bedtime')],
  ],
  nl: [
    [
      MORNING,
      word("vanochtend|vanmorgen|'s ochtends|sochtends|'s morgens|smorgens|(?<!goede)morgens|ochtend|voor de lunch"),
    ],
    [MIDDAY, word('tussen de middag|bij de lunch|rond de lunch')],
    [
      AFTERNOON,
      word(
        "vanmiddag|'s middags|smiddags|middag|namiddag|na de lunch|na het middagdutje|na het slaapje|na (?:zijn|haar) slaapje",
      ),
    ],
    [EVENING, word("vanavond|'s avonds|savonds|avond|na het eten|na het avondeten")],
  ],
  de: [
    [MORNING, word('heute morgen|heut morgen|heute früh|heut früh|morgens|vormittags?|am morgen|in der früh')],
    [MIDDAY, word('mittags|zu mittag|zum mittagessen|beim mittagessen')],
    [
      AFTERNOON,
      word('heute nachmittag|nachmittags?|nami|nach dem mittagessen|nach dem mittagsschlaf|nach dem mittagsschläfchen'),
    ],
    [EVENING, word('heute abend|heut abend|abends|am abend|nach dem abendessen')],
  ],
  fr: [
    [MORNING, word('ce matin|le matin|dans la matinée|en matinée|(?<!de )matin')],
    [MIDDAY, word('à midi|ce midi|le midi')],
    [
      AFTERNOON,
      word(
        "cet après-midi|cet apres-midi|l'après-midi|l’après-midi|après-midi|apres-midi|aprem|aprèm|après la sieste|au goûter",
      ),
    ],
    [EVENING, word('ce soir|le soir|en soirée|(?<!de )soir|après le dîner|après le souper')],
  ],
  es: [
    [MORNING, word('(?:por|en|a|de|x) la mañana|esta mañana|temprano|en la mañanita')],
    [MIDDAY, word('al mediodía|a mediodía|a la hora de comer')],
    [AFTERNOON, word('(?:por|en|a|de|x) la tarde|esta tarde|después de la siesta|después de comer|despues de comer')],
    [EVENING, word('(?:por|en|a|de|x) la noche|esta noche|después de cenar|despues de cenar')],
  ],
  pt: [
    [MORNING, word('de manhã|de manha|pela manhã|hoje de manhã|logo cedo|de manhãzinha|cedinho')],
    [MIDDAY, word('ao meio-dia|ao meio dia|na hora do almoço|ao almoço')],
    [
      AFTERNOON,
      word(
        '(?:à|a|de|pela|na) tarde|hoje à tarde|depois do almoço|depois do almoco|dps do almoço|depois da sesta|depois da soneca',
      ),
    ],
    [EVENING, word('(?:à|a|de|pela|na) noite|hoje à noite|depois do jantar|à noitinha')],
  ],
  zh: [
    [MORNING, /早上(?!的事)|早晨|今早|一早|上午|清早/gu],
    [MIDDAY, /中午|午饭时/gu],
    [AFTERNOON, /下午|午饭后|午觉后|午睡后|睡醒午觉/gu],
    [EVENING, /晚上|傍晚|晚饭后|今晚/gu],
  ],
};

/**
 * The part of the day the words lead up to: the last one they name (`ce matin la crèche, l'aprem le parc`: the
 * afternoon's, for what comes after it).
 */
export function dayPartOf(words: string, language: Language): DayPart | undefined {
  let last: { at: number; part: DayPart } | undefined;
  for (const [part, pattern] of PARTS[language]) {
    for (const match of words.matchAll(pattern))
      if (last === undefined || match.index >= last.at) last = { at: match.index, part };
  }
  return last?.part;
}

/**
 * Each of a run of parts, or the one before it where it names none (`smorgens zwemmen en koekjes gebakken`: both the
 * morning's); undefined before the first named.
 */
export function carriedParts(parts: readonly (DayPart | undefined)[]): (DayPart | undefined)[] {
  let carried: DayPart | undefined;
  return parts.map((part) => {
    carried = part ?? carried;
    return carried;
  });
}

/** The words that say which day it was (`saturday`, `hoje`, `周末`): they say nothing of what happened. */
const WHICH_DAY: Record<Language, RegExp> = {
  en: word('today|yesterday|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend'),
  nl: word('vandaag|gisteren|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|weekend'),
  de: word('heute|heut|gestern|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag|wochenende'),
  fr: word("aujourd'hui|aujourd’hui|auj|hier|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|week-end|weekend"),
  es: word('hoy|ayer|lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo|finde|fin de semana'),
  pt: word(
    'hoje|ontem|segunda(?:-feira)?|terça(?:-feira)?|terca|quarta(?:-feira)?|quinta(?:-feira)?|sexta(?:-feira)?|sábado|sabado|domingo|fim de semana|fds',
  ),
  zh: /今天|昨天|周末|(?:星期|礼拜)[一二三四五六日天]|周[一二三四五六日]/gu,
};

/** The words without those that only say when (`sábado fomos no aquário`: `fomos no aquário`). */
export function withoutWhen(words: string, language: Language): string {
  let left = words.replace(WHICH_DAY[language], ' ');
  for (const [, pattern] of PARTS[language]) left = left.replace(pattern, ' ');
  return left;
}
