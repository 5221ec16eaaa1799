import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../../../../../tests/setup/english-i18n.ts';
import { clearSelection, updateSelection } from '../../../platform/selection-store.ts';
import { ActivityStep } from './activity-step.tsx';

const i18n = englishI18n();
const UNCLEAR = 'We couldn’t tell which words to change.';

/** The check's answer to `POST /api/stories/check-words`, or a failure. */
let checkAnswer: () => Response;
beforeEach(() => {
  clearSelection();
  updateSelection((current) => ({ ...current, customActivities: ['We fed the ducks', 'We baked bread', ''] }));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.endsWith('/api/stories/check-words')) return checkAnswer();
    // The recently typed activities: none.
    return Response.json([], { status: 200 });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  clearSelection();
});

/** The activity step as the parent reaches it after a story was refused for its words. */
function renderAfterRefusal() {
  const router = createMemoryRouter([{ path: '/activities', element: <ActivityStep mode="reflection" /> }], {
    initialEntries: [{ pathname: '/activities', state: { changeWords: true } }],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('changing the words after a refusal', () => {
  it('marks the row the check flags and names its words to change, with no general message', async () => {
    checkAnswer = () => Response.json({ toChange: [2], words: [[], [], ['bread', 'Knife']] }, { status: 200 });
    renderAfterRefusal();
    const row = screen.getByRole('textbox', { name: 'Activity 2' });
    await waitFor(() => expect(row).toHaveAttribute('aria-invalid', 'true'));
    expect(row).toHaveAccessibleDescription('Please change “bread” and “Knife”: let’s keep tonight’s story gentle.');
    expect(screen.getByRole('textbox', { name: 'Activity 1' })).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(UNCLEAR, { exact: false })).not.toBeInTheDocument();
  });

  it('marks the row with the general words when the check names none in it', async () => {
    checkAnswer = () => Response.json({ toChange: [2], words: [[], [], []] }, { status: 200 });
    renderAfterRefusal();
    const row = screen.getByRole('textbox', { name: 'Activity 2' });
    await waitFor(() => expect(row).toHaveAttribute('aria-invalid', 'true'));
    expect(row).toHaveAccessibleDescription('Please change this one: let’s keep tonight’s story gentle.');
  });

  it('says it could not tell which words when the check flags none, until the parent changes something', async () => {
    checkAnswer = () => Response.json({ toChange: [], words: [[], [], []] }, { status: 200 });
    renderAfterRefusal();
    expect(await screen.findByRole('alert')).toHaveTextContent(UNCLEAR);
    expect(screen.queryByRole('textbox', { name: 'Activity 1' })).not.toHaveAttribute('aria-invalid');
    fireEvent.change(screen.getByRole('textbox', { name: 'Activity 1' }), { target: { value: 'We sang a song' } });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('says so too when the check cannot be asked', async () => {
    checkAnswer = () => Response.json({ error: { code: 'internal' } }, { status: 500 });
    renderAfterRefusal();
    expect(await screen.findByRole('alert')).toHaveTextContent(UNCLEAR);
  });
});
