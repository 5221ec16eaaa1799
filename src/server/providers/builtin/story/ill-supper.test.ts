// A day the child was ill ends with a quiet supper, not a hearty one (`ate every last bite`, `was hungry after the long
// day`): in every language, over many seeds.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from './day-story.ts';

const ILL_DAYS: Record<Language, { day: string; hearty: RegExp }> = {
  en: {
    day: 'tummy bug, been sick twice, stayed on the sofa all day',
    hearty: /hungry|every last bite|ate it all up|extra good/iu,
  },
  nl: {
    day: 'buikgriep, twee keer overgegeven en de hele dag op de bank',
    hearty: /honger|smulde|laatste hap|bord.*leeg/iu,
  },
  de: {
    day: 'magen-darm, zweimal gespuckt und den ganzen tag auf dem sofa',
    hearty: /hunger|hungrig|allerletzten bissen|teller war leer|aß alles auf/iu,
  },
  fr: {
    day: 'gastro, il a vomi deux fois et il est resté sur le canapé',
    hearty: /faim|dévor|dernière bouchée|assiette.*vide/iu,
  },
  es: {
    day: 'tenía fiebre y se quedó todo el día en el sofá',
    hearty: /hambre|con muchas ganas|último bocado|plato.*limpio/iu,
  },
  pt: { day: 'estava com febre e ficou o dia todo no sofá', hearty: /fome|apetite|última garfada|prato.*limpinho/iu },
  zh: { day: '发烧了，在家躺了一天', hearty: /饿|吃得饱饱|特别香|吃光|一口不剩/u },
};

describe('a day the child was ill', () => {
  it.each(Object.keys(ILL_DAYS) as Language[])('has no hearty supper (%s)', (language) => {
    const { day, hearty } = ILL_DAYS[language];
    for (let seed = 0; seed < 16; seed++) {
      const story = storyOfDay(language, day, { seed: `ill-${seed}` });
      expect(['sick', 'hospital', 'vaccine'], `${seed}`).toContain(story.scenes[2]?.plan?.problem);
      expect(story.scenes[5]?.text, `${seed}`).not.toMatch(hearty);
    }
  });
});
