import { createHash } from 'node:crypto';

/** A repeatable random number source: the same seed draws the same picture. */
export function seededRandom(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
export const between = (random: Random, from: number, to: number) => from + random() * (to - from);

/** Numbers in SVG with at most one decimal: smaller files, faster parsing. */
export const n = (value: number) => (Math.round(value * 10) / 10).toString();

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const toHex = (rgb: number[]) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Mixes a colour towards another: `amount` 0 keeps `hex`, 1 gives `other`. */
export function mix(hex: string, other: string, amount: number): string {
  const a = channels(hex);
  const b = channels(other);
  return toHex(a.map((c, i) => c + ((b[i] ?? 0) - c) * amount));
}

export const lighten = (hex: string, amount: number) => mix(hex, '#ffffff', amount);
export const darken = (hex: string, amount: number) => mix(hex, '#2b2340', amount);

/** A soft rounded-volume fill: lighter where the light falls (top left), a touch darker at the rim. */
export function volume(id: string, hex: string): string {
  return `<radialGradient id="${id}" cx=".38" cy=".32" r=".8"><stop offset="0" stop-color="${lighten(hex, 0.28)}"/><stop offset=".62" stop-color="${hex}"/><stop offset="1" stop-color="${darken(hex, 0.12)}"/></radialGradient>`;
}

/** A vertical gradient. */
export function vertical(id: string, top: string, bottom: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

/** Collects gradient definitions while a picture is built, each once. */
export class Defs {
  private readonly items = new Map<string, string>();
  /** A volume gradient for `hex`, returned as a `url(#…)` fill. */
  volume(hex: string): string {
    const id = `v${hex.slice(1)}`;
    if (!this.items.has(id)) this.items.set(id, volume(id, hex));
    return `url(#${id})`;
  }
  vertical(top: string, bottom: string): string {
    const id = `l${top.slice(1)}${bottom.slice(1)}`;
    if (!this.items.has(id)) this.items.set(id, vertical(id, top, bottom));
    return `url(#${id})`;
  }
  raw(id: string, definition: string): string {
    if (!this.items.has(id)) this.items.set(id, definition);
    return `url(#${id})`;
  }
  toString(): string {
    return `<defs>${[...this.items.values()].join('')}</defs>`;
  }
}
