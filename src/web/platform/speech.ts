import { speechLocale } from '../../shared/languages.ts';
import { isNativePlatform } from './native.ts';

/**
 * A calm bedtime pace: a little slower than the engines' default of 1 (spec §9 names 1 as the default; a story read to
 * a sleepy child of two to four is read more slowly, see docs/decisions/015).
 */
export const NARRATION_RATE = 0.9;

/**
 * Why the voice could not read: the device has no voice at all (`noVoice`), none for the story's language
 * (`noLanguage`), or this sentence failed (`failed`). The first two are told to the parent at once.
 */
export type SpeechProblem = 'noVoice' | 'noLanguage' | 'failed';

/** Whether the device can read a story's language aloud: `ready`, or the problem the parent is told about. */
export type VoiceReadiness = 'ready' | Exclude<SpeechProblem, 'failed'>;

/** What a reading reports. `onWord` gives the position of the word being said, where the voice tells it. */
export type SpeechEvents = {
  onEnd: () => void;
  onError?: (reason: SpeechProblem) => void;
  onWord?: (charIndex: number, charLength: number) => void;
};

/** A voice that reads a text aloud: the browser's speechSynthesis, or the native text-to-speech plugin. */
export interface SpeechEngine {
  isAvailable(): boolean;
  /** Reads a text with the device's voice; a new reading stops the current one (spec §4). Pitch and volume 1. */
  speak(text: string, language: string, events: SpeechEvents): void;
  stop(): void;
}

/**
 * The length of the word starting at `charIndex`, for voices that report only where a word starts. Chinese and
 * Japanese write no spaces, so a run of letters there is a whole clause: the language's word breaker finds the word.
 */
export function wordLengthAt(text: string, charIndex: number, language: string): number {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
    const segment = segmenter.segment(text).containing(charIndex);
    if (segment?.isWordLike) return segment.index + segment.segment.length - charIndex;
  }
  const match = /^[\p{L}\p{N}'’-]+/u.exec(text.slice(charIndex));
  return match ? match[0].length : 1;
}

/** The browser's reason for a failed reading, as the parent is told it. */
function problemOf(error: string | undefined): SpeechProblem {
  if (error === 'synthesis-unavailable' || window.speechSynthesis.getVoices?.().length === 0) return 'noVoice';
  if (error === 'language-unavailable' || error === 'voice-unavailable') return 'noLanguage';
  return 'failed';
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
      if (events.onError) events.onError(problemOf(event?.error));
      else events.onEnd();
    };
    utterance.onboundary = (event?: SpeechSynthesisEvent) => {
      if (event?.name !== 'word') return;
      events.onWord?.(event.charIndex, event.charLength || wordLengthAt(text, event.charIndex, language));
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
 * Whether the device can read `language` aloud. Chromium fills its list of voices a moment after the page loads, so
 * an empty list is asked again once it changes (or after a second). The native engine is asked for the language.
 */
export async function deviceVoiceFor(language: string): Promise<VoiceReadiness> {
  if (isNativePlatform()) {
    const native = await import('./native/speech.ts');
    return native.nativeVoiceFor(language);
  }
  if (!browserSpeech.isAvailable()) return 'noVoice';
  const synthesis = window.speechSynthesis;
  if (typeof synthesis.getVoices !== 'function') return 'ready';
  if (synthesis.getVoices().length > 0) return 'ready';
  await new Promise<void>((resolve) => {
    const done = () => {
      synthesis.removeEventListener?.('voiceschanged', done);
      resolve();
    };
    synthesis.addEventListener?.('voiceschanged', done);
    setTimeout(done, 1000);
  });
  return synthesis.getVoices().length > 0 ? 'ready' : 'noVoice';
}

export function speak(text: string, language: string, events: SpeechEvents): void {
  withEngine((engine) => engine.speak(text, language, events));
}

export function stopSpeaking(): void {
  withEngine((engine) => engine.stop());
}
