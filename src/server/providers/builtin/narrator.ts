import type { Narrator } from '../types.ts';

/** No server voice: the app reads with the device's own speech engine. */
export function createDeviceNarrator(): Narrator {
  return {
    name: 'device',
    async speak() {
      return null;
    },
  };
}
