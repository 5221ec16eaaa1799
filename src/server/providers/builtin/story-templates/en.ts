import type { LanguageTemplates, SceneInput } from '../story-templates.ts';

const withChild = (x: SceneInput) => (x.child ? ` with ${x.child}` : '');
const helper = (x: SceneInput) => x.child ?? 'a kind grown-up';
const partOfDay = (x: SceneInput) => (x.morning ? 'morning' : 'afternoon');
const when = (x: SceneInput) => (x.morning ? 'After breakfast' : 'Later that afternoon');

export const en: LanguageTemplates = {
  opening: [
    (x) => [
      `The morning sun peeked through the curtains, and ${x.character} slowly opened sleepy eyes.`,
      `${x.character} stretched, gave a big yawn and wiggled out from under the warm blanket.`,
      x.child
        ? `“Good morning, ${x.child}!” said ${x.character}, and they shared the biggest hug.`
        : `“Good morning, sunshine!” said ${x.character} with a happy smile.`,
      'A brand new day was waiting.',
    ],
    (x) => [
      'Tweet, tweet, sang the little birds outside the window.',
      `${x.character} woke up, rubbed both sleepy eyes and looked at the bright blue sky.`,
      x.child
        ? `Then ${x.character} tiptoed over to ${x.child}, and together they had a yummy breakfast.`
        : `Then ${x.character} had a yummy breakfast of warm porridge and sweet fruit.`,
      'What would today bring?',
    ],
    (x) => [
      `On a bright and gentle morning, ${x.character} woke up in a cosy little bed.`,
      x.child
        ? `Right next door, ${x.child} was waking up too, with messy hair and a big smile.`
        : 'The house was quiet, and something warm and yummy was bubbling in the kitchen.',
      `“Today is going to be a good day,” ${x.character} whispered.`,
    ],
    (x) => [
      'Rise and shine!',
      `The sun was climbing into the sky, and ${x.character} was already wide awake.`,
      x.child
        ? `${x.character} and ${x.child} looked out of the window and waved hello to the new day.`
        : `${x.character} looked out of the window and waved hello to the new day.`,
      `After a big stretch and a little breakfast, ${x.character} was ready to go.`,
    ],
  ],

  activity: [
    (x) => [
      x.activity
        ? `${when(x)}, it was time for something special: ${x.activity}.`
        : `${when(x)}, ${x.character} played quietly with a basket of favourite toys.`,
      x.activity
        ? `${x.child ? `${x.character} and ${x.child} joined in with big smiles` : `${x.character} joined in with a big smile`}, taking it slowly and trying everything.`
        : `There was a ball to roll, a little car to push and a soft doll to cuddle${withChild(x)}.`,
      `“I love this!” said ${x.character}, and the happy feeling lasted all ${partOfDay(x)} long.`,
    ],
    (x) => [
      x.activity
        ? `${when(x)}, ${x.character} set off${withChild(x)} on a little adventure: ${x.activity}.`
        : `${when(x)}, ${x.character} went for a slow little walk around the garden${withChild(x)}.`,
      x.activity
        ? 'There were so many things to see, to touch and to try.'
        : 'There were flowers to sniff, leaves to count and a snail to say hello to.',
      x.child ? `${x.character} laughed and laughed, and so did ${x.child}.` : `${x.character} laughed and laughed.`,
    ],
    (x) => [
      x.activity
        ? `${when(x)}, ${x.character} called out happily: “Here we come, ${x.activity}!”`
        : `${when(x)}, ${x.character} called out happily: “Let’s build a cosy den!”`,
      x.activity
        ? `Step by step, ${x.character} explored everything${withChild(x)}, slowly and carefully.`
        : `${x.character} piled up blankets and pillows${withChild(x)} into a soft little house.`,
      'What a wonderful time it was.',
    ],
    (x) => [
      x.activity
        ? `${when(x)}, the next little adventure began: ${x.activity}.`
        : `${when(x)}, the next little adventure began: a picnic on a soft blanket.`,
      `${x.character} took a deep, happy breath and smiled from ear to ear.`,
      x.child
        ? `“Come on, ${x.child}!” called ${x.character}, and off they went, as happy as could be.`
        : `“Here I come!” called ${x.character}, as happy as could be.`,
    ],
  ],

  uhOhIntro: [
    (x) =>
      x.activity && !x.continued
        ? `Then came the next part of the day: ${x.activity}.`
        : x.activity
          ? `${x.character} was still having lots of fun${withChild(x)}.`
          : `Later, ${x.character} was playing happily${withChild(x)}.`,
    (x) =>
      x.activity && !x.continued
        ? `After that, ${x.character}${x.child ? ` and ${x.child}` : ''} tried something new: ${x.activity}.`
        : `Everything was going so nicely${withChild(x)}.`,
  ],

  problems: {
    lostToy: {
      uhOh: (x) => [
        `But then ${x.character} looked around: the little cuddly toy was gone!`,
        `${x.character} felt a bit worried and called softly, “Where are you, little cuddly toy?”`,
      ],
      solution: (x) => [
        `“Let’s look together,” said ${helper(x)}, and they searched slowly, one place at a time.`,
        'And there it was, peeking out from under a cushion!',
        `${x.character} gave the little toy a big hug, and the worried feeling melted away.`,
      ],
    },
    spill: {
      uhOh: (x) => [
        'Oops!',
        `${x.character}’s cup of water tipped over, and a little puddle spread out everywhere.`,
        `${x.character} felt a little sad and did not know what to do.`,
      ],
      solution: (x) => [
        `“That’s okay, accidents happen,” said ${helper(x)} with a gentle smile.`,
        'Together they wiped it all up with a soft cloth, swish, swish, swish.',
        `Then ${x.character} got a fresh cup of water and felt calm and happy again.`,
      ],
    },
    tower: {
      uhOh: (x) => [
        `${x.character} had built a tall, tall tower, higher and higher.`,
        'Then, wibble, wobble, bump: the tower tumbled down!',
        `${x.character} felt cross and a little bit sad.`,
      ],
      solution: (x) => [
        `${x.child ?? 'A kind grown-up'} sat down close and said, “It’s okay to feel cross, let’s take a deep breath.”`,
        'In and out went the breath, slowly, and then they built the tower again, one piece at a time.',
        `This time it stood nice and tall, and ${x.character} smiled a proud, happy smile.`,
      ],
    },
    balloon: {
      uhOh: (x) => [
        `${x.character} was holding a bright red balloon on a string.`,
        'Then, oops, the string slipped away!',
        `Up, up, up floated the balloon, and ${x.character} felt sad.`,
      ],
      solution: (x) => [
        `“Help, please!” called ${x.child ?? x.character}, and a tall, kind grown-up reached up high and caught the string.`,
        '“Here you go,” said the grown-up, and tied the string into a little loop so it would stay safe.',
        `${x.character} felt relieved and happy, and the red balloon bobbed along all day.`,
      ],
    },
    turns: {
      uhOh: (x) => [
        `${x.character} wanted to play with the shiny red ball.`,
        'But a little friend wanted the very same ball at the very same time!',
        `“Mine!” said ${x.character}, and “Mine!” said the friend, and both of them felt grumpy.`,
      ],
      solution: (x) => [
        `${x.child ?? 'A kind grown-up'} had a good idea: “Let’s take turns!”`,
        `First the friend rolled the ball, and then it was ${x.character}’s turn, roll, roll, roll.`,
        'Taking turns felt warm and good, and soon they were both laughing together.',
      ],
    },
  },

  windDown: [
    (x) => [
      `When the sky turned orange and pink, ${x.character} went home for a warm bubble bath.`,
      `Splish, splash, the bubbles tickled, and ${x.character} giggled softly.`,
      'Then came cosy pyjamas, soft and warm, just right for the evening.',
    ],
    (x) => [
      'Evening came slowly, and the house grew quiet and warm.',
      `${x.character} had a warm bath, put on soft pyjamas and brushed teeth until they sparkled.`,
      `Then ${x.character} sat on the sofa${withChild(x)} and thought about the whole lovely day.`,
    ],
    (x) => [
      'The sun slipped down behind the hills, and the sky turned soft and pink.',
      `${x.character} splashed gently in a warm bath, then snuggled into fluffy pyjamas.`,
      `“What a day it was,” ${x.character} said with a happy sigh.`,
    ],
    (x) => [
      'After dinner, it was time to slow down.',
      `Warm water, a soft towel and cosy pyjamas made ${x.character} feel calm and sleepy.`,
      `${x.child ? `${x.child} and ${x.character}` : x.character} talked quietly about all the good things that had happened today.`,
    ],
  ],

  bedtime: [
    (x) => [
      'Outside, the moon rose high, and the stars began to twinkle one by one.',
      `${x.character} snuggled under the soft blanket${x.child ? ` next to ${x.child}` : ''}, warm and safe.`,
      'There were gentle cuddles, a sleepy yawn, and eyes that slowly closed.',
      `Goodnight, ${x.character}${x.child ? `, and goodnight, ${x.child}` : ''}, sleep tight.`,
    ],
    (x) => [
      'Now the sky was dark and full of tiny, twinkling stars.',
      'The round moon peeked through the window like a friendly night light.',
      x.child
        ? `${x.character} gave ${x.child} a big goodnight cuddle and closed sleepy eyes.`
        : `${x.character} hugged a soft pillow, gave a big goodnight yawn and closed sleepy eyes.`,
      `Sweet dreams, ${x.character}, and goodnight.`,
    ],
    (x) => [
      'The silver moon smiled down at the quiet house, and the stars kept watch.',
      `${x.character} whispered, “Goodnight, moon, goodnight, stars,” and snuggled in for a cuddle.`,
      'Eyes grew heavy, breathing grew slow, and everything was calm.',
      `Goodnight, ${x.character}${x.child ? ` and ${x.child}` : ''}, sleep well.`,
    ],
    (x) => [
      'Far above, the stars blinked softly, and the moon kept watch over everyone.',
      `${x.character} was tucked in tight, cosy and warm${x.child ? `, and ${x.child} was snuggled up close` : ''}.`,
      'One last cuddle, one last yawn, and slowly, slowly, eyes closed.',
      `Goodnight, ${x.character}.`,
    ],
  ],

  description: [
    (x) => `And something special happened today, too: ${x.text}.`,
    (x) => `${x.child ?? x.character} will always remember this part of the day: ${x.text}.`,
    (x) => `There was one more lovely thing about today: ${x.text}.`,
  ],

  nextActivity: [
    (x) => `After that, it was time for something new: ${x.activity}.`,
    (x) => `And then, with a happy heart, ${x.character} went on to the next thing: ${x.activity}.`,
  ],

  memories: [
    (x) => `${x.character} thought about the best parts of the day: ${x.list}.`,
    (x) => `What a busy, happy day it had been: ${x.list}.`,
  ],

  title: {
    activity: [
      (character, activity) => `${character}’s Happy Day: ${activity}`,
      (character, activity) => `${character}, ${activity} and the Sleepy Moon`,
      (character, activity) => `A Cosy Day with ${character}: ${activity}`,
    ],
    plain: [
      (character) => `${character} and the Sleepy Moon`,
      (character) => `Goodnight, ${character}`,
      (character) => `${character}’s Cosy Day`,
    ],
  },

  fallbackName: 'Little Friend',

  list: { comma: ', ', and: () => ' and ' },
};
