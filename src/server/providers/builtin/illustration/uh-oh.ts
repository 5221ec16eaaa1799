import type { ScenePlan } from '../../types.ts';
import { drawProp } from './props.ts';
import type { Defs } from './svg.ts';

/** The storyteller's uh-oh of a scene (an activity's problem or a mishap the parent told). */
export type UhOhId = NonNullable<ScenePlan['problem']>;

/** Where the character is: its feet at (0, 0) in figure units, its head's top at `top` (a negative number). */
/** `toward`: the side of the picture with room beside the character (-1 its left, 1 its right). */
type Around = {
  top: number;
  defs: Defs;
  atTable: boolean;
  toward?: -1 | 1 | undefined;
  /** What rolls away: a ball, or among fruit (the shop, the market) an apple. */
  rolls?: 'ball' | 'apple' | undefined;
};
type Draw = (around: Around) => string;

const WATER = '#8fc3e8';
const WATER_EDGE = '#5c9fd4';

/**
 * A cup knocked over and the puddle it made, big enough to read in a phone's thumbnail: a wide blue puddle with a
 * darker rim, a few drops jumping up and, at a table, drips running down over its edge. Calm, not messy.
 */
const SPILL: Draw = ({ atTable }) => {
  const puddle = `<path d="M -120 -6 q -10 -22 30 -24 q 30 -14 70 -4 q 40 -12 80 6 q 44 4 30 20 q -10 14 -60 12 q -40 10 -90 4 q -64 2 -60 -14 z" fill="${WATER}" stroke="${WATER_EDGE}" stroke-width="5" stroke-linejoin="round"/><path d="M -80 -16 q 30 -8 60 -2" stroke="#ffffff" stroke-width="6" fill="none" stroke-linecap="round" opacity=".7"/>`;
  const drips = atTable
    ? [-70, -10, 50]
        .map(
          (x, i) =>
            `<path d="M ${x - 9} 2 v ${22 + i * 10} a 9 9 0 0 0 18 0 v ${-22 - i * 10} z" fill="${WATER}" stroke="${WATER_EDGE}" stroke-width="4"/>`,
        )
        .join('')
    : '';
  const drops = (
    [
      [6, -44, 7],
      [34, -62, 9],
      [62, -50, 7],
    ] as const
  )
    .map(
      ([x, y, r]) =>
        `<path d="M ${x} ${y - r * 1.6} q ${r} ${r * 1.6} 0 ${r * 2.4} q ${-r} ${-r * 0.8} 0 ${-r * 2.4} z" fill="${WATER}" stroke="${WATER_EDGE}" stroke-width="3"/>`,
    )
    .join('');
  // The cup lies on its side, its mouth towards the puddle.
  const cup = `<g transform="translate(96 -26) rotate(-96) scale(1.5)"><path d="M -18 -22 h 36 l -4 40 h -28 z" fill="#f28b82" stroke="#d9665e" stroke-width="3" stroke-linejoin="round"/><path d="M 18 -14 q 16 2 12 18 q -4 8 -14 4" stroke="#f28b82" stroke-width="6" fill="none"/></g>`;
  return `${drips}${puddle}${drops}${cup}`;
};

/** A block tower that fell: blocks scattered on the floor, one still tumbling. */
const FALLEN_TOWER: Draw = () => {
  const blocks: Array<[number, number, number, string]> = [
    [-150, -18, 12, '#f28b82'],
    [-110, -16, -20, '#8fc3e8'],
    [-70, -18, 30, '#f7d154'],
    [-126, -52, 40, '#7cc576'],
    [-30, -16, -8, '#b79be8'],
  ];
  const fallen = blocks
    .map(
      ([x, y, angle, colour]) =>
        `<rect x="${x - 16}" y="${y - 16}" width="32" height="32" rx="4" fill="${colour}" transform="rotate(${angle} ${x} ${y})"/>`,
    )
    .join('');
  return `${fallen}<path d="M -190 -74 q 10 -14 24 -8 M -60 -70 q 12 -10 22 -2" stroke="#5b5766" stroke-width="4" fill="none" stroke-linecap="round"/>`;
};

/** The tower built again, big blocks at the bottom. */
const STEADY_TOWER: Draw = () =>
  ['#f28b82', '#8fc3e8', '#f7d154', '#7cc576', '#b79be8']
    .map(
      (colour, index) =>
        `<rect x="${-136 + index * 2}" y="${-34 - index * 32}" width="${40 - index * 4}" height="32" rx="4" fill="${colour}"/>`,
    )
    .join('');

