import type { PlaceId, Pose, TimeOfDay } from '../lexicon/concepts.ts';
import { drawProp } from './props.ts';
import { cloud, falling, SKIES, skyIn, type Weather } from './sky.ts';
import { type Defs, darken, lighten, mix, n, pick, type Random, seededRandom } from './svg.ts';
import { drawWindowView, type WindowView } from './window-view.ts';

export const WIDTH = 1024;
export const HEIGHT = 576;

export type Spot = { x: number; y: number; scale: number };

/** A drawn place: what is behind the character, what covers it, and where the character, things and people go. */
export type Stage = {
  back: string;
  /** Drawn over the character: a blanket, the bath's rim, the table's edge. */
  front: string;
  /** Where the character's feet go and how big it is drawn. */
  spot: Spot;
  /** The pose the place asks for (in bed, in the bath, at the table), if any. */
  pose?: Pose | undefined;
  /** Spots on the floor or ground for things, nearest the character first. */
  things: Spot[];
  /** Spots for people beside the character. */
  people: Spot[];
  /** Where a thing on a table goes, when the place has one. */
  table?: Spot | undefined;
  indoor: boolean;
  /** Rain falls over the whole picture (outdoors), drawn by the scene behind the character. */
  rain?: boolean | undefined;
  /** Warm light drawn over the night's dimming: a bedside lamp. */
  glow?: string | undefined;
};

export type StageInput = {
  time: TimeOfDay;
  weather: Weather;
  pose: Pose;
  random: Random;
  defs: Defs;
  /** What the bedroom window looks out on: a hint of the day's place (the sea on a beach day). */
  view?: WindowView | undefined;
  /**
   * The home's colours (walls, floor, blanket, curtains, rug, sofa), seeded by the story rather than the scene: the
   * bedroom the character wakes in is the one it falls asleep in. Defaults to the scene's own random.
   */
  home?: HomePalette | undefined;
};

/** The colours of the character's home, the same in every scene of one story. */
export type HomePalette = {
  wall: string;
  floor: string;
  blanket: string;
  curtains: string;
  rug: string;
  sofa: string;
  cupboard: string;
  kitchenWall: string;
  tablecloth: string;
  tile: string;
  towel: string;
};

const WALLS = ['#f7e6d0', '#e8f0e0', '#e3ecf6', '#f6e1e4', '#efe6f6', '#fbeecb'] as const;
const FLOORS = ['#d9a877', '#c99a6e', '#e0b98e'] as const;

/** Picks a home's colours; called with a random seeded by the story, so every scene of it shares them. */
export function homePalette(random: Random): HomePalette {
  return {
    wall: pick(random, WALLS),
    floor: pick(random, FLOORS),
    blanket: pick(random, ['#8fb8e8', '#f2a7bd', '#a8d8a0', '#f7c873', '#b9a3e3']),
    curtains: pick(random, ['#f2a7bd', '#8fc3e8', '#f7d58a', '#b9a3e3']),
    rug: pick(random, ['#f2b8c6', '#b8d8f2', '#f7dca0']),
    sofa: pick(random, ['#8fb8e8', '#e89a8a', '#9fcfc0', '#c9a6e0']),
    cupboard: pick(random, ['#9fcfc0', '#f2b8a0', '#b9c8e8']),
    kitchenWall: pick(random, ['#fbeecb', '#e8f0e0', '#e3ecf6']),
    tablecloth: pick(random, ['#f6a6a0', '#a9cdf2', '#f8eaa0']),
    tile: pick(random, ['#cfe8f2', '#e0f0e4', '#f2e0ea']),
    towel: pick(random, ['#f7c873', '#f2a7bd', '#8fc3e8']),
  };
}

const homeOf = (input: StageInput): HomePalette => input.home ?? homePalette(input.random);

// ——— furniture and scenery ———

function windowFrame(
  x: number,
  y: number,
  w: number,
  h: number,
  input: StageInput,
  options: { curtains?: string; view?: WindowView | undefined; open?: boolean } = {},
): string {
  const { time, weather, random, defs } = input;
  const out = [`<rect x="${x - 10}" y="${y - 10}" width="${w + 20}" height="${h + 20}" rx="10" fill="#fffaf2"/>`];
  out.push(skyIn({ x, y, w, h }, time, weather, random, defs));
  out.push(drawWindowView(options.view ?? 'hills', { x, y, w, h }, time === 'night', weather === 'rain'));
  // A snowy day's view has its snow falling, whatever the weather over the room.
  if (options.view === 'snow' && weather !== 'snow') out.push(falling({ x, y, w, h }, 'snow', random));
  if (weather === 'rain') out.push(falling({ x, y, w, h }, 'rain', random));
  if (weather === 'snow') out.push(falling({ x, y, w, h }, 'snow', random));
  out.push(
    `<path d="M ${n(x + w / 2)} ${y} V ${y + h} M ${x} ${n(y + h / 2)} H ${x + w}" stroke="#fffaf2" stroke-width="8"/>`,
  );
  if (options.curtains) {
    const c = options.curtains;
    // Drawn wide open, the curtains leave the view whole.
    const reach = w * (options.open ? 0.14 : 0.28);
    out.push(
      `<path d="M ${x - 26} ${y - 22} h ${n(reach)} q -20 ${n(h * 0.5)} 6 ${h + 30} h ${n(-reach + 20)} z" fill="${defs.volume(c)}"/><path d="M ${x + w + 26} ${y - 22} h ${n(-reach)} q 20 ${n(h * 0.5)} -6 ${h + 30} h ${n(reach - 20)} z" fill="${defs.volume(c)}"/><rect x="${x - 36}" y="${y - 30}" width="${w + 72}" height="10" rx="5" fill="${darken(c, 0.2)}"/>`,
    );
  }
  return out.join('');
}

/** Wall, skirting and a wooden floor. */
function room(input: StageInput, dayWall: string, dayFloor: string, floorY = 410): string {
  const { defs } = input;
  // At night the room itself is dusky blue; the lamp's glow warms it again.
  const night = input.time === 'night';
  const wall = night ? mix(dayWall, '#454a8a', 0.45) : dayWall;
  const floor = night ? mix(dayFloor, '#3a3f7a', 0.45) : dayFloor;
  const boards = Array.from({ length: 5 }, (_, i) => {
    const y = floorY + 18 + i * (i + 3) * 7;
    return `M 0 ${n(y)} H ${WIDTH}`;
  }).join(' ');
  return `<rect width="${WIDTH}" height="${floorY}" fill="${defs.vertical(lighten(wall, 0.25), wall)}"/><rect y="${floorY}" width="${WIDTH}" height="${HEIGHT - floorY}" fill="${defs.vertical(floor, darken(floor, 0.08))}"/><path d="${boards}" stroke="${darken(floor, 0.12)}" stroke-width="2" opacity=".5"/><rect y="${floorY - 14}" width="${WIDTH}" height="14" fill="${lighten(wall, 0.5)}"/><rect y="${floorY - 2}" width="${WIDTH}" height="4" fill="${darken(wall, 0.12)}" opacity=".5"/>`;
}

