import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider, Trans } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './i18n.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('translations with basic HTML (spec §9)', () => {
  it('renders strong, br, i and p from a translation as elements, not as text', async () => {
    const goodnight = '<p>Sleep <strong>tight</strong>,<br/>little <i>owl</i>.</p><p>The moon keeps watch.</p>';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        Response.json(url === '/locales/en/common.json' ? { goodnight } : {}, { status: 200 }),
      ),
    );
    localStorage.setItem('i18nextLng', 'en');
    const i18n = createI18n();
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback="loading">
          <Trans i18nKey="goodnight" />
        </Suspense>
      </I18nextProvider>,
    );
    const tight = await screen.findByText('tight');
    expect(tight.tagName).toBe('STRONG');
    expect(screen.getByText('owl').tagName).toBe('I');
    expect(container.querySelectorAll('br')).toHaveLength(1);
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Sleep tight,little owl.',
      'The moon keeps watch.',
    ]);
    expect(container.textContent).not.toContain('<');
  });
});
