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

describe('the privacy page on the family', () => {
  /** The text of a numbered section, found by its heading. */
  async function section(heading: string) {
    const title = await screen.findByRole('heading', { level: 2, name: new RegExp(heading) });
    const item = title.closest('li');
    if (!item) throw new Error(`no section ${heading}`);
    return item;
  }

  it('says the family and tonight’s moments are collected only when the parent adds them', async () => {
    online();
    renderPage();
    const collected = await section('What we collect');
    expect(collected).toHaveTextContent(/Your family, only if you add it in Settings/);
    expect(collected).toHaveTextContent(/grown-ups, by what your child calls them/);
    expect(collected).toHaveTextContent(/your pets, by name and kind of animal/);
    expect(collected).toHaveTextContent(/Tonight’s moments, if you tap any/);
  });

  it('says no name of the family or of tonight’s friends reaches an AI service, each one swapped for a placeholder', async () => {
    online();
    renderPage();
    const ai = await section('AI services');
    expect(ai).toHaveTextContent(
      /No name from your family is ever sent to these services: not your children’s, not the grown-ups’ or the pets’, and not the names of tonight’s friends\./,
    );
    expect(ai).toHaveTextContent(/swaps each name for a placeholder of its own/);
    expect(ai).not.toHaveTextContent(/Your child’s first name is never sent/);
  });

  it('says the family is in the download, is deleted with the account and is never written to a log', async () => {
    online();
    renderPage();
    expect(await section('Your rights')).toHaveTextContent(/It includes your family and the moments you chose/);
    expect(await section('Deleting your account')).toHaveTextContent(/and so is your family, with every name in it/);
    expect(await section('Where your data is stored')).toHaveTextContent(
      /The names of your family and of tonight’s friends are never written to them\./,
    );
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