function rug(x: number, y: number, w: number, colour: string): string {
  return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w / 2)}" ry="${n(w / 9)}" fill="${colour}"/><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w / 2 - 16)}" ry="${n(w / 9 - 7)}" fill="none" stroke="${lighten(colour, 0.4)}" stroke-width="4" stroke-dasharray="10 8"/>`;
}

function plant(x: number, y: number, s: number, defs: Defs): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><ellipse cx="-16" cy="-70" rx="14" ry="34" fill="#7cbf73" transform="rotate(-24 -16 -70)"/><ellipse cx="16" cy="-74" rx="14" ry="36" fill="#8fd084" transform="rotate(20 16 -74)"/><ellipse cx="0" cy="-84" rx="13" ry="38" fill="#6fb067"/><path d="M -24 -40 h 48 l -6 40 h -36 z" fill="${defs.volume('#e58f6b')}"/></g>`;
}

function frame(x: number, y: number, w: number, h: number, inner: string): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="6" fill="#c98d5a"/><rect x="${n(x + 7)}" y="${n(y + 7)}" width="${n(w - 14)}" height="${n(h - 14)}" rx="3" fill="${inner}"/>`;
}

function shelf(x: number, y: number, w: number, random: Random, kind: 'books' | 'toys' | 'jars'): string {
  const items: string[] = [`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="10" rx="4" fill="#c98d5a"/>`];
  let at = x + 10;
  const colours = ['#e8645a', '#6aa6e8', '#f7d154', '#7cc576', '#a77fd6', '#f39a4b', '#f29cbd'];
  while (at < x + w - 24) {
    const colour = pick(random, colours);
    if (kind === 'books') {
      const bw = 12 + random() * 10;
      const bh = 34 + random() * 18;
      items.push(`<rect x="${n(at)}" y="${n(y - bh)}" width="${n(bw)}" height="${n(bh)}" rx="3" fill="${colour}"/>`);
      at += bw + 2;
    } else if (kind === 'jars') {
      items.push(
        `<rect x="${n(at)}" y="${n(y - 36)}" width="26" height="36" rx="8" fill="${lighten(colour, 0.5)}"/><rect x="${n(at + 2)}" y="${n(y - 42)}" width="22" height="8" rx="3" fill="${colour}"/>`,
      );
      at += 36;
    } else {
      items.push(
        random() > 0.5
          ? `<circle cx="${n(at + 14)}" cy="${n(y - 14)}" r="14" fill="${colour}"/>`
          : `<rect x="${n(at)}" y="${n(y - 26)}" width="26" height="26" rx="5" fill="${colour}"/>`,
      );
      at += 38;
    }
  }
  return items.join('');
}

function tree(
  x: number,
  y: number,
  s: number,
  defs: Defs,
  colour = '#7cc576',
  kind: 'round' | 'pine' = 'round',
): string {
  if (kind === 'pine') {
    return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><rect x="-9" y="-40" width="18" height="40" fill="#9a6a48"/><path d="M 0 -190 L 56 -90 L -56 -90 Z M 0 -150 L 66 -40 L -66 -40 Z" fill="${defs.volume(colour)}" stroke="${colour}" stroke-width="10" stroke-linejoin="round"/></g>`;
  }
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><path d="M -10 0 L -7 -90 L 7 -90 L 10 0 Z" fill="#a0704c"/><circle cx="0" cy="-130" r="62" fill="${defs.volume(colour)}"/><circle cx="-48" cy="-100" r="40" fill="${defs.volume(darken(colour, 0.06))}"/><circle cx="46" cy="-104" r="44" fill="${defs.volume(lighten(colour, 0.08))}"/></g>`;
}

function bush(x: number, y: number, s: number, defs: Defs, flowers = false): string {
  const dots = flowers
    ? `<circle cx="-20" cy="-30" r="5" fill="#f29cbd"/><circle cx="14" cy="-40" r="5" fill="#ffffff"/><circle cx="30" cy="-20" r="5" fill="#f7d154"/>`
    : '';
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><circle cx="-26" cy="-20" r="28" fill="${defs.volume('#79bf6e')}"/><circle cx="20" cy="-24" r="34" fill="${defs.volume('#86c97a')}"/><circle cx="0" cy="-36" r="30" fill="${defs.volume('#8fd084')}"/>${dots}</g>`;
}

function flowers(x: number, y: number, count: number, random: Random): string {
  const colours = ['#f29cbd', '#f7d154', '#ffffff', '#a77fd6', '#e8645a'];
  return Array.from({ length: count }, (_, i) => {
    const fx = x + i * 26 + random() * 10;
    const fy = y + random() * 14;
    const c = pick(random, colours);
    return `<path d="M ${n(fx)} ${n(fy)} v -22" stroke="#6fb067" stroke-width="3"/><circle cx="${n(fx)}" cy="${n(fy - 24)}" r="8" fill="${c}"/><circle cx="${n(fx)}" cy="${n(fy - 24)}" r="3" fill="#f7b267"/>`;
  }).join('');
}

function fence(y: number, colour = '#f6ead8', from = 0, to = WIDTH): string {
  const posts: string[] = [];
  for (let x = from + 10; x < to; x += 44) posts.push(`M ${x} ${n(y)} v -64 l 10 -10 l 10 10 v 64`);
  return `<path d="${posts.join(' ')}" fill="${colour}" stroke="${darken(colour, 0.15)}" stroke-width="2"/><rect x="${from}" y="${n(y - 48)}" width="${to - from}" height="9" fill="${colour}" stroke="${darken(colour, 0.15)}" stroke-width="2"/><rect x="${from}" y="${n(y - 22)}" width="${to - from}" height="9" fill="${colour}" stroke="${darken(colour, 0.15)}" stroke-width="2"/>`;
}

function house(x: number, y: number, w: number, h: number, colour: string, roof: string, night: boolean): string {
  const glow = night ? '#ffd98a' : '#cfe6f7';
  return `<rect x="${n(x)}" y="${n(y - h)}" width="${n(w)}" height="${n(h)}" fill="${colour}"/><path d="M ${n(x - 12)} ${n(y - h)} L ${n(x + w / 2)} ${n(y - h - w * 0.42)} L ${n(x + w + 12)} ${n(y - h)} Z" fill="${roof}" stroke="${roof}" stroke-width="8" stroke-linejoin="round"/><rect x="${n(x + w * 0.15)}" y="${n(y - h * 0.72)}" width="${n(w * 0.26)}" height="${n(h * 0.26)}" rx="4" fill="${glow}"/><rect x="${n(x + w * 0.59)}" y="${n(y - h * 0.72)}" width="${n(w * 0.26)}" height="${n(h * 0.26)}" rx="4" fill="${glow}"/><rect x="${n(x + w * 0.38)}" y="${n(y - h * 0.36)}" width="${n(w * 0.24)}" height="${n(h * 0.36)}" rx="6" fill="${darken(colour, 0.3)}"/>`;
}

/** Outdoors: sky, far hills and the ground. */
function outdoors(input: StageInput, ground: string, horizon = 330, hills = '#b5dfa8'): string {
  const { time, weather, random, defs } = input;
  const night = time === 'night';
  const evening = time === 'evening';
  const hillColour = night ? '#2f3f6e' : evening ? darken(hills, 0.12) : hills;
  const groundColour = night ? '#32466e' : evening ? darken(ground, 0.1) : ground;
  return `${skyIn({ x: 0, y: 0, w: WIDTH, h: horizon + 40 }, time, weather, random, defs)}<path d="M 0 ${horizon} Q 200 ${horizon - 60} 420 ${horizon - 14} T 820 ${horizon - 30} T ${WIDTH} ${horizon - 10} V ${HEIGHT} H 0 Z" fill="${hillColour}"/><path d="M 0 ${horizon + 36} Q 300 ${horizon + 6} 600 ${horizon + 30} T ${WIDTH} ${horizon + 20} V ${HEIGHT} H 0 Z" fill="${defs.vertical(lighten(groundColour, 0.08), darken(groundColour, 0.06))}"/>`;
}

