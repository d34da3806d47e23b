import type { FastifyInstance, FastifyReply } from 'fastify';
import { buffer } from 'node:stream/consumers';
import { isDatabaseUnavailable } from '../../../plugins/error-handler.js';
import type { FileStore } from '../../attachments/index.js';
import { instancesRepository, sha256Hex } from '../instance/instances.repository.js';
import {
  registerSsuBodyParser,
  sendSignedJson,
  sendSsuError,
  signReply,
  ssuAuthentication,
  type IncomingAuthOptions,
  type ReplySigning,
} from '../security/incoming-auth.js';
import { SsuError } from '../ssu-errors.js';
import { checkIfMatch, parseRange } from './instance-document.js';
import type { ProcedureEvents } from './procedure-events.js';

export interface FoEservicesOptions {
  auth: IncomingAuthOptions;
  signing: ReplySigning;
  events: ProcedureEvents;
  store: FileStore;
}

/**
 * The e-services this front office exposes to the back office (AgID fo_to_bo.yaml), under /ssu/fo: every call
 * authenticated (PDND voucher, Agid-JWT-Signature, no replay) before anything else is read, every reply signed,
 * every error the specification's code and message. Outside the portal's own API and its OpenAPI document: the
 * AgID files are these e-services' contract.
 */
export default async function foEservices(app: FastifyInstance, options: FoEservicesOptions) {
  const { signing, events } = options;
  const instances = instancesRepository(app.database.db);
  registerSsuBodyParser(app);
  // A database that does not answer is the specification's "operation unavailable", worth a retry.
  app.setErrorHandler((error, _request, reply) =>
    sendSsuError(
      reply,
      isDatabaseUnavailable(error) ? new SsuError('ERROR_503_001', String(error)) : error,
      signing,
    ),
  );
  app.setNotFoundHandler((_request, reply) => sendSsuError(reply, new SsuError('ERROR_404_001'), signing));
  const authenticated = { preValidation: ssuAuthentication(options.auth) };
  const ok = (reply: FastifyReply) => sendSignedJson(reply, 200, undefined, signing);

  app.post('/notify', authenticated, async (request, reply) => {
    await events.notify(request.body);
    return ok(reply);
  });
  app.post('/request_integration', authenticated, async (request, reply) => {
    await events.requestIntegration(request.body);
    return ok(reply);
  });
  app.post('/request_correction', authenticated, async (request, reply) => {
    await events.requestCorrection(request.body);
    return ok(reply);
  });
  app.post('/retry', authenticated, async (request, reply) => {
    await events.retry(request.body);
    return ok(reply);
  });

  /**
   * A document of the instance, base64 in text/plain as the e-service defines it, whole or one byte range of it
   * (the range is of the document's bytes; its portion is what is encoded). The bytes are checked against the
   * index's hash before they go: a damaged file is an error, never a document.
   */
  app.get<{ Params: { cui_uuid: string; resource_id: string } }>(
    '/instance/:cui_uuid/document/:resource_id',
    authenticated,
    async (request, reply) => {
      const { cui_uuid: cuiUuid, resource_id: resourceId } = request.params;
      if (!/^[0-9a-f-]{36}$/i.test(cuiUuid) || resourceId.length > 64) throw new SsuError('ERROR_400_001');
      const ifMatch = request.headers['if-match'];
      if (ifMatch === undefined) throw new SsuError('ERROR_428_001');
      const instance = await instances.findByCui(cuiUuid.toLowerCase());
      if (!instance) throw new SsuError('ERROR_500_002', `unknown CUI ${cuiUuid}`);
      const document = await instances.document(instance.requestId, resourceId);
      if (!document) throw new SsuError('ERROR_404_001');
      checkIfMatch(ifMatch, document.sha256);
      const range = (() => {
        try {
          return parseRange(request.headers.range, document.size);
        } catch (error) {
          reply.header('content-range', `bytes */${document.size}`);
          throw error;
        }
      })();
      const bytes = document.content ?? (await buffer(await options.store.read(document.storageKey!)));
      if (sha256Hex(bytes) !== document.sha256)
        throw new SsuError(
          'ERROR_500_007',
          `document ${resourceId} of request ${instance.requestId} is damaged`,
        );
      const part = range ? bytes.subarray(range.start, range.end + 1) : bytes;
      const body = part.toString('base64');
      if (range) reply.header('content-range', `bytes ${range.start}-${range.end}/${document.size}`);
      await signReply(reply, { ...signing, body, contentType: 'text/plain; charset=utf-8' });
      return reply.code(range ? 206 : 200).send(body);
    },
  );
}
