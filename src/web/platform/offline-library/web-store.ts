import { type DBSchema, deleteDB, type IDBPDatabase, openDB } from 'idb';
import type { Story, StorySummary } from '../../../shared/stories.ts';
import type { OfflineStore } from '../offline-store.ts';

const DATABASE = 'bedtime-offline-library';
/** The service worker caches `/media/*` here on first view (vite.config.ts); the library fills it ahead of time. */
export const MEDIA_CACHE = 'bedtime-media';

interface LibrarySchema extends DBSchema {
  portfolios: { key: string; value: { userId: string; stories: StorySummary[]; keptAt: number } };
  stories: { key: [string, string]; value: { userId: string; storyId: string; story: Story; keptAt: number } };
}

/** Every picture a kept story shows: each scene's picture and the portfolio's thumbnail of scene 1. */
export function picturesOf(story: Story): string[] {
  const urls = story.scenes.flatMap((scene) => [scene.imageUrl, ...(scene.number === 1 ? [scene.thumbnailUrl] : [])]);
  return [...new Set(urls.filter((url) => url.startsWith('/media/')))];
}

async function keepPictures(urls: string[], isCurrent: () => boolean): Promise<void> {
  if (typeof caches === 'undefined' || urls.length === 0) return;
  const cache = await caches.open(MEDIA_CACHE);
  for (const url of urls) {
    if (!isCurrent()) return;
    if (await cache.match(url)) continue;
    // A picture that cannot be fetched now is fetched again the next time the story is kept.
    await cache.add(url).catch(() => undefined);
  }
}

/** The web's offline library: stories in IndexedDB, their pictures in the Cache Storage the service worker reads. */
export function createWebOfflineStore(): OfflineStore {
  let opened: Promise<IDBPDatabase<LibrarySchema>> | undefined;
  const database = () => {
    opened ??= openDB<LibrarySchema>(DATABASE, 1, {
      upgrade(db) {
        db.createObjectStore('portfolios', { keyPath: 'userId' });
        db.createObjectStore('stories', { keyPath: ['userId', 'storyId'] });
      },
      // Another tab is clearing the library (a sign-out): let it.
      blocking() {
        void opened?.then((db) => db.close());
        opened = undefined;
      },
    });
    return opened;
  };

  return {
    async putSummaries(userId, stories) {
      await (await database()).put('portfolios', { userId, stories, keptAt: Date.now() });
    },
    async getSummaries(userId) {
      return (await (await database()).get('portfolios', userId))?.stories;
    },
    async putStory(userId, story, isCurrent = () => true) {
      const db = await database();
      if (!isCurrent()) return;
      await db.put('stories', { userId, storyId: story.id, story, keptAt: Date.now() });
      await keepPictures(picturesOf(story), isCurrent);
    },
    async getStory(userId, storyId) {
      return (await (await database()).get('stories', [userId, storyId]))?.story;
    },
    async hasStory(userId, storyId) {
      return (await (await database()).count('stories', [userId, storyId])) > 0;
    },
    async removeStory(userId, storyId) {
      const db = await database();
      const kept = await db.get('stories', [userId, storyId]);
      await db.delete('stories', [userId, storyId]);
      if (kept && typeof caches !== 'undefined') {
        const cache = await caches.open(MEDIA_CACHE);
        await Promise.all(picturesOf(kept.story).map((url) => cache.delete(url)));
      }
    },
    async clear() {
      const db = await opened?.catch(() => undefined);
      db?.close();
      opened = undefined;
      await deleteDB(DATABASE);
      if (typeof caches !== 'undefined') await caches.delete(MEDIA_CACHE);
    },
  };
}
