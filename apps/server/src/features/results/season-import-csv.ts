import {
  GAME_LIMITS,
  SEASON_IMPORT_COLUMN_ALIASES,
  SEASON_IMPORT_COLUMNS,
  SEASON_IMPORT_MAX_ROWS,
  SEASON_IMPORT_MESSAGES,
  type SeasonImportColumn,
  type SeasonImportError,
} from '@felt/contract';
import { CsvError, parse } from 'csv-parse/sync';

const M = SEASON_IMPORT_MESSAGES;

/** One data row as read and checked, before its player is looked up. */
export interface ImportRow {
  /** The file's line the row starts on (1 is the header). */
  line: number;
  /** `YYYY-MM-DD`. */
  date: string;
  game: string;
  /** The player's name as written; '' when only an email is given. */
  name: string;
  /** Lower-cased; null when none is given. */
  email: string | null;
  place: number;
  rebuys: number;
  addons: number;
  knockouts: number;
  prizeCents: number;
}

export interface ReadCsv {
  rows: ImportRow[];
  /** Data rows in the file, good and bad. */
  rowCount: number;
  errors: SeasonImportError[];
}

/** The checks' limits: a count no night reaches, a prize no club pays. */
const MAX_COUNT = 1_000_000;
const MAX_PRIZE_CENTS = 1_000_000_000;

// eslint-disable-next-line no-control-regex -- control characters are exactly what it finds
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `Add-ons`, `add ons` and `ADDONS` name the same column. */
const headingKey = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9]/g, '');

function columnOf(heading: string): SeasonImportColumn | undefined {
  const key = headingKey(heading);
  return (SEASON_IMPORT_COLUMNS as readonly string[]).includes(key)
    ? (key as SeasonImportColumn)
    : SEASON_IMPORT_COLUMN_ALIASES[key];
}

/**
 * The delimiter of the header line: a comma, unless the header has none and has semicolons (a
 * spreadsheet set to a European locale) or tabs.
 */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n'));
  if (header.includes(',')) return ',';
  if (header.includes(';')) return ';';
  if (header.includes('\t')) return '\t';
  return ',';
}

const isRealDate = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
};

const pad = (value: number) => String(value).padStart(2, '0');

