import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type Language } from '@suap/shared';
import { useLanguage } from '../use-language';
import { apiRequest } from './api-request';
import { isMasterDataReply, type MasterDataWithBaseUrlReply } from './master-data-check';
import { referenceDataKeys } from './reference-data-keys';
import { checkedReply } from './reply-checks';

export type { MasterDataWithBaseUrl, MasterDataWithBaseUrlReply } from './master-data-check';

/** SPEC §3 master data; a malformed reply fails the call like a schema mismatch does in apiRequest. */
export async function fetchMasterData(
  lang: Language,
  signal?: AbortSignal,
): Promise<MasterDataWithBaseUrlReply> {
  const reply = await apiRequest<unknown>({ path: apiPaths.reference.masterData, query: { lang }, signal });
  return checkedReply(reply, isMasterDataReply);
}

/** The master data query of a language; main.tsx prefetches it before the first render. */
export function masterDataQuery(lang: Language) {
  return queryOptions({
    queryKey: referenceDataKeys.masterData(lang),
    queryFn: ({ signal }) => fetchMasterData(lang, signal),
    staleTime: Infinity,
  });
}

/** The master data in the page language (SPEC §3), fetched once per language and visit. */
export function useMasterData() {
  return useQuery(masterDataQuery(useLanguage()));
}
