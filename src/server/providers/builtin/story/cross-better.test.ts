// After a temper or a quarrel the good feeling comes back as the cross feeling going, never as a worried feeling
// melting away: the child was cross, not worried. Checked on several seeds in English and Portuguese, whose readers
// heard it.
import { describe, expect, it } from 'vitest';
import { textOfDay, ZURI_ALONE } from './day-story.ts';

const SEEDS = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('the feeling after a temper', () => {
  it.each([
    ['en', 'built a snowman w his big sister maya, they fought over the carrot nose then made up', /worried feeling/u],
    ['pt', 'a prima luana tava la. brigaram pelo balanço. depois fizeram as pazes', /preocupação/u],
  ] as const)('is no worry melting away (%s)', (language, day, worry) => {
    for (const seed of SEEDS) {
      const story = textOfDay(language, day, { seed, pronoun: 'he', facts: ZURI_ALONE });
      expect(story, seed).not.toMatch(worry);
    }
  });
});
