import { usePreference } from '../../platform/preferences.ts';

/** How the day's activities are given: typed rows (reflection mode) or picked from the carousel. */
export type ActivityMode = 'reflection' | 'carousel';

/**
 * The mode a page really shows: `/activity-carousel` always shows the carousel, the other pages follow the
 * reflection-mode setting. The step and the Generate button read the same answer, so what the parent sees is sent.
 */
export function useActivityMode(forceCarousel = false): ActivityMode {
  const [reflectionMode] = usePreference('reflectionMode');
  return reflectionMode && !forceCarousel ? 'reflection' : 'carousel';
}
