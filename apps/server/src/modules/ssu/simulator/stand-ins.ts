import type { FastifyInstance } from 'fastify';
import { createMemoryReplayGuard } from '../security/replay-guard.js';
import { createSsuClient } from '../security/ssu-client.js';
import { issueVoucher, createVoucherSource, TokenRequestError } from '../security/voucher.js';
import { DEV_PURPOSES, type SsuSetup } from '../ssu-security.js';
import backOfficeStandIn from './backoffice.routes.js';
import catalogueStandIn from './catalogue.routes.js';
import driveStandIn from './drive.routes.js';
import { fetchInstanceDocuments } from './fetch-documents.js';
import { simulatorState, type SimulatorState } from './simulator-state.js';

/**
 * The development counterparts under /dev/ssu (never in production: usesSsuStandIns), speaking the AgID OpenAPI
 * with the same security as real ones: a PDND token endpoint issuing vouchers for the three clients, the catalogue
 * and the back office checking every call and signing every reply, and the routes that make the back office act.
 */
export async function registerStandIns(
  app: FastifyInstance,
  setup: SsuSetup & { dev: NonNullable<SsuSetup['dev']> },
  fetch: typeof globalThis.fetch,
): Promise<SimulatorState> {
  const { dev } = setup;
  const state = simulatorState();
  const audienceOf: Record<string, string> = {
    [DEV_PURPOSES.catalogue]: setup.catalogueUrl,
    [DEV_PURPOSES.backOffice]: setup.backOfficeUrl,
    [DEV_PURPOSES.frontOffice]: setup.frontOfficeAudience,
  };

  await app.register(
    async (pdnd) => {
      pdnd.post('/token', async (request, reply) => {
        try {
          return await issueVoucher((request.body ?? {}) as Record<string, string>, {
            issuerKey: dev.pdnd,
            tokenAudience: dev.pdnd.tokenAudience,
            clients: dev.clients,
            audienceFor: ({ purposeId }) => audienceOf[purposeId],
            replay: createMemoryReplayGuard(),
          });
        } catch (error) {
          if (!(error instanceof TokenRequestError)) throw error;
          return reply.code(error.status).send(error.body);
        }
      });
    },
    { prefix: '/dev/ssu/pdnd' },
  );

  // The counterparts trust the front office's key only, and check vouchers from the simulated PDND.
  const authFor = (audience: string) => ({
    pdnd: { issuer: dev.pdnd.issuer, jwks: dev.pdnd.jwks },
    audience,
    peers: dev.counterpartPeers,
    replay: createMemoryReplayGuard(),
  });
  await app.register(catalogueStandIn, {
    prefix: '/dev/ssu/catalogue',
    auth: authFor(setup.catalogueUrl),
    signing: { audience: setup.catalogueUrl, key: dev.catalogue },
    state,
  });

  // The back office calls the front office as a client of its own, with its own voucher and key.
  const frontOffice = createSsuClient({
    voucherSource: createVoucherSource({
      tokenUrl: setup.tokenUrl,
      tokenAudience: setup.tokenAudience,
      purposeId: DEV_PURPOSES.frontOffice,
      signingKey: dev.backOffice,
      fetch,
    }),
    signingKey: dev.backOffice,
    audience: setup.frontOfficeAudience,
    peers: dev.counterpartPeers,
    fetch,
  });
  await app.register(backOfficeStandIn, {
    prefix: '/dev/ssu/backoffice',
    auth: authFor(setup.backOfficeUrl),
    signing: { audience: setup.backOfficeUrl, key: dev.backOffice },
    state,
    fetchDocuments: (cuiUuid) =>
      fetchInstanceDocuments(state, frontOffice, setup.frontOfficeUrl, cuiUuid, app.log),
  });
  await app.register(driveStandIn, {
    prefix: '/dev/ssu',
    state,
    frontOffice,
    frontOfficeUrl: setup.frontOfficeUrl,
  });
  return state;
}
