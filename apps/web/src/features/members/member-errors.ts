import type { FieldErrors } from '@felt/contract';
import { NO_RESPONSE_MESSAGE, isApiError } from '../../lib/api-client';

/** A failed write as shown: the operation's message, with the server's reason underneath. */
export interface MemberErrorText {
  message: string;
  detail?: string;
}

/**
 * The reason comes from the server's `detail` (a plan limit, owner-only, demo read-only) or
 * its field errors except those the form shows next to a field (`shownFields`).
 */
export function memberErrorText(
  error: unknown,
  fallback: string,
  shownFields: readonly string[] = [],
): MemberErrorText {
  if (!isApiError(error)) return { message: fallback };
  if (error.isNoResponse) return { message: fallback, detail: NO_RESPONSE_MESSAGE };
  const others = Object.entries(error.fieldErrors())
    .filter(([field]) => !shownFields.includes(field))
    .map(([, messages]) => messages.join(' '));
  return { message: fallback, detail: error.detail ?? (others.join(' ') || undefined) };
}

/** The field errors of a failed write (empty for anything else). */
export function serverFieldErrors(error: unknown): FieldErrors {
  return isApiError(error) ? error.fieldErrors() : {};
}

/** The first message for `field`, for a TextField's `error`. */
export function firstError(errors: FieldErrors, field: string): string | undefined {
  return errors[field]?.[0];
}
