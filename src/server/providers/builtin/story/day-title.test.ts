// A title that says whose day it was: readers found every title a stock one (`What Zuri Did Today`, `A Day with
// Zuri`), even on the day a friend moved away or the old cat died.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay, ZURI_ALONE } from './day-story.ts';

const SEEDS = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('the title of a goodbye', () => {
  const DAYS: { language: Language; day: string; title: RegExp }[] = [
    {
      language: 'en',
      day: 'said bye to his best friend Jack at nursery, they are moving to Perth',
      title: /^Goodbye, Jack$/u,
    },
    {
      language: 'nl',
      day: 'afscheid van haar vriendinnetje Lotte, ze gaat verhuizen naar Groningen',
      title: /^Dag, Lotte$/u,
    },
    { language: 'de', day: 'abschied von ihrer freundin Emma, sie zieht nach Hamburg', title: /^Tschüss, Emma$/u },
    { language: 'es', day: 'se despidió de su amiga Vale, se muda a Valencia', title: /^Adiós, Vale$/u },
    { language: 'pt', day: 'despediu-se da amiga Inês, vai mudar para o Porto', title: /^Adeus, Inês$/u },
    { language: 'fr', day: 'au revoir à son copain Léo qui déménage à Lyon', title: /^Au revoir, Léo$/u },
  ];
  it.each(DAYS)('names whom the child said goodbye to ($language)', ({ language, day, title }) => {
    for (const seed of SEEDS) {
      const story = storyOfDay(language, day, { seed, pronoun: 'he', facts: ZURI_ALONE });
      expect(story.title, `${seed}: ${story.scenes.map((scene) => scene.text).join('\n')}`).toMatch(title);
    }
  });
});

describe('the title of a day with a friend or a sibling', () => {
  it('names them on some nights, by the name the parent gave, and only when the story tells them', () => {
    const titles = SEEDS.map(
      (seed) =>
        storyOfDay('en', 'big row with her brother oscar over the red scooter at the park, both in tears', {
          seed,
          facts: ZURI_ALONE,
        }).title,
    );
    expect(titles).toContain('Zuri and Oscar');
    expect(titles.filter((title) => title === 'Zuri and Oscar').length).toBeLessThan(SEEDS.length);
  });
});

describe('the title of a festival', () => {
  // The festival as the story says it, written the way parents of each language write the day.
  const DAYS: { language: Language; day: string; title: RegExp }[] = [
    { language: 'en', day: 'easter egg hunt at nanas, found 12 eggs', title: /^Zuri’s Easter$/u },
    { language: 'en', day: '4th of july bbq at uncle joes, sparklers after dark', title: /^Zuri’s Fourth of July$/u },
    { language: 'nl', day: 'vandaag was het sinterklaas, ze kreeg een pop', title: /^Sinterklaas met Zuri$/u },
    {
      language: 'de',
      day: 'heute war sankt martin, wir sind mit der laterne gelaufen',
      title: /^Zuri feiert Sankt Martin$/u,
    },
    { language: 'fr', day: "c'était la chandeleur, on a fait des crêpes", title: /^La Chandeleur avec Zuri$/u },
    { language: 'es', day: 'hoy fue el día de reyes, le trajeron una bici', title: /^El Día de Reyes con Zuri$/u },
    {
      language: 'pt',
      day: 'hoje foi dia de reis, comemos bolo-rei em casa da avó',
      title: /^Dia de Reis com a Zuri$/u,
    },
    { language: 'zh', day: '今天过春节，去奶奶家吃饺子', title: /^Zuri过春节$/u },
  ];
  it.each(DAYS)('names the festival the story tells ($language: $day)', ({ language, day, title }) => {
    for (const seed of SEEDS) {
      const story = storyOfDay(language, day, { seed, facts: ZURI_ALONE });
      expect(story.title, `${seed}: ${story.scenes.map((scene) => scene.text).join('\n')}`).toMatch(title);
    }
  });
});

describe('the title of a day whose words tell its main activity', () => {
  it('names the activity every night, not a stock title', () => {
    for (const seed of SEEDS) {
      const story = storyOfDay('en', 'went to the zoo with daddy and saw the lions, then a big ice cream', {
        seed,
        facts: ZURI_ALONE,
      });
      expect(story.title, seed).toBe('Zuri and the Zoo');
    }
  });

  it('keeps the stock titles for a picked activity the words do not tell', () => {
    const titles = new Set(
      SEEDS.map((seed) => storyOfDay('en', undefined, { seed, activities: ['activity-zoo'], facts: ZURI_ALONE }).title),
    );
    expect(titles.size).toBeGreaterThan(1);
  });
});

