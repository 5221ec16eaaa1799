// Days as parents of each language type them, told as they happened: jealousy of a new baby is the day's trouble, a
// feeling typed without its verb is still told, a biscuit eaten is no morning of baking, the grown-up the parent names
// after the trouble comforts, hiding in a fright comes before the comfort, a named baby is wished goodnight, a treat
// after a fall comes after it, and a few misreadings (`beer erbij`, `pr mamie`, candles blown out with a spray).
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { namesIn, readText } from '../lexicon/read.ts';
import { storyOfDay } from './day-story.ts';
import { PACKS } from './packs.ts';
import { RETELLERS } from './retell.ts';

const kid = (pronoun: 'she' | 'he') => ({
  children: [{ name: 'Zuri', pronoun, age: 'toddler', seed: 'c1' }],
  people: [],
  pets: [],
});
const scenes = (
  language: Language,
  text: string,
  seed: string,
  activities: string[] = [],
  pronoun: 'she' | 'he' = 'she',
) => storyOfDay(language, text, { seed, pronoun, activities, facts: kid(pronoun) } as never).scenes;
const SEEDS = ['a', 'b', 'monday', 'friday'];
const retell = (language: Language, clause: string, pronoun: 'she' | 'he' = 'she') =>
  RETELLERS[language].retell(clause, {
    hero: (PACKS[language] as never as { hero: (one: object) => unknown }).hero({
      name: 'Zuri',
      description: pronoun === 'he' ? 'a little boy' : 'a little girl',
      pronoun,
    }),
    grownUps: [],
    names: [],
    childPronoun: pronoun,
  } as never);

describe('jealous of the new baby', () => {
  it.each([
    ['nl', 'beetje jaloers toen de baby gevoed werd'],
    ['de', 'bisschen eifersüchtig beim stillen'],
    ['es', 'x la tarde un poco celosilla'],
    ['pt', 'ficou com ciúmes da mana'],
  ] as const)('%s reads %s as the day’s trouble', (language, text) => {
    expect(readText([text], language).mishaps).toContain('tantrum');
  });

  it('tells a feeling typed without its verb, and not a doing that has one', () => {
    expect(retell('de', 'bisschen eifersüchtig beim stillen', 'he')).toBe(
      'Zuri war ein bisschen eifersüchtig beim Stillen.',
    );
    expect(retell('nl', 'beetje jaloers')).toBe('Zuri was een beetje jaloers.');
    expect(retell('nl', 'heel trots aan oma laten zien')).toBe('Zuri liet het heel trots aan oma zien.');
  });

  it('makes the German new sister’s day about the jealousy, not a missing puzzle piece', () => {
    const day =
      'erster tag mit der kleinen schwester zuhause. er wollte sie dauernd streicheln und hat ihr seinen teddy gebracht. bisschen eifersüchtig beim stillen aber dann mit opa puzzle gemacht';
    for (const seed of SEEDS) {
      const told = scenes('de', day, seed, ['activity-puzzle'], 'he');
      expect(told[2]?.plan?.problem, seed).toBe('tantrum');
      expect(told.map((scene) => scene.text).join(' '), seed).toMatch(/eifersüchtig/u);
    }
  });
});

describe('a biscuit eaten is no baking', () => {
  it('tells a biscuit at the zoo without a made-up morning of baking', () => {
    const day =
      'naar artis geweest met papa, olifanten en pinguins gezien. bij de apen gestruikeld, knie geschaafd, pleister en een koekje';
    for (const seed of SEEDS) {
      const ids = scenes('nl', day, seed, ['activity-zoo'], 'he').map((scene) => scene.plan?.activityId);
      expect(ids, seed).not.toContain('activity-baking');
    }
  });

  it('still reads biscuits baked as baking', () => {
    const day = 'koekjes gebakken met oma en daarna naar de speeltuin';
    const ids = scenes('nl', day, 'a').map((scene) => scene.plan?.activityId);
    expect(ids).toContain('activity-baking');
  });
});

describe('who comforts, and the course of a fright', () => {
  it('is whom the parent names after the trouble, and hiding comes before the comfort', () => {
    const day = '今天阿姨用吸尘器 娃吓的直哭 躲爸爸后面不出来 后来爸爸抱着他一起按开关 就没那么怕了';
    for (const seed of SEEDS) {
      const told = scenes('zh', day, seed, [], 'he');
      expect(told[2]?.text, seed).toMatch(/躲在?爸爸后面/u);
      expect(told[3]?.text, seed).not.toMatch(/躲在?爸爸后面/u);
      expect(told[3]?.text.slice(0, 12), seed).not.toMatch(/阿姨/u);
      expect(told[3]?.text, seed).toMatch(/爸爸/u);
      // (And the picture of the comfort shows him.)
      expect(told[3]?.plan?.people[0], seed).toBe('dad');
    }
  });
});

