import { NO_RESPONSE_MESSAGE, isApiError } from './api-client';

/** SPEC.md section 8: the demo's daily usage limit (decision 0032). */
export const DEMO_DAILY_LIMIT_EXCEEDED = 'demo_daily_limit_exceeded';

export interface DemoLimitText {
  /** The server's reason. */
  message: string;
  /** When the demo opens again: the local time and how long from now. */
  comeBack: string;
}

function duration(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours} hour${hours === 1 ? '' : 's'}`);
  if (rest > 0) parts.push(`${rest} minute${rest === 1 ? '' : 's'}`);
  return parts.join(' ');
}

/**
 * SPEC.md section 8's 429 `demo_daily_limit_exceeded`: its message and `retry_after` put for
 * display, e.g. "Come back at 1:00 AM (in 2 hours)."; undefined for any other error.
 */
export function demoLimitText(error: unknown, now: Date = new Date()): DemoLimitText | undefined {
  if (!isApiError(error) || error.code !== DEMO_DAILY_LIMIT_EXCEEDED) return undefined;
  const message = error.detail ?? "The demo's daily limit has been reached.";
  const seconds = error.retryAfter;
  if (seconds === undefined) return { message, comeBack: 'Please come back tomorrow.' };
  const at = new Date(now.getTime() + seconds * 1000).toLocaleTimeString(undefined, {
    hour: 'numeric',
    minute: '2-digit',
  });
  return { message, comeBack: `Come back at ${at} (in ${duration(seconds)}).` };
}

/** A failed write as an alert shows it: the operation's message, the server's reason under it. */
export interface ErrorText {
  message: string;
  detail?: string;
  /** A plan limit's upgrade page (`/app/billing/upgrade`), for a link beside the reason. */
  upgradePath?: string;
}

/** The 403 `plan_limit_reached` of a plan's limit (decision 0038). */
export const PLAN_LIMIT_REACHED = 'plan_limit_reached';

/**
 * Where a plan limit's refusal says to upgrade (its `upgrade_path`), when it is a page of the
 * app; undefined for any other error.
 */
export function planUpgradePath(error: unknown): string | undefined {
  if (!isApiError(error) || error.code !== PLAN_LIMIT_REACHED) return undefined;
  const body = error.body;
  const path =
    typeof body === 'object' && body !== null
      ? (body as Record<string, unknown>).upgrade_path
      : undefined;
  return typeof path === 'string' && path.startsWith('/app/') ? path : undefined;
}

/**
 * Why the server refused, for under the operation's message: no connection, its `detail` (a
 * plan limit, owner-only, Demo's refusal), or else its field errors except those the form shows
 * next to their field (`shownFields`); the demo's daily limit with when to come back. Undefined when there is nothing to add.
 */
export function apiErrorReason(
  error: unknown,
  shownFields: readonly string[] = [],
): string | undefined {
  if (!isApiError(error)) return undefined;
  if (error.isNoResponse) return NO_RESPONSE_MESSAGE;
  const demoLimit = demoLimitText(error);
  if (demoLimit) return `${demoLimit.message} ${demoLimit.comeBack}`;
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
  const upgradePath = planUpgradePath(error);
  return {
    message: fallback,
    ...(detail === undefined ? {} : { detail }),
    ...(upgradePath === undefined ? {} : { upgradePath }),
  };
}
