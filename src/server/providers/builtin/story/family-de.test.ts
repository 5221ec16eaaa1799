import { describe, expect, it } from 'vitest';
import type { DayFacts } from '../../types.ts';
import { FAMILY_WORDS } from '../lexicon/family.ts';
import { lineContext, storyOfDay } from './day-story.ts';
import type { Ctx } from './pack.ts';
import { de as pack } from './packs/de.ts';
import { de as reteller } from './retell/de.ts';

/** How the built-in storyteller tells a German family's day: read as a parent reads it aloud. */

const words = FAMILY_WORDS.de;
type X = Ctx<unknown, unknown>;
const bear = pack.hero({ name: 'Kleiner Bär', catalogId: 'character-bear', description: '' });
const bunny = pack.hero({ name: 'Häschen', catalogId: 'character-bunny', description: '' });
const sister = pack.child('Tavi', 'she');
const ctx = (h: unknown, about: unknown, first: boolean): X =>
  lineContext<X>(h, pack.child('Zuri', 'she'), pack.grownUp, about, first);
const CONTEXTS = [bear, bunny].flatMap((h) =>
  [undefined, sister].flatMap((about) => [true, false].map((first) => ctx(h, about, first))),
);
const say = (lines: ReadonlyArray<(x: never) => string>, x: X) => lines.map((line) => line(x as never));

const write = (facts: DayFacts, seed: string, customDescription?: string) =>
  storyOfDay('de', customDescription, {
    seed,
    activities: ['activity-playground'],
    character: 1,
    facts,
    pronoun: 'he',
  });
const SEEDS = Array.from({ length: 6 }, (_, index) => `de-fam-${index}`);

