// A visit to the grandparents is with the grandparents the parent wrote of, by the family's own words: `nana and
// grandad` are Nana and Grandad, `oma gerda` comes without an Opa, `外婆` is no 爷爷奶奶.
import { describe, expect, it } from 'vitest';
import { storyOfDay, ZURI_ALONE } from './day-story.ts';

const SEEDS = ['a', 'b', 'c', 'd', 'e', 'f'];
const tell = (language: Parameters<typeof storyOfDay>[0], description: string, seed: string) =>
  storyOfDay(language, description, { seed, activities: ['activity-grandparents'] })
    .scenes.map((scene) => scene.text)
    .join('\n');

describe('the grandparents of the visit', () => {
  it('are the pair by the family’s own words', () => {
    for (const seed of SEEDS) {
      const story = tell('en', 'nativity at nursery this morning. nana and grandad came to watch', seed);
      expect(story, seed).not.toMatch(/Grandma and Grandpa/u);
      expect(story, seed).toMatch(/Nana and Grandad/u);
    }
  });

  it('are the one grandmother the parent named, with no grandfather beside her', () => {
    for (const seed of SEEDS) {
      const german = tell('de', 'plätzchen backen mit oma gerda, er hat die ausstecher ausgesucht', seed);
      expect(german, seed).not.toMatch(/Opa/u);
      expect(german, seed).toMatch(/Oma Gerda/u);
      const chinese = tell('zh', '周六表姐结婚 她当小花童 晚上在外婆家吃的饭', seed);
      expect(chinese, seed).not.toMatch(/爷爷|奶奶/u);
      expect(chinese, seed).toMatch(/外婆/u);
    }
  });

  it('who were there since the morning do not arrive again in the afternoon', () => {
    let visits = 0;
    for (const seed of SEEDS) {
      const scenes = storyOfDay(
        'en',
        'grandpa took her to the park this morning to feed the ducks, then lunch at his',
        {
          seed,
          activities: ['activity-park', 'activity-grandparents'],
        },
      ).scenes;
      const visit = scenes.findIndex((scene, index) => index > 1 && scene.plan?.activityId === 'activity-grandparents');
      if (visit < 0) continue;
      visits += 1;
      expect(scenes[visit]?.text, seed).not.toMatch(/went to visit|knocked on the door|door opened/u);
    }
    expect(visits).toBeGreaterThan(0);
  });
});

describe('a great-grandparent', () => {
  // `great granny rose` was told as `Granny Rose`, then `Grandma Rose`: the family's eldest lost her `great`.
  it('keeps the great before the title, in every line that names her', () => {
    for (const seed of ['a', 'b', 'c']) {
      const story = storyOfDay('en', 'great granny rose turned 90 today, he blew her candles out for her', {
        seed,
        pronoun: 'he',
        facts: ZURI_ALONE,
      });
      const text = [story.title, ...story.scenes.map((scene) => scene.text)].join('\n');
      expect(text).toMatch(/Great Granny Rose/u);
      expect(text.replaceAll('Great Granny Rose', '')).not.toMatch(/(?:Granny|Grandma|Nana) Rose/u);
    }
  });
});
