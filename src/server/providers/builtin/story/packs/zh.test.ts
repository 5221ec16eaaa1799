import { describe, expect, it } from 'vitest';
import { zh } from './zh.ts';

/** The Chinese pack's lines, read as a parent reads them aloud. */
describe('the Chinese pack', () => {
  it('tells a cry without the tears falling twice in a row (`眼泪…往下掉`)', () => {
    const x = { first: true, h: { name: '小兔子', ta: '她' } } as never;
    const [first = [], second = []] = zh.problems.cried.uhOh;
    for (const one of first)
      for (const two of second) expect(`${one(x)}${two(x)}`.match(/往下掉/gu)?.length ?? 0).toBeLessThan(2);
  });
});

describe('the Chinese pack', () => {
  const x = { first: true, h: { name: 'Zuri', ta: '她' }, helper: { name: '妈妈' } } as never;
  const lines = (groups: readonly (readonly ((x: never) => string)[])[]) => groups.flat().map((line) => line(x));

  it('says fear going as a parent says it, not `害怕的感觉变得越来越小`', () => {
    const fix = lines(zh.problems.scared.fix);
    expect(fix).toContain('慢慢地，Zuri就不怕了。');
    expect(fix.join('')).not.toContain('越来越小');
  });

  it('keeps 雷公公 in the storm’s comfort and has the mother say 妈妈在呢, not 有我在', () => {
    const fix = lines(zh.storm.fix).join('');
    expect(fix).toContain('雷公公在打鼓');
    expect(fix).toContain('妈妈在呢');
    expect(fix).not.toContain('有我在');
  });

  it('never says `一切又好好的了` nor the bookish `想着对方`', () => {
    const all = [...zh.feelBetter.map((line) => line(x)), ...lines(zh.problems.goodbye.fix)].join('');
    expect(all).not.toContain('一切又好好的了');
    expect(all).not.toContain('对方');
  });

  it('opens no quiet scene with `后来，`', () => {
    for (const line of [...zh.later, ...zh.quiet.arrive]) expect(line(x)).not.toMatch(/^后来/u);
  });

  it('wishes the toy train goodnight as a small child says it', () => {
    expect(zh.things.train?.goodnight).toBe('小火车');
  });
});

describe('the Chinese pack', () => {
  const x = { first: true, h: { name: 'Zuri', ta: '他' }, helper: { name: '妈妈' } } as never;

  it('comforts a hurt with a hug, never by blowing on it (an ear or a tummy cannot be blown on)', () => {
    const fix = zh.problems.hurt.fix.flat().map((line) => line(x));
    expect(fix.join('')).not.toMatch(/吹/u);
    expect(fix).toContain('妈妈把他抱在怀里，轻轻拍着他的背。');
  });

  it('comforts a goodbye by talking of the good times, not `那些在一起的日子`', () => {
    const friend = {
      first: true,
      h: { name: 'Zuri', ta: '她' },
      helper: { name: '妈妈' },
      about: { name: '朵朵' },
    } as never;
    const fix = zh.problems.goodbye.fix.flat().map((line) => line(friend));
    expect(fix).toContain('她和妈妈一起说起了和朵朵玩过的开心事。');
    expect(fix.join('')).not.toContain('那些在一起的日子');
  });

  it('tells a plan that fell through as a parent says it, not `真的没办法` nor a plan `正适合今天`', () => {
    const all = [...zh.problems.letDown.uhOh, ...zh.problems.letDown.fix].flat().map((line) => line(x));
    expect(all).toContain('唉，只好下次再去了。');
    expect(all.join('')).not.toMatch(/没办法|正适合今天|感觉飞走/u);
  });

  it('tells a move true of a friend’s move and of one next month too: no boxes packed today', () => {
    const lines = zh.events.moving.map((line) => line(x)).join('');
    expect(lines).toContain('新的地方');
    expect(lines).not.toMatch(/搬家的日子|大纸箱|搬上了车/u);
    // (`好朋友朵朵要搬家去深圳了`: the child stays; no wondering what the child's own new place is like.)
    expect(lines).not.toContain('新的地方是什么样子');
  });

  it('tells a goodbye as a parting, never the friend as the one who goes (the child may be moving away)', () => {
    const friend = { ...(x as object), about: { name: '好朋友悠悠' } } as never;
    const uhOh = zh.problems.goodbye.uhOh.flat().map((line) => line(friend));
    expect(uhOh).toContain('Zuri和好朋友悠悠要分开了，得说再见了。');
    expect(uhOh.join('')).not.toContain('悠悠要走了');
  });

  it('keeps a quiet scene free of a time and a place of its own, before the parent’s `下午…在楼下`', () => {
    const arrive = zh.quiet.arrive.map((line) => line(x)).join('');
    expect(arrive).toContain('Zuri紧紧地靠在妈妈身边。');
    expect(arrive).not.toMatch(/下午|沙发/u);
  });
});

describe('the Chinese pack', () => {
  it('tells a small hurt in words that fit cold red fingers too, with no sore place held', () => {
    const x = { first: true, h: { name: 'Zuri', ta: '她' }, helper: { name: '妈妈' } } as never;
    const uhOh = zh.problems.hurt.uhOh
      .flat()
      .map((line) => line(x))
      .join('');
    expect(uhOh).not.toContain('捂着疼的地方');
    expect(uhOh).not.toContain('好疼呀');
  });

  it('tells a hurt the parent told without a second, sudden pain after it', () => {
    const x = { first: true, h: { name: 'Zuri', ta: '她' }, helper: { name: '奶奶' } } as never;
    for (const line of zh.problems.hurt.uhOh.flat()) expect(line(x)).not.toMatch(/突然|^这时/u);
  });
});

