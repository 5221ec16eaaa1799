import { describe, expect, it } from 'vitest';
import { en } from './en.ts';

describe('the English pack', () => {
  it('tells cows, a tractor, a visit and a song with no tail, truck, biscuits or drum the parent did not write', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const say = (lines: readonly ((x: never) => string)[] | undefined) =>
      (lines ?? []).map((line) => line({ h: hero, hero, first: true, list: '' } as never)).join(' ');
    expect(say(en.things?.cow?.lines)).not.toMatch(/swished|tail|waved/u);
    expect(en.things?.tractor?.goodnight).not.toMatch(/truck/u);
    expect(say(en.activities['activity-grandparents']?.do)).not.toMatch(/biscuit/u);
    expect(say(en.activities['activity-music']?.sense)).not.toMatch(/drum/u);
  });

  it('tells a rainy day, a cake and a quiet scene with no den, book, picture, big cake nor warm milk made up', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const say = (lines: readonly ((x: never) => string)[] | undefined) =>
      (lines ?? []).map((line) => line({ h: hero, hero, first: true } as never)).join(' ');
    const rain = en.activities['rainy-day'];
    expect(say(rain?.do)).not.toMatch(/den|book|picture|drew/u);
    expect(say(en.things?.cake?.lines)).not.toMatch(/big cake|slice/u);
    expect(en.things?.cake?.goodnight).toBe('sweet treats');
    expect(en.quiet.sense.map((line) => line({ h: hero } as never)).join(' ')).not.toMatch(/milk/u);
  });

  it('ends the fun on a day with nothing wrong with a small sigh, no protest nor words the parent never wrote', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const said = (en.problems.timeToStop?.uhOh ?? [])
      .flat()
      .map((line) => line({ h: hero, hero, first: true } as never))
      .join(' ');
    expect(said).not.toMatch(/not yet|“|shook|held on tight|wanted to keep going/u);
    expect(said).toMatch(/sigh/u);
  });

  it('tells a den typed bare as one the child built, never a list after a colon', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    for (const line of en.typed) {
      const told = line({ h: hero, hero, first: true, what: 'den in the lounge' } as never);
      expect(told).toMatch(/(built|made) a den in the lounge/u);
      expect(told).not.toMatch(/:/u);
    }
    expect(en.typed[0]?.({ h: hero, hero, what: 'massive blanket fort' } as never)).toBe(
      'Bunny built a massive blanket fort.',
    );
  });

  it('calls someone by the family’s own word for them', () => {
    expect(en.relation?.('nana', 'grandma')?.name).toBe('Nana');
    expect(en.relation?.("granny's", 'grandma')?.name).toBe('Granny');
    expect(en.relation?.('grandad', 'grandpa')).toMatchObject({ name: 'Grandad', he: 'he', goodnight: 'Grandad' });
    expect(en.relation?.('mam', 'mum')?.name).toBe('Mam');
    // The Irish and Scottish grandfather, and the grandparents of other families, keep their own word.
    expect(en.relation?.('granda', 'grandpa')).toMatchObject({ name: 'Granda', he: 'he', goodnight: 'Granda' });
    expect(en.relation?.('grandda', 'grandpa')?.name).toBe('Grandda');
    expect(en.relation?.('memaw', 'grandma')?.name).toBe('Memaw');
    // A word the story says its own way is left to the pack's people (`grandmother` is Grandma).
    expect(en.relation?.('grandmother', 'grandma')).toBeUndefined();
  });

  it('tells puddle boots as wellies, and digging in the sand with no sandpit named at the beach', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const say = (lines: readonly ((x: never) => string)[] | undefined) =>
      (lines ?? []).map((line) => line({ h: hero, hero, first: true } as never));
    const puddles = en.activities['activity-puddle-jumping'];
    expect(say(puddles?.arrive).join(' ')).toContain('Bunny pulled on her wellies');
    expect(puddles?.goodnight).toBe('wellies');
    expect(say(en.activities['activity-sandbox']?.arrive)).toContain('Bunny sat down in the sand and started to dig.');
  });

  it('tells friends at play wherever they met, with no coming over, blanket or tree the parent did not write', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const friends = en.activities['activity-playing-with-friends'];
    const lines = [...(friends?.arrive ?? []), ...(friends?.do ?? [])]
      .map((line) => line({ h: hero, hero, first: true } as never))
      .join(' ');
    expect(lines).not.toMatch(/came over|came to play|blanket|tree/u);
    expect(lines).toContain('Bunny said hello to her friends with a big hug.');
  });

  it('tells a visit to the grandparents with no plants watered nor photos shown that the parent did not write', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const visit = en.activities['activity-grandparents'];
    const lines = (visit?.do ?? []).map((line) => line({ h: hero, hero, first: true } as never)).join(' ');
    expect(lines).not.toMatch(/plants|photos/u);
    // Grandparents come over as often as they are visited: no going to them the parent did not write.
    const arrive = (visit?.arrive ?? []).map((line) => line({ h: hero, hero, first: true } as never)).join(' ');
    expect(arrive).not.toMatch(/went to visit/u);
  });

  it('tells a tractor or a truck with no truck rumbling by that the parent did not write', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const lines = (en.things?.tractor?.lines ?? []).map((line) => line({ h: hero, hero, list: '' } as never));
    expect(lines.join(' ')).not.toMatch(/rumbled by|drove past/u);
  });

  it('tells a cake with no icing the parent did not write', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const lines = (en.things?.cake?.lines ?? []).map((line) => line({ h: hero, hero, list: '' } as never));
    expect(lines.join(' ')).not.toMatch(/sprinkles|icing|candles/u);
  });

  it('tells a grandparent typed alone as time with them, never a bare name after a colon', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const lines = (en.typed ?? []).map((line) => line({ h: hero, hero, what: 'grandad' } as never));
    expect(lines).toContain('And after that: time with Grandad.');
    expect(lines.filter((line) => /: grandad/u.test(line))).toEqual([]);
  });

  it('tells a dentist as the dentist, never as the doctor', () => {
    expect(en.relation?.('dentist', 'doctor')).toMatchObject({ name: 'the dentist', goodnight: 'kind dentist' });
    expect(en.relation?.('doctor', 'doctor')).toBeUndefined();
  });

  it('tells bread as bread, never toast, and a tortoise or turtle as watched, never fed', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const say = (lines: readonly ((x: never) => string)[] | undefined) =>
      (lines ?? []).map((line) => line({ h: hero, hero, list: '' } as never)).join(' ');
    expect(en.things?.bread?.goodnight).not.toMatch(/toast/u);
    expect(say(en.things?.bread?.lines)).not.toMatch(/toast|butter/u);
    expect(say(en.things?.tortoise?.lines)).toMatch(/watched the tortoise/u);
    expect(say(en.things?.tortoise?.lines)).not.toMatch(/gave|fed|leaf/u);
  });

  it('tells a tortoise, an ice lolly, a biscuit and a balloon without a gait, an eater or a colour the parent did not write', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const say = (lines: readonly ((x: never) => string)[] | undefined) =>
      (lines ?? []).map((line) => line({ h: hero, hero, list: '', first: true } as never)).join(' ');
    const things = en.things;
    expect(`${say(things?.tortoise?.lines)} ${things?.tortoise?.goodnight}`).not.toMatch(/turtle|walk|swim/u);
    expect(`${say(things?.icecream?.lines)} ${things?.icecream?.goodnight}`).not.toMatch(/ice cream|lolly|popsicle/u);
    expect(say(things?.cookies?.lines)).not.toMatch(/Bunny|nibbled|ate/u);
    expect(`${say(things?.balloon?.lines)} ${things?.balloon?.goodnight}`).not.toMatch(/red|blue|yellow/u);
  });

  it('tells how a typed part of the day went in words true of a poorly day’s sofa snuggles too, never fun', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const lines = (en.typedFeel ?? []).map((line) => line({ h: hero, hero, list: '' } as never));
    expect(lines.join(' ')).not.toMatch(/\bfun\b|lovely time/u);
    expect(lines.length).toBeGreaterThanOrEqual(6);
  });

  it('tells what helped on a poorly day without medicine or a cool cloth the parent did not write', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const helper = { name: 'Nana', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const lines = (en.problems?.sick?.fix ?? [])
      .flat()
      .map((line) => line({ h: hero, hero, helper, first: true, list: '' } as never));
    expect(lines.join(' ')).not.toMatch(/medicine|cloth|calpol/iu);
  });

  it('tells a haircut true of a barber’s as of a hairdresser’s', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const visit = en.activities?.['hairdresser-visit'];
    const lines = [...(visit?.arrive ?? []), ...(visit?.do ?? []), ...(visit?.sense ?? [])]
      .map((line) => line({ h: hero, hero, first: true } as never))
      .join(' ');
    expect(`${lines} ${visit?.noun.the} ${visit?.goodnight}`).not.toMatch(/hairdresser|barber/u);
    expect(lines).toMatch(/went for a haircut/u);
    // (Nothing of the day made up: a scared child did not sit still, and a barber's may have had no hairdryer.)
    expect(lines).not.toMatch(/hairdryer|clippers|sat very still in the big chair/u);
  });

  it('tells a market with nothing tasted, paid for or smelled that the parent did not write', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const market = en.activities?.['market-visit'];
    const lines = [...(market?.arrive ?? []), ...(market?.do ?? []), ...(market?.sense ?? [])]
      .map((line) => line({ h: hero, hero, first: true } as never))
      .join(' ');
    expect(lines).not.toMatch(/cheese|pay|change|pears|oranges|bread/u);
  });

  it('tells tears as few or many as the parent’s, never crying that would not stop', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const lines = (en.problems?.cried?.uhOh ?? [])
      .flat()
      .map((line) => line({ h: hero, hero, list: '' } as never))
      .join(' ');
    expect(lines).not.toMatch(/cried and cried|couldn’t stop|play any more/u);
    expect(lines).toMatch(/a big tear rolled down her cheek/u);
  });

  it('tells a day of baking true of muffins and cakes too, with no biscuits it did not have', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const baking = en.activities?.['activity-baking'];
    const sense = (baking?.sense ?? []).map((line) => line({ h: hero, hero } as never)).join(' ');
    expect(sense).toMatch(/oven hummed/u);
    expect(`${sense} ${baking?.goodnight}`).not.toMatch(/biscuit/u);
  });
});

