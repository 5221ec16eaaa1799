import type { ChildPronoun } from '../../../../../shared/account.ts';
import { type Ctx, type HeroInput, listOf, type StoryPack } from '../pack.ts';

/**
 * Simplified Chinese. A person or character is a name with the pronoun a reader would use (他/她/它, or the name
 * itself where no pronoun fits); a thing is a noun, plus where one sits on it (`滑板车上`, `小马背上`) for falls.
 * Activities are verb phrases (`逛公园`, `搭积木`), which read naturally both in titles (`小熊去海边`) and in lists.
 * Every Han character counts as a word for the length check, so lines stay short: about 10-16 characters.
 */
type R = { name: string; ta: string };
type N = { w: string; on?: string };
type X = Ctx<R, N>;

const person = (name: string, ta: string): R => ({ name, ta });
const n = (w: string, on?: string): N => (on ? { w, on } : { w });

/** The hero as the subject: the name at the start of a scene, the pronoun after. */
const He = (x: X) => (x.first ? x.h.name : x.h.ta);
/** Who shares the scene: the doctor or the hairdresser of a visit is there already, not someone the hero came with. */
const mate = (x: X) =>
  x.p && !/^(?:医生|护士|牙医)$|^\p{Script=Han}{0,2}理发师(?:阿姨|叔叔|姐姐|哥哥)?$/u.test(x.p.name) ? x.p : x.c;
/** `和奶奶一起` before the verb, or nothing. */
const withWho = (x: X) => {
  const who = mate(x);
  // `和Zuri、Tavi一起`: one 和 in a phrase.
  return who ? `和${who.name.replace('和', '、')}一起` : '';
};
// `阿嫲`: the Cantonese grandma, as Hong Kong and Guangdong families write her.
const GRAND = /^(?:奶奶|爷爷|外婆|外公|姥姥|姥爷|阿嬷|阿嫲|阿公|婆婆|公公|阿婆|嫲嫲)$/u;
/** Quoted words as a story prints them: the parent's spaces as commas, and a closing mark. */
const spoken = (words: string) => {
  const text = words.trim().replace(/\s+/gu, '，');
  return `${text}${/[?!？！。]$/u.test(text) ? '' : '。'}`;
};

/** Two grandparents said as one (`外公外婆`). */
const PAIR = /^(奶奶|爷爷|外婆|外公|姥姥|姥爷|阿嬷|阿嫲|阿公)和?(奶奶|爷爷|外婆|外公|姥姥|姥爷|阿嬷|阿嫲|阿公)$/u;
/** The one grandparent of the day (`外婆`), when the scene's grown-up is one. */
const one = (x: X) =>
  x.p && (x.pGrand || GRAND.test(x.p.name)) ? x.p.name : !x.p && GRAND.test(x.helper.name) ? x.helper.name : undefined;
/** The grandparents a visit is to: the day's one grandparent, or both. */
const grands = (x: X) => one(x) ?? (x.p && /^(?:外公外婆|姥姥姥爷)$/u.test(x.p.name) ? x.p.name : '爷爷奶奶');
/** `小熊和奶奶` or `小熊`. */
const andWho = (x: X) => {
  const who = mate(x);
  return who ? `${x.h.name}${who.name.includes('和') ? '、' : '和'}${who.name}` : x.h.name;
};
/** A short doing typed as a verb and its thing, without a mark of its own (`提灯笼`, `赏月`, `玩挖掘机`). */
// (`装饰圣诞树`, `剥豆子`, `挂彩灯`, `写贺卡`: done with the hands at home, told as done too.)
// (`接爸爸`, `听故事`, `踢球`, `买杯子`: a fetching, a hearing, a game and an errand are told as done, not after a colon.)
const DOING =
  /^(?:提|赏|玩|贴|放|看|吃|喂|堆|逛|包|做|画|唱|跳|骑|捡|种|挖|拼|搭|剪|折|搓|涂|荡|踩|装饰|布置|剥|挂|写|摘|浇|洗|接|听|踢|买|钓|滑)[\p{Script=Han}]{1,5}$/u;
/**
 * A doing typed as done already, a verb with its `了` and what it was done to (`分了一个橘子`, `后来俩人一起搭了个大城堡`):
 * told as it is, the hero and the one they did it with as its subject, and the parent's `后来` kept as its time.
 */
const DONE_TYPED =
  /^(后来|然后)?(?:俩人|两个人|他俩|她俩|他们俩|她们俩)?(一起)?((?:分|搭|做|画|吃|喝|拼|堆|捡|摘|种|包|玩|看|喂|唱|读|折|剪|洗|捏|穿|建)了(?:一?个|一[块只张本颗碗盘杯份]|好多|一些|两[个块只])?\p{Script=Han}{1,6})$/u;
const doneTyped = (x: X & { what: string }, when: string, also: string) => {
  const done = said(x.what).match(DONE_TYPED);
  if (!done) return undefined;
  // (Someone shares it only where the parent's words say so, `俩人`, `一起`: and then only a person of the scene, never
  // the storyteller's own animal in the cousin's place.)
  const both = Boolean(done[2]) || /^(?:后来|然后)?(?:俩人|两个人|他俩|她俩|他们俩|她们俩)/u.test(done[0]);
  const other = both && x.p && mate(x) === x.p ? x.p.name : undefined;
  const time = done[1] ? `${done[1]}，` : when;
  return `${time}${x.h.name}${other ? `和${other}一起` : done[1] ? '' : also}${done[3]}。`;
};
/** A typed phrase that holds a doing somewhere in it (`广场喂鸽子`, `捏橡皮泥`), not only a thing. */
const ACTED = /[喂玩看吃捏去坐骑搭画唱跳游挖拼串梳逛踩荡堆做包种摘捡吹听读剥浇钓踢]/u;
/**
 * What the hero remembers of the day: a doing as `今天…的事`, a thing as `今天的…`, and a thing the parent already said
 * with its own `的` (`最喜欢的小兔子`) as itself, never `今天的最喜欢的小兔子`.
 */
const ofToday = (list: string) =>
  ACTED.test(list) && !/的\p{Script=Han}+$/u.test(list)
    ? `今天${list}的事`
    : list.includes('的')
      ? list
      : `今天的${list}`;
/** A parent's own words inside a sentence: their spaces become commas, their closing stops go. */
const said = (text: string) =>
  text
    .trim()
    // A chat laugh the parent typed after the words (`lol`, `hhh`) is the parent's, not the story's.
    .replace(/(?:[\s，,。.!！~～]*(?:h{3,}|lol|233+))+[\s。！!~～]*$/iu, '')
    .replace(/[。！？!?.,，、；;：:\s]+$/u, '')
    // Baby talk a parent types (`泡澡澡`, `睡觉觉`) is the child's; the story says the word once.
    .replace(/(澡|觉)\1/gu, '$1')
    // A space between Chinese words parts two phrases; one beside a Latin letter stays a space.
    .replace(/(?<=[\p{Script=Han}\p{N}！？])\s+(?=[\p{Script=Han}\p{N}])/gu, '，');
/**
 * Two of the family said side by side as Chinese says them (`爷爷奶奶`, `爸爸妈妈`) come to the story as two names
 * written together (`NemiRilo`), which would go back to the parent as one unknown word: `和` parts them (`爷爷和奶奶`).
 * Only a name's shape is parted, a capital and at most three small letters, each between Chinese words.
 */
const parted = (text: string) =>
  text.replace(
    /(?<!\p{Script=Latin})(?:[A-Z][a-z]{1,3}){2,4}(?!\p{Script=Latin})/gu,
    (run, at: number, whole: string) => {
      const names = run.match(/[A-Z][a-z]*/gu) ?? [run];
      // Two whose home it is stay side by side, as they are said (`爷爷奶奶家`, not `爷爷和奶奶家`).
      if (names.length === 2 && whole.startsWith('家', at + run.length)) return run;
      return `${names.slice(0, -1).join('、')}和${names.at(-1)}`;
    },
  );
/** A sweet or a fruit of the day is no supper (`今天吃水果`): supper is then just supper. */
const meal = (x: X) =>
  x.t && !/^(?:水果|蛋糕|冰淇淋|小饼干|草莓|苹果|香蕉|松饼|糖果|零食)$/u.test(x.t.w) ? x.t : undefined;
/** Where the hero sat before a fall: `滑板车上`. */
const on = (t: N) => t.on ?? `${t.w}上`;

/** A pet's kind as a child says it, when the parent's word was a doing (`遛狗`). */
const PET_KINDS: Record<string, string> = {
  dog: '小狗',
  cat: '小猫',
  rabbit: '小兔子',
  guineaPig: '小豚鼠',
  hamster: '小仓鼠',
  tortoise: '小乌龟',
  horse: '小马',
  fish: '小鱼',
  birds: '小鸟',
  teddy: '玩偶',
  doll: '娃娃',
};

/** Doubled words that are relations or pet words, never names (`舅舅`, `宝宝`). */
const KIN =
  /^(妈妈|爸爸|爷爷|奶奶|姥姥|姥爷|公公|婆婆|哥哥|弟弟|姐姐|妹妹|叔叔|伯伯|舅舅|姑姑|姨姨|婶婶|嫲嫲|宝宝|麻麻|粑粑|拔拔|狗狗|猫猫|兔兔|宝贝)$/u;

/**
 * A parent's word for a relation as the story says it: `小弟` is `弟弟`, `保姆` is `阿姨`; '' for the pack's own word.
 * Other Han words of the family are told as the parent wrote them.
 */
const RELATION_WORDS: Record<string, string> = {
  小弟: '弟弟',
  亲哥: '哥哥',
  兄弟: '',
  小妹: '妹妹',
  亲姐: '姐姐',
  姐妹: '',
  老人家: '',
  爷爷和奶奶: '爷爷奶奶',
  外公和外婆: '外公外婆',
  保姆: '',
  月嫂: '',
  阿姨: '',
  干妈: '干妈',
  伯父: '伯伯',
  舅父: '舅舅',
  表兄: '表哥',
  堂兄: '堂哥',
  表亲: '',
  教练: '教练',
  护士: '护士',
  牙医: '牙医',
};

const HEROES: Record<string, string> = {
  'character-bunny': '她',
  'character-bear': '他',
  'character-dragon': '他',
  'character-unicorn': '她',
  'character-fox': '她',
  'character-panda': '他',
  'character-owl': '她',
  'character-cat': '她',
  'character-dog': '他',
  'character-lion': '他',
  'character-elephant': '他',
  'character-penguin': '他',
};

function hero(input: HeroInput): R {
  const known = input.catalogId ? HEROES[input.catalogId] : undefined;
  if (known && input.childPronoun) return person(input.name, input.childPronoun === 'she' ? '她' : '他');
  if (known) return person(input.name, known);
  const words = input.description;
  if (/她|女孩|姑娘|公主|女王|妹妹|姐姐|妈妈|奶奶|仙女/u.test(words)) return person(input.name, '她');
  if (/他|男孩|小伙|王子|国王|哥哥|弟弟|爸爸|爷爷/u.test(words)) return person(input.name, '他');
  // An animal or a toy without a said gender: 它, as picture books say of a little creature.
  if (/只|条|头|匹|玩具|娃娃|动物|小狗|小猫|小兔|小熊|小鸟|小鱼|恐龙|怪兽/u.test(words))
    return person(input.name, '它');
  return person(input.name, '他');
}

function child(name: string, pronoun: ChildPronoun | undefined): R {
  if (pronoun === 'she') return person(name, '她');
  if (pronoun === 'he') return person(name, '他');
  // Spoken Chinese has no neutral pronoun for a child: the name again.
  return person(name, name);
}

