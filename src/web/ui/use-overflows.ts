import { type RefObject, useEffect, useState } from 'react';

export type Overflow = {
  /** The content is taller than the element, so that it scrolls. */
  overflows: boolean;
  /** Some of it is still below the element's bottom edge (not scrolled to the end). */
  moreBelow: boolean;
};

const NONE: Overflow = { overflows: false, moreBelow: false };

/**
 * Whether the element's content is taller than the element, and whether some of it is still out of sight below. A
 * region that scrolls must be reachable with the keyboard to be scrolled with it (WCAG 2.1.1); one that fits needs no
 * extra tab stop. On a phone, whose scroll bars show only while scrolling, the second answer lets the region show that
 * there is more to read.
 */
export function useOverflows(ref: RefObject<HTMLElement | null>): Overflow {
  const [state, setState] = useState<Overflow>(NONE);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const overflows = element.scrollHeight > element.clientHeight + 1;
      // A pixel of rounding at the end is not more to read.
      const moreBelow = overflows && element.scrollTop + element.clientHeight < element.scrollHeight - 2;
      setState((last) =>
        last.overflows === overflows && last.moreBelow === moreBelow ? last : { overflows, moreBelow },
      );
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // The content changes size as words arrive or the page turns, without the box itself changing.
    for (const child of Array.from(element.children)) observer.observe(child);
    const mutations = new MutationObserver(() => {
      for (const child of Array.from(element.children)) observer.observe(child);
      measure();
    });
    mutations.observe(element, { childList: true, subtree: true, characterData: true });
    element.addEventListener('scroll', measure, { passive: true });
    measure();
    return () => {
      observer.disconnect();
      mutations.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [ref]);
  return state;
}
