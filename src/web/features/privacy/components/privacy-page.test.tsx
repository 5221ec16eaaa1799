import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../../../../public/locales/en/common.json' with { type: 'json' };
import privacy from '../../../../../public/locales/en/privacy.json' with { type: 'json' };
import { englishI18n } from '../../../../../tests/setup/english-i18n.ts';
import { PrivacyPage } from './privacy-page.tsx';

const i18n = englishI18n({ resources: { en: { common, privacy } }, interpolation: { escapeValue: false } });
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <PrivacyPage />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const online = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ languages: ['en'], contactEmail: 'hello@stories.example.org' })),
  );
const offline = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );

describe('the privacy page', () => {
  it('stresses that deleting an account is permanent', async () => {
    online();
    renderPage();
    const permanent = await screen.findByText('permanent');
    expect(permanent.tagName).toBe('STRONG');
    expect(permanent.closest('p')).toHaveTextContent(/^Deletion is permanent and can’t be undone\./);
  });
});

describe('the privacy page’s contact address', () => {
  it('comes from the server’s configuration', async () => {
    online();
    renderPage();
    expect((await screen.findAllByText(/hello@stories\.example\.org/)).length).toBeGreaterThan(0);
    expect(screen.queryByText(/…/)).not.toBeInTheDocument();
  });

  it('stays the last address this device received when the server cannot be reached', async () => {
    online();
    const first = renderPage();
    await screen.findAllByText(/hello@stories\.example\.org/);
    first.unmount();

    offline();
    renderPage();
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect((await screen.findAllByText(/hello@stories\.example\.org/)).length).toBeGreaterThan(0);
    expect(screen.queryByText(/…/)).not.toBeInTheDocument();
  });
});
