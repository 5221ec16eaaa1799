import OpenAI from 'openai';
import type { Language } from '../../../shared/languages.ts';
import type { Logger } from '../../logger.ts';
import type { Narrator } from '../types.ts';
import { voiceFor } from './voices.ts';

/**
 * Speech from an OpenAI-compatible `POST /v1/audio/speech` endpoint (e.g. Kokoro-FastAPI, which takes the Kokoro
 * voice names), as WAV bytes: uncompressed samples, so a narration spoken sentence by sentence can be joined into
 * one file and each sentence's time measured exactly (MP3 frames would carry encoder padding). The SDK gives the
 * same timeout and retry behaviour as the text client. Languages without a voice (nl, de) give null: the device's
 * voice reads them. Errors are thrown; the caller falls back to the device's voice (spec §7).
 */

export type OpenAiSpeechOptions = {
  /** Server root; `/v1/audio/speech` is added (a trailing `/v1` is accepted too). */
  baseUrl: string;
  apiKey: string;
  /** Default `kokoro`. */
  model?: string;
  /** Overrides of the Kokoro voice per language; null means the device's voice. */
  voices?: Partial<Record<Language, string | null>>;
  /** Default 60 s. */
  timeoutMs?: number;
  /** Default 2. */
  maxRetries?: number;
  logger?: Logger;
  fetch?: typeof fetch | undefined;
};

/** The model asked for when `TTS_MODEL` is not set: Kokoro-FastAPI's name for it. */
export const OPENAI_SPEECH_MODEL = 'kokoro';

export function createOpenAiSpeechNarrator(options: OpenAiSpeechOptions): Narrator {
  const root = options.baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '');
  const client = new OpenAI({
    baseURL: `${root}/v1`,
    apiKey: options.apiKey,
    timeout: options.timeoutMs ?? 60_000,
    maxRetries: options.maxRetries ?? 2,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    logLevel: 'off',
  });
  const logger = options.logger?.child({ provider: 'openai-speech' });

  return {
    name: 'openai-speech',
    async speak({ text, language }, speakOptions) {
      const voice = voiceFor(language, options.voices);
      if (voice === null || text.trim() === '') return null;
      const started = performance.now();
      const response = await client.audio.speech.create(
        { model: options.model ?? OPENAI_SPEECH_MODEL, input: text, voice, response_format: 'wav' },
        { signal: speakOptions?.signal },
      );
      const bytes = new Uint8Array(await response.arrayBuffer());
      const type = response.headers.get('content-type')?.split(';')[0]?.trim();
      logger?.debug({ voice, bytes: bytes.byteLength, ms: Math.round(performance.now() - started) }, 'speech made');
      return { bytes, contentType: type?.startsWith('audio/') ? type : 'audio/wav' };
    },
  };
}
