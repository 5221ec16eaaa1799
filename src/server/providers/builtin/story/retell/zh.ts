import type { Reteller } from './types.ts';

/** Not yet written for Chinese: its clauses are found, none is retold. */
export const zh: Reteller = {
  clauses: (description) =>
    description
      .split(/[。！？!?\n，,；;]+/u)
      .map((clause) => clause.trim())
      .filter((clause) => clause !== ''),
  retell: () => undefined,
  keys: (clause) => {
    const han = clause.replace(/[^\p{Script=Han}]/gu, '');
    const pairs = [...han].slice(0, -1).map((char, index) => `${char}${[...han][index + 1]}`);
    return [...new Set(pairs)];
  },
  has: (text, key) => text.includes(key),
  evening: /晚|睡|洗澡/u,
};
