import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Story, StorySummary } from '../../../shared/stories.ts';

const device = vi.hoisted(() => ({
  preferences: new Map<string, string>(),
  /** Files of the app's data directory: path -> base64 content. */
  files: new Map<string, string>(),
}));
vi.mock('@capacitor/preferences', () => ({
  Preferences: {
    get: async ({ key }: { key: string }) => ({ value: device.preferences.get(key) ?? null }),
    set: async ({ key, value }: { key: string; value: string }) => void device.preferences.set(key, value),
    remove: async ({ key }: { key: string }) => void device.preferences.delete(key),
    keys: async () => ({ keys: [...device.preferences.keys()] }),
  },
}));
vi.mock('@capacitor/filesystem', () => ({
  Directory: { Data: 'DATA' },
  Filesystem: {
    writeFile: async ({ path, data, directory }: { path: string; data: string; directory: string }) => {
      if (directory !== 'DATA') throw new Error('pictures belong in the data directory');
      device.files.set(path, data);
      return { uri: `file:///data/app/files/${path}` };
    },
    rmdir: async ({ path, recursive }: { path: string; recursive?: boolean }) => {
      const inside = [...device.files.keys()].filter((file) => file.startsWith(`${path}/`));
      if (inside.length === 0) throw new Error('Folder does not exist.');
      if (!recursive) throw new Error('Folder is not empty');
      for (const file of inside) device.files.delete(file);
    },
  },
}));
vi.mock('@capacitor/core', () => ({
  Capacitor: { convertFileSrc: (path: string) => path.replace('file://', 'https://localhost/_capacitor_file_') },
}));

const { createNativeOfflineStore } = await import('./offline-store.ts');

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 255]);

function story(id: string, overrides: Partial<Story> = {}): Story {
  return {
    id,
    title: `Story ${id}`,
    characterId: 'bear',
    characterName: 'Bear',
    activities: ['park'],
    language: 'en',
    createdAt: '2026-01-02T19:00:00.000Z',
    isOwn: true,
    regenerationsLeft: 3,
    scenes: [1, 2].map((number) => ({
      number,
      text: `Scene ${number}.`,
      imageUrl: `/media/${id}/${number}.png`,
      thumbnailUrl: `/media/${id}/${number}-thumb.png`,
    })),
    ...overrides,
  };
}

function summary(id: string): StorySummary {
  const { scenes: _scenes, regenerationsLeft: _left, ...rest } = story(id);
  return { ...rest, firstSceneThumbnailUrl: `/media/${id}/1-thumb.png` };
}

