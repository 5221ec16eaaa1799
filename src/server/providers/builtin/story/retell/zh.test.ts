import { describe, expect, it } from 'vitest';
import { namesIn, readText } from '../../lexicon/read.ts';
import { storyOfDay, textOfDay, ZURI_ALONE } from '../day-story.ts';
import { zh as zhPack } from '../packs/zh.ts';
import type { RetellContext } from './types.ts';
import { zh } from './zh.ts';

/** How the Chinese reteller tells a parent's phrases as the story's sentences: read as a parent reads them aloud. */

const context = (overrides: Partial<RetellContext> = {}): RetellContext => ({
  hero: { name: '小熊', ta: '他' },
  grownUps: [],
  names: ['豆豆'],
  childPronoun: 'he',
  ...overrides,
});
const retell = (clause: string, overrides: Partial<RetellContext> = {}) => zh.retell(clause, context(overrides));

describe('the Chinese reteller', () => {
  it('tells a family pet, a gate, an animal of the outing and a doing with 用 as parents type them', () => {
    expect(retell('我们家猫咪咪咪今天生了四只小猫')).toBe('家里的猫咪咪咪今天生了四只小猫。');
    expect(retell('门口哭得稀里哗啦')).toBe('小熊在门口哭得稀里哗啦。');
    expect(retell('长颈鹿吃叶子他笑得不行')).toBe('长颈鹿吃叶子，小熊笑得不行。');
    expect(retell('用胡萝卜做鼻子')).toBe('小熊用胡萝卜做鼻子。');
    // The weekend the parent wrote of is the story's today (`周末` is the parent's diary).
    expect(retell('周末带他去动物园')).toBe('小熊去了动物园。');
    // Who went with the hero, and where, said once: not `小熊去了和奶奶去海洋馆`.
    expect(retell('和奶奶去海洋馆')).toBe('小熊和奶奶一起去了海洋馆。');
    expect(retell('去了动物园')).toBe('小熊去了动物园。');
    expect(retell('我们家附近新开了一家店')).toBeUndefined();
  });

  it('tells the parent’s pet name for the child as the hero, and a named helper as the one who helped', () => {
    const she = { childPronoun: 'she' as const, hero: { name: '小兔子', ta: '她' } };
    expect(retell('宝宝一开始躲在爸爸后面不肯张嘴', she)).toBe('小兔子一开始躲在爸爸后面不肯张嘴。');
    expect(retell('小宝有点失落 就在家跟妈妈搭积木')).toBe('小熊有点失落，就在家跟妈妈搭积木。');
    // A baby stays a baby.
    expect(retell('小宝宝哭了') ?? '').not.toMatch(/^小熊/u);
    expect(retell('医生阿姨给她看了小镜子 数了牙齿', she)).toBe('医生阿姨给小兔子看了小镜子，数了牙齿。');
    expect(retell('工作人员叔叔帮忙找回来了')).toBe('工作人员叔叔帮忙找回来了。');
  });

  it('tells a plan whose place was shut as one sentence, with the wasted trip as getting to the gate', () => {
    const told = (text: string) => zh.clauses(text).map((clause) => retell(clause));
    expect(told('本来今天要去动物园看长颈鹿的 结果动物园闭园维修 白跑一趟')).toEqual([
      '本来今天要去动物园看长颈鹿，可是到了门口才发现，动物园关门了，在修东西呢。',
    ]);
    expect(told('本来下午要去博物馆的 结果闭馆了')).toEqual(['本来下午要去博物馆，可是那儿关门了。']);
    // The trouble is still read in the clause.
    expect(readText(zh.clauses('本来要去公园的 到了才发现没开门'), 'zh').mishaps).toContain('letDown');
  });

  it('tells the last time, a spoken `那`, the `就` of a lost `then`, and tears after someone else’s doing', () => {
    expect(retell('最后一次在小区滑梯那玩')).toBe('小熊最后一次在小区滑梯那儿玩。');
    expect(retell('在沙发上拿那玩具')).toBe('小熊在沙发上拿那玩具。');
    expect(retell('我们就去了旁边的图书馆')).toBe('小熊和家人去了旁边的图书馆。');
    // The way home from school is the time the clause opens with, not `放学后，小熊路上…`.
    expect(retell('放学路上一直蹦蹦跳跳的')).toBe('放学路上，小熊一直蹦蹦跳跳的。');
    expect(retell('豆豆把他搭的小房子推倒了 哭得稀里哗啦')).toBe('豆豆把小熊搭的小房子推倒了，小熊哭得稀里哗啦。');
  });

  it('tells `两个人` after a goodbye to the day’s one other child as the hero and that child', () => {
    const friend = { childPronoun: 'she' as const, hero: { name: '熊猫', ta: '她' }, otherKids: ['朵朵'] };
    expect(retell('最后一次在小区滑梯那玩 两个人抱了抱', friend)).toBe(
      '熊猫最后一次在小区滑梯那儿玩，她和朵朵抱了抱。',
    );
  });

  it('tells a teacher’s word of what the child did as the teacher’s, of the hero', () => {
    const she = { childPronoun: 'she' as const, hero: { name: '小兔子', ta: '她' }, children: ['Zuri'] };
    expect(retell('幼儿园李老师今天跟我说 Zuri午睡自己盖被子了', she)).toBe('李老师说，小兔子午睡自己盖被子了。');
    expect(retell('奶奶跟我说 宝宝吃了两碗饭', she)).toBe('奶奶说，小兔子吃了两碗饭。');
  });

  it('tells a crowd, the weather and a mended toy as the parent meant them', () => {
    expect(retell('在隧道那里人太多')).toBe('小熊看到隧道那里人好多好多。');
    expect(retell('下大雨还打雷 去不成了')).toBe('下大雨了，打雷了，出不了门了。');
    expect(retell('雨停了穿雨靴下楼踩水坑')).toBe('雨停了，小熊穿雨靴下楼踩水坑。');
    expect(retell('姥姥晚上拿针线给缝好了 还给小熊系了个红围巾')).toBe(
      '姥姥晚上拿针线把坏掉的地方缝好了，还给小熊系了个红围巾。',
    );
    expect(retell('现在抱着睡觉呢')).toBe('小熊抱着它睡觉呢。');
    // The family's outing, with the child in it.
    expect(retell('全家去奶奶家吃团圆饭')).toBe('小熊和全家一起去奶奶家吃团圆饭。');
  });

  it('gives a phrase without a subject the hero, after its time', () => {
    expect(retell('下午在公园喂鸽子')).toBe('下午小熊在公园喂鸽子。');
    expect(retell('玩滑梯玩了一下午 笑的停不下来 hhh')).toBe('小熊玩滑梯玩了一下午，笑得停不下来。');
  });

  it('says the child’s pronoun as the hero, where the child is the subject and where the child is the object', () => {
    expect(retell('他把饼干分给了豆豆')).toBe('小熊把饼干分给了豆豆。');
    expect(retell('外婆夸他是小帮手')).toBe('外婆夸小熊是小帮手。');
    expect(retell('爷爷带他去钓鱼 钓到一条小鱼')).toBe('爷爷带小熊去钓鱼，钓到一条小鱼。');
    expect(retell('阿姨一拿梳子她就躲', { childPronoun: 'she', hero: { name: '小兔子', ta: '她' } })).toBe(
      '阿姨一拿梳子，小兔子就躲。',
    );
  });

  it('makes the parent’s slips right: 得 after a verb, 应该, a dropped 儿', () => {
    expect(retell('吓的哇哇大哭')).toBe('小熊吓得哇哇大哭。');
    expect(retell('在车上睡了一会')).toBe('小熊在车上睡了一会儿。');
  });

  it('tells the parent’s 我们 as the hero and the grown-ups, and 我 after a verb as the grown-up', () => {
    // Without a grown-up named in Settings, `我们` is the family.
    expect(retell('我们一起去超市买了酸奶')).toBe('小熊和家人一起去超市买了酸奶。');
    expect(retell('我们一起去超市买了酸奶', { grownUps: ['妈妈'] })).toBe('小熊和妈妈一起去超市买了酸奶。');
    expect(retell('抱着我脖子不肯下来')).toBe('小熊抱着大人的脖子不肯下来。');
  });

  it('leaves out what the parent did and the parent’s own remarks', () => {
    expect(retell('我今天加班到很晚')).toBeUndefined();
    expect(retell('哈哈哈 太好笑了')).toBeUndefined();
    expect(retell('因该是太累了')).toBeUndefined();
    expect(retell('本来说好去动物园的')).toBeUndefined();
  });

  it('quotes what the child said after a bare 说 or 问我, with a question mark for a question', () => {
    expect(retell('晚上洗澡的时候 他说 泡泡像云朵')).toBe('晚上洗澡的时候，小熊说：“泡泡像云朵。”');
    expect(retell('睡前问我 月亮会不会困啊')).toBe('睡前小熊问爸爸妈妈：“月亮会不会困啊？”');
  });

  it('tells a feeling said alone, a body part and a birthday as the hero’s, and leaves the festival to the story', () => {
    expect(retell('超开心der')).toBe('小熊特别开心。');
    expect(retell('膝盖磕青了一块')).toBe('小熊的膝盖磕青了一块。');
    expect(retell('中秋节 跟奶奶一起做月饼')).toBe('小熊跟奶奶一起做月饼。');
    expect(retell('两岁生日')).toBe('今天是小熊的两岁生日。');
  });

  it('says the hero’s pronoun after a sentence that names the hero, and the name for a hero called by name alone', () => {
    expect(retell('下午在公园喂鸽子', { afterHero: true })).toBe('下午他在公园喂鸽子。');
    expect(retell('医生阿姨给了个贴纸才好点', { afterHero: true })).toBe('医生阿姨给了他一个贴纸，他才好一点。');
    expect(retell('下午在公园喂鸽子', { afterHero: true, hero: { name: '小熊', ta: '小熊' } })).toBe(
      '下午小熊在公园喂鸽子。',
    );
  });

  it('tells a bare doing as done, weather said alone before the hero, and a day’s event as what the day was', () => {
    expect(retell('捡贝壳')).toBe('小熊捡了贝壳。');
    expect(retell('周末去海边')).toBe('小熊去了海边。');
    expect(retell('下雨了 穿着新雨靴去踩水坑')).toBe('下雨了，小熊穿着新雨靴去踩水坑。');
    expect(retell('今天幼儿园开放日')).toBe('今天是幼儿园开放日。');
  });

  it('tells a lesson or a show as where the hero did it, a place said alone as where the hero went, and a class’s outing', () => {
    expect(retell('游泳课 带手臂圈')).toBe('游泳课上，小熊带了手臂圈。');
    expect(retell('六一儿童节 幼儿园表演 跳小兔子舞')).toBe('幼儿园表演上，小熊跳了小兔子舞。');
    expect(retell('成都熊猫基地')).toBe('小熊去了成都熊猫基地。');
    expect(retell('幼儿园参观消防站')).toBe('小熊和幼儿园的小朋友们一起参观了消防站。');
  });

  it('tells a food said first as what the hero bit, and 往沙发上爬 as 爬上沙发', () => {
    expect(retell('月饼咬一口蛋黄就吐出来')).toBe('小熊咬了一口月饼，蛋黄就吐出来了。');
    expect(retell('一看它过来就尖叫着往沙发上爬')).toBe('小熊一看它过来就尖叫着爬上沙发。');
    expect(retell('下了一天雨 穿新雨靴踩水坑')).toBe('下了一天雨，小熊穿新雨靴踩水坑。');
  });

  it('tells a grown-up’s words about the child of the hero, and what the child said without a space after 说', () => {
    expect(retell('老师说中午自己吃饭吃得很干净')).toBe('老师说小熊中午自己吃饭吃得很干净。');
    expect(retell('他说长颈鹿脖子好长啊')).toBe('小熊说：“长颈鹿脖子好长啊！”');
    expect(retell('回来路上一直问我 妈妈我唱得好不好听')).toBe('回来路上，小熊一直问妈妈：“妈妈，我唱得好不好听？”');
  });

  it('leaves out a phrase whose subject it cannot tell', () => {
    expect(retell('是个好天气')).toBeUndefined();
    expect(retell('幼儿园发了一朵小红花！！')).toBeUndefined();
  });
});

describe('the Chinese reteller, on a day at home, at the zoo and at a festival', () => {
  it('tells rain kept indoors as the weather, then the hero (`落雨没出门`)', () => {
    expect(retell('今天落雨没出门')).toBe('今天下雨了，小熊没出门。');
  });

  it('keeps an animal of the outing as the subject, the hero after it', () => {
    expect(retell('喂羊驼的时候羊驼一口把他手里的袋子叼走了')).toBe('喂羊驼的时候，羊驼一口把小熊手里的袋子叼走了。');
  });

  it('tells a soothing chant and a pet called by name as said, not asked', () => {
    expect(retell('说哥哥不痒不痒')).toBe('小熊说：“哥哥不痒不痒。”');
    expect(retell('他说慢慢你吃快点嘛')).toBe('小熊说：“慢慢，你吃快点嘛。”');
  });

  it('tells a race, the drums and a hoarse voice as whole sentences', () => {
    expect(retell('三个人比赛谁快')).toBe('三个人比赛，看谁最快。');
    expect(retell('锣鼓咚咚咚的')).toBe('锣鼓咚咚咚地响。');
    expect(retell('喊到嗓子都哑了咯')).toBe('小熊喊得嗓子都哑了。');
  });

  it('keeps the one who is ill, and the no before the tears, in one clause', () => {
    expect(zh.clauses('哥哥出水痘了 在家躺着不能去幼儿园')).toEqual(['哥哥出水痘了 在家躺着不能去幼儿园']);
    expect(retell('晚上非要挨着哥哥睡 不让她去还哭了')).toBe('晚上小熊非要挨着哥哥睡，不让她去，她还哭了。');
  });
});

