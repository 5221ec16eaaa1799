// In a story of two children, a retold sentence says their names where the sentence before names only the character:
// readers heard `天黑了，小龙帮忙摆碗筷。晚上他们看了烟花。`, a `they` that tells neither child.
import { describe, expect, it } from 'vitest';
import { familyBriefOf, loadFamilyDays } from '../../../../../bench/family-truth/reader-days.ts';
import { writeBuiltinStory } from './write.ts';

describe('two children of a story, after a sentence of the character alone', () => {
  it('are named, not told as `they` (zh-f6)', () => {
    const day = loadFamilyDays('zh').find((one) => one.id === 'zh-f6');
    if (!day) throw new Error('no zh-f6');
    for (const seed of ['zh-f6', 's1', 's2', 's3', 's4', 's5', 's6']) {
      const { brief, guard } = familyBriefOf(day, 'zh', seed);
      const scenes = writeBuiltinStory(brief).scenes.map((scene) => guard.restore(scene.text));
      const text = scenes.join('\n');
      expect(text, seed).toMatch(/烟花/u);
      expect(text, seed).not.toMatch(/。晚上他们看了烟花/u);
    }
  });
});
