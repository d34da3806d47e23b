import { z } from 'zod';
import { AttachmentSchema } from '../entities/attachment.js';
import { ResponseStatusSchema } from '../entities/response-status.js';
import { requestIdParam } from '../validation.js';

/** `{id}/{attachmentId}` of a document's address: the request and the document, both `bigint` ids. */
export const AttachmentParamsSchema = z.object({ id: requestIdParam(), attachmentId: requestIdParam() });
export type AttachmentParams = z.infer<typeof AttachmentParamsSchema>;

/** POST requests.attachments: the document added, as stored and checked. */
export const AttachmentReplySchema = ResponseStatusSchema.extend({ attachment: AttachmentSchema });
export type AttachmentReply = z.infer<typeof AttachmentReplySchema>;

/**
 * GET requests.attachments / backOffice.attachments: the request's documents in the order they were added, and
 * what the server accepts (the form says it before anyone picks a file). `scanned`: whether a malware scanner
 * checks every file (without one the portal says files are not scanned).
 */
export const AttachmentListReplySchema = ResponseStatusSchema.extend({
  attachments: z.array(AttachmentSchema),
  limits: z.object({
    maxFileBytes: z.number().int(),
    maxRequestBytes: z.number().int(),
    scanned: z.boolean(),
  }),
});
export type AttachmentListReply = z.infer<typeof AttachmentListReplySchema>;
