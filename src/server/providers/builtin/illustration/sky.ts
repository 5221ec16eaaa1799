import type { TimeOfDay } from '../lexicon/concepts.ts';
import { type Defs, n, type Random } from './svg.ts';

export type Weather = 'clear' | 'clouds' | 'rain' | 'snow' | 'rainbow';

/** Sky colours and light for each time of day: morning peach, bright noon, golden afternoon, dusk, night blue. */
export const SKIES: Record<
  TimeOfDay,
  { top: string; bottom: string; light: string; tint: string; tintOpacity: number }
> = {
  morning: { top: '#ffc9a3', bottom: '#fff0d4', light: '#fff3b0', tint: '#ffc78a', tintOpacity: 0.08 },
  midday: { top: '#86c9f4', bottom: '#e2f4ff', light: '#fff1a0', tint: '#ffffff', tintOpacity: 0 },
  afternoon: { top: '#9ccff0', bottom: '#fde6c2', light: '#ffe08a', tint: '#ffcf7a', tintOpacity: 0.07 },
  evening: { top: '#9a7cc4', bottom: '#f8b98c', light: '#ffb27a', tint: '#ff9b6a', tintOpacity: 0.16 },
  night: { top: '#131848', bottom: '#35337a', light: '#fff2b8', tint: '#161b52', tintOpacity: 0.3 },
};

export function cloud(x: number, y: number, s: number, fill = '#ffffff', opacity = 0.92): string {
  return `<g fill="${fill}" opacity="${opacity}"><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s * 1.5)}" ry="${n(s * 0.62)}"/><circle cx="${n(x - s * 0.45)}" cy="${n(y - s * 0.35)}" r="${n(s * 0.55)}"/><circle cx="${n(x + s * 0.35)}" cy="${n(y - s * 0.5)}" r="${n(s * 0.72)}"/></g>`;
}

/** The sky inside a rectangle (a whole outdoor scene, or a window): light, clouds, stars, rain or snow. */
export function skyIn(
  box: { x: number; y: number; w: number; h: number },
  time: TimeOfDay,
  weather: Weather,
  random: Random,
  defs: Defs,
): string {
  const sky = SKIES[time];
  const grey = weather === 'rain';
  const top = grey ? (time === 'night' ? '#20244a' : '#9aa6b8') : sky.top;
  const bottom = grey ? (time === 'night' ? '#3a3c66' : '#d6dce6') : sky.bottom;
  const out = [
    `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" fill="${defs.vertical(top, bottom)}"/>`,
  ];
  const scale = Math.min(box.w, box.h * 1.8) / 1024;
  if (time === 'night') {
    for (let i = 0; i < Math.round(26 * (box.w / 1024) + 6); i += 1) {
      out.push(
        `<circle cx="${n(box.x + random() * box.w)}" cy="${n(box.y + random() * box.h * 0.8)}" r="${n(1 + random() * 2.2)}" fill="#fff7d6" opacity="${n(0.5 + random() * 0.5)}"/>`,
      );
    }
    const cx = box.x + box.w * (0.7 + random() * 0.15);
    const cy = box.y + box.h * 0.25;
    const r = Math.max(10, 48 * scale);
    out.push(
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.9)}" fill="#fff2b8" opacity=".12"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="#fff2b8"/><circle cx="${n(cx + r * 0.45)}" cy="${n(cy - r * 0.25)}" r="${n(r * 0.85)}" fill="${top}"/>`,
    );
  } else if (!grey) {
    const heights: Record<TimeOfDay, number> = { morning: 0.55, midday: 0.18, afternoon: 0.32, evening: 0.7, night: 0 };
    const cx = box.x + box.w * (time === 'morning' ? 0.18 + random() * 0.15 : 0.62 + random() * 0.25);
    const cy = box.y + box.h * heights[time];
    const r = Math.max(12, 46 * scale);
    out.push(
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 2.1)}" fill="${sky.light}" opacity=".22"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${sky.light}"/>`,
    );
  }
  if (weather === 'rainbow') {
    const colours = ['#f6a6a0', '#f9cf9a', '#f8eaa0', '#b8e3b0', '#a9cdf2', '#c9b4ec'];
    out.push(
      colours
        .map(
          (colour, i) =>
            `<path d="M ${n(box.x + box.w * 0.12 + i * 10 * scale)} ${n(box.y + box.h)} A ${n(box.w * 0.38 - i * 10 * scale)} ${n(box.h * 0.78 - i * 10 * scale)} 0 0 1 ${n(box.x + box.w * 0.88 - i * 10 * scale)} ${n(box.y + box.h)}" stroke="${colour}" stroke-width="${n(Math.max(3, 11 * scale))}" fill="none" opacity=".75"/>`,
        )
        .join(''),
    );
  }
  const clouds = weather === 'clear' ? 2 : weather === 'rainbow' ? 2 : 4;
  for (let i = 0; i < clouds; i += 1) {
    const cloudFill = grey ? '#eef0f5' : time === 'evening' ? '#ffe1d0' : time === 'night' ? '#4a4c86' : '#ffffff';
    out.push(
      cloud(
        box.x + box.w * ((i + 0.3 + random() * 0.5) / clouds),
        box.y + box.h * (0.12 + random() * 0.25),
        Math.max(8, (28 + random() * 22) * scale),
        cloudFill,
        time === 'night' ? 0.6 : 0.9,
      ),
    );
  }
  return out.join('');
}

/** Rain or snow falling over an area. */
export function falling(
  box: { x: number; y: number; w: number; h: number },
  kind: 'rain' | 'snow',
  random: Random,
  /** Where no drop falls: under an open umbrella (from its canopy down). */
  dry?: { from: number; to: number; below: number } | undefined,
): string {
  const count = Math.round((box.w * box.h) / (kind === 'rain' ? 5200 : 7000));
  const drops: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = box.x + random() * box.w;
    const y = box.y + random() * box.h;
    if (dry && x > dry.from && x < dry.to && y > dry.below) continue;
    drops.push(
      kind === 'rain' ? `M ${n(x)} ${n(y)} l -4 14` : `M ${n(x)} ${n(y)} m -3 0 a 3 3 0 1 0 6 0 a 3 3 0 1 0 -6 0`,
    );
  }
  return kind === 'rain'
    ? `<path d="${drops.join(' ')}" stroke="#eaf2ff" stroke-width="2.4" stroke-linecap="round" opacity=".8"/>`
    : `<path d="${drops.join(' ')}" fill="#ffffff" opacity=".9"/>`;
}