describe('the Chinese pack', () => {
  const x = { first: true, h: { name: 'Zuri', ta: '她' }, helper: { name: '妈妈' } } as never;

  it('tells a mess without `从头到脚` or a frown: a proud mess of eating alone fits it too', () => {
    const uhOh = zh.problems.messy.uhOh.flat().map((line) => line(x));
    expect(uhOh.join('')).not.toMatch(/从头到脚|皱/u);
  });
});

describe('the Chinese pack', () => {
  const x = { first: true, h: { name: 'Zuri', ta: '他' }, helper: { name: '妈妈' } } as never;

  it('gives a quiet day at home no drink or food: the child may be too ill to eat', () => {
    const sense = zh.quiet.sense.map((line) => line(x)).join('');
    expect(sense).not.toMatch(/牛奶|喝|吃|饭/u);
  });
});

describe('the Chinese pack', () => {
  it('opens a holiday without setting it at home (`国庆去青岛` is by the sea)', () => {
    for (const line of zh.festival) expect(line({ name: '国庆节' } as never)).not.toMatch(/家里|在家/u);
  });
});

describe('the Chinese pack, a thing lost or left at home', () => {
  const x = { first: true, h: { name: 'Zuri', ta: '他' }, helper: { name: '老师' } } as never;

  it('tells a lost thing so it fits one left at home too: no searching high and low', () => {
    const all = [...zh.problems.lost.uhOh, ...zh.problems.lost.fix]
      .flat()
      .map((line) => line(x))
      .join('');
    expect(all).not.toMatch(/到处找|找了高处|慢慢找|找不找得到/u);
  });
});

describe('the Chinese pack, a Cantonese grandma and the evening', () => {
  const x = { first: true, h: { name: 'Zuri', ta: '他' }, helper: { name: '妈妈' } } as never;

  it('wishes 阿嫲 goodnight once, not her and her home', () => {
    expect(zh.night.goodnight(['Zuri', '阿嫲', '爷爷奶奶家'], x)).toContain('“晚安，Zuri；晚安，阿嫲。”');
  });

  it('says the pyjamas once in the line of the teeth, beside another line of the pyjamas', () => {
    const teeth = zh.evening.pyjamas.map((line) => line(x)).filter((line) => line.includes('牙刷得'));
    expect(teeth.join('')).not.toContain('睡衣');
  });
});

describe('the Chinese pack: stopping play', () => {
  it('says who plays the last little while, never a bare `最后再玩一下` like an order', () => {
    const x = { first: true, h: { name: '小兔子', ta: '她' }, helper: { name: '妈妈' } } as never;
    const fix = zh.problems.timeToStop.fix.flat().map((line) => line(x));
    expect(fix.join('')).not.toContain('最后再玩一下');
    for (const line of fix.slice(2)) expect(line).toMatch(/^小兔子/u);
  });

  it('tells the child wanting to play on in the story’s words, with no words put in the child’s mouth', () => {
    const x = { first: true, h: { name: '小兔子', ta: '她' }, helper: { name: '妈妈' } } as never;
    const uhOh = zh.problems.timeToStop.uhOh.flat().map((line) => line(x));
    expect(uhOh.join('')).not.toContain('还不要停');
    expect(uhOh).toContain('小兔子摇摇头，还想再玩一会儿。');
  });
});

describe('the Chinese pack on typed baby talk', () => {
  it('says a typed `泡澡澡` once, as a story says it', () => {
    expect(zh.join(['坐地铁', '泡澡澡'])).toBe('坐地铁，还有泡澡');
  });
});

describe('the Chinese pack at a birthday', () => {
  it('brings no friends the parent did not write of to the table', () => {
    const x = { first: true, h: { name: '小狐狸', ta: '他' } } as never;
    for (const line of zh.activities['activity-birthday-party']?.arrive ?? []) expect(line(x)).not.toContain('小伙伴');
  });
});

describe('the Chinese pack at the station', () => {
  it('has no train pulling in before the day says one ran', () => {
    const x = { first: true, h: { name: '小熊', ta: '她' } } as never;
    for (const line of zh.activities['activity-train-ride']?.arrive ?? []) expect(line(x)).not.toContain('开进来');
  });
});

describe('the Chinese pack on what the child remembers', () => {
  it('remembers a typed doing as `…的事`, a thing as `今天的…`', () => {
    const x = (list: string) => ({ first: true, list, h: { name: '小兔子', ta: '他' } }) as never;
    const [first] = zh.typedMemory;
    expect(first?.(x('广场喂鸽子'))).toBe('小兔子还想起了今天广场喂鸽子的事。');
    expect(first?.(x('项链'))).toBe('小兔子还想起了今天的项链。');
    // Blowing bubbles and listening to songs are doings too, not things (`今天的楼下吹泡泡`).
    expect(first?.(x('楼下吹泡泡'))).toBe('小兔子还想起了今天楼下吹泡泡的事。');
    // A thing is remembered as itself, not as a raw word after a colon (`今天的事：贴纸`).
    expect(zh.typedMemory[1]?.(x('贴纸'))).toBe('小兔子想着今天的贴纸，心里暖暖的。');
  });
});

