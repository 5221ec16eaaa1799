// Someone the parent names only at one part of the day is there only then: an aunt who came to supper does not comfort
// the morning's painting, the babysitter of the afternoon does not paint in the morning, and a grandfather who went
// home at noon does not paint in the afternoon. Readers heard them all in the wrong scenes.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import type { ActivityId } from './activities.ts';
import { storyOfDay } from './day-story.ts';

const DAYS: { language: Language; day: string; activities: ActivityId[]; scenes: number[]; not: RegExp }[] = [
  {
    language: 'es',
    day: 'por la tarde fuimos al parque y se tiró mil veces por el tobogán, por la mañana estuvo en la guarde pintando con los dedos y por la noche la tía Carmen vino a cenar y le leyó un cuento de dragones',
    activities: ['activity-park', 'activity-painting', 'activity-reading'],
    scenes: [1, 2, 3, 4],
    not: /Carmen/u,
  },
  {
    language: 'pt',
    day: 'de tarde foi pra pracinha c a babá Rosa, correu atrás dos pombos. de manhã ficou em casa pintando c guache, se sujou todinha de azul. de noite o papai chegou cedo e deu banho nela',
    activities: ['activity-bath', 'activity-playground', 'activity-painting'],
    scenes: [1, 2, 3],
    not: /Rosa|pai\b/u,
  },
  {
    language: 'zh',
    day: '下午在家画画 涂了好多小鱼 晚上洗澡的时候拿着小黄鸭玩了半天 早上爷爷带她去公园喂鸭子 爷爷中午就回老家了',
    activities: ['activity-painting', 'activity-bath', 'activity-park'],
    scenes: [4],
    not: /和爷爷一起/u,
  },
  {
    language: 'de',
    day: 'vormittags war sie in der kita und hat ein bild mit fingerfarben gemalt. nachmittags auf dem spielplatz. abends hat papa ihr in der wanne die haare gewaschen',
    activities: ['activity-bath', 'activity-playground', 'activity-painting'],
    scenes: [1, 2, 3, 4],
    not: /Papa/u,
  },
];

describe('someone named at one part of the day', () => {
  it.each(DAYS)('is not there at another ($language)', ({ language, day, activities, scenes, not }) => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const story = storyOfDay(language, day, { seed, activities });
      for (const at of scenes) expect(story.scenes[at]?.text ?? '', `${seed}, scene ${at + 1}`).not.toMatch(not);
    }
  });
});
