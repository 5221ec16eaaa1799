// A stock line that says a word of the parent's gives way to the parent's clause when the rest of the story still says
// that word: the snowman the pack made up gives way to the one made with the big sister, and the parent's words of
// who was there are told.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from './day-story.ts';

function story(language: Language, description: string, seed: string) {
  return storyOfDay(language, description, { seed: seed }).scenes.map((scene) => scene.text);
}

// Seeds whose scene 5 has the pack's own snowman game.
const SEEDS = ['a', 'i', 'j', 'k'];

describe('room for the parent’s clause', () => {
  it('tells the snowman made with the big sister in place of the pack’s own snowman', () => {
    for (const seed of SEEDS) {
      const scenes = story(
        'nl',
        'sneeuw! sleetje gereden met papa. koude handjes, daarna warme chocomel. met grote zus Lotte een sneeuwpop gemaakt',
        seed,
      );
      const text = scenes.join(' ');
      expect(scenes[4]).toContain('Konijntje maakte met grote zus Lotte een sneeuwpop.');
      expect(text.match(/sneeuwpop/gu)?.length).toBeLessThanOrEqual(2);
      expect(text).toContain('koude handjes');
      expect(text).toContain('chocomel');
    }
  });

  it('does not count the parent’s clause told by its words scattered over the story', () => {
    // Seeds whose story says `zus Lotte` in scene 2 and `een grote sneeuwbal ... sneeuwpop` in scene 5.
    for (const seed of ['b', 'd', 'e']) {
      const scenes = story(
        'nl',
        'sneeuw! sleetje gereden met papa. koude handjes, daarna warme chocomel. met grote zus Lotte een sneeuwpop gemaakt',
        seed,
      );
      expect(scenes.join(' ')).toContain('met grote zus Lotte een sneeuwpop.');
    }
  });

  it('tells what the child said without quote marks as the child’s own words', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const scenes = story(
        'en',
        'went to the farm with grandad. fed the goats. ate two bowls of pasta for tea! she said i am a big girl now',
        seed,
      );
      expect(scenes.join(' ')).toMatch(/(?:Bunny|She) said, “I am a big girl now\.”/u);
    }
  });

  it('tells what a Chinese child said after what they did, unspaced, as the child’s own words', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const scenes = story('zh', '今天去公园玩滑梯，晚饭吃了两碗饭！洗完澡她说我变漂亮了', seed);
      const text = scenes.join('');
      // After the bath, in the evening's scene.
      expect(scenes[5]).toContain('洗完澡说：“我变漂亮了。”');
      expect(text).not.toContain('她洗完澡她说');
    }
  });
});
