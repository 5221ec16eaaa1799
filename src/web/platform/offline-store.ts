import type { Story, StorySummary } from '../../shared/stories.ts';

/**
 * Where a signed-in parent's stories are kept so `/portfolio` and `/portfolio/{id}` open with no network (spec §1).
 * Everything is kept under the user's id, and `clear` forgets every user's stories on this device, so the next person
 * on a shared device sees nothing of the last one's (logout, a 401, account deletion).
 *
 * The web keeps stories in IndexedDB and pictures in the service worker's cache; the native app keeps them in device
 * storage under `offline_stories` and `offline_scenes_{storyId}` (spec §3).
 */
export interface OfflineStore {
  /** Replaces the kept portfolio list of this user. */
  putSummaries(userId: string, stories: StorySummary[]): Promise<void>;
  /** The kept portfolio list, or undefined when none was kept for this user. */
  getSummaries(userId: string): Promise<StorySummary[] | undefined>;
  /**
   * Keeps one whole story (with its scenes); its pictures are kept too, so they show offline. `isCurrent` turns false
   * once the story's pictures are being changed (a redraw removes the picture it replaces): the keep then stops
   * instead of fetching pictures that are gone or about to go.
   */
  putStory(userId: string, story: Story, isCurrent?: () => boolean): Promise<void>;
  /** A kept story of this user, with picture URLs that work offline. */
  getStory(userId: string, storyId: string): Promise<Story | undefined>;
  /** Whether this story is already kept (so a background pass can skip it). */
  hasStory(userId: string, storyId: string): Promise<boolean>;
  /** Forgets one story (deleted by its owner). */
  removeStory(userId: string, storyId: string): Promise<void>;
  /** Forgets every story and picture of every user kept on this device. */
  clear(): Promise<void>;
}
