import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { type ComponentType, type ReactNode, Suspense, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import type { CreateLayout } from '../../shared/create-layout.ts';
import { getSession, sessionQueryKey, takeSessionAnswer } from '../features/auth/api/get-session.ts';
import { ServedCreateLayout } from '../platform/create-layout.ts';
import { firstScreenSession } from '../platform/first-screen-data.ts';
import { ApiError } from '../platform/http.ts';
import { forgetOfflineData } from '../platform/offline-library/index.ts';
import { RenderTimeZone } from '../platform/render-time-zone.ts';
import { BootSpinner } from '../ui/spinner.tsx';
import { AppRoutes } from './router.tsx';
import { Splash, SplashScreen, splashAlreadyShown } from './splash.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false }, mutations: { retry: 0 } },
    queryCache: new QueryCache({
      // The session ended on the server (expired, revoked, the account deleted elsewhere): forget what this device
      // keeps of the parent, and the protected routes send them to sign in.
      onError: (error) => {
        if (!(error instanceof ApiError) || error.status !== 401) return;
        void forgetOfflineData()
          .catch(() => undefined)
          .then(() => {
            client.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
            client.setQueryData(sessionQueryKey, null);
          });
      },
    }),
  });
  const served = firstScreenSession();
  if (served !== undefined) {
    // The page came with the answer to who is signed in (server: http/first-screen.ts): nothing to ask, and it is
    // taken as an asked one would be.
    void takeSessionAnswer(served).catch(() => undefined);
    client.setQueryData(sessionQueryKey, served);
  } else {
    // Who is signed in is asked at once, beside the translations, rather than when the first screen renders.
    void client.prefetchQuery({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: 60_000 });
  }
  return client;
}

/**
 * What the server renders the first screen with (server-render.tsx, decision 023), and what the browser must start
 * from to take that screen over unchanged: the address, the parent's data already in the query cache, and whether
 * the splash was drawn over it.
 */
export type ServedStart = {
  /** The server's router at the requested address (the page's own, BrowserRouter, is not for the server). */
  router?: ComponentType<{ children: ReactNode }>;
  queryClient?: QueryClient;
  isSplashShown?: boolean;
  timeZone?: string;
  /** The create screen's layout `/` was drawn with (the device's cookies). */
  createLayout?: CreateLayout;
};

export function App({ i18n, served }: { i18n: i18n; served?: ServedStart }) {
  const [queryClient] = useState(() => served?.queryClient ?? createQueryClient());
  const Router = served?.router ?? BrowserRouter;
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={splashAlreadyShown() ? <BootSpinner /> : <SplashScreen />}>
          <Splash isShown={served?.isSplashShown}>
            <RenderTimeZone value={served?.timeZone}>
              <ServedCreateLayout.Provider value={served?.createLayout}>
                <Router>
                  <AppRoutes />
                </Router>
              </ServedCreateLayout.Provider>
            </RenderTimeZone>
            <UpdatePrompt />
          </Splash>
        </Suspense>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
