import type { LanguageTemplates, SceneInput } from '../story-templates.ts';

// Simplified Chinese. Sentences are kept short because every character counts as a word against the 500-word limit.
// Quotations are always introduced by a colon (`说：“……！”`), so a name right after them never looks like part of them.

const withChild = (x: SceneInput) => (x.child ? `和${x.child}一起` : '');
const helper = (x: SceneInput) => x.child ?? '一位温柔的阿姨';
const partOfDay = (x: SceneInput) => (x.morning ? '一整个上午' : '一整个下午');
const when = (x: SceneInput) => (x.morning ? '吃完早饭' : '到了下午');

export const zh: LanguageTemplates = {
  opening: [
    (x) => [
      `早晨的阳光从窗帘缝里照进来，${x.character}慢慢睁开了眼睛。`,
      `${x.character}伸了个大大的懒腰，从暖暖的被窝里钻了出来。`,
      x.child ? `${x.character}抱了抱${x.child}，说：“早上好！”` : `${x.character}笑眯眯地说：“早上好，太阳！”`,
      '新的一天开始啦。',
    ],
    (x) => [
      '叽叽喳喳，小鸟在窗外唱着歌。',
      `${x.character}醒来了，揉揉眼睛，看看蓝蓝的天空。`,
      x.child
        ? `${x.character}轻轻走到${x.child}身边，一起吃了香喷喷的早饭。`
        : `${x.character}吃了一碗热乎乎的粥，还有甜甜的水果。`,
      '今天会发生什么呢？',
    ],
    (x) => [
      `一个晴朗又温柔的早晨，${x.character}在小床上醒来了。`,
      x.child ? `旁边的${x.child}也醒了，头发乱乱的，笑得甜甜的。` : '家里静悄悄的，厨房里飘来香香的味道。',
      `${x.character}小声说：“今天一定是美好的一天。”`,
    ],
    (x) => [
      '起床啦，天亮啦！',
      `太阳慢慢爬上天空，${x.character}已经醒啦。`,
      x.child ? `${x.character}和${x.child}趴在窗边，向新的一天挥挥手。` : `${x.character}趴在窗边，向新的一天挥挥手。`,
      `伸个懒腰，吃点早饭，${x.character}准备出发啦！`,
    ],
  ],

  activity: [
    (x) => [
      x.activity
        ? `${when(x)}，有一件特别的事等着${x.character}：${x.activity}。`
        : `${when(x)}，${x.character}安安静静地玩着心爱的玩具。`,
      x.activity
        ? `${x.character}${withChild(x)}高高兴兴地玩了起来，每样都慢慢试一试。`
        : '有可以滚的小球，可以推的小汽车，还有软软的娃娃。',
      `${partOfDay(x)}，${x.character}都笑眯眯的。`,
    ],
    (x) => [
      x.activity
        ? `${when(x)}，${x.character}${withChild(x)}出发去小小冒险：${x.activity}。`
        : `${when(x)}，${x.character}${withChild(x)}在花园里慢慢散步。`,
      x.activity ? '有那么多东西可以看、可以摸、可以试。' : '有花可以闻，有叶子可以数，还有一只小蜗牛。',
      x.child ? `${x.character}笑个不停，${x.child}也跟着笑。` : `${x.character}开心得笑个不停。`,
    ],
    (x) => [
      x.activity
        ? `${when(x)}，${x.character}开心地喊：“${x.activity}，我们来啦！”`
        : `${when(x)}，${x.character}开心地喊：“我们来搭小帐篷吧！”`,
      x.activity
        ? `${x.character}${withChild(x)}慢慢地、小心地到处看看。`
        : `${x.character}${withChild(x)}把毯子和枕头堆起来，搭成了一个软软的小房子。`,
      '多么美好的时光呀。',
    ],
    (x) => [
      x.activity
        ? `${when(x)}，新的小冒险开始了：${x.activity}。`
        : `${when(x)}，新的小冒险开始了：在软软的毯子上野餐。`,
      `${x.character}深深吸了一口气，笑得合不拢嘴。`,
      x.child ? `${x.character}拉着${x.child}说：“走吧！”` : `${x.character}说：“出发啦！”`,
    ],
  ],

  uhOhIntro: [
    (x) =>
      x.activity && !x.continued
        ? `接下来是下一件事：${x.activity}。`
        : x.activity
          ? `${x.character}${withChild(x)}玩得正开心。`
          : `后来，${x.character}${withChild(x)}玩得正开心。`,
    (x) =>
      x.activity && !x.continued
        ? `然后，${x.character}${withChild(x)}开始做新的事：${x.activity}。`
        : '一切都那么美好。',
  ],

  problems: {
    lostToy: {
      uhOh: (x) => [
        `可是${x.character}一转身，咦，心爱的小布偶不见了！`,
        `${x.character}有点着急，小声喊：“小布偶，你在哪里呀？”`,
      ],
      solution: (x) => [
        `${helper(x)}说：“我们一起慢慢找。”`,
        '大家一处一处地找，终于在靠垫下面找到了它！',
        `${x.character}紧紧抱住小布偶，着急的心情一下子不见了。`,
      ],
    },
    spill: {
      uhOh: (x) => [
        '哎呀！',
        `${x.character}的水杯打翻了，水洒得到处都是。`,
        `${x.character}有点难过，不知道该怎么办。`,
      ],
      solution: (x) => [
        `${helper(x)}温柔地说：“没关系，谁都会不小心的。”`,
        '大家一起用软软的布把水擦干净。',
        `${x.character}又有了一杯水，心里重新变得平静又开心。`,
      ],
    },
    tower: {
      uhOh: (x) => [
        `${x.character}搭了一座高高的塔，越搭越高。`,
        '摇呀摇，晃呀晃，扑通一声，塔倒了！',
        `${x.character}有点生气，也有点难过。`,
      ],
      solution: (x) => [
        `${helper(x)}坐到${x.character}身边说：“生气也没关系，我们一起深呼吸。”`,
        '慢慢吸气，慢慢呼气，然后一块一块地重新搭塔。',
        `这一次，塔稳稳地立住了，${x.character}骄傲地笑了。`,
      ],
    },
    balloon: {
      uhOh: (x) => [
        `${x.character}牵着一个红红的气球。`,
        '哎呀，绳子一下子滑走了！',
        `气球越飞越高，${x.character}有点难过。`,
      ],
      solution: (x) => [
        `${x.child ?? x.character}喊：“请帮帮忙！”`,
        '一位高高的叔叔伸长手臂，抓住了绳子，还打了一个小圈，让气球不会再飞走。',
        `${x.character}松了一口气，又开心起来了。`,
      ],
    },
    turns: {
      uhOh: (x) => [
        `${x.character}想玩那个亮晶晶的红皮球。`,
        '可是另一个小朋友也想要这个球，就在同一时间！',
        '两个人都说“是我的”，心里都有点不高兴。',
      ],
      solution: (x) => [
        `${helper(x)}想了个好办法：“我们轮流玩吧！”`,
        `先让小朋友滚一滚，再轮到${x.character}，滚呀滚呀滚。`,
        '轮流玩的感觉暖暖的，很快，大家一起笑了起来。',
      ],
    },
  },

  windDown: [
    (x) => [
      `天空变成了橙色和粉色，${x.character}回家洗了一个暖暖的泡泡澡。`,
      `哗啦哗啦，泡泡痒痒的，${x.character}咯咯地笑了。`,
      '然后换上软软的睡衣，暖暖和和的。',
    ],
    (x) => [
      '夜晚慢慢来了，家里变得安静又温暖。',
      `${x.character}洗了澡，换上睡衣，把牙齿刷得亮亮的。`,
      `然后${x.character}${withChild(x)}坐在沙发上，想着美好的一天。`,
    ],
    (x) => [
      '太阳躲到山后面去了，天空变成了淡淡的粉色。',
      `${x.character}在温水里轻轻玩水，然后穿上了软软的睡衣。`,
      `${x.character}满足地说：“今天真好呀。”`,
    ],
    (x) => [
      '吃完晚饭，该慢慢安静下来了。',
      `温暖的水、软软的毛巾和舒服的睡衣，让${x.character}又安心又困。`,
      x.child ? `${x.child}和${x.character}小声聊着今天开心的事。` : `${x.character}小声回想着今天开心的事。`,
    ],
  ],

  bedtime: [
    (x) => [
      '窗外，月亮高高升起，星星一颗一颗亮了起来。',
      `${x.character}${x.child ? `挨着${x.child}` : ''}钻进软软的被子里，暖暖的，很安心。`,
      '轻轻的抱抱，小小的哈欠，眼睛慢慢闭上了。',
      `晚安，${x.character}${x.child ? `，晚安，${x.child}` : ''}，好梦。`,
    ],
    (x) => [
      '天黑了，满天都是亮晶晶的小星星。',
      '圆圆的月亮从窗口往里看，像一盏温柔的小夜灯。',
      x.child
        ? `${x.character}给了${x.child}一个大大的晚安抱抱，闭上了眼睛。`
        : `${x.character}抱着软软的枕头，打了个哈欠，闭上了眼睛。`,
      `做个甜甜的梦吧，${x.character}，晚安。`,
    ],
    (x) => [
      '银色的月亮对着安静的小屋微笑，星星守护着大家。',
      `${x.character}轻轻地说：“晚安，月亮，晚安，星星。”`,
      '眼皮越来越重，呼吸越来越慢，一切都静悄悄的。',
      `晚安，${x.character}${x.child ? `和${x.child}` : ''}，睡个好觉。`,
    ],
    (x) => [
      '高高的天上，星星轻轻眨着眼，月亮守护着每一个人。',
      `${x.character}盖好了被子，暖暖和和的${x.child ? `，${x.child}也依偎在旁边` : ''}。`,
      '再抱一抱，再打个哈欠，眼睛慢慢、慢慢地闭上了。',
      `晚安，${x.character}。`,
    ],
  ],

  description: [
    (x) => `今天还发生了一件特别的事：${x.text}。`,
    (x) => `${x.child ?? x.character}会一直记得今天的这一刻：${x.text}。`,
    (x) => `今天还有一件美好的事：${x.text}。`,
  ],

  nextActivity: [
    (x) => `接着，又有新的事情：${x.activity}。`,
    (x) => `然后，${x.character}开开心心地去做下一件事：${x.activity}。`,
  ],

  memories: [
    (x) => `${x.character}想起了今天最开心的时刻：${x.list}。`,
    (x) => `今天真是忙碌又快乐的一天：${x.list}。`,
  ],

  title: {
    activity: [
      (character, activity) => `${character}的快乐一天：${activity}`,
      (character, activity) => `${character}、${activity}和困困的月亮`,
      (character, activity) => `和${character}一起的温馨一天：${activity}`,
    ],
    plain: [
      (character) => `${character}和困困的月亮`,
      (character) => `晚安，${character}`,
      (character) => `${character}的温馨一天`,
    ],
  },

  fallbackName: '小伙伴',

  list: { comma: '、', and: () => '和' },
};
