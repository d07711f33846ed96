import { useState } from 'react';

const SIZES = {
  sm: 'size-9 text-sm',
  md: 'size-12 text-base',
  lg: 'size-20 text-2xl',
} as const;

/**
 * The user's picture, or their initial on a felt disc. A picture that fails to load (a
 * deleted file, a dead link) falls back to the initial (SPEC.md section 8) instead of the
 * browser's broken-image icon; a new `src` gets a fresh try.
 */
export function UserAvatar({
  src,
  name,
  size = 'sm',
  className,
}: {
  src: string | null | undefined;
  /** First name, full name or email: its first letter is the fallback. */
  name: string;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const frame = `${SIZES[size]} shrink-0 rounded-full ring-2 ring-gold-400/30 ${className ?? ''}`;
  if (src && src !== brokenSrc) {
    return (
      <img
        src={src}
        alt=""
        className={`${frame} bg-felt-800 object-cover`}
        onError={() => setBrokenSrc(src)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="avatar-initial"
      className={`${frame} grid place-items-center bg-felt-700 font-semibold text-chalk`}
    >
      {(name.trim().charAt(0) || '?').toUpperCase()}
    </span>
  );
}
