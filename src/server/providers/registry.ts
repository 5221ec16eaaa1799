import path from 'node:path';
import type { Config } from '../config.ts';
import { createBuiltinIllustrator } from './builtin/illustrator.ts';
import { createDeviceNarrator } from './builtin/narrator.ts';
import { createBuiltinStoryteller } from './builtin/storyteller.ts';
import { createBuiltinTranslator } from './builtin/translator.ts';
import { createWordListSafetyChecker } from './safety/word-list.ts';
import type { Illustrator, Narrator, SafetyChecker, StoryWriter, Translator } from './types.ts';

export type Providers = {
  writer: StoryWriter;
  illustrator: Illustrator;
  translator: Translator;
  narrator: Narrator;
  safety: SafetyChecker;
};

/** Which provider does what, for `/api/config` and the logs (never a key or a URL). */
export function describeProviders(providers: Providers) {
  return {
    text: providers.writer.name,
    image: providers.illustrator.name,
    speech: providers.narrator.name,
  };
}

/**
 * Picks each capability's provider from the configuration, read once at boot; every provider that is not
 * configured falls back to a built-in one that needs no network, so a fresh clone makes real stories.
 */
export function createProviders(config: Pick<Config, 'dataDir'> & { publicDir: string }): Providers {
  return {
    writer: createBuiltinStoryteller(),
    illustrator: createBuiltinIllustrator({
      publicDir: config.publicDir,
      mediaDir: path.join(config.dataDir, 'media'),
    }),
    translator: createBuiltinTranslator(),
    narrator: createDeviceNarrator(),
    safety: createWordListSafetyChecker(),
  };
}
