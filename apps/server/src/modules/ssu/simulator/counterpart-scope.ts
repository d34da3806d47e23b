import type { FastifyInstance } from 'fastify';
import {
  registerSsuBodyParser,
  sendSsuError,
  ssuAuthentication,
  type IncomingAuthOptions,
  type ReplySigning,
} from '../security/incoming-auth.js';
import { SsuError } from '../ssu-errors.js';

/**
 * What a simulated counterpart's e-service shares with a real one: the raw body kept for its signature, every
 * call authenticated as the specification says, every error in its code and message, signed. Returns the hook
 * its routes run before their handler.
 */
export function counterpartScope(
  app: FastifyInstance,
  auth: IncomingAuthOptions,
  signing: ReplySigning,
  state: { unavailable: boolean },
  received: (operation: string, body: unknown) => void,
) {
  registerSsuBodyParser(app);
  // An outage of the counterpart, switched on by tests and the development page: every call answers 503.
  app.addHook('onRequest', async () => {
    if (state.unavailable) throw new SsuError('ERROR_503_001', 'stand-in switched off');
  });
  // Every authenticated call's body, as received: the tests check it against the AgID OpenAPI files.
  app.addHook('preHandler', async (request) => {
    if (request.method === 'POST') received(request.url.split('/').at(-1)!, request.body);
  });
  app.setErrorHandler((error, _request, reply) => sendSsuError(reply, error, signing));
  app.setNotFoundHandler((_request, reply) => sendSsuError(reply, new SsuError('ERROR_404_001'), signing));
  return { preValidation: ssuAuthentication(auth) };
}
