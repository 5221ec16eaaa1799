// On the child's own day, whoever comforts the child in scene 4 is a person, never the cuddly toy at the child's side:
// the grown-up the words name, someone from home, or at daycare the teacher. Checked in every language, on several
// seeds, for a fall and a temper.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay, ZURI_ALONE } from './day-story.ts';

const DAYS: Record<
  Language,
  {
    park: string;
    evening: string;
    grandpa: RegExp;
    shy: string;
    daycare: string;
    temper: string;
    toy: RegExp;
    home: RegExp;
  }
> = {
  en: {
    park: 'fell off her scooter at the park and scraped her knee',
    evening: 'fell over at nursery and bumped her head. grandad came for tea in the evening',
    grandpa: /Grandad|Grandpa/u,
    shy: 'first swimming lesson, she was really shy at first and wouldnt let go of me',
    daycare: 'fell off the slide at nursery and bumped her head',
    temper: 'massive tantrum at home because she wanted more telly',
    toy: /Bunny/u,
    home: /kind grown-up/u,
  },
  nl: {
    park: 'viel van haar step in het park, knie geschaafd',
    evening: 'op de opvang gevallen, bult op haar hoofd. s avonds kwam opa eten',
    grandpa: /opa/iu,
    shy: 'eerste zwemles vandaag, ze was eerst heel verlegen en wou niet loslaten',
    daycare: 'op de opvang van de glijbaan gevallen, bult op haar hoofd',
    temper: 'enorme driftbui thuis omdat ze niet meer tv mocht',
    toy: /Konijntje/u,
    home: /lieve grote mens/u,
  },
  de: {
    park: 'ist im park vom roller gefallen und hat sich das knie aufgeschürft',
    evening: 'ist in der kita hingefallen, dicke beule. abends kam opa zum essen',
    grandpa: /Opa/u,
    shy: 'erster schwimmkurs heute, sie war erst total schüchtern und wollte nicht loslassen',
    daycare: 'ist im kindergarten von der rutsche gefallen, beule am kopf',
    temper: 'riesen wutanfall zu hause weil sie nicht mehr fernsehen durfte',
    toy: /Häschen/u,
    home: /Jemand Liebes/u,
  },
  fr: {
    park: 'elle est tombée de sa trottinette au parc, genou écorché',
    evening: 'elle est tombée à la crèche, bosse sur le front. le soir papi est venu manger',
    grandpa: /Papi/iu,
    shy: 'premier cours de natation, elle était très timide au début et ne voulait pas me lâcher',
    daycare: 'à la crèche elle est tombée du toboggan, grosse bosse',
    temper: 'grosse colère à la maison parce qu’elle voulait encore la télé',
    toy: /Petit Lapin/iu,
    home: /Quelqu’un qui l’aime/u,
  },
  es: {
    park: 'se cayó del patinete en el parque y se raspó la rodilla',
    evening: 'se ha caido en la guarde y tiene un chichon. por la noche ha venido el abuelo a cenar',
    grandpa: /abuelo/iu,
    shy: 'primer dia de natacion, al principio no queria soltarse de mi',
    daycare: 'en la guarde se cayó del tobogán y se hizo un chichón',
    temper: 'rabieta enorme en casa porque quería más tele',
    toy: /Conejito/u,
    home: /Alguien de casa/u,
  },
  pt: {
    park: 'caiu da trotinete no parque e esfolou o joelho',
    evening: 'caiu na creche e fez um galo. à noite o avô veio jantar',
    grandpa: /avô/iu,
    shy: 'primeira aula de natação, ao princípio estava cheia de vergonha e não me largava',
    daycare: 'na creche caiu do escorrega e fez um galo na testa',
    temper: 'birra enorme em casa porque queria mais televisão',
    toy: /Coelhinho/u,
    home: /Alguém de casa/u,
  },
  zh: {
    park: '在公园骑滑板车摔了一跤，膝盖破了',
    evening: '在幼儿园摔了一跤 头上起了个包 晚上爷爷来家里吃饭',
    grandpa: /爷爷/u,
    shy: '第一次上游泳课 刚开始很害羞 一直拉着我的手不放',
    daycare: '在幼儿园从滑梯上摔下来，头上起了个包',
    temper: '在家发了好大的脾气，因为还想看电视',
    toy: /小兔子/u,
    home: /大人/u,
  },
};
const LANGUAGES = Object.keys(DAYS) as Language[];
const SEEDS = ['a', 'b', 'c', 'd'];
const comfort = (language: Language, day: string, seed: string) => {
  const story = storyOfDay(language, day, { seed, pronoun: 'she', facts: ZURI_ALONE });
  return story.scenes[3]?.text ?? '';
};

