import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import {
  AVATAR_MAX_BYTES,
  PROFILE_MESSAGES,
  profileSchema,
  profileUpdateResponseSchema,
  profileUpdateSchema,
  toFieldErrors,
} from '@felt/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FormError, HttpError } from '../../http-error';
import { assertNoControlCharacters } from '../../plugins/json-body';
import { userOrIpKey } from '../../plugins/rate-limit';
import { accountsDependencies } from '../accounts/accounts.dependencies';
import { requestOrigin, signedIn } from '../accounts/session-auth';
import {
  getProfile,
  removeAvatar,
  updateProfile,
  type ProfileDependencies,
} from './profile.service';

const HOUR = 60 * 60;
/**
 * Profile writes (PATCH, avatar removal) share one allowance per user; avatar uploads, which
 * cost an image decode and a file each, have a smaller one of their own on top.
 */
const PROFILE_WRITES = { max: 60, windowSeconds: HOUR, key: userOrIpKey, scope: 'profile:write' };
const AVATAR_UPLOADS = { max: 20, windowSeconds: HOUR };

/** Room for the multipart boundaries, part headers and the text fields beside the file. */
const MULTIPART_ENVELOPE_BYTES = 64 * 1024;
const MULTIPART_LIMITS = {
  fileSize: AVATAR_MAX_BYTES,
  files: 1,
  fields: 20,
  fieldSize: 10_000,
  parts: 21,
  headerPairs: 100,
};

/**
 * 413 with the body SPEC.md section 8 names. `Connection: close` ends the exchange instead of
 * reading (and discarding) the rest of an oversized upload.
 */
const fileTooLarge = () =>
  new HttpError(
    413,
    PROFILE_MESSAGES.avatarUploadTooLarge,
    'file_too_large',
    {},
    { headers: { connection: 'close' } },
  );

function isMultipart(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');
}

/**
 * The avatar's bytes, refused with 413 the moment the file passes the size limit. (The
 * plugin's `toBuffer` only reports the limit once the part has ended, after busboy has read
 * and discarded the whole rest of the upload.) Leaving the loop destroys the file stream,
 * which stops the parser reading the request; the 413 then closes the connection.
 */
async function readAvatar(file: Readable & { truncated?: boolean }) {
  // busboy stops feeding the stream at the limit and says so only with this event.
  file.once('limit', () => file.destroy(fileTooLarge()));
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  if (file.truncated) throw fileTooLarge();
  return Buffer.concat(chunks);
}

/** The text fields and the `avatar` file of a multipart profile form. */
async function readProfileForm(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let avatar: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'avatar') {
          part.file.resume();
          throw FormError.fields({ [part.fieldname]: ['Unexpected file.'] });
        }
        avatar = await readAvatar(part.file);
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
    if (error instanceof HttpError || error instanceof FormError) throw error;
    // A body the multipart parser cannot read (no boundary, cut short) is the client's error.
    const reason = error instanceof Error ? error.message : String(error);
    throw new HttpError(400, `Multipart form parse error - ${reason}`, 'parse_error');
  }
  return { fields, avatar };
}

/**
 * The signed-in user's profile: GET, PATCH (JSON or multipart with `avatar`), avatar DELETE.
 * Registered in the signed-in scope (app.ts).
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this plugin's routes accept multipart bodies.
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  const deps: ProfileDependencies = {
    db: app.db,
    media: app.media,
    now: app.now,
    accounts: accountsDependencies(app),
  };

  app.get(
    '/api/auth/user/profile/',
    { schema: { response: { 200: profileSchema } } },
    async (request) => getProfile(app.db, signedIn(request).user),
  );

  app.patch(
    '/api/auth/user/profile/',
    {
      config: { rateLimit: PROFILE_WRITES },
      // Refused from the headers alone, before any of an oversized body is read.
      onRequest: async (request) => {
        if (!isMultipart(request)) return;
        const length = Number(request.headers['content-length'] ?? 0);
        if (length > AVATAR_MAX_BYTES + MULTIPART_ENVELOPE_BYTES) throw fileTooLarge();
        // Multipart is how the avatar arrives; counted before the upload is read.
        const upload = await app.rateLimiter.consume(
          `avatar-upload:${userOrIpKey(request)}`,
          AVATAR_UPLOADS,
        );
        if (!upload.allowed) throw HttpError.throttled(upload.retryAfterSeconds);
      },
      schema: {
        // Multipart bodies arrive as a stream (no body here) and are checked in the handler
        // against the same schema.
        body: profileUpdateSchema.nullish(),
        response: { 200: profileUpdateResponseSchema },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const origin = requestOrigin(request);
      if (!isMultipart(request)) return updateProfile(deps, user, request.body ?? {}, null, origin);
      const { fields, avatar } = await readProfileForm(request);
      assertNoControlCharacters(fields);
      const parsed = profileUpdateSchema.safeParse(fields);
      if (!parsed.success) throw FormError.fields(toFieldErrors(parsed.error));
      return updateProfile(deps, user, parsed.data, avatar, origin);
    },
  );

  app.delete(
    '/api/auth/user/avatar/',
    {
      config: { rateLimit: PROFILE_WRITES },
      schema: { response: { 200: profileUpdateResponseSchema } },
    },
    async (request) => removeAvatar(deps, signedIn(request).user),
  );
};
