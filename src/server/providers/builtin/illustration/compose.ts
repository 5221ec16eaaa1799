import type { ScenePlan, SceneRole } from '../../types.ts';
import type { PersonId, Pose } from '../lexicon/concepts.ts';
import type { CharacterLook } from './character-look.ts';
import { drawFigure } from './figure.ts';
import { drawPlace, HEIGHT, roomLight, type Spot, WIDTH } from './places.ts';
import { canDraw, drawPerson, drawProp, NOT_OBJECTS, type PropId, TABLE_THINGS } from './props.ts';
import { ACTIVITY_SCENES, RAINY_ACTIVITIES } from './scene-plan.ts';
import type { Weather } from './sky.ts';
import { Defs, n, pick, seededRandom } from './svg.ts';

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
const HELD = new Set<PropId>(['umbrella', 'balloon']);
const CUDDLED = new Set<PropId>(['teddy', 'doll']);
const HANDS: Partial<Record<Pose, [number, number]>> = {
  standing: [44, -40],
  walking: [49, -43],
  playing: [50, -104],
};

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
      !(indoor && OUTDOOR_ONLY.has(id)),
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
]);

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

function place(svg: string, spot: Spot, scale = spot.scale): string {
  return `<g transform="translate(${n(spot.x)} ${n(spot.y)}) scale(${n(scale)})">${svg}</g>`;
}

const shadow = (spot: Spot, width: number) =>
  `<ellipse cx="${n(spot.x)}" cy="${n(spot.y - 2)}" rx="${n(width * spot.scale)}" ry="${n(9 * spot.scale)}" fill="#2b2340" opacity=".13"/>`;

/**
 * One scene as SVG (1024x576 units): the place in the light of its time of day, the character in its pose, the
 * activity's objects and what the text names, and the people of the day. A redraw mirrors or reframes the picture,
 * changes the pose where the scene allows and reshuffles light and props, so each new picture looks different.
 */
