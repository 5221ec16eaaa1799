// No sentence of the day is said twice: readers heard `It was Chinese New Year at Ah Ma’s house. It was Chinese New
// Year at Ah Ma’s house.`, once from the typed line and once from the description.
import { describe, expect, it } from 'vitest';
import { storyOfDay } from './day-story.ts';

describe('a sentence of the day', () => {
  it('is said once, where a typed line and the description tell the same', () => {
    for (const seed of ['o1', 'o2', 'o3', 'o4']) {
      const scenes = storyOfDay(
        'en',
        "chinese new year at ah ma's house!! he wore his red shirt and got so many ang baos, kept shaking them to hear lol. watched the lion dance downstairs, drums damn loud he closed his ears",
        { seed, pronoun: 'he', typed: ['cny at ah ma house', 'lion dance'], activities: ['activity-grandparents'] },
      ).scenes.map((scene) => scene.text);
      const sentences = scenes.slice(1, 6).flatMap((text) => text.split(/(?<=[.!?”])\s+/u));
      const twice = sentences.filter((text, index) => sentences.indexOf(text) !== index);
      expect(twice, `${seed}:\n${scenes.join('\n')}`).toEqual([]);
    }
  });
});

describe('a typed activity the description tells', () => {
  it('is told once, by the description, where its sentence has an apostrophe in a word (`uncle ray’s`, `c’était`)', () => {
    for (const seed of ['o1', 'o2', 'o3', 'o4']) {
      const en = storyOfDay(
        'en',
        "parade in town w grandpa, she waved her flag. bbq at uncle ray's after and watched the fireworks from the truck bed",
        { seed, typed: ['fireworks'] },
      ).scenes.map((scene) => scene.text);
      expect(
        en
          .slice(1, 6)
          .join('\n')
          .match(/firework/giu),
        `${seed}:\n${en.join('\n')}`,
      ).toHaveLength(1);
      // (The typed `nounou` told by its own line as well was a second visit: `Et puis, Petit Lapin va chez sa nounou`.)
      const fr = storyOfDay(
        'fr',
        "c'était le dernier jour de Jade chez la nounou, sa meilleure copine déménage à toulouse. elles se sont fait un gros câlin",
        { seed, typed: ['nounou'] },
      ).scenes.map((scene) => scene.text);
      expect(fr.join('\n'), seed).not.toMatch(/chez sa nounou/u);
    }
  });
});

describe('the child’s words the parent quotes', () => {
  it('are all said, the first of two of the trouble in it and the second as its comfort', () => {
    for (const seed of ['a', 'b', 'c']) {
      const scenes = storyOfDay(
        'zh',
        '我们家柯基豆包早上把她的袜子叼跑了 她追着满屋子跑 喊"豆包还给我 坏狗狗" 后来又抱着豆包说"我原谅你了" 笑死',
        { seed },
      ).scenes.map((scene) => scene.text);
      expect(scenes[2], seed).toMatch(/豆包还给我，坏狗狗/u);
      expect(scenes[3], seed).toMatch(/我原谅你了/u);
    }
  });

  it('are said once, never again without their marks beside the line that says them', () => {
    for (const seed of ['a', 'b', 'c']) {
      const text = storyOfDay('en', 'my sister took his truck and he shouted "give it back" and he cried', {
        seed,
        pronoun: 'he',
      })
        .scenes.map((scene) => scene.text)
        .join(' ');
      expect(text.match(/give it back/giu)?.length ?? 0, `${seed}: ${text}`).toBe(1);
    }
  });
});
