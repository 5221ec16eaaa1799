import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Story, StorySummary } from '../../../../shared/stories.ts';
import { apiFetch } from '../../../platform/http.ts';

export const storiesKey = ['stories'] as const;
export const storyKey = (id: string) => ['story', id] as const;

export function useStories() {
  return useQuery({
    queryKey: storiesKey,
    queryFn: async () => (await apiFetch<{ stories: StorySummary[] }>('/api/stories')).stories,
  });
}

export function useStory(id: string | undefined) {
  return useQuery({
    queryKey: storyKey(id ?? ''),
    queryFn: () => apiFetch<Story>(`/api/stories/${encodeURIComponent(id ?? '')}`),
    enabled: Boolean(id),
    retry: false,
  });
}

export function useRegenerateScene(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sceneNumber: number) =>
      apiFetch<{ imageUrl: string; thumbnailUrl: string; regenerationsLeft: number }>(
        `/api/stories/${storyId}/scenes/${sceneNumber}/regenerate`,
        { method: 'POST', json: {} },
      ),
    onSuccess: (result, sceneNumber) => {
      queryClient.setQueryData<Story>(storyKey(storyId), (story) =>
        story
          ? {
              ...story,
              regenerationsLeft: result.regenerationsLeft,
              scenes: story.scenes.map((scene) =>
                scene.number === sceneNumber
                  ? { ...scene, imageUrl: result.imageUrl, thumbnailUrl: result.thumbnailUrl }
                  : scene,
              ),
            }
          : story,
      );
      void queryClient.invalidateQueries({ queryKey: storiesKey });
    },
  });
}

export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<null>(`/api/stories/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storiesKey }),
  });
}

export const requestNarration = (storyId: string, sceneNumber: number) =>
  apiFetch<{ useDeviceVoice: boolean; audioUrl?: string }>('/api/speech', {
    method: 'POST',
    json: { storyId, sceneNumber },
  });
