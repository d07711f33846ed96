import type { AssignableRole, ClubRole } from '@felt/domain';
import type { EntryStatus, GameStatus } from '@felt/contract';
import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Table types for Kysely. Timestamps are UTC ISO-8601 text (`new Date().toISOString()`), which
 * sorts correctly as text and reads the same on SQLite and PostgreSQL.
 */
export interface Database {
  contact_message: ContactMessageTable;
  mail_outbox: MailOutboxTable;
  rate_limit_counter: RateLimitCounterTable;
  user: UserTable;
  club: ClubTable;
  club_member: ClubMemberTable;
  club_member_count: ClubMemberCountTable;
  club_roster: ClubRosterTable;
  club_blind_schedules: ClubBlindSchedulesTable;
  session: SessionTable;
  email_change_request: EmailChangeRequestTable;
  event: EventTable;
  blind_schedule: BlindScheduleTable;
  blind_level: BlindLevelTable;
  league: LeagueTable;
  season: SeasonTable;
  invite: InviteTable;
  scope_setting: ScopeSettingTable;
  game: GameTable;
  game_entry: GameEntryTable;
  calendar_feed: CalendarFeedTable;
  game_command: GameCommandTable;
  game_result: GameResultTable;
  season_standing: SeasonStandingTable;
  game_payout: GamePayoutTable;
  game_payout_paid: GamePayoutPaidTable;
  onboarding_state: OnboardingStateTable;
  onboarding_step: OnboardingStepTable;
  club_subscription: ClubSubscriptionTable;
  billing_event: BillingEventTable;
}

export interface ContactMessageTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
}
export type ContactMessageRow = Selectable<ContactMessageTable>;
export type NewContactMessage = Insertable<ContactMessageTable>;

export interface MailOutboxTable {
  id: Generated<number>;
  to: string;
  from: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string;
  created_at: string;
  /** Set when SMTP accepted the mail; stays null without SMTP_URL. */
  sent_at: string | null;
  /** The last SMTP failure, kept so the mail is not lost. */
  error: string | null;
  /** Delivery attempts so far; the outbox worker gives up at MAX_DELIVERY_ATTEMPTS. */
  attempts: Generated<number>;
  /** When the worker may try (again); null once sent. Also a lease against double sending. */
  next_attempt_at: string | null;
}
export type MailOutboxRow = Selectable<MailOutboxTable>;
export type NewMailOutbox = Insertable<MailOutboxTable>;

/** One fixed window per key; the row is reset when a hit arrives after `expires_at`. */
export interface RateLimitCounterTable {
  key: string;
  count: number;
  window_start: string;
  expires_at: string;
}

export interface UserTable {
  id: Generated<number>;
  slug: string;
  /** Stored lowercased; unique. */
  email: string;
  /** argon2id PHC string. */
  password_hash: string;
  first_name: string;
  last_name: string;
  timezone: Generated<string>;
  venmo_handle: string | null;
  paypal_handle: string | null;
  avatar_path: string | null;
  /** 1: mail this user when a club schedules a game (the default); 0: not. */
  game_invitation_mails: Generated<number>;
  /** 1: mail this user the day before a game they entered (the default); 0: not. */
  game_reminder_mails: Generated<number>;
  email_verified_at: string | null;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
}
export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;

export interface ClubTable {
  id: Generated<number>;
  slug: string;
  name: string;
  /** The subscription plan (`free` or `pro`); only read when BILLING_ENABLED is true. */
  plan: Generated<string>;
  /** The IANA zone the club's games are entered and shown in (decision 0029). */
  timezone: Generated<string>;
  created_at: string;
  updated_at: string;
}
export type ClubRow = Selectable<ClubTable>;

/** The stored roles and what each may do live in @felt/domain (`demo`: the demo club's visitor). */
export type { ClubRole };

export interface ClubMemberTable {
  id: Generated<number>;
  club_id: number;
  /** Null for a guest player who has no account. */
  user_id: number | null;
  role: ClubRole;
  display_name: string | null;
  /** How paths name the member; unique per club, kept when the name changes. */
  slug: string;
  /**
   * The name the member goes by, as the members list sorts and searches it (`memberSortKey`):
   * kept by every write of a membership or of its user's name (decision 0031).
   */
  sort_name: string;
  created_at: string;
}
export type ClubMemberRow = Selectable<ClubMemberTable>;

/**
 * How many memberships a club has in each role, written only by the database's triggers on
 * `club_member` (migration 0022, decision 0031): never insert or update it from code.
 */
export interface ClubMemberCountTable {
  club_id: number;
  role: ClubRole;
  members: number;
}

/**
 * A number per club that moves whenever a membership or a member's name, avatar or address
 * changes, written only by the database's triggers (migrations 0023 and 0024, decisions 0046
 * and 0049).
 */
export interface ClubRosterTable {
  club_id: number;
  version: number;
}

/**
 * A number per club that moves on every change to its blind schedules or their levels, written
 * only by the database's triggers (migration 0024, decision 0049).
 */
export interface ClubBlindSchedulesTable {
  club_id: number;
  version: number;
}

