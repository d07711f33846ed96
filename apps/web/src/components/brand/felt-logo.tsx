const EDGE_INSERT = 'M27 2.4a30 30 0 0 1 10 0L36 11a21 21 0 0 0-8 0z';
const SPADE =
  'M32 19.5s-10 8.4-10 14.6a5.1 5.1 0 0 0 8.6 3.7L29.3 44h5.4l-1.3-6.2A5.1 5.1 0 0 0 42 34.1c0-6.2-10-14.6-10-14.6z';

/** The Felt chip: a poker chip with a spade inlay. Same drawing as public/favicon.svg. */
export function FeltMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="#11714b" />
      <g fill="#f8e7b9">
        {[0, 60, 120, 180, 240, 300].map((angle) => (
          <path key={angle} d={EDGE_INSERT} transform={`rotate(${angle} 32 32)`} />
        ))}
      </g>
      <circle
        cx="32"
        cy="32"
        r="19"
        fill="#053524"
        stroke="#e6bd55"
        strokeWidth="1.5"
        strokeDasharray="2.5 2.5"
      />
      <path fill="#f2f0e8" d={SPADE} />
    </svg>
  );
}

/** Chip mark plus the "Felt" wordmark. */
export function FeltLogo({ className }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2.5 ${className ?? ''}`}>
      <FeltMark className="size-8 shrink-0 drop-shadow-[0_2px_6px_rgb(0_0_0/0.5)]" />
      <span className="text-xl font-semibold tracking-tight text-chalk">Felt</span>
    </span>
  );
}
