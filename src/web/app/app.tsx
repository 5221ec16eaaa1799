import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { Suspense, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { BootSpinner } from '../ui/spinner.tsx';
import { createRouter } from './router.tsx';
import { Splash } from './splash.tsx';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false }, mutations: { retry: 0 } },
  });
}

export function App({ i18n }: { i18n: i18n }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<BootSpinner />}>
          <Splash>
            <RouterProvider router={router} />
          </Splash>
        </Suspense>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
