import { SuitIcon, SuitShape, type Suit } from '../../../components/brand/suit-icon';

const RED = '#c8343d';
const BLACK = '#14171a';

function Card({ x, y, rank, suit }: { x: number; y: number; rank: string; suit: Suit }) {
  const color = suit === 'heart' || suit === 'diamond' ? RED : BLACK;
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width="52" height="72" rx="6" fill="#000" opacity="0.35" transform="translate(1.5 3)" />
      <rect width="52" height="72" rx="6" fill="#f7f3e8" stroke="#d9d2bf" strokeWidth="0.8" />
      <text
        x="6"
        y="18"
        fill={color}
        fontSize="15"
        fontWeight="700"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
      >
        {rank}
      </text>
      <svg x="5" y="21" width="11" height="11" viewBox="0 0 24 24" fill={color}>
        <SuitShape suit={suit} />
      </svg>
      <svg x="15" y="31" width="30" height="30" viewBox="0 0 24 24" fill={color}>
        <SuitShape suit={suit} />
      </svg>
    </g>
  );
}

function CardBack({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width="52" height="72" rx="6" fill="#000" opacity="0.35" transform="translate(1.5 3)" />
      <rect width="52" height="72" rx="6" fill="#f7f3e8" />
      <rect x="4" y="4" width="44" height="64" rx="3.5" fill="url(#card-back)" />
      <rect
        x="4"
        y="4"
        width="44"
        height="64"
        rx="3.5"
        fill="none"
        stroke="#e6bd55"
        strokeWidth="0.8"
        opacity="0.6"
      />
    </g>
  );
}

const CHIP_COLORS = {
  gold: { face: '#e6bd55', side: '#9c7118' },
  red: { face: '#d8474f', side: '#8a1f27' },
  ink: { face: '#2a3a33', side: '#111a16' },
  cream: { face: '#efe6cc', side: '#a99c78' },
} as const;

type ChipColor = keyof typeof CHIP_COLORS;

function ChipStack({ x, y, colors }: { x: number; y: number; colors: ChipColor[] }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <ellipse cx="0" cy="4" rx="17" ry="6.5" fill="#000" opacity="0.3" />
      {colors.map((color, i) => {
        const { face, side } = CHIP_COLORS[color];
        const cy = -i * 5;
        return (
          <g key={i}>
            <path d={`M-15 ${cy} v4 a15 5.6 0 0 0 30 0 v-4z`} fill={side} />
            <path
              d={`M-15 ${cy + 2} a15 5.6 0 0 0 30 0`}
              fill="none"
              stroke="#fff"
              strokeOpacity="0.55"
              strokeWidth="1.6"
              strokeDasharray="3 4"
            />
            <ellipse cx="0" cy={cy} rx="15" ry="5.6" fill={face} />
            <ellipse
              cx="0"
              cy={cy}
              rx="9.5"
              ry="3.4"
              fill="none"
              stroke="#fff"
              strokeOpacity="0.5"
              strokeWidth="0.9"
              strokeDasharray="2 2"
            />
          </g>
        );
      })}
    </g>
  );
}

/** The poker table drawn in SVG: rail, felt, the board and a few chip stacks. */
function PokerTable() {
  return (
    <svg viewBox="0 0 600 380" className="h-auto w-full" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="felt-surface" cx="50%" cy="45%" r="65%">
          <stop offset="0%" stopColor="#1e9a67" />
          <stop offset="45%" stopColor="#11714b" />
          <stop offset="100%" stopColor="#06402b" />
        </radialGradient>
        <linearGradient id="rail" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#3a2a1f" />
          <stop offset="55%" stopColor="#1d140e" />
          <stop offset="100%" stopColor="#0d0906" />
        </linearGradient>
        <pattern
          id="card-back"
          width="6"
          height="6"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width="6" height="6" fill="#8c2128" />
          <rect width="3" height="6" fill="#a92c34" />
        </pattern>
        <filter id="table-shadow" x="-10%" y="-10%" width="120%" height="140%">
          <feDropShadow dx="0" dy="18" stdDeviation="16" floodColor="#000" floodOpacity="0.65" />
        </filter>
      </defs>

      <rect
        x="14"
        y="24"
        width="572"
        height="332"
        rx="166"
        fill="url(#rail)"
        filter="url(#table-shadow)"
      />
      <rect
        x="14"
        y="24"
        width="572"
        height="332"
        rx="166"
        fill="none"
        stroke="#5b4332"
        strokeOpacity="0.6"
        strokeWidth="1.5"
      />
      <rect x="38" y="48" width="524" height="284" rx="142" fill="url(#felt-surface)" />
      <rect
        x="38"
        y="48"
        width="524"
        height="284"
        rx="142"
        fill="none"
        stroke="#000"
        strokeOpacity="0.35"
        strokeWidth="6"
      />
      <rect
        x="88"
        y="92"
        width="424"
        height="196"
        rx="98"
        fill="none"
        stroke="#f2f0e8"
        strokeOpacity="0.16"
        strokeWidth="1.5"
      />

      <Card x={158} y={152} rank="A" suit="spade" />
      <Card x={216} y={152} rank="K" suit="heart" />
      <Card x={274} y={152} rank="Q" suit="spade" />
      <Card x={332} y={152} rank="J" suit="diamond" />
      <CardBack x={390} y={152} />

      <ChipStack x={284} y={276} colors={['ink', 'gold', 'gold', 'red', 'cream']} />
      <ChipStack x={320} y={280} colors={['red', 'red', 'gold']} />
      <ChipStack x={112} y={206} colors={['gold', 'ink', 'red', 'red']} />
      <ChipStack x={488} y={206} colors={['cream', 'gold', 'gold']} />
      <ChipStack x={196} y={112} colors={['red', 'cream']} />
      <ChipStack x={404} y={112} colors={['ink', 'gold', 'red']} />
    </svg>
  );
}

