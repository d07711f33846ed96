/** The three scopes of the settings cascade this issue edits (decision 0012). */
export type SettingsScopeKind = 'club' | 'league' | 'season';

export interface SettingsScope {
  kind: SettingsScopeKind;
  slug: string;
}

const COLLECTIONS: Record<SettingsScopeKind, string> = {
  club: 'clubs',
  league: 'leagues',
  season: 'seasons',
};

/** `/api/games/{gameSlug}/settings/`: a game's effective rules (the cascade's fourth scope). */
export function gameSettingsPath(gameSlug: string): string {
  return `/api/games/${encodeURIComponent(gameSlug)}/settings/`;
}

/** `/api/{clubs|leagues|seasons}/{slug}/settings/`. */
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
  /** Under `all`, so any settings write refreshes what a game page shows. */
  game: (gameSlug: string) => ['settings', 'game', gameSlug] as const,
};
