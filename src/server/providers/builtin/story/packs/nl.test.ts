import { describe, expect, it } from 'vitest';
import { storyOfDay, textOfDay } from '../day-story.ts';
import { nl } from './nl.ts';

const SEEDS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** The Dutch pack's lines, read as a parent reads them aloud. */
describe('the Dutch pack', () => {
  const beertje = { name: 'Beertje', hij: 'hij', hem: 'hem', zijn: 'zijn', pl: false };
  const mama = { name: 'mama', hij: 'ze', hem: 'haar', zijn: 'haar', pl: false };
  const x = { first: true, h: beertje, helper: mama } as never;

  it('lets the companion never decide for the parent when to go, stop or take turns', () => {
    const vosje = { name: 'Vosje', hij: 'hij', hem: 'hem', zijn: 'zijn', pl: false };
    const zuri = { name: 'Zuri', hij: 'ze', hem: 'haar', zijn: 'haar', pl: false };
    const pal = { first: true, h: zuri, c: vosje, helper: vosje } as never;
    for (const key of ['timeToGo', 'timeToStop', 'turns'] as const)
      for (const line of nl.problems[key].fix.flat())
        expect(line(pal)).not.toMatch(
          /komen gauw weer terug|zwaaien we gedag|doen het gauw nog een keer|om de beurt spelen/u,
        );
    // A grown-up of the day still may.
    const grown = { first: true, h: zuri, c: vosje, helper: mama } as never;
    expect(nl.problems.timeToGo.fix.flat().map((line) => line(grown))).toContain(
      'Mama zei zacht: “We komen gauw weer terug.”',
    );
  });

  it('lets a shy child hold on to no one by name: at the door it is the grown-up who brought them', () => {
    const juf = { name: 'juf Sanne', hij: 'ze', hem: 'haar', zijn: 'haar', pl: false };
    const shy = { first: true, h: beertje, helper: juf } as never;
    for (const line of nl.problems.shy.uhOh.flat()) expect(line(shy)).not.toMatch(/loslaten/u);
    const text = textOfDay(
      'nl',
      'eerste dag op de nieuwe opvang, bij het brengen wou ze me niet loslaten. juf sanne was heel lief',
      {
        seed: 'a',
        activities: ['activity-daycare'],
      },
    );
    expect(text).not.toMatch(/juf Sanne niet (?:meer )?loslaten/u);
  });

  it('says words the parent wrote with `!` were called out, never told', () => {
    const zuri = { name: 'Zuri', hij: 'ze', hem: 'haar', zijn: 'haar', pl: false };
    const shout = { first: true, h: zuri, helper: mama, words: 'pas op jan!' } as never;
    for (const line of nl.said) expect(line(shout)).toMatch(/riep/u);
  });

  it('plays at home without a rug the parent never wrote (the car washed on the drive)', () => {
    for (const line of nl.homePlay.sense) expect(line(x)).not.toMatch(/kleed|haast/u);
  });

  it('keeps a let-down true where the trip still went ahead (a late train and the wait on the platform)', () => {
    for (const lines of [...nl.problems.letDown.uhOh, ...nl.problems.letDown.fix])
      for (const line of lines)
        expect(line(x)).not.toMatch(/andere keer|niet door|kon het|nieuw plannetje|iets anders/u);
  });

  it('says two different things in the two lines after a typed pastime, never `zo ging` twice', () => {
    const said = nl.typedFeel.map((line) => line(x) as string);
    expect(said.filter((line) => /\bzo ging\b/iu.test(line)).length).toBeLessThan(2);
  });

  it('tells a typed pastime without sights or looking around the parent never wrote (`hut bouwen`, `steppen`)', () => {
    for (const line of nl.typedFeel) expect(line(x)).not.toMatch(/te zien|om zich heen|grote ogen/u);
  });

  it('keeps a small uh-oh to what fits any day, with no apple, ball or block tower the parent never wrote', () => {
    for (const key of ['rollAway', 'tower'] as const)
      for (const line of [...nl.problems[key].uhOh, ...nl.problems[key].fix].flat())
        expect(line(x)).not.toMatch(/appel|bal\b|toren|blokken|onder de bank/u);
  });

  it('reads, borrows and gardens without animals, books or seeds the parent never wrote (a digger book, a watering)', () => {
    for (const line of nl.activities['activity-reading'].do) expect(line(x)).not.toMatch(/dier|muisje/u);
    for (const line of nl.activities['activity-library-visit'].do)
      expect(line(x)).not.toMatch(/trein|maan|drie boeken/u);
    for (const line of [...nl.activities['activity-gardening'].arrive, ...nl.activities['activity-gardening'].do])
      expect(line(x)).not.toMatch(/zaadje/u);
  });

  it('plays in the snow without a snowman the parent never wrote, or told twice (`een sneeuwpop gemaakt`)', () => {
    for (const line of nl.activities['activity-snow'].do) expect(line(x)).not.toMatch(/sneeuwpop/u);
  });

  it('tells a typed pastime without a grand adventure (`boekjes lezen` on the sofa on a tired day)', () => {
    for (const line of nl.typedFeel) expect(line(x)).not.toMatch(/belevenis|avontuur|plezier was dat/u);
  });

  it('remembers the street without a walk or a village the parent never wrote (`een zon op de stoep getekend`)', () => {
    const street = nl.activities['town-walk'].noun;
    expect(`${street.de} ${street.een} ${street.titel ?? ''}`).not.toMatch(/wandeling|dorp/u);
  });

  it('keeps a quiet time to resting, with no drawing or song the parent never wrote (a fever on the sofa)', () => {
    for (const line of nl.quiet.do) expect(line(x)).not.toMatch(/tekening|liedje/u);
  });

  it('plays with friends without a garden or grass the parent never wrote (a day out with a friend)', () => {
    const friends = nl.activities['activity-playing-with-friends'];
    for (const line of [...friends.arrive, ...friends.do]) expect(line(x)).not.toMatch(/tuin|gras|boom/u);
    for (const line of friends.sense) expect(line(x)).not.toMatch(/tuin|gras|boom/u);
  });

  it('tells a dentist visit without the child sitting still, opening wide or getting a gift the parent never wrote', () => {
    const dentist = nl.activities['dentist-visit'];
    for (const line of [...dentist.arrive, ...dentist.do])
      expect(line(x)).not.toMatch(/heel stil|wijd open|sticker|tandenborstel|kreeg/u);
  });

  it('shops without a trolley, fruit or a belt, since the shop may be the bakker (`naar de bakker voor een krentenbol`)', () => {
    const shop = nl.activities['activity-shopping'];
    for (const line of [...shop.arrive, ...shop.do, ...shop.sense])
      expect(line(x)).not.toMatch(/karretje|appels|meloen|bananen|sinaasappels|band|naar de winkel/u);
    expect(shop.goodnight).not.toMatch(/karretje/u);
  });

  it('tells bread without a fresh loaf from the bakery the parent never wrote (`boterham met hagelslag`)', () => {
    for (const line of nl.things.bread.lines) expect(line(x)).not.toMatch(/vers|rook|geur/u);
    expect(nl.things.bread.goodnight).not.toMatch(/vers/u);
  });

  it('paints without a colour and walks the street without a bakery or a pushchair the parent never wrote (`met verf geklodderd`)', () => {
    const painting = nl.activities['activity-painting'];
    for (const line of painting.arrive) expect(line(x)).not.toMatch(/rode|blauwe|gele|groene/u);
    const walk = nl.activities['town-walk'];
    for (const line of [...walk.arrive, ...walk.do, ...walk.sense])
      expect(line(x)).not.toMatch(/bakker|brood|wandelwagen/u);
  });

  it('titles a grandparents day true of a visit and of grandparents who came to stay (`komen een week logeren`)', () => {
    expect(nl.activities['activity-grandparents'].noun.titel).not.toMatch(/bezoek|bij/u);
  });

  it('looks at the fish without going to the aquarium a second time after the parent told the going', () => {
    for (const line of nl.activities['aquarium-visit'].arrive)
      expect(line(x)).not.toMatch(/naar het aquarium|aquarium in/u);
  });

  it('says goodnight to the sea on a beach day, never to a sandcastle the day may not have had', () => {
    expect(nl.activities['activity-beach'].goodnight).not.toMatch(/zandkasteel/u);
  });

  it('leads into the trouble without a wish to stay the parent never wrote (`wou er niet meer uit`)', () => {
    for (const line of nl.still) expect(line(x)).not.toMatch(/blijven/u);
  });

  it('leads into a quarrel or a goodbye without calling the moment quiet', () => {
    for (const line of nl.later.slice(2)) expect(line(x)).not.toMatch(/rustig/u);
  });

  it('says nothing empty after a typed pastime (`Dat was weer eens iets anders`, `tik-tak`)', () => {
    for (const line of nl.typedFeel) expect(line(x)).not.toMatch(/iets anders|tik-tak|zomaar/u);
  });

  it("says the pain of a hurt without an `Au` of its own, since the parent's told ouch often has one", () => {
    for (const line of nl.problems.hurt.uhOh[0] ?? []) expect(line(x)).not.toMatch(/^Au\b/u);
  });

  it('tells a rainy day without keeping the child indoors, since the day may be stamping through the puddles', () => {
    for (const line of nl.activities['rainy-day'].arrive) expect(line(x)).not.toMatch(/bleef[^.]*binnen/u);
  });

  it('tells tears without stopping a game, since the child may cry in the night (`s nachts wakker en even huilen`)', () => {
    for (const line of nl.problems.cried.uhOh.flat()) expect(line(x)).not.toMatch(/spelen/u);
  });

  it('says after a typed pastime nothing of a task done step by step, since it may be pancakes eaten at home', () => {
    for (const line of nl.typedFeel) expect(line(x)).not.toMatch(/stapje/iu);
  });

  it('tells birds without trees, since they may be the gulls above the deck of a ferry', () => {
    for (const line of nl.things.birds.lines) expect(line(x)).not.toMatch(/\btak/u);
  });

  it("plays with a puzzle without finishing it, which may be the day's unfinished trouble", () => {
    for (const line of nl.things.puzzle.lines) expect(line(x)).not.toMatch(/laatste/u);
  });

  it('tells a strange feeling calmly, with no word of fear and no holding on to nothing', () => {
    for (const lines of [...nl.problems.strange.uhOh, ...nl.problems.strange.fix])
      for (const line of lines) expect(line(x)).not.toMatch(/bang|eng|schrok|hield zich goed vast/u);
  });

  it('rolls a thing away in words true indoors and out (no floor, no cupboard in the garden)', () => {
    for (const lines of nl.problems.rollAway.uhOh) for (const line of lines) expect(line(x)).not.toMatch(/vloer|kast/u);
  });

  it('tells a death in the story’s past tense (`Die kwam nooit meer terug`)', () => {
    for (const lines of nl.problems.died.uhOh) for (const line of lines) expect(line(x)).not.toMatch(/\bkomt\b/u);
  });

  it('greets the grandparents in words true of a visit and of grandparents who came (`kwamen op bezoek`)', () => {
    for (const line of nl.activities['activity-grandparents'].arrive)
      expect(line(x)).not.toMatch(/op bezoek|ging de bel|in de deur/u);
  });

  it('tells a daycare day in words that fit a school day too (no `groepsruimte`, no `van de opvang` goodnight)', () => {
    const day = nl.activities['activity-daycare'];
    for (const line of day.arrive.slice(1)) expect(line(x)).not.toMatch(/groepsruimte/u);
    expect(day.goodnight).not.toMatch(/opvang/u);
  });
});