export function composeScene(input: SceneInput): string {
  const { plan, look } = input;
  const layoutSeed = seededRandom(input.seed)();
  const layout = (Math.floor(layoutSeed * 4) + input.redraw) % 4;
  const random = seededRandom(`${input.seed}#${input.redraw}`);
  const defs = new Defs();
  const weather = weatherOf(plan, random, input.redraw);
  let pose: Pose = plan.pose;
  // A bath needs the bathroom and a bed the bedroom: elsewhere the character sits.
  if ((pose === 'bath' && plan.place !== 'bathroom') || (pose === 'bed' && plan.place !== 'bedroom')) pose = 'sitting';
  if (FREE_POSES.includes(pose) && input.redraw > 0) {
    pose = FREE_POSES[(FREE_POSES.indexOf(pose) + input.redraw) % FREE_POSES.length] ?? pose;
  }
  const dayPlace = plan.activityId ? ACTIVITY_SCENES[plan.activityId]?.place : undefined;
  const view = dayPlace === 'beach' ? 'sea' : dayPlace === 'street' || dayPlace === 'shop' ? 'street' : 'hills';
  const stage = drawPlace(plan.place, { time: plan.timeOfDay, weather, pose, random, defs, view });
  pose = stage.pose ?? pose;
  const shift = stage.pose ? 0 : (random() - 0.5) * 120;
  const spot: Spot = { ...stage.spot, x: stage.spot.x + shift };

  const layers: string[] = [stage.back];
  // People first: beside the character, or hugging it; never behind it (a spot too close moves to its free side).
  const ground: Array<{ y: number; svg: string }> = [];
  const taken = [spot.x];
  plan.people.slice(0, 2).forEach((person, index) => {
    const at = stage.people[index];
    if (!at) return;
    const hugging = pose === 'hugging' && index === 0;
    const drawn = drawPerson(person, stage.pose === 'sitting' ? 'sitting' : hugging ? 'hugging' : 'standing', defs);
    let x = hugging ? spot.x + 118 * spot.scale : at.x;
    if (!hugging && Math.abs(x - spot.x) < 170) x = spot.x + (spot.x < WIDTH / 2 ? 190 : -190) * (index + 1);
    const where = { ...at, x };
    taken.push(x);
    ground.push({ y: where.y, svg: `${shadow(where, 40)}${place(drawn.svg, where, drawn.scale)}` });
  });
  // Things: held in the hand, on the table, or on the floor at the free spots, nearest first (a redraw reverses them).
  const props = sceneProps(plan).slice(0, 4);
  const spots = stage.things.filter((at) => taken.every((x) => Math.abs(at.x - x) > 110));
  if (input.redraw % 2 === 1) spots.reverse();
  let spotIndex = 0;
  const hand = HANDS[pose];
  let held: string | undefined;
  for (const id of props) {
    if (pose === 'bed' && !held && CUDDLED.has(id)) {
      // A teddy or a doll sleeps beside the character, on the blanket.
      held = place(drawProp(id, defs), {
        x: spot.x + 78 * spot.scale,
        y: spot.y - 52 * spot.scale,
        scale: spot.scale * 0.85,
      });
      continue;
    }
    if (hand && !held && HELD.has(id)) {
      // An umbrella or a balloon is in the character's hand, not standing on the ground.
      held = place(drawProp(id, defs), {
        x: spot.x + hand[0] * spot.scale,
        y: spot.y + hand[1] * spot.scale,
        scale: spot.scale * (id === 'umbrella' ? 1.5 : 1),
      });
      continue;
    }
    if (stage.table && TABLE_THINGS.has(id)) {
      layers.push(place(drawProp(id, defs), stage.table));
      continue;
    }
    const at = spots[spotIndex];
    spotIndex += 1;
    if (!at) continue;
    ground.push({ y: at.y, svg: `${shadow(at, 30)}${place(drawProp(id, defs), at)}` });
  }
  // Nearer the viewer is drawn later.
  for (const item of ground.sort((first, second) => first.y - second.y)) layers.push(item.svg);
  // The character, with what covers it (blanket, bath rim, table) and its paws on top.
  const figure = drawFigure(
    look,
    { pose, asleep: pose === 'bed', mood: input.role === 'uhOh' ? 'worried' : 'happy' },
    defs,
  );
  if (pose !== 'bed' && pose !== 'bath') layers.push(shadow(spot, 46));
  layers.push(place(figure.body, spot), stage.front, place(figure.front, spot), held ?? '');
  layers.push(roomLight(plan.timeOfDay, stage.indoor), stage.glow ?? '');

  let content = layers.join('');
  if (layout & 2 || pose === 'bed') {
    // Closer framing on the character (always at bedtime, where it lies small under its blanket).
    const cx = spot.x;
    const cy = spot.y - 120 * spot.scale;
    content = `<g transform="translate(${n(cx)} ${n(cy)}) scale(${pose === 'bed' ? 1.3 : 1.16}) translate(${n(-cx)} ${n(-cy)})">${content}</g>`;
  }
  if (layout & 1) content = `<g transform="translate(${WIDTH} 0) scale(-1 1)">${content}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}">${defs}${content}</svg>`;
}

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
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${defs}<g transform="translate(256 478) rotate(${n(lean)}) scale(1.58)">${figure.body}${figure.front}</g></svg>`;
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

/** A custom activity's card: its recognised objects and people on a soft round backdrop (512x512 units). */
export function composeActivityCard(props: PropId[], seed: string, people: PersonId[] = []): string {
  const defs = new Defs();
  const random = seededRandom(seed);
  const hue = pick(random, ['#dff3ff', '#fdebd3', '#e4f6e0', '#f6e4f2'] as const);
  const shown = props.filter((id) => canDraw(id) && !NOT_OBJECTS.has(id)).slice(0, people.length > 0 ? 2 : 3);
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
    items.push(place(drawn.svg, { ...at, x: count === 1 ? 256 : 370, y: 450 }, (at.scale * drawn.scale) / 1.6));
  }
  shown.forEach((id, index) => {
    const at = spots[index] ?? { x: 256, y: 400, scale: 1.6 };
    items.push(place(drawProp(id, defs), TALL.has(id) ? { ...at, y: at.y + 40, scale: at.scale * 0.6 } : at));
  });
  const drawn = items.length
    ? items.join('')
    : // Nothing recognised: a sunny day with a flower, never an empty card.
      `<circle cx="340" cy="170" r="52" fill="#ffe27a"/>${place(drawProp('flowers', defs), { x: 220, y: 400, scale: 2.4 })}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${defs}<rect width="512" height="512" fill="${hue}"/><ellipse cx="256" cy="430" rx="230" ry="60" fill="#ffffff" opacity=".6"/>${drawn}</svg>`;
}
