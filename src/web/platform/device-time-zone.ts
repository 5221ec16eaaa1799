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
