import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SCENE_ROLE_OF } from '../types.ts';
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
      composition: { role: 'opening', characterArt: 'art/rabbit.svg', activityArt: 'art/bicycle.svg', seed: 's1' },
    });
    if (!('bytes' in result)) throw new Error('expected bytes');
    expect(result.contentType).toBe('image/webp');
    const { meta } = await pixels(result.bytes);
    expect(meta).toMatchObject({ format: 'webp', width: 1024, height: 576 });
  });

  it('shows the character beside the activity on a daytime sky in the activity scenes (2 and 5)', async () => {
    const draw = async (characterArt: string | undefined) => {
      const result = await illustrator.draw({
        ...base,
        width: 1024,
        height: 576,
        composition: { role: SCENE_ROLE_OF[2] ?? 'opening', characterArt, activityArt: 'art/bicycle.svg', seed: 's2' },
      });
      if (!('bytes' in result)) throw new Error('expected bytes');
      return sharp(Buffer.from(result.bytes)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    };
    const withCharacter = await draw('art/rabbit.svg');
    const withoutCharacter = await draw(undefined);
    expect(withCharacter.info).toMatchObject({ width: 1024, height: 576 });
    // The character stands in the left part of the picture: there the two renders differ.
    const meanDifference = (fromX: number, toX: number) => {
      let sum = 0;
      let count = 0;
      for (let y = 150; y < 490; y += 4) {
        for (let x = fromX; x < toX; x += 4) {
          const at = (y * 1024 + x) * 3;
          for (let c = 0; c < 3; c += 1)
            sum += Math.abs((withCharacter.data[at + c] ?? 0) - (withoutCharacter.data[at + c] ?? 0));
          count += 3;
        }
      }
      return sum / count;
    };
    expect(meanDifference(170, 510)).toBeGreaterThan(10);
    // The sky is the scenes' bright daytime one (#8fd0ff at the top), not the square activity card's.
    const top = withCharacter.data.subarray((4 * 1024 + 4) * 3, (4 * 1024 + 4) * 3 + 3);
    expect(Math.abs((top[0] ?? 0) - 0x8f)).toBeLessThan(12);
    expect(Math.abs((top[1] ?? 0) - 0xd0)).toBeLessThan(12);
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