describe('the Chinese clauses and keys', () => {
  it('cuts at lines, spaces and turn words, keeping what goes on from a phrase with it', () => {
    expect(zh.clauses('早上在小区骑滑板车 还摔了一跤\n然后去外婆家吃饺子 吃了八个')).toEqual([
      '早上在小区骑滑板车 还摔了一跤',
      '去外婆家吃饺子 吃了八个',
    ]);
  });

  it('keeps a short time with the phrase after it and the child’s words with 说', () => {
    expect(zh.clauses('端午 跟奶奶包粽子 他说 粽子像小枕头')).toEqual(['端午 跟奶奶包粽子 他说 粽子像小枕头']);
    expect(zh.clauses('堆了个小雪人 给它戴了爸爸的帽子')).toEqual(['堆了个小雪人 给它戴了爸爸的帽子']);
    expect(zh.clauses('下午打雷好大声 她吓得躲在桌子底下')).toEqual(['下午打雷好大声 她吓得躲在桌子底下']);
  });

  it('gives pairs of characters as keys, without pairs of small words, and finds them in the story', () => {
    expect(zh.keys('吃了饺子')).toEqual(['吃了', '了饺', '饺子']);
    expect(zh.keys('他也是')).toEqual([]);
    expect(zh.has('小熊吃了好多饺子。', '饺子')).toBe(true);
    expect(zh.evening.test('晚上洗完澡就睡着了')).toBe(true);
    expect(zh.evening.test('早上去公园')).toBe(false);
    expect(zh.evening.test('吃了退烧药睡了')).toBe(true);
    expect(zh.evening.test('在车上睡了一会')).toBe(false);
    expect(zh.morning?.test('送园的时候没哭')).toBe(true);
    expect(zh.morning?.test('下午去公园')).toBe(false);
    expect(zh.keys('捡贝壳')).toEqual(['捡', '贝壳']);
  });
  it('tells a favourite thing broken, a verb with 得 and what the child forgot, as a story says them', () => {
    expect(retell('最喜欢的艾莎水杯掉地上摔坏了 盖子断了 又哭一场')).toBe(
      '小熊最喜欢的艾莎水杯掉在地上摔坏了，盖子断了，他又哭了一场。',
    );
    expect(retell('吃的满嘴黑 像个小花猫')).toBe('小熊吃得满嘴黑，像个小花猫。');
    expect(retell('早上的事全忘了')).toBe('小熊把早上的事全忘了。');
    expect(zh.morning?.test('早上的事全忘了')).toBe(false);
  });

  it('tells what a grown-up saw after the parent left, the parent as the one who went', () => {
    expect(retell('王老师说我走了十分钟就不哭了')).toBe('王老师说，爸爸妈妈走了十分钟，小熊就不哭了。');
    expect(retell('奶奶说我一走她就不哭了', { childPronoun: 'she', grownUps: ['妈妈'] })).toBe(
      '奶奶说，妈妈一走，小熊就不哭了。',
    );
  });

  it('keeps the crying, the feeling and the noise with the thing they followed', () => {
    expect(zh.clauses('起床气巨大 哭了半个小时')).toEqual(['起床气巨大 哭了半个小时']);
    expect(zh.clauses('最后他自己骑了好几米！！！激动的满小区喊 自豪的不行')).toEqual([
      '他自己骑了好几米',
      '激动的满小区喊 自豪的不行',
    ]);
    expect(zh.clauses('下午去河边看扒龙舟 鼓敲得咚咚响')).toEqual(['下午去河边看扒龙舟 鼓敲得咚咚响']);
    expect(retell('膝盖擦破一大块皮 哭的超大声')).toBe('小熊的膝盖擦破了一大块皮，他哭得特别大声。');
  });
  it('tells a first haircut, a jab and a child proud of themselves in the child’s own words', () => {
    const she = { childPronoun: 'she' as const, hero: { name: '小兔子', ta: '她' } };
    expect(retell('针还没扎进去就开始嚎')).toBe('针还没扎进去，小熊就开始哭了。');
    expect(retell('回来路上一直说 我很勇敢对不对 笑死')).toBe('回来路上，小熊一直说：“我很勇敢对不对？”');
    expect(retell('理发师叔叔给她放了小猪佩奇才肯剪', she)).toBe('理发师叔叔给小兔子放了小猪佩奇，她才肯剪。');
    expect(retell('剪完刘海短短的')).toBe('剪完头发，小熊的刘海短短的。');
    expect(retell('她可骄傲了 说我是大姐姐了', she)).toBe('小兔子可骄傲了，说：“我是大姐姐了。”');
    expect(retell('问我月亮上有没有兔子')).toBe('小熊问爸爸妈妈：“月亮上有没有兔子？”');
  });

  it('tells the weather, a friend moving away and two children making up', () => {
    expect(retell('今天下大雪了')).toBe('今天下大雪了。');
    expect(retell('好朋友果果下周要搬去北京了')).toBe('小熊的好朋友果果下周要搬去北京了。');
    expect(zh.clauses('今天最后一次一起在幼儿园玩')).toEqual(['今天最后一次一起在幼儿园玩']);
    expect(zh.names?.('跟隔壁的乐乐抢铲子 妈妈说')).toEqual(['乐乐']);
    expect(retell('乐乐把铲子让给他', { names: ['乐乐'] })).toBe('乐乐把铲子让给小熊。');
    expect(retell('他又把小桶给乐乐 和好了', { names: ['乐乐'] })).toBe('小熊又把小桶给乐乐，两个人和好了。');
    expect(zh.clauses('跟隔壁的乐乐抢铲子 两个人都哭了')).toEqual(['跟隔壁的乐乐抢铲子 两个人都哭了']);
    expect(retell('在门口哭的撕心裂肺 抱着我腿不撒手')).toBe('小熊在门口哭得撕心裂肺，抱着大人的腿不撒手。');
    expect(zh.clauses('在门口哭的撕心裂肺 抱着我腿不撒手')).toHaveLength(1);
    expect(retell('一开门就冲过去抱住')).toBe('门一开，小熊就冲过去抱了个满怀。');
    expect(retell('早上打视频', { grownUps: ['妈妈'] })).toBe('早上小熊和妈妈打了视频电话。');
    expect(retell('跟奶奶打视频')).toBe('小熊跟奶奶打了视频电话。');
  });

  it('tells a bath-time bump without the parent’s fright, and the grown-up who picked the hero up', () => {
    expect(retell('下巴磕到浴缸边上 出了点血 吓死我了')).toBe('小熊的下巴磕到浴缸边上，出了点血。');
    expect(retell('赶紧抱出来冰敷 还好没事')).toBe('爸爸妈妈赶紧把小熊抱出来冰敷。');
    // The hurt goes with the fall it came from: one clause, told once in the trouble's scene.
    expect(zh.clauses('晚上洗澡的时候滑了一下 下巴磕到浴缸边上 出了点血 吓死我了 赶紧抱出来冰敷')).toEqual([
      '晚上洗澡的时候滑了一下 下巴磕到浴缸边上 出了点血 吓死我了',
      '赶紧抱出来冰敷',
    ]);
    expect(retell('晚上洗澡的时候滑了一下 下巴磕到浴缸边上 出了点血 吓死我了')).toBe(
      '晚上洗澡的时候，小熊滑了一下，下巴磕到浴缸边上，出了点血。',
    );
    expect(retell('赶紧抱起来', { grownUps: ['妈妈'] })).toBe('妈妈赶紧把小熊抱起来。');
    expect(retell('希望明天好一点')).toBeUndefined();
  });

  it('tells a grandparent’s goodbye: the hero at the station, and no clause of someone unsaid looking after the child', () => {
    const she = { childPronoun: 'she' as const, hero: { name: '小猫咪', ta: '她' } };
    expect(retell('送到高铁站', she)).toBe('小猫咪也去送行，一直送到了高铁站。');
    expect(retell('在我们家带了她大半年', she)).toBeUndefined();
    expect(retell('在我们家吃了火锅')).toBe('小熊在家里吃了火锅。');
    expect(retell('我们家狗狗可乐也挤进去')).toBe('家里的狗狗可乐也挤进去。');
  });

  it('tells what came after a turn word as its own clause, not as part of the fright before it', () => {
    expect(zh.clauses('看舞狮的时候锣一响吓了一跳 后来又挤到最前面看 买了串糖葫芦')).toEqual([
      '看舞狮的时候锣一响吓了一跳',
      '又挤到最前面看 买了串糖葫芦',
    ]);
    expect(retell('看舞狮的时候锣一响吓了一跳')).toBe('看舞狮的时候，锣一响，小熊吓了一跳。');
    expect(retell('又挤到最前面看 买了串糖葫芦 还要了个风车')).toBe(
      '小熊又挤到最前面看，买了一串糖葫芦，还要了一个风车。',
    );
    // 吃了个饱 is no measure of a thing.
    expect(retell('吃了个饱')).toBe('小熊吃了个饱。');
  });

  it('tells a push and a telling-off gently, the other child by the name the clause gave', () => {
    expect(zh.clauses('在滑梯那跟小胖抢位置 推了人家一下')).toEqual(['在滑梯那跟小胖抢位置 推了人家一下']);
    expect(retell('在滑梯那跟小胖抢位置 推了人家一下')).toBe('小熊在滑梯那跟小胖抢位置，推了小胖一下。');
    expect(retell('被我说了一顿 哭唧唧的去道歉了')).toBe('小熊被爸爸妈妈说了几句，哭唧唧地去道歉了。');
  });

  it('tells Singapore’s English words in Chinese, and what the child shouted', () => {
    const she = { childPronoun: 'she' as const, hero: { name: '小兔子', ta: '她' } };
    expect(retell('她坐在后面的baby seat 一直喊faster faster', she)).toBe(
      '小兔子坐在后面的儿童座椅上，一直喊：“快点，快点！”',
    );
    expect(retell('中午吃chicken rice')).toBe('中午小熊吃了鸡饭。');
    expect(retell('喝了一杯冰milo')).toBe('小熊喝了一杯冰美禄。');
  });

  it('leaves the day of the week out of the story', () => {
    expect(retell('周六 姐姐乐乐在客厅搭了个帐篷', { names: ['乐乐'] })).toBe('姐姐乐乐在客厅搭了一个帐篷。');
  });

  it('tells coming home first, then what the hero did there', () => {
    expect(retell('回家倒头就睡')).toBe('回到家，小熊倒头就睡。');
    expect(retell('回家贴了个奥特曼创可贴')).toBe('回到家，小熊贴了一个奥特曼创可贴。');
    expect(zh.evening.test('回家倒头就睡')).toBe(false);
    expect(retell('回来在楼下捡了一兜子树叶')).toBe('回到家，小熊在楼下捡了一兜子树叶。');
    // A guest's stay in the family's home is not the hero's.
    expect(retell('在我们家住了一个月')).toBeUndefined();
    expect(retell('下午去void deck玩')).toBe('下午小熊去楼下玩了。');
    expect(zh.evening.test('晚上回家倒头就睡')).toBe(true);
    expect(retell('回来一路上都不说话')).toBe('小熊回来一路上都不说话。');
    // An afternoon nap is no bedtime; a sleep at night is.
    expect(zh.evening.test('下午睡了好久')).toBe(false);
    expect(zh.evening.test('晚上九点才睡着')).toBe(true);
    expect(zh.evening.test('冲凉的时候一直玩水')).toBe(true);
    expect(retell('今天跟幼稚园请假')).toBe('今天小熊没去幼稚园。');
  });

  it('tells a one-thing doing as done, and leaves out a day’s mere setting and the parent’s verdict on it', () => {
    expect(retell('打针')).toBe('小熊打了针。');
    expect(retell('今天托儿所放学')).toBeUndefined();
    expect(retell('今天超级充实')).toBeUndefined();
    expect(retell('超级开心')).toBe('小熊特别开心。');
  });
  it('tells how parents type a new baby, a haircut, a typhoon and a library day', () => {
    expect(retell('结果我一喂奶她就闹 也要妈妈抱')).toBe('小熊一看到妈妈喂奶就闹了起来，也要妈妈抱。');
    expect(retell('全程嚎')).toBe('小熊全程都在哭。');
    expect(retell('带去楼下理发店剪头发')).toBe('小熊去楼下理发店剪头发。');
    expect(retell('剪头发')).toBe('小熊剪了头发。');
    expect(retell('月饼只吃蛋黄')).toBe('小熊吃月饼只吃蛋黄。');
    expect(retell('最后是老师抱进去的')).toBe('最后，老师把小熊抱了进去。');
    expect(retell('最后是老师抱进去的', { hero: { name: '猫头鹰', ta: '她' }, childPronoun: 'she' })).toBe(
      '最后，老师把猫头鹰抱了进去。',
    );
    expect(retell('一条都没钓到')).toBe('小熊连一条鱼也没钓到。');
    expect(retell('想摸又不敢')).toBe('小熊想摸又不敢。');
    expect(retell('外面风好大 窗户呼呼响 有点害怕')).toBe('风好大，窗户呼呼响，小熊有点害怕。');
    // The child's own teddy, not the hero called 小熊.
    expect(retell('一直抱着他的小熊')).toBe('小熊一直抱着自己的玩具熊。');
    expect(retell('有一本是好饿的毛毛虫 要我读了五遍')).toBe(
      '小熊挑的书里有一本是《好饿的毛毛虫》，非要爸爸妈妈读了五遍。',
    );
  });
  it('ends what the child said at the parent’s laugh, and tells the words to the grown-up the child called', () => {
    expect(zh.clauses('还跟我说 妈妈你看我是泡泡怪兽 哈哈 刷完非要给豆豆也刷')).toEqual([
      '还跟我说 妈妈你看我是泡泡怪兽',
      '刷完非要给豆豆也刷',
    ]);
    expect(retell('还跟我说 妈妈你看我是泡泡怪兽')).toBe('小熊还跟妈妈说：“妈妈，你看我是泡泡怪兽。”');
    expect(retell('刷完非要给豆豆也刷')).toBe('小熊刷完了，还非要给豆豆也刷一刷。');
  });

  it('tells a ride home, a meal, a sorry, a cold day and a cousin as parents type them', () => {
    expect(retell('回来车上就睡着了')).toBe('回家的车上，小熊就睡着了。');
    expect(retell('晚上在外婆家吃的饭')).toBe('晚上小熊在外婆家吃了饭。');
    expect(retell('我让他去道歉')).toBe('小熊去道歉了。');
    expect(retell('憋了半天才说了句对不起')).toBe('小熊憋了半天才说了句对不起。');
    expect(retell('表弟来家里玩 两个人抢小汽车')).toBe('表弟来家里玩，两个人抢小汽车。');
    expect(retell('降温了 好冷')).toBe('天一下子变冷了，外面冷飕飕的。');
    expect(retell('家里的小乌龟慢慢死了 早上发现的')).toBe('家里的小乌龟慢慢不在了，是早上发现的。');
    expect(retell('今天累死了')).toBe('今天小熊累死了。');
  });

  it('keeps the medicine with the fever it was for', () => {
    expect(zh.clauses('半夜烧到38度5 吃了退烧药 今天没去幼儿园')).toEqual([
      '半夜烧到38度5 吃了退烧药',
      '今天没去幼儿园',
    ]);
  });

  it('tells a clause of yesterday as a past sentence, its time first', () => {
    expect(retell('昨天晚上我们一起装饰了圣诞树')).toBe('昨天晚上，小熊和家人一起装饰了圣诞树。');
    expect(retell('昨晚我们装饰了圣诞树')).toBe('昨晚小熊和家人装饰了圣诞树。');
    expect(retell('前天晚上去看了烟花')).toBe('前天晚上，小熊去看了烟花。');
    expect(retell('昨天下午在家包饺子')).toBe('昨天下午，小熊在家包饺子。');
    expect(retell('昨天半夜吐了')).toBe('昨天半夜，小熊吐了。');
    expect(retell('昨天是他生日')).toBe('昨天是小熊的生日。');
    const first = storyOfDay('zh', '昨天晚上我们一起装饰了圣诞树 今天跟爸爸去公园喂鸭子', { seed: 'a' }).scenes[0];
    expect(first?.text).toContain('昨天晚上，她和家人一起装饰了圣诞树。');
  });

  it('keeps the child’s own laugh after a fall, and tells a cold day and an outing as done', () => {
    expect(zh.clauses('从滑梯上摔下来了 但是只是哈哈大笑')).toEqual(['从滑梯上摔下来了', '只是哈哈大笑']);
    expect(retell('从滑梯上摔下来了')).toBe('小熊从滑梯上摔下来了。');
    expect(retell('只是哈哈大笑')).toBe('小熊哈哈大笑起来。');
    expect(retell('她一点都没哭 还哈哈大笑', { childPronoun: 'she', hero: { name: '小兔子', ta: '她' } })).toBe(
      '小兔子一点都没哭，还哈哈大笑。',
    );
    expect(retell('今天好冷')).toBe('今天天气好冷。');
    expect(retell('今天太冷了')).toBe('今天天气太冷了。');
    expect(retell('今天跟爸爸去公园喂鸭子')).toBe('今天小熊跟爸爸去公园喂鸭子了。');
    expect(retell('去植物园玩')).toBe('小熊去植物园玩了。');
  });

  it('ends what the child said where the parent’s telling goes on, and tells the grown-up’s question', () => {
    expect(zh.clauses('还跟我说 妈妈我是小企鹅 商场圣诞树已经摆出来了 拍了好多照片')).toEqual([
      '还跟我说 妈妈我是小企鹅',
      '商场圣诞树已经摆出来了',
      '拍了好多照片',
    ]);
    expect(zh.clauses('接他的时候问疼不疼 他说 不疼了 浩浩也哭了 明天我要把我的奥特曼借给他玩 晚饭吃了两碗饭')).toEqual(
      ['接他的时候问疼不疼 他说 不疼了 浩浩也哭了 明天我要把我的奥特曼借给他玩', '晚饭吃了两碗饭'],
    );
    expect(retell('接他的时候问疼不疼 他说 不疼了 浩浩也哭了 明天我要把我的奥特曼借给他玩')).toBe(
      '接小熊的时候，爸爸妈妈问他疼不疼，他说：“不疼了，浩浩也哭了，明天我要把我的奥特曼借给他玩。”',
    );
    expect(retell('商场圣诞树已经摆出来了')).toBe('商场里的圣诞树已经摆出来了。');
    expect(retell('拍了好多照片')).toBe('小熊拍了好多照片。');
    expect(retell('出来买了个烤红薯')).toBe('小熊出来买了一个烤红薯。');
  });

  it('keys what the child said by the words said, not by the hero’s name inside them', () => {
    expect(zh.keys('还跟我说 妈妈我是小企鹅')).toEqual(['我是小企鹅']);
    const story = storyOfDay('zh', '周末去商场 还跟我说 妈妈我是小企鹅 居然一跤都没摔', {
      seed: 'sample',
      character: 11,
    });
    expect(story.scenes.map((scene) => scene.text).join('')).toContain('我是小企鹅。”');
  });

  it('tells who told the child, a thing held, a place, two siblings and new pets as a story says them', () => {
    const she = { childPronoun: 'she' as const, hero: { name: '小兔子', ta: '她' } };
    expect(retell('跟她说了好几遍没有大灰狼的', she)).toBe('爸爸妈妈跟小兔子说了好几遍：“没有大灰狼。”');
    expect(retell('扶着那个企鹅助滑器滑了一圈又一圈')).toBe('小熊扶着企鹅助滑器滑了一圈又一圈。');
    expect(retell('幼儿园里跟浩浩抢一个奥特曼')).toBe('小熊跟浩浩抢一个奥特曼。');
    expect(retell('公园里跟浩浩抢一个皮球')).toBe('小熊在公园跟浩浩抢一个皮球。');
    expect(retell('晚上两兄妹给爷爷捶背')).toBe('晚上，兄妹俩给爷爷捶背。');
    expect(retell('带回家取名叫小红小黄小黑')).toBe('小熊把小家伙带回了家，还起了名字，叫小红、小黄、小黑。');
    expect(retell('她剥一个吃一个 一口气吃了四个', she)).toBe('小兔子剥一个吃一个，一口气吃了四个。');
    expect(retell('爷爷给她一袋橘子 一口气吃了四个', she)).toBe('爷爷给小兔子一袋橘子，小兔子一口气吃了四个。');
    expect(retell('午觉也非要我陪')).toBe('小熊午觉也非要爸爸妈妈陪。');
  });

  it('keeps a thing brought and a lesson given with who did them, and tells typed doings as done', () => {
    expect(zh.clauses('爷爷奶奶从老家过来了 带了一大袋砂糖橘 哥哥乐乐6岁了 教她剥橘子')).toEqual([
      '爷爷奶奶从老家过来了 带了一大袋砂糖橘',
      '哥哥乐乐6岁了 教她剥橘子',
    ]);
    expect(retell('哥哥乐乐6岁了 教她剥橘子', { childPronoun: 'she', hero: { name: '小猫咪', ta: '她' } })).toBe(
      '哥哥乐乐6岁了，教小猫咪剥橘子。',
    );
    expect(retell('贴贴纸')).toBe('小熊贴了贴纸。');
    expect(retell('捏彩泥')).toBe('小熊捏了彩泥。');
    expect(retell('跟爸爸视频')).toBe('小熊跟爸爸打了视频电话。');
  });

  it('tells an evening outing with the day, not after supper', () => {
    expect(zh.evening.test('晚上跟阿嬷去逛夜市')).toBe(false);
    expect(zh.evening.test('晚上在外婆家吃的饭')).toBe(true);
  });

  it('tells supper at home without going home, and no fruit or sweet as supper', () => {
    const day = '爷爷奶奶从老家过来了 带了一大袋砂糖橘 晚上两兄妹给爷爷捶背';
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l']) {
      const six = storyOfDay('zh', day, { seed, activities: ['activity-grandparents'] }).scenes[5]?.text ?? '';
      expect(six).not.toMatch(/回家吃晚饭|吃水果|晚饭有水果|吃了水果/u);
    }
  });

  it('tells what a pet did after the parent says whose pet it is', () => {
    expect(retell('豆豆是我们家小狗 吓得跑掉了')).toBe('豆豆是家里的小狗，它吓得跑掉了。');
  });

  it('says a cake of the day (a night market’s `鸡蛋糕`) without a party cake on the table', () => {
    const x = { h: { name: '小熊', ta: '他' }, c: undefined, p: undefined, helper: { name: '大人', ta: '大人' } };
    const lines = zhPack.things.cake?.lines ?? [];
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines)
      expect(line({ ...x, t: undefined, first: true, part: 'evening' })).not.toMatch(/糖粒|大蛋糕/u);
  });

  it('says the parent’s `我` as 爸爸妈妈 where the story does not know which grown-up wrote', () => {
    expect(retell('老师还打电话给我')).toBe('老师还打电话给爸爸妈妈。');
    expect(retell('今天一整天都黏着我')).toBe('今天小熊一整天都黏着爸爸妈妈。');
    expect(retell('今天一整天都黏着我', { grownUps: ['妈妈'] })).toBe('今天小熊一整天都黏着妈妈。');
    expect(retell('抱着我腿不放')).toBe('小熊抱着大人的腿不放。');
  });

  it('tells a kindergarten event and what the hero did at it', () => {
    expect(retell('今天幼儿园圣诞活动 扮了小鹿')).toBe('今天是幼儿园的圣诞活动，小熊扮了小鹿。');
    expect(retell('今天幼儿园运动会 跑了第一')).toBe('今天是幼儿园的运动会，小熊跑了第一。');
  });

  it('tells a haircut the child was taken to, the hairdresser’s sweet and a fear of the clippers', () => {
    const she = { childPronoun: 'she' as const, hero: { name: '小兔子', ta: '她' } };
    expect(retell('带她去剪头发', she)).toBe('小兔子去剪头发了。');
    expect(retell('理发阿姨给了她一颗糖', she)).toBe('理发阿姨给了小兔子一颗糖。');
    expect(retell('害怕那个推子的声音', she)).toBe('小兔子害怕推子的声音。');
  });

  it('tells a nap on the train home on the train, and drops an age in brackets', () => {
    expect(retell('回来在捷运上睡着了')).toBe('小熊在回来的捷运上睡着了。');
    expect(retell('哥哥（5岁）今天生日')).toBe('哥哥今天生日。');
  });

  it('tells the time of a doing first, then the hero, and who took the medicine after the sweet', () => {
    expect(retell('中午喂药的时候死活不喝')).toBe('中午喂药的时候，小熊死活不喝。');
    expect(retell('奶奶拿了一颗糖才喝下去')).toBe('奶奶拿了一颗糖，小熊才喝下去。');
    expect(retell('今天咳嗽的厉害')).toBe('今天小熊咳嗽得厉害。');
  });

  it('tells tears at drop-off and the teacher’s word at pick-up of the hero', () => {
    expect(retell('早上送园哭了 说要妈妈')).toBe('早上送园的时候，小熊哭了，说要妈妈。');
    expect(retell('下午接的时候老师说表现很好')).toBe('下午接的时候，老师说小熊表现很好。');
  });

  it('tells a jab as parents type it: the brave words before, the tears at the needle, the sticker and the treat', () => {
    expect(retell('进去之前一直说我不怕我不怕')).toBe('进去之前，小熊一直说：“我不怕，我不怕。”');
    expect(retell('针一扎就哭了')).toBe('针一扎，小熊就哭了。');
    expect(retell('护士姐姐给了一个小贴纸')).toBe('护士姐姐给了小熊一个小贴纸。');
    expect(retell('出来就不哭了')).toBe('小熊出来就不哭了。');
    expect(retell('奖励了一个冰淇淋')).toBe('小熊得到了一个冰淇淋当奖励。');
  });
  it('reads traditional characters as the story spells them, and the child’s class as the hero with the others', () => {
    const she = { childPronoun: 'he' as const, hero: { name: '小兔子', ta: '她' } };
    expect(retell('今天幼稚園聖誕節彩排', she)).toBe('今天是幼稚园圣诞节彩排。');
    expect(retell('他們班跳麋鹿舞', she)).toBe('小兔子和班上的小朋友们一起跳麋鹿舞。');
    expect(retell('他们班跳麋鹿舞')).toBe('小熊和班上的小朋友们一起跳麋鹿舞。');
    expect(retell('頭上戴著鹿角 一直跳錯邊', she)).toBe('小兔子的头上戴着鹿角，一直跳错边。');
    expect(retell('放學阿公載他去吃豆花', she)).toBe('放学后，阿公载小兔子去吃豆花。');
    expect(retell('被姊姊兇了 哭哭', she)).toBe('小兔子被姐姐凶了，哭了。');
    expect(retell('睡前還在唱jingle bells', she)).toBe('睡前小兔子还在唱《铃儿响叮当》。');
    // 其他, 吉他 and 他们 are not the child.
    expect(retell('他跟其他小朋友一起弹吉他', she)).toBe('小兔子跟其他小朋友一起弹吉他。');
  });

  it('tells a weekday with its part of the day first, and a call to mum unspaced as what the child said', () => {
    expect(retell('周六下午约了楼下的糖糖一起去商场的淘气堡')).toBe('周六下午，小熊约了楼下的糖糖一起去商场的淘气堡。');
    expect(retell('走的时候还赖着不肯走 说妈妈我还没玩够呢')).toBe(
      '走的时候，小熊还赖着不肯走，说：“妈妈，我还没玩够呢。”',
    );
    expect(retell('出来满头大汗 头发都湿透了')).toBe('小熊出来满头大汗，头发都湿透了。');
    expect(retell('回家第一件事就是跟我们家的猫橘子说 橘子 我看到大鲨鱼了 你没看到吧')).toBe(
      '回到家，小熊第一件事就是跟家里的猫橘子说：“橘子，我看到大鲨鱼了，你没看到吧？”',
    );
  });

  it('leaves out an emoji’s joiner and the parent’s idiom for chaos, and tells the child crying too', () => {
    expect(zh.clauses('妹妹哇哇哭 他也哭 鸡飞狗跳😮‍💨 后来爸爸陪他重新搭了一个')).toEqual([
      '妹妹哇哇哭 他也哭 鸡飞狗跳',
      '爸爸陪他重新搭了一个',
    ]);
    expect(retell('妹妹哇哇哭 他也哭 鸡飞狗跳')).toBe('妹妹哇哇哭，小熊也哭了。');
  });

  it('ends what the child said where the parent’s telling goes on, and keeps a short but-not with its doing', () => {
    expect(zh.clauses('后来爸爸陪他重新搭了一个更高的 他说 这次妹妹不许碰 还是让妹妹帮忙放了最上面那块')).toEqual([
      '爸爸陪他重新搭了一个更高的 他说 这次妹妹不许碰',
      '还是让妹妹帮忙放了最上面那块',
    ]);
    expect(zh.clauses('鲨鱼从头顶游过去的时候他紧紧抓着爸爸的手 但是没哭 出来买了个鲸鱼玩偶')[0]).toBe(
      '鲨鱼从头顶游过去的时候他紧紧抓着爸爸的手 却没哭',
    );
    expect(retell('鲨鱼从头顶游过去的时候他紧紧抓着爸爸的手 却没哭')).toBe(
      '鲨鱼从头顶游过去的时候，小熊紧紧抓着爸爸的手，可是没哭。',
    );
  });

  it('tells waking from a nap after the nap, not at dawn', () => {
    expect(zh.clauses('午觉睡了两个半小时 醒来心情超好 一直在唱铃儿响叮当')).toEqual([
      '午觉睡了两个半小时 醒来心情超好 一直在唱铃儿响叮当',
    ]);
  });
  it('wishes one grandparent beside both goodnight once, and greets the grandparents wherever the day met them', () => {
    const x = {
      h: { name: '熊猫', ta: '他' },
      c: undefined,
      p: { name: '外公', ta: '他' },
      helper: { name: '外公', ta: '他' },
      t: undefined,
      first: true,
      part: 'evening' as const,
    };
    const wishes = zhPack.night.goodnight(['Zuri', '外公', '外公外婆', '小鸟'], x);
    expect(wishes).toContain('晚安，Zuri；晚安，外公外婆；晚安，小鸟。');
    // `爷爷奶奶从老家过来了`: no line of the day's meeting says the hero went to them or was let in by them.
    const arrive = zhPack.activities['activity-grandparents'].arrive.slice(0, 2);
    for (const line of arrive) expect(line({ ...x, part: 'morning' })).not.toMatch(/去看|给熊猫开了门/u);
  });

  it('tells a day of traditional characters in simplified ones only', () => {
    const day = '今天幼稚園聖誕節彩排 他們班跳麋鹿舞 頭上戴著鹿角 一直跳錯邊 老師說超可愛 放學阿公載他去吃豆花';
    for (const seed of ['a', 'b', 'c']) {
      const text = storyOfDay('zh', day, { seed, activities: ['activity-daycare'] })
        .scenes.map((scene) => scene.text)
        .join('');
      expect(text, seed).not.toMatch(/[們園誕節頭著錯說學載師]/u);
      expect(text, seed).toContain('跳麋鹿舞');
      expect(text, seed).not.toMatch(/今天过圣诞节|今天放假/u);
    }
  });

  it('tells no dog for 鸡飞狗跳 and not the parent’s idiom', () => {
    const day = '晚上妹妹把他搭了一下午的乐高城堡推倒了 他气得打了妹妹一下 妹妹哇哇哭 他也哭 鸡飞狗跳😮‍💨';
    for (const seed of ['a', 'b', 'c']) {
      const text = storyOfDay('zh', day, { seed, activities: ['activity-building-blocks'] })
        .scenes.map((scene) => scene.text)
        .join('');
      expect(text, seed).not.toMatch(/晚安，小狗|鸡飞狗跳|\u200D/u);
      expect(text, seed).toContain('也哭了');
    }
  });
  it('tells a typed foot soak as the evening’s hot-water soak', () => {
    expect(retell('泡脚')).toBe('小熊用热水泡了泡脚。');
    expect(zh.evening.test('泡脚')).toBe(true);
  });
  it('tells an outing in town without a crossing or a pavement, so a mall’s ice rink reads true', () => {
    const x = { h: { name: '小企鹅', ta: '他' }, c: undefined, p: undefined, helper: { name: '妈妈', ta: '妈妈' } };
    const walk = zhPack.activities['town-walk'];
    for (const line of [...walk.arrive, ...walk.do, ...walk.sense])
      expect(line({ ...x, t: undefined, first: true, part: 'afternoon' })).not.toMatch(/路口|人行道|绿色的小人/u);
    const story = storyOfDay('zh', '周末带他去商场里的溜冰场 第一次穿冰鞋 扶着企鹅助滑器滑了一圈又一圈', { seed: 'a' });
    expect(story.scenes.map((scene) => scene.text).join('')).not.toMatch(/购物单|收银台|超市/u);
  });
  it('quotes the child who called a grown-up right after 说, and tells what the teacher’s photo showed', () => {
    expect(zh.clauses('他骑在爸爸脖子上看 说爸爸 好多星星掉下来了✨ 回来在地铁上就睡着了')).toEqual([
      '他骑在爸爸脖子上看 说 爸爸 好多星星掉下来了',
      '回来在地铁上就睡着了',
    ]);
    expect(retell('他骑在爸爸脖子上看 说 爸爸 好多星星掉下来了')).toBe(
      '小熊骑在爸爸脖子上看，说：“爸爸，好多星星掉下来了。”',
    );
    expect(retell('中午老师发照片吃得挺好')).toBe('中午，老师发来照片，小熊吃得挺好。');
  });
  it('tells the wind taking a hat outside and a lost toy found without sunshine, true of an indoor outing too', () => {
    const x = { h: { name: '小企鹅', ta: '他' }, c: undefined, p: undefined, helper: { name: '妈妈', ta: '妈妈' } };
    const say = (lines: readonly (readonly ((x: never) => string)[])[]) =>
      lines.flat().map((line) => line({ ...x, t: undefined, first: true, part: 'afternoon' } as never));
    const wind = zhPack.problems.windHat;
    expect(say(wind.uhOh)[0]).toMatch(/^走到外面/u);
    expect(say([...wind.uhOh, ...wind.fix]).join('')).not.toMatch(/草地|灌木/u);
    expect(say(zhPack.problems.lostToy.fix).join('')).not.toMatch(/晒太阳/u);
  });
  it('tells the parent’s 娃 or 崽 as the child, a winter holiday as the day, and a flu caught', () => {
    expect(retell('娃今天在幼儿园跟同桌打架了')).toBe('小熊今天在幼儿园跟同桌打架了。');
    expect(retell('我家崽又把袜子藏起来了')).toBe('小熊又把袜子藏起来了。');
    expect(retell('被老师罚站')).toBe('小熊被老师罚站。');
    expect(retell('今天冬至')).toBe('今天是冬至。');
    expect(retell('幼儿园吃了饺子 回来说 妈妈 饺子里有硬币')).toBe(
      '小熊在幼儿园吃了饺子，回来说：“妈妈，饺子里有硬币。”',
    );
    expect(retell('流感中招了')).toBe('小熊得了流感。');
    expect(retell('咳了一晚上')).toBe('小熊咳了一晚上。');
  });
  it('tells the weekday as the day, a no from the grown-up, and a shout to mum unspaced as what the child said', () => {
    const she = { childPronoun: 'she' as const, hero: { name: '小兔子', ta: '她' } };
    expect(retell('今天周五')).toBe('今天是周五。');
    expect(retell('等着等着就睡着了')).toBe('小熊等着等着就睡着了。');
    expect(retell('早上流鼻血 吓我一跳 还好一会就止住了')).toBe('早上小熊流鼻血，还好一会儿就止住了。');
    expect(retell('她也想玩 被我拒了 哭了一路', she)).toBe('小兔子也想玩，可是爸爸妈妈说不行，她哭了一路。');
    expect(zh.clauses('她光着脚就冲到窗户边 喊妈妈快看 下雪啦 吃完早饭下楼堆了个歪歪的雪人')).toEqual([
      '她光着脚就冲到窗户边 喊 妈妈快看 下雪啦',
      '吃完早饭下楼堆了个歪歪的雪人',
    ]);
    expect(retell('她光着脚就冲到窗户边 喊 妈妈快看 下雪啦', she)).toBe(
      '小兔子光着脚就冲到窗户边，喊：“妈妈，快看，下雪了！”',
    );
  });
  it('says the slide’s own line unlike the playground’s, so a scene never slides down twice in the same words', () => {
    const x = { h: { name: '小兔子', ta: '她' }, c: undefined, p: undefined, helper: { name: '妈妈', ta: '妈妈' } };
    const slide = zhPack.things.slide?.lines ?? [];
    expect(slide.length).toBeGreaterThan(0);
    for (const line of slide) {
      const said = line({ ...x, t: undefined, first: true, part: 'afternoon' });
      expect(said).not.toContain('哧溜滑下来');
      expect(said.startsWith('小兔子')).toBe(true);
    }
  });
  it('tells new clothes that came, a queue, and a story read again and again as the grown-up’s reading', () => {
    const she = { childPronoun: 'she' as const, hero: { name: '小兔子', ta: '她' } };
    expect(retell('双十二给她买的新羽绒服到了 粉色的', she)).toBe('小兔子的新羽绒服到了，粉色的。');
    expect(retell('排队排了一个小时')).toBe('小熊排队排了一个小时。');
    expect(retell('睡前讲了三遍三只小猪 还要第四遍', she)).toBe(
      '睡前，爸爸妈妈给小兔子讲了三遍三只小猪，她还要听第四遍。',
    );
  });
  it('tells 他们 as the children together, never as the hero’s name with 们', () => {
    expect(retell('他们俩在沙发上笑成一团')).toBe('两个人在沙发上笑成一团。');
    expect(retell('他们都笑了')).toBe('大家都笑了。');
  });
  it('tells a child picked up and home as home, not as the one who fetched', () => {
    expect(retell('下午接回来去小区滑滑梯')).toBe('下午小熊回到家以后去小区滑滑梯。');
  });
  it('says how a typed doing felt in words a parent reads aloud, not `全心全意`', () => {
    const x = { h: { name: '小熊', ta: '他' }, c: undefined, p: undefined, helper: { name: '妈妈', ta: '妈妈' } };
    for (const line of zhPack.typedFeel)
      expect(line({ ...x, t: undefined, first: false, part: 'afternoon' } as never)).not.toMatch(/全心全意|分心/u);
  });
  it('tells a noise from a tool, a first lesson and the first snow as whole sentences', () => {
    expect(retell('推子一响就哭的可伤心了')).toBe('推子一响，小熊就哭得可伤心了。');
    expect(retell('第一节游泳课')).toBe('小熊上了第一节游泳课。');
    expect(retell('下雪啦今年第一场雪')).toBe('下雪了，是今年第一场雪。');
  });
  it('gives the hero to a start, a slow brave turn, a count and a hug said without a subject', () => {
    expect(retell('一开始死活不肯下水')).toBe('一开始，小熊死活不肯下水。');
    expect(retell('慢慢就敢了')).toBe('小熊慢慢就敢了。');
    expect(retell('数到十就乱了')).toBe('小熊数到十就乱了。');
    expect(retell('搂着我脖子不撒手')).toBe('小熊搂着大人的脖子不撒手。');
    expect(retell('一拉开窗帘他就嗷嗷叫')).toBe('小熊一拉开窗帘就嗷嗷叫。');
  });
  it('tells the coach by the parent’s word, and two children who both cried', () => {
    expect(retell('教练哥哥拿水枪逗他')).toBe('教练哥哥拿水枪逗小熊。');
    expect(retell('撕破了一页 俩人都哭')).toBe('小熊撕破了一页，两个人都哭了。');
  });
  it('tells hunger after a lesson, two buns, a ring worn in the pool and bubbles blown as done', () => {
    expect(retell('出来饿坏了')).toBe('出来以后，小熊饿坏了。');
    expect(retell('吃了俩肉包子')).toBe('小熊吃了两个肉包子。');
    expect(retell('套着小黄鸭游泳圈')).toBe('小熊套着小黄鸭游泳圈。');
    expect(retell('吹泡泡')).toBe('小熊吹了泡泡。');
  });
  it('tells a quiet day at home without weather the parent did not write', () => {
    const x = { h: { name: '小熊', ta: '他' }, c: undefined, p: undefined, helper: { name: '妈妈', ta: '妈妈' } };
    for (const line of zhPack.quiet.sense)
      expect(line({ ...x, t: undefined, first: false, part: 'afternoon' } as never)).not.toMatch(/雨|雪|太阳/u);
  });
  it('quotes a child speaking to a toy by its name, tells crying that stopped, and mends a page with 粘', () => {
    expect(retell('还给小兔量体温 说小兔你要乖乖吃药哦')).toBe('小熊还给小兔量体温，说：“小兔，你要乖乖吃药哦。”');
    expect(retell('理发师叔叔给了根棒棒糖才不哭')).toBe('理发师叔叔给了小熊一根棒棒糖，他才不哭了。');
    expect(retell('他自己拿胶带沾好了')).toBe('小熊自己拿胶带粘好了。');
  });
  it('quotes a grandparent’s praise, and says 俩人 and 在家呆 as a story reads them aloud', () => {
    expect(retell('回家非要给奶奶看 奶奶说真精神')).toBe('回到家，小熊非要给奶奶看，奶奶说：“真精神！”');
    expect(retell('俩人在海洋球池里疯了两个多小时')).toBe('两个人在海洋球池里疯了两个多小时。');
    expect(retell('请假在家呆了一天')).toBe('小熊没去幼儿园，在家待了一天。');
  });
  it('tells a potty day: the first wee, playing too wildly and the little accident', () => {
    expect(retell('真的尿出来了')).toBe('小熊真的尿出来了。');
    expect(retell('下午玩的太疯又尿裤子了')).toBe('下午小熊玩得太疯又尿裤子了。');
  });
  it('tells the search for a lost cuddly toy, where it was found and who washed it', () => {
    expect(zh.clauses('他的小狗布布找不到了 晚上翻了一圈 最后在洗衣机里找到的 原来跟脏衣服一起扔进去了')).toEqual([
      '他的小狗布布找不到了 晚上翻了一圈',
      '在洗衣机里找到的 原来跟脏衣服一起扔进去了',
    ]);
    expect(retell('他的小狗布布找不到了 晚上翻了一圈')).toBe('小熊的小狗布布找不到了，晚上大家到处翻了个遍。');
    expect(retell('沙发底下床底下都找了 哭着不肯睡')).toBe('小熊在沙发底下、床底下都找遍了，哭着不肯睡。');
    expect(retell('在洗衣机里找到的 原来跟脏衣服一起扔进去了')).toBe(
      '小熊在洗衣机里找到了，原来它跟脏衣服一起被扔进去了。',
    );
    expect(retell('洗干净晾在阳台上')).toBe('爸爸妈妈把它洗得干干净净，晾在阳台上。');
  });
  it('tells a grown-up back from a trip as the one who came home, and who the child went to fetch', () => {
    const day = '爸比出差一个礼拜 今天回来啦 下午去飞机场接 她在出口一直踮着脚看';
    expect(zh.clauses(day)).toEqual(['爸比出差一个礼拜 今天回来啦', '下午去飞机场接爸比', '她在出口一直踮着脚看']);
    expect(retell('爸比出差一个礼拜 今天回来啦')).toBe('爸爸出差了一个礼拜，今天回来了。');
    expect(retell('下午去飞机场接爸比')).toBe('下午小熊去飞机场接爸爸。');
  });
  it('keeps a thing named like the hero a thing: no pronoun stands for the panda toy of a panda hero', () => {
    const panda = { hero: { name: '熊猫', ta: '她' }, childPronoun: 'she' as const };
    expect(retell('爸比给她带了个熊猫公仔', { ...panda, afterHero: true })).toBe('爸爸给她带了一个熊猫公仔。');
    expect(retell('她抱着熊猫公仔', panda)).toBe('熊猫抱着熊猫公仔。');
  });
  it('tells a move to a new home, what the child carried and said, and sleeping with a night light', () => {
    expect(retell('搬家了 新家在12楼')).toBe('小熊家搬新家了，新家在12楼。');
    expect(retell('旧家的东西都装在纸箱里')).toBe('旧家的东西都装在纸箱里。');
    expect(retell('他非要自己抱着装恐龙的那个箱子')).toBe('小熊非要自己抱着装恐龙的箱子。');
    expect(retell('趴在窗户上看下面的车 说车车好小')).toBe('小熊趴在窗户上看下面的车，说：“车车好小。”');
    expect(retell('开着小夜灯才睡着')).toBe('小熊开着小夜灯才睡着了。');
  });
  it('tells a friend who moved away by name, and the grown-up’s comfort that helped', () => {
    const day = '楼上的好朋友小米今天搬走了 搬去深圳 小米把她的贴纸本送给他 我说可以视频 他才好点';
    expect(zh.names?.(day)).toContain('小米');
    expect(zh.clauses(day)).toEqual([
      '楼上的好朋友小米今天搬走了 搬去深圳',
      '小米把她的贴纸本送给他',
      '我说可以视频 他才好点',
    ]);
    const friend = { names: ['小米'] };
    expect(retell('楼上的好朋友小米今天搬走了 搬去深圳', friend)).toBe('住在楼上的好朋友小米今天搬走了，搬去了深圳。');
    expect(retell('小米把她的贴纸本送给他', friend)).toBe('小米把她的贴纸本送给小熊。');
    expect(retell('我说可以视频 他才好点', friend)).toBe('爸爸妈妈说可以视频聊天，小熊才好一点。');
    expect(retell('早上俩人在楼下抱了好久')).toBe('早上，两个人在楼下抱了好久。');
  });
  it('tells bread bought at the market as done', () => {
    expect(retell('买菠萝包')).toBe('小熊买了菠萝包。');
  });
  it('says spills, frights and missing someone in lines true of a wee, a new room and a parent home today', () => {
    const x = { h: { name: '小熊', ta: '他' }, c: undefined, p: undefined, helper: { name: '妈妈', ta: '妈妈' } };
    const say = (lines: readonly (readonly ((x: never) => string)[])[]) =>
      lines.flat().map((line) => line({ ...x, t: undefined, first: true, part: 'afternoon' } as never));
    expect(say(zhPack.problems.spilled.uhOh).join('')).not.toMatch(/洒|一地的东西|一摊水/u);
    expect(say(zhPack.problems.scared.uhOh)[0]).not.toMatch(/吓了一跳/u);
    expect(say(zhPack.problems.missing.uhOh).join('')).not.toMatch(/现在就能见面/u);
  });
  it('quotes a grandparent’s saying about a food, and says a broken thing without a bare 它', () => {
    expect(retell('姥姥说吃了饺子耳朵就不冻了')).toBe('姥姥说：“吃了饺子耳朵就不冻了。”');
    expect(retell('老师说吃饭吃得很干净')).toBe('老师说小熊吃饭吃得很干净。');
    const x = { h: { name: '小熊', ta: '他' }, c: undefined, p: undefined, helper: { name: '妈妈', ta: '妈妈' } };
    const said = zhPack.problems.broke.uhOh
      .flat()
      .map((line) => line({ ...x, t: undefined, first: true, part: 'afternoon' } as never));
    expect(said.join('')).not.toMatch(/它/u);
  });
  it('goes out into the snow without a sled or a yard the parent did not write', () => {
    const x = { h: { name: '小熊', ta: '他' }, c: undefined, p: undefined, helper: { name: '爸爸', ta: '爸爸' } };
    const arrive = zhPack.activities['activity-snow']?.arrive ?? [];
    for (const line of arrive)
      expect(line({ ...x, t: undefined, first: true, part: 'morning' } as never)).not.toMatch(/雪橇|院子/u);
  });

  describe('round 7 days (zh-q2, zh-q3, zh-q4, zh-p3)', () => {
    const she = { childPronoun: 'she', hero: { name: '小兔子', ta: '她' } } as const;
    it('has the grown-up fetch the child (`下午去接`), not the child fetch', () => {
      expect(retell('下午去接', she)).toBe('下午，爸爸妈妈去接小兔子了。');
      expect(retell('下午去接', she)).not.toMatch(/小兔子去接/u);
    });
    it('quotes the first thing the child said in the child’s own 我, not the parent’s', () => {
      const [said] = zh.clauses('出来第一句话就是 妈妈我明天还要来');
      expect(retell(said ?? '', she)).toBe('一出来，小兔子说的第一句话就是：“妈妈，我明天还要来。”');
      expect(retell('他钻进去就不出来了 说这是我的家')).toBe('小熊钻进去就不出来了，说：“这是我的家。”');
      expect(retell('他抱着大黄说大黄你陪我')).toBe('小熊抱着大黄说：“大黄，你陪我。”');
    });
    it('holds the grown-up’s leg, not `爸爸妈妈大腿`, and tells 吃得挺好 with 得', () => {
      expect(retell('早上在门口抱着我大腿哭', she)).toBe('早上小兔子在门口抱着大人的腿哭。');
      expect(retell('老师说午饭吃的挺好 还睡了午觉', she)).toBe('老师说小兔子午饭吃得挺好，还睡了午觉。');
    });
    it('tells the plaster’s picture of the plaster, and the teddy as the child’s toy, not the bear hero', () => {
      const [plaster] = zh.clauses('回家擦了碘伏贴了个创可贴 贴的是小猪佩奇的');
      expect(retell(plaster ?? '')).toBe('回到家，爸爸妈妈给小熊擦了碘伏，贴了一个创可贴，上面画着小猪佩奇。');
      expect(retell('马上就不哭了 还要给他的小熊也贴一个')).toBe('小熊马上就不哭了，还要给自己的玩具熊也贴一个。');
      expect(retell('下坡太快摔了一跤')).toBe('小熊下坡太快摔了一跤。');
    });
    it('keeps the guests who stayed as the ones who went home, and the child named once on the platform', () => {
      const told = zh.clauses('外婆外公在我们家住了一个月 今天坐高铁回老家了 在站台上小满一直挥手 车开了还在挥');
      expect(told[0]).toBe('外婆外公在我们家住了一个月 今天坐高铁回老家了');
      expect(retell(told[0] ?? '')).toBe('外婆外公在家里住了一个月，今天坐高铁回老家了。');
      const man = { hero: { name: '小满', ta: '他' }, names: ['小满'] };
      expect(retell(told[1] ?? '', man)).toBe('小满在站台上一直挥手，车开了还在挥。');
    });
    it('keeps grandparents who minded the child as the ones who took the train home', () => {
      const [went] = zh.clauses('爷爷奶奶带了他一个多月 今天坐高铁回老家了 在站台上他一直挥手');
      expect(went).toBe('爷爷奶奶带了他一个多月 今天坐高铁回老家了');
    });
    it('tells Beijing’s `妞儿` as the child, and the grown-up who bought the treat once', () => {
      expect(retell('今儿下午带妞儿去西单逛街')).toBe('今天下午，小熊去西单逛街。');
      expect(retell('给她买了个草莓冰淇淋', { childPronoun: 'she', grownUps: ['爸爸'] })).toBe(
        '爸爸给小熊买了一个草莓冰淇淋。',
      );
    });
    it('tells the scoop that fell after two licks, and the grown-up who gave up their own', () => {
      const she = { childPronoun: 'she' as const };
      expect(zh.retell('刚舔了两口冰淇淋就掉地上了', context(she))).toBe('小熊刚舔了两口，冰淇淋就掉到地上了。');
      expect(retell('她爸把自己那个给她了才消停', she)).toBe('爸爸把自己的那份给了小熊，他一下子就不哭了。');
      expect(retell('一起帮我们家狗狗麻糬洗澡', { names: ['麻糬'] })).toBe('小熊和小伙伴一起帮家里的狗狗麻糬洗澡。');
    });
    it('tells what the neighbour’s dog did as the dog’s (`邻居家的大狗突然叫了起来`)', () => {
      expect(retell('邻居家的大狗突然叫了起来')).toBe('邻居家的大狗突然叫了起来。');
    });
    it('names the child once where a place comes first and the parent says `她` after it (`在机场她一直挥手`)', () => {
      expect(retell('在机场她一直挥手', { childPronoun: 'she' })).toBe('小熊在机场一直挥手。');
    });
    it('goes somewhere to have a thing done as `去医院验血了`, not `去了医院验血`, and tells 初二 as its time', () => {
      expect(retell('上午去医院验血 哭得整个走廊都听得到')).toBe('上午小熊去医院验血了，他哭得整个走廊都听得到。');
      expect(retell('大年初一去拜年')).toBe('大年初一，小熊去拜年了。');
      expect(retell('初二去地坛逛庙会 人山人海')).toBe('初二小熊去地坛逛庙会，人山人海。');
    });
    it('asks about grandma (`外婆什么时候再来`) without calling to her, and quotes a grandma’s `好看` (zh-p3, zh-x3)', () => {
      expect(retell('回来路上一直问 外婆什么时候再来')).toBe('回来路上，小熊一直问：“外婆什么时候再来？”');
      expect(retell('姥姥说好看')).toBe('姥姥说：“好看！”');
      expect(retell('说好去公园的')).toBeUndefined();
    });
    it('says `在那儿` as a story says the place aloud (zh-u1)', () => {
      expect(retell('自己在那拍手')).toBe('小熊自己在那儿拍手。');
    });
    it('keeps the bound strings of the rice dumplings with the making of them', () => {
      const [tied] = zh.clauses('她非要自己绑绳子 绑的歪七扭八的');
      expect(retell(tied ?? '', she)).toBe('小兔子非要自己绑绳子，绑得歪七扭八的。');
    });
  });

  describe('days told at bedtime on a phone (zh-s1 .. zh-s6)', () => {
    const girl = { childPronoun: 'she' as const, hero: { name: '小兔子', ta: '她' } };
    it('tells the grown-up who fetched the child and took them out, and the child who laughed (zh-s1)', () => {
      expect(retell('下午接回来带去公园喂鸽子 笑得咯咯的')).toBe(
        '下午，爸爸妈妈接小熊回来以后，又带他去公园喂鸽子，他笑得咯咯的。',
      );
      expect(retell('回来还说明天还要去')).toBe('回到家，小熊还说：“明天还要去。”');
    });
    it('lets the child the parent named go on crying, not the hero (zh-s1)', () => {
      expect(retell('早上Zuri死活不肯刷牙 哭了快二十分钟')).toBe('早上，Zuri死活不肯刷牙，哭了快二十分钟。');
    });
    it('tells a bump in the bath, a clay cake given, and the grown-up who soothed the child to sleep (zh-s2)', () => {
      expect(retell('磕到下巴了 哭了好一会儿')).toBe('小熊磕到下巴了，哭了好一会儿。');
      expect(retell('捏了个小蛋糕送给我')).toBe('小熊捏了一个小蛋糕送给爸爸妈妈。');
      expect(retell('抱着哄了半天才睡着')).toBe('爸爸妈妈抱着小熊哄了半天，他才睡着了。');
    });
    it('says `他只吃蛋黄` of the child and quotes what the moon looked like (zh-s3)', () => {
      expect(retell('他只吃蛋黄哈哈')).toBe('小熊只吃蛋黄。');
      expect(retell('月饼只吃蛋黄')).toBe('小熊吃月饼只吃蛋黄。');
      expect(retell('看月亮 说月亮像个大饼🌕')).toBe('小熊看了月亮，说：“月亮像个大饼。”');
    });
    it('tells the dog walk with the named child, the chase and the call, and supper with its bowls (zh-s4)', () => {
      expect(zh.names?.('哥哥乐乐放学回来 带Zuri下楼遛豆豆')).toEqual(['乐乐', '豆豆']);
      expect(zh.names?.('弟弟乖乖的 姐姐慢慢走')).toEqual([]);
      expect(retell('带Zuri下楼遛豆豆')).toBe('小熊和Zuri一起下楼遛豆豆了。');
      // On the child's own day the child is the hero: taken along, not beside itself.
      expect(retell('带Zuri下楼遛豆豆', { hero: { ...context().hero, name: 'Zuri' } })).toBe('Zuri跟着下楼遛豆豆了。');
      const chase = zh.clauses('豆豆跑太快了 她在后面追 一边追一边喊豆豆等等我');
      expect(chase).toEqual(['豆豆跑太快了 她在后面追 一边追一边喊豆豆等等我']);
      expect(retell(chase[0] ?? '', girl)).toBe('豆豆跑得太快了，小兔子在后面追，一边追一边喊：“豆豆等等我！”');
      const supper = zh.clauses('晚上外婆做了红烧肉 吃了两碗饭');
      expect(supper).toEqual(['晚上外婆做了红烧肉 吃了两碗饭']);
      expect(retell(supper[0] ?? '')).toBe('晚上，外婆做了红烧肉，小熊吃了两碗饭。');
      expect(zh.evening.test('吃了两碗饭')).toBe(true);
      expect(zh.evening.test('老师说中午吃了两碗饭')).toBe(false);
    });
    it('keeps the morning’s teeth brushing in the morning, with how it went (zh-s1)', () => {
      expect(zh.evening.test('早上第一次自己刷牙')).toBe(false);
      expect(zh.evening.test('睡前刷牙')).toBe(true);
      expect(zh.clauses('早上第一次自己刷牙 刷得可认真了')).toEqual(['早上第一次自己刷牙 刷得可认真了']);
    });
    it('tells how high the fever went and the whole day of it (zh-s5)', () => {
      expect(retell('发烧了 38度5 一整天蔫蔫的')).toBe('小熊发烧了，烧到了38度5，一整天都蔫蔫的。');
      expect(retell('发烧38.5度')).toBe('小熊发烧了，烧到了38度5。');
      expect(retell('烧到39度')).toBe('小熊发烧了，烧到了39度。');
    });
    it('says where the child lay with 在, and what the child chose or got floury (zh-s5, zh-s6)', () => {
      expect(retell('躺沙发上看小猪佩奇')).toBe('小熊躺在沙发上看小猪佩奇。');
      expect(retell('自己挑的星星模具', girl)).toBe('小兔子自己挑了星星模具。');
      expect(retell('面粉弄得满脸都是', girl)).toBe('小兔子弄得满脸都是面粉。');
      expect(retell('下午回家跟我一起烤饼干', girl)).toBe('下午小兔子回到家，跟爸爸妈妈一起烤饼干。');
    });
  });
});

