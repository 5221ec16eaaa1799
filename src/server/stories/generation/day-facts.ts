import { createHash } from 'node:crypto';
import {
  AGE_BANDS,
  FAMILY_SKINS,
  type Family,
  type FamilyChild,
  hasMoments,
  type Moments,
  MomentsSchema,
} from '../../../shared/family.ts';
import type { DayFacts, DayPerson } from '../../providers/types.ts';
import type { NameGuard } from './family-names.ts';

/** A stable seed for a member of the family: from its id, never its name. */
export const memberSeed = (id: string) => createHash('sha256').update(`member:${id}`).digest('hex').slice(0, 16);

/**
 * A friend has no id: their seed comes from the name, within the account, so the same friend is drawn alike in this
 * family's stories while the seed tells a provider nothing of the name (a bare hash of a short name could be guessed).
 */
export const friendSeed = (userId: string, name: string) =>
  createHash('sha256').update(`friend:${userId}:${name.trim().toLocaleLowerCase()}`).digest('hex').slice(0, 16);

/** Who and what the stored job brief says about tonight, read tolerantly: older briefs have neither. */
export function dayOfBrief(brief: Record<string, unknown>): {
  childIds: string[] | undefined;
  moments: Moments | undefined;
} {
  const childIds = Array.isArray(brief.childIds)
    ? brief.childIds.filter((id): id is string => typeof id === 'string')
    : undefined;
  const parsed = brief.moments === undefined ? undefined : MomentsSchema.safeParse(brief.moments);
  return { childIds, moments: parsed?.success ? parsed.data : undefined };
}

/**
 * The one skin tone the family is drawn with: the parent's choice; when they chose none, one picked from a seed of the
 * account (so the same in every story, and the same for every member); undefined for "each their own".
 */
export function familySkin(userId: string, family: Family): DayFacts['skin'] {
  if (family.skin === 'mixed') return undefined;
  if (family.skin) return family.skin;
  const draw = createHash('sha256').update(`family-skin:${userId}`).digest().readUInt32BE(0);
  return FAMILY_SKINS[draw % FAMILY_SKINS.length];
}

const ageRank = (age: FamilyChild['age']) => AGE_BANDS.indexOf(age);

/**
 * The writers' facts of the day (`StoryBrief.facts`): the story's children, who else was there and the moments the
 * parent tapped, every name a placeholder of `guard`, and every word the parent typed hidden by it too. Undefined when
 * the account has no family and the parent tapped no moments.
 */
export function dayFacts(input: {
  userId: string;
  family: Family;
  children: FamilyChild[];
  moments: Moments | undefined;
  guard: NameGuard;
}): DayFacts | undefined {
  const { family, children, moments, guard } = input;
  const hasFamily = family.children.length + family.grownUps.length + family.pets.length > 0;
  if (!hasFamily && !hasMoments(moments)) return undefined;
  const placeholder = (id: string, name: string) => guard.placeholderOfMember(id) ?? guard.hide(name);
  const first = children[0];
  const people: DayPerson[] = [];
  const pets: DayFacts['pets'] = [];
  for (const id of new Set(moments?.with ?? [])) {
    const grownUp = family.grownUps.find((member) => member.id === id);
    if (grownUp) {
      people.push({
        relation: 'grown-up',
        name: placeholder(id, grownUp.name),
        kind: grownUp.kind,
        seed: memberSeed(id),
      });
      continue;
    }
    const child = family.children.find((member) => member.id === id);
    if (child) {
      // One of the story's own children is not also someone who was there.
      if (children.some((own) => own.id === id)) continue;
      const order = first ? ageRank(child.age) - ageRank(first.age) : 0;
      people.push({
        relation: 'sibling',
        name: placeholder(id, child.name),
        pronoun: child.pronoun,
        age: child.age,
        isOlder: order === 0 ? undefined : order > 0,
        seed: memberSeed(id),
      });
      continue;
    }
    const pet = family.pets.find((member) => member.id === id);
    if (pet) {
      pets.push({
        name: placeholder(id, pet.name),
        kind: pet.kind,
        word: pet.word === undefined ? undefined : guard.hide(pet.word),
        seed: memberSeed(id),
      });
    }
    // An id of nobody in the family (removed since the story was asked for) is dropped.
  }
  for (const friend of new Set(moments?.friends ?? [])) {
    people.push({
      relation: 'friend',
      name: guard.placeholderOfFriend(friend) ?? guard.hide(friend),
      seed: friendSeed(input.userId, friend),
    });
  }
  const lostPet = moments?.hard?.petId ? family.pets.find((member) => member.id === moments.hard?.petId) : undefined;
  return {
    children: children.map((child) => ({
      name: placeholder(child.id, child.name),
      pronoun: child.pronoun,
      age: child.age,
      seed: memberSeed(child.id),
    })),
    people,
    pets,
    firstTime: moments?.firstTime
      ? {
          kind: moments.firstTime.kind,
          word: moments.firstTime.word === undefined ? undefined : guard.hide(moments.firstTime.word),
        }
      : undefined,
    feeling: moments?.feeling,
    hard: moments?.hard
      ? {
          kind: moments.hard.kind,
          word: moments.hard.word === undefined ? undefined : guard.hide(moments.hard.word),
          petName: lostPet ? placeholder(lostPet.id, lostPet.name) : undefined,
          petKind: lostPet?.kind,
          petWord: lostPet?.word === undefined ? undefined : guard.hide(lostPet.word),
        }
      : undefined,
    weather: moments?.weather,
    celebration: moments?.celebration,
    skin: familySkin(input.userId, family),
  };
}
