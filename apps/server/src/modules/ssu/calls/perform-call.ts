import { isoDateInRome, isLanguage } from '@suap/shared';
import type { Db } from '../../../db/client.js';
import { enqueueSsuCall, listSsuCalls, recordSsuCall, type ClaimedSsuCall } from '../../outbox/index.js';
import { renderSentReceipt } from '../../recap-pdf/index.js';
import { preparedRequestViews, toRequestView } from '../../requests/index.js';
import {
  buildDescriptor,
  buildIndex,
  readInstanceFacts,
  type CompetentOffice,
} from '../instance/instance-descriptor.js';
import {
  instancesRepository,
  REQUEST_RESOURCE_ID,
  sha256Hex,
  type InstanceRow,
} from '../instance/instances.repository.js';
import { AuditResponseSchema, InstanceDescriptorSchema, type Cui } from '../ssu-schemas.js';
import { assertSsuSuccess } from '../security/ssu-client.js';
import type { UploadChecks } from '../../attachments/index.js';
import { backOfficeDocuments } from './back-office-documents.js';
import { PermanentCallError } from './call-errors.js';
import type { SsuCounterparts } from './counterparts.js';

export interface PerformDeps {
  db: Db;
  counterparts: SsuCounterparts;
  office: CompetentOffice;
  /** What a document the back office sends is checked with, as any upload. */
  checks: UploadChecks;
  /** SSU_MAX_ATTEMPTS, as the worker counts them. */
  maxAttempts: number;
}

const AUDIT_OF_REASON = {
  presented: (bo: string) => `instance_to_${bo}_sended`,
  retry: (bo: string) => `instance_to_${bo}_sended`,
  integrated: (bo: string) => `instance_integrated_to_${bo}_sended`,
  corrected: (bo: string) => `corrected_instance_to_${bo}_sended`,
} as const;

/**
 * Makes one claimed call and, in one transaction with its outcome, writes what follows it (General-001): the CUI
 * starts the instance (send_instance); the instance sent is audited and, the first time, followed by the audit
 * of the receipt and notify_receipt; a document the back office named is fetched, or asked for again. Throws
 * when the call did not succeed (SsuCallError tells whether to retry).
 */
