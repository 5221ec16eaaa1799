import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { Language } from '../../shared/languages.ts';
import type { Database } from '../db/client.ts';
import { mediaObjects } from '../db/schema.ts';
import { type MediaStore, mediaUrl } from '../media/media-store.ts';
import { download, storeFiles } from '../media/store-image.ts';
import type { Narrator } from '../providers/types.ts';
import { childNameOf, hideChildName } from './generation/child-name.ts';

type AudioType = { extension: 'wav' | 'mp3' | 'ogg'; contentType: string };

const startsWith = (bytes: Uint8Array, text: string, offset = 0) =>
  [...text].every((char, index) => bytes[offset + index] === char.charCodeAt(0));

/**
 * What the audio really is, read from its first bytes: Kokoro answers with WAV, OpenAI-style services with MP3, and a
 * provider's content type is not always right. Unknown bytes are taken as MP3, the format we ask for.
 */
export function audioTypeOf(bytes: Uint8Array): AudioType {
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WAVE', 8)) return { extension: 'wav', contentType: 'audio/wav' };
  if (startsWith(bytes, 'OggS')) return { extension: 'ogg', contentType: 'audio/ogg' };
  return { extension: 'mp3', contentType: 'audio/mpeg' };
}

/** The folder of a story's narration files in a parent's storage: removed with the story. */
export const narrationFolder = (userId: string, storyId: string) => `users/${userId}/audio/${storyId}/`;

/** A download of provider audio may not take longer than this (per attempt). */
const AUDIO_DOWNLOAD_TIMEOUT_MS = 20_000;

/**
 * A scene's narration as a stored file, made once per scene and language and reused on every later tap; or null
 * when the device's own voice should read it. The child's name is sent as the placeholder (decision 010).
 */
export async function narrationUrl(
  deps: { db: Database; media: MediaStore; narrator: Narrator; fetch?: typeof fetch },
  input: {
    userId: string;
    storyId: string;
    sceneNumber: number;
    text: string;
    language: Language;
    signal?: AbortSignal | undefined;
  },
): Promise<string | null> {
  const stem = `${narrationFolder(input.userId, input.storyId)}${input.sceneNumber}-${input.language}-`;
  const [existing] = await deps.db
    .select({ key: mediaObjects.key })
    .from(mediaObjects)
    .where(and(eq(mediaObjects.userId, input.userId), like(mediaObjects.key, `${stem}%`)))
    .limit(1);
  if (existing) return mediaUrl(existing.key);

  // A server voice reads the placeholder; only the device voice says the name (decision 010).
  const childName = await childNameOf(deps.db, input.userId);
  const audio = await deps.narrator.speak(
    { text: hideChildName(input.text, childName), language: input.language },
    { signal: input.signal },
  );
  if (!audio) return null;
  const bytes =
    'bytes' in audio
      ? audio.bytes
      : await download(audio.url, {
          signal: input.signal,
          timeoutMs: AUDIO_DOWNLOAD_TIMEOUT_MS,
          ...(deps.fetch ? { fetch: deps.fetch } : {}),
        });
  const type = audioTypeOf(bytes);
  // A random part keeps the address unguessable; the stem finds the file again.
  const key = `${stem}${randomUUID()}.${type.extension}`;
  await storeFiles(deps, {
    userId: input.userId,
    files: [{ key, bytes, contentType: type.contentType }],
    signal: input.signal,
  });
  return mediaUrl(key);
}
