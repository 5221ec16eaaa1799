import { useEffect, useState } from 'react';
import { apiUrl } from './http.ts';
import { isNativePlatform } from './native.ts';

/** Whether the device has a connection at all, and when that changes (spec §4). */
export interface NetworkStatusSource {
  isConnected(): Promise<boolean>;
  /** Calls back on every change; returns the function that stops listening. */
  onChange(listener: (isConnected: boolean) => void): () => void;
}

/** The browser's view: `navigator.onLine` and the online and offline events. */
export const browserNetworkStatus: NetworkStatusSource = {
  isConnected: async () => navigator.onLine,
  onChange(listener) {
    const online = () => listener(true);
    const offline = () => listener(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  },
};

let source: Promise<NetworkStatusSource> | undefined;

/** Chosen once: the native network listener inside the wrapper, the browser's events everywhere else. */
export function networkStatus(): Promise<NetworkStatusSource> {
  source ??= isNativePlatform()
    ? import('./native/network.ts').then((native) => native.createNativeNetworkStatus())
    : Promise.resolve(browserNetworkStatus);
  return source;
}

/** Asks the server whether it can be reached (a browser can say "online" on a network with no way out). */
export async function canReachServer(timeoutMs = 4000): Promise<boolean> {
  try {
    const response = await fetch(apiUrl('/api/health'), {
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Online or offline (spec §4): the device's connection events (the browser's, or the native network listener), plus
 * a check against the server every `checkEveryMs` while the screen that asked is shown.
 */
export function useIsOnline(checkEveryMs?: number): boolean {
  // The server has a `navigator` without `onLine` (Node's): a page it renders came over the network, so online.
  const [isOnline, setIsOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine !== false);
  useEffect(() => {
    let cancelled = false;
    let stopListening: (() => void) | undefined;
    const check = async (status: NetworkStatusSource) => {
      const reachable = (await status.isConnected()) && (await canReachServer());
      if (!cancelled) setIsOnline(reachable);
    };
    let timer: ReturnType<typeof setInterval> | undefined;
    void networkStatus().then((status) => {
      if (cancelled) return;
      stopListening = status.onChange((isConnected) => {
        if (!isConnected) setIsOnline(false);
        else void check(status);
      });
      // The native listener only reports changes, so ask once for the state the app starts in.
      if (isNativePlatform()) void check(status);
      if (checkEveryMs) timer = setInterval(() => void check(status), checkEveryMs);
    });
    return () => {
      cancelled = true;
      stopListening?.();
      if (timer) clearInterval(timer);
    };
  }, [checkEveryMs]);
  return isOnline;
}
