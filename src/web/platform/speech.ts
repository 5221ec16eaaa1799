import { speechLocale } from '../../shared/languages.ts';
import { isNativePlatform } from './native.ts';

/**
 * A calm bedtime pace: a little slower than the engines' default of 1 (spec §9 names 1 as the default; a story read to
 * a sleepy child of two to four is read more slowly, see docs/decisions/015).
 */
export const NARRATION_RATE = 0.9;

/** What a reading reports. `onWord` gives the position of the word being said, where the voice tells it. */
export type SpeechEvents = {
  onEnd: () => void;
  /** The voice could not read: `noVoice` when the device has no voice at all (the parent is told so). */
  onError?: (reason: 'noVoice' | 'failed') => void;
  onWord?: (charIndex: number, charLength: number) => void;
};

/** A voice that reads a text aloud: the browser's speechSynthesis, or the native text-to-speech plugin. */
export interface SpeechEngine {
  isAvailable(): boolean;
  /** Reads a text with the device's voice; a new reading stops the current one (spec §4). Pitch and volume 1. */
  speak(text: string, language: string, events: SpeechEvents): void;
  stop(): void;
}

/** The length of the word starting at `charIndex`, for voices that report only where a word starts. */
function wordLengthAt(text: string, charIndex: number): number {
  const match = /^[\p{L}\p{N}'’-]+/u.exec(text.slice(charIndex));
  return match ? match[0].length : 1;
}

export const browserSpeech: SpeechEngine = {
  isAvailable: () =>
    typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined',
  speak(text, language, events) {
    window.speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = speechLocale(language);
    utterance.rate = NARRATION_RATE;
    utterance.pitch = 1;
    utterance.volume = 1;
    utterance.onend = () => events.onEnd();
    utterance.onerror = (event?: SpeechSynthesisErrorEvent) => {
      // A reading stopped on purpose (stop, pause, another page) is not a failure.
      if (event?.error === 'interrupted' || event?.error === 'canceled') return;
      const hasNoVoice = event?.error === 'synthesis-unavailable' || window.speechSynthesis.getVoices?.().length === 0;
      if (events.onError) events.onError(hasNoVoice ? 'noVoice' : 'failed');
      else events.onEnd();
    };
    utterance.onboundary = (event?: SpeechSynthesisEvent) => {
      if (event?.name !== 'word') return;
      events.onWord?.(event.charIndex, event.charLength || wordLengthAt(text, event.charIndex));
    };
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

/** Whether this device has a speech engine at all (the read-aloud button shows only then, spec §2). */
export function canSpeak(): boolean {
  return isNativePlatform() || browserSpeech.isAvailable();
}

/**
 * Whether the browser has a voice to read with. Chromium fills its list of voices a moment after the page loads, so
 * an empty list is asked again once it changes (or after a second). The native engine always has one.
 */
export async function hasDeviceVoice(): Promise<boolean> {
  if (isNativePlatform()) return true;
  if (!browserSpeech.isAvailable()) return false;
  const synthesis = window.speechSynthesis;
  if (typeof synthesis.getVoices !== 'function') return true;
  if (synthesis.getVoices().length > 0) return true;
  await new Promise<void>((resolve) => {
    const done = () => {
      synthesis.removeEventListener?.('voiceschanged', done);
      resolve();
    };
    synthesis.addEventListener?.('voiceschanged', done);
    setTimeout(done, 1000);
  });
  return synthesis.getVoices().length > 0;
}

export function speak(text: string, language: string, events: SpeechEvents): void {
  withEngine((engine) => engine.speak(text, language, events));
}

export function stopSpeaking(): void {
  withEngine((engine) => engine.stop());
}
