import {
  RequestState,
  type Attachment,
  type AttachmentContentType,
  type AttachmentStage,
  type ScanResult,
  type Signature,
  type SignatureFormat,
} from '@suap/shared';
import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { requestAttachments, requests } from '../../db/schema.js';

/** What the upload and removal rules need to know of the request. */
export interface RequestFacts {
  requestId: number;
  ownerUserId: number;
  stateId: number;
  termDueOn: string | null;
  termExpiredAt: Date | null;
}

export interface NewAttachment {
  requestId: number;
  stage: AttachmentStage;
  fileName: string;
  contentType: AttachmentContentType;
  size: number;
  sha256: string;
  storageKey: string;
  signatureFormat: SignatureFormat;
  signatures: Signature[];
  scan: ScanResult;
  scanner: string | null;
  /** Null for a document the back office sent (stage 'backOffice'). */
  uploadedBy: number | null;
}

type AttachmentRow = typeof requestAttachments.$inferSelect;

export const toAttachment = (row: AttachmentRow): Attachment => ({
  attachmentId: row.attachmentId,
  fileName: row.fileName,
  contentType: row.contentType as AttachmentContentType,
  size: row.size,
  sha256: row.sha256,
  stage: row.stage as AttachmentStage,
  historyId: row.historyId,
  uploadedAt: row.uploadedAt.toISOString(),
  signatureFormat: row.signatureFormat as SignatureFormat,
  signatures: row.signatures as Signature[],
  scan: row.scan as ScanResult,
});

const factsColumns = {
  requestId: requests.requestId,
  ownerUserId: requests.userId,
  stateId: requests.stateId,
  termDueOn: requests.termDueOn,
  termExpiredAt: requests.termExpiredAt,
};

export function attachmentsRepository(db: Db) {
  return {
    db,
    async facts(requestId: number): Promise<RequestFacts | undefined> {
      const [row] = await db.select(factsColumns).from(requests).where(eq(requests.requestId, requestId));
      return row;
    },

    /** Locks the request row for the rest of the transaction: uploads to one request are counted one at a time. */
    async lockFacts(tx: Executor, requestId: number): Promise<RequestFacts | undefined> {
      const [row] = await tx
        .select(factsColumns)
        .from(requests)
        .where(eq(requests.requestId, requestId))
        .for('update');
      return row;
    },

    async totalSize(executor: Executor, requestId: number): Promise<number> {
      const [row] = await executor
        .select({ total: sql<string>`coalesce(sum(${requestAttachments.size}), 0)` })
        .from(requestAttachments)
        // What the back office sent is not the applicant's to count against the limit.
        .where(and(eq(requestAttachments.requestId, requestId), ne(requestAttachments.stage, 'backOffice')));
      return Number(row?.total ?? 0);
    },

    async insert(tx: Executor, attachment: NewAttachment): Promise<Attachment> {
      const [row] = await tx.insert(requestAttachments).values(attachment).returning();
      return toAttachment(row!);
    },

    /** The request's documents in upload order; `handedInOnly`: those staff see (sent with the request or an answer). */
    async list(requestId: number, { handedInOnly = false } = {}): Promise<Attachment[]> {
      const rows = await db
        .select()
        .from(requestAttachments)
        .where(
          and(
            eq(requestAttachments.requestId, requestId),
            handedInOnly ? isNotNull(requestAttachments.historyId) : undefined,
          ),
        )
        .orderBy(asc(requestAttachments.attachmentId));
      return rows.map(toAttachment);
    },

    async find(requestId: number, attachmentId: number): Promise<AttachmentRow | undefined> {
      const [row] = await db
        .select()
        .from(requestAttachments)
        .where(
          and(eq(requestAttachments.requestId, requestId), eq(requestAttachments.attachmentId, attachmentId)),
        );
      return row;
    },

    async remove(tx: Executor, attachmentId: number): Promise<void> {
      await tx.delete(requestAttachments).where(eq(requestAttachments.attachmentId, attachmentId));
    },

    /** Rows of deleted drafts (state 2): their files go with them. Returns the storage keys to remove. */
    async removeOfDeletedRequests(limit = 500): Promise<string[]> {
      const removed = await db.execute<{ storage_key: string }>(sql`
        delete from ${requestAttachments} as a
         where a.attachment_id in (
           select a2.attachment_id from ${requestAttachments} as a2
             join ${requests} as r on r.request_id = a2.request_id
            where r.state_id = ${RequestState.DELETED}
            limit ${limit})
        returning a.storage_key`);
      return removed.rows.map((row) => row.storage_key);
    },

    async knownKeys(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: requestAttachments.storageKey })
        .from(requestAttachments)
        .where(inArray(requestAttachments.storageKey, keys));
      return new Set(rows.map((row) => row.key));
    },
  };
}

/**
 * Hands in the documents waiting at this stage (added, not yet handed in) with the step that delivers them: the
 * send of the request, or the citizen's answer. Call it in the step's transaction, with the step's history id.
 */
export async function handInAttachments(
  tx: Executor,
  step: { requestId: number; stage: AttachmentStage; historyId: number },
): Promise<void> {
  await tx
    .update(requestAttachments)
    .set({ historyId: step.historyId })
    .where(
      and(
        eq(requestAttachments.requestId, step.requestId),
        eq(requestAttachments.stage, step.stage),
        isNull(requestAttachments.historyId),
      ),
    );
}