describe('the Dutch story on parents’ days', () => {
  it('calls the grandparents and a little brother by the family’s own words (`teta en jeddo`, `broertje`)', () => {
    const feast = 'suikerfeest! smorgens naar teta en jeddo in utrecht, heel veel koekjes gegeten';
    for (const seed of SEEDS) expect(textOfDay('nl', feast, { seed })).not.toMatch(/opa en oma/u);
    const picnic = 'gepicknickt in t park met oma en zn broertje';
    for (const seed of SEEDS) expect(textOfDay('nl', picnic, { seed })).not.toMatch(/\bbroer\b/u);
  });

  it('tells a hot day with a soaked dog as no rainy day', () => {
    const day =
      'bloedheet vandaag 32 graden. badje in de tuin gezet en ze heeft de hele middag met de gieter lopen spetteren, hond Guus werd ook drijfnat lol';
    for (const seed of SEEDS) expect(textOfDay('nl', day, { seed })).not.toMatch(/regendag|regenjas|warm en droog/u);
  });

  it('tells a friend moving away as her goodbye, never the hero carrying boxes to a new house', () => {
    for (const day of [
      'vriendinnetje Lotte gaat verhuizen naar zwolle, vandaag de laatste keer samen gespeeld op de opvang',
      'zn beste vriendje Sem gaat verhuizen, nog 1x samen gespeeld',
    ])
      for (const seed of SEEDS) expect(textOfDay('nl', day, { seed })).not.toMatch(/nieuwe huis|doosje|verhuisdozen/u);
  });

  it('tells a fire station day without a tractor or water play', () => {
    const day =
      'open dag bij de brandweerkazerne met papa en opa Henk. hij mocht in de grote rode brandweerauto zitten en zelf met de slang spuiten!!';
    for (const seed of SEEDS) {
      const text = textOfDay('nl', day, { seed, pronoun: 'he' });
      expect(text).not.toMatch(/tractor|plons, spetter/u);
    }
  });

  it('tells a hug given as no cuddly toy in the goodnight', () => {
    for (const day of [
      'na het eten zelf sorry gezegd en een knuffel gegeven, toen samen in bad',
      'hij gaf oma een dikke knuffel bij het afscheid',
    ])
      for (const seed of SEEDS)
        expect(textOfDay('nl', day, { seed, pronoun: 'he' })).not.toMatch(/welterusten, knuffel(?!\p{L})/iu);
  });
});