function lamp(x: number, y: number, on: boolean, defs: Defs): string {
  const glow = on
    ? `<circle cx="${n(x)}" cy="${n(y - 150)}" r="120" fill="${defs.raw('glow', '<radialGradient id="glow"><stop offset="0" stop-color="#ffe6a0" stop-opacity=".55"/><stop offset="1" stop-color="#ffe6a0" stop-opacity="0"/></radialGradient>')}"/>`
    : '';
  return `${glow}<rect x="${n(x - 3)}" y="${n(y - 140)}" width="6" height="140" fill="#8a6a55"/><ellipse cx="${n(x)}" cy="${n(y)}" rx="22" ry="6" fill="#8a6a55"/><path d="M ${n(x - 34)} ${n(y - 130)} L ${n(x - 20)} ${n(y - 180)} L ${n(x + 20)} ${n(y - 180)} L ${n(x + 34)} ${n(y - 130)} Z" fill="${on ? '#ffe7a8' : '#f6d7b0'}"/>`;
}

function table(x: number, y: number, w: number, cloth: string, defs: Defs): string {
  return `<rect x="${n(x - w / 2)}" y="${n(y)}" width="${n(w)}" height="16" rx="8" fill="${defs.volume('#d5a374')}"/><path d="M ${n(x - w / 2 + 4)} ${n(y + 10)} h ${n(w - 8)} l -10 44 q ${n(-(w - 28) / 2)} 14 ${n(-(w - 28))} 0 z" fill="${cloth}"/><rect x="${n(x - w / 2 + 24)}" y="${n(y + 40)}" width="14" height="${n(HEIGHT - y)}" fill="#b07a52"/><rect x="${n(x + w / 2 - 38)}" y="${n(y + 40)}" width="14" height="${n(HEIGHT - y)}" fill="#b07a52"/>`;
}

// ——— places ———

type PlaceDraw = (input: StageInput) => Stage;

const standingSpot = (x: number, y = 500, scale = 1.2): Spot => ({ x, y, scale });
const floorThings = (y = 512): Spot[] => [
  { x: 640, y, scale: 1 },
  { x: 790, y: y + 10, scale: 1 },
  { x: 200, y: y + 14, scale: 0.9 },
  { x: 900, y: y - 6, scale: 0.85 },
];
const sidePeople: Spot[] = [
  { x: 560, y: 505, scale: 1.3 },
  { x: 720, y: 510, scale: 1.3 },
];

function bedroom(input: StageInput): Stage {
  const { time, defs, pose } = input;
  const home = homeOf(input);
  const night = time === 'night';
  const blanket = home.blanket;
  const bedX = 560;
  const back = [
    room(input, home.wall, home.floor),
    // A big window near the middle: in the morning it shows the day ahead, and a phone's square crop keeps it.
    windowFrame(356, 46, 300, 236, input, { curtains: home.curtains, view: input.view, open: true }),
    frame(170, 120, 90, 74, lighten(blanket, 0.4)),
    `<path d="M 187 180 l 20 -30 l 14 18 l 10 -12 l 14 24 z" fill="${darken(blanket, 0.1)}"/>`,
    // The toys on the shelf belong to the home too: the same in the morning and at night.
    shelf(830, 170, 150, seededRandom(Object.values(home).join()), 'toys'),
    rug(330, 500, 360, home.rug),
    lamp(950, 420, night, defs),
    // The bed: headboard, mattress, pillow.
    `<rect x="${bedX}" y="250" width="34" height="230" rx="14" fill="${defs.volume('#d9a877')}"/><rect x="${bedX + 380}" y="330" width="30" height="150" rx="12" fill="${defs.volume('#d9a877')}"/><rect x="${bedX + 10}" y="360" width="390" height="60" rx="18" fill="#fffaf2"/><rect x="${bedX + 16}" y="416" width="378" height="44" rx="8" fill="${defs.volume('#c98d5a')}"/><ellipse cx="${bedX + 92}" cy="352" rx="64" ry="30" fill="${defs.volume('#ffffff')}"/>`,
  ];
  const inBed = pose === 'bed' || time === 'night';
  if (inBed) {
    const scale = 1.05;
    const head = { x: bedX + 110, y: 330 };
    return {
      back: back.join(''),
      front: `<path d="M ${bedX + 60} ${n(head.y + 44)} q 60 -14 130 -6 q 110 -16 200 4 l 8 70 h -352 z" fill="${defs.volume(blanket)}"/><path d="M ${bedX + 60} ${n(head.y + 44)} q 60 -14 130 -6 q 110 -16 200 4" fill="none" stroke="${lighten(blanket, 0.5)}" stroke-width="8" stroke-linecap="round"/>`,
      spot: { x: head.x, y: head.y + 112 * scale, scale },
      pose: 'bed',
      things: [
        { x: 330, y: 520, scale: 0.9 },
        { x: 230, y: 540, scale: 0.8 },
      ],
      people: [{ x: 420, y: 520, scale: 1.3 }],
      indoor: true,
      glow: night
        ? `<circle cx="950" cy="270" r="260" fill="${defs.raw('lampglow', '<radialGradient id="lampglow"><stop offset="0" stop-color="#ffd98a" stop-opacity=".5"/><stop offset=".5" stop-color="#ffd98a" stop-opacity=".18"/><stop offset="1" stop-color="#ffd98a" stop-opacity="0"/></radialGradient>')}"/>`
        : undefined,
    };
  }
  return {
    back: back.join(''),
    front: '',
    spot: standingSpot(330, 505),
    // The day's things wait on the floor, big enough to tell the day in a thumbnail.
    things: [
      { x: 175, y: 535, scale: 1.3 },
      { x: 500, y: 540, scale: 1.3 },
    ],
    people: [{ x: 470, y: 512, scale: 1.3 }],
    indoor: true,
  };
}

function kitchen(input: StageInput): Stage {
  const { random, defs } = input;
  const home = homeOf(input);
  const wall = home.kitchenWall;
  const cupboard = home.cupboard;
  const back = [
    room(input, wall, '#e6c9a8', 400),
    `<rect x="0" y="262" width="${WIDTH}" height="138" fill="${defs.volume(cupboard)}"/><rect x="0" y="250" width="${WIDTH}" height="16" fill="#f4efe6"/>`,
    Array.from(
      { length: 8 },
      (_, i) =>
        `<rect x="${20 + i * 128}" y="282" width="108" height="104" rx="10" fill="${lighten(cupboard, 0.18)}"/><circle cx="${112 + i * 128}" cy="334" r="5" fill="#fffaf2"/>`,
    ).join(''),
    windowFrame(560, 70, 220, 150, input, { curtains: '#f7d58a' }),
    shelf(120, 150, 260, random, 'jars'),
    `<rect x="160" y="214" width="80" height="36" rx="6" fill="#e8645a"/><rect x="150" y="206" width="100" height="10" rx="5" fill="#c9544b"/>`,
    plant(860, 250, 0.7, defs),
  ];
  const scale = 1.15;
  const tableY = 430;
  return {
    back: back.join(''),
    front: table(512, tableY, 560, home.tablecloth, defs),
    spot: { x: 420, y: tableY + 44 * scale + 14, scale },
    pose: 'sitting',
    things: floorThings(530),
    people: [{ x: 640, y: tableY + 64, scale: 1.25 }],
    table: { x: 560, y: tableY + 4, scale: 0.85 },
    indoor: true,
  };
}

