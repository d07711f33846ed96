/*
 * The results feature's public surface for other features (decision 0019): the season's
 * standings query, for a dashboard or a profile that shows them. Its pages are mounted by app/
 * from routes/.
 */
export { leaderboardQueryOptions, resultsKeys } from './api/leaderboard';