describe('a day off', () => {
  it('is the child not going, not the child asking for leave', () => {
    expect(retell('今天跟幼稚园请了假')).not.toMatch(/请/u);
    expect(retell('今天跟幼稚园请了假')).toMatch(/没去幼稚园/u);
    expect(retell('请假在家待了一天')).toMatch(/没去幼儿园，在家待了一天/u);
  });
});

describe('the Chinese reteller, round 11', () => {
  it('tells falling asleep in the car on the way back as the way back, not home', () => {
    expect(zh.retell('回来在车上就睡着了', context())).toBe('回家的车上，小熊就睡着了。');
  });
});

describe('a trip to the grandparents’ village, read aloud', () => {
  const day = '跟爷爷奶奶回老家了 看了小鸡小鸭 在地里挖红薯 晚上吃奶奶包的饺子 吃了好多个';
  const ZURI = { children: [{ name: 'Zuri', pronoun: 'she', age: 'toddler', seed: 'c1' }], people: [], pets: [] };

  it('goes there with them, no goodbye; the ducks are the farmyard’s, and the dumplings are supper', () => {
    for (const seed of ['a', 'b', 'monday', 'friday']) {
      const scenes = storyOfDay('zh', day, {
        seed,
        pronoun: 'she',
        activities: ['activity-grandparents'],
        facts: ZURI,
      } as never).scenes;
      expect(scenes[2]?.plan?.problem, seed).not.toBe('goodbye');
      expect(
        scenes.map((scene) => scene.plan?.activityId),
        seed,
      ).not.toContain('activity-park');
      const six = scenes[5]?.text ?? '';
      // (Supper is the dumplings, how many with them, said once, before the bath.)
      expect(six, seed).toMatch(/^晚上Zuri吃奶奶包的饺子，吃了好多个。/u);
      expect(six, seed).not.toMatch(/晚饭|晚餐/u);
    }
  });

  it('still reads a grandparent going home after a stay as a goodbye', () => {
    const scenes = storyOfDay('zh', '奶奶今天回老家了 在车站哭了', {
      seed: 'a',
      activities: [],
      typed: [],
    } as never).scenes;
    expect(scenes[2]?.plan?.problem).toBe('goodbye');
  });
});

describe('the Chinese reteller, from the child’s side', () => {
  it.each([
    // The dog barked at the child; the child hid behind the parent who writes; the parent took the child along.
    ['冲他汪了一声 吓得哇哇哭', '小熊听见一只大狗冲他汪了一声，吓得哇哇哭。'],
    ['躲我身后不敢动', '小熊躲在妈妈身后不敢动。'],
    ['今天带儿子第一次去理发店剪头', '今天小熊第一次去理发店剪头。'],
    ['今天他第一次带娃去游泳馆', '今天小熊第一次去游泳馆。'],
  ])('retells %j', (clause, told) => {
    expect(retell(clause, { childPronoun: 'he' })).toBe(told);
  });
});

describe('a Chinese day with a neighbour, a teacher and a dog by name', () => {
  it('keeps 王奶奶 a neighbour, 李老师 the teacher and 豆豆 the dog, and the father away out of every scene', () => {
    const names = (text: string) => namesIn([text], 'zh').map((one) => [one.name, one.person ?? one.pet ?? '']);
    expect(names('后来狗主人王奶奶说它叫豆豆不咬人 碰到一只大金毛')).toEqual([
      ['王奶奶', ''],
      ['豆豆', 'dog'],
    ]);
    expect(names('李老师还打电话来问了')).toEqual([['李老师', 'teacher']]);
    expect(
      readText(
        ['后来狗主人王奶奶说它叫豆豆不咬人'].map((text) => text.replace('王奶奶', '')),
        'zh',
      ).people,
    ).toEqual([]);
    const day = '发烧38度5 没去幼儿园 爸爸又出差不在家 一天蔫蔫的 下午退了点烧 李老师还打电话来问了';
    for (const seed of ['a', 'b', 'c']) {
      const story = textOfDay('zh', day, { seed, pronoun: 'he', facts: ZURI_ALONE });
      expect(story, seed).not.toMatch(/靠着爸爸|和爸爸一起|爸爸帮|爸爸(?:蹲|坐|抱|把)/u);
      expect(story, seed).not.toMatch(/李老师李老师/u);
    }
  });
});

describe('the Chinese reteller, what a later clause leaves unsaid', () => {
  it('says the kite and the pancake the day told of', () => {
    const kite = zh.clauses('风筝卡在树上了 一个大哥哥爬上去帮他拿下来 又跑来跑去放到天黑');
    expect(kite.some((clause) => clause.includes('帮他把风筝拿了下来'))).toBe(true);
    expect(kite.some((clause) => clause.includes('放风筝放到天黑'))).toBe(true);
    expect(zh.clauses('晚上奶奶烙了春饼 他吃了两张').some((clause) => clause.includes('吃了两张春饼'))).toBe(true);
    expect(zh.clauses('果果送了她一个小发夹 回来一直戴着').some((clause) => clause.includes('戴着那个小发夹'))).toBe(
      true,
    );
    expect(retell('蹲着看了老半天')).toBe('小熊蹲着看了老半天。');
  });
});

describe('the Chinese reteller, a haircut with its fright and its sweet', () => {
  it.each([
    ['师傅给了颗糖才乖乖坐好', '师傅给了小熊一颗糖，他才乖乖坐好。'],
    ['剃完照镜子说我是小龙', '小熊剃完头，照镜子说：“我是小龙。”'],
  ])('retells %j', (clause, told) => {
    expect(retell(clause)).toBe(told);
  });
});

describe('the Chinese reteller, together with the grown-up who writes', () => {
  it('tells `together` with nobody named as with the parent', () => {
    expect(retell('晚上洗好澡一起看绘本', { childPronoun: 'he' })).toBe('晚上小熊洗好澡，和妈妈一起看绘本。');
  });
});

describe('the Chinese reteller, the weather and a fright of it', () => {
  it.each([
    ['下午突然刮大风下暴雨 打雷贼响', '下午，刮大风了，下暴雨了，打雷特别响。'],
    ['吓得他钻我怀里', '小熊吓得钻进妈妈怀里。'],
    ['吓得他直往后躲', '小熊吓得直往后躲。'],
  ])('retells %j', (clause, told) => {
    expect(retell(clause, { childPronoun: 'he' })).toBe(told);
  });
});

describe('a Chinese typed doing', () => {
  it('is told as done, not as a label after a colon (`提灯笼`, `赏月`)', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const told = storyOfDay('zh', '中秋节 去奶奶家吃饭 月饼吃了好几块', { seed, typed: ['提灯笼', '赏月'] })
        .scenes.map((scene) => scene.text)
        .join('');
      expect(told, seed).not.toMatch(/一件事[：:]|下一件事啦[：:]/u);
      expect(told, seed).toMatch(/提灯笼|提了灯笼|提着灯笼/u);
    }
  });
});

describe('the Chinese reteller', () => {
  const she = { childPronoun: 'she', hero: { name: 'Zuri', ta: '她' } } as const;
  const he = { childPronoun: 'he', hero: { name: 'Zuri', ta: '他' } } as const;

  it.each([
    ['她趴窗边说风在哭 有点怕', 'Zuri趴在窗边，有点怕，小声说：“风在哭。”'],
    ['睡前说要给奶奶打视频', '睡前Zuri说：“我要给奶奶打视频。”'],
    ['她说要去公园', 'Zuri说：“我要去公园。”'],
    ['护士阿姨说勇敢的小朋友有贴纸', '护士阿姨说：“勇敢的小朋友有贴纸。”'],
    ['一路跟人说我一点都不疼', 'Zuri一路跟人说：“我一点都不疼。”'],
  ])('quotes what was said in the speaker’s own words: %s', (clause, told) => {
    expect(retell(clause, she)).toBe(told);
  });

  it('says sorry as the child’s own words, and keeps a grown-up’s report of the parent unquoted', () => {
    expect(retell('他自己拿了块饼干去哄 说对不起', { ...he, names: [] })).toBe(
      'Zuri自己拿了一块饼干去哄，小声说：“对不起。”',
    );
    expect(retell('王老师说我没带水杯', she)).toBeUndefined();
  });

  it.each([
    ['她一直拽着奶奶衣服不撒手', 'Zuri一直拽着奶奶的衣服不撒手。'],
    ['在客厅搭了个帐篷躲里面讲故事', 'Zuri在客厅搭了一个帐篷，躲在里面讲故事。'],
    ['小羊舔她手心', '小羊舔了舔Zuri的手心。'],
    ['交了个好朋友叫朵朵', 'Zuri交了一个好朋友，叫朵朵。'],
    ['领了个小恐龙贴纸 贴脑门上', 'Zuri领了一个小恐龙贴纸，贴在脑门上。'],
    ['猫猫花花也吓得钻床底', '猫咪花花也吓得钻到了床底下。'],
  ])('says the 在, 的 and 一 a story says: %s', (clause, told) => {
    expect(retell(clause, she)).toBe(told);
  });

  it.each([
    ['回来一路都没咋说话', '回家路上，Zuri一句话也没说。'],
    ['回家路上也没怎么说话', '回家路上，Zuri一句话也没说。'],
    ['早上非要穿艾莎裙去幼儿园 外面才5度', '早上Zuri非要穿艾莎裙去幼儿园，可是外面好冷好冷。'],
    ['玩疯了都不肯睡', 'Zuri玩得太开心了，还不想睡呢。'],
    ['他也上手包了一个', 'Zuri也学着包了一个。'],
    ['今天去社区打疫苗', '今天Zuri去社区医院打疫苗。'],
    ['接她的时候居然说中午吃了两碗饭', '爸爸妈妈来接Zuri的时候，她说中午吃了两碗饭。'],
  ])('tells the parent’s own words (咋, 才5度, 玩疯了, 上手, 社区, 居然) as a story says them: %s', (clause, told) => {
    expect(retell(clause, clause.includes('他') ? he : she)).toBe(told);
  });

  it.each([
    ['不让穿就躺地上打滚', '爸爸妈妈不让穿，Zuri就躺在地上打滚。'],
    ['奶奶回老家了 带了她一年多', '奶奶照顾了Zuri一年多，今天要回老家了。'],
    ['外婆回老家了 带了她两年', '外婆照顾了Zuri两年，今天要回老家了。'],
    ['外婆家包粽子', '大家在外婆家一起包粽子。'],
    ['说好周末穿着去公园 才肯换衣服', '爸爸妈妈答应周末穿着去公园，Zuri才肯换衣服。'],
    ['车开了还追着喊 奶奶再见', '车开了，Zuri还追着喊：“奶奶，再见！”'],
    ['高铁开走了还追着喊 奶奶再见', '高铁开了，Zuri还追着喊：“奶奶，再见！”'],
  ])('gives each doing its right doer (who said no, who looked after her, who left): %s', (clause, told) => {
    expect(retell(clause, she)).toBe(told);
  });

  it.each([
    ['米漏了一桌子', '哎呀，米粒哗啦啦漏了一桌子。'],
    ['面粉撒了一地', '哎呀，面粉哗啦啦撒了一地。'],
    ['停电了一会儿', '突然停电了一会儿。'],
    ['外面风呼呼的', '外面的风呼呼地吹。'],
    ['台风来了', '外面刮台风了。'],
    ['鞋上全是泥', 'Zuri的鞋上全是泥。'],
    ['咯咯笑个不停', 'Zuri咯咯地笑个不停。'],
    ['到门口抱着我腿哭成泪人', 'Zuri到了门口，抱着大人的腿，哭成了小泪人。'],
    ['扎完哭了两声就停了', 'Zuri打完针，哭了两声就不哭了。'],
  ])('tells the day’s own small happenings instead of leaving them out: %s', (clause, told) => {
    expect(retell(clause, she)).toBe(told);
  });
});

describe('the Chinese reteller, again', () => {
  const she = { childPronoun: 'she', hero: { name: 'Zuri', ta: '她' }, names: [] } as const;
  const he = { childPronoun: 'he', hero: { name: 'Zuri', ta: '他' }, names: [] } as const;

  it.each([
    ['点蜡烛她还以为过生日 要唱生日歌', '家里点上了蜡烛，Zuri还以为要过生日，还要唱生日歌呢。'],
    ['点上蜡烛她还以为过生日', '家里点上了蜡烛，Zuri还以为要过生日呢。'],
    ['她以为是过年了', 'Zuri以为是过年呢。'],
  ])('tells what the child only thought as a thought, never as the day’s happening: %s', (clause, told) => {
    expect(retell(clause, she)).toBe(told);
  });

  it.each([
    ['幼儿园停课', '今天幼儿园停课了，Zuri待在家里。'],
    ['今天幼儿园停课了', '今天幼儿园停课了，Zuri待在家里。'],
    ['学校停课', '今天学校停课了，Zuri待在家里。'],
  ])('tells a day without kindergarten as the child at home: %s', (clause, told) => {
    expect(retell(clause, she)).toBe(told);
  });

  it.each([
    ['抱着哄了好久 说妈妈最爱你了', '妈妈抱着Zuri哄了好久，说：“妈妈最爱你！”'],
    ['我抱着她哄了半天 说妈妈永远爱你', '妈妈抱着Zuri哄了半天，说：“妈妈永远爱你！”'],
    ['搂着哄了很久 说爸爸也爱你的', '爸爸抱着Zuri哄了很久，说：“爸爸也爱你！”'],
  ])('gives the grown-up’s comfort to the grown-up, not to the child who needed it: %s', (clause, told) => {
    expect(retell(clause, she)).toBe(told);
  });

  it('comforts the one other child of the day by name, and no one the day did not name', () => {
    expect(retell('他自己拿了块饼干去哄 说对不起', { ...he, names: ['小米'] })).toBe(
      'Zuri自己拿了一块饼干去哄小米，小声说：“对不起。”',
    );
    expect(retell('拿了个苹果去哄', { ...he, names: ['糖糖'] })).toBe('Zuri拿了一个苹果去哄糖糖。');
    expect(retell('拿了个苹果去哄', { ...he, names: ['糖糖', '小米'] })).toBe('Zuri拿了一个苹果去哄。');
  });

  it.each([
    ['回家擦了碘伏贴了个奥特曼创可贴', '回到家，爸爸妈妈给Zuri擦了碘伏，贴了一个奥特曼创可贴。'],
    ['涂了药膏', '爸爸妈妈给Zuri涂了药膏。'],
    ['到家抹了点碘伏', '回到家，爸爸妈妈给Zuri抹了点碘伏。'],
  ])('tends a hurt by the grown-up’s hands, not the child’s own: %s', (clause, told) => {
    expect(retell(clause, he)).toBe(told);
  });

  it.each([
    ['张老师叫她名字也不吭声', '张老师叫Zuri的名字，她也不吭声。'],
    ['老师叫她的名字都不说话', '老师叫Zuri的名字，她都不说话。'],
  ])('tells a shy child not answering as the child, after the grown-up called: %s', (clause, told) => {
    expect(retell(clause, { ...she, names: ['张老师'] })).toBe(told);
  });

  it.each([
    ['爸爸给带了个黄色挖掘机', '爸爸给Zuri带了一个黄色挖掘机。'],
    ['奶奶给买了个风车', '奶奶给Zuri买了一个风车。'],
    ['一开门就冲过去抱大腿', '门一开，Zuri就冲过去抱了个满怀。'],
    ['睡觉非要爸爸讲故事', '睡觉的时候，Zuri非要爸爸讲故事。'],
    ['晚上又抱着裙子睡', '晚上Zuri还抱着裙子睡觉。'],
    ['跟她说团团去很远的地方旅行了', '爸爸妈妈跟Zuri说：“团团去很远的地方旅行了。”'],
  ])('says who did it for whom, and what a parent sighs, as a story says it: %s', (clause, told) => {
    expect(retell(clause, clause.includes('她') ? she : he)).toBe(told);
  });

  it.each([
    ['周末去郊区农场摘草莓 边摘边吃', 'Zuri去农场摘草莓了，摘一个，吃一个。'],
    ['回来车上就睡着了', '回家的车上，Zuri就睡着了。'],
    ['回家车上睡着了', '回家的车上，Zuri就睡着了。'],
  ])('tells the weekend’s outing as today’s, and the ride home where it was: %s', (clause, told) => {
    expect(retell(clause, he)).toBe(told);
  });

  it('keeps a plan for the weekend a plan', () => {
    expect(retell('说好周末穿着去公园 才肯换衣服', she)).toBe('爸爸妈妈答应周末穿着去公园，Zuri才肯换衣服。');
  });
});

