/** The app's mark: a crescent moon with a star. Decorative; pair it with a visible title. */
export function MoonLogo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <path
        d="M40.5 8.5A24 24 0 1 0 55.5 44 19 19 0 0 1 40.5 8.5Z"
        fill="var(--color-moon-300)"
        stroke="var(--color-moon-500)"
        strokeWidth="1.5"
      />
      <path d="m47 14 1.6 3.4 3.4 1.6-3.4 1.6L47 24l-1.6-3.4L42 19l3.4-1.6Z" fill="var(--color-cream-50)" />
      <circle cx="24" cy="30" r="2" fill="var(--color-moon-500)" opacity=".55" />
      <circle cx="31" cy="44" r="3" fill="var(--color-moon-500)" opacity=".45" />
    </svg>
  );
}
