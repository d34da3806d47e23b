import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  customType,
  date,
  index,
  uniqueIndex,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, outboxColumns, outboxIndexes } from './columns.js';
import { requestAttachments } from './attachments.js';
import { requestHistory, requests } from './requests.js';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

// The national SUAP system's e-services (issue 30, AgID technical specifications of DPR 160/2010). A sent request
// becomes an SSU instance once the catalogue gives it a CUI; its documents are served to the back office from here.
export const ssuInstances = pgTable('ssu_instances', {
  requestId: bigint('request_id', { mode: 'number' })
    .primaryKey()
    .references(() => requests.requestId),
  cuiUuid: uuid('cui_uuid').unique(),
  // The CUI and the instance descriptor as the catalogue returned them (cui-schema, instance-descriptor-schema).
  cui: jsonb('cui'),
  descriptor: jsonb('descriptor').notNull(),
  descriptorVersion: integer('descriptor_version').notNull().default(1),
  // The instance index (instance-index-schema) sent to the back office with send_instance.
  instanceIndex: jsonb('instance_index')
    .notNull()
    .default(sql`'[]'::jsonb`),
  // What the back office asked of the applicant and awaits ('integration', 'correction'): the citizen's answer
  // is sent back to it as the instance integrated or corrected.
  awaiting: varchar('awaiting', { length: 12 }),
  // The back office's operations the portal asked it to make again (Retry-001) and waits for: which operation,
  // the notify event, the step it belongs to, the documents that did not hold. A retransmission is taken as such.
  retriesAwaited: jsonb('retries_awaited')
    .notNull()
    .default(sql`'[]'::jsonb`),
  // The date of the receipt (notify_receipt), once it was given.
  receiptOn: date('receipt_on', { mode: 'string' }),
  createdAt: createdAt('created_at'),
});

// The documents of an instance, as the instance index names them: the request as sent (its PDF, kept here so its
// hash never changes) and its attachments (bytes in the file store, named by attachment id).
export const ssuDocuments = pgTable(
  'ssu_documents',
  {
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => ssuInstances.requestId),
    resourceId: varchar('resource_id', { length: 64 }).notNull(),
    attachmentId: bigint('attachment_id', { mode: 'number' }),
    content: bytea('content'),
    contentType: varchar('content_type', { length: 40 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    sha256: char('sha256', { length: 64 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('ssu_documents_resource_idx').on(t.requestId, t.resourceId),
    check('ssu_documents_source_check', sql`(${t.attachmentId} is null) <> (${t.content} is null)`),
  ],
);

// The documents the back office named (a decision's with notify, an integration request's), fetched and checked
// against their hash: each is a request attachment of stage 'backOffice', shown under the step it came with. The
// unique key makes a fetch made twice (a crash between the two) store the document once.
export const ssuReceivedDocuments = pgTable(
  'ssu_received_documents',
  {
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => ssuInstances.requestId),
    operation: varchar('operation', { length: 30 }).notNull(),
    resourceId: varchar('resource_id', { length: 200 }).notNull(),
    hash: varchar('hash', { length: 200 }).notNull(),
    historyId: bigint('history_id', { mode: 'number' })
      .notNull()
      .references(() => requestHistory.historyId),
    attachmentId: bigint('attachment_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => requestAttachments.attachmentId),
    receivedAt: createdAt('received_at'),
  },
  (t) => [uniqueIndex('ssu_received_documents_resource_idx').on(t.requestId, t.resourceId, t.hash)],
);

// Calls the front office owes the catalogue and the back office, written in the transaction of the step that
// owes them and delivered by the SSU worker with retries, like the notification outbox.
export const ssuOutbox = pgTable(
  'ssu_outbox',
  {
    callId: bigint('call_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => requests.requestId),
    operation: varchar('operation', { length: 30 }).notNull(),
    // What the call carries beyond the instance itself (the audit's message, a retry's operation and error).
    payload: jsonb('payload')
      .notNull()
      .default(sql`'{}'::jsonb`),
    ...outboxColumns(),
  },
  (t) => [...outboxIndexes('ssu_outbox', t), index('ssu_outbox_request_idx').on(t.requestId, t.callId)],
);

// The ids (jti) of the integrity tokens already accepted, until they expire: a replayed call is refused.
export const ssuSeenTokens = pgTable(
  'ssu_seen_tokens',
  {
    jti: varchar('jti', { length: 200 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ssu_seen_tokens_expiry_idx').on(t.expiresAt)],
);