describe('a named baby, a treat after a fall, and a few misreadings', () => {
  it('wishes baby Noah goodnight', () => {
    const day = 'first proper day with baby noah home. zuri held him on the settee and kissed his head';
    for (const seed of SEEDS) expect(scenes('en', day, seed, [], 'he')[6]?.text, seed).toMatch(/Goodnight[^.]*Noah/u);
  });

  it('has the ice cream after the fall, not at the playground before it', () => {
    const day =
      'aufm spielplatz von der rutsche gefallen, beule am kopf :( papa hat gepustet und nen kühlakku drauf, danach gabs eis und alles war wieder gut';
    for (const seed of SEEDS) {
      const told = scenes('de', day, seed, ['activity-playground'], 'he');
      expect(told[2]?.plan?.problem, seed).toBe('fell');
      expect(told[1]?.text, seed).not.toMatch(/Eis/u);
    }
  });

  it('wishes no teddy called Erbij goodnight (`beer erbij`)', () => {
    const day = 'vanavond wou ze niet slapen, bang in het donker. nachtlampje aan en beer erbij en toen ging het';
    for (const seed of SEEDS) expect(scenes('nl', day, seed)[6]?.text, seed).not.toMatch(/Erbij/u);
  });

  it('paints with her friend, not with Mamie the rainbow was for (`pr mamie`)', () => {
    const day =
      'matinée crêpes avec papa elle a mis de la farine partout 😅 cet aprem Lou est venue a la maison et elles ont peint un gros arc en ciel pr mamie';
    for (const seed of SEEDS) {
      const told = scenes('fr', day, seed, ['activity-baking', 'activity-painting']).map((scene) => scene.text);
      expect(told.join(' '), seed).not.toMatch(/Zuri et Mamie/u);
    }
  });

  it('tells candles blown out with a spray as a laugh, not as being sick', () => {
    expect(retell('de', 'beim kerzen auspusten hat sie voll gespuckt lol')).toBe(
      'Beim Kerzenauspusten pustete Zuri so kräftig, dass es spritzte, und alle lachten.',
    );
  });
});

describe('a birthday party where the parent says it was, and a good day that ended worn out', () => {
  const party =
    'zuris 3rd birthday!! party at soft play w his nursery pals, choc cake w 3 candles n he blew them all out first go. nanny pat got him a scooter, wont get off it';

  it('keeps the party at the soft play, with no morning at daycare or the playground', () => {
    for (const seed of SEEDS) {
      const ids = scenes('en', party, seed, ['activity-birthday-party'], 'he').map((scene) => scene.plan?.activityId);
      expect(ids, seed).not.toContain('activity-daycare');
      expect(ids, seed).not.toContain('activity-playground');
    }
  });

  it('tells the parent’s cake and its candles, and no second cake after supper', () => {
    for (const seed of SEEDS) {
      const told = scenes('en', party, seed, ['activity-birthday-party'], 'he').map((scene) => scene.text);
      expect(told.join(' '), seed).toMatch(/choc cake with three candles/u);
      expect(told.join(' '), seed).toMatch(/blew them all out first go/u);
      expect(told[5], seed).not.toMatch(/birthday cake/u);
    }
  });

  it('tells `came home shattered` as how the day ended, not as a trouble the teacher comforts', () => {
    const day =
      'nursery today, played w maisie all morning in the sandpit. miss kelly said she ate all her fish fingers at dinner. came home shattered';
    for (const seed of SEEDS) {
      const told = scenes('en', day, seed, ['activity-daycare', 'activity-sandbox']);
      expect(told[2]?.plan?.problem, seed).not.toBe('tired');
      expect(told.map((scene) => scene.text).join(' '), seed).toMatch(/came home all worn out/u);
    }
  });
});

describe('a French day typed in one breath', () => {
  const day =
    'matinée crêpes avec papa elle a mis de la farine partout 😅 cet aprem Lou est venue a la maison et elles ont peint un gros arc en ciel pr mamie';

  it('bakes crêpes in the morning, with its flour everywhere as the uh-oh, then paints with Lou', () => {
    for (const seed of SEEDS) {
      const told = scenes('fr', day, seed, ['activity-baking', 'activity-painting']);
      expect(told[1]?.plan?.activityId, seed).toBe('activity-baking');
      expect(told[2]?.text, seed).toMatch(/farine partout/u);
      // (The friend who came in the afternoon is no part of the morning's comfort.)
      expect(told[3]?.text, seed).not.toMatch(/Lou/u);
      expect(told[4]?.text, seed).toMatch(
        /Lou vient à la maison cet après-midi\. Zuri et Lou ont peint un gros arc en ciel pour Mamie\./u,
      );
      expect(told[5]?.text, seed).not.toMatch(/un gros arc\./u);
    }
  });

  it('splits a run-on at a new subject, but not after a time or an infinitive', () => {
    expect(RETELLERS.fr.clauses('après ça allait mieux on a fait un puzzle avec Mistigri')).toEqual([
      'après ça allait mieux',
      'on a fait un puzzle avec Mistigri',
    ]);
    expect(RETELLERS.fr.clauses('mais ce soir elle a fait un cauchemar')).toHaveLength(1);
  });
});

