// Where the parent's day names no grown-up, the one who comforts the child is a parent, by the word a child calls
// them, not a faceless stand-in (`A kind grown-up`, `quelqu’un qui l’aime`, `alguien de casa`, `大人`) that readers of
// every language heard as nobody. Checked in every language, on several seeds.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay, ZURI_ALONE } from './day-story.ts';

const DAYS: Record<Language, { day: string; parent: RegExp; nobody: RegExp }> = {
  en: { day: 'tripped in the garden and grazed her knee, lots of tears', parent: /Mummy/u, nobody: /kind grown-up/iu },
  nl: { day: 'in de tuin gevallen en knie geschaafd, veel tranen', parent: /Mama/u, nobody: /lieve grote mens/iu },
  de: { day: 'im garten hingefallen und knie aufgeschürft, viele tränen', parent: /Mama/u, nobody: /jemand Lieb/iu },
  fr: { day: 'tombée dans le jardin, genou écorché, beaucoup de larmes', parent: /Maman/u, nobody: /qui l’aime/iu },
  es: { day: 'se cayó en el jardín y se raspó la rodilla, lloró mucho', parent: /Mamá/u, nobody: /alguien de casa/iu },
  pt: { day: 'caiu no jardim e esfolou o joelho, chorou muito', parent: /mãe/iu, nobody: /alguém de casa/iu },
  zh: { day: '在院子里摔了一跤 膝盖擦破了 哭了好久', parent: /妈妈/u, nobody: /大人/u },
};
const LANGUAGES = Object.keys(DAYS) as Language[];
const SEEDS = ['a', 'b', 'c', 'd', 'e'];

describe('the comfort of a day that names no grown-up', () => {
  it.each(LANGUAGES)('is a parent’s, by name (%s)', (language) => {
    const { day, parent, nobody } = DAYS[language];
    for (const seed of SEEDS) {
      const story = storyOfDay(language, day, { seed, pronoun: 'she', facts: ZURI_ALONE });
      const told = story.scenes.map((scene, index) => `${index + 1}. ${scene.text}`).join('\n');
      expect(story.scenes[3]?.text, `${seed}:\n${told}`).toMatch(parent);
      expect(told, seed).not.toMatch(nobody);
    }
  });

  // Readers heard a thank-you with shining eyes after every comfort as a formula (even to a sister who pushed).
  const THANKS: Record<Language, RegExp> = {
    en: /“Thank you,”/u,
    nl: /“Dankjewel”/u,
    de: /„Danke“/u,
    fr: /« Merci »/u,
    es: /«Gracias»/u,
    pt: /«Obrigad/u,
    zh: /谢谢/u,
  };
  it.each(LANGUAGES)('ends with no thank-you formula (%s)', (language) => {
    for (const seed of SEEDS) {
      const story = storyOfDay(language, DAYS[language].day, { seed, pronoun: 'she', facts: ZURI_ALONE });
      expect(story.scenes[3]?.text, seed).not.toMatch(THANKS[language]);
    }
  });

  it('is Mommy’s for an American parent, whose words say so (en)', () => {
    for (const seed of SEEDS) {
      const story = storyOfDay('en', 'tripped on the sidewalk in the backyard and scraped her knee, lots of tears', {
        seed,
        pronoun: 'she',
        facts: ZURI_ALONE,
      });
      expect(story.scenes[3]?.text, seed).toMatch(/Mommy/u);
      expect(story.scenes.map((scene) => scene.text).join(' '), seed).not.toMatch(/Mummy/u);
    }
  });

  it('is Daddy’s where Mummy is what the trouble is about (en)', () => {
    const story = storyOfDay('en', 'said bye bye to mummy at the airport, she flew off for work, big tears', {
      seed: 'a',
      pronoun: 'she',
      facts: ZURI_ALONE,
    });
    expect(story.scenes[3]?.text).not.toMatch(/Mummy (?:said|scooped|held|came|gave|tucked)/u);
  });

  // The parent's `me` is the parent who writes (`behind her grown-up’s legs` read to English readers as broken); the
  // parent's `we`, where no word of the day says who writes, is the hero and the family: `Zuri and her grown-ups
  // planted a flower` read as broken, and `Zuri and Mummy` named a grown-up the parent never wrote of.
  it('tells the parent’s we as the family, or as the child and Mummy where the parent writes me too, and me as Mummy (en, nl)', () => {
    const told = (language: Language, day: string, seed: string) =>
      storyOfDay(language, day, { seed, pronoun: 'she', facts: ZURI_ALONE })
        .scenes.map((scene) => scene.text)
        .join(' ');
    for (const seed of SEEDS) {
      const planted = told('en', 'we planted a yellow flower in the garden and she watered it', seed);
      expect(planted, seed).toMatch(/Zuri and her family planted a yellow flower/u);
      expect(planted, seed).not.toMatch(/grown-ups? /u);
      const den = told('en', 'we made a den in the living room with all the blankets, then she read books w me', seed);
      expect(den, seed).toMatch(/Zuri and Mummy made a den/u);
      const legs = told('en', 'so shy at the party, hid behind my legs for ages', seed);
      expect(legs, seed).toMatch(/behind Mummy’s legs/u);
      const american = told('en', 'we made popsicles in the backyard and she had a popsicle', seed);
      expect(american, seed).toMatch(/Zuri and her family made popsicles/u);
      const hut = told('nl', 'we hebben een hut gebouwd in de woonkamer met alle dekens', seed);
      expect(hut, seed).toMatch(/Zuri en haar familie bouwden een hut/iu);
    }
  });

  it('keeps the parent’s we as the family where the day names Mummy as someone else (en)', () => {
    for (const seed of SEEDS) {
      const story = storyOfDay('en', 'mummy was at work so we made a den in the living room with all the blankets', {
        seed,
        pronoun: 'she',
        facts: ZURI_ALONE,
      });
      expect(story.scenes.map((scene) => scene.text).join(' '), seed).not.toMatch(/Zuri and Mummy made a den/u);
    }
  });

  it('is Mummy’s for an Australian parent, whose backyard and cookies are no American words (en)', () => {
    for (const seed of SEEDS) {
      const story = storyOfDay(
        'en',
        'so hot today, ran thru the sprinkler in the backyard in his undies all arvo, then slipped and grazed his knee',
        { seed, pronoun: 'he', facts: ZURI_ALONE },
      );
      expect(story.scenes.map((scene) => scene.text).join(' '), seed).not.toMatch(/Mommy/u);
    }
  });
});

