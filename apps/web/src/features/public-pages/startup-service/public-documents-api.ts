import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Language } from '@suap/shared';
import { apiRequest } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import type { PublicDocumentsReplySchema } from './public-documents-schema';

/** GET /api/public/documents (apps/server public-documents module): the two PDFs of this page. */
export const PUBLIC_DOCUMENTS_PATH = '/public/documents';

export type PublicDocumentInfo = z.infer<typeof PublicDocumentsReplySchema>['documents'][number];

export function fetchPublicDocuments(lang: Language, signal?: AbortSignal) {
  return apiRequest({
    path: PUBLIC_DOCUMENTS_PATH,
    query: { lang },
    schema: async () => (await import('./public-documents-schema')).PublicDocumentsReplySchema,
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
