import { FAMILY_SKIN_COLOURS } from '../../../../shared/family.ts';
import type { Pose } from '../lexicon/concepts.ts';
import type { BaseId, ColourId, SkinId } from '../lexicon/looks.ts';
import type { CharacterLook } from './character-look.ts';
import { CHEEK, INK, PAINT, paint, RAINBOW } from './palette.ts';
import { type Defs, darken, lighten, n } from './svg.ts';

type Ears = 'long' | 'round' | 'bigRound' | 'pointy' | 'floppy' | 'elephant' | 'small' | 'side' | 'tufts' | 'none';
type Muzzle = 'small' | 'snout' | 'long' | 'pig' | 'beak' | 'trunk' | 'monkey' | 'screen' | 'wide' | 'none';
type Tail = 'puff' | 'bushy' | 'thin' | 'curl' | 'reptile' | 'hair' | 'tuft' | 'stub' | 'none';
type Extra =
  | 'horn'
  | 'mane'
  | 'lionMane'
  | 'spikes'
  | 'plates'
  | 'wings'
  | 'shell'
  | 'patches'
  | 'stripes'
  | 'whiskers'
  | 'quills'
  | 'fleece'
  | 'antenna'
  | 'hair'
  | 'pigtails'
  | 'horns'
  | 'feet'
  | 'darkLimbs'
  | 'bigEyes'
  | 'mask'
  | 'topEyes'
  | 'spots'
  | 'ossicones'
  | 'zebraStripes'
  | 'beeStripes'
  | 'feelers'
  | 'fishTail'
  | 'fin'
  | 'spout'
  | 'longHair';

type Species = {
  body: string;
  belly: string;
  accent: string;
  ears: Ears;
  muzzle: Muzzle;
  tail: Tail;
  extras: readonly Extra[];
  /** Ear, patch and limb colour when it differs from the body. */
  dark?: string;
};

const SPECIES: Record<BaseId, Species> = {
  bunny: {
    body: '#f6f1ec',
    belly: '#ffffff',
    accent: '#f6b3c5',
    ears: 'long',
    muzzle: 'small',
    tail: 'puff',
    extras: [],
  },
  bear: {
    body: '#b9825a',
    belly: '#e9c9a3',
    accent: '#e9c9a3',
    ears: 'round',
    muzzle: 'snout',
    tail: 'stub',
    extras: [],
  },
  dragon: {
    body: '#8ccf7e',
    belly: '#e6f3b8',
    accent: '#f4a3c0',
    ears: 'none',
    muzzle: 'snout',
    tail: 'reptile',
    extras: ['spikes', 'wings', 'horns'],
  },
  unicorn: {
    body: '#fbf7f4',
    belly: '#ffffff',
    accent: '#c9a6f0',
    ears: 'small',
    muzzle: 'long',
    tail: 'hair',
    extras: ['horn', 'mane'],
  },
  fox: {
    body: '#f0904a',
    belly: '#fff4ea',
    accent: '#fff4ea',
    ears: 'pointy',
    muzzle: 'snout',
    tail: 'bushy',
    extras: ['mask'],
    dark: '#6b4a3f',
  },
  panda: {
    body: '#f7f5f2',
    belly: '#ffffff',
    accent: '#f7f5f2',
    ears: 'round',
    muzzle: 'snout',
    tail: 'stub',
    extras: ['patches', 'darkLimbs'],
    dark: '#48434f',
  },
  koala: {
    body: '#aeb0bb',
    belly: '#eceaf0',
    accent: '#eceaf0',
    ears: 'bigRound',
    muzzle: 'none',
    tail: 'none',
    extras: [],
    dark: '#5b5766',
  },
  owl: {
    body: '#b88a62',
    belly: '#f5e3c4',
    accent: '#f5e3c4',
    ears: 'tufts',
    muzzle: 'beak',
    tail: 'none',
    extras: ['bigEyes', 'wings'],
  },
  cat: {
    body: '#f2a65a',
    belly: '#fff1e0',
    accent: '#f6b3c5',
    ears: 'pointy',
    muzzle: 'small',
    tail: 'thin',
    extras: ['whiskers', 'stripes'],
  },
  dog: {
    body: '#d9ab7a',
    belly: '#f7e6cf',
    accent: '#f7e6cf',
    ears: 'floppy',
    muzzle: 'snout',
    tail: 'stub',
    extras: [],
    dark: '#8a5a3c',
  },
  lion: {
    body: '#f0c063',
    belly: '#fbe7b4',
    accent: '#d07f3c',
    ears: 'round',
    muzzle: 'snout',
    tail: 'tuft',
    extras: ['lionMane'],
  },
  tiger: {
    body: '#f39a4b',
    belly: '#fff4ea',
    accent: '#fff4ea',
    ears: 'round',
    muzzle: 'snout',
    tail: 'thin',
    extras: ['stripes', 'whiskers'],
    dark: '#4a3a45',
  },
  elephant: {
    body: '#aab4c8',
    belly: '#c9d1e0',
    accent: '#f2b8c6',
    ears: 'elephant',
    muzzle: 'trunk',
    tail: 'none',
    extras: [],
  },
  penguin: {
    body: '#3f4a63',
    belly: '#ffffff',
    accent: '#f6a54a',
    ears: 'none',
    muzzle: 'beak',
    tail: 'none',
    extras: ['feet', 'wings'],
  },
  turtle: {
    body: '#9ad38a',
    belly: '#f1f0c0',
    accent: '#7a9a55',
    ears: 'none',
    muzzle: 'none',
    tail: 'none',
    extras: ['shell'],
  },
  mouse: {
    body: '#b9b6c3',
    belly: '#f3eef2',
    accent: '#f6b3c5',
    ears: 'bigRound',
    muzzle: 'small',
    tail: 'thin',
    extras: ['whiskers'],
  },
  pig: {
    body: '#f6b9c6',
    belly: '#fbd6de',
    accent: '#ef9aad',
    ears: 'pointy',
    muzzle: 'pig',
    tail: 'curl',
    extras: [],
  },
  frog: {
    body: '#8fd07a',
    belly: '#e6f6c8',
    accent: '#e6f6c8',
    ears: 'none',
    muzzle: 'none',
    tail: 'none',
    extras: ['topEyes'],
  },
  duck: {
    body: '#f8d95e',
    belly: '#fcecb0',
    accent: '#f59d3d',
    ears: 'none',
    muzzle: 'beak',
    tail: 'none',
    extras: ['feet', 'wings'],
  },
  monkey: {
    body: '#a87552',
    belly: '#f0d2b0',
    accent: '#f0d2b0',
    ears: 'side',
    muzzle: 'monkey',
    tail: 'curl',
    extras: [],
  },
  horse: {
    body: '#c79a6e',
    belly: '#ecd6bb',
    accent: '#6e4a36',
    ears: 'small',
    muzzle: 'long',
    tail: 'hair',
    extras: ['mane'],
  },
  sheep: {
    body: '#fbf8f2',
    belly: '#ffffff',
    accent: '#4e4856',
    ears: 'side',
    muzzle: 'none',
    tail: 'puff',
    extras: ['fleece'],
  },
  hedgehog: {
    body: '#e6c7a2',
    belly: '#f6e6d0',
    accent: '#8a6a55',
    ears: 'small',
    muzzle: 'small',
    tail: 'none',
    extras: ['quills'],
  },
  dinosaur: {
    body: '#7fc3b6',
    belly: '#def3da',
    accent: '#f7b267',
    ears: 'none',
    muzzle: 'snout',
    tail: 'reptile',
    extras: ['plates'],
  },
  robot: {
    body: '#b9c7d9',
    belly: '#e6edf6',
    accent: '#f2b84b',
    ears: 'none',
    muzzle: 'screen',
    tail: 'none',
    extras: ['antenna'],
  },
  girl: {
    body: '#f29cbd',
    belly: '#f29cbd',
    accent: '#8a5a3c',
    ears: 'side',
    muzzle: 'none',
    tail: 'none',
    extras: ['pigtails'],
  },
  boy: {
    body: '#6aa6e8',
    belly: '#6aa6e8',
    accent: '#8a5a3c',
    ears: 'side',
    muzzle: 'none',
    tail: 'none',
    extras: ['hair'],
  },
  child: {
    body: '#f7d154',
    belly: '#f7d154',
    accent: '#5e4232',
    ears: 'side',
    muzzle: 'none',
    tail: 'none',
    extras: ['hair'],
  },
  giraffe: {
    body: '#f5c963',
    belly: '#fbe6b0',
    accent: '#b9773f',
    ears: 'small',
    muzzle: 'long',
    tail: 'tuft',
    extras: ['spots', 'ossicones'],
    dark: '#b9773f',
  },
  zebra: {
    body: '#f7f5f2',
    belly: '#ffffff',
    accent: '#3f3a48',
    ears: 'small',
    muzzle: 'long',
    tail: 'tuft',
    extras: ['zebraStripes'],
    dark: '#3f3a48',
  },
  hippo: {
    body: '#a99cc9',
    belly: '#d8cfe8',
    accent: '#f2b8c6',
    ears: 'round',
    muzzle: 'wide',
    tail: 'stub',
    extras: [],
  },
  cow: {
    body: '#f7f5f2',
    belly: '#ffffff',
    accent: '#f4b6c2',
    ears: 'side',
    muzzle: 'wide',
    tail: 'tuft',
    extras: ['spots', 'horns'],
    dark: '#4a4458',
  },
  whale: {
    body: '#6f9fd8',
    belly: '#dcebf8',
    accent: '#bfe3f7',
    ears: 'none',
    muzzle: 'none',
    tail: 'none',
    extras: ['fishTail', 'spout'],
  },
  fish: {
    body: '#f7a14b',
    belly: '#ffe2b8',
    accent: '#ffffff',
    ears: 'none',
    muzzle: 'none',
    tail: 'none',
    extras: ['fishTail', 'fin'],
  },
  bee: {
    body: '#f7d154',
    belly: '#fbe89a',
    accent: '#e3f2fb',
    ears: 'none',
    muzzle: 'none',
    tail: 'none',
    extras: ['beeStripes', 'feelers', 'wings'],
    dark: '#4a3f4f',
  },
  mermaid: {
    body: '#5cc3b4',
    belly: '#5cc3b4',
    accent: '#e8734f',
    ears: 'side',
    muzzle: 'none',
    tail: 'none',
    extras: ['fishTail', 'longHair'],
  },
  monster: {
    body: '#b79be8',
    belly: '#efe4fb',
    accent: '#ffd1e1',
    ears: 'small',
    muzzle: 'none',
    tail: 'puff',
    extras: [],
  },
};

