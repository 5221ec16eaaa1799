// The hero stands in for the one child whose day it is: where a pronoun says nothing of the noun's grammar (English,
// Dutch, Chinese), a catalog hero takes the child's (`Penguin wore his dino pyjamas` for a boy), and a parent's own
// character keeps the one its description gives.
import { describe, expect, it } from 'vitest';
import { briefOf } from '../../../../../bench/story-truth/days.ts';
import type { TruthDay } from '../../../../../bench/story-truth/types.ts';
import type { Language } from '../../../../shared/languages.ts';
import { writeBuiltinStory } from './write.ts';

const dayOf = (description: string, character: string, pronoun: 'she' | 'he'): TruthDay => ({
  id: 'pronoun',
  description,
  typed: [],
  activities: [],
  character,
  pronoun,
  tells: [],
  trouble: null,
  never: [],
  sad: false,
  checked: false,
});
const textOf = (language: Language, day: TruthDay, seed: string) =>
  writeBuiltinStory(briefOf(day, language, seed))
    .scenes.map((scene) => scene.text)
    .join(' ');
const SEEDS = ['p1', 'p2', 'p3'];

describe('the hero’s pronoun', () => {
  it('is the boy’s for a catalog hero drawn as a girl (English)', () => {
    const day = dayOf('he wore his dino jammies all day and built a fort with daddy', 'character-penguin', 'he');
    for (const seed of SEEDS) {
      const text = textOf('en', day, seed);
      expect(text, seed).toMatch(/\b(He|he|his|him)\b/u);
      expect(text, seed).not.toMatch(/\b(She|she|her)\b/u);
    }
  });

  it('is the girl’s for a catalog hero drawn as a boy (Dutch and Chinese)', () => {
    const nl = dayOf('ze heeft de hele dag met papa een hut gebouwd', 'character-bear', 'she');
    const zh = dayOf('她今天和爸爸一起搭了一个小帐篷', 'character-lion', 'she');
    for (const seed of SEEDS) {
      expect(textOf('nl', nl, seed), seed).not.toMatch(/\b(hij|Hij|zijn|Zijn|hem)\b/u);
      expect(textOf('zh', zh, seed), seed).not.toMatch(/他(?!们)/u);
    }
  });

  it('stays the grammar’s where the noun has one (German)', () => {
    const day = dayOf('sie hat mit papa den ganzen tag eine höhle gebaut', 'character-bear', 'she');
    expect(textOf('de', day, 'p1')).toMatch(/\bEr\b|\ber\b/u);
  });
});

describe('a nap', () => {
  it('is the afternoon’s, though the parent wrote of waking from it', () => {
    const day = dayOf('午觉睡了好久 醒来以后和奶奶一起包饺子', 'character-bunny', 'she');
    for (const seed of SEEDS) {
      const scenes = writeBuiltinStory(briefOf(day, 'zh', seed)).scenes.map((scene) => scene.text);
      const at = scenes.findIndex((text) => text.includes('午觉'));
      expect(at, `${seed}: ${scenes.join(' ')}`).toBeGreaterThan(0);
    }
  });
});