export const zh: StoryPack<R, N> = {
  language: 'zh',
  hero,
  child,
  together: (kids) =>
    person(
      listOf(
        kids.map((kid) => kid.name),
        '和',
        '、',
      ),
      kids.every((kid) => kid.pronoun === 'she') ? '她们' : '他们',
    ),
  grownUp: person('大人', '大人'),

  opening: {
    wake: [
      (x) => `太阳公公探出头，${x.h.name}睁开了眼睛。`,
      (x) => `${x.h.name}慢慢醒来，伸了个大大的懒腰。`,
      (x) => `窗外的小鸟啾啾叫，${x.h.name}打着哈欠坐了起来。`,
      (x) => `${x.h.name}从暖暖的被窝里钻了出来。`,
      (x) => `金黄的阳光洒进屋里，${x.h.name}眨眨眼醒了。`,
      (x) => `${x.h.name}揉揉眼睛，早上好，新的一天！`,
      (x) => `阳光在枕头上轻轻说：“早上好，${x.h.name}。”`,
      (x) => `${x.h.name}笑眯眯地醒来，今天又是新的一天。`,
      (x) => `天亮啦，${x.h.name}动了动小脚趾。`,
      (x) => `${x.h.name}伸呀伸，伸了一个长长长长的懒腰。`,
      (x) => `家里静悄悄的，${x.h.name}已经醒了。`,
      (x) => `${x.h.name}从被子里探出小脑袋，哇，天亮了。`,
    ],
    sense: [
      // Not a blue sky nor sunshine: the parent's day may be one of rain and wind.
      () => '窗外的小树轻轻摇，好像在说早上好。',
      (x) => `厨房里飘来香香的味道，${x.h.ta}的肚子咕噜咕噜叫。`,
      () => '小脚踩在地板上，凉凉的，啪嗒啪嗒。',
      () => '小闹钟嘀嗒嘀嗒，好像在说：起床啦。',
      () => '远处的汽车嘀嘀响，好像在说早上好。',
      (x) => `${He(x)}拉开窗帘，向窗外挥挥手。`,
      (x) => `${He(x)}在起雾的窗户上画了一个笑脸。`,
      (x) => `${He(x)}竖起耳朵听：水龙头嘀嗒嘀嗒响。`,
      () => '微风吹进来，窗帘轻轻地飘呀飘。',
      (x) => `${He(x)}找到了拖鞋，一只在床下，一只在门边。`,
      () => '天花板上闪着一点一点的小亮光。',
    ],
    // An ill day from its start: the child is not well from waking (scene 3 says so), with no breakfast line.
    poorly: [
      (x) => `${He(x)}浑身软绵绵的，没有力气，就一直穿着小睡衣。`,
      (x) => `今天不用换衣服，${x.h.name}就穿着小睡衣待在家里。`,
    ],
    ready: [
      (x) => `${He(x)}喝了一碗热乎乎的粥，准备好出发啦。`,
      (x) => `${He(x)}吃了面包，喝了牛奶，咕咚咕咚。`,
      () => '该穿衣服了：袜子、裤子，还有最喜欢的小上衣。',
      (x) => `${He(x)}刷刷牙，洗洗脸，唰唰唰。`,
      () => '早饭是酸奶和苹果片，咔嚓咔嚓真好吃。',
      (x) =>
        // (The child buttons up; the companion keeps the count: no cuddly dresses the child.)
        x.c
          ? `${x.h.name}自己扣扣子，${x.c.name}在旁边数：一颗，两颗，三颗。`
          : `${He(x)}自己扣好了扣子，一颗，两颗，三颗。`,
      (x) => `${He(x)}吃了一点早饭，又喝了一大杯水。`,
      (x) => (x.c ? `${x.c.name}和${x.h.name}一起吃麦片，小勺子叮叮响。` : `${He(x)}吃了一碗麦片，小勺子叮叮响。`),
      () => '吃完早饭，要找鞋子，还要拉好外套的拉链。',
      (x) => (x.c ? `${He(x)}给了${x.c.name}一个大大的早安拥抱。` : `${He(x)}抱了抱心爱的小玩偶，说声早安。`),
    ],
  },
  breakfast: [
    (x) => `早饭有${x.t?.w}，真香呀！`,
    (x) => `${He(x)}坐在桌边，一口一口吃着${x.t?.w}。`,
    (x) => `早饭是${x.t?.w}，好吃极了。`,
  ],
  calmRefrain: [
    (x) => `轻轻地，${x.h.name}，总有人在你身边。`,
    (x) => `慢慢来，${x.h.name}，爱一直都在。`,
    (x) => `静静地，${x.h.name}，白天黑夜都有人爱着你。`,
    (x) => `别着急，${x.h.name}，有好多好多爱陪着你。`,
  ],
  refrain: [
    (x) => `小脚丫，啪嗒嗒，${x.h.name}慢慢长大啦。`,
    (x) => `一二三，慢慢来，${x.h.name}有人疼，有人爱。`,
    (x) => `太阳暖，风儿轻，${x.h.name}心里亮晶晶。`,
    (x) => `手拉手，慢慢走，${x.h.name}身边有人陪。`,
    (x) => `眨眨眼，点点头，${x.h.name}的小手暖乎乎。`,
    (x) => `天空大大，${x.h.name}小小，一切都会好好的。`,
    // Said in bed too: not `{hero}来啦`, a coming that bedtime has not.
    (x) => `咚咚咚，嗒嗒嗒，${x.h.name}笑哈哈。`,
    (x) => `小手小脚，大大的心，${x.h.name}满满都是爱。`,
    (x) => `暖暖的，软软的，${x.h.name}是大家的宝贝。`,
    (x) => `一天一天，一点一点，${x.h.name}慢慢长大。`,
    (x) => `拍拍手，点点头，${x.h.name}在这儿呢。`,
    (x) => `小星星，眨眨眼，${x.h.name}的心儿暖又暖。`,
  ],

  activities: {
    'activity-playground': {
      arrive: [
        // No swings, sand, wind or birds: the lines are read at indoor play too (`淘气堡`, `海洋球`).
        (x) => `${andWho(x)}跑到游乐场，滑梯正在等着呢。`,
        (x) => `在游乐场，${x.h.name}一步一步爬上小梯子。`,
        (x) => `${x.h.name}${withWho(x)}去了游乐场，红色的大滑梯亮闪闪。`,
        (x) => `一到游乐场，${x.h.name}就迫不及待地朝滑梯跑过去。`,
        (x) => `${x.h.name}${withWho(x)}来到游乐场，小朋友们已经玩得正开心。`,
      ],
      do: [
        (x) => `${He(x)}从滑梯上哧溜滑下来，轻轻落在地上。`,
        (x) => `${He(x)}爬得高高的，在最高的地方挥挥手。`,
        (x) => `${He(x)}钻过小隧道，从另一头探出头来：哇！`,
        (x) => `${He(x)}在攀爬架上爬上爬下，像一只灵活的小猴子。`,
        (x) => `${He(x)}滑下来，又马上跑回去，再滑一次，再滑一次。`,
      ],
      sense: [
        (x) => `滑梯呼地一下，${x.h.ta}的小肚子痒痒的。`,
        () => '小脚丫噔噔噔地爬上台阶。',
        () => '小朋友们笑呀叫呀，大家排队轮流玩。',
      ],
      noun: n('去游乐场'),
      goodnight: '大滑梯',
    },
    'activity-bath': {
      arrive: [
        (x) => `${x.h.name}爬进了满是泡泡的热水澡盆。`,
        (x) => `洗澡水放好了，${x.h.name}先伸进一只脚，再伸进另一只。`,
        (x) => `${x.h.name}扑通一声坐进温水里，小黄鸭也漂过来了。`,
      ],
      do: [
        (x) => `${He(x)}和小黄鸭一起洗泡泡澡，哗啦哗啦。`,
        (x) => `${He(x)}把泡泡堆在头上，像一顶软软的帽子。`,
        (x) => `${He(x)}在澡盆里用小杯子舀起温水，哗哗地倒下来。`,
      ],
      sense: [
        () => '泡泡轻轻地破了，噗，噗，噗。',
        () => '水暖暖的，有香皂和小花的味道。',
        () => '小黄鸭吱吱叫，大家都咯咯笑。',
      ],
      noun: n('洗澡'),
      goodnight: '小黄鸭',
    },
    'activity-painting': {
      // Paint, crayons or pens alike (`给爸爸画了一幅画` is a drawing): no paint pots, brushes or a painting's title.
      arrive: [
        (x) => `${x.h.name}坐到大桌子旁，把彩色的笔一支一支摆好。`,
        (x) => `${andWho(x)}铺开一大张白纸，准备画画。`,
        (x) => `${x.h.name}${withWho(x)}挑了一个最喜欢的颜色，准备画画。`,
      ],
      do: [
        // What the picture shows is the parent's to say (`画的是爸爸和她手拉手`): only the colours here.
        (x) => `${He(x)}画呀画，纸上有了好多好多颜色。`,
        (x) => `${He(x)}画了一条弯弯的线，又画了一个圆圆的圈。`,
        (x) => `${He(x)}换了一个颜色，又换了一个颜色，真好看。`,
      ],
      sense: [
        () => '笔在纸上沙沙地走。',
        () => '白白的纸上，一点一点有了颜色。',
        () => '红的、黄的、蓝的，每一种颜色都好漂亮。',
      ],
      noun: n('画画'),
      goodnight: '小彩笔',
    },
    'activity-reading': {
      arrive: [
        (x) => `${x.h.name}抱着一摞绘本，钻进了读书角。`,
        (x) => `${andWho(x)}窝在软垫上，翻开最喜欢的书。`,
        (x) => `${x.h.name}挑了一本封面亮亮的书，翻开了第一页。`,
      ],
      do: [
        (x) => `${He(x)}慢慢翻着书，指着每一只小动物。`,
        (x) => `下一句是什么，${He(x)}早就背下来了。`,
        (x) => `${He(x)}发现每一页都藏着一只小老鼠。`,
      ],
      sense: [
        () => '书页轻轻地响，哗啦，哗啦。',
        () => '软垫软软的，小毯子暖暖的。',
        () => '图画五颜六色，像书里藏着一道彩虹。',
      ],
      noun: n('读绘本'),
      goodnight: '小绘本',
    },
    'activity-daycare': {
      arrive: [
        (x) => `${x.h.name}到了幼儿园，挂好外套，跟大家问好。`,
        (x) => `在幼儿园，${x.h.name}向地毯上的小朋友们挥挥手。`,
        (x) => `${x.h.name}走进亮堂堂的教室，玩具们都在等着。`,
      ],
      do: [
        (x) => `${He(x)}和小朋友们一起用积木搭了一座房子。`,
        (x) => `${He(x)}和大家围坐成一圈，唱起了问好歌。`,
        // Not a picture made there: the parent's day may tell what the child made, and it is that one.
        (x) => `${He(x)}和小朋友们一起玩了拍手游戏。`,
      ],
      sense: [
        () => '教室里有蜡笔和苹果的味道。',
        () => '小朋友们一起唱歌，小手拍拍，啪啪啪。',
        () => '窗外的大树摇着绿绿的叶子。',
      ],
      noun: n('去幼儿园'),
      goodnight: '幼儿园',
    },
    'activity-grandparents': {
      arrive: [
        // Said of a visit to them as of their visit to the family (`爷爷奶奶从老家过来了`): who went where is the parent's.
        (x) => `${x.h.name}见到了${grands(x)}，${one(x) ? grands(x) : '他们'}张开双手，抱了${x.h.ta}一个满怀。`,
        // Not a doorbell: the family may have gone to them (`回老家过年`), and they may have been there all day.
        (x) => `${x.h.name}扑进${grands(x)}的怀里，${one(x) ? grands(x) : '他们'}笑得眼睛都眯成了一条缝。`,
        // Not `来到外婆家`: the grandparents may be staying with the family (`外婆外公在我们家住了一个月`).
        (x) =>
          one(x) ? `${x.h.name}爬上大椅子，挨着${grands(x)}坐下来。` : `${x.h.name}爬上爷爷的大椅子，挨着奶奶坐下来。`,
      ],
      do: [
        // No biscuits: what was eaten there is the parent's to say (`吃了莲蓉月饼`).
        (x) => `${He(x)}一边晃着小脚，一边讲这几天的事。`,
        // With no grandparent in the scene, the pack's `爷爷奶奶` may not be the family's (`姥姥姥爷来家里住`): no one
        // is named.
        // No old photos nor flowers to water: the day with them may be out in town (`跟奶奶坐公交去城里`).
        // No walk: the day with them may be spent on the sofa (`在沙发上一起看绘本`).
        (x) =>
          one(x) || x.p ? `${grands(x)}握着${x.h.ta}的小手，怎么看也看不够。` : `${He(x)}拉着大家的手，笑个不停。`,
        // Lines that name no one of the day leave room for the parent's own words of the visit.
        (x) => `${He(x)}悄悄地说了一个小秘密，大家都笑了。`,
      ],
      sense: [
        // True at their home or out with them in town: no tea, no old clock on their wall.
        // Sitting or out, the same: no walking slowly.
        () => '大手握着小手，暖暖的。',
        () => '有人陪着，时间过得慢悠悠的。',
        // No sweater: the visit may be in June (`端午节回奶奶家`) or a hot summer's.
        () => '笑眯眯的脸，暖暖的抱抱，什么都刚刚好。',
      ],
      noun: n('去爷爷奶奶家'),
      goodnight: '爷爷奶奶家',
    },
    'activity-swimming': {
      arrive: [
        // Nothing the parent did not write: no armbands or float board of the story's own.
        (x) => `${x.h.name}换好小泳衣，${withWho(x)}去了游泳池。`,
        (x) => `在游泳池边，${x.h.name}坐下来，把小脚伸进水里。`,
        // No steps down and no lights: the pool may be a paddling pool blown up on the balcony (`阳台…充气小泳池`).
        (x) => `${andWho(x)}扶着池边，慢慢坐进凉凉的水里。`,
      ],
      do: [
        (x) => `${He(x)}踢踢小腿，扑腾扑腾，像一只小船漂起来。`,
        (x) => `${He(x)}拍拍水面，水花溅到了小脸上。`,
        (x) => `${He(x)}在水里吹泡泡，咕噜咕噜。`,
      ],
      sense: [
        () => '水面亮晶晶的，水花哗啦哗啦地溅起来。',
        () => '池水轻轻地晃，一圈又一圈。',
        () => '池水凉凉的，滑滑的，好舒服呀。',
      ],
      noun: n('游泳'),
      goodnight: '游泳池',
    },
    'activity-baking': {
      arrive: [
        (x) => `${andWho(x)}系上围裙，拿出了大碗。`,
        (x) => `在厨房里，${x.h.name}把面粉倒进碗里，呼的一下。`,
        (x) => `${x.h.name}站在小板凳上，准备烤点心啦。`,
      ],
      do: [
        (x) => `${He(x)}用大木勺搅呀搅，把面糊搅得滑滑的。`,
        (x) => `${He(x)}在面团上压出小星星和小爱心。`,
        (x) => `${He(x)}小心翼翼地把鸡蛋打进碗里。`,
      ],
      sense: [
        () => '不一会儿，整个厨房都香喷喷、暖烘烘的。',
        () => '一小团面粉飞到鼻子上，阿嚏！',
        () => '烤箱嗡嗡响，小饼干慢慢变成了金黄色。',
      ],
      noun: n('烤点心'),
      goodnight: '香香的小饼干',
    },
    'activity-building-blocks': {
      arrive: [
        (x) => `${x.h.name}把一箱积木哗啦倒在地毯上。`,
        (x) => `${andWho(x)}坐在地上，身边是一大堆彩色积木。`,
        (x) => `${x.h.name}先挑了一块红的、一块蓝的和一块黄的。`,
      ],
      do: [
        (x) => `${He(x)}一块一块地搭，搭了一座高高的塔。`,
        (x) => `${He(x)}给玩具小老鼠搭了一座带门的小房子。`,
        (x) => `${He(x)}搭了一座长长的桥，小汽车嘟嘟开过去。`,
      ],
      sense: [
        () => '积木碰在一起，咔哒咔哒响。',
        () => '高塔晃了一下，又稳稳地站住了。',
        () => '红的、蓝的、绿的、黄的，颜色真漂亮。',
      ],
      noun: n('搭积木'),
      goodnight: '小积木',
    },
    'activity-music': {
      // Singing as well as playing (`唱了两遍小星星`): no drums, shakers or a made-up song the parent did not write.
      arrive: [
        (x) => `${x.h.name}清了清小嗓子，准备唱歌啦。`,
        (x) => `${andWho(x)}坐下来，拍着小手打拍子。`,
        (x) => `${x.h.name}跟着音乐轻轻地点头，一下，两下。`,
      ],
      do: [
        (x) => `${He(x)}先唱得响响的，又唱得轻轻的。`,
        (x) => `${He(x)}拍拍手，跺跺小脚，跟着节奏一起动。`,
        (x) => `${He(x)}一边哼，一边摇，开心得不得了。`,
      ],
      sense: [() => '啦啦啦，一声高，一声低。', () => '整个房间里都是快乐的音乐。', () => '歌声轻轻的，像风在唱歌。'],
      noun: n('玩音乐'),
      goodnight: '好听的歌',
    },
    'activity-dancing': {
      arrive: [
        (x) => `${x.h.name}放起音乐，站到了地毯中间。`,
        // Not a room cleared at home: the dancing may be a class (`上芭蕾课`).
        (x) => `${andWho(x)}站好小脚，准备跳舞啦。`,
        (x) => `音乐一响，${x.h.name}的小脚就停不下来了。`,
      ],
      do: [
        (x) => `${He(x)}转呀转呀，转得屋子都晕乎乎的。`,
        (x) => `${He(x)}像小青蛙一样跳，又像小树一样摇。`,
        (x) => `${He(x)}跳得快快的，又慢慢的，然后变成了木头人。`,
      ],
      sense: [
        () => '音乐啦啦啦，小脚哒哒哒。',
        () => '小手举高高，小手放低低，转个圈圈笑嘻嘻。',
        () => '大家都在拍手，小脸蛋红扑扑的。',
      ],
      noun: n('跳舞'),
      goodnight: '跳舞的小脚丫',
    },
    'activity-zoo': {
      arrive: [
        (x) => `${andWho(x)}${x.p || x.c ? '手拉着手，' : ''}走进了动物园的大门。`,
        (x) => `在动物园，${x.h.name}抬头看呀看，长颈鹿好高呀。`,
        (x) => `${x.h.name}${withWho(x)}去了动物园，小路两边绿油油的。`,
      ],
      do: [
        (x) => `${He(x)}跟企鹅挥挥手，又看小猴子荡来荡去。`,
        (x) => `${He(x)}看见大象用长鼻子喷水，哗！`,
        (x) => `${He(x)}数斑马身上的条纹，可是太多啦。`,
      ],
      sense: [
        () => '狮子打了一个大大的哈欠，大家也跟着打哈欠。',
        () => '鹦鹉叽叽喳喳，羽毛五颜六色。',
        () => '空气里有干草、树叶和阳光的味道。',
      ],
      noun: n('逛动物园'),
      goodnight: '高高的长颈鹿',
    },
    'activity-park': {
      arrive: [
        (x) => `${andWho(x)}走到公园，大树在风里沙沙地说悄悄话。`,
        (x) => `在公园里，${x.h.name}沿着弯弯的小路走到池塘边。`,
        (x) => `${x.h.name}${withWho(x)}去了公园，在软软的草地上奔跑。`,
      ],
      do: [
        (x) => `${He(x)}给池塘里的小鸭子撒了一点面包屑，嘎嘎嘎。`,
        (x) => `${He(x)}从小山坡上骨碌碌滚下来，一直滚到底。`,
        (x) => `${He(x)}站在池塘边，看小鸭子一摇一摆地游过来。`,
      ],
      // No ducks here: the parent's own ducks (`喂野鸭子`) are told by the parent's words, not quacked again.
      sense: [
        () => '头顶的树叶沙沙响，像在轻轻唱歌。',
        () => '一只小松鼠翘着大尾巴，哧溜爬上了树。',
        () => '青草香香的，微风轻轻吹过。',
      ],
      noun: n('逛公园'),
      goodnight: '绿绿的公园',
    },
    'activity-beach': {
      arrive: [
        (x) => `${andWho(x)}来到海边，脱掉了鞋子。`,
        (x) => `在海边，${x.h.name}把脚趾埋进暖暖的沙子里。`,
        (x) => `${x.h.name}${withWho(x)}跑到了大海边。`,
      ],
      do: [
        (x) => `${He(x)}堆了一座沙堡，顶上放了一个小贝壳。`,
        (x) => `${He(x)}跳过小小的浪花，一、二、跳！`,
        (x) => `${He(x)}用小桶装满海水，倒进一个小沙坑。`,
      ],
      sense: [
        () => '海浪哗啦哗啦地来，又悄悄地退回去。',
        () => '海鸥在天上叫，风里有咸咸的味道。',
        () => '沙子上面暖暖的，下面凉凉的。',
      ],
      noun: n('去海边'),
      goodnight: '小沙堡',
    },
    'activity-bike-ride': {
      arrive: [
        (x) => `${x.h.name}戴好头盔，骑上了小自行车。`,
        (x) => `${andWho(x)}沿着安静的小路骑车出发了。`,
        (x) => `${x.h.name}按响车铃，叮铃铃，出发啦。`,
      ],
      do: [
        // Wherever the ride was (a square, a path): no trees, flowers or dog the parent did not write.
        (x) => `${He(x)}慢慢往前骑，车铃叮铃铃地响。`,
        (x) => `${He(x)}骑上一个小坡，又呼地滑下来。`,
        (x) => `${x.h.ta}的小脚一圈一圈地蹬，越骑越稳。`,
      ],
      sense: [
        () => '车轮转呀转，风儿呼呼地吹过。',
        () => '小路在轮子下面沙沙响。',
        () => '车铃叮铃铃，是在跟大家问好呢。',
      ],
      noun: n('骑自行车'),
      goodnight: '小自行车',
    },
    'activity-gardening': {
      arrive: [
        (x) => `${x.h.name}提着小水壶来到了花园。`,
        (x) => `${andWho(x)}拿着小铲子，蹲在花坛边。`,
        (x) => `在花园里，${x.h.name}找到了准备种下的小种子。`,
      ],
      do: [
        (x) => `${He(x)}挖了一个小坑，把种子轻轻盖好。`,
        (x) => `${He(x)}给花儿浇水，哗啦啦，哗啦啦。`,
        (x) => `${He(x)}拔起一棵小草，下面钻出一条扭来扭去的小虫。`,
      ],
      sense: [
        () => '泥土软软的，有下过雨的味道。',
        () => '一只小蜜蜂从这朵花飞到那朵花，嗡嗡嗡。',
        () => '小绿芽探出头来，好像在说你好。',
      ],
      noun: n('种花'),
      goodnight: '小种子',
    },
    'activity-puzzle': {
      arrive: [
        (x) => `${x.h.name}把拼图块倒在矮桌上。`,
        (x) => `${andWho(x)}坐下来，拿出一盒彩色的大拼图。`,
        (x) => `${x.h.name}把每一块拼图都翻到有图的那一面。`,
      ],
      do: [
        (x) => `${He(x)}先找四个角，再找四条边。`,
        (x) => `${He(x)}把一块拼图转来转去，终于放进去了。`,
        (x) => `${He(x)}一块一块，拼出了一个小农场。`,
      ],
      sense: [
        () => '咔嗒，一块拼图正好放进了它的位置。',
        () => '慢慢地，一头奶牛和一辆红色拖拉机出现了。',
        () => '拼图块滑滑的，碰在一起哗啦啦响。',
      ],
      noun: n('拼拼图'),
      goodnight: '小拼图',
    },
    'activity-doctor-visit': {
      arrive: [
        (x) => `${x.h.name}${withWho(x)}去看医生，怀里抱着心爱的小玩偶。`,
        (x) => `在医院里，${x.h.name}坐在等候区看一本小书。`,
        (x) => `${x.h.name}${withWho(x)}慢慢走进了医生的诊室。`,
      ],
      do: [
        (x) => `医生听了听${x.h.ta}的心跳，扑通，扑通。`,
        (x) => `${He(x)}张大嘴巴说“啊”，医生用小手电照了照。`,
        () => '医生先给小玩偶看了看，说它很健康。',
      ],
      sense: [
        () => '听诊器凉凉的，有点痒痒。',
        () => '医生的声音很温柔，手也很轻。',
        () => '诊室里亮亮的，墙上贴着好多小动物。',
      ],
      noun: n('看医生'),
      goodnight: '好医生',
    },
    'activity-birthday-party': {
      arrive: [
        (x) => `${x.h.name}来到生日派对，天花板上挂满了气球。`,
        // A birthday is often the family's own at home: 大家, not friends the parent did not write of.
        (x) => `派对上，${x.h.name}和大家围着桌子坐好。`,
        (x) => `${andWho(x)}走进一个满是气球和彩带的房间。`,
      ],
      do: [
        (x) => `${He(x)}玩一二三木头人，站得像一棵小树。`,
        (x) => `${He(x)}大声地唱起了生日歌。`,
        (x) => `${He(x)}戴上尖尖的纸帽子，跟着音乐拍手。`,
      ],
      sense: [
        () => '蛋糕上的小蜡烛一闪一闪，亮亮的。',
        () => '红的、蓝的、黄的气球，飘呀飘，碰呀碰。',
        () => '到处是音乐、笑声和甜甜的蛋糕香。',
      ],
      noun: n('参加生日派对'),
      goodnight: '生日派对',
    },
    'activity-snow': {
      arrive: [
        (x) => `${x.h.name}穿上靴子，戴好帽子和手套，走进了雪地。`,
        (x) => `外面一片白，${x.h.name}${withWho(x)}跑了出去。`,
        // No sled or yard the day may not have had: the parent's own snow is told beside it.
        (x) => `${andWho(x)}手拉着手，一脚一脚踩进白白的雪里。`,
      ],
      do: [
        (x) => `${He(x)}滚了一个大雪球，堆了一个笑眯眯的雪人。`,
        (x) => `${He(x)}躺在雪地上，挥挥手臂，印出一个雪天使。`,
        (x) => `${He(x)}坐着雪橇从小坡上滑下来，呜！`,
      ],
      sense: [
        () => '每走一步，雪都咯吱咯吱响。',
        () => '雪花落在鼻尖上，凉凉的，痒痒的。',
        () => '到处白白的，静静的，亮晶晶的。',
      ],
      noun: n('玩雪'),
      goodnight: '小雪人',
    },
    'activity-shopping': {
      // No shop of its own (not `超市`): the parent's bakery, market or corner shop is the one the day went to.
      arrive: [
        (x) => `${andWho(x)}手拉着手，出门买东西去了。`,
        (x) => `到了店里，${x.h.name}东看看，西看看。`,
        (x) => `${x.h.name}${withWho(x)}去买东西，手里拿着一张购物单。`,
      ],
      do: [
        // No fruit or bread of its own: what was bought (or fought over) is the parent's to say.
        (x) => `${He(x)}帮忙推着小推车，轱辘轱辘。`,
        (x) => `${He(x)}踮起脚，看看架子上一排一排的东西。`,
        (x) => `${He(x)}帮忙把东西放到收银台上。`,
      ],
      sense: [() => '收银机嘀嘀嘀地响。', () => '店门上的小铃铛叮咚一响。', () => '一排一排的东西，看得眼睛都花了。'],
      noun: n('去买东西'),
      // Not `小篮子`: no basket the parent did not write; the shop, whichever it was.
      goodnight: '商店',
    },
    'activity-cooking': {
      // No dish of its own (not `煮汤`, not `胡萝卜和土豆`): the parent names what was made (`包饺子`, `搓汤圆`).
      arrive: [
        (x) => `${andWho(x)}洗干净小手，在厨房里准备做好吃的。`,
        (x) => `在厨房里，${x.h.name}站在小板凳上帮忙做饭。`,
        (x) => `${x.h.name}系上小围裙，准备做饭啦。`,
      ],
      do: [
        (x) => `${He(x)}把蔬菜放进锅里，扑通，扑通。`,
        (x) => `${He(x)}用长长的木勺，慢慢地搅着汤。`,
        (x) => `${He(x)}把生菜撕成小片，做了一盘沙拉。`,
      ],
      sense: [
        () => '锅里咕嘟咕嘟冒着泡，厨房里香极了。',
        () => '热气袅袅地往上飘，像一朵小白云。',
        () => '胡萝卜橙橙的，咬起来脆脆的。',
      ],
      noun: n('做饭'),
      goodnight: '小汤锅',
    },
    'activity-train-ride': {
      arrive: [
        (x) => `${andWho(x)}在车站上了车，车厢长长的。`,
        (x) => `${x.h.name}${withWho(x)}坐在车窗边，小鼻子贴着玻璃。`,
        // The station alone, no train pulling in: the day may be one the train did not run.
        (x) => `在车站，${x.h.name}看着长长的铁轨，一直伸到很远很远。`,
      ],
      do: [
        (x) => `${He(x)}听着车里报站名，一站，又一站。`,
        (x) => `${He(x)}把小手贴在车窗上，看外面一闪一闪地往后跑。`,
        (x) => `车门嘀嘀响着关上了，${x.h.ta}紧紧拉着扶手。`,
      ],
      sense: [
        () => '列车哐当哐当，在铁轨上往前跑。',
        () => '呜——列车钻进了长长的隧道。',
        () => '座位轻轻地摇，像一只小摇篮。',
      ],
      noun: n('坐火车'),
      goodnight: '长长的列车',
    },
    'activity-sandbox': {
      arrive: [
        (x) => `${x.h.name}拿着小桶和小铲子，爬进了沙坑。`,
        (x) => `${andWho(x)}坐在沙坑里，开始挖沙子。`,
        (x) => `在沙坑里，${x.h.name}找到了一把小耙子和一把小铲子。`,
      ],
      do: [
        (x) => `${He(x)}装满小桶，拍一拍，倒过来：一座沙堡！`,
        (x) => `${He(x)}给玩具挖掘机挖了一条长长的路。`,
        (x) => `${He(x)}做了几个沙子蛋糕，还用小石头装饰。`,
      ],
      sense: [
        () => '沙子软软的，从小手指缝里流下去。',
        () => '小铲子拍着小桶，啪，啪，啪。',
        () => '太阳把沙子晒得暖暖的，金灿灿的。',
      ],
      noun: n('玩沙子'),
      goodnight: '小桶和小铲子',
    },
    'activity-library-visit': {
      arrive: [
        (x) => `${andWho(x)}去了图书馆，书架上摆满了书。`,
        (x) => `在图书馆，${x.h.name}踮着脚走到儿童角。`,
        (x) => `${x.h.name}${withWho(x)}背着布袋子去了图书馆。`,
      ],
      do: [
        (x) => `${He(x)}挑了一本讲火车的书，又挑了一本讲月亮的。`,
        (x) => `${He(x)}坐在懒人沙发上，听了一个故事。`,
        (x) => `${He(x)}借了三本书，小心地抱在怀里。`,
      ],
      sense: [
        () => '图书馆里静悄悄的，嘘，到处都是书本的香味。',
        () => '懒人沙发软软的，一坐就陷下去。',
        () => '机器嘀的一声，书就可以带回家啦。',
      ],
      noun: n('去图书馆'),
      goodnight: '图书馆的书',
    },
    'activity-puddle-jumping': {
      arrive: [
        // No rain the parent did not write: a puddle may be a muddy one on a dry day.
        // No rain boots either: the puddle is often met on the way home, in the day's shoes (`鞋子全湿了`).
        (x) => `${x.h.name}${withWho(x)}一边走，一边找水坑。`,
        (x) => `${x.h.name}在路上找到了一个大大的水坑。`,
        (x) => `${andWho(x)}啪嗒啪嗒地走着，眼睛找呀找，找水坑。`,
      ],
      do: [
        (x) => `${He(x)}跳进水坑，啪！`,
        (x) => `${He(x)}从这个水坑踩到那个水坑，啪嗒啪嗒。`,
        (x) => `${He(x)}把一片树叶放进水坑，像一只小小的船。`,
      ],
      sense: [() => '水花溅起来，亮晶晶的。', () => '水坑亮亮的，像一面面小镜子。', () => '空气湿湿的，有青草的清香。'],
      noun: n('踩水坑'),
      goodnight: '小水坑',
    },
    'activity-playing-with-friends': {
      // Said wherever they played (`来家里玩`, the yard, the park): no yard, no lawn the parent did not write.
      // (No game the parent did not name, no hide-and-seek nor circle dance; `小伙伴` is one friend or many.)
      // On a sad day (a friend moving away, a pet gone) the play is quiet: no laughing fit, no `玩得可开心了`.
      arrive: [
        (x) => `${x.h.name}和小伙伴凑到了一起，叽叽喳喳的。`,
        (x) => `小伙伴来找${x.h.name}玩，大家拿出了好多玩具。`,
        (x) =>
          x.sad ? `${x.h.name}和小伙伴手拉着手，一起待了好一会儿。` : `${x.h.name}和小伙伴手拉着手，玩得可开心了。`,
      ],
      do: [
        (x) => `${He(x)}把自己的玩具拿出来，和小伙伴一起玩。`,
        (x) =>
          x.sad
            ? `${He(x)}和小伙伴安安静静地一起玩了一会儿。`
            : `${He(x)}和小伙伴玩了一会儿，又玩了一会儿，怎么也玩不够。`,
        (x) => (x.sad ? `${He(x)}和小伙伴挨在一起，轻轻地说着话。` : `${He(x)}和小伙伴你看看我，我看看你，咯咯地笑。`),
      ],
      sense: [
        (x) => (x.sad ? '大家轻轻地说着话。' : '大家都在笑，笑声像小铃铛一样。'),
        () => '你一句，我一句，说个不停。',
        (x) => (x.sad ? '手拉着手，心里暖暖的。' : '你一个，我一个，大家一起玩才好玩。'),
      ],
      noun: n('跟小伙伴玩'),
      goodnight: '好朋友们',
    },
    'activity-walk-in-the-woods': {
      arrive: [
        (x) => `${andWho(x)}走进了森林，头顶是高高的大树。`,
        (x) => `在森林里，${x.h.name}沿着铺满松针的小路往前走。`,
        (x) => `${x.h.name}${withWho(x)}走进安静的树林，一步，一步，又一步。`,
      ],
      do: [
        (x) => `${He(x)}找到了一个松果、一根羽毛和一朵红蘑菇。`,
        (x) => `${He(x)}张开双臂，在倒下的树干上走平衡。`,
        (x) => `${He(x)}往树后一看，一只小兔子蹦蹦跳跳地跑开了。`,
      ],
      sense: [
        () => '青苔绿绿的，软软的，像一块地毯。',
        () => '小树枝在脚下咔嚓咔嚓响。',
        () => '高高的树上，啄木鸟笃笃笃地敲。',
      ],
      noun: n('森林散步'),
      goodnight: '高高的大树',
    },
    'farm-visit': {
      arrive: [
        (x) => `${andWho(x)}去了农场，大门吱呀一声打开了。`,
        (x) => `在农场，${x.h.name}${withWho(x)}走过红红的大谷仓。`,
        (x) => `${x.h.name}${withWho(x)}来到农场，小心地踩着稻草走。`,
      ],
      do: [
        (x) => `${He(x)}给小山羊喂了一把干草，吧唧吧唧。`,
        (x) => `${He(x)}在鸡窝里找鸡蛋，找到了两个。`,
        (x) => `${He(x)}看小猪在泥巴里打滚，哼哼，哼哼。`,
      ],
      sense: [
        () => '到处是干草、小动物和青草的味道。',
        () => '哞哞，咩咩，咯咯哒，农场里真热闹。',
        () => '稻草金黄金黄的，踩上去扎扎的。',
      ],
      noun: n('去农场'),
      goodnight: '农场的小动物',
    },
    'town-walk': {
      arrive: [
        // An outing in town of any kind (a walk, the mall's ice rink, a parade): no crossing or pavement of its own.
        (x) => `${andWho(x)}出门去城里玩，走过一家家小店。`,
        (x) => `${x.h.name}${withWho(x)}慢慢走，看看这儿，看看那儿。`,
        (x) => `${x.h.name}${withWho(x)}出门啦，外面热热闹闹的，到处都是人。`,
      ],
      do: [
        (x) => `${He(x)}向公交车挥挥手，又往橱窗里瞧了瞧。`,
        (x) => `${He(x)}数着红色的门，一扇，两扇，三扇。`,
        (x) => `${He(x)}东看看，西看看，眼睛都不够用了。`,
      ],
      sense: [
        // No dog of the street's own: a walk may be the family's dog's (`去遛狗狗旺财`).
        () => '自行车铃叮叮响，汽车嘀嘀地开过去。',
        () => '面包店里飘出热面包的香味。',
        () => '不知道哪里传来叮叮咚咚的音乐声。',
      ],
      // (Most of these outings are a stroll: `江边溜达`, `遛弯`, `逛小区`; shopping has its own activity.)
      noun: n('散步'),
      goodnight: '热闹的大街',
    },
    'car-ride': {
      arrive: [
        (x) => `${x.h.name}坐进安全座椅，咔哒扣好安全带，出发啦。`,
        (x) => `${andWho(x)}坐着车，出门走了好远好远。`,
        (x) => `${x.h.name}${withWho(x)}坐在汽车后座，准备出发去玩。`,
      ],
      do: [
        (x) => `${He(x)}望着窗外的大树和田野。`,
        (x) => `${He(x)}一路唱着歌，啦啦啦。`,
        (x) => `${He(x)}看见了一辆红卡车、一辆蓝公交，还有田里的一匹马。`,
      ],
      sense: [
        () => '汽车嗡嗡地跑，路面轻轻地颠，咚，咚。',
        () => '阳光从树缝里一闪一闪地照进来。',
        () => '雨刷左摆摆，右摆摆，唰，唰。',
      ],
      noun: n('坐车出门'),
      goodnight: '安全座椅',
    },
    'rainy-day': {
      arrive: [
        (x) => `今天下雨了，${x.h.name}${withWho(x)}待在家里。`,
        (x) => `${x.h.name}把小鼻子贴在窗户上，看外面下雨。`,
        (x) => `外面下着雨，${x.h.name}在窗边找了个暖和的小角落。`,
      ],
      do: [
        (x) => `${He(x)}用手指追着玻璃上往下跑的雨滴。`,
        // Only the rain watched: what the family did indoors instead is the parent's to say (`用被子搭了个小帐篷`).
        (x) => `${He(x)}数着窗户上的小雨点，一颗，两颗，三颗。`,
        (x) => `${He(x)}看着雨点在水坑里跳舞，一圈，一圈。`,
      ],
      sense: [
        // No garden and no roof of their own: most families watch the rain from a flat (`看楼下的水坑`).
        () => '雨点打在窗户上，滴答滴答，滴答滴答。',
        () => '屋里暖暖的，干干的，舒舒服服。',
        () => '窗户凉凉的，外面湿漉漉、亮晶晶的。',
      ],
      noun: n('在家看雨'),
      goodnight: '滴答滴答的小雨',
    },
    'dentist-visit': {
      arrive: [
        // The hero named once: `小兔子和爸爸去看牙医，她坐上了…`.
        (x) => `${andWho(x)}去看牙医，${x.h.ta}坐上了那张会升会降的大椅子。`,
        // Only the hero climbs into the chair: the grown-up who came stays beside it.
        (x) => {
          const who = mate(x);
          return `在牙医那里，${x.h.name}爬上大椅子，椅子慢慢地升高了${who ? `，${who.name}就在旁边` : ''}。`;
        },
        (x) => `${x.h.name}${withWho(x)}去看牙医，${x.h.ta}乖乖地坐在大椅子上。`,
      ],
      do: [
        (x) => `${He(x)}把嘴巴张得大大的，牙医数了数小牙齿，一颗，两颗，三颗。`,
        (x) => `${He(x)}在一面圆圆的小镜子里看自己的牙齿。`,
        (x) => `${He(x)}得到了一张亮晶晶的贴纸，还有一把新牙刷。`,
      ],
      sense: [
        () => '大椅子嗡嗡地升上去，又呼地降下来。',
        () => '头顶的灯圆圆的，亮亮的，像个小太阳。',
        () => '牙膏是草莓味的，牙齿变得滑滑的，干干净净。',
      ],
      noun: n('看牙医'),
      goodnight: '牙医的大椅子',
    },
    // 第一次剪头发在理发店：高高的大椅子，小围布，大镜子。
    'hairdresser-visit': {
      arrive: [
        (x) => `${andWho(x)}去理发店，${x.h.ta}坐上了高高的大椅子。`,
        (x) => {
          const who = mate(x);
          // The cape seen, not put on: a child who would not wear it (`围布也不肯围`) is not told wearing it.
          return `在理发店，${x.h.name}看见了高高的大椅子和一块软软的小围布${who ? `，${who.name}就在旁边` : ''}。`;
        },
        // No sitting good and still: a child who cried at the clippers first did not.
        (x) => `${x.h.name}${withWho(x)}去理发店，墙上有一面大大的镜子。`,
      ],
      do: [
        // True of a child who cried at first as of one who sat still: no `一动也不动`.
        (x) => `${He(x)}听着剪刀咔嚓咔嚓地响。`,
        // Said before the cut as after it: no new haircut yet.
        (x) => `${He(x)}看着大镜子，对镜子里的自己眨了眨眼。`,
        (x) => `小梳子在${x.h.ta}的头发上轻轻地梳呀梳。`,
      ],
      sense: [
        () => '一小撮一小撮的头发掉下来，轻得像羽毛。',
        () => '吹风机呼呼地响，吹出暖暖的小风。',
        () => '大镜子亮亮的，照出一张小小的脸。',
      ],
      // The doing, as the title says it (`小兔子理发`, not `小兔子理发店`).
      noun: n('理发'),
      goodnight: '理发店的大椅子',
    },
    'market-visit': {
      arrive: [
        (x) => `${andWho(x)}去逛市场，一个个摊位上撑着条纹的小棚子。`,
        // No fruit, fish nor prices of its own: what was bought there is the parent's to say (`买了一把小葱`).
        (x) => `在市场上，${x.h.name}${withWho(x)}走过一个个摊位，摊位上摆得满满的，五颜六色。`,
        (x) => `${x.h.name}${withWho(x)}去了市场，在热热闹闹的摊位中间走来走去。`,
      ],
      do: [
        (x) => `${He(x)}看着东西放上秤，秤上的数字跳呀跳。`,
        (x) => `${He(x)}东看看，西看看，什么都觉得新鲜。`,
        (x) => `${He(x)}竖起小耳朵，听大家你一句我一句地说话。`,
      ],
      sense: [
        () => '到处都是香香的、新鲜的味道。',
        () => '纸袋子沙沙响，硬币叮当叮当。',
        () => '大家都在说话，叫卖声一声接着一声。',
      ],
      noun: n('逛市场'),
      goodnight: '市场的小摊位',
    },
    'aquarium-visit': {
      arrive: [
        // No shark nor any creature the parent did not name: the parent's own (`看了大鲨鱼`) is told beside it.
        (x) => `${andWho(x)}去了水族馆，大玻璃后面游着好多好多鱼。`,
        (x) => `在水族馆，${x.h.name}${withWho(x)}把鼻子贴在大玻璃上，看小鱼游来游去。`,
        (x) => `${x.h.name}${withWho(x)}走进水族馆，蓝蓝的大鱼缸里游着好多小鱼。`,
      ],
      do: [
        (x) => `${He(x)}看见一只海龟慢慢地划过去，啪嗒，啪嗒。`,
        (x) => `${He(x)}看见一只水母轻轻地发着光，像一盏小灯。`,
        (x) => `${He(x)}跟着一条花条纹的小鱼，从鱼缸这头走到那头。`,
      ],
      sense: [
        () => '到处都是蓝蓝的，静静的，泡泡咕噜咕噜往上冒。',
        () => '橙色的鱼、黄色的鱼，亮晶晶的一大群游过去了。',
        () => '大玻璃摸上去凉凉的，滑滑的。',
      ],
      noun: n('去水族馆'),
      goodnight: '小鱼',
    },
  },
  still: [
    // A while gone by, as a parent says it, not a bare `还在那儿` (was still there); no `玩`: it may be the dentist's.
    (x) => `${x.h.name}东看看，西看看。`,
    (x) => `过了一小会儿，${x.h.name}抬起头来。`,
    (x) => `${x.h.name}在那儿待了好一会儿。`,
    (x) => `时间慢慢过去，${x.h.name}还在那儿忙着。`,
    // The name and `静静地` parted by a doing: after a name like `安安`, `安安静静地` would read as the name left out.
    (x) => `${x.h.name}坐下来，静静地看着周围。`,
    (x) => `${x.h.name}一会儿看看这儿，一会儿看看那儿。`,
    (x) => `又过了一会儿，${x.h.name}${withWho(x)}喝了几口水，歇了一会儿。`,
    (x) => `${x.h.name}停下来，看了看四周。`,
  ],
  // No place of its own (not `在家里`, not `沙发上`): the day may be at kindergarten or on an outing.
  later: [
    (x) => `${x.h.name}坐下来歇了一小会儿。`,
    (x) => `过了一会儿，${x.h.name}${withWho(x)}静静地坐着。`,
    (x) => `中午，${x.h.name}安安静静地歇了一会儿。`,
    (x) => `${x.h.name}蜷在一个舒服的小角落里。`,
    (x) => `${x.h.name}紧紧挨着${x.helper.name}坐着。`,
    (x) => `一天慢慢过去，${x.h.name}窝在一个大软垫上。`,
  ],
  homePlay: {
    arrive: [
      (x) => `${x.h.name}在家里，抱出一篮子最喜欢的玩具。`,
      (x) => `${andWho(x)}用毯子和靠垫搭了一个暖暖的小窝。`,
      (x) => `${x.h.name}坐在地毯上，把玩具箱倒了个底朝天。`,
      (x) => `${x.h.name}看了看窗外，然后想到了一个好玩的游戏。`,
    ],
    do: [
      (x) => `${He(x)}给玩偶们开了个茶会，小杯子，小盘子。`,
      (x) => `${He(x)}推着小汽车在地毯上跑，嘟嘟，嘟嘟。`,
      (x) => `${He(x)}用鞋盒给玩具小兔做了一张床。`,
      (x) => `${He(x)}躲在窗帘后面玩躲猫猫。`,
    ],
    sense: [
      () => '屋里静静的，暖暖的，钟表嘀嗒嘀嗒。',
      () => '沙发垫软软的，地毯暖暖的，坐着真舒服。',
      () => '玩具们排成一排，好像都在笑。',
      () => '窗外的白云慢慢飘，软绵绵的。',
    ],
  },
  quiet: {
    // No time nor place of its own (not `下午`, not `沙发上`): the parent's own line of the afternoon often follows,
    // out of doors (`下午跟爸爸在楼下桂花树底下…`) or at kindergarten.
    arrive: [
      (x) => `${x.h.name}紧紧地靠在${x.helper.name}身边。`,
      (x) => `${x.h.name}盖着软软的毯子，靠着${x.helper.name}。`,
      (x) => `静悄悄的，${x.h.name}一直待在${x.helper.name}身边。`,
    ],
    do: [
      // No book read nor picture drawn: the parent's own quiet doing follows (`我陪她在沙发上看小猪佩奇`).
      () => '他们就这样静静地待着，一点也不着急。',
      (x) => `${He(x)}听着一首轻轻的歌，紧紧抱着小玩偶。`,
      (x) => `${He(x)}慢慢地眨眨眼睛，小手拉着${x.helper.name}的手。`,
    ],
    sense: [
      // No blanket: the scene's first line may have tucked the child under one already (`盖着软软的毯子`).
      () => '屋里安安静静，暖洋洋的。',
      // No rain or sun of its own: a quiet day at home is told on any weather the parent wrote.
      () => '墙上的钟滴答滴答，屋里静悄悄的。',
      // No drink or food: a quiet day is often an ill one, where the child cannot eat (`手足口`, mouth sores).
      // (No cuddly toy: the line before may have the child holding one already, `紧紧抱着小玩偶`.)
      (x) => `${He(x)}的心里，慢慢地舒服了一点。`,
    ],
  },

  problems: {
    lostToy: {
      uhOh: [
        [(x) => `可是${x.h.ta}一看，小玩偶不见了！`, (x) => `突然，${x.h.ta}发现小兔子玩偶不见了。`],
        [(x) => `${He(x)}找了上面，找了下面，哪儿都没有。`, (x) => `“你在哪儿呀？”${x.h.ta}小声地喊。`],
      ],
      fix: [
        [
          (x) => `${x.helper.name}说：“我们一起找吧。”`,
          (x) => `${x.helper.name}牵起${x.h.name}的手，沿着来的路往回走。`,
        ],
        // Indoors as outdoors (an aquarium, a mall): no sunshine of its own.
        [() => '找到了，它就躲在长椅下面！', () => '原来它掉在了来时的路上，正静静地等着呢！'],
      ],
    },
    spill: {
      uhOh: [
        [() => '哎呀！', (x) => `哎呀，${x.h.ta}的小胳膊碰到了杯子。`],
        // Water, which any day has: no juice the parent never wrote of.
        [() => '杯子倒了，水在桌上流成了一小片。', () => '哗啦，杯子歪了，水洒出来一点点。'],
      ],
      fix: [
        [
          (x) => `${x.helper.name}笑着说：“没关系，谁都会不小心的。”`,
          (x) => `${x.helper.name}拿来一块抹布，说：“我们能擦干净。”`,
        ],
        [() => '他们一起擦呀擦，唰唰唰，擦干净了。', (x) => `${x.h.name}帮着擦掉每一滴水，桌子又干干的了。`],
      ],
    },
    tower: {
      // Whatever the child stacked up, on any day (cups, books, cushions): no blocks the parent never wrote of.
      uhOh: [
        [(x) => `${x.h.ta}叠得高高的小塔开始摇晃，摇摇，晃晃。`, (x) => `${He(x)}又往上放了一个，小塔开始晃来晃去。`],
        [() => '哗啦一声，小塔倒了一地！', () => '轰隆隆，小塔倒下来了。'],
      ],
      fix: [
        [
          (x) => `${x.helper.name}问：“我们再叠一座更好的，好吗？”`,
          (x) => `${x.helper.name}坐到${x.h.name}身边，帮${x.h.ta}一个一个捡起来。`,
        ],
        [() => '这次把大的放在下面，小塔站得稳稳的。', () => '一个，一个，新的小塔比原来还要结实。'],
      ],
    },
    balloon: {
      uhOh: [
        [(x) => `这时，红气球的线从${x.h.ta}手里溜走了。`, (x) => `一阵风吹来，把${x.h.ta}的气球吹跑了。`],
        [() => '气球飘呀飘，一直飘到了树枝上。', () => '气球挂在了树上，高高的，够不着。'],
      ],
      fix: [
        [
          (x) => `${x.helper.name}踮起脚，伸长手，抓住了气球的线。`,
          () => '一位高高的叔叔看见了，轻轻地把气球拉了下来。',
        ],
        [(x) => `这次，他们把线系在${x.h.ta}的手腕上，牢牢的。`, () => '气球回来了，大家都拍手欢呼。'],
      ],
    },
    timeToStop: {
      uhOh: [
        [
          (x) => `快到结束的时候了，${x.h.name}真希望能一直玩下去。`,
          (x) => `该停下来了，可是${x.h.name}一点也不想停。`,
        ],
        [
          (x) => `“再玩一小会儿！就一小会儿！”${x.h.ta}说。`, // (Said of the child, no words the child never said: not `还不要停！`.)
          (x) => `${x.h.name}摇摇头，还想再玩一会儿。`,
        ],
      ],
      fix: [
        [
          (x) => `${x.helper.name}笑着说：“我们改天再来一次。”`,
          (x) => `${x.helper.name}轻轻地说：“好玩的事还会再有的，你看着吧。”`,
        ],
        [
          (x) => `${x.h.name}又玩了最后一小会儿，然后说：“拜拜，下次见！”`,
          // Said of the child: a subjectless `最后再玩一下` reads as an order to the listener.
          (x) => `${x.h.name}又玩了最后一下，深深地吸了一口气，说：“好啦！”`,
        ],
      ],
    },
    timeToGo: {
      uhOh: [
        [(x) => `该走了，可是${x.h.name}一点也不想走。`, (x) => `快到走的时间了，${x.h.name}还想再玩一会儿。`],
        [
          (x) => `“再玩一次！就一次！”${x.h.ta}说。`,
          // Not `一步也不想走` after `一点也不想走`: the same not-going said twice. A wish, not a sit-down fuss: the
          // trouble of a day that went well (`一整天都乖乖的 没哭没闹`) never tells of a tantrum.
          (x) => `${x.h.ta}拉着${x.helper.name}的手，小声说：“再待一会儿，好不好？”`,
        ],
      ],
      fix: [
        [
          (x) => `${x.helper.name}蹲下来说：“再玩一次，然后我们说再见。”`,
          (x) => `${x.helper.name}轻轻地说：“我们下次再来。”`,
        ],
        [
          (x) => `${x.h.name}又玩了最后一次，然后挥挥手：再见，下次见！`,
          () => '最后看一眼，挥挥手，大家手拉手出发啦。',
        ],
      ],
    },
    turns: {
      uhOh: [
        [
          (x) => `这时，${x.h.ta}和另一个小朋友都想要那个红皮球。`,
          (x) => `另一个小朋友想玩同一个玩具，${x.h.name}也想玩。`,
        ],
        [(x) => `${He(x)}说“是我的”，另一个也说“是我的”，两个都生气了。`, () => '两个人都在拉，谁也笑不出来了。'],
      ],
      fix: [
        [(x) => `${x.helper.name}蹲下来说：“我们轮流玩，好不好？”`, () => '他们停下来，深深吸一口气，决定一起分享。'],
        [(x) => `你玩一下，我玩一下，很快${x.h.ta}和新朋友都笑了。`, () => '他们把球滚过来，滚过去，一起玩更开心。'],
      ],
    },
    windHat: {
      uhOh: [
        // Outside, as a day in a mall or at an ice rink has its way there and back too.
        [
          (x) => `走到外面，呼，一阵大风吹来，把${x.h.ta}的帽子吹跑了！`,
          (x) => `一出门就刮起了风，${x.h.ta}的帽子飞走了。`,
        ],
        [() => '帽子在地上翻呀滚呀，越滚越远。', () => '帽子跳着舞跑开了，小短腿怎么也追不上。'],
      ],
      fix: [
        [
          (x) => `${x.helper.name}追了过去，一把抓住了帽檐。`,
          (x) => `${x.h.name}和${x.helper.name}一起追，帽子停在了一棵小树旁边。`,
        ],
        [(x) => `帽子又戴回${x.h.ta}的头上，往下拉一拉，盖住了耳朵。`, () => '大家笑这调皮的风，后来一直扶着帽子。'],
      ],
    },
    splash: {
      uhOh: [
        [() => '这时，一大朵水花溅到了小脸上。', (x) => `哗，水溅进了${x.h.ta}的眼睛，涩涩的，好难受。`],
        [(x) => `${He(x)}眨呀眨，好想哭。`, (x) => `${He(x)}一点也不喜欢这样。`],
      ],
      fix: [
        [
          (x) => `${x.helper.name}用软软的毛巾裹住${x.h.ta}，轻轻擦干眼睛。`,
          (x) => `${x.helper.name}拿来一块干毛巾，说：“我们擦擦脸吧。”`,
        ],
        [(x) => `${He(x)}又眨眨眼，一切都清清楚楚了。`, () => '很快就不难受了，水又变得好玩了。'],
      ],
    },
    floatAway: {
      uhOh: [
        [(x) => `${x.h.name}的小船在水面上漂走了。`, (x) => `哎呀，${x.h.ta}的小黄鸭漂走了，越漂越远。`],
        [() => '它漂到了小胳膊够不着的地方。', () => '一浪一浪，它漂得更远了。'],
      ],
      fix: [
        [
          (x) => `${x.helper.name}用手轻轻推出小波浪，把它送回来。`,
          (x) => `${x.h.name}和${x.helper.name}一起对着水面吹，呼，呼。`,
        ],
        [() => '它慢慢地漂回来，正好漂到小手里。', (x) => `它一摇一摆地回来了，${x.h.ta}紧紧抓住了它。`],
      ],
    },
    shyHello: {
      uhOh: [
        [(x) => `这里有好多不认识的人，${x.h.name}有点害羞。`, (x) => `突然，${x.h.ta}一点也不想说你好了。`],
        [(x) => `${He(x)}躲在${x.helper.name}身后，紧紧拉着衣角。`, (x) => `${He(x)}想回家，想把脸埋进软软的毛衣里。`],
      ],
      fix: [
        [
          (x) => `${x.helper.name}一直陪在旁边，说：“害羞也没关系。”`,
          (x) => `${x.helper.name}蹲下来说：“不着急，慢慢来。”`,
        ],
        [
          (x) => `过了一会儿，${x.h.ta}轻轻挥了挥手，别人也笑着向${x.h.ta}挥手。`,
          (x) => `慢慢地，${x.h.ta}鼓起勇气，小声说了句你好。`,
        ],
      ],
    },
    wobble: {
      uhOh: [
        [(x) => `${He(x)}晃到这边，又晃到那边。`, (x) => `${x.h.name}一下子冲得太快，开始摇摇晃晃。`],
        [() => '扑通，坐到了软软的地上，“哎哟！”', (x) => `${He(x)}一屁股坐在地上，吓了一跳。`],
      ],
      fix: [
        [
          (x) => `${x.helper.name}马上过来，把${x.h.ta}拉了起来。`,
          (x) => `${x.helper.name}扶${x.h.ta}起来，轻轻拍了拍小衣服。`,
        ],
        [() => '他们又试了一次，这次慢慢的，刚刚好。', (x) => `${He(x)}说着“慢慢来，稳稳的”，又出发了。`],
      ],
    },
    missingPiece: {
      uhOh: [
        [() => '可是少了一样东西，怎么也找不到。', (x) => `少了一块，${He(x)}找呀找，就是找不到。`],
        [(x) => `“它去哪儿了？”${x.h.ta}小小声地问。`, (x) => `${He(x)}有点生气，也有点难过。`],
      ],
      fix: [
        [
          (x) => `${x.helper.name}掀开靠垫，${x.h.name}往桌子底下看。`,
          (x) => `${x.helper.name}说：“我们来当小侦探吧。”`,
        ],
        [() => '找到啦，它就藏在地毯下面！', () => '最后找到了，原来粘在一只袜子底下。'],
      ],
    },
    rollAway: {
      uhOh: [
        [
          // What rolled is the child's own little something, indoors or out: no ball, apple or bench of its own.
          (x) => `这时，${x.h.ta}手里的小东西掉了，骨碌碌滚走了。`,
          (x) => `${x.h.ta}的小手一松，手里的东西骨碌碌滚走了。`,
        ],
        [() => '它滚到了角落里，又远又黑，够不着。', () => '滚呀滚呀滚，它怎么也停不下来。'],
      ],
      fix: [
        [
          (x) => `${x.helper.name}趴在地上，把手伸了进去。`,
          (x) => `${x.h.name}和${x.helper.name}蹲下来，一起把它找了回来。`,
        ],
        [() => '它出来了，沾了点灰，可是好好的。', (x) => `${He(x)}把它抱得紧紧的，笑了。`],
      ],
    },
    fell: {
      uhOh: [
        [
          (x) => `这时，${x.h.ta}一不小心${x.t ? `从${on(x.t)}摔了下来` : '摔倒了'}，扑通！`,
          (x) => `哎呀，${x.h.ta}${x.t ? `在${on(x.t)}` : ''}没站稳，摔了一跤。`,
        ],
        // Not `愣了一下`, the parent's own word of the moment after a fall (`愣了一下差点哭`).
        [(x) => `${He(x)}“哎哟”一声，揉了揉摔疼的地方。`, (x) => `${He(x)}坐在地上，有点疼，也有点委屈。`],
      ],
      fix: [
        [
          (x) => `${x.helper.name}一把抱起${x.h.ta}，紧紧搂在怀里。`,
          (x) => `${x.helper.name}跑过来，给了${x.h.ta}一个大大的、轻轻的拥抱。`,
        ],
        [() => '他们一起坐了一会儿，慢慢就不那么疼了。', (x) => `亲一亲，抱一抱，歇一歇，${x.h.ta}就好多了。`],
      ],
    },
    hurt: {
      uhOh: [
        // Said of any small hurt (a scrape, a pinch, fingers stung by the cold), inventing no bump; no `突然`: after
        // the parent's own telling of the hurt, a sudden `哎哟` is a second, invented pain. No `捂着疼的地方` nor
        // `好疼呀`: cold red fingers sting, they are no sore place held.
        [(x) => `哎哟，${x.h.ta}的小脸皱成了一团。`, (x) => `哎哟，${x.h.ta}的小眉头皱得紧紧的。`],
        [(x) => `${He(x)}“哎哟哎哟”地叫着，想要抱抱。`, (x) => `${x.h.ta}的小嘴一撇，眼泪在眼睛里打转。`],
      ],
      fix: [
        [
          (x) => `${x.helper.name}轻轻看了看疼的地方，给${x.h.ta}揉一揉。`,
          // A hug, not a blow on it: an ear or a tummy that hurts cannot be blown on.
          (x) => `${x.helper.name}把${x.h.ta}抱在怀里，轻轻拍着${x.h.ta}的背。`,
        ],
        // The helper is named in the line before: the comfort is said without naming them again.
        [() => '“不疼不疼，很快就会好的。”', () => '抱一抱，揉一揉，就没那么疼了。'],
      ],
    },
    cried: {
      uhOh: [
        [(x) => `${x.h.ta}的小嘴一瘪，眼泪啪嗒啪嗒往下掉。`, (x) => `${x.h.ta}心里酸酸的，好难过好难过。`],
        // Not the tears falling again after the first line's `往下掉`: the crying heard instead.
        [(x) => `${He(x)}哭呀哭，小鼻子都哭红了。`, (x) => `${He(x)}一边哭，一边要抱抱。`],
      ],
      fix: [
        [
          (x) => `${x.helper.name}坐下来，把${x.h.ta}抱在怀里，一点也不着急。`,
          (x) => `${x.helper.name}说：“我在这儿呢，想哭就哭吧。”`,
        ],
        [() => '他们一起慢慢吸气，呼气，像吹气球一样。', () => '哭一哭也没关系，过了一会儿，眼泪就干了。'],
      ],
    },
    lost: {
      uhOh: [
        // Said of any thing (`鞋子掉了一只`, `水壶丢了`), not only a cherished toy: no `心爱的`, no `最喜欢的`.
        // Both are said after the parent's own words of the loss as well (`玩偶不见了`): neither tells it again.
        [(x) => `${He(x)}东看看，西看看，心里一下子慌了。`, () => '哎呀，怎么找也找不到！'],
        // Said of a thing lost and of a thing left at home alike (`忘带水壶`): no searching high and low.
        [(x) => `${He(x)}心里好着急，小嘴巴瘪了起来。`, (x) => `${He(x)}站在那儿，眼圈有点红了。`],
      ],
      fix: [
        [
          (x) => `${x.helper.name}说：“别着急，我们一起想办法。”`,
          (x) => `${x.helper.name}抱了抱${x.h.ta}，说：“没关系，会有办法的。”`,
        ],
        [(x) => `不管怎么样，大家都一样爱${x.h.ta}。`, () => '两个人一起想办法，心里的着急就变小了。'],
      ],
    },
    scared: {
      uhOh: [
        [
          (x) =>
            // A strange new room is unease, not a fright: the line says only the fear the parent's clause may be.
            x.about ? `${x.about.name}让${x.h.name}害怕了，${x.h.ta}吓了一跳。` : `这时，${He(x)}心里有点怕怕的。`,
          // No hiding of its own: the parent often tells where the child went (`抱着我不撒手`, `钻我怀里`).
          (x) => `${x.h.ta}心里有一点点怕。`,
        ],
        // How the fright felt, not where the child hid: the grown-up held on or had just let go as the parent told.
        // (A startle, not a second `吓`: the parent's own words of the fright, `把他吓一跳`, often come just before.)
        // (Nor a stare, which reads wrong after the parent's tears or laugh: the moment itself, said gently.)
        [(x) => `${x.h.ta}的小心脏扑通扑通地跳。`, () => '那一下，心里咚咚直跳。'],
      ],
      fix: [
        [
          (x) => `${x.helper.name}抱紧${x.h.ta}说：“别怕，我在呢。”`,
          // What a parent says to a frightened child (`不怕不怕`), not an explaining `那是怎么回事`; no crouching of its
          // own, which parents write themselves (`姥姥蹲下来跟她说…`) and would then hear twice.
          (x) => `${x.helper.name}摸摸${x.h.ta}的小脑袋，轻轻地说：“不怕不怕。”`,
        ],
        // Fear going as a parent says it (`慢慢地就不怕了`), not a translated `害怕的感觉变得越来越小`.
        [() => '扑通扑通的小心脏，慢慢平静下来了。', (x) => `慢慢地，${x.h.name}就不怕了。`],
      ],
    },
    tantrum: {
      uhOh: [
        [
          // A quarrel the parent tapped is told with whom (`和姐姐圆圆吵架了`), and scene 4 makes up. Not `后来`: the
          // parent's own telling of the quarrel often comes just before, and this is that quarrel, not a second one.
          (x) =>
            x.about ? `${He(x)}和${x.about.name}吵架了，好生气好生气。` : `后来，${x.h.ta}不开心了，好生气好生气。`,
          (x) =>
            x.about
              ? `${x.h.name}和${x.about.name}吵了一架，一点也不开心。`
              : `什么都不对劲，${x.h.name}生气了，一点也不开心。`,
        ],
        // No fire burning inside: a temper is also the jealousy of a new baby (`不让我抱弟弟 说妈妈是我的`), a pout.
        [(x) => `${He(x)}嘟着小嘴，心里闷闷的。`, (x) => `${He(x)}心里热热的，闷闷的。`],
      ],
      fix: [
        [(x) => `${x.helper.name}一直陪在旁边，安安静静地等着。`, (x) => `${x.helper.name}说：“你生气了，没关系的。”`],
        [
          // A quarrel with someone is made up with a sorry, said by both: a child learns it from the story. One
          // sentence each, as scene 4 has room for no more.
          (x) =>
            x.about
              ? `${x.h.name}说了声“对不起”，${x.about.name}也说了声“对不起”，${x.h.ta}和${x.about.name}抱了抱，又和好了。`
              : '他们把生气像吹蜡烛一样吹走，呼，呼，呼。',
          (x) =>
            x.about
              ? `气慢慢消了，两个人都说了对不起，${x.h.name}和${x.about.name}又和好了。`
              : '抱一个大大的抱抱，气就慢慢消了。',
        ],
      ],
    },
    broke: {
      uhOh: [
        // Not `它`: the parent's clause before these lines names no one thing (`撕破了一页，两个人都哭了`).
        [(x) => `${x.h.ta}看着坏了的地方，小嘴一瘪。`, (x) => `哎呀，${x.h.ta}心爱的东西坏了。`],
        [(x) => `${He(x)}看着坏了的东西，心里好难过。`, (x) => `${He(x)}呆呆地看着，心里空落落的。`],
      ],
      fix: [
        // No words of the helper's own: the parent's own words to the child often follow (`我跟她说明天带她去超市再挑一个`).
        [
          (x) => `${x.helper.name}把${x.h.ta}搂过来，轻轻拍拍${x.h.ta}的背。`,
          (x) => `${x.helper.name}搂着${x.h.ta}，一起看了看。`,
        ],
        [
          () => '有的东西能修好，修不好的也可以一直好好爱着。',
          (x) => `东西坏了也没关系，${x.h.ta}还是大家最爱的宝贝。`,
        ],
      ],
    },
    messy: {
      uhOh: [
        // 接在家长自己说的小狼狈后面（面粉、泥巴、沙子、冰淇淋）：哪一种都说得通。
        // Not `从头到脚`: the parent's mess may be a face of rice, not a child covered head to toe.
        // Not `到处都是` nor the hands: the parent's mess may be glue in the hair or a face of flour.
        [() => '哎呀，这可怎么办呀！', () => '哎呀，这下可热闹啦！'],
        // A proud mess (eating alone) is not frowned at: the child only looks.
        [(x) => `${He(x)}低头看看自己，眨了眨眼睛。`, () => '身上、衣服上都沾了一点点。'],
      ],
      fix: [
        [
          (x) => `${x.helper.name}笑了笑，拿来一条温温的毛巾。`,
          (x) => `${x.helper.name}说：“没关系，用水一洗就干净了。”`,
        ],
        [() => '擦一擦，洗一洗，又干干净净了。', (x) => `${He(x)}乖乖地不动，一会儿就擦得干干净净。`],
      ],
    },
    spilled: {
      uhOh: [
        // Neutral for a drink knocked over, rice run out of a zongzi and a wee that missed the potty alike: the
        // parent's clause says which.
        [() => '哎呀，不是故意的呀！', () => '哎呀，一不小心，弄得乱糟糟的。'],
        [(x) => `${He(x)}看着弄乱的地方，心里不好受。`, () => '乱糟糟的一小片，还有一张难过的小脸。'],
      ],
      fix: [
        [
          (x) => `${x.helper.name}拿来抹布，说：“谁都会不小心的。”`,
          // Kind words only: the parent's own clause may already tell the cleaning up (`俩人一起扫干净了`).
          (x) => `${x.helper.name}摸摸${x.h.ta}的头，说：“没关系的。”`,
        ],
        [() => '唰唰唰，又干干净净了。', (x) => `${He(x)}也帮着擦，很快就擦好了。`],
      ],
    },
    shy: {
      uhOh: [
        [
          (x) => `一切都是新的，${x.h.name}有点紧张，也有点害羞。`,
          (x) => `${He(x)}有点紧张，不想松开${x.helper.name}的手。`,
        ],
        // The one who came along by name, not `大人` (a grown-up), whose coat a shy child holds.
        [(x) => `${He(x)}紧紧拉着${x.helper.name}的衣角，偷偷往外看。`, () => '心里有点害羞，小脸都红红的。'],
      ],
      fix: [
        [
          (x) => `${x.helper.name}陪在旁边说：“不着急。”`,
          // Said while the child still hides: no praise of what was not yet done.
          (x) => `${x.helper.name}小声说：“等你准备好了再去。”`,
        ],
        [(x) => `一点一点，${x.h.ta}松开手，开始东看看西看看。`, () => '过了一会儿，害羞的感觉变小了。'],
      ],
    },
    letDown: {
      uhOh: [
        // As a parent says it (`只好下次再去了`), not the translated `可是今天，真的没办法`.
        [() => '哎呀，今天去不成了。', () => '唉，只好下次再去了。'],
        [(x) => `${He(x)}有点失望，小嘴巴噘了起来。`, (x) => `${x.h.name}心里有点失落。`],
      ],
      fix: [
        [
          (x) => `${x.helper.name}抱了抱${x.h.ta}，说：“我们改天再去。”`,
          (x) => `${x.helper.name}说：“来，我们想想别的好玩的。”`,
        ],
        // Not the bookish `新计划，正适合今天` nor `失望的感觉飞走了`.
        [() => '很快，大家就想到了一个新主意。', (x) => `慢慢地，${x.h.name}的小脸上又有了笑容。`],
      ],
    },
    strange: {
      uhOh: [
        // Lines that fit both a strange new bed and clothes on back to front (`裤子穿反了`): no new place is said.
        [(x) => `${x.h.name}觉得有点怪怪的，跟平时不一样。`, (x) => `${x.h.name}眨眨眼睛，觉得哪里不太对劲。`],
        [(x) => `${He(x)}歪着小脑袋，想了又想。`, () => '心里有一种说不出的、怪怪的感觉。'],
      ],
      fix: [
        [
          (x) => `${x.helper.name}抱了抱${x.h.ta}，说：“没关系，我们慢慢来。”`,
          (x) => `${x.helper.name}坐到${x.h.ta}身边，轻轻说：“我就在你身边呢。”`,
        ],
        [(x) => `慢慢地，${x.h.name}又笑了。`, (x) => `${x.h.name}点点头，心里踏实了。`],
      ],
    },
    stuck: {
      uhOh: [
        [() => '哎呀，卡住了，怎么也弄不下来。', (x) => `${x.h.name}拉呀拉，可是卡得紧紧的。`],
        [(x) => `${He(x)}看着它，心里有点着急。`, (x) => `${x.h.name}不知道该怎么办才好。`],
      ],
      fix: [
        [(x) => `${x.helper.name}过来帮忙，一点也不着急。`, (x) => `${x.helper.name}说：“别急，我们一起想想办法。”`],
        [() => '动一动，晃一晃，再耐心一点，就弄好了。', () => '慢慢地，着急的感觉不见了。'],
      ],
    },
    // True of a long wait (`等了好久 她坐不住`) as of a tired walk: no carrying anywhere of its own.
    tired: {
      uhOh: [
        [(x) => `可是${x.h.name}太累了，做什么都好难。`, (x) => `后来，${x.h.ta}累了，还有点不高兴。`],
        [(x) => `${x.h.ta}的眼皮沉沉的，小腿也不想走了。`, (x) => `${He(x)}揉揉眼睛，打了一个大大的哈欠。`],
      ],
      fix: [
        [
          (x) => `${x.helper.name}说：“我们歇一会儿吧。”`,
          (x) => `${x.helper.name}摸摸${x.h.ta}的头，说：“不着急，我们歇一会儿。”`,
        ],
        [() => '安安静静歇一歇，喝一点水，好多了。', (x) => `${He(x)}靠着${x.helper.name}躺下来，心里又平静了。`],
      ],
    },
    sick: {
      uhOh: [
        [
          (x) => (x.about ? `今天，${x.about.name}生病了，身体不舒服。` : `今天，${He(x)}生病了，身体不舒服。`),
          (x) => (x.about ? `${x.about.name}病了，${x.h.name}有点担心。` : `${x.h.ta}身体不舒服，一点精神也没有。`),
        ],
        // The one who stayed with the child, by name (`只想待在妈妈身边`), not the stilted `大人` (a grown-up).
        [(x) => `${He(x)}只想待在${x.helper.name}身边，安安静静的。`, (x) => `${He(x)}没有力气玩，只想要抱抱。`],
      ],
      fix: [
        [
          // No blanket, sofa or porridge of its own: the parent tells the care given (`盖着小毯子`, `熬了白粥`).
          (x) => `${x.helper.name}摸摸${x.h.ta}的额头，轻轻说：“我陪着你。”`,
          (x) => `${x.helper.name}一整天都陪着${x.h.ta}，轻轻地拍拍${x.h.ta}。`,
        ],
        [() => '生病了要好好休息，身体就会一点一点好起来。', () => '有人好好照顾，病就会慢慢好起来。'],
      ],
    },
    hospital: {
      uhOh: [
        [
          (x) => (x.about ? `今天，${x.h.name}要去医院看${x.about.name}。` : `今天有点不一样，${x.h.name}要去医院。`),
          () => '今天要去一趟医院。',
        ],
        [(x) => `医院里的一切都是新的，${x.h.ta}有一点担心。`, () => '医院又大又忙，有好多不认识的人。'],
      ],
      fix: [
        [
          (x) => `${x.helper.name}一直陪着，紧紧握着${x.h.ta}的手。`,
          () => '医生和护士都很和气，很温柔，什么都讲得清清楚楚。',
        ],
        [(x) => `${x.helper.name}轻轻地说：“医生会好好照顾的。”`, () => '有人好好照顾，身体就会慢慢好起来。'],
      ],
    },
    vaccine: {
      uhOh: [
        // The waiting, not the jab: the parent's own clauses tell when the tears came and who gave it.
        [(x) => `轮到${x.h.name}了，${x.h.ta}伸出了小胳膊。`, (x) => `等着打针的时候，${x.h.ta}的小心脏扑通扑通跳。`],
        [(x) => `${He(x)}紧紧抱着${x.helper.name}，不想松手。`, (x) => `${x.h.ta}心里有一点点怕。`],
      ],
      fix: [
        [
          (x) => `${x.helper.name}抱紧${x.h.ta}，轻轻揉了揉小胳膊。`,
          (x) => `${x.helper.name}给了${x.h.ta}一个大大的拥抱，还亲了亲小胳膊。`,
        ],
        [() => '过了一会儿，就不那么疼了。', () => '打了针，身体会更结实，更健康。'],
      ],
    },
    died: {
      uhOh: [
        [
          (x) =>
            x.about
              ? `今天是难过的一天，${x.about.name}永远地离开了。`
              : `今天是难过的一天，${x.h.name}心爱的伙伴永远地离开了。`,
          (x) =>
            x.about
              ? `今天有一个难过的消息：${x.about.name}不在了。`
              : `今天有一个难过的消息：${x.h.name}心爱的伙伴不在了。`,
        ],
        [(x) => `以后再也见不到了，${x.h.ta}好难过。`, (x) => `${He(x)}心里很难过，静静的。`],
      ],
      fix: [
        [
          (x) => `${x.helper.name}抱着${x.h.ta}说：“难过也没关系。”`,
          (x) => `${x.helper.name}陪着${x.h.ta}坐了很久，一直拉着手。`,
        ],
        [() => '他们说起了以前在一起的时光，轻轻的，慢慢的。', () => '爱不会离开，它一直留在我们心里。'],
      ],
    },
    missing: {
      uhOh: [
        [
          (x) =>
            x.about ? `今天，${x.h.name}特别想念${x.about.name}。` : `今天，${x.h.name}特别想念一个不在身边的人。`,
          (x) =>
            x.about ? `${x.about.name}不在身边，${x.h.name}好想好想。` : `今天，${x.h.ta}爱的一个人在很远的地方。`,
        ],
        // Not `wishing to meet now`: the one missed may have come home the same day (`今天回来啦`).
        [(x) => `${He(x)}心里空空的，有点难过。`, (x) => `${He(x)}想呀想，好想抱一抱。`],
      ],
      fix: [
        [
          (x) => `${x.helper.name}说：“想念的时候，就来抱一抱我吧。”`,
          (x) => `${x.helper.name}帮${x.h.ta}画了一幅画，等见面的时候送出去。`,
        ],
        [() => '想念一个人，就是心里爱着这个人。', () => '他们朝天空送了一个飞吻，飞呀飞，飞得好远好远。'],
      ],
    },
    // 家里的大人或哥哥姐姐生病了：先是担心，再是孩子自己的照顾。
    nursing: {
      uhOh: [
        [
          (x) => (x.about ? `今天${x.about.name}生病了，只能躺在床上休息。` : '今天家里有人生病了，只能躺在床上休息。'),
          (x) =>
            x.about
              ? `${x.about.name}今天不舒服，没力气起来陪${x.h.name}玩。`
              : `家里有人今天不舒服，没力气起来陪${x.h.name}玩。`,
        ],
        [
          (x) => `${He(x)}有点担心，家里静悄悄的。`,
          (x) => `${He(x)}好想和${x.about ? x.about.name : '大家'}一起玩呀。`,
        ],
      ],
      fix: [
        [
          (x) => `${x.h.name}轻手轻脚地帮忙照顾${x.about ? x.about.name : '大家'}。`,
          (x) => `${x.h.name}自己安安静静地玩，让${x.about ? x.about.name : '大家'}好好休息。`,
        ],
        [
          (x) => `${x.about ? x.about.name : '大家'}笑眯眯地说：“谢谢你，宝贝。”`,
          (x) => `${x.about ? x.about.name : '大家'}小声说：“有你照顾，我已经好多了。”`,
        ],
      ],
    },
    goodbye: {
      uhOh: [
        [
          (x) => (x.about ? `今天，${x.h.name}要和${x.about.name}说再见。` : `今天要说再见，说再见有时候很难。`),
          // Parting, not who goes: the child may be the one who moves away (`下个月要搬家了`), the friend staying.
          (x) =>
            x.about ? `${x.h.name}和${x.about.name}要分开了，得说再见了。` : `今天要分开了，${x.h.name}得说再见了。`,
        ],
        [(x) => `${He(x)}挥呀挥，心里有点难过，舍不得。`, (x) => `${x.h.ta}的眼睛湿湿的，紧紧抱着不想松手。`],
      ],
      fix: [
        [
          (x) => `${x.helper.name}说：“说再见的时候难过，没关系的。”`,
          (x) => `${x.helper.name}给了${x.h.ta}一个大大的、长长的拥抱。`,
        ],
        // What a mother says at a goodbye (`也会一直想着你的`), not a bookish `也可以一直想着对方`.
        [
          (x) => `${x.helper.name}说：“${x.about ? x.about.name : '大家'}也会一直想着${x.h.name}的。”`,
          // Not the translated `他们一起想着那些在一起的日子`: what a family does, talking of the good times.
          (x) => `${x.h.ta}和${x.helper.name}一起说起了${x.about ? `和${x.about.name}` : '以前'}玩过的开心事。`,
        ],
      ],
    },
  },
  worry: [
    (x) => `${He(x)}心里有点慌慌的。`,
    () => '哎呀呀，怎么办呢？',
    (x) => `${x.h.ta}的小嘴巴轻轻地抖了一下。`,
    (x) => `${He(x)}不知道该怎么办。`,
    (x) => `${He(x)}小声地说：“哎呀。”`,
    (x) => `${He(x)}站着一动不动，有点着急。`,
    (x) => `${x.h.ta}的小眉头皱了起来。`,
    () => '现在该怎么办呢？',
  ],
  homecoming: {
    uhOh: [
      [
        (x) =>
          x.about
            ? `${x.about.name}去了很远的地方好多天，${x.h.name}特别特别想念。`
            : `${x.h.name}爱的一个人去了很远的地方好多天。`,
        (x) => (x.about ? `好多天了，${x.h.name}一直想着${x.about.name}。` : `好多天了，${x.h.name}一直想着一个人。`),
      ],
      [(x) => `${He(x)}心里空空的。`, (x) => `${He(x)}每天都好想抱一抱。`],
    ],
    fix: [
      [
        (x) => (x.about ? `后来，${x.about.name}终于回来啦！` : '后来，想念的人终于回来啦！'),
        (x) => (x.about ? `${x.about.name}终于回来了。` : '想念的人终于回来了。'),
      ],
      [() => '想念的感觉不见了，心里暖暖的，甜甜的。', () => '一家人又在一起了，真好。'],
    ],
  },
  storm: {
    uhOh: [
      [() => '突然，轰隆隆，打雷了，大雨哗哗地下起来。', () => '咔嚓，一声响雷，大风呼呼地吹。'],
      [(x) => `雷声好响好响，${x.h.name}有点害怕，紧紧抱住不放。`, (x) => `${He(x)}吓了一跳，赶紧捂住小耳朵。`],
    ],
    fix: [
      [
        // The thunder as Chinese children hear of it (`雷公公在打鼓`), and the grown-up says their own name (`妈妈在呢`).
        (x) => `${x.helper.name}紧紧抱着${x.h.ta}说：“那是雷公公在打鼓呢，咚咚咚！${x.helper.name}在呢，不怕。”`,
        (x) => `${x.helper.name}抱着${x.h.name}，一起数着雷声，一下，两下。`,
      ],
      // The thunder goes; the rain may go on all day (`一直打雷下大雨`).
      [() => '慢慢地，雷声越来越小，越来越远，走掉了。', () => '轰隆，轰隆，雷声慢慢跑远了。'],
    ],
  },
  jealousy: {
    uhOh: [
      [
        (x) =>
          x.about
            ? `大家都围着${x.about.name}转，${x.h.name}觉得自己被冷落了。`
            : `大家都在忙别的，${x.h.name}觉得自己被冷落了。`,
        (x) =>
          x.about
            ? `抱抱都给了${x.about.name}，${x.h.name}心里酸酸的，有点吃醋。`
            : `${x.h.name}心里酸酸的，有点吃醋。`,
      ],
      [(x) => `${He(x)}也想要抱抱，小嘴一瘪。`, (x) => `${He(x)}心里闷闷的，不太开心。`],
    ],
    fix: [
      [
        (x) => `${x.helper.name}紧紧抱住${x.h.ta}说：“你也是我们的宝贝，爱你的人可多啦。”`,
        (x) => `${x.helper.name}把${x.h.name}搂到身边，挨得紧紧的。`,
      ],
      [() => '爱多多的，够每一个人，酸酸的感觉慢慢不见了。', () => '依偎在一起，心里的酸酸慢慢变甜了。'],
    ],
  },
  feelBetter: [
    (x) => `${He(x)}深深吸了一口气，心里舒服多了。`,
    (x) => `${x.h.name}又笑了，笑得眼睛弯弯的。`,
    // Not `一切又好好的了`, which no Chinese parent says.
    (x) => `${x.h.name}靠着${x.helper.name}，心里暖暖的。`,
    (x) => `${He(x)}扑过去抱住了${x.helper.name}。`,
    (x) => `${x.h.ta}的心里又出太阳了。`,
    // A smile back on the face, as a parent says it, not a translated `小脸又亮了起来` (lit up).
    (x) => `${x.h.ta}的小脸上又有了笑容。`,
    (x) => `${x.h.name}眼睛亮亮的，说：“谢谢你。”`,
    // Everyone glad again, not a translated `开心的一天又回来了` (the happy day came back).
    () => '一下子，大家又开开心心的了。',
    (x) => `${He(x)}长长地呼了一口气，呼，然后咯咯笑了。`,
    (x) => `${He(x)}觉得好多了。`,
  ],
  comfort: [
    (x) => `难过也没关系，${x.h.ta}不是一个人。`,
    (x) => `${He(x)}不孤单，有好多好多人爱着${x.h.ta}。`,
    (x) => `靠在爱${x.h.ta}的人身边，心里就踏实多了。`,
    (x) => `${He(x)}紧紧依偎着，暖暖的，安安心心。`,
    () => '现在，心里平静了一点，安静又温暖。',
    () => '有时候会难过，这没关系。',
    (x) => `${He(x)}把头靠在温暖的肩膀上，慢慢地呼吸。`,
  ],

  things: {
    ducks: {
      noun: n('小鸭子'),
      goodnight: '小鸭子',
      lines: [
        (x) => `${He(x)}给小鸭子撒了些面包屑，小鸭子们嘎嘎地游过来了！`,
        () => '小鸭子排成一队，一摇一摆，嘎嘎嘎。',
      ],
    },
    dog: {
      noun: n('小狗'),
      goodnight: '小狗狗',
      lines: [
        // The day's dog, whoever's it was: never `一只小狗`, a second dog beside the family's own.
        () => '狗狗摇着尾巴，汪汪地叫了两声。',
        () => '狗狗的小尾巴摇呀摇，好像在说：你好呀！',
      ],
    },
    cat: {
      noun: n('小猫'),
      goodnight: '小猫咪',
      // The day's cat, not a second one: `一只小猫` beside the family's own reads as another cat.
      lines: [() => '猫咪眯着眼睛，呼噜呼噜。', () => '猫咪的尾巴轻轻地甩呀甩：“喵。”'],
    },
    horse: {
      noun: n('小马', '小马背上'),
      goodnight: '小马',
      lines: [() => '一匹棕色的大马把软软的鼻子伸过栅栏来问好。', () => '嘚嘚，嘚嘚，一匹小马跑了过去。'],
    },
    cow: {
      noun: n('奶牛'),
      goodnight: '大奶牛',
      lines: [() => '田野里，一头奶牛慢悠悠地叫：“哞——”', (x) => `${He(x)}向奶牛挥挥手，奶牛甩了甩尾巴。`],
    },
    sheep: {
      noun: n('小羊'),
      // `小羊`, never `小绵羊`: the word holds the goat (`小山羊`) the child fed as well as the sheep.
      goodnight: '小羊',
      lines: [() => '毛茸茸的小羊在吃草，咩，咩。', () => '一只小羊蹦蹦跳跳地跟着羊妈妈。'],
    },
    chickens: {
      noun: n('小鸡'),
      goodnight: '母鸡',
      lines: [() => '母鸡咯咯哒，咯咯哒，低头啄着谷子。', (x) => `${He(x)}在稻草里找到了一个热乎乎的鸡蛋。`],
    },
    fish: {
      noun: n('小鱼'),
      goodnight: '小鱼儿',
      lines: [() => '小鱼游过来，尾巴一甩一甩，亮闪闪的。', (x) => `${He(x)}看着小鱼吐出小小的泡泡。`],
    },
    birds: {
      noun: n('小鸟'),
      goodnight: '小鸟',
      lines: [() => '一只小鸟跳过来，唱着啾啾啾。', (x) => `${He(x)}看着小鸟们从这根树枝飞到那根树枝。`],
    },
    butterfly: {
      noun: n('蝴蝶'),
      goodnight: '小蝴蝶',
      lines: [
        () => '一只蝴蝶落在花上，扇扇翅膀，又飞走了。',
        (x) => `一只小瓢虫在${x.h.ta}的手指上爬，${x.h.ta}一动也不动。`,
      ],
    },
    snail: {
      noun: n('蜗牛'),
      goodnight: '小蜗牛',
      lines: [(x) => `${He(x)}发现一只蜗牛背着它的小房子，慢慢地爬。`, () => '一条小虫扭呀扭，钻出来看天空。'],
    },
    rabbit: {
      noun: n('兔子'),
      goodnight: '小白兔',
      lines: [() => '一只兔子动了动鼻子，蹦蹦跳跳地跑开了。', (x) => `${He(x)}喂了软软的兔子一小块胡萝卜，咔嚓。`],
    },
    guineaPig: {
      noun: n('豚鼠'),
      goodnight: '小豚鼠',
      lines: [() => '一只小豚鼠吱吱叫，啃着一片菜叶。', (x) => `${He(x)}喂了豚鼠一小块黄瓜，咔嚓咔嚓。`],
    },
    hamster: {
      noun: n('仓鼠'),
      goodnight: '小仓鼠',
      lines: [() => '一只小仓鼠把腮帮子塞得鼓鼓的。', (x) => `${He(x)}看着仓鼠在跑轮上跑呀跑，转了一圈又一圈。`],
    },
    tortoise: {
      noun: n('乌龟'),
      goodnight: '小乌龟',
      lines: [() => '一只乌龟从壳里探出头来，慢慢地、慢慢地往前爬。', (x) => `${He(x)}喂了乌龟一片菜叶，它慢慢地吃。`],
    },
    cake: {
      noun: n('蛋糕'),
      goodnight: '好吃的蛋糕',
      lines: [(x) => `${He(x)}吃了一块蛋糕，鼻子上都沾着蛋糕屑。`, () => '蛋糕软软的，甜甜的，闻起来香香的。'],
    },
    icecream: {
      noun: n('冰淇淋'),
      goodnight: '冰淇淋',
      lines: [(x) => `${He(x)}吃了一个冰淇淋，凉凉的，甜甜的，舔一舔。`, () => '冰淇淋好凉好凉，凉得小牙齿都麻麻的。'],
    },
    pancakes: {
      noun: n('松饼'),
      goodnight: '松饼',
      lines: [(x) => `${He(x)}吃了一块热乎乎的松饼，软软的，香香的。`],
    },
    pasta: {
      noun: n('面条'),
      goodnight: '面条',
      lines: [(x) => `${He(x)}用叉子把长长的面条卷呀卷。`],
    },
    pizza: {
      noun: n('披萨'),
      goodnight: '披萨',
      lines: [() => '披萨热乎乎的，拉出长长的芝士，切成了小三角。'],
    },
    soup: {
      noun: n('热汤'),
      goodnight: '热乎乎的汤',
      lines: [(x) => `${He(x)}对着热汤吹一吹，呼，呼，全都喝光了。`],
    },
    bread: {
      noun: n('面包'),
      goodnight: '面包',
      lines: [() => '面包烤得金黄金黄的，脆脆的，上面抹着黄油。'],
    },
    cookies: {
      noun: n('小饼干'),
      goodnight: '小饼干',
      lines: [(x) => `${He(x)}小口小口地啃饼干，咔嚓，咔嚓。`],
    },
    fruit: {
      noun: n('水果'),
      goodnight: '甜甜的水果',
      lines: [() => '小碗里装着水果，甜甜的，水水的。'],
    },
    strawberries: {
      noun: n('草莓'),
      goodnight: '红草莓',
      // Strawberries eaten at home as well as picked in a field: no picking the parent did not write.
      lines: [() => '红红的草莓，酸酸甜甜的，一颗一颗都是香的。'],
    },
    apple: {
      noun: n('苹果'),
      goodnight: '红苹果',
      lines: [(x) => `${He(x)}咬了一口亮亮的红苹果，咔嚓。`],
    },
    banana: {
      noun: n('香蕉'),
      goodnight: '香蕉',
      lines: [(x) => `${He(x)}自己剥了一根香蕉。`],
    },
    picnic: {
      noun: n('野餐'),
      goodnight: '野餐垫',
      lines: [() => '他们在格子布上野餐，有三明治，还有果汁。'],
    },
    ball: {
      noun: n('皮球'),
      goodnight: '小皮球',
      lines: [(x) => `${He(x)}踢了一脚皮球，皮球弹呀弹，嘭，嘭，嘭。`],
    },
    balloon: {
      noun: n('气球'),
      goodnight: '红气球',
      lines: [(x) => `${He(x)}牵着一个红气球，气球在头顶上飘呀飘。`],
    },
    kite: {
      noun: n('风筝'),
      goodnight: '风筝',
      lines: [() => '一只风筝在天上跳舞，长尾巴扭来扭去。'],
    },
    bubbles: {
      noun: n('泡泡'),
      goodnight: '泡泡',
      lines: [(x) => `${He(x)}吹出好多泡泡，泡泡飘走了，啪，破了。`],
    },
    blocks: {
      noun: n('积木'),
      goodnight: '积木',
      lines: [(x) => `${He(x)}把积木一块一块往上搭，越搭越高。`],
    },
    puzzle: {
      noun: n('拼图'),
      goodnight: '拼图',
      lines: [(x) => `${He(x)}把最后一块拼图放进去，咔嗒。`],
    },
    book: {
      noun: n('绘本'),
      goodnight: '故事书',
      lines: [() => '大家一起看了一本故事书，图画好多好多。'],
    },
    drawing: {
      noun: n('画'),
      goodnight: '小蜡笔',
      lines: [(x) => `${He(x)}用又大又亮的颜色画了一幅画。`],
    },
    doll: {
      noun: n('娃娃'),
      goodnight: '布娃娃',
      lines: [(x) => `${He(x)}把娃娃抱在怀里，轻轻地摇呀摇。`],
    },
    teddy: {
      // `小玩偶`: the soft toy the parent named (a turtle, a bunny, a bear), never a teddy bear the child did not have.
      noun: n('小玩偶'),
      goodnight: '小玩偶',
      // Held, not `心爱的` nor `就是想抱抱它`: the toy may be one bought that very day.
      lines: [(x) => `${He(x)}把小玩偶抱在怀里，软软的，暖暖的。`],
    },
    // Any toy on wheels the parent named (a car, a toy digger): said as a toy car, no kind the parent did not say.
    toyCar: {
      noun: n('玩具车'),
      goodnight: '玩具车',
      lines: [(x) => `${He(x)}推着玩具车在地板上跑，嘟嘟，嘟嘟。`],
    },
    sandcastle: {
      noun: n('沙堡'),
      goodnight: '沙堡',
      lines: [(x) => `${He(x)}拍拍沙子，堆出一座圆圆的小城堡。`],
    },
    swing: {
      noun: n('秋千'),
      goodnight: '秋千',
      lines: [(x) => `${He(x)}荡秋千，荡得高高的，呼，又荡回来。`],
    },
    slide: {
      noun: n('滑梯'),
      goodnight: '滑梯',
      // Not the playground's own `从滑梯上哧溜滑下来` again.
      lines: [(x) => `${He(x)}在滑梯上滑了一次又一次，滑溜溜的真好玩。`],
    },
    song: {
      noun: n('儿歌'),
      goodnight: '快乐的歌',
      // The parent's words may be a song, a dance or a drum: music the hero moves to.
      lines: [(x) => `${He(x)}跟着音乐扭一扭，拍拍手，啦啦啦。`],
    },
    scooter: {
      noun: n('滑板车'),
      goodnight: '滑板车',
      // Not a ride now (`踩着滑板车`): the line may come in a scene of the market, before the parent's own ride.
      lines: [(x) => `${He(x)}最喜欢滑板车了，蹬一蹬，滑得呼呼的。`],
    },
    bike: {
      noun: n('自行车'),
      goodnight: '自行车',
      // Not parked by the door: the line may come beside the parent's own ride and fall.
      lines: [(x) => `${x.h.ta}的小自行车有一个亮闪闪的车铃，叮铃铃。`],
    },
    boat: {
      noun: n('小船'),
      goodnight: '小船',
      lines: [() => '一只小船在水上摇呀摇，一上一下。'],
    },
    tractor: {
      // A digger, a fire engine or a lorry alike: `大车车`, as a small child says it (a digger is no truck).
      noun: n('大车车'),
      goodnight: '大车车',
      lines: [() => '大车车开过来，轰隆隆，轰隆隆。'],
    },
    bus: {
      noun: n('公交车'),
      goodnight: '大公交车',
      lines: [(x) => `${He(x)}坐上公交车，按了一下铃，叮。`],
    },
    train: {
      noun: n('列车'),
      goodnight: '小火车',
      lines: [() => '一列长长的列车开过去，哐当哐当。'],
    },
    car: {
      noun: n('汽车'),
      goodnight: '小汽车',
      lines: [(x) => `${He(x)}坐在安全座椅上，看窗外的风景一路往后跑。`],
    },
    plane: {
      noun: n('飞机'),
      goodnight: '大飞机',
      lines: [() => '大飞机飞呀飞，飞到了白白的云朵上面。'],
    },
    rain: {
      noun: n('雨'),
      goodnight: '小雨',
      lines: [() => '天上下起了小雨，滴答，滴答。'],
    },
    puddle: {
      noun: n('水坑'),
      goodnight: '小水坑',
      lines: [(x) => `${He(x)}跳进水坑里，啪！`],
    },
    snow: {
      noun: n('雪'),
      goodnight: '小雪花',
      lines: [() => '软软的雪花飘下来，慢慢的，白白的。'],
    },
    sun: {
      noun: n('太阳'),
      goodnight: '太阳公公',
      lines: [() => '太阳一整天都暖暖的，亮亮的。'],
    },
    wind: {
      noun: n('风'),
      goodnight: '风儿',
      lines: [() => '外面刮着大风，呼呼，呼呼，树枝摇来摇去。'],
    },
    rainbow: {
      noun: n('彩虹'),
      goodnight: '彩虹',
      lines: [() => '一道彩虹出现了，红的，黄的，绿的，蓝的。'],
    },
    flowers: {
      noun: n('小花'),
      goodnight: '小花',
      lines: [(x) => `${He(x)}闻闻小花，嗯，好香呀。`],
    },
    leaves: {
      noun: n('树叶'),
      goodnight: '落叶',
      lines: [(x) => `${He(x)}踢着落叶，沙沙，沙沙。`],
    },
    shells: {
      noun: n('贝壳'),
      goodnight: '小贝壳',
      lines: [() => '小贝壳滑溜溜的，有白的，有粉的，还有带花纹的。'],
    },
    stones: {
      noun: n('小石头'),
      goodnight: '小石头',
      lines: [(x) => `${He(x)}捡了好多光溜溜的小石头，装进口袋里。`],
    },
    tree: {
      noun: n('大树', '树上'),
      goodnight: '大树',
      lines: [(x) => `${He(x)}抱了抱一棵老老的大树，树皮摸起来疙疙瘩瘩的。`],
    },
    water: {
      noun: n('水'),
      goodnight: '哗啦啦的水',
      lines: [(x) => `${He(x)}在水里踩呀踩，哗啦，哗啦。`],
    },
  },
  people: {
    mum: { ref: person('妈妈', '妈妈'), goodnight: '妈妈' },
    dad: { ref: person('爸爸', '爸爸'), goodnight: '爸爸' },
    grandma: { ref: person('奶奶', '奶奶'), goodnight: '奶奶' },
    grandpa: { ref: person('爷爷', '爷爷'), goodnight: '爷爷' },
    grandparents: { ref: person('爷爷奶奶', '爷爷奶奶'), goodnight: '爷爷奶奶' },
    brother: { ref: person('哥哥', '哥哥'), goodnight: '哥哥' },
    sister: { ref: person('姐姐', '姐姐'), goodnight: '姐姐' },
    baby: { ref: person('小宝宝', '小宝宝'), goodnight: '小宝宝' },
    friend: { ref: person('好朋友', '好朋友'), goodnight: '好朋友' },
    friends: { ref: person('小朋友们', '小朋友们'), goodnight: '小伙伴们' },
    teacher: { ref: person('老师', '老师'), goodnight: '老师' },
    doctor: { ref: person('医生', '医生'), goodnight: '好医生' },
    aunt: { ref: person('阿姨', '阿姨'), goodnight: '阿姨' },
    uncle: { ref: person('叔叔', '叔叔'), goodnight: '叔叔' },
    cousin: { ref: person('表哥', '表哥'), goodnight: '表哥' },
  },
  events: {
    birthday: [() => '今天是过生日的日子，大家唱起了生日歌。', (x) => `大家唱起生日歌，${x.h.ta}也跟着唱。`],
    newBaby: [() => '家里来了一个新的小宝宝，好小好小，香香的。', (x) => `${He(x)}轻轻地看着新来的小宝宝，看了好久。`],
    // Not `新新的`, no word a Chinese parent says: a first time is `新鲜`.
    firstDay: [
      (x) => `对${x.h.name}来说，今天有一个特别的第一次。`,
      (x) => `第一次，什么都新鲜，${x.h.ta}睁大了眼睛。`,
    ],
    // True of the family's own move and of a friend's (`好朋友今天搬家去深圳了`) alike, and of a move to come
    // (`下个月要搬家了`): no boxes packed today.
    moving: [
      () => '搬家，就是搬到一个新的地方去住。',
      (x) => `${x.h.ta}抬头想了想：不管住在哪里，头顶都是同一个月亮。`,
    ],
    // The place, not the cutting told again beside the parent's own `剪头发`.
    // True before the cut as after it (a scene of the barber's may come before the parent's own worry there).
    haircut: [() => '理发店里香香的，有洗发水的味道。', (x) => `${He(x)}看见地上有一小撮一小撮的头发，软软的。`],
    holiday: [() => '今天放假，不用早早出门啦。', () => '今天是个特别的日子，大家都不用上班。'],
    dentist: [
      (x) => `${He(x)}给牙医看自己刷牙刷得多好，刷刷刷。`,
      // No words of the dentist's the parent did not write.
      () => '牙医的小镜子小小的，亮亮的。',
    ],
    market: [() => '市场上热热闹闹的，到处都是好看的颜色。', (x) => `${He(x)}自己提着一个小袋子，一路提回了家。`],
    aquarium: [() => '四周的水蓝蓝的，好像在大海底下一样。', (x) => `${He(x)}朝小鱼挥挥手，一条小鱼游得好近好近。`],
  },

  festival: [
    // Not `家里热热闹闹的`: a holiday is often spent away (`国庆去青岛`).
    (x) => `今天是${x.name}，大家都高高兴兴的。`,
    (x) => `${x.name}到啦，大家都笑眯眯的。`,
    (x) => `今天过${x.name}，到处都是过节的味道。`,
  ],
  // A doing typed as a verb and its thing (`提灯笼`, `赏月`, `贴春联`) is told as done, not as a label after a colon.
  // One typed as done already (`分了一个橘子`, `后来俩人一起搭了个大城堡`) is told as it is, with who did it.
  typed: [
    (x) =>
      doneTyped(x, '今天，', '还') ??
      (DOING.test(said(x.what))
        ? `今天，${andWho(x)}还${said(x.what)}了。`
        : `今天，${x.h.name}还有一件事：${said(x.what)}。`),
    (x) =>
      doneTyped(x, '接着，', '') ??
      (DOING.test(said(x.what))
        ? `接着，${andWho(x)}去${said(x.what)}啦。`
        : `接着，轮到${x.h.name}的下一件事啦：${said(x.what)}。`),
    (x) =>
      doneTyped(x, '', '还') ??
      (DOING.test(said(x.what))
        ? `${andWho(x)}还${said(x.what)}了呢。`
        : `${x.h.name}今天还有一件事：${said(x.what)}。`),
    (x) =>
      doneTyped(x, '过了一会儿，', '') ??
      (DOING.test(said(x.what))
        ? `过了一会儿，${andWho(x)}又去${said(x.what)}了。`
        : `过了一会儿，${x.h.name}${withWho(x)}又做了一件事：${said(x.what)}。`),
  ],
  typedFeel: [
    // (A poorly or sad day's doing is quiet: no eyes wide for everything.)
    (x) => (x.sad ? `${x.h.ta}安安静静的，慢慢来。` : `${x.h.ta}睁大眼睛，什么都想看一看。`),
    (x) => `${x.h.ta}${mate(x) === x.p && x.p ? `和${x.p.name}` : ''}一直待在那儿，时间过得好快。`,
    (x) => `${x.h.ta}认认真真的，一点也不着急。`,
    (x) => `这一段时光，${x.h.ta}记在了心里。`,
    (x) => (x.sad ? '时间一点一点地过去了。' : '开开心心的，时间一下子就过去了。'),
  ],
  // A doing the parent typed (`广场喂鸽子`) is remembered as `…的事`, not as a thing `今天的广场喂鸽子`.
  typedMemory: [
    (x) => `${x.first ? x.h.name : x.h.ta}还想起了${ofToday(x.list)}。`,
    // A thing is remembered as itself (`想着今天的贴纸`), not after a colon as a raw word.
    (x) => `${x.first ? x.h.name : x.h.ta}想着${ofToday(x.list)}，心里暖暖的。`,
    (x) => `${x.first ? x.h.name : x.h.ta}又想了想今天，想起了${x.list}${ACTED.test(x.list) ? '的事' : ''}。`,
  ],
  join(items) {
    const words = items.map(said).filter((item) => item !== '');
    if (words.length <= 1) return words.join('');
    // Phrases that hold commas of their own are parted by semicolons, so each stays whole.
    const mark = words.some((item) => item.includes('，')) ? '；' : '、';
    return `${words.slice(0, -1).join(mark)}${mark === '；' ? '；还有' : '，还有'}${words.at(-1)}`;
  },
  // The words as the parent typed them, parted by spaces (`豆包还给我 坏狗狗`): said with commas between.
  said: [
    (x) => `${x.c ? x.c.name : x.first ? x.h.name : x.h.ta}说：“${spoken(x.words)}”`,
    (x) => `然后，${x.c ? x.c.name : x.h.name}说：“${spoken(x.words)}”`,
    (x) => `${x.c ? x.c.name : x.h.name}还说了一句话：“${spoken(x.words)}”`,
  ],
  meet: [
    (x) => `这是${x.h.name}，${x.look}。`,
    (x) => `来认识一下${x.h.name}吧，${x.look}。`,
    (x) => `快看，这就是${x.h.name}，${x.look}。`,
  ],
  relation(word, relation) {
    // The parent's own word tells which side of the family (`外婆`, not `奶奶`) and older or younger (`弟弟`, not `哥哥`).
    const own = RELATION_WORDS[word];
    if (own === '') return undefined;
    if (own) return person(own, own);
    if (['grandma', 'grandpa', 'grandparents', 'brother', 'sister', 'aunt', 'uncle', 'cousin'].includes(relation))
      return /^[\p{Script=Han}]+$/u.test(word) ? person(word, word) : undefined;
    return undefined;
  },
  named(name, word, relation, pet) {
    // A pet is told with its kind, as a child says it (`小狗豆豆`, `仓鼠团子`), and is 它.
    if (pet) {
      // A small creature is said with 小 (`小乌龟慢慢`), as a child says it.
      const kind = /^[遛喂骑钓养捡玩抱]/u.test(word)
        ? PET_KINDS[pet]
        : [...word].length === 1 || /^(?:乌龟|仓鼠|金鱼|兔子|鹦鹉|豚鼠|刺猬)$/u.test(word)
          ? `小${word}`
          : word;
      return person(`${kind}${name}`, '它');
    }
    // A friend is `好朋友朵朵`; a relation keeps the parent's own word (`外婆`, `表哥`, `妹妹`), which tells its side.
    const called = relation === 'friend' ? '好朋友' : relation === 'friends' ? '小伙伴' : word;
    const fem = ['mum', 'grandma', 'sister', 'aunt'].includes(relation ?? '') || /[姐妹奶婆姨姑娘妈嬷姥婶]/u.test(word);
    const masc = ['dad', 'grandpa', 'brother', 'uncle'].includes(relation ?? '') || /[哥弟爷公叔舅爸伯]/u.test(word);
    // `外婆舅舅` is two relations, not a grandmother called 舅舅: the relation alone.
    // (A grown-up by surname and title, `王奶奶`, `李老师`, is called so whole.)
    const full = KIN.test(name) ? called : name.endsWith(called) ? name : `${called}${name}`;
    return person(full, fem ? '她' : masc ? '他' : full);
  },

  evening: {
    // No line opens with `晚上，`: the parent's own evening words (`晚上跟爸爸一起做番茄炒蛋`) often come just before.
    dinner: [
      (x) => {
        const t = meal(x);
        return t ? `${x.h.name}吃了${t.w}，真香。` : `${x.h.name}坐在桌边，吃了热乎乎的晚饭。`;
      },
      // A sick or sad day's supper is a few quiet spoonfuls, not a clean plate.
      (x) => {
        const t = meal(x);
        if (x.sad) return `吃晚饭了，${x.h.name}慢慢地吃了几口${t?.w ?? '热乎乎的饭'}。`;
        return t ? `晚饭有${t.w}，${x.h.name}吃得干干净净。` : `吃晚饭了，${x.h.name}吃得干干净净，一粒也不剩。`;
      },
      (x) => `天边变成了粉红色，${x.h.name}坐到桌边吃${meal(x)?.w ?? '晚饭'}。`,
      (x) => `太阳下山了，${x.h.name}在厨房的桌边吃${meal(x)?.w ?? '香香的晚饭'}。`,
      (x) => {
        const t = meal(x);
        return x.sad
          ? // (Leaning on the one who looked after the child all day, by name: `靠着妈妈`.)
            `${x.h.name}靠着${!x.helper?.name || x.helper.name === '大人' ? '沙发' : x.helper.name}，小口小口地吃${t?.w ?? '晚饭'}。`
          : `忙了一整天，${x.h.name}饿了，晚饭${t ? `的${t.w}` : ''}吃起来特别香。`;
      },
      (x) => `灯亮了，${x.h.name}坐下来吃${meal(x)?.w ?? '晚饭'}。`,
      (x) => `家里飘着饭菜香，${x.h.name}去洗了洗小手。`,
      // (On a poorly or sad day the child rests while the table is laid.)
      (x) => `天黑了，${x.h.name}${x.sad ? '靠在沙发上，看大家摆碗筷' : '帮忙摆碗筷'}，一双，两双。`,
      // Said of a day at home as of a day out: no `回家` (the grandparents may have come to the family).
      (x) => `傍晚，${x.h.name}洗好小手，坐下来吃晚饭${meal(x) ? `，今天吃${meal(x)?.w}` : ''}。`,
      (x) => `窗外的天变成了橘红色，${x.h.name}吃了${meal(x)?.w ?? '热热的晚饭'}。`,
    ],
    bath: [
      (x) => `${He(x)}洗了个热水澡，泡泡一直堆到下巴。`,
      (x) => `${He(x)}在澡盆里拍水，泡泡啪啪地破了。`,
      // No toy of the bath: the day's own duck may be the one that broke or got lost (`小黄鸭杯子摔碎了`).
      () => '洗澡水暖暖的，香香的，刚刚好。',
      (x) => `${He(x)}在温水里洗洗脸，洗洗膝盖，洗洗小肚子。`,
      () => '洗澡水刚刚好，不太烫，也不太凉。',
      // (A sad night's bath is quiet: no bubble beard, no laugh, no `好多好多！`.)
      (x) => (x.sad ? `${He(x)}静静地泡在温水里。` : `${He(x)}用泡泡做了白胡子，呵呵呵。`),
      () => '哗啦哗啦，一天的灰尘都洗掉了。',
      (x) => `${He(x)}洗了个舒舒服服的澡，用大毛巾擦一擦。`,
      () => '温温的水，香香的皂，软软的毛巾，晚上真舒服。',
      (x) => `${He(x)}数着澡盆里的泡泡，一个，两个，${x.sad ? '三个。' : '好多好多！'}`,
    ],
    pyjamas: [
      // Teeth alone: told beside another line of the pyjamas, it says them once.
      (x) => `${He(x)}把小牙刷得白白的，亮晶晶的。`,
      (x) => `${x.h.ta}的睡衣暖暖的，有干净的味道。`,
      (x) => `${He(x)}上上下下刷了牙，噗，吐出泡沫。`,
      (x) => `${He(x)}挑了那件印着小星星的睡衣。`,
      (x) => `穿好睡衣，刷好小牙，${x.h.ta}就快要睡觉了。`,
      (x) => `${He(x)}套上睡衣，伸胳膊，钻脑袋，噗！`,
      () => '换上舒服的睡衣，再喝一小口水。',
      (x) => `${He(x)}一边刷牙，一边哼着小曲。`,
      (x) => `穿着暖暖的睡衣，${x.h.ta}啪嗒啪嗒走进卧室。`,
      (x) => `${He(x)}穿上最软的睡衣，全身都暖暖的。`,
    ],
  },
  memory: [
    (x) => `洗得香香的，${x.h.ta}又想起了${x.list}。`,
    // Not `今天还有{list}`: a bird or a car that `was there too` is no memory of the day.
    (x) => `${He(x)}想起了今天的${x.list}，真是满满的一天。`,
    (x) => `${He(x)}想着${x.list}，心里暖暖的。`,
  ],
  night: {
    tuck: [
      (x) => `月亮升起来了，${x.h.name}钻进了软软的被窝。`,
      (x) => `星星一颗一颗亮了，${x.h.name}爬上了床。`,
      // (A grown-up tucks the child in, not the companion, who lies beside.)
      (x) => `${x.h.name}躺在床上，爱${x.h.ta}的人把被子掖得好好的${x.c ? `，${x.c.name}就躺在旁边` : ''}。`,
      (x) => `外面的夜又黑又静，${x.h.name}在床上暖暖的。`,
      (x) => `${x.h.name}抱着心爱的玩偶躺在床上，小夜灯亮着柔柔的光。`,
      (x) => `${x.h.name}上床的时候，月亮从窗户往里瞧。`,
      (x) => `${x.h.name}爬上床，枕头软软的，凉凉的。`,
      (x) => `睡觉时间到了，${x.h.name}舒舒服服地钻进被窝。`,
      (x) => `屋里慢慢安静下来，${x.h.name}躺在暖暖的床上。`,
      (x) => `${x.h.name}裹在被子里，严严实实的，像豆荚里的一颗小豆子。`,
    ],
    goodnight: (items, x) => {
      // Each once: the same goodnight twice in a row would read as a slip.
      // The grandparents' home is the home of the day's one grandparent (`外婆家`), where the day had one.
      const single =
        items.find((item) => GRAND.test(item)) ?? one(x) ?? (GRAND.test(x.helper.name) ? x.helper.name : undefined);
      // One grandparent beside both (`外公`, `外公外婆`) is wished goodnight once, with the other.
      const pairs = items.map((item) => item.match(PAIR)).filter((pair) => pair !== null);
      const each = items.filter((item) => !pairs.some((pair) => pair[1] === item || pair[2] === item));
      // (`晚安，阿嫲；晚安，阿嫲家` says her twice: the grandparent wished goodnight is enough.)
      const once = [
        ...new Set(
          each
            .filter((item) => !(item === '爷爷奶奶家' && single !== undefined && each.includes(single)))
            .map((item) => (item === '爷爷奶奶家' && single ? `${single}家` : item)),
        ),
      ];
      // The companion's own kind said twice (`晚安，小狗；晚安，小狗狗`): the companion is wished goodnight once.
      const companion = x.c?.name;
      const wished = once.filter(
        (item) =>
          !(companion && item !== companion && item.startsWith(companion) && item.length === companion.length + 1),
      );
      const wishes = `${wished.map((item) => `晚安，${item}`).join('；')}。`;
      // The same day always gets the same opening; different days get different ones.
      const openings = ['轻轻地说', '小声地说', '把被子拉到下巴，悄悄地说'];
      return `${x.h.ta}${openings[wishes.length % openings.length]}：“${wishes}”`;
    },
    sleep: [
      (x) => `${x.h.ta}的眼皮越来越沉，很快就睡着了。`,
      (x) => `${He(x)}打了个小哈欠，闭上眼睛，慢慢睡着了。`,
      (x) => `睡个好觉，${x.h.name}，做个甜甜的梦。`,
      (x) => `${He(x)}慢慢地呼吸，吸气，呼气，睡着了。`,
      (x) => `${He(x)}闭上眼睛，想着软软的白云。`,
      () => '月亮守着窗外，一切都静静的，安安稳稳。',
      (x) => `晚安，${x.h.name}，好好睡。`,
      (x) => `轻轻地，轻轻地，${x.h.ta}走进了梦里。`,
      (x) => (x.sad ? `${He(x)}轻轻地呼了一口气，慢慢睡着了。` : `${He(x)}甜甜地笑了笑，很快就睡着了。`),
      () => '嘘，一切都静悄悄的，该做梦啦。',
    ],
  },
  dayTitles: {
    with: (x, who) => `${x.h.name}和${who.name}`,
    goodbye: (_, who) => `再见，${who.name}`,
    festival: (x, name) => `${x.h.name}过${name}`,
    trouble: (x, mishap) => {
      const n = x.h.name;
      const by: Partial<Record<typeof mishap, string>> = {
        // (Tears are a moment of the day, not its heart: a day with them is titled by what was done.)
        tantrum: `${n}生气了`,
        shy: `害羞的${n}`,
        tired: `困困的${n}`,
        sick: `${n}生病了`,
        ...(x.about ? { nursing: `${n}照顾${x.about.name}` } : {}),
        vaccine: `${n}去打针`,
        died: `${n}难过了`,
        // The day's own small rescue or search, over a stock title of the activity.
        stuck: `${n}的大营救`,
        lost: `${n}找呀找`,
      };
      return by[mishap];
    },
    event: (x, event) => {
      const n = x.h.name;
      const by: Partial<Record<typeof event, string>> = {
        moving: `${n}搬家了`,
        firstDay: `${n}的第一天`,
        newBaby: `${n}和小宝宝`,
      };
      return by[event];
    },
  },
  titles: [
    // The grandparents' home is the home of the day's one grandparent (`小龙去奶奶家`), where the day had one.
    (x) => (x.a ? `${x.h.name}${x.a.w === '去爷爷奶奶家' ? `去${grands(x)}家` : x.a.w}` : `${x.h.name}忙忙碌碌的一天`),
    (x) => `${x.h.name}的一天`,
    (x) => `晚安，${x.h.name}`,
    (x) => `${x.h.name}的小小一天`,
    (x) => `睡个好觉，${x.h.name}`,
    (x) => `${x.h.name}和困困的月亮`,
    (x) => `${x.h.name}今天做了什么`,
    (x) => `${x.h.name}和满天星星`,
    (x) => `${x.h.name}的温暖时光`,
    (x) => `${x.h.name}说晚安`,
  ],
  list(items) {
    const words = items.map((item) => item.w);
    if (words.length <= 1) return words.join('');
    return `${words.slice(0, -1).join('、')}和${words.at(-1)}`;
  },
  polish: parted,
};
