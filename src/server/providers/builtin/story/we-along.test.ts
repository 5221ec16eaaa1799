// The parent's `we` right after a doing `with` another grown-up is the hero and that grown-up: readers heard
// `Little Bear took the ferry with Daddy. … Little Bear and Mummy saw a seal on the rocks.`
import { describe, expect, it } from 'vitest';
import { storyOfDay } from './day-story.ts';

const ferry = {
  en: [
    'took the ferry over to the island w daddy this morning, we saw a seal on the rocks!',
    /Bunny and Daddy saw a seal/u,
    /Mummy saw/u,
  ],
  nl: [
    'vanochtend met papa de pont genomen naar het eiland, we zagen een zeehond op de stenen',
    /Konijntje en papa zagen een zeehond/u,
    /mama zagen/u,
  ],
  pt: [
    'hoje de manhã foi de barco com o papai até a ilha, vimos uma foca nas pedras',
    /Coelhinho e o pai viram uma foca/u,
    /a mãe viram/u,
  ],
} as const;

describe('the parent’s `we` after a doing with someone', () => {
  for (const [language, [day, told, not]] of Object.entries(ferry)) {
    it(`is the hero and the one gone along with (${language})`, () => {
      for (const seed of ['w1', 'w2', 'w3']) {
        const text = storyOfDay(language as 'en', day, { seed })
          .scenes.map((scene) => scene.text)
          .join('\n');
        expect(text, `${seed}:\n${text}`).toMatch(told);
        expect(text, `${seed}:\n${text}`).not.toMatch(not);
      }
    });
  }

  it('stays the parent who writes where the clause is theirs, or names its own company (en)', () => {
    const mine = storyOfDay('en', 'went to the park w daddy, then we had tea at my mums', { seed: 'w1' })
      .scenes.map((scene) => scene.text)
      .join('\n');
    expect(mine).not.toMatch(/Bunny and Daddy had tea/u);
    const own = storyOfDay('en', 'went to the park w daddy, then we baked scones with nana', { seed: 'w1' })
      .scenes.map((scene) => scene.text)
      .join('\n');
    expect(own).toMatch(/Bunny and Nana baked scones/u);
  });
});

// Where no word of the day says who writes, the parent's `we` is the hero and the family: readers of four languages
// heard `Chiot et Maman`, `o Pinguim e a mãe`, a grown-up the parent never wrote of.
describe('the parent’s `we` where no grown-up is named', () => {
  const days = {
    en: ['we went to the aquarium in the rain, he loved the sharks', /Bunny and (?:his|her) family went/u, /Mummy/u],
    nl: [
      'we zijn naar het aquarium in den haag geweest, haaien gezien',
      /Konijntje en (?:zijn|haar) familie/u,
      /mama/u,
    ],
    fr: ["on est allés a l'aquarium de La Rochelle ce matin", /Petit Lapin et sa famille/u, /Maman/u],
    pt: ['fomos ao oceanário de manhã, ele ficou colado ao vidro', /Coelhinho e a família/u, /a mãe/u],
  } as const;
  for (const [language, [day, told, not]] of Object.entries(days)) {
    it(`is the hero and the family (${language})`, () => {
      for (const seed of ['w1', 'w2', 'w3']) {
        const text = storyOfDay(language as 'en', day, { seed, pronoun: 'he' })
          .scenes.map((scene) => scene.text)
          .join('\n');
        expect(text, `${seed}:\n${text}`).toMatch(told);
        expect(text, `${seed}:\n${text}`).not.toMatch(not);
      }
    });
  }
});
