import type { Language } from '../../../shared/languages.ts';

/**
 * A story's date and time of day as the portfolio's cards show them, in the interface language: what
 * `Intl.DateTimeFormat` gives for `{ month: 'short', day: 'numeric', year: 'numeric' }` and
 * `{ hour: 'numeric', minute: '2-digit' }` (story-date.test.ts compares the two), written out here because the first
 * date formatter a page makes loads the browser's calendar data: a long task of 40 ms on a fast machine, several
 * hundred on a slow phone, while the portfolio's first cards are drawn. A language not below falls back to Intl.
 */
type DateWords = {
  months: readonly string[];
  date: (day: number, month: string, year: number) => string;
  hours12: boolean;
};

const WORDS: Record<Language, DateWords> = {
  en: {
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    date: (day, month, year) => `${month} ${day}, ${year}`,
    hours12: true,
  },
  nl: {
    months: ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
    date: (day, month, year) => `${day} ${month} ${year}`,
    hours12: false,
  },
  de: {
    months: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'],
    date: (day, month, year) => `${day}. ${month} ${year}`,
    hours12: false,
  },
  fr: {
    months: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
    date: (day, month, year) => `${day} ${month} ${year}`,
    hours12: false,
  },
  es: {
    months: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
    date: (day, month, year) => `${day} ${month} ${year}`,
    hours12: false,
  },
  pt: {
    months: ['jan.', 'fev.', 'mar.', 'abr.', 'mai.', 'jun.', 'jul.', 'ago.', 'set.', 'out.', 'nov.', 'dez.'],
    date: (day, month, year) => `${day} de ${month} de ${year}`,
    hours12: false,
  },
  zh: {
    months: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'],
    date: (day, month, year) => `${year}年${month}月${day}日`,
    hours12: false,
  },
};

function timeOfDay(moment: Moment, hours12: boolean): string {
  const minutes = String(moment.minutes).padStart(2, '0');
  const hours = moment.hours;
  if (!hours12) return `${hours}:${minutes}`;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

const fallbackFormats = new Map<string, Intl.DateTimeFormat>();

function fallbackFormat(
  language: string | undefined,
  kind: 'date' | 'time',
  timeZone: string | undefined,
): Intl.DateTimeFormat {
  const key = `${language ?? ''}|${kind}|${timeZone ?? ''}`;
  let format = fallbackFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      language,
      kind === 'date'
        ? { month: 'short', day: 'numeric', year: 'numeric', timeZone }
        : { hour: 'numeric', minute: '2-digit', timeZone },
    );
    fallbackFormats.set(key, format);
  }
  return format;
}

type Moment = { year: number; month: number; day: number; hours: number; minutes: number };

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time in a named zone: the server renders the portfolio in the parent's zone (decision 023). */
function momentIn(date: Date, timeZone: string): Moment {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    zoneFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, Number(part.value)]));
  return {
    year: parts.year ?? 0,
    month: (parts.month ?? 1) - 1,
    day: parts.day ?? 1,
    hours: parts.hour ?? 0,
    minutes: parts.minute ?? 0,
  };
}

function localMoment(date: Date): Moment {
  return {
    year: date.getFullYear(),
    month: date.getMonth(),
    day: date.getDate(),
    hours: date.getHours(),
    minutes: date.getMinutes(),
  };
}

/**
 * 'MMM d, yyyy' in the interface language (spec §2), without a date library, and the time of day after it: two
 * stories of one evening must not look alike. The device's own time zone, as Intl would use, or `timeZone`.
 */
export function formatStoryDate(iso: string, language: string | undefined, timeZone?: string): string {
  const date = new Date(iso);
  const words = language && Object.hasOwn(WORDS, language) ? WORDS[language as Language] : undefined;
  if (!words) {
    const dateText = fallbackFormat(language, 'date', timeZone).format(date);
    return `${dateText} · ${fallbackFormat(language, 'time', timeZone).format(date)}`;
  }
  const moment = timeZone ? momentIn(date, timeZone) : localMoment(date);
  const month = words.months[moment.month] ?? '';
  return `${words.date(moment.day, month, moment.year)} · ${timeOfDay(moment, words.hours12)}`;
}
