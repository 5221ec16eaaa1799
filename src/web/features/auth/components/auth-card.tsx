import type { ReactNode } from 'react';
import { MoonLogo } from '../../../ui/moon-logo.tsx';

/** The calm card every sign-in screen sits in. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <div className="flex flex-1 items-start justify-center px-4 pt-4 pb-16 sm:items-center sm:pt-0">
      <div className="w-full max-w-md rounded-3xl bg-cream-50 p-6 text-ink-900 shadow-2xl shadow-black/30 sm:p-8">
        <div className="mb-6 flex flex-col items-center text-center">
          <MoonLogo className="size-14" />
          <h1 className="mt-3 font-bold text-2xl text-night-900">{title}</h1>
          {subtitle && <p className="mt-1 text-ink-700">{subtitle}</p>}
        </div>
        {children}
      </div>
    </div>
  );
}
