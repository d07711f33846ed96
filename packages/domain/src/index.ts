export {
  ANTE_TYPES,
  BLIND_PACES,
  DEFAULT_WIZARD_INPUT,
  WIZARD_LIMITS,
  blindStructureFit,
  blindStructureFitNotes,
  generateBlindStructure,
  validateWizardInput,
} from './blind-structure-wizard';
export type {
  AnteType,
  BlindPace,
  BlindStructureFit,
  BlindStructureWizardInput,
  GeneratedBlindLevel,
  WizardInputIssue,
} from './blind-structure-wizard';
export {
  BREAK_LEVEL_NUMBER,
  BREAK_MINUTES,
  asStoredBlindLevel,
  blindScheduleTotals,
  numberBlindLevels,
} from './blind-levels';
export type { BlindLevelPosition, BlindLevelValues, BlindScheduleTotals } from './blind-levels';
export {
  BLIND_CLOCK_STATUSES,
  addBlindClockMinute,
  applyBlindClockAction,
  createBlindClock,
  levelDurationMs,
  nextBlindLevel,
  parseBlindClock,
  pauseBlindClock,
  previousBlindLevel,
  readBlindClock,
  resetBlindClock,
  resumeBlindClock,
  serializeBlindClock,
  settleBlindClock,
  startBlindClock,
  toggleBlindClock,
} from './blind-clock';
export type {
  BlindClockAction,
  BlindClockLevel,
  BlindClockState,
  BlindClockStatus,
  BlindClockView,
} from './blind-clock';
export { calendarDate, seasonPhase, sortSeasons } from './season-calendar';
export { instantOfWallClock, knownTimeZone, wallClockInputs } from './wall-clock';
export type { DatedSeason, SeasonPhase } from './season-calendar';
export { CASCADE_DEFAULT_SOURCE, resolveSettings } from './settings-cascade';
export type {
  CascadeLayer,
  CascadeValue,
  ResolvedSetting,
  ResolvedSettings,
} from './settings-cascade';
export {
  ASSIGNABLE_ROLES,
  CLUB_ACTIONS,
  CLUB_ROLES,
  assignableRoles,
  can,
  claimRefusal,
  invitationRefusal,
  memberActions,
  removalRefusal,
  roleChangeRefusal,
  transferRefusal,
} from './club-permissions';
export type {
  AssignableRole,
  ClubAction,
  ClubRole,
  MemberActions,
  MemberRefusal,
  MemberTarget,
} from './club-permissions';
export { PAYOUT_PRESETS, PAYOUT_PRESET_RANGES, computePayouts, payoutPercentages } from './payouts';
export type {
  ComputePayoutsInput,
  PayoutPreset,
  PayoutRange,
  PayoutRangeInput,
  PayoutStructure,
} from './payouts';
export { ICM_MAX_PLAYERS, chipChop, icmEquity } from './deals';
export { POINTS_FORMULAS, gamePoints, roundPoints } from './points';
export type { GamePointsInput, PointsFormula } from './points';
export { compareIds, seasonStandings } from './standings';
export type { SeasonResult, StandingRow, StandingsId, StandingsOptions } from './standings';
export { MAX_SEATS_PER_TABLE, drawSeats } from './seat-draw';
export type { SeatingOptions, Table } from './seat-draw';
export { applySeatMoves, balanceTables } from './table-balancing';
export type { BalanceResult, SeatMove } from './table-balancing';
export {
  GAME_COMMAND_TYPES,
  GAME_ENTRY_STATES,
  GAME_SETTINGS_FIELDS,
  GAME_STATUSES_LIVE,
  emptyGameState,
  gameTotals,
  lateRegistrationUntil,
  levelInForce,
} from './game-state';
export type {
  GameCommand,
  GameCommandBase,
  GameCommandBody,
  GameCommandType,
  GameEntry,
  GameEntryState,
  GameLevel,
  GameLiveStatus,
  GameSettings,
  GameSetup,
  GameSetupEntry,
  GameState,
  GameTotals,
} from './game-state';
export {
  MAX_REMAINING_SECONDS,
  applyGameCommand,
  foldGameLog,
  previewGameBalance,
} from './game-commands';
export type { GameCommandResult } from './game-commands';
export {
  GAME_ENTRY_VIEW_STATUSES,
  describeGameCommand,
  gameSeatChanges,
  gameStateView,
  ordinal,
  undoableGameCommands,
} from './game-view';
export type {
  GameClockView,
  GameEntryView,
  GameEntryViewStatus,
  GameSeat,
  GameSeatChange,
  GameSeatChanges,
  GameStateView,
  UndoableGameCommand,
} from './game-view';
