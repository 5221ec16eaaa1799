import type { PetKind } from '../../../../shared/family.ts';
import { CHEEK, INK } from './palette.ts';
import { type Defs, darken, lighten, n, pick, type Random, seededRandom } from './svg.ts';

/**
 * The family's pets, each told apart by its shape even in a thumbnail: a dog's snout and floppy ear, a cat's pointy
 * ears and whiskers, a rabbit's long ears, a guinea pig's round loaf with no ears to speak of, a hamster's cheeks, a
 * tortoise's shell, a budgie on its perch, a goldfish in its bowl, a horse. Feet at (0, 0), facing right; the fur,
 * markings and colours come from the pet's seed, so a pet looks the same in every scene.
 */

/** How wide and tall each pet is drawn (figure units; the child figure is about 200 tall). */
export const PET_SIZE: Record<PetKind, { width: number; height: number }> = {
  dog: { width: 170, height: 125 },
  cat: { width: 110, height: 130 },
  rabbit: { width: 110, height: 130 },
  'guinea-pig': { width: 120, height: 62 },
  fish: { width: 120, height: 140 },
  bird: { width: 80, height: 150 },
  hamster: { width: 70, height: 64 },
  tortoise: { width: 130, height: 66 },
  horse: { width: 270, height: 270 },
  other: { width: 100, height: 72 },
};

function eye(x: number, y: number, r: number, asleep: boolean | undefined): string {
  if (asleep) {
    return `<path d="M ${n(x - r)} ${n(y)} q ${n(r)} ${n(r)} ${n(r * 2)} 0" stroke="${INK}" stroke-width="${n(Math.max(2, r * 0.5))}" fill="none" stroke-linecap="round"/>`;
  }
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${INK}"/><circle cx="${n(x + r * 0.35)}" cy="${n(y - r * 0.35)}" r="${n(r * 0.35)}" fill="#ffffff"/>`;
}

const leg = (x: number, top: number, length: number, width: number, fill: string) =>
  `<rect x="${n(x - width / 2)}" y="${n(top)}" width="${n(width)}" height="${n(length)}" rx="${n(width / 2)}" fill="${fill}"/>`;

const whiskers = (x: number, y: number, colour = '#7a6a78') =>
  `<path d="M ${n(x)} ${n(y)} l 20 -4 M ${n(x)} ${n(y + 4)} l 20 4 M ${n(x - 2)} ${n(y + 2)} l -16 -2" stroke="${colour}" stroke-width="1.8" stroke-linecap="round" opacity=".8"/>`;

type PetOptions = { asleep?: boolean | undefined };
type PetDraw = (random: Random, defs: Defs, options: PetOptions) => string;

const DOG_FUR = ['#e0b070', '#a0714f', '#4a4458', '#f3e9d8', '#a9a8b4', '#d9894a', '#6b4a3a'];
const COLLARS = ['#e8645a', '#6aa6e8', '#7cc576', '#f7d154', '#a77fd6'];

