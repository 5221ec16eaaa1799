import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAuth } from '../features/auth/components/require-auth.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { PublicLayout } from './public-layout.tsx';

/** The route table of spec §2. Pages load on demand so the first screen stays small. */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      {
        path: '/login',
        lazy: async () => ({ Component: (await import('../features/auth/components/login-page.tsx')).LoginPage }),
      },
      {
        path: '/signup',
        lazy: async () => ({ Component: (await import('../features/auth/components/signup-page.tsx')).SignupPage }),
      },
      {
        path: '/reset-password',
        lazy: async () => ({
          Component: (await import('../features/auth/components/reset-password-page.tsx')).ResetPasswordPage,
        }),
      },
      {
        path: '/update-password',
        lazy: async () => ({
          Component: (await import('../features/auth/components/update-password-page.tsx')).UpdatePasswordPage,
        }),
      },
      {
        path: '/privacy-policy',
        lazy: async () => ({
          Component: (await import('../features/privacy/components/privacy-page.tsx')).PrivacyPage,
        }),
      },
      {
        path: '/keyboard-test',
        lazy: async () => ({
          Component: (await import('../features/keyboard-test/components/keyboard-test-page.tsx')).KeyboardTestPage,
        }),
      },
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      {
        // The signed-in frame (top bar and its menu) loads with the first signed-in screen, not with /login.
        lazy: async () => ({ Component: (await import('./app-layout.tsx')).AppLayout }),
        children: [
          {
            path: '/',
            lazy: async () => ({
              Component: (await import('../features/create/components/create-pages.tsx')).HomePage,
            }),
          },
          {
            path: '/character-carousel',
            lazy: async () => ({
              Component: (await import('../features/create/components/create-pages.tsx')).CharacterCarouselPage,
            }),
          },
          {
            path: '/activity-carousel',
            lazy: async () => ({
              Component: (await import('../features/create/components/create-pages.tsx')).ActivityCarouselPage,
            }),
          },
          {
            path: '/activities',
            lazy: async () => ({
              Component: (await import('../features/create/components/create-pages.tsx')).ActivitiesPage,
            }),
          },
          {
            path: '/story',
            lazy: async () => ({ Component: (await import('../features/story/components/story-page.tsx')).StoryPage }),
          },
          {
            path: '/portfolio',
            lazy: async () => ({
              Component: (await import('../features/story/components/portfolio-page.tsx')).PortfolioPage,
            }),
          },
          {
            path: '/portfolio/:storyId',
            lazy: async () => ({
              Component: (await import('../features/story/components/portfolio-story-page.tsx')).PortfolioStoryPage,
            }),
          },
          {
            path: '/settings',
            lazy: async () => ({
              Component: (await import('../features/account/components/settings-page.tsx')).SettingsPage,
            }),
          },
        ],
      },
    ],
  },
  { element: <PublicLayout />, children: [{ path: '*', element: <NotFoundPage /> }] },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
