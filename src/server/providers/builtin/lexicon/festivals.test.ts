// A festival the parent wrote of is told by its own name in the story, and a sentence that only asks about one or looks
// forward to it does not make today a festival.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { DEFAULT_CHARACTERS } from '../../../catalog/catalog-data.ts';
import { itemOf } from '../story/variety-measures.ts';
import { writeBuiltinStory } from '../story/write.ts';
import { festivalIn } from './festivals.ts';

/** What parents of each language write on a festival, the name it is told by, and a sentence that is not today. */
const DAYS: Record<Language, { today: string; name: string; notToday: string; ordinary: string }> = {
  en: {
    today: 'trick or treating as a pumpkin, got loads of sweets',
    name: 'Halloween',
    notToday: 'she asked if santa is coming at christmas',
    ordinary: 'went to the christmas market with grandma',
  },
  nl: {
    today: 'vanochtend schoentje gecheckt, de sint was geweest!!',
    name: 'Sinterklaas',
    notToday: 'nog 3 nachtjes slapen tot pasen',
    ordinary: 'thuis de kerstboom opgetuigd',
  },
  de: {
    today: 'laternenumzug mit der kita, er hat ganz laut gesungen',
    name: 'Sankt Martin',
    notToday: 'sie hat gefragt ob oma an weihnachten kommt',
    ordinary: 'mit papa im wald spazieren',
  },
  fr: {
    today: 'galette des rois chez mamie, il a eu la fève',
    name: 'le jour de la galette des rois',
    notToday: 'elle a demandé si le père noël viendra pour noël',
    ordinary: 'piscine avec papa ce matin',
  },
  es: {
    today: 'han venido los reyes!! le trajeron una bici',
    name: 'el Día de Reyes',
    notToday: 'preguntó si mañana es navidad',
    ordinary: 'por la mañana fuimos al parque',
  },
  pt: {
    today: 'festa junina na escolinha, dançou quadrilha',
    name: 'dia de festa junina',
    notToday: 'perguntou se amanhã é natal',
    ordinary: 'fomos ao parque com a avó',
  },
  zh: {
    today: '端午节跟外婆学包粽子',
    name: '端午节',
    notToday: '她问明天是不是过年',
    ordinary: '下午去公园喂鸭子',
  },
};

const LANGUAGES = Object.keys(DAYS) as Language[];

/** The things of the weeks before Christmas: none of them makes today Christmas (a December day is no festival). */
const BEFORE_CHRISTMAS: Record<Language, string[]> = {
  en: [
    'we watched the christmas parade on the high street',
    'drove round to see the christmas lights',
    'met father christmas in his grotto',
    'decorated the tree tonight w christmas music on',
    'made reindeer food for christmas eve',
  ],
  nl: [
    'naar de kerstmarkt in de stad',
    'de kerstboom opgezet met opa',
    "zei ze tegen opa: 'nu is het echt kerst he'",
    'tekening maken voor sint',
    'vanavond schoen zetten met een wortel voor het paard van sint',
  ],
  de: ['auf dem weihnachtsmarkt karussell gefahren', 'weihnachtsplätzchen gebacken mit oma'],
  fr: [
    'on est allés au marché de noël',
    'elle a écrit sa lettre au père noël',
    'on a décoré le sapin de noël',
    'il a chanté des chants de noël à la crèche',
  ],
  es: [
    'fuimos a ver las luces de navidad',
    'montamos el árbol de navidad con la abuela',
    'en el mercadillo de navidad comimos churros',
  ],
  pt: [
    'fomos ver as luzes de natal no centro',
    'montamos a árvore de natal',
    'fomos à pista de gelo do natal em cascais',
    'pôs bolachas p o pai natal ver a nossa casa',
  ],
  zh: ['周末去逛了圣诞市集', '在幼儿园见到了圣诞老人', '和妈妈一起装饰圣诞树', '今天幼儿园圣诞活动 扮了小鹿'],
};