const dog: PetDraw = (random, defs, { asleep }) => {
  const fur = pick(random, DOG_FUR);
  const dark = fur === '#4a4458' || fur === '#6b4a3a';
  const mark = dark ? '#f3e9d8' : darken(fur, 0.35);
  const picked = pick(random, ['none', 'patch', 'spots', 'bib', 'saddle'] as const);
  // A dark dog's marking is its pale chest, not a pale patch on its back.
  const markings = dark ? 'bib' : picked;
  const body = defs.volume(fur);
  const ear = defs.volume(fur === '#f3e9d8' ? '#c9a27a' : darken(fur, 0.2));
  const out = [
    `<path d="M -50 -74 q -18 -10 -20 -38" stroke="${fur}" stroke-width="11" fill="none" stroke-linecap="round"/>`,
    leg(-42, -52, 52, 17, defs.volume(darken(fur, 0.08))),
    leg(32, -52, 52, 17, defs.volume(darken(fur, 0.08))),
    `<ellipse cx="-2" cy="-64" rx="60" ry="30" fill="${body}"/>`,
    leg(-24, -50, 50, 18, body),
    leg(48, -50, 50, 18, body),
  ];
  if (markings === 'spots') {
    out.push(
      [
        [-30, -70, 9],
        [-6, -80, 7],
        [10, -60, 8],
        [-40, -56, 6],
      ]
        .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${mark}"/>`)
        .join(''),
    );
  }
  if (markings === 'saddle') out.push(`<ellipse cx="-10" cy="-80" rx="36" ry="14" fill="${mark}"/>`);
  if (markings === 'bib' || dark)
    out.push(`<ellipse cx="40" cy="-58" rx="15" ry="18" fill="${dark ? mark : '#fbf5ec'}"/>`);
  out.push(
    `<path d="M 34 -78 q 10 12 24 8" stroke="${pick(random, COLLARS)}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
    `<circle cx="56" cy="-98" r="30" fill="${body}"/>`,
    `<ellipse cx="80" cy="-88" rx="20" ry="14" fill="${defs.volume(lighten(fur, dark ? 0.15 : 0.3))}"/>`,
  );
  if (markings === 'patch') out.push(`<ellipse cx="64" cy="-106" rx="12" ry="11" fill="${mark}"/>`);
  out.push(
    `<ellipse cx="98" cy="-92" rx="7" ry="6" fill="${INK}"/>`,
    dark && markings !== 'patch' ? `<circle cx="64" cy="-106" r="7" fill="${lighten(fur, 0.45)}"/>` : '',
    eye(64, -106, 4.5, asleep),
    `<path d="M 80 -78 q 8 6 16 -2" stroke="${INK}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`,
    `<ellipse cx="40" cy="-100" rx="12" ry="24" fill="${ear}" transform="rotate(18 40 -100)"/>`,
  );
  return out.join('');
};

const CAT_FUR = ['#f39a4b', '#a9a8b4', '#4a4458', '#f7f3ee', '#b88a64', '#d9b48a'];

