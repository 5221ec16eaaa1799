// A fear the parent says did not come (`no tuvo nada de miedo`, `medo nenhum`, `aucune peur`) is no trouble of the day:
// the big dog they saw is told, and the uh-oh is another.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from './day-story.ts';

const NO_FEAR: [Language, string][] = [
  ['es', 'fuimos al parque, vimos un perro enorme y no tuvo nada de miedo'],
  ['es', 'fuimos al parque, vimos un perro enorme y ni un poquito de miedo'],
  ['pt', 'fomos ao parque, vimos um cão enorme e medo nenhum'],
  ['fr', "au parc un énorme chien est venu, elle n'a eu aucune peur"],
];

describe('a fear the parent says did not come', () => {
  it.each(NO_FEAR)('is no trouble of the day (%s: %s)', (language, day) => {
    for (const seed of ['a', 'b', 'c']) {
      const story = storyOfDay(language, day, { seed });
      expect(story.scenes[2]?.plan?.problem, `${seed}: ${story.scenes[2]?.text}`).not.toBe('scared');
    }
  });
});