describe('Dutch typed short, and names that are no friends', () => {
  it('tells `overdag` as a time, `d r` as hers, the sister as his own and the name she was given', () => {
    expect(retell('nl', 'overdag lekker naar de speeltuin geweest met mama')).toBe(
      'Overdag ging Zuri lekker naar de speeltuin met mama.',
    );
    const day =
      'zuri heeft vandaag zn kleine zusje voor t eerst gezien in het ziekenhuis!! ze heet lotte. hij mocht haar heel voorzichtig vasthouden en gaf haar een kusje op d r hoofdje';
    for (const seed of SEEDS) {
      const told = scenes('nl', day, seed, [], 'he')
        .map((scene) => scene.text)
        .join(' ');
      expect(told, seed).toMatch(/Ze heette Lotte\./u);
      expect(told, seed).toMatch(/mocht zijn zusje heel voorzichtig vasthouden/u);
      expect(told, seed).toMatch(/gaf zijn zusje een kusje op het hoofdje/u);
      expect(told, seed).not.toMatch(/ d r |gaf zusje/u);
    }
  });

  it('takes no grown-up called by a title, nor the game of secret presents, for a friend', () => {
    expect(namesIn(['cortou o cabelo no barbeiro do seu Jorge aqui da rua'], 'pt')).toEqual([]);
    expect(namesIn(['no final teve amigo Secreto'], 'pt')).toEqual([]);
    expect(namesIn(['no final teve amigo secreto'], 'pt')).toEqual([]);
    expect(namesIn(['galletas para el amigo Invisible de la guarde'], 'es')).toEqual([]);
  });
});

describe('Spanish as typed', () => {
  it('says a stem ending in a vowel with its y, tells what there was instead, and plays cars with toy cars', () => {
    expect(retell('es', 'la seño marta les ha leido un cuento de dinosaurios', 'he')).toBe(
      'La seño marta les leyó un cuento de dinosaurios.',
    );
    expect(retell('es', 'se ha caido del tobogan')).toBe('Zuri se cayó del tobogán.');
    expect(retell('es', 'luego cochinillo no, macarrones jaja', 'he')).toBe('Luego Zuri comió macarrones.');
    expect(readText(['ha jugado con hugo a los coches toda la mañana'], 'es').things).toEqual(['toyCar']);
  });
});

describe('the comfort said once', () => {
  it('lets the parent’s own cuddle from Auntie Jo take the made-up cuddle’s place', () => {
    const day =
      'park w auntie jo this aft, fell off the little slide n bumped her knee. auntie jo gave her a big cuddle and a peppa plaster. fed the ducks after, all smiles';
    for (const seed of SEEDS) {
      const four = scenes('en', day, seed, ['activity-park'])[3]?.text ?? '';
      expect(four.match(/cuddle/gu)?.length ?? 0, seed).toBe(1);
      expect(four, seed).toMatch(/Auntie Jo gave her a big cuddle and a Peppa Pig plaster/u);
    }
  });
});

describe('last night’s bad dream beside the day’s own trouble', () => {
  it('is told on waking, in one grammatical sentence, and the monster is left to the night', () => {
    expect(retell('de', 'letzte nacht auch schlecht geträumt von nem monster')).toBe(
      'Zuri träumte in der Nacht schlecht.',
    );
    const day =
      'hatte heut voll angst vorm staubsauger, hat sich hinterm sofa versteckt und geweint. mama hat ihn dann mit ihr zusammen ausgemacht und sie durfte den knopf drücken. letzte nacht auch schlecht geträumt von nem monster';
    for (const seed of SEEDS) {
      const told = scenes('de', day, seed);
      expect(told[0]?.text, seed).toMatch(/träumte in der Nacht schlecht/u);
      expect(
        told
          .slice(1)
          .map((scene) => scene.text)
          .join(' '),
        seed,
      ).not.toMatch(/geträumt|Monster/u);
    }
  });
});

describe('the parent’s 我 when the child only called Mummy', () => {
  // `还喊妈妈坏` names Mummy only as the child called her: the one who writes is still Mummy, and `抱着我` is her, not
  // both parents.
  it('is Mummy', () => {
    for (const seed of SEEDS) {
      const text = scenes('zh', '非要自己倒牛奶 洒了一地 还喊妈妈坏。后来他抱着我说对不起。', seed, [], 'he')
        .map((scene) => scene.text)
        .join('');
      expect(text, seed).toMatch(/抱着妈妈/u);
      expect(text, seed).not.toMatch(/爸爸妈妈/u);
    }
  });
});
