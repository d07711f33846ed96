import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { toFieldErrors } from '@felt/contract';
import { z } from 'zod';
import { isStorageFull } from '../db/storage-full';
import { FormError, HttpError } from '../http-error';
import { sharedPlugin } from './shared-plugin';

interface ErrorResponse {
  statusCode: number;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

const GENERIC_BY_STATUS: Record<number, { detail: string; code: string }> = {
  400: { detail: 'Bad request.', code: 'bad_request' },
  401: { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' },
  403: { detail: 'You do not have permission to perform this action.', code: 'permission_denied' },
  404: { detail: 'Not found.', code: 'not_found' },
  406: { detail: 'Could not satisfy the request Accept header.', code: 'not_acceptable' },
  413: { detail: 'Request body is too large.', code: 'payload_too_large' },
  414: { detail: 'Request URI is too long.', code: 'uri_too_long' },
  429: { detail: 'Request was throttled.', code: 'throttled' },
};

export const SERVER_ERROR_BODY = { detail: 'A server error occurred.', code: 'server_error' };

/** 507 Insufficient Storage: the write was refused as a whole, so the client can retry later. */
export const STORAGE_FULL_BODY = {
  detail: "The server's storage is full, so nothing was saved. Please try again later.",
  code: 'storage_full',
};

function statusOf(error: unknown): number {
  const status =
    typeof error === 'object' && error !== null && 'statusCode' in error
      ? Number((error as { statusCode: unknown }).statusCode)
      : NaN;
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
}

/** Maps anything thrown during a request to DESIGN.md section 3's error bodies. */
export function toErrorResponse(error: unknown, request: FastifyRequest): ErrorResponse {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((entry) => ({
      code: 'custom' as const,
      message: entry.message ?? 'Invalid value',
      path: entry.instancePath.split('/').filter(Boolean),
      input: undefined,
    }));
    return { statusCode: 400, body: toFieldErrors(new z.ZodError(issues)), headers: {} };
  }
  if (error instanceof FormError) {
    return { statusCode: error.statusCode, body: error.body, headers: {} };
  }
  if (error instanceof HttpError) {
    return {
      statusCode: error.statusCode,
      body: { detail: error.detail, code: error.code, ...error.extra },
      headers: error.headers,
    };
  }

  if (isStorageFull(error)) return { statusCode: 507, body: STORAGE_FULL_BODY, headers: {} };

  const statusCode = statusOf(error);
  if (statusCode >= 500) return { statusCode, body: SERVER_ERROR_BODY, headers: {} };

  const fastifyCode = (error as Partial<FastifyError>).code;
  if (fastifyCode === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    const type = request.headers['content-type'] ?? '';
    return {
      statusCode: 415,
      body: {
        detail: `Unsupported media type "${type}" in request.`,
        code: 'unsupported_media_type',
      },
      headers: {},
    };
  }
  if (statusCode === 405) {
    return {
      statusCode,
      body: { detail: `Method "${request.method}" not allowed.`, code: 'method_not_allowed' },
      headers: {},
    };
  }
  const generic = GENERIC_BY_STATUS[statusCode];
  if (generic) return { statusCode, body: generic, headers: {} };
  // Other 4xx come from Fastify itself, whose messages describe the request, not the server.
  const message = error instanceof Error && error.message ? error.message : 'Bad request.';
  return { statusCode, body: { detail: message, code: 'bad_request' }, headers: {} };
}

/** The JSON 404 for unknown API paths (and anything the SPA fallback does not serve). */
export async function sendNotFound(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await reply.code(404).send({ detail: 'Not found.', code: 'not_found' });
}

/** One error handler for the whole app; 5xx details go to the log, never to the client. */
export const errorHandlerPlugin = sharedPlugin('felt-error-handler', async (app) => {
  app.setErrorHandler(async (error, request, reply) => {
    const response = toErrorResponse(error, request);
    if (response.statusCode === 507) {
      request.log.error({ err: error }, 'request failed: the storage is full, nothing was saved');
    } else if (response.statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.debug({ err: error, statusCode: response.statusCode }, 'request refused');
    }
    await reply.code(response.statusCode).headers(response.headers).send(response.body);
  });
});