export interface SessionTable {
  /** sha256 hex of the `sessionid` cookie token. */
  id: string;
  /** The id the sessions list shows; not derived from the cookie. */
  public_id: string;
  user_id: number;
  /** Per-session key the CSRF token is bound to; replaced on login and password change. */
  csrf_secret: string;
  user_agent: string | null;
  ip: string | null;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}
export type SessionRow = Selectable<SessionTable>;
export type NewSession = Insertable<SessionTable>;

export interface EmailChangeRequestTable {
  id: Generated<number>;
  /** sha256 hex of the token mailed to the new address. */
  token_hash: string;
  user_id: number;
  new_email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}
export type EmailChangeRequestRow = Selectable<EmailChangeRequestTable>;

/** Something that happened, e.g. `club.updated`; onboarding steps complete on these. */
export interface EventTable {
  id: Generated<number>;
  club_id: number | null;
  user_id: number | null;
  type: string;
  /** JSON text. */
  data: string;
  created_at: string;
}
export type EventRow = Selectable<EventTable>;

/** A club's blind schedule (SPEC.md section 3); exactly one per club has `is_default` 1. */
export interface BlindScheduleTable {
  id: Generated<number>;
  club_id: number;
  /** Unique per club; kept when the title changes. */
  slug: string;
  title: string;
  /** The title folded (trimmed, lowercased): unique per club. */
  title_key: string;
  /** 0 or 1. */
  is_default: number;
  warning_seconds: number;
  alert_seconds: number;
  beep_seconds: number;
  created_at: string;
  updated_at: string;
}
export type BlindScheduleRow = Selectable<BlindScheduleTable>;

/** One level of a schedule, in `sort_order` (1..n); breaks have `level_number` -1. */
export interface BlindLevelTable {
  id: Generated<number>;
  schedule_id: number;
  /** Random, unique per schedule; how the API names a level. */
  slug: string;
  time_minutes: number;
  small_blind: number;
  big_blind: number;
  ante_value: number;
  /** 0 or 1. */
  is_break: number;
  level_number: number;
  sort_order: number;
}
export type BlindLevelRow = Selectable<BlindLevelTable>;

/** A club's league; the slug is unique across all clubs. */
export interface LeagueTable {
  id: Generated<number>;
  club_id: number;
  slug: string;
  name: string;
  created_at: string;
  updated_at: string;
}
export type LeagueRow = Selectable<LeagueTable>;

/**
 * A season of a league, or (`is_hidden` 1, `league_id` null) the club's one hidden season for
 * games outside any league. Dates are `YYYY-MM-DD`.
 */
export interface SeasonTable {
  id: Generated<number>;
  club_id: number;
  league_id: number | null;
  slug: string;
  title: string;
  /** 0 or 1. */
  is_active: number;
  /** 0 or 1. */
  is_hidden: number;
  begin_date: string;
  end_date: string;
  created_at: string;
  updated_at: string;
}
export type SeasonRow = Selectable<SeasonTable>;

/** An invitation to join a club; the link carries the token, the table only its hash. */
export interface InviteTable {
  id: Generated<number>;
  club_id: number;
  /** Lowercased. */
  email: string;
  role: AssignableRole;
  token_hash: string;
  invited_by_user_id: number | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  accepted_by_user_id: number | null;
}
export type InviteRow = Selectable<InviteTable>;

/**
 * The settings one club, league or season overrides (DESIGN.md section 4's cascade). Exactly one
 * of the scope columns is set, each a foreign key that deletes the row with its scope, and each
 * unique: a scope has at most one row (decision 0012).
 */
export interface ScopeSettingTable {
  id: Generated<number>;
  club_id: number | null;
  league_id: number | null;
  season_id: number | null;
  game_id: number | null;
  /** JSON object of the fields this scope sets; a missing field inherits. */
  data: string;
  updated_at: string;
}

/** A game night of a club, in one of its seasons (DESIGN.md section 4; issue 12). */
export interface GameTable {
  id: Generated<number>;
  club_id: number;
  season_id: number;
  slug: string;
  title: string;
  /** ISO instant, UTC. */
  starts_at: string;
  location: string;
  notes: string;
  /** Null: no limit. */
  max_players: number | null;
  /** Null: the settings cascade's default schedule. */
  blind_schedule_id: number | null;
  status: GameStatus;
  join_code: string;
  /** 0 or 1. */
  join_enabled: number;
  created_by_user_id: number | null;
  created_at: string;
  updated_at: string;
  /** When the results were first recorded (decision 0028); null before. */
  recorded_at: Generated<string | null>;
}
export type GameRow = Selectable<GameTable>;

