import { describe, expect, it } from 'vitest';
import { de } from './de.ts';

/** The child Zuri as the German pack refers to a boy or a girl. */
const zuri = (er: 'er' | 'sie') =>
  er === 'er'
    ? { nom: 'Zuri', akk: 'Zuri', dat: 'Zuri', voc: 'Zuri', er, ihn: 'ihn', ihm: 'ihm', sein: 'sein', pl: false }
    : { nom: 'Zuri', akk: 'Zuri', dat: 'Zuri', voc: 'Zuri', er, ihn: 'sie', ihm: 'ihr', sein: 'ihr', pl: false };

/** A woman of the family (`Mama`, `Oma`), as the German pack refers to her. */
const woman = (name: string) => ({
  nom: name,
  akk: name,
  dat: name,
  voc: name,
  er: 'sie',
  ihn: 'sie',
  ihm: 'ihr',
  sein: 'ihr',
  pl: false,
});
const mama = woman('Mama');
const oma = woman('Oma');

/** Every line of the German pack, said for a girl and a boy, as a parent reads them aloud. */
function allLines(): string[] {
  const hero = (he: boolean) => ({
    nom: 'Zuri',
    akk: 'Zuri',
    dat: 'Zuri',
    voc: 'Zuri',
    er: he ? 'er' : 'sie',
    ihn: he ? 'ihn' : 'sie',
    ihm: he ? 'ihm' : 'ihr',
    sein: he ? 'sein' : 'ihr',
    pl: false,
  });
  const lines: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'function') {
      for (const he of [true, false]) {
        try {
          const said = (value as (x: unknown) => unknown)({ h: hero(he), helper: mama, p: mama, first: true, who: [] });
          if (typeof said === 'string') lines.push(said);
        } catch {
          // A line that needs more of the day than this context gives is read by the story tests.
        }
      }
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(de);
  return lines;
}

describe('the German pack', () => {
  const lines = allLines();

  it('reads its lines at all', () => {
    expect(lines.length).toBeGreaterThan(500);
  });

  it('never tells what the ducks were fed or what the puzzle shows, which are the parent’s to say', () => {
    const ducks = de.things.ducks;
    const puzzle = de.activities['activity-puzzle'];
    const said = (line: unknown) => String((line as (x: unknown) => unknown)({ h: zuri('sie'), helper: zuri('er') }));
    for (const line of ducks.lines) expect(said(line)).not.toMatch(/Brot|Krümel/u);
    for (const line of [...puzzle.do, ...puzzle.sense]) expect(said(line)).not.toMatch(/Bauernhof|Kuh|Traktor/u);
  });

  it('says no sentence that is no German (`Noch ein letztes Mal, einmal tief durchatmen`)', () => {
    for (const line of lines) expect(line).not.toMatch(/letztes Mal, einmal tief durchatmen|kam das Nächste/u);
  });

  it('hugs as a German parent says it, never the English `the biggest, longest hug`', () => {
    for (const line of lines) expect(line).not.toMatch(/größte, längste Umarmung/u);
  });

  it('never calls the child in from outside for supper on a day spent indoors', () => {
    for (const line of lines) expect(line).not.toMatch(/zum Essen herein/u);
  });

  it('thanks no one when a worry melts, for nobody gave anything (de-1)', () => {
    for (const line of lines) expect(line).not.toMatch(/^„Danke“, sagte Zuri, und (?:ihre|seine) Augen strahlten\.$/u);
  });

  it('lets no rain fall on an umbrella in the puddles after the rain (de-7)', () => {
    for (const line of lines) expect(line).not.toMatch(/Regen auf dem Schirm/u);
  });
});