describe('the Dutch story tells the day’s trouble by its cause in scene 3', () => {
  const facts = (pronoun: 'she' | 'he') => ({
    children: [{ name: 'Zuri', pronoun, age: 'toddler' as const, seed: 'c1' }],
    people: [],
    pets: [],
  });
  const sceneThree = (day: string, pronoun: 'she' | 'he', seed: string) =>
    storyOfDay('nl', day, { seed, pronoun, facts: facts(pronoun) }).scenes[2]?.text ?? '';

  it.each([
    [
      'eerste schooldag!! aan de poort dikke tranen en wou mn hand ni lossen',
      'she',
      /Aan de poort kwamen er dikke tranen/u,
    ],
    ['naar de opvang. bij de deur dikke tranen', 'he', /Bij de deur kwamen er dikke tranen/u],
    [
      'open dag bij de brandweerkazerne. de sirene was wel eng hard, handen op zn oren',
      'he',
      /De sirene klonk zo hard, en \p{Lu}\p{L}+ hield gauw zijn handen op zijn oren/u,
    ],
    [
      'waterpokken :( overal rode bultjes en het jeukt zo, hij mag ni naar de crèche',
      'he',
      /waterpokken, overal rode bultjes die zo jeukten/u,
    ],
    [
      'ruzie met zn grote zus Noor om de blauwe beker, hij heeft dr in dr arm gebeten :( allebei huilen',
      'he',
      /Noor in haar arm beet, en toen moesten ze allebei huilen/u,
    ],
  ] as const)('%j', (day, pronoun, told) => {
    for (const seed of SEEDS) expect(sceneThree(day, pronoun, seed)).toMatch(told);
  });

  it('tells the heat of a hot day by its degrees', () => {
    for (const day of [
      'bloedheet vandaag 32 graden. badje in de tuin gezet en ze heeft de hele middag met de gieter lopen spetteren',
      'snikheet vandaag 32 graden, de hele middag met de gieter gespeeld in de tuin',
    ])
      for (const seed of SEEDS)
        expect(textOfDay('nl', day, { seed, facts: facts('she') })).toMatch(/tweeëndertig graden/u);
  });
});

