import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createBuiltinIllustrator, portraitSvg } from './illustrator.ts';

const illustrator = createBuiltinIllustrator({ publicDir: path.resolve(import.meta.dirname, '../../../../public') });
const base = { prompt: 'a scene', guidanceScale: 7.5, numInferenceSteps: 4, goFast: false, premium: false };

async function pixels(bytes: Uint8Array) {
  const image = sharp(Buffer.from(bytes));
  const meta = await image.metadata();
  const stats = await image.stats();
  return { meta, stats };
}

describe('the built-in illustrator', () => {
  it('draws a WebP scene of the requested size with the character and activity art', async () => {
    const result = await illustrator.draw({
      ...base,
      width: 1024,
      height: 576,
      composition: { role: 'activity', characterArt: 'art/rabbit.svg', activityArt: 'art/bicycle.svg', seed: 's1' },
    });
    if (!('bytes' in result)) throw new Error('expected bytes');
    expect(result.contentType).toBe('image/webp');
    const { meta } = await pixels(result.bytes);
    expect(meta).toMatchObject({ format: 'webp', width: 1024, height: 576 });
  });

  it('paints a night sky for bedtime and a bright one for the morning', async () => {
    const draw = async (role: 'opening' | 'bedtime') => {
      const result = await illustrator.draw({
        ...base,
        width: 512,
        height: 288,
        composition: { role, characterArt: 'art/owl.svg', seed: 'same' },
      });
      if (!('bytes' in result)) throw new Error('expected bytes');
      return (
        (await pixels(result.bytes)).stats.channels.slice(0, 3).reduce((sum, channel) => sum + channel.mean, 0) / 3
      );
    };
    const morning = await draw('opening');
    const night = await draw('bedtime');
    expect(night).toBeLessThan(90);
    expect(morning).toBeGreaterThan(150);
  });

  it('draws a friendly portrait from a custom character’s name, different names differently', async () => {
    expect(portraitSvg('Zoë')).not.toBe(portraitSvg('Max'));
    expect(portraitSvg('<script>')).not.toContain('<script>');
    const result = await illustrator.draw({
      ...base,
      width: 512,
      height: 512,
      composition: { role: 'portrait', name: 'Zoë', seed: 'p' },
    });
    if (!('bytes' in result)) throw new Error('expected bytes');
    expect((await pixels(result.bytes)).meta).toMatchObject({ width: 512, height: 512 });
  });

  it('refuses art paths outside the public folder', async () => {
    await expect(
      illustrator.draw({
        ...base,
        width: 64,
        height: 64,
        composition: { role: 'activity', activityArt: '../package.json', seed: 'x' },
      }),
    ).rejects.toThrow(/outside/);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(illustrator.draw({ ...base, width: 64, height: 64 }, { signal: controller.signal })).rejects.toThrow();
  });
});
