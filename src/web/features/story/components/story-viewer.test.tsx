import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubDeviceSpeech } from '../../../../../tests/setup/device-speech.ts';
import { englishI18n } from '../../../../../tests/setup/english-i18n.ts';
import { StoryViewer } from './story-viewer.tsx';

const i18n = englishI18n();

const scenes = Array.from({ length: 7 }, (_, index) => ({
  number: index + 1,
  text: `Scene ${index + 1} is calm and quiet. The stars come out. Goodnight.`,
  imageUrl: `/media/s/${index + 1}.webp`,
}));

let device: ReturnType<typeof stubDeviceSpeech>;
/** The server's answers to `POST /api/speech`, held until the test lets them through. */
let answerSpeech: Array<(response: Response) => void> = [];
let regenerate: Array<(response: Response) => void> = [];
/** Whether the server's narration answers wait for the test (otherwise: at once, "use the device's voice"). */
let holdSpeech = false;
beforeEach(() => {
  answerSpeech = [];
  holdSpeech = false;
  regenerate = [];
  localStorage.clear();
  device = stubDeviceSpeech();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.endsWith('/api/speech')) {
      return holdSpeech ? new Promise((resolve) => answerSpeech.push(resolve)) : deviceVoice();
    }
    if (url.includes('/regenerate')) return new Promise((resolve) => regenerate.push(resolve));
    return new Response('{}', { status: 200 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderViewer(props: Partial<Parameters<typeof StoryViewer>[0]> = {}) {
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <StoryViewer title="Owl" language="en" scenes={scenes} storyId="story-1" {...props} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const deviceVoice = () => Response.json({ useDeviceVoice: true }, { status: 200 });
/** Lets every waiting server answer for narration through: the device's voice reads. */
const answerAllWithDeviceVoice = async () => {
  await act(async () => {
    for (const answer of answerSpeech.splice(0)) answer(deviceVoice());
  });
};
/** The voice reads to the end of what it was given; waits for the next sentence to start. */
async function finishSentence() {
  const before = device.spoken.length;
  await act(async () => device.finish());
  await answerAllWithDeviceVoice();
  return before;
}

describe('read to me', () => {
  it('reads sentence after sentence and page after page, turning each page itself', async () => {
    renderViewer({ scenes: scenes.slice(0, 2) });
    fireEvent.click(screen.getByRole('button', { name: 'Read to me' }));
    await answerAllWithDeviceVoice();
    await waitFor(() => expect(device.spoken).toEqual(['Scene 1 is calm and quiet.']));
    expect(device.utterances[0]?.rate).toBe(0.9);
    await finishSentence();
    await waitFor(() => expect(device.spoken).toHaveLength(2));
    await finishSentence();
    await waitFor(() => expect(device.spoken).toHaveLength(3));
    expect(device.spoken[2]).toBe('Goodnight.');
    await finishSentence();
    // The page turns by itself, after a short rest.
    await waitFor(() => expect(screen.getByText('2 / 2')).toBeInTheDocument(), { timeout: 3000 });
    await answerAllWithDeviceVoice();
    await waitFor(() => expect(device.spoken.at(-1)).toBe('Scene 2 is calm and quiet.'));
  });

  it('lights the sentence being read and the word the voice says', async () => {
    const { container } = renderViewer();
    fireEvent.click(screen.getByRole('button', { name: 'Read to me' }));
    await answerAllWithDeviceVoice();
    await waitFor(() =>
      expect(container.querySelector('[data-reading="sentence"]')).toHaveTextContent('Scene 1 is calm and quiet.'),
    );
    await act(async () => device.word(8, 2));
    expect(container.querySelector('[data-reading="word"]')).toHaveTextContent('is');
    await finishSentence();
    await waitFor(() =>
      expect(container.querySelector('[data-reading="sentence"]')).toHaveTextContent('The stars come out.'),
    );
  });

  it('pauses, and resumes at the sentence it was reading', async () => {
    renderViewer();
    fireEvent.click(screen.getByRole('button', { name: 'Read to me' }));
    await answerAllWithDeviceVoice();
    await waitFor(() => expect(device.spoken).toHaveLength(1));
    await finishSentence();
    await waitFor(() => expect(device.spoken).toEqual(['Scene 1 is calm and quiet.', 'The stars come out.']));
    const cancels = device.cancels;
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(device.cancels).toBeGreaterThan(cancels);
    // The cancelled sentence reports an interruption, which is not an end: nothing more is read.
    await act(async () => device.fail('interrupted'));
    expect(device.spoken).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Go on reading' }));
    await waitFor(() => expect(device.spoken.at(-1)).toBe('The stars come out.'));
    expect(device.spoken).toHaveLength(3);
  });

  it('does not start when paused while the server answered', async () => {
    holdSpeech = true;
    renderViewer();
    fireEvent.click(screen.getByRole('button', { name: 'Read to me' }));
    await waitFor(() => expect(answerSpeech).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await answerAllWithDeviceVoice();
    expect(device.spoken).toEqual([]);
    expect(screen.getByRole('button', { name: 'Go on reading' })).toBeInTheDocument();
  });

  it('follows a page turned by hand', async () => {
    renderViewer();
    fireEvent.click(screen.getByRole('button', { name: 'Read to me' }));
    await answerAllWithDeviceVoice();
    await waitFor(() => expect(device.spoken).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Go to scene 4' }));
    await answerAllWithDeviceVoice();
    await waitFor(() => expect(device.spoken.at(-1)).toBe('Scene 4 is calm and quiet.'));
  });

  it('tells the parent when the device has no voice', async () => {
    device = stubDeviceSpeech({ voices: 0 });
    renderViewer();
    fireEvent.click(screen.getByRole('button', { name: 'Read to me' }));
    await answerAllWithDeviceVoice();
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'This device has no voice to read aloud.',
    );
    expect(device.spoken).toEqual([]);
    expect(screen.getByRole('button', { name: 'Read to me' })).toBeInTheDocument();
  });

  it('tells the parent when the device has no voice for the story’s language, and turns no page', async () => {
    renderViewer();
    fireEvent.click(screen.getByRole('button', { name: 'Read to me' }));
    await answerAllWithDeviceVoice();
    await waitFor(() => expect(device.spoken).toHaveLength(1));
    await act(async () => device.fail('language-unavailable'));
    expect(await screen.findByRole('alert')).toHaveTextContent("This device has no voice for this story's language.");
    expect(device.spoken).toHaveLength(1);
    expect(screen.getByText('1 / 7')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read to me' })).toBeInTheDocument();
  });

  it('stops with a word to the parent when the voice fails on every sentence of a page, instead of paging in silence', async () => {
    renderViewer();
    fireEvent.click(screen.getByRole('button', { name: 'Read to me' }));
    await answerAllWithDeviceVoice();
    for (let sentence = 1; sentence <= 3; sentence += 1) {
      await waitFor(() => expect(device.spoken).toHaveLength(sentence));
      await act(async () => device.fail('synthesis-failed'));
    }
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The voice couldn't read this page, so the reading stopped here. Tap “Read to me” to try again",
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 1200)));
    expect(screen.getByText('1 / 7')).toBeInTheDocument();
    expect(device.spoken).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Read to me' })).toBeInTheDocument();
  });

  it('skips a single sentence the voice fails on and reads on', async () => {
    renderViewer();
    fireEvent.click(screen.getByRole('button', { name: 'Read to me' }));
    await answerAllWithDeviceVoice();
    await waitFor(() => expect(device.spoken).toHaveLength(1));
    await act(async () => device.fail('synthesis-failed'));
    await waitFor(() => expect(device.spoken.at(-1)).toBe('The stars come out.'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the screen awake while reading, and lets it sleep again on pause', async () => {
    const release = vi.fn(async () => undefined);
    const request = vi.fn(async (_type: string) => ({ release }));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    try {
      renderViewer();
      fireEvent.click(screen.getByRole('button', { name: 'Read to me' }));
      await waitFor(() => expect(request).toHaveBeenCalledWith('screen'));
      expect(release).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
      await waitFor(() => expect(release).toHaveBeenCalledTimes(1));
      fireEvent.click(screen.getByRole('button', { name: 'Go on reading' }));
      await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    } finally {
      Reflect.deleteProperty(navigator, 'wakeLock');
    }
  });

  it('reads as before where the browser has no wake lock, or refuses one', async () => {
    const request = vi.fn(async () => Promise.reject(new Error('NotAllowedError')));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    try {
      renderViewer();
      fireEvent.click(screen.getByRole('button', { name: 'Read to me' }));
      await answerAllWithDeviceVoice();
      await waitFor(() => expect(device.spoken).toEqual(['Scene 1 is calm and quiet.']));
      expect(request).toHaveBeenCalled();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'wakeLock');
    }
  });

  it('dims the screen when the story has been read to the end, with the sleep option on', async () => {
    localStorage.setItem('sleepAfterStory', 'true');
    renderViewer({ scenes: [{ number: 1, text: 'Goodnight, owl.', imageUrl: '/media/s/1.webp' }] });
    fireEvent.click(screen.getByRole('button', { name: 'Read to me' }));
    await answerAllWithDeviceVoice();
    await waitFor(() => expect(device.spoken).toEqual(['Goodnight, owl.']));
    await finishSentence();
    const sleep = await screen.findByRole('button', { name: 'Good night. Tap to wake the screen' });
    fireEvent.click(sleep);
    expect(screen.queryByTestId('sleep-overlay')).not.toBeInTheDocument();
  });
});

describe('read to me with a stored server narration', () => {
  /** A stand-in for the page's audio element: the test moves its clock and ends it. */
  class FakeAudio {
    static last: FakeAudio | undefined;
    src = '';
    currentTime = 0;
    duration = 12;
    onloadedmetadata: (() => void) | null = null;
    ontimeupdate: (() => void) | null = null;
    onended: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor() {
      FakeAudio.last = this;
    }
    play() {
      queueMicrotask(() => this.onloadedmetadata?.());
      return Promise.resolve();
    }
    pause() {}
  }

  it('lights each sentence at its time in the audio, then turns the page when the audio ends', async () => {
    vi.stubGlobal('Audio', FakeAudio);
    vi.mocked(globalThis.fetch).mockImplementation(async () =>
      Response.json({ useDeviceVoice: false, audioUrl: '/media/a/1.mp3' }),
    );
    const { container } = renderViewer({ scenes: scenes.slice(0, 2) });
    fireEvent.click(screen.getByRole('button', { name: 'Read to me' }));
    await waitFor(() => expect(FakeAudio.last?.src).toContain('/media/a/1.mp3'));
    const lit = () => container.querySelector('[data-reading="sentence"]')?.textContent;
    await waitFor(() => expect(lit()).toBe('Scene 1 is calm and quiet.'));
    // Twelve seconds shared by the sentences' lengths: the second is heard a little after the middle.
    await act(async () => {
      const audio = FakeAudio.last as FakeAudio;
      audio.currentTime = 7;
      audio.ontimeupdate?.();
    });
    expect(lit()).toBe('The stars come out.');
    await act(async () => {
      const audio = FakeAudio.last as FakeAudio;
      audio.currentTime = 11.5;
      audio.ontimeupdate?.();
    });
    expect(lit()).toBe('Goodnight.');
    expect(device.spoken).toEqual([]);
    await act(async () => FakeAudio.last?.onended?.());
    await waitFor(() => expect(screen.getByText('2 / 2')).toBeInTheDocument(), { timeout: 3000 });
  });

  /** Moves the audio's clock and returns the sentence lit then. */
  const litAt = async (container: HTMLElement, seconds: number) => {
    await act(async () => {
      const audio = FakeAudio.last as FakeAudio;
      audio.currentTime = seconds;
      audio.ontimeupdate?.();
    });
    return container.querySelector('[data-reading="sentence"]')?.textContent;
  };

  it('follows the sentence times the server measured in its narration, not an estimate', async () => {
    vi.stubGlobal('Audio', FakeAudio);
    // A slow first sentence: shared out by length, the second would be lit from 5.3 s and the third from 9.4 s.
    const sentences = [
      { start: 0, end: 8 },
      { start: 8.35, end: 10.5 },
      { start: 10.85, end: 12 },
    ];
    vi.mocked(globalThis.fetch).mockImplementation(async () =>
      Response.json({ useDeviceVoice: false, audioUrl: '/media/a/1.wav', sentences }),
    );
    const { container } = renderViewer({ scenes: scenes.slice(0, 2) });
    fireEvent.click(screen.getByRole('button', { name: 'Read to me' }));
    await waitFor(() => expect(FakeAudio.last?.src).toContain('/media/a/1.wav'));
    await act(async () => FakeAudio.last?.onloadedmetadata?.());
    expect(await litAt(container, 7)).toBe('Scene 1 is calm and quiet.');
    // The rest after a sentence keeps it lit until the next one starts.
    expect(await litAt(container, 8.2)).toBe('Scene 1 is calm and quiet.');
    expect(await litAt(container, 9.5)).toBe('The stars come out.');
    expect(await litAt(container, 11)).toBe('Goodnight.');
  });

  it('estimates the times when the stored ones do not match the page’s sentences', async () => {
    vi.stubGlobal('Audio', FakeAudio);
    vi.mocked(globalThis.fetch).mockImplementation(async () =>
      Response.json({ useDeviceVoice: false, audioUrl: '/media/a/1.wav', sentences: [{ start: 0, end: 12 }] }),
    );
    const { container } = renderViewer({ scenes: scenes.slice(0, 2) });
    fireEvent.click(screen.getByRole('button', { name: 'Read to me' }));
    await waitFor(() => expect(FakeAudio.last?.src).toContain('/media/a/1.wav'));
    await act(async () => FakeAudio.last?.onloadedmetadata?.());
    expect(await litAt(container, 7)).toBe('The stars come out.');
  });
});

describe('the viewer', () => {
  it('disables the redraw button while its scene is being redrawn', async () => {
    renderViewer({ canRegenerate: true, regenerationsLeft: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    const redraw = screen.getByRole('button', { name: 'New picture (2 left)' });
    expect(redraw).toBeEnabled();
    fireEvent.click(redraw);
    await waitFor(() => expect(redraw).toBeDisabled());
    expect(regenerate).toHaveLength(1);
    await act(async () =>
      regenerate[0]?.(
        Response.json({ imageUrl: '/media/n.webp', thumbnailUrl: '/media/n-t.webp', regenerationsLeft: 1 }),
      ),
    );
    await waitFor(() => expect(redraw).toBeEnabled());
  });

  it('shows the scene placeholder when a picture cannot load', () => {
    renderViewer();
    const picture = screen.getByRole('img', { name: 'Picture for scene 1' });
    fireEvent.error(picture);
    expect(picture).toHaveAttribute('src', '/placeholders/scene-placeholder.svg');
  });

  it('keeps a drag that ends outside the card by capturing the pointer', () => {
    renderViewer();
    const card = screen.getByRole('img', { name: 'Picture for scene 1' }).closest('div.touch-pan-y') as HTMLElement;
    const capture = vi.fn();
    card.setPointerCapture = capture;
    card.hasPointerCapture = () => false;
    fireEvent.pointerDown(card, { clientX: 300, pointerId: 7 });
    fireEvent.pointerMove(card, { clientX: 200, pointerId: 7 });
    expect(capture).toHaveBeenCalledWith(7);
    fireEvent.pointerUp(card, { clientX: 100, pointerId: 7 });
    expect(screen.getByText('2 / 7')).toBeInTheDocument();
  });
});
