import type { ScenePlan, SceneRole } from '../../types.ts';
import type { PersonId, PlaceId, Pose } from '../lexicon/concepts.ts';
import type { CharacterLook } from './character-look.ts';
import { leadLook } from './family.ts';
import { arrangeMembers } from './family-scene.ts';
import { drawFigure, figureHeight } from './figure.ts';
import { drawPlace, HEIGHT, homePalette, roomLight, type Spot, WIDTH } from './places.ts';
import {
  canDraw,
  drawPerson,
  drawProp,
  drawRestingPerson,
  familyOf,
  NOT_OBJECTS,
  PET_OF_THING,
  type PropId,
  TABLE_THINGS,
} from './props.ts';
import { ACTIVITY_SCENES, RAINY_ACTIVITIES } from './scene-plan.ts';
import { falling, type Weather } from './sky.ts';
import { Defs, lighten, n, pick, seededRandom } from './svg.ts';
import { drawUhOh } from './uh-oh.ts';
import { VIEW_OF_PLACE } from './window-view.ts';

export type SceneInput = {
  plan: ScenePlan;
  look: CharacterLook;
  /** The scene's seed: the same seed draws the same picture. */
  seed: string;
  /** How many times the parent asked for a new picture: each one changes the layout, pose and light. */
  redraw: number;
  /** The scene's role in the story: the uh-oh shows a worried face. */
  role?: SceneRole | undefined;
};

/** Things a character holds, and where its right hand is in each pose that leaves a hand free (figure units). */
const HELD = new Set<PropId>(['balloon']);
const CUDDLED = new Set<PropId>(['teddy', 'doll']);
const HANDS: Partial<Record<Pose, [number, number]>> = {
  standing: [44, -40],
  walking: [49, -43],
  playing: [50, -104],
};

/** The seats of a car, a bus and a train (as `places.ts` draws them): the family sits on the same. */
const VEHICLE_SEATS: Partial<Record<ScenePlan['place'], string>> = { car: '#6a7fb0', bus: '#6a9fd0', train: '#b06a8a' };

/** Where things on a table go, from the table's spot: the first in its middle, the next to either side. */
const TABLE_OFFSETS = [0, 130, -150];

/** Poses that may replace each other on a redraw without changing what the scene says. */
const FREE_POSES: readonly Pose[] = ['standing', 'walking', 'playing'];

/** The things a scene shows: the activity's own objects first, then what the text names, each once. */
export function sceneProps(plan: ScenePlan): PropId[] {
  const activity = plan.activityId ? ACTIVITY_SCENES[plan.activityId] : undefined;
  const all: PropId[] = [...(activity?.props ?? []), ...plan.things];
  // Indoors, what belongs outside stays there: the morning bedroom hints at the day's park with a ball, not ducks.
  const indoor = INDOOR_PLACES.has(plan.place);
  const built = PLACE_DRAWS[plan.place] ?? [];
  return all.filter(
    (id, index) =>
      all.indexOf(id) === index &&
      !NOT_OBJECTS.has(id) &&
      canDraw(id) &&
      !built.includes(id) &&
      !(indoor && OUTDOOR_ONLY.has(id) && !(plan.place === 'bedroom' && WAITS_BY_THE_BED.has(id))),
  );
}

/** What a place already shows, so it is not drawn twice (the playground has its slide and swings). */
const PLACE_DRAWS: Partial<Record<ScenePlan['place'], readonly PropId[]>> = {
  playground: ['slide', 'swing'],
  park: ['tree', 'water'],
  woods: ['tree'],
  garden: ['flowers'],
  beach: ['water'],
  pool: ['water', 'swimRing'],
  bathroom: ['rubberDuck', 'water'],
  train: ['train'],
  bus: ['bus'],
  car: ['car'],
};

const INDOOR_PLACES = new Set<ScenePlan['place']>([
  'bedroom',
  'kitchen',
  'bathroom',
  'livingRoom',
  'grandparents',
  'daycare',
  'library',
  'doctor',
  'party',
  'rainyWindow',
  'car',
  'bus',
  'train',
  'aquarium',
]);

/** Things for outside that wait by the bed in the morning: the bike of a bike-ride day, the gardener's can. */
const WAITS_BY_THE_BED = new Set<PropId>(['bike', 'wateringCan']);

