import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../../../../../tests/setup/english-i18n.ts';
import { updateSelection } from '../../../platform/selection-store.ts';
import type { ActivityMode } from '../activity-mode.ts';
import { BottomBar } from './bottom-bar.tsx';

const i18n = englishI18n();
afterEach(() => {
  vi.restoreAllMocks();
});

function StoryRoute() {
  const location = useLocation();
  return <p>story page {JSON.stringify(location.state)}</p>;
}

/** The bar on `/`, with `/story` showing the state it was sent with. */
function renderBar(mode: ActivityMode) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <BottomBar action="generate" mode={mode} /> },
      { path: '/story', element: <StoryRoute /> },
    ],
    { initialEntries: ['/'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

type Sent = { path: string; body: unknown };

/** Answers the API like the server; the job request gets `jobs`. */
function serveApi(jobs: () => Response | Promise<Response>): Sent[] {
  const sent: Sent[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    sent.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (path === '/api/stories/jobs') return jobs();
    if (path === '/api/me/settings') return Response.json({ isPremium: false });
    return Response.json({}, { status: 201 });
  });
  return sent;
}

const chooseEverything = () =>
  updateSelection(() => ({
    characterId: 'character-owl',
    activityIds: ['activity-zoo'],
    customDescription: 'We fed the ducks',
    customActivities: ['', '', ''],
    childIds: [],
    moments: { with: [], friends: [] },
  }));

describe('the Generate button', () => {
  it('in reflection mode with only carousel activities picked, says a typed activity is missing and starts nothing', () => {
    const sent = serveApi(() => Response.json({ jobId: 'job-1' }, { status: 201 }));
    chooseEverything();
    renderBar('reflection');
    const generate = screen.getByRole('button', { name: 'Generate' });
    expect(generate).toHaveAttribute('aria-disabled', 'true');
    expect(generate).toHaveAccessibleDescription('Type at least one thing your child did today.');
    fireEvent.click(generate);
    expect(sent.some((request) => request.path === '/api/stories/jobs')).toBe(false);
  });

  it('with no character chosen, says so and shows the character row when pressed', () => {
    const sent = serveApi(() => Response.json({ jobId: 'job-1' }, { status: 201 }));
    updateSelection(() => ({
      characterId: null,
      activityIds: ['activity-zoo'],
      customDescription: '',
      customActivities: [],
      childIds: [],
      moments: { with: [], friends: [] },
    }));
    const row = document.createElement('section');
    row.id = 'character-step';
    const heading = document.createElement('h2');
    heading.textContent = 'Select character';
    row.append(heading);
    const scrolled = vi.fn();
    row.scrollIntoView = scrolled;
    document.body.append(row);
    renderBar('carousel');
    const generate = screen.getByRole('button', { name: 'Generate' });
    expect(generate).toHaveAccessibleDescription('Choose a character first.');
    fireEvent.click(generate);
    expect(scrolled).toHaveBeenCalled();
    expect(document.activeElement).toBe(row.querySelector('h2'));
    expect(sent.some((request) => request.path === '/api/stories/jobs')).toBe(false);
    row.remove();
  });

  it('sends the picked activities and the description in carousel mode', async () => {
    const sent = serveApi(() => Response.json({ jobId: 'job-1' }, { status: 201 }));
    chooseEverything();
    renderBar('carousel');
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(/story page/)).toHaveTextContent('"jobId":"job-1"');
    expect(sent.find((request) => request.path === '/api/stories/jobs')?.body).toMatchObject({
      characterId: 'character-owl',
      activityIds: ['activity-zoo'],
      customDescription: 'We fed the ducks',
      customActivities: [],
    });
  });

  it('sends the typed rows in reflection mode', async () => {
    const sent = serveApi(() => Response.json({ jobId: 'job-2' }, { status: 201 }));
    updateSelection(() => ({
      characterId: 'character-owl',
      activityIds: ['activity-zoo'],
      customDescription: 'ignored here',
      customActivities: [' Swings ', ''],
      childIds: [],
      moments: { with: [], friends: [] },
    }));
    renderBar('reflection');
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByText(/story page/);
    const body = sent.find((request) => request.path === '/api/stories/jobs')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ activityIds: [], customActivities: ['Swings'] });
    expect(body.customDescription).toBeUndefined();
  });

  it('opens the story page with the API error code when the start is refused, keeping the selection', async () => {
    serveApi(() => Response.json({ error: { code: 'dailyLimitReached', message: 'limit' } }, { status: 429 }));
    chooseEverything();
    renderBar('carousel');
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(/story page/)).toHaveTextContent('{"startError":"dailyLimitReached"}');
    expect(JSON.parse(localStorage.getItem('storySelection') ?? '{}')).toMatchObject({
      characterId: 'character-owl',
      activityIds: ['activity-zoo'],
    });
  });

  it('opens the story page with networkError when the server cannot be reached', async () => {
    serveApi(() => {
      throw new TypeError('Failed to fetch');
    });
    chooseEverything();
    renderBar('carousel');
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(/story page/)).toHaveTextContent('{"startError":"networkError"}');
  });

  it('sends the same key again after Back from a start that got no answer, and a new one after a story started', async () => {
    let answer = (): Response => {
      throw new TypeError('Failed to fetch');
    };
    const sent = serveApi(() => answer());
    chooseEverything();
    const keys = () =>
      sent
        .filter((request) => request.path === '/api/stories/jobs')
        .map((request) => (request.body as { idempotencyKey: string }).idempotencyKey);
    renderBar('carousel');
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByText(/story page/);
    // Back to the creation page: the bar is made afresh.
    cleanup();
    answer = () => Response.json({ jobId: 'job-1' }, { status: 201 });
    renderBar('carousel');
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(/story page/)).toHaveTextContent('{"jobId":"job-1"}');
    cleanup();
    renderBar('carousel');
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByText(/story page/);
    const [first, second, third] = keys();
    expect(second).toBe(first);
    expect(third).not.toBe(first);
  });
});