describe('the Dutch pack, the balloon', () => {
  it('never gives the balloon a colour the parent did not write', () => {
    const beertje = { name: 'Beertje', hij: 'hij', hem: 'hem', zijn: 'zijn', pl: false };
    const x = { first: true, h: beertje, helper: beertje } as never;
    const balloon = nl.things.balloon;
    expect(balloon?.goodnight).not.toMatch(/rode|rood/u);
    for (const line of balloon?.lines ?? []) expect(line(x)).not.toMatch(/rode|rood/u);
  });
});

describe('the Dutch pack, an angry moment', () => {
  it('tells the anger without a second, unnamed mishap (`er ging iets mis`)', () => {
    const beertje = { name: 'Beertje', hij: 'hij', hem: 'hem', zijn: 'zijn', pl: false };
    const x = { first: false, h: beertje, helper: beertje } as never;
    for (const line of nl.problems.tantrum.uhOh.flat()) expect(line(x)).not.toMatch(/ging er iets mis/u);
  });
});

describe('the Dutch pack, polish', () => {
  it('gives a town typed in lower case its capital, and a town zoo its name', () => {
    expect(nl.polish?.('Hij dacht nog even aan de zoo van antwerpen.')).toBe(
      'Hij dacht nog even aan de Zoo van Antwerpen.',
    );
    expect(nl.polish?.('Ze gingen naar gent en naar utrecht.')).toBe('Ze gingen naar Gent en naar Utrecht.');
    expect(nl.polish?.('Ze liep door de straten.')).toBe('Ze liep door de straten.');
  });
});

