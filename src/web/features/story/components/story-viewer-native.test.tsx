import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../../../../../tests/setup/english-i18n.ts';
import { StoryViewer } from './story-viewer.tsx';

/** The native text-to-speech plugin, as the app sees it through Capacitor's bridge: the test decides its answers. */
const plugin = vi.hoisted(() => ({
  speak: vi.fn<(options: { text: string; lang: string }) => Promise<void>>(),
  stop: vi.fn(async () => undefined),
  isLanguageSupported: vi.fn<(options: { lang: string }) => Promise<{ supported: boolean }>>(),
  addListener: vi.fn(async () => ({ remove: async () => undefined })),
}));
vi.mock('@capacitor-community/text-to-speech', () => ({
  TextToSpeech: plugin,
  QueueStrategy: { Flush: 0, Add: 1 },
}));
// Inside the native wrapper; the network is there (its plugin is not what this file is about).
vi.mock('../../../platform/native.ts', () => ({ isNativePlatform: () => true }));
vi.mock('../../../platform/network.ts', () => ({ useIsOnline: () => true }));

const i18n = englishI18n();

const scenes = Array.from({ length: 3 }, (_, index) => ({
  number: index + 1,
  text: `Scene ${index + 1} is calm and quiet. The stars come out.`,
  imageUrl: `/media/s/${index + 1}.webp`,
}));

/** A rejection as Capacitor's bridge gives it: an error with the plugin's message and, for `unavailable`, a code. */
const pluginError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

beforeEach(() => {
  plugin.speak.mockReset();
  plugin.isLanguageSupported.mockReset();
  plugin.isLanguageSupported.mockResolvedValue({ supported: true });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.endsWith('/api/speech')) return Response.json({ useDeviceVoice: true }, { status: 200 });
    return new Response('{}', { status: 200 });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

function renderViewer(language = 'en') {
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <StoryViewer title="Owl" language={language} scenes={scenes} storyId="story-1" />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('read to me in the native app', () => {
  it('asks the device for a voice in the story’s language and tells the parent when it has none', async () => {
    plugin.isLanguageSupported.mockResolvedValue({ supported: false });
    renderViewer('nl');
    fireEvent.click(screen.getByRole('button', { name: 'Read to me' }));
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      "This device has no voice for this story's language.",
    );
    expect(plugin.isLanguageSupported).toHaveBeenCalledWith({ lang: 'nl-NL' });
    expect(plugin.speak).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Read to me' })).toBeInTheDocument();
  });

  it('tells the parent when the engine is missing', async () => {
    plugin.isLanguageSupported.mockRejectedValue(
      pluginError('Not yet initialized or not available on this device.', 'UNAVAILABLE'),
    );
    renderViewer();
    fireEvent.click(screen.getByRole('button', { name: 'Read to me' }));
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'This device has no voice to read aloud.',
    );
    expect(plugin.speak).not.toHaveBeenCalled();
  });

  it('stops on the first page with a word to the parent when the voice fails on every sentence', async () => {
    plugin.speak.mockRejectedValue(pluginError('Failed to read text.'));
    renderViewer();
    fireEvent.click(screen.getByRole('button', { name: 'Read to me' }));
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      "The voice couldn't read this page, so the reading stopped here.",
    );
    expect(plugin.speak).toHaveBeenCalledTimes(2);
    // No page turns in silence after it.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 1200)));
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    expect(plugin.speak).toHaveBeenCalledTimes(2);
  });

  it('stops at once when the engine says the language is not supported while reading', async () => {
    plugin.speak.mockRejectedValue(pluginError('This language is not supported.'));
    renderViewer();
    fireEvent.click(screen.getByRole('button', { name: 'Read to me' }));
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      "This device has no voice for this story's language.",
    );
    await waitFor(() => expect(plugin.speak).toHaveBeenCalledTimes(1));
  });

  it('reads the page with the device voice when it has one', async () => {
    plugin.speak.mockResolvedValue(undefined);
    renderViewer();
    fireEvent.click(screen.getByRole('button', { name: 'Read to me' }));
    await waitFor(() => expect(plugin.speak).toHaveBeenCalledTimes(2));
    expect(plugin.speak.mock.calls[0]?.[0]).toMatchObject({ text: 'Scene 1 is calm and quiet.', lang: 'en-US' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
