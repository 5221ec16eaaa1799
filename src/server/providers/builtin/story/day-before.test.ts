// The day before and the goodnight list: what happened yesterday is told on waking and is not today's outing, today's
// festival or today's company; the garden where something else happened is no gardening; scene 7 wishes goodnight
// only to what the story told, over the days native-level readers wrote.
import { describe, expect, it } from 'vitest';
import { briefOf, loadReaderDays } from '../../../../../bench/story-truth/days.ts';
import { LANGUAGES } from '../../../../shared/languages.ts';
import { readText } from '../lexicon/read.ts';
import { storyOfDay } from './day-story.ts';
import { writeBuiltinStory } from './write.ts';

const SEEDS = ['a', 'b', 'c', 'd'];

const scenesOf = (language: Parameters<typeof storyOfDay>[0], description: string, seed: string, typed?: string[]) =>
  storyOfDay(language, description, { seed, typed }).scenes;

describe('the day before', () => {
  it('tells last night’s boots on waking, not with the evening’s bath', () => {
    const day =
      'nikolaus war da!! sie hat gestern abend die stiefel geputzt und heute früh waren nüsse und mandarinen drin';
    for (const seed of SEEDS) {
      const told = scenesOf('de', day, seed).map((scene) => scene.text);
      expect(told[0], seed).toMatch(/gestern Abend (?:\p{L}+ ){2,3}die Stiefel/iu);
      expect(told.slice(2).join(' '), seed).not.toMatch(/Stiefel/u);
    }
  });

  it('keeps yesterday’s festival and yesterday’s grandma out of today', () => {
    for (const seed of SEEDS) {
      const scenes = scenesOf(
        'nl',
        'gisteravond sinterklaas gevierd bij oma. vandaag naar de speeltuin met papa',
        seed,
      );
      const told = scenes.map((scene) => scene.text);
      expect(told[0], seed).toMatch(/Sinterklaas bij oma/u);
      expect(told.slice(1).join(' '), seed).not.toMatch(/(?<!\p{L})oma(?!\p{L})|Sinterklaas/iu);
      expect(told.slice(1).join(' '), seed).toMatch(/speeltuin/u);
      expect(
        scenes.map((scene) => scene.plan?.activityId),
        seed,
      ).not.toContain('activity-grandparents');
    }
    for (const seed of SEEDS) {
      const told = scenesOf('zh', '昨天晚上我们一起装饰了圣诞树。今天爸爸带她去公园喂鸭子', seed).map(
        (scene) => scene.text,
      );
      expect(told.join(''), seed).not.toMatch(/今天过圣诞节|是圣诞节/u);
    }
  });
});

describe('the garden', () => {
  it('is where the snowman was made, not a morning of gardening; planting bulbs is gardening', () => {
    for (const seed of SEEDS) {
      const snow = scenesOf('en', 'we made a snowman in the garden this afternoon', seed);
      expect(
        snow.map((scene) => scene.plan?.activityId),
        seed,
      ).not.toContain('activity-gardening');
      expect(snow.map((scene) => scene.text).join(' '), seed).not.toMatch(/watering can|seeds|flower bed/u);
      const sledge = scenesOf('de', 'nachmittag schlitten gefahren mit papa im garten', seed);
      expect(
        sledge.map((scene) => scene.plan?.activityId),
        seed,
      ).not.toContain('activity-gardening');
      const bulbs = scenesOf('en', 'planted tulip bulbs in the garden with grandad', seed);
      expect(
        bulbs.map((scene) => scene.plan?.activityId),
        seed,
      ).toContain('activity-gardening');
    }
  });
});

describe('the goodnight list', () => {
  // One test a language: some 115 stories each, 2-5 s on a quiet machine, ten times that on a busy one (a correctness
  // test, not a timed one: its time limit is only a hang's).
  it.each(LANGUAGES)(
    'names no thing that scenes 1-6 did not tell, in %s',
    (language) => {
      const untold: string[] = [];
      let stories = 0;
      for (const day of loadReaderDays(language)) {
        for (const seed of ['a', 'b']) {
          const texts = writeBuiltinStory(briefOf(day, language, seed)).scenes.map((scene) => scene.text);
          const before = readText(texts.slice(0, 6), language);
          const seven = readText([texts[6] ?? ''], language);
          stories++;
          for (const thing of seven.things)
            if (thing !== 'teddy' && !before.things.includes(thing)) untold.push(`${day.id}/${seed}: ${thing}`);
        }
      }
      expect(stories).toBeGreaterThan(80);
      expect(untold).toEqual([]);
    },
    180_000,
  );

  it('never tells a typed activity twice in one scene when the description tells it there too', () => {
    const inScenes = (texts: string[], pattern: RegExp) =>
      texts.map((text) => text.split(/(?<=[.!?])\s+/u).filter((one) => pattern.test(one)).length);
    const storm = loadReaderDays('nl').find((day) => day.id === 'nl-x6');
    if (!storm) throw new Error('no day nl-x6');
    for (const seed of [...SEEDS, 'e', 'f', 'g', 'h']) {
      const hut = inScenes(
        writeBuiltinStory(briefOf(storm, 'nl', seed)).scenes.map((scene) => scene.text),
        /bouwde/u,
      );
      expect(Math.max(...hut), seed).toBe(1);
      const skating = inScenes(
        scenesOf('nl', 'voor het eerst geschaatst op de ijsbaan, daarna warme chocomel', seed, ['schaatsen']).map(
          (scene) => scene.text,
        ),
        /schaats/u,
      );
      expect(Math.max(...skating), seed).toBe(1);
    }
  });
});
