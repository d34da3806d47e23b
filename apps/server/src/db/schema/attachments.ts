import { sql } from 'drizzle-orm';
import { bigint, char, check, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { requestHistory, requests } from './requests.js';
import { users } from './users.js';

// Documents attached to requests (issue 29). The bytes live in the file store (src/modules/attachments/storage),
// under `storage_key`; the row is written in the request's transaction once the bytes are stored, checked and
// scanned, so a row always has its file. A file without a row (an upload cut off, a crash between the two, a
// deleted draft) is removed by the attachments sweep.
export const requestAttachments = pgTable(
  'request_attachments',
  {
    attachmentId: bigint('attachment_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => requests.requestId),
    // 'application': added to the draft; 'answer': added to the answer to an integration request or a notice;
    // 'backOffice': sent by the back office through the national SUAP system (issue 30), handed in by no user.
    stage: varchar('stage', { length: 12 }).notNull(),
    // The step that handed it in (the send or the answer); null while the citizen may still remove it.
    historyId: bigint('history_id', { mode: 'number' }).references(() => requestHistory.historyId),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 40 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: char('sha256', { length: 64 }).notNull(),
    storageKey: varchar('storage_key', { length: 100 }).notNull().unique(),
    signatureFormat: varchar('signature_format', { length: 8 }).notNull(),
    // SignatureSchema[] of the shared contract, as verified at upload.
    signatures: jsonb('signatures')
      .notNull()
      .default(sql`'[]'::jsonb`),
    scan: varchar('scan', { length: 12 }).notNull(),
    scanner: text('scanner'),
    uploadedBy: integer('uploaded_by').references(() => users.userId),
    uploadedAt: createdAt('uploaded_at'),
  },
  (t) => [
    index('request_attachments_request_idx').on(t.requestId, t.attachmentId),
    check('request_attachments_stage_check', sql`${t.stage} in ('application', 'answer', 'backOffice')`),
    check('request_attachments_uploader_check', sql`(${t.stage} = 'backOffice') = (${t.uploadedBy} is null)`),
    check('request_attachments_size_check', sql`${t.size} > 0`),
  ],
);
