import { describe, expect, it } from 'vitest';
import { countSentences } from './sentences.ts';
import {
  checkScene,
  checkStructure,
  countWords,
  isBedtimeText,
  type RuledScene,
  type RuledStory,
} from './structure.ts';

const scene = (number: number, text = 'One little step. Two little steps. Three little steps.'): RuledScene => ({
  number,
  text,
  imagePrompt: 'A calm morning scene with a small bunny.',
});
// A name only: a title in words reads as a language, and these stories are checked in all seven.
const story = (scenes: RuledScene[], title = 'Bunny'): RuledStory => ({ title, scenes });
const BEDTIME = 'The moon is up. Bunny yawns in bed. Goodnight, Bunny.';
const sevenScenes = () => [1, 2, 3, 4, 5, 6, 7].map((number) => scene(number, number === 7 ? BEDTIME : undefined));

describe('counting sentences', () => {
  it.each([
    ['en', 'Bunny woke up. The sun was shining! Was it a good day?', 3],
    ['en', 'What a day?! It was lovely... Then came the night…', 3],
    ['en', 'The day began. A trailing fragment without a mark', 2],
    ['en', '“Good morning, sun!” said Bunny. “Goodnight!”', 2],
    ['en', 'Bunny called out: “Here we come!” Then they went.', 2],
    ['en', 'It was 3.5 metres tall. Nobody knew why.', 2],
    ['en', 'Hello. . . world.', 2],
    ['en', '   ', 0],
    ['nl', '“Goedemorgen, Kiddo!” zei Konijntje. Er wachtte een nieuwe dag.', 2],
    ['de', '„Guten Morgen, Kiddo!“, sagte Häschen. Ein neuer Tag wartete schon.', 2],
    ['de', 'Doch dann schaute Häschen sich um: Das Kuscheltier war weg! Wo war es nur?', 2],
    ['fr', '« Bonjour, Kiddo ! » dit Petit lapin. Une nouvelle journée commence.', 2],
    ['fr', 'Oups\u00a0! Le verre se renverse. Petit lapin dit\u00a0: «\u00a0Bonne nuit\u00a0!\u00a0»', 3],
    ['es', '«¡Buenos días, Kiddo!», dijo Conejito. ¿Qué traería el día de hoy?', 2],
    ['pt', '«Bom dia, Kiddo!», disse Coelhinho. O que traria o dia de hoje?', 2],
    ['zh', '小兔子醒来了。今天会发生什么呢？哎呀！', 3],
    ['zh', '小兔子笑眯眯地说：“早上好！”新的一天开始啦。', 2],
    ['zh', '“早上好！”小兔子说。天亮了', 2],
  ] as const)('%s: %s', (language, text, expected) => {
    expect(countSentences(text, language)).toBe(expected);
  });
});

describe('counting words', () => {
  it.each([
    ['en', 'Bunny woke up, and the sun was shining.', 8],
    ['en', 'A dash – and an emoji 🎈 are not words', 8],
    ['de', 'Häschen kuschelte sich unter die weiche Decke.', 7],
    ['fr', 'Petit lapin dit\u00a0: «\u00a0Bonne nuit\u00a0!\u00a0»', 5],
    ['es', '¡Buenos días, Conejito!', 3],
    ['zh', '小兔子醒来了。', 6],
    ['zh', '小兔子和Kiddo一起玩 3 次。', 10],
  ] as const)('%s: %s', (language, text, expected) => {
    expect(countWords(text, language)).toBe(expected);
  });
});

