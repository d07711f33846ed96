import { titleErrorMessage } from '@felt/contract';
import { isApiError } from '../../lib/api-client';

/**
 * What a failed write shows: a title field error reads 'Title error: ...' (SPEC.md section 5);
 * anything else is the operation's message from SPEC.md section 8, with the server's reason
 * (a plan limit, demo read-only) underneath when it sent one.
 */
export interface ScheduleErrorText {
  message: string;
  detail?: string;
  titleError?: string;
}

export function scheduleErrorText(error: unknown, fallback: string): ScheduleErrorText {
  if (!isApiError(error)) return { message: fallback };
  const fields = error.fieldErrors();
  const title = fields.title;
  if (title && title.length > 0) {
    const text = titleErrorMessage(title);
    return { message: text, titleError: text };
  }
  const otherFields = Object.entries(fields)
    .filter(([key]) => key !== 'title')
    .map(([, messages]) => messages.join(' '));
  const detail = error.detail ?? (otherFields.length > 0 ? otherFields.join(' ') : undefined);
  return { message: fallback, detail };
}
