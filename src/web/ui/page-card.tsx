import type { ReactNode } from 'react';

/** A calm cream card on the night sky, for text-heavy pages and forms. */
export function PageCard({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={`mx-auto w-full max-w-2xl rounded-3xl bg-cream-50 p-6 text-ink-900 shadow-2xl shadow-black/30 sm:p-10 ${className ?? ''}`}
    >
      {children}
    </div>
  );
}
