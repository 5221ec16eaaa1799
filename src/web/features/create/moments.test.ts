import { describe, expect, it } from 'vitest';
import type { Family } from '../../../shared/family.ts';
import { childNames, namesOf } from '../../platform/family.ts';
import {
  addFriend,
  chipKeys,
  momentsToSend,
  NO_MOMENTS,
  removeChip,
  toggleChild,
  toggleWith,
  whoseStory,
} from './moments.ts';

const SAM = '00000000-0000-4000-8000-000000000001';
const MIA = '00000000-0000-4000-8000-000000000002';
const OMA = '00000000-0000-4000-8000-000000000003';
const REX = '00000000-0000-4000-8000-000000000004';
const GONE = '00000000-0000-4000-8000-000000000009';
const family: Family = {
  children: [
    { id: SAM, name: 'Sam', pronoun: 'he', age: 'preschooler' },
    { id: MIA, name: 'Mia', pronoun: 'she', age: 'toddler' },
  ],
  grownUps: [{ id: OMA, name: 'Oma', kind: 'grandmother' }],
  pets: [{ id: REX, name: 'Rex', kind: 'dog' }],
};

describe('whose story it is', () => {
  it('is the first child when the parent chose none, so skipping costs no tap', () => {
    expect(whoseStory(family, [])).toEqual([SAM]);
    expect(whoseStory({ ...family, children: [] }, [])).toEqual([]);
  });

  it('keeps the family’s order, drops children no longer in it, and never lets the last one go', () => {
    expect(toggleChild(family, [], MIA)).toEqual([SAM, MIA]);
    expect(toggleChild(family, [MIA, SAM], SAM)).toEqual([MIA]);
    expect(toggleChild(family, [MIA], MIA)).toEqual([MIA]);
    expect(whoseStory(family, [GONE])).toEqual([SAM]);
  });
});

describe('tonight’s moments', () => {
  it('takes a friend by name once, tidied, and refuses what is not a name', () => {
    const once = addFriend(NO_MOMENTS, '  Noor ');
    expect(once).toEqual({ with: [], friends: ['Noor'] });
    expect(addFriend(once as typeof NO_MOMENTS, 'Noor')).toEqual(once);
    expect(addFriend(NO_MOMENTS, '<b>')).toBe('invalid');
    expect(addFriend(NO_MOMENTS, '   ')).toBe('invalid');
    const four = { with: [], friends: ['A', 'B', 'C', 'D'] };
    expect(addFriend(four, 'E')).toBe('full');
  });

  it('shows each chosen moment as a chip, and a removed chip takes only its own moment', () => {
    const moments = {
      ...toggleWith(toggleWith(NO_MOMENTS, OMA), GONE),
      friends: ['Noor'],
      feeling: 'proud' as const,
      weather: 'rainy' as const,
    };
    expect(chipKeys(moments, family)).toEqual([`with:${OMA}`, 'friend:Noor', 'feeling', 'weather']);
    const less = removeChip(moments, 'feeling');
    expect(less).not.toHaveProperty('feeling');
    expect(less.weather).toBe('rainy');
    expect(removeChip(less, `with:${OMA}`).with).toEqual([GONE]);
    expect(removeChip(less, 'friend:Noor').friends).toEqual([]);
  });

  it('sends nothing when nothing was chosen, and only the family as it is now', () => {
    expect(momentsToSend(NO_MOMENTS, family, [SAM])).toBeUndefined();
    expect(momentsToSend({ with: [GONE], friends: [] }, family, [SAM])).toBeUndefined();
    // Mia is with Sam today; once she is one of the story's children, she is not "there" as well.
    const moments = { with: [MIA, REX, GONE], friends: [], hard: { kind: 'pet-died' as const, petId: GONE } };
    expect(momentsToSend(moments, family, [SAM])).toEqual({
      with: [MIA, REX],
      friends: [],
      hard: { kind: 'pet-died' },
    });
    expect(momentsToSend(moments, family, [SAM, MIA])?.with).toEqual([REX]);
    // "Something else" without a word says nothing yet.
    expect(momentsToSend({ ...NO_MOMENTS, firstTime: { kind: 'other' } }, family, [SAM])).toBeUndefined();
    expect(momentsToSend({ ...NO_MOMENTS, firstTime: { kind: 'other', word: 'ice skating' } }, family, [SAM])).toEqual({
      ...NO_MOMENTS,
      firstTime: { kind: 'other', word: 'ice skating' },
    });
  });
});

describe('the children’s names', () => {
  it('reads as one phrase of the language, in the family’s order', () => {
    expect(namesOf(childNames(family, [MIA, SAM]), 'en')).toBe('Sam and Mia');
    expect(namesOf(childNames(family, [MIA, SAM]), 'de')).toBe('Sam und Mia');
    expect(namesOf(childNames(family, [SAM, GONE]), 'fr')).toBe('Sam');
  });
});
