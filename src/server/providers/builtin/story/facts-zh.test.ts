import { describe, expect, it } from 'vitest';
import { DEFAULT_ACTIVITIES, DEFAULT_CHARACTERS } from '../../../catalog/catalog-data.ts';
import type { CatalogSeed } from '../../../catalog/catalog-types.ts';
import type { DayFacts, StoryBrief } from '../../types.ts';
import { FAMILY_WORDS } from '../lexicon/family.ts';
import { storyOfDay } from './day-story.ts';
import { writeBuiltinStory } from './write.ts';

/** How the built-in storyteller tells a Chinese family's day: read as a parent reads it aloud. */

const zh = FAMILY_WORDS.zh;
const item = (seed: CatalogSeed) => ({
  name: seed.text.zh.name,
  description: seed.text.zh.description,
  look: seed.look,
  catalogId: seed.id,
});
const activity = (id: string) => item(DEFAULT_ACTIVITIES.find((one) => one.id === id) as CatalogSeed);

const characterOf = (seed: string) =>
  DEFAULT_CHARACTERS[Number(seed.at(-1)) % DEFAULT_CHARACTERS.length] as CatalogSeed;
const write = (facts: DayFacts, seed: string, activities = ['activity-park', 'activity-building-blocks']) =>
  writeBuiltinStory({
    language: 'zh',
    character: item(characterOf(seed)),
    activities: activities.map(activity),
    customDescription: undefined,
    customActivities: [],
    childPlaceholder: 'Zuri',
    childPronoun: facts.children[0]?.pronoun ?? undefined,
    facts,
    seed,
  } as StoryBrief);
const SEEDS = Array.from({ length: 8 }, (_, index) => `zh-${index}`);
const one = (pronoun: 'she' | 'he' | null = 'she') => [
  { name: 'Zuri', pronoun, age: 'preschooler' as const, seed: 'c1' },
];

describe('the Chinese words of the family', () => {
  it('says two children’s brother by their names, so he is not read as the brother of whoever came before', () => {
    const brother = { role: 'sibling' as const, name: 'Kesi', pronoun: 'he' as const, isOlder: true };
    const girls = [
      { name: 'Zuri', pronoun: 'she' as const },
      { name: 'Tavi', pronoun: 'she' as const },
    ];
    expect(zh.there(girls, [brother], [])).toBe('Zuri和Tavi的哥哥Kesi也来了。');
    expect(zh.there([girls[0] as never, { name: 'Tavi', pronoun: 'he' }], [brother], [])).toBe(
      'Zuri和Tavi的哥哥Kesi也来了。',
    );
  });

  it('says a sister before the grown-up, so the grown-up is not read as hers too', () => {
    const said = zh.there(
      [{ name: 'Zuri', pronoun: null }],
      [
        { role: 'grown-up', name: 'Tavi', pronoun: 'she' },
        { role: 'sibling', name: 'Kesi', pronoun: 'she', isOlder: false },
      ],
      [],
    );
    expect(said).toBe('Zuri的妹妹Kesi和Tavi也来了。');
  });

  it('says the family was there at home (`也在`), and came (`也来了`) only where the day went', () => {
    const kid = [{ name: 'Zuri', pronoun: 'she' as const }];
    const mum = { role: 'grown-up' as const, name: 'Tavi' };
    expect(zh.there(kid, [mum], [], true)).toBe('Tavi也在。');
    expect(zh.there(kid, [mum], [])).toBe('Tavi也来了。');
    const facts: DayFacts = {
      children: [{ name: 'Zuri', pronoun: 'she', age: 'toddler', seed: 'c1' }],
      people: [{ relation: 'grown-up', name: 'Tavi', kind: 'father', seed: 'g1' }],
      pets: [],
    };
    for (const seed of ['a1', 'b2', 'c3']) {
      const text = write(facts, seed, ['activity-reading'])
        .scenes.map((scene) => scene.text)
        .join('');
      expect(text, seed).not.toContain('Tavi也来了');
    }
  });

  it('tells the family’s own pet by its kind and name, as one the child knows, not a stranger', () => {
    const kid = [{ name: 'Zuri', pronoun: 'she' as const }];
    const people = [{ role: 'grown-up' as const, name: 'Tavi' }];
    const dog = zh.there(kid, [...people, { role: 'pet', name: 'Nemi', kind: 'dog' }], []);
    expect(dog).toBe('Tavi也来了，还有小狗Nemi。');
    expect(dog).not.toContain('叫');
    expect(zh.there(kid, [...people, { role: 'pet', name: 'Nemi', kind: 'horse' }], [])).toContain('还有小马Nemi');
    const hedgehog = zh.there(kid, [...people, { role: 'pet', name: 'Nemi', kind: 'other', word: '一只小刺猬' }], []);
    expect(hedgehog).toContain('还有小刺猬Nemi');
    expect(zh.pet('Nemi', 'other', '一只小刺猬')).toBe('小刺猬Nemi');
  });

  it('tells pets alone and friends as a parent says them, not word for word', () => {
    const kid = [{ name: 'Zuri', pronoun: 'she' as const }];
    expect(zh.there(kid, [{ role: 'pet', name: 'Tavi', kind: 'guinea-pig' }], [])).toBe('豚鼠Tavi也陪着大家。');
    expect(zh.there(kid, [], ['Kesi', 'Yaro'])).toBe('Kesi和Yaro也来一起玩了。');
  });

  it('tells a first time wherever it falls, once, without `这是`', () => {
    const kids = [
      { name: 'Zuri', pronoun: 'she' as const },
      { name: 'Tavi', pronoun: 'he' as const },
    ];
    expect(zh.firstTime(kids, 'swimming', undefined)).toBe('Zuri和Tavi第一次游泳啦！');
    expect(zh.firstTime(kids.slice(0, 1), 'other', '第一次看花灯！')).toBe('Zuri第一次看花灯啦！');
  });

  it('makes the parent’s words what was lost or broken, without a colon or their 她的', () => {
    expect(zh.lost('她的蓝色小汽车')).toBe('哎呀，蓝色小汽车不见了！');
    expect(zh.broken('他的风筝。')).toBe('咔嚓，风筝坏了！');
    expect(zh.lost('小熊')).toBe('哎呀，小熊不见了！');
  });
});

