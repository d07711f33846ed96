import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../features/accounts/session-auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every route of the signed-in scope (the API description lists the session). */
    signedIn?: boolean;
  }
}

export interface SignedInScopeOptions {
  /** Route plugins whose every route needs a signed-in caller. */
  routes: readonly FastifyPluginAsync[];
}

/**
 * The signed-in part of the API: one encapsulated scope that answers 401 to an anonymous
 * caller before anything else of the route runs, so a route plugin registered here cannot
 * forget it. Answers to a signed-in caller are `no-store` already (session-auth's onSend), and
 * a route that needs a club declares its action (`config.club`, see policy/club-route.ts).
 * Plugins that mix anonymous and signed-in routes register their anonymous half outside.
 */
export const signedInScope: FastifyPluginAsync<SignedInScopeOptions> = async (scope, options) => {
  scope.addHook('onRequest', requireUser);
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, signedIn: true };
  });
  for (const routes of options.routes) await scope.register(routes);
};