/** A balloon that slipped away, high up, its string trailing. */
const BALLOON_AWAY: Draw = ({ defs, top }) =>
  `<g transform="translate(170 ${top - 40}) scale(.8)">${drawProp('balloon', defs)}</g><path d="M 150 ${top + 50} q 8 20 -4 34" stroke="#5b5766" stroke-width="3" fill="none"/>`;

/** The balloon back, its string tied to a wrist. */
const BALLOON_BACK: Draw = ({ defs, top }) =>
  `<path d="M -44 -96 Q -80 ${top / 2} -96 ${top + 20}" stroke="#5b5766" stroke-width="3" fill="none"/><g transform="translate(-96 ${top + 70})">${drawProp('balloon', defs)}</g>`;

/** A hat blown off, flying away on swirls of wind. */
const HAT_AWAY: Draw = ({ top }) =>
  `<g transform="translate(-190 ${top - 10}) rotate(-24)"><ellipse cx="0" cy="0" rx="42" ry="10" fill="#e8645a"/><path d="M -26 0 q 0 -40 26 -40 q 26 0 26 40 z" fill="#f28b82"/></g><path d="M -120 ${top + 30} q 30 -20 60 0 t 60 0 M -150 ${top + 70} q 26 -16 52 0" stroke="#b9c9d9" stroke-width="5" fill="none" stroke-linecap="round"/>`;

