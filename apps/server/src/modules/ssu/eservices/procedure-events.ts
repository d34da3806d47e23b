import { RequestState } from '@suap/shared';
import type { Db, Executor } from '../../../db/client.js';
import {
  enqueueSsuCall,
  listSsuCalls,
  type BackOfficeOperation,
  type SsuOperation,
} from '../../outbox/index.js';
import type { BackOfficeAction, ProcedureService } from '../../procedure/index.js';
import { normalizedDigest, type HashAlgorithm } from '../instance/digest.js';
import { instancesRepository, type InstanceRow } from '../instance/instances.repository.js';
import { requestLanguage } from '../instance/request-language.js';
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

/** A document the back office names with an operation, to be fetched from it. */
interface NamedDocument {
  resourceId: string;
  /** As the back office wrote it, for its If-Match; `digest` is the same in lowercase hex. */
  hash: string;
  digest: string;
  algHash: HashAlgorithm;
}

/**
 * The documents an operation names: an item without a resource names none; one with a resource must carry a hash
 * of its algorithm (S256 by default) in hex or base64, else the call is bad input (ERROR_400_001).
 */
function namedDocuments(
  items: readonly { resource_id?: string; hash?: string; alg_hash?: HashAlgorithm }[],
): NamedDocument[] {
  return items.flatMap((item) => {
    if (item.resource_id === undefined) return [];
    const algHash = item.alg_hash ?? 'S256';
    const digest = item.hash === undefined ? null : normalizedDigest(algHash, item.hash);
    if (digest === null)
      throw new SsuError(
        'ERROR_400_001',
        `document ${item.resource_id}: no ${algHash} hash in hex or base64`,
      );
    return [{ resourceId: item.resource_id, hash: item.hash!, digest, algHash }];
  });
}

/**
 * The back office's calls that drive the procedure (fo_to_bo.yaml): they reach the same steps, history and
 * messages to the applicant as the portal's own back office (procedure service, backOfficeAct).
 */
export function procedureEvents(db: Db, procedure: ProcedureService) {
  const instances = instancesRepository(db);

  /**
   * The instance the CUI names, all of it matching what the catalogue gave (else ERROR_500_002), in the version of
   * its descriptor the catalogue registered (else ERROR_500_001: the caller works on another descriptor).
   */
  async function instanceOf(cui: Cui, descriptorVersion?: string): Promise<InstanceRow & { cui: Cui }> {
    const instance = await instances.findByCui(cui.uuid);
    if (!instance?.cui || !sameCui(instance.cui, cui))
      throw new SsuError('ERROR_500_002', `unknown CUI ${cui.uuid}`);
    if (descriptorVersion !== undefined && descriptorVersion !== String(instance.descriptorVersion))
      throw new SsuError(
        'ERROR_500_001',
        `instance_descriptor_version ${descriptorVersion.slice(0, 20)}, the instance's is ${instance.descriptorVersion}`,
      );
    return instance as InstanceRow & { cui: Cui };
  }

  /** Each document named is fetched from the back office later, for the step it came with (historyId). */
  async function fetchLater(
    tx: Executor,
    requestId: number,
    step: { operation: BackOfficeOperation; historyId: number; event?: string },
    documents: readonly NamedDocument[],
  ) {
    for (const document of documents)
      await enqueueSsuCall(tx, { requestId, operation: 'fetch_document', payload: { ...step, ...document } });
  }

  /**
   * Retry-001: the operation the portal asked the back office to make again (a document of it did not hold) has
   * come again, naming that document again. The step was recorded the first time: only its documents are fetched,
   * for that step. Checked and cleared on the locked instance row, so two servers take it once.
   */
  async function retransmitted(
    instance: InstanceRow,
    operation: BackOfficeOperation,
    documents: readonly NamedDocument[],
    event?: string,
  ): Promise<boolean> {
    const named = new Set(documents.map((document) => document.resourceId));
    if (named.size === 0) return false;
    return db.transaction(async (tx) => {
      const awaited = await instances.lockRetriesAwaited(tx, instance.requestId);
      const match = awaited.find(
        (retry) =>
          retry.operation === operation &&
          (operation !== 'notify' || retry.event === event) &&
          retry.resourceIds.some((id) => named.has(id)),
      );
      if (!match) return false;
      await instances.setRetriesAwaited(
        tx,
        instance.requestId,
        awaited.filter((retry) => retry !== match),
      );
      const step = { operation, historyId: match.historyId, ...(event ? { event } : {}) };
      await fetchLater(tx, instance.requestId, step, documents);
      return true;
    });
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
    documents: readonly NamedDocument[] = [],
  ) {
    const texts = checkedTexts(instance, items);
    if (awaiting === 'integration' && (await retransmitted(instance, 'request_integration', documents)))
      return;
    const outcome = await procedure.backOfficeAct(
      instance.requestId,
      { action: 'requestIntegration', message: texts.join('\n\n').slice(0, 4000) },
      async (tx, historyId) => {
        await instances.setAwaiting(tx, instance.requestId, awaiting);
        await fetchLater(tx, instance.requestId, { operation: 'request_integration', historyId }, documents);
      },
    );
    if (outcome === 'not-expected') throw new SsuError('ERROR_500_009', `request ${instance.requestId}`);
  }

  /** The texts of a list naming what the instance holds; else ERROR_500_005. */
  function checkedTexts(instance: InstanceRow, items: { code: string; ref: string; texts: string[] }[]) {
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
    return texts;
  }

  return {
    async notify(body: unknown): Promise<void> {
      const message = parseSsuBody(NotifyBodySchema, body);
      const instance = await instanceOf(message.cui, message.instance_descriptor_version);
      if (!(NOTIFY_EVENTS as readonly string[]).includes(message.event))
        throw new SsuError('ERROR_500_004', `event ${message.event.slice(0, 60)}`);
      const event = message.event as NotifyEvent;
      const documents = namedDocuments([message]);
      if (await retransmitted(instance, 'notify', documents, event)) return;
      const action = STEP_OF_EVENT[event];
      const text = EVENT_TEXTS[event][await requestLanguage(db, instance.requestId)];
      const outcome = await procedure.backOfficeAct(
        instance.requestId,
        {
          action,
          message: text,
          ...(event === 'end_by_submitter_cancel_requested' ? { onlyFrom: [RequestState.WITHDRAWN] } : {}),
        },
        (tx, historyId) =>
          fetchLater(tx, instance.requestId, { operation: 'notify', historyId, event }, documents),
      );
      if (outcome === 'not-expected')
        throw new SsuError('ERROR_500_008', `${event} on request ${instance.requestId}`);
    },

    async requestIntegration(body: unknown): Promise<void> {
      const message = parseSsuBody(RequestIntegrationBodySchema, body);
      const instance = await instanceOf(message.cui, message.instance_descriptor_version);
      const items = message.integration_list.map((item) => ({
        code: item.code,
        ref: item.ref,
        texts: item.integration_request.map((request) => request.request ?? ''),
      }));
      const documents = namedDocuments(message.integration_document_list ?? []);
      await askApplicant(instance, items, 'integration', documents);
    },

    async requestCorrection(body: unknown): Promise<void> {
      const message = parseSsuBody(RequestCorrectionBodySchema, body);
      const instance = await instanceOf(message.cui, message.instance_descriptor_version);
      const items = message.correction_list.map((item) => ({
        code: item.code,
        ref: item.ref,
        texts: [
          item.correction_request ??
            (typeof item.correction_requested === 'string' ? item.correction_requested : ''),
        ],
      }));
      await askApplicant(instance, items, 'correction');
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
