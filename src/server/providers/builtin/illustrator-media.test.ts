import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestBucket } from '../../../../tests/setup/s3-test-server.ts';
import { LocalMediaStore, type MediaStore } from '../../media/media-store.ts';
import { S3MediaStore } from '../../media/s3-media-store.ts';
import { createBuiltinIllustrator } from './illustrator.ts';

const publicDir = path.resolve(import.meta.dirname, '../../../../public');
const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'bedtime-illustrator-media-'));
afterAll(() => fs.rm(folder, { recursive: true, force: true }));

const stores: Array<[string, () => Promise<MediaStore>]> = [
  ['on the local disk', async () => new LocalMediaStore(path.join(folder, crypto.randomUUID()))],
  ['in an S3 bucket', async () => new S3MediaStore((await createTestBucket()).settings)],
];

const MAGENTA = { r: 230, g: 0, b: 200 };
const request = (activityArt: string) => ({
  prompt: 'A cosy scene of a toddler’s day, showing: our own picture.',
  width: 256,
  height: 256,
  guidanceScale: 7.5,
  numInferenceSteps: 4,
  goFast: false,
  premium: false,
  composition: { role: 'activity' as const, activityArt, seed: 'card' },
});

/** The colour in the middle of a drawn picture. */
async function centre(bytes: Uint8Array) {
  const { data, info } = await sharp(Buffer.from(bytes)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 3;
  return { r: data[at] ?? 0, g: data[at + 1] ?? 0, b: data[at + 2] ?? 0 };
}

describe.each(stores)("a parent's own activity picture stored %s", (_where, makeStore) => {
  it('is read through the media store and drawn on the card', async () => {
    const media = await makeStore();
    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: MAGENTA } })
      .png()
      .toBuffer();
    await media.put('users/u1/custom/our-picture.png', new Uint8Array(picture), 'image/png');
    const illustrator = createBuiltinIllustrator({ publicDir, media });
    const drawn = await illustrator.draw(request('media/users/u1/custom/our-picture.png'));
    if (!('bytes' in drawn)) throw new Error('expected bytes');
    const colour = await centre(drawn.bytes);
    expect(Math.abs(colour.r - MAGENTA.r)).toBeLessThan(20);
    expect(Math.abs(colour.g - MAGENTA.g)).toBeLessThan(20);
    expect(Math.abs(colour.b - MAGENTA.b)).toBeLessThan(20);
  });

  it('fails clearly when the picture is not in the store, so the picture ladder tries again', async () => {
    const illustrator = createBuiltinIllustrator({ publicDir, media: await makeStore() });
    await expect(illustrator.draw(request('media/users/u1/custom/gone.png'))).rejects.toThrow(/not in the media store/);
  });
});