describe('a cousin’s stay with a push and a sorry', () => {
  const day =
    '表妹小米来家里住两天 俩人抢一个小火车 他把小米推倒了 小米哇哇哭 后来他自己拿了块饼干去哄 说对不起 晚上俩一起洗澡搭积木 玩疯了都不肯睡';

  it.each([
    ['他把小米推倒了 小米哇哇哭', ['他把小米推倒了 小米哇哇哭']],
    ['他抢了弟弟的车 弟弟哇哇大哭', ['他抢了弟弟的车 弟弟哇哇大哭']],
    ['他把豆豆撞倒了 豆豆马上哭了', ['他把豆豆撞倒了 豆豆马上哭了']],
  ])('keeps the other child’s crying with the push that made them cry: %s', (text, cut) => {
    expect(zh.clauses(text)).toEqual(cut);
  });

  it('reads a cousin called 小 and one more character as the cousin’s name', () => {
    expect(zh.names?.(day)).toContain('小米');
    expect(zh.names?.('堂哥小宇来了 一起玩积木')).toContain('小宇');
    expect(zh.names?.('妹妹小名叫糖糖')).not.toContain('小名');
  });

  it('tells the push and the tears as the trouble, the sorry to the cousin as the comfort, and the late play at night', () => {
    for (const seed of ['a', 'b']) {
      const scenes = storyOfDay('zh', day, {
        seed,
        activities: ['activity-bath', 'activity-building-blocks'],
        pronoun: 'he',
      }).scenes;
      const text = (number: number) => scenes.find((scene) => scene.number === number)?.text ?? '';
      expect(text(3)).toContain('把小米推倒了，小米哇哇哭');
      expect(text(4)).toContain('去哄小米');
      expect(`${text(6)}${text(7)}`).toContain('还不想睡呢');
      expect(text(5)).not.toContain('不想睡');
    }
  });
});

describe('a day the child only thought was a birthday, and a day without kindergarten', () => {
  it('is told as the child’s thought in the candlelight, never as the day’s birthday', () => {
    const scenes = storyOfDay('zh', '下午停电了 点蜡烛她还以为过生日 要唱生日歌', { seed: 'a' }).scenes;
    const story = scenes.map((scene) => scene.text).join('');
    expect(story).toContain('家里点上了蜡烛，小兔子还以为要过生日，还要唱生日歌呢。');
    expect(story).not.toMatch(/今天是\p{Script=Han}*生日|生日蛋糕/u);
  });

  it('keeps a bedtime that would not come in the evening (`不肯睡`, `不想睡`)', () => {
    expect(zh.evening.test('玩疯了都不肯睡')).toBe(true);
    expect(zh.evening.test('到了十点还不想睡')).toBe(true);
    expect(zh.evening.test('下午不肯睡午觉')).toBe(false);
  });
});

describe('the Chinese reteller', () => {
  const she = (clause: string) => retell(clause, { hero: { name: 'Zuri', ta: '她' }, childPronoun: 'she' });
  const he = (clause: string, overrides: Partial<RetellContext> = {}) =>
    retell(clause, { hero: { name: 'Zuri', ta: '他' }, ...overrides });

  it('tells a hurting ear or tummy and the tears apart (an ear cannot cry)', () => {
    expect(he('起飞的时候耳朵疼哭了一会')).toBe('起飞的时候，Zuri的耳朵好疼，他哭了一会儿。');
    expect(he('肚子痛哭了')).toBe('Zuri的肚子好痛，他哭了。');
  });

  it('tells a present of the friend’s own things as the friend’s own (`把她的…送给她` → `把自己的…送给了`)', () => {
    expect(
      retell('妞妞把她的草莓发卡送给她了', { hero: { name: 'Zuri', ta: '她' }, childPronoun: 'she', names: ['妞妞'] }),
    ).toBe('妞妞把自己的草莓发卡送给了Zuri。');
    expect(he('豆豆把他的小汽车送给他')).toBe('豆豆把自己的小汽车送给了Zuri。');
  });

  it('tells a fear at lights-out and the monster the child was sure of, in the child’s words', () => {
    expect(she('今晚关灯突然说怕')).toBe('关灯以后，Zuri突然害怕了。');
    expect(she('关灯就喊怕')).toBe('关灯以后，Zuri害怕了。');
    expect(she('非说衣柜里有大灰狼 哭着不敢睡')).toBe('Zuri哭着不敢睡，说：“衣柜里有大灰狼啊！”');
    expect(he('说床底下有怪兽')).toBe('Zuri说：“床底下有怪兽啊！”');
  });

  it('gives the cooking to the grown-up, never to a child of three', () => {
    expect(he('回来炖了冰糖雪梨')).toBe('回到家，锅里炖上了冰糖雪梨。');
    expect(he('回来炖了冰糖雪梨', { grownUps: ['妈妈'] })).toBe('回到家，妈妈给Zuri炖了冰糖雪梨。');
    expect(she('回来爸爸做可乐鸡翅')).toBe('回到家，爸爸做了可乐鸡翅。');
    expect(she('回家画了一幅画')).toBe('回到家，Zuri画了一幅画。');
    expect(she('回来做了手工')).toBe('回到家，Zuri做了手工。');
  });

  it('tells a cartoon that calmed the child without the parent’s `老实点`', () => {
    const told = he('给他放小猪佩奇才老实点') ?? '';
    expect(told).toContain('给Zuri放小猪佩奇，他才慢慢安静下来');
    expect(told).not.toContain('老实');
    expect(she('给她放动画片才安静了')).toContain('她才慢慢安静下来');
  });

  it('quotes what the child and the doctor said (`说爸爸是大厨`, `说长大了要…`, `医生说要多喝水`)', () => {
    expect(she('她一口气吃了三个 说爸爸是大厨')).toBe('Zuri一口气吃了三个，说：“爸爸是大厨！”');
    expect(she('一晚上攥着不撒手 说长大了要坐飞机去找妞妞')).toContain('说：“等我长大了，要坐飞机去找妞妞。”');
    expect(he('趴窗户上看云 说像棉花糖 想咬一口')).toBe('Zuri趴在窗户上看云，说：“像棉花糖，我想咬一口。”');
    expect(he('喝一口说好甜')).toBe('Zuri喝了一口，说：“好甜呀！”');
    expect(he('医生说要多喝水')).toBe('医生说：“要多喝水哦。”');
    expect(he('护士阿姨说别揉眼睛')).toBe('护士阿姨说：“别揉眼睛哦。”');
  });

  it('puts 在 where the child lay, and the hero again after a grown-up’s doing', () => {
    expect(he('趴窗户上看云')).toBe('Zuri趴在窗户上看云。');
    expect(he('躺沙发上看绘本')).toBe('Zuri躺在沙发上看绘本。');
    expect(he('爷爷给买了个糖人 是条小龙 舍不得吃 举了一路')).toBe(
      '爷爷给Zuri买了一个糖人，是条小龙，Zuri舍不得吃，举了一路。',
    );
  });

  it('leaves out the parent’s sigh and `now`, and reads 木有 as 没有', () => {
    expect(she('周六她爸难得在家')).not.toContain('难得');
    expect(she('这会抱着小熊睡着了')).toBe('Zuri抱着小熊睡着了。');
    expect(he('木有那么难受了')).toBe('Zuri没那么难受了。');
  });

  it('tells a flight attendant’s present as what made the child feel better', () => {
    expect(he('空姐姐姐给了个小飞机模型才好')).toBe('空姐姐姐给了Zuri一个小飞机模型，他才慢慢好起来。');
  });
});

describe('a fear of the dark at lights-out', () => {
  const day =
    '今晚关灯突然说怕 非说衣柜里有大灰狼 哭着不敢睡 她爸拿手电筒把衣柜照了个遍 说大灰狼搬走啦 又给开了个小夜灯';

  it('is told as the fear with its wolf in scene 3, never as a goodbye', () => {
    for (const seed of ['a', 'b', 'c']) {
      const scenes = storyOfDay('zh', day, { seed }).scenes;
      const text = (number: number) => scenes.find((scene) => scene.number === number)?.text ?? '';
      expect(text(3)).toContain('大灰狼');
      expect(text(3)).toContain('害怕');
      const all = scenes.map((scene) => scene.text).join('');
      expect(all).not.toContain('想着Zuri');
      expect(all).not.toContain('不想松手');
    }
  });

  it('tells a balloon let go of, a grown-up blowing on a hurt and the parent’s comfort in their own words', () => {
    expect(retell('一撒手飞走了 哭得稀里哗啦的')).toBe('小熊一松手，它就飞走了，他哭得稀里哗啦的。');
    expect(retell('一松手就飞走了')).toBe('小熊一松手，它就飞走了。');
    expect(retell('奶奶给吹吹说痛痛飞走了')).toBe('奶奶给他吹一吹：“呼，呼，痛痛飞走啦！”');
    expect(retell('外婆给她吹了吹', { childPronoun: 'she', hero: { name: '小熊', ta: '她' } })).toBe(
      '外婆给她吹一吹。',
    );
    expect(retell('我说气球去找月亮玩了', { grownUps: ['妈妈'] })).toBe('妈妈说：“气球去找月亮玩啦。”');
    expect(retell('我就跟他说小鱼回家找妈妈了', { grownUps: ['爸爸'] })).toBe('爸爸说：“小鱼回家找妈妈啦。”');
    // The parent's telling-off is not the story's: the child got cross.
    expect(retell('我说了他一句就把杯子摔了')).toBe('小熊一生气，就把杯子摔了。');
    expect(retell('我凶了她两句她就哭了')).toMatch(/^小熊一生气，就哭了。$/u);
  });

  it('tells a sorry after a temper as a hug and the child’s words, a while later', () => {
    expect(retell('过一会自己跑来抱我说对不起', { grownUps: ['妈妈'] })).toBe(
      '过了一会儿，小熊自己跑来抱住妈妈，小声说：“对不起。”',
    );
    expect(retell('过了一会儿跑来抱我说对不起 还拿小毛巾去擦地', { grownUps: ['妈妈'] })).toBe(
      '过了一会儿，小熊跑来抱住妈妈，小声说：“对不起。”还拿小毛巾去擦地。',
    );
    expect(retell('还喊妈妈坏')).toBe('小熊还喊：“妈妈坏！”');
  });
});

describe('the child’s words, the parent’s `我` and the day’s own trouble', () => {
  const she = { childPronoun: 'she', hero: { name: '小熊', ta: '她' } } as const;

  it('keeps the child’s own `我` in a shout, and quotes a hush (`大喊这是我的`, `小声说嘘…`)', () => {
    expect(retell('他气的跺脚大喊这是我的')).toBe('小熊气得跺脚大喊：“这是我的！”');
    expect(retell('他大叫我不要')).toBe('小熊大叫：“我不要！”');
    expect(retell('她小声说嘘熊猫在睡觉 别吵它', she)).toBe('小熊小声说：“嘘，熊猫在睡觉，别吵它。”');
    expect(retell('还举着空碗给我看 说妈妈你看我厉害吧', she)).toMatch(/“妈妈，你看我厉害吧！”$/u);
  });

  it('reads the parent’s `我` as the one the child called, or the one who writes, and drops `心疼死了`', () => {
    expect(retell('晚上抱着我说 妈妈我嘴巴疼疼 心疼死了')).toBe('晚上小熊抱着妈妈说：“妈妈，我嘴巴疼疼。”');
    expect(retell('抱着我说 爸爸我好困')).toMatch(/^小熊抱着爸爸说：“爸爸，我好困/u);
    expect(retell('我说小黑有新家了有人疼它了', { parent: '妈妈' })).toBe('妈妈说：“小黑有新家了，有人疼它啦。”');
    expect(retell('我教他说请排队', { parent: '妈妈' })).toBe('妈妈教小熊说：“请排队！”');
  });

  it('tells the other child’s push, the child’s brave words and the pride, as parents type them', () => {
    expect(retell('一个大哥哥插队还把他挤下去了')).toBe('有一个大哥哥插队，还把小熊挤下去了。');
    expect(retell('有个小姐姐抢了她的铲子', she)).toBe('有一个小姐姐抢了小熊的铲子。');
    expect(retell('他真去说了')).toBe('小熊真的去说了。');
    expect(retell('那哥哥还真让他了')).toBe('那个哥哥真的让小熊先玩了。');
    expect(retell('回来一直说我说请排队了')).toMatch(/小熊一直说：“我说请排队了/u);
  });

  it('tells the illness by its name, the fright with its cause, and the parents’ spelling 木见', () => {
    expect(retell('手足口 嘴里起了好几个泡')).toBe('小熊生病了，是手足口病，嘴里起了好几个泡。');
    expect(retell('得了水痘 痒得直哭', she)).toBe('小熊生病了，是水痘，痒得直哭。');
    expect(retell('长颈鹿舌头好长把她吓一跳', she)).toBe('长颈鹿伸出长长的舌头，把小熊吓了一跳。');
    expect(retell('大象的鼻子真长把他吓了一跳')).toBe('大象伸出长长的鼻子，把小熊吓了一跳。');
    expect(retell('楼下的流浪猫小黑好几天木见了')).toBe('楼下的流浪猫小黑好几天没见到了。');
    expect(retell('今天听说了哭了', she)).toBe('今天小熊听说了这个消息，哭了。');
  });

  it('tells the catch, the basin and its name, the sleeping panda, the spoon mess and the empty bowl', () => {
    expect(retell('钓了条小鲫鱼')).toBe('小熊钓到了一条小鲫鱼。');
    expect(retell('放洗脸盆里看了一下午')).toBe('小熊把它放进洗脸盆里，看了一下午。');
    expect(retell('给起名叫泡泡')).toBe('小熊还给它起了个名字，叫泡泡。');
    expect(retell('又看熊猫 一直在睡觉', she)).toBe('小熊又看熊猫，熊猫一直在睡觉。');
    expect(zh.clauses('糊了一脸米粒 桌上地上全是')).toEqual(['糊了一脸米粒 桌上地上全是']);
    expect(retell('糊了一脸米粒 桌上地上全是', she)).toBe('小熊糊了一脸米粒，桌上地上全是。');
    expect(retell('一碗都吃光了', she)).toBe('小熊把一碗饭都吃光了。');
    // The grown-up before kissed the child, not the child the grown-up.
    expect(retell('抱着他亲了好几口')).toBe('小熊被抱着亲了好几口。');
    expect(retell('搂着她亲', she)).toBe('小熊被抱着亲了一下。');
  });

  it('tells the spoon day and the slide day with their own trouble, no stock spill or blown-out anger', () => {
    const spoon = storyOfDay(
      'zh',
      '今天第一次自己用勺子吃饭 糊了一脸米粒 桌上地上全是 但是一碗都吃光了 还举着空碗给我看 说妈妈你看我厉害吧',
      { seed: 'zh-1' },
    ).scenes;
    const spoonText = spoon.map((scene) => scene.text).join('');
    expect(spoonText).not.toMatch(/果汁|杯子翻|从头到脚/u);
    expect(spoon.find((scene) => scene.number === 3)?.text).toContain('米粒');
    expect(spoonText).toContain('“妈妈，你看我厉害吧！”');
    const slide = storyOfDay(
      'zh',
      '今天在小区滑滑梯 一个大哥哥插队还把他挤下去了 他气的跺脚大喊这是我的 我教他说请排队 他真去说了 那哥哥还真让他了',
      { seed: 'zh-5', pronoun: 'he' },
    ).scenes;
    expect(slide.find((scene) => scene.number === 3)?.text).toContain('插队');
    const slideText = slide.map((scene) => scene.text).join('');
    expect(slideText).toContain('“这是我的！”');
    expect(slideText).not.toContain('爸爸妈妈的');
    expect(slideText).toContain('请排队');
  });

  it('tells a guard’s news of a stray pet taken in, naming the pet the day names', () => {
    const she = { childPronoun: 'she' as const, names: ['小黑'] };
    expect(retell('保安大叔说被人领养走了', she)).toBe('保安叔叔说，小黑被人领养走啦。');
    expect(retell('门卫大爷说小黑被人抱走了', she)).toBe('门卫叔叔说，小黑被人抱走啦。');
    expect(retell('物业阿姨说有人领养了', { names: [] })).toBe('物业阿姨说，它被人领养走啦。');
    const day =
      '楼下的流浪猫小黑好几天木见了 保安大叔说被人领养走了 她天天拿猫粮下去等 今天听说了哭了 我说小黑有新家了有人疼它了 她说那小黑还会回来看我吗';
    const text = textOfDay('zh', day, { seed: 'zh-3', pronoun: 'she' });
    expect(text).toContain('小黑被人领养走啦');
    expect(text).not.toContain('Zuri被人领养');
    expect(text).toContain('好几天没见到了');
  });

  it('tells the parents’ chat shortcuts of a stray, a leaf and a kept fish as a story says them', () => {
    const she = { childPronoun: 'she' as const };
    expect(retell('她天天拿猫粮下去等', she)).toBe('小熊每天都拿着猫粮，下楼去等。');
    expect(retell('天天拿狗粮下楼去等')).toBe('小熊每天都拿着狗粮，下楼去等。');
    expect(retell('喂了片菜叶子')).toBe('小熊喂了一片菜叶子。');
    expect(retell('他非要养着不让吃')).toBe('小熊不让大家吃它，非要把它养起来。');
    // The catch the day told of is what was kept: not `它` after a scene of watering flowers.
    expect(zh.clauses('钓了条小鲫鱼 他非要养着不让吃')).toContain('他非要养着小鱼不让吃');
    expect(zh.clauses('在河边捞了两只虾 非要养着不让煮')).toContain('非要养着小虾不让煮');
    expect(retell('他非要养着小鱼不让吃')).toBe('小熊不让大家吃小鱼，非要把它养起来。');
  });

  it('keeps a zoo animal asleep in the afternoon, not at the child’s supper', () => {
    expect(zh.evening.test('后来又看熊猫 一直在睡觉')).toBe(false);
    expect(zh.evening.test('考拉睡着了')).toBe(false);
    expect(zh.evening.test('晚上一直不肯睡觉')).toBe(true);
    const zoo = storyOfDay(
      'zh',
      '周末带闺女去动物园 看到长颈鹿激动坏了 喂了片菜叶子 长颈鹿舌头好长把她吓一跳 后来又看熊猫 一直在睡觉 她小声说嘘熊猫在睡觉 别吵它',
      { seed: 'zh-6', pronoun: 'she', typed: ['喂长颈鹿', '看熊猫'] },
    ).scenes;
    expect(zoo.find((scene) => scene.number === 6)?.text).not.toContain('熊猫');
  });

  it('tells the grown-up’s hug and kiss with who gave it, the off-key song, and the sticker put up', () => {
    expect(zh.clauses('外公笑得眼泪都出来了 抱着他亲了好几口')).toEqual(['外公笑得眼泪都出来了 抱着他亲了好几口']);
    expect(retell('外公笑得眼泪都出来了 抱着他亲了好几口')).toBe('外公笑得眼泪都出来了，抱着小熊亲了好几口。');
    expect(retell('生日歌唱跑调了')).toBe('生日歌唱跑调啦，哈哈。');
    expect(retell('她贴在冰箱上天天看', { childPronoun: 'she' })).toBe('小熊把它贴在冰箱上，天天都要看一看。');
    expect(retell('贴在墙上每天都看')).toBe('小熊把它贴在墙上，天天都要看一看。');
  });
});

describe('the Chinese reteller', () => {
  const she = { childPronoun: 'she' as const };

  it('tells a fright with its cause: the lights going out, a wave, a barking dog', () => {
    expect(retell('灯一黑就往我怀里钻')).toBe('灯一下子黑了，小熊吓得钻进妈妈怀里。');
    expect(retell('一关灯他就往爸爸怀里钻')).toBe('灯一下子黑了，小熊吓得钻进爸爸怀里。');
    expect(retell('灯一关就钻进爸爸怀里')).toBe('灯一下子黑了，小熊吓得钻进爸爸怀里。');
    expect(retell('浪一过来就吓得往回跑')).toBe('一个浪花哗地冲过来，小熊吓得转身就跑！');
    expect(retell('海浪一打过来他就吓得跑')).toBe('一个浪花哗地冲过来，小熊吓得转身就跑！');
    expect(retell('狗一叫就吓得哭了')).toBe('狗一叫，小熊吓得哇哇大哭！');
  });

  it('tells what the child turned back to chase: the wave that frightened them', () => {
    const [, chase] = zh.clauses('浪一过来就吓得往回跑 跑两步又回去追');
    expect(retell(chase ?? '')).toBe('小熊跑了两步，又回头去追浪花。');
    expect(zh.clauses('海浪打过来 他跑了两步又回头追')).toContain('他跑了两步又回头追浪花');
  });

  it('keeps the grown-up who hugged and spoke as the one who did (not `老师抱着，他说…`)', () => {
    expect(retell('老师抱着他说要乖乖的哦')).toBe('老师抱着小熊说：“要乖乖的哦。”');
    expect(retell('刘老师抱着他说 要听话哦')).toBe('刘老师抱着小熊说：“要听话哦。”');
    expect(retell('奶奶搂着她说别怕', she)).toBe('奶奶抱着小熊说：“别怕。”');
  });

  it('tells the child’s own words in quotation marks, the child’s `我` kept and a question asked', () => {
    expect(retell('回来一直问刘老师明天还来不')).toBe('回到家，小熊问了好多遍：“刘老师明天还来吗？”');
    expect(retell('出来还说熊二好好笑')).toBe('出来以后，小熊还说：“熊二好好笑！”');
    expect(retell('对着镜子看 说我长角了 像小牛', she)).toBe('小熊照照镜子，说：“我长角了，像小牛！”');
    expect(retell('喊这是我的妈妈 哭的那叫一个委屈', she)).toBe('小熊哭得好委屈，喊着：“这是我的妈妈！”');
    expect(retell('都放回去了 说螃蟹要回家找妈妈')).toBe('小熊把小螃蟹都放回去了，说：“螃蟹要回家找妈妈！”');
    expect(retell('下次还要来')).toBe('小熊说：“下次还要来！”');
    // A report of others' plans is no child's words.
    expect(retell('说他们明天去公园')).toBeUndefined();
  });

  it('tells the parent’s comfort in the parent’s words, and the smile after it, in one sentence', () => {
    expect(retell('我赶紧抱她说妈妈的宝贝只有你一个 才破涕为笑 小醋坛子', she)).toBe(
      '妈妈抱紧小熊，说妈妈的宝贝只有他一个，小熊眼泪还挂着，就笑了。',
    );
    expect(retell('我抱着他说 不怕不怕 他才不哭了', { grownUps: ['爸爸'] })).toBe(
      '爸爸抱紧小熊，说不怕不怕，小熊慢慢不哭了。',
    );
  });

  it('tells a bump as a story says it: 得, 撞到, the egg rolled on it', () => {
    expect(retell('下午跑太快一头撞门框上', she)).toBe('下午小熊跑得太快，一头撞到了门框上。');
    expect(retell('脑门起了个大包 哭的嗷嗷的', she)).toBe('小熊的脑门上鼓起了一个大包，他哭得嗷嗷的。');
    expect(retell('她爸拿煮鸡蛋给滚了半天', she)).toBe('爸爸拿来一个煮鸡蛋，给小熊轻轻滚了好一会儿。');
    expect(retell('看到熊二摔跟头笑的嘎嘎的')).toBe('小熊看到熊二摔跟头笑得嘎嘎的。');
  });

  it('tells the mother as the one who held another baby, and the one pulled away, where the day says she wrote', () => {
    const day = '在楼下抱了下邻居家的小宝宝 她立马不干了 冲过来把我拽走 喊这是我的妈妈';
    expect(zh.clauses(day)).toContain('妈妈在楼下抱了下邻居家的小宝宝');
    expect(zh.clauses(day)).toContain('冲过来把妈妈拽走');
    // Where the day does not say who wrote, the parent's words stay as they were.
    expect(zh.clauses('在楼下抱了下邻居家的小宝宝 她也抱了抱')).toContain('在楼下抱了下邻居家的小宝宝');
  });

  it('tells the review-12 days with their real trouble and the child’s words', () => {
    const cinema = textOfDay(
      'zh',
      '今天带他第一次去电影院看熊出没 灯一黑就往我怀里钻 后来看到熊二摔跟头笑的嘎嘎的 爆米花撒了一半 出来还说熊二好好笑 下次还要来',
      { seed: 'zh-1', pronoun: 'he', typed: ['看电影'] },
    );
    expect(cinema).toContain('吓得钻进妈妈怀里');
    expect(cinema).not.toContain('笑的嘎嘎');
    const jealous = textOfDay(
      'zh',
      '在楼下抱了下邻居家的小宝宝 她立马不干了 冲过来把我拽走 喊这是我的妈妈 哭的那叫一个委屈 我赶紧抱她说妈妈的宝贝只有你一个 才破涕为笑 小醋坛子',
      { seed: 'zh-5', pronoun: 'she' },
    );
    expect(jealous).toContain('妈妈在楼下抱了下邻居家的小宝宝');
    expect(jealous).not.toContain('Zuri在楼下抱了');
    expect(jealous).not.toContain('爸爸妈妈拽走');
    expect(jealous).toContain('“这是我的妈妈！”');
    const bump = textOfDay(
      'zh',
      '下午跑太快一头撞门框上 脑门起了个大包 哭的嗷嗷的 她爸拿煮鸡蛋给滚了半天 后来对着镜子看 说我长角了 像小牛 哈哈哈',
      { seed: 'zh-4', pronoun: 'she' },
    );
    expect(bump).not.toContain('奶牛');
    expect(bump).toContain('一头撞到了门框上');
    expect(bump).toContain('“我长角了，像小牛！”');
  });
});

describe('the Chinese reteller', () => {
  it('tells the grown-up the parent left out as the one who took the child along, not the child', () => {
    expect(retell('今天第一次带他坐地铁', { parent: '妈妈' })).toBe('今天，妈妈第一次带小熊坐地铁。');
    expect(retell('陪他重新搭', { parent: '爸爸' })).toBe('爸爸陪小熊重新搭。');
    expect(retell('又陪他玩积木')).toBe('爸爸妈妈又陪小熊玩积木。');
  });

  it('quotes the child’s question to a grown-up, the `我们` the child’s, after what the child did first', () => {
    const told = retell('新家第一晚有点认床 一直问妈妈我们什么时候回家呀') ?? '';
    expect(told).toContain('新家第一晚，小熊有点认床');
    expect(told).toContain('“妈妈，我们什么时候回家');
    expect(told).not.toContain('和家人');
  });

  it('quotes a cry said twice or a name called a baddie, and keeps the anger before it', () => {
    expect(retell('喊再来再来')).toBe('小熊喊：“再来，再来！”');
    expect(retell('哭着喊咪咪坏蛋')).toBe('小熊哭着喊：“咪咪坏蛋！”');
    expect(retell('气的直跺脚 哭着喊咪咪坏蛋')).toBe('小熊气得直跺脚，他哭着喊：“咪咪坏蛋！”');
    expect(retell('回来一直说小蜜蜂坏')).toContain('：“小蜜蜂坏！”');
  });

  it('tells a stranger’s kindness as theirs, given to the child', () => {
    expect(retell('车上有个阿姨给他让座')).toBe('车上，一位阿姨站起来给小熊让座。');
    expect(retell('卖冰棍的大爷给了块冰敷敷 好多了')).toBe('卖冰棍的老爷爷给了小熊一块冰，敷一敷，他好多了。');
    expect(retell('有个姐姐给了他一颗糖')).toBe('一位姐姐给了小熊一颗糖。');
  });

  it('writes 得 after a verb before a comparison or where the mess went, and tells a still moment before a laugh', () => {
    expect(retell('搭的比刚才还高')).toBe('小熊搭得比刚才还高。');
    expect(retell('跑的比哥哥快')).toContain('跑得比哥哥快');
    expect(retell('奶油抹的满脸都是')).toBe('小熊弄得满脸都是奶油。');
    expect(retell('愣了两秒哈哈大笑')).toBe('小熊愣了两秒，哈哈大笑。');
    expect(retell('被个大哥哥泼了一盆 浑身湿透')).toBe('小熊被一个大哥哥泼了一盆水，浑身湿透。');
  });
});

describe('the Chinese reteller', () => {
  const she = { childPronoun: 'she', hero: { name: 'Zuri', ta: '她' } } as const;
  const he = { childPronoun: 'he', hero: { name: 'Zuri', ta: '他' } } as const;

  it.each([
    ['他说谢谢叔叔 在放一次', 'Zuri说：“谢谢叔叔，再放一次！”'],
    ['说谢谢阿姨', 'Zuri说：“谢谢阿姨！”'],
    ['他就拍着肚子说小虫别闹啦', 'Zuri拍着小肚子，说：“小虫别闹啦！”'],
    ['捏着鼻子一口干了 说辣辣的', 'Zuri捏着鼻子一口气喝光了，说：“辣辣的！”'],
    ['晚上非戴着睡 说阿姨想我了我就戴帽子', '晚上Zuri非戴着睡，说：“阿姨想我了，我就戴帽子！”'],
  ])('quotes the child’s own words, its `我` kept and a typed 在 made 再: %s', (clause, told) => {
    expect(retell(clause, he)).toBe(told);
  });

  it.each([
    ['今天加班到8点才回', '今天，妈妈加班，晚上八点才回家。'],
    ['晚上又加班', '晚上，妈妈加班了。'],
    ['今天加班到10点才回来', '今天，妈妈加班，晚上十点才回家。'],
  ])('tells working late as the grown-up’s, never the child’s: %s', (clause, told) => {
    expect(retell(clause, { ...she, grownUps: ['妈妈'] })).toBe(told);
  });

  it('ends the child’s words at their own end, and tells holding on and the lap as the child’s doing', () => {
    const told = zh.clauses('一开门就哇的哭了 说妈妈你怎么才回来呀 抱着不松手 吃饭都要坐我腿上 心里酸酸的');
    expect(told.map((clause) => retell(clause, { ...she, grownUps: ['妈妈'] }))).toEqual([
      '门一开，Zuri就哇地哭了，说：“妈妈，你怎么才回来啊？”',
      'Zuri紧紧地抱着妈妈不松手。',
      '吃饭的时候，Zuri也要坐在妈妈的腿上。',
    ]);
  });

  it('tells the nanny who leaves by name, and her going home as hers', () => {
    const told = zh.clauses('带了她两年的小周阿姨今天走了 回老家带孙子');
    expect(told.map((clause) => retell(clause, she))).toEqual([
      '小周阿姨照顾了Zuri两年，今天要走了。',
      '小周阿姨要回老家带小孙子。',
    ]);
  });

  it.each([
    ['晚上非要自己刷 刷的满嘴泡泡', '晚上Zuri非要自己刷牙，刷得满嘴都是泡泡。'],
    ['一躺那椅子上就哭', 'Zuri一躺到椅子上就哭了。'],
  ])('mends the phone’s spelling of a doing: %s', (clause, told) => {
    expect(retell(clause, she)).toBe(told);
  });
});

