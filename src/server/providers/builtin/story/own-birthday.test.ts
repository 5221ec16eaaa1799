// The child's own birthday, said only in the parent's words (`zuris 3rd birthday!!`, `今天三岁生日`), is the child's
// birthday as if it were tapped: said on waking, with the child at their own party as no guest bringing a present.
// Someone else's birthday (`maisies birthday party`, `cumple de su primo dani`) is not.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay, ZURI_ALONE } from './day-story.ts';

const DAYS: Record<Language, { own: string; other: string; birthday: RegExp; guest: RegExp }> = {
  en: {
    own: 'zuris 3rd birthday!! party at soft play with his nursery pals',
    other: 'went to maisies birthday party at soft play',
    birthday: /Zuri’s birthday/u,
    guest: /gave a present|went to a birthday party/u,
  },
  nl: {
    own: 'zuri is jarig!! feestje met slingers en taart',
    other: 'verjaardag van neefje daan, taart gegeten',
    birthday: /verjaardag van Zuri/u,
    guest: /Het was een verjaardagsfeestje|riep .* hoera/u,
  },
  de: {
    own: 'heut war zuris 3. geburtstag, kuchen und luftballons',
    other: 'kindergeburtstag bei lena, topfschlagen gespielt',
    birthday: /Zuris Geburtstag/u,
    guest: /überreichte ein Geschenk|ging zu einer Geburtstagsfeier/u,
  },
  fr: {
    own: 'anniv de ses 3 ans !! gateau au chocolat',
    other: 'anniversaire de lou, elle a mangé du gâteau',
    birthday: /anniversaire de Zuri/u,
    guest: /offre un cadeau|va à une fête/u,
  },
  es: {
    own: 'hoy es su cumple!! tarta de chocolate y globos',
    other: 'cumple de su primo dani en el parque de bolas',
    birthday: /cumpleaños de Zuri/u,
    guest: /entregó un regalo|fue a una fiesta/u,
  },
  pt: {
    own: 'hoje fez 3 anos!! bolo de chocolate e balões',
    other: 'festa de anos do primo duarte, bolo de chocolate',
    birthday: /aniversário da Zuri/u,
    guest: /foi a uma festa|deu abraços a toda a gente/u,
  },
  zh: {
    own: '今天三岁生日！！吹了蜡烛 吃了蛋糕',
    other: '朵朵的生日 吃了蛋糕',
    birthday: /Zuri的生日/u,
    guest: /来到生日派对|和小伙伴们围着桌子坐好/u,
  },
};
const LANGUAGES = Object.keys(DAYS) as Language[];
const story = (language: Language, day: string, seed: string) =>
  storyOfDay(language, day, { seed, pronoun: 'she', facts: ZURI_ALONE });

describe('the child’s own birthday in the parent’s words', () => {
  it.each(LANGUAGES)('is said on waking, and the child is no guest at the party (%s)', (language) => {
    const { own, birthday, guest } = DAYS[language];
    for (const seed of ['a', 'b', 'c', 'd']) {
      const { scenes } = story(language, own, seed);
      expect(scenes[0]?.text, seed).toMatch(birthday);
      expect(scenes.map((scene) => scene.text).join(' '), seed).not.toMatch(guest);
    }
  });

  it.each(LANGUAGES)('is not someone else’s (%s)', (language) => {
    const { other, birthday } = DAYS[language];
    for (const seed of ['a', 'b']) {
      const text = story(language, other, seed)
        .scenes.map((scene) => scene.text)
        .join(' ');
      expect(text, seed).not.toMatch(birthday);
    }
  });
});

describe('a birthday song, and the candles', () => {
  it('sung to a new sister is no birthday of the child’s (es)', () => {
    const story = storyOfDay(
      'es',
      'hoy ha llegado a casa su hermanita alba del hospital, le ha cantado el cumpleaños feliz (no se sabe otra jaja)',
      { seed: 'a', pronoun: 'he', facts: ZURI_ALONE },
    );
    const text = story.scenes.map((scene) => scene.text).join(' ');
    expect(text).not.toMatch(/cumpleaños de Zuri/u);
    expect(story.scenes.map((scene) => scene.plan?.activityId)).not.toContain('activity-birthday-party');
  });

  it.each(LANGUAGES)('are blown out once at the child’s own party, at supper with the cake (%s)', (language) => {
    const candles: Record<Language, RegExp> = {
      en: /candles/gu,
      nl: /kaarsjes/gu,
      de: /Kerzen/gu,
      fr: /bougies/gu,
      es: /velas/gu,
      pt: /velas/gu,
      zh: /蜡烛/gu,
    };
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const story = storyOfDay(language, DAYS[language].own, {
        seed,
        pronoun: 'she',
        activities: ['activity-birthday-party'],
        facts: ZURI_ALONE,
      });
      // (The parent's own words may say them too: only the story's lines are counted, scene 2's sensory line.)
      expect(story.scenes[1]?.text.match(candles[language]) ?? [], seed).toEqual([]);
    }
  });
});
