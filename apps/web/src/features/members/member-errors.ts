import type { FieldErrors } from '@felt/contract';
import { isApiError } from '../../lib/api-client';

/** The field errors of a failed write (empty for anything else). */
export function serverFieldErrors(error: unknown): FieldErrors {
  return isApiError(error) ? error.fieldErrors() : {};
}

/** The first message for `field`, for a TextField's `error`. */
export function firstError(errors: FieldErrors, field: string): string | undefined {
  return errors[field]?.[0];
}
