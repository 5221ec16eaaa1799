import { describe, expect, it } from 'vitest';
import { EMPTY_FAMILY, FAMILY_SKINS, type Family, type Moments, MomentsSchema } from '../../../shared/family.ts';
import { dayFacts, dayOfBrief, familySkin, friendSeed, memberSeed } from './day-facts.ts';
import { CHILD_PLACEHOLDER, familyNameGuard, storyChildrenOf } from './family-names.ts';

const emma = { id: crypto.randomUUID(), name: 'Emma', pronoun: 'she' as const, age: 'preschooler' as const };
const sem = { id: crypto.randomUUID(), name: 'Sem', pronoun: 'he' as const, age: 'toddler' as const };
const lotte = { id: crypto.randomUUID(), name: 'Lotte', pronoun: null, age: 'older' as const };
const mia = { id: crypto.randomUUID(), name: 'Mia', pronoun: 'she' as const, age: 'preschooler' as const };
const oma = { id: crypto.randomUUID(), name: 'Oma', kind: 'grandmother' as const };
const papa = { id: crypto.randomUUID(), name: 'Papa', kind: 'father' as const };
const biscuit = { id: crypto.randomUUID(), name: 'Biscuit', kind: 'dog' as const };
const pip = { id: crypto.randomUUID(), name: 'Pip', kind: 'other' as const, word: 'an axolotl' };
const minou = { id: crypto.randomUUID(), name: 'Minou', kind: 'cat' as const };
const family: Family = { children: [emma, sem, lotte, mia], grownUps: [oma, papa], pets: [biscuit, pip, minou] };

/** The day's facts as the pipeline makes them: the story's children from the brief, and the guard of its names. */
function factsOf(input: { family?: Family; childIds?: string[]; moments?: Moments | undefined }) {
  const ofFamily = input.family ?? family;
  const children = storyChildrenOf(ofFamily, input.childIds);
  const guard = familyNameGuard(ofFamily, {
    childIds: children.map((child) => child.id),
    friends: input.moments?.friends,
  });
  return { guard, facts: dayFacts({ userId: 'parent-1', family: ofFamily, children, moments: input.moments, guard }) };
}

const moments = (input: Parameters<typeof MomentsSchema.parse>[0]) => MomentsSchema.parse(input);

