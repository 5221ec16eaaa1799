/** Where the creation steps keep the parent's half-made selection (spec §3 selection state). */
export const SELECTION_STORAGE_KEY = 'storySelection';
/** The story job `/story` follows, so a reload reattaches to it. */
export const CURRENT_JOB_KEY = 'currentStoryJob';

/**
 * Start over from outside the creation steps (spec §2: back to / with every selection cleared). The creation steps
 * also hold the selection in memory, so / is loaded afresh rather than reached inside the running app.
 */
export function startOverFromScratch(): void {
  try {
    localStorage.removeItem(SELECTION_STORAGE_KEY);
    sessionStorage.removeItem(CURRENT_JOB_KEY);
  } catch {
    // Storage is unavailable: nothing was kept.
  }
  window.location.assign('/');
}
