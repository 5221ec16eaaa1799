import { describe, expect, it } from 'vitest';
import { sentenceAt, sentenceTimings, splitSentences } from './sentences.ts';

describe('splitting a scene into sentences', () => {
  it('finds each sentence and where it sits in the text', () => {
    const text = 'The owl yawned. "Time for bed!"  Then the stars came out…';
    const sentences = splitSentences(text, 'en');
    expect(sentences.map((sentence) => sentence.text)).toEqual([
      'The owl yawned.',
      '"Time for bed!"',
      'Then the stars came out…',
    ]);
    for (const sentence of sentences) expect(text.slice(sentence.start, sentence.end)).toBe(sentence.text);
  });

  it('splits Chinese at its own full stops', () => {
    const sentences = splitSentences('小猫头鹰打了个哈欠。月亮出来了！晚安。', 'zh');
    expect(sentences.map((sentence) => sentence.text)).toEqual(['小猫头鹰打了个哈欠。', '月亮出来了！', '晚安。']);
  });

  it('gives nothing for an empty text', () => {
    expect(splitSentences('   ', 'en')).toEqual([]);
  });
});

describe('timing sentences in a narration', () => {
  const sentences = splitSentences('Short one. This sentence is a good deal longer than the first.', 'en');

  it('shares the whole audio out, longer sentences taking longer', () => {
    const timings = sentenceTimings(sentences, 10);
    expect(timings[0]?.start).toBe(0);
    expect(timings.at(-1)?.end).toBeCloseTo(10);
    const [first, second] = timings.map((timing) => timing.end - timing.start);
    expect(second).toBeGreaterThan((first ?? 0) * 2);
  });

  it('names the sentence heard at a moment, and the last one after the end', () => {
    const timings = sentenceTimings(sentences, 10);
    expect(sentenceAt(timings, 0.5)).toBe(0);
    expect(sentenceAt(timings, 9)).toBe(1);
    expect(sentenceAt(timings, 12)).toBe(1);
  });

  it('keeps a sentence lit through the rest after it, until the next one starts', () => {
    const measured = [
      { start: 0, end: 2.4 },
      { start: 2.75, end: 6 },
      { start: 6.35, end: 7 },
    ];
    expect(sentenceAt(measured, 2.5)).toBe(0);
    expect(sentenceAt(measured, 2.75)).toBe(1);
    expect(sentenceAt(measured, 6.2)).toBe(1);
    expect(sentenceAt(measured, 6.4)).toBe(2);
    expect(sentenceAt(measured, 30)).toBe(2);
  });

  it('gives no timings for an audio of unknown length', () => {
    expect(sentenceTimings(sentences, Number.NaN)).toEqual([
      { start: 0, end: 0 },
      { start: 0, end: 0 },
    ]);
  });
});
