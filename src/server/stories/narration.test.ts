import { afterAll, describe, expect, it } from 'vitest';
import { silentMp3, silentWav } from '../../../tests/fakes/media-bytes.ts';
import { startFakeReplicate } from '../../../tests/fakes/replicate-fake.ts';
import { storyIdOfJob } from '../../../tests/setup/story-jobs.ts';
import { createTestApp } from '../../../tests/setup/test-app.ts';
import { apiCaller, signUp, type TestUser } from '../../../tests/setup/test-users.ts';
import type { Story } from '../../shared/stories.ts';
import { KOKORO_MODEL } from '../providers/speech/kokoro-replicate.ts';
import { audioTypeOf } from './narration.ts';

// Kokoro on Replicate answers with a WAV file: the real narrator client against the Replicate fake.
const kokoroVersion = KOKORO_MODEL.split(':')[1] ?? '';
const replicate = await startFakeReplicate({
  token: 'r8_voice',
  models: { [kokoroVersion]: { output: 'string', file: 'wav' } },
});
afterAll(() => replicate.close());
const { app, config, db } = await createTestApp(
  { REPLICATE_API_TOKEN: 'r8_voice', REPLICATE_BASE_URL: replicate.url, TTS_PROVIDER: 'replicate' },
  { timing: { backoffMs: 5, timeoutBackoffMs: 10, maxBackoffMs: 20, imageTimeoutMs: 5000 } },
);
const origin = config.publicUrl;

const call = apiCaller(app, origin);

async function makeStory(user: TestUser): Promise<string> {
  const started = await call(user, '/api/stories/jobs', {
    characterId: 'character-bunny',
    activityIds: ['activity-playground'],
    language: 'en',
    idempotencyKey: 'narration',
  });
  expect(started.status).toBe(201);
  const { jobId } = (await started.json()) as { jobId: string };
  return storyIdOfJob(db, jobId);
}

const kokoroRuns = () => replicate.createRequests().filter((request) => request.rawBody.includes(kokoroVersion)).length;

describe('reading a scene aloud with a server voice', () => {
  it('stores Kokoro’s WAV as WAV, once per scene, and removes it with the story', async () => {
    const parent = await signUp(app, origin, 'narration@example.org');
    const storyId = await makeStory(parent);
    const story = (await (await call(parent, `/api/stories/${storyId}`)).json()) as Story;
    expect(story.language).toBe('en');

    const speak = async (sceneNumber: number) => {
      const response = await call(parent, '/api/speech', { storyId, sceneNumber });
      expect(response.status).toBe(200);
      return (await response.json()) as { useDeviceVoice: boolean; audioUrl: string };
    };
    const first = await speak(1);
    expect(first.useDeviceVoice).toBe(false);
    expect(first.audioUrl).toMatch(/\.wav$/);
    const file = await app.request(first.audioUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('audio/wav');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('RIFF');
    expect(kokoroRuns()).toBe(1);

    // A second tap reads the same file; another scene gets its own.
    expect((await speak(1)).audioUrl).toBe(first.audioUrl);
    expect(kokoroRuns()).toBe(1);
    const second = await speak(2);
    expect(second.audioUrl).not.toBe(first.audioUrl);
    expect(kokoroRuns()).toBe(2);

    expect((await call(parent, `/api/stories/${storyId}`, undefined, 'DELETE')).status).toBe(204);
    expect((await app.request(first.audioUrl)).status).toBe(404);
    expect((await app.request(second.audioUrl)).status).toBe(404);
  });
});

describe('the kind of audio', () => {
  it('is read from the bytes, not from what the provider says', () => {
    expect(audioTypeOf(silentWav())).toEqual({ extension: 'wav', contentType: 'audio/wav' });
    expect(audioTypeOf(silentMp3())).toEqual({ extension: 'mp3', contentType: 'audio/mpeg' });
  });
});
