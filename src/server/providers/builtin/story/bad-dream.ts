import type { Language } from '../../../../shared/languages.ts';

/**
 * A bad dream, as parents write it (`had a nightmare last night`, `vannacht een nare droom`, `schlecht geträumt`,
 * `a fait un cauchemar`, `tuvo una pesadilla`, `teve um pesadelo`, `做噩梦了`).
 */
const BAD_DREAM: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:nightmares?|bad dreams?|scary dreams?|night terrors?)(?![\p{L}])/iu,
  nl: /(?<![\p{L}])(?:nachtmerries?|nare droom|enge droom|boze droom|(?:naar|eng) gedroomd)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:alb?traum|alpträume|albträume|(?:böse[nr]?|schlimme[nr]?|schlechte[nr]?) traum|(?:schlecht|schlimm|böse) geträumt)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:cauchemars?|mauvais rêves?|terreurs? nocturnes?)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:pesadillas?|mal sueño|sueño feo|terrores? nocturnos?)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:pesadelos?|sonho (?:mau|ruim|feio)|sonhou mal|terror(?:es)? noturnos?)(?![\p{L}])/iu,
  zh: /噩梦|恶梦|做了(?:个|一个)?(?:不好的|可怕的)梦|夜惊/u,
};

/** A nap's dream is the afternoon's: only these tell a bad dream of the day, not of the night. */
const NAP: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:nap|naptime|nap time|afternoon sleep)(?![\p{L}])/iu,
  nl: /(?<![\p{L}])(?:middagslaap\p{L}*|middagdutje|dutje)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:mittagsschlaf\p{L}*|mittagsschläfchen|nickerchen)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:sieste)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:siesta)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:sesta|soneca|sono da tarde)(?![\p{L}])/iu,
  zh: /午睡|午觉/u,
};

/** Whether a sentence tells of a nap (`woke up from her nap`, `午觉睡了两个半小时 醒来…`): the afternoon's, not the morning's. */
export const isNap = (sentence: string, language: Language): boolean => NAP[language].test(sentence);

/** Whether a sentence tells a bad dream of the night (any bad dream but a nap's). */
export const isBadDreamOfNight = (sentence: string, language: Language): boolean =>
  BAD_DREAM[language].test(sentence) && !NAP[language].test(sentence);
