// A happy day of the parent's own doings has its uh-oh from the day: the time to stop something the child loved (a
// little longer, one last go), not a cup spilt at a table the day never had. A Chinese day whose tears stopped
// (`才不哭`) still had the tears.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from './day-story.ts';

const TYPED: Record<Language, string[]> = {
  en: ['hide and seek with lily', 'carousel ride'],
  nl: ['verstoppertje met lisa', 'draaimolen'],
  de: ['verstecken mit lina', 'karussell fahren'],
  fr: ['cache-cache avec léa', 'tour de manège'],
  es: ['escondite con lucía', 'subir al tiovivo'],
  pt: ['escondidas com a leonor', 'andar no carrossel'],
  zh: ['学系鞋带', '帮奶奶剥毛豆'],
};
const LANGUAGES = Object.keys(TYPED) as Language[];
const SEEDS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'];

describe('a happy day of the parent’s own doings', () => {
  it.each(LANGUAGES)(
    'may end its doing too soon as its uh-oh, and never brings a worry of its own (%s)',
    (language) => {
      const problems = SEEDS.map(
        (seed) => storyOfDay(language, '', { seed, typed: TYPED[language] }).scenes[2]?.plan?.problem,
      );
      expect(problems).toContain('timeToStop');
      expect(problems.filter((problem) => problem === 'lostToy' || problem === 'shyHello')).toEqual([]);
    },
  );

  it('keeps the time to stop for a doing: a quiet moment on the sofa has nothing to end', () => {
    const day = 'christmas day!! up at half 5 to see if father christmas had been. fell asleep on nanny after dinner';
    for (const seed of SEEDS) {
      const three = storyOfDay('en', day, { seed }).scenes[2];
      expect(three?.plan?.problem, `${seed}: ${three?.text}`).not.toBe('timeToStop');
    }
  });
});

describe('tears that stopped', () => {
  it('are the day’s trouble in a Chinese day of one sentence (`才不哭`)', () => {
    const day = '第一次去理发店剪头发 坐在小马椅子上 推子一响就哭的可伤心了 理发师叔叔给了根棒棒糖才不哭';
    for (const seed of SEEDS.slice(0, 4)) {
      const three = storyOfDay('zh', day, { seed }).scenes[2];
      expect(['cried', 'scared'], `${seed}: ${three?.text}`).toContain(three?.plan?.problem);
      expect(three?.text, seed).toMatch(/推子/u);
    }
  });
});
