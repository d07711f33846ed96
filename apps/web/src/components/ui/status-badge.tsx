import type { ReactNode } from 'react';

export type StatusTone = 'success' | 'info' | 'warning' | 'danger';

const STATUS_TONES: Record<StatusTone, string> = {
  success: 'bg-felt-800 text-felt-300 ring-felt-900/70',
  info: 'bg-gold-400/10 text-gold-300 ring-gold-400/[0.06]',
  warning: 'bg-gold-400/10 text-gold-300 ring-gold-400/[0.06]',
  danger: 'bg-suit-red-deep/20 text-suit-red ring-suit-red-deep/10',
};

/** The round badge heading a status card (account pages, the quick-join page). */
export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return (
    <span
      aria-hidden="true"
      className={`grid size-14 place-items-center rounded-full ring-8 [&_svg]:size-7 ${STATUS_TONES[tone]}`}
    >
      {children}
    </span>
  );
}
