import { CHEEK, INK } from './palette.ts';
import { type Defs, darken, lighten, n } from './svg.ts';

/**
 * How a grown-up of the story looks: hair and clothes that say "grandma" or "dad" even in a phone's thumbnail (grey
 * hair in a bun, glasses and a cardigan; a shirt with a collar; a doctor's white coat).
 */
export type AdultLook = {
  skin: string;
  hair: string;
  hairStyle: 'bun' | 'bob' | 'short' | 'bald' | 'ponytail' | 'curly' | 'long' | 'headscarf';
  /** The colour of a headscarf (with `hairStyle: 'headscarf'`). */
  scarf?: string;
  /**
   * Hair showing under a headscarf's front edge: a grandmother's grey there says "grandma" where the scarf hides the
   * rest of her hair.
   */
  fringe?: boolean;
  /** The top: a cardigan over a blouse, a shirt with a collar, a jumper, a doctor's coat. */
  top: string;
  topStyle: 'cardigan' | 'shirt' | 'jumper' | 'coat';
  /** Trousers, or a skirt to below the knee. */
  legs: string;
  skirt?: boolean;
  glasses?: boolean;
  moustache?: boolean;
  beard?: boolean;
};

/** A grown-up's pose: standing beside the character, seated (at the table, in the car), or kneeling for a hug. */
export type AdultPose = 'standing' | 'sitting' | 'kneeling';

/** How tall a standing grown-up is, feet to the top of the hair (figure units; the child figure is about 200). */
export const ADULT_HEIGHT = 330;

const capsule = (x: number, y: number, length: number, width: number, angle: number, fill: string) =>
  `<ellipse cx="0" cy="${n(length / 2)}" rx="${n(width / 2)}" ry="${n(length / 2 + width / 4)}" fill="${fill}" transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"/>`;

/** The end of an arm of `length` from (x, y) turned by `angle` degrees (0 hangs down, as `capsule` draws it). */
function handAt(x: number, y: number, length: number, angle: number): [number, number] {
  const radians = (angle * Math.PI) / 180;
  return [x - Math.sin(radians) * length, y + Math.cos(radians) * length];
}