const cat: PetDraw = (random, defs, { asleep }) => {
  const fur = pick(random, CAT_FUR);
  const markings = pick(random, ['tabby', 'bib', 'none', 'patches', 'tabby'] as const);
  const stripe = darken(fur, 0.3);
  const body = defs.volume(fur);
  const light = fur === '#f7f3ee';
  const out = [
    // The tail curls round the front paws.
    `<path d="M -26 -10 q -40 4 -36 -36 q 2 -18 14 -22" stroke="${fur}" stroke-width="13" fill="none" stroke-linecap="round"/>`,
    `<path d="M -34 -2 q -4 -62 34 -76 q 38 14 34 76 z" fill="${body}"/>`,
  ];
  if (markings === 'bib' || fur === '#4a4458') {
    out.push(`<path d="M -14 -4 q -4 -40 14 -56 q 18 16 14 56 z" fill="#fbf5ec"/>`);
  }
  if (markings === 'tabby' && !light) {
    out.push(
      `<path d="M -30 -40 q 10 4 14 14 M -32 -24 q 10 4 12 12 M 30 -40 q -10 4 -14 14 M 32 -24 q -10 4 -12 12" stroke="${stripe}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    );
  }
  if (markings === 'patches' || (light && markings === 'tabby')) {
    out.push(
      `<ellipse cx="-18" cy="-36" rx="12" ry="16" fill="#f39a4b"/><ellipse cx="20" cy="-20" rx="10" ry="12" fill="#4a4458"/>`,
    );
  }
  out.push(
    `<ellipse cx="-14" cy="-5" rx="12" ry="7" fill="${defs.volume(lighten(fur, 0.15))}"/><ellipse cx="14" cy="-5" rx="12" ry="7" fill="${defs.volume(lighten(fur, 0.15))}"/>`,
    `<path d="M -30 -104 l -2 -34 l 24 18 z M 30 -104 l 2 -34 l -24 18 z" fill="${body}" stroke="${fur}" stroke-width="6" stroke-linejoin="round"/>`,
    `<path d="M -26 -114 l -1 -14 l 10 8 z M 26 -114 l 1 -14 l -10 8 z" fill="${CHEEK}" opacity=".7"/>`,
    `<ellipse cx="0" cy="-98" rx="34" ry="30" fill="${body}"/>`,
  );
  if (markings === 'tabby' && !light) {
    out.push(
      `<path d="M -8 -124 v 10 M 0 -126 v 12 M 8 -124 v 10" stroke="${stripe}" stroke-width="4" stroke-linecap="round"/>`,
    );
  }
  if (markings === 'patches') out.push(`<ellipse cx="16" cy="-112" rx="12" ry="10" fill="#4a4458"/>`);
  const eyeColour = pick(random, ['#7cc576', '#e9b949', '#6aa6e8']);
  out.push(
    asleep
      ? `${eye(-13, -98, 6, true)}${eye(13, -98, 6, true)}`
      : `<ellipse cx="-13" cy="-100" rx="7" ry="8" fill="${eyeColour}"/><ellipse cx="13" cy="-100" rx="7" ry="8" fill="${eyeColour}"/><ellipse cx="-13" cy="-100" rx="3" ry="6.5" fill="${INK}"/><ellipse cx="13" cy="-100" rx="3" ry="6.5" fill="${INK}"/>`,
    `<path d="M -5 -88 h 10 l -5 6 z" fill="#f29cbd"/><path d="M 0 -82 q -5 6 -10 2 M 0 -82 q 5 6 10 2" stroke="${INK}" stroke-width="2" fill="none" stroke-linecap="round"/>`,
    `<path d="M 12 -86 l 26 -4 M 12 -82 l 26 4 M -12 -86 l -26 -4 M -12 -82 l -26 4" stroke="${light ? '#a9a8b4' : '#fbf5ec'}" stroke-width="2" stroke-linecap="round" opacity=".85"/>`,
  );
  return out.join('');
};

const RABBIT_FUR = ['#f7f3ee', '#b07a52', '#a9a8b4', '#d9b48a', '#6b5a52'];

const rabbit: PetDraw = (random, defs, { asleep }) => {
  const fur = pick(random, RABBIT_FUR);
  const dutch = random() < 0.3 && fur !== '#f7f3ee';
  const body = defs.volume(fur);
  const ear = (angle: number, x: number) =>
    `<g transform="rotate(${angle} ${x} -84)"><ellipse cx="${x}" cy="-114" rx="10" ry="32" fill="${body}"/><ellipse cx="${x}" cy="-112" rx="5" ry="24" fill="${CHEEK}" opacity=".6"/></g>`;
  return [
    `<circle cx="-46" cy="-36" r="12" fill="${defs.volume('#ffffff')}"/>`,
    `<ellipse cx="-6" cy="-36" rx="44" ry="34" fill="${body}"/>`,
    dutch ? `<path d="M 6 -66 q 14 30 8 64 h 20 q 10 -40 -8 -66 z" fill="#fbf5ec"/>` : '',
    `<ellipse cx="-14" cy="-6" rx="28" ry="8" fill="${defs.volume(lighten(fur, 0.2))}"/><ellipse cx="26" cy="-6" rx="12" ry="6" fill="${defs.volume(lighten(fur, 0.2))}"/>`,
    ear(-14, 22),
    ear(8, 36),
    `<ellipse cx="34" cy="-70" rx="26" ry="23" fill="${body}"/>`,
    dutch ? `<path d="M 50 -92 q -8 18 0 40 q 14 -4 14 -18 q 0 -14 -14 -22 z" fill="#fbf5ec"/>` : '',
    eye(42, -76, 4.5, asleep),
    `<ellipse cx="58" cy="-66" rx="4" ry="3" fill="#f29cbd"/>`,
    whiskers(56, -62),
    `<ellipse cx="44" cy="-62" rx="6" ry="4" fill="${CHEEK}" opacity=".45"/>`,
  ].join('');
};

const GUINEA_COATS = [
  ['#f7f3ee', '#e08a4a', '#4a4458'],
  ['#e0a264', '#f7f3ee', '#8a5a3c'],
  ['#8a5a3c', '#f7f3ee', '#d9894a'],
  ['#f3e2c4', '#c98d5a', '#f7f3ee'],
  ['#4a4458', '#f7f3ee', '#e08a4a'],
] as const;

const GUINEA_BODY = 'M -56 -26 q 0 -32 44 -34 q 52 -4 70 20 q 8 16 -4 30 q -14 10 -54 10 q -56 0 -56 -26 z';

const guineaPig: PetDraw = (random, defs, { asleep }) => {
  const [coat, patch, face] = pick(random, GUINEA_COATS);
  const tuft = random() < 0.4;
  // The patches follow the body's outline, as fur does.
  const clip = defs.raw('guinea-body', `<clipPath id="guinea-body"><path d="${GUINEA_BODY}"/></clipPath>`);
  const darkFace = face === '#4a4458' || face === '#8a5a3c';
  return [
    `<ellipse cx="-30" cy="-4" rx="10" ry="5" fill="#f2b8b0"/><ellipse cx="30" cy="-4" rx="10" ry="5" fill="#f2b8b0"/>`,
    `<path d="${GUINEA_BODY}" fill="${defs.volume(coat)}"/>`,
    `<g clip-path="${clip}"><path d="M -60 -64 h 44 q 10 30 -6 70 h -40 z" fill="${patch}"/><path d="M 26 -64 q -8 30 8 70 h 40 v -70 z" fill="${face}"/></g>`,
    tuft ? `<path d="M -10 -58 l -4 -10 l 8 5 l 4 -10 l 4 10 l 8 -5 l -4 10 z" fill="${coat}"/>` : '',
    `<ellipse cx="30" cy="-52" rx="10" ry="6" fill="${defs.volume('#e8a8a0')}" transform="rotate(-20 30 -52)"/>`,
    darkFace && !asleep ? `<circle cx="46" cy="-38" r="6.5" fill="#fbf5ec" opacity=".6"/>` : '',
    eye(46, -38, 4, asleep),
    `<ellipse cx="64" cy="-26" rx="4" ry="3" fill="#d98c8c"/>`,
    `<path d="M 60 -20 q 4 4 8 0" stroke="${INK}" stroke-width="2" fill="none" stroke-linecap="round"/>`,
  ].join('');
};

const HAMSTER_FUR = ['#e9b46a', '#f3e2c4', '#c98d5a', '#a9a8b4', '#f7f3ee'];

const hamster: PetDraw = (random, defs, { asleep }) => {
  const fur = pick(random, HAMSTER_FUR);
  const body = defs.volume(fur);
  const cheek = defs.volume(lighten(fur, 0.35));
  return [
    `<circle cx="-18" cy="-54" r="9" fill="${body}"/><circle cx="18" cy="-54" r="9" fill="${body}"/><circle cx="-18" cy="-54" r="4.5" fill="${CHEEK}"/><circle cx="18" cy="-54" r="4.5" fill="${CHEEK}"/>`,
    `<ellipse cx="0" cy="-30" rx="32" ry="30" fill="${body}"/>`,
    `<ellipse cx="0" cy="-18" rx="20" ry="16" fill="${defs.volume('#fbf5ec')}"/>`,
    // Full cheeks, the hamster's own sign.
    `<circle cx="-22" cy="-30" r="13" fill="${cheek}"/><circle cx="22" cy="-30" r="13" fill="${cheek}"/>`,
    eye(-10, -40, 3.5, asleep),
    eye(10, -40, 3.5, asleep),
    `<ellipse cx="0" cy="-32" rx="3.5" ry="2.5" fill="#f29cbd"/>`,
    `<ellipse cx="0" cy="-16" rx="5" ry="7" fill="#c9a27a"/><circle cx="-7" cy="-16" r="4" fill="#f2b8b0"/><circle cx="7" cy="-16" r="4" fill="#f2b8b0"/>`,
    `<ellipse cx="-12" cy="-2" rx="7" ry="4" fill="#f2b8b0"/><ellipse cx="12" cy="-2" rx="7" ry="4" fill="#f2b8b0"/>`,
  ].join('');
};

const SHELLS = ['#a0714f', '#8f9a5a', '#b58a4e', '#7d6a4f'];

const tortoise: PetDraw = (random, defs, { asleep }) => {
  const shell = pick(random, SHELLS);
  const skin = pick(random, ['#b8c48a', '#c9b48a', '#a8b07a']);
  const line = darken(shell, 0.3);
  return [
    `<ellipse cx="-36" cy="-8" rx="11" ry="10" fill="${defs.volume(skin)}"/><ellipse cx="34" cy="-8" rx="11" ry="10" fill="${defs.volume(skin)}"/>`,
    `<path d="M 44 -24 q 14 -14 30 -12" stroke="${skin}" stroke-width="16" fill="none" stroke-linecap="round"/>`,
    `<ellipse cx="76" cy="-36" rx="16" ry="13" fill="${defs.volume(skin)}"/>`,
    eye(80, -40, 3.5, asleep),
    `<path d="M 80 -30 q 6 3 10 -2" stroke="${INK}" stroke-width="2" fill="none" stroke-linecap="round"/>`,
    `<path d="M -58 -16 q 0 -52 56 -52 q 56 0 56 52 z" fill="${defs.volume(shell)}"/>`,
    `<path d="M -18 -56 l 18 -6 l 18 6 l -4 20 h -28 z M -46 -24 l 14 -24 M 46 -24 l -14 -24 M -14 -36 l -18 12 M 14 -36 l 18 12" stroke="${line}" stroke-width="3" fill="none" stroke-linejoin="round"/>`,
    `<rect x="-62" y="-22" width="124" height="10" rx="5" fill="${defs.volume(lighten(shell, 0.2))}"/>`,
  ].join('');
};

const BIRDS = [
  { body: '#7cc576', face: '#f7d154', wing: '#4f9a5a' },
  { body: '#6aa6e8', face: '#f7f3ee', wing: '#4a78b8' },
  { body: '#f7d154', face: '#f7d154', wing: '#e0b030' },
  { body: '#c9ced8', face: '#f7d154', wing: '#9a9aa8', cheek: '#f39a4b', crest: true },
] as const;

const bird: PetDraw = (random, defs, { asleep }) => {
  const colours = pick(random, BIRDS);
  const wood = '#c9a27a';
  const crest = 'crest' in colours ? `<path d="M 8 -142 q -4 -18 10 -24 q -2 12 4 20" fill="${colours.face}"/>` : '';
  const cheek = 'cheek' in colours ? colours.cheek : CHEEK;
  return [
    // The perch on its stand.
    `<ellipse cx="0" cy="-4" rx="32" ry="7" fill="${defs.volume(wood)}"/><rect x="-4" y="-84" width="8" height="80" rx="4" fill="${wood}"/><rect x="-34" y="-88" width="68" height="8" rx="4" fill="${defs.volume(wood)}"/>`,
    `<path d="M -8 -92 l -18 36 l 10 -2 z" fill="${colours.wing}"/>`,
    `<ellipse cx="2" cy="-108" rx="20" ry="26" fill="${defs.volume(colours.body)}" transform="rotate(-12 2 -108)"/>`,
    `<ellipse cx="-4" cy="-106" rx="10" ry="18" fill="${colours.wing}" transform="rotate(-12 -4 -106)"/><path d="M -8 -116 q 6 3 10 0 M -10 -106 q 6 3 10 0" stroke="${lighten(colours.wing, 0.35)}" stroke-width="2" fill="none"/>`,
    crest,
    `<circle cx="10" cy="-132" r="16" fill="${defs.volume(colours.face)}"/>`,
    `<path d="M 24 -132 q 10 2 4 10 l -6 -2 z" fill="#f39a4b"/>`,
    eye(15, -136, 3.5, asleep),
    `<circle cx="16" cy="-124" r="4" fill="${cheek}" opacity=".8"/>`,
    `<path d="M -4 -84 v -6 M 8 -84 v -6" stroke="#e0a070" stroke-width="4" stroke-linecap="round"/>`,
  ].join('');
};

const FISH = [
  { body: '#f39a4b', fin: '#f7b267' },
  { body: '#f7d154', fin: '#f39a4b' },
  { body: '#f7f3ee', fin: '#e8645a', cap: '#e8645a' },
  { body: '#6aa6e8', fin: '#a77fd6' },
] as const;

const fish: PetDraw = (random, defs, { asleep }) => {
  const colours = pick(random, FISH);
  const one = (x: number, y: number, size: number, flip: boolean) => {
    const cap =
      'cap' in colours
        ? `<circle cx="${n(x + 6 * size)}" cy="${n(y - 8 * size)}" r="${n(7 * size)}" fill="${colours.cap}"/>`
        : '';
    const body = `<path d="M ${n(x - 16 * size)} ${n(y)} l -14 ${n(-12 * size)} q -4 ${n(12 * size)} 0 ${n(24 * size)} z" fill="${colours.fin}"/><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(18 * size)}" ry="${n(12 * size)}" fill="${defs.volume(colours.body)}"/>${cap}${eye(x + 9 * size, y - 3 * size, 2.5 * size, asleep)}<path d="M ${n(x - 4 * size)} ${n(y - 10 * size)} q 4 ${n(-8 * size)} ${n(10 * size)} ${n(-4 * size)}" fill="${colours.fin}"/>`;
    return flip ? `<g transform="translate(${n(2 * x)} 0) scale(-1 1)">${body}</g>` : body;
  };
  const two = random() < 0.35;
  return [
    // A low wooden stand, the round bowl, its water, pebbles and a weed.
    `<rect x="-44" y="-22" width="88" height="10" rx="5" fill="${defs.volume('#c9a27a')}"/><rect x="-36" y="-14" width="8" height="14" rx="3" fill="#b07a52"/><rect x="28" y="-14" width="8" height="14" rx="3" fill="#b07a52"/>`,
    `<path d="M -36 -128 q -44 36 -16 96 q 4 8 12 10 h 80 q 8 -2 12 -10 q 28 -60 -16 -96 z" fill="#dff1fb" opacity=".8"/>`,
    `<path d="M -48 -100 q -24 40 -4 68 q 4 8 12 10 h 80 q 8 -2 12 -10 q 20 -28 -4 -68 z" fill="${defs.vertical('#bfe4f6', '#8cc9ea')}"/>`,
    `<path d="M -40 -24 q 40 -16 80 0 z" fill="#c9b89a"/><circle cx="-20" cy="-28" r="5" fill="#e6d6b8"/><circle cx="14" cy="-30" r="4" fill="#a9c99a"/>`,
    `<path d="M 26 -26 q -8 -20 2 -40 q -10 22 6 40 z" fill="#7cc576"/>`,
    one(two ? -12 : -4, two ? -74 : -64, 1.1, false),
    two ? one(14, -48, 0.8, true) : '',
    `<circle cx="16" cy="-92" r="4" fill="none" stroke="#ffffff" stroke-width="2"/><circle cx="22" cy="-104" r="3" fill="none" stroke="#ffffff" stroke-width="2"/>`,
    `<path d="M -38 -128 h 76" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/><path d="M -44 -90 q -10 22 -2 44" stroke="#ffffff" stroke-width="5" fill="none" stroke-linecap="round" opacity=".8"/>`,
  ].join('');
};