describe('the Dutch pack, typed activities and a lost pet', () => {
  const konijntje = { name: 'Konijntje', hij: 'ze', hem: 'haar', zijn: 'haar', pl: false };
  const x = { first: true, h: konijntje, helper: konijntje, what: 'tuinieren' } as never;

  it('tells a typed activity as something to look forward to, never a report (`Dit is wat … meemaakte`)', () => {
    for (const line of nl.typed) expect(line(x)).not.toMatch(/meemaakte|beleefde|tijd voor iets leuks/u);
  });

  it('never calls a lost pet `het`', () => {
    const about = { first: false, h: konijntje, helper: konijntje, about: { name: 'Stampertje' } } as never;
    for (const line of nl.problems.lost.uhOh.flat()) expect(line(about)).not.toMatch(/maar het was/u);
  });
});

describe('the Dutch pack, bread', () => {
  it('invents no hagelslag on a krentenbol', () => {
    const x = { first: true, h: { name: 'Beertje', hij: 'hij', hem: 'hem', zijn: 'zijn', pl: false } } as never;
    for (const line of nl.things.bread.lines) expect(line(x)).not.toMatch(/hagelslag|boterham/u);
    expect(nl.things.bread.goodnight).not.toMatch(/boterham/u);
  });
});

describe('the Dutch pack, quiet sadness', () => {
  it('tells sadness without tears that will not stop, which a quiet sad day never had', () => {
    const x = { first: true, h: { name: 'Konijntje', hij: 'ze', hem: 'haar', zijn: 'haar', pl: false } } as never;
    for (const line of nl.problems.cried.uhOh.flat()) expect(line(x)).not.toMatch(/kon niet meer stoppen/u);
  });
});

describe('the Dutch pack, someone missed', () => {
  it('comforts in words true of a grown-up away and of one ill at home on the sofa (no `missen`)', () => {
    const x = {
      first: true,
      h: { name: 'Konijntje', hij: 'ze', hem: 'haar', zijn: 'haar', pl: false },
      about: { name: 'papa', hem: 'hem' },
    } as never;
    for (const line of nl.problems.missing.fix.flat()) expect(line(x)).not.toMatch(/missen|ver weg/u);
  });

  it('names typed pastimes as things to think back on (`het pannenkoeken eten`, `het hutje met oma`)', () => {
    expect(nl.join(['kastanjes zoeken', 'hutje bouwen met oma', 'pannenkoeken eten'])).toBe(
      'het kastanjes zoeken, het hutje met oma en het pannenkoeken eten',
    );
    expect(nl.join(['tekening maken voor oma'])).toBe('de tekening voor oma');
  });

  it('thinks back on the day with a head full of it, as Dutch says it (`zat nog vol van`)', () => {
    const h = { name: 'Beertje', hij: 'hij', hem: 'hem', zijn: 'zijn', pl: false };
    const y = { first: true, h, list: 'de kas' } as never;
    for (const line of nl.typedMemory) expect(line(y)).not.toMatch(/hoofd was het/u);
    expect(nl.typedMemory.map((line) => line(y))).toContain('Zijn hoofd zat nog helemaal vol van de kas.');
  });
  it("shows fish without a `visje` of its own, so the parent's own fish is still told (`ving een klein visje`)", () => {
    const h = { name: 'Beertje', hij: 'hij', hem: 'hem', zijn: 'zijn', pl: false };
    for (const line of nl.things.fish.lines) expect(line({ first: true, h } as never)).not.toMatch(/\bvisjes?\b/u);
  });
});

