import { useId } from 'react';
import type { LeagueSeasons } from '../use-club-seasons';

const SELECT_CLASS =
  'h-11 w-full rounded-xl border border-white/15 bg-ink-900 px-3 text-[0.9375rem] text-chalk focus-visible:outline-offset-2 sm:w-72';

/** The select's value for a whole league (a season's value is its slug). */
const LEAGUE_VALUE = 'league:';

/**
 * Which games to list: all of them, a whole league or one of its seasons (grouped by league, as
 * the league dashboard names them), or the games outside every league.
 */
export function SeasonFilter({
  groups,
  hiddenSeasonSlug,
  season,
  league,
  onChange,
}: {
  groups: readonly LeagueSeasons[];
  /** The club's season outside every league; the option is left out while unknown. */
  hiddenSeasonSlug: string | null;
  /** The chosen season, or the chosen league; both null for every game. */
  season: string | null;
  league: string | null;
  onChange: (choice: { season: string | null; league: string | null }) => void;
}) {
  const id = useId();
  const value = season ?? (league ? `${LEAGUE_VALUE}${league}` : '');
  const known =
    value === '' ||
    value === hiddenSeasonSlug ||
    groups.some(
      (group) =>
        `${LEAGUE_VALUE}${group.league.slug}` === value ||
        group.seasons.some((choice) => choice.slug === value),
    );
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-mist">
        League or season
      </label>
      <select
        id={id}
        className={`mt-2 ${SELECT_CLASS}`}
        value={value}
        onChange={(event) => {
          const chosen = event.target.value;
          onChange(
            chosen.startsWith(LEAGUE_VALUE)
              ? { season: null, league: chosen.slice(LEAGUE_VALUE.length) }
              : { season: chosen || null, league: null },
          );
        }}
      >
        <option value="">All games</option>
        {groups
          .filter((group) => group.seasons.length > 0)
          .map(({ league: group, seasons }) => (
            <optgroup key={group.slug} label={group.name}>
              <option value={`${LEAGUE_VALUE}${group.slug}`}>All of {group.name}</option>
              {seasons.map((choice) => (
                <option key={choice.slug} value={choice.slug}>
                  {choice.title}
                  {choice.is_active ? ' (active)' : ''}
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