const OUTDOOR_ONLY = new Set<PropId>([
  'ducks',
  'horse',
  'cow',
  'sheep',
  'chickens',
  'birds',
  'snail',
  'sandcastle',
  'swing',
  'slide',
  'tractor',
  'bus',
  'train',
  'car',
  'plane',
  'boat',
  'puddle',
  'tree',
  'picnic',
  'water',
  'kite',
  'bike',
  'leaves',
  'stones',
  'cart',
  'seedling',
  'wateringCan',
]);

function weatherOf(plan: ScenePlan, random: () => number, redraw: number): Weather {
  if (plan.place === 'snow' || plan.things.includes('snow')) return 'snow';
  if (plan.place === 'rainyWindow' || RAINY_ACTIVITIES.has(plan.activityId ?? '')) return 'rain';
  // A sunny word wins over a rainy one: a beach umbrella or a puddle of spilled water is no rain.
  if (plan.things.includes('rain') && !plan.things.includes('sun')) return 'rain';
  if (plan.things.includes('rainbow')) return 'rainbow';
  if (plan.timeOfDay === 'night') return 'clear';
  if (redraw % 4 === 3) return 'rainbow';
  return random() < 0.35 ? 'clouds' : 'clear';
}

/** The story a scene's seed belongs to (`<job>:<n>` → `<job>`): its home looks the same in every scene. */
export const storyOf = (seed: string) => seed.replace(/:\d+$/, '');

function place(svg: string, spot: Spot, scale = spot.scale): string {
  return `<g transform="translate(${n(spot.x)} ${n(spot.y)}) scale(${n(scale)})">${svg}</g>`;
}

const shadow = (spot: Spot, width: number) =>
  `<ellipse cx="${n(spot.x)}" cy="${n(spot.y - 2)}" rx="${n(width * spot.scale)}" ry="${n(9 * spot.scale)}" fill="#2b2340" opacity=".13"/>`;

/** An open umbrella held up in the right hand, its canopy just above the character's head (figure units). */
function heldUmbrella(hand: [number, number], top: number): string {
  const [x, y] = hand;
  return `<path d="M ${x} ${top} V ${y + 4} q 0 14 -13 13" stroke="#3a2f45" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M ${x - 100} ${top + 4} q 100 -96 200 0 q -25 -12 -50 0 q -25 -12 -50 0 q -25 -12 -50 0 q -25 -12 -50 0 z" fill="#f28b82"/><path d="M ${x - 34} ${top - 2} q 34 -84 68 0 q -17 -10 -34 0 q -17 -10 -34 0 z" fill="#f7d154"/><path d="M ${x} ${top - 58} v -12" stroke="#3a2f45" stroke-width="5" stroke-linecap="round"/>`;
}

/** A closed umbrella leaning by the door: indoors it waits for the rain outside. */
const CLOSED_UMBRELLA = `<g transform="rotate(-12)"><path d="M 0 -120 l 12 86 q -12 8 -24 0 z" fill="#f28b82"/><path d="M 0 -120 l 4 86 h -6 z" fill="#f7d154"/><path d="M 0 -34 v 24 q 0 12 -12 10" stroke="#3a2f45" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M 0 -120 v -10" stroke="#3a2f45" stroke-width="4" stroke-linecap="round"/></g>`;

/** A mobile of a moon and stars over the bed (a bedtime redraw). */
const MOBILE = `<path d="M -70 0 h 140 M -70 0 v 40 M 0 0 v 60 M 70 0 v 34" stroke="#c9a87a" stroke-width="3"/><path d="M -80 40 l 4 10 l 11 1 l -8 7 l 3 11 l -10 -6 l -10 6 l 3 -11 l -8 -7 l 11 -1 z" fill="#f7d154"/><path d="M 14 62 a 16 16 0 1 1 -14 -22 a 12 12 0 1 0 14 22 z" fill="#fff2b8"/><path d="M 60 34 l 4 10 l 11 1 l -8 7 l 3 11 l -10 -6 l -10 6 l 3 -11 l -8 -7 l 11 -1 z" fill="#f2a7bd"/>`;

/** Foam piled on the head: a hair wash in the bath (figure units, over the head). */
const HAIR_WASH = `<g fill="#ffffff"><circle cx="-30" cy="-176" r="20"/><circle cx="0" cy="-186" r="26"/><circle cx="30" cy="-176" r="20"/><circle cx="-12" cy="-200" r="14"/><circle cx="16" cy="-204" r="12"/></g><g fill="none" stroke="#cfe8f5" stroke-width="3"><circle cx="-60" cy="-220" r="9"/><circle cx="52" cy="-232" r="7"/><circle cx="74" cy="-200" r="5"/></g>`;

