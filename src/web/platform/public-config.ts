import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../shared/public-config.ts';
import { apiFetch } from './http.ts';

/** `GET /api/config`: flags that do not change while the app runs. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: () => apiFetch<PublicConfig>('/api/config'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
