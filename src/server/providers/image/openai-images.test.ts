import { afterAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiImages } from '../../../../tests/fakes/openai-images-fake.ts';
import { createLogger } from '../../logger.ts';
import { createProviderHealth } from '../health.ts';
import { isConfigurationError } from '../provider-errors.ts';
import type { ImageRequest } from '../types.ts';
import { createOpenAiImagesIllustrator, imagesInput } from './openai-images.ts';

const fake = await startFakeOpenAiImages();
afterAll(() => fake.close());

const SCENE: ImageRequest = {
  prompt: 'A small fox in a garden',
  width: 1024,
  height: 576,
  guidanceScale: 7.5,
  numInferenceSteps: 4,
  goFast: false,
  premium: false,
};
const illustrator = (apiKey = 'images-key') =>
  createOpenAiImagesIllustrator({ baseUrl: `${fake.url}/v1`, apiKey, model: 'sd-model', retryBaseMs: 5 });

describe('pictures from an OpenAI-compatible images endpoint', () => {
  it('asks for the scene size in base64 and returns the PNG bytes', async () => {
    const picture = await illustrator().draw(SCENE);
    expect('bytes' in picture && picture.contentType).toBe('image/png');
    expect(fake.generations().at(-1)?.body).toEqual({
      model: 'sd-model',
      prompt: 'A small fox in a garden',
      n: 1,
      size: '1024x576',
      response_format: 'b64_json',
    });
    expect(fake.generations().at(-1)?.headers.authorization).toBe('Bearer images-key');
  });

  it('uses the sizes OpenAI’s own models take', () => {
    expect(imagesInput('gpt-image-1', SCENE)).toEqual({
      model: 'gpt-image-1',
      prompt: SCENE.prompt,
      n: 1,
      size: '1536x1024',
    });
    expect(imagesInput('dall-e-3', { ...SCENE, width: 512, height: 512 })).toMatchObject({ size: '1024x1024' });
  });

  it('tries a 429 and a 503 again, then draws', async () => {
    const before = fake.generations().length;
    fake.setFaults([{ kind: '429', retryAfterSeconds: 0.02 }, '503']);
    await illustrator().draw(SCENE);
    expect(fake.generations().length - before).toBe(3);
  });

  it('does not try a refused key again: a configuration error', async () => {
    const before = fake.generations().length;
    const error = await illustrator('wrong')
      .draw(SCENE)
      .catch((failure: unknown) => failure);
    expect(isConfigurationError(error)).toBe(true);
    expect(fake.generations().length - before).toBe(1);
  });

  it('is reported ok, or misconfigured for a wrong key or a missing model', async () => {
    const logger = createLogger({ logLevel: 'silent', env: 'test' });
    const report = (apiKey: string, model: string) =>
      createProviderHealth(
        { llm: undefined, replicate: undefined, openaiImages: { baseUrl: `${fake.url}/v1`, apiKey, model } },
        logger,
      ).report();
    expect(await report('images-key', 'sd-model')).toEqual({ imageModel: 'ok' });
    expect(await report('wrong', 'sd-model')).toEqual({ imageModel: 'misconfigured' });
    expect(await report('images-key', 'no-such-model')).toEqual({ imageModel: 'misconfigured' });
  });
});