describe('the Chinese reteller on parents’ days (shoes, hide-and-seek, blanket, chickenpox, bath, hill)', () => {
  const she = { hero: { name: '小熊', ta: '她' }, childPronoun: 'she' as const };

  it('tells shoes on the wrong feet as the child’s own funny uh-oh, however the parent spells it', () => {
    expect(retell('左右穿反了还死活不让换', she)).toBe('小熊把鞋穿反了，左脚穿到了右脚上，还死活不让换。');
    expect(retell('鞋穿反了', she)).toBe('小熊把鞋穿反了。');
    expect(retell('鸭子步走了一路hhh', she)).toBe('小熊像小鸭子一样，一摇一摆地走了一路。');
  });

  it('gives a grown-up the doing done for the child, not the child', () => {
    // The parent who wrote, said as a child says it: `爸爸妈妈` where the day does not say which.
    expect(retell('给他戴上小手套')).toBe('爸爸妈妈给小熊戴上小手套。');
    expect(retell('给他戴上小手套', { parent: '妈妈' })).toBe('妈妈给小熊戴上小手套。');
    expect(retell('最后剪了一小块布给她留着 攥着那块布才肯睡', she)).toMatch(
      /^最后，?爸爸妈妈剪了一小块布给小熊留着，(?:她|小熊)攥着那块布才肯睡。$/u,
    );
    expect(retell('今天跟她商量换新的 哭着不让扔', she)).toMatch(
      /^今天，爸爸妈妈跟小熊商量换新的，(?:她|小熊)哭着不让扔。$/u,
    );
    expect(retell('最后硬抱出来哭的嗷嗷的', she)).toMatch(/^最后，?爸爸妈妈硬把小熊抱出来，小熊哭得嗷嗷的。$/u);
    // A grown-up the day names does it.
    expect(retell('给他戴上小手套', { grownUps: ['奶奶'] })).toBe('奶奶给小熊戴上小手套。');
  });

  it('reads a mum’s `lg` and `老公` as the child’s dad', () => {
    expect(retell('lg给他涂炉甘石 凉凉的')).toBe('爸爸给小熊涂炉甘石，凉凉的。');
    expect(retell('老公给他涂炉甘石')).toBe('爸爸给小熊涂炉甘石。');
  });

  it('keeps the child’s own `我` and a grown-up the child speaks of (no call) in the child’s words', () => {
    expect(retell('他憋不住自己跑出来喊我在这 笑疯了')).toBe('小熊憋不住自己跑出来喊：“我在这儿！”大家笑成了一团。');
    expect(retell('他跑出来喊我在这')).toBe('小熊跑出来喊：“我在这儿！”');
    expect(retell('他说爸爸在给我画画')).toBe('小熊说：“爸爸在给我画画。”');
  });

  it('names the chickenpox said with 长 and 了', () => {
    expect(retell('长水痘了')).toBe('小熊生病了，是水痘。');
  });

  it('mends a phone’s slips: 在 for 再 before 来玩, a measure word without its 一', () => {
    expect(retell('看见只小松鼠 一直喊松鼠松鼠别跑 在来玩')).toBe(
      '小熊看见一只小松鼠，一直喊：“松鼠松鼠别跑，再来玩！”',
    );
    expect(retell('现在来玩')).not.toContain('再');
  });

  it('tells the real trouble of the day in scene 3, not a stock uh-oh', () => {
    const shoes = storyOfDay('zh', '今天第一次自己穿鞋 左右穿反了还死活不让换 鸭子步走了一路hhh', {
      seed: 'a',
      pronoun: 'she',
    });
    expect(shoes.scenes[2]?.text).toContain('穿反了');
    expect(shoes.scenes.map((scene) => scene.text).join('')).not.toMatch(/池塘|小鸭子一摇一摆地游/u);
  });
});

describe('the Chinese reteller: dialect, grown-ups, calls and carrying', () => {
  const girl = { childPronoun: 'she' as const, hero: { name: '小兔子', ta: '她' } };

  it('reads the dialects’ today and the grandmas they write, with the hero after them', () => {
    expect(retell('今朝阿婆带她去公园喂锦鲤', girl)).toBe('今天，阿婆带小兔子去公园喂锦鲤。');
    expect(retell('今儿个带孩子去公园')).toBe('今天小熊去公园。');
    expect(retell('鱼好多抢着吃')).toBe('好多鱼抢着吃。');
  });

  it('tells a balloon flown up a tree, the reach, and who got it down', () => {
    const day = zh.clauses('买了个佩奇气球 一撒手飞到树上卡住了 够不着 急的直哭');
    expect(day.some((clause) => clause.includes('气球飞到'))).toBe(true);
    expect(retell('一撒手气球飞到树上卡住了 够不着')).toBe('小熊一松手，气球就飞到了树上，卡住了，怎么也够不着。');
    expect(retell('保安大爷拿竹竿给够下来了 乐坏了')).toBe('保安大爷拿竹竿把它够了下来，小熊乐坏了。');
  });

  it('ends the call before the crying, and calls a pet by its doubled name', () => {
    expect(retell('她在阳台一直喊 啾啾回来 哭到好伤心', girl)).toBe('小兔子哭得好伤心，在阳台一直喊：“啾啾，回来！”');
  });

  it('tells who carried the child, a climb with the grandparents, and what was eaten at the top', () => {
    expect(retell('爸爸背下来的')).toBe('爸爸把小熊背了下来。');
    expect(retell('陪爷爷奶奶去爬白云山')).toBe('小熊陪爷爷奶奶去爬白云山。');
    expect(retell('到山顶吃了奶奶做的重阳糕')).toBe('到了山顶，小熊吃了奶奶做的重阳糕。');
    // Asleep in the car on the way home is no bedtime.
    expect(zh.evening.test('一上车就睡着了')).toBe(false);
    expect(zh.evening.test('洗了个澡')).toBe(true);
  });

  it('tells a typed garden and baby talk, and an animal of the hero’s own kind as a baby of it', () => {
    expect(retell('奶奶菜园挖红薯', girl)).toBe('小兔子在奶奶的菜园里挖红薯。');
    expect(retell('洗澡澡', girl)).toBe('小兔子洗了个澡。');
    expect(retell('喂小兔子吃菜叶', girl)).toBe('小兔子喂兔子宝宝吃菜叶。');
  });

  it('says the void deck once, keeps a pet called Milo, and tells supper cooked and a scolding gently', () => {
    expect(retell('姐姐欣欣带他去楼下void deck玩水枪')).toBe('姐姐欣欣带小熊去楼下玩水枪。');
    expect(retell('家里的猫咪Milo一直在桌子下面讨吃的')).toBe('家里的猫咪Milo一直在桌子下面讨吃的。');
    expect(retell('喝了一杯冰milo')).toContain('美禄');
    expect(retell('三个人全身湿透 hahaha')).toBe('三个人全身都湿透了。');
    expect(retell('晚上外婆煮咖喱鸡')).toBe('晚上，外婆煮了咖喱鸡。');
    expect(retell('他偷偷喂了一块鸡 被外婆念')).toBe('小熊偷偷喂了一块鸡肉，被外婆念叨了几句。');
  });
});

describe('the Chinese reteller: a shop crash, a sick pet, a cousin’s visit and typed doings', () => {
  const girl = { childPronoun: 'she' as const, hero: { name: '小兔子', ta: '她' } };

  it('tells a trolley crash with what fell and the fright, and the shop helper’s words', () => {
    expect(zh.clauses('拐弯没刹住撞到货架上 掉下来好几盒饼干 自己先吓哭了')).toEqual([
      '拐弯没刹住撞到货架上 掉下来好几盒饼干 自己先吓哭了',
    ]);
    expect(retell('拐弯没刹住撞到货架上 掉下来好几盒饼干 自己先吓哭了')).toBe(
      '拐弯的时候，小熊没刹住，咚！撞到了货架上，好几盒饼干掉了下来，他自己先吓哭了。',
    );
    expect(retell('理货的阿姨过来说没事没事 还帮他一起捡')).toBe(
      '理货的阿姨走过来说：“没事没事。”还和小熊一起把东西捡了起来。',
    );
  });

  it('makes 的 after a doing 得, and 在 before a coming again 再', () => {
    expect(retell('自己拿儿童刀切香蕉 切的歪歪扭扭')).toBe('小熊自己拿儿童刀切香蕉，切得歪歪扭扭。');
    expect(retell('敲小鼓敲的可带劲了')).toBe('小熊敲小鼓敲得可带劲了。');
    expect(retell('他隔着笼子跟黑豆说 你要乖乖打针哦 我明天在来看你')).toBe(
      '小熊隔着笼子跟黑豆说：“你要乖乖打针哦，我明天再来看你。”',
    );
  });

  it('keeps what was made with its eating up, and praise with the doing praised', () => {
    expect(zh.clauses('自己拿儿童刀切香蕉 切的歪歪扭扭 最后一点没剩全吃了')).toHaveLength(1);
    expect(zh.clauses('敲小鼓敲的可带劲了 老师还夸她节奏感好')).toHaveLength(1);
    expect(zh.clauses('晚上她爸做了可乐鸡翅 甜甜和她一人啃了三个')).toHaveLength(1);
    expect(retell('晚上她爸做了可乐鸡翅 甜甜和她一人啃了三个', girl)).toBe(
      '晚上，爸爸做了可乐鸡翅，甜甜和小兔子一人啃了三个。',
    );
  });

  it('tells a pet taken to the vet as the pet, a visit home for a holiday, and the guests’ own dog', () => {
    expect(retell('今天带去宠物医院')).toBe('今天，小熊和家人带豆豆去了宠物医院。');
    expect(retell('清明放假回老家', girl)).toBe('清明节放假，小兔子回到了老家。');
    expect(retell('小姨带表妹甜甜来家里玩 还把她家柯基布丁也带来了', girl)).toBe(
      '小姨带表妹甜甜来家里玩，还把自己家的柯基布丁也带来了。',
    );
    expect(retell('布丁一直舔她脸 痒的她咯咯笑', { ...girl, names: ['布丁'] })).toBe(
      '布丁一直舔小兔子的脸，痒得她咯咯笑。',
    );
  });

  it('tells typed doings at a lesson, downstairs and on the bus as sentences', () => {
    expect(retell('早教课玩彩虹伞')).toBe('早教课上，小熊玩了彩虹伞。');
    expect(retell('楼下荡秋千')).toBe('小熊在楼下荡秋千。');
    expect(retell('坐公交车自己投币')).toBe('小熊坐了公交车，自己把硬币投了进去。');
  });
});

describe('the Chinese reteller, days told in the parents’ own words', () => {
  const girl = { childPronoun: 'she' as const, hero: { name: '小兔子', ta: '她' } };

  it('tells who took the child to kindergarten, a thing left at home and who made it with the child', () => {
    expect(retell('早上送幼稚园')).toBe('早上，爸爸妈妈送小熊去幼儿园。');
    expect(retell('出门太急忘记带他的小水壶了')).toBe('出门的时候，小熊的小水壶忘在家里了。');
    expect(retell('他一路都在念')).toBe('小熊一路都在念叨个不停。');
    expect(retell('回家一起做了小饼干')).toBe('小熊回到家，和家人一起做了小饼干。');
  });

  it('tells a nanny’s goodbye: who did the last kindness, who cried, and a call promised', () => {
    expect(retell('带了她两年的阿姨今天回老家了', girl)).toBe('阿姨照顾了小兔子两年，今天要回老家了。');
    expect(zh.clauses('带了她两年的阿姨今天回老家了 走之前给她扎了最后一次小辫子')[1]).toBe(
      '走之前阿姨给她扎了最后一次小辫子',
    );
    expect(retell('阿姨走了以后哭了好久', girl)).toBe('阿姨走了以后，小兔子哭了好久。');
    expect(retell('晚上说要给阿姨打视频 说好了明天在打', girl)).toBe(
      '晚上小兔子说要给阿姨打视频电话，约好了明天再打。',
    );
  });

  it('reads northern, Cantonese and internet words as a story says them', () => {
    expect(retell('跟他爷一块儿贴春联')).toBe('小熊跟爷爷一块儿贴春联。');
    expect(retell('福字贴倒了')).toBe('小熊把福字贴倒了。');
    expect(retell('他吃出个硬币 乐得嘎嘎的')).toBe('小熊吃出了一枚硬币，乐得哈哈大笑。');
    // The coin is found in the dumplings just made: one sentence, in the evening.
    expect(zh.clauses('晚上包饺子 他吃出个硬币 乐得嘎嘎的')).toHaveLength(1);
    expect(retell('嫲嫲夸她叻女', girl)).toBe('嫲嫲夸小兔子真能干。');
    expect(retell('今天跟嫲嫲去饮早茶', girl)).toBe('今天小兔子跟嫲嫲去喝早茶。');
    expect(retell('下午去公园踩单车 回来一身汗 开心到飞起', girl)).toBe(
      '下午小兔子去公园踩单车，回来一身汗，开心得不得了。',
    );
    expect(retell('姥姥带她俩去菜市场买了条鱼', girl)).toBe('姥姥带两个孩子去菜市场买了一条鱼。');
  });

  it('tells the older sibling’s game with the child, and where the child hid', () => {
    expect(zh.clauses('哥哥天天放暑假在家 带妹妹玩捉迷藏')[1]).toBe('哥哥天天带妹妹玩捉迷藏');
    expect(retell('哥哥天天带妹妹玩捉迷藏', girl)).toBe('哥哥天天带小兔子玩捉迷藏。');
    expect(retell('哥哥天天带妹妹玩捉迷藏')).toBe('哥哥天天带妹妹玩捉迷藏。');
    expect(zh.clauses('她每次都躲窗帘后面 脚丫子露在外头哈哈')).toHaveLength(1);
    expect(retell('她每次都躲窗帘后面', girl)).toBe('小兔子每次都躲在窗帘后面。');
  });

  it('tells typed doings downstairs and in the bath as done', () => {
    expect(retell('楼下摘桑葚', girl)).toBe('小兔子在楼下摘桑葚。');
    expect(retell('洗泡泡浴', girl)).toBe('小兔子洗了个泡泡浴。');
  });
});

describe('the Chinese reteller, a fright, a Cantonese day and a grown-up’s day off', () => {
  const girl = { childPronoun: 'she' as const, hero: { name: '小兔子', ta: '她' } };

  it('tells what frightened the child with the fright, and a sister’s quick hug with her words', () => {
    expect(zh.clauses('邻居家的狗狗旺仔冲过来汪汪叫 把他吓哭了')).toHaveLength(1);
    // Where it rushed at the child goes with it: one sentence, not two before the feeling's own lines.
    expect(zh.clauses('姐姐带他去楼下玩 邻居家的狗狗冲过来汪汪叫 把他吓哭了')).toHaveLength(1);
    expect(retell('邻居家的狗狗旺仔冲过来汪汪叫 把他吓哭了')).toBe('邻居家的狗狗旺仔冲过来汪汪叫，把小熊吓哭了。');
    expect(retell('姐姐一把抱住他说不怕不怕')).toBe('姐姐一把抱住小熊，说：“不怕，不怕。”');
  });

  it('keeps what happened while doing it, and how it was taken, with the doing', () => {
    expect(zh.clauses('晚上爷爷给他讲故事 讲着讲着爷爷先睡着了')).toHaveLength(1);
    expect(zh.clauses('她给外婆唱了两只老虎 外婆听了笑了')).toHaveLength(1);
    expect(retell('她给外婆唱了两只老虎 外婆听了笑了', girl)).toBe('小兔子给外婆唱了两只老虎，外婆听了笑了。');
  });

  it('reads written Cantonese as a story says it', () => {
    expect(zh.clauses('冬至 回阿嫲屋企搓汤圆 佢搓到个个都系扁嘅 阿嫲话好靓')).toHaveLength(1);
    expect(retell('回阿嫲屋企搓汤圆 佢搓到个个都系扁嘅 阿嫲话好靓')).toBe(
      '小熊回阿嫲家搓汤圆，搓出来的个个都是扁扁的，阿嫲说：“好漂亮！”',
    );
    expect(retell('晚黑食咗四粒汤圆 仲要饮埋糖水先肯冲凉')).toBe('晚上小熊吃了四个汤圆，还要喝完糖水才肯洗澡。');
    // `系鞋带` is Mandarin too: tying laces, no `是`.
    expect(retell('自己系鞋带')).toBe('小熊自己系鞋带。');
  });

  it('leaves out the grown-up’s day off, says what was got out, and tells the laugh and the praise of the child', () => {
    expect(retell('今天休息带她去海洋公园', girl)).toBe('今天小兔子去了海洋公园。');
    expect(retell('爸爸用衣架勾出来了')).toBe('爸爸用衣架把它勾了出来。');
    expect(retell('海豚跳起来水溅到她身上 笑得嘎嘎的', girl)).toBe('海豚跳起来水溅到小兔子身上，她乐得哈哈大笑。');
    expect(retell('一天都好乖', girl)).toBe('小兔子一整天都乖乖的。');
    expect(retell('跳舞', girl)).toBe('小兔子跟着音乐跳了一会儿舞。');
  });
});

describe('the Chinese reteller: a popped balloon, a water festival and a dog that pulled', () => {
  const girl = { childPronoun: 'she' as const, hero: { name: '小兔子', ta: '她' } };

  it('tells the Sichuan child taken along as the hero, and `耍` as play', () => {
    expect(retell('今天带娃儿去春熙路耍 买了个恐龙气球')).toBe('今天小熊去春熙路玩，买了一个恐龙气球。');
  });

  it('tells the balloon that popped on a branch, the bang, and the new one tied to the wrist', () => {
    expect(retell('刚出门就被树枝戳爆了 嘭的一声 吓得他哇哇哭')).toBe(
      '气球刚出门就被树枝戳爆了，嘭的一声，小熊吓得哇哇哭。',
    );
    expect(retell('拴在他手腕上 一路上都捏得紧紧的')).toBe('气球拴在了小熊的手腕上，他一路上都捏得紧紧的。');
  });

  it('keeps May Day, tells the festival come upon, and the start then the laugh in turn', () => {
    expect(retell('五一去西双版纳', girl)).toBe('五一，小兔子去了西双版纳。');
    expect(retell('正好赶上泼水节', girl)).toBe('小兔子正好赶上了泼水节。');
    expect(zh.clauses('全身湿透 愣了一下就哈哈大笑')).toHaveLength(2);
  });

  it('tells what follows a pet’s introduction as the pet’s, with who could not hold it and the child laughing', () => {
    const day = '大福是我们家柴犬 看见鸭子就想冲下水 团团拽都拽不住 她在旁边笑的打嗝';
    expect(zh.clauses(day)).toHaveLength(1);
    expect(retell(day, { ...girl, names: ['大福', '团团'] })).toBe(
      '大福是家里的柴犬，看见鸭子就想冲下水，团团拽都拽不住，小兔子在旁边笑得打嗝。',
    );
    expect(zh.names?.(day)).toContain('大福');
  });
});

describe('the Chinese reteller: a Sichuan park, a shoe stuck in the slide, a kite and a licking dog', () => {
  const girl = { childPronoun: 'she' as const, hero: { name: '小兔子', ta: '她' } };

  it('reads the south-west `跟到` and `巴适`, and keeps the same doing said again with how it went', () => {
    expect(zh.clauses('她也跟到扭 扭得可起劲了')).toHaveLength(1);
    expect(zh.clauses('看到一群阿姨跳广场舞 她也跟到跳')).toHaveLength(1);
    expect(retell('回来吃了碗豆腐脑 老得劲了')).toBe('回到家，小熊吃了一碗豆腐脑，开心极了。');
    expect(retell('她也跟到扭 扭得可起劲了', girl)).toBe('小兔子也跟着扭，扭得可起劲了。');
    expect(retell('下午在沙坑里挖了好久沙 巴适得很', girl)).toBe('下午小兔子在沙坑里挖了好久沙，开心极了。');
  });

  it('tells what was under the slide without the hero, the stuck shoe in steps, and the helper who got it out', () => {
    expect(retell('滑梯下面有个缝')).toBe('滑梯下面有个缝。');
    expect(retell('他的鞋子卡进去了拔不出来 急的直哭')).toBe('小熊的鞋子卡进去了，拔不出来，他急得直哭。');
    expect(retell('保安叔叔过来帮忙才弄出来')).toBe('保安叔叔过来帮忙，才把它弄了出来。');
    expect(retell('他的小球卡在栏杆缝里了拿不出来')).toBe('小熊的小球卡在栏杆缝里了，拿不出来。');
    expect(retell('路过的爷爷帮忙才拿出来')).toBe('路过的爷爷帮忙，才把它拿了出来。');
    expect(retell('滑滑梯')).toBe('小熊玩了好一会儿滑滑梯。');
    expect(retell('看绘本')).toBe('小熊看了好一会儿绘本。');
  });

  it('tells the kindergarten teacher who leaves as the one leaving, on her last day', () => {
    expect(retell('幼儿园的李老师今天最后一天上班 要回老家了', girl)).toBe(
      '幼儿园的李老师今天是最后一天上班，要回老家了。',
    );
  });

  it('tells the holiday trip to the village, the child said once, and who shouted under the kite', () => {
    expect(retell('清明放假回乡下老家', girl)).toBe('清明节放假，小兔子回到了乡下老家。');
    expect(retell('跟太奶奶一起吃青团 她吃得满嘴绿', girl)).toBe('小兔子跟太奶奶一起吃青团，吃得满嘴绿。');
    expect(retell('风筝飞的老高 一直喊飞到天上去啦', girl)).toBe('风筝飞得老高，小兔子一直喊：“飞到天上去啦！”');
  });

  it('tells the brother ahead and the child chasing, and the child laughing when the family dog licked him', () => {
    expect(retell('宇宇骑好快他一直追', { names: ['宇宇'] })).toBe('宇宇骑得好快，小熊一直追。');
    expect(zh.names?.('回来喂我们家狗狗黑糖')).toContain('黑糖');
    expect(retell('黑糖一直舔他的脸 笑到不行', { names: ['黑糖'] })).toBe('黑糖一直舔小熊的脸，他笑得不行。');
  });
});

describe('the Chinese reteller on a spoilt plan, a grandma at home and a song', () => {
  it('tells a plan the day undid on arrival as the day’s disappointment, not dropped', () => {
    const [undone = ''] = zh.clauses('说好了今天带她去坐小火车 到了才知道检修停运 她在站台哭了');
    expect(retell(undone)).toBe('本来说好了今天去坐小火车，可是到了那儿才知道，检修停运了。');
    const [closed = ''] = zh.clauses('说好周末去游乐园的 到了发现关门了');
    expect(retell(closed)).toBe('本来说好了今天去游乐园，可是到了那儿才知道，关门了。');
    // A plan alone, not undone in the parent's words, is still left out.
    expect(retell('说好了今天带她去坐小火车')).toBeUndefined();
  });

  it('tells the one seen off by name, not `他去了机场送他`', () => {
    expect(zh.clauses('舅舅要去国外读书了 今天去机场送他')).toContain('今天去机场送舅舅');
  });

  it('tells a treat dropped on the ground with its name, not left out', () => {
    const [, dropped = ''] = zh.clauses('买了个冰淇淋 刚舔一口就掉地上了 哭的好伤心');
    expect(retell(dropped)).toBe('小熊刚舔了一口，冰淇淋就掉到地上了，他哭得好伤心。');
    expect(retell('冰淇淋掉地上了')).toBe('小熊的冰淇淋掉到地上了。');
  });

  it('tells a grandma as every region calls her as the one who cooked at home, not `小熊阿嫲`', () => {
    expect(retell('回家阿嫲炸了煎堆')).toBe('回到家，阿嫲炸了煎堆。');
  });

  it('tells a bare typed `玩磁力片` as a while of play', () => {
    expect(retell('玩磁力片')).toBe('小熊玩了好一会儿磁力片。');
  });

  it('says how the singing went with 得 (`唱的跑调了`)', () => {
    expect(retell('唱的跑调了')).toBe('小熊唱得跑调了。');
  });
});

describe('the Chinese reteller on regional words, a ride too tall and a class pet', () => {
  it('tells the Wu `伊` as the child, the northern `老好` and a slangy `干了两碗饭`', () => {
    expect(retell('外婆给伊挂了个蛋袋袋')).toBe('外婆给小熊挂了一个蛋袋袋。');
    expect(retell('喝了伊利牛奶')).toBe('小熊喝了伊利牛奶。');
    expect(retell('今天天气老好了')).toBe('今天天气真好。');
    expect(retell('晚饭干了两碗饭')).toBe('小熊晚饭吃了两碗饭。');
    expect(retell('今朝立夏')).toBe('今天是立夏。');
  });

  it('tells a child too small for a ride, and coming round after, with the right person', () => {
    expect(retell('轮到他了工作人员说身高不够不让坐')).toBe('小熊个子还不够高，不能坐。');
    expect(retell('他爸带他去坐了旋转小火车才缓过来')).toBe('爸爸带小熊去坐了旋转小火车，他才慢慢开心起来。');
  });

  it('tells a class silkworm that died, a gift meant for mum and a drawing stuck on', () => {
    expect(retell('幼儿园养的蚕宝宝死了一条')).toBe('老师在班上养的一条蚕宝宝不在了。');
    expect(retell('串了一条项链说送给妈妈')).toBe('小熊串了一条项链，说要送给妈妈。');
    expect(retell('贴在蚕宝宝的盒子上')).toBe('小熊把它贴在蚕宝宝的盒子上。');
  });
});

describe('the Chinese reteller: who did what on a sad day and at a café', () => {
  it('gives a subjectless death the pet named before it, never the hero', () => {
    expect(zh.clauses('姥姥家的大黄老了 今儿早上没了')).toEqual(['姥姥家的大黄老了', '大黄今儿早上不在了']);
  });

  it('tells 囡囡 as the child taken out, and 片儿川 as a dish', () => {
    expect(retell('今天带囡囡去西湖边走走')).toBe('今天小熊去西湖边走走。');
    expect(retell('中午在外婆家吃了片儿川')).toBe('中午小熊在外婆家吃了片儿川。');
  });

  it('tells the kindergarten as where, after its time, and a smell all over the hands as the child’s', () => {
    expect(retell('腊八节 幼儿园中午喝了腊八粥')).toBe('中午小熊在幼儿园喝了腊八粥。');
    expect(retell('剥的满手蒜味 还一直闻自己的手')).toBe('小熊剥得满手都是蒜味，还一直闻自己的手。');
  });

  it('tells a shop grown-up wiping up a spill and giving a gift as theirs', () => {
    expect(retell('店员姊姊拿纸巾来擦还送他一张贴纸')).toBe('店员姐姐拿来纸巾，擦得干干净净，还送了小熊一张贴纸。');
  });
});

describe('the Chinese reteller: the parent with the child, a laugh and a thing found', () => {
  it('tells 我俩 as the grown-up and the hero, never `妈妈俩`', () => {
    expect(retell('下午我俩在客厅小声看绘本', { grownUps: ['妈妈'] })).toBe('下午小熊和妈妈在客厅小声看绘本。');
  });

  it('tells a laugh caused by someone as the hero’s, and a spoken 给 before a verb as the thing found', () => {
    expect(retell('阿福一直叫你好你好 把她笑翻了', { names: ['阿福'] })).toBe('阿福一直叫你好你好，小熊笑翻了。');
    expect(retell('姐姐悦悦在沙发底下给找出来了', { names: ['悦悦'] })).toBe('姐姐悦悦在沙发底下把它找了出来。');
  });

  it('tells where it was apart from who gave the child something there', () => {
    expect(retell('山顶上婆婆给他吃了块重阳糕')).toBe('小熊在山顶上，婆婆给他吃了一块重阳糕。');
  });
});

describe('the Chinese reteller: supper in the regions’ words', () => {
  it('tells Taiwanese 晚餐 and 咖哩 and a northeastern 整了两碗 as supper eaten', () => {
    expect(retell('晚餐吃咖哩饭')).toBe('小熊晚饭吃咖喱饭。');
    expect(retell('晚上整了两碗疙瘩汤')).toBe('晚上小熊吃了两碗疙瘩汤。');
  });

  it('tells a thing missed as they were leaving as before going out', () => {
    expect(retell('早上要出门了找不着他的小熊水壶')).toBe('早上小熊出门前找不着他的小熊水壶。');
  });

  it('tells a typed doing with a grown-up as done together', () => {
    expect(retell('跟奶奶包饺子')).toBe('小熊跟奶奶一起包了饺子。');
  });
});

describe('the Chinese reteller: regional givers and bare typed doings', () => {
  it('tells a Cantonese 阿爷 as the one who bought it, not `大人阿爷`', () => {
    expect(retell('阿爷给伊买了个兔子灯')).toBe('阿爷给小熊买了一个兔子灯。');
  });

  it('tells the spoken 给 before 挖出来 as the thing dug out', () => {
    expect(retell('外公拿小铲子挖了半天给挖出来了')).toBe('外公拿小铲子挖了半天，把它挖了出来。');
  });

  it('tells a bare typed 画画, 洗澡 and 跟狗狗玩 as done', () => {
    expect(retell('画画')).toBe('小熊画了一幅画。');
    expect(retell('洗澡')).toBe('小熊洗了个香喷喷的澡。');
    expect(retell('跟狗狗玩')).toBe('小熊跟狗狗玩了好一会儿。');
  });
});

