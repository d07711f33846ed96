/** What the games screens say (the server's own messages are GAME_MESSAGES in the contract). */
export const GAME_UI_MESSAGES = {
  noClub: 'Select a club to see its games.',
  loadGamesFailed: 'Failed to load games.',
  loadGameFailed: 'Failed to load this game.',
  loadEntriesFailed: 'Failed to load who is in.',
  loadChoicesFailed: 'Failed to load the seasons and blind structures to choose from.',
  gameNotFound: 'Game not found',
  scheduleFailed: 'Failed to schedule the game.',
  saveFailed: 'Failed to save the game.',
  deleteFailed: 'Failed to delete the game.',
  cancelGameFailed: 'Failed to cancel the game.',
  rsvpFailed: 'Failed to register for this game.',
  leaveFailed: 'Failed to cancel your registration.',
  addFailed: 'Failed to add the player.',
  removeEntryFailed: 'Failed to cancel this entry.',
  demoReadOnly: 'Demo Mode: games are read-only.',
  scheduled: (title: string) => `${title} is on the calendar.`,
  saved: (title: string) => `Saved ${title}.`,
  deleted: (title: string) => `Deleted ${title}.`,
  cancelled: (title: string) => `${title} was cancelled.`,
  youAreIn: "You're in",
  waitlisted: (position: number) => `Waitlisted #${position}`,
  added: (name: string, waitlistPosition: number | null) =>
    waitlistPosition === null
      ? `${name} is registered.`
      : `${name} is on the waitlist, #${waitlistPosition}.`,
  entryCancelled: (name: string) => `${name} is out.`,
  moveFailed: 'Failed to move the player.',
  movedIn: (name: string) => `${name} is in.`,
  movedToWaitlist: (name: string, position: number | null) =>
    `${name} is on the waitlist${position === null ? '' : `, #${position}`}.`,
} as const;