describe('the German pack, round 12', () => {
  const boy = zuri('er');

  it('tells tears as a few tears, never crying that cannot stop (de-3)', () => {
    for (const line of allLines()) expect(line).not.toMatch(/weinte und weinte|konnte nicht aufhören/u);
  });

  it('remembers a dialect small thing in the standard word (`säckle`, `mädle`, `gläsli`), never pasted', () => {
    const said = de.typedMemory.map((line) => line({ h: boy, first: true, list: 'ein säckle' } as never));
    expect(said.join(' ')).toContain('ein Säckchen');
    expect(said.join(' ')).not.toMatch(/Säckle/u);
    expect(de.join(['ein gläsli', 'ein mädle'])).toBe('ein Gläschen und ein Mädchen');
    // Standard words that end so stay as they are.
    expect(de.join(['die höhle', 'die mühle'])).toBe('die Höhle und die Mühle');
  });

  it('remembers a typed brick tower as one noun (`Duplo-Turm bauen`), never two loose words', () => {
    expect(de.join(['duplo turm bauen'])).toBe('Duplo-Turm bauen');
    expect(de.join(['lego burg'])).toBe('Lego-Burg');
  });
});

describe('the German pack', () => {
  it('puts a pronoun before `sich`, never after it (`traute sich sie`)', () => {
    for (const line of allLines()) expect(line).not.toMatch(/(?:traute|fühlte|freute|kuschelte) sich (?:sie|er)\b/u);
  });
});

describe('the German pack, a rolled-away ball', () => {
  it('lets the ball end up under something before anyone reaches under it', () => {
    const boy = zuri('er');
    const second = de.problems.rollAway?.uhOh[1] ?? [];
    for (const line of second) expect(line({ h: boy } as never)).toMatch(/drunter|unter /u);
  });
});

describe('the German pack, a Swiss grandmother', () => {
  it('visits the one `Grosi` the parent named, never an `Oma und Opa` nobody wrote of', () => {
    const girl = zuri('sie');
    const grosi = {
      nom: 'Grosi Ruth',
      akk: 'Grosi Ruth',
      dat: 'Grosi Ruth',
      voc: 'Grosi Ruth',
      er: 'sie',
      ihn: 'sie',
      ihm: 'ihr',
      sein: 'ihr',
      pl: false,
    };
    const visit = de.activities['activity-grandparents'];
    const lines = [...(visit?.arrive ?? []), ...(visit?.do ?? []), ...(visit?.sense ?? [])].map((line) =>
      line({ h: girl, p: grosi, helper: grosi, first: true, who: [] } as never),
    );
    for (const line of lines) expect(line).not.toMatch(/Opa|Oma/u);
  });
});

describe('the German pack, grandparents who came to visit', () => {
  it('never says whose home the grandparents’ day was, as they may have come to the family', () => {
    const boy = zuri('er');
    const visit = de.activities['activity-grandparents'];
    for (const p of [oma, undefined]) {
      const lines = (visit?.arrive ?? []).map((line) =>
        line({ h: boy, p, helper: oma, first: true, who: [] } as never),
      );
      for (const line of lines) expect(line).not.toMatch(/nach Hause|zu Hause|Opas großen/u);
    }
  });
});

describe('the German pack, a typed puzzle', () => {
  it('remembers `puzzle 24 teile` as a puzzle with its pieces, the count said aloud', () => {
    expect(de.join(['puzzle 24 teile'])).toBe('das Puzzle mit den vierundzwanzig Teilen');
  });
});

describe('the German pack, a pet flown away', () => {
  it('comforts a named loss with bringing them home, never thinking back to places', () => {
    const girl = zuri('sie');
    const hansi = {
      nom: 'Hansi',
      akk: 'Hansi',
      dat: 'Hansi',
      voc: 'Hansi',
      er: 'er',
      ihn: 'ihn',
      ihm: 'ihm',
      sein: 'sein',
      pl: false,
    };
    const said = (de.problems.lost?.fix[0] ?? []).map((line) => line({ h: girl, helper: mama, about: hansi } as never));
    expect(said.join(' ')).toContain('damit Hansi wieder nach Hause kommt');
    expect(said.join(' ')).not.toMatch(/alle Orte/u);
    // The pet by its name alone, as the child calls it.
    const bird = { ...hansi, nom: 'Wellensittich Hansi' };
    const named = (de.problems.lost?.fix[0] ?? []).map((line) => line({ h: girl, helper: mama, about: bird } as never));
    expect(named.join(' ')).toContain('damit Hansi wieder');
  });
});

