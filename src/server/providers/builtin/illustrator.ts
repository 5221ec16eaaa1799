import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import type { Illustration, Illustrator, ImageRequest, SceneRole, SquareKind } from '../types.ts';

type Palette = { skyTop: string; skyBottom: string; ground: string; light: 'sun' | 'moon' | 'clouds' | 'rainbow' };

/** Sky and light by scene role: morning to night, with moon and stars at bedtime (issue: the built-in illustrator). */
const PALETTES: Record<SceneRole, Palette> = {
  opening: { skyTop: '#ffd9a8', skyBottom: '#ffeed6', ground: '#9fd39a', light: 'sun' },
  playtime: { skyTop: '#8fd0ff', skyBottom: '#d8f0ff', ground: '#8fcf7f', light: 'sun' },
  uhOh: { skyTop: '#9fb4cc', skyBottom: '#d9e2ec', ground: '#8fb889', light: 'clouds' },
  solution: { skyTop: '#9ad8ff', skyBottom: '#f3fbff', ground: '#97d68a', light: 'rainbow' },
  windDown: { skyTop: '#f4a37a', skyBottom: '#fbd1a2', ground: '#7f9f78', light: 'sun' },
  bedtime: { skyTop: '#0f1340', skyBottom: '#2b2a6b', ground: '#23315a', light: 'moon' },
};

/** Square pictures for a custom character's portrait or a custom activity. */
const SQUARE_PALETTES: Record<SquareKind, Palette> = {
  portrait: { skyTop: '#fff1d6', skyBottom: '#ffe2ea', ground: '#ffd0dc', light: 'sun' },
  activity: { skyTop: '#dff3ff', skyBottom: '#f6fbff', ground: '#cdeccd', light: 'sun' },
};

