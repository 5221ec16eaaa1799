// The things of the parent's day that no concept knows are told in the parent's own words: an article and a few words,
// never a verb, a pronoun, a name, a body part or a stretch of time.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { DEFAULT_CHARACTERS } from '../../../catalog/catalog-data.ts';
import { itemOf } from '../story/variety-measures.ts';
import { writeBuiltinStory } from '../story/write.ts';
import { detailsIn } from './details.ts';

/** Days as parents of each language write them; what must be found, and what must not. */
const DAYS: Partial<Record<Language, { text: string; found: string[]; never: string[] }>> = {
  en: {
    text: 'first dentist visit!! got a unicorn sticker and a purple toothbrush. super silly at the table doing turkey gobbles, bumped her head',
    found: ['a unicorn sticker', 'a purple toothbrush'],
    never: ['table', 'head', 'doing'],
  },
  nl: {
    text: 'de blokken gespeeld en haar boterhammen opgegeten. de grote herder van de buren blafte, daarna een hartje erop',
    found: ['de grote herder van de buren'],
    never: ['gespeeld', 'opgegeten', 'erop'],
  },
  de: {
    text: 'ihre selbstgebastelte igel-laterne is in ne pfütze gefallen. unter der Decke gekuschelt, dann hat er einen Saugroboter entdeckt',
    found: ['die selbstgebastelte Igel-Laterne', 'ein Saugroboter'],
    never: ['der Decke', 'gefallen', 'einen'],
  },
  fr: {
    text: "il a eu une brosse à dents rose et un autocollant, puis la petite voiture rouge. elle l'a prise, on l'ont vu",
    found: ['une brosse à dents rose', 'la petite voiture rouge'],
    never: ["l'ont", "l'a"],
  },
  es: {
    text: 'le regalaron una calcomanía de dinosaurio, la dejé en la puerta y la soltó. luego la piñata de spiderman',
    found: ['una calcomanía de dinosaurio', 'la piñata de spiderman'],
    never: ['la dejé', 'la soltó', 'la puerta'],
  },
  pt: {
    text: 'ganhou um boneco de neve pequenino. a Leonor ficou a dormir e o tubarão meteu-lhe medo. a fralda de pano',
    found: ['um boneco de neve pequenino', 'a fralda de pano'],
    never: ['Leonor', 'a dormir', 'meteu-lhe'],
  },
};

const LANGUAGES = Object.keys(DAYS) as Language[];

/** The story the built-in storyteller writes of a day, as one text. */
function storyOf(language: Language, customDescription: string): string {
  const bear = DEFAULT_CHARACTERS.find((item) => item.id === 'character-bear');
  if (!bear) throw new Error('no bear');
  return writeBuiltinStory({
    language,
    character: itemOf(bear, language),
    activities: [],
    customDescription,
    customActivities: [],
    childPlaceholder: 'Zuri',
    childPronoun: 'she',
    seed: 'details',
  })
    .scenes.map((scene) => scene.text)
    .join('\n');
}

describe('the things of the day in the parent’s words', () => {
  it.each(LANGUAGES)('finds the things and nothing that is no thing (%s)', (language) => {
    const day = DAYS[language];
    if (!day) throw new Error(language);
    const details = detailsIn(day.text.split(/[.!?]+/u), language, 4);
    for (const thing of day.found) expect(details).toContain(thing);
    for (const word of day.never) expect(details.join(' | ')).not.toContain(word);
  });

  it.each(LANGUAGES)('tells them in the story, in a list after a colon or retold (%s)', (language) => {
    const day = DAYS[language];
    if (!day) throw new Error(language);
    // (Retold in a sentence of its own, `Ihre selbstgebastelte Igel-Laterne fiel in eine Pfütze`, it is not listed
    // again: its words after the article are in the story.)
    const words = (day.found[0] ?? '').toLocaleLowerCase(language);
    const told = language === 'zh' ? words : words.split(' ').slice(1).join(' ');
    expect(storyOf(language, day.text).toLocaleLowerCase(language)).toContain(told);
  });

  it('lists only what no other sentence of the story retold', () => {
    const story = storyOf('en', 'left bunny on the bus, rang the depot. ended up cuddling her old teddy instead');
    expect(story).toMatch(/old teddy instead/u);
    expect(story).not.toMatch(/: [^.]*old teddy/u);
  });

  it('takes nothing on a day of sad news, and never the child or a name the parent gave', () => {
    const tell = (text: string) => storyOf('en', text);
    // A sad day lists none of the day's things (it may retell what the child did, after the news).
    const sad = tell('our old cat Biscuit died this morning. she found a shiny red button in a wicker basket');
    expect(sad).not.toMatch(/: [^.]*(wicker basket|shiny red button)/u);
    const happy = tell('Zuri found a shiny red button and showed the Zuri badge to our neighbour Mrs Oak');
    expect(happy).toContain('a shiny red button');
    expect(happy).not.toMatch(/: [^.]*Zuri/u);
    // The part of a sentence that tells the trouble gives nothing; what came after it does.
    const quarrel = tell(
      'fought over the red dump truck all morning with lots of screaming then they built a lego garage',
    );
    expect(quarrel).toMatch(/a lego garage/iu);
    expect(quarrel).not.toMatch(/: [^.]*the red dump truck/u);
  });
});

