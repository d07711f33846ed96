import { titleErrorMessage } from '@felt/contract';
import { isApiError } from '../../lib/api-client';
import { errorText, type ErrorText } from '../../lib/error-text';

/**
 * What a failed write shows: a title field error reads 'Title error: ...' (SPEC.md section 5);
 * anything else is the operation's message from SPEC.md section 8, with the server's reason
 * (a plan limit, demo read-only) underneath when it sent one.
 */
export interface ScheduleErrorText extends ErrorText {
  titleError?: string;
}

export function scheduleErrorText(error: unknown, fallback: string): ScheduleErrorText {
  const title = isApiError(error) ? error.fieldErrors().title : undefined;
  if (title && title.length > 0) {
    const text = titleErrorMessage(title);
    return { message: text, titleError: text };
  }
  return errorText(error, fallback);
}

/** A title field's error as SPEC.md section 5 words it: 'Title error: ...'. */
export function scheduleTitleError(message: string | undefined): string | undefined {
  return message ? titleErrorMessage([message]) : undefined;
}