describe('a Chinese family’s day, read aloud', () => {
  it('does not name the hero twice in a row before a bad dream', () => {
    for (const seed of SEEDS) {
      const story = write({ children: one('he'), people: [], pets: [], hard: { kind: 'bad-dream' } }, seed);
      const three = story.scenes[2]?.text ?? '';
      expect(three).toContain('噩梦');
      const [first, second] = three.split('。');
      // The one child's own story: the child is its hero.
      const hero = 'Zuri';
      expect(first, seed).toContain(hero);
      expect(second, seed).not.toContain(hero);
    }
  });

  it('tells a quarrel with a sister by her name, and the making up', () => {
    const facts: DayFacts = {
      children: one('he'),
      people: [
        { relation: 'sibling', name: 'Tavi', pronoun: 'she', age: 'older', isOlder: true, seed: 's1' },
        { relation: 'grown-up', name: 'Kesi', kind: 'grandmother', seed: 'g1' },
      ],
      pets: [],
      hard: { kind: 'quarrel' },
    };
    for (const seed of SEEDS) {
      const story = write(facts, seed);
      expect(story.scenes[2]?.text, seed).toMatch(/和Tavi吵/u);
      expect(story.scenes[3]?.text, seed).toMatch(/和Tavi(?:抱了抱，)?又和好了/u);
    }
  });

  it('tells a bump without `弄疼了自己` and says 好疼 once', () => {
    for (const seed of SEEDS) {
      const story = write(
        {
          children: one(null),
          people: [{ relation: 'grown-up', name: 'Tavi', kind: 'mother', seed: 'g1' }],
          pets: [],
          hard: { kind: 'bump' },
        },
        seed,
      );
      const three = story.scenes[2]?.text ?? '';
      expect(three, seed).not.toContain('弄疼了自己');
      expect(three.match(/好疼/gu)?.length ?? 0, seed).toBeLessThanOrEqual(1);
      // The helper is named once at the start of the comfort, not again at the start of the next sentence.
      const four = (story.scenes[3]?.text ?? '').split(/[。！]/u).filter(Boolean);
      expect(four.filter((sentence) => sentence.startsWith('Tavi')).length, seed).toBeLessThanOrEqual(1);
    }
  });

  it('puts names beside Chinese words with no space and no English plural', () => {
    const facts: DayFacts = {
      children: [
        { name: 'Zuri', pronoun: 'she', age: 'preschooler', seed: 'c1' },
        { name: 'Tavi', pronoun: 'she', age: 'preschooler', seed: 'c2' },
      ],
      people: [
        { relation: 'sibling', name: 'Kesi', pronoun: 'he', age: 'older', isOlder: true, seed: 's1' },
        { relation: 'grown-up', name: 'Yaro', kind: 'grandfather', seed: 'g1' },
        { relation: 'friend', name: 'Lumo', seed: 'f1' },
      ],
      pets: [{ name: 'Nemi', kind: 'dog', seed: 'p1' }],
      firstTime: { kind: 'bike' },
      hard: { kind: 'lost', word: '她的风筝' },
      feeling: 'silly',
      weather: 'windy',
      celebration: 'dragon-boat',
    };
    for (const seed of SEEDS) {
      const text = write(facts, seed, ['activity-bike-ride', 'activity-playground'])
        .scenes.map((scene) => scene.text)
        .join('');
      expect(text, seed).not.toMatch(/ (?:Zuri|Tavi|Kesi|Yaro|Lumo|Nemi)|(?:Zuri|Tavi|Kesi|Yaro|Lumo|Nemi)[ s]/u);
      expect(text, seed).toContain('Zuri和Tavi的哥哥Kesi');
      expect(text, seed).toContain('哎呀，风筝不见了！');
      expect(text, seed).not.toMatch(/不见了：|坏了：/u);
    }
  });
});

describe('a Chinese parent’s typed day', () => {
  const told = (description: string, seed: string, activities: string[]) =>
    storyOfDay('zh', description, { seed, activities });

  it('tells crying that stopped (`中午就不哭了`) as the day’s trouble, cause first', () => {
    const day = '今天第一天上幼儿园 门口哭得稀里哗啦 抱着我不撒手 老师说中午就不哭了';
    for (const seed of ['a', 'b', 'c']) {
      const three = told(day, seed, ['activity-daycare']).scenes[2]?.text ?? '';
      expect(three, seed).toContain('在门口哭得稀里哗啦');
    }
  });
});
