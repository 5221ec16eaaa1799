import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { DEFAULT_CHARACTERS } from '../../../catalog/catalog-data.ts';
import type { CatalogSeed } from '../../../catalog/catalog-types.ts';
import type { CharacterLook } from '../illustration/character-look.ts';
import { composeScene } from '../illustration/compose.ts';
import { drawProp } from '../illustration/props.ts';
import { Defs } from '../illustration/svg.ts';
import { namesIn, readText } from '../lexicon/read.ts';
import { writeBuiltinStory } from './write.ts';

type SmallPet = 'guineaPig' | 'hamster' | 'tortoise';
const SMALL_PETS: readonly SmallPet[] = ['guineaPig', 'hamster', 'tortoise'];

/** What parents write about their small pets: plurals, diminutives, compounds, cases and regional words. */
const DAYS: Record<Language, Record<SmallPet, string[]>> = {
  en: {
    guineaPig: [
      'We cleaned out the guinea pig’s cage together.',
      'Her two guinea pigs squeaked for cucumber.',
      'She held the guinea-pig on her lap.',
    ],
    hamster: ['He fed the hamster a sunflower seed.', 'The hamsters were asleep in their nest.'],
    tortoise: ['We watched our tortoise eat a leaf.', 'At the pet shop she saw turtles swimming.'],
  },
  nl: {
    guineaPig: ['We hebben de cavia’s eten gegeven.', 'Ze knuffelde het caviaatje.'],
    hamster: ['Hij speelde met zijn hamstertje.', 'Bij oma zagen we haar dwerghamster.'],
    tortoise: ['We zagen een schildpad in de dierentuin.', 'De landschildpadden lagen in de zon.'],
  },
  de: {
    guineaPig: [
      'Wir haben dem Meerschweinchen Gurke gegeben.',
      'Sie hat die Meerschweinchen gestreichelt.',
      'Mit dem Meersäuli gespielt.',
    ],
    hamster: ['Er hat mit den Hamstern gespielt.', 'Unser Goldhamster hat im Laufrad geturnt.'],
    tortoise: ['Im Zoo haben wir eine Riesenschildkröte gesehen.', 'Die Schildkröten haben Salat gefressen.'],
  },
  fr: {
    guineaPig: [
      "On a donné une carotte au cochon d'Inde.",
      'Elle a caressé les cochons d’Inde de la crèche.',
      'Il a nourri le cobaye.',
    ],
    hamster: ['Il a joué avec son hamster.', 'Les hamsters dormaient dans leur nid.'],
    tortoise: ['On a vu une tortue au zoo.', 'Elle a donné de la salade aux tortues.'],
  },
  es: {
    guineaPig: [
      'Le dimos zanahoria al conejillo de Indias.',
      'Jugó con la cobaya de su prima.',
      'Le dio de comer al cuy.',
      'Acarició a los cobayos.',
    ],
    hamster: ['Jugó con su hámster.', 'Los hamsters dormían.'],
    tortoise: ['Vimos una tortuga en el zoo.', 'Le dio lechuga a las tortuguitas.'],
  },
  pt: {
    guineaPig: [
      'Demos uma cenoura ao porquinho-da-índia.',
      'Brincou com a cobaia da prima.',
      'Fez festas aos porquinhos da índia.',
    ],
    hamster: ['Brincou com o hamster.', 'Os hamsters estavam a dormir.'],
    tortoise: ['Vimos uma tartaruga no jardim zoológico.', 'Deu alface às tartarugas.'],
  },
  zh: {
    guineaPig: ['我们喂了荷兰猪一根胡萝卜', '他抱了抱小豚鼠'],
    hamster: ['他和仓鼠玩了一会儿', '她给金丝熊换了木屑'],
    tortoise: ['我们在动物园看到了乌龟', '小乌龟晒太阳'],
  },
};

