// A thing the parent told in the day's own words is told once: readers heard the pack's `Comeu um gelado fresquinho e
// doce` in the morning and the parent's coconut ice lolly in the afternoon, two ice creams where there was one.
import { describe, expect, it } from 'vitest';
import { storyOfDay, ZURI_ALONE } from './day-story.ts';

const SEEDS = ['a', 'b', 'c', 'd', 'e'];

describe('a thing of the parent’s words', () => {
  it('has no stock line of it beside the parent’s own (pt)', () => {
    for (const seed of SEEDS) {
      const text = storyOfDay(
        'pt',
        'bloquinho de carnaval infantil em olinda 🎉 foi fantasiado de leaozinho, jogou confete em todo mundo e dançou frevo no ombro do pai c a sombrinha. tomou picolé de coco e voltou c confete ate na fralda kkkk',
        { seed, pronoun: 'he', activities: ['activity-dancing', 'activity-music'], facts: ZURI_ALONE },
      )
        .scenes.map((scene) => scene.text)
        .join('\n');
      expect(text, seed).toMatch(/gelado de coco/u);
      expect(text.match(/gelado/gu)?.length ?? 0, `${seed}:\n${text}`).toBeLessThanOrEqual(2);
      expect(text, seed).not.toMatch(/gelado fresquinho/u);
    }
  });
});