/**
 * What a redraw changes in a scene whose pose is fixed by its place (in bed, in the bath, at the table, in a hug):
 * the framing, something to hold or look at, the bedtime sky. Variant 0 is the story's own picture; each of the three
 * redraws takes another, so all four differ even where the pose cannot change.
 */
type Variant = { close?: boolean; add?: PropId; tilt?: number; mobile?: boolean; hairWash?: boolean };
const FIXED_POSE_VARIANTS: Partial<Record<Pose, readonly [Variant, Variant, Variant, Variant]>> = {
  bed: [
    { close: true },
    { close: false, add: 'teddy' },
    { close: true, tilt: -16, add: 'book' },
    { close: false, mobile: true },
  ],
  bath: [{}, { hairWash: true }, { add: 'boat' }, { add: 'boat', hairWash: true, close: true }],
  sitting: [{}, { close: true, add: 'fruit' }, { add: 'book' }, { close: true, add: 'teddy' }],
  hugging: [{}, { close: true }, { add: 'flowers' }, { close: true, add: 'balloon' }],
};

/** The variant a redraw draws of a fixed-pose scene (none for a free pose, whose redraws change the pose itself). */
export function redrawVariant(pose: Pose, redraw: number): Variant {
  return FIXED_POSE_VARIANTS[pose]?.[redraw % 4] ?? {};
}

/**
 * One scene as SVG (1024x576 units): the place in the light of its time of day, the character in its pose, the
 * activity's objects and what the text names, and the people of the day. A redraw mirrors or reframes the picture,
 * changes the pose where the scene allows (or, where the place fixes it, what the character holds and the framing)
 * and reshuffles light and props, so each new picture looks different.
 */
