import type { Reteller } from './types.ts';
import { hasWordStart, keyWords, wordSet } from './words.ts';

/** Not yet written for this language: its clauses are found, none is retold. */
const STOP = wordSet('');

export const pt: Reteller = {
  clauses: (description) =>
    description
      .split(/[.!?\n]+/u)
      .map((clause) => clause.trim())
      .filter((clause) => clause !== ''),
  retell: () => undefined,
  keys: (clause) => keyWords(clause, STOP),
  has: hasWordStart,
  evening: /$^/u,
};
