import { Capacitor } from '@capacitor/core';
import { Directory, Filesystem } from '@capacitor/filesystem';
import { Preferences } from '@capacitor/preferences';
import type { Story, StorySummary } from '../../../shared/stories.ts';
import { authHeaders, mediaUrl } from '../http.ts';
import type { OfflineStore } from '../offline-store.ts';

/** Spec §3: the native app keeps offline stories in device storage under these keys. */
const LIST_KEY = 'offline_stories';
const STORY_KEY_PREFIX = 'offline_scenes_';
const KEY_PREFIX = 'offline_';
/** Pictures live in the app's private data directory, which the system neither shows nor clears by itself. */
const PICTURES_DIR = 'offline-pictures';

type KeptList = { userId: string; stories: StorySummary[] };
/** `pictures` maps each picture URL of the story to the file it was saved in. */
type KeptStory = { userId: string; story: Story; pictures: Record<string, string>; isComplete: boolean };

const storyKey = (storyId: string) => `${STORY_KEY_PREFIX}${storyId}`;
const storyDir = (storyId: string) => `${PICTURES_DIR}/${encodeURIComponent(storyId)}`;

const EXTENSIONS: Record<string, string> = {
  'image/webp': 'webp',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
};

/** Pictures the server stored need saving; art and placeholders ship inside the app and show offline anyway. */
function needsSaving(url: string): boolean {
  return url.startsWith('/media/') || /^https?:\/\//.test(url);
}

async function readJson<T extends { userId: string }>(key: string, userId: string): Promise<T | undefined> {
  const { value } = await Preferences.get({ key });
  if (value === null) return undefined;
  try {
    const kept = JSON.parse(value) as T;
    // Another parent's stories on a shared device are never handed out.
    return kept.userId === userId ? kept : undefined;
  } catch {
    return undefined;
  }
}

const writeJson = (key: string, value: KeptList | KeptStory) => Preferences.set({ key, value: JSON.stringify(value) });

/** The bridge carries file contents as base64; chunks keep `String.fromCharCode` within its argument limit. */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

async function savePicture(url: string, path: string): Promise<string> {
  const response = await fetch(mediaUrl(url), { headers: authHeaders(), credentials: 'include' });
  if (!response.ok) throw new Error(`picture ${url}: ${response.status}`);
  const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
  const data = toBase64(new Uint8Array(await response.arrayBuffer()));
  const { uri } = await Filesystem.writeFile({
    path: `${path}.${EXTENSIONS[type] ?? 'img'}`,
    data,
    directory: Directory.Data,
    recursive: true,
  });
  return uri;
}

async function removeDir(path: string): Promise<void> {
  // Missing is fine: the story may have had no picture to save.
  await Filesystem.rmdir({ path, directory: Directory.Data, recursive: true }).catch(() => undefined);
}

function offlineUrl(url: string, pictures: Record<string, string>): string {
  const file = pictures[url];
  return file === undefined ? url : Capacitor.convertFileSrc(file);
}

/**
 * The native offline library: stories as JSON in Preferences, tagged with the user id; their pictures as files in the
 * app's data directory, handed out as web-view URLs (`convertFileSrc`) so they show with no network.
 */
export function createNativeOfflineStore(): OfflineStore {
  const keptStory = (userId: string, storyId: string) => readJson<KeptStory>(storyKey(storyId), userId);

  return {
    async putSummaries(userId, stories) {
      await writeJson(LIST_KEY, { userId, stories });
    },

    async getSummaries(userId) {
      const list = await readJson<KeptList>(LIST_KEY, userId);
      if (!list) return undefined;
      return Promise.all(
        list.stories.map(async (summary) => {
          const thumbnail = summary.firstSceneThumbnailUrl;
          if (thumbnail === null) return summary;
          const kept = await keptStory(userId, summary.id);
          return kept ? { ...summary, firstSceneThumbnailUrl: offlineUrl(thumbnail, kept.pictures) } : summary;
        }),
      );
    },

    async putStory(userId, story, isCurrent = () => true) {
      if (!isCurrent()) return;
      await removeDir(storyDir(story.id));
      const urls = [
        ...new Set(story.scenes.flatMap((scene) => [scene.imageUrl, scene.thumbnailUrl]).filter(needsSaving)),
      ];
      const saved = await Promise.all(
        urls.map((url, index) =>
          savePicture(url, `${storyDir(story.id)}/${index}`).then(
            (file) => [url, file] as const,
            () => undefined,
          ),
        ),
      );
      const pictures = Object.fromEntries(saved.filter((entry) => entry !== undefined));
      // A picture that could not be saved keeps its server URL; the story is fetched again on a later pass.
      await writeJson(storyKey(story.id), {
        userId,
        story,
        pictures,
        isComplete: Object.keys(pictures).length === urls.length,
      });
    },

    async getStory(userId, storyId) {
      const kept = await keptStory(userId, storyId);
      if (!kept) return undefined;
      return {
        ...kept.story,
        scenes: kept.story.scenes.map((scene) => ({
          ...scene,
          imageUrl: offlineUrl(scene.imageUrl, kept.pictures),
          thumbnailUrl: offlineUrl(scene.thumbnailUrl, kept.pictures),
        })),
      };
    },

    async hasStory(userId, storyId) {
      return (await keptStory(userId, storyId))?.isComplete === true;
    },

    async removeStory(userId, storyId) {
      if (!(await keptStory(userId, storyId))) return;
      await Preferences.remove({ key: storyKey(storyId) });
      await removeDir(storyDir(storyId));
      const list = await readJson<KeptList>(LIST_KEY, userId);
      if (list) await writeJson(LIST_KEY, { userId, stories: list.stories.filter((story) => story.id !== storyId) });
    },

    async clear() {
      const { keys } = await Preferences.keys();
      await Promise.all(keys.filter((key) => key.startsWith(KEY_PREFIX)).map((key) => Preferences.remove({ key })));
      await removeDir(PICTURES_DIR);
    },
  };
}
