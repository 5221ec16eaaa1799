// The parent's own going to a place opens its scene, and the made-up arrival there then gives way: `Nana took her to
// the park` is not followed by `Zuri and Bunny walked to the park`, nor `fomos ao mercado` by `foram ao mercado`.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import type { DayFacts } from '../../types.ts';
import { storyOfDay } from './day-story.ts';

const OWN: DayFacts = {
  children: [{ name: 'Zuri', pronoun: 'she', age: 'toddler', seed: 'c1' }],
  people: [],
  pets: [],
};
const DAYS: Array<{ language: Language; text: string; activities: string[]; place: RegExp }> = [
  {
    language: 'en',
    text: 'nursery this morning, made a rocket out of a cereal box. nana picked her up and took her to the park, fed the ducks and got an ice lolly',
    activities: ['activity-daycare', 'activity-park'],
    place: /\bpark\b/giu,
  },
  {
    language: 'pt',
    text: 'dia tranquilo. de manhã fomos ao mercado comprar fruta, escolheu as bananas',
    activities: ['activity-shopping'],
    place: /\bao mercado\b/giu,
  },
];

describe('the parent’s going to a place', () => {
  it.each(DAYS)(
    'is told once, without a made-up arrival after it ($language)',
    ({ language, text, activities, place }) => {
      for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
        const story = storyOfDay(language, text, { seed, activities, facts: OWN });
        const scenes = story.scenes.map((scene) => scene.text);
        const at = scenes.findIndex((one, index) => index > 0 && index < 6 && (one.match(place)?.length ?? 0) > 0);
        expect(at, `${seed}: ${scenes.join(' | ')}`).toBeGreaterThan(0);
        expect(scenes[at]?.match(place)?.length, `${seed}: ${scenes[at]}`).toBe(1);
      }
    },
  );
});
