import { SuitIcon } from '../../../components/brand/suit-icon';

/**
 * The poker table (rail, felt, the board and a few chip stacks) is a static SVG file, so the
 * landing page's JavaScript does not carry the drawing. It is decorative like the rest of the
 * scene, hence the empty alt text.
 */
function PokerTable() {
  return (
    <img
      src="/images/poker-table.svg"
      alt=""
      width={600}
      height={380}
      decoding="async"
      fetchPriority="high"
      draggable={false}
      className="h-auto w-full"
    />
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
