import type { Language } from '../../../shared/languages.ts';

/** The default Kokoro voice (spec §9). */
export const DEFAULT_VOICE = 'af_bella';

/**
 * Kokoro voices per story language (spec §9). Kokoro has no Dutch or German voice: for nl and de the server makes
 * no audio and the device's own voice reads the story (an English voice reading Dutch would sound wrong).
 */
export const KOKORO_VOICES: Record<Language, string | null> = {
  en: DEFAULT_VOICE,
  nl: null,
  de: null,
  fr: 'ff_siwis',
  es: 'ef_dora',
  pt: 'pf_dora',
  zh: 'zf_xiaoxiao',
};

/** The voice for a language, or null when the device's voice should be used. */
export function voiceFor(language: Language, voices: Partial<Record<Language, string | null>> = {}): string | null {
  const voice = language in voices ? voices[language] : KOKORO_VOICES[language];
  return voice === undefined ? DEFAULT_VOICE : voice;
}
