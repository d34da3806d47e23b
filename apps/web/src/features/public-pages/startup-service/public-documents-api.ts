import { useQuery } from '@tanstack/react-query';
import { apiPaths, type Language, type PublicDocumentsReply } from '@suap/shared';
import { apiRequest } from '../../../lib/api';
import { checkedReply } from '../../../lib/api/reply-checks';
import { useLanguage } from '../../../lib/use-language';
import { isPublicDocumentsReply } from './public-documents-check';

/** GET /api/public/documents: the two PDFs of this page; a malformed reply fails the call. */
export async function fetchPublicDocuments(
  lang: Language,
  signal?: AbortSignal,
): Promise<PublicDocumentsReply> {
  const reply = await apiRequest<unknown>({
    path: apiPaths.publicDocuments.list,
    query: { lang },
    signal,
    spinner: false,
  });
  return checkedReply(reply, isPublicDocumentsReply);
}

export function usePublicDocuments() {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['public-documents', lang],
    queryFn: ({ signal }) => fetchPublicDocuments(lang, signal),
    staleTime: Infinity,
  });
}