function bathroom(input: StageInput): Stage {
  const { random, defs, pose } = input;
  const home = homeOf(input);
  const tile = home.tile;
  const tiles = Array.from({ length: 12 }, (_, i) => `M ${i * 90} 0 V 400 M 0 ${i * 40} H ${WIDTH}`).join(' ');
  const back = [
    `<rect width="${WIDTH}" height="400" fill="${tile}"/><path d="${tiles}" stroke="#ffffff" stroke-width="3" opacity=".7"/>`,
    `<rect y="400" width="${WIDTH}" height="176" fill="${defs.vertical('#b9d6e6', '#9fc3d8')}"/>`,
    windowFrame(700, 70, 150, 140, input, {}),
    `<rect x="110" y="90" width="120" height="150" rx="60" fill="#f6fbff" stroke="#d9c7a8" stroke-width="8"/><rect x="120" y="300" width="110" height="30" rx="12" fill="#ffffff"/><rect x="160" y="330" width="30" height="80" fill="#eef3f7"/>`,
    `<path d="M 900 120 v 180" stroke="#c9a87a" stroke-width="6"/><rect x="880" y="130" width="70" height="120" rx="10" fill="${home.towel}"/>`,
  ];
  const tubX = 330;
  const tubY = 350;
  const tubFront = `<path d="M ${tubX} ${tubY} h 420 q 0 120 -80 130 h -260 q -80 -10 -80 -130 z" fill="${defs.volume('#ffffff')}"/><rect x="${tubX - 14}" y="${tubY - 12}" width="448" height="24" rx="12" fill="${defs.volume('#f4f8fb')}"/><rect x="${tubX + 60}" y="${tubY + 128}" width="22" height="30" rx="8" fill="#e6b94c"/><rect x="${tubX + 340}" y="${tubY + 128}" width="22" height="30" rx="8" fill="#e6b94c"/>`;
  const foam = Array.from(
    { length: 9 },
    (_, i) =>
      `<circle cx="${n(tubX + 20 + i * 48 + random() * 10)}" cy="${n(tubY - 14 - random() * 10)}" r="${n(16 + random() * 10)}" fill="#ffffff" opacity=".95"/>`,
  ).join('');
  const inBath = pose === 'bath';
  if (!inBath) {
    return {
      back: `${back.join('')}${tubFront}`,
      front: '',
      spot: standingSpot(200, 520, 1.15),
      things: [{ x: 900, y: 540, scale: 0.9 }],
      people: [{ x: 800, y: 530, scale: 1.3 }],
      indoor: true,
    };
  }
  const scale = 1.2;
  return {
    back: `${back.join('')}<path d="M ${tubX + 6} ${tubY} h 408 v -8 h -408 z" fill="#dfeef6"/>`,
    front: `${tubFront}${foam}<ellipse cx="${tubX + 360}" cy="${tubY - 28}" rx="20" ry="16" fill="#f7d154"/><circle cx="${tubX + 372}" cy="${tubY - 48}" r="12" fill="#f7d154"/><path d="M ${tubX + 382} ${tubY - 48} l 10 2 l -10 4 z" fill="#f39a4b"/><circle cx="${tubX + 374}" cy="${tubY - 52}" r="2" fill="#3a2f45"/>`,
    spot: { x: tubX + 200, y: tubY + 40 * scale + 10, scale },
    pose: 'bath',
    things: [
      { x: 880, y: 540, scale: 0.9 },
      { x: 150, y: 545, scale: 0.85 },
    ],
    people: [{ x: 860, y: 530, scale: 1.3 }],
    indoor: true,
  };
}

function livingRoom(input: StageInput, grandparents = false): Stage {
  const { random, defs, time } = input;
  const home = homeOf(input);
  const wall = grandparents ? pick(random, ['#f3dcc4', '#e6dcc8', '#efd6d6']) : home.wall;
  const sofa = grandparents ? '#b98a6a' : home.sofa;
  const pattern = grandparents
    ? `<g opacity=".25" fill="${darken(wall, 0.3)}">${Array.from({ length: 40 }, (_, i) => `<circle cx="${(i % 10) * 110 + 40}" cy="${Math.floor(i / 10) * 95 + 40}" r="6"/>`).join('')}</g>`
    : '';
  const back = [
    room(input, wall, grandparents ? pick(random, FLOORS) : home.floor),
    pattern,
    windowFrame(90, 80, 210, 190, input, { curtains: grandparents ? '#c98d7a' : '#f7d58a' }),
    frame(420, 100, 110, 84, '#bfe0f2'),
    `<path d="M 434 170 q 40 -50 82 0 z" fill="#9fd39a"/>`,
    frame(560, 120, 64, 64, '#f6d6b8'),
    rug(560, 510, 520, grandparents ? '#c98d7a' : home.rug),
    // The sofa or armchair.
    grandparents
      ? `<rect x="700" y="300" width="200" height="150" rx="40" fill="${defs.volume(sofa)}"/><rect x="680" y="370" width="50" height="110" rx="24" fill="${defs.volume(darken(sofa, 0.08))}"/><rect x="870" y="370" width="50" height="110" rx="24" fill="${defs.volume(darken(sofa, 0.08))}"/><rect x="720" y="400" width="160" height="60" rx="18" fill="${defs.volume(lighten(sofa, 0.12))}"/>`
      : `<rect x="640" y="300" width="320" height="130" rx="36" fill="${defs.volume(sofa)}"/><rect x="620" y="360" width="60" height="110" rx="26" fill="${defs.volume(darken(sofa, 0.08))}"/><rect x="920" y="360" width="60" height="110" rx="26" fill="${defs.volume(darken(sofa, 0.08))}"/><rect x="660" y="390" width="280" height="70" rx="20" fill="${defs.volume(lighten(sofa, 0.12))}"/>`,
    grandparents
      ? `<circle cx="360" cy="210" r="34" fill="#fffaf2" stroke="#c98d5a" stroke-width="8"/><path d="M 360 210 v -20 M 360 210 h 14" stroke="#3a2f45" stroke-width="4" stroke-linecap="round"/>`
      : '',
    lamp(580, 430, time === 'night' || time === 'evening', defs),
    plant(80, 480, 0.9, defs),
  ];
  return {
    back: back.join(''),
    front: '',
    spot: standingSpot(330, 512),
    things: [
      { x: 470, y: 530, scale: 0.95 },
      { x: 190, y: 545, scale: 0.9 },
      { x: 560, y: 555, scale: 0.85 },
    ],
    people: grandparents
      ? [
          { x: 800, y: 470, scale: 1.3 },
          { x: 560, y: 520, scale: 1.3 },
        ]
      : sidePeople,
    indoor: true,
  };
}

