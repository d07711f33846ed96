import { mailPreferencesSchema, mailPreferencesUpdateSchema } from '@felt/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOrIpKey } from '../../plugins/rate-limit';
import { signedIn } from '../accounts/session-auth';
import { changeMailPreferences, getMailPreferences } from './mail-preferences.service';

const PATH = '/api/auth/user/profile/mail-preferences/';
/** Each switch saves on its own: room for a lot of flipping, not for a script. */
const PREFERENCE_WRITES = {
  max: 60,
  windowSeconds: 60 * 60,
  key: userOrIpKey,
  scope: 'profile:mail-preferences',
};

/**
 * The member's say over game mails (decision 0021), beside the profile: its switches save
 * one at a time, while the profile editor saves a whole form. Registered in the signed-in scope.
 */
export const mailPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, now: app.now };

  app.get(PATH, { schema: { response: { 200: mailPreferencesSchema } } }, async (request) =>
    getMailPreferences(app.db, signedIn(request).user),
  );

  app.patch(
    PATH,
    {
      config: { rateLimit: PREFERENCE_WRITES },
      schema: { body: mailPreferencesUpdateSchema, response: { 200: mailPreferencesSchema } },
    },
    async (request) => changeMailPreferences(deps, signedIn(request).user, request.body),
  );
};
