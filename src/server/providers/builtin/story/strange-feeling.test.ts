// A day whose only trouble is that something felt strange or new (`he thought it was weird with all the boxes`, `dat
// vond ie wel raar`, `不习惯`), or the child asking where a familiar thing went, tells that feeling in scene 3 and a
// cuddle in scene 4: no stock uh-oh (a cup spilt among the moving boxes) takes its place. Nor does one on a moving day
// of our own that says no feeling at all: its uh-oh is how new it all felt.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { readText } from '../lexicon/read.ts';
import { storyOfDay, ZURI_ALONE } from './day-story.ts';

const SEEDS = ['a', 'b', 'c', 'd', 'e'];

const FELT: { language: Language; day: string; told?: RegExp }[] = [
  {
    language: 'en',
    day: 'last night in the old house before we move tomorrow. she thought it was weird with all the boxes, asked where her bed went. daddy made a den out of boxes',
    told: /weird with all the boxes/u,
  },
  {
    language: 'en',
    day: 'first day at the new childminders, she said it was strange there cos no toys she knew. had a cuddle w jane and did some painting',
  },
  {
    language: 'nl',
    day: 'laatste nacht in ons oude huis. alles in dozen, dat vond ze wel raar. papa heeft een hut van dozen gemaakt',
    told: /raar/u,
  },
  {
    language: 'de',
    day: 'heute alles in kisten gepackt, morgen ist umzug. sie fand das ganz komisch. mit papa in der leeren küche picknick gemacht',
  },
  {
    language: 'fr',
    day: 'dernier soir dans l’appart, tout est dans des cartons. elle trouvait ça bizarre. on a mangé des pâtes assis par terre',
  },
  {
    language: 'es',
    day: 'primera noche en el piso nuevo, todo le parecía raro. preguntó dónde estaba su cama de siempre. cenamos pizza en el suelo',
  },
  {
    language: 'pt',
    day: 'primeira noite na casa nova, ela estranhou tudo. jantámos pizza no chão da sala com o pai',
  },
  {
    language: 'zh',
    day: '明天就搬家了 家里全是箱子 她觉得怪怪的 一直问她的小床去哪了 爸爸用箱子给她搭了个小房子',
    told: /怪怪的/u,
  },
];

describe('a strange, new feeling', () => {
  it.each(FELT)('is the trouble of scenes 3 and 4 ($language: $day)', ({ language, day, told }) => {
    for (const seed of SEEDS) {
      const story = storyOfDay(language, day, { seed, facts: ZURI_ALONE });
      const scenes = story.scenes.map((scene) => scene.text);
      expect(story.scenes[2]?.plan?.problem, `${seed}: ${scenes.join('\n')}`).toBe('strange');
      if (told) expect(scenes[2], `${seed}: ${scenes.join('\n')}`).toMatch(told);
    }
  });

  it('is no trouble where something harder happened (a fall on the moving day)', () => {
    const day =
      'moving day. he thought it was all a bit weird. then he fell down the stairs of the new house and bumped his head';
    for (const seed of SEEDS) {
      const story = storyOfDay('en', day, { seed, facts: ZURI_ALONE, pronoun: 'he' });
      expect(story.scenes[2]?.plan?.problem, seed).toBe('fell');
    }
  });
});

const MOVES: { language: Language; day: string }[] = [
  {
    language: 'en',
    day: 'moving day! all our stuff went in the big van, he helped carry his little box. pizza on the floor for tea',
  },
  { language: 'nl', day: 'verhuisdag! alles ging in de grote bus, hij mocht zijn eigen doosje dragen' },
  { language: 'es', day: 'hoy nos mudamos!! todo en cajas, ayudó a llevar su mochila al camión' },
];

describe('our own moving day with no feeling told', () => {
  it.each(MOVES)('is told with a strange, new feeling, not a stock uh-oh ($language)', ({ language, day }) => {
    for (const seed of SEEDS) {
      const story = storyOfDay(language, day, { seed, facts: ZURI_ALONE, pronoun: 'he' });
      expect(story.scenes[2]?.plan?.problem, `${seed}: ${story.scenes[2]?.text}`).toBe('strange');
    }
  });

  it('is still a goodbye when a friend moves away', () => {
    const day = 'her best friend maya moved away today, we waved at the big van';
    for (const seed of SEEDS) {
      const story = storyOfDay('en', day, { seed, facts: ZURI_ALONE });
      expect(story.scenes[2]?.plan?.problem, seed).toBe('goodbye');
    }
  });
});

describe('boxes', () => {
  // Now that a move brings its own uh-oh, the cardboard boxes of a den or a game are no move.
  it.each([
    ['en', 'built a fort out of boxes with daddy', 'boxes everywhere, last night in the old house'],
    ['nl', 'een hut van dozen gebouwd met papa', 'alles zit in dozen'],
    ['fr', 'il a joué avec des cartons toute la matinée', 'tout est dans des cartons'],
    ['es', 'jugó con cajas de cartón toda la mañana', 'todo en cajas para la mudanza'],
    ['pt', 'brincou com caixas de cartão a manhã toda', 'está tudo em caixas'],
  ] as const)('of a game are no move, and those of a move are (%s)', (language, game, move) => {
    expect(readText([game], language).events).not.toContain('moving');
    expect(readText([move], language).events).toContain('moving');
  });
});
