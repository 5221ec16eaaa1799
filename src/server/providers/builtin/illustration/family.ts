import type { AgeBand, FamilySkin, GrownUpKind } from '../../../../shared/family.ts';
import type { FamilyFigure } from '../../types.ts';
import { type ColourId, SKINS, type SkinId } from '../lexicon/looks.ts';
import { ADULT_HEIGHT, type AdultLook, drawAdult } from './adult-figure.ts';
import type { CharacterLook } from './character-look.ts';
import { drawFigure, hairPaint, SKIN } from './figure.ts';
import { CHEEK, INK } from './palette.ts';
import { drawPet, PET_SIZE } from './pets.ts';
import { type Defs, darken, lighten, n, pick, type Random, seededRandom } from './svg.ts';

/**
 * The family's own people, drawn from each member's seed: the same member looks the same in every scene and every
 * story (hair, clothes), and across a family's seeds the looks vary (many hair styles). Given the family's skin tone
 * (`FamilyFigure.skin`), every one of them has it, with hair that goes with it; without it ("each their own") each
 * member's seed picks its own tone.
 */

/** The member's own tone from its seed, every tone as likely (always drawn, so the rest of its look stays the same), or the family's. */
const skinOf = (random: Random, family: FamilySkin | undefined): SkinId => {
  const own = pick(random, SKINS);
  return family ?? own;
};

/** Hair colours that come with a skin tone (darker skin mostly with darker hair). */
function hairFor(random: Random, skin: SkinId): Exclude<ColourId, 'rainbow'> {
  if (skin === 'light') return pick(random, ['brown', 'black', 'yellow', 'orange', 'brown', 'red'] as const);
  if (skin === 'medium') return pick(random, ['black', 'brown', 'brown', 'yellow'] as const);
  return pick(random, ['black', 'black', 'brown'] as const);
}

/** Soft tops and darker trousers or skirts, as in the rest of the art. */
const TOPS = ['#5cc3b4', '#7cc576', '#f39a4b', '#6aa6e8', '#b79be8', '#f29cbd', '#e8645a', '#f7d154', '#8fc3e8'];
const LEGS = ['#5d6f9a', '#6a7fb0', '#4f5f8a', '#5b5766', '#8a6aa8', '#7d7f8c', '#4f7f78'];
const SCARVES = ['#a77fd6', '#4fbfb3', '#e8645a', '#6aa6e8', '#f29cbd', '#f39a4b'];

type Figure = 'woman' | 'man' | 'either';
const FIGURE_OF: Record<GrownUpKind, Figure> = {
  mother: 'woman',
  aunt: 'woman',
  woman: 'woman',
  grandmother: 'woman',
  father: 'man',
  uncle: 'man',
  man: 'man',
  grandfather: 'man',
  parent: 'either',
};
const OLDER = new Set<GrownUpKind>(['grandmother', 'grandfather']);

/** A grown-up's look from its seed: a grandparent has grey or white hair and often glasses. */
export function grownUpLook(kind: GrownUpKind, seed: string, familySkin?: FamilySkin): AdultLook {
  const random = seededRandom(`grown-up:${seed}`);
  const skin = skinOf(random, familySkin);
  const older = OLDER.has(kind);
  const hairColour = older ? pick(random, ['grey', 'silver', 'white'] as const) : hairFor(random, skin);
  let figure = FIGURE_OF[kind];
  if (figure === 'either') figure = random() < 0.5 ? 'woman' : 'man';
  const top = pick(random, TOPS);
  const legs = pick(random, LEGS);
  const look: AdultLook = {
    skin: SKIN[skin],
    hair: hairPaint(hairColour),
    hairStyle: 'short',
    top,
    topStyle: pick(
      random,
      older ? (['cardigan', 'cardigan', 'jumper', 'shirt'] as const) : (['jumper', 'shirt', 'cardigan'] as const),
    ),
    legs,
  };
  if (figure === 'woman') {
    look.hairStyle = pick(
      random,
      older
        ? (['bun', 'bob', 'curly', 'short', 'bun', 'curly', 'headscarf'] as const)
        : (['bob', 'ponytail', 'curly', 'long', 'bun', 'headscarf', 'short', 'long'] as const),
    );
    look.skirt = random() < (older ? 0.6 : 0.4);
  } else {
    look.hairStyle = pick(
      random,
      older ? (['bald', 'short', 'curly', 'bald'] as const) : (['short', 'curly', 'short', 'bald'] as const),
    );
    const face = random();
    if (face < (older ? 0.3 : 0.2)) look.moustache = true;
    else if (face < (older ? 0.5 : 0.45)) look.beard = true;
  }
  if (look.hairStyle === 'headscarf') {
    look.scarf = pick(random, SCARVES);
    // A grandparent's grey hair shows at the front, or a scarf would hide what makes her a grandmother.
    if (older) look.fringe = true;
  }
  look.glasses = random() < (older ? 0.65 : 0.2);
  // Grandparents' clothes a shade softer.
  if (older) look.top = lighten(look.top, 0.15);
  return look;
}

