import { type ComponentType, type LazyExoticComponent, lazy, type ReactElement } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { RequireAuth } from '../features/auth/components/require-auth.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { PublicLayout } from './public-layout.tsx';

type LazyScreen = LazyExoticComponent<ComponentType> & { preload: () => Promise<ComponentType> };

/** A screen loaded on first use, so the first screen stays small; `preload` starts loading it early. */
function lazyPage(load: () => Promise<ComponentType>): LazyScreen {
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    // A load that failed (the connection dropped) is tried again by the next caller instead of failing for good.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.assign(
    lazy(async () => ({ default: await preload() })),
    { preload },
  );
}

const LoginPage = lazyPage(() =>
  import('../features/auth/components/login-page.tsx').then((module) => module.LoginPage),
);
const SignupPage = lazyPage(() =>
  import('../features/auth/components/signup-page.tsx').then((module) => module.SignupPage),
);
const ResetPasswordPage = lazyPage(() =>
  import('../features/auth/components/reset-password-page.tsx').then((module) => module.ResetPasswordPage),
);
const UpdatePasswordPage = lazyPage(() =>
  import('../features/auth/components/update-password-page.tsx').then((module) => module.UpdatePasswordPage),
);
const PrivacyPage = lazyPage(() =>
  import('../features/privacy/components/privacy-page.tsx').then((module) => module.PrivacyPage),
);
const AccountDeletedPage = lazyPage(() =>
  import('../features/account/components/account-deleted-page.tsx').then((module) => module.AccountDeletedPage),
);
const KeyboardTestPage = lazyPage(() =>
  import('../features/keyboard-test/components/keyboard-test-page.tsx').then((module) => module.KeyboardTestPage),
);
const HomePage = lazyPage(() =>
  import('../features/create/components/create-pages.tsx').then((module) => module.HomePage),
);
const CharacterCarouselPage = lazyPage(() =>
  import('../features/create/components/create-pages.tsx').then((module) => module.CharacterCarouselPage),
);
const ActivityCarouselPage = lazyPage(() =>
  import('../features/create/components/create-pages.tsx').then((module) => module.ActivityCarouselPage),
);
const ActivitiesPage = lazyPage(() =>
  import('../features/create/components/create-pages.tsx').then((module) => module.ActivitiesPage),
);
const StoryPage = lazyPage(() =>
  import('../features/story/components/story-page.tsx').then((module) => module.StoryPage),
);
const PortfolioPage = lazyPage(() =>
  import('../features/story/components/portfolio-page.tsx').then((module) => module.PortfolioPage),
);
const PortfolioStoryPage = lazyPage(() =>
  import('../features/story/components/portfolio-story-page.tsx').then((module) => module.PortfolioStoryPage),
);
/**
 * The signed-in frame arrives together with the portfolio's screens. The portfolio is where a parent goes when the
 * connection drops (the top bar, the offline dialog and the story page's offline view all lead there), so it must
 * not need a download then. Once the service worker is installed it holds every screen; before that (the first
 * visit, or a browser without one) only this makes "View My Stories" open offline from any signed-in screen.
 */
const AppLayout = lazyPage(() =>
  Promise.all([import('./app-layout.tsx'), PortfolioPage.preload(), PortfolioStoryPage.preload()]).then(
    ([module]) => module.AppLayout,
  ),
);
const PrintBookPage = lazyPage(() =>
  import('../features/story/components/print-book-page.tsx').then((module) => module.PrintBookPage),
);
const SettingsPage = lazyPage(() =>
  import('../features/account/components/settings-page.tsx').then((module) => module.SettingsPage),
);

/** The route table of spec §2. Pages load on demand so the first screen stays small. */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      {
        path: '/login',
        element: <LoginPage />,
      },
      {
        path: '/signup',
        element: <SignupPage />,
      },
      {
        path: '/reset-password',
        element: <ResetPasswordPage />,
      },
      {
        path: '/update-password',
        element: <UpdatePasswordPage />,
      },
      {
        path: '/privacy-policy',
        element: <PrivacyPage />,
      },
      {
        path: '/keyboard-test',
        element: <KeyboardTestPage />,
      },
      {
        path: '/account-deleted',
        element: <AccountDeletedPage />,
      },
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      {
        // The signed-in frame (top bar and its menu) loads with the first signed-in screen, not with /login.
        element: <AppLayout />,
        children: [
          {
            path: '/',
            element: <HomePage />,
          },
          {
            path: '/character-carousel',
            element: <CharacterCarouselPage />,
          },
          {
            path: '/activity-carousel',
            element: <ActivityCarouselPage />,
          },
          {
            path: '/activities',
            element: <ActivitiesPage />,
          },
          {
            path: '/story',
            element: <StoryPage />,
          },
          {
            path: '/portfolio',
            element: <PortfolioPage />,
          },
          {
            path: '/portfolio/:storyId',
            element: <PortfolioStoryPage />,
          },
          {
            path: '/settings',
            element: <SettingsPage />,
          },
        ],
      },
      {
        // The printable book: paper, without the app's top bar.
        path: '/portfolio/:storyId/print',
        element: <PrintBookPage />,
      },
    ],
  },
  { element: <PublicLayout />, children: [{ path: '*', element: <NotFoundPage /> }] },
];

/**
 * Starts loading every screen the address needs (the signed-in frame and the page inside it) at once, while the
 * translations and the session load, instead of one after the other as they render.
 */
export function preloadScreensFor(pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const screen = (match.route.element as ReactElement | undefined)?.type as Partial<LazyScreen> | undefined;
    void screen?.preload?.().catch(() => undefined);
  }
}

/** The screens of the route table; rendered inside the app's BrowserRouter and Suspense boundary. */
export function AppRoutes() {
  return useRoutes(routes);
}
