import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountSettings, UpdateSettings } from '../../../../shared/account.ts';
import { apiFetch } from '../../../platform/http.ts';
import { settingsQueryKey } from '../../../platform/settings.ts';

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSettings) =>
      apiFetch<AccountSettings>('/api/me/settings', { method: 'PUT', json: input }),
    onSuccess: (settings) => queryClient.setQueryData(settingsQueryKey, settings),
  });
}
