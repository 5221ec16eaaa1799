// The server's entry into the web app (decision 023): the first screen of `/`, `/portfolio`, `/login` and `/signup`
// rendered from the app's own components into the page the server fills, so it paints before any script runs.
// Built by `vite build` into dist-server/ (vite.config.ts, serverRenderBuild) and loaded by src/server/http/web-app.ts.
import { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { type ReactNode, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import type { FirstScreenRenderInput } from '../shared/first-screen.ts';
import { App } from './app/app.tsx';
import { I18N_OPTIONS } from './app/i18n.ts';
import { sessionQueryKey } from './features/auth/api/get-session.ts';
import { catalogKey, savedActivitiesKey } from './features/create/api/catalog.ts';
import { storiesKey } from './features/story/api/stories.ts';
import { familyQueryKey } from './platform/family.ts';
import { publicConfigKey } from './platform/public-config.ts';

/** Longest a render may take before the page is sent without it (the app then draws the screen itself). */
const RENDER_TIMEOUT_MS = 2_000;

/**
 * The markup of `#root` for one request. Everything the screen shows comes from `data` (the same JSON the page
 * carries for the app), through a query cache and a translator made for this request alone: nothing of one parent
 * stays in a module for the next request.
 */
export async function renderFirstScreen(input: FirstScreenRenderInput): Promise<string> {
  const { language, timeZone, isSplashShown, createLayout } = input.rendering;
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    ...I18N_OPTIONS,
    lng: language,
    resources: Object.fromEntries(
      Object.entries(input.translations).map(([language, common]) => [language, { common }]),
    ),
    initAsync: false,
  });
  // Queries never run on the server: whatever is not in the cache stays pending, as it would in the browser.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(sessionQueryKey, input.data.session);
  if (input.data.stories) queryClient.setQueryData(storiesKey, input.data.stories);
  if (input.data.family) queryClient.setQueryData(familyQueryKey, input.data.family);
  if (input.data.config) queryClient.setQueryData(publicConfigKey, input.data.config);
  if (input.data.characters) queryClient.setQueryData(catalogKey('character'), input.data.characters);
  if (input.data.activities) queryClient.setQueryData(catalogKey('activity'), input.data.activities);
  if (input.data.savedActivities) queryClient.setQueryData(savedActivitiesKey, input.data.savedActivities);
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error('the first screen took too long to render')),
    RENDER_TIMEOUT_MS,
  );
  try {
    const { prelude } = await prerender(
      <StrictMode>
        <App
          i18n={i18n}
          served={{
            router: ({ children }: { children: ReactNode }) => (
              <StaticRouter location={input.location}>{children}</StaticRouter>
            ),
            queryClient,
            isSplashShown,
            ...(timeZone ? { timeZone } : {}),
            ...(createLayout ? { createLayout } : {}),
          }}
        />
      </StrictMode>,
      // Every boundary in place, however large: React otherwise sends a large one after the rest with a small
      // inline script that moves it into place, which the page's CSP refuses (decision 009).
      { signal: controller.signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return await new Response(prelude).text();
  } finally {
    clearTimeout(timer);
    queryClient.clear();
  }
}
