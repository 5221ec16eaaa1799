import type { PetKind } from '../../../../shared/family.ts';
import { FOODS, type PersonId, type ThingId } from '../lexicon/concepts.ts';
import type { ColourId, SkinId } from '../lexicon/looks.ts';
import { SKINS } from '../lexicon/looks.ts';
import { ADULT_HEIGHT, type AdultLook, drawAdult, drawRestingAdult } from './adult-figure.ts';
import type { CharacterLook } from './character-look.ts';
import { drawFigure, hairPaint, SKIN } from './figure.ts';
import { drawPet } from './pets.ts';
import { type Defs, darken, lighten, pick, seededRandom } from './svg.ts';

/** Objects an activity brings that are not story concepts of their own. */
export type PropId =
  | ThingId
  | 'easel'
  | 'drum'
  | 'cart'
  | 'umbrella'
  | 'bucket'
  | 'stethoscope'
  | 'pot'
  | 'seedling'
  | 'wateringCan'
  | 'swimRing'
  | 'rubberDuck'
  | 'notes'
  | 'plate';

/** `seed`: the story's, so an animal drawn from its seed (a hamster's fur) looks the same in every scene. */
type Draw = (defs: Defs, seed: string) => string;

/** Each drawn thing stands on (0, 0) and is about 90 units tall; `float` things hang in the air. */
const DRAWINGS: Partial<Record<PropId, Draw>> = {
  ducks: (d) =>
    [0, 60]
      .map(
        (x, i) =>
          `<g transform="translate(${x - 30} ${i * 6}) scale(${1 - i * 0.2})"><ellipse cx="0" cy="-20" rx="28" ry="18" fill="${d.volume('#f7d154')}"/><circle cx="18" cy="-44" r="15" fill="${d.volume('#f7d154')}"/><path d="M 30 -46 l 14 3 l -14 5 z" fill="#f39a4b"/><circle cx="21" cy="-48" r="2.5" fill="#3a2f45"/></g>`,
      )
      .join(''),
  dog: (d) =>
    `<ellipse cx="0" cy="-28" rx="34" ry="22" fill="${d.volume('#d9ab7a')}"/><circle cx="30" cy="-52" r="20" fill="${d.volume('#d9ab7a')}"/><ellipse cx="40" cy="-64" rx="7" ry="14" fill="#8a5a3c" transform="rotate(30 40 -64)"/><circle cx="34" cy="-56" r="3" fill="#3a2f45"/><circle cx="48" cy="-48" r="4" fill="#3a2f45"/><path d="M -22 -10 v 10 M 18 -10 v 10" stroke="#b07a52" stroke-width="9" stroke-linecap="round"/><path d="M -32 -34 q -14 -14 -8 -24" stroke="#d9ab7a" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  cat: (d) =>
    `<ellipse cx="0" cy="-26" rx="26" ry="24" fill="${d.volume('#a9a8b4')}"/><circle cx="0" cy="-60" r="20" fill="${d.volume('#a9a8b4')}"/><path d="M -16 -72 l -2 -18 l 12 10 z M 16 -72 l 2 -18 l -12 10 z" fill="#a9a8b4"/><circle cx="-7" cy="-62" r="2.5" fill="#3a2f45"/><circle cx="7" cy="-62" r="2.5" fill="#3a2f45"/><path d="M 24 -14 q 24 -4 20 -32" stroke="#a9a8b4" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  rabbit: (d) =>
    `<ellipse cx="0" cy="-24" rx="24" ry="22" fill="${d.volume('#f6f1ec')}"/><circle cx="0" cy="-56" r="18" fill="${d.volume('#f6f1ec')}"/><ellipse cx="-8" cy="-88" rx="6" ry="18" fill="#f6f1ec"/><ellipse cx="8" cy="-88" rx="6" ry="18" fill="#f6f1ec"/><circle cx="-6" cy="-58" r="2.5" fill="#3a2f45"/><circle cx="6" cy="-58" r="2.5" fill="#3a2f45"/>`,
  // Small pets by their shape, as the family's own are drawn: the guinea pig's loaf, the hamster's cheeks, the
  // tortoise's shell.
  guineaPig: (d, seed) => drawPet('guinea-pig', seed, d),
  hamster: (d, seed) => drawPet('hamster', seed, d),
  tortoise: (d, seed) => drawPet('tortoise', seed, d),
  fish: () =>
    `<ellipse cx="0" cy="-50" rx="26" ry="16" fill="#f39a4b"/><path d="M 24 -50 l 18 -14 v 28 z" fill="#f39a4b"/><circle cx="-12" cy="-54" r="3" fill="#3a2f45"/>`,
  birds: () =>
    `<path d="M -40 -160 q 12 -12 24 0 q 12 -12 24 0 M 20 -190 q 10 -10 20 0 q 10 -10 20 0" stroke="#5b5766" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  butterfly: () =>
    `<g transform="translate(0 -130)"><ellipse cx="-12" cy="-6" rx="14" ry="18" fill="#f29cbd" transform="rotate(-20 -12 -6)"/><ellipse cx="12" cy="-6" rx="14" ry="18" fill="#f29cbd" transform="rotate(20 12 -6)"/><ellipse cx="-9" cy="12" rx="9" ry="11" fill="#b79be8"/><ellipse cx="9" cy="12" rx="9" ry="11" fill="#b79be8"/><rect x="-2" y="-16" width="4" height="34" rx="2" fill="#3a2f45"/></g>`,
  snail: () =>
    `<path d="M -30 0 h 60 q 6 -6 0 -10 h -60 z" fill="#c9d58a"/><circle cx="0" cy="-28" r="22" fill="#d9a877"/><path d="M 0 -28 m -10 0 a 10 10 0 1 1 10 10" stroke="#b07a52" stroke-width="4" fill="none"/>`,
  horse: (d) =>
    `<ellipse cx="0" cy="-60" rx="44" ry="26" fill="${d.volume('#c79a6e')}"/><path d="M 30 -70 l 24 -40 l 16 8 l -16 40 z" fill="#c79a6e"/><ellipse cx="64" cy="-106" rx="18" ry="12" fill="#c79a6e"/><path d="M -30 -40 v 40 M -14 -40 v 40 M 16 -40 v 40 M 30 -40 v 40" stroke="#a8805a" stroke-width="10" stroke-linecap="round"/><path d="M 40 -106 q -10 20 -20 30" stroke="#6e4a36" stroke-width="8"/>`,
  cow: (d) =>
    `<ellipse cx="0" cy="-56" rx="44" ry="28" fill="${d.volume('#ffffff')}"/><circle cx="-14" cy="-60" r="10" fill="#4a4458"/><circle cx="16" cy="-50" r="8" fill="#4a4458"/><ellipse cx="50" cy="-72" rx="20" ry="18" fill="#ffffff"/><ellipse cx="56" cy="-62" rx="12" ry="8" fill="#f6b9c6"/><path d="M -30 -36 v 36 M 28 -36 v 36" stroke="#e6e6ee" stroke-width="10" stroke-linecap="round"/>`,
  sheep: (d) =>
    `<ellipse cx="0" cy="-40" rx="36" ry="26" fill="${d.volume('#ffffff')}"/><ellipse cx="34" cy="-50" rx="12" ry="14" fill="#4e4856"/><path d="M -18 -20 v 20 M 18 -20 v 20" stroke="#4e4856" stroke-width="7" stroke-linecap="round"/>`,
  chickens: (d) =>
    `<ellipse cx="0" cy="-24" rx="22" ry="20" fill="${d.volume('#ffffff')}"/><circle cx="14" cy="-44" r="12" fill="#ffffff"/><path d="M 12 -56 l 3 -8 l 4 8 z" fill="#e8645a"/><path d="M 24 -44 l 8 2 l -8 3 z" fill="#f39a4b"/><path d="M -4 -4 v 6 M 6 -4 v 6" stroke="#f39a4b" stroke-width="3"/>`,
  cake: (d) =>
    `<rect x="-40" y="-50" width="80" height="50" rx="10" fill="${d.volume('#f6c6d4')}"/><path d="M -40 -42 q 10 10 20 0 q 10 10 20 0 q 10 10 20 0 q 10 10 20 0" fill="#ffffff" stroke="#ffffff" stroke-width="6"/><path d="M -16 -50 v -18 M 0 -50 v -20 M 16 -50 v -18" stroke="#8fc3e8" stroke-width="5"/><circle cx="-16" cy="-74" r="4" fill="#f7b267"/><circle cx="0" cy="-76" r="4" fill="#f7b267"/><circle cx="16" cy="-74" r="4" fill="#f7b267"/>`,
  icecream: () =>
    `<path d="M -16 -50 L 0 0 L 16 -50 Z" fill="#e6b94c"/><circle cx="0" cy="-60" r="18" fill="#f6c6d4"/><circle cx="-8" cy="-76" r="14" fill="#fbf1d8"/>`,
  pancakes: (d) =>
    `<ellipse cx="0" cy="-4" rx="46" ry="10" fill="#ffffff"/>${[0, 1, 2].map((i) => `<ellipse cx="0" cy="${-12 - i * 10}" rx="34" ry="9" fill="${d.volume('#e8b26a')}"/>`).join('')}<path d="M -10 -42 q 10 -6 20 0 v 6 h -20 z" fill="#f7d154"/>`,
  soup: (d) =>
    `<path d="M -36 -30 h 72 q -4 30 -36 30 q -32 0 -36 -30 z" fill="${d.volume('#f28b82')}"/><ellipse cx="0" cy="-30" rx="36" ry="8" fill="#f7b267"/>`,
  pasta: (d) =>
    `<path d="M -36 -24 h 72 q -4 24 -36 24 q -32 0 -36 -24 z" fill="${d.volume('#ffffff')}"/><ellipse cx="0" cy="-26" rx="30" ry="10" fill="#f7d154"/><circle cx="0" cy="-30" r="7" fill="#e8645a"/>`,
  pizza: () =>
    `<path d="M -36 -6 L 36 -6 L 0 -70 Z" fill="#f7d154" stroke="#e6b94c" stroke-width="8" stroke-linejoin="round"/><circle cx="0" cy="-34" r="6" fill="#e8645a"/><circle cx="-10" cy="-16" r="5" fill="#e8645a"/><circle cx="12" cy="-18" r="5" fill="#e8645a"/>`,
  bread: (d) =>
    `<ellipse cx="0" cy="-20" rx="40" ry="22" fill="${d.volume('#e0a868')}"/><path d="M -20 -30 l 8 12 M 0 -34 l 8 12 M 20 -30 l 8 12" stroke="#c98d5a" stroke-width="4"/>`,
  cookies: () =>
    `<ellipse cx="0" cy="-6" rx="44" ry="10" fill="#ffffff"/>${[-20, 0, 20].map((x, i) => `<circle cx="${x}" cy="${-14 - (i === 1 ? 8 : 0)}" r="15" fill="#e0a868"/><circle cx="${x - 4}" cy="${-16 - (i === 1 ? 8 : 0)}" r="2.5" fill="#6b4a3f"/><circle cx="${x + 5}" cy="${-10 - (i === 1 ? 8 : 0)}" r="2.5" fill="#6b4a3f"/>`).join('')}`,
  fruit: (d) =>
    `<path d="M -40 -26 h 80 q -6 26 -40 26 q -34 0 -40 -26 z" fill="${d.volume('#8fc3e8')}"/><circle cx="-16" cy="-34" r="14" fill="#e8645a"/><circle cx="12" cy="-36" r="14" fill="#f39a4b"/><path d="M -6 -44 q 20 -20 34 4" stroke="#f7d154" stroke-width="12" fill="none" stroke-linecap="round"/>`,
  strawberries: () =>
    [-16, 14]
      .map(
        (x) =>
          `<path d="M ${x - 12} -30 q 12 -8 24 0 q 0 18 -12 30 q -12 -12 -12 -30 z" fill="#e8645a"/><path d="M ${x - 8} -32 l 8 -8 l 8 8" fill="#7cc576"/>`,
      )
      .join(''),
  apple: (d) =>
    `<circle cx="0" cy="-24" r="22" fill="${d.volume('#e8645a')}"/><path d="M 0 -44 q 2 -10 8 -14" stroke="#8a5a3c" stroke-width="4" fill="none"/><ellipse cx="10" cy="-52" rx="8" ry="4" fill="#7cc576"/>`,
  banana: () =>
    `<path d="M -30 -30 q 30 36 60 0" stroke="#f7d154" stroke-width="18" fill="none" stroke-linecap="round"/>`,
  picnic: () =>
    `<path d="M -90 0 L -60 -30 H 90 L 70 0 Z" fill="#f28b82"/><path d="M -75 -15 H 80 M -40 0 L -20 -30 M 20 0 L 30 -30" stroke="#ffffff" stroke-width="6"/><rect x="20" y="-62" width="50" height="36" rx="6" fill="#d9a877"/><path d="M 24 -62 q 21 -24 42 0" stroke="#b07a52" stroke-width="5" fill="none"/>`,
  ball: (d) =>
    `<circle cx="0" cy="-30" r="30" fill="${d.volume('#e8645a')}"/><path d="M -30 -30 q 30 12 60 0" stroke="#ffffff" stroke-width="7" fill="none"/><path d="M 0 -60 q -12 30 0 60" stroke="#f7d154" stroke-width="7" fill="none"/>`,
  balloon: (d) =>
    `<path d="M 0 -110 q -8 60 6 110" stroke="#a9a8b4" stroke-width="2" fill="none"/><ellipse cx="0" cy="-140" rx="28" ry="34" fill="${d.volume('#f28b82')}"/><path d="M -5 -106 h 10 l -5 8 z" fill="#e06a5e"/><path d="M 40 -90 q -8 50 -20 90" stroke="#a9a8b4" stroke-width="2" fill="none"/><ellipse cx="40" cy="-120" rx="24" ry="30" fill="${d.volume('#7fb8ef')}"/>`,
  kite: () =>
    `<path d="M 40 -220 l 30 40 l -30 50 l -30 -50 z" fill="#f7d154"/><path d="M 40 -220 v 90 M 10 -180 h 60" stroke="#e8645a" stroke-width="3"/><path d="M 40 -130 q -20 40 0 70 q 20 30 -40 60" stroke="#a9a8b4" stroke-width="2" fill="none"/>`,
  bubbles: () =>
    [
      [-20, -120, 18],
      [20, -160, 12],
      [40, -110, 22],
      [-40, -170, 10],
      [0, -200, 14],
    ]
      .map(
        ([x, y, r]) =>
          `<circle cx="${x}" cy="${y}" r="${r}" fill="#e2f4ff" fill-opacity=".35" stroke="#9fd0f2" stroke-width="3"/>`,
      )
      .join(''),
  blocks: () =>
    `<rect x="-44" y="-34" width="34" height="34" rx="5" fill="#e8645a"/><rect x="-8" y="-34" width="34" height="34" rx="5" fill="#6aa6e8"/><rect x="-26" y="-68" width="34" height="34" rx="5" fill="#f7d154"/><rect x="28" y="-30" width="30" height="30" rx="5" fill="#7cc576"/><path d="M -9 -98 l 17 -30 l 17 30 z" fill="#a77fd6"/>`,
  puzzle: () =>
    `<rect x="-50" y="-16" width="100" height="16" rx="4" fill="#d9a877"/><path d="M -40 -16 h 36 v -4 a 6 6 0 1 1 10 0 v 4 h 34" stroke="#6aa6e8" stroke-width="8" fill="none"/><rect x="-30" y="-28" width="24" height="12" fill="#f7d154"/><rect x="8" y="-28" width="24" height="12" fill="#e8645a"/>`,
  book: () =>
    `<path d="M -40 -12 q 20 -10 40 0 q 20 -10 40 0 v -40 q -20 -10 -40 0 q -20 -10 -40 0 z" fill="#ffffff" stroke="#e8645a" stroke-width="5" stroke-linejoin="round"/><path d="M 0 -52 v 40" stroke="#e8645a" stroke-width="3"/><path d="M -30 -40 h 20 M -30 -30 h 20 M 10 -40 h 20" stroke="#a9cdf2" stroke-width="3"/>`,
  drawing: () =>
    `<rect x="-36" y="-70" width="72" height="56" rx="4" fill="#ffffff" stroke="#d9a877" stroke-width="4"/><circle cx="-10" cy="-50" r="10" fill="#f7d154"/><path d="M -26 -24 q 20 -20 46 -6" stroke="#7cc576" stroke-width="5" fill="none"/><path d="M -30 -12 L -40 0 M 30 -12 L 40 0" stroke="#b07a52" stroke-width="4"/>`,
  doll: (d) =>
    `<path d="M -18 0 L 0 -40 L 18 0 Z" fill="#f29cbd"/><circle cx="0" cy="-52" r="14" fill="${d.volume('#f6d2b5')}"/><path d="M -14 -54 q 0 -18 14 -18 q 14 0 14 18" fill="#f7d154"/>`,
  teddy: (d) =>
    `<circle cx="-16" cy="-76" r="10" fill="#b9825a"/><circle cx="16" cy="-76" r="10" fill="#b9825a"/><ellipse cx="0" cy="-24" rx="24" ry="24" fill="${d.volume('#b9825a')}"/><circle cx="0" cy="-62" r="20" fill="${d.volume('#b9825a')}"/><ellipse cx="0" cy="-56" rx="9" ry="7" fill="#e9c9a3"/><circle cx="-7" cy="-66" r="2.5" fill="#3a2f45"/><circle cx="7" cy="-66" r="2.5" fill="#3a2f45"/>`,
  toyCar: (d) =>
    `<rect x="-36" y="-30" width="72" height="20" rx="8" fill="${d.volume('#e8645a')}"/><path d="M -20 -30 l 8 -16 h 22 l 10 16 z" fill="#e8645a"/><rect x="-10" y="-42" width="14" height="10" fill="#cfe6f7"/><circle cx="-20" cy="-10" r="9" fill="#3a2f45"/><circle cx="20" cy="-10" r="9" fill="#3a2f45"/>`,
  sandcastle: () =>
    `<path d="M -44 0 v -30 h 88 v 30 z" fill="#ecc98e"/><path d="M -34 -30 v -24 h 20 v 24 M 14 -30 v -24 h 20 v 24 M -10 -30 v -40 h 20 v 40" fill="#efd09a"/><path d="M 0 -70 v -20 l 16 6 l -16 6" stroke="#8a6a55" stroke-width="2" fill="#f28b82"/>`,
  scooter: () =>
    `<path d="M -40 -8 h 60 l 16 -80" stroke="#6aa6e8" stroke-width="8" fill="none" stroke-linecap="round"/><path d="M 26 -88 h 20" stroke="#3a2f45" stroke-width="6" stroke-linecap="round"/><circle cx="-36" cy="-6" r="10" fill="#3a2f45"/><circle cx="36" cy="-6" r="10" fill="#3a2f45"/>`,
  bike: () =>
    `<circle cx="-34" cy="-24" r="24" fill="none" stroke="#3a2f45" stroke-width="6"/><circle cx="34" cy="-24" r="24" fill="none" stroke="#3a2f45" stroke-width="6"/><path d="M -34 -24 L -6 -62 L 26 -62 L 34 -24 M -6 -62 L 4 -24 L 26 -62 M -10 -70 h 16 M 22 -62 l 6 -18 h 12" stroke="#e8645a" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  boat: () =>
    `<path d="M -50 -20 h 100 l -16 20 h -68 z" fill="#e8645a"/><path d="M 0 -24 v -66 l 36 54 z" fill="#ffffff"/><path d="M 0 -90 v 70" stroke="#8a6a55" stroke-width="4"/>`,
  tractor: () =>
    `<rect x="-40" y="-60" width="56" height="40" rx="6" fill="#7cc576"/><rect x="-30" y="-92" width="36" height="34" rx="4" fill="#cfe6f7" stroke="#7cc576" stroke-width="6"/><rect x="16" y="-46" width="34" height="26" rx="6" fill="#7cc576"/><circle cx="-22" cy="-20" r="22" fill="#3a2f45"/><circle cx="36" cy="-14" r="14" fill="#3a2f45"/>`,
  bus: () =>
    `<rect x="-70" y="-80" width="140" height="64" rx="14" fill="#f7c84a"/>${[-54, -20, 14].map((x) => `<rect x="${x}" y="-70" width="28" height="22" rx="4" fill="#cfe6f7"/>`).join('')}<circle cx="-40" cy="-14" r="12" fill="#3a2f45"/><circle cx="40" cy="-14" r="12" fill="#3a2f45"/>`,
  train: () =>
    `<rect x="-70" y="-70" width="90" height="54" rx="10" fill="#6aa6e8"/><rect x="20" y="-90" width="50" height="74" rx="10" fill="#e8645a"/><rect x="30" y="-80" width="30" height="22" rx="4" fill="#cfe6f7"/><rect x="-56" y="-104" width="18" height="34" fill="#3a2f45"/><circle cx="-47" cy="-120" r="12" fill="#ffffff" opacity=".8"/><circle cx="-44" cy="-10" r="12" fill="#3a2f45"/><circle cx="-6" cy="-10" r="12" fill="#3a2f45"/><circle cx="44" cy="-10" r="12" fill="#3a2f45"/>`,
  car: () =>
    `<path d="M -66 -24 q 0 -24 24 -26 l 16 -24 h 56 l 20 24 q 34 2 36 26 v 8 h -152 z" fill="#e8645a"/><path d="M -20 -70 h 22 v 20 h -34 z M 10 -70 h 22 l 14 20 h -36 z" fill="#cfe6f7"/><circle cx="-36" cy="-14" r="14" fill="#3a2f45"/><circle cx="46" cy="-14" r="14" fill="#3a2f45"/>`,
  plane: () =>
    `<g transform="translate(0 -200)"><ellipse cx="0" cy="0" rx="56" ry="12" fill="#ffffff"/><path d="M -10 0 l -20 -30 h 14 l 30 30 z M -10 0 l -20 30 h 14 l 30 -30 z M -50 0 l -12 -20 h 10 l 14 20 z" fill="#e8645a"/></g>`,
  puddle: () =>
    `<ellipse cx="0" cy="-4" rx="70" ry="14" fill="#8fc3e8" opacity=".8"/><ellipse cx="-10" cy="-6" rx="40" ry="6" fill="#cfe6f7"/>`,
  flowers: () =>
    [-30, 0, 30]
      .map(
        (x, i) =>
          `<path d="M ${x} 0 v -40" stroke="#6fb067" stroke-width="4"/><circle cx="${x}" cy="-46" r="12" fill="${['#f29cbd', '#f7d154', '#a77fd6'][i]}"/><circle cx="${x}" cy="-46" r="5" fill="#f7b267"/>`,
      )
      .join(''),
  leaves: () =>
    [
      [-30, -6, '#f39a4b'],
      [10, -4, '#e8645a'],
      [36, -8, '#f7d154'],
    ]
      .map(([x, y, c]) => `<ellipse cx="${x}" cy="${y}" rx="14" ry="7" fill="${c}" transform="rotate(20 ${x} ${y})"/>`)
      .join(''),
  shells: () =>
    `<path d="M -30 0 q 0 -30 20 -30 q 20 0 20 30 z" fill="#f6c6d4"/><path d="M 20 0 q 8 -20 24 -8 z" fill="#f7e2b4"/>`,
  stones: () =>
    `<ellipse cx="-20" cy="-8" rx="18" ry="10" fill="#a9a8b4"/><ellipse cx="14" cy="-6" rx="14" ry="8" fill="#c9c6d0"/>`,
  tree: (d) =>
    `<path d="M -8 0 L -6 -60 L 6 -60 L 8 0 Z" fill="#a0704c"/><circle cx="0" cy="-90" r="40" fill="${d.volume('#7cc576')}"/>`,
  swing: () =>
    `<path d="M -50 -160 v 160 M 50 -160 v 160 M -60 -160 h 120" stroke="#f39a4b" stroke-width="8" stroke-linecap="round"/><path d="M -16 -160 v 110 M 16 -160 v 110" stroke="#8a6a55" stroke-width="3"/><rect x="-24" y="-52" width="48" height="9" rx="4" fill="#f7d154"/>`,
  slide: () =>
    `<path d="M 40 -150 v 150 M 70 -150 v 150" stroke="#6aa6e8" stroke-width="8"/><path d="M 40 -140 C 10 -100 -10 -30 -60 -6" stroke="#f28b82" stroke-width="24" fill="none" stroke-linecap="round"/>`,
  song: () =>
    `<path d="M -20 -140 v -40 l 30 -8 v 40" stroke="#a77fd6" stroke-width="5" fill="none"/><circle cx="-26" cy="-140" r="8" fill="#a77fd6"/><circle cx="4" cy="-148" r="8" fill="#a77fd6"/>`,
  water: () => `<ellipse cx="0" cy="-6" rx="60" ry="12" fill="#8fc3e8"/>`,
  easel: () =>
    `<path d="M -40 0 L -10 -150 M 40 0 L 10 -150 M 0 -150 v 150" stroke="#b07a52" stroke-width="7" stroke-linecap="round"/><rect x="-46" y="-140" width="92" height="80" rx="4" fill="#ffffff"/><circle cx="-20" cy="-110" r="14" fill="#f7d154"/><path d="M -36 -72 q 30 -30 72 -10" stroke="#7cc576" stroke-width="8" fill="none"/><path d="M 10 -120 l 20 -4" stroke="#e8645a" stroke-width="8" stroke-linecap="round"/>`,
  drum: (d) =>
    `<rect x="-36" y="-50" width="72" height="50" rx="10" fill="${d.volume('#e8645a')}"/><ellipse cx="0" cy="-50" rx="36" ry="12" fill="#fdf3e3"/><path d="M -36 -40 l 18 30 l 18 -30 l 18 30 l 18 -30" stroke="#f7d154" stroke-width="4" fill="none"/><path d="M 20 -70 l 30 -30 M -20 -70 l -24 -34" stroke="#b07a52" stroke-width="6" stroke-linecap="round"/>`,
  cart: () =>
    `<path d="M -60 -90 h 14 l 14 60 h 70 l 12 -46 h -90" stroke="#6a7fb0" stroke-width="6" fill="#cfe6f7" stroke-linejoin="round"/><circle cx="-22" cy="-10" r="10" fill="#3a2f45"/><circle cx="34" cy="-10" r="10" fill="#3a2f45"/><circle cx="0" cy="-84" r="12" fill="#e8645a"/><circle cx="24" cy="-80" r="12" fill="#f7d154"/>`,
  umbrella: () =>
    `<path d="M -60 -110 q 60 -70 120 0 z" fill="#f28b82"/><path d="M -20 -110 q 20 -70 40 0" fill="#f7d154"/><path d="M 0 -110 v 90 q 0 12 -12 12" stroke="#3a2f45" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  bucket: () =>
    `<path d="M -26 -50 h 52 l -6 50 h -40 z" fill="#6aa6e8"/><path d="M -26 -50 q 26 -30 52 0" stroke="#3a2f45" stroke-width="3" fill="none"/><path d="M 34 0 l 16 -60" stroke="#f7d154" stroke-width="6" stroke-linecap="round"/><ellipse cx="52" cy="-66" rx="10" ry="14" fill="#f7d154"/>`,
  stethoscope: () =>
    `<path d="M -20 -90 v 40 q 0 30 30 30 q 30 0 30 -30 v -20" stroke="#5b6678" stroke-width="5" fill="none"/><circle cx="40" cy="-70" r="10" fill="#a9a8b4"/>`,
  pot: (d) =>
    `<rect x="-44" y="-50" width="88" height="50" rx="12" fill="${d.volume('#e8645a')}"/><rect x="-52" y="-56" width="104" height="12" rx="6" fill="#c9544b"/><path d="M -20 -70 q 6 -14 0 -24 M 10 -72 q 6 -14 0 -24" stroke="#ffffff" stroke-width="4" fill="none" opacity=".7" stroke-linecap="round"/>`,
  seedling: () =>
    `<path d="M -30 0 h 60 l -8 -30 h -44 z" fill="#c98d5a"/><path d="M 0 -30 v -30" stroke="#6fb067" stroke-width="4"/><ellipse cx="-12" cy="-62" rx="12" ry="7" fill="#7cc576"/><ellipse cx="12" cy="-66" rx="12" ry="7" fill="#8fd084"/>`,
  wateringCan: () =>
    `<rect x="-30" y="-50" width="50" height="50" rx="8" fill="#7fb8ef"/><path d="M 20 -36 l 30 -20" stroke="#7fb8ef" stroke-width="8" stroke-linecap="round"/><path d="M -20 -50 q 10 -20 30 0" stroke="#6a9fd0" stroke-width="5" fill="none"/>`,
  swimRing: () => `<ellipse cx="0" cy="-14" rx="40" ry="16" fill="none" stroke="#f28b82" stroke-width="14"/>`,
  rubberDuck: () =>
    `<ellipse cx="0" cy="-16" rx="22" ry="15" fill="#f7d154"/><circle cx="10" cy="-36" r="12" fill="#f7d154"/><path d="M 20 -37 l 10 2 l -10 4 z" fill="#f39a4b"/>`,
  notes: () =>
    `<path d="M -30 -160 v -30 l 24 -6 v 30 M 30 -130 v -30" stroke="#a77fd6" stroke-width="5" fill="none"/><circle cx="-35" cy="-160" r="7" fill="#a77fd6"/><circle cx="-11" cy="-166" r="7" fill="#a77fd6"/><circle cx="25" cy="-130" r="7" fill="#6aa6e8"/>`,
  plate: () =>
    `<ellipse cx="0" cy="-4" rx="40" ry="9" fill="#ffffff"/><ellipse cx="0" cy="-6" rx="26" ry="5" fill="#f1ece4"/>`,
};

/** Things that belong on a table when the place has one. */
export const TABLE_THINGS = new Set<PropId>([...FOODS, 'puzzle', 'book', 'drawing', 'plate', 'pot']);

/** Things that are weather or the place itself, not objects to stand somewhere. */
export const NOT_OBJECTS = new Set<PropId>(['rain', 'snow', 'sun', 'wind', 'rainbow']);

export function canDraw(id: PropId): boolean {
  return DRAWINGS[id] !== undefined;
}

export function drawProp(id: PropId, defs: Defs, seed = ''): string {
  return DRAWINGS[id]?.(defs, seed) ?? '';
}

/** The family pet kind a thing is: a family's own hamster in the scene is the hamster the text names, not a second. */
export const PET_OF_THING: Partial<Record<PropId, PetKind>> = {
  dog: 'dog',
  cat: 'cat',
  rabbit: 'rabbit',
  guineaPig: 'guinea-pig',
  hamster: 'hamster',
  tortoise: 'tortoise',
  fish: 'fish',
  birds: 'bird',
  horse: 'horse',
};

const CHILD_PEOPLE: Partial<Record<PersonId, { look: CharacterLook; scale: number }>> = {
  brother: { look: { base: 'boy', colour: 'red', accessories: [] }, scale: 1 },
  sister: { look: { base: 'girl', colour: 'yellow', accent: 'black', accessories: [] }, scale: 1 },
  baby: { look: { base: 'child', colour: 'white', accent: 'yellow', accessories: [] }, scale: 0.7 },
  friend: { look: { base: 'bunny', colour: 'pink', accessories: [] }, scale: 0.95 },
  friends: { look: { base: 'bear', colour: 'yellow', accessories: [] }, scale: 0.95 },
  cousin: { look: { base: 'child', colour: 'green', accessories: [] }, scale: 0.95 },
};

/** The grown-ups: their hair and clothes tell who they are; the family's hair and skin are filled in per story. */
type GrownUp = Omit<AdultLook, 'skin' | 'hair'> & { hair?: ColourId };
const GROWN_UPS: Partial<Record<PersonId, GrownUp>> = {
  mum: { hairStyle: 'bob', top: '#5cc3b4', topStyle: 'jumper', legs: '#6a7fb0', skirt: true },
  dad: { hairStyle: 'short', top: '#7cc576', topStyle: 'shirt', legs: '#5d6f9a' },
  grandma: {
    hair: 'silver',
    hairStyle: 'bun',
    top: '#b79be8',
    topStyle: 'cardigan',
    legs: '#8a6aa8',
    skirt: true,
    glasses: true,
  },
  grandpa: {
    hair: 'silver',
    hairStyle: 'bald',
    top: '#c9a27a',
    topStyle: 'cardigan',
    legs: '#7d7f8c',
    glasses: true,
    moustache: true,
  },
  teacher: { hairStyle: 'ponytail', top: '#f39a4b', topStyle: 'jumper', legs: '#4f5f8a' },
  doctor: { hairStyle: 'short', top: '#ffffff', topStyle: 'coat', legs: '#5d6f9a', glasses: true },
  aunt: { hairStyle: 'curly', top: '#6aa6e8', topStyle: 'jumper', legs: '#e8734f', skirt: true },
  uncle: { hairStyle: 'short', top: '#f39a4b', topStyle: 'shirt', legs: '#5b5766', beard: true },
};

/** How a story's people look: the family shares a skin tone and the parents' hair, the teacher and doctor their own. */
export type Family = { skin: SkinId; hair: ColourId; others: SkinId };

const FAMILY_MEMBERS = new Set<PersonId>(['mum', 'dad', 'brother', 'sister', 'baby', 'aunt', 'uncle', 'cousin']);
const GREY_HAIRED = new Set<PersonId>(['grandma', 'grandpa', 'grandparents']);

/**
 * A family, from a seed (the character's look): the same in all seven scenes and their redraws. Given the parent's
 * family tone (`ScenePlan.skin`), the family has it, with hair that goes with it.
 */
export function familyOf(seed: string, tone?: SkinId): Family {
  const random = seededRandom(`family:${seed}`);
  const own = pick(random, SKINS);
  const skin = tone ?? own;
  // Darker skin mostly comes with darker hair.
  const hair = pick<ColourId>(random, skin === 'light' ? ['brown', 'yellow', 'black', 'orange'] : ['black', 'brown']);
  return { skin, hair, others: pick(random, SKINS) };
}

/** Whether a person is drawn as a grown-up (taller, with adult proportions). */
export const isGrownUp = (id: PersonId): boolean => GROWN_UPS[id] !== undefined || id === 'grandparents';

/**
 * How a person of the story looks: a grown-up's hair and clothes in the family's skin and hair (grandparents grey),
 * else a child's figure, the family's own children in the family's colours.
 */
function lookOf(
  id: PersonId,
  family: Family | undefined,
): { adult: AdultLook } | { child: CharacterLook; scale: number } {
  const grownUp = GROWN_UPS[id === 'grandparents' ? 'grandma' : id];
  if (grownUp) {
    const familyMember = FAMILY_MEMBERS.has(id) || GREY_HAIRED.has(id);
    const skin = SKIN[(familyMember ? family?.skin : family?.others) ?? 'light'];
    const hairColour =
      grownUp.hair ?? (familyMember ? family?.hair : undefined) ?? (id === 'teacher' ? 'black' : 'brown');
    return { adult: { ...grownUp, skin, hair: hairPaint(hairColour === 'rainbow' ? 'brown' : hairColour) } };
  }
  const person = CHILD_PEOPLE[id] ?? { look: { base: 'child', accessories: [] }, scale: 1 };
  const child =
    family && FAMILY_MEMBERS.has(id) ? { ...person.look, skin: family.skin, accent: family.hair } : person.look;
  return { child, scale: person.scale };
}

/**
 * A person of the story drawn in the scenes' style, feet at (0, 0); `scale` is relative to the character. Grown-ups
 * stand taller, sit at the table, and kneel for a hug with an arm round the character (`front`, drawn over it).
 * `height` is how tall the drawing stands, in its own units.
 */
export function drawPerson(
  id: PersonId,
  pose: 'standing' | 'sitting' | 'hugging',
  defs: Defs,
  family?: Family,
): { svg: string; front: string; scale: number; height: number } {
  const look = lookOf(id, family);
  if ('adult' in look) {
    const drawn = drawAdult(look.adult, pose === 'hugging' ? 'kneeling' : pose, defs);
    return { svg: drawn.body, front: drawn.front, scale: 1, height: ADULT_HEIGHT };
  }
  const figure = drawFigure(look.child, { pose }, defs);
  return { svg: `${figure.body}${figure.front}`, front: '', scale: look.scale, height: 200 };
}

/**
 * Someone ill at home, resting under a blanket (drawn over it by the scene): a grown-up's head and shoulders, or a
 * brother's or sister's figure as the character lies in bed. `head` is where its head's centre is, in its own units.
 */
export function drawRestingPerson(
  id: PersonId,
  defs: Defs,
  asleep: boolean,
  family?: Family,
): { svg: string; head: number; grownUp: boolean } {
  const look = lookOf(id, family);
  if ('adult' in look) return { svg: drawRestingAdult(look.adult, defs, asleep), head: 0, grownUp: true };
  const figure = drawFigure(look.child, { pose: 'bed', asleep }, defs);
  return { svg: `${figure.body}${figure.front}`, head: -112, grownUp: false };
}

export { darken, lighten };
