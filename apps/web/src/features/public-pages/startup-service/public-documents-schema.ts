import { z } from 'zod';

/** GET /api/public/documents reply; loaded on demand so zod stays out of the page's first download. */
export const PublicDocumentsReplySchema = z.object({
  documents: z.array(
    z.object({
      documentId: z.string(),
      title: z.string(),
      fileName: z.string(),
      contentType: z.string(),
      size: z.number().int().nonnegative(),
      url: z.string(),
    }),
  ),
});
