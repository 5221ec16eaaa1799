import type { FamilyFigure } from '../../types.ts';
import type { PersonId, Pose } from '../lexicon/concepts.ts';
import { type DrawnMember, drawMember, type MemberPose, memberLabel } from './family.ts';
import { type Spot, WIDTH } from './places.ts';
import { drawPerson, isGrownUp } from './props.ts';
import { type Defs, darken } from './svg.ts';

/** How many of the family one picture shows beside the character: more would crowd it. */
export const MEMBERS_IN_A_SCENE = 4;

/** People the text names who are not the family's own (the teacher, the doctor, a friend): drawn beside the family. */
const NOT_FAMILY = new Set<PersonId>(['teacher', 'doctor', 'friend', 'friends']);

/** Pets that can curl up on the blanket at bedtime (not a fish bowl, a perch or a horse). */
const ON_THE_BED = new Set<string>(['dog', 'cat', 'rabbit', 'guinea-pig', 'hamster', 'other']);

export type PlacedMember = {
  /** `grown-up:mother`, `child:toddler`, `pet:dog`, or a person's id: what the picture shows, for tests. */
  label: string;
  drawn: DrawnMember;
  x: number;
  y: number;
  /** The drawing's scale in the scene. */
  scale: number;
  /** Turned round to face the character. */
  mirror: boolean;
  /** Drawn over what covers the character (on the blanket, in front of the table), not behind it. */
  inFront: boolean;
};

type Entry = { label: string; drawn: DrawnMember; rank: 'grown-up' | 'child' | 'pet'; pet?: string; baby?: boolean };

/**
 * Where the family stands in a scene: a grown-up hugs the character in a hug, holds the baby in its arms, sits at
 * the table with the character; the others stand beside it on both sides, clear of the character (and of its bed or
 * bath), smaller where they would not fit, so the character stays the picture's hero. At bedtime a pet curls up on
 * the blanket.
 */
export function arrangeMembers(
  members: readonly FamilyFigure[],
  others: readonly PersonId[],
  scene: {
    spot: Spot;
    pose: Pose;
    seated: boolean;
    people: readonly Spot[];
    indoor: boolean;
    /** The colour of a vehicle's seats, when the scene is in one: the family sits on seats like the character's. */
    seat?: string | undefined;
  },
  defs: Defs,
): PlacedMember[] {
  const { spot, pose, seated } = scene;
  const s = spot.scale;
  const shown = members.slice(0, MEMBERS_IN_A_SCENE);
  const asleep = pose === 'bed';
  const placed: PlacedMember[] = [];
  const memberPose: MemberPose = seated ? 'sitting' : 'standing';

  // A hug: the first grown-up (else the first child who can stand) kneels or stands close, an arm round the character.
  let hugger: FamilyFigure | undefined;
  if (pose === 'hugging') {
    hugger =
      shown.find((member) => member.figure === 'grown-up') ??
      shown.find((member) => member.figure === 'child' && member.age !== 'baby');
  }
  // A baby is held by a standing grown-up who is not hugging (never at the table or in the car).
  const baby = shown.find((member) => member.figure === 'child' && member.age === 'baby');
  const holder =
    baby && !seated && pose !== 'bed'
      ? shown.find((member) => member.figure === 'grown-up' && member !== hugger)
      : undefined;

  let heroLeft = spot.x - 78 * s;
  let heroRight = spot.x + 78 * s;
  if (hugger) {
    const grownUp = hugger.figure === 'grown-up';
    const drawn = drawMember(hugger, grownUp ? 'hugging' : 'standing', defs);
    const x = spot.x + (grownUp ? 100 : 118) * s;
    placed.push({
      label: memberLabel(hugger),
      drawn,
      x,
      y: spot.y,
      scale: s * drawn.scale,
      mirror: false,
      inFront: false,
    });
    heroRight = x + 70 * s;
  }
  if (pose === 'bed') {
    // The bed is the character's: the family stands by its side.
    heroLeft = spot.x - 130 * s;
    heroRight = WIDTH;
  } else if (pose === 'bath') {
    heroLeft = spot.x - 232;
    heroRight = spot.x + 250;
  }

  const entries: Entry[] = [];
  let onBlanket = false;
  for (const member of shown) {
    if (member === hugger || (member === baby && holder)) continue;
    if (member.figure === 'pet') {
      if (asleep && !onBlanket && ON_THE_BED.has(member.kind)) {
        // Curled up at the foot of the bed, asleep like the character.
        onBlanket = true;
        const drawn = drawMember(member, 'standing', defs, { asleep: true });
        placed.push({
          label: memberLabel(member),
          drawn,
          x: spot.x + 200 * s,
          y: spot.y - 44 * s,
          scale: s * 0.8,
          mirror: true,
          inFront: true,
        });
        continue;
      }
      entries.push({
        label: memberLabel(member),
        drawn: drawMember(member, 'standing', defs),
        rank: 'pet',
        pet: member.kind,
      });
      continue;
    }
    const isBaby = member.figure === 'child' && member.age === 'baby';
    const drawn = drawMember(member, isBaby ? 'standing' : memberPose, defs, {
      holding: member === holder ? baby : undefined,
      asleep,
    });
    entries.push({
      label: memberLabel(member),
      drawn: seated && !isBaby ? onASeat(drawn, member.figure === 'grown-up', scene.seat, defs) : drawn,
      rank: member.figure === 'grown-up' ? 'grown-up' : 'child',
      baby: isBaby,
    });
  }
  // The text's other people (the teacher, a friend) where there is room.
  for (const person of others.filter((id) => NOT_FAMILY.has(id))) {
    if (entries.length + placed.length >= MEMBERS_IN_A_SCENE) break;
    const drawn = drawPerson(person, seated ? 'sitting' : 'standing', defs);
    const member = { ...drawn, width: isGrownUp(person) ? 120 : 140, turns: false };
    entries.push({
      label: person,
      drawn: seated ? onASeat(member, isGrownUp(person), scene.seat, defs) : member,
      rank: isGrownUp(person) ? 'grown-up' : 'child',
    });
  }
  // Nearest the character first: by the bed and the bath, and at the table, the grown-ups; elsewhere the small ones.
  const caring = pose === 'bed' || pose === 'bath' || seated;
  const order = (entry: Entry) =>
    entry.rank === 'grown-up' ? (caring ? 0 : 2) : entry.rank === 'child' ? 1 : caring ? 2 : 0;
  entries.sort((a, b) => order(a) - order(b));

  const first = scene.people[0];
  const groundY = first?.y ?? spot.y;
  const rightFirst = first ? first.x >= spot.x : WIDTH - heroRight >= heroLeft;
  const margin = 20;
  const gap = 12 * s;
  // Smaller where the row would not fit, never below two thirds of the character's scale; then some stay out.
  for (let shrink = 1; shrink >= 0.66; shrink -= 0.08) {
    const row = fitRow(entries, {
      heroLeft,
      heroRight,
      margin,
      gap,
      rightFirst,
      scale: s * shrink,
      indoor: scene.indoor,
    });
    if (row.length === entries.length || shrink - 0.08 < 0.66) {
      for (const item of row) {
        const entry = item.entry;
        // At the table a pet or a baby is on the floor in front of it, not hidden under the tablecloth.
        const petInFront = (entry.rank === 'pet' || entry.baby === true) && seated;
        placed.push({
          label: entry.label,
          drawn: entry.drawn,
          x: item.x,
          // Pets a little nearer the viewer.
          y: petInFront ? 560 : groundY + (entry.rank === 'pet' ? 10 : 0),
          scale: item.scale,
          mirror: entry.drawn.turns && item.x > spot.x,
          inFront: petInFront,
        });
      }
      break;
    }
  }
  return placed;
}

