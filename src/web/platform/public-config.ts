import { useQuery } from '@tanstack/react-query';
import { TIMINGS } from '../../shared/domain.ts';
import type { PublicConfig } from '../../shared/public-config.ts';
import { firstScreenConfig } from './first-screen-data.ts';
import { apiFetch } from './http.ts';

/** The last answer of `/api/config` on this device: nothing personal, kept so pages can still show it offline. */
const LAST_KNOWN_KEY = 'publicConfig';

function keep(config: PublicConfig): PublicConfig {
  try {
    localStorage.setItem(LAST_KNOWN_KEY, JSON.stringify(config));
  } catch {
    // Storage is unavailable (private mode): offline pages show a placeholder instead.
  }
  return config;
}

const fetchPublicConfig = async () =>
  keep(await apiFetch<PublicConfig>('/api/config', { timeoutMs: TIMINGS.blockingAnswerMs }));

/** The answer the page came with (a sign-in page served by the server), kept as a fetched one. */
function servedPublicConfig(): PublicConfig | undefined {
  const served = firstScreenConfig();
  return served && keep(served);
}

/** The public flags this device last received, or undefined when it never did. */
export function lastKnownPublicConfig(): Partial<PublicConfig> | undefined {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(LAST_KNOWN_KEY) ?? 'null');
    return kept !== null && typeof kept === 'object' ? (kept as Partial<PublicConfig>) : undefined;
  } catch {
    return undefined;
  }
}

export const publicConfigKey = ['config'] as const;

/** `GET /api/config`: flags that do not change while the app runs. */
export function usePublicConfig() {
  return useQuery({
    queryKey: publicConfigKey,
    queryFn: fetchPublicConfig,
    initialData: servedPublicConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