describe('the Chinese pack: a stroll', () => {
  it('calls a walk in the streets 散步, not shopping (`逛街`)', () => {
    expect(zh.activities['town-walk']?.noun.w).toBe('散步');
  });
});

describe('the Chinese pack', () => {
  const x = { first: true, h: { name: 'Zuri', ta: '他' }, helper: { name: '妈妈' } } as never;

  it('says what is missing (a piece) and whose little thing rolled, grammatically, in one sentence', () => {
    expect(zh.problems.missingPiece.uhOh.flat().map((line) => line(x))).toContain('少了一块，Zuri找呀找，就是找不到。');
    const roll = zh.problems.rollAway.uhOh.flat().map((line) => line(x));
    expect(roll).toContain('他的小手一松，手里的东西骨碌碌滚走了。');
    expect(roll.join('')).not.toContain('他红红的苹果');
  });
});

describe('the Chinese pack, of the small trouble and the quiet before it', () => {
  const x = { first: true, h: { name: '小熊', ta: '他' }, helper: { name: '奶奶' } } as never;
  const lines = (groups: readonly (readonly ((x: never) => string)[])[]) => groups.flat().map((line) => line(x));

  it('puts the quiet while in no place of its own, for a day at kindergarten or out on a trip', () => {
    for (const line of zh.later) {
      expect(line(x)).not.toMatch(/在家里|沙发/u);
      expect(line(x).match(/一会儿/gu)?.length ?? 0).toBeLessThan(2);
    }
  });

  it('tells not wanting to leave as a wish, never a sit-down fuss on a day that went well', () => {
    const said = lines(zh.problems.timeToGo.uhOh).join('');
    expect(said).not.toContain('一屁股坐在地上');
    expect(said).toContain('再待一会儿，好不好？');
  });

  it('tells a lost thing as any thing, a shoe as well as a toy, not a cherished one', () => {
    const said = lines(zh.problems.lost.uhOh).join('');
    expect(said).not.toMatch(/心爱|最喜欢|空落落/u);
  });
});

describe('the Chinese pack, of the child’s quoted words', () => {
  it('says words the parent parted by a space with a comma, not a gap', () => {
    const x = { first: true, h: { name: '小猫咪', ta: '她' }, words: '豆包还给我 坏狗狗' } as never;
    for (const line of zh.said) {
      expect(line(x)).toContain('“豆包还给我，坏狗狗。”');
    }
  });
});

describe('the Chinese pack, of cooking and its mess', () => {
  const x = { first: true, h: { name: '小企鹅', ta: '她' }, helper: { name: '奶奶' } } as never;

  it('opens cooking with no dish the parent did not name, and tells a mess of flour as well as of paint', () => {
    const arrive = zh.activities['activity-cooking']?.arrive.map((line) => line(x)).join('') ?? '';
    expect(arrive).not.toMatch(/汤|胡萝卜|土豆/u);
    const mess = zh.problems.messy.uhOh
      .flat()
      .map((line) => line(x))
      .join('');
    expect(mess).not.toContain('小花点');
  });
});

describe('the Chinese pack: stock lines beside the parent’s own', () => {
  const x = { first: true, h: { name: '小龙', ta: '他' }, helper: { name: '奶奶' } } as never;
  const all = (groups: readonly (readonly ((x: never) => string)[])[]) =>
    groups
      .flat()
      .map((line) => line(x))
      .join('');

  it('wakes to no blue sky nor sunshine, which a day of rain and wind would contradict', () => {
    const morning = zh.opening.sense.map((line) => line(x)).join('');
    expect(morning).not.toMatch(/天蓝蓝|白云|阳光/u);
  });

  it('tells the waiting for a jab, not a nurse giving it, which the parent tells in their own words', () => {
    expect(all(zh.problems.vaccine.uhOh)).not.toMatch(/打了一针|护士阿姨|疼/u);
  });

  it('comforts a spill and a mess without cleaning it up twice or saying it went everywhere', () => {
    expect(all(zh.problems.spilled.fix)).not.toContain('我们一起擦干净');
    expect(all(zh.problems.messy.uhOh)).not.toMatch(/到处都是|小手/u);
    expect(all(zh.problems.spilled.uhOh)).not.toContain('到处都是');
    expect(all(zh.problems.messy.fix)).not.toContain('小鼻子');
  });

  it('keeps the bike where the ride is, not parked by the door, and no picture made at kindergarten', () => {
    expect(zh.things.bike?.lines.map((line) => line(x)).join('')).not.toContain('门边');
    expect(zh.activities['activity-daycare']?.do.map((line) => line(x)).join('')).not.toContain('画了一幅画');
  });

  it('plays with friends wherever they played, cuts no hair before the cut, and tells a loss once', () => {
    const friends = zh.activities['activity-playing-with-friends'];
    const played = [...(friends?.arrive ?? []), ...(friends?.do ?? []), ...(friends?.sense ?? [])]
      .map((line) => line(x))
      .join('');
    expect(played).not.toMatch(/院子|草地|大树/u);
    const hair = zh.activities['hairdresser-visit'];
    expect([...(hair?.do ?? []), ...(hair?.sense ?? [])].map((line) => line(x)).join('')).not.toContain('新发型');
    expect(zh.problems.lost.uhOh[0]?.[0]?.(x) ?? '').not.toMatch(/不见|丢/u);
    expect(zh.things.strawberries?.lines.map((line) => line(x)).join('')).not.toContain('摘');
  });

  it('jumps in puddles without rain the parent did not write, and calls a toy digger a toy car', () => {
    const puddles = zh.activities['activity-puddle-jumping'];
    const splashed = [...(puddles?.arrive ?? []), ...(puddles?.sense ?? [])].map((line) => line(x)).join('');
    expect(splashed).not.toMatch(/雨里|雨停|雨点|伞/u);
    expect(zh.things.toyCar?.lines.map((line) => line(x)).join('')).toContain('玩具车');
    expect(zh.things.toyCar?.goodnight).toBe('玩具车');
  });

  it('says a goat or a sheep as 小羊 and a soft toy as 小玩偶, no teddy bear the parent did not name', () => {
    const x = { first: true, h: { name: '小熊', ta: '他' } } as never;
    expect(zh.things.sheep?.goodnight).toBe('小羊');
    expect(zh.things.sheep?.lines.map((line) => line(x)).join('')).not.toContain('绵羊');
    expect(zh.things.teddy?.goodnight).toBe('小玩偶');
    expect(zh.things.teddy?.lines.map((line) => line(x)).join('')).not.toContain('泰迪熊');
  });
});

