// A trouble of the night, and how the night was comforted: `woke up at 2am screaming, said a big wolf was in his room.
// wouldnt go back in his own bed so came in the big bed with me and daddy and had a cuddle` had told the wolf after
// the comfort and the big bed at supper, for its bed; a bad dream told as the night in scene 1 had its light switched
// on in the afternoon's play and the big bed after supper. The night's course is scene 3's, its comfort scene 4's.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay, ZURI_ALONE } from './day-story.ts';

const SEEDS = ['a', 'b', 'c', 'd', 'e'];

const DAYS: {
  language: Language;
  day: string;
  typed: string[];
  pronoun: 'she' | 'he';
  /** The night's own course, told in scene 3 where the day has one. */
  course?: RegExp;
  /** How the night was comforted: with the night, in scene 1, or in scene 4. */
  comfort: RegExp;
}[] = [
  {
    language: 'en',
    day:
      'woke up at 2am screaming, said a big wolf was in his room. wouldnt go back in his own bed so came in the big ' +
      'bed with me and daddy and had a cuddle. this morning he was fine and had his weetabix like nothing happened ' +
      'lol. we put a little night light in his room tonight',
    typed: ['bad dream'],
    pronoun: 'he',
    course: /big wolf/u,
    comfort: /big bed/u,
  },
  {
    language: 'de',
    day:
      'heut nacht schlecht geträumt, vom wolf sagt er. ist um 3 aufgewacht und hat nach mir geweint, im dunkeln hatte ' +
      'er angst. hab ihn zu uns ins große bett geholt und gekuschelt, dann ist er wieder eingeschlafen. morgens mit ' +
      'papa die nachtlampe angeschaut',
    typed: ['kuscheln im großen bett'],
    pronoun: 'he',
    comfort: /große Bett|wieder ein/u,
  },
  {
    language: 'es',
    day:
      'esta noche se desperto llorando por una pesadilla, decia que habia un lobo en el armario. le encendimos la ' +
      'lucecita y papi miro dentro del armario para que viera que no habia nada. al final se vino a nuestra cama y ' +
      'durmio acurrucada entre los dos. por la mañana ni se acordaba',
    typed: ['pesadilla del lobo', 'dormir en la cama grande'],
    pronoun: 'she',
    comfort: /lucecita|cama grande/u,
  },
  {
    language: 'nl',
    day:
      'vannacht eng gedroomd over een monster in de kast. ze kwam huilend bij ons in het grote bed en papa heeft haar ' +
      'lekker geknuffeld. overdag naar de bieb geweest en een boekje over een uil geleend',
    typed: ['nare droom', 'naar de bieb'],
    pronoun: 'she',
    comfort: /grote bed/u,
  },
];

describe('a trouble of the night', () => {
  for (const { language, day, typed, pronoun, course, comfort } of DAYS)
    it(`tells how the night went on in scene 3 and how it was comforted with the night or in scene 4, not at supper (${language})`, () => {
      for (const seed of SEEDS) {
        const { scenes } = storyOfDay(language, day, { seed, typed, pronoun, facts: ZURI_ALONE });
        const text = scenes.map((scene) => scene.text).join('\n');
        if (course) expect(scenes[2]?.text, `${seed}: ${text}`).toMatch(course);
        expect([scenes[0]?.text, scenes[3]?.text].join(' '), `${seed}: ${text}`).toMatch(comfort);
        expect(scenes[5]?.text, `${seed}: ${text}`).not.toMatch(comfort);
      }
    });
});