/** The server's media: every picture answers, except the ones the test breaks. */
function serveMedia(broken: string[] = []) {
  const fetchMock = vi.fn(async (url: string) =>
    broken.some((path) => url.endsWith(path))
      ? new Response('gone', { status: 404 })
      : new Response(PNG, { headers: { 'content-type': 'image/png' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  device.preferences.clear();
  device.files.clear();
  vi.unstubAllGlobals();
});

describe('the native offline store', () => {
  it('keeps the portfolio under offline_stories, for its own user only', async () => {
    const store = createNativeOfflineStore();
    await store.putSummaries('user-a', [summary('s1')]);
    expect(JSON.parse(device.preferences.get('offline_stories') ?? '{}')).toMatchObject({
      userId: 'user-a',
      stories: [{ id: 's1' }],
    });
    expect(await store.getSummaries('user-a')).toEqual([summary('s1')]);
    expect(await store.getSummaries('user-b')).toBeUndefined();
  });

  it('keeps a story under offline_scenes_{id} with its pictures saved as device files', async () => {
    const fetchMock = serveMedia();
    const store = createNativeOfflineStore();
    await store.putStory('user-a', story('s1'));
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(JSON.parse(device.preferences.get('offline_scenes_s1') ?? '{}')).toMatchObject({ userId: 'user-a' });
    expect([...device.files.values()]).toEqual(Array(4).fill(btoa(String.fromCharCode(...PNG))));

    const kept = await store.getStory('user-a', 's1');
    expect(kept?.title).toBe('Story s1');
    expect(kept?.scenes.map((scene) => scene.text)).toEqual(['Scene 1.', 'Scene 2.']);
    for (const scene of kept?.scenes ?? []) {
      expect(scene.imageUrl).toMatch(
        /^https:\/\/localhost\/_capacitor_file_\/data\/app\/files\/offline-pictures\/s1\/\d\.png$/,
      );
      expect(scene.thumbnailUrl).toMatch(/^https:\/\/localhost\/_capacitor_file_.*\.png$/);
    }
    expect(new Set(kept?.scenes.flatMap((scene) => [scene.imageUrl, scene.thumbnailUrl])).size).toBe(4);
    expect(await store.hasStory('user-a', 's1')).toBe(true);
  });

  it('never hands one parent the story another parent kept on this device', async () => {
    serveMedia();
    const store = createNativeOfflineStore();
    await store.putStory('user-a', story('s1'));
    expect(await store.getStory('user-b', 's1')).toBeUndefined();
    expect(await store.hasStory('user-b', 's1')).toBe(false);
    await store.removeStory('user-b', 's1');
    expect(await store.getStory('user-a', 's1')).toBeDefined();
  });

  it('shows the kept thumbnail on the portfolio card once the story is kept', async () => {
    serveMedia();
    const store = createNativeOfflineStore();
    await store.putSummaries('user-a', [summary('s1'), summary('s2')]);
    await store.putStory('user-a', story('s1'));
    const [first, second] = (await store.getSummaries('user-a')) ?? [];
    expect(first?.firstSceneThumbnailUrl).toMatch(/^https:\/\/localhost\/_capacitor_file_/);
    expect(second?.firstSceneThumbnailUrl).toBe('/media/s2/1-thumb.png');
  });

  it('leaves art that ships with the app alone and saves each picture once', async () => {
    const fetchMock = serveMedia();
    const store = createNativeOfflineStore();
    const shared = '/media/s3/bear.png';
    await store.putStory(
      'user-a',
      story('s3', {
        scenes: [
          { number: 1, text: 'One.', imageUrl: shared, thumbnailUrl: shared },
          { number: 2, text: 'Two.', imageUrl: '/art/activities/park.svg', thumbnailUrl: '/art/activities/park.svg' },
        ],
      }),
    );
    expect(fetchMock).toHaveBeenCalledOnce();
    const kept = await store.getStory('user-a', 's3');
    expect(kept?.scenes[1]?.imageUrl).toBe('/art/activities/park.svg');
    expect(kept?.scenes[0]?.imageUrl).toBe(kept?.scenes[0]?.thumbnailUrl);
  });

  it('keeps a story whose picture failed, but fetches it again on a later pass', async () => {
    serveMedia(['/media/s4/2.png']);
    const store = createNativeOfflineStore();
    await store.putStory('user-a', story('s4'));
    const kept = await store.getStory('user-a', 's4');
    expect(kept?.scenes[1]?.imageUrl).toBe('/media/s4/2.png');
    expect(kept?.scenes[0]?.imageUrl).toMatch(/_capacitor_file_/);
    expect(await store.hasStory('user-a', 's4')).toBe(false);
  });

  it('forgets a deleted story, its pictures and its portfolio card', async () => {
    serveMedia();
    const store = createNativeOfflineStore();
    await store.putSummaries('user-a', [summary('s1'), summary('s2')]);
    await store.putStory('user-a', story('s1'));
    await store.putStory('user-a', story('s2'));
    await store.removeStory('user-a', 's1');
    expect(await store.getStory('user-a', 's1')).toBeUndefined();
    expect([...device.files.keys()].some((path) => path.includes('/s1/'))).toBe(false);
    expect([...device.files.keys()].some((path) => path.includes('/s2/'))).toBe(true);
    expect((await store.getSummaries('user-a'))?.map((kept) => kept.id)).toEqual(['s2']);
  });

  it('clear() removes every offline_ key and every saved picture, and nothing else', async () => {
    serveMedia();
    const store = createNativeOfflineStore();
    device.preferences.set('reflectionMode', 'true');
    await store.putSummaries('user-a', [summary('s1')]);
    await store.putStory('user-a', story('s1'));
    await store.putStory('user-b', story('s2'));
    await store.clear();
    expect([...device.preferences.keys()]).toEqual(['reflectionMode']);
    expect(device.files.size).toBe(0);
    expect(await store.getSummaries('user-a')).toBeUndefined();
    expect(await store.getStory('user-b', 's2')).toBeUndefined();
    await expect(store.clear()).resolves.toBeUndefined();
  });
});
