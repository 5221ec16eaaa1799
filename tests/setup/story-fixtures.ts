import type { StorySummary } from '../../src/shared/stories.ts';

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
