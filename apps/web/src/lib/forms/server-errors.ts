import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { NO_RESPONSE_MESSAGE, isApiError } from '../api-client';
import { planUpgradePath, type ErrorText } from '../error-text';

/** What a refused write put on the form, and what is left to say above it. */
export interface ServerErrors {
  /** The server's field names whose messages now sit under a field of the form. */
  placed: string[];
  /**
   * Everything the fields do not show, in the server's words: no connection, `non_field_errors`,
   * the messages of fields this form does not have, the general `detail`. Undefined when there
   * is nothing more to say (or the error is not an answer from the API at all).
   */
  reason?: string;
  /** A plan limit's upgrade page, when a plan's limit refused the write. */
  upgradePath?: string;
}

/**
 * The one way a form shows a refused write (issue 10): each field error of the answer goes under
 * its field through react-hook-form's `setError` (the first one focused), and the rest comes back
 * as `reason` for the form's alert. `fields` lists the form's fields, or maps the server's field
 * names onto the form's where they differ (`{ starts_at: 'date' }`).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[] | Readonly<Partial<Record<string, FieldPath<T>>>>,
): ServerErrors {
  if (!isApiError(error)) return { placed: [] };
  if (error.isNoResponse) return { placed: [], reason: NO_RESPONSE_MESSAGE };
  const fieldOf = (name: string): FieldPath<T> | undefined =>
    Array.isArray(fields)
      ? (fields as readonly string[]).includes(name)
        ? (name as FieldPath<T>)
        : undefined
      : (fields as Readonly<Partial<Record<string, FieldPath<T>>>>)[name];

  const placed: string[] = [];
  const others: string[] = [];
  for (const [name, messages] of Object.entries(error.fieldErrors())) {
    const field = name === 'non_field_errors' ? undefined : fieldOf(name);
    if (field === undefined) {
      others.push(...messages);
      continue;
    }
    setError(
      field,
      { type: 'server', message: messages.join(' ') },
      { shouldFocus: placed.length === 0 },
    );
    placed.push(name);
  }
  if (error.detail) others.push(error.detail);
  const reason = others.join(' ');
  const upgradePath = planUpgradePath(error);
  return {
    placed,
    ...(reason ? { reason } : {}),
    ...(upgradePath === undefined ? {} : { upgradePath }),
  };
}

/**
 * The form's alert after `applyServerErrors`, as a plain sentence: nothing when every word is at
 * its field, else the server's reason or the form's own `fallback`.
 */
export function serverErrorMessage(result: ServerErrors, fallback: string): string | null {
  if (result.reason !== undefined) return result.reason;
  return result.placed.length > 0 ? null : fallback;
}

/**
 * The same as an alert with a title: the form's `fallback` says what failed and the server's
 * reason sits under it; nothing when the fields say it all.
 */
export function serverErrorText(result: ServerErrors, fallback: string): ErrorText | null {
  const upgrade = result.upgradePath === undefined ? {} : { upgradePath: result.upgradePath };
  if (result.reason !== undefined) return { message: fallback, detail: result.reason, ...upgrade };
  return result.placed.length > 0 ? null : { message: fallback, ...upgrade };
}