describe('the German family story', () => {
  it('says feelings and doings as a German parent does, never as an English calque', () => {
    const calque =
      /(wütende|schüchterne) Gefühl|fühlte sich (falsch|wieder froh|schon ein bisschen besser|gar nicht gut|bald wieder gut)|fühlte (sie|er|es) sich|leicht wie eine Feder|du bist geliebt|Erbse in ihrer Schote|jedem Aua|fühlte sich kühl an unter|an kleinen Fingern an|bereit (zum|für|fürs)|pitter|Teeparty|mutig genug|rasch, rasch|schwer anfühlte|um Hallo zu sagen|bei allen Sachen/u;
    for (const x of CONTEXTS) {
      const slots = [
        ...Object.values(pack.opening),
        ...Object.values(pack.activities).flatMap((text) => [text.arrive, text.do, text.sense]),
        ...Object.values(pack.problems).flatMap((problem) => [...problem.uhOh, ...problem.fix]),
        ...Object.values(pack.homePlay),
        ...Object.values(pack.quiet),
        ...Object.values(pack.things).map((thing) => thing.lines),
        ...Object.values(pack.evening),
        ...[pack.worry, pack.feelBetter, pack.comfort, pack.calmRefrain, pack.refrain, pack.still, pack.later],
        ...[pack.night.tuck, pack.night.sleep],
      ];
      for (const lines of slots) for (const line of say(lines, x)) expect(line).not.toMatch(calque);
    }
  });

  it('ends a quarrel with a sister in sorry and making up, and a plain tantrum without one', () => {
    for (const first of [true, false]) {
      for (const line of say(pack.problems.tantrum.fix[1] ?? [], ctx(bear, sister, first))) {
        expect(line).toMatch(/Entschuldigung|Tut mir leid|entschuldigten sich beide/u);
        expect(line).toContain('Tavi');
      }
      for (const line of say(pack.problems.tantrum.fix[1] ?? [], ctx(bear, undefined, first)))
        expect(line).not.toMatch(/Entschuldigung|Tut mir leid/u);
    }
    const quarrel: DayFacts = {
      children: [{ name: 'Zuri', pronoun: 'he', age: 'preschooler', seed: 'c1' }],
      people: [{ relation: 'sibling', name: 'Tavi', pronoun: 'she', age: 'toddler', isOlder: false, seed: 's1' }],
      pets: [],
      hard: { kind: 'quarrel' },
    };
    for (const seed of SEEDS)
      expect(write(quarrel, seed).scenes[3]?.text).toMatch(/Entschuldigung|Tut mir leid|entschuldigten sich beide/u);
  });

  it('remembers the day’s strawberries at bedtime as the strawberries, not strawberries in general', () => {
    expect(pack.list([pack.things.strawberries.noun])).toBe('die Erdbeeren');
    expect(pack.list([pack.activities['activity-park'].noun, pack.things.strawberries.noun])).toBe(
      'den Park und die Erdbeeren',
    );
  });

  it('tells a lost cuddly bunny typed as `seinen Kuschelhasen` in a sentence that takes it as the object', () => {
    const kid = [{ name: 'Zuri', pronoun: 'he' as const }];
    const owned = words.owned?.('seinen Kuschelhasen', kid) ?? '';
    expect(owned).toBe('Zuris Kuschelhasen');
    expect(words.lost(owned)).toBe('Oh nein, auf einmal konnte niemand Zuris Kuschelhasen mehr finden.');
    expect(words.broken(owned)).toBe('Und dann, knacks, hatte es Zuris Kuschelhasen erwischt: kaputt!');
    // A noun said alike as subject and object keeps the plain sentence.
    expect(words.lost('Zuris Teddy')).toBe('Oh nein, etwas war verschwunden: Zuris Teddy.');
  });

  it('ends a German festival’s day with its own evening touch: the Easter nest, the streamers, the lantern song', () => {
    expect(words.festivalEvening.easter).toContain('Osternest');
    expect(words.festivalEvening.carnival).toContain('Luftschlangen');
    expect(words.festivalEvening['st-martin']).toContain('Laterne, Laterne');
    const easter: DayFacts = {
      children: [{ name: 'Zuri', pronoun: 'he', age: 'preschooler', seed: 'c1' }],
      people: [{ relation: 'grown-up', name: 'Tavi', kind: 'grandfather', seed: 'g1' }],
      pets: [],
      celebration: 'easter',
    };
    for (const seed of SEEDS) expect(write(easter, seed).scenes[5]?.text).toContain('Osternest');
  });

  it('tells silly children, two children waking, a cloudy sky and a bad dream gone in German words', () => {
    const kids = [
      { name: 'Zuri', pronoun: 'she' as const },
      { name: 'Tavi', pronoun: 'he' as const },
    ];
    expect(words.feeling(kids, 'silly')).toBe('Zuri und Tavi alberten den ganzen Tag herum und kicherten viel.');
    expect(words.feeling(kids.slice(0, 1), 'silly')).toBe('Zuri alberte den ganzen Tag herum und kicherte viel.');
    expect(words.together(kids)).not.toContain('bereit für');
    expect(words.weather('cloudy')).not.toMatch(/weich und grau/u);
    expect(words.dreamGone()).toContain('nur ein Traum');
  });

  it('tells a pet that “eingeschlafen” and was buried as one that died, never as sleep at bedtime', () => {
    const told = reteller.clauses('Nemi ist heute eingeschlafen, wir haben sie im Garten begraben');
    expect(told.join(' ')).toContain('gestorben');
    expect(told.join(' ')).not.toContain('eingeschlafen');
    // Falling asleep with no burial told stays sleep.
    expect(reteller.clauses('Zuri ist im Auto eingeschlafen').join(' ')).toContain('eingeschlafen');
    const died: DayFacts = {
      children: [{ name: 'Zuri', pronoun: 'he', age: 'preschooler', seed: 'c1' }],
      people: [],
      pets: [],
      hard: { kind: 'pet-died', petName: 'Nemi', petKind: 'cat' },
    };
    for (const seed of SEEDS) {
      const story = write(died, seed, 'Nemi ist heute eingeschlafen, wir haben sie im Garten begraben');
      for (const scene of story.scenes) expect(scene.text).not.toMatch(/Nemi schlief|eingeschlafen/u);
    }
  });

  it('starts a sentence with the companion in a capital: `Der kleine Fuchs half mit den Knöpfen`', () => {
    const fox = pack.hero({ name: 'Kleiner Fuchs', catalogId: 'character-fox', description: '' });
    const own = { ...ctx(pack.child('Zuri', 'he'), undefined, true), c: fox } as X;
    for (const line of say(pack.opening.ready, own)) expect(line).toMatch(/^\p{Lu}/u);
  });

  it('says a bump only tapped as someone getting hurt, and no heating on a hot day’s pyjamas', () => {
    for (const x of CONTEXTS) {
      for (const line of say(pack.problems.hurt.uhOh[0] ?? [], x)) {
        expect(line).toContain('wehgetan');
        // Said after the hero was named, the pronoun comes before `sich`: `da hatte sie sich wehgetan`.
        if (!x.first) expect(line).toMatch(/hatte (er|sie|es) sich/u);
      }
      for (const line of say(pack.evening.pyjamas, x)) expect(line).not.toContain('Heizung');
    }
  });

  it('tells a sorry with `sich` and a hug with no one hugged as a hug, once', () => {
    const clause = reteller.clauses('streit mit Tavi um die schaukel, dann entschuldigt und umarmt').at(-1) ?? '';
    const told = reteller.retell(clause, {
      hero: pack.child('Zuri', 'he'),
      grownUps: [],
      names: ['Tavi'],
      childPronoun: 'he',
    });
    expect(told).toBe('Zuri entschuldigte sich, und dann gab es eine dicke Umarmung.');
    // The making-up is one sentence, so the comfort scene keeps its three or four.
    for (const x of CONTEXTS.filter((one) => one.about))
      for (const line of say(pack.problems.tantrum.fix[1] ?? [], x))
        expect(line.split(/(?<=[.!?“])\s+(?=\p{Lu})/u)).toHaveLength(1);
    const quarrel: DayFacts = {
      children: [{ name: 'Zuri', pronoun: 'he', age: 'preschooler', seed: 'c1' }],
      people: [{ relation: 'sibling', name: 'Tavi', pronoun: 'she', age: 'toddler', isOlder: false, seed: 's1' }],
      pets: [],
      hard: { kind: 'quarrel' },
    };
    for (const seed of SEEDS) {
      const all = write(quarrel, seed, 'streit mit Tavi um die schaukel, dann entschuldigt und umarmt')
        .scenes.map((scene) => scene.text)
        .join(' ');
      expect(all).not.toMatch(/entschuldigte und|umarmte\./u);
      // The story's own making-up tells the sorry and the hug: the parent's words of them are not told again.
      expect(all, all).not.toContain('dann gab es eine dicke Umarmung');
      expect(all.match(/Umarmung/gu)?.length ?? 0, all).toBeLessThanOrEqual(1);
    }
  });

  it('leaves out a burial with no one buried, and lays the flowers on the grave', () => {
    const context = { hero: pack.child('Zuri', 'she'), grownUps: [], names: ['Nemi'], childPronoun: 'she' as const };
    const description = 'Nemi ist gestorben, im Garten begraben, Blumen drauf gelegt';
    const [, buried, flowers] = reteller.clauses(description);
    expect(reteller.retell(buried ?? '', { ...context, description })).toBeUndefined();
    expect(reteller.retell(flowers ?? '', { ...context, description })).toBe('Zuri legte Blumen auf das Grab.');
    // Flowers with nothing to lie on before them are no sentence.
    const [, alone] = reteller.clauses('Nemi ist gestorben, Blumen drauf gelegt');
    expect(reteller.retell(alone ?? '', { ...context, description: 'Nemi ist gestorben, Blumen drauf gelegt' })).toBe(
      undefined,
    );
  });

  it('tells the night’s bad dream as before the waking: `hatte schlecht geträumt`', () => {
    const context = { hero: pack.child('Zuri', 'she'), grownUps: [], names: [], childPronoun: 'she' as const };
    const [clause] = reteller.clauses('schlecht geträumt, bei Mama im Bett gekuschelt');
    expect(reteller.retell(clause ?? '', context)).toBe('Zuri hatte schlecht geträumt.');
  });

  it('tells a carnival costume as a costume, never a ladybird, and a Krapfen never as cake', () => {
    const context = { hero: pack.child('Zuri', 'she'), grownUps: [], names: [], childPronoun: 'she' as const };
    const [costume] = reteller.clauses('Fasching in der Kita, als Marienkäfer verkleidet, Krapfen gegessen');
    expect(reteller.retell(costume ?? '', context)).toBe('Zum Fasching war Zuri als Marienkäfer verkleidet.');
    const carnival: DayFacts = {
      children: [{ name: 'Zuri', pronoun: 'she', age: 'toddler', seed: 'c1' }],
      people: [],
      pets: [],
      celebration: 'carnival',
    };
    for (const seed of SEEDS) {
      const all = storyOfDay('de', 'Fasching in der Kita, als Marienkäfer verkleidet, Krapfen gegessen', {
        seed,
        activities: ['activity-dancing'],
        facts: carnival,
      })
        .scenes.map((scene) => scene.text)
        .join(' ');
      expect(all).not.toMatch(/Schmetterling|Kuchen/u);
    }
  });

  it('tells a thunderstorm named alone', () => {
    const context = { hero: pack.child('Zuri', 'he'), grownUps: ['Opa'], names: [], childPronoun: 'he' as const };
    expect(reteller.retell('Gewitter', context)).toBe('Draußen gab es ein Gewitter.');
    expect(reteller.retell('nachts gewitter', context)).toBe('In der Nacht gab es ein Gewitter.');
  });

  it('takes the child home with a grandmother who was along all day, never to a door she waits at', () => {
    const grandmother = { nom: 'Tavi', akk: 'Tavi', dat: 'Tavi', er: 'sie', ihn: 'sie', ihm: 'ihr', pl: false };
    for (const x of CONTEXTS) {
      const withHer = { ...x, p: grandmother, pGrand: true } as X;
      for (const line of say(pack.activities['activity-grandparents'].arrive, withHer)) {
        expect(line).not.toMatch(/Klingel|in der Tür/u);
        expect(line).toContain('Tavi');
      }
      // What they did there is not the sitting beside her an arrival in the armchair has just told.
      for (const line of say(pack.activities['activity-grandparents'].do, withHer))
        expect(line).not.toMatch(/neben|nah bei/u);
    }
  });

  it('titles a day of baking pancakes without the biscuits it may not have had', () => {
    const baking = pack.activities['activity-baking'];
    expect(`${baking.noun.titel} ${baking.goodnight}`).not.toContain('Plätzchen');
  });
});

