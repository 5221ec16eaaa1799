import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Family } from '../../../../shared/family.ts';
import { apiFetch } from '../../../platform/http.ts';
import { settingsQueryKey } from '../../../platform/settings.ts';

/** The signed-in parent's family (`GET /api/me/family`). */
export const familyQueryKey = ['family'] as const;

export function useFamily() {
  return useQuery({
    queryKey: familyQueryKey,
    queryFn: () => apiFetch<Family>('/api/me/family'),
    staleTime: 30_000,
  });
}

/** Replaces the whole family (`PUT /api/me/family`); a refused field comes back as an ApiError naming its path. */
export function useSaveFamily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (family: Family) => apiFetch<Family>('/api/me/family', { method: 'PUT', json: family }),
    onSuccess: async (family) => {
      queryClient.setQueryData(familyQueryKey, family);
      // The settings' child name is the family's first child.
      await queryClient.invalidateQueries({ queryKey: settingsQueryKey });
    },
  });
}