/** Water splashing at the face. */
const SPLASH: Draw = ({ top }) => {
  const y = top + 60;
  const drops: ReadonlyArray<readonly [number, number, number]> = [
    [-70, -10, 9],
    [-88, 20, 7],
    [-60, 40, 6],
    [70, -14, 9],
    [90, 16, 7],
    [58, 42, 6],
    [-40, -40, 6],
    [40, -44, 6],
  ];
  const drawn = drops
    .map(
      ([x, dy, r]) =>
        `<path d="M ${x} ${y + dy - r * 2} q ${r} ${r * 2} 0 ${r * 2.6} q ${-r} ${-r * 0.6} 0 ${-r * 2.6} z" fill="${WATER}"/>`,
    )
    .join('');
  return `${drawn}<path d="M -110 ${y + 70} q 20 -40 40 -10 M 110 ${y + 70} q -20 -40 -40 -10" stroke="${WATER}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
};

/** A toy boat drifting off on little waves. */
const BOAT_AWAY: Draw = ({ defs }) =>
  `<g transform="translate(-230 -120) scale(.55)">${drawProp('boat', defs)}</g><path d="M -290 -112 q 15 -10 30 0 t 30 0 t 30 0 M -200 -98 q 12 -8 24 0 t 24 0" stroke="#ffffff" stroke-width="4" fill="none" stroke-linecap="round" opacity=".9"/>`;

/** The boat back, right beside the character. */
const BOAT_BACK: Draw = ({ defs }) => `<g transform="translate(-120 -6) scale(.7)">${drawProp('boat', defs)}</g>`;

/** A cuddly toy peeking out from behind a box, far off: lost, waiting to be found. */
const TOY_HIDING: Draw = () =>
  `<circle cx="-286" cy="-92" r="14" fill="#c79a6e"/><circle cx="-246" cy="-92" r="14" fill="#c79a6e"/><circle cx="-266" cy="-72" r="26" fill="#c79a6e"/><circle cx="-274" cy="-76" r="3" fill="#3a2f45"/><circle cx="-258" cy="-76" r="3" fill="#3a2f45"/><rect x="-320" y="-62" width="110" height="62" rx="8" fill="#d8b48a"/><path d="M -320 -44 h 110" stroke="#c49a6c" stroke-width="4"/>`;

/** The toy found: a teddy hugged close. */
const TOY_FOUND: Draw = ({ defs }) => `<g transform="translate(-96 0) scale(.9)">${drawProp('teddy', defs)}</g>`;

/** A ball rolling away, out of reach. */
const BALL_AWAY: Draw = ({ defs, toward, rolls }) =>
  `<g transform="scale(${toward === 1 ? -1 : 1} 1)"><g transform="translate(-230 0) scale(.8)">${drawProp(rolls ?? 'ball', defs)}</g><path d="M -190 -30 h 50 M -196 -14 h 70 M -190 -46 h 36" stroke="#5b5766" stroke-width="4" stroke-linecap="round" opacity=".6"/></g>`;

/** The ball back at the character's feet. */
const BALL_BACK: Draw = ({ defs, rolls }) =>
  `<g transform="translate(-100 0) scale(.8)">${drawProp(rolls ?? 'ball', defs)}</g>`;

/** One ball, and both children want it: it sits between them. */
const ONE_BALL: Draw = ({ defs }) => `<g transform="translate(112 -70) scale(.8)">${drawProp('ball', defs)}</g>`;

/** A puzzle with one piece missing: a dark gap in the picture. */
const PUZZLE: (missing: boolean) => Draw = (missing) => () =>
  `<g transform="translate(-150 -8)"><path d="M -60 0 l 14 -44 h 110 l 14 44 z" fill="#fbf1d8" stroke="#d8c9a8" stroke-width="3"/><path d="M -38 -30 h 32 v 22 h -36 z" fill="#8fc3e8"/><path d="M 0 -30 h 36 v 22 h -36 z" fill="#7cc576"/><path d="M 40 -30 h 22 l 4 22 h -26 z" fill="${missing ? '#4a4458' : '#f7d154'}"/></g>`;

/**
 * A bump: big soft puffs of dust at the feet and three little stars turning above the head, the way picture books
 * say "bump!"; readable in a thumbnail, nothing that hurts to look at.
 */
const BUMP: Draw = ({ top }) => {
  const puffs: ReadonlyArray<readonly [number, number, number]> = [
    [-84, -12, 22],
    [-60, -26, 18],
    [-108, -24, 15],
    [-70, -6, 16],
    [84, -12, 22],
    [60, -26, 18],
    [108, -24, 15],
    [70, -6, 16],
  ];
  // Outlined as one cloud on each side: the rim is drawn a little larger behind the puffs.
  const cloud = (grow: number) => puffs.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r + grow}"/>`).join('');
  const star = (x: number, y: number, r: number) => {
    const points = Array.from({ length: 10 }, (_, i) => {
      const angle = (Math.PI * i) / 5 - Math.PI / 2;
      const radius = i % 2 === 0 ? r : r * 0.45;
      return `${Math.round((x + Math.cos(angle) * radius) * 10) / 10} ${Math.round((y + Math.sin(angle) * radius) * 10) / 10}`;
    });
    return `<path d="M ${points.join(' L ')} Z" fill="#f7d154" stroke="#e6a93c" stroke-width="3" stroke-linejoin="round"/>`;
  };
  const y = top - 8;
  return `<g fill="#cfc2ae">${cloud(4)}</g><g fill="#f3ece2">${cloud(0)}</g><ellipse cx="0" cy="${y}" rx="72" ry="18" fill="none" stroke="#f7d154" stroke-width="4" stroke-dasharray="10 10" opacity=".8"/>${star(-64, y + 4, 20)}${star(4, y - 18, 22)}${star(66, y + 2, 18)}`;
};

/** A sore knee made better: a plaster with a star. */
const PLASTER: Draw = () =>
  `<g transform="translate(-20 -34) rotate(-20)"><rect x="-16" y="-7" width="32" height="14" rx="7" fill="#f6c89a"/><path d="M 0 -5 l 2 4 l 4 0 l -3 3 l 1 4 l -4 -2 l -4 2 l 1 -4 l -3 -3 l 4 0 z" fill="#f28b82"/></g>`;

/** A spill wiped up: a folded cloth and a dry, shining floor. */
const CLOTH: Draw = () =>
  `<path d="M -150 -6 l 16 -26 h 60 l -12 26 z" fill="#8fc3e8"/><path d="M -140 -16 h 56" stroke="#ffffff" stroke-width="3"/><path d="M -40 -40 l 4 10 l 10 4 l -10 4 l -4 10 l -4 -10 l -10 -4 l 10 -4 z" fill="#ffffff" opacity=".9"/>`;

/**
 * The day's own mess (flour, mud, sand, paint): soft splodges on the ground around the character and a few smudges on
 * it, in a sandy brown that reads as any of them in a thumbnail. Scene 4 shows the warm cloth that wiped it off.
 */
