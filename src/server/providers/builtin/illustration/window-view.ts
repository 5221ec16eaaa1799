import type { PlaceId } from '../lexicon/concepts.ts';
import { darken, n } from './svg.ts';

/**
 * What a window looks out on. Most windows show hills; the bedroom the character wakes up in shows the day's first
 * place (the sea on a beach day, a giraffe on a zoo day), so the first picture of each story tells its day.
 */
export type WindowView =
  | 'hills'
  | 'sea'
  | 'street'
  | 'moving'
  | 'woods'
  | 'park'
  | 'playground'
  | 'garden'
  | 'zoo'
  | 'farm'
  | 'snow'
  | 'train'
  | 'road';

/** The view of the morning window for the day's first place; a place indoors leaves the hills. */
export const VIEW_OF_PLACE: Partial<Record<PlaceId, WindowView>> = {
  beach: 'sea',
  pool: 'sea',
  woods: 'woods',
  park: 'park',
  playground: 'playground',
  garden: 'garden',
  zoo: 'zoo',
  farm: 'farm',
  snow: 'snow',
  train: 'train',
  car: 'road',
  bus: 'street',
  street: 'street',
  shop: 'street',
};

type Box = { x: number; y: number; w: number; h: number };

const pine = (x: number, base: number, height: number, colour: string) =>
  `<path d="M ${n(x)} ${n(base - height)} L ${n(x + height * 0.32)} ${n(base)} L ${n(x - height * 0.32)} ${n(base)} Z" fill="${colour}" stroke="${colour}" stroke-width="4" stroke-linejoin="round"/>`;

const roundTree = (x: number, base: number, height: number) =>
  `<rect x="${n(x - height * 0.06)}" y="${n(base - height * 0.5)}" width="${n(height * 0.12)}" height="${n(height * 0.5)}" fill="#a0704c"/><circle cx="${n(x)}" cy="${n(base - height * 0.66)}" r="${n(height * 0.34)}" fill="#6fb067"/>`;

