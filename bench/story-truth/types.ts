/**
 * One day as a parent wrote it, for `npm run bench -- story-truth`: what the parent gave the app, and what any story
 * of that day must tell. The days of each language are written the way parents of that language write (informal,
 * lower-case, typos, regional words), never translated from another language.
 */
export type TruthDay = {
  /** `nl-01` … */
  id: string;
  /** The free-text description, or '' when the parent only typed activities. The child is `Zuri` (the placeholder the
   * server puts in place of the child's real name) or a pronoun. */
  description: string;
  /** Activities the parent typed (0-3), each a short phrase. */
  typed: string[];
  /** Catalog activities the parent picked (0-2), by id (`activity-park`). */
  activities: string[];
  /** The catalog character of the story (`character-bunny`). */
  character: string;
  /** How the story refers to the child (Settings). */
  pronoun: 'she' | 'he' | 'they';
  /**
   * Each thing the parent wrote or typed that the story must tell (an event, a person or pet, a place, a thing, a
   * feeling). `any`: lower-case words or word beginnings in the story's language; the thing counts as told when the
   * story holds one of them.
   */
  tells: { what: string; any: string[] }[];
  /** The day's real trouble (a fall, a fear, a goodbye, a loss, being ill, a quarrel), told in scene 3 or 4; null on a
   * happy day. `any` as in `tells`. */
  trouble: { what: string; any: string[] } | null;
  /** Words that would contradict the day (`big sister` for a little sister, `sun` on a rainy day, the dead pet playing). */
  never: string[];
  /** A sad day (a death, a goodbye): no cheerful refrain, no cheer after the tears. */
  sad: boolean;
  /** True once a second native-level reader has read the day again and checked its lists. */
  checked: boolean;
};