describe('the German pack comforts on a hospital day', () => {
  it('leaves `nicht allein` to the comfort, so a scene never says it twice', () => {
    const lines = (de.problems.hospital?.fix ?? []).flat();
    const said = lines.map((line) => line({ h: zuri('er'), helper: zuri('sie') } as never));
    expect(said.join(' ')).not.toMatch(/nicht allein/u);
  });
});

describe('the German pack never says a refrain’s picture twice', () => {
  it('leaves the sun in the heart to the refrain', () => {
    const x = { h: zuri('er'), helper: zuri('sie') } as never;
    const relief = de.feelBetter.map((line) => line(x));
    expect(relief.join(' ')).not.toMatch(/Herzen schien/u);
  });
});

describe('the German pack after an activity the parent only typed', () => {
  it('says how it felt to do it, never a clock ticking or only watching', () => {
    const said = de.typedFeel.map((line) => line({ h: zuri('er') } as never)).join(' ');
    expect(said).not.toMatch(/tick-tack|ganz genau an/u);
  });

  it('titles a walk with no town in it, for a village day too', () => {
    expect(JSON.stringify(de.activities['town-walk']?.noun)).not.toMatch(/in der Stadt/u);
  });
});

describe('the German pack on a thing lost', () => {
  it('never says it was nowhere to be seen nor thinks back to places, for it may have fallen where all could see it', () => {
    const x = { h: zuri('er'), helper: zuri('sie') } as never;
    const lines = [...(de.problems.lost?.uhOh ?? []), ...(de.problems.lost?.fix ?? [])].flat();
    const said = lines.map((line) => line(x)).join(' ');
    expect(said).not.toMatch(/nirgends zu sehen|an alle Orte zu denken/u);
  });
});

describe('the German pack, baking whatever was baked', () => {
  it('smells and browns a pizza as well as biscuits', () => {
    const sense = de.activities['activity-baking']?.sense ?? [];
    for (const line of sense)
      expect(line({ h: zuri('sie'), first: true, who: [] } as never)).not.toMatch(/süß|Plätzchen/u);
  });
});

describe('the German pack, a dentist and a market', () => {
  it('never makes the dentist a man, for the one who looks in may be a woman (`die zahnärztin`)', () => {
    for (const line of allLines()) expect(line).not.toMatch(/der Zahnarzt zählte|dem Zahnarzt, wie/iu);
  });

  it('fills no market with apples, cheese or pears, for it may be the Christmas market', () => {
    const market = allLines().filter((line) => /Markt|Stand|Ständen/u.test(line));
    expect(market.length).toBeGreaterThan(0);
    for (const line of market) expect(line).not.toMatch(/Käse|Birnen|Äpfeln/u);
  });
});

describe('the German pack, a balance bike', () => {
  it('calls the bike a `Rad`, as a balance bike is one too, never a `Fahrrad` that has pedals', () => {
    for (const line of allLines()) expect(line).not.toMatch(/(?<![\p{L}])(?:kleine|kleines|seinem|ihrem) Fahrrad/u);
  });
});

describe('the German pack, a big thing remembered', () => {
  it('remembers `ne riesen garage` as one noun (`eine Riesengarage`), never a loose `riesen`', () => {
    expect(de.join(['eine riesen garage'])).toBe('eine Riesengarage');
    expect(de.join(['riesen sandburg'])).toBe('Riesensandburg');
  });
});

