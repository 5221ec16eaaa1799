import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '../../shared/domain.ts';

/**
 * The parental gate of spec §5: a button that must be held down without a break for 5 seconds (mouse, touch, or
 * Space/Enter held on the keyboard). Letting go early starts over.
 */
export function ParentalGate({
  label,
  onPass,
  holdMs = TIMINGS.parentalGateHoldMs,
  tone = 'danger',
}: {
  label: string;
  onPass: () => void;
  holdMs?: number;
  tone?: 'danger' | 'primary';
}) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState(0);
  const startedAt = useRef<number | null>(null);
  const frame = useRef<number | null>(null);

  const stop = () => {
    startedAt.current = null;
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
    setProgress(0);
  };

  const tick = () => {
    if (startedAt.current === null) return;
    const done = Math.min(1, (performance.now() - startedAt.current) / holdMs);
    setProgress(done);
    if (done >= 1) {
      stop();
      onPass();
      return;
    }
    frame.current = requestAnimationFrame(tick);
  };

  const start = () => {
    if (startedAt.current !== null) return;
    startedAt.current = performance.now();
    frame.current = requestAnimationFrame(tick);
  };

  // Cancel a hold that is still running when the gate goes away.
  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  const seconds = Math.ceil((holdMs * (1 - progress)) / 1000);
  const colors = tone === 'danger' ? 'bg-berry-700 text-white' : 'bg-night-800 text-cream-50';
  return (
    <div>
      <button
        type="button"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          start();
        }}
        onPointerUp={stop}
        onPointerCancel={stop}
        onLostPointerCapture={stop}
        onKeyDown={(event) => {
          if ((event.key === ' ' || event.key === 'Enter') && !event.repeat) {
            event.preventDefault();
            start();
          }
        }}
        onKeyUp={(event) => {
          if (event.key === ' ' || event.key === 'Enter') stop();
        }}
        onBlur={stop}
        onContextMenu={(event) => event.preventDefault()}
        className={`relative min-h-12 w-full touch-none select-none overflow-hidden rounded-full px-5 py-3 font-semibold ${colors}`}
      >
        <span
          aria-hidden="true"
          className="absolute inset-y-0 left-0 bg-white/30"
          style={{ width: `${progress * 100}%` }}
        />
        <span className="relative">{label}</span>
      </button>
      <p className="mt-2 text-center text-ink-500 text-sm" aria-live="polite">
        {progress > 0
          ? t('parentalGate.keepHolding', { count: seconds })
          : t('parentalGate.hint', { count: holdMs / 1000 })}
      </p>
    </div>
  );
}
