import {
  onboardingChecklistRequestSchema,
  onboardingProgressRequestSchema,
  onboardingStateSchema,
} from '@felt/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOrIpKey } from '../../plugins/rate-limit';
import { signedIn } from '../accounts/session-auth';
import {
  activate,
  getOnboardingState,
  markWelcomeSeen,
  resetOnboarding,
  setChecklistCollapsed,
  updateProgress,
} from './onboarding.service';

const BASE = '/api/auth/onboarding';
/** Clicks of a person (collapse, expand, tick off), not a script. */
const ONBOARDING_WRITES = {
  max: 120,
  windowSeconds: 60 * 60,
  key: userOrIpKey,
  scope: 'onboarding:write',
};
const response = { 200: onboardingStateSchema };

/**
 * SPEC.md section 7's onboarding calls, for club owners only (section 6): each write answers
 * the whole state. Registered in the signed-in scope.
 */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, now: app.now };
  const write = { config: { rateLimit: ONBOARDING_WRITES } };

  app.get(`${BASE}/state/`, { schema: { response } }, async (request) =>
    getOnboardingState(deps, signedIn(request).user),
  );

  app.post(`${BASE}/welcome_seen/`, { ...write, schema: { response } }, async (request) =>
    markWelcomeSeen(deps, signedIn(request).user),
  );

  app.post(
    `${BASE}/checklist/`,
    { ...write, schema: { body: onboardingChecklistRequestSchema, response } },
    async (request) => setChecklistCollapsed(deps, signedIn(request).user, request.body.collapsed),
  );

  app.post(
    `${BASE}/progress/`,
    { ...write, schema: { body: onboardingProgressRequestSchema, response } },
    async (request) => updateProgress(deps, signedIn(request).user, request.body),
  );

  app.post(`${BASE}/activate/`, { ...write, schema: { response } }, async (request) =>
    activate(deps, signedIn(request).user),
  );

  app.post(`${BASE}/reset/`, { ...write, schema: { response } }, async (request) =>
    resetOnboarding(deps, signedIn(request).user),
  );
};