const HORSES = [
  { coat: '#b5653a', mane: '#7a3f22' },
  { coat: '#8a5a3c', mane: '#3a2f35' },
  { coat: '#cfccd4', mane: '#8f8b9a' },
  { coat: '#e9c27a', mane: '#fbf1dc' },
  { coat: '#4a4458', mane: '#2f2a38' },
  { coat: '#f7f3ee', mane: '#8a5a3c', patches: '#a0714f' },
] as const;

const horse: PetDraw = (random, defs, { asleep }) => {
  const colours = pick(random, HORSES);
  const blaze = random() < 0.5;
  const socks = random() < 0.4;
  const coat = defs.volume(colours.coat);
  const far = defs.volume(darken(colours.coat, 0.1));
  const hoof = '#5a4150';
  const legs = (x: number, fill: string) =>
    `${leg(x, -116, 110, 20, fill)}${socks ? `<rect x="${x - 10}" y="-34" width="20" height="26" rx="8" fill="#fbf5ec"/>` : ''}<rect x="${x - 11}" y="-12" width="22" height="12" rx="4" fill="${hoof}"/>`;
  const patches = 'patches' in colours ? colours.patches : undefined;
  return [
    `<path d="M -84 -140 q -30 20 -22 84" stroke="${colours.mane}" stroke-width="20" fill="none" stroke-linecap="round"/>`,
    legs(-66, far),
    legs(54, far),
    `<ellipse cx="-4" cy="-140" rx="88" ry="44" fill="${coat}"/>`,
    patches
      ? `<ellipse cx="-40" cy="-150" rx="30" ry="22" fill="${patches}"/><ellipse cx="30" cy="-128" rx="22" ry="16" fill="${patches}"/>`
      : '',
    legs(-44, coat),
    legs(74, coat),
    // Neck up to the head, the mane along it.
    `<path d="M 40 -170 q 20 -50 60 -78 l 28 26 q -14 30 -16 72 z" fill="${coat}"/>`,
    `<path d="M 96 -252 q -40 24 -58 80" stroke="${colours.mane}" stroke-width="16" fill="none" stroke-linecap="round"/>`,
    `<ellipse cx="124" cy="-218" rx="22" ry="44" fill="${coat}" transform="rotate(-48 124 -218)"/>`,
    `<ellipse cx="150" cy="-196" rx="16" ry="14" fill="${defs.volume(lighten(colours.coat, 0.15))}"/>`,
    blaze ? `<path d="M 104 -246 q 24 20 44 42 l -6 6 q -24 -20 -42 -42 z" fill="#fbf5ec"/>` : '',
    `<path d="M 98 -254 l 2 -24 l 14 18 z" fill="${coat}"/><path d="M 102 -250 q 12 -4 14 8" stroke="${colours.mane}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
    // A pale rim keeps the eye clear on a dark coat.
    `<circle cx="116" cy="-230" r="8" fill="${lighten(colours.coat, 0.45)}"/>`,
    eye(116, -230, 5, asleep),
    `<ellipse cx="156" cy="-196" rx="3" ry="4" fill="${INK}" opacity=".7"/>`,
  ].join('');
};

const other: PetDraw = (random, defs, { asleep }) => {
  const fur = pick(random, ['#d9b48a', '#c9b8a8', '#b0a0c0', '#e6c9a8', '#a9a8b4']);
  const body = defs.volume(fur);
  return [
    `<path d="M -40 -22 q -22 -4 -20 -22" stroke="${fur}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    `<ellipse cx="-4" cy="-28" rx="40" ry="28" fill="${body}"/>`,
    `<circle cx="18" cy="-58" r="11" fill="${body}"/><circle cx="18" cy="-58" r="6" fill="${CHEEK}" opacity=".7"/>`,
    `<ellipse cx="30" cy="-36" rx="22" ry="20" fill="${body}"/>`,
    `<ellipse cx="-4" cy="-20" rx="22" ry="12" fill="${lighten(fur, 0.35)}" opacity=".8"/>`,
    eye(38, -40, 4, asleep),
    `<circle cx="52" cy="-32" r="3.5" fill="#f29cbd"/>`,
    `<ellipse cx="-20" cy="-3" rx="9" ry="5" fill="${darken(fur, 0.1)}"/><ellipse cx="16" cy="-3" rx="9" ry="5" fill="${darken(fur, 0.1)}"/>`,
  ].join('');
};

const PETS: Record<PetKind, PetDraw> = {
  dog,
  cat,
  rabbit,
  'guinea-pig': guineaPig,
  fish,
  bird,
  hamster,
  tortoise,
  horse,
  other,
};

/** A pet of the family, from its seed: the same seed draws the same pet. */
export function drawPet(kind: PetKind, seed: string, defs: Defs, options: PetOptions = {}): string {
  return PETS[kind](seededRandom(`pet:${kind}:${seed}`), defs, options);
}