const MESS: Draw = ({ top, atTable }) => {
  // Flat splats with flecks beside them, on the floor (a table in front of the character hides the floor).
  const splat = (x: number, y: number, r: number) =>
    `<path d="M ${x - r} ${y} q ${-r * 0.3} ${-r * 0.35} ${r * 0.4} ${-r * 0.3} q ${r * 0.3} ${-r * 0.3} ${r * 0.8} ${-r * 0.05} q ${r * 0.9} ${-r * 0.05} ${r * 0.7} ${r * 0.3} q ${-r * 0.3} ${r * 0.35} ${-r * 1.1} ${r * 0.3} q ${-r * 0.9} ${r * 0.05} ${-r * 0.8} ${-r * 0.25} z" fill="#ead6b8" stroke="#c29d70" stroke-width="2.5"/>` +
    (
      [
        [1.6, -0.3, 0.16],
        [2.0, 0.1, 0.1],
        [-1.5, -0.25, 0.13],
      ] as const
    )
      .map(([dx, dy, dr]) => `<circle cx="${x + r * dx}" cy="${y + r * dy}" r="${r * dr}" fill="#d2b48c"/>`)
      .join('');
  const ground = atTable ? '' : [splat(-122, -2, 30), splat(104, 4, 24)].join('');
  // Smudges down the front, where a little one gets the flour, the mud or the ice cream.
  const smudges = (
    [
      [-20, 0.3, 9, -20],
      [22, 0.22, 7, 25],
      [-4, 0.14, 6, 10],
    ] as const
  )
    .map(
      ([x, at, r, turn]) =>
        `<ellipse cx="${x}" cy="${Math.round(top * at)}" rx="${r + 4}" ry="${r}" transform="rotate(${turn} ${x} ${Math.round(top * at)})" fill="#c9a47a" opacity=".75"/>`,
    )
    .join('');
  return `${ground}${smudges}`;
};

/**
 * What each uh-oh draws in scene 3 and, where it fits, how scene 4 shows it solved. Feelings (tears, a fright, shyness,
 * tiredness) and sad news have no object: the worried face and the hug tell them.
 */
const UH_OHS: Partial<Record<UhOhId, { uhOh: Draw; solved?: Draw }>> = {
  spill: { uhOh: SPILL, solved: CLOTH },
  spilled: { uhOh: SPILL, solved: CLOTH },
  messy: { uhOh: MESS, solved: CLOTH },
  tower: { uhOh: FALLEN_TOWER, solved: STEADY_TOWER },
  broke: { uhOh: FALLEN_TOWER, solved: STEADY_TOWER },
  balloon: { uhOh: BALLOON_AWAY, solved: BALLOON_BACK },
  windHat: { uhOh: HAT_AWAY },
  splash: { uhOh: SPLASH },
  floatAway: { uhOh: BOAT_AWAY, solved: BOAT_BACK },
  // A stock toy that rolled out of sight is found again. Something the parent said was lost (`her blue car`) is drawn
  // neither as a teddy nor found: its words never say it turned up (`whether it turns up or not`).
  lostToy: { uhOh: TOY_HIDING, solved: TOY_FOUND },
  rollAway: { uhOh: BALL_AWAY, solved: BALL_BACK },
  turns: { uhOh: ONE_BALL, solved: BALL_BACK },
  missingPiece: { uhOh: PUZZLE(true), solved: PUZZLE(false) },
  fell: { uhOh: BUMP },
  wobble: { uhOh: BUMP },
  hurt: { uhOh: BUMP, solved: PLASTER },
};

/** Uh-ohs that happen on a table when the character sits at one (a cup tips over beside the plate). */
const ON_TABLE = new Set<UhOhId>(['spill', 'spilled']);

/** Whether an uh-oh draws an object in scene 3. */
export const drawsUhOh = (id: UhOhId | undefined): boolean => id !== undefined && UH_OHS[id] !== undefined;

/**
 * The uh-oh of a scene in figure units around the character (feet at 0, 0): the spill, the fallen tower, the balloon
 * floating off in scene 3; the same thing solved in scene 4. Empty when the uh-oh has no object. `table` is set when
 * it belongs on the table the character sits at.
 */
export function drawUhOh(
  id: UhOhId | undefined,
  solved: boolean,
  around: Around,
): { svg: string; onTable: boolean } | undefined {
  const entry = id ? UH_OHS[id] : undefined;
  const draw = solved ? entry?.solved : entry?.uhOh;
  if (!id || !draw) return undefined;
  const onTable = around.atTable && ON_TABLE.has(id);
  return { svg: `<g data-uh-oh="${id}${solved ? '-solved' : ''}">${draw(around)}</g>`, onTable };
}
