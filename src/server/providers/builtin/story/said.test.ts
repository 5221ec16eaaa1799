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
