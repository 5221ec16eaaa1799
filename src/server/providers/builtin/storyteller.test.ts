import { describe, expect, it } from 'vitest';
import { DEFAULT_ACTIVITIES, DEFAULT_CHARACTERS } from '../../catalog/catalog-data.ts';
import type { CatalogSeed } from '../../catalog/catalog-types.ts';
import type { BriefItem, StoryBrief, WrittenScene } from '../types.ts';
import { createBuiltinStoryteller } from './storyteller.ts';

const item = (seed: CatalogSeed): BriefItem => ({
  name: seed.text.en.name,
  description: seed.text.en.description,
  look: seed.look,
  catalogId: seed.id,
});

const brief: StoryBrief = {
  language: 'en',
  character: item(DEFAULT_CHARACTERS[0] as CatalogSeed),
  activities: [item(DEFAULT_ACTIVITIES[0] as CatalogSeed)],
  customDescription: undefined,
  customActivities: [],
  childPlaceholder: undefined,
  seed: 'storyteller',
};

describe('the built-in storyteller', () => {
  it('reports each scene in order before resolving, and says it wrote the story', async () => {
    const seen: WrittenScene[] = [];
    const story = await createBuiltinStoryteller().write(brief, { onScene: (scene) => seen.push(scene) });
    expect(seen.map((scene) => scene.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(seen).toEqual(story.scenes);
    expect(story.writer).toBe('builtin');
    expect(story.memory?.variants.length).toBeGreaterThan(20);
  });

  it('stops before writing when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    let calls = 0;
    await expect(
      createBuiltinStoryteller().write(brief, { signal: controller.signal, onScene: () => (calls += 1) }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toBe(0);
    expect(createBuiltinStoryteller().name).toBe('builtin');
  });
});