/** One player in one game. */
export interface GameEntryTable {
  id: Generated<number>;
  game_id: number;
  member_id: number | null;
  name: string;
  email: string | null;
  status: EntryStatus;
  /** 0 or 1. */
  joined_by_link: number;
  cancel_token_hash: string | null;
  /** The start time the player was reminded of (null: not yet); set once per start time. */
  reminded_for: Generated<string | null>;
  created_at: string;
  updated_at: string;
  // The result of a recorded game (decision 0028); null / 0 before.
  place: Generated<number | null>;
  rebuys: Generated<number>;
  addons: Generated<number>;
  knockouts: Generated<number>;
  prize_cents: Generated<number | null>;
  /** Points x 100 on the entry whose finish counts for the player; null on the others. */
  points_hundredths: Generated<number | null>;
  /** The live night's entry id (`String(id)` or a command's UUID); null for hand-entered results. */
  night_entry_id: Generated<string | null>;
  /** The entry this re-entry was bought from. */
  reentry_of_entry_id: Generated<number | null>;
}
export type GameEntryRow = Selectable<GameEntryTable>;
/** The result columns, which only recording writes (decision 0028). */
export type GameEntryResultColumn =
  | 'place'
  | 'rebuys'
  | 'addons'
  | 'knockouts'
  | 'prize_cents'
  | 'points_hundredths'
  | 'night_entry_id'
  | 'reentry_of_entry_id';

/** A member's private calendar feed address (decision 0021). */
export interface CalendarFeedTable {
  id: Generated<number>;
  member_id: number;
  /** Random; the address's token is an HMAC of it under SECRET_KEY. */
  secret: string;
  /** sha256 hex of the token, for the feed's lookup. */
  token_hash: string;
  created_at: string;
}

/** One command of a game's live log (issue 13, decision 0024). */
export interface GameCommandTable {
  id: Generated<number>;
  game_id: number;
  /** 1, 2, 3, ... per game, without gaps. */
  version: number;
  /** The client's id (a UUID), unique per game. */
  command_id: string;
  type: string;
  /** The whole command as the domain folds it, JSON. */
  body: string;
  /** Epoch ms; bigint, which PostgreSQL answers as a string. */
  at: number | string;
  seed: number | string | null;
  created_by_user_id: number | null;
  created_at: string;
}
export type GameCommandRow = Selectable<GameCommandTable>;

/** One member's result in one recorded game: what the standings are computed from. */
export interface GameResultTable {
  id: Generated<number>;
  game_id: number;
  season_id: number;
  member_id: number;
  /** The member's best finish (a re-entered player played more than one entry). */
  place: number;
  entrants: number;
  points_hundredths: number;
  prize_cents: number;
  knockouts: number;
  /** Buy-ins, rebuys and add-ons. */
  spent_cents: number;
}
export type GameResultRow = Selectable<GameResultTable>;

/** The stored season table (decision 0028): rewritten when a game is recorded or corrected. */
export interface SeasonStandingTable {
  id: Generated<number>;
  season_id: number;
  member_id: number;
  rank: number;
  points_hundredths: number;
  games: number;
  wins: number;
  cashes: number;
  best_finish: number;
  winnings_cents: number;
  spent_cents: number;
  knockouts: number;
  /** JSON `[{game_id, place, points}]`: the games that count under best-N, best first. */
  counted: string;
  updated_at: string;
}
export type SeasonStandingRow = Selectable<SeasonStandingTable>;

/** A game's own payout percentages and its accepted deal (issue 14, decision 0027). */
export interface GamePayoutTable {
  id: Generated<number>;
  game_id: number;
  /** JSON number[]; null: the settings cascade's structure. */
  percentages: string | null;
  /** JSON of the accepted deal; null: none. */
  deal: string | null;
  updated_by_user_id: number | null;
  updated_at: string;
}

/** A player of the night marked paid, by the live entry id (decision 0027). */
export interface GamePayoutPaidTable {
  id: Generated<number>;
  game_id: number;
  entry_id: string;
  paid_by_user_id: number | null;
  paid_at: string;
}

/** A club's subscription at the payment provider, as its webhooks last told it (decision 0038). */
export interface ClubSubscriptionTable {
  club_id: number;
  provider: string;
  customer_id: string | null;
  subscription_id: string | null;
  /** The provider's status: active, trialing, past_due, canceled, ... */
  status: string;
  current_period_end: string | null;
  /** 0 or 1. */
  cancel_at_period_end: Generated<number>;
  /** When the provider made the event applied last (ISO instant). */
  event_created_at: string;
  updated_at: string;
}
export type ClubSubscriptionRow = Selectable<ClubSubscriptionTable>;

/** A payment provider's event, applied once (its id). */
export interface BillingEventTable {
  id: string;
  provider: string;
  type: string;
  club_id: number | null;
  received_at: string;
}

/** A club owner's onboarding (SPEC.md sections 3 and 4); created on first use. */
export interface OnboardingStateTable {
  user_id: number;
  welcome_seen_at: string | null;
  /** 0 or 1. */
  checklist_collapsed: number;
  activation_at: string | null;
  /** The halves of "Personalize Club & Profile" until both have happened (cleared by reset). */
  club_updated_at: string | null;
  avatar_updated_at: string | null;
  updated_at: string;
}
export type OnboardingStateRow = Selectable<OnboardingStateTable>;

/** A completed onboarding step; a step without a row is pending. */
export interface OnboardingStepTable {
  user_id: number;
  step_key: string;
  completed_at: string;
}
