import type { Language } from '../../../shared/languages.ts';
import { createReplicateApi, type ReplicateConnection } from '../image/replicate-api.ts';
import type { Narrator } from '../types.ts';
import { voiceFor } from './voices.ts';

/**
 * Speech from Kokoro 82M on Replicate: a prediction with `{ text, voice, speed }` whose output is the URL of a WAV
 * file, to be copied into our own storage at once. Languages without a Kokoro voice (nl, de) give null.
 */

/** The community model needs a version; this one defaults to `af_bella` and takes `text`, `voice` and `speed`. */
export const KOKORO_MODEL = 'jaaari/kokoro-82m:f559560eb822dc509045f3921a1921234918b91739db4bf3daab2169b71c7a13';

export type KokoroReplicateOptions = ReplicateConnection & {
  /** `owner/name:version` (default KOKORO_MODEL) or `owner/name`. */
  model?: string;
  voices?: Partial<Record<Language, string | null>>;
  /** Spoken speed (default 1, spec §9's rate). */
  speed?: number;
};

export function createKokoroReplicateNarrator(options: KokoroReplicateOptions): Narrator {
  const logger = options.logger?.child({ provider: 'kokoro-replicate' });
  const api = createReplicateApi({
    baseUrl: options.baseUrl,
    token: options.token,
    fetch: options.fetch,
    random: options.random,
    retryBaseMs: options.retryBaseMs,
    logger,
    what: 'Speech generation',
  });

  return {
    name: 'kokoro-replicate',
    async speak({ text, language }, speakOptions) {
      const voice = voiceFor(language, options.voices);
      if (voice === null || text.trim() === '') return null;
      const started = performance.now();
      const { predictionId, ...output } = await api.run({
        model: options.model ?? KOKORO_MODEL,
        input: { text, voice, speed: options.speed ?? 1 },
        signal: speakOptions?.signal,
        timeoutMs: options.timeoutMs ?? 60_000,
        pollIntervalMs: options.pollIntervalMs ?? 1000,
      });
      logger?.debug({ voice, predictionId, ms: Math.round(performance.now() - started) }, 'speech made');
      return output;
    },
  };
}
