import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSelect } from '../ui/language-select.tsx';
import { MoonLogo } from '../ui/moon-logo.tsx';

/** The frame of the public pages: the logo and a language switcher. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 rounded-lg font-bold text-cream-50 text-lg">
          <MoonLogo className="size-9" />
          <span>{t('app.title')}</span>
        </Link>
        <LanguageSelect deferOptions />
      </header>
      <main className="flex flex-1 flex-col">
        <Outlet />
      </main>
    </div>
  );
}
