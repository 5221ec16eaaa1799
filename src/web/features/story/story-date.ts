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

function timeOfDay(date: Date, hours12: boolean): string {
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const hours = date.getHours();
  if (!hours12) return `${hours}:${minutes}`;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

const fallbackFormats = new Map<string, Intl.DateTimeFormat>();

function fallbackFormat(language: string | undefined, kind: 'date' | 'time'): Intl.DateTimeFormat {
  const key = `${language ?? ''}|${kind}`;
  let format = fallbackFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      language,
      kind === 'date' ? { month: 'short', day: 'numeric', year: 'numeric' } : { hour: 'numeric', minute: '2-digit' },
    );
    fallbackFormats.set(key, format);
  }
  return format;
}

/**
 * 'MMM d, yyyy' in the interface language (spec §2), without a date library, and the time of day after it: two
 * stories of one evening must not look alike. The device's own time zone, as Intl would use.
 */
export function formatStoryDate(iso: string, language: string | undefined): string {
  const date = new Date(iso);
  const words = language && Object.hasOwn(WORDS, language) ? WORDS[language as Language] : undefined;
  if (!words) {
    return `${fallbackFormat(language, 'date').format(date)} · ${fallbackFormat(language, 'time').format(date)}`;
  }
  const month = words.months[date.getMonth()] ?? '';
  return `${words.date(date.getDate(), month, date.getFullYear())} · ${timeOfDay(date, words.hours12)}`;
}
