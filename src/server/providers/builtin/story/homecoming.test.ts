// A parent home today after days away, before the evening, is a happy day's own thread: scene 3 tells the missing, as
// it was, and scene 4 the homecoming (in the parent's own words, where they said it first), with no drawing made for
// someone who is home already, no thank-you hug to the other parent for it, and no calm refrain of a sad night.
// Checked in every language the readers wrote one in.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay, ZURI_ALONE } from './day-story.ts';

const DAYS: [Language, string, RegExp, RegExp][] = [
  [
    'en',
    'daddy back from 2 wks offshore, ran down the drive in his pjs to meet him',
    /Daddy (?:came home|was home again|came back from)/u,
    /draw a picture|far away today/u,
  ],
  [
    'es',
    'volvio papi de viaje!! estuvo 10 dias en neuquen x laburo y lo extrañaba un monton',
    /papá (?:volvió a casa|estaba en casa otra vez)/u,
    /dibujo para regalárselo|abrazo de gracias/u,
  ],
  [
    'pt',
    'o pai chegou hj de angola dps de 3 semanas fora!! correu p ele no aeroporto e n o largava',
    /pai (?:voltou para casa|estava de volta|chegou hoje de Angola)/u,
    /desenho para lhe oferecer|abraço de agradecimento/u,
  ],
  [
    'nl',
    'papa is terug van een werkreis van twee weken!! ze rende naar hem toe bij de deur',
    /[Pp]apa (?:eindelijk thuis|weer thuis|was terug van)/u,
    /tekening met een groot hart|dankjewelknuffel/u,
  ],
];
const SEEDS = ['a', 'b', 'c', 'd'];

describe('a homecoming after days away', () => {
  it.each(DAYS)('tells the missing, then the homecoming (%s)', (language, day, home, never) => {
    for (const seed of SEEDS) {
      const story = storyOfDay(language, day, { seed, pronoun: 'he', facts: ZURI_ALONE });
      const told = story.scenes.map((scene, index) => `${index + 1}. ${scene.text}`).join('\n');
      expect(story.scenes[2]?.plan?.problem, `${seed}:\n${told}`).toBe('missing');
      expect(story.scenes[3]?.text, `${seed}:\n${told}`).toMatch(home);
      expect(told, `${seed}:\n${told}`).not.toMatch(never);
    }
  });
});

describe('a parent away all day, missed by a pronoun', () => {
  it('keeps them out of the day’s scenes and wishes them no goodnight in person (nl)', () => {
    const day =
      'papa is vanmorgen voor 4 dagen naar spanje vr zijn werk, ze hing aan zn been aan de deur en wou ni loslaten. savonds gefacetimed en ze liet hem haar tekening zien van een vliegtuig. mist hem wel';
    for (const seed of SEEDS) {
      const story = storyOfDay('nl', day, { seed, pronoun: 'she', facts: ZURI_ALONE });
      const told = story.scenes.map((scene, index) => `${index + 1}. ${scene.text}`).join('\n');
      for (const scene of story.scenes.slice(1, 5))
        expect(scene.plan?.people ?? [], `${seed}:\n${told}`).not.toContain('dad');
      expect(told, seed).not.toMatch(/\bvr\b/u);
    }
  });
});
