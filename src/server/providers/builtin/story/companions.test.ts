// Who was where, by the parent's words: a friend the parent named only in the afternoon's sentence is not at the
// morning's library (scenes 2 to 4), and is there in the afternoon (scene 5); someone a sentence of no happening
// names (`grandma was with us all day`) shares the day's scenes.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from './day-story.ts';

const AFTERNOON_FRIEND: Record<Language, { text: string; name: string }> = {
  en: {
    text: 'this morning we went to the library. in the afternoon she played with her friend Lily in the garden',
    name: 'Lily',
  },
  nl: {
    text: "vanochtend naar de bibliotheek. 's middags met haar vriendinnetje Lotte in de tuin gespeeld",
    name: 'Lotte',
  },
  de: {
    text: 'vormittags waren wir in der bücherei. nachmittags hat sie mit ihrer freundin Emma im garten gespielt',
    name: 'Emma',
  },
  fr: {
    text: "ce matin on est allés à la bibliothèque. l'après-midi elle a joué avec sa copine Jade dans le jardin",
    name: 'Jade',
  },
  es: {
    text: 'por la mañana fuimos a la biblioteca. por la tarde jugó con su amiga Lucía en el jardín',
    name: 'Lucía',
  },
  pt: { text: 'de manhã fomos à biblioteca. à tarde brincou com a amiga Inês no jardim', name: 'Inês' },
  zh: { text: '上午去了图书馆。下午和好朋友朵朵在院子里玩', name: '朵朵' },
};
const LANGUAGES = Object.keys(AFTERNOON_FRIEND) as Language[];
const SEEDS = ['c1', 'c2', 'c3', 'c4'];

describe('who was where', () => {
  it.each(LANGUAGES)('keeps an afternoon’s friend out of the morning and in the afternoon (%s)', (language) => {
    const { text, name } = AFTERNOON_FRIEND[language];
    for (const seed of SEEDS) {
      const scenes = storyOfDay(language, text, { seed }).scenes;
      for (const scene of scenes.slice(1, 4)) {
        expect(scene.text, seed).not.toContain(name);
        expect(scene.plan?.people ?? [], seed).not.toContain('friend');
      }
      expect(scenes[4]?.text, seed).toContain(name);
      expect(scenes[4]?.plan?.people ?? [], seed).toContain('friend');
    }
  });

  it('keeps whom the sentence before named with a happening that names nobody (`then we all went`)', () => {
    for (const seed of SEEDS) {
      const scenes = storyOfDay(
        'en',
        'grandma and grandpa came over for lunch, she showed them her new dance. then we all went to the park',
        { seed },
      ).scenes;
      const park = scenes.find((scene) => scene.plan?.activityId === 'activity-park');
      expect(park?.plan?.people ?? [], seed).toEqual(expect.arrayContaining([expect.stringMatching(/^grand/u)]));
    }
  });

  it('keeps one who was there all day in the morning and the afternoon', () => {
    for (const seed of SEEDS) {
      const scenes = storyOfDay(
        'en',
        'grandma was with us all day. this morning we went to the library, in the afternoon she played in the garden',
        { seed },
      ).scenes;
      expect(scenes[1]?.plan?.people ?? [], seed).toContain('grandma');
      expect(scenes[4]?.plan?.people ?? [], seed).toContain('grandma');
    }
  });

  it.each([
    ['en', 'first haircut at the barbers today, she kept a curl in an envelope for granny', /granny/iu],
    ['de', 'erstes mal friseur, die friseurin hat ihm ne locke in nen umschlag getan für oma', /Oma/u],
    ['fr', 'premier coiffeur, il a gardé une mèche dans une enveloppe pour mamie', /mamie/iu],
  ] as [Language, string, RegExp][])('leaves out whom something was only for (%s)', (language, text, name) => {
    for (const seed of SEEDS) {
      const scenes = storyOfDay(language, text, { seed }).scenes;
      for (const scene of scenes) expect(scene.plan?.people ?? [], seed).not.toContain('grandma');
      expect(scenes[6]?.text, seed).not.toMatch(name);
    }
  });

  it.each([
    ['en', 'went to the zoo, the giraffe was even taller than grandpa', /Grandpa/u],
    ['nl', 'naar de kinderboerderij geweest, de geit was groter dan opa', /opa/iu],
    ['de', 'im zoo gewesen, auf dem heimweg hat er gefragt ob afrika weiter weg is als zur oma', /Oma/u],
    ['fr', 'on est allés au zoo, la girafe est plus grande que papi', /papi/iu],
    ['es', 'fuimos al zoo, la jirafa era más alta que el abuelo', /abuelo/iu],
    ['pt', 'fomos ao zoo, a girafa era mais alta do que o avô', /avô/iu],
    ['zh', '今天去动物园了 长颈鹿比爷爷还高', /爷爷/u],
  ] as [Language, string, RegExp][])(
    'leaves out whom something was only compared with (%s)',
    (language, text, name) => {
      for (const seed of SEEDS) {
        const scenes = storyOfDay(language, text, { seed }).scenes;
        for (const scene of scenes) expect(scene.plan?.people ?? [], seed).not.toContain('grandpa');
        expect(scenes[6]?.text, seed).not.toMatch(name);
      }
    },
  );

  it.each([
    ['de', 'vormittags im zoo, aber als oma kam haben wir zusammen kuchen gebacken'],
    ['nl', 's ochtends naar de dierentuin en dan naar oma, daar samen taart gebakken'],
  ] as [Language, string][])('keeps whom `als` or `dan` only says the time of (%s)', (language, text) => {
    for (const seed of SEEDS) {
      const scenes = storyOfDay(language, text, { seed }).scenes;
      expect(
        scenes.some((scene) => scene.plan?.people.includes('grandma')),
        seed,
      ).toBe(true);
    }
  });

  it('leaves out whom the child only spoke of, unquoted after 说 (zh)', () => {
    const day = '第一次去理发店剪头发 剪完照镜子说 我变成哥哥了 回家非要给奶奶看';
    for (const seed of SEEDS) {
      const scenes = storyOfDay('zh', day, { seed }).scenes;
      for (const scene of scenes) expect(scene.plan?.people ?? [], seed).not.toContain('brother');
      expect(scenes[6]?.text, seed).not.toMatch(/晚安，哥哥/u);
    }
  });
});

