// A bad dream of the night is the night's: told as the parent wrote it before the hero wakes for the day in scene 1,
// remembered in scene 3 (never a fright made up at the library), and comforted in scene 4 with what a dream is, not
// with the words for a fright of the day. A nap's bad dream stays the afternoon's.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { FAMILY_WORDS } from '../lexicon/family.ts';
import { isBadDreamOfNight } from './bad-dream.ts';
import { storyOfDay, ZURI_ALONE } from './day-story.ts';

/** A day of each language whose night the story retells: its text, and the words scene 1 retells it with. */
const DAYS: Record<Language, { text: string; night?: RegExp }> = {
  en: {
    text: 'had a nightmare last night so she was tired and grumpy. we went to the park and she fed the ducks',
    night: /nightmare/u,
  },
  nl: { text: 'vannacht een nachtmerrie gehad. daarna naar de kinderboerderij, ze heeft de geitjes geaaid' },
  de: { text: 'sie hatte einen albtraum. vormittags waren wir auf dem spielplatz und sie ist gerutscht' },
  fr: { text: 'elle a fait un cauchemar. ce matin on est allés au parc et elle a fait du toboggan' },
  es: {
    text: 'anoche tuvo una pesadilla y se vino a nuestra cama. por la mañana fuimos al parque',
    night: /pesadilla/u,
  },
  pt: { text: 'teve um pesadelo esta noite e veio para a nossa cama. de manhã fomos ao parque', night: /pesadelo/u },
  zh: { text: '她做噩梦了。今天上午去公园玩滑梯' },
};
const LANGUAGES = Object.keys(DAYS) as Language[];
const SEEDS = ['d1', 'd2', 'd3', 'd4', 'd5'];

describe('a bad dream of the night', () => {
  it.each(LANGUAGES)('is remembered in scene 3 and comforted as a dream in scene 4 (%s)', (language) => {
    const words = FAMILY_WORDS[language];
    const remembered = words.badDream('\u0000').split('\u0000').at(-1)?.slice(0, 12) ?? '';
    for (const seed of SEEDS) {
      const scenes = storyOfDay(language, DAYS[language].text, { seed }).scenes;
      const three = scenes[2]?.text ?? '';
      expect(three, seed).toContain(remembered);
      expect(scenes[2]?.plan?.problem, seed).toBe('scared');
      expect(scenes[3]?.text, seed).toContain(words.dreamGone());
      // Remembered once: no fright of the day made up beside it.
      expect(
        scenes.filter((scene) => scene.text.includes(remembered)),
        seed,
      ).toHaveLength(1);
    }
  });

  it.each(LANGUAGES.filter((language) => DAYS[language].night))(
    'is told as the night, before the hero wakes for the day (%s)',
    (language) => {
      for (const seed of SEEDS) {
        const scenes = storyOfDay(language, DAYS[language].text, { seed }).scenes;
        const one = scenes[0]?.text ?? '';
        const night = DAYS[language].night as RegExp;
        expect(one, seed).toMatch(night);
        // First, before the morning's own lines.
        expect(one.search(night), seed).toBeLessThan(one.indexOf('.') + 1);
        expect(
          scenes.slice(1).some((scene) => night.test(scene.text)),
          seed,
        ).toBe(false);
      }
    },
  );

  it('keeps the morning’s waking line after the night, and the night’s comfort with the night', () => {
    for (const seed of SEEDS) {
      const scenes = storyOfDay(
        'en',
        'bad dream at 2am, woke up screaming about a wolf. daddy cuddled her back to sleep. today we baked cookies',
        { seed },
      ).scenes;
      const one = scenes[0]?.text ?? '';
      expect(one, seed).toMatch(/^Bunny had a bad dream .*wolf\. Daddy cuddled her back to sleep\. /u);
      // The waking is still there: three sentences or more after the night's two.
      expect(one.split(/(?<=[.!?”])\s+/u).length, seed).toBeGreaterThanOrEqual(4);
      expect(scenes[5]?.text, seed).not.toContain('back to sleep');
    }
  });

  it('is not the night when it was the nap’s, and not for a fright of the day', () => {
    expect(isBadDreamOfNight('had a bad dream at nap time', 'en')).toBe(false);
    expect(isBadDreamOfNight('hatte beim Mittagsschlaf einen Albtraum', 'de')).toBe(false);
    expect(isBadDreamOfNight('午睡的时候做了噩梦', 'zh')).toBe(false);
    expect(isBadDreamOfNight('scared of the big dog at the park', 'en')).toBe(false);
    for (const [language, text] of Object.entries(DAYS))
      expect(isBadDreamOfNight(text.text, language as Language)).toBe(true);
    // A fright of the day keeps its own words in scene 3.
    for (const seed of SEEDS) {
      const three = storyOfDay('en', 'we went to the park and a big dog barked, she was so scared', { seed }).scenes[2]
        ?.text;
      expect(three, seed).not.toContain('bad dream');
    }
  });
});

describe('a bad dream forgotten by morning', () => {
  // `de manhã já nem se lembrava` had been told beside `isso ainda lhe metia um bocadinho de medo`: the dream is told as
  // the night's, gone by morning, not as a fear still felt in the day.
  const FORGOT: { language: Language; day: string; still: RegExp; gone: RegExp }[] = [
    {
      language: 'en',
      day: 'bad dream at 2am about a wolf, came in our bed. this morning he was fine like nothing happened. park after lunch',
      still: /had not quite gone away/u,
      gone: /nearly forgotten/u,
    },
    {
      language: 'es',
      day: 'esta noche se desperto llorando por una pesadilla del lobo. se vino a nuestra cama. por la mañana ni se acordaba',
      still: /todavía le daba/u,
      gone: /casi ni se acordaba/u,
    },
    {
      language: 'pt',
      day: 'teve um pesadelo esta noite com um monstro e veio pra nossa cama. de manhã já nem se lembrava. foi ao parque',
      still: /ainda lhe metia/u,
      gone: /de manhã [ao] Zuri já quase nem se lembrava/u,
    },
    {
      language: 'fr',
      day: 'cauchemar cette nuit, il a crié il y avait un loup. ce matin il avait tout oublié. parc avec papa',
      still: /encore un peu peur/u,
      gone: /presque oublié/u,
    },
  ];
  it.each(FORGOT)('is no fear still felt in the day ($language)', ({ language, day, still, gone }) => {
    for (const seed of SEEDS) {
      const scenes = storyOfDay(language, day, { seed, pronoun: 'he', facts: ZURI_ALONE }).scenes;
      const text = scenes.map((scene) => scene.text).join('\n');
      expect(text, `${seed}:\n${text}`).not.toMatch(still);
      expect(scenes[2]?.text, `${seed}:\n${text}`).toMatch(gone);
    }
  });
});
