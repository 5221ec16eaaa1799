// The child's own cuddly, lost today, is not at the child's side all day on the child's own day: the chosen character
// of its kind neither helps look for itself nor is wished goodnight, and no rabbit hops by. A thing still lost at
// bedtime leaves nothing "all right again". Checked in every language, on several seeds.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay, ZURI_ALONE } from './day-story.ts';

/** A day of a lost cuddly rabbit, the default character's kind, and the character's name in the language. */
const LOST_RABBIT: Record<Language, { day: string; character: RegExp }> = {
  en: { day: 'left bunny on the bus :( rang the depot no luck yet', character: /bunny/iu },
  nl: {
    day: 'knuffelkonijn kwijtgeraakt in de supermarkt, overal gezocht maar niet gevonden',
    character: /konijntje/iu,
  },
  de: {
    day: 'hat ihren kuschelhasen im bus verloren, wir haben überall gesucht, nicht gefunden',
    character: /häschen/iu,
  },
  fr: { day: "elle a perdu son doudou lapin au parc, on l'a pas retrouvé", character: /petit lapin/iu },
  es: { day: 'ha perdido su conejito de peluche en el parque, no lo encontramos', character: /conejito/iu },
  pt: { day: 'perdeu o coelhinho de peluche no parque, não o encontrámos', character: /coelhinho/iu },
  zh: { day: '她的小兔子玩偶在公园弄丢了，找了好久也没找到', character: /小兔子/u },
};
const ALL_RIGHT: Record<Language, RegExp> = {
  en: /all right again/u,
  nl: /weer goed/u,
  de: /wieder gut/u,
  fr: /tout va bien/iu,
  es: /volvía a estar bien/u,
  pt: /tudo bem outra vez/u,
  zh: /又好好的/u,
};
const LANGUAGES = Object.keys(LOST_RABBIT) as Language[];
const SEEDS = ['a', 'b', 'c', 'd', 'e'];

describe('a lost cuddly of the character’s kind, on the child’s own day', () => {
  it.each(LANGUAGES)('leaves the character out of the comfort and the goodnight (%s)', (language) => {
    const { day, character } = LOST_RABBIT[language];
    for (const seed of SEEDS) {
      const story = storyOfDay(language, day, { seed, pronoun: 'she', facts: ZURI_ALONE });
      const told = story.scenes.map((scene, index) => `${index + 1}. ${scene.text}`).join('\n');
      expect(story.scenes[2]?.plan?.problem, `${seed}:\n${told}`).toBe('lost');
      expect(story.scenes[3]?.text, `${seed}:\n${told}`).not.toMatch(character);
      expect(story.scenes[6]?.text, `${seed}:\n${told}`).not.toMatch(character);
      expect(
        story.scenes.flatMap((scene) => scene.plan?.things ?? []),
        `${seed}:\n${told}`,
      ).not.toContain('rabbit');
      expect(story.scenes[3]?.text, `${seed}:\n${told}`).not.toMatch(ALL_RIGHT[language]);
    }
  });

  it('has a calm refrain, the same as a sad night’s, when the cuddly is still lost (en)', () => {
    const calm = /Gently, gently|held so tight|Soft and slow|Hush now/u;
    for (const seed of SEEDS) {
      const story = storyOfDay('en', LOST_RABBIT.en.day, { seed, pronoun: 'she', facts: ZURI_ALONE });
      expect(story.scenes[6]?.text, seed).toMatch(calm);
    }
  });

  // As parents write a search that came to nothing: no worried feeling melting away, no cheerful refrain after it.
  const UNFOUND: [Language, string, RegExp][] = [
    ['en', 'left bunny on the 38 bus :( rang the depot, nothing handed in yet', /melted away|as happy as/u],
    ['de', 'schnuffi im bus liegen lassen, papa ist noch zur endhaltestelle gefahren aber weg', /verschwand|fröhlich/u],
    ['es', 'perdió el conejito en la plaza. lo buscamos con papi y nada', /se derritió|volvía a estar bien/u],
    ['pt', 'perdeu o coelhinho no mercado. voltamos lá e nada, chorou muito', /derreteu-se|tudo bem outra vez/u],
  ];
  it.each(UNFOUND)(
    'comforts, and does not make a search that found nothing all right again (%s)',
    (language, day, cheer) => {
      for (const seed of SEEDS) {
        const story = storyOfDay(language, day, { seed, pronoun: 'she', facts: ZURI_ALONE });
        const told = story.scenes.map((scene, index) => `${index + 1}. ${scene.text}`).join('\n');
        expect(story.scenes[2]?.plan?.problem, `${seed}:\n${told}`).toBe('lost');
        expect(story.scenes[3]?.text, `${seed}:\n${told}`).not.toMatch(cheer);
      }
    },
  );

  it('wishes a lost cuddly found again goodnight, by its name, and is all right again (zh)', () => {
    const day =
      '他的小狗布布找不到了 晚上翻了一圈 沙发底下床底下都找了 哭着不肯睡 最后在洗衣机里找到的 洗干净晾在阳台上';
    for (const seed of SEEDS) {
      const story = storyOfDay('zh', day, { seed, pronoun: 'he' });
      expect(story.scenes[6]?.text, seed).toContain('布布');
    }
  });

  it('keeps the character of another kind, and is all right again when the thing is found', () => {
    const story = storyOfDay('en', 'lost her bunny at the park but found it under the bench', {
      seed: 'a',
      pronoun: 'she',
      character: 1,
      facts: ZURI_ALONE,
    });
    expect(story.scenes.map((scene) => scene.text).join(' ')).toMatch(/Little Bear/u);
  });
});

describe('a pet never found again', () => {
  // `we hebben m nergens meer gevonden`: readers heard `Alles was weer goed` and a cheerful refrain on the night the
  // rabbit did not come back.
  it('leaves nothing all right again (nl)', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const story = storyOfDay(
        'nl',
        'ons konijntje stampertje is vannacht uit zn hok ontsnapt en we hebben m nergens meer gevonden. ze heeft de hele ochtend met papa door de buurt gelopen en geroepen',
        { seed, pronoun: 'she', facts: ZURI_ALONE },
      );
      const told = story.scenes.map((scene) => scene.text).join('\n');
      expect(
        story.scenes
          .slice(3)
          .map((scene) => scene.text)
          .join(' '),
        `${seed}:\n${told}`,
      ).not.toMatch(ALL_RIGHT.nl);
    }
  });
});
