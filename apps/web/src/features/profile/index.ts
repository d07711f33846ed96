/* The profile feature's public surface for other features: import it from here, not from its files. */

/** The Edit Profile panel, fetched the first time it opens (a chunk of its own). */
export const loadProfileEditorPanel = () => import('./components/profile-editor-panel');

/** The game-email switches (new games, reminders), for Manage Account. */
export { GameMailPreferences } from './components/game-mail-preferences';