describe('the English pack’s own lines', () => {
  const girl = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false };
  const mummy = { name: 'Mummy', he: 'she', him: 'her', his: 'her', plural: false };
  /** Every line of the pack told for one hero and helper (lines that need more of a scene are passed over). */
  function told(value: unknown, out: string[] = []): string[] {
    if (typeof value === 'function') {
      try {
        const line: unknown = value({ h: girl, helper: mummy, what: 'the sprinkler', list: ['the sprinkler'] });
        if (typeof line === 'string') out.push(line);
      } catch {
        // A line of a scene that needs more than a hero and a helper.
      }
    } else if (Array.isArray(value)) for (const item of value) told(item, out);
    else if (value && typeof value === 'object') for (const item of Object.values(value)) told(item, out);
    return out;
  }
  const lines = told(en);

  it('puts no filler line at home, where the day may have been out', () => {
    expect(lines).toContain('In the middle of the day, Bunny had a quiet moment.');
    expect(lines.filter((line) => /quiet moment at home|played at home with/u.test(line))).toEqual([]);
  });

  it('says whom a hug is given to, and sets no radiator, `the whole time` or a nameless `they` in a day it does not know', () => {
    expect(lines.length).toBeGreaterThan(500);
    expect(lines).toContain('Mummy gave her the biggest, longest hug.');
    expect(
      lines.filter((line) => /gave the biggest|radiator|the whole time\.$|\bthey could not come back/u.test(line)),
    ).toEqual([]);
  });
});