/** `2025-01-10` or `1/10/2025` as `YYYY-MM-DD`; null when it is no calendar date. */
export function importDate(value: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : us
      ? [Number(us[3]), Number(us[1]), Number(us[2])]
      : [0, 0, 0];
  if (year < 1900 || !isRealDate(year, month, day)) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** `150`, `150.5`, `$1,250.00` as cents; null when it is no amount (negative amounts too). */
export function importCents(value: string): number | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  const dollars = Number((match[1] as string).replace(/,/g, ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return dollars * 100 + cents;
}

/** Reads the file's text into checked rows; every problem is named with its line. */
export function readSeasonCsv(input: string): ReadCsv {
  const errors: SeasonImportError[] = [];
  const fail = (message: string): ReadCsv => ({
    rows: [],
    rowCount: 0,
    errors: [{ line: null, message }],
  });
  // One line ending, so line numbers count as a text editor does.
  const text = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (text.trim() === '') return fail(M.empty);

  let records: { record: string[]; info: { lines: number }; raw: string }[];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      info: true,
      raw: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? null;
      const reason = error.message.replace(/^[^:]*: /, '').replace(/\.$/, '');
      return { rows: [], rowCount: 0, errors: [{ line, message: M.unreadable(reason) }] };
    }
    throw error;
  }
  const [header, ...data] = records;
  if (!header) return fail(M.empty);

  const columns: (SeasonImportColumn | undefined)[] = header.record.map(columnOf);
  const unknown = header.record.filter((heading, index) => heading !== '' && !columns[index]);
  if (unknown.length > 0) errors.push({ line: 1, message: M.unknownColumns(unknown) });
  const seen = new Set<SeasonImportColumn>();
  for (const column of columns) {
    if (column && seen.has(column)) errors.push({ line: 1, message: M.duplicateColumn(column) });
    if (column) seen.add(column);
  }
  const required: SeasonImportColumn[] = ['date', 'game', 'place'];
  const missing = required.filter((column) => !seen.has(column));
  if (!seen.has('player') && !seen.has('email')) missing.splice(2, 0, 'player');
  if (missing.length > 0) errors.push({ line: 1, message: M.missingColumns(missing) });
  if (errors.length > 0) return { rows: [], rowCount: data.length, errors };
  if (data.length === 0) return fail(M.noRows);
  if (data.length > SEASON_IMPORT_MAX_ROWS) {
    return fail(M.tooManyRows(data.length, SEASON_IMPORT_MAX_ROWS));
  }

  const rows: ImportRow[] = [];
  for (const { record, info, raw } of data) {
    // A quoted cell may hold line breaks: the row starts as many lines before its last one.
    // (The raw text also holds the blank lines skipped before the row.)
    const breaks = raw.replace(/^\n+/, '').replace(/\n$/, '').split('\n').length - 1;
    const line = info.lines - breaks;
    const problems: string[] = [];
    const cells = new Map<SeasonImportColumn, string>();
    record.forEach((value, index) => {
      const column = columns[index];
      if (column) cells.set(column, value);
      else if (value !== '') problems.push(M.tooManyCells(record.length, header.record.length));
    });
    const cell = (column: SeasonImportColumn) => cells.get(column) ?? '';
    const text = (column: SeasonImportColumn, max: number) => {
      const value = cell(column).replace(/\s+/g, ' ');
      if (CONTROL_CHARACTERS.test(value)) problems.push(M.controlCharacters(column));
      else if (value.length > max) problems.push(M.tooLong(column, max));
      return value;
    };
    const count = (column: SeasonImportColumn) => {
      const value = cell(column);
      if (value === '') return 0;
      if (/^-\d+$/.test(value)) problems.push(M.negative(column, value));
      else if (!/^\d+$/.test(value)) problems.push(M.wholeNumber(column, value));
      else if (Number(value) > MAX_COUNT) problems.push(M.tooBig(column, value));
      else return Number(value);
      return 0;
    };

    let date = '';
    const dateText = cell('date');
    if (dateText === '') problems.push(M.required('date'));
    else date = importDate(dateText) ?? '';
    if (dateText !== '' && date === '') problems.push(M.badDate(dateText));

    const game = text('game', GAME_LIMITS.titleMaxLength);
    if (game === '') problems.push(M.required('game'));
    const name = text('player', GAME_LIMITS.nameMaxLength);
    let email = text('email', 254).toLowerCase() || null;
    // A player column holding an address names the player by it.
    const nameIsEmail = email === null && name.includes('@');
    if (nameIsEmail) email = name.toLowerCase();
    if (name === '' && email === null) problems.push(M.playerRequired);
    if (email !== null && !EMAIL.test(email)) problems.push(M.badEmail(email));

    let place = 0;
    const placeText = cell('place');
    if (placeText === '') problems.push(M.required('place'));
    else if (!/^\d+$/.test(placeText) || Number(placeText) < 1) {
      problems.push(M.placeFromOne(placeText));
    } else if (Number(placeText) > MAX_COUNT) problems.push(M.tooBig('place', placeText));
    else place = Number(placeText);

    const rebuys = count('rebuys');
    const addons = count('addons');
    const knockouts = count('knockouts');
    let prizeCents = 0;
    const prizeText = cell('prize');
    if (prizeText !== '') {
      const cents = importCents(prizeText);
      if (/^-/.test(prizeText.replace(/^\$\s*/, ''))) problems.push(M.negative('prize', prizeText));
      else if (cents === null) problems.push(M.badPrize(prizeText));
      else if (cents > MAX_PRIZE_CENTS) problems.push(M.tooBig('prize', prizeText));
      else prizeCents = cents;
    }

    if (problems.length > 0) {
      for (const message of new Set(problems)) errors.push({ line, message });
      continue;
    }
    rows.push({
      line,
      date,
      game,
      name: nameIsEmail ? '' : name,
      email,
      place,
      rebuys,
      addons,
      knockouts,
      prizeCents,
    });
  }
  return { rows, rowCount: data.length, errors };
}