describe('the Chinese pack beside the parent’s own words', () => {
  const x = { first: true, h: { name: '小狮子', ta: '他' }, helper: { name: '妈妈' } } as never;
  const all = (lines: readonly ((x: never) => string)[] | undefined) => (lines ?? []).map((line) => line(x)).join('');

  it('blows out no candles and picks up no shell of its own, so the parent’s 吹蜡烛 and 捡贝壳 are told once', () => {
    const party = zh.activities['activity-birthday-party'];
    expect(all(party?.sense)).not.toContain('吹灭');
    expect(all(zh.things.shells?.lines)).not.toMatch(/捡/u);
  });

  it('fills a Chinese market with greens, fruit and fish, not cheese', () => {
    expect(all(zh.activities['market-visit']?.arrive)).not.toContain('奶酪');
  });

  it('comforts a fright without a crouch of its own, so a parent’s `蹲下来` is not told twice', () => {
    const fix = zh.problems.scared.fix.flat().map((line) => line(x));
    expect(fix.join('')).not.toContain('蹲下来');
    expect(fix.join('')).toContain('不怕不怕');
  });
});

describe('the Chinese pack on a typed doing', () => {
  it('tells a doing with the hands (`装饰圣诞树`, `剥豆子`) as done, and no `又有了一件事`', () => {
    const x = (what: string) => ({ first: true, what, h: { name: '小企鹅', ta: '她' } }) as never;
    expect(zh.typed[0]?.(x('装饰圣诞树'))).toBe('今天，小企鹅还装饰圣诞树了。');
    expect(zh.typed[2]?.(x('剥豆子'))).toBe('小企鹅还剥豆子了呢。');
    for (const line of zh.typed) expect(line(x('圣诞联欢会'))).not.toContain('有了一件事');
  });

  it('tells a doing typed as done (`分了一个橘子`, `后来俩人一起搭了个大城堡`) as it is, with the cousin where the words say `俩人`, and no colon', () => {
    const x = (what: string) =>
      ({ first: true, what, h: { name: 'Zuri', ta: '他' }, p: { name: '表姐', ta: '她' } }) as never;
    expect(zh.typed[0]?.(x('分了一个橘子'))).toBe('今天，Zuri还分了一个橘子。');
    for (const line of zh.typed) {
      expect(line(x('后来俩人一起搭了个大城堡'))).toBe('后来，Zuri和表姐一起搭了个大城堡。');
      expect(line(x('分了一个橘子'))).not.toContain('：');
    }
  });
});

describe('the Chinese pack on a scooter of the day', () => {
  it('tells no ride under way where the line may stand in another scene than the parent’s own ride', () => {
    const x = { first: true, h: { name: '小兔子', ta: '她' } } as never;
    for (const line of zh.things.scooter?.lines ?? []) expect(line(x)).not.toMatch(/踩着|骑着/u);
  });
});

describe('the Chinese pack at supper', () => {
  it('says no second `晚上，` after the parent’s own evening words', () => {
    for (const sad of [false, true]) {
      const x = { first: true, sad, h: { name: '小狐狸', ta: '他' } } as never;
      for (const line of zh.evening.dinner) expect(line(x)).not.toMatch(/^晚上/u);
    }
  });
});

describe('the Chinese pack, of a morning at the shops and a thing remembered at night', () => {
  const x = { first: true, h: { name: '熊猫', ta: '她' }, helper: { name: '奶奶' } } as never;
  it('names no supermarket nor trolley for a bakery or a market the parent wrote of', () => {
    const shopping = zh.activities['activity-shopping'];
    const said = [...(shopping?.arrive ?? []), ...(shopping?.sense ?? [])].map((line) => line(x)).join('');
    expect(said).not.toMatch(/超市|推车/u);
    expect(shopping?.noun.w).not.toContain('超市');
  });

  it('hears no made-up ducks in the park’s air, beside the ducks a parent fed', () => {
    const sense = (zh.activities['activity-park']?.sense ?? []).map((line) => line(x)).join('');
    expect(sense).not.toMatch(/鸭/u);
  });

  it('remembers a thing said with its own 的 as itself, not `今天的最喜欢的小兔子`', () => {
    const memory = (list: string) => zh.typedMemory.map((line) => line({ ...(x as object), list } as never));
    expect(memory('最喜欢的小兔子')[0]).toBe('熊猫还想起了最喜欢的小兔子。');
    expect(memory('贴纸')[1]).toBe('熊猫想着今天的贴纸，心里暖暖的。');
    expect(memory('楼下吹泡泡')[0]).toBe('熊猫还想起了今天楼下吹泡泡的事。');
  });
});

