import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../../../../../tests/setup/english-i18n.ts';
import { RequireAuth } from './require-auth.tsx';

const i18n = englishI18n();
afterEach(() => {
  vi.unstubAllGlobals();
});

function LoginPage() {
  const from = (useLocation().state as { from?: string } | null)?.from;
  return <p>sign in, then back to {from}</p>;
}

function renderProtected(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route element={<RequireAuth />}>
              <Route path="/portfolio" element={<p>the portfolio</p>} />
            </Route>
            <Route path="/login" element={<LoginPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** The session check answers only when the test says so. */
function holdSessionCheck() {
  let answer: (session: unknown) => void = () => undefined;
  const answered = new Promise<unknown>((resolve) => {
    answer = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(await answered)),
  );
  return answer;
}

describe('a protected route', () => {
  it('shows a spinner while the session is checked, then the page for a signed-in parent', async () => {
    const answer = holdSessionCheck();
    renderProtected('/portfolio');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('the portfolio')).not.toBeInTheDocument();
    expect(screen.queryByText(/sign in/)).not.toBeInTheDocument();
    answer({
      user: { id: 'u1', email: 'parent@example.org', name: 'Parent', emailVerified: true },
      session: { id: 's1', expiresAt: '2099-01-01T00:00:00.000Z' },
    });
    expect(await screen.findByText('the portfolio')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a spinner, then sends a signed-out visitor to /login remembering where they were', async () => {
    const answer = holdSessionCheck();
    renderProtected('/portfolio?sort=new');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    answer(null);
    expect(await screen.findByText('sign in, then back to /portfolio?sort=new')).toBeInTheDocument();
  });
});