/** How tall a child stands beside the character (about 200 units): a younger one smaller than an older one. */
export const CHILD_SCALE: Record<Exclude<AgeBand, 'baby'>, number> = { toddler: 0.7, preschooler: 0.84, older: 1 };

const CLOTHES: readonly Exclude<ColourId, 'rainbow'>[] = [
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'purple',
  'pink',
];

/** A child's look from its seed: pigtails for a girl, short hair for a boy, either for a child the story calls they. */
export function childLook(pronoun: 'she' | 'he' | 'they' | null, seed: string, familySkin?: FamilySkin): CharacterLook {
  const random = seededRandom(`child:${seed}`);
  const skin = skinOf(random, familySkin);
  const hair = hairFor(random, skin);
  const colour = pick(random, CLOTHES);
  const base = pronoun === 'she' ? 'girl' : pronoun === 'he' ? 'boy' : pick(random, ['girl', 'boy', 'child'] as const);
  const accessories: CharacterLook['accessories'] = [];
  const extra = random();
  if (base === 'girl' && extra < 0.35) accessories.push({ id: 'bow', colour: pick(random, CLOTHES) });
  else if (extra > 0.82) accessories.push({ id: 'glasses' });
  return { base, colour, accent: hair, skin, accessories };
}

/** Whether a child's hair is a crown of curls (about one child in four). */
const hasCurls = (seed: string) => seededRandom(`curls:${seed}`)() < 0.28;

/** A crown of soft curls over the child figure's hair, round the top of its head at `headY`. */
function curlsOn(look: CharacterLook, headY: number, defs: Defs): string {
  const fill = defs.volume(hairPaint(look.accent && look.accent !== 'rainbow' ? look.accent : 'black'));
  return Array.from({ length: 9 }, (_, i) => {
    const angle = Math.PI * (1.1 + (i * 0.8) / 8);
    return `<circle cx="${n(Math.cos(angle) * 50)}" cy="${n(headY - 6 + Math.sin(angle) * 50)}" r="17" fill="${fill}"/>`;
  }).join('');
}

/** A baby's look: skin, a wisp of hair, a soft sleepsuit and the blanket it lies on. */
export function babyLook(
  seed: string,
  familySkin?: FamilySkin,
): { skin: string; hair: string; suit: string; blanket: string } {
  const random = seededRandom(`baby:${seed}`);
  const skin = skinOf(random, familySkin);
  return {
    skin: SKIN[skin],
    hair: hairPaint(hairFor(random, skin)),
    suit: pick(random, ['#fbe3ec', '#dcefff', '#e4f6e0', '#fff2c4', '#efe4fb', '#ffe3d0']),
    blanket: pick(random, ['#f2a7bd', '#8fc3e8', '#9fd39a', '#f7d58a', '#c3b0ec']),
  };
}

function babyFace(look: ReturnType<typeof babyLook>, x: number, y: number, r: number, defs: Defs): string {
  const eye = r * 0.14;
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${defs.volume(look.skin)}"/><path d="M ${n(x - r * 0.2)} ${n(y - r * 0.86)} q ${n(r * 0.2)} ${n(-r * 0.4)} ${n(r * 0.38)} ${n(-r * 0.1)} q ${n(-r * 0.24)} ${n(r * 0.02)} ${n(-r * 0.1)} ${n(r * 0.3)}" fill="none" stroke="${look.hair}" stroke-width="${n(r * 0.16)}" stroke-linecap="round"/><circle cx="${n(x - r * 0.34)}" cy="${n(y - r * 0.05)}" r="${n(eye)}" fill="${INK}"/><circle cx="${n(x + r * 0.34)}" cy="${n(y - r * 0.05)}" r="${n(eye)}" fill="${INK}"/><ellipse cx="${n(x - r * 0.56)}" cy="${n(y + r * 0.3)}" rx="${n(r * 0.2)}" ry="${n(r * 0.13)}" fill="${CHEEK}" opacity=".55"/><ellipse cx="${n(x + r * 0.56)}" cy="${n(y + r * 0.3)}" rx="${n(r * 0.2)}" ry="${n(r * 0.13)}" fill="${CHEEK}" opacity=".55"/><path d="M ${n(x - r * 0.14)} ${n(y + r * 0.36)} q ${n(r * 0.14)} ${n(r * 0.14)} ${n(r * 0.28)} 0" fill="none" stroke="${INK}" stroke-width="${n(r * 0.08)}" stroke-linecap="round"/>`;
}

