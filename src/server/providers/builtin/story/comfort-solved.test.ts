// The parent's next words after the day's trouble, naming who put it right, are the comfort: no made-up search
// before them. Readers heard `Grandma Rose helped to think of all the places they had been. Maya had to chase her all
// down the sand to get it back.` and `Opa sagte: „Komm, wir suchen zusammen.“ Opa musste hinterherrennen.`
import { describe, expect, it } from 'vitest';
import { storyOfDay } from './day-story.ts';

const days = [
  [
    'en',
    'grandma Rose and her big cousin Maya (7) came to the beach with us. our spaniel Pepper ran off with some little boys ball lol, Maya had to chase her all down the sand to get it back. she buried her feet in the sand',
    ['activity-beach'],
    /Maya had to chase/u,
    /places they had been|Let’s look|looked and looked|hoped Pepper was safe/u,
  ],
  [
    'de',
    'opa horst war heut da mit seinem hund sammy. luis (ihr großer bruder) und sie ham im garten ball gespielt, da hat sich sammy den ball geschnappt und is damit abgehauen 😂 opa musste hinterherrennen. danach gabs bei uns apfelkuchen mit sahne',
    ['activity-grandparents', 'activity-playing-with-friends'],
    /^Opa musste hinterherrennen/u,
    /suchen zusammen|such/u,
  ],
] as const;

describe('the comfort of a trouble the parent told the end of', () => {
  for (const [language, day, activities, opens, searched] of days) {
    it(`tells the parent's words of who put it right, with no made-up search (${language})`, () => {
      for (const seed of ['s1', 's2', 's3', 's4']) {
        const scenes = storyOfDay(language, day, { seed, activities }).scenes.map((scene) => scene.text);
        const shown = `${seed}:\n${scenes.join('\n')}`;
        expect(scenes[3], shown).toMatch(opens);
        expect(scenes[3], shown).not.toMatch(searched);
      }
    });
  }
});

describe('the care the parent told after a hurt', () => {
  // `la abuela le echó cremita y le sopló` came after a made-up `La abuela Gladys se sentó y lo abrazó`.
  const days = [
    [
      'es',
      'vino su abuela Gladys con la prima Sara (6) y jugaron a las escondidas en el conjunto. el gato Michi la aruñó cuando le jaló la cola 😿 lloró un ratico y la abuela le echó cremita y le sopló. despues comimos arepas con queso',
      ['activity-grandparents', 'activity-playing-with-friends'],
      /^La abuela le echó cremita/u,
    ],
    [
      'en',
      'bumped her head on the coffee table and howled, nana blew on it and rubbed some cream on. then we did a jigsaw',
      ['activity-puzzle'],
      /^Nana blew on it/u,
    ],
  ] as const;
  for (const [language, day, activities, opens] of days) {
    it(`opens the comfort, with no made-up one before it (${language})`, () => {
      for (const seed of ['s1', 's2', 's3']) {
        const scenes = storyOfDay(language, day, { seed, activities }).scenes.map((scene) => scene.text);
        expect(scenes[3], `${seed}:\n${scenes.join('\n')}`).toMatch(opens);
      }
    });
  }
});
