import type { Language } from '@suap/shared';
import type { InitiativeListFilters, SuapListFilters } from './reference-filters';

/** TanStack Query keys of the reference data, apart so the shell can use them without the list calls. */
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
