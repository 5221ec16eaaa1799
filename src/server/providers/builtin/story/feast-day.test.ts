// A feast day's uh-oh grows out of the feast (it ends too soon), and a child worn out at its end did not fall.
import { describe, expect, it } from 'vitest';
import { storyOfDay } from './day-story.ts';

describe('a feast day with no trouble', () => {
  // Readers heard a cap blown off by the wind on the day of the village's Schützenfest, a gust the day never had.
  it('has its uh-oh in the feast ending too soon (de)', () => {
    for (const seed of ['f1', 'f2', 'f3', 'f4']) {
      const story = storyOfDay(
        'de',
        'heut war schützenfest bei uns im dorf! er hat mit opa am straßenrand den umzug mit der blaskapelle geguckt und dem schützenkönig gewunken 🎺 danach kinderkarussell und ne tüte gebrannte mandeln',
        { seed, pronoun: 'he', typed: ['schützenfest'] },
      );
      expect(story.scenes[2]?.plan?.problem, `${seed}: ${story.scenes[2]?.text}`).toBe('timeToStop');
    }
  });

  // `totally wiped out` at the end of a parade day: worn out, not a fall.
  it('is no fall for a child worn out at its end (en)', () => {
    for (const seed of ['f1', 'f2', 'f3', 'f4']) {
      const story = storyOfDay(
        'en',
        'mardi gras parade on st charles w his cousins!! caught sooo many beads and a stuffed gator off a float. king cake at maw maws after and he got the baby lol. totally wiped out',
        { seed, pronoun: 'he', typed: ['parade'] },
      );
      expect(story.scenes[2]?.plan?.problem, `${seed}: ${story.scenes[2]?.text}`).not.toBe('fell');
    }
  });
});