describe('the comfort of the child’s own day', () => {
  it.each(LANGUAGES)('is never given by the cuddly toy (%s)', (language) => {
    const { park, temper, toy } = DAYS[language];
    for (const seed of SEEDS) {
      expect(comfort(language, park, seed), seed).not.toMatch(toy);
      expect(comfort(language, temper, seed), seed).not.toMatch(toy);
    }
  });

  it.each(LANGUAGES)(
    'is the teacher’s at daycare, not someone from home, and the teacher is drawn (%s)',
    (language) => {
      const { daycare, toy, home } = DAYS[language];
      for (const seed of SEEDS) {
        const text = comfort(language, daycare, seed);
        expect(text, seed).not.toMatch(toy);
        expect(text, seed).not.toMatch(home);
        const story = storyOfDay(language, daycare, { seed, pronoun: 'she', facts: ZURI_ALONE });
        expect(story.scenes[3]?.plan?.people[0], seed).toBe('teacher');
      }
    },
  );

  it.each(LANGUAGES)(
    'leaves the cuddly toy out of the trouble itself: no clinging to it, no hiding behind it (%s)',
    (language) => {
      const { shy, toy } = DAYS[language];
      for (const seed of [...SEEDS, 'e', 'f']) {
        const story = storyOfDay(language, shy, { seed, pronoun: 'she', facts: ZURI_ALONE });
        expect(story.scenes[2]?.plan?.problem, seed).toBe('shy');
        // (Its first line may still say the child was busy with the cuddly: the trouble's own lines follow it.)
        const [, ...trouble] = (story.scenes[2]?.text ?? '').split(/(?<=[.!?。！？])\s*/u);
        expect(trouble.join(' '), seed).not.toMatch(toy);
      }
    },
  );

  it.each(LANGUAGES)('at daycare is not given by a grown-up who came only in the evening (%s)', (language) => {
    const { evening, grandpa } = DAYS[language];
    for (const seed of SEEDS) {
      const story = storyOfDay(language, evening, { seed, pronoun: 'she', facts: ZURI_ALONE });
      expect(story.scenes[3]?.text, seed).not.toMatch(grandpa);
      expect(story.scenes[3]?.plan?.people[0], seed).toBe('teacher');
    }
  });
});

describe('the comfort the parent wrote', () => {
  // `apres son chat caramel est venu se coller sur lui`: readers heard Maman's made-up kiss first, then the cat.
  it('opens scene 4, with no made-up comforter before it, whoever gave it (a pet too)', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const four =
        storyOfDay(
          'fr',
          "il s'est cogné la tête contre la table, une grosse bosse. apres son chat caramel est venu se coller sur lui",
          { seed, pronoun: 'he', facts: ZURI_ALONE },
        ).scenes[3]?.text ?? '';
      expect(four, seed).toMatch(/^Après, son chat Caramel vient se coller sur Zuri\./u);
    }
  });

  // `o avô disse q n fazia mal`: readers heard the cuddly's made-up `São coisas que acontecem` first, then Grandad.
  it('is a grown-up saying it did not matter too, with no made-up words before it', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const four =
        storyOfDay(
          'pt',
          'foram apanhar os ovos ao galinheiro e partiu um sem querer. o avô disse q n fazia mal e deixou-o sentar ao volante do trator',
          { seed, pronoun: 'he', facts: ZURI_ALONE },
        ).scenes[3]?.text ?? '';
      expect(four, seed).toMatch(/^O avô disse que não fazia mal/u);
    }
  });
});

describe('the comfort that goes on with the doing the trouble stopped', () => {
  // `o pai foi a correr buscar e ainda nadou` after the lifeguard kept him out for a forgotten cap: readers heard it in
  // scene 2, the swim before the trouble that kept him from it.
  it('is told in scene 4, after the trouble, not in scene 2', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const scenes = storyOfDay(
        'pt',
        'fomos à natação e esqueci-me da touca dele em casa 🤦‍♀️ o nadador salvador nao o deixou entrar na agua e ficou a chorar na bancada. o pai foi a correr buscar e ainda nadou uns 20 min c as braçadeiras. ao jantar comeu douradinhos',
        { seed, pronoun: 'he', activities: ['activity-swimming'], facts: ZURI_ALONE },
      ).scenes.map((scene) => scene.text);
      expect(scenes[3], `${seed}:\n${scenes.join('\n')}`).toMatch(/O pai foi a correr buscar/u);
    }
  });
});

describe('a sorry said on the way home', () => {
  // `on en a jasé en revenant en char, il a dit qu'il était désolé`: the talk in the car is the comfort, not the way
  // home's bare evening line.
  it('is the comfort of scene 4 (fr)', () => {
    for (const seed of ['a', 'b', 'c']) {
      const four =
        storyOfDay(
          'fr',
          "journée tough à la garderie, l'éducatrice m'a dit qu'il s'est chicané avec Théo pour un camion pis il l'a mordu 😬 on en a jasé en revenant en char, il a dit qu'il était désolé. au souper il a mangé toute sa soupe aux pois",
          { seed, pronoun: 'he', activities: ['activity-daycare'], facts: ZURI_ALONE },
        ).scenes[3]?.text ?? '';
      expect(four, seed).toMatch(/désolé/u);
    }
  });
});

describe('the parent’s own comfort of a quarrel', () => {
  // Readers heard the sand timer in scene 4 and the turns it gave in the afternoon's shop, after a made-up comforter.
  it('is told whole in scene 4, before the made-up sorry', () => {
    for (const seed of ['q1', 'q2', 'q3', 'q4']) {
      const four =
        storyOfDay(
          'de',
          'im kindergarten hat er mit seim spezl korbinian ums rote laufradl gstrittn, beide ham gheult. die erzieherin hat dann a sanduhr hergholt und jeder hat abwechselnd fahrn dürfen. nachmittag mit mir zum bäcker',
          { seed, pronoun: 'he', activities: ['activity-daycare', 'activity-shopping'] },
        ).scenes[3]?.text ?? '';
      expect(four, seed).toMatch(/Sanduhr[^.]*\. [^.]*abwechselnd/u);
      if (four.includes('Entschuldigung'))
        expect(four.indexOf('abwechselnd'), seed).toBeLessThan(four.indexOf('Entschuldigung'));
    }
  });

  it('takes no later doing of the next sentence for the comfort', () => {
    for (const seed of ['q1', 'q2', 'q3', 'q4']) {
      const four =
        storyOfDay(
          'en',
          'bonfire night at the rugby club. loved the sparklers but the big bangs were too loud and she got upset so she wore daddys ear defenders for the rest. hot dog and a toffee apple on the way out, sticky face',
          { seed },
        ).scenes[3]?.text ?? '';
      expect(four, seed).not.toMatch(/hot dog/u);
    }
  });
});