/** The word each story tells the animal by: its own, or the parent's, where the parent's sentence tells it. */
const TOLD: Record<Language, Record<SmallPet, RegExp>> = {
  en: { guineaPig: /guinea pig/u, hamster: /hamster/u, tortoise: /tortoise|turtle/u },
  nl: { guineaPig: /cavia/u, hamster: /hamster/u, tortoise: /schildpad/u },
  de: { guineaPig: /Meerschweinchen/u, hamster: /Hamster/u, tortoise: /Schildkröte/u },
  fr: { guineaPig: /cochon d’Inde/u, hamster: /hamster/u, tortoise: /tortue/u },
  es: { guineaPig: /cobaya|conejillo de Indias/u, hamster: /hámster/u, tortoise: /tortug/u },
  pt: { guineaPig: /porquinho-da-índia/u, hamster: /hamster/u, tortoise: /tartaruga/u },
  zh: { guineaPig: /豚鼠|荷兰猪/u, hamster: /仓鼠/u, tortoise: /乌龟/u },
};

/** A rabbit of the day as the packs tell it (a toy rabbit of quiet play at home is no rabbit of the day). */
const RABBIT: Record<Language, RegExp> = {
  en: /\b(a|the|soft) rabbit\b|bunny rabbit/iu,
  nl: /\b(het|een|zacht) konijn\b|(^|\s)konijntje/iu,
  de: /Kaninchen/u,
  fr: /\b(le|un) lapin\b(?! en peluche)|petit lapin/iu,
  es: /\b(el|un) conejo\b(?! de peluche)|(^|\s)conejito\b(?! de peluche)/iu,
  pt: /\bcoelh(o|inho)s?\b(?! de peluche)/iu,
  zh: /(?<!玩具小)兔(?!子?玩偶)/u,
};

/** A pig: `cochon d’Inde`, `porquinho-da-índia` and `Meerschweinchen` are none. */
const PIG: Record<Language, RegExp> = {
  en: /(?<!guinea[ -])\bpigs?\b/iu,
  nl: /varken|\bbig(getje)?s?\b/iu,
  de: /(?<!meer)schwein/iu,
  fr: /\bcochons?\b(?! d’Inde)/iu,
  es: /\bcerd|\bchanch/iu,
  pt: /\bporco|\bporquinhos?\b(?!-da-índia)/iu,
  zh: /猪/u,
};

const bear = DEFAULT_CHARACTERS.find((seed) => seed.id === 'character-bear') as CatalogSeed;
const look: CharacterLook = { base: 'bear', colour: 'brown', accessories: [] };

function story(language: Language, description: string, seed: string) {
  return writeBuiltinStory({
    language,
    character: {
      name: bear.text[language].name,
      description: bear.text[language].description,
      look: bear.look,
      catalogId: bear.id,
    },
    activities: [],
    customDescription: description,
    customActivities: [],
    childPlaceholder: undefined,
    seed,
  });
}

const LANGUAGES = Object.keys(DAYS) as Language[];