describe('words of when', () => {
  it('are no things of the day in Dutch (`meteen`, `direct`)', () => {
    expect(detailsIn(['wou het meteen aan oma laten zien', 'ze wilde direct naar huis'], 'nl', 4)).toEqual([]);
  });
});

describe('a bargain', () => {
  it('is no thing of the day in Dutch (`dat vond ze wel een goede deal`)', () => {
    expect(detailsIn(['dat vond ze wel een goede deal'], 'nl', 4)).toEqual([]);
  });
});

describe('the pronoun of a thing said before', () => {
  // Readers heard `Zuri repense à sa journée : le réclame` of `mais elle le réclame` (she keeps asking for it).
  it.each([
    ['fr', 'mais elle le réclame tout le temps'],
    ['fr', 'il la cherche partout'],
    ['es', 'no lo encuentra por ningún lado'],
    ['pt', 'ela a abraçou com força'],
  ] as const)('is no thing of the day (%s: %s)', (language, sentence) => {
    expect(detailsIn([sentence], language, 4)).toEqual([]);
  });
});

describe('a German thing before the verb that ends its clause', () => {
  // `Und nicht zu vergessen: eine Zwiebelscheibe Draufgelegt.`, `die schuhe Unbedingt`, `der Schwanz` were told.
  it('ends before a participle with a separable part, and before an adverb', () => {
    expect(detailsIn(['oma hat ne zwiebelscheibe draufgelegt u dann gabs n wassereis'], 'de', 4)).toEqual([
      'eine Zwiebelscheibe',
    ]);
    expect(detailsIn(['weil sie die schuhe unbedingt allein anziehen wollt'], 'de', 4)).toEqual([]);
  });
  it('tells no tail on its own', () => {
    expect(detailsIn(['n großes kind is auf seinen schwanz getreten'], 'de', 4)).toEqual([]);
  });
});

describe('a chat laugh after the day’s words', () => {
  // `bis halb 9 lol` became `Er dachte noch einmal an heute: Neun Lol.`
  it.each([
    ['de', 'danach mit den cousins unterm tisch verstecken gspielt bis halb 9 lol'],
    ['es', 'jugó con los primos hasta las 9 jajaja'],
    ['pt', 'brincou com os primos até às 9 kkkk'],
    ['fr', 'il a joué avec ses cousins jusqu’à 9 h mdr'],
  ] as const)('is no thing of the day (%s)', (language, sentence) => {
    expect(detailsIn([sentence], language).join(' ')).not.toMatch(/lol|jaja|kkk|mdr/iu);
  });
});

describe('a span of time', () => {
  // `Und nicht zu vergessen: drei Monate.` was read aloud of a baby cousin's age.
  it.each([
    ['de', 'meine schwester anni war mit baby hugo da (3 monate) u sie durfte den kinderwagen schieben'],
    ['en', 'grandma flew home after 6 wks with us'],
    ['fr', 'mamie est restée trois semaines chez nous'],
  ] as const)('is no thing of the day (%s)', (language, text) => {
    expect(detailsIn([text], language).join(' ')).not.toMatch(/monate|wks|semaines/iu);
  });
  it('keeps a counted thing', () => {
    expect(detailsIn(['made a paper crown with three jewels'], 'en')).toContain('three jewels');
  });
});

describe('Dutch words around a thing', () => {
  // `In haar hoofd was het nog vol van een hekje ervoor` and `dacht nog even terug aan drie stukken`.
  it('leave out `ervoor`, and pieces are no thing', () => {
    expect(detailsIn(['papa heeft een hekje ervoor gedaan'], 'nl')).toEqual(['een hekje']);
    expect(detailsIn(['hij heeft 3 stukken vlaai op'], 'nl')).toEqual([]);
  });
});

describe('praise and where a thing was put', () => {
  it('are no things of the day in English (`a superstar`, `the fridge`)', () => {
    const found = detailsIn(
      [
        'miss priya said she was a superstar at tidy up time',
        'made a paper plate ladybird and brought it home all gluey, its on the fridge now',
      ],
      'en',
      4,
    );
    expect(found.join(' ')).not.toMatch(/superstar|fridge/u);
  });
});
