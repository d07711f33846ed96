import { PROFILE_MESSAGES } from '@felt/contract';
import { isApiError, NO_RESPONSE_MESSAGE } from '../../lib/api-client';

/** SPEC.md section 8's profile failures that only the web shows, exactly as written there. */
export const PROFILE_FAILURES = {
  load: 'Failed to load profile data. Please try again.',
  save: 'Failed to update profile. Please try again.',
  avatarNoUrl: 'Failed to update profile picture. Please try again.',
  avatarUpload: 'Failed to upload profile picture. Please try again.',
  avatarRemove: 'Failed to remove profile picture. Please try again.',
} as const;

/** Profile save failure (SPEC.md section 8): the server's detail, else the generic sentence. */
export function profileSaveError(error: unknown): string {
  if (!isApiError(error)) return PROFILE_FAILURES.save;
  if (error.isNoResponse) return NO_RESPONSE_MESSAGE;
  return error.detail ?? PROFILE_FAILURES.save;
}

/**
 * Avatar upload failure (SPEC.md section 8): any 413 says the file is too large, whatever the
 * body (a proxy may answer it before the server); then the server's detail or the avatar's
 * field error; else the generic sentence.
 */
export function avatarUploadError(error: unknown): string {
  if (!isApiError(error)) return PROFILE_FAILURES.avatarUpload;
  if (error.status === 413) return PROFILE_MESSAGES.avatarUploadTooLarge;
  if (error.isNoResponse) return NO_RESPONSE_MESSAGE;
  return error.detail ?? error.fieldErrors().avatar?.join(' ') ?? PROFILE_FAILURES.avatarUpload;
}