function daycare(input: StageInput, kind: 'daycare' | 'library' | 'doctor' | 'party' | 'shop' | 'hairdresser'): Stage {
  const { random, defs } = input;
  const wall = {
    daycare: '#fbeecb',
    library: '#efe2cf',
    doctor: '#e0f0ea',
    party: '#f6e1ee',
    shop: '#f4f1ea',
    hairdresser: '#f3e4ee',
  }[kind];
  const back = [room(input, wall, kind === 'shop' ? '#dcd6cc' : pick(random, FLOORS))];
  if (kind === 'daycare') {
    back.push(
      ...[0, 1, 2, 3].map((i) =>
        frame(360 + i * 130, 100 + (i % 2) * 20, 96, 80, pick(random, ['#fff4c8', '#e2f4ff', '#fde2ea'])),
      ),
      `<path d="M 380 160 q 20 -40 40 0 M 520 170 h 40 M 640 150 a 14 14 0 1 0 1 0" stroke="#e8645a" stroke-width="5" fill="none"/>`,
      windowFrame(90, 90, 190, 170, input, {}),
      shelf(640, 380, 330, random, 'toys'),
      `<rect x="640" y="380" width="330" height="16" rx="4" fill="#c98d5a"/>`,
      `<rect x="120" y="380" width="200" height="14" rx="7" fill="#f7d154"/><rect x="136" y="394" width="10" height="60" fill="#e6b94c"/><rect x="294" y="394" width="10" height="60" fill="#e6b94c"/>`,
    );
  } else if (kind === 'library') {
    for (const x of [40, 300, 700]) {
      back.push(
        `<rect x="${x - 10}" y="80" width="300" height="330" rx="8" fill="#c98d5a"/><rect x="${x}" y="90" width="280" height="310" fill="#e8cfae"/>`,
        shelf(x, 180, 280, random, 'books'),
        shelf(x, 290, 280, random, 'books'),
        shelf(x, 400, 280, random, 'books'),
      );
    }
    back.push(
      rug(520, 510, 480, '#b8d8f2'),
      `<ellipse cx="820" cy="480" rx="70" ry="40" fill="${defs.volume('#f2a7bd')}"/>`,
    );
  } else if (kind === 'hairdresser') {
    // A big mirror over a little counter with bottles and a comb, the window and a plant: a hairdresser's.
    back.push(
      windowFrame(90, 90, 170, 150, input, { curtains: '#f2c6dc' }),
      `<rect x="520" y="96" width="260" height="230" rx="30" fill="#e3c59a"/><rect x="536" y="112" width="228" height="198" rx="22" fill="${defs.volume('#cfe6f5')}"/>`,
      `<path d="M 570 150 l 40 -24 M 580 176 l 64 -38" stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity=".7"/>`,
      `<rect x="500" y="334" width="300" height="22" rx="8" fill="#c98d5a"/><rect x="520" y="356" width="12" height="110" fill="#b77a48"/><rect x="768" y="356" width="12" height="110" fill="#b77a48"/>`,
      `<rect x="540" y="300" width="22" height="34" rx="6" fill="#f28bb0"/><rect x="570" y="308" width="18" height="26" rx="5" fill="#8fc9f2"/><rect x="596" y="296" width="20" height="38" rx="6" fill="#f7d154"/>`,
      `<rect x="700" y="322" width="70" height="8" rx="4" fill="#5b6678"/><path d="M 706 322 v -8 M 716 322 v -8 M 726 322 v -8 M 736 322 v -8 M 746 322 v -8 M 756 322 v -8" stroke="#5b6678" stroke-width="3"/>`,
      plant(960, 470, 0.8, defs),
    );
  } else if (kind === 'doctor') {
    back.push(
      windowFrame(100, 90, 190, 160, input, { curtains: '#bfe0d0' }),
      `<rect x="600" y="330" width="330" height="40" rx="14" fill="${defs.volume('#a9cdf2')}"/><rect x="610" y="300" width="110" height="36" rx="14" fill="#ffffff"/><rect x="620" y="370" width="14" height="110" fill="#c9ced8"/><rect x="900" y="370" width="14" height="110" fill="#c9ced8"/>`,
      frame(420, 100, 130, 150, '#ffffff'),
      `<path d="M 455 150 h 60 M 455 180 h 60 M 455 210 h 40" stroke="#a9cdf2" stroke-width="8" stroke-linecap="round"/><path d="M 485 116 v 24 M 473 128 h 24" stroke="#e8645a" stroke-width="6"/>`,
      plant(960, 470, 0.8, defs),
    );
  } else if (kind === 'party') {
    const colours = ['#f28b82', '#f7d154', '#7fb8ef', '#8fd18b', '#b79be8', '#f2a7bd'];
    back.push(
      windowFrame(420, 80, 190, 150, input, {}),
      `<path d="M 0 60 Q 256 140 512 60 T ${WIDTH} 60" fill="none" stroke="#c9a6e0" stroke-width="3"/>`,
      Array.from({ length: 12 }, (_, i) => {
        const x = 30 + i * 86;
        const y = 60 + Math.sin((i / 12) * Math.PI * 2) * 24 + 28;
        return `<path d="M ${x} ${n(y - 8)} l 28 0 l -14 30 z" fill="${colours[i % 6]}"/>`;
      }).join(''),
      ...[0, 1, 2, 3, 4].map((i) => {
        const x = 120 + i * 40 + (i > 2 ? 600 : 0);
        const y = 190 + (i % 2) * 30;
        return `<path d="M ${x} ${y + 40} q -4 60 8 120" stroke="#c9ced8" stroke-width="2" fill="none"/><ellipse cx="${x}" cy="${y}" rx="26" ry="32" fill="${defs.volume(colours[i] ?? '#f28b82')}"/>`;
      }),
      `<rect x="640" y="400" width="300" height="16" rx="8" fill="#f6a6a0"/>`,
    );
  } else {
    back.push(
      ...[0, 1].map((row) =>
        Array.from({ length: 7 }, (_, i) => {
          const x = 40 + i * 140;
          const y = 200 + row * 110;
          const fruit = ['#e8645a', '#f7d154', '#8fd18b', '#f39a4b', '#a77fd6', '#f29cbd', '#6aa6e8'][
            (i + row * 3) % 7
          ];
          return `<rect x="${x}" y="${y}" width="120" height="80" rx="8" fill="#d9b48a"/>${[0, 1, 2, 3].map((k) => `<circle cx="${x + 22 + k * 26}" cy="${y + 22}" r="13" fill="${fruit}"/>`).join('')}`;
        }).join(''),
      ),
      `<rect x="0" y="60" width="${WIDTH}" height="40" fill="#f28b82"/>${Array.from({ length: 12 }, (_, i) => `<rect x="${i * 90}" y="60" width="45" height="40" fill="#ffffff"/>`).join('')}`,
    );
  }
  return {
    back: back.join(''),
    front: '',
    spot: standingSpot(kind === 'doctor' ? 430 : kind === 'hairdresser' ? 650 : 360, 512),
    things: floorThings(530),
    people:
      kind === 'party'
        ? [
            { x: 560, y: 510, scale: 1.1 },
            { x: 180, y: 515, scale: 1.1 },
          ]
        : sidePeople,
    table: kind === 'party' ? { x: 790, y: 404, scale: 0.9 } : undefined,
    indoor: true,
  };
}