const HUMAN = new Set<BaseId>(['girl', 'boy', 'child', 'mermaid']);
/** Skin tones of people and human characters, from the lightest. */
export const SKIN: Record<SkinId, string> = FAMILY_SKIN_COLOURS;
const skinOf = (look: CharacterLook) => SKIN[look.skin ?? 'light'];

/** Hair colours as hair grows them: 'yellow' hair is blond, 'red' hair is ginger, 'black' hair nearly black. */
const HAIR: Partial<Record<ColourId, string>> = {
  yellow: '#efcb6e',
  gold: '#e7b955',
  orange: '#d9773e',
  red: '#c95a3a',
  brown: '#7a4e34',
  black: '#352d3a',
  grey: '#b9b6bf',
  silver: '#cfd2da',
  white: '#eeeae4',
};
export function hairPaint(colour: Exclude<ColourId, 'rainbow'>): string {
  return HAIR[colour] ?? PAINT[colour];
}

/** A human's hair: the colour said, else dark hair with brown or dark skin, else the base's own. */
function hairOf(look: CharacterLook, species: Species): string {
  if (look.accent && look.accent !== 'rainbow') return hairPaint(look.accent);
  if (look.skin === 'brown' || look.skin === 'dark') return HAIR.black ?? species.accent;
  return species.accent;
}

export type FigureOptions = {
  pose: Pose;
  /** Eyes closed (asleep). */
  asleep?: boolean;
  /** The face: happy, or worried in the story's uh-oh. */
  mood?: 'happy' | 'worried';
  /** Mirror the figure (a walk to the left). */
  facingLeft?: boolean;
};

/** The figure in two layers: `body` goes behind what covers it (a blanket, the bath's rim), `front` above it. */
export type Figure = { body: string; front: string };

type Colours = { body: string; belly: string; accent: string; dark: string; rainbow: boolean; limbs: string };

function coloursOf(look: CharacterLook, species: Species): Colours {
  const rainbow = look.colour === 'rainbow' || look.accent === 'rainbow';
  const body = look.colour && look.colour !== 'rainbow' ? PAINT[look.colour] : species.body;
  const tinted = Boolean(look.colour && look.colour !== 'rainbow');
  const accent = look.accent && look.accent !== 'rainbow' ? PAINT[look.accent] : species.accent;
  // A tinted body keeps a soft lighter tummy of its own colour; white tummies (penguin, bunny) stay white.
  const belly = tinted && species.belly !== '#ffffff' ? lighten(body, 0.55) : species.belly;
  const dark = species.dark ?? darken(body, 0.25);
  const limbs = species.extras.includes('darkLimbs') ? (tinted ? darken(body, 0.45) : dark) : body;
  return { body, belly, accent, dark, rainbow, limbs };
}

const capsule = (cx: number, cy: number, length: number, width: number, angle: number, fill: string) =>
  `<ellipse cx="0" cy="${n(length / 2)}" rx="${n(width / 2)}" ry="${n(length / 2 + width / 4)}" fill="${fill}" transform="translate(${n(cx)} ${n(cy)}) rotate(${n(angle)})"/>`;

/** Arm angles (degrees, 0 hangs down; positive swings the left arm outwards) for each pose. */
const ARMS: Record<Pose, [number, number]> = {
  standing: [22, -22],
  walking: [-28, -30],
  sitting: [-18, 18],
  playing: [148, -148],
  bath: [118, -118],
  bed: [-40, 40],
  hugging: [-62, 62],
};

/**
 * Draws one character, full body, in a pose: feet at (0, 0), about 200 units tall, facing the viewer, in the soft
 * rounded picture-book style of the scenes.
 */