describe('the English pack’s own lines', () => {
  it('calls a British-Indian grandmother by the family’s word, also typed without the apostrophe', () => {
    expect(en.relation?.('nani', 'grandma')?.name).toBe('Nani');
    expect(en.relation?.('nanis', 'grandma')?.name).toBe('Nani');
    expect(en.relation?.("dadi's", 'grandma')?.name).toBe('Dadi');
  });

  it('rides a bike without pedals, so a balance bike is told true', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const ride = en.activities?.['activity-bike-ride'];
    const lines = [...(ride?.arrive ?? []), ...(ride?.do ?? []), ...(ride?.sense ?? [])];
    expect(lines.map((line) => line({ h: hero, hero } as never)).join(' ')).not.toMatch(/pedal/u);
  });
});

describe('the English pack’s spill and accident', () => {
  it('never makes a toddler feel bad for a spill or a potty accident', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const lines = (en.problems?.spilled?.uhOh ?? []).flat();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line({ h: hero, hero, list: '' } as never)).not.toMatch(/felt bad|naughty|sorry/u);
  });

  it('tells a strange feeling with no home-move or holding-on made up, and never as “funny”', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const mummy = { name: 'Mummy', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const x = { h: hero, hero, list: '', helper: mummy, people: [] } as never;
    const lines = [...(en.problems?.strange?.uhOh ?? []), ...(en.problems?.strange?.fix ?? [])]
      .flat()
      .map((line) => (line as (x: never) => string)(x))
      .join(' ');
    expect(lines).toMatch(/strange/u);
    expect(lines).not.toMatch(/like home|held on tight|funny/u);
  });
  it('tells strawberries with no picking and a lamb with no mother', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const say = (lines: readonly ((x: never) => string)[] | undefined) =>
      (lines ?? []).map((line) => line({ h: hero, hero, list: '' } as never)).join(' ');
    expect(say(en.things?.strawberries?.lines)).not.toMatch(/picked/u);
    expect(say(en.things?.sheep?.lines)).not.toMatch(/mummy/u);
  });

  it('calls Jewish grandparents by their own word, and tells a typed meal as eaten', () => {
    expect(en.relation?.('bubbe', 'grandma')?.name).toBe('Bubbe');
    expect(en.relation?.('zaide', 'grandpa')?.name).toBe('Zaide');
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    for (const line of en.typedMemory) {
      const told = line({ h: hero, hero, list: 'fish pie for tea' } as never);
      expect(told).toMatch(/had fish pie for tea/u);
      expect(told).not.toMatch(/:/u);
    }
    expect(en.typedMemory[0]?.({ h: hero, hero, list: 'judo' } as never)).toMatch(/: judo\./u);
  });

  it('tells a place left over from the day as been to, and a typed stay away as a trip', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    for (const line of en.typedMemory) {
      const told = line({ h: hero, hero, list: 'the mandir' } as never);
      expect(told).toMatch(/the mandir/u);
      expect(told).not.toMatch(/:/u);
      expect(line({ h: hero, hero, list: 'the fam' } as never)).toMatch(/all the family/u);
    }
    for (const line of en.typed)
      expect(line({ h: hero, hero, what: 'cottage' } as never)).toMatch(/trip to the cottage/u);
  });

  it('tells typed fireworks as a time for the show, never after a colon', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    for (const line of en.typed) {
      const told = line({ h: hero, hero, what: 'fireworks' } as never);
      expect(told).toMatch(/the fireworks/u);
      expect(told).not.toMatch(/:/u);
    }
  });

  it('tells a visit to the grandparents as a toddler’s, without news of the week', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    for (const line of en.activities['activity-grandparents']?.do ?? []) {
      expect(line({ h: hero, hero } as never)).not.toMatch(/week/u);
    }
  });

  it('lets what rolled away stop somewhere the helper can reach it', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    for (const line of en.problems.rollAway?.uhOh[1] ?? []) expect(line({ h: hero } as never)).toMatch(/under/u);
  });

  it('cooks, rolls away and drops no food, bush or tower the parent did not write', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const helper = { name: 'Mummy', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const say = (lines: readonly ((x: never) => string)[] | undefined) =>
      (lines ?? []).map((line) => line({ h: hero, hero, helper, first: true } as never)).join(' ');
    const cooking = en.activities['activity-cooking'];
    expect(say([...(cooking?.arrive ?? []), ...(cooking?.do ?? []), ...(cooking?.sense ?? [])])).not.toMatch(
      /carrot|potato|vegetable|lettuce|salad|pot\b/u,
    );
    const rolled = [...(en.problems.rollAway?.uhOh[0] ?? []), ...(en.problems.rollAway?.uhOh[1] ?? [])];
    expect(say(rolled)).not.toMatch(/apple|bush/u);
    const tower = en.problems.tower;
    const toppled = [
      ...(tower?.uhOh[0] ?? []),
      ...(tower?.uhOh[1] ?? []),
      ...(tower?.fix[0] ?? []),
      ...(tower?.fix[1] ?? []),
    ];
    expect(say(toppled)).not.toMatch(/tower|block|build/u);
    expect(say(en.problems.spill?.uhOh[1])).not.toMatch(/juice|water/u);
  });

  it('titles a day of missing someone by the love sent, not a stock title', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    expect(en.dayTitles?.trouble?.({ h: hero } as never, 'missing')).toBe('Bunny Sends Love');
  });

  it('says a lost pet by name, and a missing piece before any `it`', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const peanut = { name: 'Peanut the hamster', short: 'Peanut', he: 'he', him: 'him', his: 'his', plural: false };
    const lost = en.problems.lost;
    const said = [...(lost?.uhOh[1] ?? []), ...(lost?.fix[1] ?? [])].map((line) =>
      line({ h: hero, helper: hero, about: peanut } as never),
    );
    expect(said.join(' ')).toMatch(/but Peanut wasn’t anywhere.*They hoped Peanut was safe and snug/u);
    expect(en.problems.missingPiece?.uhOh[0]?.[1]?.({ h: hero } as never)).toMatch(/one little piece/u);
  });

  it('calls many uncles all of them, and the grandparent who helps by name', () => {
    expect(en.relation?.('uncles', 'uncle')).toMatchObject({ name: 'the uncles', goodnight: 'uncles' });
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const nani = { name: 'Nani', he: 'she', him: 'her', his: 'her', plural: false };
    const visit = en.activities['activity-grandparents'];
    const said = (visit?.do ?? []).map((line) => line({ h: hero, hero, helper: nani } as never)).join(' ');
    expect(said).toMatch(/Nani/u);
    expect(said).not.toMatch(/Grandma/u);
  });

  it('titles a day of a rescue or a search by it', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    expect(en.dayTitles?.trouble?.({ h: hero } as never, 'stuck')).toBe('Bunny and the Big Rescue');
    expect(en.dayTitles?.trouble?.({ h: hero } as never, 'lost')).toBe('Bunny Looks High and Low');
    expect(en.dayTitles?.trouble?.({ h: hero } as never, 'scared')).toBe('Brave Little Bunny');
    // A hero already little is not made little again.
    const bear = { ...hero, name: 'Little Bear', he: 'he', him: 'him', his: 'his' } as const;
    expect(en.dayTitles?.trouble?.({ h: bear } as never, 'scared')).toBe('Brave Little Bear');
    expect(en.dayTitles?.trouble?.({ h: bear } as never, 'shy')).toBe('Shy Little Bear');
  });
});

