import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from './link';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors duration-150 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  /** Gold while it can be pressed; grey when it cannot, so it never reads as waiting (issue 19). */
  primary:
    'bg-gold-400 text-ink-950 shadow-[0_10px_30px_-10px_rgb(230_189_85/0.55)] not-disabled:hover:bg-gold-300 not-disabled:active:bg-gold-500 disabled:bg-white/[0.08] disabled:text-mist disabled:shadow-none',
  secondary:
    'border border-white/15 bg-white/[0.04] text-chalk hover:border-white/30 hover:bg-white/[0.08]',
  ghost: 'text-mist hover:bg-white/[0.06] hover:text-chalk',
  /** For what cannot be undone (deleting an account). White on suit-red-deep is 5:1. */
  danger: 'bg-suit-red-deep text-white hover:bg-[#b02c35] active:bg-[#9a252d]',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-5 text-[0.9375rem]',
  lg: 'h-12 px-6 text-base sm:h-13 sm:px-7',
};

export function buttonClassName({
  variant = 'primary',
  size = 'md',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return [BASE, VARIANTS[variant], SIZES[size], className].filter(Boolean).join(' ');
}

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & StyleProps) {
  return (
    <button type={type} className={buttonClassName({ variant, size, className })} {...props} />
  );
}

export function ButtonLink({ variant, size, className, ...props }: LinkProps & StyleProps) {
  return <Link className={buttonClassName({ variant, size, className })} {...props} />;
}