describe('the Dutch pack, lines beside the parent’s own', () => {
  const h = { name: 'Konijntje', hij: 'ze', hem: 'haar', zijn: 'haar', pl: false };
  const x = { first: true, h, helper: { name: 'papa', hij: 'hij', hem: 'hem', zijn: 'zijn', pl: false } } as never;

  it('gives no sticker of its own at the doctor, beside the one the parent tells (`de zuster gaf een sticker`)', () => {
    const visit = nl.activities['activity-doctor-visit'];
    for (const line of [...visit.arrive, ...visit.do, ...visit.sense]) expect(line(x)).not.toMatch(/sticker/u);
  });

  it('tells the moment after a fall without sitting on, which `meteen weer opgestaan` would contradict', () => {
    for (const line of nl.problems.fell.uhOh[1] ?? []) expect(line(x)).not.toMatch(/\b(zat|bleef|bleven)\b/u);
  });

  it('names the hero in the line after a typed pastime, which may open a scene (never a bare `Ze`)', () => {
    for (const line of nl.typedFeel) expect(line(x)).not.toMatch(/^Ze\b/u);
  });

  it('says what there was at supper in the plural when the dish is many (`waren er pannenkoeken`)', () => {
    const y = { first: true, h, t: { de: 'pannenkoeken', een: 'een pannenkoek', pl: true } } as never;
    const told = nl.evening.dinner.map((line) => line(y));
    expect(told).toContain('Bij het avondeten waren er pannenkoeken, en Konijntje at alles op.');
    expect(told.join(' ')).not.toMatch(/was er pannenkoeken/u);
  });

  it('goes to the library or the doctor only in the parent’s words, never a second time in its own (`naar de bieb`)', () => {
    for (const id of ['activity-library-visit', 'activity-doctor-visit'] as const)
      for (const line of nl.activities[id].arrive) expect(line(x)).not.toMatch(/\bging(?:en)?\b.*\bnaar de\b/u);
  });

  it('spends a rainy day without drawing or building indoors the parent never wrote (a rainy day at soft play)', () => {
    for (const line of nl.activities['rainy-day'].do) expect(line(x)).not.toMatch(/tekende|bouwde|hut|boekje/u);
    for (const line of nl.homePlay.arrive) expect(line(x)).not.toMatch(/bouwde|hut/u);
  });

  it('tells the painting table true of a drawing with crayons too (`een tekening gemaakt voor papa`)', () => {
    const painting = nl.activities['activity-painting'];
    for (const line of [...painting.arrive, ...painting.do, ...painting.sense])
      expect(line(x)).not.toMatch(/verf|kwast|schilder|handafdruk/u);
    expect(`${painting.noun.de} ${painting.noun.een} ${painting.goodnight}`).not.toMatch(/verf|schilder/u);
  });

  it('tells how a typed thing went in words true of a meltdown too (`driftbui bij de kassa`)', () => {
    for (const line of nl.typedFeel) expect(line(x)).not.toMatch(/gezellig|genieten|fijn|leuk/u);
  });

  it('titles drawing as well as painting (`een brief voor de kerstman getekend`)', () => {
    expect(nl.activities['activity-painting'].noun.titel).not.toMatch(/schilderen/u);
  });
});

describe('the Dutch pack, a car ride', () => {
  const beertje = { name: 'Beertje', hij: 'hij', hem: 'hem', zijn: 'zijn', pl: false };
  const x = { first: true, h: beertje, helper: undefined } as never;

  it('tells the car without a long ride or rain the parent never wrote (`in de auto zei ze …` on the way home)', () => {
    const car = nl.activities['car-ride'];
    for (const line of [...car.arrive, ...car.sense]) expect(line(x)).not.toMatch(/lange rit|ruitenwissers/u);
  });
});

