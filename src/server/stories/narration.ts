import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { Language } from '../../shared/languages.ts';
import { type SentenceTiming, splitSentences } from '../../shared/sentences.ts';
import type { Database } from '../db/client.ts';
import { escapeLike } from '../db/like.ts';
import { mediaObjects, narrationTimings } from '../db/schema.ts';
import { type MediaStore, mediaUrl } from '../media/media-store.ts';
import { download, storeFiles } from '../media/store-image.ts';
import { joinWav, readWav, type WavAudio } from '../media/wav.ts';
import type { Narrator } from '../providers/types.ts';
import { storyNameGuardOf } from './generation/family-names.ts';

type AudioType = { extension: 'wav' | 'mp3' | 'ogg'; contentType: string };

const startsWith = (bytes: Uint8Array, text: string, offset = 0) =>
  [...text].every((char, index) => bytes[offset + index] === char.charCodeAt(0));

/**
 * What the audio really is, read from its first bytes: both speech providers are asked for WAV, but a provider that
 * ignores the format asked for may send MP3 or Ogg, and its content type is not always right. Unknown bytes are taken
 * as MP3, the most common answer.
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

/** The rest between two sentences of a stored narration: a calm voice breathes between them. */
export const SENTENCE_PAUSE_SECONDS = 0.35;

/** Sentences spoken at once for one scene: the first tap waits for the slowest, not for the sum. */
const SENTENCES_AT_ONCE = 3;

/** A stored narration: its file and, when it was measured, when each sentence is heard in it. */
export type StoredNarration = { audioUrl: string; sentences: SentenceTiming[] | null };

/** What a parent's daily budget is charged for a new narration (a replay is free). */
export type NarrationBudget = { spend(): Promise<void>; giveBack(): Promise<void> };

type Deps = { db: Database; media: MediaStore; narrator: Narrator; fetch?: typeof fetch; budget?: NarrationBudget };

async function spoken(
  deps: Deps,
  input: { text: string; language: Language },
  signal: AbortSignal | undefined,
): Promise<Uint8Array | null> {
  const audio = await deps.narrator.speak(input, { signal });
  if (!audio) return null;
  if ('bytes' in audio) return audio.bytes;
  return download(audio.url, {
    signal,
    timeoutMs: AUDIO_DOWNLOAD_TIMEOUT_MS,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
}

/** Runs `work` on each item, a few at a time, in order; the first failure stops the others. */
async function eachAtMost<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * A scene's narration, spoken sentence by sentence (the same sentences the reader lights) and joined into one file
 * with a short rest between sentences; each sentence's start and end are measured from its samples. A provider that
 * does not answer with WAV speaks the whole scene at once instead, and the reader estimates the times. Null when the
 * device's own voice should read. The family's names, and the story's friends, are sent as placeholders (decision 010).
 */
export async function speakScene(
  deps: Deps,
  input: {
    text: string;
    language: Language;
    /** Hides the family's names from the voice provider. */
    hide: (text: string) => string;
    signal?: AbortSignal | undefined;
  },
): Promise<{ bytes: Uint8Array; sentences: SentenceTiming[] | null } | null> {
  const sentences = splitSentences(input.text, input.language);
  if (sentences.length === 0) return null;
  // One failed sentence fails the scene: the others are stopped rather than paid for.
  const stop = new AbortController();
  const signal = input.signal ? AbortSignal.any([input.signal, stop.signal]) : stop.signal;
  const parts = await eachAtMost(sentences, SENTENCES_AT_ONCE, (sentence) =>
    spoken(deps, { text: input.hide(sentence.text), language: input.language }, signal),
  ).catch((error: unknown) => {
    stop.abort();
    throw error;
  });
  if (parts.some((part) => part === null)) return null;
  const audio = parts as Uint8Array[];
  const samples = audio.map(readWav);
  const joined = samples.every((part): part is WavAudio => part !== null)
    ? joinWav(samples, SENTENCE_PAUSE_SECONDS)
    : null;
  if (joined) return { bytes: joined.bytes, sentences: joined.timings };
  if (audio.length === 1 && audio[0]) return { bytes: audio[0], sentences: null };
  const whole = await spoken(deps, { text: input.hide(input.text), language: input.language }, input.signal);
  return whole ? { bytes: whole, sentences: null } : null;
}

/**
 * A scene's narration as a stored file with its sentence times, made once per scene and language and reused on every
 * later tap; or null when the device's own voice should read it. A new narration is taken from the parent's daily
 * budget, and given back when none could be made.
 */
export async function storedNarration(
  deps: Deps,
  input: {
    userId: string;
    storyId: string;
    sceneNumber: number;
    text: string;
    language: Language;
    signal?: AbortSignal | undefined;
  },
): Promise<StoredNarration | null> {
  const stem = `${narrationFolder(input.userId, input.storyId)}${input.sceneNumber}-${input.language}-`;
  const [existing] = await deps.db
    .select({ key: mediaObjects.key, sentences: narrationTimings.sentences })
    .from(mediaObjects)
    .leftJoin(narrationTimings, eq(narrationTimings.key, mediaObjects.key))
    .where(and(eq(mediaObjects.userId, input.userId), like(mediaObjects.key, `${escapeLike(stem)}%`)))
    .limit(1);
  if (existing) return { audioUrl: mediaUrl(existing.key), sentences: existing.sentences };

  await deps.budget?.spend();
  let audio: Awaited<ReturnType<typeof speakScene>>;
  try {
    audio = await speakScene(deps, {
      text: input.text,
      language: input.language,
      hide: (await storyNameGuardOf(deps.db, input.userId, input.storyId)).hide,
      signal: input.signal,
    });
  } catch (error) {
    if (!input.signal?.aborted) await deps.budget?.giveBack();
    throw error;
  }
  if (!audio) {
    await deps.budget?.giveBack();
    return null;
  }
  const type = audioTypeOf(audio.bytes);
  // A random part keeps the address unguessable; the stem finds the file again.
  const key = `${stem}${randomUUID()}.${type.extension}`;
  await storeFiles(deps, {
    userId: input.userId,
    files: [{ key, bytes: audio.bytes, contentType: type.contentType }],
    signal: input.signal,
  });
  if (audio.sentences) await deps.db.insert(narrationTimings).values({ key, sentences: audio.sentences });
  return { audioUrl: mediaUrl(key), sentences: audio.sentences };
}
