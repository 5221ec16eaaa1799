import { describe, expect, it } from 'vitest';
import { catalogLook, readLook } from './character-look.ts';

describe('a custom character read from its description', () => {
  it.each([
    ['en', 'A small purple dragon with round glasses who loves books'],
    ['nl', 'Een kleine paarse draak met een ronde bril die van boeken houdt'],
    ['de', 'Ein kleiner lila Drache mit runder Brille, der Bücher liebt'],
    ['fr', 'Un petit dragon violet avec des lunettes rondes qui adore les livres'],
    ['es', 'Un pequeño dragón morado con gafas redondas al que le encantan los libros'],
    ['pt', 'Um pequeno dragão roxo com óculos redondos que adora livros'],
    ['zh', '一条戴着圆眼镜、喜欢看书的紫色小龙'],
  ])('%s: the base, its colour and its glasses', (_language, text) => {
    expect(readLook(text)).toEqual({
      base: 'dragon',
      colour: 'purple',
      accent: undefined,
      accessories: [{ id: 'glasses', colour: undefined }],
    });
  });

  it.each([
    ['en', 'A blue robot with a red cape', 'robot', 'blue', 'cape', 'red'],
    ['nl', 'Een witte eenhoorn met een gouden kroon', 'unicorn', 'white', 'crown', 'gold'],
    ['de', 'Ein grüner Dinosaurier mit rotem Schal', 'dinosaur', 'green', 'scarf', 'red'],
    ['fr', 'Une licorne blanche avec une cape violette', 'unicorn', 'white', 'cape', 'purple'],
    ['es', 'Un gato negro con un sombrero azul', 'cat', 'black', 'hat', 'blue'],
    ['pt', 'Um coelhinho cinzento com um laço cor-de-rosa', 'bunny', 'grey', 'bow', 'pink'],
    ['zh', '一只白色的小猫，戴着红色的帽子', 'cat', 'white', 'hat', 'red'],
  ])(
    '%s: a colour next to an accessory colours the accessory, not the body',
    (_language, text, base, body, item, colour) => {
      const look = readLook(text);
      expect(look.base).toBe(base);
      expect(look.colour).toBe(body);
      expect(look.accessories).toContainEqual({ id: item, colour });
    },
  );

  it('takes the first creature named: a dragon who loves dinosaurs is a dragon, and 恐龙 is a dinosaur', () => {
    expect(readLook('A dragon who loves dinosaurs').base).toBe('dragon');
    expect(readLook('一只绿色的恐龙').base).toBe('dinosaur');
    expect(readLook('一只熊猫').base).toBe('panda');
    expect(readLook('一只粉红色的猫头鹰')).toMatchObject({ base: 'owl', colour: 'pink' });
  });

  it('reads a name that says what the character is', () => {
    expect(readLook('Moss the Turtle').base).toBe('turtle');
  });

  it('does not read small words of other languages as looks ("a big kind dragon" is no pig and no child)', () => {
    expect(readLook('A big kind dragon or a pet').base).toBe('dragon');
    expect(readLook('A big kind dragon or a pet').colour).toBeUndefined();
    expect(readLook('A big kind dragon or a pet').accessories).toEqual([]);
  });

  it('gives a description with nothing recognised the friendly default', () => {
    expect(readLook('Pip')).toEqual({ base: 'monster', accessories: [] });
    expect(readLook('')).toEqual({ base: 'monster', accessories: [] });
  });

  it('knows every catalog character by its art', () => {
    for (const art of [
      'rabbit',
      'bear',
      'dragon',
      'unicorn',
      'fox',
      'panda',
      'owl',
      'cat',
      'dog',
      'lion',
      'elephant',
      'penguin',
    ]) {
      expect(catalogLook(`art/${art}.svg`)).toBeDefined();
    }
    expect(catalogLook('media/users/x/custom/y.webp')).toBeUndefined();
  });
});