describe('the German pack, a plan that fell through', () => {
  it('says the let-down so it reads alone too, never pointing back (`daraus`) nor only of going somewhere', () => {
    const x = { h: zuri('sie'), helper: mama };
    const said = [...de.problems.letDown.uhOh.flat(), ...de.problems.letDown.fix.flat()].map((line) =>
      line(x as never),
    );
    for (const line of said) expect(line).not.toMatch(/^(Aber|Ach, daraus)|Wir gehen ein andermal/u);
    expect(said).toContain('Das lief heute leider nicht so, wie es sollte.');
  });

  it('stays true of a train late, where the trip still went ahead: no other day, no plan that did not happen', () => {
    const x = { h: zuri('sie'), helper: mama };
    const said = [...de.problems.letDown.uhOh.flat(), ...de.problems.letDown.fix.flat()].map((line) =>
      line(x as never),
    );
    for (const line of said)
      expect(line).not.toMatch(/andermal|nachholen|holen wir|wurde .*nichts|neuen Plan|klappte/u);
  });
});

describe('the German pack, a quiet time at home', () => {
  it('says no time of day when it settles in, for it may be the morning’s scene or before the parent’s afternoon', () => {
    const x = { h: zuri('sie'), helper: mama };
    for (const line of de.quiet.arrive) expect(line(x as never)).not.toMatch(/^(Am Nachmittag|Später|Der Nachmittag)/u);
  });
});

describe('the German pack in the kitchen', () => {
  it('lets flour make a cloud, never a `wusch` that reads as `washed`', () => {
    for (const line of allLines()) expect(line).not.toMatch(/Mehl in eine Schüssel, wusch/u);
  });
});

describe('the German pack, a dog of the day', () => {
  it('never brings the family’s dog by like a stranger, nor tells a pat and a lick the parent never wrote of', () => {
    for (const he of ['er', 'sie'] as const)
      for (const line of de.things.dog?.lines ?? []) {
        const said = line({ h: zuri(he), first: false } as never);
        expect(said).not.toMatch(/kam vorbei|streichelte|leckte/u);
        expect(said).toMatch(/^Der Hund /u);
      }
  });
});

describe('the German pack, the moment before the trouble', () => {
  it('says nothing of playing on or still being there, for the day may be a jab or a new baby at home', () => {
    for (const he of ['er', 'sie'] as const)
      for (const line of de.still) {
        const said = line({ h: zuri(he), helper: zuri('sie'), first: true, who: [] } as never);
        expect(said).not.toMatch(/spielte|immer noch da/u);
      }
  });
});

describe('the German pack, what the parent says was built or counted', () => {
  it('names nothing built with the blocks, for the parent’s tower may be a house or a bridge', () => {
    const x = { h: zuri('er'), first: false, who: [] };
    const acts = de.activities as unknown as Record<string, { do: ((x: never) => string)[]; sense: (() => string)[] }>;
    const blocks = acts['activity-building-blocks'];
    const said = [
      ...(blocks?.do ?? []).map((line) => line(x as never)),
      ...(blocks?.sense ?? []).map((line) => line()),
    ];
    for (const line of said) expect(line).not.toMatch(/Turm|Haus|Brücke/u);
  });

  it('counts nothing on a train ride, for what the child counted is the parent’s to say', () => {
    const x = { h: zuri('sie'), first: false, who: [] };
    const acts = de.activities as unknown as Record<string, { do: ((x: never) => string)[] }>;
    for (const line of acts['activity-train-ride']?.do ?? []) expect(line(x as never)).not.toMatch(/zählte/u);
  });
});

describe('the German pack comforts a spill', () => {
  it('fetches no cloth of its own, for who wiped it up is the parent’s to say', () => {
    const lines = de.problems.spilled?.fix[0] ?? [];
    const x = { h: zuri('sie'), helper: zuri('er'), first: false, who: [] };
    for (const line of lines) expect(line(x as never)).not.toMatch(/Lappen|Tuch/u);
  });
});

describe('the German pack, a sick day', () => {
  it('comforts a sick child with cuddles and rest, never a medicine the parent did not give', () => {
    const girl = zuri('sie');
    const comfort = (de.problems.sick?.fix ?? []).flat().map((line) => line({ h: girl, helper: girl } as never));
    expect(comfort.join(' ')).not.toMatch(/Medizin/u);
    expect(comfort.join(' ')).toMatch(/Kuscheln/u);
  });
});