describe('the title of a day with a grown-up by name, and no activity of its own', () => {
  // Readers found a stock title (`Zuri sagt Gute Nacht`) on the day Oma Gerda came: whom the day was with names it,
  // by the title the story calls them (with the language's article where it takes one).
  const DAYS: { language: Language; day: string; title: RegExp }[] = [
    {
      language: 'en',
      day: 'nana rose came to stay today, lots of cuddles on the sofa',
      title: /^Zuri and Nana Rose$/u,
    },
    {
      language: 'de',
      day: 'oma gerda war heute da, sie hat ihr die haare geflochten und ganz lang mit ihr gekuschelt',
      title: /^Zuri und Oma Gerda$/u,
    },
    { language: 'nl', day: 'oma ria kwam vandaag, de hele middag geknuffeld op de bank', title: /^Zuri en oma Ria$/u },
    {
      language: 'fr',
      day: "mamie odile est venue aujourd'hui, plein de câlins sur le canapé",
      title: /^Zuri et Mamie Odile$/u,
    },
    {
      language: 'es',
      day: 'vino la abuela carmen y se pasaron la tarde de mimos en el sofá',
      title: /^Zuri y la abuela Carmen$/u,
    },
    {
      language: 'pt',
      day: 'a avó lurdes veio cá hoje, passaram a tarde aos miminhos no sofá',
      title: /^A Zuri e a avó Lurdes$/u,
    },
  ];
  it.each(DAYS)('names them every night ($language)', ({ language, day, title }) => {
    for (const seed of SEEDS) {
      const story = storyOfDay(language, day, { seed, facts: ZURI_ALONE });
      expect(story.title, `${seed}: ${story.scenes.map((scene) => scene.text).join('\n')}`).toMatch(title);
    }
  });
  it('keeps a stock title for a day with the parents only', () => {
    const story = storyOfDay('en', 'lots of cuddles with mummy and daddy on the sofa', {
      seed: 'a',
      facts: ZURI_ALONE,
    });
    expect(story.title).not.toMatch(/Mummy|Daddy/u);
  });
});

describe('the title of a day of trouble', () => {
  // Readers found a stock title (`Sleep Tight, Zuri`, `Un día con Zuri`) on the day of the jab, the fright or the
  // fever: the day's own trouble names a day no activity names.
  const DAYS: { language: Language; day: string; title: RegExp }[] = [
    { language: 'en', day: 'had his jabs today, 2 in one arm. screamed lol', title: /^Zuri Has a Jab$/u },
    { language: 'nl', day: 'had koorts vandaag, de hele dag op de bank gelegen', title: /^Zuri is ziek$/u },
    { language: 'de', day: 'hatte heute fieber und lag den ganzen tag auf dem sofa', title: /^Zuri ist krank$/u },
    {
      language: 'fr',
      day: 'il était malade, de la fièvre toute la journée sur le canapé',
      title: /^Zuri est malade$/u,
    },
    {
      language: 'es',
      day: 'hoy tenía fiebre y se quedó todo el día en el sofá',
      title: /^Zuri no se encuentra bien$/u,
    },
    { language: 'pt', day: 'hoje teve febre e passou o dia no sofá', title: /^A Zuri está doente$/u },
    { language: 'zh', day: '今天发烧了，在沙发上躺了一天', title: /^Zuri生病了$/u },
  ];
  it.each(DAYS)('is the trouble the parent told ($language)', ({ language, day, title }) => {
    for (const seed of SEEDS) {
      const story = storyOfDay(language, day, { seed, pronoun: 'he', facts: ZURI_ALONE });
      expect(story.title, `${seed}: ${story.scenes.map((scene) => scene.text).join('\n')}`).toMatch(title);
    }
  });

  it('is a sad day’s news, whatever else the day held', () => {
    for (const seed of SEEDS) {
      const day = 'went to the park this morning and fed the ducks. when we got home we found out our old cat had died';
      expect(storyOfDay('en', day, { seed, facts: ZURI_ALONE }).title).toBe('Zuri Remembers');
    }
  });

  it('gives way to the activity the parent told, and is never a stock uh-oh’s', () => {
    for (const seed of SEEDS) {
      expect(
        storyOfDay('en', 'fell off the swing at the playground and cut her knee', { seed, facts: ZURI_ALONE }).title,
      ).toBe('Zuri and the Playground');
      // No trouble told: the uh-oh is the pack's own, and the title says nothing of it.
      const calm = storyOfDay('en', 'quiet day at home, built a train track with daddy', { seed, facts: ZURI_ALONE });
      expect(calm.title).not.toMatch(/Feelings|Cross|Doctor|Get Well|Remembers/u);
    }
  });
});

