import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  formatSort,
  InitiativeListReplySchema,
  MasterDataReplySchema,
  MasterDataSchema,
  MunicipalityListReplySchema,
  PAGE_SIZES,
  ProvinceListReplySchema,
  PublicServiceMappingReplySchema,
  RegionListReplySchema,
  SuapListReplySchema,
  type InitiativeSortField,
  type Language,
  type SortType,
  type SuapSortField,
  type SuapType,
} from '@suap/shared';
import { z } from 'zod';
import { useLanguage } from '../use-language';
import { apiRequest } from './api-request';

/**
 * The server adds the portal's public base URL to the master data (canonical links). Read with this extension
 * until the shared contract carries the field.
 */
export const MasterDataWithBaseUrlReplySchema = MasterDataReplySchema.extend({
  masterData: MasterDataSchema.extend({ baseUrl: z.string() }),
});
export type MasterDataWithBaseUrl = z.infer<typeof MasterDataWithBaseUrlReplySchema>['masterData'];

/** SPEC §3 retrieval filters of the paged reference lists. */
export interface PagedFilters<F extends string> {
  page: number;
  size?: number;
  filter?: string;
  sortField?: F;
  sortType?: SortType;
}

export interface SuapListFilters extends PagedFilters<SuapSortField> {
  suapType?: SuapType;
  municipalityId?: number;
}

export interface InitiativeListFilters extends PagedFilters<InitiativeSortField> {
  typeId?: number;
}

const sortQuery = (filters: PagedFilters<string>) =>
  filters.sortField ? formatSort({ field: filters.sortField, type: filters.sortType ?? 'asc' }) : undefined;

export function fetchMasterData(lang: Language, signal?: AbortSignal) {
  return apiRequest({
    path: apiPaths.reference.masterData,
    query: { lang },
    schema: MasterDataWithBaseUrlReplySchema,
    signal,
  });
}

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
    schema: SuapListReplySchema,
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
    schema: InitiativeListReplySchema,
    signal,
  });
}

export function fetchRegions(provinceId?: number, signal?: AbortSignal) {
  return apiRequest({
    path: apiPaths.reference.regions,
    query: { provinceId },
    schema: RegionListReplySchema,
    signal,
  });
}

export function fetchProvinces(regionId?: number, signal?: AbortSignal) {
  return apiRequest({
    path: apiPaths.reference.provinces,
    query: { regionId },
    schema: ProvinceListReplySchema,
    signal,
  });
}

export function fetchMunicipalities(provinceId?: number, signal?: AbortSignal) {
  return apiRequest({
    path: apiPaths.reference.municipalities,
    query: { provinceId },
    schema: MunicipalityListReplySchema,
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
    schema: PublicServiceMappingReplySchema,
    signal,
  });
}

export const referenceDataKeys = {
  all: ['reference-data'] as const,
  masterData: (lang: Language) => [...referenceDataKeys.all, 'master-data', lang] as const,
  suaps: (filters: SuapListFilters) => [...referenceDataKeys.all, 'suaps', filters] as const,
  initiatives: (filters: InitiativeListFilters, lang: Language) =>
    [...referenceDataKeys.all, 'initiatives', lang, filters] as const,
  regions: () => [...referenceDataKeys.all, 'regions'] as const,
  provinces: (regionId: number | undefined) => [...referenceDataKeys.all, 'provinces', regionId] as const,
  municipalities: (provinceId: number | undefined) =>
    [...referenceDataKeys.all, 'municipalities', provinceId] as const,
};

// Reference data changes with a new release of the catalogue, not during a visit.
const REFERENCE_STALE_MS = 30 * 60 * 1000;

/** The master data in the page language (SPEC §3), fetched once per language and visit. */
export function useMasterData() {
  const lang = useLanguage();
  return useQuery({
    queryKey: referenceDataKeys.masterData(lang),
    queryFn: ({ signal }) => fetchMasterData(lang, signal),
    staleTime: Infinity,
  });
}

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
