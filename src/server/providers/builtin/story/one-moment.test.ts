// Two parts the parent wrote one right after the other are one moment: readers heard `Little Bear took the ferry
// over to the island with Daddy. The toys sat side by side in a happy row. Little Bear and Daddy saw a seal.`
import { describe, expect, it } from 'vitest';
import { storyOfDay } from './day-story.ts';

const days = {
  en: [
    'took the ferry over to the island w daddy this morning, we saw a seal on the rocks! then fish n chips on the harbour',
    /ferry/u,
    /seal/u,
  ],
  nl: [
    'vanochtend met papa de pont genomen naar het eiland, we zagen een zeehond op de stenen. daarna patat op de kade',
    /pont/u,
    /zeehond/u,
  ],
} as const;

describe('two parts of one moment', () => {
  for (const [language, [day, first, second]] of Object.entries(days)) {
    it(`are told one right after the other, the scene's colour after them (${language})`, () => {
      for (const seed of ['m1', 'm2', 'm3', 'm4', 'm5', 'm6']) {
        const scenes = storyOfDay(language as 'en', day, { seed }).scenes.map((scene) => scene.text);
        const scene = scenes.find((text) => first.test(text)) ?? '';
        const sentences = scene.split(/(?<=[.!?])\s+/u);
        const at = sentences.findIndex((text) => first.test(text));
        expect(sentences[at + 1], `${seed}:\n${scenes.join('\n')}`).toMatch(second);
      }
    });
  }
});
