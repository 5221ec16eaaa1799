import { QueueStrategy, TextToSpeech } from '@capacitor-community/text-to-speech';
import { speechLocale } from '../../../shared/languages.ts';
import {
  NARRATION_RATE,
  type SpeechEngine,
  type SpeechEvents,
  type SpeechProblem,
  type VoiceReadiness,
} from '../speech.ts';

/** The plugin's answer when its engine is missing or not started (Capacitor's `call.unavailable`). */
const UNAVAILABLE = 'UNAVAILABLE';
/** The plugin's message when the engine has no voice for the language (Android and iOS alike). */
const UNSUPPORTED_LANGUAGE = /language is not supported/i;

function problemOf(error: unknown): SpeechProblem {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === UNAVAILABLE) return 'noVoice';
  if (typeof message === 'string' && UNSUPPORTED_LANGUAGE.test(message)) return 'noLanguage';
  return 'failed';
}

/** Asks the device's engine for a voice in `language`; when it cannot tell, reading is tried (and fails loudly). */
export async function nativeVoiceFor(language: string): Promise<VoiceReadiness> {
  try {
    const { supported } = await TextToSpeech.isLanguageSupported({ lang: speechLocale(language) });
    return supported ? 'ready' : 'noLanguage';
  } catch (error) {
    return problemOf(error) === 'noVoice' ? 'noVoice' : 'ready';
  }
}

/**
 * The native text-to-speech plugin at the narration's calm rate, pitch and volume 1, the `playback` audio category
 * (iOS reads aloud even with the silent switch on, as a bedtime story should). The voice reports each word it starts,
 * which the story highlights.
 */
export function createNativeSpeech(): SpeechEngine {
  // Only the latest reading may report its end or its words: a replaced or stopped reading must not touch the new one.
  let current = 0;
  let wordsOf: SpeechEvents['onWord'];
  let listening = false;
  const listenForWords = () => {
    if (listening) return;
    listening = true;
    void TextToSpeech.addListener?.('onRangeStart', (info) => wordsOf?.(info.start, info.end - info.start))?.catch(
      () => undefined,
    );
  };
  return {
    isAvailable: () => true,
    speak(text, language, events) {
      current += 1;
      const reading = current;
      wordsOf = events.onWord;
      listenForWords();
      const finish = () => {
        if (reading === current) events.onEnd();
      };
      const fail = (error: unknown) => {
        if (reading !== current) return;
        if (events.onError) events.onError(problemOf(error));
        else events.onEnd();
      };
      TextToSpeech.speak({
        text,
        lang: speechLocale(language),
        rate: NARRATION_RATE,
        pitch: 1,
        volume: 1,
        category: 'playback',
        queueStrategy: QueueStrategy.Flush,
      }).then(finish, fail);
    },
    stop() {
      current += 1;
      wordsOf = undefined;
      void TextToSpeech.stop().catch(() => undefined);
    },
  };
}
