import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { checkIfMatch, parseRange } from '../eservices/instance-document.js';
import {
  sendSignedJson,
  signReply,
  type IncomingAuthOptions,
  type ReplySigning,
} from '../security/incoming-auth.js';
import { SsuError } from '../ssu-errors.js';
import { CuiSchema, InstanceIndexEntrySchema, parseSsuBody, SsuErrorSchema } from '../ssu-schemas.js';
import { counterpartScope } from './counterpart-scope.js';
import { heldHash } from './decision-document.js';
import { freshInstanceMemory, RETRIED_BY_FRONT_OFFICE, type SimulatorState } from './simulator-state.js';

const SendInstanceSchema = z.object({
  cui: CuiSchema,
  instance_descriptor_version: z.string(),
  instance_index: z.array(z.unknown()),
  general_index: z.array(z.unknown()),
});
const NotifyReceiptSchema = z.object({ cui: CuiSchema, date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });
const RetrySchema = z.object({
  cui: CuiSchema,
  operation: z.enum(RETRIED_BY_FRONT_OFFICE),
  error: SsuErrorSchema.optional(),
});

/**
 * The development back office's e-services (bo_to_fo.yaml): it takes instances (send_instance), the receipt's
 * date (notify_receipt, after which it fetches each document of the index from the front office, checking its
 * hash, as General-001 does), cancellation and retry requests, and serves the documents it issued (decisions,
 * requests for documents). Off in production (ssu.plugin.ts).
 */
export default async function backOfficeStandIn(
  app: FastifyInstance,
  options: {
    auth: IncomingAuthOptions;
    signing: ReplySigning;
    state: SimulatorState;
    fetchDocuments: (cuiUuid: string) => Promise<void>;
  },
) {
  const { signing, state } = options;
  const authenticated = counterpartScope(app, options.auth, signing, state, (operation, body) =>
    state.received.push({ service: 'backOffice', operation, body }),
  );
  const known = (cuiUuid: string) => {
    const descriptor = state.descriptors.get(cuiUuid);
    if (!descriptor) throw new SsuError('ERROR_500_002', `CUI ${cuiUuid} not given by the catalogue`);
    return descriptor;
  };
  const received = (cuiUuid: string) => {
    const instance = state.instances.get(cuiUuid);
    if (!instance) throw new SsuError('ERROR_500_009', `no instance ${cuiUuid} was sent`);
    return instance;
  };

  app.post('/send_instance', authenticated, async (request, reply) => {
    const body = parseSsuBody(SendInstanceSchema, request.body);
    const descriptor = known(body.cui.uuid);
    const index = z.array(InstanceIndexEntrySchema).min(1).safeParse(body.instance_index);
    if (!index.success) throw new SsuError('ERROR_500_003');
    const previous = state.instances.get(body.cui.uuid);
    state.instances.set(body.cui.uuid, {
      ...(previous ?? freshInstanceMemory()),
      cui: descriptor.cui,
      descriptor,
      index: index.data,
      sends: (previous?.sends ?? 0) + 1,
    });
    // An integrated or corrected instance is fetched again at once; a new one after its receipt.
    if (previous) void options.fetchDocuments(body.cui.uuid);
    return sendSignedJson(reply, 200, undefined, signing);
  });

  app.post('/notify_receipt', authenticated, async (request, reply) => {
    const body = parseSsuBody(NotifyReceiptSchema, request.body);
    known(body.cui.uuid);
    received(body.cui.uuid).receiptOn = body.date;
    void options.fetchDocuments(body.cui.uuid);
    return sendSignedJson(reply, 200, undefined, signing);
  });

  app.post('/cancel_instance', authenticated, async (request, reply) => {
    const cui = parseSsuBody(CuiSchema, request.body);
    known(cui.uuid);
    received(cui.uuid).cancelRequested = true;
    return sendSignedJson(reply, 200, undefined, signing);
  });

  app.post('/retry', authenticated, async (request, reply) => {
    const body = parseSsuBody(RetrySchema, request.body);
    known(body.cui.uuid);
    received(body.cui.uuid).retriesAsked.push({
      operation: body.operation,
      ...(body.error ? { error: body.error } : {}),
      at: new Date().toISOString(),
    });
    return sendSignedJson(reply, 200, undefined, signing);
  });

  /**
   * A document the back office issued, base64 in text/plain, whole or one byte range, as the front office's own
   * document e-service serves (fo-eservices.plugin.ts). If-Match is checked against the hash the back office
   * holds, so a "damaged" document goes out under the hash it was announced with, bytes that do not match it.
   */
  app.get<{ Params: { cui_uuid: string; resource_id: string } }>(
    '/instance/:cui_uuid/document/:resource_id',
    authenticated,
    async (request, reply) => {
      const { cui_uuid: cuiUuid, resource_id: resourceId } = request.params;
      const ifMatch = request.headers['if-match'];
      if (ifMatch === undefined) throw new SsuError('ERROR_428_001');
      known(cuiUuid);
      const bytes = state.issued.get(cuiUuid)?.get(resourceId);
      if (!bytes) throw new SsuError('ERROR_404_001', `no document ${resourceId} for ${cuiUuid}`);
      const damaged = state.instances.get(cuiUuid)?.damaged.includes(resourceId) ?? false;
      checkIfMatch(ifMatch, heldHash(bytes, damaged));
      const size = bytes.length;
      const range = (() => {
        try {
          return parseRange(request.headers.range, size);
        } catch (error) {
          reply.header('content-range', `bytes */${size}`);
          throw error;
        }
      })();
      const part = range ? bytes.subarray(range.start, range.end + 1) : bytes;
      const body = part.toString('base64');
      if (range) reply.header('content-range', `bytes ${range.start}-${range.end}/${size}`);
      await signReply(reply, { ...signing, body, contentType: 'text/plain; charset=utf-8' });
      return reply.code(range ? 206 : 200).send(body);
    },
  );
}
