import { RequestState } from '@suap/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { requests } from '../../../db/schema.js';
import { enqueueSsuCall, listSsuCalls, type SsuOperation } from '../../outbox/index.js';
import type { BackOfficeAction, ProcedureService } from '../../procedure/index.js';
import { instancesRepository, type InstanceRow } from '../instance/instances.repository.js';
import { SsuError } from '../ssu-errors.js';
import {
  NOTIFY_EVENTS,
  NotifyBodySchema,
  RequestCorrectionBodySchema,
  RequestIntegrationBodySchema,
  parseSsuBody,
  RetryBodySchema,
  type Cui,
  type NotifyEvent,
} from '../ssu-schemas.js';
import { EVENT_TEXTS } from './event-texts.js';

/**
 * The procedure's step each event of `notify` stands for. The procedure's term running out (SCIA-001: the control
 * period ends with no measure) leaves the activity standing, as silence does (Law 241/1990 artt. 19-20); an order
 * to suspend the activity or to bring it into conformity (art. 19 c. 3) ends the procedure without the activity
 * being allowed as declared, which the portal records as not accepted, with the reason in words. A conference of
 * services convened (art. 14 ff.) goes on in the same state, as a notice; so does the back office's taking note of
 * a withdrawal, which only a withdrawn request can receive (SubmitterCancel-001).
 */
const STEP_OF_EVENT: Record<NotifyEvent, BackOfficeAction> = {
  cdss_convened: 'backOfficeNotice',
  end_by_submitter_cancel_requested: 'backOfficeNotice',
  end_by_positive_outcome: 'accept',
  end_by_proceeding_time_expired: 'accept',
  end_by_negative_outcome: 'reject',
  end_by_instance_refused: 'reject',
  end_by_integration_times_expired: 'reject',
  end_by_suspension_requested: 'reject',
  end_by_conformation_requested: 'reject',
};

const sameCui = (ours: Cui, theirs: Cui) =>
  ours.uuid === theirs.uuid &&
  ours.context === theirs.context &&
  ours.data === theirs.data &&
  ours.progressive === theirs.progressive;

/**
 * The back office's calls that drive the procedure (fo_to_bo.yaml): they reach the same steps, history and
 * messages to the applicant as the portal's own back office (procedure service, backOfficeAct).
 */
export function procedureEvents(db: Db, procedure: ProcedureService) {
  const instances = instancesRepository(db);

  /** The instance the CUI names, all of it matching what the catalogue gave: else ERROR_500_002. */
  async function instanceOf(cui: Cui): Promise<InstanceRow & { cui: Cui }> {
    const instance = await instances.findByCui(cui.uuid);
    if (!instance?.cui || !sameCui(instance.cui, cui))
      throw new SsuError('ERROR_500_002', `unknown CUI ${cui.uuid}`);
    return instance as InstanceRow & { cui: Cui };
  }

  async function languageOf(requestId: number): Promise<'it' | 'en'> {
    const [row] = await db
      .select({ language: requests.language })
      .from(requests)
      .where(eq(requests.requestId, requestId));
    return row?.language === 'en' ? 'en' : 'it';
  }

  /** The refs a list may name: the use case's and its documents'. */
  const knownRefs = (instance: InstanceRow) =>
    new Set([
      ...instance.descriptor.usecase_proceedings.map((proceeding) => proceeding.code),
      ...instance.instanceIndex.map((entry) => entry.ref),
    ]);

  async function askApplicant(
    instance: InstanceRow,
    items: { code: string; ref: string; texts: string[] }[],
    awaiting: 'integration' | 'correction',
    notExpected: 'ERROR_500_009',
  ) {
    const refs = knownRefs(instance);
    const codes = new Set(instance.descriptor.usecase_proceedings.map((proceeding) => proceeding.code));
    const texts = items.flatMap((item) => item.texts.map((text) => text.trim()).filter(Boolean));
    if (
      items.length === 0 ||
      texts.length === 0 ||
      items.some((item) => !codes.has(item.code) || !refs.has(item.ref))
    )
      throw new SsuError(
        'ERROR_500_005',
        'the list is empty, has no text, or names what the instance does not hold',
      );
    const outcome = await procedure.backOfficeAct(
      instance.requestId,
      { action: 'requestIntegration', message: texts.join('\n\n').slice(0, 4000) },
      (tx) => instances.setAwaiting(tx, instance.requestId, awaiting),
    );
    if (outcome === 'not-expected') throw new SsuError(notExpected, `request ${instance.requestId}`);
  }

  return {
    async notify(body: unknown): Promise<void> {
      const message = parseSsuBody(NotifyBodySchema, body);
      const instance = await instanceOf(message.cui);
      if (!(NOTIFY_EVENTS as readonly string[]).includes(message.event))
        throw new SsuError('ERROR_500_004', `event ${message.event.slice(0, 60)}`);
      const event = message.event as NotifyEvent;
      const action = STEP_OF_EVENT[event];
      const text = EVENT_TEXTS[event][await languageOf(instance.requestId)];
      const outcome = await procedure.backOfficeAct(instance.requestId, {
        action,
        message: text,
        ...(event === 'end_by_submitter_cancel_requested' ? { onlyFrom: [RequestState.WITHDRAWN] } : {}),
      });
      if (outcome === 'not-expected')
        throw new SsuError('ERROR_500_008', `${event} on request ${instance.requestId}`);
    },

    async requestIntegration(body: unknown): Promise<void> {
      const message = parseSsuBody(RequestIntegrationBodySchema, body);
      const instance = await instanceOf(message.cui);
      const items = message.integration_list.map((item) => ({
        code: item.code,
        ref: item.ref,
        texts: item.integration_request.map((request) => request.request ?? ''),
      }));
      await askApplicant(instance, items, 'integration', 'ERROR_500_009');
    },

    async requestCorrection(body: unknown): Promise<void> {
      const message = parseSsuBody(RequestCorrectionBodySchema, body);
      const instance = await instanceOf(message.cui);
      const items = message.correction_list.map((item) => ({
        code: item.code,
        ref: item.ref,
        texts: [
          item.correction_request ??
            (typeof item.correction_requested === 'string' ? item.correction_requested : ''),
        ],
      }));
      await askApplicant(instance, items, 'correction', 'ERROR_500_009');
    },

    /**
     * Retry-001: the back office found the data of an operation inconsistent and asks for it again. Only an
     * operation this front office made for the instance can be asked again (else ERROR_500_009); it goes back in
     * the outbox, and its audit follows it as the first time.
     */
    async retry(body: unknown): Promise<void> {
      const message = parseSsuBody(RetryBodySchema, body);
      const instance = await instanceOf(message.cui);
      const operation: SsuOperation = message.operation;
      const made = (await listSsuCalls(db, instance.requestId)).some(
        (call) => call.operation === operation && call.status === 'sent',
      );
      if (!made)
        throw new SsuError('ERROR_500_009', `${operation} was never made for request ${instance.requestId}`);
      await enqueueSsuCall(db, {
        requestId: instance.requestId,
        operation,
        payload: operation === 'send_instance' ? { reason: 'retry' } : { eventAt: new Date().toISOString() },
      });
    },

    instanceOf,
  };
}

export type ProcedureEvents = ReturnType<typeof procedureEvents>;
