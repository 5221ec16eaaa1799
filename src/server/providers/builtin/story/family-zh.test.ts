import { describe, expect, it } from 'vitest';
import type { DayFacts } from '../../types.ts';
import { FAMILY_WORDS } from '../lexicon/family.ts';
import { storyOfDay } from './day-story.ts';
import { zh } from './packs/zh.ts';

/** A Chinese family's evening, read as a parent reads it aloud: the family's words, the making up, the lines. */

const write = (facts: DayFacts, seed: string, activities: string[], description?: string) =>
  storyOfDay('zh', description, { seed, activities, facts, pronoun: facts.children[0]?.pronoun ?? 'she' });
const SEEDS = Array.from({ length: 6 }, (_, index) => `fam-zh-${index}`);
const textOf = (story: ReturnType<typeof write>) => story.scenes.map((scene) => scene.text).join('');

type X = Parameters<(typeof zh.refrain)[number]>[0];
const hero = { name: '小熊', ta: '他' };
const ctx = (more: Partial<X> = {}): X =>
  ({
    h: hero,
    c: undefined,
    p: undefined,
    helper: { name: 'Tavi', ta: '她' },
    t: undefined,
    first: false,
    part: 'afternoon',
    ...more,
  }) as X;

describe('a Chinese family’s evening', () => {
  it('parts two of the family the parent said side by side (`爷爷奶奶`), so neither is lost as one unknown word', () => {
    const facts: DayFacts = {
      children: [{ name: 'Zuri', pronoun: 'he', age: 'preschooler', seed: 'c1' }],
      people: [
        { relation: 'grown-up', name: 'Nemi', kind: 'grandfather', seed: 'g1' },
        { relation: 'grown-up', name: 'Rilo', kind: 'grandmother', seed: 'g2' },
      ],
      pets: [],
    };
    const stories = SEEDS.map((seed) =>
      textOf(write(facts, seed, ['activity-cooking'], '回老家过年，跟NemiRilo包饺子')),
    );
    for (const text of stories) expect(text).not.toMatch(/NemiRilo/u);
    expect(stories.some((text) => text.includes('跟Nemi和Rilo包饺子'))).toBe(true);
  });

  it('makes up a quarrel with a brother with a sorry', () => {
    const facts: DayFacts = {
      children: [{ name: 'Zuri', pronoun: 'she', age: 'preschooler', seed: 'c1' }],
      people: [
        { relation: 'sibling', name: 'Tavi', pronoun: 'he', age: 'toddler', isOlder: false, seed: 's1' },
        { relation: 'grown-up', name: 'Kesi', kind: 'father', seed: 'g1' },
      ],
      pets: [],
      hard: { kind: 'quarrel' },
    };
    for (const seed of SEEDS) {
      const four = write(facts, seed, ['activity-building-blocks']).scenes[3]?.text ?? '';
      expect(four, seed).toContain('对不起');
      expect(four, seed).toMatch(/和Tavi(?:抱了抱，)?又和好了/u);
    }
  });

  it('says the lost thing found in the sandpit as `它`, not the hero as the one found', () => {
    const facts: DayFacts = {
      children: [{ name: 'Zuri', pronoun: 'he', age: 'toddler', seed: 'c1' }],
      people: [{ relation: 'grown-up', name: 'Tavi', kind: 'mother', seed: 'g1' }],
      pets: [],
      hard: { kind: 'lost', word: '他的蓝色小汽车' },
    };
    const stories = SEEDS.map((seed) =>
      textOf(write(facts, seed, ['activity-playground'], '在小区滑滑梯，小汽车找不到了，最后在沙坑里找到了')),
    );
    for (const text of stories) expect(text).not.toMatch(/在沙坑里找到了。/u);
    expect(stories.some((text) => text.includes('在沙坑里找到了它。'))).toBe(true);
  });

  it('remembers the day’s things in the bath, not as things that were there too (`今天还有小鸟`)', () => {
    for (const line of zh.memory) {
      const said = line({ ...ctx(), list: '小鸟' } as never);
      expect(said).not.toMatch(/今天还有小鸟/u);
      expect(said).toContain('小鸟');
    }
  });

  it('puts only the hero in the dentist’s chair, named once', () => {
    const dad = { name: 'Tavi', ta: '他' };
    for (const line of zh.activities['dentist-visit'].arrive) {
      const said = line(ctx({ p: dad, first: true }));
      expect(said).not.toMatch(/和Tavi一起爬上/u);
      expect(said.split('小熊').length - 1, said).toBe(1);
    }
  });

  it('meets the grandparents without a doorbell: the family may have gone to them for the festival', () => {
    for (const line of zh.activities['activity-grandparents'].arrive) {
      expect(line(ctx({ first: true }))).not.toContain('门铃');
    }
  });

  it('has no refrain that says the hero is coming, as it is said in bed too', () => {
    for (const line of zh.refrain) expect(line(ctx())).not.toMatch(/来啦/u);
  });

  it('says the not-wanting-to-go once, not `一点也不想走` and then `一步也不想走`', () => {
    const [first, second] = zh.problems.timeToGo.uhOh;
    for (const one of first ?? [])
      for (const two of second ?? []) {
        const said = `${one(ctx({ first: true }))}${two(ctx())}`;
        expect(said.match(/不想走/gu)?.length ?? 0, said).toBeLessThanOrEqual(1);
      }
  });

  it('says a first time as new the way a parent says it (`新鲜`), not `新新的`', () => {
    for (const line of zh.events.firstDay) expect(line(ctx({ first: true }))).not.toContain('新新的');
  });

  it('says a child’s first haircut as parents say it (`剪头发`)', () => {
    expect(FAMILY_WORDS.zh.firstTime([{ name: 'Zuri', pronoun: 'she' }], 'haircut', undefined)).toBe(
      'Zuri第一次剪头发啦！',
    );
  });

  it('tells a tapped bump as something that happened, not as the pain of sitting down to rest', () => {
    const [first] = zh.problems.hurt.uhOh;
    for (const line of first ?? []) expect(line(ctx())).toMatch(/^(?:哎哟|突然)/u);
  });
  it('parts a name like `安安` from the quiet that follows it, so it is not read as `安安静静`', () => {
    for (const line of zh.still) {
      const said = line(ctx({ h: { name: '安安', ta: '她' } } as Partial<X>));
      expect(said).not.toMatch(/安安安安|^安安静静/u);
    }
  });

  it('lets a while go by without a bare `还在那儿` (was still there), nor play where it may be the dentist’s', () => {
    for (const line of zh.still)
      expect(line(ctx({ p: { name: 'Tavi', ta: '她' } } as Partial<X>))).not.toMatch(/还在那儿[。，]|玩/u);
  });

  it('calms a fright with what a parent says, not by explaining `那是怎么回事`', () => {
    for (const line of zh.problems.scared.fix.flat()) expect(line(ctx())).not.toContain('怎么回事');
  });

  it('keeps two grown-ups side by side before their home (`爷爷奶奶家`), and parts them elsewhere', () => {
    expect(zh.polish?.('小熊在NemiRilo家吃月饼。')).toBe('小熊在NemiRilo家吃月饼。');
    expect(zh.polish?.('小熊跟NemiRilo包饺子。')).toBe('小熊跟Nemi和Rilo包饺子。');
  });

  it('sees the mid-autumn moon at night without eating the mooncakes the parent may have told again', () => {
    const evening = FAMILY_WORDS.zh.festivalEvening['mid-autumn'] ?? '';
    expect(evening).toContain('月亮');
    expect(evening).not.toContain('吃');
  });

  it('smells the dragon-boat rice dumplings at night without eating them again', () => {
    const evening = FAMILY_WORDS.zh.festivalEvening['dragon-boat'] ?? '';
    expect(evening).toContain('粽子');
    expect(evening).not.toContain('吃');
  });

  it('says a goodbye to someone going, not to `别人` (others)', () => {
    for (const line of zh.problems.goodbye.uhOh.flat()) expect(line(ctx())).not.toContain('别人');
  });

  it('has a shy hero hold the coat of the one who came along, by name, not of `大人`', () => {
    const said = zh.problems.shy.uhOh.flat().map((line) => line(ctx()));
    for (const line of said) expect(line).not.toContain('大人');
    expect(said.some((line) => line.includes('Tavi的衣角'))).toBe(true);
  });
  it('feels better as a parent says it, not a translated `开心的一天又回来了` or `小脸又亮了起来`', () => {
    for (const line of zh.feelBetter) expect(line(ctx())).not.toMatch(/开心的一天又回来了|小脸又亮了起来/u);
  });
  it('tells the tapped quarrel as the one the parent just wrote, not a second one `后来`', () => {
    const about = { name: '妞妞', ta: '她' };
    for (const line of zh.problems.tantrum.uhOh.flat())
      expect(line(ctx({ about } as Partial<X>))).not.toMatch(/^后来/u);
  });
  it('has a sick, tired, shy or jabbed hero hold on to the grown-up by name, not the stilted `大人`', () => {
    const { sick, tired, shyHello, vaccine } = zh.problems;
    for (const kind of [sick, tired, shyHello, vaccine])
      for (const line of [...kind.uhOh.flat(), ...kind.fix.flat()]) expect(line(ctx())).not.toContain('大人');
  });
  it('meets the grandparents without saying whose home it is (they may be staying with the family, zh-p3)', () => {
    const arrive = zh.activities['activity-grandparents']?.arrive ?? [];
    for (const p of [undefined, { name: '外婆', ta: '她' }])
      for (const line of arrive) expect(line(ctx({ p } as Partial<X>))).not.toMatch(/来到|家，/u);
  });
});
