import type { BackOfficeOperation, SsuOperation } from '@suap/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { ssuInstances, ssuOutbox } from '../../db/schema.js';
import { claimDue, recordAttempt, type AttemptOutcome, type LeasedQueue } from './leased-queue.js';

/**
 * The calls the front office owes the national SUAP system (issue 30): to the catalogue (request_cui, audit) and
 * to the back office (send_instance, notify_receipt, cancel_instance, fetch_document, retry). Each is written in
 * the transaction of the step that owes it and delivered by the SSU worker (modules/ssu) with retries.
 */
export type { SsuOperation } from '@suap/shared';

export type { BackOfficeOperation } from '@suap/shared';

export interface SsuCallPayload {
  /** audit: the message (receipt_sended, instance_to_<BO>_sended, …). */
  message?: string;
  /** send_instance: why the instance goes (again) to the back office. */
  reason?: 'presented' | 'integrated' | 'corrected' | 'retry';
  /** When the event the call reports happened (audit's event_time, notify_receipt's date). */
  eventAt?: string;
  /** fetch_document: the document the back office named, and the step it came with; retry: what is asked again. */
  operation?: BackOfficeOperation;
  resourceId?: string;
  hash?: string;
  /** fetch_document: the hash as a lowercase hex digest, whatever encoding the back office wrote it in. */
  digest?: string;
  algHash?: 'S256' | 'S384' | 'S512';
  historyId?: number;
  /** fetch_document of a notify: the event, which its retransmission must name again. */
  event?: string;
  /** retry: what did not hold in the operation's data (bo_to_fo.yaml's Error). */
  error?: { code: string; message: string };
}

export interface ClaimedSsuCall {
  callId: number;
  requestId: number;
  operation: SsuOperation;
  payload: SsuCallPayload;
  attempts: number;
}

export interface SsuCallView extends Omit<ClaimedSsuCall, 'attempts'> {
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  /** When a pending call is tried next; null once it went or failed. */
  nextAttemptAt: string | null;
}

const QUEUE = { table: ssuOutbox, idColumn: 'call_id' } satisfies LeasedQueue;

export async function enqueueSsuCall(
  tx: Executor,
  call: { requestId: number; operation: SsuOperation; payload?: SsuCallPayload },
): Promise<void> {
  await tx
    .insert(ssuOutbox)
    .values({ requestId: call.requestId, operation: call.operation, payload: call.payload ?? {} });
}

export async function claimNextSsuCall(db: Db, leaseMs: number): Promise<ClaimedSsuCall | undefined> {
  const attempt = await claimDue(db, QUEUE, leaseMs);
  if (!attempt) return undefined;
  const [row] = await db.select().from(ssuOutbox).where(eq(ssuOutbox.callId, attempt.id));
  if (!row) return undefined;
  return {
    callId: row.callId,
    requestId: row.requestId,
    operation: row.operation as SsuOperation,
    payload: row.payload as SsuCallPayload,
    attempts: attempt.attempts,
  };
}

/** Records one attempt's outcome, if the call is still this attempt's; inside the transaction of what follows. */
export function recordSsuCall(
  executor: Executor,
  call: Pick<ClaimedSsuCall, 'callId' | 'attempts'>,
  outcome: AttemptOutcome,
): Promise<boolean> {
  return recordAttempt(executor, QUEUE, { id: call.callId, attempts: call.attempts }, outcome);
}

/** A request's calls, oldest first. */
export async function listSsuCalls(executor: Executor, requestId: number): Promise<SsuCallView[]> {
  const rows = await executor
    .select()
    .from(ssuOutbox)
    .where(eq(ssuOutbox.requestId, requestId))
    .orderBy(asc(ssuOutbox.callId));
  return rows.map((row) => ({
    callId: row.callId,
    requestId: row.requestId,
    operation: row.operation as SsuOperation,
    payload: row.payload as SsuCallPayload,
    status: row.status as SsuCallView['status'],
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
  }));
}

/**
 * The SSU calls a recorded step owes, in the step's transaction: a sent request asks the catalogue for its CUI
 * (which starts the instance's flow, modules/ssu); the citizen's answer to what the back office asked through the
 * SSU goes back to it as the instance integrated or corrected; a withdrawal asks the back office to cancel the
 * instance (SubmitterCancel-001). Steps of requests the SSU never saw owe nothing.
 */
export async function ssuStep(
  tx: Executor,
  step: { requestId: number; action: 'send' | 'answerIntegration' | 'withdraw' | string; enabled: boolean },
): Promise<void> {
  if (!step.enabled) return;
  if (step.action === 'send') {
    await enqueueSsuCall(tx, { requestId: step.requestId, operation: 'request_cui' });
    return;
  }
  if (step.action === 'withdraw') {
    // Only a request that went to the SSU has an instance to cancel; its call waits for the instance to get there.
    const calls = await tx.execute(
      sql`select 1 from ${ssuOutbox} where request_id = ${step.requestId} and operation = 'request_cui' limit 1`,
    );
    if (calls.rows.length > 0)
      await enqueueSsuCall(tx, {
        requestId: step.requestId,
        operation: 'cancel_instance',
        payload: { eventAt: new Date().toISOString() },
      });
    return;
  }
  if (step.action !== 'answerIntegration') return;
  const answered = await tx.execute<{ awaiting: string }>(sql`
    update ${ssuInstances} as i set awaiting = null
      from ${ssuInstances} as before
     where i.request_id = ${step.requestId} and before.request_id = i.request_id
       and i.awaiting is not null and i.cui_uuid is not null
    returning before.awaiting`);
  const awaiting = answered.rows[0]?.awaiting;
  if (!awaiting) return;
  await enqueueSsuCall(tx, {
    requestId: step.requestId,
    operation: 'send_instance',
    payload: { reason: awaiting === 'correction' ? 'corrected' : 'integrated' },
  });
}
