import { describe, expect, it } from 'vitest';
import { storyIdOfJob } from '../../../tests/setup/story-jobs.ts';
import { createTestApp, MEDIA_STORES } from '../../../tests/setup/test-app.ts';
import { apiCaller, signUp, type TestUser } from '../../../tests/setup/test-users.ts';
import type { Story } from '../../shared/stories.ts';
import { createProviders, type Providers } from '../providers/registry.ts';
import type { Illustrator } from '../providers/types.ts';

const publicDir = new URL('../../../public', import.meta.url).pathname;
const builtin = createProviders({ dataDir: '/tmp', publicDir });
/**
 * Story pictures fail while this is set, the built-in illustrator's too (it is this one as well), so scenes fall back
 * to the custom character's own picture.
 */
let isScenePictureFailing = false;
const illustrator: Illustrator = {
  name: 'switchable',
  draw(request, options) {
    if (isScenePictureFailing && request.width !== request.height) throw new Error('503 from the image model');
    return builtin.illustrator.draw(request, options);
  },
};
const providers: Providers = { ...builtin, illustrator, fallbackIllustrator: illustrator };
const timing = { backoffMs: 1, timeoutBackoffMs: 1, maxBackoffMs: 2, imageTimeoutMs: 5000 };
/** The same rules whether the files live on the disk or in an S3 bucket. */
const apps = {
  local: await createTestApp({}, { providers, timing }),
  s3: await createTestApp({}, { providers, timing, mediaStore: 's3' }),
};

describe.each(MEDIA_STORES)('removing stored pictures, media stored %s', (store) => {
  const { app, config, db } = apps[store];
  const origin = config.publicUrl;
  const call = apiCaller(app, origin);
  const status = async (url: string) => (await app.request(url)).status;

  async function makeStory(user: TestUser, characterId: string, key: string): Promise<Story> {
    const started = await call(user, '/api/stories/jobs', {
      characterId,
      activityIds: ['activity-playground'],
      language: 'en',
      idempotencyKey: key,
    });
    expect(started.status, await started.clone().text()).toBe(201);
    const { jobId } = (await started.json()) as { jobId: string };
    const storyId = await storyIdOfJob(db, jobId);
    return (await (await call(user, `/api/stories/${storyId}`)).json()) as Story;
  }

  it('keeps a custom character’s picture that stories fell back to, and removes pictures nothing shows any more', async () => {
    const parent = await signUp(app, origin, 'shared-picture@example.org');
    const drawn = await call(parent, '/api/custom-images', {
      kind: 'character',
      name: 'Pip',
      description: 'A round blue owl',
    });
    expect(drawn.status).toBe(200);
    const { imageUrl: characterPicture } = (await drawn.json()) as { imageUrl: string };
    const characterThumbnail = characterPicture.replace(/\.webp$/, '-thumb.webp');
    const created = await call(parent, '/api/characters', {
      name: 'Pip',
      description: 'A round blue owl',
      imageUrl: characterPicture,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id: characterId } = (await created.json()) as { id: string };

    isScenePictureFailing = true;
    const first = await makeStory(parent, characterId, 'shared-first');
    const second = await makeStory(parent, characterId, 'shared-second');
    isScenePictureFailing = false;
    // Scene 7 fell back to the character's own picture (scene 2 to the activity's catalog art).
    expect(first.scenes[6]?.imageUrl).toBe(characterPicture);
    expect(second.scenes[6]?.imageUrl).toBe(characterPicture);

    // Redrawing the fallen-back scene leaves the picture it replaced, which the character and other stories show.
    const redraw = async () => {
      const response = await call(parent, `/api/stories/${first.id}/scenes/7/regenerate`, {});
      expect(response.status).toBe(200);
      return (await response.json()) as { imageUrl: string; thumbnailUrl: string };
    };
    const redrawn = await redraw();
    expect(await status(characterPicture)).toBe(200);
    expect(await status(redrawn.imageUrl)).toBe(200);
    // A second redraw removes the first redraw's picture and thumbnail: nothing shows them any more.
    await redraw();
    expect(await status(redrawn.imageUrl)).toBe(404);
    expect(await status(redrawn.thumbnailUrl)).toBe(404);

    // Deleting a story that fell back to the picture keeps it for the character and the other story.
    expect((await call(parent, `/api/stories/${first.id}`, undefined, 'DELETE')).status).toBe(204);
    expect(await status(characterPicture)).toBe(200);
    expect(await status(characterThumbnail)).toBe(200);

    // Deleting the character keeps the picture for the old story that still shows it.
    expect((await call(parent, `/api/characters/${characterId}`, undefined, 'DELETE')).status).toBe(204);
    expect(await status(characterPicture)).toBe(200);
    const kept = (await (await call(parent, `/api/stories/${second.id}`)).json()) as Story;
    expect(kept.scenes[6]?.imageUrl).toBe(characterPicture);

    // Once the last story showing it is deleted, the picture goes, and its thumbnail with it.
    expect((await call(parent, `/api/stories/${second.id}`, undefined, 'DELETE')).status).toBe(204);
    expect(await status(characterPicture)).toBe(404);
    expect(await status(characterThumbnail)).toBe(404);
  });
});
