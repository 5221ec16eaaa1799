import { BookHeart, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { AccountMenu } from '../features/account/components/account-menu.tsx';
import { useDeviceTimeZone } from '../features/account/components/use-device-time-zone.ts';
import { useSavedLanguage } from '../features/account/components/use-saved-language.ts';
import { MoonLogo } from '../ui/moon-logo.tsx';
import { InstallBanner } from './install-banner.tsx';

/** The frame of the signed-in screens, with the top bar of spec §2. */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useSavedLanguage();
  useDeviceTimeZone();
  const onPortfolio = pathname === '/portfolio' || pathname.startsWith('/portfolio/');
  // The reader fills the screen below the top bar: no install offer while a story is read.
  const isReading = pathname === '/story' || pathname.startsWith('/portfolio/');
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-20 h-(--top-bar-height) border-cream-100/10 border-b bg-night-950/85 backdrop-blur">
        <div className="mx-auto flex h-full max-w-5xl items-center justify-between gap-3 px-4">
          <Link to="/" className="flex items-center gap-2 rounded-lg font-bold text-cream-50">
            <MoonLogo className="size-9" />
            <span className="hidden sm:inline">{t('app.title')}</span>
            <span className="sr-only sm:hidden">{t('app.title')}</span>
          </Link>
          <nav className="flex items-center gap-2">
            {onPortfolio ? (
              <Link
                to="/"
                className="flex items-center gap-1.5 rounded-full px-3 py-2 font-semibold text-cream-50 hover:bg-cream-100/10"
              >
                <Sparkles aria-hidden="true" className="size-4 text-moon-300" />
                {t('nav.generate')}
              </Link>
            ) : (
              <Link
                to="/portfolio"
                className="flex items-center gap-1.5 rounded-full px-3 py-2 font-semibold text-cream-50 hover:bg-cream-100/10"
              >
                <BookHeart aria-hidden="true" className="size-4 text-moon-300" />
                {t('nav.stories')}
              </Link>
            )}
            <AccountMenu />
          </nav>
        </div>
      </header>
      {!isReading && <InstallBanner />}
      <main className="flex flex-1 flex-col">
        <Outlet />
      </main>
    </div>
  );
}