describe('the title of a big event of the child’s own day', () => {
  // Readers found `A Day with Zuri` and `What Zuri Did Today` on the moving day and the first day at nursery.
  const DAYS: { language: Language; day: string; title: RegExp }[] = [
    {
      language: 'en',
      day: 'moving day! all our stuff went in the big van, she helped carry her little box',
      title: /^Zuri’s Moving Day$/u,
    },
    {
      language: 'en',
      day: 'first day at nursery today, she didnt want me to go but the teacher said she played in the sand all morning',
      title: /^Zuri’s First Day$/u,
    },
    { language: 'nl', day: 'eerste dag op de opvang, ze speelde in de zandbak', title: /^De eerste dag van Zuri$/u },
    { language: 'de', day: 'heute umgezogen! sie durfte ihre kleine kiste tragen', title: /^Zuri zieht um$/u },
    { language: 'de', day: 'erster tag in der kita heute, hat im sand gespielt', title: /^Zuris erster Tag$/u },
    {
      language: 'fr',
      day: 'jour du déménagement ! tout dans le camion, elle a porté son petit carton',
      title: /^Zuri déménage$/u,
    },
    { language: 'es', day: 'primer día en la guarde, jugó en el arenero', title: /^El primer día de Zuri$/u },
    { language: 'pt', day: 'hoje mudámos de casa! ela levou a caixinha dela', title: /^A Zuri muda de casa$/u },
    { language: 'zh', day: '今天搬家了 她帮忙拿了自己的小箱子', title: /^Zuri搬家了$/u },
    { language: 'zh', day: '第一天上幼儿园 在沙池玩了一上午', title: /^Zuri的第一天$/u },
  ];
  it.each(DAYS)('names the event ($language: $day)', ({ language, day, title }) => {
    for (const seed of SEEDS) {
      const story = storyOfDay(language, day, { seed, facts: ZURI_ALONE });
      expect(story.title, `${seed}: ${story.scenes.map((scene) => scene.text).join('\n')}`).toMatch(title);
    }
  });

  it('is no first day of a first time elsewhere (the cinema, a big bed)', () => {
    for (const seed of SEEDS) {
      const cinema = storyOfDay('en', 'first time at the cinema w auntie sade!! saw the new paw patrol film', {
        seed,
        facts: ZURI_ALONE,
      });
      expect(cinema.title).not.toMatch(/First Day/u);
      const bed = storyOfDay('nl', 'eerste nacht in haar grote bed, ze vond het heel spannend', {
        seed,
        facts: ZURI_ALONE,
      });
      expect(bed.title).not.toMatch(/eerste dag/u);
    }
  });

  it('is not a move still to come, nor a friend’s move', () => {
    for (const seed of SEEDS) {
      const before = storyOfDay('en', 'last night in the old house before we move tomorrow, boxes everywhere', {
        seed,
        facts: ZURI_ALONE,
      });
      expect(before.title).not.toMatch(/Moving/u);
      const friend = storyOfDay('en', 'her best friend maya moved away today, we waved at the big van', {
        seed,
        facts: ZURI_ALONE,
      });
      expect(friend.title).not.toMatch(/Moving/u);
    }
  });
});

describe('the title of a day whose thing got stuck or lost first', () => {
  // `his fave monster truck got stuck down the back of the couch …`: readers found `Little Bear and the Baking`, the
  // doing after it, on a day whose heart was the rescue.
  const DAYS: { language: Language; day: string; pronoun: 'she' | 'he'; title: RegExp }[] = [
    {
      language: 'en',
      day: 'his fave monster truck got stuck down the back of the couch and he spat the dummy big time. dad fished it out w the bbq tongs haha. baked anzac bikkies w me after',
      pronoun: 'he',
      title: /and the Big Rescue$/u,
    },
    {
      language: 'de',
      day: 'sein drachen hing im baum fest und er hat geweint. papa hat ihn mit einem langen ast runtergeholt. danach waren wir noch eis essen',
      pronoun: 'he',
      title: /und die große Rettung$/u,
    },
    {
      language: 'fr',
      day: "son doudou lapin a disparu ce matin, on l'a cherché partout et on l'a retrouvé dans le panier à linge. après on est allés au parc",
      pronoun: 'she',
      title: /cherche partout$/u,
    },
    {
      language: 'zh',
      day: '风筝卡在树上了 他哭了 爸爸用长竹竿弄下来了 后来去吃了冰淇淋',
      pronoun: 'he',
      title: /的大营救$/u,
    },
  ];
  it.each(DAYS)(
    'names the rescue or the search, not the doing after it ($language)',
    ({ language, day, pronoun, title }) => {
      for (const seed of SEEDS) expect(storyOfDay(language, day, { seed, pronoun }).title, seed).toMatch(title);
    },
  );
});

// `Zuri Sends Love` had been the title of the day Daddy came home from his trip: the homecoming is the day's heart.
describe('the title of a day the one the child missed came home', () => {
  const DAYS: [Language, string, string][] = [
    [
      'en',
      'daddy came home from his trip today!! she ran to the door shouting daddy daddy. he brought her a little bear',
      'Zuri and Daddy',
    ],
    [
      'pt',
      'o pai chegou hoje de viagem, esteve uma semana fora em trabalho. quando o viu à porta correu para ele',
      'A Zuri e o pai',
    ],
    [
      'de',
      'papa ist heute endlich von der dienstreise zurückgekommen, sie ist ihm in die arme gesprungen',
      'Zuri und Papa',
    ],
    ['es', 'papá volvió hoy del viaje, corrió a abrazarlo', 'Zuri y papá'],
    ['zh', '爸爸出差一个星期今天回来了 她跑过去抱住爸爸', 'Zuri和爸爸'],
  ];
  it.each(DAYS)('is the child and whom they missed (%s)', (language, day, title) => {
    for (const seed of SEEDS) expect(storyOfDay(language, day, { seed, facts: ZURI_ALONE }).title).toBe(title);
  });
});
