// Each part of the parent's day is told where it happened: the trouble at the place the parent's sentence of it names,
// a clause in the scene that shows its activity, and a remembered ride without its own vehicle said again.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { DEFAULT_ACTIVITIES, DEFAULT_CHARACTERS } from '../../../catalog/catalog-data.ts';
import { storyOfDay } from './day-story.ts';
import { itemOf } from './variety-measures.ts';
import { writeBuiltinStory } from './write.ts';

const SEEDS = ['a', 'b', 'c', 'd', 'e', 'f'];

function scenes(language: Language, description: string, seed: string, activities: string[] = []) {
  return storyOfDay(language, description, { seed, activities }).scenes.map((scene) => scene.text);
}

/** A day the parent only typed activities for, beside one picked activity. */
function typedScenes(typed: string[], seed: string, picked: string) {
  const activity = DEFAULT_ACTIVITIES.find((one) => one.id === picked);
  const hero = DEFAULT_CHARACTERS[0];
  if (!activity || !hero) throw new Error(picked);
  return writeBuiltinStory({
    language: 'en',
    character: itemOf(hero, 'en'),
    activities: [itemOf(activity, 'en')],
    customDescription: '',
    customActivities: typed,
    childPlaceholder: 'Zuri',
    childPronoun: 'she',
    seed,
  }).scenes.map((scene) => scene.text);
}

describe('the day, each part in its place', () => {
  it('tells tears at drop-off at daycare, and the park of the afternoon after them', () => {
    const day =
      'nursery this morning, cried at drop off but they said she was fine after 5 mins. nana took her to the park after and they fed the ducks. fell asleep in the car on the way home';
    for (const seed of SEEDS) {
      const told = scenes('en', day, seed, ['activity-daycare', 'activity-park']);
      expect(told[2], seed).toMatch(/cried/u);
      expect(told[2], seed).not.toMatch(/park|pond|swing/iu);
      expect(told[4], seed).toMatch(/park/iu);
    }
  });

  it('tells two typed activities each in the scene that shows it', () => {
    for (const seed of SEEDS) {
      const text = typedScenes(['soft play', 'swimming lessons'], seed, 'activity-swimming');
      const pool = text.findIndex((scene) => /pool|blue water/u.test(scene));
      const play = text.findIndex((scene) => /playground/u.test(scene));
      expect(text[pool], seed).toMatch(/swimming lessons/u);
      expect(text[play], seed).toMatch(/soft play/u);
    }
  });

  it('tells the doctor’s visit of a poorly day at the doctor’s, before the sofa', () => {
    const day = 'doctors for her ears. she was so brave and got a sticker. calpol and cuddles on the couch after';
    for (const seed of SEEDS) {
      const told = scenes('en', day, seed, ['activity-doctor-visit']);
      expect(told[1], seed).toMatch(/doctor’s for (?:her|his) ears/u);
      expect(told[4], seed).not.toMatch(/doctor’s for/u);
    }
  });

  it('remembers a car ride without saying the car twice', () => {
    const day =
      'big day! nursery this morning, cried at drop off but they said she was fine after 5 mins. made a rocket out of a box. nana picked her up and took her to the park, fed the ducks and got an ice cream. fell asleep in the car on the way home';
    const texts = SEEDS.map((seed) => scenes('en', day, seed, ['activity-daycare', 'activity-park']).join(' '));
    expect(texts.some((text) => /the car ride today/u.test(text))).toBe(true);
    for (const text of texts) expect(text).not.toMatch(/car ride and the car/u);
  });
});
