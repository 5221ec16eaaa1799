import { describe, expect, it } from 'vitest';
import { wordLengthAt } from './speech.ts';

describe('the word a voice starts, when it reports only where', () => {
  it('is one word of a Chinese sentence, not the whole clause up to the comma', () => {
    const sentence = '小猫头鹰看见了月亮，它笑了。';
    // "月亮" (the moon) starts at 7.
    expect(sentence.slice(7, 7 + wordLengthAt(sentence, 7, 'zh'))).toBe('月亮');
    expect(wordLengthAt(sentence, 7, 'zh')).toBeLessThan('月亮，'.length);
    expect(sentence.slice(0, wordLengthAt(sentence, 0, 'zh')).length).toBeLessThan('小猫头鹰看见了月亮'.length);
  });

  it('is the word up to the space or the comma in English, with its apostrophe', () => {
    const sentence = "Owl's friend waved, then slept.";
    expect(sentence.slice(0, wordLengthAt(sentence, 0, 'en'))).toBe("Owl's");
    expect(sentence.slice(13, 13 + wordLengthAt(sentence, 13, 'en'))).toBe('waved');
  });

  it('is the rest of the word when the voice starts inside one', () => {
    expect(wordLengthAt('moonlight', 4, 'en')).toBe(5);
  });

  it('is one character at a mark that is no word', () => {
    expect(wordLengthAt('Hush, owl.', 4, 'en')).toBe(1);
  });
});