function ClockPanel() {
  return (
    <div className="rounded-2xl border border-white/10 bg-ink-900/90 p-4 shadow-[0_24px_60px_-20px_rgb(0_0_0/0.9)] backdrop-blur-md">
      <div className="flex items-center justify-between gap-4 text-[0.6875rem] font-semibold tracking-[0.14em] text-mist uppercase">
        <span>Level 7</span>
        <span className="flex items-center gap-1.5 text-felt-300">
          <span className="size-1.5 rounded-full bg-felt-300 motion-safe:animate-pulse" />
          Live
        </span>
      </div>
      <p className="mt-2 font-mono text-4xl font-semibold tracking-tight text-chalk tabular-nums">
        18:42
      </p>
      <div className="mt-3 h-1 overflow-hidden rounded-full bg-white/10">
        <div className="h-full w-[62%] rounded-full bg-gold-400" />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-xs">
        <dt className="text-fog">Blinds</dt>
        <dd className="text-right font-medium text-chalk tabular-nums">200 / 400</dd>
        <dt className="text-fog">Ante</dt>
        <dd className="text-right font-medium text-chalk tabular-nums">400</dd>
        <dt className="text-fog">Break in</dt>
        <dd className="text-right font-medium text-chalk tabular-nums">38:42</dd>
      </dl>
    </div>
  );
}

const PAYOUTS = [
  { place: '1st', name: 'Marco', amount: '$240', via: 'Venmo' },
  { place: '2nd', name: 'Dana', amount: '$144', via: 'PayPal' },
  { place: '3rd', name: 'Sam', amount: '$96', via: 'Venmo' },
];

function PayoutPanel() {
  return (
    <div className="rounded-2xl border border-white/10 bg-ink-900/90 p-4 shadow-[0_24px_60px_-20px_rgb(0_0_0/0.9)] backdrop-blur-md">
      <div className="flex flex-wrap items-center justify-between gap-x-3 text-[0.6875rem] font-semibold tracking-[0.14em] text-mist uppercase">
        <span>Payouts</span>
        <span className="text-gold-300">$480 pool</span>
      </div>
      <ul className="mt-3 space-y-2">
        {PAYOUTS.map((payout) => (
          <li key={payout.place} className="flex items-center gap-2 text-sm sm:gap-3">
            <span className="w-7 text-xs font-semibold text-fog">{payout.place}</span>
            <span className="flex-1 text-chalk">{payout.name}</span>
            <span className="font-semibold text-chalk tabular-nums">{payout.amount}</span>
            <span className="hidden rounded-full bg-felt-800 px-2 py-0.5 text-[0.6875rem] font-semibold text-felt-200 sm:inline">
              {payout.via}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function SeatToast() {
  return (
    <div className="flex items-center gap-3 rounded-full border border-white/10 bg-ink-900/90 py-2 pr-4 pl-2 shadow-[0_18px_40px_-16px_rgb(0_0_0/0.9)] backdrop-blur-md">
      <span className="grid size-7 place-items-center rounded-full bg-suit-red-deep text-white">
        <SuitIcon suit="heart" className="size-3.5" />
      </span>
      <span className="text-xs text-mist">
        <span className="font-semibold text-chalk">Dana</span> busts in 5th · rebuy open
      </span>
    </div>
  );
}

/**
 * The hero picture: a live table with the clock and payouts floating over it. Purely
 * decorative, so it is hidden from assistive technology; the copy beside it says the same.
 */
export function TableScene() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-xl select-none lg:max-w-none">
      <div className="absolute inset-x-0 inset-y-10 -z-10 rounded-full bg-felt-600/25 blur-3xl" />
      <div className="sm:px-2 sm:pt-20 sm:pb-24 motion-safe:animate-fade-up">
        <PokerTable />
      </div>
      <div className="mt-4 grid grid-cols-2 gap-3 sm:mt-0 sm:block">
        <div className="sm:absolute sm:top-0 sm:left-0 sm:w-48 motion-safe:sm:animate-float">
          <ClockPanel />
        </div>
        <div className="sm:absolute sm:right-0 sm:bottom-0 sm:w-64 motion-safe:sm:animate-float motion-safe:sm:[animation-delay:-3.5s]">
          <PayoutPanel />
        </div>
      </div>
      <div className="absolute top-8 right-0 hidden md:block motion-safe:animate-fade-up motion-safe:[animation-delay:0.4s]">
        <SeatToast />
      </div>
    </div>
  );
}
