import { describe, expect, it } from 'vitest';
import { msUntilMidnight, relativeWait } from './midnight.ts';

describe('the wait until the parent’s midnight', () => {
  it('counts to midnight in the parent’s time zone, not the server’s', () => {
    const now = new Date('2026-11-24T21:30:00Z');
    expect(msUntilMidnight(now, 'UTC')).toBe(2.5 * 3600 * 1000);
    // 22:30 in Amsterdam (UTC+1 in winter): an hour and a half to go.
    expect(msUntilMidnight(now, 'Europe/Amsterdam')).toBe(1.5 * 3600 * 1000);
    // 05:30 the next day in Shanghai.
    expect(msUntilMidnight(now, 'Asia/Shanghai')).toBe(18.5 * 3600 * 1000);
  });

  it('takes an unknown zone as the device’s own', () => {
    const now = new Date('2026-11-24T21:30:00Z');
    expect(msUntilMidnight(now, 'Not/AZone')).toBe(msUntilMidnight(now, undefined));
  });

  it('says the wait in the parent’s language', () => {
    expect(relativeWait(2.6 * 3600 * 1000, 'en')).toBe('in 3 hours');
    expect(relativeWait(25 * 60 * 1000, 'en')).toBe('in 25 minutes');
    expect(relativeWait(3 * 3600 * 1000, 'de')).toBe('in 3 Stunden');
    expect(relativeWait(3 * 3600 * 1000, 'zh')).toBe('3小时后');
    // The interface's Portuguese is European: not the Brazilian "em 3 horas".
    expect(relativeWait(3 * 3600 * 1000, 'pt')).toBe('dentro de 3 horas');
  });
});