/** The view drawn inside a window's glass, above its sky and under its bars. */
export function drawWindowView(view: WindowView, box: Box, night: boolean, rain: boolean): string {
  const { x, y, w, h } = box;
  const hillColour = night ? '#2c3a66' : rain ? '#8fae8c' : view === 'snow' ? '#f4f8fc' : '#9fd39a';
  const hills = (top = 0.64) =>
    `<path d="M ${x} ${n(y + h * (top + 0.08))} Q ${n(x + w * 0.3)} ${n(y + h * (top - 0.09))} ${n(x + w * 0.6)} ${n(y + h * (top + 0.06))} T ${x + w} ${n(y + h * top)} V ${y + h} H ${x} Z" fill="${hillColour}"/>`;
  const base = y + h;
  switch (view) {
    case 'sea':
      return `<rect x="${x}" y="${n(y + h * 0.58)}" width="${w}" height="${n(h * 0.42)}" fill="${night ? '#28396e' : '#6fbde6'}"/><path d="M ${x} ${n(y + h * 0.7)} q ${n(w / 8)} -8 ${n(w / 4)} 0 t ${n(w / 4)} 0 t ${n(w / 4)} 0 t ${n(w / 4)} 0" stroke="#ffffff" stroke-width="4" fill="none" opacity=".7"/><path d="M ${x} ${n(y + h * 0.88)} Q ${n(x + w * 0.5)} ${n(y + h * 0.8)} ${x + w} ${n(y + h * 0.9)} V ${base} H ${x} Z" fill="${night ? '#5a5a7e' : '#f3dca8'}"/><g transform="translate(${n(x + w * 0.7)} ${n(y + h * 0.62)})"><path d="M -24 -4 h 48 l -8 10 h -32 z" fill="#e8645a"/><path d="M 0 -6 v -36 l 22 30 z" fill="#ffffff"/></g>`;
    case 'street':
      return `<rect x="${n(x + w * 0.08)}" y="${n(y + h * 0.45)}" width="${n(w * 0.3)}" height="${n(h * 0.55)}" fill="${night ? '#4a4a7a' : '#f2c6a6'}"/><rect x="${n(x + w * 0.55)}" y="${n(y + h * 0.35)}" width="${n(w * 0.35)}" height="${n(h * 0.65)}" fill="${night ? '#3e4270' : '#c9d8ec'}"/>`;
    case 'moving':
      return `${hills(0.64)}<path d="M ${n(x + w * 0.1)} ${n(y + h * 0.4)} h ${n(w * 0.25)} M ${n(x + w * 0.5)} ${n(y + h * 0.3)} h ${n(w * 0.3)}" stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity=".6"/>`;
    case 'woods':
      // A forest of pines filling the view.
      return `${hills(0.7)}${[0.12, 0.3, 0.5, 0.7, 0.9]
        .map((at, i) => pine(x + w * at, base + 4, h * (i % 2 ? 0.5 : 0.62), i % 2 ? '#4f9a68' : '#5fa873'))
        .join('')}`;
    case 'park':
      return `${hills(0.66)}<ellipse cx="${n(x + w * 0.34)}" cy="${n(y + h * 0.88)}" rx="${n(w * 0.26)}" ry="${n(h * 0.07)}" fill="#8fcbe8"/>${roundTree(x + w * 0.78, base - h * 0.06, h * 0.56)}${roundTree(x + w * 0.1, base - h * 0.14, h * 0.4)}`;
    case 'playground': {
      // A slide and a swing frame.
      const sx = x + w * 0.62;
      return `${hills(0.7)}<path d="M ${n(sx)} ${n(base - h * 0.02)} V ${n(base - h * 0.44)} M ${n(sx + 26)} ${n(base - h * 0.02)} V ${n(base - h * 0.44)}" stroke="#6aa6e8" stroke-width="6"/><path d="M ${n(sx - 2)} ${n(base - h * 0.42)} C ${n(sx - 40)} ${n(base - h * 0.3)} ${n(sx - 56)} ${n(base - h * 0.1)} ${n(sx - 90)} ${n(base - h * 0.04)}" stroke="#f28b82" stroke-width="16" fill="none" stroke-linecap="round"/><path d="M ${n(x + w * 0.1)} ${n(base)} L ${n(x + w * 0.18)} ${n(base - h * 0.4)} L ${n(x + w * 0.26)} ${n(base)} M ${n(x + w * 0.18)} ${n(base - h * 0.4)} h ${n(w * 0.16)} M ${n(x + w * 0.26)} ${n(base - h * 0.4)} v ${n(h * 0.26)}" stroke="#f39a4b" stroke-width="6" fill="none" stroke-linecap="round"/><rect x="${n(x + w * 0.22)}" y="${n(base - h * 0.15)}" width="${n(w * 0.08)}" height="6" rx="3" fill="#f7d154"/>`;
    }
    case 'garden':
      return `${hills(0.6)}<path d="${Array.from({ length: 9 }, (_, i) => `M ${n(x + i * (w / 8))} ${n(base - 6)} v ${n(-h * 0.2)}`).join(' ')} M ${x} ${n(base - h * 0.14)} H ${x + w}" stroke="#f6ead8" stroke-width="7"/>${[
        0.12, 0.3, 0.46, 0.64, 0.82,
      ]
        .map(
          (at, i) =>
            `<circle cx="${n(x + w * at)}" cy="${n(base - h * 0.1)}" r="9" fill="${['#f29cbd', '#f7d154', '#a77fd6', '#e8645a', '#ffffff'][i]}"/>`,
        )
        .join('')}`;
    case 'zoo': {
      // A giraffe looking in: its long spotted neck rising from below the sill, its head in the glass.
      const gx = x + w * 0.7;
      const head = y + h * 0.34;
      const fur = '#f2c46a';
      const spot = '#c98d5a';
      return `${hills(0.72)}<path d="M ${n(x + w * 0.08)} ${n(base)} v ${n(-h * 0.16)} M ${n(x + w * 0.24)} ${n(base)} v ${n(-h * 0.16)} M ${x} ${n(base - h * 0.12)} h ${n(w * 0.4)}" stroke="#d9b48a" stroke-width="6"/><path d="M ${n(gx - 16)} ${base} L ${n(gx - 10)} ${n(head + 10)} L ${n(gx + 14)} ${n(head + 10)} L ${n(gx + 20)} ${base} Z" fill="${fur}"/><circle cx="${n(gx)}" cy="${n(head + 56)}" r="7" fill="${spot}"/><circle cx="${n(gx + 6)}" cy="${n(head + 96)}" r="8" fill="${spot}"/><circle cx="${n(gx - 4)}" cy="${n(head + 130)}" r="6" fill="${spot}"/><path d="M ${n(gx - 6)} ${n(head - 22)} l -4 -20 M ${n(gx + 12)} ${n(head - 22)} l 4 -20" stroke="#b07a52" stroke-width="6" stroke-linecap="round"/><circle cx="${n(gx - 10)}" cy="${n(head - 44)}" r="6" fill="#b07a52"/><circle cx="${n(gx + 16)}" cy="${n(head - 44)}" r="6" fill="#b07a52"/><ellipse cx="${n(gx + 26)}" cy="${n(head - 14)}" rx="14" ry="7" fill="${darken(fur, 0.08)}" transform="rotate(-24 ${n(gx + 26)} ${n(head - 14)})"/><ellipse cx="${n(gx - 4)}" cy="${n(head)}" rx="34" ry="24" fill="${fur}"/><ellipse cx="${n(gx - 26)}" cy="${n(head + 8)}" rx="16" ry="13" fill="#f7dc9a"/><circle cx="${n(gx + 4)}" cy="${n(head - 6)}" r="4.5" fill="#3a2f45"/><circle cx="${n(gx - 32)}" cy="${n(head + 6)}" r="2.5" fill="#8a6a55"/><path d="M ${n(gx - 28)} ${n(head + 16)} q 8 5 16 0" stroke="#8a6a55" stroke-width="3" fill="none" stroke-linecap="round"/>`;
    }
    case 'farm': {
      // A red barn with a white cross on its door, and a fence.
      const bx = x + w * 0.52;
      const bw = w * 0.36;
      const bt = base - h * 0.34;
      return `${hills(0.66)}<rect x="${n(bx)}" y="${n(bt)}" width="${n(bw)}" height="${n(base - bt)}" fill="#d9645a"/><path d="M ${n(bx - 8)} ${n(bt + 2)} L ${n(bx + bw / 2)} ${n(bt - h * 0.18)} L ${n(bx + bw + 8)} ${n(bt + 2)} Z" fill="#a9443c"/><rect x="${n(bx + bw * 0.3)}" y="${n(bt + h * 0.12)}" width="${n(bw * 0.4)}" height="${n(base - bt - h * 0.12)}" fill="#fffaf2"/><path d="M ${n(bx + bw * 0.3)} ${n(bt + h * 0.12)} L ${n(bx + bw * 0.7)} ${base} M ${n(bx + bw * 0.7)} ${n(bt + h * 0.12)} L ${n(bx + bw * 0.3)} ${base}" stroke="#d9645a" stroke-width="4"/><path d="M ${x} ${n(base - h * 0.1)} h ${n(w * 0.5)} M ${x} ${n(base - h * 0.2)} h ${n(w * 0.5)}" stroke="#e0c29a" stroke-width="5"/>`;
    }
    case 'snow': {
      // White hills, a snowman and snowy pines.
      const sx = x + w * 0.7;
      return `${hills(0.62)}${pine(x + w * 0.16, base - h * 0.12, h * 0.46, '#6fa88a')}<path d="M ${n(x + w * 0.06)} ${n(base - h * 0.38)} q ${n(w * 0.1)} -10 ${n(w * 0.2)} 0" stroke="#ffffff" stroke-width="8" stroke-linecap="round"/><circle cx="${n(sx)}" cy="${n(base - h * 0.16)}" r="${n(h * 0.13)}" fill="#ffffff" stroke="#dbe6f0" stroke-width="3"/><circle cx="${n(sx)}" cy="${n(base - h * 0.36)}" r="${n(h * 0.09)}" fill="#ffffff" stroke="#dbe6f0" stroke-width="3"/><path d="M ${n(sx)} ${n(base - h * 0.36)} l 12 3 l -12 3 z" fill="#f39a4b"/><path d="M ${n(sx - 14)} ${n(base - h * 0.28)} q 14 6 28 0" stroke="#e8645a" stroke-width="6" fill="none" stroke-linecap="round"/>`;
    }
    case 'train': {
      // A little train on a line along the hills, a puff of steam over it.
      const ty = base - h * 0.2;
      return `${hills(0.6)}<path d="M ${x} ${n(ty + 4)} H ${x + w}" stroke="#8a6a55" stroke-width="4"/><rect x="${n(x + w * 0.18)}" y="${n(ty - 34)}" width="${n(w * 0.26)}" height="30" rx="6" fill="#e8645a"/><rect x="${n(x + w * 0.46)}" y="${n(ty - 34)}" width="${n(w * 0.24)}" height="30" rx="6" fill="#f7d154"/><rect x="${n(x + w * 0.72)}" y="${n(ty - 46)}" width="${n(w * 0.2)}" height="42" rx="8" fill="#6aa6e8"/><rect x="${n(x + w * 0.76)}" y="${n(ty - 62)}" width="12" height="18" fill="#3a2f45"/><circle cx="${n(x + w * 0.7)}" cy="${n(ty - 78)}" r="12" fill="#ffffff" opacity=".85"/><circle cx="${n(x + w * 0.62)}" cy="${n(ty - 88)}" r="9" fill="#ffffff" opacity=".7"/>${[0.24, 0.38, 0.52, 0.64, 0.78, 0.88].map((at) => `<circle cx="${n(x + w * at)}" cy="${n(ty)}" r="6" fill="#3a2f45"/>`).join('')}`;
    }
    case 'road': {
      // A road over the hills with a red car on it.
      const ry = base - h * 0.16;
      return `${hills(0.58)}<rect x="${x}" y="${n(ry - 10)}" width="${w}" height="26" fill="#b8bcc8"/><path d="M ${x} ${n(ry + 3)} H ${x + w}" stroke="#ffffff" stroke-width="3" stroke-dasharray="14 10"/><g transform="translate(${n(x + w * 0.62)} ${n(ry + 2)}) scale(.42)"><path d="M -66 -24 q 0 -24 24 -26 l 16 -24 h 56 l 20 24 q 34 2 36 26 v 8 h -152 z" fill="#e8645a"/><path d="M -20 -70 h 22 v 20 h -34 z M 10 -70 h 22 l 14 20 h -36 z" fill="#cfe6f7"/><circle cx="-36" cy="-14" r="14" fill="#3a2f45"/><circle cx="46" cy="-14" r="14" fill="#3a2f45"/></g>`;
    }
    default:
      return hills(0.64);
  }
}
