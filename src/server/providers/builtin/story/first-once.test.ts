// A first time the parent tapped and also wrote of is told once: the parent's own sentence of it (`C'est la première
// fois sur le vélo sans les petites roues`), not the tapped line beside it as well. Checked on family evenings native
// readers wrote.
import { describe, expect, it } from 'vitest';
import { familyBriefOf, loadFamilyDays } from '../../../../../bench/family-truth/reader-days.ts';
import type { Language } from '../../../../shared/languages.ts';
import { writeBuiltinStory } from './write.ts';

const DAYS: { language: Language; id: string; first: RegExp }[] = [
  { language: 'fr', id: 'fr-p1', first: /premi[eè]re fois/giu },
  { language: 'nl', id: 'nl-p4', first: /eerste keer|voor het eerst/giu },
];

describe('a first time tapped and written', () => {
  it.each(DAYS.map((day) => [day.id, day] as const))('is told once (%s)', (_id, { language, id, first }) => {
    const day = loadFamilyDays(language).find((one) => one.id === id);
    if (!day) throw new Error(`no ${id}`);
    for (const seed of ['s1', 's2', 's3', 's4']) {
      const { brief, guard } = familyBriefOf(day, language, seed);
      const text = writeBuiltinStory(brief)
        .scenes.map((scene) => guard.restore(scene.text))
        .join('\n');
      expect(text.match(first)?.length, `${seed}: ${text}`).toBe(1);
    }
  });
});

describe('a first time the uh-oh shows', () => {
  it('is told before the fall, not after it (en-p4: the first bike ride she fell off)', () => {
    const day = loadFamilyDays('en').find((one) => one.id === 'en-p4');
    if (!day) throw new Error('no en-p4');
    for (const seed of ['s1', 's2', 's3', 's4']) {
      const { brief, guard } = familyBriefOf(day, 'en', seed);
      const scenes = writeBuiltinStory(brief).scenes.map((scene) => guard.restore(scene.text));
      const first = scenes.findIndex((text) => /first time on a bike/u.test(text));
      const fall = scenes.findIndex((text) => /fell off/u.test(text));
      expect(first, seed).toBeGreaterThanOrEqual(0);
      expect(first, `${seed}: ${scenes.join('\n')}`).toBeLessThan(fall);
    }
  });
});
