import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountSettings, UpdateSettings } from '../../../../shared/account.ts';
import { apiFetch } from '../../../platform/http.ts';
import { settingsQueryKey } from '../../../platform/settings.ts';

export function useUpdateSettings(options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSettings) =>
      apiFetch<AccountSettings>('/api/me/settings', { method: 'PUT', json: input }),
    onSuccess: (settings) => queryClient.setQueryData(settingsQueryKey, settings),
    // On the mutation itself, so it runs even when the menu that started the save has closed.
    ...(options.onError ? { onError: options.onError } : {}),
  });
}

/**
 * Saves the interface language for the signed-in parent. The interface has already switched; a failed save is only
 * logged (spec §8: 'Error saving language preference', nothing shown to the user).
 */
export function useSaveLanguage() {
  const update = useUpdateSettings({ onError: (error) => console.error('Error saving language preference', error) });
  return { mutate: (language: AccountSettings['language']) => update.mutate({ language }) };
}
