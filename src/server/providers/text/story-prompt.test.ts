import { describe, expect, it } from 'vitest';
import { sampleBrief } from '../../../../tests/fakes/story-fixtures.ts';
import { LANGUAGES } from '../../../shared/languages.ts';
import { checkScene, isBedtimeText } from '../../stories/generation/structure.ts';
import { STORY_EXAMPLES } from './story-examples.ts';
import { parseStory, storySystemPrompt } from './story-prompt.ts';

describe('the story prompt', () => {
  it.each(LANGUAGES)('%s: its example keeps the rules the story is checked against', (language) => {
    const example = STORY_EXAMPLES[language];
    for (const scene of example.scenes) {
      expect(checkScene({ ...scene, imagePrompt: 'x' }, scene.number - 1, language), scene.text).toEqual([]);
    }
    const scenesWithRefrain = example.scenes.filter((scene) => scene.text.includes(example.refrain));
    expect(scenesWithRefrain.map((scene) => scene.number)).toEqual([6, 7]);
    expect(isBedtimeText(example.scenes.at(-1)?.text ?? '', language)).toBe(true);
    expect(storySystemPrompt(sampleBrief({ language }))).toContain(example.scenes[0]?.text);
  });

  it('states the length in Chinese characters for Chinese and in words elsewhere', () => {
    expect(storySystemPrompt(sampleBrief({ language: 'zh' }))).toContain('fewer than 700 Chinese characters');
    expect(storySystemPrompt(sampleBrief({ language: 'de' }))).toContain('fewer than 500 words');
  });

  it('asks for European Portuguese', () => {
    expect(storySystemPrompt(sampleBrief({ language: 'pt' }))).toContain('European Portuguese as spoken in Portugal');
  });

  it('refers to the child as the parent chose, and neutrally when they did not', () => {
    expect(storySystemPrompt(sampleBrief({ language: 'fr', childPronoun: 'she' }))).toContain(
      'Kiddo is a girl: use she and her, and in French make every adjective',
    );
    expect(storySystemPrompt(sampleBrief({ language: 'es', childPronoun: 'he' }))).toContain('Kiddo is a boy');
    const neutral = storySystemPrompt(sampleBrief({ language: 'de' }));
    expect(neutral).toContain('Do not guess whether Kiddo is a girl or a boy');
    expect(storySystemPrompt(sampleBrief({ childPlaceholder: undefined }))).toContain('There is no child in the brief');
  });

  it('gives the parent’s description its rules: third person, the real mishap as the uh-oh, sad news gently', () => {
    const prompt = storySystemPrompt(sampleBrief());
    expect(prompt).toContain('Retell it in the third person');
    expect(prompt).toContain('that is the uh-oh of scene 3');
    expect(prompt).toContain('something sad');
    expect(prompt).toContain('refrain');
    expect(prompt).toContain('goodnight list');
  });

  it('asks for a new title and uh-oh after the parent’s recent stories', () => {
    const prompt = storySystemPrompt(
      sampleBrief({
        recent: [
          { title: 'Bunny and the Lost Boot', variants: [], uhOh: 'a red boot missing by the door' },
          { title: 'Bunny at the Pond', variants: [], uhOh: 'a spilled cup of juice' },
        ],
      }),
    );
    expect(prompt).toContain('"Bunny and the Lost Boot", "Bunny at the Pond"');
    expect(prompt).toContain('"a red boot missing by the door", "a spilled cup of juice"');
    expect(storySystemPrompt(sampleBrief())).not.toContain('VARIETY');
  });

  it('asks for picture prompts of the scene only: the fixed look is the pipeline’s', () => {
    expect(storySystemPrompt(sampleBrief())).toContain('Do not describe how the character or the child look');
  });
});

describe('reading a story answer', () => {
  const story = JSON.stringify({
    title: 'T',
    scenes: [{ number: 1, text: 'A. B. C.', imagePrompt: 'x', activity: null }],
  });
  it.each([
    ['a code fence', `\`\`\`json\n${story}\n\`\`\``],
    ['prose around it', `Here you go!\n${story}\nEnjoy.`],
    ['a trailing comma', story.replace(']}', ',]}')],
    ['a byte-order mark', `\uFEFF${story}`],
  ])('reads an answer with %s', (_kind, answer) => {
    expect(parseStory(answer, sampleBrief()).scenes).toHaveLength(1);
  });
});
