import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { ServerResponse } from 'node:http';
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
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(helmetOptions(config))(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
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
