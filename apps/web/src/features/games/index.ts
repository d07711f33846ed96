/*
 * The games feature's public surface for other features: import it from here, not from its
 * files. Its pages are mounted by app/ from routes/ (decision 0019).
 */
export { gameQueryOptions } from './api/get-game';
// The checklist's Run your First Game step opens the club's game that awaits its results.
export { gamesQueryOptions } from './api/list-games';
export { MemberGames } from './components/member-games';
export { NextGames } from './components/next-games';
export { NextGameSpotlight } from './components/next-game-spotlight';
export { gameDayLabel } from './game-time';

/** The Schedule Game modal, fetched the first time it opens (a chunk of its own). */
export const loadScheduleGameModal = () => import('./components/schedule-game-modal');
// The game's own pages in other features (the payouts page) share its frame and tools.
export { CopyField } from './components/copy-field';
export { BackToGames, GamePageFrame, GameRoute, useGameClub } from './components/game-page-parts';
export { useQrCodeSvg } from './components/share-game-link';
// The game editor (the results feature) enters a game run elsewhere: a new game in a season,
// its start on the club's clock.
export { useCreateGame } from './api/create-game';
export { useDeleteGame } from './api/delete-game';
export { entriesQueryOptions } from './api/list-entries';
export { instantOfWallClock } from './game-time';
export { SelectField } from './components/select-field';
export { useClubTimeZone } from './use-viewer-time-zone';
