/*
 * The results feature's public surface for other features (decision 0019): the season's
 * standings query, and the top of the table for a dashboard card (the league dashboard's
 * Standings), and a recorded game's final table for the game page (and its query, for the
 * payouts of a game whose results were entered after it). Its pages are mounted by app/ from routes/.
 */
export { leaderboardQueryOptions, resultsKeys } from './api/leaderboard';
export { SeasonStandingsPreview } from './components/standings-preview';
export { GameResults } from './components/game-results';
export { gameResultsQueryOptions } from './api/game-results';
export { formatMoney, formatPoints, ordinal } from './results-format';
