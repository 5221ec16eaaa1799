/**
 * Renders the app icon (public/icon.svg) into every PNG size the web manifest lists, plus maskable versions with the
 * moon inside the safe zone on a full-bleed background. Run after changing the icon: `node scripts/make-icons.ts`.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../public');
const SIZES = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512];
const MASKABLE_SIZES = [192, 512];
const BACKGROUND = '#1a1645';

const svg = await fs.readFile(path.join(publicDir, 'icon.svg'));

for (const size of SIZES) {
  await sharp(svg, { density: 72 * (size / 64) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, `icon-${size}.png`));
}
await sharp(svg, { density: 72 * (180 / 64) * 2 })
  .resize(180, 180)
  .png({ compressionLevel: 9 })
  .toFile(path.join(publicDir, 'apple-touch-icon.png'));

// Maskable: the launcher may crop to a circle, so the artwork fills the central 80% only.
for (const size of MASKABLE_SIZES) {
  const inner = Math.round(size * 0.8);
  const art = await sharp(svg, { density: 72 * (inner / 64) * 2 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: BACKGROUND } })
    .composite([{ input: art, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, `icon-maskable-${size}.png`));
}
process.stdout.write(`wrote ${SIZES.length + MASKABLE_SIZES.length + 1} icons to public/\n`);