export function callPerformer({ db, counterparts, office, checks, maxAttempts }: PerformDeps) {
  const instances = instancesRepository(db);
  const received = backOfficeDocuments({ db, counterparts, checks, maxAttempts });
  const views = preparedRequestViews(db);

  async function instanceWithCui(requestId: number): Promise<InstanceRow & { cui: Cui }> {
    const instance = await instances.find(db, requestId);
    if (!instance?.cui) throw new PermanentCallError(`request ${requestId} has no CUI`);
    return instance as InstanceRow & { cui: Cui };
  }

  const instanceReachedBackOffice = async (requestId: number) =>
    (await listSsuCalls(db, requestId)).some(
      (call) => call.operation === 'send_instance' && call.status === 'sent',
    );

  /** The instance as first made: its receipt (the request as sent) and the documents handed in with it. */
  async function ensureInstance(requestId: number): Promise<InstanceRow> {
    const existing = await instances.find(db, requestId);
    if (existing) return existing;
    const [view] = await views.byId(requestId);
    const facts = await readInstanceFacts(db, requestId);
    if (!view || !facts) throw new PermanentCallError(`request ${requestId} lacks its SUAP or initiative`);
    const language = isLanguage(view.request.language) ? view.request.language : 'it';
    const pdf = await renderSentReceipt(db, toRequestView(view, language), language, requestId);
    const receipt = {
      bytes: pdf.content,
      fileName: pdf.filename,
      contentType: pdf.contentType,
      sha256: sha256Hex(pdf.content),
      size: pdf.content.length,
    };
    await db.transaction(async (tx) => {
      const documents = [
        { ...receipt, resourceId: REQUEST_RESOURCE_ID, attachmentId: null },
        ...(await instances.handedIn(tx, requestId)),
      ];
      await instances.create(tx, {
        requestId,
        descriptor: buildDescriptor(facts, documents, office),
        index: buildIndex(facts.useCaseCode, documents),
        receipt,
      });
    });
    return (await instances.find(db, requestId))!;
  }

  /** 'failed': the call was answered but its data did not hold, and it is marked failed (not thrown). */
  return async function perform(call: ClaimedSsuCall): Promise<'failed' | undefined> {
    const { requestId } = call;
    switch (call.operation) {
      case 'request_cui': {
        const instance = await ensureInstance(requestId);
        const reply = await counterparts.catalogue.post('/request_cui', instance.descriptor);
        assertSsuSuccess(reply);
        const parsed = InstanceDescriptorSchema.safeParse(reply.body);
        if (!parsed.success || !parsed.data.cui)
          throw new PermanentCallError('request_cui answered a descriptor without a valid CUI');
        await db.transaction(async (tx) => {
          if (!(await recordSsuCall(tx, call, { status: 'sent' }))) return;
          await instances.assignCui(tx, requestId, parsed.data as typeof parsed.data & { cui: Cui });
          await enqueueSsuCall(tx, {
            requestId,
            operation: 'send_instance',
            payload: { reason: 'presented' },
          });
        });
        return;
      }
      case 'send_instance': {
        const instance = await instanceWithCui(requestId);
        // An answer's documents join the index before the instance goes back to the back office.
        const index = await db.transaction(async (tx) => {
          const documents = await instances.syncDocuments(tx, requestId);
          const code = instance.descriptor.usecase_proceedings[0]!.code;
          const rebuilt = buildIndex(code, documents);
          await instances.setIndex(tx, requestId, rebuilt);
          return rebuilt;
        });
        const reply = await counterparts.backOffice.post('/send_instance', {
          cui: instance.cui,
          instance_descriptor_version: String(instance.descriptorVersion),
          instance_index: index,
          general_index: [],
        });
        assertSsuSuccess(reply);
        const reason = call.payload.reason ?? 'presented';
        const eventAt = new Date().toISOString();
        await db.transaction(async (tx) => {
          if (!(await recordSsuCall(tx, call, { status: 'sent' }))) return;
          const message = AUDIT_OF_REASON[reason](counterparts.backOfficeCode);
          await enqueueSsuCall(tx, { requestId, operation: 'audit', payload: { message, eventAt } });
          if (reason !== 'presented') return;
          // The receipt went to the applicant with the send ("request received", issue 28).
          await enqueueSsuCall(tx, {
            requestId,
            operation: 'audit',
            payload: { message: 'receipt_sended', eventAt },
          });
          await enqueueSsuCall(tx, { requestId, operation: 'notify_receipt', payload: { eventAt } });
        });
        return;
      }
      case 'audit': {
        const instance = await instanceWithCui(requestId);
        const reply = await counterparts.catalogue.post('/audit', {
          cui: instance.cui,
          message: call.payload.message,
          event_time: call.payload.eventAt ?? new Date().toISOString(),
        });
        assertSsuSuccess(reply);
        if (!AuditResponseSchema.safeParse(reply.body).success)
          throw new PermanentCallError('audit answered without a valid type');
        await recordSsuCall(db, call, { status: 'sent' });
        return;
      }
      case 'notify_receipt': {
        const instance = await instanceWithCui(requestId);
        const date = isoDateInRome(new Date(call.payload.eventAt ?? Date.now()));
        const reply = await counterparts.backOffice.post('/notify_receipt', { cui: instance.cui, date });
        assertSsuSuccess(reply);
        await db.transaction(async (tx) => {
          if (!(await recordSsuCall(tx, call, { status: 'sent' }))) return;
          await instances.setReceiptOn(tx, requestId, date);
        });
        return;
      }
      case 'fetch_document':
        return received.fetch(call, await instanceWithCui(requestId));
      case 'retry':
        await received.askRetry(call, await instanceWithCui(requestId));
        return;
      case 'cancel_instance': {
        // Withdrawn before the instance reached the back office: the cancellation waits for it (retried).
        if (!(await instanceReachedBackOffice(requestId)))
          throw new Error('the instance has not reached the back office yet: cancelled once it has');
        const instance = await instanceWithCui(requestId);
        const reply = await counterparts.backOffice.post('/cancel_instance', instance.cui);
        assertSsuSuccess(reply);
        await db.transaction(async (tx) => {
          if (!(await recordSsuCall(tx, call, { status: 'sent' }))) return;
          await enqueueSsuCall(tx, {
            requestId,
            operation: 'audit',
            payload: {
              message: 'submitter_cancel_requested',
              eventAt: call.payload.eventAt ?? new Date().toISOString(),
            },
          });
        });
        return;
      }
    }
  };
}
