import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/languages.ts';
import { formatStoryDate } from './story-date.ts';

/** What the cards showed when they used Intl for every language. */
function withIntl(iso: string, language: string): string {
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', year: 'numeric' }).format(date);
  const time = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(date);
  return `${day} · ${time}`;
}

// Every month, and the hours where 12-hour clocks turn (midnight, noon) and single-digit ones.
const MOMENTS = Array.from({ length: 12 }, (_, month) =>
  [0, 5, 9, 12, 13, 20, 23].map((hour) => new Date(2026, month, 1 + ((month * 3) % 28), hour, month * 5).toISOString()),
).flat();

describe('formatStoryDate', () => {
  it.each([...LANGUAGES])('writes %s dates and times as the browser would', (language) => {
    for (const iso of MOMENTS) expect(formatStoryDate(iso, language)).toBe(withIntl(iso, language));
  });

  it('reads the date in the device time zone, like Intl', () => {
    const iso = '2026-11-25T23:30:00.000Z';
    const local = new Date(iso);
    expect(formatStoryDate(iso, 'en')).toContain(`${local.getDate()}, ${local.getFullYear()}`);
  });

  it.each([...LANGUAGES])('writes %s dates in a named time zone as Intl does there', (language) => {
    for (const timeZone of ['Pacific/Auckland', 'America/Los_Angeles', 'Asia/Kolkata']) {
      for (const iso of MOMENTS) {
        const date = new Date(iso);
        const day = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', year: 'numeric', timeZone });
        const time = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone });
        expect(formatStoryDate(iso, language, timeZone)).toBe(`${day.format(date)} · ${time.format(date)}`);
      }
    }
  });

  it('falls back to Intl for a language it has no words for', () => {
    const iso = '2026-03-04T18:09:00.000Z';
    expect(formatStoryDate(iso, 'it')).toBe(withIntl(iso, 'it'));
  });
});