export function composeScene(input: SceneInput): string {
  const { plan, look } = input;
  // The one child whose own day the story tells is the picture's hero, in the scene's pose (in bed, worried in the
  // uh-oh); the chosen character is beside them.
  const lead = plan.lead?.figure === 'child' && plan.lead.age !== 'baby' ? leadLook(plan.lead) : undefined;
  const heroLook = lead?.look ?? look;
  const layoutSeed = seededRandom(input.seed)();
  const layout = (Math.floor(layoutSeed * 4) + input.redraw) % 4;
  const random = seededRandom(`${input.seed}#${input.redraw}`);
  const defs = new Defs();
  const weather = weatherOf(plan, random, input.redraw);
  let pose: Pose = plan.pose;
  // A bath needs the bathroom and a bed the bedroom: elsewhere the character sits.
  if ((pose === 'bath' && plan.place !== 'bathroom') || (pose === 'bed' && plan.place !== 'bedroom')) pose = 'sitting';
  if (FREE_POSES.includes(pose) && input.redraw > 0) {
    // Redraws 1 and 2 take the other two free poses; redraw 3 keeps the pose and changes the framing and props.
    pose = FREE_POSES[(FREE_POSES.indexOf(pose) + input.redraw) % FREE_POSES.length] ?? pose;
  }
  const dayPlace = plan.activityId ? ACTIVITY_SCENES[plan.activityId]?.place : undefined;
  const view = (dayPlace && VIEW_OF_PLACE[dayPlace]) || 'hills';
  const home = homePalette(seededRandom(`home:${storyOf(input.seed)}#${input.redraw}`));
  const stage = drawPlace(plan.place, { time: plan.timeOfDay, weather, pose, random, defs, view, home });
  pose = stage.pose ?? pose;
  const variant = redrawVariant(pose, input.redraw);
  // Someone ill at home rests in the bed or on the sofa; the character stands close by, not across the room.
  const restsAt = plan.resting && !stage.pose ? RESTING_PLACES[plan.place] : undefined;
  const shift = stage.pose || restsAt ? 0 : (random() - 0.5) * 120;
  const spot: Spot = { ...stage.spot, x: restsAt?.hero ?? stage.spot.x + shift };

  const layers: string[] = [stage.back];
  // Things: held in the hand, on the table, or on the floor at the free spots, nearest first (a redraw reverses them).
  // A pet of the family the scene already draws is not drawn again as a thing.
  const familyPets = new Set(plan.members?.flatMap((member) => (member.figure === 'pet' ? [member.kind] : [])));
  const props = sceneProps(plan)
    .filter((id) => {
      const kind = PET_OF_THING[id];
      return kind === undefined || !familyPets.has(kind);
    })
    .slice(0, 4);
  // An animal of the day (the hamster the text names) looks the same in every scene and redraw: like the family, it is
  // seeded by the character, as a redraw's seed is the story's and not the job's.
  const animalSeed = JSON.stringify(look);
  if (variant.add && !props.includes(variant.add)) props.unshift(variant.add);
  const indoor = INDOOR_PLACES.has(plan.place);
  const hand = HANDS[pose];
  const umbrellaUp = !indoor && hand !== undefined && props.includes('umbrella');
  const umbrellaTop = -(figureHeight(heroLook) + 16);
  if (stage.rain) {
    // No rain under the umbrella: the drops stop at its canopy.
    const handX = spot.x + (hand?.[0] ?? 0) * spot.scale;
    const dry = umbrellaUp
      ? {
          from: handX - 104 * spot.scale,
          to: handX + 104 * spot.scale,
          below: spot.y + (umbrellaTop - 30) * spot.scale,
        }
      : undefined;
    layers.push(falling({ x: 0, y: 0, w: WIDTH, h: HEIGHT }, 'rain', random, dry));
  }
  // The family looks the same in every scene and every redraw (which the route seeds from the story id, not the
  // job's), so it is seeded by the character: another character, another family; in the family's own skin tone when
  // the story has one.
  const family = familyOf(JSON.stringify(look), plan.skin);
  // People first: beside the character, or hugging it; never behind it (a spot too close moves to its free side).
  const ground: Array<{ y: number; svg: string }> = [];
  const taken = [spot.x];
  // What a hugging grown-up puts over the character: its arm round it.
  const overCharacter: string[] = [];
  // Grandparents come as two: grandma and grandpa.
  const people = plan.people
    .filter((person) => !(restsAt && person === plan.resting))
    .flatMap((person) => (person === 'grandparents' ? (['grandma', 'grandpa'] as const) : [person]));
  // The child who leads is the hero, not a member beside it.
  const leadSeed = lead ? plan.lead?.seed : undefined;
  const others = plan.members?.filter((member) => !(member.figure === 'child' && member.seed === leadSeed));
  const members = others?.length ? others : undefined;
  // The family's own people and pets, when the writer knows them: each drawn as itself, seeded by the member.
  const inFrontOfCover: string[] = [];
  if (members) {
    const arranged = arrangeMembers(
      members,
      plan.people,
      {
        spot,
        pose,
        seated: stage.pose === 'sitting',
        people: stage.people,
        indoor: stage.indoor,
        seat: VEHICLE_SEATS[plan.place],
      },
      defs,
    );
    for (const member of arranged) {
      const where = { x: member.x, y: member.y, scale: member.scale };
      taken.push(member.x);
      const drawing = member.mirror ? `<g transform="scale(-1 1)">${member.drawn.svg}</g>` : member.drawn.svg;
      const svg = `${shadow(where, Math.min(46, member.drawn.width * 0.34))}<g data-member="${member.label}">${place(drawing, where)}</g>`;
      if (member.inFront) inFrontOfCover.push(svg);
      else ground.push({ y: where.y, svg });
      if (member.drawn.front) {
        overCharacter.push(`<g data-hug-arm="${member.label}">${place(member.drawn.front, where)}</g>`);
      }
    }
  }
  // The chosen character beside the child who leads: standing or sitting at the child's free side, and at bedtime
  // asleep on the blanket like a cuddly.
  let onBlanket = '';
  if (lead) {
    const sits = pose === 'bed' || stage.pose === 'sitting';
    const drawn = drawFigure(look, { pose: sits ? 'sitting' : 'standing', asleep: pose === 'bed' }, defs);
    const svg = `${drawn.body}${drawn.front}`;
    if (pose === 'bed') {
      onBlanket = place(svg, { x: spot.x + 112 * spot.scale, y: spot.y - 36 * spot.scale, scale: spot.scale * 0.42 });
    } else {
      // Close at the child's side, small as a cuddly friend: on the side with the most room.
      // (Beside the bath, on the floor: not in the water.)
      const apart = pose === 'bath' ? 280 : 118;
      const sides = [1, -1].map((side) => spot.x + side * apart * spot.scale).filter((x) => x > 80 && x < WIDTH - 80);
      const room = (x: number) =>
        Math.min(...taken.filter((other) => other !== spot.x).map((other) => Math.abs(other - x)));
      const x = [...sides].sort((a, b) => room(b) - room(a))[0] ?? spot.x + apart * spot.scale;
      taken.push(x);
      const where = { x, y: spot.y + 6 * spot.scale, scale: spot.scale * 0.62 };
      ground.push({ y: where.y, svg: `${shadow(where, 36)}<g data-companion="">${place(svg, where)}</g>` });
    }
  }
  (members ? [] : people.slice(0, 2)).forEach((person, index) => {
    const at = stage.people[index];
    if (!at) return;
    const hugging = pose === 'hugging' && index === 0;
    const drawn = drawPerson(
      person,
      stage.pose === 'sitting' ? 'sitting' : hugging ? 'hugging' : 'standing',
      defs,
      family,
    );
    // A grown-up kneels close enough to put an arm round the character; a child stands side by side.
    let x = hugging ? spot.x + (drawn.front ? 100 : 118) * spot.scale : at.x;
    if (!hugging && Math.abs(x - spot.x) < 170) x = spot.x + (spot.x < WIDTH / 2 ? 190 : -190) * (index + 1);
    // People are drawn at the character's scale (a grown-up's own drawing is the taller one), on its ground in a hug.
    const where = { x, y: hugging ? spot.y : at.y, scale: spot.scale };
    taken.push(x);
    const scale = spot.scale * drawn.scale;
    ground.push({
      y: where.y,
      svg: `${shadow(where, 40)}<g data-person="${person}">${place(drawn.svg, where, scale)}</g>`,
    });
    if (drawn.front) overCharacter.push(`<g data-hug-arm="${person}">${place(drawn.front, where, scale)}</g>`);
  });
  if (restsAt && plan.resting) {
    // Asleep in the uh-oh, awake and smiling once the child has looked after them.
    const drawn = drawRestingPerson(plan.resting, defs, input.role === 'uhOh', family);
    const scale = drawn.grownUp ? 1.1 : 0.9;
    const where = { x: restsAt.head.x, y: restsAt.head.y - drawn.head * scale, scale };
    taken.push(where.x);
    layers.push(`<g data-resting="${plan.resting}">${place(drawn.svg, where)}${restsAt.cover(defs, home.blanket)}</g>`);
  }
  const spots = stage.things.filter((at) => taken.every((x) => Math.abs(at.x - x) > 110));
  if (input.redraw % 2 === 1) spots.reverse();
  let spotIndex = 0;
  let held: string | undefined;
  let inTub = '';
  let onTable = 0;
  for (const id of props) {
    if (pose === 'bed' && !held && (CUDDLED.has(id) || id === 'book')) {
      // A teddy or a doll sleeps beside the character on the blanket; a bedtime book lies open on it.
      held = place(drawProp(id, defs, animalSeed), {
        x: spot.x + (id === 'book' ? 150 : 78) * spot.scale,
        y: spot.y - (id === 'book' ? 20 : 52) * spot.scale,
        scale: spot.scale * 0.85,
      });
      continue;
    }
    if (pose === 'bath' && id === 'boat') {
      // A toy boat floats in the bath, beside the character.
      inTub = place(drawProp(id, defs, animalSeed), {
        x: spot.x - 120 * spot.scale,
        y: spot.y - 50 * spot.scale,
        scale: spot.scale * 0.7,
      });
      continue;
    }
    if (id === 'umbrella') {
      if (umbrellaUp && hand && !held) {
        // Held up in the hand, its canopy over the head (ears, horns and hats included).
        held = place(heldUmbrella(hand, umbrellaTop), spot);
      } else if (indoor) {
        // Indoors it stays closed, leaning on the floor.
        const at = spots[spotIndex];
        spotIndex += 1;
        if (at) ground.push({ y: at.y, svg: place(CLOSED_UMBRELLA, at, at.scale * 1.3) });
      }
      continue;
    }
    if (hand && !held && HELD.has(id)) {
      // A balloon is in the character's hand, not standing on the ground.
      held = place(drawProp(id, defs, animalSeed), {
        x: spot.x + hand[0] * spot.scale,
        y: spot.y + hand[1] * spot.scale,
        scale: spot.scale,
      });
      continue;
    }
    if (stage.table && (TABLE_THINGS.has(id) || (id === variant.add && CUDDLED.has(id)))) {
      // Side by side on the table (a redraw's teddy sits there too), not piled on one spot.
      const offset = TABLE_OFFSETS[onTable] ?? 0;
      onTable += 1;
      layers.push(
        place(drawProp(id, defs, animalSeed), { ...stage.table, x: stage.table.x + offset * stage.table.scale }),
      );
      continue;
    }
    const at = spots[spotIndex];
    spotIndex += 1;
    if (!at) continue;
    ground.push({ y: at.y, svg: `${shadow(at, 30)}${place(drawProp(id, defs, animalSeed), at)}` });
  }
  // Nearer the viewer is drawn later.
  for (const item of ground.sort((first, second) => first.y - second.y)) layers.push(item.svg);
  if (variant.mobile) layers.push(place(MOBILE, { x: spot.x + 120 * spot.scale, y: 40, scale: 1 }));
  // The character, with what covers it (blanket, bath rim, table) and its paws on top.
  const drawnHero = drawFigure(
    heroLook,
    { pose, asleep: pose === 'bed', mood: input.role === 'uhOh' ? 'worried' : 'happy' },
    defs,
  );
  const curls = lead && pose !== 'bed' && pose !== 'bath' ? lead.curls(pose === 'sitting' ? -112 : -128, defs) : '';
  const figure = { body: `${drawnHero.body}${curls}`, front: drawnHero.front };
  if (pose !== 'bed' && pose !== 'bath') layers.push(shadow(spot, 46));
  // Lying on its side: the head tilts onto the pillow.
  const body = variant.tilt ? `<g transform="rotate(${variant.tilt} 0 -112)">${figure.body}</g>` : figure.body;
  layers.push(
    `<g data-character="">${place(body, spot)}</g>`,
    ...overCharacter,
    stage.front,
    ...inFrontOfCover,
    inTub,
    place(figure.front, spot),
    onBlanket,
  );
  if (variant.hairWash) layers.push(place(HAIR_WASH, spot));
  // The uh-oh the text tells (a spill, a fallen tower, a balloon floating off), and in scene 4 the same thing solved.
  const uhOh =
    input.role === 'uhOh' || input.role === 'solution'
      ? drawUhOh(plan.problem, input.role === 'solution', {
          top: -figureHeight(heroLook),
          defs,
          atTable: Boolean(stage.table),
          // What rolls away rolls into the picture, not out of its edge.
          toward: spot.x > WIDTH / 2 ? -1 : 1,
          rolls: plan.things.includes('fruit') ? 'apple' : 'ball',
        })
      : undefined;
  if (uhOh?.onTable && stage.table) {
    // Between the character and the plate, clear of its face.
    layers.push(place(uhOh.svg, { ...stage.table, x: stage.table.x - 50 * stage.table.scale }));
  } else if (uhOh) layers.push(place(uhOh.svg, spot));
  layers.push(held ?? '');
  layers.push(roomLight(plan.timeOfDay, stage.indoor), stage.glow ?? '');

  let content = layers.join('');
  // A family of three or four keeps the wide framing: a close one would cut them off at the edges.
  const close = (variant.close ?? Boolean(layout & 2)) && (plan.members?.length ?? 0) < 3;
  if (close) {
    // Closer framing on the character (at bedtime it lies small under its blanket).
    const cx = spot.x;
    const cy = spot.y - 120 * spot.scale;
    content = `<g transform="translate(${n(cx)} ${n(cy)}) scale(${pose === 'bed' ? 1.3 : 1.16}) translate(${n(-cx)} ${n(-cy)})">${content}</g>`;
  }
  if (layout & 1) content = `<g transform="translate(${WIDTH} 0) scale(-1 1)">${content}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}">${defs}${content}</svg>`;
}

