import { isoDateInRome } from '@suap/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendSignedJson, type IncomingAuthOptions, type ReplySigning } from '../security/incoming-auth.js';
import { SsuError } from '../ssu-errors.js';
import { CuiSchema, InstanceDescriptorSchema, parseSsuBody } from '../ssu-schemas.js';
import { counterpartScope } from './counterpart-scope.js';
import type { SimulatorState } from './simulator-state.js';

// The audit messages the catalogue accepts (catalogo-ssu_to_fo.yaml, AuditMessage.message).
const AUDIT_MESSAGE =
  /^(receipt_sended|instance_to_[0-9]{1,10}_sended|corrected_instance_to_[0-9]{1,10}_sended|instance_integrated_to_[0-9]{1,10}_sended|submitter_cancel_requested|retry_requested_for_send_instance|retry_requested_for_request_correction|retry_requested_for_request_integration|retry_requested_for_notify)$/;

const AuditSchema = z.object({
  cui: CuiSchema,
  message: z.string(),
  event_time: z.string().datetime({ offset: true }),
});

/**
 * The development SSU catalogue (catalogo-ssu_to_fo.yaml): gives CUIs to instance descriptors, takes audits, and
 * answers a descriptor by its CUI. Off in production (ssu.plugin.ts).
 */
export default async function catalogueStandIn(
  app: FastifyInstance,
  options: { auth: IncomingAuthOptions; signing: ReplySigning; state: SimulatorState },
) {
  const { signing, state } = options;
  const authenticated = counterpartScope(app, options.auth, signing, state, (operation, body) =>
    state.received.push({ service: 'catalogue', operation, body }),
  );

  app.post('/request_cui', authenticated, async (request, reply) => {
    const descriptor = parseSsuBody(InstanceDescriptorSchema, request.body);
    if (descriptor.cui) throw new SsuError('ERROR_500_001', 'a descriptor that already has a CUI');
    return sendSignedJson(reply, 200, state.assignCui(descriptor, isoDateInRome(new Date())), signing);
  });

  app.post('/audit', authenticated, async (request, reply) => {
    const audit = parseSsuBody(AuditSchema, request.body);
    if (!state.descriptors.has(audit.cui.uuid)) throw new SsuError('ERROR_500_002');
    if (!AUDIT_MESSAGE.test(audit.message)) throw new SsuError('ERROR_500_004', audit.message);
    state.audits.push({ cuiUuid: audit.cui.uuid, message: audit.message, eventTime: audit.event_time });
    return sendSignedJson(reply, 200, { type: 'ok' }, signing);
  });

  app.get<{ Params: { cui_uuid: string } }>(
    '/instance_descriptor/:cui_uuid',
    authenticated,
    async (request, reply) => {
      const descriptor = state.descriptors.get(request.params.cui_uuid);
      if (!descriptor) throw new SsuError('ERROR_500_002');
      return sendSignedJson(reply, 200, descriptor, signing);
    },
  );
}