/** A baby sitting up on its blanket, feet at (0, 0), about 120 units tall. */
function babyOnBlanket(look: ReturnType<typeof babyLook>, defs: Defs): string {
  const suit = defs.volume(look.suit);
  const skin = defs.volume(look.skin);
  const dots = [-46, -22, 4, 30, 52]
    .map((x, i) => `<circle cx="${x}" cy="${i % 2 ? -2 : -8}" r="3.5" fill="#ffffff" opacity=".7"/>`)
    .join('');
  return `<ellipse cx="0" cy="-4" rx="78" ry="17" fill="${look.blanket}"/>${dots}<ellipse cx="-20" cy="-14" rx="17" ry="11" fill="${suit}"/><ellipse cx="20" cy="-14" rx="17" ry="11" fill="${suit}"/><ellipse cx="0" cy="-42" rx="28" ry="30" fill="${suit}"/><path d="M -14 -66 q 14 10 28 0" stroke="${darken(look.suit, 0.12)}" stroke-width="3" fill="none"/><ellipse cx="-28" cy="-46" rx="9" ry="16" fill="${suit}" transform="rotate(30 -28 -46)"/><ellipse cx="28" cy="-46" rx="9" ry="16" fill="${suit}" transform="rotate(-30 28 -46)"/><circle cx="-34" cy="-34" r="7" fill="${skin}"/><circle cx="34" cy="-34" r="7" fill="${skin}"/>${babyFace(look, 0, -92, 30, defs)}`;
}

/** A baby asleep in its basket under a soft hood, the basket's foot at (0, 0), about 100 units tall. */
function babyInBasket(look: ReturnType<typeof babyLook>, defs: Defs): string {
  const weave = '#d9b07a';
  const reed = darken(weave, 0.15);
  const lines = [-40, -20, 0, 20, 40]
    .map((x) => `<path d="M ${x} -46 q 2 20 0 40" stroke="${reed}" stroke-width="2.5" fill="none"/>`)
    .join('');
  const face = `<circle cx="-28" cy="-66" r="20" fill="${defs.volume(look.skin)}"/><path d="M -37 -67 q 4 4 8 0 M -27 -67 q 4 4 8 0" stroke="${INK}" stroke-width="2.5" fill="none" stroke-linecap="round"/><ellipse cx="-40" cy="-59" rx="4" ry="3" fill="${CHEEK}" opacity=".55"/><ellipse cx="-16" cy="-59" rx="4" ry="3" fill="${CHEEK}" opacity=".55"/><path d="M -34 -84 q 6 -8 12 -2" stroke="${look.hair}" stroke-width="3.5" fill="none" stroke-linecap="round"/>`;
  return `<path d="M -70 -50 q -4 -58 40 -60 q 30 0 34 30 z" fill="${defs.volume(lighten(look.blanket, 0.35))}"/>${face}<path d="M -46 -52 q 20 -22 50 -18 q 34 4 56 14 l 0 6 z" fill="${defs.volume(look.blanket)}"/><path d="M -66 -50 h 132 q -4 44 -22 48 h -88 q -18 -4 -22 -48 z" fill="${defs.volume(weave)}"/>${lines}<rect x="-70" y="-56" width="140" height="12" rx="6" fill="${defs.volume(lighten(weave, 0.1))}"/>`;
}

/**
 * A baby wrapped in its blanket, held on a standing grown-up's chest (grown-up units, its feet at (0, 0)): one forearm
 * behind the bundle, the other under it, from the elbows `drawAdult` leaves when `carrying`.
 */
