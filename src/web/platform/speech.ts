import { speechLocale } from '../../shared/languages.ts';
import { isNativePlatform } from './native.ts';

/** A voice that reads a scene aloud: the browser's speechSynthesis, or the native text-to-speech plugin. */
export interface SpeechEngine {
  isAvailable(): boolean;
  /** Reads a text with the device's voice; a new reading stops the current one (spec §4). Rate, pitch, volume 1. */
  speak(text: string, language: string, onEnd: () => void): void;
  stop(): void;
}

export const browserSpeech: SpeechEngine = {
  isAvailable: () =>
    typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined',
  speak(text, language, onEnd) {
    window.speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = speechLocale(language);
    utterance.rate = 1;
    utterance.pitch = 1;
    utterance.volume = 1;
    utterance.onend = onEnd;
    utterance.onerror = onEnd;
    window.speechSynthesis.speak(utterance);
  },
  stop() {
    if (browserSpeech.isAvailable()) window.speechSynthesis.cancel();
  },
};

let nativeSpeech: Promise<SpeechEngine> | undefined;

/** Chosen once; the plugin is loaded only inside the native wrapper, so the web bundle never carries it. */
function withEngine(use: (engine: SpeechEngine) => void): void {
  if (!isNativePlatform()) {
    use(browserSpeech);
    return;
  }
  nativeSpeech ??= import('./native/speech.ts').then((native) => native.createNativeSpeech());
  void nativeSpeech.then(use);
}

/** Whether this device can read aloud (spec §2: the toggle shows only when speech is available). */
export function canSpeak(): boolean {
  return isNativePlatform() || browserSpeech.isAvailable();
}

export function speak(text: string, language: string, onEnd: () => void): void {
  withEngine((engine) => engine.speak(text, language, onEnd));
}

export function stopSpeaking(): void {
  withEngine((engine) => engine.stop());
}
