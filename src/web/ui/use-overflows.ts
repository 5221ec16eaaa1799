import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element's content is taller than the element, so that it scrolls. A region that scrolls must be
 * reachable with the keyboard to be scrolled with it (WCAG 2.1.1); one that fits needs no extra tab stop.
 */
export function useOverflows(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // The content changes size as words arrive or the page turns, without the box itself changing.
    for (const child of Array.from(element.children)) observer.observe(child);
    const mutations = new MutationObserver(() => {
      for (const child of Array.from(element.children)) observer.observe(child);
      measure();
    });
    mutations.observe(element, { childList: true, subtree: true, characterData: true });
    measure();
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, [ref]);
  return overflows;
}
