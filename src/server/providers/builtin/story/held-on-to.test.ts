// Whom the child held on to, hid behind or cried into in the trouble's own words comforts in scene 4: readers heard
// Auntie Bev comfort a child who `cried into my neck`, and a grandfather one who `agarrou-se ao meu pescoço`. The
// parent's own `my` or `me` is the parent who writes.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay, ZURI_ALONE } from './day-story.ts';

const SEEDS = ['a', 'b', 'c', 'd'];

const DAYS: { language: Language; day: string; comforter: RegExp; notComforter: RegExp }[] = [
  {
    language: 'en',
    day: 'carnival came down our road!! the big sound system lorry was too loud n she cried into my neck. shared a coconut w auntie bev',
    comforter: /^Mummy\b/u,
    notComforter: /^Auntie Bev\b/u,
  },
  {
    language: 'pt',
    day: 'fomos ver as luzes de natal à baixa c o avô chico. n quis ir ao colo do pai natal, agarrou-se ao meu pescoço a chorar',
    comforter: /^A mãe\b/u,
    notComforter: /^O avô\b/u,
  },
  {
    language: 'de',
    day: 'mit oma im zirkus. als die pferde reinkamen war ihr die musik zu laut, hat sich an papa festgeklammert und geweint',
    comforter: /^Papa\b/u,
    notComforter: /^Oma\b/u,
  },
  {
    language: 'zh',
    day: '跟奶奶去公园 一只大狗冲过来 吓得她直哭 躲在爸爸身后',
    comforter: /^爸爸/u,
    notComforter: /^奶奶/u,
  },
];

describe('whom the child held on to', () => {
  it.each(DAYS)('comforts in scene 4 ($language)', ({ language, day, comforter, notComforter }) => {
    for (const seed of SEEDS) {
      const scenes = storyOfDay(language, day, { seed, facts: ZURI_ALONE }).scenes.map((scene) => scene.text);
      expect(scenes[3], `${seed}:\n${scenes.join('\n')}`).toMatch(comforter);
      expect(scenes[3], seed).not.toMatch(notComforter);
    }
  });
});

describe('a parent clung to at daycare’s drop-off', () => {
  // The parent left: the key worker the parent named comforts, not Mummy.
  it('does not comfort', () => {
    const day =
      'first day at nursery today. cried at drop off and clung to my leg but her key worker Becky got the bubbles out';
    for (const seed of SEEDS) {
      const scenes = storyOfDay('en', day, { seed, facts: ZURI_ALONE }).scenes.map((scene) => scene.text);
      expect(scenes[3], `${seed}:\n${scenes.join('\n')}`).not.toMatch(/^Mummy/u);
    }
  });
});
