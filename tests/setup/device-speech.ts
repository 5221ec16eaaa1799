import { vi } from 'vitest';

/**
 * The browser's speech engine for client tests: what was spoken, and how often speaking was cancelled. Call it in a
 * `beforeEach`; `vi.unstubAllGlobals()` takes it away.
 */
export function stubDeviceSpeech() {
  const device = { spoken: [] as string[], cancels: 0 };
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      lang = '';
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      readonly text: string;
      constructor(text: string) {
        this.text = text;
      }
    },
  );
  vi.stubGlobal('speechSynthesis', {
    speak: (utterance: { text: string }) => device.spoken.push(utterance.text),
    cancel: () => {
      device.cancels += 1;
    },
  });
  return device;
}
