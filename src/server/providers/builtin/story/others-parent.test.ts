// A friend's mother by name is the friend's, never the child's own: readers heard `haar mama ingrid`, `sa maman Nadia`,
// `su mama Carmen`, `a mãe dele, a Sofia` at a playdate turn into the child's Mummy, who comforted after the spill,
// played in the afternoon and was wished goodnight, though she was not there.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { namesIn } from '../lexicon/read.ts';
import { storyOfDay } from './day-story.ts';

const DAYS: [Language, string, string, RegExp][] = [
  [
    'nl',
    'speelafspraak bij vriendinnetje fleur, haar mama ingrid had pannenkoeken gemaakt. ze hebben samen met de poppen ' +
      'gespeeld en verstoppertje gedaan. toen viel haar beker ranja om over fleurs tekening, even tranen maar ingrid zei ' +
      'dat het niet erg was',
    'Ingrid',
    /(?<![\p{L}])mama(?! van)(?![\p{L}])/iu,
  ],
  [
    'fr',
    "apres midi chez sa copine Lina, c'est sa maman Nadia qui nous a invitées. elles ont joué a la dinette et fait des " +
      "gateaux en pate a modeler. zuri a renversé son jus de pomme sur le tapis, elle etait toute triste mais Nadia a dit c'est pas grave",
    'Nadia',
    /(?<![\p{L}])maman(?![\p{L}])/iu,
  ],
  [
    'es',
    'por la tarde a casa de su amiga Olivia, su mama Carmen nos hizo merienda. jugaron a las cocinitas y con los legos. ' +
      'se le cayo el zumo encima de la alfombra y se asusto mucho pero Carmen le dijo que no pasaba nada',
    'Carmen',
    /(?<![\p{L}])mamá(?! de)(?![\p{L}])/iu,
  ],
  [
    'pt',
    'tarde em casa do amigo Dinis, a mãe dele, a Sofia, fez panquecas. brincaram c os legos e os carrinhos. o zuri ' +
      'entornou o sumo de laranja no tapete e ficou aflito, mas a Sofia disse que não fazia mal e limparam juntos',
    'Sofia',
    /(?<![\p{L}])mãe(?! dele)(?![\p{L}])/iu,
  ],
];

describe('a friend’s mother by name', () => {
  it.each(DAYS)(
    'is read as a grown-up of the day by her name, no mother of the child’s (%s)',
    (language, day, name) => {
      const named = namesIn([day], language).find((one) => one.name === name);
      expect(named).toBeDefined();
      expect(named?.person).toBeUndefined();
    },
  );

  it.each(DAYS)('is never the child’s Mummy in the story (%s)', (language, day, name, mother) => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const text = storyOfDay(language, day, { seed, activities: ['activity-playing-with-friends'] })
        .scenes.map((scene) => scene.text)
        .join('\n');
      expect(text, `${seed}: ${text}`).not.toMatch(mother);
      expect(text, seed).toContain(name);
    }
  });

  it('leaves the child’s own mother hers, where no other child is named (`un câlin à sa maman Julie`)', () => {
    expect(namesIn(['il a fait un câlin à sa maman Julie'], 'fr').map((one) => one.person)).toEqual(['mum']);
  });
});
