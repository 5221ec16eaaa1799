import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ReplicateFake, startFakeReplicate } from '../../../../tests/fakes/replicate-fake.ts';
import { type SpeechFake, startFakeSpeech } from '../../../../tests/fakes/speech-fake.ts';
import { LANGUAGES, type Language } from '../../../shared/languages.ts';
import { createKokoroReplicateNarrator, KOKORO_MODEL } from './kokoro-replicate.ts';
import { createOpenAiSpeechNarrator } from './openai-speech.ts';
import { KOKORO_VOICES, voiceFor } from './voices.ts';

const EXPECTED_VOICES: Record<Language, string | null> = {
  en: 'af_bella',
  nl: null,
  de: null,
  fr: 'ff_siwis',
  es: 'ef_dora',
  pt: 'pf_dora',
  zh: 'zf_xiaoxiao',
};

describe('voices', () => {
  it('follows spec §9, with the device voice (null) for nl and de', () => {
    expect(KOKORO_VOICES).toEqual(EXPECTED_VOICES);
    for (const language of LANGUAGES) expect(voiceFor(language)).toBe(EXPECTED_VOICES[language]);
  });

  it('takes overrides, including null', () => {
    expect(voiceFor('nl', { nl: 'af_bella' })).toBe('af_bella');
    expect(voiceFor('en', { en: null })).toBeNull();
    expect(voiceFor('fr', { en: 'x' })).toBe('ff_siwis');
  });
});

describe('OpenAI-compatible speech', () => {
  let fake: SpeechFake;

  beforeEach(async () => {
    fake = await startFakeSpeech();
  });

  afterEach(async () => {
    await fake.close();
  });

  const narrator = (baseUrl = fake.url, maxRetries = 2) =>
    createOpenAiSpeechNarrator({ baseUrl, apiKey: 'test-key', model: 'kokoro', timeoutMs: 150, maxRetries });

  it('speaks each language with its voice as WAV bytes, and leaves nl and de to the device', async () => {
    for (const language of LANGUAGES) {
      const result = await narrator().speak({ text: 'Goodnight, little moon.', language });
      if (EXPECTED_VOICES[language] === null) {
        expect(result).toBeNull();
        continue;
      }
      expect(result).toMatchObject({ contentType: 'audio/wav' });
      const bytes = (result as { bytes: Uint8Array }).bytes;
      expect(Buffer.from(bytes.subarray(0, 4)).toString('latin1')).toBe('RIFF');
    }
    const requests = fake.speechRequests();
    expect(requests.map((request) => request.body.voice)).toEqual([
      'af_bella',
      'ff_siwis',
      'ef_dora',
      'pf_dora',
      'zf_xiaoxiao',
    ]);
    expect(requests[0]?.path).toBe('/v1/audio/speech');
    expect(requests[0]?.headers.authorization).toBe('Bearer test-key');
    expect(requests[0]?.body).toMatchObject({
      model: 'kokoro',
      input: 'Goodnight, little moon.',
      response_format: 'wav',
    });
  });

  it('accepts a base URL that already ends in /v1', async () => {
    await narrator(`${fake.url}/v1/`).speak({ text: 'Hello', language: 'en' });
    expect(fake.speechRequests()[0]?.path).toBe('/v1/audio/speech');
  });

  it('retries a 503 and a 429', async () => {
    fake.setFaults([
      { kind: '503', retryAfterMs: 10 },
      { kind: '429', retryAfterSeconds: 0.05 },
    ]);
    expect(await narrator().speak({ text: 'Hello', language: 'fr' })).not.toBeNull();
    expect(fake.speechRequests()).toHaveLength(3);
  });

  it('throws when the server keeps failing, so the caller can use the device voice', async () => {
    fake.setFaults(['500']);
    await expect(narrator(fake.url, 0).speak({ text: 'Hello', language: 'en' })).rejects.toThrow();
    fake.setFaults(['hang']);
    await expect(narrator(fake.url, 0).speak({ text: 'Hello', language: 'en' })).rejects.toThrow(/timed out/i);
  });

  it('makes nothing for empty text', async () => {
    expect(await narrator().speak({ text: '  ', language: 'en' })).toBeNull();
    expect(fake.requests).toHaveLength(0);
  });
});

describe('Kokoro on Replicate', () => {
  let fake: ReplicateFake;

  beforeEach(async () => {
    fake = await startFakeReplicate({ outputShape: 'string', latency: { imageMs: 20 }, maxWaitMs: 20 });
    fake.setOutputShape('string');
  });

  afterEach(async () => {
    await fake.close();
  });

  const narrator = () =>
    createKokoroReplicateNarrator({
      baseUrl: fake.url,
      token: 'r8_test',
      timeoutMs: 1000,
      pollIntervalMs: 10,
      retryBaseMs: 10,
    });

  it('runs the pinned Kokoro version with each language’s voice and returns the audio URL', async () => {
    for (const language of LANGUAGES) {
      const result = await narrator().speak({ text: 'Bonne nuit, petite lune.', language });
      if (EXPECTED_VOICES[language] === null) expect(result).toBeNull();
      else expect(result).toHaveProperty('url');
    }
    const creates = fake.createRequests();
    expect(creates.map((request) => (request.body as { input: { voice: string } }).input.voice)).toEqual([
      'af_bella',
      'ff_siwis',
      'ef_dora',
      'pf_dora',
      'zf_xiaoxiao',
    ]);
    expect(creates[0]?.path).toBe('/v1/predictions');
    expect(creates[0]?.body).toEqual({
      version: KOKORO_MODEL.split(':')[1],
      input: { text: 'Bonne nuit, petite lune.', voice: 'af_bella', speed: 1 },
    });
  });

  it('serves a real WAV file behind the URL', async () => {
    await fake.close();
    fake = await startFakeReplicate({
      latency: { imageMs: 10 },
      models: { [KOKORO_MODEL.split(':')[1] ?? '']: { output: 'string', file: 'wav' } },
    });
    const result = await narrator().speak({ text: 'Hello', language: 'en' });
    const url = (result as { url: string }).url;
    expect(url).toMatch(/\.wav$/);
    const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
  });

  it('retries transient failures, and its errors name speech', async () => {
    fake.setFaults(['503']);
    expect(await narrator().speak({ text: 'Hello', language: 'en' })).toHaveProperty('url');

    fake.setFaults(['bad-output']);
    await expect(narrator().speak({ text: 'Hello', language: 'en' })).rejects.toThrow(
      'Speech generation did not return expected output format',
    );
  });

  it('cancels the prediction when the caller aborts', async () => {
    fake.setLatency({ imageMs: 5000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 60);
    await expect(narrator().speak({ text: 'Hello', language: 'en' }, { signal: controller.signal })).rejects.toThrow(
      'Speech generation was cancelled',
    );
    await vi.waitFor(() => expect(fake.cancelRequests()).toHaveLength(1));
  });
});