describe('the English pack’s cooking and spill', () => {
  it('names no dish the day may not have had, and no puddle for what fell', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const cooking = en.activities?.['activity-cooking'];
    const lines = [...(cooking?.arrive ?? []), ...(cooking?.do ?? [])].map((line) => line({ h: hero, hero } as never));
    expect(`${lines.join(' ')} ${cooking?.goodnight}`).not.toMatch(/soup/u);
    const spill = (en.problems?.spilled?.uhOh ?? []).flat().map((line) => line({ h: hero, hero, list: '' } as never));
    expect(spill.join(' ')).not.toMatch(/puddle/u);
  });

  it('keeps a family’s own word for grandad, and tells a leftover treat as eaten', () => {
    expect(en.relation?.('grumps', 'grandpa')?.name).toBe('Grumps');
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    for (const line of en.typedMemory)
      expect(line({ h: hero, hero, list: 'a sausage roll' } as never)).not.toMatch(/:/u);
    expect(en.typedMemory[0]?.({ h: hero, hero, list: 'judo' } as never)).toMatch(/: judo\./u);
  });
});

describe('the English pack’s breakage', () => {
  it('comforts anything that broke, a popped balloon too, with no looking at it', () => {
    const hero = { name: 'Fox', he: 'he', him: 'him', his: 'his', plural: false } as const;
    const helper = { name: 'Nana', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const fix = (en.problems?.broke?.fix ?? []).flat().map((line) => line({ h: hero, hero, helper } as never));
    expect(fix.join(' ')).not.toMatch(/looked at it/u);
    expect(fix.join(' ')).toMatch(/Nana put an arm around him and gave him a big cuddle\./u);
  });
});

describe('the English pack’s broken things and the child’s own words', () => {
  it('promises no mending of what broke, for a smashed bauble is not glued back', () => {
    const hero = { name: 'Fox', he: 'he', him: 'him', his: 'his', plural: false } as const;
    const helper = { name: 'Daddy', he: 'he', him: 'him', his: 'his', plural: false } as const;
    const fix = (en.problems?.broke?.fix ?? []).flat().map((line) => line({ h: hero, hero, helper } as never));
    expect(fix.join(' ')).not.toMatch(/glue|as good as new|mended again/u);
  });

  it('prints `it’s` the child said at the start of their words with its apostrophe', () => {
    const hero = { name: 'Unicorn', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const said = en.said.map((line) => line({ h: hero, hero, words: 'Its magic' } as never));
    expect(said.join(' ')).toMatch(/“It’s magic/u);
    expect(said.join(' ')).not.toMatch(/Its magic/u);
    const where = en.said.map((line) => line({ h: hero, hero, words: 'Wheres daddy?' } as never));
    expect(where.join(' ')).toMatch(/“Where’s Daddy\?”/u);
  });

  it('tells a rainy day true of a rainy outing too, with no staying inside', () => {
    const hero = { name: 'Elephant', he: 'he', him: 'him', his: 'his', plural: false } as const;
    const rainy = [...(en.activities['rainy-day']?.arrive ?? []), ...(en.activities['rainy-day']?.do ?? [])];
    const said = rainy.map((line) => line({ h: hero, hero } as never)).join(' ');
    expect(said).toMatch(/It was a rainy day/u);
    expect(said).not.toMatch(/stayed inside|stayed in\b/u);
  });

  it('tells the ducks without feeding them, so the parent’s own feeding is not said twice', () => {
    const hero = { name: 'Owl', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const said = (en.things?.ducks?.lines ?? []).map((line) => line({ h: hero, hero } as never)).join(' ');
    expect(said).toMatch(/ducks/u);
    expect(said).not.toMatch(/crumbs|bread|fed|feed/u);
  });

  it('sits the child down with the instruments in words a child hears every day', () => {
    const hero = { name: 'Owl', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const arrive = (en.activities['activity-music']?.arrive ?? []).map((line) => line({ h: hero, hero } as never));
    expect(arrive.join(' ')).not.toMatch(/circle of instruments/u);
  });
});

describe('the English pack’s plans that fell through', () => {
  it('tells the let-down so it stands on its own, with no `it` that points at nothing', () => {
    const hero = { name: 'Penguin', he: 'he', him: 'him', his: 'his', plural: false } as const;
    const uhOh = (en.problems?.letDown?.uhOh ?? []).flat().map((line) => line({ h: hero, hero } as never));
    expect(uhOh.length).toBeGreaterThan(0);
    for (const line of uhOh) expect(line).not.toMatch(/^(?:But )?(?:today, )?it\b/iu);
  });

  it('tells the let-down true of a train that came late and went all the same: no other day, nothing that did not happen', () => {
    const hero = { name: 'Penguin', he: 'he', him: 'him', his: 'his', plural: false } as const;
    const helper = { name: 'Daddy', he: 'he', him: 'him', his: 'his', plural: false } as const;
    const x = { h: hero, hero, helper, first: false } as never;
    const lines = [...(en.problems?.letDown?.uhOh ?? []), ...(en.problems?.letDown?.fix ?? [])]
      .flat()
      .map((line) => line(x));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).not.toMatch(/another day|wasn’t going to happen|could not happen|new plan/u);
  });

  it('titles a day at the shops as a shopping trip', () => {
    const hero = { name: 'Fox', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const a = en.activities?.['activity-shopping']?.noun;
    expect(en.titles[0]?.({ h: hero, hero, a } as never)).toBe('Fox and the Shopping Trip');
  });
  it('tells a mess true of a mess on the floor, and no egg cracked carefully, never a mess made up on the child', () => {
    const hero = { name: 'Bear', he: 'he', him: 'him', his: 'his', plural: false } as const;
    const helper = { name: 'Daddy', he: 'he', him: 'him', his: 'his', plural: false } as const;
    const x = { h: hero, hero, helper, list: '', first: false } as never;
    const messy = en.problems.messy;
    const said = [...messy.uhOh, ...messy.fix].flat().map((line) => line(x));
    expect(said.join(' ')).not.toMatch(/hands|tummy|top to toe|nose, two|clean and fresh|washes off/u);
    const baking = en.activities['activity-baking'];
    expect(baking?.do.map((line) => line(x)).join(' ')).not.toMatch(/cracked an egg|dough with/u);
  });

  it('tells a doctor’s visit without a check-up the parent did not write', () => {
    const hero = { name: 'Panda', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const x = { h: hero, hero, list: '', first: true } as never;
    const visit = en.activities['activity-doctor-visit'];
    const said = [...(visit?.do ?? []), ...(visit?.sense ?? [])].map((line) => line(x)).join(' ');
    expect(said).not.toMatch(/mouth|aaah|heart|stethoscope|checked teddy|sticker|waited with/u);
    const along = { h: hero, hero, c: { name: 'Zuri' }, list: '', first: true } as never;
    expect(visit?.do.map((line) => line(along)).join(' ')).not.toMatch(/waited with/u);
  });
  it('tells a fall as the same fall the parent wrote, never a second one after it', () => {
    const hero = { name: 'Puppy', he: 'he', him: 'him', his: 'his', plural: false } as const;
    const helper = { name: 'Daddy', he: 'he', him: 'him', his: 'his', plural: false } as const;
    const x = { h: hero, hero, helper, list: '', first: false } as never;
    const said = en.problems.fell.uhOh.flat().map((line) => line(x));
    expect(said.join(' ')).not.toMatch(/\bThen\b|tripped/u);
    expect(said).toContain('Whoops, down he went, bump!');
    const comfort = en.problems.fell.fix.flat().map((line) => line(x));
    expect(comfort.join(' ')).not.toMatch(/all right again/u);
  });
});

describe('the English pack’s quarrel', () => {
  it('tells the child cross with the other child, never a second squabble beside the quarrel the parent told', () => {
    const hero = { name: 'Little Bear', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const about = { name: 'Maya', he: 'she', him: 'her', his: 'her', plural: false, kin: 'cousin Maya' } as const;
    const x = { h: hero, hero, about, list: '', first: false } as never;
    const said = en.problems.tantrum.uhOh.flat().map((line) => line(x));
    expect(said).toContain('Little Bear felt really, really cross with her cousin Maya.');
    expect(said.join(' ')).not.toMatch(/squabble|quarrel|\brow\b/u);
  });
});

describe('the English pack’s aquarium', () => {
  it('tells being at the aquarium, never a second going there beside the parent’s trip', () => {
    const hero = { name: 'Lion', he: 'he', him: 'him', his: 'his', plural: false } as const;
    const p = { name: 'Daddy', he: 'he', him: 'him', his: 'his', plural: false } as const;
    const x = { h: hero, hero, p, list: '', first: true } as never;
    const arrive = en.activities?.['aquarium-visit']?.arrive ?? [];
    expect(arrive.length).toBeGreaterThan(0);
    for (const line of arrive) expect(line(x)).not.toMatch(/went to|walked into|took|drove/u);
  });
});

describe('the English pack’s library', () => {
  it('tells being at the library, never a second going there beside the parent’s own', () => {
    const hero = { name: 'Puppy', he: 'he', him: 'him', his: 'his', plural: false } as const;
    const p = { name: 'Daddy', he: 'he', him: 'him', his: 'his', plural: false } as const;
    const x = { h: hero, hero, p, list: '', first: true } as never;
    const arrive = en.activities?.['activity-library-visit']?.arrive ?? [];
    expect(arrive.length).toBeGreaterThan(0);
    for (const line of arrive) {
      expect(line(x)).not.toMatch(/went to/u);
      expect(line(x)).toMatch(/library/u);
    }
  });
});

describe('the English pack’s picnic', () => {
  it('tells the picnic without a second `had a picnic` or food the parent did not write', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const x = { h: hero, hero, list: '', first: true } as never;
    const lines = (en.things.picnic?.lines ?? []).map((line) => line(x));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).toMatch(/picnic/u);
      expect(line).not.toMatch(/had a picnic|sandwich|juice/u);
    }
  });
});

describe('the English pack’s someone poorly at home', () => {
  it('wishes the one who is poorly well by who they are, and titles the baby with a capital', () => {
    const hero = { name: 'Unicorn', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const about = { name: 'the baby', he: 'they', him: 'them', his: 'their', plural: true } as const;
    const x = { h: hero, hero, about, list: '', first: false } as never;
    const said = (en.problems.nursing?.uhOh ?? []).flat().map((line) => line(x));
    expect(said).toContain('She wished the baby would feel better soon.');
    expect(said.join(' ')).not.toMatch(/wished they/u);
    expect(en.dayTitles?.trouble?.(x, 'nursing')).toBe('Unicorn Looks After the Baby');
  });
});

describe('the English pack’s park', () => {
  it('tells the park with no pond the parent did not write', () => {
    const hero = { name: 'Fox', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const x = { h: hero, hero, list: '', first: true } as never;
    const park = en.activities['activity-park'];
    const lines = [...(park?.arrive ?? []), ...(park?.do ?? []), ...(park?.sense ?? [])].map((line) => line(x));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).not.toMatch(/pond|ripples|duck/u);
  });

  it('tells fruit with no bowl it was never in', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const lines = (en.things.fruit?.lines ?? []).map((line) => line({ h: hero, hero, first: true } as never));
    expect(lines.join(' ')).not.toMatch(/bowl|sticky/u);
    expect(lines).toContain('The fruit was sweet and juicy.');
  });

  it('tells a quiet day with no picture drawn that the parent did not write', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const lines = en.quiet.do.map((line) => line({ h: hero, hero, first: true } as never)).join(' ');
    expect(lines).not.toMatch(/drew|picture/u);
  });

  it('tells friends at play with no game the parent did not write', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const friends = en.activities['activity-playing-with-friends'];
    const lines = [...(friends?.arrive ?? []), ...(friends?.do ?? []), ...(friends?.sense ?? [])]
      .map((line) => line({ h: hero, hero, first: true } as never))
      .join(' ');
    expect(lines).not.toMatch(/ball|hide-and-seek|ready or not|danced/iu);
  });
});

describe('the English pack’s pictures', () => {
  it('tells a painting or a drawing day alike: pictures and colours, with no brush, paint pots or title of a painting', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const painting = en.activities['activity-painting'];
    const lines = [...(painting?.arrive ?? []), ...(painting?.do ?? []), ...(painting?.sense ?? [])]
      .map((line) => line({ h: hero, hero, first: true } as never))
      .join(' ');
    expect(lines).not.toMatch(/brush|paint pots|painted|handprint|painting/u);
    expect(lines).toContain('crayons');
    expect(painting?.noun.the).toBe('the picture');
    expect(painting?.goodnight).toBe('colours');
  });

  it('tells a banana with none peeled that the parent did not write', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const said = (en.things?.banana?.lines ?? []).map((line) => line({ h: hero, hero } as never)).join(' ');
    expect(said).not.toMatch(/peeled|ate/u);
  });
});