export function drawFigure(look: CharacterLook, options: FigureOptions, defs: Defs): Figure {
  const species = SPECIES[look.base];
  const c = coloursOf(look, species);
  const human = HUMAN.has(look.base);
  const pose = options.pose;
  const seated = pose === 'sitting' || pose === 'bath' || pose === 'bed';
  const hop = pose === 'playing' ? -8 : 0;
  const drop = seated ? 16 : 0;
  const bodyFill = defs.volume(c.body);
  const limbFill = defs.volume(c.limbs);
  const bellyFill = defs.volume(c.belly);
  const headY = -128 + drop + hop;
  const bodyY = -54 + drop + hop;
  const back: string[] = [];
  const parts: string[] = [];

  // Tail and what grows from the back, behind the body.
  back.push(tail(species.tail, c, bodyY, defs));
  if (species.extras.includes('shell')) {
    back.push(
      `<ellipse cx="0" cy="${n(bodyY - 4)}" rx="50" ry="48" fill="${defs.volume(c.accent)}"/><ellipse cx="0" cy="${n(bodyY - 4)}" rx="50" ry="48" fill="none" stroke="${darken(c.accent, 0.2)}" stroke-width="3"/>`,
    );
  }
  if (species.extras.includes('quills') || species.extras.includes('fleece')) {
    const fill = species.extras.includes('quills') ? defs.volume(c.accent) : defs.volume(lighten(c.body, 0.2));
    const bumps = Array.from({ length: 12 }, (_, i) => {
      const angle = (Math.PI * 2 * i) / 12;
      const r = species.extras.includes('quills') ? 15 : 18;
      return `<circle cx="${n(Math.cos(angle) * 40)}" cy="${n(bodyY + Math.sin(angle) * 40)}" r="${r}" fill="${fill}"/>`;
    });
    back.push(bumps.join(''));
  }
  if (species.extras.includes('plates')) {
    const plates = [-1, 1]
      .flatMap((side) =>
        [0, 1, 2].map(
          (i) =>
            `<path d="M ${n(side * (30 + i * 6))} ${n(bodyY - 28 + i * 20)} l ${n(side * 22)} -8 l ${n(-side * 8)} 22 z" fill="${c.rainbow ? RAINBOW[i * 2] : c.accent}" stroke="${c.rainbow ? RAINBOW[i * 2] : c.accent}" stroke-width="6" stroke-linejoin="round"/>`,
        ),
      )
      .join('');
    back.push(plates);
  }
  if (species.extras.includes('longHair')) {
    // Long hair falls behind the shoulders.
    back.push(
      `<path d="M -58 ${n(headY)} c -6 -60 122 -60 116 0 c 4 36 12 60 -2 78 q -56 14 -112 0 c -14 -18 -6 -42 -2 -78 z" fill="${defs.volume(hairOf(look, species))}"/>`,
    );
  }
  for (const item of look.accessories) if (item.id === 'cape') back.push(cape(item.colour, bodyY, defs));
  if (species.extras.includes('wings') || look.accessories.some((item) => item.id === 'wings')) {
    const feathered = look.base === 'owl' || look.base === 'penguin' || look.base === 'duck';
    if (!feathered) back.push(wings(look.accessories.find((item) => item.id === 'wings')?.colour, c, bodyY, defs));
  }
  for (const item of look.accessories) if (item.id === 'backpack') back.push(backpack(item.colour, bodyY, defs));

  // Legs (a tail with a fluke for a whale, a fish or a mermaid).
  const legFill = human ? defs.volume('#5d7fb8') : limbFill;
  const finned = species.extras.includes('fishTail');
  if (pose === 'bed') {
    // Under the blanket: nothing of the legs shows.
  } else if (finned) {
    parts.push(fishTail(c.body, seated, defs));
  } else if (seated) {
    parts.push(
      `<ellipse cx="-22" cy="-10" rx="17" ry="13" fill="${legFill}"/><ellipse cx="22" cy="-10" rx="17" ry="13" fill="${legFill}"/>`,
    );
    if (!human && !species.extras.includes('feet'))
      parts.push(
        `<ellipse cx="-24" cy="-8" rx="8" ry="6" fill="${lighten(c.belly, 0.2)}"/><ellipse cx="24" cy="-8" rx="8" ry="6" fill="${lighten(c.belly, 0.2)}"/>`,
      );
  } else if (pose === 'walking') {
    parts.push(capsule(-14, -30 + hop, 28, 26, 14, legFill), capsule(16, -32 + hop, 26, 26, -22, legFill));
  } else {
    const spread = pose === 'playing' ? 22 : 17;
    parts.push(capsule(-spread, -30 + hop, 28, 27, 6, legFill), capsule(spread, -30 + hop, 28, 27, -6, legFill));
  }
  if (finned) {
    // No feet: the tail is drawn.
  } else if (species.extras.includes('feet') && pose !== 'bed') {
    parts.push(
      `<ellipse cx="-18" cy="${n(-3 + hop)}" rx="15" ry="6" fill="${c.accent}"/><ellipse cx="18" cy="${n(-3 + hop)}" rx="15" ry="6" fill="${c.accent}"/>`,
    );
  } else if (human && pose !== 'bed') {
    parts.push(
      `<ellipse cx="-19" cy="${n(-4 + hop)}" rx="14" ry="7" fill="#7a4b3a"/><ellipse cx="19" cy="${n(-4 + hop)}" rx="14" ry="7" fill="#7a4b3a"/>`,
    );
  }

  // Body and tummy (in bed, the blanket hides them).
  if (pose === 'bed') {
    // Nothing: only the head on the pillow and the paws on the blanket show.
  } else if (look.base === 'robot') {
    parts.push(
      `<rect x="-40" y="${n(bodyY - 38)}" width="80" height="74" rx="18" fill="${bodyFill}"/><rect x="-22" y="${n(bodyY - 22)}" width="44" height="36" rx="8" fill="${bellyFill}"/><circle cx="-8" cy="${n(bodyY - 4)}" r="5" fill="#f28b82"/><circle cx="8" cy="${n(bodyY - 4)}" r="5" fill="#8fd18b"/>`,
    );
  } else {
    parts.push(`<ellipse cx="0" cy="${n(bodyY)}" rx="40" ry="41" fill="${bodyFill}"/>`);
    if (!human) parts.push(`<ellipse cx="0" cy="${n(bodyY + 6)}" rx="26" ry="29" fill="${bellyFill}"/>`);
    if (species.extras.includes('stripes') && look.base === 'tiger') {
      parts.push(
        [-1, 1]
          .map(
            (side) =>
              `<path d="M ${side * 40} ${n(bodyY - 12)} q ${side * -12} 4 ${side * -16} 10 M ${side * 40} ${n(bodyY + 8)} q ${side * -12} 4 ${side * -14} 10" stroke="${c.dark}" stroke-width="5" stroke-linecap="round" fill="none"/>`,
          )
          .join(''),
      );
    }
    parts.push(markings(look.base, species, c, bodyY));
    if (species.extras.includes('fleece')) {
      parts.push(
        `<ellipse cx="0" cy="${n(bodyY)}" rx="40" ry="41" fill="none" stroke="${lighten(c.body, 0.4)}" stroke-width="5" stroke-dasharray="10 8" stroke-linecap="round"/>`,
      );
    }
    if (human) {
      // A round collar and a darker hem make the shirt read as clothes.
      parts.push(
        `<path d="M -16 ${n(bodyY - 38)} q 16 14 32 0" fill="none" stroke="${darken(c.body, 0.15)}" stroke-width="4" stroke-linecap="round"/>`,
      );
    }
  }

  // Arms (wings for birds), over the body.
  const [left, right] = ARMS[pose];
  const armFill = limbFill;
  const shoulderY = bodyY - 20;
  const feathered = look.base === 'owl' || look.base === 'penguin' || look.base === 'duck';
  const armLength = pose === 'bed' ? 22 : feathered ? 40 : 36;
  const arms = [
    capsule(
      -31,
      shoulderY,
      armLength,
      feathered ? 22 : 20,
      left,
      feathered ? defs.volume(darken(c.body, 0.08)) : armFill,
    ),
    capsule(
      31,
      shoulderY,
      armLength,
      feathered ? 22 : 20,
      right,
      feathered ? defs.volume(darken(c.body, 0.08)) : armFill,
    ),
  ];
  if (human) {
    const hand = (x: number, angle: number) => {
      const radians = (angle * Math.PI) / 180;
      return `<circle cx="${n(x - Math.sin(radians) * armLength)}" cy="${n(shoulderY + Math.cos(radians) * armLength)}" r="9" fill="${defs.volume(skinOf(look))}"/>`;
    };
    arms.push(hand(-31, left), hand(31, right));
  }
  const front: string[] = [];
  if (pose === 'bed' || pose === 'bath') front.push(...arms);
  else parts.push(...arms);
  for (const item of look.accessories) if (item.id === 'scarf') parts.push(scarf(item.colour, bodyY, defs));

  // Head.
  const head = drawHead(look, species, c, headY, options, defs);
  // In bed, the blanket covers the body: what grows from the back would poke out from under it.
  const figure = `${pose === 'bed' ? '' : back.join('')}${parts.join('')}${head}`;
  const flip = options.facingLeft ? ' transform="scale(-1 1)"' : '';
  return { body: `<g${flip}>${figure}</g>`, front: `<g${flip}>${front.join('')}</g>` };
}

