// A title that says whose day it was: readers found every title a stock one (`What Zuri Did Today`, `A Day with
// Zuri`), even on the day a friend moved away or the old cat died.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay, ZURI_ALONE } from './day-story.ts';

const SEEDS = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('the title of a goodbye', () => {
  const DAYS: { language: Language; day: string; title: RegExp }[] = [
    {
      language: 'en',
      day: 'said bye to his best friend Jack at nursery, they are moving to Perth',
      title: /^Goodbye, Jack$/u,
    },
    {
      language: 'nl',
      day: 'afscheid van haar vriendinnetje Lotte, ze gaat verhuizen naar Groningen',
      title: /^Dag, Lotte$/u,
    },
    { language: 'de', day: 'abschied von ihrer freundin Emma, sie zieht nach Hamburg', title: /^Tschüss, Emma$/u },
    { language: 'es', day: 'se despidió de su amiga Vale, se muda a Valencia', title: /^Adiós, Vale$/u },
    { language: 'pt', day: 'despediu-se da amiga Inês, vai mudar para o Porto', title: /^Adeus, Inês$/u },
  ];
  it.each(DAYS)('names whom the child said goodbye to ($language)', ({ language, day, title }) => {
    for (const seed of SEEDS) {
      const story = storyOfDay(language, day, { seed, pronoun: 'he', facts: ZURI_ALONE });
      expect(story.title, `${seed}: ${story.scenes.map((scene) => scene.text).join('\n')}`).toMatch(title);
    }
  });
});

describe('the title of a day with a friend or a sibling', () => {
  it('names them on some nights, by the name the parent gave, and only when the story tells them', () => {
    const titles = SEEDS.map(
      (seed) =>
        storyOfDay('en', 'big row with her brother oscar over the red scooter at the park, both in tears', {
          seed,
          facts: ZURI_ALONE,
        }).title,
    );
    expect(titles).toContain('Zuri and Oscar');
    expect(titles.filter((title) => title === 'Zuri and Oscar').length).toBeLessThan(SEEDS.length);
  });
});
