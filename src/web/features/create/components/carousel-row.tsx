import type { KeyboardEvent, ReactNode } from 'react';

/**
 * A horizontally scrolling, swipeable row of tiles (native scrolling with snap points). Left and right arrow keys
 * move between tiles, the final 'create new' tile included (it is not a toggle, so it is marked `data-tile`), so the
 * carousel works without a mouse.
 */
export function CarouselRow({ label, children }: { label: string; children: ReactNode }) {
  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const buttons = [
      ...event.currentTarget.querySelectorAll<HTMLButtonElement>('button[aria-pressed], button[data-tile]'),
    ];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    event.preventDefault();
    const next = buttons[Math.min(buttons.length - 1, Math.max(0, index + (event.key === 'ArrowRight' ? 1 : -1)))];
    next?.focus();
    next?.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'smooth' });
  };
  return (
    <fieldset
      aria-label={label}
      onKeyDown={onKeyDown}
      className="-mx-4 m-0 flex min-w-0 snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth border-0 px-4 pt-2 pb-4 [scrollbar-width:thin]"
    >
      {children}
    </fieldset>
  );
}
