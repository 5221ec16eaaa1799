import { describe, expect, it } from 'vitest';
import { sampleBrief, storyJson } from '../../../../tests/fakes/story-fixtures.ts';
import { SceneStreamParser } from './scene-stream-parser.ts';
import { parseStory } from './story-prompt.ts';

/** Feeds text in pieces of `size` characters; returns the scene texts in the order they completed. */
function feed(text: string, size: number): string[] {
  const parser = new SceneStreamParser();
  const found: string[] = [];
  for (let index = 0; index < text.length; index += size) found.push(...parser.push(text.slice(index, index + size)));
  return found;
}

describe('SceneStreamParser', () => {
  it('finds every scene object, whatever the chunk size', () => {
    const text = storyJson();
    const expected = (JSON.parse(text) as { scenes: unknown[] }).scenes;
    for (const size of [1, 2, 3, 7, 64, text.length]) {
      expect(feed(text, size).map((json) => JSON.parse(json))).toEqual(expected);
    }
  });

  it('hands a scene back as soon as its closing brace arrives', () => {
    const parser = new SceneStreamParser();
    expect(parser.push('{"title": "T", "scenes": [{"number": 1, "text": "a } b", "imagePrompt": "p"')).toEqual([]);
    expect(parser.push('}')).toEqual(['{"number": 1, "text": "a } b", "imagePrompt": "p"}']);
    expect(parser.push(', {"number": 2, "text": "\\"quoted\\" {x}", "imagePrompt": "q"}')).toHaveLength(1);
  });

  it('ignores other arrays and keys that merely contain the word scenes', () => {
    const text =
      '{"notes": [{"scenes": 1}], "title": "scenes", "extra": {"scenes": [{"a": 1}]}, "scenes": [{"n": 1}, {"n": 2}]}';
    expect(feed(text, 5)).toEqual(['{"n": 1}', '{"n": 2}']);
  });

  it('skips text before the root object, nested objects inside a scene and whatever follows the root', () => {
    const text =
      'Sure!\n```json\n{"scenes": [{"n": 1, "meta": {"deep": [1, {"x": "}"}]}}]}\n``` {"scenes": [{"n": 9}]}';
    expect(feed(text, 4)).toEqual(['{"n": 1, "meta": {"deep": [1, {"x": "}"}]}}']);
  });
});

describe('parseStory', () => {
  const brief = sampleBrief();

  it('numbers scenes without a number by their position and maps the activity name to its index', () => {
    const story = parseStory(
      JSON.stringify({
        title: 'T',
        scenes: [
          { text: 'One.', imagePrompt: 'one', activity: 'park' },
          { number: '2', text: 'Two.', imagePrompt: 'two', activity: 'Unknown' },
        ],
      }),
      brief,
    );
    expect(story.scenes).toEqual([
      { number: 1, text: 'One.', imagePrompt: 'one', activityIndex: 1 },
      { number: 2, text: 'Two.', imagePrompt: 'two' },
    ]);
  });

  it('throws spec §8 errors for empty and badly shaped answers', () => {
    expect(() => parseStory('  ', brief)).toThrow('Received an empty response');
    expect(() => parseStory('{"title": "T"}', brief)).toThrow('Invalid story format');
    expect(() => parseStory('{"title": "T", "scenes": [{"text": "no prompt"}]}', brief)).toThrow(
      'Invalid story format',
    );
    expect(() => parseStory('not json', brief)).toThrow('Invalid story format');
  });
});