describe('the Chinese pack on a poorly day', () => {
  const x = { first: false, sad: true, h: { name: '熊猫', ta: '她' }, helper: { name: '外婆' } } as never;

  it('tells a typed doing of a poorly day quietly, with no eyes wide for everything', () => {
    const said = zh.typedFeel.map((line) => line(x)).join('');
    expect(said).not.toContain('什么都想看一看');
  });

  it('has the poorly child rest while the table is laid, not help to lay it', () => {
    const said = zh.evening.dinner.map((line) => line(x)).join('');
    expect(said).not.toContain('帮忙摆碗筷');
    expect(said).toContain('靠在沙发上');
  });
});

describe('the Chinese pack at the hairdresser', () => {
  it('never has the child go to the hairdresser’s with the hairdresser', () => {
    const x = {
      first: true,
      h: { name: '小猫咪', ta: '她' },
      p: { name: '理发师阿姨', ta: '她' },
      c: { name: 'Zuri', ta: '她' },
      helper: { name: '妈妈' },
    } as never;
    const arrive = zh.activities['hairdresser-visit']?.arrive.map((line) => line(x)).join('') ?? '';
    expect(arrive).not.toMatch(/和理发师阿姨(?:一起)?去理发店/u);
  });
});

describe('the Chinese pack at play with a friend', () => {
  it('names no game the parent did not write, and no crowd of friends for one cousin', () => {
    const x = { first: true, h: { name: '小狐狸', ta: '他' }, helper: { name: '妈妈' } } as never;
    const play = zh.activities['activity-playing-with-friends'];
    const said = [...(play?.arrive ?? []), ...(play?.do ?? []), ...(play?.sense ?? [])].map((line) => line(x)).join('');
    expect(said).not.toMatch(/捉迷藏|跳舞|滚过去|我来找你们/u);
    expect(said).not.toContain('小伙伴们');
  });
});

describe('the Chinese pack leaves the parent’s own words to the parent', () => {
  const x = { first: true, h: { name: '小熊猫', ta: '他' }, helper: { name: '妈妈' } } as never;
  const said = (lines: readonly ((x: never) => string)[] | undefined) => (lines ?? []).map((line) => line(x)).join('');

  it('names no grandparents the family may not call so (`姥姥姥爷来家里住`) when none is in the scene', () => {
    expect(said(zh.activities['activity-grandparents']?.do)).not.toContain('爷爷奶奶');
  });

  it('has the rain day watch the rain, with no tent or drawing the parent did not write', () => {
    expect(said(zh.activities['rainy-day']?.do)).not.toMatch(/帐篷|画了/u);
  });

  it('lets the thunder go without stopping the rain (`一直打雷下大雨`)', () => {
    expect(
      zh.storm.fix
        .flat()
        .map((line) => line(x as never))
        .join(''),
    ).not.toContain('雨也停了');
  });

  it('draws no picture the parent did not describe, and clears no room at home for a dance class', () => {
    expect(said(zh.activities['activity-painting']?.do)).not.toMatch(/太阳|大海/u);
    expect(said(zh.activities['activity-dancing']?.arrive)).not.toContain('椅子推到一边');
  });

  it('tells a fall without the parent’s own `愣了一下` (`愣了一下差点哭`)', () => {
    expect(
      zh.problems.fell.uhOh
        .flat()
        .map((line) => line(x as never))
        .join(''),
    ).not.toContain('愣了一下');
  });

  it('never says a lost thing `不见了` again after the parent said it (`玩偶不见了`)', () => {
    expect(
      zh.problems.lost.uhOh
        .flat()
        .map((line) => line(x as never))
        .join(''),
    ).not.toContain('不见了');
  });
});

describe('the Chinese pack: stock lines that add nothing the parent did not say', () => {
  const x = { first: true, h: { name: 'Zuri', ta: '她' }, helper: { name: '妈妈' }, with: [] } as never;
  const lines = (groups: readonly (readonly ((x: never) => string)[])[]) => groups.flat().map((line) => line(x));

  it('names no shark at the aquarium’s door (the parent’s own shark is told beside it)', () => {
    for (const line of zh.activities['aquarium-visit']?.arrive ?? []) expect(line(x)).not.toContain('鲨鱼');
  });

  it('tells a strange feeling that fits clothes on back to front as well as a strange bed', () => {
    const all = [...lines(zh.problems.strange.uhOh), ...lines(zh.problems.strange.fix)].join('');
    expect(all).not.toMatch(/新的东西|不习惯|熟悉/u);
  });

  it('holds a soft toy without calling it long loved (it may be bought that day)', () => {
    for (const line of zh.things.teddy?.lines ?? []) expect(line(x)).not.toMatch(/心爱|就是想/u);
  });
});

