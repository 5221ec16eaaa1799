import type { StoryWriter } from '../types.ts';
import { writeBuiltinStory } from './story/write.ts';

/**
 * The built-in storyteller: writes a calm 7-scene story about the child's day from its story packs, with no network
 * (`story/`, decision 019). It is every parent's storyteller without a model key, and the model path's fallback.
 * The same brief and memory always give the same story.
 */
export function createBuiltinStoryteller(): StoryWriter {
  return {
    name: 'builtin',
    async write(brief, options) {
      options?.signal?.throwIfAborted();
      const story = writeBuiltinStory(brief);
      options?.signal?.throwIfAborted();
      for (const scene of story.scenes) options?.onScene?.(scene);
      return story;
    },
  };
}
