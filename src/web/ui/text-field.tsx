import { type InputHTMLAttributes, useId } from 'react';

/** A labelled input with its error underneath, announced to screen readers. */
export function TextField({
  label,
  error,
  hint,
  className,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | undefined; hint?: string }) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-ink-700 text-sm">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1.5 w-full rounded-xl border-2 bg-white px-4 py-3 text-base text-ink-900 outline-none transition-colors focus:border-night-600 ${error ? 'border-berry-600' : 'border-ink-500/30'}`}
        {...input}
      />
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-ink-500 text-sm">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 font-medium text-berry-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