describe('the Chinese pack tells a drawing as well as a painting, and no shopping list the parent did not write', () => {
  const x = { first: true, h: { name: '小狐狸', ta: '她' }, helper: { name: '妈妈' }, with: [] } as never;
  const said = (lines: readonly ((x: never) => string)[] | undefined) => (lines ?? []).map((line) => line(x)).join('');

  it('has no paint pots, brushes or paint for `给爸爸画了一幅画` (crayons and pens alike)', () => {
    const paint = zh.activities['activity-painting'];
    const all = `${said(paint?.arrive)}${said(paint?.do)}${said(paint?.sense)}${paint?.goodnight ?? ''}`;
    expect(all).not.toMatch(/颜料|蘸|刷刷|围裙/u);
  });

  it('buys no bananas, apples or watermelon at the shop (`在超市门口大哭了一场`)', () => {
    expect(said(zh.activities['activity-shopping']?.do)).not.toMatch(/香蕉|苹果|西瓜|面包/u);
  });
});

describe('the Chinese pack with grandparents out in town', () => {
  it('shows no old photos, flowers to water, tea or wall clock of their home (`跟奶奶坐公交去城里`)', () => {
    const x = {
      first: true,
      h: { name: '小猫咪', ta: '她' },
      helper: { name: '奶奶' },
      p: { name: '奶奶' },
      with: [],
    } as never;
    const visit = zh.activities['activity-grandparents'];
    const said = [...(visit?.do ?? []), ...(visit?.sense ?? [])].map((line) => line(x)).join('');
    expect(said).not.toMatch(/老照片|浇水|茶香|老钟/u);
  });
});

describe('the Chinese pack at music', () => {
  it('fits a song sung at home (`唱了两遍小星星`): no drums, shakers or a made-up song', () => {
    const x = { first: true, h: { name: '熊猫', ta: '他' }, helper: { name: '妈妈' }, with: [] } as never;
    const music = zh.activities['activity-music'];
    const said = [...(music?.arrive ?? []), ...(music?.do ?? []), ...(music?.sense ?? [])]
      .map((line) => line(x))
      .join('');
    expect(`${said}${music?.goodnight ?? ''}`).not.toMatch(/小鼓|沙锤|木琴|太阳歌/u);
  });
});

describe('the Chinese pack’s small uh-ohs of a happy day', () => {
  const x = { first: true, h: { name: '小兔子', ta: '她' }, helper: { name: '妈妈' } } as never;
  const all = (id: 'spill' | 'tower' | 'rollAway') =>
    [...zh.problems[id].uhOh, ...zh.problems[id].fix]
      .flat()
      .map((line) => line(x))
      .join('');

  it('name no thing the parent did not write: no juice, blocks, apple, ball, bench or branch', () => {
    expect(all('spill')).not.toContain('果汁');
    expect(all('tower')).not.toContain('积木');
    expect(all('rollAway')).not.toMatch(/苹果|球|长椅|树枝/u);
  });
});

describe('the Chinese pack’s stock lines of a visit, a market and a fish', () => {
  const x = { first: true, h: { name: '小狗', ta: '她' }, helper: { name: '爷爷' }, p: undefined } as never;
  const said = (lines: readonly ((x: never) => string)[] | undefined) => (lines ?? []).map((line) => line(x)).join('');

  it('names no food, fruit, goldfish nor price the parent did not write', () => {
    const grand = zh.activities['activity-grandparents'];
    expect(said(grand?.do)).not.toContain('饼干');
    const market = zh.activities['market-visit'];
    expect(said([...(market?.arrive ?? []), ...(market?.do ?? []), ...(market?.sense ?? [])])).not.toMatch(
      /水果|苹果|草莓|梨|小鱼|付钱/u,
    );
    expect(said(zh.events.market)).not.toContain('水果');
    expect(said(zh.things.fish?.lines)).not.toContain('金鱼');
    expect(said(market?.do)).not.toContain('大人');
  });

  it('comforts a tired or waiting child without carrying them anywhere', () => {
    expect(said(zh.problems.tired.fix.flat())).not.toContain('抱到');
  });
});

describe('the Chinese pack, the child as the hero and the character as the companion', () => {
  const x = { first: true, h: { name: 'Zuri', ta: '她' }, c: { name: '小熊' }, helper: { name: '妈妈' } } as never;

  it('has the child button up and a grown-up tuck the child in, the companion only beside', () => {
    const ready = zh.opening.ready.map((line) => line(x)).join('');
    expect(ready).not.toContain('小熊帮Zuri');
    expect(ready).toContain('Zuri自己扣扣子');
    const tuck = zh.night.tuck.map((line) => line(x)).join('');
    expect(tuck).not.toContain('小熊把被子');
    expect(tuck).toContain('小熊就躺在旁边');
  });

  it('says who is a little afraid before a jab', () => {
    for (const line of zh.problems.vaccine.uhOh.flat()) expect(line(x)).not.toMatch(/^心里/u);
  });

  it('tells a typed fetching, hearing or errand as done, not after a colon', () => {
    const typed = (what: string) => ({ first: true, what, h: { name: '小熊', ta: '她' } }) as never;
    expect(zh.typed[0]?.(typed('接爸爸'))).toBe('今天，小熊还接爸爸了。');
    for (const line of zh.typed) expect(line(typed('听故事'))).not.toContain('：');
  });
});

