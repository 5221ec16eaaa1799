import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { sessionQueryKey } from '../../src/web/features/auth/api/get-session.ts';

/** Renders screens as a signed-in parent sees them: the session known, the texts of `i18n`, no retried queries. */
export function renderSignedIn(ui: ReactNode, i18n: i18n) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, {
    user: { id: 'parent-1', email: 'p@example.org', name: 'P', emailVerified: true },
    session: { id: 's', expiresAt: '2099-01-01T00:00:00Z' },
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </I18nextProvider>,
  );
}
