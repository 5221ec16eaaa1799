// Random but plausible briefs with the family's day facts (`StoryBrief.facts`), as the server gives them to the
// storyteller: seeded, so the same seed always gives the same briefs. See `npm run bench -- family-truth`.
import { DEFAULT_ACTIVITIES, DEFAULT_CHARACTERS } from '../../src/server/catalog/catalog-data.ts';
import { itemOf } from '../../src/server/providers/builtin/story/variety-measures.ts';
import type { DayFacts, DayPerson, StoryBrief } from '../../src/server/providers/types.ts';
import { CHILD_PLACEHOLDER, NAME_PLACEHOLDERS } from '../../src/server/stories/generation/family-names.ts';
import { CHILD_PRONOUNS } from '../../src/shared/account.ts';
import {
  AGE_BANDS,
  CELEBRATIONS_BY_LANGUAGE,
  FEELINGS,
  FIRST_TIMES,
  GROWN_UP_KINDS,
  HARD_THINGS,
  PET_KINDS,
  WEATHERS,
} from '../../src/shared/family.ts';
import type { Language } from '../../src/shared/languages.ts';

/** A small seeded random source (mulberry32 over a string hash). */
export function randomOf(seed: string): () => number {
  let state = 0;
  for (const char of seed) state = (Math.imul(state ^ (char.codePointAt(0) ?? 0), 2654435761) + 0x9e3779b9) | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

type Pick = <T>(items: readonly T[]) => T;

/** What a parent types in each language: an animal for an `other` pet, a first time, a lost or broken thing, a day. */
const TYPED: Record<Language, { animals: string[]; firsts: string[]; things: string[]; days: string[] }> = {
  en: {
    animals: ['an axolotl', 'hedgehog', 'a chicken', 'lizard'],
    firsts: ['ice skating', 'a pony ride', 'the big slide'],
    things: ['his blue car', 'her teddy', 'the red balloon', 'a puzzle piece'],
    days: ['We fed the ducks at the pond.', 'we made pancakes together', 'Went to the market with grandma.'],
  },
  nl: {
    animals: ['een axolotl', 'egel', 'een kip', 'hagedis'],
    firsts: ['schaatsen', 'op een pony', 'de grote glijbaan'],
    things: ['zijn blauwe auto', 'haar knuffel', 'de rode ballon', 'een puzzelstukje'],
    days: ['We hebben de eendjes gevoerd.', 'samen pannenkoeken gebakken', 'Naar de markt geweest.'],
  },
  de: {
    animals: ['ein Axolotl', 'Igel', 'ein Huhn', 'Eidechse'],
    firsts: ['Schlittschuhlaufen', 'auf einem Pony reiten', 'die große Rutsche'],
    things: ['sein blaues Auto', 'ihr Teddy', 'der rote Luftballon', 'ein Puzzleteil'],
    days: ['Wir haben die Enten gefüttert.', 'zusammen Pfannkuchen gemacht', 'Auf dem Markt gewesen.'],
  },
  fr: {
    animals: ['un axolotl', 'hérisson', 'une poule', 'lézard'],
    firsts: ['le patin à glace', 'un tour de poney', 'le grand toboggan'],
    things: ['sa petite voiture bleue', 'son doudou', 'le ballon rouge', 'une pièce du puzzle'],
    days: ['On a donné du pain aux canards.', 'on a fait des crêpes ensemble', 'Marché avec mamie ce matin.'],
  },
  es: {
    animals: ['un ajolote', 'erizo', 'una gallina', 'lagartija'],
    firsts: ['patinar sobre hielo', 'montar en poni', 'el tobogán grande'],
    things: ['su coche azul', 'su peluche', 'el globo rojo', 'una pieza del puzle'],
    days: ['Dimos de comer a los patos.', 'hicimos tortitas juntos', 'Fuimos al mercado por la mañana.'],
  },
  pt: {
    animals: ['um axolote', 'ouriço', 'uma galinha', 'lagartixa'],
    firsts: ['patinar no gelo', 'andar de pónei', 'o escorrega grande'],
    things: ['o carrinho azul dele', 'o peluche dela', 'o balão vermelho', 'uma peça do puzzle'],
    days: ['Demos comida aos patos.', 'fizemos panquecas juntos', 'Fomos ao mercado de manhã.'],
  },
  zh: {
    animals: ['一只小刺猬', '蜥蜴', '一只小鸡', '乌龟宝宝'],
    firsts: ['滑冰', '骑小马', '玩大滑梯'],
    things: ['他的蓝色小汽车', '她的小熊', '红气球', '一块拼图'],
    days: ['我们去喂了小鸭子。', '一起做了松饼', '上午去了菜市场。'],
  },
};

const AGE_RANK = Object.fromEntries(AGE_BANDS.map((band, index) => [band, index])) as Record<string, number>;

/** One brief: 1-2 story children, 0-3 people, 0-3 pets, random moments, 0-2 catalog activities, sometimes a day typed. */
export function randomBrief(language: Language, seed: string): StoryBrief {
  const random = randomOf(`${language}:${seed}`);
  const pick: Pick = (items) => items[Math.floor(random() * items.length)] as (typeof items)[number];
  const chance = (share: number) => random() < share;
  const typed = TYPED[language];
  // Placeholders as the name guard gives them: the first child `Zuri`, then every other member in order.
  const spare = [...NAME_PLACEHOLDERS];
  const nextName = () => spare.shift() ?? 'Qeni';

  const children: DayFacts['children'] = [
    { name: CHILD_PLACEHOLDER, pronoun: pick([...CHILD_PRONOUNS, null]), age: pick(AGE_BANDS), seed: 'child-1' },
  ];
  if (chance(0.35))
    children.push({
      name: nextName(),
      pronoun: pick([...CHILD_PRONOUNS, null]),
      age: pick(AGE_BANDS),
      seed: 'child-2',
    });
  const first = children[0] as DayFacts['children'][number];

  const people: DayPerson[] = [];
  const peopleCount = Math.floor(random() * 4);
  for (let index = 0; index < peopleCount; index += 1) {
    const role = pick(['grown-up', 'grown-up', 'sibling', 'friend'] as const);
    const seedOf = `person-${index}`;
    if (role === 'grown-up')
      people.push({ relation: 'grown-up', name: nextName(), kind: pick(GROWN_UP_KINDS), seed: seedOf });
    else if (role === 'sibling') {
      const age = pick(AGE_BANDS);
      const order = (AGE_RANK[age] ?? 0) - (AGE_RANK[first.age] ?? 0);
      people.push({
        relation: 'sibling',
        name: nextName(),
        pronoun: pick([...CHILD_PRONOUNS, null]),
        age,
        isOlder: order === 0 ? undefined : order > 0,
        seed: seedOf,
      });
    }
  }
  const pets: DayFacts['pets'] = [];
  const petCount = Math.floor(random() * 4);
  for (let index = 0; index < petCount; index += 1) {
    const kind = pick(PET_KINDS);
    pets.push({
      name: nextName(),
      kind,
      word: kind === 'other' ? pick(typed.animals) : undefined,
      seed: `pet-${index}`,
    });
  }
  // Friends come last: the guard names tonight's friends after the family.
  const friendCount = Math.floor(random() * random() * 3);
  for (let index = 0; index < friendCount; index += 1)
    people.push({ relation: 'friend', name: nextName(), seed: `friend-${index}` });

  const facts: DayFacts = { children, people, pets };
  if (chance(0.4)) {
    const kind = pick(FIRST_TIMES);
    facts.firstTime = { kind, word: kind === 'other' ? pick(typed.firsts) : undefined };
  }
  if (chance(0.5)) facts.feeling = pick(FEELINGS);
  if (chance(0.5)) {
    const kind = pick(HARD_THINGS);
    if (kind === 'pet-died') {
      // One of the family's pets: tapped as there today too, or (more often) not.
      const tapped = pets.length > 0 && chance(0.3) ? pick(pets) : undefined;
      const petKind = tapped?.kind ?? pick(PET_KINDS);
      const pet = tapped ?? {
        name: nextName(),
        kind: petKind,
        word: petKind === 'other' ? pick(typed.animals) : undefined,
      };
      facts.hard = { kind, petName: pet.name, petKind: pet.kind, petWord: pet.word };
    } else {
      facts.hard = { kind, word: kind === 'lost' || kind === 'broken' ? pick(typed.things) : undefined };
    }
  }
  if (chance(0.5)) facts.weather = pick(WEATHERS);
  if (chance(0.3)) facts.celebration = pick(CELEBRATIONS_BY_LANGUAGE[language]);

  const activityCount = Math.floor(random() * 3);
  const activities = [...DEFAULT_ACTIVITIES]
    .sort(() => random() - 0.5)
    .slice(0, activityCount)
    .map((activity) => itemOf(activity, language));
  const character = pick(DEFAULT_CHARACTERS);
  return {
    language,
    character: itemOf(character, language),
    activities,
    customDescription: chance(0.3) ? pick(typed.days) : undefined,
    customActivities: [],
    childPlaceholder: CHILD_PLACEHOLDER,
    childPronoun: first.pronoun ?? undefined,
    facts,
    seed: `family-truth-${seed}`,
  };
}