describe('the Chinese pack tells nothing of the day the parent did not write', () => {
  const x = {
    first: true,
    h: { name: 'Zuri', ta: '她' },
    helper: { name: '教练' },
    c: { name: '小狗' },
    with: [],
  } as never;
  const said = (lines: readonly ((x: never) => string)[] | undefined) => (lines ?? []).map((line) => line(x)).join('');

  it('has no second dog or cat beside the family’s own (`早上跟姥爷去遛狗狗旺财`)', () => {
    expect(said(zh.activities['town-walk']?.sense)).not.toContain('小狗');
    expect(said(zh.things.dog?.lines)).not.toMatch(/一只/u);
    expect(said(zh.things.cat?.lines)).not.toMatch(/一只/u);
  });

  it('has no armbands, float board or towel at a swim, and no dog or flowers on a bike ride', () => {
    const swim = zh.activities['activity-swimming'];
    expect(`${said(swim?.arrive)}${said(swim?.do)}${said(swim?.sense)}`).not.toMatch(/臂圈|浮板|游完泳/u);
    const bike = zh.activities['activity-bike-ride'];
    expect(said(bike?.do)).not.toMatch(/小狗|花丛/u);
  });

  it('praises no shy child still hiding (`他躲在我身后不肯进去`)', () => {
    expect(
      zh.problems.shy.fix
        .flat()
        .map((line) => line(x))
        .join(''),
    ).not.toContain('你做得真好');
  });

  it('has the frightened child hide behind no one (the grown-up may be the one who let go)', () => {
    expect(
      zh.problems.scared.uhOh
        .flat()
        .map((line) => line(x))
        .join(''),
    ).not.toContain('躲到教练身边');
  });

  it('titles a day with tears by what was done, and wishes the companion goodnight once', () => {
    expect(zh.dayTitles?.trouble?.(x, 'tantrum')).toBe('Zuri生气了');
    expect(zh.dayTitles?.trouble?.(x, 'cried')).toBeUndefined();
    expect(zh.night.goodnight(['小狗', '姥爷', '小狗狗'], x)).toContain('“晚安，小狗；晚安，姥爷。”');
  });
});

describe('the Chinese pack’s title and goodnight words', () => {
  it('wishes a shop, not a basket, goodnight after shopping, and a digger `大车车`, not a truck', () => {
    expect(zh.activities['activity-shopping']?.goodnight).toBe('商店');
    expect(zh.things.tractor?.goodnight).toBe('大车车');
  });

  it('titles a haircut as the doing (`Zuri理发`), not `Zuri理发店`', () => {
    expect(zh.activities['hairdresser-visit']?.noun.w).toBe('理发');
  });

  it('tells a fright without a second 吓, and an ill day’s comfort without a blanket of its own', () => {
    const x = { first: false, h: { name: 'Zuri', ta: '他' }, helper: { name: '奶奶' } } as never;
    // The parent's own `把他吓一跳` comes just before: the startle is told, not a second fright.
    for (const line of zh.problems.scared.uhOh[1]) expect(line(x)).not.toMatch(/吓|愣|手/u);
    // Nor a hiding of its own beside the parent's `抱着我不撒手`.
    for (const line of zh.problems.scared.uhOh.flat()) expect(line(x)).not.toMatch(/躲/u);
    // The parent tells the blanket, the sofa and the porridge (`盖着小毯子`, `熬了白粥`): the comfort adds none.
    for (const line of zh.problems.sick.fix.flat()) expect(line(x)).not.toMatch(/毯子|沙发|粥/u);
  });

  it('tucks a quiet afternoon under a blanket and holds its cuddly toy once, not again in a line after', () => {
    const x = { first: true, h: { name: 'Zuri', ta: '她' }, helper: { name: '爸爸' } } as never;
    for (const arrive of zh.quiet.arrive)
      for (const doing of zh.quiet.do)
        for (const sense of zh.quiet.sense) {
          const scene = `${arrive(x)}${doing(x)}${sense(x)}`;
          expect(scene.match(/毯子/gu)?.length ?? 0).toBeLessThan(2);
          // Nor the cuddly toy held twice (`紧紧抱着小玩偶` and `抱着小玩偶，心里舒服了一点`).
          expect(scene.match(/玩偶/gu)?.length ?? 0).toBeLessThan(2);
        }
  });

  it('keeps a sad night’s play, bath and sleep quiet: no laughing, no `好多好多！`, no sweet smile', () => {
    const sad = { first: true, sad: true, h: { name: 'Zuri', ta: '她' }, helper: { name: '妈妈' } } as never;
    const friends = zh.activities['activity-playing-with-friends'];
    const play = [...(friends?.arrive ?? []), ...(friends?.do ?? []), ...(friends?.sense ?? [])].map((line) =>
      line(sad),
    );
    const night = [...zh.evening.bath, ...zh.night.sleep].map((line) => line(sad));
    expect([...play, ...night].join('')).not.toMatch(/开心|咯咯|笑|好多好多|呵呵|玩不够/u);
    expect(night).toContain('Zuri静静地泡在温水里。');
  });

  it('tells a puddle walk without rain boots the parent did not write (`鞋子全湿了`)', () => {
    const x = { first: true, h: { name: 'Zuri', ta: '她' }, helper: { name: '爷爷' } } as never;
    const puddles = zh.activities['activity-puddle-jumping'];
    const lines = (puddles?.arrive ?? []).map((line) => line(x)).join('');
    expect(lines).toContain('找水坑');
    expect(`${lines}${puddles?.goodnight ?? ''}`).not.toContain('雨靴');
  });

  it('tells the barber’s as true for a child who cried at the clippers and would not wear the cape', () => {
    const x = { first: true, h: { name: 'Zuri', ta: '他' }, helper: { name: '爸爸' } } as never;
    const hair = zh.activities['hairdresser-visit'];
    const said = [...(hair?.arrive ?? []), ...(hair?.do ?? [])].map((line) => line(x)).join('');
    expect(said).not.toMatch(/一动也不动|乖乖|坐得稳稳|围上了/u);
    // The haircut's own lines say no cutting again beside the parent's `剪头发`.
    expect(zh.events.haircut.map((line) => line(x)).join('')).not.toMatch(/剪了头发|理了发/u);
  });

  it('spends the day with the grandparents with no walk the parent did not write', () => {
    const x = { first: true, h: { name: 'Zuri', ta: '她' }, p: { name: '外婆' }, helper: { name: '外婆' } } as never;
    const grand = zh.activities['activity-grandparents'];
    const said = [...(grand?.do ?? []), ...(grand?.sense ?? [])].map((line) => line(x)).join('');
    expect(said).not.toMatch(/走/u);
  });
});

