import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPaths, formatSort, PAGE_SIZES, type Language } from '@suap/shared';
import { useLanguage } from '../use-language';
import { apiRequest } from './api-request';
import { lazySchema } from './lazy-schema';
import { referenceDataKeys } from './reference-data-keys';
import type { InitiativeListFilters, PagedFilters, SuapListFilters } from './reference-filters';

// The master data lives apart (master-data.ts) because every page's shell loads it.
export { fetchMasterData, useMasterData, type MasterDataWithBaseUrl } from './master-data';
export { referenceDataKeys };
export type { InitiativeListFilters, PagedFilters, SuapListFilters } from './reference-filters';

const sortQuery = (filters: PagedFilters<string>) =>
  filters.sortField ? formatSort({ field: filters.sortField, type: filters.sortType ?? 'asc' }) : undefined;

export function fetchSuapList(filters: SuapListFilters, signal?: AbortSignal) {
  return apiRequest({
    path: apiPaths.reference.suaps,
    query: {
      page: filters.page,
      size: filters.size ?? PAGE_SIZES.suap,
      sort: sortQuery(filters),
      filter: filters.filter,
      type: filters.suapType,
      municipalityId: filters.municipalityId,
    },
    schema: lazySchema('SuapListReplySchema'),
    signal,
  });
}

export function fetchInitiativeList(filters: InitiativeListFilters, lang: Language, signal?: AbortSignal) {
  return apiRequest({
    path: apiPaths.reference.initiatives,
    query: {
      page: filters.page,
      size: filters.size ?? PAGE_SIZES.initiatives,
      sort: sortQuery(filters),
      filter: filters.filter,
      typeId: filters.typeId,
      lang,
    },
    schema: lazySchema('InitiativeListReplySchema'),
    signal,
  });
}

export function fetchRegions(provinceId?: number, signal?: AbortSignal) {
  return apiRequest({
    path: apiPaths.reference.regions,
    query: { provinceId },
    schema: lazySchema('RegionListReplySchema'),
    signal,
  });
}

export function fetchProvinces(regionId?: number, signal?: AbortSignal) {
  return apiRequest({
    path: apiPaths.reference.provinces,
    query: { regionId },
    schema: lazySchema('ProvinceListReplySchema'),
    signal,
  });
}

export function fetchMunicipalities(provinceId?: number, signal?: AbortSignal) {
  return apiRequest({
    path: apiPaths.reference.municipalities,
    query: { provinceId },
    schema: lazySchema('MunicipalityListReplySchema'),
    signal,
  });
}

/** SPEC §7: the EU public service of an Italian service name; a missing mapping rejects with code 999. */
export function fetchPublicServiceMapping(
  name: string,
  ipaCode: string,
  lang: Language,
  signal?: AbortSignal,
) {
  return apiRequest({
    path: apiPaths.reference.publicServiceMapping,
    query: { name, ipaCode, lang },
    schema: lazySchema('PublicServiceMappingReplySchema'),
    signal,
  });
}

// Reference data changes with a new release of the catalogue, not during a visit.
const REFERENCE_STALE_MS = 30 * 60 * 1000;

/** A page of SUAP offices; `enabled: false` keeps the list empty (e.g. before a municipality is chosen). */
export function useSuapList(filters: SuapListFilters, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: referenceDataKeys.suaps(filters),
    queryFn: ({ signal }) => fetchSuapList(filters, signal),
    enabled: options.enabled ?? true,
    staleTime: REFERENCE_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** A page of initiatives in the page language: a language change is a new query, hence a reload. */
export function useInitiativeList(filters: InitiativeListFilters, options: { enabled?: boolean } = {}) {
  const lang = useLanguage();
  return useQuery({
    queryKey: referenceDataKeys.initiatives(filters, lang),
    queryFn: ({ signal }) => fetchInitiativeList(filters, lang, signal),
    enabled: options.enabled ?? true,
    staleTime: REFERENCE_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useRegions() {
  return useQuery({
    queryKey: referenceDataKeys.regions(),
    queryFn: ({ signal }) => fetchRegions(undefined, signal),
    staleTime: REFERENCE_STALE_MS,
  });
}

export function useProvinces(regionId: number | undefined) {
  return useQuery({
    queryKey: referenceDataKeys.provinces(regionId),
    queryFn: ({ signal }) => fetchProvinces(regionId, signal),
    enabled: regionId !== undefined,
    staleTime: REFERENCE_STALE_MS,
  });
}

export function useMunicipalities(provinceId: number | undefined) {
  return useQuery({
    queryKey: referenceDataKeys.municipalities(provinceId),
    queryFn: ({ signal }) => fetchMunicipalities(provinceId, signal),
    enabled: provinceId !== undefined,
    staleTime: REFERENCE_STALE_MS,
  });
}