describe('an American parent’s words', () => {
  // Readers from the United States heard a British book: `pyjamas`, `cosy`, `favourite`, `biscuits`, `Mummy`.
  const BRITISH =
    /(?<!\p{L})(?:pyjamas|cos(?:y|ier|iest|ily)|favourites?|colour\p{L}*|biscuits?|jumpers?|sandpit|ladybirds?|Mummy)(?!\p{L})/u;
  const SEEDS_US = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
  const AMERICAN_DAYS = [
    'my mom picked her up from daycare and they baked cookies, she had a popsicle after',
    'fell off the swing at the park, got an owie on her knee, mommy put a band-aid on it',
  ];

  it.each(AMERICAN_DAYS)('tells %j in American words', (day) => {
    for (const seed of SEEDS_US) {
      const story = storyOfDay('en', day, {
        seed,
        activities: ['activity-baking', 'activity-bath'],
        facts: ZURI_ALONE,
      });
      const text = [story.title, ...story.scenes.map((scene) => scene.text)].join('\n');
      expect(text, seed).not.toMatch(BRITISH);
    }
  });

  it('keeps a British parent’s words British, and a dog called Biscuit by his name', () => {
    const texts = SEEDS_US.map((seed) =>
      storyOfDay('en', 'baked biscuits with mummy in the kitchen, then played with our dog Biscuit in the garden', {
        seed,
        activities: ['activity-bath'],
        facts: ZURI_ALONE,
      })
        .scenes.map((scene) => scene.text)
        .join('\n'),
    );
    expect(texts.join('\n')).toMatch(/pyjamas|cosy|biscuits|Mummy/u);
    const american = SEEDS_US.map((seed) =>
      storyOfDay('en', 'played with our dog Biscuit at daycare pickup, mom got him a new collar', {
        seed,
        facts: ZURI_ALONE,
      })
        .scenes.map((scene) => scene.text)
        .join('\n'),
    );
    expect(american.join('\n')).toMatch(/Biscuit/u);
    expect(american.join('\n')).not.toMatch(/Cookie/u);
  });

  it('tells an American day at the pediatrician’s with shots and Mommy, not jabs, injections and Mummy', () => {
    const texts = SEEDS_US.map((seed) => {
      const story = storyOfDay(
        'en',
        '4 yr shots at the pediatrician today. nurse kim gave him a sticker. tylenol and cuddles',
        {
          seed,
          pronoun: 'he',
          facts: ZURI_ALONE,
        },
      );
      return [story.title, ...story.scenes.map((scene) => scene.text)].join('\n');
    }).join('\n');
    expect(texts).toMatch(/shot/u);
    expect(texts).toMatch(/Zuri Has a Shot/u);
    expect(texts).not.toMatch(/\b(?:jabs?|[Ii]njections?|Mummy|pyjamas|cosy|sofa)\b/u);
  });
});
