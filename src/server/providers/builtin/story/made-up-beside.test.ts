// A made-up line that says all of a parent's short clause but one word does not tell it: that word is what the parent
// said of the place or thing (`fed the ducks`, not the park's stock `The ducks waddled by in a row`). Readers heard
// the stock line in place of the parent's, and the parent's clause never told.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from './day-story.ts';

const DAYS: [Language, string, RegExp][] = [
  ['en', 'we went to the park with nana and fed the ducks', /fed the ducks/u],
  ['nl', 'met oma naar het park en eendjes gevoerd', /gevoerd|voerde/u],
  ['fr', 'premier rendez-vous chez la dentiste ce matin, la dentiste a compté ses dents', /compt\S* ses dents/u],
];

describe('a made-up line beside the parent’s own', () => {
  it.each(DAYS)('does not tell the parent’s clause in its place (%s: %s)', (language, day, told) => {
    for (const seed of ['a', 'c', 'd']) {
      const text = storyOfDay(language, day, { seed }).scenes.map((scene) => scene.text);
      expect(text.join(' '), `${seed}: ${text.join('\n')}`).toMatch(told);
    }
  });

  it('takes no word that only says when for what the parent said (`sábado fomos no aquário`)', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const text = storyOfDay('pt', 'sábado fomos no aquário com a dinda Carol, ele ficou doido com os tubarões', {
        seed,
      })
        .scenes.map((scene) => scene.text)
        .join(' ');
      expect(text.match(/ao aquário/gu)?.length ?? 0, `${seed}: ${text}`).toBeLessThanOrEqual(1);
    }
  });

  it('gives way beside the parent’s own sentence that says all it says, where its scene keeps three', () => {
    const haircut =
      'first haircut at the barbers, sat on the big booster seat like a big boy. cried when the clippers buzzed but ' +
      'the man gave him a lolly. kept his curl in an envelope lol. looks so grown up now';
    const cases: [Language, string, { typed?: string[]; activities?: string[] }, RegExp, RegExp][] = [
      ['en', haircut, { typed: ['first haircut'] }, /first haircut at the barber/u, /brand-new haircut/u],
      ['zh', '', { typed: ['喂鸭子'], activities: ['activity-park'] }, /喂了鸭子/u, /小鸭子排成一队/u],
    ];
    for (const [language, day, options, own, madeUp] of cases) {
      let beside = 0;
      for (const seed of ['sample', 'a', 'b', 'c', 'd', 'e']) {
        const scenes = storyOfDay(language, day, { seed, pronoun: 'he', ...options }).scenes.map((scene) => scene.text);
        for (const text of [scenes[1] ?? '', scenes[4] ?? ''].filter((one) => own.test(one))) {
          beside += 1;
          expect(text, `${language} ${seed}`).not.toMatch(madeUp);
        }
      }
      expect(beside, language).toBeGreaterThan(0);
    }
  });
});

// A made-up line of a thing the parent's own sentence tells in another scene of the day gives way where its scene keeps
// three sentences: the aquarium's tortoises the parent wrote of (`ela amou as tartarugas`) were heard a second and a
// third time from stock lines in the afternoon.
describe('a made-up line of a thing the parent’s sentence tells in another scene', () => {
  it('gives way from a full scene', () => {
    const day =
      'fomos no aquário c a dinda Bia, ela amou as tartarugas e ficou colada no vidro do tubarão. na lanchonete ' +
      'derrubou o suco de uva no vestido todo 😩 o moço do aquário trouxe um monte de guardanapo e ainda deu um ' +
      'adesivo de peixinho pra ela, parou de chorar na hora';
    let full = 0;
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const { scenes } = storyOfDay('pt', day, { seed, pronoun: 'she' });
      const own = scenes.findIndex((scene) => /adorou as tartarugas/u.test(scene.text));
      expect(own, seed).toBeGreaterThan(0);
      for (const at of [1, 4]) {
        const sentences = (scenes[at]?.text ?? '').split(/(?<=[.!?])\s+/u);
        if (at === own || sentences.length < 4) continue;
        full += 1;
        // (Its first line, the scene's opening, stays; and a line that shows more of them, a lettuce leaf given.)
        const again = sentences.slice(1).filter((one) => /tartaruga/u.test(one) && !/alface/u.test(one));
        expect(again, `${seed}: ${scenes[at]?.text}`).toEqual([]);
      }
    }
    expect(full).toBeGreaterThan(0);
  });
});
