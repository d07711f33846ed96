import { useId } from 'react';
import type { LeagueSeasons } from '../use-club-seasons';

const SELECT_CLASS =
  'h-11 w-full rounded-xl border border-white/15 bg-ink-900 px-3 text-[0.9375rem] text-chalk focus-visible:outline-offset-2 sm:w-72';

/**
 * Which season's games to list: all of them, one league season (grouped by league, as the
 * league dashboard names them), or the games outside every league.
 */
export function SeasonFilter({
  groups,
  hiddenSeasonSlug,
  value,
  onChange,
}: {
  groups: readonly LeagueSeasons[];
  /** The club's season outside every league; the option is left out while unknown. */
  hiddenSeasonSlug: string | null;
  /** '' for every season. */
  value: string;
  onChange: (seasonSlug: string) => void;
}) {
  const id = useId();
  const known =
    value === '' ||
    value === hiddenSeasonSlug ||
    groups.some((group) => group.seasons.some((season) => season.slug === value));
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-mist">
        Season
      </label>
      <select
        id={id}
        className={`mt-2 ${SELECT_CLASS}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">All seasons</option>
        {groups
          .filter((group) => group.seasons.length > 0)
          .map(({ league, seasons }) => (
            <optgroup key={league.slug} label={league.name}>
              {seasons.map((season) => (
                <option key={season.slug} value={season.slug}>
                  {season.title}
                  {season.is_active ? ' (active)' : ''}
                </option>
              ))}
            </optgroup>
          ))}
        {hiddenSeasonSlug ? (
          <option value={hiddenSeasonSlug}>No league (one-off games)</option>
        ) : null}
        {/* A season from the address that is not (or not yet) among the choices stays shown. */}
        {known ? null : <option value={value}>{value}</option>}
      </select>
    </div>
  );
}
