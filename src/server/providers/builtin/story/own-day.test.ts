import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../../../shared/languages.ts';
import { DEFAULT_CHARACTERS } from '../../../catalog/catalog-data.ts';
import type { DayFacts } from '../../types.ts';
import { FAMILY_WORDS } from '../lexicon/family.ts';
import { storyOfDay } from './day-story.ts';
import { PACKS } from './packs.ts';
import { itemOf } from './variety-measures.ts';
import { writeBuiltinStory } from './write.ts';

/**
 * A story for one child of the family is the child's own day: the child wakes, has the day's trouble and goes to
 * bed, with the chosen character at their side. The moments the parent tapped shape the day (the first visit to the
 * dentist is a visit to the dentist; shyness there is its trouble), and the title promises nothing the night lacks.
 */

const ZURI = { name: 'Zuri', pronoun: 'she', age: 'toddler', seed: 'c1' } as const;
const KITO = { name: 'Kito', pronoun: 'he', age: 'preschooler', seed: 'c2' } as const;
const KESI = { relation: 'sibling', name: 'Kesi', pronoun: 'he', age: 'preschooler', isOlder: true, seed: 's1' };
const TAVI = { relation: 'grown-up', name: 'Tavi', kind: 'grandmother', seed: 'g1' } as const;
const facts = (extra: Partial<DayFacts> = {}): DayFacts => ({ children: [ZURI], people: [TAVI], pets: [], ...extra });
const SEEDS = [...Array(12).keys()].map((index) => `own-${index}`);

const texts = (story: ReturnType<typeof storyOfDay>) => story.scenes.map((scene) => scene.text);
/** A scene's first sentence (Chinese ones too). */
const firstSentence = (text: string) => text.split(/(?<=[.!?。！？])\s*/u)[0] ?? '';
/** The chosen character in any of the forms its language says it in (`den kleinen Bären`), in lower case. */
const characterForms = (language: Language, character: number) => {
  const seed = DEFAULT_CHARACTERS[character];
  if (!seed) throw new Error(`no character ${character}`);
  const item = itemOf(seed, language);
  const ref = PACKS[language].hero({ ...item, catalogId: item.catalogId }) as Record<string, unknown>;
  return ['name', 'nom', 'akk', 'dat', 'voc', 'bare'].flatMap((key) =>
    typeof ref[key] === 'string' ? [(ref[key] as string).toLocaleLowerCase(language)] : [],
  );
};
const namesCharacter = (text: string, forms: string[]) => forms.some((form) => text.toLocaleLowerCase().includes(form));

