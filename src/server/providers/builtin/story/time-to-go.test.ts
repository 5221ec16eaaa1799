// A happy day out has its uh-oh from the day itself: the time to leave a place the child loved (one more go, a wave,
// and off), not a hat in the wind or a worry the parent never wrote of.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from './day-story.ts';

const DAYS: Record<Language, string> = {
  en: 'we went to the aquarium and she saw a big turtle',
  nl: 'vanochtend naar het aquarium, ze vond de schildpad prachtig',
  de: 'vormittags waren wir im aquarium und haben eine große schildkröte gesehen',
  fr: 'ce matin on est allés à l’aquarium, il a adoré la tortue',
  es: 'por la mañana fuimos al acuario y vio una tortuga enorme',
  pt: 'de manhã fomos ao aquário e ela viu uma tartaruga enorme',
  zh: '上午去了海洋馆，看到了大海龟',
};
const LANGUAGES = Object.keys(DAYS) as Language[];

describe('a happy day out', () => {
  it.each(LANGUAGES)('has the time to leave as its uh-oh, and a wave goodbye as its end (%s)', (language) => {
    for (const seed of ['t1', 't2', 't3', 't4']) {
      const scenes = storyOfDay(language, DAYS[language], { seed }).scenes;
      expect(scenes[2]?.plan?.problem, `${seed}: ${scenes[2]?.text}`).toBe('timeToGo');
      expect(scenes[2]?.plan?.place, seed).toBe(scenes[1]?.plan?.place);
    }
  });

  it('gives way to another uh-oh of the place when the last stories had it', () => {
    const text = DAYS.en;
    const recent = [{ title: 'Last night', variants: [], uhOh: 'timeToGo' }];
    const brief = storyOfDay('en', text, { seed: 'r1' });
    expect(brief.scenes[2]?.plan?.problem).toBe('timeToGo');
    // With the last story's uh-oh remembered, another one of the aquarium's own.
    const again = storyOfDay('en', text, { seed: 'r1', recent });
    expect(['shyHello', 'lostToy']).toContain(again.scenes[2]?.plan?.problem);
  });
});
