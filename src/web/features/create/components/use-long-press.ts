import { useRef } from 'react';
import { TIMINGS } from '../../../../shared/domain.ts';

/**
 * A press held for 500 ms (spec §9) calls `onLongPress`; the click that follows it is swallowed so the tile is not
 * also selected. Short presses are ordinary clicks.
 */
export function useLongPress(onLongPress: (() => void) | undefined) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const fired = useRef(false);
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  if (!onLongPress) return {};
  return {
    onPointerDown: () => {
      fired.current = false;
      cancel();
      timer.current = setTimeout(() => {
        fired.current = true;
        onLongPress();
      }, TIMINGS.longPressMs);
    },
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    onContextMenu: (event: { preventDefault(): void }) => event.preventDefault(),
    onClickCapture: (event: { stopPropagation(): void; preventDefault(): void }) => {
      if (fired.current) {
        fired.current = false;
        event.stopPropagation();
        event.preventDefault();
      }
    },
  };
}