describe('the one child’s own day', () => {
  for (const language of LANGUAGES) {
    it(`is the child’s: the child wakes, has the trouble and goes to bed, the character beside them (${language})`, () => {
      const hard: DayFacts[] = [
        facts({ hard: { kind: 'ill' } }),
        facts({ hard: { kind: 'bump' } }),
        facts({ people: [TAVI, KESI as DayFacts['people'][number]], hard: { kind: 'quarrel' } }),
      ];
      SEEDS.forEach((seed, index) => {
        const character = index % 6;
        const forms = characterForms(language, character);
        const day = hard[index % hard.length] as DayFacts;
        const scenes = texts(storyOfDay(language, undefined, { seed, character, facts: day }));
        const all = scenes.join('\n');
        expect(firstSentence(scenes[0] ?? ''), `${seed}\n${all}`).toContain('Zuri');
        expect(namesCharacter(firstSentence(scenes[0] ?? ''), forms), `${seed}\n${all}`).toBe(false);
        // The trouble is the child's: scene 3 opens with the child, and so does bedtime.
        expect(firstSentence(scenes[2] ?? ''), `${seed}\n${all}`).toContain('Zuri');
        expect(firstSentence(scenes[6] ?? ''), `${seed}\n${all}`).toContain('Zuri');
        // The character is there in the day and wished goodnight.
        expect(namesCharacter(scenes.slice(0, 6).join(' '), forms), `${seed}\n${all}`).toBe(true);
        expect(namesCharacter(scenes[6] ?? '', forms), `${seed}\n${all}`).toBe(true);
      });
    });

    it(`keeps the character as the hero of a story for two children, and of a child with no pronoun (${language})`, () => {
      SEEDS.forEach((seed, index) => {
        const character = index % 6;
        const forms = characterForms(language, character);
        for (const day of [
          facts({ children: [ZURI, KITO], hard: { kind: 'bump' } }),
          facts({ children: [{ ...ZURI, pronoun: null }], hard: { kind: 'bump' } }),
        ]) {
          const scenes = texts(storyOfDay(language, undefined, { seed, character, facts: day }));
          expect(namesCharacter(firstSentence(scenes[0] ?? ''), forms), `${seed}\n${scenes.join('\n')}`).toBe(true);
        }
      });
    });

    it(`goes to the dentist for a first dentist visit nothing picked shows (${language})`, () => {
      for (const seed of SEEDS) {
        const story = storyOfDay(language, undefined, { seed, facts: facts({ firstTime: { kind: 'dentist' } }) });
        expect(story.scenes[1]?.plan?.place, `${seed}\n${texts(story).join('\n')}`).toBe('doctor');
        // A picked doctor's visit is where it is told: no second visit is added.
        const picked = storyOfDay(language, undefined, {
          seed,
          activities: ['activity-doctor-visit'],
          facts: facts({ firstTime: { kind: 'dentist' } }),
        });
        expect(picked.scenes.filter((scene) => scene.plan?.place === 'doctor').length).toBeGreaterThan(0);
        expect(texts(picked).join(' ')).toContain(
          FAMILY_WORDS[language].firstTime([{ name: 'Zuri', pronoun: 'she' }], 'dentist', undefined).slice(0, 12),
        );
      }
    });

    it(`makes a shy or cross feeling the trouble of a calm day out, told once (${language})`, () => {
      const kids = [{ name: 'Zuri', pronoun: 'she' as const }];
      for (const seed of SEEDS) {
        const shy = storyOfDay(language, undefined, {
          seed,
          facts: facts({ firstTime: { kind: 'dentist' }, feeling: 'shy' }),
        });
        expect(shy.memory?.uhOh, seed).toBe('shy');
        expect(shy.scenes[2]?.plan?.problem, seed).toBe('shy');
        expect(texts(shy).join(' '), seed).not.toContain(FAMILY_WORDS[language].feeling(kids, 'shy'));
        const cross = storyOfDay(language, undefined, {
          seed,
          activities: ['activity-park'],
          facts: facts({ feeling: 'cross' }),
        });
        expect(cross.memory?.uhOh, seed).toBe('tantrum');
        // Shy at home, among the family, is no trouble: it is said as the feeling it was.
        const home = storyOfDay(language, undefined, {
          seed,
          activities: ['activity-building-blocks'],
          facts: facts({ feeling: 'shy' }),
        });
        expect(home.memory?.uhOh, seed).not.toBe('shy');
        expect(texts(home).join(' '), seed).toContain(FAMILY_WORDS[language].feeling(kids, 'shy'));
        // A trouble the parent tapped stays the day's trouble, whatever the feeling.
        const bump = storyOfDay(language, undefined, {
          seed,
          activities: ['activity-park'],
          facts: facts({ feeling: 'cross', hard: { kind: 'bump' } }),
        });
        expect(bump.memory?.uhOh, seed).toBe('hurt');
      }
    });
  }
});

/** What a title may promise, and the words of a story that shows it (independent of the engine's own list). */
const PROMISES: Record<Language, [RegExp, RegExp][]> = {
  en: [
    [/moon/iu, /moon/iu],
    [/star/iu, /star/iu],
  ],
  nl: [
    [/maan/iu, /maan/iu],
    [/sterren/iu, /ster/iu],
  ],
  de: [
    [/mond/iu, /mond/iu],
    [/stern/iu, /stern/iu],
    [/nachtlicht/iu, /nachtlicht/iu],
  ],
  fr: [
    [/lune/iu, /lune/iu],
    [/étoil/iu, /étoil/iu],
  ],
  es: [
    [/luna/iu, /luna/iu],
    [/estrell/iu, /estrell/iu],
  ],
  pt: [
    [/\blua\b/iu, /\blua\b/iu],
    [/estrel/iu, /estrel/iu],
  ],
  zh: [
    [/月亮/u, /月亮/u],
    [/星星/u, /星/u],
  ],
};

