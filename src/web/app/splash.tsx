import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '../../shared/domain.ts';
import { MoonLogo } from '../ui/moon-logo.tsx';

const SHOWN_KEY = 'splashShown';

function alreadyShown(): boolean {
  try {
    return sessionStorage.getItem(SHOWN_KEY) === '1';
  } catch {
    return false;
  }
}

/** The 3-second splash of spec §2, once per app start (a reload in the same tab does not repeat it). */
export function Splash({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(() => !alreadyShown());

  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => {
      try {
        sessionStorage.setItem(SHOWN_KEY, '1');
      } catch {
        // Private mode without storage: the splash simply shows again next time.
      }
      setVisible(false);
    }, TIMINGS.splashMs);
    return () => clearTimeout(timer);
  }, [visible]);

  if (!visible) return children;
  return (
    <div
      data-testid="splash"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-night-950 px-8 text-center"
    >
      <StarField />
      <MoonLogo className="size-28 animate-float-up" />
      <h1 className="animate-float-up font-bold text-4xl text-cream-50 tracking-tight [animation-delay:150ms]">
        {t('app.title')}
      </h1>
      <p className="max-w-xs animate-float-up text-cream-200 text-lg [animation-delay:300ms]">{t('app.tagline')}</p>
    </div>
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
