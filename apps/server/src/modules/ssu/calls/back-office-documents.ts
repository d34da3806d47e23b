import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/client.js';
import { ssuOutbox, ssuReceivedDocuments } from '../../../db/schema.js';
import {
  insertBackOfficeAttachment,
  storeBackOfficeDocument,
  type UploadChecks,
} from '../../attachments/index.js';
import { enqueueSsuCall, recordSsuCall, type ClaimedSsuCall } from '../../outbox/index.js';
import { instancesRepository, type InstanceRow } from '../instance/instances.repository.js';
import { digestMatches } from '../instance/digest.js';
import { requestLanguage } from '../instance/request-language.js';
import { assertSsuSuccess, classifySsuFailure, SsuCallError } from '../security/ssu-client.js';
import type { Cui } from '../ssu-schemas.js';
import { PermanentCallError } from './call-errors.js';
import type { SsuCounterparts } from './counterparts.js';

/** The back office's data did not hold: it is asked to make its operation again (Retry-001). */
class InconsistentData extends Error {
  constructor(
    readonly code: 'ERROR_404_001' | 'ERROR_412_001' | 'ERROR_500_007' | 'ERROR_503_001',
    message: string,
  ) {
    super(message);
  }
}

/** After this many retries asked for one operation, a document that still does not hold is left to the office. */
export const MAX_RETRIES_ASKED = 3;

/** The e-service's body: base64 of the bytes, and nothing else (a stray character is not silently dropped). */
function decodeBase64(body: unknown): Buffer | null {
  if (typeof body !== 'string') return null;
  const text = body.replace(/\s+/g, '');
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return null;
  return Buffer.from(text, 'base64');
}

const BASE_NAMES = {
  notify: { it: 'provvedimento', en: 'decision' },
  request_integration: { it: 'richiesta-integrazione', en: 'integration-request' },
} as const;

/** A resource named after what it is (decision-1) does not make the file's name say it twice. */
const shortId = (resourceId: string) =>
  resourceId.replace(/^(decision|provvedimento|integration-request|richiesta-integrazione)-(?=.)/i, '');

/**
 * The documents the back office names (a decision's with `notify`, an integration request's in its document list):
 * fetched with `If-Match` on their hash, checked against it and as any upload, and kept as documents of the request
 * under the step they came with, where the applicant and the office see them. One that does not hold (not there,
 * another hash, bytes that do not match, a type or content the portal refuses) is not kept: the back office is
 * asked to make its operation again (`retry`, then `audit` retry_requested_for_<operation>), at most
 * MAX_RETRIES_ASKED times, and its retransmission brings the document again (procedure-events.ts).
 */