describe('the day’s facts', () => {
  it('tell the story’s children, who was there and the moments, every name a placeholder', () => {
    const { guard, facts } = factsOf({
      childIds: [sem.id],
      moments: moments({
        with: [emma.id, oma.id, lotte.id, mia.id, biscuit.id, pip.id],
        friends: ['Noah'],
        firstTime: { kind: 'other', word: 'Emma’s big slide' },
        feeling: 'proud',
        hard: { kind: 'pet-died', petId: minou.id },
        weather: 'rainy',
        celebration: 'sinterklaas',
      }),
    });
    const of = (member: { id: string }) => guard.placeholderOfMember(member.id);
    expect(facts).toEqual({
      children: [{ name: CHILD_PLACEHOLDER, pronoun: 'he', age: 'toddler', seed: memberSeed(sem.id) }],
      people: [
        // Sem is a toddler: Emma (preschooler) and Lotte (older) are older than him.
        {
          relation: 'sibling',
          name: of(emma),
          pronoun: 'she',
          age: 'preschooler',
          isOlder: true,
          seed: memberSeed(emma.id),
        },
        { relation: 'grown-up', name: of(oma), kind: 'grandmother', seed: memberSeed(oma.id) },
        {
          relation: 'sibling',
          name: of(lotte),
          pronoun: null,
          age: 'older',
          isOlder: true,
          seed: memberSeed(lotte.id),
        },
        {
          relation: 'sibling',
          name: of(mia),
          pronoun: 'she',
          age: 'preschooler',
          isOlder: true,
          seed: memberSeed(mia.id),
        },
        { relation: 'friend', name: guard.placeholderOfFriend('Noah'), seed: friendSeed('parent-1', 'Noah') },
      ],
      pets: [
        { name: of(biscuit), kind: 'dog', word: undefined, seed: memberSeed(biscuit.id) },
        { name: of(pip), kind: 'other', word: 'an axolotl', seed: memberSeed(pip.id) },
      ],
      firstTime: { kind: 'other', word: `${of(emma)}’s big slide` },
      feeling: 'proud',
      hard: { kind: 'pet-died', word: undefined, petName: of(minou), petKind: minou.kind, petWord: undefined },
      weather: 'rainy',
      celebration: 'sinterklaas',
      // No tone chosen: the family's own, from the account's seed.
      skin: familySkin('parent-1', family),
    });
    const sent = JSON.stringify(facts);
    for (const name of ['Emma', 'Sem', 'Lotte', 'Mia', 'Oma', 'Biscuit', 'Pip', 'Minou', 'Noah']) {
      expect(sent, name).not.toContain(name);
    }
  });

  it('say a sibling is older or younger from the age bands, and neither when they share one', () => {
    const { facts } = factsOf({ childIds: [emma.id], moments: moments({ with: [sem.id, lotte.id, mia.id] }) });
    expect(facts?.people.map((person) => (person.relation === 'sibling' ? person.isOlder : 'not a sibling'))).toEqual([
      false,
      true,
      undefined,
    ]);
  });

  it('tell the family’s first child’s story when the brief names no child, and several children’s when it names them', () => {
    expect(factsOf({}).facts?.children.map((child) => child.seed)).toEqual([memberSeed(emma.id)]);
    const both = factsOf({ childIds: [lotte.id, emma.id], moments: moments({ with: [emma.id, sem.id] }) });
    expect(both.facts?.children.map((child) => child.name)).toEqual([
      CHILD_PLACEHOLDER,
      both.guard.placeholderOfMember(emma.id),
    ]);
    // One of the story's own children is not also someone who was there.
    expect(both.facts?.people.map((person) => person.seed)).toEqual([memberSeed(sem.id)]);
  });

  it('drop whom the family no longer has', () => {
    const gone = crypto.randomUUID();
    const { facts } = factsOf({
      childIds: [gone],
      moments: moments({ with: [gone, oma.id], hard: { kind: 'pet-died', petId: gone } }),
    });
    expect(facts?.children.map((child) => child.seed)).toEqual([memberSeed(emma.id)]);
    expect(facts?.people.map((person) => person.seed)).toEqual([memberSeed(oma.id)]);
    expect(facts?.hard).toEqual({
      kind: 'pet-died',
      word: undefined,
      petName: undefined,
      petKind: undefined,
      petWord: undefined,
    });
  });

  it('are left out without a family and without moments, and tell the moments of a family without names', () => {
    expect(factsOf({ family: EMPTY_FAMILY }).facts).toBeUndefined();
    expect(factsOf({ family: EMPTY_FAMILY, moments: moments({}) }).facts).toBeUndefined();
    const noFamily = factsOf({ family: EMPTY_FAMILY, moments: moments({ friends: ['Noah'], weather: 'snowy' }) });
    expect(noFamily.facts).toMatchObject({
      children: [],
      people: [{ relation: 'friend', name: noFamily.guard.placeholderOfFriend('Noah') }],
      pets: [],
      weather: 'snowy',
    });
    expect(factsOf({ moments: undefined }).facts).toMatchObject({ people: [], pets: [], hard: undefined });
  });

  it('give each member a seed of its own that stays the same, and a friend one that is no plain hash of the name', () => {
    expect(memberSeed(emma.id)).toBe(memberSeed(emma.id));
    expect(memberSeed(emma.id)).not.toBe(memberSeed(sem.id));
    expect(friendSeed('parent-1', 'Noah')).toBe(friendSeed('parent-1', ' noah '));
    expect(friendSeed('parent-1', 'Noah')).not.toBe(friendSeed('parent-2', 'Noah'));
  });

  it('carry the family’s one skin tone: the parent’s choice, else one of the family’s own, none for each their own', () => {
    for (const tone of FAMILY_SKINS) expect(factsOf({ family: { ...family, skin: tone } }).facts?.skin).toBe(tone);
    expect(factsOf({ family: { ...family, skin: 'mixed' } }).facts?.skin).toBeUndefined();
    // Not chosen (an older family, or null): the same tone in every story of the family, whoever the story is about
    // and whatever the family became since; other families get other tones.
    const unchosen = factsOf({ family }).facts?.skin;
    expect(FAMILY_SKINS).toContain(unchosen);
    expect(factsOf({ family: { ...family, skin: null }, childIds: [sem.id] }).facts?.skin).toBe(unchosen);
    expect(factsOf({ family: { ...family, grownUps: [] }, moments: moments({ feeling: 'sad' }) }).facts?.skin).toBe(
      unchosen,
    );
    const tones = new Set(Array.from({ length: 40 }, (_, i) => familySkin(`parent-${i}`, family)));
    expect(tones.size).toBe(FAMILY_SKINS.length);
    // Nothing that says who the family is: a tone, not a seed.
    expect(JSON.stringify(factsOf({ family }).facts)).not.toContain('parent-1');
  });
});

describe('the stored brief', () => {
  it('gives whose story it is and the moments, and neither for a brief from before them or a broken one', () => {
    const day = dayOfBrief({ childIds: [sem.id], moments: { with: [oma.id], feeling: 'happy' } });
    expect(day).toEqual({ childIds: [sem.id], moments: { with: [oma.id], friends: [], feeling: 'happy' } });
    expect(dayOfBrief({ characterId: 'character-bunny' })).toEqual({ childIds: undefined, moments: undefined });
    expect(dayOfBrief({ childIds: 'nope', moments: { feeling: 'hungry' } })).toEqual({
      childIds: undefined,
      moments: undefined,
    });
  });
});
