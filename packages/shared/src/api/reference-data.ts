import { z } from 'zod';
import {
  DEFAULT_SORTS,
  PAGE_SIZES,
  SEARCH_MIN_LENGTH_INITIATIVE,
  SEARCH_MIN_LENGTH_SUAP,
  SORT_FIELDS,
} from '../constants.js';
import { DEFAULT_LANGUAGE, LanguageSchema, SuapTypeSchema } from '../enums.js';
import { patterns } from '../patterns.js';
import { idParam, requiredTextField, smallIdParam } from '../validation.js';
import { MunicipalitySchema, ProvinceSchema, RegionSchema } from '../entities/geography.js';
import { IniziativeSchema } from '../entities/initiative.js';
import { MasterDataSchema, PublicServiceSchema } from '../entities/reference.js';
import { ResponseStatusSchema } from '../entities/response-status.js';
import { SuapSchema } from '../entities/suap.js';
import {
  filterParam,
  PagedReplyBaseSchema,
  pageParam,
  sizeParam,
  sortParam,
  sortParamWithDefault,
} from './paging.js';

/** GET /suap/v1/anagrafica/list */
export const MasterDataReplySchema = ResponseStatusSchema.extend({ masterData: MasterDataSchema });
export type MasterDataReply = z.infer<typeof MasterDataReplySchema>;

/**
 * GET /suap/v1/anagrafica/iniziative/list. Without `sort` the server orders by the activity in `lang`
 * (defaultInitiativeSort); `filter` searches code, description, activity and area in `lang`.
 */
export const InitiativeListQuerySchema = z.object({
  page: pageParam(),
  size: sizeParam(PAGE_SIZES.initiatives),
  sort: sortParam(SORT_FIELDS.initiatives),
  filter: filterParam({ minLength: SEARCH_MIN_LENGTH_INITIATIVE }),
  typeId: smallIdParam().optional(),
  lang: LanguageSchema.default(DEFAULT_LANGUAGE),
});
export type InitiativeListQuery = z.infer<typeof InitiativeListQuerySchema>;

/** How many initiatives of one type match a filter. */
export const InitiativeTypeMatchSchema = z.object({
  typeIniziativeId: z.number().int(),
  totalResults: z.number().int(),
});
export type InitiativeTypeMatch = z.infer<typeof InitiativeTypeMatchSchema>;

export const InitiativeListReplySchema = PagedReplyBaseSchema.extend({
  iniziativeList: z.array(IniziativeSchema),
  // The picker searches within one type (SPEC §4); with a filter the reply also counts the matches of every
  // type, so that a search finding nothing in the chosen type can say where it did find something.
  matchesByType: z.array(InitiativeTypeMatchSchema).optional(),
});
export type InitiativeListReply = z.infer<typeof InitiativeListReplySchema>;

/**
 * GET /suap/v1/anagrafica/suap/list: by name ascending unless `sort` says otherwise; with a `filter`, the offices
 * whose name matches come before those matching on a served municipality or the mail address.
 */
export const SuapListQuerySchema = z.object({
  page: pageParam(),
  size: sizeParam(PAGE_SIZES.suap),
  sort: sortParamWithDefault(SORT_FIELDS.suap, DEFAULT_SORTS.suap),
  filter: filterParam({ minLength: SEARCH_MIN_LENGTH_SUAP }),
  type: SuapTypeSchema.optional(),
  municipalityId: idParam().optional(),
});
export type SuapListQuery = z.infer<typeof SuapListQuerySchema>;

/**
 * Why an office answered a free-text search: its name, a municipality it serves (`value` is that
 * municipality) or its certified mail address. Offices whose name matches come first.
 */
export const SuapMatchSchema = z.object({
  on: z.enum(['name', 'municipality', 'pec']),
  value: z.string(),
});
export type SuapMatch = z.infer<typeof SuapMatchSchema>;

/** An office in a list; `matchedOn` only with a filter. */
export const SuapListItemSchema = SuapSchema.extend({ matchedOn: SuapMatchSchema.optional() });
export type SuapListItem = z.infer<typeof SuapListItemSchema>;

export const SuapListReplySchema = PagedReplyBaseSchema.extend({ suapList: z.array(SuapListItemSchema) });
export type SuapListReply = z.infer<typeof SuapListReplySchema>;

/** GET /suap/v1/anagrafica/region/list: all regions, or the one holding `provinceId`. */
export const RegionListQuerySchema = z.object({ provinceId: smallIdParam().optional() });
export type RegionListQuery = z.infer<typeof RegionListQuerySchema>;
export const RegionListReplySchema = ResponseStatusSchema.extend({ regionList: z.array(RegionSchema) });
export type RegionListReply = z.infer<typeof RegionListReplySchema>;

/** GET /suap/v1/anagrafica/province/list: all provinces, or those of `regionId`. */
export const ProvinceListQuerySchema = z.object({ regionId: smallIdParam().optional() });
export type ProvinceListQuery = z.infer<typeof ProvinceListQuerySchema>;
export const ProvinceListReplySchema = ResponseStatusSchema.extend({ provinceList: z.array(ProvinceSchema) });
export type ProvinceListReply = z.infer<typeof ProvinceListReplySchema>;

/** GET /suap/v1/anagrafica/municipality/list: the municipalities of `provinceId` (all of Italy without it). */
export const MunicipalityListQuerySchema = z.object({ provinceId: smallIdParam().optional() });
export type MunicipalityListQuery = z.infer<typeof MunicipalityListQuerySchema>;
export const MunicipalityListReplySchema = ResponseStatusSchema.extend({
  municipalityList: z.array(MunicipalitySchema),
});
export type MunicipalityListReply = z.infer<typeof MunicipalityListReplySchema>;

/** GET /evidencesuaprequestor/v1/public-service/mapping: `name` is the Italian service name. */
export const PublicServiceMappingQuerySchema = z.object({
  name: requiredTextField(patterns.extendedText, 255),
  ipaCode: requiredTextField(patterns.ipaCode, 20),
});
export type PublicServiceMappingQuery = z.infer<typeof PublicServiceMappingQuerySchema>;

export const PublicServiceMappingReplySchema = ResponseStatusSchema.extend({
  publicService: PublicServiceSchema,
});
export type PublicServiceMappingReply = z.infer<typeof PublicServiceMappingReplySchema>;