function babyInArms(look: ReturnType<typeof babyLook>, grownUp: AdultLook, defs: Defs): string {
  const skin = defs.volume(grownUp.skin);
  const colour = grownUp.topStyle === 'coat' ? '#ffffff' : grownUp.top;
  const forearm = (d: string) =>
    `<path d="${d}" stroke="${darken(colour, 0.12)}" stroke-width="24" fill="none" stroke-linecap="round"/><path d="${d}" stroke="${colour}" stroke-width="18" fill="none" stroke-linecap="round"/>`;
  return `${forearm('M 52 -174 L 14 -196')}<g transform="translate(0 -178) rotate(-14)"><ellipse cx="6" cy="4" rx="44" ry="26" fill="${defs.volume(look.blanket)}"/><path d="M -20 -14 q 30 -6 58 10" stroke="${lighten(look.blanket, 0.45)}" stroke-width="5" fill="none" stroke-linecap="round"/>${babyFace(look, -28, -6, 21, defs)}</g>${forearm('M -52 -170 L 30 -148')}<circle cx="36" cy="-149" r="11" fill="${skin}"/>`;
}

/**
 * The look of the one child whose own day the story tells, drawn as the scene's hero (in bed, in the bath, worried in
 * the uh-oh): the same child as beside the character in other stories, curls included where the child has them.
 */
export function leadLook(member: FamilyFigure): { look: CharacterLook; curls: (headY: number, defs: Defs) => string } {
  if (member.figure !== 'child') throw new Error('only a child leads a story');
  const look = childLook(member.pronoun, member.seed, member.skin);
  return { look, curls: (headY, defs) => (hasCurls(member.seed) ? curlsOn(look, headY, defs) : '') };
}

export type MemberPose = 'standing' | 'sitting' | 'hugging';

/** A member drawn, feet at (0, 0): `scale` is relative to the character, `width` and `height` in the drawing's units. */
export type DrawnMember = {
  svg: string;
  /** Drawn over the character: a hugging grown-up's arm round it. */
  front: string;
  scale: number;
  width: number;
  height: number;
  /** Pets face the way they are drawn (to the right): turned round, they face the character from its right. */
  turns: boolean;
};

export const memberLabel = (member: FamilyFigure): string =>
  member.figure === 'child' ? `child:${member.age}` : `${member.figure}:${member.kind}`;

/**
 * One family member in the scenes' style. A grown-up stands, sits at the table or kneels for a hug; a child stands or
 * sits; a baby sits on its blanket, sleeps in its basket or, given `holding`, the grown-up holds it.
 */
export function drawMember(
  member: FamilyFigure,
  pose: MemberPose,
  defs: Defs,
  options: { holding?: FamilyFigure | undefined; asleep?: boolean; hugReach?: number } = {},
): DrawnMember {
  if (member.figure === 'grown-up') {
    const look = grownUpLook(member.kind, member.seed, member.skin);
    const held = pose === 'standing' ? options.holding : undefined;
    const carrying = held !== undefined;
    const drawn = drawAdult(look, pose === 'hugging' ? 'kneeling' : pose, defs, options.hugReach, carrying);
    const baby = held
      ? `<g data-member="child:baby">${babyInArms(babyLook(held.seed, held.figure === 'pet' ? undefined : held.skin), look, defs)}</g>`
      : '';
    return {
      svg: `${drawn.body}${baby}`,
      front: drawn.front,
      scale: 1,
      width: 120,
      height: ADULT_HEIGHT,
      turns: false,
    };
  }
  if (member.figure === 'child') {
    if (member.age === 'baby') {
      const look = babyLook(member.seed, member.skin);
      const inBasket = options.asleep || seededRandom(`baby-place:${member.seed}`)() < 0.35;
      return inBasket
        ? { svg: babyInBasket(look, defs), front: '', scale: 1, width: 140, height: 100, turns: false }
        : { svg: babyOnBlanket(look, defs), front: '', scale: 0.85, width: 160, height: 124, turns: false };
    }
    const look = childLook(member.pronoun, member.seed, member.skin);
    const figure = drawFigure(look, { pose: pose === 'hugging' ? 'hugging' : pose }, defs);
    const curls = hasCurls(member.seed) ? curlsOn(look, pose === 'sitting' ? -112 : -128, defs) : '';
    return {
      svg: `${figure.body}${curls}${figure.front}`,
      front: '',
      scale: CHILD_SCALE[member.age],
      width: 140,
      height: 200,
      turns: false,
    };
  }
  const size = PET_SIZE[member.kind];
  return {
    svg: drawPet(member.kind, member.seed, defs, { asleep: options.asleep }),
    front: '',
    scale: 1,
    width: size.width,
    height: size.height,
    turns: true,
  };
}
