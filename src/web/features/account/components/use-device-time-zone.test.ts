import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceTimeZone } from '../../../platform/device-time-zone.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the device time zone', () => {
  it('comes from Temporal where the browser has it, without making a date format', () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Asia/Tokyo' } });
    const format = vi.spyOn(Intl, 'DateTimeFormat');
    expect(deviceTimeZone()).toBe('Asia/Tokyo');
    expect(format).not.toHaveBeenCalled();
  });

  it('comes from Intl where the browser has no Temporal', () => {
    vi.stubGlobal('Temporal', undefined);
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(
      () => ({ resolvedOptions: () => ({ timeZone: 'Europe/Amsterdam' }) }) as Intl.DateTimeFormat,
    );
    expect(deviceTimeZone()).toBe('Europe/Amsterdam');
  });
});
