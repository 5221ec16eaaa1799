import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Family } from '../../../../shared/family.ts';
import { familyQuery, familyQueryKey } from '../../../platform/family.ts';
import { apiFetch } from '../../../platform/http.ts';
import { settingsQueryKey } from '../../../platform/settings.ts';
import { useSession } from '../../auth/api/get-session.ts';

/** The family as Settings edits it: the server's answer only, so a failed load is an error, never an empty family. */
export function useFamily() {
  return useQuery(familyQuery(useSession().data?.user.id));
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
