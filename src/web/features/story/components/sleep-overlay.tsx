import { Moon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The sleep option: when narration has read the last page, the screen fades to near black over half a minute, with a
 * small moon and "Good night". A tap (or any key) wakes it.
 */
export function SleepOverlay({ onWake }: { onWake: () => void }) {
  const { t } = useTranslation();
  const wake = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    wake.current?.focus();
    const onKey = () => onWake();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onWake]);
  return (
    <button
      ref={wake}
      type="button"
      onClick={onWake}
      aria-label={t('reader.wake')}
      data-testid="sleep-overlay"
      className="fixed inset-0 z-[60] flex animate-fall-asleep flex-col items-center justify-center gap-3 bg-black text-cream-100/40 focus-visible:outline-none"
    >
      <Moon aria-hidden="true" className="size-8 animate-fade-away" />
      {/* Said by the button's label; on screen it is a faint whisper that fades, on purpose (see decision 015). */}
      <span aria-hidden="true" className="animate-fade-away text-lg">
        {t('reader.goodNight')}
      </span>
    </button>
  );
}