describe('checking the structure of a story', () => {
  it('accepts a story of seven scenes of three or four sentences', () => {
    expect(checkStructure(story(sevenScenes()), 'en')).toEqual({ ok: true });
  });

  it('catches a story with six scenes', () => {
    const verdict = checkStructure(story(sevenScenes().slice(0, 6)), 'en');
    expect(verdict).toEqual({ ok: false, problems: ['the story has 6 scenes instead of 7'] });
  });

  it('catches scenes out of order', () => {
    const scenes = sevenScenes();
    const [first, second] = scenes;
    if (!first || !second) throw new Error('expected scenes');
    scenes[0] = { ...second };
    scenes[1] = { ...first };
    const verdict = checkStructure(story(scenes), 'en');
    expect(verdict).toEqual({ ok: false, problems: ['scene 1 is numbered 2', 'scene 2 is numbered 1'] });
  });

  it('catches a scene with five sentences and one with two', () => {
    const scenes = sevenScenes();
    scenes[2] = scene(3, 'One. Two. Three. Four. Five.');
    scenes[5] = scene(6, 'One. Two.');
    const verdict = checkStructure(story(scenes), 'en');
    expect(verdict).toEqual({
      ok: false,
      problems: ['scene 3 has 5 sentences (it needs 3 or 4)', 'scene 6 has 2 sentences (it needs 3 or 4)'],
    });
  });

  it('catches a story of 500 words or more', () => {
    const long = `${'word '.repeat(70).trim()}. Short one. Sleep now.`;
    const verdict = checkStructure(story([1, 2, 3, 4, 5, 6, 7].map((number) => scene(number, long))), 'en');
    expect(verdict).toEqual({ ok: false, problems: ['the story has 518 words (limit 500)'] });
  });

  it('counts Chinese in characters, against a limit of its own', () => {
    const text = (length: number) => `${'月'.repeat(length)}。好。睡吧。`;
    const seven = (length: number) => [1, 2, 3, 4, 5, 6, 7].map((number) => scene(number, text(length)));
    expect(checkStructure(story(seven(80)), 'zh')).toEqual({ ok: true });
    expect(checkStructure(story(seven(97)), 'zh')).toEqual({
      ok: false,
      problems: ['the story has 700 characters (limit 700)'],
    });
  });

  it.each([
    [
      'en',
      'The moon rose. Bunny yawned and snuggled in. Goodnight, Bunny.',
      'Bunny ran to the park. The sun was hot. Bunny laughed.',
    ],
    [
      'nl',
      'De maan kwam op. Konijntje gaapte. Welterusten, Konijntje.',
      'Konijntje rende naar het park. De zon scheen. Konijntje lachte.',
    ],
    [
      'de',
      'Der Mond ging auf. Häschen gähnte. Gute Nacht, Häschen.',
      'Häschen rannte zum Spielplatz. Die Sonne schien. Häschen lachte.',
    ],
    [
      'fr',
      'La lune se lève. Petit lapin bâille. Bonne nuit, Petit lapin.',
      'Petit lapin court au parc. Le soleil brille. Petit lapin rit.',
    ],
    [
      'es',
      'Salió la luna. Conejito bostezó. Buenas noches, Conejito.',
      'Conejito corrió al parque. El sol brillaba. Conejito se rio.',
    ],
    [
      'pt',
      'A lua apareceu. O Coelhinho bocejou. Boa noite, Coelhinho.',
      'O Coelhinho correu para o parque. O sol brilhava. O Coelhinho riu.',
    ],
    ['zh', '月亮升起来了。小兔子打了个哈欠。晚安，小兔子。', '小兔子跑去公园。太阳很暖和。小兔子笑了。'],
  ] as const)('%s: asks for a repair when scene 7 is not bedtime', (language, bedtime, daytime) => {
    const scenes = [1, 2, 3, 4, 5, 6].map((number) => scene(number, daytime));
    expect(checkStructure(story([...scenes, scene(7, bedtime)]), language)).toEqual({ ok: true });
    expect(checkStructure(story([...scenes, scene(7, daytime)]), language)).toEqual({
      ok: false,
      problems: ['scene 7 is not a bedtime scene (it must end the day with going to bed and falling asleep)'],
    });
  });

  it('catches an empty image prompt, an empty title and a title that is too long', () => {
    const scenes = sevenScenes();
    scenes[3] = { ...scene(4), imagePrompt: '  ' };
    expect(checkStructure(story(scenes, ' '), 'en')).toEqual({
      ok: false,
      problems: ['the title is empty', 'scene 4 has no image prompt'],
    });
    expect(checkStructure(story(sevenScenes(), 'A'.repeat(81)), 'en')).toEqual({
      ok: false,
      problems: ['the title is longer than 80 characters'],
    });
  });
});

