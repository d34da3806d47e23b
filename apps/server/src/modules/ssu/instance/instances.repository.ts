import { createHash } from 'node:crypto';
import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/client.js';
import { requestAttachments, ssuDocuments, ssuInstances } from '../../../db/schema.js';
import type { BackOfficeOperation } from '@suap/shared';
import type { Cui, InstanceDescriptor, InstanceIndexEntry } from '../ssu-schemas.js';

/** A document of an instance as the index and the document e-service name it. */
export interface InstanceDocument {
  resourceId: string;
  attachmentId: number | null;
  fileName: string;
  contentType: string;
  sha256: string;
  size: number;
}

export interface InstanceRow {
  requestId: number;
  cui: Cui | null;
  descriptor: InstanceDescriptor;
  descriptorVersion: number;
  instanceIndex: InstanceIndexEntry[];
  awaiting: 'integration' | 'correction' | null;
  receiptOn: string | null;
}

/** A back-office operation the portal asked to be made again (Retry-001), with the step it belongs to. */
export interface RetryAwaited {
  operation: BackOfficeOperation;
  /** notify: the event first notified; its retransmission names the same. */
  event?: string;
  historyId: number;
  /** The documents of it that did not hold: its retransmission names them again (ids are unique per instance). */
  resourceIds: string[];
}

export const sha256Hex = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The request's own document: its receipt as sent. Attachments are named by their id. */
export const REQUEST_RESOURCE_ID = 'request';
export const attachmentResourceId = (attachmentId: number) => `attachment-${attachmentId}`;

const toInstance = (row: typeof ssuInstances.$inferSelect): InstanceRow => ({
  requestId: row.requestId,
  cui: (row.cui as Cui | null) ?? null,
  descriptor: row.descriptor as InstanceDescriptor,
  descriptorVersion: row.descriptorVersion,
  instanceIndex: row.instanceIndex as InstanceIndexEntry[],
  awaiting: (row.awaiting as InstanceRow['awaiting']) ?? null,
  receiptOn: row.receiptOn,
});