describe('what a description says beats what a name suggests', () => {
  it.each([
    ['Teddy, a little fox', 'fox'],
    ['Teddy. A little fox who loves the sea', 'fox'],
    ['Kitty: een kleine bruine beer', 'bear'],
    ['Bunny. Un petit dragon vert', 'dragon'],
  ])('"%s" is a %s', (text, base) => {
    expect(readLook(text).base).toBe(base);
  });

  it('falls back to the name when the description names no creature, keeping the description’s colour', () => {
    expect(readLook('Dragon. Small and purple')).toMatchObject({ base: 'dragon', colour: 'purple' });
  });

  it('reads a first phrase with a small word as the description itself: "A fox, who loves bears" is a fox', () => {
    expect(readLook('A fox, who loves bears').base).toBe('fox');
  });
});

describe('more species, in every language', () => {
  it.each([
    [
      'giraffe',
      [
        'A tall giraffe',
        'Een lange giraf',
        'Eine kleine Giraffe',
        'Une girafe',
        'Una jirafa',
        'Uma girafa',
        '一只长颈鹿',
      ],
    ],
    ['zebra', ['A zebra', 'Een zebra', 'Ein Zebra', 'Un zèbre', 'Una cebra', 'Uma zebra', '一匹斑马']],
    [
      'hippo',
      [
        'A happy hippo',
        'Een nijlpaard',
        'Ein Nilpferd',
        'Un hippopotame',
        'Un hipopótamo',
        'Um hipopótamo',
        '一只河马',
      ],
    ],
    ['cow', ['A cow', 'Een koe', 'Eine Kuh', 'Une vache', 'Una vaca', 'Uma vaca', '一头奶牛']],
    [
      'whale',
      ['A blue whale', 'Een walvis', 'Ein kleiner Wal', 'Une baleine', 'Una ballena', 'Uma baleia', '一头鲸鱼'],
    ],
    ['fish', ['A goldfish', 'Een visje', 'Ein Fisch', 'Un poisson', 'Un pez', 'Um peixinho', '一条小鱼']],
    [
      'bee',
      ['A busy bee', 'Een bij met een hoed', 'Eine Biene', 'Une abeille', 'Una abeja', 'Uma abelha', '一只小蜜蜂'],
    ],
    [
      'mermaid',
      ['A mermaid', 'Een zeemeermin', 'Eine Meerjungfrau', 'Une sirène', 'Una sirena', 'Uma sereia', '一条美人鱼'],
    ],
  ] as const)('%s', (base, texts) => {
    for (const text of texts) expect(readLook(text).base, text).toBe(base);
  });

  it('keeps a mermaid from being read as a fish, and a whale too (美人鱼 and 鲸鱼 hold 鱼)', () => {
    expect(readLook('美人鱼').base).toBe('mermaid');
    expect(readLook('鲸鱼').base).toBe('whale');
  });
});

describe('a person’s hair, clothes and skin read from their own words', () => {
  it.each([
    ['en', 'A girl with black hair and a red dress'],
    ['nl', 'Een meisje met zwart haar en een rode jurk'],
    ['de', 'Ein Mädchen mit schwarzen Haaren und einem roten Kleid'],
    ['fr', 'Une fille aux cheveux noirs avec une robe rouge'],
    ['es', 'Una niña con el pelo negro y un vestido rojo'],
    ['pt', 'Uma menina de cabelo preto e vestido vermelho'],
    ['zh', '一个黑头发、穿红裙子的女孩'],
  ])('%s: black hair and red clothes, never the other way round', (_language, text) => {
    expect(readLook(text)).toMatchObject({ base: 'girl', colour: 'red', accent: 'black' });
  });

  it.each([
    ['en', 'A boy with brown skin and a green jumper', 'brown'],
    ['nl', 'Een meisje met een donkere huid en een gele jurk', 'dark'],
    ['de', 'Ein Junge mit dunkler Haut', 'dark'],
    ['fr', 'Une fille à la peau claire', 'light'],
    ['es', 'Una niña de piel morena', 'brown'],
    ['pt', 'Um menino de pele escura', 'dark'],
    ['zh', '一个黑皮肤的男孩', 'dark'],
  ])('%s: the skin tone, which is not a clothes colour', (_language, text, skin) => {
    const look = readLook(text);
    expect(look.skin).toBe(skin);
    expect(look.colour).not.toBe(skin === 'dark' ? 'black' : skin);
  });

  it.each([
    ['en', 'A blonde girl in a blue dress', 'yellow', 'blue'],
    ['de', 'Ein blondes Mädchen mit einem grünen Kleid', 'yellow', 'green'],
    ['fr', 'Une petite fille rousse avec une robe bleue', 'orange', 'blue'],
    ['es', 'Una niña pelirroja con una camiseta verde', 'orange', 'green'],
    ['pt', 'Uma menina loira com vestido rosa', 'yellow', 'pink'],
  ])('%s: a hair word alone colours the hair', (_language, text, hair, clothes) => {
    expect(readLook(text)).toMatchObject({ accent: hair, colour: clothes });
  });

  it('leaves an animal’s fur alone when the colour is of clothes it cannot wear, and keeps a ginger cat orange', () => {
    expect(readLook('A bear with a blue shirt').colour).toBeUndefined();
    expect(readLook('Un chat roux').colour).toBe('orange');
  });
});

