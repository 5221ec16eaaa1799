// A story of two children: after a sentence of the hero with both of them (`Little Bear, Poppy and Alfie put on
// raincoats`), the next sentence names the hero again, not a bare `he` that could be any of the three (a `they` of all
// three is right). Checked over the family evenings native readers wrote with two children.
import { describe, expect, it } from 'vitest';
import { familyBriefOf, loadFamilyDays } from '../../../../../bench/family-truth/reader-days.ts';
import type { Language } from '../../../../shared/languages.ts';
import { writeBuiltinStory } from './write.ts';

const PRONOUN_FIRST: Partial<Record<Language, RegExp>> = {
  en: /^(He|She)\s/u,
  de: /^Er\s/u,
};

describe('two children', () => {
  const days = (Object.keys(PRONOUN_FIRST) as Language[]).flatMap((language) =>
    loadFamilyDays(language)
      .filter((day) => day.storyFor.length > 1)
      .map((day) => [language, day] as const),
  );

  it('have days to check', () => expect(days.length).toBeGreaterThanOrEqual(4));

  it.each(days.map(([language, day]) => [day.id, language, day] as const))(
    'the sentence after one with both children names the hero (%s)',
    (_id, language, day) => {
      for (const seed of ['s1', 's2', 's3']) {
        const { brief, guard } = familyBriefOf(day, language, seed);
        const story = writeBuiltinStory(brief);
        for (const scene of story.scenes) {
          const sentences = guard.restore(scene.text).split(/(?<=[.!?])\s+/u);
          sentences.slice(1).forEach((sentence, index) => {
            const before = sentences[index] ?? '';
            if (!day.storyFor.every((name) => before.includes(name))) return;
            if (/^(Goodnight|Gute Nacht)/u.test(before)) return;
            expect(sentence, `${seed}: ${before} ${sentence}`).not.toMatch(PRONOUN_FIRST[language] as RegExp);
          });
        }
      }
    },
  );
});
