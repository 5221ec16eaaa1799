import { useEffect } from 'react';
import { useSettings } from '../../../platform/settings.ts';
import { useUpdateSettings } from '../api/settings.ts';

type WithTemporal = { Temporal?: { Now?: { timeZoneId?: () => string } } };

/**
 * The device's time zone. Temporal answers at once; the first `Intl.DateTimeFormat` of a page loads the browser's
 * calendar data (35-50 ms in Chromium on a desktop core, four times that on a slow phone, in the middle of the first
 * screen's work), so it is only the fallback of browsers without Temporal.
 */
export function deviceTimeZone(): string | undefined {
  const fromTemporal = (globalThis as WithTemporal).Temporal?.Now?.timeZoneId?.();
  return fromTemporal || Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}

/** The daily story limit follows the parent's own calendar day (spec §9), so the server learns the device's zone. */
export function useDeviceTimeZone(): void {
  const settings = useSettings();
  const update = useUpdateSettings();
  const saved = settings.data?.timeZone;
  const { mutate } = update;
  useEffect(() => {
    const device = deviceTimeZone();
    if (saved && device && device !== saved) mutate({ timeZone: device });
  }, [saved, mutate]);
}