describe('the German pack, a broken thing', () => {
  it('never puts the broken pieces in the child’s hand nor glues them like new', () => {
    const boy = zuri('er');
    const lines = [...(de.problems.broke?.uhOh ?? []), ...(de.problems.broke?.fix ?? [])]
      .flat()
      .map((line) => line({ h: boy, helper: boy } as never));
    expect(lines.join(' ')).not.toMatch(/in der Hand|Kleber/u);
  });
});

describe('the German pack, the bread of the day', () => {
  it('names no roll and no butter the parent never wrote of', () => {
    for (const he of ['er', 'sie'] as const)
      for (const line of de.things.bread?.lines ?? []) {
        const said = line({ h: zuri(he), first: false } as never);
        expect(said).not.toMatch(/Brötchen|Butter/u);
        expect(said).toMatch(/Brot/u);
      }
    expect(de.things.bread?.goodnight).not.toMatch(/Brötchen/u);
  });
});

describe('the German pack, a new baby at home', () => {
  const boy = zuri('er');
  const anton = {
    nom: 'Anton',
    akk: 'Anton',
    dat: 'Anton',
    voc: 'Anton',
    er: 'er',
    ihn: 'ihn',
    ihm: 'ihm',
    sein: 'sein',
    pl: false,
  };

  it('builds no cave with the newborn on a jealous day', () => {
    for (const line of de.homePlay.arrive)
      expect(line({ h: boy, p: anton, helper: anton, first: true, jealous: true } as never)).not.toMatch(/und Anton/u);
  });

  it('hugs no soft toy the child may have given away', () => {
    for (const line of de.things.teddy?.lines ?? []) expect(line({ h: boy } as never)).not.toMatch(/drückte/u);
  });
});

describe('the German pack, making music', () => {
  it('sits in a circle of people with instruments, never a circle made of instruments', () => {
    const boy = zuri('er');
    for (const line of de.activities['activity-music']?.arrive ?? [])
      expect(line({ h: boy, first: true } as never)).not.toMatch(/Kreis aus Musikinstrumenten/u);
  });
});

describe('the German pack at the dentist', () => {
  it('leaves the big chair and the counted teeth to the parent, never sits the child on it or counts again', () => {
    const x = { h: zuri('sie'), helper: zuri('er'), who: [] } as never;
    const visit = de.activities['dentist-visit'];
    const said = [...(visit?.arrive ?? []), ...(visit?.sense ?? [])].map((line) => line(x)).join(' ');
    expect(said).not.toMatch(/auf den großen Stuhl|saß ganz still|hoch und (wieder )?runter|Zahnpasta/u);
  });
});

describe('the German pack on a rainy day', () => {
  it('tells the rain without keeping the child at home, for the day may be spent at the swimming hall', () => {
    const x = { h: zuri('sie'), helper: zuri('er'), who: [] } as never;
    const said = (de.activities['rainy-day']?.arrive ?? []).map((line) => line(x)).join(' ');
    expect(said).not.toMatch(/drinnen|Plätzchen/u);
  });
});

describe('the German pack on pancakes', () => {
  it('says how the pancakes were, never a second eating beside the parent’s `früh pfannkuchen mit papa`', () => {
    const said = (de.things.pancakes?.lines ?? []).map((line) => line({ h: zuri('er') } as never)).join(' ');
    expect(said).not.toMatch(/aß/u);
    expect(said).toMatch(/Pfannkuchen/u);
  });
});

describe('the German pack, playing with friends', () => {
  it('plays wherever the parent said, never on a meadow or behind a tree of its own', () => {
    const entry = de.activities['activity-playing-with-friends'];
    for (const he of ['er', 'sie'] as const)
      for (const line of [...(entry?.arrive ?? []), ...(entry?.do ?? [])])
        expect(line({ h: zuri(he), first: true, who: [] } as never)).not.toMatch(/Wiese|Baum/u);
  });
});