/** How far above its feet a standing figure reaches (ears, horn, hat included), in figure units. */
export function figureHeight(look: CharacterLook): number {
  const species = SPECIES[look.base];
  let top = 180;
  if (species.ears === 'long') top = 250;
  else if (species.extras.includes('horn')) top = 226;
  else if (species.extras.includes('antenna')) top = 215;
  else if (species.extras.includes('spout')) top = 232;
  else if (species.extras.includes('feelers')) top = 222;
  else if (species.extras.includes('ossicones')) top = 214;
  else if (species.extras.includes('fin')) top = 214;
  else if (species.ears === 'pointy' || species.ears === 'small' || species.ears === 'tufts') top = 208;
  else if (species.extras.includes('spikes') || species.extras.includes('quills')) top = 200;
  if (look.accessories.some((item) => item.id === 'hat' || item.id === 'crown')) top = Math.max(top, 210);
  return top;
}

/** A whale's, a fish's or a mermaid's tail where the legs would be, its fluke resting on the ground. */
function fishTail(colour: string, seated: boolean, defs: Defs): string {
  const reach = seated ? 52 : 30;
  const fluke = darken(colour, 0.1);
  return `<path d="M -6 -40 Q -12 -4 ${reach} -10" fill="none" stroke="${defs.volume(colour)}" stroke-width="36" stroke-linecap="round"/><path d="M ${reach - 4} -12 q 16 -30 40 -32 q -8 16 -6 28 q 4 10 10 14 q -24 8 -44 -10 z" fill="${defs.volume(fluke)}" stroke="${fluke}" stroke-width="4" stroke-linejoin="round"/><path d="M -14 -26 q 6 5 12 0 M 2 -16 q 6 5 12 0 M 14 -28 q 6 5 12 0" fill="none" stroke="${lighten(colour, 0.35)}" stroke-width="3" stroke-linecap="round"/>`;
}

/** A species' coat on the body: a giraffe's or a cow's patches, a zebra's stripes, a bee's bands. */
function markings(base: BaseId, species: Species, c: Colours, bodyY: number): string {
  if (species.extras.includes('spots')) {
    const spots: Array<[number, number, number]> =
      base === 'cow'
        ? [
            [-24, -20, 13],
            [22, 8, 11],
            [-14, 24, 8],
          ]
        : [
            [-24, -18, 8],
            [20, -22, 7],
            [-10, 4, 7],
            [24, 6, 8],
            [-26, 22, 6],
            [8, 26, 7],
          ];
    return spots
      .map(
        ([x, y, r]) =>
          `<rect x="${n(x - r)}" y="${n(bodyY + y - r)}" width="${n(r * 2)}" height="${n(r * 1.8)}" rx="${n(r * (base === 'cow' ? 0.9 : 0.45))}" fill="${c.dark}" opacity="${base === 'cow' ? 0.9 : 0.75}"/>`,
      )
      .join('');
  }
  if (species.extras.includes('zebraStripes')) {
    return [-1, 1]
      .map(
        (side) =>
          `<path d="M ${side * 40} ${n(bodyY - 22)} q ${side * -14} 4 ${side * -20} 12 M ${side * 41} ${n(bodyY - 2)} q ${side * -14} 4 ${side * -22} 12 M ${side * 38} ${n(bodyY + 18)} q ${side * -12} 4 ${side * -18} 12" stroke="${c.dark}" stroke-width="6" stroke-linecap="round" fill="none"/>`,
      )
      .join('');
  }
  if (species.extras.includes('beeStripes')) {
    return `<path d="M -38 ${n(bodyY - 12)} q 38 12 76 0 v 13 q -38 12 -76 0 z M -37 ${n(bodyY + 12)} q 37 12 74 0 v 12 q -37 11 -74 0 z" fill="${c.dark}"/>`;
  }
  return '';
}

function tail(kind: Tail, c: Colours, bodyY: number, defs: Defs): string {
  const y = bodyY + 22;
  switch (kind) {
    case 'puff':
      return `<circle cx="40" cy="${n(y)}" r="15" fill="${defs.volume(lighten(c.body, 0.3))}"/>`;
    case 'bushy':
      return `<path d="M 30 ${n(y)} q 50 -10 56 -56 q -6 30 -30 40 z" fill="${defs.volume(c.body)}" stroke="${c.body}" stroke-width="14" stroke-linejoin="round"/><circle cx="84" cy="${n(y - 56)}" r="11" fill="#fff6ee"/>`;
    case 'thin':
      return `<path d="M 30 ${n(y)} q 44 6 40 -40 q -2 -14 10 -18" fill="none" stroke="${c.body}" stroke-width="10" stroke-linecap="round"/>`;
    case 'curl':
      return `<path d="M 32 ${n(y)} q 26 4 24 -14 q -2 -12 -12 -6 q -6 6 4 10" fill="none" stroke="${c.body}" stroke-width="7" stroke-linecap="round"/>`;
    case 'reptile':
      return `<path d="M 20 ${n(y + 12)} q 50 12 72 -22 q 6 -8 14 -4 q -10 34 -82 46 z" fill="${defs.volume(c.body)}"/><path d="M 62 ${n(y + 6)} l 8 -14 l 6 12 M 84 ${n(y - 8)} l 10 -10 l 2 12" fill="${c.rainbow ? RAINBOW[4] : c.accent}" stroke="${c.rainbow ? RAINBOW[4] : c.accent}" stroke-width="5" stroke-linejoin="round"/>`;
    case 'hair': {
      const colours = c.rainbow ? RAINBOW : [c.accent, lighten(c.accent, 0.25), c.accent];
      return colours
        .slice(0, 3)
        .map(
          (colour, i) =>
            `<path d="M 30 ${n(y - 6 + i * 6)} q 34 ${n(-10 + i * 8)} 40 ${n(24 + i * 6)}" fill="none" stroke="${colour}" stroke-width="9" stroke-linecap="round"/>`,
        )
        .join('');
    }
    case 'tuft':
      return `<path d="M 30 ${n(y)} q 40 10 44 -24" fill="none" stroke="${c.body}" stroke-width="8" stroke-linecap="round"/><circle cx="74" cy="${n(y - 26)}" r="10" fill="${c.accent}"/>`;
    case 'stub':
      return `<ellipse cx="38" cy="${n(y)}" rx="14" ry="9" fill="${defs.volume(c.body)}" transform="rotate(-30 38 ${n(y)})"/>`;
    default:
      return '';
  }
}