describe('the Dutch pack, a tree', () => {
  const uiltje = { name: 'Uiltje', hij: 'ze', hem: 'haar', zijn: 'haar', pl: false };
  const x = { first: true, h: uiltje } as never;

  it('tells a tree without a hug or a big old trunk the parent never wrote (`het huisje in de appelboom gehangen`)', () => {
    for (const line of nl.things.tree.lines) expect(line(x)).not.toMatch(/knuffelde|oude boom|schors/u);
  });
});

describe('the Dutch pack, a ride home by bus', () => {
  const panda = { name: 'Panda', hij: 'hij', hem: 'hem', zijn: 'zijn', pl: false };
  const x = { first: true, h: panda, helper: undefined } as never;

  it('tells a ride true of a bus too, never a car the parent did not write (`met de bus terug naar huis`)', () => {
    const ride = nl.activities['car-ride'];
    for (const line of [...ride.arrive, ...ride.do, ...ride.sense])
      expect(line(x)).not.toMatch(/\bauto\b|autostoeltje|gordel/u);
    expect(`${ride.noun.de} ${ride.noun.een} ${ride.noun.titel}`).not.toMatch(/auto/u);
    // Nor a second ride on the bus beside the parent's own.
    for (const line of nl.things.bus.lines) expect(line(x)).not.toMatch(/reed|rit/u);
  });
});

describe('the Dutch pack, a fall, a cat and a balloon', () => {
  const vosje = { name: 'Vosje', hij: 'hij', hem: 'hem', zijn: 'zijn', pl: false };
  const x = { first: true, h: vosje, helper: vosje } as never;

  it('tells a fall without tears of its own (`gevallen met haar knie maar niet gehuild`)', () => {
    for (const line of [...nl.problems.fell.uhOh.flat(), ...nl.problems.fell.fix.flat()])
      expect(line(x)).not.toMatch(/tranen|huil/u);
  });

  it('tells a cat without sleeping, and a balloon no one held before it was given (`de poes heeft haar gekrabd`)', () => {
    for (const line of nl.things.cat.lines) expect(line(x)).not.toMatch(/slapen|sliep|spinde/u);
    for (const line of nl.things.balloon.lines) expect(line(x)).not.toMatch(/hield|vast/u);
  });
});

describe('the Dutch pack, a fright', () => {
  const pinguin = { name: 'Pinguïntje', hij: 'hij', hem: 'hem', zijn: 'zijn', pl: false };
  const x = { first: false, h: pinguin, helper: pinguin } as never;

  it('tells a fright without saying the start again (`kreeg water in zn neus en was even heel erg geschrokken`)', () => {
    for (const line of nl.problems.scared.uhOh.flat()) expect(line(x)).not.toMatch(/schrok|geschrokken/u);
  });
});

describe('the Dutch pack, a day ill on the sofa', () => {
  const zuri = { name: 'Zuri', hij: 'ze', hem: 'haar', zijn: 'haar', pl: false };
  const mama = { name: 'mama', hij: 'ze', hem: 'haar', zijn: 'haar', pl: false };
  const x = { first: true, h: zuri, helper: mama } as never;

  it('leaves the sofa and the blanket to the parent, told once (`de hele dag op de bank onder een dekentje`)', () => {
    const lines = [...nl.quiet.arrive, ...nl.quiet.sense, ...nl.problems.sick.fix.flat()];
    for (const line of lines) expect(line(x)).not.toMatch(/dekentje|op de bank,/u);
  });

  it('tells a song, a cake and boots once: the party, the birthday and the puddles each say their own', () => {
    for (const line of nl.events.birthday) expect(line(x)).not.toMatch(/gezongen|zong/u);
    for (const line of nl.activities['activity-birthday-party'].sense) expect(line(x)).not.toMatch(/taart/u);
    for (const line of nl.activities['activity-puddle-jumping'].arrive) expect(line(x)).not.toMatch(/laars/u);
  });

  it('names the bread bitten, never a bare `hap` scenes away from the parent’s roll', () => {
    for (const line of nl.things.bread.lines) expect(line(x)).toMatch(/brood/u);
  });

  it('says no one had a birthday the parent never wrote (a treat handed round at a goodbye)', () => {
    for (const line of nl.events.birthday) expect(line(x)).not.toMatch(/jarig/u);
  });

  it('brings no rain or umbrella to a puddle walk the parent never said was rainy', () => {
    const pud = nl.activities['activity-puddle-jumping'];
    for (const line of [...pud.arrive, ...pud.do, ...pud.sense]) expect(line(x)).not.toMatch(/regen|paraplu/u);
  });

  it('keeps a sad day’s supper, bath, pyjamas and grandparents’ hug calm: no cheer', () => {
    const sad = { ...(x as object), sad: true } as never;
    const evening = [...nl.evening.dinner, ...nl.evening.bath, ...nl.evening.pyjamas];
    for (const line of evening)
      expect(line(sad)).not.toMatch(/allerlaatste hap|extra lekker|ho, ho|heel veel|plop|neuriede|Plons|pop, pop/u);
    for (const line of nl.activities['activity-grandparents'].arrive) expect(line(sad)).not.toMatch(/oor tot oor/u);
    for (const line of nl.activities['activity-daycare'].arrive) expect(line(sad)).not.toMatch(/vrolijk/u);
  });
});

