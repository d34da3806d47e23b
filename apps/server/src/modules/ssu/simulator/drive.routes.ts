import { isLanguage } from '@suap/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SsuClient } from '../security/ssu-client.js';
import { SSU_PAGE_PATH, ssuSimulatorPage } from './dev-page.js';
import type { SimulatedInstance, SimulatorState } from './simulator-state.js';

const ActionSchema = z.discriminatedUnion('operation', [
  z.object({ operation: z.literal('request_integration'), text: z.string().trim().min(1).max(2000) }),
  z.object({ operation: z.literal('request_correction'), text: z.string().trim().min(1).max(2000) }),
  z.object({ operation: z.literal('notify'), event: z.string().min(1).max(60) }),
  z.object({
    operation: z.literal('retry'),
    retried: z.enum(['send_instance', 'notify_receipt', 'cancel_instance']),
  }),
]);
type Action = z.infer<typeof ActionSchema>;

/** The e-service call a back-office operator's action is, in fo_to_bo.yaml's shapes. */
function bodyOf(instance: SimulatedInstance, action: Action): unknown {
  const base = { cui: instance.cui, instance_descriptor_version: '1' };
  const code = instance.descriptor.usecase_proceedings[0]!.code;
  const ref = instance.index[0]!.ref;
  switch (action.operation) {
    case 'request_integration':
      return { ...base, integration_list: [{ code, ref, integration_request: [{ request: action.text }] }] };
    case 'request_correction':
      return {
        ...base,
        correction_list: [{ code, ref, correction_requested: action.text, correction_request: action.text }],
      };
    case 'notify':
      return { ...base, event: action.event };
    case 'retry':
      return { cui: instance.cui, operation: action.retried };
  }
}

/**
 * What a back-office operator would do, for development and the tests: make the simulated back office call the
 * front office's e-services for an instance it received, as JSON (the front office's reply out, status and body)
 * or from the page at /dev/ssu. Development only, like /dev/mailbox.
 */
export default async function driveStandIn(
  app: FastifyInstance,
  options: { state: SimulatorState; frontOffice: SsuClient; frontOfficeUrl: string },
) {
  const { state, frontOffice, frontOfficeUrl } = options;
  const languageOf = (query: unknown) => {
    const lang = (query as { lang?: unknown }).lang;
    return isLanguage(lang) ? lang : 'it';
  };
  const act = async (instance: SimulatedInstance, action: Action) => {
    const answer = await frontOffice.post(`${frontOfficeUrl}/${action.operation}`, bodyOf(instance, action));
    return { status: answer.status, body: answer.body ?? null };
  };

  app.get('/state.json', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(state.snapshot()),
  );

  app.get('', async (request, reply) => {
    const query = request.query as { status?: unknown; code?: unknown };
    const result =
      typeof query.status === 'string'
        ? { status: query.status, code: typeof query.code === 'string' ? query.code : '' }
        : undefined;
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(ssuSimulatorPage(languageOf(request.query), state, result));
  });

  app.post('/outage', async (request, reply) => {
    state.unavailable = (request.body as { unavailable?: unknown } | undefined)?.unavailable === 'true';
    return reply.redirect(`${SSU_PAGE_PATH}?lang=${languageOf(request.query)}`, 303);
  });

  app.post<{ Params: { cuiUuid: string } }>(
    '/backoffice/instances/:cuiUuid/actions',
    async (request, reply) => {
      const instance = state.instances.get(request.params.cuiUuid);
      if (!instance)
        return reply
          .code(404)
          .send({ code: 'not-found', message: 'no such instance was sent', description: 'cuiUuid' });
      const parsed = ActionSchema.safeParse(request.body);
      if (!parsed.success)
        return reply.code(400).send({
          code: 'invalid',
          message: 'operation and its text or event',
          description: parsed.error.message,
        });
      return act(instance, parsed.data);
    },
  );

  // The page's forms: the same action, then back to the page with the front office's answer.
  app.post<{ Params: { cuiUuid: string } }>('/backoffice/instances/:cuiUuid/form', async (request, reply) => {
    const lang = languageOf(request.query);
    const instance = state.instances.get(request.params.cuiUuid);
    const parsed = ActionSchema.safeParse(request.body);
    if (!instance || !parsed.success) return reply.redirect(`${SSU_PAGE_PATH}?lang=${lang}&status=400`, 303);
    const answer = await act(instance, parsed.data);
    const code = (answer.body as { code?: unknown } | null)?.code;
    const search = new URLSearchParams({
      lang,
      status: String(answer.status),
      code: typeof code === 'string' ? code : '',
    });
    return reply.redirect(`${SSU_PAGE_PATH}?${search}`, 303);
  });
}
