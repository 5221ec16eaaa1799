import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../../../../../tests/setup/english-i18n.ts';
import { storyOf } from '../../../../../tests/setup/story-fixtures.ts';
import { PrintBookPage } from './print-book-page.tsx';

// Whether the page runs inside the native wrapper, set by each test.
const platform = vi.hoisted(() => ({ native: false }));
vi.mock('../../../platform/native.ts', () => ({ isNativePlatform: () => platform.native }));
vi.mock('../api/stories.ts', () => ({ useStory: () => ({ isPending: false, data: storyOf('story-1') }) }));

const i18n = englishI18n();
afterEach(() => {
  platform.native = false;
});

function openPrintAddress() {
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/portfolio/story-1/print']}>
          <Routes>
            <Route path="/portfolio/:storyId" element={<p>The story's viewer</p>} />
            <Route path="/portfolio/:storyId/print" element={<PrintBookPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('the printable book’s address', () => {
  it('shows the book with its print button in a browser', () => {
    openPrintAddress();
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeInTheDocument();
    expect(screen.queryByText("The story's viewer")).not.toBeInTheDocument();
  });

  it('opens the story’s viewer in the native app, which has no print window', () => {
    platform.native = true;
    openPrintAddress();
    expect(screen.getByText("The story's viewer")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print or save as PDF' })).not.toBeInTheDocument();
  });
});
