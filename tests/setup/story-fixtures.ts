import type { Story, StorySummary } from '../../src/shared/stories.ts';

/** A portfolio entry for client tests: one of the parent's own stories, with its first scene's thumbnail. */
export const storySummary = (id: string): StorySummary => ({
  id,
  title: `Story ${id}`,
  characterId: 'character-owl',
  characterName: 'Owl',
  activities: ['Zoo'],
  language: 'en',
  createdAt: '2026-11-20T19:00:00.000Z',
  isOwn: true,
  firstSceneThumbnailUrl: `/media/${id}/1-thumb.webp`,
});

/** A whole story for client tests: the portfolio entry's fields and 7 scenes with pictures under `/media/{id}/`. */
export const storyOf = (id: string, overrides: Partial<Story> = {}): Story => {
  const { firstSceneThumbnailUrl: _, ...summary } = storySummary(id);
  return {
    ...summary,
    regenerationsLeft: 3,
    scenes: Array.from({ length: 7 }, (_, index) => ({
      number: index + 1,
      text: `Scene ${index + 1}.`,
      imageUrl: `/media/${id}/${index + 1}.webp`,
      thumbnailUrl: `/media/${id}/${index + 1}-thumb.webp`,
    })),
    ...overrides,
  };
};
