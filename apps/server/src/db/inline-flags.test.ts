import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Columns named by a partial index's condition (migrations 0005, 0006, 0009). */
const FLAG_COLUMNS = ['is_hidden', 'is_default'];

/** `.where('season.is_hidden', '=', <anything but an INLINE_ constant>)`. */
function boundFlagComparison(): RegExp {
  return new RegExp(
    String.raw`\.where\(\s*'(?:\w+\.)?(?:${FLAG_COLUMNS.join('|')})',\s*'(?:=|<>|!=|is|is not)',(?!\s*INLINE_)`,
    'g',
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'migrations' ? [] : sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('flags of partial indexes', () => {
  it('are compared with literals, never bound parameters (decision 0045)', () => {
    const comparison = boundFlagComparison();
    const found = sourceFiles(src).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(comparison)].map((match) => {
        const line = text.slice(0, match.index).split('\n').length;
        return `${path.relative(src, file)}:${line}`;
      });
    });
    expect(found).toEqual([]);
  });

  it('finds a bound comparison when there is one', () => {
    const bound = ".where('season.is_hidden', '=', 0)";
    const inlined = ".where('season.is_hidden', '=', INLINE_FALSE)";
    expect([...bound.matchAll(boundFlagComparison())]).toHaveLength(1);
    expect([
      ...`.where(\n  'is_default',\n  '=',\n  1,\n)`.matchAll(boundFlagComparison()),
    ]).toHaveLength(1);
    expect([...inlined.matchAll(boundFlagComparison())]).toHaveLength(0);
  });
});