describe('the Chinese reteller: a burnt tongue', () => {
  it('tells 烫着舌头了还要吃 as the tongue burnt, and still wanting more only where the parent said so', () => {
    expect(retell('烫着舌头了还要吃')).toBe('小熊的舌头被烫了一下，可是还想吃。');
    expect(retell('烫到嘴了')).toBe('小熊的嘴被烫了一下。');
  });
});

describe('the Chinese reteller, of a day told with the child’s own words and the grown-up’s care', () => {
  const she = { childPronoun: 'she' as const, hero: { name: '小猫咪', ta: '她' }, names: ['豆包'] };

  it('leaves words in the parent’s quotation marks to be said once, in the child’s own words, never `妈妈原谅你了`', () => {
    expect(retell('又抱着豆包说"我原谅你了" 笑死', she)).toBe('小猫咪又抱着豆包。');
    expect(retell('她追着满屋子跑 喊“豆包还给我 坏狗狗”', she)).toBe('小猫咪追着它满屋子跑。');
    expect(retell('喊“豆包还给我 坏狗狗”', she)).toBeUndefined();
  });

  it('tells the parent’s pet name after a time as the hero, once (`视频的时候小家伙…`)', () => {
    expect(retell('今晚视频的时候小家伙一直亲屏幕')).toBe('今晚视频的时候，小熊一直亲屏幕。');
    expect(retell('宝宝嫌苦不肯喝')).toBe('小熊嫌苦不肯喝。');
  });

  it('tells the child’s shoe that fell as the hero’s, and a firefighter as the one who helped', () => {
    expect(retell('排队的时候鞋子掉了一只')).toBe('排队的时候，小熊的鞋子掉了一只。');
    expect(retell('消防员叔叔让他戴了头盔')).toBe('消防员叔叔让小熊戴了头盔。');
    expect(retell('一个消防员姐姐从车底下帮他捡回来')).toBe('一个消防员姐姐从车底下帮小熊捡回来。');
  });

  it('tells the mum who mixed the medicine as the one who then held the child, and the rest before feeling better', () => {
    const told = zh
      .clauses('他妈妈兑在苹果汁里才喝下去 然后抱着他在沙发上讲故事 下午睡了一大觉好多了')
      .map((clause) => retell(clause));
    expect(told).toEqual([
      '妈妈兑在苹果汁里，小熊才喝下去。',
      '妈妈抱着小熊在沙发上讲故事。',
      '下午小熊睡了一大觉，好多了。',
    ]);
    expect(retell('这两天咳嗽流鼻涕')).toBe('这两天，小熊咳嗽流鼻涕。');
    expect(retell('今天去医院看了')).toBe('今天小熊去医院看了病。');
    expect(retell('挂了电话有点蔫')).toBe('挂了电话后，小熊有点蔫蔫的。');
  });

  it('reads a family dog called by its breed and then its name as a pet of the day, and its name', () => {
    expect(retell('我们家柯基豆包早上把她的袜子叼跑了', she)).toBe('家里的柯基豆包早上把小猫咪的袜子叼跑了。');
    expect(zh.names?.('我们家柯基豆包早上把她的袜子叼跑了')).toContain('豆包');
  });

  it('reads a family pet called by its kind and then its name as the one that did what follows it', () => {
    const day = '家里的小狗豆包这两天不吃东西 回家以后豆包喝了点水';
    expect(zh.names?.(day)).toContain('豆包');
    // Not `回家以后，他豆包喝了点水`: the pet drank, the hero is not put before it.
    expect(retell('回家以后豆包喝了点水', { names: zh.names?.(day) ?? [] })).toBe('回家以后，豆包喝了点水。');
  });

  it('tells where a thing was made, a pet name before a careful doing, and a fall with its graze as parents type them', () => {
    const she = { childPronoun: 'she' as const, hero: { name: '小狮子', ta: '她' } };
    expect(retell('今天幼儿园做了个纸盘子小狮子', she)).toBe('今天小狮子在幼儿园做了一个纸盘子小狮子。');
    expect(retell('回来非要挂在床头', she)).toBe('回到家，小狮子非要把它挂在床头。');
    expect(retell('宝宝小心翼翼摸了摸妹妹的小手 说妹妹好小好小')).toBe(
      '小熊小心翼翼地摸了摸妹妹的小手，说：“妹妹好小好小。”',
    );
    expect(retell('小丫头揉面揉的满脸都是面粉', she)).toBe('小狮子揉面揉得满脸都是面粉。');
    expect(retell('摔了一跤膝盖蹭破点皮 没哭')).toBe('小熊摔了一跤，膝盖蹭破了点皮，没哭。');
    expect(retell('出来拿着恐龙贴纸又笑了')).toBe('出来以后，小熊拿着恐龙贴纸又笑了。');
    expect(retell('抱着小兔子听妈妈唱歌才好', she)).toBe('小狮子抱着小兔子听妈妈唱歌才慢慢好起来。');
    expect(retell('奶奶也没说她', she)).toBe('奶奶也没有怪小狮子。');
  });

  it('tells the grown-up who held the bike letting go, and a bump on the forehead with the slip in the bath', () => {
    const told = (text: string) => zh.clauses(text).map((clause) => retell(clause));
    expect(told('爸爸在后面扶着跑 后来偷偷松手了')).toEqual(['爸爸在后面扶着跑，后来偷偷松开了手。']);
    expect(told('晚上洗澡的时候滑了一下 脑门磕到浴缸边上了 起了个小包')).toEqual([
      '晚上洗澡的时候，小熊滑了一下，脑门磕到浴缸边上了，起了个小包。',
    ]);
  });
});

describe('the Chinese reteller, a day of cousins, a haircut and the first snow', () => {
  const she = { childPronoun: 'she' as const, hero: { name: '小猫咪', ta: '她' }, names: ['妞妞'] };
  it('tells the pet name pushed by another child as the hero, and the aunt and the goodbye hug', () => {
    expect(retell('妞妞推了宝宝一下 宝宝就哭了', she)).toBe('妞妞推了小猫咪一下，她就哭了。');
    expect(retell('大姨说一人骑一圈', she)).toBe('大姨说一人骑一圈。');
    expect(retell('走的时候还抱了抱', she)).toBe('走的时候，大家还抱了抱。');
  });

  it('tells the cut on a lap and the gift after it as a parent means them', () => {
    expect(retell('妈妈抱着剪的', she)).toBe('妈妈抱着小猫咪，才把头发剪好。');
    expect(retell('剪完阿姨给了根棒棒糖', she)).toBe('小猫咪剪完以后，阿姨给了她一根棒棒糖。');
  });

  it('tells the snow, a grumpy waking and a warm drink as the day’s, not as the child’s doing', () => {
    expect(retell('今天下了今年第一场雪')).toBe('今天下了今年第一场雪。');
    expect(retell('早上起床气')).toBe('早上小熊一起床就闹脾气。');
    const told = zh.clauses('回来外婆煮了红糖姜水 喝完就犯困了').map((clause) => retell(clause));
    expect(told).toEqual(['回到家，外婆煮了红糖姜水，小熊喝完就犯困了。']);
    expect(zh.evening.test('回来外婆煮了红糖姜水 喝完就犯困了')).toBe(true);
  });
});

describe('the Chinese reteller: who told whom, who said sorry first, and a pick-up before a friend came', () => {
  const she = { childPronoun: 'she' as const, hero: { name: '熊猫', ta: '她' }, names: ['乐乐', '团团'] };
  const told = (text: string, overrides: Partial<RetellContext> = {}) =>
    zh.clauses(text).map((clause) => retell(clause, overrides));

  it('tells a grown-up talking to the child as the grown-up’s telling, not the child’s', () => {
    expect(retell('爸爸跟她说团团去很远的地方了', she)).toBe('爸爸告诉熊猫团团去很远的地方了。');
    expect(retell('奶奶跟她说话', she)).toBe('奶奶陪熊猫聊天。');
  });

  it('tells both children crying, and who said sorry first', () => {
    expect(told('她咬了乐乐一口 都哭了', she)).toEqual(['熊猫咬了乐乐一口，两个孩子都哭了。']);
    expect(retell('最后是乐乐先说对不起的', she)).toBe('最后，乐乐先小声说：“对不起。”');
    const day = zh.clauses('她咬了乐乐一口 都哭了 最后是乐乐先说对不起的 她也说了对不起');
    expect(day.map((clause) => retell(clause, she))).toContain('最后，乐乐先说了对不起，熊猫也跟着说了对不起。');
  });

  it('tells an evening time as a time, not a place, and the pick-up before a friend came over', () => {
    expect(retell('晚上爸爸给他讲了小熊拔牙的绘本')).toBe('晚上，爸爸给小熊讲了小熊拔牙的绘本。');
    expect(retell('山顶上婆婆给他吃了块重阳糕')).toMatch(/^小熊在山顶上，婆婆给他/u);
    expect(told('下午接回来朵朵来家里玩', { names: ['朵朵'] })[0]).toBe('下午小熊回到家以后，朵朵来家里玩。');
    expect(told('然后去小区公园荡秋千 滑滑梯')).toEqual(['小熊去小区公园荡秋千和滑滑梯。']);
  });

  it('tells the pet name taken along as the hero, and a shoe in the mud fetched back', () => {
    expect(retell('周六爸爸妈妈带小宝去郊区农场')).toBe('周六，爸爸妈妈带小熊去农场。');
    // A typed `摘草莓` is told as done, like `喂小羊`.
    expect(retell('摘草莓')).toBe('小熊摘了草莓。');
    expect(told('鞋子还掉泥坑里了 爸爸去捡回来的')).toEqual(['小熊的鞋子掉进了泥坑里。', '爸爸去把它捡了回来。']);
  });

  it('tells medicine given by a grown-up, a grown-up’s leave, comfort in their words and a dish a grandparent made', () => {
    const she = { childPronoun: 'she' as const, hero: { name: '小兔子', ta: '她' } };
    expect(retell('喂了退烧药')).toMatch(/给小熊喂了退烧药。$/u);
    expect(retell('贴了退热贴')).toMatch(/给小熊贴了退热贴。$/u);
    expect(retell('妈妈请假在家陪她', she)).toBe('妈妈请了假，在家陪小兔子。');
    expect(retell('爸爸说没关系')).toBe('爸爸说：“没关系。”');
    expect(retell('妈妈抱着他说不怕不怕')).toBe('妈妈抱着小熊说：“不怕不怕。”');
    expect(retell('晚上彩灯一亮她拍手说好漂亮', she)).toBe('晚上，彩灯一亮，小兔子拍手说好漂亮。');
    expect(retell('晚上姥姥包的酸菜饺子')).toBe('晚上小熊吃了姥姥包的酸菜饺子。');
  });

  it('leaves out the parent’s `哦对了`, and tells a thing found at last and a splash over the family', () => {
    expect(retell('哦对了早上在幼儿园跟好朋友朵朵一起画了一幅大画')).toBe(
      '早上小熊在幼儿园跟好朋友朵朵一起画了一幅大画。',
    );
    expect(retell('找了半天在滑梯下面找到的')).toBe('小熊找了半天，最后在滑梯下面找到了。');
    expect(retell('水溅了我们一身')).toBe('水溅了大家一身。');
    // A festival close at hand, and the child's small job in the decorating.
    expect(retell('快元旦了')).toBe('快到元旦了。');
    expect(retell('马上就要过年了')).toBe('快过年了。');
    expect(retell('小宝负责递胶带')).toBe('小熊负责递胶带。');
    // The child's name typed in lower case is still the child.
    expect(retell('zuri把小铲子弄丢了', { children: ['Zuri'] })).toBe('Zuri把小铲子弄丢了。');
  });

  it('tells a first lesson, a grown-up crouching to explain, a loud machine and the family’s laugh as a parent means them', () => {
    const she = { childPronoun: 'she' as const, hero: { name: '小企鹅', ta: '她' } };
    // Not `上了第一次上游泳课`.
    expect(retell('今天第一次上游泳课', she)).toBe('今天小企鹅第一次上了游泳课。');
    // Not `姥姥蹲下来跟，她说…`: the grandmother told the child.
    expect(retell('姥姥蹲下来跟她说那是吹风的小机器', she)).toBe('姥姥蹲下来告诉小企鹅那是吹风的小机器。');
    expect(zh.clauses('姥姥蹲下来跟她说那是吹风的小机器 给小手吹干用的')).toEqual([
      '姥姥蹲下来跟她说那是吹风的小机器 给小手吹干用的',
    ]);
    // The hand dryer roared, not the child.
    expect(retell('上厕所的时候烘手机呼一下响了', she)).toBe('上厕所的时候，烘手机呼一下响了。');
    expect(retell('宝宝吓得捂着耳朵往外跑', she)).toBe('小企鹅吓得捂着耳朵往外跑。');
    expect(retell('死活不肯把脸放水里', she)).toBe('小企鹅死活不肯把脸放水里。');
    // What the child said on climbing out, to the parent.
    expect(retell('上来跟我说 妈妈我是小鱼了', she)).toBe('上来以后，小企鹅说：“妈妈，我是小鱼了！”');
    // The family's laugh is no part of the child's words: it comes after them.
    expect(retell('吃完举着空碗说 爸爸你看 我是光盘大王 把我们笑坏了')).toBe(
      '小熊吃完举着空碗说：“爸爸，你看，我是光盘大王。”大家都笑了。',
    );
    expect(retell('把我们笑坏了')).toBe('大家都笑了。');
    // How the wiping and the eating went, told with them.
    expect(zh.clauses('又非要帮奶奶擦桌子 擦得满地是水')).toEqual(['又非要帮奶奶擦桌子 擦得满地是水']);
    expect(zh.clauses('吃完了一整碗饭 一粒都没掉')).toEqual(['吃完了一整碗饭 一粒都没掉']);
    // A laugh said as 笑得哈哈的 stays, and the wave that washed the castle away is told.
    expect(retell('俩人笑得哈哈的')).toBe('两个人笑得哈哈的。');
    expect(retell('浪打过来把沙堡冲没了')).toBe('浪打过来把沙堡冲没了。');
  });

  it('tells a low feeling said bare, a doing begun with 涂 or 搓, weather that kept the child in and a shop’s grown-up', () => {
    const she = { childPronoun: 'she' as const, hero: { name: '小兔子', ta: '她' } };
    expect(retell('不高兴')).toBe('小熊有点不高兴。');
    expect(retell('好伤心')).toBe('小熊好伤心。');
    expect(retell('宝宝嘟着嘴不高兴', she)).toBe('小兔子嘟着嘴不高兴。');
    expect(retell('涂了好多小鱼')).toBe('小熊涂了好多小鱼。');
    expect(retell('搓的满手都是面粉')).toBe('小熊搓得满手都是面粉。');
    expect(retell('一下子就乐了')).toBe('小熊一下子就乐了。');
    expect(retell('踢球')).toBe('小熊踢了球。');
    expect(retell('外面刮大风下雨出不去')).toBe('外面刮大风下雨了，小熊出不去。');
    expect(retell('幼儿园也停课了在家搭积木')).toBe('幼儿园停课了，小熊在家搭积木。');
    expect(retell('到了姥姥包了韭菜盒子')).toBe('小熊到了姥姥家，姥姥包了韭菜盒子。');
    expect(retell('小妹妹出生啦')).toBe('小妹妹出生了。');
    expect(retell('楼下理发店的阿姨给她围了个小披风', she)).toBe('楼下理发店的阿姨给小兔子围了个小披风。');
    // A call made every evening is no call already made (`要…打了视频电话`).
    expect(retell('宝贝每天晚上都要跟妈妈视频', she)).toBe('小兔子每天晚上都要跟妈妈打视频电话。');
  });

  it('tells a show at kindergarten: the event held, the child’s part, a friend beside her and a present from Santa', () => {
    const she = { childPronoun: 'she' as const, hero: { name: '小兔子', ta: '她' }, names: ['朵朵'] };
    expect(retell('今天幼儿园开圣诞联欢会', she)).toBe('今天幼儿园开了圣诞联欢会。');
    expect(retell('今天幼儿园开放日', she)).toBe('今天是幼儿园开放日。');
    expect(retell('宝贝演小雪花', she)).toBe('小兔子演小雪花。');
    expect(retell('旁边的朵朵拉着她的手一起跳', she)).toBe('朵朵拉着小兔子的手一起跳。');
    expect(retell('圣诞老人发了个小铃铛', she)).toBe('圣诞老人发了个小铃铛。');
  });

  it('tells the parent’s closing aside away, and how late play went on without a stray 了', () => {
    expect(zh.clauses('回来洗完澡自己挑了本小熊的书让我讲 哦对了 早上出门前把牛奶打翻了')).toHaveLength(2);
    expect(retell('回来洗完澡自己挑了本小熊的书让我讲 哦对了')).not.toContain('对了');
    expect(retell('玩到九点多')).toBe('小熊玩到九点多。');
  });

  it('quotes words said straight after 说, and keeps the end of the child’s joke inside the quote', () => {
    expect(retell('还教训年糕说你是坏猫猫 不许偷吃', { names: ['年糕'] })).toBe(
      '小熊还教训年糕说：“你是坏猫猫，不许偷吃。”',
    );
    const told = zh.clauses('他说爸爸你下次别走了 把火车带上就行 晚上非要爸爸陪着玩火车');
    expect(told).toEqual(['他说 爸爸你下次别走了 把火车带上就行', '晚上非要爸爸陪着玩火车']);
    expect(retell(told[0] ?? '')).toBe('小熊说：“爸爸，你下次别走了，把火车带上就行。”');
  });

  it('tells a spill in a moment of excitement, and the wet trousers changed', () => {
    const she = { childPronoun: 'she' as const, hero: { name: '小兔子', ta: '她' } };
    expect(retell('一激动把一整瓶彩色糖粒撒了一地', she)).toBe('小兔子一激动把一整瓶彩色糖粒撒了一地。');
    expect(zh.clauses('一激动把一整瓶彩色糖粒撒了一地 小丫头自己吓了一跳')).toEqual([
      '一激动把一整瓶彩色糖粒撒了一地 小丫头自己吓了一跳',
    ]);
    expect(retell('洒了一裤子')).toBe('小熊洒了一裤子。');
    expect(retell('换了条裤子才去的幼儿园')).toBe('小熊换了条裤子才去的幼儿园。');
  });

  it('tells the family’s own pet caught and running as the pet’s doing, never the child’s', () => {
    const told = zh.clauses('我家那只大橘猫年糕今天偷吃了桌上的鱼 被姥姥发现了 跑得飞快 宝宝笑得直打滚');
    expect(told).toEqual(['我家那只大橘猫年糕今天偷吃了桌上的鱼 被姥姥发现了 跑得飞快', '宝宝笑得直打滚']);
    expect(retell(told[0] ?? '')).toBe('家里的大橘猫年糕今天偷吃了桌上的鱼，被姥姥发现了，跑得飞快。');
    expect(retell('我们家大黄狗偷吃了鱼')).toBe('家里的大黄狗偷吃了鱼。');
    expect(zh.names?.('我家那只大橘猫年糕今天偷吃了桌上的鱼')).toContain('年糕');
  });

  it('tells the child named after the moment (`一开门zuri就`) as the one who ran, named first', () => {
    expect(retell('一开门zuri就冲过去抱大腿', { children: ['Zuri'] })).toBe('Zuri一开门就冲过去抱大腿。');
  });

  it('tells a plan said alone, what there was to see, and a doing together', () => {
    const rained = '本来说好去公园放风筝的 结果下大雨还打雷 去不成了';
    expect(retell('本来说好去公园放风筝的', { description: rained })).toBe('本来说好要去公园放风筝的。');
    expect(retell('本来说好去公园放风筝的')).toBeUndefined();
    expect(retell('有好多气球')).toBe('那儿有好多气球。');
    expect(retell('一起玩橡皮泥')).toBe('大家一起玩橡皮泥。');
  });

  it('holds a cousin’s party at the cousin’s home, not the hero’s', () => {
    expect(zh.clauses('表姐可可过五岁生日 在她家开派对')).toEqual(['表姐可可过五岁生日', '表姐可可在家开派对']);
    expect(retell('表姐可可在家开派对', { names: ['可可'] })).toBe('表姐可可在家开派对。');
  });

  it('names the creature just found where the fright at it is told (`看它横着爬`)', () => {
    expect(zh.clauses('我们捡了好多小贝壳 还有一个小螃蟹 她不敢摸 就蹲着看它横着爬').at(-1)).toBe(
      '她不敢摸 就蹲着看小螃蟹横着爬',
    );
  });

  it('tells a meal said without its verb as eaten, and a place with someone as where the hero went with them', () => {
    expect(retell('早上小米粥加鸡蛋')).toBe('早上小熊吃了小米粥和鸡蛋。');
    expect(retell('中午饺子')).toBe('中午小熊吃了饺子。');
    expect(retell('早饭豆浆油条')).toBe('小熊早饭吃了豆浆油条。');
    // Eaten already said, or a grandmother: no second `吃了`, and no one eaten.
    expect(retell('晚上吃了饺子')).toBe('晚上小熊吃了饺子。');
    expect(retell('下午奶奶') ?? '').not.toContain('吃了');
    expect(retell('下午公园跟外婆')).toBe('下午小熊和外婆一起去了公园。');
  });

  it('mends a typed slip, and tells a turn of the head, a lesson and a lift as the child’s', () => {
    expect(retell('洗完澡自已爬上床了')).toBe('小熊洗完澡自己爬上床了。');
    expect(retell('转头就自己吃掉了')).toBe('小熊一转头就自己吃掉了。');
    expect(retell('去上音乐课')).toBe('小熊去上音乐课了。');
    expect(retell('去学游泳')).toBe('小熊去学游泳了。');
    expect(retell('爸爸把他举起来放的')).toBe('爸爸把小熊举起来，让他放了上去。');
  });

  it('quotes what the child said on coming out to the parent', () => {
    expect(retell('出来跟我说 牙医一点都不可怕')).toBe('出来以后，小熊说：“牙医一点都不可怕。”');
  });

  it('has another child of the day give the toy, with no grown-up put before them', () => {
    expect(retell('阳阳就把挖掘机让给他玩', { names: ['阳阳'] })).toBe('阳阳就把挖掘机让给小熊玩。');
  });

  it('tells a day off, a thing made, a look from the stage, a jealous word and a feeling said bare', () => {
    expect(retell('幼儿园放假')).toBe('幼儿园放假了。');
    expect(retell('烤出来的姜饼人歪歪扭扭的')).toBe('小熊烤出来的姜饼人歪歪扭扭的。');
    expect(retell('上台一看下面好多家长')).toBe('小熊上台一看，下面好多家长。');
    expect(retell('看我一直抱着弟弟 就躺地上说我也是小宝宝 也要抱')).toBe(
      '小熊看家里人一直抱着弟弟，就躺在地上说：“我也是小宝宝，也要抱。”',
    );
    expect(retell('可开心了')).toBe('小熊特别开心。');
    expect(retell('累坏了')).toBe('小熊可累了。');
  });

  it('tells the child by pet name in a temper, and the push after it with a pause', () => {
    expect(retell('小家伙急了推了阳阳一下 阳阳哭了', { names: ['阳阳'] })).toBe('小熊急了，推了阳阳一下，阳阳哭了。');
    expect(retell('宝宝生气了')).toBe('小熊生气了。');
  });
});

describe('the Chinese reteller on a frosty morning, a fall on the slide and a thing made at home', () => {
  const she = { childPronoun: 'she' as const, hero: { name: '小企鹅', ta: '她' } };
  it('tells waking to the frost, the white grass and its crunch underfoot', () => {
    expect(retell('早上起来外面结霜了', she)).toBe('早上小企鹅起来一看，外面结霜了。');
    expect(retell('草地上白白的', she)).toBe('草地上白白的。');
    expect(zh.clauses('早上起来外面结霜了 草地上白白的 踩上去咔嚓咔嚓响 宝宝说草穿了白衣服')).toEqual([
      '早上起来外面结霜了 草地上白白的 踩上去咔嚓咔嚓响',
      '宝宝说草穿了白衣服',
    ]);
    expect(retell('早上起来外面结霜了 草地上白白的 踩上去咔嚓咔嚓响', she)).toBe(
      '早上小企鹅起来一看，外面结霜了，草地上白白的，她踩上去，咔嚓咔嚓响。',
    );
    expect(retell('踩上去咔嚓咔嚓响', she)).toBe('小企鹅踩上去，咔嚓咔嚓响。');
    expect(retell('我身上脏脏的', she)).toBeUndefined();
  });

  it('tells one shelled and one eaten, what was inside, and what the child did once finished', () => {
    expect(retell('剥一颗吃一颗', she)).toBe('小企鹅剥一颗，吃一颗。');
    expect(retell('里面是个星星巧克力', she)).toBe('里面是一个星星巧克力。');
    expect(retell('拼完自己鼓掌', she)).toBe('拼完了，小企鹅自己鼓掌。');
    expect(zh.clauses('下午在家跟我拼小动物拼图 拼完自己鼓掌')).toEqual(['下午在家跟我拼小动物拼图 拼完自己鼓掌']);
    expect(zh.clauses('吃完就去睡了')).toEqual(['吃完就去睡了']);
  });

  it('keeps a grandma’s praise with what the child made', () => {
    expect(zh.clauses('她捏的馄饨歪歪扭扭的 奶奶说最好看 晚上吃了六个')).toEqual([
      '她捏的馄饨歪歪扭扭的 奶奶说最好看',
      '晚上吃了六个馄饨',
    ]);
    expect(zh.clauses('晚上吃了六个')).toEqual(['晚上吃了六个']);
    expect(retell('她捏的馄饨歪歪扭扭的 奶奶说最好看', she)).toBe('小企鹅捏的馄饨歪歪扭扭的，奶奶说最好看。');
  });

  it('tells the parent’s kiss on a hurt, the child’s own brave words, and running off to play again', () => {
    expect(retell('我亲了亲说不疼不疼', { parent: '妈妈' })).toBe('妈妈亲了亲小熊，说：“不疼，不疼。”');
    expect(retell('我亲了亲说不疼不疼', { description: '摔了一跤 哭着找妈妈 我亲了亲说不疼不疼' })).toBe(
      '妈妈亲了亲小熊，说：“不疼，不疼。”',
    );
    expect(retell('旁边乐乐的妈妈拿了张创可贴给他贴上', { names: ['乐乐'] })).toBe(
      '乐乐的妈妈拿来一张创可贴，给小熊贴上了。',
    );
    expect(retell('今天舅妈抱来我们家', { names: ['朵朵'] })).toBe('今天，舅妈把朵朵抱来家里了。');
    expect(zh.clauses('他自己说我是勇敢的小男子汉 又跑去玩了')).toEqual(['他自己说我是勇敢的小男子汉', '又跑去玩了']);
    expect(retell('他自己说我是勇敢的小男子汉')).toMatch(/^小熊自己说：“我是勇敢的小男子汉[！。]”$/u);
    expect(zh.clauses('说我是勇敢的小男子汉 又跑去玩了')).toEqual(['说我是勇敢的小男子汉', '又跑去玩了']);
  });

  it('tells a whisper over the baby’s cot, the toy lent to her, and keeping still for the hand holding on', () => {
    expect(
      zh.clauses(
        '小声说妹妹好小啊 还把自己最喜欢的小兔子玩偶放在妹妹旁边 说借给你抱 朵朵抓住他的手指头不放 他一动都不敢动',
      ),
    ).toEqual([
      '小声说妹妹好小啊',
      '还把自己最喜欢的小兔子玩偶放在妹妹旁边 说借给你抱',
      '朵朵抓住他的手指头不放 他一动都不敢动',
    ]);
    expect(retell('小声说妹妹好小啊')).toBe('小熊小声说：“妹妹好小啊！”');
    expect(retell('朵朵抓住他的手指头不放 他一动都不敢动', { names: ['朵朵'] })).toBe(
      '朵朵抓住小熊的手指头不放，他一动都不敢动。',
    );
  });

  it('tells the child’s joke after grandma’s saying in the same sentence, naming the child again', () => {
    const she = { childPronoun: 'she' as const, hero: { name: '小企鹅', ta: '她' } };
    expect(zh.clauses('中午去外婆家吃饺子 外婆说冬至吃饺子不冻耳朵 她就捂着耳朵说我的耳朵不冷啦')).toEqual([
      '中午去外婆家吃饺子',
      '外婆说冬至吃饺子不冻耳朵 她就捂着耳朵说我的耳朵不冷啦',
    ]);
    expect(retell('外婆说冬至吃饺子不冻耳朵 她就捂着耳朵说我的耳朵不冷啦', she)).toBe(
      '外婆说冬至吃饺子不冻耳朵，小企鹅捂着小耳朵，说：“我的耳朵不冷啦！”',
    );
  });

  it('tells an afternoon said as with whom, then the place, without a verb', () => {
    expect(retell('下午和奶奶公园')).toBe('下午小熊和奶奶一起去了公园。');
    expect(retell('下午跟乐乐游乐场', { names: ['乐乐'] })).toBe('下午小熊和乐乐一起去了游乐场。');
    expect(retell('和奶奶去公园')).toBe('小熊和奶奶一起去了公园。');
  });

  it('counts a typed bath as told by the parent’s own bath in the description', () => {
    expect(zh.keys('洗澡')).toEqual(['洗', '澡']);
    const story = textOfDay('zh', '晚上洗澡玩了半天泡泡 不肯出来 爸爸讲了两本书才睡着', { seed: 'a', typed: ['洗澡'] });
    expect(story).not.toContain('香喷喷的澡');
    expect(zh.keys('唱歌')).toEqual(['唱']);
    for (const seed of ['a', 'b', 'c']) {
      const sung = textOfDay('zh', '早上在幼儿园上了音乐课 老师教了小星星 回家一直唱 还敲小鼓给爷爷听', {
        seed,
        typed: ['唱歌'],
      });
      expect(sung).not.toContain('唱了歌');
    }
  });

  it('tells a day named by its feeling as what today was, and keeps 的 before a noun of the day', () => {
    const she = { childPronoun: 'she' as const, hero: { name: '小兔子', ta: '她' } };
    expect(retell('开心的一天', she)).toBe('今天是开心的一天。');
    expect(retell('好开心的一天')).toBe('今天是特别开心的一天。');
    // A busy day's heading is told as the child's busy today, never as `忙得一天`.
    expect(retell('好忙的一天')).toBe('今天小熊好忙呀。');
    expect(zh.clauses('开心的一天。上午和爷爷去公园喂鸭子').map((clause) => retell(clause, she))).not.toContain(
      '她开心得一天。',
    );
    // A feeling before how it showed still takes 得.
    expect(retell('开心的跳起来')).toBe('小熊开心得跳起来。');
  });

  it('tells a bare breakfast as eaten, never as a doing of its first character', () => {
    expect(retell('早上包子豆浆')).not.toContain('包了');
    expect(retell('早上包子豆浆')).toContain('吃了包子');
  });

  it('tells a place and its company said apart as one outing', () => {
    expect(retell('下午公园 跟外婆')).toBe('下午小熊和外婆一起去了公园。');
  });

  it('keeps the child’s own `我` in words said while crying, and quotes words said while handing something over', () => {
    const grown = { grownUps: ['妈妈'], parent: '妈妈' };
    expect(retell('他哭着说是我的', grown)).toBe('小熊哭着说：“是我的！”');
    expect(retell('后来他把车给姐姐说你先玩')).toBe('小熊把车给了姐姐，说：“你先玩！”');
  });

  it('quotes another child’s thanks in their own words', () => {
    expect(retell('甜甜说谢谢弟弟', { names: ['甜甜'] })).toBe('甜甜说：“谢谢弟弟。”');
    // A report of what someone else said is not quoted.
    expect(retell('甜甜说明天还来', { names: ['甜甜'] }) ?? '').not.toContain('“');
  });

  it('tells a goodbye after the child’s words as the child’s doing, not inside the quote', () => {
    const she = { childPronoun: 'she' as const, hero: { name: '小猫咪', ta: '她' } };
    expect(retell('她摸着头说我像小蘑菇 还跟阿姨说拜拜', she)).toBe(
      '小猫咪摸着小脑袋，说：“我像小蘑菇！”她还跟阿姨说了拜拜。',
    );
  });

  it('tells a dish cooked for the child by the grown-up of the phrase before', () => {
    const she = { childPronoun: 'she' as const, hero: { name: '熊猫', ta: '她' }, parent: '妈妈' };
    const description = '宝宝感冒了 外婆在家陪她 给她熬了小米粥 她喝了半碗';
    expect(retell('给她熬了小米粥', { ...she, description })).toBe('外婆给熊猫熬了小米粥。');
  });

  it('tells how little a baby cousin is, and a plaster from a friend’s mother', () => {
    expect(retell('小表妹朵朵才三个月', { names: ['朵朵'] })).toBe('小表妹朵朵才三个月大。');
    // Told even where the friend is not among the day's names.
    expect(retell('旁边乐乐的妈妈拿了张创可贴给他贴上', { names: [] })).toBe(
      '乐乐的妈妈拿来一张创可贴，给小熊贴上了。',
    );
  });

  it('tells the grown-up’s taking turns, a gift shown in the child’s words, and a haircut that came out short', () => {
    expect(retell('我让他们轮流玩', { names: ['甜甜'], otherKids: ['甜甜'], grownUps: ['妈妈'] })).toBe(
      '妈妈让小熊和甜甜轮流玩。',
    );
    expect(retell('他自己捏了一个歪歪的饺子 说这是给姥爷的')).toBe('小熊自己捏了一个歪歪的饺子，说：“这是给姥爷的。”');
    expect(retell('他就不哭了 剪完短短的')).toBe('小熊就不哭了，头发剪得短短的。');
  });

  it('tells a verbless meal after its time, said apart or with a dish of its own, as eaten', () => {
    expect(retell('早上 小米粥')).toBe('早上小熊吃了小米粥。');
    expect(retell('上午 鸡蛋羹')).toBe('上午小熊吃了鸡蛋羹。');
    expect(retell('中午番茄炒蛋盖饭')).toBe('中午小熊吃了番茄炒蛋盖饭。');
  });

  it('tells an afternoon at a relative’s home or with someone at a place as gone to', () => {
    expect(retell('下午外婆家')).toBe('下午小熊去了外婆家。');
    expect(retell('下午 奶奶家')).toBe('下午小熊去了奶奶家。');
    expect(retell('下午跟外婆去公园')).toBe('下午小熊和外婆一起去了公园。');
    expect(retell('路上去超市买了香蕉')).toBe('路上小熊去超市买了香蕉。');
  });

  it('tells a bare feeling with the parent’s exclamation or a stronger word as the hero’s', () => {
    expect(retell('好开心啊')).toBe('小熊特别开心。');
    expect(retell('太开心了')).toBe('小熊特别开心。');
    expect(retell('累瘫了')).toBe('小熊可累了。');
  });

  it('counts a typed porridge as told by the parent’s own porridge and drinking of it', () => {
    expect(zh.keys('喝粥')).toEqual(['喝', '粥']);
    for (const seed of ['a', 'b', 'c']) {
      const story = textOfDay('zh', '宝宝感冒了 有点发烧 外婆在家陪她 给她熬了小米粥 她喝了半碗', {
        seed,
        typed: ['喝粥'],
      });
      expect(story).not.toContain('喝了粥');
    }
  });
});