export function instancesRepository(db: Db) {
  return {
    async find(executor: Executor, requestId: number): Promise<InstanceRow | undefined> {
      const [row] = await executor.select().from(ssuInstances).where(eq(ssuInstances.requestId, requestId));
      return row ? toInstance(row) : undefined;
    },

    async findByCui(cuiUuid: string): Promise<InstanceRow | undefined> {
      const [row] = await db.select().from(ssuInstances).where(eq(ssuInstances.cuiUuid, cuiUuid));
      return row ? toInstance(row) : undefined;
    },

    /** The documents the citizen handed in (with the send or an answer), as the instance will name them. */
    async handedIn(executor: Executor, requestId: number): Promise<InstanceDocument[]> {
      const rows = await executor
        .select({
          attachmentId: requestAttachments.attachmentId,
          fileName: requestAttachments.fileName,
          contentType: requestAttachments.contentType,
          sha256: requestAttachments.sha256,
          size: requestAttachments.size,
        })
        .from(requestAttachments)
        .where(
          and(
            eq(requestAttachments.requestId, requestId),
            isNotNull(requestAttachments.historyId),
            ne(requestAttachments.stage, 'backOffice'),
          ),
        )
        .orderBy(asc(requestAttachments.attachmentId));
      return rows.map((row) => ({ ...row, resourceId: attachmentResourceId(row.attachmentId) }));
    },

    /**
     * The instance as made when its CUI is asked for: its descriptor without CUI, its index, its receipt's bytes
     * and the documents handed in with the send.
     */
    async create(
      tx: Executor,
      instance: {
        requestId: number;
        descriptor: InstanceDescriptor;
        index: InstanceIndexEntry[];
        receipt: Omit<InstanceDocument, 'attachmentId' | 'resourceId'> & { bytes: Buffer };
      },
    ): Promise<void> {
      await tx.insert(ssuInstances).values({
        requestId: instance.requestId,
        descriptor: instance.descriptor,
        instanceIndex: instance.index,
      });
      const { bytes, ...receipt } = instance.receipt;
      await tx.insert(ssuDocuments).values({
        ...receipt,
        requestId: instance.requestId,
        resourceId: REQUEST_RESOURCE_ID,
        content: bytes,
      });
      await this.syncDocuments(tx, instance.requestId);
    },

    async assignCui(tx: Executor, requestId: number, descriptor: InstanceDescriptor & { cui: Cui }) {
      await tx
        .update(ssuInstances)
        .set({
          cuiUuid: descriptor.cui.uuid,
          cui: descriptor.cui,
          descriptor,
          // The version the catalogue registered: the instance_descriptor_version of every later call.
          descriptorVersion: descriptor.version,
        })
        .where(eq(ssuInstances.requestId, requestId));
    },

    /**
     * Names the documents the citizen handed in (with the send or an answer) that the instance does not name yet,
     * and returns all of them. Idempotent: a second run adds nothing.
     */
    async syncDocuments(tx: Executor, requestId: number): Promise<InstanceDocument[]> {
      await tx.execute(sql`
        insert into ${ssuDocuments} (request_id, resource_id, attachment_id, content_type, file_name, sha256, size)
        select a.request_id, 'attachment-' || a.attachment_id, a.attachment_id, a.content_type, a.file_name,
               a.sha256, a.size
          from ${requestAttachments} as a
         where a.request_id = ${requestId} and a.history_id is not null and a.stage <> 'backOffice'
        on conflict (request_id, resource_id) do nothing`);
      return this.documents(tx, requestId);
    },

    async documents(executor: Executor, requestId: number): Promise<InstanceDocument[]> {
      return executor
        .select({
          resourceId: ssuDocuments.resourceId,
          attachmentId: ssuDocuments.attachmentId,
          fileName: ssuDocuments.fileName,
          contentType: ssuDocuments.contentType,
          sha256: ssuDocuments.sha256,
          size: ssuDocuments.size,
        })
        .from(ssuDocuments)
        .where(eq(ssuDocuments.requestId, requestId))
        .orderBy(asc(ssuDocuments.attachmentId));
    },

    /** One document with, for the receipt, its bytes (an attachment's are in the file store). */
    async document(requestId: number, resourceId: string) {
      const [row] = await db
        .select({
          resourceId: ssuDocuments.resourceId,
          attachmentId: ssuDocuments.attachmentId,
          content: ssuDocuments.content,
          contentType: ssuDocuments.contentType,
          sha256: ssuDocuments.sha256,
          size: ssuDocuments.size,
          storageKey: requestAttachments.storageKey,
        })
        .from(ssuDocuments)
        .leftJoin(requestAttachments, eq(requestAttachments.attachmentId, ssuDocuments.attachmentId))
        .where(and(eq(ssuDocuments.requestId, requestId), eq(ssuDocuments.resourceId, resourceId)));
      return row;
    },

    async setIndex(tx: Executor, requestId: number, index: InstanceIndexEntry[]) {
      await tx
        .update(ssuInstances)
        .set({ instanceIndex: index })
        .where(eq(ssuInstances.requestId, requestId));
    },

    async setAwaiting(tx: Executor, requestId: number, awaiting: 'integration' | 'correction') {
      await tx
        .update(ssuInstances)
        .set({ awaiting })
        .where(and(eq(ssuInstances.requestId, requestId), isNotNull(ssuInstances.cuiUuid)));
    },

    /** Locks the instance's row for the rest of the transaction: what it owes is decided one writer at a time. */
    async lock(tx: Executor, requestId: number): Promise<void> {
      await tx.execute(sql`select 1 from ${ssuInstances} where request_id = ${requestId} for update`);
    },

    /** The retries awaited, the instance's row locked for the rest of the transaction (one writer at a time). */
    async lockRetriesAwaited(tx: Executor, requestId: number): Promise<RetryAwaited[]> {
      const [row] = await tx
        .select({ retriesAwaited: ssuInstances.retriesAwaited })
        .from(ssuInstances)
        .where(eq(ssuInstances.requestId, requestId))
        .for('update');
      return (row?.retriesAwaited as RetryAwaited[] | undefined) ?? [];
    },

    async setRetriesAwaited(tx: Executor, requestId: number, retriesAwaited: RetryAwaited[]) {
      await tx.update(ssuInstances).set({ retriesAwaited }).where(eq(ssuInstances.requestId, requestId));
    },

    async setReceiptOn(tx: Executor, requestId: number, receiptOn: string) {
      await tx.update(ssuInstances).set({ receiptOn }).where(eq(ssuInstances.requestId, requestId));
    },
  };
}

export type InstancesRepository = ReturnType<typeof instancesRepository>;