function wings(colour: ColourId | undefined, c: Colours, bodyY: number, defs: Defs): string {
  const fill = defs.volume(colour ? paint(colour, c.accent) : c.rainbow ? RAINBOW[5] : c.accent);
  return [-1, 1]
    .map(
      (side) =>
        `<path d="M ${side * 22} ${n(bodyY - 24)} q ${side * 40} -44 ${side * 62} -26 q ${side * -6} 14 ${side * -16} 16 q ${side * 4} 14 ${side * -8} 20 q ${side * -14} 8 ${side * -34} 10 z" fill="${fill}"/>`,
    )
    .join('');
}

function cape(colour: ColourId | undefined, bodyY: number, defs: Defs): string {
  const hex = paint(colour, PAINT.red);
  return `<path d="M -30 ${n(bodyY - 34)} Q 0 ${n(bodyY - 26)} 30 ${n(bodyY - 34)} L 52 ${n(bodyY + 44)} Q 0 ${n(bodyY + 56)} -52 ${n(bodyY + 44)} Z" fill="${defs.volume(hex)}"/>`;
}

function backpack(colour: ColourId | undefined, bodyY: number, defs: Defs): string {
  const hex = paint(colour, PAINT.orange);
  return `<rect x="-46" y="${n(bodyY - 30)}" width="92" height="64" rx="22" fill="${defs.volume(hex)}"/>`;
}

function scarf(colour: ColourId | undefined, bodyY: number, defs: Defs): string {
  const hex = paint(colour, PAINT.red);
  return `<path d="M -30 ${n(bodyY - 34)} q 30 16 60 0 l 0 12 q -30 16 -60 0 z" fill="${defs.volume(hex)}"/><path d="M 10 ${n(bodyY - 26)} l 6 34 l 14 -4 l -6 -30 z" fill="${darken(hex, 0.08)}"/><path d="M -30 ${n(bodyY - 34)} q 30 16 60 0" fill="none" stroke="${lighten(hex, 0.3)}" stroke-width="3" stroke-dasharray="4 6"/>`;
}

