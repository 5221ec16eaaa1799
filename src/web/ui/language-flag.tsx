import type { ReactNode } from 'react';
import { LANGUAGE_NAMES, type Language } from '../../shared/languages.ts';

/** A five-pointed star's outline, one point turned towards `angle` (radians, 0 = up). */
function star(cx: number, cy: number, radius: number, angle = 0): string {
  return Array.from({ length: 10 }, (_, index) => {
    const r = index % 2 === 0 ? radius : radius * 0.382;
    const a = angle + (index * Math.PI) / 5;
    return `${(cx + r * Math.sin(a)).toFixed(2)},${(cy - r * Math.cos(a)).toFixed(2)}`;
  }).join(' ');
}

/** China's four small stars each point at the large one. */
const towardsLargeStar = (x: number, y: number) => Math.atan2(10 - x, -(10 - y));

const bands = (colors: string[], direction: 'rows' | 'columns') =>
  colors.map((fill, index) => {
    const size = (direction === 'rows' ? 40 : 60) / colors.length;
    return direction === 'rows' ? (
      <rect key={fill} y={index * size} width="60" height={size} fill={fill} />
    ) : (
      <rect key={fill} x={index * size} width={size} height="40" fill={fill} />
    );
  });

/** Each flag drawn on a 60 x 40 field (3:2), simplified where the real one has fine detail. */
const FLAGS: Record<Language, ReactNode> = {
  en: (
    <>
      <rect width="60" height="40" fill="#012169" />
      <path d="M-6 -4 66 44M66 -4-6 44" stroke="#fff" strokeWidth="8" />
      <path d="M-6 -4 66 44M66 -4-6 44" stroke="#C8102E" strokeWidth="2.5" />
      <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
      <path d="M30 0v40M0 20h60" stroke="#C8102E" strokeWidth="7" />
    </>
  ),
  nl: bands(['#AE1C28', '#FFFFFF', '#21468B'], 'rows'),
  de: bands(['#000000', '#DD0000', '#FFCE00'], 'rows'),
  fr: bands(['#002654', '#FFFFFF', '#CE1126'], 'columns'),
  es: (
    <>
      <rect width="60" height="40" fill="#AA151B" />
      <rect y="10" width="60" height="20" fill="#F1BF00" />
    </>
  ),
  pt: (
    <>
      <rect width="60" height="40" fill="#DA291C" />
      <rect width="24" height="40" fill="#046A38" />
      <circle cx="24" cy="20" r="8" fill="none" stroke="#FFE000" strokeWidth="2.5" />
      <rect x="20.5" y="15.5" width="7" height="9" rx="1.5" fill="#fff" stroke="#DA291C" strokeWidth="1.5" />
    </>
  ),
  zh: (
    <>
      <rect width="60" height="40" fill="#DE2910" />
      <polygon points={star(10, 10, 6)} fill="#FFDE00" />
      {[
        [20, 4],
        [24, 8],
        [24, 14],
        [20, 18],
      ].map(([x = 0, y = 0]) => (
        <polygon key={`${x}-${y}`} points={star(x, y, 2, towardsLargeStar(x, y))} fill="#FFDE00" />
      ))}
    </>
  ),
};

/**
 * The flag of a story's language (spec §2: portfolio cards), drawn rather than written as an emoji: Windows shows
 * flag emoji as two letters, and a device without an emoji font as empty boxes.
 */
export function LanguageFlag({ language, className }: { language: Language; className?: string }) {
  return (
    <svg
      viewBox="0 0 60 40"
      role="img"
      aria-label={LANGUAGE_NAMES[language]}
      data-language={language}
      className={`rounded-[3px] shadow-[0_0_0_1px_rgba(0,0,0,0.12)] ${className ?? ''}`}
    >
      {FLAGS[language]}
    </svg>
  );
}
