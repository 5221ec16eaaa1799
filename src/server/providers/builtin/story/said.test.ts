// What the child called out is told as said, whatever verb the parent said it with (`gritava "…"`, `gritaba "…"`).
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from './day-story.ts';

const CALLED: Partial<Record<Language, { text: string; said: string }>> = {
  pt: {
    text: 'fomos ver as luzes de natal no centro e andou na roda gigante, gritava "tão alto, tão alto!"',
    said: 'ão alto, tão alto',
  },
  es: {
    text: 'fuimos a ver las luces de navidad y en la noria gritaba "¡qué alto, qué alto!"',
    said: 'ué alto, qué alto',
  },
};

describe('what the child called out', () => {
  it.each(Object.keys(CALLED) as Language[])('is told as said (%s)', (language) => {
    const day = CALLED[language];
    if (!day) throw new Error(language);
    for (const seed of ['q1', 'q2', 'q3']) {
      const text = storyOfDay(language, day.text, { seed })
        .scenes.map((scene) => scene.text)
        .join(' ');
      expect(text, seed).toContain(day.said);
    }
  });
});

// The child's words follow what the parent told right before them: `cuando vio al yayo Antonio en la puerta salio
// corriendo y le dijo "yayo te quedas a dormir en mi casa?"` had been said at bedtime, after the bath.
describe('what the child said at a moment the story tells', () => {
  it('is said right after it (es)', () => {
    const day =
      'han llegado los yayos del pueblo a quedarse toda la semana. cuando vio al yayo Antonio en la puerta salio ' +
      'corriendo y le dijo "yayo te quedas a dormir en mi casa?" jajaja. la yaya Carmen le ha traido unas zapatillas ' +
      'de casa de dinosaurio y no se las quiere quitar ni para cenar';
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const scenes = storyOfDay('es', day, { seed, activities: ['activity-grandparents'] }).scenes;
      const sentences = scenes.flatMap((scene) => scene.text.split(/(?<=[.!?»])\s+/u));
      const ran = sentences.findIndex((one) => /salió corriendo/u.test(one));
      const said = sentences.findIndex((one) => /te quedas a dormir/u.test(one));
      // (The running to the door is told: the stock visit at yayo Antonio's and a house full of love from the door to
      // the kitchen do not tell it.)
      expect(ran, `${seed}: ${scenes.map((scene) => scene.text).join('\n')}`).toBeGreaterThanOrEqual(0);
      expect(said, `${seed}: ${scenes.map((scene) => scene.text).join('\n')}`).toBe(ran + 1);
    }
  });
});