function hair(look: AdultLook, headY: number, defs: Defs): { behind: string; over: string } {
  const fill = defs.volume(look.hair);
  const y = headY;
  switch (look.hairStyle) {
    case 'bun':
      // Grey hair drawn back into a round bun on top.
      return {
        behind: `<circle cx="0" cy="${n(y - 44)}" r="17" fill="${fill}"/>`,
        over: `<path d="M -34 ${n(y + 4)} c -4 -40 14 -44 34 -44 c 20 0 38 4 34 44 c -6 -16 -14 -24 -34 -26 c -20 2 -28 10 -34 26 z" fill="${fill}"/><path d="M -16 ${n(y - 36)} q 16 -8 32 0" stroke="${lighten(look.hair, 0.35)}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
      };
    case 'bob':
      // Hair to the jaw, with a fringe.
      return {
        behind: `<path d="M -40 ${n(y + 22)} c -8 -50 4 -68 40 -68 c 36 0 48 18 40 68 z" fill="${fill}"/>`,
        over: `<path d="M -34 ${n(y - 2)} c -2 -30 14 -40 34 -40 c 22 0 36 10 34 40 c -14 -10 -30 -16 -46 -14 c -8 4 -14 8 -22 14 z" fill="${fill}"/>`,
      };
    case 'ponytail':
      return {
        behind: `<path d="M 26 ${n(y - 18)} q 34 4 28 50 q -4 18 -14 22 q 4 -40 -20 -56 z" fill="${fill}"/>`,
        over: `<path d="M -34 ${n(y - 2)} c -2 -30 14 -40 34 -40 c 22 0 36 10 34 40 c -10 -14 -40 -22 -68 0 z" fill="${fill}"/>`,
      };
    case 'curly':
      return {
        behind: [-30, -18, 0, 18, 30, -36, 36]
          .map((x, i) => `<circle cx="${x}" cy="${n(y - 26 + (i > 4 ? 22 : Math.abs(x) / 3))}" r="16" fill="${fill}"/>`)
          .join(''),
        over: `<path d="M -30 ${n(y - 10)} q 30 -34 60 0" stroke="${fill}" stroke-width="14" fill="none" stroke-linecap="round"/>`,
      };
    case 'long':
      // Straight hair past the shoulders, parted in the middle.
      return {
        behind: `<path d="M -38 ${n(y - 4)} c -8 -44 12 -60 38 -60 c 26 0 46 16 38 60 l 8 78 q -46 14 -92 0 z" fill="${fill}"/>`,
        over: `<path d="M -35 ${n(y + 8)} c -4 -36 12 -48 35 -48 c 23 0 39 12 35 48 c -8 -20 -20 -32 -35 -34 c -15 2 -27 14 -35 34 z" fill="${fill}"/>`,
      };
    case 'headscarf': {
      // A soft scarf round the face, falling over the shoulders.
      const scarf = look.scarf ?? '#a77fd6';
      const cloth = defs.volume(scarf);
      return {
        behind: `<path d="M -44 ${n(y + 10)} c -6 -62 20 -74 44 -74 c 24 0 50 12 44 74 l 14 52 q -58 18 -116 0 z" fill="${cloth}"/>`,
        over: `<path d="M -40 ${n(y + 14)} c -4 -50 16 -62 40 -62 c 24 0 44 12 40 62 c -4 -30 -18 -44 -40 -44 c -22 0 -36 14 -40 44 z" fill="${cloth}"/><path d="M -38 ${n(y + 16)} q 38 44 76 0 l 6 30 q -44 22 -88 0 z" fill="${cloth}"/><path d="M -26 ${n(y - 36)} q 26 -12 52 0" stroke="${lighten(scarf, 0.3)}" stroke-width="3" fill="none" stroke-linecap="round"/>${
          look.fringe
            ? `<path d="M -31 ${n(y - 8)} C -26 ${n(y - 34)} 26 ${n(y - 34)} 31 ${n(y - 8)}" stroke="${fill}" stroke-width="9" fill="none" stroke-linecap="round"/>`
            : ''
        }`,
      };
    }
    case 'bald':
      // A shining top and grey hair over the ears.
      return {
        behind: '',
        over: `<path d="M -35 ${n(y + 4)} q -4 -20 8 -26 q 2 14 4 26 z M 35 ${n(y + 4)} q 4 -20 -8 -26 q -2 14 -4 26 z" fill="${fill}"/><ellipse cx="-10" cy="${n(y - 26)}" rx="9" ry="5" fill="#ffffff" opacity=".35"/>`,
      };
    default:
      // Short hair with a side parting.
      return {
        behind: '',
        over: `<path d="M -34 ${n(y)} c -6 -34 14 -44 36 -44 c 22 0 38 12 32 44 c -4 -12 -10 -20 -16 -24 c -18 6 -34 6 -46 2 c -2 6 -4 14 -6 22 z" fill="${fill}"/>`,
      };
  }
}

function face(look: AdultLook, y: number, asleep = false): string {
  const out: string[] = [];
  out.push(
    asleep
      ? // Closed eyes: two soft arcs, lashes down.
        `<path d="M -18 ${n(y - 2)} q 6 6 12 0 M 6 ${n(y - 2)} q 6 6 12 0" stroke="${INK}" stroke-width="3" fill="none" stroke-linecap="round"/>`
      : `<circle cx="-12" cy="${n(y - 2)}" r="4.5" fill="${INK}"/><circle cx="12" cy="${n(y - 2)}" r="4.5" fill="${INK}"/><circle cx="-10.5" cy="${n(y - 3.5)}" r="1.5" fill="#ffffff"/><circle cx="13.5" cy="${n(y - 3.5)}" r="1.5" fill="#ffffff"/>`,
    `<ellipse cx="-21" cy="${n(y + 10)}" rx="6" ry="4" fill="${CHEEK}" opacity=".5"/><ellipse cx="21" cy="${n(y + 10)}" rx="6" ry="4" fill="${CHEEK}" opacity=".5"/>`,
    `<path d="M -8 ${n(y + 13)} q 8 7 16 0" fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>`,
    `<path d="M -17 ${n(y - 12)} q 5 -3 10 0 M 7 ${n(y - 12)} q 5 -3 10 0" stroke="${darken(look.hair, 0.25)}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`,
  );
  if (look.moustache) {
    out.push(`<path d="M -14 ${n(y + 11)} q 7 -8 14 -2 q 7 -6 14 2 q -7 4 -14 0 q -7 4 -14 0 z" fill="${look.hair}"/>`);
  }
  if (look.beard) {
    out.push(
      `<path d="M -30 ${n(y + 2)} q 2 34 30 36 q 28 -2 30 -36 q -6 14 -14 18 q -16 -6 -32 0 q -8 -4 -14 -18 z" fill="${look.hair}"/>`,
    );
  }
  if (look.glasses) {
    out.push(
      `<g fill="#ffffff" fill-opacity=".3" stroke="${INK}" stroke-width="3"><circle cx="-12" cy="${n(y - 2)}" r="10"/><circle cx="12" cy="${n(y - 2)}" r="10"/></g><path d="M -2 ${n(y - 3)} h 4" stroke="${INK}" stroke-width="3"/>`,
    );
  }
  return out.join('');
}

/** The torso and its clothes, from the shoulders at `top` to the waist at `waist`. */
function torso(look: AdultLook, top: number, waist: number, defs: Defs): string {
  const fill = defs.volume(look.top);
  const out = [
    `<path d="M -38 ${n(top)} q -12 2 -11 16 l 9 ${n(waist - top - 16)} q 40 8 80 0 l 9 ${n(-(waist - top - 16))} q 1 -14 -11 -16 z" fill="${fill}"/>`,
  ];
  if (look.topStyle === 'cardigan') {
    // An open cardigan: a pale blouse in a V, and its buttons.
    out.push(
      `<path d="M -14 ${n(top)} L 0 ${n(top + 40)} L 14 ${n(top)} z" fill="#fdf6ec"/><path d="M -14 ${n(top)} L 0 ${n(top + 40)} L 14 ${n(top)}" stroke="${darken(look.top, 0.18)}" stroke-width="4" fill="none" stroke-linejoin="round"/><path d="M 0 ${n(top + 40)} V ${n(waist)}" stroke="${darken(look.top, 0.18)}" stroke-width="3"/>${[0, 1, 2].map((i) => `<circle cx="-6" cy="${n(top + 52 + i * 14)}" r="3.5" fill="${lighten(look.top, 0.55)}"/>`).join('')}`,
    );
  } else if (look.topStyle === 'shirt') {
    out.push(
      `<path d="M -16 ${n(top - 2)} l 14 16 l -18 6 z M 16 ${n(top - 2)} l -14 16 l 18 6 z" fill="#ffffff"/><path d="M 0 ${n(top + 14)} V ${n(waist)}" stroke="${darken(look.top, 0.15)}" stroke-width="3"/>`,
    );
  } else if (look.topStyle === 'coat') {
    // A doctor's white coat with a stethoscope round the neck.
    out.push(
      `<path d="M -12 ${n(top)} L 0 ${n(top + 36)} L 12 ${n(top)} z" fill="#9fc3e8"/><path d="M -12 ${n(top)} L 0 ${n(top + 36)} V ${n(waist)} M 12 ${n(top)} L 0 ${n(top + 36)}" stroke="#d5dbe4" stroke-width="4" fill="none"/><path d="M -20 ${n(top + 2)} q -6 40 16 46 q 22 -6 16 -46" stroke="#5b6678" stroke-width="4" fill="none"/><circle cx="-4" cy="${n(top + 50)}" r="6" fill="#a9a8b4"/>`,
    );
  } else {
    out.push(
      `<path d="M -14 ${n(top)} q 14 12 28 0" stroke="${darken(look.top, 0.15)}" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M -40 ${n(waist - 8)} q 40 8 80 0" stroke="${darken(look.top, 0.12)}" stroke-width="5" fill="none"/>`,
    );
  }
  return out.join('');
}

/**
 * A grown-up of the story, feet at (0, 0), about `ADULT_HEIGHT` tall standing: a smaller head on a longer body than
 * the child's figure, in the same soft style. `front` is what goes over the character beside it: in a hug, the arm
 * round the character, whose middle is at `hugReach` to the left.
 */
export function drawAdult(
  look: AdultLook,
  pose: AdultPose,
  defs: Defs,
  hugReach = 100,
  carrying = false,
): { body: string; front: string } {
  const skin = defs.volume(look.skin);
  const legFill = defs.volume(look.legs);
  const shoe = '#5a4150';
  const back: string[] = [];
  const parts: string[] = [];
  // Heights: where the hips, shoulders and head are in this pose.
  const hip = pose === 'standing' ? -150 : pose === 'sitting' ? -84 : -52;
  const shoulders = hip - 92;
  const headY = shoulders - 48;
  const lean = pose === 'kneeling' ? -10 : 0;

  if (pose === 'standing') {
    if (look.skirt) {
      parts.push(
        capsule(-14, hip + 50, 90, 18, 2, skin),
        capsule(14, hip + 50, 90, 18, -2, skin),
        `<path d="M -40 ${n(hip - 6)} h 80 l 16 ${n(74)} q -56 12 -112 0 z" fill="${legFill}"/>`,
      );
    } else {
      parts.push(capsule(-17, hip, 140, 30, 3, legFill), capsule(17, hip, 140, 30, -3, legFill));
    }
    parts.push(
      `<ellipse cx="-20" cy="-5" rx="18" ry="8" fill="${shoe}"/><ellipse cx="20" cy="-5" rx="18" ry="8" fill="${shoe}"/>`,
    );
  } else if (pose === 'sitting') {
    // Thighs come towards the viewer (short, round), the shins down to the floor.
    parts.push(
      capsule(-20, hip + 14, 66, 28, 0, legFill),
      capsule(20, hip + 14, 66, 28, 0, legFill),
      `<ellipse cx="-20" cy="${n(hip + 8)}" rx="19" ry="16" fill="${legFill}"/><ellipse cx="20" cy="${n(hip + 8)}" rx="19" ry="16" fill="${legFill}"/>`,
      `<ellipse cx="-22" cy="-5" rx="17" ry="8" fill="${shoe}"/><ellipse cx="22" cy="-5" rx="17" ry="8" fill="${shoe}"/>`,
    );
    if (look.skirt) parts.push(`<path d="M -40 ${n(hip - 4)} h 80 l 6 30 q -46 10 -92 0 z" fill="${legFill}"/>`);
  } else {
    // Kneeling: down on both knees, shins along the floor behind, soles showing.
    back.push(
      `<ellipse cx="-30" cy="-8" rx="14" ry="7" fill="${shoe}"/><ellipse cx="32" cy="-8" rx="14" ry="7" fill="${shoe}"/>`,
    );
    parts.push(
      `<ellipse cx="-20" cy="-26" rx="22" ry="26" fill="${legFill}"/><ellipse cx="20" cy="-26" rx="22" ry="26" fill="${legFill}"/>`,
    );
    if (look.skirt) parts.push(`<path d="M -40 ${n(hip - 4)} h 80 l 8 56 q -48 10 -96 0 z" fill="${legFill}"/>`);
  }

  const upper: string[] = [];
  const { behind, over } = hair(look, headY, defs);
  upper.push(behind);
  upper.push(torso(look, shoulders, hip, defs));
  upper.push(`<rect x="-9" y="${n(shoulders - 16)}" width="18" height="20" rx="6" fill="${skin}"/>`);
  if (look.hairStyle !== 'headscarf') {
    upper.push(
      `<ellipse cx="-33" cy="${n(headY + 2)}" rx="7" ry="10" fill="${skin}"/><ellipse cx="33" cy="${n(headY + 2)}" rx="7" ry="10" fill="${skin}"/>`,
    );
  }
  upper.push(`<ellipse cx="0" cy="${n(headY)}" rx="33" ry="37" fill="${skin}"/>`);
  upper.push(over, face(look, headY));

  // Arms: hanging at the sides, resting on the table, or one round the character in a hug.
  const sleeve = defs.volume(look.topStyle === 'coat' ? '#ffffff' : look.top);
  const armLength = 104;
  const arm = (x: number, angle: number) => {
    const [hx, hy] = handAt(x, shoulders + 8, armLength, angle);
    return `${capsule(x, shoulders + 8, armLength, 22, angle, sleeve)}<circle cx="${n(hx)}" cy="${n(hy)}" r="11" fill="${skin}"/>`;
  };
  let front = '';
  if (pose === 'kneeling') {
    // The far arm rests on the knee; the near one reaches round the character's back, over it.
    upper.push(arm(44, -16));
    // The near arm comes down to the elbow, then the forearm goes round the character's middle (below its chin).
    // The shoulder where the leaning body puts it (the body turns by `lean` round its hip).
    const turn = (lean * Math.PI) / 180;
    const shoulder: [number, number] = [
      -36 * Math.cos(turn) - (shoulders + 12 - hip) * Math.sin(turn),
      hip + -36 * Math.sin(turn) + (shoulders + 12 - hip) * Math.cos(turn),
    ];
    const elbow: [number, number] = [-40, -62];
    const hand: [number, number] = [-hugReach - 30, -54];
    const armPath = `M ${n(shoulder[0])} ${n(shoulder[1])} L ${n(elbow[0])} ${n(elbow[1])} L ${n(hand[0])} ${n(hand[1])}`;
    front = `<g><path d="${armPath}" stroke="${darken(look.topStyle === 'coat' ? '#ffffff' : look.top, 0.12)}" stroke-width="26" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="${armPath}" stroke="${look.topStyle === 'coat' ? '#ffffff' : look.top}" stroke-width="20" fill="none" stroke-linecap="round" stroke-linejoin="round"/><circle cx="${n(hand[0])}" cy="${n(hand[1])}" r="11" fill="${skin}"/></g>`;
  } else if (pose === 'sitting') {
    upper.push(arm(-44, -8), arm(44, 8));
  } else {
    if (carrying && pose === 'standing') {
      // Upper arms only, bent at the elbow (about 60 units down): the forearms go round what is carried.
      upper.push(capsule(-44, shoulders + 8, 62, 22, 8, sleeve), capsule(44, shoulders + 8, 62, 22, -8, sleeve));
    } else {
      upper.push(arm(-44, 10), arm(44, -10));
    }
  }
  const body = `${back.join('')}${parts.join('')}<g transform="rotate(${lean} 0 ${hip})">${upper.join('')}</g>`;
  return { body, front };
}

/**
 * A grown-up ill at home, resting: head and shoulders only, the head's centre at (0, 0), for a blanket drawn over the
 * rest (in bed, or tucked up on the sofa). Asleep, the eyes are closed; awake, the face smiles as in every scene.
 */
export function drawRestingAdult(look: AdultLook, defs: Defs, asleep: boolean): string {
  const skin = defs.volume(look.skin);
  const { behind, over } = hair(look, 0, defs);
  const ears =
    look.hairStyle === 'headscarf'
      ? ''
      : `<ellipse cx="-33" cy="2" rx="7" ry="10" fill="${skin}"/><ellipse cx="33" cy="2" rx="7" ry="10" fill="${skin}"/>`;
  return `${behind}${torso(look, 48, 100, defs)}<rect x="-9" y="32" width="18" height="20" rx="6" fill="${skin}"/>${ears}<ellipse cx="0" cy="0" rx="33" ry="37" fill="${skin}"/>${over}${face(look, 0, asleep)}`;
}
