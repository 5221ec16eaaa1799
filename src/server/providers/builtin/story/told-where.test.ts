// A clause of the parent's is told only where one scene says it: a name the story says in another scene does not tell
// it (`she pushed Ruby` is not told by `her cousin Ruby` in scene 3 and `goodnight, Ruby`).
import { describe, expect, it } from 'vitest';
import { storyOfDay } from './day-story.ts';

const DAY =
  'cousin Ruby came over for a playdate. they got into a big fight over the dollhouse and she pushed Ruby 😬 timeout for both then they said sorry and hugged it out. made paper chains for the tree together after';

describe('a clause with a name', () => {
  it('is retold when only the name is said elsewhere', () => {
    for (const seed of ['s1', 's2', 's3']) {
      const story = storyOfDay('en', DAY, { seed, activities: ['activity-playing-with-friends'] });
      const text = story.scenes.map((scene) => scene.text).join('\n');
      expect(text, seed).toMatch(/pushed Ruby/u);
    }
  });
});

describe('a typed activity a scene shows', () => {
  // `malen` typed beside the painting of scene 2: readers heard `Der kleine Bär durfte malen.` after the bath.
  it('is told in that scene or by it, never in the evening’s (de)', () => {
    for (const seed of ['t1', 't2', 't3']) {
      const scenes = storyOfDay(
        'de',
        'die oma aus graz is heut wieder heimgfahrn nach 2 wochen bei uns 😢 am bahnhof hat er so gweint und wollt sie ned loslassen. sie hat ihm ihr blaues halstuch dagelassen, des hat er jetzt im bett. nachmittag ham ma noch a bild für sie gmalt',
        { seed, pronoun: 'he', typed: ['bahnhof', 'malen'], activities: ['activity-painting'] },
      ).scenes.map((scene) => scene.text);
      expect(scenes.slice(5).join(' '), `${seed}:\n${scenes.join('\n')}`).not.toMatch(/malen/u);
    }
  });

  // `trineo` typed beside a full scene of snow, `merienda en lo de la nona` beside a full scene at the nona's: each told
  // there, or in a later scene of the day, not lost.
  it('is told when its scene is full (es)', () => {
    for (const seed of ['t1', 't2', 't3']) {
      const text = storyOfDay(
        'es',
        'primera vez q ve la nieve!!! subimos a navacerrada con los primos, hicimos un muñeco y se enfadó muchisimo xq se le mojaron los guantes jajaj',
        { seed, typed: ['trineo'], activities: ['activity-snow'] },
      )
        .scenes.map((scene) => scene.text)
        .join('\n');
      expect(text, seed).toMatch(/trineo/u);
    }
  });
});
