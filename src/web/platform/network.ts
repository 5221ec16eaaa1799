import { useEffect, useState } from 'react';
import { apiUrl } from './http.ts';

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
 * Online or offline (spec §4): the browser's online and offline events, plus a check against the server every
 * `checkEveryMs` while the screen that asked is shown.
 */
export function useIsOnline(checkEveryMs?: number): boolean {
  const [isOnline, setIsOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  useEffect(() => {
    let cancelled = false;
    const check = async () => {
      if (!navigator.onLine) return setIsOnline(false);
      const reachable = await canReachServer();
      if (!cancelled) setIsOnline(reachable);
    };
    const goOnline = () => void check();
    const goOffline = () => setIsOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    const timer = checkEveryMs ? setInterval(() => void check(), checkEveryMs) : undefined;
    return () => {
      cancelled = true;
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      if (timer) clearInterval(timer);
    };
  }, [checkEveryMs]);
  return isOnline;
}
