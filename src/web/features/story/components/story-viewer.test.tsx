import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
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

let device = { spoken: [] as string[], cancels: 0 };
/** The server's answers to `POST /api/speech`, held until the test lets them through. */
let answerSpeech: Array<(response: Response) => void> = [];
let regenerate: Array<(response: Response) => void> = [];
beforeEach(() => {
  answerSpeech = [];
  regenerate = [];
  device = stubDeviceSpeech();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.endsWith('/api/speech')) return new Promise((resolve) => answerSpeech.push(resolve));
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
        <StoryViewer title="Owl" language="en" scenes={scenes} storyId="story-1" {...props} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const deviceVoice = () => Response.json({ useDeviceVoice: true }, { status: 200 });

describe('reading aloud', () => {
  it('does not start the old scene’s reading when the scene changed while the server answered', async () => {
    renderViewer();
    fireEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next scene' }));
    await act(async () => answerSpeech[0]?.(deviceVoice()));
    expect(device.spoken).toEqual([]);
    expect(screen.getByRole('button', { name: 'Read aloud' })).toBeInTheDocument();
  });

  it('does not start when Stop was pressed while the server answered', async () => {
    renderViewer();
    fireEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stop reading' }));
    await act(async () => answerSpeech[0]?.(deviceVoice()));
    expect(device.spoken).toEqual([]);
  });

  it('reads the scene’s own text with the device voice when the server has no audio', async () => {
    renderViewer();
    fireEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    await act(async () => answerSpeech[0]?.(deviceVoice()));
    expect(device.spoken).toEqual([scenes[0]?.text]);
  });
});

describe('the viewer', () => {
  it('disables the redraw button while its scene is being redrawn', async () => {
    renderViewer({ canRegenerate: true, regenerationsLeft: 2 });
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
