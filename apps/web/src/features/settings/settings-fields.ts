import type { SettingsField } from '@felt/contract';

/**
 * How each field of the cascade is entered: `money` in dollars (stored in cents), `count` as a
 * whole number, `number` with decimals allowed, `points-table` as numbers separated by commas,
 * the rest by their own controls.
 */
export type FieldKind =
  'money' | 'count' | 'number' | 'points-table' | 'payout' | 'points' | 'schedule';

export interface FieldMeta {
  label: string;
  kind: FieldKind;
  help: string;
  /** Shown after a count in the input ("chips"). */
  unit?: string;
}

export const FIELD_META: Record<SettingsField, FieldMeta> = {
  default_buy_in_cents: {
    label: 'Buy-in',
    kind: 'money',
    help: 'What each player pays to enter a game.',
  },
  bounty_cents: {
    label: 'Bounty',
    kind: 'money',
    help: 'Paid to whoever knocks a player out. $0.00 means no bounties.',
  },
  house_fee_cents: {
    label: 'House fee',
    kind: 'money',
    help: 'Kept by the house from each entry; it does not go into the prize pool.',
  },
  rebuys_allowed_until_level: {
    label: 'Rebuys allowed until level',
    kind: 'count',
    help: 'Players may rebuy up to the end of this level. 0 turns rebuys off.',
  },
  max_rebuys: {
    label: 'Most rebuys per player',
    kind: 'count',
    help: 'How many times one player may rebuy in a game.',
  },
  rebuy_price_cents: {
    label: 'Rebuy price',
    kind: 'money',
    help: 'What one rebuy costs.',
  },
  rebuy_chips: {
    label: 'Rebuy chips',
    kind: 'count',
    unit: 'chips',
    help: 'Chips a player gets for one rebuy.',
  },
  addon_price_cents: {
    label: 'Add-on price',
    kind: 'money',
    help: 'What the add-on costs. With price and chips at 0 there is no add-on.',
  },
  addon_chips: {
    label: 'Add-on chips',
    kind: 'count',
    unit: 'chips',
    help: 'Chips a player gets for the add-on.',
  },
  starting_stack: {
    label: 'Starting stack',
    kind: 'count',
    unit: 'chips',
    help: 'Chips every player starts with.',
  },
  seats_per_table: {
    label: 'Seats per table',
    kind: 'count',
    unit: 'seats',
    help: 'Used to draw seats and balance tables (2 to 12).',
  },
  payout_structure: {
    label: 'Payout structure',
    kind: 'payout',
    help: 'How the prize pool is split, by the number of entrants.',
  },
  rounding_unit_cents: {
    label: 'Round prizes to',
    kind: 'money',
    help: 'Every prize is a multiple of this amount; what is left over goes to first place.',
  },
  points_formula: {
    label: 'Points formula',
    kind: 'points',
    help: 'How a finish turns into season points.',
  },
  points_table: {
    label: 'Points by place',
    kind: 'points-table',
    help: 'For the fixed table: points for 1st, 2nd, 3rd and so on, separated by commas. Places past the list score 0.',
  },
  participation_points: {
    label: 'Points for playing',
    kind: 'number',
    unit: 'points',
    help: 'Every player gets these for taking part in a game, on top of the formula. 0 for none.',
  },
  knockout_points: {
    label: 'Points per knockout',
    kind: 'number',
    unit: 'points',
    help: 'Added for each player someone knocks out. 0 for none.',
  },
  best_results_count: {
    label: 'Best results that count',
    kind: 'count',
    unit: 'games',
    help: "Only each player's best games count toward the standings. 0 counts every game.",
  },
  default_blind_schedule_slug: {
    label: 'Blind schedule',
    kind: 'schedule',
    help: 'The schedule new games start with.',
  },
};

export interface SettingsSection {
  id: string;
  title: string;
  description: string;
  fields: readonly SettingsField[];
}

/** The form's groups, in the order a director thinks a game through. */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  {
    id: 'buy-in',
    title: 'Buy-in & fees',
    description: 'What a seat costs and where the money goes.',
    fields: ['default_buy_in_cents', 'bounty_cents', 'house_fee_cents'],
  },
  {
    id: 'rebuys',
    title: 'Rebuys',
    description: 'Whether busted players can buy back in, until when and how often.',
    fields: ['rebuys_allowed_until_level', 'max_rebuys', 'rebuy_price_cents', 'rebuy_chips'],
  },
  {
    id: 'add-on',
    title: 'Add-on',
    description: 'An optional top-up of chips, usually at the first break.',
    fields: ['addon_price_cents', 'addon_chips'],
  },
  {
    id: 'table',
    title: 'Table & chips',
    description: 'Stacks and seating.',
    fields: ['starting_stack', 'seats_per_table'],
  },
  {
    id: 'payouts',
    title: 'Payouts',
    description: 'Who gets paid and how much.',
    fields: ['payout_structure', 'rounding_unit_cents'],
  },
  {
    id: 'points',
    title: 'Points',
    description: 'How season standings are scored.',
    fields: [
      'points_formula',
      'points_table',
      'participation_points',
      'knockout_points',
      'best_results_count',
    ],
  },
  {
    id: 'blinds',
    title: 'Blind structure',
    description: 'The levels the clock runs.',
    fields: ['default_blind_schedule_slug'],
  },
];

/** Form order: also the order focus looks for the first invalid field. */
export const FORM_FIELDS: readonly SettingsField[] = SETTINGS_SECTIONS.flatMap(
  (section) => section.fields,
);

/** The id of a section's card, which the page's "On this page" links jump to. */
export function sectionAnchor(section: SettingsSection): string {
  return `settings-${section.id}`;
}
