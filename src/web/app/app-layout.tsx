import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { MoonLogo } from '../ui/moon-logo.tsx';

/** The frame of the signed-in screens, with the top bar of spec §2. */
export function AppLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-20 border-cream-100/10 border-b bg-night-950/85 backdrop-blur">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-2">
          <Link to="/" className="flex items-center gap-2 rounded-lg font-bold text-cream-50">
            <MoonLogo className="size-9" />
            <span>{t('app.title')}</span>
          </Link>
        </div>
      </header>
      <main className="flex flex-1 flex-col">
        <Outlet />
      </main>
    </div>
  );
}
