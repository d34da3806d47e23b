import { isLanguage } from '@suap/shared';
import type { FastifyInstance } from 'fastify';
import type { SsuClient } from '../security/ssu-client.js';
import { SSU_PAGE_PATH, ssuSimulatorPage } from './dev-page.js';
import { ActionSchema, callOf, type Action, type DriveRefusal } from './drive-actions.js';
import { RETRANSMITTED_OPERATIONS, type SimulatedInstance, type SimulatorState } from './simulator-state.js';

const isRetransmitted = (operation: string): operation is (typeof RETRANSMITTED_OPERATIONS)[number] =>
  (RETRANSMITTED_OPERATIONS as readonly string[]).includes(operation);

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
  const act = async (
    instance: SimulatedInstance,
    action: Action,
  ): Promise<{ status: number; body: unknown } | DriveRefusal> => {
    const call = await callOf({ instance, documents: state.issuedTo(instance.cui.uuid) }, action);
    if ('error' in call) return call;
    // Remembered before it goes: a call the front office did not take may be the one it asks again.
    if (isRetransmitted(call.operation)) instance.lastSent[call.operation] = call.body;
    const answer = await frontOffice.post(`${frontOfficeUrl}/${call.operation}`, call.body);
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
          message: 'operation and its text, event, document or retried operation',
          description: parsed.error.message,
        });
      const outcome = await act(instance, parsed.data);
      if ('error' in outcome) return reply.code(outcome.status).send(outcome.error);
      return outcome;
    },
  );

  // The page's forms: the same action, then back to the page with the front office's answer (or the refusal).
  app.post<{ Params: { cuiUuid: string } }>('/backoffice/instances/:cuiUuid/form', async (request, reply) => {
    const lang = languageOf(request.query);
    const instance = state.instances.get(request.params.cuiUuid);
    const parsed = ActionSchema.safeParse(request.body);
    if (!instance || !parsed.success) return reply.redirect(`${SSU_PAGE_PATH}?lang=${lang}&status=400`, 303);
    const outcome = await act(instance, parsed.data);
    const code = 'error' in outcome ? outcome.error.code : (outcome.body as { code?: unknown } | null)?.code;
    const search = new URLSearchParams({
      lang,
      status: String(outcome.status),
      code: typeof code === 'string' ? code : '',
    });
    return reply.redirect(`${SSU_PAGE_PATH}?${search}`, 303);
  });
}
