/*
 * The game night feature's public surface (issue 13): the live data layer every game-night
 * screen reads (decision 0026). Its pages are mounted by app/ from routes/.
 */
export { useGameNight } from './live/use-game-night';
export type { GameNightLive, GameNightView, PendingGameCommand } from './live/use-game-night';
export { useServerNow } from './live/use-server-now';
export { OfflineBanner } from './live/offline-banner';
export { GameEndedNotice } from './live/game-ended-notice';
export { GameLogMismatchError } from './live/game-night-session';
export type { GameNightRefusal, LiveConnection } from './live/game-night-session';
export type { GameCommandInput } from './live/command-queue';
// The dashboard's card of a running night (issue 15): the clock, the blinds and the viewer's seat.
export { LiveGameSummary } from './play/live-game-summary';