function rainyWindow(input: StageInput): Stage {
  const rainy = { ...input, weather: 'rain' as const };
  const { random, defs } = input;
  const home = homeOf(input);
  const back = [
    room(input, home.wall, home.floor),
    windowFrame(300, 50, 420, 300, rainy, { curtains: '#8fc3e8', view: 'street' }),
    `<rect x="270" y="360" width="480" height="30" rx="10" fill="#fffaf2"/>`,
    Array.from(
      { length: 12 },
      // Drops on the glass, between the curtains.
      () =>
        `<ellipse cx="${n(420 + random() * 180)}" cy="${n(70 + random() * 260)}" rx="4" ry="6" fill="#ffffff" opacity=".6"/>`,
    ).join(''),
    plant(880, 480, 0.9, defs),
  ];
  return {
    back: back.join(''),
    front: '',
    // Beside the window, so the rain outside shows.
    spot: standingSpot(170, 512),
    things: [
      { x: 640, y: 530, scale: 1 },
      { x: 780, y: 540, scale: 1 },
    ],
    people: [{ x: 860, y: 512, scale: 1.3 }],
    indoor: true,
  };
}

function outdoorPlace(place: PlaceId, input: StageInput): Stage {
  const { random, defs, time } = input;
  const night = time === 'night';
  const out: string[] = [];
  let things = [
    { x: 660, y: 520, scale: 1 },
    { x: 820, y: 540, scale: 1 },
    { x: 170, y: 545, scale: 0.9 },
    { x: 920, y: 515, scale: 0.85 },
  ];
  let spot = standingSpot(400, 515, 1.25);
  switch (place) {
    case 'garden':
      out.push(outdoors(input, '#9fd68e'), house(700, 320, 220, 150, '#f6d6b8', '#d98a6a', night), fence(340));
      out.push(
        bush(120, 350, 1, defs, true),
        bush(960, 360, 0.9, defs, true),
        flowers(60, 420, 8, random),
        flowers(760, 430, 8, random),
      );
      break;
    case 'park':
      out.push(
        outdoors(input, '#9fd68e'),
        tree(120, 330, 1.1, defs),
        tree(880, 320, 1, defs, '#86c97a'),
        tree(650, 300, 0.7, defs),
      );
      out.push(
        `<ellipse cx="760" cy="420" rx="180" ry="40" fill="${night ? '#3e5a8e' : '#8fcbe8'}"/><ellipse cx="760" cy="414" rx="150" ry="26" fill="${night ? '#4a6aa0' : '#a9dcf2'}"/>`,
      );
      out.push(
        `<path d="M 300 ${HEIGHT} Q 420 440 560 380" stroke="#efdcb8" stroke-width="70" fill="none" stroke-linecap="round"/>`,
      );
      out.push(
        `<rect x="140" y="380" width="120" height="12" rx="6" fill="#b07a52"/><rect x="140" y="360" width="120" height="10" rx="5" fill="#b07a52"/><rect x="150" y="392" width="8" height="26" fill="#8a5a3c"/><rect x="242" y="392" width="8" height="26" fill="#8a5a3c"/>`,
      );
      break;
    case 'playground':
      out.push(
        outdoors(input, '#a6d98f'),
        tree(90, 330, 0.9, defs),
        `<ellipse cx="700" cy="480" rx="250" ry="50" fill="#f2dcae"/>`,
      );
      // A slide and swings.
      out.push(
        `<rect x="780" y="200" width="14" height="240" fill="#6aa6e8"/><rect x="860" y="200" width="14" height="240" fill="#6aa6e8"/><path d="M 780 210 h 94" stroke="#6aa6e8" stroke-width="10"/><path d="M 772 225 h 110 v 20 h -110 z" fill="#f28b82"/><path d="M 786 240 v 40 M 800 240 v 40 M 814 240 v 40" stroke="#f7d154" stroke-width="6"/><path d="M 770 250 C 700 300 660 390 580 440" stroke="${darken('#f28b82', 0.1)}" stroke-width="34" fill="none" stroke-linecap="round"/><path d="M 770 250 C 700 300 660 390 580 440" stroke="#f28b82" stroke-width="24" fill="none" stroke-linecap="round"/>`,
        `<path d="M 300 200 L 270 430 M 300 200 L 330 430 M 520 200 L 490 430 M 520 200 L 550 430 M 290 200 h 240" stroke="#f39a4b" stroke-width="10" stroke-linecap="round"/><path d="M 370 205 v 150 M 410 205 v 150 M 450 205 v 130 M 490 205 v 130" stroke="#8a6a55" stroke-width="3"/><rect x="362" y="352" width="56" height="10" rx="5" fill="#f7d154"/><rect x="442" y="332" width="56" height="10" rx="5" fill="#8fd18b"/>`,
      );
      spot = standingSpot(430, 520, 1.25);
      break;
    case 'beach': {
      out.push(skyIn({ x: 0, y: 0, w: WIDTH, h: 320 }, time, input.weather, random, defs));
      out.push(
        `<rect y="290" width="${WIDTH}" height="140" fill="${night ? '#28396e' : defs.vertical('#6fbde6', '#a9dcf2')}"/>`,
      );
      out.push(
        `<path d="M 0 330 q 40 -10 80 0 t 80 0 t 80 0 t 80 0 t 80 0 t 80 0 t 80 0 t 80 0 t 80 0 t 80 0 t 80 0 t 80 0 t 80 0" stroke="#ffffff" stroke-width="4" fill="none" opacity=".7"/>`,
      );
      out.push(
        `<path d="M 0 400 Q 300 370 600 395 T ${WIDTH} 385 V ${HEIGHT} H 0 Z" fill="${night ? '#5a5a7e' : defs.vertical('#f7e2b4', '#efd09a')}"/><path d="M 0 404 Q 300 374 600 399 T ${WIDTH} 389" stroke="#ffffff" stroke-width="6" fill="none" opacity=".7"/>`,
      );
      out.push(
        `<path d="M 820 470 L 850 230" stroke="#8a6a55" stroke-width="6"/><path d="M 720 270 Q 850 170 980 250 Z" fill="#f28b82"/><path d="M 806 232 Q 850 190 896 238 L 850 250 Z" fill="#ffffff"/><rect x="700" y="470" width="170" height="40" rx="8" fill="#6aa6e8" transform="rotate(-4 785 490)"/>`,
      );
      out.push(
        `<circle cx="160" cy="500" r="6" fill="#f2a7bd"/><circle cx="560" cy="540" r="5" fill="#ffffff"/><path d="M 940 540 l 10 -8 l 10 8 z" fill="#f7b267"/>`,
      );
      break;
    }
    case 'woods':
      out.push(outdoors(input, '#8fc980', 320, '#9fcf92'));
      for (const [x, s, c] of [
        [60, 1.2, '#5fa873'],
        [200, 0.9, '#6fb07f'],
        [700, 1.1, '#5fa873'],
        [860, 1.3, '#4f9a68'],
        [990, 0.9, '#6fb07f'],
        [560, 0.7, '#7cbf8a'],
      ] as const) {
        out.push(tree(x, 360 + s * 40, s, defs, c, 'pine'));
      }
      out.push(
        `<path d="M 260 ${HEIGHT} Q 420 430 560 370" stroke="#d9c29a" stroke-width="80" fill="none" stroke-linecap="round"/>`,
      );
      out.push(
        `<g><rect x="620" y="470" width="10" height="18" fill="#fffaf2"/><ellipse cx="625" cy="470" rx="18" ry="11" fill="#e8645a"/><circle cx="619" cy="466" r="3" fill="#ffffff"/><rect x="150" y="500" width="8" height="14" fill="#fffaf2"/><ellipse cx="154" cy="500" rx="14" ry="9" fill="#e8645a"/></g>`,
      );
      break;
    case 'farm':
      out.push(outdoors(input, '#a6d98f', 320, '#d8e7a4'));
      out.push(
        `<rect x="640" y="200" width="220" height="170" fill="#d9645a"/><path d="M 620 204 L 750 120 L 880 204 Z" fill="#a9443c"/><rect x="710" y="270" width="80" height="100" fill="#fffaf2"/><path d="M 710 270 l 80 100 M 790 270 l -80 100" stroke="#d9645a" stroke-width="6"/>`,
      );
      // A cow by the barn, a sheep in front of the fence, hens by the hay.
      out.push(
        fence(420, '#e0c29a', 0, 560),
        `<g transform="translate(600 445) scale(.85)">${drawProp('cow', defs)}</g><g transform="translate(120 478) scale(.8)">${drawProp('sheep', defs)}</g>`,
        `<rect x="880" y="330" width="90" height="50" rx="14" fill="#f2d27a"/><rect x="900" y="300" width="60" height="40" rx="12" fill="#f7dc8e"/>`,
        `<g transform="translate(860 440) scale(.7)">${drawProp('chickens', defs)}</g><g transform="translate(930 452) scale(.6)">${drawProp('chickens', defs)}</g>`,
      );
      break;
    case 'zoo':
      out.push(outdoors(input, '#a6d98f'), tree(100, 330, 1, defs), tree(960, 330, 0.9, defs, '#86c97a'));
      out.push(
        `<path d="M 240 ${HEIGHT} Q 420 440 620 400 T ${WIDTH} 390" stroke="#efdcb8" stroke-width="70" fill="none" stroke-linecap="round"/>`,
      );
      // A giraffe peeking over the fence.
      out.push(
        `<g transform="translate(740 380)"><path d="M -10 0 L -6 -170 L 14 -170 L 18 0 Z" fill="#f2c46a"/><ellipse cx="14" cy="-180" rx="34" ry="20" fill="#f2c46a"/><circle cx="22" cy="-186" r="4" fill="#3a2f45"/><path d="M 0 -196 v -14 M 14 -198 v -14" stroke="#b07a52" stroke-width="5" stroke-linecap="round"/><circle cx="0" cy="-120" r="7" fill="#c98d5a"/><circle cx="6" cy="-80" r="8" fill="#c98d5a"/><circle cx="-2" cy="-40" r="6" fill="#c98d5a"/></g>`,
      );
      out.push(fence(420, '#d9b48a', 560, WIDTH));
      break;
    case 'street':
    case 'shop':
      out.push(outdoors(input, '#c9ced8', 330, '#d6dce6'));
      out.push(
        house(40, 330, 200, 170, '#f2c6a6', '#c9645a', night),
        house(280, 330, 180, 200, '#c9d8ec', '#6a7fb0', night),
        house(700, 330, 240, 160, '#f7e0a6', '#d98a6a', night),
      );
      out.push(
        `<rect y="400" width="${WIDTH}" height="60" fill="#b8bcc8"/><rect y="392" width="${WIDTH}" height="12" fill="#e6e6ee"/><path d="M 0 430 H ${WIDTH}" stroke="#ffffff" stroke-width="5" stroke-dasharray="40 30"/>`,
      );
      out.push(
        `<path d="M 560 400 V 230" stroke="#5b6678" stroke-width="8"/><circle cx="560" cy="224" r="18" fill="${night ? '#ffe6a0' : '#fffaf2'}"/>`,
      );
      things = [
        { x: 660, y: 530, scale: 1 },
        { x: 820, y: 545, scale: 1 },
        { x: 170, y: 545, scale: 0.9 },
      ];
      break;
    case 'snow':
      out.push(outdoors({ ...input }, '#f4f8fc', 330, '#e2ecf6'));
      out.push(tree(120, 360, 1, defs, '#6fa88a', 'pine'), tree(900, 360, 1.1, defs, '#6fa88a', 'pine'));
      out.push(
        `<path d="M 64 300 q 56 -20 112 0 M 840 290 q 60 -24 120 0" stroke="#ffffff" stroke-width="12" stroke-linecap="round"/>`,
      );
      out.push(
        `<g transform="translate(720 470)"><circle cx="0" cy="-40" r="46" fill="${defs.volume('#ffffff')}"/><circle cx="0" cy="-110" r="32" fill="${defs.volume('#ffffff')}"/><circle cx="-10" cy="-116" r="4" fill="#3a2f45"/><circle cx="10" cy="-116" r="4" fill="#3a2f45"/><path d="M 0 -106 l 18 4 l -18 4 z" fill="#f39a4b"/><path d="M -30 -86 q 30 14 60 0" stroke="#e8645a" stroke-width="10" fill="none" stroke-linecap="round"/></g>`,
      );
      out.push(falling({ x: 0, y: 0, w: WIDTH, h: HEIGHT }, 'snow', random));
      break;
    default:
      out.push(outdoors(input, '#9fd68e'));
  }
  // The rain itself is drawn by the scene, which knows where an umbrella keeps it off.
  return {
    back: out.join(''),
    front: '',
    spot,
    things,
    // At the zoo the second person stands on the free side, clear of the giraffe.
    people:
      place === 'zoo'
        ? [
            { x: 560, y: 505, scale: 1.3 },
            { x: 190, y: 512, scale: 1.3 },
          ]
        : sidePeople,
    indoor: false,
    rain: input.weather === 'rain',
  };
}

