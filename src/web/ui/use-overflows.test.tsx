import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOverflows } from './use-overflows.ts';

/** A panel whose box and content heights the test sets (happy-dom lays nothing out). */
function panel() {
  const element = document.createElement('div');
  document.body.append(element);
  const geometry = { scrollHeight: 0, clientHeight: 0, scrollTop: 0 };
  for (const key of ['scrollHeight', 'clientHeight', 'scrollTop'] as const) {
    Object.defineProperty(element, key, { get: () => geometry[key], configurable: true });
  }
  const scrollTo = (top: number) =>
    act(() => {
      geometry.scrollTop = top;
      element.dispatchEvent(new Event('scroll'));
    });
  return { element, geometry, scrollTo };
}

describe('useOverflows', () => {
  it('says whether the words scroll and whether some are still below the edge, as the parent scrolls', () => {
    const { element, geometry, scrollTo } = panel();
    const { result } = renderHook(() => useOverflows({ current: element }));
    expect(result.current).toEqual({ overflows: false, moreBelow: false });

    // A long page: 500 px of words in a 200 px panel, at its top.
    geometry.scrollHeight = 500;
    geometry.clientHeight = 200;
    scrollTo(0);
    expect(result.current).toEqual({ overflows: true, moreBelow: true });

    scrollTo(150);
    expect(result.current.moreBelow).toBe(true);
    // At the end, give or take the pixel a fractional scroll position rounds away.
    scrollTo(299);
    expect(result.current).toEqual({ overflows: true, moreBelow: false });
    scrollTo(0);
    expect(result.current.moreBelow).toBe(true);
    element.remove();
  });

  it('a page that fits never has more below, wherever it is scrolled', () => {
    const { element, geometry, scrollTo } = panel();
    const { result } = renderHook(() => useOverflows({ current: element }));
    geometry.scrollHeight = 200;
    geometry.clientHeight = 200;
    scrollTo(0);
    expect(result.current).toEqual({ overflows: false, moreBelow: false });
    element.remove();
  });
});
