import { useEffect } from 'react';

type Sentinel = { release: () => Promise<void> };
type WakeLockApi = { request: (type: 'screen') => Promise<Sentinel> };

const wakeLockApi = (): WakeLockApi | undefined =>
  typeof navigator === 'undefined' ? undefined : (navigator as { wakeLock?: WakeLockApi }).wakeLock;

/**
 * Keeps the screen on while `isWanted` (the voice reading a story): a phone that locks in the middle of a story
 * stops the page turns. The browser drops the lock when the page is hidden, so it is asked again when the page shows
 * again. Released when no longer wanted; where the Screen Wake Lock API is missing or refuses, nothing happens.
 */
export function useScreenAwake(isWanted: boolean): void {
  useEffect(() => {
    const api = wakeLockApi();
    if (!isWanted || !api) return;
    let sentinel: Sentinel | undefined;
    let isDone = false;
    const acquire = () => {
      if (document.visibilityState === 'hidden') return;
      api.request('screen').then(
        (lock) => {
          if (isDone) void lock.release().catch(() => undefined);
          else sentinel = lock;
        },
        () => undefined, // Refused (battery saver, no permission): the screen follows the device's own timeout.
      );
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') acquire();
    };
    acquire();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      isDone = true;
      document.removeEventListener('visibilitychange', onVisible);
      void sentinel?.release().catch(() => undefined);
    };
  }, [isWanted]);
}
