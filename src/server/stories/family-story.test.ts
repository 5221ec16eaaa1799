import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storyIdOfJob } from '../../../tests/setup/story-jobs.ts';
import { createTestApp } from '../../../tests/setup/test-app.ts';
import { apiCaller, signUp } from '../../../tests/setup/test-users.ts';
import type { Family } from '../../shared/family.ts';
import { stories, userSettings } from '../db/schema.ts';
import { createProviders, type Providers } from '../providers/registry.ts';
import type { StoryBrief, StoryWriter } from '../providers/types.ts';
import { memberSeed } from './generation/day-facts.ts';
import { storyNameGuardOf } from './generation/family-names.ts';

const builtin = createProviders({ dataDir: '/tmp', publicDir: new URL('../../../public', import.meta.url).pathname });
/** The briefs the writer was given, by the description that marks each test's story. */
const seen = new Map<string, StoryBrief>();
const writer: StoryWriter = {
  name: 'recording',
  write(brief, options) {
    seen.set(brief.customDescription ?? '', brief);
    return builtin.writer.write(brief, options);
  },
};
const providers: Providers = { ...builtin, writer };
const FAST = { backoffMs: 5, timeoutBackoffMs: 10, maxBackoffMs: 20, imageTimeoutMs: 5000 };
const { app, config, db } = await createTestApp({}, { providers, timing: FAST });
const origin = config.publicUrl;
const call = apiCaller(app, origin);

const emma = { id: crypto.randomUUID(), name: 'Emma', pronoun: 'she' as const, age: 'preschooler' as const };
const sem = { id: crypto.randomUUID(), name: 'Sem', pronoun: 'he' as const, age: 'toddler' as const };
const oma = { id: crypto.randomUUID(), name: 'Oma', kind: 'grandmother' as const };
const FAMILY: Family = { children: [emma, sem], grownUps: [oma], pets: [] };

let keys = 0;
/** Makes a story for a new parent with `family`; answers the brief the writer got and the saved story's children. */
async function story(family: Family | undefined, extra: Record<string, unknown> = {}) {
  keys += 1;
  const parent = await signUp(app, origin, `family-story-${keys}@example.org`);
  if (family) await db.update(userSettings).set({ family }).where(eq(userSettings.userId, parent.id));
  const description = `We fed the ducks at the pond, story ${keys}`;
  const started = await call(parent, '/api/stories/jobs', {
    characterId: 'character-bunny',
    activityIds: ['activity-playground'],
    customDescription: description,
    language: 'en',
    idempotencyKey: `family-story-${keys}`,
    ...extra,
  });
  expect(started.status, await started.clone().text()).toBe(201);
  const storyId = await storyIdOfJob(db, ((await started.json()) as { jobId: string }).jobId);
  const [saved] = await db.select({ childIds: stories.childIds }).from(stories).where(eq(stories.id, storyId));
  return { brief: seen.get(description), childIds: saved?.childIds, userId: parent.id, storyId };
}

describe('the family in a story', () => {
  it('gives the writer the day’s facts in placeholders, and the story keeps whose it is', async () => {
    const { brief, childIds, userId, storyId } = await story(FAMILY, {
      childIds: [sem.id],
      moments: { with: [emma.id, oma.id], friends: ['Noah'], weather: 'rainy' },
    });
    expect(childIds).toEqual([sem.id]);
    expect(brief?.childPlaceholder).toBe('Zuri');
    expect(brief?.childPronoun).toBe('he');
    expect(brief?.facts?.children).toEqual([{ name: 'Zuri', pronoun: 'he', age: 'toddler', seed: memberSeed(sem.id) }]);
    expect(brief?.facts?.people.map((person) => [person.relation, person.seed])).toEqual([
      ['sibling', memberSeed(emma.id)],
      ['grown-up', memberSeed(oma.id)],
      ['friend', expect.any(String)],
    ]);
    expect(brief?.facts?.weather).toBe('rainy');
    expect(JSON.stringify(brief)).not.toMatch(/\b(Emma|Sem|Oma|Noah)\b/);
    // A narration or a redraw of the saved story hides its friend too, and its child is the story's own.
    const names = await storyNameGuardOf(db, userId, storyId);
    const hidden = names.hide('Sem, Emma, Oma and Noah');
    expect(hidden).toMatch(/^Zuri, \w+, \w+ and \w+$/);
    expect(hidden).not.toMatch(/Emma|Sem|Oma|Noah/);
  });

  it('is the family’s first child’s when the brief names no child', async () => {
    const { brief, childIds } = await story(FAMILY);
    expect(childIds).toEqual([emma.id]);
    expect(brief?.childPronoun).toBe('she');
    expect(brief?.facts).toMatchObject({ children: [{ name: 'Zuri', seed: memberSeed(emma.id) }], people: [] });
  });

  it('has no facts and no children without a family or moments', async () => {
    const { brief, childIds } = await story(undefined);
    expect(childIds).toEqual([]);
    expect(brief?.childPlaceholder).toBeUndefined();
    expect(brief?.facts).toBeUndefined();
  });
});
