// A grandparent the family calls by two words the lexicon knows is called so: readers heard `cny at ah ma's house`
// told with `Grandma` and `goodnight, Grandma`.
import { describe, expect, it } from 'vitest';
import { storyOfDay } from './day-story.ts';

describe('a grandparent the family calls by two words', () => {
  it('is called so in the visit’s lines and wished goodnight so (`Ah Ma`, not Grandma)', () => {
    for (const seed of ['o1', 'o2', 'o3']) {
      const text = storyOfDay('en', "chinese new year at ah ma's house!! ah ma gave him ang baos", {
        seed,
        pronoun: 'he',
        activities: ['activity-grandparents'],
      })
        .scenes.map((scene) => scene.text)
        .join('\n');
      expect(text, `${seed}:\n${text}`).toMatch(/[Gg]oodnight, Ah Ma\b/u);
      // (Nor the visit's own lines: `helped Grandma water the plants` beside `Ah Ma sat close`.)
      expect(text, `${seed}:\n${text}`).not.toMatch(/Grandma/u);
    }
  });
});

describe('grandparents the family calls Omama and Opapa', () => {
  it('are wished goodnight so, and one of them alone is called so (de)', () => {
    for (const seed of ['o1', 'o2', 'o3']) {
      const text = storyOfDay(
        'de',
        'heute bei omama und opapa am land, omama hat kaiserschmarrn gemacht und opapa hat mit ihr die hendln gefüttert',
        { seed, activities: ['activity-grandparents'] },
      )
        .scenes.map((scene) => scene.text)
        .join('\n');
      expect(text, `${seed}:\n${text}`).toMatch(/[Gg]ute Nacht, Omama\b/u);
      expect(text, `${seed}:\n${text}`).toMatch(/gute Nacht, Opapa\b/u);
      // (One of them alone is called so too; the lines of the two together still say `Oma und Opa`.)
      expect(text, `${seed}:\n${text}`).not.toMatch(
        /(?:Bei|neben|mit) Oma\b(?! und)|^Oma (?!zeigte alte Fotos, und Opa|und Opa)/mu,
      );
    }
  });
});
