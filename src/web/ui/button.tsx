import type { ButtonHTMLAttributes } from 'react';

const VARIANTS = {
  primary: 'bg-moon-300 text-night-950 hover:bg-moon-200 disabled:bg-moon-300/50 shadow-lg shadow-moon-500/20',
  secondary: 'bg-night-800 text-cream-50 hover:bg-night-700 disabled:bg-night-800/60',
  outline: 'border-2 border-night-700 text-night-800 hover:bg-night-800/10 disabled:opacity-50',
  ghost: 'text-cream-100 hover:bg-cream-100/10 disabled:opacity-50',
  danger: 'bg-berry-700 text-white hover:bg-berry-600 disabled:bg-berry-700/50',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 font-semibold transition-colors disabled:cursor-not-allowed ${VARIANTS[variant]} ${extra}`;
}

export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
