import type { Lexicon } from './read.ts';

/** Words for the concepts in this language (see `read.ts` for the pattern rules). */
export const zh: Lexicon = { people: {}, places: {}, things: {}, mishaps: {}, events: {}, filler: [] };