describe('the English pack’s babysitter', () => {
  it('calls a babysitter or a key worker by the parent’s word, never the teacher', () => {
    expect(en.relation?.('babysitter', 'teacher')).toMatchObject({ name: 'the babysitter', goodnight: 'babysitter' });
    expect(en.relation?.('sitter', 'teacher')?.name).toBe('the babysitter');
    expect(en.relation?.('keyworker', 'teacher')?.name).toBe('the key worker');
    expect(en.relation?.('teacher', 'teacher')).toBeUndefined();
  });
});

describe('the English pack’s titles', () => {
  it('keeps the small words of a title small (`the Walk in Town`)', () => {
    const hero = { name: 'Fox', he: 'he', him: 'him', his: 'his', plural: false } as const;
    const title = en.titles[0]?.({ h: hero, hero, a: { the: 'the walk in town', a: 'a walk in town' } } as never);
    expect(title).toBe('Fox and the Walk in Town');
  });
});

describe('the English pack’s tantrum', () => {
  it('puts no shouted word in the child’s mouth beside the words the parent wrote', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const lines = (en.problems.tantrum?.uhOh ?? [])
      .flat()
      .map((line) => line({ h: hero, hero, first: true } as never))
      .join(' ');
    expect(lines).not.toMatch(/shouted|“No!”/u);
  });
});