export function backOfficeDocuments(deps: {
  db: Db;
  counterparts: SsuCounterparts;
  checks: UploadChecks;
  /** SSU_MAX_ATTEMPTS: a document still not fetched at the last attempt is asked for again, not given up. */
  maxAttempts: number;
}) {
  const { db, counterparts, checks, maxAttempts } = deps;
  const instances = instancesRepository(db);

  // Kept by the digest, whichever encoding the back office wrote it in.
  const alreadyKept = async (executor: Executor, requestId: number, resourceId: string, digest: string) =>
    (
      await executor
        .select({ attachmentId: ssuReceivedDocuments.attachmentId })
        .from(ssuReceivedDocuments)
        .where(
          and(
            eq(ssuReceivedDocuments.requestId, requestId),
            eq(ssuReceivedDocuments.resourceId, resourceId),
            eq(ssuReceivedDocuments.hash, digest),
          ),
        )
    ).length > 0;

  async function download(call: ClaimedSsuCall, cui: Cui): Promise<Buffer> {
    const { resourceId, hash, algHash = 'S256' } = call.payload;
    const reply = await counterparts.backOffice
      .get(`/instance/${cui.uuid}/document/${encodeURIComponent(resourceId!)}`, {
        'if-match': `"${hash}"`,
        accept: 'text/plain',
      })
      .catch((error: unknown) => {
        if (error instanceof SsuCallError && error.kind === 'reply-too-large')
          throw new InconsistentData(
            'ERROR_500_007',
            `the document ${resourceId} is larger than the portal takes`,
          );
        throw error;
      });
    if (reply.status === 404)
      throw new InconsistentData('ERROR_404_001', `the back office has no document ${resourceId}`);
    if (reply.status === 412)
      throw new InconsistentData(
        'ERROR_412_001',
        `the back office's document ${resourceId} has another hash`,
      );
    assertSsuSuccess(reply);
    const bytes = decodeBase64(reply.body);
    if (!bytes || bytes.length === 0)
      throw new InconsistentData(
        'ERROR_500_007',
        `the document ${resourceId} came without its content in base64`,
      );
    if (!digestMatches(bytes, algHash, hash!))
      throw new InconsistentData('ERROR_412_001', `the document ${resourceId} does not match its hash`);
    return bytes;
  }

  async function keep(call: ClaimedSsuCall, bytes: Buffer): Promise<void> {
    const { requestId } = call;
    const { operation, resourceId, digest, historyId } = call.payload;
    if (await alreadyKept(db, requestId, resourceId!, digest!)) {
      await recordSsuCall(db, call, { status: 'sent' });
      return;
    }
    const language = await requestLanguage(db, requestId);
    const base = `${BASE_NAMES[operation!][language]}-${shortId(resourceId!)}`.slice(0, 100);
    const outcome = await storeBackOfficeDocument(bytes, base, checks, new Date());
    if ('refused' in outcome) {
      if (outcome.transient) throw new Error(outcome.description);
      const reason = `the document ${resourceId} was refused: ${outcome.description}`;
      throw new InconsistentData('ERROR_500_007', reason);
    }
    let kept = false;
    try {
      kept = await db.transaction(async (tx) => {
        // One fetch of this instance's documents decides at a time: the same document is kept once.
        await instances.lock(tx, requestId);
        if (!(await recordSsuCall(tx, call, { status: 'sent' }))) return false;
        if (await alreadyKept(tx, requestId, resourceId!, digest!)) return false;
        const attachmentId = await insertBackOfficeAttachment(tx, {
          requestId,
          historyId: historyId!,
          fileName: outcome.fileName,
          stored: outcome.stored,
        });
        await tx.insert(ssuReceivedDocuments).values({
          requestId,
          operation: operation!,
          resourceId: resourceId!,
          hash: digest!,
          historyId: historyId!,
          attachmentId,
        });
        return true;
      });
    } finally {
      if (!kept) await checks.store.remove(outcome.stored.storageKey);
    }
  }

  /**
   * The document did not hold: this call fails with the reason and, in its transaction, the back office is asked
   * to make the operation again, once per step (another document of the same step joins the retry awaited) and at
   * most MAX_RETRIES_ASKED times per step. Decided on the locked instance row, so two servers ask once.
   */
  async function askAgain(call: ClaimedSsuCall, problem: InconsistentData) {
    const { operation, historyId, event, resourceId } = call.payload;
    await db.transaction(async (tx) => {
      const awaited = await instances.lockRetriesAwaited(tx, call.requestId);
      if (!(await recordSsuCall(tx, call, { status: 'failed', error: problem.message }))) return;
      const same = awaited.find((retry) => retry.operation === operation && retry.historyId === historyId);
      if (same) {
        if (!same.resourceIds.includes(resourceId!)) same.resourceIds.push(resourceId!);
        await instances.setRetriesAwaited(tx, call.requestId, awaited);
        return;
      }
      const asked = await tx.execute(
        sql`select 1 from ${ssuOutbox} where request_id = ${call.requestId} and operation = 'retry'
              and payload->>'operation' = ${operation!} and (payload->>'historyId')::bigint = ${historyId!}`,
      );
      if (asked.rows.length >= MAX_RETRIES_ASKED) return;
      await enqueueSsuCall(tx, {
        requestId: call.requestId,
        operation: 'retry',
        payload: { operation, historyId, error: { code: problem.code, message: problem.message } },
      });
      const retry = { operation: operation!, historyId: historyId!, resourceIds: [resourceId!] };
      await instances.setRetriesAwaited(tx, call.requestId, [
        ...awaited,
        { ...retry, ...(event ? { event } : {}) },
      ]);
    });
  }

  return {
    /** Fetches and keeps the document; 'failed' when it did not hold and a retry was asked instead. */
    async fetch(call: ClaimedSsuCall, instance: InstanceRow & { cui: Cui }): Promise<'failed' | undefined> {
      const { operation, resourceId, hash, digest, historyId } = call.payload;
      if (!operation || !resourceId || !hash || !digest || !historyId)
        throw new PermanentCallError('fetch_document without its document or step');
      try {
        await keep(call, await download(call, instance.cui));
        return undefined;
      } catch (error) {
        if (error instanceof InconsistentData) {
          await askAgain(call, error);
          return 'failed';
        }
        // Unavailable at every attempt (the back office down, the scanner down): the document is not lost for it.
        if (call.attempts < maxAttempts || classifySsuFailure(error) === 'permanent') throw error;
        const reason = error instanceof Error ? error.message : String(error);
        const message = `the document ${resourceId} could not be fetched in ${call.attempts} attempts: ${reason}`;
        await askAgain(call, new InconsistentData('ERROR_503_001', message.slice(0, 500)));
        return 'failed';
      }
    },

    /** Retry-001 as the receiving side: the back office is asked to make its operation again, then it is audited. */
    async askRetry(call: ClaimedSsuCall, instance: InstanceRow & { cui: Cui }): Promise<void> {
      const { operation, error } = call.payload;
      if (!operation) throw new PermanentCallError('retry without the operation to make again');
      const reply = await counterparts.backOffice.post('/retry', {
        cui: instance.cui,
        operation,
        ...(error ? { error } : {}),
      });
      assertSsuSuccess(reply);
      await db.transaction(async (tx) => {
        if (!(await recordSsuCall(tx, call, { status: 'sent' }))) return;
        await enqueueSsuCall(tx, {
          requestId: call.requestId,
          operation: 'audit',
          payload: { message: `retry_requested_for_${operation}`, eventAt: new Date().toISOString() },
        });
      });
    },
  };
}
