import { vi } from 'vitest';

type StubUtterance = {
  text: string;
  lang: string;
  rate: number;
  onend: (() => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onboundary: ((event: { name: string; charIndex: number; charLength: number }) => void) | null;
};

/**
 * The browser's speech engine for client tests: what was spoken, how often speaking was cancelled, and ways to play
 * the voice's part (end the sentence being read, report a word). Call it in a `beforeEach`; `vi.unstubAllGlobals()`
 * takes it away. `voices` is what `getVoices()` answers (an empty list: a browser with no voice).
 */
export function stubDeviceSpeech({ voices = 1 }: { voices?: number } = {}) {
  const utterances: StubUtterance[] = [];
  const device = {
    spoken: [] as string[],
    utterances,
    cancels: 0,
    /** The voice finishes what it is reading. */
    finish: () => utterances.at(-1)?.onend?.(),
    /** The voice starts a word of what it is reading. */
    word: (charIndex: number, charLength: number) =>
      utterances.at(-1)?.onboundary?.({ name: 'word', charIndex, charLength }),
    /** The voice fails. */
    fail: (error: string) => utterances.at(-1)?.onerror?.({ error }),
  };
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      lang = '';
      rate = 1;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onboundary: (() => void) | null = null;
      readonly text: string;
      constructor(text: string) {
        this.text = text;
      }
    },
  );
  vi.stubGlobal('speechSynthesis', {
    speak: (utterance: StubUtterance) => {
      device.spoken.push(utterance.text);
      utterances.push(utterance);
    },
    cancel: () => {
      device.cancels += 1;
    },
    getVoices: () => Array.from({ length: voices }, (_, index) => ({ name: `voice ${index}`, lang: 'en-US' })),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
  return device;
}
