/*
 * The leagues and seasons' public surface for other features: import it from here, not from
 * their files. Their pages are mounted by app/ from routes/ (decision 0019).
 */
export { leagueQueryOptions, seasonQueryOptions } from './api/get-league';
export { leaguesQueryOptions } from './api/list-leagues';
export { hiddenSeasonQueryOptions, seasonsQueryOptions } from './api/list-seasons';
export { useActiveLeague, useActiveSeason } from './use-active-league';
