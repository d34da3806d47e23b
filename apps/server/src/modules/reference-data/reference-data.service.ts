import {
  defaultInitiativeSort,
  pickLocalized,
  SUPPORTED_LANGUAGES,
  type InitiativeListQuery,
  type InitiativeListReply,
  type Iniziative,
  type Language,
  type MunicipalityListReply,
  type ProvinceListReply,
  type PublicService,
  type RegionListReply,
  type RequestStateId,
  type SuapListQuery,
  type SuapListReply,
  type SuapMatch,
  type SuapType,
} from '@suap/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { pageInfo, pageWindow } from '../../lib/paging.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { toContainsPattern, toSearchText } from '../../db/search-text.js';
import { ok } from '../../lib/reply.js';
import { replyCache } from '../../lib/reply-cache.js';
import { referenceDataRepository, type InitiativeRow, type SuapRow } from './reference-data.repository.js';
import type { MasterDataRouteReply } from './reference-data.schemas.js';

function toIniziative(row: InitiativeRow, lang: Language): Iniziative {
  return {
    iniziativeId: row.initiativeId,
    code: row.code,
    description: pickLocalized(row, 'description', lang),
    descriptionIt: row.descriptionIt,
    descriptionEn: row.descriptionEn,
    activity: pickLocalized(row, 'activity', lang),
    activityIt: row.activityIt,
    activityEn: row.activityEn,
    area: pickLocalized(row, 'area', lang),
    areaIt: row.areaIt,
    areaEn: row.areaEn,
    typeIniziativeId: row.typeInitiativeId,
  };
}

const provinceOf = (row: { provinceId: number; name: string; regionId: number; regionName: string }) => ({
  provinceId: row.provinceId,
  name: row.name,
  region: { regionId: row.regionId, name: row.regionName },
});

/** The stored EU public-service object, reduced to the contract's fields in the reply's language. */
function toPublicService(stored: Record<string, unknown>, ipaCode: string, lang: Language): PublicService {
  const name = stored.name as Partial<Record<Language, string>> | string | undefined;
  const localizedName = typeof name === 'string' ? name : (name?.[lang] ?? name?.it ?? '');
  return { euPublicServiceId: String(stored.id ?? ''), name: localizedName, ipaCode };
}

// Every distinct question asked of reference data is a few kilobytes at most (pages are bounded), so a
// thousand of them stay far below a few megabytes; five minutes bounds how long a change an operator makes
// directly in the database takes to show.
const REFERENCE_CACHE = { maxEntries: 1_000, ttlMs: 5 * 60_000 };

/**
 * SPEC §7 reference data: read-only, public, in the language of the call. The API never writes these tables
 * (the seed fills them when the server starts), so replies are kept for a while (lib/reply-cache.ts): the
 * public SUAP and initiative searches then cost no database round trip when asked again.
 */
export function createReferenceDataService({ database, config }: ServiceDeps) {
  const read = uncachedReferenceData(database.db, config);
  const cache = replyCache(REFERENCE_CACHE);
  const keyOf = (...parts: unknown[]) => JSON.stringify(parts);
  return {
    masterData: (lang: Language) => cache.get(keyOf('masterData', lang), () => read.masterData(lang)),
    initiatives: (query: Omit<InitiativeListQuery, 'lang'>, lang: Language) =>
      cache.get(keyOf('initiatives', query, lang), () => read.initiatives(query, lang)),
    suaps: (query: SuapListQuery) => cache.get(keyOf('suaps', query), () => read.suaps(query)),
    regions: (provinceId?: number) => cache.get(keyOf('regions', provinceId), () => read.regions(provinceId)),
    provinces: (regionId?: number) => cache.get(keyOf('provinces', regionId), () => read.provinces(regionId)),
    municipalities: (provinceId?: number) =>
      cache.get(keyOf('municipalities', provinceId), () => read.municipalities(provinceId)),
    publicService: (name: string, ipaCode: string, lang: Language) =>
      cache.get(keyOf('publicService', name, ipaCode, lang), () => read.publicService(name, ipaCode, lang)),
  };
}

