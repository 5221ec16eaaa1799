import { describe, expect, it } from 'vitest';
import { findConcepts } from './read.ts';

describe('lexicon patterns', () => {
  const read = (text: string, pattern: string) => findConcepts(text, 'de', { hit: [pattern] }, ['hit'] as const);

  it('matches a pattern that starts with * at the end of a word: German compounds end in what they are', () => {
    expect(read('Der Osterhase kommt', '*hase')).toEqual(['hit']);
    expect(read('Ein Hase', '*hase')).toEqual(['hit']);
    expect(read('Die Hasenohren', '*hase')).toEqual([]);
  });

  it('keeps the other forms: whole words, a word’s start, and anywhere inside with * on both sides', () => {
    expect(read('Ein Hase', 'hase')).toEqual(['hit']);
    expect(read('Der Osterhase', 'hase')).toEqual([]);
    expect(read('Die Hasenohren', 'hase*')).toEqual(['hit']);
    expect(read('Die Osterhasenohren', '*hasen*')).toEqual(['hit']);
  });
});
