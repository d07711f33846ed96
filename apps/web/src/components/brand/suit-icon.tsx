import type { ReactNode } from 'react';

export type Suit = 'spade' | 'heart' | 'diamond' | 'club';

const SHAPES: Record<Suit, ReactNode> = {
  spade: (
    <path d="M12 2.5S4 9.2 4 14.1a4.1 4.1 0 0 0 6.9 3L9.8 21.5h4.4l-1.1-4.4a4.1 4.1 0 0 0 6.9-3c0-4.9-8-11.6-8-11.6z" />
  ),
  heart: (
    <path d="M12 21s-8.5-5.4-8.5-11.2A4.6 4.6 0 0 1 12 7.1a4.6 4.6 0 0 1 8.5 2.7C20.5 15.6 12 21 12 21z" />
  ),
  diamond: <path d="M12 2.5 19 12l-7 9.5L5 12z" />,
  club: (
    <>
      <circle cx="12" cy="7.2" r="4.3" />
      <circle cx="7" cy="13.6" r="4.3" />
      <circle cx="17" cy="13.6" r="4.3" />
      <circle cx="12" cy="12" r="2.6" />
      <path d="M10.7 13h2.6l1.4 8.5H9.3z" />
    </>
  ),
};

/** A card suit drawn in SVG, so it never falls back to an emoji glyph. */
export function SuitIcon({ suit, className }: { suit: Suit; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      {SHAPES[suit]}
    </svg>
  );
}