describe('small pets of the day', () => {
  for (const language of LANGUAGES) {
    for (const pet of SMALL_PETS) {
      it(`${language}: reads every parent's word for a ${pet} as that animal, never a rabbit`, () => {
        for (const text of DAYS[language][pet]) {
          const { things } = readText([text], language);
          expect(things, text).toContain(pet);
          expect(things, text).not.toContain('rabbit');
          for (const other of SMALL_PETS) if (other !== pet) expect(things, text).not.toContain(other);
        }
      });

      it(`${language}: tells the ${pet} by its own word, never as a rabbit or a pig, and draws it`, () => {
        for (const seed of ['pets-1', 'pets-2', 'pets-3']) {
          const written = story(language, DAYS[language][pet][0] as string, seed);
          const texts = written.scenes.map((scene) => scene.text);
          const telling = written.scenes.find(
            (scene) => TOLD[language][pet].test(scene.text) && scene.plan?.things.includes(pet),
          );
          expect(telling, `${seed}: ${texts.join('\n')}`).toBeDefined();
          for (const text of [written.title, ...texts]) {
            expect(text).not.toMatch(RABBIT[language]);
            expect(text).not.toMatch(PIG[language]);
          }
          expect(written.scenes.flatMap((scene) => scene.plan?.things ?? [])).not.toContain('rabbit');
          // The picture of the scene that tells it draws the animal, as the character's own.
          const plan = telling?.plan;
          if (!plan) continue;
          const picture = composeScene({ plan, look, seed: `${seed}:${telling.number}`, redraw: 0 });
          expect(picture).toContain(drawProp(pet, new Defs(), JSON.stringify(look)));
        }
      });
    }
  }

  it('reads a parrot, a budgie and a canary as birds, and a goldfish as fish, in every language', () => {
    const birds: Record<Language, string[]> = {
      en: ['Our parrot talked all morning.', 'Her budgie sang.', 'The canary whistled.'],
      nl: ['De papegaai praatte.', 'De parkiet floot.', 'De kanarie zong.'],
      de: ['Der Papagei hat gesprochen.', 'Der Wellensittich hat gezwitschert.', 'Der Kanarienvogel sang.'],
      fr: ['Le perroquet a parlé.', 'La perruche a chanté.', 'Le canari a sifflé.'],
      es: ['El loro habló.', 'El periquito cantó.', 'El canario silbó.'],
      pt: ['O papagaio falou.', 'O periquito cantou.', 'O canário cantou.'],
      zh: ['鹦鹉学说话', '虎皮鹦鹉唱歌'],
    };
    const fish: Record<Language, string> = {
      en: 'We fed the goldfish.',
      nl: 'De goudvis zwom rondjes.',
      de: 'Wir haben den Goldfisch gefüttert.',
      fr: 'On a nourri le poisson rouge.',
      es: 'Le dimos de comer al pez de colores.',
      pt: 'Demos comida ao peixinho dourado.',
      zh: '喂了金鱼',
    };
    for (const language of LANGUAGES) {
      for (const text of birds[language]) expect(readText([text], language).things, text).toContain('birds');
      expect(readText([fish[language]], language).things, fish[language]).toContain('fish');
    }
  });

  it('keeps a rabbit a rabbit: `conejo`, `lapin`, `Kaninchen` and `兔子` are still rabbits', () => {
    const rabbits: Record<Language, string> = {
      en: 'We saw a bunny.',
      nl: 'Ze aaide het konijntje.',
      de: 'Wir haben das Kaninchen gefüttert.',
      fr: 'Il a caressé un lapin.',
      es: 'Vimos un conejito.',
      pt: 'Vimos um coelhinho.',
      zh: '我们喂了小兔子',
    };
    for (const language of LANGUAGES) {
      const { things } = readText([rabbits[language]], language);
      expect(things, rabbits[language]).toContain('rabbit');
      for (const pet of SMALL_PETS) expect(things, rabbits[language]).not.toContain(pet);
    }
  });

  it('finds a small pet’s name before its kind, and a Latin name right after a Chinese kind', () => {
    expect(namesIn(['Noisette notre hamster est mort cette nuit.'], 'fr')).toEqual([
      { name: 'Noisette', word: 'hamster', person: undefined, pet: 'hamster' },
    ]);
    expect(namesIn(['Kesi mi hámster se murió.'], 'es')).toEqual([
      { name: 'Kesi', word: 'hámster', person: undefined, pet: 'hamster' },
    ]);
    expect(namesIn(['我们家的乌龟Shelly走了'], 'zh')).toEqual([
      { name: 'Shelly', word: '乌龟', person: undefined, pet: 'tortoise' },
    ]);
    // A word the lexicon knows is no name: `Today our tortoise` names nobody.
    expect(namesIn(['Today our tortoise slept all day.'], 'en')).toEqual([]);
  });

  it('tells the small pet that died by its kind and name', () => {
    const sad: Array<[Language, string, RegExp]> = [
      ['fr', 'Noisette notre hamster est mort cette nuit.', /hamster Noisette/u],
      ['zh', '我们家的乌龟Shelly今天去世了', /乌龟Shelly/u],
      ['nl', 'onze cavia pluisje is vannacht doodgegaan.', /cavia Pluisje/u],
      ['de', 'Unsere Schildkröte Frieda ist gestorben.', /Schildkröte Frieda/u],
    ];
    // `荷兰猪死了` is sad news about a guinea pig, not a pig.
    expect(readText(['荷兰猪死了'], 'zh')).toMatchObject({ things: ['guineaPig'], mishaps: ['died'] });
    for (const [language, description, told] of sad) {
      const texts = story(language, description, 'sad-pet').scenes.map((scene) => scene.text);
      expect(texts.join('\n'), description).toMatch(told);
      expect(texts.join('\n'), description).not.toMatch(RABBIT[language]);
    }
  });
});
