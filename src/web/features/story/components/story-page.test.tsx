import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubDeviceSpeech } from '../../../../../tests/setup/device-speech.ts';
import { englishI18n } from '../../../../../tests/setup/english-i18n.ts';
import { storyOf } from '../../../../../tests/setup/story-fixtures.ts';
import type { JobProgress, Story } from '../../../../shared/stories.ts';
import type { Following } from '../api/follow-job.ts';
import { StoryPage } from './story-page.tsx';

// The page's two data sources, driven by each test: the job's event stream and the saved story.
let following: Following = { state: 'connecting' };
let saved: { data?: Story; isError: boolean } = { isError: false };
vi.mock('../api/follow-job.ts', () => ({ useFollowJob: () => following }));
vi.mock('../api/stories.ts', () => ({
  useStory: (id: string | undefined) => (id ? saved : { isError: false }),
  useRegenerateScene: () => ({ isPending: false, isError: false, mutate: () => undefined }),
  requestNarration: () => Promise.reject(new Error('no server voice')),
}));

const i18n = englishI18n();

const sceneText = (number: number) => `Scene ${number}: the owl hums a sleepy song. The moon is round. All is calm.`;

function progress(ready: number, status: JobProgress['status'] = 'running'): JobProgress {
  return {
    jobId: 'job-1',
    language: 'en',
    status,
    phase: status === 'complete' ? 'complete' : 'images',
    ...(status === 'complete' ? { storyId: 'story-1' } : {}),
    scenes: Array.from({ length: 7 }, (_, index) =>
      index < ready
        ? { number: index + 1, status: 'completed', text: sceneText(index + 1), imageUrl: `/media/s/${index + 1}.webp` }
        : { number: index + 1, status: 'generating' },
    ),
  };
}

const story: Story = storyOf('story-1', {
  title: 'Owl and the Round Moon',
  scenes: storyOf('story-1').scenes.map((scene) => ({ ...scene, text: sceneText(scene.number) })),
});

let device: ReturnType<typeof stubDeviceSpeech>;
beforeEach(() => {
  following = { state: 'connecting' };
  saved = { isError: false };
  device = stubDeviceSpeech();
  // The online check asks the server; it answers.
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{}', { status: 200 }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderStoryPage(state: unknown = { jobId: 'job-1' }) {
  const client = new QueryClient();
  // A fresh element each time, so a rerender runs the page again with the data the test changed.
  const view = () => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[{ pathname: '/story', state }]}>
          <Routes>
            <Route path="/story" element={<StoryPage />} />
            <Route path="/" element={<p>home</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>
  );
  const rendered = render(view());
  return { rerender: () => rendered.rerender(view()) };
}

describe('the story page', () => {
  it('stays on the scene being read, and keeps reading, when the story finishes', async () => {
    following = { state: 'progress', progress: progress(2) };
    const page = renderStoryPage();
    fireEvent.click(screen.getByRole('button', { name: 'Next scene' }));
    expect(screen.getByText('2 / 7')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Read to me' }));
    await waitFor(() => expect(device.spoken).toHaveLength(1));
    expect(sceneText(2).startsWith(device.spoken[0] ?? '-')).toBe(true);
    const cancelsWhileReading = device.cancels;

    // The job completes; the saved story is still loading: the scenes that arrived stay on screen.
    following = { state: 'progress', progress: progress(7, 'complete') };
    page.rerender();
    expect(screen.getByText('2 / 7')).toBeInTheDocument();
    // While it is read, the sentence being read is lit, so the words are split over several elements.
    expect(
      screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === sceneText(2)),
    ).toBeInTheDocument();
    expect(screen.getByText('Your story is ready!')).toBeInTheDocument();

    saved = { data: story, isError: false };
    page.rerender();
    expect(screen.getByRole('heading', { name: 'Owl and the Round Moon' })).toBeInTheDocument();
    expect(screen.getByText('2 / 7')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(device.cancels).toBe(cancelsWhileReading);
    expect(screen.getByRole('link', { name: 'My stories' })).toBeInTheDocument();
  });

  it('shows the offline view while the story is still being made', async () => {
    following = { state: 'progress', progress: progress(2) };
    renderStoryPage();
    await act(async () => {
      await Promise.resolve();
    });
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'You’re offline' })).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'View stories' })).toHaveAttribute('href', '/portfolio');
  });

  it('keeps a finished story on screen when the device goes offline', async () => {
    following = { state: 'progress', progress: progress(7, 'complete') };
    saved = { data: story, isError: false };
    renderStoryPage();
    await act(async () => {
      await Promise.resolve();
    });
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('heading', { name: 'You’re offline' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Owl and the Round Moon' })).toBeInTheDocument();
  });

  it('says the day’s stories are used up when the story could not start for the daily limit', () => {
    renderStoryPage({ startError: 'dailyLimitReached' });
    expect(screen.getByRole('alert')).toHaveTextContent('You have reached the maximum number of stories for today.');
    expect(screen.getByRole('link', { name: 'View stories' })).toHaveAttribute('href', '/portfolio');
  });

  it('says the story service cannot be reached when the server did not answer the start', () => {
    renderStoryPage({ startError: 'networkError' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Unable to connect to story generation service. Please check your internet connection and try again.',
    );
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'View stories' })).toBeInTheDocument();
  });

  it('shows the generic failure for any other start error', () => {
    renderStoryPage({ startError: 'internal' });
    expect(screen.getByRole('heading', { name: 'The story could not be finished' })).toBeInTheDocument();
  });

  it('offers the portfolio and a Start over that clears every selection when the pictures failed', () => {
    following = {
      state: 'progress',
      progress: { ...progress(0, 'failed'), error: { code: 'imageGenerationFailed', message: 'x' } },
    };
    localStorage.setItem('storySelection', JSON.stringify({ characterId: 'character-owl', activityIds: ['a'] }));
    sessionStorage.setItem('currentStoryJob', 'job-1');
    renderStoryPage();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to generate image after multiple attempts.');
    expect(screen.getByRole('link', { name: 'View stories' })).toHaveAttribute('href', '/portfolio');
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(localStorage.getItem('storySelection')).toBeNull();
    expect(sessionStorage.getItem('currentStoryJob')).toBeNull();
    expect(screen.getByText('home')).toBeInTheDocument();
  });

  it('shows the generic failure when the job failed for another reason', () => {
    following = { state: 'progress', progress: { ...progress(0, 'failed') } };
    renderStoryPage();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Story generation is currently unavailable. Please try again in a little while.',
    );
  });
});
