import { NO_RESPONSE_MESSAGE, isApiError } from './api-client';

/** A failed write as an alert shows it: the operation's message, the server's reason under it. */
export interface ErrorText {
  message: string;
  detail?: string;
}

/**
 * Why the server refused, for under the operation's message: no connection, its `detail` (a
 * plan limit, owner-only, Demo's refusal), or else its field errors except those the form shows
 * next to their field (`shownFields`). Undefined when there is nothing to add.
 */
export function apiErrorReason(
  error: unknown,
  shownFields: readonly string[] = [],
): string | undefined {
  if (!isApiError(error)) return undefined;
  if (error.isNoResponse) return NO_RESPONSE_MESSAGE;
  const others = Object.entries(error.fieldErrors())
    .filter(([field]) => !shownFields.includes(field))
    .map(([, messages]) => messages.join(' '));
  return error.detail ?? (others.join(' ') || undefined);
}

/** A failed write under the feature's own `fallback` message (SPEC.md section 8's, mostly). */
export function errorText(
  error: unknown,
  fallback: string,
  shownFields: readonly string[] = [],
): ErrorText {
  const detail = apiErrorReason(error, shownFields);
  return detail === undefined ? { message: fallback } : { message: fallback, detail };
}
