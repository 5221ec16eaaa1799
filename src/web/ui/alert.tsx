import type { ReactNode } from 'react';

const TONES = {
  error: 'border-berry-600/40 bg-berry-600/10 text-berry-700',
  info: 'border-night-600/30 bg-night-600/10 text-night-800',
  success: 'border-emerald-700/30 bg-emerald-600/10 text-emerald-900',
} as const;

/** A message inside a cream card; errors are announced as alerts, the rest politely. */
export function Alert({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-2xl border px-4 py-3 font-medium text-sm ${TONES[tone]}`}
    >
      {children}
    </div>
  );
}