function drawHead(
  look: CharacterLook,
  species: Species,
  c: Colours,
  y: number,
  options: FigureOptions,
  defs: Defs,
): string {
  const human = HUMAN.has(look.base);
  const fill = defs.volume(human ? skinOf(look) : c.body);
  const out: string[] = [];
  const earFill = defs.volume(species.extras.includes('patches') ? c.dark : c.body);
  const inner = c.accent;
  // Behind the head: mane, ears, hair.
  if (species.extras.includes('lionMane')) {
    const mane =
      look.accent && look.accent !== 'rainbow' ? PAINT[look.accent] : c.rainbow ? RAINBOW[1] : species.accent;
    out.push(
      Array.from({ length: 14 }, (_, i) => {
        const angle = (Math.PI * 2 * i) / 14;
        return `<circle cx="${n(Math.cos(angle) * 52)}" cy="${n(y + Math.sin(angle) * 50)}" r="22" fill="${defs.volume(c.rainbow ? (RAINBOW[i % 6] ?? mane) : mane)}"/>`;
      }).join(''),
    );
  }
  switch (species.ears) {
    case 'long':
      out.push(
        [-1, 1]
          .map(
            (side) =>
              `<g transform="rotate(${side * 10} ${side * 22} ${n(y - 40)})"><ellipse cx="${side * 22}" cy="${n(y - 76)}" rx="15" ry="42" fill="${earFill}"/><ellipse cx="${side * 22}" cy="${n(y - 72)}" rx="7" ry="30" fill="${inner}"/></g>`,
          )
          .join(''),
      );
      break;
    case 'round':
    case 'bigRound': {
      const r = species.ears === 'bigRound' ? 25 : 17;
      const x = species.ears === 'bigRound' ? 46 : 38;
      out.push(
        [-1, 1]
          .map(
            (side) =>
              `<circle cx="${side * x}" cy="${n(y - 38)}" r="${r}" fill="${earFill}"/><circle cx="${side * x}" cy="${n(y - 38)}" r="${r * 0.55}" fill="${species.extras.includes('patches') ? c.dark : lighten(inner, 0.2)}"/>`,
          )
          .join(''),
      );
      break;
    }
    case 'pointy':
      out.push(
        [-1, 1]
          .map(
            (side) =>
              `<path d="M ${side * 18} ${n(y - 42)} L ${side * 44} ${n(y - 78)} L ${side * 50} ${n(y - 26)} Z" fill="${earFill}" stroke="${c.body}" stroke-width="8" stroke-linejoin="round"/><path d="M ${side * 28} ${n(y - 40)} L ${side * 43} ${n(y - 64)} L ${side * 45} ${n(y - 34)} Z" fill="${look.base === 'fox' ? c.dark : inner}" stroke-linejoin="round"/>`,
          )
          .join(''),
      );
      break;
    case 'small':
      out.push(
        [-1, 1]
          .map(
            (side) =>
              `<path d="M ${side * 22} ${n(y - 40)} L ${side * 36} ${n(y - 70)} L ${side * 44} ${n(y - 34)} Z" fill="${earFill}" stroke="${c.body}" stroke-width="8" stroke-linejoin="round"/>`,
          )
          .join(''),
      );
      break;
    case 'elephant':
      out.push(
        [-1, 1]
          .map(
            (side) =>
              `<ellipse cx="${side * 58}" cy="${n(y + 2)}" rx="34" ry="42" fill="${earFill}"/><ellipse cx="${side * 60}" cy="${n(y + 4)}" rx="22" ry="30" fill="${inner}"/>`,
          )
          .join(''),
      );
      break;
    case 'floppy':
      out.push(
        [-1, 1]
          .map(
            (side) =>
              `<ellipse cx="${side * 50}" cy="${n(y - 4)}" rx="16" ry="34" fill="${defs.volume(c.dark)}" transform="rotate(${side * -18} ${side * 50} ${n(y - 30)})"/>`,
          )
          .join(''),
      );
      break;
    case 'tufts':
      out.push(
        [-1, 1]
          .map(
            (side) =>
              `<path d="M ${side * 24} ${n(y - 44)} L ${side * 42} ${n(y - 72)} L ${side * 48} ${n(y - 32)} Z" fill="${earFill}" stroke="${c.body}" stroke-width="6" stroke-linejoin="round"/>`,
          )
          .join(''),
      );
      break;
    case 'side':
      out.push(
        [-1, 1]
          .map(
            (side) =>
              `<ellipse cx="${side * 52}" cy="${n(y + 2)}" rx="${look.base === 'sheep' || look.base === 'cow' ? 20 : 12}" ry="${look.base === 'sheep' || look.base === 'cow' ? 10 : 14}" fill="${human ? defs.volume(skinOf(look)) : look.base === 'sheep' ? c.accent : earFill}"/>`,
          )
          .join(''),
      );
      break;
    default:
      break;
  }
  if (species.extras.includes('pigtails')) {
    const hair = defs.volume(hairOf(look, species));
    out.push(
      `<circle cx="-54" cy="${n(y - 20)}" r="18" fill="${hair}"/><circle cx="54" cy="${n(y - 20)}" r="18" fill="${hair}"/>`,
    );
  }
  if (species.extras.includes('quills')) {
    out.push(
      Array.from({ length: 9 }, (_, i) => {
        const angle = Math.PI * (1.05 + (i * 0.9) / 8);
        const x = Math.cos(angle) * 54;
        const py = y + Math.sin(angle) * 50;
        return `<path d="M ${n(x - 10)} ${n(py + 6)} L ${n(x * 1.35)} ${n(y + Math.sin(angle) * 78)} L ${n(x + 10)} ${n(py + 6)} Z" fill="${c.accent}" stroke="${c.accent}" stroke-width="6" stroke-linejoin="round"/>`;
      }).join(''),
    );
  }
  if (species.extras.includes('spikes')) {
    const spike = (i: number) => (c.rainbow ? (RAINBOW[i % 6] ?? c.accent) : c.accent);
    out.push(
      [-1, 0, 1]
        .map(
          (i) =>
            `<path d="M ${i * 18 - 10} ${n(y - 44 + Math.abs(i) * 6)} L ${i * 20} ${n(y - 68 + Math.abs(i) * 8)} L ${i * 18 + 10} ${n(y - 44 + Math.abs(i) * 6)} Z" fill="${spike(i + 2)}" stroke="${spike(i + 2)}" stroke-width="7" stroke-linejoin="round"/>`,
        )
        .join(''),
    );
  }
  if (species.extras.includes('horns')) {
    out.push(
      `<path d="M -30 ${n(y - 36)} q -12 -22 -2 -30 q 4 16 12 22 z" fill="#f7e3b5"/><path d="M 30 ${n(y - 36)} q 12 -22 2 -30 q -4 16 -12 22 z" fill="#f7e3b5"/>`,
    );
  }
  if (species.extras.includes('antenna')) {
    out.push(
      `<path d="M 0 ${n(y - 48)} v -24" stroke="${darken(c.body, 0.2)}" stroke-width="5"/><circle cx="0" cy="${n(y - 76)}" r="9" fill="${defs.volume(c.accent)}"/>`,
    );
  }
  if (look.base === 'frog') {
    out.push(
      `<circle cx="-26" cy="${n(y - 40)}" r="20" fill="${fill}"/><circle cx="26" cy="${n(y - 40)}" r="20" fill="${fill}"/>`,
    );
  }
  if (species.extras.includes('ossicones')) {
    out.push(
      [-1, 1]
        .map(
          (side) =>
            `<path d="M ${side * 16} ${n(y - 40)} l ${side * 4} -30" stroke="${c.body}" stroke-width="9" stroke-linecap="round"/><circle cx="${side * 20}" cy="${n(y - 74)}" r="8" fill="${defs.volume(c.dark)}"/>`,
        )
        .join(''),
    );
  }
  if (species.extras.includes('feelers')) {
    out.push(
      [-1, 1]
        .map(
          (side) =>
            `<path d="M ${side * 14} ${n(y - 44)} q ${side * 4} -26 ${side * 20} -38" stroke="${c.dark}" stroke-width="4" fill="none" stroke-linecap="round"/><circle cx="${side * 34}" cy="${n(y - 82)}" r="7" fill="${c.dark}"/>`,
        )
        .join(''),
    );
  }
  if (species.extras.includes('fin')) {
    out.push(
      `<path d="M -26 ${n(y - 40)} q 14 -46 52 -36 q -10 14 -8 34 z" fill="${defs.volume(darken(c.body, 0.08))}" stroke="${darken(c.body, 0.08)}" stroke-width="6" stroke-linejoin="round"/>`,
    );
  }
  if (species.extras.includes('spout')) {
    out.push(
      `<path d="M 0 ${n(y - 50)} v -34 M 0 ${n(y - 56)} q -4 -18 -20 -26 M 0 ${n(y - 56)} q 4 -18 20 -26" stroke="#a9d8f5" stroke-width="7" fill="none" stroke-linecap="round"/><circle cx="-22" cy="${n(y - 84)}" r="6" fill="#a9d8f5"/><circle cx="22" cy="${n(y - 84)}" r="6" fill="#a9d8f5"/><circle cx="0" cy="${n(y - 90)}" r="6" fill="#a9d8f5"/>`,
    );
  }

  // The head itself.
  if (look.base === 'robot') {
    out.push(`<rect x="-54" y="${n(y - 48)}" width="108" height="96" rx="28" fill="${fill}"/>`);
  } else if (look.base === 'turtle' || look.base === 'frog' || look.base === 'duck') {
    out.push(`<ellipse cx="0" cy="${n(y)}" rx="52" ry="46" fill="${fill}"/>`);
  } else {
    out.push(`<ellipse cx="0" cy="${n(y)}" rx="54" ry="50" fill="${fill}"/>`);
  }
  if (look.base === 'monkey') {
    out.push(
      `<path d="M 0 ${n(y - 14)} c -10 -16 -40 -14 -40 10 c 0 26 20 38 40 38 c 20 0 40 -12 40 -38 c 0 -24 -30 -26 -40 -10 z" fill="${defs.volume(c.belly)}"/>`,
    );
  }
  if (look.base === 'penguin') {
    out.push(
      `<path d="M 0 ${n(y - 22)} c -18 -16 -44 -6 -42 20 c 2 24 22 32 42 32 c 20 0 40 -8 42 -32 c 2 -26 -24 -36 -42 -20 z" fill="${defs.volume('#ffffff')}"/>`,
    );
  }
  if (look.base === 'owl') {
    out.push(
      `<path d="M 0 ${n(y - 18)} c -14 -18 -46 -10 -44 14 c 2 22 24 32 44 18 c 20 14 42 4 44 -18 c 2 -24 -30 -32 -44 -14 z" fill="${c.belly}"/>`,
    );
  }
  if (species.extras.includes('mask')) {
    out.push(
      `<path d="M -52 ${n(y + 4)} q 20 -4 40 14 q 12 16 12 24 q -40 4 -52 -38 z M 52 ${n(y + 4)} q -20 -4 -40 14 q -12 16 -12 24 q 40 4 52 -38 z" fill="${c.belly}"/>`,
    );
  }
  if (species.extras.includes('stripes') && look.base === 'tiger') {
    out.push(
      `<path d="M -8 ${n(y - 48)} l 4 14 M 8 ${n(y - 48)} l -4 14 M -52 ${n(y - 8)} l 14 4 M 52 ${n(y - 8)} l -14 4" stroke="${c.dark}" stroke-width="5" stroke-linecap="round"/>`,
    );
  }
  if (species.extras.includes('zebraStripes')) {
    out.push(
      `<path d="M -12 ${n(y - 49)} l 4 16 M 0 ${n(y - 50)} v 16 M 12 ${n(y - 49)} l -4 16 M -53 ${n(y - 10)} l 14 3 M 53 ${n(y - 10)} l -14 3 M -50 ${n(y + 8)} l 12 0 M 50 ${n(y + 8)} l -12 0" stroke="${c.dark}" stroke-width="5" stroke-linecap="round"/>`,
    );
  }
  if (species.extras.includes('spots')) {
    out.push(
      look.base === 'cow'
        ? `<ellipse cx="-26" cy="${n(y - 30)}" rx="18" ry="12" fill="${c.dark}" opacity=".9"/>`
        : `<circle cx="-32" cy="${n(y - 26)}" r="7" fill="${c.dark}" opacity=".75"/><circle cx="36" cy="${n(y - 18)}" r="6" fill="${c.dark}" opacity=".75"/><circle cx="20" cy="${n(y - 38)}" r="5" fill="${c.dark}" opacity=".75"/>`,
    );
  }
  if (species.extras.includes('stripes') && look.base === 'cat') {
    out.push(
      `<path d="M -10 ${n(y - 48)} l 3 12 M 0 ${n(y - 50)} v 13 M 10 ${n(y - 48)} l -3 12" stroke="${darken(c.body, 0.12)}" stroke-width="4" stroke-linecap="round"/>`,
    );
  }
  if (species.extras.includes('fleece')) {
    out.push(
      [-30, -15, 0, 15, 30]
        .map((x) => `<circle cx="${x}" cy="${n(y - 42 + Math.abs(x) / 3)}" r="16" fill="${defs.volume('#ffffff')}"/>`)
        .join(''),
    );
  }
  if (species.extras.includes('hair')) {
    const hair = hairOf(look, species);
    out.push(
      `<path d="M -54 ${n(y + 2)} c -4 -40 24 -58 54 -56 c 30 -2 58 16 54 56 c -8 -14 -20 -24 -34 -26 c -10 10 -30 14 -52 10 c -10 4 -16 10 -22 16 z" fill="${defs.volume(hair)}"/>`,
    );
  }
  if (species.extras.includes('pigtails') || species.extras.includes('longHair')) {
    const hair = hairOf(look, species);
    out.push(
      `<path d="M -54 ${n(y + 4)} c -6 -42 24 -60 54 -58 c 30 -2 60 16 54 58 c -10 -20 -28 -30 -54 -30 c -26 0 -44 10 -54 30 z" fill="${defs.volume(hair)}"/>`,
    );
  }
  if (species.extras.includes('mane')) {
    const colours = c.rainbow ? RAINBOW : [c.accent, lighten(c.accent, 0.3), c.accent, lighten(c.accent, 0.3)];
    out.push(
      colours
        .slice(0, 4)
        .map(
          (colour, i) =>
            `<circle cx="${n(-30 + i * 14)}" cy="${n(y - 46 + Math.abs(i - 1.5) * 3)}" r="13" fill="${colour}"/><circle cx="${n(50 - i * 1)}" cy="${n(y - 30 + i * 18)}" r="12" fill="${colour}"/>`,
        )
        .join(''),
    );
  }

  // Face.
  out.push(face(look, species, c, y, options, defs));

  // On the head: horn, hat, crown, bow, glasses.
  if (species.extras.includes('horn')) {
    out.push(
      `<path d="M -9 ${n(y - 44)} L 0 ${n(y - 96)} L 9 ${n(y - 44)} Z" fill="${defs.volume('#f7d77a')}"/><path d="M -6 ${n(y - 56)} l 12 -4 M -4 ${n(y - 70)} l 8 -3" stroke="#e6b94c" stroke-width="3" stroke-linecap="round"/>`,
    );
  }
  for (const item of look.accessories) {
    if (item.id === 'glasses') {
      const frame = item.colour ? paint(item.colour, INK) : INK;
      out.push(
        `<g fill="#ffffff" fill-opacity=".35" stroke="${frame}" stroke-width="4"><circle cx="-20" cy="${n(y - 2)}" r="14"/><circle cx="20" cy="${n(y - 2)}" r="14"/></g><path d="M -6 ${n(y - 4)} q 6 -5 12 0" fill="none" stroke="${frame}" stroke-width="4"/>`,
      );
    } else if (item.id === 'hat') {
      const hex = paint(item.colour, PAINT.blue);
      out.push(
        `<ellipse cx="0" cy="${n(y - 40)}" rx="50" ry="11" fill="${darken(hex, 0.1)}"/><path d="M -32 ${n(y - 40)} q 0 -40 32 -40 q 32 0 32 40 z" fill="${defs.volume(hex)}"/><path d="M -31 ${n(y - 50)} q 31 8 62 0" fill="none" stroke="${lighten(hex, 0.5)}" stroke-width="6"/>`,
      );
    } else if (item.id === 'crown') {
      const hex = paint(item.colour, PAINT.gold);
      out.push(
        `<path d="M -28 ${n(y - 40)} l -4 -34 l 16 14 l 16 -22 l 16 22 l 16 -14 l -4 34 z" fill="${defs.volume(hex)}" stroke="${darken(hex, 0.15)}" stroke-width="2" stroke-linejoin="round"/><circle cx="0" cy="${n(y - 52)}" r="5" fill="#f28b82"/>`,
      );
    } else if (item.id === 'bow') {
      const hex = paint(item.colour, PAINT.pink);
      out.push(
        `<g transform="translate(30 ${n(y - 42)}) rotate(18)"><path d="M 0 0 l -20 -12 v 24 z M 0 0 l 20 -12 v 24 z" fill="${defs.volume(hex)}" stroke="${hex}" stroke-width="5" stroke-linejoin="round"/><circle r="6" fill="${darken(hex, 0.1)}"/></g>`,
      );
    }
  }
  return out.join('');
}

