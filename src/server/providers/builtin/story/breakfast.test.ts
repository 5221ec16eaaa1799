// The parent's own breakfast is the morning's, in place of the story's made-up one: `desayuno tostadas con tomate` had
// been told beside `Se sentó a la mesa y se comió el pan`, and `acordou cedo e comeu papa de aveia` after daycare,
// beside a made-up banana on waking.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from './day-story.ts';

const SEEDS = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('the parent’s breakfast', () => {
  it.each([
    [
      'es',
      'dia largo! desayuno tostadas con tomate, luego a la guarde, a mediodia vino su amiga Lucia a comer a casa, por ' +
        'la tarde al parque a los columpios, hicimos galletas con la abuela, bañito con espuma, pijama y le lei el de la ' +
        'oruga glotona dos veces',
      ['hacer galletas'],
      ['activity-park', 'activity-bath'],
      /tostadas con tomate/u,
      /se comió el pan/u,
    ],
    [
      'pt',
      'dia normal, acordou cedo e comeu papa de aveia c banana, depois fui levá-lo à creche. à tarde veio cá a Matilde ' +
        'brincar e fizeram bolos de areia, fomos ao jardim dar pão aos patos',
      ['baloiço'],
      ['activity-daycare'],
      /papa de aveia/u,
      /comeu uma banana|havia banana|comeu a banana/u,
    ],
  ] as [Language, string, string[], string[], RegExp, RegExp][])(
    'is told on waking, in place of a made-up one (%s)',
    (language, day, typed, activities, own, madeUp) => {
      for (const seed of SEEDS) {
        const { scenes } = storyOfDay(language, day, { seed, typed, activities });
        const text = scenes.map((scene) => scene.text).join('\n');
        expect(scenes[0]?.text, `${seed}: ${text}`).toMatch(own);
        expect(text, `${seed}: ${text}`).not.toMatch(madeUp);
      }
    },
  );

  // A food of the morning's outing is no breakfast: the strawberries picked at the market had been scene 1's too.
  it.each([
    [
      'en',
      'we went to the farmers market this morning and she got to pick the strawberries. then we fed the ducks at the pond',
      /strawberr/iu,
    ],
    [
      'de',
      'heute morgen waren wir auf dem markt und sie durfte die erdbeeren aussuchen. danach haben wir enten gefüttert',
      /Erdbeer/iu,
    ],
    ['fr', 'ce matin on est allés au marché et elle a choisi les fraises', /fraise/iu],
  ] as [Language, string, RegExp][])('is not a food of a morning’s outing (%s)', (language, day, food) => {
    for (const seed of SEEDS) {
      const { scenes } = storyOfDay(language, day, { seed });
      const text = scenes.map((scene) => scene.text).join('\n');
      expect(scenes[0]?.text, `${seed}: ${text}`).not.toMatch(food);
      expect(text, `${seed}: ${text}`).toMatch(food);
    }
  });

  // What the child ate at home in the morning, with no word of breakfast, is the waking's too (`早上喝了豆浆吃了小笼包`
  // had come after daycare, beside a made-up hug on waking).
  it.each([
    ['zh', '今天可忙了 早上喝了豆浆吃了小笼包 上午去幼儿园 下午奶奶接他去菜市场买菜', /豆浆/u],
    ['en', 'this morning she ate porridge with honey on the sofa, then nursery and the park after', /porridge/u],
  ] as [Language, string, RegExp][])('is told on waking without the word breakfast (%s)', (language, day, food) => {
    for (const seed of SEEDS) {
      const { scenes } = storyOfDay(language, day, { seed, activities: ['activity-daycare'] });
      const text = scenes.map((scene) => scene.text).join('\n');
      expect(scenes[0]?.text, `${seed}: ${text}`).toMatch(food);
    }
  });
});