describe('the Chinese reteller with a bedtime search, a stormy day and a busy day', () => {
  it('tells a time before bed as the time, with the child said once (not `小熊睡觉前他的…`)', () => {
    expect(retell('睡觉前他的小恐龙玩偶不见了')).toBe('睡觉前，小熊的小恐龙玩偶不见了。');
  });

  it('says what was found even when the parent goes on to say how it got there', () => {
    expect(retell('最后在洗衣机里找到的 原来奶奶拿去洗了 洗的香香的')).toBe(
      '最后小熊在洗衣机里找到了它，原来奶奶拿去洗了，洗得香香的。',
    );
  });

  it('says how the wind blew with 地 (`风呼呼的刮`)', () => {
    expect(retell('风呼呼的刮')).toBe('风呼呼地刮。');
    expect(retell('雨哗哗的下')).toBe('雨哗哗地下。');
  });

  it('tells the child’s cold by the parent’s pet name, and a bare baking as done', () => {
    expect(retell('宝宝感冒了 有点发烧')).toBe('小熊感冒了，有点发烧。');
    expect(retell('烤饼干')).toBe('小熊烤了饼干。');
    expect(retell('烤了饼干')).toBe('小熊烤了饼干。');
  });

  it('parts a wish to a parent away from the missing of them (`爸爸早点回来我想你了`)', () => {
    expect(retell('还说爸爸早点回来我想你了')).toBe('小熊还说：“爸爸，早点回来，我想你了！”');
  });

  it('tells what was made told whole, and the flying of the kite the day made', () => {
    expect(zh.clauses('下午跟姥爷一起做了个风筝 他负责涂颜色 涂成了红红的大金鱼 姥爷说明天带他去广场放')).toEqual([
      '下午跟姥爷一起做了个风筝',
      '他负责涂颜色 涂成了红红的大金鱼',
      '姥爷说明天带他去广场放风筝',
    ]);
  });

  it('tells what happened after a class, and what they went to eat, as done', () => {
    expect(retell('下课跟好朋友朵朵一起鞠躬说谢谢老师')).toBe('下课后，小熊跟好朋友朵朵一起鞠躬说谢谢老师。');
    expect(retell('下课后去吃冰淇淋')).toBe('下课后，小熊去吃冰淇淋了。');
    expect(retell('去看电影')).toBe('小熊去看电影了。');
  });

  it('tells the pick-up by the hero’s name, not the parent’s pet name (`接宝贝的时候`)', () => {
    expect(
      retell('接宝贝的时候王老师说她今天午睡睡的特别好', { childPronoun: 'she', hero: { name: '小猫咪', ta: '她' } }),
    ).toBe('接小猫咪的时候，王老师说她今天午睡睡得特别好。');
  });

  it('tells a late bus and the wait, someone else’s birthday, and what was seen on the way and once there', () => {
    const description = '今天坐大巴去乡下看太奶奶 本来十点发车 结果晚点了快一个小时';
    expect(retell('本来十点发车', { description })).toBe('大巴本来是十点发车的。');
    expect(retell('晚点了快一个小时', { description })).toBe('大巴晚点了，大家等了快一个小时。');
    expect(retell('结果飞机晚点了')).toBe('飞机晚点了。');
    // A time that was only a plan, with no delay in the day, is left as it was.
    expect(retell('本来十点发车')).toBeUndefined();
    expect(retell('今天是姐姐七岁生日')).toBe('今天是姐姐七岁的生日。');
    expect(retell('今天是表哥的生日')).toBe('今天是表哥的生日。');
    expect(retell('路上看见好多大风车在转')).toBe('路上小熊看见好多大风车在转。');
    expect(retell('到了太奶奶给他煮了红鸡蛋')).toBe('到了以后，太奶奶给小熊煮了红鸡蛋。');
  });

  it('tells the storm outside, a look at it from the window, and the thunder sending the child into a hug', () => {
    expect(retell('外面一直打雷下大雨')).toBe('外面一直打雷，下着大雨。');
    expect(retell('外面又下雪了')).toBe('外面又下雪了。');
    expect(retell('小家伙趴窗户上看雨点')).toBe('小熊趴在窗户上看雨点。');
    expect(retell('一打雷就捂着耳朵钻我怀里')).toBe('一打雷，小熊就捂着耳朵钻进妈妈怀里。');
  });

  it('tells who fell asleep again after a bad night, and a long nap as the day’s, not the evening’s', () => {
    expect(retell('妈妈抱了好久才又睡着')).toBe('妈妈抱了小熊好久，他才又睡着。');
    expect(retell('妈妈抱了好久才又睡着 还有点咳嗽')).toBe('妈妈抱了小熊好久，他才又睡着，还有点咳嗽。');
    expect(zh.evening.test('午睡睡了三个钟头')).toBe(false);
    expect(zh.evening.test('晚上睡了个好觉')).toBe(true);
  });

  it('tells the child’s comfort to a poorly pet in the child’s own words, all of them', () => {
    const day = '他在旁边摸着豆包的头说豆包不怕 我陪着你';
    expect(zh.clauses(day)).toEqual([day]);
    expect(retell(day)).toBe('小熊摸着豆包的头，说：“豆包不怕，我陪着你！”');
  });

  it('tells the year’s first snow said with 头一场, and the grown-up who took the hero out after breakfast', () => {
    const she = { childPronoun: 'she' as const, hero: { name: '小企鹅', ta: '她' } };
    expect(retell('今年头一场雪', she)).toBe('今年第一场雪来了。');
    expect(retell('吃完早饭爷爷就带她下楼玩雪', she)).toBe('吃完早饭，爷爷就带小企鹅下楼玩雪。');
    // Said after the snow in one breath, the grandfather still takes her, not the hero who ate.
    expect(retell('今年头一场雪 吃完早饭爷爷就带她下楼玩雪', she)).toBe(
      '今年第一场雪来了，吃完早饭以后爷爷就带小企鹅下楼玩雪。',
    );
  });

  it('tells a friend’s grown-up’s comfort after a spill in their own words, not as said of the hero', () => {
    expect(retell('朵朵妈妈说没事没事 擦擦就好')).toBe('朵朵妈妈说：“没事没事，擦擦就好。”');
    expect(retell('爸爸说没关系')).toBe('爸爸说：“没关系。”');
  });

  it('tells a breakfast of bread said bare after its time as eaten (`早上牛奶面包`)', () => {
    expect(retell('早上牛奶面包')).toBe('早上小熊吃了牛奶面包。');
    expect(retell('早上吐司加鸡蛋')).toBe('早上小熊吃了吐司和鸡蛋。');
  });
});

describe('the Chinese reteller: news, a bare event, praise, a long ride and what the child made', () => {
  const she = { childPronoun: 'she' as const, hero: { name: '小兔子', ta: '她' } };

  it('tells news the grown-ups gave the child as told to the hero, not by the hero', () => {
    expect(retell('今天告诉她小仓鼠团团死了', she)).toBe('今天，家里人告诉小兔子，小仓鼠团团不在了。');
  });

  it('keeps the `的` of who made it and says a wish for a pet gone softly, not as a question', () => {
    expect(retell('妈妈回来她跑过去说 妈妈这是我做的', she)).toMatch(/“妈妈，这是我做的。”$/u);
    expect(retell('她摘了一朵小黄花放上面 说团团你去天上玩吧', she)).toMatch(/“团团，你去天上玩吧。”$/u);
    // A guess still asks.
    expect(retell('跟小狗说你饿了吧')).toBe('小熊跟小狗说：“你饿了吧？”');
  });

  it('tells a school’s event said bare as the day the hero went to it', () => {
    expect(retell('幼儿园元旦联欢会', she)).toBe('今天，小兔子参加了幼儿园的元旦联欢会。');
  });

  it('parts what the child is now from what the child will do alone', () => {
    expect(retell('早上非不让奶奶帮忙 说我是大孩子了我自己来')).toBe(
      '早上小熊非不让奶奶帮忙，说：“我是大孩子了，我自己来。”',
    );
  });

  it('tells praise said without who gave it, and how proud the child was', () => {
    expect(retell('夸了他半天 骄傲得不得了')).toBe('大家夸了小熊半天，他骄傲得不得了。');
  });

  it('tells clothes on back to front, a flower counted with 朵, and a strange bed before the tossing', () => {
    expect(retell('虽然裤子穿反了哈哈')).toBe('小熊把裤子穿反了。');
    expect(retell('老师发了一个小红花')).toBe('老师发了一朵小红花。');
    expect(retell('有点认床翻来覆去')).toBe('小熊有点认床，翻来覆去。');
  });

  it('tells eggshell in the bowl, a long ride by the day’s train, and a counting on the way', () => {
    expect(retell('壳掉进碗里了')).toBe('一点蛋壳掉进了碗里。');
    const day = '放假了坐高铁去姥姥家 路上坐了六个多小时 数了好多隧道';
    expect(retell('路上坐了六个多小时', { description: day })).toBe('路上，小熊坐了六个多小时的高铁。');
    expect(retell('数了好多隧道', { description: day })).toBe('小熊数了好多隧道。');
  });
});

describe('the Chinese reteller: whose clause it is', () => {
  it('puts no hero before a place that has something on (`小区有灯笼会`) nor before cousins (`俩表哥表姐`)', () => {
    expect(retell('晚上小区有灯笼会')).toBe('晚上，小区有灯笼会。');
    expect(retell('饭后俩表哥表姐留下来过夜')).toBe('饭后，俩表哥表姐留下来过夜。');
    expect(retell('三个小家伙在客厅打地铺')).toBe('三个小家伙在客厅打地铺。');
  });

  it('tells a new minder who came, not one the child changed (`换了个新阿姨来带他`)', () => {
    expect(retell('今天换了个新阿姨来带他')).toBe('今天，来了一个新阿姨带小熊。');
  });

  it('tells a no said to a wish, once there, and a lantern carried, as the child’s doing', () => {
    const she = { childPronoun: 'she' as const, hero: { name: '小狐狸', ta: '她' } };
    expect(retell('不给买就躺地上打滚', she)).toBe('小狐狸没买成，就躺在地上打滚。');
    expect(retell('到了奶奶带她去面包店', she)).toBe('到了以后，奶奶带小狐狸去了面包店。');
    expect(retell('提着灯笼走了一圈', she)).toBe('小狐狸提着灯笼走了一圈。');
    expect(retell('提灯笼', she)).toBe('小狐狸提着灯笼。');
    expect(retell('穿老虎衣服', she)).toBe('小狐狸穿了老虎衣服。');
  });

  it('keeps the verbless meal after its time, the outing with someone, and a feeling said bare', () => {
    expect(retell('早上包子豆浆')).toBe('早上小熊吃了包子豆浆。');
    expect(retell('下午游乐场和朵朵')).toBe('下午小熊和朵朵一起去了游乐场。');
    expect(retell('超开心')).toBe('小熊特别开心。');
  });

  it('tells a question asked unspaced after `说` as the child’s own words (`说明天刘阿姨还来吗`)', () => {
    const text = textOfDay('zh', '今天换了个新阿姨来带他 下午搭积木 晚上说明天刘阿姨还来吗', {
      seed: 's1',
      pronoun: 'he',
    });
    expect(text).toContain('说：“明天刘阿姨还来吗？”');
  });
});

describe('the Chinese reteller: a meltdown in public', () => {
  it('keeps the child’s own `我就要` when the parent adds that people looked on (`好多人看`)', () => {
    const she = { childPronoun: 'she' as const, hero: { name: '小狐狸', ta: '她' } };
    expect(retell('不给买就躺地上打滚 哭着喊我就要我就要 好多人看', she)).toBe(
      '小狐狸没买成，就躺在地上打滚，她哭着喊：“我就要，我就要！”',
    );
  });
});

describe('the Chinese reteller: a place typed with its brand', () => {
  it('leaves out the Latin letters before the place’s own name (`s.e.a.海洋馆 看鲨鱼`)', () => {
    const they = { childPronoun: 'they' as const, hero: { name: '独角兽', ta: '她' } };
    expect(retell('s.e.a.海洋馆 看鲨鱼', they)).toBe('独角兽去了海洋馆，看鲨鱼。');
    expect(retell('SEA海洋馆 看鲨鱼', they)).toBe('独角兽去了海洋馆，看鲨鱼。');
  });
});

describe('the Chinese reteller, on a hot day and a long wait', () => {
  const she = { childPronoun: 'she' as const, hero: { name: '小企鹅', ta: '她' } };

  it('tells `今天好热` as the weather, never as the child being hot', () => {
    expect(retell('今天好热', she)).toBe('今天天气好热。');
    expect(retell('今天好冷啊', she)).toBe('今天天气好冷。');
  });

  it('tells the air cooling, then the child going out, as two doings', () => {
    expect(retell('晚上凉快点了去楼下放风筝', she)).toBe('晚上，天凉快一点了，小企鹅去楼下放风筝。');
  });

  it('tells a child who cannot sit still as wriggling', () => {
    expect(retell('她坐不住', she)).toBe('小企鹅坐不住了，扭来扭去。');
  });

  it('keys a typed doing that parents split by its verb and its thing (`摔跤` told by `摔了一跤`)', () => {
    expect(zh.keys('摔跤')).toEqual(['摔', '跤']);
    expect(zh.keys('玩水')).toEqual(['玩', '水']);
    expect(zh.keys('理发')).toEqual(['理', '发']);
  });
});

describe('the Chinese reteller, on doings it used to leave out', () => {
  it('tells a puzzle done, and chatter that went on late, with the hero', () => {
    expect(retell('拼了小猫拼图')).toBe('小熊拼了小猫拼图。');
    expect(retell('叽叽喳喳闹到十点多')).toBe('小熊叽叽喳喳地闹到十点多。');
  });

  it('tells the parent who held the crying child until the tears were done, by who the parent is', () => {
    const mum = { grownUps: ['妈妈'], childPronoun: 'she' as const, hero: { name: '小狐狸', ta: '她' } };
    expect(retell('我蹲下来抱着她等她哭完', mum)).toBe('妈妈蹲下来，抱着小狐狸，等她哭完。');
    // With no grown-up known, the parent's `我` is not told as a stranger's.
    expect(retell('我蹲下来抱着她等她哭完', { ...mum, grownUps: [] })).toBeUndefined();
  });
});

describe('the Chinese reteller, on a day typed in a hurry', () => {
  it('tells a verbless morning and its food as eaten', () => {
    expect(retell('早上鸡蛋饼')).toBe('早上小熊吃了鸡蛋饼。');
  });

  it('tells a verbless afternoon, a place and someone as gone there together', () => {
    expect(retell('下午跟奶奶菜市场')).toBe('下午小熊和奶奶一起去了菜市场。');
    expect(retell('下午 公园 跟乐乐')).toBe('下午，小熊和乐乐一起去了公园。');
    expect(retell('下午和乐乐在公园')).toBe('下午，小熊和乐乐一起在公园玩。');
    // A verb the parent typed stays the parent's.
    expect(retell('跟奶奶去超市')).not.toContain('去去');
  });

  it('tells a feeling said bare as the hero’s', () => {
    expect(retell('超开心')).toBe('小熊特别开心。');
    expect(retell('有点难过')).toBe('小熊有点难过。');
  });
});

