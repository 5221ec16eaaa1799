// A fright at the day's trouble is the trouble's own feeling, told with it in scene 3: `… en die was in stukjes, ze
// schrok ervan` had come after scene 4's comforter began, and `elle a eu peur et elle a pleuré` after the comfort.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from './day-story.ts';

const SEEDS = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('a fright at the trouble', () => {
  it.each([
    [
      'nl',
      'kerstboom opgetuigd samen met papa en grote broer mats. toen viel er een rode kerstbal op de grond en die was in ' +
        'stukjes, ze schrok ervan. papa heeft het opgeveegd en zij mocht de lampjes aandoen',
      /schrok ervan/u,
    ],
    [
      'fr',
      "on a fait le sapin ce soir avec maman ! malheureusement une boule en verre est tombée et s'est cassée, elle a eu " +
        "peur et elle a pleuré. maman a ramassé les morceaux et lui a laissé mettre l'étoile tout en haut",
      /a peur/u,
    ],
    [
      'de',
      'beim lichterkette aufhängen am fenster is ihr ne glaskugel runtergefallen und kaputt gegangen, sie hat ganz ' +
        'erschrocken geguckt. mama hat gesagt macht nix wir ham noch viele',
      /erschrocken/u,
    ],
  ] as [Language, string, RegExp][])('is told with it in scene 3 (%s)', (language, day, fright) => {
    for (const seed of SEEDS) {
      const scenes = storyOfDay(language, day, { seed }).scenes;
      const at = scenes.findIndex((scene) => fright.test(scene.text));
      expect(at, `${seed}: ${scenes.map((scene) => scene.text).join('\n')}`).toBe(2);
    }
  });
});

// So are the tears at it, whatever the afternoon's scene told before them (`se le cayo el trozo de tarta al suelo y se
// puso a llorar`, after the bouncy castles the party's playground told): they had ended scene 5.
describe('tears at the trouble', () => {
  it('are told with it in scene 3 (es)', () => {
    const day =
      'cumple de su prima Alba en un parque de bolas. salto en las camas elasticas y se tiro por el tobogan gigante ' +
      'mil veces. cuando soplaron las velas se le cayo el trozo de tarta al suelo y se puso a llorar, pero la tia ' +
      'Rocio le dio otro trozo y se le paso enseguida';
    for (const seed of SEEDS) {
      const scenes = storyOfDay('es', day, { seed, activities: ['activity-birthday-party'] }).scenes;
      const at = scenes.findIndex((scene) => /a llorar/u.test(scene.text));
      expect(at, `${seed}: ${scenes.map((scene) => scene.text).join('\n')}`).toBe(2);
    }
  });
});
