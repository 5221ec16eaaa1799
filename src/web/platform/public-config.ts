import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../shared/public-config.ts';
import { apiFetch } from './http.ts';

/** The last answer of `/api/config` on this device: nothing personal, kept so pages can still show it offline. */
const LAST_KNOWN_KEY = 'publicConfig';

async function fetchPublicConfig(): Promise<PublicConfig> {
  const config = await apiFetch<PublicConfig>('/api/config');
  try {
    localStorage.setItem(LAST_KNOWN_KEY, JSON.stringify(config));
  } catch {
    // Storage is unavailable (private mode): offline pages show a placeholder instead.
  }
  return config;
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

/** `GET /api/config`: flags that do not change while the app runs. */
export function usePublicConfig() {
  return useQuery({ queryKey: ['config'], queryFn: fetchPublicConfig, staleTime: Number.POSITIVE_INFINITY });
}
