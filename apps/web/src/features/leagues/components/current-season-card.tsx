import type { League, Season } from '@felt/contract';
import { CalendarPlus, CalendarRange, Settings2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { seasonPhase, type SeasonPhase } from '@felt/domain';
import { paths } from '../../../lib/paths';
import { formatSeasonDates, PHASE_LABELS, seasonProgress, seasonTimingText } from '../season-dates';
import { ActiveBadge, PhaseBadge } from './season-badges';
import { SeasonsLoadAlert } from './seasons-load-alert';

/** SPEC.md section 9: the season picker offers at most five. */
export const SEASON_PICKER_LIMIT = 5;

/**
 * The first five seasons in the server's order (running, then future, then past). A chosen
 * season further down the list takes the fifth place, so the picker always shows the choice.
 */
export function pickerSeasons(seasons: readonly Season[], chosen: Season | null): Season[] {
  const first = seasons.slice(0, SEASON_PICKER_LIMIT);
  if (!chosen || first.some((season) => season.slug === chosen.slug)) return first;
  return [...first.slice(0, SEASON_PICKER_LIMIT - 1), chosen];
}

const PHASE_EYEBROWS: Record<SeasonPhase, string> = {
  running: 'Current season',
  upcoming: 'Upcoming season',
  ended: 'Past season',
};

const SELECT_CLASS =
  'h-11 w-full rounded-xl border border-white/15 bg-ink-900 px-3 text-[0.9375rem] text-chalk focus-visible:outline-offset-2 sm:w-64';

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="relative isolate overflow-hidden rounded-2xl border border-gold-400/15 bg-felt-900 p-5 sm:p-6 lg:p-7">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_90%_-10%,var(--color-felt-600)_0%,transparent_60%)]"
      />
      {children}
    </div>
  );
}

interface SeasonsState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: readonly Season[] | undefined;
  refetch: () => unknown;
}

/**
 * The league's active season (SPEC.md section 4) with its dates and how far along it is, a
 * picker of up to five seasons, and the way to the seasons page for those who may open it.
 */
export function CurrentSeasonCard({
  league,
  seasons,
  season,
  today,
  onChoose,
  canManage,
  seasonsLink,
}: {
  league: League;
  seasons: SeasonsState;
  season: Season | null;
  today: string;
  onChoose: (seasonSlug: string) => void;
  canManage: boolean;
  /** 'Manage seasons' for owners and managers, 'All seasons' for Demo, none for members. */
  seasonsLink: string | null;
}) {
  const pickerId = useId();
  const headingId = useId();

  if (seasons.isPending) {
    return (
      <Shell>
        <div role="status" aria-label="Loading seasons" className="space-y-3">
          <div className="h-4 w-28 animate-pulse rounded bg-white/[0.08]" />
          <div className="h-8 w-56 animate-pulse rounded bg-white/[0.08]" />
          <div className="h-4 w-40 animate-pulse rounded bg-white/[0.06]" />
        </div>
      </Shell>
    );
  }

  if (seasons.isError) {
    return <SeasonsLoadAlert error={seasons.error} onRetry={() => void seasons.refetch()} />;
  }

  const all = seasons.data ?? [];
  if (!season || all.length === 0) {
    return (
      <Shell>
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-felt-800 ring-1 ring-felt-600">
              <CalendarPlus className="size-5 text-felt-200" aria-hidden="true" />
            </span>
            <div>
              <h2 className="text-lg font-semibold text-chalk">No seasons yet</h2>
              <p className="mt-1 max-w-xl text-sm leading-6 text-felt-200">
                A season gives {league.name} its dates and its own standings.{' '}
                {canManage
                  ? 'Create the first one to start counting points.'
                  : 'The club owner or a manager adds them.'}
              </p>
            </div>
          </div>
          {canManage ? (
            <ButtonLink to={paths.seasons()} className="self-start sm:self-center">
              <CalendarPlus className="size-4" aria-hidden="true" />
              Create a season
            </ButtonLink>
          ) : null}
        </div>
      </Shell>
    );
  }

  const phase = seasonPhase(season, today);
  const progress = phase === 'running' ? seasonProgress(season, today) : null;
  const options = pickerSeasons(all, season);
  const timing = seasonTimingText(season, today);

  return (
    <Shell>
      <section aria-labelledby={headingId}>
        <div className="flex flex-col gap-6 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold tracking-wide text-felt-200">
              {PHASE_EYEBROWS[phase]}
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
              <h2
                id={headingId}
                className="min-w-0 text-2xl font-semibold tracking-tight break-words text-chalk sm:text-3xl"
              >
                {season.title}
              </h2>
              <PhaseBadge season={season} today={today} />
              {season.is_active ? null : <ActiveBadge active={false} />}
            </div>
            <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-felt-200">
              <CalendarRange className="size-4" aria-hidden="true" />
              <span className="font-medium text-chalk tabular-nums">
                {formatSeasonDates(season)}
              </span>
              {timing ? (
                <>
                  <span aria-hidden="true">·</span>
                  <span>{timing}</span>
                </>
              ) : null}
            </p>
            {progress ? (
              <div className="mt-5 max-w-xl">
                <div
                  role="progressbar"
                  aria-label="Season progress"
                  aria-valuemin={1}
                  aria-valuemax={progress.length}
                  aria-valuenow={progress.day}
                  aria-valuetext={`Day ${progress.day} of ${progress.length}`}
                  className="h-2 overflow-hidden rounded-full bg-ink-950/50"
                >
                  <div
                    className="h-full rounded-full bg-gradient-to-r from-felt-400 to-gold-400"
                    style={{ width: `${(progress.day / progress.length) * 100}%` }}
                  />
                </div>
                <p className="mt-2 text-xs text-felt-200 tabular-nums">
                  Day {progress.day} of {progress.length}
                </p>
              </div>
            ) : null}
          </div>

          <div className="flex flex-col gap-3 sm:flex-row sm:items-end lg:flex-col lg:items-stretch">
            {all.length > 1 ? (
              <div>
                <label htmlFor={pickerId} className="block text-sm font-medium text-felt-200">
                  Season
                </label>
                <select
                  id={pickerId}
                  className={`mt-2 ${SELECT_CLASS}`}
                  value={season.slug}
                  onChange={(event) => onChoose(event.target.value)}
                >
                  {options.map((option) => (
                    <option key={option.slug} value={option.slug}>
                      {option.title} ({PHASE_LABELS[seasonPhase(option, today)]})
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            {seasonsLink ? (
              <ButtonLink to={paths.seasons()} variant="secondary" size="sm" className="self-start">
                <Settings2 className="size-4" aria-hidden="true" />
                {seasonsLink}
              </ButtonLink>
            ) : null}
          </div>
        </div>
      </section>
    </Shell>
  );
}
