import helmet from '@fastify/helmet';
import { sharedPlugin } from './shared-plugin';

export interface SecurityHeadersOptions {
  appUrl: string;
}

/**
 * The SPA ships no inline scripts, so scripts are limited to our own files. Inline styles stay
 * allowed: React `style` attributes and react-toastify inject them.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** Security headers on every response, errors and 404s included. */
export const securityHeadersPlugin = sharedPlugin<SecurityHeadersOptions>(
  'felt-security-headers',
  async (app, { appUrl }) => {
    const https = appUrl.startsWith('https:');
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: https
          ? { ...CONTENT_SECURITY_POLICY, 'upgrade-insecure-requests': [] }
          : CONTENT_SECURITY_POLICY,
      },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // A browser that saw HSTS on plain http would refuse the site until it expires.
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      xContentTypeOptions: true,
    });
  },
);
