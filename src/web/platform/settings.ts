import { useQuery } from '@tanstack/react-query';
import type { AccountSettings } from '../../shared/account.ts';
import { apiFetch } from './http.ts';

/** The signed-in parent's settings (`GET /api/me/settings`), shared by every screen that needs them. */
export const settingsQueryKey = ['settings'] as const;

export function useSettings() {
  return useQuery({
    queryKey: settingsQueryKey,
    queryFn: () => apiFetch<AccountSettings>('/api/me/settings'),
    staleTime: 30_000,
  });
}
