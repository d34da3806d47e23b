import { z } from 'zod';
import { ResponseStatusSchema } from '../entities/response-status.js';
import { PDF_CONTENT_TYPE } from './paths.js';

/** The two downloadable documents of the startup service page: the decree 160 sheet and the initiative list. */
export const PUBLIC_DOCUMENT_IDS = ['decree-160', 'initiatives'] as const;
export type PublicDocumentId = (typeof PUBLIC_DOCUMENT_IDS)[number];

/**
 * GET /public/documents?lang=: each document in the language asked for, with its byte size, the size as
 * people read it in that language (SPEC §9 units, e.g. "12,4 KB") and the URL that downloads it.
 */
export const PublicDocumentsReplySchema = ResponseStatusSchema.extend({
  documents: z.array(
    z.object({
      documentId: z.enum(PUBLIC_DOCUMENT_IDS),
      title: z.string(),
      fileName: z.string(),
      contentType: z.literal(PDF_CONTENT_TYPE),
      size: z.number().int().nonnegative(),
      sizeLabel: z.string(),
      url: z.string(),
    }),
  ),
});
export type PublicDocumentsReply = z.infer<typeof PublicDocumentsReplySchema>;
export type PublicDocumentInfo = PublicDocumentsReply['documents'][number];
