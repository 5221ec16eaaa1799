import { useEffect } from 'react';
import { deviceTimeZone } from '../../../platform/device-time-zone.ts';
import { useSettings } from '../../../platform/settings.ts';
import { useUpdateSettings } from '../api/settings.ts';

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