describe('the German pack at the hairdresser', () => {
  it('never tells the cut again in the parent’s own words (`bekam die Haare geschnitten`)', () => {
    for (const he of ['er', 'sie'] as const)
      for (const line of de.events.haircut ?? [])
        expect(line({ h: zuri(he), first: true, who: [] } as never)).not.toMatch(/Haare geschnitten/u);
  });

  it('welcomes friends with a verb for the child alone, never `Zuri liefen`', () => {
    for (const line of de.activities['activity-playing-with-friends']?.arrive ?? [])
      expect(line({ h: zuri('sie'), first: true, who: [zuri('er')] } as never)).not.toMatch(/Zuri (liefen|freuten)/u);
  });
});

describe('the German pack on a quiet day', () => {
  it('never pours a drink of its own beside the parent’s (`tee mit honig`)', () => {
    for (const line of de.quiet?.sense ?? [])
      expect(line({ h: zuri('sie'), first: true, who: [] } as never)).not.toMatch(/Milch|Tee|Kakao/u);
  });
});

describe('the German pack, apples of the day', () => {
  it('never has the child bite into an apple the parent may have baked into a cake', () => {
    const apple = de.things.apple;
    const said = (apple?.lines ?? []).map((line) => line({ h: zuri('sie'), first: true, who: [] } as never));
    for (const line of said) expect(line).not.toMatch(/biss|aß/u);
  });
});

describe('the German pack, a ride in the car', () => {
  it('never makes a ride home from daycare an outing looked forward to', () => {
    const ride = de.activities['car-ride'];
    const said = (ride?.arrive ?? []).map((line) => line({ h: zuri('er'), first: true, who: [] } as never));
    for (const line of said) expect(line).not.toMatch(/Ausflug/u);
  });
});

describe('the German pack, whose nose', () => {
  it('lands snowflakes and flour on the hero’s own nose, never on `einer Nase`', () => {
    const snow = de.activities['activity-snow']?.sense ?? [];
    const baking = de.activities['activity-baking']?.sense ?? [];
    const said = [...snow, ...baking].map((line) => line({ h: zuri('er'), first: true, who: [] } as never));
    for (const line of said) expect(line).not.toMatch(/(?<![\p{L}])einer Nase/u);
    expect(said.join(' ')).toMatch(/auf seiner Nase/u);
  });
});

describe('the German pack, a parent’s own doing on a sad day', () => {
  it('never calls the doing great fun when the day holds sad news (a poorly pet at the vet)', () => {
    const sad = de.typedFeel.map((line) => line({ h: zuri('sie'), first: true, who: [], sad: true } as never));
    for (const line of sad) expect(line).not.toMatch(/Spaß/u);
    const glad = de.typedFeel.map((line) => line({ h: zuri('sie'), first: true, who: [] } as never));
    expect(glad.join(' ')).toMatch(/Spaß/u);
  });
});

describe('the German pack, a thing typed as two words', () => {
  it('remembers `eine seifenblasen dose` as one noun, as a book writes it', () => {
    expect(de.join(['eine seifenblasen dose'])).toBe('eine Seifenblasendose');
  });
});

describe('the German pack on the farm', () => {
  it('does no feeding nor egg-hunting of its own beside the parent’s farm day', () => {
    const x = { h: zuri('sie'), helper: mama };
    const lines = de.activities['farm-visit']?.do ?? [];
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line(x as never)).not.toMatch(/fütterte|Eiern|Hühnerstall/u);
  });
});

describe('the German pack, stock lines true of every such day', () => {
  const x = { h: zuri('sie'), helper: zuri('er'), first: true, who: [] };
  const linesOf = (id: keyof typeof de.activities) => {
    const text = de.activities[id];
    if (!text) throw new Error(id);
    return [...text.arrive, ...text.do, ...text.sense].map((line) => line(x as never));
  };

  it('tells a picture drawn with crayons as truly as one in paint: no paint pots, brushes nor a set subject', () => {
    for (const line of linesOf('activity-painting')) expect(line).not.toMatch(/Farbtöpf|Pinsel|Sonne|Meer|Klecks/u);
    expect(de.activities['activity-painting']?.goodnight).not.toMatch(/Farbtöpf/u);
  });

  it('lets a day of songs be music without drums, rattles or a xylophone', () => {
    for (const line of linesOf('activity-music')) expect(line).not.toMatch(/Trommel|Rassel|Xylofon|Instrument/u);
  });

  it('buys no groceries of its own in a shop the parent did not name', () => {
    for (const line of linesOf('activity-shopping')) expect(line).not.toMatch(/Banane|Melone|Äpfel|Brot/u);
  });

  it('tells a ride on rails so it is true of a tram: no station, conductor, tunnel nor `Zug`', () => {
    for (const line of linesOf('activity-train-ride')) expect(line).not.toMatch(/Bahnhof|Schaffner|Tunnel|Zug/u);
    expect(de.activities['activity-train-ride']?.goodnight).not.toMatch(/Zug/u);
  });
});