describe('the German story of a goodbye at the station (round 7)', () => {
  it('tells the goodbye, and never a search for something lost', () => {
    for (const seed of SEEDS) {
      const text = storyOfDay(
        'de',
        'oma und opa sind nach 2 wochen wieder heim nach kiel gefahren. am bahnhof hat sie gewunken bis der zug weg war und dann bitterlich geweint 😢 danach sind wir noch ein eis essen gegangen',
        { seed },
      )
        .scenes.map((scene) => scene.text)
        .join(' ');
      expect(text).not.toMatch(/nirgends zu sehen|wir suchen|suchten|wiedergefunden/u);
      expect(text).toContain('Oma und Opa fuhren nach zwei Wochen wieder heim nach Kiel.');
      expect(text).not.toContain('bitterlich geweint');
    }
  });

  it('tells the things remembered at bedtime without a stiff `das dabei`', () => {
    const x = { h: bear, list: 'ein Holzzug', first: true } as never;
    for (const line of pack.typedMemory) expect(line(x)).not.toMatch(/noch das dabei/u);
  });
});

describe('the German pack’s day of being ill (round 7)', () => {
  it('says `krank` once, not in two sentences running', () => {
    const [first, second] = pack.problems.sick.uhOh;
    for (const x of CONTEXTS)
      for (const a of first ?? [])
        for (const b of second ?? []) expect(`${a(x as never)} ${b(x as never)}`.match(/krank/gu)?.length ?? 0).toBe(1);
  });
});

describe('the German pack’s broken thing (round 7)', () => {
  it('never makes what broke the child’s favourite toy: the parent’s day may have broken a cup', () => {
    for (const x of CONTEXTS)
      for (const lines of pack.problems.broke.uhOh)
        for (const line of lines) expect(line(x as never)).not.toMatch(/spielzeug/iu);
  });
});