/** A soft blanket's cover: its top edge a gentle wave, a lighter hem along it. */
const cover = (defs: Defs, colour: string, top: string, rest: string) =>
  `<path d="${top} ${rest} z" fill="${defs.volume(colour)}"/><path d="${top}" fill="none" stroke="${lighten(colour, 0.5)}" stroke-width="8" stroke-linecap="round"/>`;

/**
 * Where someone ill at home rests (see `ScenePlan.resting`): their head's centre, the blanket over the rest of them,
 * and where the character stands beside them. In the bedroom, on the pillow of the bed; in the living room, tucked up
 * on the sofa.
 */
const RESTING_PLACES: Partial<
  Record<PlaceId, { head: { x: number; y: number }; hero: number; cover: (defs: Defs, blanket: string) => string }>
> = {
  bedroom: {
    head: { x: 660, y: 320 },
    hero: 420,
    cover: (defs, blanket) => cover(defs, blanket, 'M 598 388 q 70 -16 150 -6 q 110 -14 208 6', 'l 8 58 h -366'),
  },
  livingRoom: {
    head: { x: 790, y: 316 },
    hero: 480,
    cover: (defs, blanket) =>
      cover(defs, blanket, 'M 704 372 q 40 -14 86 -6 q 50 -10 96 6', 'q 22 50 10 104 q -96 14 -200 0 q -14 -54 8 -104'),
  },
};