describe('the language of a story', () => {
  const english = 'The little bear looks for his cup. It is under the table. They laugh together.';

  it.each([
    ['nl', 'De kleine beer zoekt zijn beker. Hij staat onder de tafel. Samen lachen ze.'],
    ['de', 'Der kleine Bär sucht seinen Becher. Er steht unter dem Tisch. Zusammen lachen sie.'],
    ['fr', 'Le petit ours cherche sa tasse. Elle est sous la table. Ils rient ensemble.'],
    ['es', 'El osito busca su taza. Está debajo de la mesa. Se ríen juntos.'],
    ['pt', 'O ursinho procura a sua caneca. Está debaixo da mesa. Riem os dois juntos.'],
    ['zh', '小熊在找他的杯子。杯子在桌子下面。他们一起笑了。'],
  ] as const)('%s: accepts a scene in the language and refuses the same scene in English', (language, text) => {
    const own = { number: 1, text, imagePrompt: 'a bear' };
    expect(checkScene(own, 0, language)).toEqual([]);
    const problems = checkScene({ ...own, text: english }, 0, language);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^scene 1 is not written in \w+ \(it reads as English\)$/);
  });

  it('refuses Chinese in a Latin-script story, and Latin text in a Chinese one', () => {
    expect(
      checkScene({ number: 2, text: '小熊在找杯子。杯子在桌子下面。他们笑了。', imagePrompt: 'x' }, 1, 'de'),
    ).toContain('scene 2 is not written in German (it reads as Chinese)');
    expect(checkScene({ number: 2, text: english, imagePrompt: 'x' }, 1, 'zh')[0]).toMatch(/not written in Chinese/);
  });

  it('keeps a Latin name in a Chinese scene', () => {
    expect(
      checkScene({ number: 2, text: 'Zuri和小熊一起画画。Zuri笑了。真开心！', imagePrompt: 'x' }, 1, 'zh'),
    ).toEqual([]);
  });

  it('keeps a Chinese scene that names a whole family by Latin names, and still refuses English in one', () => {
    const family = 'Zuri、Tavi、Kesi、Yaro和Nemi都来了。Zuri和Tavi笑了。Kesi和Yaro也笑了。';
    expect(checkScene({ number: 2, text: family, imagePrompt: 'x' }, 1, 'zh')).toEqual([]);
    const english = 'Zuri and Tavi went to the park. They played all day. Kesi came too.';
    expect(checkScene({ number: 2, text: english, imagePrompt: 'x' }, 1, 'zh')[0]).toMatch(/not written in Chinese/);
  });

  it.each([
    ['de', 'Der Fuchs spielt im Garten. He is very happy. Dann schläft er ein.', 'He is very happy.'],
    [
      'fr',
      'Le petit ours joue dans le jardin avec son ami. Il rit beaucoup. Then they go home together.',
      'Then they go home together.',
    ],
    [
      'nl',
      'De kleine vos speelt samen met zijn vriendjes in de tuin. Der Fuchs ist sehr müde. Hij gaat nu lekker slapen.',
      'Der Fuchs ist sehr müde.',
    ],
    [
      'en',
      'The little fox plays in the garden with his friends. 小狐狸笑了。 Then he goes home. He has a warm bath.',
      '小狐狸笑了。',
    ],
    [
      'zh',
      '小狐狸在花园里玩。他玩得很开心，一直笑，笑个不停。太阳暖暖的，花儿红红的，小鸟在树上唱歌。Then they go home together.',
      'Then they go home together.',
    ],
  ] as const)('%s: refuses a scene with one sentence in another language, and names it', (language, text, foreign) => {
    const problems = checkScene({ number: 3, text, imagePrompt: 'a fox' }, 2, language);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^scene 3 has a sentence that is not in \w+ \(it reads as \w+\): "/);
    expect(problems[0]).toContain(`"${foreign}"`);
  });

  it.each([
    ['de', 'Platsch! Der Fuchs springt in die Pfütze. Zuri lacht laut. So ein Spaß!'],
    ['de', 'Der Fuchs malt heute Painting in the park. Das macht ihm Spaß. Zuri malt mit.'],
    ['fr', 'Oh là là ! Le renard voit Teddy. Il dit « Hello » à Teddy. Ils jouent ensemble.'],
    ['es', 'El zorro ve a Teddy. ¡Splash! Se ríen mucho. Todo está bien.'],
    ['pt', 'O raposo vê o Teddy. Splash! Riem muito. Está tudo bem.'],
    ['nl', 'Plons! De vos springt in het water. Zuri lacht. Wat een pret!'],
    // Words French and Spanish share with their neighbours (à, a, se, le, la) leave these their own.
    ['fr', 'La grande tour se met à vaciller, à droite, à gauche. Badaboum ! Elle tombe par terre.'],
    [
      'es',
      'Más tarde, Zorrito se sentó a descansar un ratito. A Zorrito le dolía la barriguita, y tenía la frente calentita. Se sentía malito y solo quería mimos.',
    ],
    ['zh', 'Zuri和小狐狸一起在花园里玩水。Splash! 他们都哈哈大笑了。今天真开心！'],
  ] as const)('%s: keeps names, sound words and a few words of another language in a sentence', (language, text) => {
    expect(checkScene({ number: 2, text, imagePrompt: 'a fox' }, 1, language)).toEqual([]);
  });

  it('refuses a title that reads as another language, and keeps one that is a name', () => {
    const scenes = [1, 2, 3, 4, 5, 6, 7].map((number) =>
      scene(
        number,
        number === 7
          ? 'Der Mond scheint. Der Fuchs gähnt im Bett. Gute Nacht, kleiner Fuchs.'
          : 'Der Fuchs spielt. Er lacht sehr. Dann geht er nach Hause.',
      ),
    );
    expect(checkStructure(story(scenes, 'The Little Fox and the Big Day'), 'de')).toEqual({
      ok: false,
      problems: ['the title is not in German (it reads as English)'],
    });
    expect(checkStructure(story(scenes, 'Der kleine Fuchs und der Mond'), 'de')).toEqual({ ok: true });
    expect(checkStructure(story(scenes, 'Teddy'), 'de')).toEqual({ ok: true });
  });

  it('does not read the French bedtime word “lit” inside the English “little”', () => {
    expect(isBedtimeText('The little bear plays in the garden.', 'fr')).toBe(false);
    expect(isBedtimeText('Le petit ours se glisse dans son lit.', 'fr')).toBe(true);
  });

  it('counts Chinese length in characters, with its own limit', () => {
    const sentence = '小熊在花园里开心地玩着五颜六色的积木和小球，还唱了一首好听的歌。'; // 30 characters
    const long = [1, 2, 3, 4, 5, 6, 7].map((number) =>
      scene(number, `${sentence}${sentence}${sentence}${number === 7 ? '月亮出来了，小熊睡着了。' : sentence}`),
    );
    const verdict = checkStructure(story(long), 'zh');
    expect(verdict).toEqual({
      ok: false,
      problems: [expect.stringMatching(/^the story has \d+ characters \(limit 700\)$/)],
    });
  });
});