describe('the German pack, small uh-ohs that fit any day of their place', () => {
  it('rolls away something any shop day has, said as `es` throughout, never an apple or a bench nobody wrote', () => {
    const boy = zuri('er');
    const problem = de.problems.rollAway;
    const said = [...(problem?.uhOh ?? []), ...(problem?.fix ?? [])]
      .flat()
      .map((line) => line({ h: boy, helper: mama } as never));
    for (const line of said) expect(line).not.toMatch(/Apfel|Bank|(?<![\p{L}])(ihn|er)(?![\p{L}])/u);
  });

  it('spills a cup without naming what was in it', () => {
    const said = (de.problems.spill?.uhOh[1] ?? []).map((line) => line({ h: zuri('sie') } as never));
    for (const line of said) expect(line).not.toMatch(/Saft|Milch|Kakao/u);
  });
});

describe('the German pack, a quarrel made up', () => {
  it('makes up with the other child, both saying sorry: which one said it is the parent’s to tell', () => {
    const jonas = {
      nom: 'Jonas',
      akk: 'Jonas',
      dat: 'Jonas',
      voc: 'Jonas',
      er: 'er',
      ihn: 'ihn',
      ihm: 'ihm',
      sein: 'sein',
      pl: false,
    };
    const said = (de.problems.tantrum?.fix[1] ?? []).map((line) =>
      line({ h: zuri('er'), about: jonas, helper: zuri('sie') } as never),
    );
    for (const line of said) {
      expect(line).toMatch(/(?:er|Er|Zuri) und Jonas/u);
      expect(line).not.toMatch(/entschuldigte sich bei|vertrugen sich er/u);
    }
  });
});

describe('the German pack, the child as the hero and the character as company', () => {
  const fox = {
    nom: 'der kleine Fuchs',
    akk: 'den kleinen Fuchs',
    dat: 'dem kleinen Fuchs',
    voc: 'kleiner Fuchs',
    er: 'er',
    ihn: 'ihn',
    ihm: 'ihm',
    sein: 'sein',
    pl: false,
  };

  it('lets the child say the child’s own words, never the companion', () => {
    for (const line of de.said) {
      const said = line({ h: zuri('sie'), c: fox, first: true, words: 'papa du bist wieder da' } as never);
      expect(said).toMatch(/Zuri|Sie/u);
      expect(said).not.toMatch(/Fuchs/u);
    }
  });

  it('never has the companion tuck the child in, as a grown-up does', () => {
    const said = de.night.tuck.map((line) => line({ h: zuri('er'), c: fox, first: true } as never));
    for (const line of said) expect(line).not.toMatch(/Fuchs (steckte|deckte)/u);
  });
});

describe('the German pack, sad news about a grown-up of the day', () => {
  it('has a kind grown-up comfort in their place, never the child’s companion', () => {
    const fox = { ...oma, nom: 'der kleine Fuchs', akk: 'den kleinen Fuchs', dat: 'dem kleinen Fuchs', er: 'er' };
    const said = de.comfort.map((line) =>
      line({ h: zuri('sie'), helper: oma, about: oma, c: fox, first: true } as never),
    );
    for (const line of said) expect(line).not.toMatch(/Fuchs/u);
  });
});

