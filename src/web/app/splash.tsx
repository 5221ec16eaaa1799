import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '../../shared/domain.ts';
import { setAppTitle } from '../platform/document-title.ts';
import { MoonLogo } from '../ui/moon-logo.tsx';
import { BootSpinner } from '../ui/spinner.tsx';
import { ReadyMark } from './ready-mark.tsx';

const SHOWN_KEY = 'splashShown';
/**
 * The same mark as a cookie for this browser session, so the server draws the splash into the page it renders only
 * when the app will show it (server: http/first-screen.ts reads it).
 */
export const SPLASH_SHOWN_COOKIE = 'splashShown';

function alreadyShown(): boolean {
  if (typeof document !== 'undefined' && document.cookie.split('; ').includes(`${SPLASH_SHOWN_COOKIE}=1`)) return true;
  try {
    return sessionStorage.getItem(SHOWN_KEY) === '1';
  } catch {
    return false;
  }
}

function markShown(): void {
  try {
    sessionStorage.setItem(SHOWN_KEY, '1');
  } catch {
    // Private mode without storage: the splash simply shows again next time.
  }
  document.cookie = `${SPLASH_SHOWN_COOKIE}=1; path=/; SameSite=Lax`;
}

/**
 * The splash's picture: the moon, the title and (once translations are in) the tagline. index.html paints the same
 * moon and title before any script runs, so the first paint is immediate and nothing jumps when React takes over.
 */
export function SplashScreen({ title = 'Bedtime Stories', tagline }: { title?: string; tagline?: string | undefined }) {
  return (
    <div
      data-testid="splash"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-night-950 px-8 text-center"
    >
      <StarField />
      <MoonLogo className="size-28" />
      <h1 className="font-bold text-4xl text-cream-50 tracking-tight">{title}</h1>
      {tagline !== undefined && <p className="max-w-xs animate-float-up text-cream-200 text-lg">{tagline}</p>}
    </div>
  );
}

/** Whether this tab has shown the splash already (a reload does not repeat it). */
export function splashAlreadyShown(): boolean {
  return alreadyShown();
}

/**
 * The 3-second splash of spec §2, once per app start. The app starts underneath it (session check, first screen),
 * inert until the splash lifts, so the screen is ready the moment it does. `isShown` is the server's choice for a
 * page it rendered, which the app keeps so that it takes the page over as drawn.
 */
export function Splash({ children, isShown }: { children: ReactNode; isShown?: boolean | undefined }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(() => isShown ?? !alreadyShown());
  const brand = t('app.title');
  // The tab's title in the UI language (index.html's is English, for the moment before the app starts).
  useEffect(() => setAppTitle(brand), [brand]);

  useEffect(() => {
    if (!visible) return;
    // The server drew the splash into a page for a tab that has shown it already (its cookie was gone).
    if (alreadyShown()) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => {
      markShown();
      setVisible(false);
    }, TIMINGS.splashMs);
    return () => clearTimeout(timer);
  }, [visible]);

  // One tree shape before and after, so the first screen is not mounted a second time when the splash lifts.
  return (
    <>
      <div inert={visible || undefined} className="contents">
        {/* The first screen may still be loading; that must not take the splash away. */}
        <Suspense fallback={visible ? null : <BootSpinner />}>
          {children}
          <ReadyMark />
        </Suspense>
      </div>
      {visible && <SplashScreen title={t('app.title')} tagline={t('app.tagline')} />}
    </>
  );
}

const STARS = [
  [8, 12],
  [22, 30],
  [35, 8],
  [52, 20],
  [68, 10],
  [85, 25],
  [12, 70],
  [28, 85],
  [75, 78],
  [90, 62],
  [60, 90],
  [45, 72],
] as const;

export function StarField() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      {STARS.map(([left, top], index) => (
        <span
          key={`${left}-${top}`}
          className="absolute size-1 animate-twinkle rounded-full bg-cream-50 motion-reduce:animate-none"
          style={{ left: `${left}%`, top: `${top}%`, animationDelay: `${(index % 5) * 0.6}s` }}
        />
      ))}
    </div>
  );
}
