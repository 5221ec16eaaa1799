import { describe, expect, it } from 'vitest';
import { writeBuiltinStory } from '../src/server/providers/builtin/story/write.ts';
import { createWordListSafetyChecker } from '../src/server/providers/safety/word-list.ts';
import type { WrittenStory } from '../src/server/providers/types.ts';
import { LANGUAGES } from '../src/shared/languages.ts';
import { randomBrief } from './family-truth/briefs.ts';
import { checkFamilyStory, type Failure } from './family-truth/check.ts';
import { familyBriefOf, loadFamilyDays } from './family-truth/reader-days.ts';

/**
 * The family-truth bench, on fewer briefs: the built-in storyteller tells every member who was there by name, every
 * pet by its kind and every moment the parent tapped, with none of the failures `family-truth/check.ts` looks for.
 */
const BRIEFS = 40;

/**
 * What is not met yet, with why: the most the test allows. None now. (At the bench's 300 briefs, `story rules` finds 2
 * Chinese scenes naming five members or more: under 60% Han characters with Latin placeholders, which the language
 * rule refuses. None of the test's briefs has one.)
 */
const NOT_YET: Partial<Record<Failure, number>> = {};

describe('the built-in storyteller tells the family facts of random days', () => {
  const safety = createWordListSafetyChecker();
  it.each(LANGUAGES)('%s: tells every fact and fails no check', async (language) => {
    const counts = new Map<Failure, number>();
    const untold: string[] = [];
    for (let index = 0; index < BRIEFS; index += 1) {
      const brief = randomBrief(language, `test-${index}`);
      const story = writeBuiltinStory(brief);
      const verdict = await safety.check([story.title, ...story.scenes.map((scene) => scene.text)], language);
      const result = checkFamilyStory(brief, story, verdict.isSafe);
      for (const failure of result.failures) {
        counts.set(failure.kind, (counts.get(failure.kind) ?? 0) + 1);
        if (!(failure.kind in NOT_YET)) untold.push(`${language} ${index} ${failure.kind}: ${failure.detail}`);
      }
    }
    for (const [kind, most] of Object.entries(NOT_YET)) {
      const count = counts.get(kind as Failure) ?? 0;
      process.stdout.write(`family-truth ${language}: ${kind} ${count} of ${BRIEFS} stories (allowed ${most})\n`);
      expect(count, kind).toBeLessThanOrEqual(most);
    }
    expect(untold).toEqual([]);
  });

  // Evenings that native-level readers wrote the way families of their language set them up and tap them.
  it.each(LANGUAGES)('%s: tells every fact of the readers’ family evenings', async (language) => {
    const untold: string[] = [];
    const days = loadFamilyDays(language);
    expect(days.length).toBeGreaterThanOrEqual(8);
    for (const day of days) {
      for (const seed of ['a', 'b']) {
        const { brief, guard } = familyBriefOf(day, language, seed);
        const story = writeBuiltinStory(brief);
        const verdict = await safety.check([story.title, ...story.scenes.map((scene) => scene.text)], language);
        for (const failure of checkFamilyStory(brief, story, verdict.isSafe).failures)
          untold.push(`${day.id}/${seed} ${failure.kind}: ${failure.detail}`);
        // Every name comes back: no placeholder is left in what the parent reads.
        const read = guard.restore(story.scenes.map((scene) => scene.text).join(' '));
        expect(read, `${day.id}/${seed}`).not.toMatch(/\b(Zuri|Tavi|Kesi|Yaro|Nemi|Rilo|Dovi)\b/u);
      }
    }
    expect(untold).toEqual([]);
  });

  it('finds what a wrong story gets wrong', () => {
    const brief = randomBrief('en', 'wrong');
    brief.facts = {
      children: [{ name: 'Zuri', pronoun: 'she', age: 'preschooler', seed: 'c1' }],
      people: [{ relation: 'sibling', name: 'Tavi', pronoun: 'he', age: 'baby', isOlder: false, seed: 's1' }],
      pets: [
        { name: 'Kesi', kind: 'dog', seed: 'p1' },
        { name: 'Yaro', kind: 'hamster', seed: 'p2' },
      ],
      hard: { kind: 'pet-died', petName: 'Yaro', petKind: 'hamster' },
      weather: 'rainy',
      celebration: 'easter',
    };
    const story = writeBuiltinStory(brief);
    const kinds = (changed: WrittenStory) => checkFamilyStory(brief, changed, true).failures.map((one) => one.kind);
    expect(kinds(story)).not.toContain('sibling size');
    const edit = (scene: number, text: (old: string) => string): WrittenStory => ({
      ...story,
      scenes: story.scenes.map((one) => (one.number === scene ? { ...one, text: text(one.text) } : one)),
    });
    expect(kinds(edit(2, (text) => `${text} Her big brother Tavi laughed.`))).toContain('sibling size');
    expect(kinds(edit(2, (text) => `${text} The sun was out.`))).toContain('sun in bad weather');
    expect(kinds(edit(6, (text) => `${text} Yaro was there.`))).toContain('dead pet seen');
    const atPool = (text: string): WrittenStory => ({
      ...story,
      scenes: story.scenes.map((one) =>
        one.number === 2 && one.plan ? { ...one, text, plan: { ...one.plan, place: 'pool' } } : one,
      ),
    });
    expect(kinds(atPool(`${story.scenes[1]?.text} Kesi the dog was there too.`))).toContain('pet out of place');
    expect(kinds(atPool(story.scenes[1]?.text.replaceAll('Kesi', 'Pup') ?? ''))).not.toContain('pet out of place');
    const nameless = {
      ...story,
      scenes: story.scenes.map((one) => ({ ...one, text: one.text.replaceAll('Kesi', 'Pup') })),
    };
    expect(kinds(nameless)).toContain('name missing');
    const noEaster = {
      ...story,
      scenes: story.scenes.map((one) => ({ ...one, text: one.text.replaceAll('Easter', 'a day') })),
    };
    expect(kinds(noEaster)).toContain('moment missing');
    expect(kinds({ ...story, scenes: story.scenes.map((one) => ({ ...one, plan: undefined })) })).toContain(
      'members wrong',
    );
    expect(checkFamilyStory(brief, story, false).failures.map((one) => one.kind)).toContain('refused');
  });
});