describe('a title promises only what the story shows', () => {
  for (const language of LANGUAGES) {
    it(`has no moon, stars or night-light the night never had (${language})`, () => {
      for (let index = 0; index < 60; index++) {
        const story = storyOfDay(language, undefined, {
          seed: `title-${index}`,
          character: index % 6,
          activities: [['activity-park', 'activity-baking', 'activity-swimming'][index % 3] as string],
          facts: index % 2 === 0 ? facts() : undefined,
        });
        const all = texts(story).join(' ');
        for (const [promise, shown] of PROMISES[language])
          if (promise.test(story.title)) expect(all, `${story.title}\n${all}`).toMatch(shown);
      }
    });
  }
});

describe('a story says each of its sentences once', () => {
  for (const language of LANGUAGES) {
    it(`does not open a sad day's morning and afternoon with the same sentence (${language})`, () => {
      const days: DayFacts[] = [
        facts({ pets: [{ name: 'Nemi', kind: 'hamster', seed: 'p1' }], hard: { kind: 'pet-died', petName: 'Nemi' } }),
        facts({ hard: { kind: 'ill' }, feeling: 'sad' }),
        facts({ children: [ZURI, KITO], hard: { kind: 'goodbye' } }),
      ];
      for (let index = 0; index < 36; index++) {
        const story = storyOfDay(language, undefined, {
          seed: `once-${index}`,
          character: index % 6,
          facts: days[index % days.length],
        });
        const scenes = texts(story).map((text) =>
          (text.match(/[^.!?。！？]+[.!?。！？]+[”»"]?/gu) ?? []).map((one) => one.trim()),
        );
        // The refrain is sung in scenes 1 and 7 (and 4) on purpose.
        const refrains = new Set((scenes[0] ?? []).filter((one) => (scenes[6] ?? []).includes(one)));
        const said = scenes.flat().filter((one) => !refrains.has(one));
        const twice = said.filter((one, at) => said.indexOf(one) !== at);
        expect(twice, `once-${index}\n${texts(story).join('\n')}`).toEqual([]);
      }
    });
  }
});

describe('a sad day’s words after the news', () => {
  const died = (language: Language, description: string, seed: string) =>
    texts(
      storyOfDay(language, description, {
        seed,
        activities: ['activity-gardening'],
        facts: facts({
          pets: [{ name: 'Nemi', kind: 'guinea-pig', seed: 'p1' }],
          hard: { kind: 'pet-died', petName: 'Nemi' },
        }),
      }),
    ).join(' ');
  it('tells the burial in the garden, though the morning was in the garden and the news named the pet', () => {
    for (const seed of SEEDS) {
      expect(died('en', 'we buried Nemi in the garden', seed), seed).toMatch(/buried Nemi/u);
      expect(died('de', 'wir haben Nemi im Garten begraben', seed), seed).toMatch(
        // (Laid to rest by name is the gentle German of it: `legten … Nemi im Garten zur Ruhe`.)
        /Nemi[^.]*(?:begraben|zur Ruhe)|begruben[^.]*Nemi/u,
      );
    }
  });
});

describe('a parent’s own character beside the one child', () => {
  const looks = {
    en: 'a small brown owl with a red bow tie',
    de: 'eine kleine braune Eule mit roter Fliege',
    zh: '一只系着红领结的小棕猫头鹰',
  } as const;
  for (const language of ['en', 'de', 'zh'] as const) {
    it(`is met as what it is, by its own name, not the child’s (${language})`, () => {
      for (const seed of SEEDS) {
        const story = writeBuiltinStory({
          language,
          character: { name: 'Rilo', description: looks[language], look: 'a small brown owl with a red bow tie' },
          activities: [],
          customDescription: undefined,
          customActivities: ['park'],
          childPlaceholder: 'Zuri',
          childPronoun: 'she',
          seed,
          facts: facts(),
        });
        const one = story.scenes[0]?.text ?? '';
        expect(one, seed).toMatch(new RegExp(`Rilo(?:吧)?[,，：:]? ?${looks[language].slice(0, 6)}`, 'u'));
        expect(one, seed).not.toMatch(new RegExp(`Zuri[,，：:]? ?${looks[language].slice(0, 6)}`, 'u'));
      }
    });
  }
});

describe('tonight’s moments beside the parent’s words', () => {
  it('keeps the first time and the feeling when the parent’s own sentence tells the same ride', () => {
    const kids = [{ name: 'Zuri', pronoun: 'she' as const }];
    for (const seed of SEEDS) {
      const told = texts(
        storyOfDay('en', 'rode her balance bike all the way to the shop with Tavi', {
          seed,
          activities: ['activity-bike-ride'],
          facts: facts({ firstTime: { kind: 'bike' }, feeling: 'proud' }),
        }),
      ).join(' ');
      expect(told, seed).toContain(FAMILY_WORDS.en.firstTime(kids, 'bike', undefined));
      expect(told, seed).toContain(FAMILY_WORDS.en.feeling(kids, 'proud'));
      expect(told, seed).toMatch(/balance bike/u);
    }
  });
});

describe('the pictures of the one child’s own day', () => {
  it('are led by the child in every scene, and by the character in a story for two', () => {
    for (const language of LANGUAGES) {
      const own = storyOfDay(language, undefined, { seed: 'lead', facts: facts({ hard: { kind: 'bump' } }) });
      for (const scene of own.scenes) expect(scene.plan?.lead, language).toMatchObject({ figure: 'child', seed: 'c1' });
      const two = storyOfDay(language, undefined, { seed: 'lead', facts: facts({ children: [ZURI, KITO] }) });
      for (const scene of two.scenes) expect(scene.plan?.lead, language).toBeUndefined();
    }
  });
});

describe('a story for two children and the parent’s words', () => {
  it('tells what the parent wrote with no one named as the children’s doing', () => {
    const two = facts({ children: [ZURI, KITO], people: [] });
    for (const seed of SEEDS) {
      const en = texts(
        storyOfDay('en', 'baked fairy cakes at nannys', { seed, activities: ['activity-baking'], facts: two }),
      ).join(' ');
      expect(en, seed).toMatch(/(?:They|Zuri and Kito) baked fairy cakes/u);
      const nl = texts(storyOfDay('nl', 'koekjes gebakken', { seed, activities: ['activity-park'], facts: two })).join(
        ' ',
      );
      expect(nl, seed).toMatch(/(?:Ze|Zuri en Kito) bakten koekjes/u);
    }
  });
});

describe('a bad dream of the night', () => {
  it('is remembered at home in a quiet moment, not in the middle of the outing', () => {
    for (const language of LANGUAGES)
      for (const seed of SEEDS) {
        const story = storyOfDay(language, undefined, {
          seed,
          activities: ['activity-bike-ride'],
          facts: facts({ hard: { kind: 'bad-dream' }, weather: 'stormy' }),
        });
        expect(story.scenes[2]?.plan?.place, `${language} ${seed}`).toBe('livingRoom');
        expect(texts(story).join(' '), `${language} ${seed}`).toContain(FAMILY_WORDS[language].weather('stormy'));
      }
  });
});

describe('a first time the parent tapped', () => {
  it('is told by its own line, in the afternoon too, never again as `a first time`', () => {
    const days = {
      en: 'first time at the hairdresser, sat so still',
      fr: 'première fois chez le coiffeur, il est resté bien sage',
    } as const;
    for (const language of ['en', 'fr'] as const)
      for (const seed of SEEDS) {
        const story = storyOfDay(language, days[language], {
          seed,
          activities: ['activity-shopping'],
          facts: facts({ firstTime: { kind: 'haircut' } }),
        });
        const events = (story.memory?.variants ?? []).filter((key) => key.startsWith('event.firstDay'));
        expect(events, `${language} ${seed}\n${texts(story).join('\n')}`).toEqual([]);
      }
  });
});

describe('a first haircut', () => {
  it('is at the hairdresser’s, tapped or written, in every language', () => {
    const written = {
      en: 'first haircut with grandpa',
      nl: 'voor het eerst naar de kapper',
      de: 'zum ersten mal beim friseur',
      fr: 'première fois chez le coiffeur',
      es: 'primer corte de pelo en la peluquería',
      pt: 'primeiro corte de cabelo no cabeleireiro',
      zh: '第一次去理发店剪头发',
    } as const;
    for (const language of LANGUAGES)
      for (const seed of SEEDS.slice(0, 6)) {
        const tapped = storyOfDay(language, undefined, { seed, facts: facts({ firstTime: { kind: 'haircut' } }) });
        expect(tapped.scenes[1]?.plan?.place, `${language} ${seed}\n${texts(tapped).join('\n')}`).toBe('hairdresser');
        const told = storyOfDay(language, written[language], { seed });
        expect(
          told.scenes.some((scene) => scene.plan?.place === 'hairdresser'),
          `${language} ${seed}\n${texts(told).join('\n')}`,
        ).toBe(true);
      }
  });
});

describe('who was there', () => {
  it('is not said again of someone the parent’s own sentence in that scene already names', () => {
    const day = facts({ people: [TAVI, KESI as DayFacts['people'][number]] });
    const days = [
      ['fr', 'ramassé des fraises dans le jardin avec Tavi', 'activity-gardening', 'fraises'],
      ['de', 'mit Tavi im Wald Stöcke gesammelt', 'activity-walk-in-the-woods', 'Stöcke'],
    ] as const;
    for (const [language, description, activity, word] of days)
      for (const seed of SEEDS) {
        const story = storyOfDay(language, description, { seed, activities: [activity], facts: day });
        const scene = texts(story).find((text) => text.includes(word)) ?? '';
        expect(scene.split('Tavi').length - 1, `${seed}\n${texts(story).join('\n')}`).toBe(1);
      }
  });
});

describe('a grandmother with the child since the morning', () => {
  it('does not ring the bell or open her door in the afternoon', () => {
    const days = { en: 'fed the ducks at the park with Tavi', fr: 'au parc avec Tavi, on a donné du pain aux canards' };
    for (const [language, description] of Object.entries(days) as ['en' | 'fr', string][])
      for (const seed of SEEDS) {
        const story = storyOfDay(language, description, {
          seed,
          activities: ['activity-park', 'activity-grandparents'],
          facts: facts(),
        });
        if (!story.scenes.slice(1, 4).some((scene) => scene.text.includes('Tavi'))) continue;
        const arrivals = (story.memory?.variants ?? []).filter((key) =>
          key.startsWith('act.activity-grandparents.arrive'),
        );
        expect(arrivals, `${language} ${seed}\n${texts(story).join('\n')}`).toEqual([]);
      }
  });
});

describe('a day out that ends in having to leave', () => {
  it('does not go on at the same place after the goodbye when the parent told nothing more of it', () => {
    const days = { en: 'fed the ducks', de: 'enten gefüttert', fr: 'donné du pain aux canards' } as const;
    let left = 0;
    for (const [language, description] of Object.entries(days) as [Language, string][])
      for (let index = 0; index < 40; index++) {
        const story = storyOfDay(language, description, {
          seed: `leave-${index}`,
          activities: ['activity-park'],
          facts: facts(),
        });
        if (story.memory?.uhOh !== 'timeToGo') continue;
        left += 1;
        expect(story.scenes[4]?.plan?.place, `${language} leave-${index}`).not.toBe('park');
      }
    expect(left).toBeGreaterThan(5);
  });
});

describe('the morning of a sad day', () => {
  // Independent of the engine's own list: smiles and happy starts, as each language says them.
  const CHEERS: Record<Language, RegExp> = {
    en: /smil|brand-new day|best way to start/iu,
    nl: /glimlach|begon de dag goed/iu,
    de: /lächel|fing der Tag gut an/iu,
    fr: /sourire|sourit/iu,
    es: /sonri/iu,
    pt: /sorri|novinho em folha/iu,
    zh: /笑/u,
  };
  it('begins with no smile and no happy start', () => {
    const sad: DayFacts[] = [
      facts({ pets: [{ name: 'Nemi', kind: 'cat', seed: 'p1' }], hard: { kind: 'pet-died', petName: 'Nemi' } }),
      facts({ hard: { kind: 'ill' } }),
    ];
    for (const language of LANGUAGES)
      for (let index = 0; index < 24; index++) {
        const story = storyOfDay(language, undefined, {
          seed: `sad-${index}`,
          character: index % 6,
          facts: sad[index % 2],
        });
        expect(story.scenes[0]?.text, `${language} sad-${index}`).not.toMatch(CHEERS[language]);
      }
  });
});

describe('an ill child on their own day', () => {
  const ILL: Record<Language, string> = {
    en: 'poorly today, temperature of 39 and a runny nose, no nursery. napped on the sofa watching cartoons',
    nl: 'ziek vandaag, 39 graden koorts, niet naar de opvang. op de bank tekenfilms gekeken',
    de: 'heute krank, 39 fieber, keine kita. auf dem sofa geschlafen und serien geguckt',
    fr: 'malade aujourdhui, 39 de fievre, pas de creche. sieste sur le canapé devant les dessins animés',
    es: 'malita hoy, 39 de fiebre, no fue a la guarde. siesta en el sofá viendo dibujos',
    pt: 'ficou doentinha, febre de 38,5, não foi pra creche. ficou no sofá a ver desenhos',
    zh: '今天生病了，发烧39度，没去幼儿园。在沙发上看动画片睡着了',
  };
  const PYJAMAS: Record<Language, RegExp> = {
    en: /pyjamas/u,
    nl: /pyjama/u,
    de: /Schlafanzug/u,
    fr: /pyjama/u,
    es: /pijama/u,
    pt: /pijama/u,
    zh: /睡衣/u,
  };
  const MIDDAY: Record<Language, RegExp> = {
    en: /middle of the day|Later that day/u,
    nl: /Midden op de dag|Later op de dag/u,
    de: /Mittags|Später am Tag/u,
    fr: /milieu de la journée|Plus tard dans la journée/u,
    es: /A mediodía/u,
    pt: /A meio do dia/u,
    zh: /中午/u,
  };
  it.each(LANGUAGES)('stays in pyjamas from waking, and is ill before midday (%s)', (language) => {
    for (const seed of SEEDS.slice(0, 6)) {
      const scenes = texts(storyOfDay(language, ILL[language], { seed, facts: facts({ people: [] }) }));
      expect(scenes[0], `${language} ${seed}`).toMatch(PYJAMAS[language]);
      expect(scenes[2], `${language} ${seed}`).not.toMatch(MIDDAY[language]);
    }
    // An illness of the evening leaves the morning as it was, and the day before it: the park is told, then the illness.
    const evening: Record<Language, string> = {
      en: 'lovely day at the park, then she threw up after dinner',
      nl: 'fijne dag in het park, maar vanavond na het eten overgegeven',
      de: 'schöner tag im park, abends nach dem essen hat sie sich übergeben',
      fr: 'belle journée au parc, mais ce soir elle a vomi après le dîner',
      es: 'día bonito en el parque, pero por la noche vomitó después de cenar',
      pt: 'dia bom no parque, mas à noite vomitou depois do jantar',
      zh: '在公园玩得很开心，晚上吃完饭吐了',
    };
    for (const seed of SEEDS.slice(0, 3)) {
      const story = storyOfDay(language, evening[language], { seed, facts: facts({ people: [] }) });
      expect(story.scenes[0]?.text, `${language} ${seed}`).not.toMatch(PYJAMAS[language]);
      expect(story.scenes[1]?.plan?.activityId, `${language} ${seed}`).toBe('activity-park');
      expect(story.scenes[2]?.plan?.problem, `${language} ${seed}`).toBe('sick');
    }
  });

  it('is not looked after all day for an illness of the evening, nor dressed for bed in pyjamas worn all day', () => {
    const ALL_DAY: Partial<Record<Language, RegExp>> = {
      en: /all day/u,
      nl: /de hele dag/u,
      de: /den ganzen Tag/u,
      es: /todo el día/u,
      zh: /一整天/u,
    };
    const EVENING: Partial<Record<Language, string>> = {
      en: 'lovely day at the park, then she threw up after dinner',
      nl: 'fijne dag in het park, maar vanavond na het eten overgegeven',
      de: 'schöner tag im park, abends nach dem essen hat sie sich übergeben',
      es: 'día bonito en el parque, pero por la noche vomitó después de cenar',
      zh: '在公园玩得很开心，晚上吃完饭吐了',
    };
    for (const [language, text] of Object.entries(EVENING) as [Language, string][])
      for (const seed of SEEDS) {
        const four = storyOfDay(language, text, { seed, facts: facts({ people: [] }) }).scenes[3]?.text ?? '';
        expect(firstSentence(four), `${language} ${seed}`).not.toMatch(ALL_DAY[language] ?? /$^/u);
      }
    const DRESSING: Partial<Record<Language, RegExp>> = {
      en: /put on|pulled on|chose the pyjamas|pyjamas on|came the cosy pyjamas/u,
      fr: /enfile|choisit le pyjama|met son pyjama|c’est le pyjama|Le pyjama tout doux/u,
    };
    for (const [language, dressing] of Object.entries(DRESSING) as [Language, RegExp][])
      for (const seed of SEEDS) {
        const six = storyOfDay(language, ILL[language], { seed, facts: facts({ people: [] }) }).scenes[5]?.text ?? '';
        expect(six, `${language} ${seed}`).not.toMatch(dressing);
      }
  });

  it('falls ill in the evening where the words after it say only what was done (`calpol and straight to bed`)', () => {
    const text =
      'park with grandma this morning, fed the ducks. came home and was fine until tea then started burning up. calpol and straight to bed';
    for (const seed of SEEDS.slice(0, 6)) {
      const scenes = storyOfDay('en', text, {
        seed,
        activities: ['activity-park'],
        facts: facts({ people: [] }),
      }).scenes;
      expect(scenes[1]?.plan?.activityId, seed).toBe('activity-park');
      expect(scenes[2]?.plan?.problem, seed).toBe('sick');
      expect(scenes[2]?.text, seed).toMatch(/burning up/u);
      expect(scenes[0]?.text, seed).not.toMatch(/pyjamas/u);
    }
  });

  it('falls ill in the evening after a nap (`中午回来午睡 晚上突然发烧了`) or after supper (`na het eten`)', () => {
    const DAYS: [Language, string, string][] = [
      [
        'zh',
        '上午去公园喂鸽子 玩得可开心了 中午回来午睡 晚上突然发烧了 38度2 吃了退烧药 抱着妈妈不撒手',
        'activity-park',
      ],
      [
        'nl',
        'smorgens naar het zwembad met oma. smiddags naar de speeltuin. maar na het eten ineens koorts en overgegeven 🤢 dus vroeg in bed',
        'activity-swimming',
      ],
    ];
    for (const [language, text, first] of DAYS)
      for (const seed of SEEDS.slice(0, 6)) {
        const scenes = storyOfDay(language, text, { seed, facts: facts({ people: [] }) }).scenes;
        expect(scenes[1]?.plan?.activityId, `${language} ${seed}`).toBe(first);
        expect(scenes[2]?.plan?.problem, `${language} ${seed}`).toBe('sick');
        // Nothing of the day's outings after the fever.
        expect(scenes[4]?.plan?.activityId, `${language} ${seed}`).toBeUndefined();
      }
  });

  it('has a gentle wash at bedtime, no bubbles up to the chin', () => {
    const BUBBLES: Partial<Record<Language, RegExp>> = {
      en: /bubble|splash/u,
      fr: /mousse|bulles|barbote/u,
      de: /Schaum|Blasen|planschte/u,
      zh: /泡泡|拍水/u,
    };
    for (const [language, bubbles] of Object.entries(BUBBLES) as [Language, RegExp][])
      for (const seed of SEEDS) {
        const six = storyOfDay(language, ILL[language], { seed, facts: facts({ people: [] }) }).scenes[5]?.text ?? '';
        expect(six, `${language} ${seed}`).not.toMatch(bubbles);
      }
  });

  it('is named in the illness after a line that names someone beside them', () => {
    const PRONOUN: Partial<Record<Language, RegExp>> = {
      de: /^(?:Er|Sie) /u,
      fr: /^(?:Il|Elle) /u,
      en: /^(?:He|She) /u,
    };
    for (const [language, pronoun] of Object.entries(PRONOUN) as [Language, RegExp][]) {
      const forms = characterForms(language, 0);
      for (const seed of SEEDS) {
        const three = storyOfDay(language, undefined, { seed, facts: facts({ people: [], hard: { kind: 'ill' } }) })
          .scenes[2]?.text;
        const [first = '', second = ''] = (three ?? '').split(/(?<=[.!?])\s+/u);
        if (namesCharacter(first, forms)) expect(second, `${language} ${seed}: ${three}`).not.toMatch(pronoun);
      }
    }
  });

  it.each(LANGUAGES)('is looked after by someone who loves them, not by the cuddly toy (%s)', (language) => {
    const forms = characterForms(language, 0);
    for (const seed of SEEDS.slice(0, 6))
      for (const day of [
        storyOfDay(language, ILL[language], { seed, facts: facts({ people: [] }) }),
        storyOfDay(language, undefined, { seed, facts: facts({ people: [], hard: { kind: 'ill' } }) }),
      ]) {
        expect(day.scenes[3]?.plan?.problem, `${language} ${seed}`).toBe('sick');
        const caring = firstSentence(day.scenes[3]?.text ?? '');
        expect(namesCharacter(caring, forms), `${language} ${seed}: ${caring}`).toBe(false);
      }
  });
});
