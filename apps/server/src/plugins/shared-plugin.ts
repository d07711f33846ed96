import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

/**
 * Marks a plugin as not encapsulated, so its hooks, decorators and handlers apply to the whole
 * app, like fastify-plugin does (Fastify documents the `skip-override` symbol for this).
 */
export function sharedPlugin<Options extends FastifyPluginOptions>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
  return plugin;
}
