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
});
