import { speechLocale } from '../../shared/languages.ts';

/** Whether this device can read aloud (spec §2: the toggle shows only when speech is available). */
export function canSpeak(): boolean {
  return (
    typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined'
  );
}

/** Reads a text with the device's voice; a new reading stops the current one (spec §4). Rate, pitch and volume 1. */
export function speak(text: string, language: string, onEnd: () => void): void {
  window.speechSynthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = speechLocale(language);
  utterance.rate = 1;
  utterance.pitch = 1;
  utterance.volume = 1;
  utterance.onend = onEnd;
  utterance.onerror = onEnd;
  window.speechSynthesis.speak(utterance);
}

export function stopSpeaking(): void {
  if (canSpeak()) window.speechSynthesis.cancel();
}
