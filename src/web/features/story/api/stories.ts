import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NarrationAnswer, Story, StorySummary } from '../../../../shared/stories.ts';
import { peekFirstScreenStories, takeFirstScreenStories } from '../../../platform/first-screen-data.ts';
import { apiFetch } from '../../../platform/http.ts';
import {
  forgetStory,
  keepPortfolioInBackground,
  keepStory,
  portfolioWithFallback,
  storyPicturesChanging,
  storyWithFallback,
} from '../../../platform/offline-library/index.ts';
import { useSession } from '../../auth/api/get-session.ts';

export const storiesKey = ['stories'] as const;
export const storyKey = (id: string) => ['story', id] as const;

const loadStory = (id: string) => apiFetch<Story>(`/api/stories/${encodeURIComponent(id)}`);

/**
 * The portfolio; kept for offline use, and every story in it is kept in the background (spec §1). A page the server
 * served with the portfolio in it shows it at the first render; the first load then takes that answer instead of
 * asking again, and keeps it for offline use the same way.
 */
export function useStories() {
  const userId = useSession().data?.user.id;
  return useQuery({
    queryKey: storiesKey,
    queryFn: async () => {
      let reachedServer = false;
      const stories = await portfolioWithFallback(userId, async () => {
        const served = userId ? takeFirstScreenStories(userId) : undefined;
        const fresh = served ?? (await apiFetch<{ stories: StorySummary[] }>('/api/stories')).stories;
        reachedServer = true;
        return fresh;
      });
      if (userId && reachedServer) void keepPortfolioInBackground(userId, stories, loadStory);
      return stories;
    },
    initialData: () => (userId ? peekFirstScreenStories(userId) : undefined),
    enabled: Boolean(userId),
  });
}

/** One story; a story the parent opens is kept for offline use, and the kept one opens with no network. */
export function useStory(id: string | undefined) {
  const userId = useSession().data?.user.id;
  return useQuery({
    queryKey: storyKey(id ?? ''),
    queryFn: () => storyWithFallback(userId, id ?? '', () => loadStory(id ?? '')),
    enabled: Boolean(id) && Boolean(userId),
    retry: false,
  });
}

export function useRegenerateScene(storyId: string) {
  const queryClient = useQueryClient();
  const userId = useSession().data?.user.id;
  return useMutation({
    mutationFn: (sceneNumber: number) =>
      apiFetch<{ imageUrl: string; thumbnailUrl: string; regenerationsLeft: number }>(
        `/api/stories/${storyId}/scenes/${sceneNumber}/regenerate`,
        { method: 'POST', json: {} },
      ),
    // The server removes the picture a redraw replaces: a keep of the story still fetching its pictures stops first.
    onMutate: () => storyPicturesChanging(storyId),
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
      const updated = queryClient.getQueryData<Story>(storyKey(storyId));
      if (userId && updated) void keepStory(userId, updated);
      void queryClient.invalidateQueries({ queryKey: storiesKey });
    },
    // Nothing changed after all: the keep that stopped is made again.
    onError: () => {
      const current = queryClient.getQueryData<Story>(storyKey(storyId));
      if (userId && current) void keepStory(userId, current);
    },
  });
}

export function useDeleteStory() {
  const queryClient = useQueryClient();
  const userId = useSession().data?.user.id;
  return useMutation({
    mutationFn: (id: string) => apiFetch<null>(`/api/stories/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_result, id) => {
      if (userId) void forgetStory(userId, id);
      return queryClient.invalidateQueries({ queryKey: storiesKey });
    },
  });
}

export const requestNarration = (storyId: string, sceneNumber: number) =>
  apiFetch<NarrationAnswer>('/api/speech', {
    method: 'POST',
    json: { storyId, sceneNumber },
  });
