import { LEAGUE_MESSAGES } from '@felt/contract';
import { isApiError, NO_RESPONSE_MESSAGE } from '../../lib/api-client';
import { apiErrorReason } from '../../lib/error-text';

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

export interface WriteFailure {
  /** The alert's title; null when the field errors say it all. */
  message: string | null;
  /** The server's reason under the title: a plan limit, Demo's refusal, no connection. */
  detail?: string;
  /** One line per field the form shows. */
  fields: Record<string, string>;
}

/**
 * A failed write: field errors go to the fields the form has (`formFields`), everything else
 * (a plan limit's detail, Demo's refusal, non-field errors) under `fallback` above it. A 404
 * means the object went away meanwhile: `notFound` says so.
 */
export function writeFailure(
  error: unknown,
  fallback: string,
  { formFields = [], notFound }: { formFields?: readonly string[]; notFound?: string } = {},
): WriteFailure {
  if (!isApiError(error)) return { message: fallback, fields: {} };
  if (error.status === 404 && notFound) return { message: notFound, fields: {} };
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.fieldErrors())) {
    if (formFields.includes(field)) fields[field] = messages.join(' ');
  }
  const detail = apiErrorReason(error, formFields);
  if (detail !== undefined) return { message: fallback, detail, fields };
  return { message: Object.keys(fields).length > 0 ? null : fallback, fields };
}