/**
 * A seated member on something to sit on: a wooden chair at the table, or a seat like the character's in a car, bus
 * or train (its back behind the member, its cushion over the legs). Units are the member's own.
 */
function onASeat(drawn: DrawnMember, grownUp: boolean, seat: string | undefined, defs: Defs): DrawnMember {
  const top = grownUp ? -214 : -150;
  const seatY = grownUp ? -72 : -24;
  const half = grownUp ? 58 : 56;
  if (seat) {
    const back = `<rect x="${-half - 14}" y="${top}" width="${2 * half + 28}" height="${-top - 10}" rx="36" fill="${defs.volume(seat)}"/>`;
    const cushion = `<rect x="${-half - 22}" y="${grownUp ? -44 : -30}" width="${2 * half + 44}" height="${grownUp ? 50 : 36}" rx="18" fill="${defs.volume(darken(seat, 0.08))}"/>`;
    return { ...drawn, svg: `${back}${drawn.svg}${cushion}` };
  }
  const wood = '#c98d5a';
  const fill = defs.volume(wood);
  const chair = `<rect x="${-half}" y="${top + 20}" width="12" height="${seatY - top - 20}" rx="5" fill="${fill}"/><rect x="${half - 12}" y="${top + 20}" width="12" height="${seatY - top - 20}" rx="5" fill="${fill}"/><rect x="${-half - 4}" y="${top + 14}" width="${2 * half + 8}" height="22" rx="10" fill="${fill}"/><rect x="${-half - 6}" y="${seatY}" width="${2 * half + 12}" height="14" rx="6" fill="${fill}"/><rect x="${-half + 2}" y="${seatY + 10}" width="10" height="${-seatY - 10}" rx="4" fill="${darken(wood, 0.1)}"/><rect x="${half - 12}" y="${seatY + 10}" width="10" height="${-seatY - 10}" rx="4" fill="${darken(wood, 0.1)}"/>`;
  return { ...drawn, svg: `${chair}${drawn.svg}` };
}

function fitRow(
  entries: readonly Entry[],
  room: {
    heroLeft: number;
    heroRight: number;
    margin: number;
    gap: number;
    rightFirst: boolean;
    scale: number;
    indoor: boolean;
  },
): Array<{ entry: Entry; x: number; scale: number }> {
  let right = room.heroRight + room.gap;
  let left = room.heroLeft - room.gap;
  const row: Array<{ entry: Entry; x: number; scale: number }> = [];
  for (const entry of entries) {
    // A horse indoors is drawn pony-sized, so it fits under the ceiling.
    const scale = room.scale * entry.drawn.scale * (entry.pet === 'horse' && room.indoor ? 0.7 : 1);
    const width = entry.drawn.width * scale;
    const fitsRight = right + width <= WIDTH - room.margin;
    const fitsLeft = left - width >= room.margin;
    const goRight = room.rightFirst ? fitsRight : fitsRight && !fitsLeft;
    if (goRight) {
      row.push({ entry, x: right + width / 2, scale });
      right += width + room.gap;
    } else if (fitsLeft) {
      row.push({ entry, x: left - width / 2, scale });
      left -= width + room.gap;
    }
  }
  return row;
}
