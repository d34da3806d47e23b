import type { IncomingMessage, ServerResponse } from 'node:http';
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type Provider from 'oidc-provider';
import type { Config } from '../../config.js';
import { idpAccounts } from './dev-idp-accounts.js';
import { loadOrCreateIdpSecrets } from './idp-keys.js';
import { IDP_NAMES, type IdpName } from '@suap/shared';
import { embeddedIdpSettings, isEmbedded } from './idp-settings.js';
import { interactionRoutes } from './interaction.routes.js';
import { IDP_CSS, LOGOUT_JS } from './pages/assets.js';
import { ASSETS_PATH } from './pages/layout.js';
import { deleteExpiredPayloads } from './pg-adapter.js';
import { createEmbeddedProvider } from './provider.js';

export interface EmbeddedIdp {
  provider: Provider;
  issuer: string;
  clientSecret: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The providers started in this process; empty when FO_/BO_OIDC_ISSUER point at real ones. */
    embeddedIdps: Partial<Record<IdpName, EmbeddedIdp>>;
  }
}

const SWEEP_INTERVAL_MS = 10 * 60 * 1000;
// Paths under a provider's mount that Fastify serves itself (the login page), not the provider.
const OWN_PATH = /^\/interaction(\/|$)/;

/**
 * Mounts the embedded OpenID Connect providers at /idp/fo and /idp/bo (development and tests; switched off per
 * idp when its external issuer is configured). The provider (a Koa app) gets the raw Node request through
 * @fastify/middie; the login interaction is a Fastify route that hands req.raw/reply.raw to the provider.
 */
export default fp(async function idpPlugin(app: FastifyInstance, opts: { config: Config }) {
  const { config } = opts;
  const embedded: Partial<Record<IdpName, EmbeddedIdp>> = {};
  app.decorate('embeddedIdps', embedded);
  // Production requires both real issuers (config-production.ts); this is the second lock on the same door.
  const names = config.isProduction ? [] : IDP_NAMES.filter((idp) => isEmbedded(config, idp));
  if (names.length === 0) return;

  // Another plugin may have brought middie already (it decorates `use` once).
  if (!app.hasDecorator('use')) await app.register(middie);
  for (const idp of names) {
    const settings = embeddedIdpSettings(config, idp);
    const secrets = await loadOrCreateIdpSecrets(app.database.pool, idp);
    const provider = createEmbeddedProvider({
      ...settings,
      idp,
      secrets,
      accounts: idpAccounts(idp),
      pool: app.database.pool,
      trustProxy: config.trustProxy !== false,
      sessionHours: config.SESSION_ABSOLUTE_HOURS,
    });
    const callback = provider.callback();
    app.use(settings.mountPath, (req: IncomingMessage, res: ServerResponse, next: () => void) => {
      if (OWN_PATH.test(req.url ?? '')) return next();
      callback(req, res);
    });
    embedded[idp] = { provider, issuer: settings.issuer, clientSecret: secrets.clientSecret };
    await app.register(interactionRoutes, {
      idp,
      provider,
      mountPath: settings.mountPath,
      accounts: idpAccounts(idp),
    });
  }

  app.get(`${ASSETS_PATH}/idp.css`, (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(IDP_CSS),
  );
  app.get(`${ASSETS_PATH}/logout.js`, (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(LOGOUT_JS),
  );

  const sweep = setInterval(() => {
    deleteExpiredPayloads(app.database.pool).catch((error: unknown) =>
      app.log.warn({ err: error }, 'idp sweep failed'),
    );
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
});
