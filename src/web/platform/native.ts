/** True inside the native wrapper. The web build has no native bridge, so this is false in every browser. */
export function isNativePlatform(): boolean {
  const bridge = (globalThis as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor;
  return bridge?.isNativePlatform?.() === true;
}
