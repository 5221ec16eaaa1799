// What a book, a film or a song was about is not the day: `picked a book about trains` at the library is no train
// ride after it, and the book is told at the library, where it was picked.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from '../story/day-story.ts';
import { readText } from './read.ts';
import { withoutTopics } from './topics.ts';

/** A sentence of each language with a book about trains, and the words of the trains alone. */
const BOOKS: Record<Language, { text: string; topic: string }> = {
  en: { text: 'she picked a book about trains', topic: 'trains' },
  nl: { text: 'een boekje over treinen gelezen', topic: 'treinen' },
  de: { text: 'ein buch über züge gelesen', topic: 'züge' },
  fr: { text: 'on a lu un livre sur les trains', topic: 'les trains' },
  es: { text: 'leímos un libro de trenes', topic: 'trenes' },
  pt: { text: 'lemos um livro sobre comboios', topic: 'comboios' },
  zh: { text: '看了一本关于火车的书', topic: '火车' },
};
const LANGUAGES = Object.keys(BOOKS) as Language[];

describe('what a book is about', () => {
  it.each(LANGUAGES)('is not read as the day (%s)', (language) => {
    const { text, topic } = BOOKS[language];
    // The trains alone are trains; about a book, they are the book's.
    expect(readText([topic], language).things).toContain('train');
    const found = readText([text], language);
    expect(found.things).not.toContain('train');
    // Still more than the lexicon knew: told in the parent's words.
    expect(found.hasUnknown).toBe(true);
    expect(withoutTopics(text, language)).not.toContain(topic);
  });

  it('keeps what is not a book’s topic', () => {
    expect(withoutTopics('we took the train to the zoo', 'en')).toBeUndefined();
    expect(withoutTopics('read a book about trains and then went to the park', 'en')?.replace(/\s+/gu, ' ')).toBe(
      'read a book and then went to the park',
    );
    expect(readText(['read a book about trains and then we rode the train to the zoo'], 'en').things).toContain(
      'train',
    );
  });

  it('tells the book at the library, not a train ride', () => {
    for (const seed of ['b1', 'b2', 'b3', 'b4']) {
      const scenes = storyOfDay(
        'en',
        'after breakfast we went to the library and she picked a book about trains. in the afternoon she played in the garden',
        { seed },
      ).scenes;
      expect(scenes.map((scene) => scene.plan?.activityId)).not.toContain('activity-train-ride');
      expect(scenes[1]?.text, seed).toMatch(/library/u);
      expect(scenes[1]?.text, seed).toMatch(/book about trains/u);
    }
  });
});
