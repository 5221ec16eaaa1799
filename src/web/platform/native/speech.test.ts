import { afterEach, describe, expect, it, vi } from 'vitest';

type Options = { text: string; lang?: string; rate?: number; pitch?: number; volume?: number; category?: string };
const tts = vi.hoisted(() => {
  /** Each reading finishes when the test says so, like the real plugin when the voice stops. */
  const readings: { options: Options; finish: () => void; fail: (error: Error) => void }[] = [];
  return {
    readings,
    speak: vi.fn(
      (options: Options) =>
        new Promise<void>((resolve, reject) => {
          readings.push({ options, finish: resolve, fail: reject });
        }),
    ),
    stop: vi.fn(async () => undefined),
  };
});
vi.mock('@capacitor-community/text-to-speech', () => ({
  TextToSpeech: { speak: tts.speak, stop: tts.stop },
  QueueStrategy: { Flush: 0, Add: 1 },
}));

afterEach(() => {
  tts.readings.length = 0;
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('native speech', () => {
  it('reads at the calm narration rate, with the story language mapped to its locale', async () => {
    const { createNativeSpeech } = await import('./speech.ts');
    const onEnd = vi.fn();
    createNativeSpeech().speak('Goodnight, moon.', 'pt', { onEnd: onEnd });
    expect(tts.speak).toHaveBeenCalledWith({
      text: 'Goodnight, moon.',
      lang: 'pt-PT',
      rate: 0.9,
      pitch: 1,
      volume: 1,
      category: 'playback',
      queueStrategy: 0,
    });
    expect(onEnd).not.toHaveBeenCalled();
    tts.readings[0]?.finish();
    await vi.waitFor(() => expect(onEnd).toHaveBeenCalledOnce());
  });

  it('keeps a locale that already names its region', async () => {
    const { createNativeSpeech } = await import('./speech.ts');
    createNativeSpeech().speak('Hallo', 'nl-BE', { onEnd: () => undefined });
    expect(tts.readings[0]?.options.lang).toBe('nl-BE');
  });

  it('ends a reading that fails, so the button does not stay on reading', async () => {
    const { createNativeSpeech } = await import('./speech.ts');
    const onEnd = vi.fn();
    createNativeSpeech().speak('Hi', 'en', { onEnd: onEnd });
    tts.readings[0]?.fail(new Error('no voice'));
    await vi.waitFor(() => expect(onEnd).toHaveBeenCalledOnce());
  });

  it('stops the voice, and a replaced or stopped reading never reports the end of the next one', async () => {
    const { createNativeSpeech } = await import('./speech.ts');
    const speech = createNativeSpeech();
    const first = vi.fn();
    const second = vi.fn();
    speech.speak('Scene one', 'en', { onEnd: first });
    speech.speak('Scene two', 'en', { onEnd: second });
    tts.readings[0]?.finish();
    speech.stop();
    expect(tts.stop).toHaveBeenCalledOnce();
    tts.readings[1]?.finish();
    await Promise.resolve();
    await Promise.resolve();
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
  });
});

describe('speech.ts inside the native wrapper', () => {
  it('uses the plugin behind canSpeak, speak and stopSpeaking', async () => {
    vi.resetModules();
    vi.stubGlobal('Capacitor', { isNativePlatform: () => true });
    const { canSpeak, speak, stopSpeaking } = await import('../speech.ts');
    expect(canSpeak()).toBe(true);
    speak('Sleep tight', 'zh', { onEnd: () => undefined });
    await vi.waitFor(() => expect(tts.speak).toHaveBeenCalledOnce());
    expect(tts.readings[0]?.options).toMatchObject({ text: 'Sleep tight', lang: 'zh-CN', category: 'playback' });
    stopSpeaking();
    await vi.waitFor(() => expect(tts.stop).toHaveBeenCalledOnce());
  });

  it('keeps the browser voice on the web', async () => {
    vi.resetModules();
    const cancel = vi.fn();
    const spoken: { text: string; lang: string; rate: number }[] = [];
    vi.stubGlobal('speechSynthesis', {
      cancel,
      speak: (utterance: { text: string; lang: string; rate: number }) => spoken.push(utterance),
    });
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        lang = '';
        rate = 0;
        text: string;
        constructor(text: string) {
          this.text = text;
        }
      },
    );
    const { canSpeak, speak } = await import('../speech.ts');
    expect(canSpeak()).toBe(true);
    speak('Good night', 'de', { onEnd: () => undefined });
    expect(cancel).toHaveBeenCalledOnce();
    expect(spoken).toMatchObject([{ text: 'Good night', lang: 'de-DE', rate: 0.9 }]);
    expect(tts.speak).not.toHaveBeenCalled();
  });
});
