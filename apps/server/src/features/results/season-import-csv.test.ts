import { SEASON_IMPORT_MESSAGES as M } from '@felt/contract';
import { describe, expect, it } from 'vitest';
import { importCents, importDate, readSeasonCsv } from './season-import-csv';

describe('importDate', () => {
  it.each([
    ['2025-01-10', '2025-01-10'],
    ['2025-1-5', '2025-01-05'],
    ['1/24/2025', '2025-01-24'],
    ['12/31/2025', '2025-12-31'],
  ])('reads %s as %s', (text, date) => expect(importDate(text)).toBe(date));

  it.each([
    '14/03/2025',
    '2025-02-30',
    '2025/01/10',
    'Jan 10 2025',
    '10.01.2025',
    '',
    '0001-01-01',
  ])('refuses %s', (text) => expect(importDate(text)).toBeNull());
});

describe('importCents', () => {
  it.each([
    ['150', 15000],
    ['150.5', 15050],
    ['150.05', 15005],
    ['$1,250.00', 125000],
    ['$ 90', 9000],
    ['0', 0],
  ])('reads %s as %i cents', (text, cents) => expect(importCents(text)).toBe(cents));

  it.each(['-5', '1.234', '10,50', '1,25', 'ten', '$', '1e3'])('refuses %s', (text) =>
    expect(importCents(text)).toBeNull(),
  );
});

describe('readSeasonCsv', () => {
  it('names each row by the line it starts on, past blank lines and quoted line breaks', () => {
    const read = readSeasonCsv(
      [
        '\uFEFFDate,Game,Player,Place',
        '2025-01-10,Friday Night,Ann,1',
        '',
        '2025-01-10,"Friday',
        'Night",Ben,2',
        '2025-01-10,Friday Night,Cat,x',
      ].join('\r\n'),
    );
    expect(read.rowCount).toBe(3);
    expect(read.rows.map((row) => [row.line, row.name, row.game])).toEqual([
      [2, 'Ann', 'Friday Night'],
      [4, 'Ben', 'Friday Night'],
    ]);
    expect(read.errors).toEqual([{ line: 6, message: M.placeFromOne('x') }]);
  });

  it('skips rows of empty cells (formatted but empty spreadsheet rows) and keeps counting', () => {
    const read = readSeasonCsv(
      'date,game,player,place\n2025-01-10,N,Ann,1\n,,,\n2025-01-10,N,Ben,x\n\n\n2025-01-10,N,Cat,y\n',
    );
    expect(read.errors.map((error) => error.line)).toEqual([4, 7]);
  });

  it('takes a player column holding an email as the email', () => {
    const read = readSeasonCsv('date,game,player,place\n2025-01-10,Night,Ann@Example.com,1\n');
    expect(read.rows[0]).toMatchObject({ name: '', email: 'ann@example.com' });
  });

  it('says where a quote is left open', () => {
    const read = readSeasonCsv('date,game,player,place\n2025-01-10,"Night,Ann,1\n');
    expect(read.errors).toHaveLength(1);
    expect(read.errors[0]?.message).toMatch(/^The file is not valid CSV: /);
  });

  it('refuses an empty file and a header alone', () => {
    expect(readSeasonCsv(' \n').errors).toEqual([{ line: null, message: M.empty }]);
    expect(readSeasonCsv('date,game,player,place\n').errors).toEqual([
      { line: null, message: M.noRows },
    ]);
  });

  it('refuses cells past the header', () => {
    const read = readSeasonCsv('date,game,player,place\n2025-01-10,Night,Ann,1,oops\n');
    expect(read.errors).toEqual([{ line: 2, message: M.tooManyCells(5, 4) }]);
  });
});
