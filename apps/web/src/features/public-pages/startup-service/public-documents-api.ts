import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { Language } from '@suap/shared';
import { apiRequest } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';

/** GET /api/public/documents (apps/server public-documents module): the two PDFs of this page. */
export const PUBLIC_DOCUMENTS_PATH = '/public/documents';

const PublicDocumentsReplySchema = z.object({
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
export type PublicDocumentInfo = z.infer<typeof PublicDocumentsReplySchema>['documents'][number];

export function fetchPublicDocuments(lang: Language, signal?: AbortSignal) {
  return apiRequest({
    path: PUBLIC_DOCUMENTS_PATH,
    query: { lang },
    schema: PublicDocumentsReplySchema,
    signal,
    spinner: false,
  });
}

export function usePublicDocuments() {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['public-documents', lang],
    queryFn: ({ signal }) => fetchPublicDocuments(lang, signal),
    staleTime: Infinity,
  });
}
