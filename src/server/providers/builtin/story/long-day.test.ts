// A long day is told to its end: a parent who wrote seven or eight things had the last of them dropped, however much
// room the scenes had (the leaves glued on paper after a morning of baking, the long nap that made a coughing child
// better), because the story stopped retelling the parent's words after six sentences.
import { describe, expect, it } from 'vitest';
import { textOfDay } from './day-story.ts';

describe('a long day', () => {
  it('tells what came last, after six things told before it', () => {
    const day =
      'choveu o dia todo e ficamos em casa. fizemos bolinhos de cenoura c a mãe, ele quis partir os ovos sozinho e ' +
      'caiu casca p dentro da taça toda, ficou a cozinha cheia de farinha e ele todo branco parecia um fantasma. ' +
      'depois colámos folhas secas num papel';
    const text = textOfDay('pt', day, {
      seed: 'pt-q4-a',
      pronoun: 'he',
      activities: ['activity-baking'],
      typed: ['bolinhos de cenoura', 'colagem de folhas'],
    });
    expect(text).toMatch(/fantasma/u);
    expect(text).toMatch(/colaram folhas secas num papel/u);
  });

  it('tells the nap that made a poorly child better, in Chinese', () => {
    const day =
      '这两天咳嗽流鼻涕 今天去医院看了 医生开了止咳糖浆 宝宝嫌苦不肯喝 他妈妈兑在苹果汁里才喝下去 然后抱着他在沙发上讲故事 下午睡了一大觉好多了';
    const text = textOfDay('zh', day, { seed: 'zh-r6-a', pronoun: 'he', typed: ['喝苹果汁', '听故事'] });
    expect(text).toMatch(/苹果汁/u);
    expect(text).toMatch(/睡了一大觉/u);
  });
});
