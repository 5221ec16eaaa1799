// The temper right after something broke is the trouble's own course: told in scene 3 with it, before
// the comfort, not after the grown-up's comforting words (`alles kaputt. er war sooo wütend`).
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay, ZURI_ALONE } from './day-story.ts';

const DAYS: { language: Language; day: string; felt: RegExp }[] = [
  {
    language: 'en',
    day: 'she broke her favourite mug at breakfast. then she cried her eyes out. daddy glued it back together',
    felt: /cried her eyes out/u,
  },
  {
    language: 'de',
    day: 'dann is unser kater moritz über seinen legoturm gelaufen, alles kaputt. er war sooo wütend hat den kater angebrüllt',
    felt: /wütend/u,
  },
];

describe('the feeling right after something broke', () => {
  it.each(DAYS)('is told in scene 3, before the comfort ($language)', ({ language, day, felt }) => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const scenes = storyOfDay(language, day, { seed, facts: ZURI_ALONE }).scenes.map((scene) => scene.text);
      expect(scenes[2], `${seed}: ${scenes.join('\n')}`).toMatch(felt);
      expect(scenes[3], seed).not.toMatch(felt);
    }
  });
});