describe('the English pack’s companion', () => {
  const child = { name: 'Zuri', he: 'he', him: 'him', his: 'his', plural: false } as const;
  const lion = en.hero({ name: 'Lion', catalogId: 'character-lion', description: '' } as never);
  const say = (lines: readonly ((x: never) => string)[] | undefined, helper: object) =>
    (lines ?? []).map((line) => line({ h: child, c: lion, helper, first: true } as never)).join(' ');

  it('lets no cuddly companion promise another day or fetch the cloth: the child does, a grown-up else', () => {
    const stop = say(en.problems?.timeToStop?.fix[0], lion);
    expect(stop).not.toMatch(/Lion (?:smiled|said)/u);
    expect(stop).toMatch(/Zuri took a big breath/u);
    expect(say(en.problems?.spill?.fix[0], lion)).not.toMatch(/Lion fetched/u);
    const daddy = { name: 'Daddy', he: 'he', him: 'him', his: 'his', plural: false };
    expect(say(en.problems?.timeToStop?.fix[0], daddy)).toMatch(/Daddy smiled and said/u);
  });

  it('tells music time with no drum, basket or xylophone the parent did not write (`daddy sang twinkle twinkle`)', () => {
    const music = en.activities['activity-music'];
    expect(say(music?.arrive, lion)).not.toMatch(/drum|maracas|xylophone|instruments/u);
    expect(music?.goodnight).not.toMatch(/drum/u);
  });

  it('has the child thank no one: no `Thank you` said into the air after a homecoming or time to stop', () => {
    const better = en.feelBetter.map((line) => line({ h: child, c: lion, helper: lion, first: true } as never));
    expect(better.join(' ')).not.toMatch(/“Thank you,” said/u);
  });

  it('takes the child to the doctor with no teddy the parent did not write', () => {
    const doctor = en.activities['activity-doctor-visit'];
    expect(say([...(doctor?.arrive ?? []), ...(doctor?.do ?? [])], lion)).not.toMatch(/teddy/u);
  });

  it('seats no child at the dentist nor builds a moat the parent did not write, and says goodnight to the beach', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const dentist = en.activities['dentist-visit'];
    const arrive = (dentist?.arrive ?? []).map((line) => line({ h: hero, hero, first: true } as never)).join(' ');
    expect(arrive).not.toMatch(/chair/u);
    // (No `who` after the companion named: `with Lion, who had a kind face` is the lion's.)
    expect(arrive).not.toMatch(/, who\b/u);
    const beach = en.activities['activity-beach'];
    const lines = (beach?.do ?? []).map((line) => line({ h: hero, hero, first: true } as never)).join(' ');
    expect(lines).not.toMatch(/moat/u);
    expect(beach?.goodnight).not.toMatch(/sandcastle/u);
  });
});