describe('the Dutch pack, a train trip to an aunt', () => {
  const zuri = { name: 'Zuri', hij: 'hij', hem: 'hem', zijn: 'zijn', pl: false };
  const ilse = { name: 'tante Ilse', hij: 'ze', hem: 'haar', zijn: 'haar', pl: false };

  it('puts no aunt or uncle on the train the day goes to them by (`met de trein naar tante ilse`)', () => {
    const x = { first: true, h: zuri, p: ilse, helper: ilse } as never;
    for (const line of nl.activities['activity-train-ride'].arrive) expect(line(x)).not.toMatch(/Ilse/u);
  });
});

describe('the Dutch pack, a first haircut with tears, a broken cup and a lost cuddly', () => {
  const zuri = { name: 'Zuri', hij: 'hij', hem: 'hem', zijn: 'zijn', pl: false };
  const mama = { name: 'mama', hij: 'ze', hem: 'haar', zijn: 'haar', pl: false };
  const x = { first: true, h: zuri, helper: mama } as never;

  it('says at the hairdresser nothing of how still or glad the child sat: the child may have cried', () => {
    const cut = nl.activities['hairdresser-visit'];
    for (const line of [...cut.arrive, ...cut.do, ...cut.sense]) expect(line(x)).not.toMatch(/\bstil\b|blij/u);
  });

  it('lets the child hold nothing that broke, and search only where the parent says so', () => {
    for (const line of nl.problems.broke.uhOh.flat()) expect(line(x)).not.toMatch(/vast/u);
    for (const line of nl.problems.lost.uhOh.flat()) expect(line(x)).not.toMatch(/zocht/u);
    const text = textOfDay(
      'nl',
      'knuffel konijn kwijt, hele huis afgezocht en hij was ontroostbaar. uiteindelijk lag ie gewoon in de poppenwagen van zn zus haha',
      { seed: 'a', pronoun: 'he' },
    );
    expect(text.match(/zocht/gu)?.length ?? 0).toBeLessThanOrEqual(1);
  });

  it('leaves the eggs, the teeth counted and the staying home to the parent, who tells them', () => {
    const beertje = { name: 'Beertje', hij: 'hij', hem: 'hem', zijn: 'zijn', pl: false };
    const papa = { name: 'papa', hij: 'hij', hem: 'hem', zijn: 'zijn', pl: false };
    const sick = { first: true, h: beertje, helper: papa } as never;
    const x = sick;
    for (const line of nl.problems.sick.fix.flat()) expect(line(sick)).not.toMatch(/\bble(?:ef|ven)\b/u);
    for (const line of nl.things.chickens.lines) expect(line(x)).not.toMatch(/\bei(?:tje|eren)?\b/u);
    for (const line of nl.events.dentist) expect(line(x)).not.toMatch(/\btelde\b/u);
    const farm = nl.activities['farm-visit'];
    for (const line of [...farm.arrive, ...farm.do]) expect(line(x)).not.toMatch(/\bei(?:tje|eren)?\b/u);
  });
});
