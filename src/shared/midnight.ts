import { formatLocale } from './languages.ts';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * How long until the next midnight in `timeZone` (the parent's: the day's five stories are counted per calendar day
 * there). An unknown zone counts as the device's own.
 */
export function msUntilMidnight(now: Date, timeZone: string | undefined): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }).formatToParts(now);
  } catch {
    return msUntilMidnight(now, undefined);
  }
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const elapsed = part('hour') * 3600 + part('minute') * 60 + part('second');
  return (DAY_SECONDS - elapsed) * 1000 - now.getMilliseconds();
}

/** "in 3 hours" / "in 25 minutes" in `language`, for a wait of `ms`. */
export function relativeWait(ms: number, language: string | undefined): string {
  const format = new Intl.RelativeTimeFormat(formatLocale(language), { numeric: 'auto' });
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return format.format(minutes, 'minute');
  return format.format(Math.round(minutes / 60), 'hour');
}