describe('family festivals', () => {
  // Each language's own feasts, as parents there name them first (readers heard `Penguin and the Music` for the Highland
  // games, no Funkensonntag, no Candelaria, a temple fair of 大年初二 as a day at the market).
  const OWN: Record<Language, readonly (readonly [string, string])[]> = {
    en: [
      ['holi at the mandir today, colours everywhere', 'Holi'],
      ['took him to the highland games in braemar', 'the Highland games'],
    ],
    nl: [
      ['naar het bloemencorso in zundert geweest', 'het bloemencorso'],
      ['keti koti in het park met de hele familie', 'Keti Koti'],
      ['sinterklaasavond bij opa en oma, neef daan was er ook', 'Sinterklaas'],
    ],
    de: [
      ['heut war funkensonntag, der funken hat so gebrannt', 'Funkensonntag'],
      ['mit opa aufs oktoberfest, karussell gefahren', 'das Oktoberfest'],
    ],
    fr: [
      ['on est allés voir les feux de la Saint-Jean au village', 'la Saint-Jean'],
      ['fête de la musique sur la place, il a dansé', 'la fête de la musique'],
    ],
    es: [
      ['fuimos a la fiesta de la candelaria en puno', 'la fiesta de la Candelaria'],
      ['fiestas patrias en la fonda del colegio', 'las fiestas patrias'],
    ],
    pt: [
      ['fomos à romaria da senhora da agonia em viana', 'a romaria'],
      ['vimos as marchas populares em lisboa', 'a festa dos Santos Populares'],
    ],
    zh: [
      ['大年初二跟爷爷去逛庙会', '春节'],
      ['初二他去地坛逛庙会，人山人海', '春节'],
    ],
  };
  it.each(LANGUAGES)('knows each language’s own feasts by the names parents write (%s)', (language) => {
    for (const [sentence, name] of OWN[language]) expect(festivalIn([sentence], language), sentence).toBe(name);
  });
  it.each(LANGUAGES)('does not make a December day Christmas for its markets, lights and Santa (%s)', (language) => {
    for (const sentence of BEFORE_CHRISTMAS[language])
      expect(festivalIn([sentence], language), sentence).toBeUndefined();
  });

  it.each(LANGUAGES)(
    'knows the day was one by the parent’s words, and not from a question or a plan (%s)',
    (language) => {
      const day = DAYS[language];
      expect(festivalIn([day.today], language)).toBe(day.name);
      expect(festivalIn([day.notToday], language)).toBeUndefined();
      expect(festivalIn([day.ordinary], language)).toBeUndefined();
    },
  );

  it.each(LANGUAGES)('tells the festival by its name, once, in the first scene (%s)', (language) => {
    const bear = DEFAULT_CHARACTERS.find((item) => item.id === 'character-bear');
    if (!bear) throw new Error('no bear');
    for (const seed of ['a', 'b', 'c']) {
      const story = writeBuiltinStory({
        language,
        character: itemOf(bear, language),
        activities: [],
        customDescription: DAYS[language].today,
        customActivities: [],
        childPlaceholder: 'Zuri',
        childPronoun: 'she',
        seed,
      });
      const text = story.scenes.map((scene) => scene.text).join('\n');
      expect(story.scenes[0]?.text).toContain(DAYS[language].name);
      expect(text.split(DAYS[language].name)).toHaveLength(2);
    }
  });
});

describe('a street market', () => {
  it('is no fair in Spanish: the weekly feria to buy food, or the feria libre', () => {
    expect(festivalIn(['fuimos a la feria a comprar pan amasado y paltas'], 'es')).toBeUndefined();
    expect(festivalIn(['en la mañana a la feria libre con la abuela'], 'es')).toBeUndefined();
    expect(festivalIn(['fuimos a la feria de abril con los primos'], 'es')).toBe('la feria');
  });
});

describe('Portuguese toy blocks', () => {
  it('are no Carnaval: `brincou de bloquinho` is play, `o bloquinho de carnaval` the street band', () => {
    expect(festivalIn(['brincou de bloquinho c o Enzo'], 'pt')).toBeUndefined();
    expect(festivalIn(['montou uns bloquinhos de madeira'], 'pt')).toBeUndefined();
    expect(festivalIn(['fomos ao bloquinho de carnaval na rua'], 'pt')).toBe('Carnaval');
  });
});

describe('more family festivals', () => {
  // Parents wrote of these and the story said nothing of the day's feast: no title, no opening line.
  it.each([
    ['en', 'canada day at the lake with nana, watched the fireworks', 'Canada Day'],
    ['nl', 'palmpasen! met een palmpaasstok met een broodhaantje in de optocht', 'Palmpasen'],
    ['de', 'maibaum aufstellen im dorf, er saß bei papa auf den schultern', 'Maifest'],
    ['es', 'fuimos a la posada de la colonia y rompió la piñata', 'las posadas'],
    ['zh', '五一去西双版纳 正好赶上泼水节', '泼水节'],
    ['zh', '今天腊八 奶奶煮了腊八粥', '腊八节'],
    ['zh', '清明放假回乡下老家 跟爸爸放风筝', '清明节'],
    ['es', 'fuimos a la guelaguetza y bailó la danza de la piña', 'la Guelaguetza'],
    ['zh', '跟爸爸一起贴春联 还贴了福字', '春节'],
  ] as const)('reads the %s feast in `%s`', (language, sentence, name) => {
    expect(festivalIn([sentence], language)).toBe(name);
  });
});