function seededRandom(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function backgroundSvg(width: number, height: number, palette: Palette, seed: string): string {
  const random = seededRandom(seed);
  const horizon = height * 0.72;
  let light = '';
  if (palette.light === 'sun') {
    // The seed places the sun, so two pictures drawn with different seeds ("New picture") are not the same.
    const cx = width * (0.7 + random() * 0.2);
    const cy = height * (0.12 + random() * 0.12);
    light = `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${height * 0.09}" fill="#ffe27a" opacity=".95"/>`;
  } else if (palette.light === 'moon') {
    const stars = Array.from({ length: 40 }, () => {
      const x = random() * width;
      const y = random() * horizon * 0.9;
      const r = 0.8 + random() * 2.2;
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="#fff7d6" opacity="${(0.5 + random() * 0.5).toFixed(2)}"/>`;
    }).join('');
    const cx = width * 0.8;
    const cy = height * 0.2;
    const r = height * 0.1;
    light = `${stars}<mask id="crescent"><rect width="${width}" height="${height}" fill="#fff"/><circle cx="${cx + r * 0.45}" cy="${cy - r * 0.25}" r="${r * 0.9}" fill="#000"/></mask><circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff2b3" mask="url(#crescent)"/>`;
  } else if (palette.light === 'clouds') {
    light = [0.2, 0.55, 0.85]
      .map((x, i) => {
        const cx = width * x;
        const cy = height * (0.16 + i * 0.05);
        const s = height * 0.06;
        return `<g fill="#f4f6fa" opacity=".9"><circle cx="${cx}" cy="${cy}" r="${s}"/><circle cx="${cx + s}" cy="${cy + s * 0.2}" r="${s * 0.8}"/><circle cx="${cx - s}" cy="${cy + s * 0.25}" r="${s * 0.7}"/></g>`;
      })
      .join('');
  } else {
    const colors = ['#ff9aa2', '#ffd59e', '#fff3a6', '#b5ead7', '#a0c4ff', '#c3b1e1'];
    light = colors
      .map(
        (color, i) =>
          `<path d="M ${width * 0.05} ${horizon} A ${width * 0.45 - i * 14} ${height * 0.55 - i * 14} 0 0 1 ${width * 0.95} ${horizon}" stroke="${color}" stroke-width="14" fill="none" opacity=".8"/>`,
      )
      .join('');
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>${light}
<path d="M0 ${horizon} Q ${width * 0.3} ${horizon - height * 0.08} ${width * 0.6} ${horizon} T ${width} ${horizon - height * 0.03} V ${height} H 0 Z" fill="${palette.ground}"/>
</svg>`;
}

/** A friendly round creature for a custom character that has no art yet, coloured and shaped from its name. */
export function portraitSvg(name: string, size = 512): string {
  const random = seededRandom(`portrait:${name}`);
  const hue = Math.floor(random() * 360);
  const body = `hsl(${hue} 70% 72%)`;
  const cheek = `hsl(${(hue + 330) % 360} 80% 80%)`;
  const ear = random() > 0.5;
  const initial = [...name.trim()][0]?.toUpperCase() ?? '?';
  const escaped = initial.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const c = size / 2;
  const ears = ear
    ? `<ellipse cx="${c - size * 0.2}" cy="${c - size * 0.28}" rx="${size * 0.08}" ry="${size * 0.14}" fill="${body}"/><ellipse cx="${c + size * 0.2}" cy="${c - size * 0.28}" rx="${size * 0.08}" ry="${size * 0.14}" fill="${body}"/>`
    : `<circle cx="${c - size * 0.22}" cy="${c - size * 0.22}" r="${size * 0.09}" fill="${body}"/><circle cx="${c + size * 0.22}" cy="${c - size * 0.22}" r="${size * 0.09}" fill="${body}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
${ears}<circle cx="${c}" cy="${c + size * 0.04}" r="${size * 0.3}" fill="${body}"/>
<circle cx="${c - size * 0.1}" cy="${c - size * 0.02}" r="${size * 0.035}" fill="#2b2340"/><circle cx="${c + size * 0.1}" cy="${c - size * 0.02}" r="${size * 0.035}" fill="#2b2340"/>
<circle cx="${c - size * 0.09}" cy="${c - size * 0.035}" r="${size * 0.01}" fill="#fff"/><circle cx="${c + size * 0.11}" cy="${c - size * 0.035}" r="${size * 0.01}" fill="#fff"/>
<circle cx="${c - size * 0.17}" cy="${c + size * 0.07}" r="${size * 0.04}" fill="${cheek}"/><circle cx="${c + size * 0.17}" cy="${c + size * 0.07}" r="${size * 0.04}" fill="${cheek}"/>
<path d="M ${c - size * 0.07} ${c + size * 0.08} Q ${c} ${c + size * 0.15} ${c + size * 0.07} ${c + size * 0.08}" stroke="#2b2340" stroke-width="${size * 0.015}" fill="none" stroke-linecap="round"/>
<text x="${c}" y="${c + size * 0.27}" font-family="sans-serif" font-weight="700" font-size="${size * 0.09}" fill="#2b2340" text-anchor="middle">${escaped}</text>
</svg>`;
}

async function rasterise(svgOrFile: string | Buffer, size: number): Promise<Buffer> {
  return sharp(svgOrFile, { density: 300 })
    .resize({ width: size, height: size, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

const isSquareKind = (role: SceneRole | SquareKind): role is SquareKind => role === 'portrait' || role === 'activity';

/**
 * The built-in illustrator: composes each picture from the catalog art on a sky that follows the time of day, and
 * rasterises it to WebP with sharp. No network; the default when no image provider is configured.
 */
export function createBuiltinIllustrator(options: { publicDir: string; mediaDir?: string }): Illustrator {
  const artCache = new Map<string, Promise<Buffer>>();
  const loadArt = (artPath: string) => {
    let cached = artCache.get(artPath);
    if (!cached) {
      const root = artPath.startsWith('media/') && options.mediaDir ? options.mediaDir : options.publicDir;
      const relative = artPath.startsWith('media/') ? artPath.slice('media/'.length) : artPath;
      const file = path.resolve(root, relative);
      if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`art outside its folder: ${artPath}`);
      cached = fs.readFile(file);
      artCache.set(artPath, cached);
    }
    return cached;
  };

  return {
    name: 'builtin',
    async draw(request: ImageRequest, drawOptions): Promise<Illustration> {
      drawOptions?.signal?.throwIfAborted();
      const composition = request.composition ?? { role: 'activity' as const, seed: request.prompt };
      const width = request.width;
      const height = request.height;
      const isSquare = isSquareKind(composition.role);
      const palette = isSquareKind(composition.role) ? SQUARE_PALETTES[composition.role] : PALETTES[composition.role];
      const layers: OverlayOptions[] = [];
      const characterSize = Math.round(Math.min(height * 0.62, width * 0.45));
      const characterArt = composition.characterArt
        ? await loadArt(composition.characterArt)
        : composition.name
          ? Buffer.from(portraitSvg(composition.name))
          : undefined;
      if (isSquare) {
        const art = composition.activityArt ? await loadArt(composition.activityArt) : characterArt;
        if (art) {
          const size = Math.round(Math.min(width, height) * 0.72);
          layers.push({
            input: await rasterise(art, size),
            left: Math.round((width - size) / 2),
            top: Math.round((height - size) / 2),
          });
        }
      } else {
        if (composition.activityArt) {
          const size = Math.round(characterSize * 0.7);
          layers.push({
            input: await rasterise(await loadArt(composition.activityArt), size),
            left: Math.round(width * 0.58),
            top: Math.round(height * 0.78 - size),
          });
        }
        if (characterArt) {
          layers.push({
            input: await rasterise(characterArt, characterSize),
            left: Math.round(
              width * (composition.activityArt ? 0.16 : 0.5) - (composition.activityArt ? 0 : characterSize / 2),
            ),
            top: Math.round(height * 0.86 - characterSize),
          });
        }
      }
      drawOptions?.signal?.throwIfAborted();
      const bytes = await sharp(Buffer.from(backgroundSvg(width, height, palette, composition.seed)))
        .composite(layers)
        .webp({ quality: 82 })
        .toBuffer();
      return { bytes: new Uint8Array(bytes), contentType: 'image/webp' };
    },
  };
}
