import { describe, expect, it } from 'vitest';
import { resolveSettings, type CascadeLayer } from './settings-cascade';

type Values = { buy_in: number; seats: number; schedule: string | null };
type Scope = 'club' | 'league' | 'season';

const DEFAULTS: Values = { buy_in: 2000, seats: 9, schedule: null };
const layer = (scope: Scope, overrides: Partial<Values>): CascadeLayer<Scope, Values> => ({
  scope,
  overrides,
});

describe('resolveSettings', () => {
  it('takes the nearest override and names the scope it comes from', () => {
    const resolved = resolveSettings(DEFAULTS, [
      layer('club', { buy_in: 3000, seats: 8 }),
      layer('league', { buy_in: 4000 }),
      layer('season', {}),
    ]);
    expect(resolved.buy_in).toMatchObject({ value: 4000, source: 'league', overridden: false });
    expect(resolved.seats).toMatchObject({ value: 8, source: 'club', overridden: false });
  });

  it("says what the asked scope's own override replaces", () => {
    const resolved = resolveSettings(DEFAULTS, [
      layer('club', { buy_in: 3000 }),
      layer('league', { buy_in: 4000 }),
      layer('season', { buy_in: 5000, seats: 6 }),
    ]);
    expect(resolved.buy_in).toEqual({
      value: 5000,
      source: 'season',
      overridden: true,
      inherited: { value: 4000, source: 'league' },
    });
    expect(resolved.seats).toEqual({
      value: 6,
      source: 'season',
      overridden: true,
      inherited: { value: 9, source: 'default' },
    });
  });

  it('falls back to the defaults when no scope sets a field, and inherits what is unset', () => {
    const resolved = resolveSettings(DEFAULTS, [layer('club', {}), layer('league', {})]);
    expect(resolved).toEqual({
      buy_in: {
        value: 2000,
        source: 'default',
        overridden: false,
        inherited: { value: 2000, source: 'default' },
      },
      seats: {
        value: 9,
        source: 'default',
        overridden: false,
        inherited: { value: 9, source: 'default' },
      },
      schedule: {
        value: null,
        source: 'default',
        overridden: false,
        inherited: { value: null, source: 'default' },
      },
    });
  });

  it('reports an inherited field with the value and source it inherits', () => {
    const resolved = resolveSettings(DEFAULTS, [
      layer('club', { schedule: 'turbo' }),
      layer('season', {}),
    ]);
    expect(resolved.schedule).toEqual({
      value: 'turbo',
      source: 'club',
      overridden: false,
      inherited: { value: 'turbo', source: 'club' },
    });
  });

  it('lets a club override the defaults, reporting the default it replaces', () => {
    const resolved = resolveSettings(DEFAULTS, [layer('club', { seats: 10 })]);
    expect(resolved.seats).toEqual({
      value: 10,
      source: 'club',
      overridden: true,
      inherited: { value: 9, source: 'default' },
    });
  });

  it('answers the defaults for an empty chain', () => {
    const resolved = resolveSettings(DEFAULTS, []);
    expect(resolved.buy_in).toEqual({
      value: 2000,
      source: 'default',
      overridden: false,
      inherited: { value: 2000, source: 'default' },
    });
  });

  it('treats an undefined override as unset, and ignores keys the defaults do not have', () => {
    const overrides = JSON.parse('{"stale_field": 1, "toString": 5}') as Partial<Values>;
    const resolved = resolveSettings(DEFAULTS, [
      layer('club', { buy_in: 3000 }),
      layer('season', { ...overrides, buy_in: undefined }),
    ]);
    expect(resolved.buy_in).toMatchObject({ value: 3000, source: 'club', overridden: false });
    expect(Object.keys(resolved)).toEqual(['buy_in', 'seats', 'schedule']);
  });

  it('does not take a field from the prototype of a plain object as an override', () => {
    const defaults = { toString: 'default text' };
    const resolved = resolveSettings(defaults, [{ scope: 'club', overrides: {} }]);
    expect(resolved.toString).toMatchObject({ value: 'default text', source: 'default' });
  });
});