/**
 * A custom character's portrait: the whole character on a transparent background (512x512 units), so it composes
 * like the catalog art. The seed picks a pose and which way it turns: "New picture" shows the same character anew.
 */
export function composePortrait(look: CharacterLook, seed = ''): string {
  const defs = new Defs();
  const random = seededRandom(`portrait:${seed}`);
  const pose = pick(random, ['standing', 'playing', 'walking', 'hugging'] as const);
  const figure = drawFigure(look, { pose, facingLeft: random() < 0.5 }, defs);
  // A slight lean, never the same twice: two redraws with the same pose and turn still differ.
  const lean = (random() - 0.5) * 10;
  // As big as the square allows: the figure's top (ears, horn, hat) just inside it.
  const scale = Math.min(2, 420 / figureHeight(look));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${defs}<g transform="translate(256 478) rotate(${n(lean)}) scale(${n(scale)})">${figure.body}${figure.front}</g></svg>`;
}

/** Things drawn high in the air (a kite, a balloon): on a card they are drawn smaller, so they fit. */
const TALL = new Set<PropId>([
  'kite',
  'balloon',
  'birds',
  'plane',
  'butterfly',
  'bubbles',
  'notes',
  'song',
  'easel',
  'swing',
  'slide',
]);

/**
 * The objects that say a place at a glance on a custom activity's card, after what the parent's words name: "went
 * to the farm" is a tractor, a cow and chickens in front of the farm. What the place's backdrop already shows (the
 * playground's slide, the zoo's animals) is not drawn again.
 */
export const PLACE_THINGS: Record<PlaceId, readonly PropId[]> = {
  bedroom: ['teddy', 'book'],
  kitchen: ['cookies', 'pot'],
  bathroom: ['rubberDuck', 'bubbles'],
  livingRoom: ['blocks', 'book'],
  garden: ['wateringCan', 'seedling', 'flowers'],
  park: ['ducks', 'ball', 'kite'],
  playground: ['ball', 'bucket'],
  beach: ['sandcastle', 'bucket', 'shells'],
  woods: ['leaves', 'snail', 'stones'],
  farm: ['tractor', 'cow', 'chickens'],
  zoo: ['balloon', 'birds'],
  shop: ['cart', 'fruit', 'bread'],
  street: ['puddle', 'umbrella', 'toyCar'],
  grandparents: ['cookies', 'book'],
  car: ['car'],
  bus: ['bus'],
  train: ['train'],
  rainyWindow: ['umbrella', 'puddle'],
  daycare: ['blocks', 'drawing'],
  pool: ['swimRing', 'rubberDuck'],
  library: ['book', 'teddy'],
  doctor: ['stethoscope', 'teddy'],
  hairdresser: ['teddy'],
  snow: ['stones'],
  party: ['balloon', 'cake'],
  aquarium: ['fish'],
};

/**
 * The part of each place (its x range in the 1024-wide scene) that says it at a glance: the zoo's giraffe, the farm's
 * barn, the beach's umbrella. A square card shows 576 of the 1024 units; it keeps this part inside.
 */
export const PLACE_KEYS: Partial<Record<PlaceId, readonly [number, number]>> = {
  bedroom: [356, 930],
  livingRoom: [610, 985],
  grandparents: [670, 925],
  garden: [680, 940],
  playground: [560, 885],
  beach: [715, 985],
  farm: [615, 885],
  zoo: [680, 800],
  doctor: [595, 935],
  hairdresser: [500, 800],
  party: [630, 945],
  snow: [660, 780],
};

/** Where a square crop of a place starts (scene units): as near the middle as its key part allows. */
export function squareCropLeft(where: PlaceId, width = HEIGHT): number {
  const middle = (WIDTH - width) / 2;
  const key = PLACE_KEYS[where];
  if (!key) return middle;
  const [from, to] = key;
  return Math.min(Math.max(middle, to - width), from, WIDTH - width);
}

/** What a card shows: the things the words name, then the place's own objects, each once and drawable. */
export function cardProps(props: readonly PropId[], place?: PlaceId): PropId[] {
  const all = [...props, ...(place ? PLACE_THINGS[place] : [])];
  const built = place ? (PLACE_DRAWS[place] ?? []) : [];
  return all.filter(
    (id, index) => all.indexOf(id) === index && canDraw(id) && !NOT_OBJECTS.has(id) && !built.includes(id),
  );
}

/**
 * A custom activity's card (512x512 units): the place its words name as the backdrop, with that place's objects, or a
 * soft round backdrop; in front, the recognised objects and people.
 */
export function composeActivityCard(
  props: PropId[],
  seed: string,
  people: PersonId[] = [],
  where?: PlaceId | undefined,
): string {
  const defs = new Defs();
  const random = seededRandom(seed);
  const hue = pick(random, ['#dff3ff', '#fdebd3', '#e4f6e0', '#f6e4f2'] as const);
  const shown = cardProps(props, where).slice(0, people.length > 0 ? 2 : 3);
  const person = people[0];
  const count = shown.length + (person ? 1 : 0);
  const layouts: Array<Array<Spot>> = [
    [],
    [{ x: 256, y: 400, scale: 2.3 }],
    [
      { x: 170, y: 400, scale: 1.7 },
      { x: 350, y: 420, scale: 1.7 },
    ],
    [
      { x: 150, y: 390, scale: 1.4 },
      { x: 360, y: 380, scale: 1.4 },
      { x: 256, y: 450, scale: 1.4 },
    ],
  ];
  const spots = layouts[count] ?? [];
  const items: string[] = [];
  if (person) {
    const drawn = drawPerson(person, 'standing', defs);
    const at = spots[count - 1] ?? { x: 256, y: 420, scale: 1 };
    // As big as the card's layout asks, a grown-up's head still inside the card.
    const scale = Math.min((at.scale * drawn.scale) / 1.6, 400 / drawn.height);
    items.push(place(drawn.svg, { ...at, x: count === 1 ? 256 : 370, y: 450 }, scale));
  }
  // Beside a person the things keep to the left, clear of them (a balloon is not drawn over a face).
  const thingSpots = person ? spots.slice(0, -1).map((at, index) => ({ ...at, x: 120 + index * 120 })) : spots;
  shown.forEach((id, index) => {
    const at = thingSpots[index] ?? { x: 256, y: 400, scale: 1.6 };
    items.push(place(drawProp(id, defs, seed), TALL.has(id) ? { ...at, y: at.y + 40, scale: at.scale * 0.6 } : at));
  });
  const drawn = items.length
    ? items.join('')
    : where
      ? ''
      : // Nothing recognised: a sunny day with a flower, never an empty card.
        `<circle cx="340" cy="170" r="52" fill="#ffe27a"/>${place(drawProp('flowers', defs), { x: 220, y: 400, scale: 2.4 })}`;
  // The place fills the card from its middle (its 1024x576 drawing scaled to the card's height), under a light wash
  // so the objects in front stay clear in a small thumbnail.
  const scale = 512 / HEIGHT;
  const scenery = where
    ? drawPlace(where, { time: 'midday', weather: 'clear', pose: 'standing', random, defs }).back
    : undefined;
  const left = where ? squareCropLeft(where) : 0;
  const backdrop = scenery
    ? `<g transform="translate(${n(-left * scale)} 0) scale(${scale.toFixed(4)})">${scenery}</g><rect width="512" height="512" fill="#ffffff" opacity=".18"/><ellipse cx="256" cy="440" rx="240" ry="58" fill="#ffffff" opacity=".45"/>`
    : `<rect width="512" height="512" fill="${hue}"/><ellipse cx="256" cy="430" rx="230" ry="60" fill="#ffffff" opacity=".6"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${defs}${backdrop}${drawn}</svg>`;
}
