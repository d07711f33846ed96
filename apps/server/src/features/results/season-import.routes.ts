import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import {
  SEASON_IMPORT_MAX_BYTES,
  SEASON_IMPORT_MESSAGES,
  seasonImportRequestSchema,
  seasonImportResponseSchema,
  seasonParamsSchema,
  toFieldErrors,
} from '@felt/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FormError, HttpError } from '../../http-error';
import { userOrIpKey } from '../../plugins/rate-limit';
import { clubAccess } from '../../policy/club-route';
import { signedIn } from '../accounts/session-auth';
import { importSeason, type SeasonImportDependencies } from './season-import.service';

const M = SEASON_IMPORT_MESSAGES;
const MEGABYTES = SEASON_IMPORT_MAX_BYTES / 1024 / 1024;

/** Room for the multipart boundaries, part headers and the `dry_run` field beside the file. */
const MULTIPART_ENVELOPE_BYTES = 16 * 1024;
const MULTIPART_LIMITS = {
  fileSize: SEASON_IMPORT_MAX_BYTES,
  files: 1,
  fields: 4,
  fieldSize: 100,
  parts: 5,
  headerPairs: 100,
};

/** Each check reads the whole file and the club's members: a generous allowance per user. */
const IMPORTS = { max: 120, windowSeconds: 60 * 60, key: userOrIpKey, scope: 'season:import' };

/** `Connection: close` ends the exchange instead of reading the rest of an oversized upload. */
const fileTooLarge = () =>
  new HttpError(
    413,
    M.fileTooLarge(MEGABYTES),
    'file_too_large',
    {},
    {
      headers: { connection: 'close' },
    },
  );

const isMultipart = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');

/** The file's bytes, refused the moment they pass the limit (as the avatar upload does). */
async function readFile(file: Readable & { truncated?: boolean }): Promise<Buffer> {
  file.once('limit', () => file.destroy(fileTooLarge()));
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  if (file.truncated) throw fileTooLarge();
  return Buffer.concat(chunks);
}

/** UTF-8 text, or a 400 saying how to save the spreadsheet so that it is. */
function textOf(bytes: Buffer): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // A NUL byte means a binary file (a spreadsheet's own format, an image), not CSV.
    if (text.includes('\u0000')) throw new Error('binary');
    return text;
  } catch {
    throw FormError.fields({ file: [M.notText] });
  }
}

/** `file` and `dry_run` of the multipart form. */
async function readImportForm(request: FastifyRequest) {
  let file: Buffer | null = null;
  let dryRun = 'false';
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw FormError.fields({ [part.fieldname]: ['Unexpected file.'] });
        }
        file = await readFile(part.file);
      } else if (part.fieldname === 'dry_run') {
        dryRun = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
    if (error instanceof HttpError || error instanceof FormError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new HttpError(400, `Multipart form parse error - ${reason}`, 'parse_error');
  }
  if (!file) throw FormError.fields({ file: [M.fileRequired] });
  if (!['true', 'false', '1', '0', ''].includes(dryRun.trim().toLowerCase())) {
    throw FormError.fields({ dry_run: ['Must be a valid boolean.'] });
  }
  return { csv: textOf(file), dryRun: ['true', '1'].includes(dryRun.trim().toLowerCase()) };
}

/**
 * Importing a season's past results from a CSV file (issue 14, decision 0037): owners and
 * managers (`game:run`, as entering results is). Multipart (`file`, `dry_run`) as the import
 * screen sends it, or JSON `{csv, dry_run}` for scripts. Registered in the signed-in scope.
 */
export const seasonImportRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this plugin's routes accept multipart bodies.
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  const deps: SeasonImportDependencies = {
    db: app.db,
    billingEnabled: app.config.billingEnabled,
    now: app.now,
  };

  app.post(
    '/api/seasons/:slug/import/',
    {
      config: { season: 'game:run', rateLimit: IMPORTS },
      // Refused from the headers alone, before any of an oversized body is read.
      onRequest: async (request) => {
        if (!isMultipart(request)) return;
        const length = Number(request.headers['content-length'] ?? 0);
        if (length > SEASON_IMPORT_MAX_BYTES + MULTIPART_ENVELOPE_BYTES) throw fileTooLarge();
      },
      schema: {
        params: seasonParamsSchema,
        // Multipart bodies arrive as a stream (no body here) and are read in the handler.
        body: seasonImportRequestSchema.nullish(),
        response: { 200: seasonImportResponseSchema },
      },
    },
    async (request) => {
      const access = { ...clubAccess(request), season: request.season };
      const { user } = signedIn(request);
      if (isMultipart(request)) {
        return importSeason(deps, access, user, await readImportForm(request));
      }
      const parsed = seasonImportRequestSchema.safeParse(request.body ?? {});
      if (!parsed.success) throw FormError.fields(toFieldErrors(parsed.error));
      return importSeason(deps, access, user, {
        csv: parsed.data.csv,
        dryRun: parsed.data.dry_run,
      });
    },
  );
};
