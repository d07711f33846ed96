import { LEAGUE_MESSAGES } from '@felt/contract';
import { isApiError, NO_RESPONSE_MESSAGE } from '../../lib/api-client';
import { errorText, type ErrorText } from '../../lib/error-text';

const M = LEAGUE_MESSAGES;

/** What the league and season screens say when a write fails (no SPEC.md text exists for them). */
export const LEAGUE_UI_MESSAGES = {
  createLeagueFailed: 'Failed to create league',
  renameLeagueFailed: 'Failed to rename league',
  deleteLeagueFailed: 'Failed to delete league',
  createSeasonFailed: 'Failed to create season',
  updateSeasonFailed: 'Failed to update season',
  deleteSeasonFailed: 'Failed to delete season',
} as const;

export interface SeasonsLoadError {
  /** 404 reads as an empty league, not a failure. */
  tone: 'error' | 'info';
  title: string;
  detail?: string;
}

/** SPEC.md section 8's seasons messages for a failed `GET /api/leagues/{slug}/seasons/`. */
export function seasonsLoadError(error: unknown): SeasonsLoadError {
  if (!isApiError(error)) return { tone: 'error', title: M.seasonsLoadFailed };
  if (error.isNoResponse) {
    return { tone: 'error', title: M.seasonsLoadFailed, detail: NO_RESPONSE_MESSAGE };
  }
  if (error.status === 404) return { tone: 'info', title: M.noSeasons };
  if (error.status === 403) {
    return { tone: 'error', title: M.seasonsLoadFailed, detail: M.seasonsForbidden };
  }
  return {
    tone: 'error',
    title: M.seasonsLoadFailed,
    detail: `Server error: ${error.detail ?? error.status}`,
  };
}

/**
 * A failed action on a league or season (delete, activate): the feature's `fallback` with the
 * server's reason under it; a 404 means the object went away meanwhile, which `notFound` says.
 */
export function writeFailure(
  error: unknown,
  fallback: string,
  { notFound }: { notFound?: string } = {},
): ErrorText {
  if (notFound && isApiError(error) && error.status === 404) return { message: notFound };
  return errorText(error, fallback);
}
