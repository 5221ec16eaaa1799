import path from 'node:path';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { LocalMediaStore, type MediaStore } from '../media/media-store.ts';
import type { ProviderKind } from './budget/provider-budget.ts';
import { createBuiltinIllustrator } from './builtin/illustrator.ts';
import { createDeviceNarrator } from './builtin/narrator.ts';
import { createBuiltinStoryteller } from './builtin/storyteller.ts';
import { createBuiltinTranslator } from './builtin/translator.ts';
import { createOpenAiImagesIllustrator } from './image/openai-images.ts';
import { createReplicateIllustrator } from './image/replicate.ts';
import { createWordListSafetyChecker } from './safety/word-list.ts';
import { createKokoroReplicateNarrator } from './speech/kokoro-replicate.ts';
import { createOpenAiSpeechNarrator } from './speech/openai-speech.ts';
import { createOpenAiCompatibleText } from './text/openai-compatible.ts';
import type { Illustrator, Narrator, SafetyChecker, StoryWriter, Translator } from './types.ts';

export type Providers = {
  writer: StoryWriter;
  /** Writes the story when the configured writer fails (issue 16.1): the built-in storyteller. */
  fallbackWriter: StoryWriter;
  illustrator: Illustrator;
  /**
   * Draws a picture when the configured image model failed every attempt (issue 15): the built-in illustrator, so a
   * scene still shows its place and character rather than a bare catalog emoji.
   */
  fallbackIllustrator: Illustrator;
  translator: Translator;
  narrator: Narrator;
  safety: SafetyChecker;
};

/**
 * Picks each capability's provider from the configuration, read once at boot; every provider that is not
 * configured falls back to a built-in one that needs no network, so a fresh clone makes real stories.
 */
export function createProviders(
  config: Pick<Config, 'dataDir'> &
    Partial<Pick<Config, 'llm' | 'replicate' | 'openaiImages' | 'speech' | 'timeouts'>> & {
      publicDir: string;
      /** Where the parents' pictures are (the app's store); by default the data directory's media folder. */
      media?: MediaStore | undefined;
    },
  logger?: Logger,
  /** What each capability's remote client fetches with (the server passes one that reports 429s to the budget). */
  fetchFor?: (kind: ProviderKind) => typeof fetch,
): Providers {
  const fetchOf = (kind: ProviderKind) => (fetchFor ? { fetch: fetchFor(kind) } : {});
  const builtinWriter = createBuiltinStoryteller();
  const timeouts = config.timeouts;
  const text = config.llm
    ? createOpenAiCompatibleText({
        ...config.llm,
        ...(timeouts ? { timeoutMs: timeouts.storyMs, translationTimeoutMs: timeouts.translationMs } : {}),
        ...fetchOf('text'),
        ...(logger ? { logger } : {}),
      })
    : { writer: builtinWriter, translator: createBuiltinTranslator() };
  const builtinIllustrator = createBuiltinIllustrator({
    publicDir: config.publicDir,
    // A parent's own pictures are read where they are stored: the app's media store, on disk or in S3.
    media: config.media ?? new LocalMediaStore(path.join(config.dataDir, 'media')),
  });
  const illustrator = config.openaiImages
    ? createOpenAiImagesIllustrator({ ...config.openaiImages, ...fetchOf('images'), logger })
    : config.replicate
      ? createReplicateIllustrator({
          ...config.replicate,
          // One picture attempt; the pipeline's ladder holds each attempt to the same limit.
          ...(timeouts ? { timeoutMs: timeouts.pictureMs } : {}),
          ...fetchOf('images'),
          ...(logger ? { logger } : {}),
        })
      : builtinIllustrator;
  const speech = config.speech ?? { provider: 'device' };
  const narrator =
    speech.provider === 'openai'
      ? createOpenAiSpeechNarrator({
          baseUrl: speech.baseUrl,
          apiKey: speech.apiKey,
          ...(speech.model ? { model: speech.model } : {}),
          ...fetchOf('speech'),
        })
      : speech.provider === 'replicate'
        ? createKokoroReplicateNarrator({
            baseUrl: speech.baseUrl,
            token: speech.token,
            ...(speech.model ? { model: speech.model } : {}),
            ...fetchOf('speech'),
          })
        : createDeviceNarrator();
  return {
    ...text,
    fallbackWriter: builtinWriter,
    illustrator,
    fallbackIllustrator: builtinIllustrator,
    narrator,
    safety: createWordListSafetyChecker(),
  };
}
