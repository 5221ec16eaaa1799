// A day the child missed someone who came home today (a parent back from a work trip): the one missed is wished
// goodnight at bedtime, is no companion of the day's scenes before the homecoming, and a homecoming of the evening
// opens the evening's scene, before supper and the bath.
import { describe, expect, it } from 'vitest';
import { briefOf, readerDay } from '../../../../../bench/story-truth/days.ts';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from './day-story.ts';
import { writeBuiltinStory } from './write.ts';

const SEEDS = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('whom the child missed, home again', () => {
  it.each([
    ['en', 'en-u2', /Goodnight[^.]*Daddy/u],
    ['nl', 'nl-u1', /[Ww]elterusten, papa/u],
    ['es', 'es-u1', /[Bb]uenas noches, papá/u],
    // (As the rest of the Portuguese story says him: `boa noite, pai`.)
    ['pt', 'pt-u1', /[Bb]oa noite, pai(?!\p{L})/u],
    ['zh', 'zh-u3', /晚安，爸爸/u],
  ] as [Language, string, RegExp][])('is wished goodnight (%s, %s)', (language, id, goodnight) => {
    const day = readerDay(language, id);
    for (const seed of SEEDS) {
      const scenes = writeBuiltinStory(briefOf(day, language, seed)).scenes;
      expect(scenes[6]?.text, seed).toMatch(goodnight);
    }
  });

  it('is not beside the child while still away, when the sentence of the missing names no one (pt-u1)', () => {
    const day = readerDay('pt', 'pt-u1');
    for (const seed of SEEDS) {
      const scenes = writeBuiltinStory(briefOf(day, 'pt', seed)).scenes;
      for (const scene of scenes.slice(1, 4)) expect(scene.plan?.people ?? [], seed).not.toContain('dad');
    }
  });

  it('comes home in the evening before supper and the bath, not after them (nl-u1)', () => {
    const day = readerDay('nl', 'nl-u1');
    for (const seed of SEEDS) {
      const six = writeBuiltinStory(briefOf(day, 'nl', seed)).scenes[5]?.text ?? '';
      expect(six.split(/(?<=[.!?])\s+/u)[0], `${seed}: ${six}`).toMatch(/Papa kwam .*thuis/u);
    }
  });

  it('is wished goodnight when the homecoming names no one (`um sechs ist er endlich heimgekommen`)', () => {
    const day =
      'papa war die ganze woche auf dienstreise in münchen und sie hat jeden morgen gefragt wann er wiederkommt. ' +
      'nachmittags haben wir ein willkommensbild gemalt. um sechs ist er endlich heimgekommen';
    for (const seed of SEEDS) {
      const scenes = storyOfDay('de', day, { seed }).scenes;
      expect(scenes[6]?.text, seed).toMatch(/[Gg]ute Nacht, Papa/u);
    }
  });

  // The homecoming said first, as the day's news, is told as the end of the missing (scene 4), and what came after it
  // (the window, the doorbell, the hug, the present) after it, in the parent's order.
  it.each([
    ['fr', 'fr-u1', [/Papa rentre/u, /fenêtre le nez/u, /sonne/u, /saute dans les bras/u, /avion/u, /le bain/u]],
    ['pt', 'pt-u1', [/voltou de viagem/u, /aeroporto/u, /papaiii/u, /ursinho/u]],
  ] as [Language, string, RegExp[]][])(
    'comes home before what followed the homecoming when the parent said it first (%s, %s)',
    (language, id, order) => {
      const day = readerDay(language, id);
      for (const seed of SEEDS) {
        const text = writeBuiltinStory(briefOf(day, language, seed))
          .scenes.map((scene) => scene.text)
          .join(' ');
        const at = order.map((pattern) => text.search(pattern));
        expect(
          at.every((position) => position >= 0),
          `${seed}: ${text}`,
        ).toBe(true);
        expect(at, `${seed}: ${text}`).toEqual([...at].sort((a, b) => a - b));
      }
    },
  );

  it('is not home yet when the parent counts the nights until then (de-v6: `noch zweimal schlafen dann is er wieder da`)', () => {
    const day = readerDay('de', 'de-v6');
    for (const seed of SEEDS) {
      const scenes = writeBuiltinStory(briefOf(day, 'de', seed)).scenes;
      expect(scenes[6]?.text, seed).not.toMatch(/Nacht, Papa/u);
      expect(scenes[5]?.text.split(/(?<=[.!?])\s+/u)[0], seed).not.toMatch(/wieder da/u);
    }
  });

  it('has not come home yet when the parent names the day ahead (`vrijdag komt papa weer thuis`)', () => {
    const day =
      'papa is de hele week in duitsland voor zn werk. hij miste hem wel. met mama pannenkoeken gebakken. ' +
      'vrijdag komt papa weer thuis';
    for (const seed of SEEDS) {
      const scenes = storyOfDay('nl', day, { seed }).scenes;
      const comfort = `${scenes[3]?.text ?? ''} ${scenes[4]?.text ?? ''}`;
      // (Told as ahead, `Vrijdag zou papa weer thuiskomen`, it is the parent's own words.)
      expect(comfort.replace(/Vrijdag zou papa weer thuiskomen\./u, ''), seed).not.toMatch(
        /papa (?:weer|eindelijk) thuis|kwam papa/iu,
      );
    }
  });
});

// The parent's own homecoming after a week of missing takes the place of the made-up one: `mummy came home this morning
// with croissants` had been told in the afternoon's blocks scene, after `And then, at last, Mummy came home!` in scene 4.
describe('the parent’s homecoming after the missing', () => {
  it('is the comfort, said once', () => {
    const day =
      'mummy on nights at the hospital all week so its been me and the little monkey. we facetimed her on her break ' +
      'and zuri showed her the tower she built. mummy came home this morning with croissants and a sticker from the nurses';
    for (const seed of SEEDS) {
      const { scenes } = storyOfDay('en', day, {
        seed,
        typed: ['facetime with mummy'],
        activities: ['activity-building-blocks'],
      });
      const text = scenes.map((scene) => scene.text).join('\n');
      expect(scenes[3]?.text, `${seed}: ${text}`).toMatch(/came home this morning with croissants/u);
      expect(text.match(/came home/gu), `${seed}: ${text}`).toHaveLength(1);
    }
  });
});

// A homecoming said first, in the missing's own words (`daddy got back from glasgow tonight after 5 days away`), is the
// comfort of scene 4: it had come in the evening, after the present he brought and the run to the door.
describe('a homecoming said first', () => {
  it('comes before what he brought and the run to the door (en)', () => {
    const day =
      'daddy got back from glasgow tonight after 5 days away. brought him a little red fire engine with a siren. he ' +
      'ran to the door in his pjs shouting daddy daddy and said i missed you this much with his arms out wide. played ' +
      'fire engines on the rug till bath time';
    for (const seed of SEEDS) {
      const { scenes } = storyOfDay('en', day, { seed, pronoun: 'he', activities: ['activity-bath'] });
      const text = scenes.map((scene) => scene.text).join('\n');
      const home = scenes.findIndex((scene) => /got back from Glasgow/u.test(scene.text));
      const engine = scenes.findIndex((scene) => /red fire engine/u.test(scene.text));
      expect(home, `${seed}: ${text}`).toBe(3);
      expect(engine, `${seed}: ${text}`).toBeGreaterThanOrEqual(home);
    }
  });
});
