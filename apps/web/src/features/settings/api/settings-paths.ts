/** The four scopes of the settings cascade (decision 0012): club, league, season, game. */
export type SettingsScopeKind = 'club' | 'league' | 'season' | 'game';

export interface SettingsScope {
  kind: SettingsScopeKind;
  slug: string;
}

const COLLECTIONS: Record<SettingsScopeKind, string> = {
  club: 'clubs',
  league: 'leagues',
  season: 'seasons',
  game: 'games',
};

/** `/api/{clubs|leagues|seasons|games}/{slug}/settings/`. */
export function settingsPath({ kind, slug }: SettingsScope): string {
  return `/api/${COLLECTIONS[kind]}/${encodeURIComponent(slug)}/settings/`;
}

/**
 * A club change moves every league and season below it, and a league change its seasons, so
 * a write invalidates `settingsKeys.all` rather than working out which scopes inherit.
 */
export const settingsKeys = {
  all: ['settings'] as const,
  scope: ({ kind, slug }: SettingsScope) => ['settings', kind, slug] as const,
};
