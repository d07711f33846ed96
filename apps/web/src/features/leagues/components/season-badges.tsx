import type { Season } from '@felt/contract';
import { seasonPhase, type SeasonPhase } from '@felt/domain';
import { PHASE_LABELS } from '../season-dates';

const BADGE =
  'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold';

const PHASE_STYLES: Record<SeasonPhase, string> = {
  running: 'bg-felt-400/15 text-felt-300',
  upcoming: 'bg-gold-400/15 text-gold-300',
  ended: 'bg-white/[0.06] text-mist',
};

/** Running / Upcoming / Ended, from the season's dates and today. */
export function PhaseBadge({ season, today }: { season: Season; today: string }) {
  const phase = seasonPhase(season, today);
  return (
    <span className={`${BADGE} ${PHASE_STYLES[phase]}`}>
      {phase === 'running' ? (
        <span className="size-1.5 rounded-full bg-felt-300" aria-hidden="true" />
      ) : null}
      {PHASE_LABELS[phase]}
    </span>
  );
}

export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span
      className={`${BADGE} ${active ? 'border border-felt-400/40 text-felt-200' : 'border border-white/10 text-fog'}`}
    >
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}
