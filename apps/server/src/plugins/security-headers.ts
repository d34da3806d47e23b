import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { Config } from '../config.js';

function helmetOptions(config: Config): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React and the kit set style attributes; styles cannot run code, scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", ...externalOrigins(config)],
        ...(config.cookieSecure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * The headers helmet sets, worked out once: they depend only on the configuration (no per-request nonces),
 * and @fastify/helmet rebuilt helmet, parsing every directive, on each request.
 */
export function securityHeadersFor(config: Config): Record<string, string> {
  // A detached response (no socket writes): helmet sets its headers on it, and they are read back.
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(helmetOptions(config))(request, response, (error?: unknown) => {
    if (error) throw error;
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (value !== undefined) headers[name] = String(value);
  }
  return headers;
}

export default fp(async function securityHeaders(app: FastifyInstance, opts: { config: Config }) {
  const headers = Object.entries(securityHeadersFor(opts.config));
  app.addHook('onRequest', (_request, reply, done) => {
    // On the raw response, as helmet does: the identity providers answer through it, not through reply.send.
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
});

// The provider login forms redirect to the configured external identity providers.
function externalOrigins(config: Config): string[] {
  return [config.FO_OIDC_ISSUER, config.BO_OIDC_ISSUER]
    .filter((u): u is string => !!u)
    .map((u) => new URL(u).origin);
}