describe('the Chinese reteller: a jab, a papa home from a trip, a story time and a feeling said bare', () => {
  const she = { childPronoun: 'she' as const, hero: { name: '小兔子', ta: '她' } };
  const zuri = { childPronoun: 'she' as const, hero: { name: 'Zuri', ta: '她' }, children: ['Zuri'] };

  it('tells the jab over before what the nurse did, and the child’s words to grandma once out', () => {
    expect(retell('打完护士姐姐给了她一张小老虎贴纸', she)).toBe('打完针以后，护士姐姐给了小兔子一张小老虎贴纸。');
    expect(retell('出来还跟奶奶说我很勇敢哦', she)).toBe('出来以后，小兔子还跟奶奶说：“我很勇敢哦。”');
  });

  it('tells the parent’s pet name as the child before a running, a sitting, a standing and a borrowing', () => {
    expect(retell('宝宝一听到开门声就冲过去', she)).toBe('小兔子一听到开门声就冲过去。');
    expect(retell('宝贝坐在最前面', she)).toBe('小兔子坐在最前面。');
    expect(retell('她站第一排', she)).toBe('小兔子站在第一排。');
    expect(retell('借了三本绘本回家', she)).toBe('小兔子借了三本绘本回家。');
  });

  it('tells a question and the words after it each with its own mark, and how long someone was away', () => {
    expect(retell('抱着爸爸的腿说 爸爸你怎么才回来呀 我好想你', she)).toBe(
      '小兔子抱着爸爸的腿说：“爸爸，你怎么才回来呀？我好想你！”',
    );
    expect(retell('爸爸出差一个礼拜今天终于回来了', she)).toBe('爸爸出差了一个礼拜，今天终于回来了。');
  });

  it('quotes a grown-up’s soothing words, a teacher’s question and the child’s answer with a hand up', () => {
    expect(retell('爷爷说别哭')).toBe('爷爷说：“别哭。”');
    expect(retell('妈妈说不哭不哭')).toBe('妈妈说：“不哭，不哭。”');
    expect(retell('老师问毛毛虫吃了什么', she)).toBe('老师问：“毛毛虫吃了什么？”');
    expect(retell('她举手说苹果', she)).toBe('小兔子举手说：“苹果。”');
  });

  it('tells a feeling said bare after the child’s pronoun, and short clauses of a child named in Latin letters', () => {
    expect(retell('他有点害怕')).toBe('小熊有点害怕。');
    expect(retell('她有点想哭', she)).toBe('小兔子有点想哭。');
    expect(retell('她有点想哭', zuri)).toBe('Zuri有点想哭。');
    expect(retell('哭了好久', zuri)).toBe('Zuri哭了好久。');
    expect(retell('她喝了半碗', zuri)).toBe('Zuri喝了半碗。');
  });

  it('tells the child taken to have a haircut as the one who went', () => {
    expect(retell('下午带宝宝去理发', she)).toBe('下午小兔子去理发了。');
    expect(retell('下午带她去理发', she)).toBe('下午小兔子去理发了。');
  });

  it('tells an outing with someone and its own 一起去 once, and who the child was with said alone', () => {
    expect(retell('和奶奶一起去公园', she)).toBe('小兔子和奶奶一起去了公园。');
    expect(retell('跟奶奶一起去了公园', she)).toBe('小兔子跟奶奶一起去了公园。');
    expect(retell('下午跟奶奶一起去公园', she)).toBe('下午小兔子和奶奶一起去了公园。');
    expect(retell('下午跟奶奶菜市场', she)).toBe('下午小兔子和奶奶一起去了菜市场。');
    expect(retell('跟表姐豆豆', she)).toBe('小兔子跟表姐豆豆在一起。');
    expect(retell('好困', she)).toBe('小兔子特别困。');
    expect(retell('把小米笑得打嗝', { names: ['小米'] })).toBe('小熊把小米逗得打嗝。');
  });

  it('keys a typed fetching of papa, a story heard, a ball kicked and a sled by the parent’s own words of them', () => {
    expect(zh.keys('接爸爸')).toEqual(['爸爸', '回']);
    expect(zh.keys('听故事')).toEqual(['故事']);
    expect(zh.keys('踢球')).toEqual(['踢', '球']);
    expect(zh.keys('滑雪橇')).toEqual(['滑', '雪橇']);
  });

  it('tells a gift the child got, a dentist’s mirror, a grown-up’s words to the child and a coach’s comfort', () => {
    const zuri = { childPronoun: 'he' as const, hero: { name: 'Zuri', ta: '他' } };
    expect(retell('走的时候还送了他一个小牙刷', zuri)).toBe('走的时候，Zuri还收到了一个小牙刷。');
    expect(retell('用小镜子数牙齿', zuri)).toBe('牙医用小镜子数了数Zuri的牙齿。');
    expect(retell('医生阿姨说你的牙齿好白哦', zuri)).toBe('医生阿姨说：“你的牙齿好白哦！”');
    expect(retell('教练说没事没事', zuri)).toBe('教练说：“没事，没事。”');
    expect(retell('闹脾气说不要站不要站', zuri)).toBe('Zuri闹脾气说：“不要站，不要站！”');
  });

  it('tells cream on the mouth, wet trousers, a full bus, being carried off and a near fall as the child’s', () => {
    const zuri = { childPronoun: 'he' as const, hero: { name: 'Zuri', ta: '他' } };
    expect(retell('嘴上全是奶油', zuri)).toBe('Zuri的嘴上全是奶油。');
    expect(retell('踩得裤子全湿了', zuri)).toBe('Zuri踩得裤子全湿了。');
    expect(retell('车上人多没座位', zuri)).toBe('车上人好多，没有座位了。');
    expect(retell('是爸爸抱着他下的车', zuri)).toBe('最后，爸爸抱着Zuri下了车。');
    expect(retell('差点把他拽倒', zuri)).toBe('Zuri差点被拽倒了。');
    const told = zh.clauses('旺财一看到小鸟就往前冲 差点把她拽倒');
    expect(told).toEqual(['旺财一看到小鸟就往前冲 差点把她拽倒']);
  });

  it('tells a place and a doing typed bare, `玩的开心` with 得, a crowd found at the door and a friend’s home', () => {
    const zuri = { childPronoun: 'she' as const, hero: { name: 'Zuri', ta: '她' } };
    expect(retell('超市发脾气', zuri)).toBe('Zuri在超市发脾气了。');
    expect(retell('公园野餐', zuri)).toBe('Zuri在公园野餐了。');
    expect(retell('在浅水区踢水 玩的可开心了', zuri)).toBe('Zuri在浅水区踢水，玩得可开心了。');
    expect(retell('一进门人好多', zuri)).toBe('Zuri一进门，发现人好多。');
    expect(retell('去他家开派对', { ...zuri, names: ['乐乐'] })).toBe('Zuri去乐乐家开派对。');
  });

  it('tells the cold in degrees, a boat on the way home, the grown-ups’ bed, a night light and an asking', () => {
    const zuri = { childPronoun: 'she' as const, hero: { name: 'Zuri', ta: '她' } };
    expect(retell('今天零下十度好冷', zuri)).toBe('今天外面零下十度，好冷好冷。');
    expect(retell('回来的船上就睡着了', zuri)).toBe('回家的船上，Zuri就睡着了。');
    expect(retell('跑过来钻到我们大床上', zuri)).toBe('Zuri跑过来钻到爸爸妈妈的大床上。');
    expect(retell('开了小夜灯', zuri)).toBe('小夜灯亮了，暖暖的光照着Zuri。');
    expect(zh.clauses('晚上爸爸又回超市问 原来掉在购物车里了 收银阿姨帮忙收着呢')).toEqual([
      '晚上爸爸又回超市问 原来掉在购物车里了',
      '收银阿姨帮忙收着呢',
    ]);
    expect(retell('晚上爸爸又回超市问 原来掉在购物车里了', zuri)).toBe(
      '晚上，爸爸又回超市问了问，原来掉在购物车里了。',
    );
    expect(retell('收银阿姨帮忙收着呢', zuri)).toBe('收银阿姨帮忙收着呢。');
  });

  it('keeps the child’s own words after a moment, and tells a bird that snatched the bread held out to it', () => {
    const zuri = { childPronoun: 'she' as const, hero: { name: 'Zuri', ta: '她' } };
    expect(retell('视频的时候还说明天要早点接我哦', zuri)).toBe('视频的时候，Zuri还说：“明天要早点接我哦！”');
    const he = { childPronoun: 'he' as const, hero: { name: 'Zuri', ta: '他' }, description: '还拿面包喂海鸥' };
    expect(retell('海鸥飞过来一口叼走了 把他吓一跳又哈哈大笑', he)).toBe(
      '海鸥飞过来，一口就叼走了面包，把Zuri吓了一跳，他又哈哈大笑起来。',
    );
  });

  it('tells the family dog that pulled on its lead and nearly had the child over', () => {
    const she = {
      childPronoun: 'she' as const,
      hero: { name: 'Zuri', ta: '她' },
      names: [],
      description: '早上跟姥爷去遛狗狗旺财 旺财一看到小鸟就往前冲 差点把她拽倒',
    };
    expect(retell('旺财一看到小鸟就往前冲 差点把她拽倒', she)).toBe('旺财一看到小鸟就往前冲，差点把Zuri拽倒了。');
  });

  it('tells a toy found kissed in the child’s arms, a choice the child was let make, and a meal cooked for the child', () => {
    const he = {
      childPronoun: 'he' as const,
      hero: { name: 'Zuri', ta: '他' },
      description: '他的小狗布偶汪汪丢了 原来掉在购物车里了 抱回来亲了好几口',
    };
    expect(retell('抱回来亲了好几口', he)).toBe('Zuri把汪汪抱在怀里，亲了好几口。');
    // With nothing lost, a grown-up carried the child.
    expect(retell('抱回来亲了好几口', { ...he, description: '抱回来亲了好几口' })).not.toMatch(/^Zuri把/u);
    expect(retell('后来让他自己选帽子', he)).toBe('爸爸妈妈让Zuri自己选帽子。');
    expect(retell('挑了个小老虎帽子才肯穿', he)).toBe('Zuri挑了一个小老虎帽子，才肯穿上。');
    expect(retell('奶奶给熬了白粥', he)).toBe('奶奶给Zuri熬了白粥。');
  });

  it('tells an afternoon at a place with someone, said with 在, as played there', () => {
    const she = { childPronoun: 'she' as const, hero: { name: 'Zuri', ta: '她' } };
    expect(retell('下午在公园跟乐乐', she)).toBe('下午Zuri和乐乐一起在公园玩。');
    expect(retell('下午公园跟乐乐', she)).toBe('下午Zuri和乐乐一起去了公园。');
  });

  it('tells a meal said bare with where it was eaten, a hotpot supper, and low spirits said bare', () => {
    const she = { childPronoun: 'she' as const, hero: { name: 'Zuri', ta: '她' } };
    expect(retell('中午在奶奶家饺子', she)).toBe('中午Zuri在奶奶家吃了饺子。');
    expect(retell('中午在幼儿园米饭和鸡腿', she)).toBe('中午Zuri在幼儿园吃了米饭和鸡腿。');
    expect(retell('晚上火锅', she)).toBe('晚上Zuri吃了火锅。');
    expect(retell('蔫蔫的', she)).toBe('Zuri蔫蔫的，没什么精神。');
    expect(retell('有点没精神', she)).toBe('Zuri没什么精神。');
  });

  it('tells the child’s own call after 自己喊 as the child’s words, never the parent’s 我 as mother', () => {
    const he = { childPronoun: 'he' as const, hero: { name: 'Zuri', ta: '他' } };
    const day = '宝贝今天第一次自己坐马桶尿尿了 自己喊妈妈我要尿尿 还自己冲了水';
    const [clause = ''] = zh.clauses(day);
    expect(retell(clause, { ...he, names: [], description: day })).toBe(
      'Zuri今天第一次自己坐马桶尿尿了，自己喊：“妈妈，我要尿尿！”',
    );
    // At the line's end too.
    const [last = ''] = zh.clauses('自己喊妈妈我要尿尿');
    expect(retell(last, he)).toBe('Zuri自己喊：“妈妈，我要尿尿！”');
  });

  it('tells news the parents gave the child as theirs, not the child among those who told it', () => {
    const she = { childPronoun: 'she' as const, hero: { name: 'Zuri', ta: '她' } };
    expect(retell('我们跟她说了团团去世了', she)).toBe('爸爸妈妈告诉Zuri，团团去世了。');
    expect(retell('爸爸妈妈跟她说了团团去世了', she)).toBe('爸爸妈妈告诉Zuri团团去世了。');
  });

  it('tells a new baby brother home, an early start, and what the child said of the baby', () => {
    const she = { childPronoun: 'she' as const, hero: { name: 'Zuri', ta: '她' } };
    expect(retell('小弟弟回家第三天', she)).toBe('小弟弟回家第三天。');
    expect(retell('宝贝一早就趴在小床边看弟弟 说弟弟的手好小', she)).toBe(
      'Zuri一早就趴在小床边看弟弟，说：“弟弟的手好小。”',
    );
    expect(retell('一早起来就趴在小床边看弟弟', she)).toBe('一早起来，Zuri就趴在小床边看弟弟。');
  });

  it('tells what was picked, said alone by its look, with the picking', () => {
    const she = { childPronoun: 'she' as const, hero: { name: 'Zuri', ta: '她' } };
    expect(zh.clauses('下午爷爷带她去公园捡落叶 黄黄的银杏叶 她捡了一大把')[0]).toContain('黄黄的银杏叶');
    const [clause = ''] = zh.clauses('下午爷爷带她去公园捡落叶 黄黄的银杏叶');
    expect(retell(clause, she)).toBe('下午，爷爷带Zuri去公园捡落叶，黄黄的银杏叶。');
  });

  it('tells an afternoon at a place with a friend, said apart or with a bare 去, as one outing', () => {
    const she = { childPronoun: 'she' as const, hero: { name: 'Zuri', ta: '她' } };
    expect(retell('下午小区花园 和朵朵', she)).toBe('下午Zuri和朵朵一起去了小区花园。');
    expect(retell('下午去公园跟乐乐', she)).toBe('下午Zuri和乐乐一起去了公园。');
    expect(retell('周六海洋馆 跟豆豆', she)).toBe('周六Zuri和豆豆一起去了海洋馆。');
  });

  it('tells a small doing, a few sips, a sit-down in the snow, a fruitless search and a day off as the child’s', () => {
    const he = { childPronoun: 'he' as const, hero: { name: 'Zuri', ta: '他' } };
    expect(retell('玩雪', he)).toBe('Zuri玩雪了。');
    expect(retell('只喝了几口', he)).toBe('Zuri只喝了几口。');
    expect(retell('赖在雪地里', he)).toBe('Zuri赖在雪地里。');
    expect(retell('翻遍了车里也没有 哭了一路', he)).toBe('Zuri翻遍了车里，也没找到，他哭了一路。');
    expect(retell('一会儿就又睡着了', he)).toBe('Zuri一会儿就又睡着了。');
    expect(retell('没去幼儿园 吃了退烧药', he)).toBe('Zuri没去幼儿园，吃了退烧药。');
  });

  it('tells hot cocoa as a drink, not as a friend called 可可', () => {
    const he = { childPronoun: 'he' as const, hero: { name: 'Zuri', ta: '他' } };
    expect(retell('爷爷说回家喝热可可', he)).toBe('爷爷说回家喝热巧克力。');
    expect(retell('喝了一杯可可', he)).toBe('Zuri喝了一杯热巧克力。');
  });

  it('tells a typed goodbye the parent’s words tell already once, and the child’s goodbye by name as said', () => {
    const she = {
      childPronoun: 'she' as const,
      hero: { name: 'Zuri', ta: '她' },
      description: '下午跟爸爸在楼下把团团埋了 她放了一片叶子 说团团再见',
    };
    expect(retell('跟团团说再见', she)).toBeUndefined();
    expect(retell('跟团团说再见', { ...she, description: '下午跟爸爸在楼下把团团埋了' })).toBeDefined();
    expect(retell('她放了一片叶子 说团团再见', she)).toBe('Zuri放了一片叶子，说：“团团，再见。”');
  });

  it('tells a change to come with its time, as coming (`下个月要搬家了`)', () => {
    const he = { childPronoun: 'he' as const, hero: { name: 'Zuri', ta: '他' } };
    expect(retell('下个月要搬家了', he)).toBe('下个月，Zuri就要搬家了。');
    expect(retell('下周要开学了', he)).toBe('下周，Zuri就要开学了。');
  });

  it('tells the last day at kindergarten as the child’s', () => {
    const he = { childPronoun: 'he' as const, hero: { name: 'Zuri', ta: '他' } };
    expect(retell('今天是在幼儿园的最后一天', he)).toBe('今天是Zuri在幼儿园的最后一天。');
    expect(retell('幼儿园最后一天', he)).toBe('今天是Zuri在幼儿园的最后一天。');
  });

  it('tells `后天` as the day after tomorrow and `爸爸呢` as a question of where dad is', () => {
    const she = { childPronoun: 'she' as const, hero: { name: 'Zuri', ta: '她' } };
    expect(retell('爸爸说后天就回来', she)).toBe('爸爸说后天就回来。');
    expect(retell('今天早上起来就问 爸爸呢', she)).toBe('今天早上，Zuri起来就问：“爸爸呢？”');
    // `后来` is no `after …`: not `Zuri后，她来就…`.
    expect(retell('后来乖乖坐好了', she)).toBe('Zuri后来就乖乖坐好了。');
  });

  it('tells the rain that kept the child in, with its time first, as weather', () => {
    expect(retell('下午下大雨出不去')).toBe('下午下大雨了，小熊出不去。');
  });

  it('tells crooked buttons and help refused as the child’s, and who got better after a grown-up’s words', () => {
    const he = { childPronoun: 'he' as const, hero: { name: 'Zuri', ta: '他' } };
    expect(retell('扣子扣歪了也不让帮忙', he)).toBe('Zuri把扣子扣歪了，他也不让爸爸妈妈帮忙。');
    expect(retell('爷爷说回家喝热巧克力 才慢慢好了', he)).toBe('爷爷说回家喝热巧克力，Zuri才慢慢好了。');
  });

  it('tells a day said bare, a table of food, a cape refused and a meeting at the station', () => {
    const he = { childPronoun: 'he' as const, hero: { name: 'Zuri', ta: '他' } };
    expect(retell('好忙的一天', he)).toBe('今天Zuri好忙呀。');
    expect(retell('特别累的一天', he)).toBe('今天Zuri特别累呀。');
    expect(retell('一大桌子菜', he)).toBe('Zuri看到了满满一大桌子菜。');
    expect(retell('围布也不肯围', he)).toBe('Zuri也不肯围围布。');
    expect(retell('到了爷爷在站口接我们', he)).toBe('爷爷已经在站口等着接Zuri了。');
    expect(retell('转圈圈转到晕', he)).toBe('Zuri转圈圈，转得头都晕了。');
  });

  it('tells the verbless meal, the verbless outing with someone and a feeling said bare', () => {
    const he = { childPronoun: 'he' as const, hero: { name: 'Zuri', ta: '他' } };
    expect(retell('中午面条', he)).toBe('中午Zuri吃了面条。');
    expect(retell('下午小区花园跟奶奶', he)).toBe('下午Zuri和奶奶一起去了小区花园。');
    expect(retell('有点累', he)).toBe('Zuri有点累。');
    expect(retell('早上面包牛奶 中午米饭', he)).toBe('早上Zuri吃了面包牛奶，中午吃了米饭。');
    expect(retell('下午楼下跟朵朵', he)).toBe('下午Zuri在楼下跟朵朵一起玩。');
    expect(retell('下午和乐乐小区滑滑梯', he)).toBe('下午Zuri和乐乐在小区滑滑梯。');
    expect(retell('心情不好', he)).toBe('Zuri心情不太好。');
    expect(retell('委屈巴巴', he)).toBe('Zuri委屈巴巴的。');
  });

  it('tells a joke with its answer and the family’s laugh at it, in one sentence', () => {
    const day = '晚饭的时候她讲了个笑话 说小猫咪为什么不洗澡 因为怕变成小湿猫 全家笑翻了';
    expect(zh.clauses(day)).toEqual([day]);
    expect(retell(day, { childPronoun: 'she', hero: { name: 'Zuri', ta: '她' } })).toBe(
      '晚饭的时候，Zuri讲了一个笑话，说小猫咪不洗澡，是因为怕变成小湿猫，全家笑翻了。',
    );
  });

  it('counts a typed doing told by the parent’s own words of it (`看窗外`, `跟表哥玩`, `吃药`, `找汪汪`)', () => {
    const told = (typed: string, text: string) => zh.keys(typed).every((key) => zh.has(text, key));
    expect(told('看窗外', '上车以后她趴在窗户上看外面')).toBe(true);
    expect(told('跟表哥玩', '表哥乐乐也来了 两个人一起看绘本')).toBe(true);
    expect(told('跟表哥玩', '下午跟妈妈去公园')).toBe(false);
    expect(told('吃药', 'Zuri没去幼儿园，吃了退烧药。')).toBe(true);
    expect(told('捡树叶', '下午，爷爷带Zuri去公园捡落叶，黄黄的银杏叶。')).toBe(true);
    expect(told('自己上厕所', 'Zuri今天第一次自己坐马桶尿尿了。')).toBe(true);
    expect(told('找汪汪', '他的小狗布偶汪汪丢了，原来掉在购物车里了。')).toBe(true);
    expect(told('找汪汪', '他跟爸爸去了超市。')).toBe(false);
  });

  it('tells the thunder, the needle and the splash as what they were, and the child after them', () => {
    const she = { childPronoun: 'she' as const, hero: { name: 'Zuri', ta: '她' } };
    const he = { childPronoun: 'he' as const, hero: { name: 'Zuri', ta: '他' } };
    expect(retell('晚上打雷不敢睡', she)).toBe('晚上打雷了，Zuri不敢睡。');
    expect(retell('半夜打雷了吓得哇哇哭', she)).toBe('半夜打雷了，Zuri吓得哇哇哭。');
    expect(retell('针一扎下去就哇哇大哭', she)).toBe('针一扎下去，Zuri就哇哇大哭。');
    expect(retell('鱼尾巴一甩溅了他一脸水 笑死我了', he)).toBe('鱼尾巴一甩，溅了Zuri一脸水。');
  });

  it('tells a lantern gone dark and the tears for it in one sentence, and the moon watched together after', () => {
    const she = { childPronoun: 'she' as const, hero: { name: 'Zuri', ta: '她' } };
    expect(retell('兔子灯走着走着没电了不亮了她就哭了', she)).toBe('兔子灯走着走着没电了，不亮了，Zuri就哭了。');
    expect(retell('气球飞走了', she)).toBe('气球飞走了。');
    expect(zh.clauses('爷爷把灯笼给她提 后来一起看月亮')).toContain('一起看月亮');
    expect(retell('一起看月亮', she)).toBe('Zuri和大家一起看月亮。');
    expect(retell('中秋节一大家子在奶奶家吃饭', she)).toBe('一大家子在奶奶家吃饭。');
  });

  it('tells who handed the toy back as the one named before, and the early hour before the one who woke', () => {
    const he = { childPronoun: 'he' as const, hero: { name: 'Zuri', ta: '他' }, names: ['朵朵'] };
    const day = '表姐朵朵来家里玩 朵朵跟他说对不起 把挖掘机还给他了';
    expect(retell('把挖掘机还给他了', { ...he, description: day })).toBe('朵朵把挖掘机还给Zuri了。');
    expect(retell('早上六点多就醒了', he)).toBe('早上六点多，Zuri就醒了。');
    expect(retell('7点就起床了', he)).toBe('7点，Zuri就起床了。');
  });

  it('tells the treat after the jab as the grown-up’s, and the child asking to have the arm blown on', () => {
    const she = { childPronoun: 'she' as const, hero: { name: 'Zuri', ta: '她' }, parent: '妈妈' };
    expect(retell('回来路上买了根棒棒糖就好了', she)).toBe('回来路上，妈妈给Zuri买了一根棒棒糖，她就好了。');
    expect(retell('让妈妈吹吹', she)).toBe('Zuri让妈妈给她吹一吹。');
    expect(retell('奶奶给吹吹', she)).toBe('奶奶给她吹一吹。');
  });

  it('keeps what the child showed on a video call with the call', () => {
    const day = '睡前跟爸爸视频了 给爸爸看了她画的画 爸爸说后天就回来';
    expect(zh.clauses(day)).toEqual(['睡前跟爸爸视频了 给爸爸看了她画的画', '爸爸说后天就回来']);
    expect(zh.clauses('下午去公园了 给爸爸看了她画的画')).toHaveLength(2);
  });
});

describe('the Chinese reteller on a first day, a new baby, a party, a lost toy and a day ill at home', () => {
  const she = { childPronoun: 'she' as const, hero: { name: 'Zuri', ta: '她' }, names: [], parent: '妈妈' };
  const he = { childPronoun: 'he' as const, hero: { name: 'Zuri', ta: '他' }, names: [], parent: '妈妈' };
  const told = (day: string, pronoun: 'she' | 'he' = 'she') =>
    zh
      .clauses(day)
      .map((clause) => zh.retell(clause, context({ ...(pronoun === 'she' ? she : he), description: day })));

  it('ends the child’s words where the parent’s own comfort begins, and tells the comfort', () => {
    const day = '弟弟小宝今天出院回家了 他一开始不让我抱弟弟 说妈妈是我的 我就先抱着他说妈妈永远爱你';
    const story = told(day, 'he');
    expect(story).toContain('Zuri一开始不让妈妈抱弟弟，说：“妈妈是我的。”');
    expect(story).toContain('妈妈抱着Zuri，说：“妈妈永远爱你。”');
  });

  it('tells the parent’s word to the other child on sharing, and a typed visit once beside the named one', () => {
    const day = '表姐朵朵来家里玩 俩人抢那个挖掘机 朵朵一把抢走了他就哭得稀里哗啦 我跟朵朵说轮流玩';
    expect(told(day, 'he')).toContain('妈妈跟朵朵说，两个人要轮流玩。');
    expect(zh.keys('表姐来玩').every((key) => zh.has('表姐朵朵来家里玩', key))).toBe(true);
    expect(retell('表姐来玩', { description: '表姐朵朵来家里玩' })).toBeUndefined();
  });

  it('tells the teacher who carried the child in, the parent at the door, the pickup and the child’s wish', () => {
    const day =
      '今天zuri第一天上幼儿园 到门口拉着我不撒手 哭着喊妈妈别走 最后老师抱进去的 我在外面偷偷看了一会儿才走 下午去接她 说老师给她讲了故事还吃了小饼干 还说明天还要在来';
    const story = told(day);
    expect(story).toContain('老师把Zuri抱进去了。');
    expect(story).toContain('妈妈在外面偷偷看了一会儿，才走。');
    expect(story).toContain('下午，妈妈去接Zuri，她说老师给她讲了故事，还吃了小饼干。');
    expect(story).toContain('Zuri还说：“明天还要再来。”');
  });

  it('tells whose birthday it was, the balloon that popped with the fright, and the new balloon', () => {
    const day = '今天是表哥乐乐生日 她抱着一个粉色的气球玩 突然啪一声爆了 吓得哇哇哭 舅妈又给她拿了一个新的';
    const story = told(day);
    expect(story).toContain('今天是表哥乐乐的生日。');
    expect(story).toContain('气球突然啪的一声爆了，Zuri吓得哇哇哭。');
    expect(story).toContain('舅妈又给Zuri拿了一个新的气球。');
  });

  it('tells the lost toy by its name where it was found and held', () => {
    const day =
      '出门前找不到他的小熊噗噗了 沙发底下床底下都翻遍了 哭着不肯出门 最后爸爸在洗衣机里找到的 原来是昨天跟衣服一起扔进去了 抱着就不哭了';
    const story = told(day, 'he');
    expect(story).toContain('出门前，Zuri找不到小熊噗噗了。');
    expect(story).toContain('爸爸在洗衣机里找到了小熊噗噗，原来是昨天跟衣服一起扔进去了。');
    expect(story).toContain('Zuri抱着小熊噗噗，就不哭了。');
  });

  it('tells the fever and the parent who stayed on the sofa with the child', () => {
    const story = told('发烧了在家躺了一天 我陪她在沙发上看小猪佩奇 妈妈给她喂了药');
    expect(story).toContain('Zuri发烧了，在家躺了一天。');
    expect(story).toContain('妈妈陪着Zuri在沙发上看小猪佩奇。');
  });

  it('tells a goat that ate the mitten, and a treat bought by the one parent the day names', () => {
    expect(retell('一只山羊把她的手套吃了', she)).toBe('一只山羊把Zuri的手套吃了。');
    const day = '回来路上买了根棒棒糖就好了 晚上说胳膊疼 让妈妈吹吹';
    expect(retell('回来路上买了根棒棒糖就好了', { ...she, description: day })).toBe(
      '回来路上，妈妈给Zuri买了一根棒棒糖，她就好了。',
    );
  });
});

describe('the Chinese reteller on a fall, a tantrum, a friend over, the zoo and a day at the grandparents’', () => {
  const she = { childPronoun: 'she' as const, hero: { name: 'Zuri', ta: '她' }, names: [], parent: '妈妈' };
  const he = { childPronoun: 'he' as const, hero: { name: 'Zuri', ta: '他' }, names: [], parent: '妈妈' };
  const told = (day: string, pronoun: 'she' | 'he' = 'she', more: Partial<RetellContext> = {}) =>
    zh
      .clauses(day)
      .map((clause) => zh.retell(clause, context({ ...(pronoun === 'she' ? she : he), description: day, ...more })));

  it('tells the parent who picked the child up after the fall, and the neighbour’s plaster with its picture', () => {
    const day =
      '下坡太快摔了一跤 膝盖擦破皮了 我赶紧抱起来给她吹吹 隔壁王阿姨拿了个创可贴给她贴上 还是小猪佩奇的 她一下就不哭了';
    const story = told(day);
    expect(story).toContain('妈妈赶紧把Zuri抱起来，给她吹一吹。');
    expect(story).toContain('隔壁王阿姨拿来一个创可贴，给Zuri贴上了，还是小猪佩奇的。');
  });

  it('tells why the child would not leave, and the promise that ended the tantrum', () => {
    const story = told('游乐场玩完了不肯走 赖在滑梯上哭闹 我抱着他说明天再来才肯回家', 'he');
    expect(story).toContain('在游乐场玩完了，该回家了，可是Zuri不肯走。');
    expect(story).toContain('妈妈抱着Zuri，说：“明天再来。”他这才肯回家。');
  });

  it('tells what the two children fought over, the turns and the child’s own sharing', () => {
    const day =
      '下午豆豆来家里玩 后来为了小汽车抢起来了 豆豆一把抢走 zuri哇哇哭 我让她俩轮流玩 后来zuri自己把最喜欢的小恐龙拿给豆豆玩 还分草莓给她吃';
    const story = told(day, 'she', { names: ['豆豆'], otherKids: ['豆豆'] });
    expect(story).toContain('Zuri和豆豆为了小汽车抢了起来。');
    expect(story).toContain('妈妈让Zuri和豆豆轮流玩。');
    expect(story).toContain('后来，Zuri自己把最喜欢的小恐龙拿给豆豆玩，还把草莓分给豆豆吃。');
  });

  it('tells the child calmed by a grown-up’s word at the zoo, and a doing aboard the plane', () => {
    expect(told('老虎吼了一声 吓得躲到爸爸怀里 爸爸说老虎在里面出不来 就不怕了', 'he')).toContain(
      '爸爸说老虎在里面出不来，Zuri就不怕了。',
    );
    expect(retell('飞机上看云朵')).toBe('小熊在飞机上看云朵。');
  });

  it('tells the day left at the grandmother’s, the grandfather who brought the child home and the sleep on the way', () => {
    const day = '送姥姥家待了一天 早上跟姥姥去菜市场买菜 晚上姥爷骑电动车送回来的 路上就睡着了';
    const story = told(day);
    expect(story).toContain('Zuri在姥姥家待了一天。');
    expect(story).toContain('晚上，姥爷骑电动车把Zuri送回来了。');
    expect(story).toContain('Zuri在路上就睡着了。');
    expect(told('玩到快九点才回家 车上就睡着了')).toContain('Zuri在车上就睡着了。');
  });

  it('tells the candles at a cousin’s birthday as the cousin’s, and the cake as everyone’s', () => {
    const story = told('今天是表哥乐乐生日 后来吹蜡烛吃蛋糕 她抹了一脸奶油');
    expect(story).toContain('表哥乐乐吹了蜡烛，大家一起吃了蛋糕。');
    expect(story).not.toContain('Zuri吹蜡烛吃蛋糕。');
    // The child's own birthday keeps the candles the child's.
    expect(told('今天是她生日 后来吹蜡烛吃蛋糕').join('')).not.toContain('大家一起吃了蛋糕');
  });

  it('tells a fish’s splash and the start it gave, the lap it was done on, and the dish of the bowl drunk', () => {
    const day = '爷爷带他去河边钓鱼 鱼一甩尾巴溅了他一脸水 吓了一跳 中午回来奶奶烧了鱼汤 他喝了一大碗';
    const told = zh.clauses(day).map((clause) => retell(clause, { description: day }));
    expect(told).toContain('鱼一甩尾巴，溅了小熊一脸水，他吓了一跳。');
    expect(told).toContain('中午回到家，奶奶烧了鱼汤。');
    expect(told).toContain('小熊喝了一大碗鱼汤。');
    expect(retell('最后我抱着他坐腿上剪的', { parent: '妈妈' })).toBe('妈妈抱着小熊坐在腿上，这才剪完了。');
  });

  it('tells a parent away on a trip by its days, a child standing still, and a promise to the child with 你', () => {
    expect(retell('爸爸出差第三天')).toBe('爸爸去出差了，今天已经是第三天了。');
    const she = { childPronoun: 'she' as const, hero: { name: '小兔子', ta: '她' }, parent: '妈妈' };
    expect(retell('她就站那不动', she)).toBe('小兔子就站在那儿不动。');
    expect(retell('我跟她说明天带她去超市再挑一个', she)).toBe('妈妈说：“明天带你去超市再挑一个。”');
  });

  it('tells the parent’s own care after the cat’s scratch as theirs, and the scratch’s mark and tears', () => {
    const day = '他非要去揪咪咪尾巴 被挠了一下 手背一道红印子 哇一下就哭了 我给他冲了冲水 抱着他说咪咪不是故意的';
    const told = zh.clauses(day).map((clause) => retell(clause, { description: day, parent: '妈妈' }));
    expect(told).toContain('小熊的手背上多了一道红印子。');
    expect(told).toContain('小熊哇地一声就哭了。');
    expect(told).toContain('妈妈给他冲了冲水。');
    expect(told).toContain('妈妈抱着小熊说：“咪咪不是故意的。”');
    expect(told.join('')).not.toContain('小熊抱着他');
  });

  it('tells a first night at the grandparents’: left there, the grown-ups going, the story and the pat to sleep', () => {
    const day =
      '第一次在爷爷奶奶家过夜 下午送过去的 我们走的时候她头都没回哈哈 奶奶给她讲故事拍着睡的 早上爷爷说一觉睡到七点';
    const she = { childPronoun: 'she' as const, hero: { name: '小兔子', ta: '她' }, description: day };
    const told = zh.clauses(day).map((clause) => retell(clause, she));
    expect(told).toContain('下午，小兔子被送了过去。');
    expect(told).toContain('爸爸妈妈走的时候，小兔子头都没回。');
    expect(told).toContain('奶奶给小兔子讲了故事，拍着她睡着了。');
    expect(told).toContain('第二天早上，爷爷说小兔子一觉睡到了七点。');
  });

  it('tells the zongzi that let its rice out, the rice on the table and the near tears, and who took the child', () => {
    const day = '端午节回奶奶家 跟奶奶学包粽子 他包的那个漏米了 撒了一桌子 急得快哭了';
    const told = zh.clauses(day).map((clause) => retell(clause, { description: day }));
    expect(told).toContain('小熊包的粽子漏米了。');
    expect(told).toContain('米撒了一桌子。');
    expect(told).toContain('小熊急得快哭了。');
    expect(retell('今天姥姥带去社区医院看了')).toBe('今天，姥姥带小熊去社区医院看了病。');
  });

  it('tells the last slide with a friend moving away as the two of them together', () => {
    const day = '好朋友朵朵要搬家去深圳了 今天最后一次一起在小区滑滑梯';
    expect(retell('今天最后一次一起在小区滑滑梯', { description: day, otherKids: ['朵朵'], names: ['朵朵'] })).toBe(
      '今天，小熊和朵朵最后一次一起在小区滑滑梯。',
    );
  });
});

describe('the Chinese reteller: a rainy day at home and the dentist’s', () => {
  it('tells a bare `一起` after the parent’s `跟我` as with that grown-up, and `钻里面` into the den built', () => {
    const day = '下了一天雨 上午跟我在客厅用被子搭了个小帐篷 钻里面看绘本 下午一起做了小饼干';
    const told = (clause: string) => retell(clause, { description: day, parent: '妈妈' });
    expect(told('下午一起做了小饼干')).toBe('下午小熊跟妈妈一起做了小饼干。');
    expect(told('钻里面看绘本')).toBe('小熊钻进帐篷里看绘本。');
    // (Where the parent did nothing with the child, `一起` stays the family's.)
    expect(retell('下午一起做了小饼干', { description: '下午一起做了小饼干' })).toBe('下午小熊和家人一起做了小饼干。');
  });

  it('tells the dentist’s good news in the dentist’s words, and the mouth opened wide', () => {
    expect(retell('医生说牙齿很棒没有虫子')).toBe('医生说：“牙齿很棒，没有虫子！”');
    expect(retell('自己张大嘴了')).toBe('小熊自己张大了嘴巴。');
  });
});

describe('the Chinese reteller: a typed feeding of the pet', () => {
  it('tells a typed `喂猫` once, by the parent’s own `喂咪咪吃猫粮`', () => {
    expect(zh.keys('喂猫')).toEqual(['喂', '猫']);
    const day = '中午喂咪咪吃猫粮 下午又拿逗猫棒跟咪咪玩了好久';
    const story = textOfDay('zh', day, { seed: 'zh-m2', pronoun: 'he', typed: ['喂猫'], facts: ZURI_ALONE });
    expect(story).toContain('喂咪咪吃猫粮');
    expect(story).not.toContain('喂猫了');
  });
});