function face(
  look: CharacterLook,
  species: Species,
  c: Colours,
  y: number,
  options: FigureOptions,
  defs: Defs,
): string {
  const out: string[] = [];
  const asleep = options.asleep === true;
  const eyeY = y - 4;
  const spread = look.base === 'elephant' ? 18 : 20;
  if (species.extras.includes('patches')) {
    out.push(
      `<ellipse cx="-20" cy="${n(eyeY + 2)}" rx="14" ry="18" fill="${c.dark}" transform="rotate(20 -20 ${n(eyeY)})"/><ellipse cx="20" cy="${n(eyeY + 2)}" rx="14" ry="18" fill="${c.dark}" transform="rotate(-20 20 ${n(eyeY)})"/>`,
    );
  }
  if (look.base === 'robot') {
    out.push(`<rect x="-38" y="${n(y - 28)}" width="76" height="52" rx="16" fill="#3d4a66"/>`);
  }
  const eyeColour = look.base === 'robot' ? '#9ff0e6' : species.extras.includes('patches') ? '#ffffff' : INK;
  const eyeAt = look.base === 'frog' ? y - 40 : eyeY;
  const eyeSpread = look.base === 'frog' ? 26 : spread;
  if (species.extras.includes('bigEyes') && !asleep) {
    out.push(
      `<circle cx="-20" cy="${n(eyeAt)}" r="16" fill="#ffffff"/><circle cx="20" cy="${n(eyeAt)}" r="16" fill="#ffffff"/><circle cx="-20" cy="${n(eyeAt)}" r="16" fill="none" stroke="#f5c84c" stroke-width="4"/><circle cx="20" cy="${n(eyeAt)}" r="16" fill="none" stroke="#f5c84c" stroke-width="4"/>`,
    );
  }
  if (look.base === 'frog' && !asleep) {
    out.push(
      `<circle cx="-26" cy="${n(eyeAt)}" r="12" fill="#ffffff"/><circle cx="26" cy="${n(eyeAt)}" r="12" fill="#ffffff"/>`,
    );
  }
  if (asleep) {
    out.push(
      [-1, 1]
        .map(
          (side) =>
            `<path d="M ${side * eyeSpread - 9} ${n(eyeAt)} q 9 8 18 0" fill="none" stroke="${look.base === 'robot' ? '#9ff0e6' : species.extras.includes('patches') ? '#ffffff' : INK}" stroke-width="4" stroke-linecap="round"/>`,
        )
        .join(''),
    );
  } else {
    out.push(
      [-1, 1]
        .map(
          (side) =>
            `<ellipse cx="${side * eyeSpread}" cy="${n(eyeAt)}" rx="7" ry="8.5" fill="${eyeColour === '#ffffff' ? INK : eyeColour}"/><circle cx="${side * eyeSpread + 2.5}" cy="${n(eyeAt - 3)}" r="2.6" fill="#ffffff"/>`,
        )
        .join(''),
    );
  }
  if (look.base !== 'robot') {
    out.push(
      `<ellipse cx="-34" cy="${n(y + 14)}" rx="9" ry="6" fill="${CHEEK}" opacity=".55"/><ellipse cx="34" cy="${n(y + 14)}" rx="9" ry="6" fill="${CHEEK}" opacity=".55"/>`,
    );
  }
  const mouthY = y + 20;
  // A worried face (the story's uh-oh) turns the smile into a small frown and lifts the brows.
  const worried = options.mood === 'worried' && !asleep;
  const smile = (depth: number) => (worried ? n(-depth * 0.5) : n(depth));
  if (worried) {
    out.push(
      `<path d="M ${-eyeSpread - 10} ${n(eyeAt - 14)} L ${-eyeSpread + 7} ${n(eyeAt - 19)} M ${eyeSpread + 10} ${n(eyeAt - 14)} L ${eyeSpread - 7} ${n(eyeAt - 19)}" stroke="${look.base === 'robot' ? '#9ff0e6' : INK}" stroke-width="3.5" stroke-linecap="round"/>`,
    );
  }
  switch (species.muzzle) {
    case 'snout':
      out.push(
        `<ellipse cx="0" cy="${n(y + 18)}" rx="20" ry="14" fill="${defs.volume(c.belly)}"/><ellipse cx="0" cy="${n(y + 11)}" rx="7" ry="5" fill="${look.base === 'dragon' || look.base === 'dinosaur' ? darken(c.body, 0.3) : INK}"/>`,
        `<path d="M -7 ${n(mouthY + 4)} q 7 ${smile(6)} 14 0" fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>`,
      );
      break;
    case 'long':
      out.push(
        `<ellipse cx="0" cy="${n(y + 22)}" rx="24" ry="16" fill="${defs.volume(lighten(c.body, 0.3))}"/><circle cx="-8" cy="${n(y + 20)}" r="2.5" fill="${INK}"/><circle cx="8" cy="${n(y + 20)}" r="2.5" fill="${INK}"/><path d="M -7 ${n(y + 29)} q 7 ${smile(5)} 14 0" fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>`,
      );
      break;
    case 'pig':
      out.push(
        `<ellipse cx="0" cy="${n(y + 16)}" rx="16" ry="11" fill="${defs.volume(c.accent)}"/><ellipse cx="-5" cy="${n(y + 16)}" rx="3" ry="4" fill="${darken(c.accent, 0.3)}"/><ellipse cx="5" cy="${n(y + 16)}" rx="3" ry="4" fill="${darken(c.accent, 0.3)}"/><path d="M -7 ${n(y + 32)} q 7 ${smile(5)} 14 0" fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>`,
      );
      break;
    case 'beak': {
      const beak = look.base === 'penguin' || look.base === 'duck' ? c.accent : '#f2b84b';
      out.push(
        look.base === 'duck'
          ? `<ellipse cx="0" cy="${n(y + 18)}" rx="20" ry="9" fill="${defs.volume(beak)}"/>`
          : `<path d="M -8 ${n(y + 8)} L 8 ${n(y + 8)} L 0 ${n(y + 22)} Z" fill="${beak}" stroke="${beak}" stroke-width="4" stroke-linejoin="round"/>`,
      );
      break;
    }
    case 'trunk':
      out.push(
        `<path d="M 0 ${n(y + 4)} c -2 22 -2 34 8 42 c 8 6 18 0 14 -8" fill="none" stroke="${darken(c.body, 0.12)}" stroke-width="23" stroke-linecap="round"/><path d="M 0 ${n(y + 4)} c -2 22 -2 34 8 42 c 8 6 18 0 14 -8" fill="none" stroke="${c.body}" stroke-width="18" stroke-linecap="round"/><path d="M -8 ${n(y + 24)} q 4 3 8 1" fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>`,
      );
      break;
    case 'wide': {
      const snout = look.base === 'cow' ? c.accent : lighten(c.body, 0.25);
      out.push(
        `<ellipse cx="0" cy="${n(y + 22)}" rx="34" ry="20" fill="${defs.volume(snout)}"/><ellipse cx="-12" cy="${n(y + 18)}" rx="4" ry="5" fill="${darken(snout, 0.4)}"/><ellipse cx="12" cy="${n(y + 18)}" rx="4" ry="5" fill="${darken(snout, 0.4)}"/><path d="M -10 ${n(y + 31)} q 10 ${smile(6)} 20 0" fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>`,
      );
      break;
    }
    case 'monkey':
      out.push(
        `<circle cx="0" cy="${n(y + 22)}" r="3" fill="${INK}"/><path d="M -10 ${n(y + 30)} q 10 ${smile(7)} 20 0" fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>`,
      );
      break;
    case 'small':
      out.push(
        `<path d="M -5 ${n(y + 9)} h 10 l -5 6 z" fill="${look.base === 'bunny' || look.base === 'cat' || look.base === 'mouse' ? '#f28ca6' : INK}" stroke="${look.base === 'bunny' || look.base === 'cat' || look.base === 'mouse' ? '#f28ca6' : INK}" stroke-width="3" stroke-linejoin="round"/><path d="M -8 ${n(y + 17)} q 4 ${smile(5)} 8 0 q 4 ${smile(5)} 8 0" fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>`,
      );
      break;
    case 'screen':
      out.push(
        `<path d="M -10 ${n(y + 12)} q 10 ${smile(8)} 20 0" fill="none" stroke="#9ff0e6" stroke-width="4" stroke-linecap="round"/>`,
      );
      break;
    default:
      out.push(
        look.base === 'frog'
          ? `<path d="M -24 ${n(y + 8)} q 24 ${smile(18)} 48 0" fill="none" stroke="${INK}" stroke-width="3.5" stroke-linecap="round"/>`
          : `<path d="M -9 ${n(mouthY - 4)} q 9 ${smile(8)} 18 0" fill="none" stroke="${INK}" stroke-width="3.5" stroke-linecap="round"/>`,
      );
  }
  if (species.extras.includes('whiskers')) {
    out.push(
      `<path d="M -22 ${n(y + 12)} l -24 -4 M -22 ${n(y + 18)} l -24 4 M 22 ${n(y + 12)} l 24 -4 M 22 ${n(y + 18)} l 24 4" stroke="${darken(c.body, 0.35)}" stroke-width="2" stroke-linecap="round" opacity=".6"/>`,
    );
  }
  return out.join('');
}
