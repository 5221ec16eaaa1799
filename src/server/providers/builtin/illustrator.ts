import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Language } from '../../../shared/languages.ts';
import type { MediaStore } from '../../media/media-store.ts';
import type { Illustration, Illustrator, ImageRequest, SceneRole, SquareKind } from '../types.ts';
import { type CharacterLook, catalogLook, readLook } from './illustration/character-look.ts';
import { composeActivityCard, composePortrait, composeScene } from './illustration/compose.ts';
import type { PropId } from './illustration/props.ts';
import { derivePlan } from './illustration/scene-plan.ts';
import type { PersonId, PlaceId } from './lexicon/concepts.ts';
import { readShown } from './lexicon/read.ts';

const isSquareKind = (role: SceneRole | SquareKind): role is SquareKind => role === 'portrait' || role === 'activity';

/** The character's look in a scene prompt (`… The main character: <look>. <scene>`), for stories without a plan. */
export function lookInPrompt(prompt: string): string | undefined {
  return /The main character:\s*([\s\S]*?)\.(?:\s|$)/u.exec(prompt)?.[1];
}

/** The subject of a custom item's prompt (`… showing: <subject>.` or `… story: <subject>. Plain …`). */
function subjectOf(prompt: string): string {
  return /(?:showing|story):\s*([\s\S]*?)(?:\.\s*Plain soft background\.?|\.?$)/u.exec(prompt)?.[1] ?? prompt;
}

/**
 * A redraw's number, carried in the seed (`<story>~r2:<scene>`, see the regenerate route): each redraw of a scene
 * gets another layout, so three redraws give three different pictures.
 */
export function redrawOf(seed: string): { seed: string; redraw: number } {
  const match = /~r(\d+)/.exec(seed);
  return match ? { seed: seed.replace(match[0], ''), redraw: Number(match[1]) } : { seed, redraw: 0 };
}

/** The look of the character a request draws: catalog art by its file, a custom character by its words. */
function lookOf(composition: NonNullable<ImageRequest['composition']>, prompt: string): CharacterLook {
  const catalog = catalogLook(composition.characterArt);
  if (catalog) return catalog;
  const words = [composition.look, composition.name, composition.look ? undefined : lookInPrompt(prompt)]
    .filter((part): part is string => Boolean(part))
    .join('. ');
  return readLook(words);
}

/**
 * The things, people and places a custom activity's words name, read in the parent's language first and in the
 * others only where that is safe (see `readShown`): "went to the farm", "naar de boerderij" and "去农场" all name the
 * farm, and "Au zoo avec papa" is dad at the zoo, not soup.
 */
export function recognisedIn(
  text: string,
  language?: Language,
): { things: PropId[]; people: PersonId[]; places: PlaceId[] } {
  return readShown(text, language);
}

async function render(svg: string, width: number, height: number, transparent: boolean): Promise<Uint8Array> {
  const sized = svg.replace('<svg ', `<svg width="${width}" height="${height}" `);
  const image = sharp(Buffer.from(sized));
  const bytes = await (transparent ? image : image.flatten({ background: '#ffffff' }))
    .webp({ quality: 80, alphaQuality: 90, effort: 2 })
    .toBuffer();
  return new Uint8Array(bytes);
}

/**
 * The built-in illustrator: draws each scene as a picture-book spread (the place of the scene in the light of its
 * time of day, the whole character in a pose that fits, the activity's objects and the people the text names), a
 * custom character as a full figure built from its description, and renders it to WebP with sharp. No network; the
 * default when no image provider is configured, and the fallback of the model path.
 */
export function createBuiltinIllustrator(options: { publicDir: string; media?: MediaStore | undefined }): Illustrator {
  const artCache = new Map<string, Promise<Buffer>>();
  /**
   * Catalog art from `public/` (kept in memory: a few small files), or a parent's own picture (`media/…`) through
   * the media store, so it is found on disk and in an S3 bucket alike (docs/decisions/020). Those are not kept:
   * there is one per custom item.
   */
  const loadArt = async (artPath: string): Promise<Buffer> => {
    if (artPath.startsWith('media/')) {
      const key = artPath.slice('media/'.length);
      const opened = await options.media?.open(key);
      if (!opened) throw new Error(`art not in the media store: ${artPath}`);
      return Buffer.from(await new Response(opened.body).arrayBuffer());
    }
    let cached = artCache.get(artPath);
    if (!cached) {
      const root = path.resolve(options.publicDir);
      const file = path.resolve(root, artPath);
      if (!file.startsWith(root + path.sep)) throw new Error(`art outside its folder: ${artPath}`);
      cached = fs.readFile(file);
      cached.catch(() => artCache.delete(artPath));
      artCache.set(artPath, cached);
    }
    return cached;
  };

  return {
    name: 'builtin',
    async draw(request: ImageRequest, drawOptions): Promise<Illustration> {
      drawOptions?.signal?.throwIfAborted();
      const composition = request.composition ?? { role: 'activity' as const, seed: request.prompt };
      const { width, height } = request;
      let bytes: Uint8Array;
      if (composition.role === 'portrait') {
        bytes = await render(
          composePortrait(lookOf(composition, subjectOf(request.prompt)), composition.seed),
          width,
          height,
          true,
        );
      } else if (composition.role === 'activity') {
        if (composition.activityArt) {
          // A catalog activity's own art, on the card's backdrop.
          const art = await sharp(await loadArt(composition.activityArt), { density: 300 })
            .resize({
              width: Math.round(width * 0.7),
              height: Math.round(height * 0.7),
              fit: 'contain',
              background: '#0000',
            })
            .png()
            .toBuffer();
          const card = await sharp(
            Buffer.from(
              composeActivityCard([], composition.seed).replace('<svg ', `<svg width="${width}" height="${height}" `),
            ),
          )
            .composite([{ input: art, gravity: 'centre' }])
            .webp({ quality: 80, effort: 2 })
            .toBuffer();
          bytes = new Uint8Array(card);
        } else {
          const text = [composition.look, composition.name, subjectOf(request.prompt)].filter(Boolean).join('. ');
          const recognised = recognisedIn(text, composition.language);
          bytes = await render(
            composeActivityCard(recognised.things, composition.seed, recognised.people, recognised.places[0]),
            width,
            height,
            false,
          );
        }
      } else if (!isSquareKind(composition.role)) {
        const { seed, redraw } = redrawOf(composition.seed);
        const plan =
          composition.plan ??
          derivePlan({ role: composition.role, activityArt: composition.activityArt, prompt: request.prompt, seed });
        const svg = composeScene({
          plan,
          look: lookOf(composition, request.prompt),
          seed,
          redraw,
          role: composition.role,
        });
        drawOptions?.signal?.throwIfAborted();
        bytes = await render(svg, width, height, false);
      } else {
        throw new Error(`unknown picture kind: ${composition.role}`);
      }
      return { bytes, contentType: 'image/webp' };
    },
  };
}