describe('the Chinese pack at a poorly day’s supper', () => {
  it('has the child lean on the one who looked after them, by name, not on `大人`', () => {
    const x = { first: true, sad: true, h: { name: 'Zuri', ta: '她' }, helper: { name: '妈妈' } } as never;
    const said = zh.evening.dinner.map((line) => line(x)).join('');
    expect(said).toContain('Zuri靠着妈妈，小口小口地吃晚饭。');
    expect(said).not.toContain('靠着大人');
  });
});

describe('the Chinese pack, of a popped balloon and a plane ride', () => {
  const x = { first: true, h: { name: 'Zuri', ta: '她' }, helper: { name: '舅妈' } } as never;
  const all = (lines: readonly (readonly ((x: never) => string)[])[]) =>
    lines
      .flat()
      .map((line) => line(x))
      .join('');

  it('holds nothing in the child’s hands after a thing that broke, as a balloon gone with a bang', () => {
    expect(all(zh.problems.broke.uhOh)).not.toContain('捧在手里');
  });

  it('tells the plane as the one the child is on, not one far off in the sky', () => {
    expect(zh.things.plane?.lines.map((line) => line(x)).join('')).not.toContain('又小又远');
  });

  it('gives a broken thing’s comfort no words of the helper before the parent’s own, and a temper no fire inside', () => {
    const x = { first: true, h: { name: 'Zuri', ta: '她' }, helper: { name: '妈妈' } } as never;
    const fix = zh.problems.broke.fix.flat().map((line) => line(x));
    expect(fix.join('')).not.toContain('说：“');
    const temper = zh.problems.tantrum.uhOh.flat().map((line) => line(x));
    expect(temper.join('')).not.toContain('一团小火');
  });

  it('makes up no book nor drawing on a quiet day, where the parent tells what they did (`看小猪佩奇`)', () => {
    const x = { first: true, h: { name: 'Zuri', ta: '她' }, helper: { name: '妈妈' } } as never;
    const doing = zh.quiet.do.map((line) => line(x)).join('');
    expect(doing).not.toMatch(/书|画/u);
  });

  it('floats no toy in an evening’s bath: the day’s own duck may be the cup that broke (`小黄鸭杯子摔碎了`)', () => {
    const x = { first: true, h: { name: 'Zuri', ta: '她' }, helper: { name: '妈妈' } } as never;
    const bath = zh.evening.bath.map((line) => line(x)).join('');
    expect(bath).not.toMatch(/小黄鸭|小船|玩具/u);
  });
});

describe('the Chinese pack on a visit to the grandparents', () => {
  it('wears no sweater at their home, which may be a June festival’s (`端午节回奶奶家`)', () => {
    const x = { first: true, h: { name: 'Zuri', ta: '他' }, helper: { name: '奶奶' } } as never;
    const visit = zh.activities['activity-grandparents'];
    const lines = [...(visit?.arrive ?? []), ...(visit?.do ?? []), ...(visit?.sense ?? [])].map((line) => line(x));
    expect(lines.join('')).not.toMatch(/毛衣|围巾|手套/u);
  });
});

describe('the Chinese pack on a swim', () => {
  it('tells no steps and no lights, true of a paddling pool on the balcony (`阳台给她放了个充气小泳池`)', () => {
    const x = { first: true, h: { name: 'Zuri', ta: '她' } } as never;
    const swim = zh.activities['activity-swimming'];
    const lines = [...(swim?.arrive ?? []), ...(swim?.do ?? []), ...(swim?.sense ?? [])].map((line) => line(x));
    expect(lines.join('')).not.toMatch(/台阶|灯光/u);
  });
});

describe('the Chinese pack on a rainy day at home', () => {
  it('watches the rain with no garden and no roof of the family’s own (`趴窗户上看楼下的水坑`)', () => {
    const x = { first: true, h: { name: 'Zuri', ta: '她' } } as never;
    const rain = zh.activities['rainy-day'];
    const lines = [...(rain?.arrive ?? []), ...(rain?.do ?? []), ...(rain?.sense ?? [])].map((line) => line(x));
    expect(lines.join('')).not.toMatch(/花园|屋顶/u);
  });
});
