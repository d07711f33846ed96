/**
 * An error a service throws to answer with a specific status. The error handler turns it into
 * `{"detail", "code", ...extra}` (DESIGN.md section 3).
 */
export class HttpError extends Error {
  readonly headers: Record<string, string>;

  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly code: string,
    readonly extra: Record<string, unknown> = {},
    options: { headers?: Record<string, string> } = {},
  ) {
    super(detail);
    this.name = 'HttpError';
    this.headers = options.headers ?? {};
  }

  static notFound(detail = 'Not found.'): HttpError {
    return new HttpError(404, detail, 'not_found');
  }

  static forbidden(detail = 'You do not have permission to perform this action.'): HttpError {
    return new HttpError(403, detail, 'permission_denied');
  }

  static notAuthenticated(detail = 'Authentication credentials were not provided.'): HttpError {
    return new HttpError(401, detail, 'not_authenticated');
  }

  static throttled(retryAfterSeconds: number): HttpError {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return new HttpError(
      429,
      `Request was throttled. Expected available in ${seconds} second${seconds === 1 ? '' : 's'}.`,
      'throttled',
      { retry_after: seconds },
      { headers: { 'retry-after': String(seconds) } },
    );
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/**
 * A refusal answered with exactly `body`: field errors (`{"email": ["..."]}`) or a body the
 * contract fixes, such as login's `{"email_verified": false, "error": "..."}`.
 */
export class FormError extends Error {
  constructor(
    readonly body: Record<string, unknown>,
    readonly statusCode = 400,
  ) {
    super('form refused');
    this.name = 'FormError';
  }

  static fields(errors: Record<string, string[]>): FormError {
    return new FormError(errors);
  }
}
