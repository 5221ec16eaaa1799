import { QueueStrategy, TextToSpeech } from '@capacitor-community/text-to-speech';
import { speechLocale } from '../../../shared/languages.ts';
import type { SpeechEngine } from '../speech.ts';

/**
 * The native text-to-speech plugin with the spec §9 defaults: rate, pitch and volume 1, the `playback` audio category
 * (iOS reads aloud even with the silent switch on, as a bedtime story should).
 */
export function createNativeSpeech(): SpeechEngine {
  // Only the latest reading may report its end: a reading that was replaced or stopped must not end the new one.
  let current = 0;
  return {
    isAvailable: () => true,
    speak(text, language, onEnd) {
      current += 1;
      const reading = current;
      const finish = () => {
        if (reading === current) onEnd();
      };
      TextToSpeech.speak({
        text,
        lang: speechLocale(language),
        rate: 1,
        pitch: 1,
        volume: 1,
        category: 'playback',
        queueStrategy: QueueStrategy.Flush,
      }).then(finish, finish);
    },
    stop() {
      current += 1;
      void TextToSpeech.stop().catch(() => undefined);
    },
  };
}
