// A parent away whom the child missed is the day's heart, where no homecoming is told: `daddy away on a work trip til
// fri … we facetimed him` had the title `Zuri and the Books`, `爸爸出差第三天 · 晚上跟爸爸视频` had `Zuri玩音乐`.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay, ZURI_ALONE } from './day-story.ts';

const AWAY: Partial<
  Record<Language, { day: string; typed?: readonly string[]; activities?: readonly string[]; title: string }>
> = {
  en: {
    day: 'daddy away on a work trip til fri. she was a bit teary at bath time asking where he was. we facetimed him before bed and he read gruffalo down the phone, she fell asleep cuddling his jumper',
    activities: ['activity-bath'],
    title: 'Zuri and Daddy',
  },
  fr: {
    day: "papa est en déplacement à lyon jusqu'à jeudi. ce matin elle a demandé où était papa, elle était un peu triste. crèche comme d'hab, elle a fait de la pâte à sel. le soir on a fait un appel visio avec papa",
    title: 'Zuri et Papa',
  },
  de: {
    day: '',
    typed: ['papa auf dienstreise', 'abends videocall mit papa', 'hat papa vermisst'],
    title: 'Zuri und Papa',
  },
  zh: { day: '', typed: ['爸爸出差第三天', '晚上跟爸爸视频', '给爸爸唱了小星星'], title: 'Zuri和爸爸' },
};

describe('the title of a day a parent was away', () => {
  it.each(Object.keys(AWAY) as Language[])('names the parent the child missed (%s)', (language) => {
    const { day, typed, activities, title } = AWAY[language] ?? { day: '', title: '' };
    for (const seed of ['a', 'b', 'c', 'd']) {
      const story = storyOfDay(language, day, { seed, typed, activities, facts: ZURI_ALONE });
      expect(story.title, `${seed}: ${story.scenes.map((scene) => scene.text).join(' | ')}`).toBe(title);
    }
  });
});