function pool(input: StageInput): Stage {
  const { defs, random } = input;
  const back = [
    `<rect width="${WIDTH}" height="330" fill="#e3f1f8"/>`,
    windowFrame(80, 60, 260, 170, input, {}),
    windowFrame(400, 60, 260, 170, input, {}),
    windowFrame(720, 60, 240, 170, input, {}),
    `<rect y="300" width="${WIDTH}" height="${HEIGHT - 300}" fill="#f4f8fb"/><path d="${Array.from({ length: 16 }, (_, i) => `M ${i * 64} 300 V ${HEIGHT}`).join(' ')}" stroke="#dfe9ef" stroke-width="3"/>`,
    `<rect x="60" y="360" width="900" height="190" rx="20" fill="${defs.vertical('#6fc3e8', '#3fa3d8')}"/><path d="M 80 400 q 30 -10 60 0 t 60 0 t 60 0 t 60 0 t 60 0 t 60 0 t 60 0 t 60 0 t 60 0 t 60 0 t 60 0 t 60 0 t 60 0 t 60 0" stroke="#ffffff" stroke-width="4" fill="none" opacity=".55"/>`,
    `<path d="M 840 300 v 90 M 880 300 v 90" stroke="#c9ced8" stroke-width="8" stroke-linecap="round"/>`,
    `<circle cx="220" cy="450" r="34" fill="none" stroke="${pick(random, ['#f28b82', '#f7d154'])}" stroke-width="16"/>`,
  ];
  const scale = 1.2;
  return {
    back: back.join(''),
    front: `<rect x="60" y="470" width="900" height="80" rx="0" fill="#3fa3d8" opacity=".55"/><path d="M 340 470 q 30 -10 60 0 t 60 0 t 60 0 t 60 0" stroke="#ffffff" stroke-width="5" fill="none" opacity=".8"/>`,
    spot: { x: 480, y: 520, scale },
    things: [{ x: 760, y: 470, scale: 0.9 }],
    people: [{ x: 640, y: 520, scale: 1.3 }],
    indoor: true,
  };
}

