import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendSignedJson, type IncomingAuthOptions, type ReplySigning } from '../security/incoming-auth.js';
import { SsuError } from '../ssu-errors.js';
import { CuiSchema, InstanceIndexEntrySchema, parseSsuBody } from '../ssu-schemas.js';
import { counterpartScope } from './counterpart-scope.js';
import type { SimulatorState } from './simulator-state.js';

const SendInstanceSchema = z.object({
  cui: CuiSchema,
  instance_descriptor_version: z.string(),
  instance_index: z.array(z.unknown()),
  general_index: z.array(z.unknown()),
});
const NotifyReceiptSchema = z.object({ cui: CuiSchema, date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });
const RetrySchema = z.object({
  cui: CuiSchema,
  operation: z.enum(['request_correction', 'request_integration', 'notify']),
});

/**
 * The development back office's e-services (bo_to_fo.yaml): it takes instances (send_instance), the receipt's
 * date (notify_receipt, after which it fetches each document of the index from the front office, checking its
 * hash, as General-001 does), cancellation and retry requests. Off in production (ssu.plugin.ts).
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
      cui: descriptor.cui,
      descriptor,
      index: index.data,
      sends: (previous?.sends ?? 0) + 1,
      receiptOn: previous?.receiptOn ?? null,
      documents: previous?.documents ?? [],
      cancelRequested: previous?.cancelRequested ?? false,
      retriesAsked: previous?.retriesAsked ?? [],
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
    received(body.cui.uuid).retriesAsked.push(body.operation);
    return sendSignedJson(reply, 200, undefined, signing);
  });
}
