import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../../../../../tests/setup/english-i18n.ts';
import { storyOf, storySummary } from '../../../../../tests/setup/story-fixtures.ts';
import type { Story, StorySummary } from '../../../../shared/stories.ts';
import { ApiError } from '../../../platform/http.ts';
import { PortfolioPage } from './portfolio-page.tsx';
import { PortfolioStoryPage } from './portfolio-story-page.tsx';

// What the portfolio and story queries answer, set by each test.
let stories: { data?: StorySummary[]; isPending: boolean; isError: boolean } = { isPending: true, isError: false };
let deleteAnswer: () => Promise<null> = async () => null;
const story: Story = storyOf('story-1');
vi.mock('../api/stories.ts', () => ({
  useStories: () => stories,
  useStory: () => ({ isPending: false, data: story }),
  useDeleteStory: () => useMutation({ mutationFn: () => deleteAnswer() }),
  useRegenerateScene: () => ({ isPending: false, isError: false, mutate: () => undefined }),
  requestNarration: () => Promise.reject(new Error('none')),
}));

const i18n = englishI18n();
beforeEach(() => {
  stories = { isPending: true, isError: false };
  deleteAnswer = async () => null;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{}', { status: 200 }));
});
afterEach(() => {
  // Back online for the next test (the query library also pauses mutations while the window says offline).
  window.dispatchEvent(new Event('online'));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAt(path: string, page: ReactNode) {
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/portfolio" element={page} />
            <Route path="/portfolio/:storyId" element={page} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

async function goOffline() {
  await act(async () => {
    await Promise.resolve();
  });
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

describe('the portfolio', () => {
  it('says the stories failed to load and reloads the page on Retry', () => {
    stories = { isPending: false, isError: true };
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderAt('/portfolio', <PortfolioPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load stories. Please try again later.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalled();
  });

  it('disables the create-story button of the empty portfolio while offline', async () => {
    stories = { isPending: false, isError: false, data: [] };
    renderAt('/portfolio', <PortfolioPage />);
    expect(screen.getByRole('link', { name: 'Create a story' })).toHaveAttribute('href', '/');
    await goOffline();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create a story' })).toBeDisabled());
    expect(screen.queryByRole('link', { name: 'Create a story' })).not.toBeInTheDocument();
    expect(screen.getByText('Offline mode')).toBeInTheDocument();
  });

  it('shows the story’s language flag on its card, named for screen readers', () => {
    stories = { isPending: false, isError: false, data: [{ ...storySummary('nl-story'), language: 'nl' }] };
    renderAt('/portfolio', <PortfolioPage />);
    const flag = screen.getByRole('img', { name: 'Nederlands' });
    // Drawn, not an emoji: red, white and blue bands.
    expect(flag.tagName.toLowerCase()).toBe('svg');
    expect([...flag.querySelectorAll('rect')].map((band) => band.getAttribute('fill'))).toEqual([
      '#AE1C28',
      '#FFFFFF',
      '#21468B',
    ]);
  });

  it('shows the scene placeholder when a card’s thumbnail cannot load', () => {
    stories = { isPending: false, isError: false, data: [storySummary('broken')] };
    const { container } = renderAt('/portfolio', <PortfolioPage />);
    const thumbnail = container.querySelector('img') as HTMLImageElement;
    fireEvent.error(thumbnail);
    expect(thumbnail).toHaveAttribute('src', '/placeholders/scene-placeholder.svg');
  });
});

describe('deleting a story', () => {
  it('says so when the story could not be deleted, and keeps the dialog open', async () => {
    deleteAnswer = () => Promise.reject(new ApiError('internal', 500, 'boom'));
    renderAt('/portfolio/story-1', <PortfolioStoryPage />);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete this story' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByText('The story could not be deleted. Please try again.')).toHaveAttribute('role', 'alert'),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