function uncachedReferenceData(db: Db, config: Config) {
  const repository = referenceDataRepository(db);

  /**
   * Why each office of a page answered the search, so the list can say so ("serves the municipality of X"):
   * the name first, then a served municipality, then the mail address (the order of the ranking).
   */
  async function matchReasons(rows: SuapRow[], filter: string, pattern: string) {
    const term = toSearchText(filter);
    const reasons = new Map<number, SuapMatch>();
    const rest: SuapRow[] = [];
    for (const row of rows) {
      if (toSearchText(row.name).includes(term)) reasons.set(row.suapId, { on: 'name', value: row.name });
      else rest.push(row);
    }
    const towns = await repository.servedMunicipalitiesMatching(
      rest.map((row) => row.suapId),
      pattern,
    );
    for (const row of rest) {
      const town = towns.find((entry) => entry.suapId === row.suapId);
      if (town) reasons.set(row.suapId, { on: 'municipality', value: town.name });
      else if (toSearchText(row.pec).includes(term)) reasons.set(row.suapId, { on: 'pec', value: row.pec });
    }
    return reasons;
  }

  return {
    async masterData(lang: Language): Promise<MasterDataRouteReply> {
      const [services, states, types] = await Promise.all([
        repository.typesOfService(),
        repository.requestStates(),
        repository.initiativeTypes(),
      ]);
      return {
        ...ok('Master data of the portal'),
        masterData: {
          configuration: {
            typeOfServiceAnagList: services.map(({ code: _code, ...service }) => service),
            stateOfRequestAnagList: states.map((state) => ({
              stateOfRequestId: state.stateId as RequestStateId,
              descriptionIt: state.descriptionIt,
              descriptionEn: state.descriptionEn,
            })),
            typeIniziativeList: types.map((type) => ({
              typeIniziativeId: type.typeInitiativeId,
              description: pickLocalized(type, 'description', lang),
              descriptionIt: type.descriptionIt,
              descriptionEn: type.descriptionEn,
            })),
          },
          languages: [...SUPPORTED_LANGUAGES],
          ipaCode: config.IPA_CODE,
          production: config.isProduction,
          draftStorageDays: config.DRAFT_STORAGE_DAYS,
          sessionIdleMinutes: config.SESSION_IDLE_MINUTES,
          baseUrl: config.baseUrl,
        },
      };
    },

    async initiatives(
      query: Omit<InitiativeListQuery, 'lang'>,
      lang: Language,
    ): Promise<InitiativeListReply> {
      const sort = query.sort ?? defaultInitiativeSort(lang);
      const pattern = query.filter === undefined ? undefined : toContainsPattern(query.filter);
      const [{ rows, total }, byType] = await Promise.all([
        repository.initiativePage(
          { lang, sort, typeId: query.typeId, pattern },
          pageWindow(query.page, query.size),
        ),
        pattern === undefined ? undefined : repository.initiativeMatchesByType(lang, pattern),
      ]);
      return {
        ...ok(`${total} initiatives found`),
        ...pageInfo(query.page, query.size, total),
        sort,
        filter: query.filter ?? null,
        iniziativeList: rows.map((row) => toIniziative(row, lang)),
        ...(byType && {
          matchesByType: byType.map((entry) => ({
            typeIniziativeId: entry.typeId,
            totalResults: entry.total,
          })),
        }),
      };
    },

    async suaps(query: SuapListQuery): Promise<SuapListReply> {
      const pattern = query.filter === undefined ? undefined : toContainsPattern(query.filter);
      const { rows, total } = await repository.suapPage(
        { sort: query.sort, type: query.type, municipalityId: query.municipalityId, pattern },
        pageWindow(query.page, query.size),
      );
      const matches =
        query.filter === undefined || pattern === undefined
          ? undefined
          : await matchReasons(rows, query.filter, pattern);
      return {
        ...ok(`${total} SUAP offices found`),
        ...pageInfo(query.page, query.size, total),
        sort: query.sort,
        filter: query.filter ?? null,
        suapList: rows.map((row) => {
          const matchedOn = matches?.get(row.suapId);
          return { ...row, type: row.type as SuapType, ...(matchedOn && { matchedOn }) };
        }),
      };
    },

    async regions(provinceId?: number): Promise<RegionListReply> {
      const regionList = await repository.regions(provinceId);
      return { ...ok(`${regionList.length} regions`), regionList };
    },

    async provinces(regionId?: number): Promise<ProvinceListReply> {
      const rows = await repository.provinces(regionId);
      return { ...ok(`${rows.length} provinces`), provinceList: rows.map(provinceOf) };
    },

    async municipalities(provinceId?: number): Promise<MunicipalityListReply> {
      const rows = await repository.municipalities(provinceId);
      return {
        ...ok(`${rows.length} municipalities`),
        municipalityList: rows.map((row) => ({
          municipalityId: row.municipalityId,
          name: row.name,
          province: provinceOf({ ...row, name: row.provinceName }),
        })),
      };
    },

    /** The EU public service of an Italian service name, or undefined when none is configured. */
    async publicService(name: string, ipaCode: string, lang: Language): Promise<PublicService | undefined> {
      const row = await repository.publicService(name, ipaCode);
      return row && toPublicService(row.publicService, row.ipaCode, lang);
    },
  };
}

export type ReferenceDataService = ReturnType<typeof createReferenceDataService>;
