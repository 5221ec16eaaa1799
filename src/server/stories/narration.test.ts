import { afterAll, describe, expect, it } from 'vitest';
import { fakeSpeechMs, silentMp3, silentWav } from '../../../tests/fakes/media-bytes.ts';
import { startFakeReplicate } from '../../../tests/fakes/replicate-fake.ts';
import { startFakeSpeech } from '../../../tests/fakes/speech-fake.ts';
import { storyIdOfJob } from '../../../tests/setup/story-jobs.ts';
import { createTestApp } from '../../../tests/setup/test-app.ts';
import { apiCaller, signUp, type TestUser } from '../../../tests/setup/test-users.ts';
import { type SentenceTiming, splitSentences } from '../../shared/sentences.ts';
import type { Story } from '../../shared/stories.ts';
import { durationOf, readWav } from '../media/wav.ts';
import { KOKORO_MODEL } from '../providers/speech/kokoro-replicate.ts';
import { audioTypeOf, SENTENCE_PAUSE_SECONDS } from './narration.ts';

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

type Narration = { useDeviceVoice: boolean; audioUrl: string; sentences?: SentenceTiming[] };

/**
 * When each sentence of a scene is heard if the voice takes `fakeSpeechMs` to say it and the server rests between
 * sentences: worked out here from the fakes' lengths, independently of the server's joining.
 */
function expectedTimings(text: string): SentenceTiming[] {
  let at = 0;
  return splitSentences(text, 'en').map((sentence) => {
    const seconds = fakeSpeechMs(sentence.text) / 1000;
    const timing = { start: Math.round(at * 1000) / 1000, end: Math.round((at + seconds) * 1000) / 1000 };
    at += seconds + SENTENCE_PAUSE_SECONDS;
    return timing;
  });
}

async function makeStory(
  user: TestUser,
  caller: ReturnType<typeof apiCaller> = call,
  database: typeof db = db,
): Promise<string> {
  const started = await caller(user, '/api/stories/jobs', {
    characterId: 'character-bunny',
    activityIds: ['activity-playground'],
    language: 'en',
    idempotencyKey: 'narration',
  });
  expect(started.status).toBe(201);
  const { jobId } = (await started.json()) as { jobId: string };
  return storyIdOfJob(database, jobId);
}

const kokoroRuns = () => replicate.createRequests().filter((request) => request.rawBody.includes(kokoroVersion)).length;

describe('reading a scene aloud with a server voice', () => {
  it('stores Kokoro’s WAV as WAV with each sentence’s time, once per scene, and removes it with the story', async () => {
    const parent = await signUp(app, origin, 'narration@example.org');
    const storyId = await makeStory(parent);
    const story = (await (await call(parent, `/api/stories/${storyId}`)).json()) as Story;
    expect(story.language).toBe('en');
    const textOf = (number: number) => story.scenes.find((scene) => scene.number === number)?.text ?? '';
    const sentencesOf = (number: number) => splitSentences(textOf(number), 'en').length;
    expect(sentencesOf(1)).toBeGreaterThan(1);

    const speak = async (sceneNumber: number) => {
      const response = await call(parent, '/api/speech', { storyId, sceneNumber });
      expect(response.status).toBe(200);
      return (await response.json()) as Narration;
    };
    const first = await speak(1);
    expect(first.useDeviceVoice).toBe(false);
    expect(first.audioUrl).toMatch(/\.wav$/);
    // Each sentence was spoken alone, and is heard in the joined file at the time its own audio lasted.
    expect(kokoroRuns()).toBe(sentencesOf(1));
    expect(first.sentences).toEqual(expectedTimings(textOf(1)));
    const file = await app.request(first.audioUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('audio/wav');
    const audio = readWav(new Uint8Array(await file.arrayBuffer()));
    expect(audio).not.toBeNull();
    expect(durationOf(audio as NonNullable<typeof audio>)).toBeCloseTo(first.sentences?.at(-1)?.end ?? 0, 3);

    // A second tap reads the same file and its stored times; another scene gets its own.
    expect(await speak(1)).toEqual(first);
    expect(kokoroRuns()).toBe(sentencesOf(1));
    const second = await speak(2);
    expect(second.audioUrl).not.toBe(first.audioUrl);
    expect(second.sentences).toEqual(expectedTimings(textOf(2)));
    expect(kokoroRuns()).toBe(sentencesOf(1) + sentencesOf(2));

    expect((await call(parent, `/api/stories/${storyId}`, undefined, 'DELETE')).status).toBe(204);
    expect((await app.request(first.audioUrl)).status).toBe(404);
    expect((await app.request(second.audioUrl)).status).toBe(404);
  });
});

describe('reading a scene aloud with an OpenAI-compatible voice', async () => {
  const speech = await startFakeSpeech({ apiKey: 'speech-key' });
  afterAll(() => speech.close());
  const voiced = await createTestApp(
    { TTS_PROVIDER: 'openai', TTS_BASE_URL: `${speech.url}/v1`, TTS_API_KEY: 'speech-key' },
    { timing: { backoffMs: 5, timeoutBackoffMs: 10, maxBackoffMs: 20, imageTimeoutMs: 5000 } },
  );
  const voicedCall = apiCaller(voiced.app, voiced.config.publicUrl);

  it('asks for WAV sentence by sentence, joins the streamed answers and stores their times', async () => {
    const parent = await signUp(voiced.app, voiced.config.publicUrl, 'narration-openai@example.org');
    const storyId = await makeStory(parent, voicedCall, voiced.db);
    const story = (await (await voicedCall(parent, `/api/stories/${storyId}`)).json()) as Story;
    const text = story.scenes.find((scene) => scene.number === 3)?.text ?? '';

    const response = await voicedCall(parent, '/api/speech', { storyId, sceneNumber: 3 });
    expect(response.status).toBe(200);
    const narration = (await response.json()) as Narration;
    const asked = speech.speechRequests();
    // Each sentence asked for once; the requests run side by side, so they may arrive in any order.
    expect(asked.map((request) => request.body.input).sort()).toEqual(
      splitSentences(text, 'en')
        .map((sentence) => sentence.text)
        .sort(),
    );
    expect(asked.every((request) => request.body.response_format === 'wav')).toBe(true);
    expect(narration.sentences).toEqual(expectedTimings(text));
    const file = new Uint8Array(await (await voiced.app.request(narration.audioUrl)).arrayBuffer());
    // One finished file: the streamed headers' 0xFFFFFFFF sizes are not carried over.
    expect(new DataView(file.buffer).getUint32(4, true)).toBe(file.byteLength - 8);
  });
});

describe('the kind of audio', () => {
  it('is read from the bytes, not from what the provider says', () => {
    expect(audioTypeOf(silentWav())).toEqual({ extension: 'wav', contentType: 'audio/wav' });
    expect(audioTypeOf(silentMp3())).toEqual({ extension: 'mp3', contentType: 'audio/mpeg' });
  });
});
