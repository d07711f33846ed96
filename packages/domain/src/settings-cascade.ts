/**
 * The settings cascade (DESIGN.md section 4, decision 0012): club -> league -> season (-> game).
 * Each scope may override any field; the effective value is the nearest override, and a field
 * no scope sets falls back to the built-in default. Generic over the field record so the domain
 * knows nothing of the contract's schemas: the caller hands in its defaults and each scope's
 * overrides, nearest last.
 */

/** Where a value comes from when no scope of the chain sets it. */
export const CASCADE_DEFAULT_SOURCE = 'default';

/** One scope of a chain and the fields it sets itself; a missing (or undefined) field inherits. */
export interface CascadeLayer<Scope extends string, Values extends object> {
  scope: Scope;
  overrides: Partial<Values>;
}

/** Where one value comes from: a scope of the chain, or the defaults. */
export interface CascadeValue<Scope extends string, T> {
  value: T;
  source: Scope | typeof CASCADE_DEFAULT_SOURCE;
}

/** One field as the last scope of the chain sees it. */
export interface ResolvedSetting<Scope extends string, T> extends CascadeValue<Scope, T> {
  /** True when the last scope of the chain sets the field itself. */
  overridden: boolean;
  /**
   * What the field would be if the last scope did not set it, from the scopes above it: the
   * value an override replaces, or the effective value itself when the field is inherited.
   */
  inherited: CascadeValue<Scope, T>;
}

export type ResolvedSettings<Scope extends string, Values extends object> = {
  [K in keyof Values]: ResolvedSetting<Scope, Values[K]>;
};

function sets<Values extends object>(overrides: Partial<Values>, field: keyof Values): boolean {
  // Own keys only: overrides are parsed JSON, and a key that merely exists on Object.prototype
  // must not count as set.
  return Object.hasOwn(overrides, field) && overrides[field] !== undefined;
}

/**
 * Every field of `defaults`, resolved for the last scope of `chain` (ordered from the widest
 * scope, the club, to the one asked about). An empty chain answers the defaults. Keys of an
 * override that `defaults` does not have are ignored.
 */
export function resolveSettings<Scope extends string, Values extends object>(
  defaults: Readonly<Values>,
  chain: readonly CascadeLayer<Scope, Values>[],
): ResolvedSettings<Scope, Values> {
  const own = chain.at(-1);
  const above = chain.slice(0, -1);
  const out = {} as ResolvedSettings<Scope, Values>;
  for (const field of Object.keys(defaults) as Array<keyof Values>) {
    let inherited: CascadeValue<Scope, Values[typeof field]> = {
      value: defaults[field],
      source: CASCADE_DEFAULT_SOURCE,
    };
    for (const layer of above) {
      if (sets(layer.overrides, field)) {
        inherited = { value: layer.overrides[field] as Values[typeof field], source: layer.scope };
      }
    }
    const overridden = own !== undefined && sets(own.overrides, field);
    const effective: CascadeValue<Scope, Values[typeof field]> =
      own !== undefined && overridden
        ? { value: own.overrides[field] as Values[typeof field], source: own.scope }
        : inherited;
    out[field] = { ...effective, overridden, inherited };
  }
  return out;
}