/** An aquarium: a wall of big blue glass with fish, a turtle and a jellyfish behind it, and a dry floor in front. */
function aquarium(input: StageInput): Stage {
  const { defs, random } = input;
  const fish = (x: number, y: number, colour: string, flip: boolean) =>
    `<g transform="translate(${x} ${y})${flip ? ' scale(-1 1)' : ''}"><ellipse rx="26" ry="15" fill="${colour}"/><path d="M 22 0 L 44 -14 L 44 14 Z" fill="${colour}"/><circle cx="-12" cy="-4" r="3.5" fill="#2c3e50"/></g>`;
  const weed = (x: number) =>
    `<path d="M ${x} 400 q -18 -40 0 -80 q 18 -40 0 -80" stroke="#3e9e6e" stroke-width="12" fill="none" stroke-linecap="round"/>`;
  const back = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#2f4a6b"/>`,
    `<rect x="40" y="40" width="944" height="370" rx="26" fill="${defs.vertical('#5fc4e8', '#1f6fa8')}"/>`,
    `<path d="M 60 400 q 120 -30 240 0 t 240 0 t 240 0 t 204 0 V 410 H 60 Z" fill="#e9d7a8" opacity=".9"/>`,
    weed(120),
    weed(150),
    weed(880),
    fish(300, 150, pick(random, ['#f7a541', '#f28b82']), false),
    fish(620, 110, '#f7d154', true),
    fish(520, 230, '#f7a541', false),
    `<g transform="translate(760 170)"><ellipse rx="48" ry="30" fill="#6aa36f"/><path d="M -20 -18 h 40 M -30 0 h 60 M -20 18 h 40" stroke="#4d7f52" stroke-width="4"/><circle cx="-58" cy="-6" r="14" fill="#8fc18f"/><ellipse cx="-20" cy="34" rx="16" ry="8" fill="#8fc18f"/><ellipse cx="24" cy="34" rx="16" ry="8" fill="#8fc18f"/></g>`,
    `<g transform="translate(200 110)" opacity=".85"><path d="M -26 0 a 26 22 0 0 1 52 0 Z" fill="#f6c6e8"/><path d="M -16 0 q -4 30 4 50 M 0 0 q 6 30 -2 56 M 16 0 q 4 30 -4 48" stroke="#f6c6e8" stroke-width="4" fill="none"/></g>`,
    `<g fill="#ffffff" opacity=".6"><circle cx="420" cy="90" r="7"/><circle cx="432" cy="64" r="5"/><circle cx="412" cy="44" r="4"/><circle cx="860" cy="120" r="6"/><circle cx="870" cy="90" r="4"/></g>`,
    `<rect x="40" y="40" width="944" height="370" rx="26" fill="none" stroke="#c9d6e3" stroke-width="14"/>`,
    `<rect y="420" width="${WIDTH}" height="${HEIGHT - 420}" fill="${defs.vertical('#5a6f8c', '#46586f')}"/>`,
  ];
  const scale = 1.2;
  return {
    back: back.join(''),
    front: '',
    spot: { x: 420, y: 530, scale },
    // A thing of the day swims in the tank (the fish the parent named), not on the floor.
    things: [{ x: 640, y: 330, scale: 0.9 }],
    people: [{ x: 640, y: 530, scale: 1.3 }],
    indoor: true,
  };
}

function vehicle(input: StageInput, kind: 'car' | 'bus' | 'train'): Stage {
  const { defs, random } = input;
  const body = { car: '#e8645a', bus: '#f7c84a', train: '#6aa6e8' }[kind];
  const back: string[] = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${defs.vertical(lighten(body, 0.55), lighten(body, 0.35))}"/>`,
  ];
  const windows =
    kind === 'car'
      ? [[200, 80, 600, 230]]
      : [
          [60, 80, 280, 210],
          [380, 80, 280, 210],
          [700, 80, 280, 210],
        ];
  for (const [x, y, w, h] of windows) back.push(windowFrame(x ?? 0, y ?? 0, w ?? 0, h ?? 0, input, { view: 'moving' }));
  back.push(
    `<rect y="330" width="${WIDTH}" height="20" fill="${darken(body, 0.1)}"/><rect y="470" width="${WIDTH}" height="106" fill="${darken(lighten(body, 0.3), 0.1)}"/>`,
  );
  const seat = kind === 'car' ? '#6a7fb0' : kind === 'bus' ? '#6a9fd0' : '#b06a8a';
  back.push(`<rect x="300" y="250" width="260" height="260" rx="50" fill="${defs.volume(seat)}"/>`);
  if (kind !== 'car') back.push(`<rect x="700" y="280" width="220" height="230" rx="40" fill="${defs.volume(seat)}"/>`);
  if (kind === 'train') back.push(`<rect x="620" y="400" width="120" height="14" rx="7" fill="#d5a374"/>`);
  const scale = 1.15;
  random();
  return {
    back: back.join(''),
    front: `<rect x="290" y="460" width="280" height="70" rx="30" fill="${defs.volume(darken(seat, 0.08))}"/>${kind === 'car' ? `<path d="M 360 330 L 470 470" stroke="#3a3a4a" stroke-width="12" stroke-linecap="round" opacity=".7"/>` : ''}`,
    spot: { x: 430, y: 475, scale },
    pose: 'sitting',
    things: [
      { x: 180, y: 540, scale: 0.9 },
      { x: 860, y: 545, scale: 0.9 },
    ],
    people: [{ x: 810, y: 480, scale: 1.15 }],
    indoor: true,
  };
}

const PLACE_DRAWERS: Record<PlaceId, PlaceDraw> = {
  bedroom,
  kitchen,
  bathroom,
  livingRoom: (input) => livingRoom(input),
  grandparents: (input) => livingRoom(input, true),
  garden: (input) => outdoorPlace('garden', input),
  park: (input) => outdoorPlace('park', input),
  playground: (input) => outdoorPlace('playground', input),
  beach: (input) => outdoorPlace('beach', input),
  woods: (input) => outdoorPlace('woods', input),
  farm: (input) => outdoorPlace('farm', input),
  zoo: (input) => outdoorPlace('zoo', input),
  street: (input) => outdoorPlace('street', input),
  shop: (input) => daycare(input, 'shop'),
  snow: (input) => outdoorPlace('snow', input),
  car: (input) => vehicle(input, 'car'),
  bus: (input) => vehicle(input, 'bus'),
  train: (input) => vehicle(input, 'train'),
  rainyWindow,
  daycare: (input) => daycare(input, 'daycare'),
  pool,
  library: (input) => daycare(input, 'library'),
  doctor: (input) => daycare(input, 'doctor'),
  hairdresser: (input) => daycare(input, 'hairdresser'),
  party: (input) => daycare(input, 'party'),
  aquarium,
};

export function drawPlace(place: PlaceId, input: StageInput): Stage {
  return PLACE_DRAWERS[place](input);
}

/**
 * The light of the time of day over a scene: a room takes it whole; outdoors, where the sky already carries it, half
 * of it (all of it at night), so the sea, sand and grass of an evening beach are not left in midday light.
 */
export function roomLight(time: TimeOfDay, indoor: boolean): string {
  const sky = SKIES[time];
  if (sky.tintOpacity === 0) return '';
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="${sky.tint}" opacity="${indoor || time === 'night' ? sky.tintOpacity : sky.tintOpacity / 2}"/>`;
}

export { cloud };
