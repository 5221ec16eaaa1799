// A day whose only outing the parent set in the afternoon, after a morning at home: the morning is at home, the outing
// scene 5's. The baby held on the sofa had been told at the playground, before the afternoon's walk there; and the
// parent's going there is told once, not beside a made-up run to the slides.
import { describe, expect, it } from 'vitest';
import { storyOfDay } from './day-story.ts';

const SEEDS = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('a day whose only outing was in the afternoon', () => {
  it('holds the morning at home, and goes out in scene 5, once', () => {
    for (const seed of SEEDS) {
      const { scenes } = storyOfDay(
        'en',
        'she held her baby brother on the sofa for the first time, so gentle. this afternoon we walked to the ' +
          'playground with mummy and the pram',
        { seed },
      );
      const text = scenes.map((scene) => scene.text).join('\n');
      expect(scenes[1]?.text, `${seed}: ${text}`).toMatch(/held her baby brother on the sofa/u);
      expect(scenes[1]?.plan?.place, `${seed}: ${text}`).not.toBe('playground');
      expect(scenes[4]?.text, `${seed}: ${text}`).toMatch(/walked to the playground/u);
      expect(scenes[4]?.text.match(/to the playground/gu)?.length, `${seed}: ${text}`).toBe(1);
    }
  });

  it('reads a Dutch afternoon typed without its apostrophe (`s middags`)', () => {
    for (const seed of SEEDS) {
      const { scenes } = storyOfDay(
        'nl',
        'vandaag mocht ze haar zusje noor voor het eerst zelf vasthouden op de bank. s middags samen met mama naar ' +
          'de speeltuin gewandeld',
        { seed },
      );
      const text = scenes.map((scene) => scene.text).join('\n');
      expect(scenes[1]?.text, `${seed}: ${text}`).toMatch(/vasthouden op de bank/u);
      expect(scenes[1]?.plan?.place, `${seed}: ${text}`).not.toBe('playground');
      expect(scenes[4]?.text, `${seed}: ${text}`).toMatch(/speeltuin/u);
    }
  });
});
