import type { ColourId } from '../lexicon/looks.ts';

/** The colour words as soft picture-book paints (never neon). */
export const PAINT: Record<Exclude<ColourId, 'rainbow'>, string> = {
  red: '#e8645a',
  orange: '#f39a4b',
  yellow: '#f7d154',
  green: '#7cc576',
  teal: '#4fbfb3',
  blue: '#6aa6e8',
  purple: '#a77fd6',
  pink: '#f29cbd',
  white: '#f7f3ee',
  black: '#4a4458',
  grey: '#a9a8b4',
  brown: '#b07a52',
  gold: '#e9b949',
  silver: '#c9ced8',
};

export const RAINBOW = ['#f28b82', '#f7b267', '#f7d154', '#8fd18b', '#7fb8ef', '#b79be8'] as const;

export const INK = '#3a2f45';
export const CHEEK = '#ff9fb0';

export function paint(colour: ColourId | undefined, fallback: string): string {
  if (!colour) return fallback;
  if (colour === 'rainbow') return '#f6eefc';
  return PAINT[colour];
}
