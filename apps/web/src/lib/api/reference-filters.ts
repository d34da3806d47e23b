import type { InitiativeSortField, SortType, SuapSortField, SuapType } from '@suap/shared';

// The list filters apart from the list calls: the query keys (reference-data-keys.ts) need them, and the
// calls import the keys, so keeping them in reference-data.ts closed an import cycle (issue 26).

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
