import { describe, expect, it } from 'vitest';
import { readText } from './read.ts';

/** What the Chinese lexicon reads in a parent's words: the ids found, and whether anything else was said. */
const read = (text: string) => {
  const found = readText([text], 'zh');
  return {
    ids: [...found.people, ...found.places, ...found.things, ...found.mishaps, ...found.events],
    unknown: found.hasUnknown,
  };
};

describe('the Chinese lexicon', () => {
  it('finds the people, places, things and mishaps of a day told in everyday words', () => {
    expect(read('今天和奶奶一起去公园喂小鸭子。后来她骑滑板车摔了一跤，膝盖擦破了。')).toEqual({
      ids: ['grandma', 'park', 'ducks', 'scooter', 'fell', 'hurt'],
      unknown: false,
    });
    expect(read('爸爸带我们去农场，看到了奶牛和拖拉机，还吃了冰淇淋。')).toEqual({
      ids: ['dad', 'farm', 'cow', 'icecream', 'tractor'],
      unknown: false,
    });
  });

  it('does not read a word hidden inside an unrelated one', () => {
    // 牛奶 is milk, not a cow; 马上 is "at once", not a horse; 气球 is a balloon, not a ball; 风筝 a kite, not wind;
    // 沙发 a sofa, not sand; 热闹 lively, not a tantrum; 累死了 "so tired", not a death; 雪糕 an ice lolly, not snow.
    expect(read('喝牛奶').ids).toEqual([]);
    expect(read('马上睡觉').ids).toEqual([]);
    expect(read('拿着气球').ids).toEqual(['balloon']);
    expect(read('放风筝').ids).toEqual(['kite']);
    expect(read('坐在沙发上').ids).toEqual(['livingRoom']);
    expect(read('公园里好热闹').ids).toEqual(['park']);
    expect(read('今天累死了').ids).toEqual(['tired']);
    expect(read('吃雪糕').ids).toEqual(['icecream']);
    expect(read('看到猫头鹰').ids).toEqual([]);
    expect(read('摔坏了玩具').ids).toEqual(['broke']);
    expect(read('很伤心').ids).toEqual(['cried']);
  });

  it('notices what it does not know, and only that', () => {
    expect(read('上柔道课').unknown).toBe(true);
    expect(read('和姑姑视频聊天')).toEqual({ ids: ['aunt'], unknown: true });
    expect(read('我们今天玩得很开心').unknown).toBe(false);
  });
});
