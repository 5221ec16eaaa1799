import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSettings, UpdateSettings } from '../../../../shared/account.ts';
import { apiFetch } from '../../../platform/http.ts';

export const settingsQueryKey = ['settings'] as const;

export const getSettings = () => apiFetch<AccountSettings>('/api/me/settings');

export function useSettings() {
  return useQuery({ queryKey: settingsQueryKey, queryFn: getSettings, staleTime: 30_000 });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSettings) =>
      apiFetch<AccountSettings>('/api/me/settings', { method: 'PUT', json: input }),
    onSuccess: (settings) => queryClient.setQueryData(settingsQueryKey, settings),
  });
}