describe('the German pack, stock lines that never say what the parent did not write', () => {
  const lines = allLines();

  it('rides the bus without pressing the button, which a child may have cried for not being let to', () => {
    const bus = de.things.bus.lines.map((line) => line({ h: zuri('sie') } as never));
    expect(bus.join(' ')).not.toMatch(/Knopf/);
  });

  it('meets no second cat to greet, only the cat the parent may have written of', () => {
    const cat = de.things.cat.lines.map((line) => line({ h: zuri('er') } as never));
    expect(cat.join(' ')).not.toMatch(/eine(r)? (kleine )?Katze|Hallo/);
  });

  it('never has a shy child sing loud at a party nor a birthday of “someone” beside a named friend', () => {
    expect(lines.filter((l) => /Zuri sang|er sang|sie sang|laut mit/.test(l) && /Geburtstag/.test(l))).toEqual([]);
    expect(lines.filter((l) => /Jemand hatte Geburtstag/.test(l))).toEqual([]);
  });

  it('says goodnight to the party and the zoo’s animals, never garlands or a giraffe the story may not have shown', () => {
    expect(de.activities['activity-birthday-party'].goodnight).toBe('schöne Feier');
    expect(de.activities['activity-zoo'].goodnight).toBe('ihr Zootiere');
  });

  it('names the child in the feeling after a doing, which may be a grown-up’s, never a `sie` for Mama', () => {
    const said = de.typedFeel.map((line) => line({ h: zuri('sie') } as never));
    expect(said.filter((line) => /^Sie /u.test(line))).toEqual([]);
  });

  it('shows no brushing at the dentist and no pram on a walk that nobody wrote of', () => {
    expect(lines.filter((l) => /Zahnarzt/.test(l) && /putzen kann/.test(l))).toEqual([]);
    expect(lines.filter((l) => /Kinderwagen/.test(l))).toEqual([]);
  });

  it('tells the fear of the dark and the snowman once, as the parent wrote them, never a stock one beside', () => {
    expect(lines.filter((l) => /Schneemann/.test(l) && /baute/.test(l))).toEqual([]);
    const scared = de.problems.scared.uhOh[0].map((line) =>
      line({ h: zuri('er'), c: zuri('er'), first: false } as never),
    );
    expect(scared.filter((l) => /Angst/.test(l))).toEqual([]);
  });

  it('cooks no soup, carrots nor salad, and borrows no train or moon book, which the parent may not have written', () => {
    const lines = (id: 'activity-cooking' | 'activity-library-visit') => {
      const place = de.activities[id];
      return [...place.arrive, ...place.do, ...place.sense].map((line) =>
        line({ h: zuri('er'), helper: mama, p: mama, first: true, who: [] } as never),
      );
    };
    expect(lines('activity-cooking').filter((l) => /Suppe|Möhren|Kartoffeln|Salat|Gemüse/.test(l))).toEqual([]);
    expect(de.activities['activity-cooking'].goodnight).not.toMatch(/Suppe/);
    expect(lines('activity-library-visit').filter((l) => /Zug|Mond|drei Bücher/.test(l))).toEqual([]);
  });

  it('arrives at the hairdresser’s by the big chair only, never a second `beim Friseur` beside the parent’s', () => {
    const arrive = de.activities['hairdresser-visit'].arrive.map((line) =>
      line({ h: zuri('sie'), helper: mama, p: mama, first: true, who: [] } as never),
    );
    expect(arrive.filter((l) => /beim Friseur|zum Friseur|ganz still/.test(l))).toEqual([]);
    expect(arrive.every((l) => /Friseurstuhl/.test(l))).toBe(true);
  });

  it('shows a fright without a cause by the child’s face only, never a run to be carried the parent did not write', () => {
    const scared = de.problems.scared.uhOh[0].map((line) =>
      line({ h: zuri('sie'), c: zuri('sie'), first: false } as never),
    );
    expect(scared.filter((l) => /auf den Arm|rannte|lief/.test(l))).toEqual([]);
    expect(scared).toContain('Da machte sie ganz große Augen.');
  });
});