describe('someone the child only spoke to on the phone', () => {
  // `wollte das sofort opa klaus am telefon erzählen`: Opa Klaus wiped up the accident with her, in person.
  const CALLS: { language: Language; text: string; not: RegExp }[] = [
    {
      language: 'de',
      text: 'hat heut zum ersten mal ganz allein aufs töpfchen gemacht!!! wollte das sofort opa klaus am telefon erzählen. nachm mittagsschlaf dann doch n unfall in der hose, war ihr voll peinlich',
      not: /Opa Klaus (?:kam|holte|nahm|sagte|tröstete)|mit Opa Klaus|Opa Klaus und Zuri|Zuri und Opa Klaus/u,
    },
    {
      language: 'en',
      text: 'rode her bike without stabilisers for the first time!! told grandma all about it on facetime. then fell off and scraped her knee',
      not: /Grandma (?:came|gave|held|hugged|said|cuddled|fetched)|with Grandma|Grandma and Zuri|Zuri and Grandma/u,
    },
  ];
  it.each(CALLS)('is in no scene beside the child ($language)', ({ language, text, not }) => {
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const scenes = storyOfDay(language, text, { seed }).scenes.map((scene) => scene.text);
      expect(scenes.slice(1, 6).join('\n'), seed).not.toMatch(not);
    }
  });
});

// A friend the parent named only at another doing (`then at nursery … with his friend sam`) does not go to the
// swimming lesson the parent picked: the made-up arrival had said `went to the swimming pool with his friend Sam`.
describe('a friend of another doing', () => {
  it.each([
    [
      'en',
      'swimming lesson this morning, first time under water without armbands! then at nursery he built a castle in the ' +
        'sandpit with his friend sam',
      /Sam/u,
    ],
    [
      'nl',
      'vanochtend was het zwemles, voor het eerst zonder bandjes onder water geweest! en daarna bij de opvang met zn ' +
        'vriendje sem in de zandbak een kasteel gemaakt',
      /Sem/u,
    ],
  ] as [Language, string, RegExp][])('is not at the swimming (%s)', (language, text, friend) => {
    for (const seed of SEEDS) {
      const scenes = storyOfDay(language, text, {
        seed,
        pronoun: 'he',
        activities: ['activity-swimming', 'activity-sandbox'],
      }).scenes;
      const swim = scenes.find((scene) => /swimming|pool|zwembad|zwemles/u.test(scene.text))?.text ?? '';
      const first = swim.split(/(?<=[.!?])\s+/u)[0] ?? '';
      expect(first, `${seed}: ${swim}`).not.toBe('');
      expect(first, `${seed}: ${swim}`).not.toMatch(friend);
    }
  });
});