describe('the English pack’s lines beside the parent’s own', () => {
  const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
  const say = (lines: readonly ((x: never) => string)[] | undefined) =>
    (lines ?? []).map((line) => line({ h: hero, hero, first: true, list: '' } as never)).join(' ');

  it('sets the snow in no garden and goes to the park or the pool no second time', () => {
    expect(say(en.activities['activity-snow']?.arrive)).not.toMatch(/garden/u);
    expect(say(en.activities['activity-park']?.arrive)).not.toMatch(/went to the park|walked to the park/u);
    expect(say(en.activities['activity-swimming']?.arrive)).not.toMatch(/went to the swimming pool/u);
    expect(en.activities['activity-daycare']?.goodnight).not.toMatch(/daycare/u);
  });

  it('tells no second cry beside the parent’s tears, nor a second cuddle, biscuit or bread beside theirs', () => {
    const cried = en.problems?.cried?.uhOh ?? [];
    // The second slot stands beside the parent's own words of the tears.
    expect(say(cried[1])).not.toMatch(/tear|cried|sad/u);
    expect(say(cried[0])).toMatch(/a big tear rolled down her cheek/u);
    expect(say(cried[0])).not.toMatch(/all of a sudden/u);
    const visit = en.activities['activity-grandparents'];
    expect(say([...(visit?.do ?? []), ...(visit?.sense ?? [])])).not.toMatch(/biscuit|hug|snuggle/u);
    expect(say(en.things?.cookies?.lines)).not.toMatch(/too/u);
    expect(say(en.things?.bread?.lines)).not.toMatch(/had some/u);
    expect(en.things?.bread?.noun.the).toBe('the bread');
  });

  it('calls a childminder by the parent’s word, never the teacher', () => {
    expect(en.relation?.('childminder', 'teacher')).toMatchObject({
      name: 'the childminder',
      goodnight: 'childminder',
    });
  });

  it('tells no second grumpy feeling beside the parent’s own words of the temper', () => {
    expect(say(en.problems?.tantrum?.uhOh?.[1])).not.toMatch(/grumpy/u);
  });

  it('tells a sad day’s supper quietly, and a spill or a wee accident with nothing that fell down', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const say = (lines: readonly ((x: never) => string)[] | undefined, sad: boolean) =>
      (lines ?? []).map((line) => line({ h: hero, hero, first: true, sad, t: undefined } as never)).join(' ');
    expect(say(en.evening.dinner, true)).not.toMatch(/every last bite|plate was clean|extra good/u);
    expect(say(en.evening.dinner, false)).toMatch(/every last bite/u);
    const spilled = (en.problems.spilled?.uhOh ?? []).flat();
    expect(say(spilled, false)).not.toMatch(/down it went/u);
    // A kite that got stuck in a tree is never told dancing high in the sky.
    expect(say(en.things?.kite?.lines, false)).not.toMatch(/high in the sky|danced/u);
  });

  it('rides the train with the companion only, and names no animals the parent saw from the window', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const granny = { name: 'Granny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const train = en.activities['activity-train-ride'];
    const said = [...(train?.arrive ?? []), ...(train?.do ?? [])]
      .map((line) => line({ h: hero, p: granny, c: undefined, first: true } as never))
      .join(' ');
    expect(said).not.toMatch(/Granny/u);
    expect(said).not.toMatch(/cows|sheep/u);
  });

  it('opens and tells a scene of the parent’s own words with nothing of home the parent may not have been at', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const said = [...en.homePlay.arrive, ...en.homePlay.sense]
      .map((line) => line({ h: hero, first: true } as never))
      .join(' ');
    expect(said).not.toMatch(/rug|house|toys sat|window/u);
  });

  it('tells trains played with or ridden with no train passing by that the parent did not write', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const said = (en.things?.train?.lines ?? []).map((line) => line({ h: hero, hero, list: '' } as never)).join(' ');
    expect(said).not.toMatch(/went by|passed|rushed past/u);
    expect(said).toMatch(/choo-choo/u);
  });

  it('makes up a jealous moment over a new baby with no sorry said by the baby, a squabble with a sister with one', () => {
    const hero = { name: 'Bear', he: 'he', him: 'him', his: 'his', plural: false } as const;
    const mummy = { name: 'Mummy', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const fixed = (about: object) =>
      (en.problems.tantrum?.fix ?? [])
        .flat()
        .map((line) => line({ h: hero, hero, helper: mummy, about, first: true, list: '' } as never))
        .join(' ');
    expect(fixed({ name: 'baby Arlo', he: 'he', him: 'him', his: 'his', plural: false })).not.toMatch(/sorry/u);
    expect(fixed({ name: 'Ruby', he: 'she', him: 'her', his: 'her', plural: false, kin: 'sister Ruby' })).toMatch(
      /sorry/u,
    );
  });
});