describe('the creature a description is, not the one it loves, eats or plays with', () => {
  it.each([
    ['en', 'A cat who loves fish'],
    ['en', 'A little cat that plays with a mouse'],
    ['nl', 'Een kat die van vis houdt'],
    ['nl', 'Een kleine kat die met een muis speelt'],
    ['de', 'Eine Katze, die Fische mag'],
    ['de', 'Eine kleine Katze, die mit einer Maus spielt'],
    ['fr', 'Un chat qui aime le poisson'],
    ['fr', 'Un petit chat qui joue avec une souris'],
    ['es', 'Un gato al que le encantan los peces'],
    ['es', 'Un gatito que juega con un ratón'],
    ['pt', 'Um gato que adora peixe'],
    ['pt', 'Um gatinho que brinca com um rato'],
    ['zh', '一只爱吃鱼的猫'],
    ['zh', '一只喜欢和小老鼠玩的小猫'],
  ])('%s: "%s" is a cat', (_language, text) => {
    expect(readLook(text).base).toBe('cat');
  });

  it.each([
    ['en', 'A dino-loving kitten', 'cat'],
    ['en', 'A bear-hugging dragon', 'dragon'],
    ['nl', 'Een vis etende kat', 'cat'],
    ['nl', 'Een met muizen spelende hond', 'dog'],
    ['de', 'Ein Fische fressender Hund', 'dog'],
    ['de', 'Ein Katzen jagender Drache', 'dragon'],
    ['zh', '一条会和小猫一起飞的龙', 'dragon'],
    ['zh', '一只戴着红帽子、爱吃鱼的粉红色小猪', 'pig'],
  ])('%s: a modifier before the creature names another one: "%s" is a %s', (_language, text, base) => {
    expect(readLook(text).base).toBe(base);
  });

  it('still takes the first creature when the second one stands in its own clause or after 的 with no creature', () => {
    expect(readLook('A fox. It loves bears').base).toBe('fox');
    expect(readLook('一只小狗，它的好朋友是猫').base).toBe('dog');
    expect(readLook('我的小狗').base).toBe('dog');
  });
});

describe('German and Dutch compounds end in the creature they are', () => {
  it.each([
    ['Der Osterhase', 'bunny'],
    ['Ein brauner Kuschelbär', 'bear'],
    ['Eine kleine Wildkatze', 'cat'],
    ['Ein Schäferhund mit Sonnenbrille', 'dog'],
    ['Eine Fledermaus mit Zaubererhut', 'mouse'],
    ['Een witte ijsbeer', 'bear'],
    ['De paashaas', 'bunny'],
    ['Een herdershond', 'dog'],
  ])('"%s" is a %s', (text, base) => {
    expect(readLook(text).base).toBe(base);
  });

  it('reads accessories written as compounds: a wizard’s hat and a winter cap', () => {
    expect(readLook('Ein Drache mit Zaubererhut').accessories.map((item) => item.id)).toEqual(['hat']);
    expect(readLook('Ein Fuchs mit Wintermütze').accessories.map((item) => item.id)).toEqual(['hat']);
    expect(readLook('Ein Wal mit Zauberumhang').accessories.map((item) => item.id)).toEqual(['cape']);
  });
});
